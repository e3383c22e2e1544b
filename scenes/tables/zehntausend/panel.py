"""The Zehntausend decision panel under the tray, and the stamps over it.

The panel always shows the turn (points, dice left, the proving status), the exact risk of
the next throw (also while that throw flies), and for a person at the keys: the choice and
its worth or the reason it is refused, the buttons and that seat's keys. While a bot plays or
dice move it shows what happened so far. All of it as the players have seen it: the turn as
the beats have shown it and the shown match, never the engine's newer state. Every word
comes from the language tables; every picture is a cached render (announced with `drawn`).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.zehntausend import match as z
from scenes.ui import theme
from scenes.ui.seat_panel import key_label
from scenes.ui.text import blit_text, drawn, render, wrap
from scenes.ui.tween import ease_out_back, pulse

BUTTON_H = 54
STAMP_TIME = 2.0
SOFT_RED = (240, 150, 130)
PROOF_CHIPS = {"pending": ("proof_pending", theme.ACCENT), "unproven": ("proof_pending", theme.BAD),
               "confirm": ("proof_confirm", theme.ACCENT), "proven": ("proof_proven", theme.GOOD),
               "confirmed": ("proof_confirmed", theme.GOOD)}


class PanelPainter:
    """Draws the decision panel of `scene` into `rect` (reads the scene, never changes it)."""

    def __init__(self, scene, rect: pygame.Rect):
        self.scene = scene
        self.rect = rect

    # -- words --------------------------------------------------------------------------
    def label(self, choice) -> str:
        s = self.scene
        params = {k: s.num(v) if k == "points" else v for k, v in choice.params}
        return s.words(choice.label, **params)

    def reason(self, key: str, params: dict) -> str:
        return self.scene.t(key, **params)

    def combo_text(self, names: tuple[str, ...]) -> str:
        """("pasch_5x3", "single_1x1") -> "Pasch 5-5-5 + 1"."""
        t = self.scene.t
        parts = []
        for name in names:
            kind, _, rest = name.partition("_")
            face, _, count = rest.partition("x")
            if face.isdigit() and count.isdigit():
                dice = [face] * int(count)
                parts.append(" ".join(dice) if kind == "single"
                             else f"{t(f'zehntausend.combo.{kind}')} {'-'.join(dice)}")
            else:
                parts.append(t(f"zehntausend.combo.{name}"))
        return " + ".join(parts)

    def rule_note(self) -> str:
        """The house rule that matters for writing down or for this throw, if any."""
        s = self.scene
        m = s.shown
        r = m.rules
        if r.escalation:
            return s.words("escalation_need", previous=s.num(m.last_turn))
        if r.strict:
            return s.words("strict_need", minimum=s.num(r.bank_minimum), most=z.STRICT_MAX_DICE_LEFT)
        if r.min_bank:
            return s.words("min_bank_need", minimum=s.num(r.min_bank))
        if m.turn_start and r.minus:
            return s.words("minus_warning", points=s.num(z.MINUS_POINTS))
        if m.turn_start and r.nix:
            return s.words("nix_warning", points=s.num(z.NIX_POINTS))
        return ""

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.scene
        v = s.view
        x, y = self.rect.x + 18, self.rect.y
        width = self.rect.w - 36
        key = "pile" if s.shown.rules.reverse else "turn_points"
        img = render(s.words(key, points=s.num(v.points)), 28, theme.BAD if v.lost else theme.TEXT, True)
        surface.blit(img, (x, y + 10))
        if v.lost:
            mid = y + 10 + img.get_height() // 2
            pygame.draw.line(surface, theme.BAD, (x - 4, mid + 3), (x + img.get_width() + 4, mid - 3), 4)
        self.draw_proof(surface)
        left = s.words("all_aside") if v.dice_left == 0 else s.words("left", dice=s.dice_words(v.dice_left))
        note = self.rule_note()
        fit_text(surface, left + ("  ·  " + note if note else ""), (x, y + 48), width, 17, theme.TEXT_DIM)
        seat = s.my_turn()
        if seat is None:
            self.draw_watch(surface)
        else:
            self.draw_choice(surface)
            self.draw_buttons(surface, seat)
        if not s.busy() or (s.shown.phase in ("throw", "house") and not v.done):
            self.draw_odds(surface)     # the risk of the next throw, and of the one in flight

    def draw_proof(self, surface) -> None:
        s = self.scene
        r = s.shown.rules
        if r.reverse:
            return
        proof = s.view.proof
        if proof in PROOF_CHIPS:
            key, colour = PROOF_CHIPS[proof]
            text = s.words(key)
        else:
            text = s.t("zehntausend.proof.none") if r.proving or r.confirm else s.words("proof_free")
            colour = theme.TEXT_DIM
        drawn(text)
        chip = proof_chip(text, tuple(colour))
        rect = chip.get_rect(topright=(self.rect.right - 14, self.rect.y + 12))
        surface.blit(chip, rect)
        if proof in ("pending", "confirm"):
            glow = int(2 + 2 * pulse(s.time))
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), width=glow, border_radius=19)

    def choice_lines(self) -> tuple[tuple[str, tuple, bool], tuple[str, tuple]]:
        """What the panel says about the choice: ((text, colour, bold), (note, colour))."""
        s = self.scene
        p = s.preview()
        if p is None:
            return ("", theme.TEXT, False), ("", theme.TEXT_DIM)
        note, colour = "", theme.TEXT_DIM
        if not p.chosen:
            return (s.words("choose"), theme.TEXT, False), (note, colour)
        if not p.ok:
            return (self.reason(p.evaluation.reason, p.evaluation.params_dict), theme.BAD, True), (note, colour)
        e = p.evaluation
        text = s.words("selection", combos=self.combo_text(e.combos), points=s.num(e.points),
                       turn=s.num(e.turn_points))
        if e.proves:
            note, colour = s.words("selection_proves"), theme.GOOD
        elif s.decision.turn_fives:
            note, colour = s.words("selection_fives"), theme.ACCENT
        elif p.bank is not None:
            note, colour = self.reason(p.bank[0], p.bank[1]), SOFT_RED
        elif e.pasch:
            note = s.words("selection_pasch")
        return (text, theme.TEXT, True), (note, colour)

    def draw_choice(self, surface) -> None:
        x, y = self.rect.x + 18, self.rect.y
        width = self.rect.w - 36
        (text, colour, bold), (note, note_colour) = self.choice_lines()
        if text:
            fit_text(surface, text, (x, y + 74), width, 19, colour, bold)
        if note:
            fit_text(surface, note, (x, y + 100), width, 16, note_colour)

    def draw_watch(self, surface) -> None:
        """While a bot plays or dice move: whether the bot is thinking, and what happened so far."""
        s = self.scene
        x, y = self.rect.x + 18, self.rect.y
        seat = s.view.seat
        if s.seats[seat].is_bot and not s.over_shown and not s.busy():
            blit_text(surface, s.words("bot_thinking", name=s.name(seat)), (x, y + 74), 19, theme.TEXT_DIM)
        lines = list(s.log)
        for j, line in enumerate(lines):
            fit_text(surface, line, (x, y + 160 + j * 26), self.rect.w - 36, 17,
                     theme.TEXT if j == len(lines) - 1 else theme.TEXT_DIM)

    def odds_lines(self) -> tuple[str, str]:
        """The exact risk of the next throw, and under Übernehmen the risk of taking over."""
        s = self.scene
        m = s.shown
        if m.is_over or m.current_seat is None:
            return "", ""
        dice, risk, other = s.decision.risk(m, s.version)
        if m.rules.reverse:
            main = s.words("odds_pile", dice=s.dice_words(dice), pct=s.pct(risk), points=s.num(m.turn_points))
        else:
            main = s.words("odds", dice=s.dice_words(dice), pct=s.pct(risk))
        if other is None or s.busy():
            return main, ""
        return main, s.words("odds_takeover", points=s.num(m.offer[1]), dice=s.dice_words(other[0]),
                             pct=s.pct(other[1]))

    def draw_odds(self, surface) -> None:
        main, other = self.odds_lines()
        x, y = self.rect.x + 18, self.rect.y + 124
        if main:
            blit_text(surface, main, (x, y), 20, theme.ACCENT, True)
        if other:
            fit_text(surface, other, (x, y - 26), self.rect.w - 36, 17, theme.TEXT)

    def button_rects(self, count: int) -> list[pygame.Rect]:
        if not count:
            return []
        gap = 10
        width = min(236, (self.rect.w - 28 - gap * (count - 1)) // count)
        y = self.rect.y + 154
        return [pygame.Rect(self.rect.x + 14 + i * (width + gap), y, width, BUTTON_H) for i in range(count)]

    def draw_buttons(self, surface, seat: int) -> None:
        s = self.scene
        seat_obj = s.seats[seat]
        choices = s.choices()
        focused = s.decision.focus == "buttons" or s.shown.phase != "select"
        index = min(s.decision.button, len(choices) - 1)
        for i, (choice, rect) in enumerate(zip(choices, self.button_rects(len(choices)), strict=True)):
            chosen = focused and i == index
            key = key_label(s.app, seat_obj, "confirm") if chosen else \
                key_label(s.app, seat_obj, "back") if choice.key == "back" else ""
            label = self.label(choice)
            drawn(label)
            if key:
                drawn(key)
            surface.blit(button_image(label, rect.size, chosen, choice.enabled, key), rect)
        fit_text(surface, s.hint(seat_obj), (self.rect.x + 18, self.rect.bottom - 26), self.rect.w - 36, 15,
                 theme.TEXT_DIM)

    def draw_stamp(self, surface, centre: tuple[int, int], width: int) -> None:
        stamp = self.scene.stamp
        if stamp is None or (stamp.seat is not None and stamp.seat != self.scene.view.seat):
            return                      # a stamp shows its own seat's result, never the next's
        age = self.scene.time - stamp.t0
        if age > STAMP_TIME + 0.6:
            return
        fit = min(1.0, (width - 24) / stamp_image(stamp.text, stamp.colour, 1.0).get_width())
        size = fit if stamp.big else min(fit, 0.7)
        # the scale moves in steps of 0.05, so a stamp is rotated and zoomed only a few times
        scale = round(size * (0.6 + 0.4 * ease_out_back(min(1.0, age / 0.25))) * 20) / 20
        alpha = 255 if age < STAMP_TIME else int(255 * (1 - (age - STAMP_TIME) / 0.6))
        img = stamp_image(stamp.text, stamp.colour, scale)
        drawn(stamp.text)
        img.set_alpha(max(0, alpha))
        at = (centre[0], centre[1] - (16 if stamp.sub else 0) - stamp.raise_by)
        surface.blit(img, img.get_rect(center=at))
        img.set_alpha(255)
        if stamp.sub:
            pill = sub_pill(stamp.sub, width - 16)
            drawn(stamp.sub)
            pill.set_alpha(max(0, alpha))
            surface.blit(pill, pill.get_rect(midtop=(at[0], at[1] + img.get_height() // 2 - 2)))
            pill.set_alpha(255)


def fit_text(surface, text: str, pos, width: int, size: int, colour, bold: bool = False) -> None:
    """One line of cached text; a line too long for `width` is drawn smaller (then cut)."""
    img = render(text, size, tuple(colour), bold)
    for smaller in (size - 2, size - 4):
        if img.get_width() <= width or smaller < 11:
            break
        img = render(text, smaller, tuple(colour), bold)
    if img.get_width() > width:
        img = img.subsurface((0, 0, width, img.get_height()))
    surface.blit(img, pos)


@lru_cache(maxsize=64)
def stamp_image(text: str, colour: tuple, scale: float) -> pygame.Surface:
    img = render(text, 60, colour, True)
    pad = 18
    board = pygame.Surface((img.get_width() + 2 * pad, img.get_height() + pad), pygame.SRCALPHA)
    pygame.draw.rect(board, (20, 22, 24, 215), board.get_rect(), border_radius=18)
    pygame.draw.rect(board, colour, board.get_rect(), width=5, border_radius=18)
    board.blit(img, (pad, pad // 2))
    return pygame.transform.rotozoom(board, -5, scale)


@lru_cache(maxsize=32)
def sub_pill(text: str, width: int) -> pygame.Surface:
    """The line under a stamp: why, or what it means (wrapped to fit the tray)."""
    lines = wrap(text, 19, width - 28, True)[:3]
    imgs = [render(line, 19, theme.TEXT, True) for line in lines]
    step = imgs[0].get_height() + 2
    pill = pygame.Surface((max(i.get_width() for i in imgs) + 28, step * len(imgs) + 12), pygame.SRCALPHA)
    pygame.draw.rect(pill, (16, 18, 20, 230), pill.get_rect(), border_radius=14)
    for j, img in enumerate(imgs):
        pill.blit(img, img.get_rect(midtop=(pill.get_width() // 2, 6 + j * step)))
    return pill


@lru_cache(maxsize=32)
def refusal_pill(text: str, width: int) -> pygame.Surface:
    """A refusal in a red pill, wrapped onto two lines when it is long."""
    colour = (255, 200, 190)
    lines = wrap(text, 18, width - 32, True)
    imgs = [render(line, 18, colour, True) for line in lines[:3]]
    inner_w = max(i.get_width() for i in imgs)
    step = imgs[0].get_height() + 2
    pill = pygame.Surface((inner_w + 32, step * len(imgs) + 14), pygame.SRCALPHA)
    pygame.draw.rect(pill, (78, 20, 18, 240), pill.get_rect(), border_radius=16)
    pygame.draw.rect(pill, theme.BAD, pill.get_rect(), width=2, border_radius=16)
    for j, img in enumerate(imgs):
        pill.blit(img, img.get_rect(midtop=(pill.get_width() // 2, 7 + j * step)))
    return pill


@lru_cache(maxsize=32)
def proof_chip(text: str, colour: tuple) -> pygame.Surface:
    img = render(text, 16, colour, True)
    chip = pygame.Surface((img.get_width() + 26, img.get_height() + 12), pygame.SRCALPHA)
    pygame.draw.rect(chip, (12, 16, 14, 235), chip.get_rect(), border_radius=16)
    pygame.draw.rect(chip, colour, chip.get_rect(), width=2, border_radius=16)
    chip.blit(img, (13, 6))
    return chip


@lru_cache(maxsize=64)
def button_image(label: str, size: tuple[int, int], chosen: bool, enabled: bool, key: str) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((w, h + 4), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, w, h)
    fill = theme.ACCENT if chosen else (56, 70, 62) if enabled else (38, 44, 41)
    pygame.draw.rect(surf, (0, 0, 0, 150), rect.move(0, 4), border_radius=14)
    pygame.draw.rect(surf, fill, rect, border_radius=14)
    if chosen:
        pygame.draw.rect(surf, theme.PAPER if enabled else theme.BAD, rect, width=3, border_radius=14)
    ink = theme.INK if chosen else theme.TEXT if enabled else (112, 120, 114)
    img = render(label, 20, ink, True)
    if img.get_width() > w - 16:
        img = render(label, 16, ink, True)
    surf.blit(img, img.get_rect(center=(w // 2, h // 2 - (8 if key else 0))))
    if key:
        blit_text(surf, key, (w // 2, h - 12), 14, ink, anchor="center")
    return surf
