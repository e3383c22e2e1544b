"""The Wurf & Weg table: everybody at once, dice flying from hand to tray and coaster.

The engine decides, the table shows. Every update step (120 Hz) the table moves its own
clock on by the step, lets the engine's clock follow (`tick`), collects that step's key
presses of every person (stamped with the table clock when they arrived) and every bot's
due press, and hands them to the engine in one `apply_batch`, so four people on one keyboard
never block each other and the engine orders same-time presses fairly. Its events become
animation at once (`queue`: each event's `on_<EventName>`, no beat waits for another);
nothing the players do waits for an animation, because this is a race. Bots react only to
what the table has shown: it tells each bot when its rolled dice come to rest, when "Los!"
and "Stopp!" show, when the luck die and its new coaster lie still and when a die lands on
its coaster (`Bot.sees`), and has it wait while the moment is not known yet (`Bot.wait_for`).

The table draws what the players have seen, never the engine's newer state: `seen` (a
`ShownRace`) holds the counts as the flights land (a coaster's dice, a hand's, the tray's,
the coasters won, the pile) and the round as it was shown ("Stopp!", who won), and the calls
that the dice decide wait until the last die in the air has landed.

What is where on screen:
- the Ablage (a felt tray) in the middle, the big yellow luck die beside it (thrown into the
  tray at each round start by the physics tray, then set beside it), the face-down coaster
  pile on the other side;
- one station per seat, placed clockwise in seat order around the table: name, won coasters,
  the face-up coaster, the hand, a status line (a refused press, the freeze, the last rolls,
  the prompt naming who must roll with which key: `prompts`) and the seat's own keys with
  arrows to where each key sends a die;
- before a new game's first "los!": how the race goes, a rule a line, while one big count runs
  down in the tray (the table stands still `INTRO_HOLD` seconds, then round 1's luck die
  falls and its countdown carries the same count on to "los!");
- big calls: the countdown "Auf die Deckel, fertig, los!", "Stopp!", the last rolls, a frozen
  seat iced over with its timer, and the end of a round with who won a coaster and why.

The parts, one job each: `layout` (where everything sits), `flights` (the 18 dice and the
coasters in the air; their landings move `seen`), `shown` (what has been seen, and the cues
that wait for the dice), `beats` (the engine's events, `on_<EventName>` each), `stations`
(the seats' stations), `prompts` (who the table waits for), `hud` (the middle of the table and the calls), `sprites` (drawing the
dice and flying coasters), `pictures` (small cached pictures), `warmup` (filling the sprite
caches ahead of need), `coaster_art` (the coasters). Everything is drawn from caches, so a
frame is only blits.
"""

from __future__ import annotations

import math
import random
from collections import Counter

import pygame

from game.wurf_und_weg import match as ww
from game.wurf_und_weg.bots import Bot
from scenes.dice.tray import DiceTray, table_seed
from scenes.tables.base import TableBase
from scenes.tables.wurf_und_weg import sizes
from scenes.tables.wurf_und_weg.beats import RaceBeats
from scenes.tables.wurf_und_weg.flights import Flights, face_of
from scenes.tables.wurf_und_weg.floor import Floor
from scenes.tables.wurf_und_weg.hud import RESULT_APPEARS, HudPainter
from scenes.tables.wurf_und_weg.layout import (
    LUCK_DIE,
    LUCK_POS,
    TRAY_RECT,
    H,
    W,
    hand_slots,
    station_layout,
    tray_slots,
)
from scenes.tables.wurf_und_weg.prompts import Prompts
from scenes.tables.wurf_und_weg.shown import Cues, ShownRace
from scenes.tables.wurf_und_weg.sprites import blit_dice, dice_layers, draw_coaster_flights
from scenes.tables.wurf_und_weg.stations import StationPainter
from scenes.tables.wurf_und_weg.warmup import CacheWarmer
from scenes.ui.backdrop import backdrop
from scenes.ui.numbers import format_number

REFUSAL_TIME = 1.3
ROUND_RESULT_SHOWN = 4.2   # seconds a round's result is up, at least, before the next round's luck die
INTRO_HOLD = 2.0       # seconds a new game's table stands still before round 1's countdown: with that
                       # countdown one count ("5 … 4 … 3 … 2 … 1 … los!") while the rules card is read


class TableScene(RaceBeats, TableBase):
    def __init__(self, app, info, seats, seed, match=None):
        # the words' sizes for the window this table is seen in, before anything is laid out
        sizes.fit_window(app.picture_scale())
        super().__init__(app, info, seats, seed, match)
        m = self.match
        n = m.seats
        self.stations = station_layout(n)
        self.clock = m.now                      # the match clock: moves with update(dt) only
        self.clock_lead = self.clock - self.time   # match clock = table time + this
        # a new game: the table stands still while the goal and the keys are said, before round 1
        self.intro_left = INTRO_HOLD if m.phase == "setup" and m.round == 0 else 0.0
        self.new_game = self.intro_left > 0      # its rules card may stay until round 1's "los!"
        self.told_calls = (None, None)           # the "Los!" and "Stopp!" the bots were told of
        self.call_due = False                    # a call the engine made that has not shown yet
        self.coaster_due: dict[int, int] = {}    # seat -> the new coaster on its way to it
        self.pending: list[tuple[int, ww.Action]] = []
        self.players: dict[int, Bot] = {}
        self._make_bots()
        speed = max(0.25, float(app.config.general.dice_speed))
        tray_seed = table_seed(seed, self.match)
        self.rng = random.Random(f"{tray_seed}:ww-table")
        # only the luck die is thrown into the tray and none is ever highlighted: nothing else is
        # rendered ahead (a highlight's glow costs a blur of milliseconds, a stutter mid-race)
        self.tray = DiceTray(TRAY_RECT, seed=tray_seed, dice_speed=speed, sound=app.sound, die_size=LUCK_DIE,
                             warm_kinds=("luck",), mark_colours=())
        self.luck_id: int | None = None
        self.luck_face: int | None = None
        self.luck_parking = False
        self.luck_parked_at: float | None = None
        self.seen = ShownRace.of(m)              # what the players have seen land
        self.cues = Cues()                       # what waits for the dice to land
        self.flights = Flights(self.stations, tray_slots(self.tray_felt(), self.seed), self.rng, self.seen,
                               lambda: self.time, 1.0 / speed)
        self.dice = self.flights.dice
        self.roll_no = [0] * n
        self.last_move: list[tuple | None] = [None] * n   # seat -> (where its last die went, when it landed)
        self.rolls_made = 0                      # rolls so far (which dice "Stopp!" picks up)
        self.dealt_round = m.round
        self.rolls_view: list[int | None] = [None] * n
        self.frozen_view = [(0.0, 0.0)] * n      # (from, until) on the match clock
        self.shake_at = [-9.0] * n
        self.wrong_key: dict[int, str] = {}     # seat -> the key ("left", "right", "tray") of its last wrong press
        self.refusals: dict[int, tuple[str, float, str | None]] = {}   # seat -> (text, since, key's action)
        self.round_no = m.round
        self.countdown: tuple[float, float] | None = None   # (go_at, seconds)
        self.go_at_time: float | None = None
        self.stop_at: float | None = None
        self.last_until: float | None = None
        self.round_panel: tuple[str, list[tuple[str, str, tuple, int | None]], float] | None = None   # (title, rows, shown at)
        self.round_rows: dict[int, str] = {}   # per seat, what the round brought it (its row of the card)
        self.final_hold_until = -1.0
        self.last_sound = -1.0
        self.prompts = Prompts(self)             # who the table waits for, said in their status line
        self.station_painter = StationPainter(self)
        self.hud = HudPainter(self)
        self._bg: pygame.Surface | None = None
        self._bg_key = None
        self.floor_cache = Floor(self)
        self._warmer = CacheWarmer(self.stations)
        self.drawn_dice = 0                       # how many dice the last draw showed
        self.drawn_lying: list[int] = []          # which of them lay still (not in the air)
        self._sync_from_match()

    # -- seats and bots -------------------------------------------------------------------
    def _make_bots(self) -> None:
        speed = max(0.25, float(self.app.config.general.bot_speed))
        self.players = {}
        people = frozenset(i for i, seat in enumerate(self.seats) if not seat.is_bot)
        for i, seat in enumerate(self.seats):
            if seat.is_bot:
                rng = random.Random(f"{self.seed or 0}:bot:{i}")
                self.players[i] = Bot(i, seat.bot_level or "normal", rng, speed, people=people)
                # what is still on its way to the screen (a bot that takes a seat mid-game)
                for what, due in (("luck", getattr(self, "luck_parking", False)), ("call", self.call_due),
                                  ("coaster", i in self.coaster_due)):
                    if due:
                        self.players[i].wait_for(what)

    def settings_changed(self) -> None:
        """Dice and bot speed changed in the settings while this table was paused."""
        speed = max(0.25, float(self.app.config.general.dice_speed))
        self.flights.anim = 1.0 / speed
        self.tray.dice_speed = speed
        bot_speed = max(0.25, float(self.app.config.general.bot_speed))
        for bot in self.players.values():
            bot.speed = bot_speed

    def reseat(self, index: int, seat) -> None:
        super().reseat(index, seat)
        self._make_bots()
        self._bg = None
        self.floor_cache.forget()
        self.station_painter.forget_strips()

    # -- a picture of the match as it stands (start and resume) ----------------------------
    def _sync_from_match(self) -> None:
        m = self.match
        fl = self.flights
        for seat in range(m.seats):
            hand = m.hand_of(seat)
            rng = random.Random(f"{self.seed}:{seat}:start")
            for (d, sym), (x, y, a, size) in zip(hand, hand_slots(self.stations[seat].hand, len(hand), rng),
                                                 strict=True):
                v = fl.dice[d]
                v.place, v.owner, v.x, v.y, v.angle, v.size, v.alpha = "hand", seat, x, y, a, size, 255
                v.live = sym is not None
                if sym is not None:
                    v.face = face_of(sym)
            for d in m.coaster_dice_of(seat):
                fl.put_on_coaster(fl.dice[d], seat, fly=False)
        for d in m.tray:
            fl.put_in_tray(fl.dice[d], fly=False)
            if m.luck is not None:
                fl.dice[d].face = m.luck + 1     # only luck symbols go to the tray
                fl.dice[d].live = True
        if m.luck is not None:
            self.luck_face = m.luck + 1
            self.luck_id = self.tray.throw([self.luck_face], "luck", side="right")[0]
            self.tray.skip()
            self.tray.fly_to(self.luck_id, LUCK_POS, 0.01)
            self.luck_parked_at = -10.0
        if m.phase == "countdown":
            self.countdown = (m.go_at, m.rules.countdown)
        if m.phase == "last_rolls":
            self.last_until = m.until
            self.rolls_view = list(m.rolls_left)

    # -- a continued game ------------------------------------------------------------------
    def kept_lines(self) -> list | None:
        """The symbol each die on a coaster showed when it was put there (the engine forgets
        it: such a die is rolled anew), so a continued game shows the coasters as they were."""
        m = self.match
        dice = getattr(self, "dice", None)      # (the first save comes before the dice are set out)
        if dice is None:
            return None
        faces = [[d, dice[d].face] for seat in range(m.seats) for d in m.coaster_dice_of(seat)]
        return [{"coaster_faces": faces}] if faces else None

    def resumed(self, lines=None) -> None:
        """Puts back the symbols `kept_lines` kept; anything that is not a die now on a coaster
        with a face 1-6 is ignored (the die keeps the face it has)."""
        on_coasters = {d for seat in range(self.match.seats) for d in self.match.coaster_dice_of(seat)}
        for line in lines if isinstance(lines, list) else ():
            pairs = line.get("coaster_faces") if isinstance(line, dict) else None
            for pair in pairs if isinstance(pairs, list) else ():
                if not (isinstance(pair, list) and len(pair) == 2
                        and all(type(x) is int for x in pair)):
                    continue
                d, face = pair
                if d in on_coasters and 1 <= face <= 6:
                    self.dice[d].face = face

    # -- places -----------------------------------------------------------------------------
    def key_target(self, seat: int, action: str) -> int | None:
        """The seat a key's die goes to (`to_left`, `to_right`), else None: the pause names it
        by token and name, as the station's key strip does."""
        if action in ("to_left", "to_right"):
            return self.station_painter.neighbour(seat, action)
        return None

    def standings(self) -> ShownRace:
        """The coasters won as they have landed on the piles (for the pause's standings)."""
        return self.seen

    def tray_felt(self) -> pygame.Rect:
        """Where dice put on the tray may lie: its felt, a little inside the rim."""
        return self.tray.felt.inflate(-8, -6)

    def dice_places(self) -> dict[int, tuple[str, int | None]]:
        """Where the table shows each die going: (place, seat) for all 18 (tests and checks)."""
        return self.flights.places()

    def lying(self) -> Counter:
        """How many dice the last frame drew lying still, by (place, seat)."""
        dice = self.flights.dice
        return Counter((dice[d].place, dice[d].owner) for d in self.drawn_lying)

    # -- input --------------------------------------------------------------------------
    ACTIONS = {"roll": ww.Roll, "to_tray": ww.ToTray, "to_left": ww.ToLeft, "to_right": ww.ToRight}

    def handle_play(self, act) -> None:
        # A key may say two things ("confirm" and "roll"): only the game action counts here,
        # and a confirm never skips the race's animations.
        kind = self.ACTIONS.get(act.action)
        if kind is None or not act.seats or self.match.is_over:
            return
        seat = next((s for s in act.seats if 0 <= s < len(self.seats) and not self.seats[s].is_bot), None)
        if seat is not None and self.intro_left > 0:
            # while the intro is read nothing is pressed yet, but a press is answered, never
            # dropped silently: "Warte auf „los!“" in the seat's status line
            self.refusals[seat] = (self.t("wurf_und_weg.table.refused.not_yet"), self.time, None)
            return
        if seat is not None:
            self.pending.append((seat, kind(self.clock)))
            self.prompts.pressed(seat, self.time)

    # -- the real-time step ------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.intro_left > 0:
            # the new game's intro: nothing moves, neither the table's time nor the match's,
            # until it has been read (a game key pressed meanwhile does nothing)
            self.intro_left -= dt
            if self.intro_left > 1e-9:
                return
            # the hold is over: round 1 starts in this same step, so the count runs on unbroken
            dt, self.intro_left = max(0.0, -self.intro_left), 0.0
        super().update(dt)

    def drive_bots(self, dt: float) -> None:
        """Called by TableBase.update every step while the game runs: the engine step."""
        m = self.match
        if self.holds_round_result():
            self.clock_lead -= dt                 # the match waits; the table's time runs on
        else:
            self.clock += dt
        events = m.tick(self.clock)
        self.bots_expect(events)
        batch, self.pending = self.pending, []
        for seat, bot in self.players.items():
            batch += [(seat, a) for a in bot.poll(m, self.clock)]
        if batch:
            pressed = m.apply_batch(batch)
            self.bots_expect(pressed)
            events += pressed
        if events:
            self.observe(events)                 # the story sees each event once, ticks and presses alike
        if events or self.keeper.dirty:
            self.keeper.saved(realtime=True)
        if events:
            self.queue(events)
            self.bots_see(events)

    def holds_round_result(self) -> bool:
        """Between two rounds the match's clock waits until the round's result (the card, or
        the pills on the stations) has been up ROUND_RESULT_SHOWN seconds of the table's time:
        the dice that decide it may land late, and the match's own pause starts at the decision."""
        m = self.match
        if m.phase != "round_over" or m.next_round_at is None or self.clock >= m.next_round_at:
            return False
        if self.round_panel is None:
            return bool(self.cues)                # the result waits for its last die: so does the match
        up_until = self.round_panel[2] + RESULT_APPEARS + ROUND_RESULT_SHOWN
        return m.next_round_at - self.clock < up_until - self.time - 1e-9

    # -- what the bots see (they press only after a person could have seen it) -----------
    def bots_expect(self, events: list) -> None:
        """Events whose picture comes at a moment not known yet: the bots wait for it."""
        for ev in events:
            if isinstance(ev, ww.LuckRolled):
                for bot in self.players.values():
                    bot.wait_for("luck")
            elif isinstance(ev, (ww.Go, ww.StopCalled)):
                self.call_due = True
                for bot in self.players.values():
                    bot.wait_for("call")
            elif isinstance(ev, ww.CoasterDrawn):
                self.coaster_due[ev.seat] = ev.coaster
                if ev.seat in self.players:
                    self.players[ev.seat].wait_for("coaster")

    def bots_see(self, events: list) -> None:
        """After the events took flight: when a bot's rolled dice come to rest, when a die
        lands on a bot's coaster."""
        dice, lead = self.flights.dice, self.clock_lead
        for ev in events:
            if isinstance(ev, ww.Rolled) and ev.seat in self.players:
                rest = max((dice[d].flight.t0 + dice[d].flight.dur for d in ev.dice if dice[d].flight),
                           default=self.time)
                self.players[ev.seat].sees("dice", rest + lead)
            elif isinstance(ev, ww.DieMoved) and isinstance(ev.to, int) and ev.to in self.players:
                f = dice[ev.die].flight
                self.players[ev.to].sees("arrival", (f.t0 + f.dur if f else self.time) + lead)
        self.bots_watch()

    def bots_watch(self) -> None:
        """What has just shown: "Los!", "Stopp!", a bot's new coaster."""
        calls = (self.go_at_time, self.stop_at)
        if calls != self.told_calls:
            for shown, told in zip(calls, self.told_calls, strict=True):
                if shown is not None and shown != told:
                    self.call_due = False
                    for bot in self.players.values():
                        bot.sees("call", shown + self.clock_lead)
            self.told_calls = calls
        for seat, coaster in list(self.coaster_due.items()):
            if self.seen.coaster[seat] == coaster:
                del self.coaster_due[seat]
                if seat in self.players:
                    self.players[seat].sees("coaster", self.time + self.clock_lead)

    def busy(self) -> bool:
        """Dice or coasters still in the air, calls waiting for them, or the last result held."""
        return self.time < self.final_hold_until or bool(self.cues) or self.flights.moving(self.time)

    def skip_animation(self) -> None:
        """Everything lands at once, and what waited for it shows."""
        self.tray.skip()
        self.flights.skip()
        self.cues.run_all()
        self.flights.skip()
        self.tray.skip()

    def update_view(self, dt: float) -> None:
        self.tray.update(dt)
        now = self.time
        for _ in range(self.flights.update(now)):
            self.app.play("coaster", 0.6)
        if self.luck_parking and self.luck_id is not None and self.tray.settled:
            self.luck_parking = False
            for bot in self.players.values():     # the luck symbol can be read from now on
                bot.sees("luck", now + self.clock_lead)
            anim = self.flights.anim
            # it slides out over the felt to its place beside the tray: no arc over a station's text
            self.tray.fly_to(self.luck_id, LUCK_POS, 0.45 * anim, arc=False, height=0.25)
            self.luck_parked_at = now + 0.45 * anim
        self.cues.run(now)
        self.bots_watch()
        self.prompts.update(now)
        for seat in [s for s, (_, t0, _key) in self.refusals.items() if now - t0 > REFUSAL_TIME]:
            del self.refusals[seat]
        self._warmer.step()

    def seconds_text(self, seconds: float) -> str:
        """Seconds still to wait, to a tenth, rounded up: a wait that is not over never reads
        "0.0 s" (it says "0.1 s" until it ends and goes)."""
        tenths = max(1, math.ceil(round(seconds * 10, 6)))
        return f"{tenths / 10:.1f}".replace(".", self.t("app.decimal"))

    def number(self, n: int) -> str:
        """A count as the language writes numbers."""
        return format_number(self.t, n)

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        floor, said = self.floor()
        surface.blit(floor, (0, 0))
        said.replay(surface)
        now = self.time
        hud, stations = self.hud, self.station_painter
        seats = range(len(self.seats))
        ground, air = dice_layers(self.flights.dice, now, self.shake_at)
        hud.draw_luck_spot(surface, now)
        for seat in seats:
            stations.under(surface, seat)
        blit_dice(surface, ground)
        hud.draw_luck(surface)
        for seat in seats:
            stations.overlay(surface, seat, now)
        blit_dice(surface, air, in_flight=True)
        self.drawn_dice = len(ground) + len(air)
        self.drawn_lying = [e[2] for e in ground]
        flying = draw_coaster_flights(surface, self.flights.coasters, self.stations, now)
        stations.names_over(surface, floor, flying)
        hud.draw_header(surface)
        hud.draw_banner(surface, now)
        hud.draw_calls(surface, now)
        hud.draw_round_panel(surface, now)
        hud.draw_intro(surface)

    def floor(self):
        """The background with all that lies under the dice, and the texts on it (see
        `floor.Floor`: painted again only in the parts that change, a few times a round)."""
        return self.floor_cache.picture()

    def background(self) -> pygame.Surface:
        painter = self.station_painter
        key = (self.t.lang, tuple((s.name, s.kind) for s in self.seats),
               tuple(painter.won_slots(seat) for seat in range(len(self.seats))))
        if self._bg is None or self._bg_key != key:
            self._bg_key = key
            self._bg = self.render_background()
        return self._bg

    def render_background(self) -> pygame.Surface:
        surf = backdrop(dice=False).copy()
        # the pub table: a warm pool of lamp light on the felt
        light = pygame.Surface((W, H), pygame.SRCALPHA)
        for k in range(12, 0, -1):
            rw, rh = 1180 * k / 12, 640 * k / 12
            pygame.draw.ellipse(light, (255, 226, 160, 5), pygame.Rect(W / 2 - rw / 2, H / 2 - rh / 2, rw, rh))
        surf.blit(light, (0, 0))
        surf.blit(self.tray.background, TRAY_RECT.topleft)
        # (the luck die's spot shows with the die only: the HUD draws it)
        for seat, st in enumerate(self.stations):
            self.station_painter.render(surf, seat, st)
        return surf.convert() if pygame.display.get_surface() else surf
