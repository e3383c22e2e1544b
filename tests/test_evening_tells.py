"""The evening's table and its end tell the evening: the rule under the standings is the foot of
their panel (never a line floating between two panels), and the Spieler des Abends opens its
highlights with what tells something (a close finish, a comeback), each before the token of
whom it is about, without saying the same twice ("Meiste Siege: Clara (3)" beside "Clara, 3
Siege in Folge")."""

from __future__ import annotations

import pytest
from helpers import texts_placed

from game.evening import Evening, Player
from game.seats import Seat

NAMES = ("Anna", "Ben", "Clara", "Dora")


def four() -> Evening:
    return Evening([Player(n, f"keyboard{i + 1}") for i, n in enumerate(NAMES)], [10, 6, 4, 3], "share")


def test_a_close_finish_is_a_lead_one_better_placing_would_have_made_up():
    ev = four()
    ev.record("zehntausend", [0, 1, 2, 3], [[3], [1], [2], [0]])
    ev.record("durchmarsch", [0, 1, 2, 3], [[1], [0], [3], [2]])
    ev.record("mensch", [0, 1, 2, 3], [[0], [1], [2], [3]])          # Ben 22, Anna 19
    assert ev.close_finish() == {"players": [1], "others": [0], "n": 3}
    clear = four()
    for _ in range(2):
        clear.record("mensch", [0, 1, 2, 3], [[0], [1], [2], [3]])   # Anna 20, Ben 12: a clear lead
    assert clear.close_finish() is None
    once = four()
    once.record("mensch", [0, 1, 2, 3], [[0], [1], [2], [3]])
    assert once.close_finish() is None, "one game says nothing about a finish"


def ended(make_app, lang, games):
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.evening_start([Seat(n, f"keyboard{i + 1}") for i, n in enumerate(NAMES)])
    for game, ranking in games:
        app.evening.record(game, [0, 1, 2, 3], ranking)
    app.routes.evening_end()
    return app, app.top


@pytest.mark.parametrize("lang,first", [("de", "Knappes Finale: Ben nur 3 Punkte vor Anna"),
                                        ("en", "Close finish: Ben only 3 points ahead of Anna")])
def test_the_evenings_end_opens_its_highlights_with_the_close_finish_and_the_comeback(make_app, lang, first):
    app, end = ended(make_app, lang, [("zehntausend", [[3], [1], [2], [0]]), ("durchmarsch", [[1], [0], [3], [2]]),
                                      ("mensch", [[0], [1], [2], [3]])])
    lines = end.highlight_lines()
    assert lines[0] == first, lines
    assert any(("Aufholjagd" in line or "Comeback" in line) and "Anna" in line for line in lines[1:2]), lines
    assert end.highlight_players()[0] == [1], "Ben's token before the close finish"


def test_most_wins_is_not_said_again_beside_the_same_run_of_wins(make_app):
    app, end = ended(make_app, "de", [("zehntausend", [[2], [0], [1], [3]])] * 3)
    lines = end.highlight_lines()
    assert any("Clara, 3 Siege in Folge" in line for line in lines), lines
    assert not any(line.startswith("Meiste Siege") for line in lines), lines


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_rule_under_the_evening_standings_is_the_foot_of_their_panel(make_app, lang):
    from scenes.screens.evening.table import (
        COUNT,
        COUNT_AT,
        PLAYED,
        RULE_Y,
        STANDINGS_PANEL,
        EveningScene,
    )

    app = make_app()
    app.set_language(lang)
    ev = four()
    ev.record("durchmarsch", [0, 1, 2, 3], [[1], [0], [2], [3]])
    ev.record("wurf_und_weg", [0, 1, 2, 3], [[0, 1], [2], [3]])
    scene = EveningScene(app, ev)
    app.routes.start()
    app.push(scene)
    while scene.time <= COUNT_AT + COUNT + 0.1:
        app.step(1 / 60)
    places = texts_placed(app)
    rule = [r for _t, r in places if abs(r.centery - RULE_Y) <= 4 and r.right < STANDINGS_PANEL.right]
    assert rule, [t for t, _r in places]
    for name in NAMES:
        assert STANDINGS_PANEL.contains(next(r for t, r in places if t == name and r.bottom < PLAYED.y)), name
    assert all(STANDINGS_PANEL.contains(r) for r in rule), ("the rule inside the standings' panel", rule)
    assert not STANDINGS_PANEL.colliderect(PLAYED), "the games played in a panel of their own below"
    bottom = max(r.bottom for t, r in places if t in NAMES and r.bottom < PLAYED.y)
    assert all(r.top > bottom for r in rule), ("the rule at the panel's foot, under the rows", rule, bottom)


def test_the_ceremonys_standings_put_the_first_three_places_on_gold_silver_and_bronze(make_app, monkeypatch):
    from scenes.screens.evening import look
    from scenes.ui.podium import MEDAL

    medals = []
    real = look.draw_badge
    monkeypatch.setattr(look, "draw_badge", lambda s, c, r, colours: (medals.append((c, r, colours)),
                                                                      real(s, c, r, colours)))
    app, end = ended(make_app, "de", [("zehntausend", [[2], [0], [1], [3]]), ("mensch", [[2], [0], [1], [3]])])
    for _ in range(int(8 * 120)):            # until the whole standings stand (before the podium)
        app.step(1 / 120)
        if len(end.revealed("row")) == 4:
            break
    medals.clear()
    places = texts_placed(app)
    assert [colours for _c, _r, colours in medals] == [MEDAL[1], MEDAL[2], MEDAL[3]], "4th place: no medal"
    for (cx, cy), radius, _colours in medals:
        assert radius >= 18
        assert any(t.endswith(".") and abs(r.centery - cy) <= 3 and abs(r.centerx - cx) <= radius
                   for t, r in places), "the place number on its medal"
