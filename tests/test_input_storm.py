"""Input storm: four seats mashing keys, pads pressing, the mouse clicking, through every scene.

More than 10,000 random events in all. Nothing may raise, and afterwards every scene must
still answer: Esc (and the pause overlay's "Zum Hauptmenü") leads back to the menu.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.games import GAMES, game_by_name
from game.seats import Seat

EVENTS_PER_SCENE = 1100
CLUSTER_KEYS = [
    pygame.K_q, pygame.K_w, pygame.K_e, pygame.K_a, pygame.K_s, pygame.K_d,
    pygame.K_u, pygame.K_i, pygame.K_o, pygame.K_j, pygame.K_k, pygame.K_l,
    pygame.K_DELETE, pygame.K_UP, pygame.K_PAGEDOWN, pygame.K_LEFT, pygame.K_DOWN, pygame.K_RIGHT,
    pygame.K_KP7, pygame.K_KP8, pygame.K_KP9, pygame.K_KP4, pygame.K_KP5, pygame.K_KP6,
]
OTHER_KEYS = [pygame.K_RETURN, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_TAB, pygame.K_LSHIFT,
              pygame.K_z, pygame.K_1, pygame.K_F1, pygame.K_HOME]


class FakePad:
    def __init__(self, iid):
        self.iid = iid

    def get_instance_id(self):
        return self.iid


def storm(app, rng: random.Random, count: int) -> None:
    held: set[int] = set()
    for n in range(count):
        roll = rng.random()
        if roll < 0.62:
            code = rng.choice(CLUSTER_KEYS) if rng.random() < 0.85 else rng.choice(OTHER_KEYS)
            if code in held and rng.random() < 0.6:
                held.discard(code)
                app.dispatch(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))
            else:
                held.add(code)
                char = chr(code) if 32 <= code < 127 else ""
                app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=char, scancode=0))
                if char:
                    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=char))
        elif roll < 0.80:
            iid = 500 + rng.randrange(2)
            kind = rng.random()
            if kind < 0.5:
                app.dispatch(pygame.event.Event(pygame.JOYBUTTONDOWN if rng.random() < 0.6 else pygame.JOYBUTTONUP,
                                                instance_id=iid, button=rng.randrange(12)))
            elif kind < 0.75:
                app.dispatch(pygame.event.Event(pygame.JOYHATMOTION, instance_id=iid, hat=0,
                                                value=(rng.choice((-1, 0, 1)), rng.choice((-1, 0, 1)))))
            else:
                app.dispatch(pygame.event.Event(pygame.JOYAXISMOTION, instance_id=iid, axis=rng.randrange(4),
                                                value=rng.uniform(-1, 1)))
        elif roll < 0.97:
            pos = (rng.randrange(1280), rng.randrange(720))
            kind = rng.random()
            if kind < 0.5:
                app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
            elif kind < 0.9:
                app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 3))))
                app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
            else:
                app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False))
        else:   # a pad unplugged or plugged back in
            if rng.random() < 0.5:
                app.dispatch(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=500 + rng.randrange(2)))
            else:
                app.dispatch(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=rng.randrange(2)))
        if not app.running:
            app.running = True      # "Beenden" was hit: a person would start again; carry on
            if not app.stack:
                from scenes.screens.menu import MenuScene
                app.push(MenuScene(app))
        if n % 3 == 0:
            app.step(1 / 120)
        if n % 37 == 0:
            app.draw()
    for code in held:
        app.dispatch(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))


def back_to_menu(app) -> None:
    """Esc, and in the pause overlay "Zum Hauptmenü": a few presses must reach the menu (a
    breath between them: the screens after a game take no mashed Esc, and leave the results
    only after a longer one)."""
    from scenes.screens.menu import MenuScene
    from scenes.screens.pad_lost import PadLostScene
    from scenes.screens.pause import PauseScene

    for _ in range(12):
        top = app.top
        if isinstance(top, MenuScene):
            return
        if isinstance(top, PadLostScene):     # (it asks who takes the pad's seat: Esc is no answer)
            top.give("bot:normal")
            continue
        if isinstance(top, PauseScene):
            top.quit_to_menu()
            continue
        for _ in range(2):
            app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
            app.dispatch(pygame.event.Event(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
            for _ in range(135):
                app.step(1 / 120)
            if app.top is not top:
                break
    raise AssertionError(f"stuck in {type(app.top).__name__}")


def scene_builders():
    from scenes.screens.pause import PauseScene
    from scenes.screens.results import ResultsScene
    from scenes.screens.rules.scene import RulesScene
    from scenes.screens.settings.scene import SettingsScene
    from scenes.screens.setup import SetupScene
    from scenes.screens.stats import StatsScene

    def table(module):
        def build(app):
            seats = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2"), Seat("Clara", "keyboard3"),
                     Seat("David", "pad1")]
            return app.routes.table(game_by_name(module), seats[:game_by_name(module).max_seats], 5)
        return build

    def paused(app):
        t = table("durchmarsch")(app)
        app.push(t)
        return PauseScene(app, t)

    out = {
        "menu": None,
        "settings": SettingsScene,
        "rules": RulesScene,
        "stats": StatsScene,
        "pause": paused,
        "results": lambda app: ResultsScene(app, game_by_name("durchmarsch"),
                                            [Seat("Anna", "keyboard1"), Seat("Ben", "bot:easy")],
                                            [[1], [0]], [{}, {}], 3),
    }
    for info in GAMES:
        out[f"setup_{info.module}"] = lambda app, info=info: SetupScene(app, info)
        out[f"table_{info.module}"] = table(info.module)
    return out


@pytest.mark.parametrize("name", sorted(scene_builders()))
def test_four_seats_mashing_never_break_a_scene(make_app, monkeypatch, name):
    from scenes.screens.menu import MenuScene

    monkeypatch.setattr(pygame.joystick, "Joystick", lambda index: FakePad(500 + index))
    app = make_app()
    app.config.general.dice_speed = 4.0
    app.running = True
    app.push(MenuScene(app))
    for i in range(2):
        app.dispatch(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=i))
    build = scene_builders()[name]
    if build is not None:
        app.push(build(app))
    storm(app, random.Random(name), EVENTS_PER_SCENE)
    app.draw()
    back_to_menu(app)
    app.draw()
