"""Würfelabend: start here. Parses the command line, reads config.toml, builds the App, runs it.

A bad command line never gets as far as a window: every value is checked first, and what is
wrong is said in one line on stderr with exit status 2 (no traceback). Headless runs
(`--frames`, `--screenshots`, `--bench`) keep their saves and statistics in a fresh temporary
folder unless `--data-dir` is given, so they never touch the player's own.
"""

from __future__ import annotations

import argparse
import math
import os
import shutil
import stat
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent

GAME_NAMES = ("durchmarsch", "mensch", "zehntausend", "wurf-und-weg")
MAX_FRAMES = 10_000_000          # about 46 hours of game time at 60 frames a second
MAX_SEED = 2 ** 62               # seeds are kept in the statistics (64-bit) and go up by one a rematch


class UsageError(Exception):
    """A bad command line; the message is the one line printed."""


def _one_line(text: str, limit: int = 300) -> str:
    """Text fit for one line of stderr: control characters and lone surrogates escaped."""
    out = "".join(c if c.isprintable() or c == " " else
                  (f"\\x{ord(c):02x}" if ord(c) < 0x100 else f"\\u{ord(c):04x}") for c in text[: limit * 2])
    return out if len(out) <= limit else out[: limit - 3] + "..."


def _path(text: str) -> Path:
    """A path argument; an empty one is no path (Path("") would quietly be the current folder)."""
    if not text:
        raise argparse.ArgumentTypeError("the path is empty")
    return Path(text)


class Parser(argparse.ArgumentParser):
    def error(self, message: str):
        """argparse's own complaints, in one line like ours."""
        raise UsageError(message)


def build_parser() -> argparse.ArgumentParser:
    p = Parser(
        prog="python main.py",
        description="Würfelabend: four German dice games for 2-6 people on one keyboard.",
    )
    p.add_argument("--game", choices=GAME_NAMES, metavar="NAME",
                   help="go straight to the seat setup of this game (durchmarsch, mensch, "
                        "zehntausend, wurf-und-weg); with --seats straight to the table")
    p.add_argument("--seats", metavar="LIST",
                   help="who plays (needs --game), comma-separated: human (next keyboard cluster), pad, bot "
                        "(normal), bot:easy|normal|hard, keyboard1-4, pad1-4; e.g. human,bot:hard,bot. "
                        "Every person needs a device of their own")
    p.add_argument("--seed", type=int, metavar="N", help=f"seed for reproducible dice (0 to {MAX_SEED})")
    p.add_argument("--config", type=_path, metavar="PATH",
                   help="settings file to use (default: config.toml beside main.py; created if missing)")
    p.add_argument("--data-dir", type=_path, metavar="PATH",
                   help="folder for statistics and the saved game (default: data_dir in config.toml, "
                        "else the user's data folder; headless runs: a fresh temporary folder)")
    p.add_argument("--lang", choices=("de", "en"), help="language for this run (overrides config)")
    p.add_argument("--fullscreen", action="store_true", help="start in fullscreen (F11 toggles)")
    p.add_argument("--demo", action="store_true",
                   help="attract mode: bots in every seat, the games play one after another in a loop")
    p.add_argument("--frames", type=int, metavar="N",
                   help=f"headless runs: quit after N frames (1 to {MAX_FRAMES}); game time then advances "
                        "1/60 s per frame. Keeps nothing in the player's data folder")
    p.add_argument("--quit-after", type=float, metavar="SECONDS",
                   help="quit after this many seconds of real time, more than 0 (kiosk runs, the idle-CPU benchmark)")
    p.add_argument("--screenshots", type=_path, metavar="DIR",
                   help="save a PNG of the window into DIR every K frames (see --every); "
                        "keeps nothing in the player's data folder")
    p.add_argument("--every", type=int, default=60, metavar="K",
                   help=f"frames between screenshots, 1 to {MAX_FRAMES} (default 60)")
    p.add_argument("--bench", action="store_true", help="run the benchmarks headless and print a table")
    return p


# ---------------------------------------------------------------- checking the command line

def _path_text(option: str, path: Path) -> str:
    text = os.fspath(path)
    if not text:
        raise UsageError(f"{option}: the path is empty")
    if "\x00" in text or any(ord(c) < 32 or ord(c) == 0x7F for c in text):
        raise UsageError(f"{option}: {_one_line(text)!r} holds control characters")
    try:
        os.fsencode(text)
    except UnicodeError:
        raise UsageError(f"{option}: {_one_line(text)!r} is no valid file name") from None
    return text


def _kind(path: Path) -> str | None:
    """None for something missing, else 'file', 'folder' or what else it is."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return None
    except NotADirectoryError:
        return "inside a file"
    except OSError as exc:
        return f"unusable ({exc.strerror or exc})"
    if stat.S_ISREG(mode):
        return "file"
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def _nearest_existing(path: Path) -> Path:
    path = Path(os.path.abspath(path))
    while not os.path.lexists(path) and path.parent != path:
        path = path.parent
    return path


def _check_folder(option: str, path: Path) -> None:
    """A folder that is there or can be made; anything else is refused."""
    text = _one_line(_path_text(option, path))
    kind = _kind(path)
    if kind == "folder":
        return
    if kind is None:
        base = _nearest_existing(path)
        if _kind(base) == "folder":
            return
        raise UsageError(f"{option}: {text} cannot be made, {_one_line(os.fspath(base))} is no folder")
    raise UsageError(f"{option}: {text} is {'a file' if kind == 'file' else kind}, not a folder")


def check(args) -> None:
    """Every value of the command line, before anything starts; UsageError says what is wrong."""
    if args.frames is not None and not 1 <= args.frames <= MAX_FRAMES:
        raise UsageError(f"--frames must be at least 1 and at most {MAX_FRAMES}, not {args.frames}")
    if not 1 <= args.every <= MAX_FRAMES:
        raise UsageError(f"--every must be at least 1 and at most {MAX_FRAMES}, not {args.every}")
    if args.quit_after is not None and not (math.isfinite(args.quit_after) and args.quit_after > 0):
        raise UsageError(f"--quit-after must be a number of seconds more than 0, not {args.quit_after}")
    if args.seed is not None and not 0 <= args.seed <= MAX_SEED:
        raise UsageError(f"--seed must be from 0 to {MAX_SEED}")
    if args.seats is not None:
        if args.game is None:
            raise UsageError("--seats needs --game (which game the seats are for)")
        from game.config import DEFAULT_NAMES
        from game.seats import SeatSpecError, parse_seats

        try:
            seats = parse_seats(args.seats, DEFAULT_NAMES)
        except SeatSpecError as exc:
            raise UsageError(f"--seats: {exc}") from None
        from game.games import game_by_name

        info = game_by_name(args.game)
        if not info.min_seats <= len(seats) <= info.max_seats:
            raise UsageError(f"--seats: {info.id} needs {info.min_seats}-{info.max_seats} seats, got {len(seats)}")
    if args.demo and (args.game or args.seats is not None):
        raise UsageError("--demo plays every game with bots itself; leave out --game and --seats")
    if args.config is not None:
        text = _one_line(_path_text("--config", args.config))
        kind = _kind(args.config)
        if kind is None:
            if _kind(Path(os.path.abspath(args.config)).parent) != "folder":
                raise UsageError(f"--config: the folder of {text} does not exist")
        elif kind != "file":
            raise UsageError(f"--config: {text} is {'a folder' if kind == 'folder' else kind}, not a settings file")
    if args.data_dir is not None:
        _check_folder("--data-dir", args.data_dir)
    if args.screenshots is not None:
        _check_folder("--screenshots", args.screenshots)


def prepare_screenshots(folder: Path) -> None:
    """Make the screenshot folder and prove a file can be written there (before any frame)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        raise UsageError(f"--screenshots: cannot write into {_one_line(os.fspath(folder))} "
                         f"({exc.strerror or exc})") from None


# ---------------------------------------------------------------- running

def main(argv: list[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        check(args)
        if args.screenshots is not None and not args.bench:
            prepare_screenshots(args.screenshots)
    except UsageError as exc:
        print(f"python main.py: {_one_line(str(exc))} (see --help)", file=sys.stderr)
        return 2
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

    if args.bench:    # (the benchmarks keep everything in temporary folders of their own)
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        from bench.run import run_all
        print(run_all())
        return 0

    import pygame  # noqa: F401  (key names are checked against pygame's table)

    from game import config as configmod
    from game.seats import SeatSpecError, parse_seats
    from scenes.app import Options
    from scenes.input import key_name_ok
    from scenes.routes import make_app

    cfg = configmod.load(args.config or ROOT / "config.toml", key_name_ok=key_name_ok)
    for problem in cfg.problems:
        print(f"config: {problem}", file=sys.stderr)
    if args.lang:
        cfg.general.language = args.lang

    seats = None
    if args.seats is not None:
        try:
            seats = parse_seats(args.seats, cfg.seats.names)
        except SeatSpecError as exc:      # (checked above with the default names already)
            print(f"python main.py: --seats: {_one_line(str(exc))}", file=sys.stderr)
            return 2

    data_dir = args.data_dir
    scratch = None
    if data_dir is None and (args.frames is not None or args.screenshots is not None):
        scratch = Path(tempfile.mkdtemp(prefix="wuerfelabend-run-"))   # never the player's own data
        data_dir = scratch

    options = Options(game=args.game, seed=args.seed, demo=args.demo, frames=args.frames,
                      screenshots=args.screenshots, screenshot_every=args.every,
                      fullscreen=args.fullscreen, quit_after=args.quit_after,
                      data_dir=data_dir)
    if args.seats is not None:
        options.seats = args.seats.split(",")
    try:
        app = make_app(cfg, options)
        unfinished = app.routes.start(args.game, seats, args.seed, demo=args.demo)
        if unfinished is not None:
            print(f"python main.py: a game of {args.game} is unfinished "
                  f"({_one_line(', '.join(s.name for s in unfinished.seats))}); it is kept, and the window "
                  "asks whether to go on with it or start the new one", file=sys.stderr)
        return app.run()
    finally:
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
