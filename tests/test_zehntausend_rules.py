"""The simple rules of Zehntausend, one test per rule sentence, driven by ScriptedDice."""

from __future__ import annotations

from itertools import combinations_with_replacement

import pytest
from zehntausend_kit import act, make, sel

from game.dice import ScriptedDice
from game.engine import GameOver, IllegalAction
from game.zehntausend.match import (
    Bank,
    Banked,
    EndTriggered,
    Match,
    PaschPending,
    Proven,
    Rules,
    Select,
    SetAside,
    Throw,
    Thrown,
    TurnLost,
    TurnPassed,
    Unproven,
)
from game.zehntausend.scoring import counts_of, options_for, score_counts


def refused(m: Match, action, reason: str):
    before = m.to_dict()
    with pytest.raises(IllegalAction) as err:
        m.apply(m.current_seat, action)
    assert err.value.reason == "zehntausend.illegal." + reason
    assert m.to_dict() == before, "a refused action changes nothing"
    return err.value


# --- "Zehntausend wird mit mindestens zwei Spielern gespielt. Die Spieler wechseln sich ab."

def test_at_least_two_players():
    with pytest.raises(ValueError):
        Match(1, Rules(), ScriptedDice())
    assert Match(2, Rules(), ScriptedDice()).current_seat == 0
    assert Match(6, Rules(), ScriptedDice()).seats == 6


def test_players_take_turns_in_order():
    m = make((1, 2, 3, 4, 6), (2, 3, 4, 6, 6), (1, 2, 3, 4, 6), seats=3)
    events = act(m, Throw(), sel(0), Bank())
    assert TurnPassed(0, 1) in events and m.current_seat == 1
    events = act(m, Throw())  # seat 1 throws nothing
    assert TurnPassed(1, 2) in events and m.current_seat == 2
    act(m, Throw(), sel(0), Bank())
    assert m.current_seat == 0


def test_only_the_seat_to_move_may_act():
    m = make((1, 2, 3, 4, 6))
    refused_err = pytest.raises(IllegalAction)
    with refused_err as err:
        m.apply(1, Throw())
    assert err.value.reason == "zehntausend.illegal.not_your_turn"
    assert err.value.params == {"seat": 1}
    assert m.legal_actions(1) == []


# --- "Gezählt werden 1er und 5er, wobei der Eins 100 Punkten und der Fünf 50 Punkten entsprechen."

def test_a_one_counts_100_and_a_five_50():
    m = make((1, 5, 2, 3, 4))
    act(m, Throw())
    assert m.evaluate((0,)).points == 100
    assert m.evaluate((1,)).points == 50
    assert m.evaluate((0, 1)).points == 150
    events = act(m, sel(0, 1))
    assert SetAside(0, (0, 1), (1, 5), 150, 150, 3, ("single_1x1", "single_5x1")) in events
    assert m.turn_points == 150


def test_other_single_faces_score_nothing():
    m = make((1, 5, 2, 3, 4))
    act(m, Throw())
    ev = m.evaluate((2,))
    assert not ev.ok and ev.reason == "zehntausend.illegal.lone_face"
    assert ev.params_dict == {"face": 2, "count": 1}
    refused(m, sel(0, 2), "lone_face")


# --- "Es wird so oft gewürfelt, bis der Spieler seine Runde als beendet erklärt oder er keine
#      Eins oder Fünf mehr geworfen hat."

def test_the_turn_goes_on_until_the_player_banks_or_throws_nothing():
    m = make((1, 2, 3, 4, 6), (5, 2, 3, 4), (1, 2, 3), (2, 3))
    act(m, Throw(), sel(0), Throw(), sel(1), Throw(), sel(2))   # dice keep their numbers
    assert m.current_seat == 0 and m.turn_points == 250 and m.dice_left == 2
    events = act(m, Throw())
    assert TurnLost(0, 250, "no_score") in events
    assert m.current_seat == 1


# --- "Der Spieler muss bei jedem Wurf mindestens eine Eins oder eine Fünf an die Seite legen."

def test_each_throw_must_set_aside_at_least_one_scoring_die():
    m = make((1, 2, 3, 4, 6), (1, 2, 3, 6))
    act(m, Throw())
    refused(m, Throw(), "must_set_aside")
    refused(m, Bank(), "must_set_aside")
    refused(m, sel(), "empty_selection")
    refused(m, sel(1), "lone_face")
    assert all(isinstance(a, Select) for a in m.legal_actions(0))
    act(m, sel(0), Throw())
    refused(m, Bank(), "must_set_aside")


def test_setting_aside_before_throwing_is_refused():
    m = make((1, 2, 3, 4, 6))
    refused(m, sel(0), "throw_first")
    refused(m, Bank(), "nothing_to_bank")
    assert m.legal_actions(0) == [Throw()]


def test_only_dice_of_this_throw_may_be_set_aside():
    m = make((1, 2, 3, 4, 6), (1, 1, 3, 6))
    act(m, Throw(), sel(0), Throw())
    err = refused(m, sel(0), "die_not_thrown")
    assert err.params == {"number": 1}
    err = refused(m, Select((1, 1)), "die_twice")
    assert err.params == {"number": 2}, "the refusal names the die chosen twice"


def test_more_dice_than_needed_may_be_set_aside():
    m = make((1, 1, 5, 3, 4))
    act(m, Throw())
    assert {a.dice for a in m.legal_actions(0)} == {(0,), (1,), (2,), (0, 1), (0, 2), (1, 2), (0, 1, 2)}


# --- "Hat er alle Würfel aus dem Würfelbecher genommen und will weiter würfeln, so kann er
#      wieder alle in den Becher legen (Seine Punkte werden hierbei weitergerechnet)."

def test_with_every_die_set_aside_all_dice_are_thrown_again_and_points_carry_on():
    m = make((1, 5, 2, 3, 4), (1, 5, 5), (1, 2, 3, 4, 6))
    act(m, Throw(), sel(0, 1), Throw(), sel(2, 3, 4))
    assert m.dice_left == 0 and m.turn_points == 350
    events = act(m, Throw())
    assert Thrown(0, (0, 1, 2, 3, 4), (1, 2, 3, 4, 6)) in events
    act(m, sel(0))
    assert m.turn_points == 450 and m.dice_left == 4


def test_with_every_die_set_aside_the_player_may_also_bank():
    m = make((1, 1, 5, 5, 1))
    act(m, Throw(), sel(0, 1, 2, 3, 4))
    assert m.turn_points == 1100 and m.dice_left == 0
    # three 1s are a Pasch: it must be proven before banking
    refused(m, Bank(), "unproven")
    m3 = make((1, 5, 1, 5, 2), (1,))
    act(m3, Throw(), sel(0, 1, 2, 3), Throw(), sel(4))
    assert m3.dice_left == 0 and m3.can_bank
    events = act(m3, Bank())
    assert Banked(0, 400, 400) in events


# --- "bis er keine Eins oder Fünf gewürfelt hat (Hierbei verliert er alle in dieser Runde
#      erwürfelten Punkte)"

def test_a_throw_without_scoring_die_loses_the_turns_points():
    m = make((1, 5, 2, 3, 4), (2, 3, 4))
    act(m, Throw(), sel(0, 1))
    events = act(m, Throw())
    assert events[0] == Thrown(0, (2, 3, 4), (2, 3, 4))
    assert TurnLost(0, 150, "no_score") in events
    assert m.totals == [0, 0] and m.turn_points == 0 and m.current_seat == 1
    assert m.figures(0)["busts"] == 1


# --- "oder seine Runde für beendet erklärt (In der Runde erwürfelte Punkte werden ihm
#      gutgeschrieben)."

def test_banking_credits_the_turns_points():
    m = make((1, 5, 2, 3, 4))
    act(m, Throw(), sel(0, 1))
    events = act(m, Bank())
    assert events[0] == Banked(0, 150, 150)
    assert m.totals == [150, 0] and m.current_seat == 1 and m.turn_points == 0


# --- "Punkte werden aufgeschrieben und addiert."

def test_banked_points_add_up_over_turns():
    m = make((1, 2, 3, 4, 6), (2, 3, 4, 6, 6), (5, 5, 2, 3, 4))
    act(m, Throw(), sel(0), Bank(), Throw(), Throw(), sel(0, 1), Bank())
    assert m.totals == [200, 0]
    assert m.figures(0) == {"total": 200, "best_turn": 100, "turns": 2, "busts": 0}


# --- "Des Weiteren werden Dreierpasche und Viererpasche als Punkte gezählt ..."

@pytest.mark.parametrize("faces,points", [
    ((2, 2, 2), 200), ((3, 3, 3), 300), ((4, 4, 4), 400), ((5, 5, 5), 500), ((6, 6, 6), 600),
    ((1, 1, 1), 1000), ((2, 2, 2, 2), 2000), ((3, 3, 3, 3), 3000), ((4, 4, 4, 4), 4000),
    ((5, 5, 5, 5), 5000), ((6, 6, 6, 6), 6000), ((1, 1, 1, 1), 10000),
])
def test_three_and_four_of_a_kind_count_by_the_table(faces, points):
    filler = [f for f in (3, 4, 6, 2) if f != faces[0]][: 5 - len(faces)]
    m = make(faces + tuple(filler))
    act(m, Throw())
    assert m.evaluate(tuple(range(len(faces)))).points == points


def test_two_of_a_kind_is_no_pasch():
    m = make((2, 2, 1, 3, 4))
    act(m, Throw())
    assert m.evaluate((0, 1)).reason == "zehntausend.illegal.lone_face"


# --- The table's count column has "Dreierpasche und Viererpasche" only; five of a kind is
#     "-" there (it belongs to the Verdoppel-Regel column).

def test_five_of_a_kind_is_four_of_a_kind_and_the_fifth_die_on_its_own():
    m = make((1, 1, 1, 1, 1))
    act(m, Throw())
    ev = m.evaluate(range(5))
    assert ev.points == 10000 + 100 and ev.combos == ("pasch_1x4", "single_1x1") and ev.pasch
    m = make((5, 5, 5, 5, 5), (1, 2, 3, 4, 6))
    act(m, Throw())
    assert m.evaluate(range(5)).points == 5000 + 50
    events = act(m, sel(0, 1, 2, 3, 4))
    assert PaschPending(0, (5,)) in events, "the fifth five of the same throw proves nothing"
    assert m.turn_points == 5050 and m.dice_left == 0
    events = act(m, Throw())                # all five back into the cup: a 1 proves the four
    assert Proven(0, (5,)) not in events    # (the 1 must be set aside to prove)
    assert Proven(0, (5,)) in act(m, sel(0))
    assert act(m, Bank())[0] == Banked(0, 5150, 5150)


def test_a_fifth_die_that_scores_nothing_alone_cannot_be_chosen_with_the_four():
    m = make((2, 2, 2, 2, 2))
    act(m, Throw())
    ev = m.evaluate(range(5))
    assert ev.reason == "zehntausend.illegal.beyond_four" and ev.params_dict == {"face": 2, "count": 1}
    refused(m, sel(0, 1, 2, 3, 4), "beyond_four")
    assert m.evaluate((0, 1, 2, 3)).points == 2000
    choices = [a.dice for a in m.legal_actions(0)]
    assert (0, 1, 2, 3, 4) not in choices and (0, 1, 2, 3) in choices and (1, 2, 3, 4) in choices
    assert [(d, s.points) for d, s in m.options()] == [((0, 1, 2), 200), ((0, 1, 2, 3), 2000)]
    act(m, sel(1, 2, 3, 4))
    assert m.turn_points == 2000 and m.dice_left == 1, "the fifth 2 stays in the cup"


def test_six_of_a_kind_is_four_of_a_kind_and_two_dice_on_their_own():
    m = make((1, 1, 1, 1, 1, 1), dice=6)
    act(m, Throw())
    assert m.evaluate(range(6)).points == 10000 + 200
    m = make((4, 4, 4, 4, 4, 4), dice=6)
    act(m, Throw())
    assert m.evaluate(range(6)).reason == "zehntausend.illegal.beyond_four"
    assert m.evaluate(range(5)).reason == "zehntausend.illegal.beyond_four"
    assert max(s.points for _, s in m.options()) == 4000


def test_a_straight_counts_1000_only_with_six_dice():
    m = make((1, 2, 3, 4, 5, 6), dice=6)
    act(m, Throw())
    ev = m.evaluate(range(6))
    assert ev.points == 1000 and ev.combos == ("straight",) and not ev.pasch
    # with five dice 1-2-3-4-5 is only a 1 and a 5
    m = make((1, 2, 3, 4, 5))
    act(m, Throw())
    assert m.evaluate(range(5)).reason == "zehntausend.illegal.lone_face"
    assert m.evaluate((0, 4)).points == 150


# --- "... diese müssen aber mittels einer Eins oder einer Fünf bewiesen werden."

def test_a_pasch_must_be_proven_before_banking():
    m = make((3, 3, 3, 2, 4))
    events = act(m, Throw(), sel(0, 1, 2))
    assert PaschPending(0, (3,)) in events
    assert m.proof_status == "pending" and m.unproven == (3,)
    err = refused(m, Bank(), "unproven")
    assert err.params == {"count": 1, "faces": (3,)}
    assert Bank() not in m.legal_actions(0)


# --- "Punkte gelten als bewiesen, wenn der Spieler eine zusätzliche Eins oder eine Fünf
#      gewürfelt hat."

def test_an_extra_one_or_five_in_a_later_throw_proves_the_pasch():
    m = make((3, 3, 3, 2, 4), (5, 6))
    act(m, Throw(), sel(0, 1, 2), Throw())
    assert m.evaluate((3,)).proves
    events = act(m, sel(3))
    assert Proven(0, (3,)) in events
    assert m.proof_status == "none" and m.can_bank
    assert act(m, Bank())[0] == Banked(0, 350, 350)


def test_a_one_in_the_same_throw_does_not_prove_the_pasch():
    m = make((3, 3, 3, 1, 4))
    events = act(m, Throw(), sel(0, 1, 2, 3))
    assert not any(isinstance(e, Proven) for e in events)
    assert m.unproven == (3,)
    refused(m, Bank(), "unproven")


def test_three_ones_are_a_pasch_too_and_need_proof():
    m = make((1, 1, 1, 2, 4), (2, 3))
    act(m, Throw(), sel(0, 1, 2))
    assert m.turn_points == 1000 and m.unproven == (1,)
    events = act(m, Throw())
    assert Unproven(0, (1,)) in events and TurnLost(0, 1000, "no_score") in events


def test_setting_aside_two_of_three_ones_avoids_the_pasch():
    m = make((1, 1, 1, 2, 4))
    act(m, Throw(), sel(0, 1))
    assert m.turn_points == 200 and m.unproven == () and m.can_bank


# --- "Auf ein Pasch kann ein weiteres Pasch folgen, zum Beispiel wenn alle Würfel wieder in
#      den Becher gelegt werden mussten."

def test_a_pasch_may_follow_a_pasch_after_all_dice_go_back():
    m = make((2, 2, 2, 1, 5), (4, 4, 4, 3, 6), (1, 3))
    act(m, Throw(), sel(0, 1, 2, 3, 4))     # 2,2,2 pending; 1 and 5 of the same throw
    assert m.dice_left == 0 and m.unproven == (2,)
    act(m, Throw())                         # all five back in the cup
    events = act(m, sel(0, 1, 2))           # a second Pasch follows
    assert PaschPending(0, (4,)) in events
    assert m.unproven == (2, 4) and m.turn_points == 750


# --- "Jedes Pasch muss bewiesen werden."

def test_every_pasch_must_be_proven():
    m = make((2, 2, 2, 1, 5), (4, 4, 4, 3, 6), (1, 3))
    act(m, Throw(), sel(0, 1, 2, 3, 4), Throw(), sel(0, 1, 2))
    refused(m, Bank(), "unproven")
    act(m, Throw())                         # dice 3 and 4 show 1 and 3
    events = act(m, sel(3))                 # one later 1 proves both
    assert Proven(0, (2, 4)) in events
    assert m.can_bank and act(m, Bank())[0] == Banked(0, 850, 850)


# --- "Wurde das Pasch nicht bewiesen, gehen alle Punkte verloren."

def test_an_unproven_pasch_loses_all_points():
    m = make((6, 6, 6, 2, 3), (2, 3))
    act(m, Throw(), sel(0, 1, 2))
    events = act(m, Throw())
    assert Unproven(0, (6,)) in events
    assert TurnLost(0, 600, "no_score") in events
    assert m.totals == [0, 0]


# --- "Der Gewinner ist derjenige, der zuerst mindestens 10.000 Punkte erreicht hat. ...
#      den anderen Spielern noch möglich, diesen zu überholen, sofern sie in der Reihe nach
#      und nicht vor ihm dran waren."

def _bank_turn(m: Match, throw: tuple[int, ...], dice: tuple[int, ...]) -> list:
    return act(m, Throw(), Select(dice), Bank())


def test_reaching_the_target_triggers_the_end_and_later_seats_get_one_more_turn():
    m = make((1, 1, 2, 3, 4), (1, 2, 3, 4, 6), (1, 2, 3, 4, 6), seats=3, target=1000)
    m.totals[0] = 800
    m.history.append([0, "bank", 800])
    m.turns[0] = 1
    events = _bank_turn(m, (1, 1, 2, 3, 4), (0, 1))
    assert EndTriggered(0, 1000, (1, 2)) in events and not m.is_over
    _bank_turn(m, (1, 2, 3, 4, 6), (0,))
    assert not m.is_over and m.current_seat == 2
    events = _bank_turn(m, (1, 2, 3, 4, 6), (0,))
    assert m.is_over and isinstance(events[-1], GameOver)
    assert m.ranking() == [[0], [1, 2]]


def test_players_before_the_trigger_get_no_more_turn():
    m = make((1, 1, 2, 3, 4), seats=3, target=1000)
    for s, pts in ((0, 300), (1, 400), (2, 800)):
        m.totals[s] = pts
        m.history.append([s, "bank", pts])
        m.turns[s] = 1
    m.current = 2
    events = _bank_turn(m, (1, 1, 2, 3, 4), (0, 1))
    assert EndTriggered(2, 1000, ()) in events
    assert m.is_over and m.ranking() == [[2], [1], [0]]


def test_a_later_player_may_overtake_and_the_highest_total_wins():
    m = make((1, 1, 2, 3, 4), (1, 1, 1, 5, 3), (1,), seats=2, target=1000)
    m.totals = [800, 500]
    m.history += [[0, "bank", 800], [1, "bank", 500]]
    m.turns = [1, 1]
    _bank_turn(m, (1, 1, 2, 3, 4), (0, 1))           # seat 0: 1000
    act(m, Throw(), Select((0, 1, 2, 3)), Throw(), Select((4,)))
    assert m.turn_points == 1150
    events = act(m, Bank())
    assert Banked(1, 1150, 1650) in events and m.is_over
    assert events[-1] == GameOver(((1,), (0,)))


def _preset(m: Match, *totals: int) -> None:
    for seat, pts in enumerate(totals):
        if pts:
            m.totals[seat] = pts
            m.history.append([seat, "bank", pts])
            m.turns[seat] = 1
    m.check_invariants()


def test_a_tie_with_the_first_to_reach_the_target_is_no_overtaking():
    """"Der Gewinner ist derjenige, der zuerst mindestens 10.000 Punkte erreicht hat" – the
    others may only "diesen zu überholen": equalling is not overtaking."""
    m = make((1, 1, 2, 3, 4), (1, 5, 5, 2, 3), seats=2, target=1000)
    _preset(m, 800, 800)
    _bank_turn(m, (1, 1, 2, 3, 4), (0, 1))            # seat 0 reaches 1000 first
    events = _bank_turn(m, (1, 5, 5, 2, 3), (0, 1, 2))  # seat 1 makes 1000 too
    assert m.totals == [1000, 1000] and m.is_over
    assert m.ranking() == [[0], [1]] and events[-1] == GameOver(((0,), (1,)))
    # 50 more and seat 1 is strictly past: it wins
    m = make((1, 1, 2, 3, 4), (1, 1, 5, 2, 3), seats=2, target=1000)
    _preset(m, 800, 800)
    _bank_turn(m, (1, 1, 2, 3, 4), (0, 1))
    _bank_turn(m, (1, 1, 5, 2, 3), (0, 1, 2))
    assert m.totals == [1000, 1050] and m.ranking() == [[1], [0]]


@pytest.mark.parametrize("seats,first_seat,trigger", [(2, 1, 1), (3, 0, 1)])
def test_a_tie_is_no_overtaking_whichever_seat_began_or_reached_the_target(seats, first_seat,
                                                                           trigger):
    """The seat after the one that reached the target first equals it: the first still wins,
    also when the round wraps past seat 0 or the trigger is not seat 0."""
    m = Match(seats, Rules(target=1000), ScriptedDice([(1, 1, 2, 3, 4), (1, 5, 5, 2, 3)]),
              first_seat)
    after = (trigger + 1) % seats
    _preset(m, *[800 if s in (trigger, after) else 0 for s in range(seats)])
    m.current = trigger
    events = _bank_turn(m, (1, 1, 2, 3, 4), (0, 1))
    assert EndTriggered(trigger, 1000, (after,)) in events
    _bank_turn(m, (1, 5, 5, 2, 3), (0, 1, 2))
    assert m.is_over and m.totals[trigger] == m.totals[after] == 1000
    assert m.ranking()[:2] == [[trigger], [after]]


def test_of_several_seats_past_the_first_the_first_to_reach_the_top_total_wins():
    """Several seats of the last round overtake: each must get strictly past the best so far;
    of equal totals at or above the target the one reached first ranks ahead."""
    m = make((1, 1, 2, 3, 4), (1, 1, 1, 5, 3), (1,), (1, 1, 1, 5, 3), (1,), (1, 2, 3, 4, 6),
             seats=4, target=1000)
    _preset(m, 800, 500, 500, 850)
    _bank_turn(m, (1, 1, 2, 3, 4), (0, 1))             # seat 0: 1000, the end is triggered
    act(m, Throw(), Select((0, 1, 2, 3)), Throw(), Select((4,)), Bank())   # seat 1: 500 + 1150
    act(m, Throw(), Select((0, 1, 2, 3)), Throw(), Select((4,)), Bank())   # seat 2: the same
    act(m, Throw(), Select((0,)), Bank())             # seat 3: 850 + 100 = 950, below
    assert m.totals == [1000, 1650, 1650, 950] and m.is_over
    assert m.ranking() == [[1], [2], [0], [3]]


def test_equal_totals_below_the_target_share_a_place():
    m = make((1, 1, 2, 3, 4), (5, 5, 1, 2, 3), (5, 5, 1, 2, 3), seats=3, target=1000)
    _preset(m, 800, 300, 300)
    _bank_turn(m, (1, 1, 2, 3, 4), (0, 1))
    _bank_turn(m, (5, 5, 1, 2, 3), (0, 1, 2))
    _bank_turn(m, (5, 5, 1, 2, 3), (0, 1, 2))
    assert m.totals == [1000, 500, 500] and m.is_over
    assert m.ranking() == [[0], [1, 2]]


# --- "Straße (1-2-3-4-5-6)": six different faces in one throw, nothing less


def test_one_one_two_three_four_six_is_not_a_strasse():
    """Six dice with a face twice are no Straße: 1-1-2-3-4-6 scores only its two 1s."""
    m = make((1, 1, 2, 3, 4, 6), dice=6)
    act(m, Throw())
    ev = m.evaluate(range(6))
    assert ev.reason == "zehntausend.illegal.lone_face"
    assert max(s.points for _, s in m.options()) == 200
    assert all("straight" not in s.names for _, s in m.options())
    assert Select(tuple(range(6))) not in m.legal_actions(0)
    refused(m, Select(tuple(range(6))), "lone_face")


@pytest.mark.parametrize("rules", [
    {}, {"straight_value": 1250}, {"doubling": True}, {"small_straights": True},
    {"three_pairs": True, "pyramid": True},
], ids=["simple", "1250", "doubling", "small_straights", "3x2_pyramide"])
def test_six_dice_not_all_different_never_score_the_strasse(rules):
    """Every throw of six dice with a repeated face, under every Straße setting: no choice
    from it (of any of its dice) is worth anything as a Straße."""
    key = Rules(dice=6, **rules).scoring_key()
    seen = 0
    for faces in combinations_with_replacement(range(1, 7), 6):
        if len(set(faces)) == 6:
            continue
        seen += 1
        for _, score in options_for(counts_of(faces), key):
            assert all(c.kind != "straight" for c in score.combos), (faces, score)
    assert seen == 461
    if not key.small_straights:       # (with them 1-6 is best split as 2-6 and a 1)
        assert score_counts(counts_of((1, 2, 3, 4, 5, 6)), key).names == ("straight",)
