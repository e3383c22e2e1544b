"""How the settings screen draws its pieces, each made once and cached: rounded panels, key
caps, and the help panel beside the rows (built from a few typed lines, shrunk until it fits).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.ui import theme
from scenes.ui.layout import READABLE, fitted_size, wrap
from scenes.ui.seat_panel import keycap_image as keycap
from scenes.ui.text import font, render

# What a player must read stands in full ink (`theme.TEXT`) at 20 px or more; a label over a
# value ("Erlaubt", "Standard") is set apart by weight and a slightly softer tone, never grey.
READ_INK = theme.TEXT
LABEL_INK = (214, 220, 210)

HELP_STYLES = {
    # kind: (size, colour, bold, space above)
    "heading": (26, theme.ACCENT, True, 0),
    "body": (22, READ_INK, False, 10),
    "label": (READABLE + 1, LABEL_INK, True, 16),
    "value": (22, READ_INK, False, 3),
    "note": (READABLE + 1, theme.ACCENT, False, 16),
    "more": (READABLE + 1, READ_INK, False, 8),   # "F1: more about it" under a first sentence
    "prompt": (30, theme.PAPER, True, 26),
    "bad": (21, (255, 150, 136), True, 16),
    "good": (21, (150, 226, 156), True, 16),
    "keycap": (22, theme.INK, True, 6),      # the text is drawn as a key cap
    "pair": (22, READ_INK, False, 12),       # a label and its value as one bullet: "• Erlaubt: 2 bis 4"
}
BULLET_INDENT = 22            # px the words of a bullet stand right of its dot


@lru_cache(maxsize=128)
def panel(width: int, height: int, colour, alpha: int = 230, radius: int = 12, border=None,
          border_width: int = 2) -> pygame.Surface:
    """A rounded, translucent panel (cached: rows and tabs are drawn every frame)."""
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*colour, alpha), surf.get_rect(), border_radius=radius)
    if border is not None:
        pygame.draw.rect(surf, border, surf.get_rect(), width=border_width, border_radius=radius)
    return surf



def _pairs(lines: tuple[tuple[str, str], ...]) -> list[tuple[str, str | tuple[str, str]]]:
    """The lines with each label and the value under it joined into one bullet ("pair")."""
    out, i = [], 0
    while i < len(lines):
        kind, text = lines[i]
        if kind == "label" and i + 1 < len(lines) and lines[i + 1][0] == "value":
            out.append(("pair", (text, lines[i + 1][1])))
            i += 2
            continue
        out.append((kind, text))
        i += 1
    return out


def _layout(lines: tuple[tuple[str, str], ...], width: int, scale: float):
    """Each line wrapped at its style's size times `scale` (never under `READABLE`):
    [(kind, size, [text lines], above)]; a bullet's lines are [(label or "", value words)],
    its label on the first line, the value beside it when it fits, else under it."""
    out = []
    for kind, text in _pairs(lines):
        size, _colour, bold, above = HELP_STYLES[kind]
        size = max(READABLE, round(size * scale))
        if kind == "pair":
            label, value = text
            label = f"{label}:"
            room = width - BULLET_INDENT
            beside = room - text_width(label + " ", size, True)
            if text_width(value, size) <= beside:
                parts = [(label, value)]
            else:
                parts = [(label, "")] + [("", line) for line in wrap(value, size, room)]
        else:
            parts = [text] if kind == "keycap" else wrap(text, size, width, bold)
        out.append((kind, size, parts, round(above * scale)))
    return out


def _line_height(kind: str, size: int) -> int:
    return size + 24 if kind == "keycap" else round(size * 1.3)


def _height(layout) -> int:
    return sum(above + len(parts) * _line_height(kind, size) + (6 if kind == "heading" else 0)
               for kind, size, parts, above in layout)


@lru_cache(maxsize=64)
def help_panel(lines: tuple[tuple[str, str], ...], width: int, height: int, foot: int = 0) -> pygame.Surface:
    """The help panel: typed lines (heading, body, label, value, note, prompt, bad, good) wrapped
    into `width` and shrunk together (down to `READABLE`) until they fit `height`; never spills
    out of the panel (nor into the `foot` px kept free at its bottom). A label with its value reads as one short bullet ("• Erlaubt: 2 bis 4"),
    a thin rule under the heading parts it from what follows."""
    surf = panel(width, height, (22, 28, 26), 232, 16).copy()
    inner = width - 40
    scale = 1.0
    layout = _layout(lines, inner, scale)
    while _height(layout) > height - 36 - foot and scale > 0.6:
        scale -= 0.05
        layout = _layout(lines, inner, scale)
    y = 18
    for kind, size, parts, above in layout:
        _size, colour, bold, _above = HELP_STYLES[kind]
        y += above
        if kind in ("bad", "good"):
            box_h = len(parts) * round(size * 1.3) + 12
            tint = (120, 40, 36) if kind == "bad" else (36, 96, 52)
            surf.blit(panel(width - 24, box_h, tint, 235, 10), (12, y - 6))
        for part in parts:
            step = _line_height(kind, size)
            if y + step > height - 8 - foot:
                break   # the shrinking above keeps this from happening; never draw outside
            if kind == "keycap":
                surf.blit(keycap(part, size), (20, y + 2))
            elif kind == "pair":
                label, value = part
                x = 20 + BULLET_INDENT
                if label:
                    dot = round(size * 0.55)
                    pygame.draw.circle(surf, theme.ACCENT, (20 + 6, y + dot), 4)
                    surf.blit(render(label, size, LABEL_INK, True), (x, y))
                    x += text_width(label + " ", size, True)
                if value:
                    surf.blit(render(value, fitted_size(value, size, width - 20 - x, False), colour, False), (x, y))
            else:
                surf.blit(render(part, fitted_size(part, size, inner, bold), colour, bold), (20, y))
            y += step
        if kind == "heading":       # a thin rule parts the heading from what it explains
            pygame.draw.line(surf, (70, 84, 76), (20, y + 3), (width - 20, y + 3), 1)
            y += 6
    return surf


def text_width(text: str, size: int, bold: bool = False) -> int:
    return font(size, bold).size(text)[0]
