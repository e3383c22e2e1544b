"""Adding a die to a mark at the Zehntausend table: after E marks the 4-4-4 the cursor steps on
to a die still open that scores (the 5), so E, D, E ends with the 4-4-4 and the 5 set aside (a
stranger's D landed on another 4 of the triple and the next E took all three back); and A/D walk
the dice left to right as they lie, never jumping back to a lower row's left end."""

from __future__ import annotations

import pygame
import pytest
from helpers import press
from test_zehntausend_dice_apart import table, thrown

FACES = (4, 5, 4, 4, 5, 2)           # the stranger's throw, and a sixth die that scores nothing
FIVES = {1, 4}


def cursor_on_a_four(app, scene) -> None:
    """D until the cursor stands on a 4 (it starts on whichever scoring die lies leftmost)."""
    for _ in range(6):
        if scene.match.faces[scene._index_of(scene.tray.cursor_id)] == 4:
            return
        press(app, pygame.K_d)
    raise AssertionError("D never reached a 4")


@pytest.mark.parametrize("seed", range(8))
def test_mark_the_triple_then_the_five_with_e_d_e(make_app, seed):
    app, scene = table(make_app, FACES, seed + 1)
    thrown(app, scene)
    cursor_on_a_four(app, scene)
    press(app, pygame.K_e)
    fours = {i for i, f in enumerate(FACES) if f == 4}
    assert scene.decision.chosen == fours, "one E marks the 4-4-4"
    assert scene._index_of(scene.tray.cursor_id) in FIVES, "the cursor moved on to a 5, still open"
    press(app, pygame.K_d)                   # the marked 4-4-4 is one stop: D reaches the other 5 first
    press(app, pygame.K_e)
    assert scene.decision.chosen - fours in ({1}, {4}) and fours <= scene.decision.chosen, \
        "E, D, E: the 4-4-4 and a 5 are marked"
    assert not scene.unmarked, "nothing was taken back"


def test_the_strangers_game_e_d_e_adds_the_five(make_app):
    """The very table the stranger met (five seats, seed 11): with the cursor on a 4, E marks
    the 4-4-4, then D and E add a 5 and nothing is said to be unmarked."""
    from game.games import game_by_name
    from game.seats import Seat
    from scenes.routes import new_match
    from scenes.tables.zehntausend.table import TableScene

    app = make_app()
    app.set_language("en")
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "bot"), Seat("Clara", "bot:hard"),
             Seat("David", "bot:easy"), Seat("Emma", "bot")]
    info = game_by_name("zehntausend")
    scene = TableScene(app, info, seats, 11, match=new_match(app, info, seats, 11))
    app.push(scene)
    thrown(app, scene)
    faces = scene.match.faces
    assert sorted(faces) == [4, 4, 4, 5, 5]
    cursor_on_a_four(app, scene)
    for code in (pygame.K_e, pygame.K_d, pygame.K_e):
        press(app, code)
    fours = {i for i, f in enumerate(faces) if f == 4}
    assert fours <= scene.decision.chosen and len(scene.decision.chosen) == 4, "the 4-4-4 and a 5"
    assert not scene.unmarked_note(), 'no "Unmarked: the 4-4-4"'


def test_e_on_the_five_moves_on_to_the_triple_and_e_marks_it(make_app):
    faces = (5, 3, 3, 3, 6, 2)
    app, scene = table(make_app, faces, 3)
    thrown(app, scene)
    for _ in range(6):
        if scene._index_of(scene.tray.cursor_id) == 0:
            break
        press(app, pygame.K_d)
    press(app, pygame.K_e)
    assert scene.decision.chosen == {0}
    assert scene.match.faces[scene._index_of(scene.tray.cursor_id)] == 3, "on to a 3 of the triple"
    press(app, pygame.K_e)
    assert scene.decision.chosen == {0, 1, 2, 3}


@pytest.mark.parametrize("seed", range(8))
def test_d_steps_right_until_it_comes_round(make_app, seed):
    app, scene = table(make_app, (1, 5, 1, 5, 1, 5), seed + 1)
    thrown(app, scene)
    pos = scene.tray.positions()
    xs = [pos[scene.tray.cursor_id][0]]
    for _ in range(5):
        press(app, pygame.K_d)
        xs.append(pos[scene.tray.cursor_id][0])
    half = scene.tray.die_size / 2
    assert all(b > a - half for a, b in zip(xs, xs[1:], strict=False)), f"D never steps back to the left: {xs}"
