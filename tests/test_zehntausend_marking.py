"""Marking dice at the Zehntausend table does what the banner says: with hints on the cursor
stands on a die the coach names and the key the banner names marks the dice it names at one
press ("Erst die 1-1-5 mit E markieren"); three or four alike are marked at one press (a stranger pressed the named key
on a 2 and got "1× die 2 zählt nichts", then saw red errors while marking 4-4-4 die by die)."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, run_frames, settle
from test_zehntausend_picking import table, thrown
from test_zehntausend_table import click, die_pos

from scenes.ui import text as text_module

LANGS = ("de", "en")


def refusals_drawn(app, scene) -> list[str]:
    said = text_module.watch_sizes()
    app.draw()
    nothing = app.texts("zehntausend.illegal.lone_face", count="§", face="§").split("§")[-1].split("–")[0].strip()
    assert len(nothing) > 5, nothing
    return [t for t, _ in said if nothing in t]


@pytest.mark.parametrize("lang", LANGS)
def test_with_hints_the_key_the_banner_names_marks_the_coachs_dice(make_app, lang):
    faces = (2, 2, 2, 5, 6)          # three 2s may come first as the dice lie; the coach keeps more
    app, scene = table(make_app, [faces, (3, 4)], lang, hints=True)
    thrown(app, scene)
    run_frames(app, 2)
    plan = scene.coach_plan()
    assert plan is not None and plan[0]
    advised = set(plan[0])
    assert scene._index_of(scene.tray.cursor_id) in advised, "the cursor starts on a die the coach names"
    press(app, pygame.K_e)
    assert scene.decision.chosen == advised, "one press of the named key marked the coach's dice"
    p = scene.preview()
    assert p is not None and p.ok, "and nothing the player marked was refused"
    assert not refusals_drawn(app, scene)


@pytest.mark.parametrize("lang", LANGS)
def test_three_alike_are_marked_at_one_press_without_a_red_error(make_app, lang):
    faces = (4, 6, 4, 3, 4)
    app, scene = table(make_app, [faces, (2, 3)], lang)
    thrown(app, scene)
    fours = {i for i, f in enumerate(faces) if f == 4}
    four_ids = {scene.ids[i] for i in fours}
    assert scene.tray.cursor_id in four_ids, "a 4 of the three is the only kind that scores"
    press(app, pygame.K_e)
    assert scene.decision.chosen == fours, "one press marks all three 4s"
    p = scene.preview()
    assert p is not None and p.ok and p.evaluation.points == 400
    assert not refusals_drawn(app, scene)
    press(app, pygame.K_e)
    assert scene.decision.chosen == set(), "and one press takes all three out again"


def test_a_one_or_a_five_is_marked_alone(make_app):
    faces = (1, 1, 1, 5, 2)
    app, scene = table(make_app, [faces, (2, 3)], "de")
    thrown(app, scene)
    first = scene._index_of(scene.tray.cursor_id)
    assert faces[first] in (1, 5)
    press(app, pygame.K_e)
    assert scene.decision.chosen == {first}, "a single 1 or 5 scores by itself: marked alone"


def test_a_click_on_a_die_of_three_alike_marks_the_three(make_app):
    faces = (6, 2, 6, 3, 6)
    app, scene = table(make_app, [faces, (2, 3)], "de")
    thrown(app, scene)
    click(app, die_pos(scene, 2))
    settle(app, scene, 0.2)
    assert scene.decision.chosen == {0, 2, 4}


@pytest.mark.parametrize("lang", LANGS)
def test_a_refused_key_leaves_the_banners_instruction_standing(make_app, lang):
    """Q (write down) before any die is marked is refused; the banner goes on naming the step
    that works ("Erst die 1 mit E markieren, dann S"), it does not fall back to "Anna ist dran"."""
    from helpers import texts_drawn

    app, scene = table(make_app, [(1, 1, 3, 4, 6), (3, 4)], lang, hints=True)
    thrown(app, scene)
    run_frames(app, 240)
    instruction = scene.prompt_action(0)
    assert any(instruction in t for t in texts_drawn(app))
    press(app, pygame.K_q)
    assert scene.refusal, "writing down with nothing marked is refused"
    run_frames(app, 2)
    assert any(instruction in t for t in texts_drawn(app)), "the instruction stays on the banner"


@pytest.mark.parametrize("lang", LANGS)
def test_the_players_plate_counts_the_marked_dice_like_the_turns_line(make_app, lang):
    """A 1 marked: the turn's line says 100 (+100 chosen), never "Im Zug: 0" beside it (the
    plate says the player plays, not the points again)."""
    from helpers import texts_drawn

    app, scene = table(make_app, [(1, 3, 4, 6, 2), (3, 4)], lang)
    thrown(app, scene)
    press(app, pygame.K_e)
    run_frames(app, 1270)                  # ten seconds: the banner asks again, the plate speaks of the turn
    assert scene.prompt_text() is not None
    drawn = texts_drawn(app)
    zero = scene.words("turn_points", points=scene.num(0))
    hundred = scene.words("turn_points", points=scene.num(100))
    assert zero not in drawn
    assert any(text.startswith(hundred) for text in drawn)
    assert scene.words("plate_on_turn") in drawn


def test_once_the_player_steers_the_cursor_a_press_marks_one_die(make_app):
    """Moving the cursor is choosing for oneself: then E marks the die under it alone (a
    stranger following "A/D wählen · E markieren" had seen the cursor jump on by itself)."""
    faces = (1, 1, 5, 3, 6)
    app, scene = table(make_app, [faces, (2, 3)], "de", hints=True)
    thrown(app, scene)
    run_frames(app, 2)
    start = scene.tray.cursor_id
    press(app, pygame.K_d)
    moved = scene.tray.cursor_id
    assert moved != start
    press(app, pygame.K_e)
    assert scene.decision.chosen == {scene._index_of(moved)}
    after = scene._index_of(scene.tray.cursor_id)
    assert after not in scene.decision.chosen and faces[after] in (1, 5), \
        "the cursor steps on to a die still open, so the next E adds it rather than taking one back"
    press(app, pygame.K_e)
    assert scene.decision.chosen == {scene._index_of(moved), after}
