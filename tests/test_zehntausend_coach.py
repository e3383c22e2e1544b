"""Zehntausend's coach: on a seat's decision it says what the hard bot would do and why, in one
plain sentence, then in the numbers of the bot's own tables (the points a turn writes down on
average, or the chance to win or to make what the last round needs), in German and English.
After a throw it answers both questions the table asks with one press: which dice, and then
write down or throw on, also when only one choice of dice scores. Silent when there is nothing
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
from scenes.ui.coach import hint_words

LANGS = ("de", "en")


def make(*throws, seats=2, chances=(), **rules) -> Match:
    return Match(seats, Rules(**rules), ScriptedDice(list(throws), chances))


def words(h: Hint, lang: str) -> list[str]:
    """The hint as the card shows it, line by line: the lead, then the lines of numbers."""
    return hint_words(Texts(lang), h).split("\n")


def values_shown(line: str, compare, lang: str) -> list[str]:
    """The values a line of numbers shows, in the order of its options ("541", "36.4%")."""
    t = Texts(lang)
    params = {k: str(v) for k, v in compare.params.items()}
    parts = line.split(": ", 1)[1].split(t("zehntausend.coach.option.join"))
    return [part.removesuffix(t("zehntausend.coach.option.line", value="", option=t(key, **params)))
            for part, (key, _) in zip(parts, compare.options, strict=True)]


def eight_hundred_with_four_dice_left() -> Match:
    """5-5-5-1-1 (700, the Pasch to prove), all five again: 1-2-3-4-6, the 1 proves: 800 with
    four dice in the cup."""
    m = make((5, 5, 5, 1, 1), (1, 2, 3, 4, 6))
    m.apply(0, Throw())
    m.apply(0, Select((0, 1, 2, 3, 4)))
    m.apply(0, Throw())
    m.apply(0, Select((0,)))
    return m


def test_with_800_and_four_dice_left_it_says_write_it_down_a_close_call_against_794():
    m = eight_hundred_with_four_dice_left()
    assert m.turn_points == 800 and m.dice_left == 4 and m.can_bank
    h = hint(m, 0)
    assert h.action == Bank() and h.key == "zehntausend.coach.bank"
    (compare,) = h.numbers
    assert compare.options[0] == ("zehntausend.coach.option.bank", 800.0)
    assert compare.options[1][1] == pytest.approx(793.8, abs=0.05)
    assert words(h, "de") == ["800 aufschreiben: Knapp, aber etwas besser.",
                              "Punkte im Schnitt: 800, wenn du aufschreibst · 794, wenn du weiterwürfelst"]
    assert words(h, "en") == ["Write down 800: a close call, but it is a little better.",
                              "Points on average: 800 if you write down · 794 if you throw on"]
    V, C = strategy(m.rules).tables(0)
    assert C[0][4][16] == pytest.approx(793.8, abs=0.05), "the number is the bot's own table"


def test_after_the_last_die_scores_5_at_350_it_says_set_it_aside_and_throw_on_for_541():
    m = make((1, 1, 5, 5, 2), (5,))
    m.apply(0, Throw())
    m.apply(0, Select((0, 1, 2, 3)))        # 300, one die left
    m.apply(0, Throw())                     # a 5: the only choice, but write down or throw on?
    h = hint(m, 0)
    assert h.action == Select((4,)) and h.then == Throw()
    assert h.key == "zehntausend.coach.set_aside_throw" and h.params["points"] == 350
    assert words(h, "de") == ["Leg die 5 beiseite und würfle weiter: Im Schnitt bringt das mehr als jetzt 350 aufzuschreiben.",
                              "Punkte im Schnitt: 541, wenn du weiterwürfelst · 350, wenn du aufschreibst"]
    assert words(h, "en") == ["Set aside the 5 and throw on: on average that beats writing down 350 now.",
                              "Points on average: 541 if you throw on · 350 if you write down"]


def test_with_every_die_set_aside_at_350_it_says_throw_on_for_541_on_average():
    m = make((1, 1, 5, 5, 2), (5,))
    m.apply(0, Throw())
    m.apply(0, Select((0, 1, 2, 3)))
    m.apply(0, Throw())
    m.apply(0, Select((4,)))                # the engine's own question, after the dice are aside
    h = hint(m, 0)
    assert h.action == Throw() and h.key == "zehntausend.coach.throw"
    assert words(h, "en") == ["Throw on: on average that beats writing down 350 now.",
                              "Points on average: 541 if you throw on · 350 if you write down"]


def test_after_1_5_2_3_4_it_says_keep_only_the_1_and_throw_four_dice():
    m = make((1, 5, 2, 3, 4))
    m.apply(0, Throw())
    h = hint(m, 0)
    assert h.action == Select((0,)) and h.then == Throw() and h.key == "zehntausend.coach.set_aside_throw"
    assert h.params["faces"] == "1" and h.params["other_faces"] == "5" and h.params["points"] == 100
    assert words(h, "de") == ["Leg die 1 beiseite und würfle weiter: Im Schnitt bringt das mehr als jetzt 100 aufzuschreiben.",
                              "Punkte im Schnitt: 246, wenn du die 1 nimmst und weiterwürfelst · 214, wenn du die 5 nimmst · "
                              "100, wenn du aufschreibst"]
    assert words(h, "en") == ["Set aside the 1 and throw on: on average that beats writing down 100 now.",
                              "Points on average: 246 if you take the 1 and throw on · 214 if you take the 5 · "
                              "100 if you write down"]


def test_with_a_single_scoring_1_it_still_advises_on_writing_down_or_throwing_on():
    m = make((1, 2, 3, 4, 6))
    m.apply(0, Throw())
    assert len(m.legal_actions(0)) == 1, "one choice of dice"
    h = hint(m, 0)
    assert h.action == Select((0,)) and h.then == Throw() and len(h.numbers) == 1
    assert words(h, "en") == ["Set aside the 1 and throw on: on average that beats writing down 100 now.",
                              "Points on average: 246 if you throw on · 100 if you write down"]


def test_with_three_ones_it_says_take_the_1000_to_prove_rather_than_a_single_one():
    m = make((1, 1, 1, 3, 4))
    m.apply(0, Throw())
    h = hint(m, 0)
    assert h.action == Select((0, 1, 2)) == choose(m, 0, "hard", random.Random(0))
    assert h.key == "zehntausend.coach.set_aside" and h.then is None, "the Pasch must be proven: only throwing on"
    assert h.params["faces"] == "1-1-1" and h.params["other_faces"] == "1"
    assert words(h, "en") == ["Set aside the 1-1-1, then throw on: that brings the most points on average.",
                              "Points on average: 613 if you take the 1-1-1 · 246 if you take the 1"]


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
    assert h.action == Bank() and h.key == "zehntausend.coach.bank"
    bank, throw = (v for _, v in h.numbers[0].options)
    assert bank > throw and h.numbers[0].measure == "zehntausend.coach.measure.win"
    lead, numbers = words(h, "en")
    assert lead == "Write down 100: that gives you the best chance to win."
    assert numbers.startswith("Chance to win: ") and "if you write down · " in numbers


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
    assert h.action == Throw() and h.key == "zehntausend.coach.throw"
    assert h.params["need"] == 1050 and h.params["points"] == 200
    throw, bank = (v for _, v in h.numbers[0].options)
    assert 0 < throw < 0.5 and bank == 0
    assert words(h, "de") == ["Weiterwürfeln: So schaffst du am ehesten noch 1.050.",
                              f"Chance auf 1.050: {words(h, 'de')[1].split(': ')[1].split(' · ')[0]} · 0 %, wenn du aufschreibst"]


def test_it_declines_a_poor_offer_to_take_over_and_says_what_both_are_worth():
    m = make((1, 1, 5, 5, 2), take_over=True)
    m.apply(0, Throw())
    m.apply(0, Select((0, 1, 2, 3)))        # 300, one die left
    m.apply(0, Bank())
    h = hint(m, 1)
    assert h.action == Throw() and h.key == "zehntausend.coach.fresh"
    fresh, take = (v for _, v in h.numbers[0].options)
    assert h.params["points"] == 300 and fresh > take
    assert words(h, "en")[0] == "Throw all the dice yourself: that brings the most points on average."
    line = words(h, "en")[1]
    assert " if you throw all the dice yourself · " in line and line.endswith(" if you take over")


def test_after_a_stacked_house_over_a_good_throw_it_says_knock():
    m = make((1, 1, 1, 1, 5), house_building=True, knocking=True, chances=[True])
    m.apply(0, Throw())
    h = hint(m, 0)
    assert h.action == Knock() and h.key == "zehntausend.coach.knock"
    knock, throw = (v for _, v in h.numbers[0].options)
    assert knock > throw
    assert words(h, "en")[0] == "Knock: that brings the most points on average."


def test_it_is_silent_when_there_is_nothing_to_decide():
    m = make((1, 2, 3, 4, 6), (2, 3, 4, 6))
    assert hint(m, 0) is None, "a turn's first throw: only throwing"
    assert hint(m, 1) is None, "not this seat's turn"
    m.apply(0, Throw())
    assert hint(m, 0) is not None, "one scoring die, but writing down or throwing on is open"
    m.apply(0, Select((0,)))
    m.apply(0, Throw())                     # nothing scores: the turn is lost
    assert m.current_seat == 1
    assert hint(m, 0) is None and hint(m, 1) is None
    pending = make((2, 2, 2, 3, 4))
    pending.apply(0, Throw())
    assert hint(pending, 0) is None, "one choice (2-2-2), and the Pasch must be proven: nothing to decide"
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
                    lead, *numbers = words(h, lang)
                    assert "{" not in lead and len(numbers) == len(h.numbers) >= 1
                    for line, compare in zip(numbers, h.numbers, strict=True):
                        shown = values_shown(line, compare, lang)
                        values = [v for _, v in compare.options]
                        if abs(values[0] - values[1]) > 1e-6:
                            assert shown[0] != shown[1], (line, values)
            if m.phase == "select" and h is not None and h.then is not None:
                after = Match.from_dict(m.to_dict())
                after.apply(seat, action)
                assert h.then == choose(after, seat, "hard", rng), "then: what the hard bot does next"
            m.apply(seat, action)
    assert said > 50


def test_every_lead_is_one_plain_sentence_in_both_languages_with_the_same_parameters():
    tables = {lang: {k: v for k, v in load_table(lang).items() if k.startswith("zehntausend.coach.")}
              for lang in LANGS}
    assert set(tables["de"]) == set(tables["en"])
    kinds = ("set_aside_throw", "set_aside_bank", "set_aside", "bank", "throw", "take_over", "fresh",
             "knock", "rethrow")
    for kind in kinds:
        key = f"zehntausend.coach.{kind}"
        fields = [{f for _, f, _, _ in string.Formatter().parse(tables[lang][key]) if f} for lang in LANGS]
        assert fields[0] == fields[1] and "why" in fields[0], key
        for lang in LANGS:
            text = tables[lang][key]
            assert text.endswith(".") and ". " not in text and "_pct" not in text, (lang, text)
    for goal in ("points", "win", "reach", "close"):
        assert f"zehntausend.coach.why.{goal}" in tables["de"]


def test_the_hint_is_the_same_for_a_copy_of_the_match_the_table_shows():
    m = eight_hundred_with_four_dice_left()
    shown = Match.from_dict(m.to_dict())
    assert hint(shown, 0) == hint(m, 0)
    assert isinstance(hint(m, 0).action, (Bank, Throw, Select, TakeOver, Knock))
