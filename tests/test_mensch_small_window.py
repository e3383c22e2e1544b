"""Mensch in a 960x540 window, which shows the 1280x720 picture at 3/4: every word on the
table (seat cards, turn card, prompt card, "Zuletzt" and its legend, the names beside the
corners, the announcements, the coach's card) is drawn at 24 px or more in the picture, so none
stands under 18 px on the screen; at 1280x720 the table keeps its usual sizes."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, sizes_drawn
from test_mensch_sofa import (
    CHOICE,
    frame_sizes,
    people,
    refusal_on_the_board,
    run_until,
    whole_and_alone,
)

from game.dice import ScriptedDice
from game.games import game_by_name
from game.mensch import match as mg
from game.seats import Seat
from scenes.tables.mensch import board as mb
from scenes.tables.mensch import sizes
from scenes.ui import text

SMALL = "[display]\nwidth = 960\nheight = 540\n[general]\nbot_speed = 2.0\n"
ON_SCREEN = 18        # px a word stands on the 960x540 screen, at least
NAMES = ["Maximilian-Alexa", "Ben", "WWWWWWWWWWWWWWWW", "David"]
KINDS = ["keyboard1", "bot:normal", "keyboard2", "bot:hard"]
CONFIRMS = (pygame.K_e, pygame.K_o)     # keyboard1's and keyboard2's confirm


def mensch_table(make_app, seats: int, lang: str, config_text: str | None = None):
    app = make_app(config_text)
    app.set_language(lang)
    people = [Seat(NAMES[i], KINDS[i], hints=i == 0) for i in range(seats)]
    scene = app.routes.table(game_by_name("mensch"), people, 7)
    app.push(scene)
    return app, scene


def words_seen(app, scene, seconds: float) -> set[tuple[str, int]]:
    """Every word the table shows over `seconds` of play (a frame looked at every 0.1 s, every
    card drawn afresh), the people pressing their confirm now and then."""
    seen: set[tuple[str, int]] = set()
    for step in range(round(seconds * 10)):
        scene.panel_cache.clear()
        seen.update((t, px) for t, px in sizes_drawn(app) if t.strip())
        if step % 30 == 29:
            press(app, *CONFIRMS)
        for _ in range(12):
            app.step(1 / 120)
    return seen


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("seats", [2, 4])
def test_every_word_on_the_table_stands_18_px_tall_in_a_960x540_window(make_app, lang, seats):
    app, scene = mensch_table(make_app, seats, lang, SMALL)
    seen = words_seen(app, scene, 20.0)
    assert any(t == NAMES[0] for t, _px in seen), "the seats' cards were looked at"
    assert scene.history, "the play went past its first throws"
    small = sorted({(t, px) for t, px in seen if px * 960 / 1280 < ON_SCREEN})
    assert small == [], small


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_coach_a_refusal_and_a_knock_out_stand_18_px_tall_in_places_of_their_own(make_app, lang):
    """Four sixteen-letter names in a 960x540 window: the coach's card, a refusal and the
    knock-out after them are drawn at 24 px or more, each wholly on screen and over no die,
    seat's card or key."""
    from scenes.tables.mensch.table import TableScene

    app = make_app(SMALL)
    app.set_language(lang)
    match = mg.Match.arranged(CHOICE, dice=ScriptedDice([(4,), (3,), (6,), (2,)]))
    scene = TableScene(app, game_by_name("mensch"), people(), 1, match=match)
    app.push(scene)
    press(app, pygame.K_e)
    assert run_until(app, lambda: scene.choosing() and scene.coach_words() is not None)
    refusal_on_the_board(app, scene)
    seen = frame_sizes(app)
    assert scene.coach_words() in {t for t, _px in seen}
    whole_and_alone(scene.refusal_rect, scene, scene.coach_rect, scene.prompt_keys_rect, mb.BOARD_RECT)
    whole_and_alone(scene.coach_rect, scene, scene.refusal_rect, scene.prompt_keys_rect)
    press(app, pygame.K_e)                           # the move: hops counted, a knock-out
    for _ in range(200):
        app.step(1 / 60)
        seen += frame_sizes(app)
    assert scene.history, "the move was made"
    small = sorted({(t, px) for t, px in seen if t.strip() and px * 960 / 1280 < ON_SCREEN})
    assert small == [], small


def test_a_1280x720_window_keeps_the_tables_usual_sizes(make_app):
    app, scene = mensch_table(make_app, 4, "de")
    assert sizes.SMALLEST == text.READABLE and not sizes.SMALL_WINDOW
    seen = words_seen(app, scene, 3.0)
    assert min(px for _t, px in seen) == text.READABLE, "the table's smallest words keep 20 px"
