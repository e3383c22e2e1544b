"""A person and a bot of one name in the statistics: the person keeps their seat's token, the bot
is a bot by its words ("Anna (Bot: normal)") and its chip, never a seat's shape it did not sit
in (the star of a seat nobody named Anna sat in)."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from stats_kit import record
from test_stats_people import stats_screen, tokens_beside_names

from game.stats import Stats
from scenes.ui import text
from scenes.ui.theme import SEAT_SHAPES

T0 = datetime(2026, 11, 28, 20, 0, 0)
STAR = SEAT_SHAPES.index("star")


def namesakes(folder) -> None:
    """The person Anna sat in the orange circle; a bot called Anna sat there too in another game,
    beside Clara, Ben and David in their seats (the star's seat stayed empty)."""
    db = Stats.open(folder)
    for n in range(3):
        record(db, T0 + timedelta(minutes=20 * n), ("Anna", "keyboard1", 4, 0), ("Ben", "bot:normal", 2, 1),
               ("Clara", "bot:normal", 1, 2), ("David", "bot:easy", 3, 3))
    for n in range(2):
        record(db, T0 + timedelta(hours=2, minutes=20 * n), ("Anna", "bot:normal", 2, 0), ("Ben", "bot:hard", 3, 1),
               ("Clara", "bot:hard", 1, 2), ("David", "bot:normal", 4, 3), game="zehntausend")
    db.close()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_person_and_a_bot_of_one_name_are_told_apart_by_words_and_neither_wears_the_star(
        make_app, tmp_path, lang, monkeypatch):
    from scenes.screens.stats import PAGES

    namesakes(tmp_path / "data")
    app, scene = stats_screen(make_app, tmp_path / "data", lang)
    tag = scene.t("stats.bot.tag")[:-1]                       # "(Bot"
    for tab, page in enumerate(PAGES):
        scene.switch(tab)
        scene.time += 5
        seen = tokens_beside_names(app, monkeypatch)
        annas = seen.get("Anna", [])
        assert STAR not in annas, (page, "nobody called Anna sat in the star's seat", annas)
        assert all(look == 0 or look[0] == "bot" for look in annas), (page, "the person her orange circle", annas)
        places = text.watch_places()
        try:
            app.draw()
        finally:
            text.unwatch()
        cut = [t for t, _r, _s in places if "…" in t]
        assert not cut, (page, "every name whole beside its (Bot)", cut)
        if page == "overview":
            rows = [r for t, r, _s in places if t == "Anna"]
            tagged = [r for r in rows if any(t.startswith(tag) and abs(b.centery - r.centery) <= 6
                                             and 0 <= b.left - r.right <= 24 for t, b, _s in places)]
            assert len(rows) == 2 and len(tagged) == 1, "two Annas: the bot says (Bot: ...), the person does not"
            assert set(annas) == {0, ("bot", scene.style_of("Anna", "bot:normal"))}, annas
