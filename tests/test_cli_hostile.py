"""The command line against bad values, and headless runs against the player's own data.

Every bad value gives exit status 2 and one line on stderr, never a traceback, and nothing
starts. A headless run (`--frames`, `--screenshots`) keeps its save and statistics in a
temporary folder: the player's own are left byte for byte as they were.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def run(*args, cwd: Path, xdg: Path | None = None, timeout: float = 120):
    env = {**ENV, "XDG_DATA_HOME": str(xdg or Path(cwd) / "xdg")}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                          timeout=timeout, env=env, cwd=cwd)


def places(tmp: Path) -> dict[str, str]:
    """Things on disk the bad values point at."""
    afile = tmp / "a_file"
    afile.write_text("x")
    folder = tmp / "folder"
    folder.mkdir()
    fifo = tmp / "fifo"
    os.mkfifo(fifo)
    return {"FILE": str(afile), "FOLDER": str(folder), "FIFO": str(fifo), "UNDER_FILE": str(afile / "sub"),
            "MISSING_FOLDER": str(tmp / "no" / "such" / "c.toml"), "TMP": str(tmp)}


BAD = {
    # case: (arguments, words in the one line)
    "seats_with_empty": (["--game", "mensch", "--seats", "bot,empty"], "'empty' is no seat"),
    "seats_without_game": (["--seats", "bot,bot"], "--seats needs --game"),
    "seats_empty_string": (["--game", "mensch", "--seats", ""], "no seats given"),
    "seats_only_commas": (["--game", "mensch", "--seats", ",,"], "seat 1 is empty"),
    "same_keyboard_twice": (["--game", "mensch", "--seats", "keyboard1,keyboard1"], "named twice"),
    "same_pad_twice": (["--game", "zehntausend", "--seats", "pad2,bot,PAD2"], "named twice"),
    "five_keyboards": (["--game", "zehntausend", "--seats", "human,human,human,human,human"], "more than four keyboard"),
    "unknown_bot_level": (["--game", "mensch", "--seats", "bot:grandmaster,bot"], "unknown bot level"),
    "control_chars_in_seats": (["--game", "mensch", "--seats", "human\x1b[2J,bot"], "unknown seat"),
    "too_many_seats": (["--game", "durchmarsch", "--seats", "bot,bot,bot,bot,bot"], "needs 2-4 seats"),
    "one_seat": (["--game", "zehntausend", "--seats", "human"], "needs 2-6 seats"),
    "quit_after_nan": (["--quit-after", "nan"], "--quit-after"),
    "quit_after_inf": (["--quit-after", "inf"], "--quit-after"),
    "quit_after_negative": (["--quit-after", "-1"], "--quit-after"),
    "quit_after_zero": (["--quit-after", "0"], "--quit-after"),
    "quit_after_text": (["--quit-after", "soon"], "invalid float value"),
    "every_zero": (["--every", "0"], "--every must be at least 1"),
    "every_negative": (["--every", "-5", "--frames", "3"], "--every must be at least 1"),
    "frames_zero": (["--frames", "0"], "at least 1"),
    "frames_negative": (["--frames", "-1"], "at least 1"),
    "frames_huge": (["--frames", "99999999999999"], "at most"),
    "frames_float": (["--frames", "1e3"], "invalid int value"),
    "seed_negative": (["--seed", "-1"], "--seed must be from 0"),
    "seed_huge": (["--seed", str(2 ** 80)], "--seed must be from 0"),
    "seed_thousands_of_digits": (["--seed", "9" * 5000], "invalid int value"),
    "config_is_a_folder": (["--config", "FOLDER"], "is a folder"),
    "config_is_a_fifo": (["--config", "FIFO"], "named pipe"),
    "config_is_a_device": (["--config", "/dev/zero"], "a device"),
    "config_in_a_missing_folder": (["--config", "MISSING_FOLDER"], "does not exist"),
    "config_with_control_chars": (["--config", "c\x07.toml"], "control characters"),
    "data_dir_is_a_file": (["--data-dir", "FILE"], "is a file"),
    "data_dir_inside_a_file": (["--data-dir", "UNDER_FILE"], "inside a file"),
    "data_dir_with_a_newline": (["--data-dir", "data\nrm -rf"], "control characters"),
    "data_dir_empty": (["--data-dir", ""], "empty"),
    "screenshots_onto_a_file": (["--screenshots", "FILE", "--frames", "2"], "is a file"),
    "screenshots_inside_a_file": (["--screenshots", "UNDER_FILE", "--frames", "2"], "inside a file"),
    "screenshots_unwritable": (["--screenshots", "/proc/wuerfelabend-shots", "--frames", "2"], "cannot write"),
    "demo_with_game": (["--demo", "--game", "mensch"], "--demo"),
    "unknown_game": (["--game", "schach"], "invalid choice"),
    "unknown_language": (["--lang", "fr"], "invalid choice"),
    "unknown_option": (["--cheat"], "unrecognized arguments"),
    "value_missing": (["--frames"], "expected one argument"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_bad_command_line_says_why_in_one_line_and_exits_2(tmp_path, case):
    args, words = BAD[case]
    where = places(tmp_path)
    args = [where.get(a, a) for a in args]
    result = run(*args, cwd=tmp_path, timeout=30)     # a refused command line ends at once
    assert result.returncode == 2, (case, result.returncode, result.stderr[-2000:])
    assert "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert words in lines[0], lines[0]
    assert "\x1b" not in lines[0] and "\x07" not in lines[0]
    assert result.stdout == ""
    assert not (tmp_path / "xdg").exists(), "nothing was started"


def test_a_nul_in_a_path_is_refused_in_one_line(capsys):
    import main

    for option in ("--config", "--data-dir", "--screenshots"):
        assert main.main([option, "a\x00b", "--frames", "1"]) == 2
        err = capsys.readouterr().err
        assert len(err.strip().splitlines()) == 1 and option in err and "\\x00" in err


def test_every_seat_gets_a_device_of_its_own():
    from game.seats import parse_seats

    seats = parse_seats("human,keyboard1,pad,pad1,bot", ["A", "B", "C", "D", "E", "F"])
    assert [s.kind for s in seats] == ["keyboard2", "keyboard1", "pad2", "pad1", "bot:normal"]


def test_screenshots_into_a_new_folder_still_work(tmp_path):
    shots = tmp_path / "new" / "shots"
    result = run("--frames", "2", "--every", "2", "--screenshots", str(shots), "--config", str(tmp_path / "c.toml"),
                 cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert [p.name for p in shots.glob("*.png")] == ["frame_000002_menuscene.png"]


# ---------------------------------------------------------------- the player's own data

def plant(xdg: Path) -> dict[str, bytes]:
    """A player's data folder with a saved game and statistics, as bytes per file."""
    folder = xdg / "wuerfelabend"
    folder.mkdir(parents=True)
    (folder / "autosave.json").write_text('{"the player\'s": "own save"}')
    conn = sqlite3.connect(str(folder / "stats.sqlite3"))
    conn.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, played_at TEXT NOT NULL, game TEXT NOT NULL, "
                 "rules TEXT NOT NULL, seed INTEGER, seconds REAL NOT NULL)")
    conn.execute("INSERT INTO games (played_at, game, rules, seconds) VALUES ('2026-11-20', 'mensch', '{}', 1)")
    conn.commit()
    conn.close()
    return {p.name: p.read_bytes() for p in folder.iterdir()}


@pytest.mark.parametrize("args", [
    ["--game", "durchmarsch", "--seats", "bot:hard,bot:easy", "--seed", "3", "--frames", "40"],
    ["--demo", "--frames", "40"],
    ["--frames", "3"],
    ["--screenshots", "SHOTS", "--every", "50", "--quit-after", "0.5"],
], ids=["game", "demo", "menu", "screenshots"])
def test_a_headless_run_leaves_the_players_save_and_statistics_alone(tmp_path, args):
    xdg = tmp_path / "xdg"
    before = plant(xdg)
    args = [str(tmp_path / "shots") if a == "SHOTS" else a for a in args]
    result = run(*args, "--config", str(tmp_path / "c.toml"), cwd=tmp_path, xdg=xdg)
    assert result.returncode == 0, result.stderr[-2000:]
    folder = xdg / "wuerfelabend"
    after = {p.name: p.read_bytes() for p in folder.iterdir()}
    assert after == before, "the player's folder is byte for byte as it was"


def test_a_headless_run_with_data_dir_keeps_its_data_there(tmp_path):
    data = tmp_path / "mine"
    result = run("--game", "durchmarsch", "--seats", "bot,bot", "--seed", "2", "--frames", "20",
                 "--config", str(tmp_path / "c.toml"), "--data-dir", str(data), cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-2000:]
    assert data.is_dir() and any(data.iterdir()), "the game in progress is kept where it was asked to be"
