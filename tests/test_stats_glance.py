"""The statistics read at a glance: nobody hidden on the wins over time (one playing day is a
bar per person, equal wins on a day stand side by side), one entry looks the same on every
page and a bot never looks like the person of its name, and the English says "once" and
"2 times" the way people do."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from test_stats_people import stats_screen, tokens_beside_names

from game.evening import Evening, Player, stats_entry
from game.stats import PlayerResult, Stats

T0 = datetime(2026, 11, 27, 20, 0, 0)


def record(db, when: datetime, *seats: tuple, game: str = "durchmarsch") -> None:
    """One game: seats are (name, kind, place, style)."""
    db.record(game, {}, [PlayerResult(n, k, p, {"turns": 5, "captures": 2}, s) for n, k, p, s in seats], 60.0, played_at=when)


def tied_evening(db, day: int) -> None:
    """Anna and Ben win one game each (equal wins), three others never win."""
    when = T0 + timedelta(days=day)
    bots = (("Clara", "keyboard3", 3, 2), ("David", "pad1", 4, 3), ("Emil", "pad2", 5, 5))
    record(db, when, ("Anna", "keyboard1", 1, 0), ("Ben", "keyboard2", 2, 4), *bots)
    record(db, when + timedelta(minutes=30), ("Ben", "keyboard2", 1, 4), ("Anna", "keyboard1", 2, 0), *bots)


def drawn_places(app):
    from scenes.ui import text

    app.top.time += 5                   # the bars and lines have drawn themselves in
    places = text.watch_places()
    try:
        app.draw()
    finally:
        text.unwatch()
    return [(t, r) for t, r, _s in places if t.strip()]


def test_one_playing_day_says_so_in_one_large_line_and_gives_every_person_a_column_of_their_own(make_app, tmp_path):
    from scenes.screens import stats as screen

    folder = tmp_path / "one"
    db = Stats.open(folder)
    tied_evening(db, 0)
    db.close()
    app, scene = stats_screen(make_app, folder, "en")
    charts = []
    real = screen.DayChart.__init__
    screen.DayChart.__init__ = lambda self, *a, **k: (charts.append(self), real(self, *a, **k))[1]
    try:
        scene.switch(screen.PAGES.index("history"))
        places = drawn_places(app)
    finally:
        screen.DayChart.__init__ = real
    assert charts == [], "one day draws no chart of dots on one vertical"
    said = [t for t, _r in places]
    line = [r for t, r in places if t.startswith("Only one playing day so far")]
    assert len(line) == 1 and line[0].h >= 30, ("one large line says why there is no chart", said)
    names = {t: r for t, r in places if t in ("Anna", "Ben", "Clara", "David", "Emil")}
    assert set(names) == {"Anna", "Ben", "Clara", "David", "Emil"}, "every person named, those without a win too"
    spots = sorted(r.centerx for r in names.values())
    assert all(b - a >= 100 for a, b in zip(spots, spots[1:], strict=False)), ("a column each", spots)
    assert all(r.top > line[0].bottom for r in names.values())
    numbers = [r for t, r in places if t in ("0", "1")]
    for name, rect in names.items():                       # each with their big number at the column's foot
        assert any(r.h >= 30 and abs(r.centerx - (rect.centerx)) <= 60 and r.top > rect.bottom for r in numbers), name


@pytest.mark.parametrize("days", [2, 9])
def test_equal_wins_on_a_day_stand_side_by_side_on_the_chart(make_app, tmp_path, days):
    from scenes.screens import stats as screen

    folder = tmp_path / f"days{days}"
    db = Stats.open(folder)
    for day in range(days):
        tied_evening(db, day)
    db.close()
    charts = []
    real = screen.DayChart.__init__
    screen.DayChart.__init__ = lambda self, *a, **k: (real(self, *a, **k), charts.append(self))[0]
    try:
        app, scene = stats_screen(make_app, folder, "en")
        scene.switch(screen.PAGES.index("history"))
        places = drawn_places(app)
    finally:
        screen.DayChart.__init__ = real
    chart = charts[-1]
    assert {s.label for s in chart.series} == {"Anna", "Ben", "Clara", "David", "Emil"}
    axis = chart.to_screen(1, chart.y_low)[1]
    for day in range(days):
        spots = [chart.to_screen(*s.points[day]) for s in chart.series]
        for i, a in enumerate(spots):
            assert a[1] <= axis + 0.5, "nobody is pushed under the axis"
            for b in spots[i + 1:]:
                assert abs(a[0] - b[0]) + abs(a[1] - b[1]) >= chart.DOT, ("day", day, "hidden", spots)
    anna, ben = (next(s for s in chart.series if s.label == n) for n in ("Anna", "Ben"))
    assert abs(anna.points[0][1] - 1) < 0.1 and abs(ben.points[0][1] - 1) < 0.1, "the values stay readable"
    assert all(abs(y - round(y)) <= 0.1 for s in chart.series for _x, y in s.points), "nobody at 0 reads as more"
    named = [t for t, _r in places]
    assert all(named.count(n) == 1 for n in ("Anna", "Ben", "Clara", "David", "Emil")), named


def test_a_bot_named_like_a_person_and_the_person_keep_their_own_looks_on_every_page(make_app, tmp_path,
                                                                                      monkeypatch):
    """The bot "Anna" last played as a blue square, the person Anna as an orange circle: each
    keeps its own look on every page (the evenings' pages too), never the other's."""
    from scenes.screens.stats import PAGES

    folder = tmp_path / "annas"
    db = Stats.open(folder)
    for day in range(2):
        when = T0 + timedelta(days=day)
        record(db, when, ("Anna", "keyboard1", 1, 0), ("Ben", "keyboard2", 2, 4), ("Anna", "bot:normal", 3, 1))
        record(db, when + timedelta(minutes=30), ("Anna", "bot:normal", 1, 1), ("Ben", "keyboard2", 2, 4),
               game="mensch")
    for anna in (Player("Anna", "keyboard1", 3), Player("Anna", "bot:normal", 5)):   # evenings in other looks
        evening = Evening([anna, Player("Ben", "keyboard2", 4)])
        evening.record("durchmarsch", [0, 1], [[0], [1]])
        db.record_evening(stats_entry(evening))
    db.close()
    app, scene = stats_screen(make_app, folder)
    looks = {}
    for tab, name in enumerate(PAGES):
        if name in ("games", "duel"):
            continue
        scene.switch(tab)
        scene.time += 5
        seen = tokens_beside_names(app, monkeypatch)
        looks[name] = set(seen.get("Anna", []))
    assert looks["overview"] == {0, ("bot", 1)}, "the person her orange circle, the bot Anna a blue bot chip"
    assert all(seen <= {0, ("bot", 1)} for seen in looks.values()), looks


@pytest.mark.parametrize("lang, line", [("en", "Finished ahead: Anna 2 times, Ben once"),
                                        ("de", "Besser platziert: Anna 2-mal, Ben einmal")])
def test_head_to_head_counts_the_way_people_say_it(make_app, tmp_path, lang, line):
    from scenes.screens.stats import PAGES
    from scenes.ui import text

    folder = tmp_path / lang
    db = Stats.open(folder)
    for day, winner in enumerate(("Anna", "Ben", "Anna")):
        loser = "Ben" if winner == "Anna" else "Anna"
        record(db, T0 + timedelta(days=day), (winner, "keyboard1", 1, 0), (loser, "keyboard2", 2, 1))
    db.close()
    app, scene = stats_screen(make_app, folder, lang)
    scene.switch(PAGES.index("duel"))
    seen = text.watch()
    try:
        app.draw()
    finally:
        text.unwatch()
    assert any(line in t for t in seen), seen
    assert not any("1 times" in t or "1-mal" in t for t in seen)


def test_each_games_record_stands_out_bigger_than_the_runners_up(make_app, tmp_path):
    from scenes.screens.stats import PAGES
    from scenes.ui import text

    folder = tmp_path / "records"
    db = Stats.open(folder)
    for day, best in enumerate((2450, 800, 300)):
        db.record("zehntausend", {}, [PlayerResult(f"P{day}", "keyboard1", 1, {"best_turn": best}, 0)], 60.0,
                  played_at=T0 + timedelta(days=day))
    db.close()
    app, scene = stats_screen(make_app, folder, "en")
    scene.switch(PAGES.index("records"))
    sizes = text.watch_sizes()
    try:
        app.draw()
    finally:
        text.unwatch()
    size = dict(sizes)
    assert size["2,450 points"] >= 30 and size["800 points"] < size["2,450 points"], sizes
    assert size["P0"] > size["P1"], "the holder's name is bigger too"
    assert all(s >= text.READABLE for t, s in sizes if t.strip())


@pytest.mark.parametrize("lang", ["de", "en"])
def test_one_playing_day_holds_six_long_names_whole_and_readable(make_app, tmp_path, lang):
    from scenes.screens.stats import PAGES
    from scenes.ui import text
    from tests.test_results_story import overlapping
    from tests.test_screens_fit import LONG_NAMES

    folder = tmp_path / "long"
    db = Stats.open(folder)
    seats = [(name, "pad1" if k % 2 else f"keyboard{k // 2 + 1}", k + 1, k) for k, name in enumerate(LONG_NAMES)]
    record(db, T0, *seats)
    record(db, T0 + timedelta(hours=1), *seats[::-1])
    db.close()
    app, scene = stats_screen(make_app, folder, lang)
    scene.switch(PAGES.index("history"))
    sizes = text.watch_sizes()
    try:
        places = drawn_places(app)
    finally:
        text.unwatch()
    assert len({t for t, _r in places} & set(LONG_NAMES)) == 6, "all six named"
    assert [t for t, _r in places if "…" in t] == [], "nothing cut"
    assert overlapping(places) == []
    assert all(app.screen.get_rect().contains(r) for _t, r in places)
    assert sizes and [(t, s) for t, s in sizes if s < text.READABLE and t.strip()] == []


def test_everyone_tied_for_the_most_evenings_won_is_shown_as_leading(make_app, tmp_path):
    import pygame

    from scenes.screens.stats import CONTENT, PAGES
    from scenes.ui import theme

    folder = tmp_path / "evenings"
    db = Stats.open(folder)
    record(db, T0, ("Anna", "keyboard1", 1, 0), ("Ben", "keyboard2", 2, 4), ("Clara", "pad1", 3, 2))
    for winner in (0, 1):               # Anna wins one evening, Ben the other, Clara none
        evening = Evening([Player("Anna", "keyboard1", 0), Player("Ben", "keyboard2", 4),
                           Player("Clara", "pad1", 2)])
        evening.record("durchmarsch", [0, 1, 2], [[winner], [1 - winner], [2]])
        db.record_evening(stats_entry(evening))
    db.close()
    app, scene = stats_screen(make_app, folder, "en")
    scene.switch(PAGES.index("evenings"))
    places = drawn_places(app)
    per_player = {t: r for t, r in places if r.left > CONTENT.centerx and t in ("Anna", "Ben", "Clara")}
    assert set(per_player) == {"Anna", "Ben", "Clara"}

    def gold(rect) -> int:
        area = app.screen.subsurface(rect).copy()
        return pygame.transform.threshold(None, area, theme.ACCENT, (8, 8, 8, 0), set_behavior=0)

    assert gold(per_player["Anna"]) > 20 and gold(per_player["Ben"]) > 20, "both lead"
    assert gold(per_player["Clara"]) < 5


def test_a_tie_for_who_wins_a_game_most_shows_both_as_leaders(make_app, tmp_path):
    import pygame

    from scenes.screens.stats import PAGES
    from scenes.ui import theme

    folder = tmp_path / "games"
    db = Stats.open(folder)
    record(db, T0, ("Anna", "keyboard1", 1, 0), ("Ben", "keyboard2", 2, 4))
    record(db, T0 + timedelta(hours=1), ("Ben", "keyboard2", 1, 4), ("Anna", "keyboard1", 2, 0))
    db.close()
    app, scene = stats_screen(make_app, folder, "en")
    scene.switch(PAGES.index("games"))
    places = drawn_places(app)
    under = next(r for t, r in places if t == "Who wins each game most").bottom     # the list, not the bars
    wins = [r for t, r in places if t == "1 win" and r.top > under]
    assert len(wins) == 2, places

    def gold(rect) -> int:
        area = app.screen.subsurface(rect).copy()
        return pygame.transform.threshold(None, area, theme.ACCENT, (8, 8, 8, 0), set_behavior=0)

    assert all(gold(r) > 20 for r in wins), "equal wins, equal colour"


def test_every_entry_wears_the_look_it_last_played_with_on_every_page_of_the_statistics(make_app, tmp_path,
                                                                                         monkeypatch):
    """Emil last wore a blue square like Ben, Flo an orange circle like Anna: each person wears
    the look of the seat they last played in, the same on every page (the records too), nobody
    is re-dressed in a look they never sat in."""
    from scenes.screens.stats import PAGES

    folder = tmp_path / "looks"
    db = Stats.open(folder)
    record(db, T0, ("Flo", "keyboard1", 2, 0), ("Ben", "keyboard2", 3, 1), ("Emil", "pad1", 1, 1))
    record(db, T0 + timedelta(hours=1), ("Anna", "keyboard1", 2, 5), ("Ben", "keyboard2", 3, 1),
           ("Clara", "pad2", 1, 2), ("David", "keyboard3", 4, 3))
    record(db, T0 + timedelta(days=1), ("Anna", "keyboard1", 1, 0), ("Ben", "keyboard2", 2, 1),
           ("Clara", "pad2", 3, 2), game="mensch")
    db.close()
    app, scene = stats_screen(make_app, folder, "en")
    names = ("Anna", "Ben", "Clara", "David", "Emil", "Flo")
    seen: dict[str, set] = {name: set() for name in names}
    for tab, page in enumerate(PAGES):
        scene.switch(tab)
        scene.time += 5
        on_page = {name: set(looks) for name, looks in tokens_beside_names(app, monkeypatch).items() if name in names}
        for name, looks in on_page.items():
            assert len(looks) == 1, (page, name, looks)
            seen[name] |= looks
    look = {name: next(iter(looks)) for name, looks in seen.items()}
    assert look == {"Anna": 0, "Ben": 1, "Clara": 2, "David": 3, "Emil": 1, "Flo": 0}, look


@pytest.mark.parametrize("lang, caption, line", [
    ("en", "← Anna finished ahead", "Finished ahead: Anna 2 times, Ben once"),
    ("de", "← Anna besser platziert", "Besser platziert: Anna 2-mal, Ben einmal")])
def test_head_to_head_bars_count_what_the_sentence_says(make_app, tmp_path, monkeypatch, lang, caption, line):
    """The bot Clara wins every game; Anna finishes ahead of Ben twice, Ben once: the bars show
    2 against 1 (not 0 against 0 wins) under the sentence that says so; two people who never
    played together get a sentence and no bars."""
    from scenes.screens import stats as screen
    from scenes.ui import text

    folder = tmp_path / lang
    db = Stats.open(folder)
    for day, (second, third) in enumerate((("Anna", "Ben"), ("Ben", "Anna"), ("Anna", "Ben"))):
        record(db, T0 + timedelta(days=day), ("Clara", "bot:hard", 1, 2), (second, "keyboard1", 2, 0),
               (third, "keyboard2", 3, 1), game=("durchmarsch", "mensch")[day % 2])
    record(db, T0 + timedelta(days=5), ("Dora", "keyboard1", 1, 3), ("Clara", "bot:hard", 2, 2))
    db.close()
    app, scene = stats_screen(make_app, folder, lang)
    charts = []
    real = screen.CentreBars.__init__
    monkeypatch.setattr(screen.CentreBars, "__init__", lambda self, *a, **k: (charts.append((a, k)),
                                                                              real(self, *a, **k))[1])
    scene.switch(screen.PAGES.index("duel"))
    people = [(p.name, p.kind) for p in scene.people()]
    scene.pair = [people.index(("Anna", "human")), people.index(("Ben", "human"))]
    seen = text.watch()
    try:
        app.draw()
    finally:
        text.unwatch()
    (_size, rows), options = charts[-1]
    assert [(r.left, r.right) for r in rows] == [(2, 1), (2, 0), (0, 1)], "all, Durchmarsch, Mensch: ahead, not wins"
    assert options["left_caption"] == caption and any(line in t for t in seen), (options, seen)
    charts.clear()
    scene.pair = [people.index(("Anna", "human")), people.index(("Dora", "human"))]
    scene.page_key = None
    seen = text.watch()
    try:
        app.draw()
    finally:
        text.unwatch()
    assert charts == [], "no 0 against 0 bars without a common game"
    assert any("Dora" in t and "Anna" in t for t in seen), seen


def test_few_entries_fill_their_panels_with_bigger_rows(make_app, tmp_path):
    """One evening of four: each other place on a row of its own with its points beside it;
    three people on the overview: rows as tall and names as big as the panel allows."""
    from helpers import sizes_drawn, texts_placed

    from scenes.screens.stats import BOARD_RECT, NAME, PAGES

    folder = tmp_path / "few"
    db = Stats.open(folder)
    record(db, T0, ("Anna", "keyboard1", 1, 0), ("Ben", "keyboard2", 2, 1), ("Clara", "pad1", 3, 2))
    evening = Evening([Player("Anna", "keyboard1", 0), Player("Ben", "keyboard2", 1), Player("Clara", "pad1", 2),
                       Player("David", "keyboard3", 3)])
    evening.record("durchmarsch", [0, 1, 2, 3], [[0], [1], [2], [3]])
    db.record_evening(stats_entry(evening))
    db.close()
    app, scene = stats_screen(make_app, folder, "en")
    rows = {t: r for t, r in texts_placed(app) if t in ("Anna", "Ben", "Clara") and BOARD_RECT.contains(r)}
    gaps = sorted(r.centery for r in rows.values())
    assert all(b - a >= 68 for a, b in zip(gaps, gaps[1:], strict=False)), gaps
    assert max(s for t, s in sizes_drawn(app) if t == "Ben") > NAME
    scene.switch(PAGES.index("evenings"))
    placed = texts_placed(app)
    for place, name, points in (("2.", "Ben", "6 points"), ("3.", "Clara", "4 points"), ("4.", "David", "3 points")):
        label = next(r for t, r in placed if t == place)
        assert any(t == name and abs(r.centery - label.centery) <= 4 for t, r in placed), name
        assert any(t == points and abs(r.centery - label.centery) <= 4 for t, r in placed), (points, placed)


def test_who_wins_each_game_most_reads_as_name_and_wins_and_says_when_nobody_has(make_app, tmp_path):
    from helpers import texts_placed

    from scenes.screens.stats import PAGES

    folder = tmp_path / "games"
    db = Stats.open(folder)
    record(db, T0, ("Anna", "keyboard1", 1, 0), ("Ben", "keyboard2", 2, 1))
    db.close()
    app, scene = stats_screen(make_app, folder, "en")
    scene.switch(PAGES.index("games"))
    placed = texts_placed(app)
    under = next(r for t, r in placed if t == "Who wins each game most").bottom    # the list, not the bars
    placed = [(t, r) for t, r in placed if r.top > under]
    anna = next(r for t, r in placed if t == "Anna")
    wins = next(r for t, r in placed if t == "1 win")
    assert abs(wins.centery - anna.centery) <= 4 and 0 < wins.left - anna.right <= 30, "the wins right after the name"
    assert [t for t, _r in placed].count("nobody has won it yet") == 3, "Mensch, Zehntausend, Wurf & Weg"


def test_with_more_than_six_one_playing_day_shows_each_bar_in_its_look_of_every_page(make_app, tmp_path, monkeypatch):
    from scenes.screens.stats import PAGES

    folder = tmp_path / "eight"
    db = Stats.open(folder)
    names = ("Anna", "Ben", "Clara", "David", "Emil", "Flo", "Gus", "Hanna")
    for n in range(4):
        record(db, T0 + timedelta(minutes=30 * n), (names[2 * n], "keyboard1", 1, (2 * n) % 6),
               (names[2 * n + 1], "bot:easy", 2, (2 * n + 1) % 6))
    db.close()
    app, scene = stats_screen(make_app, folder, "en")
    looks = {}
    for page in ("overview", "history"):
        scene.switch(PAGES.index(page))
        scene.time += 5
        looks[page] = {name: set(found) for name, found in tokens_beside_names(app, monkeypatch).items()
                       if name in names}
    both = [n for n in looks["history"] if n in looks["overview"]]     # (the bots: not among the people on the board)
    assert set(both) >= {"Anna", "Clara", "Emil", "Gus"}, looks
    assert all(looks["history"][n] == looks["overview"][n] for n in both), looks


@pytest.mark.parametrize("lang, one, wrong", [("en", "1 point", "1 points"), ("de", "1 Punkt", "1 Punkte")])
def test_the_last_of_six_on_an_evening_has_one_point_not_one_points(make_app, tmp_path, lang, one, wrong):
    from helpers import texts_drawn

    from scenes.screens.stats import PAGES

    folder = tmp_path / lang
    db = Stats.open(folder)
    names = ("Anna", "Ben", "Clara", "David", "Emil", "Flo")
    record(db, T0, *[(name, f"keyboard{k % 4 + 1}", k + 1, k) for k, name in enumerate(names)])
    evening = Evening([Player(name, f"keyboard{k % 4 + 1}", k) for k, name in enumerate(names)])
    evening.record("zehntausend", list(range(6)), [[k] for k in range(6)])
    db.record_evening(stats_entry(evening))
    db.close()
    app, scene = stats_screen(make_app, folder, lang)
    scene.switch(PAGES.index("evenings"))
    seen = texts_drawn(app)
    assert one in seen and wrong not in seen, seen


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_page_reads_from_the_sofa_names_large_nothing_under_20_px(make_app, tmp_path, lang):
    """Names in the lists, the last games, beside the lines and on a shared record stand at 24 px
    or more, and no word on any page is under 20 px (at 960x540 that is still 15 px)."""
    from scenes.screens.stats import PAGES
    from scenes.ui import text

    folder = tmp_path / "sofa"
    db = Stats.open(folder)
    for day in range(6):          # a record shared by four, last games, lines for four
        seats = [(name, f"keyboard{k + 1}", 1 + (k + day) % 3, k) for k, name in enumerate(("Anna", "Ben", "Dora"))]
        record(db, T0 + timedelta(days=day), *seats, ("Clara", "bot:hard" if day % 2 else "bot:easy", 4, 2))
    evening = Evening([Player("Anna", "keyboard1", 0), Player("Clara", "bot:normal", 2)])
    evening.record("durchmarsch", [0, 1], [[1], [0]])
    db.record_evening(stats_entry(evening))
    db.close()
    app, scene = stats_screen(make_app, folder, lang)
    names = {"Anna", "Ben", "Clara", "Dora"}
    for tab, page in enumerate(PAGES):
        scene.switch(tab)
        scene.time += 5
        sizes = text.watch_sizes()
        try:
            app.draw()
        finally:
            text.unwatch()
        said = [(t, s) for t, s in sizes if t.strip()]
        assert {t for t, _s in said} & names, (page, "the names are on the page")
        assert not [(t, s) for t, s in said if s < 20], (page, "every word 20 px or more")
        assert not [(t, s) for t, s in said if t in names and s < 24], (page, "names 24 px or more")
