"""At the end of an evening the names of a tie stand in one size: "Maximilian" and "Ben" sharing
the first place are drawn alike, never the long name at two thirds of the short one."""

from __future__ import annotations

import pytest
from helpers import sizes_drawn


@pytest.mark.parametrize("lang", ["de", "en"])
def test_tied_winners_names_share_one_size(make_app, lang):
    from game.seats import Seat
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    names = ["Maximilian", "Ben", "Clara", "Wolfgang-Peter"]
    app.routes.evening_start([Seat(n, f"keyboard{i + 1}") for i, n in enumerate(names)])
    app.evening.record("durchmarsch", [0, 1, 2, 3], [[0], [1], [2], [3]], [{"turns": 7}] * 4)
    app.evening.record("durchmarsch", [0, 1, 2, 3], [[1], [0], [3], [2]], [{"turns": 5}] * 4)
    assert set(app.evening.leaders()) == {0, 1}
    app.routes.evening_end()
    scene = app.top
    while scene.time < scene.podium_at - 0.6:       # every row of the standings revealed
        app.step(1 / 60)
    sizes: dict[str, int] = {}
    for text, size in sizes_drawn(app):            # the standings come first (the games' panel names winners too)
        sizes.setdefault(text, size)
    assert sizes["Maximilian"] == sizes["Ben"], sizes
    assert sizes["Clara"] == sizes["Wolfgang-Peter"], "the other rows' names share a size too"
