"""The results' report pages as players compare them: lines with equal values stay apart and
named, every player card shows the same figures in the same order, the figures fill the page."""

from __future__ import annotations

import pygame
import pytest

from scenes.ui import charts, theme
from scenes.ui.charts import LineChart, Series


@pytest.fixture(autouse=True)
def fonts():
    pygame.init()


def twins_chart() -> LineChart:
    """Three players whose lines run exactly on top of each other (Mensch: all home at once)."""
    same = tuple((x, min(40, x * 2)) for x in range(0, 60, 2))
    series = [Series(i, same, (), name, i == 0) for i, name in enumerate(("Anna", "Ben", "Clara"))]
    return LineChart((640, 300), series, title="T", x_name="Wurf", y_name="Felder", end_names=True,
                     x_end=58, lanes=True)


def test_lines_with_equal_values_each_keep_a_visible_lane_of_their_own_colour():
    chart = twins_chart()
    ink = chart.ink()
    marks = [x for s in chart.series for x, _y in chart.step_marks(s)]
    for x_value in (10, 50):                        # rising together, and flat together at the end
        x = round(chart.to_screen(x_value, 0)[0])
        while any(abs(x - m) <= charts.POINT + 3 for m in marks):    # (beside the shapes on the way)
            x += 1
        column = [ink.get_at((x, y))[:3] for y in range(chart.plot.top - 10, chart.plot.bottom + 10)]
        for i in range(3):
            colour = theme.seat_look(i)[0][:3]
            assert column.count(colour) >= 2, f"seat {i}'s line is hidden under another at x={x_value}"


def test_a_long_line_carries_its_players_shape_along_the_way_never_piled_on_anothers():
    chart = twins_chart()
    marks = [chart.step_marks(s) for s in chart.series]
    assert all(len(m) >= 2 for m in marks), "every long line shows its shape more than once"
    xs = sorted(round(x) for m in marks for x, _y in m)
    assert all(b - a >= 2 * charts.POINT for a, b in zip(xs, xs[1:], strict=False)), "shapes apart"


def test_each_end_name_stands_behind_its_players_token_with_air_between_names():
    chart = twins_chart()
    tops = sorted(top for _s, _lines, top, _end in chart.name_places)
    assert len(tops) == 3
    assert all(b - a >= charts.name_step() + charts.NAME_AIR for a, b in zip(tops, tops[1:], strict=False))
    surf = pygame.Surface(chart.size, pygame.SRCALPHA)
    chart.draw(surf, (0, 0), 1.0)
    x = chart.plot.right + charts.TOKEN + 14 + charts.NAME_TOKEN
    for s, lines, top, _end in chart.name_places:
        mid = round(top + len(lines) * charts.name_step() / 2)
        assert surf.get_at((x, mid))[:3] == theme.seat_look(s.style)[0][:3], f"{s.label}'s token"
