"""The Durchmarsch table read from the sofa: the right column tells one story top to bottom
(whose turn and the number wanted, big; the tray; the dice set aside; the odds right under
them), the sheets' numbers are large and the row in play is found at a glance, and a waiting
person's heckling keys are drawn as key caps on their sheet."""

from __future__ import annotations

import pytest
from durchmarsch_kit import hit, miss
from helpers import texts_placed

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat


def table(make_app, lang, kinds, throws=None):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    names = ["Anna", "Ben", "Clara", "David", "Emma", "Felix"]
    seats = [Seat(names[i], kind) for i, kind in enumerate(kinds)]
    throws = throws or [hit(10, 8), hit(9, 7)] + [miss(10, 8)] * 8
    match = dm.Match(len(seats), dm.Rules(), ScriptedDice(throws), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    for _ in range(30):
        app.step(1 / 60)
    return app, scene


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("kinds", [["keyboard1", "bot:easy"], ["keyboard1", "bot:easy", "keyboard2", "bot"]])
def test_the_odds_stand_right_under_the_dice_set_aside_and_the_heading_is_big(make_app, lang, kinds):
    """No empty stretch between the set-aside row and the odds: the chance of the number wanted
    starts right under it, and "whose turn / needs the 10" is the column's big first line."""
    from scenes.tables.durchmarsch.table import ASIDE_ROW, HEADER, TRAY_RECT
    from scenes.ui import text

    app, scene = table(make_app, lang, kinds)
    label = "Chance auf die 10" if lang == "de" else "Chance of the 10"
    sizes = text.watch_sizes()
    try:
        placed = texts_placed(app)
    finally:
        text.unwatch()
    odds = [r for t, r in placed if t.startswith(label)]
    assert odds, [t for t, _ in placed]
    assert 0 <= odds[0].top - ASIDE_ROW.bottom <= 24, (odds[0], ASIDE_ROW)
    assert odds[0].left >= TRAY_RECT.left
    needs = "braucht die 10" if lang == "de" else "needs the 10"
    heading = [(t, r) for t, r in placed if t.endswith(needs) and HEADER.contains(r)]
    assert heading, [t for t, _ in placed]
    assert max(size for t, size in sizes if t.endswith(needs)) >= 30
