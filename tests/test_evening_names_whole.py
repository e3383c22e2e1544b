"""Long names at the end of an evening are never broken inside a word: on the standings and
on the podium a 16-letter name stands whole (shrunk down to the readable floor first), or on
two lines at its space or after its hyphen."""

from __future__ import annotations

import pytest
from helpers import texts_placed, whole_name_ways

NAMES = ["Anna-Lena Berger", "Jürgen Größemann", "Maximiliane-Soph", "Wolfgang Wümmelm"]


def evening_end(make_app, lang):
    from game.seats import Seat
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.evening_start([Seat(n, k) for n, k in zip(NAMES, ["keyboard1", "keyboard2", "keyboard3", "keyboard4"], strict=True)])
    app.evening.record("durchmarsch", [0, 1, 2, 3], [[1], [0], [2], [3]], [{"turns": 7}] * 4)
    app.evening.record("durchmarsch", [0, 1, 2, 3], [[0], [2], [1], [3]], [{"turns": 5}] * 4)
    app.routes.evening_end()
    return app, app.top


def assert_whole(texts: list[str]) -> None:
    for name in NAMES:
        assert any(all(p in texts for p in way) for way in whole_name_ways(name)), \
            f"{name} stands whole or broken at its space or hyphen: {[t for t in texts if t[:3] in name]}"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_sixteen_letter_names_are_never_broken_inside_a_word(make_app, lang):
    app, scene = evening_end(make_app, lang)
    while scene.time < scene.podium_at - 0.6:       # every row of the standings revealed
        app.step(1 / 60)
    assert_whole([t for t, _ in texts_placed(app)])
    while scene.time < scene.podium_at + 8:         # the podium, every plate named
        app.step(1 / 60)
    texts = [t for t, _ in texts_placed(app)]
    assert_whole(texts)
    assert "Maximiliane-Soph" in texts, "third place: shrunk to one line before it is broken"
