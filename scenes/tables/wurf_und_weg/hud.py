"""The middle of the Wurf & Weg table and the calls across it: one painter.

The coaster pile (face down, counted), the ring around the luck die while it counts, the
game's name and the round in the corner, the banner under the tray (which symbol is lucky,
or the last rolls' time running out), the big calls ("Auf die Deckel, fertig, los!",
"Stopp!") and the round's panel: who won a coaster and why, who kept how many dice.

It reads the scene and never changes the game: the pile, the phase and the caller come from
the scene's `seen` (what has landed), never from the live match.
"""

from __future__ import annotations

import pygame

from scenes.dice import art as dice_art
from scenes.tables.wurf_und_weg import coaster_art
from scenes.tables.wurf_und_weg.layout import BANNER_Y, LUCK_POS, PILE_D, PILE_POS, TRAY_RECT, W
from scenes.tables.wurf_und_weg.pictures import GOLD, RED, blit_words, outlined, panel_shade
from scenes.ui import theme
from scenes.ui.text import blit_text, render
from scenes.ui.tween import clamp01, ease_out_back, pulse

STOP_SHOW = 1.9
GO_SHOW = 0.9


class HudPainter:
    """Draws the pile, the luck die's ring, the header, the banner, the calls and the round's
    panel of `scene` (reads the scene, never changes the game)."""

    def __init__(self, scene):
        self.scene = scene
        self._panel_font: tuple = (None, 19)

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
        blit_text(surface, s.t("wurf_und_weg.table.pile", n=n), (PILE_POS[0], PILE_POS[1] + PILE_D // 2 + 6), 16,
                  theme.TEXT_DIM, True, "midtop")

    def draw_luck(self, surface: pygame.Surface, now: float) -> None:
        s = self.scene
        parked = s.luck_parked_at is not None and now >= s.luck_parked_at
        if parked and s.seen.phase in ("countdown", "race", "last_rolls"):
            ring = int(50 + 4 * pulse(now, 2.0))
            pygame.draw.circle(surface, (255, 214, 90), LUCK_POS, ring, 3)
        s.tray.draw(surface, background=False)

    # -- words across the table ----------------------------------------------------------------
    def draw_header(self, surface: pygame.Surface) -> None:
        s = self.scene
        blit_text(surface, s.t("app.game.wurf_und_weg"), (18, 10), 26, GOLD, True)
        if s.round_no:
            blit_text(surface, s.t("wurf_und_weg.table.round", round=s.round_no), (18, 42), 20, theme.TEXT, True)

    def draw_banner(self, surface: pygame.Surface, now: float) -> None:
        s = self.scene
        phase = s.seen.phase
        cx = TRAY_RECT.centerx
        if phase == "last_rolls" and s.last_until is not None:
            text = s.t("wurf_und_weg.table.last_rolls_banner")
            img = outlined(text, 18, (255, 236, 170), (40, 20, 10), 2)
            blit_words(surface, text, img, img.get_rect(center=(cx, BANNER_Y - 8)))
            bar = pygame.Rect(TRAY_RECT.x + 30, BANNER_Y + 8, TRAY_RECT.w - 60, 10)
            frac = clamp01((s.last_until - s.clock) / max(0.01, s.match.rules.last_rolls_time))
            pygame.draw.rect(surface, (40, 30, 20), bar, border_radius=5)
            fill = bar.copy()
            fill.w = round(bar.w * frac)
            pygame.draw.rect(surface, GOLD, fill, border_radius=5)
        elif s.luck_face and phase in ("countdown", "race") and s.luck_parked_at is not None \
                and now >= s.luck_parked_at:
            name = s.t(f"wurf_und_weg.symbol.{dice_art.SYMBOLS[s.luck_face - 1]}")
            text = s.t("wurf_und_weg.table.luck", symbol=name)
            img = outlined(text, 22, (255, 226, 130), (40, 24, 8), 2)
            blit_words(surface, text, img, img.get_rect(center=(cx, BANNER_Y)))

    def draw_calls(self, surface: pygame.Surface, now: float) -> None:
        s = self.scene
        phase = s.seen.phase
        centre = (TRAY_RECT.centerx, TRAY_RECT.centery - 6)
        words = s.t.list("wurf_und_weg.call.countdown") or ["", "", ""]
        if s.countdown is not None and phase == "countdown":
            go_at, seconds = s.countdown
            left = go_at - s.clock
            beat = min(1.0, seconds / 3) if seconds > 0 else 0.0
            low = (TRAY_RECT.centerx, TRAY_RECT.bottom - 52)   # clear of the luck die
            if beat > 0 and left <= 2 * beat:
                idx = 0 if left > beat else 1
                age = (2 * beat - left) - idx * beat
                self.blit_call(surface, words[idx], 52, (255, 248, 230), low, age)
            elif s.round_no:
                age = seconds - left
                self.blit_call(surface, s.t("wurf_und_weg.table.round", round=s.round_no), 52, GOLD, low, age)
        if s.go_at_time is not None and phase == "race":
            age = now - s.go_at_time
            if age < GO_SHOW:
                self.blit_call(surface, words[-1], 104, GOLD, centre, age, fade=GO_SHOW)
        if s.stop_at is not None:
            age = now - s.stop_at
            if age < STOP_SHOW:
                scale = round(0.6 + 0.4 * ease_out_back(min(1.0, age / 0.22)), 2)
                text = s.t("wurf_und_weg.call.stop")
                img = outlined(text, 112, RED, (40, 8, 6), 4, 6.0, scale)
                alpha = 255 if age < STOP_SHOW - 0.4 else int(255 * (STOP_SHOW - age) / 0.4)
                img.set_alpha(alpha)
                blit_words(surface, text, img, img.get_rect(center=centre))
                img.set_alpha(255)
                stopper = s.seen.stopper
                if stopper is not None:
                    text = s.t("wurf_und_weg.event.StopCalled", name=s.seats[stopper].name)
                    sub = outlined(text, 28, (255, 255, 255), (40, 8, 6), 3)
                    sub.set_alpha(alpha)
                    blit_words(surface, text, sub, sub.get_rect(center=(centre[0], centre[1] + 74)))
                    sub.set_alpha(255)

    def blit_call(self, surface, text: str, size: int, colour, centre, age: float, fade: float | None = None) -> None:
        scale = round(0.5 + 0.5 * ease_out_back(min(1.0, age / 0.25)), 2)
        img = outlined(text, size, colour, (24, 16, 10), 4, 0.0, scale)
        if fade is not None and age > fade - 0.3:
            img.set_alpha(max(0, int(255 * (fade - age) / 0.3)))
            blit_words(surface, text, img, img.get_rect(center=centre))
            img.set_alpha(255)
        else:
            blit_words(surface, text, img, img.get_rect(center=centre))

    # -- the round's end ---------------------------------------------------------------------------
    def panel_font(self, lines, room: int) -> int:
        """The largest letters (19 down to 13 px) in which every line fits (found once)."""
        key = (tuple(text for text, _ in lines), room)
        if self._panel_font[0] != key:
            size = 19
            while size > 13 and any(render(text, size, colour, True).get_width() > room for text, colour in lines):
                size -= 1
            self._panel_font = (key, size)
        return self._panel_font[1]

    def draw_round_panel(self, surface: pygame.Surface, now: float) -> None:
        panel = self.scene.round_panel
        if panel is None:
            return
        title, lines, t0 = panel
        age = now - t0
        if age < 0.35:
            return
        width = 620
        height = 70 + 30 * len(lines)
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (W // 2, TRAY_RECT.centery)
        surface.blit(panel_shade(rect.size), rect)
        blit_text(surface, title, (rect.centerx, rect.y + 14), 30, GOLD, True, "midtop")
        y = rect.y + 58
        size = self.panel_font(lines, width - 30)
        for text, colour in lines:
            img = render(text, size, colour, colour == GOLD)
            surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
            y += 30
