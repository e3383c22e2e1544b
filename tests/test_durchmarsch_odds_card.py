"""The odds card under the tray reads from the sofa and is never a dark box with nothing in it:
the lines beside the big chance are large and light, and under the odds a short log tells what
the last turns did ("Clara: Fehlwurf in Reihe 1"), the bot's plate or the buttons under it."""

from __future__ import annotations

import pygame
import pytest
from durchmarsch_kit import hit, miss
from helpers import press, texts_placed

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat


def table(make_app, throws, seats, lang="de"):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    match = dm.Match(len(seats), dm.Rules(), ScriptedDice(throws), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    return app, scene


def largest_gap(rects: list[pygame.Rect], box: pygame.Rect) -> int:
    """The tallest band across `box` that no text stands in."""
    spans = sorted((max(r.top, box.top), min(r.bottom, box.bottom)) for r in rects if r.colliderect(box))
    gap, y = 0, box.top
    for top, bottom in spans:
        gap = max(gap, top - y)
        y = max(y, bottom)
    return max(gap, box.bottom - y)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_lines_beside_the_big_chance_are_large_and_light(make_app, lang):
    from scenes.ui import theme

    app, scene = table(make_app, [hit(10, 8)], [Seat("Sarah", "keyboard1"), Seat("Tim", "keyboard2")], lang)
    for target, dice in ((10, 8), (7, 5), (6, 8), (1, 5)):
        small = scene.chances_place(target, dice)[2:]
        assert len(small) == 2
        for text, size, colour, _, _, _ in small:
            assert size >= 22, (text, size)
            assert colour == theme.TEXT, text


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_card_is_full_at_every_moment_of_a_bots_turn(make_app, lang):
    """Sarah misses; while the bot throws, crosses and decides, no band of the card taller than
    a few lines' gap is left empty, and the log names Sarah's misthrow."""
    throws = [miss(10, 8), hit(10, 8), hit(9, 7), hit(8, 6), miss(7, 5), miss(10, 8)]
    app, scene = table(make_app, throws, [Seat("Sarah", "keyboard1"), Seat("Robo", "bot:normal")], lang)
    press(app, pygame.K_e)
    said = app.texts("durchmarsch.table.log_line", name="Sarah",
                     what=app.texts("durchmarsch.table.log_miss", row=1))
    frames = 0
    for _ in range(60 * 20):
        app.step(1 / 60)
        if scene.current != 1 or scene.stamp_place() is not None:
            if frames and scene.current != 1:
                break
            continue
        placed = texts_placed(app)
        card = scene.layout.decision
        inside = [r for _, r in placed if card.contains(r)]
        assert largest_gap(inside, card) <= 64, (largest_gap(inside, card), [t for t, _ in placed][5:], scene.busy())
        assert said in [t for t, _ in placed], "the log tells Sarah's misthrow"
        frames += 1
    assert frames > 60, "the bot's turn was watched"


def test_the_log_tells_the_last_three_turns_latest_first(make_app):
    """Three turns ended: a stop after 10 to 8, a misthrow after the 10, a bare misthrow."""
    from helpers import settle

    app, scene = table(make_app, [hit(10, 8), hit(9, 7), hit(8, 6), hit(10, 8), miss(9, 7), miss(10, 8)],
                       [Seat("Sarah", "keyboard1"), Seat("Tim", "keyboard2")])
    press(app, pygame.K_e)                 # Sarah: 10
    settle(app, scene)
    press(app, pygame.K_e)                 # goes on: 9
    settle(app, scene)
    press(app, pygame.K_e)                 # goes on: 8
    settle(app, scene)
    press(app, pygame.K_q)                 # stops
    settle(app, scene)
    press(app, pygame.K_o)                 # Tim: 10
    settle(app, scene)
    press(app, pygame.K_o)                 # goes on, misses the 9
    settle(app, scene)
    lines = [text for _, text in scene.log_lines()]
    assert lines == ["Tim: die 10 angekreuzt, dann Fehlwurf", "Sarah: 10 bis 8 angekreuzt, aufgehört"]
