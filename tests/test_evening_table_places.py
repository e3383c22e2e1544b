"""The evening table's place column as a player reads it: someone who has not played yet
stands unranked ("–", "noch nicht gespielt") instead of "5." with 0, and a shared place is
written once ("1." beside both names, joined), never "1., 1." as if it were a bug."""

from __future__ import annotations

import pytest
from helpers import texts_placed

from game.evening import Evening, Player

POINTS = [10, 6, 4, 3, 2, 1]
NAMES = ("Anna", "Ben", "Clara", "David", "Emma", "Felix")


def evening_of_six() -> Evening:
    players = [Player(n, "bot:easy") for n in NAMES]
    return Evening(players, list(POINTS), "share")


def table_on(app, ev):
    from scenes.screens.evening.table import COUNT, COUNT_AT, EveningScene

    scene = EveningScene(app, ev)
    app.routes.start()
    app.push(scene)
    while scene.time <= COUNT_AT + COUNT + 0.1:
        app.step(1 / 60)
    return texts_placed(app)


def on_row(places, name):
    row = next(r for t, r in places if t == name)
    return [t for t, r in places if abs(r.centery - row.centery) <= 6 and r.x < 760]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_players_who_have_not_played_stand_unranked_without_points(make_app, lang):
    app = make_app()
    app.set_language(lang)
    ev = evening_of_six()
    ev.record("durchmarsch", [0, 1, 2, 3], [[1], [0], [2], [3]])    # Emma and Felix sat out
    places = table_on(app, ev)
    not_played = app.texts("evening.table.not_played")
    for name in ("Emma", "Felix"):
        row = on_row(places, name)
        assert "–" in row and not_played in row, f"{name} is not ranked: {row}"
        assert "5." not in row and "0" not in row, f"{name} has no place nor points yet: {row}"
    assert "1." in on_row(places, "Ben") and "10" in on_row(places, "Ben")
    assert not_played not in on_row(places, "David"), "a player who played keeps a place"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_shared_first_place_is_written_once(make_app, lang):
    app = make_app()
    app.set_language(lang)
    ev = evening_of_six()
    ev.record("wurf_und_weg", [0, 1, 2, 3, 4, 5], [[0, 1], [2], [3], [4], [5]])   # Anna and Ben tie
    places = table_on(app, ev)
    from scenes.screens.evening.table import STANDINGS

    in_standings = [t for t, r in places if STANDINGS.contains(r)]
    assert in_standings.count("1.") == 1, "the shared place stands once"
    assert "1." in on_row(places, "Anna") or "1." in on_row(places, "Ben")
    assert "3." in on_row(places, "Clara"), "the next player is third, as before"
