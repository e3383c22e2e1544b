"""Durchmarsch: the last moments of the table before the podium. The turn line never stands as
an empty plate (a frame without words), and from the winning throw to the podium it says who
won, in the winner's colour: after a full row and when the last other seat is out."""

from __future__ import annotations

import pygame
import pytest
from durchmarsch_kit import hit, miss, position
from helpers import press, settle, texts_placed

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat
from scenes.ui import theme

SEATS = [Seat("Anna", "keyboard1"), Seat("Ben", "bot:normal")]


def full_row_ahead():
    """Anna has crossed 10 to 2 in row 1 and must choose: going on throws for the 1, and makes it."""
    data = position(2, [dict(crosses=(9, 0, 0, 0)), dict(crosses=(0, 0, 0, 0))], hits=9).to_dict()
    data["dice"] = ScriptedDice([hit(1, 5)]).to_dict()
    return dm.Match.from_dict(data)


def last_row_ahead():
    """Anna throws in her last open row with a misthrow in it already: the miss puts her out."""
    data = dm.Match(2, dm.Rules(), ScriptedDice([]), first_seat=0).to_dict()
    data["misthrows"][0] = [1, 2, 2, 2]
    data["turns"] = [4, 4]
    data["dice"] = ScriptedDice([miss(10, 8)] * 4).to_dict()
    return dm.Match.from_dict(data)


def band_frames(app, scene) -> list[tuple[bool, list[str]]]:
    """For every frame until the podium: (the turn line's plate is drawn, the words in the band
    right of the title)."""
    from scenes.tables.durchmarsch.table import HEADER

    colours = {tuple(c)[:3] for c in theme.SEAT_COLOURS}
    frames = []
    for _ in range(30 * 60):
        app.step(1 / 120)
        app.step(1 / 120)
        if app.top is not scene:
            break
        placed = texts_placed(app)
        line = scene.turn_line()
        plate = tuple(app.screen.get_at((line.x + 1, line.centery)))[:3] in colours
        words = [t for t, r in placed if HEADER.contains(r) and r.left > scene.title_rect().right]
        frames.append((plate, words))
    return frames


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("ending", ["full row", "last one in"])
def test_the_table_says_who_won_until_the_podium_and_never_shows_an_empty_plate(make_app, lang, ending):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    match = full_row_ahead() if ending == "full row" else last_row_ahead()
    scene = TableScene(app, game_by_name("durchmarsch"), SEATS, 1, match=match)
    app.push(scene)
    settle(app, scene)
    press(app, pygame.K_e)
    frames = band_frames(app, scene)
    assert app.top is not scene, "the podium came"
    assert frames
    empty = [i for i, (plate, words) in enumerate(frames) if plate and not words]
    assert not empty, (empty[:5], len(frames))
    key = "durchmarsch.table.win" if ending == "full row" else "durchmarsch.table.last_standing"
    winner = "Anna" if ending == "full row" else "Ben"
    said = app.texts(key, name=winner)
    last = frames[-1]
    assert last[0] and said in last[1], last
    told_from = next(i for i, (_, words) in enumerate(frames) if said in words)
    assert all(said in words for _, words in frames[told_from:]), "the winner's words stay to the podium"
