"""Zehntausend: three of a kind marked and not yet provable by a 1 or 5 (the rule sheet's own
rule) reads as waiting for that 1 or 5, in plain words, said once, never as a broken button."""

from __future__ import annotations

import pygame
import pytest
from helpers import press
from test_zehntausend_table import click, die_pos, table, thrown

from game.seats import Seat
from scenes.ui import text, theme

WORDS = {"de": ("Wartet auf eine 1 oder 5", "Drei Gleiche (5-5-5) zählen erst, wenn danach eine 1 oder 5 fällt – wirf weiter."),
         "en": ("Waiting for a 1 or 5", "Three of a kind (5-5-5) only counts once a 1 or 5 follows – throw on.")}


def on_screen(app) -> list[str]:
    seen = text.watch()
    try:
        app.draw()
    finally:
        text.unwatch()
    return list(seen)


@pytest.mark.parametrize("seats", [2, 4])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_five_five_five_marked_says_it_waits_for_a_one_or_five_once(make_app, lang, seats):
    button, reason = WORDS[lang]
    people = [Seat(n, "keyboard1" if i == 0 else "keyboard2") for i, n in enumerate(["Anna", "Ben", "Clara", "David"][:seats])]
    app, scene = table(make_app, [(5, 5, 5, 2, 6)], seats=people, lang=lang)
    thrown(app, scene)
    for i in (0, 1, 2):
        click(app, die_pos(scene, i))
    bank = next(c for c in scene.choices() if c.kind == "bank")
    assert not bank.enabled and scene.panel.label(bank) == button, "the greyed button says what it waits for"
    _, (note, colour) = scene.panel.choice_lines()
    assert note == reason and colour == theme.ACCENT, "the reason as a next step, not in a mistake's red"
    said = " ".join(on_screen(app))
    assert said.count("wirf weiter" if lang == "de" else "throw on.") == 1, "said once, in plain words"
    press(app, pygame.K_q)                       # writing down anyway is refused in the same words, once
    assert scene.refusal == reason
    app.draw()
    assert scene.panel.news() == "refusal", "the red pill over the news strip says it"
    assert not any(reason in block[0] for block in scene.panel.text_blocks(True)), "and the panel not again"
    assert scene.match.turn_points == 0 and scene.match.phase == "select"
