"""The results: who won, places with names and each game's figures; then what comes next.

Opened by the routes after a game, the results begin with the winner's moment
(`scenes.ui.podium`): the headline, the podium rising last place first, the fanfare and
confetti as the winner rises, and a single "Weiter" that appears only once the podium has stood
a while. "Weiter" turns to the report below. Opened without the podium (`podium=False`), the
report comes at once and greets the winner itself: the rows sliding in, confetti and the fanfare.

Nothing the players did not choose: keys still hammered from the game do nothing
(`scenes.ui.deliberate`: no key for the first seconds, held keys never count, a confirm only
after a breath). The results first offer a single "Weiter"; only after it the choices
(Revanche, on to the evening, the menu) appear, none of them selected: a player picks one with
up/down and confirms it.

With the game's story (`game.story.Story`) the ranking moves to the left, compact, above the
buttons: every card shows the same figures in the same places (name and number, the figure
that decides the places first, "–" where a seat has none; a figure that is 0 for every player
decides nothing and is left off), so they compare from card to card,
and a line under the cards says what decides the places (`Story.ranked_by`,
`Story.ranking_key`); beside it the game's chart (left/right or the arrows page through several), under it
two or three highlights, each with its seat's token, and the luck meter: a bar per seat from a
zero line (left unlucky, right lucky) and one plain sentence about the luckiest. The charts
draw themselves after the ranking has arrived; once everything stands, the frame is one cached
picture (its texts still reported to `scenes.ui.text.watch`).
"""

from __future__ import annotations

import functools
import math

import pygame

from game.engine import group_places
from game.games import GameInfo
from game.seats import Seat, style_of
from game.story import Chart, Highlight, Story
from scenes.app import Scene
from scenes.input import ANY, InputAction
from scenes.ui import player_cards, theme
from scenes.ui.backdrop import backdrop
from scenes.ui.charts import LABEL_INK, BarRow, CentreBars, LineChart, Series, finite, knotted
from scenes.ui.confetti import Confetti
from scenes.ui.deliberate import CALM, LEAVE_QUIET, SEEN_FOR, Deliberate
from scenes.ui.layout import (
    READABLE,
    blit_fit,
    blit_fitted,
    fit,
    fitted_size,
    line_step,
    pack,
    width_of,
)
from scenes.ui.numbers import grouped
from scenes.ui.podium import Moment, climbers_of
from scenes.ui.seat_panel import key_label, keycap_text
from scenes.ui.text import Recording, blit_text, drawn, font, render
from scenes.ui.tween import clamp01, ease_in_out, ease_out_back, ease_out_cubic
from scenes.ui.widgets import Button, ButtonList, draw_panel, draw_seat_token

DEMO_RESULTS_SECONDS = 5.0
INPUT_CALM = CALM      # seconds before the results take input: a key still mashed from the game
                       # must not skip them before anyone has seen who won
CHOICES_CALM = 0.6     # seconds after "Weiter" before the choices take a key
ROW_DELAY = 0.12        # seconds between the rows sliding in
ROW_SLIDE = 0.35
ROWS_TOP, ROWS_BOTTOM = 128, 562   # the room for the ranking rows
ROW_MAX = 112
ROW_MAX_FEW = 132      # two or three players (without a story) get taller rows and larger words

# With a story: the ranking on the left above the buttons, the chart and the rest on the right
STORY_TOP = 104
LEFT_X, LEFT_W = 24, 496
RIGHT_X, RIGHT_W = 536, 720
CHART_H = 350          # the chart is the story of the game: it takes the most room beside the ranking
CHART_MIN = 222        # the chart gives way to named luck bars down to this height
HIGHLIGHTS_W = 384     # the highlights beside the luck meter (when they do not fit under the ranking)
HIGHLIGHTS_NARROW = 300   # ... and when the luck meter's names need two lines: the bars keep room to grow
BOTTOM = 704
FOOT_MARGIN = 12       # px between the lowest line of the results and the window's edge
STORY_BUTTON_H, STORY_BUTTON_GAP = 38, 4   # the choices under the ranking beside a story
UNCHOSEN_SIZE = 24     # the line saying to choose first: read at once from the sofa
UNCHOSEN_FOR = 2.8     # seconds it stands (at least 2.5: long enough to be seen and read)
GAP = 12
PANEL = (22, 28, 26)
CHART_TIME = 1.1       # seconds a chart takes to draw itself, after the ranking has arrived
LUCK_DELAY, LUCK_TIME = 0.2, 0.9

HIGHLIGHT_DELAY, HIGHLIGHT_STEP = 0.3, 0.3
HIGHLIGHTS_MAX = 3
HIGHLIGHT_SIZES = (32, 30, 28, 26, 24)   # the highlights' text: the largest at which they fit
HIGHLIGHT_LINES = 3    # ... each at most this many lines
HIGHLIGHTS_TOP = 48    # the highlights' panel: its title's room
HIGHLIGHT_GAP, HIGHLIGHT_GAP_MOST = 10, 26   # px between two highlights, and at most as much more
COMPACT_TEXT_X = 100   # where a compact ranking row's name begins (after the place and the token)
CARD_NUMBER_GAP = 10   # pixels between a figure's name and its number on a card (never touching)
CARD_COLUMNS = 2       # the cards' figures stand in at most two columns, whatever the number of players
CARD_COLUMN_GAP = 16   # pixels between the columns of figures on a card
CARD_SIZES = (22, READABLE)   # the cards' figures' names: as large as the card holds them all
CARD_VALUE_EXTRA = 4   # a figure's number stands this much larger than its name (24 px at least)
CARD_MOST = 3          # a card shows at most this many figures: those that decide the places
CHART_TEXT = 22        # the chart's words and numbers (up to four lines), "Seite 1 von 2": above the floor
LUCK_TEXT = 22         # the luck bars' names and numbers, up to four players: read at a glance
CARD_LEAST = 2         # ... and at least this many (the next figures of the game fill up)
WIDE_TOKEN_X = 52      # a wide card's token (after its place) and its name, on the top line
WIDE_NAME_X = 88
RULE_SIZE = 22         # the line of what decides the places: a little above the smallest size
TIED_TOKENS_MOST = 3    # a tied highlight shows up to this many seats' tokens beside its first line
PODIUM_AREA = (40, 150, 1200, 462)   # the podium's row, centred, from under the headline down to over "Weiter"
PODIUM_GO_ON_Y = 652                # "Weiter" under the podium, its keys' hint under it
GO_ON_SIZE = 22                      # the hint naming the keys that take "Weiter": read from the sofa
PODIUM_HEADLINE_Y = 84               # the headline over the podium, its only heading ("Anna gewinnt Durchmarsch!")
TITLE_SIZE = 30         # the game's name over the headline ("Durchmarsch: Ergebnis"): bright, part of the title
PODIUM_TITLE_SIZE = 34  # ... over the podium
CONFETTI_TOP = 100     # confetti falls from behind the headline, never over it


def whole(value: float) -> int:
    """`value` rounded to a whole number, halves away from zero (2,5 is 3, as people round);
    0 for what is no number (a damaged story)."""
    if not finite(value):
        return 0
    return int(math.floor(abs(value) + 0.5)) * (1 if value >= 0 else -1)


def per_language(method):
    """A method whose answer (words, a layout) is worked out once per language and arguments."""
    @functools.wraps(method)
    def remembered(self, *args):
        key = (method.__name__, self.t.lang, args)
        memo = self.__dict__.setdefault("_memo", {})
        if key not in memo:
            memo[key] = method(self, *args)
        return memo[key]
    return remembered


def ended_where_out(points: tuple, marks: tuple) -> tuple[tuple, tuple]:
    """A line of a seat that went out, ending where it went out instead of falling to 0 (a
    fall that reads as a crash): its last stretch at 0 becomes one point at the moment it went
    out, level with the value before; the marks of that moment stand there too."""
    k = len(points)
    while k > 0 and points[k - 1][1] == 0:
        k -= 1
    if k == 0 or k == len(points):          # (never above 0, or it never fell: nothing to mend)
        return points, marks
    out_x, level = points[k][0], points[k - 1][1]
    kept = tuple(points[:k]) + ((out_x, level),)
    moved = tuple((x, level if x >= out_x and y == 0 else y, kind) for x, y, kind in marks if x <= out_x)
    return kept, moved


class ResultsScene(Scene):
    def __init__(self, app, info: GameInfo, seats: list[Seat], ranking: list[list[int]],
                 figures: list[dict], seed: int | None, owners: tuple[int, ...] | None = None,
                 tokens: list | None = None, story: Story | None = None, podium: bool = False,
                 colour_styles: list[int] | None = None):
        super().__init__(app)
        self.info, self.seats, self.ranking, self.figures, self.seed = info, seats, ranking, figures, seed
        self.owners = owners     # Mensch: colour -> seat, kept for the rematch
        self.tokens = tokens or [None] * len(seats)   # the table's own picture of each seat
        self.colour_styles = list(colour_styles or [])  # Mensch: each colour as its figures look
        # first a single "Weiter"; after it the routes say what follows: Revanche and the
        # menu, or in a Spieleabend its table (none of them selected)
        self.guard = Deliberate(INPUT_CALM, back_quiet=LEAVE_QUIET, lived=self.lived)   # back: a longer breath
        self.choosing = False
        self.unchosen_at: float | None = None   # a confirm with no choice selected: the hint answers
        self.choices = app.routes.results_choices(self)   # (the game joins its evening here)
        self.list = ButtonList([Button(lambda: self.t("app.results.go_on"), self.show_choices)],
                               (theme.SCREEN_W // 2, 630), width=380, height=50, gap=10)
        self.time = 0.0
        self.demo_index: int | None = None   # in attract mode the next game follows by itself
        self.confetti = Confetti(seed=seed or 0)
        self.moment: Moment | None = None      # the winner's moment, before the report
        if not podium:
            app.play("fanfare", 0.7)
        self.story = story if isinstance(story, Story) and story_has_anything(story) else None
        self.chart_index = 0
        self.page_time = 0.0            # when the chart shown began to draw itself
        self.pages_drawn: set[int] = set()   # pages whose chart has drawn itself whole once
        self._charts: dict[tuple, LineChart] = {}
        self._luck: dict[tuple, CentreBars] = {}
        self.luck_drawn: pygame.Rect | None = None     # where the luck bars stood last frame
        self._frame: tuple[tuple, pygame.Surface, Recording] | None = None
        self._rects: tuple[tuple, dict[str, pygame.Rect]] | None = None
        self._left: tuple[str, bool] | None = None
        self._base: tuple[tuple, pygame.Surface, Recording] | None = None
        if self.story is not None:      # the buttons go under the ranking, on the left
            # (a little lower than the room kept for them, so how to choose fits under them)
            self.list.width, self.list.height, self.list.gap, self.list.size = 400, STORY_BUTTON_H, STORY_BUTTON_GAP, 26
        self.place_list()
        if podium and self.ranking:
            self.begin_moment()

    def lived(self) -> float:
        """The players' clock: a breath between presses counts even when frames came slowly."""
        return getattr(self.app, "lived", 0.0)

    def is_still(self) -> bool:
        if self.moment is not None:     # (the note that a press was seen goes away on screen too)
            return self.moment.still() and self.demo_index is None and not self.guard.seen(SEEN_FOR + 0.25)
        return (self.settled() and self.demo_index is None and not self.guard.seen(SEEN_FOR + 0.25)
                and not (self.unchosen_at is not None and self.time - self.unchosen_at <= UNCHOSEN_FOR + 0.25))

    # -- the winner's moment ------------------------------------------------------------------
    def begin_moment(self) -> None:
        """The podium first: "Weiter" takes no key until the podium has landed and stood."""
        names = [seat.name for seat in self.seats]
        styles = [self.seat_style(i) for i in range(len(self.seats))]
        self.moment = Moment(climbers_of(names, styles, self.ranking, self.podium_notes()), "",
                             self.podium_headline(), seed=self.seed or 0,
                             place_text=lambda n: self.t("app.results.place", n=n),
                             suspense=self.t("app.results.suspense"), area=PODIUM_AREA, headline_y=PODIUM_HEADLINE_Y,
                             title_style=(PODIUM_TITLE_SIZE, theme.TEXT))
        self.guard = Deliberate(self.moment.podium.ready_at(), back_quiet=LEAVE_QUIET, lived=self.lived)
        self.moment_list = (self.list.width, self.list.height, self.list.gap, self.list.size)
        self.list.width, self.list.height, self.list.gap, self.list.size = 380, 56, 10, 30
        self.list.center = (theme.SCREEN_W // 2, PODIUM_GO_ON_Y)

    def end_moment(self) -> None:
        """"Weiter" on the podium: the report begins (its rows slide in, its charts draw), with
        the choices under the ranking; the confetti has fallen already."""
        self.list.width, self.list.height, self.list.gap, self.list.size = self.moment_list
        self.moment = None
        self.chart_index = 0            # the report always opens on its first page
        self.time = self.page_time = 0.0
        self.pages_drawn = set()
        self.confetti = Confetti(count=0)

    def draw_moment(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(dice=False), (0, 0))
        self.moment.draw(surface, self.list.rects())
        if self.seen_note():     # a key hammered: "Weiter" fills up again, calmly, until a press counts
            self.draw_breath(surface)
            self.draw_go_on_line(surface)
        elif self.ready():
            self.list.draw(surface)
            self.draw_go_on_line(surface)
        else:                  # "Weiter" dimmed, filling up until it takes a press
            self.moment.draw_waiting(surface, self.list.rects()[0], self.list.buttons[0].text(), self.list.size)

    def draw_breath(self, surface: pygame.Surface) -> None:
        """"Weiter" while the guard waits for the players' breath: dimmed and filling up as the
        breath passes, as it did while the podium rose (a quiet wait, never a warning)."""
        rect = self.list.rects()[0]
        pygame.draw.rect(surface, (46, 52, 48), rect, border_radius=12)
        share = 1.0 - min(1.0, self.guard.waits_for() / max(1e-6, self.guard.quiet))
        filled = round(rect.w * share)
        if filled > 0:
            pygame.draw.rect(surface, (96, 88, 52), pygame.Rect(rect.x, rect.y, filled, rect.h), border_radius=12)
        pygame.draw.rect(surface, (110, 104, 80), rect, 2, border_radius=12)
        blit_text(surface, self.list.buttons[0].text(), rect.center, self.list.size, theme.TEXT_DIM, True, "center")

    def go_on_text(self) -> str:
        """The podium's hint under "Weiter", naming the keys that take it: Enter, and every
        playing seat's confirm cap as printed on it ("Enter oder E / O / Bild↓ / Num 9: weiter")."""
        enter = keycap_text(self.t, "return")
        caps = []
        for seat in self.seats:
            if seat.is_human:
                cap = key_label(self.app, seat, "confirm")
                if cap and cap not in ("?", enter) and cap not in caps:
                    caps.append(cap)
        if not caps:
            return self.t("app.results.go_on_keys", enter=enter)
        return self.t("app.results.go_on_caps", enter=enter, keys=" / ".join(caps))

    def draw_go_on_line(self, surface: pygame.Surface) -> None:
        """Under the podium's "Weiter": the keys that take it, centred under the button; while
        a key hammered too soon is held off, in the same place and as calmly, what to do
        ("Kurz warten, dann einmal drücken": a mashed key is never ignored without a word)."""
        button = self.list.rects()[0]
        room = pygame.Rect(24, button.bottom + 2, theme.SCREEN_W - 48, theme.SCREEN_H - button.bottom - 2)
        if self.seen_note():
            blit_fit(surface, self.t("app.results.seen_podium"), room, GO_ON_SIZE, theme.TEXT_DIM, max_lines=1,
                     align="center", valign="center", smallest=GO_ON_SIZE)
            return
        blit_fit(surface, self.go_on_text(), room, GO_ON_SIZE, theme.TEXT, max_lines=1, align="center",
                 valign="center", smallest=GO_ON_SIZE)

    def seen_note(self) -> bool:
        """Whether the screen says that a press came too soon: only while a confirm would
        still not count (once the players have taken their breath the note goes, at the latest
        SEEN_FOR seconds after the last press)."""
        return self.guard.seen() and self.guard.waits_for() > 0

    def settled(self) -> bool:
        """Nothing moves any more: the confetti has fallen and the rows, charts and bars stand."""
        return self.confetti.done(self.time) and self.time >= self.animations_end()

    def arrived(self) -> float:
        """When the last ranking row has slid in."""
        rows = sum(len(group) for group in self.ranking) or 1
        return 0.3 + (rows - 1) * ROW_DELAY + ROW_SLIDE

    def animations_end(self) -> float:
        end = self.arrived()
        if self.story is None:
            return end
        return max(end + CHART_TIME, self.page_time + CHART_TIME, end + LUCK_DELAY + LUCK_TIME,
                   end + HIGHLIGHT_DELAY + HIGHLIGHTS_MAX * HIGHLIGHT_STEP)

    def podium_headline(self) -> str:
        """What the podium says once the winner has risen: the result, with the game ("Anna
        gewinnt Durchmarsch!"), never a bare "Ergebnis"."""
        game = self.t(f"app.game.{self.info.module}")
        winners = [self.seats[s].name for s in (self.ranking[0] if self.ranking else [])]
        if len(winners) == 1:
            return self.t("app.results.winner_game", name=winners[0], game=game)
        return self.t("app.results.winners_game", names=self.names_text(winners), game=game)

    def headline(self) -> str:
        winners = [self.seats[s].name for s in (self.ranking[0] if self.ranking else [])]
        if len(winners) == 1:
            return self.t("app.results.winner", name=winners[0])
        return self.t("app.results.winners", names=self.names_text(winners))

    def rematch(self) -> None:
        self.app.routes.rematch(self)

    def to_menu(self) -> None:
        self.app.routes.leave_results(self)

    def show_choices(self) -> None:
        """After "Weiter": the choices the routes give (the game joins its evening now), none
        selected, taking keys after a short calm of their own."""
        if self.choosing:
            return
        if self.moment is not None:
            self.end_moment()
        self.choosing = True
        self.list.buttons = [Button(lambda key=key: self.t(key), action) for key, action in self.choices]
        self.list.index = -1
        self.place_list()
        self.guard.restart(CHOICES_CALM)
        self.guard.after_choosing = True     # "↓, Enter" counts at once; mashing still never

    def place_list(self) -> None:
        """"Weiter" stands where the first choice will: the screen does not move under it."""
        top = self.buttons_top()
        n = len(self.list.buttons)
        x = self.story_buttons_center()[0] if self.story is not None else theme.SCREEN_W // 2
        self.list.center = (x, top + (n * self.list.height + (n - 1) * self.list.gap) // 2)

    def buttons_top(self) -> int:
        """Where the top button stands (the choices' block, once they are all shown)."""
        n = max(1, len(self.choices))
        if self.story is not None:        # the line under the choices keeps FOOT_MARGIN from the edge
            hint = font(UNCHOSEN_SIZE, True).get_height() + 2
            return theme.SCREEN_H - FOOT_MARGIN - hint - (n * STORY_BUTTON_H + (n - 1) * STORY_BUTTON_GAP)
        return 620 - (n * self.list.height + (n - 1) * self.list.gap) // 2

    def choice(self) -> str | None:
        """The words of the choice selected (None: the choices are not shown or none is selected)."""
        if not self.choosing or not 0 <= self.list.index < len(self.list.buttons):
            return None
        return self.list.selected.text()

    def ready(self) -> bool:
        return self.guard.ready()

    def handle(self, act) -> None:
        if act.action == "confirm" and self.moment is None and self.choosing and self.ready() \
                and not getattr(act, "repeat", False) and not 0 <= self.list.index < len(self.list.buttons):
            self.unchosen_at = self.time     # nothing to confirm yet (also when it came soon): how to choose
        if not self.guard.accepts(act):      # only a deliberate press, after a moment
            return
        if self.moment is not None and act.action not in ("confirm", "back"):
            return                           # on the podium only "Weiter" (or Esc)
        if act.action == "back" and self.moment is not None:
            self.show_choices()              # on the podium back is "Weiter", never more
            return
        if act.action == "back":             # (a deliberate Esc, after a longer breath than a choice)
            self.to_menu()
            return
        if act.action in ("left", "right") and self.page_count() > 1:   # any seat pages the charts
            self.turn_page_deliberately(-1 if act.action == "left" else 1)
            return
        self.list.handle(act.action)

    def unchosen(self) -> bool:
        """A confirm came with no choice selected, a moment ago (`UNCHOSEN_FOR`), and still
        none is: the hint says to choose first."""
        return self.unchosen_at is not None and self.time - self.unchosen_at <= UNCHOSEN_FOR \
            and not 0 <= self.list.index < len(self.list.buttons)

    def handle_event(self, event) -> None:
        if not self.ready():
            return
        if self.moment is not None:
            self.list.handle_event(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) and self.page_count() > 1:
            left, right = self.page_arrows()
            back, on = self.page_ways()
            if (back and left.collidepoint(event.pos)) or (on and right.collidepoint(event.pos)):
                self.turn_page(-1 if left.collidepoint(event.pos) else 1)
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5) and self.page_count() > 1:
            self.turn_page(-1 if event.button == 4 else 1)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN) \
                and self.page_count() > 1:
            step = -1 if event.key == pygame.K_PAGEUP else 1
            if self.guard.accepts(InputAction(ANY, "left" if step < 0 else "right")):
                self.turn_page_deliberately(step)
            return True     # only a page: Bild ↓ is also a seat's confirm, which must not choose here
        self.list.handle_event(event)

    def charts(self) -> list[Chart]:
        return list(self.story.charts) if self.story is not None else []

    def page_count(self) -> int:
        """The chart panel's pages: the story's charts, its further measures of luck, then a
        table of every figure when a ranking row cannot hold all of its own."""
        if self.story is None:
            return 0
        return len(self.charts()) + len(self.luck_units()) + (len(self.figure_pages()) if self.figures_cut() else 0)

    def page_luck_unit(self) -> str | None:
        """The measure of luck the page shown is about (None: a chart or the figures)."""
        index = self.chart_index - len(self.charts())
        units = self.luck_units()
        return units[index] if 0 <= index < len(units) else None

    def on_chart_page(self) -> bool:
        return self.chart_index < len(self.charts())

    def on_figures_page(self) -> bool:
        return not self.on_chart_page() and self.page_luck_unit() is None

    @per_language
    def figure_pages(self) -> tuple[tuple[str, ...], ...]:
        """The figures of the pages of player cards: only those the ranking's cards beside them
        do not show (a figure said twice on one screen reads as two), none that is 0 for every
        player (it says nothing, as on the cards), and on one page only as many as the cards
        hold large (`player_cards.figures_most`: five or six players get smaller cards)."""
        shown, idle = self.card_shown_keys(), self.idle_keys()
        keys = tuple(k for k in self.card_keys() if k not in shown and k not in idle)
        most = player_cards.figures_most(len(self.seats))
        return tuple(keys[i:i + most] for i in range(0, len(keys), most)) or ((),)

    def figure_page_keys(self) -> tuple[str, ...]:
        """The figures the page of player cards shown holds."""
        pages = self.figure_pages()
        index = self.chart_index - len(self.charts()) - len(self.luck_units())
        return pages[max(0, min(index, len(pages) - 1))]

    def turn_page_deliberately(self, step: int) -> None:
        """A page turn by a key: like a confirm, only from a press after a breath (or from a
        run of turns that began after one); keys hammered through the end turn no page."""
        if self.guard.choosing:
            self.turn_page(step)

    def turn_page(self, step: int) -> None:
        """The next (or previous) page, drawing itself anew; past the first or the last page
        nothing happens (no arrow shows there either)."""
        index = max(0, min(self.chart_index + step, self.page_count() - 1))
        if index == self.chart_index:
            return
        self.chart_index = index
        # a page seen whole before stands whole at once: drawn again from its start, a line
        # caught half-way reads as a game that stopped there
        self.page_time = 0.0 if index in self.pages_drawn else max(self.time, self.arrived())

    def chart_progress(self) -> float:
        """How far the chart of the page shown has drawn itself (0 to 1)."""
        return ease_in_out((self.time - max(self.arrived(), self.page_time)) / CHART_TIME)

    def page_ways(self) -> tuple[bool, bool]:
        """(a page before this one, a page after it): where the ‹ and › lead somewhere."""
        return self.chart_index > 0, self.chart_index < self.page_count() - 1

    def update(self, dt: float) -> None:
        self.time += dt
        self.guard.update(dt)
        if self.moment is None and self.time >= max(self.arrived(), self.page_time) + CHART_TIME:
            self.pages_drawn.add(self.chart_index)
        if self.moment is not None:
            self.moment.update(dt, self.app.play)
        shown_for = DEMO_RESULTS_SECONDS if self.moment is None else max(DEMO_RESULTS_SECONDS,
                                                                          self.moment.podium.landed + 2.0)
        if self.demo_index is not None and self.time > shown_for:      # (a demo's podium lands first)
            self.app.routes.demo_next(self)

    def number(self, value) -> str:
        return grouped(self.t, value) if isinstance(value, int) and not isinstance(value, bool) else str(value)

    def figure_text(self, figures: dict) -> str:
        """A seat's figures as the ranking says them: "Beste offene Reihe: 8 von 10 · 21 Kreuze
        insgesamt · 4 Fehlwürfe" (each figure worded with its unit, `figure_phrases`)."""
        return " · ".join(self.figure_phrases(figures))

    def ranked_by(self) -> tuple[str, ...]:
        """The figures that decide the places, in the order they are compared (the story says)."""
        by = getattr(self.story, "ranked_by", ()) if self.story is not None else ()
        return tuple(k for k in by if isinstance(k, str)) if isinstance(by, (tuple, list)) else ()

    def figure_keys(self, figures) -> list:
        """The figures in the order a card and the figures' page name them: those that decide
        the places first (in the order they are compared), then the others."""
        keys = list(figures)
        first = [k for k in self.ranked_by() if k in keys]
        return first + [k for k in keys if k not in first]

    def ranking_rule(self) -> str:
        """The one sentence that says what decides the places ("" when the story says none)."""
        key = getattr(self.story, "ranking_key", "") if self.story is not None else ""
        return self.t(key) if isinstance(key, str) and key and self.t.has(key) else ""

    def figure_phrases(self, figures: dict) -> list[str]:
        """Each figure worded for the ranking (`story.<game>.card.<key>`, with {n} and the
        other figures by name; `_one` for 1, `_zero` for 0, `_<n>` for a value said in words of
        its own, "Reihe voll" for 10): what it counts, with its unit, and what a 0 means. The
        figures that decide the places come first. A figure without a wording, or whose `_zero`
        is empty, is left off the card (the figures' page still lists it)."""
        out = []
        for key in self.figure_keys(figures):
            text = self.worded(f"story.{self.info.module}.card", figures, key)
            if text:
                out.append(text)
        return out

    def worded(self, base: str, figures: dict, key: str) -> str:
        """One figure worded by the language key `<base>.<key>` and its variants (`_void`,
        `_<n>`, `_zero`, `_one`); "" where there is no wording."""
        name = f"{base}.{key}"
        if key not in figures or not self.t.has(name):
            return ""
        value = figures[key]
        params = {k: self.number(v) for k, v in figures.items()}
        exact = isinstance(value, int) and not isinstance(value, bool) and value > 1 \
            and self.t.has(f"{name}_{value}")
        if self.story is not None and self.story.void(figures, key) and self.t.has(f"{name}_void"):
            name = f"{name}_void"
        elif exact:
            name = f"{name}_{value}"
        elif value == 0 and self.t.has(f"{name}_zero"):
            name = f"{name}_zero"
        elif value == 1 and self.t.has(f"{name}_one"):
            name = f"{name}_one"
        return self.t(name, **{**params, "n": self.number(value)})

    def podium_notes(self) -> list[str]:
        """Under each name on the podium, the figure the places were decided by ("3 Deckel",
        "16.250 Punkte", "Reihe voll!"): the story's own words where it has them
        (`Story.podium`), else its first ranking figure, worded short
        (`story.<game>.podium.<key>`), said as the reason where a place is shared ("gleich:
        3 Deckel"); "" for a seat without it."""
        by = self.ranked_by()
        own = getattr(self.story, "podium", None) if self.story is not None else None
        own = own if isinstance(own, dict) else {}
        out = []
        for seat in range(len(self.seats)):
            figures = self.figures[seat] if seat < len(self.figures) else None
            ok = by and isinstance(figures, dict)
            note = self.worded(f"story.{self.info.module}.podium", figures, by[0]) if ok else ""
            if seat in own and self.t.has(own[seat][0]):
                key, params = own[seat]
                note = self.t(key, **{k: self.number(v) for k, v in params.items()})
            shared = any(seat in group and len(group) > 1 for group in self.ranking)
            out.append(self.t("app.results.podium_tied", note=note) if note and shared else note)
        return out

    def colour_style(self, colour: int) -> int:
        """The look of a story's colour (Mensch): as its figures, else the colour's index."""
        return self.colour_styles[colour] if 0 <= colour < len(self.colour_styles) else colour

    def seat_style(self, seat: int) -> int:
        """The look of a seat as it played: in Mensch its (first) colour's figure, else the
        seat's own colour and shape."""
        if self.owners and self.colour_styles:
            colours = [c for c, owner in enumerate(self.owners) if owner == seat]
            if colours:
                return self.colour_style(colours[0])
        return style_of(self.seats, seat)

    def draw_token(self, surface: pygame.Surface, seat: int, center: tuple[int, int], radius: int = 16) -> int:
        """The seat's own picture from its table (Mensch: its colours' figures), else its shape.
        Beside a story, whose charts draw each of the story's seats (Mensch: colours) in a seat's
        colour and shape, the ranking shows those same tokens, one per colour played. Returns
        the token's width."""
        if self.story is not None and self.owners:
            colours = [c for c, owner in enumerate(self.owners) if owner == seat] or [seat]
            r = radius if len(colours) == 1 else radius * 3 // 4
            step = 2 * r + 4
            x = center[0] - step * (len(colours) - 1) // 2
            for i, colour in enumerate(colours):
                draw_seat_token(surface, self.colour_style(colour), (x + i * step, center[1]), r)
            return step * (len(colours) - 1) + 2 * r
        token = self.tokens[seat] if seat < len(self.tokens) else None
        if token is None:
            draw_seat_token(surface, style_of(self.seats, seat), center, radius)
            return 2 * radius
        surface.blit(token, token.get_rect(center=center))
        return token.get_width()

    def row_layout(self) -> tuple[int, int, int]:
        """(top, height, gap) of the ranking rows: few players get tall rows, and the block of
        rows sits in the middle of the room between the headline and the buttons."""
        rows = sum(len(group) for group in self.ranking) or 1
        gap = 12
        tallest = ROW_MAX_FEW if rows <= 3 else ROW_MAX
        height = min(tallest, (ROWS_BOTTOM - ROWS_TOP - gap * (rows - 1)) // rows)
        used = rows * height + gap * (rows - 1)
        return ROWS_TOP + (ROWS_BOTTOM - ROWS_TOP - used) // 2, height, gap

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.moment is not None:
            self.draw_moment(surface)
            return
        if self.story is not None and self.time >= self.arrived():
            self.draw_over_base(surface)
        elif self.story is not None:
            self.draw_arriving(surface)
        elif self.settled():       # everything stands: one cached picture (the buttons on top)
            key = (self.t.lang, self.chart_index, surface.get_size())
            if self._frame is None or self._frame[0] != key:
                frame = pygame.Surface(surface.get_size())
                if pygame.display.get_surface() is not None:
                    frame = frame.convert()
                with Recording() as said:
                    self.paint(frame)
                self._frame = (key, frame, said)
            _, frame, said = self._frame
            surface.blit(frame, (0, 0))
            said.replay(surface)
        else:
            self.paint(surface)
        self.list.draw(surface)
        if self.choosing:      # how to choose under the choices, or that a press came too soon
            bottom = self.list.rects()[-1].bottom
            unchosen = self.unchosen()      # (before "seen": with nothing chosen, confirming again is no help)
            seen = self.seen_note() and not unchosen
            key = "app.results.seen" if seen else "app.results.choose_first" if unchosen else "app.results.choose"
            size = UNCHOSEN_SIZE if unchosen else READABLE
            room = self.foot_line_room(bottom + 2)
            blit_fit(surface, self.t(key), room, size, theme.ACCENT if seen or unchosen else theme.TEXT_DIM,
                     bold=unchosen, max_lines=2, align="center")

    def foot_line_room(self, top: int) -> pygame.Rect:
        """Where the line under the choices may stand: their column (beside the report, the
        left column's panels; never past them toward the window's edge), down to the foot."""
        width = LEFT_W if self.story is not None else self.list.width + 80
        x = self.list.center[0] - width // 2
        return pygame.Rect(x, top, width, theme.SCREEN_H - FOOT_MARGIN - top)

    def draw_over_base(self, surface: pygame.Surface) -> None:
        """Once the ranking has arrived, everything that stands is one cached picture: each
        frame blits it, lets the confetti fall behind the panels (the panels are put back over
        it from the picture) and draws what moves: the chart's lines, the bars, the highlights."""
        base, said = self.story_base(surface.get_size())
        if self.settled():
            key = (self.t.lang, self.chart_index, surface.get_size())
            if self._frame is None or self._frame[0] != key:
                frame = base.copy()
                with Recording() as moving:
                    self.draw_story(frame, "moving")
                self._frame = (key, frame, moving)
            _, frame, moving = self._frame
            surface.blit(frame, (0, 0))
            said.replay(surface)
            moving.replay(surface)
            return
        surface.blit(base, (0, 0))
        said.replay(surface)
        if not self.confetti.done(self.time):
            self.draw_confetti(surface)
            for rect in self.solid_rects():
                surface.blit(base, rect, rect)
        self.draw_story(surface, "moving")

    def draw_arriving(self, surface: pygame.Surface) -> None:
        """While the ranking slides in: the panels stand (a cached picture), the rows and the
        headline move."""
        base, said = self.story_base(surface.get_size(), rows=False)
        surface.blit(base, (0, 0))
        said.replay(surface)
        self.draw_confetti(surface)
        for rect in self.story_rects().values():
            surface.blit(base, rect, rect)
        self.paint_header(surface)
        self.draw_compact_rows(surface)

    def story_base(self, size: tuple[int, int], rows: bool = True) -> tuple[pygame.Surface, Recording]:
        """Backdrop, headline, ranking and the panels with all that stands in them (without
        `rows`: only the backdrop and the panels)."""
        key = (self.t.lang, self.chart_index, size, rows)
        if self._base is None or self._base[0] != key:
            base = pygame.Surface(size)
            if pygame.display.get_surface() is not None:
                base = base.convert()
            with Recording() as said:
                base.blit(backdrop(dice=False), (0, 0))
                if rows:
                    self.paint_header(base)
                self.draw_story(base, "static", rows)
            self._base = (key, base, said)
        return self._base[1], self._base[2]

    def solid_rects(self) -> list[pygame.Rect]:
        """What the confetti falls behind: the ranking rows and the story's panels."""
        height, gap = self.compact_rows()
        rows = sum(len(group) for group in self.ranking)
        out = [pygame.Rect(LEFT_X, STORY_TOP + i * (height + gap), LEFT_W, height) for i in range(rows)]
        return out + list(self.story_rects().values())

    def draw_confetti(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(0, CONFETTI_TOP, surface.get_width(), surface.get_height() - CONFETTI_TOP))
        self.confetti.draw(surface, self.time)      # behind everything people read
        surface.set_clip(clip)

    def paint(self, surface: pygame.Surface) -> None:
        """Everything but the buttons."""
        surface.blit(backdrop(dice=False), (0, 0))
        self.draw_confetti(surface)
        self.paint_header(surface)
        if self.story is not None:
            self.draw_story(surface)
        else:
            self.draw_rows(surface)

    def paint_header(self, surface: pygame.Surface) -> None:
        storied = self.story is not None
        title_y, title_size, headline_y, headline_size = (25, TITLE_SIZE, 68, 42) if storied else (40, 36, 92, 46)
        blit_text(surface, self.t("app.results.title", game=self.t(f"app.game.{self.info.module}")),
                  (theme.SCREEN_W // 2, title_y), title_size, theme.TEXT, True, "center")
        grow = ease_out_back(clamp01(self.time / 0.5))
        if grow > 0.05:
            size = fitted_size(self.headline(), headline_size, theme.SCREEN_W - 80, True)
            img = render(self.headline(), size, theme.ACCENT, True)
            if grow != 1.0:
                img = pygame.transform.smoothscale_by(img, max(0.05, grow))
            surface.blit(img, img.get_rect(center=(theme.SCREEN_W // 2, headline_y)))

    def slide(self, row: int) -> float:
        return ease_out_cubic(clamp01((self.time - 0.3 - row * ROW_DELAY) / ROW_SLIDE))

    def draw_rows(self, surface: pygame.Surface) -> None:
        """The ranking across the screen (without a story)."""
        top, height, gap = self.row_layout()
        big = height >= 90                     # two or three players: larger words
        name_size, figure_size = (42, 26) if height >= 120 else (38, 24) if big else (28, READABLE)
        row = 0
        for place, group in zip(group_places(self.ranking), self.ranking, strict=True):
            for seat in group:
                y = top + row * (height + gap)
                slide = self.slide(row)
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
                figures = pack(self.figure_text(self.figures[seat]), figure_size, room, " · ")
                if figures:          # whole figures, as many as the line holds (never cut)
                    blit_text(surface, figures[0], (text_x, name_y + name_size + 8), figure_size, theme.TEXT_DIM)
                if first:
                    self.draw_star(surface, (rect.right - 40, rect.centery), 40)

    def draw_star(self, surface: pygame.Surface, center: tuple[int, int], size: int) -> None:
        moving = not self.confetti.done(self.time)
        bounce = abs(((self.time * 1.5) % 2) - 1) if moving else 0.0
        blit_text(surface, "★", (center[0], center[1] - 6 * bounce), size, theme.ACCENT, True, "center")

    # -- the story --------------------------------------------------------------------------
    def story_buttons_center(self) -> tuple[int, int]:
        n = max(1, len(self.choices))
        total = n * 46 + (n - 1) * 8
        return LEFT_X + LEFT_W // 2, BOTTOM - total // 2

    def ranking_room(self) -> pygame.Rect:
        """The room of the ranking rows (the sentence of what decides the places goes under them)."""
        top_of_buttons = self.buttons_top()
        return pygame.Rect(LEFT_X, STORY_TOP, LEFT_W, top_of_buttons - GAP - STORY_TOP - self.rule_height())

    def tie_break(self) -> str:
        """The line saying which rule decided places that the first figure left level
        ("" when none did): read off the engine's ranking, compared figure by figure in the
        story's order (`Story.ranked_by`). Seats for which the first figure means nothing
        (`Story.void_when`: Durchmarsch's players out of the game) were placed by the engine
        among themselves, the last one out first; the story's `<ranking_key>_tie_out` says so.
        The first tie from the top is told (`<ranking_key>_tie_<figure>`)."""
        key, by = getattr(self.story, "ranking_key", ""), self.ranked_by()
        if self.story is None or not isinstance(key, str) or not key or not by:
            return ""
        heads = [group[0] for group in self.ranking if group]
        known = [seat for seat in heads if 0 <= seat < len(self.figures) and isinstance(self.figures[seat], dict)]
        if len(known) != len(heads):
            return ""
        void = [self.story.void(self.figures[seat], by[0]) for seat in heads]
        out = [self.seats[seat].name for seat, v in zip(heads, void, strict=True) if v]
        for i, (ahead, behind) in enumerate(zip(heads, heads[1:], strict=False)):
            if void[i] and void[i + 1]:
                sentence = f"{key}_tie_out"
                if self.t.has(sentence):
                    return self.t(sentence, names=self.names_text(out))
                return ""
            if void[i] or void[i + 1]:
                continue
            a, b = self.figures[ahead], self.figures[behind]
            if a.get(by[0]) != b.get(by[0]):
                continue
            decider = next((k for k in by[1:] if a.get(k) != b.get(k)), None)
            sentence = f"{key}_tie_{decider}"
            if decider is not None and self.t.has(sentence):
                return self.t(sentence, ahead=self.seats[ahead].name, behind=self.seats[behind].name)
        return ""

    @per_language
    def rule_lines(self) -> tuple[int, tuple[str, ...]]:
        """(size, lines) of the short line saying what decides the places (no lines: none):
        one line, read from the sofa (the rules page tells the details); under it, where a
        rule after the first decided places, a line (or two) saying which (`tie_break`)."""
        rule = self.ranking_rule()
        if not rule:
            return READABLE, ()
        size, lines = fit(rule, LEFT_W - 8, RULE_SIZE, False, 1)
        tie = self.tie_break()
        if tie:
            tie_size, tie_lines = fit(tie, LEFT_W - 8, size, False, 1, smallest=size)
            if "…" in "".join(tie_lines):       # (long names: on two lines, never cut)
                tie_size, tie_lines = fit(tie, LEFT_W - 8, size, False, 2)
            size, lines = min(size, tie_size), lines + tie_lines
        return size, lines

    def rule_height(self) -> int:
        size, lines = self.rule_lines()
        return line_step(size) * len(lines) + 6 if lines else 0

    def draw_rule(self, surface: pygame.Surface) -> None:
        """What decides the places, in one line under the ranking rows."""
        size, lines = self.rule_lines()
        y = self.rows_bottom() + 6
        if len(lines) > 2:
            drawn(self.tie_break())
        for i, line in enumerate(lines):      # (the tie's line, where there is one, in the accent)
            blit_text(surface, line, (LEFT_X + 4, y + i * line_step(size)), size, theme.ACCENT if i else theme.TEXT)

    def compact_rows(self, tallest: int | None = None) -> tuple[int, int]:
        """(height, gap) of the ranking rows beside the story: short when the highlights go
        under them, else as tall as the room allows (up to 112)."""
        if tallest is None:
            tallest = self.short_card() if self.highlights_left() else 112
        rows = sum(len(group) for group in self.ranking) or 1
        gap = 8
        return min(tallest, (self.ranking_room().h - gap * (rows - 1)) // rows), gap

    def rows_bottom(self, tallest: int | None = None) -> int:
        rows = sum(len(group) for group in self.ranking) or 1
        height, gap = self.compact_rows(tallest)
        return STORY_TOP + rows * height + (rows - 1) * gap

    @per_language
    def luck_height(self, width: int) -> int:
        """How tall the luck meter's panel wants to be: title, sentence, captions and a bar per seat."""
        figures = self.luck_figures()
        rows = len(figures)
        size, lines = fit(self.luck_sentence(), width - 32, 20, False, self.sentence_lines(rows))
        captions, room = (28 if rows <= 4 else 0), 10 + 8 + 4     # (the panel's top and foot)
        if self.luck_names_wrap(width):
            row = CentreBars.TWO_LINE_ROW
        else:
            row = 44 if rows <= 3 else 26
        return 34 + line_step(size) * len(lines) + 4 + captions + rows * row + room

    @staticmethod
    def sentence_lines(rows: int) -> int:
        """The lines the luck sentence may take."""
        return 3

    def story_rects(self) -> dict[str, pygame.Rect]:
        """Where the chart, the highlights and the luck meter go: the chart at the top right;
        the highlights under the ranking when they fit there (the chart then grows into what
        the luck meter leaves), else beside the luck meter. Worked out once per language."""
        key = (self.t.lang, self.chart_index)
        if self._rects is None or self._rects[0] != key:
            self._rects = (key, self.lay_out_story())
        return self._rects[1]

    @per_language
    def short_card(self) -> int:
        """How tall the cards are when the highlights go under them: tall enough for every
        figure (from 90 up to 112 px)."""
        cols, _widths, _wide, size = self.card_grid(112)
        lines = -(-len(self.card_front_keys()) // cols) if self.card_front_keys() else 1
        need = 4 + line_step(self.card_name_size(112)) + 2 + lines * card_line_step(size) + 6
        return max(90, min(112, need))

    def under_ranking(self) -> pygame.Rect:
        """The room left under short ranking rows."""
        bottom = self.rows_bottom(self.short_card()) + self.rule_height()
        return pygame.Rect(LEFT_X, bottom + GAP, LEFT_W, self.buttons_top() - GAP - bottom - GAP)

    def highlights_left(self) -> bool:
        """The highlights go under the ranking (there is a luck meter for the lower right,
        and they fit under short rows in large type)."""
        key = self.t.lang
        if self._left is None or self._left[0] != key:
            room = self.under_ranking()
            laid = self.highlight_layout(room.w, room.h) or []
            left = bool(self.highlight_texts()) and bool(self.luck_figures()) and \
                bool(laid) and min(size for _style, size, _lines in laid) >= min(HIGHLIGHT_SIZES)
            self._left = (key, left)
        return self._left[1]

    def highlights_width(self) -> int:
        """How wide the highlights stand beside the luck meter: narrower when long names
        beside the bars need a wide column."""
        return HIGHLIGHTS_NARROW if self.luck_names_wrap(RIGHT_W - HIGHLIGHTS_W - GAP) else HIGHLIGHTS_W

    def lay_out_story(self) -> dict[str, pygame.Rect]:
        out: dict[str, pygame.Rect] = {}
        if self.story is not None and self.charts() + self.luck_units() and self.page_count() \
                and self.on_figures_page():
            # the table of every figure takes the whole right side (its rows need the room);
            # the highlights stay under the ranking when they are there
            out["chart"] = pygame.Rect(RIGHT_X, STORY_TOP, RIGHT_W, BOTTOM - STORY_TOP)
            if self.highlights_left():
                out["highlights"] = self.under_ranking()
            return out
        highlights, luck = bool(self.highlight_texts()), bool(self.luck_figures())
        free, left = self.under_ranking(), self.highlights_left()
        chart_h = CHART_H
        if not (highlights or luck):
            chart_h = BOTTOM - STORY_TOP
        elif left or not highlights:
            chart_h = max(CHART_H, min(420, BOTTOM - STORY_TOP - GAP - self.luck_height(RIGHT_W)))
        elif luck:       # the luck meter beside the highlights: as tall as its named bars need
            chart_h = max(CHART_MIN, min(CHART_H, BOTTOM - STORY_TOP - GAP - self.luck_height(RIGHT_W - self.highlights_width() - GAP)))
        top = STORY_TOP
        if self.page_count():
            out["chart"] = pygame.Rect(RIGHT_X, top, RIGHT_W, chart_h)
            top += chart_h + GAP
        lower = pygame.Rect(RIGHT_X, top, RIGHT_W, BOTTOM - top)
        if highlights and luck:
            if left:
                out["highlights"], out["luck"] = free, lower
            else:
                split = self.highlights_width()
                out["highlights"] = pygame.Rect(lower.x, lower.y, split, lower.h)
                out["luck"] = pygame.Rect(lower.x + split + GAP, lower.y, lower.w - split - GAP, lower.h)
        elif highlights:
            out["highlights"] = lower
        elif luck:
            out["luck"] = lower
        return out

    def draw_story(self, surface: pygame.Surface, part: str = "all", rows: bool = True) -> None:
        """The ranking and the story's panels: what stands ("static"), what moves ("moving")
        or both ("all")."""
        if part != "moving" and rows:
            self.draw_compact_rows(surface)
        rects = self.story_rects()
        if "chart" in rects:
            self.draw_chart(surface, rects["chart"], part)
        if "highlights" in rects:
            self.draw_highlights(surface, rects["highlights"], part)
        if "luck" in rects:
            self.draw_luck(surface, rects["luck"], part)

    def draw_compact_rows(self, surface: pygame.Surface) -> None:
        room = self.ranking_room()
        height, gap = self.compact_rows()
        row = 0
        for place, group in zip(group_places(self.ranking), self.ranking, strict=True):
            for seat in group:
                y = room.y + row * (height + gap)
                slide = self.slide(row)
                row += 1
                if slide <= 0:
                    continue
                rect = pygame.Rect(room.x + round((1 - slide) * 700), y, room.w, height)
                first = place == 1
                draw_panel(surface, rect, (70, 60, 24) if first else (34, 44, 40), 250, 12,
                           border=theme.ACCENT if first else None)
                name_size, names, lines = self.compact_words(seat, height)
                block = line_step(name_size) + 2 + len(lines) * card_line_step(self.card_grid(height)[3])
                y = rect.centery - block // 2
                colour = theme.ACCENT if first else theme.TEXT
                place_text = self.t("app.results.place", n=place)
                if self.card_grid(height)[2]:       # wide: place, token and name on the top line
                    mid = y + line_step(name_size) // 2
                    blit_text(surface, place_text, (rect.x + 14, mid), name_size, colour, True, "midleft")
                    self.draw_token(surface, seat, (rect.x + 14 + WIDE_TOKEN_X, mid), 11)
                    blit_text(surface, names[0], (rect.x + WIDE_NAME_X, y), name_size, theme.TEXT, True)
                    text_x = rect.x + 14
                else:
                    blit_text(surface, place_text, (rect.x + 14, rect.centery), 26, colour, True, "midleft")
                    self.draw_token(surface, seat, (rect.x + 68, rect.centery))
                    text_x = rect.x + COMPACT_TEXT_X
                    blit_text(surface, names[0], (text_x, y), name_size, theme.TEXT, True)
                y += line_step(name_size) + 2
                self.draw_card_figures(surface, seat, text_x, y, len(lines))
        if row and self.slide(row - 1) >= 1:      # once every row stands
            self.draw_rule(surface)

    @per_language
    def compact_words(self, seat: int, height: int) -> tuple[int, tuple[str, ...], tuple[tuple[str, ...], ...]]:
        """(name size, name, figure lines) of a compact row: the name on one line (24 px, down
        to 20), then the card's grid of figures (`card_grid`): the same figures in the same
        places on every card, as many lines of it as the row holds."""
        cols, _widths, wide, size = self.card_grid(height)
        room = LEFT_W - (WIDE_NAME_X if wide else COMPACT_TEXT_X) - 14
        name_size, names = fit(self.seats[seat].name, room, self.card_name_size(height), True, 1)
        keys = self.card_front_keys()
        lines = tuple(keys[i:i + cols] for i in range(0, len(keys), cols))
        return name_size, names, lines[:self.card_lines(height, name_size, size)]   # (the rest: the figures' page)

    @staticmethod
    def card_name_size(height: int) -> int:
        """The name on a card: larger than its figures on every card (24 px; 22 on the smallest)."""
        return 24 if height >= 60 else 22

    @staticmethod
    def card_lines(height: int, name_size: int, size: int = READABLE) -> int:
        """How many lines of figures at `size` a card of `height` holds under its name (at least one)."""
        return max(1, (height - 4 - line_step(name_size) - 2) // card_line_step(size))

    @per_language
    def card_keys(self) -> tuple[str, ...]:
        """The figures every card shows, in one order for all: those that decide the places
        first, then the others (a seat without one shows "–")."""
        merged = dict.fromkeys(k for f in self.figures if isinstance(f, dict) for k in f if isinstance(k, str))
        return tuple(self.figure_keys(merged))

    @per_language
    def card_front_keys(self) -> tuple[str, ...]:
        """The figures a card shows: the two or three that decide the places (`CARD_MOST`),
        topped up to `CARD_LEAST` with the game's next ones, never one that is 0 for every
        player (`idle_keys`); every other figure stands on the figures' page, so the card stays
        calm and large."""
        keys = [k for k in self.card_keys() if k not in self.idle_keys()]
        ranked = [k for k in keys if k in self.ranked_by()][:CARD_MOST]
        rest = [k for k in keys if k not in ranked]
        return tuple(ranked + rest[:max(0, CARD_LEAST - len(ranked))])

    @per_language
    def idle_keys(self) -> tuple[str, ...]:
        """The figures that are 0 for every player ("Gestrichen 0" when nobody struck a row):
        they decide nothing, so the cards leave them off (the figures' page may keep them)."""
        def zero(seat: int, key: str) -> bool:
            figures = self.figures[seat] if seat < len(self.figures) else None
            if not isinstance(figures, dict) or (self.story is not None and self.story.void(figures, key)):
                return False
            value = figures.get(key)
            return isinstance(value, (int, float)) and not isinstance(value, bool) and value == 0
        seats = range(len(self.seats))
        return tuple(k for k in self.card_keys() if seats and all(zero(s, k) for s in seats))

    def card_label(self, key: str) -> str:
        """A figure's short name on the cards and the figures' page ("Warf raus"): the story's
        own wording for the report when it has one (`story.<game>.figure.<key>`: "Kreuze in
        bester Reihe"), else the game's."""
        for name in (f"story.{self.info.module}.figure.{key}", f"{self.info.module}.figure.{key}"):
            if self.t.has(name):
                return self.t(name)
        return key

    def card_value(self, seat: int, key: str) -> str:
        """A seat's figure as the cards write it ("10.750"), "–" when the seat has none."""
        figures = self.figures[seat] if 0 <= seat < len(self.figures) else None
        value = figures.get(key) if isinstance(figures, dict) else None
        if self.story is not None and self.story.void(figures, key):
            # a figure that means nothing for this seat (no row open): the game's word for why
            # ("raus", as the chart's line ends there with a stop), else a dash
            said = f"story.{self.info.module}.figure_void.{key}"
            return self.t(said) if self.t.has(said) else "–"
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not finite(value):
            return "–"                # (none, or not a number: nothing to compare)
        return self.number_text(value)

    @per_language
    def card_grid(self, height: int) -> tuple[int, tuple[int, ...], bool, int]:
        """(columns, width of each column, wide, text size) of the cards' figures: one calm
        layout for every number of players. Place, token and name on the top line, under them
        at most two columns of figures across the card, each a name on the left and its number
        right-aligned at the column's end, at least `CARD_NUMBER_GAP` apart: two columns
        wherever they fit, the same on every card and for 2 or 6 players (the numbers stand
        under each other); 22 px where every figure shows that way, else 20. A shorter card
        shows the first lines of the same grid (the figures' page has them all). `wide` is
        always True (kept for the callers that ask)."""
        keys = self.card_front_keys()
        room = LEFT_W - 14 - 10          # (from the card's left margin to 10 px before its edge)
        if not keys:
            return 1, (room,), True, READABLE
        seats = range(len(self.seats))
        best = None
        for cols, size in ((c, z) for c in range(min(CARD_COLUMNS, len(keys)), 0, -1) for z in CARD_SIZES):
            need = [width_of(self.card_label(k), size) + CARD_NUMBER_GAP
                    + max([width_of(self.card_value(s, k), size + CARD_VALUE_EXTRA, True) for s in seats] + [12])
                    for k in keys]
            widths = [max(need[i::cols]) for i in range(cols)]
            extra = (room - sum(widths) - CARD_COLUMN_GAP * (cols - 1)) // cols
            if extra < 0:
                continue                         # (a number would not fit beside its name)
            grid = (cols, tuple(w + extra for w in widths), True, size)
            if -(-len(keys) // cols) <= self.card_lines(height, self.card_name_size(height), size):
                return grid                      # every figure shows
            if best is None or (best[0] == cols and size < best[3]):
                best = grid                      # (else the size that shows the most; the page has all)
        return best or (1, (room,), True, READABLE)

    def draw_card_figures(self, surface: pygame.Surface, seat: int, x: int, y: int, lines: int) -> None:
        """A card's grid of figures: each figure's name (light) and its number (bold, brighter)
        at the same place on every card."""
        height, _gap = self.compact_rows()
        cols, widths, _wide, size = self.card_grid(height)
        step = card_line_step(size)
        for i, key in enumerate(self.card_front_keys()[:lines * cols]):
            col, line = i % cols, i // cols
            left = x + sum(widths[:col]) + CARD_COLUMN_GAP * col
            mid = y + line * step + step // 2          # (name and its larger number share a middle)
            value = self.card_value(seat, key)
            room = widths[col] - width_of(value, size + CARD_VALUE_EXTRA, True) - CARD_NUMBER_GAP
            blit_fitted(surface, self.card_label(key), (left, mid), room, size, LABEL_INK, anchor="midleft")
            blit_text(surface, value, (left + widths[col], mid), size + CARD_VALUE_EXTRA, theme.PAPER, True,
                      "midright")

    @per_language
    def figures_cut(self) -> bool:
        """Some card shows fewer than all of the figures (never cut with "…": whole figures are
        left off, and the figures' page lists those)."""
        shown, idle = self.card_shown_keys(), self.idle_keys()
        return any(k not in shown and k not in idle for k in self.card_keys())

    @per_language
    def card_shown_keys(self) -> tuple[str, ...]:
        """The figures every card shows (the card with the fewest lines decides): the figures'
        page lists only the others, so no figure is said twice on one screen."""
        height, _gap = self.compact_rows()
        cols = self.card_grid(height)[0]
        shown = len(self.card_front_keys())
        for group in self.ranking:
            for seat in group:
                if 0 <= seat < len(self.seats):
                    _size, _names, lines = self.compact_words(seat, height)
                    shown = min(shown, len(lines) * cols)
        return self.card_front_keys()[:shown]

    # -- words of the story -------------------------------------------------------------------
    def who(self, index: int) -> tuple[int, str]:
        """(style, name) of a story's seat index: the seat's colour and shape (a Spieleabend
        player's own); in Mensch the index is a colour, drawn as itself and named by who
        played it."""
        seat = index
        if self.owners and isinstance(index, int) and 0 <= index < len(self.owners):
            seat = self.owners[index]
        known = isinstance(seat, int) and 0 <= seat < len(self.seats)
        name = self.seats[seat].name if known else "?"
        if not isinstance(index, int) or index < 0:
            return 0, name
        if self.owners or not known:
            return self.colour_style(index), name
        return style_of(self.seats, index), name

    def won(self, index) -> bool:
        """The story's seat (Mensch: a colour) belongs to a winner."""
        seat = index
        if self.owners and isinstance(index, int) and 0 <= index < len(self.owners):
            seat = self.owners[index]
        return bool(self.ranking) and seat in self.ranking[0]

    def number_text(self, value) -> str:
        """A number as the language writes it: "10.750", "4,5", "−3"."""
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return str(value)
        if isinstance(value, float):
            if not finite(value):
                return "–"
            if not value.is_integer():
                text = f"{abs(value):.1f}".replace(".", self.t("app.decimal"))
                return f"−{text}" if value < 0 else text
            value = int(value)
        return grouped(self.t, value)

    def signed(self, value: float) -> str:
        """A luck bar's number with one decimal, so bars of one length say one number and bars
        of clearly different lengths never the same: "+2,3", "−0,6", "±0,0" (the sentence over
        the bars says it in words: "gut 2 Treffer mehr als zu erwarten")."""
        if not finite(value):
            return "±0" + self.t("app.decimal") + "0"
        tenths = round(value * 10)
        if tenths == 0:
            return "±" + self.tenths(0.0)
        return ("+" if tenths > 0 else "−") + self.tenths(abs(tenths) / 10)

    def about(self, value: float) -> str:
        """A luck figure in words a person says on the sofa: "gut 2" (2,3), "knapp 3" (2,7),
        "etwa 2" (2,1), "etwa 1,5" (1,5), "weniger als 1" (0,3)."""
        size = abs(value)
        if size >= 1 and 0.4 < round(size % 1, 2) < 0.6:          # halfway: "etwa 1,5", never "knapp 2" for 1,5
            return self.t("app.results.about", n=self.tenths(math.floor(size) + 0.5))
        n = whole(size)
        if n == 0:
            return self.t("app.results.about_under_one")
        key = "about_over" if size - n >= 0.2 else "about_under" if n - size >= 0.2 else "about"
        return self.t(f"app.results.{key}", n=self.number_text(n))

    def story_text(self, h: Highlight, tenths: bool = False) -> str:
        """A highlight (or the verdict) in words: {name} is its seat's, `*_seat` parameters
        name other seats, a list of language keys is said in words and joined ("vier Sechsen
        und drei Zweien"), `n` picks the singular key, numbers in the language's way (with
        `tenths`, `n` is a luck figure, said in plain words: "gut 3 Sechsen")."""
        params = {}
        for key, value in (h.params or {}).items():
            if key.endswith("_seat") and isinstance(value, int) and not isinstance(value, bool):
                params[key] = self.who(value)[1]
            elif isinstance(value, list) and value and all(isinstance(v, str) for v in value):
                params[key] = self.names_text([self.t(v) for v in value])     # words: "vier Sechsen"
            elif tenths and key == "n" and finite(value):
                params[key] = self.about(value)
            else:
                params[key] = self.number_text(value)
        others = [o for o in getattr(h, "others", ()) if isinstance(o, int) and not isinstance(o, bool)]
        names = list(dict.fromkeys(self.who(s)[1] for s in (h.seat, *others)))
        params["name"] = self.names_text(names)
        n = (h.params or {}).get("n")
        if tenths and finite(n):
            n = max(1, whole(abs(n)))          # "etwa 1 Sechs", "gut 2 Sechsen"
        key = h.key
        if len(names) > 1 and self.t.has(f"{key}_tied"):
            key = f"{key}_tied"
        if n == 1 and self.t.has(f"{key}_one"):
            key = f"{key}_one"
        return self.t(key, **params)

    def names_text(self, names: list[str]) -> str:
        """"Anna", "Anna und Ben", "Anna, Ben und Clara" as the language joins them."""
        if len(names) <= 1:
            return names[0] if names else "?"
        return ", ".join(names[:-1]) + self.t("app.results.and") + names[-1]

    @per_language
    def highlight_texts(self) -> list[tuple[int, str]]:
        """(style, sentence) of the first few highlights."""
        if self.story is None:
            return []
        return [(self.who(h.seat)[0], self.story_text(h)) for h in self.story.highlights[:HIGHLIGHTS_MAX]
                if isinstance(h, Highlight)]

    @per_language
    def highlight_tokens(self) -> list[tuple[int, ...]]:
        """The tokens beside each highlight: its seat's, and in a tie every tied seat's (one
        per line of its sentence, when it has as many lines; else the first's alone)."""
        if self.story is None:
            return []
        out = []
        for h in self.story.highlights[:HIGHLIGHTS_MAX]:
            if isinstance(h, Highlight):
                seats = (h.seat, *[o for o in getattr(h, "others", ()) if isinstance(o, int)])
                out.append(tuple(dict.fromkeys(self.who(seat)[0] for seat in seats)))
        return out

    @per_language
    def highlight_layout(self, width: int, height: int) -> list[tuple[int, int, tuple[str, ...]]] | None:
        """(style, size, lines) of the highlights in a panel of this size, each whole and short
        (at most three lines): as large as the panel holds them all (32 px down to 24); when
        not even 24 px holds them all, fewer of them, the first ones, as large as 24 px or more
        (fewer, larger: read from the sofa); else as many as hold at the smallest size, in
        order; None when not even the first fits."""
        texts = self.highlight_texts()
        for count in range(len(texts), 0, -1):
            for size in HIGHLIGHT_SIZES:
                laid = [(style, *fit(text, width - 28 - self.highlight_indent(size), size, False,
                                     HIGHLIGHT_LINES, smallest=size)) for style, text in texts[:count]]
                if all("…" not in "".join(lines) for _style, _size, lines in laid) and \
                        self.highlights_height(laid) <= height:
                    return laid
        laid = [(style, *fit(text, width - 50, READABLE, False, 9)) for style, text in texts]
        kept, used = [], HIGHLIGHTS_TOP
        for style, size, lines in laid:
            used += line_step(size) * len(lines) + HIGHLIGHT_GAP
            if used > height:
                break
            kept.append((style, size, lines))
        return kept or None

    def highlights_told(self) -> int:
        """How many of the story's highlights (the first ones) the highlights' panel on the
        screen shows (0: no panel); the page of player cards tells the others on their
        players' cards, so no highlight is ever left untold."""
        rect = self.story_rects().get("highlights")
        if rect is None:
            return 0
        laid = self.highlight_layout(rect.w, rect.h)
        return len(laid) if laid is not None else len(self.highlight_texts())

    @staticmethod
    def highlight_indent(size: int) -> int:
        """Where a highlight's words begin after its token (a larger token beside larger words)."""
        return 2 * max(10, size // 2 - 2) + 10

    @staticmethod
    def highlights_height(laid) -> int:
        """How tall a panel the highlights `laid` out need at least: title, lines, gaps."""
        return HIGHLIGHTS_TOP + sum(line_step(size) * len(lines) + HIGHLIGHT_GAP for _style, size, lines in laid)

    def draw_highlights(self, surface: pygame.Surface, rect: pygame.Rect, part: str = "all") -> None:
        x, y = rect.x + 16, rect.y + 10
        if part != "moving":
            draw_panel(surface, rect, PANEL, 245, 14)
            blit_text(surface, self.t("app.results.highlights"), (x, y), 22, theme.ACCENT, True)
        if part == "static":
            return
        y += 38
        start = self.arrived() + HIGHLIGHT_DELAY
        laid = self.highlight_layout(rect.w, rect.h)
        if laid is None:     # (too little room even for two lines each: as many as fit)
            laid = [(style, *fit(text, rect.w - 50, 20, False, 2)) for style, text in self.highlight_texts()]
        # the room left over spreads between them (up to a line's height), so they fill the panel
        free = rect.h - self.highlights_height(laid)
        gap = HIGHLIGHT_GAP + max(0, min(HIGHLIGHT_GAP_MOST, free // max(1, len(laid))))
        texts = self.highlight_texts()
        for i, (style, size, lines) in enumerate(laid):
            if self.time < start + i * HIGHLIGHT_STEP or y + line_step(size) * len(lines) > rect.bottom - 6:
                break
            if len(lines) > 1:
                drawn(texts[i][1])         # the whole sentence is on screen, over several lines
            tokens = self.highlight_tokens()[i] if i < len(self.highlight_tokens()) else (style,)
            if len(tokens) > TIED_TOKENS_MOST:  # (a wide tie: the first seat's token alone)
                tokens = tokens[:1]
            radius = (self.highlight_indent(size) - 10) // 2
            # the tokens all beside the first line (a tie's side by side, smaller): a later line
            # with a token of its own would read as a highlight of its own
            small = radius if len(tokens) == 1 else max(6, (2 * radius + 6) // (2 * len(tokens)))
            for k, token in enumerate(tokens):
                draw_seat_token(surface, token, (x + small + k * (2 * small + 1), y + line_step(size) // 2), small)
            for line in lines:
                blit_text(surface, line, (x + self.highlight_indent(size), y), size, theme.TEXT)
                y += line_step(size)
            y += gap

    @per_language
    def luck_figures(self, unit_key: str | None = None) -> list:
        """The seats' luck in `unit_key` (by default the story's main unit), in seat order."""
        if self.story is None:
            return []
        best = self.story.luckiest(unit_key)
        if best is None:
            return []
        return sorted((f for f in self.story.luck if f.unit_key == best.unit_key and finite(f.luck)),
                      key=lambda f: f.seat)

    @per_language
    def luck_units(self) -> list[str]:
        """The story's further measures of luck after its main one (Mensch: knock-out chances
        after sixes): each is a page beside the charts."""
        if self.story is None or self.story.luckiest() is None:
            return []
        main = self.story.luckiest().unit_key
        return [u for u in dict.fromkeys(f.unit_key for f in self.story.luck) if u != main]

    def amount(self, unit_key: str, n: float) -> str:
        """`n` of a unit in plain words: "gut 4 Treffer" (the unit's text with {n}, or the
        words before it)."""
        one = max(1, whole(abs(n))) == 1
        key = f"{unit_key}_one" if one and self.t.has(f"{unit_key}_one") else unit_key
        said = self.about(n)
        if "{n}" in self.t(unit_key):
            return self.t(key, n=said)
        return f"{said}\u00a0{self.t(key)}"     # (the number never parts from its word)

    def tenths(self, value: float) -> str:
        """A luck figure's size with one decimal: "3,0", "0,8"."""
        return f"{abs(round(value, 1)):.1f}".replace(".", self.t("app.decimal"))

    def several_lucks(self) -> bool:
        """The story measures luck more than once (Mensch: sixes and knock-out chances): then
        each meter is titled with what it measures and none says who had "the most luck"
        overall, so two meters naming different people never contradict each other."""
        return bool(self.luck_units())

    def luck_title(self, unit_key: str | None = None) -> str:
        """The luck panel's title: "Glück mit den Würfeln", or with several measures of luck
        the one it shows ("Glück: Sechsen")."""
        if unit_key is None and self.several_lucks():
            best = self.story.luckiest() if self.story is not None else None
            unit_key = best.unit_key if best is not None else None
        if unit_key is None:
            return self.t("app.results.luck_title")
        return self.t("app.results.luck_page_title", unit=self.t(unit_key))

    @per_language
    def luck_sentence(self, unit_key: str | None = None) -> str:
        verdict = getattr(self.story, "verdict", None)
        several = self.several_lucks()
        said = verdict() if callable(verdict) and unit_key is None and not several else None
        if isinstance(said, Highlight):
            return self.story_text(said, tenths=True)
        best = self.story.luckiest(unit_key) if self.story is not None else None
        if best is None:
            return ""
        n = round(abs(best.luck), 1)
        if n < 0.05:
            return self.t("app.results.luck_even")
        # everyone whose bar shows the same figure as the luckiest's is named (a tie)
        top = round(best.luck, 1)
        tied = [best.seat] + [f.seat for f in self.luck_figures(unit_key)
                              if f.seat != best.seat and round(f.luck, 1) == top]
        name = self.names_text(list(dict.fromkeys(self.who(seat)[1] for seat in tied)))
        if best.luck < 0:             # (the amount names the unit the bars count in)
            key = "unlucky_fewer" if best.good_when_more else "unlucky_more"
        else:
            key = "more" if best.good_when_more else "fewer"
        key = f"app.results.{'luck_measure' if several else 'luck'}_{key}"
        if len(tied) > 1:
            key += "_tied"
        return self.t(key, name=name, amount=self.amount(best.unit_key, n))

    def luck_meter(self, size: tuple[int, int], unit_key: str | None = None) -> CentreBars:
        key = (self.t.lang, size, unit_key)
        meter = self._luck.get(key)
        if meter is None:
            figures = self.luck_figures(unit_key)
            rows = [BarRow(self.who(f.seat)[0], max(0.0, -f.luck), max(0.0, f.luck),
                           self.signed(f.luck) if f.luck < 0 else "", self.signed(f.luck) if f.luck >= 0 else "",
                           label=self.who(f.seat)[1]) for f in figures]
            longest = max([abs(f.luck) for f in figures] + [1.0])
            beside = self.luck_label_width(size[0], figures)
            captions = len(rows) <= 4     # (five or six named rows: the signs say it)
            meter = self._luck[key] = CentreBars(size, rows, left_caption=self.t("app.results.unlucky") if captions else "",
                                                 right_caption=self.t("app.results.lucky") if captions else "",
                                                 scale=longest,
                                                 label_width=beside, lean=True, number_column=True,
                                                 text=LUCK_TEXT if self.luck_names_large(rows, beside) else READABLE)
        return meter

    @staticmethod
    def luck_names_large(rows, beside: int) -> bool:
        """The luck bars' names and numbers stand at 22 px: up to four players whose names each
        fit on one line beside their bar (else 20 px, a long name on two lines)."""
        return len(rows) <= 4 and all(width_of(r.label, LUCK_TEXT) + 8 <= beside for r in rows)

    def luck_label_width(self, width: int, figures) -> int:
        """The column for the names beside the luck bars: as wide as the widest name, at most
        two fifths of the panel (a longer name goes onto two lines at a space or after a
        hyphen, never broken inside a word where it can help it)."""
        cap = max(60, (width - 30) * 2 // 5 if width < 600 else width // 2)
        need = 40
        for f in figures:
            name = self.who(f.seat)[1]
            wide = width_of(name, LUCK_TEXT if len(figures) <= 4 else READABLE)
            need = max(need, name_column(name) if wide > cap - 12 else wide)
        return min(max(cap, (width - 30) * 11 // 20), need + 12)

    def luck_names_wrap(self, width: int) -> bool:
        """Some name beside the luck bars needs two lines in a panel `width` wide."""
        figures = self.luck_figures()
        return bool(figures) and any(width_of(self.who(f.seat)[1], READABLE) + 12 > self.luck_label_width(width - 32, figures)
                                     for f in figures)

    def draw_luck(self, surface: pygame.Surface, rect: pygame.Rect, part: str = "all",
                  unit_key: str | None = None) -> None:
        """The luck meter: the story's main measure under the highlights, or (`unit_key`) a
        further one as a page beside the charts, titled by its unit."""
        x, y = rect.x + 16, rect.y + 10
        rows = len(self.luck_figures(unit_key))
        least = self.luck_meter((rect.w - 32, 60), unit_key)       # the bars at their closest
        need = least.top + max(1, rows) * least.row_h
        spare = rect.bottom - 8 - y - 34 - 4 - need      # what the bars leave for the sentence
        most = max(1, min(self.sentence_lines(rows), spare // line_step(20)))
        sentence = self.luck_sentence(unit_key)
        size, lines = fit(sentence, rect.w - 32, 20, False, most)
        if "…" in "".join(lines) and ":" in sentence:    # too long for the room: who, without the how much
            sentence = sentence.rsplit(":", 1)[0]          # (the bars show the numbers)
            size, lines = fit(sentence, rect.w - 32, 20, False, most)
        larger = fit(sentence, rect.w - 32, 22, False, most, smallest=22)   # larger where it fits as well
        if len(larger[1]) <= len(lines) and "…" not in "".join(larger[1]) and \
                line_step(22) * len(larger[1]) <= max(spare, line_step(size) * len(lines)):
            size, lines = larger
        top = y + 34 + line_step(size) * len(lines) + 4
        meter = self.luck_meter((rect.w - 32, rect.bottom - 8 - top), unit_key)
        # where the bars and their names stand (a row cut by the window's edge was reported)
        self.luck_drawn = pygame.Rect(x, top, meter.size[0], meter.top + len(meter.rows) * meter.row_h)
        if part != "moving":
            draw_panel(surface, rect, PANEL, 245, 14)
            title = self.luck_title(unit_key)
            room = rect.w - 32 if unit_key is None or self.page_count() < 2 else self.page_arrows()[0].left - x - 8
            blit_fitted(surface, title, (x, y), room, 22, theme.ACCENT, True)
            if len(lines) > 1:
                drawn(sentence)
            for i, line in enumerate(lines):
                blit_text(surface, line, (x, y + 34 + i * line_step(size)), size, theme.TEXT)
            meter.static(surface, (x, top))
        if part != "static":
            start = self.arrived() + LUCK_DELAY if unit_key is None else max(self.arrived(), self.page_time)
            meter.moving(surface, (x, top), ease_out_cubic((self.time - start) / LUCK_TIME))

    def page_label(self) -> str:
        return self.t("app.results.chart_page", n=self.chart_index + 1, of=self.page_count())

    def page_arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Where the ‹ and › of the chart's pages are (clickable)."""
        right = pygame.Rect(0, 0, 36, 36)
        right.topright = (RIGHT_X + RIGHT_W - 10, STORY_TOP + 6)
        label_w = render(self.page_label(), CHART_TEXT, theme.TEXT_DIM).get_width()
        left = right.move(-(label_w + 48), 0)
        return left, right

    def line_chart(self, rect: pygame.Rect) -> LineChart:
        size = (rect.w - 32, rect.h - 18)
        key = (self.t.lang, self.chart_index, size)
        chart = self._charts.get(key)
        if chart is None:
            c = self.charts()[self.chart_index]
            series = []
            for line in c.lines:
                style, name = self.who(line.seat)
                points, marks = tuple(line.points), tuple((m.x, m.y, m.kind) for m in line.marks)
                out = self.chart_index == 0 and self.went_out(line.seat)
                if out:
                    points, marks = ended_where_out(points, marks)
                series.append(Series(style, points, marks, name, self.won(line.seat), out))
            room = size[0] - 8
            if self.page_count() > 1:
                left, _right = self.page_arrows()
                room = left.left - rect.x - 32
            chart = self._charts[key] = LineChart(
                size, series, title=self.t(c.title_key), x_name=self.t(c.x_key), y_name=self.t(c.y_key),
                mark_names={kind: self.t(k) for kind, k in c.mark_keys.items()}, y_max=c.y_max,
                number=self.number_text, names=False,
                empty=self.t("app.results.chart_empty"), title_room=room,
                x_end=getattr(c, "x_end", None), end_names=True, spans=list(getattr(c, "spans", None) or ()),
                span_name=self.t(c.span_key) if getattr(c, "span_key", "") else "", lanes=True,
                strips=knotted([s.points for s in series]),    # a knot of lines: a band each
                count_name=functools.partial(self.mark_count_name, dict(c.mark_keys)),
                label=CHART_TEXT if len(series) <= 4 else READABLE,     # (five or six lines: room for their names)
                goal=getattr(c, "goal", None),
                goal_name=self.t(c.goal_key, n=self.number_text(c.goal)) if getattr(c, "goal_key", "") else "")
        return chart

    def mark_count_name(self, mark_keys: dict[str, str], kind: str, n: int) -> str:
        """What a counted mark on the chart means ("×3 = 3 Fehlwürfe in einer Runde"): the
        game's own words for its kind where it has them, else the mark's name n times."""
        key = mark_keys.get(kind, "")
        own = key.replace(".mark.", ".mark_count.", 1)
        if own != key and self.t.has(own):
            return self.t(own, n=n)
        return self.t("story.chart.mark_count", n=n, what=self.t(key)) if key else ""

    def went_out(self, seat: int) -> bool:
        """The seat went out of the game (its figure that decides the places means nothing any
        more: Durchmarsch, every row struck)."""
        figures = self.figures[seat] if isinstance(seat, int) and 0 <= seat < len(self.figures) else None
        keys = self.ranked_by()
        return self.story is not None and bool(keys) and self.story.void(figures, keys[0])

    def draw_chart(self, surface: pygame.Surface, rect: pygame.Rect, part: str = "all") -> None:
        pos = (rect.x + 16, rect.y + 10)
        unit = self.page_luck_unit()
        if unit is not None:
            self.draw_luck(surface, rect, part, unit)
            if part != "moving":
                self.draw_page_arrows(surface)
            return
        if part != "static" and not self.on_figures_page():
            progress = self.chart_progress()
            if part == "moving":
                self.line_chart(rect).moving(surface, pos, progress)
            else:
                draw_panel(surface, rect, PANEL, 245, 14)
                self.line_chart(rect).draw(surface, pos, progress)
        if part == "moving":
            return
        if part == "static":
            draw_panel(surface, rect, PANEL, 245, 14)
            if not self.on_figures_page():
                self.line_chart(rect).static(surface, pos)
        if self.on_figures_page():
            if part == "all":
                draw_panel(surface, rect, PANEL, 245, 14)
            player_cards.draw_cards(self, surface, rect)
        self.draw_page_arrows(surface)

    def draw_page_arrows(self, surface: pygame.Surface) -> None:
        if self.page_count() > 1:
            left, right = self.page_arrows()
            back, on = self.page_ways()
            if back:
                blit_text(surface, "‹", left.center, 34, theme.ACCENT, True, "center")
            if on:
                blit_text(surface, "›", right.center, 34, theme.ACCENT, True, "center")
            blit_text(surface, self.page_label(), (left.right + 6, left.centery), CHART_TEXT, theme.TEXT_DIM,
                      anchor="midleft")


    def figure_number(self, seat: int, key: str) -> float | None:
        """A seat's figure as a number to compare (None: the seat has none, or it means nothing)."""
        figures = self.figures[seat] if 0 <= seat < len(self.figures) else None
        value = figures.get(key) if isinstance(figures, dict) else None
        if self.story is not None and self.story.void(figures, key):
            return None
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not finite(value):
            return None
        return float(value)


def card_line_step(size: int) -> int:
    """The height of one line of a card's figures whose names are `size` px (their numbers larger)."""
    return line_step(size + CARD_VALUE_EXTRA)


def name_column(name: str) -> int:
    """How wide a column must be for `name` on two lines at READABLE, broken at the space or
    after the hyphen that leaves the narrowest column (a single long word: in halves)."""
    splits = [(name[:i], name[i + 1:]) for i, ch in enumerate(name) if ch == " "] + \
             [(name[:i + 1], name[i + 1:]) for i, ch in enumerate(name) if ch == "-" and 0 < i < len(name) - 1]
    if not splits:
        half = -(-len(name) // 2)
        splits = [(name[:half], name[half:])]
    return min(max(width_of(a, READABLE), width_of(b, READABLE)) for a, b in splits)


def story_has_anything(story: Story) -> bool:
    return bool(story.charts or story.highlights or story.luck)
