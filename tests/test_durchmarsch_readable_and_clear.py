"""The Durchmarsch table from the sofa: no text under the readable floor in either language with
the longest names; the refusal, heckles, stamp and coach's card each in a place of their own
(never over a die in the tray, a seat's keys or another player's sheet); the heading names the
number still to make; the last turn's dice leave the tray when the turn passes; English words
on the English table."""

from __future__ import annotations

import functools
import re
import tomllib
from pathlib import Path

import pygame
import pytest
from helpers import press, settle

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.engine import IllegalAction
from game.games import game_by_name
from game.seats import Seat

LONGEST = ["WWWWWWWWWWWWWWWW", "Jürgen Größe-Übe", "MMMMMMMMMMMMMMMM", "Bärbel Ölmüller"]
KEYBOARDS = ["keyboard1", "keyboard2", "keyboard3", "keyboard4"]
HECKLE_KEYS = [None, pygame.K_i, pygame.K_UP, pygame.K_KP8]    # each keyboard block's "up"
HIT_THEN_MISS = [(6, 4, 1, 1, 2, 2, 3, 3), (1, 1, 1, 1, 2, 2, 2)]


def forget_pictures() -> None:
    """Empty every cache of pictures holding text, so each text is drawn again while watched."""
    from scenes.tables.durchmarsch import art, table
    from scenes.ui import coach, layout, seat_panel

    for module in (art, table, coach, layout, seat_panel):
        for value in vars(module).values():
            if isinstance(value, functools._lru_cache_wrapper):
                value.cache_clear()


@pytest.fixture
def fresh_pictures():
    pygame.font.init()
    forget_pictures()
    yield
    forget_pictures()


def durchmarsch(make_app, count, lang="de", throws=HIT_THEN_MISS, names=LONGEST, hints=True):
    """`count` people with the longest names (the first with the coach's hints on), seat 0 first."""
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat(names[i], KEYBOARDS[i], hints=hints and i == 0) for i in range(count)]
    match = dm.Match(count, dm.Rules(), ScriptedDice(throws), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    return app, scene


def die_rects(scene) -> list[pygame.Rect]:
    """Where every die in the tray lies (its rounded square's bounds)."""
    out = []
    for die in scene.tray.ids:
        corners, radius = scene.tray.footprint(die)
        xs, ys = [x for x, _ in corners], [y for _, y in corners]
        out.append(pygame.Rect(min(xs) - radius, min(ys) - radius, max(xs) - min(xs) + 2 * radius,
                               max(ys) - min(ys) + 2 * radius))
    return out


def overlays(scene) -> dict[str, pygame.Rect]:
    """The rects of what pops up on the table this moment: refusal, heckles, stamp, coach card."""
    out = {}
    placed = scene.refusal_place()
    if placed is not None:
        out["refusal"] = placed[1]
    else:
        for heckle, _, rect in scene.heckle_places():
            out[f"heckle of seat {heckle.seat}"] = rect
    placed = scene.stamp_place()
    if placed is not None:
        out["stamp"] = placed[1]
    words = scene.coach_words()
    if words is not None and scene.stamp_place() is None:
        out["coach card"] = scene.coach_place([], words)[1]
    return out


def check_overlays(scene, seen: set[str]) -> list[str]:
    """What lies in the way this moment: an overlay over a die, a key or a sheet (or another overlay)."""
    problems = []
    showing = overlays(scene)
    seen.update(name.split(" of ")[0] for name in showing)
    keys = [] if scene.busy() or scene.shown.is_over else scene.button_rects()
    sheets = {f"sheet of seat {seat}": rect for seat, rect, _ in scene.sheet_rects()}
    for name, rect in showing.items():
        if not pygame.Rect(0, 0, 1280, 720).contains(rect):
            problems.append(f"{name} {rect} runs off the screen")
        for i, die in enumerate(die_rects(scene)):
            if rect.colliderect(die):
                problems.append(f"{name} {rect} covers die {i} at {die}")
        for key in keys:
            if rect.colliderect(key):
                problems.append(f"{name} {rect} covers the button with its key at {key}")
        for sheet, box in sheets.items():
            if rect.colliderect(box):
                problems.append(f"{name} {rect} covers the {sheet}")
        for other, box in showing.items():
            if other != name and rect.colliderect(box):
                problems.append(f"{name} {rect} lies on the {other}")
    return problems


def play_everything(app, scene, count, each_frame) -> None:
    """A throw that hits (every other seat heckles, a refusal, the coach's card), going on, a
    misthrow (its stamp), and the next seat's turn; `each_frame()` after every drawn frame."""

    def frames(seconds=8.0, until_idle=True):
        for _ in range(int(seconds * 60)):
            app.step(1 / 120)
            app.step(1 / 120)
            app.draw()
            each_frame()
            if until_idle and not scene.busy():
                break

    frames(0.2, until_idle=False)
    press(app, pygame.K_e)
    frames()
    frames(0.3, until_idle=False)          # the coach's card comes up
    assert scene.coach_words(), "the coach spoke"
    for key in HECKLE_KEYS[1:count]:
        press(app, key)
        frames(0.1, until_idle=False)
    frames(0.5, until_idle=False)
    scene.refuse(IllegalAction("durchmarsch.illegal.decide_first"))
    frames(0.5, until_idle=False)
    frames(2.6, until_idle=False)          # the refusal goes, the heckles come back
    press(app, pygame.K_e)                 # go on: the misthrow
    frames()
    frames(0.5, until_idle=False)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 3, 4])
def test_no_text_on_the_table_is_under_the_readable_floor(make_app, fresh_pictures, lang, count):
    from scenes.ui import text

    app, scene = durchmarsch(make_app, count, lang)
    sizes = text.watch_sizes()
    try:
        play_everything(app, scene, count, lambda: None)
    finally:
        text.unwatch()
    small = sorted({(t, size) for t, size in sizes if t.strip() and size < text.READABLE})
    assert not small, small[:10]
    said = {t for t, _ in sizes}
    assert LONGEST[1] in said and app.texts("durchmarsch.table.miss") in said
    assert any(app.texts("app.coach.title") in t for t in said) or scene.coach_words() is None


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 3, 4])
def test_refusal_heckles_stamp_and_coach_card_never_cover_dice_keys_or_sheets(make_app, lang, count):
    app, scene = durchmarsch(make_app, count, lang)
    problems: list[str] = []
    seen: set[str] = set()

    def check():
        for problem in check_overlays(scene, seen):
            if problem not in problems:
                problems.append(problem)

    play_everything(app, scene, count, check)
    assert not problems, problems[:8]
    assert {"refusal", "heckle", "stamp", "coach card"} <= seen, seen


def test_a_heckle_that_finds_no_room_waits_for_it(make_app):
    """Three long heckles at once: what does not fit the lane shows when room is made."""
    app, scene = durchmarsch(make_app, 4, hints=False)
    press(app, pygame.K_e)
    settle(app, scene)
    for key in HECKLE_KEYS[1:]:
        press(app, key)
    shown_at_some_point = set()
    for _ in range(120 * 8):
        app.step(1 / 120)
        shown_at_some_point |= {h.seat for h, _, _ in scene.heckle_places()}
        if not scene.heckles:
            break
    assert shown_at_some_point == {1, 2, 3}


@pytest.mark.parametrize("lang, needs", [("de", "braucht die {n}"), ("en", "needs the {n}")])
def test_the_heading_names_the_number_still_to_make(make_app, lang, needs):
    """Sarah makes the 10 and the 9 and stops; Tim misses; Sarah is back for the 8."""
    throws = [(6, 4, 1, 1, 2, 2, 3, 3), (5, 4, 1, 1, 2, 2, 3), (1, 1, 1, 1, 2, 2, 2, 2),
              (6, 2, 1, 1, 3, 3, 4, 4)]
    app, scene = durchmarsch(make_app, 2, lang, throws=throws, names=["Sarah", "Tim"], hints=False)

    def heading() -> str:
        return scene.banner[0]

    assert heading().endswith(needs.format(n=10))
    press(app, pygame.K_e)
    app.step(1 / 120)
    assert heading().endswith(needs.format(n=10)), "while the dice fly, still the 10"
    settle(app, scene)
    assert heading().endswith(needs.format(n=9)), heading()
    press(app, pygame.K_e)                 # go on
    settle(app, scene)
    assert heading().endswith(needs.format(n=8)), heading()
    press(app, pygame.K_q)                 # stop
    settle(app, scene)
    assert heading().startswith("Tim") and heading().endswith(needs.format(n=10)), heading()
    press(app, pygame.K_o)                 # Tim misses
    settle(app, scene)
    assert heading().startswith("Sarah") and heading().endswith(needs.format(n=8)), heading()


@pytest.mark.parametrize("ending", ["misthrow", "stop"])
def test_the_tray_is_empty_of_the_last_turns_dice_when_the_next_turn_starts(make_app, ending):
    """The dice that decided Sarah's turn (and the one she set aside) lie still until the turn
    passes, then leave: Tim's turn starts with an empty tray."""
    from helpers import texts_with, watch_frames

    if ending == "misthrow":
        throws, keys = [(1, 1, 1, 1, 2, 2, 2, 2)], [pygame.K_e]
    else:
        throws, keys = [(6, 4, 1, 1, 2, 2, 3, 3), (5, 4, 1, 1, 2, 2, 3)], [pygame.K_e, pygame.K_e, pygame.K_q]
    app, scene = durchmarsch(make_app, 2, throws=throws, names=["Sarah", "Tim"], hints=False)
    for key in keys[:-1]:
        press(app, key)
        settle(app, scene)
    press(app, keys[-1])
    frames = watch_frames(app, scene, also=lambda: len(scene.tray.ids))
    told = texts_with(frames, "Aufgehört" if ending == "stop" else "Fehlwurf!")
    assert told and all(frames[i][2] >= 1 for i in told), "the dice stay while the result is told"
    tims = texts_with(frames, "Tim ist dran")
    assert tims and tims[0] > told[-1]
    assert scene.current == 1 and scene.tray.ids == [], "Tim's turn starts with an empty tray"
    assert scene.tray.faces_at_rest() == {} and scene.aside_ids == [] and scene.last_ids == []


def words_of(value) -> set[str]:
    if isinstance(value, dict):
        return set().union(*(words_of(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(words_of(v) for v in value)) if value else set()
    if isinstance(value, str):
        return {w.lower() for w in re.findall(r"[^\W\d_]{3,}", re.sub(r"\{[^}]*\}", " ", value))}
    return set()


def german_only_words() -> set[str]:
    """Words of the German tables (the app's and Durchmarsch's) that no English text uses."""
    root = Path(__file__).resolve().parent.parent / "assets" / "i18n"
    words = {}
    for lang in ("de", "en"):
        words[lang] = set()
        for name in ("app", "durchmarsch"):
            words[lang] |= words_of(tomllib.loads((root / lang / f"{name}.toml").read_text(encoding="utf-8")))
    return words["de"] - words["en"] - {"durchmarsch"}


def test_the_english_key_line_says_what_the_keys_do_in_english(make_app):
    from helpers import watch_frames

    app, scene = durchmarsch(make_app, 2, "en", names=["Sarah", "Tim"], hints=False)
    texts = watch_frames(app, scene, seconds=0.1, after=lambda: True)[-1][1]
    line = scene.plate_text(1, True)
    assert line == "I cheer on  ·  K urge caution"
    assert {"I", "cheer on", "K", "urge caution"} <= set(texts)      # as key caps, each with its word
    assert not words_of(line) & german_only_words()


def test_every_english_text_of_the_table_is_english(make_app):
    """A whole scripted turn in English, with heckles, a refusal, the coach and a stamp: no
    word of the German tables on screen (the game's name may stay)."""
    from scenes.ui import text

    app, scene = durchmarsch(make_app, 4, "en", names=["Sarah", "Tim", "Ute", "Vera"])
    seen = text.watch()
    everything: set[str] = set()
    try:
        play_everything(app, scene, 4, lambda: (everything.update(seen), seen.clear()))
    finally:
        text.unwatch()
    german = german_only_words()
    found = {t: sorted(words_of(t) & german) for t in everything if words_of(t) & german}
    assert not found, found
    assert "Misthrow!" in everything
    assert {"I", "cheer on", "K", "urge caution"} <= everything


def test_a_bots_turn_is_told_in_english(make_app):
    """Sarah misses, the bot's turn: its plate and 'is thinking' line are English words too."""
    from scenes.tables.durchmarsch.table import TableScene
    from scenes.ui import text

    app = make_app()
    app.set_language("en")
    seats = [Seat("Sarah", "keyboard1"), Seat("Robo", "bot:hard")]
    match = dm.Match(2, dm.Rules(), ScriptedDice([(1, 1, 1, 1, 2, 2, 2, 2), (1, 1, 1, 1, 2, 2, 2, 2)]), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    press(app, pygame.K_e)
    seen = text.watch()
    everything: set[str] = set()
    try:
        for _ in range(120 * 10):
            app.step(1 / 120)
            app.draw()
            everything.update(seen)
            seen.clear()
            if scene.match.current_seat == 0 and scene.match.to_dict()["turns"][1] >= 1:
                break
    finally:
        text.unwatch()
    assert app.texts("app.table.bot_thinking", name="Robo") in everything
    found = {t: sorted(words_of(t) & german_only_words()) for t in everything if words_of(t) & german_only_words()}
    assert not found, found


def test_heckles_called_during_a_refusal_wait_for_it_and_then_show_their_full_time(make_app):
    app, scene = durchmarsch(make_app, 3, hints=False)
    press(app, pygame.K_e)
    settle(app, scene)
    scene.refuse(IllegalAction("durchmarsch.illegal.decide_first"))
    press(app, pygame.K_i)
    for _ in range(120 * 2):
        app.step(1 / 120)
        assert scene.refusal_place() is not None and scene.heckles, "the heckle waits under the refusal"
    for _ in range(120):
        app.step(1 / 120)
    assert scene.refusal is None and [h.seat for h, _, _ in scene.heckle_places()] == [1]
    for _ in range(120 * 2):
        app.step(1 / 120)
    assert scene.heckle_places(), "it shows its whole time once the lane is free"


def prompt_problems(scene, surface) -> list[str]:
    """What the prompt's banner lies on this moment (it has the turn band to itself)."""
    from scenes.tables.durchmarsch.table import HEADER, TRAY_RECT, VOICES

    rect = scene.draw_prompt(surface)
    if rect is None:
        return ["no prompt shows"]
    problems = []
    if not HEADER.contains(rect):
        problems.append(f"prompt {rect} leaves the turn band {HEADER}")
    heading = scene.heading_rect()
    words = scene.prompt_words
    if heading is not None and words is not None and words.colliderect(heading):
        problems.append(f"prompt {words} covers the heading at {heading}")
    if rect.colliderect(scene.title_rect()):
        problems.append(f"prompt {rect} covers the title at {scene.title_rect()}")
    others = {"tray": TRAY_RECT, "voices lane": VOICES, "choice panel": scene.layout.decision,
              **overlays(scene), **{f"sheet of seat {s}": r for s, r, _ in scene.sheet_rects()}}
    others.update({f"die {i}": r for i, r in enumerate(die_rects(scene))})
    if not scene.busy():
        others.update({f"button {i}": r for i, r in enumerate(scene.button_rects())})
    problems += [f"prompt {rect} covers the {name} at {box}" for name, box in others.items()
                 if rect.colliderect(box)]
    if scene.reminder_rect is not None:      # the large reminder after ten seconds: name and keys
        seat = scene.wait.decision[1]
        turn = scene.t("app.prompt.turn", name=scene.seats[seat].name)
        name = scene.seats[seat].name
        wanted = [text for pair in scene.reminder_keys(seat) for text in pair]
        _pic, shown = reminder_picture_of(scene)
        said = [text for text, _ in shown]
        named = said[0] in (turn, name) or (said[0].endswith("…") and name.startswith(said[0][:-1]))
        if not named or said[1:] != wanted or min(size for _, size in shown) < 20:
            problems.append(f"the reminder says {shown!r}, not {wanted!r}")
        return problems
    said = " ".join(text for text, _, _ in scene._band_prompt[1])
    if said.split() != scene.prompt_text().split():
        problems.append(f"the prompt says {said!r}, not all of {scene.prompt_text()!r}")
    return problems


def reminder_picture_of(scene):
    from scenes.tables.durchmarsch import reminder
    from scenes.tables.durchmarsch.table import HEADER

    seat = scene.wait.decision[1]
    left = scene.prompt_place()[1][0]
    turn = scene.t("app.prompt.turn", name=scene.seats[seat].name)
    return reminder.reminder_picture(turn, scene.reminder_keys(seat), scene.style(seat),
                                     HEADER.right - 16 - reminder.REACH - left, scene.seats[seat].name)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 3, 4])
@pytest.mark.parametrize("shared", [False, True])
def test_the_prompt_never_covers_the_heading_dice_keys_sheets_card_refusal_or_heckles(make_app, lang, count, shared):
    """Small after two seconds, large after ten more (or at once when people share a block),
    before the throw and at the stop-or-go-on choice with the coach's card, the heckles and a
    refusal up: the prompt stays in the turn band, whole, and the heading beside it."""
    from scenes.tables import prompt

    app, scene = durchmarsch(make_app, count, lang)
    if shared:
        from scenes.tables.base import device_seating

        scene.seats = [Seat(s.name, "keyboard1", hints=s.wants_hints) for s in scene.seats]
        app.input.assign(device_seating(scene.seats))
    surface = pygame.Surface((1280, 720))

    def wait(seconds):
        for _ in range(round(seconds * 120)):
            app.step(1 / 120)

    def check(stage):
        app.draw()
        assert scene.prompt_stage() == stage, (scene.prompt_stage(), stage)
        problems = prompt_problems(scene, surface)
        assert not problems, problems
        if stage == prompt.AGAIN:       # the reminder has the band right of the title to itself
            assert scene.heading_place() is None
            return
        short = scene.heading_place()[3]
        assert short == app.texts("durchmarsch.table.turn_short", row=1, number=scene.shown.target or 10)

    wait(2)
    check(prompt.ASK)
    wait(9)
    check(prompt.AGAIN)
    press(app, pygame.K_e)
    settle(app, scene)
    wait(0.3)
    assert scene.coach_words(), "the coach's card shows"
    if not shared:
        for key in HECKLE_KEYS[1:count]:
            press(app, key)
    wait(1.7)
    check(prompt.ASK)
    scene.refuse(IllegalAction("durchmarsch.illegal.decide_first"))
    check(prompt.ASK)
    wait(9)
    scene.refuse(IllegalAction("durchmarsch.illegal.decide_first"))
    check(prompt.AGAIN)
    for _ in range(5):                      # the ring pulses: never out of the band
        wait(0.15)
        check(prompt.AGAIN)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 3, 4])
def test_every_hint_of_the_coach_fits_above_the_stop_and_go_on_buttons(make_app, lang, count):
    """The longest lead of each kind with the widest numbers: the card lies in the choice panel
    and never on a button or its key cap."""
    app, scene = durchmarsch(make_app, count, lang)
    press(app, pygame.K_e)
    settle(app, scene)
    assert scene.shown.phase == dm.DECIDE
    numbers = app.texts("app.coach.numbers", measure=app.texts("durchmarsch.coach.measure.win"),
                        options=app.texts("app.coach.join").join(
                            app.texts("app.coach.option", option=app.texts(f"durchmarsch.coach.option.{o}"),
                                      value="< 0,001 %") for o in ("go_on", "stop")))
    for key in ("go_on", "go_on_race", "stop", "go_on_close", "go_on_race_close", "stop_close"):
        words = app.texts(f"durchmarsch.coach.{key}", number=10, dice=8) + "\n" + numbers
        scene.coach_words = lambda words=words: words
        buttons = scene.button_rects()
        _, card = scene.coach_place([], words)
        assert scene.layout.decision.contains(card), (key, card, scene.layout.decision)
        assert card.collidelist(buttons) == -1, (key, card, buttons)


def test_a_sheet_offers_heckling_keys_only_to_someone_whose_keys_can_heckle(make_app):
    """Anna and Ben share keyboard 1, Carl has keyboard 2: on Anna's turn Ben's keys play for
    her, so his sheet names who plays it; Carl's shows his heckling keys. On Carl's turn both
    Anna's and Ben's sheets show theirs."""
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard1"), Seat("Carl", "keyboard2")]
    match = dm.Match(3, dm.Rules(), ScriptedDice([(1, 1, 1, 1, 2, 2, 2, 3)] * 4), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    cheer = app.texts("durchmarsch.table.heckle_more_short")
    assert cheer not in scene.plate_text(1, False) and cheer in scene.plate_text(2, False)
    for _ in range(2):                       # Anna misthrows, then Ben
        press(app, pygame.K_e)
        settle(app, scene)
    assert scene.current == 2
    assert cheer in scene.plate_text(0, False) and cheer in scene.plate_text(1, False)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 3, 4])
@pytest.mark.parametrize("long", ["WWWWWWWWWWWWWWWW", "Maximilian-Alexa"])
def test_a_long_name_moves_nothing_on_the_other_sheets(make_app, count, long, lang):
    """A 16-letter name at seat 1 lays out seat 1's sheet alone (its name across the top like
    every name): every other sheet's name, "Bot (mittel)" / key words and rows stand exactly where
    they stand with a short name at seat 1, and every sheet's rows start at the same x."""
    def layout(first: str):
        names = [first, "Ben", "Clara", "David"]
        app, scene = durchmarsch(make_app, count, lang, names=names, hints=False)
        app.draw()
        looks = {seat: scene.look(seat, rect.size, large) for seat, rect, large in scene.sheet_rects()}
        plates = {seat: scene.plate_caps(seat, looks[seat], rect.size) for seat, rect, large in scene.sheet_rects()}
        return scene, looks, plates

    _, short_looks, short_plates = layout("Anna")
    scene, looks, plates = layout(long)
    for seat in range(1, count):
        a, b = short_looks[seat], looks[seat]
        assert (a.left, a.top, a.cell, a.row_h, a.name_size, a.name_on_top, a.plate_lines, a.plate_size) == \
            (b.left, b.top, b.cell, b.row_h, b.name_size, b.name_on_top, b.plate_lines, b.plate_size), (seat, a, b)
        assert [r for *_, r in short_plates[seat]] == [r for *_, r in plates[seat]], seat
        assert a.cell_rect(0, 0) == b.cell_rect(0, 0) and a.cell_rect(3, 9) == b.cell_rect(3, 9), seat
    assert len({look.cell_rect(0, 0).x for look in looks.values()}) == 1, "every sheet's rows start at one x"
    assert len({look.cell_rect(0, 9).right for look in looks.values()}) == 1
    if count > 2:
        assert all(look.name_on_top for look in looks.values())


def test_short_names_stand_across_the_top_like_long_ones(make_app):
    """Anna's name stands where Maximilian-Alexa's would: across the sheet's top line."""
    app, scene = durchmarsch(make_app, 4, "en", names=["Anna", "Ben", "Clara", "David"], hints=False)
    app.draw()
    looks = [scene.look(seat, rect.size, large) for seat, rect, large in scene.sheet_rects()]
    assert all(look.name_on_top for look in looks)


def test_who_plays_and_the_heckling_keys_are_larger_than_the_floor_where_they_fit(make_app):
    """From the sofa: "I Anfeuern", "Tastatur 1", "beiseite" at 22 px on a four-seat table."""
    app, scene = durchmarsch(make_app, 4, "de", names=["Anna", "Ben", "Clara", "David"], hints=False)
    app.draw()
    looks = [scene.look(seat, rect.size, large) for seat, rect, large in scene.sheet_rects()]
    assert all(look.plate_size >= 22 and look.plate_lines for look in looks), looks


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_prompt_at_the_choice_names_exactly_the_buttons_shown(make_app, lang):
    """After a hit, the banner says the two buttons as they stand (their key, their word) and
    names no key that no button shows."""
    from scenes.ui.seat_panel import key_label

    app, scene = durchmarsch(make_app, 2, lang)
    press(app, pygame.K_e)
    settle(app, scene)
    assert scene.shown.phase == dm.DECIDE
    for _ in range(120 * 11):
        app.step(1 / 120)
    said = scene.prompt_text()
    assert said is not None
    said = said.replace("\u00a0", " ")      # (a key is joined to its word by a no-break space)
    seat = scene.seats[0]
    buttons = [(key_label(app, seat, "back"), app.texts("durchmarsch.table.stop")),
               (key_label(app, seat, "confirm"), app.texts("durchmarsch.table.go_on"))]
    for key, word in buttons:
        assert f"{key} {word}" in said, (said, key, word)
    for action in ("left", "right", "up", "down"):
        other = key_label(app, seat, action)
        assert other not in re.findall(r"\b\w\b", said), f"{said!r} names {other}, which no button shows"


def contrast(a, b) -> float:
    """The contrast ratio of two colours (WCAG: 4.5 is the least for text, 7 reads easily)."""
    def lum(c):
        def ch(v):
            v /= 255
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2])
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_heckling_keys_on_a_waiting_sheet_read_dark_on_the_paper(make_app, lang):
    """Tim waits for his turn: "I anfeuern / K abraten" stand on his sheet in ink as dark as a
    pen's (contrast 7:1 or more against the paper), not in a pale grey."""
    from scenes.ui import text, theme

    app, scene = durchmarsch(make_app, 2, lang)
    places = text.watch_places()
    try:
        app.draw()
    finally:
        text.unwatch()
    cheer = app.texts("durchmarsch.table.heckle_more_short")
    placed = [(r, surface) for t, r, surface in places if cheer in t]
    assert placed, "Tim's sheet names his heckling keys"
    for rect, surface in placed:
        pixels = [surface.get_at((x, y))[:3] for x in range(rect.left, rect.right)
                  for y in range(rect.top, rect.bottom)]
        darkest = min(pixels, key=sum)
        assert contrast(darkest, theme.PAPER) >= 7.0, darkest


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_large_prompt_after_ten_seconds_has_room_in_the_band_ring_and_all(make_app, lang):
    """After 10 s of nothing the large "Sarah, du bist dran!" banner and its pulsing ring stand
    inside the turn band with air above: never against the window's top edge, never clipped."""
    from scenes.tables import prompt
    from scenes.tables.durchmarsch.table import HEADER, RING_ROOM

    app, scene = durchmarsch(make_app, 4, lang, names=["Sarah", "Tim", "Ida", "Bo"])
    surface = pygame.Surface((1280, 720))
    for _ in range(round(11 * 120)):
        app.step(1 / 120)
    assert scene.prompt_stage() == prompt.AGAIN
    rect = scene.draw_prompt(surface)
    assert HEADER.contains(rect.inflate(2 * RING_ROOM, 2 * RING_ROOM)), rect
    assert rect.top >= 10, "air between the window's edge and the banner"
    _pic, shown = reminder_picture_of(scene)
    sizes = [size for _, size in shown]
    assert sizes[0] >= 36 and min(sizes) >= 20, "the large form, readable"


def units_kept(action: str, lines: list[str]) -> list[str]:
    """The key-and-word units of `action` ("E\u00a0Weitermachen") that no one line holds whole."""
    return [unit for unit in action.split(" ") if "\u00a0" in unit and not any(unit in line for line in lines)]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("name", ["Maximilian-Alexa", "Jürgen Größe-Übe"])
def test_the_banner_never_parts_a_key_from_its_word_nor_breaks_the_name(make_app, lang, name):
    """"Maximilian-Alexa: Q Aufhören · E" / "Weitermachen" read as if E stood alone: a key
    stays on the line of its word, and the name (16 letters) stays whole on its line, in the
    throw and in the choice, asked and asked again after 10 s."""
    from scenes.ui.seat_panel import key_label

    app, scene = durchmarsch(make_app, 2, lang, names=[name, "Tim"], hints=False)
    seen = set()
    for phase in (dm.ROLL, dm.DECIDE):
        if phase == dm.DECIDE:
            press(app, pygame.K_e)
            settle(app, scene)
        assert scene.shown.phase == phase
        action = scene.prompt_action(0)
        assert f"{key_label(app, scene.seats[0], 'confirm')}\u00a0" in action, action
        for _ in range(120 * 11):
            app.step(1 / 120)
            if scene.prompt_stage() is None or scene.prompt_stage() in {s for p, s in seen if p == phase}:
                continue
            seen.add((phase, scene.prompt_stage()))
            scene.draw_prompt(app.screen)
            lines = [text for text, _, _ in scene._band_prompt[1]]
            assert lines[0].startswith(name.replace(" ", "\u00a0")), lines
            assert not units_kept(action, lines), (lines, units_kept(action, lines))
    assert len(seen) == 4, seen


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("kinds", [["keyboard1", "keyboard2"], ["keyboard1", "keyboard2", "bot:normal", "bot:normal"]])
def test_the_large_reminder_comes_after_ten_silent_seconds_whatever_the_table(make_app, lang, kinds):
    """The large "ist dran!" came after about 4 s at a four-seat table and 12 s at a two-person
    one: at both, the first ask is never the large form (white, at its own size, wrapped where it must),
    and the large reminder comes when the person has let 10 s pass since the dice rested,
    never sooner, when throwing and when choosing."""
    from scenes.tables import prompt
    from scenes.tables.durchmarsch.table import ASK_SIZE

    names = ["Maximilian-Alexa", "Ben", "Clara", "David"]
    if len(kinds) == 2:
        app, scene = durchmarsch(make_app, 2, lang, names=names, hints=True)
    else:
        from scenes.tables.durchmarsch.table import TableScene

        app = make_app()
        app.set_language(lang)
        seats = [Seat(names[i], k, hints=i == 0) for i, k in enumerate(kinds)]
        scene = TableScene(app, game_by_name("durchmarsch"), seats, 1,
                           match=dm.Match(4, dm.Rules(), ScriptedDice(HIT_THEN_MISS), first_seat=0))
        app.push(scene)
    for phase in (dm.ROLL, dm.DECIDE):
        if phase == dm.DECIDE:
            press(app, pygame.K_e)
            settle(app, scene)
        assert scene.shown.phase == phase and not scene.busy()
        silent = 0.0
        while scene.prompt_stage() != prompt.AGAIN:
            app.step(1 / 120)
            silent += 1 / 120
            if scene.prompt_stage() == prompt.ASK:
                scene.draw_prompt(app.screen)
                asked = scene._band_prompt[1]         # never the large form (a long one wraps, never smaller
                assert len(asked) <= 2 and all(prompt.SMALL_SIZE <= size <= ASK_SIZE     # than the small ask)
                                               for _, size, _ in asked), asked
                assert not asked[0][0].startswith(scene.t("app.prompt.turn", name=names[0])), asked
            assert silent < 10.1
        assert silent >= 10.0 - 1 / 60, silent


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_turn_banner_keeps_its_own_margin_from_the_top_and_the_title(make_app, lang):
    """At 960x540 (the 1280x720 table scaled by 3/4) the "Ben ist dran!" banner, its pulsing
    ring at its widest, stands at least 8 px below the window's top edge and 8 px right of the
    game's title: it never touches either."""
    from scenes.tables import prompt

    app, scene = durchmarsch(make_app, 4, lang, names=["Sarah", "Ben", "Ida", "Bo"])
    surface = pygame.Surface((1280, 720))
    for _ in range(round(11 * 120)):
        app.step(1 / 120)
    assert scene.prompt_stage() == prompt.AGAIN
    from scenes.tables.durchmarsch.table import RING_REACH

    ring = scene.draw_prompt(surface).inflate(2 * RING_REACH, 2 * RING_REACH)    # the ring at its widest
    scale = 960 / 1280
    assert ring.top * scale >= 8, ring
    assert (ring.left - scene.title_rect().right) * scale >= 8, (ring, scene.title_rect())
    from scenes.tables.durchmarsch.table import SHEETS

    assert ring.bottom <= SHEETS.top, "the sheets start under it"


def test_the_english_odds_and_heckling_keys_read_as_natural_english(make_app):
    """The numbers the row still needs and the waiting person's key to talk the roller out of
    it are said the way an English player would say them."""
    from helpers import watch_frames

    app, scene = durchmarsch(make_app, 2, "en", names=["Sarah", "Tim"], hints=False)
    texts = watch_frames(app, scene, seconds=0.1, after=lambda: True)[-1][1]
    assert "10 more numbers to win" in texts
    assert "urge caution" in texts and "cheer on" in texts
    assert not [t for t in texts if "Marching" in t or "warn off" in t]
