"""At the Mensch table a warning (saving failed, Würfelabend already open in another window)
stands where it covers nothing a player reads or plays: at the foot of the left column (the
seats' cards make room for it), never on the board (no circle, no player's name in a corner),
not the die's tray, no card of the columns; whole, never cut, in both languages, at 2, 3 and
4 seats."""

from __future__ import annotations

import pygame
import pytest
from helpers import texts_drawn, texts_placed

from game.games import game_by_name
from game.i18n import Texts
from game.mensch import match as mg
from game.seats import Seat
from scenes.tables.mensch import board as mb
from scenes.tables.mensch import panels
from scenes.tables.mensch.table import TRAY_RECT
from scenes.ui import theme

NAMES = ("Anna", "Ben", "Clara", "David")


def fields(geo: mb.Geometry) -> list[pygame.Rect]:
    """Every circle of the board: the track, each colour's B circles and its goal."""
    cells = list(mg.TRACK_XY) + [xy for c in range(mg.COLOURS) for xy in (*mg.B_XY[c], *mg.HOME_XY[c])]
    r = round(geo.radius)
    return [pygame.Rect(0, 0, 2 * r, 2 * r).move(round(x) - r, round(y) - r)
            for x, y in (geo.xy(gx, gy) for gx, gy in cells)]


def warnings(lang: str) -> list[str]:
    t = Texts(lang)
    return [t("app.saves.failed", why=t("app.saves.disk_full")), t("app.saves.second_copy_table")]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize(("people", "kinds"), [(2, "bots"), (3, "bots"), (4, "bots"), (4, "people")])
def test_the_warning_pill_covers_no_circle_die_or_card(make_app, lang, people, kinds):
    app = make_app()
    app.set_language(lang)
    seats = [Seat("Anna", "keyboard1")] + [Seat(n, "bot:normal") for n in NAMES[1:people]]
    if kinds == "people":
        seats = [Seat(n, f"keyboard{i + 1}") for i, n in enumerate(NAMES[:people])]
    table = app.routes.table(game_by_name("mensch"), seats, 4)
    app.push(table)
    app.draw()
    circles = fields(table.geo)
    corners = [table.corner_box(c) for c in range(mg.COLOURS)]     # each player's name on the board
    for warning in warnings(lang):
        table.warning = lambda w=warning: w
        everything = texts_placed(app)
        placed = [(text, rect) for text, rect in everything if text and text in warning]
        pill = table.draw_warning(app.screen, warning)
        cards = [*table.seat_cards(), panels.STATUS_RECT, TRAY_RECT, panels.PROMPT_RECT, panels.RANKING_RECT]
        assert not pill.colliderect(mb.BOARD_RECT), ("nothing of the board under it", pill)
        assert not any(pill.colliderect(box) for box in corners), pill
        shown_now = texts_drawn(app)
        assert all(seat.name in shown_now for seat in seats), shown_now       # every card keeps its name
        for words in (app.texts("mensch.table.hint_go"), app.texts("mensch.table.hint_choose")):
            assert any(words in text for text in shown_now), ("a person's card keeps its keys", words, shown_now)
        assert pygame.Rect(0, 0, theme.SCREEN_W, theme.SCREEN_H).contains(pill), pill
        shown = " ".join(text for text, _ in placed)
        assert " ".join(shown.split()) == " ".join(warning.split()), ("the whole warning, never cut", shown)
        assert all(pill.contains(rect) for _, rect in placed)
        hit = [rect for rect in (*cards, *circles) if pill.colliderect(rect)]
        assert not hit, (warning, pill, hit)
