"""The menu's continue card says how far the saved game is, in each game's own words
("Runde 7 · Anna führt mit 3.450"), German and English; a save that cannot say it shows the
card without that line, never an error. And a game left before anyone threw is not offered
to continue (nor does it replace an older save of the same game)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from helpers import run_frames, texts_drawn, throw_first

from game import saves
from game.dice import SeededDice
from game.games import GAMES, game_by_name
from game.seats import Seat

NAMES = ["Anna", "Ben", "Clara"]


def a_menu(make_app, lang="de"):
    app = make_app()
    app.set_language(lang)
    app.routes.menu()
    return app, app.top


def said(menu, module, match) -> str:
    saved = SimpleNamespace(game=module, match=match, seats=[Seat(n, "bot:easy") for n in NAMES])
    return menu.progress_of(saved)


def zehntausend_at_round_7():
    from game.zehntausend.match import Match

    m = Match(3, dice=SeededDice(3))
    m.turns, m.totals = [6, 6, 6], [3450, 1200, 0]
    return m


def durchmarsch_at_round_5():
    from game.durchmarsch.match import Match

    m = Match(3, dice=SeededDice(3), first_seat=0)
    m._turns = [5, 5, 4]
    m._crosses[1][0] = 8
    return m


def mensch_with_two_home():
    from game.mensch.match import Match

    home = [["home", 0], ["home", 1], ["B", 2], ["B", 3]]
    return Match.arranged({3: home}, seats=3, dice=SeededDice(1))      # colour 3 is Clara's


def race_in_round_2():
    m = game_by_name("wurf_und_weg").engine().Match(3, None, SeededDice(2))
    m.round, m.pile = 2, m.pile[:9]
    return m


@pytest.mark.parametrize(("lang", "module", "build", "line"), [
    ("de", "zehntausend", zehntausend_at_round_7, "Runde 7 · Anna führt mit 3.450"),
    ("en", "zehntausend", zehntausend_at_round_7, "Round 7 · Anna leads with 3,450"),
    ("de", "durchmarsch", durchmarsch_at_round_5, "Runde 5 · Ben: 8 Kreuze"),
    ("en", "durchmarsch", durchmarsch_at_round_5, "Round 5 · Ben: 8 crosses"),
    ("de", "mensch", mensch_with_two_home, "Clara: 2 im Haus"),
    ("en", "mensch", mensch_with_two_home, "Clara: 2 pieces home"),
    ("de", "wurf_und_weg", race_in_round_2, "Runde 2 · Stapel 9"),
    ("en", "wurf_und_weg", race_in_round_2, "Round 2 · pile: 9"),
])
def test_each_game_says_how_far_it_is_in_its_own_words(make_app, lang, module, build, line):
    _app, menu = a_menu(make_app, lang)
    assert said(menu, module, build()) == line


def menu_after_a_quit_game(app, names, frames: int = 0):
    """The menu after a Zehntausend of bots with these names was played `frames` frames, thrown in
    and quit (so the menu offers it to continue)."""
    app.routes.start()
    app.routes.play(game_by_name("zehntausend"), [Seat(n, "bot:normal") for n in names])
    run_frames(app, frames)
    throw_first(app, app.top)
    app.top.on_quit()
    app.save_writer.flush()
    app.routes.menu()
    return app.top


def test_nobody_ahead_yet_is_said_too(make_app):
    from game.zehntausend.match import Match

    _app, menu = a_menu(make_app)
    assert said(menu, "zehntausend", Match(3, dice=SeededDice(3))) == "Runde 1 · noch keine Punkte"
    level = zehntausend_at_round_7()
    level.totals = [900, 900, 0]
    assert said(menu, "zehntausend", level) == "Runde 7 · gleichauf mit 900"


@pytest.mark.parametrize("garbage", [object(), None, SimpleNamespace(turns=[], totals="x", round="2", pile=None)])
def test_a_save_that_cannot_say_it_shows_no_line_and_no_error(make_app, garbage):
    _app, menu = a_menu(make_app)
    for info in GAMES:
        assert said(menu, info.module, garbage) == ""


def test_the_card_shows_the_line_under_the_players_and_the_games_keep_their_taglines(make_app):
    app = make_app()
    app.config.general.bot_speed = 8.0
    menu = menu_after_a_quit_game(app, NAMES, frames=120 * 20)
    shown = texts_drawn(app)
    line = next(t for t in shown if t.startswith("Runde "))
    assert line == menu.progress_of(menu.saved_games[0])
    assert "Zehntausend: Anna, Ben, Clara" in shown
    assert menu.list.tag_extra > 0, "the games' tiles keep their taglines"
    assert max(r.bottom for r in menu.list.rects()) <= 614


def test_a_card_whose_game_cannot_say_it_stands_without_the_line(make_app):
    app = make_app()
    menu = menu_after_a_quit_game(app, NAMES[:2])
    menu.saved_games[0].match.turns = "odd"       # old or odd data: it cannot say how far it is
    assert menu.resume_progress() == []
    shown = texts_drawn(app)
    assert "Zehntausend: Anna, Ben" in shown and not any(t.startswith("Runde ") for t in shown)


# -- a game left before anyone threw ---------------------------------------------------------

def test_every_game_counts_as_begun_only_from_its_first_throw():
    for info in GAMES:
        match = info.engine().Match(2, None, SeededDice(4)) if info.realtime else info.engine().Match(2, dice=SeededDice(4))
        assert not info.begun(match), info.module
        if info.realtime:
            t = 0.0
            while not info.begun(match) and t < 60:
                t += 0.25
                match.tick(t)
                for seat in range(2):
                    for action in match.legal_actions(seat, t)[:1]:
                        match.apply(seat, action)
        else:
            seat = match.current_seat
            match.apply(seat, match.legal_actions(seat)[0])
        assert info.begun(match), info.module


def race(app):
    app.routes.start()
    app.routes.play(game_by_name("wurf-und-weg"), [Seat("Anna", "keyboard1"), Seat("Ben", "bot:easy")])
    run_frames(app, 60)
    return app.top


def test_a_race_quit_in_its_countdown_is_not_offered_and_after_one_throw_it_is(make_app):
    app = make_app()
    table = race(app)
    table.on_quit()
    app.save_writer.flush()
    app.routes.menu()
    assert app.top.saved_games == [] and "Weiterspielen" not in texts_drawn(app)
    table = race(app)
    throw_first(app, table)
    table.on_quit()
    app.save_writer.flush()
    app.routes.menu()
    assert "Weiterspielen" in texts_drawn(app)


def test_a_game_quit_at_once_leaves_the_older_save_of_that_game_as_it_was(make_app):
    app = make_app()
    table = race(app)
    throw_first(app, table)
    table.on_quit()
    app.save_writer.flush()
    older = saves.save_path(app.data_folder, "wurf_und_weg").read_bytes()
    table = race(app)              # a new race, left in its countdown
    table.on_quit()
    app.save_writer.flush()
    assert saves.save_path(app.data_folder, "wurf_und_weg").read_bytes() == older
    app.routes.menu()
    assert [s.game for s in app.top.saved_games] == ["wurf_und_weg"]


def test_an_old_save_nobody_threw_in_is_not_offered(make_app):
    app = make_app()
    info = game_by_name("wurf_und_weg")
    saves.write(app.data_folder, info.module, [Seat("Anna", "keyboard1"), Seat("Ben", "bot:easy")], 7,
                info.engine().Match(2, None, SeededDice(7)))
    app.routes.menu()
    assert app.top.saved_games == [] and "Weiterspielen" not in texts_drawn(app)


@pytest.mark.parametrize(("lang", "short"), [("de", "vorn mit 9.950"), ("en", "top score 9,950")])
def test_a_long_name_in_the_line_gives_way_to_its_short_form_never_a_cut_one(make_app, lang, short):
    app = make_app()
    app.set_language(lang)
    menu = menu_after_a_quit_game(app, NAMES[:2])
    saved = menu.saved_games[0]
    saved.seats = [Seat("Wolfgang Wümmelm", "bot:easy"), Seat("Maximilian-Alexa", "bot:easy")]
    saved.match.totals = [9950, 0]
    shown = texts_drawn(app)
    line = next(t for t in shown if short in t)
    assert "Wolfgang" not in line and not any(t.endswith("…") for t in shown), shown
    assert menu.progress_of(saved).endswith("9.950" if lang == "de" else "9,950")


@pytest.mark.parametrize(("lang", "line", "short"), [
    ("de", "Runde 7 · Anna führt mit 3.450 · Ziel 3.000", "Runde 7 · vorn mit 3.450 · Ziel 3.000"),
    ("en", "Round 7 · Anna leads with 3,450 · target 3,000", "Round 7 · top score 3,450 · target 3,000"),
])
def test_a_short_zehntausend_says_its_target_on_the_card(make_app, lang, line, short):
    """A game to 3,000 chosen in the setup's "Spiellänge" is said as such (the card read like
    the rule sheet's 10,000); the rule sheet's own target is not repeated."""
    from game.zehntausend.match import Match
    from game.zehntausend.rules import Rules

    _app, menu = a_menu(make_app, lang)
    short_game = Match(3, Rules(target=3000), dice=SeededDice(3))
    short_game.turns, short_game.totals = [6, 6, 6], [3450, 1200, 0]
    saved = SimpleNamespace(game="zehntausend", match=short_game, seats=[Seat(n, "bot:easy") for n in NAMES])
    assert menu.progress_of(saved) == line
    assert menu.progress_of(saved, short=True) == short
    rule_sheet_game = said(menu, "zehntausend", zehntausend_at_round_7())
    assert "Ziel" not in rule_sheet_game and "target" not in rule_sheet_game
