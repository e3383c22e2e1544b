"""The coach's switch: `hints` in config.toml and the settings, a "Tipps" badge on each person's
row of the seat setup (the seat's own confirm key or a click switches it), and the choice going
with the seats into the game, its save, a resume, a rematch and an evening's players. Garbage
in config.toml, a save or an evening file is reported or refused with its reason; files from
before the hints still load, with the hints off."""

from __future__ import annotations

import json
import random

import pygame
import pytest
from helpers import press, run_frames
from setup_kit import switches_shown
from test_evening import shown
from test_saves_hostile import assert_refused_and_next_start_works

from game import config as configmod
from game import evening as evenings
from game import saves
from game.evening import Evening, EveningRejected, Player
from game.games import game_by_name
from game.seats import Seat
from scenes.input import InputAction

HINTS_ON = "[general]\nhints = true\n"
PEOPLE = '[seats]\nkinds = ["keyboard1", "keyboard2", "pad1", "bot:hard", "empty", "empty"]\n'


def setup_of(app, game: str):
    app.routes.start()
    app.routes.setup(game_by_name(game))
    return app.top


# ---------------------------------------------------------------- config.toml and the settings

def test_hints_are_off_unless_config_toml_switches_them_on(make_app):
    assert configmod.Config().general.hints is False
    assert make_app().config.general.hints is False
    app = make_app(HINTS_ON)
    assert app.config.general.hints is True and app.config.problems == []


@pytest.mark.parametrize("value", ['"yes"', '"true"', "1", "0", "1.0", "[true]", "{ on = true }", '""'])
def test_a_hints_value_that_is_no_true_or_false_is_reported_and_the_hints_stay_off(make_app, value):
    app = make_app(f"[general]\nhints = {value}\n")
    assert app.config.general.hints is False
    problems = [p for p in app.config.problems if p.key == "general.hints"]
    assert len(problems) == 1, app.config.problems
    said = str(problems[0])
    assert "wrong type" in said and "true or false" in said and "using the default" in said
    app.routes.start()
    app.draw()                                        # the menu still draws, with the banner


def test_the_config_template_documents_hints(make_app):
    from pathlib import Path

    text = (Path(__file__).resolve().parent.parent / "config.toml").read_text(encoding="utf-8")
    lines = text.splitlines()
    at = lines.index("hints = false")
    assert lines[at - 1].startswith("# Seat setup:") and "(true or false)" in lines[at - 1]
    assert "hints = false" in configmod.default_text()


def test_the_settings_screen_switches_hints_for_new_seats_and_saves_them(make_app, tmp_path):
    app = make_app()
    app.routes.start()
    app.routes.settings()
    settings = app.top
    row = next(i for i, r in enumerate(settings.current.rows) if r.name == "hints")
    settings.index = row
    assert "Tipps für neue Plätze" in shown(app)
    settings.handle(InputAction("any", "right"))
    assert app.config.general.hints is True
    assert settings.save()
    again = configmod.load(tmp_path / "config.toml")
    assert again.general.hints is True and again.problems == []
    app.set_language("en")
    assert "Hints for new seats" in shown(app)


# ---------------------------------------------------------------- the seat setup

def test_a_persons_row_shows_hints_as_the_config_says_and_a_bot_has_no_badge(make_app):
    for text, on in (("", False), (HINTS_ON, True)):
        app = make_app(text + PEOPLE)
        setup = setup_of(app, "zehntausend")
        setup.count = 5
        seen = shown(app)
        badges = [setup.badge_rect(i) is not None for i in range(setup.count)]
        assert badges == [True, True, True, False, False], "people have a badge, a bot and nobody not"
        assert [setup.seats[i].hints for i in range(3)] == [on] * 3
        assert switches_shown(app, setup) == {0: on, 1: on, 2: on}, seen


def test_the_seats_own_confirm_key_on_its_own_row_switches_its_hints(make_app):
    app = make_app(PEOPLE)
    setup = setup_of(app, "durchmarsch")
    assert setup.row == 0 and setup.seats[0].kind == "keyboard1"
    assert any("Anna: E schaltet die Tipps an/aus" in t for t in shown(app)), "the foot names that row's own key"
    press(app, pygame.K_e)                        # Anna's confirm key on Anna's row
    assert setup.seats[0].hints is True and setup.editing is None
    assert switches_shown(app, setup)[0] is True, "Anna's switch shows it"
    press(app, pygame.K_e)
    assert setup.seats[0].hints is False
    press(app, pygame.K_o)                        # Ben's confirm on Anna's row: a letter, nothing
    assert setup.seats[0].hints is False and setup.editing is None
    # a pad: A takes the row, A again on its own row switches its hints
    setup.row = 2
    setup.seats[2] = Seat("Clara", "bot:easy")
    setup.handle(InputAction("pad1", "confirm"))
    assert setup.seats[2].kind == "pad1" and setup.seats[2].hints is False
    setup.handle(InputAction("pad1", "confirm"))
    assert setup.seats[2].hints is True
    # a bot's row: confirm is its name, never hints
    setup.row = 3
    press(app, pygame.K_RETURN)
    assert setup.seats[3].hints is False and setup.editing == 3


def test_a_click_on_the_badge_switches_hints(make_app):
    app = make_app(PEOPLE)
    setup = setup_of(app, "zehntausend")
    badge = setup.badge_rect(1)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=badge.center, button=1))
    assert setup.seats[1].hints is True and setup.editing is None
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=setup.badge_rect(1).center, button=1))
    assert setup.seats[1].hints is False


def test_hints_go_with_the_seats_to_the_table_and_a_bot_never_has_them(make_app):
    app = make_app(HINTS_ON + PEOPLE)
    setup = setup_of(app, "zehntausend")
    setup.count = 4
    press(app, pygame.K_e)                        # Anna switches hers off
    setup.start()
    table = app.top
    assert table.is_table
    assert [(s.name, s.wants_hints) for s in table.seats] == [("Anna", False), ("Ben", True), ("Clara", True),
                                                              ("David", False)]
    assert table.seats[3].hints is False, "a bot's seat is never kept with hints"


def test_a_person_with_two_mensch_colours_has_the_hints_of_their_own_row(make_app):
    app = make_app(HINTS_ON + '[seats]\nkinds = ["keyboard1", "bot:hard", "empty", "keyboard2", "empty", "empty"]\n')
    setup = setup_of(app, "mensch")
    assert setup.badge_rect(2) is None, "a colour played with another row has no badge of its own"
    setup.row = 3
    press(app, pygame.K_o)                        # Ben's own row: off
    setup.start()
    table = app.top
    assert [(s.name, s.wants_hints) for s in table.seats] == [("Anna", True), ("Ben", False), ("David", False)]
    assert table.match.owners == (0, 1, 0, 2)


def test_the_command_line_gives_people_the_hints_config_toml_says(make_app):
    app = make_app(HINTS_ON)
    app.routes.start("durchmarsch", [Seat("Anna", "keyboard1"), Seat("Bot", "bot:hard")], 3)
    assert [s.wants_hints for s in app.top.seats] == [True, False]


# ---------------------------------------------------------------- saves, resume and rematch

def test_hints_survive_a_save_and_weiterspielen(make_app):
    app = make_app()
    app.routes.start()
    table = app.routes.table(game_by_name("durchmarsch"),
                             [Seat("Anna", "keyboard1", hints=True), Seat("Ben", "keyboard2")], 5)
    app.push(table)
    run_frames(app, 2)
    app.save_writer.flush()
    raw = json.loads(saves.save_path(app.data_folder, "durchmarsch").read_text(encoding="utf-8"))
    assert raw["seats"] == [{"name": "Anna", "kind": "keyboard1", "hints": True}, {"name": "Ben", "kind": "keyboard2"}]
    loaded = saves.load(app.data_folder, "durchmarsch")
    assert [s.hints for s in loaded.seats] == [True, False]
    app.routes.menu()
    app.routes.resume(loaded)
    assert [s.wants_hints for s in app.top.seats] == [True, False]


def test_an_old_save_without_hints_loads_with_the_hints_off(make_app):
    app = make_app()
    app.routes.start()
    table = app.routes.table(game_by_name("zehntausend"), [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2")], 5)
    app.push(table)
    run_frames(app, 2)
    app.save_writer.flush()
    data = json.loads(saves.save_path(app.data_folder, "zehntausend").read_text(encoding="utf-8"))
    assert all("hints" not in s for s in data["seats"]), "a game without hints is saved as before"
    loaded = saves.parse_bytes(json.dumps(data).encode())
    assert [s.hints for s in loaded.seats] == [False, False]


@pytest.mark.parametrize("value", ["yes", 1, 0, None, [], {}, 1.5, "true"])
def test_a_save_whose_hints_are_no_true_or_false_is_refused_with_the_reason(make_app, value):
    app = make_app()
    app.routes.start()
    table = app.routes.table(game_by_name("durchmarsch"),
                             [Seat("Anna", "keyboard1", hints=True), Seat("Ben", "keyboard2")], 5)
    app.push(table)
    run_frames(app, 2)
    app.save_writer.flush()
    data = json.loads(saves.save_path(app.data_folder, "durchmarsch").read_text(encoding="utf-8"))
    data["seats"][0]["hints"] = value
    raw = json.dumps(data).encode()
    with pytest.raises(saves.SaveRejected, match="hints are not true or false"):
        saves.parse_bytes(raw)
    assert_refused_and_next_start_works(make_app, "durchmarsch", raw, "hints are not true or false")


def test_a_save_with_an_unknown_field_in_a_seat_is_still_refused(make_app):
    data = {"name": "Anna", "kind": "keyboard1", "hints": True, "coach": "yes"}
    with pytest.raises(saves.SaveRejected, match="malformed"):
        saves._seats([data, {"name": "Ben", "kind": "keyboard2"}], game_by_name("durchmarsch"))


def finished(table) -> None:
    """Bots play every seat of the table's match to its end (the table's seats stay as they are)."""
    rng = random.Random(1)
    m = table.match
    while not m.is_over:
        seat = m.current_seat
        m.apply(seat, table.bots.choose(m, seat, "hard", rng))


def test_hints_survive_a_rematch(make_app):
    app = make_app()
    app.routes.start()
    seats = [Seat("Anna", "keyboard1", hints=True), Seat("Ben", "keyboard2"), Seat("Cem", "bot:easy")]
    app.routes.play(game_by_name("durchmarsch"), seats, 5)
    table = app.top
    finished(table)
    app.routes.results(table)
    results = app.top
    app.routes.rematch(results)
    again = app.top
    assert again.is_table and again is not table
    assert [(s.name, s.wants_hints) for s in again.seats] == [("Anna", True), ("Ben", False), ("Cem", False)]


# ---------------------------------------------------------------- the Spieleabend

def test_an_evening_keeps_each_players_hints_in_every_game_and_in_its_file(make_app):
    app = make_app(PEOPLE)
    app.routes.start()
    app.routes.evening_setup()
    setup = app.top
    setup.count = 4
    press(app, pygame.K_e)                        # Anna, on her row, switches hers on
    setup.row = 2
    setup.handle(InputAction("pad1", "confirm"))  # Clara's pad on her row: on
    setup.start()
    ev = app.evening
    assert [p.hints for p in ev.players] == [True, False, True, False]
    data = json.loads(evenings.path_in(app.data_folder).read_text(encoding="utf-8"))
    assert [p["hints"] for p in data["players"]] == [True, False, True, False]
    assert [p.hints for p in Evening.from_dict(data).players] == [True, False, True, False]
    app.routes.evening_game(game_by_name("zehntausend"))      # everyone has a seat: straight to the table
    assert [s.wants_hints for s in app.top.seats] == [True, False, True, False]


def test_hints_switched_in_a_game_of_the_evening_hold_for_the_rest_of_it(make_app):
    app = make_app()
    app.routes.start()
    app.routes.evening_start([Seat(n, k) for n, k in (("Anna", "keyboard1"), ("Ben", "keyboard2"), ("Cem", "pad1"),
                                                      ("Dora", "bot:hard"), ("Emil", "bot:easy"))])
    app.routes.evening_game(game_by_name("durchmarsch"))      # five players, four seats: the setup
    setup = app.top
    row = next(i for i, s in enumerate(setup.seats) if s.name == "Ben" and not s.is_empty)
    setup.row = row
    press(app, pygame.K_o)                        # Ben, on his row
    assert [p.hints for p in app.evening.players] == [False, True, False, False, False]
    setup.start()
    assert {s.name: s.wants_hints for s in app.top.seats}.get("Ben") is True


def evening_dict() -> dict:
    ev = Evening([Player("Anna", "keyboard1", 4, True), Player("Ben", "pad1", 0), Player("Cem", "bot:hard", 2)])
    return json.loads(json.dumps(ev.to_dict()))


def test_an_old_evening_file_without_hints_loads_with_the_hints_off(make_app):
    data = evening_dict()
    for player in data["players"]:
        del player["hints"]
    assert [p.hints for p in Evening.from_dict(data).players] == [False, False, False]


@pytest.mark.parametrize("value", ["yes", 1, None, [], {}])
def test_an_evening_file_whose_hints_are_no_true_or_false_is_refused_and_set_aside(make_app, value):
    data = evening_dict()
    data["players"][0]["hints"] = value
    with pytest.raises(EveningRejected, match="hints are not true or false"):
        Evening.from_dict(data)
    app = make_app()
    folder = app.data_folder
    folder.mkdir(parents=True)
    evenings.path_in(folder).write_bytes(json.dumps(data).encode())
    found, refused = evenings.load(folder)
    assert found is None and "hints are not true or false" in refused.why
    app.routes.start()
    app.draw()
