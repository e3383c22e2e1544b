"""The rule-of-thumb Mensch player the hard bot is measured against, and that tournament.

A sensible player's rules, first that applies wins:
  1. capture a rival figure, the one that has gone furthest first;
  2. never knock out an own figure (unless every move does);
  3. escape danger: move a figure that a rival figure 1-6 circles behind could hit to a
     circle where none can;
  4. come in from B, or move onto the home circles a-d (coming in first);
  5. land safe: on a circle no rival figure 1-6 circles behind can reach, or at home;
  6. move the figure that has gone furthest.
Within a rule, ties go by that rule's own order, then to the figure that has gone furthest.
"Danger" is the plain rule of thumb: a rival figure on the track 1 to 6 circles behind that
has not yet passed its own last circle before home.

`tournament(games, seed)` plays one hard bot against three such players, four colours with
one seat each, the hard bot's colour rotating through all four places on the same dice.
"""

from __future__ import annotations

import random

from game.dice import SeededDice
from game.mensch.bots import choose as bot_choose
from game.mensch.match import COLOURS, LAST_TRACK, MOVES, TRACK_LEN, Match


def choose(match: Match, seat: int):
    """The rule-of-thumb action for `seat` (it must be the seat to act); no dice involved."""
    actions = match.legal_actions(seat)
    if not actions:
        raise ValueError(f"seat {seat} has nothing to do")
    if len(actions) == 1:
        return actions[0]
    return MOVES[thumb_move(match, seat)]


def thumb_move(match: Match, seat: int) -> int:
    """The figure the rule of thumb moves with the throw waiting to be played."""
    colour = match.current_colour
    prog = match.progress_table()
    options = match.move_options()
    base = 4 * colour
    own = {c for c in range(COLOURS) if match.owners[c] == seat}
    hunters = [((10 * r + prog[g]) % TRACK_LEN, LAST_TRACK - prog[g])
               for r in range(COLOURS) if r not in own
               for g in range(4 * r, 4 * r + 4) if 0 <= prog[g] <= LAST_TRACK]

    def before(option) -> int:
        return prog[base + option[0]]

    def in_danger(progress: int, skip_cell: int = -1) -> bool:
        if not 0 <= progress <= LAST_TRACK:
            return False
        cell = (10 * colour + progress) % TRACK_LEN
        for at, left in hunters:
            d = (cell - at) % TRACK_LEN
            if 0 < d <= 6 and d <= left and at != skip_cell:
                return True
        return False

    def victim_cell(option) -> int:
        victim = option[2]
        return -1 if victim < 0 else (10 * (victim >> 2) + prog[victim]) % TRACK_LEN

    def furthest(candidates, first=lambda o: 0):
        return max(candidates, key=lambda o: (first(o), before(o)))[0]

    captures = [o for o in options if o[2] >= 0 and (o[2] >> 2) not in own]
    if captures:
        return furthest(captures, lambda o: prog[o[2]])
    kept = [o for o in options if o[2] < 0] or options
    escapes = [o for o in kept if in_danger(before(o))
               and not in_danger(o[1], victim_cell(o))]
    if escapes:
        return furthest(escapes)
    entering = [o for o in kept if before(o) < 0 or o[1] > LAST_TRACK]
    if entering:
        return furthest(entering, lambda o: before(o) < 0)
    safe = [o for o in kept if not in_danger(o[1], victim_cell(o))]
    if safe:
        return furthest(safe)
    return furthest(kept)


def play(hard_colour: int, seed: int, hard_level: str = "hard", rules=None) -> Match:
    """One four-player game: the bot of `hard_level` plays `hard_colour`, the rule of thumb
    the other three colours (one seat each)."""
    match = Match(4, rules, SeededDice(seed))
    rng = random.Random(seed * 4 + hard_colour)
    while not match.is_over:
        seat = match.current_seat
        if seat == hard_colour:
            action = bot_choose(match, seat, hard_level, rng)
        else:
            action = choose(match, seat)
        match.apply(seat, action)
    return match


def tournament(games: int, seed: int = 0, hard_level: str = "hard", rules=None) -> float:
    """Share of `games` four-player games the bot of `hard_level` wins against three
    rule-of-thumb players. Games come in sets of four on the same dice, the bot taking each
    colour once (so `games` should be a multiple of four)."""
    wins = 0
    for i in range(games):
        colour = i % COLOURS
        match = play(colour, seed + i // COLOURS, hard_level, rules)
        wins += match.ranking()[0] == [colour]
    return wins / games


if __name__ == "__main__":
    import sys

    count = int(sys.argv[1]) if len(sys.argv) > 1 else 4000
    level = sys.argv[2] if len(sys.argv) > 2 else "hard"
    share = tournament(count, 2026, level)
    half = 1.96 * (share * (1 - share) / count) ** 0.5
    print(f"{level} against three rule-of-thumb players: {share:.1%} "
          f"[{share - half:.1%}, {share + half:.1%}] over {count} games")
