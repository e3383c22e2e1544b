"""Routes: the one place that knows which scene follows which.

Scenes never import one another. A scene says where the players want to go
(`self.app.routes.results(table)`, `self.app.routes.menu()`), and this module builds the next
scene and puts it on the stack. `make_app` builds the App with its routes; `start` opens what
the command line asked for.

Tables are found through the game catalogue: the table of game `<module>` is
`scenes/tables/<module>/table.py`, which defines `TableScene`. It is imported when a game of
that kind first starts, so start-up does not pay for four tables and their engines; the
screens opened later (setup, rules, settings, statistics) likewise.
"""

from __future__ import annotations

import copy
import importlib
import random

from game.config import Config
from game.dice import SeededDice
from game.games import GAMES, GameInfo, game_by_name
from game.saves import SavedGame
from game.seats import Seat
from scenes.app import App, Options
from scenes.screens.menu import MenuScene

DEMO_LEVELS = ("hard", "normal", "easy", "normal", "hard", "easy")


def make_app(config: Config, options: Options | None = None) -> App:
    """An App whose scenes find their way through these routes."""
    app = App(config, options)
    app.routes = Routes(app)
    return app


# Screens a player opens later are imported when first opened, so start-up does not pay for
# them (the rules screen draws every game's art and needs every engine).
LATER = {
    "setup": ("scenes.screens.setup", "SetupScene"),
    "rules": ("scenes.screens.rules.scene", "RulesScene"),
    "settings": ("scenes.screens.settings.scene", "SettingsScene"),
    "stats": ("scenes.screens.stats", "StatsScene"),
    "results": ("scenes.screens.results", "ResultsScene"),
    "pause": ("scenes.screens.pause", "PauseScene"),
    "pad_lost": ("scenes.screens.pad_lost", "PadLostScene"),
}


def screen_class(name: str):
    module, cls = LATER[name]
    return getattr(importlib.import_module(module), cls)


def table_class(info: GameInfo):
    """The table scene class of a game (`scenes/tables/<module>/table.py`)."""
    return importlib.import_module(f"scenes.tables.{info.module}.table").TableScene


class Routes:
    def __init__(self, app: App):
        self.app = app

    # -- what the command line asks for ----------------------------------------------------
    def start(self, game: str | None = None, seats: list[Seat] | None = None, seed: int | None = None,
              demo: bool = False) -> None:
        """The menu at the bottom of the stack, and on it the demo, a setup or a table."""
        self.app.push(MenuScene(self.app))
        if demo:
            self.demo(0)
        elif game:
            info = game_by_name(game)
            if seats:
                self.app.push(self.table(info, seats, seed))
            else:
                self.setup(info)

    # -- screens ----------------------------------------------------------------------------
    def menu(self) -> None:
        """Everything is closed and the menu starts over (it looks for saved games anew)."""
        self.app.reset_to(MenuScene(self.app))

    def back(self) -> None:
        """Close the top scene; the one below carries on."""
        self.app.pop()

    def setup(self, info: GameInfo) -> None:
        self.app.push(screen_class("setup")(self.app, info))

    def stats(self) -> None:
        self.app.push(screen_class("stats")(self.app))

    def settings(self) -> None:
        self.app.push(screen_class("settings")(self.app))

    def rules(self, info: GameInfo | None = None) -> None:
        """The rules screen, on the tab of `info` when a game asks."""
        rules = screen_class("rules")
        self.app.push(rules(self.app, info) if info is not None else rules(self.app))

    def pause(self, table) -> None:
        self.app.push(screen_class("pause")(self.app, table))

    def pad_lost(self, table, device: str) -> None:
        self.app.push(screen_class("pad_lost")(self.app, table, device))

    # -- tables -----------------------------------------------------------------------------
    def table(self, info: GameInfo, seats: list[Seat], seed: int | None = None,
              owners: tuple[int, ...] | None = None, match=None):
        """The table scene for a new game (or, with `match`, one that goes on)."""
        seats = [s for s in seats if not s.is_empty]
        if seed is None:
            seed = self.app.options.seed
        if match is None:
            match = new_match(self.app, info, seats, seed, owners)
        return table_class(info)(self.app, info, seats, seed, match=match)

    def play(self, info: GameInfo, seats: list[Seat], seed: int | None = None,
             owners: tuple[int, ...] | None = None) -> None:
        """A new game takes the place of the top scene (the seat setup, or the results)."""
        self.app.replace(self.table(info, seats, seed, owners))

    def resume(self, saved: SavedGame) -> None:
        """The saved game goes on where it stopped (a Mensch match knows who plays which
        colour). Should its table still fail to open, the save is moved aside and the menu
        says why: a save never stops the game."""
        from game import saves

        info = game_by_name(saved.game)
        owners = getattr(saved.match, "owners", None)
        try:
            table = self.table(info, saved.seats, saved.seed, tuple(owners) if owners else None, saved.match)
        except Exception as exc:
            path = saves.save_path(self.app.data_folder, info.module)
            moved = saves.set_aside(path)
            why = f"{type(exc).__name__}: {exc}"
            if moved is None:
                self.app.notify("app.saves.unreadable", file=path.name, why=why)
            else:
                self.app.notify("app.saves.rejected", file=path.name, why=why, aside=moved.name)
            self.menu()
            return
        self.app.push(table)

    def results(self, table) -> None:
        """The game is over: its results replace the table."""
        results = screen_class("results")(self.app, table.info, table.seats, table.match.ranking(), table.figures(),
                               table.seed, owners=table.colour_owners(),
                               tokens=[table.seat_token(i) for i in range(len(table.seats))])
        results.demo_index = table.demo_index
        self.app.replace(results)

    def rematch(self, results) -> None:
        """The same seats again, with the next seed."""
        seed = None if results.seed is None else results.seed + 1
        self.play(results.info, results.seats, seed, results.owners)

    # -- the attract mode -------------------------------------------------------------------
    def demo(self, index: int) -> None:
        """Demo game `index` (the games in turn, bots in every seat) over the menu."""
        info = GAMES[index % len(GAMES)]
        seats = [Seat(self.app.config.seats.names[i], f"bot:{DEMO_LEVELS[i]}") for i in range(min(info.max_seats, 4))]
        table = self.table(info, seats, (self.app.options.seed or 0) + index)
        table.demo_index = index
        self.app.push(table)

    def demo_next(self, results) -> None:
        """A demo game's results have been shown: the next game follows."""
        self.app.pop()
        self.demo(results.demo_index + 1)


def new_match(app: App, info: GameInfo, seats: list[Seat], seed: int | None,
              owners: tuple[int, ...] | None = None):
    """A fresh engine match for these seats under the house rules in force (a game keeps the
    rules it began with: later changes in the settings do not reach it)."""
    rules = copy.deepcopy(app.config.rules(info.module))
    dice = SeededDice(seed if seed is not None else random.SystemRandom().randrange(2**31))
    if owners is not None:
        return info.engine().Match(len(seats), rules, dice, owners=owners)
    return info.engine().Match(len(seats), rules, dice)
