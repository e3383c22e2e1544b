"""A waiting person's heckling keys read from the sofa: "[W] Anfeuern / [S] Abraten" stand on
their sheet as key caps with their words at 22 px or more, at two, three and four seats, with
short names and sixteen-letter ones, on the letter keys and the keypad, whole and clear of the
rows, in one size on every sheet (24 px where every column holds it)."""

from __future__ import annotations

import pygame
import pytest

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat
from scenes.ui.text import font

SHORT = ["Anna", "Ben", "Clara", "David"]
LONG = ["Maximiliane-Soph", "WWWWWWWWWWWWWWWW", "Jürgen Größe-Übe", "Hannelore Schütz"]
ARROW = 23          # the row's arrow reaches this far left of the first box (`art.row_marker`)


def table(make_app, lang, names, kinds):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat(name, kind) for name, kind in zip(names, kinds, strict=False)]
    match = dm.Match(len(seats), dm.Rules(), ScriptedDice([(6, 4, 1, 1, 2, 2, 3, 3)] * 4), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    for _ in range(30):
        app.step(1 / 60)
    return app, scene


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 3, 4])
@pytest.mark.parametrize("names", [SHORT, LONG], ids=["short", "long"])
@pytest.mark.parametrize("kinds", [["keyboard1", "keyboard2", "keyboard3", "keyboard4"],
                                   ["keyboard1", "keyboard4", "keyboard2", "keyboard3"]], ids=["letters", "keypad"])
def test_heckle_captions_are_key_caps_with_words_of_22_px(make_app, lang, count, names, kinds):
    app, scene = table(make_app, lang, names[:count], kinds[:count])
    checked, sizes = 0, set()
    for seat, rect, large in scene.sheet_rects():
        if seat == scene.current:
            continue
        look = scene.look(seat, rect.size, large)
        placed, size = scene.plate_layout(seat, look, rect.size)
        assert size >= 22, (seat, size)
        sizes.add(size)
        assert [kind for kind, _, _ in placed] == ["cap", "word", "cap", "word"]
        paper = pygame.Rect((0, 0), rect.size)
        first_box = look.cell_rect(0, 0)
        for kind, text, r in placed:
            assert paper.contains(r), (seat, text, r)
            if kind == "word":
                assert font(size).size(text)[0] <= r.w + 1
            if look.side:
                assert r.right <= first_box.x - ARROW - 6, ("clear of the row's arrow", seat, text, r)
            else:
                assert r.bottom <= look.top, ("clear of the rows", seat, text, r)
        checked += 1
    assert checked == count - 1
    assert len(sizes) == 1, f"one size on every sheet, not {sorted(sizes)}"


def test_a_lone_person_among_bots_gets_the_larger_captions(make_app):
    app, scene = table(make_app, "de", SHORT[:3], ["bot:normal", "keyboard1", "bot:normal"])
    seat, rect, large = scene.sheet_rects()[1]
    _, size = scene.plate_layout(seat, scene.look(seat, rect.size, large), rect.size)
    assert size == 24
