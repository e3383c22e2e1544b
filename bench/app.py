"""Benchmarks of the program as a whole: start-up, an idle menu's CPU use, input latency, and
how many complete bot-only games each engine plays per second.

- Start-up: `python main.py` in a fresh process (dummy video driver) until the first menu
  frame is flipped (the app prints that moment when WUERFELABEND_FIRST_FRAME is set), in turns
  with a bare pygame-ce process that opens the same window and flips once. Target: within 2x.
- Idle CPU: `python main.py --quit-after N` sitting in the menu, twice, IDLE_SECONDS apart in
  length (long enough for the menu's dice to be thrown twice in the longer run); the extra CPU
  seconds (user + system, from the OS) over the extra wall time. Target under 3 % of one core.
  A still scene is not redrawn (`Scene.is_still`), so idling costs little.
- Input latency, in frames: a key event is dispatched at the start of a frame; does the state
  it changes change in that same frame, and which frame is the first to show it?
- Engine speed: games per second of bots only (no drawing, no invariant checks), via
  `game.selfplay`, four seats, normal bots, default rules.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parent.parent


def _env() -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env["WUERFELABEND_FIRST_FRAME"] = "1"
    # A player's Python keeps compiled modules in __pycache__; a start that compiles every
    # module from source again is not the start a player sees.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


BARE_WINDOW = (
    "import os, time\n"
    "import pygame\n"
    "pygame.display.init()\n"
    "screen = pygame.display.set_mode((1280, 720), pygame.SCALED | pygame.RESIZABLE)\n"
    "screen.fill((20, 30, 26))\n"
    "pygame.display.flip()\n"
    "print(f'first frame at {time.time():.6f}', flush=True)\n"
)


def _first_frame(command: list[str]) -> float:
    """Seconds from starting `command` to the moment it reports its first flipped frame."""
    t0 = time.time()
    proc = subprocess.run(command, env=_env(), capture_output=True, text=True, timeout=60)
    line = next((ln for ln in proc.stdout.splitlines() if ln.startswith("first frame at ")), None)
    if line is None:
        raise RuntimeError(f"no first frame reported: {proc.stderr[-500:]}")
    return float(line.split()[-1]) - t0


def startup_seconds(runs: int = 7) -> tuple[list[float], list[float]]:
    """(the game's start-up times, a bare pygame-ce window's), measured in turns so both see
    the same machine: `python main.py` to its first menu frame, and a Python process that
    only opens the same window and flips one frame."""
    game, bare = [], []
    folder = Path(tempfile.mkdtemp(prefix="wuerfelabend-bench-"))
    start_game = [sys.executable, str(ROOT / "main.py"), "--frames", "1",
                  "--config", str(folder / "config.toml"), "--data-dir", str(folder / "data")]
    start_bare = [sys.executable, "-c", BARE_WINDOW]
    _first_frame(start_game)   # the first start after an install compiles the modules: not counted
    _first_frame(start_bare)
    for _ in range(runs):
        game.append(_first_frame(start_game))
        bare.append(_first_frame(start_bare))
    return game, bare


def _cpu_of_run(seconds: float) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of `python main.py --quit-after seconds` in the menu."""
    folder = Path(tempfile.mkdtemp(prefix="wuerfelabend-bench-"))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    subprocess.run([sys.executable, str(ROOT / "main.py"), "--quit-after", str(seconds),
                    "--config", str(folder / "config.toml"), "--data-dir", str(folder / "data")],
                   env=_env(), capture_output=True, timeout=seconds + 60)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), wall


IDLE_SECONDS = 40.0      # eight of the menu's rethrows (scenes.ui.menu_room.RETHROW_EVERY)
IDLE_SHORT = 5.0         # the shorter run: long enough to make the sounds and the menu's music
IDLE_TARGET = 0.03


def idle_cpu_share(seconds: float = IDLE_SECONDS) -> float:
    """CPU share of one core while the menu idles: a short run and one `seconds` longer; the
    difference is the idling alone (start-up, synthesising the sounds and the music and exit
    cancel out; the music goes on playing through the longer run)."""
    cpu_short, wall_short = _cpu_of_run(IDLE_SHORT)
    cpu_long, wall_long = _cpu_of_run(IDLE_SHORT + seconds)
    return max(0.0, cpu_long - cpu_short) / max(1e-9, wall_long - wall_short)


def _app():
    from bench.scenes import _app as make
    return make()


def _frame(app) -> pygame.Surface:
    app.step(1 / 120)
    app.step(1 / 120)
    app.draw()
    return app.screen.copy()


def _key(code: int) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0),
            pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0)]


def measure_latency(app, state, key: int, settle_frames: int = 0) -> tuple[int, int]:
    """Dispatch `key` as App.run does at the start of a loop pass, then run the passes.

    Returns (pass in which `state()` changed: 0 = the very pass that got the key, its own
    updates; the first presented frame that differs from the one before the key: 1 = the next
    frame drawn after the key)."""
    for _ in range(settle_frames):
        _frame(app)
    before = _frame(app)
    value = state()
    for event in _key(key):
        app.dispatch(event)
    changed_at = shown_at = None
    for n in range(30):
        picture = _frame(app)
        if changed_at is None and state() != value:
            changed_at = n
        if shown_at is None and picture.get_view("2").raw != before.get_view("2").raw:
            shown_at = n + 1
        if changed_at is not None and shown_at is not None:
            break
    return (-1 if changed_at is None else changed_at, -1 if shown_at is None else shown_at)


def latency_rows() -> list[tuple[str, int, int]]:
    from game.games import game_by_name
    from game.seats import Seat
    from scenes.screens.menu import MenuScene

    rows = []
    app = _app()
    menu = MenuScene(app)
    app.reset_to(menu)
    rows.append(("menu: down arrow moves the selection",
                 *measure_latency(app, lambda: menu.list.index, pygame.K_DOWN, settle_frames=5)))
    app.reset_to(MenuScene(app))
    table = app.routes.table(game_by_name("durchmarsch"), [Seat("A", "keyboard1"), Seat("B", "keyboard2")], 3)
    app.push(table)
    rows.append(("durchmarsch: E throws the dice",
                 *measure_latency(app, lambda: table.match.phase, pygame.K_e, settle_frames=5)))
    app.reset_to(MenuScene(app))
    table = app.routes.table(game_by_name("wurf-und-weg"), [Seat("A", "keyboard1"), Seat("B", "keyboard2")], 3)
    app.push(table)
    for _ in range(120 * 20):       # through the goal's card and the countdown into the race
        app.step(1 / 120)
        if table.match.phase == "race":
            break
    rows.append(("wurf & weg: E rolls in the race",
                 *measure_latency(app, lambda: table.match.roll_ready[0], pygame.K_e)))
    return rows


def engine_rows(seconds: float = 2.0) -> list[tuple[str, float, float]]:
    """(game, games per second, actions per second) with four normal bots, default rules."""
    import random

    from game import selfplay

    rows = []
    for game in ("durchmarsch", "mensch", "zehntausend", "wurf_und_weg"):
        rules = selfplay.engine(game).Rules()
        selfplay.play(game, 4, rules, 0, ["normal"] * 4)      # warm the bots' tables
        rng = random.Random(1)
        games = actions = 0
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            _, n = selfplay.play(game, 4, rules, rng.randrange(2**31), ["normal"] * 4)
            games += 1
            actions += n
        wall = time.perf_counter() - t0
        rows.append((game, games / wall, actions / wall))
    return rows


def run(echo: bool = True) -> str:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    starts, bare = startup_seconds()
    idle = idle_cpu_share()
    ratio = statistics.median(starts) / statistics.median(bare)
    lines = [
        f"Start-up to the first menu frame: median {statistics.median(starts) * 1000:.0f} ms, "
        f"worst {max(starts) * 1000:.0f} ms over {len(starts)} runs; a bare pygame-ce window: median "
        f"{statistics.median(bare) * 1000:.0f} ms; ratio {ratio:.2f}x (target within 2x)",
        f"Idle menu CPU over {IDLE_SECONDS:g} s: {idle * 100:.1f} % of one core (target under {IDLE_TARGET:.0%})",
        "Input latency (frames; 0 = the frame the key arrives in):",
    ]
    for what, state_at, shown_at in latency_rows():
        same = ("the same frame" if state_at == 0 else "no frame within 30 (the key did nothing)"
                if state_at < 0 else f"{state_at} frames later")
        lines.append(f"  {what:<38} state changes in {same}; shown in frame +{shown_at} (+1 = the next drawn)")
    lines.append("Engine speed, four normal bots, default rules:")
    for game, gps, aps in engine_rows():
        lines.append(f"  {game:<14} {gps:>8.1f} games/s  {aps:>10.0f} actions/s")
    text = "\n".join(lines)
    if echo:
        print(text)
    return text


if __name__ == "__main__":
    run()
