"""The pause as the players see it: the whole table under it dimmed alike (no light sheet or
tip card left standing out), and its two cards one above the other, never overlapping."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, run_frames

from game.games import game_by_name
from game.seats import Seat


def luminance(colour) -> float:
    return 0.2126 * colour[0] + 0.7152 * colour[1] + 0.0722 * colour[2]


def durchmarsch_paused(make_app, seats):
    from scenes.screens.pause import PauseScene

    app = make_app()
    app.routes.start()
    table = app.routes.table(game_by_name("durchmarsch"), seats, 21)
    app.push(table)
    run_frames(app, 600)
    app.draw()
    before = app.screen.copy()
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    run_frames(app, 30)
    app.draw()
    return app, before, app.screen.copy()


def test_everything_of_the_table_under_the_pause_is_dimmed_alike(make_app):
    from scenes.screens import pause

    seats = [Seat("Maximilian", "keyboard1", hints=True), Seat("Ben", "keyboard1"),
             Seat("Clara", "bot:normal"), Seat("David", "bot:normal")]
    app, before, paused = durchmarsch_paused(make_app, seats)
    keys = app.top.keys_picture().get_rect(midtop=(640, pause.KEYS_TOP))
    cards = (pause.CARD, keys)
    brightest = []
    for y in range(0, 720, 4):
        for x in range(0, 1280, 4):
            if any(card.inflate(8, 8).collidepoint(x, y) for card in cards):
                continue
            if luminance(before.get_at((x, y))) > 200:         # a light spot of the table
                brightest.append(luminance(paused.get_at((x, y))))
    assert brightest, "the table shows light sheets outside the pause's cards"
    assert max(brightest) < 70, "a light part of the table stands out under the pause"


@pytest.mark.parametrize("blocks", [1, 4])
def test_the_pause_cards_never_overlap_and_stay_on_screen(make_app, blocks):
    from scenes.screens import pause

    kinds = ["keyboard1", "keyboard2", "keyboard3", "keyboard4"][:blocks]
    seats = [Seat(f"P{i}", kind) for i, kind in enumerate(kinds)] + [Seat("Bot", "bot:easy")] * (blocks < 4)
    app, _before, _paused = durchmarsch_paused(make_app, seats)
    keys = app.top.keys_picture().get_rect(midtop=(640, pause.KEYS_TOP))
    assert pause.CARD.bottom < keys.top, "the keys card overlaps the pause's card"
    assert all(r.bottom <= pause.CARD.bottom for r in app.top.list.rects())
    assert keys.bottom <= 720 and pause.CARD.left >= 0 and pause.CARD.right <= 1280


@pytest.mark.parametrize("game, blocks", [("zehntausend", 2), ("wurf-und-weg", 4), ("mensch", 4)])
def test_the_keys_card_is_no_wider_than_the_pause_card_and_keeps_a_margin(make_app, game, blocks):
    """Zehntausend's five keys had made the keys card wider than the card above it, reaching the
    window's edges: the two cards stand as one column, 24 px or more from either edge."""
    from scenes.screens import pause

    kinds = ["keyboard1", "keyboard2", "keyboard3", "keyboard4"][:blocks]
    seats = [Seat(name, kind) for name, kind in zip(["Anna", "Ben", "Clara", "David"], kinds, strict=False)]
    app = make_app()
    app.routes.start()
    app.push(app.routes.table(game_by_name(game), seats, 5))
    run_frames(app, 120)
    press(app, pygame.K_ESCAPE)
    run_frames(app, 10)
    app.draw()
    keys = app.top.keys_picture().get_rect(midtop=(640, pause.KEYS_TOP))
    assert keys.left >= 24 and keys.right <= 1280 - 24, "the keys card reaches the window's edge"
    card = app.top.card_rect()
    assert card.left <= keys.left and card.right >= keys.right, "the keys card is wider than the card above"
    assert card.bottom < keys.top
    inside = app.screen.get_at((keys.left + 3, card.centery))[:3]
    assert max(abs(a - b) for a, b in zip(inside, (22, 30, 27), strict=True)) <= 4, "the card is not drawn that wide"


def test_the_pause_names_whom_the_heading_names_while_the_turn_passes(make_app):
    """Durchmarsch's heading names the next seat as the turn passes, a moment before the match
    shown has caught up: a pause then said the last player was on turn. It names the heading's."""
    from scenes.screens.pause import PauseScene

    app = make_app()
    app.routes.start()
    seats = [Seat("Anna", "bot:easy"), Seat("Ben", "bot:easy"), Seat("Clara", "bot:easy")]
    table = app.routes.table(game_by_name("durchmarsch"), seats, 1)
    app.push(table)
    for _ in range(60 * 120):
        app.step(1 / 60)
        if table.current != table.shown.current_seat and not table.shown.is_over:
            break
    else:
        pytest.fail("no turn passed in two minutes of bots")
    named = seats[table.current].name
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    assert named in app.top.status_line()
    assert seats[table.shown.current_seat].name not in app.top.status_line()


def test_what_a_key_does_stays_on_one_line_where_the_panel_has_room(make_app):
    """Two people on one block at Zehntausend: the captions had broken onto two lines while a
    third of the keys card stood empty. One line each, where the panel holds them so."""
    from helpers import texts_drawn

    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard1"), Seat("Clara", "bot:easy"),
             Seat("David", "bot:easy")]
    app = make_app()
    app.routes.start()
    app.push(app.routes.table(game_by_name("zehntausend"), seats, 5))
    run_frames(app, 60)
    press(app, pygame.K_ESCAPE)
    run_frames(app, 10)
    app.top._keys_pic = None
    drawn = texts_drawn(app)
    for caption in ("würfeln / markieren", "Würfel wählen"):
        assert caption in drawn, f"{caption!r} broken onto two lines"
