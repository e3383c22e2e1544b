"""Taking a mark back at the Zehntausend table is said once in the news strip under the tray
("Markierung aufgehoben: die 1" / "Unmarked: the 1"), and the die no longer wears its mark (a
stranger pressed E on a marked die, saw nothing change in words, then pressed Q believing the 1
still set aside and got "Wähle mindestens einen Würfel")."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, run_frames, texts_drawn
from test_zehntausend_picking import table, thrown

LANGS = ("de", "en")
WORDS = {"de": "Markierung aufgehoben: die 1", "en": "Unmarked: the 1"}


@pytest.mark.parametrize("lang", LANGS)
def test_mark_then_unmark_says_so_under_the_tray(make_app, lang):
    app, scene = table(make_app, [(1, 3, 4, 6, 2), (3, 4)], lang)
    thrown(app, scene)
    one = scene.ids[0]
    press(app, pygame.K_e)
    assert scene.decision.chosen == {0} and one in scene.tray.selected
    assert WORDS[lang] not in texts_drawn(app), "marking says nothing of the kind"
    press(app, pygame.K_e)
    assert scene.decision.chosen == set()
    assert one not in scene.tray.selected, "the 1 no longer wears its mark"
    assert scene.panel.news() == "unmarked"
    assert WORDS[lang] in texts_drawn(app), "the strip under the tray says the mark was taken back"
    run_frames(app, 600)                 # a few seconds on: said once, then the strip moves on
    assert WORDS[lang] not in texts_drawn(app)


@pytest.mark.parametrize("lang", LANGS)
def test_a_new_mark_or_a_refusal_replaces_the_words(make_app, lang):
    app, scene = table(make_app, [(1, 3, 4, 6, 2), (3, 4)], lang)
    thrown(app, scene)
    press(app, pygame.K_e)
    press(app, pygame.K_e)
    assert WORDS[lang] in texts_drawn(app)
    press(app, pygame.K_q)               # write down with nothing marked: refused, and that is newer
    assert scene.refusal and scene.panel.news() == "refusal"
    assert WORDS[lang] not in texts_drawn(app)
    press(app, pygame.K_e)               # marked again: the old words are gone for good
    assert scene.decision.chosen == {0}
    assert WORDS[lang] not in texts_drawn(app)
