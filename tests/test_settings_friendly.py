"""The settings read like a game's options, not a config editor: the frame rate is "Bildrate"
with how it feels ("30 · sparsam", "60 · flüssig", "120 · flüssiger"), technical rows stand at
the end of their tab under a heading of their own, a switch's help does not spell out "on or
off", and every word of the help is 20 px or more in light ink."""

from __future__ import annotations

import pygame
import pytest
from helpers import press
from test_settings import go_to_row, go_to_tab, open_settings

from scenes.screens.settings import look
from scenes.screens.settings.rows import TECHNICAL
from scenes.ui.layout import READABLE


@pytest.mark.parametrize(("lang", "label", "saving", "smooth", "smoother", "help_words"), [
    ("de", "Bildrate", "30 · sparsam", "60 · flüssig", "120 · flüssiger", ("flüssiger", "sparsamer")),
    ("en", "Frame rate", "30 · saves power", "60 · smooth", "120 · smoother", ("smoother", "saves power")),
])
def test_the_frame_rate_says_how_it_feels(make_app, lang, label, saving, smooth, smoother, help_words):
    app = make_app()
    scene = open_settings(app)
    app.set_language(lang)
    go_to_tab(app, scene, "display")
    go_to_row(app, scene, "fps")
    row = scene.row
    assert row.label(scene.t) == label
    assert row.value_text(scene.t, app.config) == smooth, "the factory setting reads as smooth"
    press(app, pygame.K_LEFT)
    assert app.config.display.fps == 30 and row.value_text(scene.t, app.config) == saving
    press(app, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT)
    assert app.config.display.fps == 120 and row.value_text(scene.t, app.config) == smoother
    said = "\n".join(text for _kind, text in scene.help_lines())
    assert all(word in said for word in help_words), said
    assert "Sekunde" not in row.value_text(scene.t, app.config)
    allowed = row.allowed(scene.t, app.config)
    assert allowed.startswith("30 ") and not any(word in allowed for word in (smooth, smoother, saving)), \
        "the range names its unit, not how its top feels"


def test_technical_rows_stand_at_the_end_of_their_tab(make_app):
    app = make_app()
    scene = open_settings(app)
    found = False
    for tab in scene.tabs:
        names = [row.name for row in tab.rows]
        technical = [i for i, name in enumerate(names) if name in TECHNICAL]
        if technical:
            found = True
            assert technical == list(range(len(names) - len(technical), len(names))), f"{tab.id}: {names}"
            last_heading = tab.sections[-1]
            assert last_heading == (technical[0], "app.settings.group.technical"), "under a heading of their own"
    assert found, "the frame rate is a technical row somewhere"
    first = scene.tabs[0]
    assert not any(row.name in TECHNICAL for row in first.rows), "the first tab holds no technical row"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_switch_help_does_not_spell_out_on_or_off(make_app, lang):
    app = make_app()
    scene = open_settings(app)
    app.set_language(lang)
    go_to_row(app, scene, "mute")
    said = [text for _kind, text in scene.help_lines()]
    allowed, default = scene.t("app.settings.allowed"), scene.t("app.settings.default")
    assert allowed not in said and default in said


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("tab", ["general", "display"])
def test_every_word_of_the_help_is_large_and_light(make_app, monkeypatch, lang, tab):
    drawn = []
    real = look.render

    def spy(text, size, colour=(238, 234, 222), bold=False):
        drawn.append((text, size, colour))
        return real(text, size, colour, bold)

    monkeypatch.setattr(look, "render", spy)
    app = make_app()
    scene = open_settings(app)
    app.set_language(lang)
    go_to_tab(app, scene, tab)
    for name in [row.name for row in scene.current.rows]:
        go_to_row(app, scene, name)
        look.help_panel.cache_clear()
        drawn.clear()
        app.draw()
        assert any(scene.row.label(scene.t) == text for text, _s, _c in drawn), "the help panel was drawn"
        for text, size, colour in drawn:
            assert size >= READABLE, f"{name}: {text!r} at {size} px"
            light = 0.2126 * colour[0] + 0.7152 * colour[1] + 0.0722 * colour[2]
            assert light >= 170, f"{name}: {text!r} in dim ink {colour}"
