"""Wurf & Weg's race runs smooth: no frame of it does work a player never sees (a blurred glow
for a highlight the table never shows), a still table draws only cached text, and the frame
the big "Stopp!" appears in loads two or three fonts, not one for every size on the way down."""

from __future__ import annotations

import pygame
import pytest
from test_wurf_und_weg_sofa import until, ww_table

from scenes.dice import art as dice_art
from scenes.tables.wurf_und_weg import coaster_art
from scenes.tables.wurf_und_weg.hud import call_size
from scenes.ui import layout, text
from scenes.ui.layout import fit

SIX_BOTS = ["bot:hard", "bot:normal", "bot:easy", "bot:normal", "bot:hard", "bot:easy"]
NAMES = ["Anna", "Ben", "Clara", "David", "Emil", "Frida"]


def test_a_race_of_six_bots_never_blurs_a_glow_it_does_not_show(make_app):
    """The luck die in the tray is never highlighted: no frame of the countdown or the race
    spends milliseconds blurring a highlight's glow for it (that made the slowest frames)."""
    dice_art.clear_caches()
    app, scene = ww_table(make_app, SIX_BOTS, NAMES, "de")
    assert until(app, lambda: scene.stop_at is not None, 60, each=app.draw)
    until(app, lambda: False, 3, each=app.draw)
    assert not [key for key in dice_art._glows if key[0] == "halo"]


def test_a_flying_coaster_blurs_its_shadow_once_for_all_its_sizes(monkeypatch):
    """A coaster growing or shrinking in flight passes through many sizes: its shadow is
    blurred once and scaled for each, so the flight's frames stay smooth."""
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    coaster_art._cache.clear()
    blurred = []
    real = pygame.transform.gaussian_blur

    def counting(surface, radius, *args, **kwargs):
        blurred.append(surface.get_size())
        return real(surface, radius, *args, **kwargs)

    monkeypatch.setattr(pygame.transform, "gaussian_blur", counting)
    shadows = [coaster_art.shadow(size) for size in range(24, 132, 4)]
    assert len(blurred) == 1
    widths = [img.get_width() for img in shadows]
    assert widths == sorted(widths) and widths[0] < widths[-1]
    assert coaster_art.shadow(110).get_bounding_rect(min_alpha=40).w >= 100   # as wide as the coaster


def test_a_still_race_draws_only_text_it_has_drawn_before(make_app):
    """Mid-race, a hundred frames of the same moment render no new text and load no font."""
    app, scene = ww_table(make_app, SIX_BOTS, NAMES, "en")
    assert until(app, lambda: scene.match.phase == "race" and scene.luck_face is not None, 15)
    until(app, lambda: False, 2, each=app.draw)
    app.draw()
    renders, fonts = text._render.cache_info().misses, text.font.cache_info().misses
    for _ in range(100):
        app.draw()
    assert text._render.cache_info().misses == renders
    assert text.font.cache_info().misses == fonts


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_first_stopp_of_a_race_loads_at_most_three_fonts(make_app, lang):
    """The frames in which "Stopp!" appears over the caller's hand and settles into its status
    line load at most three fonts (fitting it one size at a time loaded 27)."""
    app, scene = ww_table(make_app, SIX_BOTS, NAMES, lang)
    assert until(app, lambda: scene.match.phase == "race", 10, each=app.draw)
    text.font.cache_clear()
    until(app, lambda: False, 1, each=app.draw)       # the fonts the race's frames use, loaded
    layout.fit.cache_clear()
    call_size.cache_clear()
    assert until(app, lambda: scene.stop_at is not None, 60, each=app.draw)
    before = text.font.cache_info().misses
    until(app, lambda: False, 1.5, each=app.draw)
    assert text.font.cache_info().misses - before <= 3


@pytest.mark.parametrize("width", [40, 90, 150, 220, 400])
@pytest.mark.parametrize("said", ["Stopp!", "Stop!", "WWWWWWWWWWWWWWWW"])
def test_the_stopp_call_is_as_large_as_fits(said, width):
    """The quick guess of the call's size is the same as trying every size down from the top."""
    pygame.font.init()
    assert call_size(said, width, 72) == fit(said, width, 72, True, 1, text.READABLE)[0]
