"""Zehntausend bots: easy banks early, normal keeps to a threshold by dice left, hard plays an
exact expected-value table of the turn.

`choose(match, seat, level, rng)` only reads the match. The hard bot's tables are built once
per rule set (`strategy(rules)`) by dynamic programming over (turn points in 50s, dice left,
proof state): a set-aside always adds points, so the states form a chain from high points
down to zero and each is computed once. Two tables:
- `V`: the expected points the turn will write down when played to maximise that (the
  normal game), with `C` the value of throwing instead of banking;
- `R`: the chance of writing down at least r more points this turn (for the last round, when
  only beating the leader counts, and for winning outright under Bumerang).
The tables track turn points up to 3,000 past the target (13,000 by default); a turn beyond
that counts as written down, and one with a Pasch still to prove (or a throw to confirm) as
written down times `proof[ds]`, the exact chance that it can still be proven with the ds dice
left, under the rules in force, playing for the proof.
Ergänzen's later extensions are not in the tables (the bot still counts them when they fall).

`weigh(match, seat)` is the hard bot's decision with the numbers it compared (`Weighed`), for
the coach; `choose(..., "hard", ...)` is its action.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.zehntausend.match import (
    STRICT_MAX_DICE_LEFT,
    Action,
    Bank,
    Knock,
    Match,
    Rules,
    Select,
    TakeOver,
    Throw,
)
from game.zehntausend.odds import outcomes
from game.zehntausend.scoring import options_for

LEVELS = ("easy", "normal", "hard")
NEG = float("-inf")

# normal: bank when the turn has at least this much, by dice left in the cup (0 = all set aside)
NORMAL_THRESHOLDS = {
    5: {0: 2000, 1: 250, 2: 250, 3: 400, 4: 800, 5: 10**9},
    6: {0: 3000, 1: 300, 2: 300, 3: 400, 4: 550, 5: 1200, 6: 10**9},
}
EASY_BANK = 150
BUST_STILL_CLOSE, BUST_MUST_ANSWER = 0.75, 0.2
CLOSING_SPAN = 60          # hard's endgame table looks up to 3000 points past the target


# ----------------------------------------------------------------------------- the tables

class Strategy:
    """Exact turn tables for one rule set (see the module text)."""

    def __init__(self, rules: Rules):
        self.rules = rules
        self.n = n = rules.dice
        self.mode = "prove" if rules.proving else ("confirm" if rules.confirm else "none")
        self.levels = rules.target // 50 + 60          # turn points are tracked up to here
        key = rules.scoring_key()
        # groups[d]: ((probability, ((points/50, dice used, proves, new Pasch), ...)), ...)
        self.groups: dict[int, list[tuple[float, tuple]]] = {}
        self.bust: dict[int, float] = {}
        for d in range(1, n + 1):
            by_moves: dict[tuple, float] = {}
            bust = 0.0
            total = 6 ** d
            for counts, ways in outcomes(d):
                moves = _moves(options_for(counts, key, ()), rules.turn_fives)
                if not moves:
                    bust += ways / total
                else:
                    by_moves[moves] = by_moves.get(moves, 0.0) + ways / total
            self.groups[d] = [(w, m) for m, w in by_moves.items()]
            self.bust[d] = bust
        self.p_states = (0, 1) if self.mode != "none" else (0,)
        self.max_units = 1 + max((m[0] for g in self.groups.values() for _, ms in g for m in ms),
                                 default=0)
        # transitions[p][ds] = [(weight, [(units, next p, next ds), ...]), ...]
        self.trans = {p: {ds: self._transitions(p, ds) for ds in range(n + 1)} for p in self.p_states}
        self.proof = self._proof_chances()
        self._tables: dict[int, tuple] = {}
        self._reach: list | None = None

    def _transitions(self, p: int, ds: int):
        n = self.n
        d = n if ds == 0 else ds
        out = []
        for w, moves in self.groups[d]:
            best: dict[tuple[int, int], int] = {}
            for units, used, proves, newp in moves:
                if self.mode == "prove":
                    p2 = 1 if newp else (0 if proves else p)
                elif self.mode == "confirm":
                    p2 = 1 if (d == n and used == n) else 0
                else:
                    p2 = 0
                ds2 = d - used
                if best.get((p2, ds2), -1) < units:
                    best[(p2, ds2)] = units
            out.append((w, [(u, p2, ds2) for (p2, ds2), u in best.items()]))
        return out

    def _proof_chances(self) -> list[float]:
        """proof[ds]: the best chance that a turn with a Pasch to prove (or a throw to confirm)
        and ds dice in the cup (0: all set aside, all are thrown) is proven before a throw
        scores nothing. A throw may bring a new Pasch instead, and with every die set aside
        the turn starts over with all dice, so the chances are solved to their fixed point
        (they only grow, from 0)."""
        n = self.n
        if self.mode == "none":
            return [1.0] * (n + 1)
        chance = [0.0] * (n + 1)
        for _ in range(10_000):
            new = [sum(w * max(1.0 if p2 == 0 else chance[ds2] for _, p2, ds2 in moves)
                       for w, moves in self.trans[1][ds]) for ds in range(n + 1)]
            if new == chance:
                break
            chance = new
        return chance

    def beyond(self, units: int, p: int, ds: int) -> float:
        """A turn beyond the table's top: written down, once it can be proven."""
        return units * 50.0 * (1.0 if p == 0 else self.proof[ds])

    def state_value(self, V, units: int, p: int, ds: int) -> float:
        """V at a state, with turns beyond the table's top valued by `beyond`."""
        if units >= self.levels:
            return self.beyond(units, p, ds)
        return V[p][ds][units]

    def bankable(self, units: int, ds: int, p: int, minimum: int) -> bool:
        if p or units == 0 or units * 50 < minimum:
            return False
        return not (self.rules.strict and ds > STRICT_MAX_DICE_LEFT)

    def tables(self, minimum: int):
        """(V, C) for a turn that may only be written down from `minimum` points on."""
        minimum = max(minimum, self.rules.bank_minimum)
        if minimum not in self._tables:
            self._tables[minimum] = self._solve(minimum)
        return self._tables[minimum]

    def _solve(self, minimum: int):
        L = self.levels
        n = self.n
        proof = self.proof
        base = self._tables.get(max(self.rules.bank_minimum, 0))
        V = {p: [[0.0] * (L + 1) for _ in range(n + 1)] for p in self.p_states}
        C = {p: [[0.0] * (L + 1) for _ in range(n + 1)] for p in self.p_states}
        start = L
        if base is not None and minimum > self.rules.bank_minimum:
            start = min(L, -(-minimum // 50))
            for p in self.p_states:
                for ds in range(n + 1):
                    V[p][ds][start:] = base[0][p][ds][start:]
                    C[p][ds][start:] = base[1][p][ds][start:]
            start -= 1
        for u in range(start, -1, -1):
            for p in self.p_states:
                for ds in range(n + 1):
                    cont = 0.0
                    for w, moves in self.trans[p][ds]:
                        best = NEG
                        for units, p2, ds2 in moves:
                            u2 = u + units
                            if u2 >= L:
                                v = u2 * 50.0 * (1.0 if p2 == 0 else proof[ds2])
                            else:
                                v = V[p2][ds2][u2]
                            if v > best:
                                best = v
                        cont += w * best
                    C[p][ds][u] = cont
                    bank = u * 50.0 if self.bankable(u, ds, p, minimum) else NEG
                    V[p][ds][u] = bank if bank >= cont else cont
        return V, C

    def closing(self, bank_win: tuple[float, ...], bust_win: float, minimum: int, start: int):
        """W[p][ds][u] for u >= start: the best chance to win when every bank from here on
        ends the game (`bank_win[u]`, its chance of holding) and a lost turn leaves
        `bust_win`."""
        n = self.n
        L = min(self.levels, start + CLOSING_SPAN)
        minimum = max(minimum, self.rules.bank_minimum)
        # beyond L every state is worth what banking at L is, once it can be proven (padded: no
        # bounds checks below)
        W = {p: [[0.0] * (L + 1) + [bank_win[L] * (1.0 if p == 0 else self.proof[ds])] * self.max_units
                 for ds in range(n + 1)] for p in self.p_states}
        for p in self.p_states:
            for ds in range(n + 1):
                W[p][ds][L] = W[p][ds][L + 1]
        for u in range(L - 1, start - 1, -1):
            for p in self.p_states:
                for ds in range(n + 1):
                    d = n if ds == 0 else ds
                    cont = self.bust[d] * bust_win
                    for w, moves in self.trans[p][ds]:
                        best = 0.0
                        for units, p2, ds2 in moves:
                            v = W[p2][ds2][u + units]
                            if v > best:
                                best = v
                        cont += w * best
                    if bank_win[u] > cont and self.bankable(u, ds, p, minimum):
                        cont = bank_win[u]
                    W[p][ds][u] = cont
        for p in self.p_states:
            for ds in range(n + 1):
                del W[p][ds][L + 1:]
        return W

    def reach(self):
        """R[p][ds][r]: the best chance to write down at least r*50 more points this turn."""
        if self._reach is not None:
            return self._reach
        L, n = self.levels, self.n
        R = {p: [[0.0] * (L + 1) for _ in range(n + 1)] for p in self.p_states}
        # level 0 (enough points): may still have to prove or leave at most two dice
        for _ in range(200):
            change = 0.0
            for p in self.p_states:
                for ds in range(n + 1):
                    if self.bankable(1, ds, p, 0):
                        new = 1.0
                    else:
                        new = sum(w * max(R[p2][ds2][0] for _, p2, ds2 in moves)
                                  for w, moves in self.trans[p][ds])
                    change = max(change, abs(new - R[p][ds][0]))
                    R[p][ds][0] = new
            if change < 1e-12:
                break
        for r in range(1, L + 1):
            for p in self.p_states:
                for ds in range(n + 1):
                    total = 0.0
                    for w, moves in self.trans[p][ds]:
                        best = 0.0
                        for units, p2, ds2 in moves:
                            v = R[p2][ds2][r - units if units < r else 0]
                            if v > best:
                                best = v
                        total += w * best
                    R[p][ds][r] = total
        self._reach = R
        return R


def _moves(options, turn_fives: bool) -> tuple:
    found = set()
    for _, score in options:
        flags = (score.proves, bool(score.paschs))
        found.add((score.points // 50, score.dice, *flags))
        if turn_fives and score.single_fives >= 2:
            found.add((score.points // 50, score.dice - 1, True, flags[1]))
    return tuple(sorted(found))


def _rules_key(rules: Rules) -> tuple:
    return tuple(sorted(vars(rules).items()))


@lru_cache(maxsize=16)
def _strategy(key: tuple) -> Strategy:
    return Strategy(Rules(**dict(key)))


_last: list = [None, None, None]     # (rules object, its values, Strategy): the common case


def strategy(rules: Rules) -> Strategy:
    """The tables for these rules, built once and cached."""
    values = tuple(vars(rules).values())
    if _last[0] is rules and _last[1] == values:
        return _last[2]
    strat = _strategy(_rules_key(rules))
    _last[:] = [rules, values, strat]
    return strat


# ----------------------------------------------------------------------------- helpers

def _p_state(match: Match) -> int:
    return 1 if (match.unproven or match.confirm_pending) else 0


def _candidates(match: Match):
    """(action, points, dice left after, proves, new Pasch) for every distinct choice."""
    out = []
    left = match.dice_left
    for dice, score in match.options():
        flags = (score.proves, bool(score.paschs))
        out.append((Select(dice), score.points, left - len(dice), *flags, score))
        if match.rules.turn_fives and score.single_fives >= 2:
            out.append((Select(dice, True), score.points, left - len(dice) + 1, True, flags[1], score))
    return out


def _next_p(match: Match, strat: Strategy, p: int, used: int, proves: bool, newp: bool) -> int:
    if strat.mode == "prove":
        return 1 if newp else (0 if proves else p)
    if strat.mode == "confirm":
        thrown = len(match.active_dice)
        return 1 if (thrown == match.n and used == match.n) else 0
    return 0


def _greedy(match: Match) -> Action:
    """The choice worth most; of equal ones, the one keeping most dice in the cup."""
    cands = _candidates(match)
    best = max(cands, key=lambda c: (c[1], c[2], c[0].turn_fives is False))
    return best[0]


def _thrifty(match: Match) -> Action:
    """Normal's choice: every Pasch and every 1 (or all dice when they all score), a single 5
    only when nothing else scores; a pending proof takes a 1 or 5 with it."""
    cands = _candidates(match)
    thrown = len(match.active_dice)
    everything = [c for c in cands if not c[0].turn_fives and len(c[0].dice) == thrown]
    if everything:
        return max(everything, key=lambda c: c[1])[0]

    def keep(c) -> tuple:
        score = c[5]
        fives = sum(x.count for x in score.combos if x.kind == "single" and x.face == 5)
        big = score.points - 50 * fives
        return (big > 0, big, -fives if big else fives == 1, c[1])

    plain = [c for c in cands if not c[0].turn_fives]
    return max(plain, key=keep)[0]


def _closing_table(match: Match, seat: int, strat: Strategy, minimum: int):
    """Hard's objective once writing down would reach the target (and end the game at the end
    of the round): the chance to win. None when that does not apply."""
    r = match.rules
    total = match.totals[seat]
    if r.reverse or r.boomerang or match.end_seat is not None:
        return None
    if total + match.turn_points < r.target:
        return None
    last = (match.first_seat - 1) % match.seats
    final, s = [], seat
    while s != last:
        s = (s + 1) % match.seats
        final.append(match.totals[s])
    done = [match.totals[x] for x in range(match.seats) if x != seat]   # no more turns
    for t in final:
        done.remove(t)
    start = max(0, -(-(r.target - total) // 50))
    key = (strat, total, tuple(final), max(done, default=-10**9), minimum)
    cached = _closing_cache.get(key)
    if cached is not None:
        return cached
    reach = strat.reach()
    L, n = strat.levels, match.n

    def opp_beats(margin: int) -> float:          # one fresh turn makes at least `margin`
        if margin <= 0:
            return 1.0
        return reach[0][n][min(L, -(-margin // 50))]

    top = max(done, default=-10**9)
    bank_win = []
    for u in range(L + 1):
        mine = total + 50 * u
        win = 1.0 if mine > top else 0.0
        for t in final:
            win *= 1.0 - opp_beats(mine - t + 50)
        bank_win.append(win)
    # after a lost turn the others move first: if nobody reaches the target we are still
    # close (about 3 in 4), if someone does we get one turn to answer (about 1 in 5)
    nobody = 1.0
    for t in final + done:
        nobody *= 1.0 - opp_beats(r.target - t)
    bust_win = BUST_STILL_CLOSE * nobody + BUST_MUST_ANSWER * (1.0 - nobody)
    table = (strat.closing(tuple(bank_win), bust_win, minimum, start), bank_win, bust_win)
    if len(_closing_cache) > 64:
        _closing_cache.clear()
    _closing_cache[key] = table
    return table


_closing_cache: dict = {}


def _final_need(match: Match, seat: int) -> int | None:
    """In the last round: points this turn must reach to overtake everyone; else None."""
    if match.end_seat is None or match.rules.reverse or match.rules.boomerang:
        return None
    others = max(t for s, t in enumerate(match.totals) if s != seat)
    return others - match.totals[seat] + 50 - (others - match.totals[seat]) % 50


# ----------------------------------------------------------------------------- levels

def _easy(match: Match, seat: int, rng) -> Action:
    phase = match.phase
    if phase == "house":
        return Knock() if match.can_knock else Throw()
    if phase == "select":
        cands = _candidates(match)
        if rng.random() < 0.15:
            return rng.choice(cands)[0]
        return _greedy(match)
    if match.can_take_over and match.offer[1] >= 500:
        return TakeOver()
    if match.can_bank and match.turn_points >= EASY_BANK:
        return Bank()
    return Throw()


def _normal(match: Match, seat: int, rng) -> Action:
    phase = match.phase
    if phase == "house":
        if match.can_knock and match.options_for_faces(match.house_faces):
            return Knock()
        return Throw()
    if phase == "select":
        return _thrifty(match)
    if match.can_take_over:
        _, points, aside = match.offer
        left = match.n - len(aside)
        if points >= 300 and (left >= 3 or left == 0):
            return TakeOver()
        return Throw()
    if not match.can_bank:
        return Throw()
    t = match.turn_points
    need = _final_need(match, seat)
    if need is not None and t < need:
        return Throw()
    table = NORMAL_THRESHOLDS[match.n]
    if t >= table[match.dice_left]:
        return Bank()
    if match.rules.boomerang and match.descending[seat] and t > match.totals[seat]:
        return Bank()
    return Throw()


@dataclass(frozen=True)
class Weighed:
    """The hard bot's decision and the numbers it compared (what the coach explains).

    `goal` says what the numbers are: "points" (the points the turn writes down on average,
    played on by the table), "reach" (the chance to write down at least `need` this turn: the
    last round, or going below zero under Bumerang) or "win" (the chance to win the game, once
    writing down would reach the target). `value` is the chosen action's worth, `other` the
    best other action with its worth (for a choice of dice: the best choice of other faces);
    `other` is None when there was nothing to weigh."""

    action: Action
    goal: str
    value: float | None = None
    other: Action | None = None
    other_value: float | None = None
    need: int | None = None


def weigh(match: Match, seat: int, full: bool = True) -> Weighed:
    """The hard bot's decision for `seat` (the seat to move), with what it weighed; with
    `full` False only the action (the bot at play: the numbers only the coach needs are not
    worked out)."""
    strat = strategy(match.rules)
    phase = match.phase
    t = match.turn_points
    u = t // 50
    p = _p_state(match)
    ds = match.dice_left
    minimum = match.last_turn + 50 if match.rules.escalation else 0
    V, C = strat.tables(minimum)
    need = _final_need(match, seat)
    if match.rules.boomerang and match.descending[seat]:
        need = None if match.totals[seat] >= 500 else match.totals[seat] + 50
    L = strat.levels
    closing = _closing_table(match, seat, strat, minimum) if need is None else None
    floor = max(need, minimum, match.rules.bank_minimum) if need is not None else None
    goal = "win" if closing is not None else ("reach" if need is not None else "points")

    def value(units: int, p2: int, ds2: int) -> float:
        if closing is not None:
            W = closing[0]
            return W[p2][ds2][min(units, len(W[0][0]) - 1)]
        if need is not None:
            r = max(0, -(-(floor - units * 50) // 50))
            return strat.reach()[p2][ds2][min(r, L)]
        return strat.state_value(V, units, p2, ds2)

    def weighed(action, v, other, other_v) -> Weighed:
        return Weighed(action, goal, v, other, other_v, floor)

    if phase == "select":
        best, best_v = None, NEG
        seen = []
        for action, points, left, proves, newp, _score in _candidates(match):
            used = ds - left
            p2 = _next_p(match, strat, p, used, proves, newp)
            v = value(u + points // 50, p2, left)
            seen.append((action, v))
            if v > best_v:
                best, best_v = action, v
        if not full:
            return weighed(best, best_v, None, None)
        faces = match.faces

        def chosen(action: Select) -> list[int]:
            return sorted(faces[d] for d in action.dice)

        other, other_v = None, NEG
        for action, v in seen:
            if chosen(action) != chosen(best) and v > other_v:
                other, other_v = action, v
        return weighed(best, best_v, other, other_v if other is not None else None)
    if phase == "house":
        if not match.can_knock:
            return weighed(Throw(), None, None, None)
        opts = match.options_for_faces(match.house_faces)
        throw_v = _throw_value(strat, match, need, minimum, u, p, ds, value)
        if not opts:                  # the throw under the house scores nothing
            lost = closing[2] if closing is not None else 0.0
            return weighed(Throw(), throw_v, Knock(), lost)
        thrown = len(match.active_dice)
        left_before = ds if ds else match.n
        best_v = max(
            value(u + s.points // 50, _next_p_faces(strat, match, p, s, thrown), left_before - s.dice)
            for _, s in opts)
        if best_v > throw_v:
            return weighed(Knock(), best_v, Throw(), throw_v)
        return weighed(Throw(), throw_v, Knock(), best_v)
    if match.can_take_over:
        _, points, aside = match.offer
        left = match.n - len(aside)
        take = _throw_value(strat, match, need, minimum, points // 50, 0, left, value)
        fresh = _throw_value(strat, match, need, minimum, 0, 0, match.n, value)
        bonus = 1000 if match.rules.nix else (-1000 if match.rules.minus else 0)
        if need is None:
            fresh += strat.bust[match.n] * bonus
        if take > fresh:
            return weighed(TakeOver(), take, Throw(), fresh)
        return weighed(Throw(), fresh, TakeOver(), take)
    if not match.can_bank:
        return weighed(Throw(), None, None, None)
    if need is not None:
        throw_v = _throw_value(strat, match, need, minimum, u, p, ds, value) if full else None
        if t >= floor:
            return weighed(Bank(), 1.0, Throw(), throw_v)
        return weighed(Throw(), throw_v, Bank(), 0.0)
    if closing is not None:
        W, bank_win, bust_win = closing
        top = len(W[0][0]) - 1
        bank_v = bank_win[min(u, len(bank_win) - 1)]
        throw_v = (strat.bust[ds or match.n] * bust_win
                   + _throw_value(strat, match, need, minimum, u, p, ds, value)) if full else None
        if u >= top or bank_win[u] >= W[p][ds][u]:
            return weighed(Bank(), bank_v, Throw(), throw_v)
        return weighed(Throw(), throw_v, Bank(), bank_v)
    if u >= L:
        throw_v = _throw_value(strat, match, need, minimum, u, p, ds, value) if full else None
        return weighed(Bank(), float(t), Throw(), throw_v)
    if u * 50.0 >= C[p][ds][u]:
        return weighed(Bank(), float(t), Throw(), C[p][ds][u])
    return weighed(Throw(), C[p][ds][u], Bank(), float(t))


def _hard(match: Match, seat: int, rng) -> Action:
    return weigh(match, seat, full=False).action


def _next_p_faces(strat: Strategy, match: Match, p: int, score, thrown: int) -> int:
    if strat.mode == "prove":
        return 1 if score.paschs else (0 if score.proves else p)
    if strat.mode == "confirm":
        return 1 if (thrown == match.n and score.dice == match.n) else 0
    return 0


def _throw_value(strat, match, need, minimum, u, p, ds, value) -> float:
    """Value of throwing from (u, p, ds) under the current objective."""
    total = 0.0
    for w, moves in strat.trans[p][ds]:
        total += w * max(value(u + units, p2, ds2) for units, p2, ds2 in moves)
    return total


def choose(match: Match, seat: int, level: str, rng) -> Action:
    """The bot's next action for `seat` (which must be the seat to move)."""
    if match.is_over or match.current_seat != seat:
        raise ValueError("it is not this seat's turn")
    if match.rules.reverse:
        return Throw()
    if level == "easy":
        return _easy(match, seat, rng)
    if level == "hard":
        return _hard(match, seat, rng)
    return _normal(match, seat, rng)
