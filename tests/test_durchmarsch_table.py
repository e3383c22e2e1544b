"""The Durchmarsch table as a player meets it: keys, the tray, pen strokes, odds, heckling."""

from __future__ import annotations

import pygame
import pytest
from durchmarsch_kit import position
from helpers import press, run_frames, settle

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat


def table(make_app, throws, seats=None, first=0):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    seats = seats or [Seat("Sarah", "keyboard1"), Seat("Tim", "keyboard2")]
    match = dm.Match(len(seats), dm.Rules(), ScriptedDice(throws), first_seat=first)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    return app, scene




def test_the_active_seats_confirm_key_rolls_eight_dice_into_the_tray(make_app):
    app, scene = table(make_app, [(6, 4, 1, 1, 2, 2, 3, 3)])
    press(app, pygame.K_e)
    settle(app, scene)
    assert sorted(scene.tray.faces_at_rest().values()) == [1, 1, 2, 2, 3, 3, 4, 6]
    assert scene.views[0].crosses[0] == 1
    assert scene.match.phase == dm.DECIDE


def test_the_pair_that_makes_the_ten_lights_up(make_app):
    app, scene = table(make_app, [(6, 1, 1, 2, 2, 3, 3, 4)])
    press(app, pygame.K_e)
    settle(app, scene)
    lit = {i for i in scene.last_ids if scene.tray.die(i).highlight is not None}
    faces = sorted(scene.tray.die(i).face for i in lit)
    assert faces == [4, 6]


def test_another_seats_keys_do_not_play_for_the_active_seat(make_app):
    app, scene = table(make_app, [(6, 4, 1, 1, 2, 2, 3, 3)])
    press(app, pygame.K_o)   # Tim's confirm while it is Sarah's turn
    settle(app, scene)
    assert scene.match.phase == dm.ROLL
    assert scene.tray.faces_at_rest() == {}


def test_going_on_sets_a_die_aside_and_throws_seven(make_app):
    app, scene = table(make_app, [(6, 4, 1, 1, 2, 2, 3, 3), (5, 4, 1, 1, 2, 2, 3)])
    press(app, pygame.K_e)
    settle(app, scene)
    assert scene.choice == 1   # going on is preselected
    press(app, pygame.K_e)
    settle(app, scene)
    assert len(scene.aside_ids) == 1
    assert scene.tray.die(scene.aside_ids[0]).mode == "aside"
    assert len(scene.tray.faces_at_rest()) == 7 or len(scene.last_ids) == 7
    assert scene.views[0].crosses[0] == 2


def test_back_key_stops_and_passes_the_dice(make_app):
    app, scene = table(make_app, [(6, 4, 1, 1, 2, 2, 3, 3)])
    press(app, pygame.K_e)
    settle(app, scene)
    press(app, pygame.K_q)
    settle(app, scene)
    assert scene.match.current_seat == 1
    assert scene.current == 1


def test_a_miss_is_marked_and_stamped(make_app):
    app, scene = table(make_app, [(1, 1, 1, 1, 2, 2, 2, 2)])
    press(app, pygame.K_e)
    for _ in range(120 * 2):
        app.step(1 / 120)
        if scene.stamp:
            break
    assert scene.stamp is not None and scene.stamp.text == "Fehlwurf!"
    assert all(scene.tray.die(i).highlight == (226, 84, 70) for i in scene.last_ids)
    settle(app, scene)
    assert scene.views[0].misses[0] == 1


def test_a_key_press_during_the_throw_skips_to_rest(make_app):
    app, scene = table(make_app, [(6, 4, 1, 1, 2, 2, 3, 3)])
    press(app, pygame.K_e)
    app.step(1 / 120)
    assert scene.busy()
    press(app, pygame.K_e)   # impatient: skip
    assert not scene.beats
    assert scene.tray.faces_at_rest()


def test_odds_are_shown_before_the_decision(make_app):
    app, scene = table(make_app, [(6, 4, 1, 1, 2, 2, 3, 3)])
    press(app, pygame.K_e)
    settle(app, scene)
    hit, march = scene.match.chances()
    assert 0 < hit < 1 and 0 < march < hit
    app.draw()   # draws the odds panel without error


def test_heckling_throws_a_bubble_and_never_changes_the_game(make_app):
    app, scene = table(make_app, [(6, 4, 1, 1, 2, 2, 3, 3)])
    before = scene.match.to_dict()
    press(app, pygame.K_i)   # Tim: "go on!"
    press(app, pygame.K_k)   # Tim again, too soon: cooled down
    assert len(scene.heckles) == 1
    assert scene.heckles[0].seat == 1
    assert scene.heckles[0].text in app.texts.list("durchmarsch.table.heckle_more")
    assert scene.match.to_dict() == before


def test_sheets_on_screen_catch_up_with_the_engine(make_app):
    app, scene = table(make_app, [(6, 4, 1, 1, 2, 2, 3, 3), (1, 1, 1, 1, 2, 2, 2)])
    press(app, pygame.K_e)
    settle(app, scene)
    press(app, pygame.K_e)
    settle(app, scene)
    for seat in range(2):
        sheet = scene.match.sheet(seat)
        assert scene.views[seat].crosses == list(sheet.crosses)
        assert scene.views[seat].misses == list(sheet.misthrows)


def test_bots_play_a_whole_game_to_the_results(make_app):
    from scenes.screens.results import ResultsScene

    app = make_app()
    app.config.general.bot_speed = 8.0
    app.config.general.dice_speed = 4.0
    seats = [Seat("A", "bot:hard"), Seat("B", "bot:normal"), Seat("C", "bot:easy")]
    app.push(app.routes.table(game_by_name("durchmarsch"), seats, 21))
    for _ in range(120 * 900):
        app.step(1 / 120)
        if isinstance(app.top, ResultsScene):
            break
    assert isinstance(app.top, ResultsScene)
    winner = app.top.ranking[0][0]
    assert set(app.top.figures[winner]) >= {"crosses", "best_row", "misthrows", "struck_rows"}
    assert app.top.figures[winner]["best_row"] == 10 or len(scene_live(app.top)) == 1


def scene_live(results):
    """Seats that were not struck out of every row."""
    return [i for i, f in enumerate(results.figures) if f["struck_rows"] < 4]


def test_the_last_seat_standing_is_announced_as_the_winner(make_app):
    """Sarah strikes her last open row and is out: the table says Tim has won."""
    state = dm.Match(2, dm.Rules(), ScriptedDice([]), first_seat=0).to_dict()
    state["crosses"] = [[3, 2, 5, 1], [6, 4, 0, 0]]
    state["misthrows"] = [[1, 2, 2, 2], [0, 1, 0, 0]]
    state["dice"] = ScriptedDice([(1, 1, 1, 2, 2, 2, 3, 3)]).to_dict()
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    scene = TableScene(app, game_by_name("durchmarsch"), [Seat("Sarah", "keyboard1"), Seat("Tim", "keyboard2")], 1,
                       match=dm.Match.from_dict(state))
    app.push(scene)
    press(app, pygame.K_e)
    settle(app, scene)
    assert scene.match.is_over and scene.views[0].out
    assert scene.stamp.text == "Tim gewinnt – alle anderen sind raus!"
    assert scene.banner[0] == scene.stamp.text, "no more 'whose turn' once the game is won: who won"


def test_nothing_is_crossed_and_no_odds_move_before_the_dice_lie_still(make_app):
    """The suspense of the throw: while the dice fly, the sheet, the odds and the turn banner
    still show the moment before; the 10 is crossed and the odds move on only after."""
    from helpers import texts_with, watch_frames

    app, scene = table(make_app, [(6, 4, 1, 1, 2, 2, 3, 3)])
    before = [view.key() for view in scene.views]
    app.config.general.dice_speed = 1.0
    press(app, pygame.K_e)
    frames = watch_frames(app, scene)
    flying = [i for i, (settled, _) in enumerate(frames) if not settled]
    assert len(flying) > 10, "the dice were seen flying"
    for i in flying:
        texts = frames[i][1]
        assert any("Chance auf die 10 mit 8 Würfeln" in t for t in texts), texts
        assert not any("auf die 9" in t for t in texts), texts
        assert "Sarah ist dran: Reihe 1, braucht die 10" in texts
    assert texts_with(frames, "auf die 9")[0] > flying[-1], "the odds moved on after the dice landed"
    assert [view.key() for view in scene.views] != before
    assert scene.views[0].crosses[0] == 1


def test_a_sheet_is_not_crossed_while_the_dice_fly(make_app):
    app, scene = table(make_app, [(6, 4, 1, 1, 2, 2, 3, 3)])
    before = scene.views[0].key()
    press(app, pygame.K_e)
    for _ in range(120 * 10):
        app.step(1 / 120)
        if scene.tray.settled:
            break
        assert scene.views[0].key() == before
        assert scene.shown.phase == dm.ROLL
    settle(app, scene)
    assert scene.views[0].crosses[0] == 1 and scene.shown.phase == dm.DECIDE


def test_a_stop_is_stamped_under_its_own_seat_and_gone_before_the_next_banner(make_app):
    """'Aufgehört' belongs to Sarah: it is never drawn under 'Tim ist dran' (nor under 'Sarah ist
    dran': her turn is over, the heading tells her next one)."""
    from helpers import texts_with, watch_frames

    app, scene = table(make_app, [(6, 4, 1, 1, 2, 2, 3, 3)])
    press(app, pygame.K_e)
    settle(app, scene)
    press(app, pygame.K_q)     # Sarah's back key: stop
    frames = watch_frames(app, scene)
    stamped = texts_with(frames, "Aufgehört")
    assert stamped, "the stop was stamped"
    for i in stamped:
        assert any("Sarah, nächstes Mal" in t for t in frames[i][1])
        assert not any("ist dran" in t for t in frames[i][1])
    assert texts_with(frames, "Tim ist dran")[0] > stamped[-1]


def test_a_misthrow_stamp_never_stands_over_the_next_seats_odds(make_app):
    from helpers import texts_with, watch_frames

    app, scene = table(make_app, [(1, 1, 1, 1, 2, 2, 2, 2)])
    press(app, pygame.K_e)
    frames = watch_frames(app, scene)
    stamped = texts_with(frames, "Fehlwurf!")
    assert stamped
    for i in stamped:
        assert "Sarah, nächstes Mal: Reihe 2, braucht die 10" in frames[i][1]   # (her next turn's row)
    assert texts_with(frames, "Tim ist dran")[0] > stamped[-1]


def test_a_table_with_a_hard_bot_fills_the_race_tables_while_it_opens(make_app, monkeypatch):
    """The hard bot's tables take about a second to fill the first time: a worker fills them
    as the table opens (no frame waits for them), and the bot then decides as it always does."""
    import time

    from game.durchmarsch import bots

    monkeypatch.setattr(bots, "_TABLES", {})
    monkeypatch.setattr(bots, "_MODELS", {})
    app, scene = table(make_app, [(6, 4, 1, 1, 2, 2, 3, 3)] * 3,
                       seats=[Seat("Sarah", "keyboard1"), Seat("Bot", "bot:hard")])
    limit = time.monotonic() + 120                      # a condition, polled: any machine passes
    while time.monotonic() < limit and len(bots.race_table()) < 1000:
        time.sleep(0.05)
    assert len(bots.race_table()) >= 1000, "the worker filled the tables without being asked"
    with bots._FILLING:                                  # the worker is done
        pass
    filled = len(bots.race_table())
    match = dm.Match(2, dm.Rules(), ScriptedDice([(6, 4, 1, 1, 2, 2, 3, 3)]), first_seat=1)
    match.apply(1, match.legal_actions(1)[0])
    assert match.phase == "decide"
    bots.hard_values(match, 1)
    assert len(bots.race_table()) - filled < 100, "the first decision found its tables filled"


def test_a_game_resumed_in_the_middle_of_a_decision_shows_the_throw_to_decide_on(make_app):
    """Sarah threw 5-5-1-2-3-4-6-6, crossed her 10 and the game was saved before she chose: on
    its return the tray shows those eight dice at rest, the pair that made the 10 lit."""
    from game.dice import ScriptedDice
    from game.durchmarsch import match as dm
    from game.games import game_by_name
    from game.seats import Seat
    from scenes.tables.durchmarsch.table import TableScene

    faces = (5, 5, 1, 2, 3, 4, 6, 6)
    live = dm.Match(2, dm.Rules(), ScriptedDice([faces]), first_seat=0)
    live.apply(0, dm.Roll())
    assert live.phase == dm.DECIDE
    saved = dm.Match.from_dict(live.to_dict())
    app = make_app()
    scene = TableScene(app, game_by_name("durchmarsch"), [Seat("Sarah", "keyboard1"), Seat("Tim", "keyboard2")],
                       1, match=saved)
    app.push(scene)
    for _ in range(240):
        app.step(1 / 120)
        if not scene.busy():
            break
    app.draw()
    tray = scene.tray
    assert tray.settled and not scene.busy()
    assert [tray.die(i).face for i in scene.last_ids] == list(faces)
    assert [i for i, die in enumerate(scene.last_ids) if tray.die(die).highlight] == [0, 1]
    assert all(tray.felt.collidepoint(tray.positions()[i]) for i in scene.last_ids)


def test_what_a_miss_costs_follows_the_rule_sheet():
    from game.durchmarsch.match import after_a_miss

    assert after_a_miss([0, 0, 0, 0], 0) == ("miss", 1)
    assert after_a_miss([0, 0, 0, 0], 3) == ("miss", 0), "after the bottom row, the top"
    assert after_a_miss([1, 0, 0, 0], 0) == ("struck", 1), "the second misthrow strikes the row"
    assert after_a_miss([0, 2, 0, 0], 0) == ("miss", 2), "a struck row is skipped"
    assert after_a_miss([2, 2, 1, 2], 2) == ("out", None), "the last open row struck: out"


@pytest.mark.parametrize("lang, first, second", [
    ("de", "Falls daneben: ein Fehlwurf in Reihe 1, dein nächster Zug beginnt in Reihe 2.",
     "Falls du weitermachst und danebenwirfst: Reihe 2 wird gestrichen, dein nächster Zug beginnt in Reihe 3."),
    ("en", "If you miss: a misthrow in row 1, and your next turn starts in row 2.",
     "If you go on and miss: row 2 is struck out, and your next turn starts in row 3.")])
def test_the_lane_under_the_tray_says_what_a_miss_would_cost_while_the_table_waits(make_app, lang, first, second):
    """Between the tray and the odds Sarah reads what a miss costs her before she throws; while
    the dice roll it is gone (nothing about the throw before they rest)."""
    from helpers import texts_placed

    from game.dice import ScriptedDice
    from game.durchmarsch import match as dm
    from game.games import game_by_name
    from game.seats import Seat
    from scenes.tables.durchmarsch.table import VOICES, TableScene

    app = make_app()
    app.set_language(lang)
    match = dm.Match(2, dm.Rules(), ScriptedDice([(1, 1, 1, 1, 1, 1, 2, 2)] * 2), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), [Seat("Sarah", "keyboard1"), Seat("Tim", "keyboard2")],
                       1, match=match)
    app.push(scene)
    run_frames(app, 30)
    lane = " ".join(t for t, r in texts_placed(app) if VOICES.contains(r))
    assert lane.replace("\u00a0", " ") == first, "the stake shows in the lane (a row's number kept with its word)"
    press(app, pygame.K_e)
    assert not scene.tray.settled and scene.stake_text() is None
    assert first not in [t for t, _ in texts_placed(app)]
    # another game: Sarah decides in row 2, where she has a misthrow already
    later = position(2, [{"crosses": (0, 3, 0, 0), "misthrows": (0, 1, 0, 0), "row": 1},
                         {"crosses": (0, 0, 0, 0)}], hits=1)
    app2 = make_app()
    app2.set_language(lang)
    scene2 = TableScene(app2, game_by_name("durchmarsch"), [Seat("Sarah", "keyboard1"), Seat("Tim", "keyboard2")],
                        1, match=later)
    app2.push(scene2)
    settle(app2, scene2)
    said = " ".join(t for t, r in texts_placed(app2) if VOICES.contains(r))
    assert said.replace("\u00a0", " ") == second, "(on one line or two)"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_what_a_miss_would_cost_is_said_only_to_the_person_about_to_throw(make_app, lang):
    """"Daneben: Fehlwurf in Reihe 1" read like something that had happened, stood before
    anyone threw and stayed into the bots' turns: it is said as a condition of the coming
    throw, only while the person on turn may throw, gone while the dice fly and in a bot's
    turn."""
    from game.dice import ScriptedDice
    from game.durchmarsch import match as dm
    from game.games import game_by_name
    from game.seats import Seat
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    match = dm.Match(2, dm.Rules(), ScriptedDice([(1, 1, 1, 1, 1, 1, 2, 2)] * 6), first_seat=0)
    bot = Seat("Tim", "bot:normal")
    scene = TableScene(app, game_by_name("durchmarsch"), [Seat("Sarah", "keyboard1"), bot], 1, match=match)
    app.push(scene)
    run_frames(app, 30)
    said = scene.stake_text()
    assert said is not None and said.startswith(app.texts("durchmarsch.table.stake_throw") + ":")
    assert said.startswith(("Falls daneben:", "If you miss:"))
    press(app, pygame.K_e)
    assert scene.stake_text() is None, "gone once the dice fly"
    seen_bot_turn = False
    for _ in range(120 * 20):
        app.step(1 / 120)
        if scene.current == 1:
            seen_bot_turn = True
            assert scene.stake_text() is None, "nothing said to a bot"
    assert seen_bot_turn


@pytest.mark.parametrize("lang, heading", [("de", "Anna, nächstes Mal: Reihe 2, braucht die 6"),
                                           ("en", "Anna, next turn: row 2, needs the 6")])
def test_when_a_row_is_struck_the_heading_names_the_row_the_next_turn_plays(make_app, lang, heading):
    """"Reihe gestrichen!" stood on Anna's row 1 while the heading still said "Anna ist dran:
    Reihe 1, braucht die 5": as the stamp lands, the heading names the row her next turn
    plays (row 2, where 10 to 7 are crossed: the 6)."""
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    m = dm.Match(2, dm.Rules(), ScriptedDice([(1, 1, 1, 1, 1, 1, 1, 1)] * 3), first_seat=0)
    data = m.to_dict()
    data["crosses"][0] = [5, 4, 0, 0]
    data["misthrows"][0] = [1, 0, 0, 0]
    scene = TableScene(app, game_by_name("durchmarsch"), [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2")],
                       1, match=dm.Match.from_dict(data))
    app.push(scene)
    run_frames(app, 30)
    assert scene.banner[0] == app.texts("durchmarsch.table.turn", name="Anna", row=1, number=5)
    press(app, pygame.K_e)
    for _ in range(120 * 10):
        app.step(1 / 120)
        if scene.stamp is not None:
            break
    assert scene.stamp is not None and scene.stamp.text == app.texts("durchmarsch.table.struck")
    assert scene.banner[0] == heading
    app.draw()
    assert scene.heading_place()[3] == heading


@pytest.mark.parametrize("lang, said", [("de", "2 Würfel beiseite"), ("en", "2 dice set aside")])
def test_a_resumed_decision_says_how_many_dice_were_set_aside(make_app, lang, said):
    """Continuing a saved game in the middle of Sarah's turn dropped the set-aside dice from
    view: the save keeps how many dice she still throws, so the row under the tray says how
    many lie aside; a die set aside after that lies beside the words."""
    from helpers import texts_placed

    from scenes.tables.durchmarsch.table import ASIDE_ROW, TableScene

    for hits, words in ((1, None), (3, said)):
        app = make_app()
        app.set_language(lang)
        match = position(2, [{"crosses": (hits, 0, 0, 0)}, {"crosses": (0, 0, 0, 0)}], hits=hits)
        scene = TableScene(app, game_by_name("durchmarsch"), [Seat("Sarah", "keyboard1"), Seat("Tim", "keyboard2")],
                           1, match=match)
        app.push(scene)
        run_frames(app, 10)
        assert scene.aside_words() == words
        if words is not None:
            assert [r for t, r in texts_placed(app) if t == words and ASIDE_ROW.contains(r)]
            assert scene.aside_start() > ASIDE_ROW.x + 12 + 100
