"""Easing and small tweens for animation (values only: drawing is the scene's job)."""

from __future__ import annotations

import math


def clamp01(t: float) -> float:
    return 0.0 if t < 0 else 1.0 if t > 1 else t


def ease_out_cubic(t: float) -> float:
    t = clamp01(t)
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    t = clamp01(t)
    return 3 * t * t - 2 * t * t * t


def ease_out_back(t: float) -> float:
    t = clamp01(t)
    c1, c3 = 1.70158, 2.70158
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp2(a, b, t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def arc(a, b, t: float, height: float) -> tuple[float, float]:
    """A point on a parabola from a to b that rises `height` pixels at its middle."""
    x, y = lerp2(a, b, t)
    return (x, y - height * 4 * t * (1 - t))


def pulse(time: float, speed: float = 3.0) -> float:
    """0..1..0 breathing value for highlights."""
    return 0.5 + 0.5 * math.sin(time * speed * math.tau / 3)


class Tween:
    """A value going from `start` to `end` over `duration` seconds."""

    def __init__(self, start: float, end: float, duration: float, ease=ease_out_cubic):
        self.start, self.end, self.duration, self.ease = start, end, max(duration, 1e-6), ease
        self.time = 0.0

    def update(self, dt: float) -> None:
        self.time = min(self.duration, self.time + dt)

    @property
    def done(self) -> bool:
        return self.time >= self.duration

    @property
    def value(self) -> float:
        return lerp(self.start, self.end, self.ease(self.time / self.duration))
