"""A new Wurf & Weg game starts with its rules: before round 1's countdown a solid card says in a
few large lines how the race goes (a coaster's symbol sends that die to the neighbour, the luck
symbol into the tray, no dice left calls "Stopp!"); while the table holds still it stands large
in the middle with the count on it, then beside the tray through the count to round 1's "los!"
(where a room holds it), covers nothing a player needs (no station, and once the luck die is
thrown not the pile, not the luck die's spot), and goes with "los!". The symbols a player must
tell apart (on the key legends and on the coasters) are at least the floor size."""

from __future__ import annotations

import pygame
import pytest
from helpers import press
from test_wurf_und_weg_hold_countdown import covered_things
from test_wurf_und_weg_sofa import LONGEST, PEOPLE_AND_BOTS, until, ww_table

from scenes.tables.wurf_und_weg import coaster_art
from scenes.tables.wurf_und_weg.layout import COASTER_D
from scenes.ui import text


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_goal_is_said_before_the_first_countdown_and_gone_after(make_app, lang):
    app, scene = ww_table(make_app, ["keyboard1", "keyboard2", "bot:normal", "bot:easy"],
                          ["Anna", "Ben", "Clara", "David"], lang)
    hud, m = scene.hud, scene.match
    goal = rules_shown(scene)
    words = text.watch()
    try:
        app.draw()
        assert hud.intro_drawn is not None and m.phase == "setup", "the goal stands before anything moves"
        lines = {w for w in words if len(w) > 10 and w in goal}
        assert lines, "its words are on screen"
        steps = [0]

        def step():
            steps[0] += 1
            app.draw()
        press(app, pygame.K_e)                   # a key during the intro: answered, nothing moves
        said = scene.station_painter.status(0, scene.time)
        assert said is not None and said[1] == scene.t("wurf_und_weg.table.refused.not_yet"), said
        assert not scene.pending
        assert until(app, lambda: m.phase != "setup", 10, step)
        assert m.round == 1 and m.phase == "countdown"
        app.draw()
        assert hud.intro_drawn is not None, "it stays through round 1's countdown"
        assert until(app, lambda: scene.seen.phase == "race", 10, step)
        assert steps[0] >= 3.0 * 120, "the goal stood long enough to be read"
        app.draw()
        assert hud.intro_drawn is None, "gone with \"los!\""
        words.clear()
        for _ in range(240):
            app.step(1 / 120)
            app.draw()
            assert hud.intro_drawn is None
        assert not lines & set(words), "never again after \"los!\""
    finally:
        text.unwatch()


def rules_shown(scene) -> str:
    """The rules' wording the intro card shows now (the long one, or the short one where the
    room between the stations is small)."""
    scene.app.draw()
    return " ".join(line for line, *_r in scene.hud.intro_rows)


def test_the_rules_are_large_in_both_languages(make_app):
    for lang in ("de", "en"):
        for kinds in (PEOPLE_AND_BOTS, ["keyboard1", "bot", "bot:hard"], ["keyboard1", "bot"],
                      ["keyboard1", "keyboard4", "bot", "bot"], ["keyboard1"] + ["bot"] * 4):
            app, scene = ww_table(make_app, kinds, LONGEST, lang)
            sizes = text.watch_sizes()
            try:
                app.draw()
            finally:
                text.unwatch()
            rules = rules_shown(scene)
            shown = [s for t, s in sizes if t and t in rules and len(t) > 6]
            # a rule a line, whole: in the free felt beside the tray, at the floor or more
            assert shown and min(shown) >= text.READABLE, (lang, len(kinds), shown)
            assert scene.hud.intro_drawn is not None
            for st in scene.stations:
                assert not scene.hud.intro_drawn.colliderect(st.rect), "the card keeps clear of every station"
            app.pop()


# the words that say the three things a newcomer must know: dice go to a neighbour, the luck
# symbol goes into the tray, and who has no dice left calls "Stop!"
RULE_WORDS = {"de": ("Nachbar", "Glückssymbol", "Ablage", "Stopp!"),
              "en": ("neighbour", "uck symbol", "tray", "Stop!")}


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("kinds", [["keyboard1", "bot", "bot:hard"], ["keyboard1", "keyboard4", "bot", "bot"]])
def test_how_the_race_goes_is_on_screen_before_los(make_app, lang, kinds):
    app, scene = ww_table(make_app, kinds, ["Anna", "Ben", "Clara", "David"], lang)
    words = text.watch()
    try:
        app.draw()
        said = " ".join(w for w in words if w)
        assert scene.match.phase == "setup"
        for word in RULE_WORDS[lang]:
            assert word in said, (word, said)
        assert until(app, lambda: scene.match.phase == "race", 20, app.draw)
    finally:
        text.unwatch()


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_the_rules_card_covers_neither_the_pile_nor_the_luck_spot_once_the_luck_die_is_thrown(make_app, seats):
    from scenes.tables.wurf_und_weg.layout import LUCK_POS, LUCK_SPOT, PILE_D, PILE_POS
    app, scene = ww_table(make_app, ["keyboard1"] + ["bot"] * (seats - 1), LONGEST, "de")
    assert until(app, lambda: scene.match.phase == "countdown", 10)
    app.draw()
    card = scene.hud.intro_drawn
    if card is None:      # no room beside the tray holds it readable: it was read in the middle
        assert seats == 6
        return
    pile = pygame.Rect(0, 0, PILE_D, PILE_D + 12)
    pile.midbottom = (PILE_POS[0], PILE_POS[1] + PILE_D // 2 + 6)
    luck = pygame.Rect(0, 0, 2 * LUCK_SPOT, 2 * LUCK_SPOT)
    luck.center = LUCK_POS
    assert scene.hud.pile_drawn, "the pile's count and word are drawn"
    for what, rect in [("pile", pile), ("luck die's spot", luck), *(("pile's words", r) for r in scene.hud.pile_drawn),
                       *(("station", st.rect) for st in scene.stations)]:
        assert not card.colliderect(rect), (seats, what, card, rect)


def test_symbols_on_legends_and_coasters_are_at_least_the_floor(make_app):
    app, scene = ww_table(make_app, PEOPLE_AND_BOTS, LONGEST, "de")
    assert until(app, lambda: scene.luck_face is not None and scene.match.phase == "race", 15)
    app.draw()
    assert coaster_art.symbol_px(COASTER_D) >= text.READABLE
    for seat in range(4):
        icons = scene.station_painter.strip_icons(seat)
        assert len(icons) == 7, "the roll die, and a symbol and an arrow for each move key"
        for action, px, _r in icons:
            assert px >= text.READABLE, (seat, action, px)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_the_rules_card_has_its_own_place_beside_the_count(make_app, lang, seats):
    """While the new game's table holds still the rules card stands large in the middle, the
    count on it; once the luck die is thrown it stands on free felt of its own: then at no frame
    does it touch the tray (nor its frame), a die (in a hand, flying or the luck die), a coaster,
    a station, the pile or the countdown; it shows from the first frame and is gone with
    round 1's "los!"."""

    app, scene = ww_table(make_app, ["keyboard1"] + ["bot"] * (seats - 1), LONGEST[:seats], lang)
    hud = scene.hud
    shown = []

    def watch():
        app.draw()
        card = hud.intro_drawn
        shown.append(card is not None)
        if card is None:
            return
        assert scene.seen.phase in ("setup", "countdown"), "gone with \"los!\""
        if hud.splash() is not None:
            # while the table holds still, large in the middle with the count on it: over the
            # empty tray and the pile, over no station, no coaster, no die
            assert card.contains(hud.countdown_number), (seats, lang, "the count on the card")
            for what, rect in covered_things(scene):
                assert what == "tray" or not card.colliderect(rect), (seats, lang, what, card, rect)
            return
        things = covered_things(scene) + [("pile", r) for r in hud.pile_drawn]
        for what, rect in ((w, r) for w, r in things if r is not None):
            assert not card.colliderect(rect), (seats, lang, what, card, rect)
        for rect in (hud.countdown_number, hud.countdown_plate):
            assert rect is None or not card.colliderect(rect), (seats, lang, "countdown", card, rect)

    watch()
    assert until(app, lambda: scene.seen.phase == "race", 30, watch)
    assert shown[0], "the card shows first"
    assert not shown[-1], "gone with \"los!\""
    assert scene.match.round == 1


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_the_rules_card_is_three_short_lines_each_beside_its_picture(make_app, lang, seats):
    """The card reads at a glance: at most three lines, each a rule whole on one line, at 20 px
    or more; the coaster's symbol and the luck symbol each beside a picture of a die and the
    arrow to where it goes (to the side: the neighbour; up: the tray)."""
    app, scene = ww_table(make_app, ["keyboard1"] + ["bot"] * (seats - 1), LONGEST[:seats], lang)
    sizes = text.watch_sizes()
    try:
        app.draw()
    finally:
        text.unwatch()
    rows = scene.hud.intro_rows
    assert 1 <= len(rows) <= 3, (lang, seats, rows)
    card = scene.hud.intro_drawn
    for words, px, rect, _pictured in rows:
        assert px >= text.READABLE and (words, px) in sizes, (lang, seats, words, px)
        assert card.contains(rect), "every line whole on the card"
    assert [pictured for *_r, pictured in rows] == [True, True, False]
    said = " ".join(words for words, *_r in rows)
    for word in RULE_WORDS[lang]:
        assert word in said, (word, said)
