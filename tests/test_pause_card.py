"""The pause as one card over the darkened table: its choices big enough to read from the sofa
with the cursor on "Weiter", and the keys card under it naming everyone who shares a block
(never over a key cap), its keys on the panel even for the wide Num-pad caps."""

from __future__ import annotations

import pytest
from helpers import run_frames
from test_pause_overlay import paused
from test_pause_shared_names import keys_card_places

from game.seats import Seat
from scenes.ui import text
from scenes.ui.layout import READABLE

SHARING = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2"), Seat("Clara", "keyboard2"), Seat("David", "keyboard2"),
           Seat("Emma", "keyboard2"), Seat("Felix", "bot:normal")]


@pytest.mark.parametrize("lang, first", [("de", "Weiterspielen"), ("en", "Resume")])
def test_the_choices_read_from_the_sofa_and_the_cursor_starts_on_resume(make_app, lang, first):
    app, _table, pause = paused(make_app, "zehntausend", SHARING, lang)
    sizes = text.watch_sizes()
    try:
        app.draw()
    finally:
        text.unwatch()
    labels = [pause.t(f"app.pause.{k}") for k in ("resume", "rules", "settings", "quit")]
    drawn = {t: size for t, size in sizes if t in labels}
    assert set(drawn) == set(labels), "all four choices on the card"
    assert min(drawn.values()) >= max(READABLE, 26), ("big buttons, not a list", drawn)
    assert all(r.height >= 48 for r in pause.list.rects())
    assert pause.list.index == 0 and labels[0] == first, "the cursor on Weiter: Enter plays on"
    pause.list.index = 2                          # to the settings and back: on Weiter again
    app.routes.settings()
    run_frames(app, 5)
    app.routes.back()
    run_frames(app, 5)
    assert app.top is pause and pause.list.index == 0


@pytest.mark.parametrize("lang", ["de", "en"])
def test_everyone_sharing_a_block_is_named_and_no_name_reaches_a_key_cap(make_app, lang):
    app, _table, pause = paused(make_app, "zehntausend", SHARING, lang)
    places = keys_card_places(pause)
    first_cap = 24 + pause.names_room + 20
    names = {t: r for t, r in places if t in ("Anna", "Ben", "Clara", "David", "Emma")}
    assert set(names) == {"Anna", "Ben", "Clara", "David", "Emma"}, "four sharing one block: all four named, whole"
    assert all(r.right <= first_cap - 8 for r in names.values()), "no name over a key cap"
    rects = list(names.values())
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), "names never overlap"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_num_pad_blocks_wide_keys_stay_on_the_keys_panel(make_app, lang):
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2"), Seat("Clara", "keyboard3"), Seat("David", "keyboard4")]
    app, _table, pause = paused(make_app, "durchmarsch", seats, lang)
    places = keys_card_places(pause)
    pic = pause.keys_picture()
    assert all(r.right <= pic.get_width() - 8 for _t, r in places), "every key's words inside the panel"
    assert pic.get_width() <= 1280 and pic.get_rect(midtop=(640, 0)).left >= 0
