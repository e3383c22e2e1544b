"""Soak: 1,000 bot-only games of each engine, random seeds, seats, levels and house rules.

Every game must end, keep every invariant after every action, rank every seat and survive a
save. The games run in two fresh processes (this machine has two cores) to keep the suite quick.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import pytest

from game import selfplay

GAMES_PER_ENGINE = 1000
WORKERS = 2


@pytest.mark.parametrize("game", ["durchmarsch", "mensch", "zehntausend", "wurf_und_weg"])
def test_a_thousand_bot_games_with_random_house_rules_all_end_and_keep_every_invariant(game):
    half = GAMES_PER_ENGINE // WORKERS
    # "spawn", not fork: this pytest process already runs pygame's and the autosave's threads,
    # and a forked child could inherit one of their locks held forever
    with ProcessPoolExecutor(WORKERS, mp_context=multiprocessing.get_context("spawn")) as pool:
        parts = list(pool.map(selfplay.soak, [game] * WORKERS, [i * half for i in range(WORKERS)],
                              [half] * WORKERS))
    assert sum(p["games"] for p in parts) == GAMES_PER_ENGINE
    assert sum(p["actions"] for p in parts) > GAMES_PER_ENGINE * 10
    assert max(p["rule_sets"] for p in parts) > 30, "the games really ran under many rule sets"
