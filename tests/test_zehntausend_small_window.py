"""At a 960x540 window the Zehntausend table is drawn at 3/4: every text it shows over a game
(the banner, plates, sheet, card, news strip, panel, buttons and their key caps) is drawn at
20 px or more, so nothing reads under 15 px on the small window."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, run_frames, settle, sizes_drawn
from test_zehntausend_table import table

from game.seats import Seat

SMALLEST = 20          # px at 1280x720: 15 px at 960x540


def small_texts(app) -> list[tuple[str, int]]:
    return [(t, s) for t, s in sizes_drawn(app) if s < SMALLEST and t.strip()]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("players", [3, 6])
def test_every_text_of_a_persons_turn_reads_at_960x540(make_app, lang, players):
    seats = [Seat("Sarah", "keyboard1", hints=True), Seat("Tim", "keyboard2")] + \
        [Seat(f"Bot {i}", "bot:normal") for i in range(players - 2)]
    app, scene = table(make_app, [(1, 5, 3, 3, 2), (6, 6, 4, 1)], seats=seats, lang=lang)
    small = []
    for _ in range(60):                       # the first turn's prompt, and its reminder
        run_frames(app, 10)
        small += small_texts(app)
    press(app, pygame.K_e)
    for _ in range(12):                       # the dice in the air
        run_frames(app, 4)
        small += small_texts(app)
    settle(app, scene)
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
@pytest.mark.parametrize("players", [4, 6])
def test_every_text_of_the_bots_turns_reads_at_960x540(make_app, lang, players):
    from game.dice import SeededDice
    from game.games import game_by_name
    from game.zehntausend import match as z
    from scenes.tables.zehntausend.table import TableScene

    app = make_app()
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
