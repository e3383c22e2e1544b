"""What a game's story promises, checked per game on whole bot games: the chart's axis ends
where the game ended, the winner always has a highlight (the first one told), a tie names
everyone tied, and "lucky" or "bitter" is said only of what had a chance of at most 10 %."""

from __future__ import annotations

import importlib
import random
from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.dice import ScriptedDice, SeededDice
from game.engine import GameOver
from game.games import GAMES, game_by_name
from game.story import LUCKY, Highlight, tied, with_winner
from game.wurf_und_weg import match as ww
from game.wurf_und_weg.story import at_least_chance

SEEDS = range(6)


def played(info, seed: int, seats: int = 3):
    """A whole bot game: (match, story, events seen, the winning story seats)."""
    match, rec, seen = recorded(info, seed, seats)
    over = next(ev for ev in seen if isinstance(ev, GameOver))
    winners = set(over.ranking[0])
    if getattr(match, "owners", None) is not None:          # Mensch tells colours
        winners = {c for c, owner in enumerate(match.owners) if owner in winners}
    return match, rec.story(), seen, winners


def recorded(info, seed: int, seats: int = 3):
    """A whole bot game with its recorder: (match, recorder, events seen)."""
    engine, bots = info.engine(), info.bots()
    match = engine.Match(seats, engine.Rules(), SeededDice(seed))
    rec = importlib.import_module(f"game.{info.module}.story").StoryRecorder(match)
    seen = []

    def watch(events):
        seen.extend(events)
        rec.observe(events)

    rng = random.Random(seed)
    if info.realtime:
        bots.play(match, [bots.Bot(s, "normal", random.Random(seed + s)) for s in range(seats)], watch=watch)
    else:
        while not match.is_over:
            seat = match.current_seat
            watch(match.apply(seat, bots.choose(match, seat, "normal", rng)))
    return match, rec, seen


def game_length(info, match, seen) -> float:
    """Where the game ended, counted from the engine, not from the story: the last round
    (Durchmarsch, Zehntausend: the most turns a seat played), the last throw (Mensch: every
    turn throw and the opening throw that starts), the last second (Wurf & Weg)."""
    if info.module in ("durchmarsch", "zehntausend"):
        return max(match.figures(s)["turns"] for s in range(match.seats))
    if info.module == "mensch":
        return sum(1 for ev in seen if type(ev).__name__ in ("DiceRolled", "StartingColour"))
    return max(ev.t for ev in seen if hasattr(ev, "t"))


@pytest.mark.parametrize("info", GAMES, ids=[g.module for g in GAMES])
def test_the_charts_axis_ends_where_the_game_ended(info):
    for seed in SEEDS[:3]:
        match, story, seen, _ = played(info, seed)
        (chart,) = story.charts
        end = game_length(info, match, seen)
        assert chart.x_end == pytest.approx(end), (info.module, seed)
        xs = [x for line in chart.lines for x, _ in line.points]
        assert max(xs) == pytest.approx(end), "a line reaches the end: nothing is drawn past it"


@pytest.mark.parametrize("info", GAMES, ids=[g.module for g in GAMES])
def test_the_winner_always_has_a_highlight_and_it_comes_first(info):
    for seed in SEEDS:
        _, story, _, winners = played(info, seed)
        assert story.highlights, (info.module, seed)
        assert set(story.highlights[0].seats) & winners, (info.module, seed, story.highlights, winners)
        assert len(story.highlights) <= 3


@pytest.mark.parametrize("info", GAMES, ids=[g.module for g in GAMES])
def test_lucky_and_bitter_only_where_the_chance_was_at_most_25_percent(info):
    for seed in SEEDS:
        _, story, _, _ = played(info, seed, seats=4 if info.max_seats >= 4 else 3)
        for h in story.highlights:
            if h.key.endswith(("lucky_run", "unlikeliest_hit")):
                assert h.params["percent"] <= 25, h
            if h.key.endswith("likeliest_miss"):
                assert 100 - h.params["percent"] <= 25, h


def test_a_highlight_held_by_several_names_them_all():
    """Mensch: Ben's and Clara's colours knocked out as many figures as each other."""
    info = game_by_name("mensch")
    match = info.engine().Match(4, info.engine().Rules(), SeededDice(1))
    rec = importlib.import_module("game.mensch.story").StoryRecorder(match)
    rec.knockouts = [2, 11, 11, 3]
    most = next(h for h in rec.story().highlights if h.key.endswith("most_knockouts"))
    assert (most.seat, most.others, most.params["n"]) == (1, (2,), 11)


# ---------------------------------------------------------------- the rules themselves

@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 5), st.integers(0, 6)), min_size=1, max_size=30),
       st.booleans())
def test_a_record_names_every_seat_that_reached_the_best_value(moments, more):
    record = None
    for seat, value in moments:
        record = tied(record, seat, value, [seat, value], more=more)
    best = (max if more else min)(v for _, v in moments)
    holders = list(dict.fromkeys(s for s, v in moments if v == best))
    assert record[1] == best
    assert [record[0], *record[-1]] == holders, "the first to reach it, then the others in order"


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["a", "b", "c", "d"]), st.sets(st.integers(0, 3), min_size=1, max_size=2)),
                max_size=4), st.sets(st.integers(0, 3), min_size=1, max_size=2))
def test_the_winners_highlight_is_told_first_whatever_else_happened(items, winners):
    highlights = [Highlight(f"x.{key}", min(seats), {}, tuple(sorted(seats - {min(seats)}))) for key, seats in items]
    own = Highlight("x.winner", min(winners))
    told = with_winner(highlights, winners, own)
    assert 1 <= len(told) <= 3
    assert set(told[0].seats) & winners
    theirs = [h for h in highlights if set(h.seats) & winners]
    assert told[0] is (theirs[0] if theirs else own), "a highlight they already have comes first"


@pytest.mark.parametrize("dice", range(1, 7))
def test_the_chance_of_a_lucky_roll_is_counted_exactly(dice):
    for hits in range(dice + 1):
        throws = list(product(range(6), repeat=dice))
        count = sum(1 for t in throws if t.count(0) >= hits)
        assert at_least_chance(dice, hits) == Fraction(count, len(throws))


def test_two_luck_symbols_of_six_dice_are_not_lucky_but_two_of_three_are():
    from game.wurf_und_weg.story import StoryRecorder

    assert at_least_chance(6, 2) > LUCKY >= at_least_chance(3, 2)
    penny, clover = 4, 1
    m = ww.Match(2, ww.Rules(), ScriptedDice([[penny], [penny, penny, clover]]))   # the luck symbol: the penny
    rec = StoryRecorder(m)
    rec.observe(m.tick(0.0))
    rec.observe(m.apply(0, ww.Roll(3.0)))
    lucky = [h for h in rec.story().highlights if h.key.endswith("lucky_roll")]
    assert [(h.seat, h.params["n"]) for h in lucky] == [(0, 2)]


def test_wurf_und_weg_marks_every_rounds_last_rolls_from_stop_to_the_rounds_end():
    info = game_by_name("wurf-und-weg")
    for seed in SEEDS[:3]:
        _, story, seen, _ = played(info, seed)
        (chart,) = story.charts
        stops = [ev.t for ev in seen if type(ev).__name__ == "StopCalled"]
        assert [a for a, _ in chart.spans] == pytest.approx(stops), "each span starts at a \"Stopp!\""
        assert all(b > a for a, b in chart.spans)
        assert chart.spans[-1][1] == pytest.approx(chart.x_end), "the last one runs to the game's end"
        assert chart.span_key == "story.wurf_und_weg.chart.last_rolls"


HOSTILE_NEW = [("winners", "x"), ("winners", [99]), ("winners", [0, 0]), ("winners", []), ("winners", [True]),
               ("spans", [[5, 1]]), ("spans", [["a", 1]]), ("spans", "x"), ("spans", [[0, float("nan")]]),
               ("stop_at", -1), ("stop_at", float("inf")), ("run_chance", [3, 2]), ("run_chance", [1, 0])]


@pytest.mark.parametrize("info", GAMES, ids=[g.module for g in GAMES])
def test_a_saved_story_with_garbage_in_its_winners_ties_or_spans_is_refused_clearly(info):
    from story_kit import refuses

    _, rec, _ = recorded(info, 5, seats=4 if info.max_seats >= 4 else 3)
    module = importlib.import_module(f"game.{info.module}.story")
    good = rec.to_dict()
    assert good["winners"], "a finished game's story knows its winners"
    for key, value in HOSTILE_NEW:
        if key in good or key == "winners":
            refuses(module.StoryRecorder, {**good, key: value})
    records = [k for k, v in good.items() if isinstance(v, list) and v and isinstance(v[-1], list)
               and k not in ("lines", "spans", "expected", "chances")]
    assert records, "a whole game holds records"
    for key in records:                      # a tie naming the holder itself
        holder = good[key][0]
        refuses(module.StoryRecorder, {**good, key: [*good[key][:-1], [holder]]})


def test_a_highlight_more_than_half_of_the_players_share_is_no_highlight():
    """"Lucky roll: David, Anna and Ben each threw ..." with four at the table is an ordinary
    moment: left out; two of four sharing a bitter miss is still told."""
    most = Highlight("story.wurf_und_weg.highlight.luckiest_roll", 1, {"n": 2}, (2, 3))
    two = Highlight("story.durchmarsch.highlight.likeliest_miss", 0, {"number": 7}, (1,))
    assert with_winner([most, two], [0], None, seats=4) == [two]
    assert with_winner([most], [0], None, seats=6) == [most], "three of six is no more than half"


@pytest.mark.parametrize("percent_in_1000, told", [(248, False), (101, False), (100, True), (80, True)])
def test_a_durchmarsch_run_is_lucky_only_at_a_chance_of_one_in_ten_or_less(percent_in_1000, told):
    from fractions import Fraction

    from test_story_durchmarsch import scripted

    _, rec = scripted()
    rec.unlikeliest = [0, Fraction(percent_in_1000, 1000), 3, 2, []]
    keys = [h.key for h in rec.story().highlights]
    assert ("story.durchmarsch.highlight.lucky_run" in keys) == told, keys


def test_two_luck_symbols_of_four_dice_are_no_lucky_roll():
    assert at_least_chance(4, 2) > LUCKY, "two of four dice show the luck symbol more than one time in ten"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_verdict_where_nobody_was_lucky_never_calls_anyone_the_luckiest(lang):
    """"Niemand hatte Glück – Ben noch am meisten: 0,2 Nieten mehr als erwartet" contradicted
    itself: when nobody was lucky, the verdict names who had the least bad luck."""
    import tomllib
    from pathlib import Path

    tables = tomllib.loads((Path(__file__).parent.parent / "assets" / "i18n" / lang / "story.toml")
                           .read_text(encoding="utf-8"))
    said = [text for game in tables.values() if isinstance(game, dict)
            for key, text in game.get("luck", {}).items() if key.startswith("verdict_unlucky")]
    assert len(said) >= 8, "every game has its verdicts for a table without luck"
    for text in said:
        assert "am meisten" not in text and "the most" not in text.lower(), text
        assert ("wenigsten Pech" in text) if lang == "de" else ("closest" in text or "least" in text), text
