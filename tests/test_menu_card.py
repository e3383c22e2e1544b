"""The menu as a player meets it after quitting a game: what was left unfinished stands on a
card of its own at the left, under a heading, so "Weiterspielen" appearing never moves the entry
under the cursor; the chooser of several saved games has a heading; the dice trays take less
room and give the card its place."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, run_frames, texts_drawn

from game.games import game_by_name
from game.seats import Seat
from scenes.ui import theme

SEATS = [Seat("Anna", "keyboard1"), Seat("Ben", "bot:hard")]


def leave_unfinished(app, game: str) -> None:
    app.routes.play(game_by_name(game), SEATS)
    run_frames(app, 120)
    app.top.on_quit()
    app.save_writer.flush()


def places(menu) -> dict[str, pygame.Rect]:
    return {b.text(): r for b, r in zip(menu.list.buttons, menu.list.rects(), strict=True)}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_saved_game_appearing_moves_no_other_entry(make_app, lang):
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    before = places(app.top)
    leave_unfinished(app, "zehntausend")
    app.routes.menu_after_game()
    menu = app.top
    after = places(menu)
    resume = {"de": "Weiterspielen", "en": "Continue game"}[lang]
    assert resume in after and resume not in before
    assert {k: v for k, v in after.items() if k != resume} == before, "every other entry stays where it was"
    assert menu.list.selected.text() == resume, "after a game the cursor stands on what goes on"
    card = menu.list.card_rect()
    assert card is not None and card.contains(after[resume])
    assert not any(card.colliderect(r) for k, r in after.items() if k != resume)


@pytest.mark.parametrize("lang, heading, chooser", [("de", "Noch offen", "Welches Spiel geht weiter?"),
                                                    ("en", "Left unfinished", "Which game goes on?")])
def test_the_card_and_the_chooser_of_saved_games_have_headings(make_app, lang, heading, chooser):
    app = make_app()
    app.set_language(lang)
    leave_unfinished(app, "zehntausend")
    leave_unfinished(app, "durchmarsch")
    app.routes.menu()
    menu = app.top
    seen = texts_drawn(app)
    assert heading in seen and chooser not in seen
    card = menu.list.card_text(menu.list.groups.index("card"))[1]
    assert "Durchmarsch" in " ".join(card) and "Zehntausend" in " ".join(card), "the card says what goes on"
    assert all(line in seen for line in card)
    menu.resume()
    seen = texts_drawn(app)
    assert chooser in seen and heading not in seen
    press(app, pygame.K_ESCAPE)
    assert heading in texts_drawn(app)


def test_left_from_a_game_reaches_the_card_and_right_comes_back(make_app):
    app = make_app()
    leave_unfinished(app, "zehntausend")
    app.routes.menu()
    menu = app.top
    menu.list.index = [b.text() for b in menu.list.buttons].index("Zehntausend")
    press(app, pygame.K_LEFT)
    assert menu.list.selected.text() == "Weiterspielen"
    press(app, pygame.K_RIGHT)
    assert menu.list.selected.text() == "Zehntausend", "back to the game the player left from"


def test_without_anything_unfinished_there_is_no_card(make_app):
    app = make_app()
    app.routes.start()
    assert app.top.list.card_rect() is None
    assert "Noch offen" not in texts_drawn(app)


def drawn_room(app):
    for _ in range(3):
        app.draw()
        run_frames(app, 2)
    return app.top.room


def test_the_trays_take_less_room_and_give_the_card_its_place(make_app):
    from scenes.ui.menu_room import TRAY_RECTS

    assert sum(r.w * r.h for r in TRAY_RECTS) < theme.SCREEN_W * theme.SCREEN_H / 4
    app = make_app()
    app.routes.start()
    assert drawn_room(app).shown == (True, True)
    leave_unfinished(app, "zehntausend")
    app.routes.menu()
    room = drawn_room(app)
    card = app.top.list.card_rect()
    assert room.shown == (False, True) and not TRAY_RECTS[1].colliderect(card)
    run_frames(app, 4 * 120)
    assert not room.trays[0].animating, "the hidden tray is not thrown"


def test_after_a_game_down_then_enter_at_once_opens_the_chosen_entry(make_app):
    app = make_app()
    app.routes.start()
    app.routes.menu_after_game()
    menu = app.top
    assert menu.list.selected.text() == "Durchmarsch", "the cursor is always shown"
    run_frames(app, int(2.6 * 120))                 # the calm, then a breath
    press(app, pygame.K_DOWN)
    assert menu.list.selected.text() == "Mensch ärgere Dich nicht"
    press(app, pygame.K_RETURN)
    assert app.top is not menu, "a choice made with the arrows is taken at once"


@pytest.mark.parametrize("lang, said", [("de", "Gesehen"), ("en", "Seen")])
def test_after_a_game_an_enter_too_soon_is_answered_on_screen(make_app, lang, said):
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.menu_after_game()
    menu = app.top
    run_frames(app, int(1.9 * 120))
    press(app, pygame.K_RETURN)                        # still hammered from the game
    run_frames(app, int(0.3 * 120))
    press(app, pygame.K_RETURN)                        # too soon after it: seen, not taken
    assert app.top is menu and menu.list.selected.text() == "Durchmarsch"
    assert any(said in t for t in texts_drawn(app))
    run_frames(app, int(2 * 120))
    assert not any(said in t for t in texts_drawn(app))


@pytest.mark.parametrize("lang, keys", [("de", "Enter: weiter, wo ihr aufgehört habt"),
                                        ("en", "Enter: carry on where you stopped")])
def test_after_a_game_with_something_unfinished_the_cursor_stands_on_continue(make_app, lang, keys):
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    leave_unfinished(app, "zehntausend")
    app.routes.menu_after_game()
    menu = app.top
    assert menu.list.groups[menu.list.index] == "card", "the cursor is on continue"
    assert any(t.startswith(keys) for t in texts_drawn(app)), "the line under the list says what Enter does"
    press(app, pygame.K_RETURN, pygame.K_e, pygame.K_RETURN)
    assert app.top is menu, "keys still hammered from the game take nothing"
    run_frames(app, int(2.6 * 120))
    press(app, pygame.K_RIGHT)
    assert menu.list.selected.text() == "Durchmarsch", "right goes to the games"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_back_from_a_game_the_cursor_stands_on_the_game_just_played(make_app, lang):
    from scenes.screens.results import ResultsScene

    app = make_app()
    app.set_language(lang)
    app.routes.start()
    for module in ("zehntausend", "wurf-und-weg", "durchmarsch"):
        info = game_by_name(module)
        app.push(ResultsScene(app, info, SEATS, [[0], [1]], [{}, {}], seed=1))
        app.routes.menu_after_game()
        menu = app.top
        run_frames(app, 2)
        assert menu.list.selected.text() == menu.t(f"app.game.{info.module}"), module
        assert any(t == menu.t(f"app.game_blurb.{info.module}") for t in texts_drawn(app)), "its line under the list"


@pytest.mark.parametrize("game", ["zehntausend", "mensch"])
def test_right_from_the_card_goes_to_the_first_game_when_the_menu_began_there(make_app, game):
    """"→ zurück zu den Spielen" from Weiterspielen, chosen first: the top of the games (never
    whichever game stands level with the card, nor the last game played)."""
    app = make_app()
    app.routes.start()
    leave_unfinished(app, game)
    app.routes.menu_after_game()
    menu = app.top
    run_frames(app, int(2.6 * 120))
    assert menu.list.selected.text() == "Weiterspielen"
    press(app, pygame.K_RIGHT)
    assert menu.list.selected.text() == "Durchmarsch"
    press(app, pygame.K_DOWN, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)
    assert menu.list.selected.text() == "Zehntausend", "come from a game: back to that game"


def test_the_idle_hint_says_how_to_choose_while_nothing_is_lit(make_app):
    app = make_app()
    app.routes.start()
    app.top.list.index = -1
    assert "↑ ↓ wählen · Enter startet" in texts_drawn(app)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_six_players_with_a_long_name_stand_whole_under_continue(make_app, lang):
    """"Wurf & Weg: Maximilian-Alexa, Ben, Clara, David, Emma, Felix" under "Weiterspielen":
    every name whole (a third line, the card grows), nothing cut with "…"."""
    race = [Seat("Maximilian-Alexa", "keyboard1"), Seat("Ben", "keyboard2")] + \
        [Seat(n, "bot:easy") for n in ("Clara", "David", "Emma", "Felix")]
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.play(game_by_name("wurf-und-weg"), race)
    run_frames(app, 120)
    app.top.on_quit()
    app.save_writer.flush()
    app.routes.menu_after_game()
    menu = app.top
    drawn = texts_drawn(app)
    told = " ".join(t for t in drawn if t.startswith(("Wurf", "Maximilian", "David", "Ben", "Clara")))
    assert not any(t.endswith("…") for t in drawn), drawn
    for seat in race:
        assert seat.name in told, f"{seat.name} whole under the continue button"
    card = menu.list.card_rect()
    i = menu.list.groups.index("card")
    _size, lines = menu.list.card_text(i)
    y = menu.list.rects()[i].bottom + 6 + len(lines) * 24
    assert y <= card.bottom, "the lines stay on the card"


@pytest.mark.parametrize(("lang", "keys"), [("de", "Enter: weiter, wo ihr aufgehört habt"),
                                            ("en", "Enter: carry on where you stopped")])
def test_the_line_under_the_list_stays_while_the_card_is_chosen(make_app, lang, keys):
    """Choosing "Weiterspielen" on the card does not empty the line under the list: it says what
    Enter does there and how to get back to the games, at a size read from the sofa, and the
    card's own lines (what it continues) are as large."""
    from helpers import sizes_drawn

    from scenes.ui.text import READABLE

    app = make_app()
    app.set_language(lang)
    app.routes.start()
    leave_unfinished(app, "zehntausend")
    app.routes.menu_after_game()
    menu = app.top
    run_frames(app, int(2.6 * 120))
    press(app, pygame.K_DOWN)
    game_line = [t for t in texts_drawn(app) if "2–" in t]
    assert game_line, "a game chosen: its description under the list"
    press(app, pygame.K_LEFT)
    assert menu.list.groups[menu.list.index] == "card"
    sizes = dict(sizes_drawn(app))
    line = next((t for t in sizes if t.startswith(keys)), None)
    assert line is not None, "the line under the list stays while the card is chosen"
    assert sizes[line] > READABLE
    assert min(s for t, s in sizes.items() if t.startswith(("Zehntausend", "Anna"))) > READABLE


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_card_of_unfinished_things_mirrors_the_tray_on_the_other_side(make_app, lang):
    """With a game left unfinished the card takes the left tray's place: as tall as the right
    tray, level with it, as far from the list and from the window's edge, so the menu is not
    lopsided."""
    from scenes.ui.menu_room import TRAY_RECTS

    app = make_app()
    app.set_language(lang)
    leave_unfinished(app, "zehntausend")
    app.routes.menu()
    menu = app.top
    card, tray = menu.list.card_rect(), TRAY_RECTS[1]
    main = [r for r, g in zip(menu.list.rects(), menu.list.groups, strict=True) if g != "card"]
    assert card.top == tray.top and card.height == tray.height, (card, tray)
    gap_left = min(r.left for r in main) - card.right
    gap_right = tray.left - max(r.right for r in main)
    assert abs(gap_left - gap_right) <= 10 and abs(card.left - (theme.SCREEN_W - tray.right)) <= 15
    entries = [r for r, g in zip(menu.list.rects(), menu.list.groups, strict=True) if g == "card"]
    assert all(card.contains(r) for r in entries)
