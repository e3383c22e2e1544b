"""A turn's picture ends before the next begins: while the pen marks Sarah's misthrow and while
her dice fade out of the tray, the heading still names Sarah; Tim is named only once the
stroke is drawn and her dice are gone."""

from __future__ import annotations

import pygame
import pytest
from durchmarsch_kit import hit, miss
from helpers import press, settle, watch_frames

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat


def table(make_app, throws, lang):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat("Sarah", "keyboard1"), Seat("Tim", "keyboard2")]
    match = dm.Match(2, dm.Rules(), ScriptedDice(throws), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    return app, scene


def moment(scene):
    """(the heading's words, dice still in the tray, a misthrow's stroke still being drawn)."""
    from scenes.tables.durchmarsch.table import PEN_TIME

    place = scene.heading_place()
    drawing = [s for s in scene.live_strokes() if s.kind == "miss" and scene.time - s.t0 < PEN_TIME]
    return (place[3] if place else ""), len(scene.tray.ids), bool(drawing)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("go_on_first", [False, True])
def test_the_heading_names_the_misthrower_until_her_turns_picture_is_finished(make_app, lang, go_on_first):
    throws = ([hit(10, 8), miss(9, 7)] if go_on_first else [miss(10, 8)]) + [miss(10, 8)]
    app, scene = table(make_app, throws, lang)
    stamp = app.texts("durchmarsch.table.miss")
    press(app, pygame.K_e)
    if go_on_first:
        settle(app, scene)
        press(app, pygame.K_e)             # goes on, and misses the 9
    frames = watch_frames(app, scene, seconds=8, also=lambda: moment(scene))
    drawn_under = [(heading, texts) for _, texts, (heading, _, drawing) in frames if drawing]
    assert drawn_under, "the misthrow's stroke was seen being drawn"
    for heading, texts in drawn_under:
        assert heading.startswith("Sarah"), heading
        assert stamp not in texts, "the stamp lands once the box is marked"
    tim = [i for i, (_, _, (heading, _, _)) in enumerate(frames) if heading.startswith("Tim")]
    assert tim, "Tim's turn was named"
    for _, _, (heading, _, _) in frames[:tim[0]]:
        assert heading.startswith("Sarah") or not heading, heading
    _, _, (heading, dice, drawing) = frames[tim[0]]
    assert dice == 0 and not drawing, "Tim is named once Sarah's dice are gone and her stroke is drawn"
    _, _, (heading, dice, _) = frames[tim[0] - 1]
    assert heading.startswith("Sarah") and dice, "her dice faded under her own heading to the last frame"
