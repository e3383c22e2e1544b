"""The seat plates at the Zehntausend table say who plays with which keys in words a player
understands: "Tastatur 1", and with whom a block is shared ("Tastatur 1 · mit Ben"), never a
raw list of keys ("Tasten Q W E / A S D") against the score on every plate."""

from __future__ import annotations

import pytest
from helpers import run_frames, texts_drawn
from test_zehntausend_table import table

from game.seats import Seat

RAW = ("Q W E", "A S D", "U I O", "J K L", "Bild", "Entf")


def plate_texts(app, scene) -> list[str]:
    """Every text on the screen (the plates' among them)."""
    return texts_drawn(app)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_people_sharing_one_block_read_the_block_and_each_other_not_a_key_list(make_app, lang):
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard1"), Seat("Clara", "bot:normal"),
             Seat("Felix", "keyboard2")]
    app, scene = table(make_app, [(2, 3, 4, 6, 6)], seats=seats, lang=lang)
    run_frames(app, 2)
    texts = plate_texts(app, scene)
    block1, block2 = app.texts("app.seat.keyboard1"), app.texts("app.seat.keyboard2")
    assert not [t for t in texts if any(raw in t for raw in RAW)], texts
    ben = scene.plate_keys(seats[1])
    assert ben.startswith(block1) and "Anna" in ben, "Ben's plate: the block he shares, and with whom"
    assert ben in texts
    assert scene.plate_keys(seats[3]) == block2 and block2 in texts, "Felix plays alone on his block"
    assert scene.plate_keys(seats[2]) == "", "a bot has no keys"



def test_six_on_one_block_keep_every_plate_short(make_app):
    """Six people on one block: each plate still says the block in at most two lines, the sheet keeps its room."""
    from scenes.tables.zehntausend.sheet import plate_lines

    seats = [Seat(name, "keyboard1") for name in ("Anna", "Ben", "Clara", "David", "Emma", "Felix")]
    app, scene = table(make_app, [(2, 3, 4, 6, 6)], seats=seats)
    run_frames(app, 2)
    for seat in seats:
        words = scene.plate_keys(seat)
        assert words.startswith(app.texts("app.seat.keyboard1")) and len(plate_lines(words)) <= 2, words
    assert scene.sheet_rect.h >= 150, "the score sheet keeps its room under the plates"
