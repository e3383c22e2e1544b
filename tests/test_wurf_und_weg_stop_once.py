""""Stopp!" is called once at a round's end: the big red call over the caller's hand settles
into the caller's status line and stays there for the last rolls; never two "Stopp!" at once
(a stamp and a pill), never one going and another coming after it."""

from __future__ import annotations

import pytest
from test_wurf_und_weg_sofa import until, ww_table

BOTS = ["bot:hard", "bot:hard", "bot:normal", "bot:normal"]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_stop_is_shown_once_from_the_call_to_the_rounds_card(make_app, lang):
    app, scene = ww_table(make_app, BOTS, ["Anna", "Ben", "Clara", "David"], lang)
    stop = scene.t("wurf_und_weg.call.stop")
    assert until(app, lambda: scene.stop_at is not None, 90), "a bot calls \"Stopp!\""
    painter = scene.station_painter
    counts = []
    settled = 0
    for _ in range(int(12 * 60)):                       # the last rolls, to the round's card
        app.draw()
        stopper = scene.seen.stopper
        # the big call over the caller's hand, and the caller's status line saying it
        call = [r for r in scene.hud.calls_drawn if r.colliderect(scene.stations[stopper].rect)]
        said = painter.status(stopper, scene.time)
        line = stopper in painter.status_drawn and said is not None and said[1] == stop
        counts.append(len(call) + int(line))
        settled += int(line)
        if scene.round_panel is not None:
            break
        app.step(1 / 60)
    assert max(counts) == 1, "never two \"Stopp!\" at once"
    shown_runs = sum(1 for a, b in zip([0, *counts], counts, strict=False) if b and not a)
    assert shown_runs == 1, f"\"Stopp!\" comes once, not again after it went: {counts}"
    assert counts[0] == 1 and len(counts) > 3 * 60, "it shows from the call on, through the last rolls"
    assert settled, "once settled, the caller's own status line carries it"
