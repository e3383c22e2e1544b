"""The main menu's list, grouped like a game's menu: what was left unfinished first ("Abend
fortsetzen", "Weiterspielen": as wide as the games, a little taller, with what each would
continue written on it), then the games (each with its emblem), then the Spieleabend, then
statistics, settings, rules and quit as smaller buttons two by two. Everything stands in one
column between the two dice trays, so the menu stays balanced whatever is unfinished; with
more entries the rows grow a little slimmer so the list keeps clear of the keys at the foot.

It is a `ButtonList` (one index through all entries in order, so up/down and the mouse work as
everywhere); left/right move within the pairs of small buttons; with nothing selected a hint
in the entries' hint line says how to choose, and the first step down selects the first entry.
Every button is a thick tile standing on the table, the selected one lifted and lit gold, each
game's emblem in a medallion (`scenes.ui.menu_buttons`, drawn once and then only blitted).
Each entry says its group (`CARD`, `LEAD`,
`EVENING`, `TOOL`) and may name an emblem's motif (`scenes.ui.emblems`), drawn at the size of
the list's rows.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.ui import theme
from scenes.ui.key_line import draw_key_line
from scenes.ui.layout import drawable, fit, font, line_height, width_of
from scenes.ui.menu_buttons import MARGIN, count_badge, lift, tile
from scenes.ui.text import blit_text, drawn
from scenes.ui.widgets import Button, ButtonList

CARD, LEAD, EVENING, TOOL = "card", "lead", "evening", "tool"
TOP, BOTTOM = 172, 630        # the list lies between the subtitle and its hint line
GROUP_GAP = 16
TOOL_H, TOOL_GAP, TOOL_SIZE = 40, 8, 24
EMBLEM_ROOM = 56              # px at a button's left for its emblem
EMBLEM_INSET = 2              # an emblem is its row's height less this: its medallion's rim stands just past
                              # the tile's edge (read from the sofa) yet clear of the next row's
EMBLEM_INSET_SLIM = 4         # ... on the slimmer rows (more entries, less gap): as high as the tile
LABEL_GAP = 14                # px at least between an emblem and its label (bold and shrunk to fit too)
LOWEST = 614                  # the list's lowest edge at most: its hint line stays clear of the keys
HIGHEST = 156                 # ... and its top at most this high (under the subtitle)
CARD_EXTRA = 20               # an unfinished thing's row is this much taller than a game's: its second line
CARD_SUB = 20                 # the size of that line (what it continues)
PROGRESS_EXTRA = 20           # ... and this much taller again with a third line: how far the game is
PROGRESS_INK = (246, 214, 120)   # that line's ink on an unlit card (gold: the news on it)
HINT_SIZE = 24                # the line under the list: what the chosen entry is
SUBTITLE_ROOM = 164           # the subtitle stands only over a list whose top is this low at least
HINT_LEAST = 22               # ... never smaller than this (rather on two lines)
IDLE_BAND = 40                # the band of key caps saying how to choose while nothing is selected
HINT_FLOOR = 664              # the line(s) under the list end above this (the keys' band at the foot)
HINT_INK = (214, 210, 196)    # light enough to read from the sofa, quieter than the buttons
TAG_EXTRA = 16                # a game's tile is this much taller than a plain row: its tagline under its name
TAG_SIZE = 20                 # a game's tagline ("Würfelrennen für alle gleichzeitig"): the readable size
NAME_SIZE = 28                # a game's name on its tile, over its tagline
TAG_EMBLEM_INSET = 12         # on a tile with a tagline the emblem is its height less this
GROUP_GAP_FULL = 8            # the gap between groups in the column with something unfinished
HIGHEST_FULL = 128            # the top of a column with two unfinished things (no subtitle over it)
COMPACT_EXTRA = 4             # with two unfinished things, each card is one line this much taller than a row
COMPACT_GAP = 16              # px at least between a compact card's label and what it continues
COMPACT_PROGRESS = 12         # ... this much taller again where a second line says how far its game is
WORDS_EDGE = 4                # px at least between a game tile's words (their ink) and its edges
BADGE_CLEAR = 8               # ... and between its name and its player-count badge
WORDS_GAP = 2                 # px at least between a game's name and its tagline (their ink)
NAME_LEAST = 20               # a game's name shrinks no smaller than this to keep clear of the edges
GROW = 4                      # px the selected tile grows on each side (with its lift and glow: it stands out)
LIST_W = 560                  # the column of tiles: as wide as the room between the trays allows


class TileList(ButtonList):
    """A plain list of buttons (the menu's questions and choosers) drawn as the menu's tiles:
    the same depth and shadow, the selected one lifted and lit."""

    def draw_face(self, surface: pygame.Surface, rect: pygame.Rect, chosen: bool, enabled: bool) -> int:
        surface.blit(tile(rect.size, 14, chosen, not enabled, None), rect.move(-MARGIN, -MARGIN))
        return lift(chosen)


class MenuList(ButtonList):
    def __init__(self, entries: list[tuple[Button, str, str | None]], width: int = LIST_W,
                 card_lines=None, idle_hint=None, card_hint=None, card_short=None, taglines=None, counts=None,
                 idle_keys=None, card_progress=None):
        buttons = [button for button, _group, _motif in entries]
        self.groups = [group for _button, group, _motif in entries]
        self.motifs = [motif for _button, _group, motif in entries]
        self.card_lines = card_lines or {}    # entry index -> () -> what it continues
        self.card_short = card_short or {}    # entry index -> () -> its short form, when the whole is too long
        self.card_progress = card_progress or {}   # entry index -> () -> how far it is ("Runde 7 · …"), its
                                                   # forms longest first (none: no such line)
        self.idle_hint = idle_hint            # () -> the keys to choose with, while nothing is selected
        self.idle_keys = idle_keys            # () -> (key caps, their words): the same as key caps
        self.card_hint = card_hint            # () -> what Enter does on an unfinished thing
        self.note = None                      # () -> a note that stands in the hint's place for a moment, or ""
        self.taglines = taglines or {}        # entry index -> () -> its one line under the name (a game's)
        self.counts = counts or {}            # entry index -> () -> how many play it ("2–4")
        lead = sum(1 for g in self.groups if g != TOOL)
        self.cards = sum(1 for g in self.groups if g == CARD)
        height, gap, size = (48, 8, 28) if lead <= 5 else (38, 5, 25)
        # with something unfinished the column is full: slimmer rows and gaps, so the games keep
        # their taglines; two unfinished things stand as compact one-line cards (and the column
        # may rise a little into the subtitle's place, which that menu does not show)
        self.group_gap = GROUP_GAP if not self.cards else GROUP_GAP_FULL
        self.highest = HIGHEST if self.cards < 2 else HIGHEST_FULL
        if self.cards == 1 and any(self.progress_text(i) for i in self.card_progress):
            self.highest = HIGHEST_FULL     # the card's third line takes the subtitle's place
        super().__init__(buttons, (theme.SCREEN_W // 2, 0), width=width, height=height, gap=gap, size=size)
        # the games' tiles say what each game is under its name where the column has the room (the plain
        # menu); with unfinished things above them the rows stay slim and the line under the list says it
        self.tag_extra = -1
        self.show_taglines(True)

    def show_taglines(self, wanted: bool) -> None:
        """The games' tiles with their taglines (`wanted`, where the column has the room) or slim
        (a banner of notices needs the room under the title)."""
        extra = TAG_EXTRA if wanted and self.taglines else 0
        if extra == self.tag_extra:
            return
        self.tag_extra = extra
        self._rects = self._layout(self.groups)
        if self.tag_extra and (max(r.bottom for r in self._rects) > LOWEST
                               or min(r.top for r in self._rects) < min(SUBTITLE_ROOM, self.highest)):
            self.tag_extra = 0
            self._rects = self._layout(self.groups)
        self.center = (theme.SCREEN_W // 2, (self._rects[0].top + self._rects[-1].bottom) // 2) if self._rects \
            else self.center

    def compact(self, i: int) -> bool:
        """Whether entry `i` is a compact one-line card (two unfinished things above the games)."""
        return self.groups[i] == CARD and self.cards >= 2

    def card_text(self, i: int, room: int | None = None) -> tuple[int, str]:
        """(size, line) of what entry `i` continues, fitted on one line of its button (in `room`
        px, or its label's room); too long for it (many long names), its shorter forms are tried
        in turn ("Durchmarsch · 6 Spieler", then the name alone) and the line under the list says it
        whole while the entry is selected: never a cut name or phrase."""
        if i not in self.card_lines:
            return CARD_SUB, ""
        text = self.card_lines[i]()
        room = self.sub_room(i) if room is None else room
        if width_of(text, CARD_SUB) <= room:
            return CARD_SUB, text
        drawn(text)
        shorter = self.card_short[i]() if i in self.card_short else []
        shorter = [shorter] if isinstance(shorter, str) else list(shorter)
        shorter = [s for s in shorter if s]
        for short in shorter:
            if width_of(short, CARD_SUB) <= room:
                return CARD_SUB, short
        last = shorter[-1] if shorter else text
        size, lines = fit(last, room, CARD_SUB, False, 1)
        return size, lines[0]

    def progress_text(self, i: int) -> str:
        """How far the game entry `i` continues is ("Runde 7 · Anna führt mit 3.450"), or ""
        (no such line: not a card, several games, or a save that cannot say it)."""
        if i not in self.card_progress or self.groups[i] != CARD:
            return ""
        forms = self.card_progress[i]() or []
        forms = [forms] if isinstance(forms, str) else list(forms)
        room = self.label_room(i).w if self._rects_ready() else None
        for form in forms:
            if room is None or width_of(form, CARD_SUB, True) <= room:
                return form
        return forms[-1] if forms else ""

    def compact_progress(self, i: int) -> str:
        """How far the game a compact card continues is, in the longest form that stands whole
        beside its label ("Runde 7 · vorn mit 3.450"), or "" (none, or no form fits)."""
        if i not in self.card_progress or self.groups[i] != CARD:
            return ""
        forms = self.card_progress[i]() or []
        forms = [forms] if isinstance(forms, str) else list(forms)
        if not self._rects_ready():
            return forms[0] if forms else ""
        room = self.label_room(i).w
        return next((form for form in forms if width_of(form, CARD_SUB, True) <= room), "")

    def _rects_ready(self) -> bool:
        return bool(getattr(self, "_rects", None))

    def _layout(self, groups: list[str]) -> list[pygame.Rect]:
        rects, y, previous, column = [], 0, None, 0
        half = (self.width - TOOL_GAP) // 2
        x = theme.SCREEN_W // 2 - self.width // 2
        for group in groups:
            if previous is not None and group != previous:
                y += self.group_gap
            if group == TOOL:
                if column == 2:
                    column = 0
                    y += TOOL_H + TOOL_GAP
                rects.append(pygame.Rect(x + column * (half + TOOL_GAP), y, half, TOOL_H))
                column += 1
            else:
                if previous is not None and group == previous:
                    y += self.gap
                card_extra = COMPACT_EXTRA if self.cards >= 2 else CARD_EXTRA
                high = self.height + (card_extra if group == CARD else 0) \
                    + (self.tag_extra if len(rects) in self.taglines else 0) \
                    + (PROGRESS_EXTRA if self.cards < 2 and self.progress_text(len(rects)) else 0) \
                    + (COMPACT_PROGRESS if self.cards >= 2 and self.compact_progress(len(rects)) else 0)
                rects.append(pygame.Rect(x, y, self.width, high))
                y += high
            previous = group
        if not rects:
            return []
        bottom = max(r.bottom for r in rects)
        shift = max(self.highest, min(TOP + max(0, (BOTTOM - TOP - bottom) // 2), LOWEST - bottom))
        return [r.move(0, shift) for r in rects]

    def rects(self) -> list[pygame.Rect]:
        return self._rects

    def face(self, i: int) -> pygame.Rect:
        """Where entry `i`'s tile face stands: its place, or lifted and grown a little while it
        is selected."""
        rect = self._rects[i].move(0, -lift(i == self.index))
        if i != self.index or self.groups[i] == TOOL:
            return rect
        return rect.inflate(2 * GROW, GROW if self.gap >= 8 else 0)     # (never over the rows beside it)

    def tagged(self, i: int) -> bool:
        """Whether entry `i` shows its tagline on its tile (a game's, where the column has the room)."""
        return bool(self.tag_extra) and i in self.taglines

    def first_game(self) -> int:
        """The index of the list's first game (below what was left unfinished)."""
        return next(i for i, g in enumerate(self.groups) if g == LEAD)

    def handle(self, action: str) -> bool:
        """An arrow moves in the direction drawn on screen: down to the entry straight below,
        right to the one beside it (the small buttons stand two by two). Up and down wrap round
        within a column. With nothing selected down or right selects the first entry."""
        if not 0 <= self.index < len(self.buttons) and self.buttons:
            if action in ("down", "right"):
                self.index = 0
                return True
        if action in ("up", "down", "left", "right") and 0 <= self.index < len(self.buttons):
            target = self.neighbour(self.index, action)
            if target is not None:
                self.index = target
                return True
            if action in ("up", "down") or self.groups[self.index] == TOOL or action in ("left", "right"):
                return True
        return super().handle(action)

    def neighbour(self, i: int, action: str) -> int | None:
        """The entry an arrow reaches from entry `i`, by where the entries stand: up/down the
        nearest row above/below among the entries sharing some of its width (then the one
        whose middle is closest, the left one on a tie), wrapping round at the ends; left/right
        the nearest entry on the same row."""
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
               and sign * (rects[k].centerx - here.centerx) > 0]
        if row:
            return min(row, key=lambda k: abs(rects[k].centerx - here.centerx))
        return None

    def emblem_rect(self, i: int) -> pygame.Rect | None:
        """Where entry `i`'s emblem stands (None without one): the size of a game's emblem,
        also on the taller rows of unfinished things."""
        if self.motifs[i] is None:
            return None
        rect = self.face(i)
        side = self.height - (EMBLEM_INSET if self.gap >= 8 else EMBLEM_INSET_SLIM)
        if self.tagged(i):
            side = rect.h - TAG_EMBLEM_INSET
            return pygame.Rect(rect.x + 6, rect.centery - side // 2, side, side)
        return pygame.Rect(0, 0, side, side).move(rect.x + EMBLEM_ROOM // 2 + 4 - side // 2, rect.centery - side // 2)

    def label_room(self, i: int) -> pygame.Rect:
        """The room entry `i`'s label is fitted and centred in: clear of its emblem by
        `LABEL_GAP` (and as far from the right edge, so the label stays centred on the button)."""
        rect = self.face(i)
        picture = self.emblem_rect(i)
        if picture is None:
            return rect.inflate(-24, 0)
        left = picture.right + LABEL_GAP
        if self.tagged(i) or self.compact(i):   # a game's name and tagline stand left, beside its emblem
            return pygame.Rect(left, rect.y, rect.right - 16 - left, rect.h)
        return pygame.Rect(left, rect.y, rect.w - 2 * (left - rect.x), rect.h)

    def draw(self, surface: pygame.Surface) -> None:
        for i, button in enumerate(self.buttons):
            chosen = i == self.index
            tool = self.groups[i] == TOOL
            colour = theme.INK if chosen else theme.TEXT
            picture_rect = self.emblem_rect(i)
            face = self.face(i)
            left = picture_rect.x - face.x if picture_rect is not None else 0
            side = picture_rect.w if picture_rect is not None else 0
            surface.blit(tile(face.size, 12 if tool else 14, chosen, tool, self.motifs[i], side, left),
                         face.move(-MARGIN, -MARGIN + lift(chosen)))
            room = self.label_room(i)
            label = button.text()
            if self.tagged(i):
                self.draw_game_words(surface, i, room, label, chosen)
                continue
            if self.compact(i):
                self.draw_compact_card(surface, i, room, label, chosen)
                continue
            size, lines = fit(label, room.w, TOOL_SIZE if tool else self.size, chosen, 1)
            if lines[0] != label:
                drawn(label)
            if i in self.card_lines:        # two lines: the label, and what it continues
                sub_size, sub = self.card_text(i)
                progress = self.progress_text(i)
                middle = room.centery - (sub_size + 2) // 2 - (PROGRESS_EXTRA // 2 + 3 if progress else 0)
                blit_text(surface, lines[0], (room.centerx, middle), size, colour, chosen, "center")
                sub_y = middle + (size + sub_size) // 2 + 4
                blit_text(surface, sub, (room.centerx, sub_y), sub_size,
                          theme.INK if chosen else HINT_INK, False, "center")
                if progress:                # ... and a third: how far the game is
                    p_size, p_lines = fit(progress, room.w, CARD_SUB, True, 1)
                    blit_text(surface, p_lines[0], (room.centerx, sub_y + PROGRESS_EXTRA + 5), p_size,
                              theme.INK if chosen else PROGRESS_INK, True, "center")
                continue
            blit_text(surface, lines[0], room.center, size, colour, chosen, "center")
        note = self.note() if self.note is not None else ""
        if note:                            # a note for the moment ("Gesehen!") in the hint's place
            self.draw_hint(surface, note, theme.ACCENT, True)
            return
        if not 0 <= self.index < len(self.buttons):     # nothing selected: how to choose, in the hint's place
            if self.idle_keys is not None:              # ... as key caps, like the keys' line at the foot
                keys, words = self.idle_keys()
                middle = min(max(r.bottom for r in self.rects()) + 14 + IDLE_BAND // 2, HINT_FLOOR - IDLE_BAND // 2)
                draw_key_line(surface, keys, words, (self.center[0], middle), HINT_SIZE, theme.SCREEN_W - 80,
                              IDLE_BAND, theme.ACCENT)
            elif self.idle_hint is not None:
                self.draw_hint(surface, self.idle_hint(), theme.ACCENT, True)
            return
        hint = self.selected.hint_text()
        if self.index in self.card_lines and self.card_hint is not None and self.card_text(self.index)[1] == hint:
            hint = self.card_hint()         # (its line stands whole on it: the line under says what Enter does)
        if hint:
            self.draw_hint(surface, hint, HINT_INK, False)

    def tag_text(self, i: int) -> tuple[int, str]:
        """(size, line) of entry `i`'s tagline, fitted beside its count (never under the readable size)."""
        room = self.label_room(i).w - count_badge(self.counts[i](), False).get_width() - 12 \
            if i in self.counts else self.label_room(i).w
        size, lines = fit(self.taglines[i](), room, TAG_SIZE, False, 1)
        return size, lines[0]

    def game_words(self) -> tuple[int, int, int]:
        """(name size, px from a game tile's face top to its names' rendering top, px from the face's foot
        up to its taglines' rendering foot), shared by every game tile so their names stand on
        one line: the name as large as lets name and tagline stand `WORDS_EDGE` clear of the tile's
        edges (never under `NAME_LEAST`), what room is left shared out above, between and below."""
        games = [i for i in self.taglines if self.tagged(i)]
        names = tuple(self.buttons[i].text() for i in games)
        tags = tuple(self.tag_text(i) for i in games)
        high = min(self._rects[i].h for i in games)
        return _game_words(names, tags, high)

    def draw_game_words(self, surface: pygame.Surface, i: int, room: pygame.Rect, label: str, chosen: bool) -> None:
        """A game's tile: its name large at the top, under it its tagline and, at the right, how
        many play it; the words' ink clear of the tile's edges and the name clear of the badge."""
        name_size, name_top, tag_foot = self.game_words()
        tag_size, tag = self.tag_text(i)
        face = self.face(i)
        tag_rect = render_rect(tag, tag_size, False)
        tag_rect.bottomleft = (room.x, face.bottom - tag_foot)      # every tagline on one line
        tag_y = tag_rect.y
        badge = count_badge(self.counts[i](), chosen) if i in self.counts else None
        badge_rect = badge.get_rect(midright=(room.right, tag_rect.centery)) if badge is not None else None
        name_y = face.top + name_top
        width = room.w
        if badge_rect is not None and name_y + font(name_size, True).get_height() + BADGE_CLEAR > badge_rect.top:
            width = badge_rect.left - BADGE_CLEAR - room.x      # the name's line runs over the badge's height
        size, lines = fit(label, width, name_size, True, 1, smallest=min(NAME_LEAST, name_size))
        if lines[0] != label:
            drawn(label)
        # a name shrunk to fit its width stands on the others' line (its ink top where theirs is)
        name_y += _ink_top(name_size) - _ink_top(size)
        blit_text(surface, lines[0], (room.x, name_y), size, theme.INK if chosen else theme.TEXT, True, "topleft")
        blit_text(surface, tag, (room.x, tag_y), tag_size, theme.INK if chosen else HINT_INK, False, "topleft")
        if badge is not None:
            surface.blit(badge, badge_rect)

    def compact_label(self, i: int) -> tuple[int, str]:
        """(size, line) of a compact card's label, in at most 3/5 of its room."""
        label = self.buttons[i].text()
        size, lines = fit(label, self.label_room(i).w * 3 // 5, self.size, True, 1)
        if lines[0] != label:
            drawn(label)
        return size, lines[0]

    def sub_room(self, i: int) -> int:
        """The px of the line saying what entry `i` continues: beside a compact card's label, or
        its button's width."""
        if not self.compact(i):
            return self.label_room(i).w
        size, label = self.compact_label(i)
        return self.label_room(i).w - width_of(label, size, True) - COMPACT_GAP

    def draw_compact_card(self, surface: pygame.Surface, i: int, room: pygame.Rect, label: str,
                          chosen: bool) -> None:
        """A compact card: its label left beside its emblem, what it continues at its right
        (in the shortest form that stands whole)."""
        size, line = self.compact_label(i)
        sub_size, sub = self.card_text(i)
        progress = self.compact_progress(i)
        middle = room.centery
        if progress:        # a second line under both, at the right: how far its game is
            low = line_height(CARD_SUB, True)
            middle = room.centery - low // 2 + 1
            blit_text(surface, progress, (room.right, middle + (line_height(size, True) + low) // 2 - 2), CARD_SUB,
                      theme.INK if chosen else PROGRESS_INK, True, "midright")
        blit_text(surface, line, (room.x, middle), size, theme.INK if chosen else theme.TEXT, True, "midleft")
        blit_text(surface, sub, (room.right, middle), sub_size, theme.INK if chosen else HINT_INK, False, "midright")

    def draw_hint(self, surface: pygame.Surface, hint: str, colour, bold: bool) -> None:
        """The line under the list: what the selected entry does, or how to choose one; a line
        too long for one (six long names) takes two, moved up to stay clear of the keys."""
        size, lines = fit(hint, theme.SCREEN_W - 60, HINT_SIZE, bold, 2, smallest=HINT_LEAST)
        if "".join(lines).replace(" ", "") != hint.replace(" ", ""):
            drawn(hint)
        step = line_height(size, bold)
        top = min(max(r.bottom for r in self.rects()) + 22, HINT_FLOOR - step * len(lines))
        for n, line in enumerate(lines):
            blit_text(surface, line, (self.center[0], top + n * step), size, colour, bold, anchor="midtop")


def render_rect(text: str, size: int, bold: bool) -> pygame.Rect:
    """The rect a line's rendering takes (at the origin)."""
    return pygame.Rect((0, 0), font(size, bold).size(drawable(text)))


@lru_cache(maxsize=256)
def _ink(text: str, size: int, bold: bool) -> tuple[int, int]:
    """(px from a line's rendering top to its ink's top, px from its ink's foot to its rendering's
    foot): where the letters themselves stand in the line's picture."""
    picture = font(size, bold).render(drawable(text), True, (255, 255, 255))
    ink = picture.get_bounding_rect()
    if not ink.h:
        return 0, 0
    return ink.top, picture.get_height() - ink.bottom


def _ink_top(size: int) -> int:
    """Where a bold name's capitals begin below its rendering's top."""
    return _ink("H", size, True)[0]


@lru_cache(maxsize=32)
def _game_words(names: tuple[str, ...], tags: tuple[tuple[int, str], ...], high: int) -> tuple[int, int, int]:
    tag_size = max((size for size, _tag in tags), default=TAG_SIZE)
    tag_top = min((_ink(tag, size, False)[0] for size, tag in tags), default=0)
    tag_under = min((_ink(tag, size, False)[1] for size, tag in tags), default=0)   # the deepest descender's
    tag_ink = font(tag_size, False).get_height() - tag_top - tag_under
    for size in range(NAME_SIZE, NAME_LEAST - 1, -1):
        top = min((_ink(name, size, True)[0] for name in names), default=0)
        under = min((_ink(name, size, True)[1] for name in names), default=0)
        name_ink = font(size, True).get_height() - top - under
        spare = high - 2 * WORDS_EDGE - WORDS_GAP - name_ink - tag_ink
        if spare >= 0 or size == NAME_LEAST:
            break
    share = max(0, spare) // 3
    return size, WORDS_EDGE + share - top, WORDS_EDGE + share - tag_under
