"""The menu's games are tiles of a game's menu, not a list of words: each shows its emblem,
its name large, one line saying what the game is ("Würfelrennen für alle gleichzeitig") and
how many play it; the selected tile is lifted, grown and lit so it is seen from the sofa."""

from __future__ import annotations

import pygame
import pytest
from helpers import run_frames, texts_placed

from game.games import GAMES
from scenes.ui.menu_list import LEAD, TAG_SIZE
from scenes.ui.text import READABLE, unwatch, watch_sizes


def plain_menu(make_app, lang: str):
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    run_frames(app, 2)
    return app, app.top


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_game_tile_says_what_the_game_is_and_how_many_play(make_app, lang):
    app, menu = plain_menu(make_app, lang)
    entries = menu.main_list
    entries.index = -1
    sizes = watch_sizes()
    try:
        placed = dict(texts_placed(app))
    finally:
        unwatch()
    app.draw()
    games = [i for i, g in enumerate(entries.groups) if g == LEAD]
    assert len(games) == len(GAMES)
    for i, info in zip(games, GAMES, strict=True):
        tile = entries.rects()[i]
        name = menu.t(f"app.game.{info.module}")
        tagline = menu.t(f"app.game_tagline.{info.module}")
        assert tagline and "game_tagline" not in tagline, f"{info.module}: a tagline in the language table"
        assert tagline in placed, f"{tagline!r} stands whole on its tile (never cut with …)"
        assert tile.contains(placed[tagline]) and tile.contains(placed[name])
        assert placed[tagline].top >= placed[name].bottom - 6, "the tagline under the name"
        assert not placed[tagline].colliderect(entries.emblem_rect(i))
        drawn_size = next(s for t, s in sizes if t == tagline)
        assert drawn_size >= max(READABLE, TAG_SIZE - 1), f"{tagline!r} read from the sofa"
        name_size = next(s for t, s in sizes if t == name)
        assert name_size >= drawn_size + 6, "the name is the large words of the tile"
        count = entries.counts[i]()
        assert count == f"{info.min_seats}–{info.max_seats}"
        room = entries.label_room(i)
        assert placed[tagline].right + 12 <= room.right - width_of_badge(count), "the count beside, not over it"


def width_of_badge(count: str) -> int:
    from scenes.ui.menu_buttons import count_badge
    return count_badge(count, False).get_width()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_selected_game_tile_is_lifted_grown_and_lit(make_app, lang):
    app, menu = plain_menu(make_app, lang)
    entries = menu.main_list
    i = entries.first_game() + 2
    tile = entries.rects()[i]

    def looks(index: int) -> tuple[pygame.Rect, float, tuple]:
        entries.index = index
        app.screen.fill((0, 0, 0))
        entries.draw(app.screen)
        face = entries.face(i)
        probe = app.screen.get_at((tile.right - 12, tile.centery))[:3]
        glow = app.screen.get_at((tile.right + 7, tile.centery))[:3]
        return face, sum(probe) / 3, glow

    face_idle, light_idle, glow_idle = looks(-1)
    face_lit, light_lit, glow_lit = looks(i)
    assert face_idle == tile
    assert face_lit.w > tile.w and face_lit.h > tile.h, "the selected tile grows"
    assert face_lit.centery < tile.centery, "and rises off the table"
    assert light_lit > light_idle + 60, "its face is lit"
    assert glow_lit[0] > glow_idle[0] + 15, "a warm glow round it"


def test_with_something_unfinished_the_games_say_it_in_the_line_under_the_list(make_app):
    """Where the column is full (a game left unfinished above the games), the line under the
    list still tells what the selected game is: nothing overflows."""
    from test_menu_card import leave_unfinished

    app = make_app()
    leave_unfinished(app, "zehntausend")
    app.routes.menu()
    run_frames(app, 2)
    entries = app.top.main_list
    assert all(r.bottom <= 614 for r in entries.rects())
    entries.index = entries.first_game()
    seen = [t for t, _ in texts_placed(app)]
    assert app.top.t("app.game_blurb.durchmarsch") in seen


@pytest.mark.parametrize("unfinished", [False, True])
def test_the_selected_tile_never_covers_the_tiles_beside_it(make_app, unfinished):
    """Lifted and grown, the selected tile still stands clear of its neighbours, on the plain
    menu and on the fuller one with a game unfinished (slimmer rows, smaller gaps)."""
    from test_menu_card import leave_unfinished

    app = make_app()
    if unfinished:
        leave_unfinished(app, "zehntausend")
        app.routes.menu()
    else:
        app.routes.start()
    run_frames(app, 2)
    entries = app.top.main_list
    for i in range(len(entries.buttons)):
        entries.index = i
        face = entries.face(i)
        others = [r for k, r in enumerate(entries.rects()) if k != i]
        assert not any(face.colliderect(r) for r in others), (i, face)
