"""The seat setup remembers who played: `seats.json` in the player's data folder.

Each game's setup (and the Spieleabend's choice of players) opens with the people, devices,
bot levels, coach's hints and seat count of the last time that game was started; a game never
started yet opens with the people of the last game started (their names and devices, as far
as its seats go), else with `config.toml`'s `[seats]`.

The file is written whole or not at all (`game.saves.write_bytes_atomic`: a temporary file of
our own, fsync, rename) each time a game is started from its setup or the setup is left (Zurück,
Esc): coming back finds the rows as they were left. It is read like every
file the game keeps, trusting nothing: a plain file of sane size, UTF-8 JSON, every seat's
kind one the setup offers, every count within the game's seats. Whatever is wrong with it
(or with one game's entry) costs only the memory: `recall` answers None with the reason, the
setup opens with the defaults, and the next start writes a good file over it. It never raises.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass
from pathlib import Path

from game.config import SEAT_KINDS
from game.games import GameInfo
from game.saves import json_of, read_plain, seat_dict, write_bytes_atomic
from game.seats import PARTNER, Seat, is_style

FILE_NAME = "seats.json"
FORMAT = 1
MAX_BYTES = 64 * 1024          # a real file is well under 4 kB
MAX_ROWS = 6                   # rows of a setup (the most seats of any game, or players of an evening)

log = logging.getLogger("wuerfelabend.seats")


class MemoryRejected(ValueError):
    """The file cannot be used; the message says why."""


@dataclass(frozen=True)
class Remembered:
    seats: list[Seat]          # the setup's rows, those beyond the count included
    count: int                 # how many of them play
    exact: bool                # the game's own entry (False: the people of the last game started)


def path_in(folder: Path) -> Path:
    return Path(folder) / FILE_NAME


def _read(folder: Path) -> dict:
    """The file's data ({} when there is none); MemoryRejected with the reason otherwise."""
    path = path_in(folder)
    if not os.path.lexists(path):
        return {}
    try:
        raw = read_plain(path, MAX_BYTES, "the seats file", "a seats file", MemoryRejected)
    except FileNotFoundError:
        return {}
    except OSError as exc:
        raise MemoryRejected(f"cannot be read ({exc.strerror or exc})") from None
    data = json_of(raw, MAX_BYTES, "a seats file", MemoryRejected)
    if not isinstance(data, dict):
        raise MemoryRejected("not a table of games")
    if data.get("format") != FORMAT:
        raise MemoryRejected(f"unknown format {str(data.get('format'))[:20]!r}")
    if not isinstance(data.get("games"), dict):
        raise MemoryRejected("no table of games")
    return data


def _kind(value, colours: bool) -> str:
    if not isinstance(value, str):
        raise MemoryRejected("a seat's kind is not text")
    if value in SEAT_KINDS:
        return value
    if colours and value.startswith(PARTNER) and value[len(PARTNER):] in ("0", "1", "2", "3"):
        return value
    raise MemoryRejected(f"unknown seat kind {value[:24]!r}")


def _seats(raw, colours: bool) -> list[Seat]:
    if not isinstance(raw, list) or not 1 <= len(raw) <= MAX_ROWS:
        raise MemoryRejected(f"the seats are not a list of 1 to {MAX_ROWS}")
    seats = []
    for item in raw:
        if not isinstance(item, dict) or not isinstance(item.get("name"), str):
            raise MemoryRejected("a seat has no name")
        style = item.get("style")
        hints = item.get("hints", False)
        if style is not None and not is_style(style):
            raise MemoryRejected("a seat's colour and shape is not one of the six")
        if not isinstance(hints, bool):
            raise MemoryRejected("a seat's hints are neither on nor off")
        seats.append(Seat(item["name"], _kind(item.get("kind"), colours), style, hints))
    return seats


def _entry(data: dict, info: GameInfo) -> Remembered:
    raw = data["games"][info.module]
    if not isinstance(raw, dict):
        raise MemoryRejected(f"the entry of {info.module} is not a table")
    seats = _seats(raw.get("seats"), info.plays_colours)
    count = raw.get("count")
    if isinstance(count, bool) or not isinstance(count, int) or not info.min_seats <= count <= min(
            info.max_seats, len(seats)):
        raise MemoryRejected(f"the seat count of {info.module} is not {info.min_seats} to {info.max_seats}")
    return Remembered(seats, count, True)


def recall(folder: Path, info: GameInfo) -> tuple[Remembered | None, str | None]:
    """The setup of `info` as last started (or the people of the last game started), and None;
    or None and why the file was of no use (None, None: nothing remembered yet). Never raises."""
    try:
        data = _read(folder)
        if not data:
            return None, None
        if info.module in data["games"]:
            return _entry(data, info), None
        last = data.get("last")
        if not isinstance(last, str) or not isinstance(data["games"].get(last), dict):
            return None, None
        raw = data["games"][last]
        count = raw.get("count")
        if isinstance(count, bool) or not isinstance(count, int):
            raise MemoryRejected(f"the seat count of {last[:24]} is not a whole number")
        rows = _seats(raw.get("seats"), True)
        # the people who played (not who sat out, nor a Mensch colour played "with" another row),
        # in their own look only at an evening's table
        people = [Seat(s.name, s.kind, s.style if info.module == last else None, s.hints)
                  for s in rows[:count] if s.kind in SEAT_KINDS and s.kind != "empty"]
        rest = [Seat(s.name, "empty", None, s.hints) for s in rows if s.kind not in SEAT_KINDS or s.kind == "empty"]
        seats = (people + rest)[:MAX_ROWS]
        return Remembered(seats, max(info.min_seats, min(info.max_seats, len(people))), False), None
    except MemoryRejected as exc:
        return None, str(exc)
    except Exception as exc:            # whatever else the bytes hold: a reason, never a crash
        return None, f"impossible content ({type(exc).__name__}: {str(exc)[:120]})"


def recall_or_log(folder: Path, info: GameInfo) -> Remembered | None:
    """`recall`, saying in the log why a file was of no use (the setup then opens with the
    defaults and the game runs on)."""
    remembered, problem = recall(folder, info)
    if problem is not None:
        log.warning("%s: %s; the seat setup opens with the default seats", path_in(folder), problem)
    return remembered


def remember(folder: Path, info: GameInfo, seats: list[Seat], count: int) -> bool:
    """Keep the setup of `info` as it is started (the other games' entries stay); False (and a
    line in the log) when the folder says no. A damaged file is replaced."""
    try:
        data = _read(folder)
    except Exception:       # a damaged file: its entries are lost, the new one is kept
        data = {}
    games = dict(data.get("games") or {})
    games[info.module] = {"count": int(count), "seats": [seat_dict(s) for s in seats[:MAX_ROWS]]}
    out = {"format": FORMAT, "last": info.module, "games": games}
    try:
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        write_bytes_atomic(path_in(folder), json.dumps(out, ensure_ascii=False).encode("utf-8"))
    except OSError as exc:
        log.warning("%s: cannot be written (%s); the seats are not remembered", path_in(folder),
                    exc.strerror or exc)
        return False
    return True
