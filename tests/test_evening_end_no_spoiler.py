"""The evening's podium keeps its secret: before the player of the night rises nothing on screen
names them or says what only they did (their wins under the title, their plate); once they have
risen, no two lines say the same (the title's wins, their plate's story)."""

from __future__ import annotations

import pytest

from game.seats import Seat
from scenes.ui import text

SEATS = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2"), Seat("Clara", "bot:normal"), Seat("David", "bot:easy")]


CLARA_WINS_BOTH = (
    ("durchmarsch", [[2], [0], [1], [3]], [{}, {}, {}, {}]),
    ("zehntausend", [[2], [0], [3], [1]],
     [{"best_turn": 1350}, {"best_turn": 950}, {"best_turn": 1100}, {"best_turn": 700}]))


def podium(make_app, lang, games=CLARA_WINS_BOTH):
    """The evening's podium after these games ((game, places, figures) each); by default Clara
    wins both (as the stranger saw it) and the others have their own stories."""
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.evening_start(SEATS)
    for game, places, figures in games:
        app.evening.record(game, [0, 1, 2, 3], places, figures)
    app.routes.evening_end()
    end = app.top
    while not end.on_podium():
        app.step(1 / 30)
    return app, end


def said_now(app) -> list[str]:
    placed = text.watch_places()
    try:
        app.draw()
    finally:
        text.unwatch()
    return list(dict.fromkeys(words for words, _rect, _surface in placed))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_before_the_winner_rises_nothing_names_or_describes_them(make_app, lang):
    app, end = podium(make_app, lang)
    winner = end.leaders[0]
    record = end.record_line()                       # "2 wins in 2 games": only Clara's
    plate = end.person_words()[winner]
    assert end.evening.players[winner].name == "Clara"
    steps = 0
    while end.moment.time < end.moment.podium.winner_at - 1 / 30:
        said = said_now(app)
        assert not any("Clara" in words for words in said), (end.moment.time, said)
        assert record not in " ".join(said) and plate not in " ".join(said), (end.moment.time, said)
        app.step(1 / 30)
        steps += 1
    assert steps > 30, "the others rise for a while before the winner"
    end.moment.time = end.moment.podium.winner_at + 0.6
    said = said_now(app)
    assert any("Clara" in words for words in said) and record in said, "once risen: named, their wins told"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_once_risen_the_winners_plate_says_what_the_title_did_not(make_app, lang):
    app, end = podium(make_app, lang)
    end.moment.time = end.moment.podium.ready_at()
    said = said_now(app)
    plate = end.person_words()[end.leaders[0]]
    t = end.t
    assert plate in " ".join(said), "their plate in full (wrapped as it fits)"
    assert t("evening.person.streak", n=2) not in " ".join(said), "no '2 wins in a row' under '2 wins in 2 games'"
    assert "Durchmarsch" in plate and "Zehntausend" in plate, "the plate names the games they won"
    assert len(said) == len(set(said)), said
    numbers = [words for words in said if any(ch.isdigit() for ch in words)]
    wins_lines = [words for words in numbers if t.count("evening.end.wins", 2) in words]
    assert len(wins_lines) == 1, f"their wins are said once: {wins_lines}"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_player_of_the_night_without_a_win_has_their_best_game_on_their_plate(make_app, lang):
    """Ben came second twice and leads on points without a win: "0 wins in 2 games" stands under
    the title, so his plate names his best game, not the games he played."""
    from game.evening import Evening, Player
    from scenes.screens.evening.end import EveningEndScene

    app = make_app()
    app.set_language(lang)
    app.routes.start()
    ev = Evening([Player("Anna", "keyboard1", 0), Player("Ben", "keyboard2", 1), Player("Cem", "bot:easy", 2)],
                 [3, 2, 0])
    ev.record("zehntausend", [0, 1, 2], [[0], [1], [2]])
    ev.record("durchmarsch", [0, 1, 2], [[2], [1], [0]])
    end = EveningEndScene(app, ev)
    assert [ev.players[p].name for p in end.leaders] == ["Ben"]
    plate = end.person_words()[1]
    assert plate == end.t("evening.person.best_place", place=2, game=end.game_words("zehntausend")), plate
    assert end.t.count("evening.end.games", 2) not in plate, "the games he played are said once, under the title"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_shared_title_is_not_told_before_the_winners_rise(make_app, lang):
    """Anna and Clara each win one game and share the evening: the headline over the podium says
    "geteilt" only with the crowned names, never while the others are still rising."""
    app, end = podium(make_app, lang, (("durchmarsch", [[2], [0], [1], [3]], [{}] * 4),
                                       ("durchmarsch", [[0], [2], [1], [3]], [{}] * 4)))
    assert len(end.leaders) == 2
    shared = end.t("evening.end.title_many")
    while end.moment.time < end.moment.podium.winner_at - 1 / 30:
        assert shared not in said_now(app), end.moment.time
        app.step(1 / 30)
    end.moment.time = end.moment.podium.winner_at + 0.6
    said = said_now(app)
    assert any("Anna" in words and "Clara" in words for words in said), said
