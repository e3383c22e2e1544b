"""Durchmarsch's coach: after a hit it says whether the hard bot would stop or go on, and why:
one plain sentence first (what to do and why), then both chances to win, from the bot's own
race valuation, with as many decimals as it takes to tell them apart, and the chance of making
the next number, in German and English; silent when there is nothing to decide. Positions are
scripted with a known best choice."""

from __future__ import annotations

import random

import pytest
from durchmarsch_kit import deciding, position

from game.coach import Hint
from game.dice import ScriptedDice
from game.durchmarsch.bots import choose, hard_values
from game.durchmarsch.coach import hint
from game.durchmarsch.match import GoOn, Match, Roll, Rules, Stop
from game.durchmarsch.odds import dm_hit_chance
from game.i18n import Texts, load_table
from scenes.ui.coach import hint_words

LEADS = ("go_on", "go_on_race", "stop", "go_on_close", "go_on_race_close", "stop_close")


def words(h: Hint, lang: str) -> str:
    """The hint as the card shows it: the lead, then the lines of numbers."""
    return hint_words(Texts(lang), h)


def last_throw_decides() -> Match:
    """The rival plays its last row (the others struck, one misthrow there) and needs only the
    1; seat 0 has just made its 2 and needs only the 1 too, with 5 dice."""
    return position(2, [dict(crosses=(9, 0, 0, 0)),
                        dict(crosses=(0, 0, 9, 0), misthrows=(2, 2, 1, 2), row=2)], hits=5)


def test_one_throw_from_winning_it_says_go_on_with_both_exact_chances():
    m = last_throw_decides()
    rival_misses = 1 - dm_hit_chance(8, 1)     # stopping: the rival's 8 dice show no 1, it is out
    mine = dm_hit_chance(5, 1)                 # going on: a 1 among my 5 dice wins at once
    h = hint(m, 0)
    assert h.action == GoOn() and h.key == "durchmarsch.coach.go_on_race"
    assert h.params["stop_pct"] == pytest.approx(rival_misses, abs=1e-12)
    assert h.params["go_pct"] == pytest.approx(mine + (1 - mine) * rival_misses, abs=1e-12)
    assert h.params["hit_pct"] == pytest.approx(mine) and h.params["number"] == 1
    assert words(h, "de") == ("Weitermachen: Die 1 ist nicht sicher, aber hörst du jetzt auf, stehen die "
                              "anderen besser da.\nSiegchance: 69 % weitermachen, 23 % aufhören")
    assert words(h, "en") == ("Go on: the 1 is far from sure, but if you stop now, the others are better off."
                              "\nChance to win: 69% going on, 23% stopping")


def test_with_a_safe_lead_it_says_stop_with_both_chances():
    m = deciding(my_hits=5)                    # 10 to 6 made, the rival missed its first throw
    h = hint(m, 0)
    stop, go = hard_values(m, 0)
    assert h.action == Stop() and h.key == "durchmarsch.coach.stop"
    assert (h.params["stop_pct"], h.params["go_pct"]) == (stop, go) and stop > go
    assert words(h, "de").startswith("Aufhören: Ein Fehlwurf würde dich jetzt mehr kosten, als die 5 bringt.\n")
    assert words(h, "en").startswith("Stop: a miss now would cost you more than the 5 would bring.\n")
    assert words(h, "en").endswith("\nChance to win: 67% stopping, 65% going on")


def test_when_the_rival_needs_only_the_1_it_says_go_on():
    m = deciding(my_hits=5, rival_hits=9)
    h = hint(m, 0)
    stop, go = hard_values(m, 0)
    assert h.action == GoOn() and h.key == "durchmarsch.coach.go_on_race"
    assert (h.params["stop_pct"], h.params["go_pct"]) == (stop, go) and go > stop
    assert words(h, "en").startswith("Go on: the 5 is far from sure, but if you stop now, the others are better off.")


@pytest.mark.parametrize("my_hits, rival_hits, misses", [(1, 0, 0), (2, 3, 0), (1, 2, 4), (5, 2, 4),
                                                         (5, 9, 4), (3, 6, 2), (8, 0, 1)])
def test_the_hint_is_always_what_the_hard_bot_plays(my_hits, rival_hits, misses):
    m = deciding(my_hits, rival_hits, misses)
    h = hint(m, 0)
    assert h.action == choose(m, 0, "hard", random.Random(0))
    assert (h.params["stop_pct"], h.params["go_pct"]) == hard_values(m, 0)
    assert 0 < h.params["stop_pct"] < 1 and 0 < h.params["go_pct"] < 1


def test_in_three_seats_it_weighs_every_rival():
    calm = position(3, [dict(crosses=(4, 0, 0, 0)), dict(crosses=(2, 0, 0, 0)),
                        dict(crosses=(0, 0, 0, 0))], hits=4)
    pressed = position(3, [dict(crosses=(4, 0, 0, 0)), dict(crosses=(2, 0, 0, 0)),
                           dict(crosses=(9, 0, 0, 0))], hits=4)
    assert hint(calm, 0).action == Stop()
    assert hint(pressed, 0).action == GoOn()
    assert hint(pressed, 0).params["stop_pct"] < hint(calm, 0).params["stop_pct"]


def test_nothing_to_decide_means_no_hint():
    m = Match(2, Rules(), ScriptedDice([[6, 4, 1, 1, 1, 1, 1, 1], [1] * 7]), first_seat=0)
    assert hint(m, 0) is None                  # a throw to make: nothing to weigh
    assert hint(m, 1) is None                  # not its turn
    m.apply(0, Roll())
    assert hint(m, 1) is None
    assert hint(m, 0) is not None
    m.apply(0, GoOn())                         # misses the 9: the turn is over
    assert hint(m, 0) is None and hint(m, 1) is None
    over = position(2, [dict(crosses=(9, 0, 0, 0)), dict(crosses=(0, 0, 0, 0))], hits=1)
    over.dice = ScriptedDice([[1, 2, 2, 2, 2, 2, 2]])
    over.apply(0, GoOn())                      # the 1: the row is complete, the game is won
    assert over.is_over and hint(over, 0) is None and hint(over, 1) is None


def test_with_the_next_number_likely_it_says_go_on_as_it_is_worth_the_risk():
    h = hint(deciding(3, 8), 0)                # the 7 with 5 dice: 80 %, going on clearly better
    assert h.action == GoOn() and h.key == "durchmarsch.coach.go_on"
    assert words(h, "en").split("\n") == ["Go on: you will probably make the 7, and that is worth the risk.",
                                          "Chance to win: 17% going on, 14% stopping"]
    assert words(h, "de").split("\n")[0] == "Weitermachen: Die 7 schaffst du wahrscheinlich, das lohnt das Risiko."


def test_two_chances_two_points_apart_are_said_to_be_about_equally_good_before_the_figures():
    # "50 % going on, 48 % stopping" offered as a choice helps nobody: the lead says it is
    # almost a tie, which is a hair better and why; the figures follow
    h = hint(deciding(1, 1), 0)                # the 9 with 7 dice: 80 %
    assert h.action == GoOn() and h.key == "durchmarsch.coach.go_on_close"
    assert words(h, "en").split("\n") == [
        "Almost equally good – going on is a hair better: you will probably make the 9.",
        "Chance to win: 50% going on, 48% stopping"]
    assert words(h, "de").split("\n") == [
        "Fast gleich gut – weitermachen ist knapp besser: Die 9 schaffst du wahrscheinlich.",
        "Siegchance: 50 % weitermachen, 48 % aufhören"]


def test_a_clear_difference_leads_with_the_advice_and_never_says_almost_equal():
    for args in ((5, 0, 0), (5, 2, 4), (5, 9, 4), (8, 0, 1), (3, 8, 0)):
        m = deciding(*args)
        stop, go = hard_values(m, 0)
        assert abs(stop - go) >= 0.02
        for lang, first in (("en", ("Go on:", "Stop:")), ("de", ("Weitermachen:", "Aufhören:"))):
            lead = words(hint(m, 0), lang).split("\n")[0]
            assert lead.startswith(first) and "gleich" not in lead and "equally" not in lead, lead


def test_a_close_call_says_so_and_shows_the_decimal_that_tells_the_chances_apart():
    m = deciding(3, 6, 2)
    h = hint(m, 0)
    stop, go = hard_values(m, 0)
    assert round(stop * 100) == round(go * 100), "the two chances round to the same whole percent"
    assert h.action == Stop() and h.key == "durchmarsch.coach.stop_close"
    assert words(h, "en") == ("Almost equally good – stopping is a hair better: a miss would cost a little more "
                              "than the 7 brings.\nChance to win: 34.4% stopping, 34.3% going on")
    assert "Siegchance: 34,4 % aufhören, 34,3 % weitermachen" in words(h, "de")
    assert words(h, "de").startswith("Fast gleich gut – aufhören ist knapp besser:")


@pytest.mark.parametrize("args", [(5, 0, 0), (1, 0, 0), (2, 3, 0), (1, 2, 4), (5, 2, 4), (5, 9, 4),
                                  (3, 6, 2), (8, 0, 1)])
def test_every_hint_leads_with_one_sentence_then_chances_that_read_differently(args):
    h = hint(deciding(*args), 0)
    for lang in ("de", "en"):
        lead, win = words(h, lang).split("\n")
        assert lead.endswith(".") and lead.count(". ") == 0 and not any(c.isdigit() for c in lead[:8])
        values = win.split(": ", 1)[1].split(", ")
        assert len(values) == 2 and values[0].split()[0] != values[1].split()[0], win


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_lead_exists_in_both_languages_as_one_plain_sentence(lang):
    table = load_table(lang)
    for name in LEADS:
        text = table[f"durchmarsch.coach.{name}"]
        assert text.endswith(".") and ". " not in text and "_pct}" not in text, text
