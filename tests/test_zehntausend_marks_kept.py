"""Zehntausend's marked dice outlast a break: dice marked in a throw and the game left for the
menu (or the window closed) come back marked when the game is continued."""

from __future__ import annotations

import pygame
from helpers import press, settle

from game import saves
from game.games import game_by_name
from game.seats import Seat


def menu(app):
    from scenes.screens.menu import MenuScene
    scene = MenuScene(app)
    app.reset_to(scene)
    return scene


def first_scoring_throw(app):
    """A table whose first person throws dice that score (the seed tried until one does)."""
    for seed in range(1, 40):
        menu(app)
        table = app.routes.table(game_by_name("zehntausend"), [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2")],
                                 seed)
        app.push(table)
        press(app, pygame.K_e)
        settle(app, table)
        if table.match.phase == "select" and table.match.current_seat == 0:
            return table
    raise AssertionError("no seed threw a scoring die")


def test_dice_marked_before_the_window_closed_are_marked_again_when_the_game_goes_on(make_app):
    app = make_app()
    table = first_scoring_throw(app)
    press(app, pygame.K_e)                       # the die under the cursor (one that scores) is marked
    marked = set(table.decision.chosen)
    assert marked
    app.quit()
    assert saves.load(app.data_folder, "zehntausend").extra.get("view", {}).get("marked") == sorted(marked)

    again_app = make_app()
    again_app.options.data_dir = app.data_folder
    menu(again_app)
    again_app.top.resume()
    again = again_app.top
    assert again.is_table and again.match.phase == "select"
    assert again.decision.chosen == marked, "the marked dice are marked again"
    assert again.tray.selected == {again.ids[i] for i in marked}, "and the tray shows them marked"


def test_a_kept_mark_that_does_not_fit_the_throw_is_ignored(make_app):
    app = make_app()
    table = first_scoring_throw(app)
    table.resumed_view({"marked": [99, "x", -1]})
    table.resumed_view({"marked": "1"})
    table.resumed_view(None)
    assert table.decision.chosen == set()
