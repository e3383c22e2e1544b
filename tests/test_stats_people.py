"""Statistics about people: one person is one entry whatever seat, keys, pad or colour they
played with; a bot is never merged with a person of the same name and is counted by its level
(all bots of one level are one entry, whatever the seat's name); everyone keeps the colour
and shape they last played with; the chart over time has one point per playing day; a file
written by the version before (no colours kept) still loads, gains its column and loses
nothing; odd colours and kept games of either version never break anything."""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime, timedelta

import pytest
from stats_kit import placed_on_page

import game.stats as statsmod
from game.evening import Evening, Player, stats_entry
from game.stats import PlayerResult, Stats

T0 = datetime(2026, 11, 20, 20, 0, 0)


@pytest.fixture
def db(tmp_path):
    stats = Stats.open(tmp_path)
    yield stats
    stats.close()


def record(db, when: datetime, *seats: tuple, game: str = "durchmarsch") -> None:
    """One game: seats are (name, kind, place, style)."""
    db.record(game, {}, [PlayerResult(n, k, p, {}, s) for n, k, p, s in seats], 60.0, played_at=when)


# ---------------------------------------------------------------- one person, one entry

def test_one_person_on_other_keys_pads_and_colours_is_one_entry(db):
    record(db, T0, ("Ben", "keyboard1", 1, 0), ("Anna", "keyboard2", 2, 1))
    record(db, T0 + timedelta(days=1), ("ben ", "pad2", 2, 4), ("Anna", "keyboard1", 1, 2))
    record(db, T0 + timedelta(days=2), ("BEN", "keyboard3", 1, 5), ("Anna", "pad1", 2, 3), game="mensch")
    people = db.players()
    assert [(p.name, p.kind, p.played, p.wins) for p in people] == [("BEN", "human", 3, 2), ("Anna", "human", 3, 1)], \
        "Ben is one person (named as last written), on three devices and in three colours"
    wins = {(w.name, w.game): (w.played, w.wins) for w in db.wins()}
    assert wins[("BEN", "durchmarsch")] == (2, 1) and wins[("BEN", "mensch")] == (1, 1)
    assert {s.name: s.best for s in db.streaks()} == {"BEN": 1, "Anna": 1}
    assert db.head_to_head("ben", "anna").games == 3, "compared as the game compares names"
    assert [s.name for s in db.wins_over_time().series] == ["BEN", "Anna"]


def test_a_bot_is_never_merged_with_a_person_of_the_same_name(db):
    record(db, T0, ("Clara", "keyboard1", 1, 2), ("Clara", "bot:hard", 2, 0), ("Clara", "bot:easy", 3, 1))
    record(db, T0 + timedelta(hours=1), ("Clara", "bot:hard", 1, 0), ("Clara (Bot)", "pad1", 2, 3))
    people = {(p.name, p.kind): (p.played, p.wins) for p in db.players()}
    assert people == {("Clara", "human"): (1, 1), ("Clara", "bot:easy,hard"): (2, 1),
                      ("Clara (Bot)", "human"): (1, 0)}, \
        "a person named like a bot stays a person; the bot Clara is one entry with the levels it played"
    assert {(s.name, s.kind): s.best for s in db.streaks()} == {
        ("Clara", "human"): 1, ("Clara", "bot:easy,hard"): 1, ("Clara (Bot)", "human"): 0}, \
        "a bot's run is its own, never a person's of the same name"
    assert db.head_to_head(("Clara", "human"), ("Clara", "bot:hard")).games == 1


def test_a_bot_is_one_entry_by_its_table_name_whatever_level_it_played(db):
    """"David" at easy and "David" at normal are the same character; "Clara" is another bot."""
    record(db, T0, ("David", "bot:easy", 1, 3), ("Anna", "keyboard1", 2, 0))
    record(db, T0 + timedelta(days=1), ("Clara", "bot:easy", 1, 2), ("Anna", "keyboard1", 2, 0),
           ("David", "bot:normal", 3, 3))
    assert {(p.name, p.kind, p.played, p.wins) for p in db.players() if p.kind != "human"} == {
        ("David", "bot:easy,normal", 2, 1), ("Clara", "bot:easy", 1, 1)}
    series = {s.name: s.wins for s in db.wins_over_time().series}
    assert series == {"David": 1, "Clara": 1, "Anna": 0}, "one line per bot name"


def test_everyone_keeps_the_colour_and_shape_they_last_played_with(db):
    record(db, T0, ("Clara", "keyboard1", 1, 0), ("Ben", "bot:hard", 2, 1))
    record(db, T0 + timedelta(days=2), ("Clara", "keyboard2", 2, 2), ("Ben", "bot:hard", 1, 5))
    record(db, T0 + timedelta(days=1), ("Clara", "pad1", 1, 4))          # recorded later, played earlier
    looks = db.looks()
    assert looks[("clara", "human")].style == 2, "a green triangle in the last game: a green triangle here"
    assert looks[("ben", "bot:")].style == 5, "a bot too keeps the look its seat last had at the table"
    assert {p.name: p.style for p in db.players()} == {"Clara": 2, "Ben": 5}
    assert {s.name: s.style for s in db.wins_over_time().series} == {"Clara": 2, "Ben": 5}
    db.conn.execute("INSERT INTO games (played_at, game, rules, seconds) VALUES ('2026-11-30T20:00:00', "
                    "'mensch', '{}', 1)")
    db.conn.execute("INSERT INTO players (game_id, seat, name, kind, place, figures, style) "
                    "VALUES (last_insert_rowid(), 0, 'Clara', 'keyboard1', 1, '{}', NULL)")
    assert db.looks()[("clara", "human")].style == 2, "a game without a colour keeps the last known one"


# ---------------------------------------------------------------- one point per day

def test_the_chart_over_time_has_one_point_per_day_only_through_ones_own_days(db):
    day = T0
    record(db, day, ("Anna", "keyboard1", 1, 0), ("Ben", "keyboard2", 2, 1))
    record(db, day + timedelta(hours=1), ("Anna", "keyboard1", 1, 0), ("Ben", "keyboard2", 2, 1))
    record(db, day + timedelta(hours=5, minutes=30), ("Anna", "keyboard1", 2, 0), ("Ben", "keyboard2", 1, 1))
    record(db, day + timedelta(days=3), ("Anna", "keyboard1", 1, 0), ("Clara", "keyboard3", 2, 2))
    record(db, day + timedelta(days=1), ("Dora", "keyboard1", 1, 3), ("Clara", "keyboard3", 2, 2))
    data = db.wins_over_time()
    assert data.days == ["2026-11-20", "2026-11-21", "2026-11-23"], "a game at 01:30 is the 21st's"
    lines = {s.name: s.points for s in data.series}
    assert lines["Anna"] == [(1, 2), (2, 2), (3, 3)], "one point per day (after its last game), only Anna's days"
    assert lines["Ben"] == [(1, 0), (2, 1)], "the 01:30 game is the next day's"
    assert lines["Clara"] == [(2, 0), (3, 0)] and lines["Dora"] == [(2, 1)]
    for points in lines.values():
        assert [x for x, _y in points] == sorted({x for x, _y in points}), "in date order, each day once"


def test_the_day_of_a_stored_date():
    assert statsmod.played_day("2026-11-21T01:30:00") == "2026-11-21"
    assert statsmod.played_day("2026-11-20T23:59:59") == "2026-11-20"
    assert statsmod.played_day("2026-03-01T00:00:00") == "2026-03-01"
    assert statsmod.played_day("2026-11-21") == "2026-11-21"
    for odd in (None, "", "gestern", b"\xff", 12, "2026-13-40T01:00:00", "2026-02-31T01:00:00"):
        assert statsmod.played_day(odd) in ("", "2026-02-31"), odd


@pytest.mark.parametrize("minutes", [-10, 10, 50])
def test_around_midnight_every_page_dates_a_game_on_the_same_day(db, minutes):
    """A game just before or after midnight: the chart's only day and the recent games say the
    same date (never "Nur ein Spieltag (27.11.)" beside 28.11. on another page)."""
    when = datetime(2026, 11, 28, 0, 0, 0) + timedelta(minutes=minutes)
    record(db, when, ("Anna", "keyboard1", 1, 0), ("Ben", "keyboard2", 2, 1))
    data = db.wins_over_time()
    (shown, _game, _winners), = db.recent()
    assert data.first == data.last == shown[:10] == when.date().isoformat(), (data.first, shown)


# ---------------------------------------------------------------- a file of the version before

OLD_SCHEMA = """
CREATE TABLE games (id INTEGER PRIMARY KEY, played_at TEXT NOT NULL, game TEXT NOT NULL, rules TEXT NOT NULL,
                    seed INTEGER, seconds REAL NOT NULL);
CREATE TABLE players (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, seat INTEGER NOT NULL,
                      name TEXT NOT NULL, kind TEXT NOT NULL, place INTEGER NOT NULL, figures TEXT NOT NULL,
                      PRIMARY KEY (game_id, seat));
CREATE INDEX players_by_name ON players(name);
CREATE TABLE evenings (id INTEGER PRIMARY KEY, uid TEXT NOT NULL DEFAULT '', started_at TEXT NOT NULL DEFAULT '',
                       ended_at TEXT NOT NULL DEFAULT '', points TEXT NOT NULL DEFAULT '[]',
                       standings TEXT NOT NULL DEFAULT '[]', games TEXT NOT NULL DEFAULT '[]');
PRAGMA user_version=1;
"""


def old_file(folder) -> None:
    """A statistics file as the version before wrote it: no colours, schema version 1."""
    conn = sqlite3.connect(str(folder / statsmod.DB_NAME))
    conn.executescript(OLD_SCHEMA)
    for day in range(3):
        cur = conn.execute("INSERT INTO games (played_at, game, rules, seed, seconds) VALUES (?, 'zehntausend', "
                           "'{}', 1, 300.0)", ((T0 + timedelta(days=day)).isoformat(),))
        conn.execute("INSERT INTO players VALUES (?, 0, 'Anna', 'keyboard1', ?, '{\"best_turn\": 1500}')",
                     (cur.lastrowid, 1 if day else 2))
        conn.execute("INSERT INTO players VALUES (?, 1, 'Ben', 'bot:hard', ?, '{}')", (cur.lastrowid, 2 if day else 1))
    conn.execute("INSERT INTO evenings (uid, started_at, ended_at, standings, games) VALUES ('e1', ?, ?, ?, '[]')",
                 (T0.isoformat(), T0.isoformat(), json.dumps([{"name": "Anna", "kind": "keyboard1", "place": 1,
                                                               "points": 3, "wins": 1, "games": 1}])))
    conn.commit()
    conn.close()


def test_a_file_of_the_version_before_is_migrated_and_loses_nothing(tmp_path):
    old_file(tmp_path)
    db = Stats.open(tmp_path)
    assert db.note is None and db.read_only is None, "no damage, nothing moved aside"
    assert db.conn.execute("PRAGMA user_version").fetchone()[0] == statsmod.SCHEMA_VERSION
    assert "style" in {row[1] for row in db.conn.execute("PRAGMA table_info(players)")}
    assert db.games_played() == 3
    assert {(p.name, p.kind): (p.played, p.wins, p.style) for p in db.players()} == {
        ("Anna", "human"): (3, 2, None), ("Ben", "bot:hard"): (3, 1, None)}, "every old game counts, no colour known"
    assert db.evenings()[0].standings[0]["style"] is None
    record(db, T0 + timedelta(days=5), ("Anna", "pad1", 1, 3))
    assert db.looks()[("anna", "human")].style == 3, "the next game keeps its colour"
    db.close()
    assert not list(tmp_path.glob("*.broken-*"))
    again = Stats.open(tmp_path)
    assert again.games_played() == 4 and again.players()[0].style == 3
    again.close()


def test_a_file_of_the_version_before_that_can_only_be_read_still_shows_everything(tmp_path):
    old_file(tmp_path)
    conn = sqlite3.connect((tmp_path / statsmod.DB_NAME).resolve().as_uri() + "?mode=ro", uri=True,
                           isolation_level=None)
    db = Stats(tmp_path / statsmod.DB_NAME, conn)
    db.read_only = "a read-only folder"
    assert [(p.name, p.kind, p.played, p.style) for p in db.players()] == [("Anna", "human", 3, None),
                                                                          ("Ben", "bot:hard", 3, None)]
    assert db.wins_over_time().series and db.records() and db.recent(3)
    db.close()


def test_a_file_of_the_version_before_half_repaired_by_hand_is_migrated_all_the_same(tmp_path):
    old_file(tmp_path)
    conn = sqlite3.connect(str(tmp_path / statsmod.DB_NAME))
    conn.execute("ALTER TABLE players ADD COLUMN style INTEGER")    # the column there, the version not
    conn.commit()
    conn.close()
    db = Stats.open(tmp_path)
    assert db.note is None and db.games_played() == 3
    assert db.conn.execute("PRAGMA user_version").fetchone()[0] == statsmod.SCHEMA_VERSION
    db.close()


# ---------------------------------------------------------------- hostile

@pytest.mark.parametrize("odd", ["grün", 6, -1, 2.5, b"\x02", 2 ** 70])
def test_an_odd_colour_in_the_file_is_no_colour_and_breaks_nothing(db, odd):
    record(db, T0, ("Anna", "keyboard1", 1, 1), ("Ben", "keyboard2", 2, 2))
    db.conn.execute("UPDATE players SET style = ?", (str(odd) if isinstance(odd, int) and odd > 2 ** 62 else odd,))
    record(db, T0 - timedelta(days=1), ("Anna", "keyboard1", 1, None))
    assert {p.name: p.style for p in db.players()} == {"Anna": None, "Ben": None}


def test_an_odd_colour_given_to_record_is_kept_as_none(db):
    db.record("mensch", {}, [PlayerResult("Anna", "keyboard1", 1, {}, style) for style in ("2", 9)]
              + [PlayerResult("Ben", "keyboard2", 2, {}, 4)], 60.0, played_at=T0)
    assert db.conn.execute("SELECT style FROM players ORDER BY seat").fetchall() == [(None,), (None,), (4,)]


def test_kept_games_of_both_versions_are_recorded_with_their_colours(tmp_path):
    old = {"format": 1, "played_at": T0.isoformat(), "game": "mensch", "rules": "{}", "seed": 1, "seconds": 5.0,
           "players": [["Anna", "keyboard1", 1, "{}"]]}
    new = dict(old, format=2, played_at=(T0 + timedelta(days=1)).isoformat(),
               players=[["Anna", "keyboard1", 1, "{}", 3], ["Ben", "bot:easy", 2, "{}", "rot"]])
    odd = dict(new, played_at=(T0 + timedelta(days=2)).isoformat(), players=[["Anna", "keyboard1", 1, "{}", 3, 4]])
    for n, entry in enumerate((old, new, odd)):
        (tmp_path / f"{statsmod.PENDING_PREFIX}{n}.json").write_text(json.dumps(entry), encoding="utf-8")
    db = Stats.open(tmp_path)
    assert db.games_played() == 2, "the version before's game and this version's; the odd one set aside"
    assert db.conn.execute("SELECT name, style FROM players ORDER BY game_id, seat").fetchall() == [
        ("Anna", None), ("Anna", 3), ("Ben", None)]
    assert list(tmp_path.glob("*.rejected")), "the file that is no game is kept aside, not deleted"
    db.close()


def test_an_evening_keeps_its_players_colours_and_counts_people_as_one(db):
    ev = Evening([Player("Anna", "keyboard1", 4), Player("Ben", "bot:hard", 2)])
    ev.record("durchmarsch", [0, 1], [[0], [1]])
    db.record_evening(stats_entry(ev))
    ev2 = Evening([Player("anna", "pad1", 1), Player("Ben", "keyboard2", 0)])
    ev2.record("durchmarsch", [0, 1], [[1], [0]])
    db.record_evening(stats_entry(ev2))
    standings = db.evenings()[1].standings
    assert [(s["name"], s["style"]) for s in standings] == [("Anna", 4), ("Ben", 2)]
    assert db.evenings_per_person() == {("anna", "human"): (2, 1), ("ben", "bot:"): (1, 0),
                                        ("ben", "human"): (1, 1)}


# ---------------------------------------------------------------- through a real table

def test_a_game_played_at_the_table_records_the_colour_and_shape_each_seat_wore(make_app):
    from game.games import game_by_name
    from game.seats import Seat
    from scenes.screens.menu import MenuScene
    from scenes.screens.results import ResultsScene

    app = make_app()
    app.config.general.bot_speed = 8.0
    app.config.general.dice_speed = 4.0
    app.reset_to(MenuScene(app))
    seats = [Seat("Clara", "bot:hard", style=2), Seat("Ben", "bot:easy", style=5)]
    app.push(app.routes.table(game_by_name("durchmarsch"), seats, 5))
    for _ in range(120 * 600):
        app.step(1 / 120)
        if isinstance(app.top, ResultsScene):
            break
    assert isinstance(app.top, ResultsScene)
    db, _why = app.open_stats()
    assert {p.name: p.style for p in db.players()} == {"Clara": 2, "Ben": 5}, "the bots in their seats' looks"
    assert {row[0]: row[1] for row in db.conn.execute("SELECT name, style FROM players")} == {"Clara": 2, "Ben": 5}, \
        "each seat's look is kept with the game"


# ---------------------------------------------------------------- on the screen

def stats_screen(make_app, folder, lang="de"):
    from scenes.screens.stats import StatsScene

    app = make_app(data_dir=folder)
    app.set_language(lang)
    app.routes.start()
    scene = StatsScene(app)
    app.push(scene)
    return app, scene


def tokens_beside_names(app, monkeypatch) -> dict[str, list]:
    """Draw a frame: each drawn name -> the looks of the tokens drawn on its line just left of it
    (a style 0-5, "unknown" for the grey disc of someone without a known colour, ("bot", style)
    for a bot's chip in a colour)."""
    from scenes.screens import stats as screen
    from scenes.ui import text

    tokens = []
    real_seat, real_unknown, real_bot = screen.draw_seat_token, screen.draw_unknown_token, screen.draw_bot_token
    monkeypatch.setattr(screen, "draw_bot_token", lambda s, c, r, style=None: (tokens.append((("bot", style), c)),
                                                                             real_bot(s, c, r, style)))
    monkeypatch.setattr(screen, "draw_seat_token", lambda s, style, c, r: (tokens.append((style, c)),
                                                                        real_seat(s, style, c, r)))
    monkeypatch.setattr(screen, "draw_unknown_token", lambda s, c, r: (tokens.append(("unknown", c)),
                                                                     real_unknown(s, c, r)))
    app.top.page_key = None
    places = text.watch_places()
    try:
        app.draw()
    finally:
        text.unwatch()
    out: dict[str, list] = {}
    for said, rect, _surface in places:
        near = [look for look, (x, y) in tokens if abs(y - rect.centery) <= 4 and 0 <= rect.left - x <= 30]
        if near:
            out.setdefault(said, []).extend(near)
    return out


def test_the_screen_shows_each_person_with_the_token_they_last_played_with(make_app, tmp_path, monkeypatch):
    folder = tmp_path / "stats"
    db = Stats.open(folder)
    record(db, T0, ("Clara", "keyboard1", 1, 0), ("Ben", "keyboard2", 2, 1))
    record(db, T0 + timedelta(days=1), ("clara", "pad1", 1, 2), ("Ben", "bot:hard", 2, 4), ("Ben", "keyboard3", 3, 5))
    db.close()
    app, scene = stats_screen(make_app, folder)
    seen = tokens_beside_names(app, monkeypatch)
    assert set(seen["clara"]) == {2}, "Clara a green triangle in her last game: a green triangle here"
    assert set(seen["Ben"]) == {5, ("bot", 4)}, "the person Ben in his own look, the bot Ben a chip in its seat's colour"


def test_the_screen_shows_a_file_of_the_version_before_with_plain_tokens(make_app, tmp_path, monkeypatch):
    folder = tmp_path / "old"
    folder.mkdir()
    old_file(folder)
    app, scene = stats_screen(make_app, folder)
    from scenes.screens.stats import PAGES

    for tab, name in enumerate(PAGES):
        scene.switch(tab)
        seen = tokens_beside_names(app, monkeypatch)
        if name in ("overview", "records", "evenings"):
            assert seen.get("Anna") and set(seen["Anna"]) == {"unknown"}, (name, seen)
    db, why = app.open_stats()
    assert why is None and db.note is None and db.games_played() == 3, "nothing lost, nothing moved aside"


def test_a_dropped_colour_column_is_added_back_and_the_games_stay(tmp_path, make_app):
    db = Stats.open(tmp_path)
    record(db, T0, ("Anna", "keyboard1", 1, 3), ("Ben", "keyboard2", 2, 1))
    db.close()
    conn = sqlite3.connect(str(tmp_path / statsmod.DB_NAME))
    conn.execute("ALTER TABLE players DROP COLUMN style")
    conn.commit()
    conn.close()
    db = Stats.open(tmp_path)
    assert db.note is None and db.games_played() == 1
    assert db.players()[0].style is None, "the colours went with the column; the games stay"
    record(db, T0 + timedelta(days=1), ("Anna", "keyboard1", 1, 3))
    assert db.players()[0].style == 3
    db.close()
    app, _scene = stats_screen(make_app, tmp_path)
    app.draw()


def test_a_game_written_by_another_copy_shows_at_the_next_read(tmp_path):
    db = Stats.open(tmp_path)
    record(db, T0, ("Anna", "keyboard1", 1, 0), ("Ben", "keyboard2", 2, 1))
    assert [p.played for p in db.players()] == [1, 1]
    other = Stats.open(tmp_path)
    record(other, T0 + timedelta(days=1), ("Anna", "pad1", 1, 3))
    other.close()
    assert {p.name: (p.played, p.style) for p in db.players()} == {"Anna": (2, 3), "Ben": (1, 1)}
    db.close()


SIXTEEN = ["Maximilian-Alexa", "Jürgen Größe-Übe", "Wolfgang Wümmelm", "Annemarie Kluge", "Benedikt Bäumer",
           "Charlotte Zweig", "Dorothea Lindner", "Friederike Haas"]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_page_holds_many_people_with_sixteen_letters_whole_and_readable(make_app, tmp_path, lang):
    from scenes.screens.stats import PAGES
    from scenes.ui import text
    from tests.test_results_story import overlapping

    folder = tmp_path / "many"
    db = Stats.open(folder)
    for day in range(12):
        seats = [(SIXTEEN[(day + k) % 8], "bot:hard" if (day + k) % 3 == 0 else f"keyboard{k + 1}", k + 1, k)
                 for k in range(4)]
        db.record(["durchmarsch", "mensch", "zehntausend", "wurf_und_weg"][day % 4], {},
                  [PlayerResult(n, kd, p, {"turns": 12, "captures": 7, "best_turn": 12350, "dice_sent": 99}, st)
                   for n, kd, p, st in seats], 60.0, played_at=T0 + timedelta(days=day))
    for n in range(4):
        ev = Evening([Player(name, "bot:normal" if k % 3 == 0 else f"keyboard{k % 4 + 1}") for k, name in
                      enumerate(SIXTEEN[:6])])
        ev.record("zehntausend", list(range(6)), [[n], *[[k] for k in range(6) if k != n]])
        db.record_evening(stats_entry(ev))
    db.close()
    app, scene = stats_screen(make_app, folder, lang)
    screen = (0, 0, 1280, 720)
    for tab, name in enumerate(PAGES):
        scene.switch(tab)
        scene.time += 5
        sizes = text.watch_sizes()
        places = text.watch_places()
        try:
            app.draw()
        finally:
            text.unwatch()
        places = [(t, r) for t, r, _s in places if t.strip()]
        assert [t for t, _r in places if "…" in t] == [], (lang, name, "nothing cut")
        assert [p for p in places if not r_inside(p[1], screen)] == [], (lang, name)
        assert overlapping(places) == [], (lang, name)
        assert [(t, s) for t, s in sizes if s < text.READABLE and t.strip()] == [], (lang, name)
        shown = {t for t, _r in places}
        if name == "overview":
            assert len(shown & set(SIXTEEN)) >= 6, (name, shown & set(SIXTEEN))
        if name == "evenings":      # the four people of the evenings (the two bots are one level)
            assert len(shown & set(SIXTEEN)) >= 4, (name, shown & set(SIXTEEN))


def r_inside(rect, screen) -> bool:
    import pygame

    return pygame.Rect(screen).contains(rect)


def test_on_a_chart_every_line_wears_its_own_look_and_an_unknown_one_a_free_look(make_app):
    from scenes.screens.stats import StatsScene

    app = make_app()
    scene = StatsScene(app)
    bot = scene.style_of("Clara", "bot:hard", 3)
    assert bot == 3, "a bot wears the look its seat had at the table"
    styles = scene.chart_styles([("Clara", "bot:hard", bot), ("Clara", "human", 2), ("Dora", "human", None),
                                 ("Ben", "human", 1)])
    assert styles[0] == 3 and styles[1] == 2 and styles[3] == 1, "everyone as they played"
    assert len(set(styles)) == 4, "Dora's line (no known colour) in a look nobody else wears"


def test_the_overview_reads_at_a_glance_big_wins_and_a_token_beside_every_name(make_app, tmp_path, monkeypatch):
    from scenes.ui import text

    folder = tmp_path / "glance"
    db = Stats.open(folder)
    for day in range(5):
        record(db, T0 + timedelta(days=day), ("Anna", "keyboard1", 1 if day < 4 else 2, 0),
               ("Ben", "pad1", 2 if day < 4 else 1, 1), ("Clara", "bot:easy", 3, 2))
    db.close()
    app, scene = stats_screen(make_app, folder)
    sizes = text.watch_sizes()
    try:
        app.draw()
    finally:
        text.unwatch()
    assert max(size for t, size in sizes if t == "4") >= 32 and max(size for t, size in sizes if t == "1") >= 32, "wins as big numbers (Anna 4, Ben 1)"
    assert all(size >= text.READABLE for t, size in sizes if t.strip())
    beside = tokens_beside_names(app, monkeypatch)
    assert set(beside["Anna"]) == {0} and set(beside["Ben"]) == {1}
    assert set(beside["Clara"]) == {("bot", 2)}, "the bot Clara in the bots' section, a chip in its seat's colour"


def test_each_name_stands_beside_the_end_of_its_line(make_app, tmp_path, monkeypatch):
    from scenes.screens import stats as screen
    from scenes.ui import text

    folder = tmp_path / "ends"
    db = Stats.open(folder)
    for day in range(4):
        record(db, T0 + timedelta(days=day), ("Anna", "keyboard1", 1, 0), ("Ben", "keyboard2", 2, 1),
               *([("Clara", "bot:hard", 3, 2)] if day == 1 else []))
    db.close()
    charts = []
    real = screen.DayChart.__init__

    def spy(self, *args, **kwargs):
        real(self, *args, **kwargs)
        charts.append(self)

    monkeypatch.setattr(screen.DayChart, "__init__", spy)
    app, scene = stats_screen(make_app, folder)
    scene.switch(screen.PAGES.index("history"))
    places = text.watch_places()
    try:
        app.draw()
    finally:
        text.unwatch()
    chart = charts[-1]
    origin = (screen.CONTENT.x + 20, screen.CONTENT.y + 14)
    labels = {t: r for t, r, _s in places}
    ends = {s.label: origin[1] + chart.to_screen(*s.points[-1])[1] for s in chart.series}
    for name, y in ends.items():
        label = labels[name]
        assert label.left > origin[0] + chart.size[0], (name, "right of the chart")
        assert abs(label.centery - y) <= 60, (name, label, y)    # moved apart at most a line or two
    for a in ends:
        for b in ends:
            if ends[a] < ends[b]:
                assert labels[a].centery < labels[b].centery, "in the order of the line ends"
            if a != b:
                assert abs(labels[a].centery - labels[b].centery) >= 24, "never over one another"
    assert labels["Clara"].right < labels["(Bot: schwer)"].left, "the bot by its table name, then (Bot: schwer)"


def test_the_overview_ranks_the_people_and_lists_the_bots_per_level_in_a_section_below(make_app, monkeypatch):
    """"Ben" and "Ben (Bot, mittel)" read as one person twice: the ranking holds people only,
    and under it a "Bots" section has a row per level ("Bot mittel"), without a place."""
    from helpers import texts_placed

    from scenes.screens import stats as screen
    from scenes.screens.stats import BOARD_RECT, StatsScene

    monkeypatch.setattr(screen, "FEW_GAMES", 1)     # the ranking as it stands after a few games

    app = make_app()
    app.set_language("de")
    stats, _ = app.open_stats()
    record(stats, T0, ("Ben", "keyboard1", 2, 0), ("Ben", "bot:normal", 1, 1), ("Anna", "keyboard2", 3, 2))
    record(stats, T0 + timedelta(hours=1), ("Ben", "keyboard1", 1, 0), ("David", "bot:easy", 2, 3))
    app.routes.start()
    app.push(StatsScene(app))
    placed = [(t, r) for t, r in texts_placed(app) if BOARD_RECT.contains(r)]
    words = [t for t, _r in placed]
    bots = next(r for t, r in placed if t == "Bots")
    people = [t for t, r in placed if r.bottom < bots.top]
    assert people.count("Ben") == 1 and "David" not in people, "no bot among the people"
    assert [t for t, r in placed if r.top > bots.bottom - 4 and t in ("Ben", "David")] == ["Ben", "David"], \
        "the bots' section names each bot by its table name"
    for name in ("Ben", "Anna"):
        assert next(r for t, r in placed if t == name).bottom < bots.top, f"{name} stands above the bots"
    for level in ("leicht", "mittel"):
        row = next(r for t, r in placed if t == f"(Bot: {level})")
        assert row.top > bots.bottom - 4, f"Bot {level} in the bots' section"
    assert "1." in words and "2." not in words and "3." not in words, \
        "the people's places only: Ben first; Anna without a win has no place (and no place for a bot)"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_page_at_960x540_keeps_its_panels_and_words_on_screen(make_app, monkeypatch, lang):
    """In a 960x540 window (the picture scaled to it) every statistics page keeps each panel
    whole on the screen, clear of its edges, and every word inside the screen."""
    import pygame
    from helpers import run_frames
    from test_screens_fit import stats_with_games_and_evenings

    from scenes.screens import stats as screen
    from scenes.ui import text

    app = make_app("[display]\nwidth = 960\nheight = 540\n")
    app.set_language(lang)
    stats_with_games_and_evenings(app)
    record(app.open_stats()[0], T0, ("Ben", "keyboard1", 1, 0), ("Ben", "bot:normal", 2, 1))
    app.routes.start()
    scene = screen.StatsScene(app)
    app.push(scene)
    panels = []
    real = screen.draw_panel
    monkeypatch.setattr(screen, "draw_panel", lambda surface, rect, *a, **k: (panels.append(pygame.Rect(rect)),
                                                                           real(surface, rect, *a, **k)))
    inside = pygame.Rect(0, 0, 1280, 720).inflate(-2 * 24, -2 * 24)
    for tab, name in enumerate(screen.PAGES):
        panels.clear()
        scene.switch(tab)
        run_frames(app, 150)
        places = text.watch_places()
        try:
            scene.page_key = None
            app.draw()
        finally:
            text.unwatch()
        assert panels, name
        assert all(inside.contains(p) for p in panels), (name, [p for p in panels if not inside.contains(p)])
        words = [(t, r) for t, r, _surface in places if t.strip()]      # (a page is drawn whole, then shown)
        assert words and all(app.screen.get_rect().contains(r) for _t, r in words), name


def test_few_people_on_one_playing_day_get_a_full_sheet_not_an_empty_panel(make_app, tmp_path, monkeypatch):
    from helpers import run_frames, sizes_drawn, texts_placed

    from scenes.screens.stats import CONTENT, PAGES

    folder = tmp_path / "one"
    db = Stats.open(folder)
    record(db, T0, ("Anna", "keyboard1", 1, 0), ("Ben", "keyboard2", 2, 1), ("Clara", "pad1", 3, 2),
           ("David", "bot:easy", 4, 3))
    db.close()
    app, scene = stats_screen(make_app, folder)
    scene.switch(PAGES.index("history"))
    run_frames(app, 150)
    sizes = dict(sizes_drawn(app))
    assert all(sizes[name] >= 24 for name in ("Anna", "Ben", "Clara", "David")), sizes
    placed = texts_placed(app)
    heads = sorted(r.centerx for t, r in placed if t in ("Anna", "Ben", "Clara", "David"))
    assert len(heads) == 4 and all(b - a >= 120 for a, b in zip(heads, heads[1:], strict=False)), "a column each"
    assert max(r.bottom for t, r in placed if r.bottom < CONTENT.bottom) >= CONTENT.y + CONTENT.h * 0.8, \
        "the sheet fills the panel"


def test_the_evenings_of_few_people_stand_in_larger_rows(make_app, tmp_path):
    from helpers import run_frames, sizes_drawn

    from scenes.screens.stats import PAGES

    folder = tmp_path / "evenings"
    db = Stats.open(folder)
    record(db, T0, ("Anna", "keyboard1", 1, 0), ("Ben", "keyboard2", 2, 1))
    evening = Evening([Player(n, f"keyboard{i + 1}") for i, n in enumerate(("Anna", "Ben", "Clara"))], id="e1")
    evening.record("zehntausend", [0, 1, 2], [[0], [1], [2]], [{"best_turn": 100}] * 3)
    evening.ended = True
    db.record_evening(stats_entry(evening))
    db.close()
    app, scene = stats_screen(make_app, folder)
    scene.switch(PAGES.index("evenings"))
    run_frames(app, 150)
    sizes = sorted(size for t, size in sizes_drawn(app) if t in ("Ben", "Clara"))
    # each name on the evening's list, in the evenings per person and beside their games won at evenings
    assert len(sizes) == 6 and min(sizes[-2:]) >= 28, "evenings per person, three people: larger names"


def test_head_to_head_opens_on_the_two_people_who_met_most_bots_after_them(make_app, tmp_path):
    """The page opens on the two people who played together most often; the bots they met
    follow the people in the picker (each with its badge), never merged with a namesake."""
    from helpers import texts_placed

    from scenes.screens.stats import PAGES

    folder = tmp_path / "duel"
    db = Stats.open(folder)
    record(db, T0, ("Clara", "bot:hard", 1, 2), ("Clara", "keyboard1", 2, 2), ("Anna", "keyboard2", 3, 0))
    for day in range(1, 4):
        record(db, T0 + timedelta(days=day), ("Ben", "keyboard1", 1, 1), ("Dora", "pad1", 2, 4),
               ("David", "bot:easy", 3, 3))
    db.close()
    app, scene = stats_screen(make_app, folder, "en")
    scene.switch(PAGES.index("duel"))
    assert [(p.name, p.kind) for p in scene.people()] == [("Ben", "human"), ("Dora", "human"), ("Anna", "human"),
                                                         ("Clara", "human"), ("David", "bot:easy"),
                                                         ("Clara", "bot:hard")], "people first, then the bots"
    scene.page_key = None
    app.draw()
    words = [t for t, _r in texts_placed(app)]
    assert "Ben" in words and "Dora" in words, "Ben and Dora met three times: they open the page"
    assert "Bot" not in words and "hard" not in words
    assert not any("haven't played" in w for w in words)
    assert {scene.people()[i].kind for i in scene.pair} == {"human"}


def test_nobody_without_a_win_is_ranked_first(make_app, tmp_path, monkeypatch):
    """"1. Anna – 0 Siege" reads as a winner who never won: with only bots winning, no person has
    a place number (nothing before the name, not even a stray dash); once Ben wins, he alone is "1."."""
    from helpers import texts_placed

    from scenes.screens import stats as screen
    from scenes.screens.stats import BOARD_RECT

    monkeypatch.setattr(screen, "FEW_GAMES", 1)     # the ranking as it stands after a few games

    folder = tmp_path / "nowin"
    db = Stats.open(folder)
    record(db, T0, ("Clara", "bot:hard", 1, 2), ("Anna", "keyboard1", 2, 0), ("Ben", "keyboard2", 3, 1))
    db.close()
    app, scene = stats_screen(make_app, folder, "en")
    board = [(t, r) for t, r in texts_placed(app) if BOARD_RECT.contains(r)]
    words = [t for t, _r in board]
    assert not [t for t in words if t.endswith(".") and t[:-1].isdigit()], ("no place without a win", words)
    for name in ("Anna", "Ben"):
        row = next(r for t, r in board if t == name)
        before = [t for t, r in board if abs(r.centery - row.centery) <= 4 and r.right < row.left]
        assert not before, (name, "nothing before a name without a place", before)
    db = Stats.open(folder)
    record(db, T0 + timedelta(hours=1), ("Ben", "keyboard2", 1, 1), ("Anna", "keyboard1", 2, 0))
    db.close()
    app, scene = stats_screen(make_app, folder, "en")
    board = [(t, r) for t, r in texts_placed(app) if BOARD_RECT.contains(r)]
    ben = next(r for t, r in board if t == "Ben")
    firsts = [r for t, r in board if t == "1."]
    assert len(firsts) == 1 and abs(firsts[0].centery - ben.centery) <= 4, "Ben, the only one with a win, is first"
    assert not any(t == "2." for t, _r in board), "Anna, without a win, has no place"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_few_streaks_and_one_evening_stand_in_large_rows_at_960x540(make_app, tmp_path, lang):
    """A lone winning streak and a single ended evening fill their panels with larger rows and
    figures (not a thin line at the top), and nothing on any page is under the text floor."""
    from helpers import run_frames, sizes_drawn, texts_placed

    from scenes.screens.stats import PAGES, RECENT_RECT, STREAKS_RECT
    from scenes.ui.layout import READABLE

    folder = tmp_path / "few"
    db = Stats.open(folder)
    for n in range(3):
        record(db, T0 + timedelta(hours=n), ("Anna", "keyboard1", 1, 0), ("Ben", "keyboard2", 2, 1))
    evening = Evening([Player("Anna", "keyboard1", 0), Player("Ben", "keyboard2", 1), Player("Cleo", "pad1", 2)])
    evening.record("durchmarsch", [0, 1, 2], [[0], [1], [2]])
    db.record_evening(stats_entry(evening))
    db.close()
    app = make_app("[display]\nwidth = 960\nheight = 540\n", data_dir=folder)
    app.set_language(lang)
    app.routes.start()
    from scenes.screens.stats import StatsScene
    scene = StatsScene(app)
    app.push(scene)
    run_frames(app, 10)
    placed = texts_placed(app)
    streak = [r for t, r in placed if t == "Anna" and STREAKS_RECT.contains(r)]
    assert streak and not RECENT_RECT.contains(streak[0])
    from scenes.ui.text import render
    assert streak[0].h >= render("Anna", 28, bold=True).get_height(), "the streak's holder in a large row"
    figures = [r for t, r in placed if t == "3" and STREAKS_RECT.contains(r)]
    assert figures and min(r.h for r in figures) >= render("3", 32, bold=True).get_height(), "big figures"
    for page in PAGES:
        scene.switch(PAGES.index(page))
        run_frames(app, 80)
        scene.page_key = None
        sizes = sizes_drawn(app)
        assert [(t, s) for t, s in sizes if t.strip() and s < READABLE] == [], page
    scene.switch(PAGES.index("evenings"))
    run_frames(app, 10)
    rows = sorted(r.centery for t, r in texts_placed(app) if t in ("2.", "3."))
    assert rows[1] - rows[0] >= 50, rows


def test_who_wins_each_game_most_stands_in_large_rows_when_the_page_has_room(make_app, tmp_path):
    from helpers import run_frames, texts_placed

    from scenes.screens.stats import PAGES
    from scenes.ui.text import render

    folder = tmp_path / "games"
    db = Stats.open(folder)
    record(db, T0, ("Anna", "keyboard1", 1, 0), ("Ben", "keyboard2", 2, 1))
    record(db, T0 + timedelta(hours=1), ("Ben", "keyboard2", 1, 1), ("Anna", "keyboard1", 2, 0), game="mensch")
    db.close()
    app, scene = stats_screen(make_app, folder, "en")
    scene.switch(PAGES.index("games"))
    run_frames(app, 80)
    placed = texts_placed(app)
    rows = sorted(r.centery for t, r in placed if t == "Wurf & Weg")
    anna = [r for t, r in placed if t == "Anna"]
    assert anna and max(r.h for r in anna) >= render("Anna", 28).get_height(), "names as large as the room allows"
    durchmarsch = [r for t, r in placed if t == "Durchmarsch"][-1]
    assert rows and rows[-1] - durchmarsch.centery >= 3 * 64, "four roomy rows, not a list squeezed at the top"


def test_a_record_held_alone_stands_large_in_its_card(make_app, tmp_path):
    from helpers import run_frames, texts_placed

    from scenes.screens.stats import PAGES
    from scenes.ui.text import render

    folder = tmp_path / "record"
    db = Stats.open(folder)
    db.record("durchmarsch", {}, [PlayerResult("Anna", "keyboard1", 1, {"turns": 7}, 0),
                                  PlayerResult("Ben", "keyboard2", 2, {"turns": 7}, 1)], 60.0, played_at=T0)
    db.close()
    app, scene = stats_screen(make_app, folder, "en")
    scene.switch(PAGES.index("records"))
    run_frames(app, 80)
    placed = texts_placed(app)
    anna = next(r for t, r in placed if t == "Anna")
    value = next(r for t, r in placed if t == "7 turns")
    assert anna.h >= render("Anna", 30, bold=True).get_height(), "the holder's name large"
    assert value.h >= render("7 turns", 40, bold=True).get_height(), "the record itself large"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_evenings_per_person_names_every_person_and_lists_the_bots_below_them(make_app, tmp_path, lang):
    """"Spieleabende pro Person" ranks people only: a bot that came second on the evening does
    not stand between Anna and Ben; every person is named, and the bots have their own section
    under the people ("Bots", a row per level), as on the overview."""
    from scenes.screens.stats import PAGES

    folder = tmp_path / "evenings"
    db = Stats.open(folder)
    ev = Evening([Player("Anna", "keyboard1", 0), Player("Ben", "keyboard2", 1), Player("Clara", "bot:normal", 2),
                  Player("Dora", "keyboard3", 3)])
    ev.record("durchmarsch", [0, 1, 2, 3], [[0], [2], [1], [3]])
    db.record_evening(stats_entry(ev))
    record(db, T0, ("Anna", "keyboard1", 1, 0), ("Ben", "keyboard2", 3, 1), ("Clara", "bot:normal", 2, 2),
           ("Dora", "keyboard3", 4, 3))
    db.close()
    app, scene = stats_screen(make_app, folder, lang)
    right = [(t, r) for t, r in placed_on_page(app, scene, PAGES.index("evenings"))
             if r.left > 660 and 160 < r.top < 700 and t.strip()]
    words = [t for t, _r in right]
    for name in ("Anna", "Ben", "Dora"):
        assert name in words, (name, words)
    section = next(r for t, r in right if t == app.texts("stats.bot.section"))
    said = app.texts("stats.bot.tag_levels", levels=app.texts("app.bot_level.normal"))     # "(Bot: normal)"
    level = next(r for t, r in right if t == said)
    for name in ("Anna", "Ben", "Dora"):
        assert next(r for t, r in right if t == name).bottom < section.top, f"{name} above the bots"
    assert level.top > section.bottom - 4, "the bot in the bots' section"
    assert next(r for t, r in right if t == "Clara").top > section.bottom - 4, "named as at the table"
    assert words.count(said) == 1


def test_the_head_to_head_says_finished_ahead_once_in_plain_english(make_app):
    app = make_app()
    app.set_language("en")
    from scenes.screens.stats import StatsScene
    scene = StatsScene(app)
    assert scene.count("stats.duel.score_unit", 1) == "finished ahead once"
    assert "time finished" not in scene.count("stats.duel.score_unit", 3)


def test_a_bot_wears_the_colour_and_shape_it_last_played_with_on_every_page(make_app, tmp_path, monkeypatch):
    """Clara was a bot in the green triangle's seat (at two levels): on every page of the
    statistics a bot chip in that green, never a seat's shape (nobody takes her for a person);
    the person Ben his blue square beside her."""
    from scenes.screens import stats as screen

    folder = tmp_path / "looks"
    db = Stats.open(folder)
    for day in range(4):
        seats = [("Clara", "bot:hard" if day < 2 else "bot:easy", 1, 5 if day == 0 else 2), ("Ben", "keyboard2", 2, 4),
                 ("Anna", "keyboard1", 3, 0)]
        db.record("durchmarsch", {}, [PlayerResult(n, k, p, {"turns": 9 - day}, s) for n, k, p, s in seats], 60.0,
                  played_at=T0 + timedelta(days=day))
    ev = Evening([Player("Clara", "bot:easy", 2), Player("Ben", "keyboard2", 4)])
    ev.record("durchmarsch", [0, 1], [[0], [1]])
    db.record_evening(stats_entry(ev))
    db.close()
    app, scene = stats_screen(make_app, folder)
    for page in ("overview", "history", "games", "records", "evenings"):
        scene.switch(screen.PAGES.index(page))
        scene.time += 5
        seen = tokens_beside_names(app, monkeypatch)
        assert set(seen.get("Clara", [])) == {("bot", 2)}, (page, "a chip in the green she last played as", seen)
        assert set(seen.get("Ben", [4])) == {4}, (page, seen)


def test_a_person_and_a_bot_of_one_name_and_a_third_in_the_same_colour_keep_the_people_in_their_seats_look(
        make_app, tmp_path, monkeypatch):
    """Anna, the bot Anna and Maximilian all last sat in orange: both people keep the orange
    circle their seat wore (their names tell them apart), the bot wears a look nobody has."""
    folder = tmp_path / "same"
    db = Stats.open(folder)
    record(db, T0, ("Anna", "keyboard1", 1, 0), ("Anna", "bot:normal", 2, 0))
    record(db, T0 + timedelta(days=1), ("Anna", "keyboard2", 2, 0))
    record(db, T0 + timedelta(days=2), ("Maximilian", "keyboard1", 1, 0), ("Anna", "bot:hard", 2, 0),
           ("Ben", "keyboard2", 3, 1))
    db.close()
    app, scene = stats_screen(make_app, folder)
    for tab in (0, 1):                                   # the overview and the wins over time
        scene.switch(tab)
        seen = tokens_beside_names(app, monkeypatch)
        assert set(seen["Maximilian"]) == {0}, "Maximilian wears the orange circle he sat in"
        assert 0 in set(seen.get("Anna", [])), "the person Anna wears the orange circle she sat in"
        assert not set(seen.get("Anna", [])) & {1}, "nobody re-dressed in the look Ben wears"
    assert scene.style_of("Anna", "human") == 0
    assert scene.style_of("Anna", "bot:hard") not in (0, 1), "the bot Anna takes a look nobody wears"


def test_a_person_keeps_their_look_before_a_bot_of_the_same_name_who_played_in_it_later():
    from scenes.screens.stats import distinct_looks

    person, bot, ben = ("anna", "human"), ("anna", "bot:"), ("ben", "human")
    looks = distinct_looks({person: 0, bot: 0, ben: 1}, [bot, ben, person])
    assert looks[person] == 0 and looks[ben] == 1, "people keep the look they chose"
    assert looks[bot] not in (0, 1), "the bot takes a look nobody wears"


@pytest.mark.parametrize("lang, words", [("de", ("(Bot: leicht, schwer)", "(Bot: schwer)", "(Bot)")),
                                         ("en", ("(Bot: easy, hard)", "(Bot: hard)", "(Bot)"))])
def test_bot_badges_and_level_words_read_from_the_sofa_at_960x540_on_every_page(make_app, tmp_path, lang, words):
    """At 960x540 the picture is drawn at 3/4: "(Bot: easy, hard)" after a bot's name is drawn
    at 22 px or more in the 1280x720 picture (16 px or more on the small window)."""
    from helpers import run_frames, sizes_drawn

    from scenes.screens.stats import PAGES

    folder = tmp_path / lang
    db = Stats.open(folder)
    for day in range(4):
        record(db, T0 + timedelta(days=day), ("Anna", "keyboard1", 1 + day % 2, 0),
               ("Clara", "bot:easy" if day < 2 else "bot:hard", 2 - day % 2, 2), game=("durchmarsch", "mensch")[day % 2])
    db.close()
    app, scene = stats_screen(make_app, folder, lang)
    found = {}
    for tab, _page in enumerate(PAGES):
        scene.switch(tab)
        run_frames(app, 90)
        for said, size in sizes_drawn(app):
            if said in words:
                found.setdefault(said, []).append((PAGES[tab], size))
    assert words[0] in found or words[1] in found, found
    small = {w: [(p, s) for p, s in sizes if s < 22] for w, sizes in found.items()}
    assert all(not s for s in small.values()), small
