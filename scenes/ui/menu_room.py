"""The menu's room: two real dice trays beside the buttons, whose dice are thrown now and then,
and a title whose letters hop one after another when the dice come to rest. The trays are
small (a few dice on a square of felt each side).

The trays are the tables' own (`scenes.dice.tray`, pymunk), in the margins left and right of
the widest button list, clear of every text. The faces come from `game.dice` like every die's.
The first throws follow the menu's first frame; after that one tray (in turn) throws again
every `RETHROW_EVERY` seconds, so something tumbles every few seconds; a throw lasts about a
second and the menu sleeps in between. Without a seed each start (and each throw) lands the dice elsewhere. Between throws nothing moves, so the menu can be still (not drawn
at all) most of the time, and an idle menu costs next to no CPU.

The trays belong to the choice: once a game is selected in the menu, both throw that game's
dice (its kind and how many one throw of it tumbles, from the catalogue: Durchmarsch's eight,
Mensch's one, Zehntausend's five, Wurf & Weg's symbol dice), at once, and go on throwing them;
dice the new game has no use for sink into the felt and fade. Before any game is selected they
throw `TRAY_DICE` plain dice.

The room is lit by a warm lamp over the middle, which throws a pool of light on each tray's
felt and catches the frames' edges; the trays cast soft shadows on the table, and beside each
stands the leather dice cup its dice are thrown from.
The felt and frames are drawn once into one picture with the room behind them (`base`); each
frame blits it and then only the dice. The menu asks the routes for its room once its first
frame is on screen (this module, pymunk with it, is imported then), so start-up waits neither
for the physics nor for the felt.
"""

from __future__ import annotations

import random

import pygame

from game.dice import SeededDice
from scenes.dice.tray import DiceTray
from scenes.ui import theme
from scenes.ui.backdrop import backdrop, in_display_format
from scenes.ui.text import font, render

# the margins beside the widest list the menu shows (560 px wide in the middle), above the
# hint lines at the foot
TRAY_RECTS = (pygame.Rect(60, 262, 280, 280), pygame.Rect(theme.SCREEN_W - 60 - 280, 262, 280, 280))
TRAY_DICE = (5, 4)            # dice in the left and the right tray
DIE_SIZE = 40
SIDES = ("left", "right")     # each tray is thrown into from its outer side
FADE_IN = 0.3                 # seconds the trays take to appear
FIRST_THROWS = (0.25, 0.9)    # seconds after the trays are ready: the first throw of each tray
RETHROW_EVERY = 6.0           # then one tray (in turn) throws again this long after the last throw
                              # (each throw's frames are most of an idle menu's CPU: not more often)
SHADE = 40                    # the trays lie a little in the dark: the buttons are what a player reads
POOL = 46                     # but the lamp throws a pool of warm light on each tray's felt
WOOD_LIGHT = (178, 124, 72)   # the lamp catches the frames' outer edge
CLATTER = 0.3                 # the menu's dice clatter this quietly (of the sounds' volume)

TITLE_SHADOW_DROP = 4         # px the title's shadow lies below it
HOP_HEIGHT = 10               # px a title letter hops when the dice come to rest
HOP_TIME = 0.38               # seconds one letter's hop takes
HOP_STAGGER = 0.045           # seconds between one letter's hop and the next one's


class _QuietSound:
    """The app's sounds, quieter: the menu's dice are the room's, not a player's."""

    def __init__(self, app):
        self.app = app

    def play(self, name: str, volume: float = 1.0) -> None:
        self.app.play(name, volume * CLATTER)


_room: dict[tuple[bool, ...], pygame.Surface] = {}


def room(tray: DiceTray, shown: tuple[bool, ...] = (True, True)) -> pygame.Surface:
    """The room behind the menu with the felt and frames of the trays `shown` (drawn once: a
    tray's felt takes a tenth of a second, and the menu opens anew after every game)."""
    if shown not in _room:
        base = backdrop(dice=False).copy()
        base.blit(lamp_light(base.get_width(), base.get_height()), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
        for rect, there in zip(TRAY_RECTS, shown, strict=True):
            if there:
                base.blit(cast_shadow(rect.size), rect.move(-SHADOW_REACH, -SHADOW_REACH + SHADOW_DROP))
        felt = tray.background        # both trays are the same size: one felt for both
        inside = tray.felt.move(-tray.rect.x, -tray.rect.y)
        shade = pygame.Surface(inside.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, SHADE))
        pool = light_pool(inside.size)
        for rect, there in zip(TRAY_RECTS, shown, strict=True):
            if there:
                base.blit(felt, rect)
                base.blit(shade, inside.move(rect.topleft))
                base.blit(pool, inside.move(rect.topleft), special_flags=pygame.BLEND_RGB_ADD)
                pygame.draw.rect(base, WOOD_LIGHT, rect.inflate(-2, -2), width=2, border_radius=10)
        for rect, there, side in zip(TRAY_RECTS, shown, SIDES, strict=True):
            if there:       # the cup the tray's dice are thrown from, standing at its outer corner
                cup = dice_cup()
                x = rect.left + CUP_INSET if side == "left" else rect.right - CUP_INSET
                base.blit(cup, cup.get_rect(midbottom=(x, rect.top + CUP_OVER)))
        _room[shown] = in_display_format(base)
    return _room[shown]


def lamp_light(width: int, height: int) -> pygame.Surface:
    """A warm lamp over the middle of the table: light added to the felt, strongest above the
    buttons and fading out towards the edges (painted small and scaled up: it is smooth)."""
    w, h = max(1, width // 8), max(1, height // 8)
    light = pygame.Surface((w, h))
    for i in range(16, 0, -1):
        ring = pygame.Rect(0, 0, w * i / 13, h * i / 11)
        ring.center = (w // 2, round(h * 0.42))
        glow = round(3 * (17 - i))
        pygame.draw.ellipse(light, (glow, round(glow * 0.8), round(glow * 0.45)), ring)
    return pygame.transform.smoothscale(light, (width, height))


def light_pool(size: tuple[int, int]) -> pygame.Surface:
    """The lamp's pool of warm light on a tray's felt: brightest a little above its middle,
    fading to nothing at the frame (the dice lie in the light; painted small, scaled up)."""
    w, h = max(1, size[0] // 6), max(1, size[1] // 6)
    light = pygame.Surface((w, h))
    for i in range(12, 0, -1):
        ring = pygame.Rect(0, 0, w * i / 10, h * i / 10)
        ring.center = (w // 2, round(h * 0.45))
        glow = round(POOL * (13 - i) / 12)
        pygame.draw.ellipse(light, (glow, round(glow * 0.85), round(glow * 0.55)), ring)
    return pygame.transform.smoothscale(light, size)


CUP_SIZE = (56, 68)           # the dice cup standing by each tray: its width and height (px)
LEATHER = (92, 50, 30)
CUP_INSET, CUP_OVER = 34, 8   # its middle this far in from the tray's outer side, its foot on the frame


def dice_cup() -> pygame.Surface:
    """A leather dice cup standing on the table, mouth up: wider at the rim, lit from the lamp
    above the middle (lighter on its inner side), two stitched bands under the rim, the dark
    inside showing, a soft shadow at its foot."""
    w, h = CUP_SIZE
    rim_h = 14
    cup = pygame.Surface((w + 16, h + 12), pygame.SRCALPHA)
    pygame.draw.ellipse(cup, (0, 0, 0, 90), pygame.Rect(2, h - 6, w + 12, 18))      # its shadow
    foot = round(w * 0.78)
    for y in range(rim_h // 2, h):         # the body, row by row: a cone lit from one side
        t = (y - rim_h // 2) / max(1, h - rim_h // 2)
        half = (w - (w - foot) * t) / 2
        for x in range(round(w / 2 - half), round(w / 2 + half)):
            k = (x - (w / 2 - half)) / max(1, 2 * half)
            light = round(54 * (1 - abs(k - 0.35) * 2.4)) - round(18 * t)
            cup.set_at((x + 8, y), tuple(max(0, min(255, c + light)) for c in LEATHER) + (255,))
    for band in (rim_h + 4, rim_h + 11):       # stitched bands under the rim
        pygame.draw.line(cup, (196, 150, 84), (9, band), (w + 6, band), 3)
    bottom = pygame.Rect(8 + (w - foot) // 2, h - 6, foot, 10)
    pygame.draw.ellipse(cup, _shade(LEATHER, -30), bottom)               # the round foot
    mouth = pygame.Rect(8, 0, w, rim_h)
    pygame.draw.ellipse(cup, (58, 30, 18), mouth)                        # the rim
    pygame.draw.ellipse(cup, (18, 9, 5), mouth.inflate(-8, -6))          # the dark inside
    pygame.draw.ellipse(cup, (176, 122, 74), mouth, 2)
    return cup


def _shade(colour: tuple, amount: int) -> tuple[int, int, int]:
    return tuple(max(0, min(255, c + amount)) for c in colour[:3])


SHADOW_REACH = 14             # px a tray's soft shadow reaches beyond its frame
SHADOW_DROP = 8               # and how much lower it lies (the lamp is above)


def cast_shadow(size: tuple[int, int]) -> pygame.Surface:
    """The soft shadow a tray casts on the table."""
    w, h = size[0] + 2 * SHADOW_REACH, size[1] + 2 * SHADOW_REACH
    shadow = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(1, SHADOW_REACH + 1):      # outside in, each ring as dark as i layers of 16
        alpha = round(255 * (1 - (1 - 16 / 255) ** i))
        pygame.draw.rect(shadow, (0, 0, 0, alpha), pygame.Rect(i, i, w - 2 * i, h - 2 * i),
                         border_radius=10 + SHADOW_REACH - i)
    return shadow


class MenuRoom:
    """The trays, their throws and the title's hops (see the module's docstring)."""

    def __init__(self, app, seed: int | None = None):
        self.app = app
        # without --seed each start throws differently; a seed (tests, --seed) repeats the room
        self.seed = random.SystemRandom().randrange(2 ** 31) if seed is None else seed
        self.trays: list[DiceTray] = []
        self.dice = SeededDice(seed)
        self.clock = 0.0
        self.throws = 0
        self.next_throw = FIRST_THROWS[0]
        self.hop_began: float | None = None
        self._moving = [False] * len(TRAY_RECTS)
        self.kinds: list[tuple[str, int]] = [("pip", n) for n in TRAY_DICE]   # each tray's dice: kind, how many
        self.game: str | None = None      # the game whose dice the trays throw (None: none selected yet)
        self.shown = (True,) * len(TRAY_RECTS)      # a tray gives its place to the card of unfinished things
        self._base: pygame.Surface | None = None
        self._letters: dict[tuple, list[tuple[int, int]]] = {}
        self._shadows: dict[tuple, pygame.Surface] = {}       # the title's shadow, by text and size

    # -- building (after the first frame: start-up does not wait for the felt) ---------------
    @property
    def ready(self) -> bool:
        return bool(self.trays)

    def build(self) -> None:
        speed = self.app.config.general.dice_speed
        self.trays = [DiceTray(rect, seed=self.seed + i, dice_speed=speed, sound=_QuietSound(self.app), die_size=DIE_SIZE)
                      for i, rect in enumerate(TRAY_RECTS)]
        self._base = room(self.trays[0], self.shown)

    # -- time ------------------------------------------------------------------------------
    def update(self, dt: float, awake: bool) -> None:
        """Advance; `awake` while the menu has had input lately (the trays may then fill their
        picture caches, which they do while nothing moves)."""
        if not self.ready:
            return
        self.clock += dt
        if self.clock >= self.next_throw:
            self.throw()
        for i, tray in enumerate(self.trays):
            if tray.animating or awake:
                tray.update(dt)
            moving = tray.animating
            if self._moving[i] and not moving:
                self.hop_began = self.clock       # the dice lie still: the title's letters hop
            self._moving[i] = moving

    def follow(self, info) -> None:
        """The game `info` (a `GameInfo`; None: no game) is selected in the menu: the trays
        throw its dice from now on, both at once when the choice changes (a choice made before
        the room's opening throws waits for them; no game: they keep the last)."""
        if info is None or info.id == self.game:
            return
        self.game = info.id
        self.kinds = [tuple(info.dice)] * len(TRAY_RECTS)
        if not self.ready or self.throws < len(FIRST_THROWS):    # the opening throws bring them
            return
        for i, tray in enumerate(self.trays):
            self.make_room(tray, *self.kinds[i])
            if self.shown[i]:
                self.throw_tray(i)
        self.next_throw = max(self.next_throw, self.clock + RETHROW_EVERY)

    @staticmethod
    def make_room(tray: DiceTray, kind: str, count: int) -> None:
        """The dice in `tray` that a throw of `count` dice of `kind` does not take sink into the
        felt and fade (a throw takes the dice of its kind lying there first, the lowest ids)."""
        lying = [i for i in tray.ids if tray.die(i).mode != "leave"]
        kept = sorted(i for i in lying if tray.die(i).kind == kind)[:count]
        gone = [i for i in lying if i not in kept]
        if gone:
            tray.clear(gone, in_place=True)

    def throw_tray(self, i: int) -> None:
        kind, count = self.kinds[i]
        self.trays[i].throw(self.dice.roll(count), kind, side=SIDES[i])
        self._moving[i] = True

    def throw(self) -> None:
        """The next tray in turn throws its dice."""
        i = self.throws % len(self.trays)
        if not self.shown[i] and any(self.shown):
            self.throws += 1
            i = self.throws % len(self.trays)
        self.throw_tray(i)
        self.throws += 1
        if self.throws < len(FIRST_THROWS):
            self.next_throw = FIRST_THROWS[self.throws]
        else:
            self.next_throw = self.clock + RETHROW_EVERY

    def hopping(self) -> bool:
        """The title's letters are still hopping (the last letter's hop is not over)."""
        letters = max((len(edges) for edges in self._letters.values()), default=20)
        return self.hop_began is not None and self.clock - self.hop_began < HOP_TIME + letters * HOP_STAGGER

    def moving(self) -> bool:
        """Whether anything here moves (the menu cannot be still meanwhile)."""
        return self.clock < FADE_IN or any(t.animating for t in self.trays) or self.hopping()

    # -- drawing ---------------------------------------------------------------------------
    def faded_in(self) -> bool:
        """The trays stand (their fade-in is over)."""
        return self._base is not None and self.clock >= FADE_IN

    def base_id(self) -> int:
        """Which picture of the room is behind the menu (it changes when a tray gives way)."""
        return id(self._base)

    def draw_room(self, surface: pygame.Surface, dice: bool = True) -> None:
        """The room, the trays and (unless `dice` is False) their dice."""
        if self._base is None:
            surface.blit(backdrop(dice=False), (0, 0))
            return
        if self.clock < FADE_IN:    # the trays appear softly (they come a moment after the first frame)
            surface.blit(backdrop(dice=False), (0, 0))
            self._base.set_alpha(round(255 * self.clock / FADE_IN))
            surface.blit(self._base, (0, 0))
            self._base.set_alpha(None)
        else:
            surface.blit(self._base, (0, 0))
        if dice:
            self.draw_dice(surface)

    def draw_dice(self, surface: pygame.Surface) -> None:
        """The dice of the trays that are there."""
        for tray, there in zip(self.trays, self.shown, strict=True):
            if there:
                tray.draw(surface, background=False)

    def letter_edges(self, text: str, size: int) -> list[tuple[int, int]]:
        """(left, width) of each letter of the title as it is rendered whole (kerning kept)."""
        key = (text, size)
        edges = self._letters.get(key)
        if edges is None:
            f = font(size, True)
            xs = [f.size(text[:i])[0] for i in range(len(text) + 1)]
            edges = [(xs[i], xs[i + 1] - xs[i]) for i in range(len(text))]
            self._letters[key] = edges
        return edges

    def title_shadow(self, text: str, size: int) -> pygame.Surface:
        """The title's soft dark shadow under the lamp (it hops with the letters)."""
        key = (text, size)
        shadow = self._shadows.get(key)
        if shadow is None:
            shadow = font(size, True).render(text, True, (6, 10, 8)).convert_alpha() if pygame.display.get_surface() \
                else font(size, True).render(text, True, (6, 10, 8))
            shadow.set_alpha(80)
            self._shadows[key] = shadow
        return shadow

    def draw_title(self, surface: pygame.Surface, text: str, center: tuple[float, float], size: int) -> None:
        """The title, its letters hopping one after another after a throw."""
        img = render(text, size, theme.ACCENT, True)
        rect = img.get_rect(center=(round(center[0]), round(center[1])))
        shadow = self.title_shadow(text, size)
        if not self.hopping():
            surface.blit(shadow, rect.move(0, TITLE_SHADOW_DROP))
            surface.blit(img, rect)
            return
        age = self.clock - self.hop_began
        height = img.get_height()
        edges = self.letter_edges(text, size)
        for i, (left, width) in enumerate(edges):
            if i == len(edges) - 1:
                width = img.get_width() - left      # the last letter keeps whatever overhangs
            if width <= 0 or left >= img.get_width():
                continue
            t = (age - i * HOP_STAGGER) / HOP_TIME
            lift = HOP_HEIGHT * 4 * t * (1 - t) if 0 < t < 1 else 0.0
            letter = pygame.Rect(left, 0, width, height)
            surface.blit(shadow, (rect.x + left, rect.y - round(lift) + TITLE_SHADOW_DROP), letter)
            surface.blit(img, (rect.x + left, rect.y - round(lift)), letter)
