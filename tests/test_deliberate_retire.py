"""The after-game guard that may retire (the menu's): keys hammered at half-second beats never
end it, a choice made a breath after the press before it does, and then the confirm counts."""

from __future__ import annotations

from scenes.input import InputAction
from scenes.ui.deliberate import Deliberate


def press(guard: Deliberate, action: str, after: float) -> bool:
    guard.update(after)
    return guard.accepts(InputAction("keyboard1", action))


def test_hammering_never_retires_the_guard_and_a_calm_choice_does():
    guard = Deliberate(after_choosing=True, retire_after=0.6)
    for _ in range(12):              # ↓ and Enter hammered twice a second from the game into the menu
        press(guard, "down", 0.25)
        assert not press(guard, "confirm", 0.25), "a hammered confirm never counts"
    assert guard.ready() and not guard.retired
    assert press(guard, "up", 0.8), "a choice a breath after the last press counts"
    assert guard.retired
    assert press(guard, "confirm", 0.05), "then the confirm counts at once"
    assert not guard.seen(), "nothing refused is said any more"


def test_without_retire_after_a_calm_beat_of_choices_keeps_the_usual_guard():
    guard = Deliberate(after_choosing=True)
    press(guard, "confirm", 1.9)                       # hammered from the game, in the calm
    for _ in range(6):
        press(guard, "up", 0.8)
    assert not guard.retired
