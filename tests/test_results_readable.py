"""The report read from the sofa: every word and number it draws on every page (the chart's
numbers, axis names, legend, the names at the lines' ends, the luck bars' values, "Seite 1
von 2") stands at the readable floor or larger, and the chart's own words a step above it."""

from __future__ import annotations

import pytest
from helpers import run_frames, sizes_drawn
from test_results_truth import SETTLED, results_of
from test_story_truth import played

from game.games import GAMES
from scenes.screens import results
from scenes.ui.layout import READABLE

NAMES = ["Anna", "Ben", "Clara", "David", "Eva", "Finn"]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("few", [True, False], ids=["fewest", "most"])
@pytest.mark.parametrize("info", GAMES, ids=[g.module for g in GAMES])
def test_nothing_on_any_page_of_the_report_is_drawn_under_the_floor(make_app, info, few, lang):
    seats = 2 if few else info.max_seats
    match, story, _, _ = played(info, 2, seats=seats)
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, NAMES[:seats])
    for page in range(scene.page_count()):
        if page:
            scene.turn_page(1)
            run_frames(app, SETTLED)
        drawn = [(t, size) for t, size in sizes_drawn(app) if t.strip()]
        assert drawn
        small = [(t, size) for t, size in drawn if size < READABLE]
        assert not small, f"page {page + 1}: {small}"
        if page == 0:
            label = scene.page_label()
            assert (label, results.CHART_TEXT) in drawn or scene.page_count() == 1
            chart = scene.line_chart(scene.story_rects()["chart"])
            ticks = {chart.number(v) for v in chart.y_ticks}
            larger = results.CHART_TEXT if seats <= 4 else READABLE
            assert all(size >= larger for t, size in drawn if t in ticks), "the axis' numbers"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("info", GAMES, ids=[g.module for g in GAMES])
def test_every_luck_row_stands_inside_its_panel_after_the_podium(make_app, info, lang):
    """Durchmarsch with a person and three bots: David's luck row was cut by the window's
    bottom edge once the choices stood under the ranking. Every row of the luck meter stands in
    its panel, for 2 to 6 players."""
    import pygame
    from helpers import past_the_podium

    from game.seats import Seat
    from scenes.screens.results import ResultsScene

    for seats in (2, 4, 6):
        if not info.min_seats <= seats <= info.max_seats:
            continue
        match, story, _, _ = played(info, 1, seats=seats)
        app = make_app()
        app.set_language(lang)
        app.routes.start()
        names = ["Anna", "Ben", "Clara", "David", "Emma", "Felix"]
        people = [Seat(names[i], "keyboard1" if i == 0 else "bot:normal") for i in range(seats)]
        owners = tuple(match.owners) if getattr(match, "owners", None) is not None else None
        scene = ResultsScene(app, info, people, match.ranking(), [match.figures(s) for s in range(seats)], 1,
                             owners=owners, story=story, podium=True)
        app.push(scene)
        past_the_podium(app, scene)
        run_frames(app, SETTLED)
        app.draw()
        panel = scene.story_rects().get("luck")
        if panel is None:
            continue
        assert scene.luck_drawn is not None
        assert panel.contains(scene.luck_drawn), (seats, panel, scene.luck_drawn)
        assert scene.luck_drawn.bottom <= panel.bottom - 8, "the last row stands whole above the panel's foot"
        assert pygame.Rect((0, 0), app.screen.get_size()).contains(panel), (seats, panel)
