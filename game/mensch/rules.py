"""Mensch ärgere Dich nicht's house rules (`[mensch]` in config.toml; all off = the old rule
sheet): a light module, so reading the config does not load the engine."""

from __future__ import annotations

from dataclasses import dataclass, field


def _switch(doc: str):
    return field(default=False, metadata={"doc": doc})


@dataclass
class Rules:
    """House rules; all off = the old rule sheet."""

    start_on_b: bool = _switch(
        "All four figures start on B; while no figure can move, three tries to roll a 6")
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

    def conflicts(self) -> list[tuple[str, str]]:
        return []
