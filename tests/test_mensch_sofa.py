"""The Mensch table from the sofa: every word at least `text.READABLE` (20 px at 1280x720) in
both languages with the longest names, and the announcements, refusals and the coach's card in
places of their own: never over the die, a seat's keys or another colour's card, wholly on
screen. (The table is drawn on a 1280x720 canvas that the window scales as a whole, so what
holds here holds at 960x540 too.)
"""

from __future__ import annotations

import pygame
import pytest
from helpers import press, sizes_drawn, texts_drawn

from game.dice import ScriptedDice
from game.games import game_by_name
from game.i18n import Texts
from game.mensch import match as mg
from game.seats import Seat
from scenes.tables.mensch.table import HOP_LIFT
from scenes.ui import text

INFO = game_by_name("mensch")
SCREEN = pygame.Rect(0, 0, 1280, 720)
LONG = ["WWWWWWWWWWWWWWWW", "Jürgen Größe-Übe", "MMMMMMMMMMMMMMMM", "Wolfgang Ämilius"]   # 16 letters


def table(make_app, match, seats, lang="de"):
    from scenes.tables.mensch.table import TableScene

    app = make_app()
    app.set_language(lang)
    scene = TableScene(app, INFO, seats, 1, match=match)
    app.push(scene)
    return app, scene


def people(names=LONG, hints=True):
    """Four people on the four keyboard blocks, with the coach's hints."""
    return [Seat(n, f"keyboard{i + 1}", hints=hints) for i, n in enumerate(names)]


def frame_sizes(app) -> list[tuple[str, int]]:
    """Draw one frame afresh (no card from the cache) and list every text with its size."""
    app.stack[-1].panel_cache.clear()
    return sizes_drawn(app)


def small(sizes) -> list[tuple[str, int]]:
    return sorted({(t, s) for t, s in sizes if s < text.READABLE and t.strip()})


def run_until(app, pred, seconds=20.0) -> bool:
    for _ in range(int(seconds * 120)):
        if pred():
            return True
        app.step(1 / 120)
    return pred()


CHOICE = {0: [("track", 5), ("track", 12), "B", "B"], 1: [("track", 16), "B", "B", "B"],
          2: [("track", 9), "B", "B", "B"]}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_text_on_the_table_is_smaller_than_readable(make_app, lang):
    match = mg.Match.arranged(CHOICE, dice=ScriptedDice([(4,), (3,), (6,), (2,)]))
    app, scene = table(make_app, match, people(), lang)
    seen = frame_sizes(app)                          # Anna to roll, her keys on her card
    press(app, pygame.K_e)
    for _ in range(40):
        app.step(1 / 60)
        seen += frame_sizes(app)                     # the die rolling, then the choice
    assert run_until(app, lambda: scene.choosing() and scene.coach_words() is not None)
    seen += frame_sizes(app)                         # the choice, its preview and the coach
    x, y = scene.geo.at(0, ("B", 2))                 # a figure that may not move: the refusal
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(int(x), int(y))))
    assert scene.refusal
    seen += frame_sizes(app)
    press(app, pygame.K_e)                           # the move: hops counted, a knock-out
    for _ in range(200):
        app.step(1 / 60)
        seen += frame_sizes(app)
    assert not small(seen), "\n".join(map(str, small(seen)))


def refusal_on_the_board(app, scene):
    """Click a figure on B that may not come in: the table says why."""
    x, y = scene.geo.at(0, ("B", 2))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(int(x), int(y))))
    assert scene.refusal


def others(scene, turn_card: bool = True) -> list[pygame.Rect]:
    """What an overlay must leave alone: the die's tray, every seat's card (with its keys),
    the turn card (but for the prompt, which says whose turn it is in its stead) and the
    places (unless the coach's card stands in their stead)."""
    from scenes.tables.mensch import panels

    rects = [scene.tray.rect, *panels.seat_rects(len(scene.seats))]
    if turn_card:
        rects.append(panels.STATUS_RECT)
    if scene.coach_rect is None:
        rects.append(panels.RANKING_RECT)
    return rects


def whole_and_alone(rect, scene, *also, turn_card=True):
    assert rect is not None
    assert SCREEN.contains(rect), f"{rect} is wholly on screen"
    for other in [*others(scene, turn_card), *also]:
        if other is not None:
            assert not rect.colliderect(other), f"{rect} lies over {other}"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_refusal_and_the_coachs_card_stand_in_places_of_their_own(make_app, lang):
    match = mg.Match.arranged(CHOICE, dice=ScriptedDice([(4,)]))
    app, scene = table(make_app, match, people(), lang)
    press(app, pygame.K_e)
    assert run_until(app, lambda: scene.choosing() and scene.coach_words() is not None)
    refusal_on_the_board(app, scene)
    scene.panel_cache.clear()
    seen = texts_drawn(app)
    assert scene.refusal in seen, "the refusal is drawn whole"
    assert scene.coach_words() in seen
    from scenes.tables.mensch import board as mb

    whole_and_alone(scene.refusal_rect, scene, scene.coach_rect, scene.prompt_keys_rect, mb.BOARD_RECT)
    whole_and_alone(scene.coach_rect, scene, scene.refusal_rect, scene.prompt_keys_rect, mb.BOARD_RECT)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_long_hint_stays_on_screen_in_readable_letters_clear_of_the_keys(make_app, lang, monkeypatch):
    match = mg.Match.arranged(CHOICE, dice=ScriptedDice([(4,)]))
    app, scene = table(make_app, match, people(), lang)
    press(app, pygame.K_e)
    assert run_until(app, lambda: scene.choosing() and scene.coach_words() is not None)
    long = " ".join([scene.coach_words()] * 3)
    monkeypatch.setattr(scene, "coach_words", lambda: long)
    refusal_on_the_board(app, scene)
    sizes = frame_sizes(app)
    assert (long, text.READABLE) in sizes or all(s >= text.READABLE for t, s in sizes if t == long)
    from scenes.ui.coach import card_look

    look = card_look(scene.t("app.coach.title"), long, scene.coach_rect.w, 0)
    assert look[0] >= text.READABLE
    whole_and_alone(scene.coach_rect, scene, scene.prompt_keys_rect, scene.refusal_rect)


def test_an_announcement_never_covers_the_die_or_the_refusal(make_app):
    figures = {0: ["B", "B", "B", "B"], 1: [("track", 23), "B", "B", "B"]}
    match = mg.Match.arranged(figures, dice=ScriptedDice([(3,)]))
    app, scene = table(make_app, match, people())
    press(app, pygame.K_o)                         # Ben presses out of turn: refused
    assert scene.refusal
    press(app, pygame.K_e)                         # Anna throws a 3: no move
    shown = 0
    for _ in range(120 * 3):
        app.step(1 / 120)
        app.draw()
        if scene.toast_rect is not None:
            shown += 1
            whole_and_alone(scene.toast_rect, scene, scene.refusal_rect, scene.prompt_keys_rect)
    assert shown


def test_the_english_table_shows_no_german_words(make_app):
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "assets" / "i18n"

    def values(lang):
        out = {}

        def walk(prefix, node):
            for k, v in node.items():
                if isinstance(v, dict):
                    walk(f"{prefix}{k}.", v)
                elif isinstance(v, str):
                    out[prefix + k] = v
        for name in ("mensch", "app"):
            walk(f"{name}.", tomllib.loads((root / lang / f"{name}.toml").read_text(encoding="utf-8")))
        return out

    de, en = values("de"), values("en")
    german = {v for k, v in de.items() if en.get(k) != v and len(v) >= 4 and "{" not in v}
    match = mg.Match.arranged(CHOICE, dice=ScriptedDice([(4,), (3,), (6,), (6,), (2,), (5,), (1,)] * 20))
    seats = [Seat("Anna", "keyboard1", hints=True), Seat("Ben", "bot:normal"), Seat("Clara", "bot:easy"),
             Seat("David", "bot:hard")]
    app, scene = table(make_app, match, seats, "en")
    seen: set[str] = set()
    watched = text.watch()
    try:
        for _ in range(120 * 40):
            app.step(1 / 120)
            if scene.human_to_move() is not None and not scene.busy():
                if scene.shown.phase == "move":         # a click on a figure on B: refused, or it comes in
                    x, y = scene.geo.at(0, ("B", 3))
                    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(int(x), int(y))))
                press(app, pygame.K_e)
            watched.clear()
            scene.panel_cache.clear()
            app.draw()
            seen |= set(watched)
    finally:
        text.unwatch()
    assert "Yellow" in " ".join(seen)
    found = sorted(t for t in seen if any(g in t for g in german))
    assert not found, found


def test_a_short_games_board_shows_only_the_figures_in_play(make_app):
    match = mg.Match(4, mg.Rules(figures=2), ScriptedDice([(3,)]))
    app, scene = table(make_app, match, people(hints=False))
    assert sorted(scene.spots) == [(c, f) for c in range(4) for f in range(2)]
    scene.panel_cache.clear()
    app.draw()
    for key, marks in scene.panel_marks.items():
        if key[0] == "seat":        # each colour's card shows its two figures, not four
            assert len([name for name in marks if name.startswith("figure:")]) == 2


def test_the_letters_in_the_boards_circles_are_large_and_dark_against_their_circle():
    """From the sofa B, A and a-d were hard to read: each letter is drawn a step above the
    floor, nearly as tall as its circle; a-d in near black or near white, whichever stands out
    more from the circle (at least 4.5:1, the contrast of small print on a web page), B and A
    in their colour on the board's white (3:1, large print)."""
    from scenes.tables.mensch import board as mb

    geo = mb.Geometry(mb.BOARD_RECT)
    for kind in ("home", "B", "start"):
        on_screen = mb.letter_size(kind, geo.radius * mb.SUPERSAMPLE) / mb.SUPERSAMPLE
        assert on_screen >= text.READABLE + 4 and on_screen >= 0.95 * geo.radius, (kind, on_screen)
        for colour in range(mg.COLOURS):
            fill = mb.circle_fill(kind, colour)
            if kind in mb.EMPTY_KINDS:      # (B and A: a quieter letter in the colour, on white)
                assert mb.contrast(mb.faint_letter(colour), fill) >= 3.0, (kind, colour)
                continue
            ink = mb.letter_ink(fill)
            assert ink in (mb.LETTER_DARK, mb.LETTER_LIGHT)
            assert mb.contrast(ink, fill) >= 4.5, (kind, colour, fill, ink)
    for lang in ("de", "en"):
        letters = mb.board_letters(Texts(lang))
        drawn = mb.board_texts(mb.BOARD_RECT.w, letters).sizes
        ours = [size for t, size in drawn if t in (letters[0], letters[1], *letters[2])]
        assert len(ours) >= 4 * 4 + 4 * 4 + 4, "every B, a-d and A circle lettered"
        assert min(ours) >= (text.READABLE + 4) * mb.SUPERSAMPLE


def test_a_refusal_while_an_announcement_shows_is_read_and_goes_once_play_goes_on(make_app):
    # Anna's 6 brings a figure in ("Eine 6!"); Ben presses out of turn while that is said
    match = mg.Match.arranged({0: [("track", 5), "B", "B", "B"]}, dice=ScriptedDice([(6,), (2,), (3,)]))
    app, scene = table(make_app, match, people(LONG[:1] + ["Ben", "Clara", "David"], hints=False))
    press(app, pygame.K_e)
    assert run_until(app, lambda: scene.toast_shown() and scene.shown.phase == "roll" and not scene.busy())
    press(app, pygame.K_o)
    assert scene.refusal
    for _ in range(60):                            # the announcement makes way
        app.step(1 / 120)
    app.draw()
    assert scene.toast_rect is None
    # Ben's press is answered on Ben's own card
    from scenes.tables.mensch import panels

    ben_card = panels.seat_rects(len(scene.seats))[1]
    assert scene.refusal_rect is not None and ben_card.contains(scene.refusal_rect)
    assert not scene.refusal_rect.colliderect(panels.PROMPT_RECT)
    press(app, pygame.K_e)                         # Anna throws again: the refusal is gone
    assert scene.refusal is None


def prompt_frame(app, scene):
    """Draw a frame afresh; the prompt's rect and every text (with its size) it showed."""
    scene.panel_cache.clear()
    shown = sizes_drawn(app)
    return scene.draw_prompt(app.screen), shown


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("shared", [False, True])
@pytest.mark.parametrize("count", [2, 4])
def test_the_prompt_has_a_place_of_its_own_in_both_its_forms(make_app, lang, shared, count):
    """The "who must act" prompt (at once when people share a block, after 1.5 s, and large and
    beating after 10 s) stands in the turn card's place: wholly on screen, never over the board,
    the die, a seat's card, the prompt card's keys, a refusal, an announcement or the coach's
    card; its words whole and readable, naming the person on turn."""
    from scenes.tables import prompt
    from scenes.tables.mensch import board as mb
    from scenes.tables.mensch import panels

    match = mg.Match.arranged(CHOICE, seats=count, dice=ScriptedDice([(4,)]))
    seats = people()[:count]
    if shared:
        seats[1] = Seat(seats[1].name, "keyboard1", hints=True)
    app, scene = table(make_app, match, seats, lang)
    press(app, pygame.K_e)
    assert run_until(app, lambda: scene.choosing() and scene.coach_words() is not None)
    name = seats[0].name
    forms = set()
    for _ in range(24 * 60):
        app.step(1 / 60)
        stage = scene.prompt_stage()
        if stage is None or stage in forms:
            continue
        forms.add(stage)
        other = pygame.K_PAGEDOWN if count > 2 else None if shared else pygame.K_o
        if other is not None:
            press(app, other)                  # another seat's key, out of turn: refused
            assert scene.refusal and scene.prompt_stage() == stage
        rect, shown = prompt_frame(app, scene)
        assert (scene.refusal_rect is not None or other is None) and scene.coach_rect is not None
        ring = rect.inflate(2 * panels.BANNER_RING, 2 * panels.BANNER_RING)
        whole_and_alone(ring, scene, mb.BOARD_RECT, scene.prompt_keys_rect, scene.refusal_rect,
                        scene.coach_rect, scene.toast_rect, panels.PROMPT_RECT, turn_card=False)
        assert scene.turn_shown == name
        named = [(t, s) for t, s in shown if t.strip() and t in name]
        action = [(t, s) for t, s in shown if t == scene.t("mensch.table.move") and s >= 28]
        assert named and action, shown
        assert all(s >= text.READABLE for _t, s in named + action), named + action
    assert forms == {prompt.ASK, prompt.AGAIN}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_chance_on_the_coachs_card_is_never_broken_from_its_percent_sign(make_app, lang):
    """"0,1 %" and "< 0,1 %" stay whole on one line of a wrapped hint, at every width."""
    from scenes.ui.layout import wrap

    make_app()                    # (the fonts)
    t = Texts(lang)
    chance = t("app.settings.percent", n="0,1")
    words = f"Hinauswurf-Risiko: {chance} markierte Figur, < {chance} bester anderer Zug"
    for width in range(120, 400, 5):
        lines = wrap(words, text.READABLE, width)
        assert "".join(lines).replace(" ", "") == words.replace(" ", "")
        assert not any(line.startswith("%") or line.endswith(("<", ">", "< 0,1")) for line in lines), lines


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_keypad_seat_card_names_its_keys_whole_at_a_full_table(make_app, lang):
    """Four seats, the fourth on the keypad block: its card says "Num 4" "Num 6", never "4 6"."""
    match = mg.Match.arranged(CHOICE, dice=ScriptedDice([(4,)]))
    app, scene = table(make_app, match, people(), lang)
    app.draw()                     # (the first frame also measures the keys' short names)
    scene.panel_cache.clear()
    seen = text.watch()
    try:
        app.draw()
        shown = list(seen)
    finally:
        text.unwatch()
    assert {"Num 9", "Num 4", "Num 6"} <= set(shown), shown
    assert not {"6", "9"} & set(shown), " ".join(t for t in shown if len(t) < 3)


def longest_hints(lang) -> list[str]:
    """Every lead sentence of the coach with the longest line of numbers it can have: three
    chances of the widest kind where the lead speaks of where the figure stands (home, escape),
    two elsewhere, one sentence for a close call."""
    from game.coach import Compare
    from scenes.ui.coach import compare_words

    t = Texts(lang)
    option = "mensch.coach.option."
    three = Compare("mensch.coach.measure.risk", ((option + "marked", 0.0004), (option + "before", 0.9996),
                                                   (option + "other", 0.1254)))
    two = Compare("mensch.coach.measure.risk", ((option + "marked", 0.0004), (option + "riskiest", 0.1254)))
    close = Compare("mensch.coach.measure.risk", ((option + "close", 0.204),))
    only = Compare("mensch.coach.measure.risk", ((option + "only", 0.1254),))
    numbers = {"go_home": three, "escape": three, "close_front": close, "close_on": close}
    keys = ("knock_out", "go_home", "escape", "move_safe", "move_front", "move_on", "close_front", "close_on",
            "only_move_knock_out", "only_enter_knock_out", "only_move_knock_own", "only_enter_knock_own")
    return [t(f"mensch.coach.{k}", colour=t("mensch.colour.names.3"), letter="d", steps=10) + "\n"
            + compare_words(t, "mensch", only if k.startswith("only") else numbers.get(k, two)) for k in keys]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_real_hint_fits_the_right_hand_column_beside_a_refusal(make_app, lang, monkeypatch):
    """The coach's longest real hints stand in the right-hand column (never grown over the
    board, so never over a figure they speak of), and a refusal still has its place above."""
    from scenes.tables.mensch import board as mb
    from scenes.tables.mensch import panels

    match = mg.Match.arranged(CHOICE, dice=ScriptedDice([(4,)]))
    app, scene = table(make_app, match, people(), lang)
    press(app, pygame.K_e)
    assert run_until(app, lambda: scene.choosing() and scene.coach_words() is not None)
    refusal_on_the_board(app, scene)
    for words in longest_hints(lang):
        monkeypatch.setattr(scene, "coach_words", lambda w=words: w)
        scene.panel_cache.clear()
        app.draw()
        assert scene.coach_rect.x >= panels.RIGHT_X and not scene.coach_rect.colliderect(mb.BOARD_RECT)
        whole_and_alone(scene.refusal_rect, scene, scene.coach_rect, scene.prompt_keys_rect, mb.BOARD_RECT)
        whole_and_alone(scene.coach_rect, scene, scene.refusal_rect, scene.prompt_keys_rect)


def test_a_card_grown_over_the_board_never_hides_the_figure_its_hint_names(make_app, monkeypatch):
    """A hint far longer than any real one grows its card to the left over the board: the
    figure it names still shows (drawn over the card) with its tag."""
    from scenes.tables.mensch import board as mb

    match = mg.Match.arranged(CHOICE, dice=ScriptedDice([(4,)]))
    app, scene = table(make_app, match, people())
    press(app, pygame.K_e)
    assert run_until(app, lambda: scene.choosing() and scene.coach_words() is not None)
    long = " ".join([scene.coach_words()] * 8)
    monkeypatch.setattr(scene, "coach_words", lambda: long)
    app.draw()
    card = scene.coach_rect
    # (a hint naming a figure the grown card lies over)
    key = next(k for k in scene.spots if scene.figure_xy(k) and card.collidepoint(scene.figure_xy(k)))
    monkeypatch.setattr(scene, "hinted_figure", lambda: key)
    x, y = scene.figure_xy(key)
    scene.panel_cache.clear()
    seen = texts_drawn(app)
    assert scene.coach_rect.collidepoint(x, y), "the card has grown over the figure"
    assert scene.t("app.coach.title") in seen
    sprite = mb.figure_sprite(key[0], scene.geo.figure)
    centre = sprite.get_rect(center=(x, y - 3))
    got = app.screen.get_at((centre.centerx, centre.centery))[:3]
    want = sprite.get_at((centre.w // 2, centre.h // 2))[:3]
    assert sum(abs(a - b) for a, b in zip(got, want, strict=True)) < 40, (got, want)


def board_circles(geo) -> list[pygame.Rect]:
    """Every circle printed on the board (track, home rows, corners), as its square."""
    spots = [("track", i) for i in range(mg.TRACK_LEN)]
    spots += [(kind, k, c) for kind in ("home", "B") for k in range(4) for c in range(mg.COLOURS)]
    out = []
    for spot in spots:
        colour = spot[2] if len(spot) == 3 else 0
        x, y = geo.at(colour, spot[:2])
        r = geo.radius
        out.append(pygame.Rect(round(x - r * 0.7), round(y - r * 0.7), round(1.4 * r), round(1.4 * r)))
    return out


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_coachs_mark_rings_its_figure_and_covers_no_other_circle_or_figure(make_app, lang):
    """The blue "Tipp" tag sat over the circles beside the figure: now the hinted figure only
    wears a ring, inside the gap to every other circle, and "Tipp" stands on the coach's card."""
    app, scene = table(make_app, mg.Match.arranged(CHOICE, dice=ScriptedDice([(4,)])), people(), lang)
    spots = [("track", i) for i in range(mg.TRACK_LEN)]
    spots += [(kind, k, c) for kind in ("home", "B") for k in range(4) for c in range(mg.COLOURS)]
    centres = [scene.geo.at(spot[2] if len(spot) == 3 else 0, spot[:2]) for spot in spots]
    r = scene.geo.radius
    for spot in [("track", i) for i in range(mg.TRACK_LEN)] + [("home", k) for k in range(4)]:
        xy = scene.geo.at(0, spot)
        ring = scene.coach_ring_rect(xy)
        assert ring.collidepoint(xy), "round its own figure"
        for cx, cy in centres:
            if abs(cx - xy[0]) + abs(cy - xy[1]) < 1:
                continue                                 # (its own circle)
            field = pygame.Rect(round(cx - r), round(cy - r), round(2 * r), round(2 * r))
            assert not ring.colliderect(field), (spot, ring, field)
    press(app, pygame.K_e)
    assert run_until(app, lambda: scene.choosing() and scene.coach_words() is not None)
    scene.panel_cache.clear()
    seen, places = text.watch(), text.watch_places()
    try:
        app.draw()
    finally:
        text.unwatch()
    title = scene.t("app.coach.title")
    assert title in seen, "the coach's card says it is a tip"
    board = scene.geo.rect
    assert not [rect for t, rect, surface in places if t.startswith(title) and surface is app.screen
                and board.colliderect(rect)], "no \"Tipp\" on the board"


def test_the_hop_count_rides_on_the_hopping_figure(make_app, monkeypatch):
    """The circles hopped so far stand on the hopping figure, never over a circle beside it."""
    from scenes.tables.mensch import board as mb

    marked = pygame.Surface((12, 12))
    marked.fill((255, 0, 255))
    monkeypatch.setattr(mb, "count_sprite", lambda n, size: marked)
    app, scene = table(make_app, mg.Match.arranged(CHOICE, dice=ScriptedDice([(4,)])), people(hints=False))
    press(app, pygame.K_e)
    assert run_until(app, scene.choosing)
    press(app, pygame.K_e)
    counted = set()
    canvas = pygame.Surface(SCREEN.size)
    for _ in range(120):
        app.step(1 / 120)
        moving = [mo for mo in scene.motions if mo.count_hops and mo.counted]
        if not moving:
            continue
        counted.add(moving[0].counted)
        scene.draw(canvas)
        x, y, _ = moving[0].position(scene.time)
        found = pygame.mask.from_threshold(canvas, (255, 0, 255), (1, 1, 1, 255)).get_bounding_rects()
        assert found and all(r.collidepoint(round(x), round(y) - 3 - HOP_LIFT) for r in found), (found, x, y)
    assert counted >= {1, 2, 3}


def test_a_hopping_figure_keeps_its_colour_under_its_count(make_app):
    """The count rides on the figure without a plate of its own: most of the figure round
    it still shows the player's colour, as the figures standing still do."""
    from scenes.tables.mensch import board as mb

    app, scene = table(make_app, mg.Match.arranged(CHOICE, dice=ScriptedDice([(4,)])), people(hints=False))
    press(app, pygame.K_e)
    assert run_until(app, scene.choosing)
    press(app, pygame.K_e)
    assert run_until(app, lambda: any(mo.count_hops and mo.counted >= 2 for mo in scene.motions))
    moving = next(mo for mo in scene.motions if mo.count_hops)
    canvas = pygame.Surface(SCREEN.size)
    scene.draw(canvas)
    x, y, _ = moving.position(scene.time)
    centre = (round(x), round(y) - 3 - HOP_LIFT)
    r = scene.geo.figure
    yellow = mb.COLOURS[0]
    near = total = 0
    for dx in range(-r, r + 1):
        for dy in range(-r, r + 1):
            if dx * dx + dy * dy <= (0.8 * r) ** 2:
                total += 1
                px = canvas.get_at((centre[0] + dx, centre[1] + dy))
                near += sum(abs(px[i] - yellow[i]) for i in range(3)) < 120
    assert near > 0.35 * total, (near, total)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_places_stay_in_sight_under_the_coachs_card(make_app, lang):
    app, scene = table(make_app, mg.Match.arranged(CHOICE, dice=ScriptedDice([(4,)])), people(), lang)
    press(app, pygame.K_e)
    assert run_until(app, lambda: scene.choosing() and scene.coach_words() is not None)
    from scenes.tables.mensch import panels

    scene.places = [3]                  # (David has finished)
    scene.panel_cache.clear()
    seen = texts_drawn(app)
    line = f"{Texts(lang)('mensch.table.ranking')}: 1. {LONG[3]}"
    assert [w for w in seen if w.replace(" ", "") in line.replace(" ", "")], seen
    strip = pygame.Rect(panels.RIGHT_X, panels.strip_top(line), panels.COLUMN_W, 20)
    assert not strip.colliderect(scene.coach_rect) and SCREEN.contains(strip)
    assert scene.coach_rect.x >= panels.RIGHT_X, "the card still stands in the right-hand column"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_seats_keys_and_the_move_preview_are_larger_than_the_floor_where_there_is_room(make_app, lang):
    """From the sofa the keys are what a player looks for: 22 px at 1280x720 (16 px at
    960x540) on the cards of the two letter blocks at a four-seat table with everyday names
    (the keypad's longer key names keep the floor where the card has no room for more)."""
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2"), Seat("Clara", "bot:normal"),
             Seat("David", "bot:normal")]
    app, scene = table(make_app, mg.Match.arranged(CHOICE, dice=ScriptedDice([(4,)])), seats, lang)
    press(app, pygame.K_e)
    assert run_until(app, scene.choosing)
    app.step(1 / 120)
    from scenes.tables.mensch import panels

    panels._keys_line.cache_clear()         # every key line rendered (and its size seen) afresh
    drawn_at = frame_sizes(app)
    t = Texts(lang)
    for words in (t("mensch.table.hint_go"), t("mensch.table.hint_choose"),
                  t.count("mensch.table.preview_steps", 4)):
        sizes = [size for text_, size in drawn_at if text_ == words]
        assert sizes and min(sizes) >= 22, (words, sizes)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("name", ["WWWWWWWWWWWWWWWW", "Maximilian-Alexa", "Jürgen Größe-Übe"])
def test_the_turn_card_names_a_sixteen_letter_name_on_one_line_and_keeps_the_key_with_its_word(
        make_app, lang, name):
    """The turn card shows a long name whole: shrunk, then (sixteen Ws) on two lines, never cut;
    the key cap and what it does stand together on one line under it, when rolling and when
    choosing a figure, asked and asked again after 10 s."""
    from scenes.tables.mensch import panels
    from scenes.ui.layout import width_of

    match = mg.Match.arranged(CHOICE, seats=2, dice=ScriptedDice([(4,)]))
    app, scene = table(make_app, match, people([name, "Ben"], hints=False)[:2], lang)
    seen = set()
    for phase, word in (("roll", "mensch.table.roll"), ("move", "mensch.table.move")):
        if phase == "move":
            press(app, pygame.K_e)
            assert run_until(app, lambda: scene.shown.phase == "move" and scene.prompt_stage() is not None)
        for stage in ("ask", "again"):
            assert run_until(app, lambda stage=stage: scene.prompt_stage() == stage, seconds=15)
            rect, shown = prompt_frame(app, scene)
            assert rect == panels.STATUS_RECT, "the turn card keeps its shape"
            named = [(t, s) for t, s in shown if t and t in name and s >= text.READABLE and t.strip()]
            assert "".join(t for t, _ in named).replace(" ", "").count(name.replace(" ", "")) >= 1, shown
            assert all(width_of(t, s, True) <= panels.STATUS_RECT.w - 2 * panels.TURN_PAD for t, s in named)
            assert any(t == scene.t(word) and s >= text.READABLE for t, s in shown), shown
            row = scene.turn_key_rect
            assert row is not None and panels.STATUS_RECT.contains(row) and row.h <= panels.TURN_KEY + 15
            seen.add((phase, stage))
    assert len(seen) == 4


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_hint_rings_the_one_figure_it_means_and_says_its_numbers_plainly(make_app, lang):
    """The "Tipp" tag stood between two ringed figures: the figure the hint means wears a ring
    in the coach's colour (no other figure does), and each chance follows what it is about
    ("this figure < 1%; best other move 17%"), never "< 1% marked figure"."""
    from scenes.tables.mensch.table import COACH_RING_GAP
    from scenes.ui import theme

    app, scene = table(make_app, mg.Match.arranged(CHOICE, dice=ScriptedDice([(4,)])), people(), lang)
    press(app, pygame.K_e)
    assert run_until(app, lambda: scene.choosing() and scene.coach_words() is not None)
    app.draw()
    hinted = scene.hinted_figure()
    assert hinted is not None

    def ringed(key) -> bool:
        x, y = scene.figure_xy(key)
        reach = scene.geo.figure + COACH_RING_GAP - 2        # (the ring's middle)
        points = [(round(x + dx * reach), round(y - 3 + dy * reach)) for dx, dy in ((1, 0), (-1, 0), (0, -1))]
        return all(sum(abs(a - b) for a, b in zip(app.screen.get_at(p)[:3], theme.COACH, strict=True)) < 60
                   for p in points)

    assert ringed(hinted), "the hinted figure wears the coach's ring"
    others = [k for k in scene.spots if k != hinted and k[0] == hinted[0] and scene.figure_xy(k)]
    assert others and not any(ringed(k) for k in others)
    numbers = scene.coach_words().split("\n")[1]
    assert numbers.startswith(("Risiko: diese ", "Jeder Zug gleich riskant", "Kein Zug ist riskant",
                               "Risk: this one ", "Every move risks", "No move risks")), numbers


def test_seat_cards_with_room_and_the_die_are_larger_than_the_floor(make_app):
    """From the sofa the seat cards' small lines and the die were small: where a card has the
    height (a bot's card, no keys to show), who plays it and its colour are drawn above the
    floor, and the die fills more of its tray."""
    from scenes.tables.mensch.table import TRAY_RECT

    seats = people(hints=False)[:2] + [Seat("Clara", "bot:normal"), Seat("David", "bot:normal")]
    app, scene = table(make_app, mg.Match.arranged(CHOICE, dice=ScriptedDice([(4,)])), seats, "en")
    sizes = frame_sizes(app)
    assert not small(sizes)
    for colour_name in ("Red", "Black"):
        assert max(s for t_, s in sizes if t_ == colour_name) > text.READABLE, colour_name
    assert scene.tray.die_size >= TRAY_RECT.h // 2


@pytest.mark.parametrize("lang", ["de", "en"])
def test_with_four_people_and_hints_the_coachs_card_leaves_zuletzt_its_two_lines(make_app, lang):
    """The coach's card has a bounded height: with four people and hints on, "Zuletzt" keeps
    its title and its two newest lines under the card, on screen, and every real hint (the
    longest of each kind) stays in the right-hand column above it."""
    from scenes.tables.mensch import panels

    app, scene = table(make_app, mg.Match.arranged(CHOICE, dice=ScriptedDice([(4,)])), people(), lang)
    press(app, pygame.K_e)
    assert run_until(app, lambda: scene.choosing() and scene.coach_words() is not None)
    scene.happened(1, "move", "moved", name=LONG[1], n=5)
    scene.happened(2, "capture", "captured", by=LONG[2], victim=LONG[1])
    t = Texts(lang)
    newest = t("mensch.log.captured", by=LONG[2], victim=LONG[1])
    for words in [scene.coach_words(), *longest_hints(lang)]:
        scene.coach_words = lambda w=words: w
        scene.panel_cache.clear()
        seen = texts_drawn(app)
        latest = scene.latest_rect
        assert latest is not None and SCREEN.contains(latest)
        assert scene.coach_rect.bottom <= latest.top and scene.coach_rect.x >= panels.RIGHT_X, (scene.coach_rect, latest)
        assert t("mensch.log.title") in seen
        shown = [w for w in seen if w and w in newest]
        assert sum(len(w) for w in shown) >= len(newest) // 2, (newest, seen)   # the newest line, at least begun
    assert panels.LATEST_LINES >= 2 and latest.h >= 2 * 22 + 27


@pytest.mark.parametrize("count", [2, 3, 4])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_with_one_possible_move_the_coachs_card_leaves_zuletzt_and_the_legend_whole(make_app, lang, count):
    """With one possible move the coach says what it does on its own card: under it "Zuletzt"
    still shows its title and two lines, and what the board's letters mean stays whole on
    screen, at two to four seats with the longest names."""
    from scenes.tables.mensch import panels
    from scenes.tables.mensch.board import board_letters

    match = mg.Match.arranged({0: [("track", 3), "B", "B", "B"]}, colour=0, seats=count, dice=ScriptedDice([5]))
    seats = [Seat(LONG[0], "keyboard1", hints=True)] + [Seat(n, "bot:normal") for n in LONG[1:count]]
    app, scene = table(make_app, match, seats, lang)
    press(app, pygame.K_e)
    assert run_until(app, lambda: scene.choosing() and scene.coach_words() is not None)
    scene.happened(0, "move", "moved", name=LONG[0], n=5)
    scene.happened(0, "move", "moved", name=LONG[0], n=3)
    scene.panel_cache.clear()
    seen = texts_drawn(app)
    t = Texts(lang)
    latest, legend = scene.latest_rect, scene.legend_rect
    assert latest is not None and legend is not None and SCREEN.contains(latest)
    assert scene.coach_rect.bottom <= latest.top and scene.coach_rect.x >= panels.RIGHT_X
    assert latest.contains(legend), "the legend whole on the card"
    from scenes.ui.layout import line_step

    assert legend.top - latest.top >= line_step(24) + 2 * line_step(text.READABLE), "the title and two lines above it"
    house, start, goal = board_letters(t)
    for phrase in (f"{house} {t('mensch.table.legend_house')}", f"{start} {t('mensch.table.legend_start')}",
                   f"{goal[0]}–{goal[-1]} {t('mensch.table.legend_goal')}"):
        assert phrase in seen, (phrase, seen)
    assert t("mensch.log.title") in seen
    newest = t("mensch.log.moved", name=LONG[0], n=3)
    shown = [w for w in seen if w and w in newest]
    assert sum(len(w) for w in shown) >= len(newest) // 2, (newest, seen)


@pytest.mark.parametrize("hints", [True, False])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_move_that_plays_itself_is_never_offered_as_a_plain_move_on_the_turn_card(make_app, lang, hints):
    """With one possible move the figure goes by itself: the turn card says its key plays it at
    once ("E Sofort ziehen"), never "E Ziehen" beside a line saying it moves by itself; and the
    key does play it at once. With a choice to make the card says "Ziehen"."""
    t = Texts(lang)
    match = mg.Match.arranged({0: [("track", 3), "B", "B", "B"]}, colour=0, dice=ScriptedDice([5]))
    seats = [Seat(LONG[1], "keyboard1", hints=hints)] + [Seat(n, "bot:normal") for n in ("Ben", "Clara", "David")]
    app, scene = table(make_app, match, seats, lang)
    press(app, pygame.K_e)
    assert run_until(app, lambda: scene.choosing())
    seen = texts_drawn(app)
    assert t("mensch.table.move_now") in seen and t("mensch.table.move") not in seen, seen
    assert scene.turn_key_rect is not None and SCREEN.contains(scene.turn_key_rect)
    press(app, pygame.K_e)
    assert run_until(app, lambda: scene.match.position(0, 0) == ("track", 8), seconds=0.5), "the key plays it at once"

    app, scene = table(make_app, mg.Match.arranged(CHOICE, dice=ScriptedDice([(4,)])), people(hints=hints), lang)
    press(app, pygame.K_e)
    assert run_until(app, lambda: scene.choosing())
    seen = texts_drawn(app)
    assert t("mensch.table.move") in seen and t("mensch.table.move_now") not in seen
