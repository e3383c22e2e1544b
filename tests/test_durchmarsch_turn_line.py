"""Durchmarsch: the who-must-act line is one plate in one place from the first moment of a turn
to the last. Whose turn before the throw, while the dice fly and at the choice, the keys to
press when the person waits, the large reminder after ten seconds and a bot's turn: the plate
edged in the seat's colour keeps its rectangle; only its words change."""

from __future__ import annotations

import pygame
import pytest
from durchmarsch_kit import hit, miss
from helpers import press, settle, texts_placed

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat
from scenes.tables import prompt
from scenes.ui import theme


def table(make_app, lang, names):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat(names[0], "keyboard1"), Seat(names[1], "bot:normal")]
    throws = [hit(10, 8), miss(9, 7)] + [miss(10, 8)] * 6
    match = dm.Match(2, dm.Rules(), ScriptedDice(throws), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    for _ in range(12):
        app.step(1 / 120)
    return app, scene


def seconds(app, s: float) -> None:
    for _ in range(round(s * 120)):
        app.step(1 / 120)


def edge_colour(app, rect: pygame.Rect) -> tuple:
    return tuple(app.screen.get_at((rect.x + 1, rect.centery)))[:3]


def line_drawn(app, scene, seat: int, moment: str) -> pygame.Rect:
    """The line's rect this moment, checked: drawn there, edged in the seat's colour, and every
    word of the turn band right of the title inside it."""
    from scenes.tables.durchmarsch.table import HEADER

    placed = texts_placed(app)
    line = scene.turn_line()
    colour = theme.SEAT_COLOURS[scene.style(seat) % len(theme.SEAT_COLOURS)]
    assert edge_colour(app, line) == tuple(colour), (moment, edge_colour(app, line), colour)
    title = scene.title_rect()
    band = [(t, r) for t, r in placed if HEADER.contains(r) and r.left > title.right]
    reminder = scene.reminder_rect            # (its words are drawn on its own plate)
    assert band or reminder is not None, (moment, [t for t, _ in placed])
    for text, rect in band:
        assert line.contains(rect), (moment, text, rect, line)
    assert reminder is None or reminder == line, (moment, reminder, line)
    return line


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("names", [("Anna", "Ben"), ("Maximilian-Alexa", "Jürgen Größe-Übe")])
def test_the_who_must_act_line_keeps_its_shape_and_place_all_turn_long(make_app, lang, names):
    app, scene = table(make_app, lang, names)
    lines = {"start": line_drawn(app, scene, 0, "start")}
    seconds(app, 2)
    assert scene.prompt_stage() == prompt.ASK
    lines["asked to throw"] = line_drawn(app, scene, 0, "asked to throw")
    press(app, pygame.K_e)
    seconds(app, 0.1)
    assert scene.busy()
    lines["dice fly"] = line_drawn(app, scene, 0, "dice fly")
    settle(app, scene)
    assert scene.shown.phase == dm.DECIDE
    lines["choice"] = line_drawn(app, scene, 0, "choice")
    seconds(app, 2)
    assert scene.prompt_stage() == prompt.ASK
    lines["asked to choose"] = line_drawn(app, scene, 0, "asked to choose")
    seconds(app, prompt.AGAIN_AFTER)
    assert scene.prompt_stage() == prompt.AGAIN
    lines["reminder"] = line_drawn(app, scene, 0, "reminder")
    press(app, pygame.K_e)                        # going on, and missing the 9: the bot's turn
    for _ in range(1200):
        app.step(1 / 120)
        if scene.current == 1 and not scene.busy():
            break
    assert scene.current == 1
    lines["bot"] = line_drawn(app, scene, 1, "bot")
    assert len(set(map(tuple, lines.values()))) == 1, lines


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_long_name_keeps_the_ask_at_its_size_in_a_small_window(make_app, lang):
    """"Maximilian-Alexa: Q Aufhören · E Weitermachen" does not shrink to the floor beside the
    row and number: it goes on two lines at the ask's own size, read at 960x540 too (3/4 of it
    is still above 19 px), inside the line, and never over the heading."""
    from helpers import sizes_drawn

    app, scene = table(make_app, lang, ("Maximilian-Alexa", "Ben"))
    press(app, pygame.K_e)
    settle(app, scene)
    seconds(app, 2)
    assert scene.prompt_stage() == prompt.ASK
    sizes = sizes_drawn(app)
    asked = [(t, s) for t, s in sizes if t.startswith("Maximilian-Alexa:")]
    assert asked and all(s * 0.75 >= 19 for _, s in asked), sizes
    words, heading = scene.prompt_words, scene.heading_rect()
    assert scene.turn_line().contains(words) and not words.colliderect(heading), (words, heading)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("names", [("Anna", "Ben"), ("Maximilian-Alexa", "Jürgen Größe-Übe")])
def test_the_call_to_act_is_never_smaller_than_the_row_beside_it(make_app, lang, names, tmp_path):
    """"Anna: E Würfeln" (who must act, and with which key) is what a player on the sofa
    must read first: before the throw and at the choice it is drawn at least as large as
    "Reihe 1, braucht die 10" beside it, and large enough to read at 960x540."""
    from helpers import sizes_drawn

    app, scene = table(make_app, lang, names)
    for moment in ("before the throw", "at the choice"):
        if moment == "at the choice":
            press(app, pygame.K_e)
            settle(app, scene)
        seconds(app, 2)
        assert scene.prompt_stage() == prompt.ASK, moment
        sizes = sizes_drawn(app)
        if moment == "before the throw" and names[0] == "Anna":
            pygame.image.save(app.screen, str(tmp_path / f"ask_{lang}.png"))
        asked = [s for t, s in sizes if t.startswith(names[0].split()[0])]
        row = [s for t, s in sizes if t == scene.heading_place()[3]]
        assert asked and row, (moment, sizes)
        assert min(asked) >= max(row), (moment, sizes)
        assert min(asked) * 0.75 >= 19, (moment, sizes)
