"""What every engine shares: the illegal-action error and the event base.

An `IllegalAction` carries a language-table key (`reason`) and its parameters, so the scene
can show the refusal in the player's language; `str()` gives an English sentence for logs.
"""

from __future__ import annotations

from dataclasses import dataclass, field


class IllegalAction(Exception):
    """Raised by `apply` when an action is not allowed; the state is unchanged."""

    def __init__(self, reason: str, message: str = "", **params):
        self.reason = reason
        self.params = params
        super().__init__(message or reason)


@dataclass(frozen=True)
class Event:
    """Base of all engine events. Engines subclass it with frozen dataclasses."""


@dataclass(frozen=True)
class GameOver(Event):
    """The game has ended. `ranking` lists seat indices per place (ties share a place)."""

    ranking: tuple[tuple[int, ...], ...] = field(default_factory=tuple)
