"""Durchmarsch's sheets read at a glance from the sofa: a crossed number's box is inked over
in the sheet owner's colour (no faded number under a thin cross), a marked misthrow box is filled red, a struck row's
numbers step back behind the open rows', and the red boxes' column is named on every sheet."""

from __future__ import annotations

import pytest
from durchmarsch_kit import position
from helpers import texts_drawn

from game.games import game_by_name
from game.seats import Seat
from scenes.tables.durchmarsch.art import CROSS_LIGHT, RED_PEN, contrast, crossed_fill
from scenes.ui import theme


def table(make_app, seats: int, lang: str = "de"):
    """Anna on turn in row 3 (row 1 crossed to the 7, row 2 struck), the others' sheets fresh."""
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    sheets = [dict(crosses=[4, 0, 3, 0], misthrows=[1, 2, 0, 0], row=2)] + [dict(crosses=[0, 0, 0, 0])] * (seats - 1)
    people = [Seat(name, device) for name, device in
              (("Anna", "keyboard1"), ("Ben", "bot:normal"), ("Clara", "keyboard2"), ("David", "bot:hard"))]
    scene = TableScene(app, game_by_name("durchmarsch"), people[:seats], 1, match=position(seats, sheets, 3))
    app.push(scene)
    for _ in range(12):
        app.step(1 / 120)
    app.draw()
    return app, scene


def box(app, scene, row: int, col: int, seat: int = 0):
    seat_rect, large = next((rect, large) for s, rect, large in scene.sheet_rects() if s == seat)
    look = scene.look(seat, seat_rect.size, large)
    return look.cell_rect(row, col).move(seat_rect.topleft).inflate(-4, -4)


def share_near(app, rect, colour, reach: int = 60) -> float:
    """How much of `rect` on the window is within `reach` of `colour`."""
    near = total = 0
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            px = app.screen.get_at((x, y))
            total += 1
            near += sum(abs(px[i] - colour[i]) for i in range(3)) < reach
    return near / total


def darkest(app, rect) -> int:
    return min(sum(app.screen.get_at((x, y))[:3]) for x in range(rect.left, rect.right)
               for y in range(rect.top, rect.bottom))


@pytest.mark.parametrize("seats", [2, 4])
def test_a_crossed_number_is_inked_over_and_an_open_one_stays_clean(make_app, seats):
    app, scene = table(make_app, seats)
    anna = crossed_fill(scene.seat_colour(0))
    assert share_near(app, box(app, scene, 0, 0), anna) > 0.5       # the 10, crossed
    assert share_near(app, box(app, scene, 0, 5), anna) < 0.05      # the 5, open


@pytest.mark.parametrize("seats", [2, 4])
def test_each_sheets_crosses_are_in_its_owners_colour(make_app, seats):
    """Anna's crossed 10 in her colour, never in Ben's, and the other way round on his sheet."""
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    sheets = [dict(crosses=[2, 0, 0, 0])] * seats
    people = [Seat(name, "bot:normal") for name in ("Anna", "Ben", "Clara", "David")[:seats]]
    scene = TableScene(app, game_by_name("durchmarsch"), people, 1, match=position(seats, sheets, 1))
    app.push(scene)
    for _ in range(12):
        app.step(1 / 120)
    app.draw()
    inks = [crossed_fill(scene.seat_colour(seat)) for seat in range(seats)]
    assert len(set(inks)) == seats
    for seat in range(seats):
        crossed = box(app, scene, 0, 0, seat)
        assert share_near(app, crossed, inks[seat], reach=30) > 0.5
        for other in range(seats):
            if other != seat:
                assert share_near(app, crossed, inks[other], reach=30) < 0.05


@pytest.mark.parametrize("colour", theme.SEAT_COLOURS)
def test_the_light_x_reads_on_every_seats_ink_and_it_is_not_the_misthrow_red(colour):
    ink = crossed_fill(colour)
    assert contrast(ink, CROSS_LIGHT) >= 4.5                 # yellow and orange darkened enough
    assert contrast(ink, theme.PAPER) >= 4.0                 # a crossed box stands out of the paper
    assert sum(abs(a - b) for a, b in zip(ink, RED_PEN[:3], strict=True)) > 60   # not a misthrow box


@pytest.mark.parametrize("seats", [2, 4])
def test_a_marked_misthrow_box_is_filled_red(make_app, seats):
    from game.durchmarsch import match as dm

    app, scene = table(make_app, seats)
    assert share_near(app, box(app, scene, 0, dm.NUMBERS), RED_PEN) > 0.5        # row 1's one misthrow
    assert share_near(app, box(app, scene, 0, dm.NUMBERS + 1), RED_PEN) < 0.3     # its second box, empty


def test_a_struck_rows_numbers_step_back_behind_an_open_rows(make_app):
    app, scene = table(make_app, 2)
    struck, still_open = box(app, scene, 1, 8), box(app, scene, 3, 8)          # the 2 in rows 2 and 4
    assert darkest(app, struck) > darkest(app, still_open) + 150


@pytest.mark.parametrize("lang,word", [("de", "Fehlwürfe"), ("en", "Misthrows")])
def test_every_sheet_names_its_misthrow_column(make_app, lang, word):
    app, scene = table(make_app, 4, lang)
    scene.blank_cache.clear()            # the blank paper is drawn once: draw it again, watched
    scene.sheet_cache.clear()
    assert texts_drawn(app).count(word) >= 4


@pytest.mark.parametrize("seats", [2, 4])
def test_a_long_names_call_to_act_breaks_after_the_name(make_app, seats):
    """Too long for one line beside the row and number, the call to act puts the name with its
    colon over the keys, never a "·" at a line's end."""
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language("de")
    sheets = [dict(crosses=[4, 0, 3, 0], misthrows=[1, 2, 0, 0], row=2)] + [dict(crosses=[0, 0, 0, 0])] * (seats - 1)
    people = [Seat("Maximilian-Alexa", "keyboard1"), Seat("Ben", "bot:normal"), Seat("Clara", "keyboard2"),
              Seat("David", "bot:hard")]
    scene = TableScene(app, game_by_name("durchmarsch"), people[:seats], 1, match=position(seats, sheets, 3))
    app.push(scene)
    for _ in range(3 * 120):
        app.step(1 / 120)
    shown = texts_drawn(app)
    assert "Maximilian-Alexa:" in shown
    assert "Q\u00a0Aufhören · E\u00a0Weitermachen" in shown
    assert not [text for text in shown if text.endswith("·") or text.startswith("·")]
