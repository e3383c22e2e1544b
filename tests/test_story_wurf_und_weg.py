"""Wurf & Weg's story: the dice each seat has, second by second, coasters marked where they were
won, the fastest coaster, the luckiest roll and the fullest hands, and luck symbols against 1/6."""

from __future__ import annotations

import json
import random

import pytest
from story_kit import common_hostile, fuzz, refuses

from game import saves
from game.dice import ScriptedDice, SeededDice
from game.games import game_by_name
from game.seats import Seat
from game.wurf_und_weg import bots
from game.wurf_und_weg import match as ww
from game.wurf_und_weg.story import StoryRecorder

CLOVER, PIG, CAT, PENNY = 1, 2, 3, 4


def scripted(rules: ww.Rules | None = None, throws=None):
    """Two seats; the luck symbol is the penny. Anna (coaster clover|pig) rolls penny, penny,
    clover at "los!" (3.0 s) and is rid of all three by 3.3 s: "Stopp!". Ben, with her clover
    on his coaster, rolls four dice (one penny), then three pennies, and is rid of them too."""
    throws = throws or [[PENNY], [PENNY, PENNY, CLOVER], [PENNY, PIG, CAT, 5], [PENNY, PENNY, PENNY]]
    m = ww.Match(2, rules or ww.Rules(), ScriptedDice(throws))
    rec = StoryRecorder(m)
    rec.observe(m.tick(0.0))
    for seat, action in [(0, ww.Roll(3.0)), (0, ww.ToTray(3.1)), (0, ww.ToTray(3.2)), (0, ww.ToLeft(3.3))]:
        rec.observe(m.apply(seat, action))
    return m, rec


def ben_finishes(m, rec):
    for action in [ww.Roll(3.5), ww.ToTray(3.6), ww.Roll(4.2), ww.ToTray(4.3), ww.ToTray(4.4), ww.ToTray(4.5)]:
        rec.observe(m.apply(1, action))


def test_the_chart_shows_the_dice_left_over_the_clock_and_the_coasters_won():
    m, rec = scripted()
    ben_finishes(m, rec)
    (chart,) = rec.story().charts
    anna, ben = chart.lines
    # the times pressed; a count stays level until it changes (a step 0.2 s before a change
    # after a longer while, so no slope reads as dice trickling away)
    assert [(round(x, 6), y) for x, y in anna.points] == [(0.0, 3), (2.9, 3), (3.1, 2), (3.2, 1), (3.3, 0), (4.5, 0)]
    assert [(round(x, 6), y) for x, y in ben.points] == [(0.0, 3), (3.1, 3), (3.3, 4), (3.6, 3), (4.1, 3), (4.3, 2),
                                                         (4.4, 1), (4.5, 0)]
    assert [(mk.x, mk.y, mk.kind) for mk in anna.marks] == [(4.5, 0, "coaster")]
    assert [(mk.x, mk.y, mk.kind) for mk in ben.marks] == [(4.5, 0, "coaster")]
    assert chart.mark_keys == {"coaster": "story.wurf_und_weg.mark.coaster"}


def test_a_round_ended_by_the_clock_marks_the_coaster_at_the_end_of_the_last_rolls():
    m, rec = scripted(ww.Rules(last_rolls_time=2.0), throws=[[PENNY], [PENNY, PENNY, CLOVER]])
    rec.observe(m.tick(6.0))          # Ben never rolls: the last rolls end at 3.3 + 2.0
    anna, ben = rec.story().charts[0].lines
    assert [(mk.x, mk.kind) for mk in anna.marks] == [(pytest.approx(5.3), "coaster")]
    assert ben.marks == [] and ben.points[-1] == (pytest.approx(5.3), 4)


def test_highlights_are_the_fastest_coaster_the_luckiest_roll_and_the_fullest_hands():
    m, rec = scripted()
    ben_finishes(m, rec)
    fastest, lucky, heavy = rec.story().highlights
    assert (fastest.key, fastest.seat, fastest.params) == ("story.wurf_und_weg.highlight.fastest_coaster_at", 0,
                                                           {"seconds": 0.3, "round": 1, "at": 3.3})
    assert (lucky.key, lucky.seat, lucky.params) == ("story.wurf_und_weg.highlight.lucky_roll", 1,
                                                     {"n": 3, "round": 1})
    assert (heavy.key, heavy.seat, heavy.params) == ("story.wurf_und_weg.highlight.heaviest_hand", 1,
                                                     {"n": 4, "round": 1})


def test_the_fastest_coaster_and_the_chart_tell_one_clock():
    """The seconds count from "los!" (3.0 s on the chart's clock, after the countdown); the
    highlight also says where the chart shows that "Stopp!": where its last rolls begin."""
    from game.i18n import Texts

    m, rec = scripted()
    ben_finishes(m, rec)
    story = rec.story()
    fastest = story.highlights[0]
    (chart,) = story.charts
    assert fastest.params["at"] == pytest.approx(chart.spans[0][0]), "the shaded last rolls start at that Stopp!"
    assert fastest.params["at"] - fastest.params["seconds"] == pytest.approx(3.0), "counted from los!"
    for lang, words in (("de", "nach „Los!“"), ("en", 'after "Go!"')):
        t = Texts(lang)
        said = t(fastest.key, name="Anna", **{k: str(v) for k, v in fastest.params.items()})
        assert words in said and "3.3" in said, said
    again = StoryRecorder.from_dict(rec.to_dict())
    assert again.story().highlights[0] == fastest, "kept in a saved game"


def test_luck_symbols_are_counted_against_one_in_six_of_the_dice_rolled():
    m, rec = scripted()
    ben_finishes(m, rec)
    anna, ben = rec.story().luck
    assert (anna.actual, anna.expected) == (2, pytest.approx(3 / 6))
    assert (ben.actual, ben.expected) == (4, pytest.approx(7 / 6))
    assert anna.unit_key == "story.wurf_und_weg.luck.unit" and anna.good_when_more
    verdict = rec.story().verdict()
    assert (verdict.key, verdict.seat, verdict.params) == ("story.wurf_und_weg.luck.verdict", 1,
                                                           {"n": round(4 - 7 / 6, 1)})


def test_to_dict_is_json_and_from_dict_tells_the_same_story_and_goes_on_alike():
    m, rec = scripted()
    again = StoryRecorder.from_dict(json.loads(json.dumps(rec.to_dict(), allow_nan=False)), m)
    assert again.story() == rec.story()
    for action in [ww.Roll(3.5), ww.ToTray(3.6)]:
        events = m.apply(1, action)
        rec.observe(events)
        again.observe(events)
    assert again.to_dict() == rec.to_dict()


def hostile_cases() -> list[tuple[str, object]]:
    _, rec = scripted()
    good = rec.to_dict()
    return common_hostile(good) + [
        ("a clock at nan", {**good, "now": float("nan")}),
        ("a clock at -1e300", {**good, "now": -1e300}),
        ("a clock at infinity", {**good, "go": float("inf")}),
        ("a clock ahead of the game's", {**good, "now": 999.0}),
        ("more luck symbols than dice", {**good, "lucky": [9, 0]}),
        ("dice the game does not have", {**good, "dice": [3, 3]}),
        ("a seventh symbol", {**good, "luck": 6}),
        ("a fastest coaster of seat -1", {**good, "fastest": [-1, 0.3, 1]}),
    ]


@pytest.mark.parametrize("data", [c[1] for c in hostile_cases()], ids=[c[0] for c in hostile_cases()])
def test_hostile_saved_stories_are_refused_with_a_clear_message(data):
    m, _ = scripted()
    refuses(StoryRecorder, data, m)


def test_mutated_stories_are_refused_or_tell_a_sound_story():
    m, rec = scripted()
    fuzz(StoryRecorder, rec.to_dict(), m, cases=300)


# ---------------------------------------------------------------- saved with the game and at the table

SEATS = [Seat("Anna", "bot:normal"), Seat("Ben", "bot:hard"), Seat("Cem", "bot:easy")]


def test_a_save_with_a_story_resumes_with_the_story_intact(tmp_path):
    m = ww.Match(3, ww.Rules(), SeededDice(8))
    rec = StoryRecorder(m)
    players = [bots.Bot(s, "normal", random.Random(s)) for s in range(3)]
    for _ in range(60):
        t = max(m.now, min([p[1] for p in (b.next_action(m, m.now) for b in players) if p is not None]
                           + ([m.next_deadline()] if m.next_deadline() is not None else [])))
        rec.observe(m.tick(t))
        rec.observe(m.apply_batch([(b.seat, a) for b in players for a in b.poll(m, t)]))
    assert not m.is_over and sum(rec.rolled) > 0
    saves.write(tmp_path, "wurf_und_weg", SEATS, 8, m, {"story": rec.to_dict()})
    saved = saves.load(tmp_path, "wurf_und_weg")
    assert saved.story.story() == rec.story() and saved.story.to_dict() == rec.to_dict()


def test_the_table_feeds_its_recorder_every_tick_and_every_press_once(make_app):
    app = make_app("[wurf_und_weg]\ncountdown = 1.0\nround_pause = 1.0\n")
    seats = [Seat("Anna", "bot:hard"), Seat("Ben", "bot:hard")]
    table = app.routes.table(game_by_name("wurf_und_weg"), seats, 3)
    app.push(table)
    m = table.match
    returned = []
    for name in ("tick", "apply_batch"):
        original = getattr(m, name)

        def spy(*args, _original=original):
            events = _original(*args)
            returned.extend(events)
            return events
        setattr(m, name, spy)
    for _ in range(120 * 30):            # (the new game's intro stands still for its first seconds)
        app.step(1 / 120)
        if any(type(ev) is ww.CoasterWon for ev in returned):
            break
    rolled = sum(len(ev.dice) for ev in returned if type(ev) is ww.Rolled)
    assert rolled > 0 and sum(table.recorder.rolled) == rolled, "every roll observed exactly once"
    assert table.recorder.dice == [m.dice_count(s) for s in range(2)]
    assert table.recorder.coasters == [len(w) for w in m.won] and sum(table.recorder.coasters) >= 1
    assert table.story_error is None
    story = table.story()
    assert any(mk.kind == "coaster" for line in story.charts[0].lines for mk in line.marks)


# ---------------------------------------------------------------- a whole game with long last rolls

def play_a_game_that_waits_on_anna(seed=4, wait=40.0):
    """Three seats play to the end, pressing what a bot would; Anna lets every round's last
    rolls wait `wait` seconds before she rolls (no time limit: the table waits on her). Yields
    (match, recorder, events) after every step of the clock."""
    m = ww.Match(3, ww.Rules(), SeededDice(seed))
    rec, rng, t, waiting_since = StoryRecorder(m), random.Random(1), 0.0, None
    while not m.is_over and t < 2000:
        t = round(t + 0.25, 2)
        events = m.tick(t)
        rec.observe(events)
        waiting_since = (waiting_since or t) if m.phase == "last_rolls" else None
        for s in range(3):
            if s == 0 and waiting_since is not None and t - waiting_since < wait:
                continue
            action = bots.decide(m, s, rng)
            if action is not None and t >= m.now:
                try:
                    more = m.apply(s, action(t))
                except ww.IllegalAction:
                    continue
                rec.observe(more)
                events = events + more
        yield m, rec, events


def test_every_line_runs_to_the_axis_end_with_long_last_rolls_squeezed():
    *_, (m, rec, _) = play_a_game_that_waits_on_anna()
    assert m.is_over and m.round >= 3
    (chart,) = rec.story().charts
    assert chart.x_end < rec.now - 3 * 30, "the waiting is squeezed out of the axis"
    assert chart.span_key == "story.wurf_und_weg.chart.last_rolls_short", "the legend says the time is shortened"
    assert len(chart.spans) == m.round
    for a, b in chart.spans:
        assert 0 < b - a <= 6.0 + 1e-9 and b <= chart.x_end + 1e-9
    for line in chart.lines:
        xs = [x for x, _ in line.points]
        assert xs[-1] == pytest.approx(chart.x_end), f"seat {line.seat}'s line stops before the game's end"
        assert xs == sorted(set(xs)), "a line never runs backwards"
        for mark in line.marks:            # a coaster is won where a round's last rolls end
            assert any(mark.x == pytest.approx(b) for _, b in chart.spans)
    assert sum(len(line.marks) for line in chart.lines) == sum(len(w) for w in m.won)


def test_the_fastest_stop_is_told_at_the_time_the_chart_draws_it():
    told = []
    for _m, rec, events in play_a_game_that_waits_on_anna():
        if any(type(ev) is ww.RoundOver for ev in events):
            story = rec.story()
            (chart,) = story.charts
            for h in story.highlights:
                if h.key.endswith("fastest_coaster_at"):
                    told.append(h.params["at"])
                    assert 0 <= h.params["at"] <= chart.x_end
                    starts = [round(a, 1) for a, _ in chart.spans]
                    assert h.params["at"] in starts, "the shaded last rolls begin at that Stopp!"
    assert told and max(told) > 30, "told in later rounds too, after squeezed waits"


def test_the_charts_clock_keeps_order_even_for_overlapping_saved_spans():
    from game.wurf_und_weg.story import ChartClock

    clock = ChartClock([(0.0, 100.0), (50.0, 200.0), (300.0, 310.0)], 6.0)
    times = [0.0, 25.0, 50.0, 99.0, 100.0, 150.0, 250.0, 305.0, 400.0]
    shown = [clock(t) for t in times]
    assert shown == sorted(shown) and shown[0] == 0.0 and clock(100.0) == pytest.approx(6.0)
    assert clock(400.0) == pytest.approx(400.0 - 94.0 - 4.0)
