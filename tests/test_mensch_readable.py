"""The Mensch table reads in the player's language from the sofa: the letters on the board's
circles and their legend are English in English mode, the turn card never grows past two
lines, the board stands out of the table like a wooden board, and a forced move is named
before the figure walks."""

from __future__ import annotations

from helpers import texts_drawn
from test_english_screens import german_words, proper_names
from test_mensch_table import INFO

from game.dice import ScriptedDice
from game.mensch import match as mg
from game.seats import Seat
from scenes.tables.mensch import board as mb

PEOPLE = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2"), Seat("Clara", "keyboard3"),
          Seat("David", "keyboard4")]


def table(make_app, match, seats=None, lang="de", size=None):
    from scenes.tables.mensch.table import TableScene

    app = make_app() if size is None else make_app(size=size)
    app.set_language(lang)
    scene = TableScene(app, INFO, seats or PEOPLE, 1, match=match)
    app.push(scene)
    return app, scene


def arranged(figures, throws, colour=0):
    return mg.Match.arranged(figures, colour=colour, seats=4, dice=ScriptedDice(throws))


START = {0: [("track", 5), "B", "B", "B"], 1: [("track", 30), "B", "B", "B"]}


def test_an_english_board_is_lettered_in_english(make_app):
    """Every letter on the English board and its legend comes from the English table: W for
    waiting, S for start, a-d home; the German B and A stand nowhere on it."""
    mb._board.cache_clear()
    app, _scene = table(make_app, arranged(START, [(3,)]), lang="en")
    texts = texts_drawn(app)
    singles = {t for t in texts if len(t) == 1 and t.isalpha()}
    assert {"W", "S", "a", "b", "c", "d"} <= singles, "the board's circles are lettered"
    assert "Circles: W waiting · S start · a–d home" in texts
    board = mb.board_texts(mb.BOARD_RECT.w, mb.board_letters(app.texts))
    assert "B" not in board.texts and "A" not in board.texts, "no German letter on the English board"
    allowed = proper_names()
    assert not [t for t in texts if german_words(t, allowed)], "no German word on the English table"


def test_a_german_board_keeps_the_rule_sheets_letters(make_app):
    app, _scene = table(make_app, arranged(START, [(3,)]), lang="de")
    board = mb.board_texts(mb.BOARD_RECT.w, mb.board_letters(app.texts))
    assert {"B", "A", "a", "d"} <= set(board.texts) and "W" not in board.texts
