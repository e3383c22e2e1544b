"""The race chart of the report as the table reads it: a player who went out has a line that
ends there with a small stop, never a fall to 0 that reads as a crash; long names leave the
plot most of its panel."""

from __future__ import annotations

import pygame
import pytest
from test_results_truth import results_of
from test_story_truth import played

from game.durchmarsch.story import ROWS
from game.games import game_by_name
from scenes.screens.results import ended_where_out
from scenes.ui import theme

NAMES = ["Anna", "Ben", "Clara", "David"]


def test_a_line_of_a_player_who_went_out_ends_there_at_its_last_height():
    points = ((0, 0), (1, 3), (2, 5), (3, 2), (4, 0), (5, 0))
    marks = ((2, 5, "misthrow"), (4, 0, "row_struck"), (5, 0, "misthrow"))
    kept, moved = ended_where_out(points, marks)
    assert kept == ((0, 0), (1, 3), (2, 5), (3, 2), (4, 2)), "level until the round they went out, no fall"
    assert (4, 2, "row_struck") in moved and all(x <= 4 for x, _y, _k in moved)
    assert ended_where_out(((0, 0), (1, 0)), ()) == (((0, 0), (1, 0)), ()), "never above 0: nothing to mend"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_players_who_went_out_end_with_a_stop_where_they_went_out_not_at_zero(make_app, lang):
    info = game_by_name("durchmarsch")
    match, story, _, _ = played(info, 9, seats=4)          # (Anna and Ben strike all their rows)
    out = [s for s in range(4) if match.figures(s)["struck_rows"] == ROWS]
    assert out, "the game has players who went out"
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, NAMES)
    chart = scene.line_chart(scene.story_rects()["chart"])
    for seat in out:
        line = next(s for s in chart.series if s.label == NAMES[seat])
        recorded = next(li for li in story.charts[0].lines if li.seat == seat)
        assert line.out and line.points[-1][1] > 0, f"{NAMES[seat]}'s line never falls to 0"
        went = next(x for x, y in reversed(recorded.points) if y > 0)
        assert line.points[-1][0] > went, "it ends at the round they went out"
        surf = chart.whole()
        end = chart.at(line, *line.points[-1])
        stop = chart.stop_rect(line, (round(end[0]), round(end[1])))
        assert surf.get_at(stop.center)[:3] == theme.seat_look(line.style)[0][:3], "a small stop after the token"
    for line in chart.series:
        if not line.out:        # (a struck row: the line holds its value, then falls straight down)
            pts = line.points
            landed = tuple(p for i, p in enumerate(pts) if i + 1 == len(pts) or pts[i + 1][0] != p[0])
            assert landed == tuple(
                (float(x), float(y)) for x, y in next(li for li in story.charts[0].lines
                                                     if NAMES[li.seat] == line.label).points)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_long_name_breaks_at_its_hyphen_and_leaves_the_plot_most_of_the_panels_width(make_app, seats):
    """ "Maximilian-Alexa" at a line's end took a column as wide as the name: the plot had 60 %
    of its panel. The name goes on two lines; the plot keeps at least 65 %."""
    info = game_by_name("durchmarsch")
    match, story, _, _ = played(info, 2, seats=seats)
    app = make_app()
    scene = results_of(app, info, match, story, ["Clara", "Maximilian-Alexa", "David", "Anna"])
    rect = scene.story_rects()["chart"]
    chart = scene.line_chart(rect)
    assert chart.plot.w >= 0.65 * rect.w, (chart.plot.w, rect.w)
    assert pygame.Rect((0, 0), chart.size).contains(chart.plot)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game,seats,seed", [("durchmarsch", 4, 9), ("zehntausend", 6, 2)])
def test_the_luck_sentence_is_never_cut_it_says_who_when_the_how_much_does_not_fit(make_app, lang, game, seats,
                                                                                    seed):
    from helpers import texts_placed

    info = game_by_name(game)
    match, story, _, _ = played(info, seed, seats=seats)
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, ["Anna", "Ben", "Clara", "David", "Emil", "Frieda"])
    luck = scene.story_rects()["luck"]
    said = [t for t, r in texts_placed(app) if luck.contains(r)]
    assert not any("…" in t for t in said), said
    best = story.luckiest()
    assert any(scene.who(best.seat)[1] in t for t in said[1:4]), "the sentence names the luckiest"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_short_legend_stands_beside_the_axis_name_and_the_plot_takes_its_row(make_app, lang):
    """Six players' points: the legend ("Zug verloren") goes up beside "Punkte", "Runde →"
    beside the round numbers, and the plot grows into the row the legend left (over half
    the panel's height, where it had less). (A game where no two turns were lost at one point:
    a counted mark's explanation makes the legend longer.)"""
    from helpers import texts_placed

    info = game_by_name("zehntausend")
    match, story, _, _ = played(info, 7, seats=6)
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, ["Anna", "Ben", "Clara", "David", "Emil", "Frieda"])
    rect = scene.story_rects()["chart"]
    chart = scene.line_chart(rect)
    assert chart.legend_up
    assert chart.plot.h >= 0.5 * rect.h, (chart.plot.h, rect.h)
    placed = [(t, r) for t, r in texts_placed(app) if rect.contains(r)]
    y_name = next(r for t, r in placed if t == app.texts(story.charts[0].y_key))
    legend = next(r for t, r in placed if t == app.texts(story.charts[0].mark_keys["lost_turn"]))
    assert abs(legend.centery - y_name.centery) <= 4 and legend.left > y_name.right, "beside the axis' name"
    x_name = next(r for t, r in placed if t.endswith("→"))
    numbers = [r for t, r in placed if t.isdigit() and r.top > rect.y + 10 + chart.plot.bottom]
    assert numbers and abs(x_name.centery - numbers[0].centery) <= 4, "beside the round numbers"
    assert all(not x_name.colliderect(r) for r in numbers)
