"""Saves against everything a file, a disk, a second copy or a kill can do.

Each case the players could meet has its own test, named after what they would notice; at
the end, Hypothesis mutates real mid-game saves of all four games (wrong types, nan and
infinities, huge and negative numbers, deleted and added keys, deep nesting, control
characters, cut and flipped bytes) and sends every one through the menu's real load path:
nothing may crash, and a save that is accepted must be a possible game that resumes into a
table that plays on and draws.
"""

from __future__ import annotations

import copy
import errno
import json
import os
import random
import subprocess
import sys
import time
import unicodedata
from pathlib import Path

import pytest
from helpers import run_frames
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import datalock, saves
from game.config import SEAT_KINDS
from game.games import game_by_name
from game.seats import Seat

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("durchmarsch", "mensch", "zehntausend", "wurf_und_weg")


# ---------------------------------------------------------------- helpers

SEATS = [Seat("Anna", "bot:hard"), Seat("Ben", "bot:normal"), Seat("Cem", "bot:easy")]


def mid_game(module: str, seed: int = 9, actions: int = 14):
    """A real match of three bots, played by the game's own bots for a while."""
    import random

    from game.dice import SeededDice

    info = game_by_name(module)
    engine, bots = info.engine(), info.bots()
    match = engine.Match(3, engine.Rules(), SeededDice(seed))
    rng = random.Random(seed)
    if info.realtime:
        players = [bots.Bot(s, "normal", rng) for s in range(3)]
        for _ in range(actions * 3):
            times = [p[1] for p in (b.next_action(match, match.now) for b in players) if p is not None]
            if match.next_deadline() is not None:
                times.append(match.next_deadline())
            t = max(match.now, min(times))
            match.tick(t)
            match.apply_batch([(b.seat, a) for b in players for a in b.poll(match, t)])
    else:
        levels = [s.bot_level for s in SEATS]
        for _ in range(actions):
            seat = match.current_seat
            match.apply(seat, bots.choose(match, seat, levels[seat], rng))
    assert not match.is_over, module
    return match


@pytest.fixture(scope="module")
def real_saves(tmp_path_factory) -> dict[str, bytes]:
    """One real mid-game save of each game, written by the game's own writer."""
    base = tmp_path_factory.mktemp("real")
    out = {}
    for module in GAMES:
        match = mid_game(module)
        owners = getattr(match, "owners", None)
        saves.write(base, module, SEATS, 9, match, {"owners": list(owners)} if owners is not None else {})
        out[module] = saves.save_path(base, module).read_bytes()
        assert saves.parse_bytes(out[module]).match.to_dict() == match.to_dict()
    return out


def menu(app):
    from scenes.screens.menu import MenuScene
    scene = MenuScene(app)
    app.reset_to(scene)
    return scene


def tampered(raw: bytes, change) -> bytes:
    data = json.loads(raw)
    change(data)
    return json.dumps(data, ensure_ascii=False).encode("utf-8", "surrogatepass")


def put(folder: Path, module: str, raw: bytes) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = saves.save_path(folder, module)
    path.write_bytes(raw)
    return path


def assert_refused_and_next_start_works(make_app, module: str, raw: bytes, why: str | None = None) -> list[str]:
    """The menu opens, names the problem, moves the file aside; a second start is clean."""
    app = make_app()
    folder = app.data_folder
    path = put(folder, module, raw)
    n = 1 + len(list(folder.glob(f"{path.name}.rejected-*")))
    scene = menu(app)
    assert not scene.saved_games, "the save was accepted"
    assert scene.list.buttons[0].text() != "Weiterspielen"
    lines = [line for line in scene.banner_lines() if "beiseitegelegt" in line]
    assert lines, scene.banner_lines()
    assert path.name in lines[0] and f"{path.name}.rejected-{n}" in lines[0], lines
    if why is not None:     # the detail is for the log, never in the players' sentence
        details = [params.get("why", "") for _key, params in app.notices]
        assert any(why in d for d in details), details
    assert not path.exists() and (folder / f"{path.name}.rejected-{n}").exists()
    run_frames(app, 5)
    app.draw()
    again = make_app()
    scene = menu(again)
    assert not scene.saved_games and not scene.banner_lines(), "the next start is clean"
    again.draw()
    return lines


def seats_of(raw: bytes) -> list[dict]:
    return json.loads(raw)["seats"]


# ---------------------------------------------------------------- what the players would notice

@pytest.mark.parametrize("module,word", [("mensch", -1), ("zehntausend", 2**64), ("wurf_und_weg", -1),
                                         ("durchmarsch", 2**32)])
def test_a_save_with_an_out_of_range_dice_state_is_moved_aside_and_the_menu_opens(make_app, real_saves, module, word):
    def change(data):
        data["match"]["dice"]["state"][1][5] = word
    assert_refused_and_next_start_works(make_app, module, tampered(real_saves[module], change), "out of range")


def test_a_save_with_a_wrong_dice_position_or_all_zero_state_is_refused(make_app, real_saves):
    def position(data):
        data["match"]["dice"]["state"][1][-1] = 625
    assert_refused_and_next_start_works(make_app, "mensch", tampered(real_saves["mensch"], position))

    def zeros(data):
        data["match"]["dice"]["state"][1] = [0] * 624 + [624]
    assert_refused_and_next_start_works(make_app, "mensch", tampered(real_saves["mensch"], zeros))


def test_a_save_nested_100000_deep_is_moved_aside_and_the_menu_opens(make_app):
    raw = b"[" * 100_000 + b"]" * 100_000
    assert_refused_and_next_start_works(make_app, "durchmarsch", raw, "nested")


def test_a_zehntausend_save_nested_900_deep_inside_its_match_is_moved_aside(make_app, real_saves):
    text = real_saves["zehntausend"].decode()
    deep = "[" * 900 + "]" * 900
    raw = text.replace('"history": [', f'"history": [{deep}, ', 1).encode()
    assert raw != real_saves["zehntausend"]
    assert_refused_and_next_start_works(make_app, "zehntausend", raw, "nested")


def test_a_save_with_fewer_seats_than_its_match_is_refused_instead_of_crashing_at_the_table(make_app, real_saves):
    def change(data):
        data["seats"] = data["seats"][:2]          # the match has three
    assert_refused_and_next_start_works(make_app, "zehntausend", tampered(real_saves["zehntausend"], change),
                                        "2 seats for a game of 3")


def test_a_save_with_an_empty_seat_is_refused(make_app, real_saves):
    def change(data):
        data["seats"][1]["kind"] = "empty"
    assert_refused_and_next_start_works(make_app, "durchmarsch", tampered(real_saves["durchmarsch"], change),
                                        "empty seat")


def test_a_save_with_test_dice_is_refused_so_no_save_can_load_the_dice(make_app, real_saves):
    def change(data):
        data["match"]["dice"] = {"kind": "scripted", "throws": [[6] * 8] * 50}
    assert_refused_and_next_start_works(make_app, "durchmarsch", tampered(real_saves["durchmarsch"], change),
                                        "seeded")


def coasters_won(data, each: int, seats=(0, 1)):
    """Seats `seats` hold `each` won coasters (taken from the pile)."""
    m = data["match"]
    for s in seats:
        more = each - len(m["won"][s])
        m["won"][s] += m["pile"][:more]
        m["pile"] = m["pile"][more:]


def test_a_wurf_und_weg_save_missing_a_rule_while_two_seats_hold_the_winning_coasters_is_refused(make_app, real_saves):
    def legal(data):
        data["match"]["rules"]["coasters_to_win"] = 5
        coasters_won(data, 3)
    assert saves.parse_bytes(tampered(real_saves["wurf_und_weg"], legal)).match.won[0], \
        "three coasters each with five to win is a possible game"

    def missing(data):
        legal(data)
        del data["match"]["rules"]["coasters_to_win"]
    assert_refused_and_next_start_works(make_app, "wurf_und_weg", tampered(real_saves["wurf_und_weg"], missing),
                                        "coasters_to_win")

    def won_already(data):
        coasters_won(data, 3)                      # three to win, the game goes on: impossible
    assert_refused_and_next_start_works(make_app, "wurf_und_weg", tampered(real_saves["wurf_und_weg"], won_already),
                                        "winning coasters")


@pytest.mark.parametrize("field,value", [("now", -1e300), ("now", 1e300), ("frozen_until", [1e9] * 3),
                                         ("roll_ready", [-5.0, 0.0, 0.0])])
def test_a_wurf_und_weg_save_whose_clock_would_freeze_the_game_is_refused(make_app, real_saves, field, value):
    def change(data):
        data["match"][field] = value
    assert_refused_and_next_start_works(make_app, "wurf_und_weg", tampered(real_saves["wurf_und_weg"], change))


def test_a_save_with_extra_rules_or_conflicting_house_rules_is_refused(make_app, real_saves):
    def conflict(data):
        data["match"]["rules"]["minus"] = True
        data["match"]["rules"]["nix"] = True
    assert_refused_and_next_start_works(make_app, "zehntausend", tampered(real_saves["zehntausend"], conflict),
                                        "exclude each other")

    def missing(data):
        del data["match"]["rules"]["three_sixes"]
    assert_refused_and_next_start_works(make_app, "mensch", tampered(real_saves["mensch"], missing), "three_sixes")


def test_seat_names_with_control_characters_are_cleaned(make_app, real_saves):
    def change(data):
        data["seats"][0]["name"] = "An\x00na\x1b[2J\u202e\ud800\n" + "x" * 40
    app = make_app()
    data = json.loads(real_saves["durchmarsch"])
    change(data)
    put(app.data_folder, "durchmarsch", json.dumps(data).encode())     # the lone surrogate as an escape
    scene = menu(app)
    name = scene.saved_games[0].seats[0].name
    assert name.startswith("Anna[2J") and len(name) <= 16
    assert all(unicodedata.category(c) not in ("Cc", "Cs") and c != "\u202e" for c in name)
    scene.resume()
    run_frames(app, 5)
    app.draw()


def test_refused_saves_never_overwrite_one_another(make_app):
    app = make_app()
    folder = app.data_folder
    for n in range(1, 4):
        put(folder, "mensch", f"broken {n}".encode())
        menu(app)
        assert (folder / f"autosave-mensch.json.rejected-{n}").read_bytes() == f"broken {n}".encode()


def test_a_save_that_is_a_pipe_or_a_link_is_refused_without_hanging(make_app, tmp_path):
    app = make_app()
    folder = app.data_folder
    folder.mkdir(parents=True)
    os.mkfifo(saves.save_path(folder, "durchmarsch"))      # opening it to read would wait forever
    secret = tmp_path / "secret.json"
    secret.write_text("{}")
    saves.save_path(folder, "mensch").symlink_to(secret)
    scene = menu(app)
    assert not scene.saved_games
    assert len(scene.banner_lines()) == 2, "both refused, each said"
    text = " ".join(params.get("why", "") for _key, params in app.notices)     # (the log's details)
    assert "not a plain file" in text and "link" in text
    assert secret.read_text() == "{}"


def test_starting_a_new_game_never_touches_another_games_save(make_app, real_saves):
    app = make_app()
    folder = app.data_folder
    put(folder, "durchmarsch", real_saves["durchmarsch"])
    menu(app)
    table = app.routes.table(game_by_name("mensch"), [Seat("A", "bot:easy"), Seat("B", "bot:hard")], 4)
    app.push(table)
    run_frames(app, 240)
    app.quit()
    assert saves.save_path(folder, "durchmarsch").read_bytes() == real_saves["durchmarsch"]
    assert saves.load(folder, "mensch").match.to_dict() == table.match.to_dict()


def test_a_new_game_is_saved_before_its_first_action(make_app):
    app = make_app()
    menu(app)
    table = app.routes.table(game_by_name("zehntausend"), [Seat("A", "keyboard1"), Seat("B", "keyboard2")], 4)
    app.save_writer.flush()
    assert saves.load(app.data_folder, "zehntausend").match.to_dict() == table.match.to_dict()


def test_a_new_game_keeps_the_old_save_of_its_game_until_its_own_is_written(make_app, real_saves, monkeypatch):
    app = make_app()
    folder = app.data_folder
    put(folder, "durchmarsch", real_saves["durchmarsch"])
    menu(app)

    def fail(path, raw):
        raise OSError(errno.EIO, "Input/output error")
    monkeypatch.setattr(saves, "write_bytes_atomic", fail)
    app.push(app.routes.table(game_by_name("durchmarsch"), [Seat("A", "bot:easy"), Seat("B", "bot:hard")], 4))
    run_frames(app, 240)
    app.save_writer.flush()
    assert saves.save_path(folder, "durchmarsch").read_bytes() == real_saves["durchmarsch"]


def wait_for(condition, timeout: float = 120.0, what: str = "") -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"waited {timeout:.0f} s for {what}"
        time.sleep(0.005)


def test_killed_right_after_a_new_game_starts_nothing_is_lost(real_saves, tmp_path):
    """The game is killed the moment the new game's first save is on disk: the other game's
    save is untouched, the new one is whole."""
    data = tmp_path / "data"
    put(data, "durchmarsch", real_saves["durchmarsch"])
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1",
           "XDG_DATA_HOME": str(tmp_path / "xdg")}
    cmd = [sys.executable, str(ROOT / "main.py"), "--game", "mensch", "--seats", "bot,bot", "--seed", "3",
           "--config", str(tmp_path / "config.toml"), "--data-dir", str(data), "--quit-after", "120"]
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    mensch = saves.save_path(data, "mensch")
    try:
        wait_for(lambda: mensch.exists() or proc.poll() is not None, what="the new game's first save")
    finally:
        proc.kill()
        proc.wait()
    assert saves.save_path(data, "durchmarsch").read_bytes() == real_saves["durchmarsch"]
    assert saves.load(data, "mensch").match.seats == 2
    datalock.release(data)


def test_weiterspielen_lists_each_saved_game_with_its_players(make_app, real_saves):
    app = make_app()
    for module in ("mensch", "wurf_und_weg"):
        put(app.data_folder, module, real_saves[module])
    scene = menu(app)
    assert scene.list.buttons[0].text() == "Weiterspielen"
    assert scene.list.buttons[0].hint_text() == "2 unterbrochene Spiele: Mensch, Wurf & Weg"
    scene.resume()                               # several: choose which
    assert [b.text() for b in scene.list.buttons] == ["Mensch ärgere Dich nicht", "Wurf & Weg", "Zurück"]
    assert scene.list.buttons[1].hint_text() == "Mit Anna, Ben, Cem"
    app.draw()
    scene.list.index = 1
    scene.list.selected.action()
    assert app.top.is_table and app.top.info.module == "wurf_und_weg"
    assert app.top.match.to_dict() == json.loads(real_saves["wurf_und_weg"])["match"]


def test_an_old_single_save_is_still_offered(make_app, real_saves):
    app = make_app()
    folder = app.data_folder
    folder.mkdir(parents=True)
    (folder / "autosave.json").write_bytes(real_saves["zehntausend"])
    scene = menu(app)
    assert scene.list.buttons[0].text() == "Weiterspielen"
    assert scene.list.buttons[0].hint_text() == "Zehntausend: Anna, Ben, Cem"
    assert not (folder / "autosave.json").exists() and saves.exists(folder, "zehntausend")
    scene.resume()
    assert app.top.match.to_dict() == json.loads(real_saves["zehntausend"])["match"]


def test_a_full_disk_is_shown_at_the_table_and_in_the_menu(make_app, monkeypatch):
    from scenes.screens.menu import MenuScene
    from scenes.ui import text

    def full(path, raw):
        raise OSError(errno.ENOSPC, "No space left on device")
    app = make_app()
    menu(app)
    monkeypatch.setattr(saves, "write_bytes_atomic", full)
    table = app.routes.table(game_by_name("durchmarsch"), [Seat("A", "bot:easy"), Seat("B", "bot:hard")], 4)
    app.push(table)
    run_frames(app, 60)
    app.save_writer.flush()
    assert table.keeper.problem == "Speichern fehlgeschlagen: Datenträger voll"
    seen = text.watch()
    try:
        app.draw()                          # the players at the table see it
    finally:
        text.unwatch()
    assert "Speichern fehlgeschlagen: Datenträger voll" in seen
    app.quit()
    scene = MenuScene(app)
    assert "Speichern fehlgeschlagen: Datenträger voll" in scene.banner_lines()
    monkeypatch.undo()                      # space again: the next save succeeds and the line goes
    table.keeper.flush()
    assert table.keeper.problem is None


def test_a_data_folder_that_cannot_be_written_is_shown_at_the_table(make_app, tmp_path):
    blocker = tmp_path / "blocked"
    blocker.write_text("a file where the folder should be")
    app = make_app(data_dir=blocker / "data")
    menu(app)
    table = app.routes.table(game_by_name("mensch"), [Seat("A", "bot:easy"), Seat("B", "bot:hard")], 4)
    app.push(table)
    run_frames(app, 30)
    app.save_writer.flush()
    assert table.keeper.problem == "Speichern fehlgeschlagen: Datenordner nicht beschreibbar"
    app.draw()


HOLDER = """
import sys
sys.path.insert(0, sys.argv[1])
from game import datalock
print(datalock.acquire(sys.argv[2]), flush=True)
sys.stdin.read()
"""


def test_a_second_copy_on_the_same_data_folder_is_told_so_and_keeps_nothing(make_app, tmp_path):
    folder = tmp_path / "shared"
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(ROOT), str(folder)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "True", "the first copy holds the folder"
        app = make_app(data_dir=folder)
        put(folder, "durchmarsch", b"the first copy's save, not ours to judge")
        scene = menu(app)
        assert not scene.saved_games and scene.list.buttons[0].text() != "Weiterspielen"
        assert any("läuft schon" in line for line in scene.banner_lines())
        assert saves.save_path(folder, "durchmarsch").exists(), "not moved aside by the second copy"
        table = app.routes.table(game_by_name("mensch"), [Seat("A", "bot:easy"), Seat("B", "bot:hard")], 4)
        app.push(table)
        run_frames(app, 120)
        app.quit()
        assert not saves.exists(folder, "mensch"), "the second copy keeps no save"
        assert "läuft schon" in table.keeper.problem
        db, why = app.open_stats()
        assert db is None and "anderen Fenster" in why
        assert not (folder / "stats.sqlite3").exists()
    finally:
        holder.stdin.close()
        holder.wait(timeout=60)
    again = make_app(data_dir=folder)           # the first copy has gone: this one keeps again
    assert again.keeps_data()


def test_a_planted_link_at_a_temporary_name_is_never_written_through(tmp_path, monkeypatch, real_saves):
    folder = tmp_path / "data"
    folder.mkdir()
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    for name in ("autosave.json.tmp", "autosave-durchmarsch.json.tmp"):
        (folder / name).symlink_to(victim)
    saved = saves.parse_bytes(real_saves["durchmarsch"])
    saves.write(folder, "durchmarsch", saved.seats, saved.seed, saved.match)
    assert victim.read_text() == "precious"
    assert saves.load(folder, "durchmarsch").match.to_dict() == saved.match.to_dict()
    # even a link planted at the very name this process will use is refused, not followed
    monkeypatch.setattr(saves.os, "urandom", lambda n: bytes.fromhex("feedbeef"))
    (folder / f".autosave-durchmarsch.json.{os.getpid()}.feedbeef.tmp").symlink_to(victim)
    with pytest.raises(OSError):
        saves.write(folder, "durchmarsch", saved.seats, saved.seed, saved.match)
    assert victim.read_text() == "precious"


def test_two_copies_never_write_or_rename_the_same_temporary_file(tmp_path, real_saves):
    """Another copy's half-written temporary file (at the one name every copy used to share)
    is neither truncated nor renamed into place."""
    folder = tmp_path / "data"
    folder.mkdir()
    theirs = folder / "autosave.json.tmp"
    theirs.write_bytes(b'{"format": 1, "game": "durch')
    saved = saves.parse_bytes(real_saves["durchmarsch"])
    names = set()
    real_replace = os.replace

    def watch(src, dst):
        names.add(Path(src).name)
        real_replace(src, dst)
    saves.os.replace = watch
    try:
        for _ in range(5):
            saves.write(folder, "durchmarsch", saved.seats, saved.seed, saved.match)
    finally:
        saves.os.replace = real_replace
    assert theirs.read_bytes() == b'{"format": 1, "game": "durch'
    assert len(names) == 5 and all(str(os.getpid()) in n for n in names), names
    assert saves.load(folder, "durchmarsch").match.to_dict() == saved.match.to_dict()


# ---------------------------------------------------------------- mutation fuzzing

HOSTILE = [None, True, False, 0, -1, 1, 3, 7, 50, 2**31, 2**32, 2**63, 2**64, -(2**63), 10**29, -(10**29),
           1e300, -1e300, 0.5, -0.0, 1e-300, float("nan"), float("inf"), float("-inf"), "", "x", "seeded",
           "scripted", "empty", "bot:hard", "keyboard1", "race", "over", "\x00\x1b[2J\u202e\ud800\n",
           [], {}, [0], [1, 2, 3], [[0, None]], {"a": 1}, list(range(40)), "DEEP"]
DEEP_MARK = '"__deep__"'


def path_walk(data, rng) -> list:
    """A path to one node, walking down from the top (upper levels are picked more often
    than the 625 words of the dice state)."""
    path: list = []
    node = data
    while isinstance(node, (dict, list)) and node:
        if path and rng.random() < 0.25:
            break
        key = rng.choice(list(node) if isinstance(node, dict) else range(len(node)))
        path.append(key)
        node = node[key]
    return path


def hostile_value(rng):
    value = rng.choice(HOSTILE)
    return "__deep__" if value == "DEEP" else copy.deepcopy(value)


def mutate_seats(data, rng) -> None:
    """Changes a player could make by hand that keep a save possible (or nearly)."""
    seats = data.get("seats") if isinstance(data, dict) else None
    if not isinstance(seats, list) or not seats or not isinstance(seats[0], dict):
        return
    seat = rng.choice(seats)
    if not isinstance(seat, dict):
        return
    what = rng.choice(["kind", "name", "swap", "style"])
    if what == "style":            # a colour and shape of its own (a game of a Spieleabend), or garbage
        seat["style"] = rng.choice([0, 1, 3, 5, 6, -1, 2**40, "2", 2.0, True, None, [1], float("nan"), float("inf")])
    elif what == "kind":
        seat["kind"] = rng.choice(list(SEAT_KINDS))
    elif what == "name":
        seat["name"] = rng.choice(["", " ", "Zoë", "\U0001F3B2" * 20, "a\tb", "\u0301\u0301", "x" * 300, "Ben"])
    else:
        i, j = rng.randrange(len(seats)), rng.randrange(len(seats))
        seats[i], seats[j] = seats[j], seats[i]


def mutate_tree(data, rng) -> None:
    if rng.random() < 0.15:
        mutate_seats(data, rng)
        return
    path = path_walk(data, rng)
    if not path:
        return
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    node = parent[key]
    op = rng.choice(["replace", "replace", "delete", "add", "nudge", "nudge", "duplicate", "wrap", "stringify"])
    if op == "replace":
        parent[key] = hostile_value(rng)
    elif op == "delete":
        del parent[key]
    elif op == "add":
        if isinstance(node, dict):
            node[rng.choice(["zz", "seed", "kind", "extra", "xxx"])] = hostile_value(rng)
        elif isinstance(node, list):
            node.insert(rng.randint(0, len(node)), hostile_value(rng))
        else:
            parent[key] = [node, hostile_value(rng)]
    elif op == "nudge":
        if isinstance(node, bool):
            parent[key] = not node
        elif isinstance(node, (int, float)):
            parent[key] = node + rng.choice([-1, 1, 2, -50, 50, 1000, -1000, 0.5])
        elif isinstance(node, str):
            parent[key] = node + rng.choice(["\x07", "é", "\U0001F3B2", " ", "\u202e"])
    elif op == "duplicate":
        if isinstance(node, list) and node:
            node.append(copy.deepcopy(rng.choice(node)))
        else:
            parent[key] = [node, node]
    elif op == "wrap":
        parent[key] = [node]
    elif op == "stringify":
        parent[key] = json.dumps(node)


def mutate_bytes(raw: bytes, rng) -> bytes:
    op = rng.choice(["truncate", "flip", "insert", "cut"])
    at = rng.randrange(max(1, len(raw)))
    if op == "truncate":
        return raw[:at]
    if op == "flip":
        return raw[:at] + bytes([raw[at] ^ rng.randint(1, 255)]) + raw[at + 1:]
    if op == "insert":
        return raw[:at] + rng.choice([b"\x00", b"\xff\xfe", b"[", b"}", b"NaN", b'"', b"-1e999", b"9" * 40]) + raw[at:]
    return raw[:at] + raw[rng.randint(at, min(len(raw), at + 200)):]


def mutated(raw: bytes, seed: int, changes: int, as_bytes: bool) -> bytes:
    """A real save with `changes` hostile changes (chosen by `seed`), or bytes cut and flipped."""
    rng = random.Random(seed)
    if as_bytes:
        for _ in range(changes):
            raw = mutate_bytes(raw, rng)
        return raw
    data = json.loads(raw)
    for _ in range(changes):
        mutate_tree(data, rng)
    text = json.dumps(data, ensure_ascii=rng.random() < 0.5, allow_nan=True)
    depth = rng.choice([30, 900, 100_000])
    return text.replace(DEEP_MARK, "[" * depth + "]" * depth).encode("utf-8", "surrogatepass")


def still_playable(match) -> None:
    """An accepted game is possible and can go on."""
    match.check_invariants()
    again = type(match).from_dict(match.to_dict())
    assert again.to_dict() == match.to_dict(), "a save reads back as itself"
    if match.current_seat is None:          # Wurf & Weg: the clock alone moves it on
        again.tick(again.now + 30.0)
        again.check_invariants()
        return
    legal = again.legal_actions(again.current_seat)
    assert legal, "a game that goes on has something to do"
    again.apply(again.current_seat, legal[0])
    again.check_invariants()


def clean_folder(folder: Path) -> None:
    for path in folder.iterdir():
        if path.name.startswith(("autosave", ".autosave")):
            path.unlink()


FUZZ = settings(max_examples=500, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.function_scoped_fixture])


@pytest.mark.parametrize("module", GAMES)
def test_mutated_real_saves_never_crash_and_are_never_accepted_impossible(make_app, real_saves, module):
    from scenes.screens.menu import MenuScene

    app = make_app()
    folder = app.data_folder
    folder.mkdir(parents=True, exist_ok=True)
    app.keeps_data()
    original = real_saves[module]
    tally = {"refused": 0, "accepted": 0}

    @FUZZ
    @given(seed=st.integers(0, 2**32 - 1), changes=st.integers(1, 3), as_bytes=st.integers(0, 4))
    def case(seed, changes, as_bytes):
        raw = mutated(original, seed, changes, as_bytes == 0)
        clean_folder(folder)
        put(folder, module, raw)
        app.notices.clear()
        scene = MenuScene(app)                 # the menu's real load path
        app.reset_to(scene)
        if not scene.saved_games:
            assert not saves.exists(folder, module), "a refused save is moved aside"
            assert scene.banner_lines(), "and the menu says why"
            tally["refused"] += 1
            return
        tally["accepted"] += 1
        saved = scene.saved_games[0]
        assert saved.game == module and len(saved.seats) == saved.match.seats
        assert all(not s.is_empty and all(unicodedata.category(c) not in ("Cc", "Cs") for c in s.name)
                   for s in saved.seats)
        still_playable(saved.match)
        scene.resume()
        table = app.top
        assert table.is_table, app.notices
        for _ in range(4):
            app.step(1 / 120)
        app.draw()
        table.match.check_invariants()
        app.save_writer.flush()

    case()
    assert tally["refused"] > 100 and tally["accepted"] > 10, tally


def test_a_garbage_save_is_told_in_a_german_sentence_and_the_title_stays_put(make_app, caplog):
    """A damaged save is told in the language on screen without the parser's English ("not
    valid JSON (line 1, column 2)" goes to the log), and the banner takes the subtitle's place:
    the title stands where it stands in a menu without it."""
    import logging

    from helpers import texts_placed

    clean = make_app()
    menu(clean)
    run_frames(clean, 3)
    title = [r for t, r in texts_placed(clean) if t == "Würfelabend"]
    app = make_app()
    put(app.data_folder, "durchmarsch", b"{garbage: ][")
    with caplog.at_level(logging.WARNING, logger="wuerfelabend"):
        scene = menu(app)
        run_frames(app, 3)
    lines = scene.banner_lines()
    assert lines and "beschädigt" in lines[0], lines
    assert not any(word in lines[0] for word in ("JSON", "valid", "line", "column")), lines[0]
    assert "not valid JSON" in caplog.text, "the detail is in the log"
    placed = texts_placed(app)
    assert [r for t, r in placed if t == "Würfelabend"] == title and title, "the title never moves"
    banner = [r for t, r in placed if "beschädigt" in t or "beiseitegelegt" in t]
    assert banner and banner[0].top > title[0].bottom - 12 and banner[-1].bottom < min(
        r.top for r in scene.list.rects()), "the banner between the title and the buttons"


@pytest.mark.parametrize("broken", [1, 2, 3])
def test_notices_of_several_broken_files_never_lie_on_the_menus_words_or_buttons(make_app, broken):
    """A broken settings file and broken saves told at once: the red banner had been drawn under
    the selected game's line (the words ran through each other) and over the lowest buttons.
    Two notices stand in the subtitle's place, more at the window's foot, over nothing else."""
    from helpers import texts_placed

    app = make_app("[general]\nlanguage = 7\n")
    for game in ("durchmarsch", "zehntausend", "mensch")[:broken]:
        put(app.data_folder, game, b"{garbage: ][")
    scene = menu(app)
    run_frames(app, 3)
    lines = scene.banner_lines()
    assert len(lines) == broken + 1
    top, _each = scene.banner_place(lines)
    placed = texts_placed(app)
    def told(t: str) -> bool:             # a banner line or a part of one (never a button's word)
        return len(t) >= 25 and any(t.rstrip("…") in line for line in lines)

    banner = [r for t, r in placed if told(t)]
    others = [r for t, r in placed if not told(t)]
    assert banner and all(0 <= r.top and r.bottom <= 720 for r in banner)
    buttons = scene.list.rects()
    assert not any(b.colliderect(r) for b in buttons for r in banner), "the banner lies on a button"
    lowest = max(r.bottom for r in banner)
    shadowed = [r for r in others if r.top >= top and r.top < lowest and r.bottom > top]
    assert not shadowed, f"words drawn under the banner show through: {shadowed}"
