"""How the engine's events look on the Zehntausend table: each event becomes a *beat*.

A beat starts (dice are thrown, fly aside, come back, a stamp lands, the sheet catches up)
and lasts a moment; the next one starts when it is over (and a throw has settled), so people
can follow every step, a bot's too: the dice a bot chooses light up before they move aside.
`TurnView` is the table's picture of the turn; it trails the engine while beats play and
equals it once they are done. `BeatPlayer` is mixed into the table scene and uses its tray,
its dice bookkeeping (`ids`, `aside`, `groups`, `in_play`) and its words.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.zehntausend import match as z
from scenes.ui import theme
from scenes.ui.beats import Beat

PICK_TIME = 0.6                 # a bot's chosen dice glow this long before they move aside
DURATIONS = {
    "Knocked": 0.8, "SetAside": 0.4, "FivesTurned": 0.45, "PaschPending": 0.25, "Proven": 0.6,
    "ConfirmNeeded": 0.3, "Confirmed": 0.6, "TurnLost": 1.5, "MinusPoints": 1.5,
    "NixPoints": 1.5, "Banked": 1.0, "TakenOver": 0.8, "PileTaken": 1.5, "TurningPoint": 1.4,
    "EndTriggered": 1.9, "InstantWin": 2.0, "TurnPassed": 0.6,
}
# beats after which the sheet shows the engine's history as it stood after that action
HISTORY_BEATS = ("Banked", "TurnLost", "MinusPoints", "NixPoints", "PileTaken", "TurnPassed",
                 "GameOver", "InstantWin")


@dataclass
class TurnBeat(Beat):
    kind: str = ""             # an event's class name, or "pick" / "gather" / "house_shown"
    history: int = 0           # len(match.history) once the action that made it is done


def turn_beat(kind: str, event, history: int, duration: float = 0.0, wait_tray: bool = False) -> TurnBeat:
    return TurnBeat(event, duration, wait_tray, kind=kind, history=history)


@dataclass
class TurnView:
    """What the table shows of the turn in progress (it trails the engine while beats play)."""

    seat: int
    points: int
    dice_left: int
    proof: str = "none"        # none | pending | unproven | proven | confirm | confirmed
    lost: bool = False         # the turn's points are gone (struck through)
    done: bool = False         # the turn is over (written down or lost)


@dataclass
class Stamp:
    text: str
    colour: tuple
    t0: float
    sub: str = ""
    big: bool = True
    raise_by: int = 0          # pixels above the tray's centre (to leave a house in sight)


class BeatPlayer:
    """Turns engine events into beats and plays them (a mixin of the table scene)."""

    def on_events(self, events: list) -> None:
        self.version += 1
        history = len(self.match.history)
        seat = next((e.seat for e in events if hasattr(e, "seat")), None)
        # a bot's choice (and every choice in Rückwärts) glows before it moves aside
        auto = seat is not None and (self.seats[seat].is_bot or self.match.rules.reverse)
        after_knock = picked = False
        for ev in events:
            kind = type(ev).__name__
            if auto and not picked and isinstance(ev, (z.FivesTurned, z.SetAside)):
                self.beats.append(turn_beat("pick", self._chosen_in(events), history, PICK_TIME))
                picked = True
            if isinstance(ev, z.Thrown) and after_knock:
                self.beats.append(turn_beat("Thrown", ev, history))      # the knocked dice lie flat
            elif isinstance(ev, (z.Thrown, z.HouseBuilt)):
                self.beats.append(turn_beat("gather", ev, history))
                self.beats.append(turn_beat(kind, ev, history, wait_tray=True))
                if isinstance(ev, z.HouseBuilt):
                    self.beats.append(turn_beat("house_shown", ev, history, 0.9))
            else:
                self.beats.append(turn_beat(kind, ev, history, DURATIONS.get(kind, 0.0)))
            after_knock = isinstance(ev, z.Knocked) and ev.success

    @staticmethod
    def _chosen_in(events: list) -> tuple[int, ...]:
        chosen: set[int] = set()
        for ev in events:
            if isinstance(ev, z.SetAside):
                chosen |= set(ev.dice)
            elif isinstance(ev, z.FivesTurned):
                chosen |= {ev.kept, ev.returned}
        return tuple(sorted(chosen))

    def busy(self) -> bool:
        return bool(self.beats) or self.tray.animating

    def play_beats(self, dt: float) -> None:
        """Advance the beat at the head of the queue; start the next when it is done."""
        self.beats.play(dt)
        if not self.beats:
            self._catch_up()

    def _catch_up(self) -> None:
        """With every beat played the picture equals the engine (a safety net)."""
        m = self.match
        v = self.view
        if m.current_seat is not None and v.seat != m.current_seat:
            self.view = v = TurnView(m.current_seat, m.turn_points, m.dice_left)
        if not v.done:
            v.points, v.dice_left = m.turn_points, m.dice_left
        if m.proof_status != "none" or v.proof in ("pending", "confirm"):
            v.proof = m.proof_status
        self.shown_history = len(m.history)
        self.final_round = m.is_final_round

    def skip_animation(self) -> None:
        self.tray.skip()
        self.beats.skip()
        self.tray.skip()

    def start_beat(self, beat: Beat) -> None:
        if beat.kind in HISTORY_BEATS:
            self.shown_history = beat.history
        handler = getattr(self, f"_beat_{beat.kind}", None)
        if handler is not None:
            handler(beat, beat.event)
        if beat.kind not in ("pick", "gather", "house_shown"):
            self._log(beat.event)

    def _log(self, ev) -> None:
        key = f"zehntausend.event.{type(ev).__name__}"
        if isinstance(ev, (z.TurnPassed, z.GameOver)) or not self.t.has(key):
            return
        params = {}
        for name in ev.__dataclass_fields__:
            value = getattr(ev, name)
            if name == "faces":
                value = ", ".join(str(f) for f in value)
            elif name in ("points", "total", "turn_points"):
                value = self.num(value)
            params[name] = value
        if "seat" in params:
            params["name"] = self.name(params["seat"])
        self.log.append(self.t(key, **params))

    def _stamp(self, text: str, colour=theme.BAD, sub: str = "", big: bool = True, raise_by: int = 0) -> None:
        self.stamp = Stamp(text, tuple(colour), self.time, sub, big, raise_by)

    def _ids(self, dice) -> list[int]:
        return [self.ids[i] for i in dice if i in self.ids]

    # beats, one method per kind (`_beat_<kind>`) ---------------------------------------------
    def _beat_gather(self, beat: Beat, ev) -> None:
        """Dice set aside that are thrown again come back into the tray first."""
        if not any(i in self.aside for i in ev.dice):
            return
        if self.view.points > 0 and self.view.dice_left == 0:
            self._stamp(self.words("stamp_all_back"), theme.ACCENT, big=False)
        self._all_back()
        beat.duration = 0.5

    def _all_back(self) -> None:
        for tid in self._ids(self.aside):
            self.tray.select(tid, False)
            self.tray.return_to_tray(tid)
        self.aside = []
        self.groups = []

    def _throw_tray(self, ev, stacked: bool) -> None:
        self.tray.clear_highlights()
        if all(i in self.ids for i in ev.dice):
            self.tray.throw(ev.faces, "pip", ids=self._ids(ev.dice), stacked=stacked)
        else:                                   # the first throw brings the dice in
            ids = self.tray.throw(ev.faces, "pip", keep=self.ids.values(), stacked=stacked)
            self.ids.update(zip(ev.dice, ids, strict=True))
        self.in_play = tuple(ev.dice)

    def _new_decision(self, focus: str) -> None:
        for tid in self._ids(self.decision.chosen):
            self.tray.select(tid, False)
        self.decision.reset(focus)

    def _beat_Thrown(self, beat: Beat, ev) -> None:
        if beat.wait_tray:
            self._throw_tray(ev, stacked=False)
        else:
            self.in_play = tuple(ev.dice)
        if self.stamp and self.stamp.big:
            self.stamp = None
        self._new_decision("dice")

    def _beat_HouseBuilt(self, beat: Beat, ev) -> None:
        self._throw_tray(ev, stacked=True)
        self._new_decision("buttons")

    def _beat_house_shown(self, beat: Beat, ev) -> None:
        text = self.words("stamp_house" if ev.kind == "stacked" else "stamp_cocked")
        kind = self.t(f"zehntausend.house_kind.{ev.kind}").rstrip(".")
        self._stamp(text, theme.ACCENT, self.words("house_sub", kind=kind, count=ev.in_a_row), big=False,
                    raise_by=self.tray.rect.h // 2 - 70)
        # the die lying on another one glows, so everybody sees the house
        self.tray.highlight([t for t in self._ids(self.in_play)
                             if self.tray.die(t).mode in ("stacked", "hop")], theme.ACCENT)
        self.app.play("click", 0.6)

    def _beat_Knocked(self, beat: Beat, ev) -> None:
        self.tray.knock(falls_off=ev.success)
        key = "stamp_knock_ok" if ev.success else "stamp_knock_fail"
        self._stamp(self.words(key), theme.GOOD if ev.success else theme.ACCENT, big=False,
                    raise_by=self.tray.rect.h // 2 - 70)
        self.app.play("capture", 0.5)

    def _beat_pick(self, beat: Beat, chosen) -> None:
        for tid in self._ids(chosen):
            self.tray.select(tid, True)
        self.app.play("click", 0.4)

    def _beat_FivesTurned(self, beat: Beat, ev) -> None:
        if ev.kept in self.ids:
            die = self.tray.die(self.ids[ev.kept])
            die.face = die.shown = 1            # the five is turned over and shows a one
            self.tray.highlight([self.ids[ev.kept]])
        if ev.returned in self.ids:
            self.tray.select(self.ids[ev.returned], False)
        self.app.play("click", 0.6)

    def _beat_SetAside(self, beat: Beat, ev) -> None:
        slot, group = len(self.aside), len(self.groups)
        for j, i in enumerate(ev.dice):
            tid = self.ids.get(i)
            if tid is None:
                continue
            self.tray.select(tid, False)
            self.tray.highlight([tid], None)
            self.tray.set_aside(tid, self._slot_pos(slot + j, group))
        self.aside.extend(ev.dice)
        self.groups.append((slot, len(ev.dice), ev.points))
        self.in_play = tuple(i for i in self.in_play if i not in ev.dice)
        self.decision.chosen -= set(ev.dice)
        self.view.points = ev.turn_points
        self.view.dice_left = ev.dice_left
        self.app.play("click", 0.5)

    def _beat_PaschPending(self, beat: Beat, ev) -> None:
        self.view.proof = "pending"

    def _beat_Proven(self, beat: Beat, ev) -> None:
        self.view.proof = "proven"
        self._stamp(self.words("stamp_proven"), theme.GOOD, big=False)

    def _beat_ConfirmNeeded(self, beat: Beat, ev) -> None:
        self.view.proof = "confirm"

    def _beat_Confirmed(self, beat: Beat, ev) -> None:
        self.view.proof = "confirmed"
        self._stamp(self.words("stamp_confirmed"), theme.GOOD, big=False)

    def _beat_Unproven(self, beat: Beat, ev) -> None:
        self.view.proof = "unproven"

    def _lost(self) -> None:
        self.view.lost = self.view.done = True
        self.tray.highlight(self._ids(self.in_play), theme.BAD)
        self.app.play("capture", 0.9)

    def _beat_TurnLost(self, beat: Beat, ev) -> None:
        self._lost()
        points = self.num(ev.points)
        if ev.reason == "houses":
            text, sub = self.words("stamp_houses"), self.t("zehntausend.turn_lost.houses")
        elif self.view.proof == "unproven":
            text, sub = self.words("stamp_unproven"), self.words("unproven_sub", points=points)
        else:
            text = self.words("stamp_bust")
            sub = self.words("lost_sub", points=points) if ev.points else self.t("zehntausend.turn_lost.no_score")
        self._stamp(text, theme.BAD, sub)

    def _beat_MinusPoints(self, beat: Beat, ev) -> None:
        self._lost()
        self._stamp(self.words("stamp_minus", points=self.num(ev.points)), theme.BAD,
                    self.t("zehntausend.turn_lost.no_score"))

    def _beat_NixPoints(self, beat: Beat, ev) -> None:
        self.view.done = True
        self._stamp(self.words("stamp_nix", points=self.num(ev.points)), theme.GOOD)
        self.app.play("pen", 0.8)

    def _beat_Banked(self, beat: Beat, ev) -> None:
        self.view.done = True
        self._stamp(self.words("stamp_banked", points=self.num(ev.points)), theme.GOOD,
                    self.t("zehntausend.event.Banked", name=self.name(ev.seat),
                           points=self.num(ev.points), total=self.num(ev.total)))
        self.app.play("pen", 0.9)

    def _beat_TakenOver(self, beat: Beat, ev) -> None:
        self.view.points, self.view.dice_left = ev.points, ev.dice_left
        self._stamp(self.words("stamp_taken_over"), theme.ACCENT, big=False)

    def _beat_PileTaken(self, beat: Beat, ev) -> None:
        self._lost()
        self._stamp(self.words("stamp_pile", points=self.num(ev.points)), theme.BAD,
                    self.t("zehntausend.event.PileTaken", name=self.name(ev.seat),
                           points=self.num(ev.points), total=self.num(ev.total)))
        self._all_back()

    def _beat_TurningPoint(self, beat: Beat, ev) -> None:
        self._stamp(self.words("stamp_turning"), theme.ACCENT,
                    self.t("zehntausend.event.TurningPoint", name=self.name(ev.seat), total=self.num(ev.total)))
        self.app.play("fanfare", 0.6)

    def _beat_EndTriggered(self, beat: Beat, ev) -> None:
        self.final_round = True
        self._stamp(self.words("stamp_final"), theme.ACCENT,
                    self.words("final_sub", name=self.name(ev.seat), total=self.num(ev.total)))
        self.app.play("fanfare", 0.8)

    def _beat_InstantWin(self, beat: Beat, ev) -> None:
        self._stamp(self.words("stamp_win", name=self.name(ev.seat)), theme.ACCENT,
                    self.t(f"zehntausend.instant_win.{ev.reason}"))
        self.app.play("fanfare", 1.0)

    def _beat_GameOver(self, beat: Beat, ev) -> None:
        if self.match.instant_winner is None and ev.ranking:
            names = " & ".join(self.name(s) for s in ev.ranking[0])
            self._stamp(self.words("stamp_win", name=names), theme.ACCENT)
            self.app.play("fanfare", 1.0)

    def _beat_TurnPassed(self, beat: Beat, ev) -> None:
        reverse = self.match.rules.reverse
        self.tray.clear_highlights()
        # Rückwärts passes the dice on; under Übernehmen the next seat may take them over
        if not (reverse or self.match.can_take_over):
            for tid in self._ids(self.aside):
                self.tray.return_to_tray(tid)
            self.aside, self.groups = [], []
        points = self.view.points if reverse and not self.view.done else 0
        left = self.view.dice_left if reverse and not self.view.done else self.n
        self.view = TurnView(ev.next_seat, points, left)
        self.in_play = ()
        self._new_decision("buttons")
