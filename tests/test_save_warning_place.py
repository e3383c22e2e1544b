"""When saving fails, the red line that says so stands where no button or die is: at the
Zehntausend table at the foot of the score sheet (never over "Würfeln", the tray, the dice set
aside or the panel), at every other table as a pill in the bottom right corner, as wide as its
words, never a band across the whole foot over the buttons and the key strips."""

from __future__ import annotations

import errno

import pygame
import pytest
from helpers import run_frames, texts_placed

from game import saves
from game.games import game_by_name
from game.seats import Seat
from scenes.ui import theme

PROBLEM = "Speichern fehlgeschlagen: Datenträger voll"


def full(path, raw):
    raise OSError(errno.ENOSPC, "No space left on device")


def failing_table(make_app, monkeypatch, game: str):
    app = make_app()
    monkeypatch.setattr(saves, "write_bytes_atomic", full)
    table = app.routes.table(game_by_name(game), [Seat("Anna", "keyboard1"), Seat("Ben", "bot:normal")], 4)
    app.push(table)
    run_frames(app, 60)
    app.save_writer.flush()
    assert table.keeper.problem == PROBLEM
    return app, table


def warning_rect(app) -> pygame.Rect:
    placed = [rect for text, rect in texts_placed(app) if text == PROBLEM or PROBLEM.startswith(text)]
    assert placed, "the players see that saving failed"
    return placed[0].unionall(placed[1:])


def test_at_zehntausend_the_line_never_lies_on_the_button_the_dice_or_the_panel(make_app, monkeypatch):
    from scenes.tables.zehntausend.table import ASIDE_ROW, NEWS, PANEL, TRAY_RECT

    app, table = failing_table(make_app, monkeypatch, "zehntausend")
    line = warning_rect(app)
    drawn = table.draw_warning(app.screen, PROBLEM)
    assert drawn.contains(line)
    buttons = table.button_rects()
    assert buttons, "Anna's Würfeln button shows"
    for rect in (*buttons, TRAY_RECT, ASIDE_ROW, NEWS, PANEL, *table.plate_rects()):
        assert not drawn.colliderect(rect), (drawn, rect)
    assert drawn.bottom <= theme.SCREEN_H and drawn.left >= table.sheet_rect.left


@pytest.mark.parametrize("game", ["durchmarsch", "mensch", "wurf-und-weg"])
def test_at_every_table_the_line_is_a_pill_in_the_corner_not_a_band_over_the_foot(make_app, monkeypatch, game):
    app, table = failing_table(make_app, monkeypatch, game)
    line = warning_rect(app)
    drawn = table.draw_warning(app.screen, PROBLEM)
    assert drawn.contains(line) and drawn.w < theme.SCREEN_W // 2, drawn
    assert drawn.right <= theme.SCREEN_W and drawn.bottom <= theme.SCREEN_H
    for rect in getattr(table, "button_rects", list)():
        assert not drawn.colliderect(rect), (drawn, rect)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_at_zehntausend_the_line_never_lies_on_what_scores(make_app, monkeypatch, seats):
    """The wide tray's layout puts 'Was zählt' beside the sheet: a save warning stands over the
    sheet's oldest lines, never over the card's rules."""
    app = make_app()
    monkeypatch.setattr(saves, "write_bytes_atomic", full)
    people = [Seat("Anna", "keyboard1")] + [Seat(name, "bot:normal") for name in ("Ben", "Clara", "David")[:seats - 1]]
    table = app.routes.table(game_by_name("zehntausend"), people, 4)
    app.push(table)
    run_frames(app, 60)
    app.save_writer.flush()
    assert table.keeper.problem == PROBLEM
    warning_rect(app)
    drawn = table.draw_warning(app.screen, PROBLEM)
    assert table.card_rect is not None, "'Was zählt' stands beside the sheet"
    assert not drawn.colliderect(table.card_rect), (drawn, table.card_rect)
    assert table.sheet_rect.contains(drawn) or drawn.left >= table.sheet_rect.left



def test_at_zehntausend_the_second_window_note_is_said_whole(make_app):
    """Over the narrow sheet the note that another window keeps the saves is never cut short."""
    from scenes.ui import text

    app = make_app()
    table = app.routes.table(game_by_name("zehntausend"),
                             [Seat("Anna", "keyboard1"), Seat("Ben", "bot:normal"), Seat("Clara", "bot:normal")], 4)
    app.push(table)
    run_frames(app, 10)
    note = app.texts("app.saves.second_copy_table")
    places = text.watch_places()
    try:
        drawn = table.draw_warning(app.screen, note)
    finally:
        text.unwatch()
    words = " ".join(t for t, _rect, _surface in places if t)
    assert "…" not in words and words.split() == note.split(), words
    assert not drawn.colliderect(table.card_rect)
