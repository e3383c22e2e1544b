"""The app shell: scene stack, menu navigation by keys and mouse, setup, pause, results."""

from __future__ import annotations

import pygame
import pytest
from helpers import BREATH, choose, key, press, run_frames

from scenes.app import Scene


class Probe(Scene):
    def __init__(self, app, name, log):
        super().__init__(app)
        self.name, self.log = name, log

    def on_enter(self):
        self.log.append(("enter", self.name))

    def on_exit(self):
        self.log.append(("exit", self.name))


def test_push_pop_replace_keep_the_stack_in_order(make_app):
    app = make_app()
    log = []
    a, b, c = Probe(app, "a", log), Probe(app, "b", log), Probe(app, "c", log)
    app.push(a)
    app.push(b)
    assert app.top is b
    app.replace(c)
    assert app.stack == [a, c]
    assert app.pop() is c
    assert app.top is a
    assert log == [("enter", "a"), ("enter", "b"), ("exit", "b"), ("enter", "c"), ("exit", "c"), ("enter", "a")]


def test_popping_the_last_scene_stops_the_app(make_app):
    app = make_app()
    app.push(Probe(app, "only", []))
    app.running = True
    app.pop()
    assert not app.running


def test_overlay_draws_over_the_scene_below(make_app):
    from scenes.screens.menu import MenuScene
    from scenes.screens.pause import PauseScene

    app = make_app()
    menu = MenuScene(app)
    app.push(menu)
    app.draw()
    plain = app.screen.copy()
    app.push(PauseScene(app, table=type("T", (), {"info": None, "on_quit": lambda self: None})()))
    app.draw()
    # the pause overlay darkens the menu but the menu is still drawn below it
    assert app.screen.get_at((640, 40)) != plain.get_at((640, 40))
    assert sum(app.screen.get_at((640, 40))[:3]) > 0


def _menu(app):
    from scenes.screens.menu import MenuScene
    menu = MenuScene(app)
    app.push(menu)
    return menu


def test_menu_lists_four_games_statistics_settings_rules_quit(make_app):
    app = make_app()
    menu = _menu(app)
    labels = [b.text() for b in menu.list.buttons]
    assert labels == ["Durchmarsch", "Mensch ärgere Dich nicht", "Zehntausend", "Wurf & Weg", "Spieleabend",
                      "Statistik", "Einstellungen", "Spielregeln", "Beenden"]


@pytest.mark.parametrize("lang, said", [
    ("de", {"Statistik": "Rekorde", "Einstellungen": "Hausregeln", "Spielregeln": "Tasten", "Beenden": "schließen"}),
    ("en", {"Statistics": "records", "Settings": "house rules", "Rules": "every key", "Quit": "Close"}),
])
def test_the_hint_under_the_menu_says_what_statistics_settings_rules_and_quit_open(make_app, lang, said):
    from helpers import texts_placed

    app = make_app()
    app.set_language(lang)
    menu = _menu(app)
    labels = [b.text() for b in menu.list.buttons]
    for label, words in said.items():
        menu.list.index = labels.index(label)
        below = max(r.bottom for r in menu.list.rects())
        lines = [t for t, rect in texts_placed(app) if rect.top >= below and rect.bottom < 720 - 40]
        assert len(lines) == 1 and words in lines[0], (label, lines)


def test_keys_reach_every_menu_scene_and_come_back(make_app):
    from scenes.screens.menu import MenuScene
    from scenes.screens.rules.scene import RulesScene
    from scenes.screens.settings.scene import SettingsScene
    from scenes.screens.setup import SetupScene
    from scenes.screens.stats import StatsScene

    app = make_app()
    _menu(app)
    for i in range(4):
        press(app, *([pygame.K_DOWN] * i), pygame.K_RETURN)
        assert isinstance(app.top, SetupScene), f"game {i} did not open its setup"
        press(app, pygame.K_ESCAPE)
        assert isinstance(app.top, MenuScene)
        app.top.list.index = 0
    press(app, *([pygame.K_DOWN] * 4), pygame.K_RETURN)
    assert isinstance(app.top, SetupScene) and app.top.making_evening, "Spieleabend did not open its setup"
    press(app, pygame.K_ESCAPE)
    app.top.list.index = 0
    press(app, *([pygame.K_DOWN] * 5), pygame.K_RETURN)
    assert isinstance(app.top, StatsScene)
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_RIGHT, pygame.K_RETURN)      # the small buttons stand two by two
    assert isinstance(app.top, SettingsScene)
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_LEFT, pygame.K_DOWN, pygame.K_RETURN)
    assert isinstance(app.top, RulesScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    app.running = True
    press(app, pygame.K_RIGHT, pygame.K_RETURN)
    assert app.running and app.top.question is not None, "Beenden asks first"
    run_frames(app, int(BREATH * 120))
    press(app, pygame.K_DOWN, pygame.K_RETURN)
    assert not app.running, "Quit did not quit"


def test_every_keyboard_cluster_can_steer_the_menu(make_app):
    app = make_app()
    menu = _menu(app)
    for down in (pygame.K_s, pygame.K_k, pygame.K_DOWN, pygame.K_KP5):
        before = menu.list.index
        press(app, down)
        assert menu.list.index == before + 1


def test_mouse_click_opens_a_game(make_app):
    from scenes.screens.setup import SetupScene

    app = make_app()
    menu = _menu(app)
    rect = menu.list.rects()[2]
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    assert isinstance(app.top, SetupScene)
    assert app.top.info.module == "zehntausend"


def test_escape_twice_in_the_menu_asks_whether_to_quit(make_app):
    app = make_app()
    _menu(app)
    app.running = True
    press(app, pygame.K_ESCAPE)
    assert app.running
    press(app, pygame.K_ESCAPE)
    assert app.running and app.top.list.selected.text() == "Weiterspielen"
    run_frames(app, int(BREATH * 120))
    press(app, pygame.K_DOWN, pygame.K_RETURN)
    assert not app.running


def test_setup_cycles_who_plays_and_refuses_too_few(make_app):
    from game.games import game_by_name
    from scenes.screens.setup import SetupScene

    app = make_app()
    _menu(app)
    setup = SetupScene(app, game_by_name("durchmarsch"))
    app.push(setup)
    assert setup.count == 4
    first = setup.seats[0].kind
    press(app, pygame.K_RIGHT)
    assert setup.seats[0].kind != first
    # make every seat empty: the game cannot start
    for i in range(setup.count):
        setup.seats[i] = type(setup.seats[i])(setup.seats[i].name, "empty")
    setup.row = setup.rows.index("start")
    press(app, pygame.K_RETURN)
    assert app.top is setup
    assert setup.message == "app.setup.too_few"


def test_setup_edits_a_name_by_typing(make_app):
    from game.games import game_by_name
    from scenes.screens.setup import SetupScene

    app = make_app()
    setup = SetupScene(app, game_by_name("zehntausend"))
    app.push(setup)
    press(app, pygame.K_RETURN)
    assert setup.editing == 0
    for _ in range(10):
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0))
    for ch in "Jörg":
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    assert setup.editing is None
    assert setup.seats[0].name == "Jörg"


def test_setup_count_stays_within_the_games_limits(make_app):
    from game.games import game_by_name
    from scenes.screens.setup import SetupScene

    app = make_app()
    setup = SetupScene(app, game_by_name("durchmarsch"))
    app.push(setup)
    setup.row = setup.rows.index("count")
    press(app, *([pygame.K_RIGHT] * 5))
    assert setup.count == 4
    press(app, *([pygame.K_LEFT] * 5))
    assert setup.count == 2


def test_results_rematch_keeps_the_seats(make_app):
    from game.games import game_by_name
    from game.seats import Seat
    from scenes.screens.results import ResultsScene
    from scenes.tables.base import TableBase

    app = make_app()
    _menu(app)
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "bot:hard")]
    info = game_by_name("durchmarsch")
    results = ResultsScene(app, info, seats, [[1], [0]], [{}, {}], seed=5)
    app.push(results)
    choose(app, results, 0)                  # Weiter, then Revanche chosen and confirmed
    table = app.top
    assert isinstance(table, TableBase)
    assert [s.name for s in table.seats] == ["Anna", "Ben"]
    assert table.seed == 6, "a rematch is a new game, not a replay"


def test_results_menu_button_goes_home(make_app):
    from game.games import game_by_name
    from game.seats import Seat
    from scenes.screens.menu import MenuScene
    from scenes.screens.results import ResultsScene

    app = make_app()
    _menu(app)
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "bot:hard")]
    results = ResultsScene(app, game_by_name("durchmarsch"), seats, [[0], [1]], [{}, {}], seed=1)
    app.push(results)
    choose(app, results, 1)
    assert isinstance(app.top, MenuScene) and len(app.stack) == 1


def test_escape_at_a_table_pauses_and_resumes(make_app):
    from game.games import game_by_name
    from game.seats import Seat
    from scenes.screens.pause import PauseScene

    app = make_app()
    _menu(app)
    table = app.routes.table(game_by_name("durchmarsch"), [Seat("A", "keyboard1"), Seat("B", "keyboard2")], 3)
    app.push(table)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    press(app, pygame.K_RETURN)
    assert app.top is table


def test_pause_quit_to_menu_empties_the_stack(make_app):
    from game.games import game_by_name
    from game.seats import Seat
    from scenes.screens.menu import MenuScene

    app = make_app()
    _menu(app)
    app.push(app.routes.table(game_by_name("durchmarsch"), [Seat("A", "keyboard1"), Seat("B", "bot:easy")], 3))
    press(app, pygame.K_ESCAPE, pygame.K_UP, pygame.K_RETURN)
    assert isinstance(app.top, MenuScene) and len(app.stack) == 1


def test_a_bot_only_table_ends_with_results(make_app):
    from game.games import game_by_name
    from game.seats import Seat
    from scenes.screens.results import ResultsScene

    app = make_app()
    app.config.general.bot_speed = 8.0
    app.config.general.dice_speed = 4.0
    _menu(app)
    app.push(app.routes.table(game_by_name("durchmarsch"),
                        [Seat("A", "bot:hard"), Seat("B", "bot:easy")], 11))
    for _ in range(120 * 600):
        app.step(1 / 120)
        if isinstance(app.top, ResultsScene):
            break
    assert isinstance(app.top, ResultsScene)
    assert sorted(s for group in app.top.ranking for s in group) == [0, 1]
    run_frames(app, 10)


def test_an_idle_menu_goes_still_and_wakes_on_a_key(make_app):
    """A still scene is not redrawn by the real loop, so an idle menu costs next to no CPU."""
    app = make_app()
    _menu(app)
    assert not app._still(), "a freshly opened menu is moving"
    run_frames(app, 120 * 4)
    assert app._still()
    press(app, pygame.K_DOWN)
    assert not app._still(), "input wakes the menu up"


def test_a_paused_table_is_still_but_a_running_one_is_not(make_app):
    from game.games import game_by_name
    from game.seats import Seat

    app = make_app()
    _menu(app)
    app.push(app.routes.table(game_by_name("durchmarsch"), [Seat("A", "keyboard1"), Seat("B", "bot:easy")], 3))
    assert not app._still()
    press(app, pygame.K_ESCAPE)
    assert app._still(), "the pause overlay over a frozen table needs no redrawing"


def test_a_new_scene_fades_in_over_the_old_picture(make_app):
    from scenes.screens.rules.scene import RulesScene

    app = make_app()
    _menu(app)
    run_frames(app, 10)
    app.draw()
    menu_picture = app.screen.copy()
    app.push(RulesScene(app))
    app.draw()
    start = app.screen.get_at((640, 360))
    assert start == menu_picture.get_at((640, 360)), "the first frame still shows the old picture"
    run_frames(app, 12)
    app.draw()
    halfway = app.screen.get_at((640, 360))
    run_frames(app, 30)
    app.draw()
    settled = app.screen.get_at((640, 360))
    assert halfway != start and halfway != settled, "in between, the two pictures are blended"
    assert not app._still() or settled == app.screen.get_at((640, 360))


def test_results_celebrate_the_winner_then_stand_still(make_app):
    from game.games import game_by_name
    from game.seats import Seat
    from scenes.screens.results import ResultsScene

    app = make_app()
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "bot:easy"), Seat("Clara", "bot:hard")]
    results = ResultsScene(app, game_by_name("wurf-und-weg"), seats, [[0, 2], [1]], [{}, {}, {}], 4)
    app.push(results)
    assert results.headline() == "Anna und Clara gewinnen gemeinsam!"
    run_frames(app, 120)
    app.draw()
    with_confetti = app.screen.copy()
    assert not app._still(), "confetti is still falling"
    run_frames(app, 120 * 8)
    app.draw()
    assert app._still(), "after the celebration the screen stands still"
    assert app.screen.get_at((60, 300)) != with_confetti.get_at((60, 300)) or \
        app.screen.get_view("2").raw != with_confetti.get_view("2").raw


def test_a_pointer_resting_over_the_window_at_start_selects_nothing(make_app):
    """The mouse lies over a game's button when the menu opens: the first item stays
    selected until the mouse is moved."""
    app = make_app()
    menu = _menu(app)
    rect = menu.list.rects()[3]
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert menu.list.index == 0
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(rect.centerx + 5, rect.centery), rel=(5, 0),
                                    buttons=(0, 0, 0)))
    assert menu.list.index == 3


@pytest.mark.parametrize("game", ["zehntausend", "mensch"])
def test_a_pointer_resting_over_the_seat_setup_at_start_selects_no_row(make_app, game):
    """`python main.py --game zehntausend` opens the seat setup under a resting mouse: the
    first row stays selected until the mouse is moved."""
    app = make_app()
    app.routes.start(game)
    setup = app.top
    rect = setup.row_rects()[3]
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert setup.row == 0
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(rect.centerx + 5, rect.centery), rel=(5, 0),
                                    buttons=(0, 0, 0)))
    assert setup.row == 3


def test_the_results_ignore_keys_still_mashed_from_the_game(make_app):
    """A player still mashing roll or back when the game ends sees who won: for a moment the
    results take no input, and then only fresh presses (no held key repeating)."""
    from game.games import game_by_name
    from game.seats import Seat
    from scenes.screens.results import ResultsScene

    app = make_app()
    _menu(app)
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2")]
    results = ResultsScene(app, game_by_name("wurf-und-weg"), seats, [[0], [1]], [{}, {}], seed=1)
    app.push(results)
    for _ in range(8):                       # mashing E (confirm, roll) and Q (back) for 0.8 s
        press(app, pygame.K_e, pygame.K_q, pygame.K_RETURN, pygame.K_ESCAPE, frames=3)  # 12 steps each
    assert app.top is results
    app.dispatch(key(pygame.K_s))            # Anna holds "down": it repeats, it is no fresh press
    run_frames(app, 120 * 2)
    assert app.top is results and not results.choosing
    app.dispatch(key(pygame.K_s, up=True))
    run_frames(app, 60)
    press(app, pygame.K_e)                   # a fresh press after a breath: the choices
    assert app.top is results and results.choosing
    choose(app, results, 0, calm=0)          # Revanche, chosen and confirmed
    assert app.top is not results and app.top.is_table


def test_setup_marks_two_seats_on_one_keyboard_block_where_they_are(make_app):
    """Two rows on the same block are marked at once, in their rows, not only at Start (in Wurf
    & Weg, where everyone plays at once; the turn-based games let people share a block)."""
    from game.games import game_by_name
    from game.seats import Seat
    from scenes.screens.setup import SetupScene
    from scenes.ui import text

    app = make_app()
    _menu(app)
    setup = SetupScene(app, game_by_name("wurf-und-weg"),
                       [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2"), Seat("Cem", "bot:easy")])
    app.push(setup)
    seen = text.watch()
    try:
        app.draw()
        assert "doppelt belegt" not in seen
        press(app, pygame.K_DOWN, pygame.K_LEFT)     # Ben's row steps past Anna's keyboard1
        assert setup.seats[1].kind != "keyboard1"
        setup.seats[1] = Seat("Ben", "keyboard1")    # (as a remembered setup may bring it)
        seen.clear()
        app.draw()
        assert seen.count("doppelt belegt") == 2
        assert "Bei Wurf & Weg würfeln alle gleichzeitig: Jede Person braucht eigene Tasten oder ein eigenes Gamepad." in seen
        press(app, pygame.K_RIGHT)                   # back to keyboard2: the marks go
        seen.clear()
        app.draw()
        assert "doppelt belegt" not in seen
    finally:
        text.unwatch()


def test_setup_names_a_keyboard_block_by_its_keys_as_bound(make_app):
    """Rebind Up from W to R: the seat setup shows the caps Q R E / A S D, not a fixed WASD."""
    from game.games import game_by_name
    from game.seats import Seat
    from scenes.screens.setup import SetupScene
    from scenes.ui import text

    app = make_app('[keys.keyboard1]\nup = "r"\n')
    _menu(app)
    app.push(SetupScene(app, game_by_name("durchmarsch"), [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard4")]))
    seen = text.watch()
    try:
        app.draw()
    finally:
        text.unwatch()
    setup = app.top            # beside the block's name, its keys as caps
    assert "Tastatur 1" in seen and setup.caps_of("keyboard1") == [["Q", "R", "E"], ["A", "S", "D"]], seen
    assert "Tastatur 4" in seen and setup.caps_of("keyboard4") == [["7", "8", "9"], ["4", "5", "6"]], seen


def test_f11_fullscreen_is_remembered_in_config_toml(make_app, monkeypatch):
    """F11 at the menu: the next start opens fullscreen too (config.toml keeps it)."""
    import tomllib

    state = {"full": False}

    def toggle():
        state["full"] = not state["full"]

    monkeypatch.setattr(pygame.display, "toggle_fullscreen", toggle)
    monkeypatch.setattr(pygame.display, "is_fullscreen", lambda: state["full"])
    app = make_app()
    _menu(app)
    press(app, pygame.K_F11)
    assert state["full"] and app.config.display.fullscreen
    with open(app.config.path, "rb") as fh:
        assert tomllib.load(fh)["display"]["fullscreen"] is True
    press(app, pygame.K_F11)
    with open(app.config.path, "rb") as fh:
        assert tomllib.load(fh)["display"]["fullscreen"] is False


def test_a_window_smaller_or_larger_than_the_picture_shows_all_of_it_scaled(make_app):
    """960x540 or 1600x900 from config.toml: the whole 1280x720 picture, scaled to the window
    (not cut off, not a small picture in a black frame)."""
    import warnings

    from pygame._sdl2 import video

    for size, scale in (((960, 540), 0.75), ((1600, 900), 1.25)):
        app = make_app(f"[display]\nwidth = {size[0]}\nheight = {size[1]}\n")
        pygame.event.pump()
        window = pygame.Window.from_display_module()
        assert tuple(window.size) == size
        with warnings.catch_warnings():        # (pygame-ce prefers Window.get_surface now)
            warnings.simplefilter("ignore", DeprecationWarning)
            renderer = video.Renderer.from_window(video.Window.from_display_module())
        assert renderer.scale == (scale, scale), (size, renderer.scale)
        assert app.screen.get_size() == (1280, 720)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_menu_shows_each_game_with_its_own_emblem_then_the_evening_then_the_rest_two_by_two(make_app, lang):
    """A game's menu, not a tool's list: every game has a picture of its own beside its name
    (what it shows comes from the catalogue), the Spieleabend stands apart below them, and
    statistics, settings, rules and quit are smaller buttons in pairs; words stay >= 20 px."""
    from game.games import GAMES
    from scenes.ui import text
    from scenes.ui.emblems import MOTIFS, emblem

    app = make_app(f'[general]\nlanguage = "{lang}"\n')
    menu = _menu(app)
    rects = menu.list.rects()
    games, evening, tools = rects[:4], rects[4], rects[5:]
    assert all(info.emblem in MOTIFS for info in GAMES), "the catalogue names a motif for every game"
    pictures = {pygame.image.tobytes(emblem(info.emblem, 40), "RGBA") for info in GAMES}
    assert len(pictures) == len(GAMES), "each game's emblem is its own"
    app.draw()
    shown = [pygame.image.tobytes(app.screen.subsurface(pygame.Rect(r.x + 4, r.y + 4, 48, r.h - 8)), "RGB")
             for r in games]
    assert len(set(shown)) == 4, "an emblem is drawn at the left of each game's button"
    assert evening.top - games[-1].bottom > games[1].top - games[0].bottom, "the evening stands apart"
    assert tools[0].top - evening.bottom > games[1].top - games[0].bottom, "and so do the rest"
    assert tools[0].y == tools[1].y and tools[2].y == tools[3].y and tools[0].w < games[0].w / 2 + 1
    assert tools[0].x < tools[1].x, "two by two"
    sizes = text.watch_sizes()
    try:
        app.draw()
        drawn_sizes = list(sizes)
    finally:
        text.unwatch()
    assert all(size >= text.READABLE for _words, size in drawn_sizes if size)
    # keys: down goes through every entry in order; left/right move within a pair
    menu.list.index = 5
    press(app, pygame.K_RIGHT)
    assert menu.list.index == 6
    press(app, pygame.K_RIGHT)
    assert menu.list.index == 6, "right of the right-hand button there is nothing"
    press(app, pygame.K_DOWN, pygame.K_LEFT)
    assert menu.list.index == 7


def test_the_menu_never_names_a_game():
    """The menu finds the games and their pictures through the catalogue, never by name."""
    from pathlib import Path

    from game.games import GAMES
    root = Path(__file__).resolve().parent.parent / "scenes"
    for path in (root / "screens" / "menu.py", root / "ui" / "menu_list.py", root / "ui" / "emblems.py"):
        source = path.read_text(encoding="utf-8").lower()
        for info in GAMES:
            assert f'"{info.module}"' not in source and f'"{info.id}"' not in source, f"{path.name} names {info.id}"


def test_a_motif_the_emblems_do_not_know_is_a_plain_die():
    from scenes.ui.emblems import emblem
    pic = emblem("no such motif", 40)
    assert pic.get_size() == (40, 40) and pygame.mask.from_surface(pic).count() > 300


@pytest.mark.parametrize("game", ["wurf-und-weg", "durchmarsch", "zehntausend"])
def test_everyone_keeps_their_setup_look_at_the_table_when_a_row_above_is_free(make_app, game):
    """Six rows, Ben's freed: Clara had worn her green triangle in the setup and played as Ben's
    blue square (everyone below a free row moved up one look). Each keeps the look of their row."""
    from game.games import game_by_name
    from game.seats import Seat, style_of
    from scenes.screens.setup import SetupScene

    app = make_app()
    _menu(app)
    seats = [Seat("Anna", "keyboard1"), Seat("", "empty"), Seat("Clara", "bot:easy"),
             Seat("David", "bot:hard"), Seat("Emma", "bot:hard")]
    setup = SetupScene(app, game_by_name(game), seats)
    app.push(setup)
    setup.count = len(seats)
    looks = {s.name: style_of(setup.seats, i) for i, s in enumerate(setup.seats) if not s.is_empty}
    setup.start()
    table = app.top
    assert table.is_table
    worn = {s.name: table.style(i) for i, s in enumerate(table.seats) if not s.is_empty}
    assert worn == looks
