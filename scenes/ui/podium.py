"""The podium: the winner's moment, drawable by any screen.

Everyone gets a step of their own; the steps rise one place at a time, last place first, the
winner last (after a breath, with the fanfare). Each person stands on their step in their seat's
colour and shape, their name above them (readable from the sofa, the winner's much bigger),
the place number on the step's face. People who share a place (1, 2, 2, 4: see
`game.engine.group_places`) rise together on steps of the same height. The winner stands in the
middle, second place to the left, third to the right and so on outwards.

Everything is a closed formula of the podium's own time, so a screen draws it at any moment
and tests ask it what is on screen when (`text_rects`, `landed`, `sounds_between`).
"""

from __future__ import annotations

from dataclasses import dataclass
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
STAND = 3.0          # seconds the podium stands, landed, before anyone may move on
NAME = 30            # px of a name on its step (shrunk to fit, never under READABLE)
WINNER_NAME = 48
GAP = 10


@dataclass(frozen=True)
class Climber:
    """One person on the podium."""

    name: str
    style: int           # colour and shape (`game.seats.style_of`)
    place: int           # 1 = won; people sharing a place share the number


@dataclass(frozen=True)
class Spot:
    """Where one climber's step, token and name go once the step has risen."""

    index: int           # into the podium's climbers
    step: pygame.Rect    # the step's face
    token: tuple[int, int]
    radius: int
    name_size: int
    name_lines: tuple[str, ...]
    name_top: int


def climbers_of(names: list[str], styles: list[int], ranking: list[list[int]]) -> list[Climber]:
    """Climbers from a ranking (groups of indices, best first) in the standard places."""
    out = []
    for place, group in zip(group_places(ranking), ranking, strict=True):
        for i in group:
            out.append(Climber(names[i], styles[i], place))
    return out


class Podium:
    def __init__(self, climbers: list[Climber], area: tuple = (40, 160, 1200, 450),
                 start: float = FIRST_BEAT, place_text=lambda n: f"{n}."):
        self.climbers = list(climbers)
        self.area = pygame.Rect(area)
        self.place_text = place_text
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
        """The winner in the middle, then alternately left and right; the winner's column wider."""
        ordered = sorted(range(len(self.climbers)), key=lambda i: (self.climbers[i].place, i))
        columns: list[int] = []
        for k, i in enumerate(ordered):
            if k % 2:
                columns.insert(0, i)
            else:
                columns.append(i)
        n = max(1, len(columns))
        weights = [1.5 if self.climbers[i].place == 1 else 1.0 for i in columns]
        unit = (self.area.w - GAP * (n - 1)) / sum(weights) if columns else 0
        unit = min(unit, 240)
        total = sum(w * unit for w in weights) + GAP * (n - 1)
        x = self.area.x + (self.area.w - total) / 2
        lowest = max([c.place for c in self.climbers] + [2])
        tallest, shortest = min(220, self.area.h // 2), 64
        spots = []
        for i, w in zip(columns, weights, strict=True):
            c = self.climbers[i]
            width = round(w * unit)
            height = round(tallest - (c.place - 1) / (lowest - 1) * (tallest - shortest)) if lowest > 1 else tallest
            step = pygame.Rect(round(x), self.area.bottom - height, width, height)
            winner = c.place == 1
            radius = 34 if winner else 24
            size, lines = name_fit(c.name, width - 8, WINNER_NAME if winner else NAME)
            token = (step.centerx, step.top - 12 - radius)
            name_h = line_step(size) * (len(lines) - 1) + size + size // 4
            crown = 34 if winner else 0
            spots.append(Spot(i, step, token, radius, size, lines, token[1] - radius - crown - 8 - name_h))
            x += width + GAP
        return spots

    def name_rects(self, spot: Spot, lift: float = 0.0) -> list[pygame.Rect]:
        out = []
        y = spot.name_top + lift
        for line in spot.name_lines:
            img = render(line, spot.name_size, theme.TEXT, True)
            out.append(img.get_rect(midtop=(spot.step.centerx, round(y))))
            y += line_step(spot.name_size)
        return out

    def place_rect(self, spot: Spot) -> pygame.Rect:
        img = render(self.place_text(self.climbers[spot.index].place), self.place_size(spot), theme.INK, True)
        return img.get_rect(center=(spot.step.centerx, spot.step.top + min(spot.step.h // 2, 48)))

    def place_size(self, spot: Spot) -> int:
        return 64 if self.climbers[spot.index].place == 1 else max(READABLE + 8, min(44, spot.step.h - 12))

    def text_rects(self, t: float) -> list[pygame.Rect]:
        """Where text stands at time `t` (names and place numbers of the steps risen so far)."""
        out = []
        for spot in self.spots:
            p = self.progress(spot.index, t)
            if p <= 0:
                continue
            lift = spot.step.h * (1 - p)
            out += [r.move(0, round(lift)) for r in self.name_rects(spot)]
            out.append(self.place_rect(spot).move(0, round(lift)))
        return out

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, t: float) -> None:
        for spot in self.spots:           # a warm light behind the winner once they rise
            if self.climbers[spot.index].place == 1 and t >= self.winner_at:
                light = glow(spot.step.w * 2)
                light.set_alpha(round(255 * clamp01((t - self.winner_at) / WINNER_RISE)))
                surface.blit(light, light.get_rect(center=(spot.step.centerx, spot.token[1])))
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
            face = step_face(step.size, c.style, winner)
            surface.blit(face, step)
            surface.set_clip(clip)
            appear = ease_out_cubic(clamp01((t - self.rises(spot.index)) / (self.duration(spot.index) * 0.6)))
            if appear <= 0:
                continue
            blit_text(surface, self.place_text(c.place), self.place_rect(spot).move(0, lift).center,
                      self.place_size(spot), theme.INK, True, "center")
            token = (spot.token[0], spot.token[1] + lift)
            draw_seat_token(surface, c.style, token, spot.radius)
            if winner:
                draw_crown(surface, (token[0], token[1] - spot.radius - 4), t - self.winner_at)
            if len(spot.name_lines) > 1:
                drawn(c.name)
            for line, rect in zip(spot.name_lines, self.name_rects(spot), strict=True):
                blit_text(surface, line, rect.move(0, lift).topleft, spot.name_size,
                          theme.ACCENT if winner else theme.TEXT, True)


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
def step_face(size: tuple[int, int], style: int, winner: bool) -> pygame.Surface:
    """A step: a warm block with the seat's colour as a band along its top."""
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    body = (250, 222, 140) if winner else (222, 214, 196)
    pygame.draw.rect(surf, body, (0, 0, w, h), border_top_left_radius=10, border_top_right_radius=10)
    shade = tuple(max(0, c - 40) for c in body)
    pygame.draw.rect(surf, shade, (0, h - max(6, h // 8), w, max(6, h // 8)))
    band = theme.SEAT_COLOURS[style % len(theme.SEAT_COLOURS)]
    pygame.draw.rect(surf, band, (0, 0, w, 12), border_top_left_radius=10, border_top_right_radius=10)
    pygame.draw.rect(surf, theme.INK, (0, 0, w, h), 2, border_top_left_radius=10, border_top_right_radius=10)
    return surf


@lru_cache(maxsize=8)
def glow(size: int) -> pygame.Surface:
    """A soft round light in the accent colour, fading out to its edge."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    for r in range(size // 2, 0, -4):
        a = round(70 * (1 - r / (size / 2)) ** 1.5)
        pygame.draw.circle(surf, (*theme.ACCENT, a), (size // 2, size // 2), r)
    return surf


def draw_crown(surface: pygame.Surface, bottom: tuple[int, int], age: float) -> None:
    """A small golden crown sitting on the winner's token, bobbing while the fanfare plays."""
    x, y = bottom
    bob = 3 * abs(((age * 1.5) % 2) - 1) if 0 <= age < 4 else 0
    y -= round(bob)
    pts = [(x - 22, y), (x - 22, y - 18), (x - 11, y - 8), (x, y - 26), (x + 11, y - 8), (x + 22, y - 18), (x + 22, y)]
    pygame.draw.polygon(surface, theme.ACCENT, pts)
    pygame.draw.polygon(surface, theme.ACCENT_DARK, pts, 2)


HEADLINE_Y = 96
TITLE_Y = 40


class Moment:
    """A screen's winner's moment: a small title, the headline growing in, the podium rising,
    confetti from the winner's rise on (never over a word), each sound at its beat. The screen
    steps it (`update`), draws it, and offers going on once `ready()`."""

    def __init__(self, climbers: list[Climber], title: str, headline: str, seed: int = 0,
                 place_text=lambda n: f"{n}.", area: tuple = (40, 160, 1200, 450),
                 start: float = FIRST_BEAT, subline: str = "", title_style: tuple = (30, theme.TEXT_DIM)):
        self.podium = Podium(climbers, area, start, place_text)
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
        self.time = max(self.time, self.podium.winner_at)

    def ready(self) -> bool:
        return self.time >= self.podium.ready_at()

    def still(self) -> bool:
        return self.ready() and self.confetti.done(self.confetti_time())

    def confetti_time(self) -> float:
        return self.time - self.podium.winner_at

    def headline_size(self) -> int:
        return fitted_size(self.headline, 52, theme.SCREEN_W - 120, True)

    def text_rects(self) -> list[pygame.Rect]:
        """Every word's rectangle at this moment (the headline at its full size)."""
        out = [render(self.title, self.title_size, self.title_colour, True).get_rect(center=(theme.SCREEN_W // 2, TITLE_Y))]
        out.append(render(self.headline, self.headline_size(), theme.ACCENT, True).get_rect(
            center=(theme.SCREEN_W // 2, HEADLINE_Y)))
        if self.subline:
            out.append(self.subline_rect())
        return out + self.podium.text_rects(self.time)

    def subline_rect(self) -> pygame.Rect:
        size = fitted_size(self.subline, 26, theme.SCREEN_W - 160)
        return render(self.subline, size, theme.TEXT).get_rect(center=(theme.SCREEN_W // 2, HEADLINE_Y + 48))

    def draw(self, surface: pygame.Surface, avoid=()) -> list[pygame.Rect]:
        """The moment over what the screen drew (its backdrop); returns where confetti went."""
        self.podium.draw(surface, self.time)
        pieces = []
        if self.confetti_time() >= 0:
            pieces = self.confetti.draw(surface, self.confetti_time(),
                                        [r.inflate(6, 6) for r in self.text_rects()] + list(avoid))
        blit_text(surface, self.title, (theme.SCREEN_W // 2, TITLE_Y), self.title_size, self.title_colour, True, "center")
        grow = ease_out_back(clamp01(self.time / 0.5))
        if grow > 0.05:
            img = render(self.headline, self.headline_size(), theme.ACCENT, True)
            if grow != 1.0:
                img = pygame.transform.smoothscale_by(img, max(0.05, min(1.0, grow)))
            surface.blit(img, img.get_rect(center=(theme.SCREEN_W // 2, HEADLINE_Y)))
        if self.subline and self.time >= 0.4:
            rect = self.subline_rect()
            blit_text(surface, self.subline, rect.topleft, fitted_size(self.subline, 26, theme.SCREEN_W - 160), theme.TEXT)
        return pieces
