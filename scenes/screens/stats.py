"""The statistics screen: wins per name and game, winning streaks, records and recent games,
and pages of charts: wins over time, each game's share, two names head to head, the records;
and the Spieleabende: the latest ended evenings with their Spieler des Abends and standings,
and how many evenings each name played and won.

Tabs across the top, each as wide as its word; left/right (any seat's) or the mouse change the
page. A bot is named as one ("David (Bot, mittel)") on every page; before the first finished
game each page says what it will show. On the head-to-head
page, down moves to the two names and left/right choose another; up goes back to the tabs.

The figures come from `game.stats` (SQLite in the user's data folder). Each page is rendered
once when it is opened (nothing changes while it is looked at), so drawing is one blit; a
chart on it draws itself in during its first second (its lines and bars only, over the page).
Whatever the file holds, the page draws: `game.stats` cleans or skips odd rows, a game this
version does not know is left out, a date that is none shows as a dash, and a database that
cannot be read right now (busy, damaged meanwhile) shows why instead of the tables.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

import pygame

from game.games import GAMES
from game.stats import (
    Best,
    Damaged,
    EveningRecord,
    Person,
    Stats,
    StatsError,
    Streak,
    WinCount,
    date_parts,
)
from game.stats import who as counted_as
from scenes.app import Scene
from scenes.ui import theme
from scenes.ui.backdrop import backdrop
from scenes.ui.charts import BarRow, CentreBars, LineChart, Series, Share, ShareBar
from scenes.ui.layout import READABLE, fit, line_step, pack, width_of, wrapped
from scenes.ui.numbers import grouped
from scenes.ui.text import Recording, blit_text, drawn
from scenes.ui.tween import clamp01, ease_in_out, ease_out_cubic
from scenes.ui.widgets import draw_panel, draw_seat_token

TITLE = 26       # every panel's title
HEADER = READABLE   # every column header
WINS_RECT = pygame.Rect(40, 100, 840, 420)
STREAKS_RECT = pygame.Rect(896, 100, 344, 184)
BESTS_RECT = pygame.Rect(896, 296, 344, 224)
RECENT_RECT = pygame.Rect(40, 532, 1200, 150)
MAX_NAMES = 10
PAGES = ("overview", "history", "games", "duel", "records", "evenings")
TAB_Y, TAB_H, TAB_W = 62, 34, 150                # TAB_W: the narrowest tab
TAB_SIZE, TAB_PAD = READABLE, 14                 # a tab's word, and the room left and right of it
CONTENT = pygame.Rect(40, 100, 1200, 582)      # where a page of charts goes
CHART_TIME = 1.0                               # seconds a chart takes to draw itself in
HISTORY_NAMES = 6                              # lines in the wins-over-time chart (a shape each)
EVENINGS_SHOWN = 8                             # the latest evenings listed
EVENINGS_READ = 100_000                        # evenings counted per name (all of them)
KNOWN_GAMES = {info.module for info in GAMES}
UNREADABLE = (StatsError, Damaged, sqlite3.Error, OSError, ValueError)


@dataclass
class Figures:
    """Everything the page shows, read at once (so a read that fails shows no half page)."""

    games: int
    wins: list[WinCount]
    streaks: list[Streak]
    bests: list[Best]
    recent: list[tuple[str, str, list[tuple[str, str]]]]     # (date, game, winners as (name, kind))
    pending: int
    read_only: bool

    @classmethod
    def read(cls, db: Stats) -> Figures:
        return cls(db.games_played(), [w for w in db.wins() if w.game in KNOWN_GAMES], db.streaks(),
                   [b for b in db.bests() if b.game in KNOWN_GAMES],
                   [r for r in db.recent(12, kinds=True) if r[1] in KNOWN_GAMES][:6], db.pending(),
                   db.read_only is not None)


class StatsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.page: pygame.Surface | None = None
        self.page_lang: str | None = None
        self.page_key: tuple | None = None
        self.said = Recording()
        self.moving: list = []          # what draws itself in over the page: draw(surface, progress)
        self.tab = 0
        self.focus = "tabs"             # on the head-to-head page also "a" or "b" (the two names)
        self.pair = [0, 1]              # the two names compared (indices into `people()`)
        self.time = 0.0
        self.page_time = 0.0
        self._people: list[Person] | None = None

    def is_still(self) -> bool:
        if self.page_key != (self.tab, self.t.lang, tuple(self.pair), self.focus):
            return False                    # another page (or name) waits to be drawn
        return not self.moving or self.time - self.page_time > CHART_TIME + 0.05

    def update(self, dt: float) -> None:
        self.time += dt

    def handle(self, act) -> None:
        action = act.action
        if action in ("back", "confirm"):
            self.app.routes.back()
        elif action in ("left", "right"):
            step = -1 if action == "left" else 1
            if self.focus == "tabs":
                self.switch(self.tab + step)
            else:
                self.choose(self.focus, step)
        elif action == "down" and PAGES[self.tab] == "duel" and len(self.people()) >= 2:
            self.focus = {"tabs": "a", "a": "b"}.get(self.focus, self.focus)
            self.page_key = None
        elif action == "up" and self.focus != "tabs":
            self.focus = {"b": "a", "a": "tabs"}[self.focus]
            self.page_key = None

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            for i, rect in enumerate(self.tab_rects()):
                if rect.collidepoint(event.pos):
                    self.switch(i)
                    return
            if PAGES[self.tab] == "duel":
                for which, (left, right) in self.picker_arrows().items():
                    for step, rect in ((-1, left), (1, right)):
                        if rect.collidepoint(event.pos):
                            self.focus = which
                            self.choose(which, step)
                            return
            self.app.routes.back()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            self.switch(self.tab + (-1 if event.button == 4 else 1))

    def switch(self, tab: int) -> None:
        """Another page (round the tabs); its charts draw themselves in."""
        self.tab = tab % len(PAGES)
        self.focus = "tabs"
        self.page_time = self.time

    def choose(self, which: str, step: int) -> None:
        """Another name for one side of the head-to-head (never the other side's)."""
        people = self.people()
        if len(people) < 2:
            return
        i = 0 if which == "a" else 1
        other = self.pair[1 - i]
        n = (self.pair[i] + step) % len(people)
        if n == other:
            n = (n + step) % len(people)
        self.pair[i] = n
        self.page_time = self.time

    def people(self) -> list[Person]:
        """Everyone in the statistics, most games first (read once)."""
        if self._people is None:
            self._people = []
            db, _why = self.app.open_stats()
            if db is not None:
                try:
                    self._people = db.players(KNOWN_GAMES)
                except UNREADABLE:
                    pass
        return self._people

    # -- words ----------------------------------------------------------------------------
    def date(self, iso) -> str:
        parts = date_parts(iso)
        if parts is None:
            return "–"
        year, month, day = parts
        return self.t("stats.date_format", year=year, month=month, day=day)

    def who(self, name: str, kind: str) -> str:
        """A name as every page shows it: a bot with "(Bot, level)", so it is never taken for a
        person of the same name."""
        if kind.startswith("bot:"):
            key = f"app.bot_level.{kind[4:]}"
            level = self.t(key) if self.t.has(key) else kind[4:]
            return self.t("stats.wins.bot", name=name, level=level)
        return name

    # -- the page -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        key = (self.tab, self.t.lang, tuple(self.pair), self.focus)
        if self.page is None or self.page_key != key:
            self.moving = []
            with Recording() as said:
                self.page = self.render_page()
            self.said, self.page_key, self.page_lang = said, key, self.t.lang
        surface.blit(self.page, (0, 0))
        self.said.replay(surface)
        progress = clamp01((self.time - self.page_time) / CHART_TIME)
        for draw_moving in self.moving:
            draw_moving(surface, progress)

    def tab_rects(self) -> list[pygame.Rect]:
        """Each tab as wide as its word in bold at `TAB_SIZE` (at least `TAB_W`), so the chosen
        one is as whole as the others; only words too long for the screen together share it
        out evenly (and are then cut with "…")."""
        gap = 10
        words = [width_of(self.t(f"stats.tabs.{name}"), TAB_SIZE, True) + 2 * TAB_PAD for name in PAGES]
        widths = [max(TAB_W, w) for w in words]
        room = theme.SCREEN_W - 40 - gap * (len(PAGES) - 1)
        if sum(widths) > room:
            widths = words if sum(words) <= room else [room // len(PAGES)] * len(PAGES)
        left = theme.SCREEN_W // 2 - (sum(widths) + gap * (len(PAGES) - 1)) // 2
        rects = []
        for w in widths:
            rects.append(pygame.Rect(left, TAB_Y, w, TAB_H))
            left += w + gap
        return rects

    def draw_tabs(self, page: pygame.Surface) -> None:
        for i, (name, rect) in enumerate(zip(PAGES, self.tab_rects(), strict=True)):
            chosen = i == self.tab
            fill = theme.ACCENT if chosen else theme.BG_LIGHT
            pygame.draw.rect(page, fill, rect, border_radius=10)
            if chosen and self.focus == "tabs":
                pygame.draw.rect(page, theme.PAPER, rect, width=3, border_radius=10)
            size, lines = fit(self.t(f"stats.tabs.{name}"), rect.w - 2 * TAB_PAD + 4, TAB_SIZE, chosen, 1)
            blit_text(page, lines[0], rect.center, size, theme.INK if chosen else theme.TEXT, chosen, "center")

    def render_page(self) -> pygame.Surface:
        page = backdrop(dice=False).copy()
        blit_text(page, self.t("stats.title"), (theme.SCREEN_W // 2, 30), 40, theme.ACCENT, True, "center")
        self.draw_tabs(page)
        db, why = self.app.open_stats()
        if db is None:
            self.footer(page, "")
            self.message(page, self.t("stats.unavailable", why=why))
            return page
        try:
            figures = Figures.read(db)
        except UNREADABLE as exc:
            self.footer(page, "")
            self.message(page, self.t("stats.unavailable", why=str(exc)))
            return page
        notes = []
        if figures.pending:
            notes.append(self.t("stats.pending", n=figures.pending))
        if figures.read_only:
            notes.append(self.t("stats.read_only"))
        if figures.games == 0:
            self.footer(page, "")
            self.message(page, "\n".join([self.t("stats.empty"), self.t(f"stats.empty_pages.{PAGES[self.tab]}"),
                                          *notes]))
            return page
        self.footer(page, "  ·  ".join([self.t.count("stats.games_played", figures.games), *notes]))
        name = PAGES[self.tab]
        if name == "overview":
            self.draw_wins(page, figures.wins)
            self.draw_streaks(page, figures.streaks)
            self.draw_bests(page, figures.bests)
            self.draw_recent(page, figures.recent)
            return page
        try:
            getattr(self, f"draw_{name}_page")(page, db)
        except UNREADABLE as exc:
            self.moving = []
            self.message(page, self.t("stats.unavailable", why=str(exc)))
        return page

    def footer(self, page: pygame.Surface, line: str) -> None:
        """The foot of the screen: how many games (and what waits) on the left, the keys on the right."""
        hint = self.t("stats.tabs.duel_hint" if PAGES[self.tab] == "duel" else "stats.tabs.hint")
        hint_size, hints = fit(hint, 560, READABLE, False, 1)
        rect = blit_text(page, hints[0], (theme.SCREEN_W - 40, theme.SCREEN_H - 10), hint_size, theme.TEXT_DIM,
                         anchor="bottomright")
        if line:
            size, lines = fit(line, rect.left - 40 - 30, READABLE, False, 1)
            blit_text(page, lines[0], (40, theme.SCREEN_H - 10), size, theme.TEXT_DIM, anchor="bottomleft")

    def message(self, page: pygame.Surface, text: str) -> None:
        rect = pygame.Rect(240, 260, 800, 160)
        draw_panel(page, rect, (22, 28, 26), 230, 16)
        img = wrapped(text, 26, rect.w - 60, theme.TEXT)
        page.blit(img, img.get_rect(center=rect.center))

    def one_line(self, page: pygame.Surface, text: str, pos, width: int, size: int, colour, bold: bool = False,
                 smallest: int = READABLE) -> None:
        """`text` on one line in `width`: shrunk (not below `READABLE`), cut with "…" only if
        even that is too long (the whole text is still said to whoever watches)."""
        fitted, lines = fit(text, width, size, bold, 1, smallest=min(size, smallest))
        if lines[0] != text:
            drawn(text)
        blit_text(page, lines[0], pos, fitted, colour, bold)

    def draw_wins(self, page: pygame.Surface, wins: list[WinCount]) -> None:
        draw_panel(page, WINS_RECT, (22, 28, 26), 230, 16)
        x, y = WINS_RECT.x + 20, WINS_RECT.y + 14
        blit_text(page, self.t("stats.wins.title"), (x, y), TITLE, theme.ACCENT, True)
        games = list(GAMES)
        y += 44
        # each column as wide as its header (at the readable size); the names get the rest
        heads = [self.t(f"app.game_short.{info.module}") for info in games]
        widths = [width_of(head, HEADER) + 14 for head in heads]
        total_w = max(width_of(self.t("stats.wins.total"), HEADER), width_of("88/888", 20, True)) + 8
        col0 = WINS_RECT.w - 40 - sum(widths) - total_w
        centres = [x + col0 + sum(widths[:i]) + widths[i] // 2 for i in range(len(games))]
        total_x = x + col0 + sum(widths) + total_w // 2
        header = HEADER
        blit_text(page, self.t("stats.wins.name"), (x, y), header, theme.TEXT_DIM)
        for head, centre in zip(heads, centres, strict=True):
            blit_text(page, head, (centre, y), header, theme.TEXT_DIM, anchor="midtop")
        blit_text(page, self.t("stats.wins.total"), (total_x, y), header, theme.TEXT_DIM, anchor="midtop")
        table: dict[tuple[str, str], dict[str, tuple[int, int]]] = {}
        for w in wins:
            table.setdefault((w.name, w.kind), {})[w.game] = (w.wins, w.played)
        rows = sorted(table.items(), key=lambda kv: (-sum(v[0] for v in kv[1].values()),
                                                    -sum(v[1] for v in kv[1].values()), kv[0][0]))
        y += 30
        # a name too long for its column wraps onto two lines; the rows then grow
        # (and fewer names fit) rather than any name being cut
        names = [self.who(name, kind) for (name, kind), _ in rows[:MAX_NAMES]]
        fitted = [fit(who, col0 - 10, READABLE, n == 0, 3) for n, who in enumerate(names)]
        step = 10 + line_step(READABLE) * max([1] + [len(lines) for _s, lines in fitted])
        shown = min(len(rows), (WINS_RECT.bottom - 8 - y) // step)
        for n, ((_name_kind, per_game), (size, lines)) in enumerate(zip(rows[:shown], fitted, strict=False)):
            colour = theme.ACCENT if n == 0 else theme.TEXT
            middle = y + step // 2 - 4
            if len(lines) > 1:
                drawn(names[n])
            for k, line in enumerate(lines):
                blit_text(page, line, (x, middle + (2 * k - len(lines) + 1) * line_step(size) // 2), size, colour,
                          n == 0, "midleft")
            for i, info in enumerate(games):
                if info.module in per_game:
                    wins, played = per_game[info.module]
                    blit_text(page, self.t("stats.wins.cell", wins=wins, played=played),
                              (centres[i], middle), 20, theme.TEXT, anchor="center")
                else:
                    blit_text(page, "–", (centres[i], middle), 20, theme.TEXT_DIM, anchor="center")
            wins = sum(v[0] for v in per_game.values())
            played = sum(v[1] for v in per_game.values())
            blit_text(page, self.t("stats.wins.cell", wins=wins, played=played),
                      (total_x, middle), 20, colour, True, "center")
            y += step

    def draw_streaks(self, page: pygame.Surface, streaks: list[Streak]) -> None:
        draw_panel(page, STREAKS_RECT, (22, 28, 26), 230, 16)
        x, y = STREAKS_RECT.x + 20, STREAKS_RECT.y + 14
        blit_text(page, self.t("stats.streaks.title"), (x, y), TITLE, theme.ACCENT, True)
        streaks = [s for s in streaks if s.best > 0][:4]
        if not streaks:
            blit_text(page, self.t("stats.streaks.none"), (x, y + 48), 20, theme.TEXT_DIM)
        top = y + 46
        for s in streaks:                 # on two lines if the name needs them; as many as fit
            line = self.t("stats.streaks.line", name=s.name, current=s.current, best=s.best)
            size, lines = fit(line, STREAKS_RECT.w - 40, READABLE, False, 2)
            if top + line_step(size) * len(lines) > STREAKS_RECT.bottom - 8:
                break
            if len(lines) > 1 or lines[0] != line:
                drawn(line)
            for part in lines:
                blit_text(page, part, (x, top), size, theme.TEXT)
                top += line_step(size)
            top += 6

    def draw_bests(self, page: pygame.Surface, bests: list[Best]) -> None:
        draw_panel(page, BESTS_RECT, (22, 28, 26), 230, 16)
        x, y = BESTS_RECT.x + 20, BESTS_RECT.y + 14
        blit_text(page, self.t("stats.bests.title"), (x, y), TITLE, theme.ACCENT, True)
        if not bests:
            blit_text(page, self.t("stats.bests.none"), (x, y + 48), 20, theme.TEXT_DIM)
        top = y + 42
        for b in bests[:4]:
            # who and how much (on two lines if the name needs them); under it which record it
            # is and when; as many as the panel holds
            value = self.count(f"stats.records.value_{b.game}", b.value)
            entry = self.t("stats.bests.entry", name=self.who(b.name, b.kind), value=value)
            about = self.t("stats.bests.about", game=self.t(f"app.game.{b.game}"), date=self.date(b.played_at))
            laid = [(entry, *fit(entry, BESTS_RECT.w - 40, READABLE, False, 3), theme.TEXT),
                    (about, *fit(about, BESTS_RECT.w - 40, READABLE, False, 2), theme.TEXT_DIM)]
            if top + sum(line_step(size) * len(lines) for _t, size, lines, _c in laid) > BESTS_RECT.bottom - 8:
                break
            for text, size, lines, colour in laid:
                if len(lines) > 1 or lines[0] != text:
                    drawn(text)
                for line in lines:
                    blit_text(page, line, (x, top), size, colour)
                    top += line_step(size)
            top += 6

    def draw_recent(self, page: pygame.Surface, games: list[tuple[str, str, list[tuple[str, str]]]]) -> None:
        draw_panel(page, RECENT_RECT, (22, 28, 26), 230, 16)
        x, y = RECENT_RECT.x + 20, RECENT_RECT.y + 12
        blit_text(page, self.t("stats.recent.title"), (x, y), TITLE, theme.ACCENT, True)
        for i, (played_at, game, winners) in enumerate(games):
            col, row = divmod(i, 3)
            line = self.t("stats.recent.line", date=self.date(played_at), game=self.t(f"app.game_short.{game}"),
                          winners=self.t("stats.recent.together").join(self.who(*w) for w in winners))
            self.one_line(page, line, (x + col * 590, y + 40 + row * 30), 570, READABLE, theme.TEXT)

    # -- pages of charts --------------------------------------------------------------------
    def tick(self, value: float) -> str:
        """A number on an axis or a bar, as the language writes it."""
        if float(value).is_integer():
            return grouped(self.t, int(value))
        return f"{value:.1f}".replace(".", self.t("app.decimal"))

    def count(self, key: str, n: int, **params) -> str:
        """`key` (or `key_one` for 1) with {n} grouped the language's way."""
        one = f"{key}_one"
        return self.t(one if n == 1 and self.t.has(one) else key, n=grouped(self.t, n), **params)

    def panel_title(self, page: pygame.Surface, rect: pygame.Rect, title: str) -> int:
        """A page's panel with its title; returns where the content begins."""
        draw_panel(page, rect, (22, 28, 26), 230, 16)
        size, lines = fit(title, rect.w - 40, TITLE, True, 1)
        blit_text(page, lines[0], (rect.x + 20, rect.y + 14), size, theme.ACCENT, True)
        return rect.y + 14 + line_step(size) + 10

    def note(self, page: pygame.Surface, text: str, center) -> None:
        size, lines = fit(text, CONTENT.w - 80, 22, False, 3)
        if len(lines) > 1:
            drawn(text)
        top = center[1] - line_step(size) * len(lines) // 2
        for i, line in enumerate(lines):
            blit_text(page, line, (center[0], top + i * line_step(size)), size, theme.TEXT_DIM, anchor="midtop")

    def draw_history_page(self, page: pygame.Surface, db: Stats) -> None:
        """Wins so far of the names with the most wins, game by game: a line each, in a seat's
        colour and shape, named in the legend."""
        data = db.wins_over_time(HISTORY_NAMES, KNOWN_GAMES)
        rect = CONTENT
        draw_panel(page, rect, (22, 28, 26), 230, 16)
        if not data.series or not any(s.wins for s in data.series):
            self.note(page, self.t("stats.history.none"), rect.center)
            return
        series = []
        for i, s in enumerate(data.series):
            points = [(s.points[0][0] - 1, 0)]                  # no wins before a name's first game
            for x, y in s.points:
                if x - points[-1][0] > 1:                        # games without this name: no change
                    points.append((x - 1, points[-1][1]))
                points.append((x, y))
            series.append(Series(i, tuple(points), (), self.who(s.name, s.kind)))
        pos = (rect.x + 20, rect.y + 14)
        chart = LineChart((rect.w - 40, rect.h - 56), series, title=self.t("stats.history.title"),
                          x_name=self.t("stats.history.x"), y_name=self.t("stats.history.y"), number=self.tick,
                          names=True)
        chart.static(page, pos)
        if data.first:
            size, lines = fit(self.t("stats.history.dates", first=self.date(data.first), last=self.date(data.last)),
                              rect.w - 40, READABLE, False, 1)
            blit_text(page, lines[0], (rect.x + 20, rect.bottom - 14), size, theme.TEXT_DIM, anchor="bottomleft")
        self.moving.append(lambda surface, p: chart.moving(surface, pos, ease_in_out(p)))

    def draw_games_page(self, page: pygame.Surface, db: Stats) -> None:
        """Each game's share of the games played: one bar of the whole, a part per game (its
        colour and pattern), and a row per game with its count and share."""
        shares = db.game_shares(KNOWN_GAMES)
        top = self.panel_title(page, CONTENT, self.t("stats.games.title"))
        total = sum(n for _g, n in shares) or 1
        order = [info.module for info in GAMES]
        shares.sort(key=lambda gn: (-gn[1], order.index(gn[0]) if gn[0] in order else 99))
        parts = [Share(self.t(f"app.game.{game}"), n,
                       self.count("stats.games.share", n, percent=self.tick(round(100 * n / total, 1))),
                       order.index(game) if game in order else None)
                 for game, n in shares]
        bar = ShareBar((CONTENT.w - 80, ShareBar.BAR + 22 + ShareBar.ROW * len(parts)), parts)
        pos = (CONTENT.x + 40, top + 10)
        bar.static(page, pos)
        self.moving.append(lambda surface, p: bar.moving(surface, pos, ease_out_cubic(p)))
        self.draw_winners_per_game(page, db, pos[1] + bar.size[1] + 24)

    def draw_winners_per_game(self, page: pygame.Surface, db: Stats, top: int) -> None:
        """Under the shares: who wins each game most, the three best as bars of their wins."""
        rect = pygame.Rect(CONTENT.x + 20, top, CONTENT.w - 40, CONTENT.bottom - 16 - top)
        if rect.h < 120:
            return
        size, lines = fit(self.t("stats.games.winners"), rect.w, 22, True, 1)
        blit_text(page, lines[0], rect.topleft, size, theme.ACCENT, True)
        wins: dict[str, list[WinCount]] = {}
        for w in db.wins():
            if w.game in KNOWN_GAMES and w.wins > 0:
                wins.setdefault(w.game, []).append(w)
        col_w = rect.w // len(GAMES)
        y0 = rect.y + line_step(size) + 12
        step = max(40, min(52, (rect.bottom - y0 - 30) // 3))
        for i, info in enumerate(GAMES):
            x = rect.x + i * col_w
            size, lines = fit(self.t(f"app.game_short.{info.module}"), col_w - 24, 20, True, 1)
            blit_text(page, lines[0], (x, y0), size, theme.TEXT, True)
            best = sorted(wins.get(info.module, []), key=lambda w: (-w.wins, -w.played, w.name))[:3]
            if not best:
                blit_text(page, "–", (x, y0 + 32), 20, theme.TEXT_DIM)
                continue
            most = best[0].wins
            for k, w in enumerate(best):
                y = y0 + 30 + k * step
                size, lines = fit(self.who(w.name, w.kind), col_w - 24, READABLE, False, 1)
                blit_text(page, lines[0], (x, y), size, theme.TEXT)
                number = self.t("stats.wins.cell", wins=w.wins, played=w.played)
                bar_w = max(4, round((col_w - 90) * w.wins / most))
                bar = pygame.Rect(x, y + line_step(size) + 2, bar_w, 12)
                pygame.draw.rect(page, (16, 20, 18), bar.inflate(4, 4), border_radius=4)
                pygame.draw.rect(page, theme.ACCENT if k == 0 else theme.TEXT_DIM, bar, border_radius=3)
                blit_text(page, number, (bar.right + 8, bar.centery), READABLE, theme.TEXT_DIM, anchor="midleft")

    def picker_rects(self) -> dict[str, pygame.Rect]:
        width = (CONTENT.w - 40 - 140) // 2
        a = pygame.Rect(CONTENT.x + 20, CONTENT.y + 62, width, 64)
        return {"a": a, "b": a.move(width + 140, 0)}

    def picker_arrows(self) -> dict[str, tuple[pygame.Rect, pygame.Rect]]:
        out = {}
        for which, rect in self.picker_rects().items():
            left = pygame.Rect(rect.x + 4, rect.y + 4, 48, rect.h - 8)
            out[which] = (left, left.move(rect.w - 56, 0))
        return out

    def draw_duel_page(self, page: pygame.Surface, db: Stats) -> None:
        """Two names head to head: who won how often in the games both played, in all and per
        game, as bars from a middle line (one name's wins to the left, the other's right)."""
        self.panel_title(page, CONTENT, self.t("stats.duel.title"))
        people = self.people()
        if len(people) < 2:
            self.note(page, self.t("stats.duel.too_few"), CONTENT.center)
            return
        self.pair = [i % len(people) for i in self.pair]
        if self.pair[0] == self.pair[1]:
            self.pair[1] = (self.pair[0] + 1) % len(people)
        a, b = (people[i] for i in self.pair)
        names = {"a": self.who(a.name, a.kind), "b": self.who(b.name, b.kind)}
        arrows = self.picker_arrows()
        for style, (which, rect) in enumerate(self.picker_rects().items()):
            focused = self.focus == which
            draw_panel(page, rect, (44, 56, 50), 255, 12, border=theme.ACCENT if focused else None)
            left, right = arrows[which]
            blit_text(page, "‹", left.center, 34, theme.ACCENT, True, "center")
            blit_text(page, "›", right.center, 34, theme.ACCENT, True, "center")
            draw_seat_token(page, style, (left.right + 18, rect.centery), 13)
            size, lines = fit(names[which], right.left - left.right - 48, 26, True, 1)
            blit_text(page, lines[0], (left.right + 40, rect.centery), size, theme.TEXT, True, "midleft")
        middle = (self.picker_rects()["a"].right + self.picker_rects()["b"].left) // 2
        blit_text(page, self.t("stats.duel.against"), (middle, self.picker_rects()["a"].centery), 22,
                  theme.TEXT_DIM, anchor="center")
        duel = db.head_to_head((a.name, a.kind), (b.name, b.kind), KNOWN_GAMES)
        y = self.picker_rects()["a"].bottom + 18
        if duel.games == 0:
            self.note(page, self.t("stats.duel.none", a=names["a"], b=names["b"]), (CONTENT.centerx, y + 120))
            return
        line = "  ·  ".join([self.count("stats.duel.together", duel.games),
                             self.t("stats.duel.ahead", a=names["a"], na=grouped(self.t, duel.a_ahead),
                                    b=names["b"], nb=grouped(self.t, duel.b_ahead))])
        size, lines = fit(line, CONTENT.w - 40, 20, False, 2)
        if len(lines) > 1:
            drawn(line)
        for i, text in enumerate(lines):
            blit_text(page, text, (CONTENT.x + 20, y + i * line_step(size)), size, theme.TEXT)
        y += line_step(size) * len(lines) + 10
        rows = [BarRow(None, duel.a_wins, duel.b_wins, grouped(self.t, duel.a_wins), grouped(self.t, duel.b_wins),
                       0, 1, f"{self.t('stats.duel.all')} ({grouped(self.t, duel.games)})")]
        for info in GAMES:
            if info.module in duel.per_game:
                n, wa, wb = duel.per_game[info.module]
                rows.append(BarRow(None, wa, wb, grouped(self.t, wa), grouped(self.t, wb), 0, 1,
                                   f"{self.t(f'app.game_short.{info.module}')} ({grouped(self.t, n)})"))
        bars = CentreBars((CONTENT.w - 40, CONTENT.bottom - 16 - y), rows,
                          left_caption=self.t("stats.duel.wins_left", name=names["a"]),
                          right_caption=self.t("stats.duel.wins_right", name=names["b"]),
                          scale=max(1, duel.a_wins, duel.b_wins), label_width=220, row_height=56)
        pos = (CONTENT.x + 20, y)
        bars.static(page, pos)
        self.moving.append(lambda surface, p: bars.moving(surface, pos, ease_out_cubic(p)))

    def draw_records_page(self, page: pygame.Surface, db: Stats) -> None:
        """Each game's record as a clear table: the best three, with the value and the date."""
        records = {r.game: r for r in db.records(3) if r.game in KNOWN_GAMES}
        gap = 16
        w, h = (CONTENT.w - gap) // 2, (CONTENT.h - gap) // 2
        for i, info in enumerate(GAMES):
            col, row = i % 2, i // 2
            card = pygame.Rect(CONTENT.x + col * (w + gap), CONTENT.y + row * (h + gap), w, h)
            y = self.panel_title(page, card, self.t(f"app.game.{info.module}"))
            size, lines = fit(self.t(f"stats.records.{info.module}"), card.w - 40, 20, False, 1)
            blit_text(page, lines[0], (card.x + 20, y - 6), size, theme.TEXT_DIM)
            y += 26
            record = records.get(info.module)
            if record is None:
                blit_text(page, self.t("stats.records.none"), (card.x + 20, y + 10), 20, theme.TEXT_DIM)
                continue
            # place, name, value and date, each column as wide as its header and its words
            place_w = max(width_of(self.t("stats.records.place"), READABLE, True), width_of("3.", 24, True))
            date_w = max([width_of(self.date(b.played_at), READABLE) for b in record.best[:3]]
                         + [width_of(self.t("stats.records.date"), READABLE, True)])
            values = [self.count(f"stats.records.value_{info.module}", b.value) for b in record.best[:3]]
            value_w = max([width_of(v, READABLE, True) for v in values] + [width_of(self.t("stats.records.value"),
                                                                                     READABLE, True)])
            right = card.right - 20
            columns = (card.x + 20, card.x + 20 + place_w + 14, right - date_w - 14 - value_w, right)
            for text, x, anchor in ((self.t("stats.records.place"), columns[0], "topleft"),
                                    (self.t("stats.records.name"), columns[1], "topleft"),
                                    (self.t("stats.records.value"), columns[2], "topleft"),
                                    (self.t("stats.records.date"), columns[3], "topright")):
                blit_text(page, text, (x, y), READABLE, theme.TEXT_DIM, True, anchor)
            y += 30
            medals = (theme.ACCENT, (200, 204, 210), (206, 140, 80))
            step = max(30, min(44, (card.bottom - 12 - y) // 3))
            for place, best in enumerate(record.best[:3], start=1):
                cy = y + (place - 1) * step + step // 2
                blit_text(page, f"{place}.", (columns[0], cy), 24, medals[place - 1], True, "midleft")
                name = self.who(best.name, best.kind)
                size, lines = fit(name, columns[2] - columns[1] - 12, 22, place == 1, 2, wrapped=READABLE)
                if len(lines) > 1:
                    drawn(name)
                for k, line in enumerate(lines):     # (a name longer than the column: two lines)
                    blit_text(page, line, (columns[1], cy + (2 * k - len(lines) + 1) * line_step(size) // 2), size,
                              theme.TEXT, place == 1, "midleft")
                value = self.count(f"stats.records.value_{info.module}", best.value)
                size, lines = fit(value, value_w, 22, place == 1, 1)
                blit_text(page, lines[0], (columns[2], cy), size, theme.TEXT, place == 1, "midleft")
                blit_text(page, self.date(best.played_at), (columns[3], cy), READABLE, theme.TEXT_DIM, anchor="midright")

    # -- the Spieleabende --------------------------------------------------------------------
    def fitted_line(self, page: pygame.Surface, text: str, pos, width: int, size: int, colour,
                    bold: bool = False, anchor: str = "topleft") -> None:
        """`text` on one line in `width`, never below the readable size (cut with "…" then; the
        whole text is still said to whoever watches)."""
        fitted, lines = fit(text, width, size, bold, 1)
        if lines[0] != text:
            drawn(text)
        blit_text(page, lines[0], pos, fitted, colour, bold, anchor)

    def points(self, value: float) -> str:
        """An evening's points as the evening's screens write them: at most one decimal."""
        return self.tick(round(value, 1))

    def draw_evenings_page(self, page: pygame.Surface, db: Stats) -> None:
        """The ended evenings: the latest ones on the left (date, games, the player(s) of the
        evening and the standings), and per name how many evenings they played and won."""
        records = db.evenings(limit=EVENINGS_READ)
        gap = 16
        left = pygame.Rect(CONTENT.x, CONTENT.y, 680, CONTENT.h)
        right = pygame.Rect(left.right + gap, CONTENT.y, CONTENT.right - left.right - gap, CONTENT.h)
        if not records:
            draw_panel(page, CONTENT, (22, 28, 26), 230, 16)
            self.note(page, self.t("stats.evenings.none"), CONTENT.center)
            return
        self.draw_latest_evenings(page, left, records[:EVENINGS_SHOWN])
        self.draw_evenings_per_name(page, right, records)

    def draw_latest_evenings(self, page: pygame.Surface, rect: pygame.Rect, records: list[EveningRecord]) -> None:
        """Newest first: date, games and the player(s) of the evening (on two lines if the names
        need them), under it the standings with their points; as many as the panel holds."""
        y = self.panel_title(page, rect, self.t("stats.evenings.latest"))
        x, width = rect.x + 20, rect.w - 40
        for record in records:
            names = self.t("stats.recent.together").join(self.who(s["name"], s["kind"]) for s in record.standings
                                                         if s["place"] == 1) or "–"
            head = self.count("stats.evenings.line", record.games, date=self.date(record.started_at), names=names)
            size, lines = fit(head, width, READABLE, True, 2)
            table = " · ".join(f"{s['place']}. {self.who(s['name'], s['kind'])} {self.points(s['points'])}"
                               for s in record.standings)
            standings = pack(table, READABLE, width)      # broken between players, never cut
            height = line_step(size) * len(lines) + line_step(READABLE) * len(standings)
            if y + height > rect.bottom - 10:
                break
            if len(lines) > 1 or lines[0] != head:
                drawn(head)
            for line in lines:
                blit_text(page, line, (x, y), size, theme.TEXT, True)
                y += line_step(size)
            if len(standings) > 1:
                drawn(table)
            for line in standings:
                blit_text(page, line, (x, y), READABLE, theme.TEXT_DIM)
                y += line_step(READABLE)
            y += 14

    def draw_evenings_per_name(self, page: pygame.Surface, rect: pygame.Rect, records: list[EveningRecord]) -> None:
        """Per name: evenings played and won (Spieler des Abends, shared wins count for each)."""
        top = self.panel_title(page, rect, self.t("stats.evenings.per_name"))
        played: dict[tuple[str, str], int] = {}
        won: dict[tuple[str, str], int] = {}
        for record in records:
            for s in record.standings:
                key = (s["name"], counted_as(s["kind"]))
                played[key] = played.get(key, 0) + 1
                if s["place"] == 1:
                    won[key] = won.get(key, 0) + 1
        rows = sorted(played, key=lambda k: (-won.get(k, 0), -played[k], k))
        x = rect.x + 20
        cols = (rect.right - 150, rect.right - 24)       # right edges: played, won
        for text, col in zip((self.t("stats.evenings.played"), self.t("stats.evenings.won")), cols, strict=True):
            self.fitted_line(page, text, (col, top), 110, HEADER, theme.TEXT_DIM, True, "topright")
        blit_text(page, self.t("stats.wins.name"), (x, top), HEADER, theme.TEXT_DIM, True)
        y = top + 32
        step = 32
        for n, key in enumerate(rows):
            if y + step > rect.bottom - 8:
                break
            colour = theme.ACCENT if n == 0 and won.get(key) else theme.TEXT
            self.fitted_line(page, self.who(*key), (x, y), cols[0] - 44 - x, 20, colour, colour == theme.ACCENT)
            blit_text(page, grouped(self.t, played[key]), (cols[0], y), 20, theme.TEXT, anchor="topright")
            blit_text(page, grouped(self.t, won.get(key, 0)), (cols[1], y), 20, colour, True, "topright")
            y += step
