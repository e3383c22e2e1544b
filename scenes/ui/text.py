"""Fonts and rendered text, cached: a label is rendered once, not every frame.

Every text that reaches the screen passes `render` (or, inside a cached picture such as a
stamp, is announced with `drawn`), so `watch()` can list what a frame showed: the tests use it
to check that no table shows a result before its dice have landed, and `watch_sizes()` that
nothing a player must read is drawn under `READABLE`. Fitting text into the room it has
(shrinking, wrapping) is `scenes.ui.layout`'s job.

Whatever a text holds, drawing it never fails: `drawable` (used by every function here that
measures or renders) drops what the font cannot take (NUL and other control characters, lone
surrogates from a damaged save or name) and cuts a line longer than `MAX_LINE_CHARS`.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from pathlib import Path

import pygame

MAX_LINE_CHARS = 400        # one rendered line (a name, a label); more is cut with "…"
MAX_PARAGRAPH_CHARS = 20000  # a paragraph that is wrapped into lines
MAX_LINES = 400              # lines of one wrapped paragraph
READABLE = 20                # px at 1280x720 (the picture scales with the window): nothing a
                             # player must read is drawn smaller


def drawable(text, limit: int = MAX_LINE_CHARS) -> str:
    """`text` as the font can draw it: made a str, without control characters (newlines and
    tabs stay) and lone surrogates, at most `limit` characters."""
    if not isinstance(text, str):
        text = "" if text is None else str(text)
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    if text.isprintable():
        return text
    out = []
    for c in text:
        if c.isprintable() or c in "\n\t":
            out.append(c)
            continue
        category = unicodedata.category(c)
        if category == "Cs":
            out.append("\ufffd")
        elif category not in ("Cc", "Zl", "Zp"):
            out.append(c)       # spaces, format characters: the font copes
    return "".join(out)


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
_placed: list[tuple[str, pygame.Rect, pygame.Surface]] | None = None
_sized: list[tuple[str, int]] | None = None


def watch() -> list[str]:
    """Start listing every text drawn from now on; returns the list (clear it between frames)."""
    global _watched
    _watched = []
    return _watched


def watch_places() -> list[tuple[str, pygame.Rect, pygame.Surface]]:
    """Start listing where `blit_text` puts each text: (text, rect, the surface drawn on)."""
    global _placed
    _placed = []
    return _placed


def watch_sizes() -> list[tuple[str, int]]:
    """Start listing the pixel size of every text drawn from now on: (text, size)."""
    global _sized
    _sized = []
    return _sized


def unwatch() -> None:
    global _watched, _placed, _sized
    _watched = _placed = _sized = None


class Recording:
    """The texts drawn into a cached picture, so each frame that shows the picture can say
    them again (`replay`) to whoever watches what is on screen."""

    def __init__(self):
        self.texts: list[str] = []
        self.places: list[tuple[str, pygame.Rect]] = []
        self.sizes: list[tuple[str, int]] = []

    def __enter__(self) -> Recording:
        global _watched, _placed, _sized
        self._outer = (_watched, _placed, _sized)
        _watched, _placed, _sized = self.texts, [], self.sizes
        return self

    def __exit__(self, *exc) -> None:
        global _watched, _placed, _sized
        self.places = [(text, rect) for text, rect, _surface in _placed]
        _watched, _placed, _sized = self._outer

    def replay(self, surface) -> None:
        """The recorded texts are on `surface` this frame."""
        if _watched is not None:
            _watched.extend(self.texts)
        if _placed is not None:
            _placed.extend((text, rect, surface) for text, rect in self.places)
        if _sized is not None:
            _sized.extend(self.sizes)


def drawn(text: str, size: int | None = None) -> None:
    """A text is on screen this frame (called by `render`, and by cached pictures holding text,
    with the size it was drawn at where the caller knows it)."""
    if _watched is not None:
        _watched.append(text)
    if _sized is not None and size is not None:
        _sized.append((text, size))


def render(text: str, size: int, colour=(238, 234, 222), bold: bool = False) -> pygame.Surface:
    """Rendered text with alpha; cached by content, size, colour and weight."""
    if _watched is not None:
        _watched.append(text)
    if _sized is not None:
        _sized.append((text, size))
    return _render(text, size, colour, bold)


def prepare(text: str, size: int, colour=(238, 234, 222), bold: bool = False) -> None:
    """Render text into the cache ahead of need (nothing is on screen yet)."""
    _render(text, size, colour, bold)


@lru_cache(maxsize=2048)
def _render(text: str, size: int, colour, bold: bool) -> pygame.Surface:
    text = drawable(text)
    try:
        img = font(size, bold).render(text, True, colour)
    except (pygame.error, ValueError, UnicodeError):   # whatever the font still refuses
        img = font(size, bold).render(text.encode("ascii", "replace").decode("ascii"), True, colour)
    return img.convert_alpha() if pygame.display.get_surface() else img


def blit_text(surface, text: str, pos, size: int = 26, colour=(238, 234, 222), bold=False, anchor="topleft"):
    """Draw cached text anchored at pos ("topleft", "center", "midtop", "topright", ...)."""
    img = render(text, size, tuple(colour), bold)
    rect = img.get_rect(**{anchor: pos})
    if _placed is not None:
        _placed.append((text, rect, surface))
    surface.blit(img, rect)
    return rect
