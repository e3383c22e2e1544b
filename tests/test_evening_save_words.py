"""The evening's table never promises what the data folder does not keep: "bleibt gespeichert"
stands only while the evening is saved; a second copy of the game on the same folder, or a disk
that refuses the file, is said at the foot instead, and the menu button's hint says the evening
ends there."""

from __future__ import annotations

import pytest
from helpers import texts_drawn

from game.seats import Seat

SEATS = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2"), Seat("Clara", "bot:normal")]
PROMISES = {"de": "bleibt gespeichert", "en": "stays saved"}
UNSAVED = {"de": "nicht gespeichert", "en": "not saved"}


def evening_table(make_app, lang: str, trouble: str | None, monkeypatch):
    app = make_app()
    app.set_language(lang)
    if trouble == "second copy":
        app._data_claim = (app.data_folder, False)      # as if another copy held the folder
    elif trouble == "disk full":
        def refuse(folder, evening):
            raise OSError(28, "No space left on device")
        monkeypatch.setattr("game.evening.save", refuse)
    app.routes.start()
    app.routes.evening_start(SEATS)
    for _ in range(90):
        app.step(1 / 60)
    table = app.top
    table.list.index = len(table.list.buttons) - 1      # "Hauptmenü": its hint under the buttons
    return app, table


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_saved_evening_says_it_stays_saved(make_app, lang, monkeypatch):
    app, table = evening_table(make_app, lang, None, monkeypatch)
    seen = " | ".join(texts_drawn(app))
    assert PROMISES[lang] in seen
    assert UNSAVED[lang] not in seen and table.warning() is None


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("trouble", ["second copy", "disk full"])
def test_an_evening_that_cannot_be_written_never_says_it_stays_saved(make_app, lang, trouble, monkeypatch):
    app, table = evening_table(make_app, lang, trouble, monkeypatch)
    seen = " | ".join(texts_drawn(app))
    assert PROMISES[lang] not in seen, "never 'stays saved' beside a 'not saved' warning"
    assert table.warning() and table.warning() in seen, "the foot says why it is not kept"
    assert table.t("evening.table.menu_hint_unsaved") in seen, "the menu button's hint: leaving ends it"
    if trouble == "second copy":
        assert table.t("evening.table.second_copy") in seen
