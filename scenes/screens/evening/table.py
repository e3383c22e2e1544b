"""The evening's table between games: the standings (big, each player's token), the points per
place in one line, the games played as a row of cards (the game's emblem, its name, the
winner's token and name; the latest framed), and what comes next (any of the four games, then
apart from them the game under way, "Abend beenden", the menu: the games never move).

Every seat's keys and pads steer it, like the menu; each game's button carries its emblem. Like every screen after a game it takes
only deliberate presses (`scenes.ui.deliberate`): nothing the first moment, no held key, a
confirm only after a breath or right after choosing with the arrows (a deliberate run of
directions that began after a quiet moment), so "down, down, Enter" hammered on from the game
before starts nothing, while the same keys pressed calmly start the game chosen. At the
evening's start the first game is lit, so the screen shows at once where the keys are; right
after a game nothing is lit (the next game is the players' choice: their first arrow lights the
next game not yet played this evening, a confirm before it says "Erst mit ↑ ↓ wählen"); opened
again from the menu it stands on the game under way, if one is, else with games played it
rests on nothing. A lit game is only shown, never started by itself:
the guard above still refuses a confirm that comes too soon. A confirm
that does not count yet is not lost in silence: the hint under the buttons says it was seen and
to press again in a moment. "Abend beenden" asks first ("Nein" selected).

Its words never promise more than the data folder keeps: where the evening cannot be written
(a second copy of the game holds the folder, or the disk said no) the foot says so in a band
(in place of the keys' line with its "bleibt gespeichert"), and the menu button's hint says
the evening is not kept.
"""

from __future__ import annotations

import math

import pygame

from game.evening import Evening
from game.games import BY_MODULE, GAMES
from scenes import evening_keeping
from scenes.app import Scene
from scenes.screens.evening.look import (
    draw_standings,
    join_names,
    names_of,
    player_style,
    points_rule,
    ties_rule,
)
from scenes.ui import theme
from scenes.ui.backdrop import backdrop
from scenes.ui.deliberate import SEEN_FOR, Deliberate
from scenes.ui.emblems import emblem
from scenes.ui.layout import READABLE, blit_fit, blit_fitted, fit
from scenes.ui.numbers import grouped
from scenes.ui.text import blit_text, render
from scenes.ui.tween import clamp01, ease_out_back
from scenes.ui.widgets import Button, ButtonList, draw_panel, draw_seat_token

RULE_INK = (226, 230, 220)   # the rule under the standings: light enough to read from the sofa
INPUT_CALM = 1.0          # seconds before the table takes input (it is reached by a deliberate press)
ASK = pygame.Rect(0, 0, 640, 330)   # the question before the evening ends
STANDINGS = pygame.Rect(40, 112, 720, 336)
ROW_MAX = 150             # px of a standings row at most: few players take tall rows (each game's points
                          # under the name), never a short list over an empty panel
RULE_Y = 468              # the points per place (or how ties count), the foot of the standings' panel
STANDINGS_PANEL = pygame.Rect(26, 104, 748, 382)   # the standings and their rule, one panel
RULE_W = STANDINGS.width - 24   # px the rule may take: well inside the panel's edge (a shorter wording if need be)
PLAYED = pygame.Rect(26, 494, 748, 188)
CHOICES_X, CHOICES_W = 1010, 440
CARDS = 4                 # the latest games shown as cards (wide enough for each game's name)
CARD_GAP = 10
CARD_MAX_W = 220          # px of a card at most (one to three games: big cards)
NONE_YET_W = 300          # px of the panel's left part that says no game has been played yet
LADDER_MIN_W = 380        # px the points per place need beside the cards
CARD_DELAY, CARD_DROP = 0.15, 0.5     # seconds: the latest card drops in as the table opens
COUNT_AT, COUNT = 0.7, 1.2            # seconds: then the points it brought count up in the standings
GAIN_STAYS = 2.0                      # seconds the "+6" stays after the count
CHOOSE_FIRST_FOR = 2.8                # seconds "Erst mit ↑ ↓ wählen" stands after a confirm with nothing lit


class ChoiceList(ButtonList):
    """The table's choices: the games, then, a little apart, the game under way (if any),
    ending the evening and the menu."""

    APART = 22      # px between the games and the two ways out

    def __init__(self, *args, apart: int, **kwargs):
        super().__init__(*args, **kwargs)
        self.apart = apart          # the index of the first button set apart

    def rects(self) -> list[pygame.Rect]:
        return [r.move(0, -self.APART // 2 + (self.APART if i >= self.apart else 0))
                for i, r in enumerate(super().rects())]


class EveningScene(Scene):
    def __init__(self, app, evening: Evening, after_game: bool = False):
        super().__init__(app)
        self.evening = evening
        buttons, self.hints = [], []
        self.game_rows: set[int] = set()        # the rows whose confirm starts a game
        self.motifs: list[str | None] = []      # each button's emblem (`scenes.ui.emblems`), the games'
        current = evening.current
        for info in GAMES:
            buttons.append(Button(lambda g=info: self.t(f"app.game.{g.module}"), lambda g=info: self.app.routes.evening_game(g)))
            self.hints.append(lambda g=info: self.game_hint(g))
            self.motifs.append(info.emblem)
            self.game_rows.add(len(buttons) - 1)
        # the game under way comes after the four games, never in front of them: the usual
        # presses (down, down, Enter) start the same game whether one is under way or not
        self.under_way = evening_keeping.game_under_way(app, evening)
        if self.under_way:
            buttons.append(Button(lambda g=current.game: self.t("evening.table.resume", game=self.t(f"app.game_short.{g}")),
                                  self.app.routes.evening_resume_game))
            self.hints.append(lambda: self.t("evening.table.resume_hint"))
            self.motifs.append(next((g.emblem for g in GAMES if g.module == current.game), None))
            self.game_rows.add(len(buttons) - 1)
        self.motifs += [None, None]
        buttons.append(Button(lambda: self.t("evening.table.end"), self.ask_end))
        self.hints.append(lambda: self.end_hint(short=True))
        buttons.append(Button(lambda: self.t("evening.table.menu"), self.app.routes.menu))
        self.hints.append(lambda: self.t("evening.table.menu_hint" if self.kept() else "evening.table.menu_hint_unsaved"))
        total = len(buttons) * 58 - 10
        self.list = ChoiceList(buttons, (CHOICES_X, 146 + (total + ChoiceList.APART) // 2), width=CHOICES_W,
                               height=48, gap=10, size=24, apart=len(GAMES))   # (the chosen, bold, clear of its emblem)
        # the evening's start: the first game lit; after a game the next one not yet played; a table
        # opened again later (from the menu, with games played) rests on nothing, as after a game
        # the guard's rule wants (`scenes.ui.deliberate`)
        # ... and with the evening's game under way, that game: the menu's card said it goes on.
        # Right after a game nothing is lit: the next game is the players' choice, and their first
        # arrow lights the next one not yet played this evening (`suggested`)
        self.suggested = self.next_unplayed() if after_game else None
        self.list.index = -1 if after_game else len(GAMES) if self.under_way else 0 if not evening.games else -1
        self.unchosen_at: float | None = None     # when a confirm came with nothing lit ("Erst mit ↑ ↓ wählen")
        self.time = 0.0
        self.guard = Deliberate(INPUT_CALM, after_choosing=True)
        ask = ASK.copy()
        ask.center = (theme.SCREEN_W // 2, theme.SCREEN_H // 2)
        self.ask_rect = ask
        self.asking: ButtonList | None = None     # "Den Abend wirklich beenden?" while it is asked
        self.gained = self.points_to_count(evening) if after_game else {}
        self.placed: dict[int, dict] = {}     # player -> where their standings row put what, latest frame

    def next_unplayed(self) -> int:
        """The row the cursor stands on after a game: the next game (in the menu's order, after
        the one just played) not yet played this evening; once all have been, simply the next."""
        played = {g.game for g in self.evening.games}
        latest = self.evening.games[-1].game if self.evening.games else None
        start = next((i + 1 for i, g in enumerate(GAMES) if g.module == latest), 0)
        order = [(start + k) % len(GAMES) for k in range(len(GAMES))]
        return next((i for i in order if GAMES[i].module not in played), order[0])

    @staticmethod
    def points_to_count(evening: Evening) -> dict:
        """Player -> the points the latest game brought: they count up when the table opens
        right after that game's results. Opened anew (from the menu, after a restart) the
        table simply shows the standings."""
        if not evening.games:
            return {}
        return {p: gain for p, gain in evening.points_of(evening.games[-1]).items() if gain}

    def counting(self) -> dict:
        """Player -> (points shown now, points the latest game brought) while they count up and
        a moment after; empty otherwise."""
        if not self.gained or self.time > COUNT_AT + COUNT + GAIN_STAYS:
            return {}
        p = clamp01((self.time - COUNT_AT) / COUNT)
        totals = {s.player: s.points for s in self.evening.standings()}
        return {player: (totals[player] - gain + (gain if p >= 1 else math.floor(gain * p)), gain)
                for player, gain in self.gained.items() if player in totals}

    def ask_end(self) -> None:
        """Abend beenden asks first, "Nein" selected."""
        self.asking = ButtonList([Button(lambda: self.t("evening.table.end_yes"), self.app.routes.evening_end),
                                  Button(lambda: self.t("evening.table.end_no"), self.keep_playing)],
                                 (self.ask_rect.centerx, self.ask_rect.bottom - 92), width=420, height=52, gap=12,
                                 size=26)
        self.asking.index = 1
        self.guard.restart(0.4)

    def end_hint(self, short: bool = False) -> str:
        """What ending the evening does: the crowning (or no standings yet), and first that its
        game under way ends with it (`short`: under the buttons, only that)."""
        said = self.t("evening.table.end_hint" if self.evening.games else "evening.table.end_hint_empty")
        if self.under_way:
            under_way = self.t("evening.table.end_under_way", game=self.t(f"app.game.{self.evening.current.game}"))
            said = under_way if short else f"{under_way} {said}"
        return said

    def keep_playing(self) -> None:
        self.asking = None

    def game_hint(self, info) -> str:
        players = len(self.evening.players)
        if info.plays_colours:
            return self.t("evening.table.hint_mensch")
        if players > info.max_seats:
            return self.t.count("evening.table.hint_sit_out", players - info.max_seats, max=info.max_seats)
        return self.t("evening.table.hint_all", n=players)

    def ready(self) -> bool:
        return self.guard.ready()

    def handle(self, act) -> None:
        if not self.guard.accepts(act):
            return
        if self.asking is not None:
            if act.action == "back":
                self.keep_playing()
            else:
                self.asking.handle(act.action)
            return
        if act.action == "back":
            self.app.routes.menu()
            return
        if self.list.index < 0:
            if act.action in ("up", "down") and self.suggested is not None:
                self.list.index = self.suggested
                self.unchosen_at = None
                return
            if act.action == "confirm":
                self.unchosen_at = self.time
                return
        self.unchosen_at = None
        self.list.handle(act.action)

    def handle_event(self, event) -> None:
        if self.ready():
            (self.asking or self.list).handle_event(event)

    def update(self, dt: float) -> None:
        if self.gained and self.time < COUNT_AT <= self.time + dt:
            self.app.play("coaster", 0.4)
        self.time += dt
        self.guard.update(dt)
        self.list.update(dt)

    def kept(self) -> bool:
        """Whether the evening is kept in the data folder (so "bleibt gespeichert" is true)."""
        return self.app.keeps_data() and evening_keeping.problem(self.app) is None

    def warning(self) -> str | None:
        if not self.app.keeps_data():
            return self.t("evening.table.second_copy")
        return evening_keeping.problem(self.app)

    # -- drawing ------------------------------------------------------------------------------
    def subtitle(self) -> str:
        n = len(self.evening.games)
        started = self.evening.started_at[11:16]
        return self.t.count("evening.table.subtitle", n, time=started)

    def played_cards(self) -> list[int]:
        """The games shown as cards (indices into the evening's games): the latest, oldest first."""
        n = len(self.evening.games)
        return list(range(max(0, n - CARDS), n))

    def card_rects(self) -> list[pygame.Rect]:
        """Where the cards stand: as wide as four fit, wider (up to CARD_MAX_W) while fewer
        games have been played."""
        room = max(len(self.played_cards()), CARDS - 1)
        width = min(CARD_MAX_W, (PLAYED.w - 32 - CARD_GAP * (room - 1)) // room)
        return [pygame.Rect(PLAYED.x + 16 + k * (width + CARD_GAP), PLAYED.y + 42, width, PLAYED.h - 54)
                for k in range(len(self.played_cards()))]

    def ladder_rect(self) -> pygame.Rect | None:
        """Early in an evening, the room the cards leave free in their panel: the points each
        place brings, and how the evening ends (None once the cards need the room)."""
        cards = self.card_rects()
        left = cards[-1].right + 2 * CARD_GAP if cards else PLAYED.x + NONE_YET_W
        room = pygame.Rect(left, PLAYED.y + 14, PLAYED.right - 16 - left, PLAYED.h - 26)
        return room if room.w >= LADDER_MIN_W else None

    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        surface.blit(backdrop(dice=False), (0, 0))
        blit_text(surface, t("evening.table.title"), (STANDINGS.centerx, 44), 44, theme.ACCENT, True, "center")
        blit_fitted(surface, self.subtitle(), (STANDINGS.centerx, 88), STANDINGS.width, 22, theme.TEXT_DIM,
                    anchor="center")
        draw_panel(surface, STANDINGS_PANEL, (22, 28, 26), 200, 16, border=(62, 76, 70))
        self.placed = {}
        rows = STANDINGS.inflate(0, -8).move(0, -4)     # (a breath above the rule's hairline)
        draw_standings(surface, t, self.evening, rows, big=36, highlight_leaders=bool(self.evening.games),
                       row_max=ROW_MAX, token=24, counting=self.counting(), per_game=True, placed=self.placed)
        # (while the chips say the points, the line under the standings says only the rest)
        said = ties_rule(t, self.evening, RULE_W) if self.ladder_rect() is not None else \
            points_rule(t, self.evening, RULE_W)
        rule_top = RULE_Y - 16                  # a hairline sets the rule apart as the panel's foot
        pygame.draw.line(surface, (62, 76, 70), (STANDINGS.x + 12, rule_top), (STANDINGS.right - 12, rule_top), 2)
        blit_fitted(surface, said, (STANDINGS.centerx, RULE_Y + 1), RULE_W, 22, RULE_INK,
                    anchor="center")
        self.draw_played(surface)
        blit_text(surface, t("evening.table.next"), (CHOICES_X, 112), 22, theme.TEXT_DIM, True, "center")
        self.list.draw(surface)
        for motif, rect in zip(self.motifs, self.list.rects(), strict=True):
            if motif is not None:       # the game's emblem at the button's left, as in the menu
                picture = emblem(motif, rect.h - 14)
                surface.blit(picture, picture.get_rect(center=(rect.x + 24, rect.centery)))
        self.draw_hint(surface)
        if self.warning() is None and self.asking is None:     # (the band at the foot says why nothing
            # is kept, in its place; while the question stands, its own keys say what Esc does there)
            blit_fitted(surface, t("evening.table.keys_hint"), (theme.SCREEN_W // 2, theme.SCREEN_H - 10),
                        theme.SCREEN_W - 60, READABLE, theme.TEXT_DIM, anchor="midbottom")
        if self.asking is not None:
            self.draw_ask(surface)

    def latest_card_drop(self) -> int:
        """How far over its place the latest game's card still is: it drops in with a little
        bounce as the table opens (landed well before the table takes a press)."""
        p = clamp01((self.time - CARD_DELAY) / CARD_DROP)
        return round(-60 * (1 - ease_out_back(p))) if p < 1 else 0

    def draw_played(self, surface: pygame.Surface) -> None:
        """The games played as a row of cards, the latest at the right and framed."""
        t, ev = self.t, self.evening
        draw_panel(surface, PLAYED, (22, 28, 26), 220, 14)
        blit_text(surface, t("evening.table.played", n=len(ev.games)), (PLAYED.x + 16, PLAYED.y + 10), 24,
                  theme.TEXT_DIM, True)
        hidden = len(ev.games) - len(self.played_cards())
        if hidden:
            blit_text(surface, t("evening.table.played_more", n=hidden), (PLAYED.right - 16, PLAYED.y + 12), READABLE,
                      theme.TEXT_DIM, False, "topright")
        ladder = self.ladder_rect()
        if ladder is not None:
            self.draw_ladder(surface, ladder)
        if not ev.games:
            blit_fit(surface, t("evening.table.none_yet"), pygame.Rect(PLAYED.x + 16, PLAYED.y + 42, NONE_YET_W - 32,
                                                                        PLAYED.h - 54),
                     26, theme.TEXT, max_lines=4, align="center", valign="center")
            return
        for index, card in zip(self.played_cards(), self.card_rects(), strict=True):
            played = ev.games[index]
            latest = index == len(ev.games) - 1
            if latest:
                card = card.move(0, self.latest_card_drop())
            draw_panel(surface, card, (40, 50, 46), 255, 12, border=theme.ACCENT if latest else None)
            badge = (card.x + 17, card.y + 17)         # the game's number in the evening
            pygame.draw.circle(surface, (60, 72, 66), badge, 13)
            blit_text(surface, grouped(t, index + 1), badge, READABLE, theme.TEXT, True, "center")
            info = BY_MODULE.get(played.game)
            big = card.w >= CARD_MAX_W - 20            # (few games: a bigger emblem and words)
            picture = emblem(info.emblem if info else "", 64 if big else 54)
            surface.blit(picture, picture.get_rect(midtop=(card.centerx, card.y + 6)))
            blit_fitted(surface, t(f"app.game_short.{played.game}"), (card.centerx, card.y + (82 if big else 74)),
                        card.w - 10, 26 if big else 22, theme.TEXT, True, anchor="center")
            winners = played.winners()
            names = join_names(t, names_of(ev, winners))
            radius = 13 if big else 11
            tokens = min(3, len(winners))
            size, lines = fit(names, card.w - 12 - tokens * (2 * radius + 3), 24 if big else 22, True, 1)
            width = tokens * (2 * radius + 3) + 4 + render(lines[0], size, theme.ACCENT, True).get_width()
            x = card.centerx - width // 2
            y = card.bottom - 24
            for k, player in enumerate(winners[:tokens]):
                draw_seat_token(surface, player_style(ev, player), (x + radius + k * (2 * radius + 3), y), radius)
            blit_text(surface, lines[0], (x + tokens * (2 * radius + 3) + 4, y), size,
                      theme.ACCENT if latest else theme.TEXT, True, "midleft")

    def draw_ladder(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The points each place brings, as a row of chips, and how the evening ends."""
        t, ev = self.t, self.evening
        blit_text(surface, t("evening.table.ladder"), (rect.x, rect.y), 22, theme.TEXT_DIM, True)
        places = min(len(ev.players), len(ev.points))
        gap = 8
        chip_w = min(76, (rect.w - gap * (places - 1)) // max(1, places))
        for k in range(places):
            chip = pygame.Rect(rect.x + k * (chip_w + gap), rect.y + 36, chip_w, 76)
            draw_panel(surface, chip, (40, 50, 46), 255, 10, border=theme.ACCENT if k == 0 else None)
            blit_text(surface, t("app.results.place", n=k + 1), (chip.centerx, chip.y + 16), READABLE,
                      theme.TEXT_DIM, True, "center")
            blit_text(surface, grouped(t, ev.points[k]), (chip.centerx, chip.y + 50), 32,
                      theme.ACCENT if k == 0 else theme.TEXT, True, "center")
        blit_fit(surface, t("evening.table.ladder_end"), pygame.Rect(rect.x, rect.y + 122, rect.w, rect.h - 122),
                 READABLE, theme.TEXT_DIM, max_lines=2)

    def draw_ask(self, surface: pygame.Surface) -> None:
        """The question before the evening ends, over the table."""
        if getattr(self, "_shade", None) is None or self._shade.get_size() != surface.get_size():
            self._shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._shade.fill((0, 0, 0, 150))
        surface.blit(self._shade, (0, 0))
        pygame.draw.rect(surface, (22, 28, 26), self.ask_rect, border_radius=18)     # solid: nothing shows through
        draw_panel(surface, self.ask_rect, (22, 28, 26), 255, 18, border=theme.ACCENT)
        blit_fit(surface, self.t("evening.table.end_ask"), pygame.Rect(self.ask_rect.x + 24, self.ask_rect.y + 24,
                                                                       self.ask_rect.w - 48, 80),
                 32, theme.TEXT, max_lines=2, align="center")
        blit_fit(surface, self.end_hint(),
                 pygame.Rect(self.ask_rect.x + 32, self.ask_rect.y + 82, self.ask_rect.w - 64, 90),
                 READABLE, theme.TEXT_DIM, max_lines=3, align="center")
        self.asking.draw(surface)
        if self.warning() is None:      # (the table's keys line gave way: the question's own keys)
            blit_fitted(surface, self.t("evening.table.ask_keys"), (theme.SCREEN_W // 2, theme.SCREEN_H - 10),
                        theme.SCREEN_W - 60, READABLE, theme.TEXT_DIM, anchor="midbottom")

    def end_button(self) -> Button:
        return next(b for b in self.list.buttons if b.action == self.ask_end)

    def press_seen(self) -> str | None:
        """A confirm came too soon after another press: it was seen, and works after a breath."""
        return self.t("app.guard.seen") if self.guard.seen() else None

    def is_still(self) -> bool:
        counted = not self.gained or self.time > COUNT_AT + COUNT + GAIN_STAYS
        told = self.unchosen_at is not None and self.time - self.unchosen_at < CHOOSE_FIRST_FOR + 0.25
        return counted and self.ready() and not told and not self.guard.seen(SEEN_FOR + 0.25)   # (the note goes too)

    def draw_hint(self, surface: pygame.Surface) -> None:
        """The chosen button's hint, fitted into the column under the buttons (the list's own
        hint line would be as wide as the screen, so the buttons carry none)."""
        text = self.hints[self.list.index]() if self.list.index >= 0 else \
            self.t("evening.table.choose_after" if self.suggested is not None else "evening.table.choose")
        seen = self.press_seen()
        if seen is None and self.list.index < 0 and self.unchosen_at is not None \
                and self.time - self.unchosen_at < CHOOSE_FIRST_FOR:
            seen = self.t("app.results.choose_first")
        if seen is not None:
            text = seen
        if text:
            bottom = self.list.rects()[-1].bottom
            blit_fit(surface, text, pygame.Rect(CHOICES_X - CHOICES_W // 2, bottom + 14, CHOICES_W, 84), 22,
                     theme.ACCENT if seen is not None else theme.TEXT_DIM, max_lines=3, align="center")
