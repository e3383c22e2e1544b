"""Mensch ärgere Dich nicht's house rules (`[mensch]` in config.toml; all off and four figures
per colour = the old rule sheet): a light module, so reading the config does not load the
engine."""

from __future__ import annotations

from dataclasses import dataclass, field

FEWEST_FIGURES = 2      # the short game: two figures per colour


def _switch(doc: str):
    return field(default=False, metadata={"doc": doc})


@dataclass
class Rules:
    """House rules; all off and `figures = 4` = the old rule sheet. The rule sheet knows only
    four figures per colour: fewer is a house rule for a shorter game."""

    start_on_b: bool = _switch(
        "All figures start on B; while no figure can move, three tries to roll a 6")
    must_capture: bool = _switch(
        "Schlagzwang: when a move can knock out a rival figure, such a move must be made")
    protect_own: bool = _switch(
        "Own figures cannot be knocked out: a move onto an own figure is not allowed")
    clear_start: bool = _switch(
        "A figure on the start circle A must move off first while figures still wait on B")
    no_jump_home: bool = _switch(
        "No jumping over figures inside the home circles a-d")
    three_sixes: bool = _switch(
        "A third 6 in a row ends the turn and is not played")
    figures: int = field(default=4, metadata={
        "doc": "Figures per colour: 4 is the rule sheet; 2 or 3 is a house rule for a shorter game "
               "(one starts on A, the rest on B; a colour is home when all of them stand on a-d)",
        "min": FEWEST_FIGURES, "max": 4,
        # the game's length: minutes a game of four normal bots lasts (median, tests/mensch_pace.py)
        "lengths": {2: 7, 3: 12, 4: 20}})

    def conflicts(self) -> list[tuple[str, str]]:
        return []
