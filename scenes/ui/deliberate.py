"""The guard of the screens that follow a game: only a deliberate press counts.

Players still hammering their keys when a game ends must not start, skip or end anything
they did not choose. A screen after a game therefore
- takes no key at all for its first `CALM` seconds (a press then is ignored, not kept),
- never counts a held key (a direction repeating is no press),
- counts a confirm or back only when it follows a moment without any press (`QUIET`
  seconds): mashing never confirms, a single press after a breath does.
Directions (to choose) count, once the calm is over, the same way: only the first after a
quiet moment and those that follow it, so a key hammered through the end (a seat's down key)
never lights a choice that a later confirm would take. The mouse is never mashed: a click
counts after the calm.

A screen may also take a confirm right after choosing (`after_choosing=True`): a confirm that
follows a run of direction presses which itself began after a quiet moment counts at once
("down, down, Enter" works without a pause), while a hammered mix of directions and confirms
still never counts, since it has no quiet moment in it. `waits_for()` says how long a refused
confirm would have had to wait, so a screen can show that the press was seen.

A screen may ask more of "back" than of a confirm (`back_quiet`): leaving the results for the
menu cannot be undone, so there a back counts only after a longer breath (`LEAVE_QUIET`), and
never right after choosing; E and Q pressed in turn at a slow beat never leave by accident.

A breath is a breath the players lived: when frames come slowly (a busy machine), game time
falls behind the clock on the wall, and presses seconds apart would look hammered. A screen
may therefore give the guard the players' clock (`lived`); a press then counts as quiet when
either clock says so. Mashing is fast on both clocks and still never confirms.
"""

from __future__ import annotations

CALM = 2.0      # seconds a screen after a game ignores every key
QUIET = 1.0     # seconds without a press before a confirm or back counts (a beat of twice a second is mashing)
CHOOSE_QUIET = 0.4   # seconds without a press before a direction counts (hammering comes faster)
CHOOSING = {"up", "down", "left", "right"}
LEAVE_QUIET = 1.0   # seconds without a press before a back that leaves the results counts
SEEN_FOR = 1.5  # seconds a screen says that a confirm which came too soon was seen


class Deliberate:
    def __init__(self, calm: float = CALM, quiet: float = QUIET, after_choosing: bool = False,
                 back_quiet: float | None = None, lived=None, retire_after: float | None = None):
        self.calm, self.quiet = calm, quiet
        self.retire_after = retire_after   # a press this long after the one before can end the guard
        self.retired = False               # ... and then every press counts
        self._last_action: str | None = None
        self.lived = lived     # the players' clock (seconds), or None: game time only
        self.back_quiet = quiet if back_quiet is None else back_quiet
        self.after_choosing = after_choosing
        self.time = 0.0
        self.stamp = -1e9      # when the latest press came
        self.before = -1e9     # when the press before it came (one key may send two actions)
        self.choosing = False  # the presses so far end in a deliberate run of directions
        self._choosing_before = False   # the same, before the latest press
        self._stamp_chose = False       # the latest press sent a direction
        self.refused_at: float | None = None   # when a confirm or back was last refused after the calm
        self.lived_stamp = self.lived_before = -1e9   # the same two presses on the players' clock

    def update(self, dt: float) -> None:
        self.time += dt

    def ready(self) -> bool:
        return self.time >= self.calm

    def accepts(self, act) -> bool:
        """Note the press `act`; True when it counts as chosen. With `retire_after`, a direction
        after the calm that comes that long after the press before it, or a confirm that long
        after such a choice, shows the hammering is over: it counts and the guard retires
        (choosing at a calm beat, ↑ every 0.8 s then Enter, is never refused, even when the
        first ↑ came in the calm)."""
        if self.retired:
            return True
        repeat = getattr(act, "repeat", False)
        breath = (self.retire_after is not None and not repeat and self.ready()
                  and self.time - self.stamp >= self.retire_after)
        after_choice = self._last_action in CHOOSING
        taken = self._accepts(act)
        if not repeat:
            self._last_action = act.action
        if breath and (act.action in CHOOSING or after_choice):
            self.retired, self.refused_at = True, None
            return True
        return taken

    def _accepts(self, act) -> bool:
        if getattr(act, "repeat", False):    # a held key: no press at all (nor does it block one)
            return False
        if self.time != self.stamp:
            self.before, self.stamp = self.stamp, self.time
            self.lived_before, self.lived_stamp = self.lived_stamp, self._lived_now()
            self._choosing_before, self._stamp_chose = self.choosing, False
        if not self.ready():
            self.choosing = False
            return False
        quiet_before = self.gap() >= self.quiet
        if act.action in CHOOSING:
            self._stamp_chose = True
            self.choosing = self.gap() >= min(self.quiet, CHOOSE_QUIET) or self._choosing_before
            return self.choosing
        if not self._stamp_chose:
            self.choosing = False
        if act.action == "back" and self.back_quiet > self.quiet:
            if self.gap() >= self.back_quiet:
                return True
        elif quiet_before or (self.after_choosing and self._choosing_before):
            return True
        self.refused_at = self.time
        return False

    def _lived_now(self) -> float:
        return -1e9 if self.lived is None else self.lived()

    def gap(self) -> float:
        """Seconds between the latest press and the one before it, on the longer of the two
        clocks (a slow frame never turns a breath into a hammering)."""
        return max(self.time - self.before, self.lived_stamp - self.lived_before)

    def waits_for(self) -> float:
        """Seconds until a confirm or back would count if nothing else is pressed (0: now)."""
        return max(0.0, self.calm - self.time, self.stamp + self.quiet - self.time)

    def seen(self, within: float = SEEN_FOR) -> bool:
        """A confirm or back was refused in the last `within` seconds: the screen says it was
        seen and works after a breath."""
        return self.refused_at is not None and self.time - self.refused_at <= within

    def restart(self, calm: float) -> None:
        """A new part of the screen begins: it too takes no key for `calm` seconds."""
        self.calm = self.time + calm
