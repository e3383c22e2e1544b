"""Before a turn's first throw the Zehntausend table says the prompt once (the key on the
button's cap too) and fills its room
with what a player wants then: the aim of a turn on the empty felt, where they stand in the
panel; the row of dice set aside shows its label and a free place for every die from the start."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, run_frames, settle, texts_drawn, texts_placed
from test_zehntausend_table import click, table, thrown

from game.seats import Seat


def until_prompt(app, scene) -> None:
    for _ in range(120 * 4):
        if scene.prompt_text() is not None:
            return
        run_frames(app, 1)
    raise AssertionError("no prompt")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_before_the_first_throw_the_prompt_is_said_once_and_the_row_waits_ready(make_app, lang):
    app, scene = table(make_app, [(1, 5, 3, 3, 2), (6, 6, 4, 1)], lang=lang)
    until_prompt(app, scene)
    run_frames(app, 1)
    texts = texts_drawn(app)
    prompt = scene.prompt_text()
    assert "E" in prompt.split(), prompt
    assert texts.count(prompt) == 1, "the banner says it once"
    assert scene.button_rects(), "the button stays there for the mouse"
    assert len(scene.free_places()) == 5, "a place for every die, where the dice kept will go"
    assert scene.words("aside") in texts, "the row is named from the start"
    aim = " ".join(scene.aim_lines()[1])
    assert all(line in texts for line in scene.aim_lines()[1]) and aim.split() == scene.words("aim").split()
    assert all(part in texts for part in scene.standing().split(" · ")), "where the person stands"
    assert scene.words("turn_points", points="0") not in [t for t, r in texts_placed(app)
                                                           if scene.panel.rect.colliderect(r)]


def test_the_aim_leaves_the_felt_when_the_dice_fly_and_a_die_aside_takes_its_place(make_app):
    app, scene = table(make_app, [(1, 5, 3, 3, 2), (6, 6, 4, 1)])
    until_prompt(app, scene)
    first = scene.aim_lines()[1][0]
    press(app, pygame.K_e)
    run_frames(app, 1)
    assert scene.aim_rect() is None and first not in texts_drawn(app), "the aim goes as the dice fly"
    settle(app, scene)
    assert len(scene.free_places()) == 5
    click(app, scene.tray.positions()[scene.ids[0]])
    press(app, pygame.K_s)
    settle(app, scene)
    run_frames(app, 1)
    assert len(scene.free_places()) == 4 and scene.words("aside") in texts_drawn(app)


def test_the_standing_names_the_leader_and_what_is_missing(make_app):
    seats = [Seat("Sarah", "keyboard1"), Seat("Tim", "keyboard2")]
    app, scene = table(make_app, [(1, 2, 3, 4, 6), (1, 1, 1, 2, 4)], seats=seats)
    thrown(app, scene)                        # Sarah: a 1
    press(app, pygame.K_e, pygame.K_q)        # marked and written down: 100
    settle(app, scene)
    until_prompt(app, scene)
    assert scene.my_turn() == 1
    assert scene.standing() == "Sarah führt mit 100 · Dir fehlen 10.000"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_first_throw_of_the_game_wears_its_key_cap_before_and_under_the_banner(make_app, lang):
    """The very first "Würfeln" names its key as a key cap like every other button, from the
    first frame and still once the banner "Sarah: E zum Würfeln" shows: the cap never blinks away."""
    app, scene = table(make_app, [(1, 5, 3, 3, 2)], lang=lang)
    run_frames(app, 1)
    assert scene.shown.turn_start and scene.match.history == []
    caps, lead = scene.panel.button_caps(0)
    assert caps == ["E"] and lead == 0 and "E" in texts_drawn(app), "the cap on the first frame"
    until_prompt(app, scene)
    run_frames(app, 1)
    assert "E" in scene.prompt_text().split()
    caps, lead = scene.panel.button_caps(0)
    assert caps == ["E"] and "E" in texts_drawn(app), "the cap stays while the banner names the key"
