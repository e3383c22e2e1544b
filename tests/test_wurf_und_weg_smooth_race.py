"""Wurf & Weg's race never stutters for a die picture drawn afresh: dice in flight are scaled
from pictures already cached, and the cache warmer fills every size a crowded hand uses."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from scenes.dice import art as dice_art
from scenes.tables.wurf_und_weg import sprites
from scenes.tables.wurf_und_weg.layout import (
    COASTER_DIE,
    DIE,
    HAND_TILTS,
    hand_slots,
    station_layout,
)
from scenes.tables.wurf_und_weg.warmup import CacheWarmer


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    dice_art.clear_caches()
    sprites.flying_sprite.cache_clear()
    sprites.flying_shadow.cache_clear()
    yield
    dice_art.clear_caches()


def test_a_die_shrinking_in_flight_draws_no_new_die_picture():
    for step in range(dice_art.STEPS):
        dice_art.die_sprite("symbol", 3, DIE, "plain", step)
        dice_art.shadow_sprite(DIE, step)
    before = dice_art.cache_sizes()
    big = dice_art.die_sprite("symbol", 3, DIE, "plain", 37)[0]
    for size in range(DIE, COASTER_DIE - 1, -2):
        for step in range(0, dice_art.STEPS, 7):
            img, _dx, _dy = sprites.flying_sprite(3, size, step)
            sprites.flying_shadow(size, step % (dice_art.STEPS // 4))
    assert dice_art.cache_sizes() == before
    small = sprites.flying_sprite(3, COASTER_DIE, 37)[0]
    assert small.get_width() < big.get_width()
    assert abs(small.get_width() - big.get_width() * COASTER_DIE / DIE) <= 1


def test_a_flying_die_is_drawn_where_it_flies_at_its_size():
    surface = pygame.Surface((200, 200), pygame.SRCALPHA)
    entry = (0.0, 100.0, 1, 100.0, 0.0, COASTER_DIE, 5, 255, False)
    sprites.blit_dice(surface, [entry], in_flight=True)
    drawn = surface.get_bounding_rect(min_alpha=200)
    assert drawn.collidepoint(100, 100)
    assert COASTER_DIE - 4 <= drawn.w <= COASTER_DIE + 12


def test_the_warmer_fills_every_size_and_tilt_a_crowded_hand_uses():
    warmer = CacheWarmer(budget=10.0)
    while not warmer.done:
        warmer.step()
    before = dice_art.cache_sizes()
    rng = random.Random(7)
    steps = {round(t / dice_art.ANGLE_STEP_DEG) for t in HAND_TILTS}
    for players in (3, 4, 6):
        for station in station_layout(players):
            for count in range(1, 19):
                for _x, _y, tilt, size in hand_slots(station.hand, count, rng):
                    assert round(tilt / dice_art.ANGLE_STEP_DEG) in steps
                    for face in range(1, 7):
                        dice_art.die_sprite("symbol", face, size, "plain", round(tilt / dice_art.ANGLE_STEP_DEG))
                    dice_art.shadow_sprite(size, round(tilt / dice_art.ANGLE_STEP_DEG))
    assert dice_art.cache_sizes() == before
