"""Reading the seat setup's pictures in tests: which rows show the coach's hints switch, and
whether each is on (its knob right) or off (its knob left), as a player sees it."""

from __future__ import annotations

import pygame

from scenes.ui.setup_card import KNOB, SWITCH_H, SWITCH_W


def switches_shown(app, setup) -> dict[int, bool]:
    """Draw a frame and return {row: on} for every row whose hints switch stands on screen."""
    app.draw()
    shown = {}
    for row in range(setup.count):
        badge = setup.badge_rect(row)
        if badge is None:
            continue
        track = pygame.Rect(badge.right - SWITCH_W, badge.centery - SWITCH_H // 2, SWITCH_W, SWITCH_H)
        left = app.screen.get_at((track.x + SWITCH_H // 2, track.centery))[:3] == KNOB
        right = app.screen.get_at((track.right - SWITCH_H // 2, track.centery))[:3] == KNOB
        if left != right:
            shown[row] = right
    return shown
