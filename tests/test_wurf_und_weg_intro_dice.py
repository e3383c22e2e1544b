"""The rules card's picture dice agree with the round: the coaster rule's example die (a die
that goes to a neighbour) is never the round's luck symbol, and the luck rule's yellow die shows
this round's luck symbol once its die has landed beside the tray, a neutral "?" before."""

from __future__ import annotations

import pytest
from test_wurf_und_weg_sofa import until, ww_table

from game.wurf_und_weg import match as ww
from scenes.tables.wurf_und_weg import coaster_art, hud


@pytest.mark.parametrize("seed", range(12))
def test_the_rules_card_never_shows_the_luck_symbol_as_a_neighbours_die(make_app, monkeypatch, seed):
    drawn = []
    real = hud.intro_picture

    def spy(row, px, luck_face=None, example=2):
        drawn.append((row, luck_face, example))
        return real(row, px, luck_face, example)
    monkeypatch.setattr(hud, "intro_picture", spy)
    app, scene = ww_table(make_app, ["keyboard1", "bot", "bot:hard"], ["Anna", "Ben", "Clara"], "de", seed=seed)
    m = scene.match
    own = {coaster_art.face_of(sym) for sym in ww.coaster_symbols(m.coaster[0])}
    seen_question = seen_luck = False

    def look():
        nonlocal seen_question, seen_luck
        drawn.clear()
        app.draw()
        if scene.hud.intro_drawn is None:
            return
        luck = None if m.luck is None else m.luck + 1
        shown = {row: (lf, ex) for row, lf, ex in drawn}
        assert 0 in shown and 1 in shown, "both rule pictures are drawn"
        example = shown[0][1]
        assert example != luck, ("the neighbour's example is the luck symbol", seed, example, luck)
        if luck is not None and (own - {luck}):
            assert example in own, "the example is a symbol on the person's own coaster"
        luck_die = shown[1][0]
        assert luck_die is None or luck_die == luck, ("the luck die shows another symbol", luck_die, luck)
        seen_question |= luck_die is None
        seen_luck |= luck_die == luck
    look()
    assert until(app, lambda: scene.seen.phase == "race", 20, look)
    assert seen_question, "a neutral luck die before the round's luck is known"
    assert seen_luck, "the round's own luck symbol once its die has landed"
