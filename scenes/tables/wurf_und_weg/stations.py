"""The seats' stations on the Wurf & Weg table: one painter for all of them.

A station shows: the seat's colour, token and name, its won coasters (face down, counted), the
face-up coaster whose two symbols sit towards the neighbours their dice go to (a faint ring
while it has none), the hand's felt, a status line, and the seat's own keys with, for each
move key, the symbol it moves and an arrow to where that die goes (or, for a bot, who plays
it and, live under that, the dice it has and where its last die went once it landed). Over it, when it applies: the round winner's golden frame and the ice over a frozen seat's hand.
Everything the seat is told goes into its own status line at the foot of its hand's felt,
under its dice (never over a die or any keys): a refused press, the last rolls (rolls left,
"Stopp!", all gone), the prompt to roll ("Würfeln mit E": the name stands whole in the
station's head right above), the round's result. A message too long for one line (a refused
press) grows into the felt on two lines: nothing is ever drawn over the name bar, so a station
always says whose it is. The freeze after a wrong press is a card over the seat's own key strip
(which key, and why), its hand's dice in sight under the ice; in the last rolls the keys to
the neighbours are greyed out in place.

The painter reads the scene and never changes the game: the won coasters, the coaster, the
phase, the caller and the dice counts all come from the scene's `seen` (what has landed).
The static parts go into the table's background once; key strips are cached by what they show
(the keys as bound now, the language, the luck symbol, the coaster).

The keys are printed as the seat sees the table and as the player reads them, left to right:
roll first, then the move key whose die flies furthest to the left of the screen, the tray's
key, and the one whose die flies to the right. So for a seat at the top of the screen, which
faces down, the "right" key (its right neighbour sits on the screen's left) comes before the
"left" key, and each arrow points where that key's die really flies on screen. The key strip
is the station's largest print after the name, read from the couch in a real-time race: key
letters `KEY_SIZE` (a number-pad key its digit alone: the station's header says
"Ziffernblock" right of the name, over no die, coaster or key), the words under them and the symbols 22 px
or more at 1280x720
(a neighbour's name too long for that down to `sizes.SMALLEST`, then its start with "…" after
the neighbour's token: every key keeps its word under it).
"""

from __future__ import annotations

import math
import re
from functools import lru_cache

import pygame

from game.wurf_und_weg import match as ww
from scenes.dice import art as dice_art
from scenes.tables.wurf_und_weg import coaster_art, sizes
from scenes.tables.wurf_und_weg.flights import face_of, shake_offset
from scenes.tables.wurf_und_weg.layout import (
    COASTER_D,
    HEADER_H,
    MAX_WON_SLOTS,
    WON_D,
    Station,
    won_spot,
)
from scenes.tables.wurf_und_weg.pictures import (
    GOLD,
    ICE,
    arrow_image,
    blit_words,
    coaster_shade,
    elided,
    ice_overlay,
    mini_cap,
    pad_cap,
    pill,
    tag,
    tight_symbol,
)
from scenes.ui import theme
from scenes.ui.layout import blit_fit, blit_fitted, fit, width_of
from scenes.ui.seat_panel import key_label, kind_text
from scenes.ui.text import blit_text, drawn, font, render
from scenes.ui.tween import clamp01, ease_out_back, pulse
from scenes.ui.widgets import draw_seat_token

KEY_SIZE = 24                        # letters on the key caps: the station's largest after the name
LABEL_SIZE = 28                      # "Bot (mittel)" where a bot's keys would be, read from the sofa ...
BOT_LABEL_Y = 20                     # ... in the upper half of that band, its centre this far down
BOT_LINE_Y = 55                      # ... and under it what the bot has and did ("3 Würfel · an Ben")
BOT_LINE_SIZE = 28                   # ... as large as fits the band (never under sizes.SMALLEST)
BOT_MOVE_SHOW = 2.5                  # seconds a bot's last die stays told once it has landed
NAME_SIZE = 24                       # a seat's name, as large as its room allows down to sizes.SMALLEST
ICON = 28                            # a symbol on the key strip
ARROW = 20
CAP_H = 36                           # a key cap on the strip: its letters KEY_SIZE (a number-pad key its digit)
ROW_Y = CAP_H // 2 + 2               # the middle of the strip's row of caps and pictures
TILE_PAD = 3                         # px around a key's cap, pictures and word on its tile
TILE_GAP = 3                         # px at least between two keys' tiles
WORD_LIFT = 12                       # px the words under the keys stand above the strip's foot
WORD_EDGE = 4                        # px a word (its token too) keeps from either end of the strip
END_ROOM = 2                         # px an end tile is widened for its word's WORD_EDGE
WORD_GAP = TILE_GAP                  # px at least between two words under the keys
OWN_KEY_REACH = 36                   # px a word may begin left of its own key's cap (using a neighbour's room)
# (with these two, every word's letters, a "g" included, keep 4 px and more from the station's
# rounded frame, its corners included)
TILE = (255, 255, 255, 20)           # a key's tile: faint, so each word sits with its key
# the ways to print a seat's keys, roomiest first: (short key names, icon px, arrow px, the roll
# key's die); the first that fits with the neighbours' names whole is used (else the first whose pictures fit).
# Large symbols come before long key names; the roll key's die (its word says "Würfeln") gives
# way to a name only after the symbols have shrunk a little, never under 24 px (the symbol
# itself that tall, its picture's margins cut away)
STRIP_STYLES = ((False, ICON, ARROW, True), (True, ICON, ARROW, True), (True, 24, ARROW, True),
                (True, ICON, ARROW, False), (True, 24, ARROW, False))
TOKEN = 20                           # a neighbour's token before their name under a move key
TOKEN_GAP = 3                        # px between that token and the name
MIN_NAME_LETTERS = 1                 # a name shortened under a move key keeps at least this many letters and "…"
INNER = 1                            # px between a key cap, its picture and its arrow
POP = 0.3                            # seconds a new status message's ring spreads
KEPT = (196, 192, 182)               # the pill of a seat the round brought no coaster
STOP_SHOW = 1.9                      # seconds the caller's "Stopp!" stands large over their hand ...
STOP_SETTLE = 0.4                    # ... its last ones gliding into their status line, where it stays
READY = (222, 206, 160, 245)         # the status line's calm fill during a new game's first count
KEYPAD_FILL = (0, 0, 0, 120)         # the quiet tag saying "Ziffernblock" in a number-pad station's header
KEYPAD_TAG_GAP = 6                   # px at least between the name and that tag


def side_order(left_deg: float, right_deg: float) -> list[tuple[str, float]]:
    """The two neighbour keys as a player reads them on screen: the one whose die flies more
    to the left first (top to bottom when both fly the same way across)."""
    sides = [("to_left", left_deg), ("to_right", right_deg)]
    return sorted(sides, key=lambda p: (round(math.cos(math.radians(p[1])), 1), math.sin(math.radians(p[1]))))


def first_word(name: str) -> str | None:
    """The first word of a name of several ("Maximilian" of "Maximilian-Alexa"), else None."""
    head = re.split(r"[-\s]", name.strip(), maxsplit=1)[0]
    return head if head != name.strip() and len(head) >= 2 else None


def tile_lefts(tiles: list[float], gap: float, x: float) -> list[float]:
    """Where each of a strip's tiles starts, `gap` apart from `x` on."""
    out = []
    for tw in tiles:
        out.append(x)
        x += tw + gap
    return out


def word_starts(wanted: list[tuple[int, int]], w: int) -> list[int]:
    """Where the words under the keys start: (wanted start, width) each, left to right, moved
    the least so each keeps `WORD_EDGE` from the strip's ends and `WORD_GAP` from the next."""
    starts = [x for x, _w in wanted]
    shown = [i for i, (_x, width) in enumerate(wanted) if width > 0]
    floor = WORD_EDGE
    for i in shown:
        starts[i] = max(starts[i], floor)
        floor = starts[i] + wanted[i][1] + WORD_GAP
    ceiling = w - WORD_EDGE
    for i in reversed(shown):
        starts[i] = min(starts[i], ceiling - wanted[i][1])
        ceiling = starts[i] - WORD_GAP
    # a row too crowded for all that: never cut a word at the strip's ends
    return [min(max(0, x), w - width) for x, (_x, width) in zip(starts, wanted, strict=True)]


@lru_cache(maxsize=8)
def empty_slot(px: int, luck: bool) -> pygame.Surface:
    """A symbol not known yet, `px` across: the yellow luck die with its face still empty
    (`luck`), else the faint ring of a coaster's symbol still on its way; never a "?"."""
    surf = pygame.Surface((px, px), pygame.SRCALPHA)
    if luck:
        pal = dice_art.PALETTES["luck"]
        body = surf.get_rect().inflate(-2, -2)
        pygame.draw.rect(surf, pal["dark"], body, border_radius=px // 5)
        pygame.draw.rect(surf, pal["light"], body.inflate(-2, -2).move(-1, -1), border_radius=px // 5)
        pygame.draw.rect(surf, pal["face"], body.inflate(-px // 4, -px // 4), border_radius=px // 6)
    else:
        pygame.draw.circle(surf, (*theme.TEXT_DIM[:3], 200), (px // 2, px // 2), px // 2 - 2, 2)
    return surf


class StationPainter:
    """Draws every seat's station of `scene` (reads the scene, never changes the game)."""

    def __init__(self, scene):
        self.scene = scene
        self._strips: dict[tuple, tuple[pygame.Surface, tuple[tuple[str, int], ...], list]] = {}
        self._labels: tuple = (None, None, {})    # (key map, language, seat -> its key caps)
        self.status_drawn: dict[int, pygame.Rect] = {}   # seat -> where its status showed last frame
        self.status_caps: dict[int, str] = {}            # seat -> the key action whose cap ended it
        self.ice_drawn: dict[int, pygame.Rect] = {}      # seat -> where its frost lay last frame
        self.wrong_drawn: dict[int, pygame.Rect] = {}    # seat -> where its wrong-key card lay last frame
        self.dimmed: dict[int, frozenset[str]] = {}      # seat -> the keys greyed out on its strip last frame
        self.bot_lines: dict[int, tuple | None] = {}     # seat -> (a bot's line, where it showed) last frame

    def forget_strips(self) -> None:
        """The luck symbol or the seating changed: key strips are drawn anew."""
        self._strips.clear()

    # -- won coasters -----------------------------------------------------------------------
    def won_slots(self, seat: int) -> int:
        """How many places for won coasters the station shows (those seen and those flying in)."""
        s = self.scene
        target = s.match.rules.coasters_to_win
        most = s.seen.won[seat] + s.flights.coasters_towards(seat, "won")
        return min(MAX_WON_SLOTS, max(target, most))

    def won_spot(self, seat: int, index: int) -> tuple[float, float]:
        return won_spot(self.scene.stations[seat], self.won_slots(seat), index)

    def header_room(self, seat: int) -> pygame.Rect:
        """The header's room between the seat's token and its won coasters."""
        rect = self.scene.stations[seat].rect
        right = rect.right - 14 - self.won_slots(seat) * (WON_D + 5) - 4
        return pygame.Rect(rect.x + 38, rect.y + 3, right - rect.x - 38, HEADER_H - 6)

    def names_over(self, surface: pygame.Surface, floor: pygame.Surface, flying: list[pygame.Rect]) -> None:
        """Coasters in the air pass under the name plates: where one crosses a station's name,
        the plate (as the floor shows it) is laid over it again, so no name is ever hidden."""
        if not flying:
            return
        for seat in range(len(self.scene.stations)):
            plate = self.header_room(seat)
            for rect in flying:
                clip = plate.clip(rect)
                if clip.w and clip.h:
                    surface.blit(floor, clip, clip)

    def name_box(self, seat: int) -> pygame.Rect:
        """Where the seat's name goes in its header: between its token and its won coasters
        (and, on a number-pad station, its "Ziffernblock" tag)."""
        box = self.header_room(seat)
        tag = self.keypad_tag(seat)
        if tag is not None:
            box.w = tag[1].x - KEYPAD_TAG_GAP - box.x
        return box

    def keypad_tag(self, seat: int) -> tuple[str, pygame.Rect] | None:
        """(words, where) of the tag saying a number-pad station's caps are the number pad's:
        in its header, right of the name, where it covers no die, coaster or key. The full
        word while the name stays on one line beside it, else the short one; None for a letter
        station (or a name so long that even the short tag would push it onto two lines)."""
        if not self.on_keypad(seat):
            return None
        s = self.scene
        room = self.header_room(seat)
        name = s.seats[seat].name
        name_w = min(width_of(name, px, True) for px in (NAME_SIZE, sizes.SMALLEST))
        for key in ("keypad_block", "keypad_short"):
            words = s.t(f"wurf_und_weg.table.{key}")
            img = tag(words, sizes.SMALLEST, theme.TEXT, KEYPAD_FILL)
            if name_w + KEYPAD_TAG_GAP + img.get_width() <= room.w:
                where = img.get_rect(midright=(room.right, room.centery))
                return words, where
        return None

    def draw_keypad_tag(self, surface: pygame.Surface, seat: int) -> None:
        said = self.keypad_tag(seat)
        if said is None:
            return
        words, where = said
        img = tag(words, sizes.SMALLEST, theme.TEXT, KEYPAD_FILL)
        blit_words(surface, words, img, where, sizes.SMALLEST)

    # -- the background (drawn once) ---------------------------------------------------------
    def render(self, surf: pygame.Surface, seat: int, st: Station) -> None:
        rect = st.rect
        style = self.scene.style(seat)
        colour = theme.SEAT_COLOURS[style % len(theme.SEAT_COLOURS)]
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (0, 0, 0, 90), panel.get_rect().move(0, 4), border_radius=18)
        pygame.draw.rect(panel, (18, 26, 23, 228), panel.get_rect(), border_radius=18)
        pygame.draw.rect(panel, (*colour, 255), panel.get_rect(), width=3, border_radius=18)
        pygame.draw.rect(panel, (*colour, 60), pygame.Rect(3, 3, rect.w - 6, HEADER_H - 6),
                         border_top_left_radius=16, border_top_right_radius=16)
        surf.blit(panel, rect)
        draw_seat_token(surf, style, (rect.x + 21, rect.y + HEADER_H // 2), 11)
        # the name: as large as its room allows, on two lines if it must be
        blit_fit(surf, self.scene.seats[seat].name, self.name_box(seat), NAME_SIZE, theme.TEXT, True,
                 valign="center", smallest=sizes.SMALLEST, wrapped=sizes.SMALLEST)
        # the coaster's place (a faint ring while it is empty) and the hand's felt
        cx, cy = st.coaster
        pygame.draw.circle(surf, (*colour, 255), (round(cx), round(cy)), COASTER_D // 2 - 6, 2)
        hand = pygame.Surface(st.felt.size, pygame.SRCALPHA)
        pygame.draw.rect(hand, (40, 92, 62, 150), hand.get_rect(), border_radius=12)
        pygame.draw.rect(hand, (70, 130, 92, 120), hand.get_rect(), width=1, border_radius=12)
        surf.blit(hand, st.felt)
        # the keys' place: under a line in the seat's colour
        pygame.draw.line(surf, (*colour, 110), (st.strip.x + 10, st.strip.y - 1), (st.strip.right - 10, st.strip.y - 1))

    # -- under the dice ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, seat: int) -> None:
        s = self.scene
        st = s.stations[seat]
        name = s.seats[seat].name
        drawn(name, fit(name, self.name_box(seat).w, NAME_SIZE, True, 2, sizes.SMALLEST, sizes.SMALLEST)[0])
        self.draw_keypad_tag(surface, seat)
        # won coasters: face down, counted
        slots = self.won_slots(seat)
        won = s.seen.won[seat]
        back = coaster_art.image(None, WON_D, face_up=False)
        for k in range(slots):
            x, y = won_spot(st, slots, k)
            if k < won:
                surface.blit(back, back.get_rect(center=(round(x), round(y))))
            else:
                pygame.draw.circle(surface, (90, 100, 94), (round(x), round(y)), WON_D // 2, 2)
        if won > slots:       # more than there are places: the last one says how many
            text = s.t("wurf_und_weg.table.count", n=won)
            img = pill(text, sizes.SMALLEST, theme.TEXT, (30, 34, 44, 235))
            blit_words(surface, text, img, img.get_rect(center=won_spot(st, slots, slots - 1)), sizes.SMALLEST)
        # the coaster
        c = s.seen.coaster[seat]
        if c is not None:
            left, right = ww.coaster_symbols(c)
            img = coaster_art.image(c, COASTER_D, left, right, st.left_deg, st.right_deg)
            sh = coaster_art.shadow(COASTER_D)
            surface.blit(sh, sh.get_rect(center=(round(st.coaster[0]) + 3, round(st.coaster[1]) + 5)))
            surface.blit(img, img.get_rect(center=(round(st.coaster[0]), round(st.coaster[1]))))
        elif seat in s.seen.pile_empty:
            box = pygame.Rect(0, 0, COASTER_D - 10, COASTER_D - 10)
            box.center = (round(st.coaster[0]), round(st.coaster[1]))
            blit_fit(surface, s.t("wurf_und_weg.table.no_coaster"), box, sizes.SMALLEST, theme.TEXT_DIM,
                     align="center", valign="center", smallest=sizes.SMALLEST)
        # keys (or who plays it)
        strip, words, _parts = self.strip(seat)
        for word, size in words:
            drawn(word, size)
        surface.blit(strip, st.strip.topleft)

    # -- over the floor, under the dice ---------------------------------------------------------
    def under(self, surface: pygame.Surface, seat: int) -> None:
        """What changes with the phase but lies under the dice: in the last rolls the coaster's
        symbols no longer count (shaded, but for the caller's)."""
        s = self.scene
        phase = s.seen.phase
        if seat != s.seen.stopper and (phase == "last_rolls" or (phase in ("round_over", "game_over")
                                                                  and s.round_panel is None)):
            x, y = s.stations[seat].coaster
            shade = coaster_shade(COASTER_D)
            surface.blit(shade, shade.get_rect(center=(round(x), round(y))))

    # -- over the dice -------------------------------------------------------------------------
    def overlay(self, surface: pygame.Surface, seat: int, now: float) -> None:
        s = self.scene
        st = s.stations[seat]
        rect = st.rect
        phase = s.seen.phase
        # winner of the round: a golden frame
        if seat in s.seen.winners and phase in ("round_over", "game_over"):
            glow = int(3 + 3 * pulse(now))
            pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), width=glow, border_radius=20)
            if any(f.seat == seat and f.land == "won" and now < f.t0 for f in s.flights.coasters):
                x, y = st.coaster
                ring = int(COASTER_D / 2 + 4 + 3 * pulse(now, 6))
                pygame.draw.circle(surface, GOLD, (round(x), round(y)), ring, 4)
        # a person asked to roll: the station lights up as the prompt comes (and comes again),
        # and keeps pulsing once the table has waited 10 s for them
        since = s.prompts.since(seat, now)
        if since is not None and (since < 1.5 or s.prompts.waiting_long(seat, now)):
            width = int(3 + 3 * pulse(now, 3.0))
            pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), width=width, border_radius=20)
        # frozen after a wrong press: ice over its hand only (the dice show through it); the
        # name and the coaster stay readable
        start, until = s.frozen_view[seat]
        if s.clock < until:
            dx = shake_offset(now - s.shake_at[seat])
            felt = st.felt.inflate(6, 6)
            ice = ice_overlay(felt.size)
            surface.blit(ice, (felt.x + dx, felt.y))
            self.ice_drawn[seat] = felt.move(dx, 0)
        else:
            self.ice_drawn.pop(seat, None)
        self.dimmed[seat] = self.dimmed_keys(seat)
        at = st.strip.topleft
        for action, _label, cap, _deg, icons, (_word, word_rect), token in self.strip(seat)[2]:
            if action in self.dimmed[seat]:
                area = cap.unionall([r for _px, r in icons] + [word_rect] + ([token] if token is not None else []))
                area = area.inflate(6, 4).move(at).clip(st.strip)
                surface.blit(key_shade(area.size), area)
        self.draw_status(surface, seat, now)
        if not s.seats[seat].device:
            self.draw_bot_line(surface, seat, now)

    def bot_line(self, seat: int, now: float) -> str | None:
        """What a bot's station says under who plays it: the dice it still has and, for a while
        after its die landed, where that die went ("3 Würfel · an Ben", a long name by its first
        word, else the count alone); None outside a round. Always whole within the strip."""
        s = self.scene
        if s.seen.phase not in ("race", "last_rolls", "countdown"):
            return None
        n = s.seen.dice_of(seat)
        t = s.t
        dice = (t("wurf_und_weg.table.bot_dice_none") if n == 0 else t("wurf_und_weg.table.bot_dice_one")
                if n == 1 else t("wurf_und_weg.table.bot_dice", dice=s.number(n)))
        move = s.last_move[seat] if len(s.last_move) > seat else None
        forms = []
        if move is not None and move[1] <= now < move[1] + BOT_MOVE_SHOW:
            if move[0] == "tray":
                forms.append(f"{dice} · {t('wurf_und_weg.table.bot_to_tray')}")
            else:
                name = s.seats[int(move[0])].name
                for who in (name, first_word(name)):
                    if who:
                        forms.append(f"{dice} · {t('wurf_und_weg.table.bot_to', name=who)}")
        room = s.stations[seat].strip.w - 16
        return next((f for f in forms if width_of(f, sizes.SMALLEST) <= room), dice)

    def draw_bot_line(self, surface: pygame.Surface, seat: int, now: float) -> None:
        line = self.bot_line(seat, now)
        self.bot_lines[seat] = None
        if line is None:
            return
        strip = self.scene.stations[seat].strip
        self.bot_lines[seat] = (line, blit_fitted(surface, line, (strip.centerx, strip.y + BOT_LINE_Y),
                                                  strip.w - 16, BOT_LINE_SIZE, theme.TEXT, False, "center",
                                                  sizes.SMALLEST))

    # -- the status line: everything the seat is told -----------------------------------------
    def status(self, seat: int, now: float) -> tuple | None:
        """What the seat's status line says now: (kind, text, colour, fill, since) or None."""
        s = self.scene
        seen = s.seen
        phase = seen.phase
        result = self.round_result(seat)
        if result is not None:
            # the round's end: every station says what the round brought it, a key pressed
            # meanwhile changes nothing there (the card's title says the round is over)
            return result
        r = s.refusals.get(seat)
        if r is not None:
            kind = "refused" if r[2] is None else "refused:" + r[2]     # (ends with that key's cap)
            return (kind, r[0], theme.TEXT, (150, 44, 38, 245), r[1])
        person = not s.seats[seat].is_bot and s.seats[seat].device
        first_count = s.intro_left > 0 or (s.new_game and s.round_no <= 1)
        if person and first_count and phase in ("setup", "countdown"):
            # a new game's first count: the person's roll key stands ready
            return ("ready:roll", s.t("wurf_und_weg.table.ready_roll"), theme.INK, READY, None)
        start, until = s.frozen_view[seat]
        # "Wrong key!" is for the person who pressed it; a bot has no keys on screen, its slip
        # shows as ice over its hand only (a stamp there read as everybody punished at once)
        if s.clock < until and not s.seats[seat].is_bot:
            left = until - s.clock
            text = s.t("wurf_und_weg.table.frozen_status", seconds=s.seconds_text(left))
            return ("frozen", text, (20, 40, 80), (*ICE, 245), start - s.clock_lead)
        prompt = s.prompts.current(seat)
        if prompt is not None:
            action, shown_at = prompt
            name = s.seats[seat].name
            if action == "roll" and phase == "last_rolls":
                # the line under the tray names the person; their station counts their rolls
                # and shows the key
                return ("prompt:roll", self.rolls_text(s.rolls_view[seat] or 0), theme.INK, GOLD, shown_at)
            key = "prompt_tray" if action == "to_tray" else "prompt_roll"
            return ("prompt:" + action, s.t(f"wurf_und_weg.table.{key}", name=name), theme.INK, GOLD, shown_at)
        if phase == "last_rolls" or (phase in ("round_over", "game_over") and s.round_panel is None):
            if seat == seen.stopper:
                if s.stop_at is not None and now - s.stop_at < STOP_SHOW:
                    return None       # the call itself still stands there, settling in
                return ("stop", s.t("wurf_und_weg.call.stop"), (255, 255, 255), (196, 40, 36), None)
            if seen.dice_of(seat) == 0:
                return ("gone", s.t("wurf_und_weg.table.all_gone"), theme.INK, theme.GOOD, None)
            left = s.rolls_view[seat] or 0
            if left <= 0 and "tray" not in s.match.movable(seat):
                return ("done", s.t("wurf_und_weg.table.rolls_done"), theme.INK, (176, 176, 170), None)
            return ("rolls", self.rolls_text(left), theme.INK, GOLD if left > 0 else (150, 150, 150), None)
        return None

    def round_result(self, seat: int) -> tuple | None:
        """At the round's end, the seat's result pill (people's and bots' alike): its row of the
        round's card ("+1 · alle los", "noch 2 Würfel"); where the whole card stands in the middle,
        "+1 Deckel" or "kein Deckel"."""
        s = self.scene
        seen = s.seen
        if seen.phase not in ("round_over", "game_over") or s.round_panel is None or seat not in s.round_rows:
            return None
        won = seat in seen.winners
        text = s.round_rows[seat]
        if not s.hud.compact():      # the card's rows say the rest in the middle
            text = s.t("wurf_und_weg.table.plus_coaster" if won else "wurf_und_weg.table.no_coaster")
        return ("won" if won else "kept", text, theme.INK, GOLD if won else KEPT, None)

    def dimmed_keys(self, seat: int) -> frozenset[str]:
        """The seat's keys that cannot act now, greyed out in their place on the strip: in the
        last rolls only the luck symbol counts, so the keys to the neighbours do nothing; a seat
        with no dice left (who called "Stopp!") has no key that acts, one with no rolls left no
        roll key."""
        s = self.scene
        if not s.seats[seat].device or s.seen.phase != "last_rolls":
            return frozenset()
        if s.seen.dice_of(seat) == 0:
            return frozenset(("roll", "to_left", "to_tray", "to_right"))
        if (s.rolls_view[seat] or 0) <= 0:
            return frozenset(("roll", "to_left", "to_right"))
        return frozenset(("to_left", "to_right"))

    def on_keypad(self, seat: int) -> bool:
        """Whether the seat plays on the number pad (its caps print digits)."""
        return self.keypad_digit(self.scene.seats[seat], "roll") is not None

    def counts_rolls(self, kind: str) -> bool:
        """Whether a status line of this kind counts the seat's last rolls."""
        return kind in ("rolls", "done") or (kind == "prompt:roll" and self.scene.seen.phase == "last_rolls")

    def rolls_text(self, left: int) -> str:
        """"noch 2 Würfe", "noch 1 Wurf" or "kein Wurf mehr" (a luck symbol still to put away)."""
        key = "rolls_left_one" if left == 1 else "rolls_none" if left <= 0 else "rolls_left"
        return self.scene.t(f"wurf_und_weg.table.{key}", rolls=left)

    def status_rect(self, seat: int) -> pygame.Rect:
        """Where the seat's status line is on screen: the bottom of its hand's felt, under its
        dice (nothing else is drawn there)."""
        return self.scene.stations[seat].status

    def tall_rect(self, seat: int) -> pygame.Rect:
        """Where a status too long for one line shows, on two lines: the bottom of the hand's
        felt, grown upwards into it (never over the name bar, which always names the seat)."""
        line = self.status_rect(seat)
        box = pygame.Rect(line.x, 0, line.w, 2 * (sizes.STATUS + 4) + 6)
        box.bottom = line.bottom
        return box

    def status_words(self, seat: int, kind: str, text: str, box: pygame.Rect, with_cap: bool = True):
        """(words, px, bold, key cap or None) for the status line in `box`, or None when it
        does not fit whole (at `sizes.STATUS` or larger, a long refusal down to `sizes.SMALLEST`)."""
        s = self.scene
        action = kind.partition(":")[2] if with_cap else ""   # the key the line ends with ("roll", "to_tray")
        cap = self.key_cap(seat, action, sizes.STATUS, box.h - 2) if action else None
        room = box.w - 16 - (cap.get_width() + 6 if cap is not None else 0)
        texts = [text]
        if kind.startswith("refused:"):     # "Nur Ablage: Num 5" too wide: "Ablage: Num 5"
            texts.append(s.t("wurf_und_weg.table.prompt_tray_short" if action == "to_tray"
                             else "wurf_und_weg.table.prompt_roll_short"))
        if kind.startswith("prompt:") and not self.counts_rolls(kind):
            # what to press alone: the station's head names the person whole
            alone = s.t("wurf_und_weg.table.prompt_tray_alone" if action == "to_tray"
                        else "wurf_und_weg.table.prompt_roll_alone")
            short = s.t("wurf_und_weg.table.prompt_tray_short" if action == "to_tray"
                        else "wurf_und_weg.table.prompt_roll_short")
            texts = [alone, short]
        if kind.startswith("ready:"):       # one line only (two would lie over the hand's dice)
            texts.append(s.t("wurf_und_weg.table.ready_roll_short"))
        for said in texts:
            # the rolls left in the last rolls ("2 rolls left", "done") a size larger: the
            # table's clock in this phase, read from the sofa
            for size, bold in ((sizes.ROLLS, True), (sizes.STATUS, True), (sizes.STATUS, False), (sizes.SMALLEST, False)):
                if size == sizes.ROLLS and not self.counts_rolls(kind):
                    continue
                if width_of(said, size, bold) <= room:
                    return said, size, bold, cap
        return None

    def draw_status(self, surface: pygame.Surface, seat: int, now: float) -> pygame.Rect | None:
        """The seat's status line as it stands: a pill at the bottom of the hand's felt, its
        words whole at `sizes.STATUS` or larger; one too long for it shows across the name bar
        for its moment (elided only if it does not fit there either)."""
        said = self.status(seat, now)
        self.status_drawn.pop(seat, None)
        self.wrong_drawn.pop(seat, None)
        self.status_caps.pop(seat, None)
        if said is None:
            return None
        kind, text, colour, fill, since = said
        if kind == "frozen":
            return self.draw_wrong_key(surface, seat, text, now)
        s = self.scene
        action = kind.partition(":")[2]
        box = self.status_rect(seat)
        fitting = self.status_words(seat, kind, text, box)
        if fitting is None and self.counts_rolls(kind):
            # the rolls left stay in the felt all through the last rolls, the name above them
            # in sight: the key they wait for is on the strip below and named under the tray
            fitting = self.status_words(seat, kind, text, box, with_cap=False)
            action = ""
        if fitting is None:
            tall = self.two_lines(seat, kind, text, action, colour, fill, since, now, surface)
            if tall is not None:
                self.status_drawn[seat] = tall
                return tall
            cap = self.key_cap(seat, action, sizes.STATUS, box.h - 2) if action else None
            room = box.w - 16 - (cap.get_width() + 6 if cap is not None else 0)
            fitting = (elided(text, sizes.SMALLEST, room), sizes.SMALLEST, False, cap)
        shown, size, bold, cap = fitting
        img = render(shown, size, colour, bold)
        w = img.get_width() + 16 + (cap.get_width() + 6 if cap is not None else 0)
        pill_rect = pygame.Rect(0, 0, min(box.w, w), box.h)
        pill_rect.center = box.center
        radius = pill_rect.h // 2
        if since is not None and 0 <= now - since < POP:     # it pops in: a ring spreads from it
            spread = round(2 + 8 * ease_out_back((now - since) / POP))
            ring = pill_rect.inflate(2 * spread, 0).clip(box.inflate(8, 0))
            pygame.draw.rect(surface, fill, ring, width=3, border_radius=radius)
        pygame.draw.rect(surface, fill, pill_rect, border_radius=radius)
        if kind == "frozen":
            start, until = s.frozen_view[seat]
            frac = clamp01((until - s.clock) / max(0.01, until - start))
            bar = pill_rect.copy()
            bar.w = max(0, round(bar.w * frac))
            pygame.draw.rect(surface, (255, 255, 255), bar, border_radius=radius)
        x = pill_rect.centerx - (w - 16) // 2
        r = surface.blit(img, img.get_rect(midleft=(x, pill_rect.centery)))
        if cap is not None:
            surface.blit(cap, cap.get_rect(midleft=(r.right + 6, pill_rect.centery)))
            drawn(self.cap_label(seat, action), sizes.STATUS)
            self.status_caps[seat] = action
        self.status_drawn[seat] = pill_rect
        return pill_rect

    def wrong_key_words(self, seat: int) -> tuple[str, ...]:
        """Why the seat waits, fullest first: "A: kein Würfel für Ben", "A: kein passender
        Würfel" ("A: no die for Ben"), or "S: kein Glückssymbol" for the tray's key."""
        s = self.scene
        key = s.wrong_key.get(seat)
        if key not in ww.KEYS:
            return ()
        label = self.cap_label(seat, "to_" + key)
        if key == "tray":
            return (s.t("wurf_und_weg.table.wrong_tray", cap=label),)
        m = s.match
        neighbour = s.seats[m.left_of(seat) if key == "left" else m.right_of(seat)].name
        forms = [s.t("wurf_und_weg.table.wrong_to", cap=label, name=who) for who in (neighbour, first_word(neighbour))
                 if who]
        return (*forms, s.t("wurf_und_weg.table.wrong_to_short", cap=label))

    def draw_wrong_key(self, surface: pygame.Surface, seat: int, text: str, now: float) -> pygame.Rect:
        """A wrong press, over the words under the seat's keys: which key, why and the seconds
        left ("A: kein Würfel für Ben · 0,6 s"; the key and why alone where the seconds do not fit
        beside them; "Daneben! Pause 0,6 s" only where no reason fits), the time left also running
        out along its foot. Its dice stay in sight under the ice, its name above them and its
        key caps with their pictures above the card, so the key that was wrong still shows."""
        s = self.scene
        st = s.stations[seat]
        caps = [r for _a, _label, r, _deg in self.strip_layout(seat)] + [r for _a, _px, r in self.strip_icons(seat)]
        top = max((r.bottom for r in caps), default=st.strip.y) + 2
        rect = pygame.Rect(st.strip.x, top, st.strip.w, st.strip.bottom - top)
        dx = shake_offset(now - s.shake_at[seat])
        rect = rect.move(dx, 0).clip(st.rect)
        ink = (20, 40, 80)
        pygame.draw.rect(surface, (*ICE, 250), rect, border_radius=12)
        pygame.draw.rect(surface, (255, 255, 255), rect, width=2, border_radius=12)
        start, until = s.frozen_view[seat]
        bar = pygame.Rect(rect.x + 8, rect.bottom - 6, rect.w - 16, 3)
        bar.w = max(0, round(bar.w * clamp01((until - s.clock) / max(0.01, until - start))))
        pygame.draw.rect(surface, ink, bar, border_radius=2)
        room = rect.w - 16
        # the key and why, then how long the hand stays frozen ("S: kein Glückssymbol · 0,6 s");
        # where the seconds do not fit beside a reason, the key and why alone (the bar still
        # runs out), and only where no reason fits, "Daneben! Pause 0,6 s"
        seconds = s.seconds_text(max(0.0, until - s.clock))
        reasons = self.wrong_key_words(seat)
        timed = [s.t("wurf_und_weg.table.wrong_timed", reason=reason, seconds=seconds) for reason in reasons]
        line = next((said for said in (*timed, *reasons, text) if width_of(said, sizes.SMALLEST, True) <= room),
                    elided(text, sizes.SMALLEST, room))
        blit_fitted(surface, line, (rect.centerx, rect.centery - 2), room, sizes.STATUS, ink, True, "center",
                    sizes.SMALLEST)
        self.wrong_drawn[seat] = rect
        return rect

    def split_in_two(self, text: str, room_first: int, room_second: int) -> tuple[str, str, int, bool] | None:
        """(first line, second line, px, bold): `text` broken between two words so both lines
        fit (the second leaves room for a key cap), as large as that allows down to `sizes.SMALLEST`."""
        return split_in_two(text, room_first, room_second)

    def two_lines(self, seat: int, kind: str, text: str, action: str, colour, fill, since, now: float,
                  surface: pygame.Surface) -> pygame.Rect | None:
        """Draws a status too long for one line on two, in the felt (its key cap ending the
        second line); None when it does not fit there either."""
        s = self.scene
        box = self.tall_rect(seat)
        cap = self.key_cap(seat, action, sizes.STATUS, sizes.STATUS + 3) if action else None
        cap_w = cap.get_width() + 6 if cap is not None else 0
        texts = [text]
        if kind.startswith("refused:"):     # "Nur Ablage: Num 5" too wide: "Ablage: Num 5"
            texts.append(s.t("wurf_und_weg.table.prompt_tray_short" if action == "to_tray"
                             else "wurf_und_weg.table.prompt_roll_short"))
        if kind.startswith("prompt:") and not self.counts_rolls(kind):
            texts = [s.t("wurf_und_weg.table.prompt_tray_alone" if action == "to_tray"
                         else "wurf_und_weg.table.prompt_roll_alone")]
        split = None
        for said in texts:
            split = self.split_in_two(said, box.w - 20, box.w - 20 - cap_w)
            if split is not None:
                break
        if split is None:
            return None
        first, second, size, bold = split
        one, two = render(first, size, colour, bold), render(second, size, colour, bold)
        w = max(one.get_width(), two.get_width() + cap_w) + 20
        pill_rect = pygame.Rect(0, 0, min(box.w, w), box.h)
        pill_rect.midbottom = box.midbottom
        radius = 14
        if since is not None and 0 <= now - since < POP:
            spread = round(2 + 8 * ease_out_back((now - since) / POP))
            ring = pill_rect.inflate(2 * spread, 0).clip(self.scene.stations[seat].felt)
            pygame.draw.rect(surface, fill, ring, width=3, border_radius=radius)
        pygame.draw.rect(surface, fill, pill_rect, border_radius=radius)
        if kind == "frozen":
            start, until = s.frozen_view[seat]
            bar = pygame.Rect(pill_rect.x, pill_rect.bottom - 6, pill_rect.w, 6)
            bar.w = max(0, round(bar.w * clamp01((until - s.clock) / max(0.01, until - start))))
            pygame.draw.rect(surface, (255, 255, 255), bar, border_radius=3)
        quarter = pill_rect.h // 4
        surface.blit(one, one.get_rect(center=(pill_rect.centerx, pill_rect.y + quarter + 2)))
        line_w = two.get_width() + cap_w
        r = surface.blit(two, two.get_rect(midleft=(pill_rect.centerx - line_w // 2, pill_rect.bottom - quarter - 2)))
        if cap is not None:
            surface.blit(cap, cap.get_rect(midleft=(r.right + 6, r.centery)))
            drawn(self.cap_label(seat, action), sizes.STATUS)
            self.status_caps[seat] = action
        return pill_rect

    # -- the seat's keys -------------------------------------------------------------------------
    def key_parts(self, seat: int) -> list[tuple[str, str, float | None]]:
        """The seat's keys as printed, left to right: (action, key cap, arrow degrees or None)."""
        s = self.scene
        st = s.stations[seat]
        seat_obj = s.seats[seat]
        first, second = side_order(st.left_deg, st.right_deg)
        order = [("roll", None), first, ("to_tray", st.tray_deg), second]
        return [(action, key_label(s.app, seat_obj, action), deg) for action, deg in order]

    def strip(self, seat: int) -> tuple[pygame.Surface, tuple[tuple[str, int], ...], list]:
        """(picture, words on it with their px, where each key is): cached by what it shows, the keys as they
        are bound now among it."""
        s = self.scene
        seat_obj = s.seats[seat]
        c = s.seen.coaster[seat]
        syms = ww.coaster_symbols(c) if c is not None else (None, None)
        key = self.strip_key(seat)
        entry = self._strips.get(key)
        if entry is None:
            if len(self._strips) > 48:
                self._strips.clear()
            entry = self.render_strip(seat, seat_obj, syms)
            self._strips[key] = entry
        return entry

    def strip_key(self, seat: int) -> tuple:
        """Everything the seat's key strip shows."""
        s = self.scene
        seat_obj = s.seats[seat]
        c = s.seen.coaster[seat]
        syms = ww.coaster_symbols(c) if c is not None else (None, None)
        return (seat, s.t.lang, seat_obj.kind, seat_obj.bot_level, s.luck_face, syms, self.labels(seat))

    def floor_key(self, seat: int) -> tuple:
        """Everything `draw` puts under the dice for this seat: when it is unchanged, last
        frame's picture of it is still right."""
        s = self.scene
        return (s.seen.won[seat], self.won_slots(seat), s.seen.coaster[seat], seat in s.seen.pile_empty,
                self.strip_key(seat))

    def labels(self, seat: int) -> tuple[str, ...]:
        """The seat's key caps as bound now (looked up once per set of bindings: a rebinding
        gives the input a new key map, and the strips follow it)."""
        s = self.scene
        keymap = s.app.input.keymap
        if self._labels[0] is not keymap or self._labels[1] != s.t.lang:
            self._labels = (keymap, s.t.lang, {})
        seat_obj = s.seats[seat]
        k = (seat, seat_obj.kind)
        found = self._labels[2].get(k)
        if found is None:
            found = tuple(key_label(s.app, seat_obj, a, short) for a in ("roll", "to_tray", "to_left", "to_right")
                          for short in (False, True)) if seat_obj.device else ()
            self._labels[2][k] = found
        return found

    def keypad_digit(self, seat_obj, action: str) -> str | None:
        """The digit of the number-pad key `seat_obj` presses for `action`, else None."""
        if not seat_obj.device or seat_obj.kind.startswith("pad"):
            return None
        name = self.scene.app.input.key_names(seat_obj.device).get(action) or ""
        return name[1:-1] if len(name) > 2 and name.startswith("[") and name.endswith("]") else None

    def cap_picture(self, seat_obj, action: str, label: str, height: int) -> pygame.Surface:
        """The key cap for `action` `height` px tall, its label at `KEY_SIZE`: a number-pad key
        its digit beside a small picture of the pad, as everywhere on the table."""
        digit = self.keypad_digit(seat_obj, action)
        return pad_cap(digit, KEY_SIZE, height) if digit else mini_cap(label, KEY_SIZE, height)

    def cap_label(self, seat: int, action: str) -> str:
        """What the seat's key cap for `action` prints: a letter key its name, a number-pad
        key its digit (beside the pad's picture), the same on the strip and in every line."""
        seat_obj = self.scene.seats[seat]
        return self.keypad_digit(seat_obj, action) or key_label(self.scene.app, seat_obj, action)

    def key_cap(self, seat: int, action: str, size: int, height: int) -> pygame.Surface:
        """The seat's key cap for `action` as a status line or the line under the tray shows it:
        the same cap as on its key strip (a number-pad key its digit beside the pad's picture,
        never "Num 9" here and "9" there)."""
        seat_obj = self.scene.seats[seat]
        digit = self.keypad_digit(seat_obj, action)
        if digit:
            return pad_cap(digit, size, height)
        return mini_cap(key_label(self.scene.app, seat_obj, action), size, height)

    def hint_strip(self, seat: int) -> pygame.Surface:
        return self.strip(seat)[0]

    def strip_layout(self, seat: int) -> list[tuple[str, str, pygame.Rect, float | None]]:
        """Each key as printed on screen: (action, key cap, its rect on screen, arrow degrees)."""
        at = self.scene.stations[seat].strip.topleft
        return [(a, label, cap.move(at), deg) for a, label, cap, deg, _icon, _word, _token in self.strip(seat)[2]]

    def strip_icons(self, seat: int) -> list[tuple[str, int, pygame.Rect]]:
        """Each picture on the seat's key strip but the caps: (action, its size in px, its rect
        on screen) for the symbols, the roll die and the arrows (tests: all readable)."""
        at = self.scene.stations[seat].strip.topleft
        return [(a, px, r.move(at)) for a, _label, _cap, _deg, icons, _word, _token in self.strip(seat)[2] for px, r in icons]

    def strip_words(self, seat: int) -> list[tuple[str, str, pygame.Rect]]:
        """Each key's word under its cap: (action, the word, its rect on screen)."""
        at = self.scene.stations[seat].strip.topleft
        return [(a, word, r.move(at)) for a, _label, _cap, _deg, _icons, (word, r), _token in self.strip(seat)[2]]

    def strip_tokens(self, seat: int) -> list[tuple[str, int, pygame.Rect]]:
        """Each move key's neighbour token: (action, the neighbour's seat, its rect on screen)."""
        at = self.scene.stations[seat].strip.topleft
        return [(a, self.neighbour(seat, a), token.move(at)) for a, *_r, token in self.strip(seat)[2]
                if token is not None]

    def neighbour(self, seat: int, action: str) -> int:
        """The seat a move key's die goes to: `to_left` the next seat clockwise."""
        n = len(self.scene.seats)
        return (seat + 1) % n if action == "to_left" else (seat - 1) % n

    def key_words(self, seat: int) -> dict[str, str]:
        """What each of the seat's keys does, in words under its cap: "Würfeln", "Ablage" and,
        for the two move keys, whom the die goes to ("zu Clara"): the neighbour it really
        flies to on screen, never "left" or "right", which would read backwards for a seat
        at the top of the table."""
        s = self.scene
        roll = "wurf_und_weg.key.word_roll_short" if sizes.SMALL_WINDOW else "wurf_und_weg.key.word_roll"
        return {"roll": s.t(roll), "to_tray": s.t("wurf_und_weg.key.word_tray"),
                **{a: s.t("wurf_und_weg.key.word_to", name=s.seats[self.neighbour(seat, a)].name)
                   for a in ("to_left", "to_right")}}

    def render_strip(self, seat: int, seat_obj, syms) -> tuple[pygame.Surface, tuple[tuple[str, int], ...], list]:
        """The seat's keys: roll, and for each move key the symbol it moves and an arrow to
        where that die goes (the tray, the left or the right neighbour), in screen order, each
        with its word underneath."""
        s = self.scene
        st = s.stations[seat]
        w, h = st.strip.size
        strip = pygame.Surface((w, h), pygame.SRCALPHA)
        if not seat_obj.device:      # who plays it, over the line that tells what it does (`bot_line`)
            text = kind_text(s.t, seat_obj)
            blit_text(strip, text, (w // 2, BOT_LABEL_Y), LABEL_SIZE, theme.TEXT, anchor="center")
            return strip, ((text, LABEL_SIZE),), []
        first, second = side_order(st.left_deg, st.right_deg)
        order = [("roll", None), first, ("to_tray", st.tray_deg), second]
        luck = dice_art.SYMBOLS[s.luck_face - 1] if s.luck_face else None
        symbol_of = {"to_tray": luck, "to_left": syms[0], "to_right": syms[1]}
        names = self.key_words(seat)

        def icon(action: str, px: int) -> pygame.Surface:
            symbol = symbol_of[action]
            if symbol is None:
                # the luck die not thrown yet: the yellow die with its face still empty; a new
                # coaster still on its way: the symbol's empty slot
                return empty_slot(px, action == "to_tray")
            if action == "to_tray":
                return dice_art.die_sprite("luck", face_of(symbol), px - 2)[0]
            return tight_symbol(face_of(symbol), px)

        def named(action: str) -> str:
            return s.seats[self.neighbour(seat, action)].name

        chosen = None
        for short, px, arrow, die in STRIP_STYLES:
            groups = []
            for action, deg in order:
                # a number-pad key is named by its digit: its cap shows the pad's picture
                label = key_label(s.app, seat_obj, action, short or bool(self.keypad_digit(seat_obj, action)))
                cap = self.cap_picture(seat_obj, action, label, CAP_H)
                if action == "roll":
                    extra = [dice_art.die_sprite("pip", 5, px - 2)[0]] if die else []
                else:
                    extra = [icon(action, px), arrow_image(round(deg / 5) * 5, arrow)]
                groups.append((action, label, deg, [cap, *extra]))
            tops = [sum(img.get_width() for img in imgs) + INNER * (len(imgs) - 1) for *_, imgs in groups]
            # the keys and the words that are never shortened ("Würfeln", "Ablage") must fit;
            # the first way that also leaves the neighbours' names whole at sizes.WORD is taken
            need = sum(top if action in ("to_left", "to_right") else max(top, width_of(names[action], sizes.WORD, False))
                       for (action, *_r), top in zip(groups, tops, strict=True))
            with_names = sum(max(top, TOKEN + TOKEN_GAP + width_of(named(action), sizes.WORD, False))
                             if action in ("to_left", "to_right") else
                             max(top, width_of(names[action], sizes.WORD, False))
                             for (action, *_r), top in zip(groups, tops, strict=True))
            if need + 4 * 2 * 1 + 3 * TILE_GAP <= w and chosen is None:     # a tile's padding may shrink to 1 px
                chosen = (groups, tops, need)
            if with_names + 4 * 2 * 1 + 3 * TILE_GAP <= w:
                chosen = (groups, tops, need)
                break
        groups, tops, need = chosen or (groups, tops, need)
        # the words: each key on a tile of its own, as wide as its keys above or its word; a
        # move key's word starts with the neighbour's token (their shape in their colour, as on
        # their station). When the words do not all fit, the move keys name only the neighbour
        # ("Clara"), then all words go down to the floor, then a name too long its first word
        # ("Maximilian") or its start with "…": every key keeps its word under it
        # long key names at the smallest symbols: the tiles' padding gives way first
        pad = min(TILE_PAD, max(0, (w - need - 3 * TILE_GAP) // 8))
        room = w - 3 * TILE_GAP - 4 * 2 * pad
        words = {action: names[action] for action, *_ in groups}
        movers = [i for i, (action, *_r) in enumerate(groups) if action in ("to_left", "to_right")]
        moving = {groups[i][0] for i in movers}

        word_px = {action: sizes.WORD for action, *_ in groups}

        def word_w(action: str, word: str) -> int:
            if action not in moving:
                return width_of(word, word_px[action], False)
            return TOKEN + (TOKEN_GAP + width_of(word, word_px[action], False) if word else 0)

        def widths_of(words: dict[str, str]) -> list[int]:
            # the words at either end take a little of their WORD_EDGE from the strip's ends
            # here; `word_starts` moves them the rest where the row has room
            ends = (groups[0][0], groups[-1][0])
            return [max(top, word_w(action, words[action]) + (END_ROOM if action in ends and words[action] else 0))
                    for (action, *_r), top in zip(groups, tops, strict=True)]

        def room_for(widths: list[int]) -> tuple[int, int]:
            """(the tiles' padding, the room the tiles' contents have) for tiles this wide."""
            padding = min(TILE_PAD, max(0, (w - 3 * TILE_GAP - sum(widths)) // 8))
            return padding, w - 3 * TILE_GAP - 4 * 2 * padding

        def tiles_at(widths: list[int], pad: int) -> tuple[list[float], float, float]:
            """(each tile's width, the gap between tiles, the first tile's x)."""
            tiles = [gw + 2 * pad for gw in widths]
            gap = max(float(TILE_GAP), min(12.0, (w - sum(tiles)) / 3))
            return tiles, gap, max(0.0, (w - sum(tiles) - 3 * gap) / 2)

        def squeezed(widths: list[int]) -> list[int]:
            """The tiles as wide as the strip allows: those wider than their keys give way,
            each in proportion to its word's reach beyond its keys."""
            excess = sum(widths) - room
            if excess <= 0:
                return widths
            reach = [max(0, gw - top) for gw, top in zip(widths, tops, strict=True)]
            total = sum(reach) or 1
            return [gw - min(r, math.ceil(excess * r / total)) for gw, r in zip(widths, reach, strict=True)]

        widths = widths_of(words)
        pad, room = room_for(widths)
        if sum(widths) > room:
            for i in movers:
                words[groups[i][0]] = s.seats[self.neighbour(seat, groups[i][0])].name
            widths = widths_of(words)
            pad, room = room_for(widths)
        if sum(widths) > room:
            # the names a little smaller, down to the floor, before any is shortened
            for i in movers:
                word_px[groups[i][0]] = sizes.SMALLEST
            widths = widths_of(words)
            pad, room = room_for(widths)
        if sum(widths) > room:
            # "Würfeln" and "Ablage" to the floor as well: every key keeps its word
            word_px = {action: sizes.SMALLEST for action in word_px}
            widths = widths_of(words)
            pad, room = room_for(widths)
        if sum(widths) > room:
            # a name still too long: its first word whole if that is enough, else the name's
            # start with "…" (the token before it says whose it is); never nothing, and never
            # "links" for a person
            pad = min(pad, 1)                 # the tiles' padding gives way to a name's letters
            room = w - 3 * TILE_GAP - 4 * 2 * pad

            def fits(words: dict[str, str]) -> bool:
                # a word may reach under its neighbours' tiles where their words leave room:
                # the row of words must fit the strip, the tiles only their keys, and each
                # word still begins under its own key (never under the next one)
                row = sum(word_w(a, words[a]) for a, *_r in groups if words[a] or a in moving)
                if row + 3 * WORD_GAP + 2 * WORD_EDGE > w or sum(tops) > room:
                    return False
                tiles, gap, x = tiles_at(squeezed(widths_of(words)), pad)
                lefts = tile_lefts(tiles, gap, x)
                starts = word_starts([(round(x0 + (tw - word_w(a, words[a])) / 2), word_w(a, words[a]))
                                      for (a, *_r), tw, x0 in zip(groups, tiles, lefts, strict=True)], w)
                caps = [x0 + (tw - top) / 2 for tw, top, x0 in zip(tiles, tops, lefts, strict=True)]
                return all(caps[i] - OWN_KEY_REACH <= starts[i] < (caps[i + 1] if i + 1 < len(caps) else w)
                           for i in range(len(caps)))

            for i in movers:
                action = groups[i][0]
                head = first_word(words[action])
                if head and fits({**words, action: head}):
                    words[action] = head
            while not fits(words):
                # the name that reaches furthest beyond its key gives up letters
                able = [i for i in movers if word_w(groups[i][0], words[groups[i][0]]) > tops[i]
                        and len(words[groups[i][0]].rstrip("…")) > MIN_NAME_LETTERS]
                if not able:
                    break
                action = groups[max(able, key=lambda i: word_w(groups[i][0], words[groups[i][0]]) - tops[i])][0]
                kept = words[action].rstrip("…")
                shorter = named(action)[:len(kept) - 1].rstrip() + "…"    # a letter at a time, the two evened out
                words[action] = shorter
            widths = squeezed(widths_of(words))
        tiles, gap, x = tiles_at(widths, pad)
        starts = word_starts(
            [(round(x0 + (tw - word_w(a, words[a])) / 2), word_w(a, words[a]) if words[a] or a in moving else 0)
             for (a, *_r), tw, x0 in zip(groups, tiles, tile_lefts(tiles, gap, x), strict=True)], w)
        parts = []
        shown = []
        word_y = h - WORD_LIFT - font(sizes.WORD).get_height() // 2
        # every tile first: a shortened name reaching under its neighbour's tile keeps its "…"
        for tw, x0 in zip(tiles, tile_lefts(tiles, gap, x), strict=True):
            pygame.draw.rect(strip, TILE, pygame.Rect(round(x0), 0, round(tw), h), border_radius=8)
        for (action, label, _deg, imgs), top, tw, wx in zip(groups, tops, tiles, starts, strict=True):
            gx = x + (tw - top) / 2
            cap_rect, icons = None, []
            for k, img in enumerate(imgs):
                r = img.get_rect(midleft=(round(gx), ROW_Y))   # whole, even where the strip would cut it
                strip.blit(img, r)
                if k == 0:
                    cap_rect = r
                else:
                    icons.append((min(img.get_size()), r))
                gx += img.get_width() + INNER
            word = render(words[action], word_px[action], theme.TEXT, False)
            token = None
            if action in moving:
                target = self.neighbour(seat, action)
                token = pygame.Rect(wx, 0, TOKEN, TOKEN)
                token.centery = word_y
                draw_seat_token(strip, s.style(target), token.center, TOKEN // 2)
                wx += TOKEN + TOKEN_GAP
            word_rect = word.get_rect(midleft=(wx, word_y)) if words[action] else pygame.Rect(wx, word_y, 0, 0)
            if words[action]:
                strip.blit(word, word_rect)
            parts.append((action, label, cap_rect, _deg, icons, (words[action], word_rect), token))
            shown += [(label, KEY_SIZE), (words[action], word_px[action])]
            x += tw + gap
        return strip, tuple(shown), parts


@lru_cache(maxsize=256)
def split_in_two(text: str, room_first: int, room_second: int) -> tuple[str, str, int, bool] | None:
    """`StationPainter.split_in_two`, worked out once per text and room."""
    words = text.split()
    for size, bold in ((sizes.STATUS, True), (sizes.STATUS, False), (sizes.SMALLEST, False)):
        for cut in range(len(words) - 1, 0, -1):
            first, second = " ".join(words[:cut]), " ".join(words[cut:])
            if width_of(first, size, bold) <= room_first and width_of(second, size, bold) <= room_second:
                return first, second, size, bold
    return None


@lru_cache(maxsize=16)
def key_shade(size: tuple[int, int]) -> pygame.Surface:
    """The grey laid over a key that cannot act now (its cap, picture and word still read)."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (28, 30, 30, 185), surf.get_rect(), border_radius=10)
    return surf
