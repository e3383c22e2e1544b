"""The evening's table with few players: their rows grow to use the standings' room (each game's
points under the name), never two small rows over an empty panel, and every word on it is at
least 20 px in the 1280x720 picture (15 px in a 960x540 window, still readable from the sofa)."""

from __future__ import annotations

import pytest
from helpers import run_frames, sizes_drawn, texts_placed

from game.seats import Seat
from scenes.screens.evening.table import RULE_Y, STANDINGS

NAMES = ["Anna", "Ben", "Clara", "Dora", "Emil", "Fritz"]


def table(make_app, lang: str, count: int, games: int):
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.evening_start([Seat(NAMES[i], f"keyboard{i + 1}" if i < 4 else "bot:easy") for i in range(count)])
    for k in range(games):
        app.evening.record("wurf_und_weg" if k % 2 else "zehntausend", list(range(count)),
                           [[(k + s) % count] for s in range(count)])
    app.routes.evening()
    run_frames(app, 5 * 120)          # (the latest card has landed, the points have counted)
    return app, app.top


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count,games", [(2, 0), (2, 1), (2, 3), (3, 2)])
def test_few_players_rows_fill_the_standings(make_app, lang, count, games):
    app, scene = table(make_app, lang, count, games)
    placed = texts_placed(app)
    rows = [spots["row"] for spots in scene.placed.values()]
    assert len(rows) == count
    lowest = max(r.bottom for r in rows)
    assert lowest >= RULE_Y - 40, f"the rows reach down to the rule under them: {lowest}"
    assert sum(r.h for r in rows) >= 0.8 * (STANDINGS.h - 30 - 6 * (count - 1)), rows
    if games:
        for player, spots in scene.placed.items():
            assert len(spots.get("chips", [])) == games, f"{NAMES[player]}: each game's points under the name"
        low = [w for w, r in placed if r.top >= STANDINGS.y + 0.6 * STANDINGS.h and r.bottom <= RULE_Y - 16
               and r.right <= STANDINGS.right]
        assert low, "words in the lower part of the standings"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count,games", [(2, 0), (2, 1), (2, 5), (4, 3), (6, 6)])
def test_every_word_on_the_table_is_at_least_20_px(make_app, lang, count, games):
    app, _scene = table(make_app, lang, count, games)
    small = sorted({(size, said) for said, size in sizes_drawn(app) if said.strip() and size < 20})
    assert not small, small


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_rows_stay_clear_of_the_rule_under_them(make_app, lang):
    for count in range(2, 7):
        app, scene = table(make_app, lang, count, 2)
        app.draw()
        lowest = max(spots["row"].bottom for spots in scene.placed.values())
        assert lowest <= RULE_Y - 16 - 2, (count, lowest)
        for spots in scene.placed.values():
            assert not spots["token"].colliderect(spots["name"])
            if "place" in spots:
                assert spots["place"].right + 8 <= spots["token"].left
