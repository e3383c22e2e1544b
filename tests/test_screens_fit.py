"""Every screen around the games holds the longest names the setup allows, in both languages:
no text runs off the screen or out of its panel, and nothing a player must read is tiny."""

from __future__ import annotations

import pygame
import pytest
from helpers import run_frames

from game.games import GAMES, game_by_name
from game.stats import PlayerResult
from scenes.ui import text

LONG_NAMES = ["WWWWWWWWWWWWWWWW", "Jürgen Größe-Übe", "MMMMMMMMMMMMMMMM", "Wolfgang Wümmelm",
              "ÄÖÜäöüßÄÖÜäöüßÄ", "Maximilian-Alexa"]
SMALLEST = 14      # px: small print (dates, key hints) may be this small, never smaller


def long_config() -> str:
    names = ", ".join(f'"{n}"' for n in LONG_NAMES)
    return f"[seats]\nnames = [{names}]\n"


def placed_on_screen(app, draw) -> list[tuple[str, pygame.Rect]]:
    """Every text `blit_text` put straight onto the screen while `draw()` ran."""
    places = text.watch_places()
    try:
        draw()
    finally:
        text.unwatch()
    return [(t, rect) for t, rect, surface in places if surface is app.screen and t.strip()]


def assert_inside_the_screen(places, what: str) -> None:
    screen = pygame.Rect(0, 0, 1280, 720)
    outside = [(t, r) for t, r in places if not screen.contains(r)]
    assert outside == [], f"{what}: text runs off the screen: {outside}"


def seats_of(n):
    from game.seats import Seat
    kinds = ["keyboard1", "keyboard2", "keyboard3", "keyboard4", "bot:hard", "bot:easy"]
    return [Seat(LONG_NAMES[i], kinds[i]) for i in range(n)]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_seat_setup_holds_the_longest_names(make_app, lang):
    app = make_app(long_config())
    app.set_language(lang)
    app.routes.start()
    for info in GAMES:
        app.routes.setup(info)
        setup = app.top
        setup.count = info.max_seats if not setup.colours else 4
        places = placed_on_screen(app, app.draw)
        assert_inside_the_screen(places, f"setup {info.module} {lang}")
        rows = setup.row_rects()
        for i in range(setup.count):
            name = setup.seats[i].name
            mine = [r for t, r in places if t == name]
            if mine:                      # (a Mensch row "plays with" shows no name of its own)
                assert rows[i].contains(mine[0]), (info.module, name, mine[0], rows[i])
        app.routes.back()


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 6])
def test_the_results_hold_the_longest_names(make_app, lang, count):
    from scenes.screens.results import ResultsScene

    app = make_app(long_config())
    app.set_language(lang)
    app.routes.start()
    info = game_by_name("zehntausend")
    figures = [{"total": 10750, "turns": 144, "best_turn": 12350, "busts": 33}] * count
    results = ResultsScene(app, info, seats_of(count), [[i] for i in range(count)], figures, 3)
    app.push(results)
    run_frames(app, 240)
    places = placed_on_screen(app, app.draw)
    assert_inside_the_screen(places, f"results {lang}")
    for name in LONG_NAMES[:count]:
        assert any(t == name for t, _ in places), name


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_statistics_hold_the_longest_names(make_app, lang):
    from scenes.screens.stats import StatsScene

    app = make_app(long_config())
    app.set_language(lang)
    db, _ = app.open_stats()
    for game in ("durchmarsch", "mensch", "zehntausend", "wurf_und_weg"):
        players = [PlayerResult(n, "keyboard1" if i else "bot:hard", i + 1,
                                {"turns": 12, "captures": 7, "best_turn": 12350, "dice_gone": 99})
                   for i, n in enumerate(LONG_NAMES[:4])]
        db.record(game, {}, players, 600.0)
    app.routes.start()
    app.push(StatsScene(app))
    places = placed_on_screen(app, app.draw)
    assert_inside_the_screen(places, f"statistics {lang}")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_pause_and_a_lost_pad_hold_the_longest_names(make_app, lang):
    from game.seats import Seat

    app = make_app(long_config())
    app.set_language(lang)
    app.routes.start()
    info = game_by_name("durchmarsch")
    table = app.routes.table(info, [Seat(LONG_NAMES[0], "pad1"), Seat(LONG_NAMES[1], "bot:easy")], 3)
    app.push(table)
    run_frames(app, 30)
    app.routes.pause(table)
    assert_inside_the_screen(placed_on_screen(app, app.draw), f"pause {lang}")
    app.routes.back()
    app.routes.pad_lost(table, "pad1")
    places = placed_on_screen(app, app.draw)
    assert_inside_the_screen(places, f"pad lost {lang}")
