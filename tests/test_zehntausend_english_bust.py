"""English players read the odds in plain dice-game English: "15.7% chance to bust", the
word "bust" said once where the rules are told ("Bust: a throw without a 1, a 5 or three
alike – …"), on the stamp ("Bust!") and in the header ("Bust for Anna"), as German says
"Niete" in every one of those places; never the awkward "risk of nothing"."""

from __future__ import annotations

import pytest
from helpers import texts_drawn
from test_zehntausend_picking import table, thrown
from test_zehntausend_table import click, die_pos


def test_the_english_odds_say_chance_of_a_bust_and_the_rule_says_what_a_bust_is(make_app):
    app, scene = table(make_app, [(1, 5, 3, 3, 2)], "en")
    for _ in range(30):
        app.step(1 / 60)
    before = texts_drawn(app)
    assert any(t.startswith("Bust: a throw without a 1, a 5") for t in before), before
    assert "Next throw: 5 dice · 7.7% chance to bust" in before, before
    thrown(app, scene)
    click(app, die_pos(scene, 0))         # the 1 marked: the risk of throwing on is said
    after = texts_drawn(app)
    assert any(t.startswith("Throw on with 4 dice: ") and t.endswith("% chance to bust") for t in after), after
    assert not any("risk of nothing" in t for t in before + after)


@pytest.mark.parametrize("key, german, english", [("stamp_bust", "Niete!", "Bust!"),
                                                  ("turn_lost", "Niete für Anna", "Bust for Anna")])
def test_bust_stands_where_german_says_niete(make_app, key, german, english):
    app, scene = table(make_app, [(1, 4, 5, 6, 1)], "de")
    assert scene.words(key, name="Anna") == german
    app.set_language("en")
    assert scene.words(key, name="Anna") == english

