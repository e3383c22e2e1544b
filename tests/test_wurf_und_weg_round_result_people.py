"""At a round's end every station says what the round brought it, people's as well as bots':
the person who called "Stopp!" and won a coaster reads "+1 …" on their own station, a person who
kept dice reads "noch 3 Würfel" / "3 dice left" (or "kein Deckel" beside the whole card), a
key pressed meanwhile does not swap that for "Gleich neue Runde", and no pill lies over a die."""

from __future__ import annotations

import pygame
import pytest
from helpers import press
from test_wurf_und_weg_sofa import assert_status_in_its_place, until, ww_table

from game.dice import ScriptedDice
from game.wurf_und_weg import match as ww
from scenes.ui import text

PENNY, CAT = 4, 3
ROLL_KEYS = (pygame.K_e, pygame.K_o, pygame.K_PAGEDOWN, pygame.K_KP9)


class RaceDice(ScriptedDice):
    """The luck symbol is the penny; in the race every die shows it (whoever rolls first puts
    them all away), in the last rolls every die shows the cat (nobody gets rid of one)."""

    def __init__(self):
        super().__init__()
        self.match = None

    def roll(self, count: int, sides: int = 6) -> tuple[int, ...]:
        if self.match is None or self.match.luck is None:
            return (PENNY,) * count
        return ((PENNY if self.match.phase == "race" else CAT),) * count


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("seats", [3, 5])
def test_a_persons_own_station_shows_the_rounds_result(make_app, lang, seats):
    kinds = ["keyboard1", "keyboard2", "keyboard3", "keyboard4"][: seats - 1] + ["bot:easy"]
    names = ["Anna", "Ben", "Clara", "David", "Emma"][:seats]
    dice = RaceDice()
    match = ww.Match(seats, ww.Rules(), dice)
    dice.match = match
    app, scene = ww_table(make_app, kinds, names, lang, match=match)
    m = scene.match
    assert until(app, lambda: m.phase == "race", 20)
    press(app, pygame.K_e, frames=40)
    for _ in range(3):
        press(app, pygame.K_s, frames=20)
    assert until(app, lambda: m.stopper == 0, 3), "Anna put all her dice away and called Stopp!"
    for _ in range(4):                       # the other people roll out their last rolls
        for code in ROLL_KEYS[1: seats - 1]:
            press(app, code, frames=10)
        until(app, lambda: False, 1.0)
    assert until(app, lambda: scene.round_panel is not None, 20)
    painter = scene.station_painter
    t = scene.t
    for code in (pygame.K_e, pygame.K_o):    # keys pressed at the round's end change nothing there
        press(app, code, frames=5)
    words = text.watch()
    try:
        app.draw()
    finally:
        text.unwatch()
    won = painter.status(0, scene.time)
    assert won is not None and won[0] == "won", won
    assert won[1] in (t("wurf_und_weg.table.row_won_stop"), t("wurf_und_weg.table.plus_coaster")), won
    kept = painter.status(1, scene.time)
    assert kept is not None and kept[0] == "kept", kept
    assert kept[1] in (t("wurf_und_weg.table.row_kept", dice=scene.number(3)),
                       t("wurf_und_weg.table.no_coaster")), kept
    for seat in range(seats):
        said = painter.status(seat, scene.time)
        assert said is not None and said[0] in ("won", "kept"), (seat, said)
        assert said[1] != t("wurf_und_weg.table.refused.round_over")
    assert kept[1] in words and won[1] in words, "both results are drawn on the stations"
    assert_status_in_its_place(scene)
