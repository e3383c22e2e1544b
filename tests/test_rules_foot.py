"""The rules screen's foot read from the sofa: each key as a key cap, then what it does, at 24 px
(not the smallest readable size), on a band of its own with room above (under the paper) and
below (over the screen's edge), in German and English."""

from __future__ import annotations

import pygame
import pytest
from helpers import sizes_drawn

from scenes.ui import text, theme
from scenes.ui.seat_panel import keycap_image


@pytest.mark.parametrize("lang, keys, words", [("de", ["←", "→", "↑", "↓", "Bild↑", "Bild↓", "Tab", "Esc"],
                                                ["Spiel wechseln", "blättern", "zurück"]),
                                               ("en", ["←", "→", "↑", "↓", "PgUp", "PgDn", "Tab", "Esc"],
                                                ["change game", "scroll", "back"])])
def test_the_foot_shows_each_key_as_a_cap_and_says_what_it_does_large_enough_for_the_sofa(make_app, lang, keys,
                                                                                          words):
    """Every key at the foot is a key cap as printed on the keyboard ("Bild↑" and "Bild↓" two
    caps, never the puzzle "Bild↑↓"), its letters at 22 px, what it does in words at 24 px."""
    from scenes.screens.rules.scene import FOOT_SIZE, TEXT_RECT, RulesScene

    app = make_app()
    app.set_language(lang)
    app.push(RulesScene(app, None))
    keycap_image.cache_clear()        # (the caps drawn afresh, so their letters are seen)
    places = text.watch_places()
    try:
        sizes = {}
        for said, size in sizes_drawn(app):
            sizes[said] = max(size, sizes.get(said, 0))
    finally:
        text.unwatch()
    where = {said: rect for said, rect, _ in places}
    for key in keys:
        assert sizes.get(key, 0) >= FOOT_SIZE - 2 >= 22, f"the cap {key!r} drawn at {sizes.get(key)} px"
    assert "Bild↑↓" not in sizes and "↑ ↓ Bild↑↓" not in sizes
    for said in words:
        assert sizes.get(said, 0) >= FOOT_SIZE >= 24, f"{said!r} drawn at {sizes.get(said)} px"
        assert where[said].top >= TEXT_RECT.bottom + 10, "under the paper with room to breathe"
        assert where[said].bottom <= theme.SCREEN_H - 10, "clear of the screen's bottom edge"
        assert pygame.Rect(0, 0, theme.SCREEN_W, theme.SCREEN_H).contains(where[said])
    lefts = [where[said].left for said in words]
    assert lefts == sorted(lefts), "in their order along one line"


@pytest.mark.parametrize("module", ["durchmarsch", "mensch", "zehntausend", "wurf_und_weg"])
def test_down_reads_the_page_section_by_section_and_never_skips_a_line(make_app, module):
    """From the sofa a press should show the next section at the top, not three more lines:
    each down lands on a heading (or, in a section longer than the panel, a page on with two
    lines kept), so the whole page is read in a handful of presses; up goes back the same way."""
    from helpers import press

    from game.games import game_by_name
    from scenes.screens.rules.page import line_height, section_tops
    from scenes.screens.rules.scene import VIEW, RulesScene

    app = make_app()
    scene = RulesScene(app, game_by_name(module))
    app.push(scene)
    tops = scene.section_stops()
    assert len(tops) == len(section_tops(scene.blocks(), VIEW.width)) >= 4
    page = VIEW.height - 2 * line_height()
    presses, before = 0, 0
    while scene.more_below():
        press(app, pygame.K_DOWN)
        presses += 1
        assert 0 < scene.scroll - before <= page, "never past a line unseen"
        assert scene.scroll in tops or scene.scroll - before == page or scene.scroll == scene.max_scroll()
        before = scene.scroll
        assert presses < 40
    assert presses <= len(tops) + 4, presses
    while scene.scroll > 0:
        press(app, pygame.K_UP)
        assert before - scene.scroll <= page
        before = scene.scroll
        presses -= 1
        assert presses > -40
