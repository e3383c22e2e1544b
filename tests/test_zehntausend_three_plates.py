"""Three at the Zehntausend table (1280x720): where the names fit slim plates, the three plates
stand as one column beside the tray in seat order, none of them between the tray and the score
sheet; the sheet and 'Was zählt' keep their room under and beside them, clear of every plate."""

from __future__ import annotations

import pytest
from helpers import run_frames
from test_zehntausend_table import table

from game.seats import Seat

NAMES = ["Anna", "Ben", "Clara"]
KINDS = ["keyboard1", "bot:normal", "keyboard2"]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_three_plates_stand_together_in_one_column_beside_the_tray(make_app, lang):
    seats = [Seat(n, k) for n, k in zip(NAMES, KINDS, strict=True)]
    app, scene = table(make_app, [(4, 5, 4, 4, 5)], seats=seats, lang=lang)
    run_frames(app, 2)
    app.draw()
    plates = scene.plate_rects()
    assert len(plates) == 3
    assert len({r.left for r in plates}) == 1, f"the plates stand apart: {plates}"
    assert all(a.bottom < b.top for a, b in zip(plates, plates[1:], strict=False)), plates
    assert all(r.left > scene.tray_rect.right for r in plates), "a plate beside the tray, not under it"
    others = [scene.sheet_rect, scene.tray_rect] + ([scene.card_rect] if scene.card_rect else [])
    assert not any(r.colliderect(o) for r in plates for o in others), (plates, others)
    assert scene.card_rect is not None, "'Was zählt' stays"
    assert scene.sheet_fits()
