"""Choosing a game in a Spieleabend while an older game of that kind is saved: the question
says plainly that it is an older game outside this evening and that the new game is the
evening's, German and English; the evening's own game under way is asked about as before."""

from __future__ import annotations

import pytest
from helpers import run_frames, texts_drawn, throw_first

from game.games import game_by_name
from game.seats import Seat

ZEHN = game_by_name("zehntausend")
WORDS = {
    "de": ("nicht von diesem Spieleabend", "Partie des Abends starten", "Zurück zum Spieleabend"),
    "en": ("not from this game night", "Start the game night's game", "Back to the game night"),
}


def an_older_game_then_an_evening(make_app, lang):
    from scenes.screens.menu import MenuScene

    app = make_app()
    app.set_language(lang)
    app.reset_to(MenuScene(app))
    table = app.routes.table(ZEHN, [Seat("Xaver", "keyboard1"), Seat("Yvonne", "bot:easy")], 5)
    app.push(table)
    throw_first(app, table)
    app.routes.evening_start([Seat(n, "bot:easy") for n in ("Anna", "Ben")])
    app.routes.evening_game(ZEHN)
    return app, app.top


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_question_names_the_older_game_outside_the_evening(make_app, lang):
    app, menu = an_older_game_then_an_evening(make_app, lang)
    outside, start, back = WORDS[lang]
    assert menu.choosing
    detail = menu.question[1]()
    assert outside in detail and "Xaver, Yvonne" in detail, detail
    assert [b.text() for b in menu.list.buttons][0] == start
    assert menu.question[0]() == {"de": "Spieleabend: Zehntausend", "en": "Game night: Zehntausend"}[lang]
    run_frames(app, 2)
    menu.list.index = 1
    assert back in menu.question_hint()
    assert start in texts_drawn(app)


def test_the_evenings_own_game_is_asked_about_as_before(make_app):
    app = make_app()
    app.routes.start()
    app.routes.evening_start([Seat(n, "bot:easy") for n in ("Anna", "Ben")])
    app.routes.evening_game(ZEHN)
    table = app.top
    throw_first(app, table)
    table.on_quit()
    app.save_writer.flush()
    app.routes.evening_game(ZEHN)
    menu = app.top
    if getattr(menu, "question", None) is None:
        pytest.skip("the evening's own game goes straight on here")
    assert "Spieleabend" not in menu.question[1]() and menu.question[0]() == "Zehntausend"
    assert [b.text() for b in menu.list.buttons][0] == "Weiterspielen"


def test_an_older_game_nobody_threw_in_is_not_asked_about(make_app):
    from game import saves
    from game.dice import SeededDice

    app = make_app()
    app.routes.start()
    saves.write(app.data_folder, ZEHN.module, [Seat("Xaver", "keyboard1"), Seat("Yvonne", "bot:easy")], 5,
                ZEHN.engine().Match(2, dice=SeededDice(5)))
    app.routes.evening_start([Seat(n, "bot:easy") for n in ("Anna", "Ben")])
    app.routes.evening_game(ZEHN)
    assert getattr(app.top, "info", None) is ZEHN, "the evening's game starts at once"
