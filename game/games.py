"""The catalogue of games: ids, seat limits and where each game's engine and bots live.

Everything that lists the games (menu, command line, config sections, setup) reads it here.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass


@dataclass(frozen=True)
class GameInfo:
    id: str            # command-line name, e.g. "wurf-und-weg"
    module: str        # engine module and config section, e.g. "wurf_und_weg"
    min_seats: int
    max_seats: int
    title: str = ""          # the game's own name (the same in every language)
    realtime: bool = False   # everyone acts at once (no current seat)
    music: str = ""          # the tune its table plays (a name in `scenes.music.TUNES`)
    emblem: str = ""         # what its small picture in the menu shows (`scenes.ui.emblems.MOTIFS`)
    has_coach: bool = False  # a coach gives hints on a person's turn (`game.<module>.coach`), so
                             # the seat setup offers each person the "Tipps" switch
    plays_colours: bool = False  # its seats are a fixed set of colours that people own (one
                                 # person may play two), chosen in the setup every time
    dice: tuple[str, int] = ("pip", 5)   # what one throw of it tumbles: the kind of die (a kind of
                                         # `scenes.dice.art.KINDS`) and how many; the menu's trays show it
    keys: tuple[tuple[str, ...], ...] = (("confirm",), ("left", "right"))
    # the keys its table answers, grouped as the pause's key legend lists them (each group's
    # words: `app.pause.does.<module>.<first action>` in the language tables)

    @property
    def shares_devices(self) -> bool:
        """Several people may share one keyboard block or pad and pass it round: only where
        players take turns (everyone acts at once in a real-time game)."""
        return not self.realtime

    @property
    def section(self) -> str:
        return self.module

    def engine(self):
        """The engine module (`game/<module>/match.py`), imported when first needed."""
        return importlib.import_module(f"game.{self.module}.match")

    def bots(self):
        """The bots module (`game/<module>/bots.py`)."""
        return importlib.import_module(f"game.{self.module}.bots")

    def begun(self, match) -> bool:
        """Has anyone thrown in this game yet (`game/<module>/summary.py`)? A game left before
        that is not kept nor offered to continue. A match it cannot read counts as begun:
        nothing is ever lost for a doubt."""
        try:
            return bool(importlib.import_module(f"game.{self.module}.summary").begun(match))
        except Exception:
            return True

    def progress(self, match, names: list[str]) -> tuple[str, dict] | None:
        """How far the game is, said by the game itself (`game/<module>/summary.py`): (the
        language key `app.menu.progress.<module>.<word>`, its params), or None when the match
        cannot say it (old or odd data): then nothing is said."""
        try:
            word, params = importlib.import_module(f"game.{self.module}.summary").progress(match, list(names))
        except Exception:
            return None
        if not isinstance(word, str) or not isinstance(params, dict):
            return None
        return f"app.menu.progress.{self.module}.{word}", params


GAMES: tuple[GameInfo, ...] = (
    GameInfo("durchmarsch", "durchmarsch", 2, 4, "Durchmarsch", music="march", has_coach=True, emblem="crossed_row",
             dice=("pip", 8), keys=(("confirm",), ("back",), ("up",), ("down",))),
    GameInfo("mensch", "mensch", 2, 4, "Mensch ärgere Dich nicht", music="parlour", has_coach=True, emblem="figures",
             plays_colours=True, dice=("pip", 1)),
    GameInfo("zehntausend", "zehntausend", 2, 6, "Zehntausend", music="tavern", has_coach=True, emblem="scoring_dice",
             dice=("pip", 5), keys=(("confirm",), ("down",), ("back",), ("left", "right"), ("up",))),
    GameInfo("wurf-und-weg", "wurf_und_weg", 2, 6, "Wurf & Weg", realtime=True, music="race", emblem="coaster",
             dice=("symbol", 3), keys=(("roll",), ("to_tray",), ("to_left",), ("to_right",))),
)

BY_ID = {g.id: g for g in GAMES}
BY_MODULE = {g.module: g for g in GAMES}
MAX_SEATS = max(g.max_seats for g in GAMES)


def game_by_name(name: str) -> GameInfo:
    """Look a game up by its command-line id or module name ("wurf_und_weg" works too)."""
    key = name.strip().lower()
    if key in BY_ID:
        return BY_ID[key]
    if key in BY_MODULE:
        return BY_MODULE[key]
    raise KeyError(name)


def rules_class(info: GameInfo):
    """The game's house rules (`game/<module>/rules.py`): a light module, so reading config.toml
    does not load the engines."""
    return importlib.import_module(f"game.{info.module}.rules").Rules
