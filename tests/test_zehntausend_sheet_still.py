"""Zehntausend's score sheet holds still: a turn's pending points are pencilled into the cell
where they will be written, and never push a written line down or make the sheet grow."""

from __future__ import annotations

import pygame
import pytest

from scenes.tables.zehntausend.sheet import SheetPainter, SheetView
from scenes.ui.text import Recording

NAMES = ("Anna", "Ben", "Clara", "David", "Emil", "Frida")


def sheet(seats: int, history, current: int, live: int) -> SheetView:
    view = SheetView(size=(420, 430), names=NAMES[:seats], styles=tuple(range(seats)), history=tuple(history),
                     current=current, live=live, leaders=frozenset({0}), final=False, title="Spielzettel",
                     live_label="läuft", final_label="Letzte Runde", sep=".", minus="−")
    return SheetView(**{**view.__dict__, "size": (420, SheetPainter.height_needed(view, 430))})


def places(view: SheetView) -> dict[str, list[pygame.Rect]]:
    patch = pygame.Surface((420, 430))
    patch.fill((30, 60, 40))
    with Recording() as rec:
        SheetPainter(patch).render(view)
    out: dict[str, list[pygame.Rect]] = {}
    for text, rect in rec.places:
        out.setdefault(text, []).append(rect)
    return out


@pytest.mark.parametrize("seats", [2, 4, 6])
def test_bens_pending_points_stand_beside_annas_550_and_move_nothing(make_app, seats):
    """Anna wrote down 550; while Ben's turn runs at +100 the 550 stays on its line, the +100
    stands on that same line in Ben's column, and the sheet is as tall as before."""
    make_app()
    history = [(0, "bank", 550)]
    still = places(sheet(seats, history, current=1, live=0))
    running = places(sheet(seats, history, current=1, live=100))
    line = max(still["550"], key=lambda r: r.y)                 # (the lower 550: the written line)
    assert max(running["550"], key=lambda r: r.y) == line, "Anna's written 550 never moves"
    assert running["+100"][0].centery == line.centery, "Ben's +100 is pencilled in on Anna's line"
    assert sheet(seats, history, 1, 100).size == sheet(seats, history, 1, 0).size, "the sheet does not grow"


def test_a_new_rounds_pending_points_open_the_line_on_top_without_moving_the_written_ones(make_app):
    """Both have written a round; Anna's next turn (+50) goes on the line above, where her
    next total will be written, and the round below stays where it was."""
    make_app()
    history = [(0, "bank", 550), (1, "bank", 300)]
    still = places(sheet(2, history, current=0, live=0))
    running = places(sheet(2, history, current=0, live=50))
    assert running["300"] == still["300"], "Ben's written 300 never moves"
    assert running["+50"][0].bottom <= max(still["300"], key=lambda r: r.y).top, "the running line sits above the round"


def test_a_sheet_with_room_for_one_line_shows_the_running_round_not_only_a_count(make_app):
    """Four seats late in a game leave the sheet room for a single line: it is the round being
    played (Anna's 900 written, Ben's +150 pencilled beside it), not just "ältere Runden: 3"."""
    make_app()
    history = [(seat, "bank", 300) for _ in range(3) for seat in range(4)] + [(0, "bank", 900)]
    view = sheet(4, history, current=1, live=150)
    _w, _size, row_h, first_line_y = SheetPainter.grid(view)
    view = SheetView(**{**view.__dict__, "size": (420, first_line_y + row_h + 13)})     # one line's room
    said = places(view)
    assert len(said.get("1.800", [])) == 2 and "+150" in said, sorted(said)   # (total and line)
    assert not any("▾" in text for text in said), "no count in the place of the only line"
