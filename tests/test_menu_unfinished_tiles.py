"""The menu with something left unfinished still shows the games as the plain menu does: every
game tile keeps its tagline and how many play it; "Abend fortsetzen" and "Weiterspielen" each
say what they continue in words that stand whole (shorter when the room is short, never cut
with "…"), so the two read as different things."""

from __future__ import annotations

import os

import pygame
import pytest
from helpers import run_frames, texts_placed
from test_menu_card import leave_unfinished

from game.games import GAMES
from game.seats import Seat
from scenes.ui.menu_list import LEAD


def unfinished_menu(make_app, lang: str, evening: bool, games: tuple[str, ...]):
    app = make_app()
    app.set_language(lang)
    for game in games:
        leave_unfinished(app, game)
    if evening:
        app.routes.evening_start([Seat(n, "bot:easy") for n in ("Anna", "Ben", "Clara", "David")])
    app.routes.menu()
    run_frames(app, 2)
    return app, app.top


CASES = [(True, ("zehntausend",)), (False, ("zehntausend",)), (True, ()), (True, ("zehntausend", "durchmarsch"))]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("evening, games", CASES)
def test_with_something_unfinished_every_game_tile_keeps_its_tagline_and_count(make_app, lang, evening, games):
    app, menu = unfinished_menu(make_app, lang, evening, games)
    entries = menu.main_list
    entries.index = -1
    placed = dict(texts_placed(app))
    if os.environ.get("MENU_SHOTS"):
        pygame.image.save(app.screen, f"{os.environ['MENU_SHOTS']}/menu_{lang}_{int(evening)}_{len(games)}.png")
    for i, info in ((i, g) for i, g in zip([k for k, grp in enumerate(entries.groups) if grp == LEAD], GAMES,
                                           strict=True)):
        tagline = menu.t(f"app.game_tagline.{info.module}")
        assert tagline in placed, f"{tagline!r} on its tile"
        assert entries.rects()[i].contains(placed[tagline])
        assert entries.tagged(i) and entries.counts[i](), "how many play it, beside the tagline"
    rects = entries.rects()
    assert max(r.bottom for r in rects) <= 614, "the list clears the keys at the foot"
    assert min(r.top for r in rects) >= 120, "and the title"
    for k, r in enumerate(rects):
        assert not any(r.colliderect(o) for o in rects[k + 1:]), "no tile over another"
    assert not any(t.endswith("…") for t in placed), "no line cut"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_continue_evening_and_continue_game_each_name_what_they_continue(make_app, lang):
    app, menu = unfinished_menu(make_app, lang, True, ("zehntausend",))
    placed = dict(texts_placed(app))
    played = {"de": "0 Spiele gespielt", "en": "0 games played"}[lang]
    assert any(t.startswith(played) for t in placed), "the evening's card says how far it is"
    game = menu.t("app.game.zehntausend")
    assert any(t.startswith(game) for t in placed if t != game), "the game's card names the game"
    first, second = menu.main_list.rects()[:2]
    for text, rect in placed.items():
        if rect.top > max(r.bottom for r in menu.main_list.rects()):
            continue                        # (the line under the list: what the selected one is)
        if text.startswith(played):
            assert first.contains(rect)
        if text.startswith(game) and rect.top < second.bottom:
            assert second.contains(rect)
