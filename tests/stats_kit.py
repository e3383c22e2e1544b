"""The statistics after the first few games, built for tests: finished games written into a
fresh statistics folder (never the player's), and the statistics screen opened on one page."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

from game.stats import PlayerResult, Stats

T0 = datetime(2026, 11, 28, 20, 0, 0)


def record(db: Stats, when: datetime, *seats: tuple, game: str = "durchmarsch", turns: int | None = None) -> None:
    """One finished game: seats are (name, kind, place, style: the seat's look at the table).
    Each seat took `turns` turns, else the more the lower its place (the winner 3, then 8, 13 ...)."""
    db.record(game, {}, [PlayerResult(n, k, p, {"turns": turns if turns is not None else 3 + 5 * (p - 1)}, st)
                         for n, k, p, st in seats], 60.0, played_at=when)


def few_games(folder: Path, *games: tuple[tuple, ...], apart: timedelta = timedelta(minutes=9),
              game: str = "durchmarsch", turns: int | None = None) -> Path:
    """Games played one after another from `T0`, `apart` each (each game a tuple of seats as
    `record` takes them), written into the statistics in `folder`; returns the folder."""
    db = Stats.open(folder)
    for n, seats in enumerate(games):
        record(db, T0 + n * apart, *seats, game=game, turns=turns)
    db.close()
    return folder


def two_games(folder: Path, first: tuple[str, str] = ("Anna", "bot:normal")) -> Path:
    """Two games of Durchmarsch: `first` (a bot unless told; wins the first) with the bots Ben
    (hard; wins the second) and Clara (easy)."""
    return few_games(folder,
                     ((*first, 1, 0), ("Ben", "bot:hard", 2, 1), ("Clara", "bot:easy", 3, 2)),
                     ((*first, 2, 0), ("Ben", "bot:hard", 1, 1), ("Clara", "bot:easy", 3, 2)))


def open_page(make_app, folder: Path, page: str, lang: str = "de"):
    """The statistics screen on `page` (a name from `PAGES`), its charts grown in; (app, scene)."""
    from scenes.screens.stats import PAGES, StatsScene

    app = make_app(data_dir=folder)
    app.set_language(lang)
    app.routes.start()
    scene = StatsScene(app)
    app.push(scene)
    scene.switch(PAGES.index(page))
    scene.time += 5
    return app, scene


def placed_on_page(app, scene, tab: int) -> list[tuple[str, object]]:
    """Every text the statistics' page `tab` shows once it has settled, with its rect."""
    from scenes.ui import text

    scene.switch(tab)
    scene.time += 5
    places = text.watch_places()
    try:
        app.draw()
    finally:
        text.unwatch()
    return [(t, r) for t, r, _s in places]
