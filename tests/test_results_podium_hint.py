"""The podium's hint under "Weiter": centred under the button, large enough to read from the
sofa, naming the very keys that take it (Enter and each playing seat's confirm cap)."""

from __future__ import annotations

import pygame
import pytest
from helpers import run_frames, texts_placed

from game.games import game_by_name
from game.seats import Seat


def podium(app, seats):
    from scenes.screens.results import ResultsScene

    app.routes.start()
    results = ResultsScene(app, game_by_name("durchmarsch"), seats, [[i] for i in range(len(seats))],
                           [{} for _ in seats], seed=1, podium=True)
    app.push(results)
    for _ in range(400):
        if results.ready():
            break
        run_frames(app, 12)
    run_frames(app, 24)
    return results


@pytest.mark.parametrize("lang, words", [("de", ("Enter oder E / O / Bild↓ / Num 9", "weiter")),
                                         ("en", ("Enter or E / O", "continue"))])
def test_the_continue_hint_stands_centred_under_weiter_and_names_every_seats_confirm_key(make_app, lang, words):
    from scenes.ui import text

    app = make_app()
    app.set_language(lang)
    seats = [Seat(name, f"keyboard{i + 1}") for i, name in enumerate(("Anna", "Ben", "Clara", "David"))]
    seats.append(Seat("Bot", "bot:normal"))
    results = podium(app, seats)
    hint = results.go_on_text()
    assert hint.startswith(words[0]) and hint.endswith(words[1]), hint
    sizes = text.watch_sizes()
    try:
        placed = texts_placed(app)
    finally:
        text.unwatch()
    button = results.list.rects()[0]
    rects = [r for t, r in placed if t == hint]
    assert len(rects) == 1, "the hint is shown whole on one line"
    assert abs(rects[0].centerx - button.centerx) <= 2, "centred under the button"
    assert rects[0].top >= button.bottom - 2 and rects[0].bottom <= 720, "under the button, in the window"
    assert all(size >= 22 for t, size in sizes if t == hint), "read from the sofa: 22 px or more"


def test_with_a_key_bound_to_garbage_the_hint_names_the_keys_it_knows_and_the_podium_goes_on(make_app):
    app = make_app('[keys.keyboard2]\nconfirm = "wibble"\n')
    app.set_language("de")
    results = podium(app, [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2"), Seat("Pad", "pad1")])
    hint = results.go_on_text()
    assert hint.startswith("Enter oder E") and "?" not in hint and "wibble" not in hint.lower(), hint
    assert hint in [t for t, _r in texts_placed(app)]


def test_with_only_bots_playing_the_hint_says_enter_alone(make_app):
    app = make_app()
    app.set_language("en")
    results = podium(app, [Seat("Bot", "bot:hard"), Seat("Bot 2", "bot:easy")])
    assert results.go_on_text() == "Enter: continue"
    pygame.event.clear()
