"""The language row in the settings: a stray ←/→ (the row is the first one the cursor opens
on) shows the other language in the row's box and says that Enter switches, but every word on
screen stays in the language the player reads until Enter (or a click on an arrow)."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, run_frames, texts_drawn

OTHER = {"de": "en", "en": "de"}
NAME = {"de": "Deutsch", "en": "English"}


def open_settings(app, lang):
    app.config.general.language = lang
    app.set_language(lang)
    app.routes.settings()
    run_frames(app, 2)
    scene = app.top
    assert scene.row.name == "language", "the settings open on the language row"
    return scene


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("arrow", [pygame.K_LEFT, pygame.K_RIGHT])
def test_a_stray_arrow_on_opening_leaves_the_language_as_it_was(make_app, lang, arrow):
    app = make_app()
    open_settings(app, lang)
    press(app, arrow)
    app.draw()
    assert app.texts.lang == lang and app.config.general.language == lang, "nothing switched"
    drawn = texts_drawn(app)
    assert NAME[OTHER[lang]] in drawn, "the row's box shows the other language"
    prompt = {"de": "Enter: auf English umstellen", "en": "Enter: switch to Deutsch"}[lang]
    assert any(prompt in t for t in drawn), "the screen says what Enter does"
    foreign = {"de": "switch to", "en": "umstellen"}[lang]
    assert not any(foreign in t for t in drawn), "said in the language in force only"
    press(app, pygame.K_DOWN)
    app.draw()
    assert app.texts.lang == lang and NAME[OTHER[lang]] not in texts_drawn(app), \
        "moving on: the row shows the language in force again"
    press(app, pygame.K_ESCAPE)
    assert app.config.general.language == lang


@pytest.mark.parametrize("lang", ["de", "en"])
def test_enter_switches_to_the_language_shown_and_keeps_it(make_app, lang):
    app = make_app()
    scene = open_settings(app, lang)
    press(app, pygame.K_RIGHT, pygame.K_RETURN)
    assert app.texts.lang == OTHER[lang] and scene.language_choice is None
    assert f'language = "{OTHER[lang]}"' in app.config.path.read_text(encoding="utf-8"), "saved at once"
    press(app, pygame.K_RIGHT, pygame.K_RIGHT)
    app.draw()
    assert app.texts.lang == OTHER[lang], "two arrows went round to the language in force: nothing to take"
    press(app, pygame.K_RETURN)
    assert app.texts.lang == OTHER[lang]


def test_a_click_on_the_row_s_arrow_switches_at_once(make_app):
    app = make_app()
    scene = open_settings(app, "de")
    pill = scene.pill_rect(scene.row_rect(0))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(pill.right - 20, pill.centery)))
    run_frames(app, 1)
    assert app.texts.lang == "en", "a click is meant: no Enter needed"


@pytest.mark.parametrize("lang, default, allowed", [
    ("en", "German (Deutsch)", "German (Deutsch) or English"),
    ("de", "Deutsch", "Deutsch oder Englisch (English)")])
def test_the_help_names_the_languages_in_the_words_on_screen(make_app, lang, default, allowed):
    """"Default: Deutsch" on an English screen read as a word the player may not know: the
    help names each language in the language in force, its own name after it."""
    app = make_app()
    scene = open_settings(app, lang)
    said = [text for _kind, text in scene.help_lines()]
    assert default in said and allowed in said, said


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_tabs_keep_the_same_margin_at_both_edges_and_the_keys_one_line(make_app, lang):
    from helpers import texts_placed

    from scenes.screens.settings.scene import LIST
    from scenes.ui import theme
    from scenes.ui.layout import READABLE

    app = make_app()
    scene = open_settings(app, lang)
    trays = scene.tab_groups()
    for tray in trays:
        left, right = tray.left, theme.SCREEN_W - tray.right
        assert right >= 24 and abs(left - right) <= 4, f"the window's edge keeps a margin like the left: {left, right}"
    size, _rects = scene.tab_layout()
    assert size >= READABLE
    for hint in (scene.hint(), app.texts("app.settings.hint_tabs"), app.texts("app.settings.hint_keys")):
        assert hint.count("·") <= 4, f"one short line of keys: {hint}"
    foot = [(t, r) for t, r in texts_placed(app) if t == scene.hint()]
    assert foot and foot[0][1].width <= theme.SCREEN_W - 2 * LIST.x - 80 and foot[0][1].height < 2 * 22
