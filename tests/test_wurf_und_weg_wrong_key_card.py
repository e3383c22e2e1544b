"""A wrong press says which key and why, and hides none of the presser's dice nor key caps:
"D: kein Würfel für Ben" / "D: no die for Ben" (or "S: kein Glückssymbol" for the tray's key)
stands over the words under the seat's keys, never over a die of theirs, their name or a key
cap with its picture."""

from __future__ import annotations

import pygame
import pytest
from helpers import press
from test_wurf_und_weg_sofa import dice_rects, until, ww_table

from game.dice import ScriptedDice
from game.wurf_und_weg import match as ww
from scenes.ui import text

CLOVER, HAMSA = 1, 6


class CloverDice(ScriptedDice):
    """The hamsa is the luck symbol; every die rolled after it shows the clover (the left
    symbol of the first seat's coaster: its left key moves them, the others cannot)."""

    def roll(self, count: int, sides: int = 6) -> tuple[int, ...]:
        self.rolled.append(())
        return (HAMSA,) * count if len(self.rolled) == 1 else (CLOVER,) * count


def frozen_frames(app, scene, code):
    """Press `code` (a wrong key) and draw each frame of the freeze: (words drawn, card) per frame."""
    m = scene.match
    press(app, code)
    assert m.frozen_until[0] > m.now, "the wrong key froze the seat"
    frames = []
    while m.now < m.frozen_until[0]:
        words = text.watch()
        try:
            app.draw()
        finally:
            text.unwatch()
        frames.append((set(words), scene.station_painter.wrong_drawn.get(0)))
        app.step(1 / 120)
    return frames


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("seats", [3, 5])
def test_a_wrong_press_names_the_key_and_covers_none_of_the_dice(make_app, lang, seats):
    kinds = ["keyboard1", "keyboard2"] + ["bot:easy"] * (seats - 2)
    names = ["Anna", "Ben", "Clara", "David", "Emma"][:seats]
    app, scene = ww_table(make_app, kinds, names, lang, match=ww.Match(seats, ww.Rules(), CloverDice()))
    m = scene.match
    t = scene.t
    assert until(app, lambda: m.phase == "race", 20)
    # the tray's key, no luck symbol in the hand
    for words, card in frozen_frames(app, scene, pygame.K_s)[:1]:
        assert card is not None
        assert any(w.startswith(t("wurf_und_weg.table.wrong_tray", cap="S")) for w in words), words
    until(app, lambda: m.now >= m.frozen_until[0], 2)
    press(app, pygame.K_e)                   # roll: three clovers
    assert until(app, lambda: all(m.face[d] is not None for d in m.hand[0]), 3)
    until(app, lambda: False, 1.5)           # the dice come to rest in the hand
    assert "right" not in m.movable(0)
    neighbour = scene.seats[m.right_of(0)].name
    frames = frozen_frames(app, scene, pygame.K_d)
    assert len(frames) > 20, "the freeze lasts a moment"
    said = t("wurf_und_weg.table.wrong_to", cap="D", name=neighbour)
    for words, card in frames:
        assert card is not None, "the wrong-key card stands all through the freeze"
        assert any(w.startswith(said) for w in words), (said, words)
        station = scene.stations[0]
        assert station.rect.contains(card)
        assert not card.colliderect(station.felt), "the card leaves the hand's felt (and its dice) in sight"
        caps = [r for *_a, r, _d in scene.station_painter.strip_layout(0)]
        icons = [r for *_a, r in scene.station_painter.strip_icons(0)]
        assert card.collidelist(caps + icons) == -1, "the key caps and their pictures stay in sight"
        assert card.collidelist(dice_rects(scene)) == -1, "the card lies over no die"


@pytest.mark.parametrize("garbage", [None, "", "up", 7, "to_left"])
def test_a_freeze_with_no_known_key_still_says_wrong_key_and_the_game_runs_on(make_app, garbage):
    app, scene = ww_table(make_app, ["keyboard1", "bot"], ["Anna", "Ben"], "en")
    assert until(app, lambda: scene.match.phase == "race", 20)
    scene.wrong_key[0] = garbage
    scene.frozen_view[0] = (scene.clock - 0.1, scene.clock + 0.5)
    words = text.watch()
    try:
        app.draw()
    finally:
        text.unwatch()
    assert scene.station_painter.wrong_drawn.get(0) is not None
    assert any(w.startswith("Wrong key!") for w in words), words
    for _ in range(120):
        app.step(1 / 120)
        app.draw()
