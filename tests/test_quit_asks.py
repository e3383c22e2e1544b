"""Beenden in the menu asks first: "Würfelabend beenden?" with "Weiterspielen" selected
(Esc too) and "Beenden", which closes the window only on a deliberate press; mashing, an
arrow slip or Esc pressed twice never quit. The window's close button still quits at once."""

from __future__ import annotations

import pygame
import pytest
from helpers import BREATH, key, press, run_frames, texts_drawn


def menu_of(make_app, lang="de"):
    app = make_app(f'[general]\nlanguage = "{lang}"\n')
    app.routes.start()
    app.running = True          # (as the main loop sets it)
    run_frames(app, 2)
    return app, app.top


def on_beenden(app, menu) -> None:
    press(app, pygame.K_ESCAPE)          # Esc puts the cursor on Beenden
    assert menu.list.selected.text() in ("Beenden", "Quit")


@pytest.mark.parametrize("lang, asked, stay, leave", [("de", "Würfelabend beenden?", "Weiterspielen", "Beenden"),
                                                      ("en", "Quit Würfelabend?", "Keep playing", "Quit")])
def test_enter_on_beenden_asks_and_a_second_deliberate_enter_quits(make_app, lang, asked, stay, leave):
    app, menu = menu_of(make_app, lang)
    on_beenden(app, menu)
    run_frames(app, int(BREATH * 120))
    press(app, pygame.K_RETURN)
    assert app.running, "the first Enter only asks"
    assert [b.text() for b in menu.list.buttons] == [stay, leave]
    assert menu.list.selected.text() == stay, "the cursor is on the safe answer"
    run_frames(app, 2)
    assert asked in texts_drawn(app)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)          # "↓, Enter" after the question opened with a breath before
    assert app.running, "↓ came right after the question opened: no deliberate press yet"
    run_frames(app, int(BREATH * 120))
    press(app, pygame.K_RETURN)
    assert not app.running


def test_esc_and_weiterspielen_stay_in_the_menu(make_app):
    app, menu = menu_of(make_app)
    on_beenden(app, menu)
    press(app, pygame.K_RETURN)
    assert menu.question is not None
    press(app, pygame.K_ESCAPE)
    assert app.running and menu.question is None and menu.list is menu.main_list
    press(app, pygame.K_RETURN)
    run_frames(app, int(BREATH * 120))
    press(app, pygame.K_RETURN)          # Weiterspielen, selected
    assert app.running and menu.list is menu.main_list


def test_esc_pressed_twice_asks_and_never_quits(make_app):
    app, menu = menu_of(make_app)
    for _ in range(12):
        press(app, pygame.K_ESCAPE, frames=30)
        assert app.running
    press(app, pygame.K_ESCAPE, pygame.K_ESCAPE)
    assert app.running


def test_an_arrow_slip_onto_beenden_and_enter_only_asks(make_app):
    app, menu = menu_of(make_app)
    on_beenden(app, menu)
    press(app, pygame.K_LEFT)
    assert menu.list.selected.text() == "Spielregeln"
    press(app, pygame.K_RIGHT, pygame.K_RETURN)      # meant: the rules; slipped onto Beenden
    assert app.running and menu.list.selected.text() == "Weiterspielen"


def test_mashing_every_key_on_the_question_never_quits(make_app):
    app, menu = menu_of(make_app)
    on_beenden(app, menu)
    press(app, pygame.K_RETURN)
    codes = (pygame.K_RETURN, pygame.K_e, pygame.K_o, pygame.K_PAGEDOWN, pygame.K_KP9, pygame.K_DOWN, pygame.K_s,
             pygame.K_UP)
    for beat in range(40):              # ten seconds, a key every quarter second
        app.dispatch(key(codes[beat % len(codes)]))
        app.dispatch(key(codes[beat % len(codes)], up=True))
        run_frames(app, 30)
        assert app.running, beat


def test_the_window_close_button_still_quits_at_once(make_app):
    app, menu = menu_of(make_app)
    app.dispatch(pygame.event.Event(pygame.QUIT))
    assert not app.running
