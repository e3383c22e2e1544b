"""What every game table shares: the match, the shown state, beats, bots, pause and the end.

The live `match` decides; the table draws `shown`, the match as the players have seen it so
far. An action's events become beats (`scenes.ui.beats`), played one after another: the beat
for event `X` calls the table's `on_X(event)`, which starts its animation and draws its own
change on top of `shown` (a die thrown, a number crossed). After the action's last beat a
`Landed` beat makes the match as it is now the shown one. So no sheet, score, odds, log,
banner or stamp runs ahead of the dice. A confirm press while beats play skips them: they all
play at once, ending where the action ended, never further.

Bots act only when the table is not busy animating, after a pause scaled by `bot_speed`, so
a person can follow what they do.

The real-time Wurf & Weg table overrides `queue`: its events are shown at once (still through
`on_X`), and its own shown counts change when a die's or coaster's flight lands.

The coach: on the turn of a person whose seat has hints on (`Seat.wants_hints`), once nothing
moves and the dice that pose the decision lie still, the table asks the game's coach
(`game.<module>.coach.hint(shown, seat)`, see `game.coach`) what the best bot would do, once
per decision (per shown match), never every frame; `coach_hint()` is that hint while it is the
decision on screen, and `coach_words()` its sentence. A game without a coach module, a hint of
None, and a coach that fails (`coach_error` says how; the game goes on) show nothing.

Nobody waits in silence (`scenes.tables.prompt`): when a person is to act in a turn-based game
and nothing moves, the table names them and their key within two seconds, again larger after
ten seconds of nothing, and at once in large letters when the person shares a keyboard block
with others. Each table calls `draw_prompt(surface)` last in its `draw`; `prompt_place()` says
where the banner goes (default: a band at the top centre), `prompt_action(seat)` what it asks.
A key of a block that several seats share acts for whichever of them is on turn (`handle`
puts that seat first in the press's seats).

Bots play on to the end (`bots_finish`): once every person at a turn-based table is out (the
table says who still plays, `seat_plays_on`) and bots play on, a plate offers "Bots spielen zu
Ende – E: schneller"; a person's confirm makes the table run HURRY times as fast (bots, beats
and dice alike, so the dice still land before anything is shown), until the game ends.
"""

from __future__ import annotations

import importlib
import random
from dataclasses import replace

import pygame

from game.coach import Hint
from game.engine import IllegalAction
from game.games import GameInfo
from game.seats import Seat, style_of
from game.story import Story
from scenes.app import Scene
from scenes.tables import prompt
from scenes.tables.keeping import Keeper
from scenes.ui import theme
from scenes.ui.beats import Beat, BeatQueue, Landed
from scenes.ui.coach import hint_words
from scenes.ui.layout import READABLE, fit, line_step
from scenes.ui.seat_panel import key_label
from scenes.ui.text import blit_text, drawn, font
from scenes.ui.widgets import draw_panel

BOT_PAUSE = 0.7   # seconds between a bot's actions at bot_speed 1.0
HURRY = 4.0       # how much faster the table runs once only bots play on and a person asked
WARNING_W = 520   # the widest a warning's pill stands (saving failed), in the window's bottom right


def _same_seat(decision: tuple | None, seat: int) -> bool:
    return decision is not None and decision[1] == seat


def device_seating(seats: list[Seat]) -> dict[str, tuple[int, ...]]:
    """Which seats each device steers (a person may play two Mensch colours)."""
    out: dict[str, list[int]] = {}
    for i, seat in enumerate(seats):
        if seat.device:
            out.setdefault(seat.device, []).append(i)
    return {d: tuple(s) for d, s in out.items()}


def snapshot(match):
    """A copy of the match to show while the live one moves on."""
    return type(match).from_dict(match.to_dict())


def story_recorder(info: GameInfo, match):
    """The game's story recorder (`game/<module>/story.py`) for this match; made for a game
    under way it tells the story from that moment."""
    return importlib.import_module(f"game.{info.module}.story").StoryRecorder(match)


class TableBase(Scene):
    is_table = True
    BEAT_TIMES: dict[str, float] = {}      # event class name -> seconds its beat lasts
    WAITS_FOR_DICE: frozenset[str] = frozenset()   # beats that last until the dice lie still

    def __init__(self, app, info: GameInfo, seats: list[Seat], seed: int | None, match):
        super().__init__(app)
        self.info = info
        self.seats = seats
        self.seed = seed
        self.match = match
        self.shown = snapshot(match)     # what the players have seen so far
        self.beats = BeatQueue(self._start_beat, self.dice_settled, self._finish_beat)
        self.rng = random.Random(seed if seed is not None else 0)
        self.bots = info.bots()
        self.bot_timer = 0.0
        self.refusal: str | None = None
        self.refusal_timer = 0.0
        self.finished = False
        self.end_timer = 0.0
        self.time = 0.0
        self.demo_index: int | None = None   # set by the attract mode
        self.recorder = story_recorder(info, match)   # the game's story, from every engine event
        self.story_error: str | None = None  # what went wrong in the recorder (it starts afresh)
        self.keeper = Keeper(self)            # the autosave and, at the end, the statistics
        self.coach_error: str | None = None   # what went wrong in the coach (it then says nothing)
        self._coach = None                    # the game's coach module (None: it has none), once asked
        self._coach_asked = False
        self._coach_for: tuple | None = None  # (shown match, seat) the last hint was asked for
        self._coach_hint: Hint | None = None
        self._coach_words: tuple | None = None   # (hint, language, sentence)
        self.wait = prompt.WaitClock()        # how long a person's turn has waited in silence
        self._prompt_pic: tuple | None = None  # (what it says and how, the banner's picture)
        self._prompt_said: tuple | None = None  # (decision, key map, large, language, the lines)
        self.hurrying = False                 # only bots play on and a person asked them to be quick

    def on_enter(self) -> None:
        self.app.input.assign(device_seating(self.seats))

    def on_exit(self) -> None:
        self.app.input.assign({})

    def is_still(self) -> bool:
        """Under an overlay (pause, a lost pad) the table does not move on."""
        return self.app.top is not self

    # -- acting ---------------------------------------------------------------
    def act(self, seat: int, action) -> list:
        """Apply an action; a refusal is shown, never raised."""
        try:
            events = self.match.apply(seat, action)
        except IllegalAction as exc:
            self.refuse(exc)
            return []
        self.observe(events)
        self.keeper.saved()
        self.queue(events)
        return events

    # -- the story ------------------------------------------------------------
    def observe(self, events: list) -> None:
        """The story recorder sees every engine event once, before the autosave keeps it.
        A recorder that fails never stops the game: its story starts afresh from here."""
        try:
            self.recorder.observe(events)
        except Exception as exc:
            self.story_error = f"{type(exc).__name__}: {exc}"
            self.recorder = story_recorder(self.info, self.match)

    def story(self) -> Story:
        """The game's story so far (charts, highlights, luck) for the results screen."""
        return self.recorder.story()

    def restore_story(self, recorder) -> None:
        """A resumed game goes on with the story its save kept (checked against its match
        by `game.saves`), and keeps it from now on."""
        self.recorder = recorder
        self.keeper.saved()

    def resumed(self, lines=None) -> None:
        """This table goes on with a saved game (the routes say so once it is built, with the
        lines `kept_lines` gave its save, unchecked): a table may tell the players (Mensch's
        "what just happened" shows its last lines and says the game was continued)."""

    def kept_lines(self) -> list | None:
        """Lines the autosave keeps with the game for `resumed` (plain JSON data), or None."""
        return None

    def kept_view(self) -> dict | None:
        """What the players chose on the table that is no move of the game yet (Zehntausend's
        marked dice), kept with the save for `resumed_view` (plain JSON data), or None."""
        return None

    def resumed_view(self, view) -> None:
        """A resumed game shows what `kept_view` kept (unchecked data: a table checks it
        against its match and ignores what does not fit)."""

    def refuse(self, exc: IllegalAction) -> None:
        self.refusal = self.t(exc.reason, **exc.params)     # a full key: <game>.illegal.<why>
        self.refusal_timer = 2.5
        self.wait.refused()                                  # the prompt keeps naming the key that works
        self.app.play("click", 0.4)

    # -- beats ----------------------------------------------------------------
    def queue(self, events: list) -> None:
        """An action's events as beats, then the beat that shows the match as it is now."""
        for ev in events:
            self.beats.extend(self.beats_for(ev))
        self.beats.append(Beat(Landed(snapshot(self.match))))

    def beats_for(self, ev) -> list[Beat]:
        """The beats that show one event (a table may add beats of its own around it)."""
        name = type(ev).__name__
        return [Beat(ev, self.BEAT_TIMES.get(name, 0.0), wait_tray=name in self.WAITS_FOR_DICE)]

    def _start_beat(self, beat: Beat) -> None:
        handler = getattr(self, f"on_{beat.kind or type(beat.event).__name__}", None)
        if handler is not None:
            handler(beat.event)

    def _finish_beat(self, beat: Beat) -> None:
        handler = getattr(self, f"done_{beat.kind or type(beat.event).__name__}", None)
        if handler is not None:
            handler(beat.event)

    def on_Landed(self, landed: Landed) -> None:
        self.shown = landed.match
        self.landed()

    def landed(self) -> None:
        """The shown match has caught up with the live one (subclasses resync their views)."""

    def dice_settled(self) -> bool:
        tray = getattr(self, "tray", None)
        return tray is None or tray.settled

    def busy(self) -> bool:
        """True while beats play or dice move: the next action waits."""
        tray = getattr(self, "tray", None)
        return bool(self.beats) or (tray is not None and tray.animating)

    def skip_animation(self) -> None:
        """Play every queued beat at once (the dice land where they will land)."""
        tray = getattr(self, "tray", None)
        if tray is not None:
            tray.skip()
        self.beats.skip()
        if tray is not None:
            tray.skip()

    def bot_for(self, seat: int) -> str | None:
        return self.seats[seat].bot_level

    def human_seats_of(self, act) -> tuple[int, ...]:
        return act.seats

    # -- the loop -------------------------------------------------------------
    def handle(self, act) -> None:
        if self.match.is_over:        # the game has ended: its results come by themselves, no key counts
            return
        if act.action in ("back", "pause") and (act.device == "any" or act.action == "pause"):
            self.open_pause()
            return
        if act.action == "confirm" and self.bots_finish():
            self.hurrying = True               # (the dice in the air still land: only faster)
            return
        act = self.for_seat_on_turn(act)
        waiting = self.waiting_seat()
        if waiting is not None and (act.device == "any" or waiting in act.seats):
            self.wait.press()
        self.handle_play(act)

    def for_seat_on_turn(self, act):
        """A press of a block several seats share acts for whichever of them is on turn: that
        seat comes first in the press's seats (the seat the players see on turn, else the
        engine's)."""
        if len(act.seats) < 2 or self.info.realtime:
            return act
        for m in (self.shown, self.match):
            seat = None if m.is_over else m.current_seat
            if seat in act.seats:
                return replace(act, seats=(seat, *(s for s in act.seats if s != seat)))
        return act

    def handle_play(self, act) -> None:
        """A seat's key press during play (subclasses)."""

    def open_pause(self) -> None:
        self.app.routes.pause(self)

    def update(self, dt: float) -> None:
        real_dt, dt = dt, dt * self.table_pace()
        self.time += dt
        if self.refusal_timer > 0:
            self.refusal_timer -= real_dt
            if self.refusal_timer <= 0:
                self.refusal = None
        lost = self.app.input.take_unplugged()
        if lost:
            self.on_pad_lost(lost)
        self.update_view(dt)
        self.refresh_coach()
        self.update_prompt(real_dt)
        if self.match.is_over:
            if not self.busy():
                self.end_timer += real_dt
                if self.end_timer > 1.6 and not self.finished:
                    self.finished = True
                    self.show_results()
            return
        self.drive_bots(dt)

    def update_view(self, dt: float) -> None:
        """Advance animations (subclasses)."""

    def drive_bots(self, dt: float) -> None:
        if self.busy():
            self.bot_timer = 0.0
            return
        seat = self.match.current_seat
        if seat is None or self.bot_for(seat) is None:
            self.bot_timer = 0.0
            return
        self.bot_timer += dt * self.app.config.general.bot_speed
        if self.bot_timer < self.bot_pause(seat):
            return
        self.bot_timer = 0.0
        action = self.bots.choose(self.match, seat, self.bot_for(seat), self.rng)
        self.act(seat, action)

    def bot_pause(self, seat: int) -> float:
        """Seconds (at bot speed 1) a bot waits before it acts, once nothing plays."""
        return BOT_PAUSE

    # -- bots play on to the end ---------------------------------------------------------
    def seat_plays_on(self, seat: int) -> bool:
        """Whether a seat still takes turns, as the players have seen it (a table whose players
        can drop out says when one has)."""
        return True

    def bots_finish(self) -> bool:
        """Every person at this turn-based table is out and bots play the game to its end."""
        if self.info.realtime or self.demo_index is not None or self.match.is_over:
            return False
        people = [i for i, s in enumerate(self.seats) if s.is_human]
        return bool(people) and not any(self.seat_plays_on(i) for i in people)

    def table_pace(self) -> float:
        """How fast the table runs: HURRY once a person asked while only bots play on."""
        return HURRY if self.hurrying and self.bots_finish() else 1.0

    def bots_finish_words(self) -> tuple[str, str | None, str] | None:
        """What the plate says while bots play on, as (words, key or None, words after the key):
        ("Bots spielen zu Ende", "E", "schneller"), once asked (…, None, "4× schneller");
        None while people play."""
        if not self.bots_finish():
            return None
        if self.hurrying:
            return self.t("app.table.bots_finish"), None, self.t("app.table.bots_faster_now", times=int(HURRY))
        keys = []
        for seat in self.seats:
            label = key_label(self.app, seat, "confirm") if seat.is_human else ""
            if label and label not in keys:
                keys.append(label)
        return self.t("app.table.bots_finish"), " / ".join(keys) or None, self.t("app.table.bots_faster")

    # -- the coach ----------------------------------------------------------------
    def coach_seat(self) -> int | None:
        """The seat the coach may speak to now: a person with hints on whose decision the table
        shows, with nothing moving and the dice at rest; else None."""
        if self.busy():
            return None
        m = self.shown
        seat = None if m.is_over else m.current_seat
        if seat is None or not 0 <= seat < len(self.seats) or not self.seats[seat].wants_hints:
            return None
        return seat

    def coach_module(self):
        """`game.<module>.coach`, imported when first needed; None for a game without one."""
        if not self._coach_asked:
            self._coach_asked = True
            name = f"game.{self.info.module}.coach"
            try:
                self._coach = importlib.import_module(name)
            except ModuleNotFoundError as exc:
                if exc.name != name:
                    self.coach_error = f"{type(exc).__name__}: {exc}"
            except Exception as exc:       # a coach that cannot load costs the hints, never the game
                self.coach_error = f"{type(exc).__name__}: {exc}"
        return self._coach

    def refresh_coach(self) -> None:
        """Ask the coach once per decision: when the shown match or the seat to decide changes."""
        seat = self.coach_seat()
        if seat is None:
            return
        asked = self._coach_for
        if asked is not None and asked[0] is self.shown and asked[1] == seat:
            return
        self._coach_for = (self.shown, seat)
        self._coach_hint = None
        coach = self.coach_module()
        if coach is None:
            return
        try:
            hint = coach.hint(self.shown, seat)
        except Exception as exc:           # a failing coach costs this hint, never the game
            self.coach_error = f"{type(exc).__name__}: {exc}"
            return
        self._coach_hint = hint if isinstance(hint, Hint) else None

    def coach_hint(self) -> Hint | None:
        """The hint for the decision on screen, or None (nobody to advise, or nothing to say)."""
        seat = self.coach_seat()
        asked = self._coach_for
        if seat is None or asked is None or asked[0] is not self.shown or asked[1] != seat:
            return None
        return self._coach_hint

    def coach_words(self) -> str | None:
        """The hint's sentence in the language in force, or None."""
        hint = self.coach_hint()
        if hint is None:
            return None
        kept = self._coach_words
        if kept is None or kept[0] is not hint or kept[1] != self.t.lang:
            self._coach_words = kept = (hint, self.t.lang, hint_words(self.t, hint))
        return kept[2]

    # -- the "who must act" prompt ------------------------------------------------------------
    def seat_shown_on_turn(self) -> int | None:
        """The seat the table shows on turn (its heading's), None when the game is over: the
        shown match's, or a table's own where its heading moves on with the turn passing before
        the match shown has caught up."""
        m = self.shown
        return None if getattr(m, "is_over", True) else getattr(m, "current_seat", None)

    def waiting_seat(self) -> int | None:
        """The person the table waits for: the seat on turn in a turn-based game, a person's
        (never a bot's), with nothing moving; else None."""
        if self.info.realtime or self.demo_index is not None or self.match.is_over or self.busy():
            return None
        m = self.shown
        seat = None if m.is_over else m.current_seat
        if seat is None or not 0 <= seat < len(self.seats) or not self.seats[seat].is_human:
            return None
        return seat

    def shares_device(self, seat: int) -> bool:
        """Another seat plays with this seat's keyboard block or pad (the keyboard goes round)."""
        device = self.seats[seat].device
        return device is not None and sum(1 for s in self.seats if s.device == device) > 1

    def update_prompt(self, dt: float) -> None:
        seat = self.waiting_seat()
        decision = None if seat is None else (self.shown, seat, str(getattr(self.shown, "phase", "")))
        if self.wait.update(dt, decision):
            self.app.play("click", 0.5)      # the repeat is heard too

    def prompt_stage(self) -> str | None:
        """What the prompt shows now: None, `prompt.ASK` or `prompt.AGAIN` (large, pulsing)."""
        seat = self.waiting_seat()
        if seat is None or not _same_seat(self.wait.decision, seat):
            return None
        return self.wait.stage(self.shares_device(seat))

    def prompt_action(self, seat: int) -> str:
        """What the waiting person is to do, with their keys: `app.prompt.<module>.<phase>` from
        the language table ("E zum Werfen"), or a general "E drücken"."""
        phase = str(getattr(self.shown, "phase", ""))
        key = f"app.prompt.{self.info.module}.{phase}"
        if not self.t.has(key):
            key = "app.prompt.act"
        s = self.seats[seat]
        keys = {a: key_label(self.app, s, a) for a in ("confirm", "back", "left", "right", "up", "down")}
        return self.t(key, **keys)

    def prompt_text(self) -> str | None:
        """The prompt's words as one line (None while it is not shown): for tests and tables."""
        lines = self._prompt_lines()
        return None if lines is None else " ".join(text for text, _, _ in lines)

    def _prompt_lines(self):
        """The prompt's lines, worked out once per decision, size and language (not per frame)."""
        stage = self.prompt_stage()
        if stage is None:
            return None
        seat = self.wait.decision[1]
        large = stage == prompt.AGAIN or self.shares_device(seat)
        said = self._prompt_said
        keys = self.app.input.keymap          # (a key rebound in the settings: a new map, the new key named)
        if said is None or said[0] is not self.wait.decision or said[1] is not keys \
                or said[2:4] != (large, self.t.lang):
            lines = prompt.prompt_lines(self.t, self.seats[seat].name, self.prompt_action(seat), large)
            self._prompt_said = said = (self.wait.decision, keys, large, self.t.lang, lines)
        return said[4]

    def prompt_place(self) -> tuple[str, tuple[int, int]]:
        """Where the prompt's banner goes, as (anchor, point): a band at the top centre. A table
        with its own free place overrides this."""
        return "midtop", (theme.SCREEN_W // 2, 10)

    def draw_prompt(self, surface) -> pygame.Rect | None:
        """The prompt over the table (each table calls this last in `draw`); the rect it took."""
        lines = self._prompt_lines()
        if lines is None:
            return None
        seat = self.wait.decision[1]
        style = self.style(seat)
        key = (tuple(lines), seat, style)
        if self._prompt_pic is None or self._prompt_pic[0] != key:
            self._prompt_pic = (key, prompt.prompt_picture(tuple(lines), style, self.seat_token(seat),
                                                           theme.SCREEN_W - 40))
        anchor, pos = self.prompt_place()
        pulse = self.wait.idle - prompt.AGAIN_AFTER if self.prompt_stage() == prompt.AGAIN else None
        return prompt.draw_prompt(surface, self._prompt_pic[1], lines, anchor, pos, style, pulse)

    def on_pad_lost(self, devices: list[str]) -> None:
        playing = [d for d in devices if any(s.device == d for s in self.seats)]
        if playing:
            self.app.routes.pad_lost(self, playing[0])

    def warning(self) -> str | None:
        """Saving failed (disk full, folder not writable), or another copy keeps the data."""
        return self.keeper.problem

    def warning_place(self) -> tuple[str, tuple[int, int], int]:
        """Where a warning stands at a table, as (anchor, point, width): a red pill in the window's
        bottom right corner, as wide as its words (never a band across the foot over the buttons,
        the key strips and the dice); a table with a freer place of its own overrides this."""
        return "bottomright", (theme.SCREEN_W - 10, theme.SCREEN_H - 6), WARNING_W

    warning_lines = 2    # the most lines of a warning's pill (a table with a narrow place allows more)

    def draw_warning(self, surface, warning: str) -> pygame.Rect:
        """The warning in a red pill at `warning_place`, on two lines where one is too short."""
        anchor, point, width = self.warning_place()
        size, lines = fit(warning, width - 24, READABLE, max_lines=self.warning_lines)
        step = line_step(size)
        w = min(width, max(font(size).size(line)[0] for line in lines) + 24)
        rect = pygame.Rect(0, 0, w, 12 + step * len(lines))
        setattr(rect, anchor, point)
        draw_panel(surface, rect, theme.BANNER, 240, radius=12)
        if len(lines) > 1 or lines[0] != warning:
            drawn(warning)
        for j, line in enumerate(lines):
            blit_text(surface, line, (rect.x + 12, rect.y + 6 + j * step), size, theme.TEXT)
        return rect

    def settings_changed(self) -> None:
        """Dice speed changed in the settings while this table was paused."""
        tray = getattr(self, "tray", None)
        if tray is not None:
            tray.dice_speed = max(0.25, self.app.config.general.dice_speed)

    def standings(self):
        """What the standings are read from as the players have seen them (`ranking()`,
        `figures(seat)`): the shown match; a table with its own shown counts overrides this."""
        return self.shown

    def style(self, seat: int) -> int:
        """The colour and shape this seat wears (a player of a Spieleabend keeps theirs in every
        game; otherwise the seat's place). Mensch draws its board's four colours instead."""
        return style_of(self.seats, seat)

    def reseat(self, index: int, seat: Seat) -> None:
        """Give a seat to another device or a bot (after a pad was unplugged). People who shared
        the lost pad move together to the block given to one of them; given to a bot, the lost
        pad is asked for again for the next of them."""
        lost = self.seats[index].device
        self.seats[index] = seat
        sharers = [i for i, s in enumerate(self.seats) if lost is not None and s.device == lost]
        if sharers and seat.is_human:
            for i in sharers:
                self.seats[i] = replace(self.seats[i], kind=seat.kind)
        elif sharers and lost not in self.app.input.pads.values():
            self.app.input.unplugged.append(lost)
        self.app.input.assign(device_seating(self.seats))

    # -- the end --------------------------------------------------------------
    def figures(self) -> list[dict]:
        return [self.match.figures(i) for i in range(len(self.seats))]

    def colour_owners(self) -> tuple[int, ...] | None:
        """Which seat plays which colour, for games where a seat may play several (Mensch);
        a rematch keeps it."""
        return None

    def colour_styles(self) -> list[int] | None:
        """The look (`theme.seat_look`) of each colour of the story, for games whose seats
        play colours of the board (Mensch), or None: each seat looks as its seat."""
        return None

    def seat_token(self, seat: int):
        """How the results show this seat: a picture, or None for the seat's shape."""
        return None

    def on_quit(self) -> None:
        """The window closes or the players quit to the menu: keep the game (or, if it has just
        ended, record it)."""
        if self.match.is_over:
            self.keeper.finished()
        else:
            self.keeper.flush()

    def show_results(self) -> None:
        self.keeper.finished()
        self.app.routes.results(self)
