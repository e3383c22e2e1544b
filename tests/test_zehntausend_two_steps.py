"""Zehntausend's choice in two steps, as the buttons' key caps say: mark dice, then one key
throws on (down, "Weiterwürfeln") or writes down (back, "Aufschreiben"); no "fertig" state in
between, refusals still said with their reason, the caps never change their key."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, settle
from test_zehntausend_table import table, thrown

from game.seats import Seat


def test_e_marks_and_s_throws_on_at_once(make_app):
    """Sarah marks the 1 with E and presses S: the 1 goes aside and the other four dice are
    thrown in the same press, the caps still S and Q afterwards."""
    app, scene = table(make_app, [(1, 6, 3, 3, 2), (6, 6, 4, 5)])
    thrown(app, scene)
    press(app, pygame.K_e)                   # the cursor starts on the 1
    assert scene.panel.button_caps(0)[0] == ["S", "Q"]
    press(app, pygame.K_s)
    assert scene.match.set_aside_dice == (0,) and list(scene.match.faces[1:]) == [6, 6, 4, 5], \
        "one key: set aside and thrown on"
    settle(app, scene)
    assert scene.aside == [0] and scene.view.points == 100
    assert scene.panel.button_caps(0)[0] == ["S", "Q"], "the same keys on the same buttons"


def test_e_marks_and_q_writes_down(make_app):
    """E marks the 1, Q writes the 100 down and the turn goes to Tim."""
    app, scene = table(make_app, [(1, 6, 3, 3, 2)])
    thrown(app, scene)
    press(app, pygame.K_e, pygame.K_q)
    assert scene.match.totals[0] == 100 and scene.match.current_seat == 1
    settle(app, scene)


@pytest.mark.parametrize("key", [pygame.K_s, pygame.K_q])
def test_a_choice_that_does_not_count_is_refused_with_its_reason(make_app, key):
    """Marking the 2 alone and pressing S or Q: nothing is thrown or written, and the news strip
    says why (a single 2 scores nothing)."""
    app, scene = table(make_app, [(1, 6, 3, 3, 2)])
    thrown(app, scene)
    scene.toggle(4)                          # the 2
    press(app, key)
    assert scene.match.phase == "select" and scene.match.set_aside_dice == ()
    assert scene.match.totals[0] == 0 and scene.match.current_seat == 0
    assert scene.refusal and "2" in scene.refusal


def test_with_nothing_marked_s_says_what_is_missing(make_app):
    app, scene = table(make_app, [(1, 6, 3, 3, 2)])
    thrown(app, scene)
    press(app, pygame.K_s)
    assert scene.match.phase == "select" and scene.refusal


def test_a_bot_still_plays_its_turn_through(make_app):
    """The keys are a person's: a bot's turn plays on by itself to Tim's turn."""
    seats = [Seat("Sarah", "bot:normal"), Seat("Tim", "keyboard2")]
    app, scene = table(make_app, [(1, 2, 3, 4, 6), (2, 3, 4, 6)], seats=seats)
    for _ in range(120 * 30):
        app.step(1 / 120)
        if scene.match.current_seat == 1 and not scene.busy():
            break
    assert scene.match.current_seat == 1


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_rules_page_tells_the_same_two_steps(make_app, lang):
    """The how-to names the one key for each button ("Weiterwürfeln" on down, "Aufschreiben" on
    back), never a "fertig" step."""
    from test_rules_screen import rules_scene

    app = make_app()
    app.set_language(lang)
    page = rules_scene(app, "zehntausend").text()
    on, bank = (("Runter („Weiterwürfeln“)", "Zurück-Taste („Aufschreiben“)") if lang == "de"
                else ('down ("Throw on")', 'back key ("Write down")'))
    assert on in page and bank in page
    assert "fertig" not in page and " done" not in page
