"""The Mensch seats' cards read lightly from the sofa: each colour's figures drawn as small
figures (in the goal ringed in gold, on the board plain, still in the house faint) instead of
"0/4 im Ziel", few words, none under the readable floor, in light ink."""

from __future__ import annotations

import pygame
import pytest
from helpers import sizes_drawn

from game.dice import ScriptedDice
from game.games import game_by_name
from game.mensch import match as mg
from game.seats import Seat
from scenes.ui import text

INFO = game_by_name("mensch")
FIGURES = {0: [("home", 3), ("track", 5), "B", "B"], 1: [("track", 16), ("track", 20), "B", "B"],
           2: [("home", 2), ("home", 3), ("track", 9), "B"]}
SEATS = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2"), Seat("Clara", "bot:normal"),
         Seat("David", "bot:normal")]


def table(make_app, lang, match):
    from scenes.tables.mensch.table import TableScene

    app = make_app()
    app.set_language(lang)
    scene = TableScene(app, INFO, SEATS, 1, match=match)
    app.push(scene)
    app.step(1 / 60)
    return app, scene


def figures_on_cards(scene) -> dict[int, list[str]]:
    """Per colour, the state of each small figure its seat's card shows."""
    shown: dict[int, list[str]] = {}
    for key, marks in scene.panel_marks.items():
        if key[0] != "seat":
            continue
        for name in marks:
            if name.startswith("figure:"):
                _, colour, _index, state = name.split(":")
                shown.setdefault(int(colour), []).append(state)
    return shown


@pytest.mark.parametrize("lang", ["de", "en"])
def test_each_seats_card_shows_where_its_figures_stand_as_small_figures(make_app, lang):
    app, scene = table(make_app, lang, mg.Match.arranged(FIGURES, dice=ScriptedDice([(4,)])))
    scene.panel_cache.clear()
    scene.panel_marks.clear()
    shown = sizes_drawn(app)
    cards = figures_on_cards(scene)
    assert sorted(cards[0]) == ["board", "goal", "house", "house"], "Anna: one home, one out, two waiting"
    assert sorted(cards[1]) == ["board", "board", "house", "house"]
    assert sorted(cards[2]) == ["board", "goal", "goal", "house"]
    assert sorted(cards[3]) == ["board"] + ["house"] * 3 or sorted(cards[3]) == ["house"] * 4
    words = [t for t, _s in shown]
    assert not any("im Ziel" in t or "0/4 home" in t for t in words), "no '0/4 im Ziel' text"
    assert not any(t.endswith(("am Zug", "to move")) for t in words), "the golden card says whose turn"
    seat_words = {t for key in scene.panel_cache if key[0] == "seat" for t in scene.panel_cache[key][1]}
    assert seat_words and all(s >= text.READABLE for t, s in shown if t in seat_words), shown
    assert scene.t("app.seat.keyboard1") not in seat_words, "the key caps name the block"


def test_a_short_game_shows_two_small_figures_per_colour(make_app):
    app, scene = table(make_app, "de", mg.Match(4, mg.Rules(figures=2), ScriptedDice([(3,)])))
    scene.panel_cache.clear()
    scene.panel_marks.clear()
    app.draw()
    cards = figures_on_cards(scene)
    assert sorted(cards) == [0, 1, 2, 3] and all(len(states) == 2 for states in cards.values())


def test_the_small_figures_are_drawn_apart_on_the_card(make_app):
    app, scene = table(make_app, "en", mg.Match.arranged(FIGURES, dice=ScriptedDice([(4,)])))
    scene.panel_cache.clear()
    scene.panel_marks.clear()
    app.draw()
    for key, marks in scene.panel_marks.items():
        if key[0] == "seat":
            rects = [r for name, r in marks.items() if name.startswith("figure:")]
            assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
            assert all(r.w >= 20 for r in rects), "each figure large enough to tell apart"
            assert all(pygame.Rect(0, 0, *key[3]).contains(r) for r in rects)



def opening_table(make_app, lang, names):
    """A Mensch table for `names`, each on a keyboard block of their own, one figure out."""
    from scenes.tables.mensch.table import TableScene

    seats = [Seat(n, f"keyboard{i + 1}") for i, n in enumerate(names)]
    match = mg.Match.arranged({0: [("track", 3), "B", "B", "B"]}, colour=0, seats=len(names), dice=ScriptedDice([(3,)]))
    app = make_app()
    app.set_language(lang)
    scene = TableScene(app, game_by_name("mensch"), seats, 1, match=match)
    app.push(scene)
    return app, scene, match


@pytest.mark.parametrize(("lang", "count"), [("de", 3), ("en", 3), ("de", 2), ("en", 2)])
def test_a_person_playing_two_colours_is_told_so_on_their_card(make_app, lang, count):
    """The rule sheet has all four colours play: with three people one of them plays two, and
    their card says so in a plain sentence ("Anna spielt Gelb und Rot"); a seat with one colour
    says nothing of the kind."""
    from game.i18n import Texts

    t = Texts(lang)
    names = ["WWWWWWWWWWWWWWWW", "Ben", "Clara"][:count]       # (the longest name: the sentence still leaves room)
    app, scene, match = opening_table(make_app, lang, names)
    sizes = sizes_drawn(app)
    doubled = [s for s in range(count) if len(match.seat_colours(s)) == 2]
    assert doubled, "someone plays two colours"
    for seat in range(count):
        colours = [scene.colour_name(c) for c in match.seat_colours(seat)]
        if len(colours) == 2:
            sentence = t("mensch.table.plays_colours", colours=colours[0] + t("mensch.table.plays_and") + colours[1])
            assert sentence in {"de": f"spielt {colours[0]} und {colours[1]}",
                                "en": f"plays {colours[0]} and {colours[1]}"}[lang]
            shown = [(w, s) for w, s in sizes if w and w in sentence]
            assert sum(len(w) for w, _s in shown) >= len(sentence) - 2, (sentence, sizes)
            assert all(s >= text.READABLE for _w, s in shown)
    assert sum(1 for w, _s in sizes if w.startswith(t("mensch.table.plays_colours", colours=""))) == len(doubled)
    cards = [said for key, (_surf, said) in scene.panel_cache.items() if key[0] == "seat"]
    assert len(cards) == count
    for said in cards:
        assert t("mensch.table.hint_go") in said and t("mensch.table.hint_choose") in said, \
            "every person's card keeps both lines of keys"


@pytest.mark.parametrize("count", [2, 3, 4])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_seats_keys_stand_whole_inside_its_card(make_app, lang, count):
    """Each person's keys ("◂A D▸ pick a piece") stand whole inside their own card, never cut
    at its edge, also beside "plays Yellow and Red" and with the longest names."""
    from scenes.tables.mensch import panels

    names = ["WWWWWWWWWWWWWWWW", "Jürgen Größe-Übe", "MMMMMMMMMMMMMMMM", "Anna"][:count]
    app, scene, match = opening_table(make_app, lang, names)
    sizes_drawn(app)
    keys = [(key, rect) for key, marks in scene.panel_marks.items() if key[0] == "seat"
            for name, rect in marks.items() if name.startswith("keys:")]
    assert len(keys) >= 2 * count, "two lines of keys (or more) on every person's card"
    for key, rect in keys:
        assert rect.left >= 8 and rect.right <= panels.COLUMN_W - 4, (key[1], rect)
