"""The seat setup's foot never runs under the dice in its margins: at every seat count, in
every game's setup and the evening's, in German and English, whatever the foot says (the keys
with a row's hints key, a name being typed at the limit) and while a die tumbles, the words
at the foot and the dice's rectangles do not meet."""

from __future__ import annotations

import pygame
import pytest
from helpers import texts_placed

from game.evening import EVENING_INFO
from game.games import game_by_name


def foot_words(app, setup) -> list[tuple[str, pygame.Rect]]:
    return [(words, rect) for words, rect in texts_placed(app) if rect.top >= setup.foot_top() - 2]


def assert_clear(app, setup, seconds: float = 4.0) -> None:
    t = 0.0
    while t < seconds:
        foot = foot_words(app, setup)
        assert foot, "the foot says something"
        for words, rect in foot:
            for die in setup.dice.rects():
                assert not rect.colliderect(die), (words, rect, die, setup.count)
        app.step(1 / 20)
        t += 1 / 20


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game", ["durchmarsch", "mensch", "wurf_und_weg", "evening"])
def test_the_foot_keeps_clear_of_the_dice_at_every_seat_count(make_app, lang, game):
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    info = EVENING_INFO if game == "evening" else game_by_name(game)
    app.routes.setup(info)
    setup = app.top
    for _ in range(info.max_seats):
        setup.change_count(-1)
    counts = set()
    while True:
        counts.add(setup.count)
        assert_clear(app, setup, 1.5)
        if setup.count >= info.max_seats:
            break
        setup.change_count(1)
    assert counts == set(range(info.min_seats, info.max_seats + 1))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_name_typed_to_the_limit_keeps_its_foot_clear_of_the_dice(make_app, lang):
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.setup(game_by_name("zehntausend"))
    setup = app.top
    setup.handle_name_click(0)
    for letter in "Maximilian-Alexander":
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=letter))
    assert_clear(app, setup)
