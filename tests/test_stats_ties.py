"""The statistics screen names everyone it is about: a shared Spieler des Abends stands with
whole names, the wins over time leave nobody out, every one tied for the most wins of a game
is named, and a bot named like a person is its level with its badge, never a second person."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from test_stats_people import stats_screen

from game.evening import Evening, Player, stats_entry
from game.stats import PlayerResult, Stats

T0 = datetime(2026, 11, 27, 20, 0, 0)
LONG = ["Maximilianmaxima", "Benediktbenedikt", "Charlottecharlot"]      # 16 letters each


def record(db, when: datetime, *seats: tuple, game: str = "durchmarsch") -> None:
    """One game: seats are (name, kind, place, style)."""
    db.record(game, {}, [PlayerResult(n, k, p, {"turns": 5}, s) for n, k, p, s in seats], 60.0, played_at=when)


def placed(app, scene, page: str):
    from helpers import texts_placed

    from scenes.screens.stats import PAGES

    scene.switch(PAGES.index(page))
    scene.time += 5
    return texts_placed(app)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("tied", [2, 3])
def test_a_shared_player_of_the_evening_shows_every_long_name_whole(make_app, tmp_path, lang, tied):
    folder = tmp_path / "evening"
    db = Stats.open(folder)
    names = LONG[:tied] + ["Dora", "Emil"]
    record(db, T0, *[(name, f"keyboard{k % 4 + 1}", k + 1, k) for k, name in enumerate(names)])
    kinds = ["keyboard1", "pad1", "keyboard2", "keyboard3", "pad2"]
    evening = Evening([Player(name, kinds[k], k) for k, name in enumerate(names)])
    evening.record("zehntausend", list(range(len(names))), [list(range(tied)), *[[k] for k in range(tied, len(names))]])
    db.record_evening(stats_entry(evening))
    db.close()
    app, scene = stats_screen(make_app, folder, lang)
    shown = placed(app, scene, "evenings")
    texts = [t for t, _r in shown]
    left = [(t, r) for t, r in shown if r.right <= 680]                 # the latest evenings' panel
    for name in LONG[:tied]:
        assert name in [t for t, _r in left], (name, texts)
    assert not [t for t in texts if "…" in t], "nothing cut"
    pieces = [t for t, _r in left if t not in LONG and any(t in name for name in LONG)]
    assert pieces == [], "no name split over two lines"
    rows = sorted(r.centery for t, r in left if t in LONG[:tied])
    assert all(b - a >= 30 for a, b in zip(rows, rows[1:], strict=False)), "each on a row of their own"


EIGHT = ["Anna", "Ben", "Clara", "David", "Emil", "Flo", "Gus", "Hanna"]


@pytest.mark.parametrize("lang, more", [("de", "+2 weitere"), ("en", "+2 more")])
@pytest.mark.parametrize("days", [1, 3])
def test_wins_over_time_names_seven_and_eight_people_and_says_when_there_are_more(make_app, tmp_path, lang, more,
                                                                                days):
    from tests.test_results_story import overlapping

    for crowd in (7, 8, 12):
        folder = tmp_path / f"{crowd}-{days}"
        db = Stats.open(folder)
        names = (EIGHT + ["Ida", "Jan", "Kai", "Lea"])[:crowd]
        for n in range(crowd):
            seats = [names[(n + k) % crowd] for k in range(6)]
            record(db, T0 + timedelta(days=n % days, minutes=n),
                   *[(name, "pad1" if name in ("Gus", "Kai") else "keyboard1", k + 1, names.index(name) % 6)
                     for k, name in enumerate(seats)])
        db.close()
        app, scene = stats_screen(make_app, folder, lang)
        shown = placed(app, scene, "history")
        texts = [t for t, _r in shown]
        named = [name for name in names if name in texts]
        assert len(named) == min(crowd, 10), (crowd, days, named)
        assert any(t.startswith(more) for t in texts) == (crowd == 12), (crowd, texts)
        assert overlapping(shown) == [], (crowd, days)


@pytest.mark.parametrize("lang, each", [("de", "je 1 Sieg"), ("en", "1 win each")])
def test_who_wins_each_game_most_names_everyone_tied_for_most(make_app, tmp_path, lang, each):
    folder = tmp_path / "games"
    db = Stats.open(folder)
    trio = [("Anna", "keyboard1", 0), ("Bodo", "keyboard2", 1), ("Cleo", "bot:easy", 2)]
    for n in range(3):
        order = trio[n:] + trio[:n]
        record(db, T0 + timedelta(minutes=n), *[(name, kind, k + 1, style) for k, (name, kind, style) in
                                                enumerate(order)])
    db.close()
    app, scene = stats_screen(make_app, folder, lang)
    shown = placed(app, scene, "games")
    row = [r for t, r in shown if t == "Durchmarsch"][-1]             # the row under the shares
    on_row = [t for t, r in shown if abs(r.centery - row.centery) <= 6]
    assert {"Anna", "Bodo", "Cleo", scene.badge_words("bot:easy")} <= set(on_row), \
        ("the bot among them: its table name, (Bot: easy)", on_row)
    assert each in on_row, on_row


@pytest.mark.parametrize("lang", ["de", "en"])
def test_ben_the_bot_is_its_level_never_a_second_ben_on_any_page(make_app, tmp_path, lang):
    from helpers import sizes_drawn

    from scenes.screens.stats import PAGES
    from scenes.ui.layout import READABLE

    folder = tmp_path / "namesakes"
    db = Stats.open(folder)
    for n in range(4):                   # both in the same blue square seat, taking turns to win
        ben, bot = ("Ben", "keyboard2", 1 + n % 2, 1), ("Ben", "bot:easy", 2 - n % 2, 1)
        db.record("durchmarsch", {}, [PlayerResult(*ben[:3], {"turns": 9}, ben[3]),
                                      PlayerResult(*bot[:3], {"turns": 9}, bot[3]),
                                      PlayerResult("Clara", "keyboard1", 3, {"turns": 9}, 2)],
                  60.0, played_at=T0 + timedelta(days=n // 2, minutes=n))
    for kind in ("keyboard2", "bot:easy"):
        evening = Evening([Player("Ben", kind, 1), Player("Clara", "keyboard1", 2)])
        evening.record("durchmarsch", [0, 1], [[0], [1]])
        db.record_evening(stats_entry(evening))
    db.close()
    app, scene = stats_screen(make_app, folder, lang)
    badge = scene.badge_words("bot:easy")            # "(Bot: easy)": it is a bot, and its level
    assert [(p.name, p.kind) for p in scene.people()] == [("Ben", "human"), ("Clara", "human"), ("Ben", "bot:easy")], \
        "the person Ben, Clara, and the bot Ben after the people: two entries, never one"
    assert {scene.people()[i].kind for i in scene.pair} == {"human"}, "the page opens on the two people"
    for page in PAGES:
        shown = placed(app, scene, page)
        badges = [r for t, r in shown if t == badge]
        bens = [r for t, r in shown if t == "Ben"]
        bot_bens = [r for r in bens if any(abs(b.centery - r.centery) <= 4 and 0 <= b.left - r.right <= 24
                                           for b in badges)]
        assert len(bot_bens) < len(bens) or page not in ("overview", "evenings"), \
            (page, "the person Ben stands without a badge; the bot Ben of a game or evening wears one")
        if page != "duel":
            assert badges, (page, "the bot is there, as a bot")
        assert all(s >= READABLE for t, s in sizes_drawn(app) if t == badge), page
