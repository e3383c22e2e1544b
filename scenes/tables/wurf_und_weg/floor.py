"""The Wurf & Weg table's floor: one cached picture of all that lies under the dice.

The floor is the background with the coaster pile and every station's won coasters, coaster
and key strip. Something on it changes a few times a round (a coaster won, a key strip for a
new luck symbol, the pile one smaller); only the parts that changed are painted again: the
background is put back over their area and whatever overlaps that area is drawn anew inside
it, so the picture is always the one a whole repaint would give. The texts drawn into it are
kept per part and said again every frame it is shown (`Recording`).
"""

from __future__ import annotations

import pygame

from scenes.tables.wurf_und_weg.layout import PILE_D, PILE_POS
from scenes.ui.text import Recording

MARGIN = 10                  # shadows and outlines reach a little beyond a station's panel
PILE_AREA = pygame.Rect(0, 0, 300, PILE_D + 80)
PILE_AREA.midbottom = (PILE_POS[0], PILE_POS[1] + PILE_D // 2 + 16)


class FloorWords:
    """The texts of every part of the floor, said again as one."""

    def __init__(self, parts: dict):
        self.parts = parts

    def replay(self, surface) -> None:
        for said in self.parts.values():
            said.replay(surface)


class Floor:
    """The cached floor of `scene` (a Wurf & Weg table); `picture()` is this frame's."""

    def __init__(self, scene):
        self.scene = scene
        self.forget()

    def forget(self) -> None:
        """Seats, language or background changed: the next picture is painted whole."""
        self.surface: pygame.Surface | None = None
        self.whole_key = None
        self.keys: dict = {}
        self.said: dict = {}

    def part_keys(self) -> dict:
        s = self.scene
        keys = {"pile": (s.seen.pile, s.round_panel is None or s.hud.compact())}
        for seat in range(len(s.seats)):
            keys[seat] = s.station_painter.floor_key(seat)
        return keys

    def area(self, part) -> pygame.Rect:
        if part == "pile":
            return PILE_AREA
        return self.scene.stations[part].rect.inflate(2 * MARGIN, 2 * MARGIN)

    def picture(self) -> tuple[pygame.Surface, FloorWords]:
        s = self.scene
        background = s.background()
        whole_key = (id(background), s.t.lang, len(s.seats))
        keys = self.part_keys()
        if self.surface is None or whole_key != self.whole_key:
            self.surface, self.whole_key = background.copy(), whole_key
            for part in keys:
                self.paint(part)
        else:
            for part in [p for p in keys if keys[p] != self.keys.get(p)]:
                self.repaint(part, background)
        self.keys = keys
        return self.surface, FloorWords(self.said)

    def repaint(self, part, background: pygame.Surface) -> None:
        """Put the background back over the part's area and draw again, clipped to it, every
        part that reaches into it (its neighbours' edges too)."""
        area = self.area(part).clip(self.surface.get_rect())
        self.surface.blit(background, area, area)
        self.surface.set_clip(area)
        try:
            for other in ["pile", *range(len(self.scene.seats))]:
                if other == part or self.area(other).colliderect(area):
                    self.paint(other)
        finally:
            self.surface.set_clip(None)

    def paint(self, part) -> None:
        s = self.scene
        if part != "pile":
            s.station_painter.strip(part)   # a strip drawn anew says its words once, not twice
        with Recording() as said:
            if part == "pile":
                s.hud.draw_pile(self.surface)
            else:
                s.station_painter.draw(self.surface, part)
        self.said[part] = said
