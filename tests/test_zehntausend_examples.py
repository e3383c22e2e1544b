"""The worked examples of the rule page, as written."""

from __future__ import annotations

from zehntausend_kit import act, make

from game.zehntausend.match import (
    Bank,
    Banked,
    ConfirmNeeded,
    EndTriggered,
    FivesTurned,
    PaschPending,
    PileTaken,
    Proven,
    Select,
    SetAside,
    TakeOver,
    Throw,
    TurnLost,
)


def test_zehntausend_proven_is_10050_points():
    """Title: "Zehntausend Punkte - bewiesen (also 10.050 Punkte)"."""
    m = make((1, 1, 1, 1, 3), (5,))
    act(m, Throw(), Select((0, 1, 2, 3)))
    assert m.turn_points == 10000 and m.unproven == (1,)
    act(m, Throw(), Select((4,)))
    events = act(m, Bank())
    assert Banked(0, 10050, 10050) in events
    assert EndTriggered(0, 10050, (1,)) in events


def test_three_fives_with_a_three_and_a_six_are_500_that_must_be_proven():
    """"Ein Spieler würfelt drei mal die Fünf, eine Drei und eine Sechs. Die 3 Fünfen werden zu
    500 Punkten gezählt, wobei er diese mittels eines weiteren Wurfes beweisen muss.\""""
    m = make((5, 5, 3, 5, 6), (1, 4))
    act(m, Throw())
    ev = m.evaluate((0, 1, 3))
    assert ev.points == 500 and ev.pasch and ev.dice_left == 2
    events = act(m, Select((0, 1, 3)))
    assert PaschPending(0, (5,)) in events
    assert not m.can_bank
    act(m, Throw())
    events = act(m, Select((2,)))
    assert Proven(0, (5,)) in events and m.turn_points == 600 and m.can_bank


def test_ergaenzen_three_threes_and_a_three_are_600():
    """"1. Wurf: 3,3,3 = 300 Punkte im zweiten Wurf wird noch eine 3 dazu gewürfelt:
    3,3,3 +3 = 300 Punkte mal 2 = 600 Punkte.\""""
    m = make((3, 3, 3, 2, 4), (3, 6), extend=True)
    act(m, Throw(), Select((0, 1, 2)))
    assert m.turn_points == 300
    act(m, Throw())
    ev = m.evaluate((3,))
    assert ev.points == 300 and ev.combos == ("extend_3x1",)
    act(m, Select((3,)))
    assert m.turn_points == 600


def test_ergaenzen_three_fives_and_three_more_fives_are_4000():
    """"5,5,5 = 500 +5 +5 +5 mal 2= 1000 mal 2= 2000 mal 2= 4000" (six dice)."""
    m = make((5, 5, 5, 2, 3, 4), (5, 5, 5), extend=True, dice=6)
    act(m, Throw(), Select((0, 1, 2)), Throw())
    assert m.evaluate((3, 4, 5)).turn_points == 4000
    # one at a time gives the same
    m = make((5, 5, 5, 2, 3, 4), (5, 2, 3), (5, 2), (5,), extend=True, dice=6)
    act(m, Throw(), Select((0, 1, 2)), Throw(), Select((3,)))
    assert m.turn_points == 1000
    act(m, Throw(), Select((4,)))
    assert m.turn_points == 2000
    act(m, Throw(), Select((5,)))
    assert m.turn_points == 4000


def test_verdoppeln_examples():
    """"222 = 200, 2222 = 200*2 = 400, 1111 = 2000, da 111 ja = 1000, 66666 = (600*2)*2 = 2400\""""
    for faces, points in (((2, 2, 2, 3, 4), 200), ((2, 2, 2, 2, 3), 400), ((1, 1, 1, 1, 3), 2000),
                          ((6, 6, 6, 6, 6), 2400)):
        m = make(faces, doubling=True)
        act(m, Throw())
        n = sum(1 for f in faces if f == faces[0])
        assert m.evaluate(tuple(range(n))).points == points


def test_bestaetigen_all_six_dice_usable_1_1_3_3_3_5_is_550_and_must_be_confirmed():
    """"sind bei einem Wurf alle 6 Würfel verwertbar (auch z.B. bei der Straße oder z.B.
    1,1,3,3,3,5 = 550), muss der Wurf durch einen weiteren bestätigt werden, bei dem min.
    50 Punkte erreicht werden.\""""
    m = make((1, 1, 3, 3, 3, 5), (5, 2, 3, 4, 6, 6), confirm=True, dice=6)
    act(m, Throw())
    assert m.evaluate(range(6)).points == 550
    events = act(m, Select(tuple(range(6))))
    assert ConfirmNeeded(0) in events and not m.can_bank
    act(m, Throw(), Select((0,)))
    assert m.turn_points == 600 and m.can_bank


def test_bestaetigen_a_straight_must_be_confirmed_too():
    m = make((6, 5, 4, 3, 2, 1), (2, 3, 4, 6, 6, 2), confirm=True, dice=6)
    act(m, Throw(), Select(tuple(range(6))))
    assert m.turn_points == 1000 and m.proof_status == "confirm"
    events = act(m, Throw())
    assert TurnLost(0, 1000, "no_score") in events


def test_5er_drehen_two_fives_become_a_one():
    """"sind in einem Wurf u.A. 2 Fünfen (5,5 = 100), so können, müssen aber nicht, diese zu
    einer 1 (1 = 100) gewandelt werden ... einen Würfel mehr\""""
    m = make((5, 5, 2, 3, 4), (1, 2, 3, 4), turn_fives=True)
    act(m, Throw())
    assert m.evaluate((0, 1), turn_fives=True).dice_left == 4
    events = act(m, Select((0, 1), turn_fives=True))
    assert FivesTurned(0, 0, 1) in events
    assert m.turn_points == 100 and m.dice_left == 4 and m.faces[0] == 1
    events = act(m, Throw())
    assert events[0].dice == (1, 2, 3, 4)


def test_5er_drehen_makes_no_sense_when_every_die_scores_3_3_3_1_5_5_is_500():
    m = make((3, 3, 3, 1, 5, 5), turn_fives=True, dice=6)
    act(m, Throw())
    plain = m.evaluate(range(6))
    turned = m.evaluate(range(6), turn_fives=True)
    assert plain.points == turned.points == 500
    assert plain.dice_left == 0 and turned.dice_left == 1   # six fresh dice against one


def test_3x2_three_pairs_2_2_4_4_6_6_are_1000_and_the_player_throws_on():
    """"würfelt ein Spieler 3 Zweier-Paschs in einem Wurf, erhält er 1000 Punkte und darf weiter
    würfeln: 2,2,4,4,6,6\""""
    m = make((2, 4, 6, 2, 4, 6), (1, 2, 3, 4, 6, 6), three_pairs=True, dice=6)
    act(m, Throw())
    events = act(m, Select(tuple(range(6))))
    assert SetAside(0, tuple(range(6)), (2, 4, 6, 2, 4, 6), 1000, 1000, 0, ("three_pairs",)) in events
    assert m.can_bank        # three pairs are no Pasch: nothing to prove
    events = act(m, Throw())
    assert len(events[0].dice) == 6


def test_pyramide_1_2_2_3_3_3_is_1000():
    """"würfelt ein Spieler eine Zahlenpyramide (z.B. 1,2,2,3,3,3) in einem Wurf, erhält er
    1000 Punkte.\""""
    m = make((3, 2, 3, 1, 2, 3), pyramid=True, dice=6)
    act(m, Throw())
    ev = m.evaluate(range(6))
    assert ev.points == 1000 and ev.combos == ("pyramid",)


def test_uebernehmen_500_and_a_2_and_a_4_taken_over():
    """"1 Spieler würfelt 3x5 = 500 Punkte und eine 2 und eine 4, so kann Spieler 2 die 2 und die
    4 übernehmen und nochmal würfeln. Würfelt er mit diesen eine 1 oder eine 5, hat er
    dementsprechend 600 oder 550 Punkte. Würfelt er nichts, hat er alles verloren."
    (Played with Bestätigen, where Pasches need no proof, as the example assumes.)"""
    for second, points in (((1, 3), 600), ((5, 3), 550)):
        m = make((5, 5, 5, 2, 4), second, take_over=True, confirm=True)
        act(m, Throw(), Select((0, 1, 2)), Bank())
        assert m.totals == [500, 0] and TakeOver() in m.legal_actions(1)
        act(m, TakeOver(), Select((3,)))
        assert m.turn_points == points
    m = make((5, 5, 5, 2, 4), (2, 3), take_over=True, confirm=True)
    act(m, Throw(), Select((0, 1, 2)), Bank())
    events = act(m, TakeOver())
    assert TurnLost(1, 500, "no_score") in events and m.totals == [500, 0]


def test_rueckwaerts_straights_are_1000_and_three_pairs_1500():
    """"kleine oder große Straße (1,2,3,4,5 oder 2,3,4,5,6) = 1000 Punkte; 3 Pärchen = 1500\""""
    m = make((1, 2, 3, 4, 5), reverse=True)
    events = act(m, Throw())
    assert any(isinstance(e, SetAside) and e.points == 1000 for e in events)
    m = make((2, 2, 3, 3, 6, 6), reverse=True, dice=6)
    events = act(m, Throw())
    assert any(isinstance(e, SetAside) and e.points == 1500 for e in events)


def test_rueckwaerts_whoever_throws_nothing_takes_the_pile():
    """"Wer als erster in der Runde keine 1 oder 5 oder eine andere Kombination erwürfelt,
    erhält die ausliegende Augenzahl als Minuspunkte notiert.\""""
    m = make((1, 5, 2, 3, 3), (2, 3, 4), reverse=True)
    act(m, Throw())
    assert m.turn_points == 150 and m.dice_left == 3 and m.current_seat == 1
    events = act(m, Throw())
    assert PileTaken(1, 150, 150) in events and m.totals == [0, 150]
