"""The pause's keys over a Wurf & Weg table name the neighbours as the table does: after each
move key's cap the token and name of the person its die goes to ("■ Ben"), never "nach links",
which reads backwards for a seat at the top of the table."""

from __future__ import annotations

import pygame
import pytest
from helpers import texts_drawn
from test_pause_overlay import paused

from game.seats import Seat
from scenes.ui import text

SEATS = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard4"), Seat("Clara", "bot:hard"),
         Seat("Maximilianeaaa", "keyboard2")]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_pause_names_each_move_keys_neighbour_as_the_table_does(make_app, lang):
    app, table, pause = paused(make_app, "wurf-und-weg", SEATS, lang)
    shown = texts_drawn(app)
    for side in ("nach links", "nach rechts", "to the left", "to the right"):
        assert side not in shown
    rows = pause.key_rows()
    assert [[name for _s, name in people] for people, _keys in rows] == [["Anna"], ["Ben"], ["Maximilianeaaa"]]
    for r, (people, keys) in enumerate(rows):
        seat = [s.name for s in table.seats].index(people[0][1])
        for j, (_caps, _does) in enumerate(keys):
            action = table.info.keys[j][0]
            target = pause.targets.get((r, j))
            if action in ("to_left", "to_right"):
                whom = table.station_painter.neighbour(seat, action)
                assert target == (table.style(whom), table.seats[whom].name), (seat, action)
                # the same neighbour the station's strip names under that key
                strip = {a: w for a, w, _r in table.station_painter.strip_words(seat)}
                assert table.seats[whom].name[:3] in strip[action]
            else:
                assert target is None
    # every neighbour's name is drawn, whole or its start with "…", readable, inside the panel
    sizes = text.watch_sizes()
    try:
        pause._keys_pic = None
        app.draw()
    finally:
        text.unwatch()
    said = {t for t, px in sizes if px >= text.READABLE}
    for name in ("Anna", "Ben", "Clara", "Maximilianeaaa"):
        assert name in said or any(t.endswith("…") and name.startswith(t[:-1]) for t in said), name
    pic = pause.keys_picture()
    assert pic.get_width() <= 1280 - 48


def test_the_pause_names_the_neighbour_beside_the_key_not_in_the_next_column(make_app):
    app, table, pause = paused(make_app, "wurf-und-weg", SEATS, "en")
    rows = pause.key_rows()
    pause.keys_picture()
    heads = [(does,) for _caps, does in rows[0][1]]
    widths = pause.column_widths(rows, heads)
    for r, (_people, keys) in enumerate(rows):
        for j, (caps, _does) in enumerate(keys):
            assert pause.caps_width(caps, 22) + pause.target_width(r, j) <= widths[j], (r, j)
    assert isinstance(pause.keys_picture(), pygame.Surface)
