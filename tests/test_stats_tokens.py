"""Everyone in the statistics wears the token they wore at the table: the colour and shape of
the seat they last played in, on every page, even when two people sat in the same seat colour
on different evenings (nobody is re-dressed in another seat's look, e.g. the yellow star)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from stats_kit import T0, record
from test_stats_people import stats_screen, tokens_beside_names

from game.stats import Stats

STAR = 4            # the yellow star: a seat's look only for whoever sat in that seat


@pytest.mark.parametrize("lang", ["de", "en"])
def test_each_persons_token_in_the_statistics_is_the_one_their_seat_wore(make_app, tmp_path, monkeypatch, lang):
    """Anna sat in the first seat (orange circle) on one evening, Maximilian-Alexa in the same
    seat on the next: both keep their orange circle on every page, nobody wears the star."""
    from scenes.screens.stats import PAGES

    folder = tmp_path / lang
    db = Stats.open(folder)
    seat_of = {"Anna": 0, "Maximilian-Alexa": 0, "Ben": 1, "Clara": 2, "David": 3}
    record(db, T0, ("Anna", "keyboard1", 2, 0),
           ("Ben", "bot:hard", 3, 1), ("Clara", "bot:normal", 1, 2), ("David", "bot:easy", 4, 3))
    record(db, T0 + timedelta(minutes=20), ("Anna", "keyboard1", 4, 0), ("Ben", "bot:hard", 2, 1),
           ("Clara", "bot:normal", 1, 2), ("David", "bot:easy", 3, 3))
    record(db, T0 + timedelta(days=1), ("Maximilian-Alexa", "keyboard1", 2, 0), ("Ben", "bot:hard", 4, 1),
           ("Clara", "bot:normal", 3, 2), ("David", "bot:easy", 1, 3))
    db.close()
    app, scene = stats_screen(make_app, folder, lang)
    worn_somewhere = set()
    for tab, page in enumerate(PAGES):
        scene.switch(tab)
        scene.time += 5
        seen = tokens_beside_names(app, monkeypatch)
        for name, looks in seen.items():
            if name in seat_of:
                own = ("bot", seat_of[name]) if name in ("Ben", "Clara", "David") else seat_of[name]   # a bot: a chip
                assert set(looks) == {own}, f"{page}: {name} wears {looks}, their seat wore {seat_of[name]}"
                worn_somewhere.add(name)
            assert STAR not in looks, f"{page}: {name} wears the star nobody sat in"
    assert {"Anna", "Maximilian-Alexa"} <= worn_somewhere, "both people are shown with their token"
