"""Zehntausend's coach: the hard bot's choice on a seat's turn, and why, in its own numbers.

`hint(match, seat)` follows the contract of `game.coach`. The action is always the one the hard
bot takes, and the numbers are the ones it compared (`bots.weigh`, from its exact tables).

At the table a player sets dice aside and, with the same press, writes down or throws on; so
after a throw the hint answers both: which dice (the choice against the best choice of other
faces) and then write down or throw on (`Hint.then`, weighed on the match as it stands once
the dice are set aside). It speaks also when only one choice of dice scores, for the write-down
decision remains; it is silent only when neither question is open (one choice, and writing
down is not allowed: a Pasch to prove, too few points).
At a turn's start it weighs taking over or throwing afresh, after a house knocking or throwing
again, and wherever the engine asks for it, write down or throw on.

What the numbers are depends on what the bot plays for (`Weighed.goal`): the points the turn
writes down on average ("points"), the chance to win the game once writing down would reach
the target ("win"), or the chance to make the points this turn needs (the last round, and
under Bumerang to go below zero: "reach", with `need`).

Lead keys: `zehntausend.coach.<kind>`, kind one of set_aside_throw, set_aside_bank, set_aside
(then throwing on is the only way), bank, throw, take_over, fresh, knock, rethrow; `why` names
`zehntausend.coach.why.<goal>`, `why.<choice>_<goal>` where a choice has words of its own
(`OWN_REASONS`), or `why.close` for a close call. Parameters: `faces`,
`other_faces` ("1-1-5", turned fives as "5-5 → 1"), `points` (the turn's, or the offer's),
`need`. The lines of numbers: `measure.<goal>` and `option.<name>`; where both questions are
measured alike, one line: the advice as a whole (`option.advised_throw` or `option.advised_bank`:
"if you take the 1 and throw on"), the other dice, the other way on. The options read as plain
clauses ("246, wenn du die 1 nimmst und weiterwürfelst · 214, wenn du die 5 nimmst"), worded by
`option.line` and joined by `option.join`.
"""

from __future__ import annotations

from game.coach import Compare, Hint
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


def _compare(w: Weighed, first: str, second: str, params: dict) -> Compare | None:
    """The chosen action's worth against the other's, in what the bot plays for."""
    if w.value is None or w.other_value is None:
        return None
    return Compare(KEY + "measure." + w.goal, ((KEY + "option." + first, w.value),
                                               (KEY + "option." + second, w.other_value)),
                   w.goal != "points", params)


# reasons worded for one choice and goal; every other pair says why.<goal>
OWN_REASONS = {("throw", "points"), ("bank", "points")}


def _why(w: Weighed, compare: Compare, choice: str = "") -> str:
    if compare.close():
        return KEY + "why.close"
    if (choice, w.goal) in OWN_REASONS:
        return f"{KEY}why.{choice}_{w.goal}"
    return KEY + "why." + w.goal


def hint(match: Match, seat: int) -> Hint | None:
    """The hard bot's choice for `seat` with the numbers behind it; None when the seat has
    nothing to decide (not its turn, a single legal action, the game over, Rückwärts)."""
    if match.is_over or match.current_seat != seat or match.rules.reverse:
        return None
    if match.phase == "select":
        return _set_aside(match, seat)
    if len(match.legal_actions(seat)) < 2:
        return None
    w = weigh(match, seat)
    params: dict = {} if w.need is None else {"need": w.need}
    action = w.action
    if match.phase == "house":
        kind = "knock" if isinstance(action, Knock) else "rethrow"
        compare = _compare(w, kind, "rethrow" if kind == "knock" else "knock", params)
    elif isinstance(action, TakeOver) or isinstance(w.other, TakeOver):
        kind = "take_over" if isinstance(action, TakeOver) else "fresh"
        params["points"] = match.offer[1]
        compare = _compare(w, kind, "fresh" if kind == "take_over" else "take_over", params)
    else:
        kind = "bank" if isinstance(action, Bank) else "throw"
        params["points"] = match.turn_points
        compare = _compare(w, kind, "throw" if kind == "bank" else "bank", params)
    if compare is None:
        return None
    params["why"] = _why(w, compare, kind)
    return Hint(action, KEY + kind, params, (compare,))


def _set_aside(match: Match, seat: int) -> Hint | None:
    """After a throw: which dice, then write down or throw on."""
    w = weigh(match, seat)
    action = w.action
    params: dict = {"faces": faces_text(match, action)}
    if w.need is not None:
        params["need"] = w.need
    numbers = []
    dice = None
    if w.other is not None:
        params["other_faces"] = faces_text(match, w.other)
        dice = _compare(w, "faces", "other_faces", params)
        if dice is not None:
            numbers.append(dice)
    after = Match.from_dict(match.to_dict())
    after.apply(seat, action)
    then = then_w = then_compare = None
    if after.current_seat == seat and len(after.legal_actions(seat)) >= 2 and after.can_bank:
        then_w = weigh(after, seat)
        then = then_w.action
        params["points"] = after.turn_points
        if then_w.need is not None:
            params["need"] = then_w.need
        first, second = ("bank", "throw") if isinstance(then, Bank) else ("throw", "bank")
        then_compare = _compare(then_w, first, second, params)
    if then_compare is not None:
        if dice is not None and dice.measure == then_compare.measure \
                and abs(dice.options[0][1] - then_compare.options[0][1]) < 1e-9:
            # one line: the advice as a whole, the other dice, the other way on
            advised = KEY + "option.advised_" + ("bank" if isinstance(then, Bank) else "throw")
            numbers[-1] = Compare(dice.measure, ((advised, dice.options[0][1]),
                                                 dice.options[1], then_compare.options[1]),
                                  dice.chance, params)
        else:
            numbers.append(then_compare)
        kind = "set_aside_bank" if isinstance(then, Bank) else "set_aside_throw"
        params["why"] = _why(then_w, then_compare, "bank" if isinstance(then, Bank) else "throw")
    elif dice is not None:
        kind = "set_aside"
        params["why"] = _why(w, dice)
    else:
        return None                      # one choice of dice and writing down not allowed
    return Hint(action, KEY + kind, params, tuple(numbers), then)
