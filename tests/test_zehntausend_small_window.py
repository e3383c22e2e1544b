"""Zehntausend in a 960x540 window, which shows the 1280x720 picture at 3/4: every word on the
table (the banner and its reminder, plates, sheet, the scoring card or its short line, the news
strip, the panel, the coach's card, buttons and key caps) is drawn at 24 px or more in the
picture, so none stands under 18 px on the screen; at 1280x720 the table keeps its usual sizes."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, run_frames, settle, sizes_drawn
from test_zehntausend_table import table

from game.seats import Seat
from scenes.tables import prompt
from scenes.tables.zehntausend import lettering
from scenes.ui import text

SMALL = "[display]\nwidth = 960\nheight = 540\n"
ON_SCREEN = 18          # px a word stands on the 960x540 screen, at least


def small_texts(app) -> list[tuple[str, int]]:
    return [(t, s) for t, s in sizes_drawn(app) if s * 960 / 1280 < ON_SCREEN and t.strip()]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_word_of_a_persons_turn_stands_18_px_tall_in_a_960x540_window(make_app, lang, players):
    seats = [Seat("Sarah", "keyboard1", hints=True), Seat("Tim", "keyboard2")] + \
        [Seat(f"Bot {i}", "bot:normal") for i in range(players - 2)]
    app, scene = table(lambda: make_app(SMALL), [(1, 5, 3, 3, 2), (6, 6, 4, 1)], seats=seats, lang=lang)
    small = []
    for _ in range(130):                      # the first turn's prompt, and its reminder after 10 s
        run_frames(app, 12)
        words = sizes_drawn(app)
        small += [(t, px) for t, px in words if px * 960 / 1280 < ON_SCREEN and t.strip()]
    assert scene.prompt_stage() == prompt.AGAIN, "the large reminder was looked at"
    press(app, pygame.K_e)
    for _ in range(12):                       # the dice in the air
        run_frames(app, 4)
        small += small_texts(app)
    settle(app, scene)
    run_frames(app, 240)                      # the coach's card
    small += small_texts(app)
    press(app, pygame.K_e)                    # the 1 marked
    run_frames(app, 2)
    small += small_texts(app)
    press(app, pygame.K_q)                    # and written down
    settle(app, scene)
    small += small_texts(app)
    assert scene.lines, "Sarah's line is on the sheet"
    assert not small, sorted(set(small))


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("players", [3, 5])
def test_every_word_of_the_bots_turns_stands_18_px_tall_in_a_960x540_window(make_app, lang, players):
    from game.dice import SeededDice
    from game.games import game_by_name
    from game.zehntausend import match as z
    from scenes.tables.zehntausend.table import TableScene

    app = make_app(SMALL)
    app.set_language(lang)
    seats = [Seat(f"Bot {i}", "bot:normal") for i in range(players)]
    scene = TableScene(app, game_by_name("zehntausend"), seats, 1,
                       match=z.Match(players, z.Rules(), SeededDice(7)))
    app.push(scene)
    small = []
    for _ in range(1500):                     # (game time, stepped: until every bot has written)
        if len(scene.lines) >= players:
            break
        run_frames(app, 12)
        small += small_texts(app)
    assert len(scene.lines) >= players, "every bot's turn was seen, their lines on the sheet"
    assert not small, sorted(set(small))


def test_a_1280x720_window_keeps_the_tables_usual_sizes(make_app):
    app, scene = table(lambda: make_app(SMALL), [(1, 5, 3, 3, 2)])
    assert lettering.FLOOR * 960 / 1280 >= ON_SCREEN, "a 960x540 window draws them larger"
    app, scene = table(lambda: make_app("[display]\nwidth = 1280\nheight = 720\n"), [(1, 5, 3, 3, 2)])
    assert lettering.FLOOR == text.READABLE and not lettering.SMALL_WINDOW
    sizes = {px for t, px in sizes_drawn(app)}
    assert min(sizes) == text.READABLE, "the 1280x720 picture still has its small print"
