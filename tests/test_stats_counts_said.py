"""Every number on the statistics says what it counts: no bare "+2" beside a name (it says
"and 2 more"), no stray "–" where a person without a win has no place; a bot's levels read
"(Bot: normal, hard)"."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from stats_kit import T0, placed_on_page, record
from test_stats_people import stats_screen

from game.stats import Stats

NAMES = [("Anna", "keyboard1"), ("Ben", "bot:normal"), ("Clara", "bot:normal"), ("David", "bot:easy"),
         ("Emil", "keyboard2"), ("Fritz", "bot:hard")]


def six_winners(folder) -> None:
    """Six games of Durchmarsch, each won by another of six (so who wins it most is a tie of
    six), then one game of Zehntausend Anna loses; Ben also played at the hard level."""
    db = Stats.open(folder)
    for n in range(6):
        seats = [(name, kind, 1 + (k - n) % 6, k) for k, (name, kind) in enumerate(NAMES)]
        record(db, T0 + timedelta(minutes=20 * n), *seats)
    record(db, T0 + timedelta(hours=3), ("Anna", "keyboard1", 2, 0), ("Ben", "bot:hard", 1, 1), game="zehntausend")
    db.close()


@pytest.mark.parametrize("lang, more", [("de", "und noch"), ("en", "more")])
def test_no_bare_plus_count_and_no_stray_dash_on_any_page(make_app, tmp_path, lang, more):
    from scenes.screens.stats import BOARD_RECT, PAGES

    six_winners(tmp_path / "data")
    app, scene = stats_screen(make_app, tmp_path / "data", lang)
    for tab, page in enumerate(PAGES):
        said = placed_on_page(app, scene, tab)
        bare = [t for t, _r in said if re.fullmatch(r"\+\s*\d+", t.strip())]
        assert not bare, (page, "a '+2' says what it counts", bare)
        if page == "overview":
            board = [(t, r) for t, r in said if BOARD_RECT.contains(r)]
            assert "–" not in [t for t, _r in board], "no dash standing for a place nobody has"
        if page == "games":
            words = [t for t, _r in said]
            assert scene.t("stats.recent.more", n=4) in words and more in scene.t("stats.recent.more", n=4), \
                ("six share the most wins: two by name, 'and 4 more'", words)
    assert scene.badge_words("bot:normal,hard") == ("(Bot: mittel, schwer)" if lang == "de"
                                                     else "(Bot: normal, hard)")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_count_of_more_record_holders_never_runs_into_the_figure(make_app, tmp_path, lang):
    """Ben (Bot: hard) and Clara share third place of the best Zehntausend turn on a narrow card:
    "and 1 more" stands apart from "950 points", never read as "1 950"."""
    from game.stats import PlayerResult
    from scenes.screens.stats import PAGES

    db = Stats.open(tmp_path / "data")
    turns = [("Anna", "bot:normal", 1350, 4), ("David", "bot:normal", 1100, 3), ("Ben", "bot:hard", 950, 1),
             ("Clara", "bot:normal", 950, 2)]
    for n, (name, kind, best, style) in enumerate(turns):
        db.record("zehntausend", {}, [PlayerResult(name, kind, 1, {"best_turn": best}, style),
                                      PlayerResult("Emil", "keyboard1", 2, {"best_turn": 100}, 0)],
                  60.0, played_at=T0 + timedelta(minutes=20 * n))
    db.close()
    app, scene = stats_screen(make_app, tmp_path / "data", lang)
    said = placed_on_page(app, scene, PAGES.index("records"))
    more = [r for t, r in said if t == scene.t("stats.recent.more", n=1)]
    figures = [r for t, r in said if any(ch.isdigit() for ch in t) and t != scene.t("stats.recent.more", n=1)]
    assert more, [t for t, _r in said]
    for r in more:
        near = [f for f in figures if abs(f.centery - r.centery) <= 12 and f.left >= r.right - 2]
        assert all(f.left - r.right >= 16 for f in near), ("a clear gap before the figure", r, near)
