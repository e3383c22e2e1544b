"""Durchmarsch: at a person's decision the odds say "Weiter mit 7 Würfeln" (going on puts one
die aside), and the dashed place under the tray shows the die that goes, drawn faintly in it, so
everyone sees which die will be gone; going on then moves that very die there. At five dice no
die goes aside and the place stays away. German and English, 1280x720."""

from __future__ import annotations

import os

import pygame
import pytest
from durchmarsch_kit import hit, march
from helpers import press, settle, texts_drawn

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat

SHOTS = os.environ.get("WUERFEL_SHOTS")      # a folder to look at the pictures, when set


def table(make_app, throws, lang):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2")]
    match = dm.Match(2, dm.Rules(), ScriptedDice(throws), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    settle(app, scene)
    return app, scene


def die_pixels(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """Light pixels (a die's ivory body) inside `rect`, its dashed outline left out."""
    inner = rect.inflate(-8, -8)
    count = 0
    for x in range(inner.left, inner.right, 2):
        for y in range(inner.top, inner.bottom, 2):
            r, g, b, *_ = surface.get_at((x, y))
            count += r > 120 and g > 120 and b > 100
    return count


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_die_going_on_would_set_aside_shows_in_its_place_and_is_the_one_that_goes(make_app, lang):
    app, scene = table(make_app, [hit(10, 8), hit(9, 7), hit(8, 6)], lang)
    press(app, pygame.K_e)                            # Anna throws 8 dice and makes the 10
    settle(app, scene)
    assert scene.shown.phase == dm.DECIDE
    words = {"de": "Weiter mit 7 Würfeln", "en": "Going on with 7 dice"}[lang]
    app.draw()
    drawn = texts_drawn(app)
    assert any(words in t for t in drawn), (words, drawn)
    ghost = scene.ghost_rect()
    going = scene.ghost_die()
    assert ghost is not None and going is not None
    die, face = going
    assert die in scene.last_ids and die not in scene.aside_ids
    assert die_pixels(app.screen, ghost) > 20, "the place under the tray is not empty: the die shows"
    if SHOTS:
        pygame.image.save(app.screen, os.path.join(SHOTS, f"dm_{lang}_going_aside.png"))
    press(app, pygame.K_e)                            # go on: that die goes aside
    settle(app, scene)
    assert scene.aside_ids[0] == die and scene.tray.die(die).face == face
    # now the odds speak of 6 dice: the next die shows faintly beside the first
    app.draw()
    assert scene.ghost_die() is not None and scene.ghost_die()[0] != die


def test_at_five_dice_no_die_goes_aside_and_no_place_shows(make_app):
    app, scene = table(make_app, march(10, 5), "de")
    for _ in range(4):                                # throw, then go on three times: 5 dice
        press(app, pygame.K_e)
        settle(app, scene)
    press(app, pygame.K_e)                            # five dice make the 6
    settle(app, scene)
    assert scene.shown.phase == dm.DECIDE and len(scene.aside_ids) == 3
    app.draw()
    assert scene.ghost_rect() is None and scene.ghost_die() is None


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_faint_die_under_the_tray_is_explained_in_words_beside_it(make_app, lang):
    """A faint die in the first place under the tray puzzled a player: at every choice where it
    shows, words right beside it say what it is ("Weitermachen: dieser Würfel geht beiseite"),
    readable at 960x540, inside the row under the tray, over no die and no empty place; before a
    throw (no faint die) they are not there."""
    from helpers import texts_placed

    from scenes.tables.durchmarsch.table import ASIDE_ROW
    from scenes.ui.text import READABLE

    app, scene = table(make_app, march(10, 4), lang)
    said = app.texts("durchmarsch.table.aside_ghost")
    assert not scene.ghost_caption()
    for step in range(3):                             # 8, 7 and 6 dice: the faint die in places 1, 2, 3
        press(app, pygame.K_e)
        settle(app, scene)
        assert scene.shown.phase == dm.DECIDE and len(scene.aside_ids) == step
        ghost = scene.ghost_rect()
        caption = scene.ghost_caption()
        placed = texts_placed(app)
        assert ghost is not None and caption, step
        assert " ".join(text for text, _, _ in caption) == said
        for text, size, rect in caption:
            assert (text, rect) in placed, (text, rect, placed)
            assert ASIDE_ROW.contains(rect) and rect.left > ghost.right, (text, rect, ghost)
            assert size >= READABLE and size * 0.75 >= 15
            assert not any(rect.colliderect(slot) for slot in scene.empty_places()), rect
            for die in scene.aside_ids:
                x, y = scene.tray.positions()[die]
                assert not rect.collidepoint(x, y), (text, rect, die)
        if SHOTS:
            pygame.image.save(app.screen, os.path.join(SHOTS, f"dm_{lang}_ghost_caption_{step}.png"))
    press(app, pygame.K_q)                            # stop: the turn passes, no faint die, no words
    settle(app, scene)
    app.draw()
    assert scene.ghost_rect() is None and not scene.ghost_caption()
