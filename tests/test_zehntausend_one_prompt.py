"""At the Zehntausend table the person on turn is named with their keys once: while the banner
says "Anna: E zum Würfeln", Anna's plate says she plays ("ist am Zug") instead of her
block ("Tastatur 1"); the other people's plates keep naming their keyboard block."""

from __future__ import annotations

import pytest
from helpers import texts_drawn
from test_zehntausend_table import table

from game.seats import Seat


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_banner_names_the_keys_and_the_active_plate_does_not_repeat_them(make_app, lang):
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2")]
    app, scene = table(make_app, [(2, 3, 4, 6, 6)], seats=seats, lang=lang)
    for _ in range(120 * 4):
        if scene.prompt_text() is not None:
            break
        app.step(1 / 120)
    assert scene.prompt_text() is not None and "Anna" in scene.prompt_text()
    shown = texts_drawn(app)
    anna_keys, ben_keys = scene.plate_keys(seats[0]), scene.plate_keys(seats[1])
    assert anna_keys not in shown, "Anna's keys are said by the banner, not again on her plate"
    assert ben_keys in shown, "Ben's plate keeps its keyboard block"
    assert scene.words("plate_on_turn") in shown
