"""Before round 1 of a new Wurf & Weg game the table holds while the rules card is read; the
wait is visibly a wait: "Runde 1 beginnt in 5 … 4 …" counts the hold's whole seconds down on
the table's own clock (at the card's foot, or on a plate of its own covering nothing), and each
person's station shows their roll key ready ("Gleich würfeln: E"). Both languages, 2-6 seats."""

from __future__ import annotations

import re

import pytest
from test_wurf_und_weg_key_strips import assert_status_in_its_place
from test_wurf_und_weg_sofa import LONGEST, ww_table

from scenes.tables.wurf_und_weg.hud import luck_zone, pile_zone
from scenes.tables.wurf_und_weg.layout import TRAY_RECT
from scenes.tables.wurf_und_weg.table import INTRO_HOLD
from scenes.ui import text

SEATINGS = [["keyboard1", "bot:normal"], ["keyboard1", "keyboard2", "bot:hard"],
            ["keyboard1", "bot:normal", "keyboard4", "bot:easy"], ["keyboard1"] + ["bot:normal"] * 4, ["keyboard1", "keyboard2", "keyboard3", "keyboard4", "bot", "bot:easy"]]
STARTS = {"de": r"Runde 1 beginnt in (\d) …", "en": r"Round 1 starts in (\d) …"}


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("kinds", SEATINGS, ids=lambda k: f"{len(k)}seats")
def test_the_hold_counts_its_seconds_down_and_covers_nothing(make_app, lang, kinds):
    app, scene = ww_table(make_app, kinds, LONGEST, lang)
    hud, stations = scene.hud, scene.station_painter
    places = text.watch_places()
    shown: list[int] = []
    try:
        steps = 0
        while scene.intro_left > 0:
            places.clear()
            app.draw()
            counts = [(int(m.group(1)), rect) for t, rect, _s in places if (m := re.fullmatch(STARTS[lang], t))]
            assert len(counts) == 1, (lang, len(kinds), "the count stands once, every frame of the hold")
            seconds, rect = counts[0]
            assert seconds == max(1, -int(-scene.intro_left // 1)), (seconds, scene.intro_left)
            if not shown or shown[-1] != seconds:
                shown.append(seconds)
            if steps % 60 == 0:
                covered = [st.rect for st in scene.stations] + [TRAY_RECT, pile_zone(len(kinds)), luck_zone()]
                covered += [v.rect for v in scene.flights.dice if getattr(v, "rect", None) is not None]
                assert not any(rect.colliderect(r) for r in covered), (lang, len(kinds), rect)
                assert hud.intro_count_drawn == rect
                for seat, st in enumerate(scene.seats):
                    said = stations.status(seat, scene.time)
                    if not st.is_human:
                        assert said is None or not said[0].startswith("ready"), "a bot has no keys to ready"
                    else:
                        assert said is not None and said[0] == "ready:roll" and said[1] == scene.t("wurf_und_weg.table.ready_roll"), (seat, st, said)
                        assert stations.status_caps.get(seat) == "roll", "the roll key stands ready beside it"
                assert assert_status_in_its_place(scene) >= 1, "one line, over no die, no key strip"
            app.step(1 / 120)
            steps += 1
    finally:
        text.unwatch()
    assert shown == list(range(int(INTRO_HOLD), 0, -1)), shown
    app.draw()
    for seat in range(len(kinds)):
        said = stations.status(seat, scene.time)
        assert said is None or not said[0].startswith("ready"), "the ready line goes with the hold"
