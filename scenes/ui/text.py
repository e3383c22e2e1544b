"""Fonts and rendered text, cached: a label is rendered once, not every frame.

Every text that reaches the screen passes `render` (or, inside a cached picture such as a
stamp, is announced with `drawn`), so `watch()` can list what a frame showed: the tests use it
to check that no table shows a result before its dice have landed.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

_FONT_FILES = {
    False: ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"],
    True: ["/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"],
}


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """A font of the given pixel size: DejaVu where installed, else pygame's own."""
    for path in _FONT_FILES[bold]:
        if Path(path).exists():
            return pygame.font.Font(path, size)
    f = pygame.font.Font(None, int(size * 1.3))
    f.set_bold(bold)
    return f


_watched: list[str] | None = None


def watch() -> list[str]:
    """Start listing every text drawn from now on; returns the list (clear it between frames)."""
    global _watched
    _watched = []
    return _watched


def unwatch() -> None:
    global _watched
    _watched = None


def drawn(text: str) -> None:
    """A text is on screen this frame (called by `render`, and by cached pictures holding text)."""
    if _watched is not None:
        _watched.append(text)


def render(text: str, size: int, colour=(238, 234, 222), bold: bool = False) -> pygame.Surface:
    """Rendered text with alpha; cached by content, size, colour and weight."""
    if _watched is not None:
        _watched.append(text)
    return _render(text, size, colour, bold)


@lru_cache(maxsize=2048)
def _render(text: str, size: int, colour, bold: bool) -> pygame.Surface:
    img = font(size, bold).render(text, True, colour)
    return img.convert_alpha() if pygame.display.get_surface() else img


def blit_text(surface, text: str, pos, size: int = 26, colour=(238, 234, 222), bold=False, anchor="topleft"):
    """Draw cached text anchored at pos ("topleft", "center", "midtop", "topright", ...)."""
    img = render(text, size, tuple(colour), bold)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def fitted_size(text: str, size: int, width: int, bold: bool = False, smallest: int = 12) -> int:
    """The largest size from `size` down to `smallest` at which `text` fits `width` pixels."""
    while size > smallest and font(size, bold).size(text)[0] > width:
        size -= 1
    return size


def blit_fitted(surface, text: str, pos, width: int, size: int = 26, colour=(238, 234, 222), bold=False,
                anchor="topleft"):
    """Like blit_text, but shrinks the text until it fits `width` pixels."""
    return blit_text(surface, text, pos, fitted_size(text, size, width, bold), colour, bold, anchor)


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Break text into lines that fit `width` pixels (paragraphs kept)."""
    f = font(size, bold)
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def wrapped(text: str, size: int, width: int, colour=(238, 234, 222), bold=False, spacing=1.25) -> pygame.Surface:
    """A paragraph rendered into one cached surface."""
    drawn(text)
    return _wrapped(text, size, width, colour, bold, spacing)


@lru_cache(maxsize=256)
def _wrapped(text: str, size: int, width: int, colour, bold, spacing) -> pygame.Surface:
    lines = wrap(text, size, width, bold)
    h = int(size * spacing)
    surf = pygame.Surface((width, max(h, h * len(lines))), pygame.SRCALPHA)
    for i, line in enumerate(lines):
        if line:
            surf.blit(render(line, size, colour, bold), (0, i * h))
    return surf
