"""The evening file against everything it can be: each damaged file is refused with a clear
message in the menu's banner, moved aside (never over an earlier one), and the game runs on: the
menu draws and a new evening starts and is kept. Then Hypothesis mutates a real evening file."""

from __future__ import annotations

import copy
import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from helpers import choose, run_frames
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import evening as evenings
from game.evening import Evening, Player
from game.games import game_by_name
from game.seats import Seat

ROOT = Path(__file__).resolve().parent.parent


def real_evening() -> dict:
    ev = Evening([Player("Anna", "keyboard1"), Player("Ben", "pad1"), Player("Cem", "bot:hard")])
    ev.record("zehntausend", [0, 1, 2], [[2], [0, 1]], [{"total": 10250, "best_turn": 1500}, {"total": 8000},
                                                        {"total": 7000}])
    ev.record("mensch", [1, 0], [[0], [1]], [{"captures": 4}, {"captures": 2}])
    ev.begin("durchmarsch", 42, [0, 1, 2])
    return ev.to_dict()


def with_(change) -> bytes:
    data = real_evening()
    change(data)
    return json.dumps(data).encode()


def set_(path, value):
    def change(data):
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


CASES = {
    "garbage": bytes(range(256)) * 8,
    "not_json": b'{"format": 1, "players": [',
    "empty_file": b"",
    "nan_points": with_(set_(["points"], [10, 6])).replace(b"[10, 6]", b"[NaN, 6]"),
    "infinity_figure": with_(set_(["games", 0, "figures", 0, "total"], 1)).replace(b'"total": 1,', b'"total": Infinity,'),
    "float_that_overflows": with_(set_(["games", 0, "figures", 0, "total"], 1)).replace(b'"total": 1,', b'"total": 1e999,'),
    "huge_number": with_(set_(["current", "seed"], 1)).replace(b'"seed": 1', b'"seed": ' + b"9" * 5000),
    "huge_file": b'{"format": 1, "pad": "' + b"x" * (2 * 1024 * 1024) + b'"}',
    "nested_100000_deep": b"[" * 100_000 + b"]" * 100_000,
    "wrong_type_players": with_(set_(["players"], "two")),
    "wrong_type_points": with_(set_(["points"], "10, 6, 4")),
    "bool_as_format": with_(set_(["format"], True)),
    "points_rising": with_(set_(["points"], [1, 5, 10])),
    "points_negative": with_(set_(["points"], [10, -6])),
    "unknown_ties": with_(set_(["ties"], "coin flip")),
    "one_player": with_(set_(["players"], [{"name": "Anna", "kind": "keyboard1"}])),
    "same_name_twice": with_(set_(["players", 1, "name"], "Anna")),
    "name_only_control_characters": with_(set_(["players", 1, "name"], "\x1b\x00\x07\u202e")),
    "unknown_kind": with_(set_(["players", 2, "kind"], "bot:godlike")),
    "empty_player": with_(set_(["players", 2, "kind"], "empty")),
    "ranking_misses_a_seat": with_(set_(["games", 0, "ranking"], [[2], [0]])),
    "ranking_twice": with_(set_(["games", 0, "ranking"], [[2], [0, 0]])),
    "seat_of_a_stranger": with_(set_(["games", 1, "seats"], [1, 7])),
    "too_many_seats_for_mensch": with_(set_(["games", 1, "seats"], [0, 1, 2, 3, 4])),
    "unknown_game": with_(set_(["games", 0, "game"], "chess")),
    "figure_out_of_range": with_(set_(["games", 0, "figures", 0, "total"], 10 ** 12)),
    "figures_not_a_list": with_(set_(["games", 0, "figures"], {"total": 1})),
    "date_no_date": with_(set_(["games", 0, "played_at"], "yesterday")),
    "current_seed_too_big": with_(set_(["current", "seed"], 2 ** 70)),
    "current_unknown_game": with_(set_(["current", "game"], "poker")),
    "unknown_field": with_(set_(["cheat"], True)),
    "missing_field": with_(lambda d: d.pop("games")),
    "too_many_games": with_(lambda d: d.__setitem__("games", d["games"] * 300)),
    "list_at_the_top": b"[1, 2, 3]",
    "style_a_string": with_(set_(["players", 1, "style"], "2")),
    "style_negative": with_(set_(["players", 1, "style"], -1)),
    "style_out_of_range": with_(set_(["players", 1, "style"], 6)),
    "style_a_float": with_(set_(["players", 1, "style"], 1.0)),
    "style_true": with_(set_(["players", 1, "style"], True)),
    "style_null": with_(set_(["players", 1, "style"], None)),
    "style_nan": with_(set_(["players", 1, "style"], 77)).replace(b'"style": 77', b'"style": NaN'),
    "style_overflows": with_(set_(["players", 1, "style"], 77)).replace(b'"style": 77', b'"style": 1e309'),
    "style_twice": with_(set_(["players", 2, "style"], 0)),
    "style_of_another_row": with_(lambda d: (d["players"][0].__setitem__("style", 1),
                                             d["players"][1].pop("style"))),
}


def menu(app):
    from scenes.screens.menu import MenuScene

    scene = MenuScene(app)
    app.reset_to(scene)
    return scene


def assert_refused_and_the_game_runs_on(app, scene, aside: str) -> None:
    folder = app.data_folder
    lines = scene.banner_lines()
    assert any(line.startswith("Der Spieleabend evening.json ließ sich nicht laden") and aside in line
               for line in lines), lines
    assert all(len(line) < 400 for line in lines), "one readable line each"
    assert scene.evening is None and scene.list.buttons[0].text() != "Abend fortsetzen"
    assert (folder / aside).exists() or os.path.islink(folder / aside), "the damaged file is kept aside"
    assert not os.path.lexists(evenings.path_in(folder))
    run_frames(app, 5)
    app.draw()
    # ... and a new evening starts and is kept
    app.routes.evening_start([Seat("Anna", "keyboard1"), Seat("Ben", "bot:easy")])
    app.draw()
    again, refused = evenings.load(folder)
    assert refused is None and [p.name for p in again.players] == ["Anna", "Ben"]


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_damaged_evening_file_is_refused_moved_aside_and_the_game_runs_on(make_app, case):
    app = make_app()
    folder = app.data_folder
    folder.mkdir(parents=True, exist_ok=True)
    evenings.path_in(folder).write_bytes(CASES[case])
    scene = menu(app)
    assert_refused_and_the_game_runs_on(app, scene, "evening.json.rejected-1")


def test_the_real_evening_of_these_cases_is_accepted(make_app):
    """The cases above differ from a good file only where they say."""
    app = make_app()
    folder = app.data_folder
    folder.mkdir(parents=True, exist_ok=True)
    evenings.path_in(folder).write_bytes(with_(lambda d: None))
    scene = menu(app)
    assert scene.evening is not None and scene.list.buttons[0].text() == "Abend fortsetzen"
    assert scene.list.buttons[0].hint_text() == "2 Spiele gespielt · mit Anna, Ben, Cem"


def test_a_folder_in_place_of_the_evening_file_is_moved_aside(make_app):
    app = make_app()
    path = evenings.path_in(app.data_folder)
    path.mkdir(parents=True)
    (path / "inside.txt").write_text("kept", encoding="utf-8")
    scene = menu(app)
    assert any("ein Ordner" in line or "folder" in line for line in scene.banner_lines()), scene.banner_lines()
    assert_refused_and_the_game_runs_on(app, scene, "evening.json.rejected-1")
    assert (app.data_folder / "evening.json.rejected-1" / "inside.txt").read_text(encoding="utf-8") == "kept"


def test_a_link_or_a_pipe_in_place_of_the_evening_file_is_refused_without_hanging(make_app, tmp_path):
    app = make_app()
    folder = app.data_folder
    folder.mkdir(parents=True)
    secret = tmp_path / "elsewhere.json"
    content = with_(lambda d: None)
    secret.write_bytes(content)
    os.symlink(secret, evenings.path_in(folder))
    scene = menu(app)
    assert any("link" in line for line in scene.banner_lines())
    assert_refused_and_the_game_runs_on(app, scene, "evening.json.rejected-1")
    assert secret.read_bytes() == content, "a file a link points to is never written through"
    evenings.clear(folder)
    os.mkfifo(evenings.path_in(folder))
    app2 = make_app()
    scene = menu(app2)
    assert_refused_and_the_game_runs_on(app2, scene, "evening.json.rejected-2")


def test_refused_evening_files_never_overwrite_one_another(make_app):
    app = make_app()
    folder = app.data_folder
    folder.mkdir(parents=True)
    for n, content in enumerate((b"first", b"second"), start=1):
        evenings.path_in(folder).write_bytes(content)
        menu(app)
        assert (folder / f"evening.json.rejected-{n}").read_bytes() == content


def test_a_full_disk_is_said_on_the_evening_table_and_the_evening_goes_on(make_app, monkeypatch):
    from scenes.screens.evening.table import EveningScene

    app = make_app()
    app.routes.start()

    def full(folder, evening):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(evenings, "save", full)
    app.routes.evening_start([Seat("Anna", "keyboard1"), Seat("Ben", "bot:easy")])
    assert isinstance(app.top, EveningScene)
    assert app.top.warning() == "Spieleabend nicht gespeichert: No space left on device"
    app.draw()
    r, g, b, *_ = app.screen.get_at((5, 715))
    assert r > g + 40, "the warning is the red line at the foot of the screen"
    choose(app, app.top, 2, calm=1.1)                           # Zehntausend: the evening goes on
    assert app.top.is_table and app.evening.current.game == "zehntausend"


HOLDER = """
import sys
sys.path.insert(0, sys.argv[1])
from game import datalock
print(datalock.acquire(sys.argv[2]), flush=True)
sys.stdin.read()
"""


def test_a_second_copy_keeps_no_evening_and_never_touches_the_firsts(make_app, tmp_path):
    folder = tmp_path / "shared"
    folder.mkdir()
    content = with_(lambda d: None)
    evenings.path_in(folder).write_bytes(content)
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(ROOT), str(folder)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "True", "the first copy holds the folder"
        app = make_app(data_dir=folder)
        scene = menu(app)
        assert scene.evening is None, "the first copy plays that evening"
        app.routes.evening_start([Seat("Cem", "keyboard1"), Seat("Dora", "bot:easy")])
        app.evening.record("zehntausend", [0, 1], [[0], [1]])
        app.routes.evening_end()
        assert evenings.path_in(folder).read_bytes() == content, "the first copy's evening, untouched"
        assert not (folder / "stats.sqlite3").exists()
    finally:
        holder.stdin.close()
        holder.wait(timeout=60)


# ---------------------------------------------------------------- Hypothesis: mutated real files

PATHS = [["format"], ["id"], ["started_at"], ["points"], ["points", 0], ["ties"], ["ended"], ["players"],
         ["players", 0], ["players", 0, "name"], ["players", 1, "kind"], ["players", 0, "style"],
         ["players", 2, "style"], ["games"], ["games", 0],
         ["games", 0, "seats"], ["games", 0, "seats", 1], ["games", 0, "ranking"], ["games", 0, "ranking", 1],
         ["games", 0, "figures", 0], ["games", 0, "figures", 0, "total"], ["games", 1, "game"],
         ["games", 1, "played_at"], ["current"], ["current", "seed"], ["current", "seats"]]
VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(2 ** 70), max_value=2 ** 70),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=40),
    st.lists(st.integers(min_value=-3, max_value=8), max_size=7),
    st.lists(st.lists(st.integers(min_value=-1, max_value=4), max_size=3), max_size=4),
    st.dictionaries(st.text(max_size=8), st.integers(), max_size=3),
    st.sampled_from(["mensch", "keyboard1", "bot:hard", "empty", "share", "best", "2026-11-20T20:00:00"]),
)


def mutate(data: dict, path: list, action: str, value):
    target = data
    for key in path[:-1]:
        target = target[key]
    last = path[-1]
    if action == "delete":
        del target[last]
    elif action == "set":
        target[last] = value
    elif action == "add" and isinstance(target, dict):
        target[f"extra_{last}"] = value
    elif action == "add" and isinstance(target, list):
        target.append(value)


def encoded(data) -> bytes:
    text = json.dumps(data, allow_nan=True)
    return text.encode("utf-8", "surrogatepass")


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                     HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(PATHS), st.sampled_from(["set", "delete", "add"]), VALUES),
                min_size=1, max_size=3),
       st.sampled_from(["whole", "cut", "flip"]), st.integers(min_value=0, max_value=10 ** 6))
def test_mutated_evening_files_never_crash_and_are_never_accepted_impossible(tmp_path_factory, changes, damage, where):
    data = real_evening()
    for path, action, value in changes:
        try:
            mutate(data, path, action, copy.deepcopy(value))
        except (KeyError, IndexError, TypeError):
            pass
    raw = encoded(data)
    if damage == "cut":
        raw = raw[: where % (len(raw) + 1)]
    elif damage == "flip" and raw:
        i = where % len(raw)
        raw = raw[:i] + bytes([raw[i] ^ 0x5A]) + raw[i + 1:]
    folder = tmp_path_factory.mktemp("evening")
    evenings.path_in(folder).write_bytes(raw)
    found, refused = evenings.load(folder)
    if found is None:
        assert refused is not None and refused.why and refused.moved_to is not None
        assert refused.moved_to.read_bytes() == raw, "the refused file is kept as it was"
        return
    # accepted: a whole evening, whatever was changed
    table = found.standings()
    assert sorted(s.player for s in table) == list(range(len(found.players)))
    assert all(s.points >= 0 and s.games <= len(found.games) for s in table)
    found.highlights()
    assert evenings.parse_bytes(json.dumps(found.to_dict()).encode()).to_dict() == found.to_dict()


# ---------------------------------------------------------------- four seats mashing keys

def evening_builders():
    from scenes.screens.evening.end import EveningEndScene
    from scenes.screens.evening.table import EveningScene
    from scenes.screens.setup import SetupScene

    def evening(app) -> Evening:
        app.evening = Evening([Player("Anna", "keyboard1"), Player("Ben", "keyboard2"), Player("Cem", "pad1"),
                               Player("Dora", "bot:easy"), Player("Emil", "bot:hard")])
        app.evening.record("zehntausend", [0, 1, 2, 3, 4], [[4], [0, 1], [2], [3]], [{"best_turn": 900}] * 5)
        return app.evening

    return {
        "evening_setup": lambda app: SetupScene(app, evenings.EVENING_INFO),
        "evening_table": lambda app: EveningScene(app, evening(app)),
        "evening_mensch_setup": lambda app: SetupScene(app, game_by_name("mensch"), evening=evening(app)),
        "evening_durchmarsch_setup": lambda app: SetupScene(app, game_by_name("durchmarsch"),
                                                            evening=evening(app)),
        "evening_end": lambda app: EveningEndScene(app, evening(app)),
    }


@pytest.mark.parametrize("name", sorted(evening_builders()))
def test_four_seats_mashing_never_break_an_evening_screen(make_app, monkeypatch, name):
    import random

    from test_input_storm import EVENTS_PER_SCENE, FakePad, back_to_menu, storm

    from scenes.screens.menu import MenuScene

    monkeypatch.setattr(pygame.joystick, "Joystick", lambda index: FakePad(500 + index))
    app = make_app()
    app.config.general.dice_speed = 4.0
    app.config.general.bot_speed = 8.0
    app.running = True
    app.push(MenuScene(app))
    for i in range(2):
        app.dispatch(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=i))
    app.push(evening_builders()[name](app))
    storm(app, random.Random(name), EVENTS_PER_SCENE)
    app.draw()
    back_to_menu(app)
    app.draw()
    found, refused = evenings.load(app.data_folder)
    assert refused is None, "whatever was pressed, the evening file reads back"
