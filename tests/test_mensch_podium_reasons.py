"""Mensch's podium says what decided each place, as the engine ranks them: the order in which
people brought their last colour home, and for the one still out, their figures home and the
circles still to walk (a person playing two colours is home only with both)."""

from __future__ import annotations

import re

import pytest
from test_story_truth import recorded

from game.games import game_by_name
from game.mensch.match import COLOURS, FIGURES, LAST_TRACK, OUT

INFO = game_by_name("mensch")


def circles_to_go(match, seat: int) -> int:
    prog = match.progress_table()
    return sum(LAST_TRACK + 1 - max(p, 0) for c in range(COLOURS) if match.owners[c] == seat
               for p in prog[4 * c:4 * c + FIGURES] if p != OUT and p <= LAST_TRACK)


@pytest.mark.parametrize(("lang", "first", "second", "last"), [
    ("de", "Zuerst alle im Ziel", "Als 2. alle im Ziel", r"(\d+) im Ziel · noch (\d+) Feld(?:er)?"),
    ("en", "First with all home", "Second with all home", r"(\d+) home · (\d+) spaces? to go")])
def test_three_people_one_with_two_colours_each_place_says_why(make_app, lang, first, second, last):
    from helpers import texts_drawn

    from game.seats import Seat
    from scenes.screens.results import ResultsScene

    match, rec, _seen = recorded(INFO, 5, seats=3)
    assert len(set(match.owners)) == 3 and len(match.owners) == 4, "one person plays two colours"
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    seats = [Seat(name, "keyboard1") for name in ("Anna", "Ben", "Clara")]
    scene = ResultsScene(app, INFO, seats, match.ranking(), [match.figures(s) for s in range(3)], 1,
                         owners=tuple(match.owners), story=rec.story(), podium=True)
    app.push(scene)
    notes = scene.podium_notes()
    order = [group[0] for group in match.ranking()]
    assert notes[order[0]] == first and notes[order[1]] == second
    said = re.fullmatch(last, notes[order[2]])
    assert said, notes[order[2]]
    assert int(said.group(1)) == match.figures(order[2])["home"]
    assert int(said.group(2)) == circles_to_go(match, order[2]) > 0
    for _ in range(600):
        app.step(1 / 60)
        if scene.ready():
            break
    assert notes[order[2]] in texts_drawn(app), "on the podium, under the name"
