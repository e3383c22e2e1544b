"""Zehntausend's coach: the hard bot's choice on a seat's turn, and why, in its own numbers.

`hint(match, seat)` follows the contract of `game.coach`. The action is always the one the hard
bot takes, and the numbers are the ones it compared (`bots.weigh`, from its exact tables):
- what to set aside: the choice and the best choice of other faces;
- write down or throw on (and, at a turn's start, take over or throw afresh; after a house,
  knock or throw again): the two actions.
What the numbers are depends on what the bot plays for (`Weighed.goal`): the points the turn
writes down on average ("points"), the chance to win the game once writing down would reach
the target ("win"), or the chance to make the points this turn needs (the last round, and
under Bumerang to go below zero: "reach", with `need`).

Keys: `zehntausend.coach.<kind>_<goal>`, kind one of set_aside, bank, throw, take_over, fresh,
knock, rethrow. Parameters: `points` (the turn's points, or the offer's), `need`, the faces
(`faces`, `other_faces`: "1-1-5", turned fives as "5-5 → 1"), and the values, named after
what they are worth (`value`/`other`, `throw`, `take`/`fresh`, `knock`), with `_pct` for
chances.
"""

from __future__ import annotations

from game.coach import Hint
from game.zehntausend.bots import Weighed, weigh
from game.zehntausend.match import Bank, Knock, Match, Select, TakeOver

KEY = "zehntausend.coach."


def faces_text(match: Match, action: Select) -> str:
    """The faces a choice sets aside, as "1-1-5"; turned fives as "5-5 → 1"."""
    faces = sorted(match.faces[d] for d in action.dice)
    text = "-".join(map(str, faces))
    if action.turn_fives:
        after = list(faces)
        after.remove(5)
        after[after.index(5)] = 1
        text += " → " + "-".join(map(str, sorted(after)))
    return text


def _worth(w: Weighed, name: str, value: float) -> tuple[str, float]:
    """A value as a parameter: points rounded, chances as `<name>_pct`."""
    if w.goal == "points":
        return name, round(value)
    return f"{name}_pct", value


def hint(match: Match, seat: int) -> Hint | None:
    """The hard bot's choice for `seat` with the numbers behind it; None when the seat has
    nothing to decide (not its turn, a single legal action, the game over, Rückwärts)."""
    if match.is_over or match.current_seat != seat or match.rules.reverse:
        return None
    if len(match.legal_actions(seat)) < 2:
        return None
    w = weigh(match, seat)
    if w.other is None or w.value is None or w.other_value is None:
        return None
    action = w.action
    params: dict = {}
    if w.need is not None:
        params["need"] = w.need

    def put(name: str, value: float) -> None:
        key, v = _worth(w, name, value)
        params[key] = v

    if match.phase == "select":
        kind = "set_aside"
        params["faces"] = faces_text(match, action)
        params["other_faces"] = faces_text(match, w.other)
        put("value", w.value)
        put("other", w.other_value)
    elif match.phase == "house":
        kind = "knock" if isinstance(action, Knock) else "rethrow"
        knock, throw = (w.value, w.other_value) if kind == "knock" else (w.other_value, w.value)
        put("knock", knock)
        put("throw", throw)
    elif isinstance(action, TakeOver) or isinstance(w.other, TakeOver):
        kind = "take_over" if isinstance(action, TakeOver) else "fresh"
        take, fresh = (w.value, w.other_value) if kind == "take_over" else (w.other_value, w.value)
        params["points"] = match.offer[1]
        put("take", take)
        put("fresh", fresh)
    else:
        kind = "bank" if isinstance(action, Bank) else "throw"
        bank, throw = (w.value, w.other_value) if kind == "bank" else (w.other_value, w.value)
        params["points"] = match.turn_points
        put("throw", throw)
        if w.goal != "points":
            put("bank", bank)
    return Hint(action, f"{KEY}{kind}_{w.goal}", params)
