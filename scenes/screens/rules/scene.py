"""The rules screen: how to play each game, in our own words, with small diagrams beside it.

Reachable from the menu, from seat setup and from the pause overlay (those two open on their
game's tab). Left/right or a click on a tab switch the game; up/down go a section at a
time (or a page in a long one), PgUp/PgDn a page (never leaving, though PgDn is keyboard 3's
confirm), Tab jumps to the keys (and again back to the top), the mouse
wheel scrolls the text, while the diagrams (scenes/screens/rules/diagrams.py) stay in view. The page is the
game's paragraphs from assets/i18n/<lang>/howto.toml, then the keys of every keyboard block
as they are bound in config.toml, then the house rules in force; it is laid out once
(scenes/screens/rules/page.py) and only blitted. Confirm (but PgDn), back (Esc,
Backspace) or the "Zurück" button leave.
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache

import pygame

from game.games import GAMES, GameInfo
from scenes.app import Scene
from scenes.screens.rules import diagrams as rules_diagrams
from scenes.screens.rules.page import (
    Heading,
    KeyTable,
    Paragraph,
    RuleLine,
    clean_cut,
    line_height,
    page_surface,
    paragraphs_to_blocks,
    section_tops,
)
from scenes.ui import theme
from scenes.ui.backdrop import backdrop
from scenes.ui.key_line import draw_key_line
from scenes.ui.layout import READABLE, blit_fitted, width_of
from scenes.ui.menu_buttons import MARGIN, lift, tile
from scenes.ui.numbers import format_number
from scenes.ui.seat_panel import PAD_LABELS, keycap_text
from scenes.ui.text import blit_text, render

BACK_RECT = pygame.Rect(24, 12, 160, 40)
TITLE_Y, TITLE_SIZE = 32, 36
TAB_TOP, TAB_H, TAB_GAP = 60, 44, 10
TAB_SIZE = 23             # a game's name on its tab
FOOT_SIZE = 24            # the keys at the foot (smaller only if a language's words need it)
TEXT_RECT = pygame.Rect(24, 114, 752, 546)
ART_RECT = pygame.Rect(788, 114, 468, 546)
FOOT_Y = 694              # the middle of the keys at the foot, on a band of their own under the paper
FOOT_BAND_H = 46
TEXT_PAD_X, TEXT_PAD_Y = 30, 22
MORE_STRIP = 46           # px at the foot of the paper for the "more below" pill, under the text
# where the page shows: the pill has the strip below it, so it never lies over a line
VIEW = pygame.Rect(TEXT_RECT.x + TEXT_PAD_X, TEXT_RECT.y + TEXT_PAD_Y, TEXT_RECT.w - 2 * TEXT_PAD_X,
                   TEXT_RECT.h - TEXT_PAD_Y - MORE_STRIP)
SECTION_SLACK = 4         # px: a heading this close to the top counts as the one shown
WHEEL_STEP = 64           # pixels per notch of the mouse wheel
FADE = 56

KEYBOARDS = ("keyboard1", "keyboard2", "keyboard3", "keyboard4")
# The actions each game's page lists in its key table, in the order they are explained.
GAME_KEYS = {
    "durchmarsch": ("confirm", "left", "right", "back", "up", "down"),
    "mensch": ("confirm", "left", "right"),
    "zehntausend": ("confirm", "left", "right", "up", "down", "back"),
    "wurf_und_weg": ("roll", "to_tray", "to_left", "to_right"),
}


@lru_cache(maxsize=16)
def panel(size: tuple[int, int], colour: tuple, alpha: int = 240, radius: int = 14, border=None) -> pygame.Surface:
    """A rounded panel (cached: the screen redraws it whenever something is pressed)."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (*colour, alpha), surf.get_rect(), border_radius=radius)
    if border is not None:
        pygame.draw.rect(surf, border, surf.get_rect(), width=2, border_radius=radius)
    return surf


@lru_cache(maxsize=2)
def fade(width: int, height: int, downwards: bool) -> pygame.Surface:
    """Paper fading in over the text at an edge that has more beyond it."""
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(height):
        share = y / (height - 1)
        alpha = int(255 * (share if downwards else 1 - share) ** 1.4)
        pygame.draw.line(surf, (*theme.PAPER, alpha), (0, y), (width, y))
    return surf


class RulesScene(Scene):
    def __init__(self, app, info: GameInfo | None = None):
        super().__init__(app)
        self.index = GAMES.index(info) if info in GAMES else 0
        self.scroll = 0
        self._page: tuple[tuple, pygame.Surface] | None = None
        self._chrome: tuple[tuple, pygame.Surface] | None = None

    @property
    def info(self) -> GameInfo:
        return GAMES[self.index]

    def is_still(self) -> bool:
        return True

    # -- what the page says ------------------------------------------------------------
    def rules(self):
        return self.app.config.rules(self.info.module)

    def house_lines(self) -> list[RuleLine]:
        """Every house rule that differs from the rule sheet: "name: value" and what it does."""
        rules = self.rules()
        if rules is None:
            return []
        module = self.info.module
        out = []
        for f in dataclasses.fields(rules):
            value = getattr(rules, f.name)
            if value != f.default:
                name = self.t(f"{module}.rule_name.{f.name}")
                out.append(RuleLine(f"{name}: {format_number(self.t, value, f)}", self.t(f"{module}.rule.{f.name}")))
        return out

    def key_table(self) -> KeyTable:
        actions = GAME_KEYS.get(self.info.module, ("confirm", "left", "right", "back"))
        rows = []
        for device in KEYBOARDS:
            names = self.app.input.key_names(device)
            caps = [tuple(keycap_text(self.t, names[a], short) if a in names else "" for a in actions)
                    for short in (False, True)]
            name = self.t(f"app.seat.{device}")
            rows.append((name, name, *caps))
        pad = tuple(PAD_LABELS.get(a, "") for a in actions)
        rows.append((self.t("howto.page.gamepad"), self.t("howto.page.gamepad"), pad, pad))
        return KeyTable(tuple(self.t(f"app.key_action.{a}") for a in actions), tuple(rows))

    def blocks(self) -> tuple:
        """The page as blocks: how to play, the keys, the house rules in force."""
        t = self.t
        paragraphs = t.list(f"howto.{self.info.module}") or [t("app.rules.missing")]
        out = paragraphs_to_blocks(paragraphs)
        out.append(Heading(t("howto.page.keys")))
        intro = "howto.page.keys_intro_realtime" if self.info.realtime else "howto.page.keys_intro"
        out.append(Paragraph(t(intro), soft=True))
        out.append(self.key_table())
        out.append(Heading(t("howto.page.house")))
        out += self.house_lines() or [Paragraph(t("howto.page.house_none"))]
        out.append(Paragraph(t("howto.page.house_where"), soft=True))
        return tuple(out)

    def text(self) -> str:
        """Everything the page says, as plain text (what a reader sees, for tests and search)."""
        parts = []
        for block in self.blocks():
            if isinstance(block, (Heading, Paragraph)):
                parts.append(block.text)
            elif isinstance(block, RuleLine):
                parts.append(f"{block.title}. {block.explanation}")
            elif isinstance(block, KeyTable):
                parts.append(" · ".join(block.actions))
                parts += [f"{device}: {' '.join(caps)}" for device, _short, caps, _short_caps in block.rows]
        return "\n\n".join(parts)

    def page(self) -> pygame.Surface:
        """The laid-out page of the current tab (built when the tab or language changes; the
        keys and house rules cannot change while this screen is open)."""
        key = (self.index, self.t.lang, repr(self.rules()))
        if self._page is None or self._page[0] != key:
            self._page = (key, page_surface(self.blocks(), VIEW.width))
        return self._page[1]

    def max_scroll(self) -> int:
        return max(0, self.page().get_height() - VIEW.height)

    def more_below(self) -> bool:
        """There is text below the panel's edge (the screen then shows a hint)."""
        return self.scroll < self.max_scroll()

    def diagram_column(self) -> pygame.Surface:
        return rules_diagrams.column(self.info.module, self.t, ART_RECT.size, self.rules())

    # -- input ---------------------------------------------------------------------------
    def switch(self, index: int) -> None:
        if index != self.index:
            self.index = index % len(GAMES)
            self.scroll = 0

    def section_stops(self) -> list[int]:
        """The scroll positions that show a section's heading clear below the top fade (the
        fade then lies over the end of the section before)."""
        return [max(0, y - (FADE - TEXT_PAD_Y // 2)) for y in section_tops(self.blocks(), VIEW.width)]

    def step(self, direction: int) -> None:
        """Up/down: to the next (or previous) section's heading when it is within a page,
        else a page on, keeping two lines of the last view (so a long section is read whole)."""
        page = VIEW.height - 2 * line_height()
        tops = self.section_stops()
        here = min(self.scroll, self.max_scroll())
        if direction > 0:
            heading = next((y for y in tops if y > here + SECTION_SLACK), None)
            target = heading if heading is not None and heading - here <= page else here + page
        else:
            heading = next((y for y in reversed(tops) if y < here - SECTION_SLACK), None)
            target = heading if heading is not None and here - heading <= page else here - page
        self.scroll = max(0, min(self.max_scroll(), target))

    def keys_stop(self) -> int:
        """The scroll position that shows the keys' heading at the top."""
        heads = [b for b in self.blocks() if isinstance(b, Heading)]
        keys = next(i for i, b in enumerate(heads) if b.text == self.t("howto.page.keys"))
        return min(self.max_scroll(), self.section_stops()[keys])

    def jump_to_keys(self) -> None:
        """Tab: straight to the keys; from there (or below) back to the top."""
        stop = self.keys_stop()
        self.scroll = 0 if min(self.scroll, self.max_scroll()) >= stop - SECTION_SLACK and stop > 0 else stop

    def turn_page(self, direction: int) -> None:
        """PgUp/PgDn: a whole page up or down, keeping two lines of the last view. They never
        leave the rules, though PgDn is keyboard 3's confirm elsewhere."""
        self.scroll_by(direction * (VIEW.height - 2 * line_height()))
        self.scroll = min(self.scroll, self.max_scroll())

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + pixels))

    def handle(self, act) -> None:
        a = act.action
        if a in ("left", "right"):
            self.switch((self.index + (1 if a == "right" else -1)) % len(GAMES))
        elif a == "down":
            self.step(1)
        elif a == "up":
            self.step(-1)
        elif a in ("back", "confirm"):
            self.app.routes.back()

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and pygame.K_TAB not in self.app.input.keymap:
            self.jump_to_keys()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.turn_page(-1 if event.key == pygame.K_PAGEUP else 1)
            return True
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * WHEEL_STEP)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if BACK_RECT.collidepoint(event.pos):
                self.app.routes.back()
                return
            for i, rect in enumerate(self.tab_rects()):
                if rect.collidepoint(event.pos):
                    self.switch(i)

    # -- drawing ---------------------------------------------------------------------------
    def tab_rects(self) -> list[pygame.Rect]:
        """One tab per game across the page, each as wide as its name needs plus an equal share
        of the room left (so a long name keeps its size)."""
        n = len(GAMES)
        left = TEXT_RECT.x
        room = ART_RECT.right - left - TAB_GAP * (n - 1)
        needs = [width_of(self.t(f"app.game.{info.module}"), TAB_SIZE, True) + 40 for info in GAMES]
        extra = max(0, room - sum(needs)) // n
        rects, x = [], left
        for need in needs:
            rects.append(pygame.Rect(x, TAB_TOP, need + extra, TAB_H))
            x += need + extra + TAB_GAP
        return rects

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.chrome(), (0, 0))
        self.draw_text(surface)

    def chrome(self) -> pygame.Surface:
        """Everything but the scrolled text: backdrop, title, tabs, panels, diagrams (cached
        per tab and language, so a frame is one blit plus the visible part of the page)."""
        rules = self.rules()
        key = (self.index, self.t.lang, rules_diagrams.variant(self.info.module, rules))
        if self._chrome is not None and self._chrome[0] == key:
            return self._chrome[1]
        room = backdrop(dice=False)
        surf = room.convert() if pygame.display.get_surface() else room.copy()
        blit_text(surf, self.t("app.rules.title"), (theme.SCREEN_W // 2, TITLE_Y), TITLE_SIZE, theme.ACCENT, True,
                  "center")
        surf.blit(tile(BACK_RECT.size, 12, False, True, None), BACK_RECT.move(-MARGIN, -MARGIN))
        blit_fitted(surf, "‹ " + self.t("howto.page.back"), BACK_RECT.center, BACK_RECT.w - 16, 22,
                    theme.TEXT, True, "center")
        for i, rect in enumerate(self.tab_rects()):      # the games as the menu's tiles, the chosen one lifted
            chosen = i == self.index
            surf.blit(tile(rect.size, 12, chosen, True, None), rect.move(-MARGIN, -MARGIN))
            blit_fitted(surf, self.t(f"app.game.{GAMES[i].module}"), rect.move(0, -lift(chosen)).center, rect.w - 20,
                        TAB_SIZE, theme.INK if chosen else theme.TEXT, chosen, "center")
        surf.blit(panel(TEXT_RECT.size, theme.PAPER, 255, 14), TEXT_RECT)
        surf.blit(panel(ART_RECT.size, (24, 62, 44), 238, 14, (60, 110, 84)), ART_RECT)
        surf.blit(self.diagram_column(), ART_RECT)
        self.draw_foot(surf)
        self._chrome = (key, surf)
        return surf

    def draw_foot(self, surf: pygame.Surface) -> None:
        """The keys at the foot, readable from the sofa: each key as a key cap, as printed on the
        keyboard ("Bild↑" "Bild↓" side by side), then what it does in words ("← → Spiel
        wechseln   ↑ ↓ Bild↑ Bild↓ blättern   Esc zurück"), as large as the room under the paper
        allows, on a dark band of their own with room above and below (`scenes.ui.key_line`)."""
        draw_key_line(surf, self.t("app.rules.foot_keys"), self.t("app.rules.foot_words"),
                      (theme.SCREEN_W // 2, FOOT_Y), FOOT_SIZE, theme.SCREEN_W - 48, FOOT_BAND_H)

    def shown_height(self) -> int:
        """How much of the page the view shows from the scroll position: down to the last
        whole line (a line the view's edge would cut waits for the next page, so the "weiter
        unten" pill below never stands at half a line)."""
        top = min(self.scroll, self.max_scroll())
        limit = top + min(VIEW.height, self.page().get_height() - top)
        return clean_cut(self.blocks(), VIEW.width, top, limit) - top

    def draw_text(self, surface: pygame.Surface) -> None:
        page = self.page()
        top = min(self.scroll, self.max_scroll())
        area = pygame.Rect(0, top, VIEW.width, self.shown_height())
        surface.blit(page, VIEW.topleft, area)
        if top > 0:
            surface.blit(fade(VIEW.width, FADE, False), (VIEW.x, VIEW.y - TEXT_PAD_Y // 2))
        if self.more_below():
            self.draw_more(surface)
        if self.max_scroll():
            self.draw_scrollbar(surface, top)

    def more_rect(self) -> pygame.Rect:
        """Where the "more below" pill goes: in the strip under the text, not over it."""
        img = render("▼ " + self.t("howto.page.more"), READABLE, theme.PAPER, True)
        rect = pygame.Rect(0, 0, img.get_width() + 24, img.get_height() + 8)
        rect.midbottom = (TEXT_RECT.centerx, TEXT_RECT.bottom - 6)
        return rect

    def draw_more(self, surface: pygame.Surface) -> None:
        """A pill at the bottom edge: there is more below."""
        img = render("▼ " + self.t("howto.page.more"), READABLE, theme.PAPER, True)
        rect = self.more_rect()
        surface.blit(panel(rect.size, theme.INK_SOFT, 230, rect.height // 2), rect)
        surface.blit(img, img.get_rect(center=rect.center))

    def draw_scrollbar(self, surface: pygame.Surface, top: int) -> None:
        track = pygame.Rect(TEXT_RECT.right - 14, VIEW.y, 6, VIEW.height)
        pygame.draw.rect(surface, (222, 212, 190), track, border_radius=3)
        total = self.page().get_height()
        h = max(30, round(track.height * VIEW.height / total))
        y = track.y + round((track.height - h) * top / max(1, self.max_scroll()))
        pygame.draw.rect(surface, theme.INK_SOFT, pygame.Rect(track.x, y, track.w, h), border_radius=3)
