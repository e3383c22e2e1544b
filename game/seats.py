"""Who plays which seat: a person on a keyboard cluster or pad, a bot of some level, or nobody.

Pure data shared by setup, tables, results and the command line (`--seats human,bot:hard`).
Mensch plays four colours whatever the number of people: `colour_seating` turns its four
colour rows into the distinct seats and which colour each seat plays.

A seat's name is always safe to show, wherever it came from (config.toml, a save, typing):
control characters and lone surrogates are dropped and it is cut to `NAME_MAX_CHARS`.

A seat's look (its colour and shape, an index 0-5 into `scenes.ui.theme.SEAT_COLOURS` and
`SEAT_SHAPES`) is its `style`: None means the seat's place at the table, as in a game of its own;
a Spieleabend gives every seat its player's style, so a player keeps colour and shape in every
game. `seat_styles`/`style_of` are the one answer to "which look has seat i", never two alike.

A person's seat may have the coach's hints on (`hints`, chosen in the seat setup, default from
`[general] hints`): on its turn the table shows what the best bot would do and why
(`game.coach`). `wants_hints` is the one answer to "does the table show them": only a person's
seat with hints on, never a bot's (a seat a bot takes over keeps the flag but shows nothing).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from game.config import BOT_LEVELS, KEYBOARDS, NAME_MAX_CHARS, PADS, clean_name, visible

CLI_KINDS = ("human", "pad", "bot", "bot:easy|normal|hard", "keyboard1-4", "pad1-4")
STYLES = 6          # colours-and-shapes a seat may wear (scenes.ui.theme.SEAT_COLOURS / SEAT_SHAPES)


def is_style(value) -> bool:
    """Is `value` a seat style: a whole number from 0 to STYLES - 1 (never a bool or a float)?"""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < STYLES


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str   # one of config.SEAT_KINDS
    style: int | None = None   # colour and shape (0-5); None: the seat's place at the table
    hints: bool = False        # the coach's hints on this seat's turn (a person's seat)

    def __post_init__(self):
        # spaces stay as they are (a name is typed letter by letter); only what cannot be
        # drawn or kept goes
        object.__setattr__(self, "name", clean_name(self.name, NAME_MAX_CHARS, strip=False))
        if not isinstance(self.kind, str):
            object.__setattr__(self, "kind", "empty")
        if self.style is not None and not is_style(self.style):
            object.__setattr__(self, "style", None)     # (saves and evening files refuse it first)
        if not isinstance(self.hints, bool):
            object.__setattr__(self, "hints", False)    # (saves and evening files refuse it first)

    @property
    def is_bot(self) -> bool:
        return self.kind.startswith("bot:")

    @property
    def is_empty(self) -> bool:
        return self.kind == "empty"

    @property
    def is_human(self) -> bool:
        return self.kind in KEYBOARDS or self.kind in PADS

    @property
    def bot_level(self) -> str | None:
        return self.kind.split(":", 1)[1] if self.is_bot else None

    @property
    def device(self) -> str | None:
        return self.kind if self.is_human else None

    @property
    def wants_hints(self) -> bool:
        """The table shows the coach's hints on this seat's turn: a person with hints on."""
        return self.hints and self.is_human


class SeatSpecError(ValueError):
    pass


def parse_seats(spec: str, names: list[str]) -> list[Seat]:
    """`human,bot:hard,bot,pad` -> seats. `human` takes the next free keyboard cluster,
    `pad` the next pad, `bot` means a normal bot; keyboardN, padN and bot:LEVEL name one.

    Every person needs a device of their own: a keyboard block or pad named twice is an
    error, and `human`/`pad` take the blocks and pads nobody named. `empty` is no seat here
    (leave it out). SeatSpecError says what is wrong, in one line."""
    parts = [p.strip().lower() for p in spec.split(",")]
    if not spec.strip():
        raise SeatSpecError("no seats given; e.g. human,bot:hard,bot")
    named = []
    for i, raw in enumerate(parts):
        if not raw:
            raise SeatSpecError(f"seat {i + 1} is empty in {visible(spec)!r}")
        if raw in ("human", "pad", "bot"):
            continue
        if raw.startswith("bot:"):
            if raw[4:] not in BOT_LEVELS:
                raise SeatSpecError(f"unknown bot level {visible(raw[4:])!r}; use {', '.join(BOT_LEVELS)}")
            continue
        if raw in KEYBOARDS or raw in PADS:
            if raw in named:
                raise SeatSpecError(f"{raw} is named twice; every person needs a device of their own")
            named.append(raw)
            continue
        if raw == "empty":
            raise SeatSpecError("'empty' is no seat on the command line; leave the seat out")
        raise SeatSpecError(f"unknown seat {visible(raw)!r}; use {', '.join(CLI_KINDS)}")
    free_keyboards = [k for k in KEYBOARDS if k not in named]
    free_pads = [p for p in PADS if p not in named]
    seats: list[Seat] = []
    for i, raw in enumerate(parts):
        if raw == "human":
            if not free_keyboards:
                raise SeatSpecError("more than four keyboard players")
            kind = free_keyboards.pop(0)
        elif raw == "pad":
            if not free_pads:
                raise SeatSpecError("more than four pads")
            kind = free_pads.pop(0)
        elif raw == "bot":
            kind = "bot:normal"
        else:
            kind = raw
        seats.append(Seat(names[i % len(names)] if names else f"{i + 1}", kind))
    return seats


def playing(seats: list[Seat]) -> list[Seat]:
    return [s for s in seats if not s.is_empty]


# -- colour and shape --------------------------------------------------------------------------

@lru_cache(maxsize=256)
def _styles(wanted: tuple[int | None, ...]) -> tuple[int, ...]:
    out: list[int | None] = [None] * len(wanted)
    taken: set[int] = set()
    for i, style in enumerate(wanted):          # a seat's own style, the first to claim it
        if style is not None and style not in taken:
            out[i] = style
            taken.add(style)
    for i in range(len(wanted)):                # the others: their place, else the first free one
        if out[i] is None:
            free = [k for k in range(STYLES) if k not in taken]
            own = i % STYLES
            out[i] = own if own not in taken or not free else free[0]
            taken.add(out[i])
    return tuple(out)


def seat_styles(seats: Sequence[Seat]) -> tuple[int, ...]:
    """The colour and shape (0-5) of every seat: its own style, or else its place at the table
    (a seat whose place another seat's style has taken gets the first free one), so no two
    seats look alike while there are at most six."""
    return _styles(tuple(s.style if isinstance(s, Seat) and is_style(s.style) else None for s in seats))


def style_of(seats: Sequence[Seat], index: int) -> int:
    """The colour and shape of seat `index` (see `seat_styles`)."""
    styles = seat_styles(seats)
    return styles[index] if 0 <= index < len(styles) else index % STYLES


# -- Mensch: four colours, each played by a person, a bot, or another colour's player -------

PARTNER = "with:"   # a setup row "with:2" is played by the player of row 2


def partner_row(seat: Seat) -> int | None:
    """The row whose player also plays this row (a Mensch colour row), or None."""
    if seat.kind.startswith(PARTNER) and seat.kind[len(PARTNER):].isdigit():
        return int(seat.kind[len(PARTNER):])
    return None


def colour_seating(rows: list[Seat]) -> tuple[list[Seat], tuple[int, ...]]:
    """Mensch setup rows (one per colour, in board order) -> (seats, owners).

    A row is a person's device, a bot, or "with:<row>" (that row's player takes this colour
    too). Every other row is a player of its own: two rows on the same device are two people
    sharing it (they pass the keyboard), and every bot row is a bot of its own. Each person
    or bot becomes one seat, named after its row, and owners[colour] is the seat that plays
    that colour. SeatSpecError when fewer than two seats would play."""
    def resolve(i: int, seen: tuple[int, ...] = ()) -> int:
        """The row that really plays row i (following "with:" rows)."""
        j = partner_row(rows[i])
        if j is None:
            return i
        if not 0 <= j < len(rows) or j == i or j in seen:
            raise SeatSpecError(f"colour {i + 1} plays with {rows[i].kind!r}, which is no other colour")
        return resolve(j, (*seen, i))

    seats: list[Seat] = []
    owners: list[int] = []
    seat_of: dict[int, int] = {}       # the row that really plays -> its seat
    for i in range(len(rows)):
        origin = resolve(i)
        row = rows[origin]
        if row.is_empty:
            raise SeatSpecError(f"colour {i + 1} has nobody to play it")
        if origin not in seat_of:
            seats.append(row)
            seat_of[origin] = len(seats) - 1
        owners.append(seat_of[origin])
    if len(seats) < 2:
        raise SeatSpecError("at least two players (people or bots) are needed")
    return seats, tuple(owners)
