"""The Durchmarsch table read from the sofa: the right column tells one story top to bottom
(whose turn and the number wanted, big; the tray; the dice set aside; the odds right under
them), the sheets' numbers are large and the row in play is found at a glance, and a waiting
person's heckling keys are drawn as key caps on their sheet."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest
from durchmarsch_kit import hit, miss
from helpers import texts_placed

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat


def table(make_app, lang, kinds, throws=None, names=("Anna", "Ben", "Clara", "David", "Emma", "Felix")):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat(names[i], kind) for i, kind in enumerate(kinds)]
    throws = throws or [hit(10, 8), hit(9, 7)] + [miss(10, 8)] * 8
    match = dm.Match(len(seats), dm.Rules(), ScriptedDice(throws), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    for _ in range(30):
        app.step(1 / 60)
    return app, scene


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("kinds", [["keyboard1", "bot:easy"], ["keyboard1", "bot:easy", "keyboard2", "bot"]])
def test_the_odds_stand_right_under_the_dice_set_aside_and_the_heading_is_big(make_app, lang, kinds):
    """No empty stretch between the set-aside row and the odds: the chance of the number wanted
    starts right under it, and "whose turn / needs the 10" is the column's big first line."""
    from scenes.tables.durchmarsch.table import ASIDE_ROW, HEADER, TRAY_RECT
    from scenes.ui import text

    app, scene = table(make_app, lang, kinds)
    label = "Chance auf die 10" if lang == "de" else "Chance of the 10"
    sizes = text.watch_sizes()
    try:
        placed = texts_placed(app)
    finally:
        text.unwatch()
    odds = [r for t, r in placed if t.startswith(label)]
    assert odds, [t for t, _ in placed]
    assert 0 <= odds[0].top - ASIDE_ROW.bottom <= 24, (odds[0], ASIDE_ROW)
    assert odds[0].left >= TRAY_RECT.left
    needs = "braucht die 10" if lang == "de" else "needs the 10"
    heading = [(t, r) for t, r in placed if t.endswith(needs) and HEADER.contains(r)]
    assert heading, [t for t, _ in placed]
    assert max(size for t, size in sizes if t.endswith(needs)) >= 30


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("long_names", [False, True])
def test_with_the_most_seats_every_sheet_lies_on_screen_with_large_numbers(make_app, lang, long_names):
    """As many people as Durchmarsch seats: every sheet lies wholly on the screen, every box in
    its sheet, and the numbers are drawn no smaller than the sofa floor."""
    from scenes.tables.durchmarsch.table import NUMBER_FLOOR, number_ink
    from scenes.ui.text import font

    most = game_by_name("durchmarsch").max_seats
    kinds = ["keyboard1", "bot:hard", "keyboard2", "bot", "keyboard3", "bot:easy"][:most]
    names = [f"Maximilian-Alexa{i}" for i in range(6)] if long_names else None
    app, scene = table(make_app, lang, kinds, **({"names": names} if names else {}))
    screen = pygame.Rect(0, 0, 1280, 720)
    rects = scene.sheet_rects()
    assert len(rects) == most
    for seat, rect, large in rects:
        assert screen.contains(rect), (seat, rect)
        look = scene.look(seat, rect.size, large)
        assert look.number_size >= NUMBER_FLOOR >= 22
        assert font(look.number_size, True).size("10")[0] <= look.cell_rect(0, 0).w, "a 10 fits its box"
        assert number_ink(look.number_size)[1] <= look.cell_rect(0, 0).h - 4, "and its digits' height"
        for row in range(dm.ROWS):
            for col in range(dm.NUMBERS + dm.MISTHROW_BOXES):
                assert rect.contains(look.cell_rect(row, col).move(rect.topleft)), (seat, row, col)
    app.draw()


@pytest.mark.parametrize("kinds", [["keyboard1", "bot:easy"], ["keyboard1", "bot", "keyboard2", "bot:easy"]])
def test_every_sheet_shows_the_number_it_needs_in_its_players_colour(make_app, kinds):
    """The number each sheet needs next is filled in its player's colour, and moves on once the
    pen has crossed it: found at a glance, whoever looks for their own."""
    from scenes.tables.durchmarsch.art import wanted_tint
    from scenes.ui import theme

    app, scene = table(make_app, "en", kinds)

    def fill_at(seat, col):
        rect = scene.sheet_rects()[seat][1]
        look = scene.look(seat, rect.size, scene.sheet_rects()[seat][2])
        surf = scene.sheet_surface(seat, rect, scene.sheet_rects()[seat][2])
        box = look.cell_rect(0, col)
        counts = Counter(tuple(surf.get_at((x, y)))[:3] for x in range(box.x + 3, box.right - 3)
                         for y in range(box.y + 3, box.bottom - 3))
        colour, share = counts.most_common(2)[0 if counts.most_common(1)[0][0] != theme.INK[:3] else 1]
        return colour if share > 0.15 * counts.total() else None    # the box's fill round the number

    for seat in range(len(kinds)):
        colour = theme.SEAT_COLOURS[scene.style(seat) % len(theme.SEAT_COLOURS)]
        assert fill_at(seat, 0) == wanted_tint(colour), seat
        assert fill_at(seat, 1) != wanted_tint(colour), seat
    # the first throw makes the 10: once the pen is done, the 9 is the one in colour
    scene.act(0, dm.Roll())
    for _ in range(60 * 8):
        app.step(1 / 60)
        if scene.views[0].crosses[0] == 1 and not scene.busy():
            break
    colour = theme.SEAT_COLOURS[scene.style(0) % len(theme.SEAT_COLOURS)]
    assert scene.views[0].crosses[0] == 1
    assert fill_at(0, 1) == wanted_tint(colour)
    assert fill_at(0, 0) != wanted_tint(colour)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("kinds", [["keyboard1", "keyboard2"], ["keyboard2", "bot", "keyboard1", "bot:easy"]])
def test_a_waiting_persons_heckling_keys_are_key_caps_in_their_sheets_head(make_app, lang, kinds):
    """The person waiting sees their heckling keys as key caps ("W" cheer on, "S" urge caution) on
    their sheet, beside or under their name, clear of the name and the rows; a bot has none."""
    from scenes.ui import seat_panel
    from scenes.ui.text import font

    app, scene = table(make_app, lang, kinds)
    words = {"de": ("Anfeuern", "Abraten"), "en": ("cheer on", "urge caution")}[lang]
    waiting = [seat for seat, kind in enumerate(kinds) if kind.startswith("keyboard") and seat != scene.current]
    assert waiting
    for seat, rect, large in scene.sheet_rects():
        look = scene.look(seat, rect.size, large)
        placed = scene.plate_caps(seat, look, rect.size)
        if seat not in waiting:
            assert placed == [], (seat, placed)
            continue
        caps = [text for kind, text, _ in placed if kind == "cap"]
        expected = [seat_panel.key_label(app, scene.seats[seat], action) for action in ("up", "down")]
        assert caps == expected and all(caps), caps
        assert [text for kind, text, _ in placed if kind == "word"] == list(words)
        paper = pygame.Rect((0, 0), rect.size)
        first_box = look.cell_rect(0, 0)
        name_w = font(look.name_size, True).size(scene.seats[seat].name)[0]
        rects = [r for _, _, r in placed]
        for i, r in enumerate(rects):
            assert paper.contains(r), (seat, r)
            if look.side:
                assert r.right < first_box.x - 20, ("clear of the row marker", seat, r, first_box)
            else:
                assert r.bottom <= look.top, ("clear of the rows", seat, r)
            assert not any(r.colliderect(o) for o in rects[i + 1:]), (seat, rects)
        name_rect = pygame.Rect(look.name_x, 0, name_w, look.name_h)
        if look.side and not look.name_on_top:
            top = min(r.top for r in rects) - 4 - look.name_h
            name_rect.top = top
        elif look.side:
            name_rect.top = 3
        else:
            name_rect.top = 6
        assert not any(r.colliderect(name_rect) for r in rects), (seat, name_rect, rects)
        drawn = scene.sheet_surface(seat, rect, large)
        for kind, text, r in placed:        # each cap's edge is on the paper, not a plain letter
            if kind == "cap":
                assert tuple(drawn.get_at((r.x, r.y + r.h // 2)))[:3] == (140, 134, 118), (seat, text)
    app.draw()


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("name", ["Clara", "Maximilian-Alexa"])
def test_the_heading_wears_the_token_of_the_seat_it_names(make_app, lang, name):
    """"Clara ist dran: …" has Clara's token in her colour and shape just before it, in the
    band, clear of the title: the heading ties to her sheet at a glance."""
    from scenes.tables.durchmarsch.table import HEADER
    from scenes.ui import theme

    app, scene = table(make_app, lang, ["bot:easy", "bot:easy", "bot:easy"], names=("Anna", "Ben", name))
    scene.current = 2
    scene._announce_turn()
    app.draw()
    style, centre = scene.heading_token()
    assert style == scene.style(2)
    heading = scene.heading_rect()
    assert HEADER.collidepoint(centre) and centre[0] < heading.left
    assert centre[0] - 14 > scene.title_rect().right, "clear of the title"
    colour = theme.SEAT_COLOURS[style % len(theme.SEAT_COLOURS)]
    assert tuple(app.screen.get_at(centre))[:3] == colour


def test_a_large_sheets_rows_stand_in_the_middle_of_the_paper_under_the_name(make_app):
    """Two seats: the rows sit centred between the head (the name and the line under it: who
    plays or the heckling keys) and the paper's foot, no blank strip at the bottom of the sheet."""
    from scenes.tables.durchmarsch.table import plate_line

    app, scene = table(make_app, "en", ["keyboard1", "keyboard2"])
    for seat, rect, large in scene.sheet_rects():
        assert large
        look = scene.look(seat, rect.size, large)
        placed = scene.plate_caps(seat, look, rect.size)
        head = max([r.bottom for *_, r in placed], default=6 + look.name_h + 2 + plate_line())
        above = look.cell_rect(0, 0).top - head
        below = rect.h - look.cell_rect(dm.ROWS - 1, 0).bottom
        assert abs(above - below) <= 12, (seat, above, below)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_bots_turn_says_so_large_where_the_buttons_would_be(make_app, lang):
    """While a bot thinks, "Clara überlegt …" stands in the buttons' place at 22 px or more
    with the bot's token: the panel never looks as if it waited for nobody."""
    from scenes.ui import theme

    app, scene = table(make_app, lang, ["bot:easy", "keyboard1"])
    words = app.texts("app.table.bot_thinking", name="Anna")
    seen = []
    for _ in range(60 * 4):
        app.step(1 / 60)
        if scene.current == 0 and not scene.busy():
            seen = [r for t, r in texts_placed(app) if t == words]
            if seen:
                break
    assert seen, "the bot's turn is told"
    place = scene.thinking_place()
    rect = seen[0]
    assert place.contains(rect)
    assert max(size for t, size in text_sizes(app) if t == words) >= 22
    colour = theme.SEAT_COLOURS[scene.style(0) % len(theme.SEAT_COLOURS)]
    row = [tuple(app.screen.get_at((x, place.centery)))[:3] for x in range(place.x, rect.left)]
    assert colour in row, "the bot's token stands before the words"


def text_sizes(app):
    from scenes.ui import text

    sizes = text.watch_sizes()
    try:
        app.draw()
    finally:
        text.unwatch()
    return list(sizes)
