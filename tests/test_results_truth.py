"""The results' report page as a player reads it, on the stories of real bot games: the chart's
axis is labelled with where the game ended, every line and every luck bar has its name beside
it, a tie in a highlight names everyone, the luck sentence says what the bars show, and the
ranking cards hold six 16-letter names without a single "…"."""

from __future__ import annotations

import pygame
import pytest
from helpers import run_frames, whole_name_ways
from helpers import texts_drawn as _texts_drawn
from helpers import texts_placed as _texts_placed
from test_story_truth import played

from game.games import GAMES, game_by_name
from game.seats import Seat
from game.story import Highlight, Luck, Story


def texts_drawn(app) -> list[str]:
    """The texts the next frame shows, as a player reads them (a no-break space is a space)."""
    return [t.replace("\u00a0", " ") for t in _texts_drawn(app)]


def texts_placed(app) -> list:
    """The texts the next frame puts on the window with their rects, as a player reads them."""
    return [(t.replace("\u00a0", " "), r) for t, r in _texts_placed(app)]


LONG = ["Jürgen Größemann", "WWWWWWWWWWWWWWWW", "Maximilian-Alexa", "ÄÖÜäöüßÄÖÜäöüßÄ", "MMMMMMMMMMMMMMMM",
        "Wolfgang Wümmelm"]
SETTLED = 120 * 9
BIG = {       # each game's figures at their longest
    "durchmarsch": {"crosses": 38, "best_row": 10, "misthrows": 12, "struck_rows": 3, "turns": 144},
    "mensch": {"home": 4, "captures": 17, "captured": 12, "sixes": 33},
    "zehntausend": {"total": 10750, "best_turn": 12350, "turns": 144, "busts": 33},
    "wurf_und_weg": {"coasters_won": 3, "dice_sent": 129, "wrong_presses": 17, "rounds_won": 12},
}


def results_of(app, info, match, story, names, figures=None):
    from scenes.screens.results import ResultsScene

    app.routes.start()
    seats = [Seat(names[i], "keyboard1") for i in range(match.seats)]
    owners = tuple(match.owners) if getattr(match, "owners", None) is not None else None
    figures = figures or [match.figures(s) for s in range(match.seats)]
    scene = ResultsScene(app, info, seats, match.ranking(), figures, 1, owners=owners, story=story)
    app.push(scene)
    run_frames(app, SETTLED)
    return scene


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("info", GAMES, ids=[g.module for g in GAMES])
def test_every_line_and_every_luck_bar_has_its_name_beside_it(make_app, info, lang):
    match, story, _, _ = played(info, 2, seats=4)
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, ["Anna", "Ben", "Clara", "David"])
    places = texts_placed(app)
    rects = scene.story_rects()
    chart = scene.line_chart(rects["chart"])
    plot_right = rects["chart"].x + 16 + chart.plot.right
    for line in story.charts[0].lines:
        name = scene.who(line.seat)[1]
        assert any(t == name and rects["chart"].contains(r) and r.left > plot_right for t, r in places), \
            f"{name}'s line has its name at its end"
    for figure in scene.luck_figures():
        name = scene.who(figure.seat)[1]
        assert any(t == name and rects["luck"].contains(r) for t, r in places), f"{name}'s luck bar is named"


@pytest.mark.parametrize("info", GAMES, ids=[g.module for g in GAMES])
def test_the_x_axis_ends_labelled_with_where_the_game_ended(make_app, info):
    match, story, _, _ = played(info, 4, seats=3)
    app = make_app()
    scene = results_of(app, info, match, story, ["Anna", "Ben", "Clara"])
    chart = scene.line_chart(scene.story_rects()["chart"])
    end = story.charts[0].x_end
    assert chart.x_high == pytest.approx(end), "the axis runs exactly to the game's end"
    assert scene.number_text(round(end)) in texts_drawn(app), "the end in whole rounds, throws or seconds"


def test_the_time_axis_ends_in_whole_seconds_never_with_a_tenth(make_app):
    info = game_by_name("wurf_und_weg")
    match, story, _, _ = played(info, 4, seats=3)
    end = story.charts[0].x_end
    assert not float(end).is_integer(), "(a game that ends between two whole seconds)"
    app = make_app('[general]\nlanguage = "en"\n')
    scene = results_of(app, info, match, story, ["Anna", "Ben", "Clara"])
    rect = scene.story_rects()["chart"]
    chart = scene.line_chart(rect)
    labels = rect.y + 10 + chart.x_labels_top           # (the chart is drawn 10 px into its panel)
    under_axis = [t for t, r in texts_placed(app) if abs(r.top - labels) <= 2 and rect.x < r.x < rect.right]
    assert str(round(end)) in under_axis, under_axis
    assert not any("." in t for t in under_axis), under_axis


def test_end_names_never_overlap_even_when_the_lines_end_together(make_app):
    """Four lines ending at the same height: their names are pushed apart."""
    from scenes.ui.charts import LineChart, Series

    series = [Series(s, ((0, 0), (10, 5)), (), name) for s, name in enumerate(LONG[:4])]
    chart = LineChart((688, 260), series, end_names=True, x_end=10)
    rects = [pygame.Rect(0, top, 10, len(lines) * 24) for _s, lines, top, _y in chart.name_places]
    assert len(rects) == 4
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


@pytest.mark.parametrize("lang,said", [("de", "Meiste Rauswürfe: Ben und Clara, je 11 Figuren"),
                                       ("en", "Most knock-outs: Ben and Clara, 11 each")])
def test_a_tie_in_a_highlight_names_every_tied_player(make_app, lang, said):
    story = Story(highlights=[Highlight("story.mensch.highlight.most_knockouts", 1, {"n": 11}, (2,))],
                  luck=[Luck(c, 3, 3.0, "story.mensch.luck.unit") for c in range(4)])
    app = make_app()
    app.set_language(lang)
    info = game_by_name("mensch")

    class FourColours:
        seats, owners = 4, (0, 1, 2, 3)

        def ranking(self):
            return [[1], [2], [0], [3]]

        def figures(self, s):
            return BIG["mensch"]

    results_of(app, info, FourColours(), story, ["Anna", "Ben", "Clara", "David"])
    assert said in " ".join(texts_drawn(app)).replace("  ", " ") or any(said in t for t in texts_drawn(app))


def test_the_luck_sentence_names_everyone_tied_for_the_most_luck_and_matches_their_bars(make_app):
    story = Story(luck=[Luck(0, 12, 10.0, "story.durchmarsch.luck.unit"), Luck(1, 9, 10.0, "story.durchmarsch.luck.unit"),
                        Luck(2, 12, 10.0, "story.durchmarsch.luck.unit")], verdict_key="story.durchmarsch.luck.verdict")
    app = make_app()

    class Three:
        seats = 3

        def ranking(self):
            return [[0], [1], [2]]

        def figures(self, s):
            return BIG["durchmarsch"]

    results_of(app, game_by_name("durchmarsch"), Three(), story, ["Anna", "Ben", "Clara"])
    seen = texts_drawn(app)
    assert "Anna und Clara hatten das meiste Glück: je etwa 2 Treffer mehr als zu erwarten" in seen, seen
    assert seen.count("+2,0") == 2 and "−1,0" in seen


def test_nobody_beating_the_odds_is_never_called_fair_luck_while_a_bar_shows_less(make_app):
    story = Story(luck=[Luck(0, 10, 10.0, "u"), Luck(1, 7, 10.0, "u")], verdict_key="story.durchmarsch.luck.verdict")
    verdict = story.verdict()
    assert verdict.key.endswith("_par") and verdict.seat == 0
    even = Story(luck=[Luck(0, 10, 10.01, "u"), Luck(1, 7, 7.02, "u")], verdict_key="v").verdict()
    assert even.key == "v_even"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("info", GAMES, ids=[g.module for g in GAMES])
def test_no_card_is_cut_with_an_ellipsis_for_the_most_players_with_16_letter_names(make_app, info, lang):
    seats = min(6, info.max_seats)
    match, story, _, _ = played(info, 3, seats=seats)
    app = make_app()
    app.set_language(lang)
    figures = [dict(BIG[info.module]) for _ in range(seats)]
    scene = results_of(app, info, match, story, LONG, figures)
    places = texts_placed(app)
    texts = [t for t, _ in places]
    assert not any("…" in t for t in texts), [t for t in texts if "…" in t]
    for name in LONG[:seats]:
        assert name in texts, f"{name} stands whole on its card"
    cards = [t for t, r in places if r.right <= 520 and r.top >= 104]
    assert scene.card_label(scene.card_keys()[0]) in cards, "each card says at least one figure with what it counts"
    screen = pygame.Rect(0, 0, 1280, 720)
    assert all(screen.contains(r) for _t, r in places)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_wurf_und_weg_names_the_shaded_last_rolls_in_its_legend(make_app, lang):
    info = game_by_name("wurf-und-weg")
    match, story, _, _ = played(info, 1, seats=4)
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, ["Anna", "Ben", "Clara", "David"])
    assert scene.t("story.wurf_und_weg.chart.last_rolls") in texts_drawn(app)
    chart = scene.line_chart(scene.story_rects()["chart"])
    assert chart.spans == [tuple(span) for span in story.charts[0].spans]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_page_names_its_luck_bars_whole_with_four_16_letter_names(make_app, lang):
    """Mensch's knock-out chances have a page of their own: its bars carry the whole names too."""
    from scenes.screens.results import INPUT_CALM

    info = game_by_name("mensch")
    match, story, _, _ = played(info, 3, seats=4)
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, LONG)
    assert scene.time > INPUT_CALM
    for page in range(scene.page_count()):
        texts = [t for t, _ in texts_placed(app)]
        assert not any("…" in t for t in texts), (page, [t for t in texts if "…" in t])
        if scene.page_luck_unit() is not None:
            for figure in scene.luck_figures(scene.page_luck_unit()):
                assert scene.who(figure.seat)[1] in texts
        scene.turn_page(1)
        run_frames(app, 240)


@pytest.mark.parametrize("lang, said", [
    ("de", "Ben und David lagen gleichauf vorn: je etwa 1 Rauswurf-Chance mehr als erwartet"),
    ("en", "Ben and David came out furthest ahead: about 1 knock-out chance more than expected each")])
def test_a_tie_on_a_luck_page_names_everyone_whose_bar_shows_the_most_luck(make_app, lang, said):
    """Mensch's second luck page (knock-out chances): Ben and David both +1,0, both named."""
    sixes, chances = "story.mensch.luck.unit", "story.mensch.luck.unit_chances"
    story = Story(luck=[Luck(c, 5, 4.0 + c / 10, sixes) for c in range(4)]
                  + [Luck(0, 1, 3.5, chances), Luck(1, 3, 2.0, chances), Luck(2, 1, 2.0, chances),
                     Luck(3, 2, 1.0, chances)], verdict_key="story.mensch.luck.verdict")
    app = make_app(f'[general]\nlanguage = "{lang}"\n')

    class FourColours:
        seats, owners = 4, (0, 1, 2, 3)

        def ranking(self):
            return [[1], [2], [0], [3]]

        def figures(self, s):
            return BIG["mensch"]

    scene = results_of(app, game_by_name("mensch"), FourColours(), story, ["Anna", "Ben", "Clara", "David"])
    while scene.page_luck_unit() != chances:
        scene.turn_page(1)
    run_frames(app, SETTLED)
    assert said in texts_drawn(app), [t for t in texts_drawn(app) if "luck" in t.lower() or "Glück" in t]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_durchmarschs_place_rule_says_where_the_players_out_of_the_game_stand(make_app, lang):
    """A player struck out with 25 crosses stands behind one still in with 16: the engine puts
    everyone out behind everyone still in, the last one out first. The line under the cards
    says the first figure in one short line; the rules page tells the whole order."""
    from game.durchmarsch import match as dm

    app = make_app()
    app.set_language(lang)
    m = dm.Match(3)
    m._misses[0] = [2, 2, 2, 2]            # Anna out, with many crosses
    m._crosses[0] = [6, 7, 6, 6]
    m._eliminated.append(0)
    m._crosses[1] = [3, 0, 0, 0]           # Ben still in, with few
    assert m.ranking()[-1] == [0] and m.figures(0)["crosses"] > m.figures(1)["crosses"], "out: last, crosses or not"
    rules = " ".join(app.texts.list("howto.durchmarsch"))
    assert ("Ausgeschiedene stehen hinter allen" in rules) if lang == "de" else ("the last one out first" in rules)
    rule = app.texts("story.durchmarsch.ranking")
    _match, story, _seen, _winners = played(game_by_name("durchmarsch"), 5)
    scene = results_of(app, game_by_name("durchmarsch"), m, story, ["Anna", "Ben", "Clara"])
    size, lines = scene.rule_lines()
    assert lines == (rule,) and size >= 20, lines
    assert rule in texts_drawn(app), "the whole rule is drawn under the cards"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_player_whose_rows_are_all_struck_shows_no_open_row_instead_of_a_zero(make_app, lang):
    """All four rows struck: the card says "–" under "Kreuze in offener Reihe", never a 0 that
    reads as a bad best row beside 21 crosses; a player with an open row keeps their number."""
    info = game_by_name("durchmarsch")
    match, story, _, _ = played(info, 2, seats=2)
    figures = [{"crosses": 19, "best_row": 10, "misthrows": 3, "struck_rows": 0, "turns": 9},
               {"crosses": 21, "best_row": 0, "misthrows": 8, "struck_rows": 4, "turns": 8}]
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, ["Clara", "Ben"], figures)
    label = app.texts("story.durchmarsch.figure.best_row")
    assert label in texts_drawn(app)
    assert ("offen" in label or "open" in label) and "best" not in label.lower(), "named for what it counts"
    assert scene.card_value(1, "best_row") == app.texts("story.durchmarsch.figure_void.best_row"), \
        "no open row: the player is out, not 0"
    assert scene.card_value(0, "best_row") == "10"
    assert app.texts("story.durchmarsch.card.best_row_void") in scene.figure_phrases(figures[1])


BROKEN_WELL = ["Jürgen Größemann", "Maximilian-Alexa", "Wolfgang Wümmelm", "Maximiliane-Soph", "Anna-Lena Berger",
               "Karl-Heinz Ebert"]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_six_16_letter_names_stand_in_their_column_beside_their_luck_bars(make_app, lang):
    """Six long names on the luck meter: each stands left of the zero line (on two lines at a
    space or after a hyphen where one is too long, never inside a word), its number on the
    name's row, and nothing runs past the panel's foot."""
    info = game_by_name("wurf_und_weg")
    match, story, _, _ = played(info, 2, seats=6)
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, BROKEN_WELL)
    rect = scene.story_rects()["luck"]
    places = [(t, r) for t, r in texts_placed(app) if rect.colliderect(r)]
    meter = next(m for m in scene._luck.values())
    zero = rect.x + 16 + meter.centre
    for t, r in places:
        assert r.bottom <= rect.bottom - 4, f"{t!r} runs past the panel's foot"
    texts = [t for t, _ in places]
    for figure in scene.luck_figures():
        name = scene.who(figure.seat)[1]
        way = next((w for w in whole_name_ways(name) if all(p in texts for p in w)), None)
        assert way is not None, f"{name} stands whole or broken at a space or hyphen: {texts}"
        rects = [next(r for t, r in places if t == p) for p in way]
        assert all(r.right <= zero for r in rects), f"{name} stays left of the zero line"
        top, bottom = min(r.top for r in rects), max(r.bottom for r in rects)
        value = scene.signed(figure.luck)
        assert any(t == value and top - 2 <= r.centery <= bottom + 2 for t, r in places), \
            f"{name}'s number {value} stands on the name's row"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("lucky", [True, False])
def test_durchmarschs_luck_line_says_what_it_counts_and_stands_whole(make_app, lang, lucky):
    """The luck line names what its figure counts in a word said on the sofa ("Treffer", "hits":
    throws that hit their number) and stands whole in its panel, lucky or not, in both languages."""
    unit = "story.durchmarsch.luck.unit"
    got = [12, 9, 11, 10] if lucky else [8, 7, 6, 5]
    story = Story(luck=[Luck(s, got[s], 10.5, unit) for s in range(4)], verdict_key="story.durchmarsch.luck.verdict")
    app = make_app()
    app.set_language(lang)

    class Four:
        seats = 4

        def ranking(self):
            return [[0], [1], [2], [3]]

        def figures(self, s):
            return BIG["durchmarsch"]

    results_of(app, game_by_name("durchmarsch"), Four(), story, ["Anna", "Ben", "Clara", "David"])
    run_frames(app, 600)
    seen = " ".join(texts_drawn(app))
    assert ("Treffer" in seen and "als zu erwarten" in seen) if lang == "de" else " hits than expected" in seen, seen
    assert "im Schnitt" not in seen and "throws hit" not in seen
    assert "…" not in seen, seen
