"""Once Anna's colour is home and placed, the three bots play on for the further places: the
turn card offers "Bots spielen zu Ende – [E] schneller", nothing hurries without her press, and
her E makes them play four times as fast to the same end."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, run_frames, texts_drawn

from game.dice import SeededDice
from game.games import game_by_name
from game.mensch import match as mg
from game.seats import Seat

HOME = [("home", 0), ("home", 1), ("home", 2), ("home", 3)]


def table(make_app, lang="de", seed=5):
    """Anna (yellow) has all four home and first place; Ben, Clara and David (bots) play on."""
    from scenes.tables.mensch.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "bot:normal"), Seat("Clara", "bot:normal"), Seat("David", "bot:normal")]
    match = mg.Match.arranged({0: HOME, 1: [("home", 0), ("home", 1), ("home", 2), ("track", 30)],
                               2: [("home", 0), ("home", 1), ("home", 2), ("track", 18)],
                               3: [("track", 5), "B", "B", "B"]}, colour=1, dice=SeededDice(seed))
    scene = TableScene(app, game_by_name("mensch"), seats, 1, match=match)
    app.push(scene)
    run_frames(app, 10)
    return app, scene


def play_out(app, scene, limit: float = 900.0) -> float:
    steps = 0
    while (not scene.match.is_over or scene.busy()) and steps < limit * 60:
        app.step(1 / 60)
        steps += 1
    assert scene.match.is_over, "the bots played the game to its end"
    return steps / 60


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_turn_card_offers_to_hurry_once_anna_is_placed(make_app, lang):
    app, scene = table(make_app, lang)
    assert scene.bots_finish()
    words = texts_drawn(app)
    assert app.texts("app.table.bots_finish") in words
    assert app.texts("app.table.bots_faster") in words
    press(app, pygame.K_x)                     # a key that means nothing here hurries nothing
    assert not scene.hurrying and scene.table_pace() == 1.0
    press(app, pygame.K_e)
    assert scene.hurrying and scene.table_pace() > 1.0
    run_frames(app, 2)
    words = texts_drawn(app)
    assert app.texts("app.table.bots_finish") in words
    assert app.texts("app.table.bots_faster_now", times=4) in words


def test_no_offer_while_anna_still_plays(make_app):
    from scenes.tables.mensch.table import TableScene

    app = make_app()
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "bot:normal")]
    scene = TableScene(app, game_by_name("mensch"), seats, 1, match=mg.Match(2, dice=SeededDice(3)))
    app.push(scene)
    run_frames(app, 10)
    assert not scene.bots_finish()
    assert app.texts("app.table.bots_finish") not in texts_drawn(app)
    press(app, pygame.K_e)
    assert not scene.hurrying


def test_hurried_bots_reach_the_same_places_sooner(make_app):
    app, scene = table(make_app, seed=11)
    calm = play_out(app, scene)
    places = scene.match.ranking()
    app, scene = table(make_app, seed=11)
    press(app, pygame.K_e)
    hurried = play_out(app, scene)
    assert scene.match.ranking() == places
    assert hurried < calm / 2

