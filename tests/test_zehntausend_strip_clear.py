"""The news strip under the dice set aside (what just happened, what counts) reads at every
frame of a turn: no die flying aside crosses its words, and no stamp lies over any text."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, texts_placed
from test_zehntausend_table import table, thrown


def strip_texts(app, scene) -> list[pygame.Rect]:
    from scenes.tables.zehntausend.table import NEWS

    return [rect for _text, rect in texts_placed(app) if NEWS.colliderect(rect)]


def test_dice_flying_aside_never_cross_the_strips_words(make_app):
    """A 1 chosen and the rest thrown on: frame by frame (the simulated clock stepped), the flying
    die's picture never overlaps a word of the strip, and the strip says something all along."""
    app, scene = table(make_app, [(1, 2, 3, 4, 6), (5, 2, 3, 4), (5, 2, 3)])
    thrown(app, scene)
    for _ in range(2):
        press(app, pygame.K_e)           # the cursor starts on the scoring die: marked
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="", scancode=0))
        app.dispatch(pygame.event.Event(pygame.KEYUP, key=pygame.K_s, mod=0, unicode="", scancode=0))
        flights = 0
        for _frame in range(8 * 60):
            app.step(1 / 60)
            words = strip_texts(app, scene)
            assert words, "the strip always says something"
            for tid in scene.tray.ids:
                die = scene.tray.drawn_rect(tid)
                if not scene.tray.rect.contains(die):
                    flights += 1
                for rect in words:
                    assert not die.colliderect(rect), (tid, die, rect)
            if not scene.busy():
                break
        assert flights, "a die flew out of the tray into the row"
    assert len(scene.aside) == 2


def test_all_back_in_the_cup_lies_in_the_emptied_row_over_no_words(make_app):
    """Every die scored, all thrown again: "Alle in den Becher!" lies in the row the dice just
    left, over no text on the screen (the strip under it keeps telling what happened)."""
    from scenes.tables.zehntausend.table import ASIDE_ROW

    app, scene = table(make_app, [(1, 1, 5, 1, 5), (2, 3, 1, 6, 2)])
    thrown(app, scene)
    for index in range(5):
        scene.toggle(index, quiet=True)
    press(app, pygame.K_s)                 # all aside, all thrown again
    seen = 0
    for _frame in range(4 * 60):
        app.step(1 / 60)
        placed = scene.panel.stamp_place()
        if placed is None:
            continue
        _img, rect, look, _alpha = placed
        assert scene.stamp.text == scene.words("stamp_all_back")
        assert ASIDE_ROW.contains(rect), (rect, ASIDE_ROW)
        words = [(text, r) for text, r in texts_placed(app) if text not in dict(look.said)]
        assert words, "the screen shows its words around the stamp"
        for text, r in words:
            assert not rect.colliderect(r), (text, r, rect)
        seen += 1
    assert seen, "the stamp showed"


def _token_count(texts, number: str) -> int:
    import re

    return sum(1 for text in texts if re.search(rf"(?<![\d.,]){re.escape(number)}(?![\d.,])", text))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_running_points_are_said_in_two_places_at_most(make_app, lang):
    """A turn of 100 and then 50 set aside: at every frame from then on the turn's 150 stands
    in at most two places (the panel's big number and the pencilled cell on the sheet), not
    on the plate, in the news strip or in the lines of what happened as well."""
    from helpers import texts_drawn

    app, scene = table(make_app, [(1, 2, 3, 4, 6), (5, 2, 3, 4), (1, 2, 3)], lang=lang)
    thrown(app, scene)
    counted = 0
    for _ in range(2):
        press(app, pygame.K_e)
        press(app, pygame.K_s)
        for _frame in range(6 * 60):
            app.step(1 / 60)
            if scene.view.points == 150:
                texts = texts_drawn(app)
                assert _token_count(texts, scene.num(150)) <= 2, [t for t in texts if scene.num(150) in t]
                counted += 1
            if not scene.busy():
                break
    texts = texts_drawn(app)
    assert counted and _token_count(texts, scene.num(150)) == 2, [t for t in texts if scene.num(150) in t]
    assert scene.words("turn_points", points=scene.num(150)) in texts, "the panel says it"
    assert "+" + scene.num(150) in texts, "the sheet pencils it"


@pytest.mark.parametrize("count", [2, 3, 4, 5, 6])
def test_the_score_sheet_shows_four_written_lines_at_every_table_size(make_app, count):
    """Five rounds written (each turn 100): at 2 to 6 seats the sheet shows at least the four
    newest lines whole in every column (no longer only the newest one or two), every word on
    the screen still at the readable floor."""
    from helpers import sizes_drawn, texts_drawn

    from game.dice import ScriptedDice
    from game.games import game_by_name
    from game.seats import Seat
    from game.zehntausend import match as z
    from scenes.tables.zehntausend.lettering import FLOOR
    from scenes.tables.zehntausend.table import TableScene

    names = ["Anna", "Ben", "Clara", "David", "Emma", "Felix"][:count]
    seats = [Seat(name, "keyboard1" if i == 0 else "bot:normal") for i, name in enumerate(names)]
    rounds = 5
    match = z.Match(count, z.Rules(), ScriptedDice([(1, 2, 3, 4, 6)] * (rounds * count + 1)))
    for _ in range(rounds * count):
        seat = match.current_seat
        match.apply(seat, z.Throw())
        match.apply(seat, z.Select((0,)))
        match.apply(seat, z.Bank())
    app = make_app()
    scene = TableScene(app, game_by_name("zehntausend"), seats, 1, match=match)
    app.push(scene)
    for _ in range(3):
        app.step(1 / 60)
    texts = texts_drawn(app)            # (200 to 400 stand nowhere else: not on the card, not on a plate)
    for points in (200, 300, 400):
        assert texts.count(scene.num(points)) == count, (points, texts)
    assert texts.count(scene.num(500)) >= 2 * count, "the newest line under the totals"
    assert min(size for _text, size in sizes_drawn(app)) >= FLOOR
