"""Where everything sits on the Wurf & Weg table: screen geometry only, no state, no drawing.

The Ablage (the felt tray) in the middle, the luck die's spot to its right, the coaster pile
to its left, and one station per seat on an ellipse around them, clockwise in seat order from
the bottom of the screen (so the left neighbour, seat + 1, really is on your left). A station,
top to bottom: its header (token, name, won coasters), its body (the coaster, whose two
symbols point towards the neighbours their dice go to, and the hand's felt) and its key strip,
the station's largest words after the name. The status line (a refused press, the freeze, the
last rolls, the prompt to roll) lies over the bottom of the hand's felt, where no die is laid:
the dice lie on the felt above it (`Station.hand`), so it is never over a die or a key. Stations never overlap each other, the tray, the pile,
the luck die or the banner under the tray, with 2 to 6 seats. `hand_slots` and `tray_slots`
say where dice lie in a hand and in the tray, `won_spot` where a seat's won coasters lie in
its header, and `coaster_slots` where dice lie on a coaster. Dice that lie still never
overlap: every grid is spaced for its dice at their largest tilt.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from scenes.ui import theme

W, H = theme.SCREEN_W, theme.SCREEN_H
STATION_W = 356                      # as wide as the luck die on the right leaves room for
HEADER_H = 52                        # a station's header: token, name (one or two lines), won coasters
BODY_H = 112                         # the coaster and the hand
STATUS_H = 30                        # the seat's own messages, over the bottom of the hand's felt
STRIP_H = 80                         # a station's bottom strip: the seat's keys, a word under each
STATION_H = HEADER_H + BODY_H + STRIP_H
RX, RY = 540, 262                    # the ellipse the stations sit on
DIE = 44                             # a die in a hand, in flight, in the tray
COASTER_DIE = 34                     # a die lying on a coaster
COASTER_D = 110
PILE_D = 84
WON_D = 24
TRAY_RECT = pygame.Rect(480, 258, 320, 176)
LUCK_DIE = 62                        # the tray's die size: the luck die is 1.45 times that
PILE_POS = (432, TRAY_RECT.centery)
LUCK_POS = (860, TRAY_RECT.centery)
LUCK_SPOT = 56                       # the radius of the luck die's spot
BOX_POS = (640, 760)                 # below the screen: where box dice wait, hidden
BANNER_Y = TRAY_RECT.bottom + 23
BANNER_H = 28                        # the banner under the tray: one line of words
TITLE_BOX = pygame.Rect(10, 6, 200, 64)   # the game's name and the round, top left
MAX_WON_SLOTS = 5


HAND_TILTS = (-10, -5, 0, 0, 5, 10)   # degrees a die in a hand lies askew
FLAT_TILTS = (-5, 0, 5)               # ... on a coaster or in the tray (closer together)


def spread(tilt: float) -> float:
    """How much wider than its side a die tilted by up to `tilt` degrees is."""
    a = math.radians(abs(tilt))
    return math.cos(a) + math.sin(a)


def even_floor(x: float) -> int:
    """The even whole number at or below `x` (dice are drawn at even sizes)."""
    return max(2, int(x) // 2 * 2)


def wrap_deg(a: float) -> float:
    """An angle in degrees brought into -180..180."""
    return (a + 180.0) % 360.0 - 180.0


@dataclass
class Station:
    rect: pygame.Rect
    coaster: tuple[float, float]
    hand: pygame.Rect                                          # where its hand's dice lie
    coaster_left: bool
    status: pygame.Rect = field(default_factory=pygame.Rect)   # the seat's own message line
    felt: pygame.Rect = field(default_factory=pygame.Rect)     # the hand's felt: the dice over the status
    strip: pygame.Rect = field(default_factory=pygame.Rect)    # its keys
    left_deg: float = 180.0
    right_deg: float = 0.0
    tray_deg: float = 0.0
    coaster_spots: list[tuple[float, float]] = field(default_factory=list)
    clear: dict = field(default_factory=dict)     # (pitch, die size) -> `clear_spots`


def station_layout(n: int) -> list[Station]:
    """The seats' stations, clockwise in seat order from the bottom of the screen."""
    out: list[Station] = []
    for i in range(n):
        a = math.radians(90 + 360 * i / n)
        cx = min(max(W / 2 + RX * math.cos(a), STATION_W / 2 + 6), W - STATION_W / 2 - 6)
        cy = min(max(H / 2 + RY * math.sin(a), STATION_H / 2 + 6), H - STATION_H / 2 - 6)
        rect = pygame.Rect(0, 0, STATION_W, STATION_H)
        rect.center = (round(cx), round(cy))
        if rect.top < TITLE_BOX.bottom:     # beside the title, and as far in on the right
            margin = TITLE_BOX.right + 4
            cx = min(max(cx, margin + STATION_W / 2), W - margin - STATION_W / 2)
            rect.centerx = round(cx)
        if rect.right > TRAY_RECT.left and rect.left < TRAY_RECT.right:   # above or below the tray
            if rect.centery < TRAY_RECT.centery:
                rect.bottom = min(rect.bottom, TRAY_RECT.top - 6)
            else:
                rect.top = max(rect.top, BANNER_Y + BANNER_H // 2 + 4)
        coaster_left = cx >= W / 2 - 1
        top = rect.y + HEADER_H
        body_h = BODY_H
        if coaster_left:
            ccx = rect.x + 12 + COASTER_D / 2
            hx = rect.x + 12 + COASTER_D + 8
            hand = pygame.Rect(hx, top, rect.right - 8 - hx, body_h)
        else:
            ccx = rect.right - 12 - COASTER_D / 2
            hand = pygame.Rect(rect.x + 8, top, rect.right - 12 - COASTER_D - 8 - (rect.x + 8), body_h)
        felt = hand
        hand = pygame.Rect(felt.x, felt.y, felt.w, felt.h - STATUS_H)
        status = pygame.Rect(felt.x + 2, hand.bottom + 1, felt.w - 4, STATUS_H - 3)
        strip = pygame.Rect(rect.x + 4, rect.bottom - STRIP_H + 1, rect.w - 8, STRIP_H - 4)
        out.append(Station(rect, (ccx, top + body_h / 2), hand, coaster_left, status, felt=felt, strip=strip))
    for i, st in enumerate(out):
        left, right = out[(i + 1) % n], out[(i - 1) % n]

        def toward(other: Station, st: Station = st) -> float:
            return math.degrees(math.atan2(other.coaster[1] - st.coaster[1], other.coaster[0] - st.coaster[0]))

        if n == 2:
            base = toward(left)
            st.left_deg, st.right_deg = base - 38, base + 38
        else:
            st.left_deg, st.right_deg = toward(left), toward(right)
            gap = wrap_deg(st.right_deg - st.left_deg)
            if abs(gap) < 80:      # keep the two symbols apart on the coaster
                mid = st.left_deg + gap / 2
                sign = 1 if gap >= 0 else -1
                st.left_deg, st.right_deg = mid - 40 * sign, mid + 40 * sign
        st.tray_deg = math.degrees(math.atan2(TRAY_RECT.centery - st.rect.centery,
                                              TRAY_RECT.centerx - st.rect.centerx))
        st.coaster_spots = coaster_grid(st, *COASTER_GRIDS[0])
    return out


# Dice lying on a coaster: rows of a honeycomb over the coaster (34 px dice, then 26 px, then
# 20 px when more must lie there), as many places as lie wholly on the coaster; the places
# away from the coaster's two symbols come first, so the first dice leave the symbols in sight.
COASTER_GRIDS = ((38.0, COASTER_DIE), (29.0, 26), (23.0, 20))    # (pitch, die size)
COASTER_ROOM = (61.0, 57.0)          # half the room around the coaster's centre (x, y)


def coaster_grid(st: Station, pitch: float, size: int, whole: bool = True) -> list[tuple[float, float]]:
    """The places of a honeycomb of `pitch` on the station's coaster, best first: each die
    wholly on the coaster, or (`whole` false, for more dice than fit so) inside the room
    around it."""
    cx, cy = st.coaster
    half = spread(max(FLAT_TILTS)) * size / 2
    meds = [(cx + 25 * math.cos(math.radians(d)), cy + 25 * math.sin(math.radians(d)))
            for d in (st.left_deg, st.right_deg)]
    spots = []
    rows = int((COASTER_ROOM[1] - half) // pitch)
    for r in range(-rows, rows + 1):
        off = pitch / 2 if r % 2 else 0.0
        cols = int((COASTER_ROOM[0] - half - off) // pitch)
        for c in range(-cols - (1 if off else 0), cols + 1):
            x = c * pitch + off
            # the whole die (its farthest corner, tilted) on the coaster, never over its rim
            if math.hypot(abs(x) + half, abs(r * pitch) + half) <= COASTER_D / 2 - 1 or \
                    (not whole and abs(x) + half <= COASTER_ROOM[0]):
                spots.append((cx + x, cy + r * pitch))
    return sorted(spots, key=lambda p: (-round(min(math.dist(p, m) for m in meds) / 8),
                                        round(math.dist(p, (cx, cy))), p))


SYMBOL_CLEAR = 15.0      # px around each coaster symbol's middle that a die lying there leaves free
SYMBOL_DIST = 24.75      # how far each symbol's middle is from the coaster's (as `coaster_art` prints it)


def symbol_spots(st: Station) -> list[tuple[float, float]]:
    """The middles of the coaster's two symbols on screen."""
    cx, cy = st.coaster
    return [(cx + SYMBOL_DIST * math.cos(math.radians(d)), cy + SYMBOL_DIST * math.sin(math.radians(d)))
            for d in (st.left_deg, st.right_deg)]


def clear_spots(st: Station, pitch: float, size: int) -> list[tuple[float, float]]:
    """Places for dice of `size` wholly on the coaster that leave both its symbols in sight
    (`SYMBOL_CLEAR` around each), at least `pitch` apart across and down (so tilted dice never
    touch), the middlemost first; worked out once per station and size."""
    key = (pitch, size)
    if key not in st.clear:
        cx, cy = st.coaster
        st.clear[key] = [(cx + dx, cy + dy) for dx, dy in
                         _clear_offsets(round(st.left_deg, 3), round(st.right_deg, 3), pitch, size)]
    return st.clear[key]


@lru_cache(maxsize=256)
def _clear_offsets(left_deg: float, right_deg: float, pitch: float, size: int) -> tuple[tuple[int, int], ...]:
    """`clear_spots` as offsets from the coaster's middle: the same for every coaster whose
    symbols sit at the same angles, so a new game (or a seat at the same angles) costs nothing."""
    half = spread(max(FLAT_TILTS)) * size / 2
    meds = [(SYMBOL_DIST * math.cos(math.radians(d)), SYMBOL_DIST * math.sin(math.radians(d)))
            for d in (left_deg, right_deg)]

    def clear_of(x: float, y: float, m: tuple[float, float]) -> bool:
        nx = min(max(m[0], x - half), x + half)
        ny = min(max(m[1], y - half), y + half)
        return math.dist((nx, ny), m) >= SYMBOL_CLEAR

    reach = int(COASTER_D / 2)
    candidates = []
    for dy in range(-reach, reach + 1, 2):
        for dx in range(-reach, reach + 1, 2):
            if math.hypot(abs(dx) + half, abs(dy) + half) > COASTER_D / 2 - 1:
                continue
            if all(clear_of(dx, dy, m) for m in meds):
                candidates.append((math.hypot(dx, dy), dx, dy))
    chosen: list[tuple[int, int]] = []
    for _d, dx, dy in sorted(candidates):
        if all(max(abs(dx - ox), abs(dy - oy)) >= pitch for ox, oy in chosen):
            chosen.append((dx, dy))
    return tuple(chosen)


def warm_clear_spots(stations) -> Iterator[None]:
    """Work out every station's `clear_spots` ahead of need, one (station, size) per step."""
    for st in stations:
        for pitch, size in COASTER_GRIDS:
            clear_spots(st, pitch, size)
            yield None


def coaster_slots(st: Station, count: int) -> tuple[int, list[tuple[float, float]]]:
    """(die size, places) for `count` dice lying on the station's coaster: the largest dice
    that leave the coaster's two symbols in sight (so its keys' legend reads on), else, for
    very many, the honeycomb over all of it."""
    for pitch, size in COASTER_GRIDS:
        spots = clear_spots(st, pitch, size)
        if count <= len(spots):
            return size, spots[:count]
    for k, (pitch, size) in enumerate(COASTER_GRIDS):
        spots = st.coaster_spots if k == 0 else coaster_grid(st, pitch, size)
        if count <= len(spots):
            return size, spots[:count]
    pitch, size = COASTER_GRIDS[-1]          # very many: the smallest dice, some over the rim
    spots = coaster_grid(st, pitch, size, whole=False)
    return size, [spots[i % len(spots)] for i in range(count)]


def hand_slots(rect: pygame.Rect, count: int, rng: random.Random) -> list[tuple[float, float, float, int]]:
    """Where `count` dice lie in a hand area, (x, y, angle, size) each: a centred grid as roomy
    as fits, a little askew; with many dice they are drawn smaller, never on top of each other."""
    if count <= 0:
        return []
    best = (0.0, 1, count)
    for cols in range(1, 8):
        rows = math.ceil(count / cols)
        pitch = min(rect.w / cols, rect.h / rows, 60.0)
        if pitch > best[0] + 0.01:
            best = (pitch, cols, rows)
    pitch, cols, rows = best
    wide = spread(max(HAND_TILTS))
    jitter = max(0.0, min(4.0, (pitch - wide * DIE - 1) / 2))
    size = min(DIE, even_floor((pitch - 2 * jitter - 1) / wide))
    out = []
    for i in range(count):
        r, c = divmod(i, cols)
        in_row = min(cols, count - r * cols)
        x = rect.centerx + (c - (in_row - 1) / 2) * pitch + rng.uniform(-jitter, jitter)
        y = rect.centery + (r - (rows - 1) / 2) * pitch + rng.uniform(-jitter, jitter)
        out.append((x, y, rng.choice(HAND_TILTS), size))
    return out


def tray_slots(felt: pygame.Rect, seed) -> list[tuple[float, float, float]]:
    """The 18 places for dice put on the tray's felt, the middle ones (a little shuffled) first."""
    cols, rows = 6, 3
    px, py = felt.w / cols, felt.h / rows
    jitter = max(0.0, min(3.0, (min(px, py) - spread(max(FLAT_TILTS)) * DIE - 1) / 2))
    rng = random.Random(f"{seed}:tray")
    slots = []
    for r in range(rows):
        for c in range(cols):
            slots.append((felt.x + px * (c + 0.5) + rng.uniform(-jitter, jitter),
                          felt.y + py * (r + 0.5) + rng.uniform(-jitter, jitter),
                          rng.choice(FLAT_TILTS)))
    order = list(range(len(slots)))
    rng.shuffle(order)
    order.sort(key=lambda i: abs(slots[i][0] - felt.centerx) / felt.w + rng.uniform(0, 0.35))
    return [slots[i] for i in order]


def won_spot(station: Station, slots: int, index: int) -> tuple[float, float]:
    """Where a seat's `index`-th won coaster lies in its header, with `slots` places shown."""
    rect = station.rect
    k = min(index, slots - 1)
    x = rect.right - 14 - WON_D / 2 - (slots - 1 - k) * (WON_D + 5)
    return (x, rect.y + HEADER_H // 2)
