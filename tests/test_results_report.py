"""The results' report as the players read it after a game: it says what decides the places and
each card names that figure first; one word never means two things; the chart's axes end near
the data and the axis' end is never crowded by a tick; a highlight everyone shares is no
highlight and two numbers never stand side by side; the names point at their lines with a
plain elbow; the luck bars say their numbers to one decimal from the first view; the winner's line is on
top."""

from __future__ import annotations

import re

import pygame
import pytest
from helpers import run_frames, sizes_drawn
from helpers import texts_drawn as _texts_drawn
from helpers import texts_placed as _texts_placed
from test_results_truth import results_of
from test_story_truth import played

from game.games import GAMES, game_by_name
from game.seats import Seat
from game.story import Chart, Highlight, Line, Luck, Mark, Story, with_winner
from scenes.screens import results
from scenes.ui import charts, text, theme
from scenes.ui.charts import LineChart, Series
from scenes.ui.layout import READABLE


def texts_drawn(app) -> list[str]:
    """The texts the next frame shows, as a player reads them (a no-break space is a space)."""
    return [t.replace("\u00a0", " ") for t in _texts_drawn(app)]


def texts_placed(app) -> list:
    """The texts the next frame puts on the window with their rects, as a player reads them."""
    return [(t.replace("\u00a0", " "), r) for t, r in _texts_placed(app)]


SETTLED = 120 * 9


class Sheet:
    """A finished Durchmarsch as the results get it: Anna with more crosses behind two seats
    with a better open row."""

    seats, owners = 4, None

    def ranking(self):
        return [[1], [2], [3], [0]]

    def figures(self, s):
        return [{"crosses": 12, "best_row": 3, "misthrows": 6, "struck_rows": 2, "turns": 6},
                {"crosses": 25, "best_row": 10, "misthrows": 6, "struck_rows": 2, "turns": 7},
                {"crosses": 10, "best_row": 7, "misthrows": 4, "struck_rows": 0, "turns": 6},
                {"crosses": 10, "best_row": 6, "misthrows": 4, "struck_rows": 0, "turns": 6}][s]


def durchmarsch_story() -> Story:
    _match, story, _, _ = played(game_by_name("durchmarsch"), 2, seats=4)
    return story


@pytest.mark.parametrize("lang,rule,full,first", [
    ("de", "Platz: beste offene Reihe", "Reihe voll: 10 von 10", "Kreuze in bester offener Reihe: 3 von 10"),
    ("en", "Places: best open row", "Row complete: 10 of 10", "Crosses in best open row: 3 of 10")])
def test_the_report_says_what_decides_the_places_and_each_card_names_it_first(make_app, lang, rule, full,
                                                                               first):
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, game_by_name("durchmarsch"), Sheet(), durchmarsch_story(),
                       ["Anna", "Ben", "Clara", "David"])
    said = " ".join(texts_drawn(app))
    assert rule in said.replace("\n", " "), "one line says what decides the places"
    anna = scene.figure_phrases(Sheet().figures(0))
    assert anna[0] == first, "Anna's card begins with the figure that put her fourth"
    assert scene.figure_phrases(Sheet().figures(1))[0] == full, "a completed row reads as complete"
    assert not any("10 von 10" in p and "bester offener" in p for p in scene.figure_phrases(Sheet().figures(1)))
    for said_text, rect in texts_placed(app):          # the rule stands under the cards, above the buttons
        if said_text.startswith(rule[:6]):
            assert rect.top >= scene.rows_bottom() and rect.bottom <= scene.buttons_top()


def test_what_decides_the_places_is_asked_of_the_story_not_the_games_name(make_app):
    story = Story(luck=[Luck(s, 3, 3.0, "story.durchmarsch.luck.unit") for s in range(4)],
                  ranked_by=("turns", "misthrows"), ranking_key="story.zehntausend.ranking")
    app = make_app()
    scene = results_of(app, game_by_name("durchmarsch"), Sheet(), story, ["Anna", "Ben", "Clara", "David"])
    assert scene.figure_phrases(Sheet().figures(0))[:2] == ["6 Züge", "6 Fehlwürfe"]
    assert scene.ranking_rule() == app.texts("story.zehntausend.ranking")
    plain = results_of(make_app(), game_by_name("durchmarsch"), Sheet(),
                       Story(luck=story.luck), ["Anna", "Ben", "Clara", "David"])
    assert plain.ranking_rule() == "" and plain.rule_height() == 0


@pytest.mark.parametrize("info", GAMES, ids=[g.module for g in GAMES])
def test_every_game_says_what_decides_its_places_with_a_figure_it_has(info):
    match, story, _, _ = played(info, 4, seats=3)
    assert story.ranking_key and story.ranked_by
    assert set(story.ranked_by) <= set(match.figures(0)), "the deciding figures are the game's own"


@pytest.mark.parametrize("lang,did,got", [("de", "Warf 3 Figuren raus", "wurde rausgeworfen"),
                                          ("en", "Knocked out 3 pieces", "was knocked out")])
def test_knocking_out_and_being_knocked_out_are_never_the_same_word(make_app, lang, did, got):
    app = make_app()
    app.set_language(lang)
    match, story, _, _ = played(game_by_name("mensch"), 2, seats=4)

    class Mensch:
        seats, owners = 4, tuple(match.owners)

        def ranking(self):
            return match.ranking()

        def figures(self, s):
            return {"home": 2, "captures": 3, "captured": 1, "sixes": 8}

    scene = results_of(app, game_by_name("mensch"), Mensch(), story, ["Anna", "Ben", "Clara", "David"])
    assert did in scene.figure_phrases(Mensch().figures(0))
    assert app.texts("story.mensch.mark.knocked_out") == got
    assert app.texts("story.mensch.mark.knocks_out") != got
    card_words = " ".join(scene.figure_phrases(Mensch().figures(0)))
    assert not re.search(r"\d+ Figuren rausgeworfen", card_words), "the card never says what the legend says"


def play_mensch(figures: int, seed: int = 5):
    import importlib
    import random

    from game.dice import SeededDice
    info = game_by_name("mensch")
    engine, bots = info.engine(), info.bots()
    match = engine.Match(4, engine.Rules(figures=figures), SeededDice(seed))
    rec = importlib.import_module("game.mensch.story").StoryRecorder(match)
    rng = random.Random(seed)
    while not match.is_over:
        s = match.current_seat
        rec.observe(match.apply(s, bots.choose(match, s, "normal", rng)))
    return match, rec.story()


@pytest.mark.parametrize("figures", [2, 3, 4])
def test_the_mensch_chart_ends_near_the_goal_of_the_figures_played(make_app, figures):
    match, story = play_mensch(figures)
    app = make_app()
    scene = results_of(app, game_by_name("mensch"), match, story, ["Anna", "Ben", "Clara", "David"])
    chart = scene.line_chart(scene.story_rects()["chart"])
    top = max(y for line in story.charts[0].lines for _, y in line.points)
    goal = sum(43 - i for i in range(figures))
    assert top <= goal
    assert chart.y_high <= goal * 1.25, f"the axis runs to {chart.y_high} for a goal of {goal}"


def test_the_figures_page_never_cuts_a_column_header(make_app):
    for lang in ("de", "en"):
        app = make_app()
        app.set_language(lang)
        scene = results_of(app, game_by_name("durchmarsch"), Sheet(), durchmarsch_story(),
                           ["Jürgen Größemann", "WWWWWWWWWWWWWWWW", "Maximilian-Alexa", "MMMMMMMMMMMMMMMM"],
                           figures=[Sheet().figures(s) for s in range(4)])
        if not scene.figures_cut():
            scene.figures_cut = lambda: True          # (the page as it shows when the cards are full)
        while not scene.on_figures_page():
            scene.turn_page(1)
        run_frames(app, 200)
        said = texts_drawn(app)
        assert not any("…" in t for t in said), [t for t in said if "…" in t]
        assert any(scene.card_label("best_row").split()[0] in t for t in said)


def test_a_highlight_most_players_share_is_left_out_but_the_winners_own_stays():
    everyone = Highlight("story.durchmarsch.highlight.likeliest_miss", 0, {"number": 8}, (1, 2, 3))
    some = Highlight("story.durchmarsch.highlight.lucky_run", 1, {"n": 7}, (2,))
    own = Highlight("story.durchmarsch.highlight.most_crosses", 3, {"n": 20})
    shown = with_winner([everyone, some], [3], own, seats=4)
    assert everyone not in shown and some in shown and shown[0] == own
    assert everyone not in with_winner([everyone, some], [3], own, seats=5), "four of five: most"
    assert everyone in with_winner([everyone, some], [3], own, seats=8), "four of eight: not more than half"


PARAMS = {"n": 7, "round": 3, "turn": 4, "throw": 151, "points": 1250, "percent": 83.4, "number": 8,
          "seconds": 6.4, "victim_seat": 1, "pasch": ["story.zehntausend.pasch.6x4"]}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_highlight_sets_two_numbers_side_by_side_and_no_a_before_a_number(make_app, lang):
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, game_by_name("durchmarsch"), Sheet(), durchmarsch_story(),
                       ["Anna", "Ben", "Clara", "David"])
    keys = [k for k in app.texts.table if k.startswith("story.") and ".highlight." in k]
    assert keys
    for key in keys:
        said = scene.story_text(Highlight(key, 0, dict(PARAMS)))
        assert not re.search(r"\d[\d.,]*\s+\d", said), f"{key}: two numbers side by side: {said}"
        assert not re.search(r"\ba \d", said), f"{key}: 'a' before a number: {said}"


def end_chart(lead: bool = False) -> LineChart:
    done = [Series(0, ((0, 0), (4, 5), (8, 10)), ((8, 10, "row_completed"),), "Anna", lead),
            Series(1, ((0, 0), (4, 8), (8, 3)), (), "Ben")]
    return LineChart((640, 300), done, title="T", x_name="Runde", y_name="Kreuze",
                     mark_names={"row_completed": "Reihe voll"}, end_names=True, x_end=8)


def test_a_ring_at_a_lines_end_is_drawn_round_its_token_where_it_can_be_seen():
    chart = end_chart()
    surf = pygame.Surface(chart.size, pygame.SRCALPHA)
    chart.draw(surf, (0, 0), 1.0)
    (x, y), = chart.end_rings()
    ring = charts.TOKEN + 5
    light = sum(1 for dx, dy in ((ring, 0), (-ring, 0), (0, ring), (0, -ring))
                if surf.get_at((round(x + dx), round(y + dy)))[:3] == theme.PAPER[:3])
    assert light >= 3, "the ring shows round the token at the line's end"


def test_the_pointers_from_line_ends_to_names_run_only_across_and_straight_up_or_down():
    chart = end_chart()
    surf = pygame.Surface(chart.size, pygame.SRCALPHA)
    chart.draw(surf, (0, 0), 1.0)
    p = chart.plot
    lo, hi = p.right + charts.TOKEN + 2, p.right + charts.TOKEN + 12
    xs, ys = set(), set()
    for x in range(lo, hi):
        for y in range(p.top - 20, chart.legend_top):
            if surf.get_at((x, y))[:3] == charts.POINTER:
                xs.add(x)
                ys.add(y)
    assert xs, "there are pointers"
    # an elbow: pixels on a few rows (across) and on one column (up or down), no slope between
    columns = {x for x in xs if sum(1 for y in ys if surf.get_at((x, y))[:3] == charts.POINTER) > 4}
    assert len(columns) <= 2
    for x in xs - columns:
        rows = [y for y in range(p.top - 20, chart.legend_top) if surf.get_at((x, y))[:3] == charts.POINTER]
        assert len(rows) <= 4, f"a pointer slopes at x={x}"


def test_the_winners_line_is_drawn_on_top_thicker_and_the_others_thinner_in_their_own_colour():
    chart = end_chart(lead=True)
    ink = chart.ink()
    anna, ben = theme.SEAT_COLOURS[0][:3], theme.SEAT_COLOURS[1][:3]

    def run(x, colour):
        return sum(1 for y in range(chart.plot.top, chart.plot.bottom) if ink.get_at((x, y))[:3] == colour)

    # where the two lines cross, the winner's colour is on top
    cross = chart.to_screen(4 + 4 * 3 / 10, 0)[0]        # Anna 5 -> 10 meets Ben 8 -> 3 at x 5.2
    assert run(round(cross), anna) >= charts.LEAD_WIDTH - 1
    assert run(round(chart.to_screen(2, 0)[0]), anna) > run(round(chart.to_screen(2, 0)[0]), ben) > 0, \
        "the winner's line is thicker; the other keeps its seat's colour"


def test_the_x_axis_end_label_keeps_a_labels_width_from_the_ticks_and_their_format():
    lines = [Series(s, tuple((x * 0.5, (x * (s + 1)) % 5) for x in range(112)), (), f"S{s}") for s in range(3)]
    chart = LineChart((700, 300), lines, x_name="Sekunden", y_name="Würfel", end_names=True, x_end=55.97)
    surf = pygame.Surface(chart.size, pygame.SRCALPHA)
    places = text.watch_places()
    try:
        chart.static(surf, (0, 0))
    finally:
        text.unwatch()
    under = [(t, r) for t, r, s in places if r.top >= chart.plot.bottom and r.top < chart.plot.bottom + 20]
    end = [r for t, r in under if t == "56"]      # (55.97 s: whole seconds, like the ticks)
    assert end, f"the end is labelled where the game ended: {[t for t, _ in under]}"
    for t, r in under:
        if t != "56":
            assert end[0].left - r.right >= end[0].w, f"tick {t} crowds the end label"


def test_every_luck_bar_says_its_number_to_one_decimal_and_a_zero_shows_on_the_first_view(make_app):
    story = Story(luck=[Luck(0, 5, 3.0, "story.mensch.luck.unit"), Luck(1, 3, 3.0, "story.mensch.luck.unit"),
                        Luck(2, 2, 3.0, "story.mensch.luck.unit"), Luck(3, 3.04, 3.0, "story.mensch.luck.unit")],
                  highlights=[Highlight("story.mensch.highlight.most_knockouts", 0, {"n": 3})],
                  charts=[Chart("story.mensch.chart.title", "story.mensch.chart.x", "story.mensch.chart.y",
                                [Line(c, [(0, 0), (10, 20 + c)], [Mark(10, 20 + c, "knocked_out")])
                                 for c in range(4)], y_max=None, x_end=10)],
                  verdict_key="story.mensch.luck.verdict")

    class Mensch:
        seats, owners = 4, (0, 1, 2, 3)

        def ranking(self):
            return [[0], [1], [2], [3]]

        def figures(self, s):
            return {"home": 2, "captures": 3, "captured": 1, "sixes": 8}

    from scenes.screens.results import LUCK_DELAY, ResultsScene

    # while the bars still grow (a still screen may not be drawn again), every number is there
    app = make_app()
    app.routes.start()
    growing = ResultsScene(app, game_by_name("mensch"), [Seat(n, "keyboard1") for n in ("Anna", "Ben", "Clara", "David")],
                           Mensch().ranking(), [Mensch().figures(s) for s in range(4)], 1, owners=Mensch.owners,
                           story=story)
    app.push(growing)
    while growing.time < growing.arrived() + LUCK_DELAY + 0.5:
        app.step(1 / 120)
    midway = texts_drawn(app)
    assert midway.count("±0,0") == 2 and "+2,0" in midway, midway

    app = make_app()
    scene = results_of(app, game_by_name("mensch"), Mensch(), story, ["Anna", "Ben", "Clara", "David"])
    run_frames(app, 60)
    said = texts_drawn(app)
    for label in ("+2,0", "±0,0", "−1,0"):
        assert said.count(label) >= 1, f"{label} is on the first view: {said}"
    assert said.count("±0,0") == 2
    assert "etwa 2 Sechsen" in " ".join(said), "the sentence says the number as the bars do"
    assert scene.signed(-2.06) == "−2,1" and scene.signed(0.04) == "±0,0" and scene.signed(2.5) == "+2,5"
    assert scene.signed(-0.6) == "−0,6" and scene.signed(-1.4) == "−1,4", "two bars, two numbers"


def test_a_seat_list_and_story_without_anything_new_still_draw(make_app):
    app = make_app()
    seats = [Seat(n, "keyboard1") for n in ("Anna", "Ben")]
    from scenes.screens.results import ResultsScene
    app.routes.start()
    odd = Story(luck=[Luck(0, 1, 1.0, "u"), Luck(1, 1, 1.0, "u")], ranked_by=("nope", 3), ranking_key="no.such.key")
    scene = ResultsScene(app, game_by_name("durchmarsch"), seats, [[0], [1]],
                         [{"crosses": 1}, {"crosses": 2}], 1, story=odd)
    app.push(scene)
    run_frames(app, SETTLED)
    app.draw()
    assert scene.ranking_rule() == "" and scene.figure_keys({"crosses": 1}) == ["crosses"]


def test_each_lines_name_comes_as_the_line_arrives_at_its_end():
    from scenes.ui import text as texts

    done = [Series(0, ((0, 0), (4, 5)), (), "Anna"), Series(1, ((0, 0), (4, 8), (8, 3)), (), "Ben")]
    chart = LineChart((640, 300), done, title="T", x_name="Runde", y_name="Kreuze", end_names=True, x_end=8)

    def names_at(progress):
        surf = pygame.Surface(chart.size, pygame.SRCALPHA)
        seen = texts.watch()
        try:
            chart.draw(surf, (0, 0), progress)
        finally:
            texts.unwatch()
        return {name for name in ("Anna", "Ben") if name in seen}

    assert names_at(0.3) == set(), "no name stands before its line has arrived"
    assert names_at(0.6) == {"Anna"}, "Anna's line ended at half the axis: her name is there"
    assert names_at(1.0) == {"Anna", "Ben"}


def test_charts_and_luck_bars_draw_in_within_a_glance():
    from scenes.screens import results

    assert results.CHART_TIME <= 1.2
    assert results.LUCK_DELAY + results.LUCK_TIME <= 1.2


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game", ["durchmarsch", "mensch", "zehntausend", "wurf_und_weg"])
def test_the_place_rule_under_the_cards_is_one_short_line_read_from_the_sofa(make_app, lang, game):
    """Three lines of small grey rules under the cards went unread: each game says what decides
    the places in one whole line, never smaller than the smallest readable size."""

    info = game_by_name(game)
    match, story, _, _ = played(info, 2, seats=4)
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, ["Anna", "Ben", "Clara", "David"])
    rule = scene.ranking_rule()
    size, lines = scene.rule_lines()
    assert rule and lines[0] == rule, f"one whole line: {lines}"
    assert " ".join(lines[1:]) == scene.tie_break(), "under it only the tie-break, where one decided"
    assert size >= READABLE
    assert rule in texts_drawn(app)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("info", GAMES, ids=[g.module for g in GAMES])
def test_the_chart_is_the_largest_panel_of_the_report_and_its_names_are_read_from_the_sofa(make_app, info, lang):
    """The chart is the story of the game: with four players it takes more than half the
    right side's height, its plot is at least 180 px tall (it was 130), and the names at the lines' ends
    are at least 20 px."""
    match, story, _, _ = played(info, 2, seats=4)
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, ["Anna", "Ben", "Clara", "Maximilian"])
    rects = scene.story_rects()
    chart_rect = rects["chart"]
    assert chart_rect.h * 2 > results.BOTTOM - results.STORY_TOP, chart_rect
    assert all(chart_rect.h > r.h for key, r in rects.items() if key != "chart"), rects
    chart = scene.line_chart(chart_rect)
    assert chart.plot.h >= 180, chart.plot
    names = {scene.who(line.seat)[1] for line in story.charts[0].lines}
    placed = [(t, size) for t, size in sizes_drawn(app) if t in names]
    assert len(placed) >= 2 * len(names), "each name on its card and at its line's end"
    assert all(size >= READABLE for _t, size in placed), placed


@pytest.mark.parametrize("lang,seed,line", [
    # Clara and David both out of the game: the engine places the last one out first
    ("de", 14, "Ohne offene Reihe: David und Clara – wer später ausschied, steht vorn"),
    ("en", 14, "No open row: David and Clara – whoever went out later places higher"),
    ("de", 2, "Ben vor Clara: weniger gestrichen"),
    ("en", 15, "Ben ahead of Anna: as many struck rows, more crossed in all")])
def test_a_tie_break_that_decided_places_is_said_whole_under_the_rule(make_app, lang, seed, line):
    info = game_by_name("durchmarsch")
    match, story, _, _ = played(info, seed, seats=4)
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, ["Anna", "Ben", "Clara", "David"])
    assert scene.tie_break() == line
    placed = texts_placed(app)
    rule = [r for t, r in placed if t == scene.ranking_rule()][0]
    under = sorted((r.top, t, r) for t, r in placed
                   if rule.bottom - 2 <= r.top < scene.buttons_top() and r.x < results.LEFT_X + results.LEFT_W)
    assert " ".join(t for _top, t, _r in under) == line, "said whole, under the rule"
    assert all(r.right <= results.LEFT_X + results.LEFT_W and r.bottom <= scene.buttons_top() for *_t, r in under)


def test_places_the_first_figure_decides_alone_get_no_tie_line(make_app):
    info = game_by_name("zehntausend")
    match, story, _, _ = played(info, 2, seats=4)
    scene = results_of(make_app(), info, match, story, ["Anna", "Ben", "Clara", "David"])
    assert scene.tie_break() == ""
    info = game_by_name("durchmarsch")
    match, story, _, _ = played(info, 13, seats=4)      # (a tie, but the winner's row is full)
    figures = [match.figures(s) for s in range(4)]
    figures[2] = {**figures[2], "best_row": 8}          # Clara's row longer than Ben's: no tie left
    scene = results_of(make_app(), info, match, story, ["Anna", "Ben", "Clara", "David"], figures)
    assert scene.tie_break() == ""


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_rule_and_its_tie_breaks_name_struck_rows_with_the_cards_word(make_app, lang):
    """The tie-break said "gleich viele Striche" while the cards said "Gestrichen": one word for
    one idea, so the rule under the cards reads as the column above it."""
    app = make_app()
    app.set_language(lang)
    column = app.texts("story.durchmarsch.figure.struck_rows").lower()
    word = column.split()[0]                    # "gestrichen" / "struck"
    for key in ("ranking", "ranking_tie_struck_rows", "ranking_tie_crosses"):
        said = app.texts(f"story.durchmarsch.{key}", ahead="Ben", behind="Anna").lower()
        assert word in said, (key, said, column)
        assert not re.search(r"\bstriche\b", said) and "struck out" not in said, "no second word for one idea"


@pytest.mark.parametrize(("lang", "alone", "with_points"), [
    ("de", "Bitterste Niete: Anna – vier Sechsen, noch ohne 1 oder 5 (Runde 9)",
     "Bitterste Niete: Anna verlor 350 Punkte und drei Zweien (Runde 4)"),
    ("en", "Worst empty throw: Anna – four sixes with no 1 or 5 yet (round 9)",
     "Worst empty throw: Anna lost 350 points and three twos (round 4)")])
def test_a_niete_that_lost_a_waiting_pasch_says_so_in_words_not_in_points(make_app, lang, alone, with_points):
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, game_by_name("durchmarsch"), Sheet(), durchmarsch_story(),
                       ["Anna", "Ben", "Clara", "David"])
    key = "story.zehntausend.highlight."
    said = scene.story_text(Highlight(key + "painful_pasch", 0,
                                      {"turn": 9, "pasch": ["story.zehntausend.pasch.6x4"]}))
    assert said.replace("\u00a0", " ") == alone
    said = scene.story_text(Highlight(key + "painful_pasch_lost", 0,
                                      {"points": 350, "turn": 4, "pasch": ["story.zehntausend.pasch.2x3"]}))
    assert said.replace("\u00a0", " ") == with_points


@pytest.mark.parametrize("lang", ["de", "en"])
def test_luck_bars_and_their_numbers_agree_and_the_longest_bar_uses_its_room(make_app, lang):
    """Zehntausend's narrow luck panel with bars of −0.6, −1.4, −4.1 and +0.04 Nieten: two bars
    that say the same number are as long as each other, a bar saying more is longer, each number
    has one decimal, and the longest bar reaches the end of the bars' room."""
    info = game_by_name("zehntausend")
    match, story, _, _ = played(info, 2, seats=4)
    story.luck = [Luck(s, got, 10.0, "story.zehntausend.luck.unit", False)
                  for s, got in enumerate((10.6, 11.4, 14.1, 9.96))]
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, ["Anna", "Ben", "Clara", "David"])
    said = texts_drawn(app)
    point = "," if lang == "de" else "."
    for figure in ("−0,6", "−1,4", "−4,1", "±0,0"):
        assert figure.replace(",", point) in said, f"{figure} beside its bar: {said}"
    meter = next(iter(scene._luck.values()))
    lengths = {}
    for row, rect in meter.bar_rects():
        lengths.setdefault(meter.rows[row].left_text or meter.rows[row].right_text, []).append(rect.w)
    for label, widths in lengths.items():
        assert max(widths) - min(widths) <= 2, f"bars saying {label} differ: {widths}"
    ordered = [lengths[t.replace(",", point)][0] for t in ("−0,6", "−1,4", "−4,1")]
    assert ordered == sorted(ordered) and ordered[0] < ordered[1] < ordered[2], ordered
    start = meter.token_w + meter.label_w
    longest = max(rect.w for _, rect in meter.bar_rects())
    assert longest >= 0.8 * (meter.centre - start), f"the longest bar {longest} px of {meter.centre - start} px"
    assert longest >= 100, f"the longest bar is {longest} px long on a 1280 px screen"
    for _, rect in meter.bar_rects():
        assert rect.right <= meter.size[0] - meter.text_w + 4, "no bar runs under the numbers"


def distance_to_line(point, pts) -> float:
    """How far `point` is from the polyline `pts`."""
    px, py = point
    best = float("inf")
    for (ax, ay), (bx, by) in zip(pts, pts[1:], strict=False):
        dx, dy = bx - ax, by - ay
        t = 0.0 if dx == dy == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
        best = min(best, ((ax + t * dx - px) ** 2 + (ay + t * dy - py) ** 2) ** 0.5)
    return best


def test_every_misthrow_stands_on_its_own_line_also_where_players_share_a_point():
    """Durchmarsch: Ben and Clara both miss at 4 crosses in rounds 3, 4 and 5, where their lines
    run together; each cross stands on its own player's line in its colour, never off it."""
    pygame.init()
    lines = [Series(0, ((0, 0), (1, 3), (2, 4), (3, 4), (4, 4), (5, 4)), tuple((x, 4, "misthrow") for x in (3, 4, 5)), "Ben"),
             Series(1, ((0, 0), (1, 4), (2, 4), (3, 4), (4, 4), (5, 4)), tuple((x, 4, "misthrow") for x in (3, 4, 5)), "Clara"),
             Series(2, ((0, 0), (1, 3), (2, 4), (3, 6), (4, 8), (5, 10)), (), "Anna", True)]
    chart = LineChart((700, 300), lines, x_name="Runde", y_name="Kreuze", end_names=True, x_end=5,
                      mark_names={"misthrow": "Fehlwurf"})
    groups = chart.mark_groups()
    assert len(groups) == 6, "each player's cross of its own"
    for _symbol, centre, _count, _size, style in groups:
        own = next(s for s in lines if s.style == style)
        pts = [chart.at(own, x, y) for x, y in own.points]
        assert distance_to_line(centre, pts) <= 3, f"{own.label}'s cross at {centre} is off the line"


def test_a_leader_from_a_line_that_went_out_runs_along_no_other_line_and_through_no_name():
    """The stranger's Durchmarsch: Clara went out in round 11 at 6 crosses while Ben's line went
    on at 6 to round 14; her dotted leader ran under Ben's line and through his token, so her
    mark seemed to sit on his line. Now it turns to her name's height right after her stop."""
    pygame.init()
    lines = [Series(3, ((0, 0), (4, 4), (8, 8), (14, 8)), (), "David", True),
             Series(1, ((0, 0), (4, 5), (9, 6), (14, 6)), (), "Ben", out=True),
             Series(2, ((0, 0), (3, 8), (9, 8), (9, 4), (11, 6)), (), "Clara", out=True),
             Series(0, ((0, 0), (4, 3), (8, 3)), (), "Anna", out=True)]
    chart = LineChart((700, 300), lines, x_name="Runde", y_name="Kreuze", end_names=True, x_end=14,
                      lanes=True)
    names = {}
    for place in chart.name_places:
        s, text_lines, top, _end_y = place
        x_name = chart.plot.right + charts.TOKEN + 14 + chart.elbow_room()
        names[s.label] = pygame.Rect(x_name + chart.name_indent(), top, 40, len(text_lines) * charts.name_step(chart.label))
    for place in chart.name_places:
        s = place[0]
        path = chart.leader_path(place)
        for other in chart.series:
            if other is s:
                continue
            pts = [chart.at(other, x, y) for x, y in other.points]
            end = pygame.Rect(0, 0, 2 * charts.TOKEN, 2 * charts.TOKEN)
            end.center = (round(pts[-1][0]), round(pts[-1][1]))
            for a, b in zip(path, path[1:], strict=False):
                assert not end.clipline(a, b), f"{s.label}'s leader runs through {other.label}'s end"
                assert not names[other.label].clipline(a, b), f"{s.label}'s leader crosses {other.label}'s name"
                if a[1] == b[1]:                  # across: never along another line
                    for p, q in zip(pts, pts[1:], strict=False):
                        if abs(p[1] - a[1]) <= 3 and abs(q[1] - a[1]) <= 3:
                            overlap = min(max(a[0], b[0]), max(p[0], q[0])) - max(min(a[0], b[0]), min(p[0], q[0]))
                            assert overlap <= 6, f"{s.label}'s leader runs along {other.label}'s line"


@pytest.mark.parametrize(("lang", "said"), [
    ("de", "Bitterste Niete: Anna – vier Sechsen, noch ohne 1 oder 5 (Runde 9)"),
    ("en", "Worst empty throw: Anna – four sixes with no 1 or 5 yet (round 9)")])
def test_the_waiting_pasch_highlight_stands_whole_on_zehntausends_report(make_app, lang, said):
    """The bitterest Niete that lost four waiting 6s is on the report beside the biggest turn,
    whole, never cut or left off for its length."""
    info = game_by_name("zehntausend")
    match, story, _, _ = played(info, 2, seats=4)
    story.highlights[1] = Highlight("story.zehntausend.highlight.painful_pasch", 0,
                                    {"turn": 9, "pasch": ["story.zehntausend.pasch.6x4"]})
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, ["Anna", "Ben", "Clara", "David"])
    shown = [" ".join(lines).replace("\u00a0", " ") for _style, _size, lines in scene.highlight_layout(
        scene.story_rects()["highlights"].w, scene.story_rects()["highlights"].h)]
    assert said in shown, shown
