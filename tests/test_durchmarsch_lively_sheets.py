"""The sheets read from the sofa and look alive: a waiting person's heckling keys and words
("[W] Anfeuern", "[K] urge caution") are at least 22 px on every sheet, each sheet wears its
player's colour as a band down its left edge, and the row in play is lit in that colour."""

from __future__ import annotations

import pytest
from helpers import sizes_drawn

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat

NAMES = ["Sarah", "Tim", "Uwe", "Vera"]


def table(make_app, seats: int, lang: str, names=NAMES):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    people = [Seat(name, f"keyboard{i + 1}") for i, name in enumerate(names[:seats])]
    match = dm.Match(seats, dm.Rules(), ScriptedDice([(1,) * 8]), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), people, 1, match=match)
    app.push(scene)
    app.step(1 / 60)
    return app, scene


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_heckling_keys_and_words_are_at_least_22_px_on_every_sheet(make_app, seats, lang):
    app, scene = table(make_app, seats, lang)
    words = {app.texts("durchmarsch.table.heckle_more_short"), app.texts("durchmarsch.table.heckle_stop_short")}
    sizes = sizes_drawn(app)
    said = [(text, size) for text, size in sizes if text in words]
    assert len(said) == 2 * (seats - 1), said          # every waiting person's two words
    assert all(size >= 22 for _, size in said), said
    caps = set()
    for seat in range(1, seats):
        rect = scene.layout.sheets[seat]
        look = scene.look(seat, rect.size, rect.h >= 240)
        caps |= {text for kind, text, _ in scene.plate_caps(seat, look, rect.size) if kind == "cap"}
    assert caps and all(size >= 22 for text, size in sizes if text in caps), [s for s in sizes if s[0] in caps]


def test_long_names_keep_the_heckling_words_at_22_px(make_app):
    app, scene = table(make_app, 2, "en", names=["Sarah", "Maximilian-Joseph"])
    words = {app.texts("durchmarsch.table.heckle_more_short"), app.texts("durchmarsch.table.heckle_stop_short")}
    assert all(size >= 22 for text, size in sizes_drawn(app) if text in words)


@pytest.mark.parametrize("seats", [2, 4])
def test_each_sheet_wears_its_players_colour_and_the_row_in_play_is_lit(make_app, seats):
    from scenes.ui import theme

    app, scene = table(make_app, seats, "de")
    app.draw()
    screen = app.screen if app.screen.get_size() == (1280, 720) else None
    for seat, rect, large in scene.sheet_rects():
        surf = scene.sheet_surface(seat, rect, large)
        colour = theme.SEAT_COLOURS[scene.style(seat) % len(theme.SEAT_COLOURS)]
        assert tuple(surf.get_at((3, rect.h // 2)))[:3] == tuple(colour[:3]), seat
        look = scene.look(seat, rect.size, large)
        row = scene.views[seat].row
        lit = look.cell_rect(row, 5)
        plain = look.cell_rect(row + 1, 5)
        a = tuple(surf.get_at((lit.x + 4, lit.centery)))[:3]
        b = tuple(surf.get_at((plain.x + 4, plain.centery)))[:3]
        assert a != b, "the row in play is lit"
        # the wash leans towards the player's colour
        assert sum(abs(x - c) for x, c in zip(a, colour, strict=False)) < sum(abs(x - c) for x, c in
                                                                               zip(b, colour, strict=False))
    assert screen is None or screen.get_size() == (1280, 720)
