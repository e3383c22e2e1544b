"""Wurf & Weg's "Wrong key! Wait 0.x s" stamp shows only on the station whose person pressed
the wrong key: every other station (people and bots) stays without one meanwhile, and a bot's
own slip shows as ice over its hand, never as a "Wrong key!" stamp (it has no keys)."""
from __future__ import annotations

import pytest
from helpers import press
from test_wurf_und_weg_sofa import HUMAN_KEYS, until, ww_table

from game.wurf_und_weg import match as ww

KEY_OF = {"tray": 1, "left": 2, "right": 3}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_persons_wrong_key_stamps_only_their_own_station(make_app, lang):
    app, scene = ww_table(make_app, ["keyboard1", "bot:easy", "bot:easy", "keyboard4"],
                          ["Ben", "Clara", "David", "Friederike-Sophi"], lang)
    painter = scene.station_painter
    m = scene.match
    assert until(app, lambda: m.phase == "race", each=app.draw)
    press(app, HUMAN_KEYS[0][0], HUMAN_KEYS[3][0], frames=90)     # both people roll
    stamped = 0
    for _ in range(6):
        wrong = [k for k in KEY_OF if k not in m.movable(0)]
        if m.phase != "race" or not wrong:
            break
        press(app, HUMAN_KEYS[0][KEY_OF[wrong[0]]])
        assert m.frozen_until[0] > m.now, "the wrong key froze Ben"
        while m.now < m.frozen_until[0] and m.phase == "race":
            app.draw()
            kinds = [(painter.status(seat, scene.time) or ("",))[0] for seat in range(4)]
            assert kinds[0] == "frozen", "Ben's own station says 'Wrong key!'"
            stamped += 1
            others = [seat for seat in (1, 2, 3) if kinds[seat] == "frozen" and scene.seats[seat].is_bot]
            assert not others, ("a bot's station shows a wrong-key stamp", others)
            if kinds[3] == "frozen":      # Friederike-Sophi only when she pressed wrong herself
                assert m.wrong[3] > 0
            app.step(1 / 120)
        press(app, HUMAN_KEYS[0][0], frames=60)
    assert stamped > 60, "Ben's stamp was seen"


def test_a_bots_slip_shows_ice_but_no_stamp(make_app):
    app, scene = ww_table(make_app, ["keyboard1", "bot:normal"], ["Ben", "Clara"])
    painter = scene.station_painter
    assert until(app, lambda: scene.match.phase == "race", each=app.draw)
    scene.on_WrongPress(ww.WrongPress(1, "tray", scene.clock, scene.clock + 1.0))
    app.draw()
    assert 1 in painter.ice_drawn, "the bot's hand is iced over"
    assert (painter.status(1, scene.time) or ("",))[0] != "frozen"
