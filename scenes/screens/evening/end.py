"""Spieler des Abends: the evening is over. Its winner is crowned (with confetti and the
fanfare), beside the final standings and what the evening will be remembered for: most wins,
the longest run of wins, the favourite game and each game's best figure of the evening.

Like the results, it takes only deliberate presses (`scenes.ui.deliberate`), so a key still
held or hammered does not skip the crowning unseen; the menu after it guards "Weiterspielen"
the same way.
"""

from __future__ import annotations

import pygame

from game.evening import Evening
from scenes.app import Scene
from scenes.screens.evening.look import (
    draw_standings,
    join_names,
    names_of,
    player_style,
    points_text,
)
from scenes.ui import theme
from scenes.ui.backdrop import backdrop
from scenes.ui.confetti import Confetti
from scenes.ui.deliberate import CALM, Deliberate
from scenes.ui.layout import blit_fit, blit_fitted, fit_height, fitted_size
from scenes.ui.numbers import grouped
from scenes.ui.text import blit_text, render
from scenes.ui.tween import clamp01, ease_out_back
from scenes.ui.widgets import Button, ButtonList, draw_panel, draw_seat_token

INPUT_CALM = CALM
FINAL = pygame.Rect(40, 236, 640, 390)
HIGHLIGHTS = pygame.Rect(710, 236, 530, 390)


class EveningEndScene(Scene):
    def __init__(self, app, evening: Evening):
        super().__init__(app)
        self.evening = evening
        self.leaders = evening.leaders()
        self.list = ButtonList([Button(lambda: self.t("evening.end.menu"), self.app.routes.menu_after_game)],
                               (theme.SCREEN_W // 2, 668), width=380, height=50)
        self.time = 0.0
        self.guard = Deliberate(INPUT_CALM)
        self.confetti = Confetti(seed=len(evening.games))
        self.evenings_won = self.count_evenings_won()
        app.play("fanfare", 0.7)

    def count_evenings_won(self) -> int:
        """How many evenings the one winner has won now, from the statistics (0: unknown)."""
        if len(self.leaders) != 1:
            return 0
        try:
            db, _ = self.app.open_stats()
            return db.evenings_won().get(self.evening.players[self.leaders[0]].name, 0) if db else 0
        except Exception:              # the statistics are a nicety here, never a crash
            return 0

    def ready(self) -> bool:
        return self.guard.ready()

    def is_still(self) -> bool:
        return self.confetti.done(self.time)

    def handle(self, act) -> None:
        if not self.guard.accepts(act):
            return
        if act.action == "back":
            self.app.routes.menu_after_game()
            return
        self.list.handle(act.action)

    def handle_event(self, event) -> None:
        if self.ready():
            self.list.handle_event(event)

    def update(self, dt: float) -> None:
        self.time += dt
        self.guard.update(dt)

    # -- words --------------------------------------------------------------------------------
    def headline(self) -> str:
        names = join_names(self.t, names_of(self.evening, self.leaders))
        return self.t("evening.end.winners" if len(self.leaders) > 1 else "evening.end.winner", names=names)

    def summary(self) -> str:
        lead = next(s for s in self.evening.standings() if s.player == self.leaders[0])
        return self.t("evening.end.summary", points=points_text(self.t, lead.points),
                      wins=self.t.count("evening.end.wins", lead.wins), games=len(self.evening.games))

    def highlight_lines(self) -> list[str]:
        t, ev = self.t, self.evening
        lines = []
        if self.evenings_won >= 2:
            lines.append(t("evening.highlight.evenings_won", name=ev.players[self.leaders[0]].name,
                           n=self.evenings_won))
        for key, values in ev.highlights():
            names = join_names(t, names_of(ev, values.get("players", [])))
            if key == "best":
                lines.append(t(f"evening.highlight.best_{values['game']}", names=names,
                               value=grouped(t, values["value"])))
            elif key == "favourite":
                games = join_names(t, [t(f"app.game_short.{g}") for g in values["games"]])
                lines.append(t("evening.highlight.favourite", games=games, n=values["n"]))
            else:
                lines.append(t(f"evening.highlight.{key}", names=names, n=values["n"]))
        kinds = list(dict.fromkeys(t(f"app.game_short.{g.game}") for g in ev.games))
        lines.append(t.count("evening.highlight.played", len(ev.games), games=join_names(t, kinds)))
        return lines

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        surface.blit(backdrop(dice=False), (0, 0))
        self.confetti.draw(surface, self.time)
        title = t("evening.end.title_many" if len(self.leaders) > 1 else "evening.end.title")
        blit_text(surface, title, (theme.SCREEN_W // 2, 40), 34, theme.TEXT_DIM, True, "center")
        grow = ease_out_back(clamp01(self.time / 0.5))
        if grow > 0.05:
            headline = self.headline()
            size = fitted_size(headline, 52, theme.SCREEN_W - 200, True)
            img = render(headline, size, theme.ACCENT, True)
            if grow != 1.0:
                img = pygame.transform.smoothscale_by(img, max(0.05, grow))
            rect = img.get_rect(center=(theme.SCREEN_W // 2, 104))
            surface.blit(img, rect)
            for i, player in enumerate(self.leaders):
                x = rect.x - 36 - 40 * i
                if x < 24:
                    break
                draw_seat_token(surface, player_style(self.evening, player), (x, rect.centery), 18)
        blit_fitted(surface, self.summary(), (theme.SCREEN_W // 2, 158), theme.SCREEN_W - 120, 24, theme.TEXT,
                    anchor="center")
        blit_text(surface, t("evening.end.final"), (FINAL.x + 4, FINAL.y - 34), 22, theme.TEXT_DIM, True)
        draw_standings(surface, t, self.evening, FINAL, big=28)
        blit_text(surface, t("evening.end.highlights"), (HIGHLIGHTS.x + 4, HIGHLIGHTS.y - 34), 22, theme.TEXT_DIM,
                  True)
        draw_panel(surface, HIGHLIGHTS, (22, 28, 26), 225, 14)
        y = HIGHLIGHTS.y + 14
        room = pygame.Rect(HIGHLIGHTS.x + 40, 0, HIGHLIGHTS.width - 56, 0)
        for line in self.highlight_lines():
            height = fit_height(line, room.width, 22, max_lines=2)
            if y + height > HIGHLIGHTS.bottom - 8:
                break
            blit_text(surface, "★", (HIGHLIGHTS.x + 14, y), 20, theme.ACCENT, True)
            blit_fit(surface, line, pygame.Rect(room.x, y, room.width, height), 22, theme.TEXT, max_lines=2)
            y += height + 14
        self.list.draw(surface)
