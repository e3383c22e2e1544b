"""At 960x540 the picture is drawn at 3/4: the warning of what a miss costs ("Falls daneben: …",
"If you miss: …") stands at 22 px in its lane in both languages, so it still reads
from the sofa in a small window."""

from __future__ import annotations

import pytest


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
