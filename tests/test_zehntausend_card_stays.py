"""The scoring card "Was zählt" stays beside the sheet whatever the names: a long hyphenated
name ("Maximilian-Alexa", the stranger's small-window evening) gets a wider column of its own
and the card narrows a little, so the table is the same layout with short names and long ones,
and at every window size (the picture is the 1280x720 one, scaled)."""

from __future__ import annotations

import pytest
from helpers import settle
from test_zehntausend_table import table

from game.seats import Seat

KINDS = ["keyboard1", "keyboard2", "bot:normal", "bot:normal"]


def four(names):
    return [Seat(name, kind) for name, kind in zip(names, KINDS, strict=True)]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("names", [["Anna", "Ben", "Clara", "David"], ["Maximilian-Alexa", "Ben", "Clara", "David"],
                                   ["Anna", "Ben", "Clara", "Annemarie-Luise"]])
def test_the_scoring_card_stays_and_every_name_stands_whole(make_app, lang, names):
    from scenes.tables.zehntausend.sheet import column_heads, column_rooms
    from scenes.ui import text

    app, scene = table(make_app, [(2, 3, 4, 6, 6)], seats=four(names), lang=lang)
    settle(app, scene)
    card, sheet = scene.card_rect, scene.sheet_rect
    assert card is not None and card.left > sheet.right and card.bottom <= 720, (card, sheet)
    _inline, heads = column_heads(names, column_rooms(names, sheet.w))
    assert not any("…" in line for lines in heads for line in lines), heads
    said = text.watch()
    try:
        app.draw()
    finally:
        text.unwatch()
    assert scene.card is not None and (scene.words("card_title"), scene.card_look.title) in scene.painted, "the card is drawn"
    shown = " ".join(said)
    assert all(part in shown for name in names for part in name.split("-")), "every name on the sheet, whole"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_layout_does_not_depend_on_the_window(make_app, size):
    """The table's places are the same at 1280x720 and every larger window: the window only
    scales them (a smaller one draws larger words: test_zehntausend_small_window)."""
    config = f"[display]\nwidth = {size[0]}\nheight = {size[1]}\n"
    app, scene = table(make_app, [(2, 3, 4, 6, 6)], seats=four(["Maximilian-Alexa", "Ben", "Clara", "David"]))
    base = dict(scene.boxes())
    app2, scene2 = table(lambda: make_app(config), [(2, 3, 4, 6, 6)],
                         seats=four(["Maximilian-Alexa", "Ben", "Clara", "David"]))
    assert dict(scene2.boxes()) == base and "card" in base
