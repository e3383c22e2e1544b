"""The pause's keys card with two or more people on one key block: every name stands left of
the block's first key cap ("Ben" no longer runs into the E), cut with "…" only when the names
are too long for their room, in German and English."""

from __future__ import annotations

import pytest
from test_pause_overlay import paused

from game.seats import Seat
from scenes.ui import text

LONG = ["Maximiliansberta", "Bartholomäusfred", "Kunigundeelfried"]      # sixteen letters each


def keys_card_places(pause) -> list[tuple[str, object]]:
    """The texts of the keys card, freshly drawn, with their rects on the card."""
    pause._keys_pic = None
    places = text.watch_places()
    try:
        pic = pause.keys_picture()
    finally:
        text.unwatch()
    return [(t, r) for t, r, surface in places if surface is pic]


CASES = [
    ("mensch", [Seat("Maximilian", "keyboard1"), Seat("Ben", "keyboard1"), Seat("Clara", "bot:normal"),
                Seat("David", "bot:normal")]),
    ("mensch", [Seat(LONG[0], "keyboard1"), Seat(LONG[1], "keyboard1"), Seat("Clara", "bot:normal"),
                Seat("David", "bot:normal")]),
    ("zehntausend", [Seat(LONG[0], "keyboard1"), Seat(LONG[1], "keyboard1"), Seat(LONG[2], "keyboard1")]),
    ("durchmarsch", [Seat(LONG[0], "keyboard1"), Seat(LONG[1], "keyboard1"), Seat("Clara", "keyboard2")]),
]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game, seats", CASES)
def test_no_name_of_a_shared_block_reaches_its_key_caps(make_app, lang, game, seats):
    app, _table, pause = paused(make_app, game, seats, lang)
    places = keys_card_places(pause)
    first_cap = 24 + pause.names_room + 20       # where each row's first key cap stands
    people = [s.name for s in seats if s.is_human]
    for name in people:
        shown = [(t, r) for t, r in places if t == name or (t.endswith("…") and name.startswith(t[:-1]))]
        assert shown, f"{name} is on the keys card (whole, or cut with …)"
        for t, rect in shown:
            assert rect.right <= first_cap - 8, f"{t!r} ends at {rect.right}, the key cap starts at {first_cap}"
    names = {t for t, _r in places if any(t == n or (t.endswith("…") and n.startswith(t[:-1])) for n in people)}
    words = [(t, r) for t, r in places if t not in names and r.left >= first_cap]
    for t, rect in places:
        if t in names:
            assert not any(rect.colliderect(r) for _w, r in words), f"{t!r} touches a key's words"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_short_shared_names_are_shown_whole(make_app, lang):
    seats = [Seat("Maximilian", "keyboard1"), Seat("Ben", "keyboard1"), Seat("Clara", "bot:normal"),
             Seat("David", "bot:normal")]
    app, _table, pause = paused(make_app, "mensch", seats, lang)
    shown = [t for t, _r in keys_card_places(pause)]
    assert "Maximilian" in shown and "Ben" in shown


@pytest.mark.parametrize("lang", ["de", "en"])
def test_six_people_on_one_block_keep_their_names_off_the_key_caps(make_app, lang):
    seats = [Seat(f"{name[:15]}{k}", "keyboard1") for k, name in enumerate(LONG * 2)]
    app, _table, pause = paused(make_app, "zehntausend", seats, lang)
    places = keys_card_places(pause)
    first_cap = 24 + pause.names_room + 20
    assert pause.names_room >= 6 * 30, "room for six markers at least"
    for t, rect in places:
        if rect.left < first_cap and t != pause.t("app.pause.keys"):
            assert rect.right <= first_cap - 8, f"{t!r} runs into the key caps"
