"""The Durchmarsch table: paper sheets, the dice tray, odds, the stop-or-go-on choice, heckling.

The engine has already decided when events arrive; this scene plays them one after another
as *beats* (a throw lands, a number is crossed with a pen stroke, a misthrow is stamped, the
dice pass on), and keeps its own picture of the sheets that catches up beat by beat. Input
waits until the beats are played; a confirm press while they play skips to the end. A person
with the coach's hints on sees, once the throw has landed, the hint on a card above the stop and
go-on buttons (the odds lines that no longer fit above it give way).

Every seat's sheet keeps its place in seat order for the whole game; the sheet on turn is framed,
never moved. A pen stroke is never seen half drawn: the last turn's strokes finish when the turn
passes, and a table standing still under the pause shows every mark whole.

Everything that pops up has a place of its own, never over a die, a seat's key hints or
another player's sheet: heckles and refusals speak in the voices lane under the choice (a refusal
first, the heckles wait), the stamp ("Fehlwurf!") lands on the choice panel while no button
shows, and the coach's card sits above the buttons (beside them, stacked, where the panel is
too low for it). Who must act stands on one plate right of the title (`turn_line`), edged in
the seat's colour, of one size and place all turn long: the heading with the seat's token, then
the prompt with the keys at its left and the row and number at its right end, after ten seconds
of nothing the large reminder (`reminder`) on that same plate; only the words change. While the
dice roll the buttons keep their place under a veil. The odds show one figure, the chance of
the number wanted. No text is drawn under `text.READABLE`.

The screen never tells two turns at once: while a stop is stamped the heading speaks of that
seat's next turn, and the next seat is named when the turn passes and the stamp goes. At the
choice the odds name the dice of the next throw; where going on sets one of the dice in the tray
aside they say so ("Weiter mit 6 Würfeln") and a dashed place shows where that die goes, with
that very die drawn faintly in it (the one that goes when the seat goes on).
Under the odds a short log tells what the last turns did ("Clara: Fehlwurf in Reihe 1"), as each
turn's end lands, always above the buttons' place (veiled or not) or the bot's plate.

At the hand-over to a person the buttons are that person's (`shown_phase`: a throw) from the frame
the heading names them, and their confirm throws at once. Once every person is out the voices lane
offers to let the bots finish faster (`TableBase.bots_finish`) while nobody speaks there.
"""

from __future__ import annotations

import math
import random
import threading
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.durchmarsch import bots as dm_bots
from game.durchmarsch import match as dm
from game.durchmarsch.odds import dm_dice_after_going_on, dm_hit_chance
from game.engine import GameOver
from scenes.dice import art as dice_art
from scenes.dice.tray import DiceTray, table_seed
from scenes.tables import prompt
from scenes.tables.base import TableBase
from scenes.tables.durchmarsch import reminder, sizes
from scenes.tables.durchmarsch.art import (
    RED_PEN,
    crossed_cell,
    crossed_fill,
    missed_box,
    misthrow_box,
    number_box,
    pen_cross,
    row_marker,
    stamp_image,
    stamp_text_px,
    struck_wash,
    wanted_box,
)
from scenes.ui import theme
from scenes.ui.backdrop import backdrop
from scenes.ui.beats import Beat
from scenes.ui.coach import card_height, card_look, draw_card
from scenes.ui.layout import fit, fitted_size, line_height, pack, wrap
from scenes.ui.numbers import chance_text
from scenes.ui.seat_panel import key_hint, key_label, keycap_image, kind_text
from scenes.ui.text import READABLE, blit_text, drawn, font, render
from scenes.ui.tween import clamp01, ease_out_back, pulse
from scenes.ui.widgets import draw_panel, draw_seat_token

# The canvas is 1280x720. The turn band across the top (title, "whose turn" heading and the
# "who must act" prompt), the tray, the dice set aside and the voices lane (heckles and
# refusals) are in the same place at every table; the sheets and the choice are laid out by the
# number of seats (`layout_for`).
HEADER = pygame.Rect(0, 0, 1280, 112)      # the turn band: room for the prompt's large form and its margin
TOP = HEADER.bottom + 2                    # where the table under the band begins
TRAY_RECT = pygame.Rect(700, TOP, 560, 200)
ASIDE_ROW = pygame.Rect(TRAY_RECT.x, TRAY_RECT.bottom + 2, TRAY_RECT.w, 56)
ASIDE_Y = ASIDE_ROW.centery
ASIDE_X = TRAY_RECT.x + 150
VOICES = pygame.Rect(TRAY_RECT.x, 710 - 92, TRAY_RECT.w, 92)   # two shelves of bubbles, under the choice
TITLE_AT = (24, HEADER.centery)
BANNER_BOX = pygame.Rect(300, HEADER.y + 6, 960, HEADER.h - 12)
TITLE_SIZE = 30                            # the title: the same size and place whatever stands beside it
HEADING_SIZE = 32                          # whose turn and the number wanted: big, read from the sofa
TOKEN_ROOM = 44                            # the seat's token left of the heading that names them
SHORT_SIZE = 26                            # the row and number beside the call to act: never larger than it
ASK_SIZE = HEADING_SIZE                    # "Anna: E zum Werfen": the call to act is the line's largest words
BANNER_MARGIN = 11          # clear air round the prompt's ring: 8 px even at 960x540
RING_REACH = 6              # how far the prompt's pulsing ring reaches out at its widest (`draw_ring`)
PROMPT_GAP = RING_REACH + BANNER_MARGIN    # between the title and the prompt's banner
LINE_PAD = 18               # inside the turn line, left and right of its words
LARGE_SHEET_H = 240          # a sheet this tall is drawn in the large style
SIDE_SHEET_H = LARGE_SHEET_H  # a lower sheet (three or four seats) has who plays it beside the rows
NAME_COLUMN = 160            # that column's width on every low sheet (room for "[K] urge caution" at 22 px)
TOP_NAME_SIZE = 22           # a low sheet's name across its top line, on every sheet (16 letters fit whole)
PLATE_INK = (52, 54, 68)     # who plays a sheet and its heckling keys: dark enough to read from the sofa
PLATE_SIZE = 24              # who plays a sheet and a low sheet's heckling keys, where they fit (else READABLE)
HECKLE_SIZE = 22             # a waiting person's heckling keys and words ("[W] Anfeuern") ...
BAND_W = 7                   # the player's colour down the left edge of their sheet
ROW_LIGHT = 40               # how strongly the row in play is washed in the player's colour (alpha)
CAPS_ROOM = 32                # what two key caps add to the width of a plate written as text
HECKLE_LARGE = 24            # ... where it has the room (beside the name on a large sheet, every low sheet alike)
ASIDE_SIZE = 24              # "beiseite" beside the dice set aside, and the words under the tray
SLOT_INK = (92, 108, 100)    # the empty places for them: quieter than the place of the die going next
SHEETS = pygame.Rect(20, TOP, 660, 714 - TOP)     # every seat's sheet, in seat order, top to bottom
SHEET_GAP = 8                # room between sheets for the frame of the sheet on turn
# the choice panel right under the dice set aside: the column reads top to bottom as one story
# (whose turn and the number wanted, the tray, the dice set aside, the odds and the choice)
DECISION = pygame.Rect(TRAY_RECT.x, ASIDE_ROW.bottom + 4, TRAY_RECT.w, VOICES.y - 6 - ASIDE_ROW.bottom - 4)
FIGURE_SIZE = 58             # the chance of the number wanted, as the panel's big figure
SIDE_SMALLEST = 22           # the chance card's side lines where only this fits beside the figure (under it too)
SIDE_SIZE = 24               # the lines beside it (the numbers left in the row, the dice the number takes)
SIDE_INK = theme.TEXT        # ... in light ink: read from the sofa beside the big figure
LOG_SIZE = 24                # the log of the last turns under the odds ...
LOG_SMALLEST = 22            # ... never smaller
LOG_KEPT = 3                 # the turns it tells
LOG_TOKEN = 28               # room for the seat's token before a line
NUMBER_FLOOR = 22            # a sheet's numbers are never smaller: read from the sofa
NUMBER_LARGEST = 34          # and as large as this where the boxes allow (digits 20 px tall and more)
LOW_FILL = 0.8               # on a low sheet a digit's ink may fill this much of its box's height
MISS_WIDTH = 0.7             # a misthrow box is this much of a number box wide (it holds no number)
TEN_WIDTH = 1.5              # the 10's box this much wider than the others: two digits as large as one, with air
TEN_AIR = 16                 # the 10's box keeps this much air beside its two digits (both sides together)
UNITS = dm.NUMBERS - 1 + TEN_WIDTH + dm.MISTHROW_BOXES * MISS_WIDTH     # a row's width in number boxes
BUTTON_H = 58
BUTTON_TALL_H = 74           # a button whose key cap stands above its label (no room beside it)
CAP_GAP = 10                 # between a button's key cap and its label
STACKED_W = 210              # the stop and go-on buttons one above the other (`buttons_stacked`)
PEN_TIME = 0.45
STAMP_TIME = 1.1
TURN_TIME = 0.9
DICE_FADE = 0.45             # the last turn's dice fade where they lie, under that turn's heading
HECKLE_TIME = 2.6
OPENING_PAUSE = 0.3          # a bot's throw that opens its turn: the heading named it as the turn passed
HECKLE_COOLDOWN = 0.7


@dataclass
class SheetView:
    """What the table shows of one sheet (it trails the engine while beats play)."""

    crosses: list[int]
    misses: list[int]
    row: int
    out: bool = False

    @classmethod
    def of(cls, sheet: dm.Sheet) -> SheetView:
        return cls(list(sheet.crosses), list(sheet.misthrows), sheet.row, sheet.out)

    def key(self) -> tuple:
        return (tuple(self.crosses), tuple(self.misses), self.row, self.out)


@dataclass
class Stroke:
    """A pen stroke being drawn on a sheet: a cross, a misthrow box, or a row struck out."""

    seat: int
    row: int
    kind: str        # "cross", "miss", "strike"
    index: int       # number index (0 = the 10) or misthrow box index
    t0: float


@dataclass
class Stamp:
    """A word stamped across the tray: the result of `seat`'s throw or turn."""

    text: str
    colour: tuple
    t0: float
    seat: int


@dataclass
class TurnNote:
    """What one turn did, for the log in the choice panel: the numbers crossed, how it ended."""

    seat: int
    crossed: list[int]
    end: str = ""        # "", "stopped", "miss", "struck", "out", "won"
    row: int = 0


@dataclass
class Heckle:
    seat: int
    text: str
    t0: float


@dataclass(frozen=True)
class Layout:
    """Where each seat's sheet (in seat order) and the choice lie."""

    sheets: tuple[pygame.Rect, ...]
    decision: pygame.Rect


def layout_for(seats: int) -> Layout:
    """The sheets stand in seat order down the left, all of one size, and keep their places
    for the whole game (the sheet on turn is framed, never moved: everybody finds their own
    sheet where it was); the choice panel lies under the dice set aside, the voices lane under it."""
    h = (SHEETS.h - (seats - 1) * SHEET_GAP) // seats
    return Layout(tuple(pygame.Rect(SHEETS.x, SHEETS.y + i * (h + SHEET_GAP), SHEETS.w, h) for i in range(seats)),
                  DECISION)


class TableScene(TableBase):
    BEAT_TIMES = {"NumberCrossed": PEN_TIME + 0.25, "Misthrow": STAMP_TIME, "DieSetAside": 0.3,
                  "TurnPassed": TURN_TIME, "SeatOut": STAMP_TIME, "RowCompleted": 1.8, "Stopped": 1.0,
                  "GameOver": 1.8}
    WAITS_FOR_DICE = frozenset({"DiceRolled"})

    def __init__(self, app, info, seats, seed, match=None):
        sizes.fit_window(app.picture_scale())
        super().__init__(app, info, seats, seed, match)
        self.layout = layout_for(len(seats))
        self.tray = DiceTray(TRAY_RECT, seed=table_seed(seed, self.match), dice_speed=app.config.general.dice_speed,
                             sound=app.sound, die_size=50,
                             mark_colours=(theme.ACCENT, theme.BAD))
        self.views: list[SheetView] = []
        self.current = self.shown.current_seat     # whose turn the table shows
        self.strokes: list[Stroke] = []
        self.heckles: list[Heckle] = []
        self.heckle_ready: dict[int, float] = {}
        self.last_ids: list[int] = []              # tray ids of the last throw, in face order
        self.aside_ids: list[int] = []
        self.aside_unseen = 0          # dice a resumed game had set aside (the save keeps only their count)
        self.stamp: Stamp | None = None
        self.banner: tuple[str, float] | None = None
        self.banner_short = ""                     # the heading beside the prompt: row and number only
        self.banner_seat: int | None = None        # whom the heading names (their token stands before it)
        self.odds_for: tuple[int, int] | None = None   # (number, dice) the odds tell: the heading's number
        self.next_dice = self.shown.next_dice      # dice the next throw uses, as the beats have shown it
        self._band_prompt: tuple | None = None     # (what, the lines fitted to the band, the picture)
        self.reminder_rect: pygame.Rect | None = None  # where the ten-second reminder stood last frame
        self.prompt_words: pygame.Rect | None = None   # where the prompt's words stood on the line last frame
        self.choice = 1                            # 0 = stop, 1 = go on
        self.sheet_cache: dict[tuple, pygame.Surface] = {}
        self.blank_cache: dict[tuple, pygame.Surface] = {}
        self.heckle_rng = random.Random((seed or 0) + 99)
        self.notes: list[TurnNote] = []            # the turns ended, as their end beats played
        self.miss_next_row: int | None = None      # where a misthrow being drawn sends the seat next
        self.won = False                           # the heading has said who won: nobody thinks or acts now
        self.landed()
        self._restore_throw()
        self._announce_turn()
        if any(s.bot_level == "hard" or s.wants_hints for s in seats):
            # the hard bot's race tables take about a second to fill the first time: a worker
            # fills them while the table opens, so no frame waits for them
            threading.Thread(target=dm_bots.prepare, args=(len(seats),), daemon=True).start()

    def _restore_throw(self) -> None:
        """A game resumed in the middle of a decision: the throw being decided on lies in the
        tray, at rest, the dice that made the number lit, so the player sees what to decide on."""
        m = self.shown
        if m.phase != dm.DECIDE or not m.last_faces or m.target is None:
            return
        self.last_ids = self.tray.throw(m.last_faces, "pip")
        self.tray.skip()
        self.aside_unseen = max(0, dm.START_DICE - len(m.last_faces))
        made = dm.made_by(m.last_faces, m.target + 1)
        self.tray.highlight([self.last_ids[i] for i in made if i < len(self.last_ids)])

    def landed(self) -> None:
        """The sheets as the engine has them now (the beats drew every change already)."""
        self.views = [SheetView.of(self.shown.sheet(i)) for i in range(len(self.seats))]
        self.next_dice = self.shown.next_dice

    # -- engine events, one beat each -------------------------------------------------------
    def update_view(self, dt: float) -> None:
        self.tray.update(dt)
        self.beats.play(dt)
        self.strokes = [s for s in self.strokes if self.time - s.t0 < PEN_TIME]
        self.heckles = [h for h in self.heckles if self.time - h.t0 < HECKLE_TIME]
        shown = set() if self.refusal else {id(h) for h, _, _ in self.heckle_places()}
        for h in self.heckles:
            if id(h) not in shown:
                h.t0 = self.time          # waits for the lane (room, or the refusal to go): its time starts there

    def stamp_for(self, seat: int, key: str, colour, **params) -> None:
        self.stamp = Stamp(self.t(key, **params), colour, self.time, seat)

    def on_DiceRolled(self, ev: dm.DiceRolled) -> None:
        self.tray.clear_highlights()
        self.next_dice = len(ev.faces)
        self.last_ids = self.tray.throw(ev.faces, "pip", keep=self.aside_ids)
        self.stamp = None

    def on_NumberCrossed(self, ev: dm.NumberCrossed) -> None:
        view = self.views[ev.seat]
        index = view.crosses[ev.row]
        view.crosses[ev.row] += 1
        self.note_of(ev.seat).crossed.append(dm.NUMBERS - index)
        self.strokes.append(Stroke(ev.seat, ev.row, "cross", index, self.time))
        self.tray.highlight([self.last_ids[i] for i in ev.dice if i < len(self.last_ids)])
        self.app.play("pen", 0.8)
        if ev.seat == self.current and view.crosses[ev.row] < dm.NUMBERS:
            self.next_dice = dm_dice_after_going_on(self.next_dice)
            self._announce_turn()         # the heading names the number still to make

    def beats_for(self, ev) -> list[Beat]:
        """A misthrow is drawn before it is told: the pen marks the box (and the heading and the
        sheet's arrow move to the row the seat's next turn plays, together), then the stamp
        lands. A turn passing lets the last seat's dice fade under its own heading; the next
        seat is named once they are gone."""
        if isinstance(ev, dm.Misthrow):
            return [Beat(ev, PEN_TIME, kind="MisthrowDrawn"), Beat(ev, STAMP_TIME)]
        if isinstance(ev, dm.TurnPassed):
            return [Beat(ev, DICE_FADE, wait_tray=True, kind="TurnLeaving"), Beat(ev, TURN_TIME - DICE_FADE)]
        return super().beats_for(ev)

    def bot_pause(self, seat: int) -> float:
        """A bot throws soon after the heading has named it (nothing else to read then); it
        thinks over stop or go on for the table's whole pause, while the odds can be read."""
        return OPENING_PAUSE if self.match.phase == dm.ROLL else super().bot_pause(seat)

    def dice_settled(self) -> bool:
        """The dice lie still, and the last turn's dice have faded out of the tray (the turn
        passing waits for them)."""
        return self.tray.settled and not any(self.tray.die(i).mode == "leave" for i in self.tray.ids)

    def on_MisthrowDrawn(self, ev: dm.Misthrow) -> None:
        view = self.views[ev.seat]
        _, self.miss_next_row = dm.after_a_miss(view.misses, ev.row)
        box = view.misses[ev.row]
        view.misses[ev.row] += 1
        self.strokes.append(Stroke(ev.seat, ev.row, "miss", box, self.time))
        if ev.struck:
            self.strokes.append(Stroke(ev.seat, ev.row, "strike", 0, self.time))
        # the sheet's arrow and wanted box and the heading move to the next turn's row together,
        # the moment the pen marks the box: never a sheet wanting the old row's number under a
        # heading that names the next
        if self.miss_next_row is not None:
            view.row = self.miss_next_row
        self._announce_next_turn(ev.seat, self.miss_next_row)
        self.tray.highlight(self.last_ids, theme.BAD)

    def on_Misthrow(self, ev: dm.Misthrow) -> None:
        for stroke in self.strokes:          # the box stands marked whole as the stamp lands
            if stroke.seat == ev.seat:
                stroke.t0 = min(stroke.t0, self.time - PEN_TIME)
        self.end_note(ev.seat, "struck" if ev.struck else "miss", ev.row)
        self.stamp_for(ev.seat, "durchmarsch.table.struck" if ev.struck else "durchmarsch.table.miss", theme.BAD)
        self.app.play("capture", 0.9)

    def on_DieSetAside(self, ev: dm.DieSetAside) -> None:
        die = self.die_to_set_aside()
        if die is not None:
            x = self.aside_start() + len(self.aside_ids) * 64
            self.aside_ids.append(die)
            self.tray.set_aside(die, (x, ASIDE_Y), duration=0.3, arc=False)
        self.tray.clear_highlights()

    def on_Stopped(self, ev: dm.Stopped) -> None:
        # while the stamp stands the heading speaks of the same seat's next turn, never "ist
        # dran" for a turn that is over; the next seat's heading comes with the turn passing,
        # which takes the stamp away
        view = self.views[ev.seat]
        self._announce_next_turn(ev.seat, view.row)
        self.end_note(ev.seat, "stopped", view.row)
        self.stamp_for(ev.seat, "durchmarsch.table.stopped", theme.GOOD)

    def seat_shown_on_turn(self) -> int | None:
        # the heading names the next seat as the turn passes, before the shown match lands
        return None if self.shown.is_over else self.current

    def on_TurnLeaving(self, ev: dm.TurnPassed) -> None:
        # the last seat's dice leave with its turn, fading where they lie: dice flying off
        # would cross the heading and the sheets
        self.tray.clear(in_place=True, duration=DICE_FADE)
        self.last_ids = []
        self.aside_ids = []
        self.aside_unseen = 0
        self.strokes.clear()         # the last turn's pen marks stand whole on its sheet

    def on_TurnPassed(self, ev: dm.TurnPassed) -> None:
        self.views[ev.seat].row = ev.row
        self.current = ev.seat
        self.next_dice = dm.START_DICE
        self.heckles = []            # they were said to the last seat
        self.choice = 1
        self.stamp = None            # the last seat's result goes with its turn
        self._announce_turn()

    def on_SeatOut(self, ev: dm.SeatOut) -> None:
        self.views[ev.seat].out = True
        self.end_note(ev.seat, "out", self.views[ev.seat].row)
        self.stamp_for(ev.seat, "durchmarsch.table.out", theme.BAD, name=self.seats[ev.seat].name)

    def on_RowCompleted(self, ev: dm.RowCompleted) -> None:
        self.end_note(ev.seat, "won", self.views[ev.seat].row)
        self.stamp_for(ev.seat, "durchmarsch.table.win", theme.ACCENT, name=self.seats[ev.seat].name)
        self._announce_winner(ev.seat, self.stamp.text)
        self.app.play("fanfare", 1.0)

    def on_GameOver(self, ev: GameOver) -> None:
        if any(view.crosses[r] >= dm.NUMBERS for view in self.views for r in range(dm.ROWS)):
            return
        # nobody completed a row: the last seat still in the game wins
        winner = ev.ranking[0][0]
        self.stamp_for(winner, "durchmarsch.table.last_standing", theme.ACCENT, name=self.seats[winner].name)
        self.current = winner
        self._announce_winner(winner, self.stamp.text)
        self.app.play("fanfare", 1.0)

    # -- the log of the last turns ---------------------------------------------------------------
    def note_of(self, seat: int) -> TurnNote:
        """The note of `seat`'s turn being played (begun at its first cross)."""
        if not self.notes or self.notes[-1].seat != seat or self.notes[-1].end:
            self.notes.append(TurnNote(seat, []))
            del self.notes[:-LOG_KEPT]
        return self.notes[-1]

    def end_note(self, seat: int, end: str, row: int) -> None:
        """The turn's end lands: its note says how it ended (a seat put out by a struck row
        keeps one note, "ausgeschieden")."""
        note = self.note_of(seat) if end != "out" or not self.notes or self.notes[-1].seat != seat \
            else self.notes[-1]
        note.end, note.row = end, row

    def note_text(self, note: TurnNote) -> str:
        """"Ben: 10 bis 8 angekreuzt, aufgehört", "Clara: Fehlwurf in Reihe 1"."""
        t = self.t
        parts = []
        if len(note.crossed) == 1:
            parts.append(t("durchmarsch.table.log_crossed_one", number=note.crossed[0]))
        elif note.crossed:
            parts.append(t("durchmarsch.table.log_crossed_many", high=note.crossed[0], low=note.crossed[-1]))
        if note.end:
            after = "_after" if note.crossed and note.end == "miss" else ""
            parts.append(t(f"durchmarsch.table.log_{note.end}{after}", row=note.row + 1))
        return t("durchmarsch.table.log_line", name=self.seats[note.seat].name, what=", ".join(parts))

    def log_lines(self) -> list[tuple[int | None, str]]:
        """The log's lines, the latest turn first, as (seat or None, text): the turns ended,
        or before any turn ended the game's goal."""
        done = [n for n in self.notes if n.end]
        if not done:
            return [(None, self.t("durchmarsch.table.log_goal"))]
        return [(n.seat, self.note_text(n)) for n in reversed(done[-LOG_KEPT:])]

    def log_room(self) -> pygame.Rect | None:
        """Where the log lies in the choice panel: under the odds, above the buttons (or the
        bot's plate); the whole panel once the game is over. None while a stamp or a coach's
        card has the panel."""
        d = self.layout.decision
        if self.stamp_place() is not None:
            return None
        if self.shown.is_over or self.current is None:
            return pygame.Rect(d.x + 18, d.y + 12, d.w - 36, d.h - 20)
        if self.coach_words() is not None:
            return None
        top = d.y + 12
        if self.odds_for and self.banner:
            placed = self.chances_place(*self.odds_for)
            top = max(p[5][1] + font(p[1], p[3]).size(p[0])[1] for p in placed) + 6
        if self.seats[self.current].is_bot:
            bottom = self.thinking_place().y - 4
        else:                             # (while the dice roll the buttons keep their place, veiled)
            bottom = min(r.y for r in self.button_rects()) - 4
        return pygame.Rect(d.x + 18, top, d.w - 36, bottom - top)

    def log_place(self) -> list[tuple[int | None, str, int, pygame.Rect]]:
        """The log's lines that fit its room, as (seat or None, text, size, where the words lie)."""
        room = self.log_room()
        if room is None:
            return []
        out, y = [], room.y
        for seat, text in self.log_lines():
            x = room.x + (LOG_TOKEN if seat is not None else 0)
            size, lines = log_fit(text, room.right - x, 2)
            step = line_height(size)
            if y + step * len(lines) > room.bottom:      # two lines where there is room, else one cut
                size, lines = log_fit(text, room.right - x, 1)
            if y + step > room.bottom:
                break
            for i, line in enumerate(lines):
                out.append((seat if i == 0 else None, line, size,
                            pygame.Rect((x, y), font(size).size(line))))
                y += step
            y += 4
        return out

    def draw_log(self, surface) -> None:
        places = self.log_place()
        if not places:
            return
        room = self.log_room()
        pygame.draw.line(surface, (70, 84, 78), (room.x, room.y - 4), (room.right, room.y - 4), 2)
        for seat, text, size, rect in places:
            if seat is not None:
                draw_seat_token(surface, self.style(seat), (rect.x - LOG_TOKEN // 2 - 2, rect.centery), 10)
            blit_text(surface, text, rect.topleft, size, theme.TEXT)

    def _announce_turn(self) -> None:
        seat = self.current
        if seat is None:
            return
        view = self.views[seat]
        number = dm.NUMBERS - view.crosses[view.row]
        self.banner = (self.t("durchmarsch.table.turn", name=self.seats[seat].name, row=view.row + 1,
                              number=number), self.time)
        self.banner_seat = seat
        self.banner_short = self.t("durchmarsch.table.turn_short", row=view.row + 1, number=number)
        self.odds_for = (number, self.next_dice)

    def _announce_next_turn(self, seat: int, row: int | None) -> None:
        """The heading as the miss's stamp lands: the row (and number) the seat's next turn
        plays, never the row just missed or struck; no heading when the seat is out."""
        if row is None:
            self.banner = None
            return
        view = self.views[seat]
        number = dm.NUMBERS - view.crosses[row]
        self.banner = (self.t("durchmarsch.table.turn_next", name=self.seats[seat].name, row=row + 1,
                              number=number), self.time)
        self.banner_seat = seat
        self.banner_short = self.t("durchmarsch.table.turn_short", row=row + 1, number=number)

    def _announce_winner(self, seat: int, text: str) -> None:
        """The game is won: the turn line says who won, in the winner's colour, until the
        podium comes (the stamp on the panel fades; these words stay)."""
        self.banner = (text, self.time)
        self.banner_seat = seat
        self.banner_short = ""
        self.odds_for = None
        self.won = True

    def skip_animation(self) -> None:
        super().skip_animation()
        self.strokes.clear()

    # -- input --------------------------------------------------------------------------
    def handle_play(self, act) -> None:
        seat = self.current if self.busy() else self.match.current_seat   # whose turn people see
        mine = seat is not None and (seat in act.seats or act.device == "any") and not self.seats[seat].is_bot
        if act.seats and (seat is None or seat not in act.seats):
            self.heckle(act)
            return
        if not mine:
            return
        if self.busy():
            if act.action == "confirm":   # (the same press also says "roll": one skip is enough)
                self.skip_animation()
                if self.awaits_throw_of(seat) and not self.busy():
                    self.act(seat, dm.Roll())     # the turn passed to this person: their E throws
            return
        phase = self.match.phase
        if phase == dm.ROLL and act.action == "confirm":
            self.act(seat, dm.Roll())
        elif phase == dm.DECIDE:
            if act.action in ("left", "right"):
                self.choice = 0 if act.action == "left" else 1
            elif act.action == "confirm":
                self.act(seat, dm.GoOn() if self.choice == 1 else dm.Stop())
            elif act.action == "back" and act.device != "any":
                self.act(seat, dm.Stop())

    def prompt_stage(self) -> str | None:
        """As at every table, except at a person's choice: "Q Aufhören · E Weitermachen" stands on
        the line from the choice's first frame to its last (no quiet first seconds, and a press
        that leaves the choice open, such as moving between the buttons, takes nothing away);
        the large reminder still comes after ten seconds."""
        stage = super().prompt_stage()
        seat = self.waiting_seat()
        if stage is None and seat is not None and self.shown.phase == dm.DECIDE \
                and self.wait.decision is not None and self.wait.decision[1] == seat:
            return prompt.ASK
        return stage

    def awaits_throw_of(self, seat: int) -> bool:
        """The heading names `seat` and the engine waits for their throw (the turn has passed
        to them while its last beat still plays)."""
        return seat == self.current and self.match.current_seat == seat and self.match.phase == dm.ROLL

    def shown_phase(self) -> str:
        """The phase of the turn the heading names: a throw to make as soon as the turn has
        passed, before the match shown has caught up (never the last seat's stop or go on)."""
        if self.current is not None and self.current != self.shown.current_seat:
            return dm.ROLL
        return self.shown.phase

    def heckle(self, act) -> None:
        if not self.app.config.rules("durchmarsch").heckling or self.match.is_over:
            return
        if act.action not in ("up", "down"):
            return
        seat = act.seats[0]
        if self.time < self.heckle_ready.get(seat, 0.0):
            return
        self.heckle_ready[seat] = self.time + HECKLE_COOLDOWN
        lines = self.t.list("durchmarsch.table.heckle_more" if act.action == "up" else "durchmarsch.table.heckle_stop")
        if not lines:
            return
        text = self.heckle_rng.choice(lines)
        self.heckles = [h for h in self.heckles if h.seat != seat]    # a new word replaces the last
        self.heckles.append(Heckle(seat, text, self.time))
        self.heckles = self.heckles[-5:]
        self.app.play("click", 0.5)

    def handle_event(self, event) -> None:
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return
        seat = self.match.current_seat
        if seat is None or self.seats[seat].is_bot:
            return
        if self.busy():
            self.skip_animation()
            return
        for i, rect in enumerate(self.button_rects()):
            if rect.collidepoint(event.pos):
                if self.match.phase == dm.ROLL:
                    self.act(seat, dm.Roll())
                else:
                    self.choice = i
                    self.act(seat, dm.GoOn() if i == 1 else dm.Stop())

    # -- drawing --------------------------------------------------------------------------
    def buttons_stacked(self) -> bool:
        """A coach's card too tall for the room above the stop and go-on buttons (the low choice
        panel of four seats): the buttons stand one above the other at the panel's right, the
        card beside them, so it never touches a button or its key cap."""
        words = self.coach_words() if self.shown_phase() == dm.DECIDE else None
        if words is None:
            return False
        d = self.layout.decision
        return card_height(self.t("app.coach.title"), words, d.w - 36) > d.h - self.button_h() - 10 - 8 - 6

    def button_labels(self) -> list[tuple[str, str, bool]]:
        """(label, action, chosen) of each button the person has now."""
        if self.shown_phase() == dm.ROLL:
            return [(self.t("durchmarsch.table.roll"), "confirm", True)]
        return [(self.t("durchmarsch.table.stop"), "back", self.choice == 0),
                (self.t("durchmarsch.table.go_on"), "confirm", self.choice == 1)]

    def button_cap(self, action: str) -> tuple[str, pygame.Surface | None]:
        """The key cap on the button of `action`, for the seat to act (none for a bot)."""
        if self.current is None or self.seats[self.current].is_bot:
            return "", None
        key = key_label(self.app, self.seats[self.current], action)
        return key, (keycap_image(key, READABLE) if key else None)

    def caps_beside(self, width: int) -> bool:
        """Every button `width` wide holds its key cap and, beside it, its label at READABLE."""
        for label, action, _ in self.button_labels():
            _, cap = self.button_cap(action)
            cap_w = cap.get_width() + CAP_GAP if cap is not None else 0
            if cap_w + font(READABLE, True).size(label)[0] > width - 24:
                return False
        return True

    def button_h(self) -> int:
        """The buttons' height: taller, the key cap above the label, where a label does not fit
        beside its cap even drawn at READABLE ("Num 9" and "Weitermachen")."""
        d = self.layout.decision
        narrowest = min(250, (d.w - 36 - 12) // 2, STACKED_W)
        return BUTTON_H if self.caps_beside(narrowest) else BUTTON_TALL_H

    def button_rects(self) -> list[pygame.Rect]:
        d = self.layout.decision
        h = self.button_h()
        y = d.bottom - h - 10
        if self.shown_phase() == dm.ROLL:
            return [pygame.Rect(d.right - 18 - 250, y, 250, h)]
        if self.buttons_stacked():
            x = d.right - 18 - STACKED_W
            return [pygame.Rect(x, y - 8 - h, STACKED_W, h), pygame.Rect(x, y, STACKED_W, h)]
        w = min(250, (d.w - 36 - 12) // 2)
        return [pygame.Rect(d.right - 18 - 2 * w - 12, y, w, h),
                pygame.Rect(d.right - 18 - w, y, w, h)]

    def sheet_rects(self) -> list[tuple[int, pygame.Rect, bool]]:
        """(seat, where its sheet lies, drawn large) for every sheet on the table, in seat
        order: a sheet keeps its place for the whole game."""
        return [(seat, rect, rect.h >= LARGE_SHEET_H) for seat, rect in enumerate(self.layout.sheets)]

    def boxes(self) -> dict[str, pygame.Rect]:
        """Where each part of the table lies: every text drawn on the screen stays in one."""
        out = {"header": HEADER, "tray": TRAY_RECT, "aside": ASIDE_ROW, "voices": VOICES,
               "decision": self.layout.decision}
        for seat, rect, _ in self.sheet_rects():
            out[f"sheet{seat}"] = rect
        return out

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(dice=False), (0, 0))
        self.draw_header(surface)
        for seat, rect, large in self.sheet_rects():
            self.draw_sheet(surface, rect, seat, large)
        self.tray.draw(surface)
        self.draw_aside_label(surface)
        self.draw_decision(surface)
        self.draw_stamp(surface)        # on the choice panel, while no button shows
        placed = self.refusal_place()
        if placed is not None:          # the refusal speaks first; the heckles wait
            img, rect = placed
            drawn(self.refusal, READABLE)
            surface.blit(img, rect)
        elif not self.draw_heckles(surface):
            self.draw_stake(surface)
            self.draw_bots_finish(surface)
        self.draw_prompt(surface)

    def stake_text(self) -> str | None:
        """What a miss would cost the person on turn, from their sheet as shown, said of the
        coming throw ("Falls daneben: ein Fehlwurf in Reihe 1, …"; at the choice "Falls du
        weitermachst und danebenwirfst: …"), only while the table waits for that person's throw
        or choice: gone once the dice fly, in a bot's turn and in the attract mode."""
        seat = self.waiting_seat()
        if seat is None or seat != self.current:
            return None
        view = self.views[seat]
        kind, after = dm.after_a_miss(view.misses, view.row)
        when = self.t("durchmarsch.table.stake_go_on" if self.shown.phase == dm.DECIDE else "durchmarsch.table.stake_throw")
        return self.t(f"durchmarsch.table.stake_{kind}", when=when, row=view.row + 1, next=(after or 0) + 1,
                      name=self.seats[seat].name)

    def draw_stake(self, surface) -> None:
        """The voices lane, while nobody speaks: what is at stake with the next throw."""
        text = self.stake_text()
        if text is None:
            return
        size, lines = stake_lines(text)
        step = line_height(size)
        y = VOICES.centery - step * len(lines) // 2
        for line in lines:
            blit_text(surface, line, (VOICES.centerx, y), size, STAKE_INK, False, "midtop")
            y += step

    def seat_plays_on(self, seat: int) -> bool:
        return not self.views[seat].out       # (out once the beat that puts the seat out has played)

    def bots_finish_place(self) -> list[tuple[str, pygame.Surface | None, pygame.Rect]] | None:
        """The plate of the bots playing on, in the voices lane while nobody speaks there, as
        [(the plate's words or "" for its key cap, the cap's picture or None, where it lies)],
        the plate itself first; None while people play."""
        said = self.bots_finish_words()
        if said is None:
            return None
        first, key, after = said
        first = f"{first} –"
        cap = keycap_image(key, READABLE) if key else None
        parts = [(first, None, font(FINISH_SIZE).size(first))]
        if cap is not None:
            parts.append(("", cap, cap.get_size()))
        parts.append((after, None, font(FINISH_SIZE, True).size(after)))
        width = sum(size[0] for _, _, size in parts) + 10 * (len(parts) - 1)
        plate = pygame.Rect(0, 0, width + 40, FINISH_SIZE + 30)
        plate.center = VOICES.center
        out = [("", None, plate)]
        x = plate.x + 20
        for text, image, size in parts:
            out.append((text, image, pygame.Rect((x, plate.centery - size[1] // 2), size)))
            x += size[0] + 10
        return out

    def draw_bots_finish(self, surface) -> None:
        placed = self.bots_finish_place()
        if placed is None:
            return
        draw_panel(surface, placed[0][2], (40, 50, 46), 240, 14, border=theme.ACCENT if not self.hurrying else None)
        for i, (text, image, rect) in enumerate(placed[1:]):
            if image is not None:
                drawn(self.bots_finish_words()[1], READABLE)
                surface.blit(image, rect)
            else:
                blit_text(surface, text, rect.topleft, FINISH_SIZE, theme.TEXT, i > 0)

    def refusal_place(self) -> tuple[pygame.Surface, pygame.Rect] | None:
        """Why a press was refused, as a pill in the voices lane under the choice (or None)."""
        if not self.refusal:
            return None
        img = refusal_pill(self.refusal, VOICES.w)
        return img, img.get_rect(center=VOICES.center).clamp(VOICES)

    def turn_line(self) -> pygame.Rect:
        """The who-must-act line: one plate in the turn band right of the title, the same size
        and place from the first moment of a turn to the last (whose turn, the keys to press,
        the reminder after ten seconds); only its words change."""
        left = self.title_rect().right + PROMPT_GAP
        return pygame.Rect(left, HEADER.centery - BAND_ROOM // 2, HEADER.right - 16 - reminder.REACH - left, BAND_ROOM)

    def turn_line_seat(self) -> int | None:
        """Whose colour edges the line: the person asked, else the seat the heading names."""
        if self._prompt_lines() is not None:
            return self.wait.decision[1]
        return self.banner_seat if self.banner else None

    def heading_place(self) -> tuple[int, str, tuple[int, int], str] | None:
        """The "whose turn" heading on the line as (size, anchor, point, text), or None. While
        the prompt names the person and the keys at the line's left, the heading keeps to its
        right end and says only the row and the number still to make."""
        if not self.banner or self.prompt_stage() == prompt.AGAIN:    # (the reminder has the line)
            return None
        line = self.turn_line()
        if self._prompt_lines() is not None and self.banner_short:
            text = self.banner_short          # as large as the room the prompt's words leave, never
            free = line.right - LINE_PAD - self.prompt_words_right() - 24     # larger than the call to act
            largest = min(SHORT_SIZE, min(size for _, size, _ in self._prompt_picture()[0]))
            size = fitted_size(text, largest, max(free, line.w // 4), True)
            return size, "midright", (line.right - LINE_PAD, line.centery), text
        text = self.banner[0]
        left = line.x + LINE_PAD + TOKEN_ROOM
        return fitted_size(text, HEADING_SIZE, line.right - LINE_PAD - left, True), "midleft", (left, line.centery), text

    def heading_rect(self) -> pygame.Rect | None:
        """Where the heading's words lie (the prompt keeps off them)."""
        place = self.heading_place()
        if place is None:
            return None
        size, anchor, pos, text = place
        rect = pygame.Rect((0, 0), font(size, True).size(text))
        setattr(rect, anchor, pos)
        return rect

    def heading_token(self) -> tuple[int, tuple[int, int]] | None:
        """The token (style, centre) of the seat the whole heading names, just left of its words,
        so the heading ties to that seat's sheet at a glance; none beside the short heading."""
        place = self.heading_place()
        if place is None or self.banner_seat is None or place[3] != self.banner[0]:
            return None
        rect = self.heading_rect()
        return self.style(self.banner_seat), (rect.left - TOKEN_ROOM // 2 - 2, rect.centery)

    def title_rect(self) -> pygame.Rect:
        """Where the game's title lies in the turn band: always the same size and place (the
        prompt stands right of it, never over it)."""
        w, h = font(TITLE_SIZE, True).size(self.t("app.game.durchmarsch"))
        return pygame.Rect(TITLE_AT[0], TITLE_AT[1] - h // 2, w, h)

    def draw_header(self, surface) -> None:
        blit_text(surface, self.t("app.game.durchmarsch"), TITLE_AT, TITLE_SIZE, theme.ACCENT, True, "midleft")
        seat = self.turn_line_seat()
        place = self.heading_place()
        says = place is not None or self._prompt_lines() is not None      # never a plate without words
        if seat is not None and says and self.prompt_stage() != prompt.AGAIN:    # (the reminder: its own plate)
            line = self.turn_line()
            surface.blit(line_plate(line.size, self.style(seat)), line)
        if place is not None:
            size, anchor, pos, text = place
            colour = theme.TEXT if self.time - self.banner[1] > 0.6 else theme.ACCENT
            blit_text(surface, text, pos, size, colour, True, anchor)
            token = self.heading_token()
            if token is not None:
                draw_seat_token(surface, token[0], token[1], 14)

    # -- the "who must act" prompt: on the turn line, left of the short heading ----------------
    def prompt_place(self) -> tuple[str, tuple[int, int]]:
        line = self.turn_line()
        return "midleft", (line.x, line.centery)

    def prompt_words_right(self) -> int:
        """Where the prompt's words end on the line (its left end while it says nothing)."""
        placed = self._prompt_picture()
        if placed is None:
            return self.turn_line().x
        fitted = placed[0]
        return (self.turn_line().x + LINE_PAD + fitted[0][1] + 14
                + max(font(size, bold).size(text)[0] for text, size, bold in fitted))

    def prompt_room(self) -> int:
        """How wide the prompt's words may be (with the line's padding and token): the line less
        the short heading at its right end."""
        short = font(SHORT_SIZE, True).size(self.banner_short)[0] if self.banner and self.banner_short else 0
        return self.turn_line().w - short - 2 * LINE_PAD

    def _prompt_picture(self) -> tuple[tuple, None] | None:
        """The prompt's lines fitted to its room (worked out once per wording and room), or None."""
        lines = self._prompt_lines()
        if lines is None:
            return None
        seat = self.wait.decision[1]
        width = self.prompt_room()
        key = (tuple(lines), seat, width)
        if self._band_prompt is None or self._band_prompt[0] != key:
            lines = whole_name(tuple(lines), self.seats[seat].name)
            fitted = band_lines(lines, width)
            if len(lines) == 1:               # the first ask: as large as the heading, where it fits
                larger = band_lines(tuple((text, max(size, ASK_SIZE), bold) for text, size, bold in lines), width)
                if min(size for _, size, _ in larger) >= min(size for _, size, _ in fitted):
                    fitted = larger
            self._band_prompt = (key, fitted, None)
        return self._band_prompt[1], None

    def draw_prompt(self, surface) -> pygame.Rect | None:
        """The prompt's words on the turn line (a line too long for its room wraps; the large
        name is drawn smaller, never under the prompt's small size), or the large reminder in the
        line's place after ten seconds. Returns the line's rect while it asks."""
        self.reminder_rect = None
        self.prompt_words = None
        if self.prompt_stage() == prompt.AGAIN:
            self.reminder_rect = self.draw_reminder(surface)
            return self.reminder_rect
        placed = self._prompt_picture()
        if placed is None:
            return None
        fitted, _ = placed
        style = self.style(self.wait.decision[1])
        colour = theme.SEAT_COLOURS[style % len(theme.SEAT_COLOURS)]
        line = self.turn_line()
        first = fitted[0][1]
        draw_seat_token(surface, style, (line.x + LINE_PAD + first // 2, line.centery), max(10, first // 2))
        x = line.x + LINE_PAD + first + 14
        height = sum(font(size, bold).get_height() for _, size, bold in fitted)
        y = line.centery - height // 2
        words = pygame.Rect(x, y, 0, height)
        for i, (text, size, bold) in enumerate(fitted):
            large = i == 0 and len(self._prompt_lines()) > 1      # the name over its key, in colour
            rect = blit_text(surface, text, (x, y), size, colour if large else theme.TEXT, bold)
            words.w = max(words.w, rect.w)
            y += font(size, bold).get_height()
        self.prompt_words = words
        return line

    def reminder_keys(self, seat: int) -> tuple[tuple[str, str], ...]:
        """The keys that move the game on now, with their words, as on the buttons."""
        s, t = self.seats[seat], self.t
        if self.shown.phase == dm.DECIDE:
            return ((key_label(self.app, s, "back"), t("durchmarsch.table.stop")),
                    (key_label(self.app, s, "confirm"), t("durchmarsch.table.go_on")))
        return ((key_label(self.app, s, "confirm"), t("durchmarsch.table.roll")),)

    def prompt_action(self, seat: int) -> str:
        """The ask's keys and words: the buttons' own ("E Würfeln", "Q Aufhören · E Weitermachen"),
        the very words the reminder repeats large after ten seconds, so one decision is said one
        way (a key joined to its word by a no-break space)."""
        return " · ".join(f"{key}\u00a0{word}" for key, word in self.reminder_keys(seat))

    def reminder_name(self, seat: int) -> str:
        """How the reminder names the person: as the ask did ("Anna:" before the keys, or
        "Anna ist dran!" where the keyboard goes round and the ask names the person large)."""
        name = self.seats[seat].name
        if self.shares_device(seat):
            return self.t("app.prompt.turn", name=name)
        return self.t("app.prompt.line", name=name, action="").strip()

    def draw_reminder(self, surface) -> pygame.Rect:
        """After ten seconds of nothing: the large reminder (`reminder.reminder_picture`) on the
        turn line, the line's own size and place, its ring breathing within the band."""
        seat = self.wait.decision[1]
        style = self.style(seat)
        line = self.turn_line()
        turn = self.reminder_name(seat)
        pic, shown = reminder.reminder_picture(turn, self.reminder_keys(seat), style, line.w, self.seats[seat].name,
                                               line.h)
        return reminder.draw_reminder(surface, pic, shown, line, style, self.wait.idle - prompt.AGAIN_AFTER)

    def aside_words(self) -> str | None:
        """What the row under the tray says of the dice set aside: "beiseite" beside them, or,
        in a resumed game whose save keeps only how many were set aside, "3 Würfel beiseite"."""
        if self.aside_unseen:
            return self.t.count("durchmarsch.table.aside_count", self.aside_unseen)
        return self.t("durchmarsch.table.aside") if self.aside_ids else None

    def aside_start(self) -> int:
        """Where the first die set aside lies: after the words of a resumed game's dice."""
        if not self.aside_unseen:
            return ASIDE_X
        return ASIDE_ROW.x + 12 + font(ASIDE_SIZE).size(self.aside_words())[0] + 40

    def dice_in_tray(self) -> int:
        """The dice of this turn's last throw still lying in the tray (not set aside)."""
        return sum(1 for i in self.last_ids if i not in self.aside_ids)

    def going_aside(self) -> int:
        """How many of the dice in the tray going on would set aside (0 or 1): the odds then tell
        the throw after that, with one die fewer than the tray holds, and say so."""
        if not self.odds_for or not self.banner or self.shown.is_over or self.stamp is not None:
            return 0              # (a stamp says the turn ended: nothing more goes aside)
        return max(0, self.dice_in_tray() - self.odds_for[1])

    def die_to_set_aside(self) -> int | None:
        """The die in the tray that going on puts aside (the rules allow any): the one nearest
        its place below the tray, so it goes the straight way, a short glide over the tray's
        near edge. The same die the decision shows faintly in that place beforehand."""
        free = [i for i in self.last_ids if i not in self.aside_ids]
        if not free:
            return None
        x = self.aside_start() + len(self.aside_ids) * 64
        places = self.tray.positions()
        return min(free, key=lambda i: (math.dist(places[i], (x, ASIDE_Y)), i) if i in places else (1e9, i))

    def ghost_die(self) -> tuple[int, int] | None:
        """(die, face) drawn faintly in the empty place while the words speak of going on with
        one die fewer ("Weiter mit 7 Würfeln"): which die goes is seen before the choice."""
        if self.ghost_rect() is None:
            return None
        die = self.die_to_set_aside()
        return None if die is None else (die, self.tray.die(die).face)

    def ghost_rect(self) -> pygame.Rect | None:
        """The empty place in the row under the tray where going on puts its die (or None)."""
        if not self.going_aside():
            return None
        size = self.tray.die_size
        x = self.aside_start() + len(self.aside_ids) * 64
        return pygame.Rect(0, 0, size, size).move(x - size // 2, ASIDE_Y - size // 2)

    def aside_slots(self) -> list[pygame.Rect]:
        """The places under the tray for the dice a turn can set aside (eight dice go down to
        five: three places), drawn as dashed boxes from the first moment of a turn, so the row
        is never a bare stretch of felt and a player sees how far a march thins the hand."""
        if self.current is None or self.shown.is_over or self.aside_unseen:
            return []
        size = self.tray.die_size
        room = dm.START_DICE - dm.MIN_DICE
        return [pygame.Rect(0, 0, size, size).move(self.aside_start() + i * 64 - size // 2, ASIDE_Y - size // 2)
                for i in range(len(self.aside_ids), room)]

    def ghost_caption(self) -> list[tuple[str, int, pygame.Rect]]:
        """What the faint die in its dashed place means, in words right beside it ("Weitermachen:
        dieser Würfel geht beiseite"), as (line, size, rect); none while no die is shown there.
        The empty places after it step back for the words."""
        ghost = self.ghost_rect()
        if ghost is None:
            return []
        room = pygame.Rect(ghost.right + 14, ASIDE_ROW.y, ASIDE_ROW.right - 8 - ghost.right - 14, ASIDE_ROW.h)
        return caption_lines(self.t("durchmarsch.table.aside_ghost"), tuple(room))

    def empty_places(self) -> list[pygame.Rect]:
        """The empty dashed places drawn under the tray: every place still free, less the faint
        die's and (while the words explain that die) those after it."""
        ghost = self.ghost_rect()
        if ghost is None:
            return self.aside_slots()
        return [slot for slot in self.aside_slots() if slot.x < ghost.x]

    def draw_aside_label(self, surface) -> None:
        ghost = self.ghost_rect()
        slots = self.aside_slots()
        caption = self.ghost_caption()
        for slot in self.empty_places():
            draw_dashed_box(surface, slot, SLOT_INK)
        for text, size, rect in caption:
            blit_text(surface, text, rect.topleft, size, theme.TEXT)
        if ghost is not None:
            draw_dashed_box(surface, ghost, theme.TEXT_DIM)
            going = self.ghost_die()
            if going is not None:
                image = ghost_die_image(going[1], self.tray.die_size)
                surface.blit(image, image.get_rect(center=ghost.center))
        if self.aside_unseen:
            blit_text(surface, self.aside_words(), (ASIDE_ROW.x + 12, ASIDE_Y), ASIDE_SIZE, theme.TEXT_DIM,
                      anchor="midleft")
        elif self.aside_ids or ghost is not None or slots:
            blit_text(surface, self.t("durchmarsch.table.aside"), (ASIDE_X - 36, ASIDE_Y), ASIDE_SIZE,
                      theme.TEXT_DIM, anchor="midright")

    def look(self, seat: int, size: tuple[int, int], large: bool, plate: str | None = None) -> SheetLook:
        plate = self.plate_text(seat, large) if plate is None else plate
        return sheet_look(self.seats[seat].name, plate, size, large, self.cell_cap(seat, size, large))

    def cell_cap(self, seat: int, size: tuple[int, int], large: bool) -> tuple[float, float]:
        """The number boxes' width and height on this seat's sheet: what its most crowded head
        (its keys under its name) leaves, whoever is on turn, so its rows never change size when
        the turn passes. Only the sheet's own name and plate count: a long name at another seat
        moves nothing here (every low sheet's name column is as wide, so all rows start at one x)."""
        name = self.seats[seat].name
        looks = [sheet_look(name, plate, size, large) for plate in self.plate_variants(seat, large)]
        return min(look.cell for look in looks), min(look.row_h for look in looks)

    def plate_variants(self, seat: int, large: bool) -> list[str]:
        """Every plate the seat's sheet may show: who plays it, and its heckling keys."""
        seat_obj = self.seats[seat]
        out = [kind_text(self.t, seat_obj)]
        if seat_obj.device and self.app.config.rules("durchmarsch").heckling:
            out.append(key_hint(self.app, seat_obj, [("up", self.t("durchmarsch.table.heckle_more_short")),
                                                     ("down", self.t("durchmarsch.table.heckle_stop_short"))]))
        return out

    def sheet_surface(self, seat: int, rect: pygame.Rect, large: bool) -> pygame.Surface:
        """The sheet as it stands, on the patch of the room behind it (opaque: a quick blit)."""
        view = self.views[seat]
        plate = self.plate_text(seat, large)      # keys as bound now: a rebound key shows at once
        animating = tuple(sorted((s.row, s.kind, s.index) for s in self.live_strokes() if s.seat == seat))
        key = (seat, tuple(rect), large, plate, self.seats[seat].name, view.key(), animating,
               seat == self.current, self.t.lang)
        surf = self.sheet_cache.get(key)
        if surf is None:
            if len(self.sheet_cache) > 64:
                self.sheet_cache.clear()
            surf = self.render_sheet(seat, rect, large, plate, set(animating))
            self.sheet_cache[key] = surf
        return surf

    def live_strokes(self) -> list[Stroke]:
        """The pen strokes drawn as they go; none while the table stands still under the pause
        (or a lost pad's question): a picture that stands still shows every mark whole."""
        return self.strokes if self.app.top is self else []

    def cell_rect(self, look: SheetLook, row: int, col: int) -> pygame.Rect:
        return look.cell_rect(row, col)

    def render_sheet(self, seat: int, place: pygame.Rect, large: bool, plate: str, animating: set) -> pygame.Surface:
        """The sheet as it stands: a copy of the blank paper (on the patch of the room behind
        it, opaque) with the pen marks drawn on."""
        view = self.views[seat]
        size = place.size
        look = self.look(seat, size, large, plate)
        surf = self.blank_on_table(seat, place, large, plate).copy()
        rect = surf.get_rect()
        ink = crossed_fill(self.seat_colour(seat))
        for row in range(dm.ROWS):
            struck = view.misses[row] >= dm.MISTHROW_BOXES and (row, "strike", 0) not in animating
            for col in range(min(view.crosses[row], dm.NUMBERS)):
                if (row, "cross", col) not in animating:
                    r = look.cell_rect(row, col)
                    surf.blit(crossed_cell(dm.NUMBERS - col, r.size, large, look.number_size, ink), r)
            for box in range(min(view.misses[row], dm.MISTHROW_BOXES)):
                if (row, "miss", box) not in animating:
                    missed_box(surf, look.cell_rect(row, dm.NUMBERS + box), large)
            if struck:
                self.draw_strike(surf, look, row, 1.0)
            if row == self.marked_row(seat):
                colour = self.seat_colour(seat)
                first, last = look.cell_rect(row, 0), look.cell_rect(row, dm.NUMBERS + dm.MISTHROW_BOXES - 1)
                surf.blit(row_light(first.union(last).inflate(6, 4).size, colour), first.union(last).inflate(6, 4))
                row_marker(surf, first.union(last), colour, 10 if large else 8)
                col = view.crosses[row]
                if col < dm.NUMBERS and (row, "cross", col - 1) not in animating:
                    wanted_box(surf, look.cell_rect(row, col), dm.NUMBERS - col, look.number_size, colour)
        if view.out:
            text = self.t("durchmarsch.table.out_short")
            img = render(text, 40 if large else 30, RED_PEN, True)
            img = pygame.transform.rotate(img, 12)
            surf.blit(img, img.get_rect(center=(rect.centerx, (look.top + rect.bottom) // 2)))
        return surf

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return theme.SEAT_COLOURS[self.style(seat) % len(theme.SEAT_COLOURS)]

    def marked_row(self, seat: int) -> int | None:
        """The row the sheet's arrow and wanted box mark: the row in play, or None once the
        sheet is out or the row just struck was its last (a struck row is never marked)."""
        view = self.views[seat]
        if view.out or view.misses[view.row] >= dm.MISTHROW_BOXES:
            return None
        return view.row

    def blank_on_table(self, seat: int, place: pygame.Rect, large: bool, plate: str) -> pygame.Surface:
        """The blank paper on the patch of the room behind it, as one opaque picture (cached):
        the pen marks are drawn straight onto a copy of it."""
        key = ("on table", tuple(place), self.blank_key(seat, place.size, large, plate, self.t.lang))
        surf = self.blank_cache.get(key)
        if surf is None:
            surf = backdrop(dice=False).subsurface(place).copy()
            surf.blit(self.blank_sheet(seat, place.size, large, plate, self.t.lang), (0, 0))
            surf = surf.convert() if pygame.display.get_surface() else surf
            self.blank_cache[key] = surf
        return surf

    def blank_key(self, seat: int, size, large: bool, plate: str, lang: str) -> tuple:
        return (seat, self.style(seat), size, large, plate, lang, self.seats[seat].name)

    def blank_sheet(self, seat: int, size, large: bool, plate: str, lang: str) -> pygame.Surface:
        """The paper before any pen touched it: name, plate, numbers and misthrow boxes."""
        name = self.seats[seat].name
        style = self.style(seat)
        key = self.blank_key(seat, size, large, plate, lang)
        surf = self.blank_cache.get(key)
        if surf is not None:
            return surf
        if len(self.blank_cache) > 32:
            self.blank_cache.clear()
        look = self.look(seat, size, large, plate)
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rect = surf.get_rect()
        pygame.draw.rect(surf, (0, 0, 0, 90), rect.move(0, 4), border_radius=10)
        pygame.draw.rect(surf, theme.PAPER, rect.inflate(0, -4).move(0, -2), border_radius=10)
        # the player's colour as a band down the paper's left edge: whose sheet, at a glance
        pygame.draw.rect(surf, theme.SEAT_COLOURS[style % len(theme.SEAT_COLOURS)],
                         pygame.Rect(0, 0, BAND_W, rect.h - 4), border_top_left_radius=10,
                         border_bottom_left_radius=10)
        token_y = 6 + look.name_h // 2
        if look.side:
            self.side_head(surf, look, style, seat)
        else:
            draw_seat_token(surf, style, (look.name_x - 18, token_y), 13 if large else 11)
            blit_text(surf, name, (look.name_x, token_y), look.name_size, theme.INK, True, "midleft")
        caps, caps_size = ([], look.plate_size) if look.side else self.plate_layout(seat, look, size)
        if caps:
            self.draw_plate_caps(surf, caps, caps_size)
        elif plate and not look.side:
            if look.plate_below:
                step = line_height(look.plate_size)
                lift = max(0, plate_line() - step) // 2      # centred in the line kept for key caps
                for i, line in enumerate(look.plate_lines):
                    blit_text(surf, line, (look.name_x, 6 + look.name_h + 2 + lift + i * step), look.plate_size,
                              PLATE_INK)
            else:
                blit_text(surf, plate, (rect.right - 12, token_y), look.plate_size, PLATE_INK,
                          anchor="midright")
        for row in range(dm.ROWS):
            for col in range(dm.NUMBERS):
                number_box(surf, look.cell_rect(row, col), dm.NUMBERS - col, look.number_size, True)
            for box in range(dm.MISTHROW_BOXES):
                misthrow_box(surf, look.cell_rect(row, dm.NUMBERS + box))
        # the red boxes' column named over them, as a printed sheet heads its columns
        last = look.cell_rect(0, dm.NUMBERS + dm.MISTHROW_BOXES - 1)
        blit_text(surf, self.t("durchmarsch.table.misthrow_column"), (last.right, last.top - 1), READABLE, RED_PEN,
                  True, "bottomright")
        self.blank_cache[key] = surf
        return surf

    def side_head(self, surf: pygame.Surface, look: SheetLook, style: int, seat: int) -> None:
        """A low sheet's head in its column left of the rows: the token and the name, the plate
        under them, the whole block centred on the paper's height."""
        name = self.seats[seat].name
        step, plate_step = look.name_h, line_height(look.plate_size)
        caps, caps_size = self.plate_layout(seat, look, surf.get_size())
        plate_h = (caps[-1][2].bottom - caps[0][2].top) if caps else len(look.plate_lines) * plate_step
        y = self.plate_top(look, surf.get_height(), plate_h)
        if look.name_on_top:          # the name whole across the top, the plate centred beside the rows
            draw_seat_token(surf, style, (look.name_x - 18, 3 + step // 2), 11)
            blit_text(surf, name, (look.name_x, 3), look.name_size, theme.INK, True)
        else:
            draw_seat_token(surf, style, (look.name_x - 18, y - 4 - step // 2), 11)
            blit_text(surf, name, (look.name_x, y - 4 - step), look.name_size, theme.INK, True)
        if caps:
            self.draw_plate_caps(surf, caps, caps_size)
            return
        for line in look.plate_lines:
            blit_text(surf, line, (12, y), look.plate_size, PLATE_INK)
            y += plate_step

    @staticmethod
    def draw_plate_caps(surf: pygame.Surface, caps: list[tuple[str, str, pygame.Rect]], size: int) -> None:
        for kind, text, rect in caps:
            if kind == "cap":
                drawn(text, size)
                surf.blit(keycap_image(text, size), rect)
            else:
                blit_text(surf, text, rect.midleft, size, PLATE_INK, anchor="midleft")

    def plate_text(self, seat: int, large: bool) -> str:
        """Who plays the seat; on the sheet of a person waiting for their turn, their heckling
        keys instead (as bound now), unless they share their keys with the seat on turn: those
        keys play for that seat then, they heckle nobody."""
        seat_obj = self.seats[seat]
        if self.heckle_keys(seat):
            return key_hint(self.app, seat_obj, [("up", self.t("durchmarsch.table.heckle_more_short")),
                                                 ("down", self.t("durchmarsch.table.heckle_stop_short"))])
        return kind_text(self.t, seat_obj)

    def heckle_keys(self, seat: int) -> list[tuple[str, str]]:
        """A waiting person's heckling keys as (key cap, word): "W" "Anfeuern", "S" "Abraten";
        none for a bot, the seat on turn or a seat sharing its keys with it."""
        seat_obj = self.seats[seat]
        on_turn = self.seats[self.current].device if self.current is not None else None
        if seat == self.current or not seat_obj.device or seat_obj.device == on_turn \
                or not self.app.config.rules("durchmarsch").heckling:
            return []
        return [(key_label(self.app, seat_obj, action), self.t(f"durchmarsch.table.heckle_{word}_short"))
                for action, word in (("up", "more"), ("down", "stop"))]

    def plate_caps(self, seat: int, look: SheetLook, size: tuple[int, int]) -> list[tuple[str, str, pygame.Rect]]:
        """Where a waiting person's heckling keys lie on their sheet, as ("cap" or "word", text,
        rect in the sheet): each key as a key cap with its word beside it, one key a line, in
        the head's column (a low sheet) or beside / under the name (a large one)."""
        return self.plate_layout(seat, look, size)[0]

    def plate_layout(self, seat: int, look: SheetLook, size: tuple[int, int]) -> tuple[list, int]:
        """`plate_caps` and the size of their letters: on a low sheet the keys and words end
        clear of the row's arrow, drawn at the floor size (and a keypad key by its short name,
        "8" for "Num 8") where the column is too narrow for them at the plate's size."""
        pairs = self.heckle_keys(seat)
        if not pairs:
            return [], look.plate_size
        width, height = size
        whole = pairs
        if look.side:
            tries = ((HECKLE_LARGE, False), (HECKLE_SIZE, False), (HECKLE_SIZE, True), (READABLE, False),
                     (READABLE, True))
        else:
            tries = ((HECKLE_LARGE, False), (HECKLE_SIZE, False), (look.plate_size, False))
        name_end = look.name_x + font(look.name_size, True).size(self.seats[seat].name)[0] + 20
        # on low sheets every person's keys take one size, the largest all of their columns hold
        others = [i for i, s in enumerate(self.seats) if s.device] if look.side else [seat]
        for size, short in tries:
            pairs = whole if not short else [(key_label(self.app, self.seats[seat], action, short=True), word)
                                             for action, (_, word) in zip(("up", "down"), whole, strict=True)]
            caps = [keycap_image(cap, size) for cap, _ in pairs]
            widths = [c.get_width() + 8 + font(size).size(word)[0] for c, (_, word) in zip(caps, pairs, strict=True)]
            if look.side:
                widest = max(keycap_image(key_label(self.app, self.seats[i], action, short=short), size).get_width()
                             + 8 + font(size).size(word)[0]
                             for i in others for action, (_, word) in zip(("up", "down"), pairs, strict=True))
                fits = 12 + max(max(widths), widest) <= int(look.left) - PLATE_CLEAR
            elif not look.plate_below:      # beside the name, on its line
                fits = name_end + sum(widths) + 24 * (len(pairs) - 1) <= width - 12 \
                    and max(c.get_height() for c in caps) <= look.name_h + 10
            else:                           # under the name: in the room the rows leave it
                fits = max(widths) <= width - 12 - look.name_x and size <= HECKLE_SIZE
            if fits:
                break
        step = max(c.get_height() for c in caps) + 4
        if look.side:
            x, y = 12, self.plate_top(look, height, step * len(pairs))
            rows = [(x, y + i * step) for i in range(len(pairs))]
        elif not look.plate_below:          # beside the name, right-aligned, on one line
            x = look.name_x + font(look.name_size, True).size(self.seats[seat].name)[0] + 20
            total = sum(widths) + 24 * (len(pairs) - 1)
            x = max(x, width - 12 - total)
            rows, top = [], 6 + look.name_h // 2 - step // 2
            for w in widths:
                rows.append((x, top))
                x += w + 24
        elif sum(widths) + 24 * (len(pairs) - 1) <= width - 12 - look.name_x and len(look.plate_lines) < 2:
            x, rows = look.name_x, []       # under the name, side by side on one line
            for w in widths:
                rows.append((x, 6 + look.name_h + 2))
                x += w + 24
        else:                               # under the name, one key a line
            rows = [(look.name_x, 6 + look.name_h + 2 + i * step) for i in range(len(pairs))]
        out = []
        for (x, y), cap, (label, word) in zip(rows, caps, pairs, strict=True):
            cap_rect = cap.get_rect(topleft=(x, y))
            out.append(("cap", label, cap_rect))
            word_rect = pygame.Rect((0, 0), font(size).size(word))
            word_rect.midleft = (cap_rect.right + 8, cap_rect.centery - 1)
            out.append(("word", word, word_rect))
        return out, size

    @staticmethod
    def plate_top(look: SheetLook, height: int, block: int) -> int:
        """Where a low sheet's plate begins: under the name (centred with it on the paper), or
        centred beside the rows when the name lies across the top."""
        if look.name_on_top:
            head = 4 + look.name_h
            return head + max(0, (height - head - block) // 2)
        whole = look.name_h + 4 + block
        return max(6, (height - whole) // 2) + look.name_h + 4

    def draw_strike(self, surf, look: SheetLook, row: int, progress: float) -> None:
        """A struck row: the paper washed over its numbers (closed, it steps back), then a firm
        red line through them."""
        first = look.cell_rect(row, 0)
        last = look.cell_rect(row, dm.NUMBERS - 1)
        if progress >= 1:
            whole = first.union(last)
            surf.blit(struck_wash(whole.size), whole)
        y = first.centery
        x0, x1 = first.x - 4, last.right + 4
        pygame.draw.line(surf, RED_PEN, (x0, y + 3), (x0 + (x1 - x0) * progress, y - 3), 7 if look.large else 5)

    def draw_sheet(self, surface, rect: pygame.Rect, seat: int, large: bool) -> None:
        surf = self.sheet_surface(seat, rect, large)
        surface.blit(surf, rect)
        view = self.views[seat]
        look = self.look(seat, rect.size, large)
        # live pen strokes
        for s in self.live_strokes():
            if s.seat != seat:
                continue
            progress = clamp01((self.time - s.t0) / PEN_TIME)
            if s.kind == "strike":
                sub = surface.subsurface(rect)
                self.draw_strike(sub, look, s.row, progress)
                continue
            col = s.index if s.kind == "cross" else dm.NUMBERS + s.index
            r = look.cell_rect(s.row, col).move(rect.topleft)
            pen_cross(surface, r, crossed_fill(self.seat_colour(seat)) if s.kind == "cross" else RED_PEN,
                      progress, large)
        # the sheet on turn is framed in the accent colour, its number wanted next pulses
        if seat == self.current and not view.out and not self.shown.is_over:
            draw_turn_frame(surface, rect, pulse(self.time))
            row = self.marked_row(seat)
            col = dm.NUMBERS if row is None else view.crosses[row]
            if col < dm.NUMBERS:
                r = look.cell_rect(row, col).move(rect.topleft)
                glow = int(2 + 3 * pulse(self.time))
                pygame.draw.rect(surface, theme.ACCENT, r.inflate(6, 6), width=glow, border_radius=8)

    def draw_decision(self, surface) -> None:
        d = self.layout.decision
        draw_panel(surface, d, (24, 30, 28), 230, 14)
        self.draw_log(surface)
        seat = self.current
        shown = self.shown
        if seat is None or shown.is_over or self.won:
            return
        # the odds follow the heading (both change as the beats draw the crosses), never the
        # engine's state ahead of the dice still rolling
        target, dice = self.odds_for if self.banner and self.odds_for else (None, 0)
        lines = []
        if target:
            hit = dm_hit_chance(dice, target)
            hit_key = "durchmarsch.table.odds_hit_go_on" if self.going_aside() else "durchmarsch.table.odds_hit"
            lines = [(self.t(hit_key, number=target, dice=dice, pct=chance_text(self.t, hit)),
                      22, theme.TEXT, True, 12),
                     (self.numbers_left(target), 20, theme.TEXT_DIM, False, 42),
                     (self.how_made(target), READABLE, theme.TEXT_DIM, False, 70)]
        words = self.coach_words()
        if self.stamp_place() is not None:
            pass                          # the stamp lies on the panel: the odds wait under it
        elif words is not None:
            self.draw_coach(surface, lines, words)
        elif target:
            self.draw_chances(surface, target, dice)
        seat_obj = self.seats[seat]
        if seat_obj.is_bot:              # the whole bot's turn: the plate keeps the buttons' place
            if self.stamp_place() is None:
                self.draw_bot_thinking(surface, seat)
            return
        busy = self.busy()
        if busy and self.stamp_place() is not None:
            return                        # (the stamp has the panel)
        for rect, (label, action, chosen) in zip(self.button_rects(), self.button_labels(), strict=True):
            self.draw_button(surface, rect, label, action, chosen)
            if busy:                      # while the dice roll the buttons keep their place, resting
                surface.blit(resting_veil(rect.size), rect)

    def button_look(self, rect: pygame.Rect, label: str, action: str) -> tuple[pygame.Rect | None, pygame.Rect, int]:
        """(where the key cap lies or None, where the label lies, the label's size) on a button:
        cap and label side by side, the label shrunk towards READABLE to fit; on a tall button
        (`button_h`) the cap above the label."""
        _, cap = self.button_cap(action)
        if cap is not None and rect.h >= BUTTON_TALL_H:
            size = fitted_size(label, 24, rect.w - 24, True)
            label_w, label_h = font(size, True).size(label)
            top = rect.centery - (cap.get_height() + 2 + label_h) // 2
            cap_rect = cap.get_rect(midtop=(rect.centerx, top))
            return cap_rect, pygame.Rect(rect.centerx - label_w // 2, cap_rect.bottom + 2, label_w, label_h), size
        cap_w = cap.get_width() + CAP_GAP if cap is not None else 0
        size = fitted_size(label, 24, rect.w - 24 - cap_w, True)
        label_w, label_h = font(size, True).size(label)
        left = rect.centerx - (label_w + cap_w) // 2
        cap_rect = cap.get_rect(midleft=(left, rect.centery)) if cap is not None else None
        return cap_rect, pygame.Rect(left + cap_w, rect.centery - label_h // 2, label_w, label_h), size

    def draw_button(self, surface, rect: pygame.Rect, label: str, action: str, chosen: bool) -> None:
        """One button: its colour, key cap and label (see `button_look`)."""
        draw_panel(surface, rect, theme.ACCENT if chosen else (52, 64, 58), 255, 14,
                   border=theme.PAPER if chosen else None)
        key, cap = self.button_cap(action)
        cap_rect, label_rect, size = self.button_look(rect, label, action)
        if cap is not None:
            drawn(key, READABLE)
            surface.blit(cap, cap_rect)
        blit_text(surface, label, label_rect.topleft, size, theme.INK if chosen else theme.TEXT, True)

    def thinking_place(self) -> pygame.Rect:
        """Where a bot's "Clara überlegt …" stands: in the buttons' place, as wide as both."""
        d = self.layout.decision
        return pygame.Rect(d.x + 18, d.bottom - BUTTON_H - 10, d.w - 36, BUTTON_H)

    def draw_bot_thinking(self, surface, seat: int) -> None:
        """A bot's turn says so where a person's buttons would be: the bot's token and
        "Clara überlegt …" on a quiet plate, large enough to read from the sofa."""
        rect = self.thinking_place()
        draw_panel(surface, rect, (40, 50, 46), 255, 14)
        text = self.t("app.table.bot_thinking", name=self.seats[seat].name)
        size = fitted_size(text, 24, rect.w - 80, True)
        w = font(size, True).size(text)[0]
        left = rect.centerx - (w + 36) // 2
        draw_seat_token(surface, self.style(seat), (left + 13, rect.centery), 13)
        blit_text(surface, text, (left + 36, rect.centery), size, theme.TEXT, True, "midleft")

    def chances_place(self, target: int, dice: int) -> list[tuple[str, int, tuple, bool, str, tuple[int, int]]]:
        """The chances as the panel shows them without a hint, as (text, size, colour, bold,
        anchor, point): what the chance is of, on top; the chance itself as the panel's big
        figure under it; beside the figure, in words, the numbers left in the row and the dice the
        number takes."""
        d = self.layout.decision
        x, width = d.x + 18, d.w - 36
        hit = dm_hit_chance(dice, target)
        label = self.t("durchmarsch.table.odds_label_go_on" if self.going_aside() else "durchmarsch.table.odds_label",
                       number=target, dice=dice)
        figure = chance_text(self.t, hit)
        size = fitted_size(label, 24, width, True)
        out = [(label, size, theme.TEXT, True, "topleft", (x, d.y + 12))]
        top = d.y + 12 + line_height(size, True) + 2
        fig_w, fig_h = font(FIGURE_SIZE, True).size(figure)
        out.append((figure, FIGURE_SIZE, theme.ACCENT, True, "topleft", (x, top)))
        side_x = x + fig_w + 18
        room = d.right - 18 - side_x
        small = [self.numbers_left(target),
                 self.how_made(target)]
        beside = next((sz for sz in (SIDE_SIZE, SIDE_SMALLEST) if all(font(sz).size(text)[0] <= room for text in small)),
                      None)          # (both lines at one size: the larger where both fit beside the figure)
        sizes = [beside or SIDE_SMALLEST] * len(small)
        if beside is not None:
            step = max(line_height(sz) for sz in sizes)
            y = top + fig_h // 2 - step
            for i, (text, sz) in enumerate(zip(small, sizes, strict=True)):
                out.append((text, sz, SIDE_INK, False, "topleft", (side_x, y + i * step)))
        else:                               # too long beside the figure: under it
            y = top + fig_h + 4
            for text in small:
                sz = fitted_size(text, SIDE_SMALLEST, width, smallest=SIDE_SMALLEST)
                out.append((text, sz, SIDE_INK, False, "topleft", (x, y)))
                y += line_height(sz)
        return out

    def how_made(self, target: int) -> str:
        """How the number wanted is made, in plain words beside its chance: 10 to 7 as the sum
        of two dice, with an example ("Zwei Würfel müssen 8 ergeben, z. B. 5+3"), 6 to 1 by
        one die showing it."""
        if target >= 7:
            high = min(6, target // 2 + 1)
            return self.t("durchmarsch.table.need_pair", number=target, example=f"{high}+{target - high}")
        return self.t("durchmarsch.table.need_single", number=target)

    def numbers_left(self, target: int) -> str:
        """How many numbers the row still needs down to the 1, in words beside the chance: the
        chance of the number wanted is the one figure the panel shows ("Noch 9 Zahlen bis
        zum Sieg": a full row wins at once)."""
        return self.t.count("durchmarsch.table.numbers_left", target)

    def draw_chances(self, surface, target: int, dice: int) -> None:
        for text, size, colour, bold, anchor, point in self.chances_place(target, dice):
            blit_text(surface, text, point, size, colour, bold, anchor)

    def coach_place(self, lines: list, words: str) -> tuple[list, pygame.Rect]:
        """With a hint in the choice panel: the odds lines that still fit above it, each with its
        y (the rule reminder gives way first, then the numbers left, then the next number's), and
        the card's place, right above the buttons."""
        d = self.layout.decision
        width = d.w - 36
        bottom = min(r.y for r in self.button_rects()) - 8
        if self.buttons_stacked():            # the card beside the buttons, the panel's height
            width, bottom = d.w - 36 - STACKED_W - 12, d.bottom - 8
        width = card_width(self.t("app.coach.title"), words, width, bottom - d.y - 6)
        height = card_height(self.t("app.coach.title"), words, width, bottom - d.y - 6)
        card = pygame.Rect(d.x + 18, max(d.y + 6, bottom - height), width, height)
        kept = list(lines)

        def need(items) -> int:
            return sum(line_height(fitted_size(t, size, width, bold), bold) + 4 for t, size, _, bold, _ in items)

        while kept and d.y + 8 + need(kept) > card.y - 4:
            kept.pop()
        placed, y = [], d.y + 8
        for text, size, colour, bold, _ in kept:
            size = fitted_size(text, size, width, bold)
            placed.append((text, size, colour, bold, y))
            y += line_height(size, bold) + 4
        return placed, card

    def draw_coach(self, surface, lines: list, words: str) -> None:
        """The coach's hint on its card in the choice panel, the odds lines that fit above it."""
        placed, card = self.coach_place(lines, words)
        for text, size, colour, bold, y in placed:
            blit_text(surface, text, (card.x, y), size, colour, bold)
        draw_card(surface, self.t("app.coach.title"), words, card)

    def stamp_place(self) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The stamp as it lies on the choice panel this moment (picture and place), or None.
        It lands there while no button shows (the throw's beats play, or the game is over), so
        it covers neither a die nor a key; even its slam-down stays inside the panel."""
        if not self.stamp:
            return None
        age = self.time - self.stamp.t0
        if age > 2.2:
            return None
        d = self.layout.decision
        img, px = panel_stamp(self.stamp.text, tuple(self.stamp.colour), d.w - 24, d.h - 12)
        # the slam-down: a quick scale of the cached stamp, never so small its words go under READABLE
        scale = max(0.6 + 0.4 * ease_out_back(min(1.0, age / 0.25)), min(1.0, READABLE / px))
        if abs(scale - 1.0) > 0.005:
            img = pygame.transform.scale_by(img, scale)
        return img, img.get_rect(center=d.center)

    def stamp_text_size(self, placed: tuple[pygame.Surface, pygame.Rect] | None) -> int:
        """The pixel size the stamp's words are drawn at, placed as `stamp_place` said (0: none)."""
        if placed is None or not self.stamp:
            return 0
        d = self.layout.decision
        base, px = panel_stamp(self.stamp.text, tuple(self.stamp.colour), d.w - 24, d.h - 12)
        return int(px * placed[0].get_height() / base.get_height())

    def draw_stamp(self, surface) -> None:
        placed = self.stamp_place()
        if placed is None:
            return
        img, rect = placed
        age = self.time - self.stamp.t0
        drawn(self.stamp.text, self.stamp_text_size(placed))
        alpha = 255 if age < 1.6 else int(255 * (1 - (age - 1.6) / 0.6))
        img.set_alpha(max(0, alpha))
        surface.blit(img, rect)
        img.set_alpha(255)

    def heckle_places(self) -> list[tuple[Heckle, pygame.Surface, pygame.Rect]]:
        """Each heckle bubble and where it shows: in the voices lane under the choice, on two
        shelves filled from the right in the order they were called (a bubble of two lines takes
        both; one that finds no room waits for it). Never over a sheet, a die or the choice."""
        out = []
        shelf_h = (VOICES.h - 4) // 2
        rights = [VOICES.right, VOICES.right]      # where each shelf is filled up to
        for h in self.heckles:
            bubble = speech_bubble(self.style(h.seat), h.text, VOICES.w)
            bw, bh = bubble.get_size()
            rise = round(6 * (1 - clamp01((self.time - h.t0) / 0.2)))    # pops up into its place
            if bh > shelf_h:
                right = min(rights)
                if right - bw < VOICES.x:
                    continue
                place = pygame.Rect(right - bw, VOICES.centery - bh // 2 + rise, bw, bh)
                rights = [right - bw - 10] * 2
            else:
                shelf = next((i for i in (0, 1) if rights[i] - bw >= VOICES.x), None)
                if shelf is None:
                    continue
                top = VOICES.y + shelf * (shelf_h + 4)
                place = pygame.Rect(rights[shelf] - bw, top + (shelf_h - bh) // 2 + rise, bw, bh)
                rights[shelf] -= bw + 10
            out.append((h, bubble, place.clamp(VOICES)))
        return out

    def draw_heckles(self, surface) -> bool:
        """The heckles in the voices lane; whether any speaks."""
        places = self.heckle_places()
        for h, bubble, place in places:
            age = self.time - h.t0
            alpha = 255 if age < HECKLE_TIME - 0.6 else int(255 * (HECKLE_TIME - age) / 0.6)
            drawn(h.text)
            bubble.set_alpha(max(0, alpha))
            surface.blit(bubble, place)
            bubble.set_alpha(255)
        return bool(places)


@lru_cache(maxsize=32)
def card_width(title: str, words: str, width: int, room: int) -> int:
    """The coach card's width: the panel's, or narrower where that lets the words wrap at
    READABLE rather than shrink under it to stay on one line."""
    for w in range(width, width // 2, -16):
        if card_look(title, words, w, room)[0] >= READABLE:
            return w
    return width


SLAM = 1.06        # the stamp's largest size in its slam-down (ease_out_back), of its own


@lru_cache(maxsize=32)
def panel_stamp(text: str, colour: tuple, width: int, height: int) -> tuple[pygame.Surface, float]:
    """The stamp, small enough that even at the top of its slam-down it stays in width x height,
    and the pixel size of its words."""
    img = stamp_image(text, colour, int(width / SLAM))
    px = stamp_text_px(text, colour, int(width / SLAM))
    factor = min(1.0, height / SLAM / img.get_height())
    return (pygame.transform.smoothscale_by(img, factor), px * factor) if factor < 1.0 else (img, px)


FINISH_SIZE = 24                 # "Bots spielen zu Ende – E: schneller", read from the sofa
STAKE_INK = (232, 170, 150)      # what a miss costs: a warm warning, readable on the dark table
STAKE_SIZE = 22                  # ... and large enough to read from the sofa


@lru_cache(maxsize=32)
def stake_lines(text: str) -> tuple[int, tuple[str, ...]]:
    """The stake line fitted to the voices lane: one line at 22 px, else even lines at 22 px,
    as many as the lane holds (no lone "Mal Reihe 2." under a full line; READABLE only where
    they would not fit): read from the sofa, at 960x540 too."""
    if font(STAKE_SIZE).size(text)[0] <= VOICES.w - 24:
        return STAKE_SIZE, (text,)
    for size in (STAKE_SIZE, READABLE):
        lines = wrap(text, size, VOICES.w - 24)
        if len(lines) * line_height(size) <= VOICES.h - 4:
            break
    width = VOICES.w - 24
    while width > VOICES.w // 2:
        narrower = wrap(text, size, width - 12)
        if len(narrower) > len(lines):
            break
        width, lines = width - 12, narrower
    return size, lines


@lru_cache(maxsize=32)
def banner_place(text: str) -> tuple[int, str, tuple[int, int]]:
    """Size, anchor and point of the "whose turn" line: over the tray when it fits there, else
    as wide as the header allows, shrunk to fit (never below READABLE)."""
    if font(HEADING_SIZE, True).size(text)[0] <= TRAY_RECT.w - 20 - TOKEN_ROOM:
        return HEADING_SIZE, "center", (TRAY_RECT.centerx + TOKEN_ROOM // 2, BANNER_BOX.centery)
    return (fitted_size(text, HEADING_SIZE, BANNER_BOX.w - TOKEN_ROOM, True), "midright",
            (BANNER_BOX.right, BANNER_BOX.centery))


GHOST_ALPHA = 180            # the die going on would set aside, shown in its place: faint, but read


@lru_cache(maxsize=16)
def ghost_die_image(face: int, size: int) -> pygame.Surface:
    """The die going on would set aside, faint and a little smaller than its dashed place."""
    image = dice_art.die_surface("pip", face, round(size * 0.86)).copy()
    image.set_alpha(GHOST_ALPHA)
    return image


@lru_cache(maxsize=16)
def caption_lines(text: str, place: tuple[int, int, int, int]) -> list[tuple[str, int, pygame.Rect]]:
    """`text` in at most as many lines as the room at `place` holds, as large as fits (24 px down
    to READABLE), centred in the room's height from its left edge: (line, size, rect) each."""
    room = pygame.Rect(place)
    for size in (ASIDE_SIZE, READABLE):
        lines = wrap(text, size, room.w)
        step = font(size).get_linesize()
        if step * len(lines) <= room.h and all(font(size).size(line)[0] <= room.w for line in lines):
            break
    y = room.centery - step * len(lines) // 2
    return [(line, size, pygame.Rect((room.x, y + i * step), font(size).size(line))) for i, line in enumerate(lines)]


def draw_dashed_box(surface: pygame.Surface, rect: pygame.Rect, colour) -> None:
    """An empty place for a die: a dashed square outline."""
    dash, gap = 8, 6
    for x0, y0, x1, y1 in ((rect.left, rect.top, rect.right, rect.top), (rect.right, rect.top, rect.right, rect.bottom),
                           (rect.right, rect.bottom, rect.left, rect.bottom), (rect.left, rect.bottom, rect.left, rect.top)):
        length = math.dist((x0, y0), (x1, y1))
        at = 0.0
        while at < length:
            end = min(length, at + dash)
            a, b = at / length, end / length
            pygame.draw.line(surface, colour, (x0 + (x1 - x0) * a, y0 + (y1 - y0) * a),
                             (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b), 2)
            at += dash + gap


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, style: int, pulse_time: float) -> None:
    """The beating ring round the banner repeating the ask, kept within `RING_REACH` of it so
    the banner keeps its margin from the window's top edge and the title (the shared prompt's
    ring beats wider than the turn band allows)."""
    beat = 0.5 + 0.5 * math.sin(pulse_time * 2 * math.pi * 1.2)
    grow = 2 + round((RING_REACH - 2) * beat)
    colour = theme.ACCENT if beat > 0.5 else theme.SEAT_COLOURS[style % len(theme.SEAT_COLOURS)]
    pygame.draw.rect(surface, colour, rect.inflate(2 * grow, 2 * grow), width=4, border_radius=22)


def whole_name(lines: tuple[tuple[str, int, bool], ...], name: str) -> tuple[tuple[str, int, bool], ...]:
    """The prompt's lines with the person's name joined by no-break spaces, so a wrapped
    banner keeps "Anna Maria Luise:" on one line (the keys keep their words the same way)."""
    (first, size, bold), *rest = lines
    return ((first.replace(name, name.replace(" ", "\u00a0"), 1), size, bold), *rest)


PLATE_CLEAR = 24 + 8         # a low sheet's heckling keys end this far left of its first box (the arrow's room)
RING_ROOM = 12               # the pulsing ring round the large prompt reaches this far out
BAND_ROOM = HEADER.h - 2 * (RING_REACH + BANNER_MARGIN)   # how tall the banner may be: ring and margin in the band


@lru_cache(maxsize=32)
def band_lines(lines: tuple[tuple[str, int, bool], ...], width: int,
               height: int = BAND_ROOM) -> tuple[tuple[str, int, bool], ...]:
    """The prompt's lines fitted to a banner `width` wide and `height` tall (`prompt.prompt_picture`'s
    padding and token taken off): the large form's lines drawn smaller where they must (the
    name never under the small prompt's size, the key line never under READABLE), any other
    line too long wrapped at its size. Nothing is cut."""
    if len(lines) == 2:
        (name, name_size, name_bold), (action, action_size, action_bold) = lines
        while banner_height(((name, name_size, name_bold), (action, action_size, action_bold))) > height:
            if name_size - action_size > 10 and name_size > prompt.SMALL_SIZE:
                name_size -= 2
            elif action_size > READABLE:
                action_size -= 2
            elif name_size > prompt.SMALL_SIZE:
                name_size -= 2
            else:
                break
        lines = ((name, name_size, name_bold), (action, action_size, action_bold))
    large = len(lines) > 1
    first = lines[0][1]
    if large:
        first = fitted_size(lines[0][0], first, width - 2 * 18 - first - 14, lines[0][2], prompt.SMALL_SIZE)
    inner = width - 2 * 18 - first - 14
    if not large:           # the first ask stays in its size and white (the repeat is large, the name
        text, size, bold = lines[0]          # in colour): one line, or two where one would shrink it
        room = width - 2 * 18 - size - 14
        if font(size - 2, bold).size(text)[0] > room:
            two = two_lines(text, size, room, bold)
            if len(two) == 2 and 2 * font(size, bold).get_height() + 8 <= height:
                return tuple((line, size, bold) for line in two)
        while size > READABLE and font(size, bold).size(text)[0] > width - 2 * 18 - size - 14:
            size -= 1
        lines = ((text, size, bold),)
        first = size
        inner = width - 2 * 18 - first - 14
    out = []
    for i, (text, size, bold) in enumerate(lines):
        if i == 0 and large:
            out.append((text, first, bold))
        else:
            out += [(line, size, bold) for line in wrap(text, size, inner, bold)]
    return tuple(out)


def two_lines(text: str, size: int, room: int, bold: bool) -> list[str]:
    """A call to act too long for one line: the name with its colon over the keys and their
    words, where each holds its line ("Maximilian-Alexa:" / "Q Aufhören · E Weitermachen");
    else wrapped, never a "·" left at a line's end or starting one."""
    name, colon, rest = text.partition(": ")
    if colon and rest and all(font(size, bold).size(part)[0] <= room for part in (name + ":", rest)):
        return [name + ":", rest]
    return [line.removesuffix(" ·").removeprefix("· ") for line in wrap(text, size, room, bold)]


@lru_cache(maxsize=8)
def resting_veil(size: tuple[int, int]) -> pygame.Surface:
    """Laid over a button while the dice roll: it stays in its place, plainly not yet to press."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (20, 26, 24, 165), veil.get_rect(), border_radius=14)
    return veil


@lru_cache(maxsize=16)
def line_plate(size: tuple[int, int], style: int) -> pygame.Surface:
    """The turn line's plate: dark, edged in the seat's colour, as the reminder's plate."""
    colour = theme.SEAT_COLOURS[style % len(theme.SEAT_COLOURS)]
    pic = pygame.Surface(size, pygame.SRCALPHA)
    draw_panel(pic, pic.get_rect(), (20, 26, 24), 250, 18, border=colour)
    pygame.draw.rect(pic, colour, pic.get_rect(), width=3, border_radius=18)
    return pic


def banner_height(lines) -> int:
    """How tall `prompt.prompt_picture` makes the banner of these lines."""
    return sum(font(size, bold).get_height() for _, size, bold in lines) + 2 * 10


@dataclass(frozen=True)
class SheetLook:
    """How one sheet is laid out: its head (name, and who plays it or their heckling keys) and
    the grid of number boxes, as large as the paper allows (the misthrow boxes narrower: they
    hold no number)."""

    large: bool
    name_x: int
    name_size: int
    name_h: int
    plate_size: int
    plate_below: bool
    plate_lines: tuple[str, ...]
    top: float            # y of the first row
    left: float           # x of the first number box
    cell: float
    gap: int
    number_size: int
    row_h: float = 0.0                   # a row's height (the boxes of a low sheet are wider than tall)
    side: bool = False                   # the plate (and the name, if it fits) beside the rows
    name_on_top: bool = False            # (side) a long name across the top, the plate beside the rows

    def cell_rect(self, row: int, col: int) -> pygame.Rect:
        y = self.top + row * self.row_h
        w = self.cell * TEN_WIDTH if col == 0 else self.cell
        if col < dm.NUMBERS:
            x = self.left + (col + (TEN_WIDTH - 1 if col else 0)) * self.cell
        else:
            w = self.cell * MISS_WIDTH
            x = self.left + (dm.NUMBERS - 1 + TEN_WIDTH) * self.cell + self.gap + (col - dm.NUMBERS) * w
        inset = 2 if self.large else 1       # a small sheet's boxes lie closer: room for "10" at 20 px
        lift = 1 if self.side else 2         # (and a low sheet's rows too)
        return pygame.Rect(round(x) + inset, round(y) + lift, round(w) - 2 * inset, round(self.row_h) - 2 * lift)


@lru_cache(maxsize=128)
def sheet_look(name: str, plate: str, size: tuple[int, int], large: bool,
               cell_cap: tuple[float, float] = (0.0, 0.0), on_top: bool | None = None) -> SheetLook:
    """A tall sheet: the name across the top, the plate under it (its keys as caps at 22 px at
    least, wrapped between its parts if need be). A low sheet: the name across the top, the
    plate beside the rows (unless `on_top` is False). The boxes are never wider or taller than
    `cell_cap` says (when given). Every sheet's head is as tall whatever its name, so every
    sheet's grid has one size and one x."""
    w, h = size
    if h < SIDE_SHEET_H:
        return _side_look(name, plate, w, h, cell_cap, True if on_top is None else on_top)
    name_x = 44 if large else 36
    room = w - name_x - 12
    preferred = fitted_size(name, 26 if large else 22, room, True)
    # the plate always under the name: every sheet's head as tall, whatever its name, so every
    # sheet's rows are as large and start at the same x
    return _sheet_look(preferred, pack(plate, PLATE_SIZE, room, "  ·  ") if plate else ("",), w, h, large, True,
                       cell_cap)


def _side_look(name: str, plate: str, w: int, h: int, cap: tuple[float, float], on_top: bool) -> SheetLook:
    """A low sheet (three or four seats): the rows as large as the paper allows, at its right,
    centred on the height they have; the name whole across the top (`on_top`, always at the
    table; else over the plate in the column), who plays it or their keys in a column at the
    rows' left. The column and the head are as large on every sheet, so every sheet's rows
    have one size and start at one x whatever its name. Nothing under READABLE, no name broken."""
    gap, marker, name_x = 6, 24, 36
    units = UNITS
    if on_top:              # (the name whole across the top: a little over the floor where the paper allows)
        column, name_size = NAME_COLUMN, fitted_size(name, TOP_NAME_SIZE, w - name_x - 12, True)
        head = 4 + line_height(TOP_NAME_SIZE, True)      # as tall on every sheet, whatever the name
    else:
        column = NAME_COLUMN
        name_size, head = fitted_size(name, 22, column, True), 0
    # the boxes may be a little wider than the rows are tall: room for a large "10"
    cell = min(1.3 * (h - 12) / dm.ROWS, (w - 12 - gap - marker - 8 - name_x - column) / units, cap[0] or math.inf)
    row_h = min(cell, (h - head - 4) / dm.ROWS, cap[1] or math.inf)
    left = w - 12 - gap - units * cell
    room = int(left - marker - 8 - name_x)
    # the plate (who plays, the heckling keys) a little larger than the floor where it fits
    plate_lines, plate_size, width = (), READABLE, room + name_x - 12
    for plate_size in (PLATE_SIZE, READABLE) if plate else ():
        plate_lines = pack(plate, plate_size, width, "  ·  ")
        block = (head if on_top else line_height(name_size, True) + 4) + len(plate_lines) * line_height(plate_size)
        if block <= h - 12 and all(font(plate_size).size(line)[0] <= width for line in plate_lines):
            break
    # (the low boxes are wider than tall: the digits fill more of their height, 20 px of ink)
    number_size = fitting_number(NUMBER_LARGEST, cell, round(row_h) - 2, LOW_FILL)
    return SheetLook(False, name_x, name_size, line_height(name_size, True), plate_size, True, plate_lines,
                     head + (h - head - dm.ROWS * row_h) / 2, left, cell, gap, number_size, row_h=row_h,
                     side=True, name_on_top=on_top)


@lru_cache(maxsize=64)
def log_fit(text: str, width: int, max_lines: int) -> tuple[int, tuple[str, ...]]:
    """A log line fitted to `width` (cached: the log is drawn every frame)."""
    return fit(text, width, LOG_SIZE, max_lines=max_lines, smallest=LOG_SMALLEST)


@lru_cache(maxsize=32)
def row_light(size: tuple[int, int], colour: tuple) -> pygame.Surface:
    """The row in play lit: a soft wash of the player's colour over it (the numbers stay dark)."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (*colour[:3], ROW_LIGHT), surf.get_rect(), border_radius=8)
    return surf


def fitting_number(size: int, cell: float, box_h: int, fill: float = 0.62) -> int:
    """The numbers' size: `size`, made smaller where the digits' ink would not keep a margin
    in its box (a bold "10" in the 10's wider box, any digit in a box `cell` wide and `box_h`
    tall, its ink at most `fill` of the box's height), never under NUMBER_FLOOR."""
    while size > NUMBER_FLOOR:
        ten_w, digit_h = number_ink(size)
        if ten_w <= cell * TEN_WIDTH - TEN_AIR and digit_h <= box_h * fill:
            break
        size -= 1
    return max(NUMBER_FLOOR, size)


@lru_cache(maxsize=64)
def number_ink(size: int) -> tuple[int, int]:
    """(the ink width of a bold "10", the ink height of a bold digit) at `size`."""
    f = font(size, True)
    return f.render("10", True, (0, 0, 0)).get_bounding_rect().w, f.render("0", True, (0, 0, 0)).get_bounding_rect().h


def draw_turn_frame(surface: pygame.Surface, rect: pygame.Rect, beat: float) -> None:
    """The frame around the sheet on turn: the accent colour close around the paper, a darker
    ring that breathes outside it (both in the gap between sheets)."""
    pygame.draw.rect(surface, theme.ACCENT_DARK, rect.inflate(10, 10), width=2 + round(2 * beat), border_radius=14)
    pygame.draw.rect(surface, theme.ACCENT, rect.inflate(4, 4), width=3, border_radius=12)


def plate_line() -> int:
    """The height of a tall sheet's line under the name: room for a key cap at 22 px."""
    return max(line_height(PLATE_SIZE), HECKLE_SIZE + 12 + 3 + 4)


def _sheet_look(name_size: int, plate_lines: tuple[str, ...], w: int, h: int, large: bool,
                plate_below: bool, cell_cap: tuple[float, float] = (0.0, 0.0)) -> SheetLook:
    """A tall sheet (two seats): name and plate across the top, the rows under them. The boxes
    are as wide as the paper allows (so every sheet's rows start at the same x); a head that
    needs two lines makes this sheet's rows a little lower, never narrower."""
    name_x = 44 if large else 36
    name_h = font(name_size, True).get_height()
    if plate_below:        # one line of keys or words a line, whatever the size the name takes
        name_h = font(26 if large else 22, True).get_height()
    # (a line of the plate under the name may hold key caps: a cap's height a line)
    below = len(plate_lines) * plate_line() + 4 if plate_below else 0
    top = 8 + name_h + below + (6 if large else 2)
    marker = 34 if large else 24          # room for the arrow at the row in play
    gap = 10 if large else 6
    units = UNITS
    cell = min((w - marker - 12 - gap) / units, cell_cap[0] or math.inf)
    row_h = min(cell, (h - top - 10) / dm.ROWS, cell_cap[1] or math.inf)
    slack = w - marker - 12 - gap - units * cell
    top += max(0.0, h - top - 10 - dm.ROWS * row_h) / 2       # the rows centred on the paper left
    number_size = fitting_number(NUMBER_LARGEST, cell, round(row_h) - 4)
    return SheetLook(large, name_x, name_size, name_h, PLATE_SIZE, plate_below, plate_lines, top,
                     marker + slack / 2, cell, gap, number_size, row_h=row_h)


@lru_cache(maxsize=64)
def speech_bubble(style: int, text: str, max_width: int = 600) -> pygame.Surface:
    """A heckle: the heckler's token and words in a white bubble with their colour around it
    (`style`: the heckler's colour and shape), wrapped to fit `max_width` (two lines at most
    fit the voices lane; every heckle of the language tables takes one)."""
    pad, pad_y, token = 14, 8, 30
    size = 20
    lines = wrap(text, size, max_width - 2 * pad - token, True)
    step = font(size, True).get_linesize()
    text_w = max(font(size, True).size(x)[0] for x in lines)
    bubble = pygame.Surface((text_w + 2 * pad + token, step * len(lines) + 2 * pad_y), pygame.SRCALPHA)
    pygame.draw.rect(bubble, (255, 255, 255), bubble.get_rect(), border_radius=18)
    pygame.draw.rect(bubble, theme.SEAT_COLOURS[style % len(theme.SEAT_COLOURS)], bubble.get_rect(), width=3,
                     border_radius=18)
    draw_seat_token(bubble, style, (pad + 9, bubble.get_height() // 2), 9)
    for i, line in enumerate(lines):
        blit_text(bubble, line, (pad + token, pad_y + i * step), size, theme.INK, True)
    return bubble


@lru_cache(maxsize=32)
def refusal_pill(text: str, width: int) -> pygame.Surface:
    """Why a press was refused, in a red pill for the voices lane (wrapped to fit, two lines)."""
    size = READABLE
    lines = wrap(text, size, width - 32, True)[:2]
    step = font(size, True).get_linesize()
    pill = pygame.Surface((max(font(size, True).size(x)[0] for x in lines) + 32, step * len(lines) + 12),
                          pygame.SRCALPHA)
    pygame.draw.rect(pill, (78, 20, 18, 240), pill.get_rect(), border_radius=16)
    pygame.draw.rect(pill, theme.BAD, pill.get_rect(), width=2, border_radius=16)
    for i, line in enumerate(lines):
        blit_text(pill, line, (pill.get_width() // 2, 6 + i * step), size, (255, 200, 190), True, "midtop")
    return pill
