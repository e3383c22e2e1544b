"""The autosaves: each unfinished game written after every action, offered again at start.

One save per game (`autosave-durchmarsch.json`, `autosave-mensch.json`, ...): starting one
game never touches another game's save, and a new game replaces its game's old save only
when its own first save is written. A save is JSON (never pickle): the game, the seats, the
seed and the engine's `to_dict`.

Writing: a temporary file with a name of its own (process id and a random part), created
exclusively and never through a link (`O_CREAT | O_EXCL | O_NOFOLLOW`), written, fsynced and
renamed over the save, so a kill at any moment leaves either the old save or the new one, and
nothing planted in the folder is ever written through.

Loading trusts nothing: the file must be a plain file of sane size, JSON nested no deeper
than `MAX_DEPTH` (checked before parsing), numbers finite, the dice seeded (never scripted,
so never loaded), the seats matching the match (count, kinds, names cleaned of control
characters; a seat's own colour and shape, kept for a game of a Spieleabend, a whole number 0-5
that no other seat has; a seat's coach's hints, when kept, true or false: a save written before
hints simply has them off), every rule present, of its type and in range, and the engine's
invariants must hold. The game's story (`extra["story"]`, its `StoryRecorder.to_dict`) is
checked against the match too, but a story that fails costs only the story: the game resumes
with an empty one. The last lines of a table's card of what just happened (`extra["log"]`) are
passed on as they are: the table checks them, and lines that fail cost only themselves; so is
what the table had chosen that is no move yet (`extra["view"]`: Zehntausend's marked dice).
Any other failure of any kind is a refusal with a reason: the file is moved aside under a
name that never overwrites an earlier one (`autosave-mensch.json.rejected-1`, `-2`, ...) and
the game goes on. The old single save `autosave.json` is still read: it becomes its game's
save.
"""

from __future__ import annotations

import errno
import importlib
import json
import math
import os
import re
import stat
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from game.config import SEAT_KINDS
from game.dice import SEED_LIMIT
from game.games import GAMES, game_by_name
from game.seats import STYLES, Seat, is_style

PREFIX = "autosave-"
SUFFIX = ".json"
LEGACY_NAME = "autosave.json"      # the one save of earlier versions
FORMAT = 1
MAX_BYTES = 2 * 1024 * 1024        # a real save is a few kB
MAX_DEPTH = 24                     # a real save nests 5 deep
MAX_NAME = 16                      # characters of a seat's name
MAX_DIGITS = 30                    # digits of any whole number in a save
FIELDS = {"format", "game", "seats", "seed", "match", "extra"}
SEAT_FIELDS = {"name", "kind", "style", "hints"}   # "name" and "kind" always, the others when kept


@dataclass
class SavedGame:
    game: str                 # GameInfo.module
    seats: list[Seat]
    seed: int | None
    match: object             # the engine's Match, rebuilt
    extra: dict
    story: object | None = None       # the game's StoryRecorder, rebuilt (None: none kept, or refused)
    story_problem: str | None = None  # why a kept story was refused (the game itself was not)
    saved_at: float | None = None     # when the file was last written (seconds since the epoch)


class SaveRejected(ValueError):
    """The save cannot be used; the message says why."""


@dataclass
class Refusal:
    """A save that was refused: which file, why, and where it was moved (None: it could not be)."""

    path: Path
    why: str
    moved_to: Path | None


# -- where ---------------------------------------------------------------------------------

def save_path(folder: Path, game: str) -> Path:
    """The save of one game (`game` is its module name, e.g. "wurf_und_weg")."""
    return Path(folder) / f"{PREFIX}{game_by_name(game).module}{SUFFIX}"


def legacy_path(folder: Path) -> Path:
    return Path(folder) / LEGACY_NAME


def exists(folder: Path, game: str | None = None) -> bool:
    """Is there a save of `game` (of any game with None; the old single save counts)?"""
    if game is not None:
        return save_path(folder, game).is_file()
    return any(save_path(folder, g.module).is_file() for g in GAMES) or legacy_path(folder).is_file()


# -- writing -------------------------------------------------------------------------------

def write(folder: Path, game: str, seats: list[Seat], seed: int | None, match, extra: dict | None = None) -> Path:
    return write_state(folder, game, seats, seed, match.to_dict(), extra)


def write_state(folder: Path, game: str, seats: list[Seat], seed: int | None, state: dict,
                extra: dict | None = None) -> Path:
    """Write a save from an engine state already taken with `to_dict` (so another thread
    can do the writing while the game goes on). OSError if the disk says no."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    data = {
        "format": FORMAT,
        "game": game_by_name(game).module,
        "seats": [seat_dict(s) for s in seats],
        "seed": seed,
        "match": state,
        "extra": extra or {},
    }
    raw = json.dumps(data, ensure_ascii=False, allow_nan=False).encode("utf-8")
    path = save_path(folder, game)
    write_bytes_atomic(path, raw)
    return path


def seat_dict(seat: Seat) -> dict:
    """A seat as a save keeps it: name and kind, its colour and shape when it has its own (a
    game of a Spieleabend) and `hints` when the coach's hints are on, so a game without them
    reads exactly as before."""
    out = {"name": seat.name, "kind": seat.kind}
    if seat.style is not None:
        out["style"] = seat.style
    if seat.hints:
        out["hints"] = True
    return out


def write_bytes_atomic(path: Path, raw: bytes) -> None:
    """`raw` becomes the content of `path`, whole or not at all: a temporary file of this
    process's own, created exclusively (never through a link), fsynced, renamed over `path`."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{os.urandom(4).hex()}.tmp")
    flags = (os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
             | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
    fd = os.open(tmp, flags, 0o644)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(raw)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX; nothing to do where folders cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def clear(folder: Path, game: str) -> None:
    """Forget the save of `game` (it has ended)."""
    for path in (save_path(folder, game),):
        try:
            path.unlink()
        except FileNotFoundError:
            pass


def remove_stale_temps(folder: Path) -> None:
    """Temporary files left by a copy that was killed mid-write (call only while holding
    the data folder's lock: then no other copy is writing)."""
    try:
        names = os.listdir(folder)
    except OSError:
        return
    for name in names:
        if name.startswith(f".{PREFIX}") and name.endswith(".tmp") or name == f"{LEGACY_NAME}.tmp":
            try:
                path = Path(folder) / name
                if stat.S_ISREG(os.lstat(path).st_mode) or stat.S_ISLNK(os.lstat(path).st_mode):
                    path.unlink()
            except OSError:
                pass


def set_aside(path: Path) -> Path | None:
    """Move a refused save out of the way as `<name>.rejected-N`, N the first number not yet
    used (an earlier refused file is never overwritten). None if it cannot be moved."""
    path = Path(path)
    for n in range(1, 10_000):
        target = path.with_name(f"{path.name}.rejected-{n}")
        if os.path.lexists(target):
            continue
        try:
            if os.link in os.supports_follow_symlinks:      # fails if target exists: no overwrite
                os.link(path, target, follow_symlinks=False)   # (a planted link moves as a link)
            else:
                os.link(path, target)
        except FileExistsError:
            continue
        except OSError as exc:
            if exc.errno in (errno.ENOENT,):
                return None
            try:                                   # no hard links here (FAT, some shares)
                if os.path.lexists(target):
                    continue
                os.rename(path, target)
                return target
            except OSError:
                return None
        try:
            os.unlink(path)
        except OSError:
            pass
        return target
    return None


# -- loading -------------------------------------------------------------------------------

def load(folder: Path, game: str) -> SavedGame:
    """The saved game of `game`, or SaveRejected (the file is moved aside) / FileNotFoundError."""
    path = save_path(folder, game)
    saved = load_file(path)
    if saved.game != game_by_name(game).module:
        raise _refuse(path, f"the file holds a game of {saved.game}")
    try:
        saved.saved_at = os.stat(path).st_mtime     # so the players can tell which game it is
    except OSError:
        pass
    return saved


def load_file(path: Path) -> SavedGame:
    """Read and check one save file: SaveRejected (moved aside) or FileNotFoundError."""
    path = Path(path)
    try:
        raw = _read(path)
    except FileNotFoundError:
        raise
    except SaveRejected as exc:
        raise _refuse(path, str(exc)) from None
    except OSError as exc:
        raise SaveRejected(exc.strerror or str(exc)) from None     # unreadable: leave it be
    try:
        return parse_bytes(raw)
    except SaveRejected as exc:
        raise _refuse(path, str(exc)) from None


def load_all(folder: Path) -> tuple[list[SavedGame], list[Refusal]]:
    """Every good save in the folder (in the order of the game catalogue) and every refused
    one (moved aside). Never raises: whatever is wrong is a refusal."""
    folder = Path(folder)
    good: list[SavedGame] = []
    refused: list[Refusal] = []
    _migrate_legacy(folder, refused)
    for info in GAMES:
        path = save_path(folder, info.module)
        try:
            if not os.path.lexists(path):
                continue
            good.append(load(folder, info.module))
        except FileNotFoundError:
            continue
        except SaveRejected as exc:
            refused.append(Refusal(path, str(exc), getattr(exc, "moved_to", None)))
        except Exception as exc:     # never a crash at start-up, whatever the file holds
            refused.append(_refusal(path, f"{type(exc).__name__}: {exc}"))
    return good, refused


def _migrate_legacy(folder: Path, refused: list[Refusal]) -> None:
    """The single `autosave.json` of earlier versions becomes its game's save (unless that
    game has a newer save of its own: then the old one is moved aside)."""
    path = legacy_path(folder)
    if not os.path.lexists(path):
        return
    try:
        saved = load_file(path)
    except FileNotFoundError:
        return
    except SaveRejected as exc:
        refused.append(Refusal(path, str(exc), getattr(exc, "moved_to", None)))
        return
    except Exception as exc:
        refused.append(_refusal(path, f"{type(exc).__name__}: {exc}"))
        return
    target = save_path(folder, saved.game)
    try:
        if os.path.lexists(target):
            set_aside(path)
        else:
            os.replace(path, target)
    except OSError:
        pass


def _refusal(path: Path, why: str) -> Refusal:
    return Refusal(path, why, set_aside(path))


def _refuse(path: Path, why: str) -> SaveRejected:
    exc = SaveRejected(why)
    exc.moved_to = set_aside(path)
    return exc


def _read(path: Path) -> bytes:
    """The bytes of a save: only a plain file (no link, no pipe, no device), at most MAX_BYTES."""
    return read_plain(path, MAX_BYTES, "the save", "a save")


def read_plain(path: Path, limit: int, name: str, kind: str, refusal: type[ValueError] = SaveRejected) -> bytes:
    """The bytes of a file the game keeps (`name`: "the save"; `kind`: "a save"): only a plain
    file (no link, pipe, device or folder) of at most `limit` bytes, read without blocking;
    anything else is `refusal` saying why. FileNotFoundError and other OSErrors pass."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) \
        | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    if os.path.islink(path):
        raise refusal(f"{name} is a link, not a file")
    if os.path.isdir(path):
        raise refusal(f"{name} is a folder, not a plain file")
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise refusal(f"{name} is a link, not a file") from None
        raise
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise refusal(f"{name} is not a plain file")
        if info.st_size > limit:
            raise refusal(f"the file is too big for {kind} ({info.st_size} bytes)")
        chunks = []
        size = 0
        while True:
            chunk = os.read(fd, 65536)
            if not chunk:
                break
            size += len(chunk)
            if size > limit:
                raise refusal(f"the file is too big for {kind}")
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


_STRUCTURE = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.S)


def _check_depth(text: str) -> None:
    """Refuse JSON nested deeper than MAX_DEPTH before any parser recurses into it."""
    depth = 0
    for m in _STRUCTURE.finditer(text):
        token = m.group()
        if token in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise SaveRejected(f"nested deeper than {MAX_DEPTH} levels")
        elif token in "]}":
            depth -= 1


_LONG_NUMBER = re.compile(rf"\d{{{MAX_DIGITS + 1}}}")


def json_of(raw: bytes, limit: int, kind: str, refusal: type[ValueError] = SaveRejected):
    """A kept file's bytes -> its JSON data, refusing (`refusal` with the reason) what a damaged
    or hostile file may hold: more than `limit` bytes, no UTF-8, nesting deeper than
    MAX_DEPTH (checked before any parser recurses), numbers of more than MAX_DIGITS digits,
    nan or infinities, bad JSON. `kind` names the file in the reasons ("a save")."""
    if len(raw) > limit:
        raise refusal(f"the file is too big for {kind}")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise refusal(f"not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    try:
        _check_depth(text)
    except SaveRejected as exc:
        raise refusal(str(exc)) from None
    if _LONG_NUMBER.search(text):
        raise refusal(f"a number has more than {MAX_DIGITS} digits")

    def finite(number: str) -> float:
        value = float(number)
        if not math.isfinite(value):
            raise refusal("a number is infinite")
        return value

    def no_constant(name: str):
        raise refusal(f"{name} is not a number {kind} can hold")

    try:
        return json.loads(text, parse_float=finite, parse_constant=no_constant)
    except json.JSONDecodeError as exc:
        raise refusal(f"not valid JSON (line {exc.lineno}, column {exc.colno})") from None


def parse_bytes(raw: bytes) -> SavedGame:
    """A save's bytes -> SavedGame, or SaveRejected with the reason. Whatever goes wrong
    (types, ranges, recursion, overflow, ...) is a refusal, never another exception."""
    try:
        return _parse(json_of(raw, MAX_BYTES, "a save"))
    except SaveRejected:
        raise
    except RecursionError:
        raise SaveRejected("nested too deeply") from None
    except MemoryError:
        raise SaveRejected("too big to read") from None
    except Exception as exc:          # OverflowError, ValueError, TypeError, KeyError, ...
        raise SaveRejected(f"impossible game state ({_short(exc)})") from None


def _short(exc: Exception) -> str:
    text = str(exc)
    if len(text) > 160:
        text = text[:157] + "..."
    return f"{type(exc).__name__}: {text}" if not isinstance(exc, ValueError) else text


_BIDI = {chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x200E, 0x200F, 0x061C)}


def clean_name(name: str) -> str:
    """A seat's name as it may be shown: no control characters, no lone surrogates, no
    direction overrides, no line breaks; trimmed to MAX_NAME characters."""
    kept = []
    for ch in name:
        cat = unicodedata.category(ch)
        if cat in ("Cc", "Cs", "Co", "Cn", "Zl", "Zp") or ch in _BIDI:
            continue
        kept.append(ch)
    return "".join(kept).strip()[:MAX_NAME]


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _parse(data) -> SavedGame:
    if not isinstance(data, dict) or data.get("format") != FORMAT or isinstance(data.get("format"), bool):
        raise SaveRejected("unknown save format")
    unknown = set(data) - FIELDS
    if unknown:
        raise SaveRejected(f"unknown fields {', '.join(sorted(map(repr, unknown)))}")
    missing = FIELDS - set(data) - {"extra"}
    if missing:
        raise SaveRejected(f"missing {', '.join(sorted(missing))}")
    game = data["game"]
    if not isinstance(game, str):
        raise SaveRejected("the game is not named")
    try:
        info = game_by_name(game)
    except KeyError:
        raise SaveRejected(f"unknown game {game[:40]!r}") from None
    if game != info.module:
        raise SaveRejected(f"unknown game {game[:40]!r}")
    seats = _seats(data["seats"], info)
    seed = data["seed"]
    if seed is not None and (not _whole(seed) or not abs(seed) < SEED_LIMIT):
        raise SaveRejected("the seed is not a whole number in range")
    match_data = data["match"]
    if not isinstance(match_data, dict):
        raise SaveRejected("the game state is missing")
    dice = match_data.get("dice")
    if not isinstance(dice, dict) or dice.get("kind") != "seeded":
        raise SaveRejected("the dice are not real dice (only seeded dice are saved)")
    try:
        match = info.engine().Match.from_dict(match_data)
    except ValueError as exc:
        raise SaveRejected(_short(exc)) from None
    conflicts = getattr(match.rules, "conflicts", lambda: [])()
    if conflicts:
        raise SaveRejected(f"house rules that exclude each other: {conflicts[0][0]} and {conflicts[0][1]}")
    if type(match.dice).__name__ != "SeededDice":
        raise SaveRejected("the dice are not real dice")
    try:
        match.check_invariants()
    except AssertionError as exc:
        raise SaveRejected(f"impossible game state ({exc})") from None
    if match.is_over:
        raise SaveRejected("the game is already over")
    if match.seats != len(seats):
        raise SaveRejected(f"{len(seats)} seats for a game of {match.seats}")
    extra = data.get("extra", {})
    if not isinstance(extra, dict) or set(extra) - {"owners", "story", "log", "view"}:
        raise SaveRejected("unknown extra fields")
    if "owners" in extra and list(extra["owners"]) != list(getattr(match, "owners", ())):
        raise SaveRejected("who plays which colour does not match the game state")
    extra = dict(extra)
    story, problem = _story(info, extra.pop("story", None), match)
    if story is not None:
        extra["story"] = story.to_dict()
    return SavedGame(info.module, seats, seed, match, extra, story, problem)


def _story(info, data, match) -> tuple[object | None, str | None]:
    """The game's story recorder kept in `extra["story"]`, checked against its match.

    A story that fails its checks never refuses the save: the game is what matters, so it
    resumes with an empty story from that point (its charts and luck begin there; Zehntausend
    still draws the score lines from the match's own history). (recorder or None, why not)."""
    if data is None:
        return None, None
    try:
        recorder = importlib.import_module(f"game.{info.module}.story").StoryRecorder
        return recorder.from_dict(data, match), None
    except Exception as exc:          # whatever it is, it costs the story, never the game
        return None, _short(exc)


def _seats(raw, info) -> list[Seat]:
    if not isinstance(raw, list) or not info.min_seats <= len(raw) <= info.max_seats:
        raise SaveRejected("wrong number of seats")
    seats = []
    for s in raw:
        if not isinstance(s, dict) or not {"name", "kind"} <= set(s) <= SEAT_FIELDS:
            raise SaveRejected("a seat is malformed")
        name, kind = s["name"], s["kind"]
        if not isinstance(name, str) or len(name) > 200:
            raise SaveRejected("a seat's name is not a short text")
        if not isinstance(kind, str) or kind not in SEAT_KINDS:
            raise SaveRejected(f"unknown kind of seat {str(kind)[:30]!r}")
        if kind == "empty":
            raise SaveRejected("an empty seat cannot play")
        style = s.get("style")
        if "style" in s and not is_style(style):
            raise SaveRejected(f"a seat's colour and shape is not a whole number from 0 to {STYLES - 1}")
        hints = s.get("hints", False)
        if not isinstance(hints, bool):
            raise SaveRejected("a seat's hints are not true or false")
        seats.append(Seat(clean_name(name), kind, style, hints))
    styles = [seat.style for seat in seats if seat.style is not None]
    if len(set(styles)) != len(styles):
        raise SaveRejected("two seats have the same colour and shape")
    return seats
