"""Durchmarsch: one chance figure for the decision at hand. The rule: outside the coach's card
the table shows at most one percent figure, the chance of the number wanted (the odds card's big
figure, or its line above the coach's card); the row still to go is said in words ("Bis zur 1:
noch 10 Zahlen"), and the heading names no chance. The coach's card keeps its own chances to win."""

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
    left = {"de": "Bis zur 1: noch 10 Zahlen", "en": "10 numbers left down to 1"}[lang]
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
