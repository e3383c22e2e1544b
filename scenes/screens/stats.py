"""The statistics screen: who wins how often, winning streaks and the latest games; wins over
time, each game's share and who wins it most, two people head to head, the records, and the
Spieleabende (the latest ended evenings with their Spieler des Abends, and evenings per person).

Read from the sofa: every page has few columns, big numbers and no text under
`READABLE`; each person is shown with their token (the colour and shape they last played with,
a plain grey disc for someone known only from games recorded before colours were kept) beside
their name, ONE look per entry on every page, charts included (`own_looks`): the look they
played with most recently. A bot is a character the players know by its table name:
one entry per bot name, its name large with the levels it played in words after it ("Clara
(Bot: leicht, schwer)"; on a card a line under the name) and a bot chip in its colour where a
person has their token: a bot never wears a seat's shape, so the bot Anna is never taken for
the person Anna. Never merged with a person of the same name and never ranked among people (a
section of their own). Where a list speaks of one game the words give the level it had at that
table ("Clara (Bot: normal)"). On the wins over time nobody hides: equal wins on a day
stand side by side, and a single playing day is a bar per person instead of dots. Who wins
most ranks people by wins: nobody without a win has a place. The head-to-head compares any two
entries who met at a table, bots with their badge too, and opens on the two people who played
together most often (without two people: a person and the bot they met most, or two bots). Before the first finished game each page is a friendly card
that says what it will show and how to fill it.

Tabs across the top, each as wide as its word; left/right (any seat's), a confirm key (the next
page: a confirm never leaves) or the mouse change the page, every press at once: nothing waits for a chart to finish drawing itself in. On the head-to-head page, down moves to the two names and left/right choose another; up
goes back to the tabs.

The figures come from `game.stats` (SQLite in the user's data folder). Each page is rendered
once when it is opened (nothing changes while it is looked at), so drawing is one blit; a
chart on it draws itself in during its first second (its lines and bars only, over the page).
Whatever the file holds, the page draws: `game.stats` cleans or skips odd rows, a game this
version does not know is left out, a date that is none shows as a dash, and a database that
cannot be read right now (busy, damaged meanwhile) shows why instead of the tables.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection
from dataclasses import dataclass

import pygame

from game.games import GAMES
from game.stats import (
    STREAK_FROM,
    Damaged,
    EveningRecord,
    Look,
    Person,
    Stats,
    StatsError,
    Streak,
    bot_kind,
    bot_levels_of,
    date_parts,
    person_key,
)
from scenes.app import Scene
from scenes.ui import theme
from scenes.ui.backdrop import backdrop, draw_small_die
from scenes.ui.charts import TOKEN as CHART_TOKEN
from scenes.ui.charts import BarRow, CentreBars, LineChart, Series, Share, ShareBar
from scenes.ui.layout import READABLE, fit, line_step, width_of
from scenes.ui.numbers import grouped
from scenes.ui.text import Recording, blit_text, drawn
from scenes.ui.tween import clamp01, ease_in_out, ease_out_cubic
from scenes.ui.widgets import draw_panel, draw_seat_token

TITLE = 26          # every panel's title
HEADER = READABLE   # every column header
BIG = 32            # the numbers that matter (wins, streaks)
TOTAL = 28          # a person's wins so far, beside the end of their line
SCORE = 48          # the head-to-head's headline: how often each finished ahead
RECORD = 32         # a game's record, beside the one who holds it
RECORD_ALONE = 40   # ... when one holder alone holds it (the card has room for it big)
RECORD_WHAT = 24    # what a game's record counts, and what will set the first one
RECORD_DAY = 22     # the day a record was set, under its value
DUEL_WORDS = 24     # the head to head's bars: the games' names, the counts and the captions
SMALL_PRINT = 22    # the lines that only say what or when (a game and its day, the chart's axis, a note)
OTHERS = 22         # an evening's other places, under its Spieler des Abends
LEADER_ROW = 44     # each Spieler des Abends of a shared title on a row of their own
EVENING_ROW = 40    # an evening's other place on a row of its own (when the panel has room)
LEADER_ROW_BIG, EVENING_ROW_BIG = 54, 54   # the same when few evenings leave the panel room to spare
BOT_WORDS = 22      # a bot's "Bot" badge and the levels beside it (read from the sofa at 960x540 too)
NAME = 24           # a person's name in a list
STREAK_ROW = 76     # a winning streak's row at most (few streaks: roomy rows with big numbers)
BOT_HEAD = 40       # the overview's section of bots: its heading ...
BOT_ROW = 44        # ... and a row per bot
PANEL = (22, 28, 26)
CONTENT = pygame.Rect(40, 100, 1200, 582)      # where a page goes
BOARD_RECT = pygame.Rect(40, 100, 724, 582)    # the overview: who wins most
STREAKS_RECT = pygame.Rect(780, 100, 460, 262)
RECENT_RECT = pygame.Rect(780, 378, 460, 304)
PAGES = ("overview", "history", "games", "duel", "records", "evenings")
TAB_Y, TAB_H, TAB_W = 62, 34, 150                # TAB_W: the narrowest tab
TAB_SIZE, TAB_PAD = READABLE, 14                 # a tab's word, and the room left and right of it
CHART_TIME = 1.0                               # seconds a chart takes to draw itself in
HISTORY_NAMES = 10                             # most people on the wins over time (the rest: "+2 more")
MAX_END_LABEL = 300                            # the widest name beside a line's end
EVENINGS_SHOWN = 4                             # the latest evenings listed
EVENINGS_READ = 100_000                        # evenings counted per person (all of them)
HOLDER_GAP = 18                                # between the names who share a record's place
FEW_GAMES = 3                                  # fewer games: the overview shows big number cards
FIRST_ROW = 226                                # ... under them the last winner and the best figures so far
CARD_NUMBER = 72                               # ... each card's number
ONE_DAY_LINE = 30                              # the wins over time of one day: its line, large
ONE_DAY_ROW = 5                                # ... on cards (too many for the sheet): at most this many in a row
DAY_GAME_COLUMN = 420                          # ... the day's games in order, down the left (whole names)
DAY_COLUMN = 150                               # ... beside them a column per person at least this wide
DAY_ROW_MIN, DAY_ROW_MAX = 44, 104             # ... and a row per game this tall (few games: roomy rows)
MORE_LINE = 24                                 # the one line saying what more games will add
BARS_MOST = 6                                  # a bar per person: at most this many
BAR_ROW_MOST, BAR_ROW_LEAST = 44, 27           # a bar's row height, as room allows
BAR_STUB = 6                                   # the bar of someone without a win
EVENING_BARS_H = 220                           # the evenings page before the first evening: its chart
EVENING_WINS_TITLE, EVENING_WINS_ROW = 40, 44  # ... after it, under few people: the games each won at evenings
ONE_GAME_CARD = 214                            # the games page with one game played: its card's height
DUEL_LABEL = 330                               # the head to head: the games' names beside their bars, on one line
TILES_FROM = 150                               # the overview: room under a short ranking for its figures ...
TILES_H = 150                                  # ... on tiles at most this tall
GAME_COLUMN = 344                              # the games page: the widest game's name in its column (shrunk to fit)
FIRST_CARDS = 5                                # ... at most this many people's cards in a row (wide
                                               # enough for a name of 16 letters on up to three lines)
FIRST_CARDS_MOST = 4                           # ... more people: a bar each instead (names whole on one line)
UNKNOWN_LOOK = (128, 136, 130)                 # the token of someone without a known colour
BADGE = (58, 74, 104)                          # a bot's badge
BOT_INK = (150, 178, 222)                      # the words that say an entry is a bot
MEDALS = (theme.ACCENT, (200, 204, 210), (206, 140, 80))
KNOWN_GAMES = {info.module for info in GAMES}
UNREADABLE = (StatsError, Damaged, sqlite3.Error, OSError, ValueError)


@dataclass
class Figures:
    """Everything the overview shows, read at once (so a read that fails shows no half page)."""

    games: int
    people: list[Person]
    streaks: list[Streak]
    recent: list[tuple[str, str, list[tuple[str, str]]]]     # (date, game, winners as (name, kind))
    looks: dict[tuple[str, str], Look]
    styles: dict[tuple[str, str], int | None]                # each entry's one look on every page
    pending: int
    read_only: bool
    bots: list[Person]                                       # one entry per bot name (its levels in its kind)
    first_seen: list[tuple[str, str]]                        # everyone in the order they first played

    @classmethod
    def read(cls, db: Stats) -> Figures:
        people = db.players(KNOWN_GAMES)
        return cls(db.games_played(), people, db.streaks(),
                   [r for r in db.recent(12, kinds=True) if r[1] in KNOWN_GAMES][:4], db.looks(),
                   distinct_looks(own_looks(db), db.last_seen()), db.pending(), db.read_only is not None,
                   [p for p in people if p.kind.startswith("bot:")], db.first_seen())


def own_looks(db: Stats) -> dict[tuple[str, str], int | None]:
    """Each person's and bot's look on every page: the colour and shape they last played a game
    with, else the one their latest ended evening kept; None: no colour known."""
    out = {key: look.style for key, look in db.looks().items()}
    try:
        evenings = db.evenings(limit=EVENINGS_READ)
    except UNREADABLE:
        evenings = []
    for record in evenings:                               # newest first
        for standing in record.standings:
            if out.get(standing["key"]) is None:
                out[standing["key"]] = standing["style"]
    return out


def distinct_looks(styles: dict[tuple[str, str], int | None], last_seen: list[tuple[str, str]]) -> dict:
    """Everyone's look: a person always wears the colour and shape of the seat they last played
    in (their token at the table; two people who both sat in orange both stay orange, their names
    tell them apart). A bot wearing a look a person or a more recent bot wears takes the next look
    nobody wears (while there is one), so a bot is never mistaken for a person of its colour."""
    everyone = list(dict.fromkeys([*last_seen, *styles]))
    order = [key for key in everyone if key[1] == "human"] + [key for key in everyone if key[1] != "human"]
    out = dict(styles)
    kept: set[int] = set()
    yielding = []
    for key in order:
        style = out.get(key)
        if style is None:
            continue
        if style in kept and key[1] != "human":
            yielding.append(key)
        kept.add(style)
    count = len(theme.SEAT_COLOURS)
    for key in yielding:
        style = out[key]
        free = [(style + step) % count for step in range(1, count) if (style + step) % count not in kept]
        if free:
            out[key] = free[0]
            kept.add(free[0])
    return out


def stable_lines(styles: dict[tuple[str, str], int | None], first_seen: list[tuple[str, str]]) -> dict:
    """The line colour of each entry without a look of its own (someone from before colours were
    kept): in the order they first played, the first colour (a bot: the last) nobody wears and
    no earlier such entry took. Later games never change it, so such an entry keeps its colour
    on every page and every visit (while everyone's own looks stay what they are)."""
    taken = {style for style in styles.values() if style is not None}
    out: dict[tuple[str, str], int] = {}
    for n, key in enumerate(first_seen):
        if styles.get(key) is not None:
            continue
        # a bot from the last colour down: the seats' first colours go to people, so a newcomer
        # rarely wears a bot's colour (which would make the bot's line take another there)
        order = range(len(theme.SEAT_COLOURS))
        free = [k for k in (order if key[1] == "human" else reversed(order)) if k not in taken]
        out[key] = free[0] if free else n % len(theme.SEAT_COLOURS)
        taken.add(out[key])
    return out


def draw_bot_token(surface: pygame.Surface, center, radius: int, style: int | None = None) -> None:
    """A bot where a person has their token: a rounded chip with two eyes (in a chart's line
    colour `style`, else the bot badge's blue), never a seat's colour and shape."""
    colour = BADGE if style is None else theme.SEAT_COLOURS[style % len(theme.SEAT_COLOURS)]
    chip = pygame.Rect(0, 0, 2 * radius, round(1.7 * radius))
    chip.center = center
    pygame.draw.rect(surface, colour, chip, border_radius=max(3, radius // 2))
    pygame.draw.rect(surface, (120, 146, 190) if style is None else theme.INK, chip, 2, border_radius=max(3, radius // 2))
    eye = max(2, radius // 4)
    for dx in (-radius // 2.4, radius // 2.4):
        pygame.draw.circle(surface, theme.PAPER, (round(center[0] + dx), center[1] - 1), eye)
    pygame.draw.line(surface, colour, (center[0], chip.top), (center[0], chip.top - max(3, radius // 3)), 2)


def draw_unknown_token(surface: pygame.Surface, center, radius: int) -> None:
    """Someone known only from games recorded before colours were kept: a plain grey disc."""
    pygame.draw.circle(surface, UNKNOWN_LOOK, center, radius)
    pygame.draw.circle(surface, theme.INK, center, radius, 2)


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
        self._looks: dict[tuple[str, str], Look] = {}
        self._styles: dict[tuple[str, str], int | None] = {}   # each entry's look on every page
        self._lines: dict[tuple[str, str], int] = {}           # the line colour of who wears no look

    def is_still(self) -> bool:
        if self.page_key != (self.tab, self.t.lang, tuple(self.pair), self.focus):
            return False                    # another page (or name) waits to be drawn
        return not self.moving or self.time - self.page_time > CHART_TIME + 0.05

    def update(self, dt: float) -> None:
        self.time += dt

    def handle(self, act) -> None:
        action = act.action
        if action == "back":
            self.app.routes.back()
        elif action == "confirm":           # (a confirm key never leaves: on the tabs, the next page)
            if self.focus == "tabs":
                self.switch(self.tab + 1)
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
        """Everyone who met someone at a table, people first (most games first), then the bots
        (read once): any two of them can be compared. The head-to-head opens on the two people
        who met most often; without two such people on a person and the bot they met most;
        with only bots at the tables on the two bots who met most."""
        if self._people is None:
            self._people = []
            db, _why = self.app.open_stats()
            if db is not None:
                try:
                    everyone = db.players(KNOWN_GAMES)
                    rivals = db.rivals(KNOWN_GAMES, bots=True)
                except UNREADABLE:
                    everyone, rivals = [], []
                met = {key for a, b, _n in rivals for key in (a, b)}
                self._people = ([p for p in everyone if p.kind == "human" and person_key(p.name, p.kind) in met]
                                + [p for p in everyone if p.kind != "human" and person_key(p.name, p.kind) in met])
                index = {person_key(p.name, p.kind): i for i, p in enumerate(self._people)}
                pairs = [(n, sorted((index[a], index[b])), (a[1] == "human") + (b[1] == "human"))
                         for a, b, n in rivals if a in index and b in index]
                if pairs:        # the most people in the pair; then who met most; of equals, the most games
                    humans = max(h for _n, _pair, h in pairs)
                    most = max(n for n, _pair, h in pairs if h == humans)
                    self.pair = min(pair for n, pair, h in pairs if h == humans and n == most)
        return self._people

    # -- words ----------------------------------------------------------------------------
    def game_name(self, module: str) -> str:
        """A game's name as the menu shows it (the catalogue's whole name, never a short one)."""
        return self.t(f"app.game.{module}")

    def glued(self, text: str) -> str:
        """`text` with each game's name joined by no-break spaces: a wrapped line never parts it."""
        for info in GAMES:
            name = self.game_name(info.module)
            text = text.replace(name, name.replace(" ", "\u00a0"))
        return text

    def date(self, iso) -> str:
        parts = date_parts(iso)
        if parts is None:
            return "–"
        year, month, day = parts
        return self.t("stats.date_format", year=year, month=month, day=day)

    def day(self, iso) -> str:
        """A playing day, short, for the chart's axis ("20.11." / "11/20")."""
        parts = date_parts(iso)
        if parts is None:
            return "–"
        year, month, day = parts
        return self.t("stats.day_format", year=year, month=int(month), day=int(day))

    def level(self, kind: str) -> str:
        """A bot's level, or the levels it played ("leicht, schwer")."""
        words = []
        for level in bot_levels_of(kind):
            key = f"app.bot_level.{level}"
            words.append(self.t(key) if self.t.has(key) else level)
        return ", ".join(words)

    def called(self, name: str, kind: str) -> str:
        """What an entry is called: its name (a bot of old evenings without one: its level)."""
        return self.level(kind) if kind.startswith("bot:") and not name else name

    def style_of(self, name: str, kind: str, stored=None) -> int | None:
        """The colour and shape to show a person or bot in, the same on every page: the one they
        last played with; for someone not in the statistics, `stored`; None: not known."""
        key = person_key(name, kind)
        if key in self._styles:
            return self._styles[key]
        if isinstance(stored, int) and 0 <= stored < len(theme.SEAT_COLOURS):
            return stored
        look = self._looks.get(key)
        return look.style if look is not None else None

    def tick(self, value: float) -> str:
        """A number on an axis or a bar, as the language writes it."""
        if float(value).is_integer():
            return grouped(self.t, int(value))
        return f"{value:.1f}".replace(".", self.t("app.decimal"))

    def count(self, key: str, n: int, **params) -> str:
        """`key` (or `key_one` for 1) with {n} grouped the language's way."""
        one = f"{key}_one"
        return self.t(one if n == 1 and self.t.has(one) else key, n=grouped(self.t, n), **params)

    # -- a person: token, name, bot badge --------------------------------------------------
    def badge_words(self, kind: str, with_level: bool = True) -> str:
        """What says an entry is a bot, after its name: "(Bot)", "(Bot: normal, hard)"."""
        level = self.level(kind)
        return self.t("stats.bot.tag_levels", levels=level) if with_level and level else self.t("stats.bot.tag")

    def badge_width(self, kind: str, with_level: bool = True) -> int:
        if not kind.startswith("bot:"):
            return 0
        return width_of(self.badge_words(kind, with_level), BOT_WORDS) + 2

    def draw_badge(self, page: pygame.Surface, kind: str, left: int, cy: int, with_level: bool = True,
                   room: int | None = None) -> int:
        """A bot's words after its name ("(Bot: normal, hard)", in the bots' blue; within `room`
        from `left`); returns their right edge."""
        words = self.badge_words(kind, with_level)
        size, lines = fit(words, max(40, room), BOT_WORDS, False, 1) if room else (BOT_WORDS, [words])
        if lines[0] != words:
            drawn(words)
        return blit_text(page, lines[0], (left, cy), size, BOT_INK, anchor="midleft").right

    def draw_token(self, page: pygame.Surface, style: int | None, center, radius: int, bot: bool = False) -> None:
        """A person's token (the colour and shape of their seat); a bot's chip in its colour:
        a bot never wears a seat's shape, so it is never taken for the person of its name."""
        if bot:
            draw_bot_token(page, center, radius, style)
        elif style is None:
            draw_unknown_token(page, center, radius)
        else:
            draw_seat_token(page, style, center, radius)

    @staticmethod
    def token_room(size: int) -> int:
        """The room a token takes before a name of `size` (its width and the gap after it)."""
        return 2 * max(10, round(size * 0.55)) + 10

    def bot_tag(self, page: pygame.Surface, kind: str, x: int, cy: int, width: int, size: int, colour, bold: bool,
                style: int | None, token: bool = True) -> int:
        """A bot known by its level alone, as every page shows it: a bot chip where a person has
        their token (in a chart's line colour `style`, else the bots' blue: never a seat's colour
        and shape of its own) and its level in words ("Bot schwer") at the name's size; returns
        the right edge. (A bot with the name it had at a table is drawn by `person`:
        "Clara (Bot: normal)".)"""
        left = x
        if token:
            radius = max(10, round(size * 0.55))
            draw_bot_token(page, (x + radius, cy), radius, style)
            left = x + self.token_room(size)
        said = self.t("stats.bot.level_named", level=self.level(kind))
        fitted, lines = fit(said, max(x + width - left, 40), size, bold, 1)
        if lines[0] != said:
            drawn(said)
        return blit_text(page, lines[0], (left, cy), fitted, colour, bold, "midleft").right

    def tag_width(self, name: str, kind: str, size: int, bold: bool = False, with_level: bool = False) -> int:
        """How wide `person` draws this name whole on one line (token, name, badge; a bot: its
        chip, badge and level)."""
        if kind.startswith("bot:") and not name:
            return self.token_room(size) + width_of(self.t("stats.bot.level_named", level=self.level(kind)), size,
                                                    bold) + 2
        badge = self.badge_width(kind, with_level or kind.startswith("bot:"))   # a bot: never without its level
        return self.token_room(size) + width_of(name, size, bold) + (badge + 10 if badge else 0) + 2

    def person(self, page: pygame.Surface, name: str, kind: str, x: int, cy: int, width: int, size: int = NAME,
               colour=theme.TEXT, bold: bool = False, style=None, token: bool = True, exact: bool = False,
               most_lines: int = 2, badge: bool = True) -> int:
        """A person as every page shows them, at `x` centred on `cy` in at most `width`: their
        token, their name (shrunk towards READABLE, else on up to `most_lines`) and for a bot its badge
        (without the level if room is short). With `exact` the token is `style` itself (a chart's
        line). A bot is its name, its badge and its levels (where one game is listed: the level it
        had at that table); one without a name, its badge and level alone: see `bot_tag`. Without
        `badge` a bot's badge is left to the caller (a card draws it under the name). Returns the
        right edge of what was drawn."""
        bot = kind.startswith("bot:")
        left = x + (self.token_room(size) if token else 0)
        room = x + width - left
        with_level = True
        show_badge = badge
        badge = self.badge_width(kind, True) if show_badge else 0
        if badge and width_of(name, READABLE, bold) > room - badge - 10:
            with_level = False              # short of room: the name and the badge, the level left out
            badge = self.badge_width(kind, False) if show_badge else 0
        if bot and not name:                     # (a bot of an old evening known by its level alone)
            return self.bot_tag(page, kind, x, cy, width, size, colour, bold, style if exact else None, token)
        if token:
            radius = max(10, round(size * 0.55))
            self.draw_token(page, style if exact else self.style_of(name, kind, style), (x + radius, cy), radius, bot)
        name_room = room - (badge + 10 if badge else 0)
        fitted, lines = fit(name, name_room, size, bold, most_lines)
        if len(lines) > 1 or lines[0] != name:
            drawn(name)
        step = line_step(fitted)
        right = left
        for k, line in enumerate(lines):
            rect = blit_text(page, line, (left, cy + (2 * k - len(lines) + 1) * step // 2), fitted, colour, bold,
                             "midleft")
            right = max(right, rect.right)
        if badge:
            right = self.draw_badge(page, kind, right + 10, cy, with_level)
        return right

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
        self._looks = figures.looks
        self._styles = figures.styles
        self._lines = stable_lines(figures.styles, figures.first_seen)
        notes = []
        if figures.pending:
            notes.append(self.t("stats.pending", n=figures.pending))
        if figures.read_only:
            notes.append(self.t("stats.read_only"))
        moved = self.t("stats.moved", file=db.moved_to) if getattr(db, "moved_to", None) else ""
        if figures.games == 0:
            self.footer(page, "  ·  ".join(notes))
            self.empty_card(page, self.t("stats.empty"), self.t(f"stats.empty_pages.{PAGES[self.tab]}"),
                            self.t("stats.empty_how"), moved)
            return page
        if moved:
            notes.append(moved)
        name = PAGES[self.tab]
        first_games = name == "overview" and figures.games < FEW_GAMES     # (its big card says how many games)
        self.footer(page, "  ·  ".join([*([] if first_games else [self.count("stats.games_played", figures.games)]),
                                        *notes]))
        if first_games:
            self.draw_first_games(page, figures, db)
            return page
        if name == "overview":
            self.draw_board(page, [p for p in figures.people if not p.kind.startswith("bot:")], figures.bots,
                            self.board_tiles(db, figures))
            self.draw_streaks(page, figures.streaks)
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
            if lines[0] != line:
                drawn(line)
            blit_text(page, lines[0], (40, theme.SCREEN_H - 10), size, theme.TEXT_DIM, anchor="bottomleft")

    def message(self, page: pygame.Surface, text: str) -> None:
        rect = pygame.Rect(200, 250, 880, 200)
        draw_panel(page, rect, PANEL, 230, 16)
        self.lines(page, text, rect.inflate(-60, -40), 26, theme.TEXT)

    def lines(self, page: pygame.Surface, text: str, rect: pygame.Rect, size: int, colour, bold: bool = False) -> int:
        """`text` wrapped into `rect`, centred on its middle line by line; returns the bottom."""
        fitted, lines = fit(text, rect.w, size, bold, max(1, rect.h // line_step(READABLE)))
        if len(lines) > 1 or lines[0] != text:
            drawn(text)
        top = rect.centery - line_step(fitted) * len(lines) // 2
        for i, line in enumerate(lines):
            blit_text(page, line, (rect.centerx, top + i * line_step(fitted)), fitted, colour, bold, "midtop")
        return top + line_step(fitted) * len(lines)

    def empty_card(self, page: pygame.Surface, title: str, what: str, how: str, extra: str = "") -> None:
        """A friendly empty page: dice, what is missing, what the page will show, and how to fill
        it (on a plate of its own), in a card as tall as its words, in the middle of the page;
        `extra` (why the statistics start afresh) under the card."""
        width = CONTENT.w - 160
        t_size, t_lines = fit(title, width - 80, 30, True, 2)
        w_size, w_lines = fit(what, width - 100, 24, False, 3)
        h_size, h_lines = fit(how, width - 160, 24, True, 3)
        plate_h = line_step(h_size) * len(h_lines) + 36
        height = 100 + line_step(t_size) * len(t_lines) + 16 + line_step(w_size) * len(w_lines) + 28 + plate_h + 30
        rect = pygame.Rect(0, 0, width, height)
        rect.center = CONTENT.center
        draw_panel(page, rect, PANEL, 235, 20)
        for face, dx, angle in ((1, -70, 12), (3, 0, -6), (6, 70, 9)):
            draw_small_die(page, (rect.centerx + dx, rect.y + 56), 52, face, angle)
        y = rect.y + 100
        for text, size, lines, colour, bold in ((title, t_size, t_lines, theme.ACCENT, True),
                                                (what, w_size, w_lines, theme.TEXT, False)):
            if len(lines) > 1 or lines[0] != text:
                drawn(text)
            for line in lines:
                blit_text(page, line, (rect.centerx, y), size, colour, bold, "midtop")
                y += line_step(size)
            y += 16
        plate = pygame.Rect(rect.x + 60, y + 12, rect.w - 120, plate_h)
        draw_panel(page, plate, (44, 56, 50), 255, 14, border=theme.ACCENT)
        if len(h_lines) > 1 or h_lines[0] != how:
            drawn(how)
        for i, line in enumerate(h_lines):
            blit_text(page, line, (plate.centerx, plate.y + 18 + i * line_step(h_size)), h_size, theme.PAPER, True,
                      "midtop")
        if extra:
            room = pygame.Rect(rect.x, rect.bottom + 8, rect.w, CONTENT.bottom - rect.bottom - 8)
            size, lines = fit(extra, room.w, 22, False, max(1, room.h // line_step(READABLE)))
            if len(lines) > 1 or lines[0] != extra:
                drawn(extra)
            for i, line in enumerate(lines):
                blit_text(page, line, (room.centerx, room.y + i * line_step(size)), size, theme.ACCENT, False, "midtop")

    def panel_title(self, page: pygame.Surface, rect: pygame.Rect, title: str) -> int:
        """A page's panel with its title; returns where the content begins."""
        draw_panel(page, rect, PANEL, 230, 16)
        size, lines = fit(title, rect.w - 40, TITLE, True, 1)
        blit_text(page, lines[0], (rect.x + 20, rect.y + 14), size, theme.ACCENT, True)
        return rect.y + 14 + line_step(size) + 10

    def note(self, page: pygame.Surface, text: str, center, width: int = CONTENT.w - 80) -> None:
        size, lines = fit(text, width, 24, False, 3)
        if len(lines) > 1:
            drawn(text)
        top = center[1] - line_step(size) * len(lines) // 2
        for i, line in enumerate(lines):
            blit_text(page, line, (center[0], top + i * line_step(size)), size, theme.TEXT_DIM, anchor="midtop")

    def header(self, page: pygame.Surface, text: str, right: int, y: int, width: int) -> None:
        size, lines = fit(text, width, HEADER, True, 1)
        if lines[0] != text:
            drawn(text)
        blit_text(page, lines[0], (right, y), size, theme.TEXT_DIM, True, "topright")

    # -- the overview ------------------------------------------------------------------------
    def board_tiles(self, db: Stats, figures: Figures) -> list[tuple[str, str]]:
        """The figures under a short ranking: games played, playing days, the last playing day."""
        try:
            data = db.wins_over_time(1, KNOWN_GAMES)
        except UNREADABLE:
            return []
        return [(self.t("stats.board.tile_games"), grouped(self.t, figures.games)),
                (self.t("stats.board.tile_days"), grouped(self.t, len(data.days))),
                (self.t("stats.board.tile_last"), self.date(data.last))]

    def draw_tiles(self, page: pygame.Surface, rect: pygame.Rect, tiles: list[tuple[str, str]]) -> None:
        """Small cards side by side in `rect`: what each counts over it, the figure big."""
        gap = 14
        width = (rect.w - gap * (len(tiles) - 1)) // len(tiles)
        for n, (label, value) in enumerate(tiles):
            tile = pygame.Rect(rect.x + n * (width + gap), rect.y, width, rect.h)
            draw_panel(page, tile, (30, 38, 35), 255, 12, border=(70, 86, 78))
            size, lines = fit(label, tile.w - 20, READABLE, False, 1)
            if lines[0] != label:
                drawn(label)
            blit_text(page, lines[0], (tile.centerx, tile.y + 14), size, theme.TEXT_DIM, anchor="midtop")
            big, said = fit(value, tile.w - 20, BIG + 8, True, 1)
            blit_text(page, said[0], (tile.centerx, (tile.y + 14 + line_step(size) + tile.bottom) // 2), big,
                      theme.PAPER, True, "center")

    def draw_board(self, page: pygame.Surface, people: list[Person], bots: list[Person] = (),
                   tiles: list[tuple[str, str]] = ()) -> None:
        """Who wins most: place, token and name, wins as a big number, games played beside; the
        people only. Under them, in a section of their own ("Bots"), a row per bot level ("Bot
        mittel") with its wins and games, without a place: a bot is never ranked among people.
        A short ranking leaves no bare panel: `tiles` (games played, playing days, the last
        one) fill its foot where there is room."""
        rect = BOARD_RECT
        y = self.panel_title(page, rect, self.t("stats.board.title"))
        x, right = rect.x + 20, rect.right - 24
        games_w = max(width_of(self.t("stats.board.games"), HEADER, True), width_of("8.888", NAME)) + 8
        wins_w = max(width_of(self.t("stats.board.wins"), HEADER, True), width_of("8.888", BIG, True)) + 8
        games_right, wins_right = right, right - games_w - 24
        self.header(page, self.t("stats.board.wins"), wins_right, y, wins_w + 20)
        self.header(page, self.t("stats.board.games"), games_right, y, games_w + 20)
        people = sorted(people, key=lambda p: (-p.wins, -p.played, p.name.casefold(), p.kind))
        bots = list(bots)
        top = y + 34
        bot_room = (BOT_HEAD + len(bots) * BOT_ROW) if bots else 0
        bottom = rect.bottom - 12 - bot_room
        step = max(52, min(96, (bottom - top) // max(1, len(people))))   # few people: roomier rows
        name_size, big = (NAME + 10, BIG + 14) if step >= 88 else (NAME + 4, BIG + 6) if step >= 68 else (NAME, BIG)
        shown = min(len(people), max(1, (bottom - top) // step)) if people else 0
        if shown < len(people):
            shown = max(1, (bottom - top - 30) // step)
        place = 0
        for n, p in enumerate(people[:shown]):
            if n == 0 or p.wins != people[n - 1].wins:
                place = n + 1                            # equal wins share the place (1, 2, 2, 4)
            cy = top + n * step + step // 2
            first = place == 1 and p.wins > 0
            if n % 2 == 0:
                band = pygame.Rect(rect.x + 10, cy - step // 2 + 2, rect.w - 20, step - 4)
                pygame.draw.rect(page, (30, 38, 35), band, border_radius=10)
            medal = MEDALS[place - 1] if place <= 3 and p.wins > 0 else theme.TEXT_DIM
            if p.wins > 0:                              # a place is won: nobody without a win ranks
                blit_text(page, f"{place}.", (x + 36, cy), name_size, medal, True, "midright")
            self.person(page, p.name, p.kind, x + 48, cy, wins_right - wins_w - 20 - x - 48, name_size,
                        theme.ACCENT if first else theme.TEXT, first, p.style)
            blit_text(page, grouped(self.t, p.wins), (wins_right, cy), big, theme.ACCENT if first else theme.PAPER,
                      True, "midright")
            blit_text(page, grouped(self.t, p.played), (games_right, cy), name_size, theme.TEXT_DIM,
                      anchor="midright")
        end = top + shown * step
        if shown < len(people):
            more = self.count("stats.board.more", len(people) - shown)
            blit_text(page, more, (x, end + 4), READABLE, theme.TEXT_DIM)
            end += 30
        if bots:        # right under the people (at most down to the room kept for them)
            self.draw_bot_levels(page, bots, min(end + 8, bottom), wins_right, games_right)
            end = min(end + 8, bottom) + bot_room
        room = rect.bottom - 16 - end
        if tiles and room >= TILES_FROM:
            height = min(TILES_H, room - 16)
            self.draw_tiles(page, pygame.Rect(rect.x + 20, rect.bottom - 16 - height, rect.w - 40, height), list(tiles))

    def draw_first_games(self, page: pygame.Surface, figures: Figures, db: Stats) -> None:
        """The overview after the first game or two: no half-empty table but big number cards
        (games played, each person's wins, a bot level as a bot; more than four people: their
        wins as a bar each, so every name stays whole on one line), the last game's winner and
        the best figure so far, and a kind line saying what appears after a few more games."""
        gap = 16
        top, card_h = CONTENT.y + 8, 214
        entries = sorted([p for p in figures.people if not p.kind.startswith("bot:")],
                         key=lambda p: (-p.wins, -p.played, p.name.casefold())) + list(figures.bots)
        games_card = pygame.Rect(CONTENT.x, top, 240 if len(entries) <= 4 else 200, card_h)
        self.number_card(page, games_card, self.t("stats.first.played"), figures.games,
                         self.count("stats.first.games", figures.games), theme.ACCENT)
        shown = entries[:FIRST_CARDS]
        left = games_card.right + gap
        if len(entries) > FIRST_CARDS_MOST:
            # more people than cards that hold a long name whole: a bar per person with their wins
            chart = pygame.Rect(left, top, CONTENT.right - left, card_h)
            draw_panel(page, chart, PANEL, 235, 16, border=(70, 86, 78))
            self.draw_person_bars(page, chart.inflate(-40, -14), self.t("stats.first.wins_so_far"), entries)
            shown = entries[:BARS_MOST]
        elif shown:
            width = (CONTENT.right - left - gap * (len(shown) - 1)) // len(shown)
            most = max(p.wins for p in shown)
            for n, p in enumerate(shown):
                card = pygame.Rect(left + n * (width + gap), top, width, card_h)
                lead = p.wins == most and p.wins > 0 and not p.kind.startswith("bot:")
                self.number_card(page, card, "", p.wins, self.count("stats.first.wins", p.wins),
                                 theme.ACCENT if lead else theme.PAPER, p)
        if len(entries) > len(shown):
            more = self.count("stats.board.more", len(entries) - len(shown))
            blit_text(page, more, (CONTENT.right, top + card_h + 4), READABLE, theme.TEXT_DIM, anchor="topright")
        row = pygame.Rect(CONTENT.x, top + card_h + gap + 14, CONTENT.w, FIRST_ROW)
        bests = [b for b in db.bests() if b.game in KNOWN_GAMES][:2]
        last = pygame.Rect(row.x, row.y, (row.w - gap) // 2 if bests else row.w, row.h)
        self.last_winner_card(page, last, figures.recent[0] if figures.recent else None)
        if bests:
            self.best_card(page, pygame.Rect(last.right + gap, row.y, row.right - last.right - gap, row.h), bests)
        plate = pygame.Rect(CONTENT.x + 60, row.bottom + 18, CONTENT.w - 120, CONTENT.bottom - row.bottom - 26)
        draw_panel(page, plate, (44, 56, 50), 255, 14, border=theme.ACCENT)
        self.lines(page, self.t("stats.first.later", n=FEW_GAMES), plate.inflate(-40, -12), 24, theme.PAPER)

    def number_card(self, page: pygame.Surface, card: pygame.Rect, label: str, number: int, caption: str, colour,
                    who: Person | None = None) -> None:
        """A card with one big number: over it a label or a person (token and name), under it
        what it counts in plain words."""
        draw_panel(page, card, PANEL, 235, 16, border=(70, 86, 78))
        number_y, number_size = card.y + 120, CARD_NUMBER
        if who is not None:
            # the name big in its colour and shape; a bot's "Bot" chip and levels a line under it
            room = card.w - 24
            bot = who.kind.startswith("bot:")
            style = self.style_of(who.name, who.kind, who.style)
            size = next((n for n in (NAME + 10, NAME + 4, NAME)
                         if self.token_room(n) + width_of(who.name, n, True) + 2 <= room), None)
            if size is None:
                # a long name on a narrow card: the token over it (a bot's with its badge beside
                # it), the name on up to two lines (a bot: its levels under them)
                radius = max(10, round(READABLE * 0.55))
                chip = self.badge_width(who.kind, False) + 8 if bot else 0
                left = card.centerx - (2 * radius + chip) // 2
                self.draw_token(page, style, (left + radius, card.y + 22), radius, bot)
                if bot:
                    self.draw_badge(page, who.kind, left + 2 * radius + 8, card.y + 22, False)
                lines = 2 if bot else 3
                bottom = self.lines(page, who.name, pygame.Rect(card.x + 12, card.y + 38, room,
                                                                lines * line_step(READABLE) + 2), READABLE, theme.TEXT,
                                    True)
                number_y, number_size = max(number_y, bottom + 34), 56
                if bot:
                    level = self.level(who.kind)
                    fitted, said = fit(level, card.w - 16, BOT_WORDS, False, 1)
                    if said[0] != level:
                        drawn(level)
                    blit_text(page, said[0], (card.centerx, bottom + 14), fitted, theme.TEXT_DIM, anchor="center")
                    number_y, number_size = max(card.y + 120, bottom + 62), 48
            else:
                width = self.token_room(size) + width_of(who.name, size, True) + 2
                self.person(page, who.name, who.kind, card.centerx - width // 2, card.y + 38, width, size,
                            theme.TEXT, True, style, exact=True, badge=False)
                if bot:
                    low = self.bot_line(page, who.kind, card.centerx, card.y + 74, card.w - 16)
                    number_y = card.y + 128
                    if low > card.y + 74:           # the levels on a line of their own: a smaller number
                        number_y, number_size = card.y + 140, 56
        else:
            size, lines = fit(label, card.w - 24, NAME, True, 1)
            blit_text(page, lines[0], (card.centerx, card.y + 40), size, theme.TEXT, True, "center")
        blit_text(page, grouped(self.t, number), (card.centerx, number_y), number_size, colour, True, "center")
        size, lines = fit(caption, card.w - 24, NAME, False, 1)
        blit_text(page, lines[0], (card.centerx, max(card.bottom - 32, number_y + (52 if number_size >= 72 else 40))),
                  size, theme.TEXT_DIM,
                  anchor="center")

    def last_winner_card(self, page: pygame.Surface, card: pygame.Rect, game) -> None:
        """Who won the last game, big, with the game and the day."""
        y = self.panel_title(page, card, self.t("stats.first.last"))
        if game is None:
            return
        played_at, name, winners = game
        about = self.t("stats.recent.about", game=self.game_name(name), date=self.date(played_at))
        size, lines = fit(about, card.w - 40, NAME, False, 1)
        wide = card.w >= CONTENT.w * 3 // 4        # the whole row: the winner big, in its middle
        if wide:
            blit_text(page, lines[0], (card.centerx, y + 4), size, theme.TEXT_DIM, anchor="midtop")
        else:
            blit_text(page, lines[0], (card.x + 20, y + 4), size, theme.TEXT_DIM)
        if not winners:
            return
        step = min(60, (card.bottom - 16 - (y + 44)) // len(winners[:2]))
        big = 44 if wide and len(winners) == 1 else 36
        for n, (who, kind) in enumerate(winners[:2]):
            width = min(card.w - 40, self.tag_width(who, kind, big, True)) if wide else card.w - 40
            x = card.centerx - width // 2 if wide else card.x + 20
            self.person(page, who, kind, x, y + 44 + n * step + step // 2, width, big, theme.ACCENT, True)

    def best_card(self, page: pygame.Surface, card: pygame.Rect, bests) -> None:
        """The best figure so far of each game played (a record in the making): what it is and
        in which game, on one line where it fits, else the record on one line and the game's
        whole name on the next (never a cut word, never under READABLE); under it who set it
        and the value big."""
        y = self.panel_title(page, card, self.t("stats.first.best"))
        said = []
        for best in bests:
            record, game = self.t(f"stats.records.{best.game}"), self.game_name(best.game)
            what = self.t("stats.first.best_of", what=record, game=game)
            said.append((what, self.record_lines(what, record, game, card.w - 40)))
        # the room left by the lines shared out evenly: a row for each holder under their lines
        row = (card.bottom - 12 - y - sum(line_step(READABLE) * len(lines) for _w, lines in said)) // len(bests)
        top = y
        for best, (what, lines) in zip(bests, said, strict=True):
            if lines != [what]:
                drawn(what)
            for k, line in enumerate(lines):
                blit_text(page, line, (card.x + 20, top + k * line_step(READABLE)), READABLE, theme.TEXT_DIM)
            below = top + line_step(READABLE) * len(lines)
            value = self.count(f"stats.records.value_{best.game}", best.value)
            big = 40 if len(bests) == 1 else 30
            cy = below + row // 2
            top = below + row
            value_w = width_of(value, big, True)
            self.person(page, best.name, best.kind, card.x + 20, cy, card.w - 60 - value_w, NAME + 4, theme.TEXT,
                        True, most_lines=1)
            blit_text(page, value, (card.right - 20, cy), big, theme.ACCENT, True, "midright")

    @staticmethod
    def record_lines(what: str, record: str, game: str, width: int) -> list[str]:
        """A record's name and its game at READABLE in `width`: one line where it fits, else the
        record and the game each on a line of their own, else wrapped between words."""
        if width_of(what, READABLE) <= width:
            return [what]
        if width_of(record, READABLE) <= width and width_of(game, READABLE) <= width:
            return [record, game]
        return list(fit(what, width, READABLE, False, None)[1])

    def bot_line(self, page: pygame.Surface, kind: str, centerx: int, cy: int, room: int) -> int:
        """Under a bot's name on a card: the "Bot" chip and the levels it played, centred (the
        levels on a line of their own where both do not fit one); returns the lowest line's centre."""
        if self.badge_width(kind, True) <= room:
            self.draw_badge(page, kind, centerx - self.badge_width(kind, True) // 2, cy, True, room)
            return cy
        snug = self.badge_width(kind, False) + 10 + width_of(self.level(kind), READABLE)
        if snug <= room:                    # one line still, the levels a little smaller (never under READABLE)
            self.draw_badge(page, kind, centerx - snug // 2, cy, True, snug)
            return cy
        self.draw_badge(page, kind, centerx - self.badge_width(kind, False) // 2, cy, False)
        level = self.level(kind)
        size, lines = fit(level, room, BOT_WORDS, False, 1)
        if lines[0] != level:
            drawn(level)
        blit_text(page, lines[0], (centerx, cy + 28), size, theme.TEXT_DIM, anchor="center")
        return cy + 28

    def draw_bot_levels(self, page: pygame.Surface, bots: list[Person], top: int, wins_right: int,
                        games_right: int) -> None:
        """The bots' own section under the people: a rule, "Bots", and a row per bot, named as
        at the table, with its badge and the levels it played."""
        rect = BOARD_RECT
        x = rect.x + 20
        pygame.draw.line(page, (62, 74, 68), (rect.x + 16, top + 4), (rect.right - 16, top + 4), 2)
        blit_text(page, self.t("stats.bot.section"), (x, top + BOT_HEAD // 2 + 4), HEADER, theme.TEXT_DIM, True,
                  "midleft")
        for n, bot in enumerate(bots):
            cy = top + BOT_HEAD + n * BOT_ROW + BOT_ROW // 2
            self.person(page, bot.name, bot.kind, x + 48, cy, wins_right - width_of("888", NAME + 4, True) - 16 - x - 48,
                        NAME, theme.TEXT, False, bot.style, most_lines=1)
            blit_text(page, grouped(self.t, bot.wins), (wins_right, cy), NAME + 4, theme.PAPER, True, "midright")
            blit_text(page, grouped(self.t, bot.played), (games_right, cy), NAME, theme.TEXT_DIM, anchor="midright")

    def draw_streaks(self, page: pygame.Surface, streaks: list[Streak]) -> None:
        rect = STREAKS_RECT
        y = self.panel_title(page, rect, self.t("stats.streaks.title"))
        streaks = [s for s in streaks if s.best >= STREAK_FROM]   # a streak as the ceremony calls one
        if not streaks:
            self.note(page, self.t("stats.streaks.none"), (rect.centerx, (y + rect.bottom) // 2), rect.w - 40)
            return
        if len(streaks) == 1:                 # one streak alone: a card filling the panel, not one row atop it
            self.lone_streak(page, pygame.Rect(rect.x + 14, y, rect.w - 28, rect.bottom - 14 - y), streaks[0])
            return
        x, right = rect.x + 20, rect.right - 20
        col_w = max(width_of(self.t("stats.streaks.now"), HEADER, True), width_of(self.t("stats.streaks.best"),
                                                                                   HEADER, True), 44) + 6
        best_right, now_right = right, right - col_w - 16
        self.header(page, self.t("stats.streaks.now"), now_right, y, col_w + 8)
        self.header(page, self.t("stats.streaks.best"), best_right, y, col_w + 8)
        top = y + 30
        step = max(44, min(STREAK_ROW, (rect.bottom - 8 - top) // max(1, len(streaks))))   # few: roomier rows
        name_size, number = (NAME + 4, BIG + 4) if step >= 62 else (22, 28)
        for n, s in enumerate(streaks[: max(1, (rect.bottom - 8 - top) // step)]):
            cy = top + n * step + step // 2
            if n % 2 == 0 and step >= 62:                   # a band per row, as on the board
                pygame.draw.rect(page, (30, 38, 35), pygame.Rect(rect.x + 10, cy - step // 2 + 3, rect.w - 20,
                                                                 step - 6), border_radius=10)
            number_w = width_of(grouped(self.t, s.current), number, True)
            self.person(page, s.name, s.kind, x, cy, now_right - number_w - 20 - x, name_size, theme.TEXT,
                        n == 0)
            blit_text(page, grouped(self.t, s.current), (now_right, cy), number, theme.PAPER, True, "midright")
            blit_text(page, grouped(self.t, s.best), (best_right, cy), number, theme.ACCENT, True, "midright")

    def lone_streak(self, page: pygame.Surface, card: pygame.Rect, s: Streak) -> None:
        """The only winning streak so far on a card of its own: who holds it, big, in the
        middle; under them "Best streak" and its length large ("2 wins in a row"); the streak
        they are on now only where it still runs (a headline "now 0" reads as a loss)."""
        draw_panel(page, card, (30, 38, 35), 255, 14, border=(70, 86, 78))
        size = next((n for n in (NAME + 10, NAME + 4, NAME) if self.tag_width(s.name, s.kind, n, True) <= card.w - 40),
                    NAME)
        width = min(card.w - 40, self.tag_width(s.name, s.kind, size, True))
        self.person(page, s.name, s.kind, card.centerx - width // 2, card.y + 30, width, size, theme.TEXT, True)
        label = self.t("stats.streaks.best_streak")
        fitted, said = fit(label, card.w - 40, HEADER, True, 1)
        if said[0] != label:
            drawn(label)
        blit_text(page, said[0], (card.centerx, card.y + 62), fitted, theme.TEXT_DIM, True, "midtop")
        running = s.current > 0
        bottom = card.bottom - (40 if running else 10)
        number_y = (card.y + 90 + bottom) // 2
        number = grouped(self.t, s.best)
        big = min(64, max(BIG, card.h // 3))
        caption = self.count("stats.streaks.in_row", s.best)
        number_w = width_of(number, big, True)
        fitted, said = fit(caption, card.w - 60 - number_w, NAME, False, 1)
        if said[0] != caption:
            drawn(caption)
        left = card.centerx - (number_w + 16 + width_of(said[0], fitted)) // 2
        blit_text(page, number, (left, number_y), big, theme.ACCENT, True, "midleft")
        blit_text(page, said[0], (left + number_w + 16, number_y + 6), fitted, theme.TEXT, False, "midleft")
        if running:
            now = self.count("stats.streaks.now_line", s.current)
            fitted, said = fit(now, card.w - 40, READABLE, False, 1)
            if said[0] != now:
                drawn(now)
            blit_text(page, said[0], (card.centerx, card.bottom - 14), fitted, theme.PAPER, anchor="midbottom")

    def draw_recent(self, page: pygame.Surface, games: list[tuple[str, str, list[tuple[str, str]]]]) -> None:
        """The last games: the winner with their token, under it the game and the day."""
        rect = RECENT_RECT
        y = self.panel_title(page, rect, self.t("stats.recent.title"))
        x, width = rect.x + 20, rect.w - 40
        step = 60
        for n, (played_at, game, winners) in enumerate(games[: max(1, (rect.bottom - 8 - y) // step)]):
            top = y + n * step
            about = self.t("stats.recent.about", game=self.game_name(game), date=self.date(played_at))
            size, lines = fit(about, width, SMALL_PRINT, False, 1)
            if lines[0] != about:
                drawn(about)
            blit_text(page, lines[0], (x, top), size, theme.TEXT_DIM)
            cy = top + 39
            if not winners:
                blit_text(page, "–", (x, cy), NAME, theme.TEXT_DIM, anchor="midleft")
                continue
            name, kind = winners[0]
            more = len(winners) - 1
            more_text = self.t("stats.recent.more", n=more) if more else ""
            room = width - (width_of(more_text, READABLE) + 12 if more else 0)
            right = self.person(page, name, kind, x, cy, room, NAME, theme.TEXT, True)
            if more:
                blit_text(page, more_text, (right + 12, cy), READABLE, theme.TEXT_DIM, anchor="midleft")

    # -- wins over time ------------------------------------------------------------------------
    def chart_styles(self, people: list[tuple[str, str, int | None]]) -> list[int]:
        """Each line's colour and shape: the one the entry wears on every page; a line without a
        look of its own (a bot level) its stable colour (`stable_lines`), the same on every page
        and visit, unless someone on this chart wears it: then the first one nobody here wears."""
        taken = {style for _n, _k, style in people if style is not None}
        styles = []
        for n, (name, kind, style) in enumerate(people):
            if style is None:
                style = self._lines.get(person_key(name, kind))      # its colour on every page
                if style is None or style in taken:
                    free = [k for k in range(len(theme.SEAT_COLOURS)) if k not in taken]
                    style = free[0] if free else n % len(theme.SEAT_COLOURS)
                taken.add(style)
            styles.append(style)
        return styles

    def draw_history_page(self, page: pygame.Surface, db: Stats) -> None:
        """Wins so far of the people with the most wins, one point per playing day: a line each
        through their own days only, in their colour and shape (one day is a dot), and each
        person's name beside the end of their line."""
        data = db.wins_over_time(HISTORY_NAMES, KNOWN_GAMES)
        rect = CONTENT
        draw_panel(page, rect, PANEL, 230, 16)
        if not data.series:
            self.note(page, self.t("stats.history.none"), rect.center)
            return
        styles = self.chart_styles([(s.name, s.kind, self.style_of(s.name, s.kind, s.style)) for s in data.series])
        series = [Series(style, tuple((float(x), float(y)) for x, y in s.points), (), self.called(s.name, s.kind))
                  for style, s in zip(styles, data.series, strict=True)]
        entries = [(s.name, s.kind, style) for style, s in zip(styles, data.series, strict=True)]
        if len(data.days) == 1:                 # a bar per name: each in the look it wears on every page
            own = [self.style_of(s.name, s.kind, s.style) for s in data.series]
            self.draw_one_day(page, rect, data, [(n, k, style if mine is None else mine)
                                                 for (n, k, style), mine in zip(entries, own, strict=True)], db)
            return
        totals = [grouped(self.t, round(s.points[-1][1])) for s in data.series]
        total_w = max(width_of(total, TOTAL, True) for total in totals) + 14
        names_w = min(MAX_END_LABEL, max(self.tag_width(n, k, NAME) for n, k, _s in entries)) + 12 + total_w
        chart_h = rect.h - 28 - 40
        pos = (rect.x + 20, rect.y + 14)
        bots = [(line.label, line.style) for line, s in zip(series, data.series, strict=True)
                if s.kind != "human"]                        # (a bot wears its chip, never a seat's shape)
        chart = DayChart((rect.w - 40 - names_w, chart_h), series, len(data.days), bots=bots,
                         title=self.t("stats.history.title"), y_name=self.t("stats.history.y"), number=self.tick,
                         title_room=rect.w - 40, label=SMALL_PRINT)
        chart.static(page, pos)
        self.day_labels(page, chart, pos, data.days)
        self.end_labels(page, chart, pos, entries, totals, names_w, total_w)
        if data.everyone > len(entries):
            self.more_people(page, data.everyone - len(entries),
                             (pos[0] + chart.size[0] + 12, pos[1] + chart.plot.bottom + 6), names_w)
        if data.first:
            line = self.t("stats.history.dates", first=self.date(data.first), last=self.date(data.last))
            size, lines = fit(line, rect.w - 40, SMALL_PRINT, False, 1)
            if lines[0] != line:
                drawn(line)
            blit_text(page, lines[0], (rect.x + 20, rect.bottom - 12), size, theme.TEXT_DIM, anchor="bottomleft")
        self.moving.append(lambda surface, p: chart.moving(surface, pos, ease_in_out(p)))

    def draw_one_day(self, page: pygame.Surface, rect: pygame.Rect, data, entries, db: Stats | None = None) -> None:
        """A single playing day is too little for a chart, and the overview already shows its
        wins: one large friendly line that says the lines come with the next day, and under it
        the day as a score sheet, what no other page shows: the day's games in the order played
        (each by its whole name) down the left, a column per person (token and name on top) with
        their place in each game (the winner's on a gold disc, a dash where they sat out), and
        at the sheet's foot each one's wins that day. More games than rows: the latest, with
        how many earlier ones are left out. More people (or longer names) than the sheet has
        columns for: a card each (`draw_day_cards`)."""
        x, width = rect.x + 20, rect.w - 40
        day = data.days[0] if data.days else ""
        played = db.day_games(day, KNOWN_GAMES) if db is not None else []
        names = [self.game_name(game) for _when, game, _seats in played]
        game_w = min(DAY_GAME_COLUMN, max([width_of(self.t("stats.history.day_games"), HEADER, True)]
                                          + [width_of(f"{n}. {name}", NAME, True)
                                             for n, name in enumerate(names, start=1)]) + 24)
        columns = max(1, min(len(entries), (width - game_w) // DAY_COLUMN))
        shown = list(zip(entries, data.series, strict=True))[:columns]
        hidden = data.everyone - len(shown)
        col_w = (width - game_w) // len(shown)
        def narrowest(name: str, kind: str) -> int:     # token, name and a bot's badge (its levels left out)
            badge = self.badge_width(kind, False) + 10 if kind.startswith("bot:") else 0
            return self.token_room(READABLE) + width_of(name, READABLE, True) + badge

        if len(shown) < len(entries) or any(narrowest(n, k) > col_w - 12 for (n, k, _st), _s in shown):
            self.draw_day_cards(page, rect, data, entries, db)
            return
        y = self.draw_one_day_line(page, rect, data, width)
        head_top, head_h = y + 12, 64
        foot_h = 64
        foot_top = rect.bottom - 14 - foot_h - (30 if hidden > 0 else 0)
        room = foot_top - 8 - (head_top + head_h)
        row_h = max(DAY_ROW_MIN, min(DAY_ROW_MAX, room // max(1, len(played))))
        fits = max(1, room // row_h)
        earlier = max(0, len(played) - fits)
        if earlier:
            fits = max(1, (room - 30) // row_h)
            earlier = len(played) - fits
        rows = list(enumerate(played, start=1))[earlier:]
        blit_text(page, self.t("stats.history.day_games"), (x + 4, head_top + head_h // 2), HEADER, theme.TEXT_DIM,
                  True, "midleft")
        for c, ((name, kind, style), _s) in enumerate(shown):
            left = x + game_w + c * col_w
            tag = min(col_w - 6, self.tag_width(name, kind, NAME, True))
            self.person(page, name, kind, left + (col_w - tag) // 2, head_top + head_h // 2, tag, NAME, theme.TEXT,
                        True, style, exact=True, most_lines=1)
        pygame.draw.line(page, (62, 74, 68), (x, head_top + head_h), (x + width, head_top + head_h), 2)
        top = head_top + head_h + 4
        if earlier:
            note = self.count("stats.history.earlier", earlier)
            blit_text(page, note, (x + 4, top + 14), READABLE, theme.TEXT_DIM, anchor="midleft")
            top += 30
        for k, (number, (_when, game, seats)) in enumerate(rows):
            cy = top + k * row_h + row_h // 2
            if k % 2 == 0:
                pygame.draw.rect(page, (30, 38, 35), pygame.Rect(x - 6, cy - row_h // 2 + 2, width + 12, row_h - 4),
                                 border_radius=10)
            label = f"{number}. {self.game_name(game)}"
            fitted, said = fit(label, game_w - 16, NAME, True, 1, smallest=READABLE)
            if said[0] != label:
                drawn(label)
            blit_text(page, said[0], (x + 4, cy), fitted, theme.TEXT, True, "midleft")
            place_of = {(n, kd): place for n, kd, place in seats}
            for c, ((name, kind, _style), _s) in enumerate(shown):
                cx = x + game_w + c * col_w + col_w // 2
                place = place_of.get((name, kind))
                if place is None:
                    blit_text(page, "–", (cx, cy), NAME, theme.TEXT_DIM, anchor="center")
                    continue
                if place <= len(MEDALS):
                    radius = min(26, row_h // 2 - 6)
                    pygame.draw.circle(page, MEDALS[place - 1], (cx, cy), radius)
                    blit_text(page, f"{place}.", (cx, cy), NAME, (24, 28, 26), True, "center")
                else:
                    blit_text(page, f"{place}.", (cx, cy), NAME, theme.TEXT, False, "center")
        pygame.draw.line(page, (62, 74, 68), (x, foot_top), (x + width, foot_top), 2)
        cy = foot_top + foot_h // 2 + 2
        blit_text(page, self.t("stats.history.day_wins"), (x + 4, cy), NAME, theme.TEXT_DIM, True, "midleft")
        most = max(s.wins for _e, s in shown)
        for c, (_entry, s) in enumerate(shown):
            cx = x + game_w + c * col_w + col_w // 2
            lead = s.wins == most and s.wins > 0
            blit_text(page, grouped(self.t, s.wins), (cx, cy), BIG + 8, theme.ACCENT if lead else theme.PAPER, True,
                      "center")
        if hidden > 0:
            self.more_people(page, hidden, (x, rect.bottom - 40), width)

    def draw_one_day_line(self, page: pygame.Surface, rect: pygame.Rect, data, width: int) -> int:
        """The large line over a single playing day ("the lines start with the next one");
        returns the y under it."""
        about = self.t("stats.history.one_day", date=self.date(data.first))
        size, lines = fit(about, width, ONE_DAY_LINE, True, 2, smallest=ONE_DAY_LINE - 4)
        if len(lines) > 1 or lines[0] != about:
            drawn(about)
        y = rect.y + 18
        for line in lines:
            blit_text(page, line, (rect.centerx, y), size, theme.PAPER, True, "midtop")
            y += line_step(size)
        return y

    def draw_day_cards(self, page: pygame.Surface, rect: pygame.Rect, data, entries, db: Stats | None = None) -> None:
        """One playing day with more people (or longer names) than the day's sheet has columns
        for: the large line that says the lines come with the next day, and each person's wins that day as a big number
        card with their token and name (a bot with its badge and levels): three or fewer in one
        row, else two rows of up to five; who does not fit is counted ("+2 more"). One row of
        cards leaves no bare half-panel: under it the day's next figures, the games played,
        who won the last one and the best result so far."""
        x, width = rect.x + 20, rect.w - 40
        y = self.draw_one_day_line(page, rect, data, width)
        shown = list(zip(entries, data.series, strict=True))[:2 * ONE_DAY_ROW]
        hidden = data.everyone - len(shown)
        bottom = rect.bottom - 14 - (30 if hidden > 0 else 0)
        rows = 1 if len(shown) <= 3 else 2
        per_row = -(-len(shown) // rows)
        gap = 16
        top = y + 16
        figures_row = rows == 1 and db is not None and hidden <= 0
        card_h = min(230, (bottom - top - gap * (rows if figures_row else rows - 1)) // (rows + figures_row))
        card_w = min(380, (width - gap * (per_row - 1)) // per_row)
        most = max(s.wins for s in data.series)
        for n, ((name, kind, style), s) in enumerate(shown):
            row, col = divmod(n, per_row)
            in_row = min(per_row, len(shown) - row * per_row)
            left = rect.centerx - (in_row * card_w + (in_row - 1) * gap) // 2
            card = pygame.Rect(left + col * (card_w + gap), top + row * (card_h + gap), card_w, card_h)
            lead = s.wins == most and s.wins > 0
            self.number_card(page, card, "", s.wins, self.count("stats.first.wins", s.wins),
                             theme.ACCENT if lead else theme.PAPER, Person(name, kind, 0, s.wins, style))
        if hidden > 0:
            self.more_people(page, hidden, (x, rect.bottom - 40), width)
        if figures_row:
            self.day_figures(page, pygame.Rect(x, top + card_h + gap, width, bottom - top - card_h - gap), db)

    def day_figures(self, page: pygame.Surface, row: pygame.Rect, db: Stats) -> None:
        """The next useful figures of the first playing day, side by side: how many games were
        played, who won the last one and the best result so far (where there is one)."""
        gap = 16
        games = sum(n for _game, n in db.game_shares(KNOWN_GAMES))
        recent = [r for r in db.recent(12, kinds=True) if r[1] in KNOWN_GAMES][:1]
        bests = [b for b in db.bests() if b.game in KNOWN_GAMES][:1]
        card = pygame.Rect(row.x, row.y, 240, row.h)
        self.number_card(page, card, self.t("stats.first.played"), games, self.count("stats.first.games", games),
                         theme.ACCENT)
        rest = pygame.Rect(card.right + gap, row.y, row.right - card.right - gap, row.h)
        last = pygame.Rect(rest.x, rest.y, (rest.w - gap) // 2 if bests else rest.w, rest.h)
        self.last_winner_card(page, last, recent[0] if recent else None)
        if bests:
            self.best_card(page, pygame.Rect(last.right + gap, rest.y, rest.right - last.right - gap, rest.h), bests)

    def more_people(self, page: pygame.Surface, n: int, at, width: int) -> None:
        """The sign that more people have wins so far than the page names ("+2 more"),
        from `at` (its top left) down, on up to two lines of `width`."""
        text = self.count("stats.history.more", n)
        size, lines = fit(text, width, READABLE, False, 2)
        if len(lines) > 1 or lines[0] != text:
            drawn(text)
        for k, line in enumerate(lines):
            blit_text(page, line, (at[0], at[1] + k * line_step(size)), size, theme.TEXT_DIM)

    def end_labels(self, page: pygame.Surface, chart: LineChart, pos, entries, totals: list[str], width: int,
                   total_w: int) -> None:
        """Each person's token, name and wins so far (big, at the right edge) right of the chart,
        at the height where their line ends (moved apart just enough that no two overlap, in the
        order of those heights)."""
        plot = chart.plot.move(pos)
        room = width - 12 - total_w
        step = 36 if all(self.tag_width(n, k, NAME) <= room for n, k, _s in entries) else 52
        step = max(28, min(step, chart.plot.h // max(1, len(entries))))     # many people: closer, all named
        wanted = []
        for (name, kind, style), s, total in zip(entries, chart.series, totals, strict=True):
            _x, y = chart.to_screen(*s.points[-1])
            wanted.append([pos[1] + y, name, kind, style, total])
        wanted.sort(key=lambda w: w[0])
        top, bottom = plot.top, max(plot.top, plot.bottom)
        for i, w in enumerate(wanted):                      # push down what would overlap the one above
            w[0] = max(w[0], top + step // 2 if i == 0 else wanted[i - 1][0] + step)
        overflow = wanted[-1][0] - (bottom - step // 2) if wanted else 0
        if overflow > 0:                                    # then up again, from the bottom
            wanted[-1][0] -= overflow
            for i in range(len(wanted) - 2, -1, -1):
                wanted[i][0] = min(wanted[i][0], wanted[i + 1][0] - step)
        x = pos[0] + chart.size[0] + 12
        for y, name, kind, style, total in wanted:
            self.person(page, name, kind, x, round(y), room, NAME, theme.TEXT, False, style, exact=True)
            blit_text(page, total, (x + width - 12, round(y)), TOTAL, theme.ACCENT, True, "midright")

    def day_labels(self, page: pygame.Surface, chart: LineChart, pos, days: list[str]) -> None:
        """The playing days under the chart's axis, as many as fit side by side (first and last always)."""
        plot = chart.plot
        labels = [(i, self.day(d)) for i, d in enumerate(days, start=1)]
        placed: list[pygame.Rect] = []
        order = labels[:1] + labels[-1:] + labels[1:-1] if len(labels) > 1 else labels
        for i, label in order:
            x, _y = chart.to_screen(i, 0)
            w = width_of(label, SMALL_PRINT)
            left = int(pos[0] + min(max(x - w / 2, 0), chart.size[0] - w))
            box = pygame.Rect(left - 6, pos[1] + plot.bottom + 6, w + 12, 26)
            if any(box.colliderect(other) for other in placed):
                continue
            placed.append(box)
            pygame.draw.line(page, (150, 160, 152), (pos[0] + round(x), pos[1] + plot.bottom),
                             (pos[0] + round(x), pos[1] + plot.bottom + 5), 2)
            blit_text(page, label, (left, pos[1] + plot.bottom + 6), SMALL_PRINT, theme.TEXT_DIM)

    # -- the games ---------------------------------------------------------------------------
    def draw_games_page(self, page: pygame.Surface, db: Stats) -> None:
        """Each game's share of the games played: one bar of the whole, a part per game (its
        colour and pattern), and a row per game with its count and share; under it who wins
        each game most."""
        shares = db.game_shares(KNOWN_GAMES)
        if len(shares) == 1:
            self.draw_one_game(page, db, *shares[0])
            return
        top = self.panel_title(page, CONTENT, self.t("stats.games.title"))
        total = sum(n for _g, n in shares) or 1
        order = [info.module for info in GAMES]
        shares.sort(key=lambda gn: (-gn[1], order.index(gn[0]) if gn[0] in order else 99))
        parts = [Share(self.game_name(game), n,
                       self.count("stats.games.share", n, percent=self.tick(round(100 * n / total, 1))),
                       order.index(game) if game in order else None)
                 for game, n in shares]
        bar = ShareBar((CONTENT.w - 80, ShareBar.BAR + 22 + ShareBar.ROW * len(parts)), parts)
        pos = (CONTENT.x + 40, top + 4)
        bar.static(page, pos)
        self.moving.append(lambda surface, p: bar.moving(surface, pos, ease_out_cubic(p)))
        self.draw_winners_per_game(page, db, pos[1] + bar.size[1] + 14)

    def draw_one_game(self, page: pygame.Surface, db: Stats, game: str, n: int) -> None:
        """One game played so far is no share of anything (no bar of 100 %): its count on a big
        card and beside it a bar per person with their wins in it; under them one line saying
        that a second kind of game (one from the menu named) brings the shares, then who wins
        each game most, as always."""
        draw_panel(page, CONTENT, PANEL, 230, 16)
        card = pygame.Rect(CONTENT.x + 20, CONTENT.y + 16, 340, ONE_GAME_CARD)
        self.number_card(page, card, self.game_name(game), n, self.count("stats.first.games", n),
                         theme.ACCENT)
        room = pygame.Rect(card.right + 30, card.y, CONTENT.right - 30 - card.right - 30, card.h)
        self.draw_person_bars(page, room, self.t("stats.games.wins_in", game=self.game_name(game)),
                              db.players([game]))
        other = next((info.module for info in GAMES if info.module != game), game)
        about = self.t("stats.games.one_game", game=self.game_name(game), other=self.game_name(other))
        bottom = self.more_line(page, about, pygame.Rect(CONTENT.x + 20, card.bottom + 12, CONTENT.w - 40, 0))
        self.draw_winners_per_game(page, db, bottom + 14)

    def more_line(self, page: pygame.Surface, text: str, rect: pygame.Rect) -> int:
        """The one line under a picture saying what more games will add (wrapped onto a second
        line only where the language needs it), at 24 px or more; returns its bottom."""
        fitted, lines = fit(self.glued(text), rect.w, MORE_LINE, False, 2, smallest=MORE_LINE)
        if len(lines) > 1 or lines[0] != text:
            drawn(text)
        y = rect.y
        for line in lines:
            blit_text(page, line, (rect.x, y), fitted, theme.PAPER)
            y += line_step(fitted)
        return y

    def draw_person_bars(self, page: pygame.Surface, rect: pygame.Rect, title: str, people: list[Person]) -> int:
        """A small chart in `rect`: `title`, then a bar per person (most wins first), each with
        their token and name (a bot with its badge), a bar in their colour as long as their wins
        against the most (none: a stub) on a track of the whole, their wins after it ("1 Sieg"). The bars grow in
        during the page's first second. Returns the bottom of the last row."""
        size, lines = fit(title, rect.w, 24, True, 1)
        blit_text(page, lines[0], rect.topleft, size, theme.ACCENT, True)
        people = sorted(people, key=lambda p: (-p.wins, p.kind != "human", p.name.casefold(), p.kind))[:BARS_MOST]
        if not people:
            return rect.y + line_step(size)
        top = rect.y + line_step(size) + 6
        row = max(BAR_ROW_LEAST, min(BAR_ROW_MOST, (rect.bottom - top) // len(people)))
        name_size = 24 if row >= 36 else 22
        numbers = [self.count("stats.games.wins", p.wins) for p in people]
        number_w = max(width_of(t, name_size, True) for t in numbers) + 14
        label_w = min(round(rect.w * 0.55), max(self.tag_width(p.name, p.kind, name_size, with_level=False)
                                                for p in people) + 14)
        room = rect.w - label_w - number_w
        most = max(p.wins for p in people) or 1
        bars = []
        for k, (p, number) in enumerate(zip(people, numbers, strict=True)):
            cy = top + k * row + row // 2
            style = self.style_of(p.name, p.kind, p.style)
            self.person(page, p.name, p.kind, rect.x, cy, label_w - 14, name_size, style=style, exact=True,
                        most_lines=1)
            colour = UNKNOWN_LOOK if style is None else theme.seat_look(style)[0]
            length = max(BAR_STUB, round(room * p.wins / most))
            bar = pygame.Rect(rect.x + label_w, cy - row // 4, length, max(12, row // 2))
            pygame.draw.rect(page, (44, 56, 50), (bar.x, bar.y, room, bar.h), border_radius=6)   # the track
            bars.append((bar, colour))
            lead = p.wins == most and p.wins > 0
            blit_text(page, number, (rect.x + label_w + room + 12, cy), name_size,
                      theme.ACCENT if lead else theme.TEXT, True, "midleft")

        def grow(surface: pygame.Surface, progress: float, bars=bars) -> None:
            for bar, colour in bars:
                grown = bar.copy()
                grown.w = max(BAR_STUB, round(bar.w * ease_out_cubic(progress)))
                pygame.draw.rect(surface, colour, grown, border_radius=6)
                pygame.draw.rect(surface, theme.INK, grown, 2, border_radius=6)

        self.moving.append(grow)
        return top + len(people) * row

    def draw_winners_per_game(self, page: pygame.Surface, db: Stats, top: int) -> None:
        """Under the shares: per game, the two who win it most, each with their wins right after
        the name (three or more tied for most: all of them side by side, "1 win each" at the
        row's end); a game nobody has won yet says so."""
        rect = pygame.Rect(CONTENT.x + 20, top, CONTENT.w - 40, CONTENT.bottom - 12 - top)
        size, lines = fit(self.t("stats.games.winners"), rect.w, 22, True, 1)
        blit_text(page, lines[0], rect.topleft, size, theme.ACCENT, True)
        wins: dict[str, list] = {}
        for w in db.wins():
            if w.game in KNOWN_GAMES and w.wins > 0:
                wins.setdefault(w.game, []).append(w)
        y0 = rect.y + line_step(size) + 6
        step = max(40, min(80, (rect.bottom - y0) // len(GAMES)))
        big = 28 if step >= 68 else 24 if step >= 52 else 22    # room to spare: bigger rows
        game_w = min(GAME_COLUMN, max(width_of(self.game_name(info.module), big, True) for info in GAMES)) + 24
        slot_w = (rect.w - game_w) // 2
        name_size = min(fit(self.game_name(info.module), game_w - 24, big, True, 1)[0] for info in GAMES)
        for i, info in enumerate(GAMES):
            cy = y0 + i * step + step // 2
            name = self.game_name(info.module)       # whole, as the menu says it (all at one size)
            fitted, lines = fit(name, game_w - 24, name_size, True, 1)
            if lines[0] != name:
                drawn(name)
            blit_text(page, lines[0], (rect.x, cy), fitted, theme.TEXT, True, "midleft")
            best = sorted(wins.get(info.module, []), key=lambda w: (-w.wins, -w.played, w.name.casefold()))[:2]
            if not best:
                blit_text(page, self.t("stats.games.unplayed"), (rect.x + game_w, cy), big, theme.TEXT_DIM,
                          anchor="midleft")
                continue
            tied = [w for w in wins[info.module] if w.wins == best[0].wins]
            if len(tied) > 2:                       # everyone tied for most, side by side, "1 win each"
                tied.sort(key=lambda w: (-w.played, w.name.casefold(), w.kind))
                number = self.count("stats.games.wins_each", best[0].wins)
                room = rect.w - game_w - width_of(number, big, True) - 24
                layout = self.holder_layout(tied, room, big, False, 1)
                self.draw_holders(page, tied, layout, rect.x + game_w, cy, theme.TEXT, False, room)
                blit_text(page, number, (rect.right, cy), big, theme.ACCENT, True, "midright")
                continue
            for k, w in enumerate(best):
                left = rect.x + game_w + k * slot_w
                number = self.count("stats.games.wins", w.wins)
                number_w = width_of(number, big, True)
                right = self.person(page, w.name, w.kind, left, cy, slot_w - number_w - 40, big, theme.TEXT, False)
                top = w.wins == best[0].wins                  # a tie for most: both in the leader's colour
                blit_text(page, number, (right + 16, cy), big, theme.ACCENT if top else theme.TEXT, True, "midleft")

    # -- head to head ------------------------------------------------------------------------
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

    def plain(self, name: str, kind: str, other: tuple[str, str]) -> str:
        """A name in a sentence; a bot is named as one only where a person of that name stands
        beside it (the badges above say the rest)."""
        if kind.startswith("bot:") and not name:         # a bot level ("Bot schwer")
            return self.t("stats.bot.level_named", level=self.level(kind))
        if kind.startswith("bot:") and person_key(name, kind)[0] == person_key(*other)[0]:
            return self.t("stats.bot.named", name=name)
        return name

    def draw_duel_page(self, page: pygame.Surface, db: Stats) -> None:
        """Two people head to head in the games both played: how often each finished ahead of the
        other, said in a sentence and drawn as bars from a middle line (one's to the left, the
        other's right), in all and per game; no common game is said in words, without bars."""
        self.panel_title(page, CONTENT, self.t("stats.duel.title"))
        people = self.people()
        if len(people) < 2:
            self.note(page, self.t("stats.duel.too_few"), CONTENT.center)
            return
        self.pair = [i % len(people) for i in self.pair]
        if self.pair[0] == self.pair[1]:
            self.pair[1] = (self.pair[0] + 1) % len(people)
        a, b = (people[i] for i in self.pair)
        styles = dict(zip("ab", self.chart_styles([(a.name, a.kind, self.style_of(a.name, a.kind, a.style)),
                                                   (b.name, b.kind, self.style_of(b.name, b.kind, b.style))]),
                          strict=True))
        arrows = self.picker_arrows()
        for which, rect in self.picker_rects().items():
            focused = self.focus == which
            draw_panel(page, rect, (44, 56, 50), 255, 12, border=theme.ACCENT if focused else None)
            left, right = arrows[which]
            blit_text(page, "‹", left.center, 34, theme.ACCENT, True, "center")
            blit_text(page, "›", right.center, 34, theme.ACCENT, True, "center")
            p = a if which == "a" else b
            self.person(page, p.name, p.kind, left.right + 6, rect.centery, right.left - left.right - 12, 26,
                        theme.TEXT, True, styles[which], exact=True)
        middle = (self.picker_rects()["a"].right + self.picker_rects()["b"].left) // 2
        blit_text(page, self.t("stats.duel.against"), (middle, self.picker_rects()["a"].centery), 22,
                  theme.TEXT_DIM, anchor="center")
        names = {"a": self.plain(a.name, a.kind, (b.name, b.kind)), "b": self.plain(b.name, b.kind, (a.name, a.kind))}
        duel = db.head_to_head((a.name, a.kind), (b.name, b.kind), KNOWN_GAMES)
        y = self.picker_rects()["a"].bottom + 18
        if duel.games == 0:
            self.note(page, self.t("stats.duel.none", a=names["a"], b=names["b"]), (CONTENT.centerx, y + 120))
            return
        y = self.duel_score(page, duel, styles, y, {"a": a.kind.startswith("bot:"), "b": b.kind.startswith("bot:")})
        parts = [self.count("stats.duel.together", duel.games),
                 self.t("stats.duel.ahead", a=self.count("stats.duel.side", duel.a_ahead, name=names["a"]),
                        b=self.count("stats.duel.side", duel.b_ahead, name=names["b"]))]
        if duel.level:
            parts.append(self.count("stats.duel.level", duel.level))
        line = "  ·  ".join(parts)
        size, lines = fit(line, CONTENT.w - 40, 24, False, 2)
        if len(lines) > 1 or lines[0] != line:
            drawn(line)
        for i, text in enumerate(lines):
            blit_text(page, text, (CONTENT.x + 20, y + i * line_step(size)), size, theme.TEXT)
        y += line_step(size) * len(lines) + 14
        rows = [BarRow(None, duel.a_ahead, duel.b_ahead, grouped(self.t, duel.a_ahead), grouped(self.t, duel.b_ahead),
                       styles["a"], styles["b"], f"{self.t('stats.duel.all')} ({grouped(self.t, duel.games)})")]
        for info in GAMES:
            if info.module in duel.per_game:
                n, ahead_a, ahead_b = duel.per_game[info.module]
                rows.append(BarRow(None, ahead_a, ahead_b, grouped(self.t, ahead_a), grouped(self.t, ahead_b),
                                   styles["a"], styles["b"],
                                   f"{self.game_name(info.module)} ({grouped(self.t, n)})"))
        bars = CentreBars((CONTENT.w - 40, CONTENT.bottom - 16 - y), rows,
                          left_caption=self.t("stats.duel.ahead_left", name=names["a"]),
                          right_caption=self.t("stats.duel.ahead_right", name=names["b"]),
                          scale=max(1, duel.a_ahead, duel.b_ahead), label_width=DUEL_LABEL, text=DUEL_WORDS,
                          row_height=max(44, min(104, (CONTENT.bottom - 16 - y - 28) // len(rows))))
        pos = (CONTENT.x + 20, y)
        bars.static(page, pos)
        self.moving.append(lambda surface, p: bars.moving(surface, pos, ease_out_cubic(p)))

    def duel_score(self, page: pygame.Surface, duel, styles: dict[str, int], y: int, bots: dict[str, bool]) -> int:
        """The headline of the head-to-head: under each name, big, how often they finished
        ahead of the other (the one ahead in gold), with its unit named under it; returns the
        height below it."""
        lead = {"a": duel.a_ahead > duel.b_ahead, "b": duel.b_ahead > duel.a_ahead}
        for which, rect in self.picker_rects().items():
            n = duel.a_ahead if which == "a" else duel.b_ahead
            number = grouped(self.t, n)
            colour = theme.ACCENT if lead[which] else theme.PAPER
            size = SCORE
            width = width_of(number, size, True)
            radius = 14
            left = rect.centerx - (width + 2 * radius + 12) // 2
            self.draw_token(page, styles[which], (left + radius, y + size // 2 + 2), radius, bots[which])
            blit_text(page, number, (left + 2 * radius + 12, y + size // 2 + 2), size, colour, True, "midleft")
            unit = self.count("stats.duel.score_unit", n)
            fitted, lines = fit(unit, rect.w - 20, DUEL_WORDS, False, 1)
            if lines[0] != unit:
                drawn(unit)
            blit_text(page, lines[0], (rect.centerx, y + size + 8), fitted, theme.TEXT_DIM, anchor="midtop")
        return y + SCORE + 8 + line_step(DUEL_WORDS) + 14

    # -- the records -------------------------------------------------------------------------
    def draw_records_page(self, page: pygame.Surface, db: Stats) -> None:
        """Each game's best three: a row per place, the place and whoever holds it with their
        token (all of them where several share it), and on the right the value big with the day
        it was first set under it."""
        records = {r.game: r for r in db.records(3) if r.game in KNOWN_GAMES}
        gap = 16
        w, h = (CONTENT.w - gap) // 2, (CONTENT.h - gap) // 2
        for i, info in enumerate(GAMES):
            col, row = i % 2, i // 2
            card = pygame.Rect(CONTENT.x + col * (w + gap), CONTENT.y + row * (h + gap), w, h)
            y = self.panel_title(page, card, self.game_name(info.module))
            size, lines = fit(self.t(f"stats.records.{info.module}"), card.w - 40, RECORD_WHAT, False, 1)
            blit_text(page, lines[0], (card.x + 20, y - 6), size, theme.TEXT_DIM)
            y += 26
            record = records.get(info.module)
            if record is None:
                self.no_record(page, card, y, info.module)
                continue
            groups: list[tuple[int, list]] = []               # equal values share a place: one row
            for place, best in zip(record.places(), record.best, strict=True):
                if groups and groups[-1][0] == place:
                    groups[-1][1].append(best)
                else:
                    groups.append((place, [best]))
            groups = groups[:3]
            values = [self.count(f"stats.records.value_{info.module}", holders[0].value) for _p, holders in groups]
            dates = [self.date(holders[0].played_at) for _p, holders in groups]
            alone = len(groups) == 1 and len(groups[0][1]) == 1     # one holder alone: larger, mid-card
            sizes = [(RECORD_ALONE if alone else RECORD) if n == 0 else 24 for n in range(len(groups))]
            value_w = max([width_of(v, size, True) for v, size in zip(values, sizes, strict=True)]
                          + [width_of(d, RECORD_DAY) for d in dates])
            room = card.bottom - 8 - y
            hero = max(66, min(80, room // 2)) if len(groups) > 1 else max(66, min(150, room - 8))   # the record: bigger (a lone row: mid-card)
            step = max(50, min(58, (room - hero) // 2))
            names_x = card.x + 62
            names_w = card.right - 20 - value_w - 16 - names_x
            bases = [hero, step, step][:len(groups)]
            rows, used = [], 0
            for n, (_place, holders) in enumerate(groups):     # a row as tall as its holders need
                limit = room - used - sum(bases[n + 1:])
                most = max(1, (limit - 8) // (line_step(NAME) + 4))
                layout = self.holder_layout(holders, names_w, (NAME + 6 if alone else NAME + 2) if n == 0 else NAME, n == 0,
                                            most)
                spans = sum(span for _line, span in layout[1]) if len(holders) > 1 else 1
                height = max(bases[n], spans * (line_step(layout[0]) + 4) + 8)
                rows.append((layout, y + used, height))
                used += height
            for n, ((place, holders), value, day, (layout, top, height)) in enumerate(
                    zip(groups, values, dates, rows, strict=True)):
                first = n == 0
                cy = top + height // 2 - 2
                blit_text(page, f"{place}.", (card.x + 50, cy), (34 if alone else 30) if first else 24, MEDALS[place - 1],
                          True, "midright")
                self.draw_holders(page, holders, layout, names_x, cy, theme.ACCENT if first else theme.TEXT, first,
                                  names_w)
                rise, drop = (17, 26) if alone else (13, 19) if first else (10, 14)
                blit_text(page, value, (card.right - 20, cy - rise), sizes[n],
                          theme.ACCENT if first else theme.TEXT, first, "midright")
                blit_text(page, day, (card.right - 20, cy + drop), RECORD_DAY, theme.TEXT_DIM, anchor="midright")

    def no_record(self, page: pygame.Surface, card: pygame.Rect, top: int, game: str) -> None:
        """A game without a record yet: a die, the word, and what sets the first one, in the
        middle of its card rather than a lone grey line at its top."""
        middle = (top + card.bottom) // 2
        draw_small_die(page, (card.centerx, middle - 48), 40, 1 + sum(map(ord, game)) % 6, 0.12)
        blit_text(page, self.t("stats.records.none"), (card.centerx, middle + 4), 26, theme.TEXT, True, "center")
        invite = self.t(f"stats.records.invite_{game}")
        size, lines = fit(invite, card.w - 60, RECORD_WHAT, False, 2)
        if len(lines) == 2:              # two lines of like length, never one lone word under a long line
            size, lines = fit(self.glued(invite), card.w - 60, RECORD_WHAT, False, 2)     # (a game's name whole)
            for width in range(card.w - 80, (card.w - 60) // 2, -20):
                narrower = fit(self.glued(invite), width, RECORD_WHAT, False, 2)
                if narrower[0] != size or len(narrower[1]) != 2 or narrower[1][-1].endswith("…"):
                    break
                lines = narrower[1]
        if len(lines) > 1 or lines[0] != invite:
            drawn(invite)
        for k, line in enumerate(lines):
            blit_text(page, line, (card.centerx, middle + 28 + k * line_step(size)), size, theme.TEXT_DIM,
                      anchor="midtop")

    def holder_layout(self, holders: list, width: int, size: int, bold: bool, most: int) -> tuple[int, list]:
        """How everyone who shares one place of a record stands on its row: (size, lines), each
        line ([(index, width)], lines it spans): side by side at `size`, else smaller and on more
        lines (at most `most`, never under NAME; a name too long for a line alone takes two);
        who still does not fit is counted by `draw_holders`."""
        if len(holders) == 1:
            return size, [([(0, width)], 2)]
        tries = [(size, 1), (NAME, 1)] + [(NAME, n) for n in range(2, most + 1)]
        for fitted, lines in dict.fromkeys(tries):
            laid = self.flow([self.tag_width(b.name, b.kind, fitted, bold) for b in holders], width, min(lines, most))
            if sum(len(line) for line, _span in laid) == len(holders):
                break
        return fitted, laid

    def flow(self, tags: list[int], width: int, most: int) -> list[tuple[list[tuple[int, int]], int]]:
        """Widths laid in order into lines of `width`, at most `most` lines in all: per line its
        [(index, width)] and the lines it spans (2 for one too wide alone: its name wraps); on
        the last line room is kept for an "und noch 9" when not all fit."""
        keep = width_of(self.t("stats.recent.more", n=9), READABLE) + HOLDER_GAP
        lines: list[tuple[list[tuple[int, int]], int]] = []
        left = width + 1
        for i, tag in enumerate(tags):
            used = sum(span for _line, span in lines)
            more = i < len(tags) - 1
            if lines and lines[-1][1] == 1 and left + tag + (keep if used == most and more else 0) <= width:
                lines[-1][0].append((i, tag))
                left += tag + HOLDER_GAP
                continue
            span = 1 if tag <= width else 2
            if lines and (used + span > most or used + span == most and more and (span == 2 or tag + keep > width)):
                break
            span = min(span, most)                    # (the first always stands, cut if it must be)
            lines.append(([(i, min(tag, width))], span))
            left = tag + HOLDER_GAP if span == 1 else width + 1
        return lines

    def draw_holders(self, page: pygame.Surface, holders: list, layout: tuple[int, list], x: int, cy: int, colour,
                     bold: bool, room: int | None = None) -> None:
        """The holders of one place as `holder_layout` laid them, centred on `cy` (each with their
        token and a bot's words); "und noch 2" for who did not fit."""
        fitted, lines = layout
        if len(holders) == 1:
            self.person(page, holders[0].name, holders[0].kind, x, cy, lines[0][0][0][1], fitted, colour, bold)
            return
        step = line_step(fitted) + 4
        top = cy - sum(span for _line, span in lines) * step // 2
        left, y = x, cy
        for line, span in lines:
            y = top + span * step // 2
            left = x
            for i, tag in line:
                left = self.person(page, holders[i].name, holders[i].kind, left, y, tag, fitted, colour, bold,
                                   most_lines=span) + HOLDER_GAP
            top += span * step
        shown = sum(len(line) for line, _span in lines)
        if shown < len(holders):
            more = self.t("stats.recent.more", n=len(holders) - shown)
            if room is not None and left + width_of(more, READABLE) > x + room:   # never against the figure after
                # the names ("und noch 1 950 Punkte"): a line under them
                left, y = x + self.token_room(fitted), top + line_step(READABLE) // 2
            blit_text(page, more, (left, y), READABLE, theme.TEXT_DIM, anchor="midleft")

    # -- the Spieleabende --------------------------------------------------------------------
    def points(self, value: float) -> str:
        """An evening's points as the evening's screens write them: at most one decimal."""
        return self.tick(round(value, 1))

    def points_text(self, value: float) -> str:
        """"10 Punkte", "1 Punkt", "2,5 Punkte"."""
        key = "stats.evenings.points_one" if round(value, 1) == 1 else "stats.evenings.points"
        return self.t(key, n=self.points(value))

    def draw_evenings_page(self, page: pygame.Surface, db: Stats) -> None:
        """The ended evenings: the latest ones on the left (date, games, the player(s) of the
        evening big, then the others' places), and per person how many evenings they played and won."""
        records = db.evenings(limit=EVENINGS_READ)
        gap = 16
        left = pygame.Rect(CONTENT.x, CONTENT.y, 620, CONTENT.h)
        right = pygame.Rect(left.right + gap, CONTENT.y, CONTENT.right - left.right - gap, CONTENT.h)
        if not records:
            self.no_evening_yet(page, db)
            return
        games = db.games_between(records[0].started_at, records[0].ended_at) if len(records) == 1 else []
        self.draw_latest_evenings(page, left, records[:EVENINGS_SHOWN], [g for g in games if g[1] in KNOWN_GAMES])
        self.draw_evenings_per_person(page, right, db)

    def no_evening_yet(self, page: pygame.Surface, db: Stats) -> None:
        """No evening ended yet: a card filling the page that says what is missing and what the
        page will show, a bar per person with their wins in the games played so far (what an
        evening will rank), then the way to a first evening as three numbered steps side by
        side, each naming the button as the menu says it."""
        card = CONTENT.inflate(-80, -12)
        draw_panel(page, card, PANEL, 235, 20)
        y = card.y + 22
        for text, size, colour, bold in ((self.t("stats.evenings.none"), 32, theme.ACCENT, True),
                                         (self.t("stats.empty_pages.evenings"), 24, theme.TEXT, False)):
            y = self.top_lines(page, text, card.centerx, y, card.w - 120, size, colour, bold)
            y += 10
        people = db.players(KNOWN_GAMES)
        if people:
            played = db.games_played()
            chart = pygame.Rect(card.x + 60, y + 8, card.w - 120, min(EVENING_BARS_H, 36 + 40 * len(people)))
            y = self.draw_person_bars(page, chart, self.count("stats.evenings.so_far", played), people) + 8
        steps = [self.t("stats.evenings.step1", menu=self.t("evening.menu.new")),
                 self.t("stats.evenings.step2"),
                 self.t("stats.evenings.step3", end=self.t("evening.menu.end"))]
        gap = 20
        row = pygame.Rect(card.x + 40, y + 10, card.w - 80, card.bottom - 24 - y - 10)
        width = (row.w - gap * (len(steps) - 1)) // len(steps)
        for n, said in enumerate(steps):
            tile = pygame.Rect(row.x + n * (width + gap), row.y, width, row.h)
            draw_panel(page, tile, (44, 56, 50), 255, 14, border=theme.ACCENT)
            badge = (tile.x + 34, tile.centery)
            pygame.draw.circle(page, theme.ACCENT, badge, 22)
            blit_text(page, grouped(self.t, n + 1), badge, 28, theme.INK, True, "center")
            words = pygame.Rect(tile.x + 66, tile.y + 8, tile.w - 78, tile.h - 16)
            self.lines(page, said, words, 24, theme.PAPER, True)

    def top_lines(self, page: pygame.Surface, text: str, cx: int, y: int, width: int, size: int, colour,
                  bold: bool) -> int:
        """`text` wrapped to `width` (two lines at most), each line centred on `cx` from `y` down;
        returns the bottom."""
        fitted, lines = fit(text, width, size, bold, 2)
        if len(lines) > 1 or lines[0] != text:
            drawn(text)
        for line in lines:
            blit_text(page, line, (cx, y), fitted, colour, bold, "midtop")
            y += line_step(fitted)
        return y

    def draw_latest_evenings(self, page: pygame.Surface, rect: pygame.Rect, records: list[EveningRecord],
                             games=()) -> None:
        """Newest first, as many as the panel holds: the date and games, the Spieler des Abends
        with their token and points, and the others' places under it: a row each with their
        points while the panel has room, else side by side on a line or two. A lone evening
        leaves no bare half: under it its `games` in the order played, each with its winner."""
        y = self.panel_title(page, rect, self.t("stats.evenings.latest"))
        x, width = rect.x + 20, rect.w - 40

        def tall(record: EveningRecord, lead_row: int = LEADER_ROW, row: int = EVENING_ROW) -> int:
            leaders = sum(s["place"] == 1 for s in record.standings)    # with a row per other place
            return 96 + lead_row * (leaders - 1) + row * (len(record.standings) - leaders)

        # few evenings: larger rows and figures rather than an empty panel
        big = sum(tall(r, LEADER_ROW_BIG, EVENING_ROW_BIG) + 24 for r in records) <= rect.bottom - 6 - y
        lead_row, row_h = (LEADER_ROW_BIG, EVENING_ROW_BIG) if big else (LEADER_ROW, EVENING_ROW)
        place_size = 28 if big else 24

        for record in records:
            leaders = [s for s in record.standings if s["place"] == 1]
            others = [s for s in record.standings if s["place"] != 1]
            as_rows = y + tall(record, lead_row, row_h) <= rect.bottom - 6   # newest first, while there is room
            if not as_rows and y + 170 + LEADER_ROW * (len(leaders) - 1) > rect.bottom - 6:
                break
            head = self.count("stats.evenings.head", record.games, date=self.date(record.started_at))
            size, lines = fit(head, width, SMALL_PRINT, False, 1)
            if lines[0] != head:
                drawn(head)
            blit_text(page, lines[0], (x, y), size, theme.TEXT_DIM)
            cy = y + (56 if big else 46)
            # the Spieler des Abends big, a shared title as whole names on rows of their own
            lead_size = (36 if big else 30) if len(leaders) == 1 else (32 if big else 28)
            pts_size = 30 if big else 26
            for s in leaders:
                pts = self.points_text(s["points"])
                room = width - width_of(pts, pts_size, True) - 24
                self.person(page, s["name"], s["kind"], x, cy, room, lead_size, theme.ACCENT, True, s.get("style"),
                            most_lines=1)
                blit_text(page, pts, (x + width, cy), pts_size, theme.ACCENT, True, "midright")
                cy += lead_row
            cy += (56 if big else 46) - lead_row
            rest = others
            ox, line = x, 1
            if as_rows:                          # room enough: a row per place, points on the right
                for s in rest:
                    r = blit_text(page, f"{s['place']}.", (x + 40, cy), place_size, theme.TEXT_DIM, True, "midright")
                    pts = self.points_text(s["points"])
                    pts_w = width_of(pts, place_size)
                    self.person(page, s["name"], s["kind"], r.right + 12, cy, x + width - pts_w - 24 - r.right - 12,
                                place_size, theme.TEXT, False, s.get("style"))
                    blit_text(page, pts, (x + width, cy), place_size, theme.TEXT, anchor="midright")
                    cy += row_h
                rule = cy - row_h + (34 if big else 28)
                pygame.draw.line(page, (52, 64, 58), (x, rule), (x + width, rule), 2)
                y = rule + 16
                if len(records) == 1 and games:
                    self.evening_games(page, pygame.Rect(x, y, width, rect.bottom - 10 - y), games)
                continue
            for k, s in enumerate(rest):
                label = f"{s['place']}."
                pts = self.points(s["points"])
                tag_w = self.tag_width(s["name"], s["kind"], OTHERS)
                need = width_of(label, OTHERS, True) + 8 + tag_w + 8 + width_of(pts, OTHERS)
                more = self.count("stats.board.more", len(rest) - k - 1) if k < len(rest) - 1 else ""
                keep = width_of(more, READABLE) + 26 if more and line == 2 else 0
                if ox > x and ox + need + keep > x + width and line == 1:
                    ox, line, cy = x, 2, cy + 36             # the others go on a second line
                    keep = width_of(more, READABLE) + 26 if more else 0
                if ox + need + keep > x + width:
                    blit_text(page, self.count("stats.board.more", len(rest) - k), (ox, cy), READABLE,
                              theme.TEXT_DIM, anchor="midleft")
                    break
                r = blit_text(page, label, (ox, cy), OTHERS, theme.TEXT_DIM, True, "midleft")
                end = self.person(page, s["name"], s["kind"], r.right + 8, cy, tag_w, OTHERS, theme.TEXT,
                                  False, s.get("style"))
                r = blit_text(page, pts, (end + 8, cy), OTHERS, theme.TEXT, anchor="midleft")
                ox = r.right + 26
            y = cy + 40
            pygame.draw.line(page, (52, 64, 58), (x, y - 12), (x + width, y - 12), 2)

    def evening_games(self, page: pygame.Surface, rect: pygame.Rect, games) -> None:
        """The games of an evening in the order played: a row each, the game by its whole name
        and its winner (a bot with the level it had), as many as fit, the rest counted."""
        if rect.h < 80:
            return
        blit_text(page, self.t("stats.evenings.games"), (rect.x, rect.y), HEADER, theme.TEXT_DIM, True)
        top = rect.y + 34
        step = max(40, min(72, (rect.bottom - top) // max(1, len(games))))   # few games: roomy rows
        fits = max(0, (rect.bottom - top) // step)
        shown = games if len(games) <= fits else games[:max(0, fits - 1)]
        name_w = rect.w * 11 // 20
        for n, (_when, game, winners) in enumerate(shown):
            cy = top + n * step + step // 2
            label = f"{n + 1}. {self.game_name(game)}"
            size, lines = fit(label, name_w - 12, NAME, False, 1, smallest=READABLE)
            if lines[0] != label:
                drawn(label)
            blit_text(page, lines[0], (rect.x, cy), size, theme.TEXT, anchor="midleft")
            if winners:
                who, kind = winners[0]
                self.person(page, who, kind, rect.x + name_w, cy, rect.w - name_w, NAME, theme.ACCENT, True,
                            most_lines=1)
        if len(shown) < len(games):
            blit_text(page, self.count("stats.board.more", len(games) - len(shown)),
                      (rect.x, top + len(shown) * step + step // 2), READABLE, theme.TEXT_DIM, anchor="midleft")

    def draw_evenings_per_person(self, page: pygame.Surface, rect: pygame.Rect, db: Stats) -> None:
        """Per person: evenings played and won (Spieler des Abends, shared wins count for each),
        the people ranked by name; under them, as on the overview, the bots' own section ("Bots")
        with a row per level: a bot is never ranked among people."""
        top = self.panel_title(page, rect, self.t("stats.evenings.per_name"))
        counts = db.evenings_per_person()
        names: dict[tuple[str, str], tuple[str, str, int | None]] = {}
        levels: dict[tuple[str, str], list[str]] = {}                  # a bot: the levels it played
        for record in reversed(db.evenings(limit=EVENINGS_READ)):      # oldest first: the last name wins
            for s in record.standings:
                kind = s["kind"]
                if s["key"][1].startswith("bot:"):
                    levels.setdefault(s["key"], []).extend(bot_levels_of(kind if kind.startswith("bot:") else ""))
                    kind = bot_kind(levels[s["key"]])
                names[s["key"]] = (s["name"], kind, s.get("style"))
        order = sorted(counts, key=lambda k: (-counts[k][1], -counts[k][0], k))
        rows = [k for k in order if not k[1].startswith("bot:")]
        bots = [k for k in order if k[1].startswith("bot:")]
        x = rect.x + 20
        listed = 32 + len(rows) * 88 + ((BOT_HEAD + len(bots) * BOT_ROW) if bots else 0)
        chart_h = EVENING_WINS_TITLE + EVENING_WINS_ROW * min(BARS_MOST, len(order))
        if rect.bottom - 8 - top - listed >= chart_h + 24:       # few people: the games each won fill the rest
            chart = pygame.Rect(x, rect.bottom - 14 - chart_h, rect.w - 40, chart_h)
            pygame.draw.line(page, (62, 74, 68), (rect.x + 16, chart.y - 14), (rect.right - 16, chart.y - 14), 2)
            self.draw_person_bars(page, chart, self.t("stats.evenings.games_won"), self.evening_wins(db, names))
            rect = pygame.Rect(rect.x, rect.y, rect.w, chart.y - 24 - rect.y)
        played_w = max(width_of(self.t("stats.evenings.played"), HEADER, True), width_of("888", 26)) + 4
        won_w = max(width_of(self.t("stats.evenings.won"), HEADER, True), width_of("888", BIG, True)) + 4
        won_right, played_right = rect.right - 20, rect.right - 20 - won_w - 16
        self.header(page, self.t("stats.evenings.played"), played_right, top, played_w + 8)
        self.header(page, self.t("stats.evenings.won"), won_right, top, won_w + 8)
        y = top + 32
        bottom = rect.bottom - 8 - ((BOT_HEAD + len(bots) * BOT_ROW) if bots else 0)
        step = max(50, min(88, (bottom - y) // max(1, len(rows))))     # air while there is room
        name_size, played_size, won_size = (NAME + 6, 30, BIG + 6) if step >= 80 else \
            (NAME, 26, BIG) if step >= 60 else (22, 26, BIG)                    # few people: larger
        most = max((counts[k][1] for k in rows), default=0)
        for n, key in enumerate(rows):
            if y + step > bottom:
                break
            if n % 2 == 0:                                      # every other row on a plate, as on the overview
                pygame.draw.rect(page, (30, 38, 35), pygame.Rect(rect.x + 10, y + 2, rect.w - 20, step - 4),
                                 border_radius=10)
            name, kind, style = names.get(key, (key[0], key[1], None))
            played, won = counts[key]
            lead = won > 0 and won == most                      # a tie for most: all of them lead
            cy = y + step // 2
            number_w = width_of(grouped(self.t, played), played_size)
            self.person(page, name, kind, x, cy, played_right - number_w - 24 - x, name_size,
                        theme.ACCENT if lead else theme.TEXT, lead, style)
            blit_text(page, grouped(self.t, played), (played_right, cy), played_size, theme.TEXT_DIM,
                      anchor="midright")
            blit_text(page, grouped(self.t, won), (won_right, cy), won_size, theme.ACCENT if lead else theme.PAPER,
                      True, "midright")
            y += step
        if not bots:
            return
        y = min(y + 8, bottom)                                  # the bots right under the people
        pygame.draw.line(page, (62, 74, 68), (rect.x + 16, y + 4), (rect.right - 16, y + 4), 2)
        blit_text(page, self.t("stats.bot.section"), (x, y + BOT_HEAD // 2 + 4), HEADER, theme.TEXT_DIM, True,
                  "midleft")
        for n, key in enumerate(bots):
            cy = y + BOT_HEAD + n * BOT_ROW + BOT_ROW // 2
            name, kind, style = names.get(key, (key[0], key[1], None))
            self.person(page, name, kind, x, cy, played_right - width_of("888", 26) - 16 - x, NAME, theme.TEXT,
                        False, style, most_lines=1)
            played, won = counts[key]
            blit_text(page, grouped(self.t, played), (played_right, cy), 26, theme.TEXT_DIM, anchor="midright")
            blit_text(page, grouped(self.t, won), (won_right, cy), NAME + 4, theme.PAPER, True, "midright")


    def evening_wins(self, db: Stats, names: dict) -> list[Person]:
        """Everyone of the ended evenings with the games they won at them, shown as `names`
        (the name as last written, a bot with its levels) says."""
        won: dict[tuple[str, str], list[int]] = {}
        for record in db.evenings(limit=EVENINGS_READ):
            for s in record.standings:
                counted = won.setdefault(s["key"], [0, 0])
                counted[0] += int(s.get("games") or 0)
                counted[1] += int(s.get("wins") or 0)
        return [Person(*names.get(key, (key[0], key[1], None))[:2], played, wins,
                       names.get(key, (key[0], key[1], None))[2])
                for key, (played, wins) in won.items()]


class DayChart(LineChart):
    """The wins-over-time chart: x is the playing day (1..days), each with room on both sides
    (one day alone stands in the middle); the statistics screen writes the days under it.

    Nobody hides behind another: people with equal wins on a day stand side by side on that
    day (their tokens `SPREAD` apart, never wider than the day's room) and lines that run
    together lie `STRIPE` apart, so three bots at 0 are three tokens and three stripes. Each
    day's point is a token big enough to tell from the sofa."""

    numbers_under_axis = False
    DOT = 9                 # a person's token at each of their days (as big as the line's head)
    SPREAD = 26             # between the tokens of people with equal wins on one day
    STRIPE = 5              # between lines that run together (all of them within a tenth of a win)
    DOTS_UP_TO = 31         # days up to which every day has its token

    def __init__(self, size, series, days: int, bots: Collection[tuple[str, int]] = (), **kwargs):
        self.days = max(1, days)
        self.bots = set(bots)           # (label, style) of the bot levels' lines: a bot chip, no seat's token
        super().__init__(size, series, **kwargs)

    def token(self, surface: pygame.Surface, s: Series, centre, radius: int) -> None:
        if (s.label, s.style) in self.bots:
            draw_bot_token(surface, centre, radius, s.style)
        else:
            draw_seat_token(surface, s.style, centre, radius)

    def _draw_heads(self, surface, pos, progress) -> None:
        # as LineChart's: the first line's token on top, the winner's above all; a bot a chip
        for s, (x, y) in sorted(reversed(self.line_heads(progress)), key=lambda head: head[0].lead):
            self.token(surface, s, (round(pos[0] + x), round(pos[1] + y)), CHART_TOKEN)
        if progress >= 1:
            for centre in self.end_rings():
                c = (round(pos[0] + centre[0]), round(pos[1] + centre[1]))
                pygame.draw.circle(surface, (16, 20, 18), c, CHART_TOKEN + 7, 6)
                pygame.draw.circle(surface, theme.PAPER, c, CHART_TOKEN + 6, 3)

    def _layout(self, y_max) -> None:
        super()._layout(y_max)
        self.x_low, self.x_high = 0.5, self.days + 0.5
        self.x_ticks = []                   # the screen writes the days instead of numbers
        self.series = self._spread(self.series)

    def _spread(self, series: list[Series]) -> list[Series]:
        """The points moved apart where several people have equal wins on one day (in the
        order of the lines: the most wins first, leftmost)."""
        day_w = self.plot.w / (self.x_high - self.x_low)
        unit_h = self.plot.h / ((self.y_high - self.y_low) or 1)
        together: dict[tuple[float, float], list[int]] = {}
        for n, s in enumerate(series):
            for x, y in s.points:
                together.setdefault((x, y), []).append(n)
        moved: dict[tuple[int, float], tuple[float, float]] = {}
        for (x, y), group in together.items():
            if len(group) < 2:
                continue
            gap = min(self.SPREAD, day_w * 0.8 / (len(group) - 1))
            stripe = min(self.STRIPE / unit_h, 0.1 / (len(group) - 1))   # all within a tenth of a win
            for k, n in enumerate(group):
                off = k - (len(group) - 1) / 2
                rise = k if y <= self.y_low else -off      # on the axis: stacked upwards, never under it
                moved[(n, x)] = (x + off * gap / day_w, y + rise * stripe)
        return [Series(s.style, tuple(moved.get((n, x), (x, y)) for x, y in s.points), s.marks, s.label)
                for n, s in enumerate(series)]

    def ink(self) -> pygame.Surface:
        """The lines with a token at each day (the last one is the head's, drawn over it)."""
        if self._ink is None:
            surf = pygame.Surface(self.size, pygame.SRCALPHA)
            for s in reversed(self.series):
                pts = [self.to_screen(x, y) for x, y in s.points]
                colour = theme.SEAT_COLOURS[s.style % len(theme.SEAT_COLOURS)]
                if len(pts) > 1:
                    pygame.draw.lines(surf, (16, 20, 18), False, pts, 8)
                    pygame.draw.lines(surf, colour, False, pts, 4)
            for s in reversed(self.series):
                if len(s.points) <= self.DOTS_UP_TO:
                    for x, y in s.points[:-1]:
                        sx, sy = self.to_screen(x, y)
                        self.token(surf, s, (round(sx), round(sy)), self.DOT)
            self._ink = surf
        return self._ink
