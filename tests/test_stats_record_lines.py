"""The overview after the first games names the best figure so far of each game played: a
stranger read "Meiste abgegebene Würfel in einem Spiel ·…", the game cut away. Every record's
line stands whole, the record and its game (on a line of their own where the card is too
narrow for both), at a size read from the sofa."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from test_stats_people import stats_screen

from game.stats import PlayerResult, Stats

T0 = datetime(2026, 11, 28, 20, 0, 0)
FIGURES = {"turns": 19, "captures": 4, "best_turn": 1350, "dice_sent": 15}


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("games", [("durchmarsch", "wurf_und_weg"), ("mensch", "zehntausend"),
                                   ("wurf_und_weg", "mensch")])
def test_every_best_so_far_names_its_record_and_game_whole(make_app, tmp_path, lang, games):
    from scenes.ui import text

    folder = tmp_path / "data"
    db = Stats.open(folder)
    for n, game in enumerate(games):
        db.record(game, {}, [PlayerResult("Anna", "keyboard1", 1, FIGURES, 0),
                             PlayerResult("Ben", "bot:hard", 2, FIGURES, 1)], 60.0,
                  played_at=T0 + timedelta(minutes=20 * n))
    db.close()
    app, scene = stats_screen(make_app, folder, lang)
    places, sizes = text.watch_places(), text.watch_sizes()
    try:
        app.draw()
    finally:
        text.unwatch()
    lines = [t.replace("\u00a0", " ") for t, _r, _s in places]
    assert not [t for t in lines if "…" in t], "nothing cut"
    assert all(s >= text.READABLE for t, s in sizes if t.strip()), "every line read from the sofa"
    screen = app.screen.get_rect()
    assert all(screen.contains(r) for _t, r, _s in places)
    shown = "\n".join(lines)
    for game in games:
        record, name = scene.t(f"stats.records.{game}"), scene.t(f"app.game.{game}")
        both = scene.t("stats.first.best_of", what=record, game=name)
        assert both in lines or (record in lines and name in lines), (game, shown)
