"""The results show each person as they played: in Mensch as the figures of their colour
(Clara who played Rot is crowned as a red triangle, Ben who played Grün as a green square),
on the podium, beside the ranking and in the charts; other games keep each seat's own look."""

from __future__ import annotations

from bench.stories import sample_story
from game.games import game_by_name
from game.seats import Seat, style_of
from scenes.tables.mensch import board as mb
from scenes.ui import theme

MENSCH = game_by_name("mensch")
NAMES = ["Anna", "Ben", "Clara", "David"]


def mensch_results(make_app, owners=(0, 1, 2, 3), ranking=([2], [3], [1], [0])):
    from scenes.screens.results import ResultsScene

    app = make_app()
    app.routes.start()
    seats = [Seat(name, f"keyboard{i + 1}") for i, name in enumerate(NAMES)]
    table = app.routes.table(MENSCH, seats, 1)
    scene = ResultsScene(app, MENSCH, seats, [list(g) for g in ranking], [{} for _ in seats], 1,
                         owners=owners, colour_styles=table.colour_styles(),
                         story=sample_story(4), podium=True)
    app.push(scene)
    return app, scene


def look_of_colour(colour: int):
    return mb.edge_colour(colour), mb.SHAPES[colour]


def test_the_mensch_podium_crowns_each_person_in_the_colour_they_played(make_app):
    app, scene = mensch_results(make_app)
    looks = {c.name: theme.seat_look(c.style) for c in scene.moment.podium.climbers}
    assert looks["Clara"] == look_of_colour(2) == ((214, 58, 32), "triangle")     # Rot
    assert looks["Ben"] == look_of_colour(1) == ((0, 150, 106), "square")         # Grün
    assert looks["Anna"] == look_of_colour(0)
    app.draw()


def test_the_mensch_report_draws_each_colour_as_its_figures(make_app):
    app, scene = mensch_results(make_app, owners=(0, 1, 0, 2), ranking=([0], [1], [2]))
    assert theme.seat_look(scene.who(2)[0]) == look_of_colour(2)      # the chart's line of Rot
    assert scene.who(2)[1] == "Anna"                                    # played by Anna
    assert theme.seat_look(scene.seat_style(2)) == look_of_colour(3)    # Clara played Schwarz
    scene.end_moment()
    app.draw()


def test_other_games_keep_each_seats_own_look(make_app):
    from scenes.screens.results import ResultsScene

    app = make_app()
    app.routes.start()
    seats = [Seat(name, f"keyboard{i + 1}") for i, name in enumerate(NAMES)]
    scene = ResultsScene(app, game_by_name("zehntausend"), seats, [[0], [1], [2], [3]], [{}] * 4, 1, podium=True)
    assert [c.style for c in scene.moment.podium.climbers] == [style_of(seats, i) for i in range(4)]
