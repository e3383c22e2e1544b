"""The Zehntausend table gives its room to the dice: the score sheet is only as tall as the
lines written on it (and a few free ones), growing as the game goes on with the newest lines
always in sight; the tray is the column's large part."""

from __future__ import annotations

import pygame
import pytest
from helpers import run_frames
from test_zehntausend_table import table
from zehntausend_kit import act, make

from game.games import game_by_name
from game.seats import Seat
from game.zehntausend.match import Throw
from scenes.ui import theme

NIETE = (2, 3, 4, 6, 6)


def paper_bottom(app, scene) -> int:
    """The lowest row of the sheet's paper on screen, looked for at its right edge."""
    from scenes.tables.zehntausend.sheet import RULING

    sheet = scene.sheet_rect
    x = sheet.right - 12
    paper = [y for y in range(sheet.top, sheet.bottom) if app.screen.get_at((x, y))[:3] in (theme.PAPER, RULING)]
    return max(paper)


def scene_of(make_app, match, seats=2, lang="de"):
    from scenes.tables.zehntausend.table import TableScene

    app = make_app()
    app.set_language(lang)
    names = ["Anna", "Ben", "Clara", "David", "Emil", "Frida"][:seats]
    players = [Seat(n, "keyboard1" if i == 0 else "bot:normal") for i, n in enumerate(names)]
    scene = TableScene(app, game_by_name("zehntausend"), players, 1, match=match)
    app.push(scene)
    run_frames(app, 2)
    app.draw()
    return app, scene


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("seats", [2, 4, 6])
def test_a_fresh_sheet_has_only_a_few_empty_lines(make_app, lang, seats):
    """Up to four seats the paper is only as tall as a few free lines need; at five and six it
    reaches down to what scores under it (no band of bare felt between them)."""
    from scenes.tables.zehntausend.sheet import EMPTY_LINES, SheetPainter

    app, scene = table(make_app, [NIETE], seats=[Seat(n, "keyboard1") for n in
                                                 ["Anna", "Ben", "Clara", "David", "Emil", "Frida"][:seats]], lang=lang)
    run_frames(app, 2)
    app.draw()
    bottom = paper_bottom(app, scene)
    names = tuple(s.name for s in scene.seats)
    from scenes.tables.zehntausend.sheet import SheetView
    view = SheetView(size=scene.sheet_rect.size, names=names, styles=(0,) * seats, history=(), current=0, live=0,
                     leaders=frozenset(), final=False, title="", live_label="", final_label="", sep=".", minus="-")
    _w, _size, row_h, first_line_y = SheetPainter.grid(view)
    empty = bottom - (scene.sheet_rect.top + first_line_y)
    if "counts" in scene.boxes():      # five and six: the paper reaches down to what scores, no felt between
        assert scene.boxes()["counts"].top - bottom <= 16, (bottom, scene.boxes()["counts"])
        return
    assert empty <= (EMPTY_LINES + 1) * row_h, f"{empty} px of empty ruled paper on a fresh sheet"
    assert EMPTY_LINES >= 2, "a few free lines wait for the first turns"


def test_the_sheet_grows_with_the_game_and_keeps_the_newest_line_in_sight(make_app):
    early = make(*[NIETE] * 2)
    act(early, Throw(), Throw())
    app, scene = scene_of(make_app, early)
    short = paper_bottom(app, scene)
    late = make(*[NIETE] * 40)
    for _ in range(40):
        act(late, Throw())
    app, scene = scene_of(make_app, late)
    long = paper_bottom(app, scene)
    assert long > short + 50, (short, long)
    assert long <= scene.sheet_rect.bottom and scene.sheet_rect.bottom <= 720
    from scenes.ui import text

    said = text.watch()
    try:
        app.draw()
    finally:
        text.unwatch()
    assert any("20" in s or "▾" in s for s in said), "older lines are counted as left off, the newest shown"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_what_scores_and_the_line_under_the_tray_read_from_the_sofa(make_app, lang):
    """Two players: every word of "Was zählt", its rule sentences too, and what just happened
    under the tray at 22 px or larger (the floor is 20)."""
    from helpers import press, settle, sizes_drawn

    from scenes.tables.zehntausend.sheet import card_texts

    app, scene = table(make_app, [(1, 4, 6, 6, 2)], lang=lang)
    press(app, pygame.K_e)
    settle(app, scene)
    assert scene.panel.news() == "log"
    said = scene.said(scene.log[-1])
    sizes = sizes_drawn(app)
    card = card_texts(scene.words("card_title"), scene.card_lines(), scene.card_rect.w, scene.card_pictures(),
                      scene.card_look)
    assert card and all(size >= 22 for _text, size in card), card
    lines = [(text, size) for text, size in sizes if len(text) > 8 and text in said]
    assert lines and all(size >= 22 for _text, size in lines), lines


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_turn_panel_is_filled_while_someone_else_plays(make_app, lang):
    """A bot has set a die aside and thinks: the panel shows the turn's points large, the next
    throw's risk, who is at it and what happened, spread over the panel, not huddled at its top
    over an empty box."""
    from helpers import texts_placed

    from scenes.tables.zehntausend.table import PANEL

    seats = [Seat("Anna", "bot:normal"), Seat("Ben", "keyboard1")]
    app, scene = table(make_app, [(1, 4, 6, 6, 2), (2, 3, 4, 6)], seats=seats, lang=lang)
    for _ in range(60 * 120):
        app.step(1 / 120)
        if scene.aside and not scene.busy() and scene.match.current_seat == 0:
            break
    assert scene.aside, "the bot set its 1 aside"
    placed = [(t, r) for t, r in texts_placed(app) if PANEL.contains(r)]
    points = scene.words("turn_points", points=scene.num(scene.view.points))
    sizes = dict((t, s) for t, s in __import__("helpers").sizes_drawn(app))
    assert sizes.get(points, 0) >= 36, ("the turn's points large", sizes.get(points))
    said = " ".join(t for t, _ in placed)
    assert scene.name(0) in said, "whose turn it is"
    assert "%" in said, "the next throw's risk"
    top = min(r.top for _, r in placed)
    bottom = max(r.bottom for _, r in placed)
    assert bottom - top >= 0.7 * PANEL.h, f"the panel's words fill {bottom - top} of {PANEL.h} px"


@pytest.mark.parametrize("seats", [2, 4, 6])
def test_larger_dice_lie_whole_on_the_felt_and_clear_of_the_sheet(make_app, seats):
    """The dice are drawn 72 px (70 before); every die of a six-dice throw lies whole on the
    felt, its place set aside whole in its row, none over the sheet, the plates or the card."""
    from test_zehntausend_dice_hero import die_rects
    from test_zehntausend_table import thrown

    from game.zehntausend import match as z
    from scenes.tables.zehntausend.table import ASIDE_ROW, PANEL, TRAY_RECT

    names = ["Anna", "Ben", "Clara", "David", "Emil", "Frida"][:seats]
    app, scene = table(make_app, [(1, 5, 3, 3, 2, 6)], seats=[Seat(n, "keyboard1") for n in names],
                       rules=z.Rules(dice=6))
    thrown(app, scene)
    assert scene.tray.die_size >= 72
    others = [scene.sheet_rect, *scene.plate_rects()] + ([scene.card_rect] if scene.card_rect else [])
    for rect in die_rects(scene):
        assert TRAY_RECT.contains(rect) and not rect.colliderect(PANEL)
        assert not any(rect.colliderect(other) for other in others)
    assert all(ASIDE_ROW.contains(place) for place in scene.free_places())
