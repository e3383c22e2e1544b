"""Who plays which seat: a person on a keyboard cluster or pad, a bot of some level, or nobody.

Pure data shared by setup, tables, results and the command line (`--seats human,bot:hard`).
Mensch plays four colours whatever the number of people: `colour_seating` turns its four
colour rows into the distinct seats and which colour each seat plays.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.config import BOT_LEVELS, KEYBOARDS, PADS, SEAT_KINDS


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str   # one of config.SEAT_KINDS

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


class SeatSpecError(ValueError):
    pass


def parse_seats(spec: str, names: list[str]) -> list[Seat]:
    """`human,bot:hard,bot,pad` -> seats. `human` takes the next free keyboard cluster,
    `pad` the next pad, `bot` means a normal bot; keyboardN, padN and bot:LEVEL name one."""
    seats: list[Seat] = []
    free_keyboards = list(KEYBOARDS)
    free_pads = list(PADS)
    for i, raw in enumerate(p.strip().lower() for p in spec.split(",")):
        if not raw:
            raise SeatSpecError(f"seat {i + 1} is empty in {spec!r}")
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
        elif raw.startswith("bot:") and raw[4:] not in BOT_LEVELS:
            raise SeatSpecError(f"unknown bot level {raw[4:]!r}; use {', '.join(BOT_LEVELS)}")
        elif raw in SEAT_KINDS:
            kind = raw
            if kind in free_keyboards:
                free_keyboards.remove(kind)
            if kind in free_pads:
                free_pads.remove(kind)
        else:
            raise SeatSpecError(f"unknown seat {raw!r}; use human, pad, bot, bot:easy|normal|hard, keyboard1-4, pad1-4")
        seats.append(Seat(names[i % len(names)], kind))
    return seats


def playing(seats: list[Seat]) -> list[Seat]:
    return [s for s in seats if not s.is_empty]


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
    too). Rows on the same device are the same person; every bot row is a bot of its own.
    Each person or bot becomes one seat, named after its first row, and owners[colour] is
    the seat that plays that colour. SeatSpecError when fewer than two seats would play."""
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
    seat_of: dict[object, int] = {}    # a device, or the row of a bot -> its seat
    for i in range(len(rows)):
        origin = resolve(i)
        row = rows[origin]
        if row.is_empty:
            raise SeatSpecError(f"colour {i + 1} has nobody to play it")
        who = row.device if row.is_human else origin
        if who not in seat_of:
            seats.append(row)
            seat_of[who] = len(seats) - 1
        owners.append(seat_of[who])
    if len(seats) < 2:
        raise SeatSpecError("at least two players (people or bots) are needed")
    return seats, tuple(owners)
