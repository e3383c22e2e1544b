"""At a round's end Wurf & Weg's coasters change places (the won one into its slot in its
winner's header, new ones from the pile onto the stations): each lifts off fading where it lay
and drops in where it goes, so none ever crosses a name plate (half hidden under one, it read
as a glitch) and every station's name stays in sight, at four and six seats."""
from __future__ import annotations

import pygame
import pytest
from test_wurf_und_weg_sofa import until, ww_table


@pytest.mark.parametrize("seats", [4, 6])
def test_flying_coasters_never_hide_a_name(make_app, seats):
    names = ["Friederike-Sophi", "Ben", "Clara", "David", "Emil", "Frieda"][:seats]
    app, scene = ww_table(make_app, ["bot:hard"] * seats, names, "de", seed=4)
    painter = scene.station_painter
    crossings = []
    seen = []

    def watch():
        app.draw()
        if not scene.flights.coasters:
            return
        floor, _said = scene.floor()
        for rect in painter_flights(scene):
            seen.append(rect)
            for seat in range(seats):
                clip = painter.header_room(seat).clip(rect)
                if clip.w and clip.h:
                    crossings.append(seat)
                    shown = pygame.image.tobytes(app.screen.subsurface(clip), "RGB")
                    assert shown == pygame.image.tobytes(floor.subsurface(clip), "RGB"), \
                        ("a flying coaster hides a name", names[seat], clip)

    ok = until(app, lambda: scene.match.round >= 2 and scene.seen.phase == "race", seconds=60, each=watch)
    assert ok, (scene.match.round, scene.seen.phase, len(scene.flights.coasters), len(crossings))
    assert seen, "coasters were seen changing places"
    assert not crossings, "no coaster crosses a name plate"


def painter_flights(scene) -> list[pygame.Rect]:
    """Where each coaster in the air is drawn now (as the table draws it)."""
    from scenes.tables.wurf_und_weg.sprites import draw_coaster_flights

    scratch = pygame.Surface(scene.app.screen.get_size(), pygame.SRCALPHA)
    return draw_coaster_flights(scratch, scene.flights.coasters, scene.stations, scene.time)
