"""Durchmarsch's coach: after a hit, the hard bot's choice between Stop and Go on, and why.

`hint(match, seat)` follows the contract of `game.coach`: the numbers are the two chances to
win that the hard bot itself compares (`bots.hard_values`, the race against the seats at the
table), so the hint's action is always the action the hard bot takes. The lead weighs in the
exact chance that the next throw makes the next number (`Match.chances`, which the table's
panel shows too).

The lead (`durchmarsch.coach.<name>`, with `number`, `dice` and `hit_pct`) says why in plain words:
  go_on        the next number is likely (at least LIKELY) and worth the risk
  go_on_race   the next number is far from sure, but stopping leaves the others better off
  stop         a miss would cost more than the next number brings
  go_on_close, go_on_race_close, stop_close   the two chances to win lie within CLOSE (two points) of each other:
               the lead says first that both are about equally good, then why one is a hair better
               (go on: the next number is likely, or stopping leaves the others better off)
"""

from __future__ import annotations

from game.coach import Compare, Hint
from game.durchmarsch.bots import hard_values
from game.durchmarsch.match import DECIDE, GoOn, Match, Stop

KEY = "durchmarsch.coach."
LIKELY = 2 / 3           # a next number made at least this often is "probably" made
CLOSE = 0.02             # two chances to win this near read as "about equally good" ("24 %, 23 %")


def hint(match: Match, seat: int) -> Hint | None:
    """The hard bot's Stop or Go on for `seat` with both chances to win; None when the seat has
    nothing to decide (not its turn, a throw to make, the game over)."""
    if match.is_over or match.current_seat != seat or match.phase != DECIDE:
        return None
    stop_pct, go_pct = hard_values(match, seat)
    hit_pct = match.chances()[0]
    params = {"go_pct": go_pct, "stop_pct": stop_pct, "hit_pct": hit_pct,
              "number": match.target, "dice": match.next_dice}
    going = go_pct > stop_pct
    go, stop = (KEY + "option.go_on", go_pct), (KEY + "option.stop", stop_pct)
    win = Compare(KEY + "measure.win", (go, stop) if going else (stop, go), True, params)
    if abs(go_pct - stop_pct) < CLOSE:
        name = ("go_on_close" if hit_pct >= LIKELY else "go_on_race_close") if going else "stop_close"
    elif going:
        name = "go_on" if hit_pct >= LIKELY else "go_on_race"
    else:
        name = "stop"
    return Hint(GoOn() if going else Stop(), KEY + name, params, (win,))
