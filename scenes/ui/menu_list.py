"""The main menu's list, grouped like a game's menu: the games (each with its emblem), then
the Spieleabend, then statistics, settings, rules and quit as smaller buttons two by two; and
what was left unfinished ("Abend fortsetzen", "Weiterspielen") on a card of its own at the
left, under the heading "Noch offen", with what each would continue written under it.

The card has its own place: whether it is there or not, every other entry stands exactly
where it always does, so a "Weiterspielen" that appears after a game never moves the entry
under a player's cursor.

It is a `ButtonList` (one index through all entries in order: the card's first, so up/down and
the mouse work as everywhere); left/right move within the pairs of small buttons, from a game
to the card and from the card back to the games; with nothing selected (after a game) a hint
in the entries' hint line says how to choose, and the first step down selects the first game.
Every button is a thick tile standing on the table, the selected one lifted and lit gold, each
game's emblem in a medallion (`scenes.ui.menu_buttons`, drawn once and then only blitted).
Each entry says its group (`CARD`, `LEAD`,
`EVENING`, `TOOL`) and may name an emblem's motif (`scenes.ui.emblems`), drawn at the size of
the list's rows.
"""

from __future__ import annotations

import pygame

from scenes.ui import theme
from scenes.ui.layout import blit_fitted, fit
from scenes.ui.menu_buttons import MARGIN, lift, tile
from scenes.ui.text import blit_text, drawn
from scenes.ui.widgets import Button, ButtonList, draw_panel

CARD, LEAD, EVENING, TOOL = "card", "lead", "evening", "tool"
TOP, BOTTOM = 172, 630        # the list lies between the subtitle and its hint line
GROUP_GAP = 16
TOOL_H, TOOL_GAP, TOOL_SIZE = 40, 8, 24
EMBLEM_ROOM = 56              # px at a button's left for its emblem
LABEL_GAP = 14                # px at least between an emblem and its label (bold and shrunk to fit too)
CARD_X, CARD_W = 48, 300      # the card of unfinished things, left of the list: in the place of the
                              # dice tray it replaces (`menu_room.TRAY_RECTS`), the other tray its mirror
CARD_MIDDLE_Y, CARD_LEAST_H = 402, 280   # level with the other tray and as tall, while its entries fit
CARD_HEAD = 54                # its heading's band
CARD_PITCH = 112              # one entry: its button and two lines of what it continues (the
                              # last entry may take a third, the card then grows)
CARD_SUB = 22                 # the size of those lines
HINT_SIZE = 24                # the line under the list: what the chosen entry is
HINT_INK = (214, 210, 196)    # light enough to read from the sofa, quieter than the buttons


class TileList(ButtonList):
    """A plain list of buttons (the menu's questions and choosers) drawn as the menu's tiles:
    the same depth and shadow, the selected one lifted and lit."""

    def draw_face(self, surface: pygame.Surface, rect: pygame.Rect, chosen: bool, enabled: bool) -> int:
        surface.blit(tile(rect.size, 14, chosen, not enabled, None), rect.move(-MARGIN, -MARGIN))
        return lift(chosen)


class MenuList(ButtonList):
    def __init__(self, entries: list[tuple[Button, str, str | None]], width: int = 520,
                 card_title=None, card_lines=None, idle_hint=None, card_hint=None):
        buttons = [button for button, _group, _motif in entries]
        self.groups = [group for _button, group, _motif in entries]
        self.motifs = [motif for _button, _group, motif in entries]
        self.card_title = card_title          # () -> the card's heading
        self.card_lines = card_lines or {}    # entry index -> () -> what it continues
        self.idle_hint = idle_hint            # () -> the keys to choose with, while nothing is selected
        self.card_hint = card_hint            # () -> what the keys do on the card (the hint line stays)
        self.came_from = None                 # the entry ← left for the card: → returns to it
        lead = sum(1 for g in self.groups if g not in (TOOL, CARD))
        height, gap, size = (48, 8, 28) if lead <= 5 else (42, 6, 27) if lead <= 6 else (38, 5, 25)
        super().__init__(buttons, (theme.SCREEN_W // 2, 0), width=width, height=height, gap=gap, size=size)
        self._rects = self._layout()
        main = [r for r, g in zip(self._rects, self.groups, strict=True) if g != CARD]
        self.center = (theme.SCREEN_W // 2, (main[0].top + main[-1].bottom) // 2)

    def card_rect(self) -> pygame.Rect | None:
        """The card of unfinished things (None when nothing is unfinished)."""
        entries = [r for r, g in zip(self._rects, self.groups, strict=True) if g == CARD]
        if not entries:
            return None
        top = entries[0].top - CARD_HEAD
        last = max(i for i, g in enumerate(self.groups) if g == CARD)
        extra = max(0, len(self.card_text(last)[1]) - 2) * (CARD_SUB + 4 + 4)
        content = pygame.Rect(CARD_X, top, CARD_W, CARD_HEAD + CARD_PITCH * len(entries) + 4 + extra)
        tray = pygame.Rect(CARD_X, CARD_MIDDLE_Y - CARD_LEAST_H // 2, CARD_W, CARD_LEAST_H)
        return tray if tray.contains(content) else content      # (the tray's frame: the room stays balanced)

    def card_text(self, i: int) -> tuple[int, tuple[str, ...]]:
        """(size, lines) of what card entry `i` continues: two lines, or three for the card's
        last entry (the card grows downwards, where nothing else is), so six players' names
        stay whole."""
        if i not in self.card_lines:
            return CARD_SUB, ()
        last = max(k for k, g in enumerate(self.groups) if g == CARD)
        return fit(self.card_lines[i](), self._rects[i].w - 8, CARD_SUB, False, 3 if i == last else 2)

    def _layout(self) -> list[pygame.Rect]:
        main = self._main_layout([g for g in self.groups if g != CARD])
        high = CARD_HEAD + CARD_PITCH * self.groups.count(CARD) + 4
        top = max(main[0].top if main else TOP, CARD_MIDDLE_Y - high // 2) + CARD_HEAD    # (in the middle)
        rects, k, card = [], 0, 0
        for group in self.groups:
            if group == CARD:
                rects.append(pygame.Rect(CARD_X + 12, top + card * CARD_PITCH, CARD_W - 24, self.height))
                card += 1
            else:
                rects.append(main[k])
                k += 1
        return rects

    def _main_layout(self, groups: list[str]) -> list[pygame.Rect]:
        rects, y, previous, column = [], 0, None, 0
        half = (self.width - TOOL_GAP) // 2
        x = theme.SCREEN_W // 2 - self.width // 2
        for group in groups:
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
        if not rects:
            return []
        bottom = max(r.bottom for r in rects)
        shift = TOP + max(0, (BOTTOM - TOP - bottom) // 2)
        return [r.move(0, shift) for r in rects]

    def rects(self) -> list[pygame.Rect]:
        return self._rects

    def first_game(self) -> int:
        """The index of the list's first entry off the card (the first game)."""
        return next(i for i, g in enumerate(self.groups) if g != CARD)

    def handle(self, action: str) -> bool:
        """An arrow moves in the direction drawn on screen: down to the entry straight below,
        right to the one beside it (the small buttons stand two by two), left from the list to
        the card of unfinished things and right back to the entry it came from (or the first game
        when the card was where the menu began). Up and down wrap round within a column;
        on the card, where nothing stands above or below, they go back to the list.
        With nothing selected (after a game) down or right selects the first game and left the
        card: the card stands beside the list, so it is never the first step down."""
        if not 0 <= self.index < len(self.buttons) and self.buttons:
            if action in ("down", "right"):
                self.index = self.first_game()
                return True
            if action == "left" and CARD in self.groups:
                self.index = self.groups.index(CARD)
                self.came_from = None
                return True
        if action in ("up", "down", "left", "right") and 0 <= self.index < len(self.buttons):
            target = self.neighbour(self.index, action)
            if target is not None:
                crossing = (self.groups[target] == CARD) != (self.groups[self.index] == CARD)
                if crossing and self.groups[target] == CARD:
                    self.came_from = self.index
                elif crossing:                   # back from the card: to the entry left from,
                    target = self.came_from if self.came_from is not None else self.first_game()
                    self.came_from = None        # else the first game (never a game by its height)
                self.index = target
                return True
            if action in ("up", "down") and self.groups[self.index] == CARD:
                # nothing above or below on the card: the arrow leaves it for the list (where
                # the player came from, else the first game), never stays put unnoticed
                self.index = self.came_from if self.came_from is not None else self.first_game()
                self.came_from = None
                return True
            if action in ("up", "down") or self.groups[self.index] in (TOOL, CARD):
                return True
        return super().handle(action)

    def neighbour(self, i: int, action: str) -> int | None:
        """The entry an arrow reaches from entry `i`, by where the entries stand: up/down the
        nearest row above/below among the entries sharing some of its width (then the one
        whose middle is closest, the left one on a tie), wrapping round at the ends; left/right
        the nearest entry on the same row, else across to the card or back to the list."""
        rects = self._rects
        here = rects[i]
        usable = [k for k in range(len(self.buttons)) if k != i and self.buttons[k].enabled]
        if action in ("up", "down"):
            column = [k for k in usable if rects[k].left < here.right and here.left < rects[k].right]
            sign = 1 if action == "down" else -1
            ahead = [k for k in column if sign * (rects[k].centery - here.centery) > 0]
            pool = ahead or column      # at the end: round to the far side of the column
            if not pool:
                return None
            row_y = (min if sign > 0 else max)(rects[k].centery for k in pool)
            row = [k for k in pool if rects[k].centery == row_y]
            return min(row, key=lambda k: (abs(rects[k].centerx - here.centerx), rects[k].x))
        sign = 1 if action == "right" else -1
        row = [k for k in usable if rects[k].top < here.bottom and here.top < rects[k].bottom
               and sign * (rects[k].centerx - here.centerx) > 0 and (self.groups[k] == CARD) == (self.groups[i] == CARD)]
        if row:
            return min(row, key=lambda k: abs(rects[k].centerx - here.centerx))
        across = [k for k in usable if (self.groups[k] == CARD) != (self.groups[i] == CARD)
                  and sign * (rects[k].centerx - here.centerx) > 0]
        if not across:
            return None
        return min(across, key=lambda k: (abs(rects[k].centery - here.centery), k))

    def draw_card(self, surface: pygame.Surface) -> None:
        """The card of unfinished things: its heading, then each entry with what it continues."""
        card = self.card_rect()
        if card is None:
            return
        draw_panel(surface, card, (22, 30, 27), 236, 16, border=(70, 84, 76))
        title = self.card_title() if self.card_title else ""
        heading_y = min(r.top for r, g in zip(self.rects(), self.groups, strict=True) if g == CARD) - CARD_HEAD
        blit_fitted(surface, title, (card.centerx, heading_y + CARD_HEAD // 2 + 2), card.w - 28, 26, theme.ACCENT,
                    True, "center")
        for i, (rect, group) in enumerate(zip(self.rects(), self.groups, strict=True)):
            if group != CARD or i not in self.card_lines:
                continue
            text = self.card_lines[i]()
            size, lines = self.card_text(i)
            if " ".join(lines) != text:
                drawn(text)
            y = rect.bottom + 6
            for line in lines:
                blit_text(surface, line, (rect.x + 4, y), size, HINT_INK)
                y += size + 4

    def emblem_rect(self, i: int) -> pygame.Rect | None:
        """Where entry `i`'s emblem stands (None without one)."""
        if self.motifs[i] is None:
            return None
        rect = self.rects()[i].move(0, -lift(i == self.index))
        side = rect.h - 8
        return pygame.Rect(0, 0, side, side).move(rect.x + EMBLEM_ROOM // 2 + 4 - side // 2, rect.centery - side // 2)

    def label_room(self, i: int) -> pygame.Rect:
        """The room entry `i`'s label is fitted and centred in: clear of its emblem by
        `LABEL_GAP` (and as far from the right edge, so the label stays centred on the button)."""
        rect = self.rects()[i].move(0, -lift(i == self.index))
        picture = self.emblem_rect(i)
        if picture is None:
            return rect.inflate(-24, 0)
        left = picture.right + LABEL_GAP
        if self.groups[i] == CARD:      # (narrow: the words take the room right of the emblem)
            return pygame.Rect(left, rect.y, rect.right - 12 - left, rect.h)
        return pygame.Rect(left, rect.y, rect.w - 2 * (left - rect.x), rect.h)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_card(surface)
        for i, (button, rect) in enumerate(zip(self.buttons, self.rects(), strict=True)):
            chosen = i == self.index
            tool = self.groups[i] == TOOL
            colour = theme.INK if chosen else theme.TEXT
            picture_rect = self.emblem_rect(i)
            left = picture_rect.x - rect.x if picture_rect is not None else 0
            side = picture_rect.w if picture_rect is not None else 0
            surface.blit(tile(rect.size, 12 if tool else 14, chosen, tool, self.motifs[i], side, left),
                         rect.move(-MARGIN, -MARGIN))
            room = self.label_room(i)
            label = button.text()
            size, lines = fit(label, room.w, TOOL_SIZE if tool else self.size, chosen, 1)
            if lines[0] != label:
                drawn(label)
            blit_text(surface, lines[0], room.center, size, colour, chosen, "center")
        if not 0 <= self.index < len(self.buttons):     # nothing selected: how to choose, in the hint's place
            if self.idle_hint is not None:
                self.draw_hint(surface, self.idle_hint(), theme.ACCENT, True)
            return
        if self.groups[self.index] == CARD:     # (the card says what its entries continue; the
            if self.card_hint is not None:      # line under the list says what the keys do there)
                self.draw_hint(surface, self.card_hint(), HINT_INK, False)
            return
        hint = self.selected.hint_text()
        if hint:
            self.draw_hint(surface, hint, HINT_INK, False)

    def draw_hint(self, surface: pygame.Surface, hint: str, colour, bold: bool) -> None:
        """One line under the list: what the selected entry does, or how to choose one."""
        size, lines = fit(hint, theme.SCREEN_W - 60, HINT_SIZE, bold, 1)
        if lines[0] != hint:
            drawn(hint)
        blit_text(surface, lines[0], (self.center[0], max(r.bottom for r in self.rects()) + 22), size,
                  colour, bold, anchor="midtop")
