"""The Spieleabend: one group of players, any of the games in any order, standings across them.

An evening is chosen once (its players: name, colour and shape, and who plays: keyboard block,
pad or bot level) and then collects games. Each player's colour and shape (`Player.style`, an
index 0-5 into the seat colours and shapes, no two players alike) goes with them into every
game of the evening (`Player.seat`), so the table, the results and the evening's screens show a
player alike even when someone sits out and the seats shift; so do the coach's hints
(`Player.hints`, a person's choice, switched in the evening's setup or in a game's). Every game of
the evening is
kept with which player sat in each seat and the engine's ranking, so the standings always
follow from the placings:

- **Points per placing** come from `[evening] points` in config.toml (default 10, 6, 4, 3, 2,
  1 for 1st to 6th; a place beyond the list scores 0). An evening keeps the table it began
  with, as a game keeps its house rules.
- **Ties share** (`ties = "share"`, the default): players tied on a place each get the mean of
  the points of the places they take together (two tied for 1st: (10 + 6) / 2 = 8 each; the
  next player is 3rd). With `ties = "best"` each tied player gets the better place's points
  (10 each). Points are exact fractions; the screens show at most one decimal.
- A person playing two Mensch colours is one seat of the game, so one player of the evening:
  counted once.
- **Standings**: most points first; equal points are split by more wins (1st places); still
  equal, players share the place.

The evening file (`evening.json` in the data folder) is JSON written like a game's save
(`game.saves.write_bytes_atomic`: temp file of our own, fsync, rename) and read like one: a
plain file of sane size, nesting checked before parsing, numbers finite and in range, every
field of its type. A damaged file is refused with the reason and moved aside as
`evening.json.rejected-N`; the game runs on. Format:

    {"format": 1, "id": "<hex>", "started_at": "2026-11-20T19:30:00",
     "points": [10, 6, 4, 3, 2, 1], "ties": "share", "ended": false,
     "players": [{"name": "Anna", "kind": "keyboard1", "style": 0, "hints": true}, ...],
                                                  # 2-6; style: colour and shape 0-5, all
                                                  # different (files without styles: each player
                                                  # the one of their row); hints: true or false
                                                  # (files without: off)
     "games": [{"game": "zehntausend", "played_at": "...",
                "seats": [0, 2, 1],               # the player in each seat of that game
                "ranking": [[1], [0, 2]],         # seats, best first, ties share a list
                "figures": [{"total": 10250}, ...]}],                    # per seat, whole numbers
     "current": {"game": "mensch", "seed": 123, "seats": [0, 1]} or null}   # a game under way
"""

from __future__ import annotations

import json
import os
import re
import stat
from dataclasses import dataclass, field, replace
from datetime import datetime
from fractions import Fraction
from pathlib import Path

from game.config import SEAT_KINDS
from game.dice import SEED_LIMIT
from game.engine import group_places
from game.games import BY_MODULE, MAX_SEATS, GameInfo
from game.saves import (
    clean_name,
    json_of,
    read_plain,
    set_aside,
    write_bytes_atomic,
)
from game.seats import STYLES, Seat, is_style

FILE_NAME = "evening.json"
FORMAT = 1
MIN_PLAYERS = 2
MAX_PLAYERS = MAX_SEATS
MAX_BYTES = 1024 * 1024          # a long evening is a few dozen kB
MAX_GAMES = 400                  # games one evening may hold
MAX_POINTS = 1000                # points for one place at most
MAX_FIGURE = 10 ** 9             # a game's figure (a count, a score) at most
MAX_FIGURES = 16                 # figures per seat
TIES = ("share", "best")
DEFAULT_POINTS = (10, 6, 4, 3, 2, 1)
FIELDS = {"format", "id", "started_at", "points", "ties", "ended", "players", "games", "current"}

# A pseudo game for the evening's own seat setup: 2-6 players, each choosing the coach's hints
# for the evening's games that have a coach.
EVENING_INFO = GameInfo("evening", "evening", MIN_PLAYERS, MAX_PLAYERS, "Spieleabend", has_coach=True)


class EveningRejected(ValueError):
    """The evening file cannot be used; the message says why."""


@dataclass(frozen=True)
class Player:
    name: str
    kind: str          # keyboard1-4, pad1-4, bot:easy|normal|hard
    style: int | None = None   # colour and shape 0-5 (an Evening gives every player one)
    hints: bool = False        # the coach's hints on the player's turns

    @property
    def seat(self) -> Seat:
        """The player's seat in a game of the evening: it wears the player's colour and shape and
        has their hints."""
        return Seat(self.name, self.kind, self.style, self.hints)

    @property
    def is_bot(self) -> bool:
        return self.kind.startswith("bot:")


@dataclass
class Played:
    """One finished game of the evening."""

    game: str                       # the game's module, e.g. "wurf_und_weg"
    seats: list[int]                # the player in each seat
    ranking: list[list[int]]        # seats, best first; tied seats share a list
    figures: list[dict]             # per seat: the game's figures (whole numbers)
    played_at: str = ""

    def players_ranked(self) -> list[list[int]]:
        """The ranking in players instead of seats."""
        return [[self.seats[s] for s in group] for group in self.ranking]

    def winners(self) -> list[int]:
        return [self.seats[s] for s in self.ranking[0]] if self.ranking else []


@dataclass
class Current:
    """The game of the evening now under way (so a resumed game still counts for it)."""

    game: str
    seed: int
    seats: list[int]


@dataclass
class Standing:
    player: int
    place: int                       # 1 = leads the evening; equal players share it
    points: Fraction
    wins: int
    games: int


@dataclass
class Evening:
    players: list[Player]
    points: list[int] = field(default_factory=lambda: list(DEFAULT_POINTS))
    ties: str = "share"
    games: list[Played] = field(default_factory=list)
    current: Current | None = None
    started_at: str = ""
    id: str = ""
    ended: bool = False

    def __post_init__(self):
        if not self.started_at:
            self.started_at = now()
        if not self.id:
            self.id = os.urandom(8).hex()
        self.players = [Player(clean_name(p.name), p.kind, style, p.hints is True)   # as every save keeps them
                        for p, style in zip(self.players, _styles_of(self.players), strict=True)]
        check_points(self.points)
        if self.ties not in TIES:
            raise ValueError(f"ties must be one of {', '.join(TIES)}")
        check_players(self.players)

    # -- who -------------------------------------------------------------------------------
    def index_of(self, name: str) -> int | None:
        """The player of this name (names are unique within an evening)."""
        return next((i for i, p in enumerate(self.players) if p.name == name), None)

    def seats_to_players(self, seats: list[Seat]) -> list[int]:
        """The player of each seat of a game, by name; ValueError for a stranger or a player
        in two seats."""
        out = []
        for seat in seats:
            i = self.index_of(seat.name)
            if i is None:
                raise ValueError(f"{seat.name!r} is no player of this evening")
            if i in out:
                raise ValueError(f"{seat.name!r} sits twice")
            out.append(i)
        return out

    def set_hints(self, name: str, on: bool) -> None:
        """The player of this name switches the coach's hints on or off for the rest of the
        evening (a stranger changes nothing)."""
        i = self.index_of(name)
        if i is not None:
            p = self.players[i]
            self.players[i] = Player(p.name, p.kind, p.style, bool(on))

    # -- the games -------------------------------------------------------------------------
    def begin(self, game: str, seed: int, seats: list[int]) -> None:
        """A game of the evening starts (its result will count when it ends)."""
        _check_seats_of_game(game, seats, len(self.players))
        self.current = Current(game, seed, list(seats))

    def is_current(self, game: str, seed: int | None) -> bool:
        return self.current is not None and self.current.game == game and self.current.seed == seed

    def finish(self, game: str, seed: int | None, ranking: list[list[int]], figures: list[dict]) -> Played | None:
        """The current game ended with this ranking (seats); it joins the evening. None (and
        nothing changes) if it is not the evening's current game, e.g. already counted."""
        if not self.is_current(game, seed):
            return None
        played = Played(game, list(self.current.seats), [list(g) for g in ranking],
                        [_clean_figures(f) for f in figures], now())
        _check_played(played, len(self.players))
        self.games.append(played)
        self.current = None
        return played

    def record(self, game: str, seats: list[int], ranking: list[list[int]], figures: list[dict] | None = None) -> Played:
        """Add a finished game directly (seats: the player of each seat)."""
        played = Played(game, list(seats), [list(g) for g in ranking],
                        [_clean_figures(f) for f in (figures or [{} for _ in seats])], now())
        _check_played(played, len(self.players))
        self.games.append(played)
        return played

    # -- points and standings --------------------------------------------------------------
    def place_points(self, place: int) -> int:
        """Points for `place` (1 = first); a place beyond the table scores nothing."""
        return self.points[place - 1] if 1 <= place <= len(self.points) else 0

    def points_of(self, played: Played) -> dict[int, Fraction]:
        """Player -> the points this game gave (players who sat out are not in it)."""
        out: dict[int, Fraction] = {}
        place = 1
        for group in played.ranking:
            shares = [self.place_points(p) for p in range(place, place + len(group))]
            each = Fraction(sum(shares), len(shares)) if self.ties == "share" else Fraction(shares[0])
            for seat in group:
                out[played.seats[seat]] = each
            place += len(group)
        return out

    def places_of(self, played: Played) -> dict[int, int]:
        """Player -> place in that game (tied players share the better place; the next
        player's place counts the tied ones: 1, 1, 3)."""
        out: dict[int, int] = {}
        for place, group in zip(group_places(played.ranking), played.ranking, strict=True):
            for seat in group:
                out[played.seats[seat]] = place
        return out

    def standings(self) -> list[Standing]:
        """Every player, the leader first: points, then wins; equal in both share a place."""
        totals = {i: Fraction(0) for i in range(len(self.players))}
        wins = {i: 0 for i in range(len(self.players))}
        games = {i: 0 for i in range(len(self.players))}
        for played in self.games:
            for player, pts in self.points_of(played).items():
                totals[player] += pts
                games[player] += 1
            for player in set(played.winners()):
                wins[player] += 1
        order = sorted(totals, key=lambda i: (-totals[i], -wins[i], i))
        out: list[Standing] = []
        for n, i in enumerate(order):
            if out and (totals[i], wins[i]) == (out[-1].points, out[-1].wins):
                place = out[-1].place
            else:
                place = n + 1
            out.append(Standing(i, place, totals[i], wins[i], games[i]))
        return out

    def leaders(self) -> list[int]:
        """The player(s) of the evening: first in the standings (none before the first game)."""
        if not self.games:
            return []
        return [s.player for s in self.standings() if s.place == 1]

    def highlights(self, records: dict[str, int] | None = None) -> list[tuple[str, dict]]:
        """What the evening will be remembered for, as (language key, values): most wins, a
        close finish (`close_finish`), the comeback (the biggest climb from a low place after some game to the final place), the
        longest run of wins, the favourite game, and a game's best figure (the records the
        statistics keep: fewest turns to win Durchmarsch, most knock-outs in Mensch, best
        Zehntausend turn, most dice got rid of in Wurf & Weg) when it says something: the game
        was played more than once this evening, or its best is the all-time record
        (`records`: game -> the statistics' best value; "record" is then True)."""
        from game.stats import BESTS, STREAK_FROM  # (sqlite3 is loaded only when an evening ends)

        out: list[tuple[str, dict]] = []
        if not self.games:
            return out
        table = self.standings()
        most = max(s.wins for s in table)
        if most >= 2:              # one win each is no highlight
            out.append(("most_wins", {"players": [s.player for s in table if s.wins == most], "n": most}))
        close = self.close_finish()
        if close is not None:
            out.append(("close", close))
        comeback = self.comeback()
        if comeback is not None:
            out.append(("comeback", comeback))
        runs = self.win_runs()
        best_run = max(runs.values(), default=0)
        if best_run >= STREAK_FROM:
            out.append(("streak", {"players": [i for i, n in sorted(runs.items()) if n == best_run], "n": best_run}))
        counts: dict[str, int] = {}
        for played in self.games:
            counts[played.game] = counts.get(played.game, 0) + 1
        favourite = max(counts.values())
        if favourite >= 2:
            games = [g for g in BY_MODULE if counts.get(g) == favourite]
            out.append(("favourite", {"games": games, "n": favourite}))
        for game, figure, direction, winner_only in BESTS:
            values = self.figure_values(game, figure, direction, winner_only)
            best = None
            if values:
                top = min(values.values()) if direction == "min" else max(values.values())
                best = (top, [player for player, value in values.items() if value == top])
            if best is None or not (best[0] > 0 or direction == "min"):
                continue
            record = (records or {}).get(game)
            is_record = isinstance(record, int) and (best[0] <= record if direction == "min" else best[0] >= record)
            if counts.get(game, 0) >= 2 or is_record:
                out.append(("best", {"game": game, "figure": figure, "value": best[0], "players": best[1],
                                     "record": is_record}))
        return out

    def figure_values(self, game: str, figure: str, how: str, winners_only: bool = False) -> dict[int, int]:
        """Player -> their `figure` over the evening's games of `game`: "sum"med, or their "max"
        or "min" in one game, in the order they first showed it (only whole numbers from 0 up
        count: a damaged or missing figure is left out; `winners_only`: a game's winners')."""
        out: dict[int, int] = {}
        for played in self.games:
            if played.game != game:
                continue
            winners = set(played.ranking[0]) if played.ranking else set()
            for seat, figures in enumerate(played.figures):
                value = figures.get(figure)
                if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                    continue
                if winners_only and seat not in winners:
                    continue
                player = played.seats[seat]
                if player not in out:
                    out[player] = value
                elif how == "sum":
                    out[player] += value
                elif how == "max":
                    out[player] = max(out[player], value)
                else:
                    out[player] = min(out[player], value)
        return out

    def close_finish(self) -> dict | None:
        """A close finish: after two games or more the player(s) of the evening lead the next
        place by no more than one better placing in one game would have made up (the points
        of first place minus second's); {"players", "others": the next place, "n": the gap}
        (None: a clear lead, a shared top or too few games to tell)."""
        if len(self.games) < 2 or len(self.points) < 2:
            return None
        table = self.standings()
        leaders = [s for s in table if s.place == 1]
        rest = [s for s in table if s.place > 1 and s.games]
        if not rest:
            return None
        runner_up = min(s.place for s in rest)
        others = [s for s in rest if s.place == runner_up]
        gap = leaders[0].points - others[0].points
        if not 0 < gap <= self.points[0] - self.points[1]:
            return None
        return {"players": [s.player for s in leaders], "others": [s.player for s in others], "n": gap}

    def comeback(self) -> dict | None:
        """The evening's comeback: whoever climbed most from their worst place after some game
        (before the last) to their final place, at least two places up or from last place to
        first; {"players", "low": that place, "n": the final place} (None: no comeback). Only
        a place held alone counts as climbed to: drawing level with the leader is no comeback
        (from place 2 "up to place 1" beside the one still sharing it), so whoever is named has
        really passed everyone who stood ahead of them then."""
        if len(self.games) < 2:
            return None
        table = self.standings()
        shared = {s.place for s in table if sum(1 for o in table if o.place == s.place) > 1}
        final = {s.player: s.place for s in table if s.place not in shared}
        lowest: dict[int, int] = {}
        for k in range(1, len(self.games)):
            before = replace(self, games=self.games[:k], current=None)
            for s in before.standings():
                if s.games:
                    lowest[s.player] = max(lowest.get(s.player, 0), s.place)
        climbs = {p: lowest[p] - final[p] for p in lowest if p in final}
        best = max(climbs.values(), default=0)
        last = len(self.players)
        chosen = [p for p, c in sorted(climbs.items()) if c == best]
        chosen = [p for p in chosen if (lowest[p], final[p]) == (lowest[chosen[0]], final[chosen[0]])]
        if best < 1 or (best < 2 and not (lowest[chosen[0]] == last and final[chosen[0]] == 1)):
            return None
        return {"players": chosen, "low": lowest[chosen[0]], "n": final[chosen[0]]}

    def win_runs(self) -> dict[int, int]:
        """Player -> the longest run of games won in a row (among the games they played)."""
        best: dict[int, int] = {}
        run: dict[int, int] = {}
        for played in self.games:
            winners = set(played.winners())
            for player in set(played.seats):
                run[player] = run.get(player, 0) + 1 if player in winners else 0
                best[player] = max(best.get(player, 0), run[player])
        return best

    # -- to and from JSON ------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "format": FORMAT,
            "id": self.id,
            "started_at": self.started_at,
            "points": list(self.points),
            "ties": self.ties,
            "ended": self.ended,
            "players": [{"name": p.name, "kind": p.kind, "style": p.style, "hints": p.hints} for p in self.players],
            "games": [{"game": g.game, "played_at": g.played_at, "seats": list(g.seats),
                       "ranking": [list(r) for r in g.ranking], "figures": [dict(f) for f in g.figures]}
                      for g in self.games],
            "current": None if self.current is None else
            {"game": self.current.game, "seed": self.current.seed, "seats": list(self.current.seats)},
        }

    @classmethod
    def from_dict(cls, data) -> Evening:
        """An evening from its JSON; EveningRejected naming the first thing that is wrong."""
        if not isinstance(data, dict):
            raise EveningRejected("not an evening")
        if data.get("format") != FORMAT or isinstance(data.get("format"), bool):
            raise EveningRejected("unknown evening format")
        unknown = set(data) - FIELDS
        if unknown:
            raise EveningRejected(f"unknown fields {', '.join(sorted(repr(str(k)[:30]) for k in unknown))}")
        missing = FIELDS - set(data)
        if missing:
            raise EveningRejected(f"missing {', '.join(sorted(missing))}")
        ident = data["id"]
        if not isinstance(ident, str) or not re.fullmatch(r"[0-9a-f]{1,32}", ident):
            raise EveningRejected("the evening's id is not a short hex text")
        started = data["started_at"]
        if not isinstance(started, str) or not _DATE.fullmatch(started):
            raise EveningRejected("the start is not a date")
        if not isinstance(data["ended"], bool):
            raise EveningRejected("'ended' is not true or false")
        points = data["points"]
        try:
            check_points(points)
        except ValueError as exc:
            raise EveningRejected(str(exc)) from None
        ties = data["ties"]
        if ties not in TIES:
            raise EveningRejected(f"ties must be one of {', '.join(TIES)}")
        players = _players(data["players"])
        raw_games = data["games"]
        if not isinstance(raw_games, list):
            raise EveningRejected("the games are not a list")
        if len(raw_games) > MAX_GAMES:
            raise EveningRejected(f"more than {MAX_GAMES} games")
        games = [_played(g, len(players)) for g in raw_games]
        current = _current(data["current"], len(players))
        return cls(players, list(points), ties, games, current, started, ident, data["ended"])


# ---------------------------------------------------------------- checks

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}")


def now() -> str:
    return datetime.now().isoformat(timespec="seconds")


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_points(points) -> None:
    """ValueError unless `points` is a points table: 1 to 6 whole numbers from 0 to
    MAX_POINTS, none larger than the one before (a better place never scores less)."""
    if not isinstance(points, list) or not all(_whole(p) for p in points):
        raise ValueError("the points per place are not a list of whole numbers")
    if not 1 <= len(points) <= MAX_PLAYERS:
        raise ValueError(f"the points per place need 1 to {MAX_PLAYERS} entries")
    if not all(0 <= p <= MAX_POINTS for p in points):
        raise ValueError(f"points per place must be from 0 to {MAX_POINTS}")
    if any(a < b for a, b in zip(points, points[1:], strict=False)):
        raise ValueError("a place scores more than the place before it")


def _styles_of(players: list[Player]) -> list[int | None]:
    """Each player's own style; a player without one gets their row's (or, if another player
    wears that, the first free one). A style that is no style stays for check_players to refuse."""
    taken = {p.style for p in players if p.style is not None}
    out = []
    for i, p in enumerate(players):
        style = p.style
        if style is None:
            free = [k for k in range(STYLES) if k not in taken]
            style = i if i not in taken or not free else free[0]
            taken.add(style)
        out.append(style)
    return out


def check_players(players: list[Player]) -> None:
    """ValueError unless 2-6 players with names, unique names and each a colour and shape of
    their own (0-5). Players may share a keyboard block or pad (they pass it round in the games
    where players take turns; a real-time game seats only one of them)."""
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise ValueError(f"an evening needs {MIN_PLAYERS} to {MAX_PLAYERS} players")
    names = [p.name for p in players]
    if any(not n for n in names):
        raise ValueError("a player has no name")
    if len(set(names)) != len(names):
        raise ValueError("two players have the same name")
    if any(p.kind not in SEAT_KINDS or p.kind == "empty" for p in players):
        raise ValueError("a player is nobody")
    styles = [p.style for p in players]
    if not all(is_style(s) for s in styles):
        raise ValueError(f"a player's colour and shape is not a whole number from 0 to {STYLES - 1}")
    if len(set(styles)) != len(styles):
        raise ValueError("two players have the same colour and shape")


def _players(raw) -> list[Player]:
    if not isinstance(raw, list) or not MIN_PLAYERS <= len(raw) <= MAX_PLAYERS:
        raise EveningRejected(f"an evening needs {MIN_PLAYERS} to {MAX_PLAYERS} players")
    players = []
    for row, p in enumerate(raw):
        if not isinstance(p, dict) or not {"name", "kind"} <= set(p) <= {"name", "kind", "style", "hints"}:
            raise EveningRejected("a player is malformed")
        name, kind = p["name"], p["kind"]
        if not isinstance(name, str) or len(name) > 200:
            raise EveningRejected("a player's name is not a short text")
        if not isinstance(kind, str) or kind not in SEAT_KINDS or kind == "empty":
            raise EveningRejected(f"unknown kind of player {str(kind)[:30]!r}")
        style = p.get("style", row)                      # an evening from before styles: the row's
        if not is_style(style):
            raise EveningRejected(f"a player's colour and shape is not a whole number from 0 to {STYLES - 1}")
        hints = p.get("hints", False)                    # an evening from before hints: off
        if not isinstance(hints, bool):
            raise EveningRejected("a player's hints are not true or false")
        players.append(Player(clean_name(name), kind, style, hints))   # as a game's save cleans its seats
    try:
        check_players(players)
    except ValueError as exc:
        raise EveningRejected(str(exc)) from None
    return players


def _game_info(game) -> GameInfo:
    if not isinstance(game, str) or game not in BY_MODULE:
        raise EveningRejected(f"unknown game {str(game)[:40]!r}")
    return BY_MODULE[game]


def _check_seats_of_game(game: str, seats, players: int) -> None:
    info = _game_info(game)
    if not isinstance(seats, list) or not all(_whole(s) for s in seats):
        raise EveningRejected("the seats of a game are not a list of players")
    if not info.min_seats <= len(seats) <= info.max_seats:
        raise EveningRejected(f"{len(seats)} seats for a game of {info.title}")
    if len(set(seats)) != len(seats) or not all(0 <= s < players for s in seats):
        raise EveningRejected("a game's seats name a player twice or one who is not there")


def _check_played(played: Played, players: int) -> None:
    _check_seats_of_game(played.game, played.seats, players)
    ranking = played.ranking
    if not isinstance(ranking, list) or not ranking or not all(isinstance(g, list) and g for g in ranking):
        raise EveningRejected("a game's ranking is not a list of places")
    flat = [s for g in ranking for s in g]
    if not all(_whole(s) for s in flat) or sorted(flat) != list(range(len(played.seats))):
        raise EveningRejected("a game's ranking does not place every seat once")
    if not isinstance(played.figures, list) or len(played.figures) != len(played.seats):
        raise EveningRejected("a game's figures do not fit its seats")


def _clean_figures(figures) -> dict:
    """A seat's figures as whole numbers in range (anything else is left out)."""
    if not isinstance(figures, dict):
        return {}
    out = {}
    for key, value in list(figures.items())[:MAX_FIGURES]:
        if isinstance(key, str) and re.fullmatch(r"[a-z_]{1,32}", key) and _whole(value) and abs(value) <= MAX_FIGURE:
            out[key] = value
    return out


def _played(raw, players: int) -> Played:
    if not isinstance(raw, dict) or set(raw) != {"game", "played_at", "seats", "ranking", "figures"}:
        raise EveningRejected("a game of the evening is malformed")
    when = raw["played_at"]
    if not isinstance(when, str) or not _DATE.fullmatch(when):
        raise EveningRejected("a game's date is not a date")
    figures = raw["figures"]
    if not isinstance(figures, list) or not all(isinstance(f, dict) for f in figures):
        raise EveningRejected("a game's figures are not a list of tables")
    for f in figures:
        if len(f) > MAX_FIGURES or any(not _whole(v) or abs(v) > MAX_FIGURE for v in f.values()):
            raise EveningRejected("a game's figure is not a whole number in range")
    played = Played(raw["game"], raw["seats"], raw["ranking"], [_clean_figures(f) for f in figures], when)
    _check_played(played, players)
    played.seats = list(played.seats)
    played.ranking = [list(g) for g in played.ranking]
    return played


def _current(raw, players: int) -> Current | None:
    if raw is None:
        return None
    if not isinstance(raw, dict) or set(raw) != {"game", "seed", "seats"}:
        raise EveningRejected("the game under way is malformed")
    seed = raw["seed"]
    if not _whole(seed) or not abs(seed) < SEED_LIMIT:
        raise EveningRejected("the seed of the game under way is not a whole number in range")
    _check_seats_of_game(raw["game"], raw["seats"], players)
    return Current(raw["game"], seed, list(raw["seats"]))


# ---------------------------------------------------------------- the file

def path_in(folder: Path) -> Path:
    return Path(folder) / FILE_NAME


def exists(folder: Path) -> bool:
    return os.path.lexists(path_in(folder))


def save(folder: Path, evening: Evening) -> Path:
    """Write the evening whole or not at all (OSError if the disk says no)."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    raw = json.dumps(evening.to_dict(), ensure_ascii=False, allow_nan=False).encode("utf-8")
    path = path_in(folder)
    write_bytes_atomic(path, raw)
    return path


def clear(folder: Path) -> None:
    """Forget the evening (it has ended and is in the statistics)."""
    try:
        path_in(folder).unlink()
    except FileNotFoundError:
        pass


def remove_stale_temps(folder: Path) -> None:
    """Temporary files of a copy killed while writing the evening (only while holding the data
    folder's lock)."""
    try:
        names = os.listdir(folder)
    except OSError:
        return
    for name in names:
        if name.startswith(f".{FILE_NAME}.") and name.endswith(".tmp"):
            path = Path(folder) / name
            try:
                if stat.S_ISREG(os.lstat(path).st_mode) or stat.S_ISLNK(os.lstat(path).st_mode):
                    path.unlink()
            except OSError:
                pass


@dataclass
class Refused:
    """An evening file that was refused: why, and where it went (None: it could not be moved)."""

    path: Path
    why: str
    moved_to: Path | None


def load(folder: Path) -> tuple[Evening | None, Refused | None]:
    """The saved evening (None when there is none), or the refusal of a damaged file, which is
    moved aside. Never raises: whatever the file holds is a refusal."""
    path = path_in(folder)
    if not os.path.lexists(path):
        return None, None
    try:
        raw = _read(path)
    except FileNotFoundError:
        return None, None
    except EveningRejected as exc:
        return None, Refused(path, str(exc), set_aside(path))
    except OSError as exc:            # unreadable: leave it be, say so
        return None, Refused(path, exc.strerror or str(exc), None)
    try:
        return parse_bytes(raw), None
    except EveningRejected as exc:
        return None, Refused(path, str(exc), set_aside(path))


def _read(path: Path) -> bytes:
    """The bytes of the evening file: a plain file (no link, pipe, device or folder) of at most
    MAX_BYTES, read without blocking."""
    return read_plain(path, MAX_BYTES, "the evening file", "an evening", EveningRejected)


def parse_bytes(raw: bytes) -> Evening:
    """The evening file's bytes -> Evening, or EveningRejected with the reason (never another
    exception, whatever the bytes)."""
    try:
        return Evening.from_dict(json_of(raw, MAX_BYTES, "an evening", EveningRejected))
    except EveningRejected:
        raise
    except RecursionError:
        raise EveningRejected("nested too deeply") from None
    except MemoryError:
        raise EveningRejected("too big to read") from None
    except Exception as exc:           # whatever else: a refusal with its reason
        text = str(exc)
        raise EveningRejected(f"impossible evening ({type(exc).__name__}: {text[:160]})") from None


def stats_entry(evening: Evening) -> dict:
    """What the statistics keep of an ended evening: its players with their standing, and the
    games with their winners."""
    table = evening.standings()
    return {
        "uid": evening.id,
        "started_at": evening.started_at,
        "ended_at": now(),
        "points": list(evening.points),
        "ties": evening.ties,
        "standings": [{"name": evening.players[s.player].name, "kind": evening.players[s.player].kind,
                       "place": s.place, "points": float(s.points), "wins": s.wins, "games": s.games,
                       "style": evening.players[s.player].style}
                      for s in table],
        "games": [{"game": g.game, "played_at": g.played_at,
                   "winners": [evening.players[p].name for p in g.winners()]} for g in evening.games],
    }
