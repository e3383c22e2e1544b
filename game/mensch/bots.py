"""Bots for Mensch ärgere Dich nicht: `choose(match, seat, level, rng) -> Action`.

easy    a random legal move.
normal  rules of thumb: knock out rivals (the further they got, the better), bring figures
        in and home, step out of a rival's reach of six, avoid landing in it, move on.
hard    a search one move deep whose chance layer is worked out exactly: for every move it
        values the whole position the rivals then face (`weigh`). The rivals' next throws are
        not sampled: `game.mensch.odds` gives the exact chance that some rival figure in reach
        hits each of our figures before our next turn (6-chains, sixes forced into coming in,
        rivals coming in onto their start circle A, the 2-sixes cap under `three_sixes`), and
        each figure's expected loss is that chance times its progress plus the cost of a 6 to
        come in again. On top: knock-outs (more for a rival that had gone further), the
        rival figures we threaten, and how long our figures still stand exposed on the track
        if the front figure is run home first (the order that keeps the least progress at
        risk for the least time; the rule that makes it clearly stronger than a careful rule
        of thumb). Under no_jump_home it also counts the exact throws its home circles still
        need. `weigh` returns every move's judgement, for the coach as for the bot.

Bots only read the match (progress_table, move_options, owners, rules); they never change it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.dice import SeededDice
from game.mensch.match import COLOURS, GOAL, LAST_TRACK, MOVES, TRACK_LEN, Match
from game.mensch.odds import (
    HIT_FORCED,
    HIT_FORCED_CAPPED,
    HIT_FREE,
    HIT_FREE_CAPPED,
)

LEVELS = ("easy", "normal", "hard")

# Weights of the hard bot, in circles of progress (tuned in 4,000-game tournaments of one hard
# bot against three rule-of-thumb players; seeds/mensch.md has the figures).
OWN_CAPTURE = 100.0     # knocking out an own (or partner) figure: only when nothing else goes
CAPTURE = 10.0          # knocking out a rival figure ...
CAPTURE_PER_STEP = 1.0  # ... plus this much per circle it had already gone
ON_BOARD = 8.0          # a figure out of B is worth its progress plus this ...
AT_HOME = 5.0           # ... and this much more on a-d, where nobody can knock it out
HOME_BLOCKED = 8.0      # no_jump_home: each exact throw the home circles still need (see below)
LOSS = 10.0             # a knocked-out figure costs its progress plus this (a 6 to come in)
RISK = 2.0              # weight of the expected loss before our next turn
EXPOSURE = 0.03         # weight of the time our figures stand exposed, front figure first:
                        # RISK times a figure's chance to be knocked out in a round on the
                        # track (about 7 %) per circle a moved figure goes in a round (about 4)
OFFENSE = 0.3           # weight of the expected loss we threaten rival figures with
ENTER_ODDS = 1 / 6      # a rival with figures on B comes in onto its A (and hits there)
ENTER_ODDS_TRIES = 1 - (5 / 6) ** 3   # ... with three tries (start_on_b, nothing can move)


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
    if level == "hard":
        return MOVES[best_of(weigh(match, seat)).figure]
    view = _View(match, seat)
    best: list[int] = []
    top = float("-inf")
    for option in options:
        score = view.normal_score(option)
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


@dataclass(frozen=True)
class Weighing:
    """The hard bot's judgement of one move of the throw waiting to be played."""

    figure: int           # the figure of the colour on turn that moves
    start: int            # its progress before (-1 on B) ...
    target: int           # ... and after the move (40..43: home circles a..d)
    victim: int           # the figure knocked out (4 * colour + figure), or -1
    risk: float           # chance the moved figure is knocked out before our next turn
    risk_before: float    # that chance where it stands now (0 on B and at home)
    score: float          # the whole judgement, in circles of progress: the higher the better


def best_of(weighings: list[Weighing]) -> Weighing:
    """The move hard plays: the best score; at equal scores the first (no dice involved, so the
    coach's hint and the bot's move are always the same)."""
    best = weighings[0]
    for w in weighings[1:]:
        if w.score > best.score + 1e-9:
            best = w
    return best


def weigh(match: Match, seat: int) -> list[Weighing]:
    """Every distinct move of the throw waiting to be played (entering moves are alike: one of
    them), each judged by the hard bot playing for `seat` (the seat on turn). Empty unless the
    colour on turn has a throw to play."""
    options = _distinct(match.move_options())
    if not options:
        return []
    view = _View(match, seat)
    return [view.weigh(option) for option in options]


class _View:
    """What a bot needs to know about the board, read once per decision."""

    def __init__(self, match: Match, seat: int):
        self.colour = c = match.current_colour
        self.prog = match.progress_table()
        self.owners = match.owners
        self.rules = match.rules
        self.friends = tuple(col for col in range(COLOURS) if match.owners[col] == seat)
        self.rivals = tuple(col for col in range(COLOURS) if match.owners[col] != seat
                            and col not in match.finished_colours)
        capped = match.rules.three_sixes
        self.hit_free = HIT_FREE_CAPPED if capped else HIT_FREE
        self.hit_forced = HIT_FORCED_CAPPED if capped else HIT_FORCED
        self.base = 4 * c
        self.prog_before = [self.prog[self.base + f] for f in range(4)]
        self.no_jump_home = match.rules.no_jump_home
        self._threats: list[tuple[int, int, tuple | None, float]] | None = None
        self._hunters: list[tuple[int, int, int]] | None = None

    # -------------------------------------------------------- shared pieces

    def _cell(self, gid: int, p: int) -> int:
        return (10 * (gid >> 2) + p) % TRACK_LEN

    def _reach(self, prog, colours) -> list[tuple[int, int, tuple | None, float]]:
        """The figures of `colours` that can hit: (track circle, steps left on the track, hit
        table, chance to come in) - a colour with figures on B and its start circle A free of
        its own figures also hits A itself when it comes in (hit table None)."""
        out = []
        tries = self.rules.start_on_b
        for r in colours:
            base = 4 * r
            has_b = any(prog[base + f] < 0 for f in range(4))
            on_track = False
            for f in range(4):
                q = prog[base + f]
                if 0 <= q <= LAST_TRACK:
                    on_track = True
                    forced = has_b and q != 0
                    out.append(((10 * r + q) % TRACK_LEN, LAST_TRACK - q,
                                self.hit_forced if forced else self.hit_free, 0.0))
            if has_b and not any(prog[g] == 0 for g in range(base, base + 4)):
                stuck = tries and not on_track and not _home_can_move(prog, r)
                out.append((10 * r, -1, None, ENTER_ODDS_TRIES if stuck else ENTER_ODDS))
        return out

    @staticmethod
    def _risk(cell: int, threats) -> float:
        """Chance that one of `threats` lands on `cell` before our next turn."""
        survive = 1.0
        for at, left, hit, enters in threats:
            if hit is None:
                if at == cell:
                    survive *= 1 - enters
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

    def weigh(self, option: tuple[int, int, int]) -> Weighing:
        f, t, victim = option
        gid = self.base + f
        p = self.prog[gid]
        after = list(self.prog)
        after[gid] = t
        score = 0.0
        if victim >= 0:
            vp = after[victim]
            if (victim >> 2) in self.friends:
                score -= OWN_CAPTURE + vp
            else:
                score += CAPTURE + CAPTURE_PER_STEP * vp
            after[victim] = -1
        if self._threats is None:
            self._threats = self._reach(self.prog, self.rivals)
        threats = self._threats
        if victim >= 0 and (victim >> 2) in self.rivals:
            threats = self._reach(after, self.rivals)
        score += self._own_value(after, threats) + OFFENSE * self._offense(after)
        risk = self._risk(self._cell(gid, t), threats) if t <= LAST_TRACK else 0.0
        risk_before = (self._risk(self._cell(gid, p), self._threats)
                       if 0 <= p <= LAST_TRACK else 0.0)
        return Weighing(f, p, t, victim, risk, risk_before, score)

    def _own_value(self, prog, threats) -> float:
        """Our colours' figures: progress, minus the expected loss before our next turn and
        the cost of the time they still stand exposed on the way home."""
        value = 0.0
        for col in self.friends:
            track = []
            for g in range(4 * col, 4 * col + 4):
                p = prog[g]
                if p < 0 or p > GOAL:      # on B, or not in play (house rule `figures`)
                    continue
                value += p + ON_BOARD
                if p > LAST_TRACK:
                    value += AT_HOME
                    continue
                value -= RISK * self._risk((10 * col + p) % TRACK_LEN, threats) * (p + LOSS)
                track.append(p)
            value -= EXPOSURE * exposure(track)
            if self.no_jump_home:
                value -= HOME_BLOCKED * _home_throws_needed(prog, col)
        return value

    def _offense(self, prog) -> float:
        """The expected loss our figures threaten the rivals' figures with (they move first,
        so its weight is small)."""
        hunters = [h for h in self._reach(prog, self.friends) if h[2] is not None]
        total = 0.0
        for r in self.rivals:
            for g in range(4 * r, 4 * r + 4):
                q = prog[g]
                if 0 <= q <= LAST_TRACK:
                    total += self._risk((10 * r + q) % TRACK_LEN, hunters) * (q + LOSS)
        return total


def exposure(track: list[int]) -> float:
    """How much progress stands exposed on the track, and for how long, if the figures at
    these progress values are run home front first: each figure carries its value (progress
    plus the cost of coming in again) while the figures ahead of it walk home, and then its
    own way home, where it gains value as it goes. Running the front figure first is the
    order that keeps this least (the most value for the shortest way), so a move of the front
    figure lowers it most."""
    waited = 0.0
    total = 0.0
    for p in sorted(track, reverse=True):
        rest = GOAL + 1 - p
        total += (p + LOSS) * waited + rest * ((p + GOAL + 1) / 2 + LOSS)
        waited += rest
    return total


def _home_throws_needed(prog, colour: int) -> int:
    """Under no_jump_home, how many exact throws `colour`'s home circles still need: each free
    circle behind its first figure on a-d (no figure from the track can reach it any more) and
    each figure there with a free circle ahead of it (it must move on inside a-d)."""
    base = 4 * colour
    taken = [prog[g] for g in range(base, base + 4) if LAST_TRACK < prog[g] <= GOAL]
    if not taken:
        return 0
    first = min(taken)
    closed = sum(1 for t in range(first + 1, GOAL + 1) if t not in taken)
    stuck = sum(1 for p in taken if any(t not in taken for t in range(p + 1, GOAL + 1)))
    return closed + stuck


def _home_can_move(prog, colour: int) -> bool:
    """Some figure of `colour` on a-d has a free home circle ahead of it within 5."""
    base = 4 * colour
    taken = {prog[g] for g in range(base, base + 4) if LAST_TRACK < prog[g] <= GOAL}
    return any(p + v <= GOAL and p + v not in taken
               for p in taken for v in range(1, 6))


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
