"""A shared win as the players see it on the results' podium: the headline lists the winners
the way people say it ("Anna, Ben und David"), every one of them wears the crown, and the
plates under a shared place say what they share ("gleich: 3 Deckel")."""

from __future__ import annotations

import pytest
from helpers import run_frames, texts_drawn

from game.games import game_by_name
from game.seats import Seat
from game.story import Luck, Story

NAMES = ["Anna", "Ben", "Clara", "David"]
COASTERS = [3, 3, 2, 3]


def tied_podium(make_app, lang):
    from scenes.screens.results import ResultsScene

    app = make_app()
    app.set_language(lang)
    app.routes.start()
    info = game_by_name("wurf_und_weg")
    figures = [{"coasters_won": c, "dice_sent": 10, "wrong_presses": 0, "rounds_won": c} for c in COASTERS]
    story = Story(luck=[Luck(s, 2, 2.0, "story.wurf_und_weg.luck.unit") for s in range(4)],
                  ranked_by=("coasters_won",))
    scene = ResultsScene(app, info, [Seat(n, "keyboard1") for n in NAMES], [[0, 1, 3], [2]], figures, 1,
                         podium=True, story=story)
    app.push(scene)
    run_frames(app, 120 * 12)
    return app, scene


@pytest.mark.parametrize("lang, headline, note", [
    ("de", "Anna, Ben und David gewinnen Wurf & Weg gemeinsam!", "gleich: 3 Deckel"),
    ("en", "Anna, Ben and David win Wurf & Weg together!", "tied: 3 coasters")])
def test_three_winners_are_named_as_people_say_it_and_their_plates_say_why(make_app, lang, headline, note):
    app, scene = tied_podium(make_app, lang)
    seen = texts_drawn(app)
    assert headline in seen, [t for t in seen if "Anna" in t]
    assert seen.count(note) >= 3 or sum(note in t for t in seen) >= 3, [t for t in seen if ":" in t]


def test_every_tied_winner_wears_the_crown(make_app):
    app, scene = tied_podium(make_app, "de")
    podium = scene.moment.podium
    spots = podium.winner_spots()
    assert len(spots) == 3
    crowns = [podium.trophy_at(scene.moment.time, spot) for spot in spots]
    assert all(c is not None for c in crowns), crowns
    assert len({c[0] for c in crowns}) == 3, "each crown sits on its own winner's head"
