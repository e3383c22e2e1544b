"""Attract mode (`--demo`): bots in every seat, the games follow one another in a loop."""

from __future__ import annotations

from game.games import GAMES
from game.seats import Seat


def demo_games(app) -> list:
    """The games that can run on their own: the engine exists, and a real-time game has its
    own table (the generic table plays turn by turn)."""
    import importlib.util

    out = []
    for info in GAMES:
        try:
            info.engine()
        except ModuleNotFoundError:
            continue
        if info.realtime and importlib.util.find_spec(f"scenes.{info.module}") is None:
            continue
        out.append(info)
    return out


def demo_seats(app, info) -> list[Seat]:
    levels = ["hard", "normal", "easy", "normal", "hard", "easy"]
    count = min(info.max_seats, 4)
    return [Seat(app.config.seats.names[i], f"bot:{levels[i]}") for i in range(count)]


def start_demo(app, index: int = 0) -> None:
    """Open the next demo game on top of the menu; results lead to the next one."""
    from scenes.tables import open_table
    games = demo_games(app)
    if not games:
        return
    info = games[index % len(games)]
    seed = (app.options.seed or 0) + index
    table = open_table(app, info, demo_seats(app, info), seed)
    table.demo_index = index
    app.push(table)
