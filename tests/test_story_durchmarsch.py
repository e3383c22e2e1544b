"""Durchmarsch's story: numbers crossed round by round with misthrows and struck rows marked,
the longest march, the luckiest hit and the bitterest miss, and hits against the exact odds."""

from __future__ import annotations

import json
import random
from fractions import Fraction
from math import comb

import pytest
from story_kit import common_hostile, fuzz, refuses

from game import saves
from game.dice import ScriptedDice, SeededDice
from game.durchmarsch import bots
from game.durchmarsch import match as dm
from game.durchmarsch.story import StoryRecorder
from game.games import game_by_name
from game.seats import Seat

MISS = [1] * 8                         # eight 1s make no 10 (and no 9, 8, 7)


def p10(k: int) -> Fraction:
    """Chance that k dice hold 4+6 or 5+5, counted by hand: a miss has at most one 5 and
    not both a 4 and a 6 among the other dice."""
    def none(m):                       # m dice of {1,2,3,4,6} without both 4 and 6
        return 2 * 4**m - 3**m
    return 1 - Fraction(none(k) + k * none(k - 1), 6**k)


def p9(k: int) -> Fraction:
    """Chance that k dice hold 3+6 or 4+5 (inclusion and exclusion over the two pairs)."""
    both = 6**k - 2 * 5**k + 4**k                       # a 3 and a 6 (or a 4 and a 5)
    all_four = sum((-1) ** j * comb(4, j) * (6 - j) ** k for j in range(5))
    return Fraction(2 * both - all_four, 6**k)


def scripted():
    """Sarah (seat 0) misses her first 10; Tim (seat 1), with one misthrow already in his top
    row, misses too and strikes it; Sarah marches 10 and 9 in her second row and stops; Tim
    makes his 10 in his second row and stops."""
    throws = [MISS, MISS, [6, 4, 1, 1, 1, 1, 1, 1], [5, 4, 1, 1, 1, 1, 1], [5, 5, 2, 2, 2, 2, 2, 2]]
    m = dm.Match(2, dice=ScriptedDice(throws), first_seat=0)
    data = m.to_dict()
    data["misthrows"][1][0] = 1
    m = dm.Match.from_dict(data)
    rec = StoryRecorder(m)
    for seat, action in [(0, dm.Roll()), (1, dm.Roll()), (0, dm.Roll()), (0, dm.GoOn()), (0, dm.Stop()),
                         (1, dm.Roll()), (1, dm.Stop())]:
        rec.observe(m.apply(seat, action))
    return m, rec


def test_hits_are_counted_against_the_exact_odds_of_the_dice_thrown():
    _, rec = scripted()
    story = rec.story()
    sarah, tim = story.luck
    assert (sarah.seat, sarah.actual, tim.seat, tim.actual) == (0, 2, 1, 1)
    assert rec.expected_hits(0) == 2 * p10(8) + p9(7)
    assert rec.expected_hits(1) == 2 * p10(8)
    assert sarah.expected == pytest.approx(float(2 * p10(8) + p9(7)))
    assert tim.expected == pytest.approx(float(2 * p10(8)))
    assert sarah.good_when_more and sarah.unit_key == "story.durchmarsch.luck.unit"


def test_the_chart_shows_the_best_open_row_per_round_with_misthrows_and_struck_rows():
    _, rec = scripted()
    (chart,) = rec.story().charts
    sarah, tim = chart.lines
    assert sarah.points == [(0, 0), (1, 0), (2, 2)]
    assert tim.points == [(0, 0), (1, 0), (2, 1)]
    assert [(m.x, m.y, m.kind) for m in sarah.marks] == [(1, 0, "misthrow")]
    assert [(m.x, m.y, m.kind) for m in tim.marks] == [(1, 0, "row_struck")]
    assert chart.x_key == "story.durchmarsch.chart.x" and chart.y_key == "story.durchmarsch.chart.y"
    assert chart.mark_keys["row_struck"] == "story.durchmarsch.mark.row_struck"


def test_highlights_name_the_longest_march_and_leave_out_a_bitter_miss_both_seats_share():
    _, rec = scripted()
    story = rec.story()
    assert [h.key for h in story.highlights] == ["story.durchmarsch.highlight.longest_march"], \
        "a miss that every player had is no highlight"
    march = story.highlights[0]
    bitter = rec.likeliest_miss
    assert (march.key, march.seat, march.params) == ("story.durchmarsch.highlight.longest_march", 0,
                                                     {"n": 2, "round": 2})
    # Sarah's 10 and 9 in a row had a chance of p10(8) * p9(7), far above 10 %: no lucky run
    assert p10(8) * p9(7) > Fraction(1, 10)
    # both missed a 10 with 8 dice (recorded as a tie), but that miss had a chance above 10 %:
    # not bitter enough to tell
    assert 1 - p10(8) > Fraction(1, 10)
    seat, chance, number, rnd, others = bitter
    assert (seat, others, number, rnd, chance) == (0, [1], 10, 1, p10(8))


def test_the_verdict_names_the_luckiest_seat_by_hits_more_than_expected():
    _, rec = scripted()
    story = rec.story()
    verdict = story.verdict()
    ahead = [2 - float(2 * p10(8) + p9(7)), 1 - float(2 * p10(8))]
    best = max(range(2), key=lambda s: ahead[s])
    key = "story.durchmarsch.luck.verdict" if ahead[best] > 0 else "story.durchmarsch.luck.verdict_unlucky"
    assert (verdict.key, verdict.seat, verdict.params["n"]) == (key, best, round(abs(ahead[best]), 1))


def test_a_row_completed_in_one_turn_is_the_longest_march_and_marked():
    throws = [[6, 4, 1, 1, 1, 1, 1, 1], [5, 4, 1, 1, 1, 1, 1], [6, 2, 1, 1, 1, 1], [3, 4, 1, 1, 1],
              [6, 1, 1, 1, 1], [5, 1, 1, 1, 1], [4, 1, 1, 1, 1], [3, 1, 1, 1, 1], [2, 1, 1, 1, 1], [1, 1, 1, 1, 1]]
    m = dm.Match(2, dice=ScriptedDice(throws), first_seat=1)
    rec = StoryRecorder(m)
    rec.observe(m.apply(1, dm.Roll()))
    while not m.is_over:
        rec.observe(m.apply(1, dm.GoOn()))
    story = rec.story()
    # ten numbers in one turn, far less likely than 10 %: the lucky run tells it (and it is the
    # winner's), the longest march would tell the same turn again
    (run,) = story.highlights
    assert (run.key, run.seat, run.params["n"], run.params["round"]) == (
        "story.durchmarsch.highlight.lucky_run", 1, 10, 1)
    assert 0 < run.params["percent"] <= 10
    assert [(mk.x, mk.y, mk.kind) for mk in story.charts[0].lines[1].marks] == [(1, 10, "row_completed")]
    assert story.luck[1].actual == 10
    # seat 0 never threw: its line ends where it stands, the axis at the round the game ended in
    assert story.charts[0].lines[0].points == [(0, 0)]
    assert story.charts[0].x_end == 1


def test_to_dict_is_json_and_from_dict_gives_the_same_story_that_goes_on_alike():
    m, rec = scripted()
    data = json.loads(json.dumps(rec.to_dict(), allow_nan=False))
    again = StoryRecorder.from_dict(data, m)
    assert again.story() == rec.story()
    assert again.expected_hits(0) == rec.expected_hits(0)
    more = [[6, 2, 1, 1, 1, 1, 1, 1]]
    m.dice = ScriptedDice(more)
    events = m.apply(0, dm.Roll())
    rec.observe(events)
    again.observe(events)
    assert again.to_dict() == rec.to_dict()


def hostile_cases() -> list[tuple[str, object]]:
    _, rec = scripted()
    good = rec.to_dict()
    return common_hostile(good) + [
        ("expected more hits than throws", {**good, "expected": [[99, 1], [0, 1]]}),
        ("a zero denominator", {**good, "expected": [[1, 0], [0, 1]]}),
        ("more hits than numbers", {**good, "hits": [41, 0]}),
        ("a highlight of seat -1", {**good, "longest": [-1, 2, 2]}),
        ("a chance above 1", {**good, "chance": [3, 2]}),
        ("rows that are not lists", {**good, "row_crosses": "10,9,8"}),
        ("a row with eleven crosses", {**good, "row_crosses": [[11, 0, 0, 0], [0, 0, 0, 0]]}),
        ("more crosses in the rows than in all", {**good, "row_crosses": [[2, 2, 0, 0], [1, 0, 0, 0]]}),
        ("a struck row that is not true or false", {**good, "struck": [[1, 0, 0, 0], [0, 0, 0, 0]]}),
        ("three rows", {**good, "struck": [[False] * 3, [False] * 4]}),
    ]


@pytest.mark.parametrize("data", [c[1] for c in hostile_cases()], ids=[c[0] for c in hostile_cases()])
def test_hostile_saved_stories_are_refused_with_a_clear_message(data):
    m, _ = scripted()
    refuses(StoryRecorder, data, m)


def test_a_story_of_another_table_is_refused():
    m, rec = scripted()
    three = dm.Match(3, dice=SeededDice(1), first_seat=0)
    assert "3" in refuses(StoryRecorder, rec.to_dict(), three)


def test_mutated_stories_are_refused_or_tell_a_sound_story():
    m, rec = scripted()
    fuzz(StoryRecorder, rec.to_dict(), m, cases=300)


def test_a_struck_row_no_longer_counts_so_the_line_drops_where_the_row_is_struck():
    m = dm.Match(2, dice=ScriptedDice([MISS]), first_seat=0)
    data = m.to_dict()
    data["crosses"][0][0], data["misthrows"][0][0] = 3, 1     # 10, 9, 8 crossed, one misthrow
    m = dm.Match.from_dict(data)
    rec = StoryRecorder(m)
    rec.observe(m.apply(0, dm.Roll()))
    (sarah, _tim) = rec.story().charts[0].lines
    assert sarah.points == [(0, 3), (1, 0)], "three crosses in the top row, none once it is struck"
    assert [(mk.x, mk.y, mk.kind) for mk in sarah.marks] == [(1, 0, "row_struck")]
    assert m.figures(0)["best_row"] == 0


@pytest.mark.parametrize("seed", range(6))
def test_the_chart_ends_with_each_players_best_open_row_and_the_winner_on_top(seed):
    m = dm.Match(4, dice=SeededDice(seed), first_seat=0)
    rec = StoryRecorder(m)
    rng = random.Random(seed)
    while not m.is_over:
        seat = m.current_seat
        rec.observe(m.apply(seat, bots.choose(m, seat, "normal", rng)))
    story = rec.story()
    ends = {line.seat: line.points[-1][1] for line in story.charts[0].lines}
    assert ends == {s: m.figures(s)["best_row"] for s in range(4)}, "each line ends at what the card says"
    winner = m.ranking()[0][0]
    assert ends[winner] == max(ends.values()), "the top line at the end is the winner's"
    assert story.charts[0].y_max == 10, "the axis reaches the full row"


def test_a_story_saved_before_it_followed_the_rows_resumes_from_the_sheets():
    m, rec = bot_game()
    data = rec.to_dict()
    del data["row_crosses"], data["struck"]
    again = StoryRecorder.from_dict(data, m)
    assert [line.points[-1][1] for line in again.story().charts[0].lines] == \
        [m.figures(s)["best_row"] for s in range(2)]


# ---------------------------------------------------------------- saved with the game

def bot_game(seed: int = 4, actions: int = 12):
    m = dm.Match(2, dice=SeededDice(seed), first_seat=0)
    rec = StoryRecorder(m)
    rng = random.Random(seed)
    for _ in range(actions):
        seat = m.current_seat
        rec.observe(m.apply(seat, bots.choose(m, seat, "normal", rng)))
    assert not m.is_over
    return m, rec


SEATS = [Seat("Sarah", "bot:normal"), Seat("Tim", "bot:hard")]


def test_a_save_with_a_story_resumes_with_the_story_intact(tmp_path):
    m, rec = bot_game()
    saves.write(tmp_path, "durchmarsch", SEATS, 4, m, {"story": rec.to_dict()})
    saved = saves.load(tmp_path, "durchmarsch")
    assert saved.story is not None and saved.story_problem is None
    assert saved.story.story() == rec.story()
    assert saved.story.to_dict() == rec.to_dict()


def test_a_save_whose_story_is_broken_still_resumes_with_an_empty_story(tmp_path):
    m, rec = bot_game()
    broken = {**rec.to_dict(), "hits": [-5, 0]}
    saves.write(tmp_path, "durchmarsch", SEATS, 4, m, {"story": broken})
    saved = saves.load(tmp_path, "durchmarsch")
    assert saved.match.to_dict() == m.to_dict(), "the game itself is kept"
    assert saved.story is None and "hits" in saved.story_problem
    assert "story" not in saved.extra


def test_the_table_feeds_its_recorder_every_event_once_and_the_results_get_the_story(make_app):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    info = game_by_name("durchmarsch")
    m = dm.Match(2, dice=ScriptedDice([[6, 4, 1, 1, 1, 1, 1, 1], [5, 4, 1, 1, 1, 1, 1]]), first_seat=0)
    table = TableScene(app, info, [Seat("Sarah", "keyboard1"), Seat("Tim", "keyboard2")], 1, match=m)
    app.push(table)
    table.act(0, dm.Roll())
    table.act(0, dm.GoOn())
    table.act(1, dm.Roll())               # refused: not Tim's turn; nothing is recorded
    assert table.recorder.throws == [2, 0] and table.recorder.hits == [2, 0]
    assert table.story().highlights[0].params["n"] == 2
    table.act(0, dm.Stop())
    assert table.story_error is None
    app.routes.results(table)
    assert app.top.story == table.story()


def test_a_resumed_table_goes_on_with_the_saved_story_and_keeps_it(make_app):
    app = make_app()
    m, rec = bot_game(seed=9)
    saves.write(app.data_folder, "durchmarsch", SEATS, 9, m, {"story": rec.to_dict()})
    saved = saves.load(app.data_folder, "durchmarsch")
    app.routes.menu()
    app.routes.resume(saved)
    table = app.top
    assert table.is_table and table.story() == rec.story()
    seat = table.match.current_seat
    table.act(seat, table.match.legal_actions(seat)[-1])     # a throw: Roll, or GoOn
    app.save_writer.flush()
    kept = json.loads(saves.save_path(app.data_folder, "durchmarsch").read_text(encoding="utf-8"))
    assert kept["extra"]["story"] == table.recorder.to_dict()
    assert sum(kept["extra"]["story"]["throws"]) == sum(rec.throws) + 1
