"""A name typed past the limit is never cut in silence: while letters are refused the name
shows "…" after it and the row's "höchstens 16 Zeichen" flashes red at each refused key; once
the cut name is kept its row says "auf 16 Zeichen gekürzt" for a few seconds. A name that fits
says none of it."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, run_frames, texts_drawn

from game.config import NAME_MAX_CHARS
from game.games import game_by_name
from scenes.screens.setup import CUT_FLASH, CUT_TOLD


def typing(make_app, lang: str):
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.setup(game_by_name("durchmarsch"))
    run_frames(app, 30)
    setup = app.top
    press(app, pygame.K_RETURN)                    # the first row's name opens for editing
    assert setup.editing == 0
    return app, setup


def type_text(app, typed: str) -> None:
    for letter in typed:
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=letter))
        run_frames(app, 1)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_name_typed_past_the_limit_shows_it_is_cut_then_says_so_once_kept(make_app, lang):
    app, setup = typing(make_app, lang)
    limit = setup.t("app.setup.name_limit", max=NAME_MAX_CHARS)
    cut = setup.t("app.setup.name_cut", max=NAME_MAX_CHARS)
    type_text(app, "Maximilian-Alexander")
    assert setup.seats[0].name == "Maximilian-Alexa"
    seen = texts_drawn(app)
    assert "…" in seen and limit in seen, "the name goes on beyond what the row keeps"
    press(app, pygame.K_RETURN)                    # kept: cut, and said so on its row
    assert setup.editing is None and setup.seats[0].name == "Maximilian-Alexa"
    seen = texts_drawn(app)
    assert cut in seen and "…" not in seen
    app.step(CUT_TOLD + 0.1)
    assert cut not in texts_drawn(app), "said for a few seconds, not for ever"


def test_each_refused_letter_flashes_the_limit_red(make_app):
    app, setup = typing(make_app, "de")
    type_text(app, "W" * NAME_MAX_CHARS)
    assert setup.name_is_full() and setup.cut_at is None, "exactly at the limit: nothing was cut yet"
    assert "…" not in texts_drawn(app)
    type_text(app, "x")
    assert setup.seats[0].name == "W" * NAME_MAX_CHARS and setup.cut_at is not None
    assert app.top.time - setup.cut_at < CUT_FLASH
    press(app, pygame.K_BACKSPACE)                 # shorter now: nothing beyond it was lost
    assert setup.cut_at is None and "…" not in texts_drawn(app)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_name_that_fits_says_nothing_about_cutting(make_app, lang):
    app, setup = typing(make_app, lang)
    type_text(app, "Bea")
    press(app, pygame.K_RETURN)
    seen = texts_drawn(app)
    assert setup.t("app.setup.name_cut", max=NAME_MAX_CHARS) not in seen and "…" not in seen


def test_a_pasted_flood_of_garbage_is_cut_said_and_the_setup_runs_on(make_app):
    app, setup = typing(make_app, "de")
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="\x00\u202e" + "Zz\n\t" * 5000))
    run_frames(app, 2)
    assert len(setup.seats[0].name) == NAME_MAX_CHARS and setup.cut_at is not None
    press(app, pygame.K_RETURN)
    assert setup.editing is None and setup.t("app.setup.name_cut", max=NAME_MAX_CHARS) in texts_drawn(app)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("evening", [False, True])
def test_the_cut_note_never_pushes_the_hints_switch_out(make_app, lang, evening):
    """Once a long name is kept, "auf 16 Zeichen gekürzt" stands beside the row's hints switch,
    which stays where it was (and clear of the note and the name)."""
    from helpers import texts_placed
    from setup_kit import switches_shown
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    if evening:
        app.routes.evening_setup()
    else:
        app.routes.setup(game_by_name("durchmarsch"))
    run_frames(app, 30)
    setup = app.top
    assert 0 in switches_shown(app, setup), "a person's row has its hints switch"
    press(app, pygame.K_RETURN)
    type_text(app, "Maximilian-Alexander")
    press(app, pygame.K_RETURN)
    cut = setup.t("app.setup.name_cut", max=NAME_MAX_CHARS)
    placed = dict(texts_placed(app))
    assert cut in placed
    assert 0 in switches_shown(app, setup), "the switch stays while the note shows"
    badge = setup.badge_rect(0)
    name = next(r for t, r in placed.items() if t.startswith("Maxim"))
    assert not placed[cut].colliderect(badge) and not name.colliderect(placed[cut]), (placed[cut], badge, name)
    assert setup.row_rects()[0].contains(placed[cut])
