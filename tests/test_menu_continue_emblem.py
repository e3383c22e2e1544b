"""The menu with an open evening and an unfinished game: the cards that continue something wear
the continue arrow, never the Spieleabend's star (a player tells "go on" from "start anew" at a
glance); and every game tile's words stand clear of its edges and of its player-count badge."""

from __future__ import annotations

import pygame
import pytest
from helpers import run_frames
from test_menu_unfinished_tiles import unfinished_menu

from scenes.ui.menu_list import CARD, EVENING


def emblem_pixels(app, menu, i: int) -> bytes:
    rect = menu.main_list.emblem_rect(i)
    return pygame.image.tobytes(app.screen.subsurface(rect), "RGB")


@pytest.mark.parametrize("evening, games", [(True, ("zehntausend",)), (True, ()), (False, ("durchmarsch",))])
def test_the_continue_cards_wear_an_emblem_unlike_the_spieleabend_tile(make_app, evening, games):
    app, menu = unfinished_menu(make_app, "de", evening, games)
    entries = menu.main_list
    entries.index = -1
    run_frames(app, 1)
    app.draw()
    cards = [i for i, g in enumerate(entries.groups) if g == CARD]
    (spieleabend,) = [i for i, g in enumerate(entries.groups) if g == EVENING]
    assert cards, "something unfinished stands as a card"
    star = emblem_pixels(app, menu, spieleabend)
    for i in cards:
        assert entries.motifs[i] != entries.motifs[spieleabend]
        assert entries.emblem_rect(i).size == entries.emblem_rect(spieleabend).size
        assert emblem_pixels(app, menu, i) != star, "the continue card's emblem is not the star"
