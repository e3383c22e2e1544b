"""One name, one player: the seat setup refuses a name a person at the table already has (a
line on the seat says so and the typing stays open), and a bot whose name a person takes
gives way, so the table and the statistics never show two "Ben"."""

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


def test_a_bot_gives_way_to_a_persons_typed_name(make_app):
    app, setup = setup_of(make_app)
    rename(app, setup, 2, "Ben")            # Clara becomes Ben while the bot Ben sits at the table
    assert setup.editing is None
    assert names(setup) == ["Anna", "Clara", "Ben", "David"], "the bot takes the name Clara gave up"
    assert setup.seats[2].is_human and setup.seats[1].is_bot


def test_a_row_turned_into_a_bot_takes_another_name_than_the_person_has(make_app):
    app, setup = setup_of(make_app)
    rename(app, setup, 2, "David")           # the bot David gives way
    assert len({name_key(n) for n in names(setup)}) == 4
    setup.row = 0
    press(app, pygame.K_RIGHT)               # Anna's row becomes whoever comes next: no two alike
    assert len({name_key(n) for n in names(setup)}) == len(names(setup))


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
