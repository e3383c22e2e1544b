"""The line that refuses a name already at the table ("Maximilian sitzt schon am Tisch")
stands in its own place: on the seat's row between the typed name and the row's end (the
short "schon am Tisch" where the whole line does not fit), never over or under another text."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, run_frames, texts_placed

from game.games import game_by_name

LONG = "Maximiliansberta"         # sixteen letters, the most a name may have


def setup_with(make_app, first: str, game: str, language: str):
    app = make_app('[seats]\nkinds = ["keyboard1", "keyboard2", "bot:normal", "bot:normal", "empty", "empty"]\n'
                   f'names = ["{first}", "Ben", "Clara", "David", "Eva", "Finn"]\n'
                   f'[general]\nlanguage = "{language}"\n')
    app.routes.start()
    app.routes.setup(game_by_name(game))
    return app, app.top


def type_name_of_row_0_on_row_1(app, setup) -> str:
    taken = setup.seats[0].name
    setup.row = setup.rows.index("seat1")
    press(app, pygame.K_RETURN)
    for letter in taken.lower():
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=letter))
        run_frames(app, 1)
    press(app, pygame.K_RETURN)
    assert setup.editing == 1 and setup.name_taken, "the name is refused, the typing stays open"
    return taken.lower()


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("game", ["mensch", "durchmarsch"])
@pytest.mark.parametrize("first", ["Maximilian", LONG])
def test_the_refusal_overlaps_no_other_text(make_app, language, game, first):
    app, setup = setup_with(make_app, first, game, language)
    typed = type_name_of_row_0_on_row_1(app, setup)
    placed = texts_placed(app)
    words = (setup.t("app.setup.name_taken", name=typed), setup.t("app.setup.name_taken_short"))
    refusals = [(text, rect) for text, rect in placed if text in words]
    assert refusals, "the screen says why the name is refused"
    for text, rect in refusals:
        # (a line's box holds the font's leading: two lines of one foot touch by a few pixels)
        others = [(t, r) for t, r in placed if (t, r) != (text, rect) and r.inflate(0, -6).colliderect(rect.inflate(0, -6))]
        assert not others, f"{text!r} stands over {others}"
        assert rect.left >= 0 and rect.right <= app.screen.get_width()


@pytest.mark.parametrize("language", ["de", "en"])
def test_a_refusal_that_fits_stands_on_the_seats_own_row(make_app, language):
    app, setup = setup_with(make_app, "Anna", "mensch", language)
    type_name_of_row_0_on_row_1(app, setup)
    row = setup.row_rects()[setup.rows.index("seat1")]
    on_row = [t for t, r in texts_placed(app) if row.contains(r)
              and t in (setup.t("app.setup.name_taken", name="anna"), setup.t("app.setup.name_taken_short"))]
    assert on_row, "the chosen seat's row says the name is taken"
