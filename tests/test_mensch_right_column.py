"""The Mensch table read from the sofa: the right-hand column's secondary words (the heading of
the last moves, "nothing yet", the board's legend, "oder Enter / Leertaste") above the floor in
light ink, and the opening's dice gone from beside the names once the opening is decided."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, sizes_drawn

from game.dice import ScriptedDice
from game.games import game_by_name
from game.mensch import match as mg
from game.seats import Seat
from scenes.tables.mensch import board as mb
from scenes.tables.mensch import panels

INFO = game_by_name("mensch")
SEATS = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2"), Seat("Clara", "keyboard3"), Seat("David", "keyboard4")]


def table(make_app, match, lang="de", count=4):
    from scenes.tables.mensch.table import TableScene

    app = make_app()
    app.set_language(lang)
    scene = TableScene(app, INFO, SEATS[:count], 1, match=match)
    app.push(scene)
    return app, scene


def settle(app, seconds=6.0):
    for _ in range(int(seconds * 120)):
        app.step(1 / 120)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_right_columns_secondary_words_are_above_the_floor_in_light_ink(make_app, lang):
    match = mg.Match(2, mg.Rules(), ScriptedDice([(4,), (6,)]))
    app, scene = table(make_app, match, lang, 2)
    settle(app, 0.5)
    scene.panel_cache.clear()
    shown = dict(sizes_drawn(app))
    t = scene.t
    assert shown.get(t("mensch.log.title"), 0) >= 24, "the heading of the last moves, bold, from the sofa"
    nothing = [s for text, s in shown.items() if text.strip() and text in t("mensch.log.nothing")]
    assert nothing and min(nothing) >= 22, shown
    more = [s for text, s in shown.items() if text.strip() and text in t("mensch.table.roll_more")]
    assert more and min(more) >= 21, shown
    legend = [size for text, size in shown.items() if text.endswith(tuple(
        " " + t(f"mensch.table.legend_{part}") for part in ("house", "start", "goal")))]
    assert len(legend) == 3 and min(legend) >= 22, shown
    for ink in (panels.SECOND_INK, panels.HISTORY_OLDER_INK):
        assert mb.contrast(ink, panels.PANEL) >= 7.0


def corner_dice(app, scene, monkeypatch) -> list[int]:
    """The dice drawn beside the names on the board in one frame."""
    seen = []
    real = mb.die_sprite

    def spy(value, *args, **kwargs):
        seen.append(value)
        return real(value, *args, **kwargs)

    monkeypatch.setattr(mb, "die_sprite", spy)
    scene.draw_corners(app.screen)
    monkeypatch.setattr(mb, "die_sprite", real)
    return seen


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_opening_dice_go_from_beside_the_names_once_the_opening_is_decided(make_app, lang, monkeypatch):
    # Ben wins the opening with a 6, plays it and throws again (a 5): no old 4, 2 or 6 beside the names
    match = mg.Match(4, mg.Rules(), ScriptedDice([(4,), (6,), (2,), (3,), (5,)]))
    app, scene = table(make_app, match, lang)
    for k in (pygame.K_e, pygame.K_o, pygame.K_PAGEDOWN):
        press(app, k)
        settle(app)
    assert sorted(corner_dice(app, scene, monkeypatch)) == [2, 4, 6], "the opening's throws beside their names"
    press(app, pygame.K_KP9)
    settle(app, 1.0)
    for _ in range(20 * 120):
        if scene.opening is not None and scene.opening.winner is not None:
            break
        app.step(1 / 120)
    assert corner_dice(app, scene, monkeypatch) == [6], "decided: only the winning throw, glowing"
    for _ in range(30 * 120):
        if scene.shown.phase == "roll" and scene.prompt_stage() is not None:
            break
        app.step(1 / 120)
    assert scene.shown.current_colour == 1
    press(app, pygame.K_o)          # Ben's throw after his six
    settle(app)
    assert corner_dice(app, scene, monkeypatch) == [], "no old opening throw beside the current one"
