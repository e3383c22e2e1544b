"""The chips under each name on the evening's standings (each game's emblem and "+10") have a
header over their column, "Punkte je Spiel" / "Points per game", so a newcomer knows what they
are: on the evening's table and at the evening's end, readable, never over the points' header,
and only where chips show."""

from __future__ import annotations

import pytest
from helpers import run_frames, sizes_drawn, texts_placed

from game.seats import Seat
from scenes.screens.evening.end import FADE

NAMES = ["Anna", "Ben", "Clara", "Dora", "Emil", "Fritz"]
HEADER = {"de": ("Punkte je Spiel", "Je Spiel"), "en": ("Points per game", "Per game")}
POINTS = {"de": "Punkte", "en": "Points"}


def evening_with_games(make_app, lang: str, count: int, games: int):
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.evening_start([Seat(NAMES[i], f"keyboard{i + 1}" if i < 4 else "bot:easy") for i in range(count)])
    for k in range(games):
        app.evening.record("wurf_und_weg" if k % 2 else "zehntausend", list(range(count)),
                           [[(k + s) % count] for s in range(count)])
    return app


def the_table(make_app, lang, count, games):
    app = evening_with_games(make_app, lang, count, games)
    app.routes.evening()
    run_frames(app, 5 * 120)
    return app, app.top


def the_end(make_app, lang, count, games):
    app = evening_with_games(make_app, lang, count, games)
    app.routes.evening_end()
    end = app.top
    run_frames(app, 60)
    end.time = end.podium_at - FADE - 0.05
    return app, end


def check_header(app, scene, lang):
    placed = texts_placed(app)
    headers = [r for said, r in placed if said in HEADER[lang]]
    assert len(headers) == 1, [said for said, _ in placed]
    header = headers[0]
    points = min((r for said, r in placed if said == POINTS[lang]), key=lambda r: r.y)
    first_chip = min((spots["chips"][0] for spots in scene.placed.values()), key=lambda r: r.y)
    first_row = min(spots["row"].top for spots in scene.placed.values())
    assert header.bottom <= first_row, "the header stands over the rows"
    assert abs(header.left - first_chip.left) <= 40, (header, first_chip)
    assert header.right + 8 <= points.left, "never into the points' header"
    sizes = [size for said, size in sizes_drawn(app) if said in HEADER[lang]]
    assert sizes and min(sizes) >= 20


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count,games", [(2, 1), (2, 3), (3, 2)])
def test_the_evening_table_says_what_the_chips_are(make_app, lang, count, games):
    app, scene = the_table(make_app, lang, count, games)
    assert all(spots.get("chips") for spots in scene.placed.values())
    check_header(app, scene, lang)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 3, 4])
def test_the_evenings_end_says_what_the_chips_are(make_app, lang, count):
    app, scene = the_end(make_app, lang, count, 3)
    assert all(spots.get("chips") for spots in scene.placed.values())
    check_header(app, scene, lang)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_header_where_no_chips_show(make_app, lang):
    app, scene = the_table(make_app, lang, 2, 0)          # before the first game: no chips yet
    assert not any(spots.get("chips") for spots in scene.placed.values())
    assert not [said for said, _ in texts_placed(app) if said in HEADER[lang]]
