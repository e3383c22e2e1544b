"""The results: who won, places with names and each game's figures; Revanche is one key away.

A little celebration greets the winner: the winner's name, the rows sliding in one after
another, a shower of confetti and the fanfare; after it the screen stands still.

"Revanche" is selected from the start, so a single confirm (Enter, Space or any seat's
confirm key) starts the same seats in a new game: the seed sheet calls an instant rematch a
point of honour.
"""

from __future__ import annotations

import pygame

from game.games import GameInfo
from game.seats import Seat
from scenes.app import Scene
from scenes.ui import theme
from scenes.ui.backdrop import backdrop
from scenes.ui.confetti import Confetti
from scenes.ui.numbers import grouped
from scenes.ui.text import blit_fitted, blit_text, fitted_size, render
from scenes.ui.tween import clamp01, ease_out_back, ease_out_cubic
from scenes.ui.widgets import Button, ButtonList, draw_panel, draw_seat_token

DEMO_RESULTS_SECONDS = 5.0
INPUT_CALM = 1.2       # seconds before the results take input: a key still mashed from the game
                       # must not start the rematch before anyone has seen who won
ROW_DELAY = 0.12        # seconds between the rows sliding in
ROW_SLIDE = 0.35
ROWS_TOP, ROWS_BOTTOM = 128, 562   # the room for the ranking rows
ROW_MAX = 112


class ResultsScene(Scene):
    def __init__(self, app, info: GameInfo, seats: list[Seat], ranking: list[list[int]],
                 figures: list[dict], seed: int | None, owners: tuple[int, ...] | None = None,
                 tokens: list | None = None):
        super().__init__(app)
        self.info, self.seats, self.ranking, self.figures, self.seed = info, seats, ranking, figures, seed
        self.owners = owners     # Mensch: colour -> seat, kept for the rematch
        self.tokens = tokens or [None] * len(seats)   # the table's own picture of each seat
        self.list = ButtonList([
            Button(lambda: self.t("app.results.rematch"), self.rematch),
            Button(lambda: self.t("app.results.menu"), self.to_menu),
        ], (theme.SCREEN_W // 2, 630), width=380, height=50, gap=10)
        self.time = 0.0
        self.demo_index: int | None = None   # in attract mode the next game follows by itself
        self.confetti = Confetti(seed=seed or 0)
        app.play("fanfare", 0.7)

    def is_still(self) -> bool:
        return self.confetti.done(self.time) and self.demo_index is None

    def headline(self) -> str:
        winners = [self.seats[s].name for s in (self.ranking[0] if self.ranking else [])]
        if len(winners) == 1:
            return self.t("app.results.winner", name=winners[0])
        return self.t("app.results.winners", names=self.t("app.results.and").join(winners))

    def rematch(self) -> None:
        self.app.routes.rematch(self)

    def to_menu(self) -> None:
        self.app.routes.menu()

    def ready(self) -> bool:
        return self.time >= INPUT_CALM

    def handle(self, act) -> None:
        if not self.ready() or act.repeat:     # only a fresh press, after a moment
            return
        if act.action == "back":
            self.to_menu()
            return
        self.list.handle(act.action)

    def handle_event(self, event) -> None:
        if self.ready():
            self.list.handle_event(event)

    def update(self, dt: float) -> None:
        self.time += dt
        if self.demo_index is not None and self.time > DEMO_RESULTS_SECONDS:
            self.app.routes.demo_next(self)

    def number(self, value) -> str:
        return grouped(self.t, value) if isinstance(value, int) and not isinstance(value, bool) else str(value)

    def figure_text(self, figures: dict) -> str:
        parts = [f"{self.t(f'{self.info.module}.figure.{key}')}: {self.number(value)}" for key, value in figures.items()]
        return "   ".join(parts)

    def draw_token(self, surface: pygame.Surface, seat: int, center: tuple[int, int]) -> None:
        """The seat's own picture from its table (Mensch: its colours' figures), else its shape."""
        token = self.tokens[seat] if seat < len(self.tokens) else None
        if token is None:
            draw_seat_token(surface, seat, center, 16)
        else:
            surface.blit(token, token.get_rect(center=center))

    def row_layout(self) -> tuple[int, int, int]:
        """(top, height, gap) of the ranking rows: few players get tall rows, and the block of
        rows sits in the middle of the room between the headline and the buttons."""
        rows = sum(len(group) for group in self.ranking) or 1
        gap = 12
        height = min(ROW_MAX, (ROWS_BOTTOM - ROWS_TOP - gap * (rows - 1)) // rows)
        used = rows * height + gap * (rows - 1)
        return ROWS_TOP + (ROWS_BOTTOM - ROWS_TOP - used) // 2, height, gap

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(dice=False), (0, 0))
        self.confetti.draw(surface, self.time)      # behind everything people read
        blit_text(surface, self.t("app.results.title", game=self.t(f"app.game.{self.info.module}")),
                  (theme.SCREEN_W // 2, 40), 34, theme.TEXT_DIM, True, "center")
        grow = ease_out_back(clamp01(self.time / 0.5))
        if grow > 0.05:
            size = fitted_size(self.headline(), 46, theme.SCREEN_W - 80, True)
            img = render(self.headline(), size, theme.ACCENT, True)
            if grow != 1.0:
                img = pygame.transform.smoothscale_by(img, max(0.05, grow))
            surface.blit(img, img.get_rect(center=(theme.SCREEN_W // 2, 92)))
        top, height, gap = self.row_layout()
        big = height >= 90                     # two or three players: larger words
        name_size, figure_size = (38, 24) if big else (28, 18)
        row = 0
        for place, group in enumerate(self.ranking, start=1):
            for seat in group:
                y = top + row * (height + gap)
                slide = ease_out_cubic(clamp01((self.time - 0.3 - row * ROW_DELAY) / ROW_SLIDE))
                row += 1
                if slide <= 0:
                    continue
                rect = pygame.Rect(140 + round((1 - slide) * 700), y, 1000, height)
                first = place == 1
                draw_panel(surface, rect, (70, 60, 24) if first else (34, 44, 40), 245, 14,
                           border=theme.ACCENT if first else None)
                blit_text(surface, self.t("app.results.place", n=place), (rect.x + 24, rect.centery),
                          40 if big else 30, theme.ACCENT if first else theme.TEXT, True, "midleft")
                self.draw_token(surface, seat, (rect.x + 130, rect.centery))
                text_x = rect.x + 165
                room = rect.right - 80 - text_x
                name_y = rect.centery - (name_size + figure_size + 8) // 2
                blit_fitted(surface, self.seats[seat].name, (text_x, name_y), room, name_size, theme.TEXT, True)
                blit_fitted(surface, self.figure_text(self.figures[seat]), (text_x, name_y + name_size + 8),
                            room, figure_size, theme.TEXT_DIM)
                if first:
                    moving = not self.confetti.done(self.time)
                    bounce = abs(((self.time * 1.5) % 2) - 1) if moving else 0.0
                    blit_text(surface, "★", (rect.right - 40, rect.centery - 6 * bounce), 40, theme.ACCENT, True, "center")
        self.list.draw(surface)
