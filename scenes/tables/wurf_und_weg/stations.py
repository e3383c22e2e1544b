"""The seats' stations on the Wurf & Weg table: one painter for all of them.

A station shows: the seat's colour, token and name, its won coasters (face down, counted), the
face-up coaster whose two symbols sit towards the neighbours their dice go to (a faint ring
while it has none), the hand's felt, and the seat's own keys with, for each move key, the
symbol it moves and an arrow to where that die goes (or, for a bot, who plays it). Over it,
when it applies: the round winner's golden frame and "+1", the last-rolls badge (rolls left,
"Stopp!", all gone), the ice of a frozen seat with its timer, and a person's refused press.

The painter reads the scene and never changes the game: the won coasters, the coaster, the
phase, the caller and the dice counts all come from the scene's `seen` (what has landed).
The static parts go into the table's background once; key strips are cached by what they show.
"""

from __future__ import annotations

import pygame

from game.wurf_und_weg import match as ww
from scenes.dice import art as dice_art
from scenes.tables.wurf_und_weg import coaster_art
from scenes.tables.wurf_und_weg.flights import face_of, shake_offset
from scenes.tables.wurf_und_weg.layout import (
    COASTER_D,
    MAX_WON_SLOTS,
    STATION_W,
    WON_D,
    Station,
    won_spot,
)
from scenes.tables.wurf_und_weg.pictures import (
    GOLD,
    arrow_image,
    blit_words,
    coaster_shade,
    ice_overlay,
    outlined,
    pill,
)
from scenes.ui import theme
from scenes.ui.seat_panel import key_label, keycap_image, kind_text
from scenes.ui.text import blit_text, render
from scenes.ui.tween import clamp01, pulse
from scenes.ui.widgets import draw_seat_token


class StationPainter:
    """Draws every seat's station of `scene` (reads the scene, never changes the game)."""

    def __init__(self, scene):
        self.scene = scene
        self._strips: dict[tuple, pygame.Surface] = {}

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

    # -- the background (drawn once) ---------------------------------------------------------
    def render(self, surf: pygame.Surface, seat: int, st: Station) -> None:
        rect = st.rect
        colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (0, 0, 0, 90), panel.get_rect().move(0, 4), border_radius=18)
        pygame.draw.rect(panel, (18, 26, 23, 228), panel.get_rect(), border_radius=18)
        pygame.draw.rect(panel, (*colour, 255), panel.get_rect(), width=3, border_radius=18)
        pygame.draw.rect(panel, (*colour, 60), pygame.Rect(3, 3, rect.w - 6, 34), border_top_left_radius=16,
                         border_top_right_radius=16)
        surf.blit(panel, rect)
        draw_seat_token(surf, seat, (rect.x + 22, rect.y + 20), 11)
        name = self.scene.seats[seat].name
        img = render(name, 22, theme.TEXT, True)
        room = rect.w - 60 - self.won_slots(seat) * (WON_D + 5)
        if img.get_width() > room:
            img = img.subsurface((0, 0, max(10, room), img.get_height()))
        surf.blit(img, (rect.x + 40, rect.y + 7))
        # the coaster's place (a faint ring while it is empty) and the hand's felt
        cx, cy = st.coaster
        pygame.draw.circle(surf, (*colour, 255), (round(cx), round(cy)), COASTER_D // 2 - 6, 2)
        hand = pygame.Surface(st.hand.size, pygame.SRCALPHA)
        pygame.draw.rect(hand, (40, 92, 62, 150), hand.get_rect(), border_radius=12)
        pygame.draw.rect(hand, (70, 130, 92, 120), hand.get_rect(), width=1, border_radius=12)
        surf.blit(hand, st.hand)

    # -- under the dice ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, seat: int) -> None:
        s = self.scene
        st = s.stations[seat]
        rect = st.rect
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
        if won > slots:
            blit_text(surface, s.t("wurf_und_weg.table.count", n=won), (rect.right - 12, rect.y + 38), 14,
                      theme.TEXT, True, "topright")
        # the coaster
        c = s.seen.coaster[seat]
        if c is not None:
            left, right = ww.coaster_symbols(c)
            img = coaster_art.image(c, COASTER_D, left, right, st.left_deg, st.right_deg)
            sh = coaster_art.shadow(COASTER_D)
            surface.blit(sh, sh.get_rect(center=(round(st.coaster[0]) + 3, round(st.coaster[1]) + 5)))
            surface.blit(img, img.get_rect(center=(round(st.coaster[0]), round(st.coaster[1]))))
        elif seat in s.seen.pile_empty:
            blit_text(surface, s.t("wurf_und_weg.table.no_coaster"), st.coaster, 16, theme.TEXT_DIM, anchor="center")
        # keys (or who plays it)
        strip = self.hint_strip(seat)
        surface.blit(strip, (rect.x + 10, rect.bottom - 31))

    # -- over the dice -------------------------------------------------------------------------
    def overlay(self, surface: pygame.Surface, seat: int, now: float) -> None:
        s = self.scene
        st = s.stations[seat]
        rect = st.rect
        phase = s.seen.phase
        # winner of the round: a golden frame and "+1"
        if seat in s.seen.winners and phase in ("round_over", "game_over"):
            glow = int(3 + 3 * pulse(now))
            pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), width=glow, border_radius=20)
            if any(f.seat == seat and f.land == "won" and now < f.t0 for f in s.flights.coasters):
                x, y = st.coaster
                ring = int(COASTER_D / 2 + 4 + 3 * pulse(now, 6))
                pygame.draw.circle(surface, GOLD, (round(x), round(y)), ring, 4)
            text = s.t("wurf_und_weg.table.plus_coaster")
            img = pill(text, 16, theme.INK, GOLD)
            blit_words(surface, text, img, img.get_rect(midtop=(st.hand.centerx, st.hand.bottom - 26)))
        # the last rolls: rolls left, who called "Stopp!", who is done
        if phase == "last_rolls" or (phase in ("round_over", "game_over") and s.round_panel is None):
            self.last_rolls_badge(surface, seat, st)
        # frozen after a wrong press
        start, until = s.frozen_view[seat]
        if s.clock < until:
            dx = shake_offset(now - s.shake_at[seat])
            ice = ice_overlay(rect.size)
            surface.blit(ice, rect.move(dx, 0))
            text = s.t("wurf_und_weg.call.frozen")
            img = outlined(text, 26, (255, 255, 255), (30, 70, 120), 2)
            blit_words(surface, text, img, img.get_rect(center=(rect.centerx + dx, rect.y + 68)))
            left = until - s.clock
            frac = clamp01(left / max(0.01, until - start))
            bar = pygame.Rect(rect.x + 30 + dx, rect.y + 98, rect.w - 60, 14)
            pygame.draw.rect(surface, (30, 60, 100), bar, border_radius=7)
            fill = bar.copy()
            fill.w = max(0, round(bar.w * frac))
            pygame.draw.rect(surface, (255, 255, 255), fill, border_radius=7)
            blit_text(surface, s.t("wurf_und_weg.table.frozen_timer", seconds=s.seconds_text(left)),
                      (bar.centerx, bar.bottom + 4), 18, (20, 40, 80), True, "midtop")
        # a refused press of a person
        r = s.refusals.get(seat)
        if r is not None:
            img = pill(r[0], 15, theme.TEXT, (120, 40, 36, 235))
            x = rect.centerx
            img_rect = img.get_rect(midbottom=(x, rect.y - 2) if rect.y > 40 else (x, rect.bottom + 26))
            img_rect.clamp_ip(surface.get_rect())
            blit_words(surface, r[0], img, img_rect)

    def last_rolls_badge(self, surface: pygame.Surface, seat: int, st: Station) -> None:
        s = self.scene
        seen = s.seen
        if seat == seen.stopper:
            text = s.t("wurf_und_weg.call.stop")
            img = pill(text, 18, (255, 255, 255), (196, 40, 36))
        elif seen.dice_of(seat) == 0:
            text = s.t("wurf_und_weg.table.all_gone")
            img = pill(text, 16, theme.INK, theme.GOOD)
        else:
            left = s.rolls_view[seat] or 0
            key = "rolls_left_one" if left == 1 else "rolls_none" if left <= 0 else "rolls_left"
            text = s.t(f"wurf_und_weg.table.{key}", rolls=left)
            img = pill(text, 15, theme.INK, GOLD if left > 0 else (150, 150, 150))
        x, y = st.coaster
        if seat != seen.stopper:   # the coaster's symbols no longer count
            shade = coaster_shade(COASTER_D)
            surface.blit(shade, shade.get_rect(center=(round(x), round(y))))
        r = img.get_rect(center=(round(x), round(y)))
        r.clamp_ip(st.rect.inflate(-8, -8))
        blit_words(surface, text, img, r)

    # -- the seat's keys -------------------------------------------------------------------------
    def hint_strip(self, seat: int) -> pygame.Surface:
        s = self.scene
        st = s.stations[seat]
        seat_obj = s.seats[seat]
        c = s.seen.coaster[seat]
        syms = ww.coaster_symbols(c) if c is not None else (None, None)
        key = (seat, s.t.lang, seat_obj.kind, s.luck_face, syms)
        strip = self._strips.get(key)
        if strip is None:
            if len(self._strips) > 48:
                self._strips.clear()
            strip = self.render_strip(seat, seat_obj, st, syms)
            self._strips[key] = strip
        return strip

    def render_strip(self, seat: int, seat_obj, st: Station, syms) -> pygame.Surface:
        """The seat's keys: roll, and for each move key the symbol it moves and an arrow to
        where that die goes (the tray, the left or the right neighbour)."""
        s = self.scene
        w, h = STATION_W - 20, 28
        strip = pygame.Surface((w, h), pygame.SRCALPHA)
        if not seat_obj.device:
            blit_text(strip, kind_text(s.t, seat_obj), (w // 2, h // 2), 16, theme.TEXT_DIM, anchor="center")
            return strip

        def keycap(action: str, short: bool) -> pygame.Surface:
            return keycap_image(key_label(s.app, seat_obj, action, short), 12)

        def icon(kind: str, symbol: str | None) -> pygame.Surface:
            if symbol is None:
                return render("?", 18, theme.TEXT, True)
            if kind == "luck":
                return dice_art.die_sprite("luck", face_of(symbol), 22)[0]
            return dice_art.symbol_surface(face_of(symbol), 24)

        luck = dice_art.SYMBOLS[s.luck_face - 1] if s.luck_face else None
        roll_word = [render(s.t("wurf_und_weg.key.roll"), 15, theme.TEXT, True),
                     render(s.t("wurf_und_weg.key.roll"), 12, theme.TEXT, True),
                     dice_art.die_sprite("pip", 5, 18)[0]]
        for short, word in [(False, 0), (False, 1), (False, 2), (True, 1), (True, 2)]:
            groups: list[list[pygame.Surface]] = [
                [keycap("roll", short), roll_word[word]],
                [keycap("to_tray", short), icon("luck", luck), arrow_image(round(st.tray_deg / 5) * 5, 16)],
                [keycap("to_left", short), icon("symbol", syms[0]), arrow_image(round(st.left_deg / 5) * 5, 16)],
                [keycap("to_right", short), icon("symbol", syms[1]), arrow_image(round(st.right_deg / 5) * 5, 16)],
            ]
            widths = [sum(g.get_width() for g in grp) + 2 * (len(grp) - 1) for grp in groups]
            if sum(widths) + 4 * 3 <= w:
                break
        gap = max(4, (w - sum(widths)) / 3)
        x = max(0.0, (w - sum(widths) - 3 * gap) / 2)
        for grp, gw in zip(groups, widths, strict=True):
            gx = x
            for img in grp:
                strip.blit(img, img.get_rect(midleft=(round(gx), h // 2)))
                gx += img.get_width() + 2
            x += gw + gap
        return strip
