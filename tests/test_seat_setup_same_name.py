"""One name, one player: the seat setup refuses a name a person at the table already has (a
line on the seat says so and the typing stays open), a bot's name as well (a bot row keeps its
name), a name a person gives up is no bot's to take (unless it is that bot's own default), so
the table and the statistics never show two "Ben"."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, run_frames, texts_drawn

from game.config import name_key
from game.games import game_by_name
from game.seats import Seat
from game.stats import fold
from scenes.screens.setup import bots_give_way, same_name_as, seat_problem

# Anna (keyboard 1), Ben (bot), Clara (keyboard 2), David (bot)
PEOPLE = '[seats]\nkinds = ["keyboard1", "bot:normal", "keyboard2", "bot:normal", "empty", "empty"]\n'


def setup_of(make_app, game: str = "durchmarsch", language: str = "de"):
    app = make_app(PEOPLE + f'[general]\nlanguage = "{language}"\n')
    app.routes.start()
    app.routes.setup(game_by_name(game))
    return app, app.top


def rename(app, setup, row: int, typed: str) -> None:
    """Choose row `row`, open its name, type `typed` over it and press Enter."""
    setup.row = row
    press(app, pygame.K_RETURN)
    for letter in typed:
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=letter))
        run_frames(app, 1)
    press(app, pygame.K_RETURN)


def names(setup) -> list[str]:
    return [s.name for s in setup.seats[: setup.count]]


@pytest.mark.parametrize("language, line", [("de", "Anna sitzt schon am Tisch"),
                                            ("en", "Anna is already at the table")])
def test_a_persons_name_is_refused_with_a_line_on_the_seat_and_the_typing_stays_open(make_app, language, line):
    app, setup = setup_of(make_app, language=language)
    rename(app, setup, 2, "Anna")
    assert setup.editing == 2, "the name field stays open to type another name"
    assert any(line in text for text in texts_drawn(app)), "the seat says why the name is refused"
    press(app, pygame.K_BACKSPACE)
    for letter in "Clara":
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=letter))
    assert not any(line in text for text in texts_drawn(app)), "typing on clears the refusal"
    press(app, pygame.K_RETURN)
    assert setup.editing is None and names(setup) == ["Anna", "Ben", "Clara", "David"]


def test_a_bots_name_is_refused_too_and_the_bot_keeps_it(make_app):
    app, setup = setup_of(make_app)
    rename(app, setup, 2, "Ben")            # Clara types the bot Ben's name
    assert setup.editing == 2 and setup.name_taken, "refused: the bot's row keeps its name"
    press(app, pygame.K_ESCAPE)
    assert setup.editing is None and names(setup) == ["Anna", "Ben", "Clara", "David"]


def test_a_name_a_person_gives_up_is_not_taken_by_a_bot(make_app):
    app, setup = setup_of(make_app)
    rename(app, setup, 0, "Zoë")            # Anna renames herself: "Anna" is free
    assert setup.editing is None
    assert names(setup) == ["Zoë", "Ben", "Clara", "David"], "every bot keeps its own name"


def test_a_bot_that_gave_way_takes_back_only_its_own_name(make_app):
    app, setup = setup_of(make_app)
    setup.seats[0] = Seat("Ben", "keyboard1")      # a person called Ben sits at row 0, the bot Ben at row 1
    setup.settle_names()
    given = names(setup)[1]
    assert given != "Ben" and len({name_key(n) for n in names(setup)}) == 4, "the bot gave way"
    rename(app, setup, 0, "Otto")            # the person gives up "Ben": the bot's own default
    assert names(setup) == ["Otto", "Ben", "Clara", "David"], "the bot takes its own name back"
    rename(app, setup, 0, "Paul")            # "Otto" is nobody's default: no bot takes it
    assert names(setup) == ["Paul", "Ben", "Clara", "David"]


def test_no_renaming_ever_leaves_two_rows_with_one_name(make_app):
    import random

    app, setup = setup_of(make_app)
    rng = random.Random(5)
    pool = ["Anna", "Ben", "Clara", "David", "Emma", "Felix", "Otto", "anna ", "BEN"]
    for _ in range(150):
        row = rng.randrange(setup.count)
        if setup.seats[row].is_empty:
            continue
        rename(app, setup, row, rng.choice(pool))
        if setup.editing is not None:
            press(app, pygame.K_ESCAPE)
        if rng.random() < 0.5:          # rows change who plays them (an empty seat too) and the count
            setup.row = rng.randrange(len(setup.rows) - 3)
            press(app, rng.choice([pygame.K_LEFT, pygame.K_RIGHT]))
        shown_names = [name_key(n) for n in names(setup) if n]
        at_table = [name_key(setup.seats[i].name) for i in range(setup.count) if not setup.seats[i].is_empty]
        assert len(set(at_table)) == len(at_table), f"two alike: {names(setup)}"
        assert shown_names


@pytest.mark.parametrize("typed", ["anna", "ANNA", "Anna   ", "  anna", "An\u200bna", "Ann\u00ada",
                                   "Ａｎｎａ"])
def test_names_differing_only_in_case_spacing_or_invisible_characters_are_refused(make_app, typed):
    app, setup = setup_of(make_app)
    rename(app, setup, 2, typed)
    assert setup.editing == 2 and setup.name_taken, f"{typed!r} is Anna again"
    assert app.top is setup


def test_one_name_in_two_unicode_forms_is_one_person(make_app):
    app, setup = setup_of(make_app)
    rename(app, setup, 0, "Zoë")                     # Zoë typed as one letter
    rename(app, setup, 2, "Zoe\u0308")               # and as e with two dots
    assert setup.editing == 2, "the same Zoë twice is refused"
    assert fold("Zoë") == fold("zoe\u0308 ") == fold("ZO\u200bË"), "the statistics count her once"


def test_two_people_with_one_name_cannot_start(make_app):
    app, setup = setup_of(make_app)
    setup.seats[2] = Seat("anna ", "keyboard2")        # (as from an old memory of the seats)
    setup.row = setup.rows.index("start")
    press(app, pygame.K_RETURN)
    assert app.top is setup and setup.message, "the game does not start with two Annas"


def test_bots_give_way_to_people_and_the_later_of_two_bots_changes():
    seats = [Seat("Ben", "bot:normal"), Seat("ben", "keyboard1"), Seat("Ben", "bot:hard"), Seat("Bo", "bot:easy")]
    out = bots_give_way(seats, 4, ["Anna", "Ben", "Clara"])
    assert [s.name for s in out][1] == "ben" and len({name_key(s.name) for s in out}) == 4
    assert all(same_name_as(out, 4, i) is None for i in range(4))
    assert seat_problem(game_by_name("durchmarsch"), out) is None


def test_garbage_names_never_crash_the_comparison():
    for junk in ["", "   ", "\u200b\u200b", "\x00\x1b[31m", "\ud800", "𝔄𝔫𝔫𝔞", "a" * 10_000, None, b"\xff\xfe"]:
        assert isinstance(name_key(junk), str)
    assert name_key("\u200b") == name_key("") == ""


def test_a_person_coming_back_to_an_empty_seat_never_brings_a_name_taken_meanwhile(make_app):
    app, setup = setup_of(make_app)
    setup.row = 3
    while not setup.seats[3].is_empty:      # the bot David's seat is emptied
        press(app, pygame.K_RIGHT)
    rename(app, setup, 2, "David")           # meanwhile Clara calls herself David
    assert setup.editing is None
    setup.row = 3
    press(app, pygame.K_RIGHT)               # the empty seat gets a person again
    assert setup.seats[3].is_human
    assert len({name_key(n) for n in names(setup)}) == 4, f"two alike: {names(setup)}"
