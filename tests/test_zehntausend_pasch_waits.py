"""Three of a kind that waits for a 1 or 5 from a later throw reads as one story: the turn's
points are said without it and the Pasch beside them as pending ("This turn: 100 · 4-4-4
waits (+400)"), never "500" beside a greyed "Write down"; and the risk of throwing on is said
only once a choice is marked."""

from __future__ import annotations

import pytest
from helpers import run_frames
from test_zehntausend_table import click, die_pos, table, thrown

from game.seats import Seat
from scenes.ui import text

SEATS = [("Anna", "keyboard1"), ("Ben", "bot:normal"), ("Clara", "bot:hard"), ("David", "keyboard2"),
         ("Emma", "bot:easy")]


def five_seats(make_app, lang):
    seats = [Seat(n, k) for n, k in SEATS]
    app, scene = table(make_app, [(4, 5, 4, 4, 5), (6,)], seats=seats, lang=lang)
    thrown(app, scene)
    return app, scene


def placed_texts(app) -> list[tuple[str, object]]:
    places = text.watch_places()
    try:
        app.draw()
    finally:
        text.unwatch()
    return [(t, rect) for t, rect, _surface in places]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_four_four_four_with_two_fives_counts_100_and_says_the_triple_waits(make_app, lang):
    app, scene = five_seats(make_app, lang)
    for i in range(5):
        click(app, die_pos(scene, i))
    shown = placed_texts(app)
    words = [t for t, _ in shown]
    turn, waits = ("This turn: ", "4-4-4 waits (+400)") if lang == "en" else ("Im Zug: ", "4-4-4 wartet (+400)")
    assert turn + "100" in words, [w for w in words if turn in w]
    assert any(waits in w for w in words), "the triple is said as pending, with what it will add"
    assert turn + "500" not in words and not any(w.startswith(turn + "500") for w in words)
    # nothing drawn over the pending words: no badge, no line under them
    pending = next(rect for t, rect in shown if waits in t)
    panel = scene.boxes()["panel"]
    for t, rect in shown:
        if t and waits not in t and panel.contains(rect):
            assert not rect.colliderect(pending), f"{t!r} {rect} overlaps the pending Pasch {pending}"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_waiting_triple_stays_pending_after_throwing_on(make_app, lang):
    app, scene = five_seats(make_app, lang)
    for i in range(4):                    # 4, 5, 4, 4 aside: 450 of which 400 wait
        click(app, die_pos(scene, i))
    scene.press(0, "throw_on")
    for _ in range(600):                  # until the dice lie aside (the last die still rolls)
        if scene.waiting_worth() is not None:
            break
        run_frames(app, 1)
    words = [t for t, _ in placed_texts(app)]
    turn = "This turn: " if lang == "en" else "Im Zug: "
    assert turn + "50" in words, [w for w in words if turn in w]
    assert scene.waiting_worth() == ("4-4-4", 400)


def test_the_risk_of_throwing_on_is_said_only_once_a_choice_is_marked(make_app):
    app, scene = five_seats(make_app, "en")
    before = [t for t, _ in placed_texts(app)]
    assert not any("chance to bust" in t for t in before), "a risk said before anything is marked"
    click(app, die_pos(scene, 1))         # one 5 marked: throw on with 4 dice
    after = [t for t, _ in placed_texts(app)]
    assert any(t.startswith("Throw on with 4 dice") for t in after), after
