"""A game's settings tab with a single house rule (Durchmarsch) is no empty page: the room
under the rule holds a card with the game's emblem, its name, what the game is and what house
rules do, all at a size read from the sofa."""

from __future__ import annotations

import pytest
from helpers import run_frames, sizes_drawn


@pytest.mark.parametrize("lang, blurb, note", [
    ("de", "Aufhören oder weitermachen?", "Hausregeln ändern"),
    ("en", "Stop or push on?", "House rules change"),
])
def test_a_tab_with_one_rule_shows_a_card_about_the_game(make_app, lang, blurb, note):
    app = make_app()
    app.set_language(lang)
    app.routes.settings()
    scene = app.top
    scene.tab = [t.id for t in scene.tabs].index("durchmarsch")
    run_frames(app, 2)
    sizes = sizes_drawn(app)
    said = {text: size for text, size in sizes}
    assert said.get("Durchmarsch", 0) >= 28, "the game's name heads the card"
    for start, least in ((blurb, 24), (note, 22)):
        line = next((t for t in said if t.startswith(start)), None)
        assert line is not None, f"the card says {start!r}"
        assert said[line] >= least
