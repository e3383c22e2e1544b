"""From the sofa the board's letters and the keys never get mixed up: the legend saying what
B/A/a-d (H/S/a-d) mean stands on every turn, the goal's a-d are drawn in regular letters
(key caps are bold), and the letter keys that step through the figures carry their direction
("◂A", "D▸")."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, settle, texts_drawn
from test_mensch_readable import START, arranged, table

from game.seats import Seat
from scenes.tables.mensch import board as mb

LEGEND = {"de": "Felder: B Haus · A Startfeld · a–d Ziel", "en": "Circles: H home · S start · a–d goal"}
PEOPLE = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2"), Seat("Clara", "bot:normal"),
          Seat("David", "bot:normal")]


def legend_shown(texts, lang) -> bool:
    joined = " ".join(texts)
    return all(part in joined for part in LEGEND[lang].split(" · "))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_legend_of_the_boards_letters_stands_on_every_turn(make_app, lang):
    """While rolling (the card busiest with the rules of the throw) and while choosing."""
    app, scene = table(make_app, arranged(START, [(3,)]), PEOPLE, lang)
    settle(app, scene, 2.0)
    assert legend_shown(texts_drawn(app), lang), texts_drawn(app)
    press(app, pygame.K_e)
    settle(app, scene, 3.0)
    assert legend_shown(texts_drawn(app), lang), texts_drawn(app)
    assert scene.refusal is None


def test_the_goals_letters_are_quieter_than_the_key_caps():
    """Key caps are bold; the goal's a-d are drawn in regular letters (B and A stay bold)."""
    assert not mb.letter_bold("home")
    assert mb.letter_bold("B") and mb.letter_bold("start")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_keys_that_pick_a_figure_carry_their_direction(make_app, lang):
    app, scene = table(make_app, arranged(START, [(3,)]), PEOPLE, lang)
    texts = texts_drawn(app)
    assert "\u25c2A" in texts and "D\u25b8" in texts, texts      # Anna's keys, on her card
    assert "A" not in texts and "D" not in texts, "no bare cap A or D beside the board's a-d"
