"""The rules read from the sofa: the paragraphs at 24 px, and the keys of
every block one press away: Tab jumps to "Die Tasten" and a second Tab back to the top."""

from __future__ import annotations

import pygame
import pytest
from helpers import key, run_frames, sizes_drawn

from game.games import GAMES
from scenes.screens.rules import page as rules_page


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_paragraphs_are_large_enough_for_the_sofa(make_app, lang):
    from scenes.screens.rules.scene import RulesScene

    app = make_app()
    app.set_language(lang)
    app.push(RulesScene(app, None))
    rules_page.page_surface.cache_clear()      # (the page is drawn afresh, so its words are measured)
    sizes = sizes_drawn(app)
    paragraph = next(p for p in app.top.t.list("howto.durchmarsch") if not p.startswith("#"))
    first_words = " ".join(paragraph.split()[:3])
    body = [size for said, size in sizes if said.startswith(first_words)]
    assert body and min(body) >= 24, f"the first paragraph at {body} px"
    assert min(size for _said, size in sizes) >= 20, "nothing on the page under the readable floor"


@pytest.mark.parametrize("module", [info.module for info in GAMES])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_tab_jumps_to_the_keys_and_back(make_app, module, lang):
    from scenes.screens.rules.scene import VIEW, RulesScene

    app = make_app()
    app.set_language(lang)
    app.push(RulesScene(app, next(info for info in GAMES if info.module == module)))
    scene = app.top
    run_frames(app, 2)
    assert scene.scroll == 0
    app.dispatch(key(pygame.K_TAB))
    app.dispatch(key(pygame.K_TAB, up=True))
    run_frames(app, 2)
    heading = rules_page.section_tops(scene.blocks(), VIEW.width)[
        [b.text for b in scene.blocks() if isinstance(b, rules_page.Heading)].index(scene.t("howto.page.keys"))]
    table = next(i for i, b in enumerate(scene.blocks()) if isinstance(b, rules_page.KeyTable))
    assert table > 0
    shown_from = min(scene.scroll, scene.max_scroll())
    assert shown_from <= heading < shown_from + VIEW.height // 3, "the keys' heading near the top of the view"
    app.dispatch(key(pygame.K_TAB))
    app.dispatch(key(pygame.K_TAB, up=True))
    run_frames(app, 2)
    assert scene.scroll == 0, "a second Tab: back to the top"


@pytest.mark.parametrize("module", [info.module for info in GAMES])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_captions_under_the_diagrams_are_22_px_and_stay_in_their_panel(make_app, module, lang):
    from scenes.screens.rules import diagrams as rules_diagrams
    from scenes.screens.rules.scene import ART_RECT
    from scenes.ui import text

    app = make_app()
    app.set_language(lang)
    rules_diagrams._columns.clear()          # (drawn afresh, so its words are measured)
    sizes = text.watch_sizes()
    try:
        rules_diagrams.column(module, app.texts, ART_RECT.size, app.config.rules(module))
    finally:
        text.unwatch()
    placed = rules_diagrams.layout(rules_diagrams.diagrams(module, app.texts, app.config.rules(module)), ART_RECT.size)
    lines = [line for _pic, _pos, caption, _cap_pos, _side in placed for line in caption]
    drawn = dict(sizes)
    assert lines and all(drawn.get(line, 0) >= 22 for line in lines), [(ln, drawn.get(ln)) for ln in lines]
    for pic, pos, caption, cap_pos, _side in placed:
        assert cap_pos[1] + len(caption) * rules_diagrams.CAPTION_LINE <= ART_RECT.height, "inside the panel"
        assert pic.get_rect(topleft=pos).bottom <= ART_RECT.height
