"""Where everything sits on the Wurf & Weg table: screen geometry only, no state, no drawing.

The Ablage (the felt tray) in the middle, the luck die's spot to its right, the coaster pile
to its left, and one station per seat on an ellipse around them, clockwise in seat order from
the bottom of the screen (so the left neighbour, seat + 1, really is on your left). A station
holds the seat's coaster, whose two symbols point towards the neighbours their dice go to,
and its hand; `hand_slots` and `tray_slots` say where dice lie in a hand and in the tray, and
`won_spot` where a seat's won coasters lie in its header.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

import pygame

from scenes.ui import theme

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
MAX_WON_SLOTS = 5


def wrap_deg(a: float) -> float:
    """An angle in degrees brought into -180..180."""
    return (a + 180.0) % 360.0 - 180.0


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
            gap = wrap_deg(st.right_deg - st.left_deg)
            if abs(gap) < 80:      # keep the two symbols apart on the coaster
                mid = st.left_deg + gap / 2
                sign = 1 if gap >= 0 else -1
                st.left_deg, st.right_deg = mid - 40 * sign, mid + 40 * sign
        st.tray_deg = math.degrees(math.atan2(TRAY_RECT.centery - st.rect.centery,
                                              TRAY_RECT.centerx - st.rect.centerx))
        # places for dice lying on the coaster: away from both symbols first
        cands = [15 + 30 * k for k in range(12)]

        def room(deg: float, st=st) -> float:
            return min(abs(wrap_deg(deg - st.left_deg)), abs(wrap_deg(deg - st.right_deg)))

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


def tray_slots(felt: pygame.Rect, seed) -> list[tuple[float, float, float]]:
    """The 18 places for dice put on the tray's felt, the middle ones (a little shuffled) first."""
    cols, rows = 6, 3
    px, py = felt.w / cols, felt.h / rows
    rng = random.Random(f"{seed}:tray")
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


def won_spot(station: Station, slots: int, index: int) -> tuple[float, float]:
    """Where a seat's `index`-th won coaster lies in its header, with `slots` places shown."""
    rect = station.rect
    k = min(index, slots - 1)
    x = rect.right - 14 - WON_D / 2 - (slots - 1 - k) * (WON_D + 5)
    return (x, rect.y + 21)
