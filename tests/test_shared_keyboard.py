"""One keyboard can go round: in the games where players take turns several people share one
keyboard block and pass it; each keeps their own name and counts as a player of their own in
the ranking, the evening and the statistics. Wurf & Weg (everyone at once) never allows it.
Also the seat setup's devices: only pads that are plugged in are offered."""

from __future__ import annotations

import random

import pygame
from durchmarsch_kit import miss
from helpers import press, run_frames, settle, texts_drawn

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import GAMES, game_by_name
from game.seats import Seat
from scenes.input import InputAction

ANY = "any"


def setup_scene(make_app, game: str, config_text: str | None = None):
    from scenes.screens.menu import MenuScene
    from scenes.screens.setup import SetupScene

    app = make_app(config_text)
    app.push(MenuScene(app))
    app.routes.setup(game_by_name(game))
    setup = app.top
    assert isinstance(setup, SetupScene)
    return app, setup


def choose(setup, row: int, kind: str) -> None:
    """Step row `row` with left/right until `kind` plays it (as a player would)."""
    setup.row = row
    for _ in range(20):
        if setup.seats[row].kind == kind:
            return
        setup.handle(InputAction(ANY, "right"))
    raise AssertionError(f"{kind} is not offered on row {row}: {setup.kind_choices(row)}")


def offered(setup, row: int) -> list[str]:
    return setup.kind_choices(row)


def test_only_games_where_players_take_turns_let_people_share_a_block():
    assert {g.module for g in GAMES if g.shares_devices} == {"durchmarsch", "mensch", "zehntausend"}


def test_setup_lets_two_seats_take_keyboard_1_in_zehntausend_but_not_in_wurf_und_weg(make_app):
    app, setup = setup_scene(make_app, "zehntausend")
    choose(setup, 0, "keyboard1")
    choose(setup, 1, "keyboard1")
    assert setup.clashes() == set() and setup.sharing() == {0, 1}
    texts = texts_drawn(app)
    names = [s.name for s in setup.seats[:2]]
    assert f"abwechselnd mit {names[1]}" in texts and f"abwechselnd mit {names[0]}" in texts
    assert "vergeben" not in " ".join(texts).lower()
    names = [s.name for s in setup.seats[:2]]
    setup.row = setup.rows.index("start")
    press(app, pygame.K_RETURN)
    table = app.top
    assert getattr(table, "is_table", False), setup.message
    assert [(s.name, s.kind) for s in table.seats[:2]] == [(names[0], "keyboard1"), (names[1], "keyboard1")]

    app, setup = setup_scene(make_app, "wurf-und-weg")
    assert setup.clashes() == {0, 1}, "the last game's shared block comes back, marked"
    choose(setup, 1, "keyboard2")
    assert "keyboard1" not in offered(setup, 1), "in a race a taken block is skipped"
    setup.seats[1] = Seat(setup.seats[1].name, "keyboard1")      # (as a remembered setup may bring it)
    assert setup.clashes() == {0, 1} and setup.sharing() == set()
    setup.row = setup.rows.index("start")
    press(app, pygame.K_RETURN)
    assert app.top is setup and setup.message == "app.setup.device_twice"


def test_people_sharing_a_block_need_names_of_their_own(make_app):
    app, setup = setup_scene(make_app, "durchmarsch")
    choose(setup, 0, "keyboard1")
    choose(setup, 1, "keyboard1")
    setup.seats[1] = Seat(setup.seats[0].name + " ", "keyboard1")   # the same name, a space apart
    setup.start()
    assert app.top is setup and setup.message == "app.sharing.same_name"
    assert any("eigenen Namen" in t for t in texts_drawn(app))


def test_two_people_share_a_block_for_mensch_colours(make_app):
    app, setup = setup_scene(make_app, "mensch")
    choose(setup, 0, "keyboard1")
    choose(setup, 1, "keyboard1")         # another person on the same block, not "spielt mit"
    setup.seats[2] = Seat("Clara", "bot:easy")
    setup.seats[3] = Seat("David", "bot:easy")
    setup.start()
    table = app.top
    assert getattr(table, "is_table", False), setup.message
    assert len(table.seats) == 4 and table.colour_owners() == (0, 1, 2, 3)


def durchmarsch_shared(make_app, third="keyboard2"):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard1"), Seat("Carl", third)]
    match = dm.Match(3, dm.Rules(), ScriptedDice([miss(10, 8)] * 12), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    return app, scene


def test_a_key_of_a_shared_block_acts_for_whichever_of_its_seats_is_on_turn(make_app):
    app, scene = durchmarsch_shared(make_app)
    run_frames(app, 2)
    assert scene.prompt_text().replace("\u00a0", " ") == "Anna ist dran! E Würfeln", "named at once, in large letters"
    press(app, pygame.K_e)                       # Anna throws: a misthrow, Ben's turn
    settle(app, scene)
    assert scene.match.to_dict()["misthrows"][0][0] == 1
    assert scene.shown.current_seat == 1
    run_frames(app, 2)
    assert scene.prompt_text().replace("\u00a0", " ") == "Ben ist dran! E Würfeln"
    press(app, pygame.K_o)                       # Carl's confirm: not his turn, nothing happens
    settle(app, scene)
    assert scene.match.current_seat == 1
    press(app, pygame.K_e)                       # the same key, now for Ben
    settle(app, scene)
    data = scene.match.to_dict()
    assert data["misthrows"][1][0] == 1 and data["misthrows"][0][0] == 1
    assert scene.match.current_seat == 2
    press(app, pygame.K_e)                       # Anna's and Ben's block never plays for Carl
    settle(app, scene)
    assert scene.match.current_seat == 2 and scene.match.to_dict()["misthrows"][2][0] == 0


def test_two_people_on_one_block_are_two_players_in_ranking_evening_and_statistics(make_app):
    from scenes.screens.results import ResultsScene

    app = make_app("[zehntausend]\ntarget = 1000\n")
    app.routes.start()
    app.routes.evening_start([Seat("Anna", "keyboard1"), Seat("Ben", "keyboard1")])
    app.routes.evening_game(game_by_name("zehntausend"))
    table = app.top
    assert getattr(table, "is_table", False) and [s.kind for s in table.seats] == ["keyboard1", "keyboard1"]
    bots, rng = table.info.bots(), random.Random(3)
    for _ in range(400):                 # both people play (as the hard bot would), through the table
        settle(app, table)
        if table.match.is_over:
            break
        seat = table.match.current_seat
        table.act(seat, bots.choose(table.match, seat, "hard", rng))
    assert table.match.is_over
    for _ in range(120 * 10):
        if isinstance(app.top, ResultsScene):
            break
        app.step(1 / 120)
    results = app.top
    assert isinstance(results, ResultsScene)
    ranked = [results.seats[s].name for group in results.ranking for s in group]
    assert sorted(ranked) == ["Anna", "Ben"]
    app.routes.results_choices(results)          # the game joins the evening
    standings = {app.evening.players[s.player].name: s.games for s in app.evening.standings()}
    assert standings == {"Anna": 1, "Ben": 1}
    db, _ = app.open_stats()
    people = {(p.name, p.kind) for p in db.players()}
    assert {("Anna", "human"), ("Ben", "human")} <= people
    assert db.games_played() == 1


def test_an_evening_of_people_sharing_a_block_sends_wurf_und_weg_through_the_setup(make_app):
    from scenes.screens.setup import SetupScene

    app = make_app()
    app.routes.start()
    app.routes.evening_start([Seat("Anna", "keyboard1"), Seat("Ben", "keyboard1"), Seat("Cem", "bot:easy")])
    app.routes.evening_game(game_by_name("wurf-und-weg"))
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.evening is app.evening
    setup.start()
    assert app.top is setup and setup.message == "app.setup.device_twice"
    choose(setup, 1, "empty")                    # Ben sits this one out
    setup.start()
    assert getattr(app.top, "is_table", False)
    assert [s.name for s in app.top.seats] == ["Anna", "Cem"]


def test_an_evening_file_with_two_players_on_one_block_is_accepted(tmp_path):
    from game import evening as evenings
    from game.evening import Evening, Player

    ev = Evening([Player("Anna", "keyboard1"), Player("Ben", "keyboard1")], [10, 6], "share")
    evenings.save(tmp_path, ev)
    back, refused = evenings.load(tmp_path)
    assert refused is None and [(p.name, p.kind) for p in back.players] == [("Anna", "keyboard1"),
                                                                            ("Ben", "keyboard1")]


# -- devices that are present -----------------------------------------------------------------

class FakePad:
    def __init__(self, iid):
        self.iid = iid

    def get_instance_id(self):
        return self.iid


def test_the_setup_offers_a_gamepad_only_once_one_is_plugged_in(make_app, monkeypatch):
    app, setup = setup_scene(make_app, "zehntausend")
    for row in range(setup.count):
        if not setup.seats[row].kind.startswith("pad"):
            assert not [k for k in offered(setup, row) if k.startswith("pad")], "no pad is plugged in"
    labels = []
    setup.row = 0
    for _ in range(len(offered(setup, 0)) + 1):
        setup.handle(InputAction(ANY, "right"))
        labels.append(setup.kind_label(setup.seats[0].kind))
    assert not any(label.startswith("Gamepad") for label in labels)
    monkeypatch.setattr(pygame.joystick, "Joystick", lambda index: FakePad(400 + index))
    app.dispatch(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0))
    assert [k for k in offered(setup, 0) if k.startswith("pad")] == ["pad1"]
    choose(setup, 0, "pad1")
    assert "Gamepad 1" in texts_drawn(app)
    app.dispatch(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=400))
    assert "pad1" in offered(setup, 0), "the row keeps its pad until changed"
    assert "pad1" not in offered(setup, 1)


def test_a_configured_pad_that_is_not_plugged_in_can_be_stepped_away_from(make_app):
    config = '[seats]\nkinds = ["pad2", "keyboard1", "empty", "empty", "empty", "empty"]\n'
    app, setup = setup_scene(make_app, "zehntausend", config)
    assert setup.seats[0].kind == "pad2"
    choose(setup, 0, "keyboard2")
    assert "pad2" not in offered(setup, 0)


# -- the pause menu ---------------------------------------------------------------------------

def test_back_from_the_settings_the_pause_cursor_is_on_weiter_again(make_app):
    from scenes.screens.pause import PauseScene

    app = make_app()
    app.routes.start(game="durchmarsch", seats=[Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2")], seed=1)
    table = app.top
    press(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    press(app, pygame.K_DOWN, pygame.K_DOWN)
    assert pause.list.index == 2                 # Einstellungen
    press(app, pygame.K_RETURN)
    assert app.top is not pause
    press(app, pygame.K_ESCAPE)                  # out of the settings
    assert app.top is pause and pause.list.index == 0
    assert pause.list.selected.text() == "Weiterspielen"
    press(app, pygame.K_RETURN)                  # one press: back to the game
    assert app.top is table




def test_a_game_of_people_sharing_a_block_is_saved_and_resumes_with_both(make_app):
    from game import saves

    app = make_app()
    app.routes.start(game="zehntausend", seats=[Seat("Anna", "keyboard1"), Seat("Ben", "keyboard1")], seed=4)
    table = app.top
    press(app, pygame.K_e)                       # Anna throws
    settle(app, table)
    table.keeper.flush()
    good, refused = saves.load_all(app.data_folder)
    assert refused == [] and [(s.name, s.kind) for s in good[0].seats] == [("Anna", "keyboard1"),
                                                                          ("Ben", "keyboard1")]
    app.routes.menu()
    app.routes.resume(good[0])
    again = app.top
    assert getattr(again, "is_table", False) and app.input.seating == {"keyboard1": (0, 1)}


def test_the_players_of_an_evening_may_share_a_block(make_app):
    from game.evening import EVENING_INFO
    from scenes.screens.menu import MenuScene
    from scenes.screens.setup import SetupScene

    app = make_app()
    app.push(MenuScene(app))
    setup = SetupScene(app, EVENING_INFO)
    app.push(setup)
    choose(setup, 0, "keyboard1")
    choose(setup, 1, "keyboard1")
    setup.start()
    assert app.evening is not None, setup.message
    assert [p.kind for p in app.evening.players[:2]] == ["keyboard1", "keyboard1"]


def test_people_sharing_an_unplugged_pad_move_together_or_are_asked_for_in_turn(make_app, monkeypatch):
    from scenes.screens.menu import MenuScene
    from scenes.screens.pad_lost import PadLostScene

    monkeypatch.setattr(pygame.joystick, "Joystick", lambda index: FakePad(500 + index))
    app = make_app()
    app.push(MenuScene(app))
    app.dispatch(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0))
    seats = [Seat("Pia", "pad1"), Seat("Tom", "pad1"), Seat("Uli", "keyboard1")]
    table = app.routes.table(game_by_name("durchmarsch"), seats, 4)
    app.push(table)
    run_frames(app, 5)
    app.dispatch(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=500))
    run_frames(app, 2)
    assert isinstance(app.top, PadLostScene)
    press(app, pygame.K_RETURN)                  # the first free keyboard block takes the pad's place
    assert app.top is table
    assert [s.kind for s in table.seats] == ["keyboard2", "keyboard2", "keyboard1"]
    assert app.input.seating["keyboard2"] == (0, 1)
    # the same, but the first of them is given to a bot: the pad is asked for again for the other
    app.dispatch(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=1))
    table.reseat(0, Seat("Pia", "pad1"))
    table.reseat(1, Seat("Tom", "pad1"))
    run_frames(app, 2)
    app.dispatch(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=501))
    run_frames(app, 2)
    lost = app.top
    assert isinstance(lost, PadLostScene) and lost.seat == 0
    lost.give("bot:normal")
    run_frames(app, 2)
    again = app.top
    assert isinstance(again, PadLostScene) and again.seat == 1
    assert table.seats[0].kind == "bot:normal"


def test_in_wurf_und_weg_every_row_steps_past_a_block_another_seat_plays(make_app):
    """No row can step onto a taken block and then be refused at "Los geht's": whichever row
    steps, left or right, a block or pad another seat plays is skipped the same way."""
    app, setup = setup_scene(make_app, "wurf-und-weg")
    for row in range(setup.count):
        for action in ("right", "left"):
            setup.row = row
            for _ in range(12):
                setup.handle(InputAction(ANY, action))
                assert setup.clashes() == set(), (row, action, [s.kind for s in setup.seats[:setup.count]])
    setup.row = setup.rows.index("start")
    press(app, pygame.K_RETURN)
    assert getattr(app.top, "is_table", False) or setup.message != "app.setup.device_twice"


def test_every_shared_row_says_it_the_same_way(make_app):
    """A long name on one sharing row never makes that row say "mit Ben" while the other says
    "abwechselnd mit Clara": the wording that fits both is used on both."""
    app, setup = setup_scene(make_app, "zehntausend")
    choose(setup, 0, "keyboard1")
    choose(setup, 1, "keyboard1")
    choose(setup, 2, "keyboard1")
    setup.seats[0] = Seat("Maximiliane-Soph", "keyboard1")
    run_frames(app, 1)
    texts = texts_drawn(app)
    long_form = [t for t in texts if t.startswith("abwechselnd mit")]
    short_form = [t for t in texts if t.startswith("mit ")]
    assert not (long_form and short_form), texts
    assert len(long_form) + len(short_form) == 3, texts
