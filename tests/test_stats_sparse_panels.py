"""Statistics panels with little in them still look finished: one winning streak alone fills
the "Siegesserien" panel as a card (who, the streak now and the best, big), and the game nights
page before the first ended evening fills the page with how to start one, never a small card
between two bare bands."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from stats_kit import open_page, record

from game.stats import Stats

T0 = datetime(2026, 11, 28, 20, 0, 0)


def one_streak(folder):
    """Mia wins three in a row, then Mia and Tom take turns: Mia's 3 is the only streak."""
    db = Stats.open(folder)
    for i in range(8):
        mia = i < 3 or i % 2 == 0
        record(db, T0 + timedelta(minutes=10 * i), ("Mia", "keyboard1", 1 if mia else 2, 0),
               ("Tom", "keyboard2", 2 if mia else 1, 1), game="durchmarsch" if i % 2 else "mensch")
    db.close()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_one_winning_streak_fills_its_panel(make_app, tmp_path, lang):
    from helpers import sizes_drawn, texts_placed

    from scenes.screens.stats import STREAKS_RECT

    one_streak(tmp_path / "data")
    app, scene = open_page(make_app, tmp_path / "data", "overview", lang)
    inside = [(t, r) for t, r in texts_placed(app) if STREAKS_RECT.contains(r)]
    said = [t for t, _r in inside]
    assert "Mia" in said and "Tom" not in said, "the one with the streak, nobody else"
    assert "3" in said and "0" not in said, "the best streak, no streak of 0 now"
    assert scene.count("stats.streaks.in_row", 3) in said
    assert max(r.bottom for _t, r in inside) >= STREAKS_RECT.y + 0.8 * STREAKS_RECT.h, "the panel filled"
    best = next(r for t, r in inside if t == "3")
    assert best.h >= 40, "the streak's number big"
    assert min(s for t, s in sizes_drawn(app) if t in said) >= 20


@pytest.mark.parametrize("lang", ["de", "en"])
def test_several_streaks_stay_rows(make_app, tmp_path, lang):
    from helpers import texts_placed

    from scenes.screens.stats import STREAKS_RECT

    db = Stats.open(tmp_path / "data")
    for i in range(6):
        mia = i < 3
        record(db, T0 + timedelta(minutes=10 * i), ("Mia", "keyboard1", 1 if mia else 2, 0),
               ("Tom", "keyboard2", 2 if mia else 1, 1))
    db.close()
    app, scene = open_page(make_app, tmp_path / "data", "overview", lang)
    inside = [(t, r) for t, r in texts_placed(app) if STREAKS_RECT.contains(r)]
    mia, tom = (next(r for t, r in inside if t == name) for name in ("Mia", "Tom"))
    assert tom.top >= mia.bottom or mia.top >= tom.bottom, "a row each"
    assert scene.count("stats.streaks.in_row", 3) not in [t for t, _r in inside]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_game_night_yet_fills_the_page_with_three_steps_to_one(make_app, tmp_path, lang):
    """Games played but no game night ended: the page is filled top to bottom, the way to a
    first game night as three numbered steps naming the menu's buttons as the menu says them."""
    from helpers import sizes_drawn, texts_drawn, texts_placed

    from scenes.screens.stats import CONTENT

    one_streak(tmp_path / "data")
    app, scene = open_page(make_app, tmp_path / "data", "evenings", lang)
    placed = [(t, r) for t, r in texts_placed(app) if CONTENT.contains(r)]
    said = texts_drawn(app)
    assert scene.t("stats.evenings.none") in said
    for n in ("1", "2", "3"):
        assert n in [t for t, _r in placed], f"step {n} numbered"
    assert any(scene.t("evening.menu.new") in t for t in said), "the menu's button to start one"
    assert any(scene.t("evening.menu.end") in t for t in said), "the button that ends one"
    assert min(r.top for _t, r in placed) <= CONTENT.y + 0.25 * CONTENT.h, "no bare band above"
    assert max(r.bottom for _t, r in placed) >= CONTENT.y + 0.8 * CONTENT.h, "no bare band below"
    assert min(s for _t, s in sizes_drawn(app)) >= 20
