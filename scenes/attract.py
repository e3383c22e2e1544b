"""The attract mode: when nobody has touched the menu for a minute, bots play a game over it
with a "press any key" banner; the first key, pad button or click ends it.

The banner covers nothing of the game: the demo's whole picture is shown a little smaller
at the top of the screen, and the banner has the band below it to itself, since no table
leaves the same strip free (their sheets and boards reach every edge). The picture lies on the
table in a gold rim with a shadow, dice beside it in the strips its narrower shape leaves, so
those strips read as the table it stands on, never as black bars (in a small window most of all).

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
from scenes.ui.backdrop import backdrop, draw_small_die
from scenes.ui.layout import fitted_size
from scenes.ui.text import drawn, render

ATTRACT_AFTER = 60.0     # seconds without input before the menu lets the bots play
STICK_WAKES = 0.5        # a stick pushed this far is a press
BAND_H = 92              # px at the foot of the screen for the banner, below the demo's picture
BANNER_MARGIN = 10       # px between the band's edges and the banner (the window's edge keeps a margin)
CALL_SIZE, SHOWING_SIZE = 34, 22
PULSE = 0.8              # the banner breathes this many times a second
PICTURE_TOP = 8          # px above the demo's picture: its rim stands whole inside the window
FRAME = 4                # px of the gold rim round the demo's picture: a picture on the table, not a letterbox
SIDE_DICE = 3            # dice lying in each strip beside the picture

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
        self._shrunk: pygame.Surface | None = None    # the demo's picture, scaled (reused each frame)
        self._room: pygame.Surface | None = None      # the table round it: felt, rim, shadow, dice (made once)

    def game_title(self) -> str:
        """The name of the game the bots are playing (from the catalogue), or ""."""
        info = getattr(self.app.top, "info", None)
        return getattr(info, "title", "") or ""

    def lines(self) -> tuple[str, str]:
        t = self.app.texts
        title = self.game_title()
        return t("attract.banner.press"), (t("attract.banner.showing", game=title) if title else "")

    def sizes(self, width: int) -> tuple[int, int]:
        """The banner's two text sizes, as large as they fit its width (never under READABLE)."""
        call, showing = self.lines()
        room = width - 48
        return (fitted_size(call, CALL_SIZE, room, True),
                fitted_size(showing, SHOWING_SIZE, room) if showing else SHOWING_SIZE)

    def panel(self, width: int) -> pygame.Surface:
        """The banner (made once per language, game shown and width)."""
        call, showing = self.lines()
        key = (call, showing, width)
        if self._panel is None or self._panel[0] != key:
            height = BAND_H - 2 * BANNER_MARGIN
            call_size, showing_size = self.sizes(width)
            surf = pygame.Surface((width, height), pygame.SRCALPHA)
            pygame.draw.rect(surf, (16, 20, 18, 236), surf.get_rect(), border_radius=18)
            pygame.draw.rect(surf, (*theme.ACCENT, 255), surf.get_rect(), width=3, border_radius=18)
            img = render(call, call_size, theme.ACCENT, True)
            if showing:
                below = render(showing, showing_size, theme.TEXT)
                gap = (height - img.get_height() - below.get_height()) // 3
                surf.blit(img, img.get_rect(midtop=(width // 2, gap)))
                surf.blit(below, below.get_rect(midbottom=(width // 2, height - gap)))
            else:
                surf.blit(img, img.get_rect(center=(width // 2, height // 2)))
            self._panel = (key, surf)
        return self._panel[1]

    @staticmethod
    def picture_rect(surface: pygame.Surface) -> pygame.Rect:
        """Where the demo's picture goes, scaled to leave the band free: top, centred."""
        w, h = surface.get_size()
        height = max(1, h - BAND_H - PICTURE_TOP - FRAME)
        width = max(1, round(w * height / h))
        return pygame.Rect((w - width) // 2, PICTURE_TOP, width, height)

    @staticmethod
    def rect(surface: pygame.Surface) -> pygame.Rect:
        """The banner: the band under the demo's picture, as wide as the picture."""
        w, h = surface.get_size()
        picture_w = Attract.picture_rect(surface).w
        band = pygame.Rect((w - picture_w) // 2, h - BAND_H, picture_w, BAND_H)
        return band.inflate(0, -2 * BANNER_MARGIN).move(0, -BANNER_MARGIN // 2)

    def room(self, surface: pygame.Surface) -> pygame.Surface:
        """The table the demo's picture lies on: the felt, the picture's shadow and gold rim,
        and dice in the strips beside it (made once per window size)."""
        if self._room is not None and self._room.get_size() == surface.get_size():
            return self._room
        felt = backdrop(dice=False)
        room = felt.copy() if felt.get_size() == surface.get_size() else pygame.Surface(surface.get_size())
        if felt.get_size() != surface.get_size():
            room.fill(theme.BG)
        area = self.picture_rect(surface)
        shadow = pygame.Surface(area.inflate(40, 40).size, pygame.SRCALPHA)
        for k in range(10):           # a soft shadow: the picture lies on the table
            pygame.draw.rect(shadow, (0, 0, 0, 14), shadow.get_rect().inflate(-4 * k, -4 * k), border_radius=24)
        room.blit(shadow, shadow.get_rect(center=(area.centerx, area.centery + 8)))
        pygame.draw.rect(room, theme.ACCENT, area.inflate(2 * FRAME, 2 * FRAME), border_radius=FRAME + 2)
        strip = area.x - FRAME
        if strip >= 40:
            size = min(56, strip - 22)
            for side, x in ((0, strip // 2), (1, surface.get_width() - strip // 2)):
                for k in range(SIDE_DICE):
                    y = area.y + area.h * (k + 0.6) / (SIDE_DICE + 0.2)
                    draw_small_die(room, (round(x + (6 if (k + side) % 2 else -6)), round(y)), size,
                                   1 + (k * 2 + side * 3) % 6, (-18, 12, -6, 20, -12, 8)[k + 3 * side], (236, 230, 216))
        self._room = room.convert(surface) if surface.get_bitsize() >= 24 else room
        return self._room

    def draw(self, surface: pygame.Surface) -> None:
        """Shrink the demo's picture (drawn full size below) into its place on the table, then
        the banner."""
        area = self.picture_rect(surface)
        if self._shrunk is None or self._shrunk.get_size() != area.size:
            self._shrunk = pygame.Surface(area.size).convert(surface) if surface.get_bitsize() >= 24 \
                else pygame.Surface(area.size)
        pygame.transform.smoothscale(surface, area.size, self._shrunk)
        surface.blit(self.room(surface), (0, 0))
        surface.blit(self._shrunk, area)
        place = self.rect(surface)
        panel = self.panel(place.width)
        age = self.app.time - self.began
        panel.set_alpha(int(225 + 30 * math.sin(age * PULSE * math.tau)))
        surface.blit(panel, place)
        call, showing = self.lines()
        call_size, showing_size = self.sizes(place.width)
        drawn(call, call_size)          # (the panel is a cached picture: say what it shows)
        if showing:
            drawn(showing, showing_size)
