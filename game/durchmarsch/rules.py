"""Durchmarsch's house rules (the `[durchmarsch]` section of config.toml): a light module, so
reading the config does not load the engine."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Rules:
    """Durchmarsch has no variants; the one switch is about table talk, never about dice.

    The rule sheet says talking the others into (or out of) their luck is allowed and part of
    the fun. The table lets other seats throw speech bubbles at the active player; switched
    off, it stays quiet. The engine itself never looks at it.
    """

    heckling: bool = field(default=True, metadata={
        "doc": "Other seats may throw speech bubbles at the active player (the rule sheet allows talking them into it); never changes the game",
    })
