"""Nobody waits in silence: when a person is to act, the table names them and their key within
two seconds, says it again larger after ten seconds of nothing, and drops it when they act.
Every step runs on the simulated clock (fixed 1/120 s frames), never on the wall clock."""

from __future__ import annotations

import pygame
from helpers import press, run_frames, settle, sizes_drawn

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat
from game.zehntausend import match as z
from scenes.tables import prompt
from scenes.ui.text import READABLE

FRAME = 1 / 120


def zehntausend(make_app, seats=None, lang="de"):
    from scenes.tables.zehntausend.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = seats or [Seat("Sarah", "keyboard1"), Seat("Tim", "keyboard2")]
    match = z.Match(len(seats), z.Rules(), ScriptedDice([(1, 5, 3, 3, 2), (2, 2, 3, 4, 6)]))
    scene = TableScene(app, game_by_name("zehntausend"), seats, 1, match=match)
    app.push(scene)
    return app, scene


def seconds(app, s: float) -> None:
    run_frames(app, round(s / FRAME))




def prompt_on_screen(app, name: str) -> list[tuple[str, int]]:
    """The prompt's lines on screen (the table's own "Sarah ist dran" heading is no prompt)."""
    return [(t, size) for t, size in sizes_drawn(app)
            if t.startswith(name + ":") or t in (f"{name} ist dran!", f"{name}, your turn!")]


def test_the_person_on_turn_is_named_with_their_key_within_two_seconds(make_app):
    app, scene = zehntausend(make_app)
    assert scene.waiting_seat() == 0
    seconds(app, 0.5)
    assert scene.prompt_text() is None and not prompt_on_screen(app, "Sarah")   # a moment to act first
    seconds(app, 1.5)
    assert scene.prompt_text() == "Sarah: E zum Würfeln"
    lines = prompt_on_screen(app, "Sarah")
    assert lines == [("Sarah: E zum Würfeln", prompt.SMALL_SIZE)]
    assert all(size >= READABLE for _, size in lines)


def test_the_prompt_is_english_in_english_and_names_the_keys_of_the_phase(make_app):
    app, scene = zehntausend(make_app, lang="en")
    seconds(app, 2)
    assert scene.prompt_text() == "Sarah: press E to throw"
    press(app, pygame.K_e)
    settle(app, scene)
    seconds(app, 2)         # now dice are to be chosen: first the one step that works now
    said = scene.prompt_text()
    assert said == "Sarah: Mark dice (E), then S throw on · Q write down", said     # the next step (no hints: no die advised)
    press(app, pygame.K_e)  # a die that counts marked: S throws on
    assert scene.prompt_action(0) == "A/D pick dice · E mark · S throw on"


def test_the_prompt_goes_when_the_person_acts_and_never_shows_while_dice_roll(make_app):
    app, scene = zehntausend(make_app)
    seconds(app, 2)
    assert scene.prompt_text() is not None
    press(app, pygame.K_e)             # Sarah throws
    assert scene.busy()
    assert scene.prompt_text() is None and not prompt_on_screen(app, "Sarah")
    while scene.busy():
        seconds(app, 0.25)
        assert scene.prompt_text() is None


def test_another_seats_keys_do_not_silence_the_prompt(make_app):
    app, scene = zehntausend(make_app)
    seconds(app, 2)
    press(app, pygame.K_i)            # Tim's "up": not Tim's turn
    assert scene.prompt_text() == "Sarah: E zum Würfeln"


def test_after_ten_seconds_of_nothing_it_says_so_again_larger_and_pulsing(make_app):
    app, scene = zehntausend(make_app)
    seconds(app, 2)
    small = scene.draw_prompt(pygame.Surface((1280, 720)))
    seconds(app, 8.5)
    assert scene.prompt_stage() == prompt.AGAIN
    big = scene.draw_prompt(pygame.Surface((1280, 720)))
    assert big.h > small.h and big.w > small.w * 0.5
    lines = dict(prompt_on_screen(app, "Sarah"))
    assert lines.get("Sarah ist dran!", 0) >= prompt.SMALL_SIZE, lines   # the name over its keys, in the band


def test_a_press_that_changes_nothing_hides_the_prompt_until_ten_more_seconds_pass(make_app):
    app, scene = zehntausend(make_app)
    press(app, pygame.K_e)
    settle(app, scene)
    seconds(app, 2)
    assert scene.prompt_text() is not None
    press(app, pygame.K_d)            # Sarah moves the cursor over the dice: she is at it
    seconds(app, 5)
    assert scene.prompt_text() is None
    seconds(app, 5.5)
    assert scene.prompt_stage() == prompt.AGAIN and scene.prompt_text().startswith("Sarah ist dran!")


def test_nobody_is_prompted_for_a_bot(make_app):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    seats = [Seat("Bot A", "bot:normal"), Seat("Bot B", "bot:normal")]
    match = dm.Match(2, dm.Rules(), ScriptedDice([[1, 1, 1, 1, 1, 1, 1, 1]] * 40))
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    for _ in range(40):
        seconds(app, 0.5)
        assert scene.waiting_seat() is None and scene.prompt_text() is None


def test_the_prompt_names_the_key_as_rebound_in_config(make_app):
    from scenes.tables.zehntausend.table import TableScene

    app = make_app('[keys.keyboard1]\nconfirm = "r"\nroll = "r"\n')
    seats = [Seat("Sarah", "keyboard1"), Seat("Tim", "keyboard2")]
    match = z.Match(2, z.Rules(), ScriptedDice([(1, 5, 3, 3, 2)]))
    scene = TableScene(app, game_by_name("zehntausend"), seats, 1, match=match)
    app.push(scene)
    seconds(app, 2)
    assert scene.prompt_text() == "Sarah: R zum Würfeln"


def test_a_storm_of_presses_on_a_shared_block_never_plays_for_a_seat_off_turn(make_app):
    """Random presses of two blocks, the first shared by Anna and Ben: Carl's block never
    changes the match while Anna or Ben is on turn, and theirs never while Carl is; nothing
    raises and the prompt always names the seat on turn."""
    import random

    from game.dice import SeededDice
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app("[durchmarsch]\nheckling = false\n")
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard1"), Seat("Carl", "keyboard2")]
    match = dm.Match(3, dm.Rules(), SeededDice(22), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    rng = random.Random(22)
    block = {pygame.K_q, pygame.K_w, pygame.K_e, pygame.K_a, pygame.K_s, pygame.K_d}
    keys = sorted(block) + [pygame.K_u, pygame.K_i, pygame.K_o, pygame.K_j, pygame.K_k, pygame.K_l]
    for _ in range(300):
        settle(app, scene)
        if scene.match.is_over:
            break
        on_turn = scene.match.current_seat
        before = scene.match.to_dict()
        k = rng.choice(keys)
        press(app, k)
        mine = (k in block) == (on_turn in (0, 1))
        if not mine:
            assert scene.match.to_dict() == before, (k, on_turn)
        settle(app, scene)
        run_frames(app, 2)
        said = scene.prompt_text()
        if said is not None:
            assert said.startswith(seats[scene.shown.current_seat].name)
