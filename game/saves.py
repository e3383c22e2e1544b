"""The autosave: an unfinished game written after every action, offered again at start.

A save is JSON (never pickle): the game, the seats, the seed and the engine's `to_dict`.
Writing goes through a temp file, fsync and a rename, so a kill at any moment leaves either
the old save or the new one. Loading checks everything; a save that is damaged or tampered
with is refused with a reason and moved aside (`autosave.json.rejected`), never crashes.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from game.config import SEAT_KINDS
from game.games import game_by_name
from game.seats import Seat

SAVE_NAME = "autosave.json"
FORMAT = 1


@dataclass
class SavedGame:
    game: str                 # GameInfo.module
    seats: list[Seat]
    seed: int | None
    match: object             # the engine's Match, rebuilt
    extra: dict


class SaveRejected(ValueError):
    """The save cannot be used; the message says why."""


def save_path(folder: Path) -> Path:
    return Path(folder) / SAVE_NAME


def write(folder: Path, game: str, seats: list[Seat], seed: int | None, match, extra: dict | None = None) -> Path:
    return write_state(folder, game, seats, seed, match.to_dict(), extra)


def write_state(folder: Path, game: str, seats: list[Seat], seed: int | None, state: dict,
                extra: dict | None = None) -> Path:
    """Write a save from an engine state already taken with `to_dict` (so another thread
    can do the writing while the game goes on)."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    data = {
        "format": FORMAT,
        "game": game,
        "seats": [{"name": s.name, "kind": s.kind} for s in seats],
        "seed": seed,
        "match": state,
        "extra": extra or {},
    }
    path = save_path(folder)
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump(data, fh, ensure_ascii=False)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)
    return path


def clear(folder: Path) -> None:
    try:
        save_path(folder).unlink()
    except FileNotFoundError:
        pass


def exists(folder: Path) -> bool:
    return save_path(folder).is_file()


def _reject(path: Path, why: str) -> SaveRejected:
    try:
        os.replace(path, path.with_name(path.name + ".rejected"))
    except OSError:
        pass
    return SaveRejected(why)


def load(folder: Path) -> SavedGame:
    """The saved game, or SaveRejected (the file is moved aside) / FileNotFoundError."""
    path = save_path(folder)
    raw = path.read_bytes()
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise _reject(path, f"not valid JSON ({exc})") from None
    try:
        return _parse(data)
    except SaveRejected as exc:
        raise _reject(path, str(exc)) from None
    except (ValueError, TypeError, KeyError, AttributeError, IndexError, AssertionError) as exc:
        raise _reject(path, f"impossible game state ({exc})") from None


def _parse(data) -> SavedGame:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveRejected("unknown save format")
    try:
        info = game_by_name(str(data.get("game")))
    except KeyError:
        raise SaveRejected(f"unknown game {data.get('game')!r}") from None
    seats_raw = data.get("seats")
    if not isinstance(seats_raw, list) or not info.min_seats <= len(seats_raw) <= info.max_seats:
        raise SaveRejected("wrong number of seats")
    seats = []
    for s in seats_raw:
        if not isinstance(s, dict) or not isinstance(s.get("name"), str) or s.get("kind") not in SEAT_KINDS:
            raise SaveRejected("a seat is malformed")
        seats.append(Seat(s["name"][:16], s["kind"]))
    seed = data.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise SaveRejected("the seed is not a number")
    match_data = data.get("match")
    if not isinstance(match_data, dict):
        raise SaveRejected("the game state is missing")
    match = info.engine().Match.from_dict(match_data)
    match.check_invariants()
    if getattr(match, "seats", len(seats)) != len(seats) and getattr(match, "num_seats", len(seats)) != len(seats):
        raise SaveRejected("seats do not match the game state")
    extra = data.get("extra") if isinstance(data.get("extra"), dict) else {}
    return SavedGame(info.module, seats, seed, match, extra)
