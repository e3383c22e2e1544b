"""Statistics of finished games, kept in SQLite (stdlib sqlite3) in the user's data folder.

Every finished game is one row of `games` (date, game, the house rules in force as JSON, seed,
length) and one row of `players` per seat (name, who played it, place, the game's figures as
JSON, and the colour and shape the seat wore: `style`, 0-5, NULL in games recorded before). A game is written in one transaction in WAL mode, so a kill at any moment leaves the
database as it was before or after that game, never half of it. An ended Spieleabend is one
row of `evenings` (its uid, start and end, the points table, the final standings and the games
with their winners, as JSON), written once per uid.

Nothing that happens to the file loses a game or the history:
- **Busy** (another process holds a lock): sqlite waits `BUSY_TIMEOUT` seconds and the step is
  tried `BUSY_ATTEMPTS` times. Still busy, or the disk full, the finished game is kept for
  later as `stats.sqlite3.pending-<time>-<pid>-<random>.json` (written to a temp file and
  renamed) and recorded at the next successful open or record; a game recorded that way is
  never recorded twice. Busy or full is never taken for damage.
- **Damaged** (not a database, the integrity check fails, a table lacks a key column): the file
  is moved aside together with its -wal and -shm as `stats.sqlite3.broken-1`, `-2`, ... (never
  over an earlier one) and a fresh one is started.
- **Schema**: the file carries its version (`PRAGMA user_version`). A file of an earlier
  version is brought up to this one at open by the steps in MIGRATIONS, in one transaction,
  only ever adding (version 2 added `players.style`). At open (and before each game is
  recorded) the tables and columns are checked; a missing table or a missing ordinary column
  is added back.
- **Not writable** (a read-only folder, a newer game's file): what is there is still shown,
  read-only; a folder that cannot be made at all leaves statistics off for the session
  (StatsError). Neither stops a game.

Reading never trusts the rows: odd dates, blobs, NULs in names, huge or negative numbers are
cleaned or skipped.

**People.** Every reader counts by `person_key`: a person is one entry by name (compared as the
seat setup compares names: cleaned, without regard to case) whatever seat, keyboard block, pad
or colour they played with; a bot is a character the players know by its table name: one entry
per bot name whatever level it played at, never merged with a person of the same name. An
entry's kind says what it is: "human", or for a bot "bot:" and the levels it played, easy to
hard ("bot:easy,hard", `bot_kind`); where a list speaks of one game (the recent games, a record)
a bot's kind is the level it had at that table. `looks()` gives each entry's name as last
written, the colour and shape last worn and its kind. `rivals()` says which people (or, asked so, any two entries, bots too) played together most
(the head-to-head lists everyone who met someone and opens on them).
The rows are read once per change of the file (`_seats`), so a page's several questions cost
one pass.

The statistics scene asks for: who wins how often (per game too), winning streaks, bests (the
fastest Durchmarsch win in turns, the highest Zehntausend turn, and one per other game), wins
over time (one point per playing day), each game's share, two people head to head, the
records and the evenings.
"""

from __future__ import annotations

import json
import math
import os
import re
import sqlite3
import stat
import tempfile
import time
from collections.abc import Callable, Collection, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

from game.config import BOT_LEVELS, NAME_MAX_CHARS, RefusedFile, clean_name, name_key, read_limited
from game.engine import group_places

DB_NAME = "stats.sqlite3"
SCHEMA_VERSION = 2
BUSY_TIMEOUT = 2.5          # seconds sqlite waits for another process's lock, per attempt
BUSY_ATTEMPTS = 2           # attempts of one step before a busy database is given up for now
PENDING_PREFIX = DB_NAME + ".pending-"
STREAK_FROM = 2             # wins in a row that make a winning streak (the statistics and the ceremony)
MAX_PENDING = 1000          # kept games recorded per open at most (the rest wait)
SQLITE_HEADER = b"SQLite format 3\x00"

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id        INTEGER PRIMARY KEY,
    played_at TEXT    NOT NULL,
    game      TEXT    NOT NULL,
    rules     TEXT    NOT NULL,
    seed      INTEGER,
    seconds   REAL    NOT NULL
);
CREATE TABLE IF NOT EXISTS players (
    game_id   INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL,
    name      TEXT    NOT NULL,
    kind      TEXT    NOT NULL,
    place     INTEGER NOT NULL,
    figures   TEXT    NOT NULL,
    style     INTEGER,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX IF NOT EXISTS players_by_name ON players(name);
CREATE TABLE IF NOT EXISTS evenings (
    id         INTEGER PRIMARY KEY,
    uid        TEXT    NOT NULL DEFAULT '',
    started_at TEXT    NOT NULL DEFAULT '',
    ended_at   TEXT    NOT NULL DEFAULT '',
    points     TEXT    NOT NULL DEFAULT '[]',
    standings  TEXT    NOT NULL DEFAULT '[]',
    games      TEXT    NOT NULL DEFAULT '[]'
);
"""

# Every column and how it is added back when missing; None: a key, which cannot be added to
# an existing table (without it the file is unusable, so it counts as damaged).
COLUMNS = {
    "games": {"id": None, "played_at": "TEXT NOT NULL DEFAULT ''", "game": "TEXT NOT NULL DEFAULT ''",
              "rules": "TEXT NOT NULL DEFAULT '{}'", "seed": "INTEGER", "seconds": "REAL NOT NULL DEFAULT 0"},
    "players": {"game_id": None, "seat": None, "name": "TEXT NOT NULL DEFAULT ''",
                "kind": "TEXT NOT NULL DEFAULT ''", "place": "INTEGER NOT NULL DEFAULT 0",
                "figures": "TEXT NOT NULL DEFAULT '{}'", "style": "INTEGER"},
    # a Spieleabend (added later; an older file gets the table, and an older copy of the game
    # simply does not look at it, so the schema version stays 1)
    "evenings": {"id": None, "uid": "TEXT NOT NULL DEFAULT ''", "started_at": "TEXT NOT NULL DEFAULT ''",
                 "ended_at": "TEXT NOT NULL DEFAULT ''", "points": "TEXT NOT NULL DEFAULT '[]'",
                 "standings": "TEXT NOT NULL DEFAULT '[]'", "games": "TEXT NOT NULL DEFAULT '[]'"},
}

# The versioned migrations: what a file of the version before needs to become this version,
# in order. They only add (a column, a table): nothing already recorded is dropped or changed.
# Version 2: each seat's colour and shape (`style`, 0-5; NULL in games recorded before).
MIGRATIONS = {
    2: ("ALTER TABLE players ADD COLUMN style INTEGER",),
}
STYLES = 6                  # colours-and-shapes a seat may wear (game.seats.STYLES)

# Bests: (game, figure, "min" or "max", only the winner's figure counts)
BESTS = (
    ("durchmarsch", "turns", "min", True),        # the fastest win: fewest turns
    ("mensch", "captures", "max", False),         # most figures knocked out in one game
    ("zehntausend", "best_turn", "max", False),   # the highest single turn
    ("wurf_und_weg", "dice_sent", "max", False),  # most dice got rid of in one game
)
BEST_LIMIT = 10 ** 9        # a figure above this (or below 0) is no record but a damaged row

T = TypeVar("T")


@dataclass(frozen=True)
class PlayerResult:
    name: str
    kind: str            # "keyboard1", "pad2", "bot:hard", ...
    place: int           # 1 = won
    figures: dict
    style: int | None = None   # the colour and shape the seat wore (0-5; None: not known)


@dataclass(frozen=True)
class WinCount:
    name: str
    kind: str            # "human" or a bot's levels ("bot:easy,hard", `bot_kind`)
    game: str
    played: int
    wins: int


@dataclass(frozen=True)
class EveningRecord:
    started_at: str
    ended_at: str
    games: int
    standings: list        # [{"name", "kind", "place", "points", "wins", "games", "style", "key"}],
                           # leader first; style None when not kept; key: `person_key`
    winners: list[str]     # the player(s) of the evening


@dataclass(frozen=True)
class Streak:
    name: str
    current: int
    best: int
    kind: str = "human"      # "human" or a bot's levels ("bot:easy,hard"): a bot's run counts as the ceremony counts it


@dataclass(frozen=True)
class Best:
    game: str
    figure: str
    name: str
    value: int
    played_at: str
    kind: str = "human"      # "human" or "bot:<level>": a bot, with its level at that table


# What the statistics screen's charts read (`wins_over_time`, `game_shares`, `players`,
# `head_to_head`, `records`). A person is (name, "human"), a bot (name, "bot:<levels it played>").

@dataclass(frozen=True)
class WinSeries:
    name: str
    kind: str                           # "human" or a bot's levels ("bot:easy,hard")
    points: list[tuple[int, int]]       # (day number, wins so far after that day), only the days
                                        # this person played, in date order
    wins: int
    style: int | None = None            # the colour and shape they last played with


@dataclass(frozen=True)
class WinsOverTime:
    games: int                          # games counted
    first: str                          # the first and the last playing day ("" if none)
    last: str
    series: list[WinSeries]             # the names with the most wins first
    days: list[str] = field(default_factory=list)   # the playing days in order: day number i is
                                                    # days[i - 1] ("" for games without a date)
    everyone: int = 0                   # how many people have a line at all (`series` may hold fewer)


@dataclass(frozen=True)
class Person:
    name: str
    kind: str
    played: int
    wins: int
    style: int | None = None            # the colour and shape they last played with (None: not known)


@dataclass(frozen=True)
class Look:
    """How a person (or bot) is shown: the name as last written, and the colour and shape
    they last played with (None: only games from before styles were kept); `kind` "human" or
    a bot's levels ("bot:easy,hard", see `bot_kind`)."""

    name: str
    style: int | None
    kind: str = "human"


@dataclass(frozen=True)
class HeadToHead:
    a: tuple[str, str]
    b: tuple[str, str]
    games: int                          # games both played
    a_wins: int                         # of those, won by a (a shared first place counts for each)
    b_wins: int
    a_ahead: int                        # of those, a placed better than b (what the page shows)
    b_ahead: int
    per_game: dict[str, tuple[int, int, int]]   # game -> (games both played, a ahead, b ahead)

    @property
    def level(self) -> int:
        """Games both played in which neither finished ahead (a shared place)."""
        return self.games - self.a_ahead - self.b_ahead


@dataclass(frozen=True)
class Record:
    game: str
    figure: str
    direction: str                      # "min" or "max"
    best: list[Best]                    # the best few, best first

    def places(self) -> list[int]:
        """The place of each of `best`: equal values share a place and the next skips
        (1, 2, 2, 4, as `game.engine.group_places` places everywhere)."""
        groups: list[list[int]] = []
        for i, b in enumerate(self.best):
            if groups and self.best[groups[-1][0]].value == b.value:
                groups[-1].append(i)
            else:
                groups.append([i])
        return [place for place, group in zip(group_places(groups), groups, strict=True) for _ in group]


class _SeatRow(NamedTuple):
    """One seat of one recorded game, cleaned (what every reader counts from)."""

    game_id: int
    when: str
    game: str
    name: str
    kind: str                           # "human" or "bot:<level>"
    key: tuple[str, str]                # person_key
    place: int | None                   # None: no usable place
    figures: Any
    style: int | None


def who(kind: str) -> str:
    """What a row is: "human" whatever keys a person used, or a bot with its level ("bot:hard")."""
    return kind if kind.startswith("bot:") else "human"


class StatsError(Exception):
    """Statistics are unavailable (this session, or this moment); the message says why."""


class Damaged(Exception):
    """The file is not a usable statistics database (never raised for busy or full)."""


# ---------------------------------------------------------------- what went wrong

_BUSY, _FULL, _DAMAGED, _SCHEMA, _OTHER = "busy", "full", "damaged", "schema", "other"


def trouble(exc: BaseException) -> str:
    """What kind of failure an sqlite error is: busy (locked by another process), full
    (disk or quota), damaged (corrupt, not a database), schema (a table or column gone),
    or other (cannot open, read-only, I/O)."""
    if isinstance(exc, Damaged):
        return _DAMAGED
    text = str(exc).lower()
    if "no such table" in text or "no such column" in text or "has no column" in text:
        return _SCHEMA
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(code, int):
        base = code & 0xFF
        if base in (5, 6):          # SQLITE_BUSY, SQLITE_LOCKED
            return _BUSY
        if base == 13:              # SQLITE_FULL
            return _FULL
        if base in (11, 26):        # SQLITE_CORRUPT, SQLITE_NOTADB
            return _DAMAGED
        return _OTHER
    if "locked" in text or "busy" in text:
        return _BUSY
    if "full" in text:
        return _FULL
    if "malformed" in text or "not a database" in text:
        return _DAMAGED
    return _OTHER


def _retrying(step: Callable[[], T]) -> T:
    """`step`, tried again (BUSY_ATTEMPTS in all) while the database is busy; each attempt
    already waits BUSY_TIMEOUT inside sqlite."""
    for attempt in range(BUSY_ATTEMPTS):
        try:
            return step()
        except sqlite3.Error as exc:
            if trouble(exc) != _BUSY or attempt == BUSY_ATTEMPTS - 1:
                raise
            time.sleep(0.05 * (attempt + 1))
    raise AssertionError("unreachable")


# ---------------------------------------------------------------- cleaning what is read

def _decode(raw: bytes) -> str:
    """TEXT from the file; bytes that are no UTF-8 (another program wrote them) never stop a read."""
    return raw.decode("utf-8", "replace")


def _text(value: Any, limit: int = NAME_MAX_CHARS) -> str:
    return clean_name(value, limit)


def _int(value: Any) -> int | None:
    """A whole number from a row (ints, integral floats, digits), else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if abs(value) < 2 ** 63 else None
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        return int(value)
    if isinstance(value, str) and re.fullmatch(r"-?\d{1,18}", value.strip()):
        return int(value)
    return None


def date_parts(value: Any) -> tuple[str, str, str] | None:
    """(year, month, day) of a stored date ("2026-11-20T20:00:00"), or None for anything else."""
    if isinstance(value, (bytes, bytearray)):
        value = bytes(value[:40]).decode("utf-8", "replace")
    if not isinstance(value, str):
        return None
    m = re.match(r"\s*(\d{4})-(\d{2})-(\d{2})", value[:40])
    if not m or not (1 <= int(m.group(2)) <= 12 and 1 <= int(m.group(3)) <= 31):
        return None
    return m.group(1), m.group(2), m.group(3)


def _when(value: Any) -> str:
    """A stored date as text that is safe to keep and show ("" when it is no date)."""
    parts = date_parts(value)
    if parts is None:
        return ""
    return "-".join(parts) + (value[10:19] if isinstance(value, str) and re.fullmatch(
        r"T\d{2}:\d{2}:\d{2}", value[10:19]) else "")


def _figures(value: Any) -> dict:
    if isinstance(value, (bytes, bytearray)):
        value = bytes(value)
    if not isinstance(value, (str, bytes)) or len(value) > 100_000:
        return {}
    try:
        data = json.loads(value)
    except (ValueError, TypeError, RecursionError):
        return {}
    return data if isinstance(data, dict) else {}


def _style(value: Any) -> int | None:
    """A seat's colour and shape (0-5) from a row or a kept game; anything else is not known."""
    return value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < STYLES else None


def fold(name: Any) -> str:
    """A name as the game compares names (the seat setup refuses two sharers alike): cleaned
    the way every name is kept, and without regard to case, Unicode form or invisible
    characters (`config.name_key`), so "Ben", "ben " and "BEN" are one person."""
    return name_key(name)


def person_key(name: Any, kind: Any) -> tuple[str, str]:
    """Who a row is: a person by name, whatever seat, keyboard block, pad or colour they played
    with ("ben", "human"); a bot by its table name whatever level it played at ("clara",
    "bot:"), never one with a person of the same name."""
    kind = who(_text(kind, 32))
    return (fold(name), "bot:") if kind.startswith("bot:") else (fold(name), kind)


def bot_levels_of(kind: str) -> list[str]:
    """The levels a bot's kind names ("bot:easy,hard" -> ["easy", "hard"]; a person: none)."""
    if not kind.startswith("bot:"):
        return []
    return [level for level in kind[4:].split(",") if level]


def bot_kind(levels: Collection[str]) -> str:
    """A bot's kind from the levels it played: each once, easy to hard ("bot:easy,hard")."""
    order = {level: i for i, level in enumerate(BOT_LEVELS)}
    ordered = sorted(set(levels), key=lambda level: (order.get(level, len(order)), level))
    return "bot:" + ",".join(ordered)


def played_day(value: Any) -> str:
    """The day a stored date belongs to ("2026-11-20"): the local calendar date it was played
    on, the very date every page of the statistics shows for it (a game at 01:30 is the next
    day's, on the chart as in the recent games). "" when the value is no date."""
    parts = date_parts(value)
    return "-".join(parts) if parts is not None else ""


def _json(value: Any) -> str:
    try:
        return json.dumps(value, sort_keys=True, default=str)
    except (TypeError, ValueError, RecursionError):
        try:
            return json.dumps(value, default=str)
        except (TypeError, ValueError, RecursionError):
            return "{}"


# ---------------------------------------------------------------- the database

class Stats:
    """The statistics database. Open with `Stats.open(folder)`."""

    def __init__(self, path: Path, conn: sqlite3.Connection | None, note: str | None = None):
        self.path = path
        self.conn = conn
        self.note = note          # e.g. "the old file was damaged and was moved aside"
        self.read_only: str | None = None    # why games cannot be written here (shown read-only)
        self.busy: str | None = None         # why the file could not be opened yet (tried again)
        self.kept_for_later = 0              # games of this session waiting in pending files
        self.moved_to: str | None = None     # the name a damaged file was moved aside to, this session
        self._seat_cache: tuple | None = None    # (file version, connection, rows, derived): see _seats

    # -- opening ----------------------------------------------------------------------
    @classmethod
    def open(cls, folder: str | os.PathLike) -> Stats:
        """Open (or create) the database in `folder`; StatsError when that cannot be done at
        all. A busy file gives a Stats that tries again when it is next used."""
        folder = Path(folder)
        path = folder / DB_NAME
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except (OSError, ValueError) as exc:
            raise StatsError(f"cannot create {folder}: {getattr(exc, 'strerror', None) or exc}") from None
        db = cls(path, None)
        db._open_now()
        return db

    @property
    def folder(self) -> Path:
        return self.path.parent

    def _open_now(self) -> None:
        """Connect; move a damaged file aside; fall back to reading only; leave conn None
        while the file is busy. StatsError when nothing can be done."""
        path = self.path
        try:
            info = os.stat(path)
        except FileNotFoundError:
            info = None
        except (OSError, ValueError) as exc:
            raise StatsError(f"cannot open {path}: {getattr(exc, 'strerror', None) or exc}") from None
        if info is not None and not stat.S_ISREG(info.st_mode):
            raise StatsError(f"cannot open {path}: it is not a file")
        try:
            conn = _retrying(lambda: self._connect(path))
        except StatsError:
            self._open_read_only("it was made by a newer version of the game")
            return
        except (sqlite3.Error, Damaged) as exc:
            kind = trouble(exc)
            if kind == _BUSY:
                self.busy = f"{path.name} is in use by another program ({exc})"
                return
            if kind in (_DAMAGED, _SCHEMA):
                self._start_afresh(exc)
                return
            if path.exists():
                self._open_read_only(str(exc))
                return
            raise StatsError(f"cannot open {path}: {exc}") from None
        self.conn, self.busy = conn, None
        self._record_pending()

    def _open_read_only(self, why: str) -> None:
        """Show what is there without writing (a read-only folder, a newer file)."""
        for query in ("mode=ro", "immutable=1"):
            try:
                uri = self.path.resolve().as_uri() + "?" + query
                conn = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT, isolation_level=None)
            except (sqlite3.Error, ValueError, OSError, RuntimeError):
                continue
            conn.text_factory = _decode
            try:
                conn.execute("SELECT count(*) FROM games").fetchone()
            except sqlite3.Error:
                conn.close()
                continue
            self.conn, self.busy, self.read_only = conn, None, why
            return
        raise StatsError(f"cannot open {self.path}: {why}")

    def _start_afresh(self, exc: BaseException) -> None:
        aside = move_aside(self.path)
        try:
            self.conn = self._connect(self.path)
        except (sqlite3.Error, Damaged, StatsError) as again:
            raise StatsError(f"cannot open {self.path}: {again}") from None
        self.busy = None
        self.moved_to = aside.name
        self.note = f"{self.path.name} was damaged ({exc}); moved aside to {aside.name}"
        self._record_pending()

    @staticmethod
    def _connect(path: Path) -> sqlite3.Connection:
        """A connection to a whole, usable database (the schema repaired where it can be).
        Damaged when it is not; StatsError when it is a newer game's file; sqlite3.Error
        for busy, full, read-only and the like."""
        _check_header(path)
        conn = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT, isolation_level=None)
        conn.text_factory = _decode
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=NORMAL")
            conn.execute("PRAGMA foreign_keys=ON")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION or version < 0:
                raise StatsError(f"{path.name} has schema version {version}, newer than this game knows")
            check = conn.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise Damaged(check)
            if 0 < version < SCHEMA_VERSION:
                _migrate(conn, version)
            _repair_schema(conn, set_version=version == 0)
        except BaseException:
            conn.close()
            raise
        return conn

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None

    def _ready(self) -> sqlite3.Connection:
        """The connection, opened now if it was busy before; the schema checked."""
        if self.conn is None:
            self._open_now()
            if self.conn is None:
                raise StatsError(self.busy or f"cannot open {self.path}")
        if self.read_only is None:
            try:
                _retrying(lambda: _repair_schema(self.conn))
            except sqlite3.Error as exc:
                if trouble(exc) in (_DAMAGED, _SCHEMA):
                    self._forget_connection()
                raise
            except Damaged:
                self._forget_connection()
                raise
        return self.conn

    def _forget_connection(self) -> None:
        """The file went bad under us: the next use opens it again (and moves it aside)."""
        try:
            self.close()
        except sqlite3.Error:
            self.conn = None

    # -- writing ----------------------------------------------------------------------
    def record(self, game: str, rules: dict, players: Sequence[PlayerResult], seconds: float,
               seed: int | None = None, played_at: datetime | None = None) -> int | None:
        """Write one finished game (all or nothing); returns its id. When the database is
        busy, full or cannot be written just now, the game is kept in a pending file and
        recorded later: returns None. StatsError only when even that cannot be written."""
        entry = _entry(game, rules, players, seconds, seed, played_at)
        try:
            self._ready()
            if self.read_only is not None:
                raise StatsError(f"{self.path.name} cannot be written: {self.read_only}")
            game_id = self._insert_retrying(entry)
            self._record_pending()     # games kept earlier follow now that the file is free
            return game_id
        except (sqlite3.Error, Damaged, StatsError) as exc:
            why = str(exc)
            if trouble(exc) == _DAMAGED:
                self._forget_connection()
        try:
            keep_pending(self.folder, entry)
        except OSError as exc:
            raise StatsError(f"{why}; the game could not be kept for later either "
                             f"({exc.strerror or exc})") from None
        self.kept_for_later += 1
        return None

    def record_evening(self, entry: dict) -> int:
        """Write one ended Spieleabend (`game.evening.stats_entry`); an evening already there
        (the same uid) is not written again. StatsError when it cannot be written now (the
        evening file is then kept and tried again at the next start)."""
        row = _evening_row(entry)
        try:
            self._ready()
            if self.read_only is not None:
                raise StatsError(f"{self.path.name} cannot be written: {self.read_only}")
            try:
                return _retrying(lambda: _insert_evening(self.conn, row))
            except sqlite3.Error as exc:
                if trouble(exc) != _SCHEMA:
                    raise
            _retrying(lambda: _repair_schema(self.conn))     # the table dropped meanwhile
            return _retrying(lambda: _insert_evening(self.conn, row))
        except (sqlite3.Error, Damaged) as exc:
            if trouble(exc) == _DAMAGED:
                self._forget_connection()
            raise StatsError(str(exc)) from None

    def evenings(self, limit: int = 20) -> list[EveningRecord]:
        """The last ended evenings, newest first (odd rows cleaned or skipped)."""
        try:
            rows = self._ready().execute(
                "SELECT started_at, ended_at, standings, games FROM evenings ORDER BY id DESC LIMIT ?",
                (limit,)).fetchall()
        except sqlite3.Error as exc:
            if trouble(exc) == _SCHEMA:      # a read-only file from before evenings
                return []
            raise
        out = []
        for started, ended, standings, games in rows:
            table = []
            for s in _json_list(standings)[:16]:
                if not isinstance(s, dict):
                    continue
                name, place = _text(s.get("name")), _int(s.get("place"))
                if not name or place is None:
                    continue
                points = s.get("points")
                points = float(points) if isinstance(points, (int, float)) and not isinstance(points, bool) \
                    and math.isfinite(points) and abs(points) < BEST_LIMIT else 0.0
                kind = _text(s.get("kind"), 32)
                table.append({"name": name, "kind": kind, "place": place, "points": points,
                              "wins": max(0, _int(s.get("wins")) or 0), "games": max(0, _int(s.get("games")) or 0),
                              "style": _style(s.get("style")), "key": person_key(name, kind)})
            winners = [s["name"] for s in table if s["place"] == 1]
            out.append(EveningRecord(_when(started), _when(ended), len(_json_list(games)), table, winners))
        return out

    def evenings_won(self) -> dict[str, int]:
        """Evenings won per name (shared wins count for each; see `evenings_per_person` for
        people counted as the statistics count them)."""
        counts: dict[str, int] = {}
        for record in self.evenings(limit=100_000):
            for name in set(record.winners):
                counts[name] = counts.get(name, 0) + 1
        return counts

    def evenings_per_person(self) -> dict[tuple[str, str], tuple[int, int]]:
        """Evenings played and won per person (`person_key`; a bot by its name apart from
        a person of the same name; shared wins count for each)."""
        counts: dict[tuple[str, str], list[int]] = {}
        for record in self.evenings(limit=100_000):
            for key in {s["key"] for s in record.standings}:
                counts.setdefault(key, [0, 0])[0] += 1
            for key in {s["key"] for s in record.standings if s["place"] == 1}:
                counts[key][1] += 1
        return {key: (played, won) for key, (played, won) in counts.items()}

    def _insert_retrying(self, entry: dict, once: bool = False) -> int:
        try:
            return _retrying(lambda: _insert(self.conn, entry, once))
        except sqlite3.Error as exc:
            if trouble(exc) != _SCHEMA:
                raise
        _retrying(lambda: _repair_schema(self.conn))     # a table dropped meanwhile
        return _retrying(lambda: _insert(self.conn, entry, once))

    def _record_pending(self) -> int:
        """Record the games kept for later (oldest first); returns how many. A file that is
        no game is renamed `.rejected`, never deleted. Stops quietly while busy."""
        if self.conn is None or self.read_only is not None:
            return 0
        done = 0
        for path in pending_files(self.folder)[:MAX_PENDING]:
            entry = read_pending(path)
            if entry is None:
                try:
                    os.replace(path, path.with_name(path.name + ".rejected"))
                except OSError:
                    pass
                continue
            try:
                self._insert_retrying(entry, once=True)
            except (sqlite3.Error, Damaged):
                break
            try:
                path.unlink()
            except OSError:
                break       # recorded; `once` keeps it from being recorded twice
            done += 1
        return done

    def pending(self) -> int:
        """Games kept for later that are not in the database yet."""
        return len(pending_files(self.folder))

    # -- reading ----------------------------------------------------------------------
    # Every reader counts people by `person_key` (a person is one entry whatever seat, block,
    # pad or colour they played with; a bot is its name and level) and names them as `looks`
    # says: the name as last written and the colour and shape last worn.

    def games_played(self) -> int:
        return _int(self._ready().execute("SELECT count(*) FROM games").fetchone()[0]) or 0

    def _version(self, conn: sqlite3.Connection) -> tuple[int, int]:
        """Changes since the cached rows were read: this connection's own and other processes'."""
        return conn.total_changes, conn.execute("PRAGMA data_version").fetchone()[0]

    def _seats(self, games: Collection[str] | None = None) -> list[_SeatRow]:
        """Every seat of every game in the order played (date, then as recorded), cleaned; a
        seat without a name or a game is left out, a game of none of `games` is skipped. Read
        once and kept while the file does not change (a page asks several times)."""
        conn = self._ready()
        version = self._version(conn)
        cached = self._seat_cache
        if cached is None or cached[0] != version or cached[1] is not conn:
            cached = (version, conn, self._read_seats(conn), {})
            self._seat_cache = cached
        rows = cached[2]
        return rows if games is None else [row for row in rows if row.game in games]

    @staticmethod
    def _read_seats(conn: sqlite3.Connection) -> list[_SeatRow]:
        style = "p.style" if "style" in _columns(conn, "players") else "NULL"
        rows = conn.execute(
            f"SELECT g.id, g.played_at, g.game, p.name, p.kind, p.place, p.figures, {style} FROM games g "
            "JOIN players p ON p.game_id = g.id ORDER BY g.played_at, g.id, p.seat")
        out = []
        clean: dict[tuple[Any, int], str] = {}        # the same names and dates come again and again

        def cleaned(value: Any, limit: int) -> str:
            try:
                return clean[(value, limit)]
            except KeyError:
                text = clean[(value, limit)] = _text(value, limit)
                return text
            except TypeError:                         # (a value that cannot be a key)
                return _text(value, limit)

        whens: dict[Any, str] = {}
        keys: dict[tuple[str, str], tuple[str, str]] = {}
        for game_id, played_at, game, name, kind, place, figures, look in rows:
            game, name = cleaned(game, 32), cleaned(name, NAME_MAX_CHARS)
            if not game or not name:
                continue
            place = _int(place)
            kind = who(cleaned(kind, 32))
            try:
                when = whens[played_at]
            except KeyError:
                when = whens[played_at] = _when(played_at)
            except TypeError:
                when = _when(played_at)
            try:
                key = keys[(name, kind)]
            except KeyError:
                key = keys[(name, kind)] = person_key(name, kind)
            out.append(_SeatRow(game_id, when, game, name, kind, key,
                                place if place is not None and 1 <= place <= 100 else None, figures, _style(look)))
        return out

    def looks(self) -> dict[tuple[str, str], Look]:
        """Each person and bot by `person_key`: the name as last written and the colour and
        shape last worn (a game recorded before styles were kept leaves the last known one),
        and its kind (a bot: every level it played, `bot_kind`)."""
        rows = self._seats()
        cache = self._seat_cache[3]
        if "looks" not in cache:
            out: dict[tuple[str, str], Look] = {}
            levels: dict[tuple[str, str], list[str]] = {}
            for row in rows:
                before = out.get(row.key)
                style = row.style if row.style is not None else before.style if before else None
                kind = row.kind
                if kind.startswith("bot:"):
                    levels.setdefault(row.key, []).append(kind[4:])
                    kind = bot_kind(levels[row.key])
                out[row.key] = Look(row.name, style, kind)
            cache["looks"] = out
        return cache["looks"]

    def wins(self) -> list[WinCount]:
        """Games played and won per person (or bot and level), per game."""
        looks = self.looks()
        counts: dict[tuple[str, str, str], list[int]] = {}
        for row in self._seats():
            if row.place is None:
                continue
            entry = counts.setdefault((*row.key, row.game), [0, 0])
            entry[0] += 1
            entry[1] += row.place == 1
        out = [WinCount(looks[(n, k)].name, looks[(n, k)].kind, g, played, won)
               for (n, k, g), (played, won) in counts.items()]
        out.sort(key=lambda w: (-w.wins, -w.played, w.name.casefold(), w.game))
        return out

    def streaks(self) -> list[Streak]:
        """Winning streaks of everyone who played (people and bots, as the Spieler des Abends
        ceremony counts them), over all games in the order they were played: `current` is the
        run still going, `best` the longest. A run is games won one after the other: a game won
        by someone else ends it, whether its holder lost that game or sat it out ("jetzt 2"
        means: won the last two games played). Only a run of STREAK_FROM wins or more is a
        streak on screen, as in the ceremony."""
        looks = self.looks()
        current: dict[tuple[str, str], int] = {}
        best: dict[tuple[str, str], int] = {}
        for _when, _game, seats in self._history():
            winners = {key for key, place in seats.items() if place == 1}
            if not winners:
                continue                # no usable first place: ends nobody's run
            for key in seats:
                current.setdefault(key, 0)
            for key in current:
                current[key] = current[key] + 1 if key in winners else 0
                best[key] = max(best.get(key, 0), current[key])
        out = [Streak(looks[k].name, current[k], best[k], looks[k].kind) for k in current]
        out.sort(key=lambda s: (-s.best, -s.current, s.kind != "human", s.name.casefold(), s.kind))
        return out

    def _figure_rows(self, game: str, figure: str, winner_only: bool) -> list[Best]:
        looks = self.looks()
        found = []
        for row in self._seats({game}):
            if winner_only and row.place != 1:
                continue
            value = _figures(row.figures).get(figure)
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= BEST_LIMIT:
                continue
            name = looks[row.key].name
            found.append((row.game_id, Best(game, figure, name, value, row.when, row.kind)))
        found.sort(key=lambda f: f[0])          # as recorded: the earlier of equals first
        return [b for _id, b in found]

    def bests(self) -> list[Best]:
        """The record for each game's best figure (see BESTS), if that game was played."""
        return [r.best[0] for r in self.records(1)]

    def recent(self, limit: int = 8, kinds: bool = False) -> list[tuple[str, str, list]]:
        """The last games: (date, game, winners' names); a date that is none is "". With
        `kinds` each winner is (name, "human" or "bot:<level>")."""
        conn = self._ready()
        looks = self.looks()
        games = conn.execute("SELECT id, played_at, game FROM games ORDER BY id DESC LIMIT ?", (limit,))
        out = []
        for game_id, played_at, game in games.fetchall():
            game = _text(game, 32)
            if not game:
                continue
            winners = []
            for name, place, kind in conn.execute("SELECT name, place, kind FROM players WHERE game_id = ? "
                                                  "ORDER BY seat", (game_id,)):
                name = _text(name)
                if name and _int(place) == 1:
                    key = person_key(name, kind)
                    name = looks[key].name if key in looks else name
                    # a bot: the level it had at that table
                    winners.append((name, who(_text(kind, 32))) if kinds else name)
            out.append((_when(played_at), game, winners))
        return out

    # -- for the charts ---------------------------------------------------------------------
    def _history(self, games: Collection[str] | None = None) -> list[tuple[str, str, dict[tuple[str, str], int]]]:
        """Every game in the order played: (date, game, {person_key: best place}); seats
        without a place are left out, and so is a game without any seat left."""
        out: list[tuple[str, str, dict[tuple[str, str], int]]] = []
        current = None
        for row in self._seats(games):
            if row.game_id != current:
                current = row.game_id
                out.append((row.when, row.game, {}))
            if row.place is None:
                continue
            seats = out[-1][2]
            seats[row.key] = min(row.place, seats.get(row.key, row.place))
        return [g for g in out if g[2]]

    def wins_over_time(self, limit: int = 6, games: Collection[str] | None = None) -> WinsOverTime:
        """Wins so far per person, one point per day played (`played_day`): each person's points only on the days they played, in date order (the
        `limit` people with the most wins)."""
        history = self._history(games)
        looks = self.looks()
        days: list[str] = []
        points: dict[tuple[str, str], list[tuple[int, int]]] = {}
        wins: dict[tuple[str, str], int] = {}
        day_of: dict[str, str] = {}
        for when, _game, seats in history:
            day = day_of[when] if when in day_of else day_of.setdefault(when, played_day(when))
            if not days or days[-1] != day:
                days.append(day)
            number = len(days)
            for person, place in seats.items():
                wins[person] = wins.get(person, 0) + (place == 1)
                line = points.setdefault(person, [])
                if line and line[-1][0] == number:
                    line[-1] = (number, wins[person])      # one point per day: after its last game
                else:
                    line.append((number, wins[person]))
        ranked = sorted(points, key=lambda p: (-wins[p], -len(points[p]), p[1] != "human", looks[p].name.casefold(),
                                               p[1]))
        series = [WinSeries(looks[p].name, looks[p].kind, points[p], wins[p], looks[p].style)
                  for p in ranked[:max(0, limit)]]
        dated = [d for d in days if d]
        return WinsOverTime(len(history), dated[0] if dated else "", dated[-1] if dated else "", series, days,
                            len(ranked))

    def games_between(self, first: str, last: str, limit: int = 200) -> list[tuple[str, str, list]]:
        """The games played from `first` to `last` (stored dates, as an evening keeps its
        start and end) in the order played, as `recent` gives them: (date, game, winners with
        their kinds); only the latest `limit` games are looked at, none without a date."""
        first, last = _when(first), _when(last)
        if not first or not last:
            return []
        return [g for g in reversed(self.recent(limit, kinds=True)) if g[0] and first <= g[0] <= last]

    def day_games(self, day: str, games: Collection[str] | None = None) -> list[tuple[str, str, list]]:
        """The games of one playing day (`played_day`) in the order played: (date, game,
        [(name, kind, place)]), each seat as every page names it (`looks`), best place first."""
        looks = self.looks()
        out = []
        for when, game, seats in self._history(games):
            if played_day(when) != day:
                continue
            ranked = sorted(seats.items(), key=lambda item: (item[1], looks[item[0]].name.casefold()))
            out.append((when, game, [(looks[p].name, looks[p].kind, place) for p, place in ranked]))
        return out

    def game_shares(self, games: Collection[str] | None = None) -> list[tuple[str, int]]:
        """Games played of each game, most played first (only games with players counted)."""
        counts: dict[str, int] = {}
        for _date, game, _seats in self._history(games):
            counts[game] = counts.get(game, 0) + 1
        return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))

    def players(self, games: Collection[str] | None = None) -> list[Person]:
        """Everyone who played (people by name, bots by name with the levels they played), most
        games first."""
        looks = self.looks()
        played: dict[tuple[str, str], list[int]] = {}
        for _date, _game, seats in self._history(games):
            for person, place in seats.items():
                entry = played.setdefault(person, [0, 0])
                entry[0] += 1
                entry[1] += place == 1
        out = [Person(looks[key].name, looks[key].kind, p, w, looks[key].style) for key, (p, w) in played.items()]
        out.sort(key=lambda p: (-p.played, -p.wins, p.kind != "human", p.name.casefold(), p.kind))
        return out

    def first_seen(self) -> list[tuple[str, str]]:
        """Everyone (`person_key`) in the order they first played: an order
        that later games never change (what a screen gives its stable colours by)."""
        return list(dict.fromkeys(row.key for row in self._seats()))

    def last_seen(self) -> list[tuple[str, str]]:
        """Everyone (`person_key`) by their latest game, the most recent first (within one game
        in seat order): who wore a look last (what a screen keeps a shared look for)."""
        latest: dict[tuple[str, str], tuple[int, int]] = {}
        game_order: dict[int, int] = {}
        for n, row in enumerate(self._seats()):
            game_order.setdefault(row.game_id, n)
            latest[row.key] = (game_order[row.game_id], n)
        return sorted(latest, key=lambda key: (-latest[key][0], latest[key][1]))

    def head_to_head(self, a: str | tuple[str, str], b: str | tuple[str, str],
                     games: Collection[str] | None = None) -> HeadToHead:
        """Two people against each other, in the games both played: who finished ahead of whom
        (in all and per game), and who won."""
        a = (a, "human") if isinstance(a, str) else (str(a[0]), str(a[1]))
        b = (b, "human") if isinstance(b, str) else (str(b[0]), str(b[1]))
        ka, kb = person_key(*a), person_key(*b)
        together = a_wins = b_wins = a_ahead = b_ahead = 0
        per_game: dict[str, list[int]] = {}
        for _date, game, seats in self._history(games):
            if ka == kb or ka not in seats or kb not in seats:
                continue
            pa, pb = seats[ka], seats[kb]
            entry = per_game.setdefault(game, [0, 0, 0])
            together += 1
            entry[0] += 1
            a_wins += pa == 1
            b_wins += pb == 1
            entry[1] += pa < pb
            entry[2] += pb < pa
            a_ahead += pa < pb
            b_ahead += pb < pa
        return HeadToHead(a, b, together, a_wins, b_wins, a_ahead, b_ahead,
                          {g: (n, wa, wb) for g, (n, wa, wb) in per_game.items()})

    def rivals(self, games: Collection[str] | None = None,
               bots: bool = False) -> list[tuple[tuple[str, str], tuple[str, str], int]]:
        """Pairs of people (with `bots`, of any two entries, bots included) who played the same
        games, most games together first (equal ones: the pair that met last first):
        (person_key, person_key, games together)."""
        together: dict[tuple[tuple[str, str], tuple[str, str]], list[int]] = {}
        for n, (_date, _game, seats) in enumerate(self._history(games)):
            people = sorted(key for key in seats if bots or key[1] == "human")
            for i, a in enumerate(people):
                for b in people[i + 1:]:
                    entry = together.setdefault((a, b), [0, 0])
                    entry[0] += 1
                    entry[1] = n
        ranked = sorted(together.items(), key=lambda item: (-item[1][0], -item[1][1], item[0]))
        return [(a, b, n) for (a, b), (n, _last) in ranked]

    def records(self, top: int = 3) -> list[Record]:
        """For each game's best figure (see BESTS) the best `top`, best first (the earlier of
        equals first), and everyone tied with the last of them too: they share its place (1, 2,
        2, 2, as `group_places`). Someone with the same value twice holds it once (from the
        first time). A game never played has none."""
        out = []
        for game, figure, direction, winner_only in BESTS:
            found = self._figure_rows(game, figure, winner_only)
            found.sort(key=lambda b: b.value if direction == "min" else -b.value)   # (stable: earlier first)
            held: set[tuple[tuple[str, str], int]] = set()
            best: list[Best] = []
            for b in found:
                holder = (person_key(b.name, b.kind), b.value)
                if holder in held:
                    continue
                if len(best) >= max(1, top) and b.value != best[-1].value:
                    break
                held.add(holder)
                best.append(b)
            if best:
                out.append(Record(game, figure, direction, best))
        return out


# ---------------------------------------------------------------- pieces

def _check_header(path: Path) -> None:
    """Damaged when the file holds something that is not an SQLite database (an empty or
    missing file is a new database)."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(100)
    except OSError:
        return      # sqlite says what is wrong
    if head and (len(head) < 100 or not head.startswith(SQLITE_HEADER)):
        raise Damaged("not an SQLite database")


def _columns(conn: sqlite3.Connection, table: str) -> set[str]:
    return {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}


def _migrate(conn: sqlite3.Connection, version: int) -> None:
    """Bring a file of an earlier `version` up to SCHEMA_VERSION, step by step (MIGRATIONS),
    in one write transaction: all of it or nothing. A column already there (a file another
    copy began to repair) is not added twice; nothing is dropped."""
    with _schema_write(conn):
        for step in range(version + 1, SCHEMA_VERSION + 1):
            for statement in MIGRATIONS.get(step, ()):
                words = statement.split()
                if words[:2] == ["ALTER", "TABLE"] and words[3:5] == ["ADD", "COLUMN"] \
                        and words[5] in _columns(conn, words[2]):
                    continue
                if words[:2] == ["ALTER", "TABLE"] and not _columns(conn, words[2]):
                    continue                # the table itself is missing: the repair makes it whole
                conn.execute(statement)


@contextmanager
def _schema_write(conn: sqlite3.Connection):
    """One write transaction that leaves the file at this version's schema number, or, on any
    failure, exactly as it was."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
        conn.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


def _repair_schema(conn: sqlite3.Connection, set_version: bool = False) -> None:
    """Add back a missing table or ordinary column (one write transaction, only when needed).
    Damaged when a key column is missing."""
    gaps: list[str] = []
    for table, columns in COLUMNS.items():
        have = _columns(conn, table)
        if not have:
            gaps.append("")          # the whole table: SCHEMA creates it
            continue
        for column, definition in columns.items():
            if column in have:
                continue
            if definition is None:
                raise Damaged(f"table {table} has no column {column}")
            gaps.append(f"ALTER TABLE {table} ADD COLUMN {column} {definition}")
    if not gaps and not set_version:
        return
    with _schema_write(conn):
        for statement in SCHEMA.split(";"):
            if statement.strip():
                conn.execute(statement)
        for statement in gaps:
            if statement:
                conn.execute(statement)


def _entry(game: str, rules: dict, players: Sequence[PlayerResult], seconds: float, seed: int | None,
           played_at: datetime | None) -> dict:
    """One finished game as plain data (what a row holds, and what a pending file holds)."""
    when = (played_at or datetime.now()).isoformat(timespec="seconds")
    try:
        seconds = float(seconds)
    except (TypeError, ValueError, OverflowError):
        seconds = 0.0
    if not math.isfinite(seconds) or seconds < 0:
        seconds = 0.0
    if not isinstance(seed, int) or isinstance(seed, bool) or not -2 ** 63 <= seed < 2 ** 63:
        seed = None
    rows = []
    for p in players:
        place = _int(p.place)
        rows.append([clean_name(p.name) or "?", clean_name(p.kind, 32), place if place is not None else 0,
                     _json(p.figures), _style(getattr(p, "style", None))])
    return {"format": 2, "played_at": when, "game": clean_name(game, 32), "rules": _json(rules),
            "seed": seed, "seconds": seconds, "players": rows}


def _insert(conn: sqlite3.Connection, entry: dict, once: bool = False) -> int:
    """Write one game in one transaction. With `once`, a game already there (the same date,
    game, rules, seed and length) is not written again."""
    cur = conn.cursor()
    cur.execute("BEGIN IMMEDIATE")
    try:
        key = (entry["played_at"], entry["game"], entry["rules"], entry["seed"], entry["seconds"])
        if once:
            row = cur.execute("SELECT id FROM games WHERE played_at = ? AND game = ? AND rules = ? "
                              "AND seed IS ? AND seconds = ?", key).fetchone()
            if row is not None:
                cur.execute("COMMIT")
                return row[0]
        cur.execute("INSERT INTO games (played_at, game, rules, seed, seconds) VALUES (?, ?, ?, ?, ?)", key)
        game_id = cur.lastrowid
        cur.executemany(
            "INSERT INTO players (game_id, seat, name, kind, place, figures, style) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [(game_id, seat, *p[:4], _style(p[4]) if len(p) > 4 else None)
             for seat, p in enumerate(entry["players"])])
        cur.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            cur.execute("ROLLBACK")
        raise
    return game_id


def _json_list(value: Any) -> list:
    if isinstance(value, (bytes, bytearray)):
        value = bytes(value)
    if not isinstance(value, (str, bytes)) or len(value) > 1_000_000:
        return []
    try:
        data = json.loads(value)
    except (ValueError, TypeError, RecursionError):
        return []
    return data if isinstance(data, list) else []


def _evening_row(entry: dict) -> tuple:
    """An ended evening as the row it becomes (uid, started, ended, points, standings, games)."""
    uid = clean_name(entry.get("uid", ""), 32)
    return (uid, _when(entry.get("started_at")), _when(entry.get("ended_at")), _json(entry.get("points", [])),
            _json(entry.get("standings", [])), _json(entry.get("games", [])))


def _insert_evening(conn: sqlite3.Connection, row: tuple) -> int:
    """One evening in one transaction, once per uid."""
    cur = conn.cursor()
    cur.execute("BEGIN IMMEDIATE")
    try:
        found = cur.execute("SELECT id FROM evenings WHERE uid = ? AND uid != ''", (row[0],)).fetchone()
        if found is not None:
            cur.execute("COMMIT")
            return found[0]
        cur.execute("INSERT INTO evenings (uid, started_at, ended_at, points, standings, games) "
                    "VALUES (?, ?, ?, ?, ?, ?)", row)
        evening_id = cur.lastrowid
        cur.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            cur.execute("ROLLBACK")
        raise
    return evening_id


def move_aside(path: Path) -> Path:
    """Move a damaged database (and its -wal and -shm) to `<name>.broken-N`, the first N not
    used by an earlier one. StatsError when it cannot be moved."""
    for n in range(1, 10000):
        aside = path.with_name(f"{path.name}.broken-{n}")
        if any(os.path.lexists(f"{aside}{suffix}") for suffix in ("", "-wal", "-shm")):
            continue
        try:
            os.link(path, aside)           # claims the name: fails if another copy took it
        except FileExistsError:
            continue
        except OSError:
            try:
                os.replace(path, aside)   # a file system without hard links
            except OSError as exc:
                raise StatsError(f"{path.name} is damaged and cannot be moved aside: "
                                 f"{exc.strerror or exc}") from None
        for suffix in ("-wal", "-shm"):
            try:
                os.replace(f"{path}{suffix}", f"{aside}{suffix}")
            except FileNotFoundError:
                pass
            except OSError as exc:
                raise StatsError(f"{path.name}{suffix} cannot be moved aside: {exc.strerror or exc}") from None
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise StatsError(f"{path.name} cannot be moved aside: {exc.strerror or exc}") from None
        return aside
    raise StatsError(f"{path.name} is damaged and too many damaged files are kept beside it")


def pending_files(folder: Path) -> list[Path]:
    """The games kept for later, oldest first."""
    try:
        return sorted(p for p in Path(folder).glob(PENDING_PREFIX + "*.json"))
    except OSError:
        return []


def keep_pending(folder: Path, entry: dict) -> Path:
    """Keep one finished game in a file of its own (temp file, fsync, rename)."""
    folder = Path(folder)
    name = f"{PENDING_PREFIX}{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}-{os.urandom(4).hex()}.json"
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".pending-", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(entry, fh)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, folder / name)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return folder / name


def read_pending(path: Path) -> dict | None:
    """A kept game, or None when the file is no such thing."""
    try:
        data = json.loads(read_limited(path).decode("utf-8"))
    except (OSError, RefusedFile, ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or data.get("format") not in (1, 2):
        return None         # 1: kept by a version without seat styles; 2: each seat with its style
    strings = all(isinstance(data.get(k), str) for k in ("played_at", "game", "rules"))
    seed = data.get("seed")
    seed_ok = seed is None or isinstance(seed, int) and not isinstance(seed, bool) and -2 ** 63 <= seed < 2 ** 63
    seconds = data.get("seconds")
    seconds_ok = isinstance(seconds, (int, float)) and not isinstance(seconds, bool) and math.isfinite(seconds)
    players = data.get("players")
    players_ok = isinstance(players, list) and len(players) <= 16 and all(
        isinstance(p, list) and len(p) in (4, 5) and isinstance(p[0], str) and isinstance(p[1], str)
        and _int(p[2]) is not None and isinstance(p[3], str) for p in players)
    if not (strings and seed_ok and seconds_ok and players_ok):
        return None
    return {"format": 2, "played_at": data["played_at"][:40], "game": clean_name(data["game"], 32),
            "rules": data["rules"], "seed": seed, "seconds": float(seconds),
            "players": [[clean_name(p[0]) or "?", clean_name(p[1], 32), _int(p[2]), p[3],
                         _style(p[4]) if len(p) > 4 else None] for p in players]}


def places(ranking: Sequence[Sequence[int]], seats: int) -> list[int]:
    """Seat -> place (1 = first) from an engine's ranking; tied seats share a place and the
    next place skips (1, 2, 2, 4: `game.engine.group_places`)."""
    out = [0] * seats
    for place, group in zip(group_places(ranking), ranking, strict=True):
        for seat in group:
            out[seat] = place
    return out
