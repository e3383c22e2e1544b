"""The Mensch table after ten seconds of nothing: a large reminder in a place of its own says
who must act and the one key, breathing; it covers no figure, die, key hint or seat card."""

from __future__ import annotations

import os

import pygame
import pytest
from helpers import press, sizes_drawn

from game.dice import ScriptedDice
from game.games import game_by_name
from game.mensch import match as mg
from game.seats import Seat
from scenes.tables import prompt

INFO = game_by_name("mensch")
SCREEN = pygame.Rect(0, 0, 1280, 720)
CHOICE = {0: [("track", 5), ("track", 12), "B", "B"], 1: [("track", 16), "B", "B", "B"],
          2: [("track", 9), "B", "B", "B"]}


def table(make_app, names, lang, count=2):
    from scenes.tables.mensch.table import TableScene

    app = make_app()
    app.set_language(lang)
    match = mg.Match.arranged(CHOICE, seats=count, dice=ScriptedDice([(4,)]))
    seats = [Seat(n, f"keyboard{i + 1}") for i, n in enumerate(names[:count])]
    scene = TableScene(app, INFO, seats, 1, match=match)
    app.push(scene)
    return app, scene


def seconds(app, s: float) -> None:
    for _ in range(round(s * 60)):
        app.step(1 / 60)


def frame(app, scene):
    scene.panel_cache.clear()
    return sizes_drawn(app)


def shoot(app, name):
    where = os.environ.get("REMINDER_SHOTS")
    if where:
        pygame.image.save(app.screen, os.path.join(where, name))


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("name,count", [("Anna", 2), ("Jürgen Größe-Übe", 4), ("WWWWWWWWWWWWWWWW", 3)])
def test_after_ten_seconds_of_nothing_a_large_reminder_names_who_and_the_one_key(make_app, lang, name, count):
    app, scene = table(make_app, [name, "Ben", "Carla", "Dora"], lang, count)
    seconds(app, 3)
    assert scene.prompt_stage() == prompt.ASK
    frame(app, scene)
    assert scene.reminder_rect is None, "before ten seconds only the small prompt"
    seconds(app, prompt.AGAIN_AFTER)
    assert scene.prompt_stage() == prompt.AGAIN
    shown = frame(app, scene)
    shoot(app, f"reminder_roll_{lang}_{count}.png")
    rect = scene.reminder_rect
    assert rect is not None and SCREEN.contains(rect.inflate(14, 14))
    turn = scene.t("app.prompt.turn", name=name)
    from scenes.ui.seat_panel import key_label
    key = key_label(app, scene.seats[0], "confirm")
    words = [(t, s) for t, s in shown if s >= 28 and t.strip() and (t in turn or t.rstrip("…") in turn)]
    assert words and "".join(t for t, _ in words).replace(" ", "") and any(s >= 28 for _, s in words), shown
    assert (key, 34) in shown or any(t == key and s >= 28 for t, s in shown), (key, shown)
    assert any(t == scene.t("mensch.table.roll") and s >= 28 for t, s in shown), shown
    # its own place: clear of the board, the die, the prompt card's keys and the seats' cards
    from scenes.tables.mensch import board as mb
    from scenes.tables.mensch import panels
    from scenes.tables.mensch.table import TRAY_RECT
    for other in (mb.BOARD_RECT, TRAY_RECT, panels.PROMPT_RECT, panels.STATUS_RECT.inflate(14, 14)):
        assert not rect.inflate(14, 14).colliderect(other), other
    assert rect.left >= panels.RIGHT_X - 7


def test_the_reminder_breathes_and_goes_with_the_persons_key(make_app):
    app, scene = table(make_app, ["Anna", "Ben"], "de")
    seconds(app, prompt.AGAIN_AFTER + 0.2)
    frame(app, scene)
    first = pygame.Surface.copy(app.screen)
    rect = scene.reminder_rect
    seconds(app, 0.8)
    frame(app, scene)
    ring = rect.inflate(16, 16)
    assert any(first.get_at((x, ring.top + 2)) != app.screen.get_at((x, ring.top + 2))
               for x in range(ring.left, ring.right, 3)), "the ring moves"
    press(app, pygame.K_e)
    frame(app, scene)
    assert scene.reminder_rect is None


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_reminder_names_the_move_key_while_a_figure_is_chosen(make_app, lang):
    app, scene = table(make_app, ["Anna", "Ben"], lang)
    press(app, pygame.K_e)
    for _ in range(20 * 60):
        if scene.choosing():
            break
        app.step(1 / 60)
    assert scene.choosing()
    seconds(app, prompt.AGAIN_AFTER + 0.5)
    shown = frame(app, scene)
    shoot(app, f"reminder_move_{lang}.png")
    assert scene.reminder_rect is not None
    assert any(t == scene.t("mensch.table.move") and s >= 28 for t, s in shown), shown


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 4])
def test_the_reminder_leaves_the_coachs_card_in_sight_where_the_left_column_has_room(make_app, lang, count):
    """With the coach's hints on, two players: the reminder stands in the left column under the
    seats' cards, never over the coach's card, a seat's card or the board. Four players fill
    the left column: it stands in the coach's card's place then (the card says the same)."""
    from scenes.tables.mensch import board as mb
    from scenes.tables.mensch import panels
    from scenes.tables.mensch.table import TableScene

    app = make_app()
    app.set_language(lang)
    match = mg.Match.arranged(CHOICE, seats=count, dice=ScriptedDice([(4,)]))
    seats = [Seat(n, f"keyboard{i + 1}", hints=True) for i, n in enumerate(["Anna", "Ben", "Carla", "Dora"][:count])]
    scene = TableScene(app, INFO, seats, 1, match=match)
    app.push(scene)
    press(app, pygame.K_e)
    for _ in range(20 * 60):
        if scene.choosing():
            break
        app.step(1 / 60)
    seconds(app, prompt.AGAIN_AFTER + 1)
    frame(app, scene)
    shoot(app, f"reminder_coach_{lang}_{count}.png")
    rect, coach = scene.reminder_rect, scene.coach_rect
    assert rect is not None and coach is not None
    ring = rect.inflate(2 * panels.REMINDER_RING, 2 * panels.REMINDER_RING)
    assert SCREEN.contains(ring) and not ring.colliderect(mb.BOARD_RECT)
    assert not any(ring.colliderect(card) for card in panels.seat_rects(count))
    if count == 2:
        assert not ring.colliderect(coach), "the coach's card stays in sight"
