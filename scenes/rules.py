"""How to play, per game, in our own words, with the house rules in force listed.

Reachable from the menu, from seat setup and from the pause overlay. Left/right (or the
tabs) switch the game; the text comes from each game's `howto` entries in the language tables.
"""

from __future__ import annotations

import dataclasses

import pygame

from game.games import GAMES, GameInfo
from scenes.app import Scene
from scenes.ui import theme
from scenes.ui.backdrop import backdrop
from scenes.ui.text import blit_text, wrapped
from scenes.ui.widgets import draw_panel


class RulesScene(Scene):
    def __init__(self, app, info: GameInfo | None = None):
        super().__init__(app)
        self.index = GAMES.index(info) if info in GAMES else 0
        self.scroll = 0

    @property
    def info(self) -> GameInfo:
        return GAMES[self.index]

    def house_rules_in_force(self) -> list[str]:
        rules = self.app.config.rules(self.info.module)
        if rules is None:
            return []
        out = []
        for f in dataclasses.fields(rules):
            value = getattr(rules, f.name)
            if value != f.default:
                shown = self.t("app.on") if value is True else self.t("app.off") if value is False else str(value)
                out.append(f"{self.t(f'{self.info.module}.rule_name.{f.name}')}: {shown}")
        return out

    def text(self) -> str:
        paragraphs = self.t.list(f"{self.info.module}.howto")
        if not paragraphs:
            paragraphs = [self.t("app.rules.missing")]
        house = self.house_rules_in_force()
        paragraphs.append(self.t("app.rules.house") + " " + ("; ".join(house) if house else self.t("app.rules.none")))
        return "\n\n".join(paragraphs)

    def is_still(self) -> bool:
        return True

    def handle(self, act) -> None:
        a = act.action
        if a in ("left", "right"):
            self.index = (self.index + (1 if a == "right" else -1)) % len(GAMES)
            self.scroll = 0
        elif a == "down":
            self.scroll = min(self.scroll + 40, 4000)
        elif a == "up":
            self.scroll = max(0, self.scroll - 40)
        elif a in ("back", "confirm"):
            self.app.pop()

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * 40)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self.tab_rects()):
                if rect.collidepoint(event.pos):
                    self.index, self.scroll = i, 0

    def tab_rects(self) -> list[pygame.Rect]:
        w = 270
        x0 = theme.SCREEN_W // 2 - (w * len(GAMES) + 10 * (len(GAMES) - 1)) // 2
        return [pygame.Rect(x0 + i * (w + 10), 90, w, 46) for i in range(len(GAMES))]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(dice=False), (0, 0))
        blit_text(surface, self.t("app.rules.title"), (theme.SCREEN_W // 2, 44), 40, theme.ACCENT, True, "center")
        for i, rect in enumerate(self.tab_rects()):
            chosen = i == self.index
            draw_panel(surface, rect, theme.ACCENT if chosen else (34, 44, 40), 250, 10)
            blit_text(surface, self.t(f"app.game.{GAMES[i].module}"), rect.center, 22,
                      theme.INK if chosen else theme.TEXT, chosen, "center")
        body = pygame.Rect(120, 150, 1040, 520)
        draw_panel(surface, body, (246, 240, 226), 245, 14)
        page = wrapped(self.text(), 22, body.width - 60, theme.INK)
        self.scroll = min(self.scroll, max(0, page.get_height() - body.height + 40))
        surface.set_clip(body.inflate(-20, -20))
        surface.blit(page, (body.x + 30, body.y + 20 - self.scroll))
        surface.set_clip(None)
        blit_text(surface, self.t("app.rules.hint"), (theme.SCREEN_W // 2, theme.SCREEN_H - 16), 18,
                  theme.TEXT_DIM, anchor="midbottom")
