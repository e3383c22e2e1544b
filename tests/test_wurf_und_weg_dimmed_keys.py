"""In the last rolls only the luck symbol counts: the keys that send a die to a neighbour
(A -> Ben, D -> Clara) cannot act, so they stand greyed out in their place on every person's
key strip, while the roll and tray keys stay lit (all four grey for who called "Stopp!" with no
dice left); in the race all four are lit."""

from __future__ import annotations

import pytest
from test_wurf_und_weg_sofa import last_rolls_for_two, until


def brightness(surface, rect) -> float:
    """The mean brightness of the pixels in `rect` (a key cap's face)."""
    total = n = 0
    for x in range(rect.x + 3, rect.right - 3, 2):
        for y in range(rect.y + 3, rect.bottom - 3, 2):
            r, g, b, *_ = surface.get_at((x, y))
            total += r + g + b
            n += 1
    return total / max(1, n)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_neighbour_keys_are_greyed_out_in_the_last_rolls(make_app, lang):
    app, scene = last_rolls_for_two(make_app, lang)
    painter = scene.station_painter
    assert until(app, lambda: scene.seen.phase == "last_rolls", 5)
    app.draw()
    assert painter.dimmed[0] == {"roll", "to_left", "to_tray", "to_right"}, "Anna called Stopp!: no key acts"
    for seat in (1, 2):
        assert painter.dimmed[seat] == {"to_left", "to_right"}, (seat, painter.dimmed[seat])
        caps = {action: rect for action, _label, rect, _deg in painter.strip_layout(seat)}
        assert set(caps) == {"roll", "to_left", "to_tray", "to_right"}, "every key keeps its place"
        lit = min(brightness(app.screen, caps[a]) for a in ("roll", "to_tray"))
        for action in ("to_left", "to_right"):
            assert brightness(app.screen, caps[action]) < 0.6 * lit, (seat, action, "greyed out")


def test_in_the_race_every_key_is_lit(make_app):
    from test_wurf_und_weg_sofa import ww_table

    app, scene = ww_table(make_app, ["keyboard1", "keyboard2", "bot"], ["Anna", "Ben", "Clara"], "de")
    assert until(app, lambda: scene.seen.phase == "race", 20)
    app.draw()
    painter = scene.station_painter
    for seat in (0, 1):
        assert painter.dimmed[seat] == frozenset()
        caps = {action: rect for action, _label, rect, _deg in painter.strip_layout(seat)}
        lit = brightness(app.screen, caps["roll"])
        for action in ("to_left", "to_right", "to_tray"):
            assert brightness(app.screen, caps[action]) > 0.8 * lit, (seat, action)
