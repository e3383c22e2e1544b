"""A lost turn (Niete) is read before the next turn begins: the stamp and what it cost stay at
least 3 s on the simulated clock, also after a quick bot's throw; the next person's confirm key
goes on at once, the loser's own mashing does not."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, texts_drawn
from test_zehntausend_table import table

from game.seats import Seat

BUST = (2, 3, 4, 6, 6)
STEP = 1 / 120


def until_lost(app, scene, limit: float = 10.0) -> None:
    """Step the clock until the Niete's stamp stands (the dice rest)."""
    for _ in range(int(limit / STEP)):
        if scene.lost_turn_showing():
            return
        app.step(STEP)
    raise AssertionError("the Niete never showed")


def seconds_until_next_turn(app, scene, limit: float = 10.0) -> float:
    t = 0.0
    while scene.shown.current_seat == 0 and t < limit:
        app.step(STEP)
        t += STEP
    return t


@pytest.mark.parametrize("speed", [1.0, 8.0])
def test_a_niete_and_its_cost_stay_at_least_three_seconds(make_app, speed):
    """Sarah (a person, or a bot at 8x speed) keeps a 1 and throws on into a Niete: "Niete!" and
    "100 Punkte sind weg." stand 3 s or more before Tim's turn begins, then it passes by itself."""
    seats = [Seat("Sarah", "bot:normal" if speed > 1 else "keyboard1"), Seat("Tim", "keyboard2")]
    app, scene = table(make_app, [(1, 6, 3, 3, 2), BUST[:4]], seats=seats)
    app.config.general.bot_speed = speed
    if speed == 1.0:                          # Sarah by hand: throw, keep the 1, throw on
        press(app, pygame.K_e)
        for _ in range(int(6 / STEP)):
            if scene.shown.phase == "select" and not scene.busy():
                break
            app.step(STEP)
        scene.toggle(0)
        press(app, pygame.K_s)
    until_lost(app, scene)
    assert "100" in scene.stamp.sub, scene.stamp.sub          # what it cost is said
    assert scene.go_on_hint() is not None                     # Tim, a person, may go on
    waited = seconds_until_next_turn(app, scene)
    assert 3.0 <= waited < 4.0, waited


def test_the_next_persons_key_goes_on_and_the_losers_mashing_does_not(make_app):
    app, scene = table(make_app, [BUST])
    press(app, pygame.K_e)
    until_lost(app, scene)
    assert scene.go_on_hint() == ("O", "Tim: weiter")
    assert "Tim: weiter" in texts_drawn(app), "the next person is told which key goes on"
    for _ in range(5):
        press(app, pygame.K_e)                 # Sarah hammers her confirm key
    assert scene.shown.current_seat == 0 and scene.lost_turn_showing()
    press(app, pygame.K_o)                     # Tim's confirm: his turn now
    assert not scene.lost_turn_showing() and scene.shown.current_seat == 1


@pytest.mark.parametrize("lang", ["de", "en"])
def test_while_a_niete_is_read_the_header_speaks_of_the_niete_and_only_the_prompt_names_who_goes_on(make_app, lang):
    """Sarah's Niete stands and Tim's key goes on: the header says Sarah's turn brought nothing
    (not "Sarah ist dran"), the prompt says "Tim: weiter"; no screen text names two people as
    being on turn."""
    app, scene = table(make_app, [BUST])
    app.set_language(lang)
    press(app, pygame.K_e)
    until_lost(app, scene)
    app.step(STEP)
    texts = texts_drawn(app)
    on_turn = scene.words("turn", name="").strip()        # "ist dran" / "to play"
    assert not any(on_turn in text and "Sarah" in text for text in texts), texts
    assert scene.words("turn_lost", name="Sarah") in texts, texts
    assert scene.words("go_on", name="Tim") in texts, texts
