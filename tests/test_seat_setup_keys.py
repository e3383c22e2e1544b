"""The seat setup as a player at the keyboard meets it: the "Tipps" badge only in a game that has
a coach (not the real-time Wurf & Weg), a blinking caret after the name being typed (lit for a
moment after every key), and the seat count chosen with the arrows (stopping at its limits; Enter never drops a seat and
moves on to "Los geht's"), in a game's setup and in the evening's."""

from __future__ import annotations

import importlib.util

import pygame
import pytest
from helpers import press, run_frames
from setup_kit import switches_shown
from test_evening import shown

from game.games import GAMES, game_by_name
from scenes.ui import text, theme

PEOPLE = '[seats]\nkinds = ["keyboard1", "keyboard2", "bot:normal", "bot:normal", "empty", "empty"]\n'


def setup_of(make_app, game: str, lang: str = "de", people: str = PEOPLE):
    """The app and the seat setup of `game`, or of a new evening's players for "evening"."""
    app = make_app(people)
    app.set_language(lang)
    app.routes.start()
    if game == "evening":
        app.routes.evening_setup()
    else:
        app.routes.setup(game_by_name(game))
    return app, app.top


# ---------------------------------------------------------------- the coach's badge

@pytest.mark.parametrize("game, coached", [("durchmarsch", True), ("mensch", True), ("zehntausend", True),
                                           ("wurf-und-weg", False)])
@pytest.mark.parametrize("lang, key_words", [("de", "Tipps an/aus"), ("en", "hints on/off")])
def test_only_a_game_with_a_coach_offers_the_tipps_badge_and_its_key(make_app, game, coached, lang, key_words):
    app, setup = setup_of(make_app, game, lang)
    seen = shown(app)
    assert (switches_shown(app, setup) == {0: False, 1: False}) is coached, "the two people's rows"
    assert any(key_words in t for t in seen) is coached, "the foot names the hints key only with a coach"
    assert [setup.badge_rect(i) is not None for i in range(2)] == [coached, coached]


def test_in_wurf_und_weg_a_seats_own_letter_key_does_nothing_and_enter_edits_its_name(make_app):
    app, setup = setup_of(make_app, "wurf-und-weg")
    press(app, pygame.K_e)                        # Anna's own confirm key on Anna's row: no hints to switch
    assert setup.seats[0].hints is False and setup.editing is None
    press(app, pygame.K_RETURN)
    assert setup.editing == 0


def test_the_catalogue_says_a_game_has_a_coach_exactly_when_it_has_a_coach_module():
    for info in GAMES:
        assert info.has_coach is (importlib.util.find_spec(f"game.{info.module}.coach") is not None), info.id


# ---------------------------------------------------------------- the caret

def caret_drawn(app, setup, row: int = 0) -> bool:
    """Whether the frame shows the caret: ink-coloured pixels just after the row's name."""
    places = text.watch_places()
    try:
        app.draw()
        name = next(rect for said, rect, _ in places if said == setup.seats[row].name)
    finally:
        text.unwatch()
    ink = theme.INK if setup.row == row else theme.TEXT
    strip = pygame.Rect(name.right + 1, name.centery - 8, 6, 16)
    return any(tuple(app.screen.get_at((x, y)))[:3] == tuple(ink)[:3]
               for x in range(strip.left, strip.right) for y in range(strip.top, strip.bottom))


def type_text(app, typed: str) -> None:
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=typed))
    run_frames(app, 1)


def test_a_caret_blinks_after_the_name_being_typed_and_is_lit_after_every_key(make_app):
    app, setup = setup_of(make_app, "zehntausend")
    assert not caret_drawn(app, setup), "no caret before a name is edited"
    press(app, pygame.K_RETURN)
    assert setup.editing == 0
    assert caret_drawn(app, setup), "lit as the editing starts"
    run_frames(app, int(0.4 * 120))
    assert caret_drawn(app, setup), "still lit in the first half second"
    run_frames(app, int(0.3 * 120))                         # 0.7 s without a key
    assert not caret_drawn(app, setup), "then it blinks off"
    type_text(app, "x")
    assert setup.seats[0].name.endswith("x")
    assert caret_drawn(app, setup), "a key lights it at once"
    run_frames(app, int(0.4 * 120))
    assert caret_drawn(app, setup), "and keeps it lit for half a second"
    run_frames(app, int(0.5 * 120))                         # 0.9 s: off
    assert not caret_drawn(app, setup)
    run_frames(app, int(0.4 * 120))                         # 1.3 s: on again
    assert caret_drawn(app, setup), "blinking on while nobody types"
    press(app, pygame.K_RETURN)
    assert setup.editing is None
    for _ in range(4):                                      # done: no caret in any phase
        assert not caret_drawn(app, setup)
        run_frames(app, int(0.3 * 120))


def test_the_caret_stands_where_the_name_starts_while_it_is_empty(make_app):
    app, setup = setup_of(make_app, "zehntausend")
    press(app, pygame.K_RETURN)
    for _ in range(len(setup.seats[0].name)):
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0))
    assert setup.seats[0].name == ""
    rect = setup.row_rects()[0]
    caret = setup.caret_rect(None, rect.x + 60, rect)
    app.draw()
    assert tuple(app.screen.get_at(caret.center))[:3] == tuple(theme.INK)[:3]


# ---------------------------------------------------------------- Enter on the seat count

@pytest.mark.parametrize("where", ["evening", "zehntausend"])
def test_enter_on_the_seat_count_never_removes_a_seat_and_starts_at_once(make_app, where):
    """The count is the last choice before "Los geht's!": one Enter there starts, never a
    first Enter that only moves the focus and looks as if it did nothing."""
    app, setup = setup_of(make_app, where)
    highest = setup.info.max_seats
    setup.count = highest
    setup.row = setup.rows.index("count")
    people = [s.name for s in setup.seats[:highest]]
    foot = "\n".join(shown(app))
    assert f"Plätze ändern ({setup.info.min_seats} bis {highest})" in foot and "Los geht's" in foot, \
        "on the count the foot says what its keys do there"
    press(app, pygame.K_RETURN)
    assert app.top is not setup, "one Enter starts"
    if where == "evening":
        assert [p.name for p in app.evening.players] == people, "Enter on the most seats drops nobody"


@pytest.mark.parametrize("where", ["evening", "zehntausend"])
def test_the_arrows_on_the_seat_count_stop_at_its_limits(make_app, where):
    app, setup = setup_of(make_app, where)
    lowest, highest = setup.info.min_seats, setup.info.max_seats
    setup.row = setup.rows.index("count")
    for _ in range(highest + 3):
        press(app, pygame.K_RIGHT)
        assert setup.rows[setup.row] == "count"
    assert setup.count == highest, "right stops at the most, never wraps to the fewest"
    for _ in range(highest + 3):
        press(app, pygame.K_LEFT)
    assert setup.count == lowest, "left stops at the fewest"
    assert setup.count_steps() == (False, True), "at the fewest the left arrow is dim"
    seen = shown(app)
    assert any(f" {lowest} " == t for t in seen), "the row shows the count (between chevrons, not '‹ ›')"
    assert "‹" not in seen and "›" not in seen
