"""Durchmarsch with sixteen-letter names and the keypad's long key names: a waiting person's
heckling keys and their words stand whole on their sheet, clear of the row's arrow."""

from __future__ import annotations

import pygame
import pytest
from test_durchmarsch_heckle_captions_large import table as seated_table

from scenes.ui.text import READABLE, font

NAMES = ["Maximiliane-Soph", "WWWWWWWWWWWWWWWW", "Jürgen Größe-Übe", "Hannelore Schütz"]
ARROW = 23          # the row's arrow reaches this far left of the first box (`art.row_marker`)


def table(make_app, lang, count):
    kinds = ["keyboard1", "keyboard4", "keyboard2", "keyboard3"][:count]
    return seated_table(make_app, lang, NAMES[:count], kinds)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 3, 4])
def test_heckling_words_stand_whole_and_clear_of_the_row_arrow_with_long_names(make_app, lang, count):
    app, scene = table(make_app, lang, count)
    words = [scene.t("durchmarsch.table.heckle_more_short"), scene.t("durchmarsch.table.heckle_stop_short")]
    checked = 0
    for seat, rect, large in scene.sheet_rects():
        look = scene.look(seat, rect.size, large)
        placed, size = scene.plate_layout(seat, look, rect.size)
        if seat == scene.current:
            assert placed == []
            continue
        checked += 1
        assert [text for kind, text, _ in placed if kind == "word"] == words, "the words whole"
        assert size >= READABLE
        paper = pygame.Rect((0, 0), rect.size)
        first_box = look.cell_rect(0, 0)
        for kind, text, r in placed:
            assert paper.contains(r), (seat, text, r)
            if kind == "word":
                assert font(size).size(text)[0] <= r.w + 1
            if look.side:
                assert r.right <= first_box.x - ARROW - 6, ("clear of the row's arrow", seat, text, r, first_box)
            else:
                assert r.bottom <= look.top, ("clear of the rows", seat, text, r)
    assert checked == count - 1
    app.draw()
