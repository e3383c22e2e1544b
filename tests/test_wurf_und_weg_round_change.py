"""Between two rounds nothing flies across the table: the dice dealt anew fade where they lay
and come up in their new hand (a die from its own coaster hops within its station), and the
coasters lift off where they lay and drop onto their places (a won one into its slot in
its winner's header, beside the name), so no grey die passes over a
station's name, the pile or the tray, and no coaster lies half hidden under a name plate."""

from __future__ import annotations

import pygame
import pytest
from test_wurf_und_weg_sofa import until, ww_table

from scenes.tables.wurf_und_weg.layout import TRAY_RECT
from scenes.tables.wurf_und_weg.sprites import dice_layers


@pytest.mark.parametrize("seats", [3, 5])
def test_at_the_round_change_no_die_or_coaster_crosses_the_table(make_app, seats):
    names = ["Anna", "Ben", "Clara", "David", "Emma"][:seats]
    app, scene = ww_table(make_app, ["bot:hard"] * seats, names, "de", seed=4)
    painter = scene.station_painter
    assert until(app, lambda: scene.round_panel is not None, 90)
    seen = {"dice": 0, "coasters": 0}

    def watch():
        app.draw()
        now = scene.time
        plates = [painter.header_room(seat) for seat in range(seats)]
        for v in scene.flights.dice:
            f = v.flight
            if f is None or now >= f.t0 + f.dur:
                continue
            x, y, _a, size, _h, _face, alpha = v.pose(now)
            if alpha <= 0:
                continue
            seen["dice"] += 1
            at_rest_spot = (round(x), round(y)) in {(round(f.x0), round(f.y0)), (round(f.x1), round(f.y1))}
            own = v.owner is not None and scene.stations[v.owner].rect.collidepoint(x, y)
            assert at_rest_spot or own, ("a die flies across the table", v.id, (x, y))
            if not at_rest_spot:
                box = pygame.Rect(0, 0, size, size)
                box.center = (round(x), round(y))
                assert box.collidelist(plates) == -1, ("a die passes over a name", v.id)
                assert not box.colliderect(TRAY_RECT), ("a die passes over the tray", v.id)
        _ground, air = dice_layers(scene.flights.dice, now, scene.shake_at)
        for entry in air:
            f = scene.flights.dice[entry[2]].flight
            if f.hop and now < f.t0 + f.dur / 2:
                assert not entry[8], "a die fading where it lay keeps its look (no grey ghost)"
        from test_wurf_und_weg_coasters_under_names import painter_flights
        for flight, rect in zip(scene.flights.coasters, painter_flights(scene), strict=True):
            seen["coasters"] += 1
            assert rect.collidelist(plates) == -1, ("a coaster half hidden under a name plate", flight.land, rect)

    assert until(app, lambda: scene.match.round >= 2 and scene.seen.phase == "race", 30, watch)
    assert seen["dice"] and seen["coasters"], seen
