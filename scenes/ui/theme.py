"""Colours, sizes and seat colours of the whole program, in one place."""

from __future__ import annotations

SCREEN_W, SCREEN_H = 1280, 720

BG = (28, 36, 33)            # dark green-grey room
BG_LIGHT = (40, 52, 47)
FELT = (30, 98, 62)
WOOD = (122, 78, 44)
WOOD_DARK = (84, 52, 28)
PAPER = (246, 240, 226)
INK = (32, 34, 48)
INK_SOFT = (96, 98, 110)
TEXT = (238, 234, 222)
TEXT_DIM = (200, 206, 196)
ACCENT = (246, 190, 60)      # warm yellow: selection, focus
ACCENT_DARK = (180, 126, 20)
GOOD = (96, 196, 110)
BAD = (226, 84, 70)
COACH = (122, 192, 240)      # light blue: the coach's hints (a badge in the setup, a card at the table)
COACH_BG = (24, 42, 56)
BANNER = (120, 40, 36)
PANEL = (22, 28, 26, 220)

# Seat colours, chosen to stay distinct for the common colour-blindnesses (Okabe-Ito based);
# every seat also has its own shape, so colour is never the only cue.
SEAT_COLOURS = [
    (230, 159, 0),    # orange
    (86, 180, 233),   # sky blue
    (0, 158, 115),    # bluish green
    (204, 121, 167),  # reddish purple
    (240, 228, 66),   # yellow
    (213, 94, 0),     # vermillion
]
SEAT_SHAPES = ["circle", "square", "triangle", "diamond", "star", "hexagon"]

# A table whose pieces have colours of their own (Mensch's figures) adds those looks here, so
# its results, podium and charts draw each person as they played: the looks' styles start at
# TABLE_LOOKS_FROM (below that a style is one of the seat colours above).
TABLE_LOOKS_FROM = 100
TABLE_LOOKS: list[tuple[tuple[int, int, int], str]] = []


def add_table_looks(looks: list[tuple[tuple[int, int, int], str]]) -> int:
    """Adds (colour, shape) looks (once each); returns the style of the first."""
    for look in looks:
        if look not in TABLE_LOOKS:
            TABLE_LOOKS.append(look)
    return TABLE_LOOKS_FROM + TABLE_LOOKS.index(looks[0])


def seat_look(style: int) -> tuple[tuple[int, int, int], str]:
    """(colour, shape) of a style: a table's own look, else a seat colour and shape."""
    if TABLE_LOOKS_FROM <= style < TABLE_LOOKS_FROM + len(TABLE_LOOKS):
        return TABLE_LOOKS[style - TABLE_LOOKS_FROM]
    return SEAT_COLOURS[style % len(SEAT_COLOURS)], SEAT_SHAPES[style % len(SEAT_SHAPES)]

FONT_SIZES = {"small": 20, "body": 26, "label": 30, "title": 44, "huge": 84}
