"""The Zehntausend table read from the sofa: six players with the longest names, German and
English, scripted dice. No text is drawn under the readable floor; refusals, stamps and the
coach's card each have a place of their own, never over a die, the key hints, a seat's plate
or the score sheet; and an English table speaks English (besides the listed proper names)."""

from __future__ import annotations

import re

import pygame
import pytest
from helpers import press, settle, texts_drawn

from game.dice import ScriptedDice
from game.games import game_by_name
from game.i18n import Texts, load_table
from game.seats import Seat
from game.zehntausend import match as z

NAMES = ["WWWWWWWWWWWWWWWW", "Jürgen Größe-Übe", "MMMMMMMMMMMMMMMM", "Maximiliane Wöhl",
         "Großmütterchen X", "Hannelore Schütz"]
DEVICES = ["keyboard1", "keyboard2", "keyboard3", "keyboard4", "bot:normal", "bot:hard"]
SCREEN = pygame.Rect(0, 0, 1280, 720)
# seat 0: a six chosen and refused, then a 1 kept and a Niete; seat 1: a Pasch proven and
# written down; seat 2: a Niete at once
THROWS = [(1, 5, 6, 3, 3), (2, 3, 4, 6), (3, 3, 3, 2, 4), (5, 4), (2, 2, 3, 4, 6)]


def six_seats(make_app, lang):
    from scenes.tables.zehntausend.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat(name, device, hints=not device.startswith("bot")) for name, device in zip(NAMES, DEVICES, strict=True)]
    match = z.Match(6, z.Rules(), ScriptedDice(list(THROWS)))
    scene = TableScene(app, game_by_name("zehntausend"), seats, 1, match=match)
    app.push(scene)
    return app, scene


def click_die(app, scene, index):
    x, y, _, h, _ = scene.tray.pose(scene.ids[index])
    y -= h * scene.tray.die(scene.ids[index]).size * 0.4
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(round(x), round(y)), button=1))


def overlays(scene) -> list[tuple[str, pygame.Rect]]:
    """The refusal, the stamp (and its line) and the coach's card, where they stand now."""
    out = []
    panel = scene.panel
    shows = panel.news()
    if shows in ("refusal", "why"):
        out.append((shows, panel.refusal_rect()))
    elif shows == "stamp":
        _, rect, look, _ = panel.stamp_place()
        out.append(("stamp", rect))
        if look.sub is not None:
            out.append(("stamp line", look.sub_rect.move(scene.news_rect().topleft)))
    buttons = scene.button_rects()
    if scene.my_turn() is not None and scene.coach_words() is not None and buttons:
        out.append(("coach card", panel.coach_rect(min(b.y for b in buttons) - 6)))
    return out


def guarded(scene) -> list[tuple[str, pygame.Rect]]:
    """What an overlay must never cover: the tray and every die, the key hints, the buttons,
    each seat's plate (with its keys) and the score sheet."""
    out = [("tray", scene.boxes()["tray"]), ("sheet", scene.sheet_rect)]
    for tid in scene.tray.positions():
        corners, radius = scene.tray.footprint(tid)
        xs, ys = [x for x, _ in corners], [y for _, y in corners]
        die = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)).inflate(radius, radius)
        out.append((f"die {tid}", die))
    hints = scene.panel.hint_rect()
    if hints is not None:
        out.append(("key hints", hints))
    out += [(f"button {i}", rect) for i, rect in enumerate(scene.button_rects())]
    out += [(f"plate {i}", rect) for i, rect in enumerate(scene.plate_rects())]
    return out


class Sofa:
    """Draws frame by frame and notes every text under the floor, every overlay in the way,
    and every text drawn (for the language check)."""

    def __init__(self, app, scene):
        from scenes.ui import text

        self.app, self.scene = app, scene
        self.sizes = text.watch_sizes()
        self.texts = text.watch()
        self.small: set[tuple[str, int]] = set()
        self.in_the_way: set[str] = set()
        self.seen_overlays: set[str] = set()
        self.seen: set[str] = set()

    def frame(self) -> None:
        from scenes.ui.text import READABLE

        self.sizes.clear()
        self.texts.clear()
        self.app.draw()
        self.small |= {(t, size) for t, size in self.sizes if t.strip() and size < READABLE}
        self.seen |= set(self.texts)
        guards = guarded(self.scene)
        for name, rect in overlays(self.scene):
            self.seen_overlays.add(name)
            if not SCREEN.contains(rect):
                self.in_the_way.add(f"{name} {rect} runs off the screen")
            for other, box in guards:
                if rect.colliderect(box):
                    self.in_the_way.add(f"{name} {rect} covers {other} {box}")

    def run(self, seconds: float) -> None:
        for _ in range(int(seconds * 30)):
            for _ in range(4):
                self.app.step(1 / 120)
            self.frame()

    def until(self, done, seconds: float = 12.0) -> None:
        for _ in range(int(seconds * 30)):
            if done():
                return
            self.run(1 / 30)
        raise AssertionError("the table never got there")

    def close(self) -> None:
        from scenes.ui import text

        text.unwatch()


def play_the_script(app, scene) -> Sofa:
    """Seat 0: a six is refused (a refusal), a 1 is kept, the rest is a Niete (a stamp); seat 1
    proves a Pasch and writes 350 down; seat 2 throws a Niete. The coach advises seats 0-3."""
    sofa = Sofa(app, scene)
    idle = lambda: not scene.busy()          # noqa: E731
    try:
        sofa.run(0.2)
        press(app, pygame.K_e)
        sofa.until(idle)
        sofa.run(0.3)
        click_die(app, scene, 2)                  # the 6 on its own
        press(app, pygame.K_q)                    # write down: refused, with why
        assert scene.refusal
        sofa.run(0.5)
        click_die(app, scene, 2)
        click_die(app, scene, 0)                  # the 1
        scene.press(0, "throw_on")
        sofa.until(lambda: scene.stamp is not None)
        sofa.run(1.0)                             # "Niete!" and why
        sofa.until(lambda: scene.match.current_seat == 1 and idle())
        press(app, pygame.K_o)
        sofa.until(idle)
        for i in (0, 1, 2):
            click_die(app, scene, i)
        sofa.run(0.3)
        scene.press(1, "throw_on")
        sofa.until(idle)
        click_die(app, scene, 3)                  # the 5 proves the Pasch
        sofa.run(0.3)
        press(app, pygame.K_u)                    # write down 350
        sofa.until(lambda: scene.stamp is not None)
        sofa.run(1.0)
        sofa.until(lambda: scene.match.current_seat == 2 and idle())
        press(app, pygame.K_PAGEDOWN)             # seat 2 throws nothing
        sofa.until(lambda: scene.stamp is not None)
        sofa.run(1.0)
    finally:
        sofa.close()
    assert scene.match.totals[:3] == [0, 350, 0]
    return sofa


@pytest.mark.parametrize("lang", ["de", "en"])
def test_six_long_names_no_text_under_the_floor_and_nothing_in_the_way(make_app, lang):
    app, scene = six_seats(make_app, lang)
    sofa = play_the_script(app, scene)
    assert not sofa.small, sorted(sofa.small)[:10]
    assert not sofa.in_the_way, sorted(sofa.in_the_way)[:10]
    assert {"refusal", "stamp", "stamp line", "coach card"} <= sofa.seen_overlays
    assert app.texts("zehntausend.table.stamp_bust") in sofa.seen


def test_a_refusal_gives_the_news_strip_back_to_a_newer_stamp(make_app):
    """The refusal stands where stamps stand, so the newer of the two is shown, never both."""
    app, scene = six_seats(make_app, "de")
    press(app, pygame.K_e)
    for _ in range(120 * 8):
        app.step(1 / 120)
        if not scene.busy():
            break
    click_die(app, scene, 2)
    press(app, pygame.K_q)
    assert scene.panel.news() == "refusal"
    click_die(app, scene, 2)
    click_die(app, scene, 0)
    scene.press(0, "throw_on")
    for _ in range(120 * 8):
        app.step(1 / 120)
        if scene.stamp is not None:
            break
    assert scene.refusal, "the refusal's time has not run out yet"
    assert scene.panel.news() == "stamp"


def german_words() -> set[str]:
    """Words of the German tables no English table uses, and the seed's German rule terms."""
    def words(table):
        return {w.lower() for text in table.values() for w in re.findall(r"[^\W\d_]{3,}", text)}

    seed_terms = {"pasch", "pasche", "niete", "aufschreiben", "weiterwürfeln", "beiseite", "beweisen",
                  "bewiesen", "straße", "pyramide", "hausbau", "klopfen", "übernehmen", "steigerung",
                  "verschärft", "ergänzen", "bestätigen", "rückwärts", "bumerang", "zehntausend", "nix"}
    return (words(load_table("de")) - words(load_table("en"))) | seed_terms


def name_parts() -> set[str]:
    """The words of the players' names, and their beginnings: a name too long for its column
    of the score sheet is shortened there ("Großm…")."""
    return {w.lower()[:k] for name in NAMES for w in re.findall(r"[^\W\d_]+", name) for k in range(2, len(w) + 1)}


def test_an_english_table_speaks_english(make_app):
    """Every text the English table drew in the scripted game: no German word but the proper
    names the language table lists (and the players' own names)."""
    app, scene = six_seats(make_app, "en")
    sofa = play_the_script(app, scene)
    allowed = {w.lower() for w in Texts("en").list("zehntausend.proper_names.words")}
    assert allowed, "the list of proper names is in the English table"
    names = name_parts()
    german = german_words()
    found = set()
    for text in sofa.seen:
        for word in re.findall(r"[^\W\d_]+", text):
            w = word.lower()
            if w in names or w in allowed:
                continue
            if w in german or re.search(r"[äöüß]", w):
                found.add((word, text))
    assert not found, sorted(found)[:10]
    assert any("set" in t.lower() for t in sofa.seen), "the Pasch is called a set"


def test_the_proper_names_are_listed_alike_in_both_languages():
    de, en = Texts("de").list("zehntausend.proper_names.words"), Texts("en").list("zehntausend.proper_names.words")
    assert de == en and "Pasch" in en


def test_the_last_turns_dice_leave_the_tray_when_the_turn_passes(make_app):
    """After Sarah's Niete the next seat sees an empty tray, not her dice, until it throws."""
    app, scene = six_seats(make_app, "de")
    press(app, pygame.K_e)
    for _ in range(120 * 8):
        app.step(1 / 120)
        if not scene.busy():
            break
    click_die(app, scene, 0)
    scene.press(0, "throw_on")                    # 2, 3, 4, 6: a Niete
    for _ in range(120 * 12):
        app.step(1 / 120)
        if scene.match.current_seat == 1 and not scene.busy():
            break
    assert scene.stamp is None and scene.view.seat == 1
    for _ in range(120):
        app.step(1 / 120)
    assert scene.tray.positions() == {}, "no die of the last turn is left on the felt or beside it"
    app.draw()
    press(app, pygame.K_o)
    for _ in range(120 * 8):
        app.step(1 / 120)
        if not scene.busy():
            break
    assert sorted(scene.tray.faces_at_rest().values()) == [2, 3, 3, 3, 4]


def house_rules_table(make_app, lang, rules, throws, chances=(), picks=()):
    from scenes.tables.zehntausend.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat(name, device) for name, device in zip(NAMES, DEVICES, strict=True)]
    match = z.Match(6, rules, ScriptedDice(list(throws), list(chances), list(picks)))
    scene = TableScene(app, game_by_name("zehntausend"), seats, 1, match=match)
    app.push(scene)
    return app, scene


def fives(app, scene, sofa):
    """5er drehen: three buttons, each with its key cap."""
    press(app, pygame.K_e)
    sofa.until(lambda: not scene.busy())
    click_die(app, scene, 0)
    click_die(app, scene, 1)
    sofa.run(0.4)
    assert len(scene.button_rects()) == 3


def house(app, scene, sofa):
    """Hausbau: a house is stamped, the seat knocks and the dice lie flat."""
    press(app, pygame.K_e)
    sofa.until(lambda: scene.stamp is not None)
    sofa.until(lambda: not scene.busy())
    sofa.run(0.3)
    scene.press(0, "knock")
    sofa.until(lambda: not scene.busy())
    sofa.run(0.5)


def final_and_tie(app, scene, sofa):
    """The last round is stamped with its line; then a tie of two long names is stamped."""
    press(app, pygame.K_e)
    sofa.until(lambda: not scene.busy())
    for i in range(4):
        click_die(app, scene, i)
    press(app, pygame.K_q)
    sofa.until(lambda: scene.final_round and scene.stamp is not None)
    sofa.run(1.0)
    scene._stamp(None, scene.words("stamp_win", name=f"{NAMES[0]} & {NAMES[2]}"), (246, 190, 60))
    sofa.run(0.8)


def take_over(app, scene, sofa):
    """Übernehmen: seat 0 writes 100 down, seat 1 is offered the dice."""
    press(app, pygame.K_e)
    sofa.until(lambda: not scene.busy())
    click_die(app, scene, 0)
    press(app, pygame.K_q)
    sofa.until(lambda: scene.match.current_seat == 1 and not scene.busy())
    sofa.run(0.5)
    assert [c.kind for c in scene.choices()] == ["throw", "take_over"]


def backwards(app, scene, sofa):
    """Rückwärts: seat 0 throws, its 1 and 5 go onto the pile, the dice pass on."""
    press(app, pygame.K_e)
    sofa.until(lambda: scene.match.current_seat == 1 and not scene.busy())
    sofa.run(0.5)


SCENES = {
    "fives": (fives, z.Rules(turn_fives=True, escalation=True), [(5, 5, 2, 3, 4)], (), ()),
    "house": (house, z.Rules(house_building=True, knocking=True), [(1, 5, 3, 3, 2), (1, 5, 3, 3, 2)], (True, True), (0,)),
    "final": (final_and_tie, z.Rules(target=1000, strict=True), [(1, 1, 1, 5, 2)], (), ()),
    "take_over": (take_over, z.Rules(take_over=True), [(1, 3, 4, 6, 2)], (), ()),
    "backwards": (backwards, z.Rules(reverse=True), [(1, 5, 2, 3, 4)], (), ()),
}


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("name", list(SCENES))
def test_house_rules_read_from_the_sofa(make_app, lang, name):
    """Three buttons, a house and a knock, the last round and a tie of long names, a takeover,
    Rückwärts: no text under the floor, no stamp or refusal over a die, and English in English."""
    play, rules, throws, chances, picks = SCENES[name]
    app, scene = house_rules_table(make_app, lang, rules, throws, chances, picks)
    sofa = Sofa(app, scene)
    try:
        sofa.run(0.2)
        play(app, scene, sofa)
    finally:
        sofa.close()
    assert not sofa.small, sorted(sofa.small)[:10]
    assert not sofa.in_the_way, sorted(sofa.in_the_way)[:10]
    if lang == "en":
        allowed = {w.lower() for w in Texts("en").list("zehntausend.proper_names.words")}
        names = name_parts()
        german = german_words()
        found = {(word, text) for text in sofa.seen for word in re.findall(r"[^\W\d_]+", text)
                 if word.lower() not in names | allowed
                 and (word.lower() in german or re.search(r"[äöüß]", word.lower()))}
        assert not found, sorted(found)[:10]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_why_a_choice_does_not_count_stays_in_sight_beside_the_coachs_card(make_app, lang):
    """A lone 6 chosen with the coach's card up: the panel still says why it does not count
    (the most needed line keeps its place when the panel is full)."""
    from helpers import watch_frames

    app, scene = six_seats(make_app, lang)
    press(app, pygame.K_e)
    for _ in range(120 * 8):
        app.step(1 / 120)
        if not scene.busy():
            break
    click_die(app, scene, 2)
    texts = watch_frames(app, scene, seconds=0.1, after=lambda: True)[-1][1]
    (why, _, _), _ = scene.panel.choice_lines()
    assert why == app.texts("zehntausend.illegal.lone_face", count=1, face=6)
    assert scene.coach_words() is not None
    assert any(t.startswith(scene.coach_words().split("\n")[0]) for t in texts), "the coach's advice stays"
    assert why in texts, f"{why!r} is drawn whole"


def ring_at(app, rect) -> bool:
    """The coach's blue ring runs just outside the button `rect` (its top edge, mid-way)."""
    from scenes.ui import theme

    app.draw()
    return tuple(app.screen.get_at((rect.centerx, rect.y - 3)))[:3] == theme.COACH


def sarah_has_thrown(make_app, faces: tuple, hints: bool):
    """Sarah (hints as given) against Tim has thrown `faces`, and they lie still."""
    from scenes.tables.zehntausend.table import TableScene

    app = make_app()
    seats = [Seat("Sarah", "keyboard1", hints=hints), Seat("Tim", "keyboard2")]
    match = z.Match(2, z.Rules(), ScriptedDice([faces]))
    scene = TableScene(app, game_by_name("zehntausend"), seats, 1, match=match)
    app.push(scene)
    press(app, pygame.K_e)
    settle(app, scene)
    app.step(1 / 120)
    return app, scene


@pytest.mark.parametrize("hints", [True, False])
def test_the_button_the_coach_advises_wears_the_cards_blue_ring(make_app, hints):
    """After 1, 5, 6, 3, 3 the coach says: keep the 1 and throw on (`Hint.then`): with hints on
    the 1 wears the card's blue ring until it is marked, then that button does, the other
    never; with hints off nothing is ringed."""
    app, scene = sarah_has_thrown(make_app, (1, 5, 6, 3, 3), hints=hints)
    kinds = [c.kind for c in scene.choices()]
    rects = dict(zip(kinds, scene.button_rects(), strict=True))
    if not hints:
        assert scene.coach_hint() is None and scene.panel.advised() is None
        assert not any(ring_at(app, r) for r in rects.values())
        return
    hint = scene.coach_hint()
    assert isinstance(hint.action, z.Select) and isinstance(hint.then, z.Throw)
    assert scene.panel.advised() == "throw_on"
    # S does nothing before the 1 is marked: the ring is on the 1, the die the next key marks
    assert scene.coach_dice() == list(hint.action.dice) == [0]
    assert not ring_at(app, rects["throw_on"]) and not ring_at(app, rects["bank"])
    corners, _ = scene.tray.footprint(scene.ids[0])
    top = min(y for _, y in corners)
    centre = round(sum(x for x, _ in corners) / len(corners))
    column = [tuple(app.screen.get_at((centre, y)))[:3] for y in range(round(top) - 20, round(top))]
    from scenes.ui import theme

    assert theme.COACH in column, "the 1 wears the card's blue ring"
    for die in hint.action.dice:
        scene.toggle(die)
    app.step(1 / 120)
    assert scene.coach_dice() == []
    rects = dict(zip(kinds, scene.button_rects(), strict=True))      # (the buttons grow a line)
    assert ring_at(app, rects["throw_on"]) and not ring_at(app, rects["bank"])


def prompt_clear_of(app, scene, stage) -> list[str]:
    """The prompt's banner at `stage` (small or large) stands whole on the screen and covers
    nothing a player reads: not the target, the tray and its dice, a plate, the sheet, the
    panel (its points, card, buttons and key hints), the news strip's refusal, stamp or why."""
    from scenes.tables import prompt

    assert scene.prompt_stage() == stage, (scene.prompt_stage(), stage)
    app.draw()
    rect = scene.draw_prompt(app.screen)
    assert rect is not None
    boxes = scene.boxes()
    keep = [("target", scene.target_rect), ("panel", boxes["panel"]), ("news", boxes["news"]),
            ("aside", boxes["aside"]), *guarded(scene), *overlays(scene)]
    if "card" in boxes:
        keep.append(("scoring card", boxes["card"]))
    out = [f"{stage} prompt {rect} covers {name} {box}" for name, box in keep if rect.colliderect(box)]
    if not SCREEN.contains(rect):
        out.append(f"{stage} prompt {rect} runs off the screen")
    if stage == prompt.AGAIN or scene.shares_device(0):
        lines = scene._prompt_pic[2]
        assert len(lines) >= 2 and min(size for _, size, _ in lines) >= 28 if stage == prompt.AGAIN \
            else lines[0][1] > lines[-1][1], "the large form is the large one"
    return out


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 6, "2 on one keyboard"])
def test_the_prompt_has_a_place_of_its_own_small_and_large(make_app, lang, count):
    """Six (or two) seats with the longest names, hints on: the prompt, as it first asks and as
    it asks again large after ten seconds, at the turn's start, beside the coach's card and why
    a lone 6 does not count, and beside a refusal, never covers what a player reads; the
    header's "whose turn" steps aside for it (the prompt names that seat). Two people on one
    keyboard get the large form at once."""
    from scenes.tables import prompt

    app, scene = six_seats(make_app, lang) if count == 6 else two_seats(make_app, lang, count != 2)
    name = scene.seats[0].name
    problems = []

    def both_forms():
        for _ in range(int(2 * 120)):
            app.step(1 / 120)
        problems.extend(prompt_clear_of(app, scene, prompt.ASK))
        texts = texts_drawn(app)
        assert app.texts("zehntausend.table.turn", name=name) not in texts
        for _ in range(int(9 * 120)):
            app.step(1 / 120)
        problems.extend(prompt_clear_of(app, scene, prompt.AGAIN))

    both_forms()                                  # the turn's start
    press(app, pygame.K_e)
    for _ in range(120 * 8):
        app.step(1 / 120)
        if not scene.busy():
            break
    click_die(app, scene, 2)                      # a lone 6: why it does not count, the card up
    scene.wait.idle = 0.0
    scene.wait.pressed = False
    assert scene.panel.news() == "why" and scene.coach_words() is not None
    both_forms()
    press(app, pygame.K_q)                        # refused, with why
    assert scene.refusal
    scene.wait.idle = 9.0
    for _ in range(int(2 * 120)):
        app.step(1 / 120)
    assert scene.refusal and scene.panel.news() == "refusal"
    problems.extend(prompt_clear_of(app, scene, prompt.AGAIN))
    assert not problems, problems[:6]


def two_seats(make_app, lang, shared=False):
    from scenes.tables.zehntausend.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat(NAMES[0], "keyboard1", hints=True), Seat(NAMES[1], "keyboard1" if shared else "keyboard2", hints=True)]
    match = z.Match(2, z.Rules(), ScriptedDice(list(THROWS)))
    scene = TableScene(app, game_by_name("zehntausend"), seats, 1, match=match)
    app.push(scene)
    return app, scene




def test_when_writing_down_is_not_allowed_after_the_advised_dice_throwing_on_wears_the_ring(make_app):
    """1-1-1 5 2 with a Pasch to prove: the coach names 1-1-1 and no `then` (throwing on is the
    only way on); the ring marks "throw on" all the same."""
    app, scene = sarah_has_thrown(make_app, (1, 1, 1, 5, 2), hints=True)
    hint = scene.coach_hint()
    assert isinstance(hint.action, z.Select) and hint.then is None
    rects = dict(zip([c.kind for c in scene.choices()], scene.button_rects(), strict=True))
    assert scene.panel.advised() == "throw_on"
    assert sorted(scene.coach_dice()) == sorted(hint.action.dice)     # first the dice to mark
    for die in hint.action.dice:
        scene.toggle(die)
    app.step(1 / 120)
    rects = dict(zip([c.kind for c in scene.choices()], scene.button_rects(), strict=True))
    assert ring_at(app, rects["throw_on"]) and not ring_at(app, rects["bank"])


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_reminder_after_ten_seconds_stands_in_its_band_ring_and_all(make_app, lang):
    """Six 16-letter names: after 10 s of nothing the large "…, du bist dran!" banner and its
    pulsing ring stand inside the header band, with air above (never against the window's top
    edge) and clear of the tray's frame, when throwing and when choosing dice or a button."""
    from scenes.tables import prompt
    from scenes.tables.zehntausend.table import HEADER, RING_ROOM, TRAY_RECT

    app, scene = six_seats(make_app, lang)
    for moment in ("throw", "dice", "buttons"):
        if moment == "dice":
            press(app, pygame.K_e)
            for _ in range(120 * 8):
                app.step(1 / 120)
                if not scene.busy():
                    break
        if moment == "buttons":
            press(app, pygame.K_s)
        scene.wait.idle, scene.wait.pressed = 0.0, False
        for _ in range(11 * 120):
            app.step(1 / 120)
        assert scene.prompt_stage() == prompt.AGAIN, moment
        rect = scene.draw_prompt(app.screen)
        ring = rect.inflate(2 * RING_ROOM, 2 * RING_ROOM)
        assert HEADER.contains(ring), (moment, rect)
        assert rect.top >= 10, "air between the window's edge and the banner"
        assert not ring.colliderect(TRAY_RECT), (moment, rect)
        assert not ring.colliderect(scene.target_rect), (moment, rect)
        sizes = [size for _, size, _ in scene._prompt_pic[2]]
        assert len(sizes) >= 2 and min(sizes) >= 28, "the large form: name and key from the sofa"
        assert sizes[0] >= sizes[-1], "the name never smaller than the key"
