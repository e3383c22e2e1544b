"""How the engine's events look on the Wurf & Weg table, one `on_<EventName>` each.

This is a race: many actions a second, their events animated side by side, nothing waits
for an animation. So `queue(events)` plays every event at once, through the base's beats
(zero-length beats: the base calls `on_<EventName>` for each, as on every table), instead of
one after another with a copy of the match per action.

What an event *moves* starts at once: a roll tumbles into the hand, a die flies to the tray
or a neighbour's coaster, dice are dealt, the luck die is thrown, a wrong press freezes and
shakes the seat. Every count changes only when the flight lands (`Flights` moves `seen`).
What an event *decides* waits for the dice (`Cues`): "Stopp!", the last rolls, the won and
the new coasters, the round's and the game's end show when the last die in the air has
landed; the countdown and "Los!" only keep their order.

`RaceBeats` is mixed into the table scene and uses its `flights`, `seen`, `cues`, `tray`,
stations and words.
"""

from __future__ import annotations

import math
import random

from game.wurf_und_weg import match as ww
from scenes.tables.wurf_und_weg.flights import (
    COASTER_FLY,
    COASTER_HOLD,
    DEAL,
    DRAW_FLY,
    HOP,
    TUMBLE,
    CoasterFlight,
    face_of,
)
from scenes.tables.wurf_und_weg.layout import (
    BOX_POS,
    COASTER_D,
    DIE,
    PILE_D,
    PILE_POS,
    WON_D,
    hand_slots,
)
from scenes.tables.wurf_und_weg.pictures import GOLD
from scenes.ui import theme
from scenes.ui.beats import Beat

FINAL_HOLD = 3.0       # the last round's result stays this long before the results


class RaceBeats:
    """The `on_<EventName>` handlers of the Wurf & Weg table (a mixin of TableScene)."""

    def queue(self, events: list) -> None:
        """Play every event at once: each one's `on_<EventName>`, then what is due to show."""
        self.beats.extend(Beat(ev) for ev in events)
        self.beats.skip()
        self.cues.run(self.time)

    def cue(self, fn, *args) -> None:
        """Show something in the engine's order (after what waits already)."""
        self.cues.add(self.time, fn, *args)
        self.cues.run(self.time)

    def cue_landed(self, fn, *args) -> None:
        """Show something once every die in the air now has landed."""
        self.cues.add(self.flights.settle_time(), fn, *args)

    def _sound(self, name: str, volume: float) -> None:
        if self.time - self.last_sound >= 0.06:
            self.last_sound = self.time
            self.app.play(name, volume)

    # -- a round begins --------------------------------------------------------------------
    def on_RoundStarted(self, ev: ww.RoundStarted) -> None:
        self.dealt_round = ev.round
        self.cue(self.show_round_start, ev.round)

    def show_round_start(self, round_no: int) -> None:
        n = len(self.seats)
        self.round_no = round_no
        self.round_panel = None
        self.round_rows = {}
        self.seen.winners = set()
        self.seen.pile_empty = set()
        self.seen.stopper = None
        self.seen.phase = "countdown"
        self.stop_at = None
        self.last_until = None
        self.rolls_view = [None] * n
        self.frozen_view = [(0.0, 0.0)] * n
        self.last_move = [None] * n

    def on_DiceDealt(self, ev: ww.DiceDealt) -> None:
        fl = self.flights
        dealt = set()
        for seat, ids in enumerate(ev.hands):
            self.roll_no[seat] += 1
            rng = random.Random(f"{self.seed}:{seat}:deal:{self.dealt_round}")
            slots = hand_slots(self.stations[seat].hand, len(ids), rng)
            for i, (d, (x, y, a, size)) in enumerate(zip(ids, slots, strict=True)):
                v = fl.dice[d]
                dealt.add(d)
                own = v.owner == seat and v.place in ("hand", "coaster")
                fl.leave(v)
                v.place, v.owner, v.live = "hand", seat, False
                dist = math.hypot(x - v.x, y - v.y)
                if own:           # from its own hand or coaster: a short hop within the station
                    fl.fly(v, x, y, a, size, DEAL + 0.04 * i, arc=min(30.0, dist * 0.1), lift=0.6 if dist > 30 else 0.0)
                else:             # from elsewhere: it fades where it lay and in at the hand
                    fl.fly(v, x, y, a, size, DEAL + 0.04 * i)
                    v.flight.hop = True
        fl.coaster_dice = [[] for _ in self.seats]
        for v in fl.dice:
            if v.id not in dealt and v.place != "box":
                fl.leave(v)
                v.place, v.owner, v.live = "box", None, False
                fl.fly(v, BOX_POS[0], BOX_POS[1], 0, DIE, DEAL)
                v.alpha = 0
                v.flight.alpha1 = 0
                v.flight.hop = True       # it fades where it lay
        fl.tray_used.clear()

    def on_LuckRolled(self, ev: ww.LuckRolled) -> None:
        self.luck_face = face_of(ev.symbol)
        ids = [self.luck_id] if self.luck_id is not None else None
        self.luck_id = self.tray.throw([self.luck_face], "luck", ids=ids, side="right")[0]
        self.luck_parking = True
        self.luck_parked_at = None
        self.station_painter.forget_strips()

    def on_CountdownStarted(self, ev: ww.CountdownStarted) -> None:
        self.cue(self.show_countdown, ev.go_at, ev.seconds)

    def show_countdown(self, go_at: float, seconds: float) -> None:
        self.countdown = (go_at, seconds)

    def on_Go(self, ev: ww.Go) -> None:
        self.cue(self.show_go)

    def show_go(self) -> None:
        self.go_at_time = self.time
        self.countdown = None
        self.seen.phase = "race"
        self.prompts.update(self.time)     # each person's roll key is asked for in this very frame

    # -- the race --------------------------------------------------------------------------
    def on_Rolled(self, ev: ww.Rolled) -> None:
        seat = ev.seat
        fl = self.flights
        self.roll_no[seat] += 1
        self.rolls_made += 1
        rng = random.Random(f"{self.seed}:{seat}:roll:{self.roll_no[seat]}")
        slots = hand_slots(self.stations[seat].hand, len(ev.dice), rng)
        for i, (d, sym) in enumerate(zip(ev.dice, ev.faces, strict=True)):
            v = fl.dice[d]
            fl.leave(v)
            v.place, v.owner, v.live, v.face = "hand", seat, True, face_of(sym)
            v.roll_no = self.rolls_made
            x, y, a, size = slots[i]
            fl.fly(v, x, y, a, size, TUMBLE * rng.uniform(0.85, 1.1), arc=rng.uniform(10, 24), lift=0.7,
                   spin=rng.choice((-1, 1)) * rng.uniform(200, 400), tumble=rng.randrange(6), delay=0.02 * i)
        fl.coaster_dice[seat] = []
        if ev.rolls_left is not None:
            self.rolls_view[seat] = ev.rolls_left
        self._sound("clatter", 0.45)

    def on_DieMoved(self, ev: ww.DieMoved) -> None:
        fl = self.flights
        v = fl.dice[ev.die]
        fl.leave(v)
        v.face = face_of(ev.symbol)
        v.live = True
        if ev.to == "tray":
            fl.put_in_tray(v)
        else:
            fl.put_on_coaster(v, int(ev.to))
        # what a seat did last, told on a bot's station once the die has landed
        landed = v.flight.t0 + v.flight.dur if v.flight is not None else self.time
        self.last_move[ev.seat] = (ev.to, landed)
        self._sound("click", 0.5)

    def on_WrongPress(self, ev: ww.WrongPress) -> None:
        self.frozen_view[ev.seat] = (ev.t, ev.freeze_until)
        self.wrong_key[ev.seat] = ev.key
        self.shake_at[ev.seat] = self.time
        self.app.play("capture", 0.5)

    def on_Refused(self, ev: ww.Refused) -> None:
        if self.seats[ev.seat].is_bot or ev.reason.endswith(".frozen"):
            return
        left = max(0.0, self.match.frozen_until[ev.seat] - self.clock)
        reason = ev.reason.rsplit(".", 1)[-1]
        short = "wurf_und_weg.table.refused." + reason   # a line of the status
        text = self.t(short if self.t.has(short) else ev.reason, seconds=self.seconds_text(left))
        # with no rolls left, what to do instead: the status line ends with the tray key's cap
        self.refusals[ev.seat] = (text, self.time, "to_tray" if reason == "no_rolls_left" else None)

    # -- "Stopp!" and the last rolls: once the last die has landed ------------------------
    def on_StopCalled(self, ev: ww.StopCalled) -> None:
        self.cue_landed(self.show_stop, ev.seat, self.rolls_made)

    def show_stop(self, seat: int, rolls_before: int) -> None:
        """"Stopp!": the others' dice that showed before the call are picked up."""
        self.seen.stopper = seat
        self.seen.phase = "last_rolls"
        self.stop_at = self.time
        for v in self.flights.dice:
            if v.place == "hand" and v.owner != seat and v.live and v.roll_no <= rolls_before:
                v.live = False
                self.flights.fly(v, v.x, v.y, v.angle, v.size, HOP, arc=14, lift=0.4)
        self.app.play("capture", 0.9)

    def on_LastRolls(self, ev: ww.LastRolls) -> None:
        self.cue_landed(self.show_last_rolls, ev)

    def show_last_rolls(self, ev: ww.LastRolls) -> None:
        self.last_until = ev.until
        for s in ev.seats:
            if self.rolls_view[s] is None:      # (a roll made since has said how many are left)
                self.rolls_view[s] = ev.rolls

    # -- the round's end: once the last die has landed -----------------------------------------
    def on_CoasterWon(self, ev: ww.CoasterWon) -> None:
        self.cue_landed(self.show_coaster_won, ev)

    def show_coaster_won(self, ev: ww.CoasterWon) -> None:
        st = self.stations[ev.seat]
        self.seen.coaster[ev.seat] = None
        self.seen.winners.add(ev.seat)
        self.flights.fly_coaster(CoasterFlight(
            ev.coaster, ev.seat, st.coaster, self.station_painter.won_spot(ev.seat, ev.total - 1), COASTER_D,
            WON_D, True, False, self.time + COASTER_HOLD, COASTER_FLY * self.flights.anim, "won", hop=True))

    def on_CoasterDrawn(self, ev: ww.CoasterDrawn) -> None:
        self.cue_landed(self.show_coaster_drawn, ev)

    def show_coaster_drawn(self, ev: ww.CoasterDrawn) -> None:
        st = self.stations[ev.seat]
        k = sum(1 for f in self.flights.coasters if f.land == "table")
        self.flights.fly_coaster(CoasterFlight(
            ev.coaster, ev.seat, PILE_POS, st.coaster, PILE_D, COASTER_D, False, True,
            self.time + COASTER_HOLD + COASTER_FLY + 0.15 + 0.2 * k, DRAW_FLY * self.flights.anim, "table",
            hop=True))

    def on_PileEmpty(self, ev: ww.PileEmpty) -> None:
        self.cue_landed(self.show_pile_empty, ev.seat)

    def show_pile_empty(self, seat: int) -> None:
        self.seen.pile_empty.add(seat)

    def on_RoundOver(self, ev: ww.RoundOver) -> None:
        self.cue_landed(self.show_round_over, ev)

    def show_round_over(self, ev: ww.RoundOver) -> None:
        """The round's card: one row per seat (its name whole, what the round brought it, its
        coasters so far), the winners first."""
        seen = self.seen
        rows: list[tuple[str, str, tuple, int | None]] = []
        order = sorted(range(len(self.seats)), key=lambda s: (s not in ev.winners, s != seen.stopper, s))
        t = self.t
        held = [len(w) for w in self.match.won]
        self.round_rows = {}
        for seat in order:
            name = self.seats[seat].name
            if seat in ev.winners:
                key = "row_won_stop" if seat == seen.stopper else "row_won_last"
                rows.append((name, t(f"wurf_und_weg.table.{key}"), GOLD, held[seat]))
            else:
                dice = seen.dice_of(seat)
                key = "row_kept_one" if dice == 1 else "row_kept"
                rows.append((name, t(f"wurf_und_weg.table.{key}", dice=self.number(dice)), theme.TEXT, held[seat]))
            self.round_rows[seat] = rows[-1][1]
        for seat in sorted(seen.pile_empty):
            rows.append(("", t("wurf_und_weg.table.pile_empty_short", name=self.seats[seat].name), theme.TEXT_DIM, None))
        title = t("wurf_und_weg.table.round_over", round=self.number(ev.round))
        self.round_panel = (title, rows, self.time)
        seen.phase = "round_over"
        self.last_until = None
        self.countdown = None

    def on_GameOver(self, ev) -> None:
        self.cue_landed(self.show_game_over, ev)

    def show_game_over(self, ev) -> None:
        winners = list(ev.ranking[0]) if ev.ranking else []
        names = [self.seats[s].name for s in winners]
        if len(names) == 1:
            title = self.t("wurf_und_weg.table.game_won", name=names[0])
        else:
            joined = names[0]
            for nm in names[1:]:
                joined = self.t("wurf_und_weg.table.names_and", a=joined, b=nm) if nm == names[-1] else f"{joined}, {nm}"
            title = self.t("wurf_und_weg.table.game_won_together", names=joined)
        if self.round_panel is not None:
            self.round_panel = (title, self.round_panel[1], self.round_panel[2])
        self.seen.phase = "game_over"
        self.final_hold_until = self.time + FINAL_HOLD
