"""At the Zehntausend table the dice are the hero: the tray takes most of the left column, its
dice are large enough to count from the sofa (70 px at 1280x720), and no die, in the tray or
set aside, ever lies over the panel of the turn, with five dice or six, set aside one by one.
The picture scales as a whole to 960x540, so what holds here holds there."""

from __future__ import annotations

import pygame
from helpers import press, run_frames, settle, texts_drawn
from test_zehntausend_table import table, thrown

from game.zehntausend import match as z

TRAY_AREA_BEFORE = 544 * 184        # the thin strip the table had (100,096 px²)


def die_rects(scene) -> list[pygame.Rect]:
    out = []
    for tid in scene.tray.positions():
        corners, _ = scene.tray.footprint(tid)
        xs, ys = [x for x, _ in corners], [y for _, y in corners]
        out.append(pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)))
    return out


def test_the_tray_takes_the_column_and_its_dice_are_seventy_pixels(make_app):
    from scenes.tables.zehntausend.table import ASIDE_ROW, NEWS, PANEL, TRAY_RECT

    app, scene = table(make_app, [(1, 5, 3, 3, 2)])
    thrown(app, scene)
    assert scene.tray.die_size >= 70
    assert TRAY_RECT.w * TRAY_RECT.h >= 115_000 > TRAY_AREA_BEFORE     # 16 % more felt
    assert TRAY_RECT.h > PANEL.h * 0.9, "the tray, not the panel, is the column's largest part"
    column = [TRAY_RECT, ASIDE_ROW, NEWS, PANEL]
    assert all(a.bottom <= b.top for a, b in zip(column, column[1:], strict=False)) and PANEL.bottom <= 720
    for rect in die_rects(scene):
        assert TRAY_RECT.contains(rect) and not rect.colliderect(PANEL)


def test_six_dice_set_aside_one_by_one_stay_in_their_row_off_the_panel(make_app):
    """Six dice, each throw a single 1 set aside: the five lie in the row, the sixth's place too."""
    from scenes.tables.zehntausend.table import ASIDE_ROW, PANEL

    throws = [(1, 2, 3, 4, 6, 6), (1, 2, 3, 4, 6), (1, 2, 3, 4), (1, 3, 4), (1, 3), (1,)]
    app, scene = table(make_app, throws, rules=z.Rules(dice=6))
    for place in scene.free_places():
        assert ASIDE_ROW.contains(place)
    thrown(app, scene)
    for _ in range(5):
        press(app, pygame.K_e, pygame.K_s)         # the cursor starts on the 1: marked, throw on
        settle(app, scene)
    assert len(scene.aside) == 5, scene.aside
    (last,) = scene.free_places()                  # where the sixth would go, after five gaps
    assert ASIDE_ROW.contains(last) and not last.colliderect(PANEL)
    label = scene.words("aside")
    painted = [text for text, _ in scene.aside_label]
    assert label in painted or not any(part in painted for part in (label[:4], label[4:])), \
        "the row's label stands whole or not at all, never broken in the middle of a word"
    for i in scene.aside:
        x, y = scene.tray.positions()[scene.ids[i]]
        half = scene.tray.die_size // 2
        assert ASIDE_ROW.contains(pygame.Rect(x - half, y - half, 2 * half, 2 * half)), (i, x, y)
    for rect in die_rects(scene):
        assert not rect.colliderect(PANEL)


def test_the_strip_under_the_tray_says_what_scores_until_there_is_news(make_app):
    """Before anything happened the strip under the tray is no empty box: it says what a Niete
    costs (the card beside the sheet says what scores); a Niete's stamp takes its place."""
    from scenes.tables.zehntausend.table import NEWS, NEWS_BG

    app, scene = table(make_app, [(2, 3, 4, 6, 6)])
    run_frames(app, 3)
    app.draw()
    edge = (NEWS.x + 6, NEWS.centery)
    assert scene.panel.news() == "counts"
    assert scene.counts_line() == scene.words("niete_line"), "two players: the card beside says what scores"
    assert app.screen.get_at(edge)[:3] == NEWS_BG, "the strip stands under the row set aside"
    thrown(app, scene)
    app.draw()
    assert scene.panel.news() not in ("", "counts")
    assert app.screen.get_at(edge)[:3] == NEWS_BG, "the Niete's news has no strip under it"


def test_without_the_scoring_card_the_strip_says_what_scores(make_app):
    """Six players leave no room for the scoring card: a strip under the sheet says what scores
    in short instead."""
    from game.seats import Seat

    seats = [Seat(f"P{i}", "keyboard1" if i == 0 else "bot:normal") for i in range(6)]
    app, scene = table(make_app, [(2, 3, 4, 6, 6)], seats=seats)
    run_frames(app, 3)
    assert scene.card_rect is None
    line = scene.counts_short()
    shown = " ".join(texts_drawn(app))
    assert "100" in line and "50" in line and all(word in shown for word in line.split())
