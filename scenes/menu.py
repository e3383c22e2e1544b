"""The main menu: the four games, settings, rules and quit; config problems as a banner."""

from __future__ import annotations

import pygame

from game.games import GAMES
from scenes.app import Scene
from scenes.ui import theme
from scenes.ui.backdrop import backdrop, title_wobble
from scenes.ui.text import blit_text
from scenes.ui.widgets import Button, ButtonList, draw_banner

CALM_AFTER = 3.0   # seconds without input before the menu stops moving (and drawing)


class MenuScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        buttons = [
            Button(lambda g=g: self.t(f"app.game.{g.module}"), lambda g=g: self.open_setup(g),
                   hint=lambda g=g: self.t(f"app.game_blurb.{g.module}"))
            for g in GAMES
        ]
        buttons += [
            Button(lambda: self.t("app.menu.settings"), self.open_settings),
            Button(lambda: self.t("app.menu.rules"), self.open_rules),
            Button(lambda: self.t("app.menu.quit"), self.app.quit),
        ]
        self.list = ButtonList(buttons, (theme.SCREEN_W // 2, 405), width=480, height=52, gap=10)
        self.time = 0.0
        self.calm = 0.0         # seconds since the last input: the title settles after a while

    def open_setup(self, info) -> None:
        from scenes.setup import SetupScene
        self.app.push(SetupScene(self.app, info))

    def open_settings(self) -> None:
        from scenes.settings import SettingsScene
        self.app.push(SettingsScene(self.app))

    def open_rules(self) -> None:
        from scenes.rules import RulesScene
        self.app.push(RulesScene(self.app))

    def is_still(self) -> bool:
        return self.calm > CALM_AFTER

    def handle(self, act) -> None:
        self.calm = 0.0
        if act.action == "back" and act.device == "any":
            self.list.index = len(self.list.buttons) - 1   # Esc goes to Quit, a second Esc quits
            if act.repeat is False and getattr(self, "_armed_quit", False):
                self.app.quit()
            self._armed_quit = True
            return
        self._armed_quit = False
        self.list.handle(act.action)

    def handle_event(self, event) -> None:
        self.calm = 0.0
        self.list.handle_event(event)

    def update(self, dt: float) -> None:
        self.calm += dt
        if not self.is_still():
            self.time += dt
        self.list.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(), (0, 0))
        top = draw_banner(surface, [self.t("app.config_problem", problem=str(p)) for p in self.app.config.problems])
        y = max(top + 60, 110) + title_wobble(self.time)
        blit_text(surface, self.t("app.title"), (theme.SCREEN_W // 2, y), 84, theme.ACCENT, True, "center")
        blit_text(surface, self.t("app.subtitle"), (theme.SCREEN_W // 2, y + 64), 26, theme.TEXT_DIM, anchor="center")
        self.list.draw(surface)
        blit_text(surface, self.t("app.menu.keys_hint"), (theme.SCREEN_W // 2, theme.SCREEN_H - 18), 18,
                  theme.TEXT_DIM, anchor="midbottom")
