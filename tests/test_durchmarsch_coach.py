"""Durchmarsch's coach: after a hit it says whether the hard bot would stop or go on, and why:
both chances to win, from the bot's own race valuation, in German and English; silent when
there is nothing to decide. Positions are scripted with a known best choice."""

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


def words(h: Hint, lang: str) -> str:
    """The hint's sentence as the table words it: chances as whole percents."""
    params = {name: f"{round(value * 100)} %" for name, value in h.params.items()}
    return Texts(lang)(h.key, **params)


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
    assert h.action == GoOn() and h.key == "durchmarsch.coach.go_on"
    assert h.params["stop_pct"] == pytest.approx(rival_misses, abs=1e-12)
    assert h.params["go_pct"] == pytest.approx(mine + (1 - mine) * rival_misses, abs=1e-12)
    assert words(h, "de") == "Weitermachen: 69 % Siegchance statt 23 % beim Aufhören"
    assert words(h, "en") == "Go on: 69 % chance to win instead of 23 % if you stop"


def test_with_a_safe_lead_it_says_stop_with_both_chances():
    m = deciding(my_hits=5)                    # 10 to 6 made, the rival missed its first throw
    h = hint(m, 0)
    stop, go = hard_values(m, 0)
    assert h == Hint(Stop(), "durchmarsch.coach.stop", {"stop_pct": stop, "go_pct": go})
    assert stop > go
    assert words(h, "de").startswith("Aufhören: ") and "beim Weitermachen" in words(h, "de")
    assert words(h, "en").startswith("Stop: ") and "if you go on" in words(h, "en")


def test_when_the_rival_needs_only_the_1_it_says_go_on():
    m = deciding(my_hits=5, rival_hits=9)
    h = hint(m, 0)
    stop, go = hard_values(m, 0)
    assert h == Hint(GoOn(), "durchmarsch.coach.go_on", {"stop_pct": stop, "go_pct": go})
    assert go > stop


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


@pytest.mark.parametrize("lang", ["de", "en"])
def test_both_sentences_exist_in_both_languages_with_both_chances(lang):
    table = load_table(lang)
    for name in ("go_on", "stop"):
        text = table[f"durchmarsch.coach.{name}"]
        assert "{go_pct}" in text and "{stop_pct}" in text
