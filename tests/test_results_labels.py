"""The report read from the sofa: every figure's name on the cards, every word of the chart and
the luck meter's captions in a light ink (never a dim grey) at 20 px or more, and the luck
meter's sentence says what its numbers count."""

from __future__ import annotations

import pytest
from helpers import sizes_drawn
from helpers import texts_drawn as _texts_drawn
from helpers import texts_placed as _texts_placed
from test_results_truth import results_of
from test_story_truth import played

from game.games import game_by_name
from game.seats import Seat
from game.story import Luck, Story
from scenes.ui.layout import READABLE


def texts_drawn(app) -> list[str]:
    """The texts the next frame shows, as a player reads them (a no-break space is a space)."""
    return [t.replace("\u00a0", " ") for t in _texts_drawn(app)]


def texts_placed(app) -> list:
    """The texts the next frame puts on the window with their rects, as a player reads them."""
    return [(t.replace("\u00a0", " "), r) for t, r in _texts_placed(app)]


def brightest(surface, rect) -> int:
    """The lightest pixel's darkest channel inside `rect`: how light the ink of a text is."""
    best = 0
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            r, g, b, *_ = surface.get_at((x, y))
            best = max(best, min(r, g, b))
    return best


@pytest.mark.parametrize("lang,game,label,unit", [
    ("de", "durchmarsch", "Kreuze insgesamt", "Treffer"),
    ("en", "mensch", "Knocked others out", "sixes")])
def test_the_cards_labels_the_charts_words_and_the_luck_captions_are_light(make_app, lang, game, label, unit):
    info = game_by_name(game)
    match, story, _, _ = played(info, 2, seats=4)
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, ["Anna", "Ben", "Clara", "David"])
    places = texts_placed(app)
    labels = [r for t, r in places if t == label]
    assert len(labels) == 4, ("every card names the figure", [t for t, _r in places])
    for rect in labels:
        assert brightest(app.screen, rect) >= 215, "a figure's name in light ink, not grey"
    luck = scene.story_rects()["luck"]
    said = " ".join(t for t, r in places if luck.contains(r))
    assert unit in said, ("the luck meter says what its numbers count", said)
    captions = [(t, r) for t, r in places if luck.contains(r) and ("←" in t or "→" in t)]
    assert len(captions) == 2, captions
    for text, rect in captions:
        assert brightest(app.screen, rect) >= 215, (text, "the luck meter's captions in light ink")
    small = [(t, s) for t, s in sizes_drawn(app) if s < READABLE and t.strip()]
    assert small == [], small
    chart = scene.story_rects()["chart"]        # (under its gold title)
    words = [(t, r) for t, r in places if chart.contains(r) and r.top > chart.y + 40 and any(c.isalpha() for c in t)]
    for text, rect in words:
        assert brightest(app.screen, rect) >= 215, (text, "the chart's words in light ink")


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game", ["durchmarsch", "mensch", "zehntausend", "wurf_und_weg"])
def test_no_figures_name_repeats_another_so_two_figures_never_read_as_one(make_app, lang, game):
    """A stranger read "Crosses" beside "Crosses in open row" as one figure said twice: every
    figure of a report names what it counts in words of its own, never the start or a piece
    of another figure's name."""
    info = game_by_name(game)
    match, story, _, _ = played(info, 2, seats=3)
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, ["Anna", "Ben", "Clara"])
    labels = [scene.card_label(key).casefold() for key in scene.card_keys()]
    assert len(labels) >= 2
    for a in labels:
        for b in labels:
            assert a is b or a not in b, (f"{a!r} reads as a piece of {b!r}", labels)


@pytest.mark.parametrize("lang, rule_words", [("de", ("in offener reihe", "gestrichen", "kreuze insgesamt")),
                                              ("en", ("in the open row", "struck rows", "crossed in all"))])
def test_durchmarsch_says_each_figure_with_one_name_on_cards_rule_tie_breaks_and_highlights(make_app, lang,
                                                                                            rule_words):
    """The places' rule, the tie-breaks and the highlight of the most crosses call each figure
    by the name its column carries."""
    info = game_by_name("durchmarsch")
    match, story, _, _ = played(info, 2, seats=3)
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, ["Anna", "Ben", "Clara"])
    labels = {key: scene.card_label(key).casefold() for key in ("best_row", "struck_rows", "crosses")}
    assert tuple(labels.values()) == rule_words
    rule = scene.ranking_rule().casefold()
    assert labels["best_row"].split()[-2][:4] in rule.split(",")[0], "the open row, as the cards say"
    assert labels["struck_rows"].split()[0] in rule
    t = scene.t
    tie = t("story.durchmarsch.ranking_tie_crosses", ahead="Anna", behind="Ben").casefold()
    assert labels["crosses"] in tie
    most = t("story.durchmarsch.highlight.most_crosses", name="Anna", n=9).casefold()
    assert labels["crosses"] in most


@pytest.mark.parametrize("lang, value, words", [
    ("de", 2.3, "gut 2"), ("de", 2.7, "knapp 3"), ("de", 2.05, "etwa 2"), ("de", 0.3, "weniger als 1"),
    ("en", 2.3, "just over 2"), ("en", 2.7, "nearly 3"), ("en", -2.0, "about 2"), ("en", 0.3, "less than 1"),
    ("de", 1.5, "etwa 1,5"), ("en", -2.45, "about 2.5"), ("de", 1.7, "knapp 2")])
def test_a_luck_figure_is_said_in_words_a_person_says_never_in_tenths(make_app, lang, value, words):
    from scenes.screens.results import ResultsScene

    app = make_app()
    app.set_language(lang)
    app.routes.start()
    scene = ResultsScene(app, game_by_name("durchmarsch"), [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2")],
                         [[0], [1]], [{}, {}], 1)
    assert scene.about(value).replace("\u00a0", " ") == words


@pytest.mark.parametrize("lang, line, bars", [
    ("de", "Anna hatte das meiste Glück: gut 2 Treffer mehr als zu erwarten", ("+2,3", "−1,2")),
    ("en", "Anna was luckiest: just over 2 more hits than expected", ("+2.3", "−1.2"))])
def test_durchmarschs_luck_line_says_the_hits_as_a_person_would(make_app, lang, line, bars):
    """"Anna hatte das meiste Glück: 2,3 Würfe mehr trafen als im Schnitt" was hard to read:
    the line now says it as people on a sofa would; the bars say their numbers to one decimal,
    so two bars of different length never say the same number."""
    unit = "story.durchmarsch.luck.unit"
    story = Story(luck=[Luck(0, 12.3, 10.0, unit), Luck(1, 9.0, 10.2, unit)],
                  verdict_key="story.durchmarsch.luck.verdict")

    class Two:
        seats = 2

        def ranking(self):
            return [[0], [1]]

        def figures(self, s):
            return {"crosses": 12, "best_row": 6, "misthrows": 3, "struck_rows": 0, "turns": 6}

    app = make_app()
    app.set_language(lang)
    results_of(app, game_by_name("durchmarsch"), Two(), story, ["Anna", "Ben"])
    seen = texts_drawn(app)
    assert line in seen, [t for t in seen if "Anna" in t]
    assert all(b in seen for b in bars), seen
    assert not any(("2,3" in t or "2.3" in t) for t in seen if "Anna" in t), "the line says it in words"
