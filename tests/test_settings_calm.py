"""The settings read calmly from the sofa: the tabs lie in two trays (the app's own and the
games'), the help beside the rows says one sentence and the rest on demand (F1 or a click on
it), and a change says quietly that it applies now and is saved on leaving, not "not saved"."""

from __future__ import annotations

import pygame
import pytest
from helpers import key, press, texts_drawn
from test_settings import go_to_row, go_to_tab, help_text, open_settings

from scenes.screens.settings.scene import HELP, first_sentence
from scenes.ui import text, theme

HINTS_WHOLE = "Every seat switches them on or off in the seat setup."


def drawn_with_colours(app, monkeypatch) -> dict[str, tuple]:
    """Every text of one frame with the colour it is drawn in."""
    seen: dict[str, tuple] = {}
    plain = text.render

    def render(said, size, colour=(238, 234, 222), bold=False):
        seen[said] = tuple(colour)
        return plain(said, size, colour, bold)

    monkeypatch.setattr(text, "render", render)
    app.draw()
    monkeypatch.setattr(text, "render", plain)
    return seen


def test_the_tabs_lie_in_two_trays_on_rows_of_their_own(make_app):
    app = make_app()
    scene = open_settings(app)
    for lang in ("de", "en"):
        app.set_language(lang)
        _size, rects = scene.tab_layout()
        trays = scene.tab_groups()
        assert len(trays) == 2, "the app's tabs and the games' tabs"
        first_game = next(i for i, tab in enumerate(scene.tabs) if tab.motif)
        assert all(trays[0].contains(r) for r in rects[:first_game])
        assert all(trays[1].contains(r) for r in rects[first_game:])
        assert trays[1].top - trays[0].bottom >= -4 and not trays[0].colliderect(trays[1].inflate(0, -8)), \
            "the two groups stand on rows of their own"
        assert all(pygame.Rect(0, 0, theme.SCREEN_W, theme.SCREEN_H).contains(t) for t in trays)


def test_the_help_says_one_sentence_and_f1_shows_the_rest_until_another_row(make_app):
    app = make_app()
    scene = open_settings(app)
    app.set_language("en")
    go_to_tab(app, scene, "general")
    go_to_row(app, scene, "hints")
    said = help_text(scene)
    assert "Whether people's seats start with hints in the seat setup." in said
    assert HINTS_WHOLE not in said, "the rest waits until asked for"
    assert "F1" in said, "and the panel says how to ask"
    app.dispatch(key(pygame.K_F1))
    assert HINTS_WHOLE in help_text(scene)
    drawn = texts_drawn(app)
    assert any("seat setup." in t for t in drawn) and any("Zehntausend)" in t for t in drawn), drawn
    press(app, pygame.K_DOWN)
    press(app, pygame.K_UP)
    assert scene.row.name == "hints" and HINTS_WHOLE not in help_text(scene), "another row folds it again"
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=HELP.center, button=1))
    assert HINTS_WHOLE in help_text(scene), "a click on the panel shows it too"
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=HELP.center, button=1))
    assert HINTS_WHOLE not in help_text(scene), "and a second click folds it"


def test_f1_hammered_on_every_tab_changes_no_setting(make_app):
    app = make_app()
    scene = open_settings(app)
    before = app.config.path.read_text(encoding="utf-8") if app.config.path.exists() else ""
    for _ in range(len(scene.tabs)):
        for _ in range(5):
            app.dispatch(key(pygame.K_F1))
        app.draw()
        press(app, pygame.K_TAB)
    assert not scene.dirty
    after = app.config.path.read_text(encoding="utf-8") if app.config.path.exists() else ""
    assert before == after


@pytest.mark.parametrize(("text_in", "first"), [
    ("Wie schnell die Bots handeln (2,0 = doppelt so schnell).", "Wie schnell die Bots handeln (2,0 = doppelt so schnell)."),
    ("Zählt z. B. eine Straße. Sonst nicht.", "Zählt z. B. eine Straße."),
    ("One. Two.", "One."),
    ("Any free key except Esc and ⌫. A key steers one block.", "Any free key except Esc and ⌫."),
    ("Zum Beispiel d. h. Sonst nicht. Mehr.", "Zum Beispiel d. h. Sonst nicht."),
    ("", ""),
])
def test_a_first_sentence_ends_at_a_full_stop_not_at_an_abbreviation(text_in, first):
    assert first_sentence(text_in)[0] == first


@pytest.mark.parametrize(("lang", "calm"), [("de", "gespeichert beim Verlassen"), ("en", "saved when you leave")])
def test_a_change_says_calmly_it_is_saved_on_leaving(make_app, monkeypatch, lang, calm):
    app = make_app()
    scene = open_settings(app)
    app.set_language(lang)
    go_to_tab(app, scene, "general")
    go_to_row(app, scene, "hints")
    assert not any(calm in t for t in texts_drawn(app)), "nothing changed: nothing to say"
    press(app, pygame.K_RIGHT)
    assert scene.dirty
    shown = drawn_with_colours(app, monkeypatch)
    line = next((t for t in shown if calm in t), None)
    assert line is not None
    assert "nicht gespeichert" not in line and "not saved" not in line
    assert shown[line] != theme.BAD and shown[line] != theme.ACCENT, "said quietly, not as a warning"


def test_the_keys_tab_help_is_short_too_and_f1_tells_the_rest(make_app):
    app = make_app()
    scene = open_settings(app)
    app.set_language("en")
    go_to_tab(app, scene, "keys")
    said = help_text(scene)
    assert "Any free key except" in said and "A key steers one block only" not in said
    app.dispatch(key(pygame.K_F1))
    assert "A key steers one block only" in help_text(scene)
    press(app, pygame.K_RIGHT)                      # another block's key: short again
    assert "A key steers one block only" not in help_text(scene)
