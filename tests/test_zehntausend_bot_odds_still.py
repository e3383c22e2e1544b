"""During a bot's turn the odds line speaks only of what has landed and been decided: while the
bot looks at its throw and marks its dice, no figure is shown that changes once it has chosen
(a stranger saw "4", "5", "4 Würfel" while a bot chose)."""

from __future__ import annotations

import re

import pytest

from game.dice import ScriptedDice
from game.games import game_by_name
from game.seats import Seat
from game.zehntausend import match as z
from scenes.ui import text as text_module


def odds_seen(app, scene, frames: int) -> list[tuple[str, str, tuple]]:
    """(the shown phase, the odds line in the panel, the dice marked in the tray) frame by frame
    while the bot plays."""
    odds = [scene.words(k, dice="§", pct="§", points="§") for k in ("odds", "odds_if")]
    pattern = re.compile("|".join(re.escape(o).replace("§", ".*?") + "$" for o in odds))
    out = []
    for _ in range(frames):
        app.step(1 / 120)
        said = text_module.watch()
        try:
            app.draw()
        finally:
            text_module.unwatch()
        lines = [t for t in said if pattern.match(t)]
        marked = tuple(sorted(i for i, tid in scene.ids.items() if scene.tray.die(tid).selected))
        out.append((scene.shown.phase, lines[0] if lines else "", marked, scene.shown.current_seat))
    return out


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_odds_line_holds_still_while_the_bot_marks_its_dice(make_app, lang):
    from scenes.tables.zehntausend.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat("Clara", "bot:normal"), Seat("Tim", "keyboard1")]
    # Clara throws 1-5-3-3-2: she keeps one or both of the 1 and the 5, then throws on
    match = z.Match(2, z.Rules(), ScriptedDice([1, 5, 3, 3, 2, 1, 2, 3] + [2, 3, 4, 6, 6] * 20))
    scene = TableScene(app, game_by_name("zehntausend"), seats, 1, match=match)
    app.push(scene)
    frames = odds_seen(app, scene, 120 * 12)
    clara = [f for f in frames if f[3] == 0]
    assert any(phase == "select" for phase, *_ in clara) and any(marked for _, _, marked, _ in clara)
    # from the moment her throw lies until the dice she chose have moved aside: no figure at all
    choosing = [line for phase, line, *_ in clara if phase == "select" and line]
    assert not choosing, sorted(set(choosing))
    # once they have, the line speaks of the dice she throws on with, and holds until they fly
    after = [line for phase, line, *_ in clara if phase == "throw" and line]
    said = [scene.words("odds", dice=scene.dice_words(n), pct=scene.pct(p))
            for n, p in ((5, 0.0772), (4, 0.1574), (3, 0.2778))]
    assert after and set(after) <= set(said), (sorted(set(after)), said)
