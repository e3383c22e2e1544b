"""Long names under the move keys read as names, never as a word cut off: a neighbour's name
too long for its key stands whole, by its first word ("Maximilian"), or by its start with a
"…" that is really drawn (no tile of the next key painted over it): "Bartholomä…", never
"Bartholomä"."""

from __future__ import annotations

import pytest
from test_wurf_und_weg_key_strips import people, racing
from test_wurf_und_weg_sofa import target_word_ok

NAMES = ["Maximilian-Alexa", "Bartholomäus-Ben", "Clara", "Dorothea-Davina", "Emma"]
KINDS = ["keyboard1", "keyboard2", "bot:normal", "bot:normal", "bot:normal"]


def ink_columns(picture, rect) -> list[int]:
    """The x of every column of `rect` in which the strip shows the words' bright ink."""
    cols = []
    for x in range(max(0, rect.left), min(picture.get_width(), rect.right)):
        for y in range(max(0, rect.top), min(picture.get_height(), rect.bottom)):
            r, g, b, a = picture.get_at((x, y))
            if a > 120 and min(r, g, b) > 150:
                cols.append(x)
                break
    return cols


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_long_name_under_a_key_is_whole_a_first_word_or_marked_with_an_ellipsis(make_app, lang):
    app, scene = racing(make_app, KINDS, NAMES, lang)
    painter = scene.station_painter
    shortened = 0
    for seat in people(scene):
        picture, _shown, parts = painter.strip(seat)
        for action, _label, _cap, _deg, _icons, (word, rect), _token in parts:
            if action not in ("to_left", "to_right"):
                continue
            name = NAMES[painter.neighbour(seat, action)]
            assert target_word_ok(word, name), (seat, word)
            shortened += word.endswith("…")
            ink = ink_columns(picture, rect)
            assert ink, (seat, word)
            # the word's last letter (or its "…") is drawn: its ink reaches the end of its room
            assert ink[-1] >= rect.right - 4, (seat, word, "cut off at", ink[-1], "of", rect.right)
    assert shortened, "the strip with these names shortens one of them (else this test looks at nothing)"
