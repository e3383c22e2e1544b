"""Seat setup: how many play, who sits where (keyboard, pad, bot or nobody), and names.

Rows: one per seat (left/right changes who plays it, confirm edits the name: it opens selected
whole, as a text field focused with all selected, so the first letter typed replaces it;
Backspace then edits, an arrow key keeps the old name to change it, Esc brings back the name
it had; while it is typed a caret blinks after it and the foot says how many of its
`NAME_MAX_CHARS` are left; a name cut at the limit shows it: "…" after it while letters are
refused, the row's "höchstens 16 Zeichen" flashing red at each refused key, and once it is
kept "Anna-Maria: auf 16 Zeichen gekürzt" at the foot for a few seconds, the name on its one line), then the
seat count (left/right step it, stopping at the game's fewest and most; a seat added empty
gets a bot of normal level under the seat's default name, a seat taken away goes from the bottom; confirm never changes
it and starts, as Start does: one Enter, never a press that only moves the focus), Start, Rules and Back. A gamepad pressing its A button here takes the selected seat (the foot says so only while
a pad is plugged in).
Outside name editing the setup listens to its navigation only (arrow keys, Enter, Esc, the
number pad, pads, the mouse): a letter or digit does nothing, even where a keyboard block has it,
so somebody typing a name before choosing it changes no seat and starts nothing.
The rows are cards on the table like the menu's buttons (`scenes.ui.cards`), each read like a
player's card (`scenes.ui.setup_card`): token, the name large, the hints as a bulb and a
switch, and who plays it between chevrons (a keyboard block as its key caps, a pad or a bot
as an icon; a row too full for the caps names the block without them).
Each seat row starts with the seat's token: its colour and shape (`game.seats.style_of`).
The dice in the margins tumble now and then (`scenes.ui.idle_dice`), clear of the rows and
above the foot's words (the lowest dice stand higher where the foot takes two lines).

In a game with a coach (the catalogue's `GameInfo.has_coach`; not the real-time Wurf & Weg) a
person's row carries a "Tipps" switch: the coach's hints on or off for that seat (`Seat.hints`,
every row starting as `[general] hints` says). The seat's own confirm key (a keyboard block's,
or the pad's A) on its own row switches them, and so does a click on the badge; the key hint
at the foot names that row's key and the row it works on (elsewhere it is that player's confirm). Bots and empty seats have no badge (a bot never gets hints).
The choice goes with the seats into the game, its save, a rematch and an evening's players
(switched in a game of the evening, it holds for the rest of the evening).

Mensch always plays four colours, so its rows are the colours (no count row): a colour is
played by a person's device, a bot, or "plays with <another row's player>"; Start turns the
rows into distinct seats plus the colour owners (`game.seats.colour_seating`).

A game whose house rules set how long it lasts (a field of the game's `Rules` with `lengths` in
its metadata: Mensch's figures per colour, Zehntausend's target) has a "Spiellänge" row above
Los geht's: left/right step through the choices, each with its expected minutes ("Kurz · 2
Figuren · ca. 7 Min."; the rule sheet's value is "Regel"), stopping at the ends; it opens on
what config says (a value config cannot play falls back to the rule's default) and the choice
is the house rule in config, as the settings screen keeps it: this game plays with it and the
config file keeps it (written when the game starts or the screen is left).

Each setup opens as it was last started or left with Zurück/Esc (`game.seat_memory`, kept in
the data folder): the same people, devices, bot levels, hints and seat count; a game not played yet opens with the people
of the last game.

One keyboard can go round: in a game where players take turns (the catalogue's
`GameInfo.shares_devices`) several rows may take the same keyboard block or pad, each with a
name of its own (two sharers with one name are refused); the rows say "geteilt" and the table
names whose turn it is in large letters. In a real-time game (Wurf & Weg) every person needs a
device of their own: a step skips the blocks and pads others play, and where it would skip into
"frei" the row keeps its device and the foot says who plays the one it aimed at ("frei" is only
reached from its neighbours in the cycle, as in every game); a device taken twice is refused.

Only devices that are present are offered: a pad appears once it is plugged in (a row that
already names an absent pad keeps it until changed); keyboard blocks are always there.

The Spieleabend uses the same screen twice. Its players are chosen once with `info` the
evening's own (`game.evening.EVENING_INFO`: 2-6 rows, each a person's device or a bot, no
empty row, names unique). There confirm opens the row for its name *and* its colour and shape:
type the name, the arrow keys left/right (a pad's left/right) step through the six colours and
shapes, Enter (a pad's A or B) is done; a click on the token steps too. A step skips the
colours and shapes other players wear (with six players, who wears the next one swaps), so two
players never look alike; each player keeps theirs in every game of the evening. A game of the
evening that cannot simply seat everybody (more players than the game has seats, or Mensch's
colours) opens the screen with `evening`: the rows are the evening's players, left/right says
who sits out (or, for Mensch, which player takes each colour), and names, devices, colours and
shapes stay as the evening chose them.
"""

from __future__ import annotations

import dataclasses
import logging
from dataclasses import replace

import pygame

from game import config as configmod
from game import seat_memory
from game.config import NAME_MAX_CHARS, PADS, SEAT_KINDS, name_key, without_control
from game.evening import EVENING_INFO, Evening
from game.games import BY_MODULE, GameInfo, rules_class
from game.seats import (
    PARTNER,
    STYLES,
    Seat,
    SeatSpecError,
    colour_seating,
    partner_row,
    seat_styles,
    style_of,
)
from scenes.app import Scene
from scenes.input import InputAction
from scenes.tables.mensch.board import figure_sprite
from scenes.ui import theme
from scenes.ui.backdrop import backdrop
from scenes.ui.cards import SHADOW_DROP, SHADOW_SPREAD, button_face, button_shadow
from scenes.ui.idle_dice import SPOTS, IdleDice
from scenes.ui.layout import READABLE, balanced, blit_fitted, fitted_size, line_step, pack, width_of
from scenes.ui.numbers import format_number
from scenes.ui.seat_panel import device_label, key_label
from scenes.ui.setup_card import (
    CHEVRON_W,
    block_caps,
    draw_chevron,
    draw_switch,
    draw_who_plays,
    switch_width,
    who_plays_width,
)
from scenes.ui.text import blit_text
from scenes.ui.widgets import draw_seat_token

ROW_H_LEAST = 48        # a row's pitch below which the rows start higher (right under the title); with
                        # the most rows and a foot of two lines a little less: never into the foot's place
ROW_H_MOST = 64         # with fewer rows they grow up to this, so no empty area gapes under them
NAME_SIZE = 30          # a seat's name: the largest words on its card
SHARING_MARK = "⇄"      # a shared row's tag where not even "mit Anna" fits (the foot explains it)
TAG_SIZE = 22           # "abwechselnd mit Anna" beside a shared block
FOOT_DIE_GAP = 4        # px between the lowest dice and the foot's words
FOOT_TEXT_W = 1100      # a sentence at the foot wraps within this (clear of the dice at the sides)
FOOT_SIZE = 22          # the words at the foot: a second line rather than anything smaller
FOOT_GAP = 16           # between the last row and the foot's place
BADGE_H = 30
CARET_STEADY = 0.5      # seconds the caret stays lit after each key before it blinks
CARET_BLINK = 0.5       # seconds it is off, then on, while nobody types
NAME_SELECTION = (52, 92, 150)
CUT_FLASH = 0.6         # seconds "höchstens 16 Zeichen" flashes red after a letter was refused
CUT_TOLD = 4.0          # seconds a row says "auf 16 Zeichen gekürzt" after its cut name was kept
REFUSED_ON_CHOSEN = (150, 24, 20)   # a refused name's line on the chosen (yellow) row: red that reads there
PAIR_BELOW = 45         # a row pitch below this: the game's length shares the seat count's line
COUNT_BESIDE_LEAST = 260   # the seat count's card where the game's length stands beside it: at least
START_FILL = (40, 104, 62)      # "Los geht's!" while not chosen: green, the way into the game   # behind a name selected whole (the first letter typed replaces it)


log = logging.getLogger(__name__)


def length_rule(info: GameInfo) -> dataclasses.Field | None:
    """The house rule that sets how long a game of `info` lasts: the field of the game's
    `Rules` whose metadata has `lengths` (value -> minutes a game lasts), or None (a game
    without one, the evening's own choosing of players)."""
    if BY_MODULE.get(info.module) is not info:
        return None
    try:
        fields = dataclasses.fields(rules_class(info))
    except (ImportError, AttributeError, TypeError):
        return None
    return next((f for f in fields if f.metadata.get("lengths")), None)


def playable(rule: dataclasses.Field, value) -> bool:
    """`value` is a whole number the rule allows (config may hold anything)."""
    meta = rule.metadata
    return (isinstance(value, int) and not isinstance(value, bool)
            and meta.get("min", value) <= value <= meta.get("max", value)
            and value % meta.get("multiple_of", 1) == 0)


PACE_PLAYERS = 4          # the length rule's minutes are measured with this many players


def minutes_with(minutes: int, players: int) -> int:
    """The minutes a game measured with four players lasts with `players`: a round of turns
    is shorter with fewer (two play about half as long: Mensch and Zehntausend measured), while
    with more than four the target is reached in fewer rounds (Zehntausend with six measured
    about as long as with four), so it never exceeds the four players' time; at least 1."""
    players = max(1, min(players, PACE_PLAYERS))
    return max(1, round(minutes * players / PACE_PLAYERS))


def length_choices(rule: dataclasses.Field, current) -> list[int]:
    """The values the length row steps through: the measured ones, and the one config holds
    (where it can be played) in its place among them."""
    values = set(rule.metadata["lengths"]) | {rule.default}
    if playable(rule, current):
        values.add(current)
    return sorted(values)


def default_seats(app, info: GameInfo) -> list[Seat]:
    cfg = app.config.seats
    hints = app.config.general.hints
    seats = [Seat(cfg.names[i], cfg.kinds[i], hints=hints) for i in range(info.max_seats)]
    return seats


def plays_colours(info: GameInfo) -> bool:
    """The setup rows are the game's colours (Mensch's four), not seats."""
    return info.plays_colours


def colour_rows(seats: list[Seat]) -> list[Seat]:
    """Four colour rows from default seats: an empty row is played by the opposite colour's
    player (so a person with two colours has opposite ones, as the engine's default)."""
    rows = list(seats[:4])
    for i, row in enumerate(rows):
        if row.is_empty:
            for j in ((i + 2) % 4, *range(4)):
                if j != i and not rows[j].is_empty and partner_row(rows[j]) is None:
                    rows[i] = replace(row, kind=f"{PARTNER}{j}")
                    break
    if all(r.is_empty for r in rows):
        rows[0] = replace(rows[0], kind="keyboard1")
        rows[1:] = [replace(r, kind="bot:normal") for r in rows[1:]]
    return rows


def default_count(info: GameInfo, seats: list[Seat]) -> int:
    filled = sum(1 for s in seats[: info.max_seats] if not s.is_empty)
    return max(info.min_seats, min(info.max_seats, filled))


def seat_problem(info: GameInfo, seats: list[Seat]) -> str | None:
    """Why these seats cannot start, as a language-table key, or None."""
    playing = [s for s in seats if not s.is_empty]
    if len(playing) < info.min_seats:
        return "app.setup.too_few"
    if info.shares_devices and any(len({name_key(seats[j].name) for j in same}) < len(same)
                                   for same in rows_by_device(seats, len(seats)).values()):
        return "app.sharing.same_name"        # people sharing a keyboard are told apart by name
    if plays_colours(info):
        try:
            colour_seating(seats)
        except SeatSpecError:
            return "mensch.setup.need_two"
        return None
    if info.shares_devices:
        return None
    devices = [s.kind for s in playing if s.is_human]
    if len(devices) != len(set(devices)):
        return "app.setup.device_twice"
    return None


def named_rows(seats: list[Seat], count: int) -> list[int]:
    """The rows among the first `count` that sit at the table under a name of their own (not
    an empty seat, not a Mensch colour played by another row's player)."""
    return [i for i, s in enumerate(seats[:count]) if not s.is_empty and partner_row(s) is None]


def same_name_as(seats: list[Seat], count: int, i: int) -> int | None:
    """Another row at the table whose name is row i's, compared as the statistics compare
    names (case, spacing, Unicode form and invisible characters alike), or None."""
    key = name_key(seats[i].name)
    return next((j for j in named_rows(seats, count) if j != i and name_key(seats[j].name) == key), None)


def free_name(seats: list[Seat], count: int, candidates: list[str]) -> str:
    """The first of `candidates` nobody at the table is called (else the first with a number)."""
    taken = {name_key(seats[j].name) for j in named_rows(seats, count)}
    for name in candidates:
        if name.strip() and name_key(name) not in taken:
            return name.strip()
    base = candidates[0].strip() or "Bot"
    return next(f"{base} {n}" for n in range(2, 99) if name_key(f"{base} {n}") not in taken)


def bots_give_way(seats: list[Seat], count: int, candidates: list[str],
                  own: list[str] | None = None) -> list[Seat]:
    """Two at the table with one name (as a row changes who plays it, or the count brings a
    row in): the bot takes another name (a person keeps theirs; of two bots the later one
    changes), its own default (`own`, by row) if free, else the first free of `candidates`,
    so the table and the statistics never show two alike."""
    seats = list(seats)
    for i in named_rows(seats, count):
        j = same_name_as(seats, count, i)
        if j is None or not seats[i].is_bot or (seats[j].is_bot and j > i):
            continue
        mine = [own[i]] if own and i < len(own) else []
        seats[i] = replace(seats[i], name=free_name(seats, count, mine + candidates))
    return seats


def rows_by_device(seats: list[Seat], count: int) -> dict[str, list[int]]:
    """The rows among the first `count` that each keyboard block or pad plays."""
    rows: dict[str, list[int]] = {}
    for i, seat in enumerate(seats[:count]):
        if seat.is_human:
            rows.setdefault(seat.kind, []).append(i)
    return rows


def clashing_rows(seats: list[Seat], count: int) -> set[int]:
    """The rows among the first `count` whose keyboard block or pad another row also plays."""
    return {i for same in rows_by_device(seats, count).values() if len(same) > 1 for i in same}


def join_names(t, names: list[str]) -> str:
    """"Anna", "Anna und Ben", "Anna, Ben und Clara"."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " " + t("app.settings.and") + " " + names[-1]


def sharing_rows(info: GameInfo, seats: list[Seat], count: int) -> set[int]:
    """The rows that share a keyboard block or pad with another row, where the game allows it
    (players who take turns pass the keyboard); empty in a real-time game."""
    return clashing_rows(seats, count) if info.shares_devices else set()


def evening_rows(evening: Evening, info: GameInfo) -> list[Seat]:
    """The setup rows of a game of the evening: every player, and those beyond the game's seats
    sit out, the ones who have played most so far first (so sitting out takes turns)."""
    players = evening.players
    played = {i: 0 for i in range(len(players))}
    for game in evening.games:
        for p in game.seats:
            played[p] += 1
    seats_of_game = 4 if plays_colours(info) else info.max_seats
    out = sorted(range(len(players)), key=lambda i: (-played[i], -i))[:max(0, len(players) - seats_of_game)]
    rows = [replace(p.seat, kind="empty") if i in out else p.seat for i, p in enumerate(players)]
    if plays_colours(info):
        rows = [r for r in rows if not r.is_empty][:4]
        rows += [Seat(rows[0].name, "empty")] * (4 - len(rows))
        rows = colour_rows(rows)
    return rows


class SetupScene(Scene):
    def __init__(self, app, info: GameInfo, seats: list[Seat] | None = None, evening: Evening | None = None):
        super().__init__(app)
        self.info = info
        self.evening = evening                          # a game of this evening: its players sit here
        self.making_evening = info is EVENING_INFO      # choosing the players of a new evening
        if evening is not None:
            seats = evening_rows(evening, info)
        remembered = seat_memory.recall_or_log(app.data_folder, info) if not seats else None
        if remembered is not None:          # as the last time (`game.seat_memory`)
            seats = list(remembered.seats)
        self.seats = list(seats) if seats else default_seats(app, info)
        while len(self.seats) < info.max_seats:
            self.seats.append(Seat(app.config.seats.names[len(self.seats)], "empty",
                                   hints=app.config.general.hints))
        if self.making_evening:        # every row of an evening is somebody, with a look of their own
            styles = seat_styles(self.seats)
            self.seats = [replace(s, kind="bot:normal" if s.is_empty else s.kind, style=styles[i])
                          for i, s in enumerate(self.seats)]
        self.colours = plays_colours(info)
        self.length_rule = None if self.making_evening else length_rule(info)
        self.length_changed = False           # the length row was stepped: config keeps the choice
        if self.length_rule is not None:       # (a value config cannot play: the rule's default)
            self.set_length(self.length_value())
        if self.colours and evening is None:
            self.seats = colour_rows(self.seats)
        self.count = 4 if self.colours else default_count(info, self.seats)
        if remembered is not None and remembered.exact:
            self.count = remembered.count if not self.colours else 4
        elif self.making_evening:
            self.count = min(4, self.count)
        elif evening is not None and not self.colours:
            self.count = len(evening.players)
        self.row = 0 if evening is None else self.rows.index("start")
        self.editing: int | None = None
        self.name_selected = False            # the name being edited is selected whole: typing replaces it
        self.name_before: str | None = None   # the name it had when editing began (Esc brings it back)
        self.name_taken: str | None = None    # the name just refused: somebody at the table has it
        self.cut_at: float | None = None      # when letters typed past the limit were last refused
        self.cut_kept: tuple[int, float] | None = None   # (row, when) a cut name was kept: said on its row
        self.message: str | None = None
        self.message_args: dict[str, str] = {}   # what the message names ("Tastatur 1", "Anna")
        self.time = 0.0
        self.typed_at = 0.0                   # when the name being edited last got a key (the caret)
        self.dice = IdleDice()                # the dice in the margins tumble now and then
        self.renamed_bots: set[int] = set()   # bot rows that gave their name to another row
        self.settle_names()
        self.keep_dice_over_the_foot()

    # rows: 0..count-1 seats, then count, start, rules, back
    @property
    def rows(self) -> list[str]:
        middle = [] if self.colours or self.evening is not None else ["count"]
        if self.length_rule is not None:
            middle.append("length")
        end = ["start", "back"] if self.making_evening else ["start", "rules", "back"]
        return [f"seat{i}" for i in range(self.count)] + middle + end

    def seat_choices(self, i: int) -> list[Seat]:
        """What row i may become, in the order left/right steps through them."""
        seat = self.seats[i]
        if self.evening is None:
            return [replace(seat, kind=kind) for kind in self.kind_choices(i)]
        players = self.evening.players
        if not self.colours:           # the row's player plays, or sits out
            return [players[i].seat, replace(players[i].seat, kind="empty")]
        choices = []                   # a Mensch colour: any player; one already on another
        for p in players:              # colour takes this one too ("spielt mit")
            real = next((j for j, row in enumerate(self.seats[:4])
                         if j != i and row.name == p.name and partner_row(row) is None), None)
            choices.append(p.seat if real is None else replace(p.seat, kind=f"{PARTNER}{real}"))
        return choices

    def kind_choices(self, i: int) -> list[str]:
        """Who may play row i: any kind whose device is present (a pad only when plugged in);
        for a Mensch colour no "empty" and "plays with" each other colour's player (a device
        that plays another colour is another person sharing it). Where the game lets no two
        people share a device (Wurf & Weg) a device another seat plays is skipped, whichever
        row steps. The players of an evening are always somebody."""
        own = self.seats[i].kind
        present = set(self.app.input.pads.values())
        offered = [k for k in SEAT_KINDS if k not in PADS or k in present or k == own]
        if not self.colours:       # a real-time race: a block or pad another seat plays is skipped, on every row
            taken = set() if self.info.shares_devices else \
                {s.kind for j, s in enumerate(self.seats[:self.count]) if j != i and s.is_human}
            return [k for k in offered if not (self.making_evening and k == "empty") and (k == own or k not in taken)]
        used = set() if self.info.shares_devices else \
            {s.kind for j, s in enumerate(self.seats[:4]) if j != i and s.is_human}
        kinds = [k for k in offered if k != "empty" and k not in used]
        kinds += [f"{PARTNER}{j}" for j in range(4)
                  if j != i and partner_row(self.seats[j]) is None]
        return kinds

    def _cycle_kind(self, i: int, step: int) -> None:
        choices = self.seat_choices(i)
        seat = self.seats[i]
        k = next((n for n, c in enumerate(choices) if (c.name, c.kind) == (seat.name, seat.kind)), 0)
        self.message = None
        taken = self.skipped_into_free(i, step)
        if taken is not None:        # the step aimed at a block somebody plays: the row stays and says so
            self.message = "app.setup.device_taken"
            self.message_args = {"device": self.device_name(self.seats[taken].kind), "name": self.seats[taken].name}
            return
        self.seats[i] = choices[(k + step) % len(choices)]
        self.settle_names(arriving=i)

    def change_count(self, step: int) -> None:
        """One seat more (`step` 1) or fewer (-1), within the game's limits. Seats go and come
        at the bottom; a seat that comes in empty gets a bot (normal level, the seat's own
        default name), so asking for six seats gives six players, as party games fill seats."""
        count = max(self.info.min_seats, min(self.info.max_seats, self.count + step))
        if count == self.count:
            return
        self.count = count
        arriving = None
        if step > 0:
            arriving = count - 1
            if self.seats[arriving].is_empty and self.evening is None:
                name = self.app.config.seats.names[arriving]
                self.seats[arriving] = replace(self.seats[arriving], name=name, kind="bot:normal")
        self.settle_names(arriving=arriving)

    def skipped_into_free(self, i: int, step: int) -> int | None:
        """In a race (no device shared) a step skips the blocks and pads other seats play, but
        a person's row never turns "free" by a skip: "frei" is only reached from its neighbours
        in the cycle (the first device, the hardest bot), as in every game. Where a step would
        skip into "frei", the row whose device it aimed at (the first skipped), else None."""
        seat = self.seats[i]
        if self.evening is not None or self.colours or self.info.shares_devices or not seat.is_human:
            return None
        present = set(self.app.input.pads.values())
        order = [k for k in SEAT_KINDS if k not in PADS or k in present or k == seat.kind]
        players = {s.kind: j for j, s in enumerate(self.seats[:self.count]) if j != i and s.is_human}
        n, skipped = order.index(seat.kind), []
        for _ in order:
            n = (n + step) % len(order)
            if order[n] not in players:
                return players[skipped[0]] if order[n] == "empty" and skipped else None
            skipped.append(order[n])
        return None

    def settle_names(self, freed: str | None = None, arriving: int | None = None) -> None:
        """A bot whose name another at the table has takes another: its own default if free,
        else the first free default (never a name a person just gave up: that is not a bot's
        to take). A bot that had to give way takes its own default back once it is free
        (`freed`); otherwise a bot keeps its name. A person's row `arriving` at the table (from
        an empty seat, or brought in by the count) under a name somebody there has takes a free
        default. An evening's players keep theirs."""
        if self.evening is not None:
            return
        defaults = list(self.app.config.seats.names)
        if arriving is not None and arriving < self.count and self.seats[arriving].is_human \
                and same_name_as(self.seats, self.count, arriving) is not None:
            name = free_name(self.seats, self.count, [defaults[arriving], *defaults])
            self.seats[arriving] = replace(self.seats[arriving], name=name)
        before = [s.name for s in self.seats]
        self.seats = bots_give_way(self.seats, self.count, defaults, own=defaults)
        self.renamed_bots |= {i for i, s in enumerate(self.seats) if s.name != before[i]}
        for i in sorted(self.renamed_bots):
            seat = self.seats[i]
            if not seat.is_bot:
                self.renamed_bots.discard(i)
            elif freed is not None and name_key(freed) == name_key(defaults[i]) \
                    and free_name(self.seats, self.count, [defaults[i], ""]) == defaults[i].strip():
                self.seats[i] = replace(seat, name=defaults[i].strip())      # its own name back
                self.renamed_bots.discard(i)

    def _cycle_style(self, i: int, step: int) -> None:
        """Row i of a new evening wears the next colour and shape (`step` 1) or the one before
        (-1) that no other player wears; with six players every one is worn, so row i swaps
        with whoever wears the next. The rows below the count hold the rest, so all six rows
        always wear six different ones."""
        styles = list(seat_styles(self.seats))
        worn = {styles[j] for j in range(self.count) if j != i}
        now = styles[i]
        target = next(((now + step * n) % STYLES for n in range(1, STYLES) if (now + step * n) % STYLES not in worn),
                      (now + step) % STYLES)
        holder = styles.index(target) if target in styles else i
        styles[holder], styles[i] = now, target
        self.seats = [replace(seat, style=styles[j]) for j, seat in enumerate(self.seats)]
        self.message = None

    def start(self) -> None:
        chosen = self.seats[: self.count]
        problem = seat_problem(self.info, chosen)
        if not problem and self.evening is not None and not self.colours \
                and sum(1 for s in chosen if not s.is_empty) > self.info.max_seats:
            problem = "evening.setup.too_many"
        if not problem and any(same_name_as(chosen, len(chosen), i) is not None for i in named_rows(chosen, len(chosen))):
            problem = "evening.setup.same_name"      # two people of one name (the bots gave way)
        if problem:
            self.message = problem
            return
        if self.evening is None:             # the next setup of this game opens like this one
            self.remember()
        self.keep_length()
        chosen = [replace(s, hints=s.wants_hints) for s in chosen]    # a bot never has hints
        if self.making_evening:
            names = self.app.config.seats.names
            styles = seat_styles(chosen)
            self.app.routes.evening_start([Seat(s.name.strip() or names[i], s.kind, styles[i], s.hints)
                                           for i, s in enumerate(chosen)])
            return
        if self.colours:
            seats, owners = colour_seating(chosen)
            self.app.routes.play(self.info, seats, owners=owners)
            return
        if any(s.is_empty for s in chosen):
            # a free row drops out at the table: everyone keeps the colour and shape their row wore here
            styles = seat_styles(chosen)
            chosen = [replace(s, style=styles[i]) for i, s in enumerate(chosen)]
        self.app.routes.play(self.info, chosen)

    # -- the game's length ------------------------------------------------------------------
    def length_value(self) -> int:
        """The length rule's value in config now (one config cannot play: the rule's default)."""
        value = getattr(self.app.config.rules(self.info.module), self.length_rule.name, None)
        return value if playable(self.length_rule, value) else self.length_rule.default

    def set_length(self, value: int) -> None:
        rules = self.app.config.rules(self.info.module)
        if getattr(rules, self.length_rule.name, None) != value:
            setattr(rules, self.length_rule.name, value)      # as the settings screen sets a rule

    def change_length(self, step: int) -> None:
        """The next longer (`step` 1) or shorter (-1) choice; at either end it stays."""
        value = self.length_value()
        choices = length_choices(self.length_rule, value)
        k = max(0, min(len(choices) - 1, choices.index(value) + step))
        if choices[k] != value:
            self.set_length(choices[k])
            self.length_changed = True
            self.app.play("click", 0.4)
        self.message = None

    def length_text(self, value: int | None = None, compact: bool = False) -> str:
        """One choice in words: "Kurz · 2 Figuren · ca. 7 Min." (the rule sheet's is "Regel";
        a value config holds that was never measured has no minutes); `compact` without the
        unit ("Kurz · 3.000 · ~4 Min."), for a narrow card. The minutes are for the players
        at the table now (`minutes_with`)."""
        rule = self.length_rule
        value = self.length_value() if value is None else value
        choices = length_choices(rule, value)
        word = ("rule" if value == rule.default else "long" if value > rule.default
                else "short" if value == choices[0] else "middle")
        key = f"app.setting_value.{self.info.module}.{rule.name}"
        shown = format_number(self.t, value, rule)
        amount = self.t(key, n=shown) if self.t.has(key) and not compact else shown
        words = self.t(f"app.setup.length_{word}")
        if compact and self.t.has(f"app.setup.length_{word}_short"):
            words = self.t(f"app.setup.length_{word}_short")
        minutes = rule.metadata["lengths"].get(value)
        if minutes is None:
            return self.t("app.setup.length_unmeasured", words=words, value=amount)
        playing = sum(1 for s in self.seats[:self.count] if not s.is_empty)
        return self.t("app.setup.length_choice_short" if compact else "app.setup.length_choice", words=words,
                      value=amount,
                      minutes=minutes_with(minutes, playing))

    def keep_length(self) -> None:
        """A length chosen here stays the house rule in the config file, as the settings
        screen would write it (not where this copy keeps no data, or config has no file)."""
        if not self.length_changed or self.app.config.path is None or not self.app.keeps_data():
            return
        try:
            configmod.save(self.app.config)
            self.length_changed = False
        except OSError as exc:           # the game still plays with the choice; the file stays
            log.warning("the game's length was not written to the config file: %s", exc)

    def remember(self) -> None:
        """Keep the rows and the count for the next time (only in a data folder this copy of the
        game keeps; tests and headless runs have folders of their own)."""
        if self.app.keeps_data():
            seat_memory.remember(self.app.data_folder, self.info, self.seats, self.count)

    # -- the coach's hints ------------------------------------------------------------------
    def has_badge(self, i: int) -> bool:
        """Row i is a person's seat in play in a game with a coach, so it may have the coach's
        hints (a Mensch colour "played with" another row has them on that row)."""
        return self.info.has_coach and 0 <= i < self.count and self.seats[i].is_human

    def toggle_hints(self, i: int) -> None:
        """Row i's person switches the coach's hints; in an evening, for the rest of it."""
        seat = self.seats[i]
        on = not seat.hints
        if self.evening is not None:
            self.evening.set_hints(seat.name, on)
            self.seats = [replace(s, hints=on) if s.name == seat.name else s for s in self.seats]
        else:
            self.seats[i] = replace(seat, hints=on)
        self.message = None
        self.app.play("click", 0.4)

    def handle(self, act) -> None:
        if self.editing is not None:
            if act.device in PADS:        # (the keyboard types; a pad steps the look and is done)
                if act.action in ("left", "right") and self.making_evening:
                    self._cycle_style(self.editing, -1 if act.action == "left" else 1)
                elif act.action == "confirm":
                    self.finish_editing()
                elif act.action == "back":
                    self.cancel_editing()
            return
        if act.device in PADS and act.action == "confirm" and self.row < self.count and self.evening is None:
            current = self.seats[self.row]
            if current.kind != act.device:
                self.seats[self.row] = replace(current, kind=act.device)
                return
        name = self.rows[self.row]
        a = act.action
        if a == "confirm" and self.has_badge(self.row) and self.seats[self.row].device == act.device:
            self.toggle_hints(self.row)      # the seat's own confirm key on its own row
            return
        if a in ("up", "down") and self.message == "app.setup.device_taken":
            self.message = None               # (the note belongs to the row that stepped)
        if a == "up":
            self.row = (self.row - 1) % len(self.rows)
        elif a == "down":
            self.row = (self.row + 1) % len(self.rows)
        elif a in ("left", "right"):
            step = -1 if a == "left" else 1
            if name.startswith("seat"):
                self._cycle_kind(int(name[4:]), step)
            elif name == "count":
                self.change_count(step)
                self.row = self.rows.index("count")
            elif name == "length":
                self.change_length(step)
        elif a == "confirm":
            if name in ("count", "length", "start"):   # (the count is the last choice: Enter there means "Los geht's")
                self.row = self.rows.index("start")
                self.start()
            elif name.startswith("seat"):
                self.handle_name_click(int(name[4:]))
            elif name == "rules":
                self.app.routes.rules(self.info)
            elif name == "back":
                self.leave()
        elif a == "back":
            self.leave()

    def leave(self) -> None:
        """Zurück (or Esc): the rows are kept as they are, so coming back finds the names,
        devices and hints just edited (as starting the game keeps them)."""
        if self.evening is None:
            self.remember()
        self.keep_length()
        self.app.routes.back()

    def handle_event(self, event) -> None:
        if self.editing is not None:
            seat = self.seats[self.editing]
            if event.type in (pygame.TEXTINPUT, pygame.KEYDOWN):
                self.typed_at = self.time
                if event.type == pygame.TEXTINPUT or event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
                    self.name_taken = None         # typing on: the refusal has been read
            if event.type == pygame.TEXTINPUT:
                kept = "" if self.name_selected else seat.name     # the first letter replaces the old name
                room = NAME_MAX_CHARS - len(kept)                  # (typed or pasted, never past the limit)
                typed = without_control(str(event.text)[: NAME_MAX_CHARS * 4])
                name = kept + typed[:max(0, room)]      # (at the limit every letter kept stays)
                if len(typed) > max(0, room):           # letters refused: the name is cut, and says so
                    self.cut_at = self.time
                self.seats[self.editing] = replace(seat, name=name)
                self.name_selected = False
            elif event.type == pygame.KEYDOWN:
                if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
                    self.seats[self.editing] = replace(seat, name="" if self.name_selected else seat.name[:-1])
                    self.name_selected = False
                    self.cut_at = None                 # (shorter now: nothing beyond it was lost)
                elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.making_evening:
                    self._cycle_style(self.editing, -1 if event.key == pygame.K_LEFT else 1)
                elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
                    self.name_selected = False                     # the old name stays, to be edited
                elif event.key == pygame.K_ESCAPE:
                    self.cancel_editing()
                elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                    self.finish_editing()
            elif event.type == pygame.MOUSEBUTTONDOWN and self.making_evening \
                    and self.token_rect(self.editing).collidepoint(event.pos):
                self._cycle_style(self.editing, -1 if event.button == 3 else 1)
            return True
        if event.type == pygame.KEYDOWN and self.letter_does_nothing(event.key):
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            for i, rect in enumerate(self.row_rects()):
                if rect.collidepoint(event.pos):
                    self.row = i
                    badge = self.badge_rect(i)
                    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and badge is not None \
                            and badge.collidepoint(event.pos):
                        self.toggle_hints(i)                                   # the badge: hints on/off
                    elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) and self.making_evening \
                            and self.rows[i].startswith("seat") and self.token_rect(i).collidepoint(event.pos):
                        self._cycle_style(i, -1 if event.button == 3 else 1)    # the token: another look
                    elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                        name = self.rows[i]
                        if name.startswith("seat") or name in ("count", "length"):
                            step = -1 if event.pos[0] < rect.centerx else 1
                            if name.startswith("seat") and event.pos[0] < rect.x + 330:
                                self.handle_name_click(i)
                            else:
                                self.handle(InputAction("mouse", "right" if step > 0 else "left"))
                        else:
                            self.handle(InputAction("mouse", "confirm"))
                    break

    def letter_does_nothing(self, key: int) -> bool:
        """Outside name editing a letter or digit key is not the setup's navigation (that is the
        arrow keys, Enter, Esc, the number pad and the pads), even where a keyboard block has it:
        somebody typing a name before choosing it changes no seat, device or count and starts
        nothing. The one letter that works is a block's confirm on a row that block plays with a
        coach's hints switch (the foot names it: "Anna: E schaltet die Tipps an/aus")."""
        name = pygame.key.name(key)
        if len(name) != 1 or not name.isalnum():
            return False
        if self.row < self.count and self.has_badge(self.row):
            own = self.seats[self.row].kind
            return not any(device == own and action == "confirm" for device, action in self.app.input.keymap.get(key, []))
        return True

    def handle_name_click(self, i: int) -> None:
        if partner_row(self.seats[i]) is not None or self.evening is not None:
            return      # that colour's player is named on their own row; an evening's players keep their names
        self.editing = i
        self.cut_at, self.cut_kept = None, None
        self.name_before = self.seats[i].name
        self.name_selected = True           # as a text field focused with all selected
        self.typed_at = self.time
        pygame.key.start_text_input()

    def finish_editing(self) -> None:
        """The name (and look) of the row being edited is kept; an empty name gets the default."""
        i = self.editing
        if i is None:
            return
        if self.seats[i].name != self.seats[i].name.strip():     # (no space at either end of a name)
            self.seats[i] = replace(self.seats[i], name=self.seats[i].name.strip())
        defaults = list(self.app.config.seats.names)
        if not self.seats[i].name:
            self.seats[i] = replace(self.seats[i], name=free_name(self.seats, self.count, [defaults[i], *defaults]))
        other = same_name_as(self.seats, self.count, i) if self.evening is None else None
        if other is not None and i in named_rows(self.seats, self.count):
            self.name_taken = self.seats[i].name      # somebody at the table (a bot too) has it: refused,
            self.name_selected = True                 # the typing stays open, the name selected whole
            return
        self.renamed_bots.discard(i)                  # a name given by hand is kept
        self.cut_kept = (i, self.time) if self.cut_at is not None else None
        self.cut_at = None
        self.name_taken = None
        self.settle_names(freed=self.name_before)
        self.editing = None
        self.name_selected = False
        pygame.key.stop_text_input()

    def cancel_editing(self) -> None:
        """Esc (a pad's B) while a name is typed: the row gets back the name it had."""
        if self.editing is not None and self.name_before is not None:
            self.seats[self.editing] = replace(self.seats[self.editing], name=self.name_before)
            self.cut_at = None
        self.name_taken = None
        self.finish_editing()

    def on_exit(self) -> None:
        pygame.key.stop_text_input()

    def update(self, dt: float) -> None:
        self.time += dt
        self.keep_dice_over_the_foot()        # (in the language of the moment)
        self.dice.update(dt)

    def token_rect(self, row: int) -> pygame.Rect:
        """Where a seat row's token is (a click there steps a new evening's player's look)."""
        rect = self.row_rects()[row]
        return pygame.Rect(rect.x, rect.y, 76 if self.making_evening else 56, rect.h)

    def who_plays_label(self, i: int) -> str:
        """The words of who plays row i: a device's short name ("Tastatur 1": its keys stand
        beside it as caps; on a crowded row the caps alone, see `crowded`), a bot's level,
        "spielt mit Ben", nobody."""
        kind = self.seats[i].kind
        if kind.startswith("keyboard") and self.crowded(i):
            return ""
        return self.device_name(kind) if kind.startswith(("keyboard", "pad")) else self.kind_label(kind)

    def caps_of(self, kind: str, row: int | None = None) -> list[list[str]] | None:
        """A keyboard block's keys as bound now, for its caps (on every row that plays it, so
        rows sharing a block show the same caps); None for any other kind."""
        if not kind.startswith("keyboard"):
            return None
        return block_caps(self.app, kind)

    def crowded(self, i: int) -> bool:
        """Row i's name (at its full size), its short words ("mit Anna",
        "schon am Tisch") and the hints switch do not fit beside its block's name and caps: the
        row then shows the caps without the block's name ("Tastatur 1" is said at the foot). Rows
        sharing a block go together: one crowded, all show it the same way."""
        together = self.sharing() if i in self.sharing() else {i}
        return any(self._crowded_alone(j) for j in together)

    def _crowded_alone(self, i: int) -> bool:
        kind = self.seats[i].kind
        if not kind.startswith("keyboard"):
            return False
        rect = self.row_rects()[i]
        x = rect.x + (190 if self.colours else 84 if self.making_evening else 60)
        words = ""
        if self.editing == i and self.name_taken:
            words = self.t("app.setup.name_taken_short")
        elif i in self.sharing():
            words = self.t("app.sharing.tag_short", names=join_names(self.t, self.sharing_partners(i)))
        name = self.seats[i].name if not (self.colours and partner_row(self.seats[i]) is not None) else ""
        need = width_of(name, NAME_SIZE, True) + 24 + (width_of(words, READABLE, True) + 12 if words else 0)
        if self.has_badge(i) and not (self.editing == i and self.name_taken):
            need += switch_width() + 34
        caps = who_plays_width(self.device_name(kind), kind, block_caps(self.app, kind), i in self.clashes())
        return x + need > rect.right - 24 - caps - 16

    def kind_rect(self, i: int) -> pygame.Rect:
        """Where row i's "who plays" stands, chevrons included (right-aligned in the row)."""
        rect = self.row_rects()[i]
        kind = self.seats[i].kind
        w = who_plays_width(self.who_plays_label(i), kind, self.caps_of(kind, i), i in self.clashes())
        return pygame.Rect(rect.right - 24 - w, rect.centery - 16, w, 32)

    def badge_rect(self, i: int) -> pygame.Rect | None:
        """Where row i's "Tipps" badge stands (left of who plays it), or None for a row without."""
        if not self.has_badge(i) or not self.rows[i].startswith("seat"):
            return None
        w = switch_width()
        right = self.kind_rect(i).x - 20
        return pygame.Rect(right - w, self.row_rects()[i].centery - BADGE_H // 2, w, BADGE_H)

    def clashes(self) -> set[int]:
        """Rows whose device another row also plays where that is not allowed (shown red)."""
        if self.colours:
            return set()
        return clashing_rows(self.seats, self.count) - self.sharing()

    def sharing_partners(self, i: int) -> list[str]:
        """The names of the others who play row `i`'s keyboard block or pad (passed round)."""
        if i not in self.sharing():
            return []
        device = self.seats[i].kind
        return [self.settled_name(j) for j in range(self.count) if j != i and self.seats[j].kind == device]

    def settled_name(self, j: int) -> str:
        """Row j's name as the others see it: while it is typed, the name it had (a name half
        typed, or the same as another's, is nobody's yet: "abwechselnd mit Ben" never names the
        person typing)."""
        if j == self.editing and self.name_before is not None:
            return self.name_before
        return self.seats[j].name

    def sharing_tag(self, i: int, room: int | None = None) -> str:
        """What a sharing row says beside its device: with whom it takes turns. Every sharing
        row says it the same way: "abwechselnd mit Anna" where that fits every such row, else
        "mit Anna" on all of them (a row where not even that fits `room` px shows the mark)."""
        whole, short = self.sharing_words(i)
        if room is None:
            return whole
        if all(width_of(self.sharing_words(j)[0], READABLE, True) <= self.sharing_tag_room(j)
               for j in self.sharing()):
            return whole
        return short if width_of(short, READABLE, True) <= room else SHARING_MARK

    def sharing_words(self, i: int) -> tuple[str, str]:
        """Row i's sharing tag whole and short ("abwechselnd mit Anna", "mit Anna")."""
        names = join_names(self.t, self.sharing_partners(i))
        return self.t("app.sharing.tag", names=names), self.t("app.sharing.tag_short", names=names)

    def sharing_tag_room(self, i: int) -> int:
        """The px a sharing row has for its tag between its name and its switch or device."""
        rect, seat = self.row_rects()[i], self.seats[i]
        x = rect.x + (190 if self.colours else 84 if self.making_evening else 60)
        badge = self.badge_rect(i)
        room = badge.x - 14 if badge is not None else self.kind_rect(i).x - 16
        label = "" if self.colours and partner_row(seat) is not None else seat.name
        return room - x - 24 - (width_of(label, NAME_SIZE, True) if label else 0)

    def sharing_explained(self) -> str | None:
        """On a sharing row, the foot says what sharing means (None elsewhere)."""
        i = self.row
        if i >= len(self.seats) or i not in self.sharing():
            return None
        return self.t("app.sharing.explain", name=self.seats[i].name,
                      names=join_names(self.t, self.sharing_partners(i)), device=self.device_name(self.seats[i].kind))

    def device_name(self, kind: str) -> str:
        """A keyboard block's or pad's short name ("Tastatur 1")."""
        key = f"app.seat.{kind}"
        return self.t(key) if self.t.has(key) else self.kind_label(kind)

    def sharing(self) -> set[int]:
        """Rows that share their keyboard block or pad with another row, as the game allows."""
        return sharing_rows(self.info, self.seats, self.count)

    def row_rects(self) -> list[pygame.Rect]:
        """The rows, from under the title down towards the keys at the foot: the fewer rows, the
        taller each (up to `ROW_H_MOST`, and then centred), so the screen is filled, not half
        empty."""
        foot_top = self.foot_top()
        rows = self.rows
        gap = 16 if any(not name.startswith("seat") for name in rows) else 0
        paired = self.length_beside_count()
        lines = len(rows) - (1 if paired else 0)
        top = 150 if self.foot_lines_most() == 1 else 132
        if (foot_top - FOOT_GAP - top - gap) // lines < ROW_H_LEAST:
            top = 132          # the most rows over the foot: they start right under the title
        # (the rows never reach into the foot's place: with the most rows they close up a little)
        row_h = min(ROW_H_MOST, (foot_top - FOOT_GAP - top - gap) // lines)
        top += max(0, foot_top - FOOT_GAP - top - gap - row_h * lines) // 2    # few rows: centred
        rects = []
        line = 0
        count_w = self.count_beside_width() if paired else 0
        for name in rows:
            y = top + line * row_h + (gap if not name.startswith("seat") else 0)
            rect = pygame.Rect(theme.SCREEN_W // 2 - 520, y, 1040, row_h - 8)
            if paired and name == "count":         # the count on the left of its line, the length beside it
                rect.width = count_w
                line -= 1
            elif paired and name == "length":
                rect.x, rect.width = rect.x + count_w + 12, 1040 - count_w - 12
            rects.append(rect)
            line += 1
        return rects

    def count_beside_width(self) -> int:
        """The seat count's card beside the game's length: as wide as its widest words ("Plätze:
        ‹ 6 › · 5 spielen", in the language of the moment), so the length gets the rest and the
        cards never move while the count changes."""
        most = self.info.max_seats
        words = self.t("app.setup.count", n=most).replace("‹", "").replace("›", "") + " · " + \
            self.t.count("app.setup.count_playing", most - 1)
        return max(COUNT_BESIDE_LEAST, width_of(words, 28, True) + 2 * (CHEVRON_W + 16) + 32)

    def length_beside_count(self) -> bool:
        """With the most seats a line of its own for the length would squeeze every row below a
        name's height: it then shares the seat count's line (the count on the left)."""
        rows = self.rows
        if "length" not in rows or "count" not in rows:
            return False
        room = self.foot_top() - FOOT_GAP - 132 - 16
        return room // len(rows) < PAIR_BELOW

    def kind_label(self, kind: str) -> str:
        j = partner_row(Seat("", kind))
        if j is not None:
            for _ in range(len(self.seats)):     # follow "plays with" to the real player
                nxt = partner_row(self.seats[j])
                if nxt is None:
                    break
                j = nxt
            return self.t("mensch.setup.plays_with", name=self.seats[j].name)
        if kind.startswith("bot:"):
            return self.t("app.seat.bot", level=self.t(f"app.bot_level.{kind[4:]}"))
        if kind == "empty" and self.evening is not None:
            return self.t("evening.setup.sits_out")
        if kind == "empty":                  # (not a bare "leer": what an empty seat means)
            return self.t("app.setup.empty_seat")
        return device_label(self.app, kind)

    def headings(self) -> tuple[str, str]:
        """The screen's title and the line under it."""
        if self.making_evening:
            return self.t("evening.setup.heading"), self.t("evening.setup.title", min=self.info.min_seats,
                                                           max=self.info.max_seats)
        title = self.t(f"app.game.{self.info.module}")
        if self.evening is not None:
            return title, self.t("evening.setup.game_title_mensch" if self.colours else "evening.setup.game_title",
                                 max=self.info.max_seats)
        return title, self.t("mensch.setup.title") if self.colours else \
            self.t("app.setup.title", min=self.info.min_seats, max=self.info.max_seats)

    def hint_key(self) -> str:
        if self.evening is not None:
            return "evening.setup.hint_mensch" if self.colours else "evening.setup.hint_game"
        if self.making_evening:
            return "evening.setup.hint"
        return "mensch.setup.hint" if self.colours else "app.setup.hint"

    def foot_hint(self) -> str:
        """The screen's keys at the foot; what a gamepad's A does only while a pad is plugged in
        (a pad takes a row only outside a game of an evening)."""
        hint = self.t(self.hint_key())
        if self.app.input.pads and self.evening is None:
            hint += " · " + self.t("app.setup.pad_hint")
        return hint

    def row_foot_hint(self) -> str:
        """The keys at the foot for the chosen row: on the seat count what its keys do there
        (the arrows change it within its limits, Enter goes on), elsewhere `foot_hint`."""
        if self.rows[self.row] == "count":
            return self.t("app.setup.count_hint", min=self.info.min_seats, max=self.info.max_seats)
        if self.rows[self.row] == "length":
            return self.t("app.setup.length_hint")
        return self.foot_hint()

    def hints_key_text(self, row: int | None = None, settled: bool = False) -> str | None:
        """On a person's row (by default the chosen one): that row's own key for the hints, and
        whose row it works on ("Ben: O schaltet die Tipps an/aus": the same key is that
        player's confirm everywhere else), else None. `settled`: with the name the row had
        before it was being typed (`settled_name`)."""
        row = self.row if row is None else row
        if row >= len(self.seats) or not self.has_badge(row):
            return None
        seat = self.seats[row]
        name = self.settled_name(row) if settled else seat.name
        return self.t("app.setup.hints_key", keycap=key_label(self.app, seat, "confirm"), name=name)

    def name_is_full(self) -> bool:
        """The name being typed is at the limit, so a letter more is refused: not while it is
        selected whole (the next letter replaces it) nor while it is refused as somebody else's."""
        return (self.editing is not None and not self.name_taken and not self.name_selected
                and len(self.seats[self.editing].name) >= NAME_MAX_CHARS)

    def name_cut_told(self, row: int) -> bool:
        """Whether `row` says just now that its name was cut to the limit when it was kept."""
        return (self.editing is None and self.cut_kept is not None and self.cut_kept[0] == row
                and self.time - self.cut_kept[1] < CUT_TOLD)

    def name_room_text(self) -> str | None:
        """While a name is typed: how many characters it still takes, or that it is full."""
        if self.editing is None:
            return None
        if self.name_taken:              # (refused: the row says why; the room is no news then)
            return None
        if self.name_is_full():
            return self.t("app.setup.name_full", max=NAME_MAX_CHARS)
        left = NAME_MAX_CHARS - len(self.seats[self.editing].name)
        if left <= 0:                    # selected whole: typing replaces it, so only the limit is news
            return self.t("app.setup.name_limit", max=NAME_MAX_CHARS)
        return self.t("app.setup.name_room_one" if left == 1 else "app.setup.name_room", n=left)

    def foot_on_two_lines(self) -> bool:
        """Some row's words at the foot (the keys with its own hints key, or what sharing a
        block means) do not fit one line at `FOOT_SIZE`: the rows then move up to make room
        for a second line (whichever row is chosen, so nothing jumps while the cursor moves)."""
        return self.foot_lines_most() > 1

    def foot_lines_most(self) -> int:
        """The most lines the foot takes on any row."""
        hint, room = self.t(self.hint_key()), theme.SCREEN_W - 60
        most = 1
        # Measured with the widest name a player may type and a pad's hint as if one were plugged in,
        # never the names and pads of the moment: the rows never move when a name is typed or
        # committed, or a pad comes and goes (the foot's room depends on the game alone).
        widest = "W" * NAME_MAX_CHARS
        hints = [hint] if self.evening is not None else [hint, f"{hint} · {self.t('app.setup.pad_hint')}"]
        if self.info.has_coach:
            keycap = max((key_label(self.app, Seat("", kind), "confirm") for kind in SEAT_KINDS
                          if kind in PADS or kind.startswith("keyboard")), key=lambda k: width_of(k, FOOT_SIZE))
            tips = self.t("app.setup.hints_key", keycap=keycap, name=widest)
            for words in hints:
                if width_of(f"{words} · {tips}", FOOT_SIZE) > room:
                    most = max(most, 1 + len(pack(words, FOOT_SIZE, room)))
        for i in self.sharing():
            partners = join_names(self.t, [widest] * len(self.sharing_partners(i)))
            explained = self.t("app.sharing.explain", name=widest, names=partners,
                               device=self.device_name(self.seats[i].kind))
            most = max(most, len(pack(explained, FOOT_SIZE, FOOT_TEXT_W)))
        reasons = ("app.setup.too_few", "app.setup.device_twice", "app.sharing.same_name", "mensch.setup.need_two",
                   "evening.setup.too_many", "evening.setup.same_name")
        game = self.t(f"app.game.{self.info.module}")
        longest = {"device": max((self.device_name(k) for k in SEAT_KINDS if k in PADS or k.startswith("keyboard")),
                                 key=lambda d: width_of(d, FOOT_SIZE)), "name": "W" * NAME_MAX_CHARS}
        if not self.info.shares_devices and not self.colours:
            reasons += ("app.setup.device_taken",)
        for reason in reasons:       # a warning takes the whole width
            most = max(most, len(pack(self.t(reason, game=game, **longest), FOOT_SIZE, theme.SCREEN_W - 60)))
        return most

    def foot_top(self) -> int:
        """Where the foot's place begins: the words at the foot stand below, the rows above."""
        return theme.SCREEN_H - 24 - self.foot_lines_most() * line_step(FOOT_SIZE)

    def keep_dice_over_the_foot(self) -> None:
        """The lowest dice stand above the foot's place (turned and in the air too), so the words
        at the foot never run under a die, however many lines the foot takes in this language."""
        top = self.foot_top() - FOOT_DIE_GAP
        if self.__dict__.get("_dice_top") == top:
            return
        self._dice_top = top
        for die, (x, y) in zip(self.dice.dice, SPOTS, strict=True):
            half = int(die.size * 1.5) // 2 + 1      # (the room its turn takes, as `IdleDice.rects`)
            die.center = (x, min(y, top - half))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(dice=False), (0, 0))
        self.dice.draw(surface)
        heading, title = self.headings()
        blit_text(surface, heading, (theme.SCREEN_W // 2, 60), 48, theme.ACCENT, True, "center")
        blit_fitted(surface, title, (theme.SCREEN_W // 2, 108), theme.SCREEN_W - 80, 24, theme.TEXT_DIM,
                    anchor="center")
        clashes = self.clashes()
        shared = self.sharing()
        for i, (name, rect) in enumerate(zip(self.rows, self.row_rects(), strict=True)):
            chosen = i == self.row
            clash = name.startswith("seat") and int(name[4:]) in clashes
            idle = START_FILL if name == "start" else (34, 44, 40)      # the way on stands out
            surface.blit(button_shadow(rect.size, 12), rect.move(-SHADOW_SPREAD, SHADOW_DROP - SHADOW_SPREAD))
            surface.blit(button_face(rect.size, theme.ACCENT if chosen else idle, 12, chosen), rect)
            if clash:
                pygame.draw.rect(surface, theme.BAD, rect, width=2, border_radius=12)
            ink = theme.INK if chosen else theme.TEXT
            if name.startswith("seat"):
                s = int(name[4:])
                seat = self.seats[s]
                label = seat.name
                x = rect.x + 60
                if self.colours:
                    self.draw_colour(surface, s, rect, ink)
                    x = rect.x + 190
                    if partner_row(seat) is not None:
                        label, ink = "", theme.INK_SOFT if chosen else theme.TEXT_DIM
                else:
                    self.draw_token(surface, s, rect, ink)
                    if self.making_evening:
                        x = rect.x + 84
                    if self.evening is not None and seat.is_empty:     # sits this game out
                        ink = theme.INK_SOFT if chosen else theme.TEXT_DIM
                kind_ink = theme.BAD if clash and not chosen else ink
                kind = self.seats[s].kind
                kind_rect = draw_who_plays(surface, rect.right - 24, rect.centery, self.who_plays_label(s), kind,
                                           self.caps_of(kind, s), kind_ink, kind_ink, clash,
                                           theme.ACCENT if chosen else idle)
                room = kind_rect.x - 16
                badge = self.badge_rect(s)
                refused = self.editing == s and self.name_taken
                full = self.editing == s and self.name_is_full()
                # (while a name is refused or full their line stands there; a kept name's cut
                # note is said at the foot, so the name keeps its one line at its full size)
                if badge is not None and not refused and not full:
                    self.draw_badge(surface, s, badge, chosen)
                    room = badge.x - 14
                if refused:      # "Ben sitzt schon am Tisch", said once, on the row: typing goes on
                    room = self.draw_refusal(surface, rect, x, label, room, chosen)
                elif full:       # "höchstens 16 Zeichen" on the card itself: a letter more is refused
                    flash = self.cut_at is not None and self.time - self.cut_at < CUT_FLASH
                    limit_ink = ((REFUSED_ON_CHOSEN if chosen else theme.BAD) if flash
                                 else theme.INK if chosen else theme.ACCENT)
                    room = blit_text(surface, self.t("app.setup.name_limit", max=NAME_MAX_CHARS),
                                     (room, rect.centery), READABLE, limit_ink, True, "midright").x - 12
                elif clash:
                    room = blit_text(surface, self.t("app.setup.taken_twice"), (room, rect.centery), READABLE,
                                     theme.BAD if not chosen else theme.INK, True, "midright").x - 12
                elif s in shared:          # ("abwechselnd mit Anna", or "mit Anna" where the name needs the room)
                    tag_room = room - x - 24 - (width_of(label, NAME_SIZE, True) if label else 0)
                    tag = self.sharing_tag(s, tag_room)
                    room = blit_fitted(surface, tag, (room, rect.centery), tag_room, TAG_SIZE,
                                       theme.INK if chosen else theme.ACCENT, True, "midright").x - 12
                if self.editing == s and self.name_selected and label:       # selected whole: typing replaces it
                    size = fitted_size(label, NAME_SIZE, room - x, True)
                    high = min(size * 3 // 2, rect.h - 8)          # (inside the card, however close the rows)
                    mark = pygame.Rect(x - 4, rect.centery - high // 2, width_of(label, size, True) + 8, high)
                    pygame.draw.rect(surface, NAME_SELECTION, mark, border_radius=6)
                if full and self.cut_at is not None:        # (room for the "…" after the name)
                    room -= width_of("…", NAME_SIZE, True) + 12
                shown = self.draw_name(surface, label, x, rect, room - x,
                                       theme.TEXT if self.editing == s and self.name_selected else ink)
                if self.editing == s and self.caret_lit():
                    caret = self.caret_rect(shown if label else None, x, rect)
                    pygame.draw.rect(surface, ink, caret)
                if full and self.cut_at is not None:        # letters were refused: the name goes on beyond
                    blit_text(surface, "…", (shown.right + 8, rect.centery), NAME_SIZE,
                              REFUSED_ON_CHOSEN if chosen else theme.ACCENT, True, "midleft")
            elif name == "count":
                self.draw_count(surface, rect, ink, chosen)
            elif name == "length":
                self.draw_length(surface, rect, ink, chosen)
            else:
                blit_text(surface, self.t(f"app.setup.{name}"), rect.center, 28, ink, chosen or name == "start",
                          "center")
        hint, tips = self.row_foot_hint(), self.hints_key_text()
        explained = self.sharing_explained()
        if explained is not None:               # what sharing means, where it shows
            hint, tips = explained, None
        tips_ink = theme.COACH
        if self.editing is not None:            # how much room the name still has: the limit is no surprise
            hint = self.t("evening.setup.editing" if self.making_evening else "app.setup.editing")
            tips = self.name_room_text()
            if self.name_is_full():
                tips_ink = theme.ACCENT            # (a full name is no mistake: said plainly, not in red)
                if width_of(hint + " · " + tips, FOOT_SIZE) > theme.SCREEN_W - 60:
                    hint = ""          # the foot keeps one line: the full name's words (and Enter's) then
        cut_note = self.cut_note()
        if cut_note is not None and self.editing is None:     # the row's hints key gives way for a few seconds
            tips, tips_ink = cut_note, theme.ACCENT
            if width_of(hint + " · " + tips, FOOT_SIZE) > theme.SCREEN_W - 60 and not self.foot_on_two_lines():
                hint = ""          # (one line: the note is the news, the keys come back after it)
        warn = self.message
        if clashes and warn in (None, "app.setup.device_taken"):      # (a block taken twice outweighs a note)
            warn = "app.setup.device_twice"
        if warn:          # the game named in the reason (why sharing keys is refused in a race)
            hint, tips = self.t(warn, game=self.t(f"app.game.{self.info.module}"), **self.message_args), None
        room = theme.SCREEN_W - 60
        # The words start at the top of the foot's room, right under the last button: where they take
        # fewer lines than the room holds, the spare line is under them at the screen's edge.
        lines_used = 1 if tips is not None and (not hint or width_of(hint + " · " + tips, FOOT_SIZE) <= room) \
            else len(pack(hint, FOOT_SIZE, room)) + 1 if tips is not None \
            else len(pack(hint, FOOT_SIZE, room if warn else FOOT_TEXT_W))
        foot = (theme.SCREEN_W // 2, self.foot_top() + lines_used * line_step(FOOT_SIZE))
        if tips is None:                        # one line, or more at the same size (never smaller)
            y = foot[1]
            width = room if warn else FOOT_TEXT_W     # (a warning keeps the whole width: one line)
            for line in reversed(balanced(hint, FOOT_SIZE, width, parts=True)):
                blit_text(surface, line, (foot[0], y), FOOT_SIZE, theme.BAD if warn else theme.TEXT_DIM,
                          anchor="midbottom")
                y -= line_step(FOOT_SIZE)
            return
        size = FOOT_SIZE
        if not hint:
            blit_fitted(surface, tips, foot, room, FOOT_SIZE, tips_ink, anchor="midbottom")
            return
        if width_of(hint + " · " + tips, size) <= room:
            tips = " · " + tips             # the row's own key for the hints, after the screen's keys
            left = foot[0] - width_of(hint + tips, size) // 2
            rect = blit_text(surface, hint, (left, foot[1]), size, theme.TEXT_DIM, anchor="bottomleft")
            blit_text(surface, tips, (rect.right, foot[1]), size, tips_ink, anchor="bottomleft")
            return
        blit_fitted(surface, tips, foot, room, FOOT_SIZE, tips_ink, anchor="midbottom")   # too long for one
        y = foot[1] - line_step(FOOT_SIZE)                                                # line: the keys above
        for line in reversed(pack(hint, FOOT_SIZE, room)):
            blit_text(surface, line, (foot[0], y), FOOT_SIZE, theme.TEXT_DIM, anchor="midbottom")
            y -= line_step(FOOT_SIZE)

    def draw_name(self, surface, label: str, x: int, rect: pygame.Rect, room: int, ink) -> pygame.Rect:
        """A seat's name on its card, whole and on one line: at the row's name size, shrunk
        (never under the readable size) only where the words beside it leave too little room."""
        return blit_fitted(surface, label, (x, rect.centery), room, NAME_SIZE, ink, True, "midleft")

    def cut_note(self) -> str | None:
        """"Maximilian-Alexa: auf 16 Zeichen gekürzt" for a few seconds after a name cut at the
        limit was kept (said at the foot, in place of the row's hints key), else None."""
        if self.cut_kept is None or not self.name_cut_told(self.cut_kept[0]):
            return None
        return self.t("app.setup.name_cut_said", name=self.seats[self.cut_kept[0]].name, max=NAME_MAX_CHARS)

    def count_steps(self) -> tuple[bool, bool]:
        """Whether the seat count can go down and up (at a limit that arrow is dim)."""
        return self.count > self.info.min_seats, self.count < self.info.max_seats

    def playing_text(self) -> str | None:
        """How many of the seats are played ("3 spielen") while some of them are free, else None."""
        playing = sum(1 for s in self.seats[:self.count] if not s.is_empty)
        return self.t.count("app.setup.count_playing", playing) if playing < self.count else None

    def draw_count(self, surface, rect: pygame.Rect, ink, chosen: bool) -> None:
        """"Plätze: ‹ 4 ›" with chevrons for the arrows, the one that would change nothing (at
        the fewest or the most seats) dim, so the limit shows before anyone presses."""
        text = self.t("app.setup.count", n=self.count)
        if "‹" not in text or "›" not in text:
            blit_text(surface, " · ".join(filter(None, (text, self.playing_text()))), rect.center, 28, ink, chosen,
                      "center")
            return
        head, rest = text.split("‹", 1)
        middle, tail = rest.split("›", 1)
        down, up = self.count_steps()
        dim = theme.INK_SOFT if chosen else (90, 98, 92)
        parts = [(head, ink), ("‹", ink if down else dim), (middle, ink), ("›", ink if up else dim), (tail, ink)]
        playing = self.playing_text()
        if playing:               # "Plätze: ‹ 6 › · 3 spielen": the count is seats, not players
            parts.append((" · " + playing, theme.INK_SOFT if chosen else theme.TEXT_DIM))
        arrow_w = CHEVRON_W + 16          # the arrows are chevrons like the seats' (`setup_card`)
        x = rect.centerx - sum(arrow_w if p in "‹›" else width_of(p, 28, chosen) for p, _ in parts if p) // 2
        for part, colour in parts:
            if part in ("‹", "›"):
                draw_chevron(surface, (x + arrow_w // 2, rect.centery), -1 if part == "‹" else 1, colour)
                x += arrow_w
            elif part:
                x = blit_text(surface, part, (x, rect.centery), 28, colour, chosen, "midleft").right

    def draw_length(self, surface, rect: pygame.Rect, ink, chosen: bool) -> None:
        """"Spiellänge: ‹ Kurz · 2 Figuren · ca. 7 Min. ›", the chevron at an end dim (the
        shortest or longest choice), as the seat count shows its limits."""
        value = self.length_value()
        choices = length_choices(self.length_rule, value)
        dim = theme.INK_SOFT if chosen else (90, 98, 92)
        head = self.t("app.setup.length")
        arrow_w = CHEVRON_W + 24          # (the chevrons stand clear of the words on both sides)
        room = rect.w - 32 - 2 * arrow_w
        # the caption stays: a narrow card (beside the count) says the choice shorter ("Kurz ·
        # 3.000 · ~4 Min.", the caption too where the language has a shorter one); only a card
        # too narrow even for that drops the caption
        compact = self.length_text(value, compact=True)
        forms = [(head, self.length_text(value), 24), (head, compact, 22),
                 (self.t("app.setup.length_caption_short"), compact, 22), ("", compact, 0)]
        for head, choice, least in forms:
            size = fitted_size((head + " " + choice).strip(), 28, room, chosen)
            if size >= least:
                break
        width = width_of(head, size, chosen) + 2 * arrow_w + width_of(choice, size, chosen)
        x = rect.centerx - width // 2
        if head:
            x = blit_text(surface, head, (x, rect.centery), size, ink, chosen, "midleft").right
        draw_chevron(surface, (x + arrow_w // 2, rect.centery), -1, ink if value != choices[0] else dim)
        x = blit_text(surface, choice, (x + arrow_w, rect.centery), size, ink, chosen, "midleft").right
        draw_chevron(surface, (x + arrow_w // 2, rect.centery), 1, ink if value != choices[-1] else dim)

    def draw_refusal(self, surface, rect: pygame.Rect, x: int, label: str, room: int, chosen: bool) -> int:
        """The line refusing a typed name, between the name and the device: the whole line
        where it fits, else the short "schon am Tisch" (the typed name is right beside it). A
        name as long as names get still leaves room for the short one. Returns where the name's
        room now ends."""
        taken_room = room - x - 24 - width_of(label, NAME_SIZE, True)
        lines = (self.t("app.setup.name_taken", name=self.name_taken), self.t("app.setup.name_taken_short"))
        refusal = next((line for line in lines if width_of(line, READABLE, True) <= taken_room), lines[-1])
        ink = theme.BAD if not chosen else REFUSED_ON_CHOSEN
        return blit_text(surface, refusal, (room, rect.centery), READABLE, ink, True, "midright").x - 12

    def caret_lit(self) -> bool:
        """The text cursor of the name being typed: lit for a moment after each key, then
        blinking on the simulated clock."""
        quiet = self.time - self.typed_at
        return quiet < CARET_STEADY or int((quiet - CARET_STEADY) / CARET_BLINK) % 2 == 1

    @staticmethod
    def caret_rect(name: pygame.Rect | None, x: int, row: pygame.Rect) -> pygame.Rect:
        """A thin upright bar just after the typed name (at the name's start while it is empty)."""
        height = min(row.h - 14, 36)
        left = name.right + 2 if name is not None else x
        return pygame.Rect(left, row.centery - height // 2, 3, height)

    def draw_badge(self, surface, row: int, badge: pygame.Rect, chosen: bool) -> None:
        """The coach's hints as a small switch: the bulb lit and the knob right on a lit track,
        a hollow bulb and the knob left on a dark one."""
        draw_switch(surface, badge, self.seats[row].hints, chosen)

    def draw_token(self, surface, row: int, rect: pygame.Rect, ink) -> None:
        """A seat row starts with its colour and shape; while a new evening's player edits their
        row, chevrons around it say that left/right change it."""
        if not self.making_evening:
            draw_seat_token(surface, style_of(self.seats, row), (rect.x + 30, rect.centery), 15)
            return
        draw_seat_token(surface, style_of(self.seats, row), (rect.x + 38, rect.centery), 15)
        if self.editing == row:
            draw_chevron(surface, (rect.x + 11, rect.centery), -1, ink, 16)
            draw_chevron(surface, (rect.x + 65, rect.centery), 1, ink, 16)

    def draw_colour(self, surface, row: int, rect: pygame.Rect, ink) -> None:
        """A Mensch colour row starts with the colour's figure and name."""
        sprite = figure_sprite(row, 15)
        surface.blit(sprite, sprite.get_rect(center=(rect.x + 30, rect.centery)))
        blit_text(surface, self.t(f"mensch.colour.names.{row}"), (rect.x + 56, rect.centery), 24, ink, True,
                  "midleft")
