"""Zehntausend's house rules (`[zehntausend]` in config.toml; the defaults are the rule page's
simple rules): a light module, so reading the config does not load the engine."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

STRICT_MIN_POINTS = 350    # Verschärft: the least a turn must bring before it is written down


@dataclass(frozen=True)
class ScoringKey:
    """Everything in the house rules that changes what a choice of dice is worth."""

    doubling: bool = False
    straight_value: int = 1000
    small_straights: bool = False
    small_straight_value: int = 1000
    three_pairs: bool = False
    three_pairs_value: int = 1000
    pyramid: bool = False
    pyramid_value: int = 1000


def _f(default, doc: str, **meta):
    return field(default=default, metadata={"doc": doc, **meta})


# ----------------------------------------------------------------------------- rules

@dataclass
class Rules:
    """The house rules of Zehntausend; the defaults are the page's simple rules."""

    dice: int = _f(5, "Number of dice: 5 (the simple rules) or 6", min=5, max=6)
    target: int = _f(10000, "Points that end the game; the rest of that round may still overtake",
                     min=1000, max=100000, multiple_of=50,
                     lengths={3000: 4, 5000: 7, 10000: 12})   # the game's length: minutes of four normal bots (median)
    min_bank: int = _f(0, "Least points a turn needs before it may be written down (0 = any)",
                       min=0, max=5000, multiple_of=50)
    straight_value: int = _f(1000, "Straße 1-2-3-4-5-6 thrown with six dice: 1000 or 1250 points",
                             min=1000, max=1250, choices=[1000, 1250])
    small_straights: bool = _f(False, "Small and large straight (1-5 or 2-6 in one throw) count 1000")
    doubling: bool = _f(False, "Verdoppel-Regel: each die beyond three of a kind doubles the Pasch")
    extend: bool = _f(False, "Ergänzen: a matching die in a later throw doubles a Pasch set aside")
    confirm: bool = _f(False, "Bestätigen: a throw where all dice score must be confirmed by a "
                              "scoring throw; replaces proving")
    escalation: bool = _f(False, "Steigerung: keep throwing until the turn beats the previous "
                                 "player's last turn")
    turn_fives: bool = _f(False, "5er drehen: two fives may be set aside as one 1, one die goes back")
    three_pairs: bool = _f(False, "3x2: three pairs in one throw of six dice count 1000")
    pyramid: bool = _f(False, "Pyramide: one, two and three equal dice (e.g. 1,2,2,3,3,3) count 1000")
    strict: bool = _f(False, "Verschärft: no proving; writing down needs 350 points and at most two "
                             "dice left")
    take_over: bool = _f(False, "Übernehmen: the next player may take over a written-down turn's "
                                "points and dice")
    boomerang: bool = _f(False, "Bumerang: after reaching the target you count down; first below "
                                "zero wins")
    six_of_a_kind_wins: bool = _f(False, "Sechserpasch: six equal dice in one throw win at once")
    minus: bool = _f(False, "Minus: a first throw without points costs 1000 points")
    nix: bool = _f(False, "Nix: a first throw without points earns 1000 points and ends the turn")
    reverse: bool = _f(False, "Zehntausend Rückwärts: dice are passed on, who throws nothing takes "
                              "the pile as minus points; first to the target loses")
    house_building: bool = _f(False, "Hausbau: dice may land stacked or cocked and are thrown again; "
                                     "three times in a row loses the turn")
    house_chance: float = _f(0.03, "Chance that a throw lands stacked or cocked (with Hausbau)",
                             min=0.0, max=0.5)
    knocking: bool = _f(False, "Klopfen: after a stacked throw you may knock once; if the dice fall "
                               "flat the throw counts")
    knock_chance: float = _f(0.5, "Chance that knocking lays every die flat (with Klopfen)",
                             min=0.0, max=1.0)

    # ---- derived
    @property
    def proving(self) -> bool:
        """Pasches must be proven (the simple rules) unless a variant replaces that."""
        return not (self.confirm or self.strict or self.reverse)

    @property
    def bank_minimum(self) -> int:
        return max(self.min_bank, STRICT_MIN_POINTS if self.strict else 0)

    def scoring_key(self) -> ScoringKey:
        return ScoringKey(
            doubling=self.doubling,
            straight_value=3000 if self.doubling else self.straight_value,
            small_straights=self.small_straights or self.reverse,
            three_pairs=self.three_pairs or self.reverse,
            three_pairs_value=1500 if self.reverse else 1000,
            pyramid=self.pyramid,
        )

    def _on(self, name: str) -> bool:
        value = getattr(self, name)
        if isinstance(value, bool):
            return value
        default = next(f.default for f in dataclasses.fields(self) if f.name == name)
        return value != default

    def conflicts(self) -> list[tuple[str, str]]:
        """Pairs of switches that are both on but contradict each other (second gives way)."""
        pairs = [
            ("confirm", "strict"),            # both replace proving, differently
            ("minus", "nix"),                 # opposite answers to the same empty first throw
            ("doubling", "straight_value"),   # the doubling column has its own Straße (3000)
        ]
        pairs += [("reverse", other) for other in (
            "boomerang", "minus", "nix", "take_over", "escalation", "strict", "confirm",
            "turn_fives", "extend")]
        return [(a, b) for a, b in pairs if self._on(a) and self._on(b)]

    def validate(self) -> None:
        """Raise ValueError for a value no table can play (types and ranges)."""
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            kind = f.type if isinstance(f.type, str) else f.type.__name__
            if kind == "bool" and not isinstance(value, bool):
                raise ValueError(f"rules.{f.name} must be true or false, not {value!r}")
            if kind == "int" and (isinstance(value, bool) or not isinstance(value, int)):
                raise ValueError(f"rules.{f.name} must be a whole number, not {value!r}")
            if kind == "float" and (isinstance(value, bool) or not isinstance(value, (int, float))):
                raise ValueError(f"rules.{f.name} must be a number, not {value!r}")
            meta = f.metadata
            if "min" in meta and value < meta["min"] or "max" in meta and value > meta["max"]:
                raise ValueError(f"rules.{f.name} = {value!r} is out of range "
                                 f"{meta['min']}..{meta['max']}")
            if "choices" in meta and value not in meta["choices"]:
                raise ValueError(f"rules.{f.name} = {value!r} is not one of {meta['choices']}")
        if self.target % 50 or self.min_bank % 50:
            raise ValueError("rules.target and rules.min_bank must be multiples of 50")
