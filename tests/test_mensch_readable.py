"""The Mensch table reads in the player's language from the sofa: the letters on the board's
circles and their legend are English in English mode, the turn card never grows past two
lines, the board stands out of the table like a wooden board, and a forced move is named
before the figure walks."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, sizes_drawn, texts_drawn
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
    """Every letter on the English board and its legend comes from the English table: B for
    base, S for start, a-d home; the German A (start) stands nowhere on it."""
    mb._board.cache_clear()
    app, scene = table(make_app, arranged(START, [(3,)]), lang="en")
    texts = texts_drawn(app)
    letters = mb.board_letters(app.texts)
    assert scene.board is mb.board_surface(mb.BOARD_RECT.w, letters), "the table shows the English board"
    board = mb.board_texts(mb.BOARD_RECT.w, letters).texts
    assert {"B", "S", "a", "b", "c", "d"} <= set(board), "the board's circles are lettered"
    assert "A" not in board and "H" not in board, "no German letter on the English board"
    assert all(part in texts for part in "B base · S start · a–d home".split(" · "))
    allowed = proper_names()
    assert not [t for t in texts + board if german_words(t, allowed)], "no German word on the English table"


def test_a_german_board_keeps_the_rule_sheets_letters(make_app):
    app, _scene = table(make_app, arranged(START, [(3,)]), lang="de")
    board = mb.board_texts(mb.BOARD_RECT.w, mb.board_letters(app.texts))
    assert {"B", "A", "a", "d"} <= set(board.texts) and "H" not in board.texts


LONG = "Maximilian-Alexa"     # sixteen letters


def prompt_card(app, scene, seconds=4.0):
    """Wait (on the simulated clock) until the turn card asks its person; every text (with its
    size) a frame drawn afresh shows."""
    for _ in range(int(seconds * 60)):
        app.step(1 / 60)
        if scene.prompt_text() is not None and not scene.busy():
            break
    assert scene.prompt_text() is not None, "the table names the waiting person"
    scene.panel_cache.clear()
    return sizes_drawn(app)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("devices", [("keyboard1", "keyboard2", "keyboard3", "pad1"),
                                     ("keyboard2", "keyboard3", "pad1", "keyboard1")])
def test_the_turn_card_holds_a_long_name_and_its_keys_in_two_lines(make_app, lang, devices):
    """Sixteen letters of name on one line, what to press on one line under it: to roll and to
    move, in German and English, whoever's keys they are (the card never grows a third line)."""
    from scenes.tables.mensch import panels

    seats = [Seat(LONG, d) for d in devices]
    figures = {0: [("track", 5), ("track", 12), "B", "B"], 1: [("track", 30), "B", "B", "B"]}
    app, scene = table(make_app, arranged(figures, [(3,)]), seats, lang)
    for word, press_key in (("mensch.table.roll", True), ("mensch.table.move", False)):
        shown = prompt_card(app, scene, 4.0 if press_key else 8.0)
        assert any(t == LONG and s >= text.READABLE for t, s in shown), "the whole name, readable"
        assert any(t == scene.t(word) and s >= text.READABLE for t, s in shown), shown
        row = scene.turn_key_rect
        assert row is not None and panels.STATUS_RECT.contains(row) and row.h <= panels.TURN_KEY + 15
        if press_key:
            press(app, pygame.K_e if devices[0] == "keyboard1" else
                  {"keyboard2": pygame.K_o, "keyboard3": pygame.K_PAGEDOWN}[devices[0]])
    assert scene.shown.phase == "move" and len(scene.options) == 2, "a choice between two figures"


def brightness(colour) -> float:
    r, g, b = colour[:3]
    return 0.299 * r + 0.587 * g + 0.114 * b


def test_the_board_has_depth_like_a_wooden_board(make_app):
    """The board casts a shadow on the table, its circles are sunk into it (shadow inside their
    upper left edge, a lit lip at the lower right) and the figures are domed (lit on their upper
    left, shaded on their lower right); all of it drawn once and reused."""
    app, scene = table(make_app, arranged(START, [(3,)]))
    app.draw()
    screen = app.screen
    rect = mb.BOARD_RECT
    from scenes.ui.backdrop import backdrop
    felt = backdrop(dice=False)
    below = (rect.centerx, rect.bottom + 4)
    assert brightness(screen.get_at(below)) < brightness(felt.get_at(below)) - 8, "a shadow under the board"
    x, y = scene.geo.xy(*mg.TRACK_XY[15])
    r = scene.geo.radius * 0.62
    upper_left, lower_right = screen.get_at((round(x - r), round(y - r))), screen.get_at((round(x + r), round(y + r)))
    assert brightness(upper_left) < brightness(lower_right) - 25, "the circle is a hollow in the board"
    sprite = mb.figure_sprite(0, scene.geo.figure)
    c, f = sprite.get_width() / 2, scene.geo.figure * 0.6
    lit, shaded = sprite.get_at((round(c - f), round(c - f))), sprite.get_at((round(c + f * 0.7), round(c + f * 0.5)))
    assert lit.a > 200 and shaded.a > 200 and brightness(lit) > brightness(shaded) + 25, "a domed figure"
    letters = mb.board_letters(app.texts)
    assert mb.board_surface(rect.w, letters) is scene.board, "the board is drawn once"
    assert mb.figure_sprite(0, scene.geo.figure) is sprite and mb.hole_shade(round(scene.geo.radius * 3)) is \
        mb.hole_shade(round(scene.geo.radius * 3))


FORCED = {0: [("track", 5), ("home", 3), ("home", 2), ("home", 1)], 1: [("track", 30), "B", "B", "B"]}


def step(app, seconds):
    for _ in range(round(seconds * 120)):
        app.step(1 / 120)


def thrown(app, scene, seconds=6.0):
    """Anna throws; the table runs until the die lies and her move is asked for."""
    press(app, pygame.K_e)
    for _ in range(round(seconds * 120)):
        app.step(1 / 120)
        if scene.shown.phase == "move" and not scene.busy():
            return
    raise AssertionError("the die never came to rest")


@pytest.mark.parametrize(("lang", "title", "line"), [
    ("de", "Nur ein Zug möglich", "Anna zieht: 2 Kreise weiter"),
    ("en", "Only one move possible", "Anna moves: 2 spaces on")])
def test_a_forced_move_is_named_before_the_figure_goes(make_app, lang, title, line):
    app, scene = table(make_app, arranged(FORCED, [(2,)]), lang=lang)
    thrown(app, scene)
    said = texts_drawn(app)
    assert title in said and line in said, "the table names the one possible move"
    assert scene.match.position(0, 0) == ("track", 5) and scene.spots[(0, 0)] == ("track", 5)
    step(app, 0.75)
    said = texts_drawn(app)
    assert title in said and line in said and scene.match.position(0, 0) == ("track", 5), "a readable moment"
    for _ in range(6 * 120):
        app.step(1 / 120)
        if scene.match.position(0, 0) != ("track", 5):
            break
    assert scene.match.position(0, 0) == ("track", 7), "then it plays itself"
    hopping = 0
    for _ in range(3 * 120):
        app.step(1 / 120)
        hopping += any(mo.key == (0, 0) for mo in scene.motions)
    assert hopping >= 20, "and the figure is seen hopping there"
    assert scene.spots[(0, 0)] == ("track", 7)


def test_a_press_plays_the_forced_move_at_once(make_app):
    app, scene = table(make_app, arranged(FORCED, [(2,)]))
    thrown(app, scene)
    assert "Anna zieht: 2 Kreise weiter" in texts_drawn(app)
    press(app, pygame.K_e)
    assert scene.match.position(0, 0) == ("track", 7), "the key skips the wait"


@pytest.mark.parametrize(("figures", "throw", "why"), [
    ({0: ["B", "B", "B", "B"]}, 3, "Aus dem Haus kommt eine Figur nur mit einer 6."),
    ({0: [("track", 38), ("home", 3), ("home", 2), ("home", 1)]}, 5,
     "Ins Ziel geht es nur mit der genauen Zahl auf einen freien Platz.")])
def test_no_possible_move_says_why(make_app, figures, throw, why):
    figures = {**figures, 1: [("track", 30), "B", "B", "B"]}
    app, scene = table(make_app, arranged(figures, [(throw,)]))
    press(app, pygame.K_e)
    said = set()
    for _ in range(6 * 120):
        app.step(1 / 120)
        if scene.toast is not None:
            said.add(scene.toast.sub)
        if said and not scene.busy():
            break
    assert any(sub.startswith(f"Gelb kann mit der {throw} nicht ziehen: {why}") for sub in said), said
