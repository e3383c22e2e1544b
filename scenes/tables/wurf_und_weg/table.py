"""The Wurf & Weg table: everybody at once, dice flying from hand to tray and coaster.

The engine decides, the table shows. Every update step (120 Hz) the table moves its own
clock on by the step, lets the engine's clock follow (`tick`), collects that step's key
presses of every person (stamped with the table clock when they arrived) and every bot's
due press, and hands them to the engine in one `apply_batch`, so four people on one keyboard
never block each other and the engine orders same-time presses fairly. Its events become
animation at once; nothing waits for an animation, because this is a race.

What is where on screen:
- the Ablage (a felt tray) in the middle, the big yellow luck die beside it (thrown into the
  tray at each round start by the physics tray, then set beside it), the face-down coaster
  pile on the other side;
- one station per seat, placed clockwise in seat order around the table (so the left
  neighbour, seat + 1, really is on your left): name, won coasters (face down, counted), the
  face-up coaster, whose two symbols sit towards the neighbours their dice go to, the hand
  (rolled dice, showing their symbols; unrolled ones are dimmed), and the seat's own keys with
  arrows pointing at where each key sends a die;
- big calls: the countdown "Auf die Deckel, fertig, los!", "Stopp!", the last rolls (rolls
  left per seat, time left), a frozen seat iced over with its timer, and the end of a round
  with who won a coaster and why.

Dice: the 18 engine dice (ids 0..17) are 18 sprites that live in a hand, on a coaster, in the
tray or in the box (the box dice never come into play: hidden, but accounted for). They fly
in arcs between places and never vanish. Everything is drawn from caches (dice_art sprites,
coaster_art pictures, text renders, a static background), so a frame is only blits.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from game.wurf_und_weg import match as ww
from game.wurf_und_weg.bots import Bot
from scenes.dice import art as dice_art
from scenes.dice.tray import DiceTray
from scenes.tables.base import TableBase
from scenes.tables.wurf_und_weg import coaster_art
from scenes.ui import theme
from scenes.ui.backdrop import backdrop
from scenes.ui.seat_panel import key_label, keycap_image, kind_text
from scenes.ui.text import blit_text, render
from scenes.ui.tween import clamp01, ease_in_out, ease_out_back, ease_out_cubic, pulse
from scenes.ui.widgets import draw_seat_token

W, H = theme.SCREEN_W, theme.SCREEN_H
STATION_W, STATION_H = 330, 186
RX, RY = 540, 262                    # the ellipse the stations sit on
DIE = 44                             # a die in a hand, in flight, in the tray
COASTER_DIE = 34                     # a die lying on a coaster
COASTER_D = 110
PILE_D = 84
WON_D = 24
TRAY_RECT = pygame.Rect(460, 262, 360, 200)
LUCK_DIE = 62                        # the tray's die size: the luck die is 1.45 times that
PILE_POS = (402, 336)
LUCK_POS = (880, 336)
BOX_POS = (640, 760)                 # below the screen: where box dice wait, hidden
BANNER_Y = TRAY_RECT.bottom + 34

TUMBLE = 0.30          # a roll: dice tumble into the hand
MOVE = 0.36            # a die flies to the tray or a coaster
DEAL = 0.55            # dealing back at a round start
HOP = 0.22             # dice picked up at "Stopp!"
COASTER_HOLD = 0.9     # a won coaster glows before it flies to its winner's pile
COASTER_FLY = 0.6
DRAW_FLY = 0.7
SHAKE = 0.35
REFUSAL_TIME = 1.3
STOP_SHOW = 1.9
GO_SHOW = 0.9
FINAL_HOLD = 3.0       # the last round's result stays this long before the results
WARM_BUDGET = 0.0012   # seconds per update spent filling image caches ahead of need

ICE = (170, 214, 255)
GOLD = theme.ACCENT
RED = (232, 64, 52)


def face_of(symbol: str | None) -> int:
    return coaster_art.face_of(symbol) if symbol else 1


def _wrap_deg(a: float) -> float:
    return (a + 180.0) % 360.0 - 180.0


# ---------------------------------------------------------------------------- views


@dataclass
class Flight:
    """A die moving from one pose to another (screen px, degrees, size px)."""

    x0: float
    y0: float
    a0: float
    s0: float
    x1: float
    y1: float
    a1: float
    s1: float
    t0: float
    dur: float
    arc: float = 0.0
    lift: float = 0.0
    spin: float = 0.0
    tumble: int | None = None       # seed of the faces flickering while it rolls
    alpha0: int = 255
    alpha1: int = 255

    def done(self, now: float) -> bool:
        return now >= self.t0 + self.dur


class DieView:
    """One of the 18 dice as the table shows it."""

    __slots__ = ("id", "face", "live", "place", "owner", "x", "y", "angle", "size", "alpha", "flight")

    def __init__(self, die_id: int):
        self.id = die_id
        self.face = die_id % 6 + 1
        self.live = False            # shows a rolled face that counts (bright) or not (dimmed)
        self.place = "box"           # "hand", "coaster", "tray" or "box"
        self.owner: int | None = None
        self.x, self.y = BOX_POS
        self.angle = 0.0
        self.size = DIE
        self.alpha = 0
        self.flight: Flight | None = None

    def pose(self, now: float):
        """(x, y, angle, size, height 0..1, face, alpha) as drawn at time `now`."""
        f = self.flight
        if f is None or now >= f.t0 + f.dur:
            return self.x, self.y, self.angle, self.size, 0.0, self.face, self.alpha
        p = clamp01((now - f.t0) / f.dur)
        e = ease_out_cubic(p) if f.tumble is not None else ease_in_out(p)
        x = f.x0 + (f.x1 - f.x0) * e
        y = f.y0 + (f.y1 - f.y0) * e - f.arc * 4 * e * (1 - e)
        a = f.a0 + (_wrap_deg(f.a1 - f.a0) + f.spin) * e
        s = f.s0 + (f.s1 - f.s0) * min(1.0, e * 1.6)
        h = f.lift * 4 * p * (1 - p)
        face = self.face
        if f.tumble is not None and p < 0.72:
            k = int(p * 11)
            face = (f.tumble + 5 * k + k * k) % 6 + 1
        alpha = round(f.alpha0 + (f.alpha1 - f.alpha0) * p)
        return x, y, a, s, h, face, alpha


@dataclass
class CoasterFlight:
    coaster: int
    seat: int
    start: tuple[float, float]
    end: tuple[float, float]
    size0: int
    size1: int
    up0: bool
    up1: bool
    t0: float
    dur: float
    land: str          # "won" (onto its winner's pile) or "table" (in front of a seat)
    arrived: bool = False


@dataclass
class Station:
    rect: pygame.Rect
    coaster: tuple[float, float]
    hand: pygame.Rect
    coaster_left: bool
    left_deg: float = 180.0
    right_deg: float = 0.0
    tray_deg: float = 0.0
    coaster_spots: list[tuple[float, float]] = field(default_factory=list)


def station_layout(n: int) -> list[Station]:
    """The seats' stations, clockwise in seat order from the bottom of the screen."""
    out: list[Station] = []
    for i in range(n):
        a = math.radians(90 + 360 * i / n)
        cx = min(max(W / 2 + RX * math.cos(a), STATION_W / 2 + 10), W - STATION_W / 2 - 10)
        cy = min(max(H / 2 + RY * math.sin(a), STATION_H / 2 + 6), H - STATION_H / 2 - 6)
        rect = pygame.Rect(0, 0, STATION_W, STATION_H)
        rect.center = (round(cx), round(cy))
        coaster_left = cx >= W / 2 - 1
        top = rect.y + 40
        body_h = STATION_H - 40 - 34
        if coaster_left:
            ccx = rect.x + 12 + COASTER_D / 2
            hx = rect.x + 12 + COASTER_D + 8
            hand = pygame.Rect(hx, top, rect.right - 8 - hx, body_h)
        else:
            ccx = rect.right - 12 - COASTER_D / 2
            hand = pygame.Rect(rect.x + 8, top, rect.right - 12 - COASTER_D - 8 - (rect.x + 8), body_h)
        out.append(Station(rect, (ccx, top + body_h / 2), hand, coaster_left))
    for i, st in enumerate(out):
        left, right = out[(i + 1) % n], out[(i - 1) % n]

        def toward(other: Station, st: Station = st) -> float:
            return math.degrees(math.atan2(other.coaster[1] - st.coaster[1], other.coaster[0] - st.coaster[0]))

        if n == 2:
            base = toward(left)
            st.left_deg, st.right_deg = base - 38, base + 38
        else:
            st.left_deg, st.right_deg = toward(left), toward(right)
            gap = _wrap_deg(st.right_deg - st.left_deg)
            if abs(gap) < 80:      # keep the two symbols apart on the coaster
                mid = st.left_deg + gap / 2
                sign = 1 if gap >= 0 else -1
                st.left_deg, st.right_deg = mid - 40 * sign, mid + 40 * sign
        st.tray_deg = math.degrees(math.atan2(TRAY_RECT.centery - st.rect.centery,
                                              TRAY_RECT.centerx - st.rect.centerx))
        # places for dice lying on the coaster: away from both symbols first
        cands = [15 + 30 * k for k in range(12)]

        def room(deg: float, st=st) -> float:
            return min(abs(_wrap_deg(deg - st.left_deg)), abs(_wrap_deg(deg - st.right_deg)))

        cands.sort(key=lambda d: (-round(room(d) / 10), d))
        st.coaster_spots = [(st.coaster[0] + 34 * math.cos(math.radians(d)),
                             st.coaster[1] + 34 * math.sin(math.radians(d))) for d in cands]
    return out


def hand_slots(rect: pygame.Rect, count: int, rng: random.Random) -> list[tuple[float, float, float]]:
    """Where `count` dice lie in a hand area: a centred grid as roomy as fits, a little askew."""
    if count <= 0:
        return []
    best = (0.0, 1, count)
    for cols in range(1, 8):
        rows = math.ceil(count / cols)
        pitch = min(rect.w / cols, rect.h / rows, 60.0)
        if pitch > best[0] + 0.01:
            best = (pitch, cols, rows)
    pitch, cols, rows = best
    out = []
    for i in range(count):
        r, c = divmod(i, cols)
        in_row = min(cols, count - r * cols)
        jitter = max(0.0, min(4.0, (pitch - DIE) / 2))
        x = rect.centerx + (c - (in_row - 1) / 2) * pitch + rng.uniform(-jitter, jitter)
        y = rect.centery + (r - (rows - 1) / 2) * pitch + rng.uniform(-jitter, jitter)
        out.append((x, y, rng.choice((-10, -5, 0, 0, 5, 10))))
    return out


# ---------------------------------------------------------------------------- cached pictures


@lru_cache(maxsize=128)
def outlined(text: str, size: int, colour: tuple, outline: tuple = (20, 16, 14), width: int = 3,
             angle: float = 0.0, scale: float = 1.0) -> pygame.Surface:
    """Big text with a dark outline (for calls across the table), cached."""
    inner = render(text, size, colour, True)
    edge = render(text, size, outline, True)
    w, h = inner.get_width() + 2 * width, inner.get_height() + 2 * width
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    for dx in range(-width, width + 1):
        for dy in range(-width, width + 1):
            if dx * dx + dy * dy <= width * width + 1:
                surf.blit(edge, (width + dx, width + dy))
    surf.blit(inner, (width, width))
    if angle or scale != 1.0:
        surf = pygame.transform.rotozoom(surf, angle, scale)
    return surf.convert_alpha() if pygame.display.get_surface() else surf


@lru_cache(maxsize=64)
def pill(text: str, size: int, colour: tuple, fill: tuple, bold: bool = True) -> pygame.Surface:
    img = render(text, size, colour, bold)
    pad = max(6, size // 2)
    surf = pygame.Surface((img.get_width() + 2 * pad, img.get_height() + 6), pygame.SRCALPHA)
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=surf.get_height() // 2)
    surf.blit(img, (pad, 3))
    return surf


@lru_cache(maxsize=128)
def arrow_image(deg: int, length: int = 18, colour: tuple = theme.TEXT) -> pygame.Surface:
    """A small arrow pointing towards `deg` (screen degrees), cached."""
    ss = 3
    s = length * ss
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    a = math.radians(deg)
    c, si = math.cos(a), math.sin(a)
    shape = [(-0.45, -0.09), (0.1, -0.09), (0.1, -0.27), (0.47, 0.0), (0.1, 0.27), (0.1, 0.09), (-0.45, 0.09)]
    pts = [(s / 2 + (x * c - y * si) * s, s / 2 + (x * si + y * c) * s) for x, y in shape]
    pygame.draw.polygon(surf, (16, 18, 20), [(px + ss, py + ss) for px, py in pts])
    pygame.draw.polygon(surf, colour, pts)
    out = pygame.transform.smoothscale(surf, (length, length))
    return out.convert_alpha() if pygame.display.get_surface() else out


@lru_cache(maxsize=8)
def ice_overlay(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (*ICE, 150), surf.get_rect(), border_radius=16)
    rng = random.Random(5)
    for _ in range(26):   # frost streaks
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        a = rng.uniform(0, math.tau)
        r = rng.uniform(8, 26)
        for k in range(3):
            b = a + k * math.pi / 3
            pygame.draw.line(surf, (255, 255, 255, 110), (x - r * math.cos(b), y - r * math.sin(b)),
                             (x + r * math.cos(b), y + r * math.sin(b)), 2)
    pygame.draw.rect(surf, (235, 248, 255, 230), surf.get_rect(), width=4, border_radius=16)
    return surf.convert_alpha() if pygame.display.get_surface() else surf


@lru_cache(maxsize=8)
def glow_disc(radius: int, colour: tuple) -> pygame.Surface:
    pad = radius // 2
    d = 2 * (radius + pad)
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(surf, (*colour, 200), (d // 2, d // 2), radius)
    surf = pygame.transform.gaussian_blur(surf, max(2, pad // 2))
    return surf.convert_alpha() if pygame.display.get_surface() else surf


@lru_cache(maxsize=4)
def coaster_shade(size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surf, (10, 14, 12, 150), (size / 2, size / 2), size / 2)
    return surf.convert_alpha() if pygame.display.get_surface() else surf


@lru_cache(maxsize=4)
def panel_shade(size: tuple[int, int], alpha: int = 215) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (16, 22, 20, alpha), surf.get_rect(), border_radius=18)
    pygame.draw.rect(surf, (246, 190, 60, 255), surf.get_rect(), width=3, border_radius=18)
    return surf


# ---------------------------------------------------------------------------- the scene


class TableScene(TableBase):
    def __init__(self, app, info, seats, seed, match=None):
        super().__init__(app, info, seats, seed, match)
        m = self.match
        n = m.seats
        self.stations = station_layout(n)
        self.clock = m.now                      # the match clock: moves with update(dt) only
        self.pending: list[tuple[int, ww.Action]] = []
        self.players: dict[int, Bot] = {}
        self._make_bots()
        speed = max(0.25, float(app.config.general.dice_speed))
        self.anim = 1.0 / speed
        self.rng = random.Random(f"{seed or 0}:ww-table")
        self.tray = DiceTray(TRAY_RECT, seed=seed or 0, dice_speed=speed, sound=app.sound, die_size=LUCK_DIE)
        self.luck_id: int | None = None
        self.luck_face: int | None = None
        self.luck_parking = False
        self.luck_parked_at: float | None = None
        self.dice = [DieView(d) for d in range(ww.DICE_COUNT)]
        self.coaster_dice: list[list[int]] = [[] for _ in range(n)]
        self.tray_slots = self._tray_slots()
        self.tray_used: dict[int, int] = {}     # die -> slot
        self.roll_no = [0] * n
        self.rolls_view: list[int | None] = [None] * n
        self.coaster_shown: list[int | None] = list(m.coaster)
        self.won_view = [len(w) for w in m.won]
        self.coaster_flights: list[CoasterFlight] = []
        self.frozen_view = [(0.0, 0.0)] * n      # (from, until) on the match clock
        self.shake_at = [-9.0] * n
        self.refusals: dict[int, tuple[str, float]] = {}
        self.round_no = m.round
        self.countdown: tuple[float, float] | None = None   # (go_at, seconds)
        self.go_at_time: float | None = None
        self.stopper: int | None = m.stopper
        self.stop_at: float | None = None
        self.last_until: float | None = m.until if m.phase == "last_rolls" else None
        self.round_winners: set[int] = set()
        self.pile_empty_seats: set[int] = set()
        self.round_panel: tuple[str, list[tuple[str, tuple]], float] | None = None
        self.final_hold_until = -1.0
        self.last_sound = -1.0
        self._bg: pygame.Surface | None = None
        self._bg_key = None
        self._strips: dict[tuple, pygame.Surface] = {}
        self._panel_font: tuple = (None, 19)
        self._warm = self._warm_jobs()
        self.drawn_dice = 0                       # how many dice the last draw showed
        self._sync_from_match()

    # -- seats and bots -------------------------------------------------------------------
    def _make_bots(self) -> None:
        speed = max(0.25, float(self.app.config.general.bot_speed))
        self.players = {}
        for i, seat in enumerate(self.seats):
            if seat.is_bot:
                rng = random.Random(f"{self.seed or 0}:bot:{i}")
                self.players[i] = Bot(i, seat.bot_level or "normal", rng, speed)

    def settings_changed(self) -> None:
        """Dice and bot speed changed in the settings while this table was paused."""
        speed = max(0.25, float(self.app.config.general.dice_speed))
        self.anim = 1.0 / speed
        self.tray.dice_speed = speed
        bot_speed = max(0.25, float(self.app.config.general.bot_speed))
        for bot in self.players.values():
            bot.speed = bot_speed

    def reseat(self, index: int, seat) -> None:
        super().reseat(index, seat)
        self._make_bots()
        self._bg = None
        self._strips.clear()

    # -- a picture of the match as it stands (start and resume) ----------------------------
    def _sync_from_match(self) -> None:
        m = self.match
        for seat in range(m.seats):
            hand = m.hand_of(seat)
            rng = random.Random(f"{self.seed}:{seat}:start")
            for (d, sym), (x, y, a) in zip(hand, hand_slots(self.stations[seat].hand, len(hand), rng), strict=True):
                v = self.dice[d]
                v.place, v.owner, v.x, v.y, v.angle, v.size, v.alpha = "hand", seat, x, y, a, DIE, 255
                v.live = sym is not None
                if sym is not None:
                    v.face = face_of(sym)
            for d in m.coaster_dice_of(seat):
                self._put_on_coaster(self.dice[d], seat, fly=False)
        for d in m.tray:
            self._put_in_tray(self.dice[d], fly=False)
        if m.luck is not None:
            self.luck_face = m.luck + 1
            self.luck_id = self.tray.throw([self.luck_face], "luck", side="right")[0]
            self.tray.skip()
            self.tray.fly_to(self.luck_id, LUCK_POS, 0.01)
            self.luck_parked_at = -10.0
        if m.phase == "countdown":
            self.countdown = (m.go_at, m.rules.countdown)

    # -- places -----------------------------------------------------------------------------
    def _tray_slots(self) -> list[tuple[float, float, float]]:
        felt = self.tray_felt()
        cols, rows = 6, 3
        px, py = felt.w / cols, felt.h / rows
        rng = random.Random(f"{self.seed}:tray")
        slots = []
        for r in range(rows):
            for c in range(cols):
                slots.append((felt.x + px * (c + 0.5) + rng.uniform(-3, 3),
                              felt.y + py * (r + 0.5) + rng.uniform(-3, 3),
                              rng.choice((-10, -5, 0, 5, 10))))
        order = list(range(len(slots)))
        rng.shuffle(order)
        order.sort(key=lambda i: abs(slots[i][0] - felt.centerx) / felt.w + rng.uniform(0, 0.35))
        return [slots[i] for i in order]

    def tray_felt(self) -> pygame.Rect:
        """Where dice put on the tray may lie: its felt, a little inside the rim."""
        return self.tray.felt.inflate(-8, -6)

    def _leave(self, v: DieView) -> None:
        if v.place == "tray":
            self.tray_used.pop(v.id, None)
        elif v.place == "coaster" and v.owner is not None:
            lst = self.coaster_dice[v.owner]
            if v.id in lst:
                lst.remove(v.id)

    def _fly(self, v: DieView, x: float, y: float, a: float, size: int, dur: float, arc: float = 0.0,
             lift: float = 0.0, spin: float = 0.0, tumble: int | None = None, delay: float = 0.0) -> None:
        now = self.time
        x0, y0, a0, s0, _h, _face, alpha = v.pose(now)   # a moving die flies on from where it is
        v.flight = Flight(x0, y0, a0, s0, x, y, a, size, now + delay, max(0.01, dur * self.anim),
                          arc, lift, spin, tumble, alpha, 255)
        v.x, v.y, v.angle, v.size, v.alpha = x, y, a, size, 255

    def _put_on_coaster(self, v: DieView, seat: int, fly: bool = True) -> None:
        k = len(self.coaster_dice[seat])
        self.coaster_dice[seat].append(v.id)
        spots = self.stations[seat].coaster_spots
        if k < len(spots):
            x, y = spots[k]
        else:
            cx, cy = self.stations[seat].coaster
            x, y = cx + self.rng.uniform(-12, 12), cy + self.rng.uniform(-12, 12)
        a = self.rng.choice((-15, -10, 10, 15))
        v.place, v.owner = "coaster", seat
        self._land(v, x, y, a, COASTER_DIE, fly, spin=120)

    def _put_in_tray(self, v: DieView, fly: bool = True) -> None:
        used = set(self.tray_used.values())
        slot = next((i for i in range(len(self.tray_slots)) if i not in used), len(self.tray_used) % len(self.tray_slots))
        self.tray_used[v.id] = slot
        x, y, a = self.tray_slots[slot]
        v.place, v.owner = "tray", None
        self._land(v, x, y, a, DIE, fly, spin=160)

    def _land(self, v: DieView, x: float, y: float, angle: float, size: int, fly: bool, spin: float) -> None:
        """Bring a die to its new place: in an arc as a thrown die, or at once (set-up, resume)."""
        if fly:
            dist = math.hypot(x - v.x, y - v.y)
            self._fly(v, x, y, angle, size, MOVE, arc=min(150.0, dist * 0.32), lift=0.9,
                      spin=self.rng.uniform(-spin, spin))
        else:
            v.x, v.y, v.angle, v.size, v.alpha = x, y, angle, size, 255

    def dice_places(self) -> dict[int, tuple[str, int | None]]:
        """Where the table shows each die: (place, seat) for all 18 (tests and checks)."""
        return {v.id: (v.place, v.owner) for v in self.dice}

    # -- input --------------------------------------------------------------------------
    ACTIONS = {"roll": ww.Roll, "to_tray": ww.ToTray, "to_left": ww.ToLeft, "to_right": ww.ToRight}

    def handle_play(self, act) -> None:
        kind = self.ACTIONS.get(act.action)
        if kind is None or not act.seats or self.match.is_over:
            return
        seat = next((s for s in act.seats if 0 <= s < len(self.seats) and not self.seats[s].is_bot), None)
        if seat is not None:
            self.pending.append((seat, kind(self.clock)))

    # -- the real-time step ------------------------------------------------------------
    def drive_bots(self, dt: float) -> None:
        """Called by TableBase.update every step while the game runs: the engine step."""
        self.clock += dt
        m = self.match
        events = m.tick(self.clock)
        batch, self.pending = self.pending, []
        for seat, bot in self.players.items():
            batch += [(seat, a) for a in bot.poll(m, self.clock)]
        if batch:
            events += m.apply_batch(batch)
        if events or self.keeper.dirty:
            self.keeper.saved(realtime=True)
        if events:
            self.on_events(events)

    def busy(self) -> bool:
        return self.time < self.final_hold_until

    def update_view(self, dt: float) -> None:
        self.tray.update(dt)
        now = self.time
        for v in self.dice:
            if v.flight is not None and v.flight.done(now):
                v.flight = None
        if self.luck_parking and self.luck_id is not None and self.tray.settled:
            self.luck_parking = False
            self.tray.fly_to(self.luck_id, LUCK_POS, 0.45 * self.anim)
            self.luck_parked_at = now + 0.45 * self.anim
        for f in self.coaster_flights:
            if not f.arrived and now >= f.t0 + f.dur:
                f.arrived = True
                if f.land == "won":
                    self.won_view[f.seat] += 1
                else:
                    self.coaster_shown[f.seat] = f.coaster
                self.app.play("coaster", 0.6)
        self.coaster_flights = [f for f in self.coaster_flights if not f.arrived]
        for seat in [s for s, (_, t0) in self.refusals.items() if now - t0 > REFUSAL_TIME]:
            del self.refusals[seat]
        self._warm_step()

    def _sound(self, name: str, volume: float) -> None:
        if self.time - self.last_sound >= 0.06:
            self.last_sound = self.time
            self.app.play(name, volume)

    # -- events become animation ---------------------------------------------------------
    def on_events(self, events: list) -> None:
        for ev in events:
            handler = getattr(self, f"_on_{type(ev).__name__}", None)
            if handler is not None:
                handler(ev)

    def _on_RoundStarted(self, ev) -> None:
        self.round_no = ev.round
        self.round_panel = None
        self.round_winners = set()
        self.pile_empty_seats = set()
        self.stopper = None
        self.stop_at = None
        self.last_until = None
        self.rolls_view = [None] * len(self.seats)
        self.frozen_view = [(0.0, 0.0)] * len(self.seats)

    def _on_DiceDealt(self, ev) -> None:
        dealt = set()
        for seat, ids in enumerate(ev.hands):
            self.roll_no[seat] += 1
            rng = random.Random(f"{self.seed}:{seat}:deal:{self.round_no}")
            slots = hand_slots(self.stations[seat].hand, len(ids), rng)
            for i, (d, (x, y, a)) in enumerate(zip(ids, slots, strict=True)):
                v = self.dice[d]
                dealt.add(d)
                self._leave(v)
                v.place, v.owner, v.live = "hand", seat, False
                dist = math.hypot(x - v.x, y - v.y)
                self._fly(v, x, y, a, DIE, DEAL + 0.04 * i, arc=min(120.0, dist * 0.25), lift=0.6 if dist > 30 else 0.0)
        self.coaster_dice = [[] for _ in self.seats]
        for v in self.dice:
            if v.id not in dealt and v.place != "box":
                self._leave(v)
                v.place, v.owner, v.live = "box", None, False
                self._fly(v, BOX_POS[0], BOX_POS[1], 0, DIE, DEAL, arc=60)
                v.alpha = 0
                v.flight.alpha1 = 0
        self.tray_used.clear()

    def _on_LuckRolled(self, ev) -> None:
        self.luck_face = face_of(ev.symbol)
        ids = [self.luck_id] if self.luck_id is not None else None
        self.luck_id = self.tray.throw([self.luck_face], "luck", ids=ids, side="right")[0]
        self.luck_parking = True
        self.luck_parked_at = None
        self._strips.clear()

    def _on_CountdownStarted(self, ev) -> None:
        self.countdown = (ev.go_at, ev.seconds)

    def _on_Go(self, ev) -> None:
        self.go_at_time = self.time
        self.countdown = None

    def _on_Rolled(self, ev) -> None:
        seat = ev.seat
        self.roll_no[seat] += 1
        rng = random.Random(f"{self.seed}:{seat}:roll:{self.roll_no[seat]}")
        slots = hand_slots(self.stations[seat].hand, len(ev.dice), rng)
        for i, (d, sym) in enumerate(zip(ev.dice, ev.faces, strict=True)):
            v = self.dice[d]
            self._leave(v)
            v.place, v.owner, v.live, v.face = "hand", seat, True, face_of(sym)
            x, y, a = slots[i]
            self._fly(v, x, y, a, DIE, TUMBLE * rng.uniform(0.85, 1.1), arc=rng.uniform(10, 24), lift=0.7,
                      spin=rng.choice((-1, 1)) * rng.uniform(200, 400), tumble=rng.randrange(6), delay=0.02 * i)
        self.coaster_dice[seat] = []
        if ev.rolls_left is not None:
            self.rolls_view[seat] = ev.rolls_left
        self._sound("clatter", 0.45)

    def _on_DieMoved(self, ev) -> None:
        v = self.dice[ev.die]
        self._leave(v)
        v.face = face_of(ev.symbol)
        v.live = True
        if ev.to == "tray":
            self._put_in_tray(v)
        else:
            self._put_on_coaster(v, int(ev.to))
        self._sound("click", 0.5)

    def _on_WrongPress(self, ev) -> None:
        self.frozen_view[ev.seat] = (ev.t, ev.freeze_until)
        self.shake_at[ev.seat] = self.time
        self.app.play("capture", 0.5)

    def _on_StopCalled(self, ev) -> None:
        self.stopper = ev.seat
        self.stop_at = self.time
        for v in self.dice:
            if v.place == "hand" and v.owner != ev.seat and v.live:
                v.live = False
                self._fly(v, v.x, v.y, v.angle, DIE, HOP, arc=14, lift=0.4)
        self.app.play("capture", 0.9)

    def _on_LastRolls(self, ev) -> None:
        self.last_until = ev.until
        for s in ev.seats:
            self.rolls_view[s] = ev.rolls

    def _won_spot(self, seat: int, index: int) -> tuple[float, float]:
        rect = self.stations[seat].rect
        slots = self.won_slots(seat)
        k = min(index, slots - 1)
        x = rect.right - 14 - WON_D / 2 - (slots - 1 - k) * (WON_D + 5)
        return (x, rect.y + 21)

    def won_slots(self, seat: int) -> int:
        target = self.match.rules.coasters_to_win
        most = max(self.won_view[seat], len(self.match.won[seat]))
        return min(5, max(target, most))

    def _on_CoasterWon(self, ev) -> None:
        st = self.stations[ev.seat]
        self.coaster_shown[ev.seat] = None
        self.round_winners.add(ev.seat)
        self.coaster_flights.append(CoasterFlight(
            ev.coaster, ev.seat, st.coaster, self._won_spot(ev.seat, ev.total - 1), COASTER_D, WON_D,
            True, False, self.time + COASTER_HOLD, COASTER_FLY * self.anim, "won"))

    def _on_CoasterDrawn(self, ev) -> None:
        st = self.stations[ev.seat]
        k = sum(1 for f in self.coaster_flights if f.land == "table")
        self.coaster_flights.append(CoasterFlight(
            ev.coaster, ev.seat, PILE_POS, st.coaster, PILE_D, COASTER_D, False, True,
            self.time + COASTER_HOLD + COASTER_FLY + 0.15 + 0.2 * k, DRAW_FLY * self.anim, "table"))

    def _on_PileEmpty(self, ev) -> None:
        self.pile_empty_seats.add(ev.seat)

    def _on_RoundOver(self, ev) -> None:
        m = self.match
        lines: list[tuple[str, tuple]] = []
        order = sorted(range(m.seats), key=lambda s: (s not in ev.winners, s != self.stopper, s))
        for seat in order:
            name = self.seats[seat].name
            if seat in ev.winners:
                key = "won_stop" if seat == self.stopper else "won_last"
                lines.append((self.t(f"wurf_und_weg.table.{key}", name=name), GOLD))
            else:
                dice = m.dice_count(seat)
                key = "kept_one" if dice == 1 else "kept"
                lines.append((self.t(f"wurf_und_weg.table.{key}", name=name, dice=dice), theme.TEXT))
        for seat in sorted(self.pile_empty_seats):
            lines.append((self.t("wurf_und_weg.event.PileEmpty", name=self.seats[seat].name), theme.TEXT_DIM))
        title = self.t("wurf_und_weg.table.round_over", round=ev.round)
        self.round_panel = (title, lines, self.time)
        self.last_until = None
        self.countdown = None

    def _on_GameOver(self, ev) -> None:
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
        self.final_hold_until = self.time + FINAL_HOLD

    def _on_Refused(self, ev) -> None:
        if self.seats[ev.seat].is_bot or ev.reason.endswith(".frozen"):
            return
        left = max(0.0, self.match.frozen_until[ev.seat] - self.clock)
        text = self.t(ev.reason, seconds=self.seconds_text(left))
        self.refusals[ev.seat] = (text, self.time)

    def seconds_text(self, seconds: float) -> str:
        return f"{seconds:.1f}".replace(".", self.t("app.decimal"))

    # -- cache warming -----------------------------------------------------------------
    def _warm_jobs(self):
        for step in (-2, -1, 0, 1, 2, 70, 71):
            for face in range(1, 7):
                yield lambda f=face, s=step: dice_art.die_sprite("symbol", f, DIE, "plain", s % dice_art.STEPS)
                yield lambda f=face, s=step: dice_art.die_sprite("symbol", f, COASTER_DIE, "plain", s % dice_art.STEPS)
        for step in range(0, dice_art.STEPS, 1):
            for face in range(1, 7):
                yield lambda f=face, s=step: dice_art.die_sprite("symbol", f, DIE, "plain", s)
            yield lambda s=step: dice_art.shadow_sprite(DIE, s)

    def _warm_step(self) -> None:
        if self._warm is None:
            return
        end = time.perf_counter() + WARM_BUDGET
        while time.perf_counter() < end:
            job = next(self._warm, None)
            if job is None:
                self._warm = None
                return
            job()

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background(), (0, 0))
        now = self.time
        self.draw_pile(surface)
        for seat in range(len(self.seats)):
            self.draw_station(surface, seat, now)
        ground, air = self.dice_layers(now)
        self.blit_dice(surface, ground)
        self.draw_luck(surface, now)
        for seat in range(len(self.seats)):
            self.draw_station_overlay(surface, seat, now)
        self.blit_dice(surface, air)
        self.drawn_dice = len(ground) + len(air)
        self.draw_coaster_flights(surface, now)
        self.draw_header(surface)
        self.draw_banner(surface, now)
        self.draw_calls(surface, now)
        self.draw_round_panel(surface, now)

    def background(self) -> pygame.Surface:
        key = (self.t.lang, tuple((s.name, s.kind) for s in self.seats))
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
        # where the luck die stands
        spot = glow_disc(54, (255, 210, 80))
        surf.blit(spot, spot.get_rect(center=LUCK_POS))
        pygame.draw.circle(surf, (28, 44, 36), LUCK_POS, 56)
        pygame.draw.circle(surf, (200, 160, 60), LUCK_POS, 56, 2)
        for seat, st in enumerate(self.stations):
            self.render_station(surf, seat, st)
        return surf.convert() if pygame.display.get_surface() else surf

    def render_station(self, surf: pygame.Surface, seat: int, st: Station) -> None:
        rect = st.rect
        colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (0, 0, 0, 90), panel.get_rect().move(0, 4), border_radius=18)
        pygame.draw.rect(panel, (18, 26, 23, 228), panel.get_rect(), border_radius=18)
        pygame.draw.rect(panel, (*colour, 255), panel.get_rect(), width=3, border_radius=18)
        pygame.draw.rect(panel, (*colour, 60), pygame.Rect(3, 3, rect.w - 6, 34), border_top_left_radius=16,
                         border_top_right_radius=16)
        surf.blit(panel, rect)
        draw_seat_token(surf, seat, (rect.x + 22, rect.y + 20), 11)
        name = self.seats[seat].name
        img = render(name, 22, theme.TEXT, True)
        room = rect.w - 60 - self.won_slots(seat) * (WON_D + 5)
        if img.get_width() > room:
            img = img.subsurface((0, 0, max(10, room), img.get_height()))
        surf.blit(img, (rect.x + 40, rect.y + 7))
        # the coaster's place (a faint ring while it is empty) and the hand's felt
        cx, cy = st.coaster
        pygame.draw.circle(surf, (*colour, 255), (round(cx), round(cy)), COASTER_D // 2 - 6, 2)
        hand = pygame.Surface(st.hand.size, pygame.SRCALPHA)
        pygame.draw.rect(hand, (40, 92, 62, 150), hand.get_rect(), border_radius=12)
        pygame.draw.rect(hand, (70, 130, 92, 120), hand.get_rect(), width=1, border_radius=12)
        surf.blit(hand, st.hand)

    # -- stations ----------------------------------------------------------------------
    def shake(self, seat: int, now: float) -> float:
        age = now - self.shake_at[seat]
        if age >= SHAKE:
            return 0.0
        return math.sin(age * 70) * 6 * (1 - age / SHAKE)

    def draw_station(self, surface: pygame.Surface, seat: int, now: float) -> None:
        st = self.stations[seat]
        rect = st.rect
        # won coasters: face down, counted
        slots = self.won_slots(seat)
        won = self.won_view[seat]
        back = coaster_art.image(None, WON_D, face_up=False)
        for k in range(slots):
            x, y = self._won_spot(seat, k)
            if k < won:
                surface.blit(back, back.get_rect(center=(round(x), round(y))))
            else:
                pygame.draw.circle(surface, (90, 100, 94), (round(x), round(y)), WON_D // 2, 2)
        if won > slots:
            blit_text(surface, self.t("wurf_und_weg.table.count", n=won), (rect.right - 12, rect.y + 38), 14,
                      theme.TEXT, True, "topright")
        # the coaster
        c = self.coaster_shown[seat]
        if c is not None:
            left, right = ww.coaster_symbols(c)
            img = coaster_art.image(c, COASTER_D, left, right, st.left_deg, st.right_deg)
            sh = coaster_art.shadow(COASTER_D)
            surface.blit(sh, sh.get_rect(center=(round(st.coaster[0]) + 3, round(st.coaster[1]) + 5)))
            surface.blit(img, img.get_rect(center=(round(st.coaster[0]), round(st.coaster[1]))))
        elif seat in self.pile_empty_seats:
            blit_text(surface, self.t("wurf_und_weg.table.no_coaster"), st.coaster, 16, theme.TEXT_DIM, anchor="center")
        # keys (or who plays it)
        strip = self.hint_strip(seat)
        surface.blit(strip, (rect.x + 10, rect.bottom - 31))

    def draw_station_overlay(self, surface: pygame.Surface, seat: int, now: float) -> None:
        st = self.stations[seat]
        rect = st.rect
        m = self.match
        phase = m.phase
        # winner of the round: a golden frame and "+1"
        if seat in self.round_winners and phase in ("round_over", "game_over"):
            glow = int(3 + 3 * pulse(now))
            pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), width=glow, border_radius=20)
            if any(f.seat == seat and f.land == "won" and now < f.t0 for f in self.coaster_flights):
                x, y = st.coaster
                ring = int(COASTER_D / 2 + 4 + 3 * pulse(now, 6))
                pygame.draw.circle(surface, GOLD, (round(x), round(y)), ring, 4)
            img = pill(self.t("wurf_und_weg.table.plus_coaster"), 16, theme.INK, GOLD)
            surface.blit(img, img.get_rect(midtop=(st.hand.centerx, st.hand.bottom - 26)))
        # the last rolls: rolls left, who called "Stopp!", who is done
        if phase == "last_rolls" or (phase in ("round_over", "game_over") and self.round_panel is None):
            self.draw_last_rolls_badge(surface, seat, st)
        # frozen after a wrong press
        start, until = self.frozen_view[seat]
        if self.clock < until:
            dx = self.shake(seat, now)
            ice = ice_overlay(rect.size)
            surface.blit(ice, rect.move(dx, 0))
            img = outlined(self.t("wurf_und_weg.call.frozen"), 26, (255, 255, 255), (30, 70, 120), 2)
            surface.blit(img, img.get_rect(center=(rect.centerx + dx, rect.y + 68)))
            left = until - self.clock
            frac = clamp01(left / max(0.01, until - start))
            bar = pygame.Rect(rect.x + 30 + dx, rect.y + 98, rect.w - 60, 14)
            pygame.draw.rect(surface, (30, 60, 100), bar, border_radius=7)
            fill = bar.copy()
            fill.w = max(0, round(bar.w * frac))
            pygame.draw.rect(surface, (255, 255, 255), fill, border_radius=7)
            blit_text(surface, self.t("wurf_und_weg.table.frozen_timer", seconds=self.seconds_text(left)),
                      (bar.centerx, bar.bottom + 4), 18, (20, 40, 80), True, "midtop")
        # a refused press of a person
        r = self.refusals.get(seat)
        if r is not None:
            img = pill(r[0], 15, theme.TEXT, (120, 40, 36, 235))
            x = rect.centerx
            img_rect = img.get_rect(midbottom=(x, rect.y - 2) if rect.y > 40 else (x, rect.bottom + 26))
            img_rect.clamp_ip(surface.get_rect())
            surface.blit(img, img_rect)

    def draw_last_rolls_badge(self, surface, seat: int, st: Station) -> None:
        m = self.match
        if seat == self.stopper:
            img = pill(self.t("wurf_und_weg.call.stop"), 18, (255, 255, 255), (196, 40, 36))
        elif m.dice_count(seat) == 0:
            img = pill(self.t("wurf_und_weg.table.all_gone"), 16, theme.INK, theme.GOOD)
        else:
            left = self.rolls_view[seat] if self.rolls_view[seat] is not None else m.rolls_left[seat]
            key = "rolls_left_one" if left == 1 else "rolls_none" if left <= 0 else "rolls_left"
            img = pill(self.t(f"wurf_und_weg.table.{key}", rolls=left), 15, theme.INK,
                       GOLD if left > 0 else (150, 150, 150))
        x, y = st.coaster
        if seat != self.stopper:   # the coaster's symbols no longer count
            shade = coaster_shade(COASTER_D)
            surface.blit(shade, shade.get_rect(center=(round(x), round(y))))
        r = img.get_rect(center=(round(x), round(y)))
        r.clamp_ip(st.rect.inflate(-8, -8))
        surface.blit(img, r)

    def hint_strip(self, seat: int) -> pygame.Surface:
        st = self.stations[seat]
        seat_obj = self.seats[seat]
        c = self.coaster_shown[seat]
        syms = ww.coaster_symbols(c) if c is not None else (None, None)
        key = (seat, self.t.lang, seat_obj.kind, self.luck_face, syms)
        strip = self._strips.get(key)
        if strip is None:
            if len(self._strips) > 48:
                self._strips.clear()
            strip = self.render_strip(seat, seat_obj, st, syms)
            self._strips[key] = strip
        return strip

    def render_strip(self, seat: int, seat_obj, st: Station, syms) -> pygame.Surface:
        """The seat's keys: roll, and for each move key the symbol it moves and an arrow to
        where that die goes (the tray, the left or the right neighbour)."""
        w, h = STATION_W - 20, 28
        strip = pygame.Surface((w, h), pygame.SRCALPHA)
        if not seat_obj.device:
            blit_text(strip, kind_text(self.t, seat_obj), (w // 2, h // 2), 16, theme.TEXT_DIM, anchor="center")
            return strip

        def keycap(action: str, short: bool) -> pygame.Surface:
            return keycap_image(key_label(self.app, seat_obj, action, short), 12)

        def icon(kind: str, symbol: str | None) -> pygame.Surface:
            if symbol is None:
                return render("?", 18, theme.TEXT, True)
            if kind == "luck":
                return dice_art.die_sprite("luck", face_of(symbol), 22)[0]
            return dice_art.symbol_surface(face_of(symbol), 24)

        luck = dice_art.SYMBOLS[self.luck_face - 1] if self.luck_face else None
        roll_word = [render(self.t("wurf_und_weg.key.roll"), 15, theme.TEXT, True),
                     render(self.t("wurf_und_weg.key.roll"), 12, theme.TEXT, True),
                     dice_art.die_sprite("pip", 5, 18)[0]]
        for short, word in [(False, 0), (False, 1), (False, 2), (True, 1), (True, 2)]:
            groups: list[list[pygame.Surface]] = [
                [keycap("roll", short), roll_word[word]],
                [keycap("to_tray", short), icon("luck", luck), arrow_image(round(st.tray_deg / 5) * 5, 16)],
                [keycap("to_left", short), icon("symbol", syms[0]), arrow_image(round(st.left_deg / 5) * 5, 16)],
                [keycap("to_right", short), icon("symbol", syms[1]), arrow_image(round(st.right_deg / 5) * 5, 16)],
            ]
            widths = [sum(s.get_width() for s in g) + 2 * (len(g) - 1) for g in groups]
            if sum(widths) + 4 * 3 <= w:
                break
        gap = max(4, (w - sum(widths)) / 3)
        x = max(0.0, (w - sum(widths) - 3 * gap) / 2)
        for g, gw in zip(groups, widths, strict=True):
            gx = x
            for s in g:
                strip.blit(s, s.get_rect(midleft=(round(gx), h // 2)))
                gx += s.get_width() + 2
            x += gw + gap
        return strip

    # -- dice ----------------------------------------------------------------------------
    def dice_layers(self, now: float):
        ground, air = [], []
        for v in self.dice:
            x, y, a, s, h, face, alpha = v.pose(now)
            if alpha <= 0:
                continue
            if v.place == "hand" and v.owner is not None and v.flight is None:
                x += self.shake(v.owner, now)
            dim = v.place == "hand" and not v.live and (v.flight is None or v.flight.tumble is None)
            entry = (h, y, v.id, x, a, int(round(s / 2.0) * 2), face, alpha, dim)
            (air if v.flight is not None and now < v.flight.t0 + v.flight.dur else ground).append(entry)
        ground.sort(key=lambda e: (e[1], e[2]))
        air.sort()
        return ground, air

    def blit_dice(self, surface: pygame.Surface, entries) -> None:
        if not entries:
            return
        steps = dice_art.STEPS
        blits = []
        for h, y, _id, x, a, size, _face, alpha, _dim in entries:
            step = round(a / dice_art.ANGLE_STEP_DEG) % steps
            dice_art.place_shadow(surface, blits, size, step, x, y, h, alpha)
        if blits:
            surface.blits(blits, doreturn=False)
            blits = []
        for h, y, _id, x, a, size, face, alpha, dim in entries:
            step = round(a / dice_art.ANGLE_STEP_DEG) % steps
            img, ox, oy = dice_art.die_sprite("symbol", face, size, "plain", step)
            pos = (round(x) + ox, round(y - h * size * 0.4) + oy)
            if dim or alpha < 255:
                img.set_alpha(min(alpha, 105) if dim else alpha)
                surface.blit(img, pos)
                img.set_alpha(255)
            else:
                blits.append((img, pos))
        if blits:
            surface.blits(blits, doreturn=False)

    # -- middle of the table ---------------------------------------------------------------
    def draw_pile(self, surface: pygame.Surface) -> None:
        pending = sum(1 for f in self.coaster_flights if f.land == "table" and self.time < f.t0)
        n = len(self.match.pile) + pending
        if n > 0:
            back = coaster_art.image(None, PILE_D, face_up=False)
            sh = coaster_art.shadow(PILE_D)
            x, y = PILE_POS
            surface.blit(sh, sh.get_rect(center=(x + 3, y + 5)))
            for k in range(min(n, 6)):
                surface.blit(back, back.get_rect(center=(x - k * 0.6, y - k * 2)))
        blit_text(surface, self.t("wurf_und_weg.table.pile", n=n), (PILE_POS[0], PILE_POS[1] + PILE_D // 2 + 6), 16,
                  theme.TEXT_DIM, True, "midtop")

    def draw_luck(self, surface: pygame.Surface, now: float) -> None:
        parked = self.luck_parked_at is not None and now >= self.luck_parked_at
        if parked and self.match.phase in ("countdown", "race", "last_rolls"):
            ring = int(50 + 4 * pulse(now, 2.0))
            pygame.draw.circle(surface, (255, 214, 90), LUCK_POS, ring, 3)
        self.tray.draw(surface, background=False)

    def draw_coaster_flights(self, surface: pygame.Surface, now: float) -> None:
        for f in self.coaster_flights:
            st = self.stations[f.seat]
            p = clamp01((now - f.t0) / f.dur)
            e = ease_in_out(p)
            x = f.start[0] + (f.end[0] - f.start[0]) * e
            y = f.start[1] + (f.end[1] - f.start[1]) * e - 70 * 4 * e * (1 - e)
            size = round(f.size0 + (f.size1 - f.size0) * e)
            up = f.up0 if p < 0.5 else f.up1
            squash = coaster_art.SQUASH_STEPS
            if f.up0 != f.up1:
                squash = round(abs(math.cos(math.pi * p)) * coaster_art.SQUASH_STEPS)
            size = max(8, round(size / 4) * 4)
            left, right = ww.coaster_symbols(f.coaster)
            biggest = max(8, round(max(f.size0, f.size1) / 4) * 4)
            for face_up in {f.up0, f.up1}:   # drawn once at full size, the in-between sizes are scaled
                coaster_art.image(f.coaster, biggest, left, right, st.left_deg, st.right_deg, face_up)
            img = coaster_art.image(f.coaster, size, left, right, st.left_deg, st.right_deg, up, squash)
            lift = 4 * p * (1 - p)
            if squash == coaster_art.SQUASH_STEPS:
                sh = coaster_art.shadow(size)
                sh.set_alpha(int(200 * (1 - 0.6 * lift)))
                surface.blit(sh, sh.get_rect(center=(x + 3 + 12 * lift, y + 5 + 24 * lift)))
                sh.set_alpha(255)
            surface.blit(img, img.get_rect(center=(round(x), round(y))))

    def draw_header(self, surface: pygame.Surface) -> None:
        blit_text(surface, self.t("app.game.wurf_und_weg"), (18, 10), 26, GOLD, True)
        if self.round_no:
            blit_text(surface, self.t("wurf_und_weg.table.round", round=self.round_no), (18, 42), 20, theme.TEXT, True)

    def draw_banner(self, surface: pygame.Surface, now: float) -> None:
        m = self.match
        cx = TRAY_RECT.centerx
        if m.phase == "last_rolls" and self.last_until is not None:
            text = self.t("wurf_und_weg.table.last_rolls_banner")
            img = outlined(text, 18, (255, 236, 170), (40, 20, 10), 2)
            surface.blit(img, img.get_rect(center=(cx, BANNER_Y - 8)))
            bar = pygame.Rect(TRAY_RECT.x + 30, BANNER_Y + 8, TRAY_RECT.w - 60, 10)
            frac = clamp01((self.last_until - self.clock) / max(0.01, m.rules.last_rolls_time))
            pygame.draw.rect(surface, (40, 30, 20), bar, border_radius=5)
            fill = bar.copy()
            fill.w = round(bar.w * frac)
            pygame.draw.rect(surface, GOLD, fill, border_radius=5)
        elif self.luck_face and m.phase in ("countdown", "race") and self.luck_parked_at is not None \
                and now >= self.luck_parked_at:
            name = self.t(f"wurf_und_weg.symbol.{dice_art.SYMBOLS[self.luck_face - 1]}")
            img = outlined(self.t("wurf_und_weg.table.luck", symbol=name), 22, (255, 226, 130), (40, 24, 8), 2)
            surface.blit(img, img.get_rect(center=(cx, BANNER_Y)))

    def draw_calls(self, surface: pygame.Surface, now: float) -> None:
        m = self.match
        centre = (TRAY_RECT.centerx, TRAY_RECT.centery - 6)
        words = self.t.list("wurf_und_weg.call.countdown") or ["", "", ""]
        if self.countdown is not None and m.phase == "countdown":
            go_at, seconds = self.countdown
            left = go_at - self.clock
            beat = min(1.0, seconds / 3) if seconds > 0 else 0.0
            low = (TRAY_RECT.centerx, TRAY_RECT.bottom - 52)   # clear of the luck die
            if beat > 0 and left <= 2 * beat:
                idx = 0 if left > beat else 1
                age = (2 * beat - left) - idx * beat
                self.blit_call(surface, words[idx], 52, (255, 248, 230), low, age)
            elif self.round_no:
                age = seconds - left
                self.blit_call(surface, self.t("wurf_und_weg.table.round", round=self.round_no), 52, GOLD, low,
                               age)
        if self.go_at_time is not None and m.phase == "race":
            age = now - self.go_at_time
            if age < GO_SHOW:
                self.blit_call(surface, words[-1], 104, GOLD, centre, age, fade=GO_SHOW)
        if self.stop_at is not None:
            age = now - self.stop_at
            if age < STOP_SHOW:
                scale = round(0.6 + 0.4 * ease_out_back(min(1.0, age / 0.22)), 2)
                img = outlined(self.t("wurf_und_weg.call.stop"), 112, RED, (40, 8, 6), 4, 6.0, scale)
                alpha = 255 if age < STOP_SHOW - 0.4 else int(255 * (STOP_SHOW - age) / 0.4)
                img.set_alpha(alpha)
                surface.blit(img, img.get_rect(center=centre))
                img.set_alpha(255)
                if self.stopper is not None:
                    sub = outlined(self.t("wurf_und_weg.event.StopCalled", name=self.seats[self.stopper].name),
                                   28, (255, 255, 255), (40, 8, 6), 3)
                    sub.set_alpha(alpha)
                    surface.blit(sub, sub.get_rect(center=(centre[0], centre[1] + 74)))
                    sub.set_alpha(255)

    def blit_call(self, surface, text: str, size: int, colour, centre, age: float, fade: float | None = None) -> None:
        scale = round(0.5 + 0.5 * ease_out_back(min(1.0, age / 0.25)), 2)
        img = outlined(text, size, colour, (24, 16, 10), 4, 0.0, scale)
        if fade is not None and age > fade - 0.3:
            img.set_alpha(max(0, int(255 * (fade - age) / 0.3)))
            surface.blit(img, img.get_rect(center=centre))
            img.set_alpha(255)
        else:
            surface.blit(img, img.get_rect(center=centre))

    def panel_font(self, lines, room: int) -> int:
        """The largest letters (19 down to 13 px) in which every line fits (found once)."""
        key = (tuple(text for text, _ in lines), room)
        if self._panel_font[0] != key:
            size = 19
            while size > 13 and any(render(text, size, colour, True).get_width() > room for text, colour in lines):
                size -= 1
            self._panel_font = (key, size)
        return self._panel_font[1]

    def draw_round_panel(self, surface: pygame.Surface, now: float) -> None:
        if self.round_panel is None:
            return
        title, lines, t0 = self.round_panel
        age = now - t0
        if age < 0.35:
            return
        width = 620
        height = 70 + 30 * len(lines)
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (W // 2, TRAY_RECT.centery)
        surface.blit(panel_shade(rect.size), rect)
        blit_text(surface, title, (rect.centerx, rect.y + 14), 30, GOLD, True, "midtop")
        y = rect.y + 58
        size = self.panel_font(lines, width - 30)
        for text, colour in lines:
            img = render(text, size, colour, colour == GOLD)
            surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
            y += 30
