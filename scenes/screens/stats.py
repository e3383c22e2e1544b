"""The statistics screen: wins per name and game, winning streaks, records and recent games.

The figures come from `game.stats` (SQLite in the user's data folder). The page is rendered
once when the scene opens (nothing changes while it is looked at), so drawing is one blit.
Whatever the file holds, the page draws: `game.stats` cleans or skips odd rows, a game this
version does not know is left out, a date that is none shows as a dash, and a database that
cannot be read right now (busy, damaged meanwhile) shows why instead of the tables.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

import pygame

from game.games import GAMES
from game.stats import Best, Damaged, Stats, StatsError, Streak, WinCount, date_parts
from scenes.app import Scene
from scenes.ui import theme
from scenes.ui.backdrop import backdrop
from scenes.ui.numbers import grouped
from scenes.ui.text import blit_fitted, blit_text, wrapped
from scenes.ui.widgets import draw_panel

TITLE = 26       # every panel's title
HEADER = 18      # every column header
WINS_RECT = pygame.Rect(40, 100, 760, 420)
STREAKS_RECT = pygame.Rect(820, 100, 420, 184)
BESTS_RECT = pygame.Rect(820, 296, 420, 224)
RECENT_RECT = pygame.Rect(40, 532, 1200, 150)
MAX_NAMES = 10
KNOWN_GAMES = {info.module for info in GAMES}
UNREADABLE = (StatsError, Damaged, sqlite3.Error, OSError, ValueError)


@dataclass
class Figures:
    """Everything the page shows, read at once (so a read that fails shows no half page)."""

    games: int
    wins: list[WinCount]
    streaks: list[Streak]
    bests: list[Best]
    recent: list[tuple[str, str, list[str]]]
    pending: int
    read_only: bool

    @classmethod
    def read(cls, db: Stats) -> Figures:
        return cls(db.games_played(), [w for w in db.wins() if w.game in KNOWN_GAMES], db.streaks(),
                   [b for b in db.bests() if b.game in KNOWN_GAMES],
                   [r for r in db.recent(12) if r[1] in KNOWN_GAMES][:6], db.pending(), db.read_only is not None)


class StatsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.page: pygame.Surface | None = None
        self.page_lang: str | None = None

    def is_still(self) -> bool:
        return True

    def handle(self, act) -> None:
        if act.action in ("back", "confirm"):
            self.app.routes.back()

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self.app.routes.back()

    # -- words ----------------------------------------------------------------------------
    def date(self, iso) -> str:
        parts = date_parts(iso)
        if parts is None:
            return "–"
        year, month, day = parts
        return self.t("stats.date_format", year=year, month=month, day=day)

    def who(self, name: str, kind: str) -> str:
        if kind.startswith("bot:"):
            key = f"app.bot_level.{kind[4:]}"
            level = self.t(key) if self.t.has(key) else kind[4:]
            return self.t("stats.wins.bot", name=name, level=level)
        return name

    # -- the page -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.page is None or self.page_lang != self.t.lang:
            self.page = self.render_page()
            self.page_lang = self.t.lang
        surface.blit(self.page, (0, 0))

    def render_page(self) -> pygame.Surface:
        page = backdrop(dice=False).copy()
        blit_text(page, self.t("stats.title"), (theme.SCREEN_W // 2, 48), 44, theme.ACCENT, True, "center")
        blit_text(page, self.t("stats.hint"), (theme.SCREEN_W // 2, theme.SCREEN_H - 14), 18, theme.TEXT_DIM,
                  anchor="midbottom")
        db, why = self.app.open_stats()
        if db is None:
            self.message(page, self.t("stats.unavailable", why=why))
            return page
        try:
            figures = Figures.read(db)
        except UNREADABLE as exc:
            self.message(page, self.t("stats.unavailable", why=str(exc)))
            return page
        notes = []
        if figures.pending:
            notes.append(self.t("stats.pending", n=figures.pending))
        if figures.read_only:
            notes.append(self.t("stats.read_only"))
        if figures.games == 0:
            self.message(page, "\n".join([self.t("stats.empty"), *notes]))
            return page
        line = "  ·  ".join([self.t.count("stats.games_played", figures.games), *notes])
        blit_fitted(page, line, (theme.SCREEN_W // 2, 84), theme.SCREEN_W - 80, 20, theme.TEXT_DIM, anchor="center")
        self.draw_wins(page, figures.wins)
        self.draw_streaks(page, figures.streaks)
        self.draw_bests(page, figures.bests)
        self.draw_recent(page, figures.recent)
        return page

    def message(self, page: pygame.Surface, text: str) -> None:
        rect = pygame.Rect(240, 260, 800, 160)
        draw_panel(page, rect, (22, 28, 26), 230, 16)
        img = wrapped(text, 26, rect.w - 60, theme.TEXT)
        page.blit(img, img.get_rect(center=rect.center))

    def draw_wins(self, page: pygame.Surface, wins: list[WinCount]) -> None:
        draw_panel(page, WINS_RECT, (22, 28, 26), 230, 16)
        x, y = WINS_RECT.x + 20, WINS_RECT.y + 14
        blit_text(page, self.t("stats.wins.title"), (x, y), TITLE, theme.ACCENT, True)
        games = list(GAMES)
        col0, colw = 210, 110
        y += 44
        blit_text(page, self.t("stats.wins.name"), (x, y), HEADER, theme.TEXT_DIM, True)
        for i, info in enumerate(games):
            blit_fitted(page, self.t(f"app.game_short.{info.module}"), (x + col0 + i * colw + colw // 2, y),
                        colw - 8, HEADER, theme.TEXT_DIM, True, "midtop")
        blit_text(page, self.t("stats.wins.total"), (x + col0 + len(games) * colw + 44, y), HEADER, theme.TEXT_DIM, True,
                  "midtop")
        table: dict[tuple[str, str], dict[str, tuple[int, int]]] = {}
        for w in wins:
            table.setdefault((w.name, w.kind), {})[w.game] = (w.wins, w.played)
        rows = sorted(table.items(), key=lambda kv: (-sum(v[0] for v in kv[1].values()),
                                                    -sum(v[1] for v in kv[1].values()), kv[0][0]))
        y += 30
        for n, ((name, kind), per_game) in enumerate(rows[:MAX_NAMES]):
            colour = theme.ACCENT if n == 0 else theme.TEXT
            blit_fitted(page, self.who(name, kind), (x, y), col0 - 10, 20, colour, n == 0)
            for i, info in enumerate(games):
                if info.module in per_game:
                    wins, played = per_game[info.module]
                    blit_text(page, self.t("stats.wins.cell", wins=wins, played=played),
                              (x + col0 + i * colw + colw // 2, y), 20, theme.TEXT, anchor="midtop")
                else:
                    blit_text(page, "–", (x + col0 + i * colw + colw // 2, y), 20, theme.TEXT_DIM, anchor="midtop")
            wins = sum(v[0] for v in per_game.values())
            played = sum(v[1] for v in per_game.values())
            blit_text(page, self.t("stats.wins.cell", wins=wins, played=played),
                      (x + col0 + len(games) * colw + 44, y), 20, colour, True, "midtop")
            y += 32

    def draw_streaks(self, page: pygame.Surface, streaks: list[Streak]) -> None:
        draw_panel(page, STREAKS_RECT, (22, 28, 26), 230, 16)
        x, y = STREAKS_RECT.x + 20, STREAKS_RECT.y + 14
        blit_text(page, self.t("stats.streaks.title"), (x, y), TITLE, theme.ACCENT, True)
        streaks = [s for s in streaks if s.best > 0][:4]
        if not streaks:
            blit_text(page, self.t("stats.streaks.none"), (x, y + 48), 20, theme.TEXT_DIM)
        for i, s in enumerate(streaks):
            blit_fitted(page, self.t("stats.streaks.line", name=s.name, current=s.current, best=s.best),
                        (x, y + 46 + i * 30), STREAKS_RECT.w - 40, 20, theme.TEXT)

    def draw_bests(self, page: pygame.Surface, bests: list[Best]) -> None:
        draw_panel(page, BESTS_RECT, (22, 28, 26), 230, 16)
        x, y = BESTS_RECT.x + 20, BESTS_RECT.y + 14
        blit_text(page, self.t("stats.bests.title"), (x, y), TITLE, theme.ACCENT, True)
        if not bests:
            blit_text(page, self.t("stats.bests.none"), (x, y + 48), 20, theme.TEXT_DIM)
        for i, b in enumerate(bests):
            line = self.t.count(f"stats.bests.{b.game}", b.value, name=b.name, value=grouped(self.t, b.value))
            blit_fitted(page, line, (x, y + 44 + i * 42), BESTS_RECT.w - 40, 18, theme.TEXT)
            blit_text(page, self.t("stats.bests.date", date=self.date(b.played_at)), (x, y + 65 + i * 42), 16,
                      theme.TEXT_DIM)

    def draw_recent(self, page: pygame.Surface, games: list[tuple[str, str, list[str]]]) -> None:
        draw_panel(page, RECENT_RECT, (22, 28, 26), 230, 16)
        x, y = RECENT_RECT.x + 20, RECENT_RECT.y + 12
        blit_text(page, self.t("stats.recent.title"), (x, y), TITLE, theme.ACCENT, True)
        for i, (played_at, game, winners) in enumerate(games):
            col, row = divmod(i, 3)
            line = self.t("stats.recent.line", date=self.date(played_at), game=self.t(f"app.game.{game}"),
                          winners=self.t("stats.recent.together").join(winners))
            blit_fitted(page, line, (x + col * 590, y + 40 + row * 30), 570, 19, theme.TEXT)
