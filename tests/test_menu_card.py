"""The menu as a player meets it after quitting a game: what was left unfinished stands first
in the column of games, as large as they are, saying on its button what it continues, between
both dice trays (the menu stays balanced); the chooser of several saved games has a heading;
back from a game the cursor always shows."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, run_frames, texts_drawn, throw_first

from game.games import game_by_name
from game.seats import Seat

SEATS = [Seat("Anna", "keyboard1"), Seat("Ben", "bot:hard")]


def leave_unfinished(app, game: str) -> None:
    app.routes.play(game_by_name(game), SEATS)
    run_frames(app, 120)
    throw_first(app, app.top)
    app.top.on_quit()
    app.save_writer.flush()


def places(menu) -> dict[str, pygame.Rect]:
    return {b.text(): r for b, r in zip(menu.list.buttons, menu.list.rects(), strict=True)}


def rows(menu) -> dict[str, pygame.Rect]:
    return {b.text(): r for b, r in zip(menu.list.buttons, menu.list.rects(), strict=True)}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_continue_stands_first_as_large_as_the_games_and_the_menu_stays_balanced(make_app, lang):
    """The play-tester's menu with a game left unfinished: small text on a card, one tray gone.
    Now "Weiterspielen" is the first row of the column, as wide and as tall as the games, its
    label as large as a plain row's, what it continues on it in words of 20 px or more; both trays
    stand, the column in the middle between them; the line under the list clears the keys."""
    from helpers import sizes_drawn

    from scenes.screens.menu import KEYS_BAND, KEYS_Y
    from scenes.ui.menu_room import TRAY_RECTS

    app = make_app()
    app.set_language(lang)
    leave_unfinished(app, "zehntausend")
    app.routes.menu()
    menu = app.top
    resume = {"de": "Weiterspielen", "en": "Continue game"}[lang]
    placed = rows(menu)
    first, game = menu.list.rects()[0], placed["Durchmarsch"]
    assert menu.list.buttons[0].text() == resume and first.bottom < game.top
    assert first.w == game.w and first.h >= game.h, (first, game)
    sizes = dict(sizes_drawn(app))
    assert sizes[resume] >= 25 and sizes["Durchmarsch"] >= 25, sizes
    line = next(t for t in sizes if t.startswith("Zehntausend:"))
    assert "Anna, Ben" in line and sizes[line] >= 20
    room = drawn_room(app)
    assert room.shown == (True, True), "both trays stand"
    left, right = min(r.left for r in placed.values()), max(r.right for r in placed.values())
    assert abs((left - TRAY_RECTS[0].right) - (TRAY_RECTS[1].left - right)) <= 2
    hint_top = max(r.bottom for r in placed.values()) + 22
    assert hint_top + 26 <= KEYS_Y - KEYS_BAND // 2, "the line under the list stays clear of the keys"


def test_a_game_and_an_evening_unfinished_both_fit_above_the_games(make_app):
    from helpers import sizes_drawn

    from scenes.screens.menu import KEYS_BAND, KEYS_Y

    app = make_app()
    leave_unfinished(app, "zehntausend")
    app.routes.evening_start([Seat("Anna", "bot:easy"), Seat("Ben", "bot:easy")])
    app.routes.menu()
    menu = app.top
    labels = [b.text() for b in menu.list.buttons]
    assert labels[:2] == ["Abend fortsetzen", "Weiterspielen"], labels
    rects = menu.list.rects()
    assert rects[0].top >= 128 and max(r.bottom for r in rects) + 22 + 26 <= KEYS_Y - KEYS_BAND // 2
    sizes = dict(sizes_drawn(app))
    assert min(s for t, s in sizes.items() if t.startswith(("Zehntausend:", "0 ", "Anna"))) >= 20, sizes
    subtitle = menu.t("app.subtitle")
    if rects[0].top < 164:
        assert subtitle not in sizes, "the list grown up to the subtitle takes its place: nothing crowds"


@pytest.mark.parametrize("lang, chooser", [("de", "Welches Spiel geht weiter?"), ("en", "Which game goes on?")])
def test_continue_names_the_saved_games_and_the_chooser_has_a_heading(make_app, lang, chooser):
    app = make_app()
    app.set_language(lang)
    leave_unfinished(app, "zehntausend")
    leave_unfinished(app, "durchmarsch")
    app.routes.menu()
    menu = app.top
    seen = texts_drawn(app)
    assert chooser not in seen
    assert any("Durchmarsch" in t and "Zehntausend" in t for t in seen), "its button says what goes on"
    menu.resume()
    assert chooser in texts_drawn(app)
    press(app, pygame.K_ESCAPE)
    assert chooser not in texts_drawn(app)


def test_up_from_the_first_game_reaches_continue_and_down_comes_back(make_app):
    app = make_app()
    leave_unfinished(app, "zehntausend")
    app.routes.menu()
    menu = app.top
    menu.list.index = [b.text() for b in menu.list.buttons].index("Durchmarsch")
    press(app, pygame.K_UP)
    assert menu.list.selected.text() == "Weiterspielen"
    press(app, pygame.K_DOWN)
    assert menu.list.selected.text() == "Durchmarsch"


def test_without_anything_unfinished_the_games_come_first(make_app):
    app = make_app()
    app.routes.start()
    assert app.top.list.buttons[0].text() == "Durchmarsch"
    assert app.top.list.selected.text() == "Durchmarsch"
    assert drawn_room(app).shown == (True, True)


def drawn_room(app):
    for _ in range(3):
        app.draw()
        run_frames(app, 2)
    return app.top.room


def test_after_a_game_down_then_enter_at_once_opens_the_chosen_entry(make_app):
    app = make_app()
    app.routes.start()
    app.routes.menu_after_game()
    menu = app.top
    assert menu.list.selected.text() == "Durchmarsch", "the cursor is always shown"
    run_frames(app, int(2.6 * 120))                 # the calm, then a breath
    press(app, pygame.K_DOWN)
    assert menu.list.selected.text() == "Mensch ärgere Dich nicht"
    press(app, pygame.K_RETURN)
    assert app.top is not menu, "a choice made with the arrows is taken at once"


def enter_too_soon_after_a_game(make_app, lang):
    """The menu after a game: an Enter still hammered from the game, then one too soon after it
    (seen, not taken); (app, the menu)."""
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.menu_after_game()
    menu = app.top
    run_frames(app, int(1.9 * 120))
    press(app, pygame.K_RETURN)
    run_frames(app, int(0.3 * 120))
    press(app, pygame.K_RETURN)
    return app, menu


@pytest.mark.parametrize("lang, said", [("de", "Gesehen"), ("en", "Seen")])
def test_after_a_game_an_enter_too_soon_is_answered_on_screen(make_app, lang, said):
    app, menu = enter_too_soon_after_a_game(make_app, lang)
    assert app.top is menu and menu.list.selected.text() == "Durchmarsch"
    assert any(said in t for t in texts_drawn(app))
    run_frames(app, int(2 * 120))
    assert not any(said in t for t in texts_drawn(app))


@pytest.mark.parametrize("lang, keys", [("de", "Enter: weiter, wo ihr aufgehört habt"),
                                        ("en", "Enter: carry on where you stopped")])
def test_after_a_game_with_something_unfinished_the_cursor_stands_on_continue(make_app, lang, keys):
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    leave_unfinished(app, "zehntausend")
    app.routes.menu_after_game()
    menu = app.top
    assert menu.list.groups[menu.list.index] == "card", "the cursor is on continue"
    assert any(t.startswith(keys) for t in texts_drawn(app)), "the line under the list says what Enter does"
    press(app, pygame.K_RETURN, pygame.K_e, pygame.K_RETURN)
    assert app.top is menu, "keys still hammered from the game take nothing"
    run_frames(app, int(2.6 * 120))
    press(app, pygame.K_DOWN)
    assert menu.list.selected.text() == "Durchmarsch", "down goes to the games"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_back_from_a_game_the_cursor_stands_on_the_game_just_played(make_app, lang):
    from scenes.screens.results import ResultsScene

    app = make_app()
    app.set_language(lang)
    app.routes.start()
    for module in ("zehntausend", "wurf-und-weg", "durchmarsch"):
        info = game_by_name(module)
        app.push(ResultsScene(app, info, SEATS, [[0], [1]], [{}, {}], seed=1))
        app.routes.menu_after_game()
        menu = app.top
        run_frames(app, 2)
        assert menu.list.selected.text() == menu.t(f"app.game.{info.module}"), module
        assert any(t == menu.t(f"app.game_blurb.{info.module}") for t in texts_drawn(app)), "its line under the list"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_idle_hint_says_how_to_choose_with_key_caps_while_nothing_is_lit(make_app, monkeypatch, lang):
    """After a game nothing is lit: under the list, key caps (↑ ↓, Enter) and their words at 22 px
    or more say how to choose, clear of the tiles and of the keys' line at the foot."""
    from helpers import sizes_drawn, texts_placed

    from scenes.screens.menu import KEYS_BAND, KEYS_Y
    from scenes.ui.menu_list import HINT_LEAST
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    menu = app.top
    menu.list.index = -1
    words = [w.strip() for w in menu.t("app.menu.choose_words").split("·")]
    sizes, placed = dict(sizes_drawn(app)), dict(texts_placed(app))
    assert all(w in placed and sizes[w] >= HINT_LEAST for w in words), (words, sizes)
    lowest = max(r.bottom for r in menu.list.rects())
    for w in words:
        assert lowest < placed[w].top and placed[w].bottom < KEYS_Y - KEYS_BAND // 2
    assert menu.t("app.menu.choose_hint") not in placed, "said with key caps, not as plain words"
    import scenes.ui.menu_list as menu_list_module
    caps = []
    real = menu_list_module.draw_key_line

    def spy(surface, keys, words, center, size, *args, **kwargs):
        caps.append((keys.replace("·", " ").split(), size, center))
        return real(surface, keys, words, center, size, *args, **kwargs)

    monkeypatch.setattr(menu_list_module, "draw_key_line", spy)
    app.draw()
    assert caps and caps[0][0] == ["↑", "↓", "Enter"] and caps[0][1] >= HINT_LEAST


@pytest.mark.parametrize("lang", ["de", "en"])
def test_six_players_with_a_long_name_stand_whole_under_the_list_while_continue_is_lit(make_app, lang):
    """"Wurf & Weg: Maximilian-Alexa, Ben, Clara, David, Emma, Felix": on the button as much as
    fits at 20 px, and whole in the line under the list while "Weiterspielen" is lit."""
    race = [Seat("Maximilian-Alexa", "keyboard1"), Seat("Ben", "keyboard2")] + \
        [Seat(n, "bot:easy") for n in ("Clara", "David", "Emma", "Felix")]
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.play(game_by_name("wurf-und-weg"), race)
    run_frames(app, 120)
    throw_first(app, app.top)
    app.top.on_quit()
    app.save_writer.flush()
    app.routes.menu_after_game()
    menu = app.top
    assert menu.list.index == 0
    whole = [t for t in texts_drawn(app) if t.startswith("Wurf & Weg:") and not t.endswith("…")]
    assert whole and all(seat.name in whole[0] for seat in race), texts_drawn(app)
    size, _line = menu.list.card_text(0)
    assert size >= 20


@pytest.mark.parametrize(("lang", "keys"), [("de", "Enter: weiter, wo ihr aufgehört habt"),
                                            ("en", "Enter: carry on where you stopped")])
def test_the_line_under_the_list_says_what_enter_does_on_continue(make_app, lang, keys):
    from helpers import sizes_drawn

    from scenes.ui.text import READABLE

    app = make_app()
    app.set_language(lang)
    app.routes.start()
    leave_unfinished(app, "zehntausend")
    app.routes.menu_after_game()
    menu = app.top
    run_frames(app, int(2.6 * 120))
    press(app, pygame.K_DOWN)
    assert any("2–" in t for t in texts_drawn(app)), "a game chosen: its description under the list"
    press(app, pygame.K_UP)
    assert menu.list.groups[menu.list.index] == "card"
    sizes = dict(sizes_drawn(app))
    line = next((t for t in sizes if t.startswith(keys)), None)
    assert line is not None and sizes[line] > READABLE


LONG_NAMES = ["Maximilianeeeeee", "Wwwwwwwwwwwwwwww", "Annemariechristi", "Bartholomaeusxxy",
              "Kunigundeleonore", "Friedrichwilhelm"]


@pytest.mark.parametrize("lang, short", [("de", "Zehntausend · 6 Spieler"), ("en", "Ten Thousand · 6 players")])
def test_six_long_names_are_said_once_and_whole_never_cut(make_app, lang, short):
    """The play-tester saw "Durchmarsch: Maximilian, Ben, Clara…" on the button and the whole line
    again under the list. With six names of 16 letters the button now says the game and how many
    play, and the line under it names everyone whole (no "…"), clear of the keys at the foot."""
    from helpers import sizes_drawn

    from scenes.screens.menu import KEYS_BAND, KEYS_Y
    from scenes.ui import text

    app = make_app()
    app.set_language(lang)
    app.routes.play(game_by_name("zehntausend"), [Seat(n, "bot:easy") for n in LONG_NAMES])
    run_frames(app, 120)
    app.top.on_quit()
    app.save_writer.flush()
    app.routes.menu()
    menu = app.top
    menu.list.index = 0
    places = text.watch_places()
    try:
        sizes = dict(sizes_drawn(app))
    finally:
        text.unwatch()
    game = menu.t("app.game.zehntausend")
    short = short.replace("Zehntausend", game).replace("Ten Thousand", game)
    assert short in sizes and sizes[short] >= 20, sizes
    assert not any("…" in t for t in sizes), [t for t in sizes if "…" in t]
    said = " ".join(t for t in sizes if any(n in t for n in LONG_NAMES))
    for name in LONG_NAMES:
        assert said.count(name) == 1, (name, said)
    lowest = max(r.bottom for t, r, _s in places if any(n in t for n in LONG_NAMES))
    assert lowest <= KEYS_Y - KEYS_BAND // 2, "the names stay clear of the keys"


@pytest.mark.parametrize("start", [0.0, 1.0, 2.5])
def test_after_a_game_up_six_times_at_a_calm_beat_then_enter_is_taken(make_app, start):
    """The play-tester pressed ↑ six times, one every 0.8 s, then Enter, and the menu answered
    "Gesehen! Kurz warten…" in place of its keys: the first ↑ fell in the calm after the game.
    Choosing at a calm beat is not hammering: the Enter opens the chosen game."""
    app = make_app()
    app.routes.start()
    app.routes.menu_after_game()
    menu = app.top
    run_frames(app, int(start * 120))
    for _ in range(6):
        press(app, pygame.K_UP)
        run_frames(app, int(0.8 * 120) - 1)
    chosen = menu.list.selected.text()
    press(app, pygame.K_RETURN)
    assert app.top is not menu, f"Enter on {chosen} was refused"
    assert not menu.press_seen()


@pytest.mark.parametrize("lang, said", [("de", "Gesehen"), ("en", "Seen")])
def test_a_refused_enter_leaves_the_keys_on_screen_and_the_note_above_them(make_app, lang, said):
    from scenes.screens.menu import KEYS_BAND, KEYS_Y
    from scenes.ui import text

    app, menu = enter_too_soon_after_a_game(make_app, lang)
    assert app.top is menu
    places = text.watch_places()
    try:
        app.draw()
    finally:
        text.unwatch()
    note = [r for t, r, _s in places if said in t]
    keys = [r for t, r, _s in places if t in ("zurück", "back")]
    assert note, "the press is said to be seen"
    assert keys, "the keys' line stays"
    assert note[0].bottom <= KEYS_Y - KEYS_BAND // 2, "the note stands above the keys, not over them"


@pytest.mark.parametrize("unfinished", [False, True])
def test_the_games_emblems_are_large_and_their_medallions_never_touch(make_app, unfinished):
    """The play-tester found the games' emblems small: each now fills its tile's height (44 px
    or more on the plain menu, as high as the slimmer rows with something unfinished), and the
    round medallions of rows one above the other stay apart."""
    app = make_app()
    if unfinished:
        leave_unfinished(app, "zehntausend")
        app.routes.menu()
    else:
        app.routes.start()
    menu = app.top
    menu.list.index = -1                      # nothing lifted: rows as they stand
    lst = menu.list
    games = [i for i, g in enumerate(lst.groups) if g == "lead"]
    sides = [lst.emblem_rect(i).h for i in games]
    assert min(sides) >= (lst.height - 4 if unfinished else 44), sides
    reach = [(lst.emblem_rect(i).centery - lst.emblem_rect(i).h // 2 - 3,
              lst.emblem_rect(i).centery + lst.emblem_rect(i).h // 2 + 4) for i in games]
    for (_top, bottom), (top, _bottom) in zip(reach, reach[1:], strict=False):
        assert bottom < top, reach
