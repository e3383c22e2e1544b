"""The overview's winning streaks with one streak so far: a stranger saw a bot headlined with
"jetzt 0" beside its best. The card names who holds the best streak and shows that streak
large; the streak now only where one still runs, never a big 0."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from test_stats_people import stats_screen

from game.stats import PlayerResult, Stats

T0 = datetime(2026, 11, 28, 20, 0, 0)


def games(folder, winners):
    db = Stats.open(folder)
    for n, winner in enumerate(winners):
        other = "Anna" if winner == "Ben" else "Ben"
        db.record("durchmarsch", {}, [PlayerResult(winner, "bot:hard" if winner == "Ben" else "keyboard1", 1, {}, 1),
                                      PlayerResult(other, "bot:hard" if other == "Ben" else "keyboard1", 2, {}, 0)],
                  60.0, played_at=T0 + timedelta(minutes=20 * n))
    db.close()


def streak_card(app):
    from scenes.screens.stats import STREAKS_RECT
    from scenes.ui import text

    places, sizes = text.watch_places(), text.watch_sizes()
    try:
        app.draw()
    finally:
        text.unwatch()
    size = dict(sizes)
    return [(t, r, size.get(t, 0)) for t, r, _s in places if STREAKS_RECT.contains(r)]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_an_ended_streak_shows_its_holder_and_best_large_and_no_now_zero(make_app, tmp_path, lang):
    games(tmp_path / "data", ["Ben", "Ben", "Anna"])
    app, scene = stats_screen(make_app, tmp_path / "data", lang)
    card = streak_card(app)
    said = [t for t, _r, _s in card]
    assert "Ben" in said, said
    assert scene.t("stats.streaks.best_streak") in said
    assert any(t == "2" and s >= 48 for t, _r, s in card), card
    assert "0" not in said and scene.t("stats.streaks.now") not in said, said
    assert not any(t.startswith(scene.count("stats.streaks.now_line", 0)[:6]) for t in said)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_running_streak_says_it_still_runs(make_app, tmp_path, lang):
    games(tmp_path / "data", ["Anna", "Ben", "Ben"])
    app, scene = stats_screen(make_app, tmp_path / "data", lang)
    said = [t for t, _r, _s in streak_card(app)]
    assert "Ben" in said and "2" in said
    assert scene.count("stats.streaks.now_line", 2) in said, said
