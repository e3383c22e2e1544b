"""At 960x540 the picture is drawn at 3/4: the warning of what a miss costs ("Falls daneben: …",
"If you miss: …") stands at 22 px in its lane in both languages, so it still reads
from the sofa in a small window; and there every word of the table (the sheets' names, keys and
columns, the chance card, the log, the dice set aside, the warning) is drawn at 24 px or more in
the picture, 18 px on the screen, while a 1280x720 window keeps the table's usual sizes."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, sizes_drawn

from game.games import game_by_name
from game.seats import Seat
from scenes.tables.durchmarsch import sizes
from scenes.ui import text

SMALL = "[display]\nwidth = 960\nheight = 540\n[general]\nbot_speed = 2.0\n"
ON_SCREEN = 18        # px a word stands on the 960x540 screen, at least
NAMES = ["Maximilian-Alexa", "Ben", "WWWWWWWWWWWWWWWW", "David"]
KINDS = ["keyboard1", "bot:normal", "keyboard2", "bot:hard"]


def words_seen(make_app, lang: str, config_text: str | None, seconds: float) -> set[tuple[str, int]]:
    """Every word a four-seat table shows over `seconds` of play (a frame looked at every 0.1 s),
    the two people pressing their confirm now and then."""
    app = make_app(config_text)
    app.set_language(lang)
    scene = app.routes.table(game_by_name("durchmarsch"), [Seat(n, k) for n, k in zip(NAMES, KINDS, strict=True)], 7)
    app.push(scene)
    seen: set[tuple[str, int]] = set()
    for step in range(round(seconds * 10)):
        seen.update((t, px) for t, px in sizes_drawn(app) if t.strip())
        if step % 30 == 29:
            press(app, pygame.K_e, pygame.K_o)
        for _ in range(12):
            app.step(1 / 120)
    assert any(t == NAMES[2] for t, _px in seen), "the sheets were looked at"
    return seen


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_word_on_the_table_stands_18_px_tall_in_a_960x540_window(make_app, lang):
    seen = words_seen(make_app, lang, SMALL, 20.0)
    small = sorted({(t, px) for t, px in seen if px * 960 / 1280 < ON_SCREEN})
    assert small == [], small


def test_a_1280x720_window_keeps_the_tables_usual_sizes(make_app):
    seen = words_seen(make_app, "de", None, 3.0)
    assert sizes.SMALLEST == text.READABLE
    assert min(px for _t, px in seen) == text.READABLE, "the table's smallest words keep 20 px"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_what_a_miss_costs_is_22_px_within_its_lane(make_app, lang):
    from scenes.tables.durchmarsch.table import VOICES, stake_lines
    from scenes.ui.layout import line_height
    from scenes.ui.text import font

    app = make_app()
    app.set_language(lang)
    for when in ("stake_throw", "stake_go_on"):
        for kind in ("miss", "struck", "out"):
            text = app.texts(f"durchmarsch.table.stake_{kind}", when=app.texts(f"durchmarsch.table.{when}"),
                             row=3, next=4, name="Maximilian-Josep")
            size, lines = stake_lines(text)
            assert size >= 22, (text, size)
            assert len(lines) * line_height(size) <= VOICES.h, lines
            assert all(font(size).size(line)[0] <= VOICES.w - 24 for line in lines), lines
            assert " ".join(lines).replace("  ", " ") == text.replace("  ", " ")
