"""The menu with an open evening and an unfinished game: the cards that continue something wear
the continue arrow, never the Spieleabend's star (a player tells "go on" from "start anew" at a
glance); and every game tile's words stand clear of its edges and of its player-count badge."""

from __future__ import annotations

import pygame
import pytest
from helpers import run_frames, sizes_drawn, texts_placed
from test_menu_unfinished_tiles import unfinished_menu

from scenes.ui.menu_buttons import count_badge
from scenes.ui.menu_list import CARD, EVENING, LEAD
from scenes.ui.text import font


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


def ink(text: str, size: int, bold: bool, placed: pygame.Rect) -> pygame.Rect:
    """Where the letters of a placed line stand on screen (its rendering less the blank round them)."""
    picture = font(size, bold).render(text, True, (255, 255, 255))
    return picture.get_bounding_rect().move(placed.topleft)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("evening, games, chosen", [(True, ("zehntausend",), None), (True, ("zehntausend",), 3),
                                                    (False, (), None), (False, (), 1),
                                                    (True, ("zehntausend", "durchmarsch"), None)])
def test_game_tile_words_stand_clear_of_the_tile_edges_and_the_badge(make_app, lang, evening, games, chosen):
    if evening or games:
        app, menu = unfinished_menu(make_app, lang, evening, games)
    else:
        app = make_app()
        app.set_language(lang)
        app.routes.menu()
        run_frames(app, 2)
        menu = app.top
    entries = menu.main_list
    entries.index = -1 if chosen is None else entries.first_game() + chosen
    placed = texts_placed(app)
    sizes = dict(sizes_drawn(app))
    checked = 0
    for i in [k for k, g in enumerate(entries.groups) if g == LEAD]:
        assert entries.tagged(i), "the game's tile shows its tagline"
        face = entries.face(i)
        name, tagline = entries.buttons[i].text(), entries.tag_text(i)[1]
        (name_at,) = [r for t, r in placed if t == name and face.collidepoint(r.center)]
        (tag_at,) = [r for t, r in placed if t == tagline and face.collidepoint(r.center)]
        name_ink, tag_ink = ink(name, sizes[name], True, name_at), ink(tagline, sizes[tagline], False, tag_at)
        assert sizes[name] >= 20 and sizes[tagline] >= 20, "the words keep a readable size"
        for what, letters in ((name, name_ink), (tagline, tag_ink)):
            assert letters.top - face.top >= 4 and face.bottom - letters.bottom >= 4, f"{what!r} clear of the edges"
            assert letters.left - face.left >= 4 and face.right - letters.right >= 4, f"{what!r} clear of the edges"
        assert not name_ink.colliderect(tag_ink), "name and tagline apart"
        badge = count_badge(entries.counts[i](), i == entries.index)
        badge_at = badge.get_rect(midright=(entries.label_room(i).right, tag_at.centery))
        assert face.contains(badge_at)
        for what, letters in ((name, name_ink), (tagline, tag_ink)):
            clear = letters.inflate(2 * 8, 2 * 8)
            assert not clear.colliderect(badge_at), f"{what!r} at least 8 px from the badge"
        checked += 1
    assert checked == 4
