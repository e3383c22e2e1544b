"""The seat count as a player uses it: asking for more seats brings in more players (a new seat
gets a bot of normal level under the seat's default name, as party games fill seats), fewer
seats take players away from the bottom, and the seats the config names show as it says."""

from __future__ import annotations

import pygame
import pytest
from helpers import press
from test_evening import shown
from test_seat_setup_keys import setup_of as setup_of_with

THREE = ('[seats]\nnames = ["Maxi", "Clara", "David", "Ben", "Emma", "Felix"]\n'
         'kinds = ["keyboard1", "bot:normal", "bot:normal", "empty", "empty", "empty"]\n')


def setup_of(make_app, game: str = "zehntausend", lang: str = "de", config: str = THREE):
    return setup_of_with(make_app, game, lang, people=config)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_from_three_to_six_seats_six_play(make_app, lang):
    app, setup = setup_of(make_app, lang=lang)
    assert setup.count == 3, "the config's three players show as it says"
    setup.row = setup.rows.index("count")
    press(app, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT)
    assert setup.count == 6
    seats = setup.seats[:6]
    assert [s.kind for s in seats[3:]] == ["bot:normal"] * 3, "each new seat gets a bot of normal level"
    assert [s.name for s in seats] == ["Maxi", "Clara", "David", "Ben", "Emma", "Felix"]
    seen = "\n".join(shown(app))
    assert "frei" not in seen and "free" not in seen.lower(), "no empty row after asking for six"
    assert sum(1 for s in seats if not s.is_empty) == 6
    assert setup.playing_text() is None, "six seats, six play: no '· 3 spielen' beside the count"
    press(app, pygame.K_RETURN)
    table = app.top
    assert table is not setup and table.is_table
    assert [s.name for s in table.seats] == ["Maxi", "Clara", "David", "Ben", "Emma", "Felix"]


def test_fewer_seats_take_players_away_from_the_bottom(make_app):
    app, setup = setup_of(make_app)
    setup.row = setup.rows.index("count")
    press(app, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_LEFT)
    assert setup.count == 4
    press(app, pygame.K_RETURN)
    assert [s.name for s in app.top.seats] == ["Maxi", "Clara", "David", "Ben"]


def test_a_new_bot_gives_way_to_a_person_of_its_name(make_app):
    config = THREE.replace('"Maxi"', '"Ben"')
    app, setup = setup_of(make_app, config=config)
    setup.row = setup.rows.index("count")
    press(app, pygame.K_RIGHT)
    names = [s.name for s in setup.seats[:4]]
    assert names[0] == "Ben" and setup.seats[3].is_bot
    assert len(set(names)) == 4, "the new bot takes a name nobody at the table has"
