"""The Zehntausend table tells one truth at a time: the proof chip says what writing down
would answer, a turn change leaves only the new player's turn on the table (the last player's
result named as theirs), and the "who must act" banner stands on one line even for six
players with sixteen-letter names."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, run_frames, settle, sizes_drawn, texts_drawn
from test_zehntausend_table import click, die_pos, table, thrown

from game.seats import Seat
from scenes.tables import prompt


def chip_and_refusal(scene) -> tuple[str, str | None]:
    """What the proof chip shows now, what a press of "Aufschreiben" would answer, and the
    button's words."""
    chip = scene.panel.proof_shown()
    bank = next(c for c in scene.choices() if c.kind == "bank")
    return chip, None if bank.enabled else bank.reason[0], bank.label


def choose_faces(app, scene, *faces):
    wanted = list(faces)
    for i in scene.match.active_dice:
        if scene.match.faces[i] in wanted:
            wanted.remove(scene.match.faces[i])
            click(app, die_pos(scene, i))
    assert not wanted


UNPROVEN = "zehntausend.illegal.unproven"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_proof_chip_and_the_write_down_refusal_agree_at_every_moment(make_app, lang):
    """1-1-1 marked (not yet set aside) is a Pasch still to prove: the chip says so at once,
    as the refusal does; a 1 from a later throw proves it, and both say so together."""
    app, scene = table(make_app, [(1, 1, 1, 2, 4), (1, 3)], lang=lang)
    thrown(app, scene)
    moments = []
    moments.append(("nothing marked", *chip_and_refusal(scene)))
    choose_faces(app, scene, 1, 1, 1)
    moments.append(("1-1-1 marked", *chip_and_refusal(scene)))
    scene.press(0, "throw_on")
    settle(app, scene)
    moments.append(("1-1-1 aside, 1 and 3 thrown", *chip_and_refusal(scene)))
    choose_faces(app, scene, 1)
    moments.append(("the 1 marked", *chip_and_refusal(scene)))
    for name, chip, refusal, _ in moments:
        if chip == "pending":          # a Pasch open: writing down is refused (choose, or prove first)
            assert refusal is not None, (name, chip, refusal)
        else:                          # nothing open: writing down never asks for a proof
            assert refusal != UNPROVEN, (name, chip, refusal)
    assert moments[1][2] == UNPROVEN and moments[3][2] is None
    assert [m[1] for m in moments] == ["none", "pending", "pending", "proven"]
    labels = [m[3] for m in moments]
    assert labels[1] == "bank_prove_first", "the button says it too"
    assert labels[3] == "bank_points"
    press(app, pygame.K_q)
    settle(app, scene)
    assert scene.match.totals[0] == 1100


def test_the_refusal_names_a_later_throw_as_the_proof(make_app):
    app, scene = table(make_app, [(1, 1, 1, 2, 4)])
    thrown(app, scene)
    choose_faces(app, scene, 1, 1, 1)
    press(app, pygame.K_q)
    assert scene.refusal == "Drei Gleiche (1-1-1) zählen erst, wenn danach eine 1 oder 5 fällt – wirf weiter."
    assert scene.panel.proof_shown() == "pending"
    assert scene.words("proof_pending", faces=scene.panel.proof_faces()) == "1-1-1 zählt noch nicht"


def test_the_last_players_dice_and_lines_are_gone_once_the_next_turn_shows(make_app):
    """Anna writes down 100; under "Ben ist dran" no die of hers lies in the tray or aside,
    the panel shows none of her lines, and the news strip names her result as hers."""
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "bot:normal"), Seat("Clara", "keyboard3")]
    app, scene = table(make_app, [(1, 5, 6, 3, 3), (2, 2, 3, 4, 6)], seats=seats)
    thrown(app, scene)
    choose_faces(app, scene, 1)
    press(app, pygame.K_q)              # Anna writes down
    for _ in range(600):
        app.step(1 / 120)
        if scene.view.seat == 1:
            break
    assert scene.view.seat == 1
    run_frames(app, 60)                 # the dice's fade (0.45 s) is over, Ben still thinks
    assert scene.match.current_seat == 1 and scene.match.turn_start
    texts = texts_drawn(app)
    assert "Ben ist dran" in texts
    assert scene.tray.positions() == {} and not scene.aside
    standing = scene.standing(1, others=True).split(" · ")      # where Ben stands: who leads
    lines = [t for t in texts if "Anna" in t and t != "Anna" and t not in standing]
    assert all("schreibt" in t for t in lines), lines      # only her result, named as hers
    assert not any("würfelt" in t or "beiseite" in t for t in lines), lines


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("seat", [0, 2, 3])
def test_the_who_must_act_banner_stands_on_one_line_for_six_long_names(make_app, lang, seat):
    """Six players, sixteen-letter names, keys of every block: the banner naming who must act
    and which key is one line (the reminder after ten seconds: one row of the name, the one
    key's cap and its words, never under 28 px), never under the floor."""
    from scenes.ui.text import READABLE


    names = ["WWWWWWWWWWWWWWWW", "Jürgen Größe-Übe", "MMMMMMMMMMMMMMMM", "Maximiliane Wöhl",
             "Großmütterchen X", "Hannelore Schütz"]
    devices = ["keyboard1", "keyboard2", "keyboard3", "keyboard4", "bot:normal", "bot:hard"]
    seats = [Seat(n, d) for n, d in zip(names, devices, strict=True)]
    throws = [(2, 2, 3, 4, 6)] * seat + [(1, 5, 6, 3, 3)]
    app, scene = table(make_app, throws, seats=seats, lang=lang)
    for _ in range(seat):
        scene.press(scene.match.current_seat, "throw")
        settle(app, scene, 12)
    assert scene.match.current_seat == seat
    thrown(app, scene, {0: pygame.K_e, 2: pygame.K_PAGEDOWN, 3: pygame.K_KP9}[seat])
    for idle, stage_lines in ((prompt.ASK_AFTER + 0.5, 1), (prompt.AGAIN_AFTER + 0.5, 3)):
        run_frames(app, int(idle * 120))
        sizes = sizes_drawn(app)
        lines = scene._prompt_pic[2]
        assert len(lines) == stage_lines, lines
        for text, size, _ in lines:
            assert size >= (READABLE if stage_lines == 1 else 28)
            assert (text, size) in sizes
        rect = scene.draw_prompt(app.screen)
        assert rect.right <= scene.target_left
