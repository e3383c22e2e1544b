"""Mensch with one person playing two colours: the board's badge under a colour's corner says
which colour is home, never that its person has every figure home while the other colour is
still out."""

from __future__ import annotations

import pytest
from helpers import texts_drawn
from test_mensch_sofa import table

from game.mensch import match as mg
from game.seats import Seat

HOME = [("home", 0), ("home", 1), ("home", 2), ("home", 3)]
PEOPLE = [Seat("Anna", "bot:normal"), Seat("Ben", "bot:normal"), Seat("Clara", "bot:normal")]


@pytest.mark.parametrize(("lang", "said", "wrong"), [("de", "Gelb im Ziel", "alle im Ziel"),
                                                      ("en", "Yellow home", "all home")])
def test_the_badge_names_the_colour_that_is_home(make_app, lang, said, wrong):
    # three people: Anna plays yellow (colour 0, all home) and red (colour 2, still out)
    match = mg.Match.arranged({0: HOME, 2: [("track", 5), "B", "B", "B"]}, colour=1, seats=3)
    assert match.owners[0] == match.owners[2] == 0
    app, scene = table(make_app, match, PEOPLE, lang)
    app.step(1 / 120)
    shown = texts_drawn(app)
    assert said in shown
    assert wrong not in shown
