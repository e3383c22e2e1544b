"""Zehntausend's story: each seat's score turn by turn with lost turns marked, the biggest turn,
the most painful Niete, the longest turn, and Nieten against the exact odds under the rules."""

from __future__ import annotations

import json
import random
from fractions import Fraction
from itertools import product

import pytest
from story_kit import common_hostile, fuzz, refuses
from zehntausend_kit import make, sel

from game import saves
from game.dice import SeededDice
from game.seats import Seat
from game.zehntausend import bots
from game.zehntausend import match as z
from game.zehntausend.story import StoryRecorder


def q(k: int, scores) -> Fraction:
    """The chance that k dice score nothing, by trying all 6**k throws against `scores`."""
    bad = sum(1 for faces in product(range(1, 7), repeat=k) if not scores(faces))
    return Fraction(bad, 6**k)


def simple(faces) -> bool:
    """The simple rules: a 1, a 5, or three of a kind."""
    return 1 in faces or 5 in faces or any(faces.count(f) >= 3 for f in set(faces))


def three_pairs(faces) -> bool:
    return simple(faces) or (len(faces) == 6 and sorted(faces.count(f) for f in set(faces)) == [2, 2, 2])


def scripted():
    """Anna (seat 0) sets a 1 aside and throws nothing with four dice, losing 100; Ben banks
    150; Anna's first throw is a Niete; Ben throws three times and banks 200."""
    m = make([1, 5, 2, 3, 4], [2, 3, 4, 6], [1, 5, 2, 3, 4], [2, 3, 4, 6, 6], [5, 2, 3, 4, 6], [1, 2, 3, 4], [5, 2, 3])
    rec = StoryRecorder(m)
    for action in [z.Throw(), sel(0), z.Throw(),                 # Anna: 100, then nothing
                   z.Throw(), sel(0, 1), z.Bank(),               # Ben: 150
                   z.Throw(),                                    # Anna: nothing at once
                   z.Throw(), sel(0), z.Throw(), sel(1), z.Throw(), sel(2), z.Bank()]:   # Ben: 200
        rec.observe(m.apply(m.current_seat, action))
    return m, rec


def test_nieten_are_counted_against_the_exact_odds_of_the_dice_thrown():
    _, rec = scripted()
    anna, ben = rec.story().luck
    assert (anna.actual, ben.actual) == (2, 0)
    assert rec.expected_nieten(0) == 2 * q(5, simple) + q(4, simple)
    assert rec.expected_nieten(1) == 2 * q(5, simple) + q(4, simple) + q(3, simple)
    assert anna.expected == pytest.approx(float(2 * q(5, simple) + q(4, simple)))
    assert not anna.good_when_more and anna.unit_key == "story.zehntausend.luck.unit"
    # fewer Nieten than expected is luck: Ben, with none, was the luckier one
    verdict = rec.story().verdict()
    assert verdict.seat == 1 and verdict.key == "story.zehntausend.luck.verdict"
    assert verdict.params["n"] == round(float(rec.expected_nieten(1)), 1)


def test_the_chart_shows_each_total_round_by_round_and_the_lost_turns_and_ends_at_the_last_round():
    _, rec = scripted()
    (chart,) = rec.story().charts
    anna, ben = chart.lines
    assert anna.points == [(0, 0), (1, 0), (2, 0)]         # her own turns: rounds 1 and 2
    assert ben.points == [(0, 0), (1, 150), (2, 350)]
    assert [(mk.x, mk.y, mk.kind) for mk in anna.marks] == [(1, 0, "lost_turn"), (2, 0, "lost_turn")]
    assert ben.marks == []
    assert chart.x_end == 2, "the axis ends at the game's last round"
    assert chart.y_max == 10000 and chart.mark_keys == {"lost_turn": "story.zehntausend.mark.lost_turn"}


def test_highlights_are_the_biggest_turn_the_most_painful_niete_and_the_longest_turn():
    _, rec = scripted()
    big, pain, long_turn = rec.story().highlights
    assert (big.key, big.seat, big.params) == ("story.zehntausend.highlight.biggest_turn", 1,
                                               {"points": 200, "turn": 2})
    assert (pain.key, pain.seat, pain.params) == ("story.zehntausend.highlight.painful_niete", 0,
                                                  {"points": 100, "turn": 1})
    assert (long_turn.key, long_turn.seat, long_turn.params) == ("story.zehntausend.highlight.longest_turn", 1,
                                                                 {"n": 3, "points": 200, "turn": 2})


def test_the_odds_follow_the_house_rules_six_dice_and_three_pairs():
    m = make([2, 2, 3, 3, 4, 4], dice=6, three_pairs=True)
    rec = StoryRecorder(m)
    rec.observe(m.apply(0, z.Throw()))
    assert q(6, three_pairs) < q(6, simple)
    assert rec.expected_nieten(0) == q(6, three_pairs)
    assert rec.story().luck[0].actual == 0, "three pairs score: no Niete"


def test_the_odds_know_a_pasch_lying_aside_under_ergaenzen():
    m = make([2, 2, 2, 3, 4], [2, 3], extend=True)
    rec = StoryRecorder(m)
    for action in [z.Throw(), sel(0, 1, 2), z.Throw()]:
        rec.observe(m.apply(0, action))
    # two dice with the 2s aside score nothing only without a 1, a 5 or a 2: (3/6)**2
    assert rec.expected_nieten(0) == q(5, simple) + Fraction(1, 4)
    assert rec.nieten == [0, 0]


def test_minus_and_the_pile_are_lost_turns_but_nix_is_not():
    m = make([2, 3, 4, 6, 6], [2, 3, 4, 6, 6], minus=True)
    rec = StoryRecorder(m)
    rec.observe(m.apply(0, z.Throw()))
    rec.observe(m.apply(1, z.Throw()))
    anna, ben = rec.story().charts[0].lines
    assert anna.points[1] == (1, -1000) and anna.marks[0].kind == "lost_turn"
    m = make([2, 3, 4, 6, 6], nix=True)
    rec = StoryRecorder(m)
    rec.observe(m.apply(0, z.Throw()))
    anna = rec.story().charts[0].lines[0]
    assert anna.points[1] == (1, 1000) and anna.marks == []
    assert rec.nieten[0] == 1, "still a throw that scored nothing"


def test_to_dict_is_json_and_from_dict_tells_the_same_story():
    m, rec = scripted()
    data = json.loads(json.dumps(rec.to_dict(), allow_nan=False))
    again = StoryRecorder.from_dict(data, m)
    assert again.story() == rec.story()
    assert again.to_dict() == rec.to_dict()


def hostile_cases() -> list[tuple[str, object]]:
    _, rec = scripted()
    good = rec.to_dict()
    return common_hostile(good) + [
        ("more Nieten than throws", {**good, "nieten": [9, 0]}),
        ("a total of 1e300", {**good, "totals": [1e300, 0]}),
        ("a total that is nan", {**good, "totals": [float("nan"), 0]}),
        ("a seven-faced table", {**good, "table": [7]}),
        ("six dice in a five-dice game", {**good, "dice": 6}),
        ("a biggest turn of seat 5", {**good, "biggest": [5, 200, 4]}),
        ("a negative turn", {**good, "turn": -1}),
    ]


@pytest.mark.parametrize("data", [c[1] for c in hostile_cases()], ids=[c[0] for c in hostile_cases()])
def test_hostile_saved_stories_are_refused_with_a_clear_message(data):
    m, _ = scripted()
    refuses(StoryRecorder, data, m)


def test_mutated_stories_are_refused_or_tell_a_sound_story():
    m, rec = scripted()
    fuzz(StoryRecorder, rec.to_dict(), m, cases=300)


# ---------------------------------------------------------------- saved with the game

SEATS = [Seat("Anna", "bot:normal"), Seat("Ben", "bot:hard"), Seat("Cem", "bot:easy")]


def bot_game(seed: int = 5, actions: int = 40):
    m = z.Match(3, z.Rules(), SeededDice(seed))
    rec = StoryRecorder(m)
    rng = random.Random(seed)
    for _ in range(actions):
        seat = m.current_seat
        rec.observe(m.apply(seat, bots.choose(m, seat, "normal", rng)))
    assert not m.is_over and rec.turn >= 3
    return m, rec


def test_a_save_with_a_story_resumes_with_the_story_intact(tmp_path):
    m, rec = bot_game()
    saves.write(tmp_path, "zehntausend", SEATS, 5, m, {"story": rec.to_dict()})
    saved = saves.load(tmp_path, "zehntausend")
    assert saved.story.story() == rec.story() and saved.story.to_dict() == rec.to_dict()


def test_a_refused_story_resumes_with_the_score_lines_from_the_games_own_history(make_app):
    app = make_app()
    m, rec = bot_game()
    broken = {**rec.to_dict(), "nieten": "many"}
    saves.write(app.data_folder, "zehntausend", SEATS, 5, m, {"story": broken})
    saved = saves.load(app.data_folder, "zehntausend")
    assert saved.story is None and "nieten" in saved.story_problem
    app.routes.menu()
    app.routes.resume(saved)
    table = app.top
    assert table.is_table
    story = table.story()
    lines = [line.points for line in story.charts[0].lines]
    assert lines == [line.points for line in rec.story().charts[0].lines], "the scores are all there"
    assert [f.actual for f in story.luck] == [0, 0, 0], "the luck starts afresh"


def test_a_niete_counts_as_lost_only_the_points_that_could_have_been_written_down():
    """Anna sets four 6s aside (6,000 once a 1 or 5 proves them) and throws a Niete: she could
    have written down nothing, so the report names the waiting Pasch, not 6,000 points. Ben sets
    a 1 aside, then three 3s, and throws a Niete: he loses 100, and the 3s waited."""
    m = make([6, 6, 6, 6, 2], [3], [1, 2, 3, 4, 6], [3, 3, 3, 4], [2], target=3000)
    rec = StoryRecorder(m)
    for action in [z.Throw(), sel(0, 1, 2, 3), z.Throw(),          # Anna: four 6s, then a Niete
                   z.Throw(), sel(0), z.Throw(), sel(1, 2, 3), z.Throw()]:   # Ben: 1, three 3s, a Niete
        rec.observe(m.apply(m.current_seat, action))
    assert m.totals == [0, 0]
    pain = rec.story().highlights[0]
    assert (pain.key, pain.seat, pain.params) == ("story.zehntausend.highlight.painful_pasch_lost", 1,
                                                  {"points": 100, "turn": 1,
                                                   "pasch": ["story.zehntausend.pasch.3x3"]})
    # without Ben's 100, Anna's waiting 6s are the bitterest Niete, told in words only
    m = make([6, 6, 6, 6, 2], [3], target=3000)
    anna = StoryRecorder(m)
    for action in [z.Throw(), sel(0, 1, 2, 3), z.Throw()]:
        anna.observe(m.apply(0, action))
    (pain,) = [h for h in anna.story().highlights if "painful" in h.key]
    assert (pain.key, pain.params) == ("story.zehntausend.highlight.painful_pasch",
                                       {"turn": 1, "pasch": ["story.zehntausend.pasch.6x4"]})
    # it survives a save
    again = StoryRecorder.from_dict(json.loads(json.dumps(anna.to_dict())), m)
    assert again.story().highlights == anna.story().highlights


def test_over_many_games_no_niete_loses_more_than_a_player_could_have_written_down():
    """Bots play 3,000-point games: the bitterest Niete's points never exceed what its turn held
    outside a Pasch still waiting for its proof."""
    seen_waiting = False
    for game in range(30):
        m = z.Match(3, z.Rules(target=3000), SeededDice(game))
        rec, rng = StoryRecorder(m), random.Random(game)
        safe, lost = 0, [0]           # the turn's points outside a waiting Pasch; lost turns' safe points
        while not m.over:
            seat = m.current_seat
            events = m.apply(seat, bots.choose(m, seat, "normal", rng))
            rec.observe(events)
            if any(isinstance(ev, z.TurnLost) for ev in events):
                lost.append(safe)
            if any(isinstance(ev, (z.TurnLost, z.Banked, z.TurnPassed)) for ev in events):
                safe = 0
            elif not m.pending:
                safe = m.turn_points
        if rec.painful is not None:
            assert rec.painful[1] <= max(lost), f"game {game}: lost {rec.painful[1]} of at most {max(lost)}"
            seen_waiting |= bool(rec.painful[3])
    assert seen_waiting, "some game lost a waiting Pasch"


@pytest.mark.parametrize("lang,said", [("de", "Ziel 3.000"), ("en", "Target 3,000")])
def test_a_short_game_draws_its_target_as_a_named_line_on_the_chart(make_app, lang, said):
    """With the 3.000 house rule the chart showed no target at all: the story names the target
    the game was played to, and the report draws it as a line named with its number."""
    from helpers import texts_drawn
    from test_results_truth import results_of

    from game.games import game_by_name
    from game.zehntausend.rules import Rules

    match = z.Match(2, Rules(target=3000), SeededDice(4))
    rec = StoryRecorder(match)
    rng = random.Random(4)
    while not match.is_over:
        seat = match.current_seat
        rec.observe(match.apply(seat, bots.choose(match, seat, "normal", rng)))
    chart = rec.story().charts[0]
    assert chart.goal == 3000
    app = make_app()
    app.set_language(lang)
    results_of(app, game_by_name("zehntausend"), match, rec.story(), ["Anna", "Ben"])
    assert said in texts_drawn(app)
