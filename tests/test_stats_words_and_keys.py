"""The statistics read as players speak and follow every key: the head-to-head says how often
two players tied in real English, the empty Spieleabende page says what really puts an evening
there (ending it, after any number of games), and each press of → turns a page, however
quickly the next one follows."""

from __future__ import annotations

from datetime import datetime, timedelta

import pygame
import pytest
from helpers import key, run_frames, texts_drawn
from test_stats_people import stats_screen

from game.stats import PlayerResult, Stats

T0 = datetime(2026, 11, 27, 20, 0, 0)


def two_players_who_tied_once(folder) -> None:
    """Anna ahead once, Ben ahead once, and one game where they shared the place."""
    db = Stats.open(folder)
    for n, (anna, ben) in enumerate(((1, 2), (2, 1), (1, 1))):
        db.record("durchmarsch", {}, [PlayerResult("Anna", "keyboard1", anna, {"turns": 9}, 0),
                                      PlayerResult("Ben", "keyboard2", ben, {"turns": 9}, 1),
                                      PlayerResult("Clara", "keyboard3", 3, {"turns": 9}, 2)],
                  60.0, played_at=T0 + timedelta(minutes=n))
    db.close()


def duel_words(make_app, folder, lang) -> str:
    from scenes.screens.stats import PAGES

    app, scene = stats_screen(make_app, folder, lang)
    people = [p.name for p in scene.people()]
    scene.pair = [people.index("Anna"), people.index("Ben")]
    scene.switch(PAGES.index("duel"))
    scene.time += 5
    return " | ".join(texts_drawn(app))


@pytest.mark.parametrize("lang, said, never", [("en", "tied once", "level"),
                                               ("de", "einmal gleich platziert", "gleich platziert:")])
def test_head_to_head_says_how_often_the_two_tied_as_people_say_it(make_app, tmp_path, lang, said, never):
    two_players_who_tied_once(tmp_path / "tied")
    words = duel_words(make_app, tmp_path / "tied", lang)
    assert said in words, words
    assert never not in words


@pytest.mark.parametrize("lang, says, never", [
    ("en", ["End the game night", "even after one game"], "all four games"),
    ("de", ["Abend beenden", "schon nach einem Spiel"], "alle vier Spiele")])
def test_the_empty_game_nights_page_says_ending_an_evening_puts_it_there(make_app, tmp_path, lang, says, never):
    from scenes.screens.stats import PAGES

    two_players_who_tied_once(tmp_path / "games")          # games played, no evening ended yet
    app, scene = stats_screen(make_app, tmp_path / "games", lang)
    scene.switch(PAGES.index("evenings"))
    words = " ".join(texts_drawn(app))
    for part in says:
        assert part in words, words
    assert never not in words
    assert scene.t("evening.menu.end") in scene.t("stats.evenings.how"), "names the button as the menu does"


@pytest.mark.parametrize("code", [pygame.K_RIGHT, pygame.K_d, pygame.K_l, pygame.K_KP6])
def test_two_presses_two_frames_apart_turn_two_pages(make_app, tmp_path, code):
    """While the first page's charts still slide in, the second press goes on to the next page;
    as the window runs: each frame its events, then a step, then a drawn picture."""
    from scenes.screens.stats import PAGES

    two_players_who_tied_once(tmp_path / "quick")
    app, scene = stats_screen(make_app, tmp_path / "quick", "de")
    run_frames(app, 120)
    for start in range(len(PAGES)):
        scene.switch(start)
        app.draw()
        for _ in range(2):
            app.dispatch(key(code))
            app.dispatch(key(code, up=True))
            for _frame in range(2):
                app.step(1 / 60)
                app.draw()
        assert scene.tab == (start + 2) % len(PAGES), (start, scene.tab)
    for _ in range(3):              # and three presses in one frame turn three
        app.dispatch(key(code))
        app.dispatch(key(code, up=True))
    app.step(1 / 60)
    app.draw()
    assert scene.tab == (len(PAGES) - 1 + 2 + 3) % len(PAGES)


@pytest.mark.parametrize("block", ["keyboard1", "keyboard2", "keyboard3", "keyboard4"])
def test_a_confirm_key_never_leaves_the_statistics_it_turns_the_page(make_app, tmp_path, block):
    """Someone hammering their block's confirm key (PgDn / Bild↓ for keyboard 3) stays in the
    statistics and sees the next page; Esc and the block's back key still leave."""
    from game.config import DEFAULT_KEYS
    from scenes.screens.stats import PAGES, StatsScene

    two_players_who_tied_once(tmp_path / "keys")
    app, scene = stats_screen(make_app, tmp_path / "keys", "de")
    run_frames(app, 30)
    confirm = pygame.key.key_code(DEFAULT_KEYS[block]["confirm"])
    for n in range(1, len(PAGES) + 2):
        app.dispatch(key(confirm))
        app.dispatch(key(confirm, up=True))
        run_frames(app, 2)
        assert app.top is scene, (block, "a confirm key left the statistics")
        assert scene.tab == n % len(PAGES), (block, n, scene.tab)
    for shared in (pygame.K_RETURN, pygame.K_SPACE):
        app.dispatch(key(shared))
        app.dispatch(key(shared, up=True))
        run_frames(app, 2)
        assert app.top is scene, "Enter and space never leave either"
    back = pygame.key.key_code(DEFAULT_KEYS[block]["back"])
    app.dispatch(key(back))
    app.dispatch(key(back, up=True))
    run_frames(app, 2)
    assert not isinstance(app.top, StatsScene), (block, "its back key leaves")


def test_escape_leaves_the_statistics(make_app, tmp_path):
    from scenes.screens.stats import StatsScene

    two_players_who_tied_once(tmp_path / "esc")
    app, scene = stats_screen(make_app, tmp_path / "esc", "en")
    run_frames(app, 30)
    app.dispatch(key(pygame.K_ESCAPE))
    app.dispatch(key(pygame.K_ESCAPE, up=True))
    run_frames(app, 2)
    assert not isinstance(app.top, StatsScene)
