"""When three seats share one keyboard, the foot explains it in even lines: never a lone word
("ist.") left alone under a full line."""

from __future__ import annotations

from dataclasses import replace

import pytest
from helpers import run_frames, texts_placed

from scenes.ui.layout import width_of


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("names", [("Anna", "Ben", "Clara", "David"), ("Maximilian", "Ben", "Clara", "Wolfgang")])
def test_three_seats_on_one_keyboard_are_explained_in_even_lines(make_app, lang, names):
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.evening_setup()
    setup = app.top
    for i, name in enumerate(names):
        setup.seats[i] = replace(setup.seats[i], name=name, kind="bot:normal" if i == 2 else "keyboard1")
    setup.row = 3
    run_frames(app, 2)
    explained = setup.sharing_explained()
    assert explained is not None
    first_words = explained.split()[:3]
    foot = sorted(((t, r) for t, r in texts_placed(app) if r.top > setup.row_rects()[-1].bottom), key=lambda tr: tr[1].y)
    start = next(k for k, (t, _r) in enumerate(foot) if t.split()[:3] == first_words)
    lines = [t for t, _r in foot[start:]]
    assert " ".join(lines) == explained, lines
    widths = [width_of(line, 22) for line in lines]
    for line, width in zip(lines, widths, strict=True):
        assert len(line.split()) >= 2, f"a lone word on a line: {lines}"
        assert width >= max(widths) * 0.5, f"lines as even as they go: {lines}"
