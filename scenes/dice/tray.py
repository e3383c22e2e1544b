"""The dice tray: physics dice (pymunk) thrown into a felt tray, settling on the engine's faces.

The engine decides, the tray shows. ``throw(faces)`` gets the faces the engine already rolled;
the dice are picked up (or come flying in), thrown from one side with seeded velocity and spin,
slide, spin, bounce off the wooden rim and each other, show changing faces while they tumble,
and come to rest on exactly those faces.

Everything that decides where the dice end up runs on a fixed step of 1/120 s driven by an
accumulator, from a random generator seeded with ``(seed, throw number)``: the same seed gives
the same throw, whether it is watched, skipped, or drawn at another frame rate, and
``dice_speed`` only makes the clock run faster (the dice take the same paths).

Dice never vanish or pop into place: new dice fly in over the rim, rethrown dice are gathered
from where they lie, set-aside and flown dice travel on tweens, cleared dice fly off and fade
(or sink and fade where they lie), and ``skip()`` (rest at once) lets the drawn dice glide to
their resting places in a blink.

Drawing is all blits from caches (see ``scenes.dice.art``): felt and rim are drawn once, dice
are pre-rendered per (kind, face, size, state, angle step of 5 degrees).

Sound: the first contact of every collision adds its impulse; at most every 70 ms the tray
plays "clatter" on the optional ``sound`` object (``play(name, volume)``) at a volume that
follows the impacts.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import pygame
import pymunk

from scenes.dice import art as dice_art

STEP = 1 / 120                  # fixed physics step
MAX_STEPS_PER_UPDATE = 30       # at most 0.25 s of simulated catch-up per update
GATHER_TIME = 0.16              # picking the dice up before they are thrown...
GATHER_SPEED = 2800.0           # ... plus the way to the throwing side at this speed (px/s)
AIR_TIME = 0.12                 # thrown dice fly this long before they touch the felt
STOP_TIME = 0.72                # a die thrown on its own slides about this long
REACH = 0.6                     # ... and about this share of the felt far
HOP_TIME = 0.26                 # a die hopping onto another (a "house")
GLIDE_TIME = 0.12               # skip(): the drawn dice glide to their resting places...
GLIDE_SPEED = 4000.0            # ... taking a little longer the farther they have to go
SOUND_INTERVAL = 0.07           # clatter at most this often
SEPARATE_ROUNDS = 16            # rounds of pushing overlapping dice apart when they settle
SEPARATE_TOLERANCE = 0.0        # drawn dice may touch, never overlap
PHYS_PAD = 0.5                  # physics shapes are this much larger than the drawn dice
REST_STEPS = 4                  # steps in a row without motion before a throw counts as settled
MAX_THROW_TIME = 4.0            # safety net: a throw is over after this much simulated time
LUCK_SCALE = 1.45               # the big yellow die
CURSOR_REACH = 0.56             # the cursor's brackets hug their die's corners (never a neighbour)
SELECT_LIFT = 0.3               # chosen dice are lifted a little off the felt
ACCENT = (246, 190, 60)          # the theme's accent yellow: selection and default highlight

_UP_MODES = frozenset(("gather", "hop", "stacked", "fly", "leave", "placed"))
SIDES = {"left": (1, 0), "right": (-1, 0), "top": (0, 1), "bottom": (0, -1)}


def _ease_out(t: float) -> float:
    t = 0.0 if t < 0 else 1.0 if t > 1 else t
    return 1 - (1 - t) ** 3


def _ease_in_out(t: float) -> float:
    t = 0.0 if t < 0 else 1.0 if t > 1 else t
    return t * t * (3 - 2 * t)


def _contact(a: pymunk.Shape, b: pymunk.Shape) -> tuple[float, pymunk.Vec2d]:
    """(penetration depth in pixels, normal from a to b); depth 0 when apart."""
    if not a.cache_bb().intersects(b.cache_bb()):
        return 0.0, pymunk.Vec2d(0, 0)
    try:
        cps = a.shapes_collide(b)
    except AssertionError:      # pymunk asserts when the shapes do not touch at all
        return 0.0, pymunk.Vec2d(0, 0)
    return max((-p.distance for p in cps.points), default=0.0), cps.normal


def _wrap(a: float) -> float:
    """Angle difference folded into [-pi, pi)."""
    return (a + math.pi) % math.tau - math.pi


@dataclass
class _Tween:
    """A die travelling from one pose to another (screen pixels, radians)."""

    start: tuple[float, float, float]
    end: tuple[float, float, float]
    t0: float
    duration: float
    sim: bool                       # runs on the throw clock (True) or the real clock
    arc: float = 0.0                # the path bulges this many pixels up at its middle
    lift: float = 0.0               # height in the middle (0..1): bigger, softer shadow
    lift_end: float = 0.0
    lift_start: float = 0.0
    alpha: tuple[int, int] = (255, 255)
    ease: object = _ease_in_out
    then: str = "rest"              # what the die becomes when it arrives

    def progress(self, now: float) -> float:
        return min(1.0, max(0.0, (now - self.t0) / self.duration))

    def pose(self, now: float):
        t = self.progress(now)
        e = self.ease(t)
        (x0, y0, a0), (x1, y1, a1) = self.start, self.end
        x = x0 + (x1 - x0) * e
        y = y0 + (y1 - y0) * e - self.arc * 4 * e * (1 - e)
        a = a0 + _wrap(a1 - a0) * e
        base = self.lift_start + (self.lift_end - self.lift_start) * e
        h = base + self.lift * 4 * t * (1 - t)
        alpha = round(self.alpha[0] + (self.alpha[1] - self.alpha[0]) * t)
        return x, y, a, h, alpha


class Die:
    """One die: its body, what it shows, where it is and what it is doing.

    ``mode`` is one of ``gather`` (picked up, about to be thrown), ``thrown`` (in the physics),
    ``rest`` (lying in the tray), ``hop`` (jumping onto another die), ``stacked`` (lying on
    another die, cocked), ``fly`` (on a tween), ``aside``/``placed`` (parked by ``set_aside`` /
    ``fly_to``) and ``leave`` (flying off or fading after ``clear``).
    """

    def __init__(self, die_id: int, kind: str, face: int, size: int, pad: float = PHYS_PAD):
        self.id = die_id
        self.pad = pad              # its physics shape is this much larger all round
        self.kind = kind
        self.face = face            # what the engine rolled
        self.shown = face           # what is drawn now
        self.size = size
        self.mode = "new"
        self.pos = (0.0, 0.0)
        self.angle = 0.0
        self.height = 0.0
        self.alpha = 255
        self.tween: _Tween | None = None
        self.locked = True          # shows its final face
        self.roll = 0.0             # distance rolled since the last face change
        self.lock_speed = 0.0
        self.rest_steps = 0
        self.launch: tuple | None = None
        self.highlight: tuple[int, int, int] | None = None
        self.selected = False
        self.base: int | None = None        # the die this one lies on (a house)
        self.wobble = 0.0
        self.glide: tuple[float, ...] | None = None     # dx, dy, da, start, duration
        self.in_space = False
        self.body = pymunk.Body()
        half = size / 2
        radius = size * dice_art.CORNER
        self.radius = radius
        self.shape = pymunk.Poly.create_box(self.body, (size - 2 * radius, size - 2 * radius),
                                            radius=radius + pad)
        self.shape.mass = 1.0 if kind != "luck" else 2.0
        self.shape.friction = 0.45
        self.shape.elasticity = 0.35
        self.shape.collision_type = 1
        self.core_half = half - radius


def table_seed(seed: int | None, match) -> int:
    """The tray's seed at a table: the game's seed if it was given one (reproducible runs and
    tests), else the seed the engine's dice were drawn from, a new one for every game and kept
    in its save, so no two games throw their dice onto the same spots."""
    if seed is not None:
        return seed
    drawn = getattr(getattr(match, "dice", None), "seed", None)
    return drawn if isinstance(drawn, int) and not isinstance(drawn, bool) else 0


class DiceTray:
    """Physics dice in a felt tray.

    ``DiceTray(rect, seed=0, dice_speed=1.0, sound=None, die_size=None, warm_kinds=("pip",))``:
    ``rect`` is the whole tray on screen including its wooden frame (``felt`` is the inside);
    ``sound`` is anything with ``play(name, volume)``; ``warm_kinds`` are the kinds of dice
    whose pictures are rendered ahead, a little each idle frame.

    Throwing: ``throw(faces, kind, keep, ids=, stacked=, side=)``, ``update(dt)``, ``skip()``,
    ``settled``, ``animating``, ``faces_at_rest()``, ``positions()``, ``angles()``,
    ``pose(id)``, ``last_throw``, ``ids``.
    Moving dice: ``set_aside``, ``fly_to``, ``return_to_tray``, ``clear``.
    Houses: ``throw(..., stacked=True)``, ``show_house()``, ``knock(falls_off)``, ``is_house``.
    Marks and picking: ``highlight``, ``clear_highlights``, ``select``, ``selected``, ``cursor``,
    ``cursor_id``, ``die_at(pos)``, ``neighbour(id, direction)``.
    Drawing: ``draw(surface)``, ``prewarm(kinds)``. Checks: ``footprint``, ``overlaps``.
    """

    def __init__(self, rect: pygame.Rect, seed: int = 0, dice_speed: float = 1.0, sound=None,
                 die_size: int | None = None, warm_kinds: Sequence[str] = ("pip",),
                 mark_colours: Sequence = (ACCENT,), gap: float = 0.0):
        self.rect = pygame.Rect(rect)
        self.gap = gap                  # resting dice keep at least this many pixels apart
        self.rim = max(14, min(self.rect.w, self.rect.h) // 18)
        self.felt = self.rect.inflate(-2 * self.rim, -2 * self.rim)
        self.seed = seed
        if not dice_speed > 0:
            raise ValueError(f"dice_speed must be above 0, got {dice_speed!r}")
        self.dice_speed = dice_speed
        self.sound = sound
        self.die_size = die_size or max(30, min(72, round(min(self.felt.w, self.felt.h) / 8.2)))
        self._dice: dict[int, Die] = {}
        self._next_id = 1
        self._throws = 0
        self._rng = random.Random(f"{seed}:tumble:0")
        self._clock = 0.0               # throw clock: advances only in fixed steps
        self._acc = 0.0
        self._real = 0.0                # real clock for visual tweens
        self._active = False            # a throw is being simulated
        self._throw_start = 0.0
        self._stack_pending: tuple[int, int | None] | None = None
        self._impact = 0.0
        self._last_sound = -1.0
        self._muted = False
        self._cursor: int | None = None
        self.last_throw: list[int] = []
        self._bg: pygame.Surface | None = None
        self._bg_parts: list | None = None
        self._warm = None
        self._warm_kinds: list[str] = list(warm_kinds)    # rendered ahead while idle
        self._warm_marks: list[tuple] = [tuple(c)[:3] for c in mark_colours]   # highlight colours, too

        self.space = pymunk.Space()
        self.space.damping = 0.9
        self.space.iterations = 12
        self.space.collision_slop = 0.05
        self._build_walls()
        self.space.on_collision(post_solve=self._on_impact)
        # Felt friction: a die thrown alone slides REACH of the felt's width in STOP_TIME.
        self.slide_decel = 2 * REACH * self.felt.w / STOP_TIME ** 2
        self.spin_decel = 18.0

    # ---------------------------------------------------------------- setup

    def _build_walls(self) -> None:
        f = self.felt
        r = 6.0
        body = self.space.static_body
        corners = [(f.left - r, f.top - r), (f.right + r, f.top - r),
                   (f.right + r, f.bottom + r), (f.left - r, f.bottom + r)]
        for i in range(4):
            seg = pymunk.Segment(body, corners[i], corners[(i + 1) % 4], r)
            seg.elasticity = 0.55
            seg.friction = 0.35
            seg.collision_type = 2
            self.space.add(seg)

    @property
    def background(self) -> pygame.Surface:
        """Felt and frame, drawn once (with clear rounded corners)."""
        if self._bg is None:
            self._bg = dice_art.tray_background(self.rect.size, self.rim, seed=7)
        return self._bg

    def _background_parts(self) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """The background as one big opaque blit plus four small corners with alpha.

        An opaque blit is much cheaper than blending the whole tray every frame, and a blit
        whose left edge lands on a multiple of 16 pixels is about three times cheaper again
        (measured: 0.15 ms instead of 0.55 ms for 1000x560), so a thin strip goes first.
        """
        if self._bg_parts is None:
            bg = self.background
            w, h = bg.get_size()
            c = min(self.rim, w // 2, h // 2)
            solid = pygame.Surface((w, h))
            solid.blit(bg, (0, 0))
            if pygame.display.get_surface() is not None:
                solid = solid.convert()
            x, y = self.rect.topleft
            lead = -x % 16
            parts = [(solid.subsurface((lead, c, w - lead, h - 2 * c)), (x + lead, y + c)),
                     (solid.subsurface((c, 0, w - 2 * c, c)), (x + c, y)),
                     (solid.subsurface((c, h - c, w - 2 * c, c)), (x + c, y + h - c))]
            if lead:
                parts.append((solid.subsurface((0, c, lead, h - 2 * c)), (x, y + c)))
            for cx, cy in ((0, 0), (w - c, 0), (0, h - c), (w - c, h - c)):
                parts.append((bg.subsurface((cx, cy, c, c)), (x + cx, y + cy)))
            self._bg_parts = parts
        return self._bg_parts

    # ---------------------------------------------------------------- queries

    @property
    def settled(self) -> bool:
        """True when no throw is in progress: every thrown die lies still on its face."""
        return not self._active

    @property
    def animating(self) -> bool:
        """True while anything still moves on screen (throw, tweens, glides, wobbles)."""
        if self._active:
            return True
        for d in self._dice.values():
            if d.tween is not None or d.glide is not None or d.wobble > 0.05:
                return True
        return False

    @property
    def ids(self) -> list[int]:
        return list(self._dice)

    @property
    def is_house(self) -> bool:
        """True while a die lies on another one (the throw must be repeated)."""
        return any(d.mode in ("stacked", "hop") for d in self._dice.values())

    @property
    def selected(self) -> set[int]:
        return {d.id for d in self._dice.values() if d.selected}

    @property
    def cursor_id(self) -> int | None:
        return self._cursor

    def die(self, die_id: int) -> Die:
        return self._dice[die_id]

    def faces_at_rest(self) -> dict[int, int]:
        """What each die shows (every die the tray holds)."""
        return {d.id: d.shown for d in self._dice.values()}

    def positions(self) -> dict[int, tuple[float, float]]:
        """Where each die is (its resting or parked place; tweens report their target)."""
        out = {}
        for d in self._dice.values():
            if d.tween is not None:
                out[d.id] = d.tween.end[:2]
            elif d.in_space:
                out[d.id] = tuple(d.body.position)
            else:
                out[d.id] = d.pos
        return out

    def pose(self, die_id: int) -> tuple[float, float, float, float, int]:
        """How a die is drawn right now: (x, y, angle in radians, height 0..1, alpha 0..255)."""
        return self._pose(self._dice[die_id])

    def drawn_rect(self, die_id: int) -> pygame.Rect:
        """The screen rectangle the die's image covers right now (without its shadow)."""
        d = self._dice[die_id]
        x, y, a, h, _ = self._pose(d)
        if d.selected and h < SELECT_LIFT:
            h = SELECT_LIFT
        state = "cocked" if d.mode == "stacked" else "plain"
        size = round(d.size * 1.08) if state == "cocked" else d.size
        if state == "cocked":
            h = 0.25
        step = round(a * 180 / math.pi / dice_art.ANGLE_STEP_DEG) % dice_art.STEPS
        img, ox, oy = dice_art.die_sprite(d.kind, d.shown, size, state, step)
        return pygame.Rect(round(x) + ox, round(y - self._lift(d, h, y)) + oy, *img.get_size())

    def angles(self) -> dict[int, float]:
        return {d.id: (d.body.angle if d.in_space else d.angle) for d in self._dice.values()}

    def footprint(self, die_id: int) -> tuple[list[tuple[float, float]], float]:
        """The die's rounded square as (corners of its inner square, corner radius)."""
        d = self._dice[die_id]
        x, y = self.positions()[die_id]
        if d.tween is not None:
            a = d.tween.end[2]
        else:
            a = d.body.angle if d.in_space else d.angle
        h = d.core_half
        c, s = math.cos(a), math.sin(a)
        return ([(x + px * c - py * s, y + px * s + py * c)
                 for px, py in ((-h, -h), (h, -h), (h, h), (-h, h))], d.radius)

    def overlaps(self, tolerance: float = 0.5) -> list[tuple[int, int, float]]:
        """Pairs of dice in the tray that overlap by more than `tolerance` pixels."""
        dice = [d for d in self._dice.values() if d.in_space]
        out = []
        for i, a in enumerate(dice):
            for b in dice[i + 1:]:
                depth = self._depth(a, b)
                if depth > tolerance:
                    out.append((a.id, b.id, depth))
        return out

    @staticmethod
    def _depth(a: Die, b: Die) -> float:
        """How far the drawn squares of two dice overlap (pixels; 0 or less when apart)."""
        return _contact(a.shape, b.shape)[0] - a.pad - b.pad

    # ---------------------------------------------------------------- throwing

    def throw(self, faces: Sequence[int], kind: str = "pip", keep: Iterable[int] = (), *,
              ids: Sequence[int] | None = None, stacked: bool | int = False,
              side: str = "left") -> list[int]:
        """Throw dice that will settle on `faces` (decided by the engine). Returns their ids.

        Which dice: `ids` if given; else dice of `kind` lying in the tray, then parked ones
        (set aside / flown), then new dice flying in over the rim; `keep` are never taken.
        Dice not thrown stay exactly where they are (thrown dice bounce off them).
        `stacked`: after settling, one die (the last thrown, or the die id given) hops onto
        another and lies there cocked: a "house" the rules make you rethrow.
        `side`: the side of the tray the dice are thrown from.
        """
        if kind not in dice_art.KINDS:
            raise ValueError(f"unknown dice kind {kind!r}; use one of {dice_art.KINDS}")
        faces = [int(f) for f in faces]
        if any(not 1 <= f <= 6 for f in faces):
            raise ValueError(f"faces must be 1..6, got {faces}")
        nvec = SIDES.get(side)
        if nvec is None:
            raise ValueError(f"unknown side {side!r}; use one of {tuple(SIDES)}")
        keep = set(keep)
        if ids is not None:
            ids = list(ids)
            if len(ids) != len(faces):
                raise ValueError("throw(): ids and faces differ in length")
            chosen = [self._dice[i] for i in ids]
        else:
            order = {"rest": 0, "thrown": 0, "stacked": 0, "hop": 0, "gather": 1,
                     "aside": 2, "placed": 2, "fly": 3}
            pool = sorted((d for d in self._dice.values()
                           if d.kind == kind and d.id not in keep and d.mode in order),
                          key=lambda d: (order[d.mode], d.id))
            chosen = pool[:len(faces)]
            while len(chosen) < len(faces):
                chosen.append(self._new_die(kind))
        self._throws += 1
        rng = random.Random(f"{self.seed}:throw:{self._throws}")
        self._rng = random.Random(f"{self.seed}:tumble:{self._throws}")
        thrown_ids = {d.id for d in chosen}
        spots = self._launch_spots(chosen, thrown_ids, nvec, rng)
        now = self._clock
        self._throw_start = now
        for die, face, spot in zip(chosen, faces, spots, strict=True):
            start = self._pose(die)
            if die.mode == "new":
                start = self._entry_pose(spot, nvec)
            self._take_out(die)
            die.face = face
            die.base = None
            die.wobble = 0.0
            die.glide = None
            die.mode = "gather"
            die.locked = False
            die.roll = 0.0
            die.rest_steps = 0
            die.selected = False
            launch_angle = start[2] + rng.uniform(-0.6, 0.6)
            far = math.dist(start[:2], spot[:2])
            gather = GATHER_TIME + min(0.3, far / GATHER_SPEED) + rng.uniform(0.0, 0.04)
            die.tween = _Tween(start[:3], (spot[0], spot[1], launch_angle), now, gather,
                               sim=True, lift=0.0, lift_start=start[3], lift_end=1.0,
                               alpha=(start[4], 255), ease=_ease_in_out, then="launch")
            speed, direction = self._launch_velocity(nvec, rng, spot[2])
            die.launch = ((spot[0], spot[1]), launch_angle,
                          (direction[0] * speed, direction[1] * speed),
                          rng.choice((-1, 1)) * rng.uniform(7.0, 15.0))
            die.lock_speed = 0.4 * speed
        if stacked is not False and chosen:
            top = stacked if (stacked is not True and isinstance(stacked, int)) else chosen[-1].id
            self._stack_pending = (top, None)
        self._active = True
        self.last_throw = [d.id for d in chosen]
        if kind not in self._warm_kinds:
            self._warm_kinds.append(kind)
            self._warm = None
        return list(self.last_throw)

    def _new_die(self, kind: str) -> Die:
        size = round(self.die_size * LUCK_SCALE) if kind == "luck" else self.die_size
        die = Die(self._next_id, kind, 1, size, PHYS_PAD + self.gap / 2)
        die.alpha = 0
        self._next_id += 1
        self._dice[die.id] = die
        return die

    def _entry_pose(self, spot, nvec):
        """New dice come in over the rim on the throwing side, fading in there: never from
        beyond the tray (a score sheet beside it is never crossed)."""
        lift = self._lift_of(self.die_size, 1.0)
        reach = self.die_size * 0.75             # half a die turned on its corner, and a little
        x = min(max(spot[0], self.rect.left + reach), self.rect.right - reach)
        y = min(max(spot[1], self.rect.top + reach + lift), self.rect.bottom - reach)
        if nvec[0] > 0:
            x = self.rect.left + reach
        elif nvec[0] < 0:
            x = self.rect.right - reach
        elif nvec[1] > 0:
            y = self.rect.top + reach + lift
        else:
            y = self.rect.bottom - reach
        return (x, y, 0.0, 1.0, 0)

    def _launch_velocity(self, nvec, rng, fan: float):
        """Speed and direction of one die: into the tray, fanning out like a handful."""
        along = self.felt.w if nvec[0] else self.felt.h
        reach = REACH * along * rng.uniform(0.6, 1.15)
        speed = math.sqrt(2 * self.slide_decel * reach)
        a = math.atan2(nvec[1], nvec[0]) + 0.55 * fan + rng.uniform(-0.35, 0.35)
        return speed, (math.cos(a), math.sin(a))

    def _launch_spots(self, chosen: list[Die], thrown: set[int], nvec,
                      rng) -> list[tuple[float, float, float]]:
        """A handful of free places by the throwing side: (x, y, fan -1..1 across the side).

        The places fill a half disc around the middle of that side, skipping dice that stay.
        """
        f = self.felt
        tvec = (-nvec[1], nvec[0])
        big = max(d.size for d in chosen)
        pitch = big * 1.45
        if nvec[0] > 0:
            origin = (f.left, f.centery)
        elif nvec[0] < 0:
            origin = (f.right, f.centery)
        elif nvec[1] > 0:
            origin = (f.centerx, f.top)
        else:
            origin = (f.centerx, f.bottom)
        along = f.w if nvec[0] else f.h
        across = f.h if nvec[0] else f.w
        rows = max(1, int((across - big * 1.1) // pitch) + 1)
        cols = max(1, int((along - big * 1.1) // pitch) + 1)
        grid = [(col, row - (rows - 1) / 2) for col in range(cols) for row in range(rows)]
        grid.sort(key=lambda cr: (cr[0] + 0.5) ** 2 + cr[1] ** 2)
        staying = [(self._pose(d)[:2], d.size) for d in self._dice.values()
                   if d.id not in thrown and d.in_space]
        staying += [(d.launch[0], d.size) for d in self._dice.values()    # other handfuls
                    if d.id not in thrown and d.mode == "gather" and d.launch]
        spots: list[tuple[float, float, float]] = []
        for col, lat in grid:
            depth = big * 0.75 + col * pitch
            off = lat * pitch + rng.uniform(-0.1, 0.1) * big
            x = origin[0] + nvec[0] * depth + tvec[0] * off
            y = origin[1] + nvec[1] * depth + tvec[1] * off
            if any(math.dist((x, y), p) < (s + big) * 0.75 for p, s in staying):
                continue
            spots.append((x, y, off))
            if len(spots) == len(chosen):
                break
        # A very full tray: pile the rest in the middle (they push each other apart).
        while len(spots) < len(chosen):
            spots.append((f.centerx + rng.uniform(-1, 1) * f.w / 4,
                          f.centery + rng.uniform(-1, 1) * f.h / 4, 0.0))
        spread = max(abs(o) for _, _, o in spots) or 1.0
        out = [(x, y, o / spread) for x, y, o in spots]
        rng.shuffle(out)
        return out

    def _take_out(self, die: Die, drop_riders: bool = True) -> None:
        if drop_riders:
            self._drop_riders(die)
        if die.in_space:
            die.pos = tuple(die.body.position)
            die.angle = die.body.angle
            self.space.remove(die.body, die.shape)
            die.in_space = False

    def _drop_riders(self, base: Die) -> None:
        """A die lying on `base` slides off onto the felt when `base` is taken away."""
        for d in list(self._dice.values()):
            if d.base == base.id and d.mode == "stacked":
                x, y, a, _, alpha = self._pose(d)
                d.base = None
                d.wobble = 0.0
                spot = self._free_spot(d, (x, y), ignore=base)
                d.mode = "fly"
                d.tween = _Tween((x, y, a), (spot[0], spot[1], a - math.radians(14)),
                                 self._real, 0.25, sim=False, arc=d.size * 0.3, lift=0.3,
                                 lift_start=0.25, alpha=(alpha, 255), then="rest")

    def _put_in(self, die: Die, pos, angle: float, dynamic: bool) -> None:
        die.body.body_type = pymunk.Body.DYNAMIC if dynamic else pymunk.Body.KINEMATIC
        die.body.position = pos
        die.body.angle = angle
        die.body.velocity = (0, 0)
        die.body.angular_velocity = 0
        if not die.in_space:
            self.space.add(die.body, die.shape)
            die.in_space = True
        self.space.reindex_shapes_for_body(die.body)

    def _launch(self, die: Die) -> None:
        pos, angle, vel, spin = die.launch
        die.tween = None
        self._put_in(die, pos, angle, dynamic=True)
        die.body.velocity = vel
        die.body.angular_velocity = spin
        die.mode = "thrown"
        die.height = 1.0
        die.alpha = 255

    # ---------------------------------------------------------------- simulation

    def update(self, dt: float) -> None:
        """Advance by `dt` real seconds (the throw runs `dice_speed` times as fast)."""
        self._real += dt
        if self._active:
            self._acc += dt * self.dice_speed
            steps = 0
            while self._acc >= STEP and self._active:
                self._acc -= STEP
                self._step()
                steps += 1
                if steps >= MAX_STEPS_PER_UPDATE:
                    self._acc = 0.0
                    break
            if not self._active:
                self._acc = 0.0
        self._update_real(dt)
        self._emit_sound()
        if not self.animating:
            self._idle_warm()

    def _step(self) -> None:
        self._clock += STEP
        now = self._clock
        for die in self._dice.values():
            t = die.tween
            if t is not None and t.sim and now >= t.t0 + t.duration:
                if t.then == "launch":
                    self._launch(die)
                else:
                    self._arrive(die)
        moving = [d for d in self._dice.values() if d.mode == "thrown"]
        if moving:
            self.space.step(STEP)
            self._slide(moving)
        busy = any(d.mode in ("gather", "thrown", "hop") for d in self._dice.values())
        if not busy:
            if self._stack_pending is not None:
                self._start_hop()
            else:
                self._active = False
        elif now - self._throw_start > MAX_THROW_TIME:
            for d in moving:
                d.body.velocity = (0, 0)
                d.body.angular_velocity = 0
                d.rest_steps = REST_STEPS
            self._settle_all()

    def _slide(self, moving: list[Die]) -> None:
        """Felt friction, landing, tumbling faces and rest detection for thrown dice."""
        dv = self.slide_decel * STEP
        dw = self.spin_decel * STEP
        rng = self._rng
        all_still = True
        for d in moving:
            body = d.body
            vx, vy = body.velocity
            speed = math.hypot(vx, vy)
            if d.height > 0:
                d.height = max(0.0, d.height - STEP / AIR_TIME)
                if d.height == 0:
                    self.add_impact(0.35 * speed)
            else:
                if speed <= dv:
                    body.velocity = (0, 0)
                else:
                    k = (speed - dv) / speed
                    body.velocity = (vx * k, vy * k)
                w = body.angular_velocity
                if w:   # a die that hardly slides any more stops spinning quickly too
                    brake = dw * (1 + 5 * max(0.0, 1 - speed / 150))
                    body.angular_velocity = 0.0 if abs(w) <= brake else w - math.copysign(brake, w)
            if speed > 0:
                self._hold_in(d)
            if not d.locked:
                if d.height == 0 and speed < d.lock_speed:
                    d.locked = True
                    d.shown = d.face
                else:
                    d.roll += speed * STEP
                    if d.roll > d.size * 0.9:
                        d.roll = 0.0
                        d.shown = rng.choice([f for f in range(1, 7) if f != d.shown])
            if d.height == 0 and speed < 1.0 and abs(body.angular_velocity) < 0.05:
                body.velocity = (0, 0)
                body.angular_velocity = 0
                d.rest_steps += 1
            else:
                d.rest_steps = 0
            if d.rest_steps < REST_STEPS:
                all_still = False
        if all_still and not any(d.mode == "gather" for d in self._dice.values()):
            self._settle_all()

    def _settle_all(self) -> None:
        """Every thrown die lies still: lock faces, separate any overlap, make them solid."""
        thrown = [d for d in self._dice.values() if d.mode == "thrown"]
        for d in thrown:
            d.locked = True
            d.shown = d.face
            d.height = 0.0
            d.body.velocity = (0, 0)
            d.body.angular_velocity = 0
            d.mode = "rest"
        self._separate(thrown)
        for d in thrown:
            d.body.body_type = pymunk.Body.KINEMATIC
            d.body.velocity = (0, 0)
            d.body.angular_velocity = 0

    def _separate(self, movable: list[Die]) -> None:
        """Push apart dice whose drawn squares overlap, and keep them on the felt.

        The physics shapes are PHYS_PAD pixels larger all round than the drawn dice, so the
        solver's usual sub-pixel leftovers never show; this only fixes rare deeper jams.
        """
        movable_ids = {d.id for d in movable}
        by_shape = {d.shape: d for d in self._dice.values() if d.in_space}
        for _ in range(SEPARATE_ROUNDS):
            moved = False
            for a in movable:
                for info in self.space.shape_query(a.shape):
                    b = by_shape.get(info.shape)
                    if b is None:
                        continue
                    cps = info.contact_point_set
                    depth = max((-p.distance for p in cps.points), default=0.0) - a.pad - b.pad
                    if depth > SEPARATE_TOLERANCE:         # the normal points from a to b
                        both = b.id in movable_ids
                        push = depth * (0.5 if both else 1.0) + 0.05
                        a.body.position -= cps.normal * push
                        self.space.reindex_shapes_for_body(a.body)
                        if both:
                            b.body.position += cps.normal * push
                            self.space.reindex_shapes_for_body(b.body)
                        moved = True
                moved |= self._keep_inside(a)
            if not moved:
                break
        # a jam the pushes could not undo (a fast die that went through another, dice
        # wedged in a corner): the die moves to the nearest free place, so every face can be read
        for a in movable:
            if any(self._depth(a, b) > SEPARATE_TOLERANCE for b in by_shape.values() if b is not a):
                a.body.position = self._free_spot(a, tuple(a.body.position))
                self.space.reindex_shapes_for_body(a.body)

    def _hold_in(self, d: Die) -> None:
        """A fast die can dent the rim for a step (no continuous collision): put it back
        on the felt and let it bounce instead."""
        x, y = d.body.position
        m = d.size * 0.75
        f = self.felt
        if f.left + m < x < f.right - m and f.top + m < y < f.bottom - m:
            return
        before = d.body.position
        if self._keep_inside(d):
            dx, dy = d.body.position - before
            vx, vy = d.body.velocity
            if dx * vx < 0:
                vx = -vx * 0.55
            if dy * vy < 0:
                vy = -vy * 0.55
            d.body.velocity = (vx, vy)

    def _keep_inside(self, d: Die) -> bool:
        bb = d.shape.cache_bb()
        f = self.felt
        pad = d.pad
        dx = max(0.0, f.left - pad - bb.left) - max(0.0, bb.right - f.right - pad)
        dy = max(0.0, f.top - pad - bb.bottom) - max(0.0, bb.top - f.bottom - pad)
        if dx > 0.01 or dx < -0.01 or dy > 0.01 or dy < -0.01:
            d.body.position += (dx, dy)
            self.space.reindex_shapes_for_body(d.body)
            return True
        return False

    def _start_hop(self) -> None:
        top_id, base_id = self._stack_pending
        self._stack_pending = None
        top = self._dice.get(top_id)
        if top is None:
            return
        candidates = [d for d in self._dice.values()
                      if d is not top and d.mode == "rest" and d.kind == top.kind]
        if base_id is not None and base_id in self._dice:
            base = self._dice[base_id]
        elif candidates:
            p = self._pose(top)[:2]
            base = min(candidates, key=lambda d: math.dist(p, self._pose(d)[:2]))
        else:
            return
        bx, by, ba, _, _ = self._pose(base)
        start = self._pose(top)
        self._take_out(top)
        top.base = base.id
        off = base.size * 0.22
        end = (bx + off, by - off * 0.9, ba + math.radians(14))
        top.mode = "hop"
        top.tween = _Tween(start[:3], end, self._clock, HOP_TIME, sim=True, arc=base.size * 0.5,
                           lift=0.5, ease=_ease_in_out, then="stacked")

    def _arrive(self, die: Die) -> None:
        t = die.tween
        die.tween = None
        die.pos = (t.end[0], t.end[1])
        die.angle = t.end[2]
        die.height = t.lift_end
        die.alpha = t.alpha[1]
        if t.then == "stacked":
            die.mode = "stacked"
            die.height = 0.0
            die.wobble = 1.0
            self.add_impact(die.size * 4)
        elif t.then == "leave":
            del self._dice[die.id]
            if self._cursor == die.id:
                self._cursor = None
        elif t.then == "rest":
            die.mode = "rest"
            self._put_in(die, die.pos, die.angle, dynamic=False)
        else:                                   # "aside" / "placed"
            die.mode = t.then
            if t.then == "aside" and self._inside_felt(die):
                self._put_in(die, die.pos, die.angle, dynamic=False)

    def _inside_felt(self, die: Die) -> bool:
        x, y = die.pos
        m = die.size * 0.72
        return self.felt.inflate(-2 * m, -2 * m).collidepoint(x, y)

    def _update_real(self, dt: float) -> None:
        now = self._real
        for die in list(self._dice.values()):
            t = die.tween
            if t is not None and not t.sim and now >= t.t0 + t.duration:
                self._arrive(die)
            if die.glide is not None and now - die.glide[3] >= die.glide[4]:
                die.glide = None
            if die.wobble > 0:
                die.wobble = max(0.0, die.wobble - dt * 1.5) if die.mode == "stacked" else 0.0

    def skip(self) -> None:
        """Jump straight to rest: the throw is decided at once with the right faces.

        The simulation runs to its end at once (so skipping gives the same resting places as
        watching); the drawn dice then glide there in a blink instead of jumping.
        """
        if not self._active:
            return
        before = {d.id: self._pose(d) for d in self._dice.values()}
        self._muted = True
        guard = int(MAX_THROW_TIME / STEP) + 200
        while self._active and guard > 0:
            self._step()
            guard -= 1
        for d in self._dice.values():        # a pending hop lands at once as well
            if d.tween is not None and d.tween.sim:
                self._arrive(d)
        self._active = False
        self._acc = 0.0
        self._impact = 0.0
        self._muted = False
        for d in self._dice.values():
            if d.id in before:
                self._start_glide(d, before[d.id])

    def _start_glide(self, d: Die, old) -> None:
        new = self._pose(d, glide=False)
        dx, dy, da = old[0] - new[0], old[1] - new[1], _wrap(old[2] - new[2])
        if abs(dx) + abs(dy) > 0.5 or abs(da) > 0.02:
            duration = GLIDE_TIME + min(0.2, math.hypot(dx, dy) / GLIDE_SPEED)
            d.glide = (dx, dy, da, self._real, duration)

    # ---------------------------------------------------------------- moving dice around

    def set_aside(self, die_id: int, pos: tuple[float, float], duration: float = 0.35,
                  angle: float | None = None, arc: bool = True) -> None:
        """Fly a die to `pos` (at the edge of the tray or outside it); it stays there. Without
        `arc` it glides the straight way (never up over the tray's far edge)."""
        self._fly(die_id, pos, duration, arc=arc, then="aside", angle=angle,
                  height=0.45)

    def fly_to(self, die_id: int, pos: tuple[float, float], duration: float = 0.45,
               arc: bool = True, angle: float | None = None, height: float = 0.8) -> None:
        """Pick a die up and fly it to any screen position (in an arc); it stays there.
        `height` (0..1): how high it is lifted on the way (low: it slides along the felt)."""
        self._fly(die_id, pos, duration, arc=arc, then="placed", angle=angle, height=height)

    def _fly(self, die_id, pos, duration, arc, then, angle, height) -> None:
        d = self._dice[die_id]
        start = self._pose(d)
        self._take_out(d)
        if d.mode in ("thrown", "gather", "hop"):
            d.locked = True
            d.shown = d.face
        d.glide = None
        if angle is None:   # land square to the screen (symbols upright), the nearest way round
            turn = math.pi / 2 if d.kind == "pip" else math.tau
            angle = round(start[2] / turn) * turn
        dist = math.dist(start[:2], pos)
        d.mode = "fly"
        d.base = None
        d.wobble = 0.0
        d.tween = _Tween(start[:3], (pos[0], pos[1], angle), self._real, max(duration, 1e-3),
                         sim=False, arc=(min(160.0, dist * 0.3) if arc else 0.0),
                         lift=height, lift_start=start[3], alpha=(start[4], 255),
                         ease=_ease_in_out, then=then)
        self._recheck_active()

    def return_to_tray(self, die_id: int, duration: float = 0.35) -> None:
        """Fly a parked die back onto a free spot of the felt, where it lies again."""
        d = self._dice[die_id]
        spot = self._free_spot(d, self._pose(d)[:2])
        self._fly(die_id, spot, duration, arc=True, then="rest", angle=None, height=0.45)

    def _free_spot(self, die: Die, near, ignore: Die | None = None) -> tuple[float, float]:
        """The free place on the felt nearest to `near` (clear of every other die)."""
        f = self.felt
        places = self.positions()
        others = [(places[o.id], o.size) for o in self._dice.values()
                  if o is not die and o is not ignore
                  and (o.in_space or o.mode in ("hop", "stacked", "gather"))
                  or (o.tween is not None and o.tween.then == "rest" and o is not die)]
        m = die.size * 0.75
        best, best_d = (f.centerx, f.centery), float("inf")
        step = max(8, die.size // 3)
        for y in range(int(f.top + m), int(f.bottom - m) + 1, step):
            for x in range(int(f.left + m), int(f.right - m) + 1, step):
                if all(math.dist((x, y), p) >= (s + die.size) * 0.75 for p, s in others):
                    dd = math.dist((x, y), near)
                    if dd < best_d:
                        best, best_d = (float(x), float(y)), dd
        return best

    def clear(self, ids: Iterable[int] | None = None, duration: float = 0.45,
              in_place: bool = False) -> None:
        """Dice fly off the tray and fade out (all dice, or `ids`); then they are gone.

        `in_place`: the dice sink onto the felt and fade where they lie instead, so a tray
        with a heading or score sheets around it never sees a die cross them."""
        targets = list(self._dice.values()) if ids is None else [self._dice[i] for i in ids]
        cx, cy = self.rect.center
        for d in targets:
            x, y, a, h, alpha = self._pose(d)
            self._take_out(d)
            if in_place:     # settles where it is (no turn: a turned die is drawn wider)
                self._leave(d, _Tween((x, y, a), (x, y, a), self._real, duration, sim=False, lift_start=h,
                                      lift_end=0.0, alpha=(alpha, 0), ease=_ease_in_out, then="leave"))
                continue
            dx, dy = x - cx, y - cy
            n = math.hypot(dx, dy) or 1.0
            reach = max(self.rect.w, self.rect.h) * 0.35
            end = (x + dx / n * reach, y + dy / n * reach, a + 1.5)
            self._leave(d, _Tween((x, y, a), end, self._real, duration, sim=False, arc=30.0,
                                  lift=0.3, lift_start=h, lift_end=0.6, alpha=(alpha, 0),
                                  ease=_ease_in_out, then="leave"))
        self._recheck_active()

    @staticmethod
    def _leave(d: Die, tween: _Tween) -> None:
        """A cleared die forgets where it was going and what marked it, and plays `tween` out."""
        d.glide = None
        d.base = None
        d.wobble = 0.0
        d.selected = False
        d.highlight = None
        d.mode = "leave"
        d.tween = tween

    def _recheck_active(self) -> None:
        if self._active and not any(d.mode in ("gather", "thrown", "hop")
                                    for d in self._dice.values()):
            if self._stack_pending is None:
                self._active = False

    # ---------------------------------------------------------------- houses (Hausbau / Klopfen)

    def show_house(self, die_id: int | None = None, base_id: int | None = None) -> None:
        """Let a die hop onto another and lie there cocked (now, or when the throw settles)."""
        if die_id is None:
            candidates = [d.id for d in self._dice.values() if d.mode in ("rest", "thrown")]
            if len(candidates) < 2:
                return
            die_id = self.last_throw[-1] if self.last_throw and self.last_throw[-1] in \
                candidates else candidates[-1]
        self._stack_pending = (die_id, base_id)
        if not self._active:
            self._active = True
            self._throw_start = self._clock

    def knock(self, falls_off: bool = True) -> None:
        """Klopfen: the table is knocked; every die jumps a little, a stacked die falls off
        onto a free place (`falls_off`) or wobbles and stays."""
        for d in self._dice.values():
            if d.mode == "rest" and d.tween is None:
                x, y, a, _, _ = self._pose(d)
                d.tween = _Tween((x, y, a), (x, y, a), self._real, 0.22, sim=False,
                                 lift=0.18, then="rest")
                self._take_out(d, drop_riders=False)
                d.mode = "fly"
        for d in [d for d in self._dice.values() if d.mode == "stacked"]:
            if falls_off:
                spot = self._free_spot(d, self._pose(d)[:2])
                x, y, a, h, alpha = self._pose(d)
                d.mode = "fly"
                d.base = None
                d.wobble = 0.0
                d.tween = _Tween((x, y, a), (spot[0], spot[1], a - math.radians(14)), self._real,
                                 0.3, sim=False, arc=d.size * 0.4, lift=0.4, then="rest")
                self.add_impact(d.size * 4)
            else:
                d.wobble = 2.0

    # ---------------------------------------------------------------- marks

    def highlight(self, die_ids: Iterable[int], colour=ACCENT) -> None:
        """A glowing outline around these dice (`colour=None` takes it away)."""
        if colour is not None and tuple(colour)[:3] not in self._warm_marks:
            self._warm_marks.append(tuple(colour)[:3])
            self._warm = None
        for i in die_ids:
            if i in self._dice:
                self._dice[i].highlight = None if colour is None else tuple(colour)[:3]

    def clear_highlights(self) -> None:
        for d in self._dice.values():
            d.highlight = None

    def select(self, die_id: int, on: bool = True) -> None:
        """Mark a die as chosen (lifted a little, with a steady outline: golden, or the
        colour of its highlight)."""
        self._dice[die_id].selected = bool(on)

    def cursor(self, die_id: int | None) -> None:
        """Put the keyboard cursor (animated corner brackets) on a die, or nowhere."""
        self._cursor = die_id if die_id in self._dice else None

    def die_at(self, pos) -> int | None:
        """The topmost die under a screen position (for the mouse)."""
        best = None
        for d in self._draw_order():
            x, y, _, h, _ = self._pose(d)
            if math.dist((x, y - self._lift(d, h, y)), pos) <= d.size * 0.62:
                best = d.id
        return best

    def neighbour(self, die_id: int | None, direction: tuple[float, float],
                  among: Iterable[int] | None = None) -> int | None:
        """The die nearest to `die_id` in a screen direction, e.g. (1, 0) = to the right.

        `among`: only these dice are candidates (e.g. the dice of the last throw, not the
        ones set aside); without a die to start from, the leftmost candidate."""
        allowed = None if among is None else set(among)
        dice = [d for d in self._dice.values() if d.mode != "leave"
                and (allowed is None or d.id in allowed)]
        if not dice:
            return None
        if die_id not in self._dice:
            return min(dice, key=lambda d: (self._pose(d)[0], self._pose(d)[1])).id
        ox, oy = self._pose(self._dice[die_id])[:2]
        dx, dy = direction
        n = math.hypot(dx, dy) or 1.0
        dx, dy = dx / n, dy / n
        best, score = None, float("inf")
        for d in dice:
            if d.id == die_id:
                continue
            x, y = self._pose(d)[:2]
            vx, vy = x - ox, y - oy
            dist = math.hypot(vx, vy)
            if dist < 1e-6:
                continue
            cos = (vx * dx + vy * dy) / dist
            if cos < 0.35:
                continue
            s = dist / cos ** 2
            if s < score:
                best, score = d.id, s
        return best

    # ---------------------------------------------------------------- drawing

    def _pose(self, d: Die, glide: bool = True):
        """(x, y, angle, height, alpha) of a die as drawn now."""
        if d.tween is not None:
            x, y, a, h, alpha = d.tween.pose(self._clock if d.tween.sim else self._real)
        elif d.in_space:
            (x, y), a, h, alpha = d.body.position, d.body.angle, d.height, d.alpha
        else:
            (x, y), a, h, alpha = d.pos, d.angle, d.height, d.alpha
        if glide and d.glide is not None:
            dx, dy, da, t0, duration = d.glide
            k = 1 - _ease_in_out((self._real - t0) / duration)
            x, y, a = x + dx * k, y + dy * k, a + da * k
        return x, y, a, h, alpha

    def _lift(self, d: Die, h: float, y: float | None = None) -> float:
        """How high a die at height `h` is drawn above its place; by the far rim no higher than
        keeps it over the tray (a die in the air never pokes out over what lies beyond)."""
        lift = self._lift_of(d.size, h)
        if y is not None and self._inside_rect(d):
            lift = min(lift, max(0.0, y - self.rect.top - d.size * 0.75))
        return lift

    def _inside_rect(self, d: Die) -> bool:
        """The die belongs to the tray now (not flying to a place of its own beyond it)."""
        return d.mode not in ("fly", "aside", "placed", "leave")

    @staticmethod
    def _lift_of(size: float, h: float) -> float:
        return h * size * 0.4

    def _draw_order(self) -> list[Die]:
        def key(d: Die):
            up = d.mode in ("gather", "hop", "stacked", "fly", "leave", "placed") or d.height > 0
            return (1 if up else 0, d.height if d.tween is None else 0.5, d.id)
        return sorted(self._dice.values(), key=key)

    def draw(self, surface: pygame.Surface, background: bool = True) -> None:
        """Blit the tray and its dice (never changes the simulation).

        Dice on the felt first (all their shadows, then the dice), then dice in the air or
        lying on other dice, lowest first. Everything is a blit of a cached sprite.
        """
        if background:
            surface.blits(self._background_parts(), doreturn=False)
        now = self._real
        pulse = 0.5 + 0.5 * math.sin(now * 5.0)
        unit = self.die_size / 50
        to_step = 180 / math.pi / dice_art.ANGLE_STEP_DEG
        steps = dice_art.STEPS
        ground: list[tuple] = []
        air: list[tuple] = []
        for d in self._dice.values():
            if d.tween is None and d.glide is None and d.in_space:
                (x, y), a, h, alpha = d.body.position, d.body.angle, d.height, d.alpha
            else:
                x, y, a, h, alpha = self._pose(d)
            if alpha <= 0:
                continue
            if d.selected and h < SELECT_LIFT:
                h = SELECT_LIFT
            up = h > 0 or d.mode in _UP_MODES
            if d.mode == "stacked":
                h = 0.25
                x += math.sin(now * 9.0) * 1.6 * unit * (1 + d.wobble)
            entry = (h, d.id, x, y, round(a * to_step) % steps, alpha, d)
            (air if up else ground).append(entry)
        air.sort()
        for group in (ground, air):
            if group:
                self._draw_group(surface, group, unit, pulse)
        if self._cursor is not None and self._cursor in self._dice:
            self._draw_cursor(surface, self._dice[self._cursor], pulse)

    def _draw_group(self, surface: pygame.Surface, group, unit: float, pulse: float) -> None:
        batch = []
        for h, _, x, y, step, alpha, d in group:
            state = "cocked" if d.mode == "stacked" else "plain"
            size = round(d.size * 1.08) if state == "cocked" else d.size
            dice_art.place_shadow(surface, batch, size, step, x, y, h, alpha, state)
        if batch:
            surface.blits(batch, doreturn=False)
            batch = []
        for h, _, x, y, step, alpha, d in group:
            state = "cocked" if d.mode == "stacked" else "plain"
            size = round(d.size * 1.08) if state == "cocked" else d.size
            cx, cy = round(x), round(y - self._lift(d, h, y))
            if d.highlight is not None or d.selected:
                if batch:
                    surface.blits(batch, doreturn=False)
                    batch = []
                if d.highlight is not None:
                    img, ox, oy = dice_art.glow_sprite(d.size, d.highlight, step)
                    img.set_alpha(min(int(120 + 135 * pulse), alpha))
                    surface.blit(img, (cx + ox, cy + oy))
                # a chosen die wears its highlight's colour when it has one (e.g. red: not allowed)
                img, ox, oy = dice_art.ring_sprite(d.size, d.highlight or ACCENT, step)
                img.set_alpha(alpha)
                surface.blit(img, (cx + ox, cy + oy))
            img, ox, oy = dice_art.die_sprite(d.kind, d.shown, size, state, step)
            if alpha < 255:
                img.set_alpha(alpha)
                surface.blit(img, (cx + ox, cy + oy))
                img.set_alpha(255)
            else:
                batch.append((img, (cx + ox, cy + oy)))
        if batch:
            surface.blits(batch, doreturn=False)

    def cursor_rect(self) -> pygame.Rect | None:
        """The box round the cursor's brackets (at rest, without their pulse), or None."""
        d = self._dice.get(self._cursor) if self._cursor is not None else None
        if d is None:
            return None
        xs, ys = zip(*(p for arm in self._cursor_arms(d, 0.0) for p in arm), strict=True)
        return pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys)))

    def _cursor_arms(self, d: Die, pulse: float) -> list[list[tuple[float, float]]]:
        """The four brackets as point lists: at the die's own corners, turned as the die lies
        (square brackets round a turned die would reach onto its neighbours)."""
        x, y, a, h, _ = self._pose(d, glide=pulse > 0)
        if d.selected and h < SELECT_LIFT:
            h = SELECT_LIFT
        y -= self._lift(d, h, y)
        a = round(a * 180 / math.pi / dice_art.ANGLE_STEP_DEG) * dice_art.ANGLE_STEP_DEG * math.pi / 180
        c, s = math.cos(a), math.sin(a)
        e = d.size * CURSOR_REACH + 1.5 * pulse
        arm = d.size * 0.26
        out = []
        for sx in (-1, 1):
            for sy in (-1, 1):
                local = [(sx * e, sy * e - sy * arm), (sx * e, sy * e), (sx * e - sx * arm, sy * e)]
                out.append([(x + px * c - py * s, y + px * s + py * c) for px, py in local])
        return out

    def _draw_cursor(self, surface: pygame.Surface, d: Die, pulse: float) -> None:
        for pts in self._cursor_arms(d, pulse):
            pygame.draw.lines(surface, (20, 24, 30), False, pts, 5)
            pygame.draw.lines(surface, (255, 250, 235), False, pts, 3)

    # ---------------------------------------------------------------- caches and sound

    def prewarm(self, kinds: Iterable[str] | None = None) -> None:
        """Render every face/angle the tray will need now (e.g. behind a loading screen)."""
        for kind in kinds or self._warm_kinds:
            size = round(self.die_size * LUCK_SCALE) if kind == "luck" else self.die_size
            for _ in dice_art.warm(kind, size):
                pass
        for colour in self._warm_marks:
            for _ in dice_art.warm_marks(self.die_size, colour):
                pass
        _ = self.background

    def _idle_warm(self, budget: float = 0.0015) -> None:
        """While nothing moves, fill the image caches a little at a time."""
        if self._warm is None:
            def gen():
                for kind in list(self._warm_kinds):
                    size = round(self.die_size * LUCK_SCALE) if kind == "luck" else self.die_size
                    yield from dice_art.warm(kind, size)
                for colour in list(self._warm_marks):
                    yield from dice_art.warm_marks(self.die_size, colour)
            self._warm = gen()
        end = time.perf_counter() + budget
        while time.perf_counter() < end:
            if next(self._warm, None) is None:
                self._warm = iter(())
                break

    def add_impact(self, impulse: float) -> None:
        """Count a knock (pymunk impulse units) towards the next clatter's loudness."""
        if impulse > 0 and not self._muted:
            self._impact += impulse

    def _on_impact(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data) -> None:
        if arbiter.is_first_contact:
            self.add_impact(arbiter.total_impulse.length)

    def _emit_sound(self) -> None:
        if self._muted or self._impact <= 0:
            return
        if self._real - self._last_sound < SOUND_INTERVAL:
            return
        impulse, self._impact = self._impact, 0.0
        reference = math.sqrt(2 * self.slide_decel * REACH * self.felt.w)
        volume = min(1.0, math.sqrt(impulse / reference) * 0.8)
        if volume < 0.04:
            return
        self._last_sound = self._real
        play = getattr(self.sound, "play", None)
        if play is not None:
            try:
                play("clatter", volume)
            except Exception:   # a sound never stops the game
                pass
