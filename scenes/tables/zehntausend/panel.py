"""The Zehntausend decision panel under the tray, and the news strip between them.

The panel always shows the turn (points, dice left, the proving status), the exact risk of
the next throw (also while that throw flies), and for a person at the keys: the choice and
its worth or the reason it is refused, the buttons and that seat's keys. All of it as the
players have seen it: the turn as the beats have shown it and the shown match, never the
engine's newer state. Every word comes from the language tables; every picture is a cached
render that says its words, with their sizes, each frame it is shown (`drawn`).

Every line fits at lettering.FLOOR (`text.READABLE`) or larger: a long line wraps, and when the panel is
full the least needed lines (the rule note, then the takeover odds, then the choice's note)
give way whole; nothing is cut. Each message has a place of its own, never over a die, the
key hints or the score sheet: the coach's card (for a person with hints on, once the throw has
landed) right above the buttons, the lines between it and the turn's points make room (a card
taller than that takes the points' row too), and the button it advises (`Hint.then` after the
dice it names) wears the card's blue ring. The news strip under the tray shows, in this
order: a refusal (a red pill), a stamp ("Niete!", "Bewiesen!"), why the chosen dice do not
count (the same pill, right under the red-glowing dice, so it stays in sight whatever the
panel holds), else the newest line of what happened.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.zehntausend import match as z
from scenes.tables.zehntausend import lettering
from scenes.tables.zehntausend.decision import EMPTY, UNPROVEN, pasch_text
from scenes.tables.zehntausend.lettering import (
    balanced,
    fit,
    flow,
    line_height,
    lines_of,
    pack,
    px,
    width_of,
)
from scenes.ui import theme
from scenes.ui.coach import CARD_SIZE, card_height, card_look, draw_card
from scenes.ui.seat_panel import key_label, keycap_image
from scenes.ui.text import blit_text, drawn, font
from scenes.ui.tween import ease_out_back, pulse

BUTTON_H = 46              # a button with a one-line label (two lines: BUTTON_H2)
BUTTON_H2 = 68
BUTTON_GAP = 10
WIDE_CAP = 70              # a key cap (with its gap) this wide goes over its label on two buttons
PAIR_PAD = 12              # a label's least room to its button's edges, two buttons in a row
STAMP_TIME = 2.0
REFUSAL_SIZE = 20
NEWS_SIZE = 24             # the news strip's line under the tray, read from the sofa (FLOOR if it must)
HINT_FOOT = 7             # the key hints keep a clear margin above the panel's foot (8 px and more, small windows too)
FOOT_SIZE = 22             # the key hints under the buttons: their words and the letters on their caps
FOOT_GROUP_GAP, FOOT_WORD_GAP, FOOT_CAP_GAP = 22, 8, 5   # between groups, caps to words, cap to cap
POINTS_ROW = 43            # the turn's points at full size take this much of the panel's top
POINTS_BIG = 40            # while someone else plays (no buttons, no coach): the turn's points this large ...
POINTS_ROW_BIG = 60        # ... in a row this tall
LOG_SIZE = 22              # what happened before, at the panel's foot while someone else plays
ROOMY = 4                  # the panel's lines this much larger when they leave room to spare ...
ROOMY_SPARE = 40           # ... this much
COMPACT_PAD = 3            # the proof chip's inner margin in the squeezed points' row
SOFT_RED = (240, 150, 130)
CAP_SIZE = 20              # the key cap on a button ...
CAP_GAP = 8                # ... and its gap to the label
LONE_SIZE = 26             # a lone button's label (Würfeln at a turn's start) ...
LONE_TALLER = 10           # ... and how much taller it stands
PROOF_CHIPS = {"pending": ("proof_pending", theme.ACCENT), "unproven": ("proof_pending", theme.BAD),
               "confirm": ("proof_confirm", theme.ACCENT), "proven": ("proof_proven", theme.GOOD),
               "confirmed": ("proof_confirmed", theme.GOOD)}


def coach_size() -> int:
    """The coach's words on its card: the card's own size, lifted to a small window's floor."""
    return px(CARD_SIZE)


def foot_row() -> int:
    """The height of a row of the foot's key hints (a cap at FOOT_SIZE, 37 px tall, and a px)."""
    return px(FOOT_SIZE) + 16


class PanelPainter:
    """Draws the decision panel of `scene` into `rect` (reads the scene, never changes it)."""

    def __init__(self, scene, rect: pygame.Rect):
        self.scene = scene
        self.rect = rect
        self.dropped: list[tuple] = []   # the blocks the last `placed_lines` had no room for
        self.moved = ""                  # the turn's lines the coach's card covers, for the news strip
        self._advised_odds = None        # (version, the coach's dice) -> the throw its choice leaves

    # -- words --------------------------------------------------------------------------
    def label(self, choice) -> str:
        s = self.scene
        params = {k: s.num(v) if k == "points" else v for k, v in choice.params}
        return s.words(choice.label, **params)

    def reason(self, key: str, params: dict) -> str:
        """Why a choice or writing down is refused, its points written as the table writes them."""
        s = self.scene
        return s.t(key, **s.shown_params(params))

    def combo_text(self, names: tuple[str, ...]) -> str:
        """("pasch_5x3", "single_1x1") -> "5-5-5 + 1"; ("small_straight_2x5",) ->
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
            elif kind == "pasch":                       # equal dice say what they are: 1-1-1
                parts.append("-".join([face] * int(count)))
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
    def button_layout(self, count: int, labels: tuple[str, ...] = (),
                      foot: int | None = None) -> tuple[list[pygame.Rect], list[tuple]]:
        """The buttons' rects and each label's (size, lines), standing on the hint lines (`foot`
        tall; by default as `hint_height` says)."""
        if not count:
            return [], []
        # three buttons sit closer, so "Weiterwürfeln" still fits one line at 20 px
        margin, gap, pad = (14, BUTTON_GAP, 16) if count < 3 else (10, 6, 6)
        width = min(250, (self.rect.w - 2 * margin - gap * (count - 1)) // count)
        lone = count == 1            # the one thing to do (Würfeln): across the panel, larger
        if lone:
            width = self.rect.w - 2 * margin
        # room for a key cap beside every label (over it, three buttons in a row or a wide cap),
        # shown or not: no button changes size as the focus moves
        stacked = self.stacks(count)
        caps = 0 if stacked else self.cap_room()
        widths = [width] * count
        if count == 2 and labels and not stacked:
            # the first button as wide as "Weiterwürfeln" needs, the second the rest: "1.250
            # aufschreiben" stays on one line (the first keeps its width while the label changes)
            total = self.rect.w - 2 * margin - gap
            first = max(width_of(text, px(20), True) for text in (labels[0], self.scene.words("throw_on")))
            widths[0] = min(total // 2, max(total - 300, first + PAIR_PAD + caps + 6))
            widths[1] = total - widths[0]
            pad = PAIR_PAD
        looks = [flow(label, LONE_SIZE if lone else px(20), w - pad - caps, True)
                 for label, w in zip(labels, widths, strict=False)] if labels else []
        height = BUTTON_H + (LONE_TALLER if lone else 0)
        for size, lines in looks:          # a label on two lines (or more) makes every button taller
            if len(lines) > 1:
                height = max(height, BUTTON_H2, 20 + len(lines) * line_height(size, True))
            if stacked:
                height = max(height, 14 + px(CAP_SIZE) + 15 + len(lines) * line_height(size, True))
        foot = self.hint_height() if foot is None else foot
        y = self.rect.bottom - HINT_FOOT - foot - 1 - height
        rects = [pygame.Rect(self.rect.x + margin + sum(widths[:i]) + i * gap, y, widths[i], height)
                 for i in range(count)]
        return rects, looks

    def stacks(self, count: int) -> bool:
        """Whether the buttons wear their key caps over their labels: three in a row, or two
        whose seat's caps are wide ("Num 5", "Bild↓", "Pad B"), so "Weiterwürfeln" and "1.250
        aufschreiben" keep their words whole beside each other."""
        return count >= 3 or (count == 2 and self.cap_room() > WIDE_CAP)

    def cap_room(self) -> int:
        """The width of the widest key cap a button of the seat on turn may wear, with its gap."""
        s = self.scene
        seat = s.my_turn()
        if seat is None:
            return 0
        keys = [key_label(s.app, s.seats[seat], a) for a in ("confirm", "back", "down")]
        return max((keycap_image(k, px(CAP_SIZE)).get_width() for k in keys if k), default=0) + CAP_GAP

    def button_caps(self, seat: int) -> tuple[list[str], int | None]:
        """The key cap each button wears now, and which button the next key leads to (lit).
        While choosing dice every button wears its own key, greyed or not, and keeps it:
        "Weiterwürfeln" the down key (lit once the choice counts), "Aufschreiben" the back key,
        "5er drehen" the up key. Otherwise the button in focus wears the confirm key (the lone
        "Würfeln" always) and an allowed "Aufschreiben" the back key that writes down at once."""
        s = self.scene
        seat_obj = s.seats[seat]
        choices = s.choices()
        caps = [""] * len(choices)
        index = min(s.decision.button, len(choices) - 1)
        lead = None
        if s.shown.phase == "select":
            for i, choice in enumerate(choices):
                caps[i] = key_label(s.app, seat_obj, choice.key)
                if choice.kind == "throw_on" and choice.enabled:
                    lead = i
            return caps, lead
        for i, choice in enumerate(choices):
            if choice.kind == "bank" and choice.enabled:
                caps[i] = key_label(s.app, seat_obj, "back")
        if choices and choices[index].enabled:
            # (the lone "Würfeln" too, from the first turn on, while the banner names the key:
            # the key to press is always on the button it presses, as on every other prompt)
            caps[index], lead = key_label(s.app, seat_obj, "confirm"), index
        return caps, lead

    def hint_lines(self) -> tuple[str, ...]:
        """What the foot under the buttons says, in words ("A/D anderen Würfel wählen"): the keys
        no button's cap names. That a die must be marked first is said by the banner, large, in
        the prompt's place (`TableScene.prompt_action`). Drawn with key caps: `foot_rows`."""
        s = self.scene
        seat = s.my_turn()
        if seat is None:
            return ()
        text = s.foot_hint(s.seats[seat])
        return pack(text, self.rect.w - 36) if text else ()

    def waits_for_marking_only(self, kind: str | None) -> bool:
        """Whether the button of `kind` waits only for a marked die (nothing that counts is
        chosen yet): the coach's ring then sits on the dice to mark, not on that button."""
        return any(c.kind == kind and self.waits_for_marking(c) for c in self.scene.choices())

    @staticmethod
    def waits_for_marking(choice) -> bool:
        return not choice.enabled and choice.reason is not None and choice.reason[0] == EMPTY

    def looks_ready(self, choice) -> bool:
        """Whether the button's key does something now (its cap fully lit)."""
        return choice.enabled

    def button_state(self, choice) -> str:
        """How a button is drawn: "ready" (its key works now), "waiting" (it works as soon as a
        die that counts is marked: normal colours and readable words, only its cap dimmed, so
        "Set aside the 1 and throw on" never points at a button that looks switched off) or
        "off" (not possible this turn: grey)."""
        if choice.enabled:
            return "ready"
        return "waiting" if self.waits_for_marking(choice) else "off"

    def hint_height(self) -> int:
        """The foot's height: room for the longest hint of this phase (on the dice or on the
        buttons, with or without the banner), so the buttons and the lines above them keep
        their place and size while the focus moves or the banner comes and goes. A coach's card
        with no room above buttons standing on the foot takes it: the foot gives way (the card
        says what to press, the banner names the keys)."""
        height = self.foot_height()
        if height and self.card_crowded(height):
            return 0
        return height

    def card_crowded(self, foot: int) -> bool:
        """Whether the coach's card, in its shortest form, finds no room between the panel's top
        and buttons standing on a foot `foot` tall."""
        s = self.scene
        words = s.coach_words()
        if words is None:
            return False
        words = words.split("\n", 1)[0]
        choices = s.choices()
        if not choices:
            return False
        labels = tuple(self.label(c) for c in choices)
        rects, _looks = self.button_layout(len(choices), labels, foot)
        title = s.t("app.coach.title")
        room = rects[0].y - 4 - (self.rect.y + 8)
        return card_height(title, words, self.card_width(words), size=coach_size()) > room

    def foot_height(self) -> int:
        """The height the foot's key hints take when nothing crowds them out."""
        s = self.scene
        seat = s.my_turn()
        if seat is None:
            return 0
        feet = [s.foot_groups(s.seats[seat], focus, False) for focus in ("dice", "buttons")]
        return max(len(self.foot_rows(foot)) for foot in feet) * foot_row()

    @staticmethod
    def group_width(group: tuple[list[str], str]) -> int:
        caps, words = group
        return (sum(keycap_image(cap, px(FOOT_SIZE)).get_width() + FOOT_CAP_GAP for cap in caps)
                + (FOOT_WORD_GAP - FOOT_CAP_GAP if caps else 0) + width_of(words, px(FOOT_SIZE)))

    def foot_rows(self, groups) -> list[list[tuple[list[str], str]]]:
        """The foot's groups ("[A][D] anderen Würfel wählen") on as many rows as the panel's
        width needs, a group never split."""
        rows: list[list] = []
        used = 0
        for group in groups:
            wide = self.group_width(group)
            if rows and used + FOOT_GROUP_GAP + wide <= self.rect.w - 36:
                rows[-1].append(group)
                used += FOOT_GROUP_GAP + wide
            else:
                rows.append([group])
                used = wide
        return rows

    def hint_rect(self) -> pygame.Rect | None:
        """Where the seat's key hints stand (under the buttons), or None without them."""
        height = self.hint_height()
        if not height:
            return None
        return pygame.Rect(self.rect.x + 18, self.rect.bottom - HINT_FOOT - height, self.rect.w - 36, height)

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
        odds_shown = not s.busy() or (s.shown.phase in ("throw", "house") and not v.done)
        if not mine and s.shown.phase == "select":
            # a bot's throw lies and it chooses: its next throw is not decided yet, so no figure
            # that would change as it marks (the line returns once its dice have moved aside)
            odds_shown = False
        main, other = self.odds_lines() if odds_shown else ("", "")
        count = self.dice_left()
        # one count of dice on the panel: while the next throw's line shows, it says how many
        # (none once the turn is over, lost or written down: no die is left to it)
        left = "" if main or v.lost or v.done else s.words("all_aside") if count == 0 else s.words("left", dice=s.dice_words(count))
        note = self.rule_note()
        first = "  ·  ".join(part for part in (left, note) if part)
        standing = s.standing(s.view.seat) if (mine and s.before_first_throw()) or self.first_roll() else ""
        if standing:       # before the first throw: where the person stands, large, on top
            head, _, rest = standing.partition(" · ")
            blocks.append((head, 28, theme.TEXT, True, 11))
            if rest:
                blocks.append((rest, 24, theme.TEXT, False, 11))
        if first:
            blocks.append((first, lettering.FLOOR, theme.TEXT_DIM, False, 0))
        if mine:
            (text, colour, bold), (note, note_colour) = self.choice_lines()
            if text and text != s.refusal and self.news() != "why":   # the news strip says it already
                blocks.append((text, px(20), colour, bold, 9))
            if note and note == s.refusal and self.news() == "refusal":
                note = ""          # the news strip says it already, in red
                explains = False
            else:
                faces = self.proof_faces()
                explains = self.proof_shown() == "pending" and faces
            if note:       # the note that says what the chip means outranks the choice's sum
                blocks.append((note, lettering.FLOOR, note_colour, False, 10 if explains and faces in note else 3))
            if explains and (not note or faces not in note):
                # what the chip means, in plain words, once: beside it, under the turn's points
                blocks.append((s.words("proof_explain", faces=faces), lettering.FLOOR, theme.ACCENT, False, 10))
        elif s.seats[v.seat].is_bot and not s.over_shown and not s.busy():
            blocks.append((s.words("bot_thinking", name=s.name(v.seat)), px(22), theme.TEXT, False, 8))
        if (not mine and s.seats[v.seat].is_bot and not s.over_shown and not s.log and not v.points
                and not v.lost and not v.done and s.standing(v.seat, others=True)):
            # a bot's turn before its first throw: where it stands, for those watching (each part
            # on a line of its own, never a "·" at a line's end)
            blocks += [(part, lettering.FLOOR, theme.TEXT, False, 1) for part in s.standing(v.seat, others=True).split(" · ")]
        if odds_shown:
            if main:        # (before the first throw at the size the panel's room allows anyway)
                blocks.append((main, px(20) + ROOMY if standing else px(20), theme.ACCENT, True, 7))
            if other:
                blocks.append((other, lettering.FLOOR, theme.TEXT, False, 2))
        return blocks

    def placed_lines(self, blocks, top: int, bottom: int) -> list[tuple[str, int, tuple, bool, int]]:
        """(line, size, colour, bold, y) for the blocks that fit between top and bottom: the most
        needed first, each that still fits, shown in their order; nothing is cut. With room to
        spare (a turn's start, few lines) every line is drawn `ROOMY` px larger, easier to read
        from the sofa than small words over an empty panel."""
        width = self.rect.w - 36
        gap = 6

        def height(item):
            (size, lines), _, bold, _ = item
            return len(lines) * line_height(size, bold) + gap

        room = bottom - top + gap
        roomy = [(flow(text, size + ROOMY, width, bold), colour, bold, prio)
                 for text, size, colour, bold, prio in blocks]
        if blocks and sum(height(item) for item in roomy) <= room - ROOMY_SPARE:
            looks = roomy
        else:
            looks = [(flow(text, size, width, bold), colour, bold, prio) for text, size, colour, bold, prio in blocks]
        kept = set()
        for i in sorted(range(len(looks)), key=lambda i: -looks[i][3]):
            if height(looks[i]) <= room:
                kept.add(i)
                room -= height(looks[i])
        self.dropped = [blocks[i] for i in range(len(blocks)) if i not in kept]
        out, y = [], top
        for i, ((size, lines), colour, bold, _) in enumerate(looks):
            if i not in kept:
                continue
            for line in lines:
                out.append((line, size, colour, bold, y))
                y += line_height(size, bold)
            y += gap
        return out

    def log_lines(self, top: int, bottom: int, size: int = lettering.FLOOR) -> list[tuple[str, tuple, int]]:
        """What happened before the news strip's line, newest last, as many whole entries as fit,
        standing at the foot of the room between `top` and `bottom` (the panel has no hole under
        the turn's lines)."""
        s = self.scene
        entries = [s.said(entry) for entry in s.log]
        if entries and self.news() == "log":
            entries.pop()                    # the newest stands in the news strip
        step = line_height(size)
        picked: list[tuple[str, ...]] = []
        room = bottom - top
        for j in range(len(entries) - 1, -1, -1):
            lines = lines_of(entries[j], size, self.rect.w - 36)
            if len(lines) * step > room:
                break
            room -= len(lines) * step + 4
            picked.insert(0, lines)
        out, y = [], top + max(0, room + 4)
        for lines in picked:
            for line in lines:
                out.append((line, theme.TEXT, y))   # what happened is read, never greyed
                y += step
            y += 4
        return out

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.scene
        x, y = self.rect.x + 18, self.rect.y
        seat = s.my_turn()
        top = y + POINTS_ROW
        self.moved = ""
        if seat is None:
            if self.points_hidden():
                top = y + 14                  # the first throw rolls: the card stays as it was
            else:
                self.draw_points(surface, big=True)
                top = y + POINTS_ROW_BIG
            bottom = self.rect.bottom - 8
            go_on = s.go_on_hint()
            if go_on is not None:            # a Niete being read: the next person's key goes on
                bottom = self.draw_go_on(surface, *go_on) - 6
            elif self.rolling_for_a_person():
                bottom = self.draw_rolling(surface) - 6
            placed = self.placed_lines(self.text_blocks(False), top, bottom)
            for line, size, colour, bold, ly in placed:
                blit_text(surface, line, (x, ly), size, colour, bold)
            below = placed[-1][4] + line_height(placed[-1][1], placed[-1][3]) + 10 if placed else top
            for line, colour, ly in self.log_lines(below, bottom, px(LOG_SIZE)):
                blit_text(surface, line, (x, ly), px(LOG_SIZE), colour)
            return
        rects = self.draw_buttons(surface, seat)
        bottom = (rects[0].y if rects else self.rect.bottom - 8) - 4
        card = self.coach_rect(bottom)
        if self.points_hidden():
            top = y + 14                      # (the plate says "Im Zug: 0"; the panel says more)
        elif card is None or card.y >= top:
            self.draw_points(surface)
        elif card.y >= y + self.compact_height():
            self.draw_points(surface, compact=True)   # the points' row squeezed over a tall card
        if card is not None:        # (a card taller still takes the row whole: the plate shows the points)
            card = draw_card(surface, s.t("app.coach.title"), self.card_words(bottom), card, coach_size())
            bottom = card.y - 6
        for line, size, colour, bold, ly in self.placed_lines(self.text_blocks(True), top, bottom):
            blit_text(surface, line, (x, ly), size, colour, bold)
        # the dice left and the risk never vanish under the coach's card: the news strip takes them
        self.moved = "  ·  ".join(b[0] for b in self.dropped if b[4] in (0, 7)) if card is not None else ""

    def rolling_for_a_person(self) -> bool:
        """A person's dice are in the air: the buttons wait for them to rest."""
        s = self.scene
        v = s.view
        return (not s.over_shown and not v.done and not v.lost and not s.seats[v.seat].is_bot
                and s.tray.animating and not s.tray.settled)

    def draw_rolling(self, surface: pygame.Surface) -> int:
        """Where the buttons stand, one greyed bar "Die Würfel rollen …" while a person's dice
        roll: the card keeps its shape, and nothing says yet what the dice will show; its top."""
        s = self.scene
        label = s.words("rolling")
        rects, looks = self.button_layout(1, (label,))
        drawn(label)
        for line in looks[0][1]:
            drawn(line, looks[0][0])
        surface.blit(button_image(looks[0], rects[0].size, False, "off", ""), rects[0])
        return rects[0].y

    def points_hidden(self) -> bool:
        """Before a person's first throw the turn has no points yet: the panel leaves "Im Zug: 0"
        to the plate and says where the person stands instead."""
        s = self.scene
        return (s.before_first_throw() or self.first_roll()) and not s.view.points and bool(s.standing(s.view.seat))

    def first_roll(self) -> bool:
        """A person's first throw of the turn is in the air (nothing kept, no points yet)."""
        s = self.scene
        return self.rolling_for_a_person() and not s.aside and not s.view.points and not s.shown.rules.reverse

    def compact_height(self) -> int:
        """The points' row squeezed (its words at FLOOR, the chip slimmer), with its margins."""
        return 4 + line_height(lettering.FLOOR, True) + 2 * COMPACT_PAD + 4

    def draw_points(self, surface: pygame.Surface, compact: bool = False, big: bool = False) -> None:
        """The turn's points (struck through when lost) and the proving status, atop the panel."""
        s = self.scene
        v = s.view
        x, y = self.rect.x + 18, self.rect.y
        waiting = s.waiting_worth()
        if waiting is not None:           # the line says what waits: no chip beside it
            self.draw_waiting(surface, waiting, compact, big)
            return
        chip = self.draw_proof(surface, compact)
        key = "pile" if s.shown.rules.reverse else "turn_points"
        text = s.words(key, points=s.num(v.points))
        colour = theme.BAD if v.lost else theme.TEXT
        room = self.rect.w - 36 - (chip.w + 16 if chip is not None else 0)
        chosen = self.chosen_worth()
        if chosen is not None and not s.shown.rules.reverse:     # the choice counts at once
            text = s.words(key, points=s.num(chosen[1]))
            longer = s.words("turn_points_chosen", points=s.num(chosen[1]), chosen=s.num(chosen[0]))
            if width_of(longer, fit(longer, lettering.FLOOR if compact else 28, room, True), True) <= room:
                text = longer
        size = fit(text, lettering.FLOOR if compact else POINTS_BIG if big else 28, room, True)
        rect = blit_text(surface, text, (x, y + (4 + COMPACT_PAD if compact else 8)), size, colour, True)
        if v.lost:
            mid = rect.centery
            pygame.draw.line(surface, theme.BAD, (x - 4, mid + 3), (rect.right + 4, mid - 3), 4)

    def draw_waiting(self, surface: pygame.Surface, waiting: tuple[str, int], compact: bool, big: bool) -> None:
        """The turn's points without a Pasch that still waits for its 1 or 5, and beside them the
        Pasch as pending, in the accent: "Im Zug: 100 · 4-4-4 wartet (+400)"."""
        s = self.scene
        faces, worth = waiting
        chosen = self.chosen_worth()
        points = (chosen[1] if chosen is not None else s.view.points) - worth
        x, y = self.rect.x + 18, self.rect.y + (4 + COMPACT_PAD if compact else 8)
        room = self.rect.w - 36
        head = s.words("turn_points", points=s.num(points))
        tail = "  ·  " + s.words("waiting", faces=faces, points=s.num(worth))
        size = fit(head, lettering.FLOOR if compact else POINTS_BIG if big else 28, room // 2, True)
        rect = blit_text(surface, head, (x, y), size, theme.TEXT, True)
        tail_size = fit(tail, min(size, 24), x + room - rect.right, True)
        blit_text(surface, tail, (rect.right, rect.bottom), tail_size, theme.ACCENT, True, "bottomleft")

    def chosen_worth(self) -> tuple[int, int] | None:
        """(what the person's choice scores, the turn's points with it) while it counts, else
        None: the turn's line counts the chosen dice at once."""
        s = self.scene
        if s.my_turn() is None or s.shown.phase != "select":
            return None
        p = s.preview()
        if p is None or not p.chosen or not p.ok:
            return None
        return p.evaluation.points, p.evaluation.turn_points

    def coach_rect(self, bottom: int) -> pygame.Rect | None:
        """Where the coach's hint stands (its foot at `bottom`, above the buttons), or None: as
        wide as the panel allows with its words at FLOOR or more; the lines above give way."""
        s = self.scene
        words = self.card_words(bottom)
        if words is None:
            return None
        title = s.t("app.coach.title")
        width = self.card_width(words)
        height = card_height(title, words, width, size=coach_size())
        top = bottom - height
        if top < self.rect.y + POINTS_ROW:      # a long hint: it covers the turn's points (the plate shows them too)
            top = max(self.rect.y + 8, top)
        return pygame.Rect(self.rect.x + 18, top, width, height)

    def card_width(self, words: str) -> int:
        title = self.scene.t("app.coach.title")
        width = self.rect.w - 36
        while width > 200 and card_look(title, words, width, size=coach_size())[0] < lettering.FLOOR:
            width -= 12          # a sentence a little too long for one line wraps instead of shrinking
        return width

    def card_words(self, bottom: int) -> str | None:
        """What the coach's card says with its foot at `bottom`: the advice and its numbers, or
        the advice alone where the numbers would push it over the turn's points ("Dieser Zug:
        350" stays in sight over the card)."""
        words = self.scene.coach_words()
        if words is None or "\n" not in words:
            return words
        title = self.scene.t("app.coach.title")
        if bottom - card_height(title, words, self.card_width(words), size=coach_size()) >= self.rect.y + self.compact_height():
            return words
        return words.split("\n", 1)[0]

    def dice_left(self) -> int:
        """The dice the next throw would use: those left, less the ones a person has marked."""
        s = self.scene
        count = s.view.dice_left
        if s.my_turn() is None or s.shown.phase != "select":
            return count
        p = s.preview()
        if p is None or not p.chosen:
            return count
        return p.evaluation.dice_left if p.ok else max(0, count - len(p.chosen))

    def proof_faces(self) -> str:
        """The Paschs the chip speaks of, as they lie ("1-1-1"): those the marked dice would
        leave to prove, else the turn's."""
        s = self.scene
        p = s.preview() if s.my_turn() is not None else None
        if p is not None and p.chosen and p.ok and p.proof == "pending":
            return pasch_text(p.pending)
        return pasch_text(s.view.faces)

    def proof_shown(self) -> str:
        """The proof status the chip tells: the turn's, or, while a person's choice counts (the
        turn's points count it at once), the status once those dice are set aside, so the chip
        says what writing down would answer: 1-1-1 marked is a Pasch still to prove."""
        s = self.scene
        proof = s.view.proof
        if s.my_turn() is None or s.shown.phase != "select":
            return proof
        p = s.preview()
        if p is None or not p.chosen or not p.ok:
            return proof
        if p.proof in ("pending", "confirm"):
            return p.proof
        return "proven" if proof == "pending" else proof

    def draw_proof(self, surface, compact: bool = False) -> pygame.Rect | None:
        s = self.scene
        r = s.shown.rules
        if r.reverse:
            return None
        proof = self.proof_shown()
        if proof in PROOF_CHIPS:
            key, colour = PROOF_CHIPS[proof]
            text = s.words(key, faces=self.proof_faces() or "?")
        elif r.proving or r.confirm:
            return None              # nothing open: no chip (a newcomer has nothing to learn from one)
        else:
            text, colour = s.words("proof_free"), theme.TEXT_DIM
        drawn(text, lettering.FLOOR)
        chip = proof_chip(text, tuple(colour), COMPACT_PAD if compact else 6)
        rect = chip.get_rect(topright=(self.rect.right - 14, self.rect.y + (4 if compact else 10)))
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
            # a Pasch waiting for its 1 or 5 is no mistake: said as what comes next, not in red
            note = self.reason(p.bank[0], p.bank[1])
            colour = theme.ACCENT if p.bank[0] == UNPROVEN else SOFT_RED
        elif e.pasch:
            note = s.words("selection_pasch")
        return (text, theme.TEXT, True), (note, colour)

    def odds_lines(self) -> tuple[str, str]:
        """The exact risk of the next throw, and under Übernehmen the risk of taking over; while
        dice are chosen it is the risk of throwing on, plainly an "if" ("Wirfst du mit 4 weiter:
        15,7 % Niete"), never a forecast of a throw nobody has decided on."""
        s = self.scene
        m = s.shown
        if m.is_over or m.current_seat is None:
            return "", ""
        dice, risk, other = s.decision.risk(m, s.version)
        if m.phase == "select" and not m.rules.reverse:
            advised = self.advised_throw(dice, risk)
            if advised is None:          # nothing marked, no advice: no throw on to speak of yet
                return "", ""
            dice, risk = advised
        if m.rules.reverse:
            main = s.words("odds_pile", dice=s.dice_words(dice), pct=s.pct(risk), points=s.num(m.turn_points))
        elif m.phase == "select":       # a throw only if the person throws on: said as an "if"
            with_dice = s.words("dice_one_with" if dice == 1 else "dice_many_with", count=dice)
            main = s.words("odds_if", dice=with_dice, pct=s.pct(risk))
        else:
            main = s.words("odds", dice=s.dice_words(dice), pct=s.pct(risk))
        if other is None or s.busy():
            return main, ""
        return main, s.words("odds_takeover", points=s.num(m.offer[1]), dice=s.dice_words(other[0]),
                             pct=s.pct(other[1]))

    def advised_throw(self, dice: int, risk: float) -> tuple[int, float] | None:
        """The dice a throw on would use, and its risk, after the choice marked when it counts,
        else (hints on) after the coach's choice: the odds line speaks of what the advice leaves,
        never of a guess the coach contradicts; None while nothing counting is marked and no
        advice stands (the line waits for a choice)."""
        s = self.scene
        p = s.preview()
        if p is not None and p.chosen and p.ok:
            return dice, risk
        hint = s.coach_hint()
        if hint is None or not isinstance(hint.action, z.Select):
            return None
        key = (s.version, tuple(hint.action.dice))
        if self._advised_odds is None or self._advised_odds[0] != key:
            advised = s.decision.weigh(s.shown, tuple(sorted(hint.action.dice)), bool(hint.action.turn_fives))
            self._advised_odds = (key, (advised.next_dice, advised.risk) if advised.ok else (dice, risk))
        return self._advised_odds[1]

    def advised(self) -> str | None:
        """The kind of button the coach advises pressing (`Hint.then` after the dice it names,
        throwing on when writing down would not be allowed then; else its action), or None
        without a hint."""
        hint = self.scene.coach_hint()
        if hint is None:
            return None
        action = hint.action
        if isinstance(action, z.Select):
            action = hint.then if hint.then is not None else z.Throw()
        kinds = {z.Throw: ("throw_on", "throw", "rethrow"), z.Bank: ("bank",), z.TakeOver: ("take_over",),
                 z.Knock: ("knock",)}.get(type(action), ())
        return next((c.kind for c in self.scene.choices() if c.kind in kinds), None)

    def draw_go_on(self, surface, cap: str, words: str) -> int:
        """The next person's key cap and "Tim: weiter" at the panel's foot; returns its top."""
        image = keycap_image(cap, px(CAP_SIZE))
        y = self.rect.bottom - 10 - image.get_height()
        x = self.rect.x + 18
        surface.blit(image, (x, y))
        size = fit(words, 24, self.rect.w - 36 - image.get_width() - CAP_GAP, True)
        blit_text(surface, words, (x + image.get_width() + CAP_GAP, y + (image.get_height() - line_height(size, True)) // 2),
                  size, theme.TEXT, True)
        return y

    def draw_buttons(self, surface, seat: int) -> list[pygame.Rect]:
        s = self.scene
        choices = s.choices()
        focused = s.decision.focus == "buttons" or s.shown.phase != "select"
        index = min(s.decision.button, len(choices) - 1)
        labels = tuple(self.label(c) for c in choices)
        rects, looks = self.button_layout(len(choices), labels)
        advised = self.advised()
        caps, lead = self.button_caps(seat)
        for i, (choice, rect, label, look) in enumerate(zip(choices, rects, labels, looks, strict=True)):
            chosen = focused and i == index
            key = caps[i]
            drawn(label)
            for line in look[1]:
                drawn(line, look[0])
            if key:
                drawn(key, px(CAP_SIZE))
            surface.blit(button_image(look, rect.size, chosen, self.button_state(choice), key, i == lead and not chosen,
                                      self.stacks(len(choices))), rect)
            if choice.kind == advised and choice.enabled:   # the coach's blue ring: the button the
                # card advises, once its key does that (before, the ring is on the dice to mark)
                pygame.draw.rect(surface, theme.COACH, rect.inflate(8, 8), width=3, border_radius=17)
        if not self.hint_height():
            return rects
        y = self.rect.bottom - HINT_FOOT - self.hint_height()
        for row in self.foot_rows(s.foot_groups(s.seats[seat])):
            x, cy = self.rect.x + 18, y + foot_row() // 2
            for caps, words in row:
                for cap in caps:
                    image = keycap_image(cap, px(FOOT_SIZE))
                    surface.blit(image, image.get_rect(midleft=(x, cy - 1)))
                    x += image.get_width() + FOOT_CAP_GAP
                x += FOOT_WORD_GAP - FOOT_CAP_GAP if caps else 0
                x = blit_text(surface, words, (x, cy), px(FOOT_SIZE), theme.TEXT, False, "midleft").right + FOOT_GROUP_GAP
            y += foot_row()
        return rects

    def stamp_showing(self, place: str = "news") -> bool:
        """Whether a stamp lies in the news strip now (with `place` "aside": in the row of dice
        set aside): one of the seat shown (a stamp shows its own seat's result, never the
        next's), not yet faded."""
        s = self.scene
        stamp = s.stamp
        if stamp is None or stamp.place != place or (stamp.seat is not None and stamp.seat != s.view.seat):
            return False
        if s.time < stamp.t0:
            return False             # not pressed yet
        return s.time - stamp.t0 <= STAMP_TIME + 0.6

    def stamp_place(self, centre=None, width=None):
        """(plate image, its rect, the news picture of the stamp, alpha) as the stamp lies now
        in the news strip, or None without a stamp of the seat shown (the arguments are kept
        for callers that still name the tray: the stamp no longer lies there); "Alle zurück in
        den Becher!" lies in the row of dice set aside instead, which is empty then."""
        s = self.scene
        stamp = s.stamp
        if stamp is None or not self.stamp_showing(stamp.place):
            return None
        age = s.time - stamp.t0
        news = s.news_rect() if stamp.place == "news" else s.aside_rect()
        look = news_stamp(stamp.text, tuple(stamp.colour), stamp.sub, news.w, news.h)
        # the stamp pops in (never with its word under FLOOR): its scale moves in steps of 0.05,
        # so it is zoomed only a few times
        scale = min(1.0, round((0.6 + 0.4 * ease_out_back(min(1.0, age / 0.25))) * 20) / 20)
        scale = max(scale, math.ceil(lettering.FLOOR / look.size * 20) / 20)
        img = zoomed(look.plate, scale)
        rect = img.get_rect(center=look.plate_rect.move(news.topleft).center)
        alpha = 255 if age < STAMP_TIME else int(255 * (1 - (age - STAMP_TIME) / 0.6))
        return img, rect, look, max(0, alpha)

    def refusal_rect(self) -> pygame.Rect | None:
        """Where a refusal (or why the choice does not count) stands: across the news strip
        (over a stamp, never over a die)."""
        text = self.pill_text()
        if not text:
            return None
        news = self.scene.news_rect()
        return refusal_pill(text, news.w - 16, news.h - 4).get_rect(center=news.center)

    def why(self) -> str:
        """Why the dice a person has chosen do not count ("" while they count or nobody chooses)."""
        s = self.scene
        if s.my_turn() is None:
            return ""
        p = s.preview()
        if p is None or not p.chosen or p.ok:
            return ""
        return self.choice_lines()[0][0]

    def pill_text(self) -> str:
        """The words of the red pill in the news strip: the refusal, else why the choice does not count."""
        shows = self.news()
        return self.scene.refusal if shows == "refusal" else self.why() if shows == "why" else ""

    def news(self) -> str:
        """What the news strip shows now: "refusal" (newer than any stamp), "unmarked" (a mark
        just taken back, see `unmarked_note`), "stamp", "why" (the
        chosen dice do not count: right under them, beside the red glow, whatever the panel
        holds), "log", "previous" (the last turn's result, until this turn has news), else
        "counts" (what scores: the strip is never an empty box) or "" once the game is over."""
        s = self.scene
        placed = self.stamp_showing()
        unmarked = s.unmarked_note()         # newer than any refusal or stamp while it says anything
        if s.refusal and not unmarked and (not placed or s.refused_at >= s.stamp.t0):
            return "refusal"
        if unmarked:
            return "unmarked"
        if placed:
            return "stamp"
        if self.why():
            return "why"
        if self.moved:
            return "moved"
        return "log" if s.log else "previous" if s.previous else "" if s.over_shown else "counts"

    def draw_news(self, surface, news: pygame.Rect) -> None:
        """The news strip: a refusal, else the stamp of the seat shown, else why the chosen dice
        do not count, else the newest line of what happened."""
        s = self.scene
        shows = self.news()
        if shows in ("refusal", "why"):
            text = self.pill_text()
            refusal = self.refusal_rect()
            pill = refusal_pill(text, refusal.w, news.h - 4)
            drawn(text, pill_size(text, refusal.w, news.h - 4))
            surface.blit(pill, refusal)
            return
        if shows in ("log", "previous", "moved", "counts", "unmarked"):
            said = {"log": s.said(s.log[-1]) if s.log else "", "previous": s.said(s.previous),
                    "counts": s.counts_line(), "unmarked": s.unmarked_note()}.get(shows, self.moved)
            size, lines = news_lines(said, news.w - 32, news.h - 8)
            y = news.centery - len(lines) * line_height(size) // 2
            for line in lines:
                ink = theme.ACCENT if shows in ("moved", "unmarked") else theme.TEXT_DIM if shows == "counts" else theme.TEXT
                blit_text(surface, line, (news.x + 16, y), size, ink)
                y += line_height(size)
            return
        if shows != "stamp":
            return
        img, rect, look, alpha = self.stamp_place()
        for text, size in look.said:
            drawn(text, size if text != s.stamp.text else round(size * img.get_height() / look.plate.get_height()))
        img.set_alpha(alpha)
        surface.blit(img, rect)
        img.set_alpha(255)
        if look.sub is not None:
            look.sub.set_alpha(alpha)
            surface.blit(look.sub, look.sub_rect.move(news.topleft))
            look.sub.set_alpha(255)


    def draw_row_stamp(self, surface) -> None:
        """A stamp that lies in the emptied row of dice set aside ("Alle zurück in den Becher!")."""
        if not self.stamp_showing("aside"):
            return
        img, rect, look, alpha = self.stamp_place()
        for text, size in look.said:
            drawn(text, size if text != self.scene.stamp.text else round(size * img.get_height() / look.plate.get_height()))
        img.set_alpha(alpha)
        surface.blit(img, rect)
        img.set_alpha(255)


def ink_of(colour: tuple) -> tuple[int, int, int]:
    """The stamp-pad ink for a signal colour: dark enough to read on paper."""
    r, g, b = colour[:3]
    k = 0.5 if (0.2126 * r + 0.7152 * g + 0.0722 * b) > 150 else 0.72
    return (int(r * k), int(g * k), int(b * k))


STAMP_PAPER = (250, 246, 234)


STAMP_TILT = -3              # degrees: a stamp pressed on a little askew


@lru_cache(maxsize=64)
def stamp_plate(text: str, colour: tuple, max_width: int, max_height: int) -> tuple[pygame.Surface, int]:
    """A rubber stamp: the word in dark ink on a light paper plate with a double ink border and
    a drop shadow, a little askew, at most `max_width` x `max_height` (the word on one line from
    40 px down, else on two); (the picture, the word's size). Light paper, dark ink: it reads
    on the dark strip and next to the felt alike."""
    ink = ink_of(colour)
    plate = None
    for size, most in [(n, 1) for n in range(40, 25, -2)] + [(n, 2) for n in range(28, lettering.FLOOR - 1, -2)]:
        lines = lines_of(text, size, max_width - 60, True)
        if len(lines) > most:
            continue
        for tilt in (STAMP_TILT, STAMP_TILT / 3, 0):     # a wide plate tilts less (it would grow taller)
            plate = _plate(lines, size, ink, tilt)
            if plate.get_width() <= max_width and plate.get_height() <= max_height:
                return plate, size
    return plate or _plate(lines_of(text, lettering.FLOOR, max_width - 60, True), lettering.FLOOR, ink, 0), lettering.FLOOR


def _plate(lines: tuple[str, ...], size: int, ink: tuple, tilt: float) -> pygame.Surface:
    step = font(size, True).get_linesize()
    pad_x, pad_y = 22, 7
    w = max(width_of(x, size, True) for x in lines) + 2 * pad_x
    h = step * len(lines) + 2 * pad_y
    plate = pygame.Surface((w + 6, h + 6), pygame.SRCALPHA)
    body = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(plate, (0, 0, 0, 110), body.move(5, 6), border_radius=12)
    pygame.draw.rect(plate, (*STAMP_PAPER, 250), body, border_radius=12)
    pygame.draw.rect(plate, ink, body, width=4, border_radius=12)
    pygame.draw.rect(plate, ink, body.inflate(-10, -10), width=2, border_radius=8)
    for i, line in enumerate(lines):
        blit_text(plate, line, (w // 2, pad_y + i * step + step // 2), size, ink, True, "center")
    return pygame.transform.rotozoom(plate, tilt, 1.0) if tilt else plate


class NewsStamp:
    """A stamp laid out in the news strip: the plate on the left (centred without a line under
    it) and its line beside it; rects relative to the strip; `said`: (text, size) it shows."""

    def __init__(self, plate, plate_rect, sub, sub_rect, said):
        self.plate, self.plate_rect, self.sub, self.sub_rect, self.said = plate, plate_rect, sub, sub_rect, said
        self.size = said[0][1]          # the stamp's word


@lru_cache(maxsize=32)
def news_stamp(text: str, colour: tuple, sub: str, width: int, height: int) -> NewsStamp:
    """The stamp `text` (and its line `sub`: why, or what it means) laid out in a strip of
    `width` x `height`: the plate takes what the line leaves, the line wraps at FLOOR."""
    room_h = height - 6
    if not sub:
        plate, size = stamp_plate(text, colour, width - 24, room_h)
        rect = plate.get_rect(center=(width // 2, height // 2))
        return NewsStamp(plate, rect, None, None, ((text, size),))
    for share, bold in ((0.5, True), (0.42, True), (0.42, False), (0.34, False), (0.28, False)):
        plate, size = stamp_plate(text, colour, int(width * share), room_h)
        lines = lines_of(sub, lettering.FLOOR, width - plate.get_width() - 40, bold)
        step = line_height(lettering.FLOOR, bold)
        if len(lines) * step <= room_h:
            break
    rect = plate.get_rect(midleft=(10, height // 2))
    sub_w = max(width_of(line, lettering.FLOOR, bold) for line in lines)
    img = pygame.Surface((sub_w, step * len(lines)), pygame.SRCALPHA)
    for j, line in enumerate(lines):
        blit_text(img, line, (0, j * step), lettering.FLOOR, theme.TEXT, bold)
    sub_rect = img.get_rect(midleft=(rect.right + 14, height // 2))
    return NewsStamp(plate, rect, img, sub_rect, ((text, size), *((line, lettering.FLOOR) for line in lines)))


@lru_cache(maxsize=64)
def zoomed(img: pygame.Surface, scale: float) -> pygame.Surface:
    return pygame.transform.rotozoom(img, 0, scale) if abs(scale - 1.0) > 0.001 else img


@lru_cache(maxsize=64)
def news_lines(text: str, width: int, height: int) -> tuple[int, tuple[str, ...]]:
    """What just happened, in the news strip: (size, lines) on one line at NEWS_SIZE or a little
    smaller if it fits there, else at NEWS_SIZE where every line fits, else at FLOOR, as many
    lines as fit."""
    for size in dict.fromkeys((NEWS_SIZE, px(NEWS_SIZE - 2))):
        if width_of(text, size) <= width:
            return size, (text,)
    lines = balanced(text, NEWS_SIZE, width)
    if len(lines) * line_height(NEWS_SIZE) <= height:
        return NEWS_SIZE, lines
    lines = balanced(text, lettering.FLOOR, width)
    most = max(1, height // line_height(lettering.FLOOR))
    return lettering.FLOOR, lines[:most]


@lru_cache(maxsize=64)
def pill_look(text: str, width: int, height: int) -> tuple[int, bool, tuple[str, ...]]:
    """(size, bold, lines) of a refusal in a pill `width` wide: bold on up to two lines if they
    fit `height`, else regular, from REFUSAL_SIZE down to FLOOR, else as few lines as FLOOR takes."""
    for bold in (True, False):
        for size in range(REFUSAL_SIZE, lettering.FLOOR - 1, -1):
            lines = lines_of(text, size, width - 32, bold)
            if len(lines) * (line_height(size, bold) + 2) + 12 <= height:
                return size, bold, lines
    return lettering.FLOOR, False, lines_of(text, lettering.FLOOR, width - 32)


def pill_size(text: str, width: int, height: int) -> int:
    return pill_look(text, width, height)[0]


@lru_cache(maxsize=32)
def refusal_pill(text: str, width: int, height: int = 999) -> pygame.Surface:
    """A refusal in a red pill `width` wide, wrapped (and at most `height` tall where FLOOR
    allows)."""
    colour = (255, 200, 190)
    size, bold, lines = pill_look(text, width, height)
    step = line_height(size, bold) + 2
    pill = pygame.Surface((width, step * len(lines) + 12), pygame.SRCALPHA)
    pygame.draw.rect(pill, (78, 20, 18, 245), pill.get_rect(), border_radius=16)
    pygame.draw.rect(pill, theme.BAD, pill.get_rect(), width=2, border_radius=16)
    for j, line in enumerate(lines):
        blit_text(pill, line, (width // 2, 6 + j * step), size, colour, bold, "midtop")
    return pill


@lru_cache(maxsize=32)
def proof_chip(text: str, colour: tuple, pad: int = 6) -> pygame.Surface:
    """The proving status in a rounded chip, its words `pad` from the top and bottom edges."""
    w, h = width_of(text, lettering.FLOOR, True), line_height(lettering.FLOOR, True)
    chip = pygame.Surface((w + 26, h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(chip, (12, 16, 14, 235), chip.get_rect(), border_radius=16)
    pygame.draw.rect(chip, colour, chip.get_rect(), width=2, border_radius=16)
    blit_text(chip, text, (13, pad), lettering.FLOOR, colour, True)
    return chip


@lru_cache(maxsize=64)
def button_image(look: tuple, size: tuple[int, int], chosen: bool, state: str, key: str,
                 lead: bool = False, stacked: bool = False) -> pygame.Surface:
    """A button: the key cap of the key that presses it (or leads to it: `lead`, ringed in
    gold) left of its label (size, lines), the two centred together; `stacked`: the cap over
    the label (a narrow button keeps its words whole). `state`: "ready", "waiting" (drawn like
    a ready button, its cap dimmed: it works once a die is marked) or "off" (grey)."""
    w, h = size
    label_size, lines = look
    live = state != "off"
    surf = pygame.Surface((w, h + 4), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, w, h)
    fill = theme.ACCENT if chosen else (56, 70, 62) if live else (38, 44, 41)
    pygame.draw.rect(surf, (0, 0, 0, 150), rect.move(0, 4), border_radius=14)
    pygame.draw.rect(surf, fill, rect, border_radius=14)
    if chosen:
        pygame.draw.rect(surf, theme.PAPER if live else theme.BAD, rect, width=3, border_radius=14)
    elif lead:
        pygame.draw.rect(surf, theme.ACCENT, rect, width=3, border_radius=14)
    ink = theme.INK if chosen else theme.TEXT if live else (150, 158, 152)
    step = line_height(label_size, True)
    cap = keycap_image(key, px(CAP_SIZE), lead) if key else None
    if cap is not None and state == "waiting":
        cap = cap.copy()
        cap.set_alpha(120)
    if stacked:
        cap_h = px(CAP_SIZE) + 15
        y = (h - cap_h - 2 - step * len(lines)) // 2
        if cap is not None:
            surf.blit(cap, cap.get_rect(midtop=(w // 2, y)))
        y += cap_h + 2
        for line in lines:
            blit_text(surf, line, (w // 2, y), label_size, ink, True, "midtop")
            y += step
        return surf
    text_w = max(width_of(line, label_size, True) for line in lines)
    block = text_w + (cap.get_width() + CAP_GAP if cap is not None else 0)
    x = (w - block) // 2
    if cap is not None:
        surf.blit(cap, cap.get_rect(midleft=(x, h // 2)))
        x += cap.get_width() + CAP_GAP
    y = (h - step * len(lines)) // 2
    for line in lines:
        blit_text(surf, line, (x + text_w // 2, y), label_size, ink, True, "midtop")
        y += step
    return surf
