"""Durchmarsch: at a person's choice after a hit, the turn line names the keys ("Anna: Q Stop ·
E Go on") on every frame of the choice, from its first frame to the moment the person decides:
no quiet first seconds, and moving between the buttons takes nothing away."""

from __future__ import annotations

import pygame
import pytest
from test_durchmarsch_column_balanced import table

from game.durchmarsch import match as dm
from scenes.ui import seat_panel


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_banner_names_the_keys_on_every_frame_of_the_choice(make_app, lang):
    from scenes.ui import text

    app, scene = table(make_app, lang)       # Anna's throws hit the 10 and the 9, then miss
    anna = scene.seats[0]
    stop = f"{seat_panel.key_label(app, anna, 'back')}\u00a0{app.texts('durchmarsch.table.stop')}"
    go_on = f"{seat_panel.key_label(app, anna, 'confirm')}\u00a0{app.texts('durchmarsch.table.go_on')}"
    sideways = {"left": pygame.K_a, "right": pygame.K_d}
    assert seat_panel.key_label(app, anna, "left") == "A"
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_e, mod=0, unicode="", scancode=0))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=pygame.K_e, mod=0, unicode="", scancode=0))
    choice_frames, missing = 0, []
    seen = text.watch()
    try:
        for frame in range(60 * 6):
            app.step(1 / 60)
            if frame == 60 * 4:               # moving between the buttons leaves the choice open
                for code in (sideways["left"], sideways["right"]):
                    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
                    app.dispatch(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))
            seen.clear()
            app.draw()
            if scene.shown.phase == dm.DECIDE and scene.shown.current_seat == 0 and not scene.busy():
                choice_frames += 1
                words = " ".join(seen)
                if stop not in words or go_on not in words:
                    missing.append(frame)
    finally:
        text.unwatch()
    assert choice_frames > 60 * 3, choice_frames
    assert missing == [], f"{len(missing)} frames of the choice without the keys, from frame {missing[:1]}"
