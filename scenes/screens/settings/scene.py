"""Settings: language, speeds, sound, display, keys and every game's house rules, in tabs.

Tabs across the top: "Allgemein" (language, dice and bot speed, volume, mute), "Anzeige"
(fullscreen, window size, then the frame rate last under "Technik"), "Tasten" (scenes/screens/settings/keys.py) and one tab per
game, built from its engine's `Rules` fields, so a new house rule appears by being defined.
Within a tab the rows stand in a few sections under headings (`rows.sections_of`: "Sprache",
"Tempo", "Ton" ...; a game's basic settings such as Mensch's figures per colour under "Das
Spiel", before its "Hausregeln"). Each value is shown as a control (`rows.control_of`): a
switch for on/off, a slider for a number over a range, a stepper ‹ value › for the rest.
Up from the first row reaches the tab bar, where left/right switch tabs; down from the last row
reaches "Fertig" (Enter there leaves, saving; up comes back), so every control is in reach of
the arrows; Tab / Shift+Tab and a
pad's shoulder buttons switch from anywhere, and going round from the last tab to the first
(or back) is said on screen, never silent; the mouse clicks tabs and the controls and scrolls.
The help panel beside the rows explains the chosen row in one sentence and lists what it
allows; F1 (or a click on the panel) shows the whole explanation, until another row is chosen.

Holding left/right steps a number on and on, faster the longer it is held (`HOLD_STEPS`);
a switch or a list of choices changes once per press, so holding it never flickers.

Every change takes effect at once (sound, window, keys, speeds), but the language: ←/→ on it
only show the next language in its box, and Enter (or a click on an arrow) switches, so a stray
arrow never turns every word on screen into one the player may not read. A house rule applies
to the next game started, since a game already running keeps the `Rules` object it began with.
Enter saves, Esc saves if anything changed and goes back; saving goes through
`game.config.save` (comments and unknown keys kept, atomic, a .bak beside it).
"""

from __future__ import annotations

import dataclasses
import re
import warnings
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game import config as configmod
from game.config import PADS
from game.evening import EVENING_INFO
from game.games import GAMES
from scenes.app import Scene
from scenes.screens.settings.keys import KeysTab
from scenes.screens.settings.look import LABEL_INK, READ_INK, help_panel, panel, text_width
from scenes.screens.settings.rows import (
    SLIDER,
    TOGGLE,
    WindowSizeRow,
    control_of,
    evening_rows,
    game_rows,
    general_rows,
    join_or,
    rows_of_section,
    sections_of,
    slider_share,
    step_value,
    technical_last,
)
from scenes.ui import theme
from scenes.ui.backdrop import backdrop
from scenes.ui.cards import SHADOW_DROP, SHADOW_SPREAD, button_face, button_shadow
from scenes.ui.emblems import emblem
from scenes.ui.layout import READABLE, blit_fitted, line_step, wrap
from scenes.ui.menu_buttons import DEPTH, MARGIN, lift, tile
from scenes.ui.text import blit_text

TAB_Y, TAB_H = 76, 40           # the games' row of tabs; every tab's height
GAME_TAB_H = 36                 # the games' tabs: a row under the app's own, a little lower and flatter
APP_TAB_Y = 18                  # the app's own tabs, in the top line between the title and "Fertig"
TAB_SIZE = 22                   # px of the tabs' words (less only if they do not fit)
LIST = pygame.Rect(40, 124, 760, 544)
HELP = pygame.Rect(820, 124, 420, 544)
ROW_PITCH, ROW_H = 54, 48
VISIBLE = LIST.height // ROW_PITCH    # rows that fit the list without headings
HEAD_H = 40                            # a section's heading above its first row
WRAP_SHOWN = 2.0                       # seconds the tab bar shows that Tab went round
VALUE_W = 276
UNSAVED_ROOM = 44               # px kept free at the help's foot for "Gilt sofort · gespeichert beim Verlassen"
SLIDER_BAR_H, KNOB_R = 10, 13   # a slider's track and its knob (px)
SLIDER_TEXT_W, SLIDER_TEXT_MOST = 84, 130     # the room for a slider's value in words, at least and at most
DONE = pygame.Rect(1060, 18, 180, 40)
TRAY_EDGE = 5                   # px each row of tabs' tray reaches beyond its tabs
TITLE_X = 40                    # the title stands at the left of the top line
APP_ROOM = 560                  # the app's tabs, centred: clear of "Fertig" and the title
MESSAGE_SECONDS = 5.0
KEYS_TAB = "keys"
# a held left/right: after this many repeats of the key, each repeat steps the value this far
HOLD_STEPS = ((0, 1), (6, 2), (14, 5))
EVENING_TAB = EVENING_INFO.module     # the evening's settings section
EVENING_MOTIF = "evening"      # the Spieleabend's star (`scenes.ui.emblems`)
TAB_EMBLEM, EMBLEM_GAP = 24, 5  # px of a tab's emblem, and between it and the tab's name
TAB_GAP = 14                    # px between two tabs of a row
TAB_MARGIN = 28                 # px at least between the tab trays and the window's edges
CARD_EMBLEM, CARD_ROOM = 128, 200  # a game's emblem under its few rows, and the room it needs
CARD_HEADING, CARD_WORDS, CARD_NOTE = 30, 24, 22   # the card's game name, what the game is, what house rules do


@dataclass
class Tab:
    id: str              # "general", "display", "keys" or a game module
    rows: list           # FieldRow / WindowSizeRow; the keys tab draws its own table
    motif: str = ""      # the emblem on the tab (a game's, the evening's star), or none

    @property
    def sections(self) -> list[tuple[int, str]]:
        """(first row, heading's language-table key) of each section."""
        return sections_of(self.id, self.rows) if self.rows else []

    def row_y(self, k: int) -> int:
        """Where row k stands below the top of the whole list, headings included."""
        return k * ROW_PITCH + sum(1 for first, _ in self.sections if first <= k) * HEAD_H

    def view_top(self, top: int) -> int:
        """The list's top when row `top` is the first shown (its heading too, if it opens a section)."""
        opens = any(first == top for first, _ in self.sections)
        return self.row_y(top) - (HEAD_H if opens else 0)

    def visible(self, top: int) -> int:
        """How many rows from row `top` on fit the list."""
        n = 0
        while top + n < len(self.rows) and self.row_y(top + n) - self.view_top(top) + ROW_H <= LIST.height:
            n += 1
        return max(1, n)

    def most_scroll(self) -> int:
        """The first row shown when the list is scrolled to its end."""
        return next((t for t in range(len(self.rows)) if t + self.visible(t) >= len(self.rows)), 0)

    @property
    def is_game(self) -> bool:
        return self.id not in ("general", "display", KEYS_TAB, EVENING_TAB)


def build_tabs(cfg) -> list[Tab]:
    display = rows_of_section("display", cfg.display)
    display.insert(1, WindowSizeRow())
    general = rows_of_section("general", cfg.general) + rows_of_section("audio", cfg.audio)
    tabs = [Tab("general", technical_last(general_rows(general))),
            Tab("display", technical_last(display)), Tab(KEYS_TAB, []), Tab(EVENING_TAB, evening_rows(), EVENING_MOTIF)]
    for info in GAMES:
        rules = cfg.rules(info.module)
        if rules is not None:
            tabs.append(Tab(info.module, game_rows(info.module, rules), info.emblem))
    return tabs


@lru_cache(maxsize=8)
def tab_layout(labels: tuple[str, ...], motifs: tuple[str, ...] = ()) -> tuple[int, tuple[pygame.Rect, ...]]:
    """Font size and rects of the tabs, as wide as their words (and emblem, for a tab with a
    motif), on two rows: the app's own tabs (general, display, keys) in the top line between
    the title and "Fertig", centred there; the games' tabs (from the first with an emblem on)
    on the row under it, widened to span the page under them exactly (from the list's left
    edge to the help's right one), so the row lines up with what it opens. The words as large as fits both
    rows (never under `READABLE`), the tabs' padding narrower first."""
    motifs = motifs or ("",) * len(labels)
    group = next((i for i, m in enumerate(motifs) if m), len(labels))
    rows = [(0, group, APP_ROOM, APP_TAB_Y), (group, len(labels), theme.SCREEN_W - 2 * TAB_MARGIN - 2 * TRAY_EDGE,
                                              TAB_Y)]
    for pad in (34, 28, 22, 16, 12):
        for size in range(TAB_SIZE, READABLE - 1, -1):
            widths = [text_width(label, size, True) + pad + (TAB_EMBLEM + EMBLEM_GAP if m else 0)
                      for label, m in zip(labels, motifs, strict=True)]
            if all(sum(widths[a:b]) + TAB_GAP * max(0, b - a - 1) <= room for a, b, room, _y in rows):
                break
        else:
            continue
        break
    rects = []
    for a, b, _room, y in rows:
        if y == TAB_Y and b > a:      # the games' row spans the page under it, from the list's edge to the help's
            span = HELP.right - LIST.left - TAB_GAP * (b - a - 1)
            extra = max(0, span - sum(widths[a:b]))
            widths[a:b] = [w + extra // (b - a) + (1 if k < extra % (b - a) else 0) for k, w in enumerate(widths[a:b])]
        x = (theme.SCREEN_W - sum(widths[a:b]) - TAB_GAP * max(0, b - a - 1)) // 2
        if y == TAB_Y and b > a:
            x = LIST.left
        for w in widths[a:b]:
            rects.append(pygame.Rect(x, y, w, TAB_H if y != TAB_Y else GAME_TAB_H))
            x += w + TAB_GAP
    return size, tuple(rects)


SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-ZÄÖÜ„“\"(])")


ABBREVIATIONS = {"z", "B", "d", "h", "u", "a", "o", "bzw", "ca", "Nr", "etc", "usw", "vgl", "e.g", "i.e", "vs"}


def first_sentence(text: str) -> tuple[str, str]:
    """`text`'s first sentence and the rest ("" when it is one sentence). The full stop of an
    abbreviation ("z. B.", "d. h.", "e.g.") ends no sentence."""
    for match in SENTENCE_END.finditer(text):
        before = text[: match.start()].rsplit(" ", 1)[-1]
        if before.endswith(("!", "?")) or before.rstrip(".") not in ABBREVIATIONS:
            return text[: match.start()], text[match.end():]
    return text, ""


@lru_cache(maxsize=64)
def widest_value(words: tuple[str, ...]) -> int:
    """The room a slider's value needs for the widest of `words` (within its limits)."""
    return max(SLIDER_TEXT_W, min(SLIDER_TEXT_MOST, max(text_width(w, 22, True) for w in words) + 4))


class SettingsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.cfg = app.config
        self.tabs = build_tabs(self.cfg)
        self.tab = 0
        self.on_tabs = False                  # the focus is on the tab bar
        self.on_done = False                  # the focus is on "Fertig" (below the last row, above the tabs)
        self.cursor = {tab.id: 0 for tab in self.tabs}
        self.scroll = {tab.id: 0 for tab in self.tabs}
        self.keys = KeysTab(self)
        self.message: str | None = None
        self.message_good = True
        self.message_left = 0.0
        self.dirty = False
        self.save_refused = False             # saving failed once: the next "back" leaves anyway
        self.time = 0.0
        self.held_repeats = 0                 # repeats of the left/right key held right now
        self.wrapped_at: float | None = None  # when Tab last went round from the last tab to the first
        self.more_about = None                # what the help panel explains whole (F1), else one line
        self.language_choice = None           # the language ←/→ show on the language row, until Enter takes it

    @property
    def wants_every_key(self) -> bool:
        """While waiting for a key even F11 comes here (to be refused, not to toggle)."""
        return self.keys.waiting is not None

    # -- where the focus is -----------------------------------------------------------------
    @property
    def current(self) -> Tab:
        return self.tabs[self.tab]

    @property
    def index(self) -> int:
        return self.cursor[self.current.id]

    @index.setter
    def index(self, value: int) -> None:
        tab = self.current
        cursor = self.cursor[tab.id] = max(0, min(len(tab.rows) - 1, value))
        top = min(self.scroll[tab.id], cursor)
        while cursor >= top + tab.visible(top):
            top += 1
        self.scroll[tab.id] = top

    @property
    def row(self):
        """The list row in focus, or None (tab bar or keys tab)."""
        if self.on_tabs or self.on_done or not self.current.rows:
            return None
        return self.current.rows[self.index]

    def tab_label(self, tab: Tab) -> str:
        if tab.id == EVENING_TAB:
            return self.t("evening.setting.tab")
        key = f"app.settings.tab.{tab.id}"
        return self.t(key) if self.t.has(key) else self.t(f"app.game.{tab.id}")

    def switch_tab(self, step: int) -> None:
        """The next tab (`step` 1) or the one before (-1); going round from the last to the
        first (or back) is said on the tab bar and in the help panel. A notice about the page
        left goes with it (it would read as news about the new one)."""
        new = (self.tab + step) % len(self.tabs)
        self.message, self.wrapped_at = None, None
        if new != self.tab + step:
            self.wrapped_at = self.time
            self.say(self.t("app.settings.tab_wrapped_first" if step > 0 else "app.settings.tab_wrapped_last",
                            tab=self.tab_label(self.tabs[new])))
        self.tab = new

    def table_running(self) -> bool:
        return any(scene.is_table for scene in self.app.stack)

    # -- changing values ------------------------------------------------------------------
    def say(self, text: str, good: bool = True) -> None:
        self.message, self.message_good, self.message_left = text, good, MESSAGE_SECONDS

    def held_steps(self, repeat: bool) -> int:
        """How many steps one left/right press (1) or repeat of a held key makes: a number
        steps faster the longer it is held; a switch or a list of choices not at all."""
        if not repeat:
            self.held_repeats = 0
            return 1
        row = self.row
        value = row.value(self.cfg) if row is not None else None
        field = getattr(row, "field", None)
        if isinstance(value, bool) or not isinstance(value, (int, float)) \
                or (field is not None and "choices" in field.metadata):
            return 0
        self.held_repeats += 1
        if field is None:
            return 1
        return max(steps for after, steps in HOLD_STEPS if self.held_repeats > after)

    def on_language(self) -> bool:
        return getattr(self.row, "name", None) == "language"

    def change(self, direction: int, steps: int = 1) -> None:
        row = self.row
        if row is None or steps <= 0:
            return
        if self.on_language():
            self.browse_language(row, direction)
            return
        value = row.stepped(self.cfg, direction)
        for _ in range(steps - 1):          # (only a number's field is stepped more than once)
            further = step_value(row.field, value, direction)
            if further == value:
                break
            value = further
        if value == row.value(self.cfg) or not self.store(row, value):
            return
        self.dirty = True
        self.message = None
        self.apply_live(row)
        self.app.play("click", 0.5)

    def browse_language(self, row, direction: int) -> None:
        """←/→ on the language row: the next language stands in its box, nothing switches yet."""
        shown = self.language_choice or row.value(self.cfg)
        new = step_value(row.field, shown, direction)
        if new == shown:
            return
        self.language_choice = None if new == row.value(self.cfg) else new
        self.app.play("click", 0.5)

    def take_language(self) -> None:
        """Enter on the language row: the language shown there is the one in force (and kept)."""
        row, choice = self.row, self.language_choice
        self.language_choice = None
        if choice is None or not self.store(row, choice):
            return
        self.dirty = True
        self.apply_live(row)
        self.save()

    def store(self, row, value) -> bool:
        """Write the value into the config; False (and a message) if it is refused."""
        cfg = self.cfg
        if hasattr(row, "store"):              # a row that knows how it is kept (the evening's points)
            row.store(cfg, value)
            return True
        if isinstance(row, WindowSizeRow):
            cfg.display.width, cfg.display.height = value
            return True
        if not row.is_rule:
            setattr(row.holder(cfg), row.name, value)
            return True
        old = cfg.rules(row.section)
        # A new Rules object, not a change in place: a game already running keeps its rules.
        new = dataclasses.replace(old, **{row.name: value})
        before = set(old.conflicts()) if hasattr(old, "conflicts") else set()
        fresh = [pair for pair in (new.conflicts() if hasattr(new, "conflicts") else []) if pair not in before]
        if fresh:
            first, second = fresh[0]
            self.say(self.t("app.settings.conflict", a=self.t(f"{row.section}.rule_name.{first}"),
                            b=self.t(f"{row.section}.rule_name.{second}")), good=False)
            return False
        try:
            if hasattr(new, "validate"):
                new.validate()
        except ValueError:
            self.say(self.t("app.settings.invalid"), good=False)
            return False
        cfg.games[row.section] = new
        return True

    def apply_live(self, row) -> None:
        name = row.name
        if name == "language":
            self.app.set_language(self.cfg.general.language)
        elif name == "fullscreen":
            self.apply_fullscreen()
        elif name == "window_size":
            self.apply_window_size()
        elif row.section == "audio" and self.app.sound is not None:
            self.app.sound.set_volume(self.cfg.audio.volume, self.cfg.audio.mute)
        elif name in ("dice_speed", "bot_speed"):
            self.tell_tables()

    def apply_fullscreen(self) -> None:
        want = self.cfg.display.fullscreen
        if pygame.display.is_fullscreen() != want:
            self.app.toggle_fullscreen()
        if not want:
            self.apply_window_size()

    def apply_window_size(self) -> None:
        if pygame.display.is_fullscreen():
            return   # the configured size applies when the window leaves fullscreen
        size = (self.cfg.display.width, self.cfg.display.height)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            try:   # the picture stays 1280x720 inside; only the window changes
                pygame.Window.from_display_module().size = size
            except (pygame.error, AttributeError):
                pass

    def tell_tables(self) -> None:
        """Dice and bot speed reach a game paused underneath."""
        for scene in self.app.stack:
            scene.settings_changed()

    def keys_changed(self) -> None:
        self.dirty = True
        self.app.input.rebind(self.cfg)

    def save(self) -> bool:
        try:
            configmod.save(self.cfg)
        except OSError as exc:
            self.say(self.t("app.settings.save_failed", why=exc.strerror or str(exc)), good=False)
            return False
        self.dirty = False
        self.say(self.t("app.settings.saved"), good=True)
        return True

    def leave(self) -> None:
        if self.dirty and not self.save_refused and not self.save():
            self.save_refused = True
            return   # stay once, so the message that saving failed is seen; back again leaves
        self.app.routes.back()

    # -- input ----------------------------------------------------------------------------
    def handle(self, act) -> None:
        a = act.action
        if self.keys.waiting:
            if a == "back" and act.device in PADS:
                self.keys.cancel()
            return   # keys arrive raw in handle_event; nothing else may act meanwhile
        if a in ("to_left", "to_right"):
            if act.device in PADS:   # shoulder buttons; a keyboard sends these with left/right
                self.switch_tab(-1 if a == "to_left" else 1)
            return
        if a in ("back", "pause"):
            self.leave()
        elif self.on_done:                  # "Fertig": Enter leaves (saving), up back to the last row
            if a == "confirm":
                self.leave()
            elif a == "up":
                self.on_done = False
        elif self.on_tabs:
            if a in ("left", "right"):
                self.switch_tab(-1 if a == "left" else 1)
            elif a in ("down", "confirm"):
                self.on_tabs = False
        elif self.current.id == KEYS_TAB:
            if a == "down" and self.keys.at_bottom():
                self.on_done = True
            elif a in ("up", "down", "left", "right"):
                self.on_tabs = not self.keys.move(a)
            elif a == "confirm":
                self.keys.confirm()
        elif a == "up":
            if self.index == 0:
                self.on_tabs = True
            else:
                self.index -= 1
        elif a == "down":
            if self.index == len(self.current.rows) - 1:
                self.on_done = True        # below the last row: "Fertig", so every control is in reach
            else:
                self.index += 1
        elif a in ("left", "right"):
            self.change(-1 if a == "left" else 1, self.held_steps(act.repeat))
        elif a == "confirm" and self.on_language() and self.language_choice is not None:
            self.take_language()
        elif a == "confirm":
            self.save()

    def handle_event(self, event) -> bool | None:
        if event.type == pygame.KEYDOWN:
            if self.keys.waiting:
                self.keys.take_key(event.key)
                return True
            if event.key == pygame.K_F1 and pygame.K_F1 not in self.app.input.keymap:
                self.toggle_more()
                return True
            if event.key == pygame.K_TAB and pygame.K_TAB not in self.app.input.keymap:
                self.switch_tab(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
                return True
            return None
        if event.type == pygame.MOUSEWHEEL and self.current.rows:
            tab = self.current
            self.scroll[tab.id] = max(0, min(tab.most_scroll(), self.scroll[tab.id] - event.y))
            top = self.scroll[tab.id]
            self.cursor[tab.id] = max(top, min(top + tab.visible(top) - 1, self.cursor[tab.id]))
            return True
        if event.type == pygame.MOUSEMOTION and not self.keys.waiting:
            self.hover(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self.click(event.pos, -1 if event.button == 3 else 1)
            return True
        return None

    def hover(self, pos) -> None:
        if self.current.id == KEYS_TAB:
            hit = self.keys.hit(pos)
            if hit:
                (self.keys.row, self.keys.col), self.on_tabs, self.on_done = hit, False, False
            return
        i = self.row_at(pos)
        if i is not None:
            self.index, self.on_tabs, self.on_done = i, False, False

    def click(self, pos, direction: int) -> None:
        if self.keys.waiting:
            if self.keys.hit(pos) != (self.keys.row, self.keys.col):
                self.keys.cancel()
            return
        if DONE.collidepoint(pos):
            self.leave()
            return
        if HELP.collidepoint(pos):
            self.toggle_more()
            return
        _size, rects = self.tab_layout()
        for i, rect in enumerate(rects):
            if rect.collidepoint(pos):
                self.tab, self.on_tabs, self.on_done = i, True, False
                return
        if self.current.id == KEYS_TAB:
            hit = self.keys.hit(pos)
            if hit:
                (self.keys.row, self.keys.col), self.on_tabs, self.on_done = hit, False, False
                self.keys.confirm()
            return
        i = self.row_at(pos)
        if i is not None:
            self.index, self.on_tabs, self.on_done = i, False, False
            pill = self.pill_rect(self.row_rect(i - self.scroll[self.current.id]))
            row = self.current.rows[i]
            if control_of(row, self.cfg) == SLIDER:     # left of the knob: down; right of it: up
                on_left = pos[0] < self.slider_knob_x(pill, row)
            else:
                on_left = pill.x <= pos[0] < pill.x + 48
            self.change(-1 if direction < 0 or on_left else 1)
            if self.on_language():          # (a click on an arrow is meant: it switches at once)
                self.take_language()

    def row_at(self, pos) -> int | None:
        tab = self.current
        for i in range(min(tab.visible(self.scroll[tab.id]), len(tab.rows) - self.scroll[tab.id])):
            if self.row_rect(i).collidepoint(pos):
                return self.scroll[tab.id] + i
        return None

    def update(self, dt: float) -> None:
        self.time += dt
        if self.language_choice is not None and not self.on_language():
            self.language_choice = None       # another row chosen: the language shown goes back
        if self.more_about is not None and self.more_about != self.help_subject():
            self.more_about = None            # something else chosen: its help starts short again
        if self.message_left > 0:
            self.message_left -= dt
            if self.message_left <= 0 and not self.keys.waiting:
                self.message = None

    # -- words for the help panel and the hint line -----------------------------------------
    def help_subject(self) -> tuple:
        """What the help panel speaks about now: the tab (on the tab bar) or the chosen row (on
        the keys tab, the chosen key)."""
        if self.on_tabs:
            return (self.current.id, True)
        if self.on_done:
            return ("done",)
        if self.current.id == KEYS_TAB:
            return (KEYS_TAB, False, self.keys.row, self.keys.col)
        return (self.current.id, False, self.index)

    def toggle_more(self) -> None:
        """F1 (or a click on the help panel): the whole explanation of what is chosen, or only
        its first sentence again; choosing something else folds it back to one line."""
        self.more_about = None if self.more_about == self.help_subject() else self.help_subject()

    def folded(self, lines: list[tuple[str, str]]) -> list[tuple[str, str]]:
        """The help's explanations (body and value lines) cut to their first sentence, with one
        line after the first one cut saying how to see the rest; whole after F1."""
        if self.more_about == self.help_subject():
            return lines
        out, told = [], False
        for kind, text in lines:
            first, rest = first_sentence(text) if kind in ("body", "value") else (text, "")
            out.append((kind, first))
            if rest and not told:
                out.append(("more", self.t("app.settings.more")))
                told = True
        return out

    def help_lines(self) -> tuple[tuple[str, str], ...]:
        t = self.t
        tab = self.current
        if self.on_tabs:
            key = f"app.settings.tab_help.{tab.id}"
            body = t(key) if t.has(key) else t("evening.setting.tab_help") if tab.id == EVENING_TAB else \
                t("app.settings.tab_help_game", game=t(f"app.game.{tab.id}"))
            lines = self.folded([("heading", self.tab_label(tab) if not tab.is_game else t(f"app.game.{tab.id}")),
                                 ("body", body)])
        elif self.on_done:
            lines = [("heading", t("app.settings.done")), ("body", t("app.settings.done_help"))]
        elif tab.id == KEYS_TAB:
            lines = list(self.keys.help_lines()) if self.keys.waiting else self.folded(list(self.keys.help_lines()))
        else:
            row = self.row
            lines = [("heading", row.label(t)), ("body", row.explanation(t))]
            if control_of(row, self.cfg) != TOGGLE:      # (a switch is on or off: no need to say so)
                lines += [("label", t("app.settings.allowed")), ("value", row.allowed(t, self.cfg))]
            lines += [("label", t("app.settings.default")), ("value", getattr(row, "named", row.show)(t, row.default()))]
            partners = row.not_together_with(t, self.cfg)
            if partners:
                lines += [("label", t("app.settings.not_with")), ("value", join_or(t, partners, "app.settings.and"))]
            lines = self.folded(lines)
        if tab.is_game and self.table_running():
            lines.append(("note", t("app.settings.next_game")))
        if self.language_choice is not None and self.on_language():
            lines += [("good", line) for line in self.language_prompt()]
        if self.message and not (self.keys.waiting and self.message == self.keys.refusal):
            lines.append(("good" if self.message_good else "bad", self.message))
        return tuple(lines)

    def hint(self) -> str:
        if self.keys.waiting:
            return self.t("app.settings.hint_waiting")
        if self.on_tabs:
            return self.t("app.settings.hint_tabs")
        if self.on_done:
            return self.t("app.settings.hint_done")
        if self.language_choice is not None and self.on_language():
            return " · ".join(self.language_prompt())
        return self.t("app.settings.hint_keys" if self.current.id == KEYS_TAB else "app.settings.hint")

    def language_prompt(self) -> tuple[str, ...]:
        """What Enter does while another language is shown on the language row (the language's
        name as it calls itself: "Enter: switch to Deutsch")."""
        choice = self.language_choice
        return (self.t("app.settings.language_enter", language=self.t(f"app.language.{choice}")),)

    # -- drawing --------------------------------------------------------------------------
    def row_rect(self, i: int) -> pygame.Rect:
        """The i-th row shown (counted from the first one the list shows)."""
        tab, top = self.current, self.scroll[self.current.id]
        return pygame.Rect(LIST.x, LIST.y + tab.row_y(top + i) - tab.view_top(top), LIST.width - 16, ROW_H)

    @staticmethod
    def pill_rect(row_rect: pygame.Rect) -> pygame.Rect:
        """The value with its ‹ › inside a row; a click on ‹ steps down, anywhere else up."""
        return pygame.Rect(row_rect.right - VALUE_W - 8, row_rect.y + 6, VALUE_W, row_rect.height - 12)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        surface.blit(backdrop(dice=False), (0, 0))
        title_room = self.tab_groups()[0].left - 20 - TITLE_X
        blit_fitted(surface, t("app.settings.title"), (TITLE_X, DONE.centery), title_room, 34, theme.ACCENT, True,
                    "midleft")
        surface.blit(tile(DONE.size, 12, self.on_done, True, None), DONE.move(-MARGIN, -MARGIN))
        done = DONE.move(0, -lift(self.on_done))      # chosen with the arrows: lifted and lit like a tab
        if self.on_done:
            pygame.draw.rect(surface, theme.PAPER, done, width=3, border_radius=12)
        blit_fitted(surface, t("app.settings.done"), done.center, DONE.width - 16, 21,
                    theme.INK if self.on_done else theme.TEXT, True, "center")
        self.draw_tabs(surface)
        if self.current.id == KEYS_TAB:
            self.keys.draw(surface, not self.on_tabs and not self.on_done, self.time)
        else:
            self.draw_rows(surface)
        foot = UNSAVED_ROOM if self.dirty else 0
        surface.blit(help_panel(self.help_lines(), HELP.width, HELP.height, foot), HELP)
        if self.dirty:      # calmly, at the help's foot: a change is in force now and kept when leaving
            blit_fitted(surface, t("app.settings.unsaved"), (HELP.centerx, HELP.bottom - 16), HELP.width - 40,
                        READABLE + 1, LABEL_INK, anchor="midbottom")
        blit_fitted(surface, self.hint(), (theme.SCREEN_W // 2, theme.SCREEN_H - 14), theme.SCREEN_W - 80, 21,
                    READ_INK, anchor="midbottom")

    def tab_layout(self) -> tuple[int, tuple[pygame.Rect, ...]]:
        """The tabs' font size and rects (`tab_layout`) for the language in force."""
        return tab_layout(tuple(self.tab_label(tab) for tab in self.tabs), tuple(tab.motif for tab in self.tabs))

    def tab_groups(self) -> list[pygame.Rect]:
        """The trays the tabs lie in, one per row: the app's own (general, display, keys) and the
        games' (from the first tab with an emblem on), so the bar reads as two groups, not a wall."""
        _size, rects = self.tab_layout()
        first_game = next((i for i, tab in enumerate(self.tabs) if tab.motif), len(self.tabs))
        groups = [rects[:first_game], rects[first_game:]]
        trays = [group[0].unionall(group[1:]).inflate(2 * TRAY_EDGE, 2 * TRAY_EDGE) for group in groups if group]
        for tray in trays:
            tray.h += DEPTH - TRAY_EDGE + 3       # the tiles' edges lie in the tray too
        return trays

    def draw_tabs(self, surface: pygame.Surface) -> None:
        labels = tuple(self.tab_label(tab) for tab in self.tabs)
        size, rects = self.tab_layout()
        for tray in self.tab_groups():
            surface.blit(panel(tray.width, tray.height, (14, 20, 18), 215, 16, (58, 70, 64), 1), tray)
        for i, (label, rect, tab) in enumerate(zip(labels, rects, self.tabs, strict=True)):
            chosen = i == self.tab
            focus = chosen and self.on_tabs
            if tab.motif:       # a game's tab: a flat chip, secondary to the app's own tiles
                self.draw_game_chip(surface, rect, chosen)
            else:               # a tile like the menu's, the chosen one lit gold, its face in line with the others
                surface.blit(tile(rect.size, 12, chosen, True, None), rect.move(-MARGIN, -MARGIN + lift(chosen)))
            if focus:
                pygame.draw.rect(surface, theme.PAPER, rect, width=3, border_radius=12)
            ink = theme.INK if chosen else theme.TEXT
            if not tab.motif:
                blit_text(surface, label, rect.center, size, ink, chosen, "center")
                continue
            words = text_width(label, size, chosen)     # the game's emblem, then its name
            left = rect.centerx - (TAB_EMBLEM + EMBLEM_GAP + words) // 2
            picture = emblem(tab.motif, TAB_EMBLEM)
            surface.blit(picture, picture.get_rect(midleft=(left, rect.centery)))
            blit_text(surface, label, (left + TAB_EMBLEM + EMBLEM_GAP, rect.centery), size, ink, chosen, "midleft")
        if self.on_tabs:     # ◂ ▸ beside the row of the chosen tab: left/right walk on through both rows
            row = [r for r in rects if r.y == rects[self.tab].y]
            first, last = row[0], row[-1]
            if first.x - TRAY_EDGE - 28 >= 0 and last.right + TRAY_EDGE + 28 <= (DONE.x if first.y == APP_TAB_Y
                                                                                  else theme.SCREEN_W):
                blit_text(surface, "◂", (first.x - TRAY_EDGE - 14, first.centery), 24, theme.ACCENT, True, "center")
                blit_text(surface, "▸", (last.right + TRAY_EDGE + 14, last.centery), 24, theme.ACCENT, True, "center")
        if self.wrapped_at is not None and self.time - self.wrapped_at < WRAP_SHOWN:
            rect = rects[self.tab]              # Tab went round: the new tab is ringed a moment
            pygame.draw.rect(surface, theme.PAPER, rect.inflate(8, 8), width=3, border_radius=14)

    @staticmethod
    def draw_game_chip(surface: pygame.Surface, rect: pygame.Rect, chosen: bool) -> None:
        """A game's tab: a flat rounded chip on the tray, lit gold when chosen (no depth, so the
        app's own tabs above read first)."""
        fill = theme.ACCENT if chosen else (36, 47, 43)
        pygame.draw.rect(surface, fill, rect, border_radius=rect.h // 2)
        pygame.draw.rect(surface, (255, 240, 200) if chosen else (70, 86, 78), rect, width=2 if chosen else 1,
                         border_radius=rect.h // 2)

    def draw_rows(self, surface: pygame.Surface) -> None:
        t, cfg, tab = self.t, self.cfg, self.current
        top = self.scroll[tab.id]
        shown = tab.visible(top)
        for first, key in tab.sections:
            if top <= first < top + shown:
                y = self.row_rect(first - top).y - 8
                blit_fitted(surface, t(key), (LIST.x + 6, y), LIST.width - 40, 22,
                            theme.ACCENT, True, "bottomleft")
                pygame.draw.line(surface, (70, 84, 76), (LIST.x + 6, y + 2), (LIST.right - 24, y + 2), 1)
        for i, row in enumerate(tab.rows[top:top + shown]):
            rect = self.row_rect(i)
            chosen = top + i == self.index and not self.on_tabs and not self.on_done
            # a card on the table like the seat setup's rows (`scenes.ui.cards`), the chosen one gold
            surface.blit(button_shadow(rect.size, 12), rect.move(-SHADOW_SPREAD, SHADOW_DROP - SHADOW_SPREAD))
            surface.blit(button_face(rect.size, theme.ACCENT if chosen else (34, 44, 40), 12, chosen), rect)
            ink = theme.INK if chosen else theme.TEXT
            blit_fitted(surface, row.label(t), (rect.x + 18, rect.centery), rect.width - VALUE_W - 40, 23,
                        ink, chosen, "midleft")
            pill = self.pill_rect(rect)
            kind = control_of(row, cfg)
            changed = not row.is_default(cfg)
            colour = ink if chosen else theme.ACCENT if changed else theme.TEXT
            if kind == TOGGLE:
                self.draw_toggle(surface, pill, row.value(cfg), row.value_text(t, cfg), chosen, colour)
            elif kind == SLIDER:
                self.draw_slider(surface, pill, row, row.value_text(t, cfg), chosen, colour)
            else:
                value = row.value(cfg)       # an arrow that would change nothing (at a limit) is dim
                if chosen and self.language_choice is not None and self.on_language():
                    value = self.language_choice      # (the language ←/→ show, not yet in force)
                ends = (row.stepped(cfg, -1) != value, row.stepped(cfg, 1) != value) if value == row.value(cfg) \
                    else (step_value(row.field, value, -1) != value, step_value(row.field, value, 1) != value)
                self.draw_stepper(surface, pill, row.show(t, value), chosen, colour, ends)
        if tab.motif and tab.is_game and len(tab.rows) <= shown:
            self.draw_game_card(surface, tab, self.row_rect(len(tab.rows) - 1).bottom)
        if len(tab.rows) > shown:
            track = pygame.Rect(LIST.right - 8, LIST.y, 6, LIST.height - 8)
            surface.blit(panel(track.width, track.height, (60, 72, 66), 200, 3), track)
            h = max(24, track.height * shown // len(tab.rows))
            y = track.y + (track.height - h) * top // max(1, tab.most_scroll())
            surface.blit(panel(track.width, h, theme.ACCENT, 230, 3), (track.x, y))

    def draw_game_card(self, surface: pygame.Surface, tab: Tab, below: int) -> None:
        """A game's tab with few rows: the room under them is a card about the game, its
        emblem large beside its name, what the game is (as the menu says it) and what house
        rules do, so the tab never looks empty and its words read from the sofa."""
        free = pygame.Rect(LIST.x, below + 16, LIST.width - 16, LIST.bottom - below - 16)
        if free.height < CARD_ROOM:
            return
        pad = 24
        words_x = free.x + pad + CARD_EMBLEM + pad
        words_w = free.right - pad - words_x
        blurb = wrap(self.t(f"app.game_blurb.{tab.id}"), CARD_WORDS, words_w)
        note = wrap(self.t("app.settings.game_card_note"), CARD_NOTE, words_w)
        height = CARD_HEADING + 12 + line_step(CARD_WORDS) * len(blurb) + 14 + line_step(CARD_NOTE) * len(note)
        if height + 2 * pad > free.height:          # (too tall: what house rules do gives way)
            note = []
            height = CARD_HEADING + 12 + line_step(CARD_WORDS) * len(blurb)
        card = pygame.Rect(free.x, 0, free.width, max(height, CARD_EMBLEM) + 2 * pad)
        card.centery = free.centery
        surface.blit(panel(card.width, card.height, (22, 30, 27), 200, 16, (58, 70, 64), 1), card)
        picture = emblem(tab.motif, CARD_EMBLEM)
        surface.blit(picture, picture.get_rect(midleft=(card.x + pad, card.centery)))
        y = card.centery - height // 2
        blit_fitted(surface, self.t(f"app.game.{tab.id}"), (words_x, y), words_w, CARD_HEADING, theme.ACCENT, True,
                    "topleft")
        y += CARD_HEADING + 12
        for line in blurb:
            blit_text(surface, line, (words_x, y), CARD_WORDS, theme.TEXT, anchor="topleft")
            y += line_step(CARD_WORDS)
        y += 14
        for line in note:
            blit_text(surface, line, (words_x, y), CARD_NOTE, LABEL_INK, anchor="topleft")
            y += line_step(CARD_NOTE)

    # -- the controls ---------------------------------------------------------------------------
    @staticmethod
    def draw_stepper(surface, pill: pygame.Rect, text: str, chosen: bool, colour,
                     ends: tuple[bool, bool] = (True, True)) -> None:
        """‹ value ›: two small buttons round the value (left steps down, right up); a button
        that would change nothing (the value at its limit) is dim."""
        surface.blit(panel(pill.width, pill.height, (0, 0, 0) if chosen else (14, 18, 17), 50 if chosen else 160, 10),
                     pill)
        for x, arrow, live in ((pill.x + 4, "‹", ends[0]), (pill.right - 4 - 34, "›", ends[1])):
            button = pygame.Rect(x, pill.y + 4, 34, pill.height - 8)
            fill = (theme.PAPER if chosen else (52, 64, 58)) if live else ((0, 0, 0) if chosen else (24, 30, 28))
            surface.blit(panel(button.width, button.height, fill, 235 if live else 60, 8), button)
            ink = (theme.INK if chosen else theme.TEXT) if live else (theme.INK_SOFT if chosen else (90, 98, 92))
            blit_text(surface, arrow, (button.centerx, button.centery - 2), 26, ink, True, "center")
        blit_fitted(surface, text, pill.center, pill.width - 84, 22, colour, True, "center")

    @staticmethod
    def draw_toggle(surface, pill: pygame.Rect, on: bool, text: str, chosen: bool, colour) -> None:
        """A switch: its knob right on a green track when on, left on a grey one when off, the
        word beside it."""
        track = pygame.Rect(pill.right - 78, pill.centery - 15, 70, 30)
        fill = theme.GOOD if on else ((90, 96, 92) if not chosen else (120, 110, 80))
        surface.blit(panel(track.width, track.height, fill, 255, 15, theme.INK if chosen else None, 2), track)
        knob = (track.right - 15 if on else track.x + 15, track.centery)
        pygame.draw.circle(surface, theme.PAPER, knob, 11)
        blit_fitted(surface, text, (track.x - 14, pill.centery), pill.width - track.width - 24, 22, colour, True,
                    "midright")

    def slider_knob_x(self, pill: pygame.Rect, row) -> int:
        bar = self.slider_bar(pill, row)
        return bar.x + round(bar.width * slider_share(row, self.cfg))

    def slider_text_room(self, row) -> int:
        """The room for a slider's value beside its bar: as wide as the widest wording of any
        slider of the tab ("aus", "unbegrenzt", "10,0 s"), so the bars of a tab line up and
        never jump as a value changes."""
        tab = next((tab for tab in self.tabs if row in tab.rows), self.current)
        words = []
        for other in tab.rows:
            if control_of(other, self.cfg) == SLIDER:
                meta = other.field.metadata
                words += [other.show(self.t, v) for v in (meta["min"], meta["max"], other.default(),
                                                          other.value(self.cfg))]
        return widest_value(tuple(words or [row.value_text(self.t, self.cfg)]))

    def slider_bar(self, pill: pygame.Rect, row) -> pygame.Rect:
        return pygame.Rect(pill.x + 16, pill.centery - SLIDER_BAR_H // 2, pill.width - 28 - self.slider_text_room(row),
                           SLIDER_BAR_H)

    def draw_slider(self, surface, pill: pygame.Rect, row, text: str, chosen: bool, colour) -> None:
        """A slider: a sunken track filled up to the value, a round knob standing on it there (a
        shadow under it, a ring of the fill's colour), the value in words beside it."""
        bar = self.slider_bar(pill, row)
        knob = self.slider_knob_x(pill, row)
        surface.blit(panel(bar.width, bar.height, (0, 0, 0) if chosen else (16, 20, 19), 120 if chosen else 255,
                           bar.height // 2, (60, 50, 20) if chosen else (70, 80, 74), 1), bar)
        if knob > bar.x:
            surface.blit(panel(max(bar.height, knob - bar.x), bar.height, theme.INK if chosen else theme.ACCENT, 255,
                               bar.height // 2), bar.topleft)
        pygame.draw.circle(surface, (0, 0, 0), (knob + 1, bar.centery + 3), KNOB_R)      # its shadow
        pygame.draw.circle(surface, theme.PAPER, (knob, bar.centery), KNOB_R)
        pygame.draw.circle(surface, theme.INK if chosen else theme.ACCENT, (knob, bar.centery), KNOB_R - 5)
        pygame.draw.circle(surface, (255, 255, 255), (knob - 3, bar.centery - 4), 2)    # the lamp's gleam
        blit_fitted(surface, text, (pill.right - 4, pill.centery), self.slider_text_room(row), 22, colour, True,
                    "midright")
