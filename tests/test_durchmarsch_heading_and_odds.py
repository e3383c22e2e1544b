"""The heading over the table and the odds in the choice panel always name the same number:
the one still to make as the sheets show it (never the outcome of dice still rolling)."""

from __future__ import annotations

import re

import pygame
import pytest
from durchmarsch_kit import hit, miss

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat

PATTERNS = {"de": (r"braucht die (\d+)", r"Chance auf die (\d+) mit (\d+) Würfeln"),
            "en": (r"needs the (\d+)", r"Chance of the (\d+) with (\d+) dice")}
# at the choice, when going on sets a die aside: "Weiter mit 7 Würfeln: Chance auf die 9"
GO_ON = {"de": r"Weiter mit (\d+) Würfeln[:,] Chance auf die (\d+)",
         "en": r"Going on with (\d+) dice[:,] chance of the (\d+)"}


def odds_named(texts, lang) -> list[tuple[int, int]]:
    """(number, dice) of every odds line among `texts`, in either form."""
    plain, go_on = re.compile(PATTERNS[lang][1]), re.compile(GO_ON[lang])
    out = [(int(m.group(1)), int(m.group(2))) for t in texts if (m := plain.search(t))]
    return out + [(int(m.group(2)), int(m.group(1))) for t in texts if (m := go_on.search(t))]


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
    heading_re = re.compile(PATTERNS[lang][0])
    seen = text.watch()
    numbers_seen, problems = [], []
    try:
        for frame in range(60 * 30):
            app.step(1 / 120)
            app.step(1 / 120)
            seen.clear()
            app.draw()
            heading = [int(m.group(1)) for t in seen if (m := heading_re.search(t))]
            odds = [number for number, _ in odds_named(seen, lang)]
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
    seen = text.watch()
    pairs = set()
    try:
        for _ in range(60 * 30):
            app.step(1 / 120)
            app.step(1 / 120)
            seen.clear()
            app.draw()
            pairs |= set(odds_named(seen, "en"))
            if scene.match.current_seat == 1 and not scene.busy():
                break
    finally:
        text.unwatch()
    assert {(10, 8), (9, 7), (8, 6)} <= pairs, sorted(pairs)
    assert not {(9, 8), (8, 7), (7, 6)} & pairs, sorted(pairs)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_odds_name_the_dice_of_the_next_throw_as_the_tray_shows_them(make_app, lang):
    """At each choice the tray holds the throw just made: the odds either name that many dice,
    or say the next throw goes on with one fewer and show the empty place the die goes to. The
    throw that follows lands with exactly the dice the odds named, none drawn twice."""
    from helpers import press, settle, texts_drawn

    from scenes.tables.durchmarsch.table import TRAY_RECT, TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat("Sarah", "keyboard1"), Seat("Tim", "keyboard2")]
    throws = [hit(10, 8), hit(9, 7), hit(8, 6), hit(7, 5), hit(6, 5)]
    match = dm.Match(2, dm.Rules(), ScriptedDice(throws), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    plain, go_on = re.compile(PATTERNS[lang][1]), re.compile(GO_ON[lang])
    named = 8
    for number in (10, 9, 8, 7, 6):
        press(app, pygame.K_e)          # roll, then go on
        settle(app, scene)
        in_tray = [i for i, p in scene.tray.positions().items() if TRAY_RECT.collidepoint(p)]
        assert len(in_tray) == named, (number, len(in_tray), named)
        assert len(in_tray) + len(scene.aside_ids) == 8       # every die once: in the tray or beside it
        shown = texts_drawn(app)
        plain_lines = [m for t in shown if (m := plain.search(t))]
        go_on_lines = [m for t in shown if (m := go_on.search(t))]
        if go_on_lines:
            named = int(go_on_lines[0].group(1))
            assert named == len(in_tray) - 1, (shown, len(in_tray))
            assert scene.ghost_rect() is not None             # the empty place for the die to go
        else:
            assert plain_lines, shown
            named = int(plain_lines[0].group(2))
            assert named == len(in_tray), (shown, len(in_tray))
            assert scene.ghost_rect() is None
        assert int((go_on_lines or plain_lines)[0].group(2 if go_on_lines else 1)) == number - 1
