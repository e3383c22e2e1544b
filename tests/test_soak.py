"""Soak: 1,000 bot-only games of each engine, random seeds, seats, levels and house rules.

Every game must end, keep every invariant after every action, rank every seat and survive a
save. The games run in two fresh Python processes (this machine has two cores), started as
plain subprocesses: no fork of this pytest process, whose pygame and autosave threads could
leave a lock held in a forked child.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAMES_PER_ENGINE = 1000
WORKERS = 2
WORKER = ("import json, sys; sys.path.insert(0, {root!r}); from game import selfplay; "
          "print(json.dumps(selfplay.soak({game!r}, {first}, {count})))")


@pytest.mark.parametrize("game", ["durchmarsch", "mensch", "zehntausend", "wurf_und_weg"])
def test_a_thousand_bot_games_with_random_house_rules_all_end_and_keep_every_invariant(game):
    half = GAMES_PER_ENGINE // WORKERS
    procs = [subprocess.Popen([sys.executable, "-c", WORKER.format(root=str(ROOT), game=game, first=i * half,
                                                                   count=half)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)
             for i in range(WORKERS)]
    parts = []
    for proc in procs:
        out, err = proc.communicate(timeout=600)
        assert proc.returncode == 0, err[-3000:]
        parts.append(json.loads(out.strip().splitlines()[-1]))
    assert sum(p["games"] for p in parts) == GAMES_PER_ENGINE
    assert sum(p["actions"] for p in parts) > GAMES_PER_ENGINE * 10
    assert max(p["rule_sets"] for p in parts) > 30, "the games really ran under many rule sets"
