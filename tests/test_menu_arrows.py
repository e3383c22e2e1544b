"""The menu's arrows move the way the buttons are drawn: in the 2x2 block of small buttons ↓
goes straight down (Statistik → Spielregeln), → goes right (Statistik → Einstellungen), and the
games above and what was left unfinished at the top are reached the same way."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, run_frames, throw_first

from game.games import GAMES, game_by_name
from game.seats import Seat

KEYS = {"up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT, "right": pygame.K_RIGHT}
GAMES_DE = ["Durchmarsch", "Mensch ärgere Dich nicht", "Zehntausend", "Wurf & Weg"]

# From each button (German menu, nothing left unfinished): where each arrow leads.
EXPECTED = {
    "Durchmarsch":              {"up": "Spielregeln", "down": "Mensch ärgere Dich nicht", "left": "Durchmarsch", "right": "Durchmarsch"},
    "Mensch ärgere Dich nicht": {"up": "Durchmarsch", "down": "Zehntausend", "left": "Mensch ärgere Dich nicht", "right": "Mensch ärgere Dich nicht"},
    "Zehntausend":              {"up": "Mensch ärgere Dich nicht", "down": "Wurf & Weg", "left": "Zehntausend", "right": "Zehntausend"},
    "Wurf & Weg":               {"up": "Zehntausend", "down": "Spieleabend", "left": "Wurf & Weg", "right": "Wurf & Weg"},
    "Spieleabend":              {"up": "Wurf & Weg", "down": "Statistik", "left": "Spieleabend", "right": "Spieleabend"},
    "Statistik":                {"up": "Spieleabend", "down": "Spielregeln", "left": "Statistik", "right": "Einstellungen"},
    "Einstellungen":            {"up": "Spieleabend", "down": "Beenden", "left": "Statistik", "right": "Einstellungen"},
    "Spielregeln":              {"up": "Statistik", "down": "Durchmarsch", "left": "Spielregeln", "right": "Beenden"},
    "Beenden":                  {"up": "Einstellungen", "down": "Durchmarsch", "left": "Spielregeln", "right": "Beenden"},
}


def select(menu, label: str) -> None:
    menu.list.index = [b.text() for b in menu.list.buttons].index(label)


def chosen(menu) -> str:
    return menu.list.selected.text()


@pytest.mark.parametrize("start", list(EXPECTED))
@pytest.mark.parametrize("arrow", list(KEYS))
def test_every_arrow_from_every_button_goes_where_it_points(make_app, start, arrow):
    assert [g.module for g in GAMES] and len(GAMES_DE) == len(GAMES)
    app = make_app()
    app.set_language("de")
    app.routes.start()
    menu = app.top
    run_frames(app, 2)
    select(menu, start)
    press(app, KEYS[arrow])
    assert chosen(menu) == EXPECTED[start][arrow], f"{arrow} from {start}"


def test_the_arrows_agree_with_the_picture(make_app):
    """Whatever the buttons: ↓ never lands higher up, → never further left, and the entry
    reached shares the column (up/down) or the row (left/right) it was reached along."""
    app = make_app()
    app.set_language("en")
    app.routes.start()
    menu = app.top
    rects = menu.list.rects()
    for i in range(len(rects)):
        for arrow in KEYS:
            menu.list.index = i
            press(app, KEYS[arrow])
            here, there = rects[i], rects[menu.list.index]
            if arrow in ("left", "right"):
                assert there.top < here.bottom and here.top < there.bottom
                assert (there.centerx - here.centerx) * (1 if arrow == "right" else -1) >= 0
            else:
                assert there.left < here.right and here.left < there.right


def test_continue_is_reached_with_the_arrows_as_drawn_at_the_top_of_the_column(make_app):
    app = make_app()
    app.set_language("de")
    app.routes.play(game_by_name("zehntausend"), [Seat("Anna", "keyboard1"), Seat("Ben", "bot:hard")])
    run_frames(app, 120)
    throw_first(app, app.top)
    app.top.on_quit()
    app.save_writer.flush()
    app.routes.menu()
    menu = app.top
    run_frames(app, 2)
    select(menu, "Durchmarsch")
    press(app, pygame.K_UP)
    assert chosen(menu) == "Weiterspielen", "↑ from the first game"
    for arrow in (pygame.K_LEFT, pygame.K_RIGHT):
        press(app, arrow)
        assert chosen(menu) == "Weiterspielen", "nothing beside it: it stays"
    press(app, pygame.K_DOWN)
    assert chosen(menu) == "Durchmarsch"
    for _ in range(4):
        press(app, pygame.K_DOWN)
    assert chosen(menu) == "Spieleabend", "↓ four more times: down the list, as drawn"
    select(menu, "Weiterspielen")
    press(app, pygame.K_UP)
    assert chosen(menu) in ("Statistik", "Spielregeln", "Einstellungen", "Beenden"), "↑ at the top: round to the foot"
