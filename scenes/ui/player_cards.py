"""The report's page of player cards: every player on a card of their own, in place order.

A card is edged in its player's colour (the winners' in gold) and says, large enough to read
from the sofa: the place, token and name; the game's figures that the ranking beside it does
not show, each a big number over a bar that compares it with the others' (the longest bar is
the highest value of that figure, never a rank; a figure equal for everyone gets no bar), the figures
standing at one height on every card; the player's luck as a bar from a centre line with its
number ("+1,0") and, under it, what it counts in plain words ("4 Treffer, zu erwarten 2,9");
and the player's own highlights that the highlights' panel beside the cards has no room for (so
none is left untold, none said twice; the luck only where the luck meter is not on the screen). The cards share the panel:
side by side for two or three players, two rows for four to six, so the page is never half
empty. Drawn by `ResultsScene.draw_chart` on the figures' page.
"""

from __future__ import annotations

import math

import pygame

from game.story import Highlight
from scenes.ui import theme
from scenes.ui.layout import READABLE, fit, line_step, width_of
from scenes.ui.text import blit_text, drawn
from scenes.ui.widgets import draw_panel

CARD_GAP = 10
CARD_PAD = 14
WINNER_CARD = (70, 60, 24)
CARD = (34, 44, 40)
BAR_H = 10
BAR_TRACK = (62, 74, 68)
LABEL = 22             # the figures' names, the luck's words (20 where a card is narrow)
ROOMY_LABEL = 24       # ... on the tall, wide cards of two players
TITLE_H = 46           # the page's title over the cards


def figures_most(players: int) -> int:
    """How many figures one page of cards holds: two or three on the small cards of five or six
    players (besides the luck), else up to six."""
    return 2 if players >= 5 else 6


def grid(count: int) -> tuple[int, int]:
    """(columns, rows) of the cards: side by side for up to three players, else two rows."""
    if count <= 3:
        return max(1, count), 1
    return math.ceil(count / 2), 2


def card_rects(rect: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Each card's place in the panel, in place order; a short last row stands centred."""
    cols, rows = grid(count)
    area = pygame.Rect(rect.x + 8, rect.y + TITLE_H, rect.w - 16, rect.h - TITLE_H - 8)
    w = (area.w - (cols - 1) * CARD_GAP) // cols
    h = (area.h - (rows - 1) * CARD_GAP) // rows
    out = []
    for i in range(count):
        row, col = divmod(i, cols)
        in_row = min(cols, count - row * cols)
        left = area.x + (area.w - (in_row * w + (in_row - 1) * CARD_GAP)) // 2
        out.append(pygame.Rect(left + col * (w + CARD_GAP), area.y + row * (h + CARD_GAP), w, h))
    return out


def seat_luck(scene, seat: int) -> tuple[float, float, float, str, bool] | None:
    """(luck, actual, expected, unit key, more is luck) of a player in the story's main unit of
    luck (Mensch: summed over the colours they played); None without figures."""
    figures = scene.luck_figures()
    mine = [f for f in figures if scene_seat(scene, f.seat) == seat]
    if not mine:
        return None
    actual = sum(f.actual for f in mine)
    expected = sum(f.expected for f in mine)
    luck = sum(f.luck for f in mine)
    return luck, actual, expected, mine[0].unit_key, mine[0].good_when_more


def scene_seat(scene, index: int) -> int:
    """The player (seat) behind a story's seat index (Mensch: the colour's owner)."""
    if scene.owners and 0 <= index < len(scene.owners):
        return scene.owners[index]
    return index


def seat_moments(scene, seat: int) -> list[str]:
    """The highlights of the story that are this player's, in words, leaving out those the
    highlights' panel on the same screen tells already."""
    told = scene.highlights_told()
    out = []
    for h in list(scene.story.highlights if scene.story is not None else ())[told:scene_highlights_most(scene)]:
        if isinstance(h, Highlight) and seat in {scene_seat(scene, s) for s in h.seats
                                                  if isinstance(s, int) and not isinstance(s, bool)}:
            out.append(scene.story_text(h))
    return out


def scene_highlights_most(scene) -> int:
    """The highlights a story tells at most (the report's own limit)."""
    return len(scene.highlight_texts())


def luck_words(scene, actual: float, expected: float, unit_key: str) -> str:
    """What a luck figure counts, in plain words: "4 Treffer, zu erwarten 2,9"."""
    n = scene.number_text(int(round(actual)) if float(actual).is_integer() else actual)
    one = float(actual) == 1 and scene.t.has(f"{unit_key}_one")
    unit = scene.t(f"{unit_key}_one" if one else unit_key)
    return scene.t("app.results.card_luck", n=n, unit=unit, expected=scene.tenths(expected))


def draw_cards(scene, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The page: its title and one card per player, in place order."""
    x, y = rect.x + 16, rect.y + 10
    room = rect.w - 32
    if scene.page_count() > 1:
        room = scene.page_arrows()[0].left - x - 8
    size, lines = fit(scene.t("app.results.cards_title"), room, 24, True, 1)
    blit_text(surface, lines[0], (x, y), size, theme.ACCENT, True)
    seats = [seat for group in scene.ranking for seat in group if 0 <= seat < len(scene.seats)]
    if not seats:
        return
    places, before = {}, 0          # (places as the ranking counts them: two second, then fourth)
    for group in scene.ranking:
        places.update({seat: before + 1 for seat in group})
        before += len(group)
    keys = [k for k in scene.figure_page_keys() if k]
    # a bar compares: a figure equal for everyone ("Züge" all 12) gets none, only its number
    most = {}
    for key in keys:
        numbers = [v for v in (scene.figure_number(s, key) for s in seats) if v is not None]
        most[key] = max(numbers) if len(set(numbers)) > 1 else None
    # (the luck meter on the same screen says the luck already: never said twice)
    beside = "luck" in scene.story_rects()
    lucks = {seat: None if beside else seat_luck(scene, seat) for seat in seats}
    widest_luck = max([abs(v[0]) for v in lucks.values() if v is not None] + [1.0])
    cards = card_rects(rect, len(seats))
    # every card's figures start at one height: a name on two lines does not push its own lower
    head = max(card_head(scene, card, seat, places.get(seat, 0))[0] for seat, card in zip(seats, cards, strict=True))
    for seat, card in zip(seats, cards, strict=True):
        draw_card(scene, surface, card, seat, places.get(seat, 0), keys, most, lucks[seat], widest_luck, head)


def card_label_size(card: pygame.Rect) -> tuple[pygame.Rect, bool, int]:
    """(inner rect, tall, label size) of a card."""
    inner = card.inflate(-2 * CARD_PAD, -2 * CARD_PAD)
    tall = card.h >= 400
    return inner, tall, (ROOMY_LABEL if tall else LABEL) if inner.w >= 260 else READABLE


def token_width(scene, seat: int, radius: int) -> int:
    """How wide `scene.draw_token` draws the seat's token (Mensch: one figure per colour played)."""
    colours = 1
    if scene.story is not None and scene.owners:
        colours = max(1, sum(1 for owner in scene.owners if owner == seat))
    r = radius if colours == 1 else radius * 3 // 4
    return (2 * r + 4) * (colours - 1) + 2 * r


def card_head(scene, card: pygame.Rect, seat: int, place: int):
    """(height, name x, name size, name lines, name line top) of a card's head: place,
    token and name (bold, on two lines rather than cut)."""
    inner, tall, label = card_label_size(card)
    place_text = scene.t("app.results.place", n=place)
    name_size = 30 if tall else 26
    token_x = inner.x + width_of(place_text, name_size, True) + 8
    name_x = token_x + max(26, token_width(scene, seat, 13)) + 10
    name = scene.seats[seat].name
    top = 0
    nsize, names = fit(name, inner.right - name_x, name_size, True, 1, smallest=22)
    if "…" in "".join(names):          # (too long beside the token: whole, on lines of its own)
        top = line_step(name_size) + 2
        name_x = inner.x
        nsize, names = fit(name, inner.w, name_size - 2, True, 2)
    height = top + max(1, len(names)) * line_step(nsize) + (6 if label == READABLE else 12)
    return height, name_x, nsize, names, top


def draw_card(scene, surface: pygame.Surface, card: pygame.Rect, seat: int, place: int, keys: list[str],
              most: dict[str, float | None], luck, widest_luck: float, head: int | None = None) -> None:
    winner = bool(scene.ranking) and seat in scene.ranking[0]
    colour = theme.seat_look(scene.seat_style(seat))[0]
    draw_panel(surface, card, WINNER_CARD if winner else CARD, 235, 12, border=theme.ACCENT if winner else colour)
    inner = card.inflate(-2 * CARD_PAD, -2 * CARD_PAD)
    tall = card.h >= 400
    label = (ROOMY_LABEL if tall else LABEL) if inner.w >= 260 else READABLE   # (two players: the room read large)
    # the head: place, token, name (bold, on two lines rather than cut)
    y = inner.y
    place_text = scene.t("app.results.place", n=place)
    name_size = 30 if tall else 26
    blit_text(surface, place_text, (inner.x, y + 2), name_size, theme.ACCENT if winner else theme.TEXT_DIM, True)
    token_x = inner.x + width_of(place_text, name_size, True) + 8
    token_w = scene.draw_token(surface, seat, (token_x + 13, y + 2 + line_step(name_size) // 2), 13)
    name = scene.seats[seat].name
    own, name_x, nsize, names, top = card_head(scene, card, seat, place)
    if not top:
        name_x = token_x + max(26, token_w) + 10
    y += top
    if len(names) > 1:
        drawn(name)
    for k, line in enumerate(names):
        blit_text(surface, line, (name_x, y + 2 + k * line_step(nsize)), nsize, theme.TEXT, True)
    y = inner.y + max(own, head or 0)
    parts = []          # (height, painter) of the card's sections under the head
    if keys:
        parts.append(figures_part(scene, inner, seat, keys, most, colour, label, tall))
    if luck is not None:
        parts.append(luck_part(scene, inner, luck, widest_luck, colour, label))
    for moment in seat_moments(scene, seat):
        msize, mlines = fit(moment, inner.w, label, False, 6 if tall else 4)
        if "…" not in "".join(mlines):
            parts.append((len(mlines) * line_step(msize), moment_painter(moment, msize, mlines)))
    free = inner.bottom - y - sum(h for h, _paint in parts)
    while parts and free < 0:            # (a card too small for all: the last sections give way)
        free += parts.pop()[0]
    gap = free // (len(parts) + 1) if parts else 0
    y += gap
    for height, paint in parts:
        paint(surface, inner.x, y)
        y += height + gap


def tiles_per_row(scene, inner: pygame.Rect, keys: list[str]) -> int:
    """How many figures stand side by side: as many as keep every word of their names whole at
    the readable size (a narrow card: one a row)."""
    longest = max(width_of(word, READABLE) for key in keys for word in scene.card_label(key).split())
    per_row = max(1, min(len(keys), inner.w // 120))
    while per_row > 1 and (inner.w - (per_row - 1) * 12) // per_row < longest + 8:
        per_row -= 1
    return per_row


def figures_part(scene, inner: pygame.Rect, seat: int, keys: list[str], most: dict[str, float], colour,
                 label: int, tall: bool):
    """The figures as tiles: a big number, its bar, its name under it (two lines at most); on a
    narrow, short card one a row, the name beside the number."""
    per_row = tiles_per_row(scene, inner, keys)
    beside = per_row == 1 and not tall
    tile_w = (inner.w - (per_row - 1) * 12) // per_row
    number = (60 if label == ROOMY_LABEL else 48) if tall else (32 if label == READABLE else 36) if beside else 40
    values = [scene.card_value(seat, key) for key in keys]
    number_w = max(width_of(v, number, True) for v in values) + 12
    while number > 28 and (number_w > tile_w // 2 if beside else number_w - 12 > tile_w):
        number -= 2
        number_w = max(width_of(v, number, True) for v in values) + 12
    head_w = tile_w - number_w if beside else tile_w
    heads = [fit(scene.card_label(key), head_w, label, False, 2) for key in keys]
    head_h = max(len(lines) for _s, lines in heads) * line_step(label)
    if beside:
        tile_h = max(line_step(number), head_h) + 4 + BAR_H // 2
    else:
        tile_h = line_step(number) + 6 + BAR_H + 6 + head_h
    rows = math.ceil(len(keys) / per_row)
    gap = (4 if label == READABLE else 10) if beside else 14
    height = rows * tile_h + (rows - 1) * gap

    def paint(surface, x, y):
        for i, key in enumerate(keys):
            row, col = divmod(i, per_row)
            left, top = x + col * (tile_w + 12), y + row * (tile_h + gap)
            hsize, lines = heads[i]
            if len(lines) > 1:
                drawn(scene.card_label(key))
            if beside:
                middle = top + (tile_h - 4 - BAR_H // 2) // 2
                blit_text(surface, values[i], (left, middle), number, theme.TEXT, True, anchor="midleft")
                first = middle - len(lines) * line_step(hsize) // 2
                for k, line in enumerate(lines):
                    blit_text(surface, line, (left + number_w, first + k * line_step(hsize)), hsize, theme.TEXT_DIM)
                track = pygame.Rect(left, top + tile_h - BAR_H // 2, tile_w, BAR_H // 2)
            else:
                blit_text(surface, values[i], (left, top), number, theme.TEXT, True)
                track = pygame.Rect(left, top + line_step(number) + 6, tile_w - 8, BAR_H)
                for k, line in enumerate(lines):
                    blit_text(surface, line, (left, track.bottom + 6 + k * line_step(hsize)), hsize,
                              theme.TEXT_DIM)
            if most[key] is None:
                continue
            pygame.draw.rect(surface, BAR_TRACK, track, border_radius=track.h // 2)
            value = scene.figure_number(seat, key)
            if value is not None and most[key] > 0 and value > 0:
                fill = track.copy()
                fill.w = max(track.h, round(track.w * min(1.0, value / most[key])))
                pygame.draw.rect(surface, colour, fill, border_radius=track.h // 2)
    return height, paint


def luck_part(scene, inner: pygame.Rect, luck, widest: float, colour, label: int):
    """The player's luck: "Glück" and a bar from a centre line (right: luck, left: bad luck),
    its number at the end, and under it what it counts in words."""
    amount, actual, expected, unit_key, _more = luck
    number = scene.signed(amount)
    words = luck_words(scene, actual, expected, unit_key)
    wsize, wlines = fit(words, inner.w, label, False, 2)
    head = scene.t("app.results.card_luck_title")
    big = 36 if label == ROOMY_LABEL else 30 if label == LABEL else 26       # (a narrow card: the number a little smaller, the bar longer)
    row_h = max(line_step(big), BAR_H + 8)
    height = row_h + 4 + len(wlines) * line_step(wsize)

    def paint(surface, x, y):
        head_w = width_of(head, label, True) + 12
        blit_text(surface, head, (x, y + row_h // 2), label, theme.TEXT_DIM, True, anchor="midleft")
        number_w = max(width_of(n, big, True) for n in ("+8,8", "−8,8", number)) + 8
        blit_text(surface, number, (x + inner.w, y + row_h // 2), big, theme.TEXT, True, anchor="midright")
        track = pygame.Rect(x + head_w, y + (row_h - BAR_H) // 2, inner.w - head_w - number_w, BAR_H)
        if track.w < 80:             # (too short to compare: the number says it)
            track.w = 0
        else:
            pygame.draw.rect(surface, BAR_TRACK, track, border_radius=BAR_H // 2)
        half = track.w // 2
        reach = round(half * min(1.0, abs(amount) / widest)) if widest > 0 else 0
        if reach > 0:
            fill = pygame.Rect(track.centerx if amount > 0 else track.centerx - reach, track.y, reach, BAR_H)
            pygame.draw.rect(surface, colour, fill, border_radius=BAR_H // 2)
        if track.w:
            pygame.draw.line(surface, theme.TEXT, (track.centerx, track.y - 5), (track.centerx, track.bottom + 4), 2)
        if len(wlines) > 1:
            drawn(words)
        for k, line in enumerate(wlines):
            blit_text(surface, line, (x, y + row_h + 4 + k * line_step(wsize)), wsize, theme.TEXT)
    return height, paint


def moment_painter(moment: str, size: int, lines: tuple[str, ...]):
    def paint(surface, x, y):
        if len(lines) > 1:
            drawn(moment)
        for k, line in enumerate(lines):
            blit_text(surface, line, (x, y + k * line_step(size)), size, theme.TEXT)
    return paint
