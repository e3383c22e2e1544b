"""The Durchmarsch table: paper sheets, the dice tray, odds, the stop-or-go-on choice, heckling.

The engine has already decided when events arrive; this scene plays them one after another
as *beats* (a throw lands, a number is crossed with a pen stroke, a misthrow is stamped, the
dice pass on), and keeps its own picture of the sheets that catches up beat by beat. Input
waits until the beats are played; a confirm press while they play skips to the end.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from game.durchmarsch import match as dm
from game.engine import GameOver
from scenes.dice.tray import DiceTray
from scenes.tables.base import TableBase
from scenes.tables.durchmarsch.art import (
    PEN,
    RED_PEN,
    crossed_cell,
    misthrow_box,
    number_box,
    pen_cross,
)
from scenes.ui import theme
from scenes.ui.backdrop import backdrop
from scenes.ui.seat_panel import key_hint, key_label, kind_text
from scenes.ui.text import blit_text, drawn, render
from scenes.ui.tween import clamp01, ease_out_back, pulse
from scenes.ui.widgets import draw_panel, draw_seat_token

TRAY_RECT = pygame.Rect(700, 64, 560, 392)
ASIDE_Y = 490
ASIDE_X = TRAY_RECT.x + 150
ACTIVE_SHEET = pygame.Rect(20, 64, 660, 266)
DECISION = pygame.Rect(20, 340, 660, 172)
SMALL_SHEETS = [pygame.Rect(20 + i * 418, 526, 404, 184) for i in range(3)]
PEN_TIME = 0.45
STAMP_TIME = 1.1
TURN_TIME = 0.9
HECKLE_TIME = 2.6
HECKLE_COOLDOWN = 0.7


@dataclass
class SheetView:
    """What the table shows of one sheet (it trails the engine while beats play)."""

    crosses: list[int]
    misses: list[int]
    row: int
    out: bool = False

    @classmethod
    def of(cls, sheet: dm.Sheet) -> SheetView:
        return cls(list(sheet.crosses), list(sheet.misthrows), sheet.row, sheet.out)

    def key(self) -> tuple:
        return (tuple(self.crosses), tuple(self.misses), self.row, self.out)


@dataclass
class Stroke:
    """A pen stroke being drawn on a sheet: a cross, a misthrow box, or a row struck out."""

    seat: int
    row: int
    kind: str        # "cross", "miss", "strike"
    index: int       # number index (0 = the 10) or misthrow box index
    t0: float


@dataclass
class Stamp:
    """A word stamped across the tray: the result of `seat`'s throw or turn."""

    text: str
    colour: tuple
    t0: float
    seat: int


@dataclass
class Heckle:
    seat: int
    text: str
    t0: float
    offset: tuple[float, float] = field(default=(0.0, 0.0))


class TableScene(TableBase):
    BEAT_TIMES = {"NumberCrossed": PEN_TIME + 0.25, "Misthrow": STAMP_TIME, "DieSetAside": 0.4,
                  "TurnPassed": TURN_TIME, "SeatOut": STAMP_TIME, "RowCompleted": 1.8, "Stopped": 1.0,
                  "GameOver": 1.8}
    WAITS_FOR_DICE = frozenset({"DiceRolled"})

    def __init__(self, app, info, seats, seed, match=None):
        super().__init__(app, info, seats, seed, match)
        self.tray = DiceTray(TRAY_RECT, seed=seed or 0, dice_speed=app.config.general.dice_speed,
                             sound=app.sound, die_size=50,
                             mark_colours=(theme.ACCENT, theme.BAD))
        self.views: list[SheetView] = []
        self.current = self.shown.current_seat     # whose turn the table shows
        self.strokes: list[Stroke] = []
        self.heckles: list[Heckle] = []
        self.heckle_ready: dict[int, float] = {}
        self.last_ids: list[int] = []              # tray ids of the last throw, in face order
        self.aside_ids: list[int] = []
        self.stamp: Stamp | None = None
        self.banner: tuple[str, float] | None = None
        self.choice = 1                            # 0 = stop, 1 = go on
        self.sheet_cache: dict[tuple, pygame.Surface] = {}
        self.blank_cache: dict[tuple, pygame.Surface] = {}
        self.heckle_rng = random.Random((seed or 0) + 99)
        self.landed()
        self._announce_turn()

    def landed(self) -> None:
        """The sheets as the engine has them now (the beats drew every change already)."""
        self.views = [SheetView.of(self.shown.sheet(i)) for i in range(len(self.seats))]

    # -- engine events, one beat each -------------------------------------------------------
    def update_view(self, dt: float) -> None:
        self.tray.update(dt)
        self.beats.play(dt)
        self.strokes = [s for s in self.strokes if self.time - s.t0 < PEN_TIME]
        self.heckles = [h for h in self.heckles if self.time - h.t0 < HECKLE_TIME]

    def stamp_for(self, seat: int, key: str, colour, **params) -> None:
        self.stamp = Stamp(self.t(key, **params), colour, self.time, seat)

    def on_DiceRolled(self, ev: dm.DiceRolled) -> None:
        self.tray.clear_highlights()
        self.last_ids = self.tray.throw(ev.faces, "pip", keep=self.aside_ids)
        self.stamp = None

    def on_NumberCrossed(self, ev: dm.NumberCrossed) -> None:
        view = self.views[ev.seat]
        index = view.crosses[ev.row]
        view.crosses[ev.row] += 1
        self.strokes.append(Stroke(ev.seat, ev.row, "cross", index, self.time))
        self.tray.highlight([self.last_ids[i] for i in ev.dice if i < len(self.last_ids)])
        self.app.play("pen", 0.8)

    def on_Misthrow(self, ev: dm.Misthrow) -> None:
        view = self.views[ev.seat]
        box = view.misses[ev.row]
        view.misses[ev.row] += 1
        self.strokes.append(Stroke(ev.seat, ev.row, "miss", box, self.time))
        if ev.struck:
            self.strokes.append(Stroke(ev.seat, ev.row, "strike", 0, self.time))
        self.tray.highlight(self.last_ids, theme.BAD)
        self.stamp_for(ev.seat, "durchmarsch.table.struck" if ev.struck else "durchmarsch.table.miss", theme.BAD)
        self.app.play("capture", 0.9)

    def on_DieSetAside(self, ev: dm.DieSetAside) -> None:
        free = [i for i in self.last_ids if i not in self.aside_ids]
        if free:
            die = free[-1]
            self.aside_ids.append(die)
            x = ASIDE_X + (len(self.aside_ids) - 1) * 64
            self.tray.set_aside(die, (x, ASIDE_Y))
        self.tray.clear_highlights()

    def on_Stopped(self, ev: dm.Stopped) -> None:
        self.stamp_for(ev.seat, "durchmarsch.table.stopped", theme.GOOD)

    def on_TurnPassed(self, ev: dm.TurnPassed) -> None:
        self.aside_ids = []
        self.views[ev.seat].row = ev.row
        self.current = ev.seat
        self.choice = 1
        self.stamp = None            # the last seat's result goes with its turn
        self._announce_turn()

    def on_SeatOut(self, ev: dm.SeatOut) -> None:
        self.views[ev.seat].out = True
        self.stamp_for(ev.seat, "durchmarsch.table.out", theme.BAD, name=self.seats[ev.seat].name)

    def on_RowCompleted(self, ev: dm.RowCompleted) -> None:
        self.stamp_for(ev.seat, "durchmarsch.table.win", theme.ACCENT, name=self.seats[ev.seat].name)
        self.banner = None
        self.app.play("fanfare", 1.0)

    def on_GameOver(self, ev: GameOver) -> None:
        if any(view.crosses[r] >= dm.NUMBERS for view in self.views for r in range(dm.ROWS)):
            return
        # nobody completed a row: the last seat still in the game wins
        winner = ev.ranking[0][0]
        self.stamp_for(winner, "durchmarsch.table.last_standing", theme.ACCENT, name=self.seats[winner].name)
        self.current = winner
        self.banner = None
        self.app.play("fanfare", 1.0)

    def _announce_turn(self) -> None:
        seat = self.current
        if seat is None:
            return
        view = self.views[seat]
        number = dm.NUMBERS - view.crosses[view.row]
        self.banner = (self.t("durchmarsch.table.turn", name=self.seats[seat].name, row=view.row + 1,
                              number=number), self.time)

    def skip_animation(self) -> None:
        super().skip_animation()
        self.strokes.clear()

    # -- input --------------------------------------------------------------------------
    def handle_play(self, act) -> None:
        seat = self.current if self.busy() else self.match.current_seat   # whose turn people see
        mine = seat is not None and (seat in act.seats or act.device == "any") and not self.seats[seat].is_bot
        if act.seats and (seat is None or seat not in act.seats):
            self.heckle(act)
            return
        if not mine:
            return
        if self.busy():
            if act.action == "confirm":   # (the same press also says "roll": one skip is enough)
                self.skip_animation()
            return
        phase = self.match.phase
        if phase == dm.ROLL and act.action == "confirm":
            self.act(seat, dm.Roll())
        elif phase == dm.DECIDE:
            if act.action in ("left", "right"):
                self.choice = 0 if act.action == "left" else 1
            elif act.action == "confirm":
                self.act(seat, dm.GoOn() if self.choice == 1 else dm.Stop())
            elif act.action == "back" and act.device != "any":
                self.act(seat, dm.Stop())

    def heckle(self, act) -> None:
        if not self.app.config.rules("durchmarsch").heckling or self.match.is_over:
            return
        if act.action not in ("up", "down"):
            return
        seat = act.seats[0]
        if self.time < self.heckle_ready.get(seat, 0.0):
            return
        self.heckle_ready[seat] = self.time + HECKLE_COOLDOWN
        lines = self.t.list("durchmarsch.table.heckle_more" if act.action == "up" else "durchmarsch.table.heckle_stop")
        if not lines:
            return
        text = self.heckle_rng.choice(lines)
        offset = (self.heckle_rng.uniform(-180, 180), self.heckle_rng.uniform(-40, 40))
        self.heckles.append(Heckle(seat, text, self.time, offset))
        self.heckles = self.heckles[-5:]
        self.app.play("click", 0.5)

    def handle_event(self, event) -> None:
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return
        seat = self.match.current_seat
        if seat is None or self.seats[seat].is_bot:
            return
        if self.busy():
            self.skip_animation()
            return
        for i, rect in enumerate(self.button_rects()):
            if rect.collidepoint(event.pos):
                if self.match.phase == dm.ROLL:
                    self.act(seat, dm.Roll())
                else:
                    self.choice = i
                    self.act(seat, dm.GoOn() if i == 1 else dm.Stop())

    # -- drawing --------------------------------------------------------------------------
    def button_rects(self) -> list[pygame.Rect]:
        y = DECISION.bottom - 70
        if self.shown.phase == dm.ROLL:
            return [pygame.Rect(DECISION.right - 250, y, 230, 58)]
        return [pygame.Rect(DECISION.right - 470, y, 210, 58),
                pygame.Rect(DECISION.right - 240, y, 220, 58)]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(dice=False), (0, 0))
        self.draw_header(surface)
        shown = self.current if self.current is not None else 0
        self.draw_sheet(surface, ACTIVE_SHEET, shown, large=True)
        others = [i for i in range(len(self.seats)) if i != shown]
        for rect, seat in zip(SMALL_SHEETS, others, strict=False):
            self.draw_sheet(surface, rect, seat, large=False)
        self.tray.draw(surface)
        self.draw_aside_label(surface)
        self.draw_decision(surface)
        self.draw_stamp(surface)
        self.draw_heckles(surface)
        if self.refusal:
            blit_text(surface, self.refusal, (TRAY_RECT.centerx, TRAY_RECT.bottom + 70), 22, theme.BAD, True, "center")

    def draw_header(self, surface) -> None:
        blit_text(surface, self.t("app.game.durchmarsch"), (24, 14), 34, theme.ACCENT, True)
        if self.banner:
            text, t0 = self.banner
            age = self.time - t0
            colour = theme.TEXT if age > 0.6 else theme.ACCENT
            blit_text(surface, text, (TRAY_RECT.centerx, 32), 26, colour, True, "center")

    def draw_aside_label(self, surface) -> None:
        if self.aside_ids:
            blit_text(surface, self.t("durchmarsch.table.aside"), (ASIDE_X - 40, ASIDE_Y), 18,
                      theme.TEXT_DIM, anchor="midright")

    def sheet_surface(self, seat: int, size: tuple[int, int], large: bool) -> pygame.Surface:
        view = self.views[seat]
        animating = tuple(sorted((s.row, s.kind, s.index) for s in self.strokes if s.seat == seat))
        key = (seat, size, large, view.key(), animating, seat == self.current, self.t.lang)
        surf = self.sheet_cache.get(key)
        if surf is None:
            if len(self.sheet_cache) > 64:
                self.sheet_cache.clear()
            surf = self.render_sheet(seat, size, large, set(animating))
            self.sheet_cache[key] = surf
        return surf

    def cell_geometry(self, size: tuple[int, int], large: bool):
        w, h = size
        head = 46 if large else 34
        left = 34 if large else 22
        cols = dm.NUMBERS + dm.MISTHROW_BOXES
        gap = 10 if large else 6
        cell = min((w - left - 12 - gap) / cols, (h - head - 10) / dm.ROWS)
        return head, left, cell, gap

    def cell_rect(self, size, large, row: int, col: int) -> pygame.Rect:
        head, left, cell, gap = self.cell_geometry(size, large)
        x = left + col * cell + (gap if col >= dm.NUMBERS else 0)
        y = head + row * cell
        return pygame.Rect(round(x) + 2, round(y) + 2, round(cell) - 4, round(cell) - 4)

    def render_sheet(self, seat: int, size, large: bool, animating: set) -> pygame.Surface:
        """The sheet as it stands: a copy of the blank paper with the pen marks drawn on."""
        view = self.views[seat]
        surf = self.blank_sheet(seat, size, large, self.plate_text(seat, large), self.t.lang).copy()
        rect = surf.get_rect()
        head, left, cell, gap = self.cell_geometry(size, large)
        for row in range(dm.ROWS):
            struck = view.misses[row] >= dm.MISTHROW_BOXES and (row, "strike", 0) not in animating
            for col in range(min(view.crosses[row], dm.NUMBERS)):
                if (row, "cross", col) not in animating:
                    r = self.cell_rect(size, large, row, col)
                    surf.blit(crossed_cell(dm.NUMBERS - col, r.size, large), r)
            for box in range(min(view.misses[row], dm.MISTHROW_BOXES)):
                if (row, "miss", box) not in animating:
                    pen_cross(surf, self.cell_rect(size, large, row, dm.NUMBERS + box), RED_PEN, 1.0, large)
            if struck:
                self.draw_strike(surf, size, large, row, 1.0)
            if row == view.row and not view.out:
                y = head + row * cell + cell / 2
                pts = [(6, y - 8), (6, y + 8), (left - 8, y)] if large else [(4, y - 6), (4, y + 6), (left - 6, y)]
                pygame.draw.polygon(surf, theme.ACCENT_DARK, pts)
        if view.out:
            img = render(self.t("durchmarsch.table.out_short"), 40 if large else 28, RED_PEN, True)
            img = pygame.transform.rotate(img, 12)
            surf.blit(img, img.get_rect(center=rect.center))
        return surf

    def blank_sheet(self, seat: int, size, large: bool, plate: str, lang: str) -> pygame.Surface:
        """The paper before any pen touched it: name plate, numbers and misthrow boxes."""
        key = (seat, size, large, plate, lang, self.seats[seat].name)
        surf = self.blank_cache.get(key)
        if surf is not None:
            return surf
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rect = surf.get_rect()
        pygame.draw.rect(surf, (0, 0, 0, 90), rect.move(0, 4), border_radius=10)
        pygame.draw.rect(surf, theme.PAPER, rect.inflate(0, -4).move(0, -2), border_radius=10)
        draw_seat_token(surf, seat, (18 if not large else 22, 17 if not large else 22), 10 if not large else 13)
        name_size = 26 if large else 20
        blit_text(surf, self.seats[seat].name, (40 if large else 32, 6 if large else 4), name_size, theme.INK, True)
        blit_text(surf, plate, (rect.right - 12, 10 if large else 6), 16 if large else 14, theme.INK_SOFT,
                  anchor="topright")
        font_size = 26 if large else 17
        for row in range(dm.ROWS):
            for col in range(dm.NUMBERS):
                number_box(surf, self.cell_rect(size, large, row, col), dm.NUMBERS - col, font_size, large)
            for box in range(dm.MISTHROW_BOXES):
                misthrow_box(surf, self.cell_rect(size, large, row, dm.NUMBERS + box))
        self.blank_cache[key] = surf
        return surf

    def plate_text(self, seat: int, large: bool) -> str:
        """Who plays the seat; on a person's small sheet, their heckling keys instead."""
        seat_obj = self.seats[seat]
        if not large and seat_obj.device and self.app.config.rules("durchmarsch").heckling:
            return key_hint(self.app, seat_obj, [("up", self.t("durchmarsch.table.heckle_more_short")),
                                                 ("down", self.t("durchmarsch.table.heckle_stop_short"))])
        return kind_text(self.t, seat_obj)

    def draw_strike(self, surf, size, large: bool, row: int, progress: float) -> None:
        first = self.cell_rect(size, large, row, 0)
        last = self.cell_rect(size, large, row, dm.NUMBERS - 1)
        y = first.centery
        x0, x1 = first.x - 4, last.right + 4
        pygame.draw.line(surf, RED_PEN, (x0, y + 3), (x0 + (x1 - x0) * progress, y - 3), 5 if large else 3)

    def draw_sheet(self, surface, rect: pygame.Rect, seat: int, large: bool) -> None:
        surf = self.sheet_surface(seat, rect.size, large)
        surface.blit(surf, rect)
        view = self.views[seat]
        # live pen strokes
        for s in self.strokes:
            if s.seat != seat:
                continue
            progress = clamp01((self.time - s.t0) / PEN_TIME)
            if s.kind == "strike":
                sub = surface.subsurface(rect)
                self.draw_strike(sub, rect.size, large, s.row, progress)
                continue
            col = s.index if s.kind == "cross" else dm.NUMBERS + s.index
            r = self.cell_rect(rect.size, large, s.row, col).move(rect.topleft)
            pen_cross(surface, r, PEN if s.kind == "cross" else RED_PEN, progress, large)
        # the number wanted next pulses while it is this seat's turn
        if seat == self.current and not view.out and not self.shown.is_over:
            col = view.crosses[view.row]
            if col < dm.NUMBERS:
                r = self.cell_rect(rect.size, large, view.row, col).move(rect.topleft)
                glow = int(2 + 3 * pulse(self.time))
                pygame.draw.rect(surface, theme.ACCENT, r.inflate(6, 6), width=glow, border_radius=8)

    def draw_decision(self, surface) -> None:
        draw_panel(surface, DECISION, (24, 30, 28), 230, 14)
        seat = self.current
        shown = self.shown
        if seat is None or shown.is_over:
            return
        hit, march = shown.chances()
        target = shown.target
        dice = shown.next_dice
        if target:
            blit_text(surface, self.t("durchmarsch.table.odds_hit", number=target, dice=dice, pct=percent(hit, self.t('app.decimal'))),
                      (DECISION.x + 18, DECISION.y + 16), 22, theme.TEXT, True)
            blit_text(surface, self.t("durchmarsch.table.odds_march", pct=percent(march, self.t('app.decimal'))),
                      (DECISION.x + 18, DECISION.y + 48), 20, theme.TEXT_DIM)
            rule = "durchmarsch.table.need_pair" if target >= 7 else "durchmarsch.table.need_single"
            blit_text(surface, self.t(rule, number=target), (DECISION.x + 18, DECISION.y + 78), 18, theme.TEXT_DIM)
        if self.busy():
            return
        seat_obj = self.seats[seat]
        if seat_obj.is_bot:
            blit_text(surface, self.t("app.table.bot_thinking", name=seat_obj.name),
                      (DECISION.right - 24, DECISION.bottom - 40), 22, theme.TEXT_DIM, anchor="midright")
            return
        rects = self.button_rects()
        if shown.phase == dm.ROLL:
            labels = [(self.t("durchmarsch.table.roll"), "confirm", True)]
        else:
            labels = [(self.t("durchmarsch.table.stop"), "back", self.choice == 0),
                      (self.t("durchmarsch.table.go_on"), "confirm", self.choice == 1)]
        for rect, (label, action, chosen) in zip(rects, labels, strict=True):
            draw_panel(surface, rect, theme.ACCENT if chosen else (52, 64, 58), 255, 14,
                       border=theme.PAPER if chosen else None)
            ink = theme.INK if chosen else theme.TEXT
            blit_text(surface, label, (rect.centerx, rect.y + 20), 24, ink, True, "center")
            key = key_label(self.app, seat_obj, action)
            if key:
                blit_text(surface, key, (rect.centerx, rect.bottom - 14), 15, ink, anchor="center")

    def draw_stamp(self, surface) -> None:
        if not self.stamp:
            return
        text, colour, t0 = self.stamp.text, self.stamp.colour, self.stamp.t0
        age = self.time - t0
        if age > 2.2:
            return
        scale = 0.6 + 0.4 * ease_out_back(min(1.0, age / 0.25))
        drawn(text)
        img = stamp_image(text, colour, TRAY_RECT.w - 60)
        if abs(scale - 1.0) > 0.005:    # the slam-down: a quick scale of the cached stamp
            img = pygame.transform.scale_by(img, scale)
        alpha = 255 if age < 1.6 else int(255 * (1 - (age - 1.6) / 0.6))
        img.set_alpha(max(0, alpha))
        surface.blit(img, img.get_rect(center=TRAY_RECT.center))

    def draw_heckles(self, surface) -> None:
        for h in self.heckles:
            age = self.time - h.t0
            rise = age * 22
            alpha = 255 if age < HECKLE_TIME - 0.6 else int(255 * (HECKLE_TIME - age) / 0.6)
            drawn(h.text)
            bubble = speech_bubble(h.seat, h.text)
            bubble.set_alpha(max(0, alpha))
            x = ACTIVE_SHEET.centerx + h.offset[0]
            y = ACTIVE_SHEET.y + 110 + h.offset[1] - rise
            wobble = math.sin(age * 9) * 2
            surface.blit(bubble, bubble.get_rect(center=(x + wobble, y)))


def percent(p: float, decimal: str = ",") -> str:
    """A chance for people: one decimal under 10 %, whole numbers above, never a false 0."""
    value = p * 100
    if 0 < value < 0.1:
        return f"< 0{decimal}1 %"
    return f"{value:.1f} %".replace(".", decimal) if value < 10 else f"{value:.0f} %"


@lru_cache(maxsize=64)
def speech_bubble(seat: int, text: str) -> pygame.Surface:
    img = render(text, 22, theme.INK, True)
    pad = 14
    bubble = pygame.Surface((img.get_width() + 2 * pad + 28, img.get_height() + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(bubble, (255, 255, 255), bubble.get_rect(), border_radius=18)
    pygame.draw.rect(bubble, theme.SEAT_COLOURS[seat % 6], bubble.get_rect(), width=3, border_radius=18)
    draw_seat_token(bubble, seat, (pad + 8, bubble.get_height() // 2), 9)
    bubble.blit(img, (pad + 24, pad))
    return bubble


@lru_cache(maxsize=64)
def stamp_image(text: str, colour: tuple, max_width: int) -> pygame.Surface:
    """A word stamped across the tray, tilted like a rubber stamp and never wider than the
    tray (rotated and fitted once, then cached)."""
    img = pygame.transform.rotozoom(render(text, 64, colour, True), -8, 1.0)
    if img.get_width() > max_width:
        img = pygame.transform.smoothscale_by(img, max_width / img.get_width())
    return img
