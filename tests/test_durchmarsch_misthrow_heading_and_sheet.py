"""Durchmarsch: after a misthrow the heading and the sheet move to the next turn's row together.
Sarah crosses the 10 in row 1, goes on and misses the 9: from the first frame her heading
names "row 2, needs the 10", her sheet's arrow and wanted box stand on row 2's 10 too, never
on row 1's 9 under a heading that already names row 2."""

from __future__ import annotations

import pygame
import pytest
from durchmarsch_kit import hit, miss
from helpers import press, settle, watch_frames

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat


def table(make_app, lang):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat("Sarah", "keyboard1"), Seat("Tim", "keyboard2")]
    match = dm.Match(2, dm.Rules(), ScriptedDice([hit(10, 8), miss(9, 7), miss(10, 8)]), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    return app, scene


def heading_and_sheet(scene):
    """(the row and number the heading names for Sarah, the row and number her sheet marks)."""
    view = scene.views[0]
    row = scene.marked_row(0)
    sheet = None if row is None else scene.t("durchmarsch.table.turn_short", row=row + 1,
                                             number=dm.NUMBERS - view.crosses[row])
    heading = scene.banner_short if scene.banner and scene.banner_seat == 0 else None
    return heading, sheet


@pytest.mark.parametrize("lang", ["de", "en"])
def test_heading_and_sheet_name_the_same_row_after_a_misthrow(make_app, lang):
    app, scene = table(make_app, lang)
    press(app, pygame.K_e)                 # the 10
    settle(app, scene)
    assert heading_and_sheet(scene) == (scene.t("durchmarsch.table.turn_short", row=1, number=9),) * 2
    press(app, pygame.K_e)                 # goes on, and misses the 9
    frames = watch_frames(app, scene, seconds=8, also=lambda: heading_and_sheet(scene))
    row2 = scene.t("durchmarsch.table.turn_short", row=2, number=10)
    named = [(heading, sheet) for *_, (heading, sheet) in frames if heading is not None]
    assert any(heading == row2 for heading, _ in named), "the heading named Sarah's next row"
    for heading, sheet in named:
        assert heading == sheet, (heading, sheet)
    assert scene.views[0].row == 1 and scene.marked_row(0) == 1
