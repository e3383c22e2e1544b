"""A seat's name plate at a table: token, name, who plays it, and that seat's own keys."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.seats import Seat
from scenes.ui import theme
from scenes.ui.text import blit_text, render
from scenes.ui.widgets import draw_panel, draw_seat_token

PAD_LABELS = {"confirm": "A", "back": "B", "roll": "A", "to_tray": "↓", "to_left": "←", "to_right": "→",
              "up": "↑", "down": "↓", "left": "←", "right": "→"}


@lru_cache(maxsize=256)
def keycap_image(label: str, size: int = 18, lit: bool = False, min_width: int = 0) -> pygame.Surface:
    """A key as printed on the keyboard: the label on a light cap with a darker lip below
    (golden when `lit`). One look for every key hint in the game (cached)."""
    text = render(label, size, theme.INK, True)
    w = max(min_width, text.get_width() + 16, size + 12)
    h = size + 12
    surf = pygame.Surface((w, h + 3), pygame.SRCALPHA)
    face = theme.ACCENT if lit else theme.PAPER
    lip = theme.ACCENT_DARK if lit else (140, 134, 118)
    pygame.draw.rect(surf, lip, pygame.Rect(0, 3, w, h), border_radius=7)
    pygame.draw.rect(surf, face, pygame.Rect(0, 0, w, h), border_radius=7)
    pygame.draw.rect(surf, lip, pygame.Rect(0, 0, w, h), width=1, border_radius=7)
    surf.blit(text, text.get_rect(center=(w / 2, h / 2)))
    return surf


def keycap_text(t, name: str, short: bool = False) -> str:
    """What is printed on a key cap, in the player's language: "Entf", "↑", "Num 8" ("8" short)."""
    if len(name) > 2 and name.startswith("[") and name.endswith("]"):
        digit = name[1:-1]
        return digit if short else t("app.keycap.keypad", n=digit)
    key = "app.keycap." + name.lower().replace(" ", "_")
    return t(key) if t.has(key) else name.upper()


def key_label(app, seat: Seat, action: str, short: bool = False) -> str:
    """The key (or pad button) this seat presses for `action`, as printed on the key cap."""
    if seat.kind.startswith("pad"):
        return PAD_LABELS.get(action, "?")
    if seat.device:
        name = app.input.key_names(seat.device).get(action)
        return keycap_text(app.texts, name, short) if name else "?"
    return ""


def key_hint(app, seat: Seat, pairs: list[tuple[str, str]]) -> str:
    """'E roll · S tray' for a seat: pairs of (action, already translated word)."""
    if not seat.device:
        return ""
    return "  ·  ".join(f"{key_label(app, seat, action)} {word}" for action, word in pairs)


BLOCK_ORDER = (("back", "up", "confirm"), ("left", "down", "right"))   # as the keys lie on the board


def device_label(app, kind: str) -> str:
    """A device as the seat setup names it: a keyboard block with its keys as bound now
    ("Tastatur 1 (Q W E / A S D)"), a pad by its number."""
    label = app.texts(f"app.seat.{kind}")
    if not kind.startswith("keyboard"):
        return label
    names = app.input.key_names(kind)
    rows = [" ".join(keycap_text(app.texts, names[a], short=True) if names.get(a) else "–" for a in row)
            for row in BLOCK_ORDER]
    return f"{label} ({' / '.join(rows)})"


def kind_text(t, seat: Seat) -> str:
    if seat.is_bot:
        return t("app.seat.bot", level=t(f"app.bot_level.{seat.bot_level}"))
    return t(f"app.seat.{seat.kind}")


def draw_seat_panel(surface: pygame.Surface, rect: pygame.Rect, style: int, seat: Seat, t,
                    active: bool = False, hint: str = "", sub: str = "") -> None:
    """A seat's plate; `style` is the colour and shape it wears (`game.seats.style_of`)."""
    draw_panel(surface, rect, (70, 60, 24) if active else (30, 38, 35), 235, 14,
               border=theme.ACCENT if active else None)
    draw_seat_token(surface, style, (rect.x + 24, rect.y + 24), 13)
    blit_text(surface, seat.name, (rect.x + 46, rect.y + 9), 24, theme.ACCENT if active else theme.TEXT, True)
    blit_text(surface, sub or kind_text(t, seat), (rect.x + 46, rect.y + 38), 16, theme.TEXT_DIM)
    if hint:
        blit_text(surface, hint, (rect.x + 12, rect.bottom - 8), 16, theme.TEXT, anchor="bottomleft")
