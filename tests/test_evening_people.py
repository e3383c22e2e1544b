"""One true line about each person's evening: worked out from the evening's placings and
figures, a different story for each person where there is one, garbage figures ignored."""

from __future__ import annotations

import pytest

from game.evening import Evening, Player
from game.evening_people import FIGURE_FACTS, facts_of, person_lines


def evening(n: int = 4) -> Evening:
    kinds = ["keyboard1", "keyboard2", "keyboard3", "keyboard4", "pad1", "pad2"]
    return Evening([Player(name, kinds[i]) for i, name in enumerate(["Anna", "Ben", "Clara", "Dora", "Emil", "Fritz"][:n])])


def test_each_person_gets_a_line_that_is_true_and_the_lines_differ():
    ev = evening()
    ev.record("mensch", [0, 1, 2, 3], [[0], [1], [2], [3]],
              [{"captures": 2, "sixes": 5}, {"captures": 7, "sixes": 3}, {"captures": 1, "sixes": 9},
               {"captures": 0, "sixes": 1}])
    ev.record("zehntausend", [0, 1, 2, 3], [[0], [2], [3], [1]],
              [{"best_turn": 900}, {"best_turn": 600}, {"best_turn": 750}, {"best_turn": 2000}])
    lines = person_lines(ev)
    assert set(lines) == {0, 1, 2, 3}, "everyone has a line"
    assert lines[0] == ("streak", {"n": 2}), "Anna won both games"
    assert lines[1] == ("captures", {"n": 7}), "Ben knocked out the most figures"
    assert lines[2] == ("sixes", {"n": 9}), "Clara threw the most sixes"
    assert lines[3] == ("best_turn", {"n": 2000}), "Dora had the best Zehntausend turn"
    assert len({key for key, _v in lines.values()}) == 4, "four different stories"


def test_sixes_are_summed_over_the_evening_knock_outs_counted_per_game_and_ties_share_the_best():
    ev = evening(2)
    ev.record("mensch", [0, 1], [[0], [1]], [{"sixes": 3, "captures": 2}, {"sixes": 5, "captures": 6}])
    ev.record("mensch", [0, 1], [[1], [0]], [{"sixes": 4, "captures": 6}, {"sixes": 2, "captures": 1}])
    sixes = ev.figure_values("mensch", "sixes", "sum")
    captures = ev.figure_values("mensch", "captures", "max")
    assert sixes == {0: 7, 1: 7} and captures == {0: 6, 1: 6}, "as the evening's highlight counts them"
    figures = {key: {} for key, *_rest in FIGURE_FACTS} | {"sixes": sixes, "captures": captures}
    for player in (0, 1):
        facts = facts_of(ev, player, ev.comeback(), ev.win_runs(), figures)
        other = [1 - player]
        assert ("sixes", {"n": 7, "with": other}) in facts and ("captures", {"n": 6, "with": other}) in facts


def test_a_tied_best_is_said_as_shared_and_a_best_of_ones_own_is_preferred():
    """Ben and David both knocked out 3 and both threw 8 sixes: neither line may read as one
    person's title; Clara's own best turn is said plainly."""
    ev = evening(4)
    ev.record("mensch", [0, 1, 2, 3], [[0], [1], [2], [3]],
              [{"captures": 1, "sixes": 2}, {"captures": 3, "sixes": 8}, {"captures": 0, "sixes": 1},
               {"captures": 3, "sixes": 8}])
    ev.record("zehntausend", [0, 1, 2, 3], [[0], [1], [2], [3]],
              [{"best_turn": 500}, {"best_turn": 500}, {"best_turn": 900}, {"best_turn": 300}])
    lines = person_lines(ev)
    assert lines[2] == ("best_turn", {"n": 900})
    for player, other in ((1, 3), (3, 1)):
        key, values = lines[player]
        assert key in ("captures", "sixes") and values["with"] == [other], lines[player]
    assert lines[1][0] != lines[3][0], "two different shared stories"


def test_a_tied_best_names_who_shares_it_on_the_plate(make_app):
    from game.seats import Seat
    app = make_app()
    app.set_language("de")
    app.routes.start()
    app.routes.evening_start([Seat(name, kind) for name, kind in
                              (("Anna", "keyboard1"), ("Ben", "keyboard2"), ("David", "keyboard3"))])
    app.evening.record("mensch", [0, 1, 2], [[0], [1], [2]],
                       [{"captures": 1, "sixes": 2}, {"captures": 3, "sixes": 1}, {"captures": 3, "sixes": 1}])
    app.routes.evening_end()
    words = app.top.person_words()
    assert words[1] == "Meiste Rauswürfe: 3, wie David", words


def test_the_fallbacks_say_a_medal_place_or_the_games_played_and_never_mock_the_bottom():
    ev = evening(4)
    ev.record("durchmarsch", [0, 1, 2, 3], [[0], [1], [2], [3]], [{}, {}, {}, {}])
    lines = person_lines(ev)
    assert lines[0] == ("wins", {"n": 1, "game": "durchmarsch"})
    assert lines[1] == ("best_place", {"place": 2, "game": "durchmarsch"})
    assert lines[2] == ("best_place", {"place": 3, "game": "durchmarsch"}), "third of four: a medal's place"
    assert lines[3] == ("games", {"n": 1}), "no 'best game: place 4': the plain fact instead"
    ev.record("durchmarsch", [0, 1, 2, 3], [[0], [1], [2], [3]], [{}, {}, {}, {}])
    ev.record("durchmarsch", [0, 1, 2, 3], [[0], [1], [2], [3]], [{}, {}, {}, {}])
    assert person_lines(ev)[3] == ("games", {"n": 3})


def test_someone_who_sat_out_every_game_is_told_so():
    ev = evening(5)
    ev.record("mensch", [0, 1, 2, 3], [[0], [1], [2], [3]], [{}, {}, {}, {}])
    lines = person_lines(ev)
    assert set(lines) == {0, 1, 2, 3, 4}, "everyone has a line"
    assert lines[4] == ("sat_out", {"n": 1})
    assert lines[3] == ("games", {"n": 1})


def test_the_fastest_durchmarsch_win_counts_only_winners_and_garbage_figures_are_ignored():
    ev = evening(2)
    ev.record("durchmarsch", [0, 1], [[0], [1]], [{"turns": 12, "best_row": True}, {"turns": 3, "best_row": -4}])
    ev.games[-1].figures[1]["sixes"] = "lots"           # (a damaged figure says nothing)
    lines = person_lines(ev)
    assert lines[0] == ("fastest", {"n": 12}), "Ben's 3 turns did not win"
    assert lines[1] == ("games", {"n": 1}), "second of two is last: only the plain fact"


def test_no_game_no_lines():
    assert person_lines(evening(2)) == {}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_six_people_every_card_on_the_evenings_podium_carries_a_line(make_app, lang):
    """Six at the table, a four-seat game twice: two sit out each time; humans and bots alike,
    each person's plate on the podium says something true about their evening."""
    from game.seats import Seat
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.evening_start([Seat(name, kind) for name, kind in
                              (("Anna", "keyboard1"), ("Ben", "keyboard2"), ("Clara", "bot:normal"),
                               ("David", "bot:normal"), ("Emma", "keyboard3"), ("Felix", "pad1"))])
    app.evening.record("durchmarsch", [0, 1, 2, 3], [[2], [3], [0], [1]], [{}, {}, {"best_row": 10}, {}])
    app.evening.record("wurf_und_weg", [2, 3, 0, 1], [[2], [0], [3], [1]], [{}, {}, {}, {}])
    app.routes.evening_end()
    end = app.top
    climbers = end.make_moment().podium.climbers
    assert len(climbers) == 6
    for c in climbers:
        assert c.line.strip(), (c.name, "an empty card")
        assert "{" not in c.line, c.line
    said = {c.name: c.line for c in climbers}
    sat_out = end.t("evening.person.sat_out")
    assert said["Emma"] == said["Felix"] == sat_out, said


@pytest.mark.parametrize("lang, person, highlight", [
    ("de", "Durchmarsch in einem Zug gewonnen", "Schnellster Durchmarsch: Anna in einem Zug"),
    ("en", "Won Durchmarsch in one turn", "Fastest Durchmarsch: Anna in one turn")])
def test_a_durchmarsch_won_in_one_turn_is_said_in_the_singular(make_app, lang, person, highlight):
    """"Durchmarsch in 1 Zügen gewonnen" is wrong German: one turn is said as one."""
    from game.seats import Seat
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.evening_start([Seat(name, kind) for name, kind in (("Anna", "keyboard1"), ("Ben", "keyboard2"))])
    # (a game's best is a highlight once it was played twice)
    app.evening.record("durchmarsch", [0, 1], [[0], [1]], [{"turns": 1}, {"turns": 1}])
    app.evening.record("durchmarsch", [0, 1], [[1], [0]], [{"turns": 6}, {"turns": 6}])
    app.routes.evening_end()
    words = app.top.person_words()
    assert words[0] == person, words
    lines = app.top.evening_highlights()
    assert not any(" 1 Zügen" in line or " 1 turns" in line for line in lines + list(words.values())), lines
    assert highlight in lines or any(line.startswith(highlight) for line in lines), lines
