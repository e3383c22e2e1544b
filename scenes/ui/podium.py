"""The podium: the winner's moment, drawable by any screen.

The classic podium: the winner on the middle and highest step, second place on the step to its
left, third on the step to its right, the steps in gold, silver and bronze with a medal on each
face; from fourth place on, lower steps of their own outside them (fourth to the right, fifth to
the left, sixth to the right again), as wide and as readable, each with a steel-blue place badge:
everyone gets a figure and a place. Every person stands on their step
as their figure (their token in their colour and shape, big, with eyes and a smile), their name
(a note: the evening's points; a line about their evening) on a plate under the floor below their
step. The steps rise one place at a
time, last place first, the winner last (after a breath, with the fanfare): a figure hops onto its
step as it lands and then breathes; a spotlight sweeps over to the winner's step and their figure
drops onto it with a bounce, glows and keeps jumping for joy. People who share a place (1, 2, 2,
4: see `game.engine.group_places`) rise together on steps of the same height. The evening's
podium shows a cup over its winner instead of a crown. Nothing stands where nobody has risen yet.

Until the screen may go on, a dimmed button fills up where "Weiter" will stand
(`Moment.draw_waiting`), so the players see it coming.

Everything is a closed formula of the podium's own time, so a screen draws it at any moment
and tests ask it what is on screen when (`text_rects`, `figure_at`, `landed`, `sounds_between`).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from game.engine import group_places
from scenes.ui import theme
from scenes.ui.confetti import Confetti
from scenes.ui.layout import READABLE, fit, fitted_size, line_step, width_of, wrap
from scenes.ui.text import blit_text, drawn, render
from scenes.ui.tween import clamp01, ease_out_back, ease_out_cubic
from scenes.ui.widgets import draw_panel, draw_seat_token

FIRST_BEAT = 0.25    # seconds before the last place rises (the lead-up line comes first, never alone for long)
BEAT = 0.6           # seconds between two places rising (shorter with many places)
RISE = 0.45          # seconds a step takes to rise
BREATH = 0.35        # the extra pause before the winner's step
WINNER_RISE = 0.8
DROP = 0.7           # seconds the winner's token takes to drop onto its step and bounce
SWEEP = 0.9          # seconds the spotlight takes to sweep over to the winner (ending as they rise)
STAND = 3.0          # seconds the podium stands, landed, before anyone may move on
NAME = 30            # px of a name on its plate (shrunk to fit, never under READABLE)
WINNER_NAME = 46
NOTE = 24            # px of the note under a name (the evening's points)
LINE = 22            # px of the line about a person's evening (shrunk to fit, never under READABLE)
STEPS = 3            # places 1..3 stand on medal steps, the others on lower steps outside them
WINNER_TOKEN, STEP_TOKEN, FLOOR_TOKEN = 66, 46, 38     # the figures' radii
WEIGHT = {1: 1.3, 2: 1.0, 3: 1.0, 4: 0.9}              # a step's width, relative
HEIGHT = {1: 1.0, 2: 0.7, 3: 0.48}                     # a step's height, relative to the winner's
TALLEST = 230        # px of the winner's step at most
UNIT = 260           # px of a step of weight 1 at most (fewer people: wider steps, never a thin row)
DROP_HEIGHT = 130    # px the winner's figure drops in from, at most (less where the words over it are near)
TROPHY_W, TROPHY_H = 64, 46    # px of the cup or crown on the winner's head (with its bob)
TROPHY_FALL = 20     # px the cup or crown drops onto the winner's head once they have landed
CROWN_ROOM = 44      # px over the winner's figure for the cup or crown
PLATE_GAP = 8        # px between the floor and the name plates under it
PLATE_PAD = 14       # px of a plate around its words
HOP, HOP_TIME = 26, 0.36       # px and seconds of the hop a figure makes as its step lands
CHEER, CHEER_EVERY = 30, 1.5   # px and seconds of the winner's jumps for joy
FEET = {"circle": 1.0, "square": 0.85, "triangle": 0.75, "diamond": 1.0, "star": 0.81, "hexagon": 1.0}
MEDAL = {1: ((250, 204, 70), (176, 124, 18)), 2: ((214, 220, 228), (128, 136, 148)),
         3: ((214, 140, 76), (132, 78, 34))}            # gold, silver, bronze: (face, rim)
BADGE = ((168, 192, 220), (84, 104, 132))              # from fourth place: a steel-blue place badge
FLOOR_STEP = 44      # px of a low step at least: room for its place badge under the figure
STEP_BODY = {1: (236, 200, 96), 2: (196, 202, 210), 3: (198, 142, 92)}


@dataclass(frozen=True)
class Climber:
    """One person on the podium."""

    name: str
    style: int           # colour and shape (`game.seats.style_of`)
    place: int           # 1 = won; people sharing a place share the number
    note: str = ""       # a line under the name (the evening's points), or nothing
    line: str = ""       # under that, one line about their evening, or nothing


@dataclass(frozen=True)
class Spot:
    """Where one climber's step, figure, name and line go once it has risen."""

    index: int           # into the podium's climbers
    step: pygame.Rect    # the step's face
    token: tuple[int, int]   # the centre of their figure standing on it, at rest
    radius: int
    name_size: int
    name_lines: tuple[str, ...]
    floor: bool = False  # on a lower step outside the medal steps (fourth place on)
    plate: pygame.Rect = field(default_factory=pygame.Rect)    # under the floor: the name (and note)
    line_size: int = LINE                # the line about their evening, fitted to the plate
    line_lines: tuple[str, ...] = ()


def climbers_of(names: list[str], styles: list[int], ranking: list[list[int]],
                notes: list[str] | None = None) -> list[Climber]:
    """Climbers from a ranking (groups of indices, best first) in the standard places."""
    out = []
    for place, group in zip(group_places(ranking), ranking, strict=True):
        for i in group:
            out.append(Climber(names[i], styles[i], place, notes[i] if notes else ""))
    return out


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
        """One row of touching steps standing on the floor, centred in the area, the winner's (or
        the shared winners') in its middle and highest, the others around it (`row_order`), from fourth
        place on on lower steps outside the medal steps. Each
        person's figure stands on their step; under the floor, a plate under each step carries
        their name and note, every plate of the row as tall as the tallest one needs."""
        self.names_end = 0
        row, middle = self.row_order()
        if not row:
            return []
        weights = [WEIGHT.get(min(self.climbers[i].place, STEPS + 1), 1.0) for i in row]
        if len(row) == 2 and len(middle) == 1:
            # two people: a pair of steps as wide as each other, meeting in the middle of the
            # screen (never a three-step podium with its third step missing)
            weights = [sum(weights) / 2] * 2
        unit = min(float(UNIT), self.area.w / sum(weights))
        widths = [int(w * unit + 1e-6) for w in weights]
        sizes = self.name_sizes(row, widths)
        said = self.fit_lines(row, widths)
        plate_h = max(self.plate_height(i, *sizes[i]) + (line_step(said[i][0]) * len(said[i][1]) + 6 if said[i][1] else 0)
                      for i in row)
        # with lines about people, the plates read as one row: every name ends at one height,
        # so the notes and the lines under them start at one height on every plate
        self.names_end = max(name_block(*sizes[i]) for i in row) if any(said[i][1] for i in row) else 0
        if self.names_end:
            notes = line_step(NOTE) if any(self.climbers[i].note for i in row) else 0
            plate_h = PLATE_PAD + self.names_end + notes + max(
                line_step(said[i][0]) * len(said[i][1]) + 6 if said[i][1] else 0 for i in row)
        floor_y = self.area.bottom - plate_h - PLATE_GAP
        # the winner's figure and its cup stand under the area's top
        tallest = max(60, min(TALLEST, floor_y - self.area.y - 2 * WINNER_TOKEN - CROWN_ROOM - CHEER))
        # the whole row stands centred in the area (the winner in its middle as near as the
        # places allow: with four people one side holds one step more)
        x = round(self.area.centerx - sum(widths) / 2)
        spots = []
        for i, width in zip(row, widths, strict=True):
            c = self.climbers[i]
            height = round(tallest * HEIGHT.get(c.place, max(0.16, 0.3 - 0.04 * (c.place - STEPS - 1))))
            if c.place > STEPS:          # a low step still holds its place badge
                height = min(max(height, FLOOR_STEP), round(tallest * HEIGHT[STEPS]) - 8)
            step = pygame.Rect(x, floor_y - height, width, height)
            radius = WINNER_TOKEN if c.place == 1 else STEP_TOKEN if c.place <= STEPS else FLOOR_TOKEN
            token = (step.centerx, step.top - round(FEET.get(theme.seat_look(c.style)[1], 1.0) * radius))
            size, lines = sizes[i]
            plate = pygame.Rect(x + 6, floor_y + PLATE_GAP, width - 12, plate_h)
            spots.append(Spot(i, step, token, radius, size, lines, c.place > STEPS, plate,
                              *said[i]))
            x += width
        return spots

    def row_order(self) -> tuple[list[int], list[int]]:
        """(the row of climbers from left to right, the ones in its middle): the best place in
        the middle; the others from second place on, each place on the lighter side (second to
        the left, third to the right, fourth right, fifth left, sixth right), later places
        further out. People sharing a place stand side by side on one side; only when that
        would leave the winner off the middle (one side two steps longer) do they stand as
        mirror images, equally far out on both sides."""
        ordered = sorted(range(len(self.climbers)), key=lambda i: (self.climbers[i].place, i))
        if not ordered:
            return [], []
        best = self.climbers[ordered[0]].place
        middle = [i for i in ordered if self.climbers[i].place == best]
        groups: list[list[int]] = []
        for i in ordered:
            if i in middle:
                continue
            if groups and self.climbers[groups[-1][0]].place == self.climbers[i].place:
                groups[-1].append(i)
            else:
                groups.append([i])
        plan = min(itertools.product("LRS", repeat=len(groups)),
                   key=lambda sides: self.row_score(groups, sides, self.classic_sides(groups)))
        left, right = self.sides_of(groups, plan)
        return list(reversed(left)) + middle + right, middle

    def step_weight(self, i: int) -> float:
        return WEIGHT.get(min(self.climbers[i].place, STEPS + 1), 1.0)

    def classic_sides(self, groups: list[list[int]]) -> tuple[str, ...]:
        """Each place on the lighter side so far (second left, third right, then alternating)."""
        weight = {"L": 0.0, "R": 0.0}
        out = []
        for k, group in enumerate(groups):
            side = "L" if weight["L"] < weight["R"] or (k == 0 and weight["L"] == weight["R"]) else "R"
            out.append(side)
            weight[side] += sum(self.step_weight(i) for i in group)
        return tuple(out)

    def sides_of(self, groups: list[list[int]], sides) -> tuple[list[int], list[int]]:
        """The climbers left (from the middle out) and right of the middle."""
        left: list[int] = []
        right: list[int] = []
        for group, side in zip(groups, sides, strict=True):
            if side == "S":        # mirror images: one each side, the odd one on the shorter side
                first = left if len(left) <= len(right) else right
                second = right if first is left else left
                for k, i in enumerate(group):
                    (first if k % 2 == 0 else second).append(i)
            else:
                (left if side == "L" else right).extend(group)
        return left, right

    def row_score(self, groups, sides, classic) -> tuple:
        """Lower is better: the winner in the middle, shared places together, the classic sides,
        both sides as heavy."""
        left, right = self.sides_of(groups, sides)
        lopsided = max(0, abs(len(left) - len(right)) - 1)
        split = sides.count("S")
        moved = sum(1 for a, b in zip(sides, classic, strict=True) if a != b)
        heavy = abs(sum(map(self.step_weight, left)) - sum(map(self.step_weight, right)))
        return lopsided, split, moved, heavy

    def fit_lines(self, row: list[int], widths: list[int]) -> dict[int, tuple[int, tuple[str, ...]]]:
        """Climber -> (size, lines) of the line about their evening on their plate: one size on
        every plate (the smallest any of them needs), so the row reads evenly."""
        room = {i: width - 2 * PLATE_PAD for i, width in zip(row, widths, strict=True)}
        size = LINE
        for _ in range(3):             # (a smaller size may let another line shrink less)
            said = {i: fit(self.climbers[i].line, room[i], size, False, 3) if self.climbers[i].line
                    else (size, ()) for i in row}
            common = min(s for s, _lines in said.values())
            if common == size:
                break
            size = common
        return said

    def name_sizes(self, row: list[int], widths: list[int]) -> dict[int, tuple[int, tuple[str, ...]]]:
        """Climber -> (size, lines) of their name on their plate: as large as it goes, and the
        same size for everyone sharing a place (two winners' names never in different sizes)."""
        room = {i: width - 2 * PLATE_PAD for i, width in zip(row, widths, strict=True)}
        sizes = {i: name_fit(self.climbers[i].name, room[i], self.name_size_of(i)) for i in row}
        for place in {self.climbers[i].place for i in row}:
            group = [i for i in row if self.climbers[i].place == place]
            for _ in range(3):         # (a smaller size may wrap a name that then needs less)
                common = min(sizes[i][0] for i in group)
                if all(sizes[i][0] == common for i in group):
                    break
                for i in group:
                    sizes[i] = name_fit(self.climbers[i].name, room[i], common)
        return sizes

    def name_size_of(self, i: int) -> int:
        place = self.climbers[i].place
        return WINNER_NAME if place == 1 else NAME

    def plate_height(self, i: int, size: int, lines: tuple[str, ...]) -> int:
        """How tall a plate must be for this name (and its note)."""
        need = line_step(size) * (len(lines) - 1) + round(size * 1.2) + PLATE_PAD
        if self.climbers[i].note:
            need += line_step(NOTE)
        return need

    def name_rects(self, spot: Spot, lift: float = 0.0) -> list[pygame.Rect]:
        out = []
        block = name_block(spot.name_size, spot.name_lines)
        if self.names_end:             # (the names of the row end at one height)
            y = spot.plate.top + PLATE_PAD // 2 + self.names_end - block + lift
        else:
            if self.climbers[spot.index].note:
                block += line_step(NOTE)
            y = spot.plate.centery - block / 2 + lift
        for line in spot.name_lines:
            img = render(line, spot.name_size, theme.TEXT, True)
            out.append(img.get_rect(midtop=(spot.plate.centerx, round(y))))
            y += line_step(spot.name_size)
        return out

    def note_rect(self, spot: Spot) -> pygame.Rect | None:
        note = self.climbers[spot.index].note
        if not note:
            return None
        y = self.name_rects(spot)[-1].top + round(spot.name_size * 1.12)
        size, bold = self.note_look(spot)
        return render(note, size, theme.ACCENT, bold).get_rect(midtop=(spot.plate.centerx, y))

    def note_size(self, spot: Spot) -> int:
        return self.note_look(spot)[0]

    def note_look(self, spot: Spot) -> tuple[int, bool]:
        """(size, bold) of the note: NOTE in bold, smaller where a long one would run past its
        plate, and plain where even the smallest bold would."""
        note, room = self.climbers[spot.index].note, spot.plate.w - 12
        size = fitted_size(note, NOTE, room, True)
        if size > READABLE or render(note, size, theme.ACCENT, True).get_width() <= room:
            return size, True
        return fitted_size(note, NOTE, room, False), False

    def line_rects(self, spot: Spot) -> list[pygame.Rect]:
        """Where the lines about a person's evening stand on their plate, under name and note."""
        note = self.note_rect(spot)
        y = note.bottom + 4 if note is not None else self.name_rects(spot)[-1].top + round(spot.name_size * 1.2)
        out = []
        for line in spot.line_lines:
            out.append(render(line, spot.line_size, theme.TEXT).get_rect(midtop=(spot.plate.centerx, y)))
            y += line_step(spot.line_size)
        return out

    def place_rect(self, spot: Spot) -> pygame.Rect:
        img = render(self.place_text(self.climbers[spot.index].place), self.place_size(spot), theme.INK, True)
        return img.get_rect(center=self.medal_centre(spot))

    def medal_centre(self, spot: Spot) -> tuple[int, int]:
        if spot.floor:
            return spot.step.centerx, spot.step.top + 6 + max(spot.step.h - 6, 0) // 2
        return spot.step.centerx, spot.step.top + 18 + self.medal_radius(spot)

    def medal_radius(self, spot: Spot) -> int:
        if spot.floor:               # (a low step: a badge as tall as the step holds)
            return max(0, spot.step.h - 8) // 2
        biggest = 44 if self.climbers[spot.index].place == 1 else 34
        return max(18, min(biggest, (spot.step.h - 30) // 2))

    def place_size(self, spot: Spot) -> int:
        if spot.floor:
            return max(READABLE, min(READABLE + 6, self.medal_radius(spot) + 6))
        return max(READABLE + 4, min(40, self.medal_radius(spot)))

    def text_rects(self, t: float) -> list[pygame.Rect]:
        """Where text stands at time `t` (names, notes and place numbers of the steps risen so far)."""
        out = []
        for spot in self.spots:
            p = self.progress(spot.index, t)
            if p <= 0:
                continue
            lift = spot.step.h * (1 - p)
            out += self.name_rects(spot) + self.line_rects(spot)
            note = self.note_rect(spot)
            if note is not None:
                out.append(note)
            if self.medal_centre(spot)[1] + self.medal_radius(spot) + round(lift) <= self.floor_y():
                out.append(self.place_rect(spot).move(0, round(lift)))
        return out

    def floor_y(self) -> int:
        return self.spots[0].step.bottom if self.spots else self.area.bottom

    def figure_at(self, spot: Spot, t: float) -> tuple[tuple[int, int], int]:
        """Where a person's figure stands at time `t` and how big it is (0: not yet there): the
        winner's drops in bouncing, then jumps for joy every little while; the others' hop onto
        their step as it lands, then breathe."""
        p = self.progress(spot.index, t)
        if p <= 0:
            return spot.token, 0
        lift = round(spot.step.h * (1 - p))
        age = t - self.rises(spot.index)
        x, y = spot.token[0], spot.token[1] + lift
        if self.climbers[spot.index].place == 1:
            dropped = drop_height(age, self.drop_room(spot))
            if dropped > 0:
                return (x, y - round(dropped)), spot.radius
            since = age - WINNER_RISE * 0.35 - DROP
            return (x, y - round(cheer(since))), spot.radius
        landing = age - RISE
        if landing < 0:              # riding up with the step, crouched
            return (x, y), max(2, round(spot.radius * ease_out_back(clamp01(age / RISE)) * 0.92))
        hop = HOP * 4 * (landing / HOP_TIME) * (1 - landing / HOP_TIME) if landing < HOP_TIME else 0.0
        breath = math.sin((landing - HOP_TIME) * 2.2 + spot.index) if landing >= HOP_TIME else 0.0
        return (x, y - round(hop + 1.5 * (breath + 1))), spot.radius

    def drop_room(self, spot: Spot) -> int:
        """How high over their step the winner's figure may drop in from: its head never higher
        than the podium's area, so it never crosses the words over it (the cup or crown comes
        once the figure has landed)."""
        return max(0, min(DROP_HEIGHT, spot.token[1] - spot.radius - 4 - self.area.top))

    def trophy_at(self, t: float, spot: Spot | None = None) -> tuple[int, int] | None:
        """Where the bottom of a winner's cup (or crown) is at time `t` (by default the first
        winner's; every winner who shares the first place wears one): on their head once they
        have landed, dropping the last few px onto it; None before."""
        spots = self.winner_spots()
        if not spots:
            return None
        spot = spot if spot is not None else spots[0]
        where, radius = self.figure_at(spot, t)
        age = t - self.rises(spot.index)
        if radius <= 0 or drop_height(age, self.drop_room(spot)) > 0:
            return None
        landed = age - WINNER_RISE * 0.35 - DROP
        fall = round(TROPHY_FALL * (1 - ease_out_cubic(clamp01(landed / 0.25))))
        head = where[1] - round(FEET.get(theme.seat_look(self.climbers[spot.index].style)[1], 1.0) * radius) - 2
        return where[0], head - fall

    def trophy_rect(self, t: float) -> pygame.Rect | None:
        """Where the winner's cup (or crown) is at time `t` (None: not there yet)."""
        bottom = self.trophy_at(t)
        if bottom is None:
            return None
        return pygame.Rect(bottom[0] - TROPHY_W // 2, bottom[1] - TROPHY_H, TROPHY_W, TROPHY_H)

    def winner_spots(self) -> list[Spot]:
        return [s for s in self.spots if self.climbers[s.index].place == 1]

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, t: float) -> None:
        self.draw_light(surface, t)
        floor_y = self.floor_y()
        floor = pygame.Rect(self.area.x - 10, floor_y, self.area.w + 20, 8)
        pygame.draw.rect(surface, theme.WOOD_DARK, floor, border_radius=4)
        clip = surface.get_clip()
        for spot in self.spots:
            p = self.progress(spot.index, t)
            if p <= 0:                    # nothing stands where nobody has risen yet
                continue
            c = self.climbers[spot.index]
            winner = c.place == 1
            lift = round(spot.step.h * (1 - p))
            step = spot.step.move(0, lift)
            # the step rises out of the floor: what is below the floor is not drawn
            surface.set_clip(pygame.Rect(0, 0, surface.get_width(), floor_y).clip(clip) if clip else None)
            surface.blit(step_face(step.size, c.style, min(c.place, STEPS + 1)), step)
            surface.set_clip(clip)
            age = t - self.rises(spot.index)
            self.draw_plate(surface, spot, winner and drop_height(age) > 0)
            appear = ease_out_cubic(clamp01(age / (self.duration(spot.index) * 0.6)))
            if appear <= 0:
                continue
            centre = self.medal_centre(spot)
            centre = (centre[0], centre[1] + lift)
            if centre[1] + self.medal_radius(spot) <= floor_y:    # (never under the floor)
                if spot.floor:           # everyone gets their place: a badge, not a bare number
                    draw_badge(surface, centre, self.medal_radius(spot))
                else:
                    draw_medal(surface, centre, self.medal_radius(spot), min(c.place, STEPS))
                blit_text(surface, self.place_text(c.place), centre, self.place_size(spot), theme.INK, True, "center")
            where, radius = self.figure_at(spot, t)
            if radius <= 0:
                continue
            draw_shadow(surface, (spot.token[0], step.top), radius, where[1] - spot.token[1] - lift)
            draw_figure(surface, c.style, where, radius)
            top = self.trophy_at(t, spot) if winner else None
            if top is not None:
                if self.trophy:
                    draw_cup(surface, top, t - self.winner_at)
                else:
                    draw_crown(surface, top, t - self.winner_at)

    def draw_plate(self, surface: pygame.Surface, spot: Spot, name_hidden: bool) -> None:
        """The plate under a step: the person's name (and note), the winner's in gold."""
        c = self.climbers[spot.index]
        winner = c.place == 1
        if name_hidden:
            return                        # the winner's plate comes once their figure has landed
        draw_panel(surface, spot.plate, (64, 54, 24) if winner else (40, 50, 46), 235, 12,
                   border=theme.ACCENT if winner else None)
        band = spot.plate.inflate(-24, 0)
        pygame.draw.rect(surface, theme.seat_look(c.style)[0], (band.x, spot.plate.y, band.w, 4), border_radius=2)
        if len(spot.name_lines) > 1:
            drawn(c.name)
        for line, rect in zip(spot.name_lines, self.name_rects(spot), strict=True):
            blit_text(surface, line, rect.topleft, spot.name_size, theme.ACCENT if winner else theme.TEXT, True)
        note = self.note_rect(spot)
        if note is not None:
            size, bold = self.note_look(spot)
            blit_text(surface, c.note, note.topleft, size, theme.ACCENT if winner else theme.TEXT_DIM, bold)
        for line, rect in zip(spot.line_lines, self.line_rects(spot), strict=True):
            blit_text(surface, line, rect.topleft, spot.line_size, theme.TEXT)

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
            beam, lamp = spotlight(x - target, width + 60, self.floor_y() - 10)
            fade = 1.0 if t < self.landed + STAND else max(0.45, 1 - (t - self.landed - STAND) / 3)
            beam.set_alpha(round(255 * fade * min(1.0, sweep * 3)))
            surface.blit(beam, (target - lamp, 0))
        if t >= self.winner_at:
            spot = spots[0]
            light = glow(spot.step.w * 2)
            breathe = 0.8 + 0.2 * math.sin((t - self.winner_at) * 2.4)
            light.set_alpha(round(255 * clamp01((t - self.winner_at) / WINNER_RISE) * breathe))
            surface.blit(light, light.get_rect(center=(target, spot.token[1])))


def cheer(since: float) -> float:
    """How high the winner jumps for joy `since` seconds after landing: a jump every
    CHEER_EVERY seconds, each a quick hop."""
    if since <= 0:
        return 0.0
    phase = since % CHEER_EVERY
    if phase >= HOP_TIME:
        return 0.0
    u = phase / HOP_TIME
    return CHEER * 4 * u * (1 - u)


def draw_shadow(surface: pygame.Surface, foot: tuple[int, int], radius: int, height: int) -> None:
    """A soft shadow on the step under a figure, smaller the higher it jumps."""
    shrink = clamp01(1 - abs(height) / 160)
    w = max(6, round(radius * 1.7 * (0.5 + 0.5 * shrink)))
    surface.blit(shadow(w), shadow(w).get_rect(center=foot))


@lru_cache(maxsize=64)
def shadow(width: int) -> pygame.Surface:
    surf = pygame.Surface((width, max(4, width // 5)), pygame.SRCALPHA)
    pygame.draw.ellipse(surf, (0, 0, 0, 90), surf.get_rect())
    return surf


def draw_figure(surface: pygame.Surface, style: int, centre: tuple[int, int], radius: int) -> None:
    """A person's figure: their token in their colour and shape, with eyes and a smile."""
    draw_seat_token(surface, style, centre, radius)
    if radius < 14:
        return
    x, y = centre
    eye, pupil = max(3, round(radius * 0.13)), max(2, round(radius * 0.065))
    for side in (-1, 1):
        at = (x + side * round(radius * 0.22), y + round(radius * 0.12))
        pygame.draw.circle(surface, (250, 248, 240), at, eye)
        pygame.draw.circle(surface, theme.INK, (at[0], at[1] + 1), pupil)
    mouth = pygame.Rect(0, 0, round(radius * 0.36), max(4, round(radius * 0.2)))
    mouth.center = (x, y + round(radius * 0.26))
    pygame.draw.arc(surface, theme.INK, mouth, math.pi * 1.1, math.pi * 1.9, max(2, radius // 20))


def drop_height(age: float, room: int = 130) -> float:
    """How high over its step the winner's token still is `age` seconds after their step
    began to rise: it drops in from `room` px as the step lands and bounces twice."""
    p = clamp01((age - WINNER_RISE * 0.35) / DROP)
    if p >= 1:
        return 0.0
    return room * (1 - bounce(p))


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
def name_block(size: int, lines: tuple[str, ...]) -> int:
    """How tall a name fitted onto a plate stands (its lines at `size`)."""
    return line_step(size) * (len(lines) - 1) + round(size * 1.2)


def name_fit(name: str, width: int, size: int) -> tuple[int, tuple[str, ...]]:
    """A name on its step as large as it goes on one line, down to READABLE (the winner's
    only down to just over the others' size: it stays the biggest, on two lines if need be);
    else on two lines broken at a space or after a hyphen; a long single word is broken
    rather than cut (on up to three lines at READABLE)."""
    floor = NAME + 2 if size > NAME + 2 else READABLE
    for s in range(size, floor - 1, -1):
        if width_of(name, s, True) <= width:
            return s, (name,)
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
    body = STEP_BODY.get(place, (92, 104, 118))
    radius = 10
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


def draw_badge(surface: pygame.Surface, centre: tuple[int, int], radius: int, colours: tuple = BADGE) -> None:
    """A place badge without a ribbon: a disc with a rim (a low step's, fourth place on, in
    steel blue; `colours` (face, rim) for another metal, e.g. `MEDAL[1]`)."""
    face, rim = colours
    x, y = centre
    pygame.draw.circle(surface, rim, centre, radius)
    pygame.draw.circle(surface, face, centre, max(1, radius - 4))
    pygame.draw.circle(surface, tuple(min(255, c + 30) for c in face), (x - radius // 4, y - radius // 4),
                       max(1, radius // 3))
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
                 trophy: bool = False, suspense: str = "", headline_y: int = HEADLINE_Y, crowned: str = ""):
        self.podium = Podium(climbers, area, start, place_text, trophy)
        self.crowned = crowned        # the title once the winner has risen ("Spieler des Abends: Anna"), or none
        self.headline_y = headline_y  # where the headline's middle stands
        self.title_size, self.title_colour = title_style
        self.title, self.headline, self.subline = title, headline, subline
        self.suspense = suspense      # said while the others rise ("Und gewonnen hat …"): the headline waits for the winner
        self.confetti = Confetti(seed=seed, count=180)
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
        said, size, colour = self.title_now()
        out = [render(said, size, colour, True).get_rect(center=(theme.SCREEN_W // 2, TITLE_Y))]
        if self.headline:
            out.append(render(self.headline, self.headline_size(), theme.ACCENT, True).get_rect(
                center=(theme.SCREEN_W // 2, self.headline_y)))
        if self.subline:
            out.append(self.subline_rect())
        return out + self.podium.text_rects(self.time)

    def title_now(self) -> tuple[str, int, tuple]:
        """(words, size, colour) of the title at this moment: once the winner has risen it names
        them, in gold, as large as fits the screen."""
        if self.crowned and self.time >= self.podium.winner_at:
            return self.crowned, fitted_size(self.crowned, self.title_size, theme.SCREEN_W - 80, True), theme.ACCENT
        return self.title, self.title_size, self.title_colour

    def subline_rect(self) -> pygame.Rect:
        size = fitted_size(self.subline, 26, theme.SCREEN_W - 160)
        y = self.headline_y + 48 if self.headline else self.headline_y - 10      # (no headline: under the title)
        return render(self.subline, size, theme.TEXT).get_rect(center=(theme.SCREEN_W // 2, y))

    def draw(self, surface: pygame.Surface, avoid=()) -> list[pygame.Rect]:
        """The moment over what the screen drew (its backdrop); returns where confetti went."""
        self.podium.draw(surface, self.time)
        pieces = []
        if self.confetti_time() >= 0:
            pieces = self.confetti.draw(surface, self.confetti_time(),
                                        [r.inflate(6, 6) for r in self.text_rects()] + list(avoid))
        said, size, colour = self.title_now()
        grow = ease_out_back(clamp01((self.time - self.podium.winner_at) / 0.5)) if said is self.crowned else 1.0
        if grow == 1.0:
            blit_text(surface, said, (theme.SCREEN_W // 2, TITLE_Y), size, colour, True, "center")
        else:                    # (the winner's name grows in as they rise)
            img = pygame.transform.smoothscale_by(render(said, size, colour, True), max(0.3, min(1.0, grow)))
            surface.blit(img, img.get_rect(center=(theme.SCREEN_W // 2, TITLE_Y)))
        said, since = self.headline, 0.0
        if self.suspense:        # the winner's name only as the winner rises, never before
            said, since = ((self.headline, self.podium.winner_at) if self.time >= self.podium.winner_at
                           else (self.suspense, 0.0))
        grow = ease_out_back(clamp01((self.time - since) / 0.5))
        if grow > 0.05 and said:
            winner = said is self.headline
            size = self.headline_size() if winner else fitted_size(said, 52, theme.SCREEN_W - 120, True)
            img = render(said, size, theme.ACCENT if winner else theme.TEXT, True)
            if grow != 1.0:
                img = pygame.transform.smoothscale_by(img, max(0.05, min(1.0, grow)))
            surface.blit(img, img.get_rect(center=(theme.SCREEN_W // 2, self.headline_y)))
        if self.subline and self.time >= 0.4:
            rect = self.subline_rect()
            blit_text(surface, self.subline, rect.topleft, fitted_size(self.subline, 26, theme.SCREEN_W - 160), theme.TEXT)
        return pieces
