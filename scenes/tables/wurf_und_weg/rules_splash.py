"""Where a new Wurf & Weg game's rules stand while the table holds still before round 1: one
large card in the middle of the table, over the tray, the pile and the luck die's spot (nothing
lies or rolls there yet), clear of every station and so of every key strip, the count running
down large on the card itself. Once the luck die is thrown the card makes way for it and stands
beside the tray (`hud.intro_layout`). Geometry only: `hud.HudPainter.draw_intro` draws it.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.tables.wurf_und_weg import sizes
from scenes.tables.wurf_und_weg.layout import TITLE_BOX, TRAY_RECT, H, W, station_layout
from scenes.ui.layout import line_step, width_of
from scenes.ui.text import font

SPLASH_LARGEST = 40      # the rules' words on the middle card, as large as its room allows ...
SPLASH_WIDEST = 760      # ... on a card never wider than this (two seats leave the whole middle)
SPLASH_GAP = 10          # px the card keeps from every station (and the game's title)
SPLASH_PAD = 18          # px its words keep from its sides ...
SPLASH_PAD_Y = 10        # ... and from its top and bottom
COUNT_SMALLEST = 56      # the count's font size over the rules: as large as its room allows, never smaller
COUNT_ROOM = 112         # px the count's room on the card is tall at most (its figure 96 px and more)
COUNT_W = 110            # px the count's column is wide where it stands beside the rules


@lru_cache(maxsize=8)
def splash_room(seats: int) -> pygame.Rect:
    """The middle of the table: the largest stretch round the tray that touches no station (nor
    the game's title), `SPLASH_GAP` clear of each."""
    stations = [st.rect.inflate(2 * SPLASH_GAP, 2 * SPLASH_GAP) for st in station_layout(seats)]
    stations.append(TITLE_BOX.inflate(2 * SPLASH_GAP, 2 * SPLASH_GAP))
    spans_tray = [r for r in stations if r.right > TRAY_RECT.left and r.left < TRAY_RECT.right]
    top = max([r.bottom for r in spans_tray if r.centery < TRAY_RECT.centery], default=4)
    bottom = min([r.top for r in spans_tray if r.centery > TRAY_RECT.centery], default=H - 4)
    beside = [r for r in stations if r.bottom > top and r.top < bottom and r not in spans_tray]
    left = max([r.right for r in beside if r.centerx < TRAY_RECT.centerx], default=4)
    right = min([r.left for r in beside if r.centerx > TRAY_RECT.centerx], default=W - 4)
    room = pygame.Rect(left, top, right - left, bottom - top)
    if room.w > SPLASH_WIDEST:
        room.w = SPLASH_WIDEST
        room.centerx = TRAY_RECT.centerx
    return room


def picture_px(size: int) -> int:
    """How tall a rule's picture stands beside its line of `size` px."""
    return round(size * 1.15)


def picture_w(size: int) -> int:
    """The picture column (a die, its arrow, a gap) beside lines of `size` px."""
    px = picture_px(size)
    return px + round(px * 0.8) + 12


def rules_block(size: int, lines: tuple[str, ...]) -> tuple[int, int]:
    """(width, height) of the rules, a rule a line beside its picture, at `size` px."""
    width = picture_w(size) + max(width_of(line, size, True) for line in lines)
    height = line_step(size) * (len(lines) - 1) + max(font(size, True).get_height(), picture_px(size))
    return width, height


@lru_cache(maxsize=32)
def splash_layout(seats: int, wordings: tuple[str, ...], count_h: int) -> tuple | None:
    """(the card, the rules' px, their lines, where the count stands on the card, where the
    rules stand on it) in the middle of the table (see `splash_room`), over the tray: the count
    (a figure `count_h` px tall at least) above the rules or, where the card may be wide, beside
    them, whichever lets the rules be larger; the fuller wording unless the short one is 4 px
    larger. None when neither fits at the table's smallest size (the card then stands beside the
    tray at once)."""
    room = splash_room(seats)
    best = None
    for k, rules in enumerate(wordings):
        lines = tuple(line for line in rules.split("\n") if line)
        for beside in (False, True):
            for size in range(SPLASH_LARGEST, sizes.SMALLEST - 1, -1):
                w, h = rules_block(size, lines)
                if beside:
                    card_w, card_h = w + COUNT_W + 3 * SPLASH_PAD, max(h, count_h) + 2 * SPLASH_PAD_Y
                else:
                    card_w, card_h = w + 2 * SPLASH_PAD, h + count_h + 2 * SPLASH_PAD_Y
                if card_w <= room.w and card_h <= room.h:
                    rank = (size - 4 * k, size, not beside)
                    if best is None or rank > best[0]:
                        best = (rank, size, lines, beside)
                    break
    if best is None:
        return None
    _rank, size, lines, beside = best
    w, h = rules_block(size, lines)
    if beside:
        card = pygame.Rect(0, 0, w + COUNT_W + 3 * SPLASH_PAD, max(h, count_h, COUNT_ROOM) + 2 * SPLASH_PAD_Y)
    else:
        count_room = min(room.h - h - 2 * SPLASH_PAD_Y, COUNT_ROOM)
        card = pygame.Rect(0, 0, max(w + 2 * SPLASH_PAD, min(room.w, 2 * room.w // 3)), count_room + h + 2 * SPLASH_PAD_Y)
    card.h = min(max(card.h, TRAY_RECT.h + 2 * SPLASH_PAD_Y), room.h)     # the whole tray under it
    card.center = (room.centerx, TRAY_RECT.centery)     # over the tray, where the count stands later
    card.clamp_ip(room)
    inner = card.inflate(-2 * SPLASH_PAD, -2 * SPLASH_PAD_Y)
    if beside:
        count = pygame.Rect(inner.right - COUNT_W, inner.y, COUNT_W, inner.h)
        words = pygame.Rect(inner.x, inner.y, inner.w - COUNT_W - SPLASH_PAD, inner.h)
    else:
        count = pygame.Rect(inner.x, inner.y, inner.w, inner.h - h)
        words = pygame.Rect(inner.x, inner.bottom - h, inner.w, h)
    return card, size, lines, count, words
