"""A new Wurf & Weg game starts with its goal: before round 1's countdown a solid card over the
middle says in one large sentence what the race is for and where each seat's keys are; the
match waits for it, and it is gone before the countdown's "los!". The symbols a player must
tell apart (on the key legends and on the coasters) are at least the floor size."""

from __future__ import annotations

import pygame
import pytest
from helpers import press
from test_wurf_und_weg_sofa import LONGEST, PEOPLE_AND_BOTS, until, ww_table

from scenes.tables.wurf_und_weg import coaster_art
from scenes.tables.wurf_und_weg.layout import COASTER_D
from scenes.ui import text


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_goal_is_said_before_the_first_countdown_and_gone_after(make_app, lang):
    app, scene = ww_table(make_app, ["keyboard1", "keyboard2", "bot:normal", "bot:easy"],
                          ["Anna", "Ben", "Clara", "David"], lang)
    hud, m = scene.hud, scene.match
    goal = scene.t("wurf_und_weg.table.intro")
    words = text.watch()
    try:
        app.draw()
        assert hud.intro_drawn is not None and m.phase == "setup", "the goal stands before anything moves"
        lines = {w for w in words if len(w) > 14 and w in goal}
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
        assert steps[0] >= 3.0 * 120, "the match waited long enough to read the goal"
        assert m.round == 1 and m.phase == "countdown"
        app.draw()
        assert hud.intro_drawn is None, "gone once the countdown starts"
        words.clear()
        assert until(app, lambda: m.phase == "race", 10, app.draw)
        for _ in range(240):
            app.step(1 / 120)
            app.draw()
            assert hud.intro_drawn is None
        assert not lines & set(words), "never again after \"los!\""
    finally:
        text.unwatch()


def test_the_goal_is_one_large_sentence_in_both_languages(make_app):
    for lang in ("de", "en"):
        app, scene = ww_table(make_app, PEOPLE_AND_BOTS, LONGEST, lang)
        sizes = text.watch_sizes()
        try:
            app.draw()
        finally:
            text.unwatch()
        goal = scene.t("wurf_und_weg.table.intro")
        shown = [s for t, s in sizes if t and t in goal and len(t) > 8]
        assert shown and min(shown) >= 24, (lang, shown)
        assert scene.hud.intro_drawn is not None
        for st in scene.stations:
            assert not scene.hud.intro_drawn.colliderect(st.rect), "the card keeps clear of every station"


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
