"""The Mensch seat cards name every colour whole ("Schwarz", never "Sch…"): the row's letters
shrink first (down to the readable floor), then the count of figures home gets shorter."""

from __future__ import annotations

import pytest
from helpers import texts_drawn

from game.games import game_by_name
from game.i18n import Texts
from game.mensch import match as mg
from game.seats import Seat

INFO = game_by_name("mensch")
LONG = ["Maximilian-Alexa", "WWWWWWWWWWWWWWWW", "Jürgen Größe-Übe", "Annemarie Schulz"]


def table(make_app, lang: str, seats: list[Seat], owners=None):
    from scenes.tables.mensch.table import TableScene
    app = make_app()
    app.set_language(lang)
    match = mg.Match.arranged({0: ["B"] * 4, 1: ["B"] * 4, 2: ["B"] * 4, 3: ["B"] * 4}, colour=0,
                              seats=len(seats), owners=owners)
    scene = TableScene(app, INFO, seats, 1, match=match)
    app.push(scene)
    app.step(1 / 60)
    return app


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("kinds", [["keyboard1", "keyboard2", "bot:normal", "bot:normal"],
                                   ["bot:normal", "bot:hard", "bot:easy", "keyboard1"]])
def test_every_colour_stands_whole_on_a_card_beside_sixteen_letter_names(make_app, lang, kinds):
    seats = [Seat(name, kind) for name, kind in zip(LONG, kinds, strict=True)]
    drawn = texts_drawn(table(make_app, lang, seats))
    for colour in Texts(lang).list("mensch.colour.names"):
        assert colour in drawn, f"{colour!r} is not on the cards whole"
        assert not any(t.endswith("…") and colour.startswith(t[:-1]) for t in drawn), f"{colour!r} was cut"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_person_with_two_colours_sees_both_named_whole(make_app, lang):
    seats = [Seat(LONG[0], "keyboard1"), Seat(LONG[1], "bot:normal")]
    drawn = texts_drawn(table(make_app, lang, seats, owners=(0, 1, 0, 1)))
    for colour in Texts(lang).list("mensch.colour.names"):
        assert colour in drawn and not any(t.endswith("…") and colour.startswith(t[:-1]) for t in drawn)
