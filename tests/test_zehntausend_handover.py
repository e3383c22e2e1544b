"""The keyboard goes round at Zehntausend: when the next person plays on the same keys as the
one before, the table says so large, in their colour and shape, from the first frame of their
turn ("Ben ist dran!" over "gleiche Tasten – Tastatur 1"), never first as the small turn line;
the prompt then takes the banner's place in the same look. Keys that change hands: the plain
turn line as before."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, settle

from game.dice import ScriptedDice
from game.games import game_by_name
from game.seats import Seat
from game.zehntausend import match as z
from scenes.tables import prompt
from scenes.ui import text

SAID = {"de": ("Ben ist dran!", "gleiche Tasten – Tastatur 1", "Ben ist dran"),
        "en": ("Ben, your turn!", "same keys – Keyboard 1", "Ben's turn")}


def anna_writes_down(make_app, lang, bens_keys):
    from scenes.tables.zehntausend.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", bens_keys), Seat("Clara", "bot:normal")]
    match = z.Match(3, z.Rules(dice=5), ScriptedDice([(2, 6, 3, 5, 6), (1, 1, 2, 3, 4)]))
    scene = TableScene(app, game_by_name("zehntausend"), seats, 1, match=match)
    app.push(scene)
    press(app, pygame.K_e)
    settle(app, scene)
    scene.toggle(3)                    # the 5 aside
    app.step(1 / 60)
    press(app, pygame.K_q)             # written down: the turn goes to Ben
    return app, scene


def header_texts(app) -> dict[str, int]:
    """{text: size} of what the header band shows this frame (the banner's lines included)."""
    from scenes.tables.zehntausend.table import HEADER

    places = text.watch_places()
    sizes = text.watch_sizes()
    try:
        app.draw()
    finally:
        text.unwatch()
    banner = [line for line, *_ in (app.top._prompt_pic[2] if app.top._prompt_pic else ())]
    return {t: size for t, size in sizes
            if t in banner or any(t == p and r.bottom <= HEADER.bottom for p, r, _s in places)}


def until_bens_turn(app, scene) -> None:
    for _ in range(60 * 20):
        if scene.view.seat == 1:
            return
        app.step(1 / 60)
    raise AssertionError("the turn never went to Ben")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_next_person_on_the_same_keys_is_named_large_from_the_first_moment(make_app, monkeypatch, lang):
    large, same, small = SAID[lang]
    app, scene = anna_writes_down(make_app, lang, "keyboard1")
    styles = []
    real = prompt.prompt_picture
    monkeypatch.setattr(prompt, "prompt_picture", lambda lines, style, *a: (styles.append(style),
                                                                           real(lines, style, *a))[1])
    until_bens_turn(app, scene)
    for frame in range(90):                       # from Ben's first frame until the prompt has come
        said = header_texts(app)
        assert small not in said, f"frame {frame}: the small turn line first"
        assert said.get(large, 0) >= prompt.SMALL_SIZE, (frame, said)
        assert same in said or scene.prompt_text() is not None, (frame, said)
        app.step(1 / 60)
    assert styles and set(styles) == {scene.style(1)}, "the banner in Ben's colour and shape"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_keys_that_change_hands_keep_the_plain_turn_line(make_app, lang):
    _large, same, small = SAID[lang]
    app, scene = anna_writes_down(make_app, lang, "keyboard2")
    until_bens_turn(app, scene)
    said = header_texts(app)
    assert small in said and same not in said, said
