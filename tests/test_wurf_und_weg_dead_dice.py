"""Wurf & Weg: dice left in a hand that no longer count look out of play, so nobody reads
a left-over clover as a live one after "Letzte Würfe"."""

from __future__ import annotations

import pygame
import pytest

from scenes.tables.wurf_und_weg.flights import DieView
from scenes.tables.wurf_und_weg.sprites import blit_dice, dice_layers

GREY = (90, 90, 90)


def drawn_die(face: int, dead: bool) -> pygame.Surface:
    """One die of `face` drawn as the table draws it in a hand, on a neutral grey cloth."""
    surface = pygame.Surface((160, 160))
    surface.fill(GREY)
    v = DieView(0)
    v.face, v.place, v.owner, v.live, v.alpha = face, "hand", 0, not dead, 255
    v.x, v.y = 80, 80
    ground, _air = dice_layers([v], 0.0, [-99.0])
    assert ground and ground[0][-1] == dead, "a die in a hand that does not count is drawn as out of play"
    blit_dice(surface, ground)
    return surface


def saturation(surface: pygame.Surface) -> float:
    """How colourful the symbol's most colourful pixels are (0 grey .. 1 pure colour): the
    hundredth most colourful pixel, so a stray edge pixel does not count."""
    values = []
    for x in range(surface.get_width()):
        for y in range(surface.get_height()):
            r, g, b, _a = surface.get_at((x, y))
            top = max(r, g, b)
            values.append(0.0 if top == 0 else (top - min(r, g, b)) / top)
    values.sort()
    return values[-100]


def brightness(surface: pygame.Surface) -> float:
    pixels = [surface.get_at((x, y)) for x in range(40, 120, 2) for y in range(40, 120, 2)]
    return sum(p.r + p.g + p.b for p in pixels) / len(pixels)


@pytest.mark.parametrize("face", range(1, 7))
def test_a_die_out_of_play_has_no_symbol_colour_and_is_darker_than_a_live_one(face):
    live, dead = drawn_die(face, False), drawn_die(face, True)
    assert saturation(live) > 0.15, "a live symbol shows its colour"
    assert saturation(dead) < min(0.1, saturation(live) * 0.4), (saturation(dead), saturation(live))
    assert brightness(dead) < brightness(live) * 0.8, "the dead die is clearly darker"
