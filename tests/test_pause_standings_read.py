"""The pause's standings ("Punkte: Anna 0 · Ben 0") read from the sofa: at 24 px or more in the
full text colour (never small grey), on at most two lines that stay clear of the buttons."""

from __future__ import annotations

import pytest
from test_pause_overlay import paused

from game.seats import Seat
from scenes.ui import theme

SHORT = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2")]
LONG = [Seat(f"Maximilianetrud{i}", "bot:easy") for i in range(5)] + [Seat("Anna", "keyboard1")]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("seats", [SHORT, LONG], ids=["two", "six long names"])
def test_the_standings_are_large_and_in_full_colour(make_app, monkeypatch, lang, seats):
    from scenes.screens import pause as screen

    app, _table, pause = paused(make_app, "zehntausend", seats, lang)
    size, lines = pause.standings_lines()
    assert lines and size >= 24, (size, lines)
    drawn = []
    real = screen.blit_text

    def watching(surface, text, pos, size, colour, *args, **kw):
        rect = real(surface, text, pos, size, colour, *args, **kw)
        drawn.append((text, size, tuple(colour)[:3], rect))
        return rect

    monkeypatch.setattr(screen, "blit_text", watching)
    app.draw()
    shown = [(t, s, c, r) for t, s, c, r in drawn if t in lines]
    assert len(shown) == len(lines), drawn
    assert all(s >= 24 and c == tuple(theme.TEXT)[:3] for _t, s, c, _r in shown), shown
    buttons = pause.list.rects()
    assert not any(r.colliderect(b) for _t, _s, _c, r in shown for b in buttons), "clear of the buttons"
