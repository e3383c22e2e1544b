"""The Mensch table reads in the player's language from the sofa: the letters on the board's
circles and their legend are English in English mode, the turn card never grows past two
lines, the board stands out of the table like a wooden board, and a forced move is named
before the figure walks."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, texts_drawn
from test_english_screens import german_words, proper_names
from test_mensch_table import INFO

from game.dice import ScriptedDice
from game.mensch import match as mg
from game.seats import Seat
from scenes.tables.mensch import board as mb
from scenes.ui import text

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
    app, scene = table(make_app, arranged(START, [(3,)]), lang="en")
    texts = texts_drawn(app)
    letters = mb.board_letters(app.texts)
    assert scene.board is mb.board_surface(mb.BOARD_RECT.w, letters), "the table shows the English board"
    board = mb.board_texts(mb.BOARD_RECT.w, letters).texts
    assert {"W", "S", "a", "b", "c", "d"} <= set(board), "the board's circles are lettered"
    assert "B" not in board and "A" not in board, "no German letter on the English board"
    assert "Circles: W waiting · S start · a–d home" in texts
    allowed = proper_names()
    assert not [t for t in texts + board if german_words(t, allowed)], "no German word on the English table"


def test_a_german_board_keeps_the_rule_sheets_letters(make_app):
    app, _scene = table(make_app, arranged(START, [(3,)]), lang="de")
    board = mb.board_texts(mb.BOARD_RECT.w, mb.board_letters(app.texts))
    assert {"B", "A", "a", "d"} <= set(board.texts) and "W" not in board.texts


LONG = "Maximilian-Alexa"     # sixteen letters


def prompt_card(app, scene, seconds=4.0):
    """Wait (on the simulated clock) until the turn card asks its person; its lines."""
    for _ in range(int(seconds * 60)):
        app.step(1 / 60)
        if scene.prompt_text() is not None and not scene.busy():
            break
    assert scene.prompt_text() is not None, "the table names the waiting person"
    app.draw()
    _pic, shown, action_lines = scene._prompt_pic[1]
    return shown, action_lines


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("devices", [("keyboard1", "keyboard2", "keyboard3", "pad1"),
                                     ("keyboard2", "keyboard3", "pad1", "keyboard1")])
def test_the_turn_card_holds_a_long_name_and_its_keys_in_two_lines(make_app, lang, devices):
    """Sixteen letters of name on one line, what to press on one line under it: to roll and to
    move, in German and English, whoever's keys they are (the card never grows a third line)."""
    seats = [Seat(LONG, d) for d in devices]
    figures = {0: [("track", 5), ("track", 12), "B", "B"], 1: [("track", 30), "B", "B", "B"]}
    app, scene = table(make_app, arranged(figures, [(3,)]), seats, lang)
    shown, lines = prompt_card(app, scene)
    assert shown[0][0] == LONG and shown[0][1] >= text.READABLE, "the whole name, readable"
    assert len(lines) == 1 and shown[1][1] >= text.READABLE, f"to roll: {lines}"
    press(app, pygame.K_e if devices[0] == "keyboard1" else
          {"keyboard2": pygame.K_o, "keyboard3": pygame.K_PAGEDOWN}[devices[0]])
    shown, lines = prompt_card(app, scene, 8.0)
    assert scene.shown.phase == "move" and len(scene.options) == 2, "a choice between two figures"
    assert len(lines) == 1 and shown[1][1] >= text.READABLE, f"to move: {lines}"
