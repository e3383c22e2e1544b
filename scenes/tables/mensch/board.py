"""The Mensch ärgere Dich nicht board and figures, drawn by us once and cached.

Owns the look of the four colours (each has its own colour *and* shape, so colour is never
the only cue), the grid geometry (engine grid column/row -> screen pixel), the board picture
(the cross of 40 circles, corner circles B, start circles A, home circles a-d, the arrows of
direction) and the sprites the table blits every frame: figures, shadows, rings and small
dice. Everything is drawn three times larger and smoothly scaled down, once.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from game.mensch import match as mg
from scenes.dice.art import PIPS
from scenes.ui import theme
from scenes.ui.text import READABLE, Recording, render

BOARD_RECT = pygame.Rect(290, 10, 700, 700)   # where the table shows the board
SUPERSAMPLE = 3

# Board colours in board order (Gelb, Grün, Rot, Schwarz), each with a shape of its own.
COLOURS = [(244, 196, 22), (0, 150, 106), (214, 58, 32), (48, 52, 66)]
SHAPES = ["circle", "square", "triangle", "diamond"]   # theme.SEAT_SHAPES[:4]
OUTLINE = (30, 28, 34)
BOARD_PAPER = (240, 229, 198)
TRACK_LINE = (138, 112, 78)
TRACK_FILL = (252, 250, 243)


def edge_colour(colour: int) -> tuple[int, int, int]:
    """A colour's edge on a dark card (black lightened so the edge shows)."""
    return (150, 158, 178) if colour == 3 else COLOURS[colour]


def tint(colour, amount: float, towards=(255, 255, 255)) -> tuple[int, int, int]:
    """`colour` moved `amount` (0..1) of the way towards `towards`."""
    return tuple(round(c + (t - c) * amount) for c, t in zip(colour, towards, strict=True))


LETTER_DARK, LETTER_LIGHT = (16, 14, 20), (255, 253, 246)   # the circles' letters: near black, near white
LETTER_ABOVE_FLOOR = 4         # px the circles' letters stand above `READABLE`, read from the sofa


def letter_size(kind: str, radius: float) -> int:
    """The letter in a coloured circle (A, B, a-d), in the board's supersampled pixels: nearly
    as tall as the circle is wide, and at least a step above `READABLE` once the board is scaled
    down, so it reads from the couch."""
    return max(round(radius * (1.1 if kind == "start" else 1.0)), (READABLE + LETTER_ABOVE_FLOOR) * SUPERSAMPLE)


def letter_bold(kind: str) -> bool:
    """B and A in bold; the goal's a-d in regular letters, quieter: labels of the way in,
    never mistaken for the bold key caps beside the board."""
    return kind != "home"


EMPTY_KINDS = ("B", "start")    # circles that show the board's own white: never a filled disc like a piece


def circle_fill(kind: str, colour: int) -> tuple[int, int, int]:
    """A coloured circle's fill: the home circles a-d a light tint of the colour; the waiting
    circles B and the start circle A the board's own white circle (a colour disc there reads as
    a figure standing on it), ringed in the colour."""
    if kind in EMPTY_KINDS:
        return TRACK_FILL
    return tint(COLOURS[colour], 0.45)


def faint_letter(colour: int) -> tuple[int, int, int]:
    """A B's or A's letter on its white circle: the colour, only as dark as it takes to read
    (3:1 against the white, the contrast of large print), so a house of empty circles stays a
    house of empty circles."""
    ink = COLOURS[colour]
    while contrast(ink, TRACK_FILL) < 3.0:
        ink = tint(ink, 0.06, (0, 0, 0))
    return ink


def contrast(a, b) -> float:
    """How far apart two colours read (the WCAG contrast ratio, 1 to 21)."""
    def light(colour) -> float:
        def channel(v: float) -> float:
            v /= 255
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        r, g, b_ = (channel(v) for v in colour)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b_
    low, high = sorted((light(a), light(b)))
    return (high + 0.05) / (low + 0.05)


def letter_ink(fill) -> tuple[int, int, int]:
    """The circle's letter in near black or near white, whichever stands further from `fill`."""
    return max((LETTER_DARK, LETTER_LIGHT), key=lambda ink: contrast(ink, fill))


def ink_on(colour) -> tuple[int, int, int]:
    """Dark or light lettering, whichever reads better on `colour`."""
    r, g, b = colour
    return OUTLINE if 0.299 * r + 0.587 * g + 0.114 * b > 140 else (250, 246, 236)


def shape_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """Corner points of a colour's shape (not used for the circle)."""
    if shape == "square":
        s = r * 0.86
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "triangle":
        return [(cx, cy - r * 1.05), (cx + r * 1.0, cy + r * 0.72), (cx - r * 1.0, cy + r * 0.72)]
    if shape == "diamond":
        return [(cx, cy - r * 1.08), (cx + r * 1.08, cy), (cx, cy + r * 1.08), (cx - r * 1.08, cy)]
    raise ValueError(shape)


def draw_shape(surf, shape: str, centre, r: float, fill, outline=None, width: int = 0) -> None:
    """A filled shape (and optionally its outline of `width`)."""
    cx, cy = centre
    if shape == "circle":
        if fill is not None:
            pygame.draw.circle(surf, fill, (cx, cy), r)
        if outline is not None and width:
            pygame.draw.circle(surf, outline, (cx, cy), r, width)
        return
    pts = shape_points(shape, cx, cy, r)
    if fill is not None:
        pygame.draw.polygon(surf, fill, pts)
    if outline is not None and width:
        pygame.draw.polygon(surf, outline, pts, width)
        for p in pts:   # round the joints of thick outlines
            pygame.draw.circle(surf, outline, p, width / 2)


def _scaled(surf: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    out = pygame.transform.smoothscale(surf, size)
    return out.convert_alpha() if pygame.display.get_surface() else out


def _blur(surf: pygame.Surface, factor: int) -> pygame.Surface:
    """`surf` softened: scaled down `factor` times and smoothly back up."""
    w, h = surf.get_size()
    small = pygame.transform.smoothscale(surf, (max(1, w // factor), max(1, h // factor)))
    return pygame.transform.smoothscale(small, (w, h))


def _inner_shade(size: tuple[int, int], outline, offset: tuple[float, float], blur: int,
                 colour: tuple[int, int, int, int]) -> pygame.Surface:
    """Light or shadow inside a shape along its edge, as if the shape were sunk into the
    surface (or domed): `outline(surf, colour, dx, dy)` fills the shape moved by (dx, dy); the
    band the moved shape leaves uncovered is `colour`, softened by `blur` and kept inside."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    layer.fill(colour)
    outline(layer, (0, 0, 0, 0), *offset)          # (draw writes alpha straight: a hole)
    layer = _blur(layer, blur)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    outline(mask, (255, 255, 255, 255), 0, 0)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return layer


@lru_cache(maxsize=8)
def hole_shade(radius: int) -> pygame.Surface:
    """A circle of the board sunk into it (supersampled, `radius` big pixels): shadow inside
    its upper left edge, a lit lip at its lower right; laid over every circle's fill."""
    side = radius * 2 + 4

    def disc(surf, colour, dx, dy):
        pygame.draw.circle(surf, colour, (side / 2 + dx, side / 2 + dy), radius)

    d = radius * 0.3
    out = _inner_shade((side, side), disc, (d, d), 5, (30, 18, 6, 170))
    out.blit(_inner_shade((side, side), disc, (-d * 0.4, -d * 0.4), 6, (255, 255, 255, 110)), (0, 0))
    return out


def _frame_wood(size: int, frame: int, corner: int, rng: random.Random) -> pygame.Surface:
    """The wooden frame round the paper, `size` pixels square: grain along each side (mitred
    at the corners) and a bevel lit from the upper left on its outer edge."""
    grain = pygame.Surface((size, size))
    grain.fill(theme.WOOD)
    y = 0
    while y < size:                                 # streaks of grain, light and dark
        h = rng.randint(1, 3)
        shade = rng.uniform(-0.35, 0.22)
        pygame.draw.rect(grain, tint(theme.WOOD, abs(shade), (0, 0, 0) if shade < 0 else (255, 220, 170)),
                         (0, y, size, h))
        y += h
    across = pygame.transform.rotate(grain, 90)
    wood = pygame.Surface((size, size), pygame.SRCALPHA)
    wood.blit(grain, (0, 0))
    for x in (0, size):                             # left and right: grain runs down them
        inner = frame if x == 0 else size - frame
        mask = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), [(x, 0), (inner, frame), (inner, size - frame), (x, size)])
        layer = pygame.Surface((size, size), pygame.SRCALPHA)
        layer.blit(across, (0, 0))
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        wood.blit(layer, (0, 0))
    shape = pygame.Surface((size, size), pygame.SRCALPHA)      # the board's rounded outline
    pygame.draw.rect(shape, (255, 255, 255, 255), (0, 0, size, size), border_radius=corner)
    wood.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)

    def board_shape(surf, colour, dx, dy):
        pygame.draw.rect(surf, colour, (dx, dy, size, size), border_radius=corner)

    bevel = max(2, round(frame * 0.4))
    wood.blit(_inner_shade((size, size), board_shape, (bevel, bevel), 2, (255, 236, 200, 140)), (0, 0))
    wood.blit(_inner_shade((size, size), board_shape, (-bevel, -bevel), 2, (20, 10, 0, 170)), (0, 0))
    for a, b in (((0, 0), (frame, frame)), ((size, 0), (size - frame, frame)),
                 ((0, size), (frame, size - frame)), ((size, size), (size - frame, size - frame))):
        pygame.draw.line(wood, (*tint(theme.WOOD_DARK, 0.3, (0, 0, 0)), 200), a, b, 1)   # mitre joints
    return wood


class Geometry:
    """Where the engine's grid (11 x 11 circles) lies on the screen."""

    MARGIN = 0.4     # cells of frame and paper around the grid

    def __init__(self, rect: pygame.Rect):
        self.rect = pygame.Rect(rect)
        self.cell = self.rect.w / (mg.GRID + 2 * self.MARGIN)
        self.radius = self.cell * 0.4          # a circle of the board
        self.figure = round(self.cell * 0.33)  # a figure's "radius"

    def xy(self, gx: float, gy: float) -> tuple[float, float]:
        m = self.MARGIN + 0.5
        return (self.rect.x + (gx + m) * self.cell, self.rect.y + (gy + m) * self.cell)

    def at(self, colour: int, position) -> tuple[float, float]:
        return self.xy(*mg.board_xy(colour, position))

    def corner(self, colour: int) -> tuple[float, float]:
        """The middle of the free 2x2 square beside a colour's B circles (for its name)."""
        x, y = 2.5, 2.5
        for _ in range(colour):
            x, y = mg.GRID - 1 - y, x
        return self.xy(x, y)


# ---------------------------------------------------------------------------------- board

def board_letters(t) -> tuple[str, str, tuple[str, ...]]:
    """The letters on the circles in the language `t` speaks: the waiting circles (B), the
    start circle (A) and the home circles (a-d), from the language tables."""
    return (t("mensch.position.letter_b"), t("mensch.position.letter_start"),
            tuple(t.list("mensch.position.home")))


def board_surface(size: int, letters: tuple) -> pygame.Surface:
    """The whole board, `size` pixels square, its circles lettered with `letters`
    (`board_letters`), drawn once."""
    return _board(size, letters)[0]


def board_texts(size: int, letters: tuple) -> Recording:
    """The letters drawn into that board (replayed each frame it shows, for who watches)."""
    return _board(size, letters)[1]


@lru_cache(maxsize=4)
def _board(size: int, letters: tuple) -> tuple[pygame.Surface, Recording]:
    with Recording() as recording:
        surf = _draw_board(size, letters)
    return surf, recording


def _draw_board(size: int, letters: tuple) -> pygame.Surface:
    letter_b, letter_start, home_letters = letters
    k = SUPERSAMPLE
    big = size * k
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    geo = Geometry(pygame.Rect(0, 0, big, big))
    cell, r = geo.cell, geo.radius
    # the paper (the wooden frame round it is drawn at screen size, below)
    frame = round(cell * 0.26 / k) * k
    rng = random.Random(11)
    paper = pygame.Rect(frame, frame, big - 2 * frame, big - 2 * frame)
    pygame.draw.rect(surf, BOARD_PAPER, paper, border_radius=round(cell * 0.2))
    for _ in range(big * big // 260):   # a little grain in the paper
        x = rng.randrange(paper.x + 8, paper.right - 8)
        y = rng.randrange(paper.y + 8, paper.bottom - 8)
        shade = rng.randint(-12, 8)
        pygame.draw.circle(surf, tint(BOARD_PAPER, abs(shade) / 60, (0, 0, 0) if shade < 0 else (255, 255, 255)),
                           (x, y), k)
    # soft colour fields behind each corner
    for c in range(mg.COLOURS):
        xs = [x for x, _ in mg.B_XY[c]]
        ys = [y for _, y in mg.B_XY[c]]
        a = geo.xy(min(xs), min(ys))
        b = geo.xy(max(xs), max(ys))
        field = pygame.Rect(0, 0, b[0] - a[0] + cell * 1.08, b[1] - a[1] + cell * 1.08)
        field.center = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        pygame.draw.rect(surf, tint(COLOURS[c], 0.72), field, border_radius=round(cell * 0.5))
        pygame.draw.rect(surf, tint(COLOURS[c], 0.35), field, width=k * 2, border_radius=round(cell * 0.5))
    # the lines joining the circles: the cross, and each colour's way into a-d
    line = max(k * 3, round(cell * 0.11))
    for i in range(mg.TRACK_LEN):
        p = geo.xy(*mg.TRACK_XY[i])
        q = geo.xy(*mg.TRACK_XY[(i + 1) % mg.TRACK_LEN])
        pygame.draw.line(surf, TRACK_LINE, p, q, line)
        pygame.draw.circle(surf, TRACK_LINE, p, line / 2)
    for c in range(mg.COLOURS):
        last = geo.xy(*mg.TRACK_XY[(10 * c - 1) % mg.TRACK_LEN])
        inner = geo.xy(*mg.HOME_XY[c][-1])
        pygame.draw.line(surf, tint(COLOURS[c], 0.25, (0, 0, 0)), last, inner, line)
    # arrows of direction beside every start circle A
    for c in range(mg.COLOURS):
        _draw_arrow(surf, geo, c, k)
    # the circles, each sunk into the board
    shade = hole_shade(round(r))
    for circle in mg.board_circles():
        centre = geo.xy(circle.x, circle.y)
        if circle.kind == "track":
            pygame.draw.circle(surf, TRACK_FILL, centre, r)
            surf.blit(shade, shade.get_rect(center=centre))
            pygame.draw.circle(surf, OUTLINE, centre, r, k * 2)
            continue
        colour = COLOURS[circle.colour]
        shape = SHAPES[circle.colour]
        fill = circle_fill(circle.kind, circle.colour)
        if circle.kind == "home":
            letter = home_letters[circle.index]
        else:
            letter = letter_b if circle.kind == "B" else letter_start
        pygame.draw.circle(surf, fill, centre, r)
        surf.blit(shade, shade.get_rect(center=centre))
        if circle.kind in EMPTY_KINDS:         # the board's white circle in a ring of the colour
            pygame.draw.circle(surf, colour, centre, r, k * 4)
            pygame.draw.circle(surf, OUTLINE, centre, r, k)
            ink = faint_letter(circle.colour)
        else:
            pygame.draw.circle(surf, OUTLINE, centre, r, k * 2)
            mark = tint(fill, 0.3, ink_on(fill))    # the colour's shape, faint behind the letter
            draw_shape(surf, shape, centre, r * 0.62, None, mark, k * 2)
            ink = letter_ink(fill)
        letter_px = letter_size(circle.kind, r)
        img = render(letter, letter_px, ink, letter_bold(circle.kind))
        surf.blit(img, img.get_rect(center=(centre[0], centre[1] + letter_px * 0.04)))
        if circle.kind == "start":   # a start circle A wears a second ring: it stands out
            pygame.draw.circle(surf, colour, centre, r + k * 4, k * 2)
    # the very middle stays plain paper: the die has one home, the tray beside the board
    return _framed(surf, size, frame // k, round(cell * 0.4 / k), round(cell * 0.2 / k))


def _framed(paper_layer: pygame.Surface, size: int, frame: int, corner: int, paper_corner: int) -> pygame.Surface:
    """The supersampled paper layer scaled down into its wooden frame (bevelled, grain mitred
    at the corners), the paper sunk into the frame: the frame's lip casts a shadow onto it."""
    out = _frame_wood(size, frame, corner, random.Random(7))
    out.blit(pygame.transform.smoothscale(paper_layer, (size, size)), (0, 0))
    paper = pygame.Rect(frame, frame, size - 2 * frame, size - 2 * frame)

    def paper_shape(layer, colour, dx, dy):
        pygame.draw.rect(layer, colour, paper.move(dx - frame, dy - frame), border_radius=paper_corner)

    lip = round(frame * 0.8)
    out.blit(_inner_shade(paper.size, paper_shape, (lip, lip), 3, (40, 24, 8, 190)), paper.topleft)
    out.blit(_inner_shade(paper.size, paper_shape, (-1, -1), 2, (255, 255, 255, 110)), paper.topleft)
    return out.convert_alpha() if pygame.display.get_surface() else out


@lru_cache(maxsize=2)
def board_shadow(size: int, spread: int) -> pygame.Surface:
    """The soft shadow the board casts on the table, `spread` pixels round it (drawn once):
    the board lies a finger's breadth above the felt, lit from the upper left."""
    side = size + 2 * spread
    surf = pygame.Surface((side, side), pygame.SRCALPHA)
    body = pygame.Rect(spread, spread, size, size).move(spread // 3, spread // 2)
    pygame.draw.rect(surf, (0, 0, 0, 170), body, border_radius=spread)
    return _blur(_blur(surf, 4), 3)


def arrow_rect(geo: Geometry, colour: int) -> pygame.Rect:
    """The square the arrow beside colour's start circle A lies in (see `_draw_arrow`)."""
    def turn(x: float, y: float) -> tuple[float, float]:
        for _ in range(colour):
            x, y = mg.GRID - 1 - y, x
        return x, y

    points = [geo.xy(*turn(x, y)) for x in (-0.1, 1.2) for y in (3.0, 3.5)]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys)))


def _draw_arrow(surf, geo: Geometry, colour: int, k: int) -> None:
    """An arrow beside start circle A, on the outer side, pointing the way figures go."""
    def turn(x: float, y: float) -> tuple[float, float]:
        for _ in range(colour):
            x, y = mg.GRID - 1 - y, x
        return x, y

    ax, ay = turn(0.15, 3.25)         # above the first circles of colour 0's arm, clear of
    bx, by = turn(0.95, 3.25)         # the free square where the player's name stands
    a, b = geo.xy(ax, ay), geo.xy(bx, by)
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy)
    ux, uy = dx / n, dy / n
    px, py = -uy, ux
    w = geo.cell * 0.09
    head = geo.cell * 0.26
    tail = (a[0] - ux * geo.cell * 0.1, a[1] - uy * geo.cell * 0.1)
    tip = (b[0] + ux * geo.cell * 0.2, b[1] + uy * geo.cell * 0.2)
    neck = (tip[0] - ux * head, tip[1] - uy * head)
    pts = [(tail[0] + px * w, tail[1] + py * w), (neck[0] + px * w, neck[1] + py * w),
           (neck[0] + px * w * 2.6, neck[1] + py * w * 2.6), tip,
           (neck[0] - px * w * 2.6, neck[1] - py * w * 2.6), (neck[0] - px * w, neck[1] - py * w),
           (tail[0] - px * w, tail[1] - py * w)]
    pygame.draw.polygon(surf, tint(COLOURS[colour], 0.1, (0, 0, 0)), pts)
    pygame.draw.polygon(surf, OUTLINE, pts, k)


# ---------------------------------------------------------------------------------- sprites

@lru_cache(maxsize=64)
def figure_sprite(colour: int, radius: int, alpha: int = 255) -> pygame.Surface:
    """A figure seen from above: a domed token in its colour's shape (shaded on its lower
    right, lit on its upper left), dark rim, a soft highlight."""
    k = SUPERSAMPLE
    side = radius * 3
    big = pygame.Surface((side * k, side * k), pygame.SRCALPHA)
    c = side * k / 2
    r = radius * k
    fill = COLOURS[colour]
    shape = SHAPES[colour]
    draw_shape(big, shape, (c, c + k), r, tint(fill, 0.35, (0, 0, 0)))       # the token's edge
    draw_shape(big, shape, (c, c - k), r, fill)

    def body(surf, colour, dx, dy):
        draw_shape(surf, shape, (c + dx, c - k + dy), r, colour)

    d = r * 0.35           # domed: shade on its lower right, light on its upper left
    big.blit(_inner_shade(big.get_size(), body, (-d, -d), 4, (0, 0, 0, 120)), (0, 0))
    big.blit(_inner_shade(big.get_size(), body, (d * 0.6, d * 0.6), 4, (255, 255, 255, 90)), (0, 0))
    draw_shape(big, shape, (c, c - k), r, None, OUTLINE, max(2, round(r * 0.12)))
    gloss = pygame.Surface(big.get_size(), pygame.SRCALPHA)     # a soft highlight
    pygame.draw.ellipse(gloss, (255, 255, 255, 200),
                        pygame.Rect(c - r * 0.45, c - r * 0.5, r * 0.55, r * 0.38))
    gloss = _blur(gloss, 4)
    inside = pygame.Surface(big.get_size(), pygame.SRCALPHA)     # (kept on the token)
    body(inside, (255, 255, 255, 255), 0, 0)
    gloss.blit(inside, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(gloss, (0, 0))
    out = _scaled(big, (side, side))
    if alpha < 255:
        out.set_alpha(alpha)
    return out


@lru_cache(maxsize=16)
def shadow_sprite(radius: int) -> pygame.Surface:
    """A soft dark ellipse under a figure, blurred at its edge (it stays on the board while
    the figure hops)."""
    k = SUPERSAMPLE
    w, h = radius * 2 + 12, radius + 12
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    pygame.draw.ellipse(big, (0, 0, 0, 150), big.get_rect().inflate(-10 * k, -9 * k).move(2 * k, 0))
    return _scaled(_blur(big, 5), (w, h))


@lru_cache(maxsize=64)
def ring_sprite(radius: int, colour: tuple, width: int, alpha: int = 255) -> pygame.Surface:
    """A smooth ring (pulsing highlights and target marks)."""
    k = SUPERSAMPLE
    side = radius * 2 + width + 4
    big = pygame.Surface((side * k, side * k), pygame.SRCALPHA)
    pygame.draw.circle(big, (*colour, alpha), (side * k / 2, side * k / 2), radius * k, width * k)
    return _scaled(big, (side, side))


@lru_cache(maxsize=64)
def glow_sprite(radius: int, colour: tuple, strength: int) -> pygame.Surface:
    """A soft disc of light behind a figure that may move (`strength` 0..255)."""
    side = radius * 2
    surf = pygame.Surface((side, side), pygame.SRCALPHA)
    steps = 8
    for i in range(steps):
        rr = radius * (1 - i / steps)
        pygame.draw.circle(surf, (*colour, strength * (i + 1) // (steps * 3)), (radius, radius), rr)
    return surf


@lru_cache(maxsize=8)
def marker_sprite(size: int, colour: tuple) -> pygame.Surface:
    """A downward arrow head that bobs over the chosen figure."""
    k = SUPERSAMPLE
    w, h = size * 2 + 4, size + 4
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    pts = [(2 * k, 2 * k), ((w - 2) * k, 2 * k), (w * k / 2, (h - 2) * k)]
    pygame.draw.polygon(big, colour, pts)
    pygame.draw.polygon(big, OUTLINE, pts, 2 * k)
    return _scaled(big, (w, h))


@lru_cache(maxsize=16)
def die_sprite(face: int, size: int, glow: bool = False) -> pygame.Surface:
    """A small ivory pip die (opening throws beside a colour's corner)."""
    k = SUPERSAMPLE
    pad = 6 if glow else 2
    side = size + 2 * pad
    big = pygame.Surface((side * k, side * k), pygame.SRCALPHA)
    body = pygame.Rect(pad * k, pad * k, size * k, size * k)
    if glow:
        pygame.draw.rect(big, (*theme.ACCENT, 255), body.inflate(pad * k * 2 - k * 2, pad * k * 2 - k * 2),
                         border_radius=size * k // 4)
    pygame.draw.rect(big, (0, 0, 0, 80), body.move(0, k * 2), border_radius=size * k // 5)
    pygame.draw.rect(big, (250, 246, 236), body, border_radius=size * k // 5)
    pygame.draw.rect(big, (90, 84, 76), body, width=k * 2, border_radius=size * k // 5)
    step = size * k * 0.27
    for dx, dy in dice_pips(face):
        pygame.draw.circle(big, OUTLINE, (body.centerx + dx * step, body.centery + dy * step), size * k * 0.09)
    return _scaled(big, (side, side))


def dice_pips(face: int) -> tuple[tuple[int, int], ...]:
    return PIPS[face]


@lru_cache(maxsize=32)
def count_sprite(n: int, size: int) -> pygame.Surface:
    """The circles hopped so far, on the hopping figure: a white number ringed in dark ink,
    no plate under it, so the figure keeps its colour all round the number."""
    img = render(str(n), size, (255, 255, 255), True)
    edge = render(str(n), size, (24, 26, 34), True)
    surf = pygame.Surface((img.get_width() + 6, img.get_height() + 6), pygame.SRCALPHA)
    for dx in (-2, 0, 2):
        for dy in (-2, 0, 2):
            surf.blit(edge, (3 + dx, 3 + dy))
    surf.blit(img, (3, 3))
    return surf
