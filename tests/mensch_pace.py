"""How long a Mensch game lasts at the table: bots in all four colours, the table headless at
the default speeds (dice speed and bot speed 1.0), stepped frame by frame on its simulated
clock (the table's own `time`, never the wall clock), from the first frame until the table
hands over to the results.

`python -m tests.mensch_pace [games] [figures ...]` prints the median, the quickest and the
slowest of `games` games (seeds 1..games, normal bots; default 20 games of 2 and 4 figures).
"""

from __future__ import annotations

import statistics
import sys
import tempfile
from pathlib import Path

STEP = 1 / 120          # the App's fixed update step
LIMIT = 2 * 60 * 60     # a game longer than two hours of table time is a hang


def game_seconds(figures: int, seed: int, level: str = "normal") -> float:
    """Seconds of table time one bot-only game takes with `figures` figures per colour."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game import config as configmod
    from game.games import game_by_name
    from game.seats import Seat
    from scenes.app import Options
    from scenes.routes import make_app

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "config.toml"
        path.write_text(f"[mensch]\nfigures = {figures}\n", encoding="utf-8")
        cfg = configmod.load(path)
        app = make_app(cfg, Options(data_dir=Path(folder) / "data"))
        seats = [Seat(name, f"bot:{level}") for name in ("Anna", "Ben", "Clara", "David")]
        table = app.routes.table(game_by_name("mensch"), seats, seed)
        app.push(table)
        while not table.finished and table.time < LIMIT:
            app.step(STEP)
        if not table.finished:
            raise RuntimeError(f"a game of {figures} figures (seed {seed}) did not end")
        return table.time


def lengths(figures: int, games: int) -> list[float]:
    return [game_seconds(figures, seed) for seed in range(1, games + 1)]


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv else 20
    for figures in [int(a) for a in argv[1:]] or [2, 4]:
        times = lengths(figures, games)
        print(f"{figures} figures: median {statistics.median(times) / 60:.1f} min "
              f"(quickest {min(times) / 60:.1f}, slowest {max(times) / 60:.1f}; {games} games)")


if __name__ == "__main__":
    main(sys.argv[1:])
