"""The "Was zählt" card reads at a glance: one row per kind of throw, its points at the right on
that same row; the throws with known faces (a 1, a 5, 1-1-1, 2-2-2-2) drawn as small dice in
their row; each rule sentence at most two lines; every value what the engine pays."""

from __future__ import annotations

import pytest

from game.dice import ScriptedDice
from game.games import game_by_name
from game.seats import Seat
from game.zehntausend import match as z
from game.zehntausend.scoring import counts_of, score_counts


def scene_of(make_app, lang, **rules):
    from scenes.tables.zehntausend.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2"), Seat("Clara", "bot:normal"),
             Seat("David", "bot:normal")]
    match = z.Match(4, z.Rules(**rules), ScriptedDice([]))
    scene = TableScene(app, game_by_name("zehntausend"), seats, 1, match=match)
    app.push(scene)
    return app, scene


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("doubling", [False, True])
def test_every_kind_of_throw_is_one_row_with_its_value_and_the_known_throws_show_their_dice(make_app, lang,
                                                                                         doubling):
    from scenes.tables.zehntausend.sheet import card_lines
    from scenes.tables.zehntausend.table import CARD_W

    app, scene = scene_of(make_app, lang, doubling=doubling)
    assert scene.card_rect is not None
    lines = scene.card_lines()
    pictures = scene.card_pictures()
    rows = card_lines(lines, CARD_W, pictures)
    scored = [line for line in lines if "|" in line]
    # each "what | value" is one row, its value beside it (never pushed to a row of its own)
    assert all(what and value for what, value in rows[:len(scored)]), rows
    assert len([r for r in rows if r[1]]) == len(scored)
    key = scene.shown.rules.scoring_key()
    pay = {faces: scene.num(score_counts(counts_of(faces), key).points) for faces in pictures.values()}
    values = dict(rows)
    for what, faces in pictures.items():
        assert values[what] == pay[faces], (what, faces, values)
    assert {(1,), (5,), (1, 1, 1), (2, 2, 2, 2)} <= set(pictures.values())
    sentences = [line for line in lines if "|" not in line]
    assert len(rows) - len(scored) <= 2 * len(sentences), "a rule sentence takes two lines at most"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_card_reads_from_the_sofa_large_values_and_large_dice(make_app, lang, players):
    """"Was zählt" beside the sheet with two to four players: every value at 22 px or more (the
    plain numbers at 24), the words at 22, the dice drawn at 32 px, the title at 24; the rows
    with dice show no words (the die says "a 1"), and the card stays clear of the window's foot."""
    from scenes.tables.zehntausend.sheet import LARGE_CARD, card_lines, card_texts
    from scenes.tables.zehntausend.table import RIGHT, TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat(n, k) for n, k in zip(["Anna", "Ben", "Clara", "David"][:players],
                                        ["keyboard1", "keyboard2", "bot:normal", "bot:normal"], strict=False)]
    match = z.Match(players, z.Rules(), ScriptedDice([]))
    scene = TableScene(app, game_by_name("zehntausend"), seats, 1, match=match)
    assert scene.card_rect is not None and scene.card_look is LARGE_CARD
    assert scene.card_rect.bottom <= RIGHT.bottom
    pictures = scene.card_pictures()
    rows = card_lines(scene.card_lines(), scene.card_rect.w, pictures, LARGE_CARD)
    sizes = dict(card_texts(scene.words("card_title"), scene.card_lines(), scene.card_rect.w, pictures))
    assert sizes[scene.words("card_title")] >= 24
    values = [value for _, value in rows if value]
    assert values and all(sizes[v] >= 22 for v in values), sizes
    assert all(sizes[v] >= 24 for v in values if v.replace(".", "").replace(",", "").isdigit()), sizes
    assert all(sizes[what] >= 22 for what, value in rows if value and what and what not in pictures), sizes
    assert LARGE_CARD.die >= 32 and not any(what in sizes for what in pictures)
    assert dict(scene.painted)[values[0]] >= 24, "the table says the card's words at their size"
