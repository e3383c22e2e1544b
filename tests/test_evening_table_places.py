"""The evening table's place column as a player reads it: someone who has not played yet
stands unranked ("–", "noch nicht gespielt") instead of "5." with 0, and a shared place is
written once ("1." beside both names, joined), never "1., 1." as if it were a bug."""

from __future__ import annotations

import pytest
from helpers import texts_placed

from game.evening import Evening, Player

POINTS = [10, 6, 4, 3, 2, 1]
NAMES = ("Anna", "Ben", "Clara", "David", "Emma", "Felix")


def evening_of_six() -> Evening:
    players = [Player(n, "bot:easy") for n in NAMES]
    return Evening(players, list(POINTS), "share")


def table_on(app, ev):
    from scenes.screens.evening.table import COUNT, COUNT_AT, EveningScene

    scene = EveningScene(app, ev)
    app.routes.start()
    app.push(scene)
    while scene.time <= COUNT_AT + COUNT + 0.1:
        app.step(1 / 60)
    return texts_placed(app)


def on_row(places, name):
    row = next(r for t, r in places if t == name)
    return [t for t, r in places if abs(r.centery - row.centery) <= 6 and r.x < 760]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_players_who_have_not_played_stand_unranked_without_points(make_app, lang):
    app = make_app()
    app.set_language(lang)
    ev = evening_of_six()
    ev.record("durchmarsch", [0, 1, 2, 3], [[1], [0], [2], [3]])    # Emma and Felix sat out
    places = table_on(app, ev)
    not_played = app.texts("evening.table.not_played")
    for name in ("Emma", "Felix"):
        row = on_row(places, name)
        assert "–" in row and not_played in row, f"{name} is not ranked: {row}"
        assert "5." not in row and "0" not in row, f"{name} has no place nor points yet: {row}"
    assert "1." in on_row(places, "Ben") and "10" in on_row(places, "Ben")
    assert not_played not in on_row(places, "David"), "a player who played keeps a place"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_shared_first_place_is_written_once(make_app, lang):
    app = make_app()
    app.set_language(lang)
    ev = evening_of_six()
    ev.record("wurf_und_weg", [0, 1, 2, 3, 4, 5], [[0, 1], [2], [3], [4], [5]])   # Anna and Ben tie
    places = table_on(app, ev)
    from scenes.screens.evening.table import STANDINGS

    in_standings = [t for t, r in places if STANDINGS.contains(r)]
    assert in_standings.count("1.") == 1, "the shared place stands once"
    assert "1." in on_row(places, "Anna") or "1." in on_row(places, "Ben")
    assert "3." in on_row(places, "Clara"), "the next player is third, as before"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("games,ties", [(1, "share"), (2, "share"), (3, "share"), (2, "best")])
def test_the_table_says_each_game_pays_by_place_and_sitting_out_pays_nothing(make_app, lang, games, ties):
    """Six people, a four-seat game: two sit out each time. Felix with one game can stand over
    David with two; the table shows how many games each played, and one whole line under the
    standings says that points come per game by place, and that sitting out brings none."""
    from scenes.screens.evening.table import STANDINGS

    app = make_app()
    app.set_language(lang)
    ev = Evening([Player(n, "bot:easy") for n in NAMES], list(POINTS), ties)
    ev.record("durchmarsch", [0, 1, 2, 3], [[0], [1], [2], [3]])      # Emma and Felix sat out
    if games > 1:
        ev.record("wurf_und_weg", [5, 3, 4, 2], [[0], [1], [2], [3]])  # Anna and Ben sat out
    if games > 2:
        ev.record("zehntausend", [0, 1, 4, 5], [[1], [0], [2], [3]])
    places = table_on(app, ev)
    for s in ev.standings():
        row = on_row(places, NAMES[s.player])
        if s.games:
            assert str(s.games) in row[-1:], (NAMES[s.player], "games played shown", row)
    key = "evening.table.points_rule_sat" if games > 1 else "evening.table.ties_rule_sat"
    rule = [(t, r) for t, r in places if t.startswith(app.texts(key).split("{")[0][:8]) and r.y > 440]
    assert rule, [t for t, _r in places]
    said, rect = rule[0]
    assert "0" in said, said
    if games > 1:
        assert ("Spiel" if lang == "de" else "game") in said and "10 · 6 · 4" in said, said
    assert STANDINGS.left - 2 <= rect.left and rect.right <= STANDINGS.right + 2, (said, rect, "the whole line")
    assert app.screen.get_rect().contains(rect)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_chosen_games_name_stays_clear_of_its_emblem(make_app, lang):
    """"Mensch ärgere Dich nicht", chosen (bold), ran into the emblem at its button's left."""
    app = make_app()
    app.set_language(lang)
    ev = evening_of_six()
    table_on(app, ev)
    scene = app.top
    for index in range(len(scene.motifs)):
        if scene.motifs[index] is None:
            continue
        scene.list.index = index
        label = scene.list.buttons[index].text()
        rect = scene.list.rects()[index]
        emblem_right = rect.x + 24 + (rect.h - 14) // 2
        drawn = [r for t, r in texts_placed(app) if t == label]
        assert drawn and drawn[0].left >= emblem_right + 4, (label, drawn, emblem_right)
