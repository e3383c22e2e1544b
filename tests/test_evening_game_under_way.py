"""The evening's game under way belongs to the evening: back at the evening's table from the
menu it is lit ("Weiter: Zehntausend"), the question before the evening ends says that game
ends with it, and once the evening has ended it is not left behind as a game of its own."""

from __future__ import annotations

import pytest
from helpers import run_frames, texts_drawn
from test_menu_evening_card import evening_with_its_game_under_way

from game import saves


def back_at_the_evenings_table(make_app, lang: str):
    app, menu = evening_with_its_game_under_way(make_app, lang)
    menu.resume_evening()
    run_frames(app, 2)
    return app, app.top


@pytest.mark.parametrize("lang", ["de", "en"])
def test_back_from_the_menu_the_game_under_way_is_lit(make_app, lang):
    app, table = back_at_the_evenings_table(make_app, lang)
    lit = table.list.buttons[table.list.index].text()
    assert lit == table.t("evening.table.resume", game=table.t("app.game_short.zehntausend"))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_ending_the_evening_says_its_game_ends_with_it_and_leaves_no_save(make_app, lang):
    app, table = back_at_the_evenings_table(make_app, lang)
    table.ask_end()
    run_frames(app, 60)
    said = table.t("evening.table.end_under_way", game=table.t("app.game.zehntausend"))
    assert any(said in t for t in texts_drawn(app)), "the question says the game under way ends too"
    assert saves.exists(app.data_folder, "zehntausend")
    table.asking.buttons[0].action()          # "Ja, Abend beenden"
    app.save_writer.flush()
    assert not saves.exists(app.data_folder, "zehntausend"), "the evening's game ended with it"
    run_frames(app, 2)
    assert app.top.saved_games == [] and app.top.main_list.buttons[0].text() != app.top.t("app.menu.resume"), \
        "the menu offers no game of an evening that is over"


def test_a_game_of_its_own_outlives_the_evening(make_app):
    """Only the evening's own game ends with it: a game started outside it stays saved."""
    from test_menu_card import leave_unfinished

    from game.seats import Seat

    app = make_app()
    leave_unfinished(app, "durchmarsch")
    app.routes.evening_start([Seat(n, "bot:easy") for n in ("Anna", "Ben")])
    app.routes.evening_end()
    app.save_writer.flush()
    assert saves.exists(app.data_folder, "durchmarsch")
