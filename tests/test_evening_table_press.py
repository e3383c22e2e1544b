"""The evening's table between games takes a choice the moment it is made: "down, Enter" right
after each other starts the chosen game, while keys held or hammered from the game before
still do nothing, and a confirm that comes too soon is answered on screen, not swallowed."""

from __future__ import annotations

import pygame
import pytest
from helpers import key, press, run_frames, texts_drawn
from test_end_of_game_guard import evening_table

STEP = 1 / 120


def test_down_then_enter_at_once_starts_the_chosen_game(make_app):
    app = make_app()
    app.routes.start()
    table = evening_table(app)
    run_frames(app, int(1.6 / STEP))                   # the table has come up; a breath
    press(app, pygame.K_DOWN)                          # Durchmarsch chosen ...
    assert table.list.index == 0
    press(app, pygame.K_RETURN)                        # ... and confirmed a frame later
    assert app.top is not table, "a confirm right after choosing counts"


def test_several_steps_then_enter_at_once_counts_too(make_app):
    app = make_app()
    app.routes.start()
    table = evening_table(app)
    run_frames(app, int(1.6 / STEP))
    press(app, pygame.K_DOWN, pygame.K_DOWN, pygame.K_UP, frames=6)
    press(app, pygame.K_RETURN)
    assert app.top is not table


@pytest.mark.parametrize("keys", [(pygame.K_RETURN, pygame.K_e),
                                  (pygame.K_s, pygame.K_RETURN, pygame.K_e),      # heckling "down" too
                                  (pygame.K_DOWN, pygame.K_RETURN, pygame.K_w, pygame.K_o)])
def test_keys_hammered_from_the_game_start_nothing(make_app, keys):
    app = make_app()
    app.routes.start()
    table = evening_table(app)
    for _ in range(50):                                # 5 s of mashing, every 0.1 s
        press(app, *keys, frames=12 // len(keys))
    assert app.top is table and app.evening is not None and table.asking is None


def test_a_held_direction_then_enter_does_not_count(make_app):
    app = make_app()
    app.routes.start()
    table = evening_table(app)
    app.dispatch(key(pygame.K_s))                      # held from the game through the calm
    run_frames(app, int(2.0 / STEP))
    app.dispatch(key(pygame.K_s, up=True))
    press(app, pygame.K_RETURN)
    assert app.top is table


@pytest.mark.parametrize("lang, said", [("de", "Gesehen"), ("en", "Seen")])
def test_a_confirm_too_soon_is_answered_on_screen(make_app, lang, said):
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    table = evening_table(app)
    run_frames(app, int(1.6 / STEP))
    press(app, pygame.K_RETURN, pygame.K_RETURN)       # Enter twice quickly: the second is too soon
    assert app.top is table
    assert any(said in t for t in texts_drawn(app)), "the press was seen"
    assert not table.is_still(), "the note is drawn while it shows"
    run_frames(app, int(2.0 / STEP))
    assert not any(said in t for t in texts_drawn(app)), "and goes after a moment"
