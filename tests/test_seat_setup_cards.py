"""Each seat row reads like a player's card: the name is the largest words on it, a keyboard
block shows its keys as caps beside its name, the coach's hints are a labelled switch ("Tipps
aus" beside its track) that a click on the track switches, and who plays the row stands
between two chevrons, not thin "‹ ›" letters."""

from __future__ import annotations

import pygame
import pytest
from helpers import run_frames, sizes_drawn, texts_placed

from game.games import game_by_name
from scenes.ui.setup_card import SWITCH_W

PEOPLE = ('[seats]\nkinds = ["keyboard1", "keyboard2", "bot:normal", "pad1", "empty", "empty"]\n'
          'names = ["Anna", "Ben", "Clara", "David", "Emma", "Felix"]\n')


def setup_of(make_app, lang: str = "de"):
    app = make_app(PEOPLE + f'[general]\nlanguage = "{lang}"\n')
    app.routes.start()
    app.routes.setup(game_by_name("zehntausend"))
    run_frames(app, 2)
    return app, app.top


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_name_is_the_largest_words_on_a_seat_card(make_app, lang):
    app, setup = setup_of(make_app, lang)
    sizes = dict(sizes_drawn(app))
    device = setup.who_plays_label(0)
    assert sizes["Anna"] > sizes[device] and sizes["Anna"] > sizes[setup.badge_text(0)]


def test_a_block_shows_its_keys_as_caps_and_no_row_spells_thin_arrows(make_app):
    app, setup = setup_of(make_app)
    assert setup.caps_of("keyboard1", 0) == [["Q", "W", "E"], ["A", "S", "D"]]
    assert setup.caps_of("bot:normal", 2) is None
    placed = texts_placed(app)
    rows = setup.row_rects()[: setup.count]
    on_rows = [t for t, r in placed if any(row.contains(r) for row in rows)]
    assert "Tastatur 1" in on_rows and not any("‹" in t or "›" in t for t in on_rows), on_rows
    kind = setup.kind_rect(0)
    assert rows[0].contains(kind) and kind.right <= rows[0].right - 20, "who plays it stands inside the card"


def test_the_hints_switch_is_labelled_and_a_click_on_its_track_switches_it(make_app):
    app, setup = setup_of(make_app)
    switch = setup.badge_rect(1)
    words = [r for t, r in texts_placed(app) if t == setup.badge_text(1) and r.colliderect(switch)]
    assert words and switch.contains(words[0]), "the switch says what it switches"
    assert setup.seats[1].hints is False
    track = (switch.right - SWITCH_W // 2, switch.centery)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=track, button=1))
    assert setup.seats[1].hints is True and setup.badge_text(1) == "Tipps an"
    assert setup.kind_rect(1).x > switch.right, "the switch stands left of who plays the row"
