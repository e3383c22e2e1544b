"""The input layer: four clusters at once, held keys, pads, rebinding from config."""

from __future__ import annotations

import pygame
from helpers import key

from game import config as configmod
from scenes.input import InputMapper, key_name_ok


def mapper(text: str = "", tmp_path=None):
    if text:
        path = tmp_path / "config.toml"
        path.write_text(text, encoding="utf-8")
        cfg = configmod.load(path, key_name_ok=key_name_ok)
    else:
        cfg = configmod.Config()
    pygame.display.init()
    return InputMapper(cfg)


def test_all_four_clusters_pressed_in_one_frame_give_four_seats_actions():
    m = mapper()
    m.assign({"keyboard1": (0,), "keyboard2": (1,), "keyboard3": (2,), "keyboard4": (3,)})
    out = []
    for code in (pygame.K_e, pygame.K_o, pygame.K_PAGEDOWN, pygame.K_KP9):
        out += m.feed(key(code))
    rolls = sorted((a.seat, a.action) for a in out if a.action == "roll")
    assert rolls == [(0, "roll"), (1, "roll"), (2, "roll"), (3, "roll")]
    confirms = sorted(a.seat for a in out if a.action == "confirm")
    assert confirms == [0, 1, 2, 3]


def test_one_key_means_its_navigation_and_its_game_action():
    m = mapper()
    names = sorted(a.action for a in m.feed(key(pygame.K_s)))
    assert names == ["down", "to_tray"]


def test_default_clusters_share_no_key_and_use_no_modifier():
    cfg = configmod.Config()
    owners = {}
    for name, cluster in cfg.keys.items():
        for action in configmod.NAV_ACTIONS:
            k = getattr(cluster, action)
            assert k not in owners, f"{k} used by {owners.get(k)} and {name}"
            owners[k] = name
            assert "shift" not in k and "ctrl" not in k and "alt" not in k and "meta" not in k


def test_default_clusters_stay_on_one_half_of_a_split_keyboard():
    left = set("12345qwertasdfgzxcvb")
    right = set("67890yuiophjklnm")
    cfg = configmod.Config()
    for name in ("keyboard1", "keyboard2"):
        keys = {getattr(cfg.keys[name], a) for a in configmod.NAV_ACTIONS}
        assert keys <= left or keys <= right, name


def test_a_held_game_key_fires_once():
    m = mapper()
    first = m.feed(key(pygame.K_e))
    assert [a.action for a in first].count("roll") == 1
    later = []
    for _ in range(240):   # two seconds held
        later += m.update(1 / 120)
    assert not any(a.action in ("roll", "confirm") for a in later)


def test_a_held_direction_repeats_after_a_delay():
    m = mapper()
    m.feed(key(pygame.K_s))
    repeats = []
    for _ in range(30):    # 0.25 s: before the delay
        repeats += m.update(1 / 120)
    assert repeats == []
    for _ in range(90):    # up to 1.0 s held
        repeats += m.update(1 / 120)
    downs = [a for a in repeats if a.action == "down"]
    assert 5 <= len(downs) <= 10
    assert all(a.repeat for a in downs)
    m.feed(key(pygame.K_s, up=True))
    assert m.update(1.0) == []


def test_rebinding_from_config_works(tmp_path):
    m = mapper("[keys.keyboard1]\nup = \"r\"\nroll = \"t\"\n", tmp_path)
    assert [a.action for a in m.feed(key(pygame.K_r))] == ["up"]
    assert [a.action for a in m.feed(key(pygame.K_t))] == ["roll"]
    assert all(a.action != "up" for a in m.feed(key(pygame.K_w)))


def test_enter_space_escape_belong_to_anyone():
    m = mapper()
    assert [(a.device, a.action) for a in m.feed(key(pygame.K_RETURN))] == [("any", "confirm")]
    assert [(a.device, a.action) for a in m.feed(key(pygame.K_SPACE))] == [("any", "confirm")]
    assert [(a.device, a.action) for a in m.feed(key(pygame.K_ESCAPE))] == [("any", "back")]


def test_one_device_can_play_two_seats():
    m = mapper()
    m.assign({"keyboard1": (0, 2)})
    act = m.feed(key(pygame.K_e))[0]
    assert act.seats == (0, 2)


def test_key_hints_name_each_seats_own_keys():
    m = mapper()
    assert m.keys_of("keyboard1")["confirm"] == "E"
    assert m.keys_of("keyboard2")["to_left"] == "J"


class FakePad:
    def __init__(self, iid):
        self.iid = iid

    def get_instance_id(self):
        return self.iid


def test_pads_plug_in_press_and_unplug(monkeypatch):
    m = mapper()
    monkeypatch.setattr(pygame.joystick, "Joystick", lambda index: FakePad(100 + index))
    m.feed(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0))
    m.feed(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=1))
    assert sorted(m.pads.values()) == ["pad1", "pad2"]
    m.assign({"pad2": (1,)})
    acts = m.feed(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=101, button=0))
    assert {(a.device, a.action, a.seat) for a in acts} == {("pad2", "confirm", 1), ("pad2", "roll", 1)}
    hat = m.feed(pygame.event.Event(pygame.JOYHATMOTION, instance_id=100, hat=0, value=(-1, 0)))
    assert {a.action for a in hat} == {"left", "to_left"}
    axis = m.feed(pygame.event.Event(pygame.JOYAXISMOTION, instance_id=100, axis=1, value=0.9))
    assert [a.action for a in axis] == ["down", "to_tray"]
    assert m.feed(pygame.event.Event(pygame.JOYAXISMOTION, instance_id=100, axis=1, value=0.95)) == []
    m.feed(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=101))
    assert m.take_unplugged() == ["pad2"]
    assert m.take_unplugged() == []
    # plugged back in, it is pad2 again
    m.feed(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=5))
    assert m.pads[105] == "pad2"
