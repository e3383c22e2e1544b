"""Bots playing whole games on their own, for soak tests and the engine benchmark.

`random_rules(game, rng)` draws a house-rule set of a game the way a table might switch
rules on and off (contradicting switches resolved as config.py resolves them: the second
gives way). `play(game, seats, rules, seed, levels)` plays one bot-only game to its end and
returns the match and the number of actions; with `check=True` the engine's invariants are
checked after every action. Turn-based engines are driven by `bots.choose`; Wurf & Weg by its
real-time `Bot` objects on the match clock, jumping from one due moment to the next.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

from game.dice import SeededDice
from game.games import game_by_name

MAX_ACTIONS = 100_000

# Values a soak run draws for numeric rules, so games stay a sensible length; any field not
# named here is drawn from its own choices, min/max or true/false.
SOAK_VALUES: dict[str, dict[str, Sequence]] = {
    "zehntausend": {"target": (1000, 2000, 3000, 5000), "min_bank": (0, 0, 300, 350),
                    "house_chance": (0.0, 0.05, 0.3), "knock_chance": (0.2, 0.5, 0.9)},
    "wurf_und_weg": {"countdown": (0.0, 1.0, 3.0), "roll_cooldown": (0.1, 0.6, 1.5),
                     "wrong_press_penalty": (0.0, 1.0, 3.0), "last_rolls": (1, 3, 5),
                     "last_rolls_time": (0.0, 0.0, 2.0, 8.0), "round_pause": (0.0, 3.0),   # 0: no limit
                     "coasters_to_win": (1, 3, 5)},
}


def engine(game: str):
    return game_by_name(game).engine()


def bots(game: str):
    return game_by_name(game).bots()


def random_rules(game: str, rng: random.Random):
    """A random, playable set of house rules for `game` (module name, e.g. "mensch")."""
    cls = engine(game).Rules
    rules = cls()
    values = SOAK_VALUES.get(game, {})
    for f in dataclasses.fields(cls):
        meta = f.metadata
        if f.name in values:
            value = rng.choice(list(values[f.name]))
        elif "choices" in meta:
            value = rng.choice(list(meta["choices"]))
        elif f.type in ("bool", bool):
            value = rng.random() < 0.5
        elif f.type in ("int", int):
            value = rng.randint(meta.get("min", f.default), meta.get("max", f.default))
        elif f.type in ("float", float):
            value = round(rng.uniform(meta.get("min", f.default), meta.get("max", f.default)), 2)
        else:
            continue
        setattr(rules, f.name, value)
    conflicts = getattr(rules, "conflicts", None)
    while conflicts and conflicts():
        _, second = conflicts()[0]
        default = next(f.default for f in dataclasses.fields(cls) if f.name == second)
        setattr(rules, second, default)
    return rules


def new_match(game: str, seats: int, rules, seed: int):
    return engine(game).Match(seats, rules, SeededDice(seed))


def play(game: str, seats: int, rules, seed: int, levels: Sequence[str], check: bool = False,
         max_actions: int = MAX_ACTIONS):
    """Play a bot-only game to its end; returns (match, actions taken)."""
    match = new_match(game, seats, rules, seed)
    rng = random.Random(seed)
    if check:
        match.check_invariants()
    if game_by_name(game).realtime:
        return match, _play_realtime(match, levels, rng, check, max_actions)
    choose = bots(game).choose
    actions = 0
    while not match.is_over:
        seat = match.current_seat
        match.apply(seat, choose(match, seat, levels[seat], rng))
        actions += 1
        if check:
            match.check_invariants()
        if actions > max_actions:
            raise RuntimeError(f"{game}: no end after {actions} actions (seed {seed})")
    return match, actions


def _play_realtime(match, levels, rng: random.Random, check: bool, max_actions: int) -> int:
    module = bots("wurf_und_weg")
    players = [module.Bot(seat, levels[seat], random.Random(rng.random())) for seat in range(match.seats)]
    watch = (lambda events: match.check_invariants()) if check else None
    return module.play(match, players, max_presses=max_actions, watch=watch)


LEVELS = ("easy", "normal", "hard")
SEAT_RANGE = {"durchmarsch": (2, 4), "mensch": (2, 4), "zehntausend": (2, 6), "wurf_und_weg": (2, 6)}


def soak(game: str, first: int, count: int, seed: int = 2026, pool: int = 48) -> dict:
    """Play games `first`..`first + count - 1` of a soak run: random seats, levels and seeds,
    house rules drawn from `pool` random rule sets (the same pool for every slice of the
    run, so the hard bots' tables are built once per set). Every action is checked; every
    finished game must rank each seat once and survive a save and reload. Raises with the
    game's seed on the first failure; returns a summary."""
    sets = [random_rules(game, random.Random(f"{seed}:{game}:rules:{i}")) for i in range(pool)]
    lo, hi = SEAT_RANGE[game]
    actions = 0
    rule_sets_used = set()
    for n in range(first, first + count):
        rng = random.Random(f"{seed}:{game}:{n}")
        seats = rng.randint(lo, hi)
        pick = rng.randrange(pool)
        rule_sets_used.add(pick)
        levels = [rng.choice(LEVELS) for _ in range(seats)]
        game_seed = rng.randrange(2**31)
        try:
            match, taken = play(game, seats, sets[pick], game_seed, levels, check=True)
            ranked = sorted(s for group in match.ranking() for s in group)
            assert ranked == list(range(seats)), f"ranking {match.ranking()} does not place every seat once"
            for s in range(seats):
                figures = match.figures(s)
                assert all(isinstance(v, int) for v in figures.values()), figures
            again = type(match).from_dict(match.to_dict())
            assert again.to_dict() == match.to_dict(), "a finished game does not survive a save"
        except Exception as exc:
            raise AssertionError(f"{game} game {n} (seed {game_seed}, {seats} seats, levels {levels}, "
                                 f"rules {dataclasses.asdict(sets[pick])}): {exc!r}") from exc
        actions += taken
    return {"games": count, "actions": actions, "rule_sets": len(rule_sets_used)}
