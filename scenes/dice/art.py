"""Pre-rendered dice: ivory pip dice, symbol dice with the six luck symbols, the big yellow luck die.

Everything here is drawn once and cached; the tray only blits. A die image is keyed by
``(kind, face, size, state, angle_step)``: the die is drawn from vector shapes at each angle
(in steps of ``ANGLE_STEP_DEG``) so its bevel stays lit from the top left of the screen while it
spins, and it is drawn three times larger and smoothly scaled down so the edges are clean.
Square symmetry is used where it is exact: a 5 looks the same every 90 degrees, a 6 every 180.

The luck symbols are hand-written SVG strings (``SYMBOL_SVGS``) loaded with
``pygame.image.load(io.BytesIO(svg), "x.svg")`` at the pixel size needed.

Kinds: ``"pip"`` (faces 1-6 as pips), ``"symbol"`` (face 1-6 = ``SYMBOLS[face - 1]`` on an
ivory die), ``"luck"`` (the same symbols on the big yellow die) and ``"back"`` (a die lying
face down, not rolled yet: the dice cup's leather with a gold ring and four dots, any face).
States: ``"plain"`` (lying flat) and ``"cocked"`` (tilted, e.g. lying on another die).
"""

from __future__ import annotations

import io
import math
import random

import pygame

ANGLE_STEP_DEG = 5
STEPS = 360 // ANGLE_STEP_DEG          # 72 cached angles per face
SUPERSAMPLE = 3                         # draw 3x larger, then smoothscale down
CORNER = 0.2                            # corner radius as a share of the die's side

KINDS = ("pip", "symbol", "luck")
STATES = ("plain", "cocked")
SYMBOLS = ("clover", "pig", "cat", "penny", "horseshoe", "hamsa")

# Pip positions in units of the pip spacing, for faces 1..6.
PIPS = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)),
}
PIP_SPACING = 0.27      # share of the side from the centre to an outer pip
PIP_RADIUS = 0.088      # share of the side

IVORY = {
    "face": (247, 242, 229),
    "light": (255, 254, 248),
    "mid": (226, 217, 197),
    "dark": (163, 148, 124),
    "side": (205, 193, 170),
    "pip": (28, 30, 40),
    "pip_inner": (58, 58, 70),
}
YELLOW = {
    "face": (252, 206, 58),
    "light": (255, 240, 160),
    "mid": (236, 178, 32),
    "dark": (170, 112, 14),
    "side": (214, 152, 24),
    "pip": (28, 30, 40),
    "pip_inner": (58, 58, 70),
}
# a die lying face down, not rolled yet: the dice cup's leather, a gold ring stamped on it
CUP = {
    "face": (134, 58, 40),
    "light": (186, 104, 74),
    "mid": (156, 76, 52),
    "dark": (84, 32, 22),
    "side": (112, 46, 32),
    "pip": (232, 188, 104),
    "pip_inner": (58, 58, 70),
}
PALETTES = {"pip": IVORY, "symbol": IVORY, "luck": YELLOW, "back": CUP}

# --- the six luck symbols, hand-written SVG on a 100 x 100 view box -------------------------

_INK = "#2a2630"

SYMBOL_SVGS = {
    # Four heart-shaped leaves around the middle and a curved stem.
    "clover": f"""
<g stroke="{_INK}" stroke-width="3" stroke-linejoin="round">
  <path d="M52 52 C 60 66 62 80 72 92" fill="none" stroke="#256f34" stroke-width="6"
        stroke-linecap="round"/>
  <g fill="#3fae57">
    <path id="leaf" d="M50 49 C 40 42 28 34 30 22 C 32 12 44 11 50 20 C 56 11 68 12 70 22
             C 72 34 60 42 50 49 Z" transform="rotate(-45 50 50)"/>
    <path d="M50 49 C 40 42 28 34 30 22 C 32 12 44 11 50 20 C 56 11 68 12 70 22
             C 72 34 60 42 50 49 Z" transform="rotate(45 50 50)"/>
    <path d="M50 49 C 40 42 28 34 30 22 C 32 12 44 11 50 20 C 56 11 68 12 70 22
             C 72 34 60 42 50 49 Z" transform="rotate(135 50 50)"/>
    <path d="M50 49 C 40 42 28 34 30 22 C 32 12 44 11 50 20 C 56 11 68 12 70 22
             C 72 34 60 42 50 49 Z" transform="rotate(225 50 50)"/>
  </g>
  <g fill="none" stroke="#8fd89c" stroke-width="2.2" stroke-linecap="round">
    <path d="M43 34 C 40 30 39 26 41 23" transform="rotate(-45 50 50)"/>
    <path d="M43 34 C 40 30 39 26 41 23" transform="rotate(45 50 50)"/>
    <path d="M43 34 C 40 30 39 26 41 23" transform="rotate(135 50 50)"/>
    <path d="M43 34 C 40 30 39 26 41 23" transform="rotate(225 50 50)"/>
  </g>
</g>""",
    # A round pink pig face: ears, eyes, a big snout with two nostrils.
    "pig": f"""
<g stroke="{_INK}" stroke-width="3" stroke-linejoin="round">
  <path d="M22 36 L 16 10 L 42 22 Z" fill="#ee8fa4"/>
  <path d="M78 36 L 84 10 L 58 22 Z" fill="#ee8fa4"/>
  <path d="M23 30 L 20 16 L 34 23 Z" fill="#c96079" stroke="none"/>
  <path d="M77 30 L 80 16 L 66 23 Z" fill="#c96079" stroke="none"/>
  <ellipse cx="50" cy="56" rx="38" ry="34" fill="#f7afc0"/>
  <ellipse cx="50" cy="66" rx="17" ry="12" fill="#ea8098"/>
  <ellipse cx="44" cy="66" rx="3.5" ry="5" fill="#7a2a40" stroke="none"/>
  <ellipse cx="56" cy="66" rx="3.5" ry="5" fill="#7a2a40" stroke="none"/>
  <circle cx="35" cy="46" r="4.5" fill="{_INK}" stroke="none"/>
  <circle cx="65" cy="46" r="4.5" fill="{_INK}" stroke="none"/>
  <circle cx="36.5" cy="44.5" r="1.5" fill="#ffffff" stroke="none"/>
  <circle cx="66.5" cy="44.5" r="1.5" fill="#ffffff" stroke="none"/>
  <ellipse cx="26" cy="60" rx="6" ry="3.5" fill="#f38aa2" stroke="none"/>
  <ellipse cx="74" cy="60" rx="6" ry="3.5" fill="#f38aa2" stroke="none"/>
</g>""",
    # Maneki-neko: white beckoning cat, raised paw, red collar with a golden bell.
    "cat": f"""
<g stroke="{_INK}" stroke-width="3" stroke-linejoin="round">
  <path d="M26 94 C 20 70 24 58 34 54 L 66 54 C 76 58 80 70 74 94 Z" fill="#fbfaf5"/>
  <path d="M24 30 L 26 6 L 42 20 Z" fill="#fbfaf5"/>
  <path d="M76 30 L 74 6 L 58 20 Z" fill="#fbfaf5"/>
  <path d="M28 24 L 29 13 L 36 19 Z" fill="#f29aac" stroke="none"/>
  <path d="M72 24 L 71 13 L 64 19 Z" fill="#f29aac" stroke="none"/>
  <ellipse cx="50" cy="36" rx="29" ry="24" fill="#fbfaf5"/>
  <path d="M34 36 Q 39 31 44 36" fill="none" stroke-width="3" stroke-linecap="round"/>
  <path d="M56 36 Q 61 31 66 36" fill="none" stroke-width="3" stroke-linecap="round"/>
  <path d="M47 43 L 53 43 L 50 47 Z" fill="#e86a80" stroke-width="1.5"/>
  <path d="M50 47 Q 46 51 43 48 M50 47 Q 54 51 57 48" fill="none" stroke-width="2"/>
  <path d="M68 70 C 74 64 78 56 80 46 L 92 48 C 90 60 84 70 74 78 Z" fill="#fbfaf5"/>
  <ellipse cx="86" cy="40" rx="9" ry="11" fill="#fbfaf5"/>
  <path d="M82 32 L 82 37 M 86 31 L 86 36 M 90 32 L 90 37" fill="none" stroke-width="1.8"
        stroke-linecap="round"/>
  <path d="M30 58 Q 50 68 70 58 L 70 64 Q 50 74 30 64 Z" fill="#d8302e"/>
  <circle cx="50" cy="70" r="6.5" fill="#f2c230"/>
  <path d="M44 84 C 44 78 56 78 56 84 C 56 90 44 90 44 84 Z" fill="#f2c230" stroke-width="2"/>
</g>""",
    # A copper lucky penny with a rim, a "1" and a little shine.
    "penny": f"""
<g stroke="{_INK}" stroke-width="3">
  <circle cx="50" cy="50" r="40" fill="#c7772e"/>
  <circle cx="50" cy="50" r="31" fill="#e39a48" stroke="#9c561c" stroke-width="2.5"/>
  <path d="M44 34 L 54 27 L 54 72 M 44 72 L 64 72" fill="none" stroke="#7a3f10"
        stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M26 38 A 27 27 0 0 1 44 22" fill="none" stroke="#ffd9a0" stroke-width="4"
        stroke-linecap="round"/>
  <circle cx="50" cy="14.5" r="1.6" fill="#7a3f10" stroke="none"/>
  <circle cx="50" cy="85.5" r="1.6" fill="#7a3f10" stroke="none"/>
  <circle cx="14.5" cy="50" r="1.6" fill="#7a3f10" stroke="none"/>
  <circle cx="85.5" cy="50" r="1.6" fill="#7a3f10" stroke="none"/>
</g>""",
    # A steel horseshoe, open end up (so the luck stays in), with nail holes.
    "horseshoe": f"""
<g stroke-linejoin="round">
  <path d="M24 16 L 36 16 C 30 40 30 62 40 72 C 46 78 54 78 60 72 C 70 62 70 40 64 16 L 76 16
           C 86 44 86 70 72 84 C 60 94 40 94 28 84 C 14 70 14 44 24 16 Z"
        fill="#8e96a3" stroke="{_INK}" stroke-width="3"/>
  <path d="M27 24 C 22 46 23 66 33 78" fill="none" stroke="#d5dbe4" stroke-width="3"
        stroke-linecap="round"/>
  <g fill="{_INK}">
    <rect x="24.5" y="30" width="5" height="3.2" rx="1"/>
    <rect x="23.5" y="46" width="5" height="3.2" rx="1"/>
    <rect x="26" y="62" width="5" height="3.2" rx="1"/>
    <rect x="70.5" y="30" width="5" height="3.2" rx="1"/>
    <rect x="71.5" y="46" width="5" height="3.2" rx="1"/>
    <rect x="69" y="62" width="5" height="3.2" rx="1"/>
  </g>
</g>""",
    # Hamsa: a symmetric blue hand with curled thumbs and an eye in the palm.
    "hamsa": f"""
<g stroke="{_INK}" stroke-width="3" stroke-linejoin="round">
  <path d="M30 56 L 30 22 C 30 15 39 15 39 22 L 39 44 L 41 44 L 41 14 C 41 7 49 7 49 14
           L 49 44 L 51 44 L 51 14 C 51 7 59 7 59 14 L 59 44 L 61 44 L 61 22 C 61 15 70 15 70 22
           L 70 56 C 76 50 82 46 88 50 C 80 58 78 70 72 80 C 66 90 58 94 50 94
           C 42 94 34 90 28 80 C 22 70 20 58 12 50 C 18 46 24 50 30 56 Z" fill="#2f6fc0"/>
  <path d="M34 68 Q 50 54 66 68 Q 50 82 34 68 Z" fill="#ffffff" stroke-width="2.5"/>
  <circle cx="50" cy="68" r="6" fill="#4fb0e8" stroke-width="2"/>
  <circle cx="50" cy="68" r="2.6" fill="{_INK}" stroke="none"/>
  <path d="M36 24 L 36 40 M 46 16 L 46 38 M 56 16 L 56 38 M 66 24 L 66 40" fill="none"
        stroke="#7fb0ea" stroke-width="2" stroke-linecap="round"/>
</g>""",
}


def svg_document(body: str, px: int) -> bytes:
    """A complete SVG document of `px` x `px` pixels around one symbol body."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{px}" height="{px}" '
        f'viewBox="0 0 100 100">{body}</svg>'
    ).encode()


# --- caches ----------------------------------------------------------------------------------

_symbols: dict[tuple[int, int], pygame.Surface] = {}
_dice: dict[tuple, tuple] = {}          # sprites: (surface, x offset, y offset)
_shadows: dict[tuple, tuple] = {}
_glows: dict[tuple, tuple] = {}


def cache_sizes() -> dict[str, int]:
    """How many images each cache holds (for tests and the benchmark)."""
    return {"dice": len(_dice), "shadows": len(_shadows), "glows": len(_glows),
            "symbols": len(_symbols)}


def clear_caches() -> None:
    for cache in (_symbols, _dice, _shadows, _glows):
        cache.clear()


def _finish(surface: pygame.Surface) -> pygame.Surface:
    """Convert to the display's pixel format when there is a display (faster blits)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


def angle_step(angle_rad: float) -> int:
    """The cache step (0..STEPS-1) nearest to a body angle in radians."""
    return round(math.degrees(angle_rad) / ANGLE_STEP_DEG) % STEPS


def canonical_step(kind: str, face: int, state: str, step: int) -> int:
    """Fold the step onto the smallest range that draws the same picture."""
    step %= STEPS
    if kind == "back" and state == "plain":     # a ring and four dots: the same every 90 degrees
        return step % (STEPS // 4)
    if state != "plain" or kind != "pip":
        return step
    quarter = STEPS // 4
    if face in (1, 4, 5):
        return step % quarter
    return step % (2 * quarter)


def extent(size: int, state: str = "plain") -> int:
    """Side of the square surface a die of `size` needs at any angle."""
    return int(math.ceil(size * 1.4143 * (1.1 if state == "cocked" else 1.0))) + 4


def symbol_surface(face: int, px: int) -> pygame.Surface:
    """The upright luck symbol `face` (1-6) rendered from its SVG at `px` pixels."""
    key = (face, px)
    surf = _symbols.get(key)
    if surf is None:
        data = svg_document(SYMBOL_SVGS[SYMBOLS[face - 1]], px)
        try:
            surf = pygame.image.load(io.BytesIO(data), "x.svg")
        except (pygame.error, ValueError):       # SDL_image without SVG: a plain disc
            surf = pygame.Surface((px, px), pygame.SRCALPHA)
            pygame.draw.circle(surf, (60, 60, 70), (px // 2, px // 2), px // 3)
        if surf.get_size() != (px, px):
            surf = pygame.transform.smoothscale(surf, (px, px))
        _symbols[key] = surf
    return surf


def _outline(side: float, radius: float, segments: int = 7) -> list[tuple[float, float]]:
    """Points of a rounded square centred on (0, 0), clockwise on screen."""
    h = side / 2 - radius
    pts: list[tuple[float, float]] = []
    for cx, cy, start in ((h, h, 0), (-h, h, 90), (-h, -h, 180), (h, -h, 270)):
        for i in range(segments + 1):
            a = math.radians(start + 90 * i / segments)
            pts.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
    return pts


def _place(pts, angle: float, cx: float, cy: float, dx: float = 0.0, dy: float = 0.0,
           squash: float = 1.0, shift: float = 0.0):
    """Local die points -> surface points: squash/shift along the die's x, rotate, move."""
    c, s = math.cos(angle), math.sin(angle)
    out = []
    for x, y in pts:
        x = x * squash + shift
        out.append((cx + dx + x * c - y * s, cy + dy + x * s + y * c))
    return out


def _clipped_polygon(target: pygame.Surface, mask: pygame.Surface, colour, pts) -> None:
    """Draw a polygon onto `target`, but only where `mask` (white silhouette) is opaque."""
    layer = pygame.Surface(target.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(layer, colour, pts)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    target.blit(layer, (0, 0))


def _render_die(kind: str, face: int, size: int, state: str, step: int) -> pygame.Surface:
    pal = PALETTES[kind]
    ss = SUPERSAMPLE
    d = extent(size, state)
    w = d * ss
    angle = math.radians(step * ANGLE_STEP_DEG)
    side = size * ss
    radius = side * CORNER
    c = w / 2
    cocked = state == "cocked"
    squash, shift = (0.8, -0.07 * side) if cocked else (1.0, 0.0)
    bevel = side * 0.055

    surf = pygame.Surface((w, w), pygame.SRCALPHA)
    outline = _outline(side, radius)
    if cocked:   # the side of the tilted die shows on the right, darker
        pygame.draw.polygon(surf, pal["dark"], _place(outline, angle, c, c, shift=0.03 * side))
        side_band = _place(outline, angle, c, c, squash=0.9, shift=0.0)
        pygame.draw.polygon(surf, pal["side"], side_band)
    body = _place(outline, angle, c, c, squash=squash, shift=shift)
    mask = pygame.Surface((w, w), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), body)

    # Bevel lit from the top left of the screen, whatever the die's angle.
    pygame.draw.polygon(surf, pal["dark"], body)
    _clipped_polygon(surf, mask, pal["mid"],
                     _place(outline, angle, c, c, -bevel * 0.6, -bevel * 0.6, squash, shift))
    _clipped_polygon(surf, mask, pal["light"],
                     _place(outline, angle, c, c, -bevel * 1.6, -bevel * 1.6, squash, shift))
    inner = _outline(side * 0.86, radius * 0.8)
    pygame.draw.polygon(surf, pal["face"],
                        _place(inner, angle, c, c, -bevel * 0.45, -bevel * 0.45, squash, shift))

    fx, fy = -bevel * 0.45, -bevel * 0.45
    if kind == "pip":
        spacing = PIP_SPACING * side
        r = PIP_RADIUS * side
        centres = _place([(u * spacing, v * spacing) for u, v in PIPS[face]],
                         angle, c, c, fx, fy, squash, shift)
        for px, py in centres:
            pygame.draw.circle(surf, pal["pip"], (px, py), r)
            pygame.draw.circle(surf, pal["pip_inner"], (px + r * 0.18, py + r * 0.22), r * 0.68)
            pygame.draw.circle(surf, pal["pip"], (px + r * 0.05, py + r * 0.05), r * 0.55)
    elif kind == "back":
        centre, = _place([(0.0, 0.0)], angle, c, c, fx, fy, squash, shift)
        pygame.draw.circle(surf, pal["pip"], centre, side * 0.2, width=max(2, round(side * 0.06)))
        corners = _place([(u * side * 0.27, v * side * 0.27) for u in (-1, 1) for v in (-1, 1)],
                         angle, c, c, fx, fy, squash, shift)
        for point in corners:
            pygame.draw.circle(surf, pal["pip"], point, side * 0.055)
    else:
        px_size = int(side * 0.76)
        sym = symbol_surface(face, px_size)
        if cocked:
            sym = pygame.transform.smoothscale(sym, (int(px_size * squash), px_size))
        rot = pygame.transform.rotozoom(sym, -math.degrees(angle), 1.0)
        (ox, oy), = _place([(0.0, 0.0)], angle, c, c, fx, fy, squash, shift)
        surf.blit(rot, rot.get_rect(center=(round(ox), round(oy))))

    return _finish(pygame.transform.smoothscale(surf, (d, d)))


Sprite = tuple  # (surface cropped to its visible pixels, x offset, y offset from the centre)


def _sprite(surface: pygame.Surface, min_alpha: int = 1) -> Sprite:
    """Crop a centred picture to its visible pixels (fewer pixels to blit every frame)."""
    w, h = surface.get_size()
    r = surface.get_bounding_rect(min_alpha=min_alpha)
    if r.w == 0 or r.h == 0:
        r = pygame.Rect(0, 0, 1, 1)
    return surface.subsurface(r).copy(), r.x - w // 2, r.y - h // 2


def die_sprite(kind: str, face: int, size: int, state: str = "plain", step: int = 0) -> Sprite:
    """The die image for (kind, face, size, state) at angle `step` as a sprite (cached)."""
    key = (kind, face, size, state, canonical_step(kind, face, state, step))
    spr = _dice.get(key)
    if spr is None:
        spr = _dice[key] = _sprite(_render_die(*key))
    return spr


def die_surface(kind: str, face: int, size: int, state: str = "plain",
                step: int = 0) -> pygame.Surface:
    """The die image (cropped to its visible pixels; centre it on the die's position)."""
    return die_sprite(kind, face, size, state, step)[0]


def shadow_sprite(size: int, step: int, state: str = "plain") -> Sprite:
    """A soft drop shadow under a die at angle `step` (cached; square, so 90-degree periodic)."""
    step = step % (STEPS // 4) if state == "plain" else step % STEPS
    key = (size, step, state)
    spr = _shadows.get(key)
    if spr is None:
        blur = max(2, size // 9)
        d = extent(size, state) + 4 * blur
        surf = pygame.Surface((d, d), pygame.SRCALPHA)
        angle = math.radians(step * ANGLE_STEP_DEG)
        grow = 1.1 if state == "cocked" else 1.0
        pts = _place(_outline(size * 0.98 * grow, size * CORNER * grow), angle, d / 2, d / 2)
        pygame.draw.polygon(surf, (8, 20, 12, 150), pts)
        surf = pygame.transform.gaussian_blur(surf, blur)
        spr = _shadows[key] = _sprite(_finish(surf), min_alpha=6)   # the faintest fringe goes
    return spr


def place_shadow(surface: pygame.Surface, batch: list, size: int, step: int, x: float, y: float,
                 height: float, alpha: int, state: str = "plain") -> None:
    """The shadow of a die centred at (x, y) lifted `height` (in die heights) off the felt:
    it falls further away and fainter the higher the die is. Shadows on the felt go into
    `batch` for one `surface.blits`; lifted or fading ones are blitted at once."""
    unit = size / 50
    img, ox, oy = shadow_sprite(size, step, state)
    pos = (round(x + (3 + 14 * height) * unit) + ox, round(y + (5 + 20 * height) * unit) + oy)
    if height > 0 or alpha < 255:
        img.set_alpha(int(alpha * (1 - 0.45 * min(height, 1.0))))
        surface.blit(img, pos)
        img.set_alpha(255)
    else:
        batch.append((img, pos))


def shadow_surface(size: int, step: int, state: str = "plain") -> pygame.Surface:
    return shadow_sprite(size, step, state)[0]


def glow_sprite(size: int, colour, step: int) -> Sprite:
    """A soft glowing halo (drawn under the die) in `colour` at angle `step` (cached)."""
    colour = tuple(colour)[:3]
    step %= STEPS // 4
    key = ("halo", size, colour, step)
    spr = _glows.get(key)
    if spr is None:
        blur = max(4, size // 6)
        d = extent(size) + 6 * blur
        angle = math.radians(step * ANGLE_STEP_DEG)
        surf = pygame.Surface((d, d), pygame.SRCALPHA)
        halo = _place(_outline(size * 1.32, size * 0.34), angle, d / 2, d / 2)
        pygame.draw.polygon(surf, (*colour, 255), halo)
        surf = pygame.transform.gaussian_blur(surf, blur)
        core = surf.copy()          # doubling the halo makes it glow, not just tint
        surf.blit(core, (0, 0))
        spr = _glows[key] = _sprite(_finish(surf))
    return spr


def ring_sprite(size: int, colour, step: int) -> Sprite:
    """A crisp rounded outline just outside the die in `colour` at angle `step` (cached)."""
    colour = tuple(colour)[:3]
    step %= STEPS // 4
    key = ("ring", size, colour, step)
    spr = _glows.get(key)
    if spr is None:
        ss = SUPERSAMPLE
        d = extent(size) + 16
        w = d * ss
        angle = math.radians(step * ANGLE_STEP_DEG)
        big = pygame.Surface((w, w), pygame.SRCALPHA)
        outer = _place(_outline(size * ss * 1.16, size * ss * 0.28), angle, w / 2, w / 2)
        inner = _place(_outline(size * ss * 1.03, size * ss * 0.23), angle, w / 2, w / 2)
        dark = tuple(max(0, int(c * 0.45)) for c in colour)
        outer2 = _place(_outline(size * ss * 1.2, size * ss * 0.3), angle, w / 2, w / 2)
        pygame.draw.polygon(big, (*dark, 200), outer2)
        pygame.draw.polygon(big, (*colour, 255), outer)
        pygame.draw.polygon(big, (0, 0, 0, 0), inner)
        spr = _glows[key] = _sprite(_finish(pygame.transform.smoothscale(big, (d, d))))
    return spr


def warm(kind: str, size: int, faces=range(1, 7), state: str = "plain"):
    """Yield once per image while filling the cache for `kind` at `size` (prewarming)."""
    seen = set()
    for face in faces:
        for step in range(STEPS):
            key = (kind, face, size, state, canonical_step(kind, face, state, step))
            if key in seen:
                continue
            seen.add(key)
            if key not in _dice:
                die_sprite(kind, face, size, state, step)
                yield key
    for step in range(STEPS // 4):
        if (size, step, state) not in _shadows:
            shadow_sprite(size, step, state)
            yield ("shadow", size, step)


def warm_marks(size: int, colour):
    """Yield once per image while caching the glow and ring of one highlight colour at every
    angle (a gaussian blur costs milliseconds: better while the tray is idle than mid-throw)."""
    colour = tuple(colour)[:3]
    for step in range(STEPS // 4):
        if ("halo", size, colour, step) not in _glows:
            glow_sprite(size, colour, step)
            yield ("halo", size, colour, step)
        if ("ring", size, colour, step) not in _glows:
            ring_sprite(size, colour, step)
            yield ("ring", size, colour, step)


# --- the tray's felt and rim -------------------------------------------------------------

FELT = (32, 104, 66)
WOOD = (150, 96, 54)
WOOD_LIGHT = (196, 140, 86)
WOOD_DARK = (92, 54, 28)


def _noise_tile(rng: random.Random, size: int, strength: int) -> pygame.Surface:
    tile = pygame.Surface((size, size))
    tile.fill((128, 128, 128))
    for y in range(size):
        for x in range(size):
            v = 128 + int(rng.gauss(0, strength))
            if v != 128:
                v = max(0, min(255, v))
                tile.set_at((x, y), (v, v, v))
    return tile


def _grain(rng: random.Random, w: int, h: int) -> pygame.Surface:
    """Wood grain running along x: a warm base with soft wavy lines and a few knots."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill((*WOOD, 255))
    streaks = pygame.Surface((max(2, w // 16), h), pygame.SRCALPHA)   # broad, soft bands
    for y in range(h):
        v = rng.gauss(0, 1)
        tone = WOOD_LIGHT if v > 0 else WOOD_DARK
        pygame.draw.line(streaks, (*tone, min(90, int(abs(v) * 34))), (0, y),
                         (streaks.get_width(), y))
    surf.blit(pygame.transform.smoothscale(streaks, (w, h)), (0, 0))
    y = -2.0
    while y < h + 2:
        tone = rng.choice((WOOD_DARK, WOOD_DARK, (104, 62, 32), WOOD_LIGHT))
        alpha = rng.randint(28, 80)
        amp, freq, phase = rng.uniform(0.3, 1.6), rng.uniform(0.004, 0.025), rng.uniform(0, 6.3)
        x0 = rng.uniform(-w * 0.2, w * 0.6)
        x1 = x0 + rng.uniform(w * 0.2, w * 0.9)
        pts = [(x, y + amp * math.sin(x * freq + phase)) for x in range(int(x0), int(x1), 6)]
        if len(pts) > 1:
            pygame.draw.aalines(surf, (*tone, alpha), False, pts)
        y += rng.uniform(1.6, 3.8)
    for _ in range(max(1, w // 360)):
        kx, ky = rng.randrange(w), rng.uniform(h * 0.3, h * 0.7)
        for k in range(4, 0, -1):
            pygame.draw.ellipse(surf, (*WOOD_DARK, 45),
                                (kx - 6 * k, ky - 1.4 * k, 12 * k, 2.8 * k), 1)
    return surf


def _clip(layer: pygame.Surface, polygons) -> pygame.Surface:
    mask = pygame.Surface(layer.get_size(), pygame.SRCALPHA)
    for pts in polygons:
        pygame.draw.polygon(mask, (255, 255, 255, 255), pts)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return layer


def tray_background(size: tuple[int, int], rim: int, seed: int = 7) -> pygame.Surface:
    """Felt with a fine weave and soft mottling inside a warm wooden frame (drawn once)."""
    rng = random.Random(seed)
    w, h = size
    bg = pygame.Surface((w, h), pygame.SRCALPHA)
    outer_r = max(6, rim * 2 // 3)

    # Wooden frame of four mitred boards: grain along each board.
    wood = pygame.Surface((w, h), pygame.SRCALPHA)
    across = _clip(_grain(rng, w, h), [[(0, 0), (w, 0), (w - rim, rim), (rim, rim)],
                                       [(0, h), (w, h), (w - rim, h - rim), (rim, h - rim)]])
    down = pygame.transform.rotate(_grain(rng, h, w), 90)
    down = _clip(down, [[(0, 0), (rim, rim), (rim, h - rim), (0, h)],
                        [(w, 0), (w - rim, rim), (w - rim, h - rim), (w, h)]])
    wood.blit(across, (0, 0))
    wood.blit(down, (0, 0))
    for a, b in (((0, 0), (rim, rim)), ((w, 0), (w - rim, rim)),
                 ((0, h), (rim, h - rim)), ((w, h), (w - rim, h - rim))):
        pygame.draw.line(wood, (*WOOD_DARK, 140), a, b, 1)
    # Light from above: the top board is a little brighter, the bottom one darker.
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        t = y / max(1, h - 1)
        if t < 0.5:
            pygame.draw.line(shade, (255, 240, 210, int(36 * (1 - 2 * t))), (0, y), (w, y))
        else:
            pygame.draw.line(shade, (0, 0, 0, int(50 * (2 * t - 1))), (0, y), (w, y))
    wood.blit(shade, (0, 0))
    rounded = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(rounded, (255, 255, 255, 255), rounded.get_rect(), border_radius=outer_r)
    wood.blit(rounded, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    bg.blit(wood, (0, 0))
    # Bevel of the frame: a lit outer top/left edge, a dark outer bottom/right edge.
    r = bg.get_rect()
    pygame.draw.rect(bg, (*WOOD_DARK, 230), r, 2, border_radius=outer_r)
    pygame.draw.rect(bg, (*WOOD_LIGHT, 150), r.inflate(-4, -4), 2, border_radius=outer_r - 2)

    # Felt: base colour, large soft mottling, fine noise weave.
    inner = pygame.Rect(rim, rim, w - 2 * rim, h - 2 * rim)
    felt = pygame.Surface(inner.size)
    felt.fill(FELT)
    blotch = pygame.Surface((max(2, inner.w // 28), max(2, inner.h // 28)))
    for by in range(blotch.get_height()):
        for bx in range(blotch.get_width()):
            v = 128 + int(rng.gauss(0, 5))
            blotch.set_at((bx, by), (v, v, v))
    blotch = pygame.transform.smoothscale(blotch, inner.size)
    _overlay(felt, blotch)
    tile = _noise_tile(rng, 96, 7)
    noise = pygame.Surface(inner.size)
    for ty in range(0, inner.h, 96):
        for tx in range(0, inner.w, 96):
            noise.blit(tile, (tx, ty))
    _overlay(felt, noise)

    # Shade near the frame: the felt lies lower than the wood (light from the top left).
    depth = max(8, rim // 2 + 6)
    pad = depth * 2
    frame = pygame.Surface((inner.w + 2 * pad, inner.h + 2 * pad), pygame.SRCALPHA)
    frame.fill((0, 0, 0, 150))
    hole = pygame.Rect(pad, pad, inner.w, inner.h)
    hole.w -= depth // 3
    hole.h -= depth // 3
    hole.x += depth // 3
    hole.y += depth // 3
    pygame.draw.rect(frame, (0, 0, 0, 0), hole, border_radius=8)
    frame = pygame.transform.gaussian_blur(frame, max(2, depth // 2))
    felt.blit(frame, (-pad, -pad))
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=10)
    felt = _with_alpha(felt)
    felt.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    bg.blit(felt, inner.topleft)
    # A dark lip where wood meets felt, and a lit inner edge on the wood.
    pygame.draw.rect(bg, (*WOOD_DARK, 255), inner.inflate(2, 2), 2, border_radius=11)
    pygame.draw.rect(bg, (*WOOD_LIGHT, 120), inner.inflate(7, 7), 2, border_radius=13)
    return _finish(bg)


def _with_alpha(surface: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    out.blit(surface, (0, 0))
    return out


def _overlay(base: pygame.Surface, grey: pygame.Surface) -> None:
    """Lighten where `grey` > 128, darken where < 128 (a cheap overlay blend)."""
    light = grey.copy()
    light.fill((128, 128, 128), special_flags=pygame.BLEND_RGB_SUB)
    dark = pygame.Surface(grey.get_size())
    dark.fill((128, 128, 128))
    dark.blit(grey, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    base.blit(light, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    base.blit(dark, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
