"""The podium: the winner's moment, drawable by any screen.

The classic podium: the winner on the middle and highest step, second place on the step to its
left, third on the step to its right, the steps in gold, silver and bronze with a medal on each
face. From fourth place on, people stand on the floor beside the steps (fourth to the right,
fifth to the left, sixth to the right again), smaller, still named. The steps rise one place at
a time, last place first, the winner last (after a breath, with the fanfare): a spotlight sweeps
over to the winner's step and their token, about twice as big as the others', drops onto it with
a bounce and glows. People who share a place (1, 2, 2, 4: see `game.engine.group_places`) rise
together on steps of the same height. A climber may carry a note under their name (the
evening's points); the evening's podium shows a cup over its winner instead of a crown.

Until the screen may go on, a dimmed button fills up where "Weiter" will stand
(`Moment.draw_waiting`), so the players see it coming.

Everything is a closed formula of the podium's own time, so a screen draws it at any moment
and tests ask it what is on screen when (`text_rects`, `landed`, `sounds_between`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import lru_cache

import pygame

from game.engine import group_places
from scenes.ui import theme
from scenes.ui.confetti import Confetti
from scenes.ui.layout import READABLE, fit, fitted_size, line_step, wrap
from scenes.ui.text import blit_text, drawn, render
from scenes.ui.tween import clamp01, ease_out_back, ease_out_cubic
from scenes.ui.widgets import draw_seat_token

FIRST_BEAT = 0.6     # seconds before the last place rises (the headline comes first)
BEAT = 0.7           # seconds between two places rising (shorter with many places)
RISE = 0.45          # seconds a step takes to rise
BREATH = 0.55        # the extra pause before the winner's step
WINNER_RISE = 0.8
DROP = 0.7           # seconds the winner's token takes to drop onto its step and bounce
SWEEP = 0.9          # seconds the spotlight takes to sweep over to the winner (ending as they rise)
STAND = 3.0          # seconds the podium stands, landed, before anyone may move on
NAME = 30            # px of a name on its step (shrunk to fit, never under READABLE)
FLOOR_NAME = 28      # px of a name standing on the floor
WINNER_NAME = 48
NOTE = 24            # px of the note under a name (the evening's points)
FLOOR_GAP = 26       # px between the steps and the people on the floor (and between those)
FLOOR_W = 170        # px of room for one person on the floor
STEPS = 3            # places 1..3 stand on steps, the others on the floor
WINNER_TOKEN, STEP_TOKEN, FLOOR_TOKEN = 54, 28, 22     # token radii (the winner's about twice)
MEDAL = {1: ((250, 204, 70), (176, 124, 18)), 2: ((214, 220, 228), (128, 136, 148)),
         3: ((214, 140, 76), (132, 78, 34))}            # gold, silver, bronze: (face, rim)
STEP_BODY = {1: (236, 200, 96), 2: (196, 202, 210), 3: (198, 142, 92)}


@dataclass(frozen=True)
class Climber:
    """One person on the podium."""

    name: str
    style: int           # colour and shape (`game.seats.style_of`)
    place: int           # 1 = won; people sharing a place share the number
    note: str = ""       # a line under the name (the evening's points), or nothing


@dataclass(frozen=True)
class Spot:
    """Where one climber's step (or floor plate), token and name go once it has risen."""

    index: int           # into the podium's climbers
    step: pygame.Rect    # the step's face (on the floor: a low plate)
    token: tuple[int, int]
    radius: int
    name_size: int
    name_lines: tuple[str, ...]
    name_top: int
    floor: bool = False  # standing on the floor beside the steps (fourth place on)


def climbers_of(names: list[str], styles: list[int], ranking: list[list[int]],
                notes: list[str] | None = None) -> list[Climber]:
    """Climbers from a ranking (groups of indices, best first) in the standard places."""
    out = []
    for place, group in zip(group_places(ranking), ranking, strict=True):
        for i in group:
            out.append(Climber(names[i], styles[i], place, notes[i] if notes else ""))
    return out


def outward(items: list[int], left_first: bool) -> list[int]:
    """Items (best first) placed alternately left and right of the middle, outwards."""
    columns: list[int] = []
    for k, i in enumerate(items):
        if (k % 2 == 1) == left_first:
            columns.insert(0, i)
        else:
            columns.append(i)
    return columns


class Podium:
    def __init__(self, climbers: list[Climber], area: tuple = (40, 160, 1200, 450),
                 start: float = FIRST_BEAT, place_text=lambda n: f"{n}.", trophy: bool = False):
        self.climbers = list(climbers)
        self.area = pygame.Rect(area)
        self.place_text = place_text
        self.trophy = trophy            # a cup over the winner (the evening's), else a crown
        places = sorted({c.place for c in self.climbers}, reverse=True)   # last place first
        losers = [p for p in places if p != 1]
        beat = BEAT if len(losers) <= 4 else 2.8 / len(losers)
        self.rise_at: dict[int, float] = {}
        t = start
        for p in losers:
            self.rise_at[p] = t
            t += beat
        # the winner after the last of the others has landed, and a breath
        self.winner_at = t - beat + RISE + BREATH if losers else start
        self.rise_at[1] = self.winner_at
        self.landed = self.winner_at + WINNER_RISE
        self.spots = self.lay_out()

    # -- when --------------------------------------------------------------------------------
    def rises(self, index: int) -> float:
        return self.rise_at.get(self.climbers[index].place, self.winner_at)

    def duration(self, index: int) -> float:
        return WINNER_RISE if self.climbers[index].place == 1 else RISE

    def progress(self, index: int, t: float) -> float:
        """0 (not risen) .. 1 (standing): quick at first, slowing as the step lands."""
        p = clamp01((t - self.rises(index)) / self.duration(index))
        return ease_out_cubic(p) if p > 0 else 0.0

    def ready_at(self) -> float:
        """When the podium has stood long enough for the screen to offer going on."""
        return self.landed + STAND

    def order_of_rising(self) -> list[list[int]]:
        """The climbers' indices as they rise: groups of a shared place, last place first."""
        out: dict[float, list[int]] = {}
        for i in range(len(self.climbers)):
            out.setdefault(self.rises(i), []).append(i)
        return [out[k] for k in sorted(out)]

    def sounds_between(self, before: float, now: float) -> list[str]:
        """The sounds due in (before, now]: a knock as each place lands, the fanfare as the
        winner rises."""
        out = []
        for place, at in sorted(self.rise_at.items(), key=lambda kv: kv[1]):
            if place == 1:
                if before < at <= now:
                    out.append("fanfare")
            elif before < at + RISE * 0.6 <= now:
                out.append("coaster")
        return out

    # -- where -------------------------------------------------------------------------------
    def lay_out(self) -> list[Spot]:
        """The spots, the steps as tall as they go with every name under the area's top."""
        tallest = min(210, self.area.h // 2)
        while True:
            spots = self.lay_out_with(tallest)
            if tallest <= 110 or min((s.name_top for s in spots), default=self.area.y) >= self.area.y:
                return spots
            tallest -= 10

    def lay_out_with(self, tallest: int) -> list[Spot]:
        """Places 1-3 on touching steps, the winner's in the middle (second to its left, third
        to its right); from fourth place on beside the steps on the floor, right then left; the
        whole group centred in the area."""
        ordered = sorted(range(len(self.climbers)), key=lambda i: (self.climbers[i].place, i))
        on_steps = [i for i in ordered if self.climbers[i].place <= STEPS]
        on_floor = [i for i in ordered if self.climbers[i].place > STEPS]
        steps = outward(on_steps, left_first=True)
        floor = outward(on_floor, left_first=False)
        right = [i for k, i in enumerate(on_floor) if k % 2 == 0]
        left = [i for i in floor if i not in right]
        weights = [1.3 if self.climbers[i].place == 1 else 1.0 for i in steps]
        floor_room = len(on_floor) * (FLOOR_W + FLOOR_GAP)
        unit = (self.area.w - floor_room) / max(1.0, sum(weights))
        unit = min(unit, 230)
        widths = [round(w * unit) for w in weights]
        # the whole podium (steps and the people on the floor beside them) stands in the
        # middle of the screen, whatever the ties: balanced, never off to one side
        x = self.area.centerx - (sum(widths) + (len(right) - len(left)) * (FLOOR_W + FLOOR_GAP)) / 2
        spots: dict[int, Spot] = {}
        for i, width in zip(steps, widths, strict=True):
            c = self.climbers[i]
            height = round(tallest * {1: 1.0, 2: 0.7}.get(c.place, 0.48))
            step = pygame.Rect(round(x), self.area.bottom - height, width, height)
            winner = c.place == 1
            radius = WINNER_TOKEN if winner else STEP_TOKEN
            spots[i] = self.spot(i, step, radius, width - 10, WINNER_NAME if winner else NAME, 40 if winner else 0)
            x += width
        steps_left = min((s.step.x for s in spots.values()), default=self.area.centerx)
        steps_right = max((s.step.right for s in spots.values()), default=self.area.centerx)
        for side, order in ((1, right), (-1, list(reversed(left)))):
            edge = steps_right + FLOOR_GAP if side > 0 else steps_left - FLOOR_GAP - FLOOR_W
            for i in order:
                c = self.climbers[i]
                height = max(30, 40 - 4 * (c.place - STEPS - 1))
                plate = pygame.Rect(edge + 10, self.area.bottom - height, FLOOR_W - 20, height)
                spots[i] = self.spot(i, plate, FLOOR_TOKEN, FLOOR_W - 4, FLOOR_NAME, 0, floor=True)
                edge += side * (FLOOR_W + FLOOR_GAP)
        if not spots:
            return []
        box = next(iter(spots.values())).step.unionall([s.step for s in spots.values()])
        dx = self.area.centerx - box.centerx        # (a plate is narrower than its room)
        return [replace(spots[i], step=spots[i].step.move(dx, 0), token=(spots[i].token[0] + dx, spots[i].token[1]))
                for i in steps + floor]

    def spot(self, i: int, step: pygame.Rect, radius: int, room: int, size: int, crown: int,
             floor: bool = False) -> Spot:
        size, lines = name_fit(self.climbers[i].name, room, size)
        token = (step.centerx, step.top - 10 - radius)
        name_h = line_step(size) * (len(lines) - 1) + size + size // 4
        if self.climbers[i].note:
            name_h += line_step(NOTE)
        return Spot(i, step, token, radius, size, lines, token[1] - radius - crown - 8 - name_h, floor)

    def name_rects(self, spot: Spot, lift: float = 0.0) -> list[pygame.Rect]:
        out = []
        y = spot.name_top + lift
        for line in spot.name_lines:
            img = render(line, spot.name_size, theme.TEXT, True)
            out.append(img.get_rect(midtop=(spot.step.centerx, round(y))))
            y += line_step(spot.name_size)
        return out

    def note_rect(self, spot: Spot) -> pygame.Rect | None:
        note = self.climbers[spot.index].note
        if not note:
            return None
        y = spot.name_top + line_step(spot.name_size) * len(spot.name_lines) + 2
        return render(note, NOTE, theme.ACCENT, True).get_rect(midtop=(spot.step.centerx, y))

    def place_rect(self, spot: Spot) -> pygame.Rect:
        img = render(self.place_text(self.climbers[spot.index].place), self.place_size(spot), theme.INK, True)
        return img.get_rect(center=self.medal_centre(spot))

    def medal_centre(self, spot: Spot) -> tuple[int, int]:
        if spot.floor:
            return spot.step.centerx, spot.step.centery
        return spot.step.centerx, spot.step.top + 18 + self.medal_radius(spot)

    def medal_radius(self, spot: Spot) -> int:
        if spot.floor:               # (a plate has no medal: the room its number takes)
            return spot.step.h // 2 - 1
        biggest = 44 if self.climbers[spot.index].place == 1 else 34
        return max(18, min(biggest, (spot.step.h - 30) // 2))

    def place_size(self, spot: Spot) -> int:
        if spot.floor:
            return READABLE + 4
        return max(READABLE + 4, min(40, self.medal_radius(spot)))

    def text_rects(self, t: float) -> list[pygame.Rect]:
        """Where text stands at time `t` (names, notes and place numbers of the steps risen so far)."""
        out = []
        for spot in self.spots:
            p = self.progress(spot.index, t)
            if p <= 0:
                continue
            lift = spot.step.h * (1 - p)
            out += [r.move(0, round(lift)) for r in self.name_rects(spot)]
            note = self.note_rect(spot)
            if note is not None:
                out.append(note.move(0, round(lift)))
            if self.medal_centre(spot)[1] + self.medal_radius(spot) + round(lift) <= self.area.bottom:
                out.append(self.place_rect(spot).move(0, round(lift)))
        return out

    def winner_spots(self) -> list[Spot]:
        return [s for s in self.spots if self.climbers[s.index].place == 1]

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, t: float) -> None:
        self.draw_light(surface, t)
        floor = pygame.Rect(self.area.x - 10, self.area.bottom, self.area.w + 20, 8)
        pygame.draw.rect(surface, theme.WOOD_DARK, floor, border_radius=4)
        clip = surface.get_clip()
        for spot in self.spots:
            p = self.progress(spot.index, t)
            if p <= 0:                    # where a step will rise: a faint outline on the floor
                pygame.draw.rect(surface, theme.BG_LIGHT, spot.step, 2, border_top_left_radius=10,
                                 border_top_right_radius=10)
                continue
            c = self.climbers[spot.index]
            winner = c.place == 1
            lift = round(spot.step.h * (1 - p))
            step = spot.step.move(0, lift)
            # the step rises out of the floor: what is below the floor is not drawn
            surface.set_clip(pygame.Rect(0, 0, surface.get_width(), self.area.bottom).clip(clip) if clip else None)
            surface.blit(step_face(step.size, c.style, min(c.place, STEPS + 1)), step)
            surface.set_clip(clip)
            age = t - self.rises(spot.index)
            appear = ease_out_cubic(clamp01(age / (self.duration(spot.index) * 0.6)))
            if appear <= 0:
                continue
            centre = self.medal_centre(spot)
            centre = (centre[0], centre[1] + lift)
            if centre[1] + self.medal_radius(spot) <= self.area.bottom:    # (never under the floor)
                if not spot.floor:
                    draw_medal(surface, centre, self.medal_radius(spot), min(c.place, STEPS))
                blit_text(surface, self.place_text(c.place), centre, self.place_size(spot),
                          theme.TEXT if spot.floor else theme.INK, True, "center")
            token = (spot.token[0], spot.token[1] + lift)
            if winner:
                token = (token[0], token[1] - round(drop_height(age)))
                radius = spot.radius
            else:                         # the others' tokens pop up as their step lands
                radius = max(2, round(spot.radius * min(1.0, ease_out_back(clamp01(age / (RISE + 0.15))))))
            draw_seat_token(surface, c.style, token, radius)
            if winner:
                top = (token[0], token[1] - spot.radius - 4)
                if self.trophy:
                    draw_cup(surface, top, t - self.winner_at)
                else:
                    draw_crown(surface, top, t - self.winner_at)
            if winner and drop_height(age) > 0:
                continue                  # the winner's name comes once their token has landed
            if len(spot.name_lines) > 1:
                drawn(c.name)
            for line, rect in zip(spot.name_lines, self.name_rects(spot), strict=True):
                blit_text(surface, line, rect.move(0, lift).topleft, spot.name_size,
                          theme.ACCENT if winner else theme.TEXT, True)
            note = self.note_rect(spot)
            if note is not None:
                blit_text(surface, c.note, note.move(0, lift).topleft, NOTE, theme.ACCENT if winner else theme.TEXT_DIM,
                          True)

    def draw_light(self, surface: pygame.Surface, t: float) -> None:
        """The spotlight sweeping over to the winner's step as it rises, then a warm glow
        behind the winner, breathing."""
        spots = self.winner_spots()
        if not spots:
            return
        target = sum(s.step.centerx for s in spots) // len(spots)
        width = max(s.step.right for s in spots) - min(s.step.x for s in spots)
        sweep = clamp01((t - (self.winner_at - SWEEP)) / SWEEP)
        if sweep > 0:
            start = self.area.x + 60
            x = round(start + (target - start) * ease_out_cubic(sweep))
            # the lamp hangs over the winner's step; the beam's foot swings over to it
            beam, lamp = spotlight(x - target, width + 60, self.area.bottom - 10)
            fade = 1.0 if t < self.landed + STAND else max(0.45, 1 - (t - self.landed - STAND) / 3)
            beam.set_alpha(round(255 * fade * min(1.0, sweep * 3)))
            surface.blit(beam, (target - lamp, 0))
        if t >= self.winner_at:
            spot = spots[0]
            light = glow(spot.step.w * 2)
            breathe = 0.8 + 0.2 * math.sin((t - self.winner_at) * 2.4)
            light.set_alpha(round(255 * clamp01((t - self.winner_at) / WINNER_RISE) * breathe))
            surface.blit(light, light.get_rect(center=(target, spot.token[1])))


def drop_height(age: float) -> float:
    """How high over its step the winner's token still is `age` seconds after their step
    began to rise: it drops in as the step lands and bounces twice."""
    p = clamp01((age - WINNER_RISE * 0.35) / DROP)
    if p >= 1:
        return 0.0
    return 130 * (1 - bounce(p))


def bounce(p: float) -> float:
    """0..1 with two bounces at the end (the standard ease-out bounce)."""
    n, d = 7.5625, 2.75
    if p < 1 / d:
        return n * p * p
    if p < 2 / d:
        p -= 1.5 / d
        return n * p * p + 0.75
    if p < 2.5 / d:
        p -= 2.25 / d
        return n * p * p + 0.9375
    p -= 2.625 / d
    return n * p * p + 0.984375


@lru_cache(maxsize=64)
def name_fit(name: str, width: int, size: int) -> tuple[int, tuple[str, ...]]:
    """A name on its step as large as it goes on one or two lines, words kept whole where it
    can (a long single word is broken rather than cut, on up to three lines at READABLE)."""
    for s in range(size, READABLE - 1, -1):
        lines = wrap(name, s, width, True)
        if len(lines) <= 2 and " ".join(" ".join(lines).replace("- ", "-").split()) == " ".join(name.split()):
            return s, lines
    size, lines = fit(name, width, size, True, 2, smallest=READABLE)
    if lines[-1].endswith("…"):
        size, lines = fit(name, width, READABLE, True, 3, smallest=READABLE)
    return size, lines


@lru_cache(maxsize=64)
def step_face(size: tuple[int, int], style: int, place: int) -> pygame.Surface:
    """A step in its medal's metal (gold, silver, bronze; from fourth place a dark plate on the
    floor), lit from above, with the seat's colour as a band along its top."""
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    body = STEP_BODY.get(place, (70, 62, 52))
    radius = 10 if place <= STEPS else 8
    pygame.draw.rect(surf, body, (0, 0, w, h), border_top_left_radius=radius, border_top_right_radius=radius)
    light = tuple(min(255, c + 26) for c in body)
    pygame.draw.rect(surf, light, (0, 0, w // 3, h), border_top_left_radius=radius)
    shade = tuple(max(0, c - 46) for c in body)
    pygame.draw.rect(surf, shade, (0, h - max(6, h // 8), w, max(6, h // 8)))
    band = theme.seat_look(style)[0]
    pygame.draw.rect(surf, band, (0, 0, w, 10 if place <= STEPS else 6), border_top_left_radius=radius,
                     border_top_right_radius=radius)
    pygame.draw.rect(surf, theme.INK, (0, 0, w, h), 2, border_top_left_radius=radius, border_top_right_radius=radius)
    return surf


def draw_medal(surface: pygame.Surface, centre: tuple[int, int], radius: int, place: int) -> None:
    """A round medal in gold, silver or bronze hung from a ribbon, its place number drawn over it."""
    face, rim = MEDAL.get(place, MEDAL[3])
    x, y = centre
    for dx, colour in ((-1, (196, 52, 48)), (1, (52, 92, 180))):     # the ribbon's two halves
        pygame.draw.polygon(surface, colour, [(x + dx * 4, y - radius + 4), (x + dx * radius * 0.55, y - radius - 16),
                                              (x + dx * (radius * 0.55 + 12), y - radius - 16),
                                              (x + dx * 14, y - radius + 8)])
    pygame.draw.circle(surface, rim, centre, radius)
    pygame.draw.circle(surface, face, centre, radius - 5)
    pygame.draw.circle(surface, tuple(min(255, c + 30) for c in face), (x - radius // 4, y - radius // 4), radius // 3)
    pygame.draw.circle(surface, theme.INK, centre, radius, 2)


@lru_cache(maxsize=8)
def glow(size: int) -> pygame.Surface:
    """A soft round light in the accent colour, fading out to its edge."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    for r in range(size // 2, 0, -4):
        a = round(70 * (1 - r / (size / 2)) ** 1.5)
        pygame.draw.circle(surf, (*theme.ACCENT, a), (size // 2, size // 2), r)
    return surf


def _draw_beam(surf: pygame.Surface, top: float, bottom: float, width: int) -> None:
    surf.fill((0, 0, 0, 0))
    height = surf.get_height()
    for k, alpha in ((1.0, 22), (0.75, 22), (0.5, 26)):
        half = width * k / 2
        pygame.draw.polygon(surf, (255, 240, 190, alpha), [(top - 14 * k, 0), (top + 14 * k, 0),
                                                          (bottom + half, height), (bottom - half, height)])


@lru_cache(maxsize=4)
def _standing_beam(width: int, height: int) -> pygame.Surface:
    surf = pygame.Surface((width + 40, height), pygame.SRCALPHA)
    _draw_beam(surf, surf.get_width() / 2, surf.get_width() / 2, width)
    return surf


_scratch: dict[tuple[int, int], pygame.Surface] = {}


def spotlight(offset: int, width: int, height: int) -> tuple[pygame.Surface, int]:
    """A beam of light from a lamp over the top of the screen, its foot `offset` px beside the
    lamp, and the x of the lamp in the picture. Standing still (offset 0) it is cached; while it
    sweeps (under a second) it is drawn into one reused picture."""
    if offset == 0:
        surf = _standing_beam(width, height)
        return surf, surf.get_width() // 2
    size = (abs(offset) + width + 40, height)
    surf = _scratch.get(size)
    if surf is None:
        _scratch.clear()
        surf = _scratch[size] = pygame.Surface(size, pygame.SRCALPHA)
    lamp = width // 2 + 20 + (abs(offset) if offset < 0 else 0)
    _draw_beam(surf, lamp, lamp + offset, width)
    return surf, lamp


def draw_crown(surface: pygame.Surface, bottom: tuple[int, int], age: float) -> None:
    """A golden crown sitting on the winner's token, bobbing while the fanfare plays."""
    x, y = bottom
    bob = 3 * abs(((age * 1.5) % 2) - 1) if 0 <= age < 4 else 0
    y -= round(bob)
    pts = [(x - 26, y), (x - 26, y - 22), (x - 13, y - 10), (x, y - 32), (x + 13, y - 10), (x + 26, y - 22), (x + 26, y)]
    pygame.draw.polygon(surface, theme.ACCENT, pts)
    pygame.draw.polygon(surface, theme.ACCENT_DARK, pts, 2)
    for px, py in pts[1:6:2]:
        pygame.draw.circle(surface, (214, 64, 60), (px, py), 4)


def draw_cup(surface: pygame.Surface, bottom: tuple[int, int], age: float) -> None:
    """A golden cup over the winner of the evening, bobbing while the fanfare plays."""
    x, y = bottom
    bob = 3 * abs(((age * 1.5) % 2) - 1) if 0 <= age < 4 else 0
    y -= round(bob) + 2
    gold, dark = theme.ACCENT, theme.ACCENT_DARK
    base = pygame.Rect(0, 0, 34, 7)
    base.midbottom = (x, y)
    stem = pygame.Rect(0, 0, 8, 8)
    stem.midbottom = (x, base.top)
    bowl = [(x - 20, stem.top - 24), (x + 20, stem.top - 24), (x + 12, stem.top - 4), (x, stem.top), (x - 12, stem.top - 4)]
    for side in (-1, 1):            # the handles
        pygame.draw.circle(surface, dark, (x + side * 20, stem.top - 17), 8, 3)
    pygame.draw.rect(surface, gold, base, border_radius=2)
    pygame.draw.rect(surface, dark, base, 2, border_radius=2)
    pygame.draw.rect(surface, gold, stem)
    pygame.draw.polygon(surface, gold, bowl)
    pygame.draw.polygon(surface, dark, bowl, 2)
    pygame.draw.line(surface, (255, 236, 170), (x - 12, stem.top - 20), (x - 7, stem.top - 8), 3)


@lru_cache(maxsize=8)
def _fill(size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (*theme.ACCENT_DARK, 120), (0, 0, *size), border_radius=12)
    return surf


HEADLINE_Y = 96
TITLE_Y = 40


class Moment:
    """A screen's winner's moment: a small title, the headline growing in, the podium rising,
    confetti from the winner's rise on (never over a word), each sound at its beat. The screen
    steps it (`update`), draws it, and offers going on once `ready()`."""

    def __init__(self, climbers: list[Climber], title: str, headline: str, seed: int = 0,
                 place_text=lambda n: f"{n}.", area: tuple = (40, 160, 1200, 450),
                 start: float = FIRST_BEAT, subline: str = "", title_style: tuple = (30, theme.TEXT_DIM),
                 trophy: bool = False):
        self.podium = Podium(climbers, area, start, place_text, trophy)
        self.title_size, self.title_colour = title_style
        self.title, self.headline, self.subline = title, headline, subline
        self.confetti = Confetti(seed=seed, count=140)
        self.time = 0.0

    def update(self, dt: float, play=lambda name, volume: None) -> None:
        before, self.time = self.time, self.time + dt
        for name in self.podium.sounds_between(before, self.time):
            play(name, 0.7 if name == "fanfare" else 0.5)

    def hurry(self) -> None:
        """A deliberate press: on to the winner's rise at once (never past it)."""
        # (a hair before the rise, so the next step still plays the fanfare as the winner rises)
        self.time = max(self.time, self.podium.winner_at - 1e-6)

    def ready(self) -> bool:
        return self.time >= self.podium.ready_at()

    def still(self) -> bool:
        return self.ready() and self.confetti.done(self.confetti_time())

    def waiting(self) -> float:
        """0..1: how far the podium is on its way to offering going on (1: ready)."""
        return clamp01(self.time / self.podium.ready_at()) if self.podium.ready_at() > 0 else 1.0

    def draw_waiting(self, surface: pygame.Surface, rect: pygame.Rect, label: str, size: int = 30) -> None:
        """Where the button to go on will be: the button dimmed, filling up from the left
        until it is ready, so the players see it coming."""
        pygame.draw.rect(surface, (46, 52, 48), rect, border_radius=12)
        filled = round(rect.w * self.waiting())
        if filled > 0:
            surface.blit(_fill(rect.size), rect.topleft, pygame.Rect(0, 0, filled, rect.h))
        pygame.draw.rect(surface, (110, 104, 80), rect, 2, border_radius=12)
        blit_text(surface, label, rect.center, size, theme.TEXT_DIM, True, "center")

    def confetti_time(self) -> float:
        return self.time - self.podium.winner_at

    def headline_size(self) -> int:
        return fitted_size(self.headline, 52, theme.SCREEN_W - 120, True)

    def text_rects(self) -> list[pygame.Rect]:
        """Every word's rectangle at this moment (the headline at its full size)."""
        out = [render(self.title, self.title_size, self.title_colour, True).get_rect(center=(theme.SCREEN_W // 2, TITLE_Y))]
        if self.headline:
            out.append(render(self.headline, self.headline_size(), theme.ACCENT, True).get_rect(
                center=(theme.SCREEN_W // 2, HEADLINE_Y)))
        if self.subline:
            out.append(self.subline_rect())
        return out + self.podium.text_rects(self.time)

    def subline_rect(self) -> pygame.Rect:
        size = fitted_size(self.subline, 26, theme.SCREEN_W - 160)
        y = HEADLINE_Y + 48 if self.headline else HEADLINE_Y - 10      # (no headline: under the title)
        return render(self.subline, size, theme.TEXT).get_rect(center=(theme.SCREEN_W // 2, y))

    def draw(self, surface: pygame.Surface, avoid=()) -> list[pygame.Rect]:
        """The moment over what the screen drew (its backdrop); returns where confetti went."""
        self.podium.draw(surface, self.time)
        pieces = []
        if self.confetti_time() >= 0:
            pieces = self.confetti.draw(surface, self.confetti_time(),
                                        [r.inflate(6, 6) for r in self.text_rects()] + list(avoid))
        blit_text(surface, self.title, (theme.SCREEN_W // 2, TITLE_Y), self.title_size, self.title_colour, True, "center")
        grow = ease_out_back(clamp01(self.time / 0.5))
        if grow > 0.05 and self.headline:
            img = render(self.headline, self.headline_size(), theme.ACCENT, True)
            if grow != 1.0:
                img = pygame.transform.smoothscale_by(img, max(0.05, min(1.0, grow)))
            surface.blit(img, img.get_rect(center=(theme.SCREEN_W // 2, HEADLINE_Y)))
        if self.subline and self.time >= 0.4:
            rect = self.subline_rect()
            blit_text(surface, self.subline, rect.topleft, fitted_size(self.subline, 26, theme.SCREEN_W - 160), theme.TEXT)
        return pieces
