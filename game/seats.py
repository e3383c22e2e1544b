"""Who plays which seat: a person on a keyboard cluster or pad, a bot of some level, or nobody.

Pure data shared by setup, tables, results and the command line (`--seats human,bot:hard`).
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
