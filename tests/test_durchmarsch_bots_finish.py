"""Once Anna is out and only the bots play on, the table offers "Bots spielen zu Ende –
E: schneller": nothing hurries without her press, her E makes the bots play four times as fast,
and the game ends exactly as it would have (the same throws, the same winner)."""

from __future__ import annotations

import random

import pygame
import pytest
from helpers import press, run_frames, settle, texts_drawn

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat


def table(make_app, lang="en"):
    """Anna one misthrow from out (her last open row), two bots with one box left in each row;
    the dice: Anna's miss, then the same fair-looking dice every time."""
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "bot:normal"), Seat("Clara", "bot:normal")]
    faces = [1] * 8 + [random.Random(7).randint(1, 6) for _ in range(4000)]
    data = dm.Match(3, dm.Rules(), ScriptedDice(faces), first_seat=0).to_dict()
    data["misthrows"] = [[2, 2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1]]
    data["rows"] = [3, 0, 0]
    match = dm.Match.from_dict(data)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 3, match=match)
    app.push(scene)
    press(app, pygame.K_e)               # Anna throws her last miss: she is out
    settle(app, scene)
    return app, scene


def play_out(app, scene, limit: float = 300.0) -> float:
    """Simulated seconds until the game is over and its last beat has played; no cross or
    misthrow shows on a sheet while the dice that decide it still roll."""
    steps = 0
    marks = None
    while (not scene.match.is_over or scene.busy()) and steps < limit * 120:
        app.step(1 / 120)
        steps += 1
        now = [(v.crosses[:], v.misses[:]) for v in scene.views]
        if marks is not None and now != marks:
            assert scene.tray.settled, "a mark shown before the dice landed"
        marks = now
    assert scene.match.is_over, "the bots played the game to its end"
    return steps / 120


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_table_offers_to_hurry_once_anna_is_out(make_app, lang):
    app, scene = table(make_app, lang)
    assert scene.views[0].out and scene.bots_finish()
    words = texts_drawn(app)
    assert app.texts("app.table.bots_finish") + " –" in words
    assert "E" in words and app.texts("app.table.bots_faster") in words
    run_frames(app, 240)
    assert scene.table_pace() == 1.0, "nothing hurries without a press"
    press(app, pygame.K_x)               # a key that means nothing here hurries nothing
    assert scene.table_pace() == 1.0
    press(app, pygame.K_e)
    assert scene.table_pace() == 4.0
    assert app.texts("app.table.bots_faster_now", times=4) in texts_drawn(app)


def test_no_offer_while_a_person_still_plays(make_app):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "bot:normal")]
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 3,
                       match=dm.Match(2, dm.Rules(), ScriptedDice([1] * 100), first_seat=1))
    app.push(scene)
    run_frames(app, 120)
    assert not scene.bots_finish()
    assert app.texts("app.table.bots_faster") not in texts_drawn(app)
    press(app, pygame.K_e)
    assert scene.table_pace() == 1.0


def test_hurried_bots_end_the_game_as_they_would_have_only_sooner(make_app):
    app, calm = table(make_app)
    calm_time = play_out(app, calm)
    app2, hurried = table(make_app)
    press(app2, pygame.K_e)
    hurried_time = play_out(app2, hurried)
    assert hurried.match.to_dict() == calm.match.to_dict(), "the same throws, the same sheets"
    assert hurried.shown.ranking() == calm.shown.ranking(), "the same winner"
    assert hurried_time < calm_time / 2.5, (hurried_time, calm_time)
    assert hurried.table_pace() == 1.0, "the end is seen at the table's own pace"
