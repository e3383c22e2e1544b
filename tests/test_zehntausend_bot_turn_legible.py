"""During a bot's turn at the Zehntausend table, "Clara überlegt …" and the lines of what
happened are read by everyone at the table: drawn at 20 px or more, in the panel's full ink
(as bright as the turn's points, at least 4.5:1 against their ground, well above it), never in
the grey of a disabled label."""

from __future__ import annotations

import pygame
import pytest
from test_durchmarsch_zehntausend_legible import contrast, luminance

from game.dice import ScriptedDice
from game.games import game_by_name
from game.seats import Seat
from game.zehntausend import match as z
from scenes.ui import text as text_module


def ink_and_ground(app, rect: pygame.Rect) -> tuple[tuple, tuple]:
    """The brightest pixel inside a text's rect (its ink) and the darkest (its ground)."""
    pixels = [app.screen.get_at((x, y))[:3] for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom)]
    return max(pixels, key=luminance), min(pixels, key=luminance)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_bots_turn_reads_in_full_ink(make_app, lang):
    from scenes.tables.zehntausend.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat("Clara", "bot:normal"), Seat("Tim", "keyboard1")]
    match = z.Match(2, z.Rules(), ScriptedDice([(1, 5, 3, 3, 2), (1, 2, 3), (2, 3, 4, 6, 6)] * 4))
    scene = TableScene(app, game_by_name("zehntausend"), seats, 1, match=match)
    app.push(scene)
    thinking = scene.words("bot_thinking", name="Clara")
    seen: dict[str, list] = {"thinking": [], "log": []}
    for _ in range(120 * 20):
        app.step(1 / 120)
        places = text_module.watch_places()
        sizes = text_module.watch_sizes()
        try:
            app.draw()
        finally:
            text_module.unwatch()
        size_of = dict(sizes)
        log = {scene.said(entry) for entry in scene.log}
        for said, rect, surface in places:
            if surface is not app.screen or not scene.panel.rect.contains(rect):
                continue
            kind = "thinking" if said == thinking else "log" if said in log else None
            if kind and rect.w > 20:
                seen[kind].append((said, size_of.get(said, 0), *ink_and_ground(app, rect)))
        if seen["thinking"] and seen["log"]:
            break
    assert seen["thinking"] and seen["log"], seen
    from scenes.ui import theme

    full = contrast(theme.TEXT, (24, 30, 28))
    for kind, found in seen.items():
        for said, size, ink, ground in found:
            assert size >= 20, (kind, said, size)
            assert contrast(ink, ground) >= 4.5, (kind, said, ink, ground)
            assert contrast(ink, ground) >= 0.8 * full, f"{said!r} is drawn grey, as if disabled: {ink}"
