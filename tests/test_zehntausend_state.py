"""Saving and restoring, invariants, figures and the scene's read-only view of a match."""

from __future__ import annotations

import copy
import json

import pytest
from zehntausend_kit import act, make, sel

from game.dice import ScriptedDice, SeededDice
from game.engine import IllegalAction
from game.zehntausend.match import (
    Action,
    Bank,
    Match,
    Rules,
    Select,
    TakenOver,
    TakeOver,
    Throw,
)
from game.zehntausend.story import StoryRecorder


def roundtrip(m: Match) -> Match:
    return Match.from_dict(json.loads(json.dumps(m.to_dict())))


def midgame() -> Match:
    m = Match(3, Rules(dice=6, extend=True, take_over=True, turn_fives=True), SeededDice(7))
    import random
    rng = random.Random(3)
    for _ in range(40):
        seat = m.current_seat
        m.apply(seat, rng.choice(m.legal_actions(seat)))
    return m


def test_a_saved_game_resumes_identically():
    m = midgame()
    copy_ = roundtrip(m)
    assert copy_.to_dict() == m.to_dict()
    import random
    rng_a, rng_b = random.Random(1), random.Random(1)
    for _ in range(60):
        if m.is_over:
            break
        seat = m.current_seat
        a = rng_a.choice(m.legal_actions(seat))
        b = rng_b.choice(copy_.legal_actions(seat))
        assert a == b
        assert m.apply(seat, a) == copy_.apply(seat, b)


def test_save_is_json_and_names_the_game():
    data = midgame().to_dict()
    assert json.loads(json.dumps(data)) == data
    assert data["game"] == "zehntausend" and data["rules"]["dice"] == 6


@pytest.mark.parametrize("mutate,words", [
    (lambda d: d["state"].__setitem__("totals", [100, 0, 0]), "totals"),
    (lambda d: d["state"].__setitem__("phase", "dancing"), "phase"),
    (lambda d: d["state"].__setitem__("turn_points_", "lots"), "turn_points_"),
    (lambda d: d["state"].__setitem__("faces", [9, 1, 1, 1, 1, 1]), "faces"),
    (lambda d: d["state"].__setitem__("aside", [0, 0]), "twice"),
    (lambda d: d["state"].__setitem__("current", 7), "current"),
    (lambda d: d["state"].pop("history"), "history"),
    (lambda d: d["rules"].__setitem__("dice", 7), "dice"),
    (lambda d: d["rules"].__setitem__("wild", True), "wild"),
    (lambda d: d.__setitem__("seats", 1), "seats"),
    (lambda d: d.__setitem__("game", "mensch"), "Zehntausend"),
    (lambda d: d["state"].__setitem__("turn_points_", 75), "50s"),
    (lambda d: d["state"].__setitem__("pending", [9]), "1..6"),
    (lambda d: d["state"].__setitem__("faces", [1] * 7), "more than six dice"),
    (lambda d: d["state"].__setitem__("pending", [2] * 101), "too many Pasches"),
    (lambda d: d["state"].__setitem__("history", [[0, "bank"]]), "history"),
    (lambda d: d["state"].__setitem__("table", [[1]]), "table"),
])
def test_a_broken_save_is_refused_with_a_clear_message(mutate, words):
    data = copy.deepcopy(midgame().to_dict())
    mutate(data)
    with pytest.raises(ValueError) as err:
        Match.from_dict(data)
    assert words in str(err.value)


def test_check_invariants_catches_points_out_of_thin_air():
    m = make((1, 2, 3, 4, 6))
    m.totals[1] = 500
    with pytest.raises(AssertionError):
        m.check_invariants()


def test_an_illegal_action_changes_nothing():
    m = make((1, 5, 2, 3, 4))
    act(m, Throw())
    before = m.to_dict()
    for bad in (Bank(), Throw(), Select((2,)), Select(()), Select((0, 9)), Action()):
        with pytest.raises(IllegalAction):
            m.apply(0, bad)
        assert m.to_dict() == before
    with pytest.raises(IllegalAction) as err:
        m.apply(0, Action())
    assert err.value.reason == "zehntausend.illegal.unknown_action"


def test_nothing_is_legal_after_the_game():
    m = make((1, 1, 1, 1, 2), (5,), target=1000)
    act(m, Throw(), Select((0, 1, 2, 3)), Throw(), Select((4,)), Bank())
    assert not m.is_over   # seat 1 still has its turn
    m2 = make((1, 1, 1, 1, 2), (5,), (2, 3, 4, 6, 6), target=1000)
    events = act(m2, Throw(), Select((0, 1, 2, 3)), Throw(), Select((4,)), Bank(), Throw())
    assert m2.is_over and m2.current_seat is None and m2.legal_actions(0) == []
    assert type(events[-1]).__name__ == "GameOver"
    with pytest.raises(IllegalAction) as err:
        m2.apply(0, Throw())
    assert err.value.reason == "zehntausend.illegal.game_over"


def test_the_scene_sees_turn_points_proof_and_dice_left_at_any_time():
    m = make((3, 3, 3, 2, 4), (1, 6))
    assert (m.turn_points, m.proof_status, m.dice_left, m.dice_to_throw) == (0, "none", 5, 5)
    act(m, Throw())
    ev = m.evaluate((0, 1, 2))
    assert ev.ok and ev.points == 300 and ev.pasch and ev.dice_left == 2 and ev.turn_points == 300
    bad = m.evaluate((0, 3))
    assert not bad.ok and bad.params_dict == {"face": 2, "count": 1}
    act(m, Select((0, 1, 2)))
    assert (m.turn_points, m.proof_status, m.dice_left) == (300, "pending", 2)
    assert m.bank_refusal() == ("zehntausend.illegal.unproven", {"count": 1, "faces": (3,)})
    act(m, Throw())
    assert m.evaluate((3,)).proves
    act(m, Select((3,)))
    assert (m.turn_points, m.proof_status, m.dice_left, m.can_bank) == (400, "none", 1, True)


def test_evaluate_outside_a_selection_gives_a_reason():
    m = make((1, 2, 3, 4, 6))
    assert m.evaluate((0,)).reason == "zehntausend.illegal.throw_first"


def test_figures_total_best_turn_turns_busts():
    m = make((1, 1, 2, 3, 4), (2, 3, 4, 6, 6), (5, 2, 3, 4, 6), (2, 3, 4, 6, 6), (1, 5, 2, 3, 4))
    act(m, Throw(), Select((0, 1)), Bank(), Throw(), Throw(), Select((0,)), Bank(), Throw(),
        Throw(), Select((0, 1)), Bank())
    assert m.figures(0) == {"total": 400, "best_turn": 200, "turns": 3, "busts": 0}
    assert m.figures(1) == {"total": 0, "best_turn": 0, "turns": 2, "busts": 2}


def test_options_lists_one_choice_per_distinct_set_of_faces():
    m = make((1, 1, 5, 2, 3))
    act(m, Throw())
    opts = {dice: s.points for dice, s in m.options()}
    assert opts == {(0,): 100, (0, 1): 200, (2,): 50, (0, 2): 150, (0, 1, 2): 250}
    assert len(m.legal_actions(0)) == 7


def test_rules_are_validated():
    with pytest.raises(ValueError):
        Match(2, Rules(dice=4), ScriptedDice())
    with pytest.raises(ValueError):
        Match(2, Rules(target=1234), ScriptedDice())
    with pytest.raises(ValueError):
        Match(2, Rules(house_chance=2.0), ScriptedDice())


def test_every_rule_field_is_documented_for_config():
    import dataclasses
    for f in dataclasses.fields(Rules):
        assert f.metadata.get("doc"), f.name
        assert f.type in ("bool", "int", "float", "str")
        if f.type in ("int", "float"):
            assert "min" in f.metadata and "max" in f.metadata, f.name
        default = f.default
        assert f.metadata.get("min", default) <= default <= f.metadata.get("max", default)


def test_config_turns_the_second_of_a_conflicting_pair_off(tmp_path):
    from game import config
    path = tmp_path / "config.toml"
    path.write_text("[zehntausend]\nconfirm = true\nstrict = true\nminus = true\nnix = true\n",
                    encoding="utf-8")
    cfg = config.load(path)
    rules = cfg.rules("zehntausend")
    assert rules.confirm and not rules.strict and rules.minus and not rules.nix
    assert any("zehntausend.strict" in str(p) for p in cfg.problems)


def test_a_game_saved_in_the_last_round_or_after_it_resumes():
    """The end seat (last round) and a finished game survive a save, the knock and house
    counters of a finished game included."""
    m = make((1, 1, 2, 3, 4), (1, 2, 3, 4, 6), target=1000)
    m.totals[0] = 800
    m.history.append([0, "bank", 800])
    m.turns[0] = 1
    act(m, Throw(), Select((0, 1)), Bank())
    copy_ = roundtrip(m)
    assert copy_.is_final_round and copy_.end_seat == 0 and copy_.to_dict() == m.to_dict()
    act(copy_, Throw(), Select((0,)), Bank())
    assert copy_.is_over
    done = roundtrip(copy_)
    assert done.is_over and done.ranking() == [[0], [1]] and done.to_dict() == copy_.to_dict()
    won = make((4, 4, 4, 4, 4, 4), dice=6, six_of_a_kind_wins=True)
    act(won, Throw())
    back = roundtrip(won)
    assert back.instant_winner == 0 and back.ranking() == won.ranking()


def test_a_game_saved_with_a_pasch_of_ones_lying_aside_under_ergaenzen_resumes():
    m = make((1, 1, 1, 2, 4), extend=True)
    act(m, Throw(), Select((0, 1, 2)))
    assert m.table_paschs == ((1, 1000),)
    copy_ = roundtrip(m)
    assert copy_.table_paschs == ((1, 1000),) and copy_.to_dict() == m.to_dict()


def test_a_game_saved_with_a_takeover_on_offer_resumes_and_the_offer_stands():
    m = make((1, 5, 2, 3, 4), (1, 2, 3), take_over=True)
    act(m, Throw(), Select((0, 1)), Bank())
    copy_ = roundtrip(m)
    assert copy_.can_take_over and copy_.to_dict() == m.to_dict()
    events = act(copy_, TakeOver())
    assert events[0] == TakenOver(1, 0, 150, 3)


def test_a_save_with_whole_numbers_for_the_chances_loads_them_as_chances():
    data = make(house_building=True, knocking=True).to_dict()
    data["rules"]["house_chance"] = 0
    data["rules"]["knock_chance"] = 1
    m = Match.from_dict(json.loads(json.dumps(data)))
    assert m.rules.knock_chance == 1.0 and isinstance(m.rules.knock_chance, float)
    assert m.rules.house_chance == 0.0 and isinstance(m.rules.house_chance, float)


def test_a_save_without_the_games_name_or_version_still_loads():
    data = midgame().to_dict()
    del data["game"]
    del data["version"]
    assert Match.from_dict(data).to_dict() == midgame().to_dict()


def _house_save() -> dict:
    m = make((1, 2, 3, 4, 6), house_building=True, chances=[True])
    act(m, Throw())
    assert m.phase == "house"
    return m.to_dict()


def _offer_save() -> dict:
    m = make((1, 5, 2, 3, 4), take_over=True)
    act(m, Throw(), Select((0, 1)), Bank())
    assert m.offer is not None
    return m.to_dict()


@pytest.mark.parametrize("save,mutate", [
    (lambda: make().to_dict(), lambda s: s.__setitem__("pending", [3])),
    (_house_save, lambda s: s.__setitem__("house_faces", s["house_faces"][:-1])),
    (_offer_save, lambda s: s["offer"].__setitem__(1, 0)),
])
def test_a_save_in_a_state_no_game_can_reach_is_refused(save, mutate):
    """A Pasch to prove with no points in the turn, a house showing fewer dice than were
    thrown, a takeover of nothing."""
    data = save()
    Match.from_dict(copy.deepcopy(data))          # as saved, it loads
    mutate(data["state"])
    with pytest.raises(ValueError):
        Match.from_dict(data)


def test_check_invariants_catches_a_figure_for_a_seat_that_is_not_there():
    m = make()
    m.best_turn.append(0)
    with pytest.raises(AssertionError):
        m.check_invariants()


def test_evaluate_after_the_game_gives_the_game_over_reason():
    m = make((1, 1, 1, 1, 2), (5,), (2, 3, 4, 6, 6), target=1000)
    act(m, Throw(), Select((0, 1, 2, 3)), Throw(), Select((4,)), Bank(), Throw())
    assert m.is_over
    assert m.evaluate((0,)).reason == "zehntausend.illegal.game_over"


def test_a_save_without_a_first_seat_loads_with_seat_0_beginning():
    data = make().to_dict()
    del data["first_seat"]
    loaded = Match.from_dict(data)
    assert loaded.first_seat == 0 and loaded.current_seat == 0


def test_changing_the_save_after_loading_it_leaves_the_game_alone():
    m = make((1, 5, 2, 3, 4), (2, 3, 4, 6, 6))
    act(m, Throw(), Select((0, 1)), Bank())
    data = m.to_dict()
    loaded = Match.from_dict(data)
    before = loaded.to_dict()
    data["state"]["totals"][0] = 9999
    data["state"]["history"][0][2] = 9999
    data["state"]["descending"][0] = True
    data["state"]["turns"][0] = 7
    data["state"]["busts"][0] = 7
    data["state"]["best_turn"][0] = 9999
    assert loaded.to_dict() == before
    loaded.check_invariants()


def test_check_invariants_catches_a_third_house_left_standing():
    m = make(house_building=True)
    m.house_streak = 3
    with pytest.raises(AssertionError):
        m.check_invariants()


def test_check_invariants_catches_a_game_ended_by_a_seat_that_is_not_there():
    m = make()
    m.end_seat = m.seats
    with pytest.raises(AssertionError):
        m.check_invariants()


def test_a_save_that_knocked_on_a_house_outside_a_house_is_refused():
    data = make().to_dict()
    Match.from_dict(copy.deepcopy(data))
    data["state"]["knocked"] = True
    with pytest.raises(ValueError):
        Match.from_dict(data)


def test_check_invariants_catches_a_pasch_aside_worth_no_50s():
    m = make(extend=True)
    m.turn_points_ = 300
    m.table = {3: 300}
    m.check_invariants()
    m.table = {3: 75}
    with pytest.raises(AssertionError):
        m.check_invariants()


def test_check_invariants_catches_a_throw_left_to_choose_from_that_scores_nothing():
    m = make((1, 5, 2, 3, 4))
    act(m, Throw())
    assert m.phase == "select"
    m.check_invariants()
    m.faces = [2, 3, 4, 6, 6]
    with pytest.raises(AssertionError, match="scoring die"):
        m.check_invariants()


def test_a_turn_resumed_from_a_save_counts_the_throws_made_before_it_for_the_longest_turn():
    """Ben's three-throw turn, saved after his second throw and continued in a new sitting: the
    longest turn still says three throws (the story rebuilt from the saved game counts the two
    already made)."""
    m = make([1, 5, 2, 3, 4], [2, 3, 4, 6], [1, 5, 2, 3, 4], [2, 3, 4, 6, 6], [5, 2, 3, 4, 6], [1, 2, 3, 4], [5, 2, 3])
    for action in [Throw(), sel(0), Throw(), Throw(), sel(0, 1), Bank(), Throw(),
                   Throw(), sel(0), Throw(), sel(1)]:
        m.apply(m.current_seat, action)
    again = Match.from_dict(json.loads(json.dumps(m.to_dict())))
    rec = StoryRecorder(again)
    for action in [Throw(), sel(2), Bank()]:
        rec.observe(again.apply(again.current_seat, action))
    long_turn = rec.story().highlights[-1]
    assert (long_turn.key, long_turn.seat, long_turn.params["n"]) == \
        ("story.zehntausend.highlight.longest_turn", 1, 3)
