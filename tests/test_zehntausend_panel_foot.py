"""The key hint at the foot of the Zehntausend panel ("A/D anderen Würfel wählen") stands
clear of the panel's bottom edge, and the margin costs the turn's points nothing: with the
coach's three-line card over the buttons, "Im Zug: 0" keeps its full size."""

from __future__ import annotations

import pytest
from test_zehntausend_picking import table, thrown

from scenes.tables.zehntausend import panel as panel_module
from scenes.ui import text

MARGIN = 6          # px at least between the hint's line (descenders included) and the panel's edge


def drawn_places(app):
    places = text.watch_places()
    sizes = text.watch_sizes()
    try:
        app.draw()
    finally:
        text.unwatch()
    return list(places), dict(sizes)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_foot_hint_keeps_a_clear_margin_and_the_points_their_size(make_app, lang):
    from scenes.tables.zehntausend.table import PANEL

    app, scene = table(make_app, [(1, 4, 5, 6, 1)], lang, hints=True)
    thrown(app, scene)
    app.step(1 / 60)
    places, sizes = drawn_places(app)
    foot = [words for _caps, words in scene.foot_groups(scene.seats[0])]
    assert foot, "the walking keys are named under the buttons"
    rects = [r for t, r, _s in places if t in foot]
    assert rects and all(r.bottom <= PANEL.bottom - MARGIN for r in rects), (rects, PANEL.bottom)
    buttons = scene.button_rects()
    assert all(r.top >= b.bottom for r in rects for b in buttons), "the hint stays under the buttons"
    points = scene.words("turn_points", points="0")
    assert sizes.get(points, 0) >= 28, ("the turn's points at full size over the coach's card", sizes.get(points))



@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_walking_keys_stand_on_key_caps_large_on_a_row_of_their_own(make_app, lang):
    """"A/D anderen Würfel wählen" was small print squeezed under the buttons: now each key is a
    cap ([A] [D]) before its words at 22 px or more, on a row under the buttons that nothing
    else shares, and the whole foot on that row."""
    from scenes.tables.zehntausend.panel import FOOT_SIZE
    from scenes.tables.zehntausend.table import PANEL

    app, scene = table(make_app, [(1, 4, 5, 6, 1)], lang, hints=True)
    thrown(app, scene)
    app.step(1 / 60)
    caps = []
    real = panel_module.keycap_image
    try:
        panel_module.keycap_image = lambda label, size=18, *a, **k: (caps.append((label, size)),
                                                                     real(label, size, *a, **k))[1]
        places, sizes = drawn_places(app)
    finally:
        panel_module.keycap_image = real
    groups = scene.foot_groups(scene.seats[0])
    assert [keys for keys, _words in groups][0] == ["A", "D"], "the walking keys each on a cap of its own"
    for keys, words in groups:
        assert sizes.get(words, 0) >= 22 and FOOT_SIZE >= 22, (words, sizes.get(words))
        assert all((key, FOOT_SIZE) in caps for key in keys), ("a key said in plain letters", keys, caps)
    assert "A/D" not in " ".join(t for t, _r, _s in places), "no plain 'A/D' under the buttons"
    foot = scene.panel.hint_rect()
    assert foot.h < 2 * 30, "one row holds the whole foot"
    rows = [r for t, r, _s in places if t in [w for _k, w in groups]]
    assert all(foot.top <= r.top and r.bottom <= foot.bottom for r in rows), "the words on the foot's row"
    others = [r for t, r, _s in places if t not in [w for _k, w in groups] and PANEL.colliderect(r)]
    assert not any(r.colliderect(foot) for r in others), "nothing else on the foot's row"
    assert all(b.bottom <= foot.top for b in scene.button_rects())
