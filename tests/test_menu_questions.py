"""The menu's questions say their own keys and add to their title: while "Den Abend wirklich
beenden?" stands, the foot says what Enter and Esc do there (confirm, back; never "starten"),
and the line under its answers says what ending does rather than asking again."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, texts_drawn

from game import evening as evenings
from game.seats import Seat


def end_evening_question(make_app, lang: str):
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.evening_start([Seat("Anna", "keyboard1"), Seat("Ben", "bot:hard")])
    app.evening.record("zehntausend", [0, 1], [[1], [0]])
    evenings.save(app.data_folder, app.evening)
    app.routes.menu()
    return app, app.top


@pytest.mark.parametrize("lang, confirm, start, hint", [
    ("de", "bestätigen", "starten", "Spieler des Abends"),
    ("en", "confirm", "start", "player of the night"),
])
def test_the_end_evening_question_names_its_keys_and_what_ending_does(make_app, lang, confirm, start, hint):
    app, menu = end_evening_question(make_app, lang)
    entry = next(i for i, b in enumerate(menu.list.buttons) if getattr(b.action, "__name__", "") == "open_evening")
    menu.list.index = entry
    press(app, pygame.K_RETURN)
    ending = next(i for i, b in enumerate(menu.list.buttons) if getattr(b.action, "__name__", "") == "ask_end_evening")
    menu.list.index = ending
    press(app, pygame.K_RETURN)
    assert [getattr(b.action, "__name__", "") for b in menu.list.buttons] == ["end_evening", "open_evening"]
    seen = texts_drawn(app)
    title = menu.t("evening.table.end_ask")
    assert title in seen
    assert confirm in seen and start not in seen, "the foot says what Enter does in the question"
    assert sum(title in t for t in seen) == 1, "the line under the answers asks again"
    assert any(hint in t for t in seen), "the line under the answers says what ending does"
