"""The "who must act" prompt of the turn-based tables: nobody waits in silence.

When a person (never a bot) is to act and nothing moves, the table names them and the key to
press ("Anna: E zum Werfen"), with the seat's colour and shape, `ASK_AFTER` seconds into the
wait. After `AGAIN_AFTER` seconds of nothing it says so again, larger and pulsing. A press
of that person's keys takes it away (it comes back, large, only after `AGAIN_AFTER` seconds
more of nothing); a press the game refuses does not: the prompt stays. When several people share one keyboard block or Enter/Space, the table
names whose turn it is at once and in large letters, so the keyboard goes to the right hands.

`WaitClock` keeps the time (stepped by the table's fixed-step update, so tests step the
simulated clock); `prompt_picture` draws the banner (the table keeps it while the wording and look stay).
"""

from __future__ import annotations

import math

import pygame

from scenes.ui import theme
from scenes.ui.text import READABLE, Recording, drawn, render
from scenes.ui.widgets import draw_panel, draw_seat_token

ASK_AFTER = 1.5      # seconds of a person's silent turn before the table names them and the key
AGAIN_AFTER = 10.0   # seconds of nothing before it says so again, larger and pulsing

SMALL_SIZE = 26              # the prompt's one line (never under READABLE)
LARGE_NAME_SIZE = 42         # "Anna ist dran!" when the keyboard goes round, or after 10 s
LARGE_LINE_SIZE = 28
assert min(SMALL_SIZE, LARGE_LINE_SIZE) >= READABLE

ASK, AGAIN = "ask", "again"


class WaitClock:
    """How long the decision on screen has waited for its person, and what the prompt shows.

    `update(dt, decision)`: `decision` is anything that names the wait (the shown match and the
    seat), or None while nobody is waited for; a new decision starts the clock afresh."""

    def __init__(self):
        self.decision: tuple | None = None
        self.idle = 0.0          # seconds since the decision came or its person last pressed
        self.pressed = False     # the person has pressed a key in this decision
        self.again_from = 0.0    # the moment (in idle seconds) the large repeat began

    def update(self, dt: float, decision: tuple | None) -> bool:
        """Advance; True when the prompt has just turned into its repeat (the table may sound)."""
        if not _same(decision, self.decision):
            self.decision = decision
            self.idle = 0.0
            self.pressed = False
            return False
        if decision is None:
            return False
        before = self.idle
        self.idle += dt
        return before < AGAIN_AFTER <= self.idle

    def press(self) -> None:
        """The person acted: the prompt goes (a new wait of `AGAIN_AFTER` brings it back)."""
        self.idle = 0.0
        self.pressed = True

    def refused(self) -> None:
        """The person's press was refused: they still have to act, so the prompt naming the
        key that works stays (it never steps back for a wrong key)."""
        if self.decision is not None:
            self.pressed = False
            self.idle = max(self.idle, ASK_AFTER)

    def stage(self, shared: bool) -> str | None:
        """None (nothing shown), ASK or AGAIN. With a shared device, ASK shows at once."""
        if self.decision is None:
            return None
        if self.idle >= AGAIN_AFTER:
            return AGAIN
        if self.pressed:
            return None
        if shared or self.idle >= ASK_AFTER:
            return ASK
        return None


def _same(a: tuple | None, b: tuple | None) -> bool:
    """Two decisions are the same wait: the same shown match object and the same seat."""
    if a is None or b is None:
        return a is b
    return len(a) == len(b) and all(x is y or (type(x) in (int, str) and x == y) for x, y in zip(a, b, strict=True))


def prompt_lines(t, name: str, action: str, large: bool) -> list[tuple[str, int, bool]]:
    """The prompt's lines as (text, size, bold): one line, or the name large above the key."""
    if large:
        return [(t("app.prompt.turn", name=name), LARGE_NAME_SIZE, True), (action, LARGE_LINE_SIZE, False)]
    return [(t("app.prompt.line", name=name, action=action), SMALL_SIZE, True)]


def prompt_picture(lines: tuple[tuple[str, int, bool], ...], style: int, token: pygame.Surface | None,
                   width: int) -> pygame.Surface:
    """The banner: the seat's token (its colour and shape, or the table's own picture of it)
    left of the lines, on a dark panel edged in the seat's colour. At most `width` wide (a
    line that does not fit is cut, never shrunk below its size)."""
    colour = theme.SEAT_COLOURS[style % len(theme.SEAT_COLOURS)]
    with Recording():       # (each frame that shows the banner says its lines: `draw_prompt`)
        images = [render(text, size, colour if i == 0 and len(lines) > 1 else theme.TEXT, bold)
                  for i, (text, size, bold) in enumerate(lines)]
    first = lines[0][1]
    token_w = token.get_width() if token is not None else first
    pad, gap = 18, 14
    text_w = min(max(img.get_width() for img in images), width - 2 * pad - token_w - gap)
    text_h = sum(img.get_height() for img in images)
    w = 2 * pad + token_w + gap + text_w
    h = max(text_h, token.get_height() if token is not None else first) + 2 * 10
    pic = pygame.Surface((w, h), pygame.SRCALPHA)
    draw_panel(pic, pic.get_rect(), (20, 26, 24), 235, min(18, h // 2), border=colour)
    if token is not None:
        pic.blit(token, token.get_rect(midleft=(pad, h // 2)))
    else:
        draw_seat_token(pic, style, (pad + token_w // 2, h // 2), max(10, first // 2))
    y = (h - text_h) // 2
    for img in images:
        pic.blit(img, (pad + token_w + gap, y), pygame.Rect(0, 0, text_w, img.get_height()))
        y += img.get_height()
    return pic


def draw_prompt(surface: pygame.Surface, pic: pygame.Surface, lines, anchor: str, pos, style: int,
                pulse_time: float | None) -> pygame.Rect:
    """Blit the banner; `pulse_time` (seconds into the repeat) adds a beating ring around it."""
    for text, size, _ in lines:
        drawn(text, size)
    rect = pic.get_rect(**{anchor: pos})
    if pulse_time is not None:
        beat = 0.5 + 0.5 * math.sin(pulse_time * 2 * math.pi * 1.2)
        grow = 3 + round(7 * beat)
        colour = theme.SEAT_COLOURS[style % len(theme.SEAT_COLOURS)]
        ring = rect.inflate(2 * grow, 2 * grow)
        pygame.draw.rect(surface, theme.ACCENT if beat > 0.5 else colour, ring, width=4, border_radius=22)
    surface.blit(pic, rect)
    return rect
