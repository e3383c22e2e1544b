"""Shared helpers of the Mensch engine tests: board positions and acting for the colour on turn."""

from __future__ import annotations

from game.mensch.match import ROLL, Match, Move

B = "B"


def T(i):
    """Circle i of the outer cross."""
    return ("track", i)


def H(k):
    """Home circle k (0..3 = a..d) of the figure's colour."""
    return ("home", k)


def roll(m: Match):
    return m.apply(m.current_seat, ROLL)


def move(m: Match, figure: int):
    return m.apply(m.current_seat, Move(figure))


def movable(m: Match) -> list[int]:
    return [a.figure for a in m.legal_actions(m.current_seat)]
