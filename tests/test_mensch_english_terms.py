"""The English Mensch speaks as English players do: a "piece" (never a "figure") moves so many
"spaces" (never "circles") from its "base" to its "home" (never the "goal"), the same words on
the table, the coach's card, the pause's keys, the rules pages, the settings and the results.
German keeps the rule sheet's Figur, Kreis, Haus and Ziel."""

from __future__ import annotations

import re

import pygame
from helpers import press, texts_drawn
from test_mensch_sofa import CHOICE, run_until, table

from game.dice import ScriptedDice
from game.i18n import load_table
from game.mensch import match as mg
from game.seats import Seat

GERMANISH = re.compile(r"\b(figures?|circles?|goal)\b", re.IGNORECASE)


def mensch_texts(lang: str) -> list[tuple[str, str]]:
    """Every text of the language table that the Mensch screens show (the game's own table, its
    rules pages, its results labels, its keys in the pause)."""
    found = []
    for key, value in load_table(lang).items():
        if "mensch" not in key.split("."):
            continue
        for text in value if isinstance(value, list) else [value]:
            if isinstance(text, str):
                found.append((key, text))
    return found


def test_no_english_mensch_text_says_figure_circle_or_goal():
    texts = mensch_texts("en")
    assert len(texts) > 150, "the table, rules, results and pause texts are all looked at"
    assert not [(k, t) for k, t in texts if GERMANISH.search(t)]


def test_the_english_words_are_one_set_and_german_keeps_the_rule_sheets():
    en, de = load_table("en"), load_table("de")
    assert (en["mensch.position.letter_b"], en["mensch.table.legend_house"]) == ("B", "base")
    assert (en["mensch.table.legend_goal"], en["mensch.table.choose"]) == ("home", "Pick a piece")
    assert en["mensch.table.hint_choose"] == "pick a piece" == en["app.pause.does.mensch.left"]
    assert "spaces on" in en["mensch.table.preview_steps"]
    assert de["mensch.table.choose"] == "Figur wählen" and "Kreise" in de["mensch.table.preview_steps"]


def test_what_the_english_table_shows_while_a_person_chooses_and_bots_play(make_app):
    """Frames of a real English table: the coach's card, the keys, the preview, the log and the
    announcements never say figure, circle or goal."""
    seats = [Seat("Anna", "keyboard1", hints=True)] + [Seat(n, "bot:normal") for n in ("Ben", "Clara", "David")]
    app, scene = table(make_app, mg.Match.arranged(CHOICE, dice=ScriptedDice([(4,)] + [(n,) for n in (6, 3, 5, 2, 1, 4) * 12])), seats, "en")
    seen = set(texts_drawn(app))
    press(app, pygame.K_e)
    assert run_until(app, lambda: scene.choosing() and scene.coach_words() is not None)
    seen |= set(texts_drawn(app))
    press(app, pygame.K_d)
    seen |= set(texts_drawn(app))
    press(app, pygame.K_e)
    for _ in range(20):                 # the move lands, the bots take their turns
        for _ in range(60):
            app.step(1 / 120)
        seen |= set(texts_drawn(app))
    assert any("spaces" in t or "space" in t for t in seen), seen
    assert not [t for t in seen if GERMANISH.search(t)]
