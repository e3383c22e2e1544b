"""Zehntausend's beats: how each engine event is shown at the table.

The table base plays an action's events as beats and calls `on_<Event>` at a beat's start
(and `done_<Event>` at its end); the table adds beats of its own around some events, named by
`Beat.kind`: "pick" (the dice a bot, or Rückwärts, chooses light up before they move aside),
"gather" (dice set aside come back into the tray before they are thrown again),
"house_shown" (the house stays in sight a moment) and "knocked_flat" (after a good knock the
dice lie flat and count). After an action's last beat the base makes the match as it then
stood the shown one and calls `landed()`.

`TurnView` is the table's picture of the turn, `lines` its picture of the score sheet; both
trail the engine while beats play and equal `shown` once the action has landed. Nothing here
runs ahead of the dice: the throw is logged when the dice lie still, a score is written when
its bank or lost-turn beat plays, and a stamp belongs to the seat whose result it shows and
is gone when the next seat's turn begins. `BeatPlayer` is mixed into the table scene and uses
its tray, its dice bookkeeping (`ids`, `aside`, `groups`, `in_play`) and its words.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.zehntausend import match as z
from scenes.ui import theme
from scenes.ui.beats import Beat

PICK_TIME = 0.6                 # a bot's chosen dice glow this long before they move aside
GATHER_TIME = 0.5               # dice set aside fly back into the tray
HOUSE_TIME = 0.9                # a house stays in sight before the seat may act
# a lost turn (Niete) and what it cost stay this long before the next turn begins, also after
# a quick bot's throw: only the next person's confirm key cuts it short (`TableScene.handle_play`)
LOST_READ = 3.0
LOST_TURNS = frozenset({"TurnLost", "MinusPoints"})
# seconds each event's beat lasts; a turn's result stays in sight until the next seat's turn
BEAT_TIMES = {
    "Knocked": 0.8, "SetAside": 0.4, "FivesTurned": 0.45, "PaschPending": 0.25, "Proven": 0.6,
    "ConfirmNeeded": 0.3, "Confirmed": 0.6, "TurnLost": LOST_READ, "MinusPoints": LOST_READ,
    "NixPoints": 2.0, "Banked": 1.4, "TakenOver": 0.8, "PileTaken": 2.0, "TurningPoint": 1.4,
    "EndTriggered": 1.9, "InstantWin": 2.0,
}
WAITS_FOR_DICE = frozenset({"Thrown", "HouseBuilt"})
# a turn's result is read: with quick bots it stays at least half its time
RESULTS = frozenset({"TurnLost", "MinusPoints", "NixPoints", "Banked", "PileTaken", "TurningPoint",
                     "EndTriggered", "InstantWin"})
RESULT_SPEED_CAP = 2.0
BOT_DICE_SPEED_CAP = 2.0        # a quick bot's dice roll at most this much faster
# seconds (at bot speed 1) a bot waits before it acts: its throw landed (people read the
# faces), its turn begins (people see whose it is), a house stands, or its dice moved aside
# and nothing new is to be read before it throws on
BOT_READ_PAUSE = 0.7
BOT_START_PAUSE = 0.45
BOT_HOUSE_PAUSE = 0.5
BOT_GO_ON_PAUSE = 0.15


@dataclass
class TurnView:
    """What the table shows of the turn in progress (it trails the engine while beats play)."""

    seat: int
    points: int
    dice_left: int
    proof: str = "none"        # none | pending | unproven | proven | confirm | confirmed
    lost: bool = False         # the turn's points are gone (struck through)
    done: bool = False         # the turn is over (written down or lost)
    faces: tuple[int, ...] = ()   # the Paschs still to prove (or left unproven), by their faces


@dataclass
class Stamp:
    """A word stamped in the news strip under the tray: the result of `seat`'s throw or turn
    (None: the table's, like the winner at the end)."""

    text: str
    colour: tuple
    t0: float
    seat: int | None
    sub: str = ""
    big: bool = True
    place: str = "news"        # where it lies: "news" (the strip) or "aside" (the row, empty then)


@dataclass
class ActionPlan:
    """What the beats of one action need to know about the whole action."""

    pick: tuple[int, ...] = ()         # dice to light up before they move aside
    quick: float = 1.0                 # a bot's action: its beats run this much faster
    after_knock: bool = False          # the last event was a knock that laid the dice flat


class BeatPlayer:
    """Zehntausend's events as beats (a mixin of the table scene)."""

    BEAT_TIMES = BEAT_TIMES
    WAITS_FOR_DICE = WAITS_FOR_DICE

    # -- the beats of an action ------------------------------------------------------------
    def queue(self, events: list) -> None:
        self.version += 1
        seat = next((e.seat for e in events if hasattr(e, "seat")), None)
        # a bot's choice (and every choice in Rückwärts) glows before it moves aside
        auto = seat is not None and (self.seats[seat].is_bot or self.match.rules.reverse)
        bot = seat is not None and self.seats[seat].is_bot
        quick = max(1.0, self.app.config.general.bot_speed) if bot else 1.0
        self.plan = ActionPlan(pick=self._chosen_in(events) if auto else (), quick=quick)
        super().queue(events)

    def bot_pause(self, seat: int) -> float:
        """A bot waits only where there is something to read: its throw's faces, whose turn
        begins, a house; after its dice moved aside it throws on at once."""
        m = self.match
        if m.phase == "select":
            return BOT_READ_PAUSE
        if m.phase == "house":
            return BOT_HOUSE_PAUSE
        return BOT_START_PAUSE if m.turn_start else BOT_GO_ON_PAUSE

    def beats_for(self, ev) -> list[Beat]:
        plan = self.plan
        out: list[Beat] = []
        if plan.pick and isinstance(ev, (z.FivesTurned, z.SetAside)):
            out.append(Beat(plan.pick, PICK_TIME, kind="pick"))
            plan.pick = ()
        if isinstance(ev, z.Thrown) and plan.after_knock:
            out.append(Beat(ev, kind="knocked_flat"))       # the knocked dice lie flat
        elif isinstance(ev, (z.Thrown, z.HouseBuilt)):
            out.append(Beat(ev, kind="gather"))
            out.extend(super().beats_for(ev))               # lasts until the dice lie still
            if isinstance(ev, z.HouseBuilt):
                out.append(Beat(ev, HOUSE_TIME, kind="house_shown"))
        else:
            out.extend(super().beats_for(ev))
        plan.after_knock = isinstance(ev, z.Knocked) and ev.success
        if plan.quick > 1.0 and type(ev).__name__ not in LOST_TURNS:
            # quick bots: their beats play faster, a result stays readable (a Niete its full time)
            cap = RESULT_SPEED_CAP if type(ev).__name__ in RESULTS else plan.quick
            for beat in out:
                beat.duration /= min(plan.quick, cap)
        return out

    @staticmethod
    def _chosen_in(events: list) -> tuple[int, ...]:
        chosen: set[int] = set()
        for ev in events:
            if isinstance(ev, z.SetAside):
                chosen |= set(ev.dice)
            elif isinstance(ev, z.FivesTurned):
                chosen |= {ev.kept, ev.returned}
        return tuple(sorted(chosen))

    def lost_turn_showing(self) -> bool:
        """A lost turn's stamp is being read (its beat started and not yet over)."""
        return bool(self.beats) and self.beats[0].started and type(self.beats[0].event).__name__ in LOST_TURNS

    def _hold(self, seconds: float) -> None:
        """The beat now starting lasts `seconds` (decided when it starts)."""
        if self.beats:
            self.beats[0].duration = seconds

    # -- the shown match has caught up ---------------------------------------------------------
    def landed(self) -> None:
        """Every beat of the action played: the pictures equal the shown match."""
        s = self.shown
        self.version += 1
        v = self.view
        if s.current_seat is not None and v.seat != s.current_seat:
            self.view = v = TurnView(s.current_seat, s.turn_points, s.dice_left)
        if not v.done:
            v.points, v.dice_left = s.turn_points, s.dice_left
        if s.proof_status != "none" or v.proof in ("pending", "confirm"):
            v.proof = s.proof_status
        if v.proof != "unproven":
            v.faces = tuple(s.unproven)
        self.lines = [list(h) for h in s.history]
        self.descending = list(s.descending)
        # (a game that ends as the target is reached, nobody left to throw, had no last round)
        self.final_round = s.is_final_round and (self.final_round or not s.is_over)
        self.over_shown = s.is_over

    # -- words ---------------------------------------------------------------------------------
    def _log(self, ev) -> None:
        """Keep what happened as (language key, the event's values): `said` words it in the
        language of the moment it is drawn."""
        key = f"zehntausend.event.{type(ev).__name__}"
        if isinstance(ev, z.EndTriggered) and not ev.final_seats:
            key = "zehntausend.table.end_reached"        # nobody is left to throw once more
        if isinstance(ev, z.TurnLost) and not ev.points:    # nothing at stake: no "loses 0 points"
            key = "zehntausend.table.lost_nothing" + ("_houses" if ev.reason == "houses" else "")
        if not self.t.has(key):
            return
        params = {name: getattr(ev, name) for name in ev.__dataclass_fields__}
        if "seat" in params:
            params["name"] = self.name(params["seat"])
        self.log.append((key, params))

    def _stamp(self, seat: int | None, text: str, colour=theme.BAD, sub: str = "", big: bool = True,
               place: str = "news") -> None:
        self.stamp = Stamp(text, tuple(colour), self.time, seat, sub, big, place)

    def _write(self, seat: int, kind: str, total: int) -> None:
        """A line on the score sheet: `seat`'s turn ended as `kind` with `total` now."""
        before = sum(delta for s, _, delta in self.lines if s == seat)
        self.lines.append([seat, kind, total - before])

    def _ids(self, dice) -> list[int]:
        return [self.ids[i] for i in dice if i in self.ids]

    # -- dice ------------------------------------------------------------------------------------
    def on_gather(self, ev) -> None:
        """Dice set aside that are thrown again come back into the tray first."""
        if not any(i in self.aside for i in ev.dice):
            return
        if self.view.points > 0 and self.view.dice_left == 0:
            # in the row the dice just left (empty now), over no words: the strip goes on telling
            self._stamp(ev.seat, self.words("stamp_all_back"), theme.ACCENT, big=False, place="aside")
            self.stamp.t0 += GATHER_TIME / self.plan.quick     # pressed once the dice have left the row
        self._all_back()
        self._hold(GATHER_TIME / self.plan.quick)

    def _all_back(self) -> None:
        for tid in self._ids(self.aside):
            self.tray.select(tid, False)
            self.tray.return_to_tray(tid)
        self.aside = []
        self.groups = []

    def _throw_tray(self, ev, stacked: bool) -> None:
        self.tray.clear_highlights()
        quick = min(self.plan.quick, BOT_DICE_SPEED_CAP)
        self.tray.dice_speed = self.app.config.general.dice_speed * quick
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

    def on_Thrown(self, ev: z.Thrown) -> None:
        self._throw_tray(ev, stacked=False)
        if self.stamp and self.stamp.big:
            self.stamp = None
        self._new_decision("dice")

    def done_Thrown(self, ev: z.Thrown) -> None:
        self._log(ev)                           # what the dice show, once they lie still

    def on_knocked_flat(self, ev: z.Thrown) -> None:
        self.in_play = tuple(ev.dice)
        self._new_decision("dice")
        self._log(ev)

    def on_HouseBuilt(self, ev: z.HouseBuilt) -> None:
        self._throw_tray(ev, stacked=True)
        self._new_decision("buttons")

    def done_HouseBuilt(self, ev: z.HouseBuilt) -> None:
        self._log(ev)

    def on_house_shown(self, ev: z.HouseBuilt) -> None:
        text = self.words("stamp_house" if ev.kind == "stacked" else "stamp_cocked")
        kind = self.t(f"zehntausend.house_kind.{ev.kind}").rstrip(".")
        self._stamp(ev.seat, text, theme.ACCENT, self.words("house_sub", kind=kind, count=ev.in_a_row),
                    big=False)
        # the die lying on another one glows, so everybody sees the house
        self.tray.highlight([t for t in self._ids(self.in_play)
                             if self.tray.die(t).mode in ("stacked", "hop")], theme.ACCENT)
        self.app.play("click", 0.6)

    def on_Knocked(self, ev: z.Knocked) -> None:
        self._log(ev)
        self.tray.knock(falls_off=ev.success)
        key = "stamp_knock_ok" if ev.success else "stamp_knock_fail"
        self._stamp(ev.seat, self.words(key), theme.GOOD if ev.success else theme.ACCENT, big=False)
        self.app.play("capture", 0.5)

    def on_pick(self, chosen: tuple[int, ...]) -> None:
        for tid in self._ids(chosen):
            self.tray.select(tid, True)
        self.app.play("click", 0.4)

    def on_FivesTurned(self, ev: z.FivesTurned) -> None:
        self._log(ev)
        if ev.kept in self.ids:
            die = self.tray.die(self.ids[ev.kept])
            die.face = die.shown = 1            # the five is turned over and shows a one
            self.tray.highlight([self.ids[ev.kept]])
        if ev.returned in self.ids:
            self.tray.select(self.ids[ev.returned], False)
        self.app.play("click", 0.6)

    def on_SetAside(self, ev: z.SetAside) -> None:
        self._log(ev)
        if self.stamp and self.stamp.place == "aside":
            self.stamp = None                   # the dice come to the row: the stamp there is read
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

    # -- proving ---------------------------------------------------------------------------------
    def on_PaschPending(self, ev: z.PaschPending) -> None:
        self._log(ev)
        self.view.proof = "pending"
        self.view.faces = (*self.view.faces, *ev.faces)

    def on_Proven(self, ev: z.Proven) -> None:
        self._log(ev)
        self.view.proof = "proven"
        self.view.faces = ()
        self._stamp(ev.seat, self.words("stamp_proven"), theme.GOOD, big=False)

    def on_ConfirmNeeded(self, ev: z.ConfirmNeeded) -> None:
        self._log(ev)
        self.view.proof = "confirm"

    def on_Confirmed(self, ev: z.Confirmed) -> None:
        self._log(ev)
        self.view.proof = "confirmed"
        self._stamp(ev.seat, self.words("stamp_confirmed"), theme.GOOD, big=False)

    def on_Unproven(self, ev: z.Unproven) -> None:
        self._log(ev)
        self.view.proof = "unproven"
        self.view.faces = tuple(ev.faces)

    # -- how a turn ends -------------------------------------------------------------------------
    def _lost(self) -> None:
        self.view.lost = self.view.done = True
        self.tray.highlight(self._ids(self.in_play), theme.BAD)
        self.app.play("capture", 0.9)

    def on_TurnLost(self, ev: z.TurnLost) -> None:
        self._log(ev)
        self._lost()
        self.lines.append([ev.seat, "houses" if ev.reason == "houses" else "bust", 0])
        points = self.num(ev.points)
        if ev.reason == "houses":
            text, sub = self.words("stamp_houses"), self.t("zehntausend.turn_lost.houses")
        elif self.view.proof == "unproven":
            sub = self.words("unproven_sub", points=points) if ev.points else self.words("unproven_sub_nothing")
            text = self.words("stamp_unproven")
        else:
            text = self.words("stamp_bust")
            sub = self.words("lost_sub", points=points) if ev.points else self.words("bust_sub_nothing")
        self._stamp(ev.seat, text, theme.BAD, sub)

    def on_MinusPoints(self, ev: z.MinusPoints) -> None:
        self._log(ev)
        self._lost()
        self._write(ev.seat, "minus", ev.total)
        self._stamp(ev.seat, self.words("stamp_minus", points=self.num(ev.points)), theme.BAD,
                    self.t("zehntausend.turn_lost.no_score"))

    def on_NixPoints(self, ev: z.NixPoints) -> None:
        self._log(ev)
        self.view.done = True
        self._write(ev.seat, "nix", ev.total)
        self._stamp(ev.seat, self.words("stamp_nix", points=self.num(ev.points)), theme.GOOD)
        self.app.play("pen", 0.8)

    def on_Banked(self, ev: z.Banked) -> None:
        self._log(ev)
        self.view.done = True
        self.offered = self.shown.rules.take_over   # the next seat may take the dice over
        self._write(ev.seat, "bank", ev.total)
        self._stamp(ev.seat, self.words("stamp_banked", points=self.num(ev.points)), theme.GOOD,
                    self.t("zehntausend.event.Banked", name=self.name(ev.seat),
                           points=self.num(ev.points), total=self.num(ev.total)))
        self.app.play("pen", 0.9)

    def on_TakenOver(self, ev: z.TakenOver) -> None:
        self._log(ev)
        self.view.points, self.view.dice_left = ev.points, ev.dice_left
        self._stamp(ev.seat, self.words("stamp_taken_over"), theme.ACCENT, big=False)

    def on_PileTaken(self, ev: z.PileTaken) -> None:
        self._log(ev)
        self._lost()
        self._write(ev.seat, "pile", ev.total)
        self._stamp(ev.seat, self.words("stamp_pile", points=self.num(ev.points)), theme.BAD,
                    self.t("zehntausend.event.PileTaken", name=self.name(ev.seat),
                           points=self.num(ev.points), total=self.num(ev.total)))
        self._all_back()

    def on_TurningPoint(self, ev: z.TurningPoint) -> None:
        self._log(ev)
        self.descending[ev.seat] = True
        self._stamp(ev.seat, self.words("stamp_turning"), theme.ACCENT,
                    self.t("zehntausend.event.TurningPoint", name=self.name(ev.seat), total=self.num(ev.total)))
        self.app.play("fanfare", 0.6)

    def on_EndTriggered(self, ev: z.EndTriggered) -> None:
        self._log(ev)
        if not ev.final_seats:       # the last of the round reached it: the game ends now, no last round
            return
        self.final_round = True
        self._stamp(ev.seat, self.words("stamp_final"), theme.ACCENT,
                    self.words("final_sub", name=self.name(ev.seat), total=self.num(ev.total)))
        self.app.play("fanfare", 0.8)

    def on_InstantWin(self, ev: z.InstantWin) -> None:
        self._log(ev)
        self.instant_win = True
        self._stamp(ev.seat, self.words("stamp_win", name=self.name(ev.seat)), theme.ACCENT,
                    self.t(f"zehntausend.instant_win.{ev.reason}"))
        self.app.play("fanfare", 1.0)

    def on_GameOver(self, ev) -> None:
        self.over_shown = True
        if not self.instant_win and ev.ranking:     # an instant win is stamped already
            names = " & ".join(self.name(s) for s in ev.ranking[0])
            self._stamp(None, self.words("stamp_win", name=names), theme.ACCENT)
            self.app.play("fanfare", 1.0)

    def on_TurnPassed(self, ev: z.TurnPassed) -> None:
        """The next seat's turn begins: the last seat's stamp goes with its turn."""
        reverse = self.shown.rules.reverse
        v = self.view
        if reverse and not v.done:
            self.lines.append([ev.seat, "pass", 0])     # Rückwärts: the dice went on
        self.tray.clear_highlights()
        # the last turn's dice leave the tray, so nobody takes them for the next seat's throw
        # (which brings them in again); Rückwärts passes the dice on, and under Übernehmen the
        # next seat may take them over
        if not (reverse or self.offered):
            self.tray.clear(in_place=True)      # fading where they lie: never over the sheet
            self.ids = {}
            self.aside, self.groups = [], []
        self.offered = False
        points = v.points if reverse and not v.done else 0
        left = v.dice_left if reverse and not v.done else self.n
        self.view = TurnView(ev.next_seat, points, left)
        self.stamp = None
        # the last turn's lines go with it: only its result stays, in the news strip, until the
        # new turn has news of its own (each line names its player)
        self.previous = self.log[-1] if self.log else ""
        self.log.clear()
        self.in_play = ()
        self._new_decision("buttons")
