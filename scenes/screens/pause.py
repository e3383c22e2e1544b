"""The pause overlay over a table: resume, rules, settings, quit to the menu.

Whenever it comes back on top (from the settings or the rules) its cursor is on "Weiter"
again: one press of Enter goes back to the game."""

from __future__ import annotations

import pygame

from scenes.app import Scene
from scenes.ui import theme
from scenes.ui.text import blit_text
from scenes.ui.widgets import Button, ButtonList


class PauseScene(Scene):
    opaque = False

    def is_still(self) -> bool:
        return True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.list = ButtonList([
            Button(lambda: self.t("app.pause.resume"), self.resume),
            Button(lambda: self.t("app.pause.rules"), self.open_rules),
            Button(lambda: self.t("app.pause.settings"), self.open_settings),
            Button(lambda: self.t("app.pause.quit"), self.quit_to_menu),
        ], (theme.SCREEN_W // 2, 400), width=420)
        self._shade = None

    def on_enter(self) -> None:
        self.list.index = 0          # "Weiter", also when coming back from the settings or the rules

    def open_rules(self) -> None:
        self.app.routes.rules(self.table.info)

    def open_settings(self) -> None:
        self.app.routes.settings()

    def quit_to_menu(self) -> None:
        self.table.on_quit()
        self.app.routes.menu()

    def resume(self) -> None:
        self.app.routes.back()

    def handle(self, act) -> None:
        if act.action in ("back", "pause") and act.device == "any" or act.action == "pause":
            self.app.routes.back()
            return
        self.list.handle(act.action)

    def handle_event(self, event) -> None:
        self.list.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        if self._shade is None or self._shade.get_size() != surface.get_size():
            self._shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._shade.fill((0, 0, 0, 205))   # the table underneath stays recognisable, nothing more
        surface.blit(self._shade, (0, 0))
        blit_text(surface, self.t("app.pause.title"), (theme.SCREEN_W // 2, 200), 56, theme.ACCENT, True, "center")
        self.list.draw(surface)
