"""Who the Wurf & Weg table is waiting for, and when it says so: nothing waits silently.

In the last rolls (by default without a time limit) the round waits for every person who
still has rolls left, and for one whose roll shows the luck symbol (that die must go to the
tray before the round can end); in the race, a person who has not rolled yet is missing the
start. The table names them and their key in their station's status line from "los!" on
(the ready line of the count runs on into it: no gap), `FIRST` seconds after "Stopp!" shows or
after their last press (and only once their dice lie still:
the prompt must not tell what a tumbling die will show), and says it anew, visibly (it pops
in again and the station lights up), after every `AGAIN` seconds without a press of theirs;
from then on their station keeps pulsing until they press.
Bots are never prompted.

It reads the scene and the match, never changes the game; times are the table's clock.
"""

from __future__ import annotations

from collections import defaultdict

FIRST = 1.2     # seconds of quiet before the table names who must press what (within 2 s)
AGAIN = 10.0    # seconds without a press of theirs before it says so again


class Prompts:
    """The prompts of one table scene: `update(now)` every frame, `pressed(seat, now)` for
    every key press of a person."""

    def __init__(self, scene):
        self.scene = scene
        self.active: dict[int, tuple[str, float]] = {}          # seat -> (action, shown at)
        self.shown: dict[int, list[float]] = defaultdict(list)  # every moment a prompt (re)appeared
        self.quiet_since: dict[int, float] = {}                 # seat -> its last press

    def pressed(self, seat: int, now: float) -> None:
        """A person pressed a key: whatever the table asked of them is answered for now."""
        self.quiet_since[seat] = now
        self.active.pop(seat, None)

    def waits_for(self, seat: int, now: float) -> str | None:
        """The key action the round waits for this person to press ("roll", "to_tray"), or None."""
        s = self.scene
        m = s.match
        if s.seats[seat].is_bot or not s.seats[seat].device:
            return None
        if s.seen.phase == "race" and m.phase == "race":
            hand = m.hand_of(seat)
            # not rolled since "los!": dice a neighbour put on their coaster change nothing
            # (they join the next roll), the person must still be told to roll
            unrolled = hand and all(sym is None for _d, sym in hand)
            return "roll" if unrolled and s.clock >= m.frozen_until[seat] else None
        if s.seen.phase != "last_rolls" or m.phase != "last_rolls" or s.seen.stopper is None:
            return None
        if seat == m.stopper:
            return None
        if any(v.owner == seat and v.flight is not None and now < v.flight.t0 + v.flight.dur
               for v in s.flights.dice):
            return None              # its dice still tumble: what they show is not seen yet
        if "tray" in m.movable(seat):
            return "to_tray"
        if m.dice_count(seat) and m.rolls_left[seat] > 0:
            return "roll"
        return None

    def update(self, now: float) -> None:
        s = self.scene
        called = max((t for t in (s.go_at_time, s.stop_at) if t is not None), default=float("-inf"))
        for seat in range(len(s.seats)):
            action = self.waits_for(seat, now)
            if action is None:
                self.active.pop(seat, None)
                continue
            quiet = max(self.quiet_since.get(seat, float("-inf")), called)
            current = self.active.get(seat)
            if current is None and s.seen.phase == "race" and self.quiet_since.get(seat, float("-inf")) < called:
                due = True      # nobody has rolled since "los!": the roll key is said at once
            elif current is None or current[0] != action:
                due = now - quiet >= FIRST
            else:
                due = now - max(current[1], quiet) >= AGAIN
            if due:
                self.active[seat] = (action, now)
                self.shown[seat].append(now)
                if current is not None:
                    s.app.play("click", 0.4)

    def current(self, seat: int) -> tuple[str, float] | None:
        """(action, the moment it was last said) while the table waits for this person."""
        return self.active.get(seat)

    def waiting_long(self, seat: int, now: float) -> bool:
        """True while the table has waited `AGAIN` seconds or more for this person's press (their
        station keeps pulsing until they press)."""
        if seat not in self.active:
            return False
        s = self.scene
        called = max((t for t in (s.go_at_time, s.stop_at) if t is not None), default=float("-inf"))
        return now - max(self.quiet_since.get(seat, float("-inf")), called) >= AGAIN

    def since(self, seat: int, now: float) -> float | None:
        """Seconds since the prompt for this person last (re)appeared, or None."""
        current = self.active.get(seat)
        return None if current is None else now - current[1]
