"""A saved Mensch game opened again: "what just happened" says the game was continued and
whose turn it is ("Partie fortgesetzt – Anna ist dran"), never "Noch ist nichts passiert",
until the first new move lands."""

from __future__ import annotations

import json
import random

import pytest
from helpers import settle, texts_drawn

from game import saves
from game.dice import SeededDice
from game.games import game_by_name
from game.mensch import bots
from game.mensch.match import Match, Rules
from game.seats import Seat

SEATS = [Seat("Anna", "keyboard1"), Seat("Ben", "bot:normal"), Seat("Clara", "bot:normal"),
         Seat("David", "bot:normal")]
WORDS = {"de": ("Partie fortgesetzt\u00a0– {name} ist dran", "Noch ist nichts passiert."),
         "en": ("Game continued\u00a0– {name}'s turn", "Nothing has happened yet.")}


def resumed_table(make_app, lang: str, actions: int = 40):
    """A game played `actions` actions by the engine, saved, and opened again from the menu's route."""
    app = make_app()
    app.set_language(lang)
    m = Match(4, Rules(), SeededDice(5))
    rng = random.Random(5)
    for _ in range(actions):
        seat = m.current_seat
        m.apply(seat, bots.choose(m, seat, "normal", rng))
    saves.write(app.data_folder, "mensch", SEATS, 5, m, {"owners": list(m.owners)})
    app.routes.menu()
    app.routes.resume(saves.load(app.data_folder, "mensch"))
    return app, app.top, SEATS[m.owners[m.current_colour]].name


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_resumed_game_says_it_was_continued_and_whose_turn_it_is(make_app, lang):
    app, table, on_turn = resumed_table(make_app, lang)
    continued, nothing = WORDS[lang]
    drawn = texts_drawn(app)
    assert continued.format(name=on_turn) in drawn, drawn
    assert nothing not in drawn, "moves were made before the save"


def test_the_continued_line_gives_way_to_the_first_new_move(make_app):
    app, table, on_turn = resumed_table(make_app, "de")
    line = WORDS["de"][0].format(name=on_turn)
    assert line in texts_drawn(app)
    for _ in range(40):                      # the seats act until a new line lands
        seat = table.match.current_seat
        if table.history and table.history[-1].key != "mensch.log.resumed":
            break
        table.act(seat, bots.choose(table.match, seat, "normal", random.Random(1)))
        settle(app, table)
    drawn = texts_drawn(app)
    assert line not in drawn, "the game goes on: the card tells its new moves"
    assert len(table.history) >= 1 and all(h.key != "mensch.log.resumed" for h in table.history)


def test_a_new_game_still_says_nothing_has_happened(make_app):
    app = make_app()
    app.routes.menu()
    table = app.routes.table(game_by_name("mensch"), SEATS, 5)
    app.push(table)
    drawn = texts_drawn(app)
    assert "Noch ist nichts passiert." in drawn and not any("fortgesetzt" in t for t in drawn)


# ---------------------------------------------------------------- the lines kept with the save

def played_table(make_app, actions: int = 12):
    """A table of four bots that played `actions` actions with the animations landing, and its save."""
    app = make_app()
    app.routes.menu()
    seats = [Seat(s.name, "bot:normal") for s in SEATS]
    table = app.routes.table(game_by_name("mensch"), seats, 9)
    app.push(table)
    for _ in range(actions):
        table.act(table.match.current_seat, bots.choose(table.match, table.match.current_seat, "normal",
                                                        random.Random(2)))
        settle(app, table)
    app.save_writer.flush()
    return app, table


def test_a_resumed_game_shows_the_last_lines_it_had_under_the_continued_line(make_app):
    app, table = played_table(make_app)
    before = [h.words(table.t) for h in table.history]
    assert len(before) >= 3
    app.routes.menu()
    app.routes.resume(saves.load(app.data_folder, "mensch"))
    again = app.top
    assert again is not table
    assert [h.words(again.t) for h in again.history[:-1]] == before, "the lines as they were"
    assert again.history[-1].key == "mensch.log.resumed", "newest: the game was continued"
    drawn = texts_drawn(app)
    assert any(before[-1] in t for t in drawn), drawn


@pytest.mark.parametrize("junk", [
    "not a list", 7, None, {"a": 1}, [[0, "move", "moved", {"name": "Anna"}, "x"]],
    [[9, "move", "moved", {"name": "Anna"}, 3]], [[0, "boom", "moved", {"name": "Anna"}, 3]],
    [[0, "move", "title", {}, None]], [[0, "move", "resumed", {"name": "Anna"}, None]],
    [[0, "move", "moved", {"name": "\x00\u200b"}, 3]], [[0, "move", "moved", {"name": "Anna", "x": 1}, 3]],
    [[0, "home", "home", {"name": "Anna", "letter": "{name}"}, None]], [[0, "move", "moved", {"name": 5}, 3]],
    [[True, "move", "moved", {"name": "Anna"}, 3]], [[0, "move", "moved", {"name": "A" * 5000}, 3]],
    [[0, "none", "no_move", {"name": "Anna", "value": 10 ** 20}, None]], [[0, "move", "moved", {}, 3]] * 500,
])
def test_a_damaged_log_in_the_save_costs_only_its_lines(make_app, junk):
    app, table = played_table(make_app, actions=4)
    path = saves.save_path(app.data_folder, "mensch")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["extra"]["log"] = junk + [[1, "move", "entered", {"name": "Ben"}, None]] if isinstance(junk, list) \
        else junk
    path.write_text(json.dumps(data), encoding="utf-8")
    app.routes.menu()
    app.routes.resume(saves.load(app.data_folder, "mensch"))
    again = app.top
    assert again.is_table, "the game itself resumes"
    assert again.history[-1].key == "mensch.log.resumed"
    for h in again.history:
        words = h.words(again.t)
        assert "{" not in words and "\x00" not in words and len(words) < 120
    if isinstance(junk, list):
        assert [h.key for h in again.history[:-1]][-1:] == ["mensch.log.entered"], "a sound line is kept"
    texts_drawn(app)
