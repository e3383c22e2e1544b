"""The command line: --help, --demo --frames, --game with --seats, screenshots of each scene."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def run(*args, cwd, timeout=120):
    env = {**ENV, "XDG_DATA_HOME": str(Path(cwd) / "xdg")}   # never the player's own data folder
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                          timeout=timeout, env=env, cwd=cwd)


def test_help_explains_every_option(tmp_path):
    result = run("--help", cwd=tmp_path)
    assert result.returncode == 0
    for option in ("--game", "--seats", "--seed", "--config", "--lang", "--fullscreen", "--demo",
                   "--frames", "--screenshots", "--bench"):
        assert option in result.stdout


def test_demo_runs_600_frames_headless_and_exits_0(tmp_path):
    result = run("--demo", "--frames", "600", "--config", str(tmp_path / "c.toml"), "--seed", "4",
                 "--screenshots", str(tmp_path / "shots"), "--every", "200", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    shots = sorted((tmp_path / "shots").glob("*.png"))
    assert len(shots) == 3
    assert all("table" in s.name or "scene" in s.name for s in shots)


def test_game_with_seats_goes_straight_to_the_table(tmp_path):
    shots = tmp_path / "shots"
    result = run("--game", "durchmarsch", "--seats", "human,bot:hard,bot", "--seed", "1", "--frames", "3",
                 "--config", str(tmp_path / "c.toml"), "--screenshots", str(shots), "--every", "3", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    names = [p.name for p in shots.glob("*.png")]
    assert names and "table" in names[0]


def test_game_without_seats_opens_setup(tmp_path):
    shots = tmp_path / "shots"
    result = run("--game", "wurf-und-weg", "--frames", "2", "--config", str(tmp_path / "c.toml"),
                 "--screenshots", str(shots), "--every", "2", "--lang", "en", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert [p.name for p in shots.glob("*.png")] == ["frame_000002_setupscene.png"]


@pytest.mark.parametrize("args, words", [
    (["--game", "schach"], "invalid choice"),
    (["--game", "durchmarsch", "--seats", "human,robot"], "unknown seat"),
    (["--game", "durchmarsch", "--seats", "bot,bot,bot,bot,bot"], "needs 2-4 seats"),
    (["--frames", "0"], "at least 1"),
])
def test_bad_command_lines_are_refused_with_a_reason(tmp_path, args, words):
    result = run(*args, "--config", str(tmp_path / "c.toml"), cwd=tmp_path)
    assert result.returncode == 2
    assert words in result.stderr


def _not_blank(surface) -> bool:
    colours = {tuple(surface.get_at((x, y))) for x in range(0, 1280, 37) for y in range(0, 720, 29)}
    return len(colours) > 12


def test_a_screenshot_of_each_scene_is_written_and_not_blank(make_app, tmp_path):
    from game.games import GAMES, game_by_name
    from game.seats import Seat
    from scenes.screens.menu import MenuScene
    from scenes.screens.pause import PauseScene
    from scenes.screens.results import ResultsScene
    from scenes.screens.rules.scene import RulesScene
    from scenes.screens.settings.scene import SettingsScene
    from scenes.screens.setup import SetupScene
    from scenes.screens.stats import StatsScene

    app = make_app()
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "bot:normal"), Seat("Clara", "bot:hard")]
    menu = MenuScene(app)
    scenes = {"menu": menu, "settings": SettingsScene(app), "rules": RulesScene(app), "stats": StatsScene(app)}
    for info in GAMES:
        scenes[f"setup_{info.module}"] = SetupScene(app, info)
        scenes[f"table_{info.module}"] = app.routes.table(info, seats, 2)
    table = scenes["table_durchmarsch"]
    scenes["results"] = ResultsScene(app, game_by_name("durchmarsch"), seats, [[2], [0], [1]],
                                     [{}, {}, {}], 2)
    for name, scene in scenes.items():
        app.stack = [scene]
        for _ in range(3):
            app.step(1 / 120)
        app.draw()
        out = tmp_path / f"{name}.png"
        pygame.image.save(app.screen, str(out))
        assert out.stat().st_size > 1000
        assert _not_blank(app.screen), f"{name} looks blank"
    app.stack = [table, PauseScene(app, table)]
    app.draw()
    assert _not_blank(app.screen)
