"""While Wurf & Weg's round is called the luck die tumbles in the tray and slides out to its
place beside it: never over a station (a name, "3 Würfel", a key strip), and the big 3, 2, 1
stands on the tray's felt (never pushed onto its wooden rim) at every seat count."""
from __future__ import annotations

import pytest
from test_wurf_und_weg_countdown_room import table
from test_wurf_und_weg_sofa import until


@pytest.mark.parametrize("seats, seed", [(2, 1), (3, 5), (4, 9), (5, 2), (6, 23)])
def test_the_luck_die_never_crosses_a_station_and_the_numeral_stays_on_the_felt(make_app, seats, seed):
    app, scene = table(make_app, seats, "de", seed)
    hud = scene.hud
    seen_die, seen_numeral = [], []

    def watch():
        app.draw()
        lid = scene.luck_id
        if lid is not None and lid in scene.tray.ids and scene.tray.pose(lid)[4] > 0:
            die = scene.tray.drawn_rect(lid)
            seen_die.append(die)
            for i, st in enumerate(scene.stations):
                assert not die.colliderect(st.rect), ("the luck die over a station", i, die, st.rect)
        if hud.countdown_number is not None and hud.countdown_plate is None and hud.splash() is None:
            # the numeral alone (the luck die in the tray): on the felt, clear of the rim
            seen_numeral.append(hud.countdown_number.copy())
            assert scene.tray.felt.contains(hud.countdown_number), ("the numeral off the felt", hud.countdown_number)

    assert until(app, lambda: scene.match.phase == "race", each=watch)
    assert len(seen_die) > 60 and len(seen_numeral) > 20, "the luck die's throw and the countdown were seen"
