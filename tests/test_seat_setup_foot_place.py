"""The foot of the seat setup has a place of its own: whatever it says (the keys, a row's own
hints key, the room a typed name has left, a warning), at 2 to 6 seats, in German and English,
it never stands over a row or a button; and a refused name is said once, on its row."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, run_frames, texts_placed

from game.config import NAME_MAX_CHARS
from game.evening import EVENING_INFO
from game.games import GAMES

LONG = "Maximiliansberta"         # sixteen letters, the most a name may have


def setup_of(make_app, info, language: str, first: str = "Ben"):
    app = make_app('[seats]\nkinds = ["keyboard1", "keyboard2", "bot:normal", "bot:normal", "bot:normal", '
                   f'"bot:normal"]\nnames = ["{first}", "{LONG[:15]}", "Clara", "David", "Emma", "Felix"]\n'
                   f'[general]\nlanguage = "{language}"\n')
    app.routes.start()
    app.routes.setup(info)
    return app, app.top


def type_on(app, setup, row: int, typed: str) -> None:
    setup.row = row
    press(app, pygame.K_RETURN)
    for letter in typed:
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=letter))
    run_frames(app, 1)


def assert_nothing_over_a_row(app, setup, state: str) -> None:
    rows = setup.row_rects()
    for text, rect in texts_placed(app):
        inner = rect.inflate(0, -6)      # (a line's box holds the font's leading)
        for row in rows:
            assert row.contains(inner) or not row.colliderect(inner), \
                f"{state}: {text!r} at {rect} stands over the row at {row}"
        if not any(row.colliderect(inner) for row in rows) and rect.top > rows[-1].bottom:
            assert rect.top >= setup.foot_top() - 4 and rect.bottom <= app.screen.get_height(), \
                f"{state}: {text!r} is out of the foot's place"


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("info", [*GAMES, EVENING_INFO], ids=lambda info: info.module)
def test_the_foot_never_stands_over_a_row_at_any_count(make_app, info, language):
    counts = [None] if info.plays_colours else range(info.min_seats, info.max_seats + 1)
    for count in counts:
        app, setup = setup_of(make_app, info, language, first=LONG)
        if count is not None:
            setup.count = count
            setup.settle_names()
        for row in range(len(setup.rows)):              # every row chosen: its own keys at the foot
            setup.row = row
            assert_nothing_over_a_row(app, setup, f"{count} seats, row {setup.rows[row]}")
        type_on(app, setup, 1, "x" * NAME_MAX_CHARS)    # a name typed to the full
        assert_nothing_over_a_row(app, setup, f"{count} seats, a full name")
        press(app, pygame.K_ESCAPE)
        type_on(app, setup, 1, LONG.lower())            # the name of another row: refused
        press(app, pygame.K_RETURN)
        assert setup.editing == 1 and setup.name_taken
        assert_nothing_over_a_row(app, setup, f"{count} seats, a refused name")
        press(app, pygame.K_ESCAPE)
        setup.message = "app.setup.device_twice"        # the longest warning
        assert_nothing_over_a_row(app, setup, f"{count} seats, a warning")


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("first", ["Ben", LONG])
def test_a_refused_name_is_said_once_on_its_row(make_app, language, first):
    info = next(info for info in GAMES if info.max_seats == 6)
    app, setup = setup_of(make_app, info, language, first=first)
    setup.count = 6
    type_on(app, setup, 1, first.lower())
    press(app, pygame.K_RETURN)
    assert setup.editing == 1 and setup.name_taken
    placed = texts_placed(app)
    row = setup.row_rects()[1]
    words = (setup.t("app.setup.name_taken", name=first.lower()), setup.t("app.setup.name_taken_short"))
    said = [(t, r) for t, r in placed if any(w in t for w in words)]
    assert len(said) == 1, f"said once, not {said}"
    assert row.contains(said[0][1]), "on the row of the refused name"
    assert setup.badge_rect(1) is not None and not any(r.colliderect(setup.badge_rect(1)) for t, r in placed
                                                       if t not in words and row.contains(r)), \
        "the refusal stands in the hints switch's place while the name is typed"
