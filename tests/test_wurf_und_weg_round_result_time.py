"""A round's end can be read from the sofa: the round's result (the card in the middle at three
seats, each station's result pill at five) stays up at least four seconds of the table's clock
before the next round's luck die and count begin, even when the last dice land late or the
house rule's pause between rounds is short; and the next round still comes by itself."""

from __future__ import annotations

import pytest
from test_wurf_und_weg_sofa import FAST, WURF, until

from game.seats import Seat
from scenes.tables.wurf_und_weg.hud import RESULT_APPEARS, compact_card

NAMES = ["Anna", "Ben", "Clara", "David", "Emma"]


def result_visible(scene) -> bool:
    """What a player sees of the round's result in this frame."""
    panel = scene.round_panel
    if panel is None or scene.time - panel[2] < RESULT_APPEARS:
        return False
    if compact_card(len(scene.seats)):       # the rows stand on the stations as pills
        painter = scene.station_painter
        return all(painter.round_result(seat) is not None for seat in range(len(scene.seats)))
    return True


@pytest.mark.parametrize("config", [None, FAST], ids=["default_pause", "short_pause"])
@pytest.mark.parametrize("seats", [3, 5])
def test_the_rounds_result_stays_up_four_seconds(make_app, seats, config):
    app = make_app(config)
    app.set_language("de")
    scene = app.routes.table(WURF, [Seat(n, "bot:hard") for n in NAMES[:seats]], 7)
    app.push(scene)
    assert until(app, lambda: result_visible(scene), 120), "round 1 ends and its result shows"
    shown_at = scene.time
    first_round = scene.round_no

    def still_up():
        app.draw()
        if result_visible(scene):
            assert scene.countdown is None, "no count of the next round while the result is up"

    assert until(app, lambda: not result_visible(scene), 30, still_up), "the result makes way in the end"
    assert scene.time - shown_at >= 4.0, f"the result was up only {scene.time - shown_at:.2f} s"
    assert until(app, lambda: scene.round_no == first_round + 1 and scene.seen.phase == "race", 30), \
        "the next round starts by itself"
