"""The lead-up to the winner ("Und gewonnen hat …") is never a long wait on an empty stage:
the first step rises almost at once and the winner rises within about two seconds."""

from __future__ import annotations

import pygame

from scenes.ui.podium import Climber, Podium


def test_the_steps_rise_during_the_lead_up_and_the_winner_comes_soon():
    pygame.init()
    climbers = [Climber(n, i, p) for i, (n, p) in enumerate((("Anna", 1), ("Ben", 2), ("Clara", 3), ("David", 4)))]
    podium = Podium(climbers)
    first = min(podium.rise_at.values())
    assert first <= 0.3, "a step rises right after the lead-up line appears"
    assert podium.winner_at <= 2.3, podium.winner_at
    for t in (0.3 + 0.1 * k for k in range(int((podium.winner_at - 0.3) / 0.1))):
        assert any(podium.progress(i, t) > 0 for i in range(len(climbers))), f"something stands at {t:.1f} s"
