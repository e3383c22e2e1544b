"""The short game: the house rule `figures` (2..4 figures per colour; 4 is the rule sheet).

The rule sheet knows only four figures per colour ("Jeder Spieler erhält 4 Figuren einer
Farbe"); fewer is a house rule for a shorter evening. Set-up as the sheet's (one figure on A,
the rest on B); a colour is home when all its figures in play stand on a-d.
"""

from __future__ import annotations

import json
import random

import pytest
from mensch_kit import B, H, T, movable, move, roll

from game import config as configmod
from game.dice import ScriptedDice, SeededDice
from game.engine import IllegalAction
from game.mensch import bots
from game.mensch.coach import hint
from game.mensch.match import (
    ColourFinished,
    GameOver,
    Match,
    Move,
    Rules,
    SeatFinished,
)
from game.mensch.story import StoryRecorder

SHORT = Rules(figures=2)


def test_the_rule_sheets_four_figures_are_the_default():
    assert Rules().figures == 4
    assert Match().figure_count == 4
    assert len(Match().positions()[0]) == 4


def test_with_two_figures_each_colour_has_one_on_a_and_one_on_b():
    m = Match(4, SHORT)
    assert m.figure_count == 2
    for c in range(4):
        assert m.positions()[c] == (T(10 * c), ("B", 1))


def test_with_three_figures_one_stands_on_a_and_two_on_b():
    m = Match(4, Rules(figures=3))
    assert m.positions()[2] == (T(20), ("B", 1), ("B", 2))


def test_with_start_on_b_both_figures_start_on_b():
    m = Match(4, Rules(figures=2, start_on_b=True))
    assert m.positions()[1] == (("B", 0), ("B", 1))


def test_a_colour_with_two_figures_home_has_finished():
    # Yellow has one figure on b and one a 3 away from a: a 3 brings it home, Yellow is done.
    m = Match.arranged({0: [H(1), T(37)], 1: [T(5), B], 2: [T(15), B], 3: [T(25), B]},
                       rules=SHORT, dice=ScriptedDice([3]))
    roll(m)
    events = move(m, 1)
    assert ColourFinished(0, 1) in events and SeatFinished(0, 1) in events
    assert m.finished_colours == (0,)
    assert m.current_colour == 1          # Yellow's turn is over and it gets no more turns
    assert m.figures(0)["home"] == 2


def test_the_two_figures_may_finish_on_any_two_home_circles():
    m = Match.arranged({0: [H(3), H(2)], 1: [T(5), B]}, colour=1, rules=SHORT)
    assert 0 in m.finished_colours


def test_only_the_figures_in_play_can_be_moved():
    m = Match.arranged({0: [T(3), T(12)]}, rules=SHORT, dice=ScriptedDice([2]))
    roll(m)
    assert sorted(movable(m)) == [0, 1]
    for figure in (2, 3):
        with pytest.raises(IllegalAction) as err:
            move(m, figure)
        assert err.value.reason == "mensch.illegal.no_such_figure"


def test_a_six_with_the_figure_on_b_brings_it_in():
    m = Match.arranged({0: [T(4), B]}, rules=SHORT, dice=ScriptedDice([6]))
    roll(m)
    assert movable(m) == [1]


def test_a_save_with_two_figures_round_trips():
    m = Match(4, SHORT, SeededDice(11))
    rng = random.Random(3)
    for _ in range(60):
        seat = m.current_seat
        m.apply(seat, bots.choose(m, seat, "normal", rng))
    data = json.loads(json.dumps(m.to_dict()))
    assert data["rules"]["figures"] == 2
    assert len(data["figures"]) == 8           # only the figures in play are saved
    back = Match.from_dict(data)
    assert back.figure_count == 2 and back.to_dict() == m.to_dict()
    assert back.progress_table() == m.progress_table()


@pytest.mark.parametrize("value", [1, 5, 0, -2, 10**9, "2", 2.0, True, None, [2]])
def test_a_save_with_a_figure_count_out_of_range_is_refused_with_a_message(value):
    data = Match(4, SHORT).to_dict()
    data["rules"]["figures"] = value
    with pytest.raises(ValueError, match="figures"):
        Match.from_dict(data)


def test_a_save_listing_a_figure_not_in_play_is_refused():
    data = Match(4, SHORT).to_dict()
    data["figures"].append({"colour": 0, "figure": 2, "at": ["B", 2]})
    with pytest.raises(ValueError, match="figure"):
        Match.from_dict(data)


def test_a_save_of_four_figures_read_as_a_short_game_is_refused():
    data = Match(4).to_dict()
    data["rules"]["figures"] = 2
    with pytest.raises(ValueError, match="more than 2 figures"):
        Match.from_dict(data)


def test_a_save_from_before_the_short_game_plays_with_four_figures():
    data = Match(4, dice=SeededDice(5)).to_dict()
    del data["rules"]["figures"]
    back = Match.from_dict(data)
    assert back.figure_count == 4


@pytest.mark.parametrize("value", [1, 5, 2.0, "2", True, 7])
def test_an_engine_refuses_a_figure_count_it_cannot_play(value):
    with pytest.raises(ValueError, match="figures"):
        Match(4, Rules(figures=value))


@pytest.mark.parametrize("line", ["figures = 1", "figures = 9", 'figures = "zwei"', "figures = nan",
                                  "figures = 2.5", "figures = true", "figures = []"])
def test_a_garbage_figure_count_in_the_config_is_reported_and_the_game_plays_four(tmp_path, line):
    path = tmp_path / "config.toml"
    path.write_text(f"[mensch]\n{line}\n", encoding="utf-8")
    cfg = configmod.load(path)
    assert cfg.rules("mensch").figures == 4
    assert any("figures" in str(p) for p in cfg.problems)


def test_a_figure_count_in_the_config_is_read():
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "config.toml"
        path.write_text("[mensch]\nfigures = 2\n", encoding="utf-8")
        cfg = configmod.load(path)
    assert cfg.rules("mensch").figures == 2 and not cfg.problems


@pytest.mark.parametrize("figures", [2, 3])
@pytest.mark.parametrize("level", bots.LEVELS)
def test_bots_play_short_games_to_the_end(figures, level):
    rules = Rules(figures=figures)
    for seed in range(15):
        m = bots.play_game({s: level for s in range(4)}, seed, rules)
        m.check_invariants()
        assert m.is_over and sorted(s for g in m.ranking() for s in g) == [0, 1, 2, 3]
        assert all(m.figures(s)["home"] == figures for s in range(4) if s != m.ranking()[-1][0])


def test_a_short_game_is_shorter_than_the_rule_sheets():
    def actions(rules):
        total = 0
        for seed in range(40):
            m = Match(4, rules, SeededDice(seed))
            rng = random.Random(seed)
            while not m.is_over:
                seat = m.current_seat
                m.apply(seat, bots.choose(m, seat, "normal", rng))
                total += 1
        return total
    assert actions(SHORT) < 0.7 * actions(Rules())


def test_the_coach_names_a_figure_in_play_in_a_short_game():
    # a 4: figure A (circle 3) knocks out Green on 7, figure B (circle 20) just moves on
    m = Match.arranged({0: [T(3), T(20)], 1: [T(7), B]}, rules=SHORT, dice=ScriptedDice([4]))
    roll(m)
    h = hint(m, 0)
    assert h is not None and h.action == Move(0) and h.key == "mensch.coach.knock_out"


def test_a_short_games_story_survives_a_save():
    m = Match(4, SHORT, SeededDice(4))
    rec = StoryRecorder(m)
    rng = random.Random(4)
    while not m.is_over:
        seat = m.current_seat
        events = m.apply(seat, bots.choose(m, seat, "normal", rng))
        rec.observe(events)
        if any(isinstance(e, GameOver) for e in events):
            break
    back = StoryRecorder.from_dict(json.loads(json.dumps(rec.to_dict())), m)
    assert back.to_dict() == rec.to_dict()
    assert max(rec.walked(c) for c in range(4)) <= 2 * 43
    rec.story()


def test_a_short_game_of_four_bots_lasts_under_eight_minutes_at_the_table():
    # the table's own clock at default speeds (tests/mensch_pace.py measures 20 games for the README)
    import statistics

    from mensch_pace import game_seconds

    times = [game_seconds(2, seed) for seed in range(1, 6)]
    assert statistics.median(times) < 8 * 60, times


@pytest.mark.parametrize(("lang", "unit"), [("de", "Minuten"), ("en", "minutes")])
def test_the_figures_choice_says_how_long_a_game_lasts(lang, unit):
    """A stranger deciding on the short game reads the expected minutes beside the choice
    (settings and rules): the rule sheet's four figures take longest, as measured at the table
    (tests/mensch_pace.py: medians of about 20, 12 and 7 minutes for 4, 3 and 2 figures)."""
    import re

    from game.i18n import load_table

    words = load_table(lang)["mensch.rule.figures"]
    said = [[int(n) for n in re.findall(r"\d+", part.split("(")[-1])] for part in words.split(f" {unit}")[:2]]
    assert said[0] == [20], words                    # four figures: about 20 minutes
    assert sorted(said[1]) == [7, 12], words         # two or three: about 7 or 12
