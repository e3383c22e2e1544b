"""Durchmarsch: the right column has no bare stretch of felt at any moment of a turn. Under the
tray the row of the dice set aside shows "beiseite" and the three places a march can fill
(eight dice go down to five) from the first moment of a turn: before the first throw, while
the dice fly, at the choice and in a bot's turn; the odds card follows right under it."""

from __future__ import annotations

import pygame
import pytest
from durchmarsch_kit import hit, miss
from helpers import press, settle, texts_placed

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat


def table(make_app, lang):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "bot:normal")]
    throws = [hit(10, 8), hit(9, 7), miss(8, 6)] + [miss(10, 8)] * 6
    match = dm.Match(2, dm.Rules(), ScriptedDice(throws), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    for _ in range(30):
        app.step(1 / 60)
    return app, scene


def row_filled(app, scene, lang) -> None:
    """The aside row holds its word and, with the dice already aside, all three places."""
    from scenes.tables.durchmarsch.table import ASIDE_ROW, TRAY_RECT

    word = {"de": "beiseite", "en": "set aside"}[lang]
    placed = texts_placed(app)
    assert [r for t, r in placed if t == word and ASIDE_ROW.contains(r)], [t for t, _ in placed]
    places = scene.aside_slots()
    assert len(places) + len(scene.aside_ids) == dm.START_DICE - dm.MIN_DICE
    for rect in places:
        assert ASIDE_ROW.contains(rect)
        assert TRAY_RECT.left < rect.left and rect.right < TRAY_RECT.right   # under the tray
    assert scene.layout.decision.top - ASIDE_ROW.bottom <= 8, "the odds card right under the row"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_row_under_the_tray_is_never_bare_felt_at_any_moment_of_a_turn(make_app, lang):
    app, scene = table(make_app, lang)
    row_filled(app, scene, lang)                      # before the first throw
    press(app, pygame.K_e)                            # Anna throws
    for _ in range(10):
        app.step(1 / 120)
    assert scene.busy()
    row_filled(app, scene, lang)                      # the dice fly
    settle(app, scene)
    assert scene.shown.phase == dm.DECIDE
    row_filled(app, scene, lang)                      # the choice
    press(app, pygame.K_e)                            # go on: a die goes aside, a place fills
    settle(app, scene)
    row_filled(app, scene, lang)
    assert len(scene.aside_slots()) == 2
    press(app, pygame.K_e)                            # going on again, and missing the 8
    for _ in range(1200):
        app.step(1 / 120)
        if scene.current == 1 and not scene.busy():
            break
    assert scene.current == 1 and scene.seats[1].is_bot
    row_filled(app, scene, lang)                      # a bot's turn: the places again empty
    assert len(scene.aside_slots()) == 3


@pytest.mark.parametrize("lang", ["de", "en"])
def test_while_the_dice_roll_the_buttons_keep_their_place_resting(make_app, lang):
    """The choice panel does not empty while the dice fly: the person's buttons stay where they
    were, veiled (a press then only hurries the dice), and come back bright once they rest."""
    app, scene = table(make_app, lang)
    roll = {"de": "Würfeln", "en": "Throw"}[lang]
    rect = scene.button_rects()[0]
    app.draw()
    bright = app.screen.get_at((rect.x + 12, rect.centery))
    press(app, pygame.K_e)
    for _ in range(10):
        app.step(1 / 120)
    assert scene.busy()
    placed = texts_placed(app)
    assert [r for t, r in placed if t == roll and rect.contains(r)], [t for t, _ in placed]
    resting = app.screen.get_at((rect.x + 12, rect.centery))
    assert sum(resting[:3]) < sum(bright[:3]) - 120, (bright, resting)
    settle(app, scene)
    app.draw()
    again = app.screen.get_at((scene.button_rects()[-1].x + 12, scene.button_rects()[-1].centery))
    assert sum(again[:3]) > sum(resting[:3]) + 120
