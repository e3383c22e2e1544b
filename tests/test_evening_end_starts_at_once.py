"""Spieler des Abends starts with the screen: the first reveal comes within a second of its
first frame (the last place's row, and beside it the first game), then every beat follows at
its own pace, and no stretch of the ceremony waits on a stage where nothing new appears;
stepped on the simulated clock."""

from __future__ import annotations

import pytest

from game.seats import Seat

STEP = 1 / 120
NAMES = ["Anna", "Ben", "Clara", "Dora", "Emil", "Fritz"]


def evening_end(make_app, players: int, games: int):
    app = make_app()
    app.routes.start()
    app.routes.evening_start([Seat(NAMES[i], "bot:easy") for i in range(players)])
    ev = app.evening
    for g in range(games):
        ev.record("zehntausend", list(range(players)), [[(g + s) % players] for s in range(players)],
                  [{"best_turn": 1000 + 50 * s} for s in range(players)])
    app.routes.evening_end()
    app.draw()                  # the screen's first frame
    return app, app.top


def reveals(end) -> int:
    return sum(len(end.revealed(kind)) for kind in ("row", "game", "line"))


@pytest.mark.parametrize(("players", "games"), [(4, 1), (4, 3), (6, 6), (2, 1)])
def test_the_first_reveal_comes_within_a_second_and_nothing_waits_on_an_empty_stage(make_app, players, games):
    app, end = evening_end(make_app, players, games)
    t, first_row, first_game, last_news, longest_wait = 0.0, None, None, 0.0, 0.0
    seen = 0
    while not end.on_podium():
        app.step(STEP)
        t += STEP
        if first_row is None and end.revealed("row"):
            first_row = t
        if first_game is None and end.revealed("game"):
            first_game = t
        now = reveals(end)
        if now != seen:
            seen, last_news = now, t
        longest_wait = max(longest_wait, t - last_news)
        assert t < 30, "the podium never came"
    assert first_row is not None and first_row <= 1.0, first_row
    assert first_game is not None and first_game <= 1.0, first_game
    assert longest_wait <= 1.5, f"{longest_wait:.2f} s without anything new before the podium"
    podium = end.moment.podium
    assert min(podium.rise_at.values()) <= end.moment.time + 0.5, "the podium's first step rises as it appears"
