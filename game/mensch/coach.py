"""Mensch ärgere Dich nicht's coach: which figure the hard bot would move now, and why.

`hint(match, seat)` follows the contract of `game.coach`. When the seat's throw allows one
move only (coming in from B counts once), the hint says plainly what it does and the moved
figure's risk afterwards as a sentence (keys `mensch.coach.only_<what>`: `only_move` with `steps`, `only_enter`, `only_go_home` with
`letter`; a knock-out adds `_knock_out` with the victim's `colour`, or `_knock_own`). On the
seat's turn, once its throw offers a real choice (two or more different moves; coming in from B counts once, the figures
there are alike), it names the move the hard bot plays and the hard bot's own numbers for it
(`bots.weigh`: the exact chance from `game.mensch.odds` that a rival figure in reach knocks the
moved figure out before the colour's next turn), so the hint's action is always the bot's.

Coming in from B is never a choice (a 6 must bring a figure in, and those on B are alike),
so it has no sentence of its own; knocking out a figure on the start circle A while coming in
is a knock-out. The sentence says the move's main reason, first that applies (keys
`mensch.coach.<name>`):
  knock_out    it knocks out a figure: `colour` (the victim's colour name key), `risk_pct`
  go_home      it moves onto the home circles: `letter` (a-d), `before_pct` where it stood
  escape       it steps out of danger: `before_pct` where it stands, `risk_pct` where it lands
  move_safe    its landing is the safest of all moves: `risk_pct`, `other_pct` (the least of
               the others), `steps`
  move_front   it is the front figure, run home first: `steps`, `risk_pct`
  move_on      anything else: `steps`, `risk_pct`
  close_front, close_on   a plain move (not a knock-out, home or escape) whose risk lies within
               CLOSE (two points) of the best other move's: both are about equally safe, so
               the lead says so and what the move does (the front figure runs home; the figure
               moves on), and the numbers say it once (`option.close`: "about 20 % either
               way"; `option.slight` below SLIGHT: "hardly any risk") instead
               of "< 1 %" against "1 %"
Every hint also carries `figure`, the moved figure's letter (A-D for figures 0-3), and
`other_pct`, the least risk of every other move. The lead says what to do and why in plain words
("Move the marked figure: it knocks out Red."); the table marks the hint's figure on the board,
where figures carry no letters. The line of numbers compares the risk of being knocked out: the
marked figure after the move, where it stands now (moving home, stepping out of danger) and the
best other move (`measure.risk`, `option.<name>`). Numbers that do not help choose are left out:
when the best other move is exactly as safe, the riskiest move stands in its place
(`option.riskiest`); when every move is as safe, the line says so as a sentence: with no risk
at all `option.none` ("No move risks a knock-out"), else with its one number `option.every`
("Every move risks a knock-out: 11%"); the `_line` keys of these options word the sentence.
"""

from __future__ import annotations

from game.coach import Compare, Hint
from game.mensch.bots import best_of, weigh
from game.mensch.match import LAST_TRACK, MOVES, Match

KEY = "mensch.coach."
FIGURE_LETTERS = "ABCD"
HOME_LETTERS = "abcd"
ESCAPE = 0.05        # an escape: the moved figure's risk falls by at least five points
SAFER = 0.005        # the safest move: its risk is lower than every other's by half a point
CLOSE = 0.02         # two risks this near are about equally safe: a choice the numbers cannot make
SLIGHT = 0.01        # both below this: "hardly any risk", no number at all


def hint(match: Match, seat: int) -> Hint | None:
    """The hard bot's move for `seat` with its reason in numbers; with one possible move, what
    that move does (`_only`); None when the seat has nothing to decide (not its turn, a throw
    to make, the game over)."""
    if match.is_over or match.current_seat != seat or match.phase != "move":
        return None
    weighings = weigh(match, seat)
    if not weighings:
        return None
    if len(weighings) == 1:
        return _only(weighings[0], match.current_colour)
    best = best_of(weighings)
    others = [w for w in weighings if w is not best]
    least_other = min(w.risk for w in others)
    params: dict = {"figure": FIGURE_LETTERS[best.figure], "other_pct": least_other}
    steps = best.target - max(best.start, 0)
    if best.victim >= 0:
        key = "knock_out"
        params.update(colour=f"mensch.colour.names.{best.victim >> 2}", risk_pct=best.risk)
    elif best.target > LAST_TRACK and best.start <= LAST_TRACK:
        key = "go_home"
        params.update(letter=HOME_LETTERS[best.target - LAST_TRACK - 1],
                      before_pct=best.risk_before)
    elif best.risk_before - best.risk >= ESCAPE:
        key = "escape"
        params.update(before_pct=best.risk_before, risk_pct=best.risk)
    elif best.risk < least_other - SAFER:
        key = "move_safe"
        params.update(steps=steps, risk_pct=best.risk)
    elif _front(best, others):
        key = "move_front"
        params.update(steps=steps, risk_pct=best.risk)
    else:
        key = "move_on"
        params.update(steps=steps, risk_pct=best.risk)
    plain = key in ("move_safe", "move_front", "move_on")
    if plain and not _alike(best.risk, least_other) and abs(best.risk - least_other) < CLOSE:
        key = "close_front" if _front(best, others) else "close_on"
        params.update(steps=steps, risk_pct=best.risk)
        said = "option.slight" if max(best.risk, least_other) < SLIGHT else "option.close"
        close = Compare(KEY + "measure.risk", ((KEY + said, best.risk),), True, params)
        return Hint(MOVES[best.figure], KEY + key, params, (close,))
    options = [(KEY + "option.marked", best.risk)]
    if key in ("go_home", "escape") and not _alike(best.risk_before, best.risk):
        options.append((KEY + "option.before", best.risk_before))
    riskiest = max(w.risk for w in others)
    if not any(_alike(least_other, v) for _, v in options):
        options.append((KEY + "option.other", least_other))
    elif not any(_alike(riskiest, v) for _, v in options):   # the best other is as safe: what differs
        options.append((KEY + "option.riskiest", riskiest))
    elif len(options) == 1:                     # every move is as safe: one number, said once
        options = [(KEY + ("option.none" if _alike(best.risk, 0.0) else "option.every"), best.risk)]
    risk = Compare(KEY + "measure.risk", tuple(options), True, params)
    return Hint(MOVES[best.figure], KEY + key, params, (risk,))


def _only(move, colour: int) -> Hint:
    """The one possible move, said plainly so a person is never left without a word: what it
    does (moves on, comes in, goes home) and whom it knocks out; its one number is the moved
    figure's risk afterwards (`option.only`), or that it is safe (`option.only_safe`)."""
    params: dict = {"figure": FIGURE_LETTERS[move.figure]}
    if move.start < 0:
        key = "only_enter"
    elif move.target > LAST_TRACK:
        key = "only_go_home"
        params["letter"] = HOME_LETTERS[move.target - LAST_TRACK - 1]
    else:
        key = "only_move"
        params["steps"] = move.target - move.start
    if move.victim >= 0 and key != "only_go_home":
        own = move.victim >> 2 == colour
        key += "_knock_own" if own else "_knock_out"
        if not own:
            params["colour"] = f"mensch.colour.names.{move.victim >> 2}"
    option = "option.only_safe" if _alike(move.risk, 0.0) else "option.only"
    risk = Compare(KEY + "measure.risk", ((KEY + option, move.risk),), True, params)
    return Hint(MOVES[move.figure], KEY + key, params, (risk,))


def _alike(a: float, b: float) -> bool:
    return abs(a - b) < 1e-9


def _front(best, others) -> bool:
    """The moved figure stands on the track ahead of every other figure that could move there."""
    return best.start <= LAST_TRACK and all(
        w.start < best.start for w in others if 0 <= w.start <= LAST_TRACK)
