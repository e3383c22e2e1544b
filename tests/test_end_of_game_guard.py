"""Nothing the players did not choose: keys held and hammered through a game's end and its
results start, skip and end nothing. The results first say who won with a single "Weiter";
the choices after it are not preselected; ending an evening asks first; the menu after a game
never enters "Weiterspielen" by a mash. Everything on the simulated clock."""

from __future__ import annotations

import pygame
import pytest
from helpers import BREATH, key, press, run_frames

from game.games import GAMES, game_by_name
from game.seats import Seat

STEP = 1 / 120
BLOCKS = ("keyboard1", "keyboard2", "keyboard3", "keyboard4")
MASHED = ("up", "down", "left", "right", "confirm", "roll", "to_tray", "to_left", "to_right")


def mash_keys(app) -> list[int]:
    """Every key of the four blocks a player would hammer (not their back/pause key: that
    pauses on purpose), and Enter."""
    codes = {pygame.K_RETURN}
    for device in BLOCKS:
        for action, name in app.input.key_names(device).items():
            if action in MASHED:
                codes.add(pygame.key.key_code(name))
    return sorted(codes)


class Masher:
    """Holds every key for a second, then hammers them all: down every 0.15 s, up after 0.05 s."""

    def __init__(self, app):
        self.app, self.keys, self.time, self.down = app, mash_keys(app), 0.0, False
        for code in self.keys:
            app.dispatch(key(code))
        self.down, self.next = True, 1.0

    def step(self) -> None:
        self.time += STEP
        if self.time >= self.next:
            for code in self.keys:
                self.app.dispatch(key(code, up=self.down))
            self.next += 0.05 if self.down else 0.1
            self.down = not self.down
        self.app.step(STEP)


def seats_for(info) -> list[Seat]:
    names = ["Anna", "Ben", "Clara", "Dora"]
    levels = ["hard", "normal", "easy", "hard"]
    return [Seat(names[i], f"bot:{levels[i]}") for i in range(min(4, info.max_seats))]


def bot_game(make_app, module, **options):
    """An app with the menu and a bots' game of `module` on it (keys of the four blocks are
    nobody's seat: pressing them is like a player at the table whose keys no longer count)."""
    app = make_app(**options)
    app.config.general.bot_speed = 8.0
    app.config.general.dice_speed = 4.0
    app.routes.start()
    info = game_by_name(module)
    table = app.routes.table(info, seats_for(info), 21)
    app.push(table)
    return app


def steps_to_results(make_app, module, tmp_path) -> int:
    from scenes.screens.results import ResultsScene

    app = bot_game(make_app, module, data_dir=tmp_path / "rehearsal")
    for n in range(int(900 / STEP)):
        app.step(STEP)
        if isinstance(app.top, ResultsScene):
            return n + 1
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("module", [g.module for g in GAMES])
def test_keys_hammered_through_a_games_end_and_its_results_change_nothing(make_app, module, tmp_path):
    from scenes.screens.results import ResultsScene

    quiet = max(0, steps_to_results(make_app, module, tmp_path) - int(5 / STEP))
    app = bot_game(make_app, module)
    for _ in range(quiet):                 # the same game again, to five seconds before its results
        app.step(STEP)
    masher = Masher(app)                   # the last seconds: everything held, then hammered
    for _ in range(int(30 / STEP)):
        masher.step()
        if isinstance(app.top, ResultsScene):
            break
    results = app.top
    assert isinstance(results, ResultsScene)
    for _ in range(int(10 / STEP)):        # the first ten seconds of the results
        masher.step()
    assert app.top is results, "the mash skipped the results"
    assert [type(s).__name__ for s in app.stack] == ["MenuScene", "ResultsScene"], "no setup, no new game"
    assert results.choice() is None, "nothing is chosen for the players"
    db, _ = app.open_stats()
    assert db.games_played() == 1, "the game is recorded once"


def test_once_a_game_has_ended_esc_or_pause_open_no_pause_menu(make_app):
    """The last seconds at the table: the results come by themselves, a mashed Esc or pad
    start opens no pause menu (whose "Zum Hauptmenü" a mash could then hit)."""
    from scenes.screens.results import ResultsScene

    app = bot_game(make_app, "durchmarsch")
    table = app.top
    for _ in range(int(900 / STEP)):
        if table.match.is_over:
            break
        app.step(STEP)
    assert table.match.is_over
    for _ in range(int(30 / 0.1)):
        press(app, pygame.K_ESCAPE, pygame.K_q, frames=6)
        if app.top is not table:
            break
    assert isinstance(app.top, ResultsScene), "no pause menu, the results came"


def results_on(app, evening: bool = False):
    from scenes.screens.results import ResultsScene

    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2")]
    results = ResultsScene(app, game_by_name("durchmarsch"), seats, [[0], [1]], [{}, {}], seed=1)
    app.push(results)
    return results


def choices_open(app):
    """Anna's and Ben's results once they take keys, "Weiter" pressed after a breath: the
    choices, none selected."""
    results = results_on(app)
    run_frames(app, int(2.2 / STEP))
    while not results.ready():
        run_frames(app, 12)
    run_frames(app, int(BREATH / STEP))
    press(app, pygame.K_RETURN)
    return results


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_results_first_show_who_won_with_one_continue_then_choices_none_selected(make_app, lang):
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    results = results_on(app)
    words = {"de": ("Weiter", ["Revanche!", "Hauptmenü"]), "en": ("Continue", ["Rematch!", "Main menu"])}[lang]
    assert [b.text() for b in results.list.buttons] == [words[0]]
    press(app, pygame.K_RETURN)                       # at once: ignored
    assert not results.choosing
    run_frames(app, int(2.2 / STEP))
    press(app, pygame.K_RETURN)                       # a deliberate press: the choices
    assert results.choosing and [b.text() for b in results.list.buttons] == words[1]
    assert results.choice() is None
    run_frames(app, int(1 / STEP))
    press(app, pygame.K_RETURN)                       # confirm with nothing selected: nothing
    assert app.top is results
    run_frames(app, int(1 / STEP))
    press(app, pygame.K_DOWN)
    assert results.choice() == words[1][0]
    run_frames(app, int(1 / STEP))
    press(app, pygame.K_RETURN)                       # chosen, then confirmed after a breath
    assert app.top is not results and app.top.is_table


def test_pressing_confirm_every_moment_never_starts_a_rematch(make_app):
    """The play-test: `e` every 1.2 s on Mensch's and Durchmarsch's results."""
    app = make_app()
    app.routes.start()
    results = results_on(app)
    for _ in range(20):
        press(app, pygame.K_e)
        run_frames(app, int(1.2 / STEP))
    assert app.top is results and results.choosing and results.choice() is None


def test_a_held_direction_moves_once_and_down_then_enter_after_a_breath_counts_at_once(make_app):
    app = make_app()
    app.routes.start()
    results = results_on(app)
    run_frames(app, int(2.2 / STEP))
    press(app, pygame.K_RETURN)
    run_frames(app, int(1 / STEP))
    app.dispatch(key(pygame.K_s))                     # Anna holds "down": one selection, no more
    run_frames(app, int(1.5 / STEP))
    assert results.list.index == 0
    app.dispatch(key(pygame.K_s, up=True))
    run_frames(app, int(0.6 / STEP))
    press(app, pygame.K_DOWN, pygame.K_RETURN)        # a breath, then "↓, Enter": the menu at once
    assert app.top is not results and not app.top.is_table


@pytest.mark.parametrize("lang, said", [("de", "Erst mit"), ("en", "First choose")])
def test_on_the_choices_a_hammered_mix_chooses_nothing_and_is_answered(make_app, lang, said):
    from helpers import texts_drawn

    app = make_app()
    app.set_language(lang)
    app.routes.start()
    results = results_on(app)
    run_frames(app, int(2.2 / STEP))
    press(app, pygame.K_RETURN)                       # "Weiter"
    run_frames(app, int(1 / STEP))
    press(app, pygame.K_RETURN, pygame.K_DOWN, pygame.K_RETURN, pygame.K_RETURN)   # a hammered mix
    assert app.top is results and results.choosing and results.choice() is None, "the ↓ in it lights nothing"
    assert any(said in text for text in texts_drawn(app))
    run_frames(app, int(3.2 / STEP))
    assert not any(said in text for text in texts_drawn(app))   # the note goes again


def test_mashing_on_the_menu_after_a_game_never_enters_weiterspielen(make_app):
    from scenes.screens.menu import MenuScene

    app = make_app()
    app.routes.start()
    app.routes.menu_after_game()
    menu = app.top
    assert isinstance(menu, MenuScene) and menu.list.selected.text() == "Durchmarsch", "the cursor is shown"
    for _ in range(int(4 / 0.1)):
        press(app, pygame.K_RETURN, pygame.K_e, pygame.K_s, frames=4)
    assert app.top is menu


def evening_table(app):
    from game.evening import Evening, Player

    app.evening = Evening([Player("Anna", "keyboard1", 0), Player("Ben", "bot:hard", 1)], [3, 1], "share")
    app.evening.begin("durchmarsch", 5, [0, 1])
    app.evening.finish("durchmarsch", 5, [[0], [1]], [{}, {}])
    app.routes.evening()
    return app.top


@pytest.mark.parametrize("lang", ["de", "en"])
def test_ending_an_evening_asks_first_with_no_selected(make_app, lang):
    from scenes.screens.evening.table import EveningScene

    app = make_app()
    app.set_language(lang)
    app.routes.start()
    table = evening_table(app)
    assert isinstance(table, EveningScene) and table.list.index == -1, "the cursor rests on nothing"
    for _ in range(30):                                # mashing: no game starts, nothing ends
        press(app, pygame.K_RETURN, pygame.K_e, frames=6)
    assert app.top is table and app.evening is not None
    run_frames(app, int(1 / STEP))
    end = {"de": "Abend beenden", "en": "End the game night"}[lang]
    press(app, pygame.K_UP)                            # the first choice lights; up again wraps round
    for _ in range(len(table.list.buttons)):
        if table.list.selected.text() == end:
            break
        run_frames(app, int(BREATH / STEP))
        press(app, pygame.K_UP)
    assert table.list.selected.text() == end
    run_frames(app, int(BREATH / STEP))
    press(app, pygame.K_RETURN)
    assert table.asking is not None and table.asking.index == 1, "it asks, 'no' selected"
    run_frames(app, int(1 / STEP))
    press(app, pygame.K_RETURN)                        # no: the evening goes on
    assert table.asking is None and app.top is table and app.evening is not None
    run_frames(app, int(BREATH / STEP))
    press(app, pygame.K_RETURN)
    run_frames(app, int(1 / STEP))
    press(app, pygame.K_UP)
    run_frames(app, int(BREATH / STEP))
    press(app, pygame.K_RETURN)                        # yes: the Spieler des Abends
    assert type(app.top).__name__ == "EveningEndScene" and app.evening is None


def test_mashing_the_spieler_des_abends_does_not_leave_it(make_app):
    app = make_app()
    app.routes.start()
    evening_table(app)
    app.routes.evening_end()
    end = app.top
    assert type(end).__name__ == "EveningEndScene"
    for _ in range(int(10 / 0.1)):
        press(app, pygame.K_RETURN, pygame.K_e, frames=4)
    assert app.top is end


def test_e_and_q_pressed_in_turn_through_the_end_show_the_podium_and_the_report_never_the_menu(make_app, tmp_path):
    """The play-test: keyboard 1's E (go on) and Q (back) in turn every 0.6 s from five seconds
    before the end of a Durchmarsch: a beat that fast is hammering, so the podium stands
    through it and the menu is never reached; once the hammering stops, one E after a breath
    goes on to the report."""
    from scenes.screens.results import ResultsScene

    quiet = max(0, steps_to_results(make_app, "durchmarsch", tmp_path) - int(5 / STEP))
    app = bot_game(make_app, "durchmarsch")
    for _ in range(quiet):
        app.step(STEP)
    codes = [pygame.key.key_code(app.input.key_names("keyboard1")[a]) for a in ("confirm", "back")]
    seen = {"podium": False, "report": False}
    results = None
    t, turn = 0.0, 0
    for _ in range(int(40 / STEP)):
        t += STEP
        if t >= 0.6:
            t, turn = 0.0, turn + 1
            press(app, codes[turn % 2], frames=0)
        app.step(STEP)
        if isinstance(app.top, ResultsScene):
            results = app.top
            seen["podium" if results.moment is not None else "report"] = True
        elif results is not None:
            break
    assert seen == {"podium": True, "report": False}, seen
    assert app.top is results, f"the hammering left the results for {type(app.top).__name__}"
    run_frames(app, int(BREATH / STEP))
    press(app, codes[0])
    assert app.top is results and results.moment is None, "a single E after a breath: the report"


def test_esc_on_the_podium_goes_on_to_the_report_and_on_the_report_after_a_breath_leaves(make_app):
    from scenes.screens.results import ResultsScene

    app = make_app()
    app.routes.start()
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2")]
    results = ResultsScene(app, game_by_name("durchmarsch"), seats, [[0], [1]], [{}, {}], seed=1, podium=True)
    app.push(results)
    press(app, pygame.K_ESCAPE)                       # the podium has not stood: nothing
    assert results.moment is not None and app.top is results
    while not results.ready():
        run_frames(app, 12)
    run_frames(app, int(1.1 / STEP))
    press(app, pygame.K_ESCAPE)                       # back on the podium: only "Weiter"
    assert app.top is results and results.moment is None and results.choosing
    run_frames(app, int(2 / STEP))
    press(app, pygame.K_ESCAPE)                       # a deliberate back on the report: the menu
    assert app.top is not results and not app.top.is_table


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_confirm_with_no_choice_selected_is_answered_by_the_hint(make_app, lang):
    """On the report's choices a deliberate confirm with nothing selected chose nothing and
    said nothing: the line under the choices now asks to choose first, lit, for a moment. The
    choices stay neutral meanwhile (gold rims on both read as two selections)."""
    from helpers import sizes_drawn, texts_drawn

    app = make_app()
    app.set_language(lang)
    app.routes.start()
    results = choices_open(app)
    assert results.choosing and results.list.index == -1
    first = app.texts("app.results.choose_first")
    assert first not in texts_drawn(app)
    run_frames(app, int(BREATH / STEP))
    press(app, pygame.K_RETURN)                        # a breath, then confirm with nothing chosen
    assert app.top is results and results.list.index == -1, "nothing was chosen"
    assert first in texts_drawn(app) and not results.is_still()
    sizes = [size for text, size in sizes_drawn(app) if text == first]
    assert sizes and min(sizes) >= 24, f"the answer is read from the sofa, not {sizes} px"
    from scenes.ui import theme

    app.draw()
    for rect in results.list.rects():              # no choice looks selected: the hint answers alone
        for point in ((rect.centerx, rect.top - 2), (rect.centerx, rect.top + 2), (rect.x + 12, rect.centery)):
            pixel = app.screen.get_at(point)[:3]
            assert pixel != theme.ACCENT[:3], f"choice at {rect} wears the colour of a selection at {point}"
    run_frames(app, int(2.45 / STEP))
    assert first in texts_drawn(app), "the hint stands long enough to be read (2.5 s)"
    run_frames(app, int(0.6 / STEP))
    assert first not in texts_drawn(app), "then the hint says how to choose again"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_quick_confirm_with_nothing_selected_says_to_choose_first_and_down_answers_it(make_app, lang):
    """A confirm right after "Weiter", with nothing selected, said "Gesehen! Gleich noch einmal
    bestätigen", and confirming again chose nothing either. It says to choose first, for 2.5 s
    on the simulated clock, until a choice is selected."""
    from helpers import texts_drawn

    app = make_app()
    app.set_language(lang)
    app.routes.start()
    results = choices_open(app)
    run_frames(app, int(0.7 / STEP))
    press(app, pygame.K_RETURN)                        # soon again: too soon, and nothing chosen
    first = app.texts("app.results.choose_first")
    said = texts_drawn(app)
    assert first in said and app.texts("app.results.seen") not in said
    run_frames(app, int(2.5 / STEP))
    assert first in texts_drawn(app), "still there after 2.5 s"
    press(app, pygame.K_DOWN)
    assert results.list.index == 0 and first not in texts_drawn(app), "a choice selected answers it"


def test_the_first_arrow_up_on_the_choices_lights_the_first_choice_not_the_last(make_app):
    """With nothing selected after "Weiter", ↑ lit "Hauptmenü" (the last choice) and the next
    confirm threw away the rematch; either arrow lights the first choice."""
    app = make_app()
    app.routes.start()
    results = choices_open(app)
    assert results.choosing and results.list.index == -1
    run_frames(app, int(BREATH / STEP))
    press(app, pygame.K_UP)
    assert results.list.index == 0, results.list.index


def two_player_podium(make_app, lang):
    """Anna (keyboard 1) has beaten Ben (keyboard 2) at Durchmarsch: the podium on screen."""
    from scenes.screens.results import ResultsScene

    app = make_app()
    app.set_language(lang)
    app.routes.start()
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2")]
    results = ResultsScene(app, game_by_name("durchmarsch"), seats, [[0], [1]], [{}, {}], seed=1, podium=True)
    app.push(results)
    return app, results


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_podium_says_which_key_goes_on_and_that_a_mashed_key_was_seen(make_app, lang):
    """Under the podium's "Weiter" the key that takes it; a key hammered meanwhile is refused
    as before, and calmly answered: "Weiter" fills up again as the breath passes and the line
    under it says what to do, where the keys stood, never a bold note beside the button (a
    stranger read "Gesehen – kurz warten" as a nag)."""
    from helpers import texts_drawn, texts_placed

    app, results = two_player_podium(make_app, lang)
    assert results.moment is not None
    while not results.ready():
        press(app, pygame.K_RETURN, frames=12)         # hammered from the first moment
    for _ in range(6):
        press(app, pygame.K_RETURN, frames=12)
    assert results.moment is not None, "the hammering took nothing"
    note = app.texts("app.results.seen_podium")
    assert note in texts_drawn(app) and app.texts("app.results.seen") not in texts_drawn(app)
    button = results.list.rects()[0]
    lines = [rect for text, rect in texts_placed(app) if text == note]
    assert len(lines) == 1, "the note stands on one line"
    assert abs(lines[0].centerx - button.centerx) <= 2 and lines[0].top >= button.bottom, "under the button"
    app.draw()
    waiting = app.screen.get_at((button.right - 6, button.centery))[:3]
    run_frames(app, int(3.0 / STEP))
    drawn = texts_drawn(app)
    assert results.go_on_text() in drawn
    assert note not in drawn
    app.draw()
    assert app.screen.get_at((button.right - 6, button.centery))[:3] != waiting, \
        "the button waited, dimmed, while the guard held, and stands ready after the breath"


def slow_frame(app, lived: float = 0.5) -> None:
    """One frame on a busy machine: the players live `lived` seconds, the game catches up only
    its most per frame (0.1 s), as the window's loop does."""
    app.lived += lived
    run_frames(app, 12)


def test_after_mashing_on_a_slow_machine_one_press_after_a_breath_goes_on_even_with_a_key_held(make_app):
    """The play-test: e, o, PgDn and keypad 9 hammered twice a second through the podium on a
    busy machine (game time falls behind the wall clock), then one key left held down: a single
    Enter after a breath of two and a half seconds moves on, and so does Anna's `e`."""
    from test_podium import podium_results

    app = make_app()
    results = podium_results(app)
    hammered = [pygame.K_e, pygame.K_o, pygame.K_PAGEDOWN, pygame.K_KP9]
    for _ in range(80):                              # forty seconds lived, the podium long stood
        press(app, *hammered)
        slow_frame(app)
    assert results.guard.ready()
    assert results.moment is not None, "the mash skipped the podium"
    app.dispatch(key(pygame.K_a))                    # a key stays down (no key-up ever comes)
    for _ in range(5):                               # a breath: 2.5 s lived, 0.5 s of game time
        slow_frame(app)
    press(app, pygame.K_RETURN)
    assert results.moment is None and results.choosing, "one Enter after a breath goes on"
    while not results.ready():
        slow_frame(app)
    press(app, pygame.K_s)                          # Revanche selected ...
    for _ in range(5):
        slow_frame(app)
    press(app, pygame.K_s)                          # ... Hauptmenü
    assert results.choice() in ("Hauptmenü", "Main menu")
    for _ in range(5):
        slow_frame(app)
    press(app, pygame.K_e)                          # and Anna's confirm, after a breath, takes it
    assert app.top is not results and not app.top.is_table


def test_keys_hammered_through_the_choices_light_none_and_a_later_confirm_takes_none(make_app):
    """Anna's down key (Wurf & Weg's tray key) hammered with everybody's confirms through the
    podium and the choices: no choice lights, so a confirm after a breath takes nothing."""
    from scenes.screens.results import ResultsScene

    app = make_app()
    app.routes.start()
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2"), Seat("Clara", "keyboard3"), Seat("Dora", "keyboard4")]
    results = ResultsScene(app, game_by_name("wurf-und-weg"), seats, [[0], [1], [2], [3]], [{}] * 4, seed=1)
    app.push(results)
    hammered = [pygame.key.key_code(n) for n in ("e", "s", "o", "page down", "[9]")]

    def hammer(seconds):                            # e s o PgDn Num9, four times a second
        for _ in range(int(seconds / 0.25)):
            for code in hammered:
                app.dispatch(key(code))
                app.dispatch(key(code, up=True))
            run_frames(app, int(0.25 / STEP))

    hammer(6)
    assert not results.choosing, "hammering took the podium's Weiter"
    run_frames(app, int(BREATH / STEP))
    press(app, pygame.K_RETURN)                     # Weiter, once, after a breath
    assert results.choosing
    hammer(4)
    assert results.choice() is None, "a hammered down key lit a choice"
    run_frames(app, int(BREATH / STEP))
    press(app, pygame.K_RETURN)
    assert app.top is results and results.choice() is None, "a confirm after the mashing took a choice"
