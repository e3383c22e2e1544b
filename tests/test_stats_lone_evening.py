"""The game nights page after the first evening stood half empty under its standings: a lone
evening shows under them the games it was played with, in order, each with its winner."""

from __future__ import annotations

import pytest
from test_stats_people import stats_screen

from game.evening import Evening, Player, stats_entry
from game.stats import PlayerResult, Stats

NAMES = [("Anna", "keyboard1"), ("Ben", "bot:hard"), ("Clara", "keyboard2")]


def one_evening(folder):
    db = Stats.open(folder)
    ev = Evening([Player(n, k) for n, k in NAMES])
    for game, order in (("durchmarsch", [1, 0, 2]), ("mensch", [0, 2, 1])):
        db.record(game, {}, [PlayerResult(n, k, order.index(i) + 1, {}, i) for i, (n, k) in enumerate(NAMES)], 60.0)
        ev.record(game, [0, 1, 2], [[p] for p in order])
    db.record_evening(stats_entry(ev))
    db.close()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_lone_evening_lists_its_games_in_order_with_their_winners(make_app, tmp_path, lang):
    from helpers import texts_placed

    from scenes.screens.stats import CONTENT, PAGES

    one_evening(tmp_path / "data")
    app, scene = stats_screen(make_app, tmp_path / "data", lang)
    scene.switch(PAGES.index("evenings"))
    scene.time += 5
    placed = texts_placed(app)
    rows = {t: r for t, r in placed}
    head = rows[scene.t("stats.evenings.games")]
    first, second = f"1. {scene.t('app.game.durchmarsch')}", f"2. {scene.t('app.game.mensch')}"
    assert head.bottom <= rows[first].top < rows[second].top, "the games under their heading, in order"
    for line, winner in ((first, "Ben"), (second, "Anna")):
        assert any(t == winner and abs(r.centery - rows[line].centery) <= 4 and r.left > rows[line].right
                   for t, r in placed), (line, winner)
    left = [r for _t, r in placed if r.right < CONTENT.x + 640 and CONTENT.contains(r)]
    assert max(r.bottom for r in left) >= CONTENT.y + CONTENT.h * 0.7, "no bare lower half"


def test_no_games_belong_to_an_evening_without_dates(tmp_path):
    db = Stats.open(tmp_path / "data")
    assert db.games_between("", "2026-11-28T20:00:00") == []
    assert db.games_between("not a date", "also none") == []
    db.close()
