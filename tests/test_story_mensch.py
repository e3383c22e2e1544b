"""Mensch's story: each colour's way round the board with knock-outs marked on both sides, the
most painful knock-out, sixes in a row, and luck: sixes and knock-out chances by the exact odds."""

from __future__ import annotations

import json
import random
from fractions import Fraction

import pytest
from mensch_kit import T, move, roll
from story_kit import common_hostile, fuzz, refuses

from game import saves
from game.dice import ScriptedDice, SeededDice
from game.mensch import bots
from game.mensch.match import Match, Rules
from game.mensch.story import StoryRecorder
from game.seats import Seat

ALL_B = ["B"] * 4


def scripted():
    """Gelb (0) throws a 4 and knocks out Grün's figure that had walked 34 circles; Grün,
    all on B, throws a 3 and waits; Rot throws 6, 6, 6 (in, on, in) and then a 1."""
    m = Match.arranged({0: [T(0), "B", "B", "B"], 1: [T(4), "B", "B", "B"], 2: ALL_B, 3: ALL_B}, colour=0,
                       dice=ScriptedDice([4, 3, 6, 6, 6, 1]))
    rec = StoryRecorder(m)
    rec.observe(roll(m))
    rec.observe(move(m, 0))            # 0 -> 4: knocks Grün out
    rec.observe(roll(m))               # Grün: 3, nothing can move
    for _ in range(3):                 # Rot: three sixes
        rec.observe(roll(m))
        rec.observe(move(m, m.legal_actions(m.current_seat)[0].figure))
    rec.observe(roll(m))               # Rot: 1
    rec.observe(move(m, m.legal_actions(m.current_seat)[0].figure))
    return m, rec


def test_the_chart_follows_each_colours_circles_walked_and_marks_the_knock_out_on_both_lines():
    m, rec = scripted()
    (chart,) = rec.story().charts
    gelb, gruen, rot, schwarz = chart.lines
    assert gelb.points[:2] == [(0, 0), (1, 4)]
    assert gruen.points[:2] == [(0, 34), (1, 0)]
    assert [(mk.x, mk.y, mk.kind) for mk in gelb.marks] == [(1, 4, "knocks_out")]
    assert [(mk.x, mk.y, mk.kind) for mk in gruen.marks] == [(1, 0, "knocked_out")]
    # Rot: in (0 circles), on 6, the next one in, then one on with the 1
    walked = sum(max(0, m.progress(2, f)) for f in range(4))
    assert rot.points[-1] == (6, walked) and walked == 7
    assert schwarz.points == [(0, 0), (6, 0)]
    assert chart.y_max == 166


def test_the_most_painful_knock_out_is_the_one_the_chart_shows_falling_furthest():
    """A figure of Gelb that had walked 35 circles knocked out, later one of Schwarz after 5:
    the bitterest is the 35 (compared by circles walked, not by whose figure it was), and the
    chart's line of Gelb falls by exactly that."""
    from game.mensch.match import FigureCaptured

    m = Match.arranged({0: [T(0), "B", "B", "B"], 1: [T(4), "B", "B", "B"], 2: ALL_B, 3: ALL_B}, colour=0,
                       dice=ScriptedDice([4]))
    rec = StoryRecorder(m)
    rec.prog[0], rec.prog[12] = 35, 5           # Gelb's first figure, Schwarz's first figure
    before = rec.walked(0)
    rec.x = 10
    rec.observe([FigureCaptured(colour=0, figure=0, by=1, by_figure=0, at=("track", 35), to=("B", 0))])
    rec.x = 20
    rec.observe([FigureCaptured(colour=3, figure=0, by=2, by_figure=0, at=("track", 35), to=("B", 0))])
    story = rec.story()
    painful = next(h for h in story.highlights if h.key.endswith("painful_knockout"))
    assert painful.params == {"victim_seat": 0, "n": 35, "throw": 10} and painful.seat == 1
    gelb = story.charts[0].lines[0]
    after = dict(gelb.points)[10]
    assert before - after == painful.params["n"], "the chart falls by the circles the highlight names"


def test_the_most_painful_knock_out_names_who_knocked_out_whom_and_how_far_it_had_walked():
    _, rec = scripted()
    painful = rec.story().highlights[0]
    assert (painful.key, painful.seat, painful.params) == (
        "story.mensch.highlight.painful_knockout", 0, {"victim_seat": 1, "n": 34, "throw": 1})


def test_three_sixes_in_a_row_are_a_highlight():
    _, rec = scripted()
    streak = [h for h in rec.story().highlights if h.key.endswith("sixes_in_a_row")]
    assert [(h.seat, h.params) for h in streak] == [(2, {"n": 3, "throw": 5})]


def test_sixes_are_counted_against_a_sixth_of_the_throws():
    _, rec = scripted()
    sixes = [f for f in rec.story().luck if f.unit_key == "story.mensch.luck.unit"]
    assert [(f.seat, f.actual) for f in sixes] == [(0, 0), (1, 0), (2, 3), (3, 0)]
    assert [f.expected for f in sixes] == pytest.approx([1 / 6, 1 / 6, 4 / 6, 0])
    verdict = rec.story().verdict()
    assert (verdict.key, verdict.seat, verdict.params) == ("story.mensch.luck.verdict", 2,
                                                           {"n": round(3 - 4 / 6, 1)})


def test_a_knock_out_chance_is_the_exact_chance_that_the_die_allows_one():
    _, rec = scripted()
    chances = {f.seat: f for f in rec.story().luck if f.unit_key == "story.mensch.luck.unit_chances"}
    # Gelb on A with Grün four circles ahead: only a 4 knocks out (a 6 must move on to 6)
    assert rec.expected_knockout_chances(0) == Fraction(1, 6) and chances[0].actual == 1
    # nobody else could ever reach a rival
    assert all(rec.expected_knockout_chances(c) == 0 and chances[c].actual == 0 for c in (1, 2, 3))


def test_knock_out_chances_follow_the_duties_of_the_six_and_leave_partner_colours_out():
    # Gelb on A, figures on B: a 6 must move the figure on A six on, onto Schwarz at 6;
    # Rot (Gelb's partner: one person) stands at 2, Grün at 3
    figures = {0: [T(0), "B", "B", "B"], 1: [T(3), "B", "B", "B"], 2: [T(2), "B", "B", "B"], 3: [T(6), "B", "B", "B"]}
    m = Match.arranged(figures, colour=0, seats=2, dice=ScriptedDice([5]))
    rec = StoryRecorder(m)
    assert m.owners == (0, 1, 0, 1)
    rec.observe(roll(m))
    assert rec.expected_knockout_chances(0) == Fraction(2, 6), "the 3 (Grün) and the 6 (Schwarz), not the 2"
    chances = [f for f in rec.story().luck if f.unit_key.endswith("unit_chances")]
    assert chances[0].actual == 0, "a 5 knocks nobody out"
    # with protect_own nothing changes for rivals; with Schlagzwang neither
    m = Match.arranged(figures, colour=0, seats=2, dice=ScriptedDice([3]), rules=Rules(must_capture=True))
    rec = StoryRecorder(m)
    rec.observe(roll(m))
    assert rec.expected_knockout_chances(0) == Fraction(2, 6) and rec.allowed[0] == 1


def sixes_against_a_rival_six_ahead(rules: Rules) -> StoryRecorder:
    """Gelb, nobody on B, a figure at 20 with Schwarz at 26; three sixes, the first two played
    with the figure at 1, which reaches no one."""
    figures = {0: [T(1), T(20), T(30), T(35)], 3: [T(26), "B", "B", "B"]}
    m = Match.arranged(figures, colour=0, dice=ScriptedDice([6, 6, 6]), rules=rules)
    rec = StoryRecorder(m)
    for _ in range(2):
        rec.observe(roll(m))
        rec.observe(move(m, 0))
    rec.observe(roll(m))
    return rec


def test_the_third_six_under_three_sixes_knocks_nobody_out():
    # each 6 could take the figure at 20 onto Schwarz at 26: one chance in six per throw ...
    assert sixes_against_a_rival_six_ahead(Rules()).expected_knockout_chances(0) == Fraction(3, 6)
    # ... but a third 6 in a row is not played under the house rule
    rec = sixes_against_a_rival_six_ahead(Rules(three_sixes=True))
    assert rec.expected_knockout_chances(0) == Fraction(2, 6)
    assert rec.allowed[0] == 2


def test_opening_throws_count_as_throws_but_move_nobody():
    m = Match(4, dice=ScriptedDice([6, 2, 3, 1]))
    rec = StoryRecorder(m)
    for _ in range(4):
        rec.observe(roll(m))           # the fourth opening throw decides: Gelb's 6 begins
    assert rec.rolls == [1, 1, 1, 1] and rec.sixes == [1, 0, 0, 0]
    assert rec.x == 1 and rec.story().charts[0].lines[0].points == [(0, 0), (1, 0)]
    rec.observe(move(m, 0))            # the 6 is played: the figure on A moves six on
    assert rec.story().charts[0].lines[0].points == [(0, 0), (1, 6)]


def test_to_dict_is_json_and_from_dict_tells_the_same_story():
    m, rec = scripted()
    data = json.loads(json.dumps(rec.to_dict(), allow_nan=False))
    again = StoryRecorder.from_dict(data, m)
    assert again.story() == rec.story() and again.to_dict() == rec.to_dict()


def hostile_cases() -> list[tuple[str, object]]:
    _, rec = scripted()
    good = rec.to_dict()
    moved = list(good["progress"])
    moved[0] = 17
    return common_hostile(good) + [
        ("figures elsewhere than in the game", {**good, "progress": moved}),
        ("other owners", {**good, "owners": [0, 0, 0, 1]}),
        ("more sixes than throws", {**good, "sixes": [5, 0, 0, 0]}),
        ("a painful knock-out of colour 9", {**good, "painful": [0, 9, 34, 1]}),
        ("a knock-out after 50 circles", {**good, "painful": [0, 1, 50, 1]}),
        ("a y beyond 166", {**good, "lines": {**good["lines"], "points": [[[0, 200]], [], [], []]}}),
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


def test_a_save_with_a_story_and_colour_owners_resumes_with_the_story_intact(make_app):
    app = make_app()
    m = Match(3, Rules(), SeededDice(3))
    rec = StoryRecorder(m)
    rng = random.Random(3)
    for _ in range(60):
        seat = m.current_seat
        rec.observe(m.apply(seat, bots.choose(m, seat, "normal", rng)))
    saves.write(app.data_folder, "mensch", SEATS, 3, m, {"owners": list(m.owners), "story": rec.to_dict()})
    saved = saves.load(app.data_folder, "mensch")
    assert saved.story.to_dict() == rec.to_dict() and saved.extra["owners"] == list(m.owners)
    app.routes.menu()
    app.routes.resume(saved)
    table = app.top
    assert table.is_table and table.story() == rec.story()
