"""Shared helpers of the Zehntausend engine tests: a match on scripted dice, acting in turn."""

from __future__ import annotations

from game.dice import ScriptedDice
from game.zehntausend.match import Match, Rules, Select


def make(*throws, seats=2, chances=(), picks=(), **rules) -> Match:
    """A match whose dice fall as `throws` say, under `Rules(**rules)`."""
    return Match(seats, Rules(**rules), ScriptedDice(list(throws), chances, picks))


def act(m: Match, *actions):
    """Apply actions for whoever is on turn, checking the invariants after each; the events."""
    events = []
    for a in actions:
        events += m.apply(m.current_seat, a)
        m.check_invariants()
    return events


def sel(*dice, turn=False) -> Select:
    return Select(dice, turn)
