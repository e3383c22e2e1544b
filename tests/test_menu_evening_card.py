"""The menu with a Spieleabend saved: the evening's own game under way is continued from
"Abend fortsetzen", whose card says which game is under way and how far it is, never a second
continue card for the same game; a game of its own beside the evening keeps its compact card,
which says how far that game is too."""

from __future__ import annotations

import pytest
from helpers import run_frames, texts_placed, throw_first
from test_menu_card import leave_unfinished

from game.games import game_by_name
from game.seats import Seat

PLAYERS = ("Anna", "Ben", "Clara", "David")


def evening_with_its_game_under_way(make_app, lang: str):
    """An evening whose Zehntausend was left after its first throw; the menu opened on it."""
    app = make_app()
    app.set_language(lang)
    app.routes.evening_start([Seat(n, "bot:easy") for n in PLAYERS])
    app.routes.evening_game(game_by_name("zehntausend"))
    run_frames(app, 120)
    throw_first(app, app.top)
    app.top.on_quit()
    app.save_writer.flush()
    app.routes.menu()
    run_frames(app, 2)
    return app, app.top


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_evenings_game_under_way_stands_on_one_card_with_how_far_it_is(make_app, lang):
    app, menu = evening_with_its_game_under_way(make_app, lang)
    labels = [b.text() for b in menu.main_list.buttons]
    assert menu.t("evening.menu.resume") in labels
    assert menu.t("app.menu.resume") not in labels, "no second card for the evening's own game"
    assert [s.game for s in menu.saved_games] == ["zehntausend"], "the save is still known (its tile asks first)"
    placed = dict(texts_placed(app))
    card = menu.main_list.rects()[0]
    under_way = menu.t("evening.menu.under_way", game=menu.t("app.game.zehntausend"))
    assert any(under_way in t and card.contains(r) for t, r in placed.items()), "the card names the game under way"
    progress = menu.evening_progress()
    assert progress and any(t in progress and card.contains(r) for t, r in placed.items()), \
        "and how far it is, in the game's words"


def test_the_evenings_game_still_asks_before_a_new_one_replaces_it(make_app):
    app, menu = evening_with_its_game_under_way(make_app, "de")
    menu.open_setup(game_by_name("zehntausend"))
    assert menu.question is not None, "choosing Zehntausend in the list first asks about the game under way"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_game_of_its_own_beside_the_evening_says_how_far_it_is(make_app, lang):
    app = make_app()
    app.set_language(lang)
    leave_unfinished(app, "zehntausend")
    app.routes.evening_start([Seat(n, "bot:easy") for n in PLAYERS])
    app.routes.menu()
    run_frames(app, 2)
    menu = app.top
    entries = menu.main_list
    entries.index = -1
    game_card = entries.rects()[1]
    assert entries.buttons[1].text() == menu.t("app.menu.resume")
    progress = menu.resume_progress()
    placed = texts_placed(app)
    assert progress and any(t in progress and game_card.contains(r) for t, r in placed), \
        "the compact card's second line: how far the game is"
    rects = entries.rects()
    assert max(r.bottom for r in rects) <= 614 and not any(
        r.colliderect(o) for k, r in enumerate(rects) for o in rects[k + 1:]), "the column still fits"
