"""Saving and restoring, invariants, figures and the scene's read-only view of a match."""

from __future__ import annotations

import copy
import json

import pytest
from zehntausend_kit import act, make

from game.dice import ScriptedDice, SeededDice
from game.engine import IllegalAction
from game.zehntausend.match import (
    Action,
    Bank,
    Match,
    Rules,
    Select,
    Throw,
)


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
    assert m.bank_refusal() == ("zehntausend.illegal.unproven", {"count": 1})
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
