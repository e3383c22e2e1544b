"""The middle of the Wurf & Weg table and the calls across it: one painter.

The coaster pile (face down, counted), the ring around the luck die while it counts, the
game's name and the round in the corner, the banner under the tray (which symbol is lucky,
or the last rolls' time running out), the big calls ("Auf die Deckel, fertig, los!" inside the
tray's frame, empty while the round is called; "Stopp!" over the caller's own empty hand) and
the round's panel: who won a coaster and why, who kept how many dice. No call lies over the
pile or the luck die, and the first round's goal in the tray never under a die.

From a new game's first frame to round 1's "los!" a solid card says how the race goes in three
short lines, two of them beside a picture, on free felt of its own (no station, not the tray,
the pile or the luck die's spot), while one count (5 … 1, the table's hold and round 1's
countdown in one) runs in the tray; the start call's words stand on a dark plate of their own.

It reads the scene and never changes the game: the pile, the phase and the caller come from
the scene's `seen` (what has landed), never from the live match.

Every text here that holds a name or a number fits its place (shrunk to the table's floor, `sizes.SMALLEST`: 20 px,
then wrapped). The round's card is solid and read from the sofa: a row a seat at 24 px, the
name whole (a longest name a little smaller before it is ever shortened), what the round
brought, and the coasters so far. It stands on free felt beside the tray where that holds it
(three seats: above the tray, the tray's dice and the pile in sight), else between the top and
the bottom stations; beside the side ones, a clear gap from each (their won coasters and "+1"
stay in sight).
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.wurf_und_weg import match as ww
from scenes.dice import art as dice_art
from scenes.tables.wurf_und_weg import coaster_art, sizes
from scenes.tables.wurf_und_weg.layout import (
    BANNER_Y,
    LUCK_POS,
    LUCK_SPOT,
    PILE_D,
    PILE_POS,
    TITLE_BOX,
    TRAY_RECT,
    H,
    W,
    station_layout,
)
from scenes.tables.wurf_und_weg.pictures import (
    GOLD,
    RED,
    arrow_image,
    blit_words,
    elided,
    glow_disc,
    grown,
    outlined,
)
from scenes.tables.wurf_und_weg.rules_splash import (
    COUNT_SMALLEST,
    picture_px,
    picture_w,
    rules_block,
    splash_layout,
)
from scenes.tables.wurf_und_weg.stations import STOP_SETTLE, STOP_SHOW, first_word
from scenes.ui import theme
from scenes.ui.layout import (
    blit_fit,
    blit_fitted,
    fit,
    fit_height,
    fitted_size,
    line_step,
    width_of,
)
from scenes.ui.text import blit_text, drawn, font, prepare
from scenes.ui.tween import ease_out_back, ease_out_cubic, pulse
from scenes.ui.widgets import draw_seat_token

GO_SHOW = 0.9
RESULT_APPEARS = 0.35   # seconds after the round ends before its card (made ready meanwhile) shows
GOAL_SHOW = 12.0       # seconds after "los!" the first round's empty tray says what the race is for
GOAL_SIZE = 26
GOAL_BOX = TRAY_RECT.inflate(-40, -40)   # where the first round's goal stands in the empty tray
INTRO_SIZE = 30        # the new game's goal, in one large sentence before round 1
INTRO_ENOUGH = 24      # a room and wording that hold the rules this large are taken before the next
INTRO_PICTURE_GAP = 10  # px between a rule's picture and its words
PANEL_GAP = 16         # the round's panel stays this far clear of the stations beside it ...
PANEL_GAP_Y = 6        # ... and this far from those above and below it (their golden frame too)
GLOW = 3               # how far a round winner's golden frame reaches out of its station
PANEL_W = 520          # ... so it fits between the stations at the sides (560 px apart)
PANEL_MIN_W = 500      # ... in free felt only about as wide (16-letter names stay whole at 24 px)
PANEL_CLEAR = 16 + 3   # ... and there this far from a station's golden frame, the tray, the pile
CALL_W = 520           # the banner under the tray stays this narrow
PILE_COUNT_SIZE = 24   # how many coasters are left, on the pile's top coaster
PILE_WORD_W = 100      # the room the word over the pile needs ("Stapel" at sizes.PILE_WORD, bold)
PILE_GAP = 8           # the word over the pile keeps this far from a station beside it
COUNTDOWN_SIZE = 32    # "Auf die Deckel, / fertig, los!" in two lines, low in the tray
COUNTDOWN_LIT = (255, 248, 230)       # a word of the start call once it is called ...
COUNTDOWN_WAITING = (186, 178, 160)   # ... and before: lighter than the plate by 7:1 or more
PLATE = (14, 19, 17, 236)             # the dark plate the start call's words stand on
PLATE_PAD = 12
FIGURE_MIN = 96         # the countdown's figure at least this tall, outline and all ...
COUNTDOWN_WORDS = 28    # ... and the start call's words this large beside it, where both fit
PLATE_PAD_Y = 4        # the start call's two rows keep this far from the plate's top and bottom
NUMBER_PX = (128, 124, 122, 120, 118, 116, 112, 104)   # 3, 2, 1: as large as the free felt lets them be
CLEARANCE = 18          # px of felt the lone countdown numeral keeps from a die (more is no better)
COUNTDOWN_ROOM = TRAY_RECT.inflate(-4, 0)   # the countdown stands in the tray (on its rim too)
STOP_SIZE = 72         # "Stopp!" over the caller's empty hand, as large as the hand lets it be
OVERSHOOT = 1.12       # a call pops in a little larger than its size, then settles
ROW = 24               # a row of the round's card (a seat: name, outcome, coasters so far)
ROW_PITCH = 28         # rows this far apart ...
ROW_TIGHT = 26         # ... or, when six seats need it, this far
TITLE = 28             # the card's title (as large as a row when six seats need the room)
PANEL_PAD = 16         # the card's words keep this far from its sides ...
PANEL_PAD_Y = 8        # ... and from its top and bottom
COLUMN_GAP = 12        # between the name, the outcome and the coasters so far
TOTAL_W = 50           # the coasters so far: a coaster and its count
TOTAL_COASTER = 24     # that coaster, px across
ROW_TOKEN = 26         # a row's seat token (its shape in its colour) before the name
CARD = (22, 30, 27, 255)   # the card's fill: solid
RULE_SHOW = 3.0        # seconds after "Stopp!" the banner says what counts now, then what ends the round
MISSING_W = 548        # the last rolls' two lines under the tray stay between the side stations
MISSING_TOKEN = 18     # a waiting seat's token in the "still rolling" line


@lru_cache(maxsize=8)
def between_stations(seats: int) -> pygame.Rect:
    """The round card's old place: the middle of the table, between the stations above and
    below the tray (over the tray's top and the pile, where no free felt holds the card)."""
    above = [st.rect.bottom for st in station_layout(seats) if st.rect.centery < TRAY_RECT.centery
             and st.rect.right > W // 2 - PANEL_W // 2 and st.rect.left < W // 2 + PANEL_W // 2]
    below = [st.rect.top for st in station_layout(seats) if st.rect.centery > TRAY_RECT.centery
             and st.rect.right > W // 2 - PANEL_W // 2 and st.rect.left < W // 2 + PANEL_W // 2]
    top, bottom = max(above, default=10), min(below, default=710)
    room = pygame.Rect(0, 0, PANEL_W, bottom - top - 2 * (PANEL_GAP_Y + GLOW))
    room.center = (W // 2, (top + bottom) // 2)
    return room


def panel_rows_height(seats: int) -> int:
    """How tall the round's card is with a title line and a row per seat (tight rows)."""
    return 2 * PANEL_PAD_Y + font(ROW, True).get_height() + 4 + ROW_TIGHT * seats


@lru_cache(maxsize=8)
def panel_home(seats: int) -> pygame.Rect:
    """Where the round's card may stand: the free felt nearest the middle that holds it whole
    (a title and a row per seat, `PANEL_MIN_W` wide: at three seats, above the tray) clear of every station (a winner's
    golden frame too), the tray, the pile and the luck die (see `free_rooms`); only where no
    free felt is that large, between the stations above and below the tray."""
    home = free_home(seats)
    return home if home is not None else between_stations(seats)


@lru_cache(maxsize=8)
def free_home(seats: int) -> pygame.Rect | None:
    """The free felt that holds the whole round's card (see `panel_home`), or None: then the
    card is compact (see `compact_rect`)."""
    for room in free_rooms(seats, PANEL_CLEAR):
        if room.w >= PANEL_MIN_W and room.h >= panel_rows_height(seats):
            home = pygame.Rect(0, 0, min(PANEL_W, room.w), room.h)
            home.center = room.center
            return home
    return None


def compact_card(seats: int) -> bool:
    """No free felt holds the whole card (every number of seats but three): each seat's row
    stands on its own station's status line and the card keeps only its title, under the tray."""
    return free_home(seats) is None


@lru_cache(maxsize=8)
def compact_room(seats: int) -> pygame.Rect:
    """Where the compact card's title may stand: the felt between the tray's frame and the
    station below it (a winner's golden frame too), between the stations at the sides."""
    below = [st.rect.top for st in station_layout(seats) if st.rect.top >= TRAY_RECT.bottom
             and st.rect.right > TRAY_RECT.left and st.rect.left < TRAY_RECT.right]
    bottom = min(below, default=TRAY_RECT.bottom + 60) - GLOW - PANEL_GAP_Y
    left = max([st.rect.right for st in station_layout(seats) if st.rect.right <= TRAY_RECT.left
                and st.rect.bottom > TRAY_RECT.bottom and st.rect.top < bottom], default=0) + PANEL_GAP + GLOW
    right = min([st.rect.left for st in station_layout(seats) if st.rect.left >= TRAY_RECT.right
                 and st.rect.bottom > TRAY_RECT.bottom and st.rect.top < bottom], default=W) - PANEL_GAP - GLOW
    return pygame.Rect(left, TRAY_RECT.bottom + 2, right - left, bottom - TRAY_RECT.bottom - 2)


def compact_rect(seats: int, title_w: int) -> pygame.Rect:
    """The compact card holding a title `title_w` wide: centred under the tray in `compact_room`."""
    room = compact_room(seats)
    rect = pygame.Rect(0, 0, min(room.w, title_w + 2 * PANEL_PAD), min(room.h, font(ROW, True).get_height() + 4))
    rect.center = (TRAY_RECT.centerx, room.centery)
    return rect.clamp(room)


def panel_room(seats: int) -> tuple[int, int]:
    """(centre y, most height) of the round's card (see `panel_home`)."""
    home = panel_home(seats)
    return home.centery, home.h


def panel_width(seats: int) -> int:
    """How wide the round's card is at this table."""
    return panel_home(seats).w


@lru_cache(maxsize=8)
def count_badge(text_w: int) -> pygame.Surface:
    """The dark pill the pile's count stands on, for a count `text_w` px wide."""
    surf = pygame.Surface((text_w + 2 * 10, PILE_COUNT_SIZE + 8), pygame.SRCALPHA)
    pygame.draw.rect(surf, (16, 22, 20, 225), surf.get_rect(), border_radius=surf.get_height() // 2)
    return surf


@lru_cache(maxsize=8)
def pile_word_box(seats: int, bottom: int) -> pygame.Rect:
    """Where the word over the pile may stand (its bottom at `bottom`): above the pile, between
    any station to its left and the tray's frame, PILE_GAP clear of both."""
    height = 30
    band = pygame.Rect(0, bottom - height, W, height)
    left = max([st.rect.right for st in station_layout(seats)
                if st.rect.colliderect(band.inflate(0, 2 * PILE_GAP)) and st.rect.right <= PILE_POS[0]], default=0)
    left += PILE_GAP
    right = TRAY_RECT.left - PILE_GAP
    half = min(PILE_POS[0] - left, right - PILE_POS[0], PILE_D)
    if half < 40:       # too narrow beside the pile: the whole room between station and tray
        return pygame.Rect(left, band.y, right - left, height)
    # at least as wide as the word at `sizes.PILE_WORD`, moved off the tray's side where it must be
    box = pygame.Rect(0, band.y, max(2 * half, PILE_WORD_W), height)
    box.centerx = PILE_POS[0]
    box.right = min(box.right, right)
    return box.clip(pygame.Rect(left, band.y, right - left, height))


def pile_zone(seats: int) -> pygame.Rect:
    """What of the pile a player reads: its coasters, the count on them and the word over them."""
    top_y = PILE_POS[1] - 5 * 2          # the top coaster of a full pile
    pile = pygame.Rect(0, 0, PILE_D + 8, PILE_D + 8)
    pile.center = PILE_POS
    pile.top = top_y - PILE_D // 2 - 4
    return pile.union(pile_word_box(seats, top_y - PILE_D // 2 - 4)).union(pile.move(0, 10))


def luck_zone() -> pygame.Rect:
    """The luck die's spot with its ring, and the die as it lies there askew."""
    zone = pygame.Rect(0, 0, 2 * (LUCK_SPOT + 6), 2 * (LUCK_SPOT + 6))
    zone.center = LUCK_POS
    return zone


INTRO_GAP = 8          # the rules card keeps this far from the tray's frame, a station, the pile ...


@lru_cache(maxsize=8)
def intro_rooms(seats: int) -> list[pygame.Rect]:
    """Where the new game's explanation may stand (see `free_rooms`), `INTRO_GAP` clear."""
    return free_rooms(seats, INTRO_GAP)


@lru_cache(maxsize=32)
def free_rooms(seats: int, gap: int) -> list[pygame.Rect]:
    """Nearest the middle of the table first: every largest free stretch of felt that touches
    no station, not the tray (nor its frame), not the pile (its count and word), not the luck
    die's spot and not the game's name, `gap` clear of each (worked out once per number of
    seats)."""
    blocks = [r.inflate(2 * gap, 2 * gap) for r in
              [*(st.rect for st in station_layout(seats)), TRAY_RECT, pile_zone(seats), luck_zone(), TITLE_BOX]]
    edges = sorted({4, W - 4, *(x for r in blocks for x in (r.left, r.right) if 4 <= x <= W - 4)})
    found: list[pygame.Rect] = []
    for i, x0 in enumerate(edges):
        for x1 in edges[i + 1:]:
            if x1 - x0 < 200:
                continue
            spans = sorted((r.top, r.bottom) for r in blocks if r.right > x0 and r.left < x1)
            y = 4
            for top, bottom in [*spans, (H - 4, H - 4)]:
                if top - y >= 90:
                    found.append(pygame.Rect(x0, y, x1 - x0, top - y))
                y = max(y, bottom)
    rooms = [r for r in found if not any(o != r and o.contains(r) for o in found)]
    return sorted(rooms, key=lambda r: (math.dist(r.center, (W / 2, H / 2)), r.x, r.y))


def panel_rect(seats: int, height: int) -> pygame.Rect:
    """Where the round's panel of `height` lies with `seats` at the table: in its home (see
    `panel_home`), clear of every station (so each seat's won coasters and "+1" stay in sight)."""
    rect = pygame.Rect(0, 0, panel_width(seats), height)
    rect.center = panel_home(seats).center
    return rect


class HudPainter:
    """Draws the pile, the luck die's ring, the header, the banner, the calls and the round's
    panel of `scene` (reads the scene, never changes the game)."""

    def __init__(self, scene):
        self.scene = scene
        self._panel: tuple = (None, None)
        self._warming: tuple = (None, iter(()))
        self.banner_drawn: pygame.Rect | None = None   # where the banner under the tray showed last frame
        self.missing_drawn: tuple | None = None        # (seats still rolling, where that line showed)
        self.countdown_drawn: tuple | None = None   # (number, the start words lit, the words' line) last frame
        self.countdown_plate: pygame.Rect | None = None   # ... and the plate under those words
        self.countdown_number: pygame.Rect | None = None  # ... and the big 3, 2, 1
        self.luck_spot_drawn = False                 # the luck die's spot showed last frame
        self.countdown_value: int | None = None           # ... which of them
        self.countdown_last: tuple | None = None    # where the countdown stood: kept while it stays free
        self.calls_drawn: list[pygame.Rect] = []        # ... and the big calls
        self.pile_drawn: list[pygame.Rect] = []         # ... and the pile's count and word
        self.intro_drawn: pygame.Rect | None = None      # ... and the new game's intro card
        self.compact_drawn: pygame.Rect | None = None    # ... and the round's compact card (its title)
        self.intro_rows: list[tuple] = []                # ... its lines: (words, px, rect, with a picture)

    # -- the middle of the table ------------------------------------------------------------
    def draw_pile(self, surface: pygame.Surface) -> None:
        s = self.scene
        n = s.seen.pile
        if n > 0:
            back = coaster_art.image(None, PILE_D, face_up=False)
            sh = coaster_art.shadow(PILE_D)
            x, y = PILE_POS
            surface.blit(sh, sh.get_rect(center=(x + 3, y + 5)))
            for k in range(min(n, 6)):
                surface.blit(back, back.get_rect(center=(x - k * 0.6, y - k * 2)))
        self.pile_drawn = []
        if s.round_panel is not None and not self.compact():   # the round's card lies over the pile
            return
        # the count on the pile's top coaster, the word above it: clear of the tray's frame and
        # of any station beside the pile (the whole "Stapel: 14" did not fit between them)
        top = (PILE_POS[0] - (min(n, 6) - 1) * 0.6, PILE_POS[1] - (min(n, 6) - 1) * 2) if n > 0 else PILE_POS
        count = s.number(n)
        badge = count_badge(font(PILE_COUNT_SIZE, True).size(count)[0])
        where = surface.blit(badge, badge.get_rect(center=(round(top[0]), round(top[1]))))
        blit_text(surface, count, where.center, PILE_COUNT_SIZE, theme.TEXT, True, "center")
        self.pile_drawn.append(where)
        word = s.t("wurf_und_weg.table.pile_word")
        box = pile_word_box(len(s.seats), round(top[1]) - PILE_D // 2 - 4)
        self.pile_drawn.append(blit_fit(surface, word, box, sizes.PILE_WORD, theme.TEXT_DIM, True, align="center",
                                        valign="bottom", smallest=sizes.SMALLEST))

    def draw_luck_spot(self, surface: pygame.Surface, now: float) -> None:
        """The luck die's spot beside the tray (under the stations), only once the die is over
        it, landing (an empty ring means nothing to a stranger: not while the die still rolls or
        flies there), and its pulsing ring once the die lies there."""
        s = self.scene
        self.luck_spot_drawn = s.luck_id is not None and s.luck_parked_at is not None \
            and math.dist(s.tray.pose(s.luck_id)[:2], LUCK_POS) < LUCK_SPOT / 2
        if self.luck_spot_drawn:
            spot = glow_disc(54, (255, 210, 80))
            room = spot.get_rect(center=LUCK_POS)
            for st in s.stations:       # the glow stops at a station's edge, as it did under them
                if st.rect.colliderect(room) and st.rect.left > LUCK_POS[0]:
                    room.width = st.rect.left - room.left
            surface.blit(spot, room.topleft, pygame.Rect(0, 0, room.w, room.h))
            pygame.draw.circle(surface, (28, 44, 36), LUCK_POS, LUCK_SPOT)
            pygame.draw.circle(surface, (200, 160, 60), LUCK_POS, LUCK_SPOT, 2)
            # the ring when the die is there as drawn (a slow frame's die may still be on its way)
            there = math.dist(s.tray.pose(s.luck_id)[:2], LUCK_POS) < 2
            if there and now >= s.luck_parked_at and s.seen.phase in ("countdown", "race", "last_rolls"):
                ring = int(50 + 4 * pulse(now, 2.0))
                pygame.draw.circle(surface, (255, 214, 90), LUCK_POS, ring, 3)

    def draw_luck(self, surface: pygame.Surface) -> None:
        """The luck die, in the tray or on its spot."""
        self.scene.tray.draw(surface, background=False)

    # -- words across the table ----------------------------------------------------------------
    def draw_header(self, surface: pygame.Surface) -> None:
        s = self.scene
        x, y = TITLE_BOX.x + 8, TITLE_BOX.y + 4
        blit_text(surface, s.t("app.game.wurf_und_weg"), (x, y), 26, GOLD, True)
        if s.round_no:
            blit_text(surface, s.t("wurf_und_weg.table.round", round=s.number(s.round_no)), (x, y + 32), sizes.SMALLEST,
                      theme.TEXT, True)

    def draw_banner(self, surface: pygame.Surface, now: float) -> None:
        s = self.scene
        phase = s.seen.phase
        cx = TRAY_RECT.centerx
        self.banner_drawn = None
        self.missing_drawn = None
        if phase == "last_rolls" and s.seen.stopper is not None:
            self.draw_last_rolls(surface, now)
        elif s.luck_face and phase in ("countdown", "race") and s.luck_parked_at is not None \
                and now >= s.luck_parked_at:
            name = s.t(f"wurf_und_weg.symbol.{dice_art.SYMBOLS[s.luck_face - 1]}")
            text = s.t("wurf_und_weg.table.luck", symbol=name)
            size, (text,) = fit(text, CALL_W, max(22, sizes.SMALLEST), True, 1, sizes.SMALLEST)
            img = outlined(text, size, (255, 226, 130), (40, 24, 8), 2)
            self.banner_drawn = img.get_rect(center=(cx, BANNER_Y))
            blit_words(surface, text, img, self.banner_drawn, size)

    def still_rolling(self) -> list[int]:
        """The seats the last rolls still wait for, as the screen shows them: not the caller,
        dice left, and a roll left or a luck symbol to put in the tray."""
        s = self.scene
        return [seat for seat in range(len(s.seats))
                if seat != s.seen.stopper and s.seen.dice_of(seat) > 0
                and ((s.rolls_view[seat] or 0) > 0 or "tray" in s.match.movable(seat))]

    def draw_last_rolls(self, surface: pygame.Surface, now: float) -> None:
        """Under the tray, two lines: what ends the round (all done, or the seconds left under the
        house rule `last_rolls_time`), its first seconds what counts now; and who is still rolling,
        each with their token, whole name and (a person) the key the round waits for. When the
        names need both lines, the list takes them (the seconds left, if any, lead it): a name
        is never cut or left out for a person."""
        s = self.scene
        cx = TRAY_RECT.centerx
        seconds = None
        if s.last_until is not None:
            seconds = s.number(max(0, math.ceil(s.last_until - s.clock - 1e-6)))
            text = s.t("wurf_und_weg.table.last_rolls_ends_in", seconds=seconds)
        elif s.stop_at is not None and now - s.stop_at < RULE_SHOW:
            text = s.t("wurf_und_weg.table.last_rolls_banner_short" if sizes.SMALL_WINDOW
                       else "wurf_und_weg.table.last_rolls_banner")
        else:
            text = s.t("wurf_und_weg.table.last_rolls_end")
        waiting = self.still_rolling()
        first_y, second_y = TRAY_RECT.bottom + 10, TRAY_RECT.bottom + 30
        ruled = s.stop_at is not None and now - s.stop_at < RULE_SHOW     # the rule's line stays
        # in a small window two lines of its larger words do not fit over the station below:
        # one line, the rule for its first seconds, then who is still rolling
        one_line = sizes.SMALL_WINDOW
        if one_line:
            first_y = second_y = TRAY_RECT.bottom + 20
            if ruled:
                self.missing_drawn = (tuple(waiting), None)
                waiting = []
            elif waiting:
                text = None
        lines = [] if not waiting else None
        for most, keys in ((1, True), (2, True), (1, False), (2, False)):
            if lines is not None or (most == 2 and (ruled or one_line)):
                continue
            words = s.t("wurf_und_weg.table.still_rolling")
            if most == 2 and seconds is not None:
                words = s.t("wurf_und_weg.table.still_rolling_in", seconds=seconds)
            lines = self.missing_lines(waiting, words, most, keys=keys)
            if lines is not None and most == 2:
                text = None
        if text is not None:
            size, (text,) = fit(text, MISSING_W, sizes.SMALLEST, True, 1, sizes.SMALLEST)
            img = outlined(text, size, (255, 236, 170), (40, 20, 10), 2)
            self.banner_drawn = img.get_rect(center=(cx, first_y))
            blit_words(surface, text, img, self.banner_drawn, size)
        if not waiting:
            return
        if lines is None:       # first words, then tokens and keys without the names
            words = s.t("wurf_und_weg.table.still_rolling")
            lines = (self.missing_lines(waiting, words, 1, whole=False)
                     or [self.missing_pieces(waiting, words, names=False)])
        ys = [first_y] if one_line else [second_y] if text is not None else [first_y, second_y]
        box = None
        for pieces, y in zip(lines, ys, strict=False):
            total = sum(w for _kind, _v, w in pieces)
            x = start = cx - total // 2
            for kind, value, w in pieces:
                if kind == "token":
                    draw_seat_token(surface, s.style(value), (x + w // 2, y), MISSING_TOKEN // 2)
                elif kind == "cap":
                    seat, action = value
                    cap = self.scene.station_painter.key_cap(seat, action, sizes.SMALLEST, sizes.MISSING_CAP)
                    surface.blit(cap, cap.get_rect(midleft=(x, y)))
                    drawn(s.station_painter.cap_label(seat, action), sizes.SMALLEST)
                elif kind == "text":
                    blit_text(surface, value, (x, y), sizes.SMALLEST, theme.TEXT, True, "midleft")
                x += w
            row = pygame.Rect(start, y - sizes.MISSING_CAP // 2, total, sizes.MISSING_CAP)
            box = row if box is None else box.union(row)
        if text is None:
            self.banner_drawn = box
        self.missing_drawn = (tuple(waiting), box)

    def missing_lines(self, waiting: list[int], words: str, most: int, whole: bool = True,
                      keys: bool = True) -> list[list] | None:
        """The "still rolling" list on at most `most` lines of `MISSING_W`, each seat whole on
        one line, every person's name whole with (`keys`) their key: bots named, else by their
        token alone (their stations name them, no key is waited for). `whole` false: each name's
        first whole word. None when it does not fit."""
        for bots_named in (True, False) if whole else (False,):
            pieces = self.missing_pieces(waiting, words, names=True, bots_named=bots_named, keys=keys,
                                         whole=whole)
            lines: list[list] = [[]]
            for group in self.groups(pieces):
                body = sum(p[2] for p in group if p[0] != "gap")
                if lines[-1] and sum(p[2] for p in lines[-1]) + body > MISSING_W:
                    lines.append([])
                lines[-1].extend(group)
            for line in lines:
                while line and line[-1][0] == "gap":
                    line.pop()
            if len(lines) <= most and all(sum(p[2] for p in line) <= MISSING_W for line in lines):
                return lines
        return None

    @staticmethod
    def groups(pieces: list) -> list[list]:
        """The pieces cut where a line may break: the words alone, then each seat with its gap."""
        out: list[list] = [[pieces[0]]]
        for piece in pieces[1:]:
            if piece[0] == "token":
                out.append([])
            out[-1].append(piece)
        return out

    def missing_pieces(self, waiting: list[int], words: str, names: bool,
                       bots_named: bool = True, keys: bool = True, whole: bool = True) -> list[tuple[str, object, int]]:
        """The "still rolling" line as (kind, value, px wide) pieces: the words, then per seat its
        token, its whole name and, for a person, their key."""
        s = self.scene
        gap = 6
        pieces = [("text", words, width_of(words, sizes.SMALLEST, True) + gap)]
        for seat in waiting:
            pieces.append(("token", seat, MISSING_TOKEN + 4))
            if names and (bots_named or not s.seats[seat].is_bot):
                name = s.seats[seat].name
                name = name if whole else first_word(name) or name
                pieces.append(("text", name, width_of(name, sizes.SMALLEST, True) + 4))
            if keys and not s.seats[seat].is_bot and s.seats[seat].device:
                action = "to_tray" if "tray" in s.match.movable(seat) else "roll"
                cap = s.station_painter.key_cap(seat, action, sizes.SMALLEST, sizes.MISSING_CAP)
                pieces.append(("cap", (seat, action), cap.get_width() + 2))
            pieces.append(("gap", None, 14))
        pieces.pop()
        return pieces

    def draw_calls(self, surface: pygame.Surface, now: float) -> None:
        s = self.scene
        self.calls_drawn = []
        self.countdown_drawn = None
        self.countdown_plate = None
        self.countdown_number = None
        self.countdown_value = None
        phase = s.seen.phase
        centre = (TRAY_RECT.centerx, TRAY_RECT.centery - 6)
        words = s.t.list("wurf_und_weg.call.countdown") or ["", "", ""]
        if s.intro_left > 0 and phase == "setup" and self.splash() is None:
            # a new game's hold is the first seconds of round 1's count: one count, never two
            self.draw_countdown(surface, s.intro_left + s.match.rules.countdown)
        elif s.countdown is not None and phase == "countdown":
            go_at, seconds = s.countdown
            left = go_at - s.clock
            if left > 0:
                self.draw_countdown(surface, left)
        if s.go_at_time is not None and phase == "race":
            age = now - s.go_at_time
            if age < GO_SHOW:
                self.blit_call(surface, words[-1], 104, GOLD, centre, age, fade=GO_SHOW)
            elif (s.round_no == 1 and age < GOAL_SHOW and not any(v.place == "tray" for v in s.flights.dice)
                  and not self.die_over(GOAL_BOX, now)):
                # the first round: the empty tray says what the race is for, until a die heads
                # for it, and not while one flies across it (never under a die)
                text = s.t("wurf_und_weg.table.goal")
                box = GOAL_BOX
                self.calls_drawn.append(blit_fit(surface, text, box, GOAL_SIZE, (222, 232, 214), True, 2, "center",
                                                 "center", smallest=sizes.SMALLEST))
        stopper = s.seen.stopper
        if s.stop_at is not None and stopper is not None and stopper < len(s.stations):
            age = now - s.stop_at
            if age < STOP_SHOW:
                # from the caller's own empty hand (the caller has no dice left), never over the
                # tray, the pile or the luck die, whose dice matter now
                hand = s.stations[stopper].hand
                text = s.t("wurf_und_weg.call.stop")
                scale = grown(0.6 + 0.4 * ease_out_back(min(1.0, age / 0.22)))
                size = min(call_size(text, round((hand.w - 16) / OVERSHOOT), STOP_SIZE), round(hand.h * 0.8))
                centre = hand.center
                settle = (age - (STOP_SHOW - STOP_SETTLE)) / STOP_SETTLE
                if settle > 0:
                    # it settles into the caller's status line, where the same red "Stopp!"
                    # stays for the last rolls: one call, never a second one after it
                    t = settle * settle * (3 - 2 * settle)
                    line = s.stations[stopper].status.center
                    centre = (round(centre[0] + (line[0] - centre[0]) * t), round(centre[1] + (line[1] - centre[1]) * t))
                    scale = grown(1.0 + (sizes.STATUS / size - 1.0) * t)
                img = outlined(text, size, RED, (40, 8, 6), 4, float(round(6 * (1 - max(0.0, settle)))), scale)
                rect = img.get_rect(center=centre)
                blit_words(surface, text, img, rect, size)
                self.calls_drawn.append(rect)

    def die_over(self, box: pygame.Rect, now: float) -> bool:
        """Whether a die shows over `box` now (lying there or flying across it)."""
        for v in self.scene.flights.dice:
            x, y, _a, size, _h, _face, alpha = v.pose(now)
            if alpha > 0 and box.colliderect(pygame.Rect(0, 0, size, size).move(x - size / 2, y - size / 2)):
                return True
        return False

    def draw_countdown(self, surface: pygame.Surface, left: float) -> None:
        """3, 2, 1 large in the tray's free felt, and under it the whole start call ("Auf die
        Deckel, / fertig, los!") in two lines on a plate, its words lighting up one a second:
        never a call cut in half, and neither over the other nor over a die (the luck die rolls
        into the tray while the round is called: the numeral stands beside it, the words wait)."""
        s = self.scene
        words = list(s.t.list("wurf_und_weg.call.countdown") or ["", "", ""])
        number = max(1, math.ceil(left - 1e-6))
        age = math.ceil(left - 1e-6) - left     # seconds this number has shown
        lit = min(len(words) - 1, max(1, 4 - number))   # 3: the first words, 2: "fertig," too; "los!" waits
        numeral = s.number(number)
        size, imgs, gap, plate, number_size, number_box = self.countdown_layout(tuple(words), lit, numeral)
        # it grows in to its full size (never past it: the room around it is measured at full size)
        scale = grown(0.6 + 0.4 * ease_out_cubic(min(1.0, age / 0.2)))
        img = outlined(numeral, number_size, GOLD, (24, 16, 10), 4, 0.0, scale)
        ink = numeral_ink(numeral, number_size)
        full = outlined(numeral, number_size, GOLD, (24, 16, 10), 4)
        off_x = (full.get_width() / 2 - ink.centerx) * scale
        off_y = (full.get_height() / 2 - ink.centery) * scale
        drawn_at = img.get_rect(center=(round(number_box.centerx + off_x), round(number_box.centery + off_y)))
        blit_words(surface, numeral, img, drawn_at, number_size)
        shown = pygame.Rect(0, 0, round(ink.w * scale), round(ink.h * scale))
        shown.center = number_box.center
        self.calls_drawn.append(shown)
        self.countdown_number = shown
        self.countdown_value = number
        if plate is None:
            return      # the luck die still rolls where the words would stand: they follow it
        placed = []
        pitch = word_ink(words[0], size).h + 2          # the two rows, ink to ink
        for row, (first, last) in enumerate(((0, 1), (1, len(words)))):
            pieces = list(zip(words[first:last], imgs[first:last], strict=True))
            total = sum(img.get_width() for _, img in pieces) + gap * (len(pieces) - 1)
            x = plate.centerx - total // 2
            top = plate.top + PLATE_PAD_Y + row * pitch
            for word, img in pieces:
                ink = word_ink(word, size)
                at = img.get_rect(topleft=(x, top - word_ink(words[0], size).y))
                placed.append((word, img, at, ink.move(at.topleft)))
                x += img.get_width() + gap
        line = placed[0][3].unionall([ink for *_w, ink in placed[1:]])
        # the words on a dark plate of their own: light ink reads on it, whatever the felt
        surface.blit(countdown_plate(plate.size), plate)
        for word, img, rect, _ink in placed:
            blit_words(surface, word, img, rect, size)
        self.calls_drawn.append(line)
        self.countdown_drawn = (number, " ".join(words[:lit]), line)
        self.countdown_plate = plate

    def dice_over_tray(self) -> list[pygame.Rect]:
        """Where dice show over the tray now: the luck die rolling, lying or leaving, a die
        flying across (a little margin each)."""
        s = self.scene
        now = s.time
        rects = []
        for die_id in s.tray.ids:
            if s.tray.pose(die_id)[4] > 0:
                rects.append(s.tray.drawn_rect(die_id))
        for v in s.flights.dice:
            x, y, _a, size, _h, _face, alpha = v.pose(now)
            if alpha > 0:
                rects.append(pygame.Rect(0, 0, size, size).move(x - size / 2, y - size / 2))
        return [r.inflate(8, 8) for r in rects if r.colliderect(TRAY_RECT)]

    def countdown_layout(self, words: tuple, lit: int, numeral: str):
        """(word px, word pictures, px between them, the plate, the numeral's px, where its
        visible figure stands): with the tray free, the plate low in it and the numeral as large
        as fits over it; while a die lies or rolls in the tray, the numeral alone, large, on the
        free felt clear of it and as near the middle as that allows (the words wait). The place
        chosen last frame stays while it stays free (nothing jumps about while the luck die lies
        still)."""
        s = self.scene
        room = COUNTDOWN_ROOM
        dice = self.dice_over_tray()

        def free(rect: pygame.Rect) -> bool:
            return room.contains(rect) and rect.collidelist(dice) < 0

        def plate_for(size: int) -> pygame.Rect:
            # measured, not rendered: only the size chosen is drawn
            f = font(size, True)
            gap = f.size(" ")[0] - 6
            widths = [f.size(w)[0] + 6 for w in words]
            rows = (widths[:1], widths[1:])
            w = max(sum(row) + gap * (len(row) - 1) for row in rows)
            return pygame.Rect(0, 0, w + 2 * PLATE_PAD, 2 * word_ink(words[0], size).h + 2 + 2 * PLATE_PAD_Y)

        def figure(px: int) -> pygame.Rect:
            return numeral_ink(numeral, px).copy()

        last = self.countdown_last
        if last is not None and last[0] == (words, numeral) and (last[2] is not None or dice):
            _key, size, plate, number_size, box = last
            if free(box) and (plate is None or (free(plate) and not box.colliderect(plate))):
                return (size, *self.countdown_pictures(words, lit, size), plate, number_size, box)

        def chosen(size, plate, number_size, box):
            self.countdown_last = ((words, numeral), size, plate, number_size, box)
            return (size, *self.countdown_pictures(words, lit, size), plate, number_size, box)

        largest = self.countdown_words(words, lit)[0]
        stacks = []
        for number_size in NUMBER_PX:
            for size in range(largest, sizes.COUNTDOWN_SMALLEST - 1, -1):
                plate = plate_for(size)
                plate.midbottom = room.midbottom
                box = figure(number_size)
                box.midbottom = (room.centerx, plate.top - 2)
                if room.contains(box) and room.contains(plate):
                    stacks.append((size, plate, number_size, box))
        # best first: the figure FIGURE_MIN tall and the words COUNTDOWN_WORDS large, then the
        # larger figure, then the larger words
        stacks.sort(key=lambda c: (c[3].h >= FIGURE_MIN, c[0] >= COUNTDOWN_WORDS, c[3].h, c[0]), reverse=True)
        for size, plate, number_size, box in stacks:
            if free(plate) and free(box):
                return chosen(size, plate, number_size, box)
        # a die lies where the plate would stand: the numeral alone on the felt (never on the
        # rim nor pushed to a corner): clear of the dice, as near the middle as that allows
        felt = s.tray.felt.inflate(-4, -4)
        home = (felt.centerx, felt.centery)
        for number_size in NUMBER_PX:
            box = figure(number_size)
            spots = []
            for y in range(felt.top + box.h // 2, felt.bottom - box.h // 2 + 1, 6):
                for x in range(felt.left + box.w // 2, felt.right - box.w // 2 + 1, 6):
                    spots.append(box.move(x - box.centerx, y - box.centery))
            spots = [b for b in spots if free(b)]
            if spots:
                best = max(spots, key=lambda b: (min(CLEARANCE, min((gap_between(b, d) for d in dice), default=CLEARANCE)),
                                                 -math.dist(b.center, home)))
                return chosen(largest, None, number_size, best)
        size, plate, number_size, box = stacks[0]     # dice all over the tray: the usual place
        return (size, *self.countdown_pictures(words, lit, size), plate, number_size, box)

    def countdown_pictures(self, words: tuple, lit: int, size: int) -> tuple[list, int]:
        """The start call's words as outlined pictures at `size` px, and the px between them."""
        imgs = [outlined(w, size, COUNTDOWN_LIT if i < lit else COUNTDOWN_WAITING, (24, 16, 10), 3)
                for i, w in enumerate(words)]
        return imgs, font(size, True).size(" ")[0] - 6

    def countdown_words(self, words: tuple, lit: int) -> tuple[int, list, int]:
        """(px, the start call's words as outlined pictures, px between them) at the largest
        size whose longer line fits the tray."""
        room = TRAY_RECT.w - 24
        for size in range(COUNTDOWN_SIZE, sizes.COUNTDOWN_SMALLEST - 1, -1):
            imgs = [outlined(w, size, COUNTDOWN_LIT if i < lit else COUNTDOWN_WAITING, (24, 16, 10), 3)
                    for i, w in enumerate(words)]
            gap = font(size, True).size(" ")[0] - 6
            rows = (imgs[:1], imgs[1:])
            if max(sum(img.get_width() for img in row) + gap * (len(row) - 1) for row in rows) <= room:
                break
        return size, imgs, gap

    def blit_call(self, surface, text: str, size: int, colour, centre, age: float, fade: float | None = None) -> None:
        """A call inside the tray's frame (empty while the round is called): never over the
        pile, the luck die or a station."""
        size = fit(text, round((TRAY_RECT.w - 24) / OVERSHOOT), size, True, 1, 30)[0]
        scale = grown(0.5 + 0.5 * ease_out_back(min(1.0, age / 0.25)))
        img = outlined(text, size, colour, (24, 16, 10), 4, 0.0, scale)
        self.calls_drawn.append(img.get_rect(center=centre))
        if fade is not None and age > fade - 0.3:
            img.set_alpha(max(0, int(255 * (fade - age) / 0.3)))
            blit_words(surface, text, img, img.get_rect(center=centre), size)
            img.set_alpha(255)
        else:
            blit_words(surface, text, img, img.get_rect(center=centre), size)

    # -- a new game's first words ---------------------------------------------------------------
    def intro_shown(self) -> bool:
        """Whether the new game's rules card shows: from the table's first frame until round 1's
        "los!" (the count below it in the tray is the wait; the card covers neither)."""
        s = self.scene
        if s.intro_left > 0 and s.seen.phase == "setup":
            return True
        return bool(getattr(s, "new_game", False)) and s.round_no <= 1 and s.seen.phase in ("setup", "countdown")

    def intro_card(self) -> tuple[pygame.Rect, tuple, tuple, pygame.Rect | None]:
        """The rules card's place and words, and where its countdown line stands (see `intro_layout`)."""
        s = self.scene
        # (the wait's count stands large in the tray, not on the card)
        return intro_layout(len(s.seats), (s.t("wurf_und_weg.table.intro"), s.t("wurf_und_weg.table.intro_short")))

    def intro_faces(self) -> tuple[int, int | None]:
        """(the coaster rule's example symbol, the luck rule's symbol or None) on the rules card.
        The luck die shows this round's luck symbol once its die lies beside the tray, a "?"
        before. The example is never the round's luck symbol (that die goes into the tray, not to
        a neighbour): a symbol on the first person's own coaster where one is not the luck."""
        s = self.scene
        landed = s.luck_face and s.luck_parked_at is not None and s.time >= s.luck_parked_at
        luck = s.luck_face if landed else None
        seat = next((i for i, seat in enumerate(s.seats) if not seat.is_bot), 0)
        coaster = s.seen.coaster[seat] if seat < len(s.seen.coaster) else None
        own = [coaster_art.face_of(sym) for sym in ww.coaster_symbols(coaster)] if coaster is not None else []
        # avoid the luck symbol as soon as it is thrown (it is the engine's, and lands shortly)
        for face in own + [2, 3]:
            if face != s.luck_face:
                return face, luck
        return 2, luck

    def draw_intro(self, surface: pygame.Surface) -> None:
        """Before round 1's "los!": how the race goes in three large lines, each beside its
        picture (a coaster's symbol sends that die to the neighbour, the luck symbol into the
        tray, no dice left calls "Stopp!"), on a solid card that covers nothing a player needs
        (see `intro_shown` for how long)."""
        self.intro_drawn = None
        self.intro_rows = []
        if not self.intro_shown():
            return
        splash = self.splash()
        if splash is not None:
            self.draw_splash(surface, *splash)
            return
        placed = self.intro_card()
        if placed is None:       # no room beside the tray holds it readable: read in the middle
            return
        rect, (size, lines), _keys, _count = placed
        surface.blit(card(rect.size), rect)
        px = intro_picture_px(size)
        example, luck = self.intro_faces()
        block = intro_picture_w(size) + max(width_of(line, size, True) for line in lines)
        x = rect.centerx - block // 2
        top = rect.y + PANEL_PAD_Y
        for row, line in enumerate(lines):
            mid = top + row * line_step(size) + font(size, True).get_height() // 2
            picture = intro_picture(row, px, luck, example)
            if picture is not None:
                surface.blit(picture, picture.get_rect(midleft=(x, mid)))
            drawn_at = blit_text(surface, line, (x + intro_picture_w(size), mid), size, GOLD, True, "midleft")
            self.intro_rows.append((line, size, drawn_at, picture is not None))
        self.intro_drawn = rect

    def splash(self) -> tuple | None:
        """The rules card in the middle of the table with the count on it (see `rules_splash`)
        while the new game's table holds still, or None (then it stands beside the tray)."""
        s = self.scene
        if not (s.intro_left > 0 and s.seen.phase == "setup"):
            return None
        wordings = (s.t("wurf_und_weg.table.intro"), s.t("wurf_und_weg.table.intro_short"))
        return splash_layout(len(s.seats), wordings, FIGURE_MIN)

    def draw_splash(self, surface: pygame.Surface, rect: pygame.Rect, size: int, lines: tuple,
                    count_box: pygame.Rect, words_box: pygame.Rect) -> None:
        """The middle card: the count large (at its top or its right), the rules, each beside its picture."""
        s = self.scene
        surface.blit(card(rect.size), rect)
        number = max(1, math.ceil(s.intro_left + s.match.rules.countdown - 1e-6))
        numeral = s.number(number)
        px = next((p for p in range(NUMBER_PX[0], COUNT_SMALLEST - 1, -2)
                   if numeral_ink(numeral, p).h <= count_box.h and numeral_ink(numeral, p).w <= count_box.w),
                  COUNT_SMALLEST)
        img = outlined(numeral, px, GOLD, (24, 16, 10), 4)
        ink = numeral_ink(numeral, px)
        at = img.get_rect(center=count_box.center).move(img.get_width() // 2 - ink.centerx,
                                                        img.get_height() // 2 - ink.centery)
        blit_words(surface, numeral, img, at, px)
        self.countdown_number = ink.move(at.topleft)
        self.countdown_value = number
        example, luck = self.intro_faces()
        width, height = rules_block(size, lines)
        x = words_box.centerx - width // 2
        top = words_box.centery - height // 2
        for row, line in enumerate(lines):
            mid = top + row * line_step(size) + max(font(size, True).get_height(), picture_px(size)) // 2
            picture = intro_picture(row, picture_px(size), luck, example)
            if picture is not None:
                surface.blit(picture, picture.get_rect(midleft=(x, mid)))
            drawn_at = blit_text(surface, line, (x + picture_w(size), mid), size, GOLD, True, "midleft")
            self.intro_rows.append((line, size, drawn_at, picture is not None))
        self.intro_drawn = rect

    # -- the round's end ---------------------------------------------------------------------------
    def panel_layout(self, title: str, rows) -> tuple:
        """(height, title size, row pitch, name width, rows as (name shown, its size, outcome,
        colour, coasters)): the card's measures, found once. Every name stands whole at `ROW` px
        if its column allows it, else a little smaller (never under `sizes.SMALLEST`), and only then
        shortened; the outcome and the coasters stay at `ROW` px. Should the rows not fit
        between the stations, the note under the seats' rows goes (six seats' rows always fit)."""
        key = (title, tuple(rows))
        if self._panel[0] != key:
            most = panel_room(len(self.scene.seats))[1]
            seated = [r for r in rows if r[0]]
            outcome_w = max([width_of(r[1], ROW) for r in seated], default=0)
            wide = panel_width(len(self.scene.seats))
            name_w = min(wide - 2 * PANEL_PAD - outcome_w - TOTAL_W - 2 * COLUMN_GAP - ROW_TOKEN,
                         max([width_of(r[0], ROW, True) for r in seated], default=0))
            shown = []
            for name, outcome, colour, total in rows:
                size = fitted_size(name, ROW, name_w, True, sizes.SMALLEST) if name else ROW
                if name and width_of(name, size, True) > name_w:
                    # too long even at the floor: its first word if that stands whole, else cut
                    head = first_word(name)
                    name = head if head and width_of(head, size, True) <= name_w else elided(name, size, name_w)
                shown.append((name, size, outcome, colour, total))
            inner = wide - 2 * PANEL_PAD
            for title_size, pitch in ((TITLE, ROW_PITCH), (ROW, ROW_TIGHT)):
                # (the game's winners together may take two lines, a little smaller)
                title_h = fit_height(title, inner, title_size, True, 2, sizes.SMALLEST)
                height = PANEL_PAD_Y + title_h + 4 + pitch * len(shown) + PANEL_PAD_Y
                if height <= most:
                    break
            while height > most and len(shown) > 1:
                shown.pop()
                height -= pitch
            self._panel = (key, (height, title_size, pitch, name_w, shown, title_h))
        return self._panel[1]

    def seat_named(self, shown: str) -> int | None:
        """The seat whose name a row of the card shows (whole, its first word or cut)."""
        names = [getattr(seat, "name", seat) for seat in self.scene.seats]
        if not shown:
            return None
        if shown in names:
            return names.index(shown)
        return next((i for i, name in enumerate(names) if name.startswith(shown.rstrip("…"))), None)

    def compact(self) -> bool:
        """The round's card is compact at this table (see `compact_card`)."""
        return compact_card(len(self.scene.seats))

    def compact_words(self, title: str, rows) -> str:
        """The compact card's line: the title, and the notes across the card ("Anna: no new
        coaster") after it where the line holds them all at `sizes.SMALLEST` px."""
        notes = [outcome for name, outcome, _colour, _total in rows if not name]
        if notes:
            line = " · ".join([title, *notes])
            if width_of(line, sizes.SMALLEST, True) <= compact_room(len(self.scene.seats)).w - 2 * PANEL_PAD:
                return line
        return title

    def compact_title(self, title: str) -> tuple[str, int]:
        """(words, px) of the compact card's title: whole at `ROW` px or smaller (never under
        `sizes.SMALLEST`), cut only when even that is too wide."""
        room = compact_room(len(self.scene.seats)).w - 2 * PANEL_PAD
        size = fitted_size(title, ROW, room, True, sizes.SMALLEST)
        if width_of(title, size, True) > room:
            title = elided(title, size, room)
        return title, size

    def draw_compact_card(self, surface: pygame.Surface, words: str) -> None:
        """The round's title on a small card under the tray (the rows stand on the stations)."""
        words, size = self.compact_title(words)
        rect = compact_rect(len(self.scene.seats), width_of(words, size, True))
        surface.blit(card(rect.size), rect)
        blit_text(surface, words, rect.center, size, GOLD, True, "center")
        self.compact_drawn = rect

    def prepare_round_panel(self, title: str, rows) -> None:
        """Before the panel shows: its layout and its texts, one piece a frame (drawn all at
        once they made the frame it appears in the slowest of the round)."""
        key = (title, tuple(rows))
        if self._warming[0] != key:
            self._warming = (key, self._panel_pieces(title, rows))
        next(self._warming[1], None)

    def _panel_pieces(self, title: str, rows):
        height, title_size, _pitch, _name_w, shown, _title_h = self.panel_layout(title, rows)
        yield
        wide = panel_width(len(self.scene.seats))
        card((wide, height))
        size, parts = fit(title, wide - 2 * PANEL_PAD, title_size, True, 2, sizes.SMALLEST)
        for part in parts:
            prepare(part, size, GOLD, True)
        yield
        for name, size, outcome, colour, total in shown:
            if name:
                prepare(name, size, colour, True)
            prepare(outcome, ROW, colour)
            if total is not None:
                prepare(self.scene.number(total), ROW, theme.TEXT, True)
            yield

    def draw_round_panel(self, surface: pygame.Surface, now: float) -> None:
        panel = self.scene.round_panel
        if panel is None:
            return
        title, rows, t0 = panel
        age = now - t0
        self.compact_drawn = None
        if compact_card(len(self.scene.seats)):
            words, size = self.compact_title(self.compact_words(title, rows))
            if age < RESULT_APPEARS:
                prepare(words, size, GOLD, True)     # (the rows on the stations need nothing new)
            else:
                self.draw_compact_card(surface, words)
            return
        if age < RESULT_APPEARS:
            self.prepare_round_panel(title, rows)
            return
        height, title_size, pitch, name_w, shown, title_h = self.panel_layout(title, rows)
        rect = panel_rect(len(self.scene.seats), height)
        surface.blit(card(rect.size), rect)
        inner = rect.inflate(-2 * PANEL_PAD, 0)
        y = rect.y + PANEL_PAD_Y
        blit_fit(surface, title, pygame.Rect(inner.x, y, inner.w, title_h), title_size, GOLD, True, 2, "center",
                 smallest=sizes.SMALLEST)
        y += title_h + 4
        coaster = coaster_art.image(None, TOTAL_COASTER, face_up=False)
        for name, size, outcome, colour, total in shown:
            mid = y + pitch // 2
            if not name:             # a note across the card
                blit_fitted(surface, outcome, (inner.centerx, mid), inner.w, ROW, colour, False, "center", sizes.SMALLEST)
                y += pitch
                continue
            seat = self.seat_named(name)
            if seat is not None:      # the seat's token (shape and colour, as on its station) first
                style = self.scene.style(seat) if hasattr(self.scene, "style") else seat
                draw_seat_token(surface, style, (inner.x + ROW_TOKEN // 2 - 2, mid), ROW_TOKEN // 2 - 3)
            blit_text(surface, name, (inner.x + ROW_TOKEN, mid), size, colour, True, "midleft")
            blit_text(surface, outcome, (inner.x + ROW_TOKEN + name_w + COLUMN_GAP, mid), ROW, colour, False,
                      "midleft")
            if total is not None:
                number = blit_text(surface, self.scene.number(total), (inner.right, mid), ROW, theme.TEXT, True,
                                   "midright")
                surface.blit(coaster, coaster.get_rect(midright=(number.x - 6, mid)))
            y += pitch


@lru_cache(maxsize=64)
def word_ink(word: str, px: int) -> pygame.Rect:
    """The visible part of a start call's word picture at `px` (its ink and outline)."""
    return outlined(word, px, COUNTDOWN_LIT, (24, 16, 10), 3).get_bounding_rect()


@lru_cache(maxsize=64)
def numeral_ink(numeral: str, px: int) -> pygame.Rect:
    """The visible part (figure and outline) of a countdown numeral's picture at `px`."""
    return outlined(numeral, px, GOLD, (24, 16, 10), 4).get_bounding_rect()


@lru_cache(maxsize=64)
def call_size(text: str, width: int, largest: int) -> int:
    """The largest size up to `largest` (not under `sizes.SMALLEST`) at which a bold call fits
    `width`: guessed from its width at `largest` (text grows in proportion to its size), then
    checked, so it loads two or three fonts, not one for every size on the way down (those
    loads made the frame a first "Stopp!" shows the slowest of the race)."""
    full = width_of(text, largest, True)
    size = largest if full <= width else max(sizes.SMALLEST, min(largest, int(largest * width / max(1, full))))
    while size > sizes.SMALLEST and width_of(text, size, True) > width:
        size -= 1
    while size < largest and width_of(text, size + 1, True) <= width:
        size += 1
    return size


def intro_picture_px(size: int) -> int:
    """How tall a rule's picture stands beside its line of `size` px."""
    return round(size * 1.1)


def arrow_px(px: int) -> int:
    """The arrow beside a rule's die of `px`."""
    return round(px * 0.8)


def intro_picture_w(size: int) -> int:
    """The width of the card's picture column (a die and its arrow, then a gap) at `size` px."""
    px = intro_picture_px(size)
    return px + arrow_px(px) + INTRO_PICTURE_GAP


def intro_fit(room: pygame.Rect, rules: str) -> tuple[int, tuple[str, ...], int, int]:
    """(px, lines, height, width): the rules (a rule a line, each whole on one line beside its
    picture) at the largest size that fits `room` (the smallest size when nothing fits)."""
    lines = tuple(line for line in rules.split("\n") if line)
    for size in range(INTRO_SIZE, sizes.SMALLEST - 1, -1):
        width = max(width_of(line, size, True) for line in lines) + intro_picture_w(size) + 2 * PANEL_PAD
        height = 2 * PANEL_PAD_Y + line_step(size) * (len(lines) - 1) + font(size, True).get_height()
        if width <= room.w and height <= room.h:
            break
    return size, lines, height, width


@lru_cache(maxsize=16)
def intro_layout(seats: int, wordings: tuple[str, ...]) -> tuple[pygame.Rect, tuple, tuple, None] | None:
    """(the card, (size, lines) of the rules, (size, ()) — no line under them, None — no count
    on the card): the first room (see `intro_rooms`) that holds the whole rules at `INTRO_ENOUGH`
    px or more, the fuller wording first; only where no room does, the short one; else the
    largest; None where no room holds it at `sizes.SMALLEST` px (six seats: it was read in the middle of
    the table, see `rules_splash`). The card is as tall as its lines."""
    best = None
    for order, room in enumerate(intro_rooms(seats)):
        for k, rules in enumerate(wordings):
            size, lines, height, width = intro_fit(room, rules)
            fits = width <= room.w and height <= room.h
            rank = (True, -k, -order) if fits and size >= INTRO_ENOUGH else (False, fits, size, -order, -k)
            if best is None or rank > best[0]:
                rect = pygame.Rect(0, 0, min(room.w, max(width, 2 * room.w // 3)), min(room.h, height))
                rect.center = room.center
                best = (rank, rect, (size, lines))
    if best is None or not best[0][0] and not best[0][1]:
        return None
    _rank, rect, fitted = best
    return rect, fitted, (fitted[0], ()), None


@lru_cache(maxsize=16)
def intro_picture(row: int, px: int, luck_face: int | None = None, example: int = 2) -> pygame.Surface | None:
    """The picture beside the card's rule `row`: a die with a coaster's symbol `example` and an
    arrow to the side (it goes to that neighbour), the yellow luck die showing `luck_face` (a "?"
    while the round's luck is not known) and an arrow up (into the tray); none beside "no dice
    left? Stopp!"."""
    if row > 1:
        return None
    surf = pygame.Surface((px + arrow_px(px), px), pygame.SRCALPHA)
    if row == 0:
        die = dice_art.die_sprite("symbol", example, px)[0]
        arrow = arrow_image(0, arrow_px(px))
    elif luck_face is None:
        die = unknown_luck_die(px)
        arrow = arrow_image(270, arrow_px(px))
    else:
        die = dice_art.die_sprite("luck", luck_face, px)[0]
        arrow = arrow_image(270, arrow_px(px))
    surf.blit(die, die.get_rect(center=(px // 2, px // 2)))
    surf.blit(arrow, arrow.get_rect(center=(px + arrow_px(px) // 2, px // 2)))
    return surf


@lru_cache(maxsize=8)
def unknown_luck_die(px: int) -> pygame.Surface:
    """The yellow luck die with a "?" on it: the round's luck symbol is not rolled yet."""
    yellow = dice_art.YELLOW
    side = round(px * 0.9)
    surf = framed((side, side), (*yellow["face"], 255), (*yellow["dark"], 255), max(2, px // 14), px // 5)
    mark = font(round(px * 0.7), True).render("?", True, yellow["pip"])
    surf.blit(mark, mark.get_rect(center=(side // 2, side // 2)))
    return surf


@lru_cache(maxsize=16)
def framed(size: tuple[int, int], fill: tuple, rim: tuple, rim_width: int, radius: int) -> pygame.Surface:
    """A rounded plate of `fill` with a rim (cached per size and look)."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, rim, surf.get_rect(), width=rim_width, border_radius=radius)
    return surf


def gap_between(a: pygame.Rect, b: pygame.Rect) -> int:
    """Pixels between two rectangles (0 when they touch or overlap)."""
    return max(0, b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom)


def countdown_plate(size: tuple[int, int]) -> pygame.Surface:
    """The dark plate under the start call's words, a thin light rim round it."""
    return framed(size, PLATE, (255, 236, 170, 90), 2, 12)


def card(size: tuple[int, int]) -> pygame.Surface:
    """The round's card: solid (nothing of the tray shows through its words), framed in gold."""
    return framed(size, CARD, (246, 190, 60, 255), 3, 18)
