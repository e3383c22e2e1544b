"""The results' report reads short from the sofa: each highlight takes at most three lines in
large type (fewer highlights rather than smaller ones), and the line under the choices ("Erst mit ↑ ↓ wählen") keeps
at least 12 px from the window's foot."""

from __future__ import annotations

import pygame
import pytest
from helpers import run_frames, sizes_drawn, texts_placed
from test_results_truth import results_of
from test_story_truth import played

from game.games import GAMES, game_by_name


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("info", GAMES, ids=[g.module for g in GAMES])
def test_each_highlight_is_short_and_large(make_app, info, lang):
    """The highlights were small text in a half-empty panel: now each is at most three lines
    in large type (24 px or more, the largest the panel holds), fewer rather than smaller."""
    match, story, _, _ = played(info, 2, seats=4)
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, ["Anna", "Ben", "Clara", "David"])
    rect = scene.story_rects()["highlights"]
    laid = scene.highlight_layout(rect.w, rect.h)
    assert laid, "the highlights are shown"
    for _style, size, lines in laid:
        assert len(lines) <= 3, (size, lines)
        assert size >= 24, (size, lines)
        assert "…" not in "".join(lines), lines
    sizes = dict(sizes_drawn(app))
    assert sizes.get(laid[0][2][0], 0) >= 24, "drawn as large as laid out"
    assert scene.highlights_height(laid) >= 0.55 * rect.h or laid[0][1] >= 28, \
        "they fill their panel, or stand in very large type"


def choices_shown(make_app, lang: str, with_story: bool):
    """A four-seat Durchmarsch's results with the choices up, settled: (app, scene)."""
    info = game_by_name("durchmarsch")
    match, story, _, _ = played(info, 2, seats=4)
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story if with_story else None, ["Anna", "Ben", "Clara", "David"])
    scene.show_choices()
    run_frames(app, 240)
    return app, scene


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("with_story", [True, False])
def test_the_line_under_the_choices_keeps_12_px_from_the_foot(make_app, lang, with_story):
    app, scene = choices_shown(make_app, lang, with_story)
    for key in ("app.results.choose", "app.results.choose_first", "app.results.seen"):
        if key == "app.results.choose_first":
            scene.unchosen_at = scene.time
        if key == "app.results.seen":
            scene.unchosen_at = None
            scene.guard.seen = lambda *a: True
            scene.guard.waits_for = lambda: 1.0
        said = app.texts(key)
        placed = [r for t, r in texts_placed(app) if t == said]
        assert placed, (key, said)
        assert placed[0].bottom <= 720 - 12, (key, placed[0])



@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("with_story", [True, False])
def test_a_press_too_soon_is_told_inside_the_column_of_the_choices(make_app, lang, with_story):
    """"Gesehen! …" after a press that came too soon stands under the buttons inside their
    column (beside the report: the left column's panels), never out toward the window's edge,
    whole and readable."""
    from scenes.screens.results import LEFT_W, LEFT_X
    from scenes.ui.text import READABLE
    app, scene = choices_shown(make_app, lang, with_story)
    scene.guard.seen = lambda *a: True
    scene.guard.waits_for = lambda: 1.0
    said = app.texts("app.results.seen")
    placed = [r for t, r in texts_placed(app) if t == said]
    assert placed, "said on one line, whole"
    column = pygame.Rect(LEFT_X, 0, LEFT_W, 720) if with_story else pygame.Rect(24, 0, 1280 - 48, 720)
    assert column.contains(placed[0]) and placed[0].h >= READABLE, (placed[0], column)
    assert abs(placed[0].centerx - scene.list.center[0]) <= 2, "centred under the buttons"
