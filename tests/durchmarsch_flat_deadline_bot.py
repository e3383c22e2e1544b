"""The hard Durchmarsch bot as it was before it played the race against the real rivals:
its sheet valued alone against a flat deadline (a rival completes a row with 5 % per round),
with the next round replaced by what the rivals threaten. Kept for the tests as the opponent
the hard bot must beat; `choose_flat_deadline(match, seat)` is its choice after a hit."""

from __future__ import annotations

from game.durchmarsch.match import (
    MISTHROW_BOXES,
    NUMBERS,
    ROWS,
    START_DICE,
    GoOn,
    Match,
    Sheet,
    Stop,
)
from game.durchmarsch.odds import dm_dice_after_going_on, dm_hit_chance, dm_march_chance

HARD_ROUND_SURVIVAL = 0.95  # a rival finishes in 1 of 20 rounds


def choose_flat_deadline(match: Match, seat: int):
    """The action `seat` takes now (Roll at a turn's start, else Stop or GoOn)."""
    actions = match.legal_actions(seat)
    if len(actions) == 1:
        return actions[0]
    stop_value, go_value = hard_values(match, seat)
    return GoOn() if go_value > stop_value else Stop()


# ---------------------------------------------------------------------------------------------
# hard: exact values of a sheet
# ---------------------------------------------------------------------------------------------

def _hit(dice: int, target: int) -> float:
    return dm_hit_chance(dice, target)


def _dice_after_hits(hits: int) -> int:
    """Dice in hand after `hits` hits in one turn: 8, 8 (after the first), 7, 6, 5, 5, ..."""
    return max(5, START_DICE + 1 - hits)


def canonical(sheet: Sheet) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """(crosses, misthrows, row) with struck rows reduced to (0, 2): their crosses no longer count."""
    crosses = tuple(0 if m >= MISTHROW_BOXES else c for c, m in zip(sheet.crosses, sheet.misthrows, strict=True))
    return crosses, tuple(sheet.misthrows), sheet.row


class SoloValues:
    """Exact values of one seat's sheet at the start of its turn, playing alone.

    `value(crosses, misthrows, row)` is the best chance of completing a row before a deadline
    that arrives after each round with chance `1 - survival` (being knocked out = 0). Every
    turn adds a cross or a misthrow, so the recursion always ends; states are memoised.
    """

    def __init__(self, survival: float):
        self.survival = survival
        self._memo: dict[tuple, float] = {}

    def value(self, crosses: tuple[int, ...], misses: tuple[int, ...], row: int) -> float:
        key = (crosses, misses, row)
        found = self._memo.get(key)
        if found is not None:
            return found
        start = crosses[row]
        best_next = 1.0   # value of holding 10 crosses: the row is complete
        for c in range(NUMBERS - 1, start, -1):
            dice = dm_dice_after_going_on(_dice_after_hits(c - start))
            q = _hit(dice, NUMBERS - c)
            go = q * best_next + (1 - q) * self.after_miss(crosses, misses, row, c)
            stop = self.survival * self.value(_with(crosses, row, c), misses, row)
            best_next = go if go > stop else stop
        q = _hit(START_DICE, NUMBERS - start)
        result = q * best_next + (1 - q) * self.after_miss(crosses, misses, row, start)
        self._memo[key] = result
        return result

    def after_miss(self, crosses, misses, row: int, at: int, lead: float | None = None,
                   bonus: float = 0.0) -> float:
        """Value right after a misthrow in `row` holding `at` crosses there. `lead` is the
        chance the game reaches my next turn (default: `survival`), `bonus` the chance I win
        in between (a rival knocking itself out)."""
        misses2 = list(misses)
        misses2[row] += 1
        crosses2 = list(crosses)
        crosses2[row] = at
        if misses2[row] >= MISTHROW_BOXES:
            crosses2[row] = 0
            if all(m >= MISTHROW_BOXES for m in misses2):
                return 0.0
        nxt = row
        for step in range(1, ROWS + 1):
            nxt = (row + step) % ROWS
            if misses2[nxt] < MISTHROW_BOXES:
                break
        lead = self.survival if lead is None else lead
        return bonus + lead * self.value(tuple(crosses2), tuple(misses2), nxt)


_SOLO: dict[float, SoloValues] = {}


def solo_values(survival: float = HARD_ROUND_SURVIVAL) -> SoloValues:
    if survival not in _SOLO:
        _SOLO[survival] = SoloValues(survival)
    return _SOLO[survival]


def _with(values: tuple[int, ...], index: int, value: int) -> tuple[int, ...]:
    return values[:index] + (value,) + values[index + 1:]


def rival_threat(match: Match, seat: int, survival: float = HARD_ROUND_SURVIVAL) -> tuple[float, float]:
    """(chance a rival completes a row before my next turn, chance a lone rival knocks itself
    out instead), both from exact odds of the rivals' next throws."""
    stay = 1.0
    rivals = [r for r in match.live_seats() if r != seat]
    for r in rivals:
        sheet = match.sheet(r)
        finish = max(1 - survival, dm_march_chance(sheet.next_number(), START_DICE))
        stay *= 1 - finish
    knock_out = 0.0
    if len(rivals) == 1:
        sheet = match.sheet(rivals[0])
        if sum(sheet.misthrows) == ROWS * MISTHROW_BOXES - 1:   # one box left
            knock_out = (1 - _hit(START_DICE, sheet.next_number())) * stay
    return 1 - stay, knock_out


def hard_values(match: Match, seat: int) -> tuple[float, float]:
    """(value of stopping, value of going on) for `seat` after a hit: estimated chances to win."""
    solo = solo_values()
    threat, knock_out = rival_threat(match, seat)
    lead = 1 - threat - knock_out      # the game reaches my next turn undecided
    crosses, misses, row = canonical(match.sheet(seat))

    def stop_at(c: int) -> float:
        return knock_out + lead * solo.value(_with(crosses, row, c), misses, row)

    def best(c: int, dice: int) -> float:
        if c == NUMBERS:
            return 1.0
        return max(stop_at(c), go_on(c, dice))

    def go_on(c: int, dice: int) -> float:
        nxt = dm_dice_after_going_on(dice)
        q = _hit(nxt, NUMBERS - c)
        miss = solo.after_miss(crosses, misses, row, c, lead=lead, bonus=knock_out)
        return q * best(c + 1, nxt) + (1 - q) * miss

    now = crosses[row]
    return stop_at(now), go_on(now, match.dice_in_hand)
