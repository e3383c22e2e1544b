"""Spieler des Abends: the evening is over, and its end is a ceremony in beats.

From its first moment the screen is balanced: on the left the evening's final standings, their
places empty slots ("?") revealed one row at a time from last place to first (a knock each; the
headline says "geteilt" only once the shared first places stand); on the right, at the same time,
each game of the evening with its emblem and its winner filling in, then the evening's highlights
that say something (`Evening.highlights`, in the order that tells most: a close finish, the
comeback, a game's best only when played twice or an all-time record, the longest run of wins;
each with the token of whom it is about). Each panel on the right appears with its first entry
and grows as entries are revealed. After a breath the evening's
podium (`scenes.ui.podium`) crowns the player of the evening: a cup over the winner, each
person's evening points under their name and one true line about their evening
(`game.evening_people`), the fanfare as the winner rises, confetti that never
covers a word, and, once the winner has risen (never before: nothing gives them away), their
wins under the title; the winner's plate then names the games they won instead of repeating them.

Like the results, it takes only deliberate presses (`scenes.ui.deliberate`): a held or hammered
key does nothing. A deliberate press hurries the ceremony on to its next beat (on the podium, to
the winner's rise), never past the podium: "Zum Hauptmenü" appears only once the podium has
stood a while; the menu after it guards "Weiterspielen" the same way.
"""

from __future__ import annotations

import pygame

from game.evening import Evening
from game.evening_people import person_lines
from game.games import BY_MODULE
from scenes.app import Scene
from scenes.screens.evening.look import (
    draw_standings,
    join_names,
    names_of,
    player_style,
    points_text,
)
from scenes.ui import theme
from scenes.ui.backdrop import backdrop
from scenes.ui.deliberate import CALM, Deliberate
from scenes.ui.emblems import emblem
from scenes.ui.layout import READABLE, blit_fit, blit_fitted, fit, fit_height
from scenes.ui.numbers import grouped
from scenes.ui.podium import Climber, Moment
from scenes.ui.text import blit_text
from scenes.ui.tween import clamp01
from scenes.ui.widgets import Button, ButtonList, draw_panel, draw_seat_token

INPUT_CALM = CALM
TOP, BOTTOM = 128, 664  # the panels' room (the standings on the left, games and highlights right)
LEFT = pygame.Rect(40, TOP, 580, BOTTOM - TOP)
RIGHT = pygame.Rect(650, TOP, 590, BOTTOM - TOP)
GAMES_MAX_H = 250
GAME_ROW = 38        # px of a game's row in the panel, at least
GAME_ROW_MAX = 110   # px of a game's row at most (few games: big rows beside the standings)
FIRST = 0.25         # seconds before the last place is revealed (the ceremony starts with the screen)
GAMES_FIRST = 0.25   # seconds before the first game of the evening fills in on the right
ROW_BEAT = 0.75      # seconds between standings rows
GAME_BEAT = 0.4      # seconds between the games of the evening
LINE_BEAT = 0.7      # seconds between highlights
ROW_MAX = 240        # px of a standings row at most (few players: tall rows filling the page, no empty band,
                     # each game's points under the name)
GLOW = 0.5           # seconds a row just revealed glows
GROW = 0.25          # seconds a panel takes to grow by what was just revealed in it
HOLD = 1.4           # seconds everything stands before the podium (read, never waited on)
FADE = 0.4           # seconds the panels take to give way to the podium
HIGHLIGHTS_MAX = 4
PANEL = (22, 28, 26)  # edged, so every panel's edge shows where it ends
EDGE = (74, 88, 82)
LEAD = 0.12          # seconds the last place's step is already rising as the panels are gone (no empty stage)
# the winner's plate says something new: their wins and games are said under the title
SAID_OVER_THE_PODIUM = ("streak", "wins", "games")
MARGIN = 24          # px every panel keeps from the window's edges
PODIUM_AREA = (40, 118, 1200, 504)     # under the title and the winner's wins, over "Zum Hauptmenü"


class EveningEndScene(Scene):
    def __init__(self, app, evening: Evening):
        super().__init__(app)
        self.evening = evening
        self.leaders = evening.leaders()
        self.table = evening.standings()
        self.list = ButtonList([Button(lambda: self.t("evening.end.menu"), self.app.routes.menu_after_game)],
                               (theme.SCREEN_W // 2, 668), width=420, height=56)
        self.list.size = 30
        self.time = 0.0
        self.guard = Deliberate(INPUT_CALM)
        self.evenings_won = self.count_evenings_won()
        self.records = self.all_time_bests()
        self.beats = self.plan()
        self.podium_at = (self.beats[-1][0] if self.beats else FIRST) + HOLD
        self.moment: Moment | None = None
        self.pieces: list[pygame.Rect] = []     # where the confetti went in the latest frame
        self.boxes: dict[str, pygame.Rect] = {}  # the panels drawn in the latest frame
        self.veiled = 0.0                        # how far they had faded away then (1: gone)
        self.placed: dict[int, dict] = {}        # player -> where their standings row put what, latest frame

    def count_evenings_won(self) -> int:
        """How many evenings the one winner has won now, from the statistics (0: unknown)."""
        if len(self.leaders) != 1:
            return 0
        try:
            db, _ = self.app.open_stats()
            return db.evenings_won().get(self.evening.players[self.leaders[0]].name, 0) if db else 0
        except Exception:              # the statistics are a nicety here, never a crash
            return 0

    def all_time_bests(self) -> dict[str, int]:
        """Game -> the statistics' best figure of all time (a best of this evening that equals
        it is told as a record), for the games the statistics knew before this evening (a first
        game ever is no record); empty when the statistics cannot say."""
        try:
            db, _ = self.app.open_stats()
            if not db:
                return {}
            tonight: dict[str, int] = {}
            for played in self.evening.games:
                tonight[played.game] = tonight.get(played.game, 0) + 1
            known = {game for game, n in db.game_shares() if n > tonight.get(game, 0)}
            return {b.game: b.value for b in db.bests() if b.game in known}
        except Exception:              # the statistics are a nicety here, never a crash
            return {}

    # -- the beats -----------------------------------------------------------------------------
    def plan(self) -> list[tuple[float, str, int]]:
        """(time, what, index) of every reveal before the podium, in time order: the
        standings' rows from the last place up ("row", index into the standings) on the left,
        and beside them from the start the games filling in ("game"), so neither half of the
        screen stands bare while the other fills; then, once the winner's row stands, the
        highlights ("line"), which may name them."""
        beats, t = [], FIRST
        for i in reversed(range(len(self.table))):
            beats.append((t, "row", i))
            t += ROW_BEAT
        rows_done, t = t, GAMES_FIRST
        for i in range(len(self.games_shown())):
            beats.append((t, "game", i))
            t += GAME_BEAT
        t = max(t, rows_done) + 0.2    # the highlights once the winner's row stands (they name them)
        for i in range(len(self.highlight_lines()[:HIGHLIGHTS_MAX])):
            beats.append((t, "line", i))
            t += LINE_BEAT
        return sorted(beats)

    def revealed(self, what: str) -> dict[int, float]:
        """Index -> how long ago it was revealed (only what has been)."""
        return {i: self.time - at for at, kind, i in self.beats if kind == what and at <= self.time}

    def shared_told(self) -> bool:
        """Whether the headline may say the title is shared: only once every first place's row
        has been revealed (before that the rows still read "?", and the headline must not
        give away what they hide)."""
        if len(self.leaders) < 2:
            return False
        shown = self.revealed("row")
        return all(i in shown for i, s in enumerate(self.table) if s.player in self.leaders)

    def on_podium(self) -> bool:
        return self.moment is not None

    def ready(self) -> bool:
        """"Zum Hauptmenü" is offered and takes a deliberate press."""
        return self.on_podium() and self.moment.ready() and self.guard.ready()

    def is_still(self) -> bool:
        return self.on_podium() and self.moment.still()

    def hurry(self) -> None:
        """A deliberate press during the ceremony: on to its next beat."""
        if self.on_podium():
            self.moment.hurry()
            return
        later = [at for at, _kind, _i in self.beats if at > self.time + 1e-6]
        self.time = later[0] if later else self.podium_at

    def handle(self, act) -> None:
        if not self.guard.accepts(act):
            return
        if not self.ready():
            if act.action in ("confirm", "back"):
                self.hurry()
            return
        if act.action == "back":
            self.app.routes.menu_after_game()
            return
        self.list.handle(act.action)

    def handle_event(self, event) -> None:
        if self.ready():
            self.list.handle_event(event)

    def update(self, dt: float) -> None:
        before = self.time
        self.time += dt
        self.guard.update(dt)
        for at, kind, _i in self.beats:
            if before < at <= self.time:
                self.app.play("coaster" if kind == "row" else "pen", 0.5)
        if self.moment is None and self.time >= self.podium_at:
            self.moment = self.make_moment()
        elif self.moment is not None:
            self.moment.update(dt, self.app.play)
        self.tell_wins_once_risen()

    def tell_wins_once_risen(self) -> None:
        """The winner's wins stand under the title only once the winner has risen: before that,
        nothing over the podium may give away who is about to be crowned."""
        if self.moment is not None:
            risen = self.moment.time >= self.moment.podium.winner_at
            self.moment.subline = self.record_line() if risen else ""

    def make_moment(self) -> Moment:
        lines = self.person_words()
        climbers = [Climber(self.evening.players[s.player].name, player_style(self.evening, s.player), s.place,
                            self.points_words(s.points), lines.get(s.player, "")) for s in self.table]
        # plain until the winners rise: "geteilt!" told the tie while the others still climbed;
        # the crowned title then names everyone sharing it
        title = self.t("evening.end.title")
        # the podium names the winner with their points: over it only the title and their wins
        # the last place's step is already on its way up as the panels are gone: never an empty
        # stage between them (all sharing the top: the winners rise at once, fanfare and all)
        lead = LEAD if any(s.place != 1 for s in self.table) else 0.0
        return Moment(climbers, title, "", seed=len(self.evening.games), start=-lead,
                      place_text=lambda n: self.t("app.results.place", n=n), subline="",
                      area=PODIUM_AREA, title_style=(40, theme.TEXT), trophy=True, crowned=self.crowned_title())

    def crowned_title(self) -> str:
        """"Spieler des Abends: Anna", "Players of the night: Anna & Ben": the title once the
        winner has risen."""
        names = join_names(self.t, names_of(self.evening, self.leaders))
        return self.t("evening.end.crowned_many" if len(self.leaders) > 1 else "evening.end.crowned", names=names)

    def points_words(self, points) -> str:
        """"10 Punkte", "1 Punkt", "5,5 Punkte": a player's evening points under their name."""
        return self.t("evening.end.points_one") if points == 1 else self.t("evening.end.points",
                                                                               n=points_text(self.t, points))

    # -- words --------------------------------------------------------------------------------
    def game_words(self, module: str) -> str:
        """A game's name as the evening says it, its words joined by no-break spaces: a wrapped
        line never parts it ("Wurf & / Weg" reads as two things)."""
        return self.t(f"app.game_short.{module}").replace(" ", "\u00a0")

    def person_words(self) -> dict[int, str]:
        """Player -> the line about their evening in words ("Meiste Sechsen: 14")."""
        t = self.t
        out = {}
        for player, (key, values) in person_lines(self.evening).items():
            if key == "best_place":
                out[player] = t("evening.person.best_place", place=values["place"],
                                game=self.game_words(values["game"]))
            elif key == "wins" and values["n"] == 1:
                out[player] = t("evening.person.wins_one", game=self.game_words(values["game"]))
            elif key == "comeback":
                out[player] = t("evening.person.comeback", low=values["low"])
            else:
                one = f"evening.person.{key}_one"
                n = values["n"]
                out[player] = t(one) if n == 1 and t.has(one) else t(f"evening.person.{key}", n=grouped(t, n))
            if values.get("with"):     # a shared best is said as shared, never as one person's
                out[player] = t("evening.person.shared", line=out[player],
                                names=join_names(t, names_of(self.evening, values["with"])))
            if player in self.leaders and key in SAID_OVER_THE_PODIUM:
                out[player] = self.games_won_words(player)
        return out

    def games_won_words(self, player: int) -> str:
        """"Gewonnen: Durchmarsch 2-mal und Zehntausend": which games the winner won, for their
        plate (their number of wins and games already stands under the title); without a win,
        their best place and its game."""
        t = self.t
        won = [played.game for played in self.evening.games if player in played.winners()]
        if not won:                     # (top on points without a win: their best game instead)
            places = [(self.evening.places_of(played)[player], n) for n, played in enumerate(self.evening.games)
                      if player in played.seats]
            if not places:
                return ""
            place, n = min(places)
            return t("evening.person.best_place", place=place, game=self.game_words(self.evening.games[n].game))
        counted = [self.game_words(game) if won.count(game) == 1 else
                   t("evening.person.won_times", game=self.game_words(game), n=won.count(game))
                   for game in dict.fromkeys(won)]
        return t("evening.person.won", games=join_names(t, counted))

    def headline(self) -> str:
        names = join_names(self.t, names_of(self.evening, self.leaders))
        return self.t("evening.end.winners" if len(self.leaders) > 1 else "evening.end.winner", names=names)

    def summary(self) -> str:
        """"10 Punkte · 1 Sieg in einem Spiel", "16 points · 2 wins in 3 games"."""
        lead = next(s for s in self.table if s.player == self.leaders[0])
        t = self.t
        points = self.points_words(lead.points)
        wins = t("evening.end.wins_zero") if lead.wins == 0 else t.count("evening.end.wins", lead.wins)
        games = t.count("evening.end.games", lead.games)
        return t("evening.end.summary", points=points, wins=wins, games=games)

    def record_line(self) -> str:
        """"1 Sieg in einem Spiel", "2 wins in 3 games": the winner's wins (the podium says
        their points)."""
        lead = next(s for s in self.table if s.player == self.leaders[0])
        t = self.t
        wins = t("evening.end.wins_zero") if lead.wins == 0 else t.count("evening.end.wins", lead.wins)
        rows = [s for s in self.table if s.player in self.leaders]
        if len(rows) > 1:              # (sharing the top: equal points and equal wins)
            games = {s.games for s in rows}
            if len(games) == 1:
                return t("evening.end.record_shared", wins=wins, games=t.count("evening.end.games", lead.games))
            return t("evening.end.record_level")
        return t("evening.end.record", wins=wins, games=t.count("evening.end.games", lead.games))

    def highlight_lines(self) -> list[str]:
        """The evening's highlights in words (worked out once per language)."""
        memo = self.__dict__.setdefault("_lines", {})
        if self.t.lang not in memo:
            memo[self.t.lang] = self.evening_highlights()
        return memo[self.t.lang]

    def evening_highlights(self) -> list[str]:
        return [line for line, _players in self.told_highlights()]

    def highlight_players(self) -> list[list[int]]:
        """The players each highlight is about (their tokens stand before its line)."""
        memo = self.__dict__.setdefault("_told", {})
        if self.t.lang not in memo:
            memo[self.t.lang] = self.told_highlights()
        return [players for _line, players in memo[self.t.lang]]

    def chosen_highlights(self) -> list[tuple[str, dict]]:
        """The evening's highlights in the order that tells most: a close finish and a comeback
        first, then records and runs, the favourite game last; most wins is left out when the
        longest run of wins already says it (the same people, as many wins)."""
        found = self.evening.highlights(self.records)
        keys = dict(found)
        if "streak" in keys and "most_wins" in keys and keys["streak"] == keys["most_wins"]:
            found = [(k, v) for k, v in found if k != "most_wins"]
        order = {"close": 0, "comeback": 1, "best": 2, "streak": 3, "most_wins": 4, "favourite": 5}
        best_first = sorted(found, key=lambda kv: (order.get(kv[0], 6), not kv[1].get("record")))
        return best_first

    def told_highlights(self) -> list[tuple[str, list[int]]]:
        """Each highlight in words with the players it is about."""
        t, ev = self.t, self.evening
        lines: list[tuple[str, list[int]]] = []
        if self.evenings_won >= 2:
            lines.append((t("evening.highlight.evenings_won", name=ev.players[self.leaders[0]].name,
                            n=self.evenings_won), self.leaders[:1]))
        for key, values in self.chosen_highlights():
            players = list(values.get("players", []))
            names = join_names(t, names_of(ev, players))
            if key == "close":
                others = join_names(t, names_of(ev, values["others"]))
                lines.append((t("evening.highlight.close", names=names, others=others,
                                n=self.points_words(values["n"])), players))
            elif key == "best":
                key = f"evening.highlight.best_{values['game']}"
                if values["value"] == 1 and t.has(f"{key}_one"):       # "in einem Zug", never "in 1 Zügen"
                    key = f"{key}_one"
                line = t(key, names=names, value=grouped(t, values["value"]))
                lines.append((t("evening.highlight.record", line=line) if values.get("record") else line, players))
            elif key == "comeback":
                lines.append((t("evening.highlight.comeback", names=names, low=values["low"], n=values["n"]),
                              players))
            elif key == "favourite":
                games = join_names(t, [self.game_words(g) for g in values["games"]])
                lines.append((t("evening.highlight.favourite", games=games, n=values["n"]), []))
            else:
                lines.append((t(f"evening.highlight.{key}", names=names, n=values["n"]), players))
        return lines

    def played_line(self) -> str:
        ev, t = self.evening, self.t
        kinds = list(dict.fromkeys(self.game_words(g.game) for g in ev.games))
        return t.count("evening.highlight.played", len(ev.games), games=join_names(t, kinds))

    def game_rows(self) -> int:
        """How many rows the games' panel holds (under its title)."""
        return max(1, (GAMES_MAX_H - 60) // GAME_ROW)

    def panels(self) -> dict[str, pygame.Rect]:
        """The standings, games and highlights panels, each as tall as what it holds (worked
        out once per language)."""
        memo = self.__dict__.setdefault("_panels", {})
        if self.t.lang not in memo:
            memo[self.t.lang] = self.lay_out_panels()
        return memo[self.t.lang]

    def lay_out_panels(self) -> dict[str, pygame.Rect]:
        left = LEFT.copy()     # the standings fill their page: rows as tall as the room allows
        listed = len(self.games_shown()) + (len(self.games_shown()) < len(self.evening.games))
        need = 58 + sum(self.highlight_height(line) + 10 for line in self.highlight_lines()[:HIGHLIGHTS_MAX])
        below = max(90, need) + 20 if self.highlight_lines() else 0
        # a short evening's few games take big rows, so the right column weighs as much as the
        # standings beside it (never a lone strip over an empty half of the screen); it stands
        # at the top beside them, as the standings fill their page
        row = max(GAME_ROW, min(GAME_ROW_MAX, (left.h - below - 56) // max(1, listed)))
        self.__dict__.setdefault("_game_row", {})[self.t.lang] = row
        games = pygame.Rect(RIGHT.x, RIGHT.y, RIGHT.w, 56 + listed * row if row > GAME_ROW
                            else min(GAMES_MAX_H, 56 + listed * GAME_ROW))
        top = games.bottom + 20
        highlights = pygame.Rect(RIGHT.x, top, RIGHT.w, max(90, min(RIGHT.bottom - top, need)))
        if not self.highlight_lines():
            highlights.h = 0
        # the panels stand right under the title (never an empty band between them)
        return {"standings": left, "games": games, "highlights": highlights}

    def game_row(self) -> int:
        """How tall a game's row is in the games' panel (px)."""
        self.panels()
        return self._game_row[self.t.lang]

    def highlight_height(self, line: str) -> int:
        return fit_height(line, RIGHT.w - 60, 24, max_lines=2)

    def games_shown(self) -> list[int]:
        """The games listed (indices into the evening's games): all when they fit, else the
        last ones, a row kept for "… und 4 weitere Spiele"."""
        n = len(self.evening.games)
        rows = self.game_rows()
        if n <= rows:
            return list(range(n))
        return list(range(n - rows + 1, n))

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(dice=False), (0, 0))
        if self.on_podium():
            self.tell_wins_once_risen()
            self.pieces = self.moment.draw(surface, self.list.rects())
            if self.ready():
                self.list.draw(surface)
            else:              # "Zum Hauptmenü" dimmed, filling up until it takes a press
                self.moment.draw_waiting(surface, self.list.rects()[0], self.list.buttons[0].text(), self.list.size)
            return
        self.boxes.clear()
        t = self.t
        title = t("evening.end.title_many" if self.shared_told() else "evening.end.title")
        blit_fitted(surface, title, (theme.SCREEN_W // 2, 44), theme.SCREEN_W - 80, 44, theme.ACCENT, True,
                    anchor="center")
        blit_fitted(surface, self.played_line(), (theme.SCREEN_W // 2, 98), theme.SCREEN_W - 120, 26, theme.TEXT,
                    anchor="center")
        self.draw_standings_panel(surface)
        self.draw_games(surface)
        self.draw_highlights(surface)
        fade = clamp01((self.time - (self.podium_at - FADE)) / FADE)
        self.veiled = fade
        if fade > 0:                   # the panels give way to the podium
            veil = self.__dict__.setdefault("_veil", backdrop(dice=False).copy())
            veil.set_alpha(round(255 * fade))
            surface.blit(veil, (0, 0))
        if self.time >= INPUT_CALM:
            blit_fitted(surface, t("evening.end.hurry"), (theme.SCREEN_W // 2, 690), theme.SCREEN_W - 120,
                        READABLE, theme.TEXT_DIM, anchor="center")

    def draw_box(self, surface: pygame.Surface, name: str, rect: pygame.Rect, festive: bool = False) -> pygame.Rect:
        """A panel of the ceremony, kept inside the window (noted in `boxes` for this frame);
        `festive`: warm, with a gold edge (the evening's highlights)."""
        room = pygame.Rect(0, 0, theme.SCREEN_W, theme.SCREEN_H).inflate(-2 * MARGIN, -2 * MARGIN)
        rect = rect.clamp(room).clip(room)
        self.boxes[name] = rect
        draw_panel(surface, rect, (44, 38, 20) if festive else PANEL, 235 if festive else 225, 14,
                   border=theme.ACCENT if festive else EDGE)
        return rect

    def grown(self, rect: pygame.Rect, head: int, heights: list[int], ages: list[float]) -> pygame.Rect:
        """A panel as tall as what has been revealed in it (its head and the items so far, the
        newest growing in); heights and ages of the revealed items, in order."""
        if not heights:
            return rect.copy()
        grow = min(1.0, ages[-1] / GROW)
        out = rect.copy()
        out.h = min(rect.h, round(head + sum(heights[:-1]) + heights[-1] * grow))
        return out

    def standings_rect(self) -> pygame.Rect:
        """Where the standings stand: on the left beside the games and highlights (in the
        middle only when the evening has no game to show beside them)."""
        rect = self.panels()["standings"]
        if self.games_shown():
            return rect.copy()
        return rect.move((theme.SCREEN_W - rect.w) // 2 - rect.x, 0)

    def draw_standings_panel(self, surface: pygame.Surface) -> None:
        shown = self.revealed("row")   # (from the first moment: the places still to come are "?")
        rect = self.standings_rect()
        rect = self.draw_box(surface, "standings", rect)
        blit_text(surface, self.t("evening.end.final"), (rect.x + 16, rect.y + 10), 26, theme.ACCENT, True)
        reveal = {self.table[i].player: min(1.0, age / GLOW) for i, age in shown.items()}
        inner = pygame.Rect(rect.x + 12, rect.y + 46, rect.w - 24, rect.h - 56)
        self.placed = {}
        draw_standings(surface, self.t, self.evening, inner, big=36, reveal=reveal, row_max=ROW_MAX, token=24,
                       per_game=True, placed=self.placed)

    def draw_games(self, surface: pygame.Surface) -> None:
        t, ev = self.t, self.evening
        shown = self.revealed("game")
        if not shown:                  # the panel comes with its first game, and grows with them
            return
        indices = self.games_shown()
        row_h = self.game_row()
        more = [row_h] if len(indices) < len(ev.games) else []
        ages = [shown[i] for i in sorted(shown)]
        rect = self.grown(self.panels()["games"], 56, more + [row_h] * len(ages), ages[:1] * len(more) + ages)
        rect = self.draw_box(surface, "games", rect)
        blit_text(surface, t("evening.end.games_title"), (rect.x + 16, rect.y + 10), 26, theme.ACCENT, True)
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(0, -4).clip(clip) if clip else rect.inflate(0, -4))
        y = rect.y + 48
        if len(indices) < len(ev.games) and shown:
            hidden = len(ev.games) - len(indices)
            blit_text(surface, t.count("evening.end.more_games", hidden), (rect.x + 16, y + 4), READABLE,
                      theme.TEXT_DIM)
            y += row_h
        grow = (row_h - GAME_ROW) / (GAME_ROW_MAX - GAME_ROW)       # 0 (a plain row) .. 1 (a big one)
        icon, size, token = round(34 + 38 * grow), round(24 + 8 * grow), round(11 + 7 * grow)
        for row, game_index in enumerate(indices):
            if row not in shown:
                break
            played = ev.games[game_index]
            info = BY_MODULE.get(played.game)
            cy = y + (row_h - 4) // 2
            surface.blit(emblem(info.emblem if info else "", icon), (rect.x + 14, cy - icon // 2))
            name = t("evening.end.game_line", n=game_index + 1, game=self.game_words(played.game))
            x = rect.x + 320 + round(30 * grow)     # (the winners' column)
            blit_fitted(surface, name, (rect.x + 24 + icon, cy), x - rect.x - 36 - icon, size, theme.TEXT,
                        anchor="midleft")
            winners = played.winners()
            for k, player in enumerate(winners[:3]):
                draw_seat_token(surface, player_style(ev, player), (x + token + 1 + (2 * token + 4) * k, cy), token)
            names = join_names(t, names_of(ev, winners))
            text_x = x + token + 1 + (2 * token + 4) * min(3, len(winners))
            fitted, lines = fit(names, rect.right - 14 - text_x, size, True, 1)   # (cut with "…": the
            blit_text(surface, lines[0], (text_x, cy), fitted, theme.TEXT, True, "midleft")  # standings name them whole)
            y += row_h
        surface.set_clip(clip)

    def draw_highlights(self, surface: pygame.Surface) -> None:
        if not self.highlight_lines():
            return
        shown = self.revealed("line")
        if not shown:                  # the panel comes with its first highlight, and grows with them
            return
        lines = self.highlight_lines()[:HIGHLIGHTS_MAX]
        ages = [shown[i] for i in sorted(shown)]
        rect = self.grown(self.panels()["highlights"], 58, [self.highlight_height(lines[i]) + 10 for i in sorted(shown)],
                          ages)
        rect = self.draw_box(surface, "highlights", rect, festive=True)
        blit_text(surface, self.t("evening.end.highlights"), (rect.x + 16, rect.y + 10), 26, theme.ACCENT, True)
        y = rect.y + 50
        width = rect.w - 60
        for i, line in enumerate(self.highlight_lines()[:HIGHLIGHTS_MAX]):
            if i not in shown:
                break
            height = self.highlight_height(line)
            if y + height > rect.bottom - 8:
                break
            players = self.highlight_players()[i] if i < len(self.highlight_players()) else []
            if players:                # who it is about: their token (a star for the evening itself)
                draw_seat_token(surface, player_style(self.evening, players[0]), (rect.x + 28, y + 15), 12)
            else:
                blit_text(surface, "★", (rect.x + 18, y), 22, theme.ACCENT, True)
            blit_fit(surface, line, pygame.Rect(rect.x + 50, y, width, height), 24, theme.TEXT, max_lines=2)
            y += height + 10
