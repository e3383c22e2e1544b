"""The evening's table between games: the standings, the games played with their winners, and
what comes next (any of the four games, the game under way, "Abend beenden", the menu).

Every seat's keys and pads steer it, like the menu. It takes input only after a short calm,
so a key still mashed from the results does not start the next game unseen.
"""

from __future__ import annotations

import pygame

from game.evening import Evening
from game.games import GAMES
from scenes import evening_keeping
from scenes.app import Scene
from scenes.screens.evening.look import draw_standings, join_names, names_of, points_rule
from scenes.ui import theme
from scenes.ui.backdrop import backdrop
from scenes.ui.layout import READABLE, blit_fit, blit_fitted
from scenes.ui.text import blit_text
from scenes.ui.widgets import Button, ButtonList, draw_panel

INPUT_CALM = 0.6          # seconds before the table takes input
STANDINGS = pygame.Rect(40, 112, 720, 376)
PLAYED = pygame.Rect(40, 548, 720, 132)
CHOICES_X, CHOICES_W = 1010, 440
PLAYED_LINES = 4


class EveningScene(Scene):
    def __init__(self, app, evening: Evening):
        super().__init__(app)
        self.evening = evening
        buttons, self.hints = [], []
        current = evening.current
        if evening_keeping.game_under_way(app, evening):
            buttons.append(Button(lambda g=current.game: self.t("evening.table.resume", game=self.t(f"app.game_short.{g}")),
                                  self.app.routes.evening_resume_game))
            self.hints.append(lambda: self.t("evening.table.resume_hint"))
        for info in GAMES:
            buttons.append(Button(lambda g=info: self.t(f"app.game.{g.module}"), lambda g=info: self.app.routes.evening_game(g)))
            self.hints.append(lambda g=info: self.game_hint(g))
        buttons.append(Button(lambda: self.t("evening.table.end"), self.app.routes.evening_end))
        self.hints.append(lambda: self.t("evening.table.end_hint" if self.evening.games else "evening.table.end_hint_empty"))
        buttons.append(Button(lambda: self.t("evening.table.menu"), self.app.routes.menu))
        self.hints.append(lambda: self.t("evening.table.menu_hint"))
        total = len(buttons) * 58 - 10
        self.list = ButtonList(buttons, (CHOICES_X, 146 + total // 2), width=CHOICES_W, height=48, gap=10, size=26)
        self.time = 0.0

    def game_hint(self, info) -> str:
        players = len(self.evening.players)
        if info.module == "mensch":
            return self.t("evening.table.hint_mensch")
        if players > info.max_seats:
            return self.t.count("evening.table.hint_sit_out", players - info.max_seats, max=info.max_seats)
        return self.t("evening.table.hint_all", n=players)

    def ready(self) -> bool:
        return self.time >= INPUT_CALM

    def is_still(self) -> bool:
        return self.ready()

    def handle(self, act) -> None:
        if not self.ready() or (act.repeat and act.action not in ("up", "down")):
            return
        if act.action == "back":
            self.app.routes.menu()
            return
        self.list.handle(act.action)

    def handle_event(self, event) -> None:
        if self.ready():
            self.list.handle_event(event)

    def update(self, dt: float) -> None:
        self.time += dt
        self.list.update(dt)

    def warning(self) -> str | None:
        return getattr(self.app, "evening_problem", None)

    # -- drawing ------------------------------------------------------------------------------
    def subtitle(self) -> str:
        n = len(self.evening.games)
        started = self.evening.started_at[11:16]
        return self.t.count("evening.table.subtitle", n, time=started)

    def played_lines(self) -> list[str]:
        lines = []
        games = self.evening.games
        for n in range(len(games), max(0, len(games) - PLAYED_LINES), -1):
            game = games[n - 1]
            lines.append(self.t("evening.table.played_line", n=n, game=self.t(f"app.game_short.{game.game}"),
                                names=join_names(self.t, names_of(self.evening, game.winners()))))
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        surface.blit(backdrop(dice=False), (0, 0))
        blit_text(surface, t("evening.table.title"), (STANDINGS.centerx, 44), 44, theme.ACCENT, True, "center")
        blit_fitted(surface, self.subtitle(), (STANDINGS.centerx, 88), STANDINGS.width, 22, theme.TEXT_DIM,
                    anchor="center")
        draw_standings(surface, t, self.evening, STANDINGS, highlight_leaders=bool(self.evening.games))
        blit_fit(surface, points_rule(t, self.evening), pygame.Rect(STANDINGS.x, STANDINGS.bottom + 8,
                                                                     STANDINGS.width, 52), READABLE, theme.TEXT_DIM,
                 max_lines=2, align="center")
        draw_panel(surface, PLAYED, (22, 28, 26), 220, 14)
        blit_text(surface, t("evening.table.played", n=len(self.evening.games)), (PLAYED.x + 16, PLAYED.y + 8), 20,
                  theme.TEXT_DIM, True)
        lines = self.played_lines() or [t("evening.table.none_yet")]
        for i, line in enumerate(lines):
            blit_fitted(surface, line, (PLAYED.x + 16, PLAYED.y + 36 + 24 * i), PLAYED.width - 32, 20,
                        theme.TEXT if self.evening.games else theme.TEXT_DIM)
        blit_text(surface, t("evening.table.next"), (CHOICES_X, 112), 22, theme.TEXT_DIM, True, "center")
        self.list.draw(surface)
        self.draw_hint(surface)
        blit_fitted(surface, t("evening.table.keys_hint"), (theme.SCREEN_W // 2, theme.SCREEN_H - 10),
                    theme.SCREEN_W - 60, READABLE, theme.TEXT_DIM, anchor="midbottom")

    def draw_hint(self, surface: pygame.Surface) -> None:
        """The chosen button's hint, fitted into the column under the buttons (the list's own
        hint line would be as wide as the screen, so the buttons carry none)."""
        text = self.hints[self.list.index]()
        if text:
            bottom = self.list.rects()[-1].bottom
            blit_fit(surface, text, pygame.Rect(CHOICES_X - CHOICES_W // 2, bottom + 14, CHOICES_W, 60), 20,
                     theme.TEXT_DIM, max_lines=3, align="center")
