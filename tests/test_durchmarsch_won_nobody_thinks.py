"""Durchmarsch: once the game is won nothing on the table says anyone is still thinking. Ben
(a bot) crosses the 1 of his row: from the frame the heading says "Ben gewinnt!" to the
podium, the panel never says "Ben überlegt …"."""

from __future__ import annotations

import pytest
from durchmarsch_kit import hit

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat


def table(make_app, lang):
    """Anna and Ben (a bot); Ben on turn, his first row crossed down to the 2, the 1 to come."""
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    m = dm.Match(2, dm.Rules(), ScriptedDice([]), first_seat=1)
    data = m.to_dict()
    data["crosses"][1] = [dm.NUMBERS - 1, 0, 0, 0]
    data["turns"] = [3, 3]
    data["dice"] = ScriptedDice([hit(1, 8)] * 4).to_dict()
    scene = TableScene(app, game_by_name("durchmarsch"), [Seat("Anna", "keyboard1"), Seat("Ben", "bot:normal")],
                       1, match=dm.Match.from_dict(data))
    app.push(scene)
    return app, scene


@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_one_thinks_once_the_game_is_won(make_app, lang):
    from scenes.ui import text

    app, scene = table(make_app, lang)
    won = app.texts("durchmarsch.table.win", name="Ben")
    thinking = app.texts("app.table.bot_thinking", name="Ben")
    seen = text.watch()
    frames = []
    try:
        for _ in range(30 * 60):
            app.step(1 / 60)
            if app.top is not scene:
                break
            seen.clear()
            app.draw()
            frames.append(list(seen))
    finally:
        text.unwatch()
    after_win = [texts for i, texts in enumerate(frames) if any(won in t for f in frames[:i + 1] for t in f)]
    assert after_win, "the heading said Ben won"
    for texts in after_win:
        assert not any(thinking in t for t in texts), texts
