"""The race told in highlights: a comeback, a close finish, a lead changing hands, a streak of
lost turns, each true to the score lines the engine recorded."""

from __future__ import annotations

import pytest
from test_story_truth import played

from game.games import game_by_name
from game.story import longest_streak, race_of, value_at

# Anna leads until round 3, Ben 2.000 behind after round 2 overtakes in round 4 and wins
ANNA = [(0, 0), (1, 1500), (2, 2500), (3, 2600), (4, 2600), (5, 3000)]
BEN = [(0, 0), (1, 300), (2, 500), (3, 2000), (4, 2900), (5, 3100)]


def test_the_race_finds_the_winners_deficit_the_lead_changes_and_the_margin():
    race = race_of([ANNA, BEN], winner=1)
    assert (race.deficit, race.deficit_round) == (2000, 2), "Ben was 2.000 behind after round 2"
    assert race.changes == 1 and race.led_from == 4, "Ben took the lead in round 4 and kept it"
    assert (race.margin, race.runner_up) == (100, 0), "Ben won by 100 over Anna"


def test_a_winner_who_overtakes_only_in_the_last_round_leads_from_that_round():
    anna = [(0, 0), (1, 1000), (2, 2000)]
    ben = [(0, 0), (1, 500), (2, 900), (3, 3000)]
    assert race_of([anna, ben], winner=1).led_from == 3


def test_a_streak_counts_only_rounds_in_a_row():
    assert longest_streak([2, 3, 4, 7, 8]) == (3, 2)
    assert longest_streak([5]) == (1, 5)
    assert longest_streak([]) == (0, 0)
    assert value_at(ANNA, 3.5) == 2600


@pytest.mark.parametrize("seed", range(1, 9))
def test_zehntausends_race_highlights_say_what_the_score_lines_show(seed):
    match, story, _, winners = played(game_by_name("zehntausend"), seed, seats=3)
    lines = {line.seat: line.points for line in story.charts[0].lines}
    told = {h.key.rsplit(".", 1)[-1]: h for h in story.highlights}
    if "comeback" in told:
        h = told["comeback"]
        r = h.params["turn"]
        best = max(value_at(points, r) for points in lines.values())
        assert h.seat in winners and best - value_at(lines[h.seat], r) == h.params["points"]
        assert h.params["points"] * 5 >= match.rules.target
    if "streak" in told:
        h = told["streak"]
        rounds = {int(m.x) for line in story.charts[0].lines if line.seat == h.seat for m in line.marks}
        first, n = h.params["turn"], h.params["n"]
        assert set(range(first, first + n)) <= rounds, "that many lost turns, one after another"
    if "close_finish" in told:
        h = told["close_finish"]
        assert match.figures(h.seat)["total"] - match.figures(h.params["runner_seat"])["total"] == h.params["points"]


def test_somewhere_in_a_few_games_a_comeback_and_a_streak_are_told():
    keys = set()
    for seed in range(1, 9):
        _match, story, _, _ = played(game_by_name("zehntausend"), seed, seats=3)
        keys |= {h.key.rsplit(".", 1)[-1] for h in story.highlights}
    assert {"comeback", "streak"} <= keys, keys


@pytest.mark.parametrize("seed", range(1, 9))
def test_durchmarschs_race_highlights_say_what_the_rows_show(seed):
    match, story, _, winners = played(game_by_name("durchmarsch"), seed, seats=4)
    lines = {line.seat: line.points for line in story.charts[0].lines}
    told = {h.key.rsplit(".", 1)[-1]: h for h in story.highlights}
    if "close_finish" in told:
        h = told["close_finish"]
        assert h.seat in winners and lines[h.seat][-1][1] == 10, "the winner filled a row"
        assert lines[h.params["runner_seat"]][-1][1] == 10 - h.params["n"], "the runner-up was that short"
    if "comeback" in told:
        h = told["comeback"]
        r = h.params["round"]
        best = max(value_at(points, r) for points in lines.values())
        assert best - value_at(lines[h.seat], r) == h.params["n"] >= 3


def test_somewhere_in_a_few_durchmarsch_games_a_close_finish_is_told_not_only_the_winners_own_count():
    keys = set()
    for seed in range(1, 9):
        _match, story, _, _ = played(game_by_name("durchmarsch"), seed, seats=4)
        keys |= {h.key.rsplit(".", 1)[-1] for h in story.highlights}
    assert "close_finish" in keys, keys
