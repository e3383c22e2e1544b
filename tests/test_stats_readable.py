"""Every word on the statistics reads from the sofa: drawn at the 20 px floor or larger in the
1280x720 picture, in German and English, with the widest names a seat may have (16 letters),
six at the table, bots among them, on every page: after two games and after a few evenings."""

from __future__ import annotations

from datetime import timedelta

import pytest
from helpers import sizes_drawn
from stats_kit import T0, few_games, open_page, record

from game.evening import Evening, Player, stats_entry
from game.stats import PlayerResult, Stats

FLOOR = 20
WIDE = (("WWWWWWWWWWWWWWWW", "keyboard1"), ("Maximilian-Alexa", "keyboard2"), ("Bartholomäus-Udo", "pad1"),
        ("MMMMMMMMMMMMMMMM", "pad2"), ("Wilhelmine-Maria", "bot:hard"), ("Konstantin-Willi", "bot:easy"))
GAMES = ("durchmarsch", "mensch", "zehntausend", "wurf_und_weg")


def table(order: list[int]) -> tuple:
    """The six seats, each in their own seat's look, placed in `order` (a seat index per place)."""
    return tuple((*WIDE[seat], place, seat) for place, seat in enumerate(order, start=1))


def two_games_wide(folder):
    return few_games(folder, table([0, 1, 2, 3, 4, 5]), table([5, 4, 3, 2, 1, 0]))


def evenings_wide(folder):
    db = Stats.open(folder)
    for day in range(3):
        for n, game in enumerate(GAMES):
            order = [(seat + day + n) % 6 for seat in range(6)]
            seats = table(order)
            figures = {"turns": 9, "captures": 4, "best_turn": 3050, "dice_sent": 17}
            db.record(game, {}, [PlayerResult(name, kind, place, figures, style) for name, kind, place, style in seats],
                      60.0, played_at=T0 + timedelta(days=day, minutes=20 * n))
        evening = Evening([Player(name, kind, seat) for seat, (name, kind) in enumerate(WIDE)])
        evening.record("zehntausend", list(range(6)), [[(seat + day) % 6] for seat in range(6)])
        db.record_evening(stats_entry(evening))
    record(db, T0 + timedelta(days=4), *table([1, 0, 2, 3, 4, 5]))
    db.close()
    return folder


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("data", ["two games", "evenings"])
def test_every_word_on_every_statistics_page_is_drawn_at_20_px_or_more(make_app, tmp_path, lang, data):
    from scenes.screens.stats import PAGES

    folder = (two_games_wide if data == "two games" else evenings_wide)(tmp_path / "data")
    app, scene = open_page(make_app, folder, "overview", lang)
    seen_names = set()
    for tab, page in enumerate(PAGES):
        scene.switch(tab)
        scene.time += 5
        sizes = [(t, s) for t, s in sizes_drawn(app) if t.strip()]
        small = [(t, s) for t, s in sizes if s < FLOOR]
        assert not small, f"{page} ({data}): drawn under {FLOOR} px: {small}"
        seen_names |= {t for t, _s in sizes} & {name for name, _k in WIDE}
    assert len(seen_names) >= 4, ("the widest names are on the pages", seen_names)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_six_long_names_after_two_games_stand_whole_on_one_line_each_with_a_bar(make_app, tmp_path, lang):
    """Six at the table, each name 16 letters: the overview's wins so far are a bar per person
    with every name whole on one line (never "Bartholo" over "mäus-Udo" on a narrow card)."""
    from helpers import texts_placed

    from scenes.screens.stats import CONTENT

    names = ("Maximilian-Alexa", "Bartholomäus-Udo", "Annemarie-Luise", "Friederike-Jana", "Wilhelmine-Maria",
             "Konstantin-Willi")
    kinds = ("keyboard1", "keyboard2", "pad1", "pad2", "bot:hard", "bot:easy")
    seats = [(name, kind, 0, seat) for seat, (name, kind) in enumerate(zip(names, kinds, strict=True))]
    few_games(tmp_path / "data", tuple((n, k, place, s) for place, (n, k, _p, s) in enumerate(seats, start=1)),
              tuple((n, k, place, s) for place, (n, k, _p, s) in enumerate(reversed(seats), start=1)))
    app, scene = open_page(make_app, tmp_path / "data", "overview", lang)
    top = [(t, r) for t, r in texts_placed(app) if r.bottom <= CONTENT.y + 230]
    said = [t for t, _r in top]
    assert all(name in said for name in names), ("every name whole on one line", said)
    rows = sorted(r.centery for t, r in top if t in names)
    assert all(b - a >= 24 for a, b in zip(rows, rows[1:], strict=False)), ("a row each", rows)
    assert said.count(scene.count("stats.games.wins", 1)) == 2, "the two winners' wins beside their bars"
