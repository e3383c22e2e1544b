"""Every control of the settings is in reach of the arrows: down from the last row of a tab
(Stumm on "Allgemein", the last key on "Tasten") comes to "Fertig", lit as chosen, and Enter
there leaves, saving; up comes back to the last row."""

from __future__ import annotations

import pygame
import pytest
from helpers import press
from test_evening import shown
from test_settings import go_to_tab, open_settings

from scenes.screens.settings.scene import SettingsScene


@pytest.mark.parametrize(("lang", "done"), [("de", "Fertig ✓"), ("en", "Done ✓")])
def test_down_from_stumm_reaches_fertig_and_enter_there_leaves(make_app, lang, done):
    app = make_app()
    scene = open_settings(app)
    app.set_language(lang)
    last = scene.current.rows[-1]
    for _ in range(len(scene.current.rows) - 1):
        press(app, pygame.K_DOWN)
    assert scene.row is last, "down walks the rows to the last one (Stumm)"
    press(app, pygame.K_DOWN)
    assert scene.on_done and scene.row is None, "one more down: Fertig is chosen"
    seen = "\n".join(shown(app))
    assert done in seen and "Enter" in scene.hint(), "the foot says what Enter does on Fertig"
    assert done in [text for kind, text in scene.help_lines() if kind == "heading"]
    stumm = scene.row_rect(len(scene.current.rows) - 1 - scene.scroll[scene.current.id])
    app.draw()
    assert sum(app.screen.get_at((stumm.x + 8, stumm.centery))[:3]) < 300, \
        "the last row no longer looks chosen (lit yellow): only Fertig is lit"
    press(app, pygame.K_UP)
    assert not scene.on_done and scene.row is last, "up comes back to the last row"
    press(app, pygame.K_DOWN, pygame.K_RETURN)
    assert not isinstance(app.top, SettingsScene), "Enter on Fertig leaves the settings"


def test_every_tab_reaches_fertig_by_the_arrows(make_app):
    app = make_app()
    scene = open_settings(app)
    for tab in list(scene.tabs):
        go_to_tab(app, scene, tab.id)
        press(app, *([pygame.K_DOWN] * 60))
        assert scene.on_done, f"{tab.id}: down leads to Fertig"
        press(app, pygame.K_UP)
        assert not scene.on_done and not scene.on_tabs, f"{tab.id}: up goes back into the list"


def test_the_mouse_on_a_row_takes_the_focus_from_fertig(make_app):
    app = make_app()
    scene = open_settings(app)
    press(app, *([pygame.K_DOWN] * 30))
    assert scene.on_done
    rect = scene.row_rect(0)
    for x in (rect.x + 30, rect.x + 40):     # (the first motion is the window appearing under the pointer)
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, rect.centery), rel=(0, 0), buttons=(0, 0, 0)))
    assert not scene.on_done and scene.index == scene.scroll[scene.current.id]
