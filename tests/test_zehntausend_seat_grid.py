"""Five and six at the Zehntausend table: every seat's plate stands in one orderly grid, two a
row in seat order and all one size, whatever the names and whoever shares a keyboard; the
score sheet keeps room for four lines and more, and what scores stays readable in short."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest
from helpers import run_frames
from test_zehntausend_table import table

from game.seats import Seat
from scenes.ui import text

LONG = ["Maximilianalexan", "Bernadettesophie", "Konstantinopolis", "Davidmaximilian", "Emmaluisefriede", "Felixbartholom"]
SHORT = ["Anna", "Ben", "Clara", "David", "Emma", "Felix"]
KINDS = ["keyboard1", "bot:normal", "bot:hard", "keyboard2", "bot:easy", "bot:normal"]
SHARED = ["keyboard1", "keyboard1", "bot:hard", "keyboard1", "bot:easy", "keyboard2"]   # three on one block


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("kinds", [KINDS, SHARED], ids=["own-keys", "shared-keys"])
@pytest.mark.parametrize("names", [LONG, SHORT], ids=["long", "short"])
@pytest.mark.parametrize("count", [5, 6])
def test_five_and_six_seats_sit_in_one_grid_with_four_sheet_lines_and_what_scores(make_app, count, names, kinds,
                                                                                  lang):
    from scenes.tables.zehntausend.sheet import SheetPainter
    from scenes.tables.zehntausend.table import RIGHT

    seats = [Seat(n, k) for n, k in zip(names[:count], kinds, strict=False)]
    app, scene = table(make_app, [(4, 5, 4, 4, 5)], seats=seats, lang=lang)
    run_frames(app, 2)
    said = text.watch_sizes()
    try:
        app.draw()
    finally:
        text.unwatch()
    plates = scene.plate_rects()
    assert len({r.size for r in plates}) == 1, f"plates of different sizes: {plates}"
    paired = plates[:count - count % 2]
    lefts = sorted({r.left for r in paired})
    assert len(lefts) == 2, f"not two columns: {plates}"
    for i, rect in enumerate(paired):     # seat order: row by row, left to right
        assert rect.left == lefts[i % 2] and rect.top == plates[i - i % 2].top, (i, plates)
    for i, rect in enumerate(plates):
        if i >= 2:
            assert rect.top > plates[i - 2].bottom, (i, plates)
        assert RIGHT.contains(rect), rect
    if count % 2:     # the last alone in its row stands centred, no empty place beside it
        assert abs(plates[-1].centerx - RIGHT.centerx) <= 1, plates[-1]
    _w, _size, row_h, first_line_y = SheetPainter.grid(
        SimpleNamespace(names=tuple(names[:count]), size=scene.sheet_rect.size))
    assert scene.sheet_rect.h >= first_line_y + 4 * row_h, f"the sheet has no room for four lines: {scene.sheet_rect}"
    counts = scene.boxes().get("counts")
    assert counts is not None and not counts.colliderect(scene.sheet_rect)
    short = scene.counts_short()
    assert "100" in short and "50" in short
    assert scene.words("card_prove").rstrip(".") in short, "a waiting Pasch is no surprise: the rule is said"
    drawn_sizes = [size for s, size in said if s and s in short]
    assert drawn_sizes and min(drawn_sizes) >= 20, "what scores is drawn in readable words"
    for s, size in said:
        assert size >= 20, f"{s!r} drawn at {size} px"
    screen = pygame.Rect(0, 0, 1280, 720)
    parts = [(n, r) for n, r in scene.boxes().items() if n != "header"]
    for i, (a, ra) in enumerate(parts):
        assert screen.contains(ra)
        for b, rb in parts[i + 1:]:
            assert not ra.colliderect(rb), f"{a} {ra} and {b} {rb} overlap"
