"""Zehntausend's score sheet holds its height through a turn and through the first points
written on it, and the panel's "2 Würfel übrig" is said only while those dice are left."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, settle, texts_with, watch_frames
from test_zehntausend_room import paper_bottom
from test_zehntausend_table import click, die_pos, table, thrown

from game.seats import Seat


@pytest.mark.parametrize("count", [2, 5])
def test_the_sheet_keeps_its_height_from_the_first_throw_to_the_first_points_written(make_app, count):
    """Sarah throws, marks her 1 and writes down 100: the paper is as tall before her throw,
    while she marks, as the bank is stamped and when Tim's turn begins."""
    names = ["Sarah", "Tim", "Ida", "Bo", "Lea"][:count]
    seats = [Seat(n, f"keyboard{i + 1}" if i < 4 else "bot:normal") for i, n in enumerate(names)]
    app, scene = table(make_app, [(1, 2, 3, 4, 6), (2, 3, 4, 6, 6)], seats=seats)
    settle(app, scene)
    app.draw()
    heights = {"before the throw": paper_bottom(app, scene)}
    thrown(app, scene)
    click(app, die_pos(scene, 0))
    app.draw()
    heights["while marking"] = paper_bottom(app, scene)
    press(app, pygame.K_q)              # Sarah writes down 100
    frames = watch_frames(app, scene, also=lambda: paper_bottom(app, scene))
    written = texts_with(frames, "Sarah schreibt 100 Punkte auf")
    assert written, "the bank was said"
    for i, frame in enumerate(frames):
        heights[f"frame {i}"] = frame[2]
    changed = {moment: h for moment, h in heights.items() if h != heights["before the throw"]}
    assert not changed, f"the sheet was {heights['before the throw']} px tall, then {changed}"


def test_dice_left_are_not_said_once_the_points_are_written_down(make_app):
    """Sarah sets aside her 1 and her 5 and writes down 150: while '+150' is stamped and the
    table passes to Tim, the panel no longer says '3 Würfel übrig'."""
    app, scene = table(make_app, [(1, 5, 3, 4, 6), (2, 3, 4, 6, 6)])
    thrown(app, scene)
    click(app, die_pos(scene, 0))
    click(app, die_pos(scene, 1))
    app.draw()
    press(app, pygame.K_q)              # write down 150
    frames = watch_frames(app, scene)
    banked = texts_with(frames, "Sarah schreibt 150 Punkte auf")
    assert banked, "the bank was said"
    for i in range(banked[0], len(frames)):
        said = [t for t in frames[i][1] if "übrig" in t]
        assert not said, f"frame {i} still says {said} after the points were written down"
