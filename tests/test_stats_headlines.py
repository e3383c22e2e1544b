"""Each statistics page leads with one big figure per person beside their token: the wins so
far at the end of each line over time, how often each finished ahead on the head-to-head;
rows with air, numbers right-aligned with their unit named, and no text under the floor in
either language."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from test_stats_people import stats_screen, tokens_beside_names

from game.evening import Evening, Player, stats_entry
from game.stats import PlayerResult, Stats

T0 = datetime(2026, 11, 20, 20, 0, 0)


def filled(folder) -> None:
    """Three days: Anna and Maximilian take turns winning Durchmarsch, the bot Ben wins Mensch;
    one ended Spieleabend."""
    db = Stats.open(folder)
    for day in range(3):
        when = T0 + timedelta(days=day)
        db.record("durchmarsch", {}, [PlayerResult("Anna", "keyboard1", 1 + day % 2, {"turns": 6}, 0),
                                      PlayerResult("Maximilian", "keyboard2", 2 - day % 2, {"turns": 7}, 1),
                                      PlayerResult("Ben", "bot:hard", 3, {"turns": 9}, 3)], 60.0, played_at=when)
        db.record("mensch", {}, [PlayerResult("Anna", "keyboard1", 2, {"captures": 1}, 0),
                                 PlayerResult("Ben", "bot:hard", 1, {"captures": 3}, 3)], 60.0,
                  played_at=when + timedelta(minutes=40))
    evening = Evening([Player("Anna", "keyboard1", 0), Player("Maximilian", "keyboard2", 1),
                       Player("Ben", "bot:hard", 3)])
    evening.record("durchmarsch", [0, 1, 2], [[1], [0], [2]])
    db.record_evening(stats_entry(evening))
    db.close()


def draw_page(app, scene, page: str):
    """The page drawn afresh: (text, rect, size) of every text placed on it, the size read from
    its height (as tall as that size's digits, bold), and the sizes of all text drawn."""
    from scenes.screens.stats import PAGES
    from scenes.ui import text

    scene.switch(PAGES.index(page))
    scene.time += 5
    app.top.page_key = None
    places, sizes = text.watch_places(), text.watch_sizes()
    try:
        app.draw()
    finally:
        text.unwatch()
    return [(t, r, tallest(r.h)) for t, r, _s in places if t.strip()], sizes


def tallest(height: int) -> int:
    """The largest text size whose digits are no taller than `height`."""
    from scenes.ui.text import render

    return max((size for size in range(8, 80) if render("0", size, bold=True).get_height() <= height), default=0)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_wins_over_time_end_each_line_with_the_persons_wins_big_and_right_aligned(make_app, tmp_path, lang):
    folder = tmp_path / lang
    filled(folder)
    app, scene = stats_screen(make_app, folder, lang)
    drawn, _sizes = draw_page(app, scene, "history")
    names = {t: r for t, r, _size in drawn if t in ("Anna", "Maximilian", "Ben")}
    wins = {"Anna": "2", "Maximilian": "1", "Ben": "3"}
    rights = set()
    for name, rect in names.items():
        beside = [(r, size) for t, r, size in drawn
                  if t == wins[name] and abs(r.centery - rect.centery) <= 4 and r.left > rect.right]
        assert beside, (name, "their wins so far on their row")
        assert beside[0][1] >= 28, "a headline figure, not a tick label"
        rights.add(beside[0][0].right)
    assert len(rights) == 1, ("the figures stand right-aligned in one column", rights)


@pytest.mark.parametrize("lang, units", [("de", ("mal besser platziert", "mal besser platziert")),
                                         ("en", ("times finished ahead", "finished ahead once"))])
def test_head_to_head_leads_with_how_often_each_finished_ahead_big_with_its_unit(make_app, tmp_path, monkeypatch,
                                                                                lang, units):
    folder = tmp_path / lang
    filled(folder)
    app, scene = stats_screen(make_app, folder, lang)
    people = [(p.name, p.kind) for p in scene.people()]
    scene.pair = [people.index(("Anna", "human")), people.index(("Maximilian", "human"))]
    drawn, _sizes = draw_page(app, scene, "duel")
    pickers = scene.picker_rects()
    for which, ahead, unit in (("a", "2", units[0]), ("b", "1", units[1])):     # Anna ahead twice, Maximilian once
        rect = pickers[which]
        big = [(r, size) for t, r, size in drawn if t == ahead and size >= 40 and r.top > rect.bottom
               and rect.left < r.centerx < rect.right]
        assert big, (which, "a big figure under the name")
        figure = big[0][0]
        named = [r for t, r, _size in drawn if t == unit and 0 <= r.top - figure.bottom <= 30
                 and r.centerx == rect.centerx]
        assert named, (which, "its unit named under it")
    tokens = tokens_beside_names(app, monkeypatch)
    assert 0 in tokens.get("2", []) and 1 in tokens.get("1", []), "each figure beside its person's token"


def test_few_people_get_rows_with_air_on_the_evenings_page(make_app, tmp_path):
    folder = tmp_path / "air"
    filled(folder)
    app, scene = stats_screen(make_app, folder, "en")
    drawn, _sizes = draw_page(app, scene, "evenings")
    chart = next(r for t, r, _size in drawn if t == "Games won at game nights")
    right = [r for t, r, _size in drawn if t in ("Anna", "Maximilian", "(Bot: hard)") and r.left > 640
             and r.bottom < chart.top]
    rows = sorted(r.centery for r in right)
    assert len(rows) == 3 and all(b - a >= 60 for a, b in zip(rows, rows[1:], strict=False)), rows


@pytest.mark.parametrize("lang", ["de", "en"])
def test_few_people_leave_no_bare_half_on_the_evenings_page(make_app, tmp_path, lang):
    """Under the evenings played and won per person, the room left shows what each won at the
    evenings: a bar per person, their games won beside it, down to the panel's foot."""
    from scenes.screens.stats import CONTENT

    folder = tmp_path / lang
    filled(folder)
    app, scene = stats_screen(make_app, folder, lang)
    drawn, _sizes = draw_page(app, scene, "evenings")
    title = next(r for t, r, _size in drawn if t == scene.t("stats.evenings.games_won"))
    below = {t: r for t, r, _size in drawn if r.top > title.bottom and r.left > 640}
    one_win = scene.count("stats.games.wins", 1)          # Maximilian won the evening's one game
    assert one_win in below, below
    assert any(t == "Maximilian" and abs(r.centery - below[one_win].centery) <= 4 for t, r in below.items())
    assert max(r.bottom for r in below.values()) >= CONTENT.bottom - 120, "the chart reaches the panel's foot"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_text_on_any_filled_page_is_under_the_floor(make_app, tmp_path, lang):
    from scenes.screens.stats import PAGES
    from scenes.ui.layout import READABLE

    folder = tmp_path / lang
    filled(folder)
    app, scene = stats_screen(make_app, folder, lang)
    for page in PAGES:
        drawn, sizes = draw_page(app, scene, page)
        small = [(t, size) for t, size in sizes if t.strip() and size < READABLE]
        assert not small, (page, small)
        outside = [t for t, r, _size in drawn if not app.screen.get_rect().contains(r)]
        assert not outside, (page, "cut at the edge", outside)


@pytest.mark.parametrize("lang, invite", [("de", "Das erste Spiel Wurf & Weg setzt ihn."),
                                          ("en", "The first game of Wurf & Weg sets it.")])
def test_a_game_without_a_record_invites_to_set_it_in_the_middle_of_its_card(make_app, tmp_path, lang, invite):
    folder = tmp_path / lang
    filled(folder)                                  # Durchmarsch and Mensch only
    app, scene = stats_screen(make_app, folder, lang)
    drawn, _sizes = draw_page(app, scene, "records")
    none = scene.t("stats.records.none")
    empty = sorted((r for t, r, _size in drawn if t == none), key=lambda r: r.x)
    assert len(empty) == 2, "Zehntausend and Wurf & Weg have no record yet"
    said = [r for t, r, _size in drawn if t == invite]
    assert said and abs(said[0].centerx - empty[1].centerx) <= 2 and said[0].top > empty[1].bottom, \
        "what sets the first record, under the word"
    assert empty[1].centery > 720 * 3 // 4 - 40, "in the middle of its card, not a lone line at its top"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_head_to_head_and_records_say_their_words_large_enough_for_the_sofa(make_app, tmp_path, lang):
    """The games' names beside the head to head's bars, the counts at their ends, and what each
    record counts stand at 24 px, not at the floor."""
    folder = tmp_path / lang
    filled(folder)
    app, scene = stats_screen(make_app, folder, lang)
    people = [(p.name, p.kind) for p in scene.people()]
    scene.pair = [people.index(("Anna", "human")), people.index(("Maximilian", "human"))]
    drawn, _sizes = draw_page(app, scene, "duel")
    durchmarsch = scene.game_name("durchmarsch")
    labels = [size for t, _r, size in drawn if t.startswith(durchmarsch)]
    assert labels and min(labels) >= 24, ("a game's name beside its bar", labels)
    drawn, _sizes = draw_page(app, scene, "records")
    caption = [size for t, _r, size in drawn if t == scene.t("stats.records.durchmarsch")]
    assert caption and min(caption) >= 24, ("what the record counts", caption)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_small_print_of_wins_over_time_and_the_last_games_is_22_px(make_app, tmp_path, lang):
    """No word on the wins over time (its axis, days and the note under it) nor the last games'
    game and day on the overview stands at the bare floor: 22 px, read from the sofa."""
    from scenes.screens.stats import CONTENT, RECENT_RECT

    folder = tmp_path / lang
    filled(folder)
    app, scene = stats_screen(make_app, folder, lang)
    drawn, _sizes = draw_page(app, scene, "history")
    small = [(t, size) for t, r, size in drawn if CONTENT.contains(r) and size < 22]
    assert not small, small
    drawn, _sizes = draw_page(app, scene, "overview")
    game = scene.game_name("durchmarsch")
    about = [size for t, r, size in drawn if t.startswith(game) and RECENT_RECT.contains(r)]
    assert about and min(about) >= 22, about
