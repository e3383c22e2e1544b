"""The coach: what the best bot would do on a seat's turn, and why, in numbers.

A game with hints has a module `game.<module>.coach` with one function,
`hint(match, seat) -> Hint | None`: the hard bot's choice for the decision the seat faces now,
worked out from the bot's own exact tables (never from a second copy of them). None when the
seat has nothing to decide (not its turn, one legal action, the game over).

The sentence is a language-table key with its numbers (`<module>.coach.<name>` in
`assets/i18n/*/<module>.toml`); the table words it. Parameters: a name ending in `_pct` is a
probability from 0 to 1, shown as a whole percent the language's way; any other number is
shown grouped the language's way; a string is shown as it is (a colour's name key, a figure's
letter).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Hint:
    action: object                 # the engine action the hard bot would take now
    key: str                       # the sentence: "<module>.coach.<name>"
    params: dict = field(default_factory=dict)
