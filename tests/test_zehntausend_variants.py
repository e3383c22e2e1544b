"""Every house rule ("Weitere Regelvarianten" and the table's extended column) on its own."""

from __future__ import annotations

import dataclasses

import pytest
from zehntausend_kit import act, make

from game.dice import ScriptedDice
from game.engine import GameOver, IllegalAction
from game.zehntausend.match import (
    Bank,
    Banked,
    Confirmed,
    EndTriggered,
    HouseBuilt,
    InstantWin,
    Knock,
    Knocked,
    Match,
    MinusPoints,
    NixPoints,
    PileTaken,
    Proven,
    Rules,
    Select,
    SetAside,
    TakenOver,
    TakeOver,
    Throw,
    Thrown,
    TurningPoint,
    TurnLost,
    TurnPassed,
)
from game.zehntausend.scoring import counts_of, legal_choices, options_for


def refused(m: Match, action, reason: str) -> IllegalAction:
    before = m.to_dict()
    with pytest.raises(IllegalAction) as err:
        m.apply(m.current_seat, action)
    assert err.value.reason == "zehntausend.illegal." + reason
    assert m.to_dict() == before
    return err.value


def preset(m: Match, descending=(), **totals) -> None:
    """Give seats earlier banked turns (seat0=..., seat1=...); Bumerang: `descending` seats
    have reached the target already."""
    for seat in descending:
        m.descending[seat] = True
    for name, pts in totals.items():
        seat = int(name[4:])
        m.totals[seat] += pts
        m.history.append([seat, "bank", pts])
        m.turns[seat] += 1
    m.check_invariants()


# ----------------------------------------------------------------------------- six dice

def test_six_dice_are_thrown_and_all_six_come_back():
    m = make((1, 2, 3, 4, 6, 6), (1, 5, 5, 1, 2), (2, 3, 4, 6, 6, 1), dice=6)
    events = act(m, Throw())
    assert events[0] == Thrown(0, (0, 1, 2, 3, 4, 5), (1, 2, 3, 4, 6, 6))
    act(m, Select((0,)), Throw(), Select((1, 2, 3, 4)))
    assert m.dice_left == 1
    refused(m, Select((5,)), "throw_first")


def test_six_dice_hot_dice_throw_all_six_again():
    m = make((1, 1, 5, 5, 1, 5), (1, 2, 3, 4, 6, 6), dice=6)
    act(m, Throw(), Select(tuple(range(6))))
    assert m.dice_left == 0
    assert len(act(m, Throw())[0].dice) == 6


def test_the_straight_needs_six_dice_thrown_at_once():
    m = make((1, 2, 3, 4, 6, 6), (2, 3, 4, 5, 6), dice=6)
    act(m, Throw(), Select((0,)), Throw())
    # five dice showing 2-6 are no Straße (small straights are off)
    assert m.evaluate((1, 2, 3, 4, 5)).reason == "zehntausend.illegal.lone_face"


# ----------------------------------------------------------------------------- Straße value

def test_strasse_is_worth_1250_when_set_so():
    m = make((6, 5, 4, 3, 2, 1), dice=6, straight_value=1250)
    act(m, Throw())
    assert m.evaluate(range(6)).points == 1250


def test_strasse_value_may_only_be_1000_or_1250():
    with pytest.raises(ValueError):
        Match(2, Rules(straight_value=1100), ScriptedDice())


# ----------------------------------------------------------------------------- small/large straights

def test_small_and_large_straight_count_1000_with_five_dice_and_need_no_proof():
    for throw in ((1, 2, 3, 4, 5), (6, 5, 4, 3, 2)):
        m = make(throw, small_straights=True)
        act(m, Throw())
        ev = m.evaluate(range(5))
        assert ev.points == 1000 and not ev.pasch
        act(m, Select(tuple(range(5))))
        assert m.can_bank


def test_without_the_switch_a_small_straight_is_only_its_ones_and_fives():
    m = make((1, 2, 3, 4, 5))
    act(m, Throw())
    assert not m.evaluate(range(5)).ok


def test_one_one_two_three_four_is_not_a_small_straight():
    """A small straight needs five different faces, 1-5 or 2-6: 1-1-2-3-4 is only its 1s, and
    neither is 2-3-4-5-5 a large one; with six dice 1-1-2-3-4-4 is no straight either."""
    m = make((1, 1, 2, 3, 4), small_straights=True)
    act(m, Throw())
    assert m.evaluate(range(5)).reason == "zehntausend.illegal.lone_face"
    assert max(s.points for _, s in m.options()) == 200
    assert {a.dice for a in m.legal_actions(0)} == {(0,), (1,), (0, 1)}
    refused(m, Select(tuple(range(5))), "lone_face")
    m = make((2, 3, 4, 5, 5), small_straights=True)
    act(m, Throw())
    assert m.evaluate(range(5)).reason == "zehntausend.illegal.lone_face"
    assert max(s.points for _, s in m.options()) == 100
    m = make((1, 1, 2, 3, 4, 4), small_straights=True, dice=6)
    act(m, Throw())
    assert all("small_straight" not in c for _, s in m.options() for c in s.names)
    assert max(s.points for _, s in m.options()) == 200


def test_without_small_straights_one_to_five_is_no_straight_only_a_one_and_a_five():
    """Small straights off: 1-2-3-4-5 and 2-3-4-5-6 are worth their 1 and 5 (150 / 50)."""
    for throw, best, legal in (((1, 2, 3, 4, 5), 150, {(0,), (4,), (0, 4)}),
                               ((6, 5, 4, 3, 2), 50, {(1,)})):
        m = make(throw)
        act(m, Throw())
        assert m.evaluate(range(5)).reason == "zehntausend.illegal.lone_face"
        assert max(s.points for _, s in m.options()) == best
        assert {a.dice for a in m.legal_actions(0)} == legal
        refused(m, Select(tuple(range(5))), "lone_face")


# ----------------------------------------------------------------------------- Verdoppel-Regel

def test_doubling_four_twos_are_400_and_still_must_be_proven():
    m = make((2, 2, 2, 2, 3), (3,), doubling=True)
    act(m, Throw(), Select((0, 1, 2, 3)))
    assert m.turn_points == 400 and m.unproven == (2,)
    assert TurnLost(0, 400, "no_score") in act(m, Throw())


def test_doubling_straight_is_3000():
    m = make((1, 2, 3, 4, 5, 6), doubling=True, dice=6)
    act(m, Throw())
    assert m.evaluate(range(6)).points == 3000


# ----------------------------------------------------------------------------- Ergänzen

def test_ergaenzen_matching_die_in_any_later_throw_while_the_pasch_lies_aside():
    m = make((3, 3, 3, 1, 2, 4), (1, 2, 4), (3, 6), extend=True, dice=6)
    act(m, Throw(), Select((0, 1, 2)), Throw(), Select((3,)), Throw())
    assert m.evaluate((4,)).points == 300
    act(m, Select((4,)))
    assert m.turn_points == 300 + 100 + 300


def test_ergaenzen_ends_when_all_dice_go_back_into_the_cup():
    m = make((3, 3, 3, 1, 5), (3, 2, 4, 6, 6), extend=True)
    act(m, Throw(), Select((0, 1, 2, 3, 4)), Throw())
    assert m.table_paschs == ()
    assert not m.evaluate((0,)).ok


def test_ergaenzen_without_the_switch_a_lone_matching_die_scores_nothing():
    m = make((3, 3, 3, 2, 4), (3, 6))
    act(m, Throw(), Select((0, 1, 2)))
    assert TurnLost(0, 300, "no_score") in act(m, Throw())


def test_ergaenzen_a_matching_five_proves_a_matching_three_does_not():
    m = make((5, 5, 5, 2, 4), (5, 3), extend=True)
    act(m, Throw(), Select((0, 1, 2)), Throw())
    events = act(m, Select((3,)))
    assert Proven(0, (5,)) in events and m.turn_points == 1000
    m = make((3, 3, 3, 2, 4), (3, 2), extend=True)
    act(m, Throw(), Select((0, 1, 2)), Throw(), Select((3,)))
    assert m.turn_points == 600 and m.unproven == (3,)


def test_ergaenzen_makes_a_matching_throw_score():
    m = make((4, 4, 4, 2, 3), (4, 6), extend=True)
    act(m, Throw(), Select((0, 1, 2)))
    from game.zehntausend.odds import next_throw_fraction, no_score_fraction
    assert next_throw_fraction(m) < no_score_fraction(2, m.rules)
    act(m, Throw())
    assert m.phase == "select"


def test_ergaenzen_a_matching_die_is_among_the_legal_choices_only_with_the_switch():
    """After 2-2-2 lies aside, a 2 in a later throw is a legal choice under Ergänzen, worth
    the Pasch's value again (200 -> 400); without the switch only the 1 beside it may go."""
    throws = ((2, 2, 2, 4, 6), (2, 1))
    m = make(*throws, extend=True)
    act(m, Throw(), Select((0, 1, 2)), Throw())
    assert m.table_paschs == ((2, 200),)
    assert {a.dice for a in m.legal_actions(0)} == {(3,), (4,), (3, 4)}
    options = {dice: s.points for dice, s in m.options()}
    assert options == {(3,): 200, (4,): 100, (3, 4): 300}
    assert m.evaluate((3,)).points == 200 and m.evaluate((3,)).combos == ("extend_2x1",)
    act(m, Select((3,)))
    assert m.turn_points == 400
    # the scoring module's own lists agree
    key = m.key
    assert {pos: s.points for pos, s in legal_choices((2, 1), key, ((2, 200),))} == \
        {(0,): 200, (1,): 100, (0, 1): 300}
    assert {sub: s.points for sub, s in options_for(counts_of((2, 1)), key, ((2, 200),))} == \
        {(0, 1, 0, 0, 0, 0): 200, (1, 0, 0, 0, 0, 0): 100, (1, 1, 0, 0, 0, 0): 300}
    # without Ergänzen the 2 is no choice
    m = make(*throws)
    act(m, Throw(), Select((0, 1, 2)), Throw())
    assert m.table_paschs == ()
    assert {a.dice for a in m.legal_actions(0)} == {(4,)}
    assert {dice: s.points for dice, s in m.options()} == {(4,): 100}
    refused(m, Select((3,)), "lone_face")
    assert [pos for pos, _ in legal_choices((2, 1), m.key, m.table_paschs)] == [(1,)]


def test_ergaenzen_a_house_hiding_a_matching_die_hides_a_legal_choice():
    """The dice of a house (Hausbau) are read with the Pasches lying aside: a 2 after 2-2-2 is
    a choice there too (the bots weigh knocking by it)."""
    m = make((2, 2, 2, 4, 6), (2, 1), extend=True, house_building=True, chances=[False, True])
    act(m, Throw(), Select((0, 1, 2)), Throw())
    assert m.phase == "house" and m.house_faces == (2, 1)
    assert sorted(s.points for _, s in m.options_for_faces(m.house_faces)) == [100, 200, 300]
    m = make((2, 2, 2, 4, 6), (2, 1), house_building=True, chances=[False, True])
    act(m, Throw(), Select((0, 1, 2)), Throw())
    assert [s.points for _, s in m.options_for_faces(m.house_faces)] == [100]


# ----------------------------------------------------------------------------- Bestätigen

def test_bestaetigen_replaces_proving():
    m = make((4, 4, 4, 2, 3), confirm=True)
    act(m, Throw(), Select((0, 1, 2)))
    assert m.unproven == () and m.can_bank


def test_bestaetigen_every_die_of_a_full_throw_scoring_must_be_confirmed():
    m = make((1, 1, 5, 5, 1), (5, 2, 3, 4, 6), confirm=True)
    act(m, Throw(), Select(tuple(range(5))))
    refused(m, Bank(), "unconfirmed")
    events = act(m, Throw())
    assert Confirmed(0) in events
    act(m, Select((0,)))
    assert m.can_bank and m.turn_points == 1150


def test_bestaetigen_only_a_full_throw_needs_confirming():
    m = make((1, 2, 3, 4, 6), (1, 5, 1, 5), confirm=True)
    act(m, Throw(), Select((0,)), Throw(), Select((1, 2, 3, 4)))
    assert m.dice_left == 0 and m.can_bank


# ----------------------------------------------------------------------------- Steigerung

def test_steigerung_must_beat_the_previous_players_last_turn():
    m = make((1, 1, 2, 3, 4), (1, 5, 2, 3, 4), (1, 2, 3), escalation=True)
    act(m, Throw(), Select((0, 1)), Bank())
    act(m, Throw(), Select((0, 1)))
    err = refused(m, Bank(), "escalation")
    assert err.params == {"points": 150, "previous": 200}
    act(m, Throw(), Select((2,)))
    assert act(m, Bank())[0] == Banked(1, 250, 250)


def test_steigerung_the_same_points_as_the_previous_turn_are_not_enough():
    """The rule sheet: keep throwing until you have *more* points than the player before."""
    m = make((1, 1, 2, 3, 4), (1, 5, 2, 3, 4), (5, 2, 3), (1, 2), escalation=True)
    act(m, Throw(), Select((0, 1)), Bank())                  # Anna writes down 200
    act(m, Throw(), Select((0, 1)), Throw(), Select((2,)))    # Ben has 200 too
    err = refused(m, Bank(), "escalation")
    assert err.params == {"points": 200, "previous": 200}
    act(m, Throw(), Select((3,)))
    assert act(m, Bank())[0] == Banked(1, 300, 300)


def test_steigerung_after_a_lost_turn_anything_beats_it():
    m = make((2, 3, 4, 6, 6), (5, 2, 3, 4, 6), escalation=True)
    act(m, Throw())
    act(m, Throw(), Select((0,)))
    assert m.can_bank


# ----------------------------------------------------------------------------- 5er drehen

def test_5er_drehen_needs_two_single_fives():
    m = make((5, 1, 2, 3, 4), turn_fives=True)
    act(m, Throw())
    refused(m, Select((0, 1), turn_fives=True), "no_fives_to_turn")
    m = make((5, 5, 5, 2, 3), turn_fives=True)
    act(m, Throw())
    refused(m, Select((0, 1, 2), turn_fives=True), "no_fives_to_turn")


def test_5er_drehen_is_refused_when_the_switch_is_off():
    m = make((5, 5, 2, 3, 4))
    act(m, Throw())
    refused(m, Select((0, 1), turn_fives=True), "turn_fives_off")
    assert all(not a.turn_fives for a in m.legal_actions(0))


def test_5er_drehen_is_offered_among_the_legal_actions():
    m = make((5, 5, 2, 3, 4), turn_fives=True)
    act(m, Throw())
    assert Select((0, 1), True) in m.legal_actions(0)


# ----------------------------------------------------------------------------- 3x2 and Pyramide

def test_three_pairs_cannot_occur_with_five_dice():
    m = make((2, 2, 4, 4, 1), three_pairs=True)
    act(m, Throw())
    assert not m.evaluate((0, 1, 2, 3)).ok


def test_three_pairs_off_means_pairs_score_nothing():
    m = make((2, 2, 4, 4, 6, 6), dice=6)
    events = act(m, Throw())
    assert TurnLost(0, 0, "no_score") in events


def test_pyramide_with_ones_and_fives_beats_singles_and_needs_no_proof():
    m = make((5, 1, 1, 3, 3, 3), pyramid=True, dice=6)
    act(m, Throw())
    assert m.evaluate(range(6)).points == 1000
    act(m, Select(tuple(range(6))))
    assert m.can_bank


def test_pyramide_cannot_occur_with_five_dice():
    m = make((1, 2, 2, 3, 3), pyramid=True)
    act(m, Throw())
    assert not m.evaluate(range(5)).ok


def test_pyramide_off_the_same_dice_score_only_their_pasch_and_single():
    """1-2-2-3-3-3 is a Pyramide (1000) only with the house rule; without it the 2-2 cannot
    be chosen and the best is 3-3-3 and the 1 (400)."""
    on = make((1, 2, 2, 3, 3, 3), pyramid=True, dice=6)
    act(on, Throw())
    assert on.evaluate(range(6)).points == 1000 and on.evaluate(range(6)).combos == ("pyramid",)
    assert Select(tuple(range(6))) in on.legal_actions(0)
    off = make((1, 2, 2, 3, 3, 3), dice=6)
    act(off, Throw())
    assert off.evaluate(range(6)).reason == "zehntausend.illegal.lone_face"
    assert Select(tuple(range(6))) not in off.legal_actions(0)
    assert max(s.points for _, s in off.options()) == 400
    assert all("pyramid" not in s.names for _, s in off.options())
    refused(off, Select(tuple(range(6))), "lone_face")
    # 5-1-1-3-3-3: without the house rule the Pasch and singles (550), with it 1000
    off = make((5, 1, 1, 3, 3, 3), dice=6)
    act(off, Throw())
    assert off.evaluate(range(6)).points == 550 and off.evaluate(range(6)).pasch


def test_three_pairs_off_pairs_of_ones_and_fives_count_only_as_singles():
    """1-1-5-5-6-6 is three pairs (1000) only with the house rule; without it the 6-6 cannot
    be chosen and the 1s and 5s are worth 300."""
    on = make((1, 1, 5, 5, 6, 6), three_pairs=True, dice=6)
    act(on, Throw())
    assert on.evaluate(range(6)).points == 1000 and on.evaluate(range(6)).combos == ("three_pairs",)
    off = make((1, 1, 5, 5, 6, 6), dice=6)
    act(off, Throw())
    assert off.evaluate(range(6)).reason == "zehntausend.illegal.lone_face"
    assert max(s.points for _, s in off.options()) == 300
    assert all("three_pairs" not in s.names for _, s in off.options())
    refused(off, Select(tuple(range(6))), "lone_face")


# ----------------------------------------------------------------------------- Verschärft

def test_verschaerft_pasches_need_no_proof():
    m = make((4, 4, 4, 2, 3), strict=True)
    act(m, Throw(), Select((0, 1, 2)))
    assert m.unproven == () and m.can_bank


def test_verschaerft_needs_350_points_to_bank():
    m = make((1, 1, 5, 2, 3), (1, 2), strict=True)
    act(m, Throw(), Select((0, 1, 2)))
    err = refused(m, Bank(), "strict_points")
    assert err.params == {"points": 250, "minimum": 350}
    act(m, Throw(), Select((3,)))
    assert m.can_bank


def test_verschaerft_at_most_two_dice_may_be_left():
    m = make((6, 6, 6, 2, 3), strict=True)
    act(m, Throw(), Select((0, 1, 2)))      # 600 with two dice left: fine
    assert m.can_bank
    m = make((6, 6, 6, 2, 3, 4), strict=True, dice=6)
    act(m, Throw(), Select((0, 1, 2)))      # 600 with three dice left: throw on
    err = refused(m, Bank(), "strict_dice")
    assert err.params == {"dice_left": 3, "most": 2}


def test_verschaerft_with_all_dice_set_aside_may_bank():
    m = make((1, 1, 1, 5, 5), strict=True)
    act(m, Throw(), Select(tuple(range(5))))
    assert m.dice_left == 0 and m.can_bank


# ----------------------------------------------------------------------------- Übernehmen

def test_uebernehmen_only_right_after_a_bank_and_only_at_the_turns_start():
    m = make((1, 5, 2, 3, 4), (2, 3, 4, 6, 6), take_over=True)
    act(m, Throw(), Select((0, 1)), Bank())
    assert m.can_take_over
    act(m, Throw())                         # seat 1 declines by throwing fresh (and busts)
    assert not m.can_take_over and m.offer is None


def test_uebernehmen_not_after_a_lost_turn():
    m = make((2, 3, 4, 6, 6), take_over=True)
    act(m, Throw())
    assert not m.can_take_over
    refused(m, TakeOver(), "no_takeover")


def test_uebernehmen_takes_points_and_dice_and_throws_them():
    m = make((1, 5, 2, 3, 4), (1, 2, 3), take_over=True)
    act(m, Throw(), Select((0, 1)), Bank())
    events = act(m, TakeOver())
    assert events[0] == TakenOver(1, 0, 150, 3)
    assert events[1] == Thrown(1, (2, 3, 4), (1, 2, 3))
    act(m, Select((2,)), Bank())
    assert m.totals == [150, 250]


def test_uebernehmen_with_every_die_set_aside_throws_all_again():
    m = make((1, 5, 2, 3, 4), (1, 5, 5), (1, 2, 3, 4, 6), take_over=True)
    act(m, Throw(), Select((0, 1)), Throw(), Select((2, 3, 4)), Bank())
    events = act(m, TakeOver())
    assert events[0] == TakenOver(1, 0, 350, 0) and len(events[1].dice) == 5


def test_uebernehmen_a_takeover_throw_is_not_a_first_throw_for_minus():
    m = make((1, 5, 2, 3, 4), (2, 3, 4), take_over=True, minus=True)
    act(m, Throw(), Select((0, 1)), Bank())
    events = act(m, TakeOver())
    assert TurnLost(1, 150, "no_score") in events and m.totals == [150, 0]


# ----------------------------------------------------------------------------- Bumerang

def test_bumerang_reaching_the_target_turns_the_count():
    m = make((1, 1, 2, 3, 4), (2, 3, 4, 6, 6), (1, 2, 3, 4, 6), boomerang=True, target=1000)
    preset(m, seat0=900)
    events = act(m, Throw(), Select((0, 1)), Bank())
    assert TurningPoint(0, 1100) in events and not any(isinstance(e, EndTriggered) for e in events)
    act(m, Throw())                          # seat 1 busts
    events = act(m, Throw(), Select((0,)), Bank())
    assert Banked(0, 100, 1000) in events and m.totals[0] == 1000


def test_bumerang_below_the_target_the_count_goes_on_up_and_turns_only_once():
    m = make((1, 1, 2, 3, 4), (2, 3, 4, 6, 6), (2, 3, 4, 6, 6), boomerang=True, target=1000)
    preset(m, descending=(0,), seat0=1500)
    events = act(m, Throw(), Select((0, 1)), Bank())     # seat 0 counts down: 1300, still past
    assert m.totals[0] == 1300 and not any(isinstance(e, TurningPoint) for e in events)
    events = act(m, Throw())                              # seat 1 busts...
    events += act(m, Throw())                             # ...and so does seat 0, at 1300
    assert not any(isinstance(e, TurningPoint) for e in events)
    m = make((1, 1, 2, 3, 4), boomerang=True, target=1000)
    events = act(m, Throw(), Select((0, 1)), Bank())
    assert Banked(0, 200, 200) in events and not any(isinstance(e, TurningPoint) for e in events)
    assert m.descending == [False, False]


def test_bumerang_first_below_zero_wins_at_once():
    m = make((1, 1, 2, 3, 4), boomerang=True, target=1000)
    preset(m, descending=(0,), seat0=150, seat1=500)   # 1100 up, then 950 down
    events = act(m, Throw(), Select((0, 1)), Bank())
    assert InstantWin(0, "below_zero") in events and isinstance(events[-1], GameOver)
    assert m.totals[0] == -50 and m.ranking() == [[0], [1]]


def test_bumerang_counting_down_ranks_ahead_of_counting_up():
    m = make(boomerang=True, target=1000)
    preset(m, descending=(0,), seat0=1200, seat1=900)
    assert m.ranking() == [[0], [1]]


# ----------------------------------------------------------------------------- Sechserpasch

def test_sechserpasch_six_equal_dice_win_at_once():
    m = make((4, 4, 4, 4, 4, 4), dice=6, six_of_a_kind_wins=True, seats=3)
    preset(m, seat1=5000)
    events = act(m, Throw())
    assert InstantWin(0, "six_of_a_kind") in events
    assert m.is_over and m.ranking() == [[0], [1], [2]]


def test_sechserpasch_off_six_equal_dice_are_four_of_a_kind_and_two_more():
    m = make((4, 4, 4, 4, 4, 4), dice=6)
    act(m, Throw())
    assert not m.is_over
    assert m.evaluate(range(6)).reason == "zehntausend.illegal.beyond_four"
    assert m.evaluate(range(4)).points == 4000
    m = make((1, 1, 1, 1, 1, 1), dice=6)
    act(m, Throw())
    assert m.evaluate(range(6)).points == 10200 and not m.is_over


def test_doubling_five_and_six_of_a_kind_double_again():
    """The Verdoppel-Regel column has the five and six of a kind the count column lacks."""
    for faces, points in (((1, 1, 1, 1, 1), 4000), ((2, 2, 2, 2, 2), 800), ((6, 6, 6, 6, 6), 2400)):
        m = make(faces, doubling=True)
        act(m, Throw())
        assert m.evaluate(range(5)).points == points
    m = make((2, 2, 2, 2, 2, 2), doubling=True, dice=6)
    act(m, Throw())
    assert m.evaluate(range(6)).points == 1600


def test_sechserpasch_in_the_last_round_beats_the_first_to_the_target():
    """The variant keeps its own rule: six equal dice win at once, even in the last round."""
    m = make((1, 1, 2, 3, 4, 6), (3, 3, 3, 3, 3, 3), dice=6, six_of_a_kind_wins=True, seats=3,
             target=1000)
    preset(m, seat0=800, seat2=950)
    act(m, Throw(), Select((0, 1)), Bank())            # seat 0 reaches 1000 first
    events = act(m, Throw())                           # seat 1: six threes
    assert InstantWin(1, "six_of_a_kind") in events and m.is_over
    assert m.ranking() == [[1], [0], [2]]


def test_sechserpasch_cannot_happen_with_five_dice():
    m = make((4, 4, 4, 4, 4), six_of_a_kind_wins=True)
    act(m, Throw())
    assert not m.is_over and m.phase == "select"


def test_sechserpasch_needs_all_six_in_one_throw():
    m = make((4, 1, 2, 3, 6, 6), (4, 4, 4, 4, 4), dice=6, six_of_a_kind_wins=True)
    act(m, Throw(), Select((1,)), Throw())
    assert not m.is_over


# ----------------------------------------------------------------------------- Minus and Nix

def test_minus_a_first_throw_without_points_costs_1000():
    m = make((2, 3, 4, 6, 6), minus=True)
    events = act(m, Throw())
    assert MinusPoints(0, 1000, -1000) in events and m.totals == [-1000, 0]
    assert m.figures(0)["busts"] == 1


def test_minus_a_later_empty_throw_only_loses_the_turn():
    m = make((1, 2, 3, 4, 6), (2, 3, 4, 6), minus=True)
    events = act(m, Throw(), Select((0,)), Throw())
    assert TurnLost(0, 100, "no_score") in events and m.totals == [0, 0]


def test_minus_a_rethrown_house_is_still_the_first_throw():
    m = make((1, 5, 2, 3, 4), (2, 3, 4, 6, 6), minus=True, house_building=True,
             chances=[True, False])
    events = act(m, Throw(), Throw())
    assert MinusPoints(0, 1000, -1000) in events


def test_nix_a_first_throw_without_points_earns_1000_and_ends_the_turn():
    m = make((2, 3, 4, 6, 6), nix=True)
    events = act(m, Throw())
    assert NixPoints(0, 1000, 1000) in events and TurnPassed(0, 1) in events
    assert m.totals == [1000, 0] and m.current_seat == 1


def test_nix_may_trigger_the_end():
    m = make((2, 3, 4, 6, 6), nix=True, target=1000)
    events = act(m, Throw())
    assert EndTriggered(0, 1000, (1,)) in events


# ----------------------------------------------------------------------------- Rückwärts

def test_rueckwaerts_every_scoring_die_comes_out_and_the_rest_goes_on():
    m = make((1, 1, 1, 5, 2), (1, 3), reverse=True, seats=3)
    events = act(m, Throw())
    assert SetAside(0, (0, 1, 2, 3), (1, 1, 1, 5), 1050, 1050, 1, ("pasch_1x3", "single_5x1")) in events
    assert m.current_seat == 1 and m.turn_points == 1050 and m.dice_left == 1
    assert m.legal_actions(1) == [Throw()]
    refused(m, Bank(), "reverse_throw_only")


def test_rueckwaerts_when_all_dice_are_out_the_next_throws_all():
    m = make((1, 1, 5, 5, 1), (2, 3, 4, 6, 6), reverse=True)
    act(m, Throw())
    events = act(m, Throw())
    assert len(events[0].dice) == 5
    assert PileTaken(1, 1100, 1100) in events


def test_rueckwaerts_first_to_the_target_loses():
    m = make((1, 5, 2, 3, 3), (2, 3, 4), reverse=True, target=1000, seats=3)
    m.totals[1] = 900
    m.history.append([1, "pile", 900])
    m.turns[1] = 1
    m.busts[1] = 1
    m.check_invariants()
    act(m, Throw())
    events = act(m, Throw())
    assert PileTaken(1, 150, 1050) in events and m.is_over
    assert m.ranking() == [[0, 2], [1]]


def test_rueckwaerts_three_houses_count_as_throwing_nothing():
    m = make((1, 5, 2, 3, 3), (1, 1, 1), (1, 1, 1), (1, 1, 1), reverse=True,
             house_building=True, chances=[False, True, True, True])
    act(m, Throw())
    events = act(m, Throw(), Throw(), Throw())
    assert PileTaken(1, 150, 150) in events


def test_rueckwaerts_needs_no_proof_and_passes_on():
    m = make((3, 3, 3, 2, 4), (2, 3), reverse=True)
    events = act(m, Throw())
    assert m.unproven == () and TurnPassed(0, 1) in events


# ----------------------------------------------------------------------------- Hausbau / Klopfen

class SpyDice(ScriptedDice):
    def __init__(self, *a, **k):
        super().__init__(*a, **k)
        self.asked: list[float] = []

    def chance(self, probability):
        self.asked.append(probability)
        return super().chance(probability)


def test_hausbau_a_house_must_be_thrown_again():
    dice = SpyDice([(1, 2, 3, 4, 6), (5, 2, 3, 4, 6)], chances=[True, False])
    m = Match(2, Rules(house_building=True, house_chance=0.1), dice)
    events = act(m, Throw())
    assert events == [HouseBuilt(0, (0, 1, 2, 3, 4), (1, 2, 3, 4, 6), "stacked", 1)]
    assert dice.asked == [0.1]
    assert m.phase == "house" and m.legal_actions(0) == [Throw()]
    refused(m, Select((0,)), "rethrow_house")
    refused(m, Bank(), "rethrow_house")
    events = act(m, Throw())
    assert events[0] == Thrown(0, (0, 1, 2, 3, 4), (5, 2, 3, 4, 6))


def test_hausbau_three_houses_in_a_row_lose_the_turn():
    m = make((1, 5, 2, 3, 4), (1, 1, 1), (1, 1, 1), (1, 1, 1),
             house_building=True, chances=[False, True, True, True], picks=[1, 0, 1])
    act(m, Throw(), Select((0, 1)), Throw())
    assert m.house_kind == "cocked"
    act(m, Throw())
    events = act(m, Throw())
    assert HouseBuilt(0, (2, 3, 4), (1, 1, 1), "cocked", 3) in events
    assert TurnLost(0, 150, "houses") in events and m.current_seat == 1
    assert m.figures(0)["busts"] == 1


def test_hausbau_three_houses_go_on_the_score_sheet_as_houses_not_a_plain_bust():
    m = make((1, 5, 2, 3, 4), (1, 1, 1), (1, 1, 1), (1, 1, 1), (2, 3, 4, 6, 6),
             house_building=True, chances=[False, True, True, True, False], picks=[1, 0, 1])
    act(m, Throw(), Select((0, 1)), Throw(), Throw(), Throw())
    assert m.history == [[0, "houses", 0]]
    act(m, Throw())
    assert m.history == [[0, "houses", 0], [1, "bust", 0]]


def test_hausbau_a_good_throw_resets_the_count():
    m = make((1, 2, 3, 4, 6), (1, 2, 3, 4, 6), (5, 2, 3, 4), (5, 2, 3, 4), (1, 2, 3),
             house_building=True, chances=[True, False, True, False, True])
    act(m, Throw(), Throw(), Select((0,)), Throw(), Throw(), Select((1,)), Throw())
    assert m.house_streak == 1 and m.phase == "house"


def test_hausbau_off_no_chance_is_asked():
    dice = SpyDice([(1, 2, 3, 4, 6)])
    act(Match(2, Rules(), dice), Throw())
    assert dice.asked == []


def test_klopfen_success_the_throw_counts():
    m = make((1, 5, 2, 3, 4), house_building=True, knocking=True, knock_chance=0.7,
             chances=[True, True])
    act(m, Throw())
    assert Knock() in m.legal_actions(0)
    events = act(m, Knock())
    assert events[0] == Knocked(0, True)
    assert events[1] == Thrown(0, (0, 1, 2, 3, 4), (1, 5, 2, 3, 4))
    assert m.phase == "select" and m.house_streak == 0


def test_klopfen_failure_must_throw_again_and_only_once():
    m = make((1, 5, 2, 3, 4), (2, 3, 4, 6, 6), house_building=True, knocking=True,
             chances=[True, False])
    act(m, Throw())
    assert act(m, Knock()) == [Knocked(0, False)]
    refused(m, Knock(), "knock_not_possible")
    assert m.legal_actions(0) == [Throw()]


def test_klopfen_only_when_stacked_not_when_cocked():
    m = make((1, 5, 2, 3, 4), house_building=True, knocking=True, chances=[True], picks=[1])
    act(m, Throw())
    refused(m, Knock(), "knock_not_possible")


def test_klopfen_off_no_knocking():
    m = make((1, 5, 2, 3, 4), house_building=True, chances=[True])
    act(m, Throw())
    refused(m, Knock(), "knock_not_possible")


# ----------------------------------------------------------------------------- target and minimum

def test_a_lower_target_ends_sooner():
    m = make((1, 1, 1, 1, 2), (5,), target=2000)
    act(m, Throw(), Select((0, 1, 2, 3)), Throw(), Select((4,)))
    events = act(m, Bank())
    assert EndTriggered(0, 10050, (1,)) in events


def test_minimum_to_bank():
    m = make((1, 1, 2, 3, 4), (5, 2, 3), min_bank=300)
    act(m, Throw(), Select((0, 1)))
    err = refused(m, Bank(), "below_min_bank")
    assert err.params == {"points": 200, "minimum": 300}
    act(m, Throw(), Select((2,)))
    refused(m, Bank(), "below_min_bank")


# ----------------------------------------------------------------------------- conflicts

def test_contradicting_switches_are_reported_as_pairs():
    assert Rules().conflicts() == []
    assert Rules(confirm=True, strict=True).conflicts() == [("confirm", "strict")]
    assert Rules(minus=True, nix=True).conflicts() == [("minus", "nix")]
    assert ("reverse", "boomerang") in Rules(reverse=True, boomerang=True).conflicts()
    assert Rules(doubling=True, straight_value=1250).conflicts() == [("doubling", "straight_value")]
    assert Rules(doubling=True).conflicts() == []


def test_every_conflict_names_real_fields():
    names = {f.name for f in dataclasses.fields(Rules)}
    everything = Rules(**{f.name: True for f in dataclasses.fields(Rules) if f.type == "bool"},
                       straight_value=1250)
    for a, b in everything.conflicts():
        assert a in names and b in names


def test_switches_that_do_not_conflict_combine():
    rules = Rules(dice=6, small_straights=True, doubling=True, extend=True, confirm=True,
                  escalation=True, turn_fives=True, three_pairs=True, pyramid=True,
                  take_over=True, boomerang=True, six_of_a_kind_wins=True, minus=True,
                  house_building=True, knocking=True)
    assert rules.conflicts() == []
    Match(3, rules, ScriptedDice())
