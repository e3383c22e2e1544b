"""Würfelabend: start here. Parses the command line, reads config.toml, builds the App, runs it."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent

GAME_NAMES = ("durchmarsch", "mensch", "zehntausend", "wurf-und-weg")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python main.py",
        description="Würfelabend: four German dice games for 2-6 people on one keyboard.",
    )
    p.add_argument("--game", choices=GAME_NAMES, metavar="NAME",
                   help="go straight to the seat setup of this game (durchmarsch, mensch, "
                        "zehntausend, wurf-und-weg); with --seats straight to the table")
    p.add_argument("--seats", metavar="LIST",
                   help="who plays, comma-separated: human (next keyboard cluster), pad, bot "
                        "(normal), bot:easy|normal|hard, keyboard1-4, pad1-4; e.g. human,bot:hard,bot")
    p.add_argument("--seed", type=int, metavar="N", help="seed for reproducible dice")
    p.add_argument("--config", type=Path, metavar="PATH", default=ROOT / "config.toml",
                   help="settings file to use (default: config.toml beside main.py; created if missing)")
    p.add_argument("--data-dir", type=Path, metavar="PATH",
                   help="folder for statistics and the saved game (default: data_dir in config.toml, "
                        "else the user's data folder)")
    p.add_argument("--lang", choices=("de", "en"), help="language for this run (overrides config)")
    p.add_argument("--fullscreen", action="store_true", help="start in fullscreen (F11 toggles)")
    p.add_argument("--demo", action="store_true",
                   help="attract mode: bots in every seat, the games play one after another in a loop")
    p.add_argument("--frames", type=int, metavar="N",
                   help="headless runs: quit after N frames; game time then advances 1/60 s per frame")
    p.add_argument("--quit-after", type=float, metavar="SECONDS",
                   help="quit after this many seconds of real time (kiosk runs, the idle-CPU benchmark)")
    p.add_argument("--screenshots", type=Path, metavar="DIR",
                   help="save a PNG of the window into DIR every K frames (see --every)")
    p.add_argument("--every", type=int, default=60, metavar="K", help="frames between screenshots (default 60)")
    p.add_argument("--bench", action="store_true", help="run the benchmarks headless and print a table")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.frames is not None and args.frames < 1:
        print("--frames must be at least 1", file=sys.stderr)
        return 2

    if args.bench:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        from bench.run import run_all
        print(run_all())
        return 0

    import pygame  # noqa: F401  (key names are checked against pygame's table)

    from game import config as configmod
    from game.games import game_by_name
    from game.seats import SeatSpecError, parse_seats
    from scenes.app import Options
    from scenes.input import key_name_ok
    from scenes.routes import make_app

    cfg = configmod.load(args.config, key_name_ok=key_name_ok)
    for problem in cfg.problems:
        print(f"config: {problem}", file=sys.stderr)
    if args.lang:
        cfg.general.language = args.lang

    options = Options(game=args.game, seed=args.seed, demo=args.demo, frames=args.frames,
                      screenshots=args.screenshots, screenshot_every=args.every,
                      fullscreen=args.fullscreen, quit_after=args.quit_after,
                      data_dir=args.data_dir)
    seats = None
    if args.seats:
        try:
            seats = parse_seats(args.seats, cfg.seats.names)
        except SeatSpecError as exc:
            print(f"--seats: {exc}", file=sys.stderr)
            return 2
        options.seats = args.seats.split(",")
        if args.game:
            info = game_by_name(args.game)
            if not info.min_seats <= len(seats) <= info.max_seats:
                print(f"--seats: {info.id} needs {info.min_seats}-{info.max_seats} seats, got {len(seats)}",
                      file=sys.stderr)
                return 2

    app = make_app(cfg, options)
    app.routes.start(args.game, seats, args.seed, demo=args.demo)
    return app.run()


if __name__ == "__main__":
    sys.exit(main())
