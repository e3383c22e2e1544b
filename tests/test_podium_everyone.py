"""Everyone has their moment on the podium: from fourth place on each person stands on their step
as their figure with their place on a badge (never a bare number on a dark plate), and the
confetti is a shower that lasts (still falling five seconds after the winner's rise), never on a
name."""

from __future__ import annotations

import pygame
import pytest
from test_podium import SHORT, drawn_words

from scenes.ui import podium as podium_mod
from scenes.ui.podium import Moment, climbers_of


@pytest.mark.parametrize("count", [4, 5, 6])
def test_every_place_from_fourth_on_has_its_figure_and_a_badge_with_its_number(make_app, count, monkeypatch):
    app = make_app()
    badges = []
    real = podium_mod.draw_badge
    monkeypatch.setattr(podium_mod, "draw_badge", lambda s, c, r: (badges.append((c, r)), real(s, c, r)))
    moment = Moment(climbers_of(SHORT[:count], list(range(count)), [[i] for i in range(count)]), "Titel",
                    "Anna gewinnt!", place_text=lambda n: f"{n}.")
    moment.time = moment.podium.ready_at()
    app.screen.fill((0, 0, 0))
    words = drawn_words(moment, app.screen)
    low = [s for s in moment.podium.spots if s.floor]
    assert len(low) == count - 3 and len(badges) == count - 3, "a badge on every low step"
    for spot in low:
        place = moment.podium.climbers[spot.index].place
        (cx, cy), radius = next((c, r) for c, r in badges if abs(c[0] - spot.step.centerx) <= 1)
        assert radius >= 14, "a badge to read from the sofa"
        number = next(r for t, r, _s in words if t == f"{place}." and abs(r.centerx - cx) <= 2)
        assert pygame.Rect(cx - radius, cy - radius, 2 * radius, 2 * radius).contains(number.inflate(-4, -4)), \
            "the place stands on its badge"
        assert spot.radius > 0 and moment.podium.figure_at(spot, moment.time)[1] > 0, "and the person's figure"


def test_the_confetti_keeps_falling_a_while_and_never_on_a_name(make_app):
    app = make_app()
    moment = Moment(climbers_of(SHORT[:4], [0, 1, 2, 3], [[0], [1], [2], [3]]), "Titel", "Anna gewinnt!", seed=4)
    moment.time = moment.podium.winner_at + 5.0
    words = [r for _t, r, _s in drawn_words(moment, app.screen)]
    pieces = moment.draw(app.screen)
    assert len(pieces) >= 20, "five seconds after the winner's rise the shower still falls"
    assert all(p.collidelist(words) == -1 for p in pieces)
    assert moment.confetti.duration >= 7.0
