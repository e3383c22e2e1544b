"""Durchmarsch and Zehntausend read from the couch: the longest names fit in both languages,
stamps stand out from the felt, heckles cover nothing the player must read, numbers follow the
language, nothing is smaller than 18 px and the key hints follow a rebound key."""

from __future__ import annotations

import functools
import itertools

import pygame
import pytest
from helpers import press, settle

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat
from game.zehntausend import match as z

LONGEST = ["WWWWWWWWWWWWWWWW", "Jürgen Größe-Übe", "MMMMMMMMMMMMMMMM"]
KEYBOARDS = ["keyboard1", "keyboard2", "keyboard3", "keyboard4"]
SCREEN = pygame.Rect(0, 0, 1280, 720)


def forget_pictures() -> None:
    """Empty the tables' picture caches, so every text is placed again while a test watches."""
    from scenes.tables.durchmarsch import art as dm_art
    from scenes.tables.durchmarsch import table as dm_table
    from scenes.tables.zehntausend import panel, sheet
    from scenes.ui import layout

    for module in (dm_art, dm_table, layout, panel, sheet):
        for value in vars(module).values():
            if isinstance(value, functools._lru_cache_wrapper):
                value.cache_clear()


def seats_of(count: int, names=LONGEST, bots: int = 0) -> list[Seat]:
    kinds = KEYBOARDS[:count - bots] + ["bot:normal"] * bots
    return [Seat(name, kind) for name, kind in zip(itertools.cycle(names), kinds)]


def durchmarsch(make_app, throws, seats, lang="de", match=None):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    match = match or dm.Match(len(seats), dm.Rules(), ScriptedDice(throws), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    return app, scene


def zehntausend(make_app, throws, seats, lang="de", rules=None):
    from scenes.tables.zehntausend.table import TableScene

    app = make_app()
    app.set_language(lang)
    match = z.Match(len(seats), rules or z.Rules(), ScriptedDice(throws))
    scene = TableScene(app, game_by_name("zehntausend"), seats, 1, match=match)
    app.push(scene)
    return app, scene


def click_die(app, scene, index):
    x, y, _, h, _ = scene.tray.pose(scene.ids[index])
    y -= h * scene.tray.die(scene.ids[index]).size * 0.4
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(round(x), round(y)), button=1))


class Watcher:
    """Every text the table draws, where it goes, checked against the boxes of the table."""

    def __init__(self, app, scene):
        from scenes.ui import text

        self.app, self.scene = app, scene
        self.places = text.watch_places()
        self.problems: list[str] = []
        self.seen: set[str] = set()

    def frames(self, seconds: float = 0.5) -> None:
        for _ in range(int(seconds * 60)):
            self.app.step(1 / 120)
            self.app.step(1 / 120)
            self.frame()

    def frame(self) -> None:
        self.places.clear()
        self.app.draw()
        self.check()

    def play(self, seconds: float = 8.0) -> None:
        """Draw frame by frame until the table is idle."""
        for _ in range(int(seconds * 60)):
            self.app.step(1 / 120)
            self.app.step(1 / 120)
            self.frame()
            if not self.scene.busy():
                break

    def complain(self, problem: str) -> None:
        if problem not in self.problems:
            self.problems.append(problem)

    def check(self) -> None:
        boxes = self.scene.boxes()
        for text, rect, surface in self.places:
            if not text.strip():
                continue
            self.seen.add(text)
            if surface.get_size() == SCREEN.size:
                if not SCREEN.contains(rect):
                    self.complain(f"{text!r} runs off the screen at {rect}")
                elif not any(box.contains(rect) for box in boxes.values()):
                    self.complain(f"{text!r} at {rect} lies in no box of the table")
            elif not surface.get_rect().contains(rect):
                self.complain(f"{text!r} at {rect} runs out of its {surface.get_size()} picture")

    def sizes(self, least: int) -> list[str]:
        return [f"{text!r} is {rect.h} px high" for text, rect, _ in self.places if text.strip() and rect.h < least]

    def close(self) -> None:
        from scenes.ui import text

        text.unwatch()


@pytest.fixture
def readable():
    """The height of a line of text at 18 px: nothing a player must read is lower."""
    from scenes.ui.text import font

    pygame.font.init()
    forget_pictures()
    yield font(18).get_height()
    forget_pictures()


# -- Durchmarsch --------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 3, 4])
def test_the_longest_names_fit_the_durchmarsch_table_in_both_languages(make_app, readable, lang, count):
    """Three throws with 16-character names (a hit, going on, a hit, a miss), a heckle from
    every other seat, and the end of the game with the winner's name stamped: every text stays
    on the screen, inside its part of the table, and at 18 px or larger."""
    throws = [(6, 4, 1, 1, 2, 2, 3, 3), (5, 4, 1, 1, 2, 2, 3), (1, 1, 1, 1, 2, 2)]
    app, scene = durchmarsch(make_app, throws, seats_of(count), lang)
    w = Watcher(app, scene)
    small = []
    try:
        w.frames(0.3)
        press(app, pygame.K_e)
        w.play()
        for key in (pygame.K_i, pygame.K_UP, pygame.K_KP8)[:count - 1]:
            press(app, key)
        w.frames(0.5)
        small += w.sizes(readable)
        press(app, pygame.K_e)
        w.play()
        press(app, pygame.K_e)
        w.play()
        small += w.sizes(readable)
        w.frames(0.3)
    finally:
        w.close()
    assert not w.problems, w.problems[:8]
    assert not small, small[:8]
    name = LONGEST[0]
    turn = app.texts("durchmarsch.table.turn", name=name, row=1, number=10)
    assert turn in w.seen, "the whole 'whose turn' line was drawn"
    assert name in w.seen and LONGEST[1] in w.seen


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_long_winners_name_is_stamped_whole_on_the_choice_panel(make_app, readable, lang):
    state = dm.Match(4, dm.Rules(), ScriptedDice([]), first_seat=0).to_dict()
    state["crosses"] = [[9, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]
    state["dice"] = ScriptedDice([(1, 2, 2, 3, 3, 4, 4, 5)]).to_dict()
    app, scene = durchmarsch(make_app, [], seats_of(4), lang, match=dm.Match.from_dict(state))
    w = Watcher(app, scene)
    try:
        press(app, pygame.K_e)
        for _ in range(600):
            w.frames(1 / 60)
            if scene.stamp is not None:
                break
        w.frames(0.4)
        assert scene.stamp.text == app.texts("durchmarsch.table.win", name=LONGEST[0])
        img, rect = scene.stamp_place()
        assert SCREEN.contains(rect) and scene.boxes()["decision"].contains(rect)
        w.play()
    finally:
        w.close()
    assert not w.problems, w.problems[:8]


def test_the_two_player_durchmarsch_table_shows_the_other_sheet_large(make_app):
    app, scene = durchmarsch(make_app, [], seats_of(2, ["Sarah", "Tim"]))
    (first, big, _), (second, other, large) = scene.sheet_rects()
    assert (first, second) == (0, 1) and large
    assert other.size == big.size, "Tim's sheet is as large as Sarah's"
    looks = [scene.look(seat, rect.size, True) for seat, rect in ((0, big), (1, other))]
    assert looks[0].cell == looks[1].cell
    # four seats still show every sheet, none overlapping the choice or the tray
    app, scene = durchmarsch(make_app, [], seats_of(4, ["A", "B", "C", "D"]))
    rects = scene.sheet_rects()
    assert sorted(seat for seat, _, _ in rects) == [0, 1, 2, 3]
    boxes = scene.boxes()
    for _, rect, _ in rects:
        assert SCREEN.contains(rect)
        assert not rect.colliderect(boxes["decision"]) and not rect.colliderect(boxes["tray"])


@pytest.mark.parametrize("count", [2, 4])
def test_heckles_cover_nothing_the_active_player_must_read(make_app, count):
    """The bubbles speak in the voices lane under the tray: never over a sheet (the active
    one or the hecklers' own), the dice or the choice; one that finds no room waits for it."""
    app, scene = durchmarsch(make_app, [(6, 4, 1, 1, 2, 2, 3, 3)], seats_of(count, ["Sarah", "Tim", "Ute", "Vera"]))
    press(app, pygame.K_e)
    settle(app, scene)
    for _ in range(6):
        for key in (pygame.K_i, pygame.K_k, pygame.K_UP, pygame.K_DOWN, pygame.K_KP8):
            press(app, key)
        for _ in range(90):
            app.step(1 / 120)
    assert scene.heckles
    places = scene.heckle_places()
    assert places and len({h.seat for h, _, _ in places}) == len(places), "one bubble per heckler"
    boxes = scene.boxes()
    for heckle, _, rect in places:
        assert boxes["voices"].contains(rect), (heckle.text, rect)
        for name, box in boxes.items():
            if name != "voices":
                assert not rect.colliderect(box), (heckle.text, rect, name)
    app.draw()


def test_a_heckle_waits_while_its_seat_is_the_one_to_play(make_app):
    app, scene = durchmarsch(make_app, [(6, 4, 1, 1, 2, 2, 3, 3)], seats_of(2, ["Sarah", "Tim"]))
    press(app, pygame.K_i)                  # Tim heckles Sarah
    press(app, pygame.K_e)
    settle(app, scene)
    press(app, pygame.K_q)                  # Sarah stops: Tim's turn, his sheet is on top
    settle(app, scene)
    assert scene.current == 1
    assert scene.heckle_places() == [] or all(h.seat != 1 for h, _, _ in scene.heckle_places())


def luminance(colour) -> float:
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def stamp_contrast(app, scene, rect, felt_at) -> tuple[float, float]:
    """(plate against the felt around it, darkest ink against the plate) read off the screen."""
    screen = app.screen
    felt = screen.get_at(felt_at)
    core = rect.inflate(-rect.w // 3, -rect.h // 3)
    pixels = [screen.get_at((x, y)) for x in range(core.x, core.right, 3) for y in range(core.y, core.bottom, 3)]
    plate = max(pixels, key=luminance)
    ink = min(pixels, key=luminance)
    return contrast(plate, felt), contrast(ink, plate)


def drawn_order(app, scene) -> list[str]:
    """The texts of one frame, with "<dice>" where the tray drew its dice."""
    from scenes.ui import text

    real = scene.tray.draw

    def tray_draw(surface, *args, **kwargs):
        real(surface, *args, **kwargs)
        text.drawn("<dice>")

    scene.tray.draw = tray_draw
    seen = text.watch()
    try:
        app.draw()
    finally:
        text.unwatch()
        del scene.tray.draw
    return list(seen)


def test_a_stamp_stands_out_from_the_felt_at_durchmarsch(make_app, readable):
    """'Aufgehört – gut gesichert.' was green on green felt under the dice: now dark ink on a
    light plate, drawn after the dice, on the dark choice panel."""
    app, scene = durchmarsch(make_app, [(6, 4, 1, 1, 2, 2, 3, 3)], seats_of(2, ["Sarah", "Tim"]))
    press(app, pygame.K_e)
    settle(app, scene)
    press(app, pygame.K_q)
    for _ in range(120):
        app.step(1 / 120)
        if scene.stamp is not None:
            break
    for _ in range(60):
        app.step(1 / 120)
    assert scene.stamp.text == "Aufgehört – gut gesichert."
    order = drawn_order(app, scene)
    assert order.index("<dice>") < order.index(scene.stamp.text), "the stamp lies on the dice"
    _, rect = scene.stamp_place()
    panel = scene.boxes()["decision"]
    assert panel.contains(rect) and rect.x > panel.x + 6, "the panel is sampled beside the stamp"
    plate, ink = stamp_contrast(app, scene, rect, (panel.x + 6, panel.centery))
    assert plate >= 3.0 and ink >= 4.5, (plate, ink)


def test_a_stamp_stands_out_from_the_felt_at_zehntausend(make_app, readable):
    """'Zählt jetzt!' is read at once, in the news strip under the dice."""
    app, scene = zehntausend(make_app, [(3, 3, 3, 2, 2), (5, 4)], seats_of(2, ["Sarah", "Tim"]))
    press(app, pygame.K_e)
    settle(app, scene)
    for i in (0, 1, 2):
        click_die(app, scene, i)
    scene.press(0, "throw_on")
    settle(app, scene)
    click_die(app, scene, 3)
    press(app, pygame.K_q)                 # the 5 proves the Pasch; write down
    for _ in range(240):
        app.step(1 / 120)
        if scene.stamp is not None:
            break
    for _ in range(36):
        app.step(1 / 120)
    assert scene.stamp.text == "Zählt jetzt!"
    order = drawn_order(app, scene)
    assert order.index("<dice>") < order.index("Zählt jetzt!")
    tray = scene.boxes()["tray"]
    _, rect, _, _ = scene.panel.stamp_place()
    assert scene.boxes()["news"].contains(rect)
    plate, ink = stamp_contrast(app, scene, rect, (tray.x + 30, tray.bottom - 30))
    assert plate >= 3.0 and ink >= 4.5, (plate, ink)


# -- Zehntausend ------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 4, 6])
def test_the_longest_names_fit_the_zehntausend_table_in_both_languages(make_app, readable, lang, count):
    """A Pasch proven and written down, the next seat's lost turn and a refusal, with 16-character
    names: every text stays on the screen, inside its part of the table, at 18 px or larger."""
    throws = [(1, 5, 3, 3, 3), (5,), (2, 3, 4, 6, 6)]
    rules = z.Rules(min_bank=350)
    app, scene = zehntausend(make_app, throws, seats_of(count, bots=max(0, count - 4)), lang, rules)
    w = Watcher(app, scene)
    small = []
    try:
        w.frames(0.3)
        press(app, pygame.K_e)
        w.play()
        click_die(app, scene, 0)
        w.frames(0.2)
        press(app, pygame.K_q)             # 100 is not enough to write down: refused, with why
        w.frames(0.2)
        assert scene.refusal
        for i in (2, 3, 4):
            click_die(app, scene, i)
        w.frames(0.2)
        small += w.sizes(readable)
        scene.press(0, "throw_on")
        w.play()
        click_die(app, scene, 1)           # the 5 proves the Pasch
        w.frames(0.2)
        small += w.sizes(readable)
        press(app, pygame.K_q)             # write down 450
        w.play()
        w.frames(0.2)
        press(app, pygame.K_o)             # the next seat throws nothing
        w.play()
        small += w.sizes(readable)
        w.frames(0.3)
    finally:
        w.close()
    assert not w.problems, w.problems[:8]
    assert not small, small[:8]
    assert app.texts("zehntausend.table.turn", name=LONGEST[0]) in w.seen
    assert scene.match.totals[0] == 450


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_final_round_and_a_tie_of_long_names_fit_the_tray(make_app, readable, lang):
    rules = z.Rules(target=1000, strict=True)
    app, scene = zehntausend(make_app, [(1, 1, 1, 5, 2)], seats_of(3, bots=1), lang, rules)
    w = Watcher(app, scene)
    try:
        press(app, pygame.K_e)
        w.play()
        for i in range(4):
            click_die(app, scene, i)
        press(app, pygame.K_q)
        for _ in range(240):
            w.frames(1 / 60)
            if scene.final_round:
                break
        w.frames(0.3)
        news = scene.boxes()["news"]
        img, rect, look, _ = scene.panel.stamp_place()
        assert look.sub is not None and news.contains(look.sub_rect.move(news.topleft)) and news.contains(rect)
        # a tie of two long names at the end
        scene._stamp(None, scene.words("stamp_win", name=f"{LONGEST[0]} & {LONGEST[2]}"), (246, 190, 60))
        w.frames(0.4)
        img, rect, _, _ = scene.panel.stamp_place()
        assert SCREEN.contains(rect) and news.contains(rect)
    finally:
        w.close()
    assert not w.problems, w.problems[:8]


@pytest.mark.parametrize("lang, sep", [("de", "."), ("en", ",")])
def test_points_use_the_languages_thousands_separator(make_app, lang, sep):
    """1.050 in German and 1,050 in English: on the sheet, the plates, the stamp, the log and in
    the reason a bank is refused."""
    from helpers import watch_frames

    rules = z.Rules(min_bank=1500, strict=True)
    app, scene = zehntausend(make_app, [(1, 1, 1, 5, 2), (6, 6)], seats_of(2, ["Sarah", "Tim"]), lang, rules)
    press(app, pygame.K_e)
    settle(app, scene)
    for i in range(4):
        click_die(app, scene, i)
    press(app, pygame.K_q)                 # 1050 is below the 1500 needed
    assert scene.refusal == app.texts("zehntausend.illegal.below_min_bank", minimum=f"1{sep}500",
                                      points=f"1{sep}050")
    frames = watch_frames(app, scene, seconds=0.2, after=lambda: True)
    texts = frames[-1][1]
    assert any(f"1{sep}050" in t for t in texts), texts
    assert not [t for t in texts if "1050" in t or "1500" in t]
    assert any(f"1{sep}500" in t for t in texts)
    target = app.texts("zehntausend.table.target", target=f"10{sep}000")
    assert target in texts
    other = "," if sep == "." else "."
    assert not any(f"1{other}050" in t or f"10{other}000" in t for t in texts)


@pytest.mark.parametrize("lang, figure", [("de", "78 %"), ("en", "78%")])
def test_durchmarsch_chance_is_written_the_languages_way(make_app, lang, figure):
    from helpers import watch_frames

    app, scene = durchmarsch(make_app, [], seats_of(2, ["Sarah", "Tim"]), lang)
    frames = watch_frames(app, scene, seconds=0.1, after=lambda: True)
    assert figure in frames[-1][1]


def rebind(app, device: str, **keys) -> None:
    for action, name in keys.items():
        setattr(app.config.keys[device], action, name)
    app.input.rebind(app.config)


def test_durchmarsch_hints_follow_a_rebound_key(make_app):
    """Sarah's buttons and Tim's heckling keys on his sheet show the keys as bound now."""
    from helpers import watch_frames

    app, scene = durchmarsch(make_app, [(6, 4, 1, 1, 2, 2, 3, 3)], seats_of(2, ["Sarah", "Tim"]))
    texts = watch_frames(app, scene, seconds=0.1, after=lambda: True)[-1][1]
    assert "E" in texts and {"I", "Anfeuern", "K", "Abraten"} <= set(texts)
    rebind(app, "keyboard1", confirm="r", back="f")
    rebind(app, "keyboard2", up="t", down="g")
    texts = watch_frames(app, scene, seconds=0.1, after=lambda: True)[-1][1]
    assert "R" in texts and "E" not in texts
    assert {"T", "Anfeuern", "G", "Abraten"} <= set(texts) and "I" not in texts
    press(app, pygame.K_r)                  # the new key throws
    settle(app, scene)
    texts = watch_frames(app, scene, seconds=0.1, after=lambda: True)[-1][1]
    assert scene.match.phase == dm.DECIDE
    assert "F" in texts and "R" in texts and "Q" not in texts


def test_zehntausend_hints_follow_a_rebound_key(make_app):
    """The buttons and the hint under them show the keys as bound now; the plates name each
    person's keyboard block in words, never a list of keys."""
    from helpers import watch_frames

    app, scene = zehntausend(make_app, [(1, 5, 3, 3, 2)], seats_of(2, ["Sarah", "Tim"]))
    texts = watch_frames(app, scene, seconds=0.1, after=lambda: True)[-1][1]
    assert "Tastatur 1" in texts and "Tastatur 2" in texts
    rebind(app, "keyboard1", confirm="r", back="f", left="z", right="c")
    rebind(app, "keyboard2", confirm="p")
    texts = watch_frames(app, scene, seconds=0.1, after=lambda: True)[-1][1]
    assert not any("F W R" in t or "Q W E" in t for t in texts), "no raw list of keys on a plate"
    assert "R" in texts and "E" not in texts, "the key on the throw button's cap, as bound now"
    press(app, pygame.K_r)
    settle(app, scene)
    assert scene.match.phase == "select"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_three_buttons_keep_their_labels_whole(make_app, readable, lang):
    """With 5er drehen there are three buttons: 'Aufschreiben: 100' wraps between its words,
    inside its button, with its key cap over it."""
    rules = z.Rules(turn_fives=True, escalation=True)
    app, scene = zehntausend(make_app, [(5, 5, 2, 3, 4)], seats_of(3), lang, rules)
    w = Watcher(app, scene)
    try:
        press(app, pygame.K_e)
        w.play()
        click_die(app, scene, 0)
        click_die(app, scene, 1)
        w.frames(0.3)
        small = w.sizes(readable)
    finally:
        w.close()
    assert len(scene.button_rects()) == 3
    assert not w.problems, w.problems[:8]
    assert not small, small[:8]
    from scenes.tables.zehntausend.lettering import flow

    label = app.texts("zehntausend.table.bank_points", points="100")
    rect = scene.button_rects()[1]
    size, lines = flow(label, 20, rect.w - 6, True)
    assert " ".join(lines) == label and len(lines) <= 2 and size >= 20, lines
    assert all(line in w.seen for line in lines)
    panel = scene.boxes()["panel"]
    assert all(panel.contains(rect) for rect in scene.button_rects())


def test_secondary_lines_read_in_light_ink_wherever_they_stand():
    """Seat labels, odds side-lines and captions use TEXT_DIM: it must read from the sofa on
    the room, a lighter panel, a card and the coach's card (strangers called the old grey hard
    to read)."""
    from scenes.ui import theme

    for background in (theme.BG, theme.BG_LIGHT, theme.PANEL[:3], theme.COACH_BG):
        assert contrast(theme.TEXT_DIM, background) >= 8.0, background
    assert contrast(theme.TEXT_DIM, theme.BG) >= 9.5
