"""The decision a person makes at the Zehntausend table, as the engine sees it.

`Decision` holds what is being chosen (dice, 5er drehen) and where the keys are (on the dice
or on the buttons). It asks the engine everything: `match.evaluate` for the worth of the
choice or why it is refused, and a copy of the match with the choice applied for whether
writing down would then be allowed and for the exact chance that the next throw scores
nothing. `choices()` lists the buttons the engine allows now, as language keys.
No pygame here: the scene draws, this module only decides what there is to draw.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.zehntausend import match as z
from game.zehntausend.odds import next_throw_fraction, no_score_fraction

EMPTY = "zehntausend.illegal.empty_selection"
UNPROVEN = "zehntausend.illegal.unproven"


@dataclass
class Preview:
    """The choice being made and what the engine says about it."""

    chosen: tuple[int, ...]
    evaluation: z.Evaluation
    bank: tuple[str, dict] | None = None      # why writing down after the choice is refused
    next_dice: int = 0                         # dice the next throw would use
    risk: float = 0.0                          # exact chance that throw scores nothing
    fives: bool = False                        # 5er drehen is possible with this choice
    proof: str = "none"                        # the proof status once the choice is set aside
    pending: tuple[int, ...] = ()              # then the faces of the Paschs still to prove

    @property
    def ok(self) -> bool:
        return self.evaluation.ok


@dataclass(frozen=True)
class Choice:
    """A button: what it does, its words (language key under `zehntausend.table`, params),
    and, when it is not possible now, the refusal (language key, params)."""

    kind: str          # throw | throw_on | bank | take_over | rethrow | knock | turn_fives
    label: str
    params: tuple = ()
    enabled: bool = True
    reason: tuple[str, tuple] | None = None
    key: str = "confirm"      # the action whose key presses the button while choosing dice

    @property
    def reason_params(self) -> dict:
        return dict(self.reason[1]) if self.reason else {}


@dataclass
class Decision:
    chosen: set[int] = field(default_factory=set)
    turn_fives: bool = False
    focus: str = "buttons"            # "dice" or "buttons"
    button: int = 0
    cursor: int | None = None         # tray id of the die under the cursor
    steered: bool = False             # the player moved the cursor since the throw (it stays put)
    _cache: tuple | None = None

    def reset(self, focus: str) -> None:
        self.chosen = set()
        self.turn_fives = False
        self.focus = focus
        self.button = 0
        self.cursor = None
        self.steered = False

    def toggle(self, index: int) -> bool:
        """Put a die into the choice or take it out; True when it is in now."""
        if index in self.chosen:
            self.chosen.discard(index)
            return False
        self.chosen.add(index)
        return True

    def preview(self, match: z.Match, version: int) -> Preview | None:
        """What the engine says about the current choice (None outside choosing)."""
        if match.phase != "select" or match.current_seat is None:
            return None
        chosen = tuple(sorted(self.chosen))
        key = (version, chosen, self.turn_fives)
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        p = self.weigh(match, chosen, self.turn_fives)
        self._cache = (key, p)
        if self.turn_fives and not p.fives:
            self.turn_fives = False
            return self.preview(match, version)
        return p

    @staticmethod
    def weigh(match: z.Match, chosen: tuple[int, ...], turn_fives: bool = False) -> Preview:
        """What the engine says about setting `chosen` aside (any choice: the person's, or the
        one the coach advises, for the odds line before a die is marked)."""
        evaluation = match.evaluate(chosen, turn_fives) if chosen else z.Evaluation(reason=EMPTY)
        p = Preview(chosen, evaluation)
        p.fives = bool(chosen) and match.rules.turn_fives and match.evaluate(chosen, True).ok
        if evaluation.ok:
            probe = z.Match.from_dict(match.to_dict())
            probe.apply(match.current_seat, z.Select(chosen, turn_fives))
            p.bank = probe.bank_refusal()
            p.proof = probe.proof_status
            p.pending = probe.unproven
            p.next_dice = probe.dice_to_throw
            p.risk = float(next_throw_fraction(probe))
        else:
            # not a valid choice yet: the risk if the dice marked (at least one) were set aside
            left = match.dice_left - max(1, len(chosen))
            p.next_dice = left if left > 0 else match.rules.dice
            p.risk = float(no_score_fraction(p.next_dice, match.rules, match.table_paschs))
        return p

    def choices(self, match: z.Match, version: int) -> list[Choice]:
        """The buttons for the seat to move, in the order they are shown."""
        if match.current_seat is None:
            return []
        if match.phase == "select":
            p = self.preview(match, version)
            e = p.evaluation
            reason = None if p.ok else (e.reason, e.params)
            bank_reason = reason or (None if p.bank is None else (p.bank[0], tuple(p.bank[1].items())))
            throw = "throw_all" if p.ok and e.dice_left == 0 else "throw_on"
            bank = Choice("bank", "bank_points", (("points", e.turn_points),), bank_reason is None,
                          bank_reason, key="back") if p.ok else \
                Choice("bank", "bank", (), False, bank_reason, key="back")
            if bank_reason is not None and bank_reason[0] == UNPROVEN:    # the button says it too
                bank = Choice("bank", "bank_prove_first", (), False, bank_reason, key="back")
            out = [Choice("throw_on", throw, (), p.ok, reason, key="down"), bank]
            if p.fives:
                out.append(Choice("turn_fives", "turn_fives_on" if self.turn_fives else "turn_fives_off", key="up"))
            return out
        if match.phase == "house":
            out = [Choice("rethrow", "rethrow")]
            if match.can_knock:
                out.append(Choice("knock", "knock"))
            return out
        if match.phase != "throw":
            return []
        if match.rules.reverse:
            return [Choice("throw", "throw")]
        if match.turn_start:
            out = [Choice("throw", "throw")]
            if match.can_take_over:
                out.append(Choice("take_over", "take_over", (("points", match.offer[1]),)))
            return out
        refusal = match.bank_refusal()
        reason = None if refusal is None else (refusal[0], tuple(refusal[1].items()))
        label, params = ("bank_prove_first", ()) if reason is not None and reason[0] == UNPROVEN else \
            ("bank_points", (("points", match.turn_points),))
        return [Choice("throw", "throw_on"), Choice("bank", label, params, reason is None, reason, key="back")]

    def risk(self, match: z.Match, version: int) -> tuple[int, float, tuple[int, float] | None]:
        """(dice, chance of nothing) for the next throw, and the same for a takeover."""
        other = None
        if match.phase == "select":
            p = self.preview(match, version)
            return p.next_dice, p.risk, None
        if match.phase == "house":
            dice = len(match.active_dice)
            return dice, float(no_score_fraction(dice, match.rules, match.table_paschs)), None
        if match.can_take_over:
            left = match.rules.dice - len(match.offer[2]) or match.rules.dice
            other = (left, float(no_score_fraction(left, match.rules)))
        return match.dice_to_throw, float(next_throw_fraction(match)), other


def pasch_text(faces) -> str:
    """Paschs by their faces as they lie: (1,) -> "1-1-1", (1, 5) -> "1-1-1 + 5-5-5"."""
    return " + ".join("-".join([str(f)] * 3) for f in faces)
