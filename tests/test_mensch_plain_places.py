"""A newcomer at the Mensch table reads places in words: "zurück ins Haus", "auf das
Startfeld", "ins Ziel" / "back home", "onto the start", "into the goal". The board's letters
(B, A, a-d / H, S, a-d) stay labels on the circles, explained by the legend; no sentence a
player reads (log, refusal, prompt, announcement, coach) leans on a bare letter."""

from __future__ import annotations

import re

import pytest
from test_mensch_history import frames_until
from test_mensch_sofa import table

from game.dice import ScriptedDice
from game.i18n import load_table
from game.mensch import match as mg
from game.seats import Seat

BOTS = [Seat("Anna", "bot:normal"), Seat("Ben", "bot:normal"), Seat("Clara", "bot:normal"),
        Seat("David", "bot:normal")]
LETTERS = {"de": ("B", "A"), "en": ("B", "S")}
READ_IN_PLAY = ("illegal", "event", "table", "log", "coach")


def sentences(lang: str):
    """Every text of the Mensch table a player reads during play, by key."""
    for key, value in load_table(lang).items():
        section = key.split(".")[1] if key.startswith("mensch.") else None
        if section in READ_IN_PLAY and isinstance(value, str) and key != "mensch.table.letters":
            yield key, value


@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_sentence_in_play_names_a_place_by_its_bare_letter(lang):
    leaning = [(key, text) for key, text in sentences(lang)
               if any(re.search(rf"(?<![\w{{]){letter}(?![\w}}])", text) for letter in LETTERS[lang])]
    assert not leaning, leaning


@pytest.mark.parametrize(("lang", "legend"), [("de", ("Haus", "Start", "Ziel")), ("en", ("base", "start", "home"))])
def test_the_legend_says_each_letter_in_plain_words(lang, legend):
    table = load_table(lang)
    assert tuple(table[f"mensch.table.legend_{part}"] for part in ("house", "start", "goal")) == legend


@pytest.mark.parametrize(("lang", "plain", "term"), [("de", "Haus", "Eckkreisen\u00a0B"), ("en", "base", "spaces\u00a0B")])
def test_the_rules_keep_the_sheets_term_beside_the_plain_word(lang, plain, term):
    rule = load_table(lang)["mensch.rule.start_on_b"]
    assert plain in rule and term in rule


@pytest.mark.parametrize(("lang", "sub"), [("de", "Gelb schickt Grün zurück ins Haus."),
                                           ("en", "Yellow sends Green back to base.")])
def test_a_knock_out_is_announced_as_back_home(make_app, lang, sub):
    figures = {0: [("track", 12), "B", "B", "B"], 1: [("track", 16), "B", "B", "B"]}
    match = mg.Match.arranged(figures, colour=0, seats=4, dice=ScriptedDice([(4,), (1,), (1,), (1,)]))
    app, scene = table(make_app, match, BOTS, lang)
    said = set()

    def announced():
        if scene.toast is not None:
            said.add(scene.toast.sub)
        return scene.match.position(1, 0)[0] == "B" and not scene.busy()

    frames_until(app, scene, announced)
    assert sub in said, said


@pytest.mark.parametrize(("lang", "legend"), [("de", "B Haus · A Start · a–d Ziel"),
                                               ("en", "B base · S start · a–d home")])
def test_the_legend_stands_while_bots_play_too(make_app, lang, legend):
    """Someone watching four bots still learns what the board's letters mean."""
    from helpers import texts_drawn

    figures = {0: [("track", 5), "B", "B", "B"], 1: [("track", 30), "B", "B", "B"]}
    match = mg.Match.arranged(figures, colour=0, seats=4, dice=ScriptedDice([(3,)]))
    app, _scene = table(make_app, match, BOTS, lang)
    texts = texts_drawn(app)
    assert legend in texts or all(part in texts for part in legend.split(" · ")), texts
