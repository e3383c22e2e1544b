"""The heading over the table and the odds in the choice panel always name the same number:
the one still to make as the sheets show it (never the outcome of dice still rolling)."""

from __future__ import annotations

import re

import pytest
from durchmarsch_kit import hit, miss

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat

PATTERNS = {"de": (r"braucht die (\d+)", r"Chance auf die (\d+) mit (\d+) Würfeln"),
            "en": (r"needs the (\d+)", r"Chance of the (\d+) with (\d+) dice")}


def bot_table(make_app, lang):
    """Two bots; the dice let the first make every number from the 10 to the 7, then miss."""
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    throws = [hit(10, 8), hit(9, 7), hit(8, 6), hit(7, 5), miss(6, 5)] + [miss(10, 8)] * 4
    seats = [Seat("Robo", "bot:easy"), Seat("Rita", "bot:easy")]
    match = dm.Match(2, dm.Rules(), ScriptedDice(throws), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    return app, scene


@pytest.mark.parametrize("lang", ["de", "en"])
def test_heading_and_odds_name_the_same_number_on_every_frame_of_a_bots_turn(make_app, lang):
    from scenes.ui import text

    app, scene = bot_table(make_app, lang)
    heading_re, odds_re = (re.compile(p) for p in PATTERNS[lang])
    seen = text.watch()
    numbers_seen, problems = [], []
    try:
        for frame in range(60 * 30):
            app.step(1 / 120)
            app.step(1 / 120)
            seen.clear()
            app.draw()
            heading = [int(m.group(1)) for t in seen if (m := heading_re.search(t))]
            odds = [int(m.group(1)) for t in seen if (m := odds_re.search(t))]
            if heading and odds and set(heading) != set(odds):
                problems.append(f"frame {frame}: heading {heading}, odds {odds}")
            if heading and odds:
                numbers_seen.append(heading[0])
            if scene.match.current_seat == 1 and not scene.busy() and scene.current == 1:
                break
    finally:
        text.unwatch()
    assert not problems, problems[:5]
    assert {10, 9, 8} <= set(numbers_seen), sorted(set(numbers_seen))


def test_the_odds_count_the_dice_the_next_throw_would_use(make_app):
    """After the 10 with eight dice, the panel tells the 9 with seven dice (going on sets one aside)."""
    from scenes.ui import text

    app, scene = bot_table(make_app, "en")
    odds_re = re.compile(PATTERNS["en"][1])
    seen = text.watch()
    pairs = set()
    try:
        for _ in range(60 * 30):
            app.step(1 / 120)
            app.step(1 / 120)
            seen.clear()
            app.draw()
            pairs |= {(int(m.group(1)), int(m.group(2))) for t in seen if (m := odds_re.search(t))}
            if scene.match.current_seat == 1 and not scene.busy():
                break
    finally:
        text.unwatch()
    assert {(10, 8), (9, 7), (8, 6)} <= pairs, sorted(pairs)
    assert not {(9, 8), (8, 7), (7, 6)} & pairs, sorted(pairs)
