"""The main menu's list, grouped like a game's menu: the games (each with its emblem, and any
"go on" entries above them), then the Spieleabend, then statistics, settings, rules and quit
as smaller buttons two by two.

It is a `ButtonList` (one index through all entries in order, so up/down and the mouse work
as everywhere); left/right move within the pairs of small buttons. Each entry says its group
(`LEAD`, `EVENING`, `TOOL`) and may name an emblem's motif (`scenes.ui.emblems`), drawn at
the size of the list's rows.
"""

from __future__ import annotations

import pygame

from scenes.ui import theme
from scenes.ui.emblems import emblem
from scenes.ui.layout import fit
from scenes.ui.text import blit_text, drawn
from scenes.ui.widgets import Button, ButtonList

LEAD, EVENING, TOOL = "lead", "evening", "tool"
TOP, BOTTOM = 172, 630        # the list lies between the subtitle and its hint line
GROUP_GAP = 16
TOOL_H, TOOL_GAP, TOOL_SIZE = 40, 8, 24
EMBLEM_ROOM = 56              # px at a button's left for its emblem


class MenuList(ButtonList):
    def __init__(self, entries: list[tuple[Button, str, str | None]], width: int = 520):
        buttons = [button for button, _group, _motif in entries]
        self.groups = [group for _button, group, _motif in entries]
        self.motifs = [motif for _button, _group, motif in entries]
        lead = sum(1 for g in self.groups if g != TOOL)
        height, gap, size = (48, 8, 28) if lead <= 5 else (42, 6, 27) if lead <= 6 else (38, 5, 25)
        super().__init__(buttons, (theme.SCREEN_W // 2, 0), width=width, height=height, gap=gap, size=size)
        self._rects = self._layout()
        self.center = (theme.SCREEN_W // 2, (self._rects[0].top + self._rects[-1].bottom) // 2)

    def _layout(self) -> list[pygame.Rect]:
        rects, y, previous, column = [], 0, None, 0
        half = (self.width - TOOL_GAP) // 2
        x = theme.SCREEN_W // 2 - self.width // 2
        for group in self.groups:
            if previous is not None and group != previous:
                y += GROUP_GAP
            if group == TOOL:
                if column == 2:
                    column = 0
                    y += TOOL_H + TOOL_GAP
                rects.append(pygame.Rect(x + column * (half + TOOL_GAP), y, half, TOOL_H))
                column += 1
            else:
                if previous is not None and group == previous:
                    y += self.gap
                rects.append(pygame.Rect(x, y, self.width, self.height))
                y += self.height
            previous = group
        bottom = max(r.bottom for r in rects)
        shift = TOP + max(0, (BOTTOM - TOP - bottom) // 2)
        return [r.move(0, shift) for r in rects]

    def rects(self) -> list[pygame.Rect]:
        return self._rects

    def handle(self, action: str) -> bool:
        """Left/right step through the small buttons (they stand two by two)."""
        if action in ("left", "right") and self.index >= 0 and self.groups[self.index] == TOOL:
            first = self.groups.index(TOOL)
            pair = (self.index - first) // 2
            other = self.index + (-1 if action == "left" else 1)
            if other < len(self.buttons) and other >= first and (other - first) // 2 == pair:
                self.index = other
            return True
        return super().handle(action)

    def draw(self, surface: pygame.Surface) -> None:
        for i, (button, rect) in enumerate(zip(self.buttons, self.rects(), strict=True)):
            chosen = i == self.index
            tool = self.groups[i] == TOOL
            fill = theme.ACCENT if chosen else theme.BG_LIGHT if not tool else (32, 42, 38)
            radius = 12 if tool else 14
            pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 4), border_radius=radius)
            pygame.draw.rect(surface, fill, rect, border_radius=radius)
            if chosen:
                pygame.draw.rect(surface, theme.PAPER, rect, width=3, border_radius=radius)
            colour = theme.INK if chosen else theme.TEXT
            room = rect.inflate(-24, 0)
            if self.motifs[i] is not None:
                picture = emblem(self.motifs[i], rect.h - 8)
                surface.blit(picture, picture.get_rect(center=(rect.x + EMBLEM_ROOM // 2 + 4, rect.centery)))
                room = pygame.Rect(rect.x + EMBLEM_ROOM, rect.y, rect.w - 2 * EMBLEM_ROOM, rect.h)
            label = button.text()
            size, lines = fit(label, room.w, TOOL_SIZE if tool else self.size, chosen, 1)
            if lines[0] != label:
                drawn(label)
            blit_text(surface, lines[0], (rect.centerx, rect.centery), size, colour, chosen, "center")
        hint = self.selected.hint_text()
        if hint:
            size, lines = fit(hint, theme.SCREEN_W - 60, 22, False, 1)
            if lines[0] != hint:
                drawn(hint)
            blit_text(surface, lines[0], (self.center[0], max(r.bottom for r in self.rects()) + 22), size,
                      theme.TEXT_DIM, anchor="midtop")
