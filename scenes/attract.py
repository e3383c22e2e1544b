"""The attract mode: when nobody has touched the menu for a minute, bots play a game over it
behind a "press any key" banner; the first key, pad button or click ends it.

The menu decides when it begins (`ATTRACT_AFTER` seconds without input) and asks the routes
for the demo game; the App holds the `Attract` while it lasts. Every event goes to the attract
first: a key, a pad button, a pushed stick or a click only ends it, returning to the scene it
began on (the same menu, its selection as it was), and is used up there: it never reaches
any scene, so it never starts anything. Other input (the mouse moving, a key let go) is
dropped; closing the window still closes it.
"""

from __future__ import annotations

import math

import pygame

from scenes.ui import theme
from scenes.ui.text import drawn, render

ATTRACT_AFTER = 60.0     # seconds without input before the menu lets the bots play
STICK_WAKES = 0.5        # a stick pushed this far is a press
BANNER_H = 112
PULSE = 0.8              # the banner breathes this many times a second

# events that pass the attract untouched: the window and the devices come and go as ever
PASSING = frozenset({
    pygame.QUIT, pygame.JOYDEVICEADDED, pygame.JOYDEVICEREMOVED, pygame.VIDEORESIZE, pygame.VIDEOEXPOSE,
    pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED, pygame.WINDOWEXPOSED,
})


def wakes(event: pygame.event.Event) -> bool:
    """Whether an event is someone wanting the menu back (a press, not a key let go)."""
    kind = event.type
    if kind in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.JOYBUTTONDOWN, pygame.CONTROLLERBUTTONDOWN):
        return True
    if kind == pygame.JOYHATMOTION:
        return tuple(getattr(event, "value", (0, 0))) != (0, 0)
    if kind == pygame.JOYAXISMOTION:
        try:
            return abs(float(event.value)) > STICK_WAKES
        except (AttributeError, TypeError, ValueError):
            return False
    return False


class Attract:
    """The attract mode while it lasts: the scene to return to, and the banner over the demo."""

    def __init__(self, app, home):
        self.app = app
        self.home = home            # the scene the first key returns to (the menu)
        self.began = app.time
        self._panel: tuple[tuple, pygame.Surface] | None = None

    def game_title(self) -> str:
        """The name of the game the bots are playing (from the catalogue), or ""."""
        info = getattr(self.app.top, "info", None)
        return getattr(info, "title", "") or ""

    def lines(self) -> tuple[str, str]:
        t = self.app.texts
        title = self.game_title()
        return t("attract.banner.press"), (t("attract.banner.showing", game=title) if title else "")

    def panel(self) -> pygame.Surface:
        """The banner (made once per language and game shown)."""
        call, showing = self.lines()
        key = (call, showing)
        if self._panel is None or self._panel[0] != key:
            width = max(render(call, 40, theme.ACCENT, True).get_width(),
                        render(showing, 24, theme.TEXT).get_width() if showing else 0) + 80
            surf = pygame.Surface((width, BANNER_H), pygame.SRCALPHA)
            pygame.draw.rect(surf, (16, 20, 18, 228), surf.get_rect(), border_radius=24)
            pygame.draw.rect(surf, (*theme.ACCENT, 255), surf.get_rect(), width=3, border_radius=24)
            img = render(call, 40, theme.ACCENT, True)
            surf.blit(img, img.get_rect(midtop=(width // 2, 14 if showing else (BANNER_H - img.get_height()) // 2)))
            if showing:
                img = render(showing, 24, theme.TEXT)
                surf.blit(img, img.get_rect(midbottom=(width // 2, BANNER_H - 14)))
            self._panel = (key, surf)
        return self._panel[1]

    def rect(self, surface: pygame.Surface) -> pygame.Rect:
        """Low in the middle of the picture: the demo's own headings stay readable above."""
        panel = self.panel()
        return panel.get_rect(midbottom=(surface.get_width() // 2, surface.get_height() - 28))

    def draw(self, surface: pygame.Surface) -> None:
        panel = self.panel()
        age = self.app.time - self.began
        panel.set_alpha(int(215 + 40 * math.sin(age * PULSE * math.tau)))
        surface.blit(panel, self.rect(surface))
        call, showing = self.lines()
        drawn(call, 40)          # (the panel is a cached picture: say what it shows)
        if showing:
            drawn(showing, 24)
