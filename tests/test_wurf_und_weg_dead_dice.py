"""Wurf & Weg: dice in a hand that do not count (dealt, not rolled yet, or left after "Stopp!")
lie face down, their backs in the dice cup's warm leather: nobody reads a left-over clover as a
live one after "Letzte Würfe", and nobody takes a die waiting to be rolled for a greyed-out,
disabled one."""

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


def hue_mean(surface: pygame.Surface) -> tuple[float, float, float]:
    """The mean colour of the die's middle (its back or its face)."""
    pixels = [surface.get_at((x, y)) for x in range(64, 97, 2) for y in range(64, 97, 2)]
    return tuple(sum(p[k] for p in pixels) / len(pixels) for k in range(3))


@pytest.mark.parametrize("face", range(1, 7))
def test_a_die_not_in_play_lies_face_down_in_warm_leather_never_grey(face):
    live, dead = drawn_die(face, False), drawn_die(face, True)
    assert saturation(live) > 0.15, "a live symbol shows its colour"
    r, g, b = hue_mean(dead)
    assert r > g * 1.5 and r > b * 1.5, ("a warm leather back, not a grey die", (r, g, b))
    assert brightness(dead) < brightness(live) * 0.8, "the back is clearly darker than a rolled die"
    backs = {pygame.image.tobytes(drawn_die(other, True), "RGB") for other in range(1, 7)}
    assert len(backs) == 1, "face down, every die looks the same: its symbol does not show"
