"""Which table scene plays which game, and the shared seat bookkeeping of every table.

A game with its own table scene (`scenes/<module>.py` defining `TableScene`) gets it; any
other game is played on the generic table, which lists the engine's legal actions.
Mensch also takes `owners` (colour -> seat, see `game.seats.colour_seating`); without it the
engine's default gives a person two opposite colours when fewer than four play.
"""

from __future__ import annotations

import copy
import importlib
import random

from game.dice import SeededDice
from game.games import GameInfo
from game.seats import Seat


def make_match(app, info: GameInfo, seats: list[Seat], seed: int | None,
               owners: tuple[int, ...] | None = None):
    """A fresh engine match for these seats under the house rules in force."""
    engine = info.engine()
    rules = copy.deepcopy(app.config.rules(info.module))   # a game keeps the rules it began with
    dice = SeededDice(seed if seed is not None else random.SystemRandom().randrange(2**31))
    if owners is not None:
        return engine.Match(len(seats), rules, dice, owners=owners)
    return engine.Match(len(seats), rules, dice)


def device_seating(seats: list[Seat]) -> dict[str, tuple[int, ...]]:
    out: dict[str, list[int]] = {}
    for i, seat in enumerate(seats):
        if seat.device:
            out.setdefault(seat.device, []).append(i)
    return {d: tuple(s) for d, s in out.items()}


def open_table(app, info: GameInfo, seats: list[Seat], seed: int | None = None,
               owners: tuple[int, ...] | None = None, match=None):
    """The table scene for a game (its own, or the generic one); `match` resumes a game."""
    seats = [s for s in seats if not s.is_empty]
    if seed is None:
        seed = app.options.seed
    if match is None and owners is not None:
        match = make_match(app, info, seats, seed, owners)
    try:
        module = importlib.import_module(f"scenes.{info.module}")
        cls = module.TableScene
    except ModuleNotFoundError as exc:
        if exc.name != f"scenes.{info.module}":
            raise
        from scenes.generic_table import GenericTableScene as cls
    return cls(app, info, seats, seed, match=match)
