"""The Spieleabend: players chosen once, games in any order, standings from the placings (ties
shared, a person with two Mensch colours counted once, points from config.toml), a whole evening
of bot games played through the real screens, a kill mid-evening, and the statistics."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from fractions import Fraction
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest
from helpers import BREATH, choose, press, run_frames, texts_placed

from game import evening as evenings
from game import saves
from game.evening import Evening, Player
from game.games import GAMES, game_by_name
from game.seats import Seat, colour_seating

ROOT = Path(__file__).resolve().parent.parent
BOTS = '[seats]\nnames = ["Anna", "Ben", "Clara", "David", "Emma", "Felix"]\n' \
       'kinds = ["bot:hard", "bot:normal", "bot:easy", "bot:hard", "empty", "empty"]\n'
POINTS = [10, 6, 4, 3, 2, 1]


def four(points=None, ties="share") -> Evening:
    players = [Player(n, k) for n, k in (("Anna", "keyboard1"), ("Ben", "keyboard2"), ("Clara", "bot:hard"),
                                         ("David", "pad1"))]
    return Evening(players, list(points or POINTS), ties)


def by_name(evening: Evening) -> dict[str, tuple[Fraction, int]]:
    """Name -> (points, place) as the standings say."""
    return {evening.players[s.player].name: (s.points, s.place) for s in evening.standings()}


# ---------------------------------------------------------------- the rules of the standings

def test_points_follow_the_placings_of_each_game():
    ev = four()
    ev.record("zehntausend", [0, 1, 2, 3], [[2], [0], [3], [1]])          # Clara, Anna, David, Ben
    ev.record("durchmarsch", [3, 1, 0], [[1], [2], [0]])                   # Clara sat out: Ben, Anna, David
    table = by_name(ev)
    assert table["Anna"] == (6 + 6, 2)
    assert table["Ben"] == (3 + 10, 1)
    assert table["Clara"] == (10, 3)
    assert table["David"] == (4 + 4, 4)
    standings = ev.standings()
    assert [ev.players[s.player].name for s in standings] == ["Ben", "Anna", "Clara", "David"]
    assert [s.games for s in standings] == [2, 2, 1, 2], "a player who sat out played one game fewer"
    assert [s.wins for s in standings] == [1, 0, 1, 0]


def test_two_tied_for_first_share_the_mean_of_first_and_second_and_the_next_is_third():
    ev = four()
    ev.record("zehntausend", [0, 1, 2, 3], [[0, 1], [2], [3]])
    table = by_name(ev)
    assert table["Anna"] == table["Ben"] == (Fraction(8), 1)
    assert table["Clara"][0] == 4, "after two firsts comes the third place"
    assert table["David"][0] == 3
    assert sum(p for p, _ in table.values()) == 10 + 6 + 4 + 3, "sharing never creates or loses points"


def test_three_tied_share_a_third_and_the_screens_show_one_decimal(make_app):
    from scenes.screens.evening.look import points_text

    ev = four()
    ev.record("wurf_und_weg", [0, 1, 2, 3], [[0, 1, 2], [3]])
    assert by_name(ev)["Anna"][0] == Fraction(20, 3)
    app = make_app()
    assert points_text(app.texts, Fraction(20, 3)) == "6,7"
    app.set_language("en")
    assert points_text(app.texts, Fraction(20, 3)) == "6.7"
    assert points_text(app.texts, Fraction(1250)) == "1,250"


def test_with_ties_best_every_tied_player_gets_the_better_places_points():
    ev = four(ties="best")
    ev.record("zehntausend", [0, 1, 2, 3], [[0, 1], [2, 3]])
    table = by_name(ev)
    assert table["Anna"][0] == table["Ben"][0] == 10
    assert table["Clara"][0] == table["David"][0] == 4, "two tied for third get the third place's points"


def test_equal_points_are_split_by_wins_and_else_share_the_place():
    ev = four([5, 5, 0, 0])
    ev.record("zehntausend", [0, 1, 2, 3], [[1], [0], [2], [3]])   # Ben wins, Anna 2nd: both 5 points
    table = by_name(ev)
    assert table["Ben"][1] == 1 and table["Anna"][1] == 2, "more wins breaks a tie in points"
    ev.record("zehntausend", [0, 1, 2, 3], [[0], [1], [2], [3]])   # now both have 10 points and a win
    table = by_name(ev)
    assert table["Anna"][1] == table["Ben"][1] == 1
    assert ev.leaders() == [0, 1]
    assert table["Clara"][1] == 3


def test_a_place_beyond_the_points_table_scores_nothing():
    ev = four([3, 1])
    ev.record("zehntausend", [0, 1, 2, 3], [[3], [2], [1], [0]])
    assert by_name(ev) == {"David": (3, 1), "Clara": (1, 2), "Ben": (0, 3), "Anna": (0, 3)}


def test_a_person_playing_two_mensch_colours_is_one_seat_and_counted_once():
    ev = Evening([Player("Anna", "keyboard1"), Player("Ben", "keyboard2"), Player("Cem", "bot:hard")])
    rows = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2"), Seat("Cem", "bot:hard"), Seat("Anna", "with:0")]
    seats, owners = colour_seating(rows)
    assert owners == (0, 1, 2, 0)
    ev.begin("mensch", 7, ev.seats_to_players(seats))
    ev.finish("mensch", 7, [[2], [0], [1]], [{"captures": 1}, {}, {}])
    table = by_name(ev)
    assert table["Anna"] == (6, 2), "Anna's two colours make one second place, not two places"
    assert [s.games for s in ev.standings()] == [1, 1, 1]


def test_a_finished_game_counts_once_and_only_the_evenings_current_game():
    ev = four()
    ev.begin("zehntausend", 11, [0, 1])
    assert ev.finish("zehntausend", 99, [[0], [1]], [{}, {}]) is None, "another game's results do not count"
    assert ev.finish("zehntausend", 11, [[0], [1]], [{}, {}]) is not None
    assert ev.finish("zehntausend", 11, [[0], [1]], [{}, {}]) is None, "the same game never counts twice"
    assert len(ev.games) == 1 and ev.current is None


def test_the_evening_reads_back_as_itself():
    ev = four(ties="best")
    ev.record("mensch", [0, 2], [[1], [0]], [{"captures": 3}, {"captures": 5}])
    ev.begin("durchmarsch", 123, [3, 0, 1])
    again = evenings.parse_bytes(json.dumps(ev.to_dict()).encode())
    assert again.to_dict() == ev.to_dict()
    assert by_name(again) == by_name(ev)


def test_the_highlights_name_most_wins_the_run_of_wins_and_the_best_figures():
    ev = four()
    for _ in range(2):
        ev.record("zehntausend", [0, 1, 2], [[0], [1], [2]], [{"best_turn": 800}, {"best_turn": 2450}, {}])
    ev.record("durchmarsch", [0, 1], [[1], [0]], [{"turns": 4}, {"turns": 9}])
    found = dict((key if key != "best" else f"best_{v['game']}", v) for key, v in ev.highlights())
    assert found["most_wins"] == {"players": [0], "n": 2}
    assert found["streak"] == {"players": [0], "n": 2}
    assert found["favourite"] == {"games": ["zehntausend"], "n": 2}
    assert found["best_zehntausend"]["players"] == [1] and found["best_zehntausend"]["value"] == 2450
    assert "best_durchmarsch" not in found, "a game played once has no best worth a highlight"
    found = dict((key if key != "best" else f"best_{v['game']}", v) for key, v in ev.highlights({"durchmarsch": 9}))
    assert found["best_durchmarsch"]["players"] == [1] and found["best_durchmarsch"]["value"] == 9, \
        "the fastest Durchmarsch counts only the winner's turns"
    assert found["best_durchmarsch"]["record"], "... and it is the all-time record, so it is told"
    assert not found["best_zehntausend"]["record"]


def test_the_comeback_names_who_climbed_from_the_bottom_and_only_a_real_climb():
    ev = four()
    ev.record("zehntausend", [0, 1, 2, 3], [[3], [2], [1], [0]])      # Anna last
    ev.record("mensch", [0, 1, 2, 3], [[0], [1], [2], [3]])
    ev.record("durchmarsch", [0, 1, 2, 3], [[0], [1], [2], [3]])
    comeback = dict(ev.highlights())["comeback"]
    assert comeback == {"players": [0], "low": 4, "n": 1}, "from last place to the player of the evening"
    steady = four()
    for _ in range(3):
        steady.record("mensch", [0, 1, 2, 3], [[0], [1], [2], [3]])
    assert "comeback" not in dict(steady.highlights()), "nobody climbed: no comeback"


# ---------------------------------------------------------------- the points in config.toml

def test_points_and_ties_come_from_config_and_an_evening_keeps_its_own(make_app):
    app = make_app(BOTS + '[evening]\npoints = [5, 3, 1]\nties = "best"\n')
    assert app.config.evening.points == [5, 3, 1] and not app.config.problems
    app.routes.start()
    app.routes.evening_start([Seat("Anna", "bot:hard"), Seat("Ben", "bot:easy"), Seat("Cem", "bot:easy"),
                              Seat("Dora", "bot:easy")])
    ev = app.evening
    assert ev.points == [5, 3, 1] and ev.ties == "best"
    ev.record("zehntausend", [0, 1, 2, 3], [[0, 1], [2], [3]])
    assert by_name(ev) == {"Anna": (5, 1), "Ben": (5, 1), "Cem": (1, 3), "Dora": (0, 4)}
    app.config.evening.points = [10, 6, 4, 3, 2, 1]       # changed in the settings meanwhile
    assert by_name(ev)["Anna"] == (5, 1), "an evening keeps the points it began with"
    seen = shown(app, lambda: app.routes.evening())
    changed = re.compile(r"(^|[^\d:])10([^\d:]|$)")          # the settings' 10, never a clock's 05:10
    assert {"5", "3", "1"} <= set(seen) and not any(changed.search(s) for s in seen), "its own points per place, as chips"
    assert "Geteilter Platz: beide bekommen die Punkte des besseren Platzes" in seen, "and its own tie rule"


# ---------------------------------------------------------------- through the screens

def fast(app) -> None:
    app.config.general.bot_speed = 8.0
    app.config.general.dice_speed = 4.0


def shown(app, before=None) -> list[str]:
    """Every text the next drawn frame shows (after `before()`)."""
    from scenes.ui import text

    if before is not None:
        before()
    seen = text.watch()
    try:
        app.draw()
    finally:
        text.unwatch()
    return list(seen)


def play_to_results(app, seconds: float = 900):
    """Step the app, skipping animations, until a game's results show."""
    from scenes.screens.results import ResultsScene

    for i in range(int(seconds * 120)):
        top = app.top
        if isinstance(top, ResultsScene):
            return top
        if getattr(top, "is_table", False) and top.busy():
            top.skip_animation()
        app.step(1 / 120)
        if i % 2400 == 0:
            app.draw()
    raise AssertionError(f"no results after {seconds} s: {type(app.top).__name__}")


def expected_points(results) -> dict[str, Fraction]:
    """Name -> points, worked out here from what the results screen shows (places, ties
    sharing the mean), to hold against the evening's standings."""
    out, place = {}, 1
    for group in results.ranking:
        share = Fraction(sum(POINTS[p - 1] if p <= len(POINTS) else 0 for p in range(place, place + len(group))),
                         len(group))
        for seat in group:
            out[results.seats[seat].name] = share
        place += len(group)
    return out


def row_of(places, name: str):
    return next(r for t, r in places if t == name)


def assert_table_shows(app, ev, totals: dict[str, Fraction]) -> None:
    """The evening table on screen: each player's name with their points on the same row."""
    from scenes.screens.evening.look import points_text
    from scenes.screens.evening.table import COUNT, COUNT_AT, EveningScene
    from scenes.ui import text

    assert isinstance(app.top, EveningScene)
    while app.top.time <= COUNT_AT + COUNT:                      # (the latest game's points count up)
        app.step(1 / 60)
    places = text.watch_places()
    try:
        app.draw()
    finally:
        text.unwatch()
    places = [(t, r) for t, r, surface in places if surface is app.screen]
    for name, points in totals.items():
        row = row_of(places, name)
        pts = points_text(app.texts, points)
        assert any(t == pts and abs(r.centery - row.centery) <= 4 for t, r in places), (name, pts)


def end_evening(app, table) -> None:
    """Abend beenden on the evening's table, and "Ja" to its question."""
    choose(app, table, [b.text() for b in table.list.buttons].index("Abend beenden"), calm=1.1)
    assert table.asking is not None and table.asking.index == 1, "it asks first, 'Nein' selected"
    run_frames(app, int(0.5 * 120))
    press(app, pygame.K_UP)
    run_frames(app, int(BREATH * 120))
    press(app, pygame.K_RETURN)


def test_an_evening_of_three_games_with_bots_plays_through_the_screens(make_app):
    from scenes.screens.evening.end import EveningEndScene
    from scenes.screens.evening.table import EveningScene
    from scenes.screens.menu import MenuScene
    from scenes.screens.setup import SetupScene

    app = make_app(BOTS)
    fast(app)
    app.routes.start()
    press(app, *[pygame.K_DOWN] * 4, pygame.K_RETURN)             # Spieleabend
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.making_evening
    assert "Wer spielt heute Abend mit? (2–6 Spieler)" in shown(app)
    press(app, *[pygame.K_DOWN] * setup.rows.index("start"), pygame.K_RETURN)
    table = app.top
    assert isinstance(table, EveningScene)
    ev = app.evening
    assert [p.name for p in ev.players] == ["Anna", "Ben", "Clara", "David"]
    assert evenings.exists(app.data_folder), "the evening is kept from its start"
    totals = {p.name: Fraction(0) for p in ev.players}
    winners = []
    for downs in (0, 2, 1):                                       # Durchmarsch, Zehntausend, Mensch
        first = downs == 0
        assert app.top.list.index == (0 if first else -1), \
            "the first game lit at the start; after a game nothing: the next game is the players' choice"
        choose(app, app.top, downs, calm=1.1)                     # the table's calm, then a choice
        if isinstance(app.top, SetupScene):                       # Mensch: who plays which colour
            assert app.top.evening is ev and app.top.rows[app.top.row] == "start"
            press(app, pygame.K_RETURN)
        results = play_to_results(app)
        for name, pts in expected_points(results).items():
            totals[name] += pts
        winners.append([results.seats[s].name for s in results.ranking[0]])
        assert [b.text() for b in results.list.buttons] == ["Weiter"]
        choose(app, results, 0)                                   # the results' calm, Weiter, a choice
        assert [b.text() for b in results.list.buttons] == ["Weiter zum Abend", "Revanche!"]
        assert isinstance(app.top, EveningScene)
        assert_table_shows(app, ev, totals)
    assert {p.name: by_name(ev)[p.name][0] for p in ev.players} == totals
    assert [g.game for g in ev.games] == ["durchmarsch", "zehntausend", "mensch"]
    seen = shown(app)
    assert app.top.played_cards() == [0, 1, 2], "each game played as a card"
    for game, names in zip(("Durchmarsch", "Zehntausend", "Mensch"), winners, strict=True):
        assert game in seen and names[0] in seen, (game, names, seen)   # its emblem card, its winner
    saved = evenings.load(app.data_folder)[0]
    assert saved is not None and by_name(saved) == by_name(ev), "the file holds the standings as shown"
    # Abend beenden: the player of the evening is crowned, the evening goes to the statistics
    end_evening(app, app.top)
    end = app.top
    assert isinstance(end, EveningEndScene)
    leader = ev.players[ev.leaders()[0]].name
    while not end.ready():                        # the ceremony, up to the podium
        run_frames(app, 30)
    seen = shown(app)
    assert any(s.startswith("Spieler des Abends") for s in seen)
    assert any(leader in s for s in seen)
    db, _ = app.open_stats()
    record = db.evenings()[0]
    assert record.games == 3 and record.winners == [n for n, (_, place) in by_name(ev).items() if place == 1]
    assert {s["name"]: s["points"] for s in record.standings} == {n: float(p) for n, p in totals.items()}
    assert db.games_played() == 3, "each game of the evening is in the statistics too"
    assert not evenings.exists(app.data_folder), "an ended evening is no longer offered"
    choose(app, end, 0)
    assert isinstance(app.top, MenuScene)
    assert app.top.list.buttons[0].text() != "Abend fortsetzen"


def test_a_mensch_game_of_the_evening_counts_a_player_with_two_colours_once(make_app):
    from scenes.screens.setup import SetupScene

    app = make_app(BOTS)
    fast(app)
    app.routes.start()
    app.routes.evening_start([Seat("Anna", "bot:hard"), Seat("Ben", "bot:normal"), Seat("Cem", "bot:easy")])
    app.routes.evening_game(game_by_name("mensch"))
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.colours
    labels = [setup.kind_label(s.kind) for s in setup.seats]
    assert labels[3] == "spielt mit Ben", labels     # the fourth colour: the opposite colour's player
    setup.start()
    table = app.top
    assert len(table.seats) == 3 and table.colour_owners() == (0, 1, 2, 1)
    results = play_to_results(app)
    expected = expected_points(results)
    assert sorted(expected.values()) == [4, 6, 10], "three players, three places"
    run_frames(app, 160)
    press(app, pygame.K_RETURN)
    assert {n: p for n, (p, _) in by_name(app.evening).items()} == expected
    assert [s.games for s in app.evening.standings()] == [1, 1, 1]


def test_without_an_evening_the_results_offer_revanche_and_the_menu(make_app):
    from scenes.screens.results import ResultsScene

    app = make_app()
    app.routes.start()
    results = ResultsScene(app, game_by_name("zehntausend"), [Seat("A", "keyboard1"), Seat("B", "bot:hard")],
                           [[0], [1]], [{}, {}], 1)
    results.show_choices()
    assert [b.text() for b in results.list.buttons] == ["Revanche!", "Hauptmenü"]


def test_more_players_than_seats_choose_who_sits_out_and_it_takes_turns(make_app):
    from scenes.screens.setup import SetupScene

    app = make_app()
    app.routes.start()
    names = ["Anna", "Ben", "Cem", "Dora", "Emil"]
    app.routes.evening_start([Seat(n, "bot:easy") for n in names])
    app.routes.evening_game(game_by_name("durchmarsch"))
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.evening is app.evening
    assert [s.is_empty for s in setup.seats[:5]] == [False] * 4 + [True]
    assert "setzt aus" in shown(app)
    setup.row = 0
    press(app, pygame.K_RIGHT)                              # Anna sits out too: four would be fine
    press(app, pygame.K_LEFT)                               # ... back in
    setup.row = 4
    press(app, pygame.K_RIGHT)                              # Emil plays as well: five are too many
    setup.start()
    assert app.top is setup and setup.message == "evening.setup.too_many"
    press(app, pygame.K_RIGHT)
    setup.start()
    assert app.top.is_table and [s.name for s in app.top.seats] == names[:4]
    # the game ends as a table ends it: its save written and then forgotten (left in the folder,
    # the next game of the evening would first ask about it, depending on the writer's timing)
    app.top.keeper.flush()
    saves.clear(app.data_folder, "durchmarsch")
    app.evening.finish("durchmarsch", app.evening.current.seed, [[0], [1], [2], [3]], [{}] * 4)
    app.routes.evening_game(game_by_name("durchmarsch"))
    sitting = [s.name for s in app.top.seats[:5] if s.is_empty]
    assert sitting != ["Emil"] and len(sitting) == 1, "who sat out last time plays now"


def test_the_evening_setup_refuses_two_players_of_the_same_name(make_app):
    app = make_app()
    app.routes.start()
    app.routes.evening_setup()
    setup = app.top
    setup.seats[1] = Seat("anna", setup.seats[1].kind)
    setup.seats[0] = Seat("Anna", setup.seats[0].kind)
    setup.start()
    assert app.top is setup and app.evening is None
    assert "Zwei Spieler heißen gleich – bitte einen Namen ändern." in shown(app)
    assert all(not s.is_empty for s in setup.seats), "every row of an evening is somebody"
    assert "empty" not in [s.kind for s in setup.seat_choices(0)]


def test_a_game_under_way_does_not_move_the_games_on_the_evenings_table(make_app):
    from scenes.screens.evening.table import EveningScene

    app = make_app()
    routes = app.routes
    routes.start()
    routes.evening_start([Seat("Anna", "keyboard1"), Seat("Ben", "bot:hard")])
    before = app.top
    games_before = [(b.text(), r) for b, r in zip(before.list.buttons, before.list.rects(), strict=True)][:len(GAMES)]
    routes.evening_game(game_by_name("zehntausend"))
    app.top.on_quit()
    routes.evening_resume(app.evening)
    table = app.top
    assert isinstance(table, EveningScene)
    texts = [b.text() for b in table.list.buttons]
    assert "Weiter: Zehntausend" in texts and texts.index("Weiter: Zehntausend") >= len(GAMES)
    games_now = [(b.text(), r) for b, r in zip(table.list.buttons, table.list.rects(), strict=True)][:len(GAMES)]
    assert games_now == games_before, "each game keeps its place and its key presses"
    app.draw()


def test_every_evening_route_opens_its_scene(make_app):
    from scenes.screens.evening.end import EveningEndScene
    from scenes.screens.evening.table import EveningScene
    from scenes.screens.menu import MenuScene
    from scenes.screens.setup import SetupScene

    app = make_app()
    routes = app.routes
    routes.start()
    routes.evening_setup()
    assert isinstance(app.top, SetupScene) and app.top.making_evening
    routes.back()
    routes.evening_start([Seat("Anna", "keyboard1"), Seat("Ben", "bot:hard")])
    assert isinstance(app.top, EveningScene)
    app.draw()
    routes.evening_game(game_by_name("zehntausend"))
    assert app.top.is_table and app.evening.current.game == "zehntausend"
    app.top.on_quit()                                   # as the pause's "Zum Hauptmenü" does
    routes.menu()
    assert isinstance(app.top, MenuScene) and app.evening is None
    assert app.top.list.buttons[0].text() == "Abend fortsetzen"
    saved = app.top.evening
    routes.evening_resume(saved)
    assert isinstance(app.top, EveningScene)
    assert app.top.list.buttons[len(GAMES)].text() == "Weiter: Zehntausend", "the game under way is offered"
    saved.record("zehntausend", [0, 1], [[1], [0]])
    routes.evening_end()
    assert isinstance(app.top, EveningEndScene)
    app.draw()


def test_weiterspielen_of_an_evening_game_still_counts_for_the_evening(make_app):
    app = make_app(BOTS)
    fast(app)
    app.routes.start()
    app.routes.evening_start([Seat("Anna", "bot:hard"), Seat("Ben", "bot:easy")])
    app.routes.evening_game(game_by_name("durchmarsch"))
    run_frames(app, 120)
    app.top.on_quit()
    app.save_writer.flush()
    app.routes.menu()                                   # quit to the menu mid-game
    menu = app.top
    labels = [b.text() for b in menu.list.buttons]
    assert labels[0] == "Abend fortsetzen" and "Weiterspielen" not in labels, "one card for the evening and its game"
    menu.list.index = 0
    press(app, pygame.K_RETURN)                         # Abend fortsetzen: the evening's table ...
    table = app.top
    assert table.list.buttons[table.list.index].text() == "Weiter: Durchmarsch", "... lit on its game under way"
    choose(app, table, table.list.index)
    assert app.top.is_table and app.evening is not None
    play_to_results(app)
    assert len(app.evening.games) == 1
    assert len(evenings.load(app.data_folder)[0].games) == 1


# ---------------------------------------------------------------- a kill mid-evening

KILLED = r'''
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[3])
from game import config as configmod
from game.games import GAMES, game_by_name
from game.seats import Seat
from scenes.app import Options
from scenes.input import key_name_ok
from scenes.routes import make_app

cfg = configmod.load(Path(sys.argv[1]), key_name_ok=key_name_ok)
app = make_app(cfg, Options(data_dir=Path(sys.argv[2]), frames=10 ** 7, seed=5))
app.config.general.bot_speed = 8.0
app.config.general.dice_speed = 4.0
app.routes.start()
app.routes.evening_start([Seat("Anna", "bot:hard"), Seat("Ben", "bot:easy"), Seat("Cem", "bot:normal")])
app.routes.evening_game(game_by_name("durchmarsch"))
while type(app.top).__name__ != "ResultsScene":      # the first game to its end
    if app.top.busy():
        app.top.skip_animation()
    app.step(1 / 120)
app.top.list.buttons[0].action()                      # Weiter
app.top.list.buttons[0].action()                      # on to the evening
app.routes.evening_game(game_by_name("zehntausend"))  # the second game is under way when killed
app.run()
'''


def wait_for(condition, timeout: float = 180.0, what: str = "") -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"waited {timeout:.0f} s for {what}"
        time.sleep(0.01)


def evening_on_disk(folder: Path) -> dict | None:
    try:
        return json.loads(evenings.path_in(folder).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def test_killed_mid_evening_the_evening_comes_back_with_its_standings(make_app, tmp_path):
    from game import datalock
    from scenes.screens.evening.table import EveningScene
    from scenes.screens.menu import MenuScene

    data = tmp_path / "data"
    script = tmp_path / "killed.py"
    script.write_text(KILLED, encoding="utf-8")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1",
           "XDG_DATA_HOME": str(tmp_path / "xdg")}
    proc = subprocess.Popen([sys.executable, str(script), str(tmp_path / "config.toml"), str(data), str(ROOT)],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    def second_game_under_way() -> bool:
        state = evening_on_disk(data)
        return proc.poll() is not None or bool(
            state and len(state["games"]) == 1 and state["current"] and state["current"]["game"] == "zehntausend"
            and saves.exists(data, "zehntausend"))

    try:
        wait_for(second_game_under_way, what="the evening's second game")
        assert proc.poll() is None, proc.stderr.read().decode(errors="replace")[-2000:]
    finally:
        proc.kill()
        proc.wait()
        proc.stderr.close()
    before, _ = evenings.load(data)
    assert before is not None and len(before.games) == 1
    app = make_app(data_dir=data)
    fast(app)
    menu = MenuScene(app)
    app.reset_to(menu)
    assert menu.list.buttons[0].text() == "Abend fortsetzen"
    assert menu.list.buttons[0].hint_text() == "1 Spiel gespielt · mit Anna, Ben, Cem"
    press(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, EveningScene)
    assert by_name(app.evening) == by_name(before), "the standings are as they were"
    assert_table_shows(app, app.evening, {n: p for n, (p, _) in by_name(before).items()})
    assert table.list.buttons[len(GAMES)].text() == "Weiter: Zehntausend"
    choose(app, table, len(GAMES), calm=1.1)              # the game under way goes on
    assert app.top.is_table and app.top.info.module == "zehntausend"
    assert app.top.seed == before.current.seed
    play_to_results(app)
    assert len(app.evening.games) == 2, "the resumed game counts for the evening"
    app.save_writer.flush()
    datalock.release(data)


# ---------------------------------------------------------------- the statistics

def old_statistics(folder: Path) -> None:
    """A statistics file as the version before evenings made it, with one game in it."""
    import sqlite3

    folder.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(folder / "stats.sqlite3")
    conn.executescript("""
        CREATE TABLE games (id INTEGER PRIMARY KEY, played_at TEXT NOT NULL, game TEXT NOT NULL,
                            rules TEXT NOT NULL, seed INTEGER, seconds REAL NOT NULL);
        CREATE TABLE players (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
                              seat INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL,
                              place INTEGER NOT NULL, figures TEXT NOT NULL, PRIMARY KEY (game_id, seat));
        INSERT INTO games VALUES (1, '2026-11-20T20:00:00', 'zehntausend', '{}', 3, 600.0);
        INSERT INTO players VALUES (1, 0, 'Anna', 'keyboard1', 1, '{"best_turn": 2450}');
        INSERT INTO players VALUES (1, 1, 'Ben', 'bot:hard', 2, '{"best_turn": 800}');
        PRAGMA user_version = 1;
    """)
    conn.close()


def test_an_ended_evening_joins_an_older_statistics_file_which_keeps_its_games(make_app):
    app = make_app()
    old_statistics(app.data_folder)
    app.routes.start()
    app.routes.evening_start([Seat("Anna", "keyboard1"), Seat("Ben", "bot:hard")])
    app.evening.record("zehntausend", [0, 1], [[1], [0]])
    app.routes.evening_end()
    db, why = app.open_stats()
    assert why is None
    assert db.games_played() == 1 and [w.name for w in db.wins() if w.wins] == ["Anna"], "old games kept"
    record = db.evenings()
    assert len(record) == 1 and record[0].winners == ["Ben"] and record[0].games == 1
    assert db.evenings_won() == {"Ben": 1}


def test_an_evening_the_statistics_cannot_take_is_kept_and_recorded_once_at_the_next_start(make_app, monkeypatch):
    from game.stats import Stats, StatsError
    from scenes.screens.menu import MenuScene

    app = make_app()
    app.routes.start()
    app.routes.evening_start([Seat("Anna", "keyboard1"), Seat("Ben", "bot:hard")])
    app.evening.record("zehntausend", [0, 1], [[0], [1]])

    def locked(self, entry):
        raise StatsError("stats.sqlite3 is in use by another program")

    with monkeypatch.context() as m:
        m.setattr(Stats, "record_evening", locked)
        app.routes.evening_end()
    assert any("nächsten Start nachgetragen" in app.texts(k, **p) for k, p in app.notices)
    assert evenings.exists(app.data_folder), "the evening is kept until the statistics have it"
    for _ in range(2):                                  # the next starts: recorded once, then gone
        menu = MenuScene(app)
        app.reset_to(menu)
        assert menu.evening is None, "an ended evening is not offered again"
    db, _ = app.open_stats()
    assert len(db.evenings()) == 1
    assert not evenings.exists(app.data_folder)


def test_ending_an_evening_from_the_menu_crowns_its_winner(make_app):
    from scenes.screens.evening.end import EveningEndScene
    from scenes.screens.menu import MenuScene

    app = make_app()
    app.routes.start()
    app.routes.evening_start([Seat("Anna", "keyboard1"), Seat("Ben", "bot:hard")])
    app.evening.record("zehntausend", [0, 1], [[1], [0]])
    evenings.save(app.data_folder, app.evening)
    app.routes.menu()
    menu = app.top
    assert isinstance(menu, MenuScene)
    menu.list.index = [b.text() for b in menu.list.buttons].index("Spieleabend")
    press(app, pygame.K_RETURN)
    assert [b.text() for b in menu.list.buttons] == ["Abend fortsetzen", "Abend beenden", "Neuer Abend", "Zurück"]
    press(app, pygame.K_DOWN, pygame.K_RETURN)
    assert app.top is menu and [b.text() for b in menu.list.buttons] == ["Ja, Abend beenden", "Nein, weiterspielen"]
    assert menu.list.index == 1, "it asks first, 'Nein' selected"
    press(app, pygame.K_RETURN)                               # Nein: back to the evening's choices
    assert menu.list.buttons[1].text() == "Abend beenden" and evenings.exists(app.data_folder)
    press(app, pygame.K_DOWN, pygame.K_RETURN, pygame.K_UP, pygame.K_RETURN)   # Abend beenden, Ja
    assert isinstance(app.top, EveningEndScene)
    run_frames(app, 240)                          # Ben's row, the last of the standings revealed
    assert "Ben" in shown(app)
    db, _ = app.open_stats()
    assert db.evenings()[0].winners == ["Ben"]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_evening_screens_hold_six_of_the_longest_names(make_app, lang):
    """No text off the screen, and names never under 18 px (their drawn height)."""
    from scenes.ui import text
    from scenes.ui.text import font

    long = ["WWWWWWWWWWWWWWWW", "Jürgen Größe-Übe", "MMMMMMMMMMMMMMMM", "Wolfgang Wümmelm", "ÄÖÜäöüßÄÖÜäöüßÄ",
            "Maximilian-Alexa"]
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    kinds = ["keyboard1", "keyboard2", "keyboard3", "keyboard4", "pad1", "bot:hard"]
    app.routes.evening_start([Seat(n, k) for n, k in zip(long, kinds, strict=True)])
    ev = app.evening
    for g in range(5):
        ev.record("zehntausend", list(range(6)), [[g % 6, (g + 1) % 6], *[[s] for s in range(6) if s not in
                                                                        (g % 6, (g + 1) % 6)]],
                  [{"best_turn": 1000 + 50 * s} for s in range(6)])
    ev.record("durchmarsch", [0, 1, 2, 3], [[0], [1], [2], [3]], [{"turns": 7}] * 4)
    smallest = font(18).get_height() - 2
    screen = pygame.Rect(0, 0, 1280, 720)
    for build in (app.routes.evening, app.routes.evening_end):
        build()
        run_frames(app, 200)
        while not getattr(app.top, "ready", lambda: True)():   # the evening's end: up to the podium
            run_frames(app, 30)
        places = text.watch_places()
        try:
            app.draw()
        finally:
            text.unwatch()
        places = [(t, r) for t, r, surface in places if surface is app.screen and t.strip()]
        outside = [(t, r) for t, r in places if not screen.contains(r)]
        assert outside == [], f"{type(app.top).__name__} {lang}: off the screen {outside}"
        for name in long:
            mine = [r for t, r in places if name.startswith(t) or t in name and len(t) >= 4]
            assert mine, f"{name} is not shown on {type(app.top).__name__}"
            assert all(r.h >= smallest for r in mine), (name, mine)


def test_the_settings_change_the_points_of_the_next_evening_and_keep_them_in_order(make_app):
    import tomllib

    from scenes.screens.settings.scene import SettingsScene

    app = make_app()
    app.routes.start()
    app.routes.settings()
    scene = app.top
    assert isinstance(scene, SettingsScene)
    scene.tab = [tab.id for tab in scene.tabs].index("evening")
    assert scene.tab_label(scene.current) == "Spieleabend"
    scene.on_tabs = False
    scene.index = 1                                       # place 2: 6, between 4 and 10
    press(app, *[pygame.K_RIGHT] * 6)
    assert app.config.evening.points[:2] == [10, 10], "place 2 stops at place 1's points"
    scene.index = 0
    press(app, *[pygame.K_LEFT] * 3)
    assert app.config.evening.points[0] == 10, "place 1 never scores less than place 2"
    scene.index = 6                                       # ties
    press(app, pygame.K_RIGHT)
    assert app.config.evening.ties == "best"
    seen = shown(app)
    assert "besserer Platz" in seen and "Punkte für Platz 2" in seen
    press(app, pygame.K_RETURN)                           # saves
    saved = tomllib.loads(app.config.path.read_text(encoding="utf-8"))["evening"]
    assert saved == {"points": [10, 10, 4, 3, 2, 1], "ties": "best"}
    app.routes.evening_start([Seat("Anna", "keyboard1"), Seat("Ben", "bot:hard")])
    assert app.evening.points == [10, 10, 4, 3, 2, 1] and app.evening.ties == "best"


def test_the_evening_screens_wait_for_a_calm_before_taking_a_key(make_app):
    """A key still mashed from the game must not start the next game or skip the crowning."""
    from scenes.screens.evening.end import EveningEndScene
    from scenes.screens.evening.table import EveningScene
    from scenes.screens.menu import MenuScene

    app = make_app()
    app.routes.start()
    app.routes.evening_start([Seat("Anna", "keyboard1"), Seat("Ben", "bot:hard")])
    table = app.top
    press(app, pygame.K_s, pygame.K_e)           # Anna's down and confirm, at once: nothing happens
    assert app.top is table and app.evening.current is None and table.list.index == 0, "the first game lit"
    choose(app, table, 0, calm=0)                # chosen, confirmed after a breath: the first game
    assert app.top.is_table and app.evening.current.game == "durchmarsch"
    app.evening.record("zehntausend", [0, 1], [[0], [1]])
    app.routes.evening_end()
    end = app.top
    assert isinstance(end, EveningEndScene)
    press(app, pygame.K_RETURN)
    assert app.top is end, "the crowning is seen before a key ends it"
    choose(app, end, 0)
    assert isinstance(app.top, MenuScene)
    assert not isinstance(app.top, EveningScene)


@pytest.mark.parametrize("ties", ["share", "best"])
def test_a_shared_second_place_shows_the_same_places_on_the_results_and_the_evenings_table(make_app, ties):
    """Two players sharing 2nd: 1, 2, 2, 4 on the results; on the evening's table the same places,
    the shared 2nd written once beside both names (1, 2, 4)."""
    from scenes.screens.evening.table import STANDINGS, EveningScene
    from scenes.screens.results import ResultsScene
    from scenes.ui import text

    def places_drawn(app, area: pygame.Rect | None = None) -> list[str]:
        places = text.watch_places()
        try:
            app.draw()
        finally:
            text.unwatch()
        return sorted(t for t, rect, surface in places if surface is app.screen and t in {"1.", "2.", "3.", "4."}
                      and (area is None or area.contains(rect)))

    app = make_app()
    app.routes.start()
    ev = four(ties=ties)
    ranking = [[0], [1, 2], [3]]                      # Anna won, Ben and Clara share 2nd
    ev.record("wurf_und_weg", [0, 1, 2, 3], ranking)
    assert sorted(ev.places_of(ev.games[-1]).values()) == [1, 2, 2, 4]
    seats = [Seat(p.name, "keyboard1") for p in ev.players]
    figures = [{"coasters_won": 1, "dice_sent": 2, "wrong_presses": 0, "rounds_won": 1}] * 4
    results = ResultsScene(app, game_by_name("wurf-und-weg"), seats, ranking, figures, 3)
    app.push(results)
    run_frames(app, 120 * 9)
    assert places_drawn(app) == ["1.", "2.", "2.", "4."]
    app.push(EveningScene(app, ev))
    run_frames(app, 10)
    assert places_drawn(app, STANDINGS) == ["1.", "2.", "4."], "(the standings, not the points per place)"


# ---------------------------------------------------------------- the table's look

def drawn_on_table(app, ev):
    from scenes.screens.evening.table import EveningScene
    from scenes.ui import text

    scene = EveningScene(app, ev)
    app.push(scene)
    run_frames(app, 120)                   # (the latest card has dropped in)
    places, sizes = text.watch_places(), text.watch_sizes()
    try:
        app.draw()
    finally:
        text.unwatch()
    biggest: dict[str, int] = {}
    for t, size in sizes:
        biggest[t] = max(size, biggest.get(t, 0))
    return scene, [(t, r) for t, r, surface in places if surface is app.screen], biggest


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_evenings_table_shows_the_games_as_cards_with_their_winners(make_app, lang):
    from scenes.screens.evening.table import PLAYED

    app = make_app()
    app.set_language(lang)
    app.routes.start()
    ev = four()
    games = ["durchmarsch", "mensch", "zehntausend", "wurf_und_weg", "mensch", "zehntausend", "durchmarsch"]
    for g, game in enumerate(games):
        ev.record(game, [0, 1, 2, 3], [[(g + s) % 4] for s in range(4)])
    scene, words, _sizes = drawn_on_table(app, ev)
    assert scene.played_cards() == [3, 4, 5, 6], "the latest four, the oldest first"
    cards = scene.card_rects()
    assert all(PLAYED.contains(c) for c in cards)
    assert all(a.right < b.left for a, b in zip(cards, cards[1:], strict=False)), "a row of cards, apart"
    assert any(t == app.texts.count("evening.table.played_more", 3) for t, _r in words), "the earlier ones counted"
    for index, card in zip(scene.played_cards(), cards, strict=True):
        inside = [t for t, r in words if card.contains(r)]
        played = ev.games[index]
        assert app.texts(f"app.game_short.{played.game}") in inside, (index, inside)
        assert ev.players[played.winners()[0]].name in inside, (index, inside)
        assert str(index + 1) in inside, "the game's number in the evening"


def test_the_evenings_table_has_big_standings_and_the_points_rule_on_one_line(make_app):
    """The points per place are said once, and only for the places its players can take: as
    chips while the played games leave room (the line under the standings then names the tie
    rule alone), as one line once the games' cards fill the panel."""
    from scenes.screens.evening.table import STANDINGS

    app = make_app()
    app.routes.start()
    ev = four()
    ev.record("mensch", [0, 1, 2, 3], [[0], [1], [2], [3]])
    _scene, words, sizes = drawn_on_table(app, ev)
    assert all(sizes[p.name] >= 34 for p in ev.players), sizes
    said = [t for t, _r in words]
    assert not [t for t in said if "10 · 6" in t], "the chips already say the points: no second list"
    assert [t for t in said if t == "Geteilter Platz: beide bekommen den Mittelwert der Punkte"], \
        "the tie rule in plain words, not 'gemittelt'"
    assert {"10", "6", "4", "3"} <= set(said) and "2" not in said, "a chip for each of the four places, no more"
    for _ in range(6):
        ev.record("mensch", [0, 1, 2, 3], [[0], [1], [2], [3]])
    _scene, words, sizes = drawn_on_table(app, ev)
    rule = [(t, r) for t, r in words if "10 · 6 · 4 · 3" in t]
    assert len(rule) == 1 and rule[0][1].w <= STANDINGS.w and rule[0][1].h >= 20, rule
    assert "· 2" not in rule[0][0], "four players take four places"
    assert sizes[rule[0][0]] >= 20


def test_the_latest_games_card_drops_in_and_stands_before_the_table_takes_a_press(make_app):
    from scenes.screens.evening.table import INPUT_CALM, EveningScene

    app = make_app()
    app.routes.start()
    ev = four()
    ev.record("mensch", [0, 1, 2, 3], [[0], [1], [2], [3]])
    scene = EveningScene(app, ev)
    drops = []
    while scene.time < INPUT_CALM:
        drops.append(scene.latest_card_drop())
        scene.update(1 / 60)
    assert min(drops) < -30, "it comes from above"
    assert drops[-1] == 0 and scene.latest_card_drop() == 0, "and has landed when the table takes a press"


def test_after_a_game_its_points_count_up_on_the_table_once_its_card_has_landed(make_app):
    """Back from a game's results the table counts the points that game brought up in the
    standings ("+10" beside them), starting only once the game's card has landed; opened anew
    (from the menu) it simply shows them."""
    from scenes.screens.evening.table import (
        CARD_DELAY,
        CARD_DROP,
        COUNT,
        COUNT_AT,
        GAIN_STAYS,
        EveningScene,
    )

    app = make_app()
    app.routes.start()
    ev = four()
    ev.record("mensch", [0, 1, 2, 3], [[0], [1], [2], [3]])
    app.evening = ev
    results = SimpleNamespace(demo_index=None, info=game_by_name("mensch"), seed=-1, ranking=[], figures={})
    choices = dict(app.routes.results_choices(results))
    choices["evening.results.to_evening"]()                # "Zum Spieleabend" on the results
    scene = app.top
    assert isinstance(scene, EveningScene) and scene.gained, "the game's points are to count up"
    assert COUNT_AT >= CARD_DELAY + CARD_DROP
    seen = []
    while scene.time <= COUNT_AT + COUNT + 0.1:
        seen.append(scene.counting().get(0))
        assert not scene.is_still(), "a counting table keeps being drawn"
        scene.update(1 / 60)
    assert seen[0] == (Fraction(0), Fraction(10)), "before the card has landed: the points before the game"
    shown = [points for points, _gain in seen]
    assert shown == sorted(shown) and len(set(shown)) >= 5, "counting up in steps"
    assert shown[-1] == Fraction(10), "ending on the standings' points"
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)                                    # (draws, "+10" and all)
    while scene.time <= COUNT_AT + COUNT + GAIN_STAYS + 0.1:
        scene.update(1 / 60)
    assert scene.counting() == {} and scene.is_still()
    app.routes.evening()                                   # opened anew: nothing counts
    assert isinstance(app.top, EveningScene) and app.top.counting() == {} and not app.top.gained
    app.routes.leave_results(results)                      # Esc on the results counts too
    assert app.top.gained


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_points_a_game_brought_stand_apart_from_points_with_a_fraction(make_app, lang):
    """Three shared the first game's first place (6,7 points each); Anna wins the second: while
    her "+10" stands beside the points counting up, it never runs into "16,7" or into a name
    ("+1016,7" read as one number)."""
    from scenes.screens.evening.table import COUNT, COUNT_AT, EveningScene

    app = make_app()
    app.set_language(lang)
    app.routes.start()
    ev = four()
    ev.record("mensch", [0, 1, 2, 3], [[0, 1, 2], [3]])
    ev.record("mensch", [0, 1, 2, 3], [[0], [1], [2], [3]])
    app.evening = ev
    results = SimpleNamespace(demo_index=None, info=game_by_name("mensch"), seed=-1, ranking=[], figures={})
    dict(app.routes.results_choices(results))["evening.results.to_evening"]()
    scene = app.top
    assert isinstance(scene, EveningScene)
    while scene.time <= COUNT_AT + COUNT + 0.3:
        scene.update(1 / 60)
    assert scene.counting()[0][1] == Fraction(10), "the +10 still stands"
    placed = texts_placed(app)
    gains = [r for t, r in placed if t == "+10"]
    assert gains, [t for t, _r in placed]
    for gain in gains:
        others = [(t, r) for t, r in placed if t != "+10" and r.colliderect(gain)]
        assert not others, f"the +10 runs into {others}"


def test_the_streak_the_ceremony_celebrates_is_the_one_the_statistics_show(make_app):
    """A bot wins three games of the evening in a row: the Spieler des Abends says so, and
    Statistik -> Übersicht shows the same run of three (bots count in both)."""
    from game.stats import PlayerResult, places
    from scenes.screens.evening.end import EveningEndScene
    from scenes.screens.stats import StatsScene

    app = make_app()
    app.routes.start()
    app.routes.evening_start([Seat("Anna", "keyboard1"), Seat("Clara", "bot:normal")])
    db, _ = app.open_stats()
    for ranking in ([[1], [0]], [[1], [0]], [[1], [0]], [[0], [1]]):   # Clara three in a row, then Anna
        app.evening.record("zehntausend", [0, 1], ranking)
        seat_places = places(ranking, 2)                               # as a finished table records it
        db.record("zehntausend", {}, [PlayerResult(s.name, s.kind, seat_places[i], {}, i)
                                      for i, s in enumerate(app.evening.players)], 60.0)
    evenings.save(app.data_folder, app.evening)
    app.routes.evening_end()                                           # Abend beenden
    assert isinstance(app.top, EveningEndScene)
    said = []
    for _ in range(40):
        said += shown(app)
        run_frames(app, 30)
    assert "Längste Siegesserie: Clara, 3 Siege in Folge" in said
    app.routes.stats()
    assert isinstance(app.top, StatsScene)
    seen = shown(app)
    assert "Noch keine Serie: Hier stehen dann die Siege in Folge." not in seen
    streaks = {(s.name, s.kind): (s.current, s.best) for s in app.open_stats()[0].streaks()}
    assert streaks[("Clara", "bot:normal")] == (0, 3), "the same run of three the ceremony named"
    assert "Clara" in seen and "3" in seen, "the statistics name the bot as the ceremony did"


@pytest.mark.parametrize("games", [0, 1, 2, 4])
def test_early_in_an_evening_the_played_panel_shows_big_cards_and_the_points_per_place(make_app, games):
    """One to three games stand as big cards; the room they leave (early in an evening) shows
    the points each place brings and how the evening ends, never over a card."""
    from scenes.screens.evening.table import PLAYED, EveningScene

    app = make_app()
    app.routes.start()
    ev = four()
    for g in range(games):
        ev.record("mensch", [0, 1, 2, 3], [[g % 4], [(g + 1) % 4], [(g + 2) % 4], [(g + 3) % 4]])
    scene = EveningScene(app, ev)
    cards, ladder = scene.card_rects(), scene.ladder_rect()
    if games < 4:
        assert all(card.w >= 200 for card in cards), "few games: big cards"
    else:
        assert all(card.w < 200 for card in cards)
    if games <= 1:
        assert ladder is not None and PLAYED.contains(ladder)
        assert not any(card.colliderect(ladder) for card in cards)
    if games >= 2:
        assert ladder is None, "the cards need the room"
    scene.draw(pygame.Surface((1280, 720)))
