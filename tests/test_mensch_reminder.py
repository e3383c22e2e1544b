"""The Mensch table says whose turn it is and which key to press once, large, on the turn card
at the top right; after ten seconds of nothing that same card breathes (no plate of its own),
and nothing is drawn over the coach's card."""

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
LARGE = 28


def table(make_app, names, lang, count=2, hints=False):
    from scenes.tables.mensch.table import TableScene

    app = make_app()
    app.set_language(lang)
    match = mg.Match.arranged(CHOICE, seats=count, dice=ScriptedDice([(4,)]))
    seats = [Seat(n, f"keyboard{i + 1}", hints=hints) for i, n in enumerate(names[:count])]
    scene = TableScene(app, INFO, seats, 1, match=match)
    app.push(scene)
    return app, scene


def seconds(app, s: float) -> None:
    for _ in range(round(s * 60)):
        app.step(1 / 60)


def frame(app, scene):
    """Every text (with its size) a frame drawn afresh shows (a first frame warms the caches of
    key caps, so a text measured while a card is laid out is not counted as drawn)."""
    scene.panel_cache.clear()
    app.draw()
    scene.panel_cache.clear()
    return sizes_drawn(app)


def shoot(app, name):
    where = os.environ.get("REMINDER_SHOTS")
    if where:
        pygame.image.save(app.screen, os.path.join(where, name))


def large(shown, text):
    return [s for t, s in shown if t == text and s >= LARGE]


def choosing(app, scene):
    press(app, pygame.K_e)
    for _ in range(20 * 60):
        if scene.choosing():
            break
        app.step(1 / 60)
    assert scene.choosing()


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("name,count", [("Anna", 2), ("Jürgen Größe-Übe", 4), ("WWWWWWWWWWWWWWWW", 3)])
def test_the_key_to_throw_is_drawn_large_in_one_place_the_turn_card(make_app, lang, name, count):
    from scenes.tables.mensch import panels
    from scenes.ui.seat_panel import key_label

    app, scene = table(make_app, [name, "Ben", "Carla", "Dora"], lang, count)
    for wait in (3, prompt.AGAIN_AFTER):
        seconds(app, wait)
        shown = frame(app, scene)
        shoot(app, f"turn_card_{lang}_{count}_{wait}.png")
        key = key_label(app, scene.seats[0], "confirm")
        assert len(large(shown, key)) == 1, ("the key, large, once", shown)
        assert len(large(shown, scene.t("mensch.table.roll"))) == 1, shown
        assert scene.turn_key_rect is not None and panels.STATUS_RECT.contains(scene.turn_key_rect)
        assert scene.prompt_keys_rect is None, "the prompt card does not say the key again"
        assert scene.reminder_rect is None, "no plate of its own"
        assert scene.turn_shown == name
        named = [(t, s) for t, s in shown if t.strip() and t in name and s >= (LARGE if len(name) < 8 else 20)]
        assert named, shown


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_turn_card_names_the_move_key_while_a_figure_is_chosen(make_app, lang):
    app, scene = table(make_app, ["Anna", "Ben"], lang)
    choosing(app, scene)
    seconds(app, 2)
    shown = frame(app, scene)
    shoot(app, f"turn_card_move_{lang}.png")
    assert len(large(shown, scene.t("mensch.table.move"))) == 1, shown
    assert not large(shown, scene.t("mensch.table.roll"))


def test_after_ten_seconds_the_turn_card_breathes_and_goes_quiet_with_the_persons_key(make_app):
    from scenes.tables.mensch import panels

    app, scene = table(make_app, ["Anna", "Ben"], "de")
    seconds(app, prompt.AGAIN_AFTER + 0.2)
    frame(app, scene)
    first = pygame.Surface.copy(app.screen)
    seconds(app, 0.4)
    frame(app, scene)
    ring = panels.STATUS_RECT.inflate(2 * panels.BANNER_RING, 2 * panels.BANNER_RING)
    edge = [(x, y) for x in range(ring.left, ring.right) for y in range(ring.top, panels.STATUS_RECT.top)]
    assert any(first.get_at(p) != app.screen.get_at(p) for p in edge), "the ring round the turn card moves"
    assert scene.reminder_rect is None
    press(app, pygame.K_e)
    frame(app, scene)
    assert scene.prompt_stage() is None


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 3, 4])
def test_after_ten_seconds_nothing_is_drawn_over_the_coachs_card(make_app, lang, count):
    app, scene = table(make_app, ["Anna", "Ben", "Carla", "Dora"], lang, count, hints=True)
    choosing(app, scene)
    seconds(app, prompt.AGAIN_AFTER - 2)
    frame(app, scene)
    coach = scene.coach_rect
    assert coach is not None and scene.prompt_stage() == prompt.ASK
    before = app.screen.subsurface(coach.clip(SCREEN)).copy()
    seconds(app, 3)
    assert scene.prompt_stage() == prompt.AGAIN
    frame(app, scene)
    shoot(app, f"coach_after_ten_{lang}_{count}.png")
    assert scene.coach_rect == coach and scene.reminder_rect is None
    after = app.screen.subsurface(coach.clip(SCREEN))
    assert pygame.image.tobytes(before, "RGB") == pygame.image.tobytes(after, "RGB"), "the coach's card untouched"
