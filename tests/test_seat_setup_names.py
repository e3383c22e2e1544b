"""The seat setup as friends meet it a second time: a name field opens with the old name
selected, so typing replaces it (Backspace then edits, Esc brings the old one back), and every
game's setup opens with the people, devices, bot levels and seat count of the last time,
kept in the data folder; a damaged file there costs only that memory."""

from __future__ import annotations

import json
import logging

import pygame
import pytest
from helpers import press, run_frames

from game import seat_memory
from game.evening import EVENING_INFO
from game.games import game_by_name
from game.seats import Seat

PEOPLE = '[seats]\nkinds = ["keyboard1", "keyboard2", "bot:normal", "bot:normal", "empty", "empty"]\n'


def setup_of(make_app, game: str, **options):
    app = make_app(PEOPLE, **options)
    app.routes.start()
    app.routes.setup(game_by_name(game))
    return app, app.top


def type_text(app, typed: str) -> None:
    for letter in typed:
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=letter))
        run_frames(app, 1)


def names(setup, n: int | None = None) -> list[str]:
    return [s.name for s in setup.seats[: n or setup.count]]


# ---------------------------------------------------------------- typing a name

def test_the_first_letter_typed_replaces_the_whole_old_name(make_app):
    app, setup = setup_of(make_app, "zehntausend")
    press(app, pygame.K_RETURN)                    # Anna's name opens for editing
    type_text(app, "Bea")
    assert setup.seats[0].name == "Bea", "not 'AnnaBea'"


def test_backspace_after_typing_edits_the_new_name(make_app):
    app, setup = setup_of(make_app, "zehntausend")
    press(app, pygame.K_RETURN)
    type_text(app, "Bob")
    press(app, pygame.K_BACKSPACE)
    type_text(app, "e")
    press(app, pygame.K_RETURN)
    assert setup.seats[0].name == "Boe" and setup.editing is None


def test_esc_brings_back_the_name_the_row_had(make_app):
    app, setup = setup_of(make_app, "zehntausend")
    press(app, pygame.K_DOWN, pygame.K_RETURN)     # Ben's row
    type_text(app, "Xaver")
    press(app, pygame.K_ESCAPE)
    assert setup.seats[1].name == "Ben" and setup.editing is None
    assert app.top is setup, "Esc while typing leaves nothing"


def test_an_arrow_key_keeps_the_old_name_to_change_it(make_app):
    app, setup = setup_of(make_app, "zehntausend")
    press(app, pygame.K_RETURN, pygame.K_RIGHT)
    type_text(app, "lena")
    assert setup.seats[0].name == "Annalena"


def test_backspace_first_clears_the_selected_name_and_an_empty_name_gets_the_default(make_app):
    app, setup = setup_of(make_app, "zehntausend")
    press(app, pygame.K_RETURN, pygame.K_BACKSPACE)
    assert setup.seats[0].name == ""
    press(app, pygame.K_RETURN)
    assert setup.seats[0].name == "Anna"


def test_the_selected_name_is_shown_marked(make_app):
    from scenes.screens.setup import NAME_SELECTION

    app, setup = setup_of(make_app, "zehntausend")

    def marked() -> bool:
        app.draw()
        row = setup.row_rects()[0]
        return any(tuple(app.screen.get_at((x, row.centery)))[:3] == NAME_SELECTION
                   for x in range(row.x + 50, row.x + 200))

    assert not marked()
    press(app, pygame.K_RETURN)
    assert marked(), "the whole name is marked: typing replaces it"
    type_text(app, "B")
    assert not marked()


# ---------------------------------------------------------------- remembered seats

def start_game(app, setup) -> None:
    setup.row = setup.rows.index("start")
    press(app, pygame.K_RETURN)
    assert app.top is not setup and app.top.is_table


def test_the_setup_opens_with_the_people_and_count_of_the_last_time(make_app):
    app, setup = setup_of(make_app, "zehntausend")
    press(app, pygame.K_RETURN)
    type_text(app, "Mia")
    press(app, pygame.K_RETURN, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RIGHT)    # Clara's bot: hard
    setup.row = setup.rows.index("count")
    press(app, pygame.K_RIGHT)                                                    # five seats
    setup.row = 4
    press(app, pygame.K_RETURN)
    type_text(app, "Tom")
    press(app, pygame.K_RETURN)
    chosen = [(s.name, s.kind) for s in setup.seats[:5]]
    assert setup.count == 5 and chosen[0] == ("Mia", "keyboard1") and chosen[2][1] == "bot:hard"
    start_game(app, setup)
    app.routes.menu()
    app.routes.setup(game_by_name("zehntausend"))
    again = app.top
    assert again is not setup and again.count == 5
    assert [(s.name, s.kind) for s in again.seats[:5]] == chosen


def test_the_memory_outlives_the_program_in_the_data_folder(make_app, tmp_path):
    app, setup = setup_of(make_app, "durchmarsch")
    press(app, pygame.K_RETURN)
    type_text(app, "Ida")
    press(app, pygame.K_RETURN)
    start_game(app, setup)
    assert (tmp_path / "data" / seat_memory.FILE_NAME).is_file()
    app2, setup2 = setup_of(make_app, "durchmarsch")
    assert setup2.seats[0].name == "Ida"


def test_a_game_not_played_yet_opens_with_the_people_of_the_last_game(make_app):
    app, setup = setup_of(make_app, "zehntausend")
    press(app, pygame.K_RETURN)
    type_text(app, "Ida")
    press(app, pygame.K_RETURN)
    start_game(app, setup)
    app.routes.menu()
    app.routes.setup(game_by_name("durchmarsch"))
    assert app.top.seats[0].name == "Ida" and app.top.count <= 4


def test_mensch_remembers_its_colours_with_a_person_playing_two(make_app):
    app, setup = setup_of(make_app, "mensch")
    kinds = [s.kind for s in setup.seats[:4]]
    setup.row = 3
    press(app, pygame.K_RIGHT)
    kinds[3] = setup.seats[3].kind
    start_game(app, setup)
    app.routes.menu()
    app.routes.setup(game_by_name("mensch"))
    assert [s.kind for s in app.top.seats[:4]] == kinds


def test_the_evening_remembers_its_players(make_app):
    app = make_app(PEOPLE)
    app.routes.start()
    app.routes.evening_setup()
    setup = app.top
    press(app, pygame.K_RETURN)
    type_text(app, "Ole")
    press(app, pygame.K_RETURN)
    setup.row = setup.rows.index("start")
    press(app, pygame.K_RETURN)                          # the evening begins
    assert app.top is not setup and app.evening is not None
    assert seat_memory.recall(app.data_folder, EVENING_INFO)[0].seats[0].name == "Ole"
    app.evening = None
    app.routes.menu()
    app.routes.evening_setup()
    assert app.top.seats[0].name == "Ole"


def test_a_second_copy_on_the_same_folder_remembers_nothing(make_app):
    app, setup = setup_of(make_app, "zehntausend")
    app._data_claim = (app.data_folder, False)          # as if another copy held the folder
    start_game(app, setup)
    assert not seat_memory.path_in(app.data_folder).exists()


# ---------------------------------------------------------------- hostile files

GARBAGE = [
    b"\x00\xff\xfe garbage",
    b"{not json",
    b"[1, 2, 3]",
    b'{"format": 99, "games": {}}',
    b'{"format": 1, "games": []}',
    b'{"format": 1, "games": {"zehntausend": {"count": 5, "seats": "Anna"}}}',
    b'{"format": 1, "games": {"zehntausend": {"count": 99, "seats": [{"name": "A", "kind": "keyboard1"}]}}}',
    b'{"format": 1, "games": {"zehntausend": {"count": 2, "seats": [{"name": "A", "kind": "rm -rf"}, '
    b'{"name": "B", "kind": "keyboard2"}]}}}',
    b'{"format": 1, "games": {"zehntausend": {"count": true, "seats": [{"name": 5, "kind": "keyboard1"}]}}}',
    b'{"format": 1, "games": {"zehntausend": {"count": 2, "seats": [{"name": "A", "kind": "keyboard1", '
    b'"hints": "yes"}, {"name": "B", "kind": "bot:hard", "style": 9}]}}}',
    b'{"format": 1, "last": "zehntausend", "games": {"zehntausend": 7}}',
    b"[" * 5000 + b"]" * 5000,
    b'{"format": 1, "games": {"zehntausend": {"count": 1e999}}}',
    b"{" + b'"a": 1, ' * 20000 + b'"format": 1}',
]


@pytest.mark.parametrize("raw", GARBAGE, ids=range(len(GARBAGE)))
def test_a_damaged_seats_file_gives_the_defaults_a_line_in_the_log_and_the_game_runs_on(make_app, tmp_path,
                                                                                       caplog, raw):
    folder = tmp_path / "data"
    folder.mkdir()
    seat_memory.path_in(folder).write_bytes(raw)
    with caplog.at_level(logging.WARNING, logger="wuerfelabend.seats"):
        app, setup = setup_of(make_app, "zehntausend")
    assert names(setup) == ["Anna", "Ben", "Clara", "David"] and setup.count == 4
    assert any("seats.json" in r.getMessage() and "default" in r.getMessage() for r in caplog.records), \
        "the log says what was wrong"
    start_game(app, setup)                                   # the next start writes a good file
    remembered, problem = seat_memory.recall(folder, game_by_name("zehntausend"))
    assert problem is None and remembered.count == 4


def test_a_seats_file_that_is_a_folder_or_a_link_is_refused(make_app, tmp_path, caplog):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / seat_memory.FILE_NAME).mkdir()
    with caplog.at_level(logging.WARNING, logger="wuerfelabend.seats"):
        app, setup = setup_of(make_app, "zehntausend")
    assert setup.count == 4 and any("folder" in r.getMessage() for r in caplog.records)
    start_game(app, setup)                                   # cannot be written either: the game goes on
    (folder / seat_memory.FILE_NAME).rmdir()
    target = tmp_path / "elsewhere.json"
    target.write_text(json.dumps({"format": 1, "games": {}}))
    (folder / seat_memory.FILE_NAME).symlink_to(target)
    assert seat_memory.recall(folder, game_by_name("zehntausend"))[1] == "the seats file is a link, not a file"


def test_a_missing_file_is_no_problem(tmp_path):
    assert seat_memory.recall(tmp_path, game_by_name("mensch")) == (None, None)
    assert seat_memory.recall(tmp_path / "nowhere", game_by_name("mensch")) == (None, None)


def test_names_from_the_file_are_cleaned_like_every_name(tmp_path):
    raw = {"format": 1, "games": {"durchmarsch": {"count": 2, "seats": [
        {"name": "A\x00\u202e" + "x" * 40, "kind": "keyboard1"}, {"name": "B", "kind": "bot:easy"}]}}}
    seat_memory.path_in(tmp_path).write_text(json.dumps(raw))
    remembered, problem = seat_memory.recall(tmp_path, game_by_name("durchmarsch"))
    assert problem is None and remembered.seats[1] == Seat("B", "bot:easy")
    assert "\x00" not in remembered.seats[0].name and len(remembered.seats[0].name) <= 16


def run_main(*args, cwd):
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "XDG_DATA_HOME": str(cwd / "xdg"),
           "APPDATA": str(cwd / "xdg"), "HOME": str(cwd)}
    return subprocess.run([sys.executable, str(root / "main.py"), *args], capture_output=True, text=True,
                          timeout=120, env=env, cwd=cwd)


def test_a_headless_run_never_reads_the_players_seats_file(tmp_path):
    player = tmp_path / "xdg" / "wuerfelabend"
    player.mkdir(parents=True)
    (player / seat_memory.FILE_NAME).write_bytes(b"garbage in the player's own folder")
    config = ["--config", str(tmp_path / "c.toml"), "--game", "zehntausend", "--frames", "3"]
    result = run_main(*config, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "seats.json" not in result.stderr, "the headless run looked into the player's data folder"
    assert (player / seat_memory.FILE_NAME).read_bytes() == b"garbage in the player's own folder"
    result = run_main(*config, "--data-dir", str(player), cwd=tmp_path)      # told to use it: it says why not
    assert result.returncode == 0 and "seats.json" in result.stderr and "default" in result.stderr


def test_after_mensch_another_game_opens_with_its_people_once_each(tmp_path):
    rows = [Seat("Anna", "keyboard1"), Seat("Anna", "with:0"), Seat("Clara", "bot:hard"), Seat("Ben", "keyboard2")]
    assert seat_memory.remember(tmp_path, game_by_name("mensch"), rows, 4)
    remembered, problem = seat_memory.recall(tmp_path, game_by_name("zehntausend"))
    assert problem is None and not remembered.exact
    assert [(s.name, s.kind) for s in remembered.seats[: remembered.count]] == [
        ("Anna", "keyboard1"), ("Clara", "bot:hard"), ("Ben", "keyboard2")]


def test_a_hostile_paste_into_a_selected_name_is_cleaned_and_cut(make_app):
    app, setup = setup_of(make_app, "zehntausend")
    press(app, pygame.K_RETURN)
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="\x00\x1b[2J\u202eEvil\nName" + "x" * 10_000))
    run_frames(app, 1)
    name = setup.seats[0].name
    assert len(name) == 16 and "EvilName" in name and not any(ord(c) < 32 for c in name)
    app.draw()


def test_a_storm_of_keys_while_typing_leaves_a_name_and_the_screen(make_app):
    import random

    app, setup = setup_of(make_app, "zehntausend")
    rng = random.Random(7)
    keys = [pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_LEFT, pygame.K_RIGHT,
            pygame.K_HOME, pygame.K_END, pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_e, pygame.K_s]
    for _ in range(600):
        if rng.random() < 0.4:
            app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(["a", "ß", "😀", "\t", " ", "Zoë"])))
        else:
            press(app, rng.choice(keys))
        if app.top is not setup:              # Esc on a row (not while typing) goes back: come again
            app.routes.setup(game_by_name("zehntausend"))
            setup = app.top
        app.draw()
    assert all(len(s.name) <= 16 for s in setup.seats)
    assert setup.editing is None or 0 <= setup.editing < setup.count


@pytest.mark.parametrize("how", ["row", "esc"])
@pytest.mark.parametrize("game", ["mensch", "zehntausend"])
def test_leaving_with_zurueck_keeps_the_names_and_hints_just_edited(make_app, game, how):
    app, setup = setup_of(make_app, game)
    press(app, pygame.K_RETURN)
    type_text(app, "Maximilianetruda")
    press(app, pygame.K_RETURN)
    assert setup.seats[0].name == "Maximilianetruda"
    press(app, pygame.K_e)                      # Anna's own confirm on her row: the coach's hints on
    assert setup.seats[0].hints
    if how == "row":
        setup.row = setup.rows.index("back")
        press(app, pygame.K_RETURN)
    else:
        press(app, pygame.K_ESCAPE)
    assert app.top is not setup, "Zurück leaves"
    app.routes.setup(game_by_name(game))
    again = app.top
    assert again is not setup
    assert again.seats[0].name == "Maximilianetruda" and again.seats[0].hints, "as it was left"
    assert again.count == setup.count


def test_leaving_an_evenings_game_setup_keeps_nothing(make_app):
    from game.evening import Evening, Player

    app, _setup = setup_of(make_app, "durchmarsch")
    app.evening = Evening([Player("Ina", "keyboard1", 0), Player("Ole", "keyboard2", 1),
                           Player("Pia", "bot:hard", 2)], [3, 1], "share")
    app.routes.evening_game(game_by_name("mensch"))
    assert "Ina" in names(app.top, 4)
    press(app, pygame.K_ESCAPE)
    app.evening = None
    app.routes.menu()
    app.routes.setup(game_by_name("mensch"))
    assert "Ina" not in names(app.top, 4), "an evening's players never become a game's remembered people"
