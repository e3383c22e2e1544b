"""The results screen tells the game's story: a chart with a line per seat, highlights, and the
luck meter with its sentence; left/right page through the charts; everything fits for six
seats with 16-character names in both languages; without a story the screen is the ranking."""

from __future__ import annotations

import math

import pygame
import pytest
from helpers import choose, press, run_frames
from helpers import texts_placed as _texts_placed

from bench.stories import sample_story
from game.games import game_by_name
from game.seats import Seat
from game.story import Chart, Highlight, Line, Luck, Mark, Story
from scenes.ui import text, theme
from scenes.ui.text import READABLE

NAMES = ["Jürgen Größemann", "WWWWWWWWWWWWWWWW", "Maximilian-Alexa", "ÄÖÜäöüßÄÖÜäöüßÄ",
         "MMMMMMMMMMMMMMMM", "Wolfgang Wümmelm"]
FIGURES = {"total": 10750, "turns": 144, "best_turn": 12350, "busts": 33}
SETTLED = 120 * 9          # steps after which the confetti has fallen and every chart stands


def results(app, seats: int = 4, story: Story | None = None, names=NAMES, seed: int = 3,
            game: str = "zehntausend", owners=None, figures=FIGURES):
    from scenes.screens.results import ResultsScene

    app.routes.start()
    scene = ResultsScene(app, game_by_name(game), [Seat(names[i], "keyboard1") for i in range(seats)],
                         [[i] for i in range(seats)], [dict(figures) for _ in range(seats)], seed,
                         owners=owners, story=story)
    app.push(scene)
    return scene


def texts_placed(app) -> list:
    """The texts the next frame puts on the window with their rects, as a player reads them."""
    return [(t.replace("\u00a0", " "), r) for t, r in _texts_placed(app)]


def drawn_texts(app) -> list[str]:
    seen = text.watch()
    try:
        app.draw()
    finally:
        text.unwatch()
    return [t.replace("\u00a0", " ") for t in seen]     # (as a player reads it: a no-break space is a space)


def colour_pixels(surface: pygame.Surface, rect: pygame.Rect, colour) -> int:
    """How many pixels in `rect` are exactly `colour` (lines and bars are drawn without blending)."""
    area = surface.subsurface(rect).copy()
    return pygame.transform.threshold(None, area, colour, (0, 0, 0, 0), set_behavior=0)


# ---------------------------------------------------------------- the chart

def test_the_chart_draws_each_seats_line_in_its_colour_from_left_to_right(make_app):
    app = make_app()
    scene = results(app, 4, sample_story(4))
    chart = scene.story_rects()["chart"]
    plot = scene.line_chart(chart).plot.move(chart.x + 16, chart.y + 10)
    right_half = pygame.Rect(plot.centerx, plot.top, plot.w // 2, plot.h)
    while scene.time < scene.arrived() + 0.25:        # the ranking is in, the lines have just begun
        app.step(1 / 120)
    app.draw()
    early = [colour_pixels(app.screen, right_half, theme.SEAT_COLOURS[s]) for s in range(4)]
    run_frames(app, SETTLED)
    app.draw()
    late = [colour_pixels(app.screen, right_half, theme.SEAT_COLOURS[s]) for s in range(4)]
    whole = [colour_pixels(app.screen, plot, theme.SEAT_COLOURS[s]) for s in range(4)]
    assert all(n > 150 for n in whole), f"every seat has its line: {whole}"
    assert early == [0, 0, 0, 0] and sum(late) > 300, (early, late)


def test_a_seat_without_a_line_has_no_colour_in_the_chart(make_app):
    story = sample_story(4)
    story.charts[0].lines = [line for line in story.charts[0].lines if line.seat != 2]
    app = make_app()
    scene = results(app, 4, story)
    run_frames(app, SETTLED)
    app.draw()
    chart = scene.story_rects()["chart"]
    assert colour_pixels(app.screen, chart, theme.SEAT_COLOURS[2]) == 0
    assert colour_pixels(app.screen, chart, theme.SEAT_COLOURS[3]) > 150


def test_the_chart_names_its_axes_and_its_marks(make_app):
    app = make_app()
    app.set_language("en")
    story = sample_story(3)
    results(app, 3, story)
    run_frames(app, SETTLED)
    seen = drawn_texts(app)
    t = app.texts
    for key in (story.charts[0].title_key, story.charts[0].y_key):
        assert t(key) in seen, key
    assert any(s.startswith(t(story.charts[0].x_key)) for s in seen), "the x axis is named"
    assert t("story.zehntausend.mark.lost_turn") in seen, "the legend says what a cross means"
    assert "10,000" in seen and "0" in seen, "round tick labels, grouped the English way"


# ---------------------------------------------------------------- highlights and luck

@pytest.mark.parametrize("lang,points", [("de", "2.450"), ("en", "2,450")])
def test_the_highlights_are_sentences_with_the_seats_name_and_numbers_in_the_languages_way(
        make_app, lang, points):
    story = Story(highlights=[Highlight("stats.bests.zehntausend", 2, {"value": 2450})])
    story.luck = [Luck(s, 3 + s, 4.0, "zehntausend.figure.busts", good_when_more=False) for s in range(3)]
    app = make_app()
    app.set_language(lang)
    scene = results(app, 3, story, names=["Anna", "Ben", "Clara"])
    before = drawn_texts(app)
    run_frames(app, SETTLED)
    seen = " | ".join(drawn_texts(app))
    assert not any("Clara" in s and points in s for s in before), "a highlight waits for the ranking"
    assert "Clara" in seen and points in seen, seen
    assert scene.t("app.results.highlights") in seen


def test_the_luck_sentence_names_the_luckiest_seat_and_by_how_much(make_app):
    story = Story(luck=[Luck(0, 10, 12.0, "zehntausend.figure.busts", True),
                        Luck(1, 17, 12.6, "zehntausend.figure.busts", True),
                        Luck(2, 11, 11.0, "zehntausend.figure.busts", True)])
    app = make_app()
    results(app, 3, story, names=["Anna", "Ben", "Clara"])
    run_frames(app, SETTLED)
    seen = drawn_texts(app)
    sentence = [s for s in seen if "Glück" in s and "Ben" in s]
    assert sentence and "gut 4" in sentence[0] and "mehr als erwartet" in sentence[0], seen
    assert "+4,4" in seen and "−2,0" in seen and "±0,0" in seen, "each bar says its number, to one decimal"


def test_the_luck_verdict_of_the_story_is_worded_for_the_luckiest(make_app):
    story = sample_story(4)            # its own verdict key, as the games give it
    luckiest = story.luckiest()
    app = make_app()
    app.set_language("en")
    scene = results(app, 4, story)
    run_frames(app, SETTLED)
    seen = drawn_texts(app)
    name = NAMES[luckiest.seat]
    about = scene.about(luckiest.luck).replace("\u00a0", " ")
    assert any(name in s and about in s for s in seen), seen


def test_the_luck_bars_grow_left_for_bad_luck_and_right_for_good_luck(make_app):
    story = Story(luck=[Luck(0, 6, 10.0, "x", True), Luck(1, 14, 10.0, "x", True)])
    app = make_app()
    scene = results(app, 2, story, names=["Anna", "Ben"])
    run_frames(app, SETTLED)
    app.draw()
    rect = scene.story_rects()["luck"]
    meter = scene.luck_meter((rect.w - 32, 10))
    middle, bars = rect.x + 16 + meter.centre, rect.x + 16 + meter.token_w + meter.label_w
    left = pygame.Rect(bars, rect.y, middle - 1 - bars, rect.h)      # (right of the tokens and names)
    right = pygame.Rect(middle + 2, rect.y, rect.right - middle - 2, rect.h)
    assert colour_pixels(app.screen, left, theme.SEAT_COLOURS[0]) > 200, "Anna's bad luck points left"
    assert colour_pixels(app.screen, right, theme.SEAT_COLOURS[0]) < 40
    assert colour_pixels(app.screen, right, theme.SEAT_COLOURS[1]) > 200, "Ben's good luck points right"
    assert colour_pixels(app.screen, left, theme.SEAT_COLOURS[1]) < 40


def test_mensch_colours_are_named_by_whoever_played_them(make_app):
    """A Mensch story speaks of colours; the screen names the seat that played the colour."""
    story = Story(highlights=[Highlight("stats.streaks.line", 3, {"current": 2, "best": 5})])
    story.luck = [Luck(c, 3, 2.0, "mensch.figure.sixes") for c in range(4)]
    app = make_app()
    results(app, 2, story, names=["Anna", "Ben"], game="mensch", owners=(0, 1, 0, 1))
    run_frames(app, SETTLED)
    seen = drawn_texts(app)
    assert "Ben: jetzt 2, beste 5" in seen, seen


def test_mensch_knock_out_chances_have_a_luck_page_of_their_own(make_app):
    """Mensch measures luck twice: sixes under the highlights, and the knock-out chances the
    die gave as a page beside the chart, with its own sentence and bars."""
    from scenes.screens.results import INPUT_CALM

    story = sample_story(4)
    story.luck = [Luck(c, 20 + 3 * (c == 1), 20.0, "story.mensch.luck.unit") for c in range(4)] + \
                 [Luck(c, 4 + 3 * (c == 2), 4.0, "story.mensch.luck.unit_chances") for c in range(4)]
    story.verdict_key = "story.mensch.luck.verdict"
    app = make_app()
    scene = results(app, 4, story, names=["Anna", "Ben", "Clara", "David"], game="mensch", owners=(0, 1, 2, 3))
    while scene.time < INPUT_CALM:
        app.step(1 / 120)
    # the charts, the luck page, and the figures' page when a ranking row cannot hold them
    assert scene.page_count() == len(story.charts) + 1 + scene.figures_cut()
    seen = drawn_texts(app)
    assert "Glück: Rauswurf-Chancen" not in seen, "the chart comes first"
    for _ in story.charts:
        press(app, pygame.K_d)
    run_frames(app, 240)
    seen = drawn_texts(app)
    assert "Glück: Rauswurf-Chancen" in seen, seen
    assert "Clara lag am weitesten vorn: etwa 3 Rauswurf-Chancen mehr als erwartet" in seen, seen
    assert "+3,0" in seen, "Clara's bar says its number"
    assert "Ben lag am weitesten vorn: etwa 3 Sechsen mehr als erwartet" in seen, "the sixes stay under the highlights"
    assert "Glück: Sechsen" in seen, "the panel under the highlights says it measures sixes"


# ---------------------------------------------------------------- paging

def test_left_and_right_page_through_the_charts_after_the_calm(make_app):
    from scenes.screens.results import INPUT_CALM

    story = sample_story(3, charts=2)
    app = make_app()
    scene = results(app, 3, story)
    first, second = (app.texts(c.title_key) for c in story.charts)
    press(app, pygame.K_RIGHT)
    assert scene.chart_index == 0, "no paging before the results take input"
    while scene.time < INPUT_CALM:
        app.step(1 / 120)
    assert first in drawn_texts(app)
    press(app, pygame.K_d)                         # keyboard 1's right
    run_frames(app, 240)
    seen = drawn_texts(app)
    assert second in seen and first not in seen
    assert scene.t("app.results.chart_page", n=2, of=scene.page_count()) in seen
    press(app, pygame.K_LEFT)                      # keyboard 3's left
    assert scene.chart_index == 0
    for _ in range(scene.page_count() + 1):        # keyboard 2's right, past the last page
        press(app, pygame.K_l)
    assert scene.chart_index == scene.page_count() - 1, "the last page stays: no way round to the first"
    assert app.top is scene, "paging never starts the rematch"


def test_the_mouse_pages_with_the_arrows(make_app):
    app = make_app()
    scene = results(app, 2, sample_story(2, charts=3))
    run_frames(app, 260)                    # (after the results' calm)
    left, right = scene.page_arrows()
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=right.center, button=1))
    assert scene.chart_index == 1
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=left.center, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=left.center, button=1))
    assert scene.chart_index == 0, "before the first page there is nothing: no way round to the last"
    assert app.top is scene


def test_a_row_too_small_for_its_figures_leaves_them_on_a_page_of_their_own(make_app):
    app = make_app()
    from scenes.screens.results import ResultsScene

    app.routes.start()
    figures = [{"coasters_won": 3, "dice_sent": 7, "wrong_presses": 99, "rounds_won": 2,
                "rolls": 40, "dice_left": 0, "bonus": 1}] * 6           # (more than six small cards hold)
    scene = ResultsScene(app, game_by_name("wurf-und-weg"), [Seat(n, "keyboard1") for n in NAMES],
                         [[i] for i in range(6)], figures, 3, story=sample_story(6))
    app.push(scene)
    run_frames(app, SETTLED)
    pages = scene.figure_pages()
    assert scene.page_count() == 1 + len(pages), "the chart, then the figures' pages"
    on_pages = {k for page in pages for k in page}
    on_cards = set(scene.card_shown_keys())
    idle = set(scene.idle_keys())
    assert idle == {"dice_left"}, "(0 for everyone)"
    assert on_pages | on_cards == set(figures[0]) - idle, "every figure on a card or a page, but none 0 for all"
    assert not on_pages & on_cards, "none said twice"
    assert "wrong_presses" in on_pages, "(the 99 below)"
    press(app, pygame.K_RIGHT)
    run_frames(app, 10)
    seen = drawn_texts(app)
    assert scene.t("app.results.cards_title") in seen
    while "wrong_presses" not in scene.figure_page_keys():
        scene.turn_page(1)
    run_frames(app, 10)
    table = [t for t, r in texts_placed(app) if r.left >= scene.story_rects()["chart"].left]
    assert table.count("99") == 6, "every figure of every seat is in the table"


# ---------------------------------------------------------------- fitting

def overlapping(places) -> list:
    out = []
    for i, (a, ra) in enumerate(places):
        for b, rb in places[i + 1:]:
            if ra.inflate(-2, -6).colliderect(rb.inflate(-2, -6)):
                out.append((a, ra, b, rb))
    return out


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("seats,game", [(2, "zehntausend"), (4, "durchmarsch"), (6, "zehntausend")])
def test_six_long_names_fit_without_overlap_in_both_languages(make_app, lang, seats, game):
    app = make_app()
    app.set_language(lang)
    scene = results(app, seats, sample_story(seats, charts=2, crosses=game == "durchmarsch"), game=game)
    run_frames(app, SETTLED)
    places = texts_placed(app)
    screen = pygame.Rect(0, 0, 1280, 720)
    assert [p for p in places if not screen.contains(p[1])] == []
    assert overlapping(places) == []
    assert all(r.h >= READABLE for _t, r in places), [p for p in places if p[1].h < READABLE]
    for name in NAMES[:seats]:
        assert any(t == name for t, _ in places), f"{name} is in the ranking whole"
    panels = list(scene.story_rects().values())
    for t, r in places:              # the story's words stay inside their panels
        inside = [p for p in panels if p.colliderect(r)]
        assert all(p.contains(r) for p in inside), (t, r, inside)


def test_confetti_falls_behind_the_results_never_over_them(make_app):
    """Two showers of confetti over the same results: every panel, row and the headline look
    the same in both, while the confetti itself differs."""
    pictures = []
    for seed in (3, 99):
        app = make_app()
        scene = results(app, 4, sample_story(4, crosses=True), seed=seed, game="durchmarsch")
        while scene.time < 2.0:
            app.step(1 / 120)
        app.draw()
        pictures.append((scene, app.screen.copy()))
    (scene, a), (_, b) = pictures
    solid = scene.solid_rects() + [pygame.Rect(0, 0, 1280, 100)]
    for rect in solid:
        assert pygame.image.tobytes(a.subsurface(rect), "RGB") == pygame.image.tobytes(b.subsurface(rect), "RGB"), rect
    assert pygame.image.tobytes(a, "RGB") != pygame.image.tobytes(b, "RGB"), "the confetti is there, elsewhere"


# ---------------------------------------------------------------- odd stories and none

def test_an_odd_story_draws_without_a_crash(make_app):
    nan = float("nan")
    story = Story(
        charts=[Chart("x.title", "x.x", "x.y", [Line(0, [(0, 0), (nan, 5), (1, math.inf), (2, 3)],
                                                     [Mark(1, nan, "lost_turn")]),
                                                Line(9, []), Line(1, [(5, 5)])], y_max=-3, mark_keys={}),
                Chart("y.title", "y.x", "y.y", [])],
        highlights=[Highlight("no.such.key", 7, {"n": 1, "victim_seat": 12, "odd": [1, 2]})],
        luck=[Luck(0, nan, 1.0, "u"), Luck(1, 3, 1.0, "u")])
    app = make_app()
    scene = results(app, 2, story, names=["Anna", "Ben"])
    for _ in range(30):
        run_frames(app, 40)
        app.draw()
    press(app, pygame.K_RIGHT)
    run_frames(app, 200)
    app.draw()
    assert scene.chart_index == 1


def test_without_a_story_the_ranking_fills_the_screen_as_before(make_app):
    app = make_app()
    scene = results(app, 3, None, names=["Anna", "Ben", "Clara"])
    run_frames(app, SETTLED)
    places = texts_placed(app)
    seen = [t for t, _ in places]
    assert "Anna" in seen and any(s.startswith("10.750 Punkte") for s in seen)
    assert scene.t("app.results.highlights") not in seen and scene.t("app.results.luck_title") not in seen
    anna = next(r for t, r in places if t == "Anna")
    assert anna.x > 250, "the ranking spans the screen, not a column"
    assert app._still()
    choose(app, scene, 0)
    assert app.top is not scene and app.top.is_table, "Weiter, then Revanche chosen"


def test_with_a_story_the_rematch_and_the_menu_below_it_are_chosen_after_weiter(make_app):
    from scenes.screens.menu import MenuScene

    app = make_app()
    scene = results(app, 2, sample_story(2), names=["Anna", "Ben"])
    choose(app, scene, 1)
    assert isinstance(app.top, MenuScene) and app.top is not scene
    app2 = make_app()
    scene2 = results(app2, 2, sample_story(2), names=["Anna", "Ben"])
    choose(app2, scene2, 0)
    assert app2.top is not scene2 and app2.top.is_table


@pytest.mark.parametrize("lang, words", [("de", "knapp 1 Rauswurf-Chance weniger als erwartet"),
                                         ("en", "nearly 1 knock-out chance fewer than expected")])
def test_a_luck_page_where_nobody_had_luck_names_its_unit(make_app, lang, words):
    """Mensch's page "Glück: Rauswurf-Chancen" with −2,2 and −0,7: the sentence says what the
    numbers count."""
    app = make_app()
    app.set_language(lang)
    unit = "story.mensch.luck.unit_chances"
    story = sample_story(2)
    story = Story(story.charts, story.highlights,
                  [Luck(0, 1, 3.2, unit, True), Luck(1, 2, 2.7, unit, True)])
    scene = results(app, 2, story, names=["Anna", "Ben"], game="mensch", owners=(0, 1, 0, 1))
    said = scene.luck_sentence(unit).replace("\u00a0", " ")
    assert "Ben" in said and words.lower() in said.lower(), said


@pytest.mark.parametrize("lang", ["de", "en"])
def test_mensch_two_luck_meters_each_say_what_they_measure_and_never_contradict(make_app, lang):
    """Ben threw the most sixes over the odds, Clara got the most knock-out chances: the two
    meters named two different people as having "the most luck". Now each meter's title says
    what it measures, its sentence names who led by that measure, and neither claims the most
    luck overall."""
    story = sample_story(4)
    story.luck = [Luck(c, 20 + 3 * (c == 1), 20.0, "story.mensch.luck.unit") for c in range(4)] + \
                 [Luck(c, 4 + 3 * (c == 2), 4.0, "story.mensch.luck.unit_chances") for c in range(4)]
    story.verdict_key = "story.mensch.luck.verdict"
    app = make_app()
    app.set_language(lang)
    scene = results(app, 4, story, names=["Anna", "Ben", "Clara", "David"], game="mensch", owners=(0, 1, 2, 3))
    run_frames(app, 240)
    sixes, chances = scene.t("story.mensch.luck.unit"), scene.t("story.mensch.luck.unit_chances")
    said = []
    for _ in range(scene.page_count()):
        seen = drawn_texts(app)
        said += seen
        if scene.page_luck_unit() is not None:
            assert scene.t("app.results.luck_page_title", unit=chances) in seen
            assert any("Clara" in t and chances in t for t in seen), "the knock-out page names Clara"
        scene.turn_page(1)
        run_frames(app, 240)
    assert scene.t("app.results.luck_page_title", unit=sixes) in said, "the sixes' meter says it counts sixes"
    assert any("Ben" in t and sixes in t for t in said), "the sixes' meter names Ben"
    overall = ("meiste Glück", "Glück mit den Würfeln") if lang == "de" else ("most luck", "luckiest", "Luck with the dice")
    assert not any(word in t for t in said for word in overall), [t for t in said if any(w in t for w in overall)]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_report_says_its_pages_only_when_it_has_several_and_arrows_only_where_they_lead(make_app, lang):
    """One page: no "Seite 1 von 1", no arrows. Two pages: "Seite 1 von 2" with only › on the
    first, only ‹ on the last; → or Bild ↓ turn the page, and past the last nothing moves."""
    app = make_app()
    app.set_language(lang)
    one = results(app, 2, sample_story(2, charts=1), figures={"total": 10750, "best_turn": 12350})
    run_frames(app, 260)
    assert one.page_count() == 1
    seen = drawn_texts(app)
    assert "‹" not in seen and "›" not in seen
    assert not any(t == one.t("app.results.chart_page", n=1, of=n) for t in seen for n in (1, 2))

    app = make_app()
    app.set_language(lang)
    scene = results(app, 2, sample_story(2, charts=2), figures={"total": 10750, "best_turn": 12350})
    run_frames(app, 260)
    assert scene.page_count() == 2
    seen = drawn_texts(app)
    assert scene.t("app.results.chart_page", n=1, of=2) in seen
    assert "›" in seen and "‹" not in seen, "on the first page only the way on"
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="", scancode=0))
    run_frames(app, 240)
    assert scene.chart_index == 1
    seen = drawn_texts(app)
    assert scene.t("app.results.chart_page", n=2, of=2) in seen
    assert "‹" in seen and "›" not in seen, "on the last page only the way back"
    press(app, pygame.K_RIGHT)
    assert scene.chart_index == 1


def test_keys_hammered_through_the_end_turn_no_page_and_after_a_breath_pages_turn_both_ways(make_app):
    """The play-test: e, o, Bild ↓ and keypad 9 hammered twice a second from the podium into
    the report: it opens on page 1 and stays there; then, after a breath, Bild ↓ turns to page
    2, Bild ↑ back to page 1, and → / ← do the same."""
    from scenes.screens.results import ResultsScene

    app = make_app()
    app.routes.start()
    scene = ResultsScene(app, game_by_name("zehntausend"), [Seat(NAMES[i], "keyboard1") for i in range(3)],
                         [[0], [1], [2]], [dict(FIGURES) for _ in range(3)], 3, story=sample_story(3, charts=2),
                         podium=True)
    app.push(scene)
    hammered = [pygame.K_e, pygame.K_o, pygame.K_PAGEDOWN, pygame.K_KP9]
    for _ in range(20):                            # ten seconds on the podium
        press(app, *hammered)
        run_frames(app, 60)
    run_frames(app, 150)
    press(app, pygame.K_RETURN)                    # one of them goes on, and all hammer again
    assert scene.moment is None
    for _ in range(16):                            # eight seconds more of hammering on the report
        press(app, *hammered)
        run_frames(app, 60)
    assert scene.chart_index == 0, "the report opens on page 1 and hammering turns no page"
    run_frames(app, 150)                           # a breath
    press(app, pygame.K_PAGEDOWN)
    assert scene.chart_index == 1
    run_frames(app, 150)
    press(app, pygame.K_PAGEUP)
    assert scene.chart_index == 0, "Bild ↑ brings page 1 back"
    run_frames(app, 150)
    press(app, pygame.K_RIGHT)
    assert scene.chart_index == 1
    press(app, pygame.K_LEFT)                      # (a run of turns begun after a breath)
    assert scene.chart_index == 0
    assert app.top is scene


def test_bild_down_on_a_report_of_several_pages_turns_the_page_and_never_confirms_a_choice(make_app):
    """Bild ↓ is keyboard 3's confirm: on a report with pages it turns the page and nothing
    else, even with "Revanche!" lit (it had started the rematch as well)."""
    from scenes.screens.results import ResultsScene

    app = make_app()
    app.routes.start()
    scene = ResultsScene(app, game_by_name("zehntausend"), [Seat(NAMES[i], f"keyboard{i + 1}") for i in range(3)],
                         [[0], [1], [2]], [dict(FIGURES) for _ in range(3)], 3, story=sample_story(3, charts=2),
                         podium=True)
    app.push(scene)
    run_frames(app, 900)                           # the podium has stepped up
    press(app, pygame.K_RETURN)                    # on from the podium to the report
    assert scene.moment is None
    run_frames(app, 150)
    press(app, pygame.K_DOWN)                      # a choice lit
    assert 0 <= scene.list.index < len(scene.list.buttons)
    run_frames(app, 150)
    press(app, pygame.K_PAGEDOWN)
    run_frames(app, 30)
    assert scene.chart_index == 1
    assert app.top is scene, "Bild ↓ turned the page and chose nothing"
