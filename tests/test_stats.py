"""Statistics: every finished game is kept; wins, streaks and bests read back; damage and kills."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from game.stats import PlayerResult, Stats, StatsError, places

ROOT = Path(__file__).resolve().parent.parent
T0 = datetime(2026, 11, 20, 20, 0, 0)


def game(db, kind_game, results, minutes=0, seconds=300.0):
    players = [PlayerResult(name, kind, place, figures) for name, kind, place, figures in results]
    return db.record(kind_game, {"heckling": True}, players, seconds, seed=1,
                     played_at=T0 + timedelta(minutes=minutes))


def test_a_finished_game_is_recorded_with_its_seats_ranking_and_figures(tmp_path):
    db = Stats.open(tmp_path)
    game(db, "durchmarsch", [("Anna", "keyboard1", 1, {"turns": 6}), ("Ben", "bot:hard", 2, {"turns": 6})])
    assert db.games_played() == 1
    row = db.conn.execute("SELECT game, rules, seed FROM games").fetchone()
    assert row == ("durchmarsch", '{"heckling": true}', 1)
    assert db.conn.execute("SELECT name, kind, place FROM players ORDER BY seat").fetchall() == [
        ("Anna", "keyboard1", 1), ("Ben", "bot:hard", 2)]


def test_wins_are_counted_per_name_and_game(tmp_path):
    db = Stats.open(tmp_path)
    game(db, "durchmarsch", [("Anna", "keyboard1", 1, {}), ("Ben", "keyboard2", 2, {})], 0)
    game(db, "durchmarsch", [("Anna", "keyboard2", 2, {}), ("Ben", "keyboard1", 1, {})], 10)
    game(db, "durchmarsch", [("Anna", "pad1", 1, {}), ("Ben", "keyboard1", 2, {})], 20)
    game(db, "zehntausend", [("Anna", "keyboard1", 2, {}), ("Clara", "bot:easy", 1, {})], 30)
    wins = {(w.name, w.kind, w.game): (w.played, w.wins) for w in db.wins()}
    assert wins[("Anna", "human", "durchmarsch")] == (3, 2), "the same person on other keys is one name"
    assert wins[("Ben", "human", "durchmarsch")] == (3, 1)
    assert wins[("Anna", "human", "zehntausend")] == (1, 0)
    assert wins[("Clara", "bot:easy", "zehntausend")] == (1, 1), "a bot is counted by its table name, shown as a bot"
    assert db.wins()[0].name == "Anna"


def test_winning_streaks_of_people(tmp_path):
    db = Stats.open(tmp_path)
    for i, winner in enumerate(["Anna", "Anna", "Anna", "Ben", "Anna"]):
        loser = "Ben" if winner == "Anna" else "Anna"
        game(db, "mensch", [(winner, "keyboard1", 1, {}), (loser, "keyboard2", 2, {})], i)
    streaks = {s.name: (s.current, s.best) for s in db.streaks()}
    assert streaks == {"Anna": (1, 3), "Ben": (0, 1)}


def test_ties_share_first_place_and_both_win(tmp_path):
    db = Stats.open(tmp_path)
    ranking = [[0, 2], [1]]
    p = places(ranking, 3)
    assert p == [1, 3, 1], "the next place after a shared first skips"
    game(db, "wurf_und_weg", [("A", "keyboard1", p[0], {}), ("B", "keyboard2", p[1], {}), ("C", "bot:hard", p[2], {})])
    assert {(w.name, w.kind) for w in db.wins() if w.wins} == {("A", "human"), ("C", "bot:hard")}


def test_bests_fastest_durchmarsch_and_highest_zehntausend_turn(tmp_path):
    db = Stats.open(tmp_path)
    game(db, "durchmarsch", [("Anna", "keyboard1", 1, {"turns": 9}), ("Ben", "keyboard2", 2, {"turns": 2})], 0)
    game(db, "durchmarsch", [("Ben", "keyboard1", 1, {"turns": 4}), ("Anna", "keyboard2", 2, {"turns": 4})], 5)
    game(db, "zehntausend", [("Clara", "keyboard1", 2, {"best_turn": 2450}), ("Anna", "keyboard2", 1, {"best_turn": 900})], 9)
    bests = {b.game: (b.name, b.value) for b in db.bests()}
    assert bests["durchmarsch"] == ("Ben", 4), "only a win counts as the fastest Durchmarsch"
    assert bests["zehntausend"] == ("Clara", 2450)
    assert "mensch" not in bests, "a game never played has no best yet"


def test_the_database_is_created_on_first_run_and_kept(tmp_path):
    folder = tmp_path / "new" / "data"
    db = Stats.open(folder)
    game(db, "mensch", [("A", "keyboard1", 1, {}), ("B", "keyboard2", 2, {})])
    db.close()
    assert Stats.open(folder).games_played() == 1


@pytest.mark.parametrize("content", [b"this is not a database at all" * 50, bytes(range(256)) * 16])
def test_a_damaged_database_is_moved_aside_and_a_new_one_started(tmp_path, content):
    (tmp_path / "stats.sqlite3").write_bytes(content)
    db = Stats.open(tmp_path)
    assert db.note and "moved aside" in db.note
    assert (tmp_path / "stats.sqlite3.broken-1").read_bytes() == content
    assert db.games_played() == 0
    game(db, "mensch", [("A", "keyboard1", 1, {}), ("B", "keyboard2", 2, {})])
    assert db.games_played() == 1


def test_a_folder_that_cannot_be_made_gives_a_reason_not_a_crash(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(StatsError, match="cannot create"):
        Stats.open(blocker / "data")


WRITER = """
import sys, time
sys.path.insert(0, {root!r})
from game.stats import PlayerResult, Stats
db = Stats.open({folder!r})
print("ready", flush=True)
i = 0
while True:
    players = [PlayerResult(f"P{{s}}", "keyboard1", s + 1, {{"turns": i}}) for s in range(4)]
    db.record("durchmarsch", {{}}, players, 1.0)
    print("game", i, flush=True)
    i += 1
"""


def test_a_kill_at_any_moment_leaves_the_database_whole(tmp_path):
    """Kill a process writing game after game at random moments: every game kept is whole."""
    import random

    rng = random.Random(5)
    folder = tmp_path / "data"
    last = 0
    for _ in range(5):
        proc = subprocess.Popen([sys.executable, "-c", WRITER.format(root=str(ROOT), folder=str(folder))],
                                stdout=subprocess.PIPE, text=True)
        assert proc.stdout.readline().strip() == "ready"
        for _ in range(rng.randint(1, 6)):      # a random number of games in, whatever the speed:
            proc.stdout.readline()               # the kill then lands inside the next write
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        db = Stats.open(folder)
        assert db.note is None, db.note
        assert db.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        games = db.games_played()
        assert games >= last, "games already written are never lost"
        counts = {n for (n,) in db.conn.execute("SELECT count(*) FROM players GROUP BY game_id")}
        assert counts <= {4}, "no game is stored with some of its players missing"
        assert db.conn.execute("SELECT count(*) FROM players").fetchone()[0] == 4 * games
        last = games
        db.close()
    assert last > 0
