"""Keys and gamepads in, `(seat, action)` out: scenes never look at key codes.

Each keyboard cluster (keyboard1-4 in config.toml) and each gamepad (pad1-4, in the order
they were plugged in) is a *device*. A table assigns devices to seats; menus listen to every
device. One press can mean two things at once: the navigation action bound to the key
(up/down/left/right/confirm/back) and the game action bound to it (roll, to_tray, to_left,
to_right), so a scene simply reacts to the names it knows.

Held keys: navigation directions repeat after a delay (menus scroll); confirm, back and all
game actions fire once per press, so a held key never rolls twice.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.config import GAME_ACTIONS, KEYBOARDS, NAV_ACTIONS, PADS, Config

ANY = "any"  # Enter, Space, Esc, Backspace: anyone at the keyboard
REPEATING = {"up", "down", "left", "right"}
REPEAT_DELAY = 0.38
REPEAT_EVERY = 0.08

# Pad layout (SDL's standard mapping: 0 = A/cross, 1 = B/circle, 4/5 = shoulders, 7 = start)
PAD_BUTTONS = {
    0: ("confirm", "roll"),
    1: ("back", None),
    2: (None, "to_tray"),    # X
    3: (None, "roll"),       # Y
    4: (None, "to_left"),    # left shoulder
    5: (None, "to_right"),   # right shoulder
    6: ("back", None),       # back / select
    7: ("pause", None),      # start
    11: ("up", None), 12: ("down", "to_tray"), 13: ("left", "to_left"), 14: ("right", "to_right"),
}
PAD_HAT = {(0, 1): "up", (0, -1): "down", (-1, 0): "left", (1, 0): "right"}
HAT_GAME = {"down": "to_tray", "left": "to_left", "right": "to_right"}
AXIS_ON, AXIS_OFF = 0.6, 0.35


@dataclass(frozen=True)
class InputAction:
    device: str          # "keyboard1".."keyboard4", "pad1".."pad4" or "any"
    action: str          # a navigation action, a game action, or "pause"
    seats: tuple[int, ...] = ()   # the seats this device plays, if a table assigned any
    repeat: bool = False

    @property
    def seat(self) -> int | None:
        return self.seats[0] if self.seats else None


def key_name_ok(name: str) -> bool:
    """Is `name` a key pygame knows ("w", "up", "[8]", "page down")?"""
    if not name:
        return True
    if not pygame.display.get_init():
        pygame.display.init()   # key names are only known once the video system is up
    try:
        pygame.key.key_code(name)
    except (ValueError, pygame.error):
        return False
    return True


GLOBAL_KEYS = {
    pygame.K_RETURN: "confirm", pygame.K_KP_ENTER: "confirm", pygame.K_SPACE: "confirm",
    pygame.K_ESCAPE: "back", pygame.K_BACKSPACE: "back",
}


class InputMapper:
    """Turns pygame events into InputActions for the current seating."""

    def __init__(self, config: Config):
        self.seating: dict[str, tuple[int, ...]] = {}
        self.pads: dict[int, str] = {}          # joystick instance id -> "pad1".."pad4"
        self.joysticks: dict[int, object] = {}
        self.unplugged: list[str] = []          # devices lost since the last look
        self._held: dict[tuple[str, str], float] = {}   # (device, nav action) -> seconds held
        self._axis: dict[tuple[int, int], int] = {}
        self.rebind(config)

    # -- bindings -------------------------------------------------------------
    def rebind(self, config: Config) -> None:
        self.keymap: dict[int, list[tuple[str, str]]] = {}
        for device in KEYBOARDS:
            cluster = config.keys[device]
            for action in NAV_ACTIONS + GAME_ACTIONS:
                name = getattr(cluster, action)
                if not name or not key_name_ok(name):
                    continue
                code = pygame.key.key_code(name)
                entry = (device, action)
                if entry not in self.keymap.setdefault(code, []):
                    self.keymap[code].append(entry)

    def key_names(self, device: str) -> dict[str, str]:
        """Action -> pygame's name of the key ("w", "up", "[8]") for a keyboard device."""
        out: dict[str, str] = {}
        for code, entries in self.keymap.items():
            for dev, action in entries:
                if dev == device:
                    out[action] = pygame.key.name(code)
        return out

    def keys_of(self, device: str) -> dict[str, str]:
        """Action -> the key name in capitals, for plain hints and tests."""
        return {action: name.upper() for action, name in self.key_names(device).items()}

    def assign(self, seating: dict[str, tuple[int, ...]]) -> None:
        """Tell the mapper which device plays which seats (a table does this).

        One device may play several seats (a person with two colours in Mensch)."""
        self.seating = {device: tuple(seats) for device, seats in seating.items()}
        self._held.clear()

    def forget_held(self) -> None:
        """A new screen opened: directions held from the one before repeat no more there."""
        self._held.clear()

    def _act(self, device: str, action: str, repeat: bool = False) -> InputAction:
        return InputAction(device, action, self.seating.get(device, ()), repeat)

    # -- events ---------------------------------------------------------------
    def feed(self, event: pygame.event.Event) -> list[InputAction]:
        t = event.type
        if t == pygame.KEYDOWN:
            return self._key_down(event.key)
        if t == pygame.KEYUP:
            for device, action in self.keymap.get(event.key, []):
                self._held.pop((device, action), None)
            return []
        if t == pygame.JOYDEVICEADDED:
            self._pad_added(event.device_index)
            return []
        if t == pygame.JOYDEVICEREMOVED:
            device = self.pads.pop(event.instance_id, None)
            self.joysticks.pop(event.instance_id, None)
            if device:
                self.unplugged.append(device)
                self._held = {k: v for k, v in self._held.items() if k[0] != device}
            return []
        if t == pygame.JOYBUTTONDOWN:
            return self._pad_button(event.instance_id, event.button, down=True)
        if t == pygame.JOYBUTTONUP:
            return self._pad_button(event.instance_id, event.button, down=False)
        if t == pygame.JOYHATMOTION:
            return self._pad_hat(event.instance_id, tuple(event.value))
        if t == pygame.JOYAXISMOTION:
            return self._pad_axis(event.instance_id, event.axis, event.value)
        return []

    def _key_down(self, code: int) -> list[InputAction]:
        out: list[InputAction] = []
        for device, action in self.keymap.get(code, []):
            if action in NAV_ACTIONS:
                self._held[(device, action)] = 0.0
            out.append(self._act(device, action))
        if not out and code in GLOBAL_KEYS:
            out.append(self._act(ANY, GLOBAL_KEYS[code]))
        return out

    def _pad_added(self, index: int) -> None:
        try:
            joy = pygame.joystick.Joystick(index)
        except pygame.error:
            return
        iid = joy.get_instance_id()
        used = set(self.pads.values())
        free = next((p for p in PADS if p not in used), None)
        if free is None:
            return
        self.pads[iid] = free
        self.joysticks[iid] = joy
        if free in self.unplugged:
            self.unplugged.remove(free)

    def pad_device(self, instance_id: int) -> str | None:
        return self.pads.get(instance_id)

    def _pad_button(self, iid: int, button: int, down: bool) -> list[InputAction]:
        device = self.pads.get(iid)
        if device is None:
            return []
        nav, game = PAD_BUTTONS.get(button, (None, None))
        if not down:
            if nav:
                self._held.pop((device, nav), None)
            return []
        out = []
        if nav:
            if nav in REPEATING:
                self._held[(device, nav)] = 0.0
            out.append(self._act(device, nav))
        if game:
            out.append(self._act(device, game))
        return out

    def _pad_direction(self, device: str, direction: str | None) -> list[InputAction]:
        for d in REPEATING:
            if d != direction:
                self._held.pop((device, d), None)
        if direction is None or (device, direction) in self._held:
            return []
        self._held[(device, direction)] = 0.0
        out = [self._act(device, direction)]
        if direction in HAT_GAME:
            out.append(self._act(device, HAT_GAME[direction]))
        return out

    def _pad_hat(self, iid: int, value: tuple[int, int]) -> list[InputAction]:
        device = self.pads.get(iid)
        if device is None:
            return []
        x, y = value
        direction = PAD_HAT.get((x, 0)) if x else PAD_HAT.get((0, y)) if y else None
        return self._pad_direction(device, direction)

    def _pad_axis(self, iid: int, axis: int, value: float) -> list[InputAction]:
        device = self.pads.get(iid)
        if device is None or axis > 1:
            return []
        prev = self._axis.get((iid, axis), 0)
        state = prev
        if value > AXIS_ON:
            state = 1
        elif value < -AXIS_ON:
            state = -1
        elif abs(value) < AXIS_OFF:
            state = 0
        if state == prev:
            return []
        self._axis[(iid, axis)] = state
        names = {(0, -1): "left", (0, 1): "right", (1, -1): "up", (1, 1): "down"}
        return self._pad_direction(device, names.get((axis, state)))

    # -- time -----------------------------------------------------------------
    def update(self, dt: float) -> list[InputAction]:
        """Advance held keys; directions held long enough repeat."""
        out: list[InputAction] = []
        for (device, action), held in list(self._held.items()):
            now = held + dt
            self._held[(device, action)] = now
            if action not in REPEATING or now < REPEAT_DELAY:
                continue
            before = max(0.0, held - REPEAT_DELAY) // REPEAT_EVERY if held >= REPEAT_DELAY else -1
            after = (now - REPEAT_DELAY) // REPEAT_EVERY
            if after > before:
                out.append(self._act(device, action, repeat=True))
        return out

    def take_unplugged(self) -> list[str]:
        lost, self.unplugged = self.unplugged, []
        return lost
