"""Zehntausend's coach: on a seat's decision it says what the hard bot would do and why, in the
numbers of the bot's own tables (the points a turn writes down on average, or the chance to
win or to make what the last round needs), in German and English; silent when there is nothing
to decide. Positions are scripted with known dice and a known best move."""

from __future__ import annotations

import random
import string

import pytest

from game.coach import Hint
from game.dice import ScriptedDice, SeededDice
from game.i18n import Texts, load_table
from game.zehntausend.bots import choose, strategy
from game.zehntausend.coach import hint
from game.zehntausend.match import Bank, Knock, Match, Rules, Select, TakeOver, Throw

LANGS = ("de", "en")


def make(*throws, seats=2, chances=(), **rules) -> Match:
    return Match(seats, Rules(**rules), ScriptedDice(list(throws), chances))


def words(h: Hint, lang: str) -> str:
    """The hint's sentence as the table words it: whole percents, numbers grouped."""
    t = Texts(lang)
    params = {}
    for name, value in h.params.items():
        if name.endswith("_pct"):
            params[name] = f"{round(value * 100)} %"
        elif isinstance(value, (int, float)):
            params[name] = f"{round(value):,}".replace(",", "." if lang == "de" else ",")
        else:
            params[name] = value
    return t(h.key, **params)


def eight_hundred_with_four_dice_left() -> Match:
    """5-5-5-1-1 (700, the Pasch to prove), all five again: 1-2-3-4-6, the 1 proves: 800 with
    four dice in the cup."""
    m = make((5, 5, 5, 1, 1), (1, 2, 3, 4, 6))
    m.apply(0, Throw())
    m.apply(0, Select((0, 1, 2, 3, 4)))
    m.apply(0, Throw())
    m.apply(0, Select((0,)))
    return m


def test_with_800_and_four_dice_left_it_says_write_it_down_as_throwing_on_is_worth_794():
    m = eight_hundred_with_four_dice_left()
    assert m.turn_points == 800 and m.dice_left == 4 and m.can_bank
    h = hint(m, 0)
    assert h == Hint(Bank(), "zehntausend.coach.bank_points", {"points": 800, "throw": 794})
    assert words(h, "de") == "Aufschreiben: Weiterwürfeln ist im Schnitt 794 wert, du hast 800"
    assert words(h, "en") == "Write it down: throwing on is worth 794 on average, you have 800"
    V, C = strategy(m.rules).tables(0)
    assert C[0][4][16] == pytest.approx(793.8, abs=0.05), "the number is the bot's own table"


def test_with_every_die_set_aside_at_350_it_says_throw_on_for_541_on_average():
    m = make((1, 1, 5, 5, 2), (5,))
    m.apply(0, Throw())
    m.apply(0, Select((0, 1, 2, 3)))        # 300, one die left
    m.apply(0, Throw())
    m.apply(0, Select((4,)))                # a 5: 350, every die set aside
    h = hint(m, 0)
    assert h.action == Throw() and h.key == "zehntausend.coach.throw_points"
    assert h.params == {"points": 350, "throw": 541}
    assert words(h, "de") == "Weiterwürfeln: im Schnitt 541 statt 350 beim Aufschreiben"
    assert words(h, "en") == "Throw on: 541 on average instead of 350 if you write it down"


def test_after_1_5_2_3_4_it_says_keep_only_the_1_and_throw_four_dice():
    m = make((1, 5, 2, 3, 4))
    m.apply(0, Throw())
    h = hint(m, 0)
    assert h.action == Select((0,)) and h.key == "zehntausend.coach.set_aside_points"
    assert h.params == {"faces": "1", "other_faces": "5", "value": 246, "other": 214}
    assert words(h, "de") == "Beiseitelegen: 1 – so ist der Zug im Schnitt 246 wert (mit 5: 214)"
    assert words(h, "en") == "Set aside 1: the turn is then worth 246 on average (5: 214)"


def test_with_three_ones_it_says_take_the_1000_to_prove_rather_than_a_single_one():
    m = make((1, 1, 1, 3, 4))
    m.apply(0, Throw())
    h = hint(m, 0)
    assert h.action == Select((0, 1, 2)) == choose(m, 0, "hard", random.Random(0))
    assert h.params == {"faces": "1-1-1", "other_faces": "1", "value": 613, "other": 246}


def test_when_writing_down_wins_the_game_it_says_so_in_chances_to_win():
    m = make((2, 3, 4, 6, 6), (1, 2, 3, 4, 6))
    for seat, pts in ((0, 5000), (1, 9900)):
        m.totals[seat] = pts
        m.history.append([seat, "bank", pts])
        m.turns[seat] = 1
    m.apply(0, Throw())                     # seat 0 throws nothing
    m.apply(1, Throw())
    m.apply(1, Select((0,)))                # 100: 10,000 and the round is over
    h = hint(m, 1)
    assert h.action == Bank() and h.key == "zehntausend.coach.bank_win"
    assert h.params["bank_pct"] > h.params["throw_pct"]
    assert words(h, "en").startswith("Write it down: ") and "chance to win" in words(h, "en")


def test_in_the_last_round_it_says_throw_on_while_the_points_do_not_overtake():
    m = make((1, 1, 2, 3, 4), (1, 5, 5, 2, 3), target=1000)
    m.totals[0] = 800
    m.history.append([0, "bank", 800])
    m.turns[0] = 1
    m.apply(0, Throw())
    m.apply(0, Select((0, 1)))
    m.apply(0, Bank())                      # seat 0 has 1000, seat 1 plays its last turn
    m.apply(1, Throw())
    m.apply(1, Select((0, 1, 2)))           # 200 with two dice left: not enough
    h = hint(m, 1)
    assert h.action == Throw() and h.key == "zehntausend.coach.throw_reach"
    assert h.params["need"] == 1050 and h.params["points"] == 200
    assert 0 < h.params["throw_pct"] < 0.5
    assert words(h, "de").startswith("Weiterwürfeln: nötig sind 1.050, du hast 200; ")


def test_it_declines_a_poor_offer_to_take_over_and_says_what_both_are_worth():
    m = make((1, 1, 5, 5, 2), take_over=True)
    m.apply(0, Throw())
    m.apply(0, Select((0, 1, 2, 3)))        # 300, one die left
    m.apply(0, Bank())
    h = hint(m, 1)
    assert h.action == Throw() and h.key == "zehntausend.coach.fresh_points"
    assert h.params["points"] == 300 and h.params["fresh"] > h.params["take"]


def test_after_a_stacked_house_over_a_good_throw_it_says_knock():
    m = make((1, 1, 1, 1, 5), house_building=True, knocking=True, chances=[True])
    m.apply(0, Throw())
    h = hint(m, 0)
    assert h.action == Knock() and h.key == "zehntausend.coach.knock_points"
    assert h.params["knock"] > h.params["throw"]


def test_it_is_silent_when_there_is_nothing_to_decide():
    m = make((1, 2, 3, 4, 6), (2, 3, 4, 6))
    assert hint(m, 0) is None, "a turn's first throw: only throwing"
    assert hint(m, 1) is None, "not this seat's turn"
    m.apply(0, Throw())
    assert hint(m, 0) is None, "one scoring die: one choice"
    m.apply(0, Select((0,)))
    m.apply(0, Throw())                     # nothing scores: the turn is lost
    assert m.current_seat == 1
    assert hint(m, 0) is None and hint(m, 1) is None
    pending = make((2, 2, 2, 3, 4))
    pending.apply(0, Throw())
    pending.apply(0, Select((0, 1, 2)))     # a Pasch to prove: only throwing on
    assert hint(pending, 0) is None
    assert hint(make((1,), reverse=True), 0) is None


VARIANTS = [{}, {"dice": 6, "three_pairs": True, "pyramid": True, "turn_fives": True},
            {"take_over": True, "house_building": True, "knocking": True, "house_chance": 0.2},
            {"boomerang": True, "target": 3000}, {"escalation": True, "target": 3000}, {"confirm": True}]


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: ",".join(v) or "simple")
def test_every_hint_names_the_hard_bots_action_in_words_of_both_languages(variant):
    """Over whole games: each hint is the hard bot's action (the same tables, no second copy),
    a legal one, and a sentence in German and English with every number it needs."""
    tables = {lang: load_table(lang) for lang in LANGS}
    rules = Rules(**variant)
    said = 0
    for seed in range(6):
        m = Match(2, rules, SeededDice(seed))
        rng = random.Random(seed)
        while not m.is_over:
            seat = m.current_seat
            h = hint(m, seat)
            action = choose(m, seat, "hard", rng)
            if h is not None:
                said += 1
                assert h.action == action and h.action in m.legal_actions(seat)
                for lang in LANGS:
                    text = tables[lang][h.key]
                    fields = {f for _, f, _, _ in string.Formatter().parse(text) if f}
                    assert fields <= set(h.params), (lang, h.key, h.params)
            m.apply(seat, action)
    assert said > 50


def test_every_coach_sentence_exists_in_german_and_english_with_the_same_numbers():
    tables = {lang: {k: v for k, v in load_table(lang).items() if k.startswith("zehntausend.coach.")}
              for lang in LANGS}
    kinds = ("set_aside", "bank", "throw", "take_over", "fresh", "knock", "rethrow")
    expected = {f"zehntausend.coach.{k}_{g}" for k in kinds for g in ("points", "win", "reach")}
    assert set(tables["de"]) == set(tables["en"]) == expected
    for key in expected:
        fields = [{f for _, f, _, _ in string.Formatter().parse(tables[lang][key]) if f} for lang in LANGS]
        assert fields[0] == fields[1], key


def test_the_hint_is_the_same_for_a_copy_of_the_match_the_table_shows():
    m = eight_hundred_with_four_dice_left()
    shown = Match.from_dict(m.to_dict())
    assert hint(shown, 0) == hint(m, 0)
    assert isinstance(hint(m, 0).action, (Bank, Throw, Select, TakeOver, Knock))
