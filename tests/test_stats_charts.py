"""The statistics' charts: wins over time, each game's share, head to head and the records,
counted from scripted games in a temporary database; odd rows and odd names never break them,
and the statistics screen shows each page with its chart."""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta

import pygame
import pytest
from helpers import press, run_frames, texts_drawn

from game.evening import Evening, Player, stats_entry
from game.stats import PlayerResult, Stats
from scenes.ui import text, theme

T0 = datetime(2026, 11, 20, 20, 0, 0)


def play(db: Stats, game: str, day: int, *places: tuple[str, int], kind: str = "keyboard1", **figures) -> None:
    """One finished game on day `day` (after T0) with (name, place) seats; the `figures` are
    the first seat's."""
    players = [PlayerResult(name, "bot:hard" if name.startswith("Bot") else kind, place, dict(figures) if i == 0 else {})
               for i, (name, place) in enumerate(places)]
    db.record(game, {}, players, 300.0, played_at=T0 + timedelta(days=day))


@pytest.fixture
def db(tmp_path):
    stats = Stats.open(tmp_path)
    yield stats
    stats.close()


def wins_of(data, name: str) -> list[int]:
    return [w for _game, w in next(s for s in data.series if s.name == name).points]


# ---------------------------------------------------------------- wins over time

def test_wins_so_far_grow_day_by_day_in_the_order_played(db):
    play(db, "durchmarsch", 3, ("Anna", 1), ("Clara", 2))        # recorded first, played third
    play(db, "durchmarsch", 1, ("Anna", 1), ("Clara", 2))
    play(db, "mensch", 2, ("Ben", 1), ("Clara", 2))
    play(db, "zehntausend", 4, ("Anna", 1), ("Ben", 2))
    data = db.wins_over_time()
    assert data.games == 4
    assert wins_of(data, "Anna") == [1, 2, 3], "Anna's three wins, one after another"
    assert [g for g, _w in data.series[0].points] == [1, 3, 4], "on the days Anna played, by date"
    assert wins_of(data, "Ben") == [1, 1]
    assert wins_of(data, "Clara") == [0, 0, 0]
    assert [s.name for s in data.series] == ["Anna", "Ben", "Clara"], "most wins first"
    assert (data.first, data.last) == ("2026-11-21", "2026-11-24")
    assert data.days == ["2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24"]


def test_the_wins_over_time_keep_the_names_with_the_most_wins_and_only_known_games(db):
    for day, name in enumerate(["Anna", "Anna", "Ben", "Clara", "Dora", "Emil", "Fritz", "Gabi", "Anna"]):
        play(db, "durchmarsch", day, (name, 1), ("Zoe", 2))
    play(db, "schach", 20, ("Zoe", 1), ("Anna", 2))
    data = db.wins_over_time(limit=3, games={"durchmarsch"})
    assert len(data.series) == 3 and data.series[0].name == "Anna" and data.series[0].wins == 3
    assert data.games == 9, "a game this version does not know is not counted"
    assert all(s.name != "Zoe" or s.wins == 0 for s in data.series)


def test_a_tie_for_first_place_is_a_win_for_each(db):
    play(db, "wurf_und_weg", 0, ("Anna", 1), ("Ben", 1), ("Clara", 3))
    data = db.wins_over_time()
    assert wins_of(data, "Anna") == [1] and wins_of(data, "Ben") == [1] and wins_of(data, "Clara") == [0]


def test_a_bot_is_counted_apart_from_a_person_of_the_same_name(db):
    play(db, "durchmarsch", 0, ("Anna", 1), ("Ben", 2))
    db.record("durchmarsch", {}, [PlayerResult("Anna", "bot:easy", 1, {}), PlayerResult("Ben", "keyboard2", 2, {})],
              300.0, played_at=T0 + timedelta(days=1))
    kinds = {(s.name, s.kind): s.wins for s in db.wins_over_time().series}
    assert kinds[("Anna", "human")] == 1 and kinds[("Anna", "bot:easy")] == 1, "the bot Anna is not the person Anna"


# ---------------------------------------------------------------- shares

def test_each_games_share_of_the_games_played(db):
    for day in range(3):
        play(db, "zehntausend", day, ("Anna", 1), ("Ben", 2))
    play(db, "mensch", 4, ("Anna", 2), ("Ben", 1))
    play(db, "schach", 5, ("Anna", 1))
    assert db.game_shares({"zehntausend", "mensch", "durchmarsch"}) == [("zehntausend", 3), ("mensch", 1)]
    assert dict(db.game_shares())["schach"] == 1


# ---------------------------------------------------------------- head to head

def test_head_to_head_counts_only_the_games_both_played(db):
    play(db, "durchmarsch", 0, ("Anna", 1), ("Ben", 2))
    play(db, "durchmarsch", 1, ("Anna", 2), ("Ben", 1))
    play(db, "zehntausend", 2, ("Anna", 1), ("Clara", 2), ("Ben", 3))
    play(db, "zehntausend", 3, ("Clara", 1), ("Anna", 2), ("Ben", 3))
    play(db, "mensch", 4, ("Anna", 1), ("Clara", 2))              # without Ben: not counted
    duel = db.head_to_head("Anna", "Ben")
    assert (duel.games, duel.a_wins, duel.b_wins) == (4, 2, 1)
    assert (duel.a_ahead, duel.b_ahead) == (3, 1), "Anna was placed better three times"
    assert duel.per_game == {"durchmarsch": (2, 1, 1), "zehntausend": (2, 2, 0)}, "ahead of Ben, per game"
    assert duel.level == 0
    back = db.head_to_head("Ben", "Anna")
    assert (back.a_wins, back.b_wins, back.a_ahead) == (1, 2, 1), "the same, seen from the other side"
    assert db.head_to_head("Ben", "Dora").games == 0
    assert db.head_to_head("Anna", "Anna").games == 0


def test_players_are_listed_by_games_played(db):
    play(db, "durchmarsch", 0, ("Anna", 1), ("Ben", 2))
    play(db, "durchmarsch", 1, ("Anna", 1), ("Clara", 2))
    play(db, "durchmarsch", 2, ("Bot Bob", 1), ("Anna", 2))
    people = db.players()
    assert [(p.name, p.played, p.wins) for p in people][:1] == [("Anna", 3, 2)]
    assert ("Bot Bob", "bot:hard") in {(p.name, p.kind) for p in people}, "the bot counted by its table name"


# ---------------------------------------------------------------- records

def test_records_list_the_best_three_of_each_game_best_first(db):
    for day, (name, best) in enumerate([("Anna", 1500), ("Ben", 4000), ("Clara", 2450), ("Dora", 4000)]):
        play(db, "zehntausend", day, (name, 1), ("Zoe", 2), best_turn=best)
    for day, turns in enumerate([12, 7, 9]):
        play(db, "durchmarsch", 10 + day, ("Anna", 1), ("Ben", 2), turns=turns)
    records = {r.game: r for r in db.records(3)}
    assert [(b.name, b.value) for b in records["zehntausend"].best] == [("Ben", 4000), ("Dora", 4000), ("Clara", 2450)], \
        "the earlier of equal records first"
    assert [b.value for b in records["durchmarsch"].best] == [7, 9, 12], "the fastest wins first"
    assert "mensch" not in records


# ---------------------------------------------------------------- hostile

def test_names_with_control_characters_are_cleaned_and_counted_as_one(db):
    play(db, "durchmarsch", 0, ("An\x00na\x07", 1), ("Ben\n", 2))
    play(db, "durchmarsch", 1, ("Anna", 1), ("Ben", 2))
    data = db.wins_over_time()
    assert wins_of(data, "Anna") == [1, 2]
    assert db.head_to_head("Anna", "Ben").a_wins == 2


ODD = [
    # (played_at, game, [(seat, name, kind, place, figures)])
    (None, "durchmarsch", [(0, "NoDate", "keyboard1", 1, "{}"), (1, "Ben", "keyboard2", 2, "{}")]),
    (b"\xff\xfe", "durchmarsch", [(0, b"Blob", "keyboard1", "1", "{}"), (1, "Ben", None, 2.0, None)]),
    ("2026-11-21", None, [(0, "NoGame", "keyboard1", 1, "{}")]),
    ("2026-11-22", "durchmarsch", [(0, None, None, None, None), (1, "Anna", "keyboard1", "erster", "[")]),
    ("2026-11-23", "zehntausend", [(0, "Anna", "keyboard1", 1e30, '{"best_turn": 1e400}'),
                                   (1, "Ben", "keyboard1", -5, '{"best_turn": -3}'),
                                   (2, "Clara", "keyboard1", 1, '{"best_turn": true}')]),
    ("2026-11-24", "durchmarsch", [(0, "Anna", "keyboard1", 1, '{"turns": 5}'), (1, "Ben", "bot:x", 2, "{}")]),
    ("2026-11-25", "durchmarsch", []),
]


def plant(folder) -> None:
    """A database another program wrote to: no NOT NULL, odd types, games without players."""
    Stats.open(folder).close()
    conn = sqlite3.connect(str(folder / "stats.sqlite3"))
    conn.executescript("""
        CREATE TABLE g2 (id INTEGER PRIMARY KEY, played_at, game, rules, seed, seconds);
        DROP TABLE games; ALTER TABLE g2 RENAME TO games;
        CREATE TABLE p2 (game_id INTEGER, seat INTEGER, name, kind, place, figures, PRIMARY KEY (game_id, seat));
        DROP TABLE players; ALTER TABLE p2 RENAME TO players;""")
    for played_at, game, players in ODD:
        cur = conn.execute("INSERT INTO games (played_at, game, rules, seed, seconds) VALUES (?, ?, '{}', 1, 1.0)",
                           (played_at, game))
        for row in players:
            conn.execute("INSERT INTO players VALUES (?, ?, ?, ?, ?, ?)", (cur.lastrowid, *row))
    conn.commit()
    conn.close()


def test_odd_rows_never_break_the_charts_queries(tmp_path):
    plant(tmp_path)
    db = Stats.open(tmp_path)
    data = db.wins_over_time()
    names = {s.name for s in data.series}
    assert {"Anna", "Ben", "NoDate", "Clara"} <= names and "NoGame" not in names
    assert wins_of(data, "Anna")[-1] == 1, "the rows with place 'erster' and 1e30 count for nothing"
    assert data.games == 4, "the games with a game and at least one clean seat"
    assert (data.first, data.last) == ("2026-11-23", "2026-11-24"), "a date that is none is no first or last"
    assert dict(db.game_shares()) == {"durchmarsch": 3, "zehntausend": 1}
    duel = db.head_to_head("Anna", ("Ben", "bot:x"))
    assert duel.games == 1 and duel.a_wins == 1, "Anna against the bot Ben"
    assert db.head_to_head("NoDate", "Ben").games == 1
    assert [r.game for r in db.records()] == ["durchmarsch"], "1e400, -3 and true are no records"
    assert db.players()
    db.close()


# ---------------------------------------------------------------- the screen

def open_stats(make_app, lang="de", config=None):
    from scenes.screens.stats import StatsScene

    app = make_app(config)
    app.set_language(lang)
    app.routes.start()
    db, _ = app.open_stats()
    return app, db, StatsScene


def colour_pixels(surface, rect, colour) -> int:
    area = surface.subsurface(rect).copy()
    return pygame.transform.threshold(None, area, colour, (0, 0, 0, 0), set_behavior=0)


def test_the_screen_pages_to_wins_over_time_with_a_line_per_name(make_app):
    app, db, StatsScene = open_stats(make_app)
    for day in range(6):
        play(db, "durchmarsch", day, ("Anna", 1 if day % 3 else 2), ("Ben", 2 if day % 3 else 1))
    scene = StatsScene(app)
    app.push(scene)
    run_frames(app, 30)
    assert scene.t("stats.board.title") in texts_drawn(app), "the overview comes first"
    press(app, pygame.K_d)                                  # keyboard 1's right: the next page
    seen = texts_drawn(app)
    assert scene.t("stats.history.title") in seen and "Anna" in seen and "Ben" in seen
    from scenes.screens.stats import CONTENT
    app.draw()
    early = [colour_pixels(app.screen, CONTENT, theme.SEAT_COLOURS[s]) for s in (0, 1)]
    run_frames(app, 150)
    app.draw()
    late = [colour_pixels(app.screen, CONTENT, theme.SEAT_COLOURS[s]) for s in (0, 1)]
    assert all(b > a + 100 for a, b in zip(early, late, strict=True)), (early, late)
    assert app._still(), "once the lines are drawn the page stands still"


def test_the_share_page_says_each_games_count_and_percent(make_app):
    app, db, StatsScene = open_stats(make_app, "en")
    for day in range(3):
        play(db, "zehntausend", day, ("Anna", 1), ("Ben", 2))
    play(db, "mensch", 5, ("Anna", 1), ("Ben", 2))
    scene = StatsScene(app)
    app.push(scene)
    scene.switch(2)
    seen = texts_drawn(app)
    assert "3 games · 75%" in seen and "1 game · 25%" in seen, seen
    assert "Zehntausend" in seen and "Mensch ärgere Dich nicht" in seen


def test_head_to_head_names_are_chosen_with_down_and_left_right(make_app):
    app, db, StatsScene = open_stats(make_app)
    play(db, "durchmarsch", 0, ("Anna", 1), ("Ben", 2), ("Clara", 3))
    play(db, "durchmarsch", 1, ("Anna", 1), ("Ben", 2), ("Clara", 3))
    play(db, "durchmarsch", 2, ("Ben", 1), ("Anna", 2))
    play(db, "mensch", 3, ("Clara", 1), ("Anna", 2))
    scene = StatsScene(app)
    app.push(scene)
    scene.switch(3)
    seen = texts_drawn(app)
    assert "3 gemeinsame Spiele" in " ".join(seen), "Anna and Ben, the two with the most games"
    assert "← Anna besser platziert" in seen and "Ben besser platziert →" in seen
    press(app, pygame.K_s, pygame.K_s)                      # down twice: to the second name
    assert scene.focus == "b"
    press(app, pygame.K_d)                                  # right: the next name after Ben
    run_frames(app, 150)
    seen = texts_drawn(app)
    assert "Clara besser platziert →" in seen and "3 gemeinsame Spiele" in " ".join(seen)
    assert "2" in seen, "Anna finished ahead of Clara twice"
    press(app, pygame.K_w, pygame.K_w, pygame.K_d)          # up to the tabs: right is a page again
    assert scene.tab == 4


def test_the_records_page_shows_the_best_three_with_the_language_s_numbers(make_app):
    app, db, StatsScene = open_stats(make_app, "en")
    for day, best in enumerate([12350, 2450, 800, 300]):
        play(db, "zehntausend", day, (f"P{day}", 1), ("Zoe", 2), best_turn=best)
    scene = StatsScene(app)
    app.push(scene)
    scene.switch(4)
    seen = texts_drawn(app)
    assert "12,350 points" in seen and "2,450 points" in seen and "800 points" in seen
    assert "300 points" not in seen, "only the best three"
    assert scene.t("stats.records.none") in seen, "a game without a record says so"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_page_holds_long_names_inside_the_screen_without_overlap(make_app, lang):
    from tests.test_results_story import overlapping
    from tests.test_screens_fit import LONG_NAMES, long_config

    app, db, StatsScene = open_stats(make_app, lang, long_config())
    for day in range(12):
        seats = [(LONG_NAMES[(day + k) % 6], k + 1) for k in range(4)]
        play(db, ["durchmarsch", "mensch", "zehntausend", "wurf_und_weg"][day % 4], day, *seats,
             turns=9, captures=7, best_turn=12350, dice_sent=99)
    for day in (12, 13):                                     # a winning streak for its panel
        play(db, "durchmarsch", day, (LONG_NAMES[0], 1), (LONG_NAMES[1], 2), turns=9)
    for n in range(10):                                      # ten evenings of six long names
        ev = Evening([Player(name, "bot:hard" if k % 2 else f"keyboard{k // 2 + 1}") for k, name in enumerate(LONG_NAMES)])
        ev.record("zehntausend", list(range(6)), [[n % 6, (n + 1) % 6], *[[k] for k in range(6) if k not in
                                                                        (n % 6, (n + 1) % 6)]])
        ev.record("durchmarsch", [0, 1, 2], [[2], [0], [1]])
        db.record_evening(stats_entry(ev))
    from scenes.screens.stats import PAGES

    scene = StatsScene(app)
    app.push(scene)
    screen = pygame.Rect(0, 0, 1280, 720)
    for tab in range(len(PAGES)):
        scene.switch(tab)
        if tab == 3:
            scene.focus = "b"
        run_frames(app, 150)
        places = text.watch_places()
        try:
            app.draw()
        finally:
            text.unwatch()
        places = [(t, r) for t, r, surface in places if surface is app.screen and t.strip()]
        assert places, tab
        assert [p for p in places if not screen.contains(p[1])] == [], (lang, tab)
        assert overlapping(places) == [], (lang, tab)
        assert all(r.h >= 18 for _t, r in places), [p for p in places if p[1].h < 18]
        if tab == 0:                                         # the board's headers: one size
            headers = [scene.t("stats.board.wins"), scene.t("stats.board.games"), scene.t("stats.streaks.now"),
                       scene.t("stats.streaks.best"), scene.t("stats.streaks.best_streak")]
            heights = {r.h for t, r in places if t in headers}
            assert len(heights) == 1 and len([t for t, _r in places if t in headers]) >= 3, heights


def test_a_database_with_odd_rows_draws_every_page(make_app, tmp_path):
    folder = tmp_path / "odd"
    folder.mkdir()
    plant(folder)
    from scenes.screens.stats import StatsScene

    app = make_app(data_dir=folder)
    app.routes.start()
    scene = StatsScene(app)
    app.push(scene)
    for tab in range(5):
        scene.switch(tab)
        seen = texts_drawn(app)
        run_frames(app, 130)
        app.draw()
        assert ("Ben" if tab == 3 else "Anna") in " ".join(seen) or tab in (2, 4), (tab, seen)
    press(app, pygame.K_ESCAPE)
    assert app.top is not scene


def test_one_name_only_says_a_comparison_needs_two(make_app):
    app, db, StatsScene = open_stats(make_app)
    play(db, "durchmarsch", 0, ("Anna", 1))
    scene = StatsScene(app)
    app.push(scene)
    scene.switch(3)
    assert scene.t("stats.duel.too_few") in texts_drawn(app)
    press(app, pygame.K_s, pygame.K_d)
    assert scene.focus == "tabs" and scene.tab == 4


# ---------------------------------------------------------------- what a stranger read

@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_tab_shows_its_whole_word_at_the_readable_size_also_when_chosen(make_app, lang):
    from scenes.screens.stats import PAGES

    app, _db, StatsScene = open_stats(make_app, lang)
    scene = StatsScene(app)
    app.push(scene)
    labels = [scene.t(f"stats.tabs.{name}") for name in PAGES]
    for tab in range(len(PAGES)):
        scene.switch(tab)
        sizes = text.watch_sizes()
        try:
            seen = texts_drawn(app)
        finally:
            text.unwatch()
        assert all(label in seen for label in labels), (lang, tab, [s for s in seen if "…" in s])
        assert all(size >= text.READABLE for t, size in sizes if t in labels), sizes
    rects = scene.tab_rects()
    assert all(pygame.Rect(0, 0, 1280, 720).contains(r) for r in rects)
    assert all(a.right < b.left for a, b in zip(rects, rects[1:], strict=False)), "tabs side by side, apart"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_each_page_of_an_empty_statistics_says_what_it_will_show(make_app, lang):
    from scenes.screens.stats import PAGES

    app, _db, StatsScene = open_stats(make_app, lang)
    scene = StatsScene(app)
    app.push(scene)
    said = []
    for tab, name in enumerate(PAGES):
        scene.switch(tab)
        seen = "\n".join(texts_drawn(app))
        line = scene.t(f"stats.empty_pages.{name}")
        assert line in seen, (lang, name)
        assert scene.t("stats.empty") in seen, "and that no game is finished yet"
        said.append(line)
    assert len(set(said)) == len(PAGES), "each page says something of its own"


def test_a_bot_is_shown_as_a_bot_on_every_page_with_a_badge_never_as_a_bare_name(make_app):
    app, db, StatsScene = open_stats(make_app)
    for day in range(3):     # the bot David wins (fastest), the person David plays too
        db.record("durchmarsch", {}, [PlayerResult("David", "bot:normal", 1, {"turns": 4 + day}),
                                      PlayerResult("David", "keyboard1", 2, {}),
                                      PlayerResult("Anna", "keyboard2", 3, {})], 300.0,
                  played_at=T0 + timedelta(days=day))
    ev = Evening([Player("David", "bot:normal"), Player("Anna", "keyboard1")])
    ev.record("durchmarsch", [0, 1], [[0], [1]])
    db.record_evening(stats_entry(ev))
    assert [b.kind for b in db.records()[0].best] == ["bot:normal"] * 3
    assert db.recent(1, kinds=True)[0][2] == [("David", "bot:normal")], \
        "the winner: the normal bot, under the name it had at that table"
    scene = StatsScene(app)
    app.push(scene)
    from scenes.screens.stats import PAGES

    for tab, name in enumerate(PAGES):
        scene.switch(tab)
        run_frames(app, 130)
        places = text.watch_places()
        try:
            app.draw()
        finally:
            text.unwatch()
        places = [(t, r) for t, r, _s in places]
        said = [t for t, _r in places]
        assert not [t for t in said if "(Bot," in t or "(bot," in t], (name, said)
        if name in ("overview", "records", "evenings", "history"):
            davids = [r for t, r in places if t == "David"]
            badges = [r for t, r in places if t.startswith("(Bot")]
            assert badges, (name, said)
            assert len(badges) <= len(davids) + 2, (name, "(Bot) beside each David who was a bot")
        if name in ("overview", "records"):
            assert "(Bot: mittel)" in said, "the level in the words that say it is a bot"
    scene.switch(PAGES.index("overview"))
    app.draw()
    people = {(p.name, p.kind): p.played for p in db.players()}
    assert people == {("David", "bot:normal"): 3, ("David", "human"): 3, ("Anna", "human"): 3}


def test_the_wins_over_time_draw_a_dot_for_one_day_and_never_join_two_peoples_points(make_app):
    app, db, StatsScene = open_stats(make_app)
    db.record("durchmarsch", {}, [PlayerResult("Anna", "keyboard1", 1, {}, 0), PlayerResult("Ben", "keyboard2", 2, {}, 1)],
              60.0, played_at=T0)
    db.record("durchmarsch", {}, [PlayerResult("Anna", "keyboard1", 1, {}, 0), PlayerResult("Clara", "pad1", 2, {}, 2)],
              60.0, played_at=T0 + timedelta(days=2))
    from scenes.screens import stats as screen

    charts = []
    real = screen.DayChart.__init__

    def spy(self, size, series, days, **kwargs):
        real(self, size, series, days, **kwargs)
        charts.append(self)

    screen.DayChart.__init__ = spy
    try:
        scene = StatsScene(app)
        app.push(scene)
        scene.switch(screen.PAGES.index("history"))
        run_frames(app, 150)
        seen = texts_drawn(app)
    finally:
        screen.DayChart.__init__ = real
    chart = charts[-1]
    lines = {s.label: s.points for s in chart.series}
    assert lines == {"Anna": ((1.0, 1.0), (2.0, 2.0)), "Ben": ((1.0, 0.0),), "Clara": ((2.0, 0.0),)}, \
        "a line per person through their own days only; Ben and Clara one point each (a dot)"
    assert {s.style for s in chart.series} == {0, 1, 2}, "each in the colour and shape last worn"
    assert "20.11." in seen and "22.11." in seen, "the playing days under the axis"
    assert chart.x_low < 1 and chart.x_high > 2, "room on both sides of the first and last day"
    head = [chart.to_screen(x, y) for x, y in lines["Ben"]]
    ink = chart.ink()
    x, y = round(head[0][0]), round(head[0][1])
    assert ink.get_at((x + 20, y))[3] == 0, "no line leaves Ben's only point"


def test_equal_records_share_a_place_as_everywhere_else(make_app):
    """Zehntausend 800, 300, 300: "1. 2. 2." (Ben and David on the row of the 2.), never
    "2. Ben 300 · 3. David 300"."""
    app, db, StatsScene = open_stats(make_app, "en")
    for day, (name, best) in enumerate([("Anna", 800), ("Ben", 300), ("David", 300)]):
        play(db, "zehntausend", day, (name, 1), ("Zoe", 2), best_turn=best)
    record = {r.game: r for r in db.records(3)}["zehntausend"]
    assert record.places() == [1, 2, 2]
    scene = StatsScene(app)
    app.push(scene)
    scene.switch(4)
    seen = texts_drawn(app)
    assert seen.count("2.") == 1 and "3." not in seen, ("one row for the shared place", seen)
    assert "Ben" in seen and "David" in seen, "both who share it"
    for day, (name, best) in enumerate([("Clara", 900), ("Emma", 900), ("Felix", 900), ("Gus", 100)]):
        play(db, "zehntausend", 10 + day, (name, 1), ("Zoe", 2), best_turn=best)
    assert {r.game: r for r in db.records(4)}["zehntausend"].places() == [1, 1, 1, 4]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_text_on_every_page_is_readable_dates_and_day_labels_included(make_app, lang):
    """Nothing on the statistics under READABLE (at 1280x720; the window scales it): labels,
    the dates under the records and the day labels under the chart included."""
    from scenes.screens.stats import PAGES
    from scenes.ui.layout import READABLE

    app, db, StatsScene = open_stats(make_app, lang)
    for day in range(5):
        play(db, ["durchmarsch", "mensch", "zehntausend", "wurf_und_weg"][day % 4], day, ("Anna", 1),
             ("Ben", 2), ("David", 3), kind="bot:normal" if day % 2 else "keyboard1",
             turns=9, captures=4, best_turn=300, dice_sent=13)
    ev = Evening([Player("Anna", "keyboard1"), Player("Ben", "bot:hard")])
    ev.record("zehntausend", [0, 1], [[1], [0]])
    db.record_evening(stats_entry(ev))
    scene = StatsScene(app)
    app.push(scene)
    for tab, name in enumerate(PAGES):
        scene.switch(tab)
        run_frames(app, 150)
        scene.page_key = None
        sizes = text.watch_sizes()
        try:
            app.draw()
        finally:
            text.unwatch()
        small = [(said, size) for said, size in sizes if said.strip() and size < READABLE]
        assert sizes and small == [], (name, small)
        if name == "history":
            assert any(scene.day(d) == said for said, _s in sizes for d in db.wins_over_time().days), \
                "the day labels under the chart are drawn (and so measured)"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_everyone_tied_with_the_last_record_place_shown_is_shown_too(make_app, lang):
    """Durchmarsch wins in 4, 5, 6, 6 and 6 turns: "3." is shared by Clara, David and Emil, all
    three on the records page; Anna's second 4-turn win does not make her her own runner-up."""
    from helpers import texts_placed

    app, db, StatsScene = open_stats(make_app, lang)
    for day, (name, turns) in enumerate([("Anna", 4), ("Ben", 5), ("Clara", 6), ("David", 6), ("Emil", 6),
                                         ("Anna", 4), ("Fritz", 7)]):
        play(db, "durchmarsch", day, (name, 1), ("Zoe", 2), turns=turns)
    record = {r.game: r for r in db.records(3)}["durchmarsch"]
    assert [b.name for b in record.best] == ["Anna", "Ben", "Clara", "David", "Emil"]
    assert record.places() == [1, 2, 3, 3, 3]
    scene = StatsScene(app)
    app.push(scene)
    scene.switch(4)
    placed = texts_placed(app)
    said = [t for t, _r in placed]
    assert said.count("3.") == 1 and "4." not in said, "one row for the shared third place"
    third = next(r for t, r in placed if t == "3.")
    for name in ("Clara", "David", "Emil"):
        rect = next(r for t, r in placed if t == name)
        assert abs(rect.centery - third.centery) <= 4, (name, "on the row of the shared place")
    assert "Fritz" not in said and said.count("Anna") == 1


def test_with_one_game_played_the_games_page_shows_its_count_on_a_card_and_says_why_there_is_no_share_bar(make_app):
    from helpers import sizes_drawn

    from scenes.ui import charts

    app, db, StatsScene = open_stats(make_app, "en")
    for day in range(3):
        play(db, "durchmarsch", day, ("Anna", 1), ("Ben", 2))
    scene = StatsScene(app)
    app.push(scene)
    bars = []
    real = charts.ShareBar.__init__
    charts.ShareBar.__init__ = lambda self, *a, **k: (bars.append(self), real(self, *a, **k))[1]
    try:
        scene.switch(2)
        seen = texts_drawn(app)
        sizes = sizes_drawn(app)
    finally:
        charts.ShareBar.__init__ = real
    assert bars == [], "no bar of 100 %"
    assert not any("100" in t for t in seen), seen
    line = ("A second kind of game from the menu, such as Mensch ärgere Dich nicht, shows here how your games "
            "are shared out.")
    start = [k for k, (t, _s) in enumerate(sizes) if t.startswith("A second kind of game")]
    said = [(t.replace("\u00a0", " "), s) for t, s in sizes[start[0]:start[0] + 4] if t.replace("\u00a0", " ") in line]
    assert " ".join(t for t, _s in said) == line and all(s >= 24 for _t, s in said), ("large, whole", said)
    assert dict(sizes)["3"] >= 60 and "games" in seen, "the count big on its card"
    assert "Who wins each game most" in seen and "Anna" in seen
