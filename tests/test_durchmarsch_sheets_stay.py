"""The Durchmarsch sheets as players find them over a game: every sheet keeps its place (seat
order) from turn to turn, the sheet on turn is framed instead of moved, the number boxes are
one size on every sheet, no pen stroke is ever seen half drawn once the turn has passed or
the pause stands over the table, and the chance of the number wanted is the choice panel's
big figure."""

from __future__ import annotations

import pygame
import pytest
from durchmarsch_kit import hit, miss
from helpers import press, settle, sizes_drawn
from test_durchmarsch_table import table

from game.seats import Seat
from scenes.ui.text import READABLE

NAMES = ["WWWWWWWWWWWWWWWW", "Jürgen Größe-Übe", "MMMMMMMMMMMMMMMM", "Maximiliane Wöhl"]
DEVICES = ["keyboard1", "keyboard2", "bot:normal", "keyboard4"]


def seats_of(count):
    return [Seat(n, d) for n, d in zip(NAMES[:count], DEVICES[:count], strict=True)]


def places(scene) -> dict[int, tuple]:
    return {seat: tuple(rect) for seat, rect, _ in scene.sheet_rects()}


@pytest.mark.parametrize("count", [2, 3, 4])
def test_every_sheet_keeps_its_place_in_seat_order_while_the_turn_goes_round(make_app, count):
    throws = [miss(10, 8)] * (2 * count)
    app, scene = table(make_app, throws, seats=seats_of(count))
    first = places(scene)
    assert sorted(first) == list(range(count))
    tops = [first[s][1] for s in range(count)]
    assert tops == sorted(tops), "the sheets stand in seat order, top to bottom"
    assert len({first[s][2:] for s in range(count)}) == 1, "every sheet is the same size"
    seen_on_turn = set()
    for _ in range(count + 1):
        seat = scene.match.current_seat
        if scene.seats[seat].is_bot:
            for _ in range(2400):
                app.step(1 / 120)
                if scene.match.current_seat != seat and not scene.busy():
                    break
        else:
            press(app, {0: pygame.K_e, 1: pygame.K_o, 3: pygame.K_KP9}[seat])
            settle(app, scene)
        seen_on_turn.add(scene.current)
        assert places(scene) == first, "a sheet moved when the turn passed"
    assert len(seen_on_turn) >= 2


def framed(scene, surface, seat) -> bool:
    """The frame of the sheet on turn: accent pixels just outside the sheet's paper."""
    from scenes.ui import theme

    rect = dict((s, r) for s, r, _ in scene.sheet_rects())[seat]
    return tuple(surface.get_at((rect.centerx, rect.y - 2)))[:3] == theme.ACCENT[:3]


def test_the_sheet_on_turn_is_framed_and_the_frame_follows_the_turn(make_app):
    app, scene = table(make_app, [miss(10, 8), miss(10, 8)], seats=seats_of(3))
    app.draw()
    assert framed(scene, app.screen, 0) and not framed(scene, app.screen, 1)
    press(app, pygame.K_e)              # a misthrow: the turn passes to seat 1
    settle(app, scene)
    app.draw()
    assert scene.current == 1
    assert framed(scene, app.screen, 1) and not framed(scene, app.screen, 0)


@pytest.mark.parametrize("count", [3, 4])
def test_the_number_boxes_are_one_size_on_every_sheet_whoever_is_on_turn(make_app, count):
    app, scene = table(make_app, [miss(10, 8)] * 4, seats=seats_of(count))
    cells = {seat: scene.look(seat, rect.size, large).cell for seat, rect, large in scene.sheet_rects()}
    assert len(set(cells.values())) == 1, cells
    press(app, pygame.K_e)
    settle(app, scene)
    after = {seat: scene.look(seat, rect.size, large).cell for seat, rect, large in scene.sheet_rects()}
    assert after == cells
    small = [(t, s) for t, s in sizes_drawn(app) if t.strip() and s < READABLE]
    assert not small, small


def cell_pixels(app, scene, seat, row, col):
    rect = dict((s, r) for s, r, _ in scene.sheet_rects())[seat]
    look = scene.look(seat, rect.size, rect.h >= 240)
    cell = look.cell_rect(row, col).move(rect.topleft)
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    return pygame.image.tobytes(surface.subsurface(cell), "RGB")


def test_under_the_pause_a_cross_being_drawn_stands_whole(make_app):
    app, scene = table(make_app, [hit(10, 8)])
    press(app, pygame.K_e)
    for _ in range(2400):                # until the pen is halfway through the cross of the 10
        app.step(1 / 120)
        if scene.strokes and scene.time - scene.strokes[0].t0 > 0.2:
            break
    assert scene.strokes, "the cross of the 10 was being drawn"
    press(app, pygame.K_ESCAPE)          # the pause opens over the table
    assert app.top is not scene
    paused = cell_pixels(app, scene, 0, 0, 0)
    app.pop()
    settle(app, scene)
    assert not scene.strokes
    assert paused == cell_pixels(app, scene, 0, 0, 0), "the cross under the pause was whole"


def test_no_stroke_is_half_drawn_once_the_turn_has_passed(make_app):
    """Two bots play on: on every frame that shows a new seat on turn, the last seat's pen
    marks stand whole (no stroke of theirs still in the drawing), exactly as the finished sheet
    shows them."""
    throws = [miss(10, 8)] * 8          # each turn ends with a red cross in a misthrow box
    seats = [Seat("Robo", "bot:easy"), Seat("Rita", "bot:easy")]
    app, scene = table(make_app, throws, seats=seats)
    turns = 0
    before = scene.current
    for _ in range(120 * 40):
        app.step(1 / 120)
        if scene.current != before:
            turns += 1
            assert not [s for s in scene.strokes if s.seat == before], "a stroke of the last turn is half drawn"
            before = scene.current
        if turns >= 3:
            break
    assert turns >= 3


@pytest.mark.parametrize("lang, label, figure", [("de", "Chance auf die 10 mit 8 Würfeln", "78 %"),
                                                 ("en", "Chance of the 10 with 8 dice", "78%")])
def test_the_chance_of_the_number_wanted_is_the_panels_big_figure(make_app, lang, label, figure):
    from scenes.tables.durchmarsch.table import FIGURE_SIZE

    app, scene = table(make_app, [hit(10, 8)])
    app.set_language(lang)
    scene._announce_turn()
    sizes = dict(sizes_drawn(app))
    assert sizes.get(label, 0) >= 22, sizes
    assert sizes.get(figure) == FIGURE_SIZE
    placed = scene.chances_place(10, 8)
    d = scene.layout.decision
    buttons = scene.button_rects()
    for text, size, _, bold, _, point in placed:
        from scenes.ui.text import font

        rect = pygame.Rect(point, font(size, bold).size(text))
        assert d.contains(rect), (text, rect, d)
        assert not any(rect.colliderect(b) for b in buttons), (text, rect)
