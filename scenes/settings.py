"""Settings: language, display, sound, speeds and every game's house rules, saved to config.toml.

Each setting is a row built from the config dataclasses (so a new house rule appears here by
being defined in its engine's Rules): left/right changes the value, a one-line explanation
from the language tables says what it does. Saving writes config.toml (comments and unknown
keys kept, a .bak beside it) and the change takes effect at once.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pygame

from game import config as configmod
from game.games import GAMES
from scenes.app import Scene
from scenes.ui import theme
from scenes.ui.backdrop import backdrop
from scenes.ui.text import blit_text
from scenes.ui.widgets import draw_panel

ROW_H = 44
VISIBLE = 11
FLOAT_STEPS = {"volume": 0.1, "dice_speed": 0.25, "bot_speed": 0.25}


@dataclass
class Row:
    section: str          # "general", "display", "audio" or a game module
    obj: object           # the dataclass instance holding the value
    field: dataclasses.Field

    @property
    def name(self) -> str:
        return self.field.name

    @property
    def value(self):
        return getattr(self.obj, self.name)


def step_value(f: dataclasses.Field, value, step: int):
    """The next value of a setting in direction `step` (+1 / -1), within its limits."""
    meta = f.metadata
    if isinstance(value, bool):
        return not value
    if "choices" in meta:
        choices = list(meta["choices"])
        i = choices.index(value) if value in choices else 0
        return choices[(i + step) % len(choices)]
    if isinstance(value, int):
        new = value + step * meta.get("step", 1)
    elif isinstance(value, float):
        new = round(value + step * meta.get("step", FLOAT_STEPS.get(f.name, 0.1)), 4)
    else:
        return value
    lo, hi = meta.get("min", new), meta.get("max", new)
    return max(lo, min(hi, new))


class SettingsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.cfg = app.config
        self.rows: list[Row] = []
        for section in ("general", "display", "audio"):
            obj = getattr(self.cfg, section)
            for f in dataclasses.fields(obj):
                if not f.metadata.get("in_settings", True):
                    continue   # window size follows the window; free text is edited in the file
                self.rows.append(Row(section, obj, f))
        for info in GAMES:
            rules = self.cfg.rules(info.module)
            if rules is None:
                continue
            for f in dataclasses.fields(rules):
                self.rows.append(Row(info.module, rules, f))
        self.index = 0
        self.scroll = 0
        self.message: str | None = None
        self.dirty = False

    # -- words ------------------------------------------------------------------
    def label(self, row: Row) -> str:
        if row.section in ("general", "display", "audio"):
            return self.t(f"app.setting.{row.name}")
        return f"{self.t(f'app.game.{row.section}')}: {self.t(f'{row.section}.rule_name.{row.name}')}"

    def explanation(self, row: Row) -> str:
        if row.section in ("general", "display", "audio"):
            return self.t(f"app.setting_help.{row.name}")
        return self.t(f"{row.section}.rule.{row.name}")

    def value_text(self, row: Row) -> str:
        v = row.value
        if isinstance(v, bool):
            return self.t("app.on") if v else self.t("app.off")
        if row.name == "language":
            return self.t(f"app.language.{v}")
        if isinstance(v, float):
            return f"{v:.2f}"
        return str(v)

    # -- changing -----------------------------------------------------------------
    def change(self, step: int) -> None:
        row = self.rows[self.index]
        old = row.value
        setattr(row.obj, row.name, step_value(row.field, old, step))
        conflicts = getattr(row.obj, "conflicts", None)
        if conflicts and conflicts():
            first, second = conflicts()[0]
            setattr(row.obj, row.name, old)   # refuse: the two rules cannot both be on
            self.message = self.t("app.settings.conflict", a=self.t(f"{row.section}.rule_name.{first}"),
                                  b=self.t(f"{row.section}.rule_name.{second}"))
            return
        self.dirty = True
        self.message = None
        self.apply_live(row)

    def apply_live(self, row: Row) -> None:
        if row.name == "language":
            self.app.set_language(row.value)
        elif row.name == "fullscreen":
            self.app.toggle_fullscreen()
        elif row.section == "audio" and self.app.sound is not None:
            self.app.sound.set_volume(self.cfg.audio.volume, self.cfg.audio.mute)

    def save(self) -> None:
        try:
            configmod.save(self.cfg)
        except OSError as exc:
            self.message = self.t("app.settings.save_failed", why=exc.strerror or str(exc))
            return
        self.dirty = False
        self.message = self.t("app.settings.saved")

    # -- input --------------------------------------------------------------------
    def handle(self, act) -> None:
        a = act.action
        if a == "up":
            self.index = (self.index - 1) % len(self.rows)
        elif a == "down":
            self.index = (self.index + 1) % len(self.rows)
        elif a in ("left", "right"):
            self.change(-1 if a == "left" else 1)
        elif a == "confirm":
            self.save()
        elif a == "back":
            if self.dirty:
                self.save()
            self.app.pop()
        self.scroll = min(max(self.scroll, self.index - VISIBLE + 1), self.index)

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.index = max(0, min(len(self.rows) - 1, self.index - event.y))
            self.scroll = min(max(self.scroll, self.index - VISIBLE + 1), self.index)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i in range(VISIBLE):
                rect = self.row_rect(i)
                if rect.collidepoint(event.pos) and self.scroll + i < len(self.rows):
                    self.index = self.scroll + i
                    self.change(-1 if event.pos[0] < rect.centerx + 200 else 1)

    def row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(120, 110 + i * ROW_H, 1040, ROW_H - 6)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(dice=False), (0, 0))
        blit_text(surface, self.t("app.settings.title"), (theme.SCREEN_W // 2, 50), 44, theme.ACCENT, True, "center")
        for i in range(VISIBLE):
            n = self.scroll + i
            if n >= len(self.rows):
                break
            row = self.rows[n]
            rect = self.row_rect(i)
            chosen = n == self.index
            draw_panel(surface, rect, theme.ACCENT if chosen else (34, 44, 40), 250 if chosen else 220, 10)
            ink = theme.INK if chosen else theme.TEXT
            blit_text(surface, self.label(row), (rect.x + 16, rect.centery), 22, ink, chosen, "midleft")
            blit_text(surface, "‹ " + self.value_text(row) + " ›", (rect.right - 16, rect.centery), 22, ink, True, "midright")
        row = self.rows[self.index]
        help_rect = pygame.Rect(120, 110 + VISIBLE * ROW_H + 8, 1040, 70)
        draw_panel(surface, help_rect, (22, 28, 26), 220, 10)
        blit_text(surface, self.explanation(row), (help_rect.x + 16, help_rect.y + 12), 20, theme.TEXT)
        blit_text(surface, self.message or self.t("app.settings.hint"), (help_rect.x + 16, help_rect.y + 42), 18,
                  theme.ACCENT if self.message else theme.TEXT_DIM)
