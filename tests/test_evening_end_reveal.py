"""The evening's end never spoils its reveal: "Spieler des Abends – geteilt!" stands only once
the shared first places' rows are revealed, never over rows that still read "?"."""

from __future__ import annotations

import pytest

from game.seats import Seat
from scenes.ui import text


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_headline_says_shared_only_once_the_shared_first_places_are_revealed(make_app, lang):
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.evening_start([Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2"), Seat("Clara", "bot:normal"),
                              Seat("David", "bot:normal")])
    ev = app.evening
    ev.record("durchmarsch", [0, 1, 2, 3], [[2], [1], [3], [0]])
    ev.record("durchmarsch", [0, 1, 2, 3], [[1], [2], [3], [0]])      # Ben and Clara share the evening
    app.routes.evening_end()
    end = app.top
    assert len(end.leaders) == 2
    shared, alone = end.t("evening.end.title_many"), end.t("evening.end.title")
    leader_rows = {i for i, s in enumerate(end.table) if s.player in end.leaders}
    said_shared = said_alone = 0
    while not end.on_podium():
        places = text.watch_places()
        try:
            app.draw()
        finally:
            text.unwatch()
        titles = {t for t, _r, _s in places}
        revealed = set(end.revealed("row"))
        if shared in titles:
            said_shared += 1
            assert leader_rows <= revealed, "shared only once both first places stand"
        else:
            assert not leader_rows <= revealed or not end.revealed("row"), "once they stand, it says so"
        if alone in titles:
            said_alone += 1
            assert not leader_rows <= revealed
        app.step(1 / 30)
    assert said_alone and said_shared, "first the plain title over the hidden rows, then the shared one"
