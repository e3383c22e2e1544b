"""Wurf & Weg in a 960x540 window, which shows the 1280x720 picture at 3/4: every word on the
table (key strips, status lines, the bots' lines, the pile, the banner, the last rolls, the
round's card, the rules card) is drawn at 24 px or more in the picture, so none stands under
18 px on the screen; at 1280x720 the table keeps its usual sizes."""

from __future__ import annotations

import pytest
from helpers import sizes_drawn
from test_wurf_und_weg_sofa import FAST, ww_table

from scenes.tables.wurf_und_weg import sizes
from scenes.ui import text

SMALL = "[display]\nwidth = 960\nheight = 540\n" + FAST
ON_SCREEN = 18        # px a word stands on the 960x540 screen, at least
NAMES = ["Anna", "Ben", "Clara", "David", "Emma", "Felix"]
KINDS = ["keyboard1", "keyboard2", "bot:normal", "bot:hard", "bot:easy", "bot:normal"]


def words_seen(app, seconds: float) -> set[tuple[str, int]]:
    """Every word the table shows over `seconds` of play (a frame looked at every 0.1 s)."""
    seen: set[tuple[str, int]] = set()
    for _ in range(round(seconds * 10)):
        seen.update((t, px) for t, px in sizes_drawn(app) if t.strip())
        for _ in range(12):
            app.step(1 / 120)
    return seen


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("seats", [3, 5, 6])
def test_every_word_on_the_table_stands_18_px_tall_in_a_960x540_window(make_app, lang, seats):
    def small_app(config_text=None, **options):
        return make_app(SMALL, **options)

    app, scene = ww_table(small_app, KINDS[:seats], NAMES[:seats], lang)
    seen = words_seen(app, 14.0)           # the rules card, the count, a round and its end
    assert any(t == scene.t("wurf_und_weg.key.word_tray") for t, _px in seen), "the key strips were looked at"
    assert scene.round_no >= 2 or scene.hud.intro_drawn is None, "the play went past its first seconds"
    small = sorted({(t, px) for t, px in seen if px * 960 / 1280 < ON_SCREEN})
    assert small == [], small


def test_a_1280x720_window_keeps_the_tables_usual_sizes(make_app):
    app, _scene = ww_table(make_app, KINDS[:3], NAMES[:3], "de")
    assert sizes.SMALLEST == text.READABLE and not sizes.SMALL_WINDOW
    assert sizes.floor_for(0.75) * 0.75 >= ON_SCREEN, "a 960x540 window would draw them larger"
