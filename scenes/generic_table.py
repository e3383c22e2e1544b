"""A plain table for any engine that keeps the contract: it lists the legal actions.

It is the fallback for a game whose own table scene is not built yet: seats down the left,
the chosen seat's legal actions in the middle, and what happened on the right, all in words
from the language tables (`<game>.action.<Name>` and `<game>.event.<Name>`).
"""

from __future__ import annotations

import dataclasses

import pygame

from scenes.table_base import TableBase
from scenes.ui import theme
from scenes.ui.backdrop import backdrop
from scenes.ui.text import blit_text
from scenes.ui.widgets import Button, ButtonList, draw_panel, draw_seat_token


def _params(obj) -> dict:
    return dataclasses.asdict(obj) if dataclasses.is_dataclass(obj) else {}


class GenericTableScene(TableBase):
    def __init__(self, app, info, seats, seed, match=None):
        super().__init__(app, info, seats, seed, match)
        self.log: list[str] = []
        self.choices: ButtonList | None = None
        self._choices_for: tuple | None = None

    def words(self, kind: str, obj) -> str:
        key = f"{self.info.module}.{kind}.{type(obj).__name__}"
        params = _params(obj)
        if "seat" in params and isinstance(params["seat"], int) and params["seat"] < len(self.seats):
            params["name"] = self.seats[params["seat"]].name
        text = self.t(key, **params)
        return type(obj).__name__ if text == key else text

    def on_events(self, events: list) -> None:
        for ev in events:
            self.log.append(self.words("event", ev))
        self.log = self.log[-14:]
        self._choices_for = None

    def _refresh_choices(self) -> None:
        seat = self.match.current_seat
        key = (seat, len(self.log), self.match.is_over)
        if key == self._choices_for:
            return
        self._choices_for = key
        if seat is None or self.seats[seat].is_bot or self.match.is_over:
            self.choices = None
            return
        actions = self.match.legal_actions(seat)
        self.choices = ButtonList(
            [Button(self.words("action", a), lambda a=a, s=seat: self.act(s, a)) for a in actions],
            (theme.SCREEN_W // 2, 380), width=440, height=48, gap=8, size=24,
        )

    def handle_play(self, act) -> None:
        seat = self.match.current_seat
        if self.choices is None or seat is None:
            return
        if act.device != "any" and seat not in act.seats:
            return
        self.choices.handle(act.action)

    def handle_event(self, event) -> None:
        if self.choices is not None:
            self.choices.handle_event(event)

    def update_view(self, dt: float) -> None:
        self._refresh_choices()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(dice=False), (0, 0))
        blit_text(surface, self.t(f"app.game.{self.info.module}"), (theme.SCREEN_W // 2, 40), 40, theme.ACCENT, True, "center")
        current = self.match.current_seat
        for i, seat in enumerate(self.seats):
            rect = pygame.Rect(24, 100 + i * 92, 300, 82)
            draw_panel(surface, rect, (70, 60, 24) if i == current else (34, 44, 40), 235, 14,
                       border=theme.ACCENT if i == current else None)
            draw_seat_token(surface, i, (rect.x + 26, rect.y + 26), 13)
            blit_text(surface, seat.name, (rect.x + 50, rect.y + 12), 26, theme.TEXT, True)
            kind = self.t("app.seat.bot", level=self.t(f"app.bot_level.{seat.bot_level}")) if seat.is_bot \
                else self.t(f"app.seat.{seat.kind}")
            blit_text(surface, kind, (rect.x + 50, rect.y + 46), 18, theme.TEXT_DIM)
        log_rect = pygame.Rect(930, 100, 330, 560)
        draw_panel(surface, log_rect, (22, 28, 26), 220, 14)
        for j, line in enumerate(self.log[-14:]):
            blit_text(surface, line[:40], (log_rect.x + 14, log_rect.y + 12 + j * 38), 18, theme.TEXT)
        if self.choices is not None:
            name = self.seats[current].name if current is not None else ""
            blit_text(surface, self.t("app.table.your_turn", name=name), (theme.SCREEN_W // 2 - 10, 150), 30,
                      theme.TEXT, True, "center")
            self.choices.draw(surface)
        elif current is not None and not self.match.is_over:
            blit_text(surface, self.t("app.table.bot_thinking", name=self.seats[current].name),
                      (theme.SCREEN_W // 2 - 10, 300), 28, theme.TEXT_DIM, anchor="center")
        if self.refusal:
            blit_text(surface, self.refusal, (theme.SCREEN_W // 2 - 10, 640), 24, theme.BAD, True, "center")
