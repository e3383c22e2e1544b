"""The main menu: "Weiterspielen" when a game was left unfinished, the four games,
statistics, settings, rules and quit; config problems and other notices as a banner.

A saved game is checked when the menu opens: a damaged or tampered save is refused with a
message in the banner (and moved aside by `game.saves`), never a crash."""

from __future__ import annotations

import pygame

from game import saves
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
        self.saved = self.look_for_save()
        buttons = []
        if self.saved is not None:
            buttons.append(Button(lambda: self.t("app.menu.resume"), self.resume, hint=self.resume_hint))
        buttons += [
            Button(lambda g=g: self.t(f"app.game.{g.module}"), lambda g=g: self.open_setup(g),
                   hint=lambda g=g: self.t(f"app.game_blurb.{g.module}"))
            for g in GAMES
        ]
        buttons += [
            Button(lambda: self.t("app.menu.stats"), self.open_stats),
            Button(lambda: self.t("app.menu.settings"), self.open_settings),
            Button(lambda: self.t("app.menu.rules"), self.open_rules),
            Button(lambda: self.t("app.menu.quit"), self.app.quit),
        ]
        self.list = ButtonList(buttons, (theme.SCREEN_W // 2, 412), width=480, height=46, gap=8, size=28)
        self.time = 0.0
        self.calm = 0.0         # seconds since the last input: the title settles after a while

    # -- the unfinished game ----------------------------------------------------------------
    def look_for_save(self):
        """The saved game if there is a good one; a bad one is refused with a notice."""
        try:
            if not saves.exists(self.app.data_folder):
                return None
            return saves.load(self.app.data_folder)
        except saves.SaveRejected as exc:
            self.app.notify("app.resume.rejected", why=str(exc))
        except OSError as exc:
            self.app.notify("app.resume.rejected", why=exc.strerror or str(exc))
        return None

    def resume_hint(self) -> str:
        names = ", ".join(s.name for s in self.saved.seats)
        return self.t("app.menu.resume_hint", game=self.t(f"app.game.{self.saved.game}"), names=names)

    def resume(self) -> None:
        saved, self.saved = self.saved, None
        if saved is not None:
            self.app.routes.resume(saved)

    def open_stats(self) -> None:
        self.app.routes.stats()

    def open_setup(self, info) -> None:
        self.app.routes.setup(info)

    def open_settings(self) -> None:
        self.app.routes.settings()

    def open_rules(self) -> None:
        self.app.routes.rules()

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

    def banner_lines(self) -> list[str]:
        lines = [self.t("app.config_problem", problem=str(p)) for p in self.app.config.problems]
        return lines + [self.t(key, **params) for key, params in self.app.notices]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(), (0, 0))
        top = draw_banner(surface, self.banner_lines())
        wobble = title_wobble(self.time)
        if top:      # a banner takes the subtitle's room
            blit_text(surface, self.t("app.title"), (theme.SCREEN_W // 2, min(top + 30, 150) + wobble), 44,
                      theme.ACCENT, True, "center")
        else:
            blit_text(surface, self.t("app.title"), (theme.SCREEN_W // 2, 78 + wobble), 76, theme.ACCENT, True, "center")
            blit_text(surface, self.t("app.subtitle"), (theme.SCREEN_W // 2, 136), 24, theme.TEXT_DIM, anchor="center")
        self.list.draw(surface)
        blit_text(surface, self.t("app.menu.keys_hint"), (theme.SCREEN_W // 2, theme.SCREEN_H - 18), 18,
                  theme.TEXT_DIM, anchor="midbottom")
