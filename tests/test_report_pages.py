"""The results' report pages as players compare them: lines with equal values stay apart and
named, every player card shows the same figures in the same order, the figures fill the page."""

from __future__ import annotations

import math

import pygame
import pytest

from scenes.ui import charts, theme
from scenes.ui.charts import LineChart, Series


@pytest.fixture(autouse=True)
def fonts():
    pygame.init()


def twins_chart() -> LineChart:
    """Three players whose lines run exactly on top of each other (Mensch: all home at once)."""
    same = tuple((x, min(40, x * 2)) for x in range(0, 60, 2))
    series = [Series(i, same, (), name, i == 0) for i, name in enumerate(("Anna", "Ben", "Clara"))]
    return LineChart((640, 300), series, title="T", x_name="Wurf", y_name="Felder", end_names=True,
                     x_end=58, lanes=True)


def test_lines_with_equal_values_each_keep_a_visible_lane_of_their_own_colour():
    chart = twins_chart()
    ink = chart.ink()
    marks = [x for s in chart.series for x, _y in chart.step_marks(s)]
    for x_value in (10, 50):                        # rising together, and flat together at the end
        x = round(chart.to_screen(x_value, 0)[0])
        while any(abs(x - m) <= charts.POINT + 3 for m in marks):    # (beside the shapes on the way)
            x += 1
        column = [ink.get_at((x, y))[:3] for y in range(chart.plot.top - 10, chart.plot.bottom + 10)]
        for i in range(3):
            colour = theme.seat_look(i)[0][:3]
            assert column.count(colour) >= 2, f"seat {i}'s line is hidden under another at x={x_value}"


def test_a_long_line_carries_its_players_shape_along_the_way_never_piled_on_anothers():
    chart = twins_chart()
    marks = [chart.step_marks(s) for s in chart.series]
    assert all(len(m) >= 2 for m in marks), "every long line shows its shape more than once"
    xs = sorted(round(x) for m in marks for x, _y in m)
    assert all(b - a >= 2 * charts.POINT for a, b in zip(xs, xs[1:], strict=False)), "shapes apart"


def test_each_end_name_stands_behind_its_players_token_with_air_between_names():
    chart = twins_chart()
    tops = sorted(top for _s, _lines, top, _end in chart.name_places)
    assert len(tops) == 3
    assert all(b - a >= charts.name_step() + charts.NAME_AIR for a, b in zip(tops, tops[1:], strict=False))
    surf = pygame.Surface(chart.size, pygame.SRCALPHA)
    chart.draw(surf, (0, 0), 1.0)
    x = chart.plot.right + charts.TOKEN + 14 + chart.elbow_room() + charts.NAME_TOKEN
    for s, lines, top, _end in chart.name_places:
        mid = round(top + len(lines) * charts.name_step() / 2)
        assert surf.get_at((x, mid))[:3] == theme.seat_look(s.style)[0][:3], f"{s.label}'s token"


def mensch_results(make_app, lang: str, figures: list[dict]):
    from helpers import run_frames
    from test_results_report import play_mensch

    from game.games import game_by_name
    from game.seats import Seat
    from scenes.screens.results import ResultsScene

    match, story = play_mensch(2)
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    seats = [Seat(name, "keyboard1") for name in ("Anna", "Ben", "Clara", "David")]
    scene = ResultsScene(app, game_by_name("mensch"), seats, [[0], [1], [2], [3]], figures, 1,
                         owners=tuple(match.owners), story=story)
    app.push(scene)
    run_frames(app, 120 * 9)
    return app, scene


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_card_shows_the_same_figures_in_the_same_places_and_a_missing_one_as_a_dash(make_app, lang):
    from helpers import texts_placed

    full = {"home": 2, "captures": 4, "captured": 3, "sixes": 9}
    figures = [dict(full), {"home": 1, "captured": 12, "sixes": 3}, dict(full, sixes=1), dict(full, home=0)]
    app, scene = mensch_results(make_app, lang, figures)
    labels = [scene.t(f"mensch.figure.{key}") for key in ("home", "captures")]     # (the rest: the figures' page)
    height, _gap = scene.compact_rows()
    cards = [pygame.Rect(24, 104 + i * (height + 8), 496, height) for i in range(4)]
    placed = texts_placed(app)
    where = []                      # each card: (label, its x, its y within the card) in order
    for card in cards:
        inside = [(t, r) for t, r in placed if card.contains(r)]
        where.append([(t, r.left, r.top - card.top) for t, r in inside if t in labels])
    assert [t for t, _x, _y in where[0]] == labels, "the deciding figures on the first card, in the game's order"
    assert all(w == where[0] for w in where), "every card: the same figures at the same places"
    ben = [t for t, r in placed if cards[1].contains(r)]
    assert "–" in ben, "Ben's missing figure reads as a dash"
    numbers = {}                    # the numbers of one figure stand under each other, right-aligned
    for card in cards:
        for t, r in placed:
            if card.contains(r) and (t.isdigit() or t == "–"):
                numbers.setdefault(r.top - card.top, []).append(r.right)
    assert numbers and all(len(set(rights)) <= 2 for rights in numbers.values())


def test_a_card_with_garbage_figures_still_draws_every_card(make_app):
    figures = [{"home": None, "captures": "x", 3: 4}, {}, {"sixes": float("nan")}, {"home": 1}]
    app, scene = mensch_results(make_app, "de", figures)
    assert scene.card_value(1, "home") == "–" and scene.card_value(0, "home") == "–"
    assert scene.card_value(0, "captures") == "–" and scene.card_value(2, "sixes") == "–"
    assert scene.card_value(3, "home") == "1"
    surf = pygame.Surface((1280, 720))
    scene.draw(surf)


def test_garbage_figures_draw_the_figures_page_with_empty_bars_never_a_crash(make_app):
    """Figures that are no numbers (text, nan, infinity, negative, huge) on the figures' page:
    the numbers read "–", their bars stay empty tracks, and the page draws."""
    figures = [{"home": 1, "captures": 2, "captured": "x", "sixes": float("inf")},
               {"home": 2, "captures": -3, "captured": float("nan"), "sixes": 10**30},
               {"home": 0, "captures": True, "captured": None, "sixes": 4}, {"home": 4}]
    app, scene = mensch_results(make_app, "en", figures)
    assert [scene.figure_number(0, "captured"), scene.figure_number(1, "captured"),
            scene.figure_number(0, "sixes"), scene.figure_number(2, "captures")] == [None, None, None, None]
    assert scene.figure_number(1, "sixes") == 1e30
    scene.figures_cut = lambda: True
    while not scene.on_figures_page():
        scene.turn_page(1)
    surf = pygame.Surface((1280, 720))
    scene.draw(surf)


def cards_page(make_app, game: str, seats: int, lang: str, names=None, seed: int = 2):
    """The report of a bot game turned to its page of player cards, settled: (app, scene, panel)."""
    from helpers import run_frames
    from test_results_truth import results_of
    from test_story_truth import played

    from game.games import game_by_name

    info = game_by_name(game)
    match, story, _, _ = played(info, seed, seats=seats)
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, (names or ["Anna", "Ben", "Clara", "David", "Emil", "Frieda"])[:seats])
    if not scene.figures_cut():
        scene.figures_cut = lambda: True          # (the page as it shows when the cards are full)
    while not scene.on_figures_page():
        scene.turn_page(1)
    run_frames(app, 240)
    return app, scene, scene.story_rects()["chart"]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_six_players_cards_fill_the_page_each_with_its_name_figures_and_luck(make_app, lang):
    """Page 2 was two columns of figures in a half-empty panel: every player has a card of their
    own, the cards reach the panel's foot, each names its player large and says their luck in
    words ("1 Niete, zu erwarten 0,8")."""
    from helpers import texts_placed

    app, scene, panel = cards_page(make_app, "zehntausend", 6, lang)
    names = [seat.name for seat in scene.seats]
    placed = [(t, r) for t, r in texts_placed(app) if panel.contains(r)]
    rows = [r for t, r in placed if t in names]
    assert len(rows) == 6
    assert max(r.bottom for _t, r in placed) >= panel.bottom - panel.h // 8, "the cards reach the panel's foot"
    assert min(r.h for r in rows) > 24, "the names are larger than the smallest readable size"
    said = " ".join(t for t, _r in placed).replace("\u00a0", " ")
    expected = scene.t("app.results.card_luck", n="", unit="", expected="").replace("\u00a0", " ").strip(" ,")
    assert said.count(expected) == 6, said


@pytest.mark.parametrize("lang", ["de", "en"])
def test_two_players_cards_leave_the_other_figures_to_cards_whose_names_break_only_between_words(make_app, lang):
    from helpers import texts_placed

    app, scene, panel = cards_page(make_app, "durchmarsch", 2, lang)
    assert scene.figures_cut(), "the ranking keeps to the figures that decide the places; the cards have the rest"
    placed = [t for t, r in texts_placed(app) if panel.contains(r)]
    for key in scene.figure_page_keys():
        label = scene.card_label(key)
        lines = [t for t in placed if t and t in label and not t[0].isdigit()]
        assert lines, label
        assert all(set(t.split()) <= set(label.split()) for t in lines), (label, lines)
        assert placed.count(lines[0]) == 2, f"both cards name {label}"


def test_where_lines_end_together_the_winners_token_is_the_one_seen_whole():
    same = ((0, 0), (10, 20), (20, 40))
    series = [Series(0, same, (), "Anna"), Series(1, same, (), "Ben", True)]
    chart = LineChart((640, 300), series, end_names=True, x_end=20, lanes=True)
    surf = pygame.Surface(chart.size, pygame.SRCALPHA)
    chart.draw(surf, (0, 0), 1.0)
    ben = dict((id(s), at) for s, at in chart.line_heads(1.0))[id(chart.series[1])]
    assert surf.get_at((round(ben[0]), round(ben[1])))[:3] == theme.seat_look(1)[0][:3]


def test_roomy_cards_write_their_figures_larger_than_the_smallest_size(make_app):
    from helpers import texts_placed
    from test_results_truth import results_of
    from test_story_truth import played

    from game.games import game_by_name
    from scenes.ui.layout import READABLE
    from scenes.ui.text import render

    info = game_by_name("zehntausend")
    match, story, _, _ = played(info, 2, seats=4)
    app = make_app()
    scene = results_of(app, info, match, story, ["Anna", "Ben", "Clara", "David"])
    label = scene.card_label(scene.card_keys()[0])
    widths = [r.w for t, r in texts_placed(app) if t == label and r.right <= 520]
    assert len(widths) == 4, "each card names the figure"
    assert min(widths) > render(label, READABLE, theme.TEXT).get_width(), "the cards' room makes the figures larger"


def test_no_line_in_its_lane_dips_under_the_zero_line():
    flat = ((0, 0), (5, 0), (10, 0))
    chart = LineChart((640, 300), [Series(i, flat, (), f"P{i}") for i in range(6)], end_names=True, lanes=True)
    zero = chart.to_screen(0, 0)[1]
    assert all(chart.at(s, 5, 0)[1] <= zero for s in chart.series)
    assert len({chart.at(s, 5, 0)[1] for s in chart.series}) == 6, "each line in a lane of its own"


def test_each_elbow_from_a_lines_end_to_its_name_wears_its_players_colour():
    rising = [Series(i, ((0, 0), (10, 10 * (i + 1))), (), name) for i, name in enumerate(("Anna", "Ben", "Clara"))]
    chart = LineChart((640, 300), rising, end_names=True, lanes=True)
    surf = pygame.Surface(chart.size, pygame.SRCALPHA)
    chart.draw(surf, (0, 0), 1.0)
    left = chart.plot.right + charts.TOKEN + 3
    right = chart.plot.right + charts.TOKEN + 14 + chart.elbow_room() - 3
    seen = {surf.get_at((x, y))[:3] for x in range(left, right) for y in range(chart.size[1])}
    for i in range(3):
        assert theme.seat_look(i)[0][:3] in seen, f"seat {i}'s elbow in its colour"


def test_long_names_wrap_in_a_narrower_column_so_the_lines_keep_most_of_the_chart():
    names = ["Jürgen Größemann", "WWWWWWWWWWWWWWWW", "Maximilian-Alexa", "Wolfgang Wümmelm"]
    series = [Series(i, ((0, 0), (10, 10 * (i + 1))), (), name) for i, name in enumerate(names)]
    chart = LineChart((688, 300), series, title="T", y_name="Felder", end_names=True, lanes=True)
    assert chart.plot.w >= chart.size[0] * 0.5, "the lines keep half of the chart"
    drawn_lines = [line for _s, lines, _top, _end in chart.name_places for line in lines]
    assert not any("…" in line for line in drawn_lines), "every name whole"
    tops = sorted(top for _s, _lines, top, _end in chart.name_places)
    heights = {top: len(lines) for _s, lines, top, _end in chart.name_places}
    for a, b in zip(tops, tops[1:], strict=False):
        assert b >= a + heights[a] * charts.name_step(), "no two names overlap"


@pytest.mark.parametrize("game", ["durchmarsch", "mensch", "zehntausend", "wurf_und_weg"])
def test_every_point_of_the_report_chart_reads_as_its_own_value(make_app, game):
    """A line sits beside another only where both have the same value, and then by a fraction
    of the data's smallest step (a few pixels): no point reads as another value, a full row
    stands on its grid line, a start at zero starts at zero."""
    from test_results_truth import results_of
    from test_story_truth import played

    from game.games import game_by_name

    info = game_by_name(game)
    match, story, _, _ = played(info, 3, seats=4)
    scene = results_of(make_app(), info, match, story, ["Anna", "Ben", "Clara", "David"])
    chart = scene.line_chart(scene.story_rects()["chart"])
    if chart.strips:         # (a knot: each line in its own band, every point at its value there)
        for i, s in enumerate(chart.series):
            band = chart.strip(i)
            for x, y in s.points:
                read = chart.y_low + (band.bottom - chart.at(s, x, y)[1]) / band.h * (chart.y_high - chart.y_low)
                assert abs(read - y) <= 1e-6, f"{s.label}'s {y} at x={x} reads as {read:.2f}"
        return
    per_value = chart.plot.h / (chart.y_high - chart.y_low)
    step = chart.resolution()
    for s in chart.series:
        for x, y in s.points:
            shift = chart.at(s, x, y)[1] - chart.to_screen(x, y)[1]
            read = y - shift / per_value
            assert abs(read - y) <= 0.4 * step + 1e-6 and abs(shift) <= charts.LANE_MAX, \
                f"{s.label}'s {y} at x={x} reads as {read:.2f}"
            shared = any(o is not s and chart.value_at(o, x) == y for o in chart.series)
            if not shared:
                assert shift == 0, f"{s.label}'s {y} at x={x} is shifted though no other line is there"
            if y == chart.y_low:
                assert shift <= 0, f"{s.label}'s 0 at x={x} dips under the zero line"


@pytest.mark.parametrize("lang, label, axis", [("de", "In offener Reihe", "Kreuze in der besten offenen Reihe"),
                                               ("en", "In the open row", "Crosses in the best open row")])
def test_durchmarsch_cards_and_chart_name_the_crosses_in_the_best_row_that_decide_the_places(make_app, lang, label,
                                                                                                axis):
    from helpers import texts_placed
    from test_results_truth import results_of
    from test_story_truth import played

    from game.games import game_by_name

    info = game_by_name("durchmarsch")
    match, story, _, _ = played(info, 3, seats=4)
    app = make_app(f'[general]\nlanguage = "{lang}"\n')
    scene = results_of(app, info, match, story, ["Anna", "Ben", "Clara", "David"])
    said = [t for t, _r in texts_placed(app)]
    assert said.count(label) == 4, "every card names the figure for what it counts"
    assert axis in said, "the chart's axis says what it plots"
    assert scene.card_keys()[0] == "best_row"


def test_highlights_with_room_to_spare_are_written_larger_than_the_smallest_size(make_app):
    from helpers import texts_placed
    from test_results_truth import results_of
    from test_story_truth import played

    from game.games import game_by_name
    from scenes.ui.layout import READABLE
    from scenes.ui.text import render

    info = game_by_name("durchmarsch")
    match, story, _, _ = played(info, 3, seats=4)
    app = make_app()
    scene = results_of(app, info, match, story, ["Anna", "Ben", "Clara", "David"])
    panel = scene.story_rects()["highlights"]
    first = scene.highlight_layout(panel.w, panel.h)[0][2][0]
    heights = [r.h for t, r in texts_placed(app) if t == first and panel.contains(r)]
    assert heights and heights[0] > render(first, READABLE, theme.TEXT).get_height(), "larger where there is room"


LONG_NAMES = ["Maximilianus Abc", "Bartholomäus Xyz", "Clementinechen A", "Davidoffsky Long", "Emilianosaurus B",
              "Friederikalotta"]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game", ["durchmarsch", "mensch", "zehntausend", "wurf_und_weg"])
def test_the_cards_name_every_figure_whole_for_the_most_long_names_a_game_takes(make_app, lang, game):
    """"Kreuze in bester Reihe" stood on four lines over a narrow column: on the cards every
    figure's name stands whole (nothing cut with "…"), the most 16-letter names a game takes
    stay whole, and every figure the ranking does not show is on one of the pages."""
    from helpers import run_frames, texts_placed
    from test_results_truth import results_of
    from test_story_truth import played

    from game.games import game_by_name

    info = game_by_name(game)
    match, story, _, _ = played(info, 2, seats=info.max_seats)
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, LONG_NAMES)
    scene.figures_cut = lambda: True                  # (the page as it shows when the cards are full)
    labels = {scene.card_label(key) for key in scene.card_keys()
              if key not in scene.card_shown_keys() and key not in scene.idle_keys()}
    shown = set()              # (the figures the ranking beside the page shows are not repeated on it)
    for _ in range(scene.page_count()):
        if scene.on_figures_page():
            run_frames(app, 240)
            panel = scene.story_rects()["chart"]
            placed = [t for t, r in texts_placed(app) if panel.contains(r)]
            assert not any("…" in t for t in placed), [t for t in placed if "…" in t]
            for name in LONG_NAMES[:info.max_seats]:
                assert name in placed or any(t and t in name and len(t) > 3 for t in placed), name
            for label in labels:
                if label in placed or any(t and t in label and not t[0].isdigit() and len(t) > 3 for t in placed):
                    shown.add(label)
        scene.turn_page(1)
    assert shown == labels, (shown, labels)


def test_misthrows_of_several_players_at_one_point_are_each_a_mark_on_its_own_line_without_a_badge():
    """A "×3" badge where lines crossed needed a legend entry to decode ("×2 = 2 Fehlwürfe in
    einer Runde"). Now each misthrow stands small on its player's line at its round, in the
    player's colour, also where three fall on one point (stepping aside so none hides another):
    no count badge, no extra legend entry."""
    lines = {"Anna": ((0, 0), (1, 2), (3, 5), (5, 5)), "Ben": ((0, 0), (1, 3), (3, 5), (5, 6)),
             "Clara": ((0, 0), (2, 4), (3, 5), (5, 7)), "David": ((0, 0), (3, 1), (5, 10))}
    marks = {"Anna": ((3, 5, "misthrow"),), "Ben": ((3, 5, "misthrow"),), "Clara": ((3, 5, "misthrow"),),
             "David": ((3, 1, "misthrow"), (5, 10, "row_completed"))}
    series = [Series(i, pts, marks[name], name, name == "David") for i, (name, pts) in enumerate(lines.items())]
    chart = LineChart((640, 300), series, title="T", x_name="Runde", y_name="Kreuze",
                      mark_names={"misthrow": "Fehlwurf", "row_completed": "Reihe voll"}, end_names=True,
                      x_end=5, lanes=True, count_name=lambda kind, n: f"×{n} = {n} Fehlwürfe in einer Runde")
    groups = chart.mark_groups()
    crosses = [g for g in groups if g[0] == "cross"]
    assert len(crosses) == 4 and all(n == 1 for _s, _c, n, _size, _st in groups), "one mark per misthrow"
    at_three = [g for g in crosses if abs(g[1][0] - chart.to_screen(3, 5)[0]) <= 10 and g[4] != 3]
    assert sorted(g[4] for g in at_three) == [0, 1, 2], "Anna's, Ben's and Clara's each in their colour"
    assert len({(round(x), round(y)) for _s, (x, y), _n, _size, _st in at_three}) == 3, "none on top of another"
    for _symbol, (_x, y), _n, size, _style in at_three:
        assert abs(y - chart.to_screen(3, 5)[1]) <= 40 + size, "close to the point it marks"
    assert not chart.count_places(), "no count badge"
    assert [text for text, _icon in chart.legend] == ["Fehlwurf", "Reihe voll"], "no extra legend entry"
    ink = chart.ink()
    assert not [t for t, _r in chart._ink_said.places if t.startswith("×")], "no ×n drawn"
    single = next(g for g in crosses if g[4] == 3)
    assert abs(single[1][1] - chart.to_screen(3, 1)[1]) < 1, "David's misthrow on his line"
    assert ink.get_at((round(single[1][0]), round(single[1][1])))[:3] == theme.seat_look(3)[0][:3], \
        "drawn in the player's colour"
    for _symbol, (_x, y), _n, _size, _style in groups:
        assert y <= chart.plot.bottom, "nothing stands under the axis"


def test_marks_of_many_close_rounds_are_each_seen_or_counted_on_the_lines():
    """Durchmarsch's misthrows of six players over twelve rounds: every mark stands on the
    plot (none under the axis) and is seen or counted."""
    import random

    rng = random.Random(4)
    series = []
    for seat in range(6):
        pts = tuple((x, rng.randint(0, 10)) for x in range(0, 13))
        series.append(Series(seat, pts, tuple((x, pts[x][1], rng.choice(["misthrow", "row_struck"]))
                                              for x in rng.sample(range(1, 13), 8)), f"P{seat}"))
    chart = LineChart((520, 240), series, x_name="Runde", end_names=True, x_end=12, lanes=True,
                      mark_names={"misthrow": "Fehlwurf", "row_struck": "Reihe gestrichen"})
    groups = chart.mark_groups()
    assert sum(n for _s, _c, n, _size, _st in groups) == 48, "every mark is seen or counted"
    for _s, (x, y), _n, _size, _st in groups:
        assert chart.plot.left - 1 <= x <= chart.plot.right + 1 and chart.plot.top - 8 <= y <= chart.plot.bottom


@pytest.mark.parametrize("lang", ["de", "en"])
def test_short_names_leave_the_figures_room_for_every_column_on_one_page(make_app, lang):
    """Anna, Ben, Clara and David need little room: the Durchmarsch figures the cards do not
    show share one page, every head still on at most two lines."""
    from test_results_truth import results_of
    from test_story_truth import played

    from game.games import game_by_name

    info = game_by_name("durchmarsch")
    match, story, _, _ = played(info, 2, seats=4)
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, ["Anna", "Ben", "Clara", "David"])
    others = tuple(k for k in scene.card_keys() if k not in scene.card_shown_keys())
    assert others and scene.figure_pages() == (others,)


def test_lines_that_knot_get_a_band_each_and_a_race_keeps_one_plot():
    """Wurf & Weg's "Würfel übrig" was a knot of four lines: dice come and go, the lines
    cross dozens of times. Such lines each get a band of their own, one under the other, every
    point inside its own band; lines that add up (a race) keep sharing one plot."""
    import random

    rng = random.Random(3)
    knot = []
    for _seat in range(4):
        value, pts = 3, []
        for x in range(80):
            value = max(0, min(5, value + rng.choice((-1, 1))))
            pts.append((float(x), float(value)))
        knot.append(tuple(pts))
    race = [tuple((float(x), float(x * (s + 1) + (x % 3))) for x in range(40)) for s in range(4)]
    assert charts.knotted(knot) and not charts.knotted(race)
    series = [Series(s, pts, (), f"S{s}") for s, pts in enumerate(knot)]
    chart = LineChart((700, 340), series, end_names=True, lanes=True, strips=charts.knotted(knot))
    bands = [chart.strip(i) for i in range(4)]
    assert all(a.bottom < b.top for a, b in zip(bands, bands[1:], strict=False)), "one under the other, apart"
    for s, band in zip(chart.series, bands, strict=True):
        ys = [chart.at(s, x, y)[1] for x, y in s.points]
        assert band.top - 0.5 <= min(ys) and max(ys) <= band.bottom + 0.5, "every point in its own band"
    names = {place[0].label: place for place in chart.name_places}
    for s, band in zip(chart.series, bands, strict=True):
        _s, lines, top, _end = names[s.label]
        assert abs(top + charts.name_step() / 2 - band.centery) <= band.h, "each name beside its own band"


@pytest.mark.parametrize("game,banded", [("wurf_und_weg", True), ("mensch", False), ("durchmarsch", False),
                                         ("zehntausend", False)])
def test_only_the_chart_of_dice_coming_and_going_is_drawn_in_bands(make_app, game, banded):
    from test_results_truth import results_of
    from test_story_truth import played

    from game.games import game_by_name

    info = game_by_name(game)
    match, story, _, _ = played(info, 2, seats=4)
    scene = results_of(make_app(), info, match, story, ["Anna", "Ben", "Clara", "David"])
    assert scene.line_chart(scene.story_rects()["chart"]).strips == banded


def test_every_line_starts_at_its_true_value_never_lifted_and_dropping():
    """Four players all at 0 in round 0: each line leaves the zero line itself (the report once
    drew David's point at round 0 over the zero line and then let it drop back onto it)."""
    series = [Series(0, ((0, 0), (1, 2), (2, 4)), (), "Anna"), Series(1, ((0, 0), (1, 4), (2, 5)), (), "Ben"),
              Series(2, ((0, 0), (1, 5), (2, 6)), (), "Clara"), Series(3, ((0, 0), (1, 0), (2, 3)), (), "David")]
    chart = LineChart((640, 300), series, end_names=True, lanes=True)
    zero = chart.to_screen(0, 0)[1]
    for s in chart.series:
        assert chart.at(s, 0, 0)[1] == zero, (s.label, "starts on the zero line")
    david = chart.series[3]
    assert chart.at(david, 1, 0)[1] <= chart.at(david, 0, 0)[1] + 0.01, "never drops below where it started"


def test_a_struck_row_is_a_straight_drop_under_a_strike_mark_the_legend_names():
    """A struck Durchmarsch row made the line slide down towards 0 like a crash. Now the line
    holds its value up to the round the row was struck, falls straight down there, and a
    strike mark at the top of the fall is named in the legend ("Reihe gestrichen")."""
    anna = Series(0, ((0, 0), (1, 5), (2, 6), (3, 2), (4, 3)), ((3, 2, "row_struck"),), "Anna")
    ben = Series(1, ((0, 0), (1, 2), (2, 4), (3, 5), (4, 7)), (), "Ben", True)
    chart = LineChart((640, 300), [anna, ben], title="T", x_name="Runde", y_name="Kreuze", end_names=True,
                      x_end=4, lanes=True, mark_names={"row_struck": "Reihe gestrichen"})
    line = chart.series[0]
    assert chart.value_at(line, 2.5) == 6, "the line holds its value up to the strike"
    ink = chart.ink()
    colour = theme.seat_look(0)[0][:3]
    x_mid = round(chart.to_screen(2.5, 0)[0])
    column = [y for y in range(chart.plot.top, chart.plot.bottom) if ink.get_at((x_mid, y))[:3] == colour]
    assert column and max(column) < chart.to_screen(0, 5.5)[1], "no slope between the rounds, the line stays up"
    x_fall = round(chart.to_screen(3, 0)[0])
    fall = [y for y in range(chart.plot.top, chart.plot.bottom) if ink.get_at((x_fall, y))[:3] == colour]
    assert fall and max(fall) - min(fall) >= chart.to_screen(0, 2)[1] - chart.to_screen(0, 6)[1] - 2, \
        "the fall is straight down in the round of the strike"
    strike = [g for g in chart.mark_groups() if g[0] == "bar"]
    assert len(strike) == 1 and abs(strike[0][1][1] - chart.to_screen(3, 6)[1]) < 1, "the strike at the top"
    assert ("Reihe gestrichen", ("symbol", "bar")) in chart.legend


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_cards_of_four_fill_their_panel_with_large_numbers(make_app, lang):
    """A stranger saw two small columns far right in a big empty panel: four cards now share
    the panel, their content reaches its foot and their numbers are large."""
    from helpers import texts_placed

    app, scene, panel = cards_page(make_app, "durchmarsch", 4, lang)
    placed = [(t, r) for t, r in texts_placed(app) if panel.contains(r)]
    rows = [r for t, r in placed if t in [seat.name for seat in scene.seats]]
    numbers = [r for t, r in placed if t.isdigit()]
    assert len(rows) == 4 and len(numbers) >= 4 * len(scene.figure_page_keys())
    top = min(r.top for _t, r in placed)
    bottom = max(r.bottom for _t, r in placed)
    assert bottom - top >= 0.8 * panel.h, "the cards' content covers most of the panel's height"
    assert min(r.h for r in numbers) >= 40, "the numbers are large enough to read across the room"


def test_a_wrapped_tied_highlight_has_its_tokens_beside_its_first_line_only(make_app, monkeypatch):
    """ "■ Most crosses: Ben and Anna / ● each crossed 10 numbers" read as two highlights: the
    tied players' tokens now stand together before the first line, the next line under the text."""
    from test_results_truth import results_of
    from test_story_truth import played

    from game.games import game_by_name
    from scenes.screens import results

    info = game_by_name("durchmarsch")
    match, story, _, _ = played(info, 2, seats=4)
    app = make_app()
    app.set_language("en")
    scene = results_of(app, info, match, story, ["Anna", "Ben", "Clara", "David"])
    sentence = "Most crosses: Ben and Anna each crossed ten numbers in their rows"
    scene.highlight_texts = lambda: [(1, sentence)]
    scene.highlight_tokens = lambda: [(1, 0)]
    scene.time = 1e6
    tokens = []
    monkeypatch.setattr(results, "draw_seat_token", lambda _s, style, centre, r: tokens.append((style, centre, r)))
    surface = pygame.Surface((1280, 720))
    panel = pygame.Rect(100, 100, 380, 300)
    from scenes.ui import text
    places = text.watch_places()
    try:
        scene.draw_highlights(surface, panel)
    finally:
        text.unwatch()
    lines = sorted({(r.left, r.top, r.bottom) for t, r, _s in places if t.strip() and t in sentence},
                   key=lambda r: r[1])
    assert len(lines) >= 2, "the sentence wraps in this narrow panel"
    assert {style for style, _c, _r in tokens} == {0, 1}, "both tied players' tokens are shown"
    for _style, (cx, cy), r in tokens:
        assert lines[0][1] <= cy <= lines[0][2], "every token stands beside the first line"
        assert cx + r < lines[0][0], "left of the words"
    assert len({left for left, _t, _b in lines}) == 1, "the later lines stand under the first line's words"


def ink_columns_and_rows(surface, rect, step: int = 2) -> tuple[set[int], set[int]]:
    """The x and y inside `rect` where something light or coloured is drawn (text, tokens,
    bars), not the dark panel and its bands."""
    xs, ys = set(), set()
    for x in range(rect.left, rect.right, step):
        for y in range(rect.top, rect.bottom, step):
            if max(surface.get_at((x, y))[:3]) >= 120:
                xs.add(x)
                ys.add(y)
    return xs, ys


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_figures_page_spreads_every_players_figures_across_the_whole_panel(make_app, lang, seats):
    """A stranger saw two narrow columns of numbers on a big empty panel: each player's row now
    carries its numbers large over bars across the panel, so what is drawn covers most of the
    panel's width and height."""
    from helpers import run_frames
    from test_results_truth import results_of
    from test_story_truth import played

    from game.games import game_by_name

    info = game_by_name("durchmarsch")
    match, story, _, _ = played(info, 3, seats=seats)
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, ["Anna", "Ben", "Clara", "David"][:seats])
    if not scene.figures_cut():
        scene.figures_cut = lambda: True
    while not scene.on_figures_page():
        scene.turn_page(1)
    run_frames(app, 240)
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    panel = scene.story_rects()["chart"].inflate(-16, -8)
    xs, ys = ink_columns_and_rows(surface, panel)
    assert len(xs) * 2 >= 0.65 * panel.w, f"drawn across {len(xs) * 2} of {panel.w} px: a small table in a void"
    assert max(ys) - min(ys) >= 0.8 * panel.h, "the rows reach down the panel"


def crowded_race() -> LineChart:
    """Ben's misthrows in rounds 2-5 at 5 crosses, where Clara's line runs at 5 too, and Anna's
    at 4 just under them (the stranger's picture)."""
    lines = {"Anna": ((0, 0), (1, 3), (2, 4), (3, 4), (4, 4), (5, 4), (6, 6), (7, 8), (8, 10)),
             "Ben": ((0, 0), (1, 4), (2, 5), (3, 5), (4, 5), (5, 5), (6, 5), (6, 1), (7, 1)),
             "Clara": ((0, 0), (1, 2), (2, 4), (3, 5), (4, 5), (5, 5), (6, 5), (7, 5))}
    marks = {"Anna": ((1, 3, "misthrow"), (3, 4, "misthrow"), (4, 4, "misthrow"), (8, 10, "row_completed")),
             "Ben": ((2, 5, "misthrow"), (4, 5, "misthrow"), (5, 5, "misthrow"), (6, 5, "row_struck")),
             "Clara": ((6, 5, "misthrow"),)}
    series = [Series(i, pts, marks[name], name, name == "Anna") for i, (name, pts) in enumerate(lines.items())]
    return LineChart((700, 260), series, title="T", x_name="Runde", y_name="Kreuze",
                     mark_names={"misthrow": "Fehlwurf", "row_completed": "Reihe voll",
                                 "row_struck": "Reihe gestrichen"},
                     end_names=True, x_end=8, lanes=True, count_name=lambda kind, n: f"×{n}")


def test_a_misthrow_mark_never_covers_another_players_line_or_marks():
    """A stranger saw Ben's misthrow crosses drawn over Clara's line and points: each mark
    stands on its own line where it covers no other player's line (but one running alongside in
    its lane, with the same values), point or mark, still at its own round (a short stroke in its
    colour leads to it where it had to step aside)."""
    chart = crowded_race()
    groups = chart.mark_groups()
    crosses = [g for g in groups if g[0] == "cross"]
    assert len(crosses) >= 6
    for symbol, (cx, cy), _n, size, style in crosses:
        own = {s.style for s in chart.series} if style < 0 else {style}
        others = [s for s in chart.series if s.style not in own]
        box = pygame.Rect(0, 0, 2 * size + 2, 2 * size + 2)
        box.center = (round(cx), round(cy))
        mine = {st for s in chart.series if s.style in own for st in zip(s.points, s.points[1:], strict=False)}
        for s in others:
            pts = [chart.at(s, x, y) for x, y in s.points]
            for a, b, stretch in zip(pts, pts[1:], zip(s.points, s.points[1:], strict=False), strict=False):
                if stretch in mine:        # (running alongside in its lane: the mark stays on its own line)
                    continue
                assert not box.clipline(a, b), f"{symbol} at {box.center} covers {s.label}'s line"
            shared = {p for st in mine for p in st}
            for pt, value in zip(pts[:-1], s.points[:-1], strict=False):
                if value in shared:
                    continue
                assert not box.inflate(2 * charts.POINT, 2 * charts.POINT).collidepoint(pt), \
                    f"{symbol} at {box.center} covers {s.label}'s point"
        for other in groups:
            if other[1] != (cx, cy):
                far = math.hypot(other[1][0] - cx, other[1][1] - cy)
                assert far >= size + other[3], f"{symbol} at {box.center} sits on another mark"
    xs = {round(chart.to_screen(x, 0)[0]) for x in range(9)}
    for _symbol, (cx, cy), _n, _size, _style in crosses:
        assert min(abs(cx - x) for x in xs) <= 20, "each mark still stands at its round (sliding along its line)"
        assert chart.plot.top - 8 <= cy <= chart.plot.bottom


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_figure_that_is_zero_for_everyone_is_left_off_the_figures_page_and_the_rest_stand_big(make_app, lang):
    """A stranger saw a column of big zeros on page 2 ("Gestrichen 0" for every player): a
    figure that is the same zero for all is left off there too, as on the cards, and the few
    figures left fill the page with large numbers."""
    from helpers import run_frames, sizes_drawn, texts_drawn
    from test_results_truth import SETTLED, results_of
    from test_story_truth import played

    from game.games import game_by_name

    info = game_by_name("durchmarsch")
    match, story, _, _ = played(info, 2, seats=3)
    figures = [{"crosses": 21 - s, "best_row": 10 - 2 * s, "misthrows": 5 + s, "struck_rows": 0, "turns": 12 - s}
               for s in range(3)]
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, ["Anna", "Ben", "Clara"], figures=figures)
    assert "struck_rows" in scene.idle_keys()
    assert all("struck_rows" not in page for page in scene.figure_pages()), scene.figure_pages()
    while not scene.on_figures_page():
        scene.turn_page(1)
    run_frames(app, SETTLED)
    struck = scene.card_label("struck_rows")
    assert struck not in texts_drawn(app), "no column of zeros"
    keys = scene.figure_page_keys()
    assert keys, "the page keeps the figures that differ"
    numbers = {scene.card_value(seat, key) for seat in range(3) for key in keys}
    sizes = [size for t, size in sizes_drawn(app) if t in numbers]
    assert len([size for size in sizes if size >= 36]) >= 3 * len(keys), f"few figures stand big: {sizes}"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_highlight_the_panel_has_no_room_for_is_told_on_its_players_card(make_app, lang):
    """A highlight was dropped where the panel under the ranking held only the first: every
    highlight is told, the first ones in the panel, the others on their players' cards."""
    from helpers import texts_drawn

    app, scene, _panel = cards_page(make_app, "zehntausend", 3, lang, names=["Anna", "Maximilian-Alexa", "Clara"],
                                    seed=3)
    told = scene.highlights_told()
    texts = scene.highlight_texts()
    assert 0 < told < len(texts), "(the case: the panel holds fewer than the story tells)"
    said = " ".join(texts_drawn(app)).replace("\u00a0", " ")
    for _style, text in texts[told:]:
        words = text.replace("\u00a0", " ").split()
        assert all(word in said for word in words), f"{text!r} is told on a card"
