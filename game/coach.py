"""The coach: what the best bot would do on a seat's turn, and why, in numbers.

A game with hints has a module `game.<module>.coach` with one function,
`hint(match, seat) -> Hint | None`: the hard bot's choice for the decision the seat faces now,
worked out from the bot's own exact tables (never from a second copy of them). None when the
seat has nothing to decide (not its turn, one legal action, the game over).

A hint is read like a friend's advice: first ONE plain sentence saying what to do and why (the
lead, `key` with `params`: `<module>.coach.<name>` in `assets/i18n/*/<module>.toml`), then the
numbers behind it (`numbers`: one `Compare` per question weighed, e.g. which dice, then write
down or throw on). Parameters: a name ending in `_pct` is a probability from 0 to 1, shown as a
percent the language's way; any other number is shown grouped the language's way; a string is
shown as it is (a figure's letter), or in words when it is a key of the game's table (a colour's
name, a reason: worded with the same parameters).
"""

from __future__ import annotations

from dataclasses import dataclass, field

CLOSE_CHANCE = 0.01      # two chances closer than one point: a close call
CLOSE_POINTS = 10.0      # two averages of points closer than this: a close call


@dataclass(frozen=True)
class Compare:
    """One line of numbers: what is measured and the options' values, the advised one first.

    `measure` is a language-table key ("Chance to win", "Points on average", with `params`),
    `options` pairs an option's key ("going on", "with {faces}", worded with `params`) with its
    value: a chance from 0 to 1 when `chance` is true, else points. The words show as many
    decimals as it takes for different values to read differently."""

    measure: str
    options: tuple[tuple[str, float], ...]
    chance: bool = True
    params: dict = field(default_factory=dict)

    def close(self) -> bool:
        """The first two options are so near that the choice hardly matters."""
        if len(self.options) < 2:
            return False
        a, b = self.options[0][1], self.options[1][1]
        return abs(a - b) < (CLOSE_CHANCE if self.chance else CLOSE_POINTS)


@dataclass(frozen=True)
class Hint:
    action: object                 # the engine action the hard bot would take now
    key: str                       # the lead sentence: "<module>.coach.<name>"
    params: dict = field(default_factory=dict)
    numbers: tuple[Compare, ...] = ()   # the numbers behind it, one line per question weighed
    then: object = None            # the action the hard bot would take right after (Zehntausend:
                                   # write down or throw on once the dice are set aside), or None
