"""Resume and statistics at the table: an unfinished game is kept after every action and
offered again; a finished one is recorded; a damaged save is refused, never a crash."""

from __future__ import annotations

import json

import pygame
from helpers import press, run_frames, settle, throw_first

from game import saves
from game.games import game_by_name
from game.seats import Seat


def menu(app):
    from scenes.screens.menu import MenuScene
    scene = MenuScene(app)
    app.reset_to(scene)
    return scene


def durchmarsch_table(app, seed=3):
    menu(app)
    table = app.routes.table(game_by_name("durchmarsch"), [Seat("Sarah", "keyboard1"), Seat("Tim", "keyboard2")], seed)
    app.push(table)
    return table




def labels(scene):
    return [b.text() for b in scene.list.buttons]


def test_every_action_is_saved_and_weiterspielen_resumes_the_same_game(make_app):
    app = make_app()
    table = durchmarsch_table(app)
    press(app, pygame.K_RETURN)       # the first seat throws
    settle(app, table)
    app.save_writer.flush()
    saved = json.loads(saves.save_path(app.data_folder, "durchmarsch").read_text(encoding="utf-8"))
    assert saved["match"] == table.match.to_dict(), "the save is the game as it stands after the action"
    state = table.match.to_dict()
    # quit to the menu: the menu offers the game again, first
    press(app, pygame.K_ESCAPE, pygame.K_UP, pygame.K_RETURN)
    scene = app.top
    assert labels(scene)[0] == "Weiterspielen"
    assert "Sarah, Tim" in scene.list.buttons[0].hint_text()
    press(app, pygame.K_RETURN)
    resumed = app.top
    assert resumed is not table and resumed.match.to_dict() == state
    assert [s.name for s in resumed.seats] == ["Sarah", "Tim"]


def test_a_resumed_game_brings_the_same_dice_as_the_uninterrupted_one(make_app):
    app = make_app()
    table = durchmarsch_table(app, seed=11)
    press(app, pygame.K_RETURN)        # Enter throws for whoever is at the keyboard
    settle(app, table)
    app.save_writer.flush()
    loaded = saves.load(app.data_folder, "durchmarsch").match
    going_on = table.match
    for _ in range(12):
        if going_on.is_over:
            break
        seat = going_on.current_seat
        action = going_on.legal_actions(seat)[0]
        assert going_on.apply(seat, action) == loaded.apply(seat, action)
    assert loaded.to_dict() == going_on.to_dict()


def test_closing_the_window_mid_game_keeps_the_game(make_app):
    app = make_app()
    table = durchmarsch_table(app)
    press(app, pygame.K_RETURN)        # Enter throws for whoever is at the keyboard
    settle(app, table)
    app.dispatch(pygame.event.Event(pygame.QUIT))
    assert saves.load(app.data_folder, "durchmarsch").match.to_dict() == table.match.to_dict()


def test_a_finished_game_is_recorded_and_its_save_removed(make_app):
    from scenes.screens.results import ResultsScene

    app = make_app()
    app.config.general.bot_speed = 8.0
    app.config.general.dice_speed = 4.0
    menu(app)
    app.push(app.routes.table(game_by_name("durchmarsch"), [Seat("Anna", "bot:hard"), Seat("Ben", "bot:easy")], 5))
    for _ in range(120 * 600):
        app.step(1 / 120)
        if isinstance(app.top, ResultsScene):
            break
    assert isinstance(app.top, ResultsScene)
    assert not saves.exists(app.data_folder)
    db, why = app.open_stats()
    assert why is None and db.games_played() == 1
    winner = app.top.seats[app.top.ranking[0][0]].kind
    assert [w.kind for w in db.wins() if w.wins] == [winner], "the winning bot, counted by its level"


def test_the_statistics_screen_shows_the_recorded_game(make_app):
    from game.stats import PlayerResult
    from scenes.screens.stats import StatsScene

    app = make_app()
    db, _ = app.open_stats()
    db.record("zehntausend", {}, [PlayerResult("Anna", "keyboard1", 1, {"best_turn": 2450}),
                                  PlayerResult("Ben", "bot:hard", 2, {"best_turn": 800})], 600.0)
    menu(app)
    press(app, *[pygame.K_DOWN] * 5, pygame.K_RETURN)      # past the games and Spieleabend
    assert isinstance(app.top, StatsScene)
    app.draw()
    page = app.top.page
    assert page is not None and page.get_bounding_rect().w > 1000
    assert app.top.date("2026-11-20T20:00:00") == "20.11.2026"
    press(app, pygame.K_ESCAPE)
    assert not isinstance(app.top, StatsScene)


def test_the_demo_keeps_no_save_and_records_nothing(make_app):

    app = make_app(demo=True)
    app.config.general.bot_speed = 8.0
    menu(app)
    app.routes.demo(0)
    run_frames(app, 120 * 20)
    app.quit()
    assert not saves.exists(app.data_folder)
    db, _ = app.open_stats()
    assert db.games_played() == 0


BAD_SAVES = {
    "not_json": b"{ this is not json",
    "binary": bytes(range(256)),
    "wrong_types": json.dumps({"format": 1, "game": "durchmarsch", "seats": "two", "seed": 1,
                               "match": {}, "extra": {}}).encode(),
    "unknown_game": json.dumps({"format": 1, "game": "chess", "seats": [], "seed": 1, "match": {},
                                "extra": {}}).encode(),
}


def test_damaged_saves_are_refused_moved_aside_and_the_menu_runs(make_app):
    for n, (name, content) in enumerate(BAD_SAVES.items(), start=1):
        app = make_app()
        folder = app.data_folder
        folder.mkdir(parents=True, exist_ok=True)
        saves.save_path(folder, "durchmarsch").write_bytes(content)
        scene = menu(app)
        assert labels(scene)[0] != "Weiterspielen", name
        assert any("beiseitegelegt" in line for line in scene.banner_lines()), name
        assert not saves.exists(folder), name
        assert (folder / f"autosave-durchmarsch.json.rejected-{n}").exists(), "earlier refused files stay"
        run_frames(app, 5)
        app.draw()


def test_an_impossible_state_is_refused_five_figures_of_one_colour(make_app):
    from game.mensch import match as mensch

    app = make_app()
    match = mensch.Match(4)
    data = match.to_dict()
    saves.write_state(app.data_folder, "mensch", [Seat(n, "bot:easy") for n in "ABCD"], 1, data)
    path = saves.save_path(app.data_folder, "mensch")
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["match"]["figures"].append({"colour": 0, "figure": 4, "at": ["track", 5]})   # a fifth yellow figure
    path.write_text(json.dumps(raw), encoding="utf-8")
    scene = menu(app)
    assert labels(scene)[0] != "Weiterspielen"
    assert any("beiseitegelegt" in line for line in scene.banner_lines())


GAMES_TO_RESUME = ["durchmarsch", "mensch", "zehntausend", "wurf_und_weg"]


def test_every_game_resumes_mid_game_and_plays_on_to_the_end(make_app):
    """Bots play a while, the window closes, the game is started again from the save and
    plays on to its results: the resumed table shows the same game."""
    from scenes.screens.results import ResultsScene

    for module in GAMES_TO_RESUME:
        app = make_app()
        app.config.general.bot_speed = 8.0
        app.config.general.dice_speed = 4.0
        menu(app)
        info = game_by_name(module)
        seats = [Seat(n, f"bot:{lvl}") for n, lvl in zip("ABC", ("hard", "normal", "easy"), strict=True)]
        table = app.routes.table(info, seats, 9)
        app.push(table)
        run_frames(app, 120 * 6)
        throw_first(app, table)
        assert not table.match.is_over, module
        app.quit()                                       # the window closes mid-game
        state = table.match.to_dict()

        app2 = make_app()
        app2.config.general.bot_speed = 8.0
        app2.config.general.dice_speed = 4.0
        app2.options.data_dir = app.data_folder
        menu(app2)
        app2.top.resume()
        again = app2.top
        assert again.is_table, (module, app2.notices)
        assert again.match.to_dict() == state, module
        for _ in range(120 * 900):
            app2.step(1 / 120)
            if isinstance(app2.top, ResultsScene):
                break
            if _ % 600 == 0:
                app2.draw()
        assert isinstance(app2.top, ResultsScene), module


def test_one_game_is_one_game_and_numbers_group_thousands_the_languages_way(make_app):
    """"1 Spiel gespielt", not "1 Spiele"; "2.450" in German, "2,450" in English."""
    from game.stats import PlayerResult
    from scenes.screens.stats import StatsScene
    from scenes.ui import text

    for lang, one, best in (("de", "1 Spiel gespielt", "2.450"), ("en", "1 game played", "2,450")):
        app = make_app()
        app.set_language(lang)
        db, _ = app.open_stats()
        if db.games_played() == 0:
            db.record("zehntausend", {}, [PlayerResult("Anna", "keyboard1", 1, {"best_turn": 2450}),
                                          PlayerResult("Ben", "bot:hard", 2, {"best_turn": 800})], 600.0)
        menu(app)
        app.push(StatsScene(app))
        app.top.switch(4)                   # the records (the overview counts games and wins)
        seen = text.watch()
        try:
            app.draw()
        finally:
            text.unwatch()
        assert any(s.startswith(one) for s in seen), (lang, seen)
        assert any(best in s for s in seen), (lang, seen)


def test_results_group_thousands_as_the_table_does(make_app):
    from scenes.screens.results import ResultsScene
    from scenes.ui import text

    for lang, points in (("de", "10.750 Punkte"), ("en", "10,750 points")):
        app = make_app()
        app.set_language(lang)
        menu(app)
        seats = [Seat("Anna", "keyboard1"), Seat("Ben", "bot:hard")]
        figures = [{"total": 10750, "turns": 14}, {"total": 9800, "turns": 14}]
        results = ResultsScene(app, game_by_name("zehntausend"), seats, [[0], [1]], figures, 1)
        app.push(results)
        run_frames(app, 240)
        seen = text.watch()
        try:
            app.draw()
        finally:
            text.unwatch()
        assert any(s.startswith(points) for s in seen), (lang, seen)
