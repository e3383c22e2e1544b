"""The guard of the screens that follow a game: only a deliberate press counts.

Players still hammering their keys when a game ends must not start, skip or end anything
they did not choose. A screen after a game therefore
- takes no key at all for its first `CALM` seconds (a press then is ignored, not kept),
- never counts a held key (a direction repeating is no press),
- counts a confirm or back only when it follows a moment without any press (`QUIET`
  seconds): mashing never confirms, a single press after a breath does.
Directions (to choose) count as soon as the calm is over. The mouse is never mashed: a click
counts after the calm.
"""

from __future__ import annotations

CALM = 2.0      # seconds a screen after a game ignores every key
QUIET = 0.5     # seconds without a press before a confirm or back counts
CHOOSING = {"up", "down", "left", "right"}


class Deliberate:
    def __init__(self, calm: float = CALM, quiet: float = QUIET):
        self.calm, self.quiet = calm, quiet
        self.time = 0.0
        self.stamp = -1e9      # when the latest press came
        self.before = -1e9     # when the press before it came (one key may send two actions)

    def update(self, dt: float) -> None:
        self.time += dt

    def ready(self) -> bool:
        return self.time >= self.calm

    def accepts(self, act) -> bool:
        """Note the press `act`; True when it counts as chosen."""
        if getattr(act, "repeat", False):    # a held key: no press at all (nor does it block one)
            return False
        if self.time != self.stamp:
            self.before, self.stamp = self.stamp, self.time
        if not self.ready():
            return False
        if act.action in CHOOSING:
            return True
        return self.time - self.before >= self.quiet

    def restart(self, calm: float) -> None:
        """A new part of the screen begins: it too takes no key for `calm` seconds."""
        self.calm = self.time + calm
