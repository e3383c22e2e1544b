"""Table and coach say one thing at Zehntausend: with hints on, the banner's first step names
the dice the coach names and the key of the button it advises (Q to write down, S to throw on),
and the odds line speaks of the throw that advice leaves; with hints off the banner only says
to mark dice first, naming no die the table did not advise."""

from __future__ import annotations

import pytest
from helpers import settle
from test_zehntausend_picking import table, thrown

from game.zehntausend.odds import no_score_fraction

LANGS = ("de", "en")


def banner(app, scene) -> str:
    for _ in range(120 * 12):                         # the banner comes after a while
        if scene.prompt_text() is not None:
            break
        app.step(1 / 120)
    return scene.prompt_action(0)


def odds(scene) -> str:
    return scene.panel.odds_lines()[0]


def risk(scene, dice: int) -> str:
    """The chance that a throw of this many dice scores nothing, as the table writes it."""
    return scene.pct(float(no_score_fraction(dice, scene.shown.rules)))


@pytest.mark.parametrize("lang", LANGS)
def test_the_banner_marks_what_the_coach_names_then_its_key(make_app, lang):
    """1 4 5 6 1 with 250 at stake and two dice left: the coach says set aside 1-1-5 and write
    250 down; the banner says "Erst die 1-1-5 mit E markieren, dann Q", never "dann S"."""
    app, scene = table(make_app, [(1, 4, 5, 6, 1)], lang, hints=True)
    thrown(app, scene)
    hint = scene.coach_hint()
    assert hint is not None and sorted(hint.action.dice) == [0, 2, 4]
    assert scene.panel.advised() == "bank", scene.coach_words()
    said = banner(app, scene)
    assert said == scene.words("prompt_mark_first", dice="1-1-5", confirm="E", then="Q"), said
    assert "S" not in said.split()
    # the odds line speaks of the two dice the advice leaves, not of a guess of four
    two = scene.words("dice_many_with", count=2)
    assert odds(scene) == scene.words("odds_if", dice=two, pct=risk(scene, 2)), odds(scene)
    scene.toggle(0)                                   # one 1 marked: two dice still to mark
    app.step(1 / 60)
    assert scene.prompt_action(0) == scene.words("prompt_mark_first", dice="1-5", confirm="E", then="Q")
    scene.toggle(2)
    scene.toggle(4)
    app.step(1 / 60)
    said = scene.prompt_action(0)
    assert said == scene.words("prompt_select_bank", left="A", right="D", confirm="E", back="Q"), said


@pytest.mark.parametrize("lang", LANGS)
def test_all_five_set_aside_the_odds_speak_of_five(make_app, lang):
    """4 4 4 5 5: the coach says set all five aside and throw on; the odds line speaks of a
    throw with all five dice again, and the banner's step ends on S."""
    app, scene = table(make_app, [(4, 4, 4, 5, 5)], lang, hints=True)
    thrown(app, scene)
    hint = scene.coach_hint()
    assert hint is not None and sorted(hint.action.dice) == [0, 1, 2, 3, 4]
    assert scene.panel.advised() in ("throw_on", "throw")
    five = scene.words("dice_many_with", count=5)
    assert odds(scene) == scene.words("odds_if", dice=five, pct=risk(scene, 5)), odds(scene)
    assert scene.words("dice_many_with", count=4) not in odds(scene)
    assert banner(app, scene) == scene.words("prompt_mark_first", dice="4-4-4-5-5", confirm="E", then="S")


@pytest.mark.parametrize("lang", LANGS)
def test_without_hints_the_banner_names_no_die(make_app, lang):
    app, scene = table(make_app, [(1, 4, 5, 6, 1)], lang, hints=False)
    thrown(app, scene)
    settle(app, scene)
    said = banner(app, scene)
    assert said == scene.words("prompt_mark_any", confirm="E", down="S", back="Q"), said
    assert "1" not in said, "no die named the table did not advise"


@pytest.mark.parametrize("lang", LANGS)
def test_right_after_a_throw_the_banner_says_the_next_step_not_a_reproach(make_app, lang):
    """A stranger read "Anna: Erst Würfel mit E markieren" right after her throw as if she had
    done something wrong: the banner says the step, then the keys that follow, and no "Erst"/"First"."""
    app, scene = table(make_app, [(1, 4, 5, 6, 1)], lang, hints=False)
    thrown(app, scene)
    settle(app, scene)
    said = banner(app, scene)
    expected = {"de": "Markieren (E), dann S weiter · Q aufschreiben",
                "en": "Mark dice (E), then S throw on · Q write down"}[lang]
    assert said == expected, said
    assert not said.startswith(("Erst", "First"))
    full = scene.prompt_text()
    assert full is not None and full.endswith(said) and full.startswith("Anna")


@pytest.mark.parametrize("lang", LANGS)
def test_the_banner_names_the_write_down_key_only_when_it_will_work(make_app, lang):
    """Under a minimum of 1,000 points to write down, a throw of 1-4-5-6-1 cannot be written
    down whatever is marked: the banner names marking and throwing on, never Q."""
    from game.dice import ScriptedDice
    from game.games import game_by_name
    from game.seats import Seat
    from game.zehntausend import match as z
    from scenes.tables.zehntausend.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2")]
    match = z.Match(2, z.Rules(min_bank=1000), ScriptedDice([(1, 4, 5, 6, 1), (2, 3)]))
    scene = TableScene(app, game_by_name("zehntausend"), seats, 1, match=match)
    app.push(scene)
    thrown(app, scene)
    settle(app, scene)
    said = banner(app, scene)
    assert said == {"de": "Markieren (E), dann S weiter", "en": "Mark dice (E), then S throw on"}[lang], said
