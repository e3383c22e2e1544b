"""Durchmarsch: a row struck out by its second misthrow is never marked as the row in play. The
arrow left of the rows, the row's light and the box of the number wanted leave it the moment
the pen strikes it: to the row the next turn begins in, or nowhere when it was the last open
row and the seat is out."""

from __future__ import annotations

import pygame
import pytest
from durchmarsch_kit import miss

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat
from scenes.ui import theme
from tests.helpers import press


def table(make_app, lang: str, misthrows: list[int]):
    """Anna (seat 0) about to throw in row 1 with these misthrows per row; every throw misses."""
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    m = dm.Match(2, dm.Rules(), ScriptedDice([]), first_seat=0)
    data = m.to_dict()
    data["misthrows"][0] = list(misthrows)
    data["turns"] = [4, 4]
    data["dice"] = ScriptedDice([miss(10, 8)] * 12).to_dict()
    match = dm.Match.from_dict(data)
    scene = TableScene(app, game_by_name("durchmarsch"), [Seat("Anna", "keyboard1"), Seat("Ben", "bot:normal")],
                       1, match=match)
    app.push(scene)
    for _ in range(12):
        app.step(1 / 120)
    return app, scene


def arrow_lit(app, scene, seat: int, row: int) -> bool:
    """Whether the arrow in the seat's colour stands left of `row` on the window."""
    seat_rect, large = next((rect, large) for s, rect, large in scene.sheet_rects() if s == seat)
    look = scene.look(seat, seat_rect.size, large)
    first = look.cell_rect(row, 0).move(seat_rect.topleft)
    d = 10 if large else 8
    colour = tuple(theme.SEAT_COLOURS[scene.style(seat) % len(theme.SEAT_COLOURS)])[:3]
    app.draw()
    spot = (first.x - 6 - int(0.9 * d), first.centery)
    return tuple(app.screen.get_at(spot))[:3] == colour


def frames_while_striking(app, scene, seen_now, until) -> list:
    """Anna throws (a miss); `seen_now()` on every frame from the moment the pen begins to strike
    her row until `until()` holds."""
    press(app, pygame.K_e)
    seen = []
    for _ in range(8 * 120):
        app.step(1 / 120)
        if scene.views[0].misses[0] >= dm.MISTHROW_BOXES:
            seen.append(seen_now())
        if until():
            break
    return seen


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_arrow_leaves_a_row_the_moment_it_is_struck(make_app, lang):
    app, scene = table(make_app, lang, [1, 1, 1, 1])
    assert scene.marked_row(0) == 0 and arrow_lit(app, scene, 0, 0)
    seen = frames_while_striking(app, scene,
                                 lambda: (scene.marked_row(0), arrow_lit(app, scene, 0, 0), arrow_lit(app, scene, 0, 1)),
                                 until=lambda: scene.current == 1)
    assert seen, "row 1 was struck on screen"
    assert all(marked == 1 and not on_struck and on_next for marked, on_struck, on_next in seen), seen


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_sheet_whose_last_row_is_struck_marks_no_row(make_app, lang):
    app, scene = table(make_app, lang, [1, 2, 2, 2])
    assert scene.marked_row(0) == 0 and arrow_lit(app, scene, 0, 0)
    seen = frames_while_striking(app, scene,
                                 lambda: (scene.marked_row(0), [arrow_lit(app, scene, 0, row) for row in range(dm.ROWS)]),
                                 until=lambda: scene.shown.is_over and not scene.busy())
    assert seen, "the last row was struck on screen"
    assert all(marked is None and not any(lit) for marked, lit in seen), seen[:3]
