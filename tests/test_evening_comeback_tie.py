"""A comeback is a real climb: the evening's end names one only for a player who passed someone
(worse placed after some game, alone on a better place at the end), never for drawing level
("Comeback: from place 2 up to place 1" beside the player still sharing that place)."""

from __future__ import annotations

import pytest

from game.evening import Evening, Player
from game.evening_people import person_lines
from game.seats import Seat


def two() -> Evening:
    return Evening([Player("Anna", "keyboard1"), Player("Ben", "keyboard2")], [10, 6], "share")


def test_drawing_level_with_the_leader_is_no_comeback():
    ev = two()
    ev.record("durchmarsch", [0, 1], [[1], [0]])       # Ben 10, Anna 6
    ev.record("durchmarsch", [0, 1], [[0], [1]])       # 16 each: a shared first place
    assert [s.place for s in ev.standings()] == [1, 1]
    assert ev.comeback() is None
    assert "comeback" not in dict(ev.highlights())
    assert all(key != "comeback" for key, _values in person_lines(ev).values())


def test_a_tie_further_down_is_no_comeback_either():
    ev = Evening([Player(n, f"keyboard{i + 1}") for i, n in enumerate(("Anna", "Ben", "Clara", "Dora"))],
                 [10, 6, 4, 3], "share")
    ev.record("mensch", [0, 1, 2, 3], [[0], [1], [2], [3]])          # Dora last: 10 6 4 3
    ev.record("mensch", [0, 1, 2, 3], [[0], [3], [2], [1]])          # Ben 9, Dora 9: level on place 2
    table = ev.standings()
    assert [(s.player, s.place) for s in table][1:3] in ([(1, 2), (3, 2)], [(3, 2), (1, 2)])
    assert ev.comeback() is None


def test_passing_the_leader_is_a_comeback():
    ev = two()
    ev.record("durchmarsch", [0, 1], [[1], [0]])       # Ben 10, Anna 6
    ev.record("durchmarsch", [0, 1], [[0], [1]])
    ev.record("durchmarsch", [0, 1], [[0], [1]])       # Anna 26, Ben 22: Anna alone on top
    assert ev.comeback() == {"players": [0], "low": 2, "n": 1}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_evenings_end_after_a_tie_tells_no_comeback(make_app, lang):
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.evening_start([Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2")])
    app.evening.record("durchmarsch", [0, 1], [[1], [0]])
    app.evening.record("durchmarsch", [0, 1], [[0], [1]])
    app.routes.evening_end()
    end = app.top
    words = end.highlight_lines() + list(end.person_words().values())
    assert not any("Comeback" in line or "Aufholjagd" in line or "from place" in line or "von Platz" in line
                   for line in words), words
