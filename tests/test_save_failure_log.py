"""A save that fails is told in the terminal's log as the sentence the players read on the table
("Speichern fehlgeschlagen: Datenträger voll"), never with the name of a language key in front
of it; a detail the sentence does not hold follows it in brackets."""

from __future__ import annotations

import errno
import logging

import pytest
from helpers import run_frames

from game import saves
from game.games import game_by_name
from game.seats import Seat

SAID = {"de": "Speichern fehlgeschlagen: Datenträger voll", "en": "Saving failed: disk full"}


def full(path, raw):
    raise OSError(errno.ENOSPC, "No space left on device")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_failed_save_is_logged_as_the_players_sentence(make_app, monkeypatch, caplog, lang):
    app = make_app()
    app.set_language(lang)
    monkeypatch.setattr(saves, "write_bytes_atomic", full)
    table = app.routes.table(game_by_name("mensch"), [Seat("Anna", "keyboard1"), Seat("Ben", "bot:normal")], 4)
    with caplog.at_level(logging.WARNING, logger="wuerfelabend"):
        app.push(table)
        run_frames(app, 60)
        app.save_writer.flush()
        run_frames(app, 30)
        app.draw()
    assert table.keeper.problem == SAID[lang]
    lines = [r.getMessage() for r in caplog.records if r.name == "wuerfelabend"]
    assert SAID[lang] in lines, lines
    assert lines.count(SAID[lang]) == 1, ("told once", lines)
    assert not any("app." in line or "saves.failed" in line for line in lines), lines


def test_a_detail_the_sentence_leaves_out_follows_it(make_app, caplog):
    app = make_app()
    with caplog.at_level(logging.WARNING, logger="wuerfelabend"):
        app.notify("app.saves.second_copy", folder="/tmp/x", why="lock held by process 42")
    lines = [r.getMessage() for r in caplog.records if r.name == "wuerfelabend"]
    assert len(lines) == 1 and lines[0].endswith("(lock held by process 42)"), lines
    assert not lines[0].startswith("app."), lines


@pytest.mark.parametrize("why", ["{folder} %s %d", "\x00\n\t", "", "x" * 5000])
def test_a_garbage_detail_is_logged_whole_and_the_game_runs_on(make_app, caplog, why):
    app = make_app()
    with caplog.at_level(logging.WARNING, logger="wuerfelabend"):
        app.notify("app.notice.stats_failed", why=why)
    lines = [r.getMessage() for r in caplog.records if r.name == "wuerfelabend"]
    assert len(lines) == 1 and why in lines[0] and not lines[0].startswith("app."), lines
    run_frames(app, 3)
    app.draw()
