"""The Zehntausend table: the dice tray, dice set aside, the turn's decision, the score sheet.

The engine decides, the table shows. Its events are played one after another as *beats*
(a throw lands, a bot's chosen dice light up, dice fly aside, "alle in den Becher", a lost
turn is stamped, a bank is written on the sheet); everything drawn comes from `shown` (the
match as the players have seen it) and from the table's own picture of the turn and of the
sheet that catches up beat by beat, so nothing runs ahead of the dice. Input and bots wait
until the beats played; a confirm press or a click skips them, to the end of the action.

Keys of the seat to move (each keyboard cluster or pad has its own; nobody else's play):
- after a throw the cursor is on the first die that can be set aside (with hints on: the first
  die the coach names, where confirm marks every die the coach names): left/right walk it over those dice
  only (a die that scores nothing is never visited), left to right as they lie (dice one above
  the other top to bottom), confirm puts the die into the choice or takes it out again, a die
  of three or four alike (other than 1s and 5s) with the others of its kind; after a mark the
  cursor steps on to the next unmarked die that could still score;
- one key then ends the choice, the key the button's cap shows: down is "Weiterwürfeln" (sets
  the choice aside and throws the rest at once; "Alle neu würfeln" when every die is aside),
  back is "Aufschreiben" (sets the choice aside and writes the turn down), up is "5er drehen"
  when two single fives are chosen under that house rule; a choice that does not count is
  refused with its reason;
- at a turn's start, after a house and under Übernehmen the buttons are what the engine allows
  (Würfeln, Übernehmen, Neu würfeln, Klopfen). The mouse clicks dice and buttons.
What the choice is worth, why it is refused, whether writing down would be allowed and the
exact risk of the next throw all come from the engine; with the coach's hints on, the panel also
shows what the best bot would do and why (`TableBase.coach_words`).

The pieces: `beats` (engine events become beats), `decision` (the choice and the buttons, as
the engine sees them), `panel` (the panel of the turn, and the news strip under the tray
with stamps and refusals), `sheet` (score sheet, seat plates, the scoring card), `lettering`
(text sizes, never under the readable floor).
"""

from __future__ import annotations

from collections import deque
from dataclasses import replace
from types import SimpleNamespace

import pygame

from game.engine import IllegalAction
from game.zehntausend import match as z
from game.zehntausend.odds import no_score_fraction
from game.zehntausend.scoring import PASCH_MAX as PASCH_MOST
from game.zehntausend.scoring import counts_of, pasch_value, score_counts
from scenes.dice.tray import DiceTray, table_seed
from scenes.tables import prompt
from scenes.tables.base import TableBase
from scenes.tables.zehntausend import lettering
from scenes.tables.zehntausend.beats import ActionPlan, BeatPlayer, Stamp, TurnView
from scenes.tables.zehntausend.decision import Decision, Preview, pasch_text
from scenes.tables.zehntausend.lettering import fit, flow, line_height, lines_of, width_of
from scenes.tables.zehntausend.panel import PanelPainter, news_lines
from scenes.tables.zehntausend.reminder import draw_reminder, reminder_picture
from scenes.tables.zehntausend.sheet import (
    LARGE_CARD,
    PLATE_W,
    PlatePainter,
    PlateView,
    SheetPainter,
    SheetView,
    card_height,
    card_looks,
    card_texts,
    column_rooms,
    compact_plate_height,
    heads_whole,
    leaders,
    plate_height,
    plate_lines,
    points_text,
    render_card,
    slim_line_fits,
    totals_of,
)
from scenes.ui import theme
from scenes.ui.backdrop import backdrop
from scenes.ui.numbers import chance_text
from scenes.ui.seat_panel import key_label, kind_text
from scenes.ui.text import blit_text, drawn
from scenes.ui.widgets import draw_seat_token

# The canvas is 1280x720: title and whose turn across the top, in a band as tall as the large
# "who must act" prompt, which takes the title's and the turn's place there (it names the same
# seat) and leaves the target at the right in sight; under it the tray, the table's heart, across
# the left and the middle column, the first two seat plates beside it on the right. Under the tray
# on the left the dice set aside, the news strip (refusals, stamps, why the chosen dice do not
# count, else what just happened: never over a die) and the panel of the turn (the coach's card
# right above its buttons); in the middle and on the right the other plates over the score sheet,
# with the scoring card beside them where there is room.
HEADER = pygame.Rect(0, 0, 1280, 102)      # as tall as the large prompt (see `draw_prompt`)
# the dice are the game: the tray spans two columns, dice large enough to count their pips from
# the sofa (72 px at 1280x720), with room to tumble; the panel of the turn keeps only the room its
# lines and buttons need
TRAY_RECT = pygame.Rect(16, 102, 894, 214)        # over the left and the middle column: the table's heart
NARROW_TRAY = pygame.Rect(16, 102, 544, 214)      # the left column's only, for plates of very long names
COMPACT_GAP = 8       # between the slim plates of four seats and more
# the dice set aside lie right under the tray and the news strip under them: a die flying aside
# arcs up from the felt into its place and never crosses the strip, whose words stay readable
NEWS = pygame.Rect(16, 416, 544, 72)          # two lines of news, or a stamp's words
DIE = 72
UNMARKED_SECONDS = 3.0  # how long the news strip says a mark was taken back
DICE_GAP = 18         # dice at rest keep apart, so each reads as one die and the cursor marks one
ASIDE_ROW = pygame.Rect(16, 316, 544, 100)        # the dice set aside and their points under them
ASIDE_Y = ASIDE_ROW.y + 1 + DIE // 2
ASIDE_X = TRAY_RECT.x + 150                    # the first place, when the row has room for the label
ASIDE_STEP = DIE + 4
ASIDE_GROUP_GAP = 6
PANEL = pygame.Rect(16, 488, 544, 228)           # compact: the turn, the odds, the buttons, the keys
RIGHT = pygame.Rect(576, 102, 688, 612)           # plates, sheet and card (beside and under the tray)
PLATE_GAP = 10
BESIDE_TRAY = pygame.Rect(RIGHT.right - PLATE_W, RIGHT.y, PLATE_W, TRAY_RECT.bottom + PLATE_GAP - RIGHT.y)
UNDER_TRAY_Y = TRAY_RECT.bottom + PLATE_GAP       # the plates beyond two, the sheet and the card start here
SHEET_LINES_LEAST = 4      # the sheet's newest lines in sight at five and six seats
GRID_SEATS = 5             # from five seats on the plates stand in one grid beside a narrower tray
CARD_W = 340               # the scoring card, its rule sentences on two lines at 22 px
CARD_W_USUAL = 300         # the card where four columns of names need the room beside it
CARD_W_LEAST = 272          # the card narrowed so a long name keeps its column whole
SMALL_TITLE = 24                         # the game's name over the target, in the header's right corner
RING_ROOM = 12                           # the pulsing ring round the large prompt reaches this far out
PROMPT_X = RING_ROOM                     # the prompt's left edge in the header band, room for its ring
BAND_ROOM = HEADER.h - 2 * RING_ROOM     # how tall the prompt's banner may be, its ring in the band
TURN_X = 20                              # whose turn, at the header's left while no prompt shows
AIM_SIZE = 28                            # the aim of a turn, on the empty felt before the first throw
AIM_INK = (246, 242, 226)                # chalk-white on the green felt
LABEL_W = 210                            # the target label at the header's right wraps to this
PANEL_BG = (24, 30, 28)
NEWS_BG = (18, 24, 22)
DIRECTIONS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


PLACE_FILL = (20, 27, 24)     # a free place for a die set aside: a square pressed into the table
PLACE_EDGE = (72, 90, 80)


def place_picture() -> pygame.Surface:
    """A free place in the row of dice set aside: a die-sized recessed square with a rim."""
    surf = pygame.Surface((DIE, DIE), pygame.SRCALPHA)
    pygame.draw.rect(surf, PLACE_FILL, surf.get_rect(), border_radius=10)
    pygame.draw.rect(surf, PLACE_EDGE, surf.get_rect(), width=2, border_radius=10)
    return surf


class TableScene(BeatPlayer, TableBase):
    def __init__(self, app, info, seats, seed, match=None):
        # the words' sizes for the window this table is seen in, before anything is laid out
        lettering.fit_window(app.picture_scale())
        super().__init__(app, info, seats, seed, match)
        m = self.shown
        self.n = m.rules.dice
        # the first place of the row set aside: the last of n dice set aside one by one still
        # lies whole in the row (six dice leave the label less room, or none)
        self.aside_x = min(ASIDE_X, ASIDE_ROW.right - 6 - DIE // 2 - (self.n - 1) * (ASIDE_STEP + ASIDE_GROUP_GAP))
        # the wide tray, unless names so long that their plates leave the sheet too little room
        self.tray_rect = TRAY_RECT if len(seats) < GRID_SEATS else NARROW_TRAY
        self.gridded = False
        self.layout()
        if lettering.SMALL_WINDOW and len(seats) >= 4 and not self.compact_plates and self.counts_rect is None:
            # a small window's larger words leave four plates of two rows, the card and the
            # sheet no room under a wide tray: the plates stand in the grid of a crowded table,
            # what scores in short under the sheet, which keeps room for its newest lines
            self.gridded = True
            self.tray_rect = NARROW_TRAY
            self.layout()
        if not self.sheet_fits():
            self.tray_rect = NARROW_TRAY
        self.tray = DiceTray(self.tray_rect, seed=table_seed(seed, self.match), dice_speed=app.config.general.dice_speed,
                             sound=app.sound, die_size=DIE, mark_colours=(theme.ACCENT, theme.BAD),
                             gap=DICE_GAP)
        _ = self.tray.background        # felt and rim are drawn now, not in the first frame
        self.ids: dict[int, int] = {}              # engine die index -> tray die id
        self.aside: list[int] = []                 # engine dice in the row beside the tray
        self.groups: list[tuple[int, int, int]] = []   # (first slot, dice, points) per put-aside
        self.in_play: tuple[int, ...] = ()         # engine dice of the throw lying in the tray
        seat = m.current_seat if m.current_seat is not None else 0
        self.view = TurnView(seat, m.turn_points, m.dice_left, m.proof_status, faces=tuple(m.unproven))
        self.lines: list[list] = [list(h) for h in m.history]    # the score sheet as written
        self.descending = list(m.descending)       # Bumerang: who counts down
        self.final_round = m.is_final_round
        self.over_shown = m.is_over
        self.offered = False                       # Übernehmen: the dice aside stay on offer
        self.instant_win = False
        self.plan = ActionPlan()
        self.stamp: Stamp | None = None
        self.refused_at = 0.0
        self.unmarked: tuple[str, float, frozenset] | None = None   # the words, when, the marks left
        self._write_down_after: tuple[tuple, bool] | None = None      # (the throw, its answer)
        self.log: deque[tuple] = deque(maxlen=3)  # what happened in the turn shown, newest last,
        self.previous: tuple | str = ""            # as (key, values) (`said`); the last turn's result
        self.decision = Decision()
        self._prompt_focus = self.decision.focus   # the focus the banner's words were made for
        self.version = 0                           # bumps with every change of the match
        self.target_left = RIGHT.right             # where the header's target label begins
        self.target_rect: pygame.Rect | None = None  # and where it stands, as last drawn
        self.panel = PanelPainter(self, PANEL)
        self._lang = ""
        self._build_pictures()
        self._restore_view()
        for k in range(1, self.n + 1):             # exact odds are counted once, up front
            no_score_fraction(k, m.rules)
        self.draw(pygame.Surface((theme.SCREEN_W, theme.SCREEN_H)))   # fill the caches before frame 1

    # -- pictures made once ------------------------------------------------------------------
    def _build_pictures(self) -> None:
        self._lang = self.t.lang
        self.layout()
        surf = backdrop(dice=False).copy()
        pygame.draw.rect(surf, (0, 0, 0), PANEL.move(0, 4), border_radius=16)
        pygame.draw.rect(surf, PANEL_BG, PANEL, border_radius=16)
        pygame.draw.rect(surf, (52, 64, 58), PANEL, width=1, border_radius=16)
        self.title = self.t("app.game.zehntausend")           # (drawn by `draw_header`)
        self.small_title_rect: pygame.Rect | None = None   # the name over the target, drawn last frame
        aside = self.words("aside")
        room = self.aside_x - DIE // 2 - 12 - (self.tray_rect.x + 8)
        aside_lines = lines_of(aside, lettering.FLOOR, room)
        whole = " ".join(aside_lines).split() == aside.split()     # no word broken in two
        if not whole or any(width_of(line, lettering.FLOOR) > room for line in aside_lines) or len(aside_lines) > 3:
            aside_lines = ()        # no room for a word whole: the empty places speak for themselves
        step = line_height(lettering.FLOOR)
        # the label stands beside the row only while a die lies in it (`draw_places`)
        self.aside_label = tuple((line, (self.tray_rect.x + 8, ASIDE_Y - step * len(aside_lines) // 2 + j * step))
                                 for j, line in enumerate(aside_lines))
        self.background = surf.convert() if pygame.display.get_surface() else surf
        self.place_picture = place_picture()
        self.sheet = SheetPainter(self.background.subsurface(self.sheet_rect).copy())
        self.plates = PlatePainter(self.background)
        self.card = None
        lines = self.card_lines()
        if self.card_rect is not None:
            self.card = render_card(self.background.subsurface(self.card_rect), self.words("card_title"), lines,
                                    self.card_pictures(), self.card_look)
        self.painted = []              # words in the background
        if self.card is not None:
            self.painted += card_texts(self.words("card_title"), lines, self.card_rect.w, self.card_pictures(),
                                       self.card_look)

    def layout(self) -> None:
        self.compact_plates = False
        self.keys_alone = False
        self.counts_rect = None
        if len(self.seats) >= GRID_SEATS or self.gridded:
            self._layout_grid()
        elif self.tray_rect == NARROW_TRAY:
            self._layout_narrow()
        else:
            self._layout_wide()

    def sheet_fits(self) -> bool:
        """The sheet's head, its totals and a line under them fit in the room the layout leaves it."""
        names = tuple(s.name for s in self.seats)
        _widths, _size, row_h, first_line_y = SheetPainter.grid(SimpleNamespace(names=names, size=self.sheet_rect.size))
        return self.sheet_rect.h >= first_line_y + row_h

    def _layout_wide(self) -> None:
        """Three and four seats whose names and keys fit slim plates: every plate stacked beside
        the tray, one group (`_layout_slim`). Else the first two plates stacked beside the tray,
        as tall as the longest name needs; the others under the tray: up to four seats one a row over the sheet, with the card in the
        right column beside them and the sheet when every line of it fits there and the sheet's
        columns still carry every name whole; five and six seats two a row over a sheet as wide
        as both columns."""
        count = len(self.seats)
        names = [s.name for s in self.seats]
        slim = compact_plate_height(names)
        if (count >= 3 and RIGHT.y + 4 * slim + 3 * COMPACT_GAP <= TRAY_RECT.bottom
                and all(slim_line_fits(seat.name, text) for seat, text in self.slim_musts())):
            self._layout_slim(slim)
            return
        h = plate_height(names, self.plate_texts())
        beside = [pygame.Rect(BESIDE_TRAY.x, BESIDE_TRAY.y + i * (h + PLATE_GAP), PLATE_W, h) for i in range(min(2, count))]
        below = max(UNDER_TRAY_Y, beside[-1].bottom + PLATE_GAP)
        per_row = 1 if count <= 4 else 2
        under = [pygame.Rect(RIGHT.x + (i % per_row) * (PLATE_W + PLATE_GAP), below + (i // per_row) * (h + PLATE_GAP),
                             PLATE_W, h) for i in range(count - len(beside))]
        self.plate_rects_ = beside + under
        top = under[-1].bottom + PLATE_GAP if under else below
        lone = per_row == 2 and len(under) % 2 == 1
        card_top = beside[-1].bottom + PLATE_GAP    # in the right column, right under the plates beside the tray
        sheet = pygame.Rect(RIGHT.x, top, RIGHT.w, RIGHT.bottom - top)
        self._place_card(sheet, card_top, count)
        if lone and self.card_rect is None:   # no card beside it: the lone plate stands centred
            self.plate_rects_[-1].centerx = RIGHT.centerx
        self.sheet_rect = sheet

    def _layout_slim(self, h: int) -> None:
        """Three seats and more: slim plates (name, what plays it and the total on one row), the
        first four stacked beside the tray, the others two a row under it; the score sheet under
        the tray then keeps room for its newest rounds (at least four lines), with the card
        beside it at four seats."""
        count = len(self.seats)
        self.compact_plates = True
        beside = [pygame.Rect(BESIDE_TRAY.x, RIGHT.y + i * (h + COMPACT_GAP), PLATE_W, h) for i in range(min(4, count))]
        under = [pygame.Rect(RIGHT.x + (i % 2) * (PLATE_W + PLATE_GAP), UNDER_TRAY_Y, PLATE_W, h)
                 for i in range(count - len(beside))]
        self.plate_rects_ = beside + under
        top = under[-1].bottom + PLATE_GAP if under else UNDER_TRAY_Y
        sheet = pygame.Rect(RIGHT.x, top, RIGHT.w, RIGHT.bottom - top)
        self._place_card(sheet, beside[-1].bottom + COMPACT_GAP, count)   # right under the last plate
        if len(under) == 1 and self.card_rect is None:   # the lone plate stands centred
            self.plate_rects_[-1].centerx = RIGHT.centerx
        self.sheet_rect = sheet

    def _place_card(self, sheet: pygame.Rect, card_top: int, count: int) -> None:
        """'Was zählt' beside `sheet` from `card_top` down (narrowing the sheet), unless it would
        leave a name over its column cut short: a long name's column is made wider first, then
        the card a little narrower (its lines wrap), so the card stays whenever that is enough.
        Up to four seats; the card large (values and dice read from the sofa) where the room
        allows, else compact."""
        self.card_rect = None
        self.card_look = LARGE_CARD
        names = [s.name for s in self.seats]
        whole_anyway = not heads_whole(names, column_rooms(names, sheet.w))
        card_w = next((w for w in (CARD_W, CARD_W_USUAL, CARD_W_LEAST)
                       if whole_anyway or heads_whole(names, column_rooms(names, sheet.w - w - PLATE_GAP))), None)
        if count > 4 or card_w is None:
            return
        for look in card_looks():
            need = card_height(self.card_lines(), card_w, self.card_pictures(), look)
            if need <= RIGHT.bottom - card_top:
                self.card_look = look
                self.card_rect = pygame.Rect(RIGHT.right - card_w, card_top, card_w, need)
                sheet.w -= card_w + PLATE_GAP
                return

    def _layout_grid(self) -> None:
        """Five and six seats, beside a tray as wide as the left column: every plate one size,
        two a row in seat order (slim where each name and the keys of a person stand whole on
        one row, else two rows high), the score sheet under them with room for its newest
        lines, and what scores in short ("Eine 1 = 100 · Eine 5 = 50 · …") on a strip at its
        foot."""
        count = len(self.seats)
        names = [s.name for s in self.seats]
        size, lines = news_lines(self.counts_short(), RIGHT.w - 32, 3 * line_height(lettering.FLOOR))
        strip_h = len(lines) * line_height(size) + 16
        self.counts_rect = pygame.Rect(RIGHT.x, RIGHT.bottom - strip_h, RIGHT.w, strip_h)
        self.card_rect = None
        self.card_look = LARGE_CARD
        # who shares a keyboard block gives way (the block alone) where it would leave the sheet
        # less than four lines
        for self.keys_alone in (False, True):
            if all(slim_line_fits(seat.name, text) for seat, text in self.slim_musts()):
                self.compact_plates = True
                h = compact_plate_height(names)
            else:
                h = plate_height(names, self.plate_texts())
            self.plate_rects_ = [pygame.Rect(RIGHT.x + (i % 2) * (PLATE_W + PLATE_GAP),
                                             RIGHT.y + (i // 2) * (h + COMPACT_GAP), PLATE_W, h) for i in range(count)]
            if count % 2:       # the last plate alone in its row stands centred under the others
                self.plate_rects_[-1].centerx = RIGHT.centerx
            top = self.plate_rects_[-1].bottom + PLATE_GAP
            self.sheet_rect = pygame.Rect(RIGHT.x, top, RIGHT.w, self.counts_rect.top - PLATE_GAP - top)
            _w, _size, row_h, first_line_y = SheetPainter.grid(SimpleNamespace(names=tuple(names),
                                                                                size=self.sheet_rect.size))
            if self.sheet_rect.h >= first_line_y + SHEET_LINES_LEAST * row_h + 13:
                break
        # the paper holds whole lines; what a line does not fill goes to the strip under it
        spare = max(0, self.sheet_rect.h - first_line_y - 13) % row_h
        self.sheet_rect.h -= spare
        self.counts_rect.top -= spare
        self.counts_rect.h += spare

    def counts_short(self, rule: bool = True) -> str:
        """What scores in one sentence: the scoring card's first four rows, and (with `rule`)
        when three alike must wait for a 1 or 5 (or a throw of all dice be confirmed), the
        card's sentence that says so: a Pasch that is not written down must never come as a
        surprise."""
        rows = [" = ".join(part.strip() for part in line.split("|")) for line in self.card_lines()[:4]]
        r = self.shown.rules
        if rule and (r.proving or r.confirm):
            rows.append(self.words("card_prove" if r.proving else "card_confirm").rstrip("."))
        return self.words("counts_line", rows=" · ".join(rows))

    def draw_counts(self, surface) -> None:
        """The short form of what scores, on its strip at the foot of the sheet (5-6 seats)."""
        if self.counts_rect is None:
            return
        box = self.counts_rect
        pygame.draw.rect(surface, NEWS_BG, box, border_radius=14)
        size, lines = news_lines(self.counts_short(), box.w - 32, box.h - 8)
        y = box.centery - len(lines) * line_height(size) // 2
        for line in lines:
            blit_text(surface, line, (box.x + 16, y), size, theme.TEXT)
            y += line_height(size)

    def _layout_narrow(self) -> None:
        """Beside a tray as wide as the left column (names so long that their plates leave the sheet
        no room for its head under a wide tray): plates two a row, as tall as the longest name needs; the sheet under them; the card
        beside the sheet when every line of it fits there (up to four seats) and the sheet's
        columns still carry every name whole."""
        count = len(self.seats)
        h = plate_height([s.name for s in self.seats], self.plate_texts())
        self.plate_rects_ = [pygame.Rect(RIGHT.x + (i % 2) * (PLATE_W + PLATE_GAP), RIGHT.y + (i // 2) * (h + PLATE_GAP),
                                         PLATE_W, h) for i in range(count)]
        top = self.plate_rects_[-1].bottom + PLATE_GAP
        # every plate keeps one width; the last plate alone in its row leaves the card beside the
        # sheet the room next to it (the card starts as high as that plate)
        card_top = self.plate_rects_[-1].top if count % 2 and count > 1 else top
        sheet = pygame.Rect(RIGHT.x, top, RIGHT.w, RIGHT.bottom - top)
        self._place_card(sheet, card_top, count)
        if count % 2 and self.card_rect is None:   # no card beside it: the lone plate stands centred
            self.plate_rects_[-1].centerx = RIGHT.centerx
        self.sheet_rect = sheet

    warning_lines = 4      # the pill is as narrow as the sheet: the second-window note needs its lines

    def warning_place(self) -> tuple[str, tuple[int, int], int]:
        """A warning (saving failed) stands at the foot of the score sheet, over its oldest
        lines: never over the buttons, a die, the prompt, the turn's panel or 'Was zählt'."""
        sheet = self.sheet_rect
        return "bottomleft", (sheet.x, sheet.bottom), sheet.w

    def news_rect(self) -> pygame.Rect:
        """The strip under the tray where stamps and what just happened appear."""
        return NEWS

    def aside_rect(self) -> pygame.Rect:
        """The places of the row of dice set aside, right of its label "beiseite"."""
        left = self.aside_x - DIE // 2 - 4
        return pygame.Rect(left, ASIDE_ROW.y, ASIDE_ROW.right - left, ASIDE_ROW.h)

    def key_groups(self) -> tuple[tuple[str, ...], ...]:
        """The keys the pause's legend lists: the catalogue's, without 5er drehen's key when the
        house rule is off (that key then turns nothing)."""
        groups = self.info.keys
        if not self.match.rules.turn_fives:
            groups = tuple(g for g in groups if g != ("up",))
        return groups

    def plate_texts(self) -> list[str]:
        """Every line a plate may show under its name under these rules: keys, who plays it, that
        it plays, and under Bumerang or Rückwärts counting down or the pile."""
        return [text for _seat, texts in self.seat_lines() for text in texts]

    def seat_lines(self) -> list[tuple]:
        """Each seat with every line its plate may show under these rules (see `plate_texts`)."""
        rules = self.match.rules
        notes = [self.words("plate_on_turn")]
        if rules.boomerang:
            notes.append("↓ " + self.words("counting_down"))
        if rules.reverse:
            notes.append(self.words("pile", points=self.num(99950)))
        return [(seat, [t for t in (*notes, self.plate_keys(seat), kind_text(self.t, seat)) if t])
                for seat in self.seats]

    def slim_musts(self) -> list[tuple]:
        """(seat, line) a slim plate must show whole beside the name: a person's keys and the
        house rules' counting down or pile; who plays a bot (short of room its level beside a
        little robot) and "ist am Zug" (the banner says it) may give way."""
        rules = self.match.rules
        musts = []
        for seat in self.seats:
            musts += [(seat, self.plate_keys(seat))] if seat.device else []
            musts += [(seat, "↓ " + self.words("counting_down"))] if rules.boomerang else []
            musts += [(seat, self.words("pile", points=self.num(99950)))] if rules.reverse else []
        return musts

    def boxes(self) -> dict[str, pygame.Rect]:
        """Where each part of the table lies: every text drawn on the screen stays in one."""
        out = {"header": HEADER, "tray": self.tray_rect, "news": NEWS, "aside": ASIDE_ROW, "panel": PANEL,
               "sheet": self.sheet_rect}
        for i, rect in enumerate(self.plate_rects()):
            out[f"plate{i}"] = rect
        if self.card_rect is not None:
            out["card"] = self.card_rect
        if self.counts_rect is not None:
            out["counts"] = self.counts_rect
        return out

    def card_lines(self) -> list[str]:
        """What scores under the rules in force, for the card beside the sheet: one row per
        combination, "what | points", the points worked out from the rules (`sheet.card_lines`
        lays them out as a table)."""
        r = self.shown.rules
        key = r.scoring_key()
        w = self.words

        def points(*faces: int) -> str:   # what the engine pays for these dice
            return self.num(score_counts(counts_of(faces), key).points)

        lines = [w("card_one", points=points(1)), w("card_five", points=points(5)), w("card_three"),
                 w("card_three_ones", points=points(1, 1, 1)),
                 w("card_four_doubling" if key.doubling else "card_four"),
                 "2-2-2-2 | " + points(2, 2, 2, 2),
                 w("card_more_doubling" if key.doubling else "card_more")]
        if self.n == 6:
            lines.append(w("card_straight", points=self.num(key.straight_value)))
        if key.small_straights:
            lines.append(w("card_small", points=self.num(key.small_straight_value)))
        if self.n == 6 and key.three_pairs:
            lines.append(w("card_pairs", points=self.num(key.three_pairs_value)))
        if self.n == 6 and key.pyramid:
            lines.append(w("card_pyramid", points=self.num(key.pyramid_value)))
        if r.extend:
            lines.append(w("card_extend"))
        if r.proving:
            lines.append(w("card_prove"))
        elif r.confirm:
            lines.append(w("card_confirm"))
        return lines

    def card_pictures(self) -> dict[str, tuple[int, ...]]:
        """The dice drawn small before a row of the scoring card, by the row's words: a single
        1 and 5, 1-1-1, 2-2-2-2 (and the pyramid): a newcomer sees the throw, not only its name."""
        r = self.shown.rules
        key = r.scoring_key()
        rows = {"card_one": (1,), "card_five": (5,), "card_three_ones": (1, 1, 1)}
        out = {self.words(k, points="").partition("|")[0].strip(): faces for k, faces in rows.items()}
        out["2-2-2-2"] = (2, 2, 2, 2)
        if self.n == 6 and key.pyramid:
            out["1-2-2-3-3-3"] = (1, 2, 2, 3, 3, 3)
        return out

    def _restore_view(self) -> None:
        """A match that is already under way (resumed): lay its dice out as they are."""
        m = self.shown
        fresh = m.phase == "throw" and m.turn_start and not (m.can_take_over or m.rules.reverse)
        if not any(m.faces) or fresh:
            return                  # before the turn's first throw the tray is empty, as it was
                                    # (Übernehmen and Rückwärts hand the dice on: they stay)
        ids = self.tray.throw([f or 1 for f in m.faces], "pip")
        self.tray.skip()
        self.ids = dict(enumerate(ids))
        aside = list(m.set_aside_dice)
        if aside:
            self.groups.append((0, len(aside), m.turn_points))
            for slot, i in enumerate(aside):
                self.tray.set_aside(self.ids[i], self._slot_pos(slot, 0), duration=0.01)
            self.aside = aside
        self.in_play = tuple(m.active_dice) if m.phase in ("select", "house") else ()
        if m.phase == "select":
            self.decision.reset("dice")

    def _slot_pos(self, slot: int, group: int) -> tuple[float, float]:
        return (self.aside_x + slot * ASIDE_STEP + group * ASIDE_GROUP_GAP, ASIDE_Y)

    # -- words and numbers ---------------------------------------------------------------------
    def words(self, key: str, **params) -> str:
        return self.t(f"zehntausend.table.{key}", **params)

    def num(self, value: int) -> str:
        """Points as the language writes them: "10.750" (German), "10,750" (English)."""
        return points_text(value, self.t("app.thousands"), self.words("minus_sign"))

    def refuse(self, exc: IllegalAction) -> None:
        """A refusal names its points as the table writes them ("ab 1.000") and dice as they
        lie ("1-1-1")."""
        params = self.shown_params(exc.params)
        super().refuse(IllegalAction(exc.reason, **params))
        self.refused_at = self.time          # a newer stamp takes the news strip back

    def shown_params(self, params: dict) -> dict:
        """A refusal's values as the table writes them: points ("1.000"), Paschs ("1-1-1")."""
        return {k: pasch_text(v) if k == "faces" and isinstance(v, tuple) else
                self.num(v) if isinstance(v, int) and not isinstance(v, bool) else v
                for k, v in params.items()}

    def said(self, entry) -> str:
        """A line of what happened, kept as (language key, the event's values), in the
        language of now: switching the language mid-game switches the lines already there."""
        if isinstance(entry, str):
            return entry
        key, raw = entry
        params = {}
        for name, value in raw.items():
            if name == "faces" and key.endswith(("PaschPending", "Proven", "Unproven")):
                value = pasch_text(value)
            elif name == "faces":
                value = ", ".join(str(f) for f in value)
            elif name in ("points", "total", "turn_points"):
                value = self.num(value)
            params[name] = value
        return self.t(key, **params)

    def dice_words(self, count: int) -> str:
        return self.words("dice_one" if count == 1 else "dice_many", count=count)

    def pct(self, p: float) -> str:
        return chance_text(self.t, p, decimals=1)

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def update_view(self, dt: float) -> None:
        if self.t.lang != self._lang:
            self._build_pictures()
        self.tray.update(dt)
        self.beats.play(dt)
        self._place_cursor()

    # -- the decision --------------------------------------------------------------------------
    def my_turn(self) -> int | None:
        """The seat a person plays now, when nothing moves; else None."""
        seat = self.shown.current_seat
        if seat is None or self.seats[seat].is_bot or self.busy():
            return None
        return seat

    def preview(self, match=None) -> Preview | None:
        """The choice and its worth: for drawing on the shown match, for input on the live one
        (the same, once nothing moves)."""
        return self.decision.preview(self.shown if match is None else match, self.version)

    def choices(self, match=None):
        return self.decision.choices(self.shown if match is None else match, self.version)

    def press(self, seat: int, kind: str) -> None:
        choice = next((c for c in self.choices(self.match) if c.kind == kind), None)
        if choice is None:
            if kind == "bank":                  # the back key: the engine says why not
                self.act(seat, z.Bank())
            return
        if not choice.enabled:
            key = choice.reason[0]
            self.refuse(IllegalAction(key, **choice.reason_params))
            return
        if kind == "turn_fives":
            self.decision.turn_fives = not self.decision.turn_fives
            self._mark_choice()
            return
        if self.match.phase == "select" and kind in ("throw_on", "bank"):
            chosen = tuple(sorted(self.decision.chosen))
            if self.act(seat, z.Select(chosen, self.decision.turn_fives)):
                self.act(seat, z.Throw() if kind == "throw_on" else z.Bank())
            return
        action = {"throw": z.Throw(), "bank": z.Bank(), "rethrow": z.Throw(),
                  "take_over": z.TakeOver(), "knock": z.Knock()}[kind]
        self.act(seat, action)

    def toggle(self, index: int, quiet: bool = False) -> None:
        on = self.decision.toggle(index)
        self.tray.select(self.ids[index], on)
        self._mark_choice()
        if not quiet:
            self.app.play("click", 0.3)

    def kept_view(self) -> dict | None:
        """The dice marked in the throw being chosen from, kept with the save: a resumed turn
        shows them marked, as they were left."""
        decision = getattr(self, "decision", None)     # (the first save is written while the table is built)
        if decision is None or self.shown.phase != "select" or not decision.chosen or self.busy():
            return None
        return {"marked": sorted(self.decision.chosen), "turn_fives": self.decision.turn_fives}

    def resumed_view(self, view) -> None:
        """Mark again the dice a save kept marked, those that still lie in the throw."""
        if not isinstance(view, dict) or self.shown.phase != "select":
            return
        marked = view.get("marked")
        if not isinstance(marked, list):
            return
        for index in marked:
            if type(index) is int and index in self.in_play and index not in self.decision.chosen:
                self.toggle(index, quiet=True)
        self.decision.turn_fives = view.get("turn_fives") is True and bool(self.decision.chosen)
        self._cursor_to_next_open()

    def _mark_choice(self) -> None:
        """A choice that is not allowed glows red, so its reason has a place on the table."""
        p = self.preview(self.match)
        self.tray.highlight(self._ids(self.in_play), None)
        if p is not None and p.chosen and not p.ok:
            self.tray.highlight(self._ids(p.chosen), theme.BAD)

    def _active_ids(self) -> list[int]:
        return self._ids(self.match.active_dice)

    def _place_cursor(self) -> None:
        d = self.decision
        if self.my_turn() is None or self.shown.phase != "select" or d.focus != "dice":
            self.tray.cursor(None)
            return
        ids = self.settable_ids(self._ids(self.shown.active_dice))
        advised = [] if d.steered else self.advised_ids()
        if d.cursor not in ids or (advised and d.cursor not in advised):
            # the first die the coach names (the key the banner names then marks it), else the
            # first die a reader meets; once the player steers, it stays where they put it
            d.cursor = advised[0] if advised else self.dice_in_order(ids)[0] if ids else None
        self.tray.cursor(d.cursor)

    def advised_ids(self) -> list[int]:
        """With hints on while choosing: the tray ids of the coach's dice not marked yet, in
        reading order (the cursor goes to them one after the other)."""
        plan = self.coach_plan()
        if plan is None:
            return []
        wanted = {self.ids[i] for i in plan[0] if i in self.ids}
        return [t for t in self.dice_in_order() if t in wanted]

    def marking_group(self, index: int) -> list[int]:
        """The dice one confirm on die `index` marks or unmarks: on a die the coach names, before
        the player has steered the cursor, every die it names (the banner says "Erst die 1-1-5
        mit E markieren": E marks the 1-1-5); else a 1 or a 5 alone (each scores by itself); any
        other face with the dice of its kind that count together (three 4s are marked at one
        press; one 4 alone would only be refused)."""
        plan = None if self.decision.steered else self.coach_plan()
        if plan is not None and index in plan[0]:
            return list(plan[0])
        face = self.match.faces[index]
        if face in (1, 5):
            return [index]
        chosen = self.decision.chosen
        if index in chosen:
            return [i for i in chosen if self.match.faces[i] == face]
        groups = [c for c, _score in self.match.options()
                  if index in c and all(self.match.faces[i] == face for i in c)]
        if not groups:
            return [index]
        return [i for i in max(groups, key=len) if i not in chosen]

    def mark_group(self, index: int) -> None:
        """Confirm (or a click) on die `index`: its group is marked, or unmarked; taking marks back
        says so once in the news strip ("Markierung aufgehoben: die 1"), so nobody writes down
        believing a die is still set aside."""
        group = self.marking_group(index)
        for die in group:
            self.toggle(die, quiet=die != index)
        if index in self.decision.chosen:
            self.unmarked = None
            return
        taken_back = sorted(self.match.faces[i] for i in group if i not in self.decision.chosen)
        faces = "-".join(str(f) for f in taken_back)
        self.unmarked = (self.words("unmarked", faces=faces), self.time, frozenset(self.decision.chosen))

    def unmarked_note(self) -> str:
        """The news strip's "Markierung aufgehoben: die 1" while it is the newest thing on the table:
        for a few seconds after the unmarking, until the marks change again or a newer stamp or
        refusal comes ("" otherwise)."""
        if self.unmarked is None:
            return ""
        text, at, left = self.unmarked
        newer = (self.refusal and self.refused_at >= at) or (self.stamp is not None and self.stamp.t0 > at)
        if newer or self.time - at > UNMARKED_SECONDS or self.match.phase != "select" \
                or frozenset(self.decision.chosen) != left:
            self.unmarked = None
            return ""
        return text

    def _index_of(self, tray_id: int | None) -> int | None:
        return next((i for i, t in self.ids.items() if t == tray_id), None)

    # -- input ---------------------------------------------------------------------------------
    def seat_seen(self) -> int | None:
        """Whose turn people see: while beats play the seat whose throw they watch."""
        return self.view.seat if self.busy() else self.match.current_seat

    def handle_play(self, act) -> None:
        if self.lost_turn_showing():
            # the Niete is read for its time; the person whose turn comes next may go on at once
            # (the one who lost it mashing on does not skip it)
            nxt = self.match.current_seat
            mine = nxt in act.seats if act.seats else act.device == "any"
            if act.action == "confirm" and nxt is not None and not self.seats[nxt].is_bot and mine:
                self.skip_animation()
            return
        seat = self.seat_seen()
        if seat is None or self.seats[seat].is_bot:
            return
        if act.seats and seat not in act.seats:
            return                               # another seat's keys never play for this one
        if not act.seats and act.device != "any":
            return
        if self.busy():
            if act.action == "confirm":          # (the same press also says "roll": one skip is enough)
                self.skip_animation()
            return
        if act.action == "back":
            self.press(seat, "bank")
        elif self.match.phase == "select":
            self._dice_key(seat, act.action)
        else:
            self._button_key(seat, act.action)

    def go_on_hint(self) -> tuple[str, str] | None:
        """While a Niete is read: the next person's confirm key and "Tim: weiter" (None when a
        bot comes next, it waits its time)."""
        nxt = self.match.current_seat
        if not self.lost_turn_showing() or nxt is None or self.seats[nxt].is_bot:
            return None
        return key_label(self.app, self.seats[nxt], "confirm") or "?", self.words("go_on", name=self.name(nxt))

    def _dice_key(self, seat: int, action: str) -> None:
        """While choosing: left/right walk the dice from left to right (every die, whatever its
        row), confirm marks one (and the cursor moves on to the next die still open), and each button has its own key, the one its cap shows: down
        throws on with the marked dice set aside, up turns 5er drehen (back writes down, see
        `handle_play`). No key changes what it does while the person chooses."""
        d = self.decision
        if action == "confirm":
            index = self._index_of(d.cursor)
            if index is not None and index in self.match.active_dice:
                self.mark_group(index)
                if index in d.chosen:
                    self._cursor_to_next_open()
            return
        if action in ("down", "up"):
            for choice in self.choices(self.match):
                if choice.key == action:
                    self.press(seat, choice.kind)
            return
        if action not in ("left", "right"):
            return
        row = self.walk_stops()
        if not row:
            return
        at = row.index(d.cursor) if d.cursor in row else -1
        step = 1 if action == "right" else -1
        nxt = row[(at + step) % len(row)] if at >= 0 else row[0]
        d.cursor, d.steered = nxt, True
        self.tray.cursor(nxt)

    def walk_stops(self) -> list[int]:
        """The tray ids left/right visit, left to right: the dice that can be set aside, a marked
        Pasch as one stop (its leftmost die: confirm there takes the whole Pasch back), so a step
        from a fresh mark never lands on another die of the Pasch just marked."""
        row = self.dice_in_order(self.settable_ids(self._active_ids()))
        chosen, faces = self.decision.chosen, self.match.faces
        seen: set[int] = set()
        stops = []
        for tid in row:
            i = self._index_of(tid)
            if i in chosen and faces[i] not in (1, 5):
                if faces[i] in seen:
                    continue
                seen.add(faces[i])
            stops.append(tid)
        return stops

    def _cursor_to_next_open(self) -> None:
        """After a mark: the cursor steps on to the next die (in walking order, round the end)
        that is not marked and could still score, so the next confirm adds it instead of taking
        back what was just marked; it stays put when no such die is left."""
        d = self.decision
        chosen = d.chosen
        scoring = {i for c, _score in self.match.options() for i in c}
        open_ids = {self.ids[i] for i in scoring - chosen if i in self.ids and i in self.match.active_dice}
        row = self.dice_in_order(self._active_ids())
        if not open_ids or d.cursor not in row:
            return
        at = row.index(d.cursor)
        nxt = next(row[(at + k) % len(row)] for k in range(1, len(row) + 1) if row[(at + k) % len(row)] in open_ids)
        d.cursor = nxt
        self.tray.cursor(nxt)

    def settable_ids(self, ids: list[int]) -> list[int]:
        """Of the tray ids `ids`, the dice the cursor visits: those that some choice the engine
        allows sets aside (a 1, a 5, a die of a Pasch); every die if none would (never a cursor
        with nowhere to go)."""
        faces = {self.match.faces[i] for chosen, _score in self.match.options() for i in chosen}
        out = [t for t in ids if (i := self._index_of(t)) is not None and i < len(self.match.faces)
               and self.match.faces[i] in faces]
        return out or ids

    def dice_in_order(self, ids: list[int] | None = None) -> list[int]:
        """The tray ids of the dice to choose from in the order a player sees them along the tray:
        left to right, and dice standing one above the other (centres within half a die across)
        top to bottom. So right always steps right, never back to a lower row's left end."""
        pos = self.tray.positions()
        columns: list[list[int]] = []
        for i in sorted(self._active_ids() if ids is None else ids, key=lambda i: (pos[i][0], pos[i][1])):
            if columns and abs(pos[i][0] - pos[columns[-1][0]][0]) < self.tray.die_size / 2:
                columns[-1].append(i)
            else:
                columns.append([i])
        return [i for column in columns for i in sorted(column, key=lambda i: pos[i][1])]

    def _button_key(self, seat: int, action: str) -> None:
        choices = self.choices(self.match)
        d = self.decision
        if not choices:
            return
        d.button = min(d.button, len(choices) - 1)
        if action in ("left", "right"):
            d.button = (d.button + (1 if action == "right" else -1)) % len(choices)
        elif action == "up" and self.match.phase == "select":
            d.focus = "dice"
        elif action == "confirm":
            self.press(seat, choices[d.button].kind)

    def button_rects(self) -> list[pygame.Rect]:
        return self.panel.button_rects(len(self.choices()) if self.my_turn() is not None else 0)

    def handle_event(self, event) -> bool | None:
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            return None
        seat = self.seat_seen()
        if seat is None or self.seats[seat].is_bot:
            return None
        d = self.decision
        if event.type == pygame.MOUSEMOTION:
            if self.match.phase == "select":
                return None                      # while choosing the keys stay on the dice
            for i, rect in enumerate(self.button_rects()):
                if rect.collidepoint(event.pos):
                    d.focus, d.button = "buttons", i
            return None
        if event.button != 1:
            return None
        if self.busy():
            self.skip_animation()
            return True
        self.wait.press()                        # a click is acting too: the prompt steps back
        for i, rect in enumerate(self.button_rects()):
            if rect.collidepoint(event.pos):
                if self.match.phase != "select":
                    d.focus, d.button = "buttons", i
                self.press(seat, self.choices(self.match)[i].kind)
                return True
        if self.match.phase == "select":
            index = self._index_of(self.tray.die_at(event.pos))
            if index is not None and index in self.match.active_dice:
                d.focus, d.cursor, d.steered = "dice", self.ids[index], True
                self.mark_group(index)
                return True
        return None

    def key_parts(self, seat, focus: str | None = None) -> tuple[list[str], list[str]]:
        """What the seat's keys do now, in the one wording the banner and the foot share:
        (the keys for this moment, the back key's "Q aufschreiben" while writing down is
        possible). `focus` asks for the dice or the buttons instead of the focus in force."""
        def k(action: str) -> str:
            return key_label(self.app, seat, action) or "?"
        phase = self.shown.phase
        focus = focus or self.decision.focus
        lr = k("left") + "/" + k("right")
        choices = self.choices()
        if phase == "select" and focus == "dice":
            main = self.words("hint_dice", move=lr, confirm=k("confirm"), down=k("down"))
        elif phase == "select":
            main = self.words("hint_buttons", move=lr, confirm=k("confirm"), up=k("up"))
        elif len(choices) == 1 and choices[0].kind == "throw":
            main = self.words("prompt_throw", confirm=k("confirm"))
        elif len(choices) == 1:        # one button: no button to pick, the key says what it does
            main = self.words("hint_one", confirm=k("confirm"), label=self.panel.label(choices[0]))
        else:
            main = self.words("hint_throw", move=lr, confirm=k("confirm"))
        # the back key is named only while writing down is possible: a greyed button is not advertised
        back = [self.words("hint_back", back=k("back"))] if any(c.kind == "bank" and c.enabled for c in choices) \
            else []
        return [main], back

    def hint(self, seat, focus: str | None = None) -> str:
        """Every key the seat may use now and what it does, as the foot under the buttons says
        it while no banner does."""
        main, back = self.key_parts(seat, focus)
        return " · ".join(main + back)

    def foot_hint(self, seat, focus: str | None = None, banner: bool | None = None) -> str:
        """The foot under the buttons: the keys no button's cap names (walking the dice or the
        buttons, marking a die, back to the dice; the caps show the key that presses a button),
        nothing while the banner names the person and their keys (never a second block saying
        the same). `focus` and `banner` ask for another moment than now."""
        said = self.foot_words(focus, banner)
        if said is None:
            return ""
        def k(action: str) -> str:
            return key_label(self.app, seat, action) or "?"
        return self.words(said, move=k("left") + "/" + k("right"), confirm=k("confirm"), up=k("up"))

    def foot_groups(self, seat, focus: str | None = None, banner: bool | None = None) -> list[tuple[list[str], str]]:
        """The foot as the panel draws it: [(key caps, what they do)], "[A][D] anderen Würfel
        wählen", the same words as `foot_hint`; [] when the foot says nothing."""
        said = self.foot_words(focus, banner)
        if said is None:
            return []
        def k(action: str) -> str:
            return key_label(self.app, seat, action) or "?"
        caps = {"\x01": [k("left"), k("right")], "\x02": [k("confirm")], "\x03": [k("up")]}
        groups = []
        for part in self.words(said, move="\x01", confirm="\x02", up="\x03").split(" · "):
            keys = [cap for mark, labels in caps.items() if mark in part for cap in labels]
            words = " ".join("".join(c for c in part if c not in caps).split())
            groups.append((keys, words))
        return groups

    def foot_words(self, focus: str | None = None, banner: bool | None = None) -> str | None:
        """Which line the foot says now (its language key), or None for nothing."""
        focus = focus or self.decision.focus
        if banner if banner is not None else self.prompt_text() is not None:
            # the banner says only which die to mark first: the walking keys stand here
            return "foot_walk" if banner is None and self.marks_first(focus) else None
        if self.shown.phase == "select":
            return "foot_dice" if focus == "dice" else "foot_buttons"
        return "foot_throw" if len(self.choices()) > 1 else None

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        if self.panel.news():            # the strip always says something: what happened, else what counts
            pygame.draw.rect(surface, NEWS_BG, NEWS.inflate(0, -6), border_radius=14)
        for text, size in self.painted:
            drawn(text, size)
        self.draw_header(surface)
        self.draw_sheet(surface)
        self.draw_counts(surface)
        self.draw_plates(surface)
        self.draw_places(surface)
        self.tray.draw(surface)
        self.draw_aim(surface)
        self.draw_coach_dice(surface)
        self.draw_aside(surface)
        self.panel.draw_row_stamp(surface)
        self.panel.draw(surface)
        self.panel.draw_news(surface, NEWS)
        self.draw_prompt(surface)

    def target_lines(self, bold: bool) -> list[str]:
        """The target under the game's name, "Letzte Runde  ·  Ziel: 10.000" in the final round;
        where that needs two lines, "Letzte Runde" is a line of its own (a wrap left the "·"
        hanging at the end of the first)."""
        r = self.shown.rules
        key = "target_reverse" if r.reverse else "target_boomerang" if r.boomerang else "target"
        target = self.words(key, target=self.num(r.target))
        if not self.final_round:
            return lines_of(target, lettering.FLOOR, LABEL_W, bold)
        together = lines_of(self.words("final_round") + "  ·  " + target, lettering.FLOOR, LABEL_W, bold)
        if len(together) == 1:
            return together
        return lines_of(self.words("final_round"), lettering.FLOOR, LABEL_W, bold) + lines_of(target, lettering.FLOOR, LABEL_W, bold)

    def draw_header(self, surface) -> None:
        """The game's name at the right over the target, always in that one place; at the left
        whose turn it is, or the prompt in its place (see `draw_prompt`); the target wrapped
        narrow so the prompt has the band's width; the turn shrinks to fit what is left (never
        below FLOOR)."""
        bold = self.final_round
        colour = theme.ACCENT if self.final_round else theme.TEXT_DIM
        lines = self.target_lines(bold)
        step = line_height(lettering.FLOOR, bold)
        title_h = line_height(SMALL_TITLE, True)
        y = HEADER.centery - (step * len(lines) + title_h) // 2 + title_h
        left = RIGHT.right
        target = None
        for j, line in enumerate(lines):
            rect = blit_text(surface, line, (RIGHT.right, y + j * step), lettering.FLOOR, colour, bold, "topright")
            left = min(left, rect.x)
            target = rect if target is None else target.union(rect)
        name = blit_text(surface, self.title, (RIGHT.right, y - title_h), SMALL_TITLE, theme.ACCENT, True, "topright")
        self.small_title_rect = name
        self.target_left, self.target_rect = min(left, name.x), target
        if self.prompt_text() is not None or self.over_shown:
            return                   # the prompt names the seat on turn, in the turn's place
        seat = self.view.seat
        if self.draw_handover(surface, seat):
            return
        # while a Niete is read the next person's key goes on (`go_on_hint`): the header speaks of
        # the Niete, so only one name is ever said to be on turn
        text = self.words("turn_lost" if self.lost_turn_showing() else "turn", name=self.name(seat))
        x = TURN_X
        size = fit(text, 28, self.target_left - 24 - x - 24, True)
        rect = blit_text(surface, text, (x + 24, HEADER.centery), size, theme.TEXT, True, "midleft")
        draw_seat_token(surface, self.style(seat), (x + 8, rect.centery), 10)

    def handover_lines(self, seat: int) -> tuple[tuple[str, int, bool], ...] | None:
        """The hand-over's banner lines when the turn has gone to a person playing on the same
        keys as the one before ("Ben ist dran!" large in their colour, "gleiche Tasten –
        Tastatur 1" under it), from the moment the turn passes until the prompt takes its place
        in the same look; None otherwise (the keys change hands: the plain turn line says it)."""
        seats = self.seats
        if not 0 <= seat < len(seats) or self.lost_turn_showing() or not seats[seat].is_human:
            return None
        before = seats[(seat - 1) % len(seats)]
        if before is seats[seat] or not seats[seat].device or before.device != seats[seat].device:
            return None
        return ((self.t("app.prompt.turn", name=seats[seat].name), prompt.LARGE_NAME_SIZE, True),
                (self.words("same_keys", device=kind_text(self.t, seats[seat])), prompt.LARGE_LINE_SIZE, False))

    def draw_handover(self, surface, seat: int) -> bool:
        """The hand-over banner in the prompt's place and look (see `handover_lines`); whether
        it stands."""
        lines = self.handover_lines(seat)
        if lines is None:
            return False
        style, width = self.style(seat), self.prompt_width()
        key = ("handover", lines, seat, style, width)
        if self._prompt_pic is None or self._prompt_pic[0] != key:
            wrapped = banner_lines(lines, width)
            self._prompt_pic = (key, prompt.prompt_picture(wrapped, style, self.seat_token(seat), width), wrapped)
        anchor, pos = self.prompt_place()
        prompt.draw_prompt(surface.subsurface(HEADER), self._prompt_pic[1], self._prompt_pic[2], anchor, pos, style,
                           None)
        return True

    def prompt_place(self) -> tuple[str, tuple[int, int]]:
        """The prompt stands in the header band, in the title's and the turn's place, left of
        the target (see `draw_prompt`), never over the tray, a plate or the panel."""
        return "midleft", (PROMPT_X, HEADER.centery)

    def next_step(self, seat) -> str:
        """The one key that moves the game on now, and what it does ("E Würfel markieren",
        "S Weiterwürfeln", "E Aufschreiben"): the key first, as the reminder and the
        buttons' key caps show it."""
        def k(action: str) -> str:
            return key_label(self.app, seat, action) or "?"
        d = self.decision
        if self.shown.phase == "select" and d.focus == "dice":
            p = self.preview()
            if p is not None and p.chosen and p.ok:
                return self.words("step_done", cap=k("down"))
            return self.words("step_mark", cap=k("confirm"))
        choices = self.choices()
        if not choices:
            return self.words("step_press", cap=k("confirm"), label="")
        choice = choices[min(d.button, len(choices) - 1)]
        if not choice.enabled:
            return self.words("step_move", cap=k("left") + "/" + k("right"))
        if choice.kind == "throw" and len(choices) == 1:
            return self.words("step_throw", cap=k("confirm"))
        return self.words("step_press", cap=k("confirm"), label=self.panel.label(choice))

    def marks_first(self, focus: str) -> bool:
        """Whether the banner names marking as the step first (`prompt_action`): while the
        coach's dice are not all marked (hints on), or nothing that counts is marked (hints off)."""
        if self.shown.phase != "select" or focus != "dice":
            return False
        if self.coach_plan() is not None:
            return bool(self.coach_plan()[0])
        p = self.preview()
        return not (p is not None and p.chosen and p.ok)

    def may_write_down_after_marking(self) -> bool:
        """Whether this throw lets the person write down once they mark dice (each choice the
        engine allows, tried on a copy; a rule such as a minimum may forbid it this turn), so
        the banner names the back key only when it will work. Worked out once per throw."""
        m = self.match
        key = (m.current_seat, tuple(m.faces), tuple(m.active_dice), m.turn_points)
        if self._write_down_after is None or self._write_down_after[0] != key:
            options = m.options() if m.phase == "select" else []
            ok = any((p := Decision.weigh(m, tuple(sorted(chosen)))).evaluation.ok and p.bank is None
                     for chosen, _score in options)
            self._write_down_after = (key, ok)
        return self._write_down_after[1]

    def coach_plan(self) -> tuple[list[int], str] | None:
        """With hints on while dice are chosen: the coach's dice not marked yet, and the action
        (a key's name: "down" throws on, "back" writes down) of the button it advises after them;
        else None. The banner and the odds line follow it, so table and coach say one thing."""
        hint = self.coach_hint()
        if hint is None or self.shown.phase != "select" or not isinstance(hint.action, z.Select):
            return None
        kind = self.panel.advised()
        action = next((c.key for c in self.choices() if c.kind == kind), "down")
        return [i for i in hint.action.dice if i not in self.decision.chosen], action

    def cursor_face(self) -> int | None:
        """The face of the die under the cursor while it is not marked yet, else None."""
        cursor = self.tray.cursor_id
        index = next((i for i, tid in self.ids.items() if tid == cursor), None)
        if cursor is None or index is None or index in self.decision.chosen:
            return None
        return self.shown.faces[index] or None

    def coach_dice(self) -> list[int]:
        """The dice the coach's card says to set aside, not marked yet, while the button it
        advises waits only for them: the card's blue ring is theirs (the next key marks them)."""
        hint = self.coach_hint()
        if hint is None or self.my_turn() is None or self.shown.phase != "select" or self.busy():
            return []
        if not isinstance(hint.action, z.Select) or not self.panel.waits_for_marking_only(self.panel.advised()):
            return []
        return [i for i in hint.action.dice if i not in self.decision.chosen and i in self.ids]

    def draw_coach_dice(self, surface) -> None:
        for index in self.coach_dice():
            corners, radius = self.tray.footprint(self.ids[index])
            xs, ys = [x for x, _ in corners], [y for _, y in corners]
            ring = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)).inflate(26, 26)
            pygame.draw.rect(surface, theme.COACH, ring, width=4, border_radius=18)

    def prompt_action(self, seat: int) -> str:
        """What the waiting person is to do, with their keys, in the very words of the foot
        under the buttons (`key_parts`), so a key is named for one action wherever it shows;
        after ten seconds of nothing only the one key that moves the game on (`next_step`)."""
        if self.shown.phase not in ("select", "throw", "house"):
            return super().prompt_action(seat)
        if self.prompt_stage() == prompt.AGAIN:
            return self.next_step(self.seats[seat])
        if self.shown.phase == "select" and self.decision.focus == "dice":
            # the foot's words without "zählenden": one line for any name and any block's keys
            s = self.seats[seat]
            keys = {a: key_label(self.app, s, a) or "?" for a in ("confirm", "left", "right", "down")}
            if self.marks_first("dice"):
                # the key that moves on does nothing yet: the banner names the step that works now,
                # the coach's dice and button when hints are on, else "Markieren (E), dann S weiter · Q aufschreiben"
                plan = self.coach_plan()
                if plan is None:
                    # said as the next step, never as a reproach: mark, then throw on or write down
                    # (the back key only while writing down is possible this turn)
                    if self.may_write_down_after_marking():
                        return self.words("prompt_mark_any", back=key_label(self.app, s, "back") or "?", **keys)
                    return self.words("prompt_mark_any_on", **keys)
                faces = "-".join(str(f) for f in sorted(self.shown.faces[i] for i in plan[0]))
                return self.words("prompt_mark_first", dice=faces, confirm=keys["confirm"],
                                  then=key_label(self.app, s, plan[1]) or "?")
            p = self.preview()
            if p is not None and p.chosen and p.ok:
                plan = self.coach_plan()
                if plan is not None and plan[1] == "back":      # the coach says: write it down
                    return self.words("prompt_select_bank", back=key_label(self.app, s, "back") or "?", **keys)
                return self.words("prompt_select", **keys)
            return self.words("prompt_mark", **keys)
        return " · ".join(self.key_parts(self.seats[seat])[0])

    def _prompt_lines(self):
        """The banner's lines, worked out anew when the focus moves between dice and buttons
        (the keys then do other things)."""
        stage = self.prompt_stage()
        step = ""
        if stage is not None:
            seat = self.wait.decision[1]
            step = self.next_step(self.seats[seat]) if stage == prompt.AGAIN else ""
            if self.shown.phase == "select":
                step += "|" + self.prompt_action(seat)       # marking a die changes the words
        if self._prompt_focus != (self.decision.focus, stage, step):
            self._prompt_focus = (self.decision.focus, stage, step)
            self._prompt_said = None
        return super()._prompt_lines()

    def prompt_width(self) -> int:
        """How wide the prompt may be: from its left edge to the target label, a gap kept."""
        return self.target_left - RING_ROOM - 10 - PROMPT_X

    def draw_prompt(self, surface) -> pygame.Rect | None:
        """The prompt in the header band (see `TableBase.draw_prompt`): each line on one line
        in the room left of the target, drawn smaller where it must (never under FLOOR: six
        players' sixteen-letter names and any block's keys fit so); only a line too long even
        at FLOOR wraps. No word is cut. The large form and its pulsing ring stand inside the
        band, clear of the window's edge and the tray (`banner_lines`)."""
        lines = self._prompt_lines()
        if lines is None:
            return None
        seat = self.wait.decision[1]
        style = self.style(seat)
        width = self.prompt_width()
        anchor, pos = self.prompt_place()
        band = surface.subsurface(HEADER)      # (the pulsing ring stays in the band too)
        if self.prompt_stage() == prompt.AGAIN and len(lines) == 2:
            pic, said = reminder_picture(lines[0][0], lines[1][0], style, width, self.seats[seat].name)
            self._prompt_pic = ((tuple(lines), seat, style, width), pic, said)
            return draw_reminder(band, pic, said, anchor, pos, style, self.wait.idle - prompt.AGAIN_AFTER, RING_ROOM)
        key = (tuple(lines), seat, style, width)
        if self._prompt_pic is None or self._prompt_pic[0] != key:
            wrapped = banner_lines(tuple(lines), width)
            self._prompt_pic = (key, prompt.prompt_picture(wrapped, style, self.seat_token(seat), width), wrapped)
        pulse = self.wait.idle - prompt.AGAIN_AFTER if self.prompt_stage() == prompt.AGAIN else None
        return prompt.draw_prompt(band, self._prompt_pic[1], self._prompt_pic[2], anchor, pos, style, pulse)

    def _shown_history(self) -> list:
        """The score sheet as the players have seen it written."""
        return self.lines

    def _leaders(self, totals: list[int]) -> set[int]:
        r = self.shown.rules
        down = tuple(self.descending) if r.boomerang else (False,) * len(totals)
        return leaders(totals, bool(self.lines), r.reverse, down)

    def draw_sheet(self, surface) -> None:
        history = self._shown_history()
        totals = totals_of(history, len(self.seats))
        over = self.over_shown
        live = 0 if self.view.done or self.shown.rules.reverse or over else self.view.points
        waiting = self.waiting_worth(marked=False) if live else None
        if waiting is not None:        # a Pasch waiting for its 1 or 5 is not pencilled in yet
            live -= waiting[1]
        view = SheetView(
            size=self.sheet_rect.size, names=tuple(s.name for s in self.seats),
            styles=tuple(self.style(i) for i in range(len(self.seats))),
            history=tuple(tuple(h) for h in history), current=None if over else self.view.seat,
            live=live, leaders=frozenset(self._leaders(totals)), final=self.final_round,
            title=self.words("sheet"), live_label=self.words("live"), final_label=self.words("final_round"),
            sep=self.t("app.thousands"), minus=self.words("minus_sign"), older_label=self.words("older_lines"),
            written=self.view.done)
        # five and six seats: the paper reaches down to what scores, ruled lines free under the
        # written ones, so no band of bare felt parts the sheet from "Was zählt" early in a game
        tall = self.sheet_rect.h if self.counts_rect is not None else SheetPainter.height_needed(view, self.sheet_rect.h)
        view = replace(view, size=(self.sheet_rect.w, tall))
        self.sheet.draw(surface, self.sheet_rect.topleft, view)
        self.sheet.said(view)

    def plate_rects(self) -> list[pygame.Rect]:
        return self.plate_rects_

    def plate_keys(self, seat) -> str:
        """Who plays with which keys, in words: the person's keyboard block or pad ("Tastatur 1"),
        and whom they share it with ("Tastatur 1 · mit Ben"). The keys themselves are named
        where they are pressed: on the banner and on the buttons' caps."""
        if not seat.device:
            return ""
        words = kind_text(self.t, seat)
        mates = [s.name for s in self.seats if s is not seat and s.device == seat.device]
        shared = words + " · " + self.t("app.sharing.tag_short", names=", ".join(mates))
        # with whom, on a second line where that fits (six on one block: the block alone)
        return shared if mates and len(plate_lines(shared)) <= 2 and not self.keys_alone else words

    def draw_plates(self, surface) -> None:
        totals = totals_of(self._shown_history(), len(self.seats))
        lead = self._leaders(totals)
        over = self.over_shown
        r = self.shown.rules
        prompting = self.prompt_text() is not None and self.wait.decision[1] == self.view.seat
        chosen = None if r.reverse else self.panel.chosen_worth()
        turn_points = chosen[1] if chosen is not None else self.view.points   # as the panel counts it
        for i, rect in enumerate(self.plate_rects()):
            seat = self.seats[i]
            active = i == self.view.seat and not over
            note = ""
            if r.boomerang and self.descending[i]:
                note = "↓ " + self.words("counting_down")
            # the turn's points stand in the panel and pencilled on the sheet, nowhere else; the
            # pile of Rückwärts is no turn's points: the plate of its holder says it
            if active and r.reverse and turn_points and not self.view.done:
                note = self.words("pile", points=self.num(turn_points))
            elif active and prompting:
                # the banner names this seat and its keys: the plate says it plays, not the keys again
                note = note or self.words("pile" if r.reverse else "plate_on_turn", points=self.num(turn_points))
            level = self.t(f"app.bot_level.{seat.bot_level}") if seat.is_bot else ""
            view = PlateView(rect.size, i, seat.name, kind_text(self.t, seat), self.num(totals[i]),
                             active, i in lead, note, self.plate_keys(seat), self.style(i), self.compact_plates, level)
            surface.blit(self.plates.surface(view, rect.topleft), rect)
            self.plates.said(view, rect.topleft)
        if self.card is not None:
            surface.blit(self.card, self.card_rect.topleft)

    def draw_places(self, surface) -> None:
        """The row of dice set aside: "beiseite" and one recessed square for every die not set
        aside yet, where the next dice kept go; from the turn's start, so the row under the news
        strip is never bare felt."""
        if self.free_places() or self.aside:
            for line, pos in self.aside_label:
                blit_text(surface, line, pos, lettering.FLOOR, theme.TEXT_DIM)
        for place in self.free_places():
            surface.blit(self.place_picture, place)

    def before_first_throw(self) -> bool:
        """A person's turn, before its first throw: the tray empty, nothing set aside."""
        m = self.shown
        return (not self.ids and not self.aside and m.phase == "throw" and not self.over_shown
                and self.my_turn() is not None and not self.tray.positions())

    def aim_lines(self) -> tuple[int, tuple[str, ...]]:
        """The aim of a turn in one sentence, as (size, lines) for the empty felt ("Wirf 1er und
        5er, sammle Punkte ..."), large: the tray is empty before the first throw."""
        key = "aim_reverse" if self.shown.rules.reverse else "aim"
        return flow(self.words(key), AIM_SIZE, self.tray_rect.w - 80, True)

    def aim_rect(self) -> pygame.Rect | None:
        """Where the aim of a turn stands on the felt (None when it is not shown)."""
        if not self.before_first_throw():
            return None
        size, lines = self.aim_lines()
        h = line_height(size, True) * len(lines)
        w = max(width_of(line, size, True) for line in lines)
        return pygame.Rect(0, 0, w, h).move(self.tray_rect.centerx - w // 2, self.tray_rect.centery - h // 2)

    def standing(self, seat: int | None = None, others: bool = False) -> str:
        """Where the person on turn stands, in one line, before their first throw: who leads by
        how much and how far they are from the target ("" in the variants that count otherwise);
        with `others`, said of the seat by name for those watching (a bot's turn)."""
        r = self.shown.rules
        seat = self.my_turn() if seat is None else seat
        if seat is None or r.reverse or r.boomerang:
            return ""
        totals = totals_of(self._shown_history(), len(self.seats))
        missing = self.num(max(0, r.target - totals[seat]))
        best = max(totals)
        kind = "standing_other_" if others else "standing_"
        if best <= 0 or len(set(totals)) == 1:
            return self.words("standing_none", target=self.num(r.target)) if best <= 0 else \
                self.words(kind + "ahead", missing=missing, name=self.name(seat))
        if totals[seat] == best:
            return self.words(kind + "ahead", missing=missing, name=self.name(seat))
        leader = totals.index(best)
        return self.words(kind + "behind", leader=self.name(leader), points=self.num(best), missing=missing,
                          name=self.name(seat))

    def draw_aim(self, surface) -> None:
        """The aim of a turn on the empty felt, before the first throw (gone once dice fly)."""
        rect = self.aim_rect()
        if rect is None:
            return
        size, lines = self.aim_lines()
        step = line_height(size, True)
        for j, line in enumerate(lines):
            blit_text(surface, line, (rect.centerx, rect.y + j * step), size, AIM_INK, True, "midtop")

    def free_places(self) -> list[pygame.Rect]:
        """Where the dice not set aside yet go, in the row beside "beiseite" (every place free at
        a turn's start; none once the game is over)."""
        if self.over_shown:
            return []
        start, group = len(self.aside), len(self.groups)
        places = []
        for k in range(self.n - start):
            x, y = self._slot_pos(start + k, group)
            places.append(self.place_picture.get_rect(center=(round(x), round(y))))
        return places

    def waiting_worth(self, marked: bool = True) -> tuple[str, int] | None:
        """A Pasch set aside (or marked to be) that still waits for a 1 or 5 from a later throw:
        its faces as they lie ("4-4-4") and the points it adds once proven; None while none waits
        (the turn's points are said without it: they count only once it is proven). Without
        `marked`, only the Paschs set aside count (not the dice a person has marked)."""
        m = self.shown
        v = self.view
        if m.rules.reverse or v.done or v.lost or m.is_over:
            return None
        dice = list(m.aside)
        faces: tuple[int, ...] = ()
        p = self.preview() if marked and self.my_turn() is not None and m.phase == "select" else None
        if p is not None and p.chosen and p.ok:
            if p.proof != "pending":
                return None               # the marked dice prove it, or nothing waits
            faces, dice = tuple(p.pending), dice + list(p.chosen)
        elif v.proof == "pending":
            faces = tuple(v.faces)
        worth = 0
        for face in faces:
            count = sum(1 for i in dice if m.faces[i] == face)
            count = count if m.rules.doubling else min(count, PASCH_MOST)
            if count >= 3:
                worth += pasch_value(face, count, m.rules.doubling)
        return (pasch_text(faces), worth) if worth else None

    def counts_line(self) -> str:
        """The news strip's words while nothing has happened yet: what scores, in one sentence
        ("Eine 1 = 100 · Eine 5 = 50 · 3 gleiche = Augen × 100 · Drei 1er = 1.000"); with the
        scoring card beside the sheet (it says that already) what a Niete costs."""
        if self.card_rect is not None or self.counts_rect is not None:
            # (in a small window's larger words the shorter sentence, where the long one would
            # lose its end under the strip's two lines)
            said = self.words("niete_line")
            width, height = NEWS.w - 32, NEWS.h - 8
            if " ".join(news_lines(said, width, height)[1]).split() == said.split():
                return said
            return self.words("niete_line_short")
        return self.counts_short(rule=False)      # (the strip under the tray holds two lines)

    def aside_texts(self) -> list[str]:
        """What each group of dice set aside adds now, as writing down would count it: a Pasch
        still waiting for its 1 or 5 is left out ("+50" under 4-4-4 + 5, "wartet" under a
        waiting 4-4-4 alone); once proven the group says its whole worth."""
        m = self.shown
        waiting = self.view.proof == "pending" and not self.view.done and not m.rules.reverse
        out = []
        for slot, count, points in self.groups:
            dice = self.aside[slot:slot + count]
            pending = 0
            for face in (self.view.faces if waiting else ()):
                alike = sum(1 for i in dice if m.faces[i] == face)
                alike = alike if m.rules.doubling else min(alike, PASCH_MOST)
                pending += pasch_value(face, alike, m.rules.doubling) if alike >= 3 else 0
            counted = points - pending
            out.append(self.words("aside_waiting") if pending and counted <= 0 else "+" + self.num(counted))
        return out

    def draw_aside(self, surface) -> None:
        for group, ((slot, count, _points), text) in enumerate(zip(self.groups, self.aside_texts(), strict=True)):
            x0 = self._slot_pos(slot, group)[0]
            x1 = x0 + (count - 1) * ASIDE_STEP
            blit_text(surface, text, ((x0 + x1) / 2, ASIDE_Y + DIE // 2 + 1), lettering.FLOOR, theme.ACCENT, True, "midtop")


def banner_lines(lines: tuple[tuple[str, int, bool], ...], width: int) -> tuple[tuple[str, int, bool], ...]:
    """The prompt's lines fitted to a banner `width` wide and at most BAND_ROOM tall: each line
    on one line, drawn smaller where it must, wrapped only when too long even at FLOOR; the
    large form's name and keys drawn smaller until the banner stands in the band (the name
    never under the small prompt's size, the keys never under FLOOR)."""
    sizes = [size for _, size, _ in lines]
    while True:
        room = width - 2 * 18 - 14 - sizes[0]          # (the banner's pads, gap and token)
        wrapped = tuple((part, fitted, bold) for (text, _, bold), size in zip(lines, sizes, strict=True)
                        for fitted, parts in [flow(text, size, room, bold)] for part in parts)
        height = sum(line_height(size, bold) for _, size, bold in wrapped) + 2 * 10
        if height <= BAND_ROOM or len(lines) < 2:
            return wrapped
        name, keys = sizes[0], sizes[-1]
        if name - keys > 8 and name > prompt.SMALL_SIZE:
            sizes[0] -= 2
        elif keys > lettering.FLOOR:
            sizes[-1] -= 2
        elif name > prompt.SMALL_SIZE:
            sizes[0] -= 2
        else:
            return wrapped
