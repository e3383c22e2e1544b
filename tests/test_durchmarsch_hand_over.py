"""The hand-over from a bot to a person, frame by frame: from the frame the heading names the
person, the choice panel offers what they can do now (their throw, never the bot's stop and
go-on), no line of the log lies on a button, and the person's E counts from that moment."""

from __future__ import annotations

import pygame
import pytest
from durchmarsch_kit import hit, miss
from helpers import press, settle, texts_placed

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat


def table(make_app, lang):
    """Anna (a person) after two bots who miss: the log tells two turns, Anna throws next."""
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "bot:easy"), Seat("Clara", "bot:easy")]
    throws = [miss(10, 8), miss(10, 8), hit(10, 8)]
    match = dm.Match(3, dm.Rules(), ScriptedDice(throws), first_seat=1)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    return app, scene


def heading_names(scene, name: str) -> bool:
    place = scene.heading_place()
    return bool(place) and place[3].startswith(name)


def until_anna_named(app, scene, frames: int = 4000) -> None:
    """Step until the heading first names Anna (the hand-over's first frame)."""
    for _ in range(frames):
        app.step(1 / 120)
        if heading_names(scene, "Anna"):
            return
    raise AssertionError("Anna's turn never came")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_frame_of_the_hand_over_lays_words_on_a_button_or_offers_the_bots_choice(make_app, lang):
    app, scene = table(make_app, lang)
    until_anna_named(app, scene)
    stop, go_on = app.texts("durchmarsch.table.stop"), app.texts("durchmarsch.table.go_on")
    roll = app.texts("durchmarsch.table.roll")
    frames = 0
    while True:
        placed = texts_placed(app)
        words = [t for t, _ in placed]
        assert stop not in words and go_on not in words, "the bot's stop and go-on under Anna's heading"
        assert roll in words, "Anna's throw is offered from the frame she is named"
        buttons = scene.button_rects()
        labels = {roll, "E"}
        for text, rect in placed:
            if text in labels:
                continue
            for button in buttons:
                assert not rect.colliderect(button), f"{text!r} lies on a button in frame {frames}"
        frames += 1
        if not scene.busy():
            break
        app.step(1 / 120)
    assert frames > 1, "the hand-over was seen frame by frame"


@pytest.mark.parametrize("frame", [0, 1, 20])
def test_annas_e_counts_from_the_frame_the_heading_names_her(make_app, frame):
    app, scene = table(make_app, "en")
    until_anna_named(app, scene)
    for _ in range(frame):
        if not scene.busy():
            break
        app.step(1 / 120)
    press(app, pygame.K_e)
    settle(app, scene)
    assert scene.match.current_seat == 0 and scene.match.phase == dm.DECIDE, "Anna's E threw her dice"
    assert scene.shown.sheet(0).crosses[0] == 1, "her 10 is crossed once the dice land"


def test_annas_e_before_she_is_named_throws_nothing(make_app):
    app, scene = table(make_app, "en")
    for _ in range(4000):
        app.step(1 / 120)
        if scene.match.current_seat == 2 and not scene.busy():
            break
    press(app, pygame.K_e)              # Clara's turn: Anna's E is not a throw of hers
    assert scene.match.current_seat == 2 and scene.match.phase == dm.ROLL


def test_no_frame_from_the_first_bot_to_annas_choice_lays_a_line_on_the_buttons_or_the_bots_plate(make_app):
    app, scene = table(make_app, "en")
    own = {app.texts("durchmarsch.table.roll"), app.texts("durchmarsch.table.stop"),
           app.texts("durchmarsch.table.go_on"), "E", "Q"}
    own |= {app.texts("app.table.bot_thinking", name=n) for n in ("Ben", "Clara")}
    for frame in range(3000):
        if scene.current == 0 and not scene.busy():
            break
        seat = scene.current
        places = [scene.thinking_place()] if scene.seats[seat].is_bot else scene.button_rects()
        for text, rect in texts_placed(app):
            if text not in own:
                assert not any(rect.colliderect(p) for p in places), f"{text!r} on a button, frame {frame}"
        app.step(1 / 120)
        app.step(1 / 120)
    else:
        raise AssertionError("Anna's turn never came")
