"""The coach's hint as a player reads it: its sentence in the language in force, on a card.

A hint (`game.coach.Hint`) is a language-table key and its numbers; `hint_words` words it: a
parameter ending in `_pct` (a chance from 0 to 1) as a whole percent the language's way ("61 %",
"61%"; "< 1 %" and "> 99 %" rather than a false 0 or 100), any other number grouped ("10.750",
"10,750"), a text that is a key of the game's own language table (a colour's name) in words, any
other text as it is. `coach_card` is the card the tables show it on: "Tipp" in the coach's blue,
then the sentence, wrapped to its width at 20 px, or a little smaller (never below 18 px) when
that is what fits the room the table has for it; never cut (cached by its content).
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from scenes.ui import theme
from scenes.ui.layout import TABLE_FLOOR, line_height, width_of
from scenes.ui.layout import table_flow as flow
from scenes.ui.numbers import grouped
from scenes.ui.text import render

CARD_SIZE = 20          # the sentence's size; shrunk (never below TABLE_FLOOR) or wrapped to fit
PAD_X, PAD_Y = 14, 8


def whole_percent(t, p: float) -> str:
    """A chance from 0 to 1 as a whole percent, never a false 0 % or 100 %."""
    value = p * 100
    if 0 < value < 0.5:
        n = "< 1"
    elif 99.5 <= value < 100:
        n = "> 99"
    else:
        n = str(round(min(100.0, max(0.0, value))))
    return t("app.settings.percent", n=n)


def hint_words(t, hint) -> str:
    """The hint's sentence, its numbers written as the language writes them."""
    module = hint.key.split(".", 1)[0]
    params = {}
    for name, value in dict(hint.params).items():
        if isinstance(value, bool):
            params[name] = t("app.on") if value else t("app.off")
        elif isinstance(value, (int, float)):
            if not math.isfinite(value):
                params[name] = "–"
            elif str(name).endswith("_pct"):
                params[name] = whole_percent(t, value)
            else:
                params[name] = grouped(t, round(value))
        elif isinstance(value, str) and value.startswith(f"{module}.") and t.has(value):
            params[name] = t(value)
        else:
            params[name] = str(value)
    return t(hint.key, **params)


@lru_cache(maxsize=64)
def card_look(title: str, sentence: str, width: int, room: int = 0) -> tuple[int, tuple[str, ...]]:
    """(size, lines) of "title: sentence" on a card `width` pixels wide: the largest size from
    20 down to TABLE_FLOOR whose card is at most `room` pixels tall (0: any height)."""
    text = f"{title}: {sentence}"
    for size in range(CARD_SIZE, TABLE_FLOOR - 1, -1):
        look = flow(text, size, width - 2 * PAD_X - 6, True)
        if not room or _height(look) <= room:
            break
    return look


def _height(look: tuple[int, tuple[str, ...]]) -> int:
    size, lines = look
    return 2 * PAD_Y + len(lines) * line_height(size, True)


def card_height(title: str, sentence: str, width: int, room: int = 0) -> int:
    return _height(card_look(title, sentence, width, room))


@lru_cache(maxsize=64)
def coach_card(title: str, sentence: str, width: int, room: int = 0) -> pygame.Surface:
    """The hint on a dark blue card with a blue edge: the title in blue, the sentence in white."""
    size, lines = card_look(title, sentence, width, room)
    h = card_height(title, sentence, width, room)
    surf = pygame.Surface((width, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*theme.COACH_BG, 245), surf.get_rect(), border_radius=12)
    pygame.draw.rect(surf, theme.COACH, surf.get_rect(), width=2, border_radius=12)
    pygame.draw.rect(surf, theme.COACH, pygame.Rect(0, 0, 6, h), border_top_left_radius=12,
                     border_bottom_left_radius=12)
    step = line_height(size, True)
    head = f"{title}:"
    for i, line in enumerate(lines):
        x, y = PAD_X + 4, PAD_Y + i * step
        if i == 0 and line.startswith(head):
            surf.blit(render(head, size, theme.COACH, True), (x, y))
            x += width_of(head + " ", size, True)
            line = line[len(head):].lstrip()
        surf.blit(render(line, size, theme.TEXT, True), (x, y))
    return surf


def readable(title: str, sentence: str, width: int, room: int = 0) -> bool:
    """The card's words are at least TABLE_FLOOR and every line fits inside the card."""
    size, lines = card_look(title, sentence, width, room)
    return size >= TABLE_FLOOR and all(width_of(line, size, True) <= width - 2 * PAD_X - 6 for line in lines)


@lru_cache(maxsize=8)
def coach_tag(title: str) -> pygame.Surface:
    """A small tag in the coach's colours ("Tipp"), for what a hint names on a board."""
    img = render(title, TABLE_FLOOR, theme.COACH, True)
    surf = pygame.Surface((img.get_width() + 18, img.get_height() + 8), pygame.SRCALPHA)
    radius = surf.get_height() // 2
    pygame.draw.rect(surf, (*theme.COACH_BG, 245), surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, theme.COACH, surf.get_rect(), width=2, border_radius=radius)
    surf.blit(img, (9, 4))
    return surf
