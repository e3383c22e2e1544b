"""Routes: the one place that knows which scene follows which.

Scenes never import one another. A scene says where the players want to go
(`self.app.routes.results(table)`, `self.app.routes.menu()`), and this module builds the next
scene and puts it on the stack. `make_app` builds the App with its routes; `start` opens what
the command line asked for.

Tables are found through the game catalogue: the table of game `<module>` is
`scenes/tables/<module>/table.py`, which defines `TableScene`. It is imported when a game of
that kind first starts, so start-up does not pay for four tables and their engines; the
screens opened later (setup, rules, settings, statistics) likewise, and the Spieleabend's code
when there is an evening to resume or one starts.
"""

from __future__ import annotations

import copy
import importlib
import random
from dataclasses import replace
from typing import TYPE_CHECKING

from game import saves
from game.config import Config
from game.dice import SeededDice
from game.games import GAMES, GameInfo, game_by_name
from game.saves import SavedGame
from game.seats import Seat
from scenes import evening_keeping
from scenes.app import App, Options
from scenes.screens.menu import MenuScene

DEMO_LEVELS = ("hard", "normal", "easy", "normal", "hard", "easy")


if TYPE_CHECKING:
    from game.evening import Evening


def make_app(config: Config, options: Options | None = None) -> App:
    """An App whose scenes find their way through these routes."""
    app = App(config, options)
    app.routes = Routes(app)
    app.evening = None      # the Spieleabend being played (set from its table to its end)
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
    "evening": ("scenes.screens.evening.table", "EveningScene"),
    "evening_end": ("scenes.screens.evening.end", "EveningEndScene"),
    # not a screen: the menu's dice trays (and with them pymunk), made after its first frame
    "menu_room": ("scenes.ui.menu_room", "MenuRoom"),
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
        """The menu at the bottom of the stack, and on it the demo, a setup or a table (the
        people of `--seats` have the coach's hints as `[general] hints` says, as in the setup).
        With a game of that kind unfinished, the menu first asks whether to go on with it or
        give it up for the new one (nothing is lost unasked); returns that saved game then,
        else None."""
        menu = MenuScene(self.app)
        self.app.push(menu)
        if demo:
            self.demo(0)
        elif game:
            info = game_by_name(game)
            if seats:
                hints = self.app.config.general.hints
                seats = [replace(s, hints=hints and s.is_human) for s in seats]
                start = lambda: self.app.push(self.table(info, seats, seed))  # noqa: E731
            else:
                start = lambda: self.setup(info)  # noqa: E731
            saved = menu.saved_of(info.module)
            if saved is not None:
                menu.ask_unfinished(info, saved, start, asked=seats)
                return saved
            start()
        return None

    # -- screens ----------------------------------------------------------------------------
    def menu(self) -> None:
        """Everything is closed and the menu starts over (it looks for saved games anew). An
        evening being played stays saved: the menu offers "Abend fortsetzen"."""
        self.app.evening = None
        self.app.reset_to(MenuScene(self.app))

    def menu_after_game(self) -> None:
        """The menu, reached from a screen after a game: it takes only deliberate presses for
        a start, so "Weiterspielen" is never entered by keys still hammered."""
        info = getattr(self.app.top, "info", None)     # the results of the game just played
        self.menu()
        top = self.app.top
        if top is not None and hasattr(top, "guard_keys"):
            top.guard_keys(getattr(info, "module", None))

    def back(self) -> None:
        """Close the top scene; the one below carries on."""
        self.app.pop()

    def menu_room(self, seed: int | None = None):
        """The menu's room (its dice trays and hopping title), asked for by the menu once its
        first frame is on screen: start-up does not wait for the physics."""
        return screen_class("menu_room")(self.app, seed)

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
        """A new game takes the place of the top scene (the seat setup, or the results). In a
        Spieleabend the game is the evening's: its seed is chosen here, so its save can be
        told apart from any other game's, and the evening remembers who sits where."""
        if self.app.evening is not None:
            try:
                self.app.evening.seats_to_players([s for s in seats if not s.is_empty])
            except ValueError:           # not the evening's players: a game of its own
                self.app.evening = None
            else:
                self.app.replace(self.table_of_evening(info, seats, seed, owners))
                return
        self.app.replace(self.table(info, seats, seed, owners))

    def resume(self, saved: SavedGame) -> None:
        """The saved game goes on where it stopped (a Mensch match knows who plays which
        colour). Should its table still fail to open, the save is moved aside and the menu
        says why: a save never stops the game."""
        from game import saves

        info = game_by_name(saved.game)
        owners = getattr(saved.match, "owners", None)
        self.adopt_evening(saved)
        try:
            table = self.table(info, saved.seats, saved.seed, tuple(owners) if owners else None, saved.match)
            if getattr(saved, "story", None) is not None:
                table.restore_story(saved.story)      # the game's story so far goes on too
            extra = getattr(saved, "extra", None) or {}
            table.resumed(extra.get("log"))
            table.resumed_view(extra.get("view"))
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
                               table.seed, owners=table.colour_owners(), colour_styles=table.colour_styles(),
                               tokens=[table.seat_token(i) for i in range(len(table.seats))],
                               story=table.story(), podium=True)
        results.demo_index = table.demo_index
        self.app.replace(results)

    def rematch(self, results) -> None:
        """The same seats again, with the next seed."""
        seed = None if results.seed is None else results.seed + 1
        self.play(results.info, results.seats, seed, results.owners)

    def results_choices(self, results) -> list[tuple[str, object]]:
        """The results screen's choices, as (language key, action), shown after "Weiter":
        Revanche and the menu; in a Spieleabend the evening's table (the game has just been
        added to the evening) and a rematch that counts for the evening too."""
        if self.evening_game_over(results):
            return [("evening.results.to_evening", lambda: self.evening(after_game=True)),
                    ("app.results.rematch", lambda: self.rematch(results))]
        return [("app.results.rematch", lambda: self.rematch(results)), ("app.results.menu", self.menu_after_game)]

    def leave_results(self, results) -> None:
        """Back (Esc) on the results: the evening's table in an evening, else the menu."""
        if self.app.evening is not None and getattr(results, "demo_index", None) is None:
            self.evening(after_game=True)
        else:
            self.menu_after_game()

    # -- the Spieleabend ----------------------------------------------------------------------
    def saved_evening(self) -> Evening | None:
        """The evening kept in the data folder, if any (a damaged file is refused with a
        notice; an ended one that the statistics could not take before is recorded now)."""
        return evening_keeping.load_saved(self.app)

    def evening_setup(self) -> None:
        """Choose the players of a new evening (the seat setup, once for the whole evening)."""
        from game.evening import EVENING_INFO

        self.app.push(screen_class("setup")(self.app, EVENING_INFO))

    def evening_start(self, seats: list[Seat]) -> None:
        """A new evening with these players (each keeps the colour and shape of their seat, or
        of their row when it has none); an evening still saved ends first (it goes to the
        statistics, so nothing is lost)."""
        old = self.saved_evening()
        if old is not None:
            evening_keeping.end_game_under_way(self.app, old)
            evening_keeping.record(self.app, old)
        cfg = self.app.config.evening
        from game.evening import Evening, Player

        self.app.evening = Evening([Player(s.name, s.kind, s.style, s.wants_hints) for s in seats if not s.is_empty],
                                   list(cfg.points), cfg.ties)
        evening_keeping.save(self.app, self.app.evening)
        self.evening()

    def evening_resume(self, evening: Evening) -> None:
        """Abend fortsetzen: the evening's table with its standings."""
        self.app.evening = evening
        self.evening()

    def evening(self, after_game: bool = False) -> None:
        """The evening's table (standings, games played, the next game) over the menu;
        `after_game`: straight from the results of the evening's latest game (its points count up)."""
        if self.app.evening is None:
            self.menu()
            return
        self.app.reset_to(MenuScene(self.app))
        self.app.push(screen_class("evening")(self.app, self.app.evening, after_game=after_game))

    def evening_game(self, info: GameInfo) -> None:
        """The next game of the evening: straight to the table when every player has a seat
        and nothing is to be chosen; else its seat setup with the evening's players (who sits
        out, who plays which Mensch colour, and in a real-time game which of the players who
        share a keyboard block or pad plays it)."""
        evening = self.app.evening
        if evening is None:
            return
        saved = self.unfinished(info.module)
        if saved is not None:
            # the same rule as in the menu: an unfinished game of this kind (a game of its own,
            # or the evening's game under way) is given up only when the players choose it
            menu = MenuScene(self.app)
            self.app.reset_to(menu)
            mine = evening.is_current(saved.game, saved.seed)
            menu.ask_unfinished(info, saved, lambda: self.evening_game_anew(info, again=True), back=self.evening,
                                resume=(lambda: self.resume(saved)) if mine else False)
            return
        self.evening_game_anew(info)

    def unfinished(self, module: str) -> SavedGame | None:
        """The good saved game of this kind, or None (a damaged one is refused with a notice,
        moved aside, and never stands in the way of a new game)."""
        if not self.app.keeps_data():
            return None
        try:
            good, refused = saves.load_all(self.app.data_folder)
        except Exception as exc:      # whatever the folder holds, the evening goes on
            self.app.notify("app.resume.rejected", why=f"{type(exc).__name__}: {exc}")
            return None
        for refusal in refused:
            self.app.notify("app.saves.rejected", file=refusal.path.name, why=refusal.why,
                            aside=refusal.moved_to.name if refusal.moved_to else "-")
        # (a game nobody threw in is nothing to give up: it is not asked about)
        return next((s for s in good if s.game == module and game_by_name(s.game).begun(s.match)), None)

    def evening_game_anew(self, info: GameInfo, again: bool = False) -> None:
        """The next game of the evening, begun afresh (see `evening_game`); `again`: from the
        question in the menu, so the evening's table is put back under it first."""
        evening = self.app.evening
        if evening is None:
            return
        if again:
            self.evening()
        devices = [p.kind for p in evening.players if p.seat.is_human]
        sharing = len(devices) != len(set(devices))
        if not info.plays_colours and len(evening.players) <= info.max_seats \
                and (info.shares_devices or not sharing):
            self.app.push(self.table_of_evening(info, [p.seat for p in evening.players]))
        else:
            self.app.push(screen_class("setup")(self.app, info, evening=evening))

    def table_of_evening(self, info: GameInfo, seats: list[Seat], seed: int | None = None,
                         owners: tuple[int, ...] | None = None):
        """A table for a game of the evening, registered with the evening as it opens: its seed
        is chosen here, so its save can be told apart from any other game's, and the evening
        remembers who sits where. ValueError if the seats are not the evening's players."""
        evening = self.app.evening
        seats = [s for s in seats if not s.is_empty]
        if seed is None and self.app.options.seed is not None:
            seed = self.app.options.seed + len(evening.games)     # reproducible, but each game its own
        if seed is None:
            seed = random.SystemRandom().randrange(2 ** 31)
        evening.begin(info.module, seed, evening.seats_to_players(seats))
        evening_keeping.save(self.app, evening)
        return self.table(info, seats, seed, owners)

    def evening_resume_game(self) -> None:
        """The evening's game under way goes on from its save (a refused save: the notice
        says why, and the evening's table stays)."""
        evening = self.app.evening
        if evening is None or evening.current is None:
            return
        good, refused = saves.load_all(self.app.data_folder)
        for refusal in refused:
            self.app.notify("app.saves.rejected", file=refusal.path.name, why=refusal.why,
                            aside=refusal.moved_to.name if refusal.moved_to else "-")
        saved = next((s for s in good if evening.is_current(s.game, s.seed)), None)
        if saved is None:
            evening.current = None
            evening_keeping.save(self.app, evening)
            self.evening()
            return
        self.resume(saved)

    def adopt_evening(self, saved) -> None:
        """A saved game that belongs to the saved evening (Weiterspielen from the menu) counts
        for it when it ends."""
        if self.app.evening is not None:
            return
        evening = self.saved_evening()
        if evening is not None and evening.is_current(saved.game, saved.seed):
            self.app.evening = evening

    def evening_game_over(self, results) -> bool:
        """A game of the evening has ended: it joins the evening (once) and the evening is
        kept. False when the results are no game of the evening."""
        evening = self.app.evening
        if evening is None or getattr(results, "demo_index", None) is not None:
            return False
        if evening.is_current(results.info.module, results.seed):
            evening.finish(results.info.module, results.seed, results.ranking, results.figures)
            evening_keeping.save(self.app, evening)
        return True

    def evening_end(self, evening: Evening | None = None) -> None:
        """Abend beenden (on the evening's table, or from the menu for the saved evening): the
        evening goes to the statistics and "Spieler des Abends" crowns its winner (an evening
        without a game simply ends)."""
        evening = evening or self.app.evening
        self.app.evening = None
        if evening is None:
            self.menu()
            return
        evening_keeping.end_game_under_way(self.app, evening)
        evening_keeping.record(self.app, evening)
        self.app.reset_to(MenuScene(self.app))
        if evening.games:
            self.app.push(screen_class("evening_end")(self.app, evening))

    # -- the attract mode -------------------------------------------------------------------
    def demo(self, index: int) -> None:
        """Demo game `index` (the games in turn, bots in every seat) over the menu."""
        info = GAMES[index % len(GAMES)]
        seats = [Seat(self.app.config.seats.names[i], f"bot:{DEMO_LEVELS[i]}") for i in range(min(info.max_seats, 4))]
        # A table keeps its game from the moment it is made unless it knows it is a demo then:
        # a demo must never take the place of the players' own unfinished game of its kind
        was_demo, self.app.options.demo = self.app.options.demo, True
        try:
            table = self.table(info, seats, (self.app.options.seed or 0) + index)
        finally:
            self.app.options.demo = was_demo
        table.demo_index = index
        self.app.begin_attract()      # (also for --demo: the banner, and any key back to the menu)
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
