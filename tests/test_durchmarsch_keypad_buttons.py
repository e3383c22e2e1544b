"""Durchmarsch played on the keypad block (Tastatur 4: "Num 7" stops, "Num 9" goes on), with
the coach: each button holds its key cap and its whole label inside it (beside the cap, or
the cap above the label where there is no room beside it), in German and English, at the stop-
or-go-on choice."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, settle, texts_drawn, texts_placed

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat
from scenes.ui.layout import width_of

HIT_THEN_MISS = [(6, 4, 1, 1, 2, 2, 3, 3), (1, 1, 1, 1, 2, 2, 2)]


def keypad_table(make_app, lang: str, count: int = 4):
    """Maximilian-Alexa on the keypad block with the coach, the others on the other blocks,
    at the choice after a hit."""
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    names = ["Maximilian-Alexa", "Ben", "Clara", "David"][:count]
    blocks = ["keyboard4", "keyboard1", "keyboard2", "keyboard3"]
    seats = [Seat(names[i], blocks[i], hints=i == 0) for i in range(count)]
    match = dm.Match(count, dm.Rules(), ScriptedDice(HIT_THEN_MISS), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    settle(app, scene)
    press(app, pygame.K_KP9)
    settle(app, scene)
    for _ in range(60):
        app.step(1 / 120)
    assert scene.shown.phase == dm.DECIDE
    return app, scene


@pytest.mark.parametrize("count", [2, 4])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_each_buttons_key_cap_and_label_lie_inside_the_button(make_app, lang, count):
    from scenes.ui import text

    app, scene = keypad_table(make_app, lang, count)
    placed = texts_placed(app)
    rects = scene.button_rects()
    labels = [label for label, _, _ in scene.button_labels()]
    caps = [scene.button_cap(action)[0] for _, action, _ in scene.button_labels()]
    assert all(width_of(c, text.READABLE, True) for c in caps)
    assert caps == [app.texts("app.keycap.keypad", n="7"), app.texts("app.keycap.keypad", n="9")]
    for rect, label, (_, action, _) in zip(rects, labels, scene.button_labels(), strict=True):
        cap_rect, label_rect, size = scene.button_look(rect, label, action)
        assert rect.contains(cap_rect), f"the key cap of {label!r} runs past its button"
        assert rect.contains(label_rect), f"{label!r} runs past its button {rect}: {label_rect}"
        assert not cap_rect.colliderect(label_rect), f"{label!r} lies on its key cap"
        assert size >= text.READABLE
        drawn_at = [r for t, r in placed if t == label and rect.colliderect(r)]
        assert drawn_at and all(rect.contains(r) for r in drawn_at), (label, drawn_at)
    # the buttons keep clear of the coach's card and stay in the choice panel
    assert all(scene.layout.decision.contains(r) for r in rects)


@pytest.mark.parametrize("lang, way", [("en", "80%"), ("de", "80 %")])
def test_every_percent_on_the_durchmarsch_screen_with_the_coach_is_written_one_way(make_app, lang, way):
    """The odds ("Chance of the 9 with 7 dice: 80%") and the coach's "26% going on" read alike:
    English without a space before the %, German with one."""
    import re


    app, scene = keypad_table(make_app, lang)
    shown = texts_drawn(app)
    percents = [m for line in shown for m in re.findall(r"\d\s*%", line)]
    assert len(percents) >= 3, shown          # the chance of the number, both chances to win
    spaced = [p for p in percents if re.search(r"\s%", p)]
    assert (not spaced) if way == "80%" else (len(spaced) == len(percents)), percents
    from scenes.ui.numbers import chance_text
    assert chance_text(app.texts, 0.8) == way
    assert chance_text(app.texts, 0.019) == way.replace("80", "1,9" if lang == "de" else "1.9")
    assert chance_text(app.texts, 0.0004).startswith("< 0")
