"""The pause's keys card from the sofa: sixteen-letter names stand whole (on the Num-pad block
with its wide caps, and on a block two people share), and what each key does is said at a size
read from three metres, above its column of key caps, in German and English."""

from __future__ import annotations

import pytest
from test_pause_overlay import paused

from game.seats import Seat
from scenes.screens.pause import CAP_SIZE, KEYS_TOP, WORD_SIZE
from scenes.ui import text
from scenes.ui.text import READABLE

CASES = [
    ("durchmarsch", [Seat("Maximilian-Alexa", "keyboard4"), Seat("Ben", "keyboard1"),
                     Seat("Clara", "bot:normal"), Seat("David", "bot:normal")]),
    ("durchmarsch", [Seat("Maximilian-Alexa", "keyboard4"), Seat("Annemarie-Sophie", "keyboard4"),
                     Seat("Bartholomäusfred", "keyboard1")]),
    ("mensch", [Seat("Maximilian-Alexa", "keyboard1"), Seat("Annemarie-Sophie", "keyboard1"),
                Seat("Clara", "bot:normal")]),
    ("zehntausend", [Seat("Maximilian-Alexa", "keyboard4"), Seat("Bartholomäusfred", "keyboard2")]),
    ("wurf-und-weg", [Seat("Maximilian-Alexa", "keyboard4"), Seat("Annemarie-Sophie", "keyboard1"),
                      Seat("Clara", "keyboard2"), Seat("David", "keyboard3"), Seat("Emma", "pad1")]),
]


def drawn_keys_card(pause):
    """[(text, rect, size)] of the keys card, freshly drawn."""
    pause._keys_pic = None
    places, sizes = text.watch_places(), text.watch_sizes()
    try:
        pic = pause.keys_picture()
    finally:
        text.unwatch()
    smallest: dict[str, int] = {}
    for t, size in sizes:
        smallest[t] = min(size, smallest.get(t, size))
    return pic, [(t, r) for t, r, surface in places if surface is pic], smallest


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game, seats", CASES)
def test_sixteen_letter_names_stand_whole_on_the_keys_card(make_app, lang, game, seats):
    app, _table, pause = paused(make_app, game, seats, lang)
    pic, places, _sizes = drawn_keys_card(pause)
    shown = {t for t, _r in places}
    for seat in seats:
        if seat.is_human:
            assert seat.name in shown, f"{seat.name} whole on the card, not cut with …"
    assert not any(t.endswith("…") for t in shown), "nothing on the keys card is cut"
    first_cap = 24 + pause.names_room + 20
    # (a Wurf & Weg passing key names its neighbour after its cap, in the key's column)
    names = [r for t, r in places if t in {s.name for s in seats} and r.x < first_cap]
    assert all(r.right <= first_cap - 8 for r in names), "no name runs into a key cap"
    panel = pic.get_rect(midtop=(640, KEYS_TOP))
    assert panel.left >= 0 and panel.right <= 1280 and panel.bottom <= 720, "the card stays on screen"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game, seats", CASES)
def test_what_each_key_does_is_said_large_above_its_caps(make_app, lang, game, seats):
    app, _table, pause = paused(make_app, game, seats, lang)
    (_people, keys), *_ = pause.key_rows()
    pic, places, sizes = drawn_keys_card(pause)
    for _caps, words in keys:
        said = [r for t, r in places if t and t in words and r.left >= 24 + pause.names_room]
        assert said, f"{words!r} on the keys card"
        assert all(sizes.get(t, 0) >= WORD_SIZE for t, _r in places if t in words), "captions at full size"
    assert WORD_SIZE >= READABLE + 4 and CAP_SIZE >= READABLE, "a step above the floor, not on it"
    assert all(size >= READABLE for size in sizes.values()), ("nothing on the card under the floor", sizes)
    assert pic.get_width() <= 1280
