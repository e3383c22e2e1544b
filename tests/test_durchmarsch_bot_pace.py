"""A bot's pace at the Durchmarsch table: it throws soon after the heading has named it, and
leaves the odds on screen for the table's whole pause before it stops or goes on."""

from __future__ import annotations

from durchmarsch_kit import hit
from helpers import settle

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat
from scenes.tables.base import BOT_PAUSE


def idle_until_acting(app, scene) -> float:
    """Simulated seconds the idle table waits before the bot on turn acts (its action queues
    the beats that show it)."""
    waited = 0.0
    while not scene.busy() and waited < 5:
        app.step(1 / 120)
        waited += 1 / 120
    return waited


def test_a_bot_throws_promptly_but_thinks_over_stop_or_go_on(make_app):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    seats = [Seat("Ben", "bot:normal"), Seat("Clara", "bot:normal")]
    match = dm.Match(2, dm.Rules(), ScriptedDice([hit(10, 8)] + [hit(9, 7)] * 20), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    settle(app, scene)
    assert scene.match.phase == dm.ROLL
    opening = idle_until_acting(app, scene)
    settle(app, scene)
    assert scene.match.phase == dm.DECIDE
    deciding = idle_until_acting(app, scene)
    assert opening <= 0.4
    assert deciding >= BOT_PAUSE - 0.02
