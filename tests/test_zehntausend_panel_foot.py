"""The key hint at the foot of the Zehntausend panel ("A/D anderen Würfel wählen") stands
clear of the panel's bottom edge, and the margin costs the turn's points nothing: with the
coach's three-line card over the buttons, "Im Zug: 0" keeps its full size."""

from __future__ import annotations

import pytest
from test_zehntausend_picking import table, thrown

from scenes.ui import text

MARGIN = 6          # px at least between the hint's line (descenders included) and the panel's edge


def drawn_places(app):
    places = text.watch_places()
    sizes = text.watch_sizes()
    try:
        app.draw()
    finally:
        text.unwatch()
    return list(places), dict(sizes)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_foot_hint_keeps_a_clear_margin_and_the_points_their_size(make_app, lang):
    from scenes.tables.zehntausend.table import PANEL

    app, scene = table(make_app, [(1, 4, 5, 6, 1)], lang, hints=True)
    thrown(app, scene)
    app.step(1 / 60)
    places, sizes = drawn_places(app)
    foot = scene.panel.hint_lines()
    assert foot, "the walking keys are named under the buttons"
    rects = [r for t, r, _s in places if t in foot]
    assert rects and all(r.bottom <= PANEL.bottom - MARGIN for r in rects), (rects, PANEL.bottom)
    buttons = scene.button_rects()
    assert all(r.top >= b.bottom for r in rects for b in buttons), "the hint stays under the buttons"
    points = scene.words("turn_points", points="0")
    assert sizes.get(points, 0) >= 28, ("the turn's points at full size over the coach's card", sizes.get(points))
