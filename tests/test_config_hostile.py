"""config.toml against everything a file can be: a corpus of hostile settings files.

Each case asserts a clear problem (naming the file, and the key and value where there is one)
and that the game starts: the App builds and the menu draws a frame. Special files are
refused without being read (a FIFO would block, /dev/zero would fill the memory), and a file
that was refused is never overwritten.
"""

from __future__ import annotations

import errno
import os
import threading
import tomllib
from pathlib import Path

import pytest

from game import config as configmod
from game.paths import data_dir, default_data_dir
from scenes.input import key_name_ok

DEADLINE = 20.0     # seconds a load may take on a slow machine before it counts as hanging


@pytest.fixture(autouse=True)
def silent(monkeypatch):
    """No sounds are synthesised for these many short starts (as with no audio device)."""
    from scenes.app import App

    monkeypatch.setattr(App, "_make_sound", lambda self: None)


def load(path: Path):
    """config.load in a thread, so a load that blocks fails the test instead of hanging it."""
    out: dict = {}
    thread = threading.Thread(target=lambda: out.setdefault("cfg", configmod.load(path, key_name_ok=key_name_ok)),
                              daemon=True)
    thread.start()
    thread.join(DEADLINE)
    assert not thread.is_alive(), f"reading {path} blocked"
    return out["cfg"]


def write(tmp_path: Path, content: str | bytes) -> Path:
    path = tmp_path / "config.toml"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def starts(cfg, tmp_path: Path):
    """The game starts on this config: the App builds and the menu draws with its banner."""
    from scenes.app import Options
    from scenes.routes import make_app
    from scenes.screens.menu import MenuScene

    app = make_app(cfg, Options(data_dir=tmp_path / "data"))
    menu = MenuScene(app)
    app.reset_to(menu)
    app.draw()
    if cfg.problems:
        r, g, b, *_ = app.screen.get_at((5, menu.banner_place(menu.banner_lines())[0] + 5))
        assert r > g + 40 and r > b + 40, "the problems are shown as the red banner"
    return app


def message(cfg) -> str:
    return " | ".join(str(p) for p in cfg.problems)


# ---------------------------------------------------------------- values

VALUES = {
    # case: (file, key named, words in the message, check of what the game then uses)
    "nan_dice_speed": ("[general]\ndice_speed = nan\n", "general.dice_speed = nan", "not a finite number",
                       lambda c: c.general.dice_speed == 1.0),
    "inf_bot_speed": ("[general]\nbot_speed = inf\n", "general.bot_speed = inf", "not a finite number",
                      lambda c: c.general.bot_speed == 1.0),
    "minus_inf_volume": ("[audio]\nvolume = -inf\n", "audio.volume = -inf", "not a finite number",
                         lambda c: c.audio.volume == 0.8),
    "nan_countdown": ("[wurf_und_weg]\ncountdown = nan\n", "wurf_und_weg.countdown = nan", "not a finite number",
                      lambda c: c.rules("wurf_und_weg").countdown == 3.0),
    "inf_round_pause": ("[wurf_und_weg]\nround_pause = inf\n", "wurf_und_weg.round_pause", "not a finite number",
                        lambda c: c.rules("wurf_und_weg").round_pause == 3.0),
    "nan_house_chance": ("[zehntausend]\nhouse_chance = nan\n", "zehntausend.house_chance", "not a finite number",
                         lambda c: c.rules("zehntausend").house_chance == 0.03),
    "target_not_fifty": ("[zehntausend]\ntarget = 10025\n", "zehntausend.target = 10025", "not a multiple of 50",
                         lambda c: c.rules("zehntausend").target == 10000),
    "min_bank_not_fifty": ("[zehntausend]\nmin_bank = 333\n", "zehntausend.min_bank = 333", "multiple of 50",
                           lambda c: c.rules("zehntausend").min_bank == 0),
    "huge_int": ("[display]\nwidth = 0x" + "f" * 5000 + "\n", "display.width", "out of range",
                 lambda c: c.display.width == 1280),
    "huge_int_for_a_float": ("[general]\ndice_speed = " + "9" * 400 + "\n", "general.dice_speed", "",
                             lambda c: c.general.dice_speed == 1.0),
    "int_beyond_4300_digits": ("[display]\nwidth = " + "9" * 5000 + "\n", "", "cannot be read",
                               lambda c: c.display.width == 1280),
    "wrong_type_section": ("display = 5\n", "[display]", "wrong type", lambda c: c.display.width == 1280),
    "wrong_type_list": ("[general]\ndice_speed = [1, 2]\n", "general.dice_speed", "wrong type",
                        lambda c: c.general.dice_speed == 1.0),
    "wrong_type_keys": ("[keys]\nkeyboard1 = \"w\"\n", "keys.keyboard1", "wrong type",
                        lambda c: c.keys["keyboard1"].up == "w"),
    "array_of_tables": ("[[general]]\nlanguage = \"en\"\n", "[general]", "wrong type",
                        lambda c: c.general.language == "de"),
    "very_long_string": ("[general]\nlanguage = \"" + "x" * 200_000 + "\"\n", "general.language",
                         "too long", lambda c: c.general.language == "de"),
    "control_chars_in_a_key_name": ("[keys.keyboard1]\nup = \"w\\u0000\"\n", "keys.keyboard1.up", "control characters",
                                    lambda c: c.keys["keyboard1"].up == "w"),
    "escape_sequence_in_a_key_name": ("[keys.keyboard2]\nup = \"\\u001b[2J\"\n", "keys.keyboard2.up",
                                      "control characters", lambda c: c.keys["keyboard2"].up == "i"),
    "unknown_key_with_control_chars": ("[audio]\n\"bad\\u0007key\" = 1\n", "audio.bad\\x07key", "unknown key",
                                       lambda c: True),
    "data_dir_no_such_user": ("[general]\ndata_dir = \"~nosuchuser-wuerfelabend/x\"\n", "general.data_dir",
                              "cannot be expanded", lambda c: c.general.data_dir == ""),
    "data_dir_with_nul": ("[general]\ndata_dir = \"/tmp/a\\u0000b\"\n", "general.data_dir", "NUL",
                          lambda c: c.general.data_dir == ""),
    "data_dir_with_newline": ("[general]\ndata_dir = \"/tmp/a\\nb\"\n", "general.data_dir", "control characters",
                              lambda c: c.general.data_dir == ""),
    "deep_arrays": ("[general]\nlanguage = " + "[" * 3000 + "]" * 3000 + "\n", "", "nested too deeply",
                    lambda c: c.general.language == "de"),
    "deep_inline_tables": ("x = " + "{a = " * 3000 + "1" + "}" * 3000 + "\n", "", "nested too deeply",
                           lambda c: True),
    "binary_garbage": (os.urandom(4096) + b"\xff\xfe", "", "not text", lambda c: c.display.width == 1280),
    "nul_bytes": (b"[general]\nlanguage = \"de\x00\"\n", "", "syntax error", lambda c: True),
    "evening_points_rising": ("[evening]\npoints = [1, 5, 10]\n", "evening.points = [1, 5, 10]",
                              "a place scores more than the place before it",
                              lambda c: c.evening.points == [10, 6, 4, 3, 2, 1]),
    "evening_points_negative": ("[evening]\npoints = [10, -6]\n", "evening.points", "out of range",
                                lambda c: c.evening.points == [10, 6, 4, 3, 2, 1]),
    "evening_points_huge": ("[evening]\npoints = [" + "9" * 400 + "]\n", "evening.points", "out of range",
                            lambda c: c.evening.points == [10, 6, 4, 3, 2, 1]),
    "evening_points_nan": ("[evening]\npoints = [nan, 6]\n", "evening.points", "wrong type",
                           lambda c: c.evening.points == [10, 6, 4, 3, 2, 1]),
    "evening_points_text": ("[evening]\npoints = \"10, 6, 4\"\n", "evening.points", "wrong type",
                            lambda c: c.evening.points == [10, 6, 4, 3, 2, 1]),
    "evening_points_seven": ("[evening]\npoints = [7, 6, 5, 4, 3, 2, 1]\n", "evening.points", "too many entries",
                             lambda c: c.evening.points == [10, 6, 4, 3, 2, 1]),
    "evening_points_none": ("[evening]\npoints = []\n", "evening.points", "too few entries",
                            lambda c: c.evening.points == [10, 6, 4, 3, 2, 1]),
    "evening_ties_unknown": ("[evening]\nties = \"coin flip\"\n", "evening.ties", "not one of the choices",
                             lambda c: c.evening.ties == "share"),
    "many_unknown_keys": ("[audio]\n" + "".join(f"k{i} = {i}\n" for i in range(5000)), "audio.k0", "more problems",
                          lambda c: len(c.problems) <= configmod.MAX_PROBLEMS),
}


@pytest.mark.parametrize("case", sorted(VALUES))
def test_a_hostile_value_is_reported_and_the_game_starts_with_the_default(tmp_path, case):
    content, key, words, uses = VALUES[case]
    path = write(tmp_path, content)
    cfg = load(path)
    text = message(cfg)
    assert cfg.problems, f"{case}: nothing reported"
    assert str(path) in text
    assert key in text and words in text, text[:500]
    assert all(len(str(p)) < 1000 for p in cfg.problems), "a message stays one readable line"
    assert all("\x00" not in str(p) and "\x1b" not in str(p) for p in cfg.problems)
    assert uses(cfg)
    starts(cfg, tmp_path)


def test_nan_in_config_never_reaches_a_game_or_its_save(tmp_path):
    cfg = load(write(tmp_path, "[general]\ndice_speed = nan\n[wurf_und_weg]\ncountdown = nan\nround_pause = nan\n"))
    rules = cfg.rules("wurf_und_weg")
    assert (rules.countdown, rules.round_pause, cfg.general.dice_speed) == (3.0, 3.0, 1.0)


def test_a_zehntausend_target_not_a_multiple_of_fifty_is_refused_like_the_engine_would(tmp_path):
    cfg = load(write(tmp_path, "[zehntausend]\ntarget = 10025\nmin_bank = 350\n"))
    rules = cfg.rules("zehntausend")
    assert (rules.target, rules.min_bank) == (10000, 350)
    rules.validate()        # what the engine checks at the start of a game
    assert "a multiple of 50" in message(cfg), "the allowed values say so"


# ---------------------------------------------------------------- names

def test_names_are_cleaned_cut_and_an_empty_one_gets_its_default(tmp_path):
    names = '["An\\u0000na", "\\u001b[2JBen", "", "   ", "' + "Maximiliane" * 20 + '", "Emma  Schmidt"]'
    cfg = load(write(tmp_path, f"[seats]\nnames = {names}\n"))
    got = cfg.seats.names
    assert got[0] == "Anna" and got[1] == "[2JBen"
    assert got[2] == "Clara" and got[3] == "David", "an empty name gets the default name of its seat"
    assert got[4] == ("Maximiliane" * 2)[:16] and len(got[4]) == 16
    assert got[5] == "Emma Schmidt"
    keys = [p.key for p in cfg.problems]
    assert keys == [f"seats.names[{i}]" for i in range(6)]
    assert all(configmod.without_control(n) == n for n in got)
    starts(cfg, tmp_path)


def test_a_name_with_a_nul_or_a_lone_surrogate_reaches_no_font(make_app):
    """From config.toml, a save or typing: the seat cleans its name, the table draws it."""
    from game.games import game_by_name
    from game.seats import Seat

    seats = [Seat("A\x00n\ud800na", "bot:easy"), Seat("B" * 500 + "\x00", "bot:easy")]
    assert seats[0].name == "Anna" and seats[1].name == "B" * 16
    app = make_app()
    app.push(app.routes.table(game_by_name("durchmarsch"), seats, 3))
    for _ in range(60):
        app.step(1 / 120)
    app.draw()


def test_the_setup_screen_draws_cleaned_names(tmp_path):
    from game.games import game_by_name
    from scenes.screens.setup import SetupScene

    cfg = load(write(tmp_path, '[seats]\nnames = ["\\u0000", "B\\u0007", "C", "D", "E", "F"]\n'))
    app = starts(cfg, tmp_path)
    app.push(SetupScene(app, game_by_name("zehntausend")))
    app.draw()


# ---------------------------------------------------------------- files that are no settings files

def test_a_fifo_as_config_is_refused_unread_and_left_alone(tmp_path):
    path = tmp_path / "config.toml"
    os.mkfifo(path)
    cfg = load(path)            # would block forever if it were opened for reading
    assert "named pipe" in message(cfg) and "cannot be read" in message(cfg)
    assert cfg.refused
    with pytest.raises(OSError, match="not overwritten"):
        configmod.save(cfg)
    assert path.is_fifo()
    starts(cfg, tmp_path)


def test_a_folder_as_config_is_refused(tmp_path):
    path = tmp_path / "config.toml"
    path.mkdir()
    cfg = load(path)
    assert "a folder" in message(cfg) and str(path) in message(cfg)
    with pytest.raises(OSError):
        configmod.save(cfg)
    assert path.is_dir()
    starts(cfg, tmp_path)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_dev_zero_as_config_is_refused_without_reading_it():
    cfg = load(Path("/dev/zero"))
    assert "a device" in message(cfg)
    assert cfg.display.width == 1280


def test_a_huge_config_is_refused_unread_and_never_overwritten(tmp_path):
    content = ("# a very long comment\n" * 60000).encode()     # about 1.3 MB
    path = write(tmp_path, content)
    cfg = load(path)
    assert "larger than 1024 KiB" in message(cfg)
    cfg.audio.volume = 0.1
    with pytest.raises(OSError):
        configmod.save(cfg)
    assert path.read_bytes() == content
    starts(cfg, tmp_path)


def test_an_unreadable_config_is_reported_and_never_overwritten(tmp_path, monkeypatch):
    path = write(tmp_path, "[audio]\nvolume = 0.5\n")
    path.chmod(0)
    real_open = os.open

    def no_permission(file, flags, *args, **kwargs):    # root reads anything: refuse as the system would
        if Path(file) == path:
            raise PermissionError(errno.EACCES, "Permission denied", str(file))
        return real_open(file, flags, *args, **kwargs)
    monkeypatch.setattr(os, "open", no_permission)
    cfg = load(path)
    assert "Permission denied" in message(cfg)
    with pytest.raises(OSError):
        configmod.save(cfg)
    monkeypatch.undo()
    path.chmod(0o644)
    assert path.read_text() == "[audio]\nvolume = 0.5\n"
    starts(cfg, tmp_path)


def test_saving_over_a_file_that_did_not_parse_keeps_it_aside(tmp_path):
    broken = "[audio]\nvolume = = 0.5  # my careful notes\n"
    path = write(tmp_path, broken)
    for _ in range(3):
        cfg = load(path)
        cfg.audio.volume = 0.25
        configmod.save(cfg)
        path.write_text(broken, encoding="utf-8")
    kept = sorted(tmp_path.glob("config.toml.broken-*"))
    assert [p.name for p in kept] == ["config.toml.broken-1", "config.toml.broken-2", "config.toml.broken-3"]
    assert all(p.read_text(encoding="utf-8") == broken for p in kept)


def test_a_missing_config_is_still_written_and_reads_back(tmp_path):
    path = tmp_path / "config.toml"
    cfg = load(path)
    assert cfg.problems == [] and path.is_file()
    assert tomllib.loads(path.read_text(encoding="utf-8"))["general"]["language"] == "de"
    assert not list(tmp_path.glob("*.tmp")), "no temp file is left behind"


# ---------------------------------------------------------------- where the data goes

@pytest.mark.parametrize("configured", ["~nosuchuser-wuerfelabend/x", "/tmp/a\x00b", "/tmp/a\nb", "\ud800"])
def test_a_data_dir_that_cannot_be_used_falls_back_to_the_usual_place(configured):
    assert data_dir(configured) == default_data_dir()


def test_the_game_starts_with_a_data_dir_that_cannot_be_used(tmp_path):
    cfg = load(write(tmp_path, '[general]\ndata_dir = "~nosuchuser-wuerfelabend/x"\n'))
    cfg.general.data_dir = "~nosuchuser-wuerfelabend/x"        # even if it got past the check
    app = starts(cfg, tmp_path)
    app.options.data_dir = None
    assert app.data_folder == default_data_dir()


# ---------------------------------------------------------------- text on screen

@pytest.mark.parametrize("text", ["A\x00B", "\ud800", "x\udfffy", "\x1b[2J\x07bell", "line\u2028break",
                                  "W" * 100_000, "", "\U0001F3B2 Würfel", 12345, None])
def test_any_text_draws_without_a_crash_and_a_huge_one_is_cut(make_app, text):
    from scenes.ui import layout
    from scenes.ui import text as textmod

    app = make_app()
    shown = textmod.watch()
    try:
        img = textmod.render(text, 20)
        textmod.blit_text(app.screen, text, (10, 10), 20)
        layout.blit_fitted(app.screen, text, (10, 40), 300, 20)
        para = layout.wrapped(text if isinstance(text, str) else str(text), 20, 400)
    finally:
        textmod.unwatch()
    assert img.get_width() < 20_000 and para.get_height() < 20_000
    assert shown and shown[0] is text, "watch() still lists the text as it was given"
    assert "\x00" not in textmod.drawable(text) and "\ud800" not in textmod.drawable(text)


def test_a_link_planted_as_the_backup_or_temporary_name_is_never_written_through(tmp_path):
    """Someone links config.toml.bak (or a guessable temporary name) to another file: saving
    the settings replaces the link and leaves that file alone."""
    from game import config as configmod

    victim = tmp_path / "victim.txt"
    victim.write_text("precious", encoding="utf-8")
    path = tmp_path / "config.toml"
    path.write_text("[general]\nlanguage = \"de\"\n", encoding="utf-8")
    (tmp_path / "config.toml.bak").symlink_to(victim)
    (tmp_path / "config.toml.tmp").symlink_to(victim)
    cfg = configmod.load(path)
    cfg.general.language = "en"
    configmod.save(cfg)
    assert victim.read_text(encoding="utf-8") == "precious"
    bak = tmp_path / "config.toml.bak"
    assert not bak.is_symlink() and "language = \"de\"" in bak.read_text(encoding="utf-8")
    assert 'language = "en"' in path.read_text(encoding="utf-8")
