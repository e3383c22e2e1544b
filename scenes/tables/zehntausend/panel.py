"""The Zehntausend decision panel under the tray, and the stamps over it.

The panel always shows the turn (points, dice left, the proving status), the exact risk of
the next throw (also while that throw flies), and for a person at the keys: the choice and
its worth or the reason it is refused, the buttons and that seat's keys. While a bot plays or
dice move it shows what happened so far. All of it as the players have seen it: the turn as
the beats have shown it and the shown match, never the engine's newer state. Every word
comes from the language tables; every picture is a cached render (announced with `drawn`).

Every line fits the panel at MIN_TEXT or larger: a long line wraps, and when the panel is
full the least needed lines (the rule note, then the takeover odds, then the choice's note)
give way whole; nothing is cut. A person with the coach's hints on sees the hint on a card
right above the buttons, once the throw has landed; the lines above it make room the same way.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.zehntausend import match as z
from scenes.ui import theme
from scenes.ui.coach import card_height, draw_card
from scenes.ui.fit import MIN_TEXT, fit, flow, line_height, lines_of, pack, width_of
from scenes.ui.seat_panel import key_label
from scenes.ui.text import blit_text, drawn, font
from scenes.ui.tween import ease_out_back, pulse

BUTTON_H = 56              # a button with a one-line label (two lines: BUTTON_H2)
BUTTON_H2 = 74
BUTTON_GAP = 10
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
        """Why a choice or writing down is refused, its points written as the table writes them."""
        s = self.scene
        return s.t(key, **{k: s.num(v) if isinstance(v, int) and not isinstance(v, bool) else v
                           for k, v in params.items()})

    def combo_text(self, names: tuple[str, ...]) -> str:
        """("pasch_5x3", "single_1x1") -> "Pasch 5-5-5 + 1"; ("small_straight_2x5",) ->
        "Kleine/große Straße 2–6" (a name is `<kind>_<face>x<count>` or a bare kind)."""
        t = self.scene.t
        parts = []
        for name in names:
            kind, _, rest = name.rpartition("_")
            face, _, count = rest.partition("x")
            if not (kind and face.isdigit() and count.isdigit()):
                parts.append(t(f"zehntausend.combo.{name}"))
            elif kind == "single":
                parts.append(" ".join([face] * int(count)))
            elif kind.endswith("straight"):             # from its lowest face, `count` faces in a row
                parts.append(f"{t(f'zehntausend.combo.{kind}')} {face}–{int(face) + int(count) - 1}")
            else:
                parts.append(f"{t(f'zehntausend.combo.{kind}')} {'-'.join([face] * int(count))}")
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

    # -- layout ---------------------------------------------------------------------------
    def button_layout(self, count: int, labels: tuple[str, ...] = ()) -> tuple[list[pygame.Rect], list[tuple]]:
        """The buttons' rects and each label's (size, lines), standing on the hint lines."""
        if not count:
            return [], []
        width = (self.rect.w - 28 - BUTTON_GAP * (count - 1)) // count
        width = min(250, width)
        looks = [flow(label, 20, width - 16, True) for label in labels] if labels else []
        height = BUTTON_H
        for size, lines in looks:          # a label on two lines (or more) makes every button taller
            if len(lines) > 1:
                height = max(height, BUTTON_H2, 12 + len(lines) * line_height(size, True) + line_height(MIN_TEXT))
        y = self.rect.bottom - 8 - self.hint_height() - 8 - height
        rects = [pygame.Rect(self.rect.x + 14 + i * (width + BUTTON_GAP), y, width, height) for i in range(count)]
        return rects, looks

    def hint_lines(self) -> tuple[str, ...]:
        s = self.scene
        seat = s.my_turn()
        if seat is None:
            return ()
        return pack(s.hint(s.seats[seat]), MIN_TEXT, self.rect.w - 36)

    def hint_height(self) -> int:
        return len(self.hint_lines()) * line_height(MIN_TEXT)

    def button_rects(self, count: int) -> list[pygame.Rect]:
        s = self.scene
        labels = tuple(self.label(c) for c in s.choices()) if count and s.my_turn() is not None else ()
        if len(labels) != count:
            labels = ()
        return self.button_layout(count, labels)[0]

    def text_blocks(self, mine: bool) -> list[tuple[str, int, tuple, bool, int]]:
        """The panel's lines under the points, in the order shown: (text, size, colour, bold,
        priority: the lower gives way first when the panel is full)."""
        s = self.scene
        v = s.view
        blocks = []
        left = s.words("all_aside") if v.dice_left == 0 else s.words("left", dice=s.dice_words(v.dice_left))
        note = self.rule_note()
        blocks.append((left + ("  ·  " + note if note else ""), MIN_TEXT, theme.TEXT_DIM, False, 0))
        if mine:
            (text, colour, bold), (note, note_colour) = self.choice_lines()
            if text:
                blocks.append((text, 20, colour, bold, 9))
            if note:
                blocks.append((note, MIN_TEXT, note_colour, False, 3))
        elif s.seats[v.seat].is_bot and not s.over_shown and not s.busy():
            blocks.append((s.words("bot_thinking", name=s.name(v.seat)), 20, theme.TEXT_DIM, False, 8))
        if not s.busy() or (s.shown.phase in ("throw", "house") and not v.done):
            main, other = self.odds_lines()
            if main:
                blocks.append((main, 20, theme.ACCENT, True, 7))
            if other:
                blocks.append((other, MIN_TEXT, theme.TEXT, False, 2))
        return blocks

    def placed_lines(self, blocks, top: int, bottom: int) -> list[tuple[str, int, tuple, bool, int]]:
        """(line, size, colour, bold, y) for the blocks that fit between top and bottom, the
        least needed giving way whole."""
        width = self.rect.w - 36
        looks = [(flow(text, size, width, bold), colour, bold, prio) for text, size, colour, bold, prio in blocks]
        gap = 6

        def height(items):
            return sum(len(lines) * line_height(size, bold) + gap for (size, lines), _, bold, _ in items)

        while looks and height(looks) > bottom - top:
            looks.remove(min(looks, key=lambda x: x[3]))
        out, y = [], top
        for (size, lines), colour, bold, _ in looks:
            for line in lines:
                out.append((line, size, colour, bold, y))
                y += line_height(size, bold)
            y += gap
        return out

    def log_lines(self, top: int, bottom: int) -> list[tuple[str, tuple, int]]:
        """What happened so far, newest last, as many whole entries as fit."""
        s = self.scene
        entries = list(s.log)
        step = line_height(MIN_TEXT)
        picked: list[tuple[tuple[str, ...], bool]] = []
        room = bottom - top
        for j in range(len(entries) - 1, -1, -1):
            lines = lines_of(entries[j], MIN_TEXT, self.rect.w - 36)
            if len(lines) * step > room:
                break
            room -= len(lines) * step + 4
            picked.insert(0, (lines, j == len(entries) - 1))
        out, y = [], top
        for lines, newest in picked:
            for line in lines:
                out.append((line, theme.TEXT if newest else theme.TEXT_DIM, y))
                y += step
            y += 4
        return out

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.scene
        v = s.view
        x, y = self.rect.x + 18, self.rect.y
        width = self.rect.w - 36
        chip = self.draw_proof(surface)
        key = "pile" if s.shown.rules.reverse else "turn_points"
        text = s.words(key, points=s.num(v.points))
        colour = theme.BAD if v.lost else theme.TEXT
        room = width - (chip.w + 16 if chip is not None else 0)
        rect = blit_text(surface, text, (x, y + 8), fit(text, 28, room, True), colour, True)
        if v.lost:
            mid = rect.centery
            pygame.draw.line(surface, theme.BAD, (x - 4, mid + 3), (rect.right + 4, mid - 3), 4)
        seat = s.my_turn()
        top = y + 50
        if seat is None:
            bottom = self.rect.bottom - 8
            placed = self.placed_lines(self.text_blocks(False), top, bottom)
            for line, size, colour, bold, ly in placed:
                blit_text(surface, line, (x, ly), size, colour, bold)
            below = placed[-1][4] + line_height(placed[-1][1], placed[-1][3]) + 10 if placed else top
            for line, colour, ly in self.log_lines(below, bottom):
                blit_text(surface, line, (x, ly), MIN_TEXT, colour)
            return
        rects = self.draw_buttons(surface, seat)
        bottom = (rects[0].y if rects else self.rect.bottom - 8) - 6
        card = self.coach_rect(bottom)
        if card is not None:
            card = draw_card(surface, s.t("app.coach.title"), s.coach_words(), card)
            bottom = card.y - 6
        for line, size, colour, bold, ly in self.placed_lines(self.text_blocks(True), top, bottom):
            blit_text(surface, line, (x, ly), size, colour, bold)

    def coach_rect(self, bottom: int) -> pygame.Rect | None:
        """Where the coach's hint stands (its foot at `bottom`, above the buttons), or None."""
        words = self.scene.coach_words()
        if words is None:
            return None
        width = self.rect.w - 36
        height = card_height(self.scene.t("app.coach.title"), words, width, bottom - self.rect.y - 50)
        return pygame.Rect(self.rect.x + 18, max(self.rect.y + 50, bottom - height), width, height)

    def draw_proof(self, surface) -> pygame.Rect | None:
        s = self.scene
        r = s.shown.rules
        if r.reverse:
            return None
        proof = s.view.proof
        if proof in PROOF_CHIPS:
            key, colour = PROOF_CHIPS[proof]
            text = s.words(key)
        else:
            text = s.t("zehntausend.proof.none") if r.proving or r.confirm else s.words("proof_free")
            colour = theme.TEXT_DIM
        drawn(text)
        chip = proof_chip(text, tuple(colour))
        rect = chip.get_rect(topright=(self.rect.right - 14, self.rect.y + 10))
        surface.blit(chip, rect)
        if proof in ("pending", "confirm"):
            glow = int(2 + 2 * pulse(s.time))
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), width=glow, border_radius=19)
        return rect

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

    def draw_buttons(self, surface, seat: int) -> list[pygame.Rect]:
        s = self.scene
        seat_obj = s.seats[seat]
        choices = s.choices()
        focused = s.decision.focus == "buttons" or s.shown.phase != "select"
        index = min(s.decision.button, len(choices) - 1)
        labels = tuple(self.label(c) for c in choices)
        rects, looks = self.button_layout(len(choices), labels)
        for i, (choice, rect, label, look) in enumerate(zip(choices, rects, labels, looks, strict=True)):
            chosen = focused and i == index
            key = key_label(s.app, seat_obj, "confirm") if chosen else \
                key_label(s.app, seat_obj, "back") if choice.key == "back" else ""
            drawn(label)
            if key:
                drawn(key)
            surface.blit(button_image(look, rect.size, chosen, choice.enabled, key), rect)
        y = self.rect.bottom - 8 - self.hint_height()
        for line in self.hint_lines():
            blit_text(surface, line, (self.rect.x + 18, y), MIN_TEXT, theme.TEXT_DIM)
            y += line_height(MIN_TEXT)
        return rects

    def stamp_place(self, centre: tuple[int, int], width: int):
        """(stamp, its rect, the line under it or None, its rect, alpha) as the stamp lies now:
        the stamp and its line together centred on `centre` (raised by `raise_by`), inside the
        tray."""
        stamp = self.scene.stamp
        if stamp is None or (stamp.seat is not None and stamp.seat != self.scene.view.seat):
            return None                 # a stamp shows its own seat's result, never the next's
        age = self.scene.time - stamp.t0
        if age > STAMP_TIME + 0.6:
            return None
        size = 1.0 if stamp.big else 0.7
        # the scale moves in steps of 0.05, so a stamp is rotated and zoomed only a few times
        scale = round(size * (0.6 + 0.4 * ease_out_back(min(1.0, age / 0.25))) * 20) / 20
        alpha = 255 if age < STAMP_TIME else int(255 * (1 - (age - STAMP_TIME) / 0.6))
        img = stamp_image(stamp.text, stamp.colour, scale, width - 24)
        pill = sub_pill(stamp.sub, width - 16) if stamp.sub else None
        full = stamp_image(stamp.text, stamp.colour, size, width - 24).get_height()
        group = full + (pill.get_height() - 10 if pill is not None else 0)
        tray = self.scene.tray.rect
        top = centre[1] - stamp.raise_by - group // 2
        if stamp.raise_by:             # a house: the stamp keeps to the half of the tray without it
            house = self.scene.house_y()
            top = tray.y + 6 if house is None or house > tray.centery else tray.bottom - 6 - group
        top = max(tray.y + 6, min(top, tray.bottom - 6 - group))
        rect = img.get_rect(center=(centre[0], top + full // 2))
        pill_rect = pill.get_rect(midtop=(centre[0], top + full - 10)) if pill is not None else None
        return img, rect, pill, pill_rect, max(0, alpha)

    def draw_stamp(self, surface, centre: tuple[int, int], width: int) -> None:
        placed = self.stamp_place(centre, width)
        if placed is None:
            return
        img, rect, pill, pill_rect, alpha = placed
        stamp = self.scene.stamp
        drawn(stamp.text)
        img.set_alpha(alpha)
        surface.blit(img, rect)
        img.set_alpha(255)
        if pill is not None:
            drawn(stamp.sub)
            pill.set_alpha(alpha)
            surface.blit(pill, pill_rect)
            pill.set_alpha(255)


def ink_of(colour: tuple) -> tuple[int, int, int]:
    """The stamp-pad ink for a signal colour: dark enough to read on paper."""
    r, g, b = colour[:3]
    k = 0.5 if (0.2126 * r + 0.7152 * g + 0.0722 * b) > 150 else 0.72
    return (int(r * k), int(g * k), int(b * k))


STAMP_PAPER = (250, 246, 234)


@lru_cache(maxsize=64)
def stamp_plate(text: str, colour: tuple, max_width: int) -> pygame.Surface:
    """A rubber stamp: the word in dark ink on a light paper plate with a double ink border and
    a drop shadow, upright and no wider than `max_width` (wrapped onto two lines if need be).
    Light paper on the green felt, dark ink on the paper: it reads over felt and dice alike."""
    ink = ink_of(colour)
    size = 56
    inner = max_width - 70
    lines = lines_of(text, size, inner, True)
    while size > 30 and (len(lines) > 2 or max(width_of(x, size, True) for x in lines) > inner):
        size -= 2
        lines = lines_of(text, size, inner, True)
    step = font(size, True).get_linesize()
    pad_x, pad_y = 26, 12
    w = max(width_of(x, size, True) for x in lines) + 2 * pad_x
    h = step * len(lines) + 2 * pad_y
    plate = pygame.Surface((w + 10, h + 10), pygame.SRCALPHA)
    body = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(plate, (0, 0, 0, 110), body.move(7, 9), border_radius=16)
    pygame.draw.rect(plate, (*STAMP_PAPER, 250), body, border_radius=16)
    pygame.draw.rect(plate, ink, body, width=5, border_radius=16)
    pygame.draw.rect(plate, ink, body.inflate(-16, -16), width=2, border_radius=10)
    for i, line in enumerate(lines):
        blit_text(plate, line, (w // 2, pad_y + i * step + step // 2), size, ink, True, "center")
    return plate


@lru_cache(maxsize=64)
def stamp_image(text: str, colour: tuple, scale: float, max_width: int = 520) -> pygame.Surface:
    """The stamp tilted and at `scale` (cached: the scale moves in a few steps)."""
    img = pygame.transform.rotozoom(stamp_plate(text, tuple(colour), max_width), -5, 1.0)
    if img.get_width() > max_width:
        scale *= max_width / img.get_width()
    return pygame.transform.rotozoom(img, 0, scale) if abs(scale - 1.0) > 0.001 else img


@lru_cache(maxsize=32)
def sub_pill(text: str, width: int) -> pygame.Surface:
    """The line under a stamp: why, or what it means (wrapped to fit the tray)."""
    size = 20
    lines = lines_of(text, size, width - 28, True)[:3]
    step = line_height(size, True) + 2
    pill = pygame.Surface((max(width_of(x, size, True) for x in lines) + 28, step * len(lines) + 12), pygame.SRCALPHA)
    pygame.draw.rect(pill, (16, 18, 20, 235), pill.get_rect(), border_radius=14)
    for j, line in enumerate(lines):
        blit_text(pill, line, (pill.get_width() // 2, 6 + j * step), size, theme.TEXT, True, "midtop")
    return pill


@lru_cache(maxsize=32)
def refusal_pill(text: str, width: int) -> pygame.Surface:
    """A refusal in a red pill, wrapped onto two lines when it is long."""
    colour = (255, 200, 190)
    size = 20
    lines = lines_of(text, size, width - 32, True)[:4]
    step = line_height(size, True) + 2
    pill = pygame.Surface((max(width_of(x, size, True) for x in lines) + 32, step * len(lines) + 14), pygame.SRCALPHA)
    pygame.draw.rect(pill, (78, 20, 18, 240), pill.get_rect(), border_radius=16)
    pygame.draw.rect(pill, theme.BAD, pill.get_rect(), width=2, border_radius=16)
    for j, line in enumerate(lines):
        blit_text(pill, line, (pill.get_width() // 2, 7 + j * step), size, colour, True, "midtop")
    return pill


@lru_cache(maxsize=32)
def proof_chip(text: str, colour: tuple) -> pygame.Surface:
    w, h = width_of(text, MIN_TEXT, True), line_height(MIN_TEXT, True)
    chip = pygame.Surface((w + 26, h + 12), pygame.SRCALPHA)
    pygame.draw.rect(chip, (12, 16, 14, 235), chip.get_rect(), border_radius=16)
    pygame.draw.rect(chip, colour, chip.get_rect(), width=2, border_radius=16)
    blit_text(chip, text, (13, 6), MIN_TEXT, colour, True)
    return chip


@lru_cache(maxsize=64)
def button_image(look: tuple, size: tuple[int, int], chosen: bool, enabled: bool, key: str) -> pygame.Surface:
    """A button: its label (size, lines) and, under it, the key that presses it."""
    w, h = size
    label_size, lines = look
    surf = pygame.Surface((w, h + 4), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, w, h)
    fill = theme.ACCENT if chosen else (56, 70, 62) if enabled else (38, 44, 41)
    pygame.draw.rect(surf, (0, 0, 0, 150), rect.move(0, 4), border_radius=14)
    pygame.draw.rect(surf, fill, rect, border_radius=14)
    if chosen:
        pygame.draw.rect(surf, theme.PAPER if enabled else theme.BAD, rect, width=3, border_radius=14)
    ink = theme.INK if chosen else theme.TEXT if enabled else (150, 158, 152)
    step = line_height(label_size, True)
    key_h = line_height(MIN_TEXT) if key else 0
    y = (h - step * len(lines) - key_h) // 2
    for line in lines:
        blit_text(surf, line, (w // 2, y), label_size, ink, True, "midtop")
        y += step
    if key:
        blit_text(surf, key, (w // 2, y - 1), fit(key, MIN_TEXT, w - 12), ink, anchor="midtop")
    return surf
