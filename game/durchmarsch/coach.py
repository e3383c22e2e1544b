"""Durchmarsch's coach: after a hit, the hard bot's choice between Stop and Go on, and why.

`hint(match, seat)` follows the contract of `game.coach`: the reason is the two chances to win
that the hard bot itself compares (`bots.hard_values`, the race against the seats at the
table), so the hint's action is always the action the hard bot takes. Keys:
`durchmarsch.coach.go_on` and `durchmarsch.coach.stop`, with `go_pct` and `stop_pct`.
"""

from __future__ import annotations

from game.coach import Hint
from game.durchmarsch.bots import hard_values
from game.durchmarsch.match import DECIDE, GoOn, Match, Stop


def hint(match: Match, seat: int) -> Hint | None:
    """The hard bot's Stop or Go on for `seat` with both chances to win; None when the seat has
    nothing to decide (not its turn, a throw to make, the game over)."""
    if match.is_over or match.current_seat != seat or match.phase != DECIDE:
        return None
    stop_pct, go_pct = hard_values(match, seat)
    params = {"go_pct": go_pct, "stop_pct": stop_pct}
    if go_pct > stop_pct:
        return Hint(GoOn(), "durchmarsch.coach.go_on", params)
    return Hint(Stop(), "durchmarsch.coach.stop", params)
