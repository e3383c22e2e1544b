"""Durchmarsch: one chance figure for the decision at hand. The rule: outside the coach's card
the table shows at most one percent figure, the chance of the number wanted (the odds card's big
figure, or its line above the coach's card); the row still to go is said in words ("Noch 10
Zahlen bis zum Sieg"), and the heading names no chance. The coach's card keeps its own chances to win."""

from __future__ import annotations

import pygame
import pytest
from durchmarsch_kit import hit, miss
from helpers import press, settle, texts_placed

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat


def table(make_app, lang, hints):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat("Anna", "keyboard1", hints=hints), Seat("Ben", "keyboard2")]
    throws = [hit(10, 8), hit(9, 7)] + [miss(10, 8)] * 6
    match = dm.Match(2, dm.Rules(), ScriptedDice(throws), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    settle(app, scene)
    return app, scene


def chance_figures(app, scene) -> list[str]:
    """The drawn texts holding a percent figure, the coach's card left out."""
    card = None
    words = scene.coach_words()
    if words is not None:
        _, card = scene.coach_place([], words)
    return [t for t, r in texts_placed(app) if "%" in t and not (card is not None and card.contains(r))]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("hints", [False, True])
def test_a_person_sees_one_chance_figure_at_the_throw_and_at_the_choice(make_app, lang, hints):
    app, scene = table(make_app, lang, hints)
    start = chance_figures(app, scene)
    assert len(start) == 1 and start[0] in ("78 %", "78%"), start      # the chance of the 10
    left = {"de": "Noch 10 Zahlen bis zum Sieg", "en": "10 more numbers to win"}[lang]
    assert left in [t for t, _ in texts_placed(app)]
    press(app, pygame.K_e)
    settle(app, scene)
    assert scene.shown.phase == dm.DECIDE
    assert (scene.coach_words() is not None) == hints
    choice = chance_figures(app, scene)
    assert len(choice) <= 1, choice           # (a long hint takes the room of the odds line)
    assert hints or len(choice) == 1, choice
    assert all("80" in t for t in choice), choice                       # the chance of the 9 with 7 dice



@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_chance_over_the_coachs_card_reads_at_the_panels_size(make_app, lang):
    """Over the coach's card the one figure is said short ("Weiter mit 7 Würfeln: 80 % für die 9"),
    so it stands at 22 px, read in a 960x540 window too, never squeezed to the floor."""
    from helpers import sizes_drawn

    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat("Maximilian-Alexa", "keyboard1", hints=True), Seat("Ben", "keyboard2"),
             Seat("Clara", "bot:normal"), Seat("David", "bot:hard")]
    match = dm.Match(4, dm.Rules(), ScriptedDice([hit(10, 8), miss(9, 7)] + [miss(10, 8)] * 6), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    settle(app, scene)
    press(app, pygame.K_e)
    settle(app, scene)
    assert scene.shown.phase == dm.DECIDE and scene.coach_words() is not None
    said = {"de": "Weiter mit 7 Würfeln: 80 % für die 9", "en": "Going on with 7 dice: 80% for the 9"}[lang]
    sizes = sizes_drawn(app)
    assert [s for t, s in sizes if t == said and s >= 22], sizes


@pytest.mark.parametrize("lang", ["de", "en"])
def test_beside_the_chance_the_table_says_plainly_how_the_number_is_made(make_app, lang):
    """Beside the big chance of the 10 the panel says in plain words what that chance is for:
    two dice must make 10, with an example that does (6+4), and how many numbers are still to
    go to win; a number from 6 down is one die showing it (the rule sheet). No riddle like
    "Die 10 aus genau zwei Würfeln". The lines stand beside the figure, never under a button,
    at the throw and at the choice."""
    from helpers import sizes_drawn

    app, scene = table(make_app, lang, hints=False)
    pair = {"de": "Zwei Würfel = 10, z. B. 6+4", "en": "Two dice = 10, e.g. 6+4"}[lang]
    left = {"de": "Noch 10 Zahlen bis zum Sieg", "en": "10 more numbers to win"}[lang]
    drawn = dict(sizes_drawn(app))
    assert pair in drawn and left in drawn, sorted(drawn)
    assert drawn[pair] >= 20 and drawn[left] >= 20, "read from the sofa beside the figure"
    for target in (10, 9, 8, 7):
        words = scene.how_made(target)
        a, b = words.rsplit(" ", 1)[1].split("+")
        assert int(a) + int(b) == target and 1 <= int(b) <= int(a) <= 6, words
    assert scene.how_made(4) == {"de": "Ein Würfel muss die 4 zeigen", "en": "One die must show the 4"}[lang]
    assert not any("genau zwei" in t or "exactly two" in t for t in drawn)
    for moment in ("throw", "choice"):
        if moment == "choice":
            press(app, pygame.K_e)
            settle(app, scene)
            assert scene.shown.phase == dm.DECIDE
        placed = texts_placed(app)
        figure = next(r for t, r in placed if "%" in t and len(t) <= 5)
        side = [r for t, r in placed if t == scene.how_made(scene.odds_for[0]) or t == scene.numbers_left(scene.odds_for[0])]
        assert len(side) == 2, (moment, [t for t, _ in placed])
        assert all(r.left >= figure.right and r.top < figure.bottom for r in side), (moment, figure, side)
        assert not any(r.colliderect(b) for r in side for b in scene.button_rects()), moment
