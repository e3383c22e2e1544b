"""Benchmark: the frame time of every scene, headless at 1280x720, against a bare loop.

Each scene runs as the game runs it: two fixed 1/120 s updates (bots playing, dice rolling,
tweens moving), one draw, one flip. The tables are measured mid-game with bots in every seat
(a table that reaches its results is set up again, untimed). In the same run, taking turns
every 10 frames, the bare loop of ``bench.tray`` steps pymunk and draws as many
rotated boxes as the scene shows dice; the table prints p50 / p99 / max and p99's ratio to
the bare loop's p99. Target: p99 within 2.5x the bare loop's. The menu is measured drawing
every frame (as while its dice tumble), though it is still, and not drawn, most of the time.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pygame

from bench.tray import BareLoop, _percentile, _run_block

TARGET_RATIO = 2.5
WARMUP_FRAMES = 600     # ten seconds of play before timing: the tables are mid-game


@dataclass
class SceneCase:
    name: str
    dice: int                      # dice the scene shows (the bare loop draws as many boxes)
    build: Callable                # build(app) -> the scene to measure, pushed on the app


def _app():
    from game import config as configmod
    from scenes.app import Options
    from scenes.input import key_name_ok
    from scenes.routes import make_app

    folder = Path(tempfile.mkdtemp(prefix="wuerfelabend-bench-"))
    cfg = configmod.load(folder / "config.toml", key_name_ok=key_name_ok)
    return make_app(cfg, Options(frames=1, seed=1, data_dir=folder / "data"))


def _table(game: str, kinds: list[str]):
    def build(app):
        from game.games import game_by_name
        from game.seats import Seat
        from scenes.screens.menu import MenuScene

        names = app.config.seats.names
        app.reset_to(MenuScene(app))
        seats = [Seat(names[i], kind) for i, kind in enumerate(kinds)]
        app.push(app.routes.table(game_by_name(game), seats, 1))
        return app.top
    return build


def _menu(app):
    from scenes.screens.menu import MenuScene

    app.reset_to(MenuScene(app))
    return app.top


def _results(app):
    from bench.stories import sample_story
    from game.games import game_by_name
    from game.seats import Seat
    from scenes.screens.menu import MenuScene
    from scenes.screens.results import ResultsScene

    app.reset_to(MenuScene(app))
    seats = [Seat(n, "bot:normal") for n in app.config.seats.names[:4]]
    figures = [{"crosses": 12, "best_row": 8, "misthrows": 3, "struck_rows": 0, "turns": 6}] * 4
    # the charted screen, as a game that told its story shows it (a chart, highlights, luck)
    app.push(ResultsScene(app, game_by_name("durchmarsch"), seats, [[2], [0], [3], [1]], figures, 1,
                          story=sample_story(4, crosses=True)))
    return app.top


def cases() -> list[SceneCase]:
    bots4 = ["bot:hard", "bot:normal", "bot:easy", "bot:normal"]
    return [
        SceneCase("menu", 9, _menu),
        SceneCase("durchmarsch table, 4 bots", 8, _table("durchmarsch", bots4)),
        SceneCase("mensch table, 4 bots", 1, _table("mensch", bots4)),
        SceneCase("zehntausend table, 6 bots", 6, _table("zehntausend", bots4 + ["bot:hard", "bot:easy"])),
        SceneCase("wurf & weg table, 6 bots", 19, _table("wurf-und-weg", bots4 + ["bot:hard", "bot:easy"])),
        SceneCase("results", 0, _results),
    ]


class SceneLoop:
    """Runs one scene frame by frame like App.run does, rebuilding it if it ends."""

    def __init__(self, app, case: SceneCase):
        self.app, self.case = app, case
        self.scene = case.build(app)
        self.kind = type(self.scene)

    def step(self, screen: pygame.Surface) -> None:
        app = self.app
        if not isinstance(app.top, self.kind):
            self.scene = self.case.build(app)
        app.step(1 / 120)
        app.step(1 / 120)
        app.draw()


def measure(case: SceneCase, frames: int) -> dict:
    app = _app()
    loop = SceneLoop(app, case)
    bare = BareLoop(max(1, case.dice), box=50)
    screen = app.screen
    _run_block(loop, screen, WARMUP_FRAMES, [])
    _run_block(bare, screen, 60, [])
    times: dict[str, list[float]] = {"scene": [], "bare": []}
    done = 0
    while done < frames:
        n = min(10, frames - done)
        _run_block(bare, screen, n, times["bare"])
        _run_block(loop, screen, n, times["scene"])
        done += n
    s, b = times["scene"], times["bare"]
    return {
        "name": case.name, "dice": case.dice,
        "p50": _percentile(s, 0.5), "p99": _percentile(s, 0.99), "max": max(s),
        "bare_p99": _percentile(b, 0.99),
    }


def run(frames: int = 1000, echo: bool = True, only: str | None = None) -> str:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    rows = [measure(c, frames) for c in cases() if only is None or only in c.name]
    lines = [
        f"Scene frame times: {frames} frames each after {WARMUP_FRAMES} of warm-up, 1280x720, "
        f"{pygame.display.get_driver()} video driver, {os.cpu_count()} cores",
        f"{'scene':<28} {'dice':>4}  {'p50':>8} {'p99':>8} {'max':>8}  {'bare p99':>8}  {'ratio':>6}"
        f"  target p99 <= {TARGET_RATIO:g}x the bare loop's",
    ]
    for r in rows:
        ratio = r["p99"] / r["bare_p99"]
        ok = "ok" if ratio <= TARGET_RATIO else "MISSED"
        lines.append(f"{r['name']:<28} {r['dice']:>4}  {r['p50']:>6.3f}ms {r['p99']:>6.3f}ms "
                     f"{r['max']:>6.2f}ms  {r['bare_p99']:>6.3f}ms  {ratio:>5.2f}x  {ok}")
    table = "\n".join(lines)
    if echo:
        print(table)
    return table


if __name__ == "__main__":
    import sys

    run(int(sys.argv[1]) if len(sys.argv) > 1 else 1000, only=sys.argv[2] if len(sys.argv) > 2 else None)
