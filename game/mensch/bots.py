"""Bots for Mensch ärgere Dich nicht: `choose(match, seat, level, rng) -> Action`.

easy    a random legal move.
normal  rules of thumb: knock out rivals (the further they got, the better), bring figures
        in and home, step out of a rival's reach of six, avoid landing in it, move on.
hard    an expected-value judgement of each move: progress plus captures, minus the expected
        loss of every own figure (and of a partner colour of the same seat) from the exact
        chance that some rival figure in reach hits it before our next turn
        (`game.mensch.odds`, with 6-chains, sixes forced into entering, and rivals entering
        onto their start circle), plus a little for the rival figures we threaten.

Bots only read the match (progress_table, move_options, owners); they never change it.
"""

from __future__ import annotations

import random

from game.dice import SeededDice
from game.mensch.match import COLOURS, LAST_TRACK, MOVES, TRACK_LEN, Match
from game.mensch.odds import (
    HIT_FORCED,
    HIT_FORCED_CAPPED,
    HIT_FREE,
    HIT_FREE_CAPPED,
)

LEVELS = ("easy", "normal", "hard")

# Weights of the hard bot, in circles of progress (tuned in 2v2 tournaments against normal).
OWN_CAPTURE = 100.0     # knocking out an own (or partner) figure: only when nothing else goes
CAPTURE = 40.0          # knocking out a rival figure ...
CAPTURE_PER_STEP = 0.5  # ... plus this much per circle it had already gone
SAFE_HOME = 20.0        # bringing a figure in from B or into the home circles
RISK = 3.0              # weight of the expected loss of the moved figure
ENTER_VALUE = 10.0      # a figure's worth when lost: its progress plus this much
OFFENSE = 0.5           # weight of the expected loss we threaten rival figures with
LEAD = 3.0              # at equal odds, move the figure that has gone further


def choose(match: Match, seat: int, level: str, rng: random.Random):
    if level not in LEVELS:
        raise ValueError(f"level must be one of {LEVELS}, not {level!r}")
    actions = match.legal_actions(seat)
    if not actions:
        raise ValueError(f"seat {seat} has nothing to do")
    if len(actions) == 1:
        return actions[0]
    if level == "easy":
        return rng.choice(actions)
    options = _distinct(match.move_options())
    if len(options) == 1:
        return MOVES[options[0][0]]
    view = _View(match, seat)
    scorer = view.normal_score if level == "normal" else view.hard_score
    best: list[int] = []
    top = float("-inf")
    for option in options:
        score = scorer(option)
        if score > top + 1e-9:
            top, best = score, [option[0]]
        elif score > top - 1e-9:
            best.append(option[0])
    return MOVES[best[0] if len(best) == 1 else rng.choice(best)]


def _distinct(options: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    """Entering moves are all alike: keep one of them."""
    out = []
    entered = False
    for option in options:
        if option[1] == 0:     # progress 0 (the start circle) is only reached from B
            if entered:
                continue
            entered = True
        out.append(option)
    return out


class _View:
    """What a bot needs to know about the board, read once per decision."""

    def __init__(self, match: Match, seat: int):
        self.colour = c = match.current_colour
        self.prog = match.progress_table()
        self.owners = match.owners
        self.friends = tuple(col for col in range(COLOURS) if match.owners[col] == seat)
        self.rivals = tuple(col for col in range(COLOURS) if match.owners[col] != seat
                            and col not in match.finished_colours)
        capped = match.rules.three_sixes
        self.hit_free = HIT_FREE_CAPPED if capped else HIT_FREE
        self.hit_forced = HIT_FORCED_CAPPED if capped else HIT_FORCED
        self.enter_odds = 1 / 6
        self.base = 4 * c
        self.prog_before = [self.prog[self.base + f] for f in range(4)]
        self._threats: list[tuple[int, int, tuple | None]] | None = None
        self._hunters: list[tuple[int, int, int]] | None = None
        self._mine: list[tuple[int, int, int]] | None = None
        self._targets: list[tuple[int, int, float]] = []

    # -------------------------------------------------------- shared pieces

    def _cell(self, gid: int, p: int) -> int:
        return (10 * (gid >> 2) + p) % TRACK_LEN

    def _reach(self, prog: list[int] | tuple[int, ...]) -> list[tuple[int, int, tuple]]:
        """Rival figures that can move: (track circle, steps left on the track, hit table)."""
        out = []
        for r in self.rivals:
            base = 4 * r
            has_b = any(prog[base + f] < 0 for f in range(4))
            for f in range(4):
                q = prog[base + f]
                if 0 <= q <= LAST_TRACK:
                    forced = has_b and q != 0
                    out.append(((10 * r + q) % TRACK_LEN, LAST_TRACK - q,
                                self.hit_forced if forced else self.hit_free))
            if has_b:
                start = 10 * r
                occ = [g for g in range(base, base + 4) if prog[g] == 0]
                if not occ:
                    out.append((start, -1, None))      # can come in onto its A with a 6
        return out

    def _risk(self, cell: int, threats: list[tuple[int, int, tuple]]) -> float:
        survive = 1.0
        for at, left, hit in threats:
            if hit is None:
                if at == cell:
                    survive *= 1 - self.enter_odds
                continue
            d = (cell - at) % TRACK_LEN
            if 0 < d <= left:
                p = hit[d]
                if p:
                    survive *= 1 - p
        return 1 - survive

    # -------------------------------------------------------- normal

    def normal_score(self, option: tuple[int, int, int]) -> float:
        f, t, victim = option
        p = self.prog_before[f]
        prog = self.prog
        score = 0.0
        if victim >= 0:
            vp = prog[victim]
            if (victim >> 2) in self.friends:
                score -= 30 + vp
            else:
                score += 30 + vp
        if p < 0:
            score += 25
        elif t >= 40 > p:
            score += 20
        near_before = p >= 0 and p <= LAST_TRACK and self._near(self._cell(self.base, p))
        near_after = t <= LAST_TRACK and self._near(self._cell(self.base, t), skip=victim)
        if near_before:
            score += 8 + p / 4
        if near_after:
            score -= 8 + t / 4
        score += (t - max(p, 0)) / 10 + t / 40
        return score

    def _near(self, cell: int, skip: int = -1) -> bool:
        """A rival figure 1..6 circles behind `cell` (figure `skip` left out)."""
        hunters = self._hunters
        if hunters is None:
            prog = self.prog
            hunters = self._hunters = [
                (g, (10 * r + prog[g]) % TRACK_LEN, LAST_TRACK - prog[g])
                for r in self.rivals for g in range(4 * r, 4 * r + 4)
                if 0 <= prog[g] <= LAST_TRACK]
        for g, at, left in hunters:
            d = (cell - at) % TRACK_LEN
            if 0 < d <= 6 and d <= left and g != skip:
                return True
        return False

    # -------------------------------------------------------- hard

    def hard_score(self, option: tuple[int, int, int]) -> float:
        f, t, victim = option
        gid = self.base + f
        p = self.prog[gid]
        after = list(self.prog)
        after[gid] = t
        score = LEAD * max(p, 0) / 40
        if victim >= 0:
            vp = after[victim]
            if (victim >> 2) in self.friends:
                score -= OWN_CAPTURE + vp
            else:
                score += CAPTURE + CAPTURE_PER_STEP * vp
            after[victim] = -1
        if p < 0 or t >= 40 > p:
            score += SAFE_HOME
        if victim >= 0:
            threats = self._reach(after)
        else:
            if self._threats is None:
                self._threats = self._reach(self.prog)
            threats = self._threats
        if t <= LAST_TRACK:
            score -= RISK * self._risk(self._cell(gid, t), threats) * (t + ENTER_VALUE)
        # The rival figures we threaten after the move (they move first, so it counts less).
        mine = self._mine
        if mine is None:
            prog = self.prog
            mine = self._mine = [
                (g, (10 * (g >> 2) + prog[g]) % TRACK_LEN, LAST_TRACK - prog[g])
                for col in self.friends for g in range(4 * col, 4 * col + 4)
                if 0 <= prog[g] <= LAST_TRACK]
            self._targets = [
                (g, (10 * r + prog[g]) % TRACK_LEN, prog[g] + ENTER_VALUE)
                for r in self.rivals for g in range(4 * r, 4 * r + 4)
                if 0 <= prog[g] <= LAST_TRACK]
        hunters = [(at, left) for g, at, left in mine if g != gid and g != victim]
        if t <= LAST_TRACK:
            hunters.append(((10 * (gid >> 2) + t) % TRACK_LEN, LAST_TRACK - t))
        hit = self.hit_free
        offense = 0.0
        for g, cell, worth in self._targets:
            if g == victim:
                continue
            survive = 1.0
            for at, left in hunters:
                d = (cell - at) % TRACK_LEN
                if 0 < d <= left:
                    survive *= 1 - hit[d]
            offense += (1 - survive) * worth
        return score + OFFENSE * offense


def play_game(levels: dict[int, str], seed: int, rules=None, seats: int = 4,
              owners=None, rng_seed: int | None = None) -> Match:
    """One headless game with a bot in every seat (`levels[seat]`); returns the match."""
    match = Match(seats, rules, SeededDice(seed), owners=owners)
    rng = random.Random(seed if rng_seed is None else rng_seed)
    while not match.is_over:
        seat = match.current_seat
        match.apply(seat, choose(match, seat, levels[seat], rng))
    return match


def duel(level_a: str, level_b: str, games: int, seed: int = 0, rules=None) -> float:
    """Share of games `level_a` wins against `level_b`, two colours each.

    Each bot plays two opposite colours (seat 0: colours 0 and 2, seat 1: 1 and 3); a seat
    wins when both its colours are home first. Games come in pairs on the same dice, the
    bots swapping seats, so neither gains from the dice or from moving first."""
    wins = 0
    for i in range(games):
        levels = {0: level_a, 1: level_b} if i % 2 == 0 else {0: level_b, 1: level_a}
        match = play_game(levels, seed + i // 2, rules, seats=2, owners=(0, 1, 0, 1),
                          rng_seed=seed * 7919 + i)
        wins += levels[match.ranking()[0][0]] == level_a
    return wins / games
