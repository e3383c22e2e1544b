"""What every game table shares: the match, seats, bots taking their turns, pause and the end.

A table subclass shows the game; this base turns input into engine actions and engine
events into a queue the subclass animates. Bots act only when the table is not busy
animating, after a pause scaled by `bot_speed`, so a person can follow what they do.
"""

from __future__ import annotations

import random

from game.engine import IllegalAction
from game.games import GameInfo
from game.seats import Seat
from scenes.app import Scene
from scenes.tables.keeping import Keeper

BOT_PAUSE = 0.7   # seconds between a bot's actions at bot_speed 1.0


def device_seating(seats: list[Seat]) -> dict[str, tuple[int, ...]]:
    """Which seats each device steers (a person may play two Mensch colours)."""
    out: dict[str, list[int]] = {}
    for i, seat in enumerate(seats):
        if seat.device:
            out.setdefault(seat.device, []).append(i)
    return {d: tuple(s) for d, s in out.items()}


class TableBase(Scene):
    is_table = True

    def __init__(self, app, info: GameInfo, seats: list[Seat], seed: int | None, match):
        super().__init__(app)
        self.info = info
        self.seats = seats
        self.seed = seed
        self.match = match
        self.rng = random.Random(seed if seed is not None else 0)
        self.bots = info.bots()
        self.bot_timer = 0.0
        self.refusal: str | None = None
        self.refusal_timer = 0.0
        self.finished = False
        self.end_timer = 0.0
        self.time = 0.0
        self.demo_index: int | None = None   # set by the attract mode
        self.keeper = Keeper(self)            # the autosave and, at the end, the statistics

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
        self.keeper.saved()
        self.on_events(events)
        return events

    def refuse(self, exc: IllegalAction) -> None:
        key = exc.reason if self.t.has(exc.reason) else f"{self.info.module}.illegal.{exc.reason}"
        self.refusal = self.t(key, **exc.params)
        self.refusal_timer = 2.5
        self.app.play("click", 0.4)

    def on_events(self, events: list) -> None:
        """Subclasses animate events; the base only notices the end."""

    def busy(self) -> bool:
        """True while an animation must finish before the next action."""
        return False

    def bot_for(self, seat: int) -> str | None:
        return self.seats[seat].bot_level

    def human_seats_of(self, act) -> tuple[int, ...]:
        return act.seats

    # -- the loop -------------------------------------------------------------
    def handle(self, act) -> None:
        if act.action in ("back", "pause") and (act.device == "any" or act.action == "pause"):
            self.open_pause()
            return
        self.handle_play(act)

    def handle_play(self, act) -> None:
        """A seat's key press during play (subclasses)."""

    def open_pause(self) -> None:
        self.app.routes.pause(self)

    def update(self, dt: float) -> None:
        self.time += dt
        if self.refusal_timer > 0:
            self.refusal_timer -= dt
            if self.refusal_timer <= 0:
                self.refusal = None
        lost = self.app.input.take_unplugged()
        if lost:
            self.on_pad_lost(lost)
        self.update_view(dt)
        if self.match.is_over:
            if not self.busy():
                self.end_timer += dt
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
        if self.bot_timer < BOT_PAUSE:
            return
        self.bot_timer = 0.0
        action = self.bots.choose(self.match, seat, self.bot_for(seat), self.rng)
        self.act(seat, action)

    def on_pad_lost(self, devices: list[str]) -> None:
        playing = [d for d in devices if any(s.device == d for s in self.seats)]
        if playing:
            self.app.routes.pad_lost(self, playing[0])

    def settings_changed(self) -> None:
        """Dice speed changed in the settings while this table was paused."""
        tray = getattr(self, "tray", None)
        if tray is not None:
            tray.dice_speed = max(0.25, self.app.config.general.dice_speed)

    def reseat(self, index: int, seat: Seat) -> None:
        """Give a seat to another device or a bot (after a pad was unplugged)."""
        self.seats[index] = seat
        self.app.input.assign(device_seating(self.seats))

    # -- the end --------------------------------------------------------------
    def figures(self) -> list[dict]:
        return [self.match.figures(i) for i in range(len(self.seats))]

    def colour_owners(self) -> tuple[int, ...] | None:
        """Which seat plays which colour, for games where a seat may play several (Mensch);
        a rematch keeps it."""
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
