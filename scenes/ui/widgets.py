"""Widgets shared by the menus: a button list, a banner, a panel and a seat's token.

A `ButtonList` is steered by navigation actions from any device and by the mouse; it
knows nothing of what its buttons do (each has a callback).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import pygame

from scenes.ui import theme
from scenes.ui.layout import READABLE, fit, line_step
from scenes.ui.text import blit_text, drawn


@dataclass
class Button:
    label: Callable[[], str] | str
    action: Callable[[], None]
    hint: Callable[[], str] | str = ""
    enabled: bool = True
    left: Callable[[], None] | None = None    # for value buttons: change with left/right
    right: Callable[[], None] | None = None

    def text(self) -> str:
        return self.label() if callable(self.label) else self.label

    def hint_text(self) -> str:
        return self.hint() if callable(self.hint) else self.hint


class ButtonList:
    """A vertical list of buttons with one selected (or none: `index` -1, until up or down
    selects the first or the last; a confirm then does nothing)."""

    def __init__(self, buttons: list[Button], center: tuple[int, int], width: int = 460,
                 height: int = 56, gap: int = 10, size: int = 30):
        self.buttons = buttons
        self.center = center
        self.width, self.height, self.gap, self.size = width, height, gap, size
        self.index = 0
        self.time = 0.0

    def rects(self) -> list[pygame.Rect]:
        total = len(self.buttons) * (self.height + self.gap) - self.gap
        top = self.center[1] - total // 2
        x = self.center[0] - self.width // 2
        return [pygame.Rect(x, top + i * (self.height + self.gap), self.width, self.height)
                for i in range(len(self.buttons))]

    @property
    def selected(self) -> Button:
        return self.buttons[self.index]

    def move(self, step: int) -> None:
        n = len(self.buttons)
        for _ in range(n):
            self.index = (self.index + step) % n
            if self.buttons[self.index].enabled:
                return

    def handle(self, action: str) -> bool:
        """React to a navigation action; True if it was used."""
        if not 0 <= self.index < len(self.buttons):      # nothing selected yet
            if action in ("up", "down") and self.buttons:
                # either arrow lights the first choice (the one a screen offers first, e.g.
                # "Revanche!"): an up that lit the last would put "Hauptmenü" under the next confirm
                self.index = -1
                self.move(1)
                return True
            return False
        button = self.selected
        if action == "up":
            self.move(-1)
        elif action == "down":
            self.move(1)
        elif action == "left" and button.left:
            button.left()
        elif action == "right" and button.right:
            button.right()
        elif action == "confirm" and button.enabled:
            button.action()
        else:
            return False
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            # (a pointer resting over the window selects nothing: the app passes on only motion)
            for i, rect in enumerate(self.rects()):
                if rect.collidepoint(event.pos) and self.buttons[i].enabled:
                    self.index = i
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            for i, rect in enumerate(self.rects()):
                if rect.collidepoint(event.pos) and self.buttons[i].enabled:
                    self.index = i
                    b = self.buttons[i]
                    if b.right and event.pos[0] > rect.centerx + rect.width // 4:
                        b.right()
                    elif b.left and event.pos[0] < rect.centerx - rect.width // 4:
                        b.left()
                    else:
                        b.action()
                    return True
        return False

    def update(self, dt: float) -> None:
        self.time += dt

    def draw_face(self, surface: pygame.Surface, rect: pygame.Rect, chosen: bool, enabled: bool) -> int:
        """A button's face under its words; returns how far the words rise with it (a list
        drawing lifted faces overrides this)."""
        fill = theme.ACCENT if chosen else theme.BG_LIGHT
        if not enabled:
            fill = (50, 56, 54)
        pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 4), border_radius=14)
        pygame.draw.rect(surface, fill, rect, border_radius=14)
        if chosen:
            pygame.draw.rect(surface, theme.PAPER, rect, width=3, border_radius=14)
        return 0

    def draw(self, surface: pygame.Surface) -> None:
        for i, (button, rect) in enumerate(zip(self.buttons, self.rects(), strict=True)):
            chosen = i == self.index
            rect = rect.move(0, -self.draw_face(surface, rect, chosen, button.enabled))
            colour = theme.INK if chosen else (theme.TEXT if button.enabled else theme.TEXT_DIM)
            label = button.text()
            if button.left or button.right:
                blit_text(surface, "‹", (rect.x + 22, rect.centery), self.size, colour, True, "center")
                blit_text(surface, "›", (rect.right - 22, rect.centery), self.size, colour, True, "center")
            room = rect.w - (70 if button.left or button.right else 24)
            size, lines = fit(label, room, self.size, chosen, 1)     # shrunk to the floor, then "…"
            if lines[0] != label:
                drawn(label)
            blit_text(surface, lines[0], rect.center, size, colour, chosen, "center")
        hint = self.selected.hint_text() if 0 <= self.index < len(self.buttons) else ""
        if hint:
            rects = self.rects()
            size, lines = fit(hint, theme.SCREEN_W - 60, 22, False, 1)    # one line: the screen's keys are below
            if lines[0] != hint:
                drawn(hint)
            blit_text(surface, lines[0], (self.center[0], rects[-1].bottom + 26), size, theme.TEXT_DIM, anchor="midtop")


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, colour=(22, 28, 26), alpha: int = 220,
               radius: int = 18, border=None) -> None:
    """A rounded, see-through panel (made once per size and look, then only blitted)."""
    surface.blit(panel_surface(tuple(rect.size), tuple(colour)[:3], alpha, radius,
                               None if border is None else tuple(border)), rect)


@lru_cache(maxsize=256)
def panel_surface(size: tuple[int, int], colour: tuple, alpha: int, radius: int, border) -> pygame.Surface:
    panel = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*colour, alpha), panel.get_rect(), border_radius=radius)
    if border:
        pygame.draw.rect(panel, border, panel.get_rect(), width=2, border_radius=radius)
    return panel.convert_alpha() if pygame.display.get_surface() else panel


def banner_lines_each(count: int) -> int:
    """How many lines each of `count` messages of a banner may take: two for one or two, else one."""
    return 2 if count <= 2 else 1


def draw_banner(surface: pygame.Surface, lines: list[str], top: int = 0, each: int | None = None) -> int:
    """A red banner across the screen with the messages at the readable size, from `top` down
    (or kept on the screen above its foot); returns its height. At most four messages, each on
    `each` lines at most (`banner_lines_each`); what does not fit ends in "…"."""
    if not lines:
        return 0
    room = surface.get_width() - 24
    shown = lines[:4]
    each = banner_lines_each(len(shown)) if each is None else each
    laid = [fit(line, room, READABLE, False, each) for line in shown]
    step = line_step(READABLE)
    height = 14 + step * sum(len(parts) for _size, parts in laid)
    top = max(0, min(top, surface.get_height() - height))
    draw_panel(surface, pygame.Rect(0, top, surface.get_width(), height), theme.BANNER, 235, radius=0)
    y = top + 7
    for line, (size, parts) in zip(shown, laid, strict=True):
        if len(parts) > 1 or parts[0] != line:
            drawn(line)
        for part in parts:
            blit_text(surface, part, (12, y), size, theme.TEXT)
            y += step
    return height


def draw_seat_token(surface: pygame.Surface, style: int, center, radius: int) -> None:
    """A seat's colour in its own shape, so colour is never the only cue. `style` is the look the
    seat wears (`game.seats.style_of(seats, i)`: a Spieleabend player's own, else the seat's
    place), never simply the seat's index."""
    colour, shape = theme.seat_look(style)
    x, y = center
    r = radius
    if shape == "circle":
        pygame.draw.circle(surface, colour, center, r)
        pygame.draw.circle(surface, theme.INK, center, r, 2)
        return
    if shape == "square":
        pts = [(x - r * .85, y - r * .85), (x + r * .85, y - r * .85), (x + r * .85, y + r * .85), (x - r * .85, y + r * .85)]
    elif shape == "triangle":
        pts = [(x, y - r), (x + r * .95, y + r * .75), (x - r * .95, y + r * .75)]
    elif shape == "diamond":
        pts = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
    elif shape == "star":
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.45
            pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    else:  # hexagon
        pts = [(x + r * math.cos(math.pi / 6 + i * math.pi / 3), y + r * math.sin(math.pi / 6 + i * math.pi / 3)) for i in range(6)]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, theme.INK, pts, 2)
