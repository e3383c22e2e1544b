"""Dice passed onto a seat's coaster lie in places of their own: however many arrive (six and
more, from both neighbours, one after another), none lies on another, so every face reads."""

from __future__ import annotations

import pygame
import pytest
from test_wurf_und_weg_sofa import dice_rects, until, ww_table

from scenes.tables.wurf_und_weg import layout


def overlap(a: pygame.Rect, b: pygame.Rect) -> float:
    """How much of the smaller of two dice the other covers (0 to 1)."""
    c = a.clip(b)
    return c.w * c.h / min(a.w * a.h, b.w * b.h)


def worst_among_lying(scene) -> float:
    """The most one die on seat 0's coaster covers another, of those on the felt (not in the air)."""
    rects = []
    for v in scene.flights.dice:
        if v.place == "coaster" and v.owner == 0:
            x, y, _a, size, height, _face, _alpha = v.pose(scene.time)
            if height < 0.05:
                r = pygame.Rect(0, 0, round(size), round(size))
                r.center = (round(x), round(y))
                rects.append(r)
    return max([0.0] + [overlap(a, b) for i, a in enumerate(rects) for b in rects[i + 1:]])


@pytest.mark.parametrize("seats", [2, 4, 6])
@pytest.mark.parametrize("count", [6, 9, 14])
def test_many_dice_passed_to_one_coaster_never_pile_up(make_app, seats, count):
    names = ["Anna", "Ben", "Clara", "David", "Emil", "Frida"][:seats]
    people = ["keyboard1", "keyboard2", "keyboard3", "keyboard4", "pad1", "pad2"][:seats]
    app, scene = ww_table(make_app, people, names)      # nobody presses: only the passed dice move
    assert until(app, lambda: scene.match.phase == "countdown", 10)
    flights = scene.flights
    spare = [v for v in flights.dice if v.place in ("box", "hand") and v.owner != 0]
    assert len(spare) >= count
    worst_on_the_way = 0.0
    for v in spare[:count]:                          # one after another, as the others pass them
        v.face = 1 + v.id % 6
        flights.put_on_coaster(v, 0)
        for _ in range(6):
            app.step(1 / 60)
            worst_on_the_way = max(worst_on_the_way, worst_among_lying(scene))
    assert worst_on_the_way < 0.05, "no die lying still is ever covered by another sliding over it"
    assert until(app, lambda: not flights.moving(scene.time), 5)
    on_it = [v for v in flights.dice if v.place == "coaster" and v.owner == 0]
    assert len(on_it) == count
    rects = []
    for v in on_it:
        r = pygame.Rect(0, 0, round(v.size * layout.spread(max(layout.FLAT_TILTS))), round(v.size))
        r.center = (round(v.x), round(v.y))
        rects.append(r)
    assert len({r.center for r in rects}) == count, "each die in a place of its own"
    worst = max(overlap(a, b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert worst < 0.05, f"a die lies over another ({worst:.0%})"
    assert min(v.size for v in on_it) >= 20, "small, but a face that reads"
    st = scene.stations[0]
    room = pygame.Rect(0, 0, 2 * layout.COASTER_ROOM[0] + 2, 2 * layout.COASTER_ROOM[1] + 2)
    room.center = (round(st.coaster[0]), round(st.coaster[1]))
    assert all(room.contains(r) for r in rects), "on (or right at) the coaster"
    app.draw()
    assert dice_rects(scene)
