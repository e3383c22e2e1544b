"""Beats: the engine's events shown one after another, each for a moment, so people can follow.

The engine has decided everything when its events arrive; a table queues them as beats. The
beat at the head starts (a throw, a pen stroke, a stamp), lasts its `duration` (and, with
`wait_tray`, until the dice have settled), and then the next one starts. `skip()` plays every
remaining beat at once (a confirm press while they play). An action's last beat is `Landed`:
from then on the table shows the match as the engine has it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass


@dataclass
class Beat:
    event: object
    duration: float = 0.0
    wait_tray: bool = False    # also wait until the dice in the tray have settled
    started: bool = False
    time: float = 0.0
    kind: str = ""             # a table's own beat ("pick", "gather"); else the event's class name


@dataclass(frozen=True)
class Landed:
    """The beat after an action's last event: `match` (a copy of the match as it stood after
    that action) becomes what the table shows."""

    match: object


def _nothing(beat: Beat) -> None:
    pass


class BeatQueue(deque):
    """A deque of beats that knows how to start, finish and wait for them."""

    def __init__(self, start: Callable[[Beat], None], settled: Callable[[], bool],
                 finish: Callable[[Beat], None] = _nothing):
        super().__init__()
        self.start, self.settled, self.finish = start, settled, finish

    def _begin(self, beat: Beat) -> None:
        if not beat.started:
            beat.started = True
            self.start(beat)

    def play(self, dt: float) -> None:
        """Advance the beat at the head; start the next as soon as it is over."""
        while self:
            beat = self[0]
            self._begin(beat)
            beat.time += dt
            if beat.time < beat.duration or (beat.wait_tray and not self.settled()):
                break
            self.popleft()
            self.finish(beat)
            dt = 0.0        # the next beat starts now and counts from the next step

    def skip(self) -> None:
        """Play every remaining beat to its end at once."""
        while self:
            beat = self[0]
            self._begin(beat)
            self.popleft()
            self.finish(beat)
