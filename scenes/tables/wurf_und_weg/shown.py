"""What the players have seen of the Wurf & Weg race so far, and when the rest becomes seen.

The engine is ahead of the screen: it has moved a die the moment a key was pressed, while the
die still flies. `ShownRace` is the table's picture of the counts as they have landed: every
die counts where it lies until its flight lands elsewhere (so a coaster's dice, a hand's,
the tray's only change when a die arrives), a won coaster counts on its winner's pile once
it is there, the pile shrinks when a coaster leaves it. `Flights` moves it; everything the
table draws about counts, the phase of the round, who called "Stopp!" and who won the
round reads it, never the live match.

`Cues` holds what the engine has decided but the players may not see yet: "Stopp!" and the
round's end wait until the last die has landed. A cue runs at its time and never before an
earlier one, so the calls come in the engine's order.
"""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Callable

from game.wurf_und_weg import match as ww


class ShownRace:
    """The counts and outcomes the table shows: they change as flights land."""

    def __init__(self, seats: int):
        self.seats = seats
        self.where: list[tuple[str, int | None]] = [("box", None)] * ww.DICE_COUNT
        self.counts: Counter = Counter({("box", None): ww.DICE_COUNT})
        self.won = [0] * seats                       # coasters on each seat's pile
        self.coaster: list[int | None] = [None] * seats   # the face-up coaster in front of a seat
        self.pile = 0                                # face-down coasters left on the pile
        self.phase = "setup"                         # the round's phase as the players saw it
        self.stopper: int | None = None              # who called "Stopp!" (once it was heard)
        self.winners: set[int] = set()               # who won a coaster this round
        self.pile_empty: set[int] = set()            # who found the pile empty this round

    @classmethod
    def of(cls, match: ww.Match) -> ShownRace:
        """The match as it stands, with every die lying still (a new game or a resumed one)."""
        shown = cls(match.seats)
        for seat in range(match.seats):
            for d in match.hand[seat]:
                shown.land(d, "hand", seat)
            for d in match.on_coaster[seat]:
                shown.land(d, "coaster", seat)
        for d in match.tray:
            shown.land(d, "tray", None)
        shown.won = [len(w) for w in match.won]
        shown.coaster = list(match.coaster)
        shown.pile = len(match.pile)
        shown.phase = match.phase
        shown.stopper = match.stopper
        return shown

    # -- standings (as the players have seen them) ----------------------------------------
    def ranking(self) -> list[list[int]]:
        """Places, best first, by the coasters seen landing on each pile."""
        counts = sorted(set(self.won), reverse=True)
        return [[s for s in range(self.seats) if self.won[s] == c] for c in counts]

    def figures(self, seat: int) -> dict[str, int]:
        """A seat's coasters won as seen (the match's first figure)."""
        return {"coasters_won": self.won[seat]}

    # -- dice ----------------------------------------------------------------------------
    def land(self, die: int, place: str, owner: int | None) -> None:
        """A die has landed in `place` (of seat `owner`): it counts there from now on."""
        new = (place, owner if place in ("hand", "coaster") else None)
        old = self.where[die]
        if old != new:
            self.counts[old] -= 1
            self.counts[new] += 1
            self.where[die] = new

    def in_hand(self, seat: int) -> int:
        return self.counts[("hand", seat)]

    def on_coaster(self, seat: int) -> int:
        return self.counts[("coaster", seat)]

    def dice_of(self, seat: int) -> int:
        """Dice the seat still has to get rid of: in its hand and on its coaster."""
        return self.counts[("hand", seat)] + self.counts[("coaster", seat)]

    def in_tray(self) -> int:
        return self.counts[("tray", None)]

    def in_box(self) -> int:
        return self.counts[("box", None)]


class Cues:
    """Things to show at a time: each runs when its time has come, never before an earlier one."""

    def __init__(self):
        self._due: deque[tuple[float, Callable, tuple]] = deque()
        self._last = float("-inf")

    def __len__(self) -> int:
        return len(self._due)

    def add(self, at: float, fn: Callable, *args) -> None:
        at = max(at, self._last)
        self._last = at
        self._due.append((at, fn, args))

    def run(self, now: float) -> None:
        """Run every cue whose time has come (in order)."""
        due = self._due
        while due and due[0][0] <= now:
            _, fn, args = due.popleft()
            fn(*args)

    def run_all(self) -> None:
        while self._due:
            _, fn, args = self._due.popleft()
            fn(*args)
