"""The evening's table between games starts a game only on a deliberate confirm: after a breath,
or right after choosing calmly with the arrows ("down, Enter"); keys held or hammered from the
game before do nothing; after a game nothing is lit and the first arrow shows the next game
not yet played; and a confirm that comes too soon is answered on screen, not swallowed."""

from __future__ import annotations

import pygame
import pytest
from helpers import key, press, run_frames, texts_drawn
from test_end_of_game_guard import evening_table

from game.games import GAMES

STEP = 1 / 120


def test_down_then_enter_after_a_calm_moment_starts_the_chosen_game(make_app):
    """Choosing with the arrows and confirming right after is how people play a menu: a
    stranger's "↑, Enter" went unanswered when a game asked for a breath before its confirm."""
    app = make_app()
    app.routes.start()
    table = evening_table(app)
    run_frames(app, int(1.6 / STEP))                   # the table has come up; a breath
    press(app, pygame.K_DOWN)                          # Durchmarsch chosen ...
    assert table.list.index == 0
    press(app, pygame.K_RETURN)                        # ... and Enter a moment later
    assert app.top is not table, "the chosen game starts"


def test_a_calm_run_of_downs_then_enter_starts_the_game_it_reached(make_app):
    app = make_app()
    app.routes.start()
    table = evening_table(app)
    run_frames(app, int(1.6 / STEP))
    press(app, *[pygame.K_DOWN] * 4, frames=36)        # ↓↓↓↓ from nothing chosen: Wurf & Weg
    assert table.list.index == 3
    press(app, pygame.K_RETURN)
    assert app.top is not table


def test_a_hammered_mix_of_downs_and_enters_starts_nothing(make_app):
    app = make_app()
    app.routes.start()
    table = evening_table(app)
    for _ in range(40):                                # ↓ Enter ↓ Enter ... every 0.1 s from the game before
        press(app, pygame.K_DOWN, pygame.K_RETURN, frames=6)
    assert app.top is table and app.evening.current is None
    assert any("Gesehen" in t for t in texts_drawn(app)), "the refused confirm was seen"


def test_after_a_game_nothing_is_lit_and_the_first_arrow_shows_the_next_unplayed_game(make_app):
    from game.games import GAMES

    app = make_app()
    app.routes.start()
    evening_table(app)                                 # Durchmarsch has been played
    app.routes.evening(after_game=True)
    table = app.top
    assert table.list.index == -1, "the next game is the players' choice: nothing lit"
    run_frames(app, int(1.6 / STEP))
    press(app, pygame.K_DOWN)
    assert table.list.selected.text() == "Mensch ärgere Dich nicht", "the first arrow: the next game not yet played"
    app.evening.begin(GAMES[1].module, 5, [0, 1])
    app.evening.finish(GAMES[1].module, 5, [[1], [0]], [{}, {}])
    app.routes.evening(after_game=True)
    run_frames(app, int(1.6 / STEP))
    press(app, pygame.K_UP)
    assert app.top.list.index == 2, "then the one after it"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_after_a_game_a_calm_confirm_with_nothing_lit_starts_nothing_and_says_to_choose(make_app, lang):
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    evening_table(app)
    app.routes.evening(after_game=True)
    table = app.top
    run_frames(app, int(2.0 / STEP))
    press(app, pygame.K_RETURN)                        # calm, deliberate, but nothing was chosen
    assert app.top is table and app.evening.current is None
    assert table.t("app.results.choose_first") in texts_drawn(app), "the line under the buttons says to choose"
    run_frames(app, int(1.2 / STEP))                   # the players read it ...
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)                        # ... then ↓, Enter: the lit game starts
    assert app.top is not table and app.top.info.module == GAMES[1].module, "(Mensch: who plays which colour)"


def test_after_a_game_hammered_downs_and_enter_start_nothing(make_app):
    app = make_app()
    app.routes.start()
    evening_table(app)
    app.routes.evening(after_game=True)
    table = app.top
    for _ in range(30):                                # ↓↓↓↓ Enter, again and again, every 0.1 s
        press(app, pygame.K_DOWN, pygame.K_DOWN, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN, frames=2)
    assert app.top is table and app.evening.current is None and table.asking is None


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


@pytest.mark.parametrize("lang", ["de", "en"])
def test_at_the_evenings_start_the_first_game_is_lit_and_a_calm_enter_starts_it(make_app, lang):
    """The table the players meet first shows where the keys are: the first game lit (its
    words bold, its hint under the buttons); a confirm mashed on from the seat setup starts
    nothing, a calm Enter starts that game."""
    from game.seats import Seat

    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.evening_start([Seat("Anna", "keyboard1"), Seat("Ben", "bot:hard")])
    table = app.top
    first = table.t(f"app.game.{GAMES[0].module}")
    assert table.list.index == 0 and table.list.selected.text() == first
    assert table.hints[0]() in texts_drawn(app), "the lit game's hint under the buttons"
    press(app, pygame.K_RETURN, pygame.K_e)            # the setup's confirm still hammered: nothing
    assert app.top is table and app.evening.current is None
    run_frames(app, int(2.0 / STEP))
    press(app, pygame.K_RETURN)
    assert app.evening.current is not None and app.evening.current.game == GAMES[0].module
