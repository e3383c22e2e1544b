"""An unfinished game is never given up unasked: choosing its kind in the menu, starting it
from the command line or in a Spieleabend first asks ("Weiterspielen", "Neue Partie" naming
the game it gives up, Zurück, none lit: the first press only lights an answer); mashed keys
never take an answer; a damaged save is reported and never stands in the way of a new game."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
from helpers import BREATH, key, press, run_frames, throw_first

from game import saves
from game.games import game_by_name
from game.seats import Seat

ROOT = Path(__file__).resolve().parent.parent
ZEHN = game_by_name("zehntausend")


def keep_a_game(app, module="zehntausend", names=("Anna", "Ben"), seed=5) -> bytes:
    """A game of `module` begun and left: its save as the players left it."""
    from scenes.screens.menu import MenuScene

    app.reset_to(MenuScene(app))
    seats = [Seat(names[0], "keyboard1"), *(Seat(n, "bot:easy") for n in names[1:])]
    table = app.routes.table(game_by_name(module), seats, seed)
    app.push(table)
    throw_first(app, table)
    return saves.save_path(app.data_folder, module).read_bytes()


def menu_on(app, label: str):
    """The menu, fresh, with the arrows on the entry `label`."""
    app.routes.menu()
    menu = app.top
    for _ in range(20):
        on_entry = 0 <= menu.list.index < len(menu.list.buttons)
        if on_entry and menu.list.selected.text() == label:
            return menu
        press(app, pygame.K_DOWN)
    raise AssertionError(f"no entry {label!r}")


def labels(menu) -> list[str]:
    return [b.text() for b in menu.list.buttons]


def test_choosing_a_game_with_one_unfinished_asks_and_enter_goes_on_with_it(make_app):
    app = make_app()
    kept = keep_a_game(app)
    state = saves.load(app.data_folder, "zehntausend").match.to_dict()
    menu = menu_on(app, "Zehntausend")
    press(app, pygame.K_RETURN)
    assert app.top is menu and menu.choosing, "the menu asks before anything starts"
    assert menu.question[0]() == "Zehntausend" and "offen" in menu.question[1]()
    assert labels(menu) == ["Weiterspielen", "Neue Partie", "Zurück"]
    assert menu.list.index == -1, "no answer is lit before the players choose one"
    press(app, pygame.K_DOWN)
    assert menu.list.selected.text() == "Weiterspielen", "the first arrow lights the first answer"
    press(app, pygame.K_DOWN)
    hint = menu.question_hint()
    assert "Anna, Ben" in hint and "heute" in hint and "aufgegeben" in hint, hint
    assert "Anna, Ben" in menu.question[1](), "the question names the game's players"
    press(app, pygame.K_UP)
    run_frames(app, int(BREATH * 120))
    press(app, pygame.K_RETURN)
    table = app.top
    assert table is not menu and table.info is ZEHN and table.match.to_dict() == state
    assert [s.name for s in table.seats] == ["Anna", "Ben"]
    assert kept


def test_mashed_keys_never_give_up_the_unfinished_game(make_app):
    app = make_app()
    kept = keep_a_game(app)
    menu = menu_on(app, "Zehntausend")
    press(app, pygame.K_RETURN, pygame.K_DOWN, pygame.K_RETURN, pygame.K_RETURN, pygame.K_DOWN,
          pygame.K_UP, pygame.K_RETURN)
    # hammered: the question stands, nothing new begins
    assert app.top is menu and menu.choosing
    assert saves.save_path(app.data_folder, "zehntausend").read_bytes() == kept


def test_neue_partie_after_a_breath_opens_the_setup_and_keeps_the_old_game_until_then(make_app):
    app = make_app()
    kept = keep_a_game(app)
    menu = menu_on(app, "Zehntausend")
    press(app, pygame.K_RETURN)
    run_frames(app, int(BREATH * 120))
    press(app, pygame.K_DOWN, pygame.K_DOWN)
    assert menu.list.selected.text() == "Neue Partie"
    press(app, pygame.K_RETURN)       # "↓, ↓, Enter" after a breath: chosen
    assert type(app.top).__name__ == "SetupScene" and app.top.info is ZEHN
    assert saves.save_path(app.data_folder, "zehntausend").read_bytes() == kept, \
        "the old game is given up only when the new one starts"


def test_a_confirm_too_soon_on_neue_partie_is_seen_and_refused(make_app):
    app = make_app()
    keep_a_game(app)
    menu = menu_on(app, "Zehntausend")
    press(app, pygame.K_RETURN, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN)
    assert app.top is menu and menu.list.selected.text() == "Neue Partie"
    assert menu.press_seen(), "the screen says the press was seen"
    run_frames(app, int(BREATH * 120))
    press(app, pygame.K_RETURN)
    assert type(app.top).__name__ == "SetupScene"


def test_zurueck_and_esc_leave_the_unfinished_game_as_it_was(make_app):
    app = make_app()
    kept = keep_a_game(app)
    menu = menu_on(app, "Zehntausend")
    press(app, pygame.K_RETURN)
    press(app, pygame.K_ESCAPE)
    assert not menu.choosing and menu.list is menu.main_list
    press(app, pygame.K_RETURN)
    run_frames(app, int(BREATH * 120))
    press(app, pygame.K_DOWN, pygame.K_DOWN, pygame.K_DOWN)
    assert menu.list.selected.text() == "Zurück"
    run_frames(app, int(BREATH * 120))
    press(app, pygame.K_RETURN)
    assert not menu.choosing and app.top is menu
    assert saves.save_path(app.data_folder, "zehntausend").read_bytes() == kept


def test_english_asks_in_english(make_app):
    app = make_app('[general]\nlanguage = "en"\n')
    keep_a_game(app)
    menu = menu_on(app, "Zehntausend")
    press(app, pygame.K_RETURN)
    assert labels(menu) == ["Continue game", "New game", "Back"]
    assert menu.question_hint() == "Pick an answer with ↑ ↓, then press Enter"
    press(app, pygame.K_DOWN, pygame.K_DOWN)
    assert "Anna, Ben" in menu.question_hint() and "today at" in menu.question_hint()


def test_a_game_of_another_kind_unfinished_asks_nothing(make_app):
    app = make_app()
    keep_a_game(app)
    menu_on(app, "Durchmarsch")
    press(app, pygame.K_RETURN)
    assert type(app.top).__name__ == "SetupScene"


def test_a_damaged_save_is_reported_and_the_new_game_starts(make_app):
    app = make_app()
    folder = app.data_folder
    folder.mkdir(parents=True, exist_ok=True)
    saves.save_path(folder, "zehntausend").write_bytes(b"\x00{garbage")
    menu = menu_on(app, "Zehntausend")
    assert any("autosave-zehntausend.json" in line for line in menu.banner_lines())
    press(app, pygame.K_RETURN)
    assert type(app.top).__name__ == "SetupScene", "nothing to ask about: the setup opens"


def test_the_command_line_asks_in_the_window_and_keeps_the_old_game(make_app):
    app = make_app()
    kept = keep_a_game(app, "durchmarsch", ("Anna", "Ben"))
    app.reset_to(app.top)
    app.stack.clear()
    saved = app.routes.start("durchmarsch", [Seat("Carl", "keyboard1"), Seat("Dora", "bot:hard")], 9)
    assert saved is not None and [s.name for s in saved.seats] == ["Anna", "Ben"]
    menu = app.top
    assert menu.choosing and menu.list.index == -1, "no answer is lit before the players choose one"
    detail = menu.question[1]()
    assert "Anna, Ben (heute" in detail and "Neu verlangt: Carl, Dora" in detail, detail
    assert saves.save_path(app.data_folder, "durchmarsch").read_bytes() == kept
    run_frames(app, int(BREATH * 120))
    press(app, pygame.K_DOWN, pygame.K_DOWN)
    press(app, pygame.K_RETURN)       # ↓ ↓ to Neue Partie, chosen after a breath: the command line's game starts
    table = app.top
    assert [s.name for s in table.seats] == ["Carl", "Dora"]
    app.save_writer.flush()
    assert saves.save_path(app.data_folder, "durchmarsch").read_bytes() == kept, \
        "the old game stays until the new one has begun"
    throw_first(app, table)
    assert saves.load(app.data_folder, "durchmarsch").seats[0].name == "Carl"


def test_the_command_line_starts_straight_away_past_a_damaged_save(make_app):
    app = make_app()
    folder = app.data_folder
    folder.mkdir(parents=True, exist_ok=True)
    saves.save_path(folder, "durchmarsch").write_text("{not json", encoding="utf-8")
    assert app.routes.start("durchmarsch", [Seat("Carl", "keyboard1"), Seat("Dora", "bot:hard")], 9) is None
    assert [s.name for s in app.top.seats] == ["Carl", "Dora"]
    assert any("autosave-durchmarsch.json" in line for line in app.stack[0].banner_lines())


def test_main_says_on_stderr_that_the_unfinished_game_is_kept(make_app, tmp_path):
    app = make_app(data_dir=tmp_path / "elsewhere")     # (this app holds its own data folder)
    kept = keep_a_game(app, "durchmarsch", ("Anna", "Ben"))
    (tmp_path / "data").mkdir()
    saves.save_path(tmp_path / "data", "durchmarsch").write_bytes(kept)
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "XDG_DATA_HOME": str(tmp_path / "x")}
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--game", "durchmarsch", "--seats", "human,bot",
                             "--frames", "3", "--config", str(tmp_path / "c.toml"), "--data-dir", str(tmp_path / "data")],
                            capture_output=True, text=True, timeout=120, env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "unfinished" in result.stderr and "Anna, Ben" in result.stderr and "asks" in result.stderr
    assert saves.save_path(tmp_path / "data", "durchmarsch").read_bytes() == kept


def evening_of(app, names=("Anna", "Ben")):
    app.routes.evening_start([Seat(n, "bot:easy") for n in names])
    return app.evening


def test_an_evening_asks_before_its_game_replaces_a_game_of_its_own(make_app):
    app = make_app()
    kept = keep_a_game(app, "zehntausend", ("Xaver", "Yvonne"))
    evening = evening_of(app)
    app.routes.evening_game(ZEHN)
    menu = app.top
    assert menu.choosing and labels(menu) == ["Partie des Abends starten", "Zurück"]
    assert menu.list.index == -1, "no answer is lit"
    press(app, pygame.K_RETURN)
    assert app.top is menu and menu.list.index == -1, "a confirm right after the question opens does nothing"
    run_frames(app, int(BREATH * 120))
    press(app, pygame.K_RETURN)
    assert app.top is menu and menu.list.selected.text() == "Zurück", "nothing to continue: a confirm lights Zurück"
    run_frames(app, int(BREATH * 120))
    press(app, pygame.K_RETURN)
    assert type(app.top).__name__ == "EveningScene", "Zurück: the evening's table"
    assert saves.save_path(app.data_folder, "zehntausend").read_bytes() == kept
    app.routes.evening_game(ZEHN)
    menu = app.top
    press(app, pygame.K_UP, pygame.K_RETURN)          # mashed: nothing given up
    assert app.top is menu
    assert "Xaver, Yvonne" in menu.question_hint()
    run_frames(app, int(BREATH * 120))
    press(app, pygame.K_RETURN)                       # after a breath: the evening's game
    table = app.top
    assert table.info is ZEHN and [s.name for s in table.seats] == ["Anna", "Ben"]
    throw_first(app, table)          # (the older game stays until the evening's game has begun)
    saved = saves.load(app.data_folder, "zehntausend")
    assert evening.is_current(saved.game, saved.seed)


def test_an_evening_without_a_save_of_that_kind_starts_its_game_at_once(make_app):
    app = make_app()
    keep_a_game(app, "durchmarsch", ("Xaver", "Yvonne"))
    evening_of(app)
    app.routes.evening_game(ZEHN)
    assert app.top.info is ZEHN


def test_the_question_stands_whole_between_the_trays_with_six_long_names(make_app, tmp_path):
    from helpers import texts_placed

    from scenes.ui.menu_room import TRAY_RECTS

    for lang in ("de", "en"):
        app = make_app(f'[general]\nlanguage = "{lang}"\n', data_dir=tmp_path / lang)
        keep_a_game(app, names=("Maximilian-Alexa", "Bartholomäus", "Clara", "Dorothea", "Emma", "Friedrich"))
        menu = menu_on(app, "Zehntausend")
        press(app, pygame.K_RETURN)
        run_frames(app, 120)
        for selected in range(3):
            menu.list.index = selected
            placed = texts_placed(app)
            shown = " ".join(t for t, _ in placed)
            assert "Friedrich" in shown and "…" not in shown
            for text, rect in placed:
                assert not any(rect.colliderect(tray) for tray in TRAY_RECTS), (lang, text, rect)


def test_an_evening_starts_its_game_past_a_damaged_save_and_reports_it(make_app):
    app = make_app()
    evening_of(app)
    saves.save_path(app.data_folder, "zehntausend").write_bytes(b'{"format": 1, "game": [[[')
    app.routes.evening_game(ZEHN)
    assert app.top.info is ZEHN, "nothing to ask about: the evening's game starts"
    assert any(key == "app.saves.rejected" and params["file"] == "autosave-zehntausend.json"
               for key, params in app.notices)


def test_a_save_with_a_strange_file_time_still_asks_and_names_its_players(make_app):
    app = make_app()
    keep_a_game(app)
    path = saves.save_path(app.data_folder, "zehntausend")
    for stamp in (0, 7_000_000_000, 86400 * 400):
        os.utime(path, (stamp, stamp))
        menu = menu_on(app, "Zehntausend")
        press(app, pygame.K_RETURN)
        assert menu.choosing and "Anna, Ben" in menu.question[1]()
        press(app, pygame.K_ESCAPE)


FOUR_CONFIRMS = (pygame.K_e, pygame.K_o, pygame.K_PAGEDOWN, pygame.K_KP9)   # each keyboard block's confirm


def launched_over_an_unfinished_game(make_app, lang="de"):
    """As `--game durchmarsch --seats keyboard1,bot,bot:hard,bot:easy` at launch, with a
    game of Durchmarsch left unfinished: the window opens on the question."""
    app = make_app(f'[general]\nlanguage = "{lang}"\n')
    kept = keep_a_game(app, "durchmarsch", ("Anna", "Ben", "Clara"))
    app.stack.clear()
    asked = [Seat("Anna", "keyboard1"), Seat("Ben", "bot:normal"), Seat("Clara", "bot:hard"), Seat("Dora", "bot:easy")]
    app.routes.start("durchmarsch", asked, 9)
    return app, app.top, kept


def test_the_four_blocks_hammering_their_confirm_keys_for_ten_seconds_answer_nothing(make_app):
    for together in (True, False):
        app, menu, kept = launched_over_an_unfinished_game(make_app)
        clock, beat = 0.0, 0
        while clock < 10.0:
            codes = FOUR_CONFIRMS if together else (FOUR_CONFIRMS[beat % 4],)
            for code in codes:
                app.dispatch(key(code))
                app.dispatch(key(code, up=True))
            gap = 0.5 if beat % 2 else 0.6        # the playtest's beat: every half second or so
            run_frames(app, int(gap * 120))
            clock, beat = clock + gap, beat + 1
            assert app.top is menu and menu.choosing, (together, clock)
        assert menu.press_seen(), "the screen says the presses were seen"
        assert saves.save_path(app.data_folder, "durchmarsch").read_bytes() == kept
        # a deliberate press after a quiet second lights Weiterspielen, the next one takes it
        run_frames(app, int(BREATH * 120))
        press(app, pygame.K_e)
        assert app.top is menu and menu.list.selected.text() == "Weiterspielen"
        run_frames(app, int(BREATH * 120))
        press(app, pygame.K_e)
        assert app.top is not menu and [s.name for s in app.top.seats] == ["Anna", "Ben", "Clara"]


def test_a_confirm_meant_for_the_game_at_launch_only_lights_an_answer(make_app):
    """The play-tester pressed E seven seconds after launch, meaning the game: the question
    of the unfinished game stands, "Weiterspielen" only lit; a second E after a look goes on."""
    for waited in (0.0, 7.0):
        app, menu, kept = launched_over_an_unfinished_game(make_app)
        run_frames(app, int(waited * 120))
        press(app, pygame.K_e)
        assert app.top is menu and menu.choosing, f"E {waited} s after launch answered the question"
        assert saves.save_path(app.data_folder, "durchmarsch").read_bytes() == kept
    assert menu.list.selected.text() == "Weiterspielen", "the press lit the harmless answer"
    run_frames(app, int(BREATH * 120))
    press(app, pygame.K_e)                # a second, deliberate E on the lit answer
    assert [s.name for s in app.top.seats] == ["Anna", "Ben", "Clara"]
    app.save_writer.flush()
    assert [s.name for s in saves.load(app.data_folder, "durchmarsch").seats] == ["Anna", "Ben", "Clara"]


def test_new_game_at_launch_takes_a_deliberate_down_and_confirm(make_app):
    app, menu, kept = launched_over_an_unfinished_game(make_app)
    run_frames(app, int(BREATH * 120))
    press(app, pygame.K_DOWN, pygame.K_DOWN)
    assert menu.list.selected.text() == "Neue Partie"
    press(app, pygame.K_RETURN)           # "↓, ↓, Enter" after a breath: chosen at once
    assert [s.name for s in app.top.seats] == ["Anna", "Ben", "Clara", "Dora"]


def test_mashing_right_after_choosing_a_game_in_the_menu_answers_nothing(make_app):
    app = make_app()
    keep_a_game(app)
    menu = menu_on(app, "Zehntausend")
    press(app, pygame.K_RETURN, pygame.K_RETURN, pygame.K_e, pygame.K_RETURN)
    assert app.top is menu and menu.choosing, "Weiterspielen is not taken by a mash"


def test_the_question_at_launch_says_which_game_is_old_and_which_was_asked_for_in_english(make_app):
    app, menu, _ = launched_over_an_unfinished_game(make_app, "en")
    detail = menu.question[1]()
    assert "Unfinished: the game of Anna, Ben, Clara (today at" in detail
    assert "New game asked for: Anna, Ben, Clara, Dora" in detail
    assert menu.list.index == -1 and "Pick an answer" in menu.question_hint()
