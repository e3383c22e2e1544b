"""A gamepad was unplugged mid-game: pause and ask for it back, or for someone else to take over."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.config import KEYBOARDS
from scenes.app import Scene
from scenes.ui import theme
from scenes.ui.layout import wrap
from scenes.ui.seat_panel import device_label
from scenes.ui.text import blit_text
from scenes.ui.widgets import Button, ButtonList

BODY_WIDTH = 1000   # the message wraps within this, whatever the name


class PadLostScene(Scene):
    opaque = False

    def __init__(self, app, table, device: str):
        super().__init__(app)
        self.table = table
        self.device = device
        self.seat = next(i for i, s in enumerate(table.seats) if s.device == device)
        used = {s.kind for s in table.seats}
        buttons = [Button(lambda k=k: self.t("app.pad_lost.take", who=device_label(self.app, k)),
                          lambda k=k: self.give(k)) for k in KEYBOARDS if k not in used]
        buttons.append(Button(lambda: self.t("app.pad_lost.bot"), lambda: self.give("bot:normal")))
        self.list = ButtonList(buttons, (theme.SCREEN_W // 2, 440), width=520, height=48)

    def give(self, kind: str) -> None:
        self.table.reseat(self.seat, replace(self.table.seats[self.seat], kind=kind))   # same look
        self.app.routes.back()

    def handle(self, act) -> None:
        if act.device == self.device:     # the pad is back and pressed something
            self.app.routes.back()
            return
        self.list.handle(act.action)

    def handle_event(self, event) -> None:
        if event.type == pygame.JOYDEVICEADDED:
            return
        self.list.handle_event(event)

    def update(self, dt: float) -> None:
        if self.device in self.app.input.pads.values():
            self.app.routes.back()

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 170))
        surface.blit(shade, (0, 0))
        name = self.table.seats[self.seat].name
        blit_text(surface, self.t("app.pad_lost.title"), (theme.SCREEN_W // 2, 220), 48, theme.ACCENT, True, "center")
        lines = wrap(self.t("app.pad_lost.body", name=name), 26, BODY_WIDTH)
        for i, line in enumerate(lines[:3]):
            blit_text(surface, line, (theme.SCREEN_W // 2, 290 + (i - (len(lines[:3]) - 1) / 2) * 32), 26,
                      theme.TEXT, anchor="center")
        self.list.draw(surface)
