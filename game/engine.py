"""What every engine shares: the illegal-action error and the event base.

An `IllegalAction` carries a language-table key (`reason`) and its parameters, so the scene
can show the refusal in the player's language; `str()` gives the key and parameters for logs.
"""

from __future__ import annotations

from dataclasses import dataclass, field


class IllegalAction(Exception):
    """Raised by `apply` when an action is not allowed; the state is unchanged."""

    def __init__(self, reason: str, **params):
        self.reason = reason
        self.params = params
        detail = ", ".join(f"{name}={value!r}" for name, value in params.items())
        super().__init__(f"{reason} ({detail})" if detail else reason)


@dataclass(frozen=True)
class Event:
    """Base of all engine events. Engines subclass it with frozen dataclasses."""


@dataclass(frozen=True)
class GameOver(Event):
    """The game has ended. `ranking` lists seat indices per place (ties share a place)."""

    ranking: tuple[tuple[int, ...], ...] = field(default_factory=tuple)


def group_places(ranking) -> list[int]:
    """The place of each group of a ranking (seats best first, tied seats share a group), the
    standard competition way: tied players share the better place and the next place skips
    the ones they took together (two sharing 2nd: 1, 2, 2, 4)."""
    out, place = [], 1
    for group in ranking:
        out.append(place)
        place += len(group)
    return out
