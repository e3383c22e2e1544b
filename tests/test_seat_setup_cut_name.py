"""A name typed past the limit is never cut in silence: while letters are refused the name
shows "…" after it and the row's "höchstens 16 Zeichen" flashes red at each refused key; once
the cut name is kept the foot says "Maximilian-Alexa: auf 16 Zeichen gekürzt" for a few seconds,
while the name stands on its row on one line at the row's name size. A name that fits says none of it."""

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
    cut = setup.t("app.setup.name_cut_said", name="Maximilian-Alexa", max=NAME_MAX_CHARS)
    type_text(app, "Maximilian-Alexander")
    assert setup.seats[0].name == "Maximilian-Alexa"
    seen = texts_drawn(app)
    assert "…" in seen and limit in seen, "the name goes on beyond what the row keeps"
    press(app, pygame.K_RETURN)                    # kept: cut, and said so on its row
    assert setup.editing is None and setup.seats[0].name == "Maximilian-Alexa"
    seen = texts_drawn(app)
    assert any(cut in t for t in seen) and "…" not in seen
    app.step(CUT_TOLD + 0.1)
    assert not any(cut in t for t in texts_drawn(app)), "said for a few seconds, not for ever"


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
    assert not any("16" in t for t in seen) and "…" not in seen


def test_a_pasted_flood_of_garbage_is_cut_said_and_the_setup_runs_on(make_app):
    app, setup = typing(make_app, "de")
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="\x00\u202e" + "Zz\n\t" * 5000))
    run_frames(app, 2)
    assert len(setup.seats[0].name) == NAME_MAX_CHARS and setup.cut_at is not None
    press(app, pygame.K_RETURN)
    cut = setup.t("app.setup.name_cut_said", name=setup.seats[0].name, max=NAME_MAX_CHARS)
    assert setup.editing is None and any(cut in t for t in texts_drawn(app))


PASTED = "Maximilian-Alexander von Hohenzollern-Si"      # forty characters, pasted at once


def setup_with_seats(make_app, lang: str, game: str, seats: int):
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.setup(game_by_name(game))
    run_frames(app, 30)
    setup = app.top
    for _ in range(6):
        setup.change_count(-1 if seats < setup.count else 1 if seats > setup.count else 0)
    assert setup.count == seats
    return app, setup


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("seats", [2, 6])
@pytest.mark.parametrize("evening", [False, True])
def test_a_pasted_long_name_stays_on_one_line_at_full_size_and_the_foot_says_it_was_cut(
        make_app, lang, seats, evening):
    """Forty characters pasted and kept: the row shows the sixteen kept on one line at the
    row's name size (never two small lines), the hints switch where it was, and the foot says
    "Maximilian-Alexa: auf 16 Zeichen gekürzt" at a size read from the sofa, clear of every row."""
    from helpers import sizes_drawn, texts_placed
    from setup_kit import switches_shown

    from scenes.screens.setup import NAME_SIZE
    from scenes.ui.text import READABLE
    if evening:
        app = make_app()
        app.set_language(lang)
        app.routes.start()
        app.routes.evening_setup()
        run_frames(app, 30)
        setup = app.top
        for _ in range(seats - setup.count):
            setup.change_count(1)
    else:
        app, setup = setup_with_seats(make_app, lang, "zehntausend", seats)
    press(app, pygame.K_RETURN)
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=PASTED))
    run_frames(app, 2)
    press(app, pygame.K_RETURN)
    kept = setup.seats[0].name
    assert kept == PASTED[:NAME_MAX_CHARS] and setup.editing is None
    sizes = dict(sizes_drawn(app))
    placed = dict(texts_placed(app))
    assert sizes.get(kept) == NAME_SIZE, f"the name whole on one line at the row's size: {sizes}"
    assert not [t for t in placed if t != kept and t.strip("-") and t in kept], "no piece of the name alone"
    cut = setup.t("app.setup.name_cut_said", name=kept, max=NAME_MAX_CHARS)
    said = [t for t in placed if cut in t]
    assert said and sizes[said[0]] >= READABLE, "the foot says the name was cut, large enough to read"
    note = placed[said[0]]
    assert not any(row.colliderect(note) for row in setup.row_rects()), "said under the rows"
    assert note.right <= app.screen.get_width() and note.left >= 0
    assert placed[kept].colliderect(setup.row_rects()[0])
    if setup.badge_rect(0) is not None:
        assert 0 in switches_shown(app, setup), "the hints switch stays on the row"
        assert not placed[kept].colliderect(setup.badge_rect(0))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_widest_name_in_a_coloured_row_keeps_one_readable_line(make_app, lang):
    """Sixteen Ws in Mensch's row (colour, switch and device beside it): one line, never under
    the readable size, never under the hints switch."""
    from helpers import sizes_drawn, texts_placed

    from scenes.ui.text import READABLE
    app, setup = setup_with_seats(make_app, lang, "mensch", 4)
    press(app, pygame.K_RETURN)
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="W" * 40))
    run_frames(app, 2)
    press(app, pygame.K_RETURN)
    kept = "W" * NAME_MAX_CHARS
    sizes, placed = dict(sizes_drawn(app)), dict(texts_placed(app))
    assert sizes.get(kept, 0) >= READABLE
    badge = setup.badge_rect(0)
    assert badge is None or not placed[kept].colliderect(badge)
