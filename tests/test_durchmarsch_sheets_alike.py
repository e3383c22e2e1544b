"""Every Durchmarsch sheet at a table is laid out alike, whatever the names: the name across
the sheet's top line, who plays it (or their heckling keys) beside or under it, and a grid of
number boxes of one size starting at one x, large enough for a 16-letter name at 22 px."""

from __future__ import annotations

import os

import pygame
import pytest
from helpers import sizes_drawn

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat

NAMES = ["Anna", "Maximilian-Alexa", "WWWWWWWWWWWWWWWW", "Anna"]
DEVICES = ["keyboard1", "bot:normal", "keyboard2", "bot:hard"]


def table(make_app, count: int, lang: str, names: list[str]):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat(names[i], DEVICES[i]) for i in range(count)]
    match = dm.Match(count, dm.Rules(), ScriptedDice([(1, 1, 1, 1, 2, 2, 2, 3)] * 8), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    return app, scene


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 3, 4])
@pytest.mark.parametrize("order", [0, 1, 2])
def test_every_sheet_has_the_same_grid_and_its_whole_name_on_its_top_line(make_app, count, lang, order):
    """Anna, Maximilian-Alexa and WWWWWWWWWWWWWWWW in any seat: every sheet's boxes are as large
    and start at the same x, every name stands whole on the sheet's top line, at 22 px or more,
    and no word or number on the sheets is under 20 px."""
    from scenes.ui.text import font

    names = NAMES[order:] + NAMES[:order]
    app, scene = table(make_app, count, lang, names)
    sizes = sizes_drawn(app)
    if os.environ.get("SHEET_SHOTS"):
        pygame.image.save(app.screen, f"{os.environ['SHEET_SHOTS']}/sheets_{count}_{lang}_{order}.png")
    looks = {seat: scene.look(seat, rect.size, large) for seat, rect, large in scene.sheet_rects()}
    boxes = {seat: (look.cell_rect(0, 0).x, look.cell_rect(0, 0).size, look.cell_rect(3, 11).right,
                    look.cell_rect(1, 5).size) for seat, look in looks.items()}
    assert len(set(boxes.values())) == 1, boxes
    tops = {seat: look.cell_rect(0, 0).y for seat, look in looks.items()}
    assert len(set(tops.values())) == 1, ("the rows at the same height on every sheet", tops)
    for seat, rect, _large in scene.sheet_rects():
        look = looks[seat]
        name = scene.seats[seat].name
        name_w = font(look.name_size, True).size(name)[0]
        assert look.name_size >= 22, (name, look.name_size)
        assert look.name_x + name_w <= rect.w - 12, ("the name whole on its sheet", name)
        assert look.name_h <= look.cell_rect(0, 0).y, ("the name on the top line, over the rows", name)
        assert look.number_size >= 20
        placed = scene.plate_caps(seat, look, rect.size)
        assert all(r.top >= look.name_h for *_, r in placed), ("the keys under the name", seat, placed)
    shown = {text for text, _ in sizes}
    for name in names[:count]:
        assert name in shown, name
    small = [(text, size) for text, size in sizes if size < 20]
    assert small == [], small
