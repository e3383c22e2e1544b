"""Wurf & Weg's house rules (`[wurf_und_weg]` in config.toml): the open decisions of the rule
sheet as switches, a light module, so reading the config does not load the engine."""

from __future__ import annotations

from dataclasses import dataclass, field


def _f(default, doc: str, **meta):
    return field(default=default, metadata={"doc": doc, **meta})


@dataclass
class Rules:
    countdown: float = _f(3.0, "Seconds of \"Auf die Deckel, fertig, los!\" before anyone may roll",
                          min=0.0, max=10.0, step=0.5)
    roll_cooldown: float = _f(0.6, "Seconds after a roll before the same seat may roll again",
                              min=0.1, max=3.0, step=0.1)
    wrong_press_penalty: float = _f(1.0, "Seconds a seat is frozen after pressing a move key with no matching die",
                                    min=0.0, max=10.0, step=0.25)
    move_all_matching: bool = _f(False, "One press moves all dice of that kind at once (default: one die per press)")
    last_rolls: int = _f(3, "Rolls every other seat gets after \"Stopp!\" (only the luck symbol counts)",
                         min=1, max=5)
    last_rolls_time: float = _f(0.0, "Seconds after \"Stopp!\" when the round ends even if rolls are left "
                                     "(0 = no time limit: everyone rolls in peace)",
                                min=0.0, max=60.0, step=1.0)
    round_pause: float = _f(3.0, "Seconds between the end of a round and the next roll of the luck die",
                            min=0.0, max=30.0, step=0.5)
    coasters_to_win: int = _f(3, "Won coasters that win the game", min=1, max=9)
    play_until_pile_empty: bool = _f(False, "Play until the coaster pile is used up; most coasters wins")
