"""Each seat row reads like a player's card: the name is the largest words on it, a keyboard
block shows its keys as caps beside its name (on every row that shares the block too), the
coach's hints are a bulb beside a small switch that a click on the track switches, and who
plays the row stands between two chevrons, not thin "‹ ›" letters."""

from __future__ import annotations

import pygame
import pytest
from helpers import run_frames, sizes_drawn, texts_placed

from game.games import game_by_name
from scenes.ui import theme
from scenes.ui.setup_card import BULB_H, BULB_W, CAP_SIZE, SWITCH_W

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
    assert sizes["Anna"] > sizes[device] and sizes["Anna"] > CAP_SIZE


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


def test_the_hints_switch_lights_its_bulb_and_a_click_on_its_track_switches_it(make_app):
    app, setup = setup_of(make_app)
    switch = setup.badge_rect(1)
    assert not [t for t, r in texts_placed(app) if r.colliderect(switch)], "no words crowd the switch"
    assert setup.seats[1].hints is False
    bulb = (switch.x + BULB_W // 2, switch.centery - BULB_H // 2 + 10)     # the middle of the glass
    dark = app.screen.get_at(bulb)[:3]
    track = (switch.right - SWITCH_W // 2, switch.centery)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=track, button=1))
    assert setup.seats[1].hints is True
    app.draw()
    assert app.screen.get_at(bulb)[:3] == theme.COACH and dark != theme.COACH, "the bulb lights up"
    assert setup.kind_rect(1).x > switch.right, "the switch stands left of who plays the row"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("chosen", [0, 1])
def test_both_rows_sharing_a_block_show_its_key_caps(make_app, lang, chosen):
    """Maximilian-Alexa and Ben share keyboard 1: both rows show Q W E A S D, whichever is chosen."""
    app = make_app('[seats]\nkinds = ["keyboard1", "keyboard1", "bot:normal", "bot:normal", "empty", "empty"]\n'
                   'names = ["Maximilian-Alexa", "Ben", "Clara", "David", "Emma", "Felix"]\n'
                   f'[general]\nlanguage = "{lang}"\n')
    app.routes.start()
    app.routes.setup(game_by_name("durchmarsch"))
    setup = app.top
    setup.row = chosen
    run_frames(app, 2)
    assert setup.sharing() == {0, 1}
    for row in (0, 1):
        assert setup.caps_of("keyboard1", row) == [["Q", "W", "E"], ["A", "S", "D"]], row
    app.draw()
    kinds = [setup.kind_rect(row) for row in (0, 1)]
    assert kinds[0].w == kinds[1].w and kinds[0].right == kinds[1].right, "the same block, drawn alike"
    for kind in kinds:         # the caps' light faces stand on both rows
        faces = sum(1 for x in range(kind.x, kind.right, 2) if app.screen.get_at((x, kind.centery - 8))[:3] == theme.PAPER)
        assert faces > 40, faces
