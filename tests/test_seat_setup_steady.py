"""The seat setup holds still and says what is true while names are typed and seats change:
the rows never move under a name being typed, the "name full" note is there only while the
typed name is at the limit, a race's row never loses its person without a step of its own,
and the count reads as seats."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, run_frames
from test_evening import shown

from game.config import NAME_MAX_CHARS
from game.games import game_by_name

PEOPLE = '[seats]\nkinds = ["keyboard1", "keyboard2", "bot:normal", "bot:normal", "empty", "empty"]\n'


def setup_of(make_app, game: str, people: str = PEOPLE, lang: str = "de"):
    app = make_app(people)
    app.set_language(lang)
    app.routes.start()
    app.routes.setup(game_by_name(game))
    return app, app.top


def type_text(app, typed: str) -> None:
    for letter in typed:
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=letter))
        run_frames(app, 1)


# ---------------------------------------------------------------- the rows hold still

def test_the_rows_never_move_while_a_long_name_is_typed(make_app):
    app, setup = setup_of(make_app, "durchmarsch")      # a game with the hints switch and its key at the foot
    before = [r.copy() for r in setup.row_rects()]
    press(app, pygame.K_RETURN)                          # Anna's name opens for editing
    assert setup.row_rects() == before, "opening the name moved the rows"
    for letter in "Maximilian-Alexandra":
        type_text(app, letter)
        assert setup.row_rects() == before, f"typing {setup.seats[0].name!r} moved the rows"
    press(app, pygame.K_BACKSPACE)
    assert setup.row_rects() == before


def test_the_rows_hold_still_while_typing_in_every_game(make_app):
    for game in ("durchmarsch", "zehntausend", "wurf_und_weg", "mensch"):
        app, setup = setup_of(make_app, game)
        before = [r.copy() for r in setup.row_rects()]
        press(app, pygame.K_RETURN)
        type_text(app, "W" * (NAME_MAX_CHARS + 3))
        assert setup.row_rects() == before, game


# ---------------------------------------------------------------- "name full" only while it is

@pytest.mark.parametrize(("lang", "full", "limit"), [
    ("de", "Name voll", "höchstens 16 Zeichen"),
    ("en", "name full", "16 characters at most"),
])
def test_the_full_note_goes_once_the_typed_name_is_refused_as_somebody_elses(make_app, lang, full, limit):
    app, setup = setup_of(make_app, "durchmarsch", lang=lang)
    press(app, pygame.K_RETURN)                          # Anna's name
    type_text(app, "Maximilian-Alexandra")
    press(app, pygame.K_RETURN)
    assert setup.editing is None and setup.seats[0].name == "Maximilian-Alexa"
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)                          # Ben's name
    type_text(app, "maximilian-alexa")                   # Anna's name once more, at the limit
    seen = "\n".join(shown(app))
    assert full in seen, "at the limit the foot says the name is full"
    press(app, pygame.K_RETURN)                          # refused: somebody at the table has it
    assert setup.editing == 1 and setup.name_taken
    seen = "\n".join(shown(app))
    assert full not in seen and limit not in seen, "a refused name is not also 'full'"
    type_text(app, "Mo")                                 # typing another name: it replaces the refused one
    seen = "\n".join(shown(app))
    assert setup.seats[1].name == "Mo"
    assert full not in seen and limit not in seen, "a short name is not full"


# ---------------------------------------------------------------- a race's row keeps its person

RACE = '[seats]\nkinds = ["keyboard1", "keyboard2", "bot:normal", "empty", "bot:hard", "empty"]\n'


@pytest.mark.parametrize(("lang", "said"), [("de", "Auf Tastatur 1 spielt schon Anna"),
                                             ("en", "Anna already plays on Keyboard 1")])
def test_a_step_towards_a_taken_block_never_frees_the_seat_it_says_who_has_it(make_app, lang, said):
    app, setup = setup_of(make_app, "wurf-und-weg", RACE, lang)
    setup.count = 6
    before = [r.copy() for r in setup.row_rects()]
    press(app, pygame.K_DOWN)                            # Ben's row (Keyboard 2)
    press(app, pygame.K_LEFT)                            # towards Keyboard 1: Anna's
    assert setup.seats[1].kind == "keyboard2", "Ben keeps his seat and his keys"
    assert said in "\n".join(shown(app))
    assert setup.row_rects() == before, "the words at the foot take no room from the rows"
    press(app, pygame.K_UP)                              # to Anna's row: the note was Ben's
    assert said not in "\n".join(shown(app))
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RIGHT)                           # the other way: on to a block nobody plays
    assert setup.seats[1].kind == "keyboard3"
    assert said not in "\n".join(shown(app))


def test_in_a_race_free_is_its_own_step_as_in_the_other_games(make_app):
    app, setup = setup_of(make_app, "wurf-und-weg", RACE)
    press(app, pygame.K_LEFT)                            # Anna on the first block: the step before is "frei"
    assert setup.seats[0].is_empty
    press(app, pygame.K_RIGHT)                           # and back
    assert setup.seats[0].kind == "keyboard1"
    press(app, pygame.K_DOWN)
    seen = []
    for _ in range(12):                                  # Ben once round the whole cycle to the right
        press(app, pygame.K_RIGHT)
        seen.append(setup.seats[1].kind)
    assert "keyboard1" not in seen, "Anna's block is skipped"
    assert seen.index("empty") == seen.index("bot:hard") + 1, "free comes right after the hardest bot"
    assert seen[seen.index("empty") + 1] == "keyboard2", "and after free the first block nobody plays"


def test_in_a_game_of_turns_the_step_left_shares_the_block(make_app):
    app, setup = setup_of(make_app, "zehntausend", RACE)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_LEFT)
    assert setup.seats[1].kind == "keyboard1"            # Ben passes the keyboard with Anna


# ---------------------------------------------------------------- the count reads as seats

@pytest.mark.parametrize(("lang", "three", "one"), [("de", "· 3 spielen", "· 1 spielt"), ("en", "· 3 playing", "· 1 playing")])
def test_the_count_says_how_many_of_its_seats_are_played(make_app, lang, three, one):
    people = '[seats]\nkinds = ["keyboard1", "empty", "bot:normal", "empty", "bot:hard", "empty"]\n'
    app, setup = setup_of(make_app, "wurf-und-weg", people, lang)
    setup.count = 6                                      # six seats, three of them free
    seen = "\n".join(shown(app))
    assert three in seen, "six seats, three play: the count row says so"
    setup.count = 2                                      # Anna and a free seat
    assert one in "\n".join(shown(app))
    setup.count = 6
    setup.seats[1:] = [setup.seats[2]] * 5               # every seat played
    assert not any(t.lstrip().startswith("·") and ("spiel" in t or "playing" in t) for t in shown(app)), \
        "with every seat played the count is just the seats"
