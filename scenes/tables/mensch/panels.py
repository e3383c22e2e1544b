"""The cards around the Mensch board: seat panels (left), turn, prompt and "what just
happened" with the places under it (right), and the announcements.

Each card is rendered into a surface once per change of what it says (cached by its
content), so a frame only blits; the words on it are announced every frame all the same
(`scenes.ui.text.drawn`), so a test can see what a frame shows. The scene passes itself in;
this module only reads it, and draws what the players have seen (`scene.shown` and the turn
the scene shows), never the engine's newer state.

Read from the couch: every word and key cap is at least 20 px (`text.READABLE`; in a window smaller than 1280x720 the
larger floor of `sizes`), and every text
that holds a name or a number fits its card: shrunk, then wrapped (a name of sixteen Ws is
broken between its letters), never cut. Announcements ("Kein Zug möglich", "Eine 6!",
"Hinausgeworfen!") appear in the right-hand column, right under the die they explain, at the
top of the prompt card, whose lines move down for them: they never cover the board.

The turn card (top right) is the one place that says whose turn it is and what to press,
large (`render_turn`); after ten seconds of nothing it breathes. The prompt card under the die
says only what is said nowhere else (the opening's rule, the choice of a figure, where it
goes); the seats' cards keep their keys as a quiet reference.

The coach's hint (a person with hints on, choosing a figure once the die lies still) stands on
a card of its own right under the prompt card, in the place of the ranking: under it a low
"Zuletzt" card keeps its title, the two newest lines and the board's legend whole
(`render_latest`); the coach's card is bounded to the room above it. The places stay
on a line at the foot ("Platzierung: 1. Anna"); the whole card comes back as soon as the move
is made. The coach's words are short enough for the card to fit between them.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.mensch import match as mg
from scenes.tables import prompt
from scenes.tables.mensch import board as mb
from scenes.tables.mensch import sizes
from scenes.ui import theme
from scenes.ui.coach import card_height, coach_card
from scenes.ui.layout import blit_fit, block, fit, fit_height, line_step, width_of, wrap
from scenes.ui.seat_panel import key_label, kind_text
from scenes.ui.seat_panel import keycap_image as keycap
from scenes.ui.text import READABLE, blit_text, drawable, drawn, font, render

LEFT_X, RIGHT_X, COLUMN_W = 14, 1004, 262
STATUS_RECT = pygame.Rect(RIGHT_X, 10, COLUMN_W, 124)   # whose turn; the "who must act" prompt's place
PROMPT_RECT = pygame.Rect(RIGHT_X, 310, COLUMN_W, 178)
RANKING_RECT = pygame.Rect(RIGHT_X, 496, COLUMN_W, 214)
PANEL = (30, 38, 35)
ACTIVE = (70, 60, 24)
CACHE_LIMIT = 48


def fits(text: str, width: int, bold: bool, max_lines: int) -> bool:
    """`text` fits `width` in at most `max_lines` lines at the readable size, uncut."""
    return len(wrap(drawable(text), sizes.SMALLEST, width, bold)) <= max_lines


@lru_cache(maxsize=32)
def card(w: int, h: int, fill: tuple, border: tuple | None = None) -> pygame.Surface:
    """A rounded card with a soft shadow (cached by size and colours)."""
    surf = pygame.Surface((w, h + 4), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 90), pygame.Rect(0, 4, w, h), border_radius=14)
    pygame.draw.rect(surf, (*fill, 238), pygame.Rect(0, 0, w, h), border_radius=14)
    if border:
        pygame.draw.rect(surf, border, pygame.Rect(0, 0, w, h), width=3, border_radius=14)
    return surf



class Said(list):
    """The words a card shows, collected while it is rendered, and where some of them stand
    on the card (`marks`: a name -> the rectangle it covers)."""

    def __init__(self):
        super().__init__()
        self.marks: dict[str, pygame.Rect] = {}

    def text(self, text: str, size: int, colour, bold: bool = False) -> pygame.Surface:
        self.append(text)
        return render(text, size, colour, bold)

    def put(self, surf: pygame.Surface, text: str, rect, size: int, colour, bold: bool = False,
            max_lines: int = 2, align: str = "left", valign: str = "top", wrapped: int | None = None) -> pygame.Rect:
        """Draw `text` fitted into `rect` on the card (see `layout.blit_fit`)."""
        self.append(text)
        return blit_fit(surf, text, rect, sizes.at_least(size), colour, bold, max_lines, align, valign,
                        smallest=sizes.SMALLEST, wrapped=wrapped)


def key_size(size: int) -> int:
    """Letters on the key caps of a line of words at `size`: never below readable."""
    return max(sizes.SMALLEST, size - 4)


def keys_line(segments: tuple, size: int, colour: tuple, width: int = 10_000) -> pygame.Surface:
    """Key caps and words in one line: segments of ("key", label[, short label]) and
    ("text", words). Too wide for `width`: the words in regular letters, then the short key
    names (keypad keys: "9" for "Num 9"). `line_words` says what it shows."""
    return _keys_line(segments, sizes.at_least(size), colour, width)[0]


def line_words(segments: tuple, size: int, colour: tuple, width: int = 10_000) -> tuple[str, ...]:
    """The words and key caps `keys_line` shows."""
    return _keys_line(segments, sizes.at_least(size), colour, width)[1]


def keys_line_least_width(segments: tuple, size: int) -> int:
    """How narrow `keys_line` can draw the line at `size` (measured, nothing rendered)."""
    ks = key_size(size)
    widths = []
    for bold, short, gap in LOOKS:
        parts = [max(width_of(seg[2] if short and len(seg) > 2 else seg[1], ks, True) + 16, ks + 12)
                 if seg[0] == "key" else width_of(seg[1], size, bold) for seg in segments]
        widths.append(sum(parts) + gap * (len(parts) - 1))
    return min(widths)


LOOKS = ((True, False, 6), (False, False, 4), (False, True, 6))    # bold words, regular, short key names


@lru_cache(maxsize=64)
def _keys_line(segments: tuple, size: int, colour: tuple, width: int) -> tuple[pygame.Surface, tuple[str, ...]]:
    for bold, short, gap in LOOKS:
        parts, words = [], []
        for seg in segments:
            if seg[0] == "key":
                label = seg[2] if short and len(seg) > 2 else seg[1]
                parts.append(keycap(label, key_size(size)))
            else:
                label = seg[1]
                parts.append(render(label, size, colour, bold))
            words.append(label)
        w = sum(p.get_width() for p in parts) + gap * (len(parts) - 1)
        if w <= width:
            break
    h = max(p.get_height() for p in parts)
    surf = pygame.Surface((max(1, w), h), pygame.SRCALPHA)
    x = 0
    for p in parts:
        surf.blit(p, (x, (h - p.get_height()) // 2))
        x += p.get_width() + gap
    return surf, tuple(words)


def label(scene, seat_obj, action: str, short: bool = False) -> str:
    """The key cap of `action` for a seat, as bound now (looked up once per set of bindings:
    a rebinding gives the input a new key map, and every hint follows it)."""
    keymap = scene.app.input.keymap
    memo = scene.__dict__.get("_key_labels")
    if memo is None or memo[0] is not keymap or memo[1] != scene.t.lang:
        memo = scene._key_labels = (keymap, scene.t.lang, {})
    k = (seat_obj.kind, seat_obj.device, action, short)
    if k not in memo[2]:
        memo[2][k] = key_label(scene.app, seat_obj, action, short)
    return memo[2][k]


ARROWS = {"left": "\u25c2{}", "right": "{}\u25b8"}   # "◂A", "D▸": keys that step, not board letters


def key_segment(scene, seat_obj, action: str) -> tuple:
    """A key cap in a line of keys; the letter keys that step through the figures carry their
    direction ("◂A", "D▸"), so the cap never reads as one of the board's letters a-d."""
    way = ARROWS.get(action, "{}")
    if not label(scene, seat_obj, action).isalpha() or len(label(scene, seat_obj, action)) != 1:
        way = "{}"               # only a letter key could pass for a board letter ("←", "Num 4" cannot)
    return ("key", way.format(label(scene, seat_obj, action)), way.format(label(scene, seat_obj, action, short=True)))


def _cached(scene, key: tuple, make) -> pygame.Surface:
    """The card for `key`: `make(said)` renders it once; its words are announced each frame
    (and where it marked some of them is kept in `scene.panel_marks`)."""
    entry = scene.panel_cache.get(key)
    if entry is None:
        if len(scene.panel_cache) > CACHE_LIMIT:
            scene.panel_cache.clear()
        said = Said()
        entry = (make(said), tuple(said))
        scene.panel_cache[key] = entry
        scene.panel_marks[key] = said.marks
    for text in entry[1]:
        drawn(text)
    return entry[0]


# ---------------------------------------------------------------------------------- left

NAME_SIZE = 26          # a seat's name, shrunk to READABLE and wrapped onto two lines if it must
ROW_H = 25              # one colour of a seat: its figures (goal, board, house) and its name
KIND_H = 25             # the line naming who plays the seat (and "am Zug" or its place)
HINT_GAP = 2
SEAT_KEYS_ROOM = COLUMN_W - 20     # the width a seat's line of keys may take on its card
HINT_SIZE = 22          # a seat's keys, where its card has the room (else READABLE)
DETAIL_MORE = 4         # who plays a seat and its colours: up to this much over READABLE where room


def seat_rects(count: int) -> list[pygame.Rect]:
    """The seats' cards down the left column, alike."""
    gap = 10
    h = min(230, (700 - gap * (count - 1)) // count)
    return stacked_cards([h] * count)


def stacked_cards(heights: list[int], gap: int = 10) -> list[pygame.Rect]:
    """Cards of these heights down the left column, `gap` px apart."""
    rects, y = [], 10
    for h in heights:
        rects.append(pygame.Rect(LEFT_X, y, COLUMN_W, h))
        y += h + gap
    return rects


def bot_card_least(scene, seat: int) -> int:
    """How low a card without keys (a bot's) may be: its name, who plays it, a row per colour."""
    name_h = fit_height(scene.seats[seat].name, COLUMN_W - 28, NAME_SIZE, True, smallest=sizes.SMALLEST,
                        wrapped=sizes.SMALLEST)
    return 5 + name_h + 1 + KIND_H + ROW_H * len(scene.shown.seat_colours(seat)) + 6


def seat_hint(scene, seat_obj) -> tuple:
    """This seat's own keys, two lines: roll/move, and choosing a figure."""
    if not seat_obj.device:
        return ()
    t = scene.t
    go = (key_segment(scene, seat_obj, "confirm"), ("text", t("mensch.table.hint_go")))
    keys = (key_segment(scene, seat_obj, "left"), key_segment(scene, seat_obj, "right"))
    short_go, short_choose = said_short(scene)
    return ((*go[:1], ("text", t("mensch.table.hint_go_short"))) if short_go else go,
            (*keys, ("text", t("mensch.table.hint_choose_short" if short_choose else "mensch.table.hint_choose"))))


def said_short(scene) -> tuple[bool, bool]:
    """Whether the seats' cards say "würfeln" beside the key that rolls and moves, and "wählen"
    beside the keys that choose a figure: where one person's keys and words do not fit their
    card's line (a small window), every card says it the same short way."""
    key = (scene.app.input.keymap, scene.t.lang, sizes.SMALLEST)
    memo = scene.__dict__.get("_said_short")
    if memo is None or memo[0] != key:
        def too_wide(actions, words) -> bool:
            return any(keys_line_least_width((*(key_segment(scene, s, a) for a in actions), ("text", scene.t(words))),
                                             sizes.SMALLEST) > SEAT_KEYS_ROOM for s in scene.seats if s.device)

        memo = scene._said_short = (key, (too_wide(("confirm",), "mensch.table.hint_go"),
                                          too_wide(("left", "right"), "mensch.table.hint_choose")))
    return memo[1]


def draw_left(scene, surface: pygame.Surface) -> None:
    m = scene.shown
    active = None if m.is_over else scene.view_seat()
    for seat, rect in enumerate(scene.seat_cards()):
        colours = m.seat_colours(seat)
        homes = tuple(figure_states(scene, c) for c in colours)
        place = scene.places.index(seat) + 1 if seat in scene.places else None
        seat_obj = scene.seats[seat]
        key = ("seat", seat, seat_obj, rect.size, seat == active, place, homes, scene.t.lang,
               seat_hint(scene, seat_obj))
        surf = _cached(scene, key, lambda said, s=seat, r=rect, h=homes, p=place, k=key: render_seat(
            scene, s, r.size, k[4], p, h, k[-1], said))
        surface.blit(surf, rect)
    refused = getattr(scene, "refused_seat", None)
    if scene.refusal and refused is not None and 0 <= refused < len(scene.seats):
        scene.left_refusal_rect = draw_seat_refusal(surface, scene.refusal, scene.seat_cards()[refused])
    else:
        scene.left_refusal_rect = None


def draw_seat_refusal(surface: pygame.Surface, text: str, rect: pygame.Rect) -> pygame.Rect:
    """Why a press out of turn was refused, in red over the foot of the presser's own card
    (over both lines of its keys, for the moment it shows); the rect it took."""
    pill = refusal_pill(text, rect.w - 8, min(rect.h - 8, REFUSAL_COVER))
    place = pill.get_rect(midbottom=(rect.centerx, rect.bottom - 3))
    drawn(text, sizes.SMALLEST)
    surface.blit(pill, place)
    return place


REFUSAL_COVER = 2 * (HINT_SIZE + 12) + 2 * HINT_GAP + 4    # a seat card's two lines of keys


@lru_cache(maxsize=16)
def refusal_pill(text: str, width: int, least: int) -> pygame.Surface:
    lines = wrap(text, sizes.SMALLEST, width - 16, True)[:2]
    step = line_step(sizes.SMALLEST)
    pill = pygame.Surface((width, max(least, step * len(lines) + 16)), pygame.SRCALPHA)
    pygame.draw.rect(pill, (78, 20, 18, 255), pill.get_rect(), border_radius=12)
    pygame.draw.rect(pill, theme.BAD, pill.get_rect(), width=2, border_radius=12)
    top = (pill.get_height() - step * len(lines)) // 2
    for i, line in enumerate(lines):
        blit_text(pill, line, (width // 2, top + i * step), sizes.SMALLEST, (255, 200, 190), True, "midtop")
    return pill


def spelled_out(hint: tuple, room: int, height: int, size: int = READABLE) -> tuple:
    """The seat's key lines with the keys' whole names ("Num 4", not "4") where the card has
    the height: a line too wide for them puts its words on a line of their own under the key
    caps (the lower line first: the one that names two keys)."""
    def tall(lines) -> int:
        return sum(keys_line(seg, size, theme.TEXT_DIM, room).get_height() + HINT_GAP for seg in lines)

    lines = [(segments,) for segments in hint]
    for i in reversed(range(len(lines))):
        segments = hint[i]
        if line_words(segments, size, theme.TEXT_DIM, room) == line_words(segments, size, theme.TEXT_DIM):
            continue       # (the keys' whole names fit, perhaps beside regular letters)
        caps = tuple(seg for seg in segments if seg[0] == "key")
        words = tuple(seg for seg in segments if seg[0] != "key")
        trial = [*lines[:i], tuple(part for part in (caps, words) if part), *lines[i + 1:]]
        if tall([seg for group in trial for seg in group]) <= height:
            lines = trial
    return tuple(seg for group in lines for seg in group)


MINI_R = 12              # a figure on a seat's card
MINI_STEP = 27          # from one to the next
HOUSE_RING = (112, 122, 116)     # round a figure still in the house


def figure_states(scene, colour: int) -> tuple[str, ...]:
    """Where each figure of `colour` stands as the table shows it, in the goal first, then on
    the board, then in the house: "goal", "board", "house"."""
    m = scene.shown
    kinds = [(scene.spots.get((colour, f)) or ("",))[0] for f in range(m.figure_count)]
    states = ["goal" if k == "home" else "house" if k == "B" else "board" for k in kinds]
    return tuple(sorted(states, key=("goal", "board", "house").index))


PLAYS_SIZE = READABLE + 2     # "spielt Gelb und Rot": one person, two colours


def plays_colours(scene, colours: tuple[int, ...]) -> str:
    """What a seat with more than one colour plays, in a plain sentence ("spielt Gelb und Rot");
    empty for a seat with one colour."""
    if len(colours) < 2:
        return ""
    t = scene.t
    names = [scene.colour_name(c) for c in colours]
    listed = ", ".join(names[:-1]) + t("mensch.table.plays_and") + names[-1]
    return t("mensch.table.plays_colours", colours=listed)


def render_seat(scene, seat: int, size, active: bool, place, homes, hint, said: Said) -> pygame.Surface:
    """A seat's card, top down: its name (one or two lines), for a seat with two colours what
    it plays ("spielt Gelb und Rot"), who plays it with "am Zug" or its place beside it, a row
    per colour (figures home), and at the bottom its own keys (never wider than the card)."""
    w, h = size
    m = scene.shown
    t = scene.t
    surf = pygame.Surface((w, h + 4), pygame.SRCALPHA)
    surf.blit(card(w, h, ACTIVE if active else PANEL, theme.ACCENT if active else None), (0, 0))
    seat_obj = scene.seats[seat]
    inner = w - 28
    y = 5
    name_h = fit_height(seat_obj.name, inner, NAME_SIZE, True, smallest=sizes.SMALLEST, wrapped=sizes.SMALLEST)
    said.put(surf, seat_obj.name, pygame.Rect(14, y, inner, name_h), NAME_SIZE,
             theme.ACCENT if active else theme.TEXT, True, wrapped=sizes.SMALLEST)
    y += name_h + 1
    colours = m.seat_colours(seat)
    plays = plays_colours(scene, colours)
    if plays:              # (the rule sheet: with fewer than four people someone plays two colours)
        plays_size, plays_lines = fit(plays, inner, sizes.at_least(PLAYS_SIZE), False, 2, sizes.SMALLEST)     # (one line, shrunk, if it can)
        plays_h = line_step(plays_size) * len(plays_lines)
        if y + plays_h + ROW_H * len(colours) <= h - 4:
            for line in plays_lines:
                surf.blit(said.text(line, plays_size, theme.ACCENT if active else theme.TEXT), (14, y))
                y += line_step(plays_size)
            y += 2
    room = w - (COLUMN_W - SEAT_KEYS_ROOM)      # (the keys may come a little nearer the card's right edge)
    # the seat's keys a little larger than the floor where the card has the room for them
    # whole (the same lines, every key's whole name, under the name and the rows)
    given, size = hint, sizes.SMALLEST
    for size in (HINT_SIZE, sizes.SMALLEST):
        hint = spelled_out(given, room, h - 4 - y - ROW_H * len(colours), size) if place is None else ()
        lines = [keys_line(seg, size, theme.TEXT_DIM, room) for seg in hint]
        keys_h = sum(line.get_height() + HINT_GAP for line in lines)
        whole = all(line_words(seg, size, theme.TEXT_DIM, room) == line_words(seg, size, theme.TEXT_DIM)
                    for seg in hint)
        within = all(line.get_width() <= room for line in lines)       # (never cut at the card's edge)
        kind_room = KIND_H if place is not None or not lines else 0     # (the keys say who plays it)
        if whole and within and y + kind_room + ROW_H * len(colours) + keys_h <= h - 4 and len(hint) == len(given):
            break
    # the lines under the name (who plays it, a row per colour) larger than the floor where the
    # card has the height to spare (two or three seats, or one colour each)
    spare = h - 4 - (y + kind_room + ROW_H * len(colours) + keys_h)
    detail = sizes.SMALLEST + max(0, min(DETAIL_MORE, spare // (1 + len(colours))))
    kind_h, row_h = KIND_H + detail - sizes.SMALLEST, ROW_H + detail - sizes.SMALLEST
    # who plays it, only where the keys do not say it already (a bot; a seat without keys), and
    # beside it the seat's place once it has one ("am Zug" is said by the golden card)
    if (place is not None or not lines) and y + kind_h + row_h * len(colours) + keys_h <= h - 4:
        right = 0
        if place is not None:
            said.append(t("app.results.place", n=place))
            right = blit_text(surf, said[-1], (w - 14, y - 1), sizes.at_least(22), theme.ACCENT, True, "topright").w + 8
        kind = kind_text(t, seat_obj) if seat_obj.is_bot or not lines else ""
        if kind:
            said.put(surf, kind, pygame.Rect(14, y, inner - right, kind_h - 2), detail, SECOND_INK, max_lines=1)
        y += kind_h
    # a row per colour: its figures as small figures (in the goal ringed in gold, on the board
    # plain, still in the house faint), then the colour's name
    figures_w = MINI_STEP * m.figure_count
    names = [scene.colour_name(colour) for colour in colours]
    every = [scene.colour_name(c) for c in range(4)]
    room_w = w - 14 - (14 + figures_w + 8)
    row_size = next((size for size in range(detail, sizes.SMALLEST - 1, -1)
                     if all(width_of(name, size, True) <= room_w for name in every)), sizes.SMALLEST)
    for colour, name, states in zip(colours, names, homes, strict=True):
        mid = y + row_h // 2
        for i, state in enumerate(states):
            cx = 14 + MINI_STEP * i + MINI_STEP // 2
            sprite = mb.figure_sprite(colour, MINI_R, 255 if state != "house" else 120)
            if state == "goal":
                ring = mb.ring_sprite(MINI_R + 3, theme.ACCENT, 3)
                surf.blit(ring, ring.get_rect(center=(cx, mid)))
            elif state == "house":       # (a faint Schwarz still shows its place on the dark card)
                ring = mb.ring_sprite(MINI_R, HOUSE_RING, 2)
                surf.blit(ring, ring.get_rect(center=(cx, mid)))
            surf.blit(sprite, sprite.get_rect(center=(cx, mid)))
            said.marks[f"figure:{colour}:{i}:{state}"] = pygame.Rect(cx - MINI_R, mid - MINI_R, 2 * MINI_R, 2 * MINI_R)
        said.put(surf, name, pygame.Rect(14 + figures_w + 8, y + 1, room_w, row_size + 4), row_size, theme.TEXT, True,
                 max_lines=1)
        y += row_h
    # the seat's keys, from the bottom up (not once it has its place: it plays no more); in a
    # small window a card too low for both lines keeps the key that rolls and moves
    if lines and sizes.SMALL_WINDOW:
        while len(lines) > 1 and sum(line.get_height() + HINT_GAP for line in lines) - HINT_GAP > h - 4 - (y - 1):
            hint, lines = hint[:-1], lines[:-1]
    if lines:
        bottom = h - 4
        for segments, line in zip(reversed(hint), reversed(lines), strict=True):
            if bottom - line.get_height() < y - 1:
                break
            said.extend(line_words(segments, size, theme.TEXT_DIM, room))
            bottom -= line.get_height()
            said.marks[f"keys:{len(said.marks)}"] = surf.blit(line, (14, bottom))
            bottom -= HINT_GAP
    return surf


# ---------------------------------------------------------------------------------- right

def draw_right(scene, surface: pygame.Surface) -> None:
    """The right-hand column, top down: whose turn, the die, the prompt card (with the
    announcement over its top and a refusal in red under the keys; a press out of turn is
    answered on the presser's own card, `draw_left`), and the places, or in
    their stead the coach's card. Where the refusal, the prompt's keys and the coach's card
    stood this frame is kept in `scene.refusal_rect`, `scene.prompt_keys_rect` and
    `scene.coach_rect` (None when not shown)."""
    draw_turn(scene, surface)
    words = scene.coach_words()
    lines = prompt_lines(scene)
    top = toast_room(scene)
    coach = None
    if words is not None:
        title = scene.t("app.coach.title")
        strip = ranking_line(scene)
        coach, room = coach_place(title, words, latest_top(scene, strip) - GAP, prompt_least(lines, top))
    height = PROMPT_RECT.h if coach is None else min(PROMPT_RECT.h, coach.y - GAP - PROMPT_RECT.y)
    key = ("prompt", lines, top, height)
    surface.blit(_cached(scene, key, lambda said: render_prompt(lines, said, top, height)), PROMPT_RECT)
    marks = scene.panel_marks.get(key, {})
    scene.refusal_rect, scene.prompt_keys_rect = (
        None if marks.get(name) is None else marks[name].move(PROMPT_RECT.topleft) for name in ("refusal", "keys"))
    if scene.refusal_rect is None:              # (a press out of turn: on the presser's own card)
        scene.refusal_rect = getattr(scene, "left_refusal_rect", None)
    scene.coach_rect = coach
    if coach is not None:
        drawn(title, sizes.SMALLEST)
        drawn(words, sizes.SMALLEST)
        surface.blit(coach_card(title, words, coach.w, room, sizes.SMALLEST), coach)
        key = ("ranking_strip", strip)
        if strip:
            surface.blit(_cached(scene, key, lambda said: render_ranking_strip(strip, said)), (RIGHT_X, strip_top(strip)))
        key = ("latest", *history_key(scene))
        top = latest_top(scene, strip)
        surface.blit(_cached(scene, key, lambda said: render_latest(scene, said)), (RIGHT_X, top))
        scene.latest_rect = pygame.Rect(RIGHT_X, top, COLUMN_W, latest_height(scene))
        legend = scene.panel_marks.get(key, {}).get("legend")
        scene.legend_rect = None if legend is None else legend.move(RIGHT_X, top)
        return
    scene.legend_rect = None
    scene.latest_rect = None
    key = history_key(scene)
    surface.blit(_cached(scene, key, lambda said: render_ranking(scene, said)), RANKING_RECT)
    newest = scene.panel_marks.get(key, {}).get("newest")
    glow = scene.history_glow()
    if newest is not None and glow > 0:
        # a new line lights up for a moment: the eye finds it without reading the card
        entry = scene.history[-1]
        rect = newest
        light = pygame.Surface(rect.size, pygame.SRCALPHA)
        tint = HISTORY_ACCENT.get(entry.kind, theme.ACCENT)
        pygame.draw.rect(light, (*tint, round(70 * glow)), light.get_rect(), border_radius=8)
        pygame.draw.rect(light, (*tint, round(230 * glow)), light.get_rect(), width=2, border_radius=8)
        surface.blit(light, rect.move(RANKING_RECT.topleft))


GAP = 8                  # between two cards of the right-hand column
GLOW_INSET = 8           # the light on "Zuletzt"'s newest line keeps this far inside the card
SCREEN_BOTTOM = 714      # cards end above the screen's lower edge
PROMPT_LEAST = 120       # the prompt card keeps at least this much for its keys
PROMPT_TIGHT = 96        # ... and this much when the places so far take room at the column's foot


def coach_rect(scene, words: str) -> pygame.Rect:
    """Where the coach's hint `words` stands on this table."""
    return coach_place(scene.t("app.coach.title"), words, latest_top(scene, ranking_line(scene)) - GAP,
                       prompt_least(prompt_lines(scene), toast_room(scene)))[0]


def prompt_least(lines: tuple, top: int = 0) -> int:
    """How tall the prompt card must stay, under the coach's card, for what it must say: a
    refusal whole (the lines before it give way, the seat's card names every key), else its
    lines down to the last line of keys or sentence (a plan's lines may give way: the board
    shows where the figure goes)."""
    y = top + (4 if top else 12)
    needed = y
    refused = any(kind == "refusal" for kind, _value, _colour in lines)
    for kind, value, _colour in lines:
        if refused and kind != "refusal":
            continue
        if kind == "keys":
            y += keys_line(value, sizes.SMALLEST, theme.TEXT, PROMPT_RECT.w - 24).get_height() + 8
        else:
            size, bold = (sizes.at_least(21), True) if kind == "big" else (sizes.SMALLEST, False)
            y += fit_height(value, PROMPT_RECT.w - 28, sizes.at_least(size), bold, 4, sizes.SMALLEST) + 8
        if kind in ("keys", "big", "refusal"):
            needed = y - 8 + 6
    return needed if refused else min(PROMPT_TIGHT, needed)


# while the coach's card stands, "Zuletzt" keeps a low card of its own under it: its title, the
# two newest lines and what the board's letters mean, so neither ever leaves the screen (the
# coach's card is bounded to the room above it, `coach_place`)
LATEST_LINES = 2
LATEST_PAD = 4
LATEST_LEGEND_GAP = 3    # between the two lines and the legend's rule


def latest_legend(scene) -> tuple[pygame.Surface, tuple[str, ...]]:
    """The legend on the low "Zuletzt" card: at the readable size, flowing onto a second line
    where the language needs it."""
    return legend_picture(scene.t, COLUMN_W - 28, sizes.SMALLEST, scene.t.lang)


def latest_lines() -> int:
    """How many lines the low "Zuletzt" card keeps: one in a small window, where the coach's
    card above it needs the room for its larger words."""
    return 1 if sizes.SMALL_WINDOW else LATEST_LINES


def latest_lines_height() -> int:
    """From the low "Zuletzt" card's top down to its legend: its title and two lines."""
    return LATEST_PAD + line_step(24) + latest_lines() * line_step(sizes.SMALLEST)


def latest_height(scene) -> int:
    """How tall the low "Zuletzt" card is: its title, two lines, and the legend whole."""
    return latest_lines_height() + LATEST_LEGEND_GAP + latest_legend(scene)[0].get_height() + LATEST_PAD


def latest_top(scene, strip: str) -> int:
    """The top of the low "Zuletzt" card: above the places so far (if any), at the foot."""
    return (strip_top(strip) - STRIP_GAP if strip else SCREEN_BOTTOM) - latest_height(scene)


# while the coach's card stands in the ranking's place, the places so far stay on one line
# under it ("Platzierung: 1. Anna · 2. Ben") once somebody has finished
STRIP_PAD = 5
STRIP_GAP = 6            # between the coach's card and the places under it


def ranking_line(scene) -> str:
    """The places so far on one line; empty while nobody has finished (the card then takes
    the whole room: a list of dashes tells nothing)."""
    t = scene.t
    names = [f"{t('app.results.place', n=i + 1)} {scene.seats[seat].name}" for i, seat in enumerate(scene.places)]
    return f"{t('mensch.table.ranking')}: {' · '.join(names)}" if names else ""


def strip_lines(text: str) -> tuple[str, ...]:
    return wrap(text, sizes.SMALLEST, COLUMN_W - 2 * STRIP_PAD - 6, False) if text else ()


def strip_top(text: str) -> int:
    if not text:
        return SCREEN_BOTTOM + STRIP_GAP
    return SCREEN_BOTTOM - len(strip_lines(text)) * line_step(sizes.SMALLEST) - 2 * STRIP_PAD


def render_ranking_strip(text: str, said: Said) -> pygame.Surface:
    """The places so far on a low card of their own under the coach's card."""
    lines = strip_lines(text)
    h = len(lines) * line_step(sizes.SMALLEST) + 2 * STRIP_PAD
    surf = card(COLUMN_W, h, PANEL)
    for i, line in enumerate(lines):
        surf.blit(said.text(line, sizes.SMALLEST, theme.TEXT_DIM if i == 0 else theme.TEXT), (STRIP_PAD + 6, STRIP_PAD + i * line_step(sizes.SMALLEST)))
    return surf


def coach_place(title: str, words: str, bottom: int = SCREEN_BOTTOM, least: int = PROMPT_TIGHT) -> tuple[pygame.Rect, int]:
    """Where the coach's hint stands, and the room it is given (0: its words at full size):
    in the ranking's place under the prompt card, ending at `bottom` (above the places so far);
    a long hint rises into the prompt card's lower part (whose lines then end above it), never
    over its keys nor off the screen."""
    height = card_height(title, words, COLUMN_W, size=sizes.SMALLEST)
    top = min(RANKING_RECT.y, bottom - height)
    if top >= PROMPT_RECT.y + PROMPT_LEAST + GAP:
        return pygame.Rect(RIGHT_X, top, COLUMN_W, height), 0
    # late in a game the places under "Zuletzt" take room: the prompt card gives up its plan's
    # lines (the board shows where the figure goes), down to what it must say (`least`), before
    # the card leaves the column
    highest = PROMPT_RECT.y + least + GAP
    if top >= highest:
        return pygame.Rect(RIGHT_X, top, COLUMN_W, height), 0
    # a very long hint: the card grows to the left over the board's margin (its words never
    # shrink) until it fits under the prompt card's keys
    right = RIGHT_X + COLUMN_W
    width = COLUMN_W
    while width < right - LEFT_X and card_height(title, words, width, size=sizes.SMALLEST) > bottom - highest:
        width += 40
    height = card_height(title, words, width, size=sizes.SMALLEST)
    return pygame.Rect(right - width, max(highest, bottom - height), width, height), 0


BANNER_RING = 7         # after ten seconds of nothing the turn card's ring breathes out this far

TURN_PAD = 12           # the turn card's words keep this far from its edges
TURN_NAME = 32          # the name on the turn card, in its colour (shrunk, then on two lines)
TURN_NAME_WRAPPED = 24
TURN_KEY = 30           # the key cap and the action beside it: the one thing to press, large
TURN_SUB = READABLE + 2  # the colour's name while nobody is asked to press (a bot, a move playing)


def turn_state(scene) -> tuple:
    """What the turn card says, as data (its cache key): the colour shown, the name, and, while
    a person is asked to act, the key cap and what it does; `again` after ten seconds of nothing."""
    m = scene.shown
    colour = scene.view_colour
    if m.is_over or colour is None:
        return ("over", scene.t.lang)
    seat = scene.view_seat()
    seat_obj = scene.seats[seat]
    key = words = None
    if not seat_obj.is_bot and not scene.busy() and m.current_colour == colour and seat_obj.device:
        if m.phase in ("opening", "roll"):
            words = scene.t("mensch.table.roll")
        elif m.phase == "move":
            # a single possible move plays itself: the key only plays it sooner
            words = scene.t("mensch.table.move_now" if len(scene.options) == 1 else "mensch.table.move")
        if words is not None:
            key = label(scene, seat_obj, "confirm")
    again = key is not None and scene.prompt_stage() == prompt.AGAIN
    sub = scene.colour_name(colour)
    if scene.in_opening():
        sub = f"{scene.t('mensch.table.opening_title')} · {sub}"
    return ("turn", colour, scene.name_of(colour), sub, key, words, again, scene.t.lang)


def render_turn(scene, state: tuple, said: Said) -> pygame.Surface:
    """The turn card at the top right, the one place that says whose turn it is and what to
    press: the name large in its colour beside its figure, under it the key cap and the action
    ("[E] Würfeln") large, on a card edged in that colour; while a bot plays or a move is shown,
    the colour's name in the key's stead. After ten seconds of nothing the key cap is lit."""
    w, h = STATUS_RECT.size
    surf = pygame.Surface((w, h + 4), pygame.SRCALPHA)
    if state[0] == "over":
        surf.blit(card(w, h, PANEL), (0, 0))
        said.put(surf, scene.t("mensch.table.game_over"), pygame.Rect(14, 12, w - 28, h - 20), 26, theme.ACCENT, True)
        return surf
    _turn, colour, name, colour_name, key, words, again, _lang = state
    ink = mb.edge_colour(colour)
    surf.blit(card(w, h, PANEL, ink if key is not None else None), (0, 0))
    sprite = mb.figure_sprite(colour, 14)
    inner = w - 2 * TURN_PAD
    aside = sprite.get_width() + 8
    # (one line, shrunk; a name of sixteen Ws on two lines, never cut)
    name_size, name_lines = fit(name, inner - aside, TURN_NAME, True, 2, sizes.SMALLEST, TURN_NAME_WRAPPED)
    name_h = line_step(name_size) * len(name_lines)
    if key is not None:
        size = TURN_KEY
        while size > sizes.SMALLEST and _action_w(key, words, size) > inner:
            size -= 2
        row_h = keycap(key, size).get_height()
    else:      # "Eröffnung · Schwarz": on two lines where one is too short, never cut
        size, sub_lines = fit(colour_name, inner - aside, sizes.at_least(TURN_SUB), True, 2, sizes.SMALLEST)
        row_h = line_step(size) * len(sub_lines)
    tall = name_h + 6 + row_h
    y = (h - tall) // 2
    surf.blit(sprite, sprite.get_rect(midleft=(TURN_PAD, y + line_step(name_size) // 2)))
    for i, line in enumerate(name_lines):
        surf.blit(said.text(line, name_size, name_ink(colour), True), (TURN_PAD + aside, y + i * line_step(name_size)))
    y += name_h + 6
    if key is None:
        said.put(surf, colour_name, pygame.Rect(TURN_PAD + aside, y, inner - aside, row_h), TURN_SUB, SECOND_INK, True, 2)
        return surf
    said.append(key)
    drawn(key, size)
    cap = keycap(key, size, lit=again)
    surf.blit(cap, (TURN_PAD, y))
    word_img = said.text(words, size, theme.TEXT, True)
    surf.blit(word_img, word_img.get_rect(midleft=(TURN_PAD + cap.get_width() + 10, y + cap.get_height() // 2)))
    said.marks["key"] = pygame.Rect(TURN_PAD, y, cap.get_width() + 10 + word_img.get_width(), cap.get_height())
    return surf


def _action_w(key: str, words: str, size: int) -> int:
    """How wide the key cap and its action are at `size` (measured, nothing drawn)."""
    return max(width_of(key, size, True) + 16, size + 12) + 10 + width_of(words, size, True)


def name_ink(colour: int) -> tuple:
    """A colour's name on the dark card: its figures' colour, lightened until it reads (Schwarz
    as a light grey)."""
    ink = mb.edge_colour(colour)
    while mb.contrast(ink, PANEL) < 5.0:
        ink = tuple(min(255, round(c + (255 - c) * 0.2)) for c in ink)
    return ink


LAST_DIE = 68           # the last throw, left in the tray until the next one (read from the sofa)
LAST_NAME = 26


def render_last_die(scene, colour: int, value: int) -> tuple[pygame.Surface, tuple]:
    """The last throw as it stays in the empty tray: its die large, beside it whose it was (the
    name in its colour) and "warf zuletzt"; the picture and the (text, size) pairs it shows."""
    die = mb.die_sprite(value, LAST_DIE)
    room = TRAY_W - 2 * 16 - die.get_width() - 4 - 20
    # (sixteen Ws: never cut; in a small window, at its larger letters, two lines and "…")
    most = 2 if sizes.SMALL_WINDOW else 4
    name_size, name_lines = fit(scene.name_of(colour), room, LAST_NAME, True, most, sizes.SMALLEST)
    sub = scene.t("mensch.table.last_throw")
    sub_size, sub_lines = fit(sub, room, sizes.SMALLEST + 2, False, 2, sizes.SMALLEST)
    tall = len(name_lines) * line_step(name_size) + len(sub_lines) * line_step(sub_size)
    h = max(die.get_height(), tall)
    surf = pygame.Surface((TRAY_W - 2 * 16, h + 12), pygame.SRCALPHA)
    # a dark plate under the words: a green name reads on the green felt too
    words_w = max([width_of(line, name_size, True) for line in name_lines] + [width_of(line, sub_size) for line in sub_lines])
    plate = pygame.Rect(die.get_width() + 4, 0, min(surf.get_width() - die.get_width() - 4, words_w + 20), h + 12)
    pygame.draw.rect(surf, (20, 26, 24, 215), plate, border_radius=12)
    surf.blit(die, die.get_rect(midleft=(0, (h + 12) // 2)))
    x, y = plate.x + 10, (h + 12 - tall) // 2
    shown = []
    for line in name_lines:
        surf.blit(render(line, name_size, name_ink(colour), True), (x, y))
        shown.append((line, name_size))
        y += line_step(name_size)
    for line in sub_lines:
        surf.blit(render(line, sub_size, SECOND_INK), (x, y))
        shown.append((line, sub_size))
        y += line_step(sub_size)
    shown.append((str(value), LAST_DIE))
    return surf, tuple(shown)


TRAY_W = COLUMN_W


def draw_turn(scene, surface: pygame.Surface) -> pygame.Rect:
    """The turn card in its place; whose name it shows is kept in `scene.turn_shown` and
    where its key and action stand in `scene.turn_key_rect` (None while nobody is asked to press)."""
    state = turn_state(scene)
    key = ("turn", state)
    surface.blit(_cached(scene, key, lambda said: render_turn(scene, state, said)), STATUS_RECT)
    scene.turn_shown = None if state[0] == "over" else state[2]
    mark = scene.panel_marks.get(key, {}).get("key")
    scene.turn_key_rect = None if mark is None else mark.move(STATUS_RECT.topleft)
    return STATUS_RECT


def prompt_lines(scene) -> tuple:
    """What the card under the die says, as data (the cache key and the recipe): about the
    turn the table shows, never one the engine has moved on to."""
    m = scene.shown
    t = scene.t
    out: list[tuple] = []
    toast = scene.toast if scene.toast_shown() else None
    if scene.note and not (toast is not None and (scene.note == toast.title or scene.note in toast.sub)):
        out.append(("small", scene.note, theme.TEXT_DIM))
    seat = scene.view_seat()
    if m.is_over or seat is None:
        pass
    elif scene.busy():      # the table still shows what happened; whose turn it shows may skip it
        if not scene.seats[seat].is_bot:
            out.append(("keys", (key_segment(scene, scene.seats[seat], "confirm"),
                                 ("text", t("mensch.table.skip"))), theme.TEXT_DIM))
    elif scene.seats[seat].is_bot:
        out.append(("big", t("app.table.bot_thinking", name=scene.seats[seat].name), theme.TEXT_DIM))
    elif m.phase in ("opening", "roll"):
        # (whose turn and the key to throw: the turn card says it, large; here only the rest)
        if m.phase == "opening":
            out.append(("small", t("mensch.table.opening_rule"), theme.TEXT))
        if m.phase == "roll" and m.tries_left > 1:
            out.append(("small", scene.tries_text(m.tries_left), theme.TEXT))
        out.append(("small", t("mensch.table.roll_more"), SECOND_INK))
    elif m.phase == "move":
        seat_obj = scene.seats[seat]
        forced = toast is not None and toast.forced      # (the announcement names the move)
        coached = len(scene.options) == 1 and scene.coach_words() is not None    # (the coach's card names it)
        if coached:
            out.append(("big", t("mensch.table.single_coached"), theme.TEXT))
        elif len(scene.options) == 1:
            if not forced:
                out.append(("big", t("mensch.table.single"), theme.TEXT))
        else:
            keys = (key_segment(scene, seat_obj, "left"), key_segment(scene, seat_obj, "right"))
            words = ("text", t("mensch.table.choose"))
            if sizes.SMALL_WINDOW and keys_line_least_width((*keys, words), sizes.SMALLEST) > PROMPT_RECT.w - 24:
                words = ("text", t("mensch.table.choose_short"))     # (the keys and their word on one line)
            out.append(("keys", (*keys, words), theme.TEXT))
        plan = scene.chosen
        if plan is not None and not forced and not coached:
            out.append(("small", plan_text(scene, plan), theme.TEXT))
            if plan.captures is not None:
                victim = scene.colour_name(plan.captures[0])
                out.append(("small", t("mensch.table.preview_capture", victim=victim), theme.BAD))
    out.extend(bots_finish_lines(scene))
    if scene.refusal and getattr(scene, "refused_seat", None) is None:
        # right under the keys, before what the chosen move would do: a place it always has
        keys = [i for i, line in enumerate(out) if line[0] == "keys"]
        out.insert(keys[-1] + 1 if keys else len(out), ("refusal", scene.refusal, theme.BAD))
    return tuple(out)


def bots_finish_lines(scene) -> list[tuple]:
    """Once every person is placed and bots play on for the further places: "Bots spielen zu
    Ende" and the key that hurries them ("[E] schneller"), or that they already hurry."""
    said = scene.bots_finish_words()
    if said is None:
        return []
    first, key, after = said
    if key is None:
        return [("small", first, theme.TEXT), ("small", after, SECOND_INK)]
    person = next(seat for seat in scene.seats if seat.is_human)
    return [("small", first, theme.TEXT),
            ("keys", (key_segment(scene, person, "confirm"), ("text", after)), theme.TEXT)]


def plan_text(scene, plan: mg.MovePlan) -> str:
    t = scene.t
    if plan.enters:
        return t("mensch.table.preview_enter")
    if plan.end[0] == "home":
        return t.count("mensch.table.preview_home", len(plan.path), letter=scene.home_letters[plan.end[1]])
    return t.count("mensch.table.preview_steps", len(plan.path))


def render_prompt(lines: tuple, said: Said, top: int = 0, height: int = PROMPT_RECT.h) -> pygame.Surface:
    """The prompt card, `height` tall; its first `top` pixels are left to the announcement
    shown over them. A line that does not fit is left out, but a refusal always has its place:
    on a short card (a long hint of the coach under it) the lines before it give way, all but
    the last keys (the seat's card names them all)."""
    w, h = PROMPT_RECT.w, height
    surf = pygame.Surface((w, h + 4), pygame.SRCALPHA)
    surf.blit(card(w, h, PANEL), (0, 0))
    y = top + (4 if top else 12)        # (the announcement keeps its own margin)
    room = w - 28
    keys_room = w - 24       # (a line of keys may come a little nearer the card's right edge)
    laid = []
    for kind, value, colour in lines:
        if kind == "keys":
            size = 22
            img = keys_line(value, size, colour, keys_room)
            if img.get_width() > keys_room:     # long words (English, other keys): a size smaller
                size = sizes.SMALLEST
                img = keys_line(value, size, colour, keys_room)
            caps = tuple(seg for seg in value if seg[0] == "key")
            words = tuple(seg for seg in value if seg[0] != "key")
            if img.get_width() > keys_room and caps and words:     # still too wide: the words under the caps
                for part in (caps, words):
                    part_img = keys_line(part, size, colour, keys_room)
                    laid.append((kind, part, colour, size, part_img, part_img.get_height()))
                continue
            laid.append((kind, value, colour, size, img, img.get_height()))
        else:
            # (a line larger than the floor while the card has its whole height)
            roomy = h >= PROMPT_RECT.h and not any(line[0] == "refusal" for line in lines)
            size, bold = (sizes.at_least(21), True) if kind == "big" else (sizes.at_least(HINT_SIZE) if roomy else sizes.SMALLEST, False)
            laid.append((kind, value, colour, size, bold, fit_height(value, room, size, bold, 4, sizes.SMALLEST)))
    kinds = [line[0] for line in laid]
    if "refusal" in kinds:
        def needed() -> int:
            upto = [line[5] + 8 for line in laid[:kinds.index("refusal") + 1]]
            return y + sum(upto) - 8
        while needed() > h - 6:
            before = kinds[:kinds.index("refusal")]
            last_keys = len(before) - 1 - before[::-1].index("keys") if "keys" in before else None
            gone = next((i for i in range(len(before)) if i != last_keys), last_keys)
            if gone is None:
                break
            del laid[gone], kinds[gone]
    for kind, value, colour, size, extra, tall in laid:
        if y + tall > h - 6:
            continue
        if kind == "keys":
            said.extend(line_words(value, size, colour, keys_room))
            placed = surf.blit(extra, (14, y))
            said.marks["keys"] = placed.union(said.marks.get("keys", placed))
        else:
            covered = said.put(surf, value, pygame.Rect(14, y, room, tall), size, colour, extra, 4)
            if kind == "refusal":
                said.marks["refusal"] = covered
        y += tall + 8
    return surf


HISTORY_NEWEST = 24      # the newest line of "what just happened", bold
HISTORY_OLDER = READABLE + 2     # the older lines: above the floor, read from the sofa
HISTORY_OLDER_INK = (208, 212, 204)     # light, not grey: 9:1 on the card (WCAG asks 4.5:1)
HISTORY_GAP = 6
HISTORY_TITLE = 24       # "Zuletzt" ("Latest"), bold: a heading read from the sofa
LEGEND_SIZE = READABLE + 2       # what the board's letters mean, at the card's foot
SECOND_INK = (196, 202, 194)     # secondary words (the legend, "oder Enter / Leertaste"): 8:1 on the card
HISTORY_KNOCK_OUT = (244, 120, 108)    # the table's red, lightened to read 5.7:1 on the card
HISTORY_ACCENT = {"capture": HISTORY_KNOCK_OUT, "home": theme.GOOD, "begins": theme.ACCENT}


def history_key(scene) -> tuple:
    return ("ranking", tuple(scene.places), len(scene.seats), scene.t.lang, tuple(scene.history[-HISTORY_LINES:]),
            scene.shown.is_over)


HISTORY_LINES = 4        # at most this many lines of "what just happened"
LEGEND_GAP = 14          # between two entries of the legend
LEGEND_RING = 3          # the start circle's second ring in the legend, as on the board
LEGEND_RING_INK = (226, 200, 120)


@lru_cache(maxsize=8)
def legend_picture(t, width: int, size: int, lang: str) -> tuple[pygame.Surface, tuple[str, ...]]:
    """What the board's letters mean, short: each letter on a circle as the board draws it,
    beside it one plain word ("(B) Haus (A) Start (a–d) Ziel"), flowing onto a second line
    where the card is too narrow; the picture and what each entry reads ("B Haus"), cached
    per language."""
    b, start, home = mb.board_letters(t)
    entries = ((b, t("mensch.table.legend_house")), (start, t("mensch.table.legend_start")),
               (f"{home[0]}–{home[-1]}", t("mensch.table.legend_goal")))
    parts = []
    step = line_step(size)         # (as tall as the lines of words it replaced)
    for n, (letter, word) in enumerate(entries):
        # the letter as the board draws it, never like a key cap (a seat's key may be the same
        # letter, "A" for "Figur wählen"): round, no lip, and the start circle with the board's
        # second ring around it
        badge_text = font(max(sizes.SMALLEST, size - 3), True).render(letter, True, theme.INK)
        d = step - 2
        ring = LEGEND_RING if n == 1 else 0
        badge = pygame.Surface((max(d, badge_text.get_width() + 12) + 2 * ring, d + 2 * ring), pygame.SRCALPHA)
        inner = badge.get_rect().inflate(-2 * ring, -2 * ring)
        if ring:
            pygame.draw.ellipse(badge, LEGEND_RING_INK, badge.get_rect(), width=2)
        pygame.draw.rect(badge, theme.PAPER, inner, border_radius=d // 2)
        pygame.draw.rect(badge, (120, 108, 84), inner, width=2, border_radius=d // 2)
        badge.blit(badge_text, badge_text.get_rect(center=inner.center))
        word_img = render(word, size, SECOND_INK)
        parts.append((badge, word_img, letter, word))
    rows, row, x = [], [], 0
    for part in parts:
        wide = part[0].get_width() + 6 + part[1].get_width()
        if row and x + LEGEND_GAP + wide > width:
            rows.append(row)
            row, x = [], 0
        x += (LEGEND_GAP if row else 0) + wide
        row.append(part)
    rows.append(row)
    surf = pygame.Surface((width, step * len(rows)), pygame.SRCALPHA)
    shown = []
    for r, entries_row in enumerate(rows):
        x, mid = 0, r * step + step // 2
        for badge, word_img, letter, word in entries_row:
            surf.blit(badge, badge.get_rect(midleft=(x, mid)))
            x += badge.get_width() + 6
            surf.blit(word_img, word_img.get_rect(midleft=(x, mid)))
            x += word_img.get_width() + LEGEND_GAP
            shown.append(f"{letter} {word}")
    return surf, tuple(shown)


@lru_cache(maxsize=256)
def log_lines(text: str, width: int, size: int, bold: bool, max_lines: int,
              wrapped: int | None = None) -> tuple[int, bool, tuple[str, ...]]:
    """(size, bold, lines) of one line of "Zuletzt": on one line, shrunk from `size` to the
    readable floor if that is enough; else broken into lines of two words or more (never a lone
    word such as "weiter" under a phrase), the lines as even as they can be, at the largest size
    from `wrapped` down that needs at most `max_lines` lines; in regular letters if bold ones
    would leave a word alone. A name wider than a whole line is broken into pieces of its own;
    a word that cannot share a line with either neighbour stands alone only then. Falls back
    to `layout.fit` if nothing else fits."""
    text = drawable(text)
    size = sizes.at_least(size)
    wrapped = sizes.SMALLEST if wrapped is None else wrapped
    for s in range(size, sizes.SMALLEST - 1, -1):
        if width_of(text, s, bold) <= width:
            return s, bold, (text,)
    found = None
    for weight in (bold, False) if bold else (False,):
        for s in range(max(sizes.SMALLEST, min(size, wrapped)), sizes.SMALLEST - 1, -1):
            paired = _paired_lines(text, s, width, weight)
            if paired is None or len(paired[1]) > max_lines:
                continue
            if paired[0] == 0:
                return s, weight, paired[1]
            if found is None or paired[0] < found[0]:
                found = (paired[0], s, weight, paired[1])
    if found is not None:
        return found[1], found[2], found[3]
    s, lines = fit(text, width, size, bold, max_lines, sizes.SMALLEST, wrapped)
    return s, bold, lines


def _paired_lines(text: str, size: int, width: int, bold: bool) -> tuple[int, tuple[str, ...]] | None:
    """(lone words, lines): `text` broken at its spaces with as few lone words as possible,
    then as few lines, then as even lines as possible (None: a word cannot be drawn within
    `width`)."""
    words = text.split(" ")
    f = font(size, bold)
    n = len(words)
    # best[i]: (lone words, lines, unevenness, lines) for the words from i on
    best: list[tuple | None] = [None] * n + [(0, 0, 0, ())]
    for i in range(n - 1, -1, -1):
        if f.size(words[i])[0] > width:          # a name of sixteen Ws: in pieces, on lines of their own
            rest = best[i + 1]
            pieces = wrap(words[i], size, width, bold)
            if rest is not None:
                best[i] = (rest[0], rest[1] + len(pieces), rest[2], pieces + rest[3])
            continue
        for j in range(i + 1, n + 1):
            line = " ".join(words[i:j])
            w = f.size(line)[0]
            if w > width:
                break
            rest = best[j]
            if rest is None:
                continue
            lone = 1 if j - i == 1 and n > 1 else 0
            slack = 0 if j == n else (width - w) ** 2
            option = (rest[0] + lone, rest[1] + 1, rest[2] + slack, (line, *rest[3]))
            if best[i] is None or option[:3] < best[i][:3]:
                best[i] = option
    return (best[0][0], best[0][3]) if best[0] is not None else None


def render_latest(scene, said: Said) -> pygame.Surface:
    """The low "Zuletzt" card under the coach's card: the title and the newest lines of what
    just happened, `latest_lines()` lines in all (the newest in its colour), each at sizes.SMALLEST, and
    at its foot what the board's letters mean (its place kept in `said.marks["legend"]`)."""
    w, h = COLUMN_W, latest_height(scene)
    surf = pygame.Surface((w, h + 4), pygame.SRCALPHA)
    surf.blit(card(w, h, PANEL), (0, 0))
    t = scene.t
    legend, phrases = latest_legend(scene)
    legend_top = h - LATEST_PAD - legend.get_height()
    pygame.draw.line(surf, (70, 84, 76), (14, legend_top - 3), (w - 14, legend_top - 3), 1)
    said.marks["legend"] = surf.blit(legend, (14, legend_top))
    for phrase in phrases:           # ("B Haus": what each entry reads)
        said.append(phrase)
        drawn(phrase, sizes.SMALLEST)
    title_size, (title,) = fit(t("mensch.log.title"), w - 24, 24, True, 1, sizes.SMALLEST)
    surf.blit(said.text(title, title_size, SECOND_INK, True), (12, LATEST_PAD))
    y = LATEST_PAD + line_step(24)
    text_x, room = 40, w - 40 - 10
    left = latest_lines()
    entries = list(reversed(scene.history[-left:]))
    if not entries:
        nothing = t("mensch.log.nothing_short" if left == 1 else "mensch.log.nothing")
        said.put(surf, nothing, pygame.Rect(14, y, w - 28, left * line_step(sizes.SMALLEST)),
                 sizes.SMALLEST, HISTORY_OLDER_INK)
    for i, entry in enumerate(entries):
        if left <= 0:
            break
        newest = i == 0
        words = entry.words(t)
        colour = HISTORY_ACCENT.get(entry.kind, theme.TEXT) if newest else HISTORY_OLDER_INK
        size, _bold, lines = log_lines(words, room, sizes.SMALLEST, False, left)     # (regular: a knock-out fits two lines)
        sprite = mb.figure_sprite(entry.colour, 9 if newest else 8)
        surf.blit(sprite, sprite.get_rect(center=(26, y + line_step(size) // 2)))
        for line in lines:
            surf.blit(said.text(line, size, colour), (text_x, y))
            y += line_step(size)
            left -= 1
    return surf


def render_ranking(scene, said: Said) -> pygame.Surface:
    """The card under the prompt: "what just happened", newest line first and strongest
    (each line with the figure of the colour it tells of, a knock-out in red, a figure home in
    green), and under it the places once somebody has finished."""
    w, h = RANKING_RECT.size
    surf = pygame.Surface((w, h + 4), pygame.SRCALPHA)
    surf.blit(card(w, h, PANEL), (0, 0))
    t = scene.t
    bottom = h - 8
    strip = ranking_line(scene)
    if strip:
        lines = strip_lines(strip)
        bottom = h - 8 - len(lines) * line_step(sizes.SMALLEST)
        pygame.draw.line(surf, (70, 84, 76), (14, bottom - 4), (w - 14, bottom - 4), 2)
        for i, line in enumerate(lines):
            surf.blit(said.text(line, sizes.SMALLEST, theme.TEXT_DIM if i == 0 else theme.TEXT),
                      (14, bottom + i * line_step(sizes.SMALLEST)))
        bottom -= 10
    if not scene.shown.is_over:      # what the board's letters mean, always at the card's foot
        legend_size = sizes.at_least(LEGEND_SIZE) if not strip else sizes.SMALLEST
        legend, words = legend_picture(t, w - 28, legend_size, t.lang)
        for phrase in words:           # ("B Haus": what each entry reads)
            said.append(phrase)
            drawn(phrase, legend_size)
        bottom = h - 4 - legend.get_height() if not strip else bottom - legend.get_height() - 4
        pygame.draw.line(surf, (70, 84, 76), (14, bottom - 1), (w - 14, bottom - 1), 1)
        surf.blit(legend, (14, bottom + 1))
        bottom -= 3
    title_size, (title,) = fit(t("mensch.log.title"), w - 24, HISTORY_TITLE, True, 1, sizes.SMALLEST)
    surf.blit(said.text(title, title_size, SECOND_INK, True), (12, 6))
    y = 6 + line_step(title_size) + 4
    # the newest line's light keeps GLOW_INSET inside the card, figure and text as far inside it
    figure_x, text_x = 24, 36
    room = w - text_x - 2 * GLOW_INSET + 2
    entries = list(reversed(scene.history[-HISTORY_LINES:]))
    if not entries:
        said.put(surf, t("mensch.log.nothing"), pygame.Rect(14, y, w - 28, bottom - y), HISTORY_OLDER, HISTORY_OLDER_INK)
    for i, entry in enumerate(entries):
        newest = i == 0
        words = entry.words(t)
        size, bold = (HISTORY_NEWEST, True) if newest else (HISTORY_OLDER, False)
        colour = HISTORY_ACCENT.get(entry.kind, theme.TEXT) if newest else HISTORY_OLDER_INK
        most = 5 if newest else 3          # (a line naming two long names)
        start, strong = size, bold
        for wrapped_size in (start, sizes.SMALLEST):       # (wrapped as large as the card has room for)
            size, bold, lines = log_lines(words, room, start, strong, most, wrapped=wrapped_size)
            tall = line_step(size) * (len(lines) - 1) + font(size, bold).get_height()
            if y + tall <= bottom:
                break
        if y + tall > bottom:
            break
        sprite = mb.figure_sprite(entry.colour, 10 if newest else 8)
        if not newest:
            sprite = sprite.copy()
            sprite.set_alpha(220)
        surf.blit(sprite, sprite.get_rect(center=(figure_x, y + line_step(size) // 2)))
        said.append(words)
        if len(lines) > 1:
            drawn(words)
        covered = None
        for n, line in enumerate(lines):
            r = blit_text(surf, line, (text_x, y + n * line_step(size)), size, colour, bold)
            covered = r if covered is None else covered.union(r)
        if newest:      # a band across the card, as far from its right edge as from its left
            band = covered.union(pygame.Rect(14, y, 24, line_step(size))).inflate(0, 6)
            said.marks["newest"] = pygame.Rect(GLOW_INSET, band.y, w - 2 * GLOW_INSET, band.h)
        y += tall + HISTORY_GAP
    return surf


# ---------------------------------------------------------------------------------- announcements

TOAST_TITLE = 26
TOAST_SUB_LINES = 8    # an announcement's lines below its title: why no move, and what comes next, whole


def toast_room(scene) -> int:
    """How much of the prompt card's top the announcement now takes (0: none)."""
    if not scene.toast_shown():
        return 0
    toast = scene.toast
    return toast_card(toast.title, toast.sub, toast.accent).get_height() + 2


@lru_cache(maxsize=64)
def toast_card(title: str, sub: str, accent: tuple) -> pygame.Surface:
    """An announcement card as wide as the right-hand column: the title large (wrapped if it
    must be), one or more lines below it."""
    w = COLUMN_W
    room = w - 28
    big = block(title, w - 16, TOAST_TITLE, accent, True, 2, "center", sizes.SMALLEST)     # one line if it can
    small = paired_block(sub, room, theme.TEXT) if sub else None
    h = big.get_height() + (small.get_height() + 4 if small else 0) + 22
    surf = pygame.Surface((w, h + 5), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 110), pygame.Rect(0, 5, w, h), border_radius=16)
    pygame.draw.rect(surf, (24, 30, 28, 248), pygame.Rect(0, 0, w, h), border_radius=16)
    pygame.draw.rect(surf, accent, pygame.Rect(0, 0, w, h), width=3, border_radius=16)
    surf.blit(big, big.get_rect(midtop=(w // 2, 10)))
    if small:
        surf.blit(small, small.get_rect(midtop=(w // 2, 14 + big.get_height())))
    return surf


def paired_block(text: str, width: int, colour) -> pygame.Surface:
    """An announcement's lines under its title, centred, at the readable size: each paragraph
    on one line, else on lines of two words or more ("Anna zieht: 5 Kreise weiter" never leaves
    "weiter" alone, see `log_lines`)."""
    lines: list[tuple[int, str]] = []
    for para in text.split("\n"):
        size, _bold, part = log_lines(para, width, sizes.SMALLEST, False, TOAST_SUB_LINES)
        lines.extend((size, line) for line in part)
    imgs = [render(line, size, colour) for size, line in lines]
    w = max(1, max(img.get_width() for img in imgs))
    h = sum(line_step(size) for size, _ in lines[:-1]) + imgs[-1].get_height()
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    y = 0
    for (size, _line), img in zip(lines, imgs, strict=True):
        surf.blit(img, ((w - img.get_width()) // 2, y))
        y += line_step(size)
    return surf


@lru_cache(maxsize=128)
def toast_frame(title: str, sub: str, accent: tuple, scale: float = 1.0, alpha: int = 255) -> pygame.Surface:
    """The card popping in (`scale`) or fading out (`alpha`); rounded values keep it cached."""
    img = toast_card(title, sub, accent)
    if scale != 1.0:
        img = pygame.transform.smoothscale(img, (round(img.get_width() * scale), round(img.get_height() * scale)))
    elif alpha < 255:
        img = img.copy()
    if alpha < 255:
        img.set_alpha(alpha)
    return img


def toast_place(scene) -> pygame.Rect:
    """Where the announcement stands: the top of the prompt card, right under the die."""
    toast = scene.toast
    img = toast_card(toast.title, toast.sub, toast.accent)
    return img.get_rect(topleft=PROMPT_RECT.topleft)


def draw_toast(scene, surface: pygame.Surface, scale: float, alpha: int) -> pygame.Rect:
    toast = scene.toast
    drawn(toast.title)
    if toast.sub:
        drawn(toast.sub)
    place = toast_place(scene)
    img = toast_frame(toast.title, toast.sub, toast.accent, scale, alpha)
    rect = img.get_rect(center=place.center)
    surface.blit(img, rect)
    return rect
