"""The seat setup as a stranger sees it: the rows fill the screen down to the keys at the foot
(no empty area under the buttons), and where a race refuses two people on one keyboard block
the foot says why (everyone rolls at once), naming the game."""

from __future__ import annotations

import pytest
from helpers import texts_placed

from game.games import GAMES, game_by_name

PEOPLE = '[seats]\nkinds = ["keyboard1", "keyboard2", "bot:normal", "bot:normal", "empty", "empty"]\n'


def setup_of(make_app, game: str, lang: str = "de"):
    app = make_app(PEOPLE)
    app.set_language(lang)
    app.routes.start()
    app.routes.setup(game_by_name(game))
    return app, app.top


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.module)
def test_the_rows_fill_the_screen_down_to_the_keys_at_the_foot(make_app, info):
    app, setup = setup_of(make_app, info.module)
    for count in sorted({info.min_seats, setup.count, info.max_seats}):
        if not setup.colours:
            setup.count = count
        rows = setup.row_rects()
        places = texts_placed(app)
        foot_top = min(r.top for t, r in places if r.top > rows[-1].bottom)
        assert foot_top - rows[-1].bottom <= 90, f"{info.module} {count} seats: an empty area under the rows"
        assert foot_top - rows[-1].bottom >= 12, "the rows keep clear of the keys at the foot"
        assert all(a.bottom <= b.top or a.right <= b.left       # (the game's length may stand beside the count)
                   for a, b in zip(rows, rows[1:], strict=False)), "rows never overlap"


@pytest.mark.parametrize(("lang", "why"), [
    ("de", "Bei Wurf & Weg würfeln alle gleichzeitig"),
    ("en", "In Wurf & Weg everyone rolls at once"),
])
def test_the_race_says_why_two_people_cannot_share_a_keyboard_block(make_app, lang, why):
    app, setup = setup_of(make_app, "wurf_und_weg", lang)
    setup.seats[1] = setup.seats[1].__class__(setup.seats[1].name, "keyboard1")
    shown = [t for t, _r in texts_placed(app)]
    assert any(why in t for t in shown), shown[-3:]
    setup.row = setup.rows.index("start")
    setup.start()
    assert app.top is setup, "refused: the game does not start"
    assert any(why in t for t, _r in texts_placed(app))


def test_a_turn_based_game_lets_two_people_share_a_block_without_a_warning(make_app):
    app, setup = setup_of(make_app, "durchmarsch", "en")
    setup.seats[1] = setup.seats[1].__class__(setup.seats[1].name, "keyboard1")
    assert not any("at once" in t for t, _r in texts_placed(app))


@pytest.mark.parametrize("lang", ["de"])
def test_a_foot_on_two_lines_keeps_both_lines_large(make_app, lang):
    """Mensch's keys and the row's own hints key take two lines at the foot: the second line
    is as large as the first (22 px, 16 px at 960x540), not shrunk to the floor."""
    from helpers import sizes_drawn

    app, setup = setup_of(make_app, "mensch", lang)
    assert setup.foot_on_two_lines()
    sizes = dict(sizes_drawn(app))
    tips = setup.hints_key_text()
    assert sizes[tips] >= 22, sizes[tips]
    keys = [t for t in sizes if t and t in setup.foot_hint()]
    assert keys and min(sizes[t] for t in keys) >= 22
