"""The pause overlay over a table: resume, rules, settings, quit to the menu; above the
buttons the game and whose turn it is, below them every person's keys.

Whenever it comes back on top (from the settings or the rules) its cursor is on "Weiter"
again: one press of Enter goes back to the game.

The table stays visible behind a shade: its picture is taken once when the pause opens (and
again when it comes back on top), softened and darkened evenly, so nothing of the table -- not
its light score sheets, not its tip card -- competes with the pause; the line under the title names the game and, in a game
played in turns, who is on turn ("Zehntausend · Anna ist am Zug", their token before their name), and the next one the
standings as the table shows them, leader first, with the game's first figure ("Punkte: Anna
2.350 · Ben 1.900"; the `ranking` and `figures` of the table's `standings()`), on two lines
when one is not enough, so nobody is left out. The keys panel is a small table: a column per key of the game, what
it does said once above the column (the catalogue's `keys` of the game in the table's own
words: Durchmarsch's stop, cheer on and urge caution too; a Wurf & Weg key that passes a die
names, after its cap, the neighbour it goes to by token and name, as the table's key strip
does), and a row per keyboard block or pad that
plays, with its people's tokens and whole names (everyone sharing a block named, on more lines
when one does not hold them) and their key caps in the columns (the neighbours' names after a key one size per column).
The card and the panel stand as one column, as wide as the wider of the two needs (the card's
widest line with room beside it, or the keys with 24 px to either edge), so nothing touches an
edge and no card is mostly empty; a caption too long for one line goes onto two. The panel is
drawn once per language and key map, not per frame."""

from __future__ import annotations

import pygame

from scenes.app import Scene
from scenes.ui import theme
from scenes.ui.layout import READABLE, blit_fitted, fit, line_step, pack, width_of, wrap
from scenes.ui.numbers import grouped
from scenes.ui.seat_panel import key_label, keycap_image
from scenes.ui.text import blit_text
from scenes.ui.widgets import Button, ButtonList, draw_panel, draw_seat_token

TITLE_Y, STATUS_Y, STANDINGS_Y = 62, 110, 130    # STANDINGS_Y: the top of its (at most two) lines
STANDINGS_SIZE = 24             # the standings: read from the sofa, in full text colour, never smaller
STATUS_SIZE = 28                 # the game and who is on turn
KEYS_W, KEY_ROW_H = 1080, 50     # (rows get lower when six blocks play, to stay on screen)
KEYS_MOST = theme.SCREEN_W - 48  # the keys panel at its widest (wide Num-pad caps and long words)
# behind the title, the lines and the buttons; as wide as the keys panel under it, so the two
# stand as one column of cards with a clear gap between them
CARD = pygame.Rect(theme.SCREEN_W // 2 - KEYS_W // 2, 18, KEYS_W, 408)
BUTTONS_Y = 302                  # the middle of the four buttons
CARD_GAP = 18                    # between the card and the keys panel
KEYS_TOP = CARD.bottom + CARD_GAP   # the keys panel, under the buttons
KEYS_HEAD, KEYS_FOOT = 52, 10    # the panel's heading band, and its margin below the last row
SHADE = (8, 12, 10, 200)         # the dark laid evenly over the softened table
SOFTEN = 6                       # the table's picture is shrunk this many times and grown back
CAP_SIZE = 22                    # the key caps' letters
NAMES_MOST = 400                 # px at most for a row's people before its keys
NAMES_LEAST = 220                # ... and at least, where the keys leave that much
NAMES_FLOOR = 130                # ... and however many keys the game has (a long name then cut with "…")
WORD_SIZE = 24                   # what a key does, above its column of caps
SPREAD_MOST = 60                 # px a keys column may stand further apart to fill the panel
TARGET_GAP = 10                  # px between a key's cap and the neighbour its die goes to (Wurf & Weg)
TARGET_MOST = 200                # px at most for that neighbour's name, whole down to READABLE (longer: "…")
NAME_LEAST = 48                  # px a sharer's name needs at least (else their marker stands alone)
EDGE = 24                        # px between the keys panel's edges and anything on it, left and right
CARD_PAD = 48                    # px the card keeps beside its widest line (title, status, standings, buttons)
BUTTONS_W = 420


def token_width(style) -> int:
    """How much of a key row a person's marker takes before their name: a table's own picture
    of the seat (Mensch's figure) its width, a seat token 30 px."""
    return max(30, style.get_width() + 6) if isinstance(style, pygame.Surface) else 30


class PauseScene(Scene):
    opaque = False

    def is_still(self) -> bool:
        return True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.list = ButtonList([
            Button(lambda: self.t("app.pause.resume"), self.resume),
            Button(lambda: self.t("app.pause.rules"), self.open_rules),
            Button(lambda: self.t("app.pause.settings"), self.open_settings),
            Button(lambda: self.t("app.pause.quit"), self.quit_to_menu),
        ], (theme.SCREEN_W // 2, BUTTONS_Y), width=BUTTONS_W, height=50, gap=8)
        self._under: pygame.Surface | None = None   # the table as the pause shows it, taken once
        self._keys_pic: tuple | None = None   # (language, key map, the panel's picture)
        self.names_room = NAMES_MOST              # px of the keys panel's rows for the people
        self.word_size, self.key_gap = WORD_SIZE, 26   # what a key does: its size, the gap after it
        self.targets: dict[tuple[int, int], tuple] = {}   # (row, column) -> (token, name) a key's die goes to
        self.target_sizes: dict[int, int] = {}     # column -> the one size its neighbours' names take
        self.cap_size = CAP_SIZE                   # the key caps' letters (smaller in lower rows)
        self.rows_shown: list = []                 # the keys panel's rows and column headings, as drawn
        self.heads_shown: list = []

    def on_enter(self) -> None:
        self.list.index = 0          # "Weiter", also when coming back from the settings or the rules
        self._under = None           # (the settings may have changed the table's language)

    def open_rules(self) -> None:
        self.app.routes.rules(self.table.info)

    def open_settings(self) -> None:
        self.app.routes.settings()

    def quit_to_menu(self) -> None:
        self.table.on_quit()
        self.app.routes.menu()

    def resume(self) -> None:
        self.app.routes.back()

    def handle(self, act) -> None:
        if act.action in ("back", "pause") and act.device == "any" or act.action == "pause":
            self.app.routes.back()
            return
        self.list.handle(act.action)

    def handle_event(self, event) -> None:
        self.list.handle_event(event)

    # -- what it says ----------------------------------------------------------------------
    def status_line(self) -> str:
        """The game, and in a game played in turns who is on turn ("" without a game)."""
        info = getattr(self.table, "info", None)
        if info is None:
            return ""
        game = self.t(f"app.game.{info.module}")
        seat = self.on_turn_seat()
        if seat is not None:
            return self.t("app.pause.on_turn", game=game, name=self.table.seats[seat].name)
        return game

    def on_turn_seat(self) -> int | None:
        """The seat on turn as the table shows it (its heading's), when the status line names
        one, else None."""
        info = getattr(self.table, "info", None)
        seats = getattr(self.table, "seats", None) or []
        if info is None or info.realtime or not hasattr(self.table, "seat_shown_on_turn"):
            return None
        seat = self.table.seat_shown_on_turn()
        return seat if isinstance(seat, int) and 0 <= seat < len(seats) else None

    def turn_token(self, seat: int) -> pygame.Surface | int:
        """How the seat on turn is shown beside its name: the table's own picture of the seat
        (Mensch: its figures), else its colour and shape."""
        token = self.table.seat_token(seat) if hasattr(self.table, "seat_token") else None
        if isinstance(token, pygame.Surface):
            return token
        return self.table.style(seat) if hasattr(self.table, "style") else seat

    def status_layout(self):
        """How the status line stands: (size, [before the token, after it], gap, token, token
        width, whole width), or None without a game; token None when nobody is named on turn."""
        status = self.status_line()
        if not status:
            return None
        seat = self.on_turn_seat()
        room = CARD.width - 40
        if seat is None:
            size = max(READABLE, next((s for s in range(STATUS_SIZE, READABLE - 1, -1)
                                       if width_of(status, s, True) <= room), READABLE))
            return size, [status, ""], 0, None, 0, min(room, width_of(status, size, True))
        mark = "\x00"
        before, _name, after = self.t("app.pause.on_turn", game=self.t(f"app.game.{self.table.info.module}"),
                                      name=mark).partition(mark)
        name = self.table.seats[seat].name
        token = self.turn_token(seat)
        token_w = token_width(token) + 6
        size = max(READABLE, next((s for s in range(STATUS_SIZE, READABLE - 1, -1)
                                   if width_of(status, s, True) + token_w <= room), READABLE))
        said = before + name + after
        if width_of(said, size, True) + token_w > room:        # even the floor is too wide: the name cut
            name = fit(name, max(40, room - token_w - width_of(before + after, size, True)), size, True, 1)[1][0]
        parts = [before.rstrip(), name + after]
        gap = 12 if parts[0] else 0                     # between what comes before and the token
        width = width_of(parts[0], size, True) + gap + token_w + width_of(parts[1], size, True)
        return size, parts, gap, token, token_w, width

    def draw_status(self, surface: pygame.Surface) -> None:
        """The game and who is on turn, one line across the card, with the on-turn person's
        token right before their name (the line as the language puts it, split at the name)."""
        layout = self.status_layout()
        if layout is None:
            return
        size, parts, gap, token, token_w, width = layout
        if token is None:
            blit_fitted(surface, parts[0], (theme.SCREEN_W // 2, STATUS_Y), CARD.width - 40, size, theme.TEXT, True,
                        "center")
            return
        x = theme.SCREEN_W // 2 - width // 2
        if parts[0]:
            x = blit_text(surface, parts[0], (x, STATUS_Y), size, theme.TEXT, True, "midleft").right + gap
        if isinstance(token, pygame.Surface):
            surface.blit(token, token.get_rect(midleft=(x + 2, STATUS_Y)))
        else:
            draw_seat_token(surface, token, (x + 14, STATUS_Y), 12)
        x += token_w
        blit_text(surface, parts[1], (x, STATUS_Y), size, theme.TEXT, True, "midleft")

    def top_width(self) -> int:
        """How wide the card must be for what stands on it above the keys: the title, the status
        line, the standings and the buttons, each with `CARD_PAD` beside it."""
        layout = self.status_layout()
        size, lines = self.standings_lines()
        widest = max([BUTTONS_W, width_of(self.t("app.pause.title"), 56, True), layout[5] if layout else 0]
                     + [width_of(line, size) for line in lines])
        return min(KEYS_MOST, widest + 2 * CARD_PAD)

    def standings_line(self) -> str:
        """Everybody in the order of the standings, leader first, with the game's first figure
        ("Punkte: Anna 2.350 · Ben 1.900 · Dora 0"), as the table shows it now; "" when there
        is nothing to tell (no game, or a match that cannot say)."""
        each = self._standings()
        return "" if each is None else self.t("app.pause.standings", figure=each[0], people=" · ".join(each[1]))

    def _standings(self) -> tuple[str, list[str]] | None:
        """(the figure's word, ["Anna 2.350", ...] best first), or None."""
        info = getattr(self.table, "info", None)
        seats = getattr(self.table, "seats", None) or []
        source = self.table.standings() if hasattr(self.table, "standings") else getattr(self.table, "shown", None)
        if info is None or source is None or not seats:
            return None
        try:
            order = [seat for place in source.ranking() for seat in place]
            figures = {seat: source.figures(seat) for seat in order}
        except Exception:        # a match that cannot tell its standings yet: the line stays away
            return None
        if not order or not all(0 <= seat < len(seats) for seat in order) or not figures[order[0]]:
            return None
        figure = next(iter(figures[order[0]]))
        label = self.t(f"{info.module}.figure.{figure}")
        return label, [f"{seats[seat].name} {grouped(self.t, figures[seat][figure])}" for seat in order]

    def standings_lines(self) -> tuple[int, tuple[str, ...]]:
        """(size, lines): the standings on one line, or broken between people onto two, at
        `STANDINGS_SIZE`; only if two lines cannot hold everybody, the last are left out with
        "…" (the leader never)."""
        each = self._standings()
        if each is None:
            return STANDINGS_SIZE, ()
        label, people = each
        room = CARD.width - 40
        for n in range(len(people), 0, -1):
            told = " · ".join(people[:n]) + ("" if n == len(people) else " · …")
            text = self.t("app.pause.standings", figure=label, people=told)
            lines = pack(text, STANDINGS_SIZE, room)
            if len(lines) <= 2:
                return STANDINGS_SIZE, lines
        return STANDINGS_SIZE, pack(self.t("app.pause.standings", figure=label, people=people[0]), STANDINGS_SIZE,
                                    room)[:2]

    def key_rows(self) -> list[tuple[list[tuple[int, str]], list[tuple[list[str], str]]]]:
        """One row per keyboard block or pad that plays: its people (style, or the table's own
        picture of the seat, and name) and its keys ([key caps], what they do)."""
        info = getattr(self.table, "info", None)
        seats = getattr(self.table, "seats", None) or []
        if info is None:
            return []
        # the table may leave out keys that do nothing under the rules in force
        groups = self.table.key_groups() if hasattr(self.table, "key_groups") else info.keys
        rows: dict[str, tuple[list, list]] = {}
        for i, seat in enumerate(seats):
            if not seat.is_human:
                continue
            style = self.table.style(i) if hasattr(self.table, "style") else i
            token = self.table.seat_token(i) if hasattr(self.table, "seat_token") else None
            if token is not None:
                style = token       # the table's own picture of the seat (Mensch: its figures)
            if seat.kind not in rows:
                keys = [([key_label(self.app, seat, a) for a in group], self.t(f"app.pause.does.{info.module}.{group[0]}"))
                        for group in groups]
                rows[seat.kind] = ([], keys)
                # a key whose die goes to a neighbour (Wurf & Weg) names them as the table does
                for j, group in enumerate(groups):
                    target = self.table.key_target(i, group[0]) if hasattr(self.table, "key_target") else None
                    if target is not None:
                        self.targets[(len(rows) - 1, j)] = (self.table.style(target), seats[target].name)
            rows[seat.kind][0].append((style, seat.name))
        return list(rows.values())

    def target_width(self, row: int, column: int) -> int:
        """How wide the neighbour named after a row's caps in a column is (0: none)."""
        target = self.targets.get((row, column))
        if target is None:
            return 0
        return TARGET_GAP + 30 + min(TARGET_MOST, width_of(target[1], WORD_SIZE))

    def keys_picture(self) -> pygame.Surface | None:
        """The keys panel (None when no person plays), drawn once per language and key map: a
        table whose columns are the game's keys, what each does said once above its column at
        `WORD_SIZE`, and one row per block with its people (whole names) and its caps."""
        key = (self.t.lang, self.app.input.keymap)
        if self._keys_pic is not None and self._keys_pic[0] == key[0] and self._keys_pic[1] is key[1]:
            return self._keys_pic[2]
        self.targets = {}
        rows = self.key_rows()
        pic = None
        if rows:
            # each person whole on a line of their own at least; a block's people side by side
            # as long as they take no more than NAMES_MOST
            widest_one = max(token_width(style) + width_of(name, 24, True) + 18
                             for people, _keys in rows for style, name in people)
            self.names_room = min(NAMES_MOST, max(widest_one, max(
                sum(token_width(style) + width_of(name, 24, True) + 18 for style, name in people)
                for people, _keys in rows)))
            self.names_room = max(NAMES_LEAST, self.names_room)
            self.word_size, self.key_gap = WORD_SIZE, 28
            self.cap_size = CAP_SIZE
            heads = self.column_heads(rows, 1)
            if 24 + self.names_room + 20 + self.columns_width(rows, heads) + EDGE > KEYS_MOST:
                heads = self.column_heads(rows, 2)        # what a key does on two lines above it
            spare = KEYS_MOST - EDGE - 24 - 20 - self.columns_width(rows, heads)
            if spare < self.names_room:                   # (only names wider than any real one)
                self.names_room = max(NAMES_FLOOR, spare)
            self.cap_size = min(CAP_SIZE, self.row_height(rows, heads) - 14)   # lower rows: smaller caps
            widest = self.columns_width(rows, heads)
            self.rows_shown, self.heads_shown = rows, heads
            # as wide as its own content or the card's above, whichever is wider: one column of cards
            panel_w = min(KEYS_MOST, max(self.top_width(), 24 + self.names_room + 20 + widest + EDGE))
            if len(heads) > 1:      # columns spread over a panel wider than they need (no empty third)
                spare = panel_w - (24 + self.names_room + 20 + widest + EDGE)
                self.key_gap += min(SPREAD_MOST, max(0, spare) // (len(heads) - 1))
            self.target_sizes = self.column_target_sizes(rows, heads, self.cap_size)
            head_h = KEYS_HEAD + line_step(self.word_size) * (max(len(h) for h in heads) - 1)
            lines = sum(len(self.people_lines(people, self.names_room)) for people, _keys in rows)
            row_h = self.row_height(rows, heads)
            pic = pygame.Surface((panel_w, head_h + row_h * lines + KEYS_FOOT), pygame.SRCALPHA)
            draw_panel(pic, pic.get_rect(), (22, 30, 27), 246, 16, border=(70, 84, 76))
            blit_text(pic, self.t("app.pause.keys"), (24, 28), 24, theme.ACCENT, True, "midleft")
            x = 24 + self.names_room + 20
            for width, head in zip(self.column_widths(rows, heads), heads, strict=False):
                for n, said in enumerate(head):
                    blit_text(pic, said, (x, 28 + n * line_step(self.word_size)), self.word_size, theme.TEXT,
                              False, "midleft")
                x += width + self.key_gap
            cap_size = self.cap_size
            y = head_h
            for people, keys in rows:
                # a hairline under the headings and between blocks, so a block's lines read as one
                pygame.draw.line(pic, (52, 64, 58), (24, y - 4), (panel_w - EDGE, y - 4))
                lines = self.people_lines(people, self.names_room)
                self.draw_key_row(pic, people, keys, y + row_h * len(lines) // 2, cap_size, lines, row_h,
                                  self.column_widths(rows, heads), rows.index((people, keys)))
                y += row_h * len(lines)
        self._keys_pic = (key[0], key[1], pic)
        return pic

    def row_height(self, rows, heads) -> int:
        """A row's height: `KEY_ROW_H`, lower when so many lines would leave the screen."""
        head_h = KEYS_HEAD + line_step(self.word_size) * (max(len(h) for h in heads) - 1)
        lines = sum(len(self.people_lines(people, self.names_room)) for people, _keys in rows)
        return min(KEY_ROW_H, (theme.SCREEN_H - 8 - KEYS_TOP - head_h - KEYS_FOOT) // lines)

    def column_target_sizes(self, rows, heads, cap_size: int) -> dict[int, int]:
        """The one size of the neighbours' names in each column: the largest every row's name
        takes whole in its room (down to `READABLE`), so "Ben" never stands smaller than "Clara"
        under it."""
        widths = self.column_widths(rows, heads)
        sizes: dict[int, int] = {}
        for (r, j), (_style, name) in self.targets.items():
            room = widths[j] - self.caps_width(rows[r][1][j][0], cap_size) - TARGET_GAP - 30
            size, _lines = fit(name, room, WORD_SIZE, False, max_lines=1, smallest=READABLE)
            sizes[j] = min(sizes.get(j, WORD_SIZE), size)
        return sizes

    def column_heads(self, rows, most_lines: int) -> list[tuple[str, ...]]:
        """What each key does, as the heading of its column: on one line, or on up to
        `most_lines` (broken at spaces only, a word never split; never smaller than `WORD_SIZE`)."""
        heads = []
        for j, (_caps, words) in enumerate(rows[0][1]):
            if most_lines == 1:
                heads.append((words,))
                continue
            caps_w = max(self.caps_width(keys[j][0], CAP_SIZE) for _people, keys in rows)
            longest_word = max(width_of(word, self.word_size) for word in words.split())
            room = max(caps_w, width_of(words, self.word_size) // 2 + 24, longest_word)   # no word broken
            heads.append(tuple(wrap(words, self.word_size, room)[:most_lines]))
        return heads

    @staticmethod
    def caps_width(caps, cap_size: int) -> int:
        return sum(keycap_image(cap, cap_size).get_width() + 6 for cap in caps) - 6

    def column_widths(self, rows, heads) -> list[int]:
        """Each key's column: as wide as its heading or the widest caps under it."""
        return [max(max(width_of(line, self.word_size) for line in head),
                    max(self.caps_width(keys[j][0], self.cap_size) + self.target_width(r, j)
                        for r, (_people, keys) in enumerate(rows)))
                for j, head in enumerate(heads)]

    def columns_width(self, rows, heads) -> int:
        widths = self.column_widths(rows, heads)
        return sum(widths) + self.key_gap * (len(widths) - 1)

    def keys_width(self, keys, cap_size: int) -> int:
        """How wide a row's keys take (its columns, each as wide as its words or caps)."""
        return sum(max(width_of(words, self.word_size), self.caps_width(caps, cap_size))
                   for caps, words in keys) + self.key_gap * (len(keys) - 1)

    @staticmethod
    def people_lines(people, names_room: int) -> list[list[int]]:
        """The people of a block on as many lines as their names take whole (in the order they
        sit), so everyone sharing it is named: a name too long even for a line of its own is
        cut there with "…"."""
        lines: list[list[int]] = [[]]
        used = 0
        for k, (style, name) in enumerate(people):
            wide = token_width(style) + width_of(name, 24, True) + 18
            if lines[-1] and used + wide - 18 > names_room:
                lines.append([])
                used = 0
            lines[-1].append(k)
            used += wide
        return lines

    @staticmethod
    def name_rooms(people, names_room: int) -> list[int]:
        """The width each name of a row may take: its own where all fit, else the room shared
        evenly (what a short name leaves goes to the longer ones), so every name is cut alike."""
        left = names_room - sum(token_width(style) + 18 for style, _name in people) + 18
        wide = {k: width_of(name, 24, True) for k, (_style, name) in enumerate(people)}
        rooms = [0] * len(people)
        for k in sorted(wide, key=wide.get):
            share = left // (len(people) - sum(1 for r in rooms if r))
            rooms[k] = max(1, min(wide[k], share))
            left -= rooms[k]
        return rooms

    def draw_key_row(self, pic: pygame.Surface, people, keys, cy: int, cap_size: int = CAP_SIZE,
                     lines: list[list[int]] | None = None, line_h: int = KEY_ROW_H,
                     columns: list[int] | None = None, row: int | None = None) -> None:
        """Tokens and names at the left (people sharing a block one after another, on more lines
        when one does not hold them all), then, at the row's middle, each key's caps in its
        column."""
        names_room = self.names_room
        names_end = 24 + names_room         # the key caps start 20 px after this: no name passes it
        lines = lines or [list(range(len(people)))]
        for n, line in enumerate(lines):
            y = cy + (2 * n - len(lines) + 1) * line_h // 2
            on_line = [people[k] for k in line]
            rooms = self.name_rooms(on_line, names_room)
            x = 24
            for k, (style, name) in enumerate(on_line):
                if isinstance(style, pygame.Surface):
                    pic.blit(style, style.get_rect(midleft=(x, y)))
                else:
                    draw_seat_token(pic, style, (x + 12, y), 12)
                x += token_width(style)
                room = min(rooms[k], names_end - x)
                if room < NAME_LEAST:       # (only if one line must hold many) their markers alone
                    continue
                size, (shown_line, *_rest) = fit(name, room, 24, True, max_lines=1)
                shown = blit_text(pic, shown_line, (x, y), size, theme.TEXT, True, "midleft")
                x = shown.right + 18
        columns = columns or self.column_widths([([], keys)], [(words,) for _caps, words in keys])
        x = 24 + names_room + 20
        for j, ((caps, _words), width) in enumerate(zip(keys, columns, strict=False)):
            at = x
            for cap in caps:
                image = keycap_image(cap, cap_size)
                pic.blit(image, image.get_rect(midleft=(at, cy)))
                at += image.get_width() + 6
            target = self.targets.get((row, j))
            if target is not None:      # the neighbour the die goes to: their token and name
                style, name = target
                at += TARGET_GAP - 6
                draw_seat_token(pic, style, (at + 12, cy), 12)
                room = x + width - (at + 30)
                size = self.target_sizes.get(j, WORD_SIZE)
                size, (shown, *_rest) = fit(name, room, size, False, max_lines=1, smallest=size)
                blit_text(pic, shown, (at + 30, cy), size, theme.TEXT, False, "midleft")
            x += width + self.key_gap

    def shaded(self, table: pygame.Surface) -> pygame.Surface:
        """The table's picture softened (its small print no longer reads) and darkened evenly:
        recognisable, and nothing of it brighter than the pause's own cards."""
        w, h = table.get_size()
        small = pygame.transform.smoothscale(table, (max(1, w // SOFTEN), max(1, h // SOFTEN)))
        under = pygame.transform.smoothscale(small, (w, h))
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill(SHADE)
        under.blit(shade, (0, 0))
        return under

    def card_rect(self) -> pygame.Rect:
        """The card behind the title and buttons, sized to what stands on it and as wide as the
        keys panel under it: one column of cards, no empty card beside a short line."""
        keys = self.keys_picture()
        width = keys.get_width() if keys is not None else self.top_width()
        return pygame.Rect(theme.SCREEN_W // 2 - width // 2, CARD.top, width, CARD.height)

    def draw(self, surface: pygame.Surface) -> None:
        if self._under is None or self._under.get_size() != surface.get_size():
            self._under = self.shaded(surface)     # the scene below has just drawn itself
        surface.blit(self._under, (0, 0))
        keys = self.keys_picture()
        draw_panel(surface, self.card_rect(), (22, 30, 27), 246, 18, border=(70, 84, 76))
        blit_text(surface, self.t("app.pause.title"), (theme.SCREEN_W // 2, TITLE_Y), 56, theme.ACCENT, True,
                  "center")
        self.draw_status(surface)
        size, lines = self.standings_lines()
        for k, line in enumerate(lines):
            blit_text(surface, line, (theme.SCREEN_W // 2, STANDINGS_Y + k * line_step(size)), size,
                      theme.TEXT, False, "midtop")
        self.list.draw(surface)
        if keys is not None:
            surface.blit(keys, keys.get_rect(midtop=(theme.SCREEN_W // 2, KEYS_TOP)))

