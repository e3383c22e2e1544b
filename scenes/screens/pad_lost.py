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
BODY_SIZE, BODY_STEP = 26, 32
TITLE_Y, BODY_TOP = 150, 204


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
        self.list = ButtonList(buttons, (theme.SCREEN_W // 2, 0), width=760, height=48)
        self._shade = None
        # the buttons start under the message, however many lines the name makes it
        total = len(buttons) * (self.list.height + self.list.gap) - self.list.gap
        self.list.center = (theme.SCREEN_W // 2, BODY_TOP + len(self.body_lines()) * BODY_STEP + 28 + total // 2)

    def body_lines(self) -> tuple[str, ...]:
        name = self.table.seats[self.seat].name
        return wrap(self.t("app.pad_lost.body", name=name), BODY_SIZE, BODY_WIDTH)

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
        if self._shade is None or self._shade.get_size() != surface.get_size():
            self._shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._shade.fill((0, 0, 0, 205))    # the table stays recognisable; the words read on it
        surface.blit(self._shade, (0, 0))
        blit_text(surface, self.t("app.pad_lost.title"), (theme.SCREEN_W // 2, TITLE_Y), 48, theme.ACCENT, True,
                  "center")
        for i, line in enumerate(self.body_lines()):
            blit_text(surface, line, (theme.SCREEN_W // 2, BODY_TOP + i * BODY_STEP), BODY_SIZE, theme.TEXT,
                      anchor="midtop")
        self.list.draw(surface)
