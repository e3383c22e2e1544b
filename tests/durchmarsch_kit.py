"""Shared helpers of the Durchmarsch tests: throws that make or miss a number, and scripted
positions where a seat has just made a hit and must choose Stop or Go on."""

from __future__ import annotations

from game.dice import ScriptedDice
from game.durchmarsch.match import GoOn, Match, Roll, Rules, Stop


def hit(target: int, n: int) -> list[int]:
    """`n` dice that make `target` (a pair with 6 for 10-7, the die itself for 6-1)."""
    if target >= 7:
        return [6, target - 6] + [1] * (n - 2)
    return [target] + [2 if target == 1 else 1] * (n - 1)


def miss(target: int, n: int) -> list[int]:
    """`n` dice that do not make `target`."""
    return [2] * n if target == 1 else [1] * n


def march(start: int, hits: int, n: int = 8) -> list[list[int]]:
    """The throws of a turn that makes `hits` numbers from `start` down, going on each time."""
    out = []
    for number in range(start, start - hits, -1):
        out.append(hit(number, n))
        n = max(5, n - 1)
    return out


def deciding(my_hits: int, rival_hits: int = 0, rounds_of_misses: int = 0) -> Match:
    """Two seats, seat 1 first. Both first miss `rounds_of_misses` times each (one misthrow
    per row, so after 4 rounds every row holds one); then seat 1 crosses `rival_hits` numbers
    and stops (misses its throw if 0), and seat 0 has just made `my_hits` numbers in a row
    and must decide."""
    throws = []
    for _ in range(rounds_of_misses):
        throws += [miss(10, 8), miss(10, 8)]
    throws += march(10, rival_hits) if rival_hits else [miss(10, 8)]
    throws += march(10, my_hits)
    m = Match(2, Rules(), ScriptedDice(throws), first_seat=1)
    for _ in range(rounds_of_misses):
        m.apply(1, Roll())
        m.apply(0, Roll())
    m.apply(1, Roll())
    for _ in range(rival_hits - 1):
        m.apply(1, GoOn())
    if rival_hits:
        m.apply(1, Stop())
    m.apply(0, Roll())
    for _ in range(my_hits - 1):
        m.apply(0, GoOn())
    assert m.current_seat == 0 and m.phase == "decide"
    return m


def position(seats: int, sheets: list[dict], hits: int, turn: int = 0) -> Match:
    """A match of `seats` seats where seat `turn` has just made its `hits`-th hit this turn.
    `sheets[s]` gives seat s's `crosses`, `misthrows` and `row` (crosses in the current row
    already counting this turn's hits)."""
    m = Match(seats, Rules(), ScriptedDice([]), first_seat=turn)
    data = m.to_dict()
    for s, sheet in enumerate(sheets):
        data["crosses"][s] = list(sheet["crosses"])
        data["misthrows"][s] = list(sheet.get("misthrows", (0, 0, 0, 0)))
        data["rows"][s] = sheet.get("row", 0)
        data["turns"][s] = 1
    crosses = sheets[turn]["crosses"][sheets[turn].get("row", 0)]
    dice = max(5, 9 - hits)
    target = 11 - crosses                 # the number just crossed
    data.update(phase="decide", hits=hits, dice_in_hand=dice, faces=hit(target, dice))
    return Match.from_dict(data)
