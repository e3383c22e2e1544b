"""Statistics against everything a file, a disk or a second program can do.

A matrix of damage and locks: a garbage file, a truncated one, a dropped table, a missing
column, a database locked for 2 s and one locked for good, a full disk, a read-only folder,
rows nobody should have written. In every case: nothing raises, no game already recorded is
lost (a damaged file is kept byte for byte beside the new one), and the statistics screen
draws. Locks are held by another process; nothing here waits a fixed time for anything: the
tests poll with a generous overall limit.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import sqlite3
import subprocess
import sys
from datetime import datetime, timedelta
from pathlib import Path

import pytest

import game.stats as statsmod
from game.stats import PlayerResult, Stats, StatsError

ROOT = Path(__file__).resolve().parent.parent
T0 = datetime(2026, 11, 20, 20, 0, 0)
DEADLINE = 60.0         # seconds any one wait may take on a slow machine before the test fails


def play(db, n: int = 1, start: int = 0, name: str = "Anna"):
    """Record n Durchmarsch games won by `name` (one per minute from T0 + start minutes)."""
    ids = []
    for i in range(n):
        players = [PlayerResult(name, "keyboard1", 1, {"turns": 5 + i}),
                   PlayerResult("Ben", "bot:hard", 2, {"turns": 6})]
        ids.append(db.record("durchmarsch", {"heckling": True}, players, 60.0 + i, seed=i,
                             played_at=T0 + timedelta(minutes=start + i)))
    return ids


def history(folder: Path, n: int) -> Path:
    """A statistics file holding n games, closed (as a game that ended left it)."""
    db = Stats.open(folder)
    play(db, n)
    db.close()
    return folder / statsmod.DB_NAME


def count_games(path: Path) -> int:
    conn = sqlite3.connect(str(path))
    try:
        return conn.execute("SELECT count(*) FROM games").fetchone()[0]
    finally:
        conn.close()


def screen_draws(make_app, folder: Path) -> str:
    """The statistics screen drawn on this folder; returns every text it showed."""
    from scenes.screens.stats import StatsScene
    from scenes.ui import text

    app = make_app(data_dir=folder)
    scene = StatsScene(app)
    app.stack = [scene]
    shown = text.watch()
    try:
        app.draw()
    finally:
        text.unwatch()
    assert scene.page is not None and scene.page.get_bounding_rect().w > 1000
    return " | ".join(shown)


# ---------------------------------------------------------------- another process holds the lock

LOCKER = """
import sqlite3, sys, time
conn = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=30)
if sys.argv[2] == "everything":        # no other connection may even read
    conn.execute("PRAGMA locking_mode=EXCLUSIVE")
    conn.execute("BEGIN EXCLUSIVE")
    conn.execute("UPDATE games SET seconds = seconds")
else:                                  # nobody else may write
    conn.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
hold = float(sys.argv[3])
if hold > 0:
    time.sleep(hold)
else:
    sys.stdin.readline()               # until the test says so
conn.execute("COMMIT")
conn.close()
print("released", flush=True)
"""


@contextlib.contextmanager
def locked(path: Path, what: str, hold: float = 0.0):
    """Another process holds the database: for `hold` seconds, or (0) until the block ends."""
    proc = subprocess.Popen([sys.executable, "-c", LOCKER, str(path), what, str(hold)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().strip() == "locked"
        yield proc
    finally:
        if proc.poll() is None:
            try:
                proc.stdin.write("\n")
                proc.stdin.flush()
            except OSError:
                pass
        proc.wait(timeout=DEADLINE)


@pytest.mark.parametrize("what", ["writing", "everything"])
def test_a_database_locked_for_a_few_seconds_loses_no_game_and_is_not_moved_aside(tmp_path, what):
    path = history(tmp_path, 17)
    with locked(path, what, hold=3.0):
        db = Stats.open(tmp_path)
        game_id = play(db, 1, start=100)[0]
    assert game_id is not None, "the game waited for the lock and was recorded"
    assert db.note is None
    assert not list(tmp_path.glob("*.broken*")), "a busy file is not damaged"
    assert db.games_played() == 18
    db.close()
    assert count_games(path) == 18


def test_a_database_locked_for_good_keeps_the_game_for_later(tmp_path, monkeypatch):
    monkeypatch.setattr(statsmod, "BUSY_TIMEOUT", 0.2)
    path = history(tmp_path, 17)
    before = path.read_bytes()
    with locked(path, "everything"):
        db = Stats.open(tmp_path)              # busy: no connection yet, no error
        assert db.conn is None and db.busy
        assert play(db, 2, start=100) == [None, None], "kept for later, not lost"
        assert len(statsmod.pending_files(tmp_path)) == 2
        with pytest.raises(StatsError, match="in use"):
            db.games_played()
    assert not list(tmp_path.glob("*.broken*"))
    assert path.read_bytes() == before or count_games(path) == 17
    again = Stats.open(tmp_path)               # the lock is gone: the kept games go in
    assert again.games_played() == 19
    assert statsmod.pending_files(tmp_path) == []
    assert again.note is None


def test_a_writer_holding_the_lock_for_good_delays_the_game_to_the_next_start(tmp_path, monkeypatch):
    monkeypatch.setattr(statsmod, "BUSY_TIMEOUT", 0.2)
    path = history(tmp_path, 5)
    db = Stats.open(tmp_path)
    with locked(path, "writing"):
        assert play(db, 1, start=50) == [None]
        assert db.games_played() == 5, "reading goes on while another program writes"
    assert play(db, 1, start=60)[0] is not None   # the next game also brings the kept one in
    assert db.games_played() == 7
    assert statsmod.pending_files(tmp_path) == []


def test_a_kept_game_is_recorded_once_even_when_it_is_found_twice(tmp_path):
    db = Stats.open(tmp_path)
    entry = statsmod._entry("mensch", {}, [PlayerResult("A", "keyboard1", 1, {})], 12.5, 3, T0)
    first = statsmod.keep_pending(tmp_path, entry)
    copy = tmp_path / (statsmod.PENDING_PREFIX + "copy.json")
    copy.write_bytes(first.read_bytes())     # killed after recording, before removing the file
    db.close()
    db = Stats.open(tmp_path)
    assert db.games_played() == 1
    assert statsmod.pending_files(tmp_path) == []


def test_a_kept_file_that_is_no_game_is_set_aside_not_deleted(tmp_path):
    bad = tmp_path / (statsmod.PENDING_PREFIX + "bad.json")
    tmp_path.mkdir(exist_ok=True)
    bad.write_text(json.dumps({"format": 1, "players": "nobody"}))
    db = Stats.open(tmp_path)
    assert db.games_played() == 0
    assert (tmp_path / (bad.name + ".rejected")).exists()


# ---------------------------------------------------------------- a full disk

def test_a_full_disk_keeps_the_game_for_later_and_is_no_damage(tmp_path):
    path = history(tmp_path, 3)
    db = Stats.open(tmp_path)
    pages = db.conn.execute("PRAGMA page_count").fetchone()[0]
    db.conn.execute(f"PRAGMA max_page_count = {pages}")      # the file may not grow: "disk full"
    big = [PlayerResult("A" * 16, "keyboard1", 1, {"x": "y" * 20000}), PlayerResult("B", "bot:easy", 2, {})]
    assert db.record("mensch", {}, big, 1.0, played_at=T0) is None
    assert len(statsmod.pending_files(tmp_path)) == 1
    assert not list(tmp_path.glob("*.broken*"))
    db.close()
    assert count_games(path) == 3
    assert Stats.open(tmp_path).games_played() == 4


def test_a_full_disk_for_the_kept_game_too_is_reported_and_the_file_stays_whole(tmp_path, monkeypatch):
    path = history(tmp_path, 3)
    db = Stats.open(tmp_path)
    db.conn.execute(f"PRAGMA max_page_count = {db.conn.execute('PRAGMA page_count').fetchone()[0]}")

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(statsmod, "keep_pending", full)
    big = [PlayerResult("A", "keyboard1", 1, {"x": "y" * 20000})]
    with pytest.raises(StatsError, match="No space left"):
        db.record("mensch", {}, big, 1.0)
    db.close()
    assert count_games(path) == 3
    assert not list(tmp_path.glob("*.broken*"))


# ---------------------------------------------------------------- damage

def test_a_damaged_file_is_kept_byte_for_byte_and_a_second_never_overwrites_the_first(tmp_path, make_app):
    first = b"garbage, not a database " * 100
    (tmp_path / "stats.sqlite3").write_bytes(first)
    (tmp_path / "stats.sqlite3-wal").write_bytes(b"its WAL")
    db = Stats.open(tmp_path)
    assert "moved aside" in db.note and "broken-1" in db.note
    assert (tmp_path / "stats.sqlite3.broken-1-wal").read_bytes() == b"its WAL", "the WAL goes along"
    play(db, 2)
    db.close()
    second = b"\x00\xff" * 3000
    (tmp_path / "stats.sqlite3").write_bytes(second)
    db = Stats.open(tmp_path)
    assert "broken-2" in db.note
    assert (tmp_path / "stats.sqlite3.broken-1").read_bytes() == first
    assert (tmp_path / "stats.sqlite3.broken-2").read_bytes() == second
    assert db.games_played() == 0
    db.close()
    screen_draws(make_app, tmp_path)


def test_a_truncated_file_is_moved_aside_and_the_game_goes_on(tmp_path, make_app):
    db = Stats.open(tmp_path)
    play(db, 40)
    path = tmp_path / "stats.sqlite3"
    db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    whole = path.read_bytes()
    cut = whole[: len(whole) // 2 + 123]
    path.write_bytes(cut)
    db = Stats.open(tmp_path)
    assert db.note and "moved aside" in db.note
    assert (tmp_path / "stats.sqlite3.broken-1").read_bytes() == cut
    assert play(db, 1)[0] is not None
    db.close()
    screen_draws(make_app, tmp_path)


def test_a_dropped_table_is_added_back_and_the_games_kept_stay(tmp_path, make_app):
    path = history(tmp_path, 6)
    conn = sqlite3.connect(str(path))
    conn.execute("DROP TABLE players")
    conn.commit()
    conn.close()
    db = Stats.open(tmp_path)
    assert db.note is None and not list(tmp_path.glob("*.broken*"))
    assert db.games_played() == 6
    assert play(db, 1, start=10)[0] is not None
    assert [w.name for w in db.wins() if w.wins] == ["Anna"]
    db.close()
    screen_draws(make_app, tmp_path)


def test_a_table_dropped_while_the_game_runs_does_not_stop_the_next_game_being_recorded(tmp_path):
    db = Stats.open(tmp_path)
    play(db, 2)
    other = sqlite3.connect(str(tmp_path / "stats.sqlite3"))
    other.execute("DROP TABLE players")
    other.commit()
    other.close()
    assert play(db, 1, start=10)[0] is not None
    assert db.conn.execute("SELECT count(*) FROM players").fetchone()[0] == 2


def test_a_missing_column_is_added_back_and_the_old_rows_stay(tmp_path, make_app):
    path = history(tmp_path, 4)
    conn = sqlite3.connect(str(path))
    conn.execute("ALTER TABLE games DROP COLUMN seconds")
    conn.execute("ALTER TABLE players DROP COLUMN figures")
    conn.commit()
    conn.close()
    db = Stats.open(tmp_path)
    assert db.note is None
    assert db.games_played() == 4
    assert play(db, 1, start=10)[0] is not None
    assert db.bests()[0].value == 5     # the new game's figures count
    db.close()
    screen_draws(make_app, tmp_path)


def test_a_table_without_its_key_is_moved_aside_whole(tmp_path):
    path = history(tmp_path, 3)
    conn = sqlite3.connect(str(path))
    conn.executescript("CREATE TABLE g2 AS SELECT played_at, game, rules, seed, seconds FROM games;"
                       "DROP TABLE games; ALTER TABLE g2 RENAME TO games;")
    conn.close()
    before = path.read_bytes()
    db = Stats.open(tmp_path)
    assert db.note and "no column id" in db.note
    assert (tmp_path / "stats.sqlite3.broken-1").read_bytes() == before
    assert count_games(tmp_path / "stats.sqlite3.broken-1") == 3


def test_a_newer_games_file_is_shown_and_never_moved(tmp_path, make_app):
    path = history(tmp_path, 2)
    conn = sqlite3.connect(str(path))
    conn.execute("PRAGMA user_version = 9")
    conn.close()
    db = Stats.open(tmp_path)
    assert db.read_only and db.games_played() == 2
    assert play(db, 1, start=5) == [None]          # kept for a game that can write it
    db.close()
    assert not list(tmp_path.glob("*.broken*"))
    assert "Anna" in screen_draws(make_app, tmp_path)


@pytest.mark.parametrize("kind", ["folder", "fifo"])
def test_a_statistics_file_that_is_no_file_turns_statistics_off_and_stays(tmp_path, make_app, kind):
    path = tmp_path / "stats.sqlite3"
    if kind == "folder":
        path.mkdir()
    else:
        os.mkfifo(path)
    with pytest.raises(StatsError, match="not a file"):
        Stats.open(tmp_path)
    assert path.exists() and not list(tmp_path.glob("*.broken*"))
    assert "stats.sqlite3" in screen_draws(make_app, tmp_path)


# ---------------------------------------------------------------- a read-only folder

@contextlib.contextmanager
def read_only(folder: Path):
    """`folder` cannot be written, even by root (chattr +i), for the block."""
    if os.geteuid() == 0:
        if subprocess.run(["chattr", "+i", str(folder)], capture_output=True).returncode != 0:
            pytest.skip("cannot make a folder read-only for root here (no chattr +i)")
        try:
            yield
        finally:
            subprocess.run(["chattr", "-i", str(folder)], capture_output=True)
    else:
        folder.chmod(0o555)
        try:
            yield
        finally:
            folder.chmod(0o755)


def test_a_read_only_folder_still_shows_the_history_and_says_a_game_cannot_be_kept(tmp_path, make_app):
    path = history(tmp_path, 5)
    before = path.read_bytes()
    with read_only(tmp_path):
        db = Stats.open(tmp_path)
        assert db.read_only and db.games_played() == 5
        with pytest.raises(StatsError, match="cannot be written"):
            play(db, 1, start=10)
        db.close()
        shown = screen_draws(make_app, tmp_path)
    assert "Anna" in shown
    assert path.read_bytes() == before


# ---------------------------------------------------------------- rows nobody should have written

NOT_UTF8 = ("text", b"\xed\xa0\x80Lone\xff")     # a lone surrogate, as bytes in a TEXT value
ODD_ROWS = [
    # (played_at, game, rules, seed, seconds), [(seat, name, kind, place, figures)]
    (("gestern", "durchmarsch", "{}", None, 1.0), [(0, "Odd\x00Date", "keyboard1", 1, '{"turns": 3}')]),
    ((b"\x00\xff\xfe", "mensch", b"\x01", 2 ** 63 - 1, -5.0), [(0, b"\xff\xfeblob", "keyboard1", 1, b"\x00")]),
    ((12345, "zehntausend", "[]", -1, 1e308), [(0, "Huge", "keyboard2", 10 ** 18, '{"best_turn": 1e400}'),
                                               (1, "Negativ", "keyboard3", -3, '{"best_turn": -900}')]),
    (("2026-13-45T99:99:99", "wurf_und_weg", "{}", 1, 2.0), [(0, NOT_UTF8, "bot:grandmaster", 1,
                                                              '{"dice_sent": 99999999999999}')]),
    (("2026-11-21", "schach", "{}", 1, 2.0), [(0, "Kasparow", "keyboard1", 1, '{"turns": 1}')]),
    (("2026-11-22T10:00:00", "durchmarsch", "{}", 1, 2.0), [(0, "x" * 5000, "keyboard1", "erster", "[1, 2]"),
                                                              (1, None, None, None, None)]),
    (("2026-11-23T10:00:00", "durchmarsch", "{}", 1, 2.0), [(0, "Anna", "keyboard1", 1, '{"turns": 4}')]),
]


def plant_odd_rows(folder: Path) -> None:
    db = Stats.open(folder)
    db.close()
    conn = sqlite3.connect(str(folder / "stats.sqlite3"))
    # drop the NOT NULL constraints, as another program might have
    conn.executescript("""
        CREATE TABLE p2 (game_id INTEGER, seat INTEGER, name, kind, place, figures, PRIMARY KEY (game_id, seat));
        DROP TABLE players; ALTER TABLE p2 RENAME TO players;""")
    for game, players in ODD_ROWS:
        cur = conn.execute("INSERT INTO games (played_at, game, rules, seed, seconds) VALUES (?, ?, ?, ?, ?)", game)
        for seat, name, kind, place, figures in players:
            if name is NOT_UTF8:
                conn.execute("INSERT INTO players VALUES (?, ?, CAST(? AS TEXT), ?, ?, ?)",
                             (cur.lastrowid, seat, name[1], kind, place, figures))
                continue
            conn.execute("INSERT INTO players VALUES (?, ?, ?, ?, ?, ?)",
                         (cur.lastrowid, seat, name, kind, place, figures))
    conn.commit()
    conn.close()


def test_odd_rows_are_cleaned_or_skipped_and_the_screen_draws(tmp_path, make_app):
    plant_odd_rows(tmp_path)
    db = Stats.open(tmp_path)
    assert db.note is None
    assert db.games_played() == len(ODD_ROWS)
    names = {w.name for w in db.wins()}
    assert "Anna" in names and "OddDate" in names
    assert all("\x00" not in n and len(n) <= 16 for n in names)
    bests = {b.game: b.value for b in db.bests()}
    assert bests.get("zehntausend") is None, "1e400 and -900 are no records"
    assert bests.get("wurf_und_weg") is None, "an absurd figure is no record"
    assert bests["durchmarsch"] == 3
    assert all(isinstance(d, str) for d, _, _ in db.recent(20))
    assert db.streaks()
    db.close()
    shown = screen_draws(make_app, tmp_path)
    assert "Anna" in shown and "schach" not in shown


def test_a_surrogate_or_nul_in_a_name_from_the_table_itself_is_recorded_clean(tmp_path):
    db = Stats.open(tmp_path)
    db.record("mensch", {"x": float("nan")}, [PlayerResult("A\x00\ud800b", "keyboard1", 1, {"n": float("inf")})],
              float("nan"), seed=2 ** 80, played_at=T0)
    name, = db.conn.execute("SELECT name FROM players").fetchone()
    assert name == "Ab"
    assert db.conn.execute("SELECT seed, seconds FROM games").fetchone() == (None, 0.0)


# ---------------------------------------------------------------- through the game

def test_the_statistics_screen_says_how_many_games_wait_to_be_added(tmp_path, make_app, monkeypatch):
    history(tmp_path, 2)
    entry = statsmod._entry("mensch", {}, [PlayerResult("A", "keyboard1", 1, {})], 12.5, 3, T0)
    statsmod.keep_pending(tmp_path, entry)
    monkeypatch.setattr(statsmod.Stats, "_record_pending", lambda self: 0)   # still busy
    shown = screen_draws(make_app, tmp_path)
    assert "Noch nachzutragen: 1" in shown



ODD_STYLES = ["grün", 6, -1, 2.5, b"\x02\xff", 10 ** 30, None, "drei", 1e308]


def test_odd_colours_in_the_file_are_no_colours_and_every_page_draws(tmp_path, make_app):
    """The seat's colour and shape (a column of its own since schema version 2): whatever
    another program put there, nobody is lost and every page of the screen draws."""
    db = Stats.open(tmp_path)
    for i, odd in enumerate(ODD_STYLES):
        db.record("durchmarsch", {}, [PlayerResult(f"P{i}", "keyboard1", 1, {"turns": 3}),
                                      PlayerResult("Ben", "bot:hard", 2, {})], 60.0, played_at=T0 + timedelta(days=i))
        db.conn.execute("UPDATE players SET style = ? WHERE name = ?",
                        (str(odd) if isinstance(odd, int) and odd > 2 ** 62 else odd, f"P{i}"))
    assert {p.name: p.style for p in db.players() if p.name.startswith("P")} == {
        f"P{i}": None for i in range(len(ODD_STYLES))}
    db.close()
    from scenes.screens.stats import PAGES, StatsScene
    from scenes.ui import text

    app = make_app(data_dir=tmp_path)
    scene = StatsScene(app)
    app.stack = [scene]
    for tab in range(len(PAGES)):
        scene.switch(tab)
        shown = text.watch()
        try:
            app.draw()
        finally:
            text.unwatch()
        names = {"Ben", *(f"P{i}" for i in range(len(ODD_STYLES)))}
        assert names & set(shown) or PAGES[tab] in ("games", "evenings"), (PAGES[tab], shown)


def test_a_newer_version_number_with_the_colour_column_is_shown_read_only(tmp_path, make_app):
    db = Stats.open(tmp_path)
    play(db, 2)
    db.conn.execute(f"PRAGMA user_version={statsmod.SCHEMA_VERSION + 1}")
    db.close()
    again = Stats.open(tmp_path)
    assert again.read_only and again.games_played() == 2 and len(again.players()) == 2
    again.close()
    assert "Anna" in screen_draws(make_app, tmp_path)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_garbage_file_is_said_plainly_on_the_statistics_screen_and_the_game_goes_on(tmp_path, make_app, lang):
    (tmp_path / "stats.sqlite3").write_bytes(b"\x00garbage" * 500)
    from scenes.screens.stats import StatsScene
    from scenes.ui import text

    app = make_app(data_dir=tmp_path)
    app.set_language(lang)
    app.routes.start()
    scene = StatsScene(app)
    app.push(scene)
    shown = text.watch()
    try:
        app.draw()
    finally:
        text.unwatch()
    said = scene.t("stats.moved", file="stats.sqlite3.broken-1")
    assert said in shown, shown
    assert scene.t("stats.empty_how") in shown, "and how the new one fills"
    db, why = app.open_stats()
    assert why is None and play(db, 1)[0] is not None, "the next game is recorded in the new file"
    scene.page_key = None
    shown = text.watch()
    try:
        app.draw()
    finally:
        text.unwatch()
    assert any(said in line for line in shown), "still said at the foot while games are shown"


@pytest.mark.parametrize("kind", ["bot:", "bot:,,,", "bot:sehr schwer", "bot:easy,easy", "bot:\x00hard"])
def test_an_odd_bot_level_in_the_file_is_still_one_bot_by_its_name_and_every_page_draws(make_app, tmp_path, kind):
    from test_stats_people import stats_screen

    from scenes.screens.stats import PAGES

    folder = tmp_path / "odd"
    db = Stats.open(folder)
    db.record("durchmarsch", {}, [PlayerResult("Anna", "keyboard1", 1, {}, 0), PlayerResult("Clara", "bot:hard", 2, {}, 2)],
              60.0, played_at=datetime(2026, 11, 20, 20))
    db.conn.execute("INSERT INTO games (played_at, game, rules, seconds) VALUES ('2026-11-21T20:00:00', "
                    "'durchmarsch', '{}', 1)")
    db.conn.execute("INSERT INTO players (game_id, seat, name, kind, place, figures, style) "
                    "VALUES (last_insert_rowid(), 0, 'Clara', ?, 1, '{}', 2)", (kind,))
    bots = [p for p in db.players() if p.kind.startswith("bot:")]
    assert [(p.name, p.played, p.wins) for p in bots] == [("Clara", 2, 1)], "one bot Clara whatever its level says"
    db.close()
    app, scene = stats_screen(make_app, folder, "en")
    for tab in range(len(PAGES)):
        scene.switch(tab)
        scene.page_key = None
        app.draw()
