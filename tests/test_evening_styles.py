"""Colour and shape in a Spieleabend: each player chooses theirs once in the evening's setup, no
two players alike, and keeps it in every game of the evening (also when someone sits out and the
seats shift), on the evening's table, the results and Spieler des Abends. Kept in the evening
file and in a game's save; a garbage style in either is refused with its reason, an old file
without styles still loads. The statistics list the evenings that ended."""

from __future__ import annotations

import importlib
import json
import random

import pygame
import pytest
from helpers import choose, past_the_podium, press, run_frames
from test_evening import BOTS, fast, play_to_results, shown

from game import evening as evenings
from game import saves
from game.evening import Evening, EveningRejected, Player
from game.games import game_by_name
from game.seats import STYLES, Seat, seat_styles, style_of
from scenes.input import InputAction

LOOKS = {"Anna": 3, "Ben": 0, "Cem": 5, "Dora": 1, "Emil": 2}     # nobody wears their row's look


def spy_tokens(monkeypatch, module_name: str) -> list[tuple[int, tuple[int, int]]]:
    """Every token `module_name` draws from now on: (style, centre)."""
    module = importlib.import_module(module_name)
    real = module.draw_seat_token
    calls: list[tuple[int, tuple[int, int]]] = []

    def spy(surface, style, center, radius):
        calls.append((style, (round(center[0]), round(center[1]))))
        return real(surface, style, center, radius)

    monkeypatch.setattr(module, "draw_seat_token", spy)
    return calls


def evening_of_five(app) -> Evening:
    app.routes.evening_start([Seat(name, "bot:easy", style) for name, style in LOOKS.items()])
    return app.evening


def names_beside_tokens(app, calls) -> dict[str, int]:
    """Draw a frame: each drawn name -> the style of the token drawn on its line."""
    from scenes.ui import text

    calls.clear()
    places = text.watch_places()
    try:
        app.draw()
    finally:
        text.unwatch()
    out = {}
    for t, rect, surface in places:
        if surface is app.screen and t in LOOKS:
            beside = [style for style, (_x, y) in calls if abs(y - rect.centery) <= 6]
            if beside:
                out[t] = beside[0]
    return out


# ---------------------------------------------------------------- keeping the look

def test_a_player_keeps_their_colour_when_someone_sits_out(make_app, monkeypatch):
    from scenes.screens.evening.table import EveningScene
    from scenes.screens.setup import SetupScene

    app = make_app(BOTS)
    fast(app)
    app.routes.start()
    ev = evening_of_five(app)
    assert {p.name: p.style for p in ev.players} == LOOKS
    # the evening's table: every player's row shows their own look
    evening_tokens = spy_tokens(monkeypatch, "scenes.screens.evening.look")
    assert names_beside_tokens(app, evening_tokens) == LOOKS
    # Durchmarsch seats four: Ben sits out, so everyone after him moves up a seat
    app.routes.evening_game(game_by_name("durchmarsch"))
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.evening is ev
    setup.row = 1
    press(app, pygame.K_RIGHT)                                  # Ben sits out ...
    setup.row = 4
    press(app, pygame.K_RIGHT)                                  # ... and Emil plays
    assert [s.is_empty for s in setup.seats[:5]] == [False, True, False, False, False]
    table_tokens = spy_tokens(monkeypatch, "scenes.tables.durchmarsch.table")
    setup.start()
    table = app.top
    assert table.is_table and [s.name for s in table.seats] == ["Anna", "Cem", "Dora", "Emil"]
    assert [table.style(i) for i in range(4)] == [LOOKS[s.name] for s in table.seats]
    app.draw()
    assert {style for style, _ in table_tokens} == {3, 5, 1, 2}, "the sheets show the players' own looks"
    # the results: the tokens and the story's lines in the players' looks
    result_tokens = spy_tokens(monkeypatch, "scenes.screens.results")
    chart_tokens = spy_tokens(monkeypatch, "scenes.ui.charts")
    results = play_to_results(app)
    for seat, player in enumerate(results.seats):
        assert results.who(seat) == (LOOKS[player.name], player.name)
    past_the_podium(app, results)
    run_frames(app, 400)
    app.draw()
    assert {style for style, _ in result_tokens} == {3, 5, 1, 2}
    assert {style for style, _ in chart_tokens} <= {3, 5, 1, 2}, "Ben's look is nowhere in a game he sat out"
    choose(app, results, 0, calm=0)                             # Weiter, then Weiter zum Abend
    assert isinstance(app.top, EveningScene)
    assert names_beside_tokens(app, evening_tokens) == LOOKS, "back on the evening's table, as before"
    assert [p.style for p in ev.players] == list(LOOKS.values())


def test_the_player_of_the_evening_is_crowned_in_their_own_colour(make_app, monkeypatch):
    app = make_app()
    app.routes.start()
    ev = evening_of_five(app)
    ev.record("zehntausend", [4, 0, 2], [[0], [1], [2]])          # Emil wins
    tokens = spy_tokens(monkeypatch, "scenes.ui.podium")
    app.routes.evening_end()
    end = app.top
    while not end.ready():                                       # the ceremony, up to the podium
        run_frames(app, 30)
    app.draw()
    podium = end.moment.podium
    crowned = next(s for s in podium.spots if podium.climbers[s.index].place == 1)
    assert podium.climbers[crowned.index].name == "Emil"
    assert (LOOKS["Emil"], podium.figure_at(crowned, end.moment.time)[0]) in tokens    # (jumping for joy)


def test_a_game_of_its_own_still_gives_each_seat_the_look_of_its_place(make_app):
    seats = [Seat("A", "keyboard1"), Seat("B", "bot:hard"), Seat("C", "bot:easy")]
    assert seat_styles(seats) == (0, 1, 2)
    app = make_app()
    app.routes.start()
    table = app.routes.table(game_by_name("zehntausend"), seats, 3)
    assert [table.style(i) for i in range(3)] == [0, 1, 2]


def test_a_seat_whose_place_another_seat_wears_gets_a_free_look():
    seats = [Seat("A", "keyboard1"), Seat("B", "bot:hard", 0), Seat("C", "bot:easy", 0)]
    styles = seat_styles(seats)
    assert styles[1] == 0 and len(set(styles)) == 3
    assert style_of(seats, 9) == 9 % STYLES
    assert Seat("X", "bot:easy", 7).style is None and Seat("X", "bot:easy", True).style is None


# ---------------------------------------------------------------- choosing the look

def visible_looks(setup) -> list[int]:
    return [style_of(setup.seats, i) for i in range(setup.count)]


def test_two_evening_players_never_share_a_colour(make_app):
    app = make_app()
    app.routes.start()
    app.routes.evening_setup()
    setup = app.top
    assert setup.making_evening
    assert sorted(s.style for s in setup.seats) == list(range(STYLES)), "six rows, six looks"
    assert "Hoch/runter wählen · links/rechts: wer spielt · Enter: Name, Farbe und Form" in shown(app)
    # Enter opens the row: the arrow keys change the look, Enter keeps it
    setup.row = 0
    before = visible_looks(setup)
    press(app, pygame.K_RETURN, pygame.K_RIGHT)
    assert setup.editing == 0
    assert "Namen tippen · ←/→: Farbe und Form · Enter: fertig" in shown(app)
    press(app, pygame.K_RETURN)
    assert setup.editing is None
    after = visible_looks(setup)
    assert after[0] != before[0] and after[0] not in before[1:], "the next look nobody wears"
    # whatever is pressed, the players on show never look alike, and the six rows wear all six
    rng = random.Random(7)
    for _ in range(300):
        what = rng.random()
        if what < 0.15:
            setup.row = setup.rows.index("count")
            press(app, rng.choice([pygame.K_LEFT, pygame.K_RIGHT]))
        else:
            setup.row = rng.randrange(setup.count)
            press(app, pygame.K_RETURN, *[rng.choice([pygame.K_LEFT, pygame.K_RIGHT])
                                          for _ in range(rng.randrange(1, 8))], pygame.K_RETURN)
        assert setup.editing is None
        looks = visible_looks(setup)
        assert len(set(looks)) == len(looks), looks
        assert sorted(s.style for s in setup.seats) == list(range(STYLES))
    # six players: every look is worn, so a step swaps with whoever wears the next
    setup.count = 6
    looks = visible_looks(setup)
    setup.row = 2
    press(app, pygame.K_RETURN, pygame.K_RIGHT, pygame.K_RETURN)
    swapped = visible_looks(setup)
    assert sorted(swapped) == list(range(STYLES)) and swapped[2] == (looks[2] + 1) % STYLES
    assert swapped[looks.index(swapped[2])] == looks[2]
    # the mouse: a click on the token steps on, a right click steps back
    token = setup.token_rect(3).center
    was = style_of(setup.seats, 3)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=token, button=1))
    assert style_of(setup.seats, 3) != was
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=token, button=3))
    assert style_of(setup.seats, 3) == was
    # a pad in the open row: left/right step the look, A is done
    setup.row = 4
    setup.handle_name_click(4)
    was = style_of(setup.seats, 4)
    setup.handle(InputAction("pad1", "right"))
    assert style_of(setup.seats, 4) != was and setup.editing == 4
    setup.handle(InputAction("pad1", "confirm"))
    assert setup.editing is None
    chosen = visible_looks(setup)
    press(app, *[pygame.K_DOWN] * (setup.rows.index("start") - setup.row))
    names = [s.name for s in setup.seats]
    setup.start()
    ev = app.evening
    assert ev is not None and [p.style for p in ev.players] == chosen, "the evening keeps what the rows showed"
    assert [p.name for p in ev.players] == names
    assert len({p.style for p in ev.players}) == 6


def test_the_normal_seat_setup_shows_each_seat_in_the_look_of_its_place(make_app, monkeypatch):
    app = make_app()
    app.routes.start()
    tokens = spy_tokens(monkeypatch, "scenes.screens.setup")
    app.routes.setup(game_by_name("zehntausend"))
    app.draw()
    assert [style for style, _ in tokens] == list(range(app.top.count))


# ---------------------------------------------------------------- kept in the files

def test_the_chosen_colours_survive_the_evening_file_and_a_games_save(make_app):
    app = make_app(BOTS)
    app.routes.start()
    evening_of_five(app)
    again, refused = evenings.load(app.data_folder)
    assert refused is None and [p.style for p in again.players] == list(LOOKS.values())
    app.routes.evening_game(game_by_name("wurf_und_weg"))
    table = app.top
    assert [table.style(i) for i in range(5)] == list(LOOKS.values())
    table.on_quit()
    app.save_writer.flush()
    raw = saves.save_path(app.data_folder, "wurf_und_weg").read_bytes()
    assert [s["style"] for s in json.loads(raw)["seats"]] == list(LOOKS.values())
    saved = saves.parse_bytes(raw)
    assert [s.style for s in saved.seats] == list(LOOKS.values())
    app.routes.menu()
    app.routes.resume(saved)
    assert [app.top.style(i) for i in range(5)] == list(LOOKS.values()), "Weiterspielen: the same looks"


def test_a_save_of_a_game_of_its_own_keeps_no_colours_and_reads_as_before(make_app):
    app = make_app()
    app.routes.start()
    table = app.routes.table(game_by_name("durchmarsch"), [Seat("A", "keyboard1"), Seat("B", "bot:hard")], 5)
    app.push(table)
    table.on_quit()
    app.save_writer.flush()
    raw = saves.save_path(app.data_folder, "durchmarsch").read_bytes()
    assert json.loads(raw)["seats"] == [{"name": "A", "kind": "keyboard1"}, {"name": "B", "kind": "bot:hard"}]
    assert [s.style for s in saves.parse_bytes(raw).seats] == [None, None]


def evening_save(make_app) -> bytes:
    """A real save of a game of the evening (its seats carry the players' looks)."""
    app = make_app(BOTS)
    app.routes.start()
    evening_of_five(app)
    app.routes.evening_game(game_by_name("zehntausend"))
    table = app.top
    for _ in range(30):
        app.step(1 / 120)
    table.on_quit()
    app.save_writer.flush()
    return saves.save_path(app.data_folder, "zehntausend").read_bytes()


HOSTILE_STYLES = {"a_string": '"3"', "negative": "-1", "out_of_range": "6", "huge": "10" * 14, "a_float": "2.0",
                  "true": "true", "null": "null", "a_list": "[1]", "nan": "NaN", "overflowing": "1e309",
                  "infinity": "-Infinity"}


def with_style(raw: bytes, seat: int, text: str) -> bytes:
    """The save (or evening file) with seat/player `seat`'s style written as `text`, verbatim."""
    data = json.loads(raw)
    key = "seats" if "seats" in data else "players"
    data[key][seat]["style"] = "__STYLE__"
    return json.dumps(data).replace('"__STYLE__"', text).encode()


@pytest.mark.parametrize("case", sorted(HOSTILE_STYLES))
def test_a_save_with_a_style_out_of_range_is_refused(make_app, case):
    from test_saves_hostile import assert_refused_and_next_start_works

    raw = with_style(evening_save(make_app), 1, HOSTILE_STYLES[case])
    with pytest.raises(saves.SaveRejected) as refusal:
        saves.parse_bytes(raw)
    if case not in ("nan", "overflowing", "infinity"):       # (those the JSON reader refuses first)
        assert "colour and shape" in str(refusal.value)
    assert_refused_and_next_start_works(make_app, "zehntausend", raw)


def test_a_save_whose_seats_share_a_colour_is_refused(make_app):
    from test_saves_hostile import assert_refused_and_next_start_works

    raw = evening_save(make_app)
    data = json.loads(raw)
    data["seats"][2]["style"] = data["seats"][0]["style"]
    raw = json.dumps(data).encode()
    with pytest.raises(saves.SaveRejected, match="same colour and shape"):
        saves.parse_bytes(raw)
    assert_refused_and_next_start_works(make_app, "zehntausend", raw, "same colour and shape")


def evening_file() -> bytes:
    ev = Evening([Player("Anna", "keyboard1", 4), Player("Ben", "pad1", 0), Player("Cem", "bot:hard", 2)])
    ev.record("zehntausend", [2, 0, 1], [[0], [1, 2]], [{"total": 10250}, {"total": 8000}, {"total": 7000}])
    return json.dumps(ev.to_dict()).encode()


def test_an_old_evening_file_without_styles_still_loads(make_app):
    data = json.loads(evening_file())
    for player in data["players"]:
        del player["style"]
    app = make_app()
    folder = app.data_folder
    folder.mkdir(parents=True)
    evenings.path_in(folder).write_bytes(json.dumps(data).encode())
    found, refused = evenings.load(folder)
    assert refused is None and [p.style for p in found.players] == [0, 1, 2], "each player the look of their row"
    app.routes.start()
    assert app.top.list.buttons[0].text() == "Abend fortsetzen"
    app.routes.evening_resume(app.top.evening)
    app.routes.evening_game(game_by_name("durchmarsch"))
    assert [app.top.style(i) for i in range(3)] == [0, 1, 2]


@pytest.mark.parametrize("case", sorted(HOSTILE_STYLES))
def test_an_evening_file_with_a_garbage_style_is_refused_with_its_reason(tmp_path, case):
    raw = with_style(evening_file(), 1, HOSTILE_STYLES[case])
    with pytest.raises(EveningRejected) as refusal:
        evenings.parse_bytes(raw)
    if case not in ("nan", "overflowing", "infinity"):
        assert "colour and shape" in str(refusal.value)
    evenings.path_in(tmp_path).write_bytes(raw)
    found, refused = evenings.load(tmp_path)
    assert found is None and refused.why and refused.moved_to is not None


def test_an_evening_file_whose_players_share_a_colour_is_refused(tmp_path):
    data = json.loads(evening_file())
    data["players"][2]["style"] = 4                           # Anna's
    with pytest.raises(EveningRejected, match="same colour and shape"):
        evenings.parse_bytes(json.dumps(data).encode())
    del data["players"][2]["style"]                           # Cem without one: his row's, 2 - free
    data["players"][0]["style"] = 2                           # ... but Anna wears 2
    with pytest.raises(EveningRejected, match="same colour and shape"):
        evenings.parse_bytes(json.dumps(data).encode())
    with pytest.raises(ValueError, match="same colour and shape"):
        Evening([Player("Anna", "keyboard1", 1), Player("Ben", "pad1", 1)])


# ---------------------------------------------------------------- the statistics

@pytest.mark.parametrize("lang", ["de", "en"])
def test_an_ended_evening_shows_up_in_the_statistics(make_app, lang):
    from scenes.screens.stats import PAGES, StatsScene

    app = make_app()
    app.set_language(lang)
    app.routes.start()
    ev = evening_of_five(app)
    ev.record("zehntausend", [0, 1, 2], [[2], [0], [1]])      # Cem wins
    ev.record("durchmarsch", [3, 4], [[1], [0]])              # Emil wins
    ev.record("zehntausend", [0, 2], [[1], [0]])              # Cem again
    app.routes.evening_end()
    db, _ = app.open_stats()
    from game.stats import PlayerResult
    db.record("zehntausend", {}, [PlayerResult("Cem", "bot:easy", 1, {}), PlayerResult("Anna", "bot:easy", 2, {})],
              300.0)
    scene = StatsScene(app)
    app.push(scene)
    scene.switch(PAGES.index("evenings"))
    run_frames(app, 150)
    seen = shown(app)
    evening_word = "Spieler des Abends" if lang == "de" else "Player of the night"
    line = next((t for t in seen if evening_word in t), None)
    assert line is not None and ("3 Spiele" if lang == "de" else "3 games") in line, seen
    assert scene.badge_words("bot:easy") in seen and "Cem" in seen, \
        "the Spieler des Abends, a bot: the name it had that evening, then (Bot: easy)"
    assert scene.t("stats.evenings.per_name") in seen and scene.t("stats.tabs.evenings") in seen


def test_the_evenings_page_says_when_no_evening_has_ended_yet(make_app):
    from game.stats import PlayerResult
    from scenes.screens.stats import PAGES, StatsScene

    app = make_app()
    app.routes.start()
    db, _ = app.open_stats()
    db.record("durchmarsch", {}, [PlayerResult("Anna", "keyboard1", 1, {}), PlayerResult("Ben", "bot:hard", 2, {})],
              300.0)
    scene = StatsScene(app)
    app.push(scene)
    scene.switch(PAGES.index("evenings"))
    assert any(t.startswith("Noch kein Spieleabend beendet.") for t in shown(app))
