"""The seat setup is alive while friends type their names: the dice in its margins tumble now
and then by themselves (one at a time, on the simulated clock), never over a row."""

from __future__ import annotations

from helpers import run_frames

from game.games import game_by_name

PEOPLE = '[seats]\nkinds = ["keyboard1", "keyboard2", "bot:normal", "bot:normal", "empty", "empty"]\n'


def test_the_margin_dice_tumble_by_themselves_and_never_cover_a_row(make_app):
    app = make_app(PEOPLE)
    app.routes.start()
    app.routes.setup(game_by_name("zehntausend"))
    setup = app.top
    setup.count = setup.info.max_seats          # the most rows: the widest and tallest list
    before = [setup.dice.place(i) for i in range(len(setup.dice.dice))]
    rows = setup.row_rects()
    moved, in_air = set(), set()
    for _ in range(12 * 60):                     # twelve seconds at 60 frames a second
        run_frames(app, 2)
        if setup.dice.rolling is not None:
            in_air.add(setup.dice.rolling)
        for i, rect in enumerate(setup.dice.rects()):
            assert not any(rect.colliderect(row) for row in rows), f"die {i} over a row"
            if setup.dice.place(i) != before[i]:
                moved.add(i)
    assert len(in_air) >= 3, "several dice tumbled in twelve seconds"
    assert moved == in_air, "only the dice that tumbled look different"
    app.draw()


def test_the_tumbles_follow_the_simulated_clock_only(make_app):
    app = make_app(PEOPLE)
    app.routes.start()
    app.routes.setup(game_by_name("durchmarsch"))
    setup = app.top
    before = [setup.dice.place(i) for i in range(len(setup.dice.dice))]
    for _ in range(50):
        app.draw()                               # drawing alone moves nothing
    assert [setup.dice.place(i) for i in range(len(setup.dice.dice))] == before
