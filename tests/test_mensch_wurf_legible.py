"""Readable from the couch, at the Mensch and the Wurf & Weg tables.

Four people on one keyboard, three metres from the screen: every key cap and every word a
player must read is at least 18 px at 1280x720; each Wurf & Weg seat's keys are printed as
that seat sees the table (a seat at the top faces down: its left is the screen's right), with
arrows pointing where its dice really fly; Mensch's announcements leave the board alone; the
longest names the setup allows fit wherever they are written, in both languages; dice that
lie still never lie on each other; the hints follow a rebound key; numbers are written the
language's way.
"""

from __future__ import annotations

import math

import pygame
import pytest
from helpers import key, press

from game.dice import ScriptedDice
from game.games import game_by_name
from game.mensch import match as mg
from game.seats import Seat
from game.wurf_und_weg import match as ww

MENSCH = game_by_name("mensch")
WURF = game_by_name("wurf_und_weg")
FAST = "[wurf_und_weg]\ncountdown = 1.0\nround_pause = 1.0\n"
READABLE = 18
LONGEST = ["WWWWWWWWWWWWWWWW", "Jürgen Größe-Übe", "M" * 16]   # 16 letters: what game/seats.py allows
SCREEN = pygame.Rect(0, 0, 1280, 720)
KEYS = {   # a keyboard seat's Wurf & Weg keys: roll, tray, left, right (config.toml defaults)
    "keyboard1": (pygame.K_e, pygame.K_s, pygame.K_a, pygame.K_d),
    "keyboard2": (pygame.K_o, pygame.K_k, pygame.K_j, pygame.K_l),
    "keyboard3": (pygame.K_PAGEDOWN, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT),
    "keyboard4": (pygame.K_KP9, pygame.K_KP5, pygame.K_KP4, pygame.K_KP6),
}


# ---------------------------------------------------------------------------------- helpers

def ww_table(make_app, kinds, names=("Anna", "Ben", "Clara", "David", "Emma", "Felix"), match=None, seed=7,
             lang="de"):
    from scenes.tables.wurf_und_weg.table import TableScene

    app = make_app(FAST)
    app.set_language(lang)
    seats = [Seat(names[i % len(names)], k) for i, k in enumerate(kinds)]
    scene = TableScene(app, WURF, seats, seed, match=match) if match else app.routes.table(WURF, seats, seed)
    app.push(scene)
    return app, scene


def mensch_table(make_app, match, seats, lang="de"):
    from scenes.tables.mensch.table import TableScene

    app = make_app()
    app.set_language(lang)
    scene = TableScene(app, MENSCH, seats, 1, match=match)
    app.push(scene)
    return app, scene


def until(app, pred, seconds=30.0):
    for _ in range(int(seconds * 120)):
        if pred():
            return True
        app.step(1 / 120)
    return pred()


def turn(a: float, b: float) -> float:
    """How far apart two directions are, in degrees (0..180)."""
    return abs((a - b + 180) % 360 - 180)


def heading(x0, y0, x1, y1) -> float:
    return math.degrees(math.atan2(y1 - y0, x1 - x0))


def square(x: float, y: float, size: float, deg: float) -> list[tuple[float, float]]:
    """A die as drawn: a square of `size` at (x, y), turned as its sprite is (5 degree steps)."""
    a = math.radians(round(deg / 5) * 5)
    c, s = math.cos(a), math.sin(a)
    h = size / 2
    return [(x + px * c - py * s, y + px * s + py * c) for px, py in ((-h, -h), (h, -h), (h, h), (-h, h))]


def overlap(p, q) -> bool:
    """Do two convex polygons overlap (by more than half a pixel)?"""
    for poly in (p, q):
        for i, (x1, y1) in enumerate(poly):
            x2, y2 = poly[(i + 1) % len(poly)]
            nx, ny = y2 - y1, x1 - x2
            n = math.hypot(nx, ny)
            a = [(px * nx + py * ny) / n for px, py in p]
            b = [(px * nx + py * ny) / n for px, py in q]
            if max(a) <= min(b) + 0.5 or max(b) <= min(a) + 0.5:
                return False
    return True


def overlapping(squares) -> list[tuple[int, int]]:
    return [(i, j) for i, p in enumerate(squares) for j in range(i + 1, len(squares)) if overlap(p, squares[j])]


class Sizes(list):
    """(text, size in px) of every text rendered."""

    def fresh(self) -> None:
        """Forget what was seen and empty the picture caches: every text on screen is rendered
        afresh from now on."""
        from scenes.tables.mensch import panels
        from scenes.tables.wurf_und_weg import pictures
        from scenes.ui import layout, seat_panel

        for cached in (seat_panel.keycap_image, layout.block, panels.toast_card,
                       panels.toast_frame, panels._keys_line, pictures.outlined, pictures.pill, pictures.elided,
                       pictures.mini_cap, layout._wrapped):
            cached.cache_clear()
        self.clear()


@pytest.fixture
def sizes(monkeypatch):
    """Every text rendered from now on, with its size in px."""
    from scenes.ui import text

    seen = Sizes()
    seen.fresh()
    original = text._render

    def spy(t, size, colour, bold):
        seen.append((t, size))
        return original(t, size, colour, bold)

    monkeypatch.setattr(text, "_render", spy)
    return seen


def placed_while_drawing(app):
    """Draw one frame; every (text, rect, surface) blit_text placed in it."""
    from scenes.ui import text

    places = text.watch_places()
    seen = text.watch()
    try:
        app.draw()
        return list(places), list(seen)
    finally:
        text.unwatch()


# ---------------------------------------------------------------------------------- Wurf & Weg keys

def test_a_top_seats_left_key_arrow_points_where_its_die_flies(make_app):
    probe = ww.Match(4, ww.Rules(), ScriptedDice([[1]] * 3))
    left, right = probe.coaster_symbols(2)
    face = ww.SYMBOLS.index(left) + 1
    luck = next(f for f in range(1, 7) if ww.SYMBOLS[f - 1] not in (left, right))
    match = ww.Match(4, ww.Rules(), ScriptedDice([[luck], [face, face, face]]))
    app, scene = ww_table(make_app, ["keyboard1", "keyboard2", "keyboard3", "keyboard4"], match=match)
    m = scene.match
    st = scene.stations[2]
    assert st.rect.centery < 200 and abs(st.rect.centerx - 640) < 5, "Clara (seat 3) sits at the top, facing down"
    assert until(app, lambda: m.phase == "race")
    roll, _tray, to_left, _to_right = KEYS["keyboard3"]
    press(app, roll)
    assert until(app, lambda: not scene.flights.moving(scene.time), 3)
    press(app, to_left)                    # Clara's "left" key: a die to her left neighbour, David
    die = m.on_coaster[3][-1]
    f = scene.dice[die].flight
    flies = heading(f.x0, f.y0, f.x1, f.y1)
    assert math.cos(math.radians(flies)) > 0.5, "her left neighbour sits on the screen's right"
    printed = {action: (label, cap, deg) for action, label, cap, deg in scene.station_painter.strip_layout(2)}
    label, cap, deg = printed["to_left"]
    assert label == "←"
    assert turn(deg, flies) < 30, f"the arrow by her left key points at {deg}°, the die flies at {flies:.0f}°"
    assert printed["to_left"][1].centerx > printed["to_right"][1].centerx, \
        "the key whose die flies to the screen's right is printed on the right"
    assert st.rect.contains(cap)


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_every_seats_arrows_point_at_its_neighbours_and_read_left_to_right(make_app, n):
    kinds = ["keyboard1", "keyboard2", "keyboard3", "keyboard4", "pad1", "pad2"][:n]
    app, scene = ww_table(make_app, kinds)
    st = scene.stations
    for seat in range(n):
        printed = {a: (cap, deg) for a, _label, cap, deg in scene.station_painter.strip_layout(seat)}
        assert [a for a, *_ in scene.station_painter.strip_layout(seat)][0] == "roll"
        for action, other in (("to_left", (seat + 1) % n), ("to_right", (seat - 1) % n)):
            towards = heading(*st[seat].coaster, *st[other].coaster)
            assert turn(printed[action][1], towards) < 45, (n, seat, action)
        tray = heading(*st[seat].rect.center, *scene.tray.rect.center)
        assert turn(printed["to_tray"][1], tray) < 10
        # read left to right: the key whose die flies further left first (the upper one if both
        # fly as far across), the tray's key between them
        first, second = sorted(("to_left", "to_right"), key=lambda a: printed[a][0].centerx)
        c1, c2 = (math.cos(math.radians(printed[a][1])) for a in (first, second))
        s1, s2 = (math.sin(math.radians(printed[a][1])) for a in (first, second))
        assert round(c1, 1) < round(c2, 1) or (round(c1, 1) == round(c2, 1) and s1 <= s2), (n, seat)
        assert printed[first][0].centerx < printed["to_tray"][0].centerx < printed[second][0].centerx
        for cap, _deg in printed.values():
            assert st[seat].rect.contains(cap), "every key cap lies on its own station"


def test_key_caps_are_readable_from_the_couch(make_app, sizes):
    app, scene = ww_table(make_app, ["keyboard1", "keyboard2", "keyboard3", "keyboard4", "bot:hard", "bot:normal"])
    m = scene.match
    assert until(app, lambda: m.phase == "race")
    press(app, pygame.K_s)                     # Anna grabs before rolling: frozen, said on her station
    for i in range(120 * 25):
        app.step(1 / 120)
        if i % 6 == 0:
            app.draw()
        if m.phase == "round_over" and scene.round_panel is not None:
            app.draw()
            break
    caps = {"E", "O", "Bild↓", "9", "Num 9", "S", "K", "A", "D"}
    assert caps & {t for t, _ in sizes}, "the key caps were drawn"
    small = sorted({(t, s) for t, s in sizes if s < READABLE})
    assert not small, f"too small to read from the couch: {small}"

    app2, scene2 = mensch_table(make_app, mg.Match.arranged({0: [("track", 5), ("track", 12), "B", "B"]},
                                                            dice=ScriptedDice([(3,), (1,)])),
                                [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard3"), Seat("Clara", "bot:normal"),
                                 Seat("David", "keyboard4")])
    sizes.fresh()
    app2.draw()
    press(app2, pygame.K_e)
    for _ in range(240):
        app2.step(1 / 120)
        app2.draw()
    assert {"E", "\u25c2A", "D\u25b8"} <= {t for t, _ in sizes}     # (the figure keys carry their direction)
    small = sorted({(t, s) for t, s in sizes if s < READABLE})
    assert not small, f"too small to read from the couch: {small}"


def test_the_board_letters_are_readable_from_the_couch():
    from scenes.tables.mensch import board as mb

    geo = mb.Geometry(pygame.Rect(0, 0, 700, 700))
    r = geo.radius * mb.SUPERSAMPLE
    smallest = max(round(r * 0.78), 18 * mb.SUPERSAMPLE) / mb.SUPERSAMPLE
    assert smallest >= READABLE, "a, b, c, d and B on the board, once scaled down"


# ---------------------------------------------------------------------------------- Mensch messages

def test_no_move_message_leaves_the_home_rows_readable(make_app):
    figures = {0: ["B", "B", "B", "B"], 1: [("track", 23), "B", "B", "B"]}
    match = mg.Match.arranged(figures, colour=0, dice=ScriptedDice([(3,)]))
    app, scene = mensch_table(make_app, match, [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2"),
                                                Seat("Clara", "bot:normal"), Seat("David", "bot:normal")])
    press(app, pygame.K_e)
    shown = []
    from scenes.tables.mensch import board as mb
    from scenes.tables.mensch import panels
    for _ in range(120 * 3):
        app.step(1 / 120)
        _, texts = placed_while_drawing(app)
        if "Kein Zug möglich" in texts:
            shown.append(scene.toast_rect.copy())
    assert shown, "the message is shown"
    geo = scene.geo
    homes = []
    for c in range(mg.COLOURS):
        for k in range(mg.FIGURES):
            x, y = geo.at(c, ("home", k))
            circle = pygame.Rect(0, 0, 2 * geo.radius, 2 * geo.radius)
            circle.center = (round(x), round(y))
            homes.append(circle)
    seat_cards = panels.seat_rects(4)
    for rect in shown:
        assert SCREEN.contains(rect)
        assert rect.collidelist(homes) == -1, "the home rows stay in sight"
        assert not rect.colliderect(mb.BOARD_RECT), "nothing on the board is covered"
        assert not rect.colliderect(scene.tray.rect), "nor the die the message explains"
        assert rect.collidelist(seat_cards) == -1 and not rect.colliderect(panels.RANKING_RECT)
        assert not rect.colliderect(panels.STATUS_RECT)


# ---------------------------------------------------------------------------------- long names

@pytest.fixture
def cuts(monkeypatch):
    """Every text that had to be cut to fit its box (none should)."""
    from scenes.ui import layout

    layout.fit.cache_clear()
    layout.wrap.cache_clear()
    layout.block.cache_clear()
    seen: list[str] = []
    original = layout._cut

    def spy(line, f, width):
        seen.append(line)
        return original(line, f, width)

    monkeypatch.setattr(layout, "_cut", spy)
    return seen


def assert_nothing_cut(places, texts, names, cuts):
    for text, rect, surface in places:
        assert surface.get_rect().contains(rect), f"{text!r} runs off its card or the screen"
    assert not cuts, f"cut to fit: {cuts}"
    for name in names:
        assert any(name in t for t in texts), f"{name!r} is drawn whole"


def name_pieces(places, name, within: pygame.Rect, surface=None):
    """The lines of `name` placed inside `within` (on `surface`, if given)."""
    return [(t, r) for t, r, s in places
            if t and t.replace(" ", "") in name.replace(" ", "") and within.colliderect(r)
            and (surface is None or s is surface)]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_longest_names_fit_in_both_languages_at_wurf_und_weg(make_app, lang, cuts):
    names = LONGEST * 2
    kinds = ["bot:hard", "bot:normal", "bot:easy", "bot:hard", "bot:normal", "bot:easy"]
    app, scene = ww_table(make_app, kinds, names=names, lang=lang, seed=3)
    m = scene.match
    assert until(app, lambda: scene.round_panel is not None and scene.time - scene.round_panel[2] > 0.5, 90)
    scene._bg = None                      # the stations' names are drawn afresh, and watched
    places, texts = placed_while_drawing(app)
    assert_nothing_cut(places, texts, set(names), cuts)
    for seat, name in enumerate(names):
        box = scene.station_painter.name_box(seat)
        pieces = name_pieces(places, name, scene.stations[seat].rect)
        assert "".join(t for t, _ in pieces).replace(" ", "") == name.replace(" ", ""), (seat, pieces)
        assert all(box.contains(r) for _, r in pieces), f"{name!r} stays between its token and its coasters"
    # the round's panel: every line inside it, and the panel clear of every station
    from scenes.tables.wurf_und_weg import hud
    if scene.hud.compact():         # (six seats: the title under the tray, the rows on the stations)
        panel = scene.hud.compact_drawn
    else:
        height = scene.hud.panel_layout(scene.round_panel[0], scene.round_panel[1])[0]
        panel = hud.panel_rect(len(scene.stations), height)
    assert panel.collidelist([st.rect for st in scene.stations]) == -1
    lines = [r for t, r, s in places if s is app.screen and panel.colliderect(r)]
    assert lines and all(panel.contains(r) for r in lines)
    assert m.phase in ("round_over", "countdown", "game_over")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_longest_names_fit_in_both_languages_at_mensch(make_app, lang, cuts):
    names = LONGEST + ["W" * 16]
    seats = [Seat(names[0], "keyboard1"), Seat(names[1], "bot:normal"), Seat(names[2], "keyboard3"),
             Seat(names[3], "keyboard4")]
    figures = {0: [("track", 39), ("home", 1), ("home", 2), ("home", 3)], 1: [("track", 23), "B", "B", "B"]}
    app, scene = mensch_table(make_app, mg.Match.arranged(figures, dice=ScriptedDice([(1,), (2,), (2,)])), seats,
                              lang)
    press(app, pygame.K_e)
    assert until(app, lambda: scene.places == [0] and not scene.busy(), 10)
    assert until(app, lambda: scene.view_colour == 1, 10)
    from scenes.tables.mensch import panels

    for _ in range(2):       # at a bot's turn (with its name in the prompt), then a moment later
        scene.panel_cache.clear()
        places, texts = placed_while_drawing(app)
        assert_nothing_cut(places, texts, set(names), cuts)
        circles = []
        for c in mg.board_circles():
            x, y = scene.geo.xy(c.x, c.y)
            circle = pygame.Rect(0, 0, 2 * scene.geo.radius, 2 * scene.geo.radius)
            circle.center = (round(x), round(y))
            circles.append(circle)
        for colour in range(mg.COLOURS):
            name = scene.name_of(colour)
            box = scene.corner_name_room(colour)
            pieces = name_pieces(places, name, box, app.screen)
            assert "".join(t for t, _ in pieces).replace(" ", "") == name.replace(" ", "")
            for _, r in pieces:
                assert box.contains(r) and r.collidelist(circles) == -1, f"{name!r} beside its corner, on no circle"
        ranking = next(said for k, (_surf, said) in scene.panel_cache.items() if k[:2] == ("ranking", (0,)))
        assert names[0].replace(" ", "") in "".join(ranking).replace(" ", ""), "the places name the winner"
        cards = {k[1]: said for k, (_surf, said) in scene.panel_cache.items() if k[0] == "seat"}
        assert "1." in cards[0], "the first place is on its card (it needs its keys no more)"
        # (beside a name of two lines, keypad keys at the readable size are written short: "4")
        for seat, caps in ((2, [{"←", "→"}]), (3, [{"Num 4", "Num 6"}, {"4", "6"}])):
            assert names[seat] in cards[seat] and any(c <= set(cards[seat]) for c in caps), \
                f"{names[seat]!r}'s card shows the whole name and every key ({cards[seat]})"
        assert panels.seat_rects(4)[0].h < 170, "four cards share the column"
        app.step(0.3)


# ---------------------------------------------------------------------------------- dice at rest

def test_dice_lying_in_a_hand_on_a_coaster_or_in_the_tray_never_overlap():
    import random

    from scenes.tables.wurf_und_weg import layout

    felt = pygame.Rect(472, 276, 324, 166)
    tray = [square(x, y, layout.DIE, a) for x, y, a in layout.tray_slots(felt, 7)]
    assert len(tray) == 18 and not overlapping(tray)
    for n in range(2, 7):
        for st in layout.station_layout(n):
            for count in range(1, 19):
                size, spots = layout.coaster_slots(st, count)
                for tilt in (-5, 0, 5):
                    on_coaster = [square(x, y, size, tilt) for x, y in spots]
                    assert not overlapping(on_coaster), (n, count, tilt)
                rng = random.Random(count)
                hand = [square(x, y, s, a) for x, y, a, s in layout.hand_slots(st.hand, count, rng)]
                assert not overlapping(hand), (n, count)
                assert all(st.hand.collidepoint(x, y) for x, y, *_ in layout.hand_slots(st.hand, count, rng))
                if count <= len(layout.coaster_grid(st, *layout.COASTER_GRIDS[-1])):
                    both = [square(x, y, size, 5) for x, y in spots] + hand
                    assert not overlapping(both), "a coaster's dice never lie on the hand's"
                    body = st.rect.inflate(-6, -6)
                    assert all(body.collidepoint(px, py) for sq in on_coaster for px, py in sq)


def test_dice_that_lie_still_at_wurf_und_weg_never_lie_on_each_other(make_app):
    app, scene = ww_table(make_app, ["bot:hard", "bot:normal", "bot:easy", "bot:hard", "bot:normal", "bot:easy"],
                          seed=11)
    m = scene.match
    checked = 0
    for i in range(120 * 45):
        app.step(1 / 120)
        if i % 6:
            continue
        app.draw()
        lying = []
        for d in scene.drawn_lying:
            x, y, a, s, _h, _face, _alpha = scene.dice[d].pose(scene.time)
            lying.append(square(x, y, int(round(s / 2.0) * 2), a))
        assert not overlapping(lying), f"dice lie on each other at {scene.time:.2f} s"
        checked += len(lying)
        if m.is_over:
            break
    assert checked > 1000


def test_the_mensch_die_lies_alone_in_its_tray(make_app):
    app = make_app()
    app.config.general.bot_speed = 4.0
    seats = [Seat(n, "bot:normal") for n in ("Anna", "Ben", "Clara", "David")]
    scene = app.routes.table(MENSCH, seats, 5)
    app.push(scene)
    still = 0
    for _ in range(120 * 60):
        app.step(1 / 120)
        if scene.tray.settled and not scene.tray.animating:
            still += 1
            assert scene.tray.overlaps() == []
            resting = [d for d in scene.tray.ids if scene.tray.die(d).mode == "rest"]
            assert len(resting) <= 1
    assert still > 100


# ---------------------------------------------------------------------------------- rebinding

def test_hints_follow_a_rebound_key(make_app):
    app, scene = ww_table(make_app, ["keyboard1", "keyboard2"])
    app.draw()
    assert "A" in [label for _, label, *_ in scene.station_painter.strip_layout(0)]
    app.config.keys["keyboard1"].to_left = "f"
    app.input.rebind(app.config)
    _, texts = placed_while_drawing(app)
    labels = {a: label for a, label, *_ in scene.station_painter.strip_layout(0)}
    assert labels["to_left"] == "F" and "F" in texts and "A" not in texts

    figures = {0: [("track", 5), ("track", 12), "B", "B"]}
    match = mg.Match.arranged(figures, dice=ScriptedDice([(3,)]))
    app, scene = mensch_table(make_app, match, [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2"),
                                                Seat("Clara", "bot:normal"), Seat("David", "bot:normal")])
    app.draw()
    app.config.keys["keyboard1"].confirm = "r"
    app.config.keys["keyboard1"].left = "f"
    app.input.rebind(app.config)
    _, texts = placed_while_drawing(app)
    assert "R" in texts and "\u25c2F" in texts, "the seat card and the prompt show the new keys"
    assert "E" not in texts and "\u25c2A" not in texts
    app.dispatch(key(pygame.K_r))
    app.dispatch(key(pygame.K_r, up=True))
    until(app, lambda: scene.match.phase == "move" and not scene.busy(), 5)
    _, texts = placed_while_drawing(app)
    assert "\u25c2F" in texts and "\u25c2A" not in texts, "choosing a figure: the new left key"


# ---------------------------------------------------------------------------------- numbers

@pytest.mark.parametrize("lang, mark", [("de", ","), ("en", ".")])
def test_numbers_are_written_the_languages_way(make_app, lang, mark):
    app, scene = ww_table(make_app, ["keyboard1", "keyboard2"], lang=lang)
    m = scene.match
    assert until(app, lambda: m.phase == "race")
    press(app, pygame.K_s)                 # frozen: the seconds count down on the station
    _, texts = placed_while_drawing(app)
    timer = [t for t in texts if t.endswith(" s") and t[:-2].split(" ")[-1].replace(mark, "").isdigit()]
    assert timer and all(mark in t for t in timer), texts
    assert any(t.startswith("S: ") for t in timer), "the card says the key and why beside the seconds"
    assert scene.number(scene.seen.pile) in texts, "the pile's count"
    assert scene.number(12345) == ("12.345" if lang == "de" else "12,345")


def test_a_few_dice_on_a_coaster_lie_wholly_on_it():
    """No die over a coaster's rim while up to seven lie there (a player saw one hang off)."""
    from scenes.tables.wurf_und_weg import layout

    for n in range(2, 7):
        for st in layout.station_layout(n):
            for count in range(1, 8):
                size, spots = layout.coaster_slots(st, count)
                for x, y in spots:
                    for tilt in (-5, 0, 5):
                        for px, py in square(x, y, size, tilt):
                            assert math.dist((px, py), st.coaster) <= layout.COASTER_D / 2, (n, count, size)


def test_a_hyphenated_name_on_the_mensch_board_breaks_after_its_hyphen_never_mid_word(make_app):
    """"Maximilian-Alexa" beside the yellow corner reads "Maximilian-" / "Alexa" inside the
    room beside its corner (not "Maximili" / "an-Alexa")."""
    seats = [Seat("Maximilian-Alexa", "keyboard1"), Seat("Ben", "bot:easy"), Seat("Clara", "bot:easy"),
             Seat("Dora", "bot:easy")]
    app, scene = mensch_table(make_app, mg.Match(4, dice=ScriptedDice([(6,)] * 8)), seats)
    places, drawn = placed_while_drawing(app)
    room = scene.corner_name_room(0)
    on_board = [t for t, r, surf in places if surf is app.screen and room.contains(r)]
    assert "Maximilian-" in on_board and "Alexa" in on_board, on_board
    assert not any(len(t) > 3 and "Maximilian-".startswith(t) and t != "Maximilian-" for t in drawn), \
        "never a piece cut out of the middle of a word"
