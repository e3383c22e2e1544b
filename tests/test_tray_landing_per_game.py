"""The dice land somewhere new in every game: two games of any kind started
without a seed throw their first dice onto different spots of the tray; a game with a given
seed lands the same every time (tests and reproducible runs)."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, run_frames

from game.games import game_by_name
from game.seats import Seat


def first_landing(make_app, game: str, seed: int | None) -> list[tuple[int, int]]:
    """Where the first throw's dice come to rest in a new game of `game` (rounded, sorted)."""
    app = make_app()
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2")]
    scene = app.routes.table(game_by_name(game), seats, seed)
    app.push(scene)
    for _ in range(20):                      # the table opens, then whoever is on turn throws
        run_frames(app, 30)
        press(app, pygame.K_RETURN)
        if scene.tray.positions():
            break
    for _ in range(1200):                    # until they rest (not until the turn is over)
        if scene.tray.settled:
            break
        run_frames(app, 1)
    assert scene.tray.settled and scene.tray.positions(), "the first throw lies in the tray"
    return sorted((round(x), round(y)) for x, y in scene.tray.positions().values())


@pytest.mark.parametrize("game", ["zehntausend", "durchmarsch", "mensch"])   # Wurf & Weg's luck die is parked
def test_two_games_throw_their_first_dice_onto_different_spots(make_app, game):
    first, second = first_landing(make_app, game, None), first_landing(make_app, game, None)
    assert first != second, "the second game's dice land where the first game's did"


@pytest.mark.parametrize("game", ["zehntausend", "durchmarsch", "mensch", "wurf-und-weg"])
def test_a_game_with_a_given_seed_lands_the_same_every_time(make_app, game):
    assert first_landing(make_app, game, 41) == first_landing(make_app, game, 41)


def test_the_tray_seed_comes_from_the_game_or_its_dice_never_from_garbage():
    from game.dice import SeededDice
    from scenes.dice.tray import table_seed

    class Match:
        def __init__(self, dice):
            self.dice = dice

    assert table_seed(7, Match(SeededDice(99))) == 7
    assert table_seed(None, Match(SeededDice(99))) == 99
    for odd in (None, "x", True, 1.5):
        dice = SeededDice(1)
        dice.seed = odd
        assert table_seed(None, Match(dice)) == 0
    assert table_seed(None, object()) == 0
