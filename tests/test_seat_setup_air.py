"""A seat row has air: with six seats and the longest names a player types, nothing on a row
(name, "mit Anna", the hints switch, who plays it with its key caps) stands closer than 8 px
to the next, and no word on a row is smaller than 20 px, in German and English."""

from __future__ import annotations

import pytest
from helpers import run_frames, sizes_drawn, texts_placed

from game.games import game_by_name

LONGEST = ["Maximilian-Alexa", "Anna-Katharina W", "Wolfgang Amadeus", "Bartholomäus-Jan",
           "Friedrich-Wilhel", "WWWWWWWWWWWWWWWW"]
KINDS = ["keyboard1", "keyboard1", "keyboard2", "keyboard3", "keyboard4", "bot:normal"]


def crowded_setup(make_app, lang: str, game: str, chosen: int):
    app = make_app(f'[general]\nlanguage = "{lang}"\n[seats]\nkinds = {KINDS!r}\nnames = {LONGEST!r}\n'
                   .replace("'", '"'))
    app.routes.start()
    app.routes.setup(game_by_name(game))
    setup = app.top
    setup.row = chosen
    run_frames(app, 2)
    return app, setup


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game", ["zehntausend", "durchmarsch"])
@pytest.mark.parametrize("chosen", [0, 1, 4])
def test_no_two_things_on_a_row_closer_than_8_px(make_app, lang, game, chosen):
    app, setup = crowded_setup(make_app, lang, game, chosen)
    placed = texts_placed(app)
    for row, rect in enumerate(setup.row_rects()[: setup.count]):
        kind = setup.kind_rect(row)
        things = [(t, r) for t, r in placed if rect.contains(r) and not kind.contains(r)]
        badge = setup.badge_rect(row)
        things += [("switch", badge)] if badge is not None else []
        things.append(("who plays", kind))
        things.sort(key=lambda thing: thing[1].x)
        for (a, ra), (b, rb) in zip(things, things[1:], strict=False):
            assert rb.x - ra.right >= 8, f"row {row}: {a!r} and {b!r} only {rb.x - ra.right} px apart"
        assert rect.contains(kind) and (badge is None or rect.contains(badge))
    rows = setup.row_rects()[: setup.count]
    on_rows = {t for t, r in placed if any(row.contains(r) for row in rows)}
    assert min(size for t, size in sizes_drawn(app) if t in on_rows) >= 20
