"""Durchmarsch read from the sofa at 1280x720: the small words of the table (who plays a sheet,
the heckling keys' words, "beiseite" and the words under the tray, the chance card's lines,
a long name across its sheet's top) stand clearly over the 20 px floor, at 2-4 seats, with
short and 16-letter names, in German and English; nothing on the table is under the floor."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, settle, sizes_drawn

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat
from scenes.ui.text import READABLE

HIT = [(6, 4, 1, 1, 2, 2, 3, 3), (1, 1, 1, 1, 2, 2, 2)]
KINDS = ["keyboard1", "bot", "keyboard2", "bot:easy"]


def table(make_app, lang, count, first):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    names = [first, "Ben", "Clara", "David"]
    seats = [Seat(names[i], KINDS[i]) for i in range(count)]
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1,
                       match=dm.Match(count, dm.Rules(), ScriptedDice(HIT), first_seat=0))
    app.push(scene)
    return app, scene


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 3, 4])
@pytest.mark.parametrize("first", ["Anna", "Maximilian-Alexa", "WWWWWWWWWWWWWWWW"])
def test_the_tables_small_words_stand_clearly_over_the_floor(make_app, lang, count, first):
    from scenes.tables.durchmarsch.table import PLATE_SIZE

    app, scene = table(make_app, lang, count, first)
    press(app, pygame.K_e)               # a hit: the choice, its chance card and the die going aside
    settle(app, scene)
    assert scene.shown.phase == dm.DECIDE
    drawn = sizes_drawn(app)
    size = {}
    for text, px in drawn:
        size[text] = min(px, size.get(text, px))
    small = [(text, px) for text, px in drawn if px < READABLE and text.strip()]
    assert not small, f"under the floor: {small}"
    aside = scene.t("durchmarsch.table.aside")
    assert size.get(aside, 0) >= 24, ("beiseite", size.get(aside))
    for text, px, _ in scene.ghost_caption():
        assert px >= 24 or px >= READABLE + 2, (text, px)
    for seat in range(count):                    # who plays each sheet, or its heckling words
        if scene.heckle_keys(seat):
            for _, word in scene.heckle_keys(seat):
                assert size.get(word, 0) >= PLATE_SIZE - 2, (seat, word, size.get(word))
        else:
            plate = scene.plate_text(seat, False)
            shown = [px for text, px in drawn if len(text) > 2 and text in plate]
            assert shown and min(shown) >= PLATE_SIZE - 2, (seat, plate, shown)
    for text in (scene.numbers_left(9), scene.how_made(9)):       # the chance card's own lines
        assert size.get(text, 0) >= READABLE + 2, (text, size.get(text))
    assert size.get(first, 0) >= READABLE + 2, ("the name on its sheet", first, size.get(first))
