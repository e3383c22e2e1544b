"""The statistics after the first game or two: the overview shows what there is, large (games
played, each person's wins, the last winner and the best figure so far) and says kindly what
appears after a few more games, instead of half-empty tables and frames."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from test_stats_people import stats_screen

from game.stats import PlayerResult, Stats

T0 = datetime(2026, 11, 27, 20, 0, 0)


def played(folder, games: int) -> None:
    db = Stats.open(folder)
    for n in range(games):
        seats = [("Anna", "keyboard1", 1 + n % 2, 0), ("Ben", "keyboard2", 2 - n % 2, 4), ("Clara", "bot:normal", 3, 2)]
        db.record("durchmarsch", {}, [PlayerResult(nm, k, p, {"turns": 7 + n}, s) for nm, k, p, s in seats], 60.0,
                  played_at=T0 + timedelta(minutes=30 * n))
    db.close()


def drawn(app):
    from scenes.ui import text

    places, sizes = text.watch_places(), text.watch_sizes()
    try:
        app.draw()
    finally:
        text.unwatch()
    return [(t, r) for t, r, _s in places if t.strip()], list(sizes)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_after_one_game_the_overview_shows_big_numbers_and_no_empty_frame(make_app, tmp_path, lang):
    played(tmp_path / "one", 1)
    app, scene = stats_screen(make_app, tmp_path / "one", lang)
    places, sizes = drawn(app)
    said = [t for t, _r in places]
    for name in ("Anna", "Ben"):
        assert name in said, said
    numbers = [(t, s) for t, s in sizes if t.isdigit()]
    assert numbers and all(s >= 24 for _t, s in numbers), numbers
    assert sum(1 for _t, s in numbers if s >= 60) >= 3, ("games played and each person's wins, big", numbers)
    assert any(t in ("7 Züge", "7 turns") for t in said), "the best figure so far, with its unit"
    content = sorted(r for _t, r in places if 100 < r.centery < 682)
    tops = sorted({r.top for r in content} | {r.bottom for r in content})
    gaps = [b - a for a, b in zip(tops, tops[1:], strict=False)]
    assert max(gaps) < 110, ("no large empty stretch on the page", max(gaps))
    kind = [t for t in said if "3" in t and len(t) > 40]
    assert kind, ("a kind line says what appears after a few more games", said)


def test_from_the_third_game_the_overview_is_the_ranking_again(make_app, tmp_path):
    played(tmp_path / "three", 3)
    app, scene = stats_screen(make_app, tmp_path / "three", "en")
    places, _sizes = drawn(app)
    said = [t for t, _r in places]
    assert "Who wins most" in said or any(t.startswith("Who wins") for t in said), said


def test_a_lone_record_row_and_a_lone_last_winner_stand_in_the_middle_of_their_card(make_app, tmp_path):
    """Few games: a record three people share (one row) stands mid-card, not at its top over an
    empty half; without any record yet the last winner stands big in the middle of the row."""
    from scenes.screens.stats import CONTENT, PAGES

    folder = tmp_path / "shared"
    db = Stats.open(folder)
    seats = [("Anna", "keyboard1", 1, 0), ("Ben", "keyboard2", 2, 4), ("Clara", "keyboard3", 3, 2)]
    db.record("mensch", {}, [PlayerResult(n, k, p, {"captures": 2}, s) for n, k, p, s in seats], 60.0, played_at=T0)
    db.close()
    app, scene = stats_screen(make_app, folder, "en")
    scene.switch(PAGES.index("records"))
    places, _sizes = drawn(app)
    card_h = (CONTENT.h - 16) // 2
    value = next(r for t, r in places if t == "2 knock-outs")
    assert CONTENT.y + card_h * 0.45 <= value.centery <= CONTENT.y + card_h * 0.65, (value, "mid-card")

    bare = tmp_path / "bare"
    db = Stats.open(bare)
    db.record("durchmarsch", {}, [PlayerResult(n, k, p, {}, s) for n, k, p, s in seats], 60.0, played_at=T0)
    db.close()
    app, scene = stats_screen(make_app, bare, "en")
    places, sizes = drawn(app)
    anna = [r for t, r in places if t == "Anna" and r.centery > 340]
    assert anna and abs(anna[0].centerx - CONTENT.centerx) <= 80, (anna, "the last winner in the middle")
    assert max(s for t, s in sizes if t == "Anna") >= 40


@pytest.mark.parametrize("lang", ["de", "en"])
def test_many_people_after_two_games_stand_whole_on_their_cards_and_the_rest_are_counted(make_app, tmp_path, lang):
    from test_results_story import overlapping

    names = ["Anna", "Ben", "Emil Großmann-Üb", "Fritz", "Hanna", "Ida"]
    folder = tmp_path / "many"
    db = Stats.open(folder)
    for n in range(2):
        seats = [(name, f"keyboard{k % 4 + 1}" if k < 4 else f"pad{k - 3}", 1 + (k + n) % 6, k)
                 for k, name in enumerate(names)] + [("Gus", "bot:easy", 7, 1), ("Ole", "bot:hard", 8, 2)]
        db.record("zehntausend", {}, [PlayerResult(nm, k, p, {}, s) for nm, k, p, s in seats], 60.0,
                  played_at=T0 + timedelta(minutes=30 * n))
    db.close()
    app, scene = stats_screen(make_app, folder, lang)
    places, sizes = drawn(app)
    said = [t for t, _r in places]
    assert not [t for t in said if "…" in t], said
    assert overlapping(places) == [], overlapping(places)
    assert any(t in ("Emil", "Emil Großmann-Üb") for t in said), said
    assert any(t.startswith("Großmann-") for t in said) or "Emil Großmann-Üb" in said, "no word broken inside"
    assert any(t.startswith("+") for t in said), "those without a card are counted"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_after_two_games_the_number_of_games_is_said_once_on_its_card(make_app, tmp_path, lang):
    """"Gespielt 2 Spiele" on the big card says it: the foot of the page keeps only the keys,
    not a second "2 Spiele gespielt". From the third game, without the card, the foot says it."""
    from scenes.screens.stats import CONTENT

    played(tmp_path / "two", 2)
    app, scene = stats_screen(make_app, tmp_path / "two", lang)
    places, _sizes = drawn(app)
    card_word = scene.count("stats.first.games", 2)
    assert [t for t, r in places if t == "2" and r.bottom < CONTENT.y + 220], "the big card's number"
    assert card_word in [t for t, _r in places]
    foot = [t for t, r in places if r.top > CONTENT.bottom]
    assert foot and not [t for t in foot if "2" in t], ("the foot keeps only the keys", foot)
    assert scene.count("stats.games_played", 2) not in [t for t, _r in places]
    played(tmp_path / "three", 3)
    app, scene = stats_screen(make_app, tmp_path / "three", lang)
    places, _sizes = drawn(app)
    assert scene.count("stats.games_played", 3) in [t for t, _r in places], "without the card: said in the foot"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_bot_with_a_long_name_at_two_levels_stands_whole_inside_its_narrow_card(make_app, tmp_path, lang):
    from test_results_story import overlapping

    from scenes.screens.stats import CONTENT

    folder = tmp_path / "long"
    db = Stats.open(folder)
    for n, level in enumerate(("hard", "easy")):
        seats = [("Anna", "keyboard1", 3, 0), ("Emil Großmann-Üb", f"bot:{level}", 1, 2), ("David", "bot:normal", 2, 3),
                 ("Ben", "keyboard2", 4, 4), ("Fritz", "keyboard3", 5, 1)]
        db.record("durchmarsch", {}, [PlayerResult(nm, k, p, {"turns": 7}, s) for nm, k, p, s in seats], 60.0,
                  played_at=T0 + timedelta(minutes=30 * n))
    db.close()
    app, scene = stats_screen(make_app, folder, lang)
    places, _sizes = drawn(app)
    cards = [(t, r) for t, r in places if r.top < CONTENT.y + 214]
    assert overlapping(cards) == [], overlapping(cards)
    assert all(r.bottom <= CONTENT.y + 8 + 214 for _t, r in cards), "everything inside the cards"
    levels = scene.level("bot:easy,hard")
    assert any(levels in t for t, _r in cards), "its levels under its name"
    assert not [t for t, _r in places if "…" in t]
