"""What both evening screens draw alike: points as a player reads them, names joined in the
language's way, and the standings rows (each player in their own colour and shape, the one
they wear in every game of the evening)."""

from __future__ import annotations

from fractions import Fraction

import pygame

from game.evening import Evening
from game.games import BY_MODULE
from game.seats import style_of
from scenes.ui import theme
from scenes.ui.emblems import emblem
from scenes.ui.layout import READABLE, blit_fit, blit_fitted, fit, fitted_size, width_of
from scenes.ui.numbers import grouped
from scenes.ui.podium import MEDAL, draw_badge
from scenes.ui.text import blit_text
from scenes.ui.widgets import draw_panel, draw_seat_token


def points_text(t, points: Fraction) -> str:
    """8 -> "8", 16/3 -> "5,3" (German) / "5.3" (English): at most one decimal."""
    if points.denominator == 1:
        return grouped(t, int(points))
    tenths = round(points * 10)
    whole, rest = divmod(abs(tenths), 10)
    sign = "−" if tenths < 0 else ""
    return f"{sign}{grouped(t, whole)}{t('app.decimal')}{rest}"


def join_names(t, names: list[str]) -> str:
    """"Anna", "Anna und Ben", "Anna, Ben und Clara"."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + t("app.results.and") + names[-1]


def names_of(evening: Evening, players: list[int]) -> list[str]:
    return [evening.players[p].name for p in players]


def player_style(evening: Evening, player: int) -> int:
    """The colour and shape a player of the evening wears."""
    return style_of([p.seat for p in evening.players], player)


def draw_standings(surface: pygame.Surface, t, evening: Evening, rect: pygame.Rect, big: int = 30,
                   highlight_leaders: bool = True, reveal: dict[int, float] | None = None,
                   row_max: int = 64, token: int = 16, counting: dict[int, tuple[Fraction, Fraction]] | None = None,
                   per_game: bool = False, placed: dict[int, dict] | None = None) -> None:
    """The standings in `rect`: a header line, then one row per player (place, token, name,
    points, wins, games); the rows share the room, at most `row_max` px tall, the tokens at most
    `token` px in radius. With `counting` (player -> (points shown now, points the latest game
    brought)) those points stand in gold with "+6" beside them as they count up. With `reveal` (player ->
    0..1) only the players in it are drawn, a row just revealed (under 1) glowing, the others'
    rows empty slots still to be filled. With `per_game`, rows tall enough (`PER_GAME_ROW`) show
    under the name what each game of the evening brought the player (the game's emblem and
    "+10", "–" for a game they sat out), the chips of every row in the same columns like a
    score sheet. `placed` (player -> what went where: "row", "place", "token", "name", "chips")
    is filled for the rows drawn."""
    table = evening.standings()
    head = 30
    gap = 6
    height = min(row_max, (rect.height - head - gap * (len(table) - 1)) // max(1, len(table)))
    strip = strip_height(height) if per_game and evening.games else 0
    upper = min(height - strip, big + 44) if strip else height   # the row's main line: place, token,
    pad = (height - strip - upper) // 2                          # name, points (with the chips: the two
                                                                 # together in the row's middle)
    cols = {"points": rect.right - 190, "wins": rect.right - 110, "games": rect.right - 40}
    for key, x in cols.items():
        blit_fitted(surface, t(f"evening.table.col_{key}"), (x, rect.y + head // 2), 80, 20, theme.TEXT_DIM,
                    anchor="midright" if key == "points" else "center")
    y = rect.y + head
    leaders = set(evening.leaders()) if highlight_leaders else set()
    shared = shared_places(evening)
    brackets: list[tuple[tuple, int, int, int]] = []    # (colour, x, top, bottom), drawn over the rows
    medals = reveal is not None
    name_size = shared_name_sizes(t, evening, table, rect, upper, big, token, leaders, counting, medals)
    place_cx, token_cx, radius, name_x = row_columns(t, table, rect.x, upper, big, token, medals)
    if strip:         # what the chips under the names are, over their column
        draw_chips_header(surface, t, pygame.Rect(rect.x + 12, rect.y, cols["points"] - rect.x - 12, head), name_x)
    for index, s in enumerate(table):
        whole = pygame.Rect(rect.x, y, rect.width, height)
        row = pygame.Rect(rect.x, y + pad, rect.width, upper)   # (the main line; the chips under it)
        y += height + gap
        if reveal is not None and s.player not in reveal:      # still to come: an empty slot
            pygame.draw.rect(surface, (44, 54, 50), whole, 2, border_radius=12)
            blit_text(surface, "?", (whole.centerx, whole.centery), min(big, max(READABLE + 4, upper - 22)),
                      (70, 84, 78), True, "center")
            continue
        lead = s.player in leaders
        fresh = reveal is not None and reveal[s.player] < 1
        if fresh:
            pygame.draw.rect(surface, theme.ACCENT, whole.inflate(8, 8), 3, border_radius=14)
        draw_panel(surface, whole, (70, 60, 24) if lead else (34, 44, 40), 240, 12,
                   border=theme.ACCENT if lead else None)
        spots = placed.setdefault(s.player, {}) if placed is not None else {}
        spots["row"] = whole.copy()
        size = min(big, max(READABLE + 4, upper - 22))
        unranked = bool(evening.games) and s.games == 0     # not played yet: no place, no points
        first_of_tie = index == 0 or table[index - 1].place != s.place
        if unranked:
            blit_text(surface, "–", (place_cx, row.centery), size, theme.TEXT_DIM, True, "center")
        elif evening.games and first_of_tie:     # (before the first game nobody has a place yet)
            said = t("app.results.place", n=s.place)
            medal = medals and s.place in MEDAL     # the ceremony: places 1-3 on their medal
            if medal:
                badge = badge_radius(upper, size)
                draw_badge(surface, (place_cx, row.centery), badge, MEDAL[s.place])
                spots["place"] = pygame.Rect(place_cx - badge, row.centery - badge, 2 * badge, 2 * badge)
            on_medal = fitted_size(said, size, 2 * badge - 14, True) if medal else size   # (inside its rim)
            at = blit_text(surface, said, (place_cx, row.centery), on_medal,
                           theme.INK if medal else theme.ACCENT if lead else theme.TEXT, True, "center")
            spots.setdefault("place", at.copy())
            spots["place_words"] = at.copy()
            if s.place in shared:      # a shared place stands once, a bracket joining the rows
                bottom = row.centery + (shared[s.place] - 1) * (height + gap)
                top = max(at.bottom, spots["place"].bottom) + 2
                brackets.append((theme.ACCENT if lead else theme.TEXT_DIM, place_cx - 4, top, bottom))
        draw_seat_token(surface, player_style(evening, s.player), (token_cx, row.centery), radius)
        spots["token"] = pygame.Rect(token_cx - radius, row.centery - radius, 2 * radius, 2 * radius)
        shown, gained = counting[s.player] if counting and s.player in counting else (s.points, None)
        pts = points_text(t, shown)
        pts_size = fitted_size(pts, size + 2, 76, True)
        gain = "+" + points_text(t, gained) if gained else ""
        gain_size = max(READABLE, size - 12)
        gain_right = cols["points"] - width_of(pts, pts_size, True) - 12
        room = name_room(t, s, cols["points"], name_x, size, counting, points_room(t, table, size))
        spots["name"] = blit_fit(surface, evening.players[s.player].name,
                                 pygame.Rect(name_x, row.y + 2, room, row.height - 4), name_size[s.player],
                                 theme.TEXT, lead, max_lines=name_lines(upper), valign="center")
        if strip:
            lane = pygame.Rect(name_x, row.bottom, whole.right - 16 - name_x, strip - 8)
            spots["chips"] = draw_game_chips(surface, t, evening, s.player, lane)
        if unranked:
            blit_fitted(surface, t("evening.table.not_played"), (cols["points"], row.centery),
                        max(80, cols["points"] - name_x - width_of(evening.players[s.player].name, size) - 20),
                        READABLE + 2, theme.TEXT_DIM, anchor="midright")
            continue
        blit_text(surface, pts, (cols["points"], row.centery), pts_size,
                  theme.ACCENT if lead or gained else theme.TEXT, True, "midright")
        if gain:                       # what the latest game brought, beside the points counting up
            blit_text(surface, gain, (gain_right, row.centery), gain_size, theme.ACCENT, True, "midright")
        blit_text(surface, grouped(t, s.wins), (cols["wins"], row.centery), max(READABLE + 2, size - 4), theme.TEXT,
                  False, "center")
        blit_text(surface, grouped(t, s.games), (cols["games"], row.centery), max(READABLE + 2, size - 4),
                  theme.TEXT_DIM, False, "center")
    for colour, x, top, bottom in brackets:
        pygame.draw.line(surface, colour, (x, top), (x, bottom), 4)
        pygame.draw.line(surface, colour, (x, bottom), (x + 16, bottom), 4)


PER_GAME_ROW = 92        # px a standings row needs to show the points of each game under the name
CHIP_GAP = 8             # px between two games' chips


def strip_height(row_height: int) -> int:
    """How much of a row this tall the games' chips take at its foot (0: too short for them)."""
    if row_height < PER_GAME_ROW:
        return 0
    return min(70, max(44, round(row_height * 0.42)))


def draw_chips_header(surface: pygame.Surface, t, room: pygame.Rect, name_x: int) -> pygame.Rect | None:
    """"Punkte je Spiel" in the standings' header line `room` (up to the points' own header),
    from the name's column where the chips stand, so a newcomer knows what the chips under each
    name are; where it is too narrow there, reaching left over the places (never smaller than
    readable), else said shorter."""
    limit = room.right - width_of(t("evening.table.col_points"), READABLE) - 20
    said = t("evening.table.col_per_game")
    wide = width_of(said, READABLE)
    if wide > limit - name_x and wide <= limit - room.x:
        name_x = limit - wide
    elif wide > limit - name_x:
        said = t("evening.table.col_per_game_short")
    return blit_fitted(surface, said, (name_x, room.centery), limit - name_x, READABLE, theme.TEXT_DIM,
                       anchor="midleft")


def badge_radius(row_height: int, size: int) -> int:
    """The radius of a place's medal in a row (main line) this tall, its text at `size`."""
    return max(8, min(row_height // 2 - 4, round(size * 0.8), 24))


def row_columns(t, table, x: int, height: int, big: int, token: int, medals: bool) -> tuple[int, int, int, int]:
    """(the place's centre, the token's centre, the token's radius, where the name starts) in
    rows starting at `x` whose main line is `height` px tall: the places (or their medals in the
    ceremony) in a column wide enough for the widest, the token beside it with room between,
    never on it."""
    size = min(big, max(READABLE + 4, height - 22))
    widest = max((width_of(t("app.results.place", n=s.place), size, True) for s in table), default=0)
    if medals:
        widest = max(widest, 2 * badge_radius(height, size))
    place_w = max(36, widest)
    radius = max(6, min(token, height // 2 - 6))
    token_left = x + 12 + place_w + 12
    return x + 12 + place_w // 2, token_left + radius, radius, token_left + 2 * radius + 12


def draw_game_chips(surface: pygame.Surface, t, evening: Evening, player: int, lane: pygame.Rect) -> list[pygame.Rect]:
    """What each game of the evening brought `player`, in `lane`: one chip per game, its emblem
    and "+10" ("–": sat out), the same width for every player so the games stand in columns;
    when they do not all fit, the latest, after "…". The chips drawn."""
    games = evening.games
    size = max(READABLE, min(28, lane.h // 2 + 4))
    icon = max(24, lane.h - 6)
    said = []
    for played in games:
        got = evening.points_of(played).get(player)
        said.append(None if got is None else "+" + points_text(t, got))
    widest = max(width_of("+" + points_text(t, Fraction(max(evening.points, default=0))), size, True),
                 max((width_of(w, size, True) for w in said if w), default=0))
    def room_for(icon_size: int) -> bool:
        return len(games) * (8 + icon_size + 6 + widest + 10 + CHIP_GAP) - CHIP_GAP <= lane.w

    smaller = next((i for i in range(icon, 23, -2) if room_for(i)), None)
    icon = smaller if smaller is not None else min(icon, 32)   # (smaller emblems before a game is left
                                                                # out; then the latest, still clear)
    chip_w = 8 + icon + 6 + widest + 10
    fits = max(1, (lane.w + CHIP_GAP) // (chip_w + CHIP_GAP))
    shown = list(range(len(games)))
    x = lane.x
    if len(shown) > fits:
        dots = blit_text(surface, "…", (x, lane.centery), size, theme.TEXT_DIM, True, "midleft")
        x = dots.right + CHIP_GAP
        fits = max(1, (lane.right - x + CHIP_GAP) // (chip_w + CHIP_GAP))
        shown = shown[-fits:]
    out = []
    for index in shown:
        chip = pygame.Rect(x, lane.y, chip_w, lane.h)
        x += chip_w + CHIP_GAP
        draw_panel(surface, chip, (26, 34, 31), 235, 8)
        info = BY_MODULE.get(games[index].game)
        picture = emblem(info.emblem if info else "", icon)
        surface.blit(picture, picture.get_rect(midleft=(chip.x + 8, chip.centery)))
        words = said[index] or "–"
        blit_text(surface, words, (chip.right - 10, chip.centery), size,
                  theme.TEXT if said[index] else theme.TEXT_DIM, True, "midright")
        out.append(chip)
    return out


def name_lines(row_height: int) -> int:
    """How many lines a name may take in a standings row this tall."""
    return 2 if row_height >= 2 * READABLE + 4 else 1


def points_room(t, table, size: int) -> int:
    """The px the points column takes left of its right edge: the widest final points and a gap
    (the same for every row, so no name changes size as the points count up)."""
    widest = max((width_of(p, fitted_size(p, size + 2, 76, True), True)
                  for p in (points_text(t, s.points) for s in table)), default=0)
    return max(56, widest + 24)


def name_room(t, s, points_x: int, name_x: int, size: int, counting, reserve: int = 84) -> int:
    """How wide a player's name may stand in their row: up to the points (`reserve` px, and the
    "+6" left of them while they count up)."""
    shown, gained = counting[s.player] if counting and s.player in counting else (s.points, None)
    pts = points_text(t, shown)
    if not gained:
        return points_x - reserve - name_x
    gain = "+" + points_text(t, gained)
    pts_w = width_of(pts, fitted_size(pts, size + 2, 76, True), True)
    taken = pts_w + 12 + width_of(gain, max(READABLE, size - 12), True) + 12
    return points_x - max(reserve, taken) - name_x


def shared_name_sizes(t, evening: Evening, table, rect: pygame.Rect, height: int, big: int, token: int,
                      leaders: set[int], counting, medals: bool = False) -> dict[int, int]:
    """Player -> the size their name is drawn at: the leaders' names (a shared first place) one
    size, everyone else's another, each the largest at which every name of its kind fits its row
    (never "Maximilian" at two thirds of "Ben" beside it; the rows still to be revealed count
    too, so no name changes size as the others come)."""
    size = min(big, max(READABLE + 4, height - 22))
    name_x = row_columns(t, table, rect.x, height, big, token, medals)[3]
    own = {}
    for s in table:
        room = name_room(t, s, rect.right - 190, name_x, size, counting, points_room(t, table, size))
        own[s.player] = fit(evening.players[s.player].name, room, size, s.player in leaders, name_lines(height))[0]
    kinds: dict[bool, int] = {}
    for s in table:
        lead = s.player in leaders
        kinds[lead] = min(kinds.get(lead, size), own[s.player])
    return {player: kinds.get(player in leaders, own_size) for player, own_size in own.items()}


def shared_places(evening: Evening) -> dict[int, int]:
    """Place -> how many players share it, for the places two or more share (those who have
    not played yet are unranked, never sharing a place)."""
    count: dict[int, int] = {}
    if evening.games:
        for s in evening.standings():
            if s.games:
                count[s.place] = count.get(s.place, 0) + 1
    return {place: n for place, n in count.items() if n > 1}


def someone_sat_out(evening: Evening) -> bool:
    """Whether anyone has played fewer of the evening's games than were played (sat out)."""
    return any(s.games < len(evening.games) for s in evening.standings())


def points_rule(t, evening: Evening, width: int = 10_000) -> str:
    """"Jedes Spiel bringt je Platz 10 · 6 · 4 Punkte · Gleichstand: gemittelt": how a game's
    places turn into the evening's points (three players: three places), and once someone has
    sat out a game, that sitting out brings none (why one game can stand over two); the rule
    for ties left out when the line would not fit `width` px at a readable size."""
    places = " · ".join(grouped(t, p) for p in evening.points[:max(1, len(evening.players))])
    ties = t(f"evening.ties.{evening.ties}")
    sat = someone_sat_out(evening)
    said = t("evening.table.points_rule_sat" if sat else "evening.table.points_rule", places=places, ties=ties)
    if width_of(said, READABLE) > width:
        said = t("evening.table.points_rule_sat_short" if sat else "evening.table.points_rule_short", places=places)
    return said


def ties_rule(t, evening: Evening, width: int = 10_000) -> str:
    """"Teilen sich zwei einen Platz, bekommen beide den Mittelwert der Punkte": the rule line
    when the points per place stand as chips, said in plain words (it is why a player can have
    14,3 points); once someone sat out a game, that this brings 0 points, with the ties said
    short where the whole sentence would not fit `width` px."""
    if not someone_sat_out(evening):
        said = t("evening.table.ties_rule", ties=t(f"evening.ties.{evening.ties}_said"))
        if width_of(said, READABLE) > width:
            said = t("evening.table.ties_rule_short", ties=t(f"evening.ties.{evening.ties}"))
        return said
    said = t("evening.table.ties_rule_sat", ties=t(f"evening.ties.{evening.ties}_said"))
    if width_of(said, READABLE) > width:
        said = t("evening.table.ties_rule_sat_short", ties=t(f"evening.ties.{evening.ties}"))
    return said
