"""Statistics of finished games, kept in SQLite (stdlib sqlite3) in the user's data folder.

Every finished game is one row of `games` (date, game, the house rules in force as JSON, seed,
length) and one row of `players` per seat (name, who played it, place, the game's figures as
JSON). A game is written in one transaction in WAL mode, so a kill at any moment leaves the
database as it was before or after that game, never half of it. A file that is not a usable
database is moved aside (`stats.sqlite3.broken`) and a fresh one started; a folder that cannot
be written leaves statistics off for the session. Neither stops a game.

The statistics scene asks for: wins per name and game, winning streaks, and bests (the
fastest Durchmarsch win in turns, the highest Zehntausend turn, and one per other game).
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

DB_NAME = "stats.sqlite3"
SCHEMA_VERSION = 1

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
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX IF NOT EXISTS players_by_name ON players(name);
"""

# Bests: (game, figure, "min" or "max", only the winner's figure counts)
BESTS = (
    ("durchmarsch", "turns", "min", True),        # the fastest win: fewest turns
    ("mensch", "captures", "max", False),         # most figures knocked out in one game
    ("zehntausend", "best_turn", "max", False),   # the highest single turn
    ("wurf_und_weg", "dice_sent", "max", False),  # most dice got rid of in one game
)


@dataclass(frozen=True)
class PlayerResult:
    name: str
    kind: str            # "keyboard1", "pad2", "bot:hard", ...
    place: int           # 1 = won
    figures: dict


@dataclass(frozen=True)
class WinCount:
    name: str
    kind: str            # "human" or "bot:<level>"
    game: str
    played: int
    wins: int


@dataclass(frozen=True)
class Streak:
    name: str
    current: int
    best: int


@dataclass(frozen=True)
class Best:
    game: str
    figure: str
    name: str
    value: int
    played_at: str


def who(kind: str) -> str:
    """People are counted by name whatever keys they used; bots by name and level."""
    return kind if kind.startswith("bot:") else "human"


class StatsError(Exception):
    """Statistics are unavailable this session; the message says why."""


class Stats:
    """The statistics database. Open with `Stats.open(folder)`."""

    def __init__(self, path: Path, conn: sqlite3.Connection, note: str | None = None):
        self.path = path
        self.conn = conn
        self.note = note        # e.g. "the old file was damaged and was moved aside"

    # -- opening ----------------------------------------------------------------------
    @classmethod
    def open(cls, folder: str | os.PathLike) -> Stats:
        """Open (or create) the database in `folder`; StatsError when that cannot be done."""
        folder = Path(folder)
        path = folder / DB_NAME
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StatsError(f"cannot create {folder}: {exc.strerror or exc}") from None
        try:
            return cls(path, cls._connect(path))
        except sqlite3.DatabaseError as exc:
            if not path.exists() or isinstance(exc, sqlite3.OperationalError) and "readonly" in str(exc):
                raise StatsError(f"cannot open {path}: {exc}") from None
            broken = path.with_name(path.name + ".broken")
            try:
                os.replace(path, broken)
                for suffix in ("-wal", "-shm"):
                    Path(str(path) + suffix).unlink(missing_ok=True)
                conn = cls._connect(path)
            except (OSError, sqlite3.DatabaseError) as again:
                raise StatsError(f"cannot open {path}: {again}") from None
            return cls(path, conn, note=f"{path.name} was damaged ({exc}); moved aside to {broken.name}")

    @staticmethod
    def _connect(path: Path) -> sqlite3.Connection:
        conn = sqlite3.connect(str(path), timeout=2.0, isolation_level=None)
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=NORMAL")
            conn.execute("PRAGMA foreign_keys=ON")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version not in (0, SCHEMA_VERSION):
                raise sqlite3.DatabaseError(f"unknown schema version {version}")
            conn.executescript(SCHEMA)
            conn.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
            conn.execute("SELECT count(*) FROM games").fetchone()
            check = conn.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise sqlite3.DatabaseError(check)
        except sqlite3.DatabaseError:
            conn.close()
            raise
        return conn

    def close(self) -> None:
        self.conn.close()

    # -- writing ----------------------------------------------------------------------
    def record(self, game: str, rules: dict, players: Sequence[PlayerResult], seconds: float,
               seed: int | None = None, played_at: datetime | None = None) -> int:
        """Write one finished game (all or nothing); returns its id."""
        when = (played_at or datetime.now()).isoformat(timespec="seconds")
        cur = self.conn.cursor()
        cur.execute("BEGIN IMMEDIATE")
        try:
            cur.execute("INSERT INTO games (played_at, game, rules, seed, seconds) VALUES (?, ?, ?, ?, ?)",
                        (when, game, json.dumps(rules, sort_keys=True), seed, float(seconds)))
            game_id = cur.lastrowid
            cur.executemany(
                "INSERT INTO players (game_id, seat, name, kind, place, figures) VALUES (?, ?, ?, ?, ?, ?)",
                [(game_id, seat, p.name, p.kind, int(p.place), json.dumps(p.figures, sort_keys=True))
                 for seat, p in enumerate(players)])
            cur.execute("COMMIT")
        except BaseException:
            cur.execute("ROLLBACK")
            raise
        return game_id

    # -- reading ----------------------------------------------------------------------
    def games_played(self) -> int:
        return self.conn.execute("SELECT count(*) FROM games").fetchone()[0]

    def wins(self) -> list[WinCount]:
        """Games played and won per name (people) or name and level (bots), per game."""
        rows = self.conn.execute(
            "SELECT p.name, p.kind, g.game, p.place FROM players p JOIN games g ON g.id = p.game_id")
        counts: dict[tuple[str, str, str], list[int]] = {}
        for name, kind, game, place in rows:
            entry = counts.setdefault((name, who(kind), game), [0, 0])
            entry[0] += 1
            entry[1] += place == 1
        out = [WinCount(n, k, g, played, won) for (n, k, g), (played, won) in counts.items()]
        out.sort(key=lambda w: (-w.wins, -w.played, w.name, w.game))
        return out

    def streaks(self) -> list[Streak]:
        """Winning streaks of people, over all games in the order they were played."""
        rows = self.conn.execute(
            "SELECT p.name, p.place FROM players p JOIN games g ON g.id = p.game_id "
            "WHERE p.kind NOT LIKE 'bot:%' ORDER BY g.played_at, g.id")
        current: dict[str, int] = {}
        best: dict[str, int] = {}
        for name, place in rows:
            current[name] = current.get(name, 0) + 1 if place == 1 else 0
            best[name] = max(best.get(name, 0), current[name])
        out = [Streak(n, current[n], best[n]) for n in current]
        out.sort(key=lambda s: (-s.best, -s.current, s.name))
        return out

    def bests(self) -> list[Best]:
        """The record for each game's best figure (see BESTS), if that game was played."""
        out = []
        for game, figure, direction, winner_only in BESTS:
            sql = ("SELECT p.name, p.figures, g.played_at FROM players p JOIN games g ON g.id = p.game_id "
                   "WHERE g.game = ?" + (" AND p.place = 1" if winner_only else "") + " ORDER BY g.id")
            found: Best | None = None
            for name, figures, played_at in self.conn.execute(sql, (game,)):
                try:
                    value = json.loads(figures).get(figure)
                except (ValueError, AttributeError):
                    continue
                if not isinstance(value, int) or isinstance(value, bool):
                    continue
                better = found is None or (value < found.value if direction == "min" else value > found.value)
                if better:
                    found = Best(game, figure, name, value, played_at)
            if found is not None:
                out.append(found)
        return out

    def recent(self, limit: int = 8) -> list[tuple[str, str, list[str]]]:
        """The last games: (date, game, winners' names)."""
        games = self.conn.execute("SELECT id, played_at, game FROM games ORDER BY id DESC LIMIT ?", (limit,))
        out = []
        for game_id, played_at, game in games.fetchall():
            winners = [n for (n,) in self.conn.execute(
                "SELECT name FROM players WHERE game_id = ? AND place = 1 ORDER BY seat", (game_id,))]
            out.append((played_at, game, winners))
        return out


def places(ranking: Sequence[Sequence[int]], seats: int) -> list[int]:
    """Seat -> place (1 = first) from an engine's ranking; tied seats share a place."""
    out = [0] * seats
    for place, group in enumerate(ranking, start=1):
        for seat in group:
            out[seat] = place
    return out
