"""The "Tasten" tab of the settings screen: every keyboard block's keys, and "press a key".

A table: one row per action (the six menu keys, then the four Wurf & Weg keys, then a
"Standard" row), one column per keyboard block, each key drawn as it is printed on its cap.
Confirm (or a click) on a cell waits for the next key press, which the scene hands over raw
(`take_key`), so that press never also steers the menu. What is refused and why comes from
`game.config`: `reserved_key` (modifiers, F11, the shared Enter/Space/Esc/Backspace) and
`binding_clash`, the same rule config.toml is read with. A taken key takes effect at once.
"""

from __future__ import annotations

import dataclasses

import pygame

from game.config import (
    DEFAULT_KEYS,
    GAME_ACTIONS,
    KEYBOARDS,
    NAV_ACTIONS,
    KeyCluster,
    binding_clash,
    reserved_key,
)
from scenes.input import key_name_ok
from scenes.screens.settings.look import LABEL_INK, panel
from scenes.ui import theme
from scenes.ui.layout import READABLE, blit_fitted
from scenes.ui.seat_panel import keycap_image as keycap
from scenes.ui.seat_panel import keycap_text
from scenes.ui.text import blit_text

RESET = "reset"
ROWS = NAV_ACTIONS + GAME_ACTIONS + (RESET,)
AREA = pygame.Rect(40, 124, 760, 544)
LABEL_W = 196
COL_W = (AREA.width - LABEL_W) // len(KEYBOARDS)
HEADER_H = 44
PITCH = 40
CAPTION_H = 34
RESET_GAP = 12


def block_name(t, cluster: str) -> str:
    return t("app.settings.block", n=KEYBOARDS.index(cluster) + 1)


def where(t, cluster: str, action: str) -> str:
    """ "Tastatur 2 – Links" """
    return t("app.settings.where", block=block_name(t, cluster), action=t(f"app.key_action.{action}"))


def cap(t, name: str) -> str:
    return keycap_text(t, name) if name else "–"


class KeysTab:
    """Cursor, binding state, drawing and mouse hits of the keys table."""

    def __init__(self, scene):
        self.scene = scene
        self.row = 0
        self.col = 0
        self.waiting: tuple[str, str] | None = None   # (block, action) waiting for a key
        self.refusal: str | None = None                # why the last key pressed was refused

    @property
    def cfg(self):
        return self.scene.app.config

    @property
    def t(self):
        return self.scene.t

    def slot(self) -> tuple[str, str]:
        return KEYBOARDS[self.col], ROWS[self.row]

    # -- moving ---------------------------------------------------------------------------
    def at_bottom(self) -> bool:
        """The cursor is on the table's last row (down from here leaves it, to "Fertig")."""
        return self.row == len(ROWS) - 1

    def move(self, action: str) -> bool:
        """Move the cursor; False when "up" leaves the table at its top (to the tab bar)."""
        if action == "up":
            if self.row == 0:
                return False
            self.row -= 1
        elif action == "down":
            self.row = min(len(ROWS) - 1, self.row + 1)
        elif action == "left":
            self.col = max(0, self.col - 1)
        elif action == "right":
            self.col = min(len(KEYBOARDS) - 1, self.col + 1)
        return True

    # -- binding --------------------------------------------------------------------------
    def confirm(self) -> None:
        cluster, action = self.slot()
        if action == RESET:
            self.reset(cluster)
        else:
            self.waiting = (cluster, action)
            self.refusal = None
            self.scene.message = None          # "Drücke eine Taste" stands alone: no older notice beside it

    def cancel(self) -> None:
        self.waiting = None
        self.refusal = None
        self.scene.say(self.t("app.settings.cancelled"), good=True)

    def refuse(self, text: str) -> None:
        """Refused: say why and keep waiting for another key (Esc gives up)."""
        self.refusal = text
        self.scene.say(text, good=False)

    def take_key(self, code: int) -> None:
        """The key pressed while waiting: bind it, or refuse it and say why."""
        if code == pygame.K_ESCAPE:
            self.cancel()
            return
        t = self.t
        name = pygame.key.name(code)
        if not name or not key_name_ok(name) or pygame.key.key_code(name) != code:
            self.refuse(t("app.settings.refuse_unknown"))
            return
        shown = t("app.settings.cap", keycap=cap(t, name))
        why = reserved_key(name)
        if why:
            self.refuse(t(f"app.settings.refuse_{why}", keycap=shown))
            return
        cluster, action = self.waiting
        clash = binding_clash(self.cfg.keys, cluster, action, name)
        if clash:
            self.refuse(t("app.settings.taken", keycap=shown, where=where(t, *clash)))
            return
        self.waiting = None
        self.refusal = None
        if getattr(self.cfg.keys[cluster], action) != name:
            setattr(self.cfg.keys[cluster], action, name)
            self.scene.keys_changed()
        self.scene.say(t("app.settings.bound", where=where(t, cluster, action), keycap=shown), good=True)

    def reset(self, cluster: str) -> None:
        """The block back to its default keys, unless another block has taken one of them."""
        t = self.t
        trial = dict(self.cfg.keys)
        trial[cluster] = KeyCluster(**DEFAULT_KEYS[cluster])
        for action in NAV_ACTIONS + GAME_ACTIONS:
            name = DEFAULT_KEYS[cluster][action]
            clash = binding_clash(trial, cluster, action, name)
            if clash:
                shown = t("app.settings.cap", keycap=cap(t, name))
                self.scene.say(t("app.settings.reset_refused", block=block_name(t, cluster),
                                 why=t("app.settings.taken", keycap=shown, where=where(t, *clash))), good=False)
                return
        if dataclasses.asdict(self.cfg.keys[cluster]) != DEFAULT_KEYS[cluster]:
            self.cfg.keys[cluster] = trial[cluster]
            self.scene.keys_changed()
        self.scene.say(t("app.settings.reset_done", block=block_name(t, cluster)), good=True)

    # -- words for the help panel -----------------------------------------------------------
    def help_lines(self) -> tuple[tuple[str, str], ...]:
        t = self.t
        cluster, action = self.waiting or self.slot()
        if self.waiting:
            lines = [("heading", where(t, cluster, action)), ("prompt", t("app.settings.press_key")),
                     ("value", t("app.settings.press_key_cancel"))]
            if self.refusal:
                lines.append(("bad", self.refusal))
            return tuple(lines)
        if action == RESET:
            defaults = " ".join(cap(t, DEFAULT_KEYS[cluster][a]) for a in NAV_ACTIONS)
            return (("heading", t("app.settings.reset_title", block=block_name(t, cluster))),
                    ("body", t("app.settings.reset_help", keys=defaults)))
        name = getattr(self.cfg.keys[cluster], action)
        lines = [("heading", where(t, cluster, action)), ("body", t(f"app.key_action_help.{action}")),
                 ("label", t("app.settings.key_now")), ("keycap", cap(t, name))]
        shared = [a for a in NAV_ACTIONS + GAME_ACTIONS
                  if a != action and name and getattr(self.cfg.keys[cluster], a) == name]
        if shared:
            lines.append(("value", t("app.settings.shared_with", actions=", ".join(
                t(f"app.key_action.{a}") for a in shared))))
        lines += [("label", t("app.settings.allowed")), ("value", t("app.settings.allowed_keys"))]
        return tuple(lines)

    # -- layout -----------------------------------------------------------------------------
    @staticmethod
    def row_top(i: int) -> int:
        y = AREA.y + HEADER_H + i * PITCH
        if i >= len(NAV_ACTIONS):
            y += CAPTION_H
        if i >= len(NAV_ACTIONS) + len(GAME_ACTIONS):
            y += RESET_GAP
        return y

    @staticmethod
    def cell_rect(i: int, col: int) -> pygame.Rect:
        return pygame.Rect(AREA.x + LABEL_W + col * COL_W + 4, KeysTab.row_top(i), COL_W - 8, PITCH - 4)

    def hit(self, pos) -> tuple[int, int] | None:
        for i in range(len(ROWS)):
            for col in range(len(KEYBOARDS)):
                if self.cell_rect(i, col).collidepoint(pos):
                    return i, col
        return None

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, focused: bool, time: float) -> None:
        t = self.t
        surface.blit(panel(AREA.width, AREA.height, (22, 28, 26), 200, 16), AREA)
        for col, cluster in enumerate(KEYBOARDS):
            x = AREA.x + LABEL_W + col * COL_W + COL_W // 2
            blit_fitted(surface, block_name(t, cluster), (x, AREA.y + HEADER_H // 2 + 2), COL_W - 8, 20,
                        theme.ACCENT if focused and col == self.col else theme.TEXT, True, "center")
        caption_y = self.row_top(len(NAV_ACTIONS)) - CAPTION_H // 2 - 2
        caption = blit_text(surface, t("app.game.wurf_und_weg"), (AREA.x + 20, caption_y), READABLE, LABEL_INK,
                            True, "midleft")
        pygame.draw.line(surface, (70, 84, 78), (caption.right + 12, caption_y), (AREA.right - 16, caption_y), 1)
        for i, action in enumerate(ROWS):
            y = self.row_top(i)
            current = focused and i == self.row
            if current:
                surface.blit(panel(AREA.width - 16, PITCH - 2, (52, 66, 60), 255, 10), (AREA.x + 8, y - 1))
            label = t("app.settings.reset_row") if action == RESET else t(f"app.key_action.{action}")
            blit_fitted(surface, label, (AREA.x + 20, y + PITCH // 2 - 2), LABEL_W - 24, 21,
                        theme.ACCENT if current else theme.TEXT, current, "midleft")
            for col, cluster in enumerate(KEYBOARDS):
                self._draw_cell(surface, i, col, cluster, action, focused and current and col == self.col, time)

    def _draw_cell(self, surface, i: int, col: int, cluster: str, action: str, chosen: bool, time: float) -> None:
        t = self.t
        rect = self.cell_rect(i, col)
        if chosen:
            surface.blit(panel(rect.width, rect.height, theme.ACCENT, 70, 10, theme.ACCENT, 3), rect)
        if action == RESET:
            img = keycap(t("app.settings.reset"), READABLE, chosen, rect.width - 16)
        elif self.waiting == (cluster, action):
            dots = "…" if int(time * 2.5) % 2 == 0 else "  "
            img = keycap(dots, READABLE, True, 46)
        else:
            img = keycap(cap(t, getattr(self.cfg.keys[cluster], action)), READABLE, chosen, 46)
        if img.get_width() > rect.width - 6:
            img = pygame.transform.smoothscale(img, (rect.width - 6, img.get_height()))
        surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery + 1)))
