"""Choosing dice at the Zehntausend table as a stranger meets it: the keys the prompt names do
what it says, the cursor marks one die, the turn's line counts the chosen dice at once, the
coach names the numbers the table shows, and the scoring card says four of a kind plainly."""

from __future__ import annotations

import random

import pygame
import pytest
from helpers import press, settle, sizes_drawn
from test_zehntausend_table import click, die_pos

from game.dice import ScriptedDice
from game.games import game_by_name
from game.seats import Seat
from game.zehntausend import match as z
from scenes.tables.zehntausend.sheet import card_lines as card_rows
from scenes.ui import text as text_module

LANGS = ("de", "en")


def table(make_app, throws, lang="en", hints=False, dice=5):
    from scenes.tables.zehntausend.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat("Anna", "keyboard1", hints=hints), Seat("Ben", "keyboard2")]
    match = z.Match(2, z.Rules(dice=dice), ScriptedDice(throws))
    scene = TableScene(app, game_by_name("zehntausend"), seats, 1, match=match)
    app.push(scene)
    return app, scene


def thrown(app, scene):
    press(app, pygame.K_e)
    settle(app, scene)


def texts_on_screen(app) -> list[str]:
    said = text_module.watch_sizes()
    app.draw()
    return [t for t, _ in said]


def turn_line(app, scene) -> str:
    prefix = scene.words("turn_points", points="")
    return next(t for t in texts_on_screen(app) if t.startswith(prefix))


@pytest.mark.parametrize("lang", LANGS)
def test_the_keys_the_prompt_names_do_what_it_says(make_app, lang):
    """A D walk the cursor over the dice that can be set aside (the 1s and the 5), left to
    right as they lie, never onto the 6 or the 3 that score nothing; the hint says so."""
    faces = (1, 6, 5, 3, 1)
    app, scene = table(make_app, [faces], lang)
    thrown(app, scene)
    words = scene.prompt_action(0)            # "Erst Würfel mit E markieren" (no hints: no advice)
    assert "E" in words and "A/D" in scene.foot_hint(scene.seats[0])
    scoring = {scene.ids[i] for i, f in enumerate(faces) if f in (1, 5)}
    seen = [scene.tray.cursor_id]
    for _ in range(5):
        press(app, pygame.K_d)
        seen.append(scene.tray.cursor_id)
        assert scene.decision.focus == "dice"
    assert set(seen) == scoring, "D reaches every die that scores, and only those"
    walk = seen[:3]
    assert seen[3:] == walk, "round and round in the same order"
    assert walk == scene.dice_in_order(sorted(scoring)), "left to right as the dice lie"
    press(app, pygame.K_a)
    assert scene.tray.cursor_id == seen[-2]
    press(app, pygame.K_s)                           # nothing marked: S throws nothing on
    assert scene.match.phase == "select" and scene.tray.cursor_id in scoring
    hint = scene.hint(scene.seats[0])
    assert hint.startswith("A/D ") and "S " in hint
    assert app.texts("zehntausend.table.hint_dice", move="A/D", confirm="E", down="S") in hint
    assert ("scoring" if lang == "en" else "zählenden") in hint, "the hint says which dice the cursor visits"


@pytest.mark.parametrize("dice", (5, 6))
def test_resting_dice_never_overlap_and_the_cursor_marks_exactly_one(make_app, dice):
    from scenes.tables.zehntausend.table import DICE_GAP

    app, scene = table(make_app, [], dice=dice)
    rng = random.Random(dice)
    tray = scene.tray
    for seed in range(40):
        tray.seed = seed
        ids = tray.throw([rng.randint(1, 6) for _ in range(dice)], "pip")
        tray.skip()
        assert tray.overlaps(1 - DICE_GAP) == [], f"seed {seed}: resting dice closer than {DICE_GAP - 1} px"
        pos = tray.positions()
        for die in ids:
            tray.select(die, seed % 2 == 0)          # a chosen die is lifted: still one die marked
            tray.cursor(die)
            rect = tray.cursor_rect()
            inside = [i for i in ids if rect.collidepoint(pos[i])]
            assert inside == [die], f"seed {seed}: the cursor on {die} covers {inside}"
            tray.select(die, False)
        tray.clear(ids, duration=0.01)
        tray.skip()
        for _ in range(5):
            tray.update(0.05)


@pytest.mark.parametrize("lang", LANGS)
def test_the_turns_line_counts_the_chosen_dice_at_once(make_app, lang):
    app, scene = table(make_app, [(2, 6, 3, 5, 6)], lang)
    thrown(app, scene)
    assert turn_line(app, scene) == scene.words("turn_points", points="0")
    five = next(scene.ids[i] for i, f in enumerate((2, 6, 3, 5, 6)) if f == 5)
    while scene.tray.cursor_id != five:
        press(app, pygame.K_d)
    press(app, pygame.K_e)
    assert turn_line(app, scene) in (scene.words("turn_points_chosen", points="50", chosen="50"),
                                     scene.words("turn_points", points="50"))
    press(app, pygame.K_e)                           # out of the choice again
    assert turn_line(app, scene) == scene.words("turn_points", points="0")


@pytest.mark.parametrize("lang", LANGS)
def test_the_coach_names_the_points_the_table_shows(make_app, lang):
    app, scene = table(make_app, [(2, 6, 3, 5, 6)], lang, hints=True)
    thrown(app, scene)
    words = scene.coach_words()
    assert words is not None and "50" in words
    assert "you have" not in words and "du hast" not in words    # the turn's line still says 0
    five = next(scene.ids[i] for i, f in enumerate((2, 6, 3, 5, 6)) if f == 5)
    while scene.tray.cursor_id != five:
        press(app, pygame.K_d)
    press(app, pygame.K_e)                           # the coach's advice taken: the table agrees
    assert "50" in turn_line(app, scene).split(":", 1)[1].split()[0]
    assert scene.words("bank_points", points="50") in texts_on_screen(app)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("doubling", (False, True))
def test_the_scoring_card_says_four_of_a_kind_plainly(make_app, lang, doubling):
    from scenes.tables.zehntausend.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2")]
    match = z.Match(2, z.Rules(doubling=doubling), ScriptedDice([]))
    scene = TableScene(app, game_by_name("zehntausend"), seats, 1, match=match)
    rows = dict(card_rows(scene.card_lines(), 300))
    thousands = "." if lang == "de" else ","
    assert rows["2-2-2-2"] == ("400" if doubling else "2" + thousands + "000")
    rows = dict(tuple(part.strip() for part in line.split("|")) for line in scene.card_lines() if "|" in line)
    four = "4 gleiche" if lang == "de" else "4 alike"
    # the four says of what it is ten times (or twice) the points: of its three
    assert rows[four] == {("de", False): "3 gleiche × 10", ("de", True): "3 gleiche × 2",
                          ("en", False): "3 alike × 10", ("en", True): "3 alike × 2"}[lang, doubling]


CARD_SAMPLES = {"de": {"Eine 1": (1,), "Eine 5": (5,), "Drei 1er": (1, 1, 1), "2-2-2-2": (2, 2, 2, 2)},
                "en": {"One 1": (1,), "One 5": (5,), "Three ones": (1, 1, 1), "2-2-2-2": (2, 2, 2, 2)}}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("doubling", (False, True))
def test_the_scoring_card_reads_as_a_newcomer_reads_and_pays_what_the_engine_pays(make_app, lang, doubling):
    """Each row of "Was zählt" names its dice in words ("Eine 1", "Drei gleiche", "Vier
    gleiche") and its points are what the engine pays for such a throw under the rules in
    force; three of a kind is face x 100 (4-4-4 pays 400); no row is shorthand like "einzeln"."""
    from game.zehntausend.scoring import counts_of, score_counts
    from scenes.tables.zehntausend.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2")]
    match = z.Match(2, z.Rules(doubling=doubling), ScriptedDice([]))
    scene = TableScene(app, game_by_name("zehntausend"), seats, 1, match=match)
    key = match.rules.scoring_key()
    rows = dict(tuple(part.strip() for part in line.split("|")) for line in scene.card_lines() if "|" in line)
    for what, faces in CARD_SAMPLES[lang].items():
        assert rows[what] == scene.num(score_counts(counts_of(faces), key).points), (what, rows)
    three = "3 gleiche" if lang == "de" else "3 alike"
    assert rows[three].endswith("× 100") and score_counts(counts_of((4, 4, 4)), key).points == 400
    words = " ".join(scene.card_lines()).lower()
    assert "| einzeln" not in words and "| alone" not in words and "|" not in scene.words("card_prove")
    assert ("1 oder 5" if lang == "de" else "1 or 5") in scene.words("card_prove")


@pytest.mark.parametrize("lang", LANGS)
def test_the_coachs_card_never_hides_the_dice_left_and_the_risk(make_app, lang):
    app, scene = table(make_app, [(2, 6, 3, 5, 6)], lang, hints=True)
    thrown(app, scene)
    on_screen = texts_on_screen(app)
    assert scene.coach_words() is not None
    risk = scene.words("odds_if", dice=scene.words("dice_many_with", count=4), pct="").split(":")[0]
    assert any(risk in t for t in on_screen), on_screen
    card = scene.panel.coach_rect(scene.button_rects()[0].y - 6)
    assert not card.colliderect(scene.news_rect())


@pytest.mark.parametrize("lang", LANGS)
def test_a_die_that_does_not_count_says_why_the_moment_it_is_marked(make_app, lang):
    app, scene = table(make_app, [(2, 6, 3, 5, 6)], lang, hints=True)
    thrown(app, scene)
    click(app, die_pos(scene, 1))                    # the 6 (the cursor never visits it): marked
    why = scene.panel.why()
    assert why and "6" in why
    assert why in texts_on_screen(app) or scene.panel.news() == "why"
    pill = scene.panel.refusal_rect()
    assert pill.colliderect(scene.news_rect()) and pill.top >= scene.tray.rect.bottom - 1


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("faces", [(2, 6, 3, 5, 6), (1, 4, 4, 5, 6), (1, 1, 5, 2, 3)])
def test_the_turns_points_stay_in_sight_over_the_coachs_card(make_app, lang, faces):
    """With the coach's card up, "This turn: 0" still stands over it, uncovered (the card
    keeps its advice and lets its numbers go when both would not fit)."""
    app, scene = table(make_app, [faces], lang, hints=True)
    thrown(app, scene)
    assert scene.coach_words() is not None
    places = text_module.watch_places()
    try:
        app.draw()
    finally:
        text_module.unwatch()
    prefix = scene.words("turn_points", points="")
    line = [r for t, r, _s in places if t.startswith(prefix)]
    assert line, "the turn's points are drawn"
    card = scene.panel.coach_rect(scene.button_rects()[0].y - 6)
    assert not card.colliderect(line[0]), (card, line[0])
    advice = scene.coach_words().split("\n")[0]
    said = text_module.watch()
    try:
        app.draw()
    finally:
        text_module.unwatch()
    assert any(t.startswith(advice) for t in said), "the advice itself stays"


@pytest.mark.parametrize("lang", LANGS)
def test_a_panel_with_room_to_spare_draws_its_lines_larger(make_app, lang):
    """At a turn's start the panel holds only the turn's points and the next throw's risk: the
    risk is drawn larger than its usual 20 px (the panel's emptiness used), and still inside
    the panel, over the button."""
    from scenes.tables.zehntausend.panel import ROOMY

    app, scene = table(make_app, [(2, 6, 3, 5, 6)], lang)
    settle(app, scene)
    places = text_module.watch_places()
    sizes = text_module.watch_sizes()
    try:
        app.draw()
    finally:
        text_module.unwatch()
    risk = scene.words("odds", dice=scene.dice_words(5), pct="").split(" · ")[0]
    drawn = [(t, s) for t, s in sizes if t.startswith(risk)]
    assert drawn and 20 < drawn[0][1] <= 20 + ROOMY, drawn
    rect = next(r for t, r, _s in places if t.startswith(risk))
    assert scene.panel.rect.contains(rect) and rect.bottom < scene.button_rects()[0].top


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("dice", (5, 6))
def test_the_scoring_card_is_a_table_of_combinations_from_the_rules_in_force(make_app, lang, dice):
    """"Was zählt" reads as a table: each row a combination at the left and what it brings at
    the right (1 = 100, 5 = 50, 1-1-1 = 1.000, with six dice the straight's points from the
    rules), drawn at the readable floor or larger; only a rule without points is a sentence."""
    from scenes.tables.zehntausend.lettering import FLOOR
    from scenes.tables.zehntausend.table import CARD_W, TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2")]
    match = z.Match(2, z.Rules(dice=dice), ScriptedDice([]))
    scene = TableScene(app, game_by_name("zehntausend"), seats, 1, match=match)
    rows = card_rows(scene.card_lines(), CARD_W)
    table_of = dict(rows)
    thousand = "1.000" if lang == "de" else "1,000"
    one, five, ones = ("Eine 1", "Eine 5", "Drei 1er") if lang == "de" else ("One 1", "One 5", "Three ones")
    assert (table_of[one], table_of[five], table_of[ones]) == ("100", "50", thousand)
    if dice == 6:
        straight = next(value for what, value in rows if what.startswith(("Straße", "Straight")))
        assert straight == scene.num(match.rules.scoring_key().straight_value)
    assert all(len(what) <= 24 for what, value in rows if value), rows   # a combination is short
    pictures = scene.card_pictures()
    painted = dict(scene.painted)
    drawn_rows = card_rows(scene.card_lines(), scene.card_rect.w, pictures)
    # a row with its dice drawn shows the dice, not its words ("Eine 1" is a die with one pip)
    assert all(painted[text] >= FLOOR for what, value in drawn_rows
               for text in ((what if what not in pictures else ""), value) if text), painted
    assert not any(what in painted for what in pictures), painted


@pytest.mark.parametrize("lang", LANGS)
def test_before_a_die_is_marked_the_table_names_the_step_that_works_now(make_app, lang):
    """Right after 2 6 3 5 6 nothing is marked: the tip says "throw on", but S does nothing yet.
    So S Weiterwürfeln waits (drawn ready, its cap dimmed), the coach's blue ring is on the 5 to mark (not on the
    button), and the banner says "Erst die 5 mit E markieren, dann S", large, in the prompt's
    place (never tiny under a button). Once the 5 is marked the ring moves to the button and
    the banner says S goes on."""
    app, scene = table(make_app, [(2, 6, 3, 5, 6)], lang, hints=True)
    thrown(app, scene)
    panel = scene.panel
    advised = panel.advised()
    assert advised == "throw_on"
    button = next(c for c in scene.choices() if c.kind == advised)
    assert not button.enabled and not panel.looks_ready(button) and panel.button_state(button) == "waiting"
    assert scene.coach_dice() == [3], "the ring is on the 5, the die the next key marks"
    mark = scene.words("foot_dice", move="A/D", confirm="E").split(" · ")[-1]     # "E markieren"
    assert any(mark in line for line in panel.hint_lines()), panel.hint_lines()
    for _ in range(120 * 12):                         # the banner comes after a while
        if scene.prompt_text() is not None:
            break
        app.step(1 / 120)
    step = scene.words("prompt_mark_first", confirm="E", then="S", dice="5")
    assert step in scene.prompt_text(), scene.prompt_text()
    assert not any(scene.words("prompt_select", left="A", right="D", confirm="E", down="S").split(" · ")[-1]
                   in line for line in [scene.prompt_text()]), "no 'S weiter' while S does nothing"
    from scenes.tables.zehntausend.lettering import FLOOR

    drawn_now = sizes_drawn(app)
    assert any(step in text and size >= FLOOR + 4 for text, size in drawn_now), sorted(drawn_now)
    assert not any(step in line for line in panel.hint_lines()), "said in the banner, not under a button"
    assert any(line.startswith("A/D ") for line in panel.hint_lines()), "the walking keys stay named"
    scene.toggle(3)                                   # the 5 marked: S now throws on
    app.step(1 / 60)
    assert scene.coach_dice() == [] and panel.looks_ready(button := next(
        c for c in scene.choices() if c.kind == advised)) and button.enabled
    assert step not in (scene.prompt_text() or "")
    assert all(panel.looks_ready(c) == c.enabled for c in scene.choices())


@pytest.mark.parametrize("lang", LANGS)
def test_a_button_that_only_waits_for_a_mark_never_looks_switched_off(make_app, lang):
    """Right after 2 6 3 5 6 the coach says "set aside the 5 and throw on": the Throw on and
    Write down buttons wait only for a marked die. On screen they keep the ready buttons' fill
    and readable words (only the key cap is dimmed), never the grey of a button that cannot
    be pressed this turn."""
    from scenes.tables.zehntausend.panel import button_image

    app, scene = table(make_app, [(2, 6, 3, 5, 6)], lang, hints=True)
    thrown(app, scene)
    panel = scene.panel
    choices = scene.choices()
    waiting = [(i, c) for i, c in enumerate(choices) if panel.button_state(c) == "waiting"]
    assert {c.kind for i, c in waiting} >= {"throw_on", "bank"}, choices
    rects = scene.button_rects()
    for i, choice in waiting:
        rect = rects[i]
        drawn_fill = tuple(app.screen.get_at((rect.x + 6, rect.centery)))[:3]
        look = panel.button_layout(len(choices), tuple(panel.label(c) for c in choices))[1][i]
        off = button_image(look, rect.size, False, "off", "")
        ready = button_image(look, rect.size, False, "ready", "")
        assert drawn_fill == tuple(ready.get_at((6, rect.h // 2)))[:3], (choice.kind, drawn_fill)
        assert drawn_fill != tuple(off.get_at((6, rect.h // 2)))[:3], (choice.kind, drawn_fill)
        inks = {tuple(app.screen.get_at((x, y)))[:3] for x in range(rect.x, rect.right, 2)
                for y in range(rect.y, rect.bottom, 2)}
        assert (150, 158, 152) not in inks, "no grey words on a button that works once a die is marked"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("dice", (5, 6))
def test_the_scoring_cards_rule_lines_say_in_plain_words_when_dice_count(make_app, lang, dice):
    """The card's rule lines read at once: a fifth matching die counts only if it is a 1 or 5,
    and three or four alike count only once a 1 or 5 follows (the seed's "beweisen"); no riddle
    like "der Rest nur als". Every word is painted on the card beside the sheet."""
    app, scene = table(make_app, [], lang, dice=dice)
    settle(app, scene, 1.0)
    more, prove = scene.words("card_more"), scene.words("card_prove")
    plain = {"de": (("Der 5. gleiche Würfel", "zählt nur, wenn er 1 oder 5 ist"),
                    ("Gleiche zählen erst", "wenn danach eine 1 oder 5 fällt")),
             "en": (("A fifth matching die", "counts only if it is a 1 or 5"),
                    ("3 or 4 alike", "only count once a 1 or 5 follows"))}[lang]
    assert all(part in more for part in plain[0]) and all(part in prove for part in plain[1]), (more, prove)
    assert "Rest" not in more and "rest" not in more
    assert scene.card is not None, "the card stands beside the sheet"
    inside = " ".join(t for t, size in scene.painted)
    for line in (more, prove):
        assert all(word in inside for word in line.split()), (line, inside)
