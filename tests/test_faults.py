"""Faults: the process killed mid-game, an unreadable or read-only config, a read-only data
folder, no audio device. The game must come back with what it promised to keep."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pygame

from game import saves
from game.games import game_by_name
from game.seats import Seat

ROOT = Path(__file__).resolve().parent.parent
SEATS = "bot:hard,bot:easy,bot:normal"


def env(tmp_path) -> dict:
    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
            "XDG_DATA_HOME": str(tmp_path / "xdg"), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def reference_states(make_app, seed: int, folder: Path) -> list[dict]:
    """Every state the same game passes through, played here without interruption."""
    from scenes.screens.menu import MenuScene

    app = make_app(data_dir=folder)
    app.reset_to(MenuScene(app))
    names = app.config.seats.names
    seats = [Seat(names[i], kind) for i, kind in enumerate(SEATS.split(","))]
    table = app.routes.table(game_by_name("durchmarsch"), seats, seed)
    app.push(table)
    states = [table.match.to_dict()]
    for _ in range(120 * 900):
        app.step(1 / 120)
        state = table.match.to_dict()
        if state != states[-1]:
            states.append(state)
        if table.match.is_over:
            break
    return states


def wait_for(condition, timeout: float = 120.0, what: str = "") -> None:
    """Poll `condition` until it holds (a generous limit: slow machines pass too)."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"waited {timeout:.0f} s for {what}"
        time.sleep(0.005)


def file_identity(path: Path):
    """Changes with every rewrite of a save (each is a new file renamed into place)."""
    try:
        st = path.stat()
    except FileNotFoundError:
        return None
    return (st.st_ino, st.st_mtime_ns, st.st_size)


def test_killed_at_random_moments_the_game_comes_back_as_it_was(make_app, tmp_path):
    """SIGKILL once this run's save exists and has been rewritten a random number of times
    (polled, never a fixed sleep): the save is a whole moment of the very same game, and the
    menu resumes it exactly there."""
    from game import datalock
    from scenes.screens.menu import MenuScene

    rng = random.Random(8)
    seed = 21
    states = reference_states(make_app, seed, tmp_path / "reference")
    data = tmp_path / "data"
    path = saves.save_path(data, "durchmarsch")
    seen = set()
    for attempt in range(4):
        assert not path.exists()
        cmd = [sys.executable, str(ROOT / "main.py"), "--game", "durchmarsch", "--seats", SEATS,
               "--seed", str(seed), "--config", str(tmp_path / "config.toml"), "--data-dir", str(data),
               "--frames", "1000000"]
        proc = subprocess.Popen(cmd, env=env(tmp_path), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            wait_for(lambda p=proc: path.exists() or p.poll() is not None, what="the first save")
            assert proc.poll() is None, "the game ended before it was saved"
            rewrites = rng.randint(0, 5)
            last = file_identity(path)
            for _ in range(rewrites):
                wait_for(lambda p=proc, seen=last: file_identity(path) not in (seen, None) or p.poll() is not None,
                         what="the save to be written again")
                last = file_identity(path)
        finally:
            proc.kill()
            proc.wait()
        assert saves.exists(data, "durchmarsch"), f"attempt {attempt}: nothing was kept"
        saved = saves.load(data, "durchmarsch")      # whole and valid, never half written
        state = saved.match.to_dict()
        assert state in states, "the save is a moment of the very same game"
        seen.add(states.index(state))
        # started again, the menu offers it and the table continues exactly there
        app = make_app(data_dir=data)
        menu = MenuScene(app)
        app.reset_to(menu)
        assert menu.list.buttons[0].text() == "Weiterspielen"
        menu.resume()
        assert app.top.match.to_dict() == state
        app.save_writer.flush()
        saves.clear(data, "durchmarsch")   # the next attempt starts the game afresh
        datalock.release(data)             # ... in a process of its own, which must hold the folder
    assert len(seen) > 1 or max(seen) > 0, "the kills landed mid-game"


def test_a_read_only_data_folder_never_stops_a_game(make_app, tmp_path):
    """Statistics and the save cannot be written (a file where the folder should be)."""
    from scenes.screens.menu import MenuScene
    from scenes.screens.results import ResultsScene

    blocker = tmp_path / "blocked"
    blocker.write_text("not a folder")
    app = make_app(data_dir=blocker / "data")
    app.config.general.bot_speed = 8.0
    app.config.general.dice_speed = 4.0
    app.reset_to(MenuScene(app))
    app.push(app.routes.table(game_by_name("durchmarsch"), [Seat("A", "bot:hard"), Seat("B", "bot:easy")], 3))
    for _ in range(120 * 600):
        app.step(1 / 120)
        if isinstance(app.top, ResultsScene):
            break
    assert isinstance(app.top, ResultsScene)
    db, why = app.open_stats()
    assert db is None and "cannot create" in why
    app.reset_to(MenuScene(app))
    app.draw()


def test_an_unwritable_config_still_runs_and_settings_say_why(make_app, tmp_path):
    """config.toml is a folder: it can be neither read nor written; defaults run the game."""
    from game import config as configmod
    from scenes.input import key_name_ok

    path = tmp_path / "config.toml"
    path.mkdir()
    cfg = configmod.load(path, key_name_ok=key_name_ok)
    assert cfg.problems and "cannot be read" in str(cfg.problems[0])
    assert cfg.display.width == 1280
    try:
        configmod.save(cfg)
    except OSError:
        pass
    else:
        raise AssertionError("saving over a folder must fail with OSError, for the settings screen to report")


def test_a_deleted_config_is_written_again(tmp_path):
    path = tmp_path / "config.toml"
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--config", str(path), "--frames", "2"],
                            env=env(tmp_path), capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and path.exists()
    path.unlink()
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--config", str(path), "--frames", "2"],
                            env=env(tmp_path), capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and path.exists()


def test_no_audio_device_is_no_problem(tmp_path):
    """With an audio driver that does not exist the mixer cannot open: the game plays silently."""
    e = env(tmp_path)
    e["SDL_AUDIODRIVER"] = "no-such-driver"
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--demo", "--frames", "240",
                             "--config", str(tmp_path / "config.toml")],
                            env=e, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]


def test_the_sound_bank_without_a_mixer_plays_nothing_and_says_nothing(make_app, monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "init", broken)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    app = make_app()
    app.play("fanfare")
    app.play("clatter", 0.5)


def test_a_read_only_config_cannot_be_saved_and_the_settings_say_so(make_app, monkeypatch):
    """A config.toml that may not be written (read-only file or folder): the settings screen
    says why, nothing is lost, and the game goes on with the new values for this session."""
    from game import config as configmod
    from scenes.screens.menu import MenuScene
    from scenes.screens.settings.scene import SettingsScene

    app = make_app()
    before = app.config.path.read_text(encoding="utf-8")

    def refuse(path, text):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(configmod, "write_text_atomic", refuse)
    app.push(MenuScene(app))
    settings = SettingsScene(app)
    app.push(settings)
    settings.change(1)                       # the first row: the language (shown) ...
    settings.take_language()                 # ... and taken, as Enter does
    assert settings.save() is False
    assert "Permission denied" in settings.message and not settings.message_good
    app.draw()
    assert app.config.path.read_text(encoding="utf-8") == before
    assert app.config.general.language == "en", "the change still holds for this session"


def test_settings_that_cannot_be_saved_never_trap_the_player(make_app, monkeypatch):
    """Esc with unsaved changes and a config that cannot be written: the first Esc stays and
    says why, the second leaves (the changes hold for this session)."""
    import pygame
    from helpers import press

    from game import config as configmod
    from scenes.screens.menu import MenuScene
    from scenes.screens.settings.scene import SettingsScene

    def refuse(path, text):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(configmod, "write_text_atomic", refuse)
    app = make_app()
    app.push(MenuScene(app))
    settings = SettingsScene(app)
    app.push(settings)
    press(app, pygame.K_RIGHT, pygame.K_RETURN)      # the language, taken with Enter
    press(app, pygame.K_ESCAPE)
    assert app.top is settings and "No space left on device" in settings.message
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    assert app.config.general.language == "en"
