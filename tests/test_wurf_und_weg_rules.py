"""Wurf & Weg: every rule of the seed, driven by scripted dice.

Scripted dice leave the coaster pile unshuffled, so seat s starts with coaster s and the
pile is 6, 7, ... in order; seat s holds dice 3s, 3s+1, 3s+2. Coasters (left, right):
0 clover/pig, 1 pig/cat, 2 cat/penny, 3 penny/horseshoe, 4 horseshoe/hamsa, 5 hamsa/clover.
The first throw of every round is the luck die.
"""

from __future__ import annotations

import pytest

from game.dice import ScriptedDice, SeededDice
from game.engine import GameOver, IllegalAction
from game.wurf_und_weg.match import (
    COASTERS,
    SYMBOLS,
    Action,
    CoasterDrawn,
    CoasterWon,
    CountdownStarted,
    DiceDealt,
    DieMoved,
    Go,
    LastRolls,
    LuckRolled,
    Match,
    PileEmpty,
    Refused,
    Roll,
    Rolled,
    RoundOver,
    RoundStarted,
    Rules,
    StopCalled,
    ToLeft,
    ToRight,
    ToTray,
    WrongPress,
    coaster_symbols,
)

CLOVER, PIG, CAT, PENNY, HORSESHOE, HAMSA = 1, 2, 3, 4, 5, 6   # die faces
GO = 3.0   # default countdown


def start(seats: int, throws, **rules) -> Match:
    m = Match(seats, Rules(**rules), ScriptedDice(throws))
    m.tick(0.0)
    return m


def of(events, kind):
    return [e for e in events if isinstance(e, kind)]


def win_round(m: Match, winner: int, t: float, others_clear: tuple[int, ...] = ()) -> tuple[list, float]:
    """Play a scripted round (the match must be in its countdown, with the luck die thrown
    hamsa): `winner` rolls three hamsas and trays them; every other seat then uses its three
    last rolls, clearing its dice only if it is in `others_clear`."""
    events = []
    t = max(t, m.go_at)
    events += m.apply(winner, Roll(t))
    for _ in range(3):
        t += 0.25
        events += m.apply(winner, ToTray(t))
    assert m.phase == "last_rolls"
    for s in range(m.seats):
        if s == winner:
            continue
        t += 0.75
        if s in others_clear:
            events += m.apply(s, Roll(t))
            for _ in range(m.dice_count(s)):
                t += 0.25
                events += m.apply(s, ToTray(t))
        else:
            for i in range(3):
                events += m.apply(s, Roll(t + 0.75 * i))
            t += 1.5
    return events, t


def round_script(seats: int, winner: int, others_clear: tuple[int, ...] = (), sizes=None) -> list:
    """Throws for win_round: luck die, winner's roll, then each other seat's rolls."""
    throws = [[HAMSA], [HAMSA] * 3]
    for s in range(seats):
        if s == winner:
            continue
        n = 3 if sizes is None else sizes[s]
        if s in others_clear:
            throws.append([HAMSA] * n)
        else:
            throws += [[CLOVER] * n] * 3
    return throws


# ---------------------------------------------------------------- material and setup

def test_coaster_deck_is_eighteen_distinct_balanced_coasters():
    assert len(COASTERS) == 18 and len(set(COASTERS)) == 18
    assert all(left != right for left, right in COASTERS)
    for s in range(6):
        assert sum(1 for left, _ in COASTERS if left == s) == 3
        assert sum(1 for _, right in COASTERS if right == s) == 3
    pairs = {frozenset(c) for c in COASTERS}
    assert len(pairs) == 15, "every pair of symbols appears on some coaster"
    assert set(SYMBOLS) == {"clover", "pig", "cat", "penny", "horseshoe", "hamsa"}
    assert coaster_symbols(0) == ("clover", "pig")


def test_each_seat_starts_with_three_dice_and_a_face_up_coaster():
    m = Match(4, Rules(), ScriptedDice([[HAMSA]]))
    events = m.tick(0.0)
    dealt = of(events, DiceDealt)[0]
    assert dealt.hands == ((0, 1, 2), (3, 4, 5), (6, 7, 8), (9, 10, 11))
    assert m.coaster == [0, 1, 2, 3]
    assert [m.coaster_symbols(s) for s in (0, 3)] == [("clover", "pig"), ("penny", "horseshoe")]
    assert m.pile == list(range(4, 18))
    assert m.box == list(range(12, 18)), "unused dice are in the box"
    assert all(f is None for f in m.face.values()), "nobody has rolled yet"
    m.check_invariants()


def test_coaster_pile_is_shuffled_by_the_dice_source():
    class Reversing(ScriptedDice):
        def shuffle(self, items):
            items.reverse()

    m = Match(2, Rules(), Reversing([[HAMSA]]))
    assert m.coaster == [17, 16]
    assert m.pile[0] == 15


@pytest.mark.parametrize("seats", [1, 7, "3", True])
def test_two_to_six_seats(seats):
    with pytest.raises(ValueError):
        Match(seats, Rules(), ScriptedDice())


def test_current_seat_is_always_none_everybody_plays_at_once():
    m = start(3, [[HAMSA], [PIG, CAT, PENNY]])
    assert m.current_seat is None
    m.apply(0, Roll(GO))
    assert m.current_seat is None


# ---------------------------------------------------------------- the round's start

def test_a_round_starts_by_rolling_the_luck_die():
    m = Match(2, Rules(), ScriptedDice([[PIG]]))
    events = m.tick(0.0)
    assert [type(e) for e in events] == [RoundStarted, DiceDealt, LuckRolled, CountdownStarted]
    assert of(events, LuckRolled)[0].symbol == "pig"
    assert m.luck_symbol == "pig"


def test_nobody_may_act_before_the_countdown_ends():
    m = start(2, [[HAMSA], [PIG, CAT, PENNY]], countdown=2.5)
    assert m.go_at == 2.5
    assert m.legal_actions(0, 2.4) == []
    with pytest.raises(IllegalAction) as exc:
        m.apply(0, Roll(2.0))
    assert exc.value.reason == "wurf_und_weg.illegal.not_yet"
    assert exc.value.params == {"seconds": 0.5}, "the seconds until los! come with the refusal"
    with pytest.raises(IllegalAction):
        m.apply(1, ToTray(1.0))
    assert m.wrong == [0, 0], "pressing during the countdown is refused, not punished"
    events = m.apply(0, Roll(2.5))
    assert isinstance(events[0], Go) and events[0].t == 2.5
    assert of(events, Rolled)[0].faces == ("pig", "cat", "penny")


def test_go_comes_from_the_clock():
    m = start(2, [[HAMSA]])
    assert m.legal_actions(0, GO - 0.01) == []
    assert m.legal_actions(0, GO) == [Roll(GO)], "the list looks ahead to the end of the countdown"
    assert m.tick(2.99) == []
    assert m.tick(3.0) == [Go(3.0)]
    assert m.phase == "race"
    assert m.legal_actions(0) == [Roll(3.0)]


# ---------------------------------------------------------------- getting rid of dice

def test_luck_symbol_goes_to_the_tray():
    m = start(2, [[HAMSA], [HAMSA, CAT, PENNY]])
    m.apply(0, Roll(GO))
    events = m.apply(0, ToTray(GO + 0.3))
    assert events == [DieMoved(0, 0, "tray", "hamsa", GO + 0.3)]
    assert m.tray == [0]
    assert m.hand[0] == [1, 2]


def test_luck_symbol_goes_to_the_tray_even_when_the_coaster_shows_it():
    # seat 0's coaster is clover (left) / pig (right); the luck symbol is clover
    m = start(3, [[CLOVER], [CLOVER, CLOVER, CAT]])
    m.apply(0, Roll(GO))
    assert m.movable(0) == {"tray": (0, 1)}
    events = m.apply(0, ToLeft(GO + 0.3))
    assert of(events, WrongPress), "a luck-symbol die never goes to a neighbour"
    assert m.on_coaster[1] == [] and m.hand[0] == [0, 1, 2]
    events = m.apply(0, ToTray(GO + 2.0))
    assert of(events, DieMoved)[0].to == "tray"


def test_left_symbol_goes_to_the_left_neighbour_which_is_the_next_seat():
    m = start(4, [[HAMSA], [CLOVER, CAT, PENNY]])
    m.apply(0, Roll(GO))
    events = m.apply(0, ToLeft(GO + 0.3))
    assert events == [DieMoved(0, 0, 1, "clover", GO + 0.3)]
    assert m.left_of(0) == 1 and m.on_coaster[1] == [0]


def test_right_symbol_goes_to_the_right_neighbour_which_is_the_previous_seat():
    m = start(4, [[HAMSA], [CAT, PIG, PENNY]])
    m.apply(0, Roll(GO))
    events = m.apply(0, ToRight(GO + 0.3))
    assert events == [DieMoved(0, 1, 3, "pig", GO + 0.3)]
    assert m.right_of(0) == 3 and m.on_coaster[3] == [1]
    assert m.left_of(3) == 0 and m.right_of(3) == 2


def test_with_two_seats_both_side_symbols_go_to_the_other_seat():
    m = start(2, [[HAMSA], [CLOVER, PIG, CAT]])
    m.apply(0, Roll(GO))
    m.apply(0, ToLeft(GO + 0.3))
    m.apply(0, ToRight(GO + 0.6))
    assert m.on_coaster[1] == [0, 1]
    assert m.left_of(0) == m.right_of(0) == 1


def test_other_symbols_cannot_be_placed_and_are_rolled_again():
    m = start(2, [[HAMSA], [CAT, PENNY, HORSESHOE], [HAMSA, HAMSA, HAMSA]])
    m.apply(0, Roll(GO))
    assert m.movable(0) == {}
    assert m.legal_actions(0, GO + 0.6) == [Roll(GO + 0.6)]
    events = m.apply(0, Roll(GO + 0.6))
    assert of(events, Rolled)[0].dice == (0, 1, 2)
    assert m.movable(0) == {"tray": (0, 1, 2)}


def test_one_press_moves_one_die_like_a_hand():
    m = start(2, [[HAMSA], [HAMSA, HAMSA, CAT]])
    m.apply(0, Roll(GO))
    events = m.apply(0, ToTray(GO + 0.3))
    assert len(of(events, DieMoved)) == 1
    assert m.movable(0) == {"tray": (1,)}


def test_house_rule_one_press_moves_all_matching_dice():
    m = start(2, [[HAMSA], [HAMSA, HAMSA, CAT]], move_all_matching=True)
    m.apply(0, Roll(GO))
    events = m.apply(0, ToTray(GO + 0.3))
    assert [e.die for e in of(events, DieMoved)] == [0, 1]
    assert m.tray == [0, 1]


def test_dice_others_put_on_your_coaster_join_your_next_roll():
    m = start(2, [[HAMSA], [CLOVER, CAT, CAT], [CAT, CAT, CAT], [PENNY, PENNY, PENNY, PENNY]])
    m.apply(0, Roll(GO))
    m.apply(1, Roll(GO + 0.125))
    m.apply(0, ToLeft(GO + 0.25))                # die 0 onto seat 1's coaster
    assert m.coaster_dice_of(1) == (0,)
    assert 0 not in m.movable(1).get("right", ()), "a die on the coaster is not rolled yet"
    events = m.apply(1, Roll(GO + 1.0))
    assert of(events, Rolled)[0].dice == (0, 3, 4, 5)
    assert m.coaster_dice_of(1) == () and m.dice_count(1) == 4


def test_an_unrolled_die_cannot_be_moved():
    # seat 0 puts a clover on seat 1's coaster; seat 1 has not rolled: nothing of it can move
    m = start(2, [[HAMSA], [CLOVER, HORSESHOE, HORSESHOE]])
    m.apply(0, Roll(GO))
    m.apply(0, ToLeft(GO + 0.2))
    events = m.apply(1, ToTray(GO + 0.4))
    assert of(events, WrongPress), "neither the unrolled hand nor the coaster die can move"
    assert m.on_coaster[1] == [0]


def test_rolling_with_placeable_dice_showing_rerolls_them_too():
    m = start(2, [[HAMSA], [HAMSA, CLOVER, CAT], [CAT, CAT, CAT]])
    m.apply(0, Roll(GO))
    events = m.apply(0, Roll(GO + 0.6))
    assert of(events, Rolled)[0].faces == ("cat", "cat", "cat")
    assert m.tray == [] and m.movable(0) == {}, "the chance is lost"


# ---------------------------------------------------------------- timing: cooldown and freeze

def test_a_roll_has_a_cooldown():
    m = start(2, [[HAMSA], [CAT, CAT, CAT], [CAT, CAT, CAT]], roll_cooldown=0.6)
    m.apply(0, Roll(GO))
    assert Roll(GO + 0.5) not in m.legal_actions(0, GO + 0.5)
    with pytest.raises(IllegalAction) as exc:
        m.apply(0, Roll(GO + 0.1))
    assert exc.value.reason == "wurf_und_weg.illegal.cooldown"
    assert exc.value.params == {"seconds": 0.5}
    assert m.wrong == [0, 0], "too early a roll is refused, not punished"
    m.apply(0, Roll(GO + 0.6))


def test_moving_needs_no_cooldown_after_a_roll():
    m = start(2, [[HAMSA], [HAMSA, HAMSA, CAT]])
    m.apply(0, Roll(GO))
    m.apply(0, ToTray(GO))
    m.apply(0, ToTray(GO + 0.01))
    assert m.tray == [0, 1]


def test_a_wrong_press_freezes_the_seat():
    m = start(2, [[HAMSA], [CAT, CAT, CAT], [HAMSA, HAMSA, HAMSA]], wrong_press_penalty=1.5)
    m.apply(0, Roll(GO))
    events = m.apply(0, ToTray(GO + 0.75))
    assert events == [WrongPress(0, "tray", GO + 0.75, GO + 2.25)]
    assert m.legal_actions(0, GO + 2.0) == []
    with pytest.raises(IllegalAction) as exc:
        m.apply(0, Roll(GO + 1.75))
    assert exc.value.reason == "wurf_und_weg.illegal.frozen"
    assert exc.value.params == {"seconds": 0.5}, "the seconds left frozen come with the refusal"
    with pytest.raises(IllegalAction):
        m.apply(0, ToLeft(GO + 2.0))
    assert m.frozen_until[0] == GO + 2.25, "pressing while frozen does not extend the freeze"
    assert m.wrong[0] == 1
    assert m.legal_actions(0, GO + 2.25) == [Roll(GO + 2.25)]
    m.apply(0, Roll(GO + 2.25))
    assert m.figures(0)["wrong_presses"] == 1


@pytest.mark.parametrize("press", [ToLeft, ToRight, ToTray])
def test_a_press_with_no_die_of_that_kind_showing_is_a_wrong_press(press):
    # luck hamsa; coaster 0 is clover/pig; the roll shows none of them
    m = start(2, [[HAMSA], [CAT, PENNY, HORSESHOE]])
    m.apply(0, Roll(GO))
    events = m.apply(0, press(GO + 0.3))
    assert of(events, WrongPress)
    assert m.hand[0] == [0, 1, 2] and m.tray == [] and m.on_coaster[1] == []


def test_pressing_a_move_key_before_the_first_roll_is_a_wrong_press():
    m = start(2, [[HAMSA]])
    events = m.apply(0, ToTray(GO + 0.1))
    assert of(events, WrongPress)


def test_a_refused_action_changes_nothing_not_even_the_clock():
    m = start(2, [[HAMSA], [CAT, CAT, CAT]])
    m.apply(0, Roll(GO))
    before = m.to_dict()
    with pytest.raises(IllegalAction):
        m.apply(0, Roll(GO))
    assert m.to_dict() == before
    with pytest.raises(IllegalAction):
        m.apply(0, Roll(GO + 0.25))
    assert m.to_dict() == before, "a refusal moves nothing, the clock included"


def test_a_refused_action_that_would_have_started_a_round_changes_nothing():
    m = Match(2, Rules(), SeededDice(4))
    before = m.to_dict()
    with pytest.raises(IllegalAction):
        m.apply(0, Roll(1.0))           # the round would start at 0 and count down until 3
    assert m.to_dict() == before and m.round == 0
    assert of(m.tick(1.0), RoundStarted), "the clock alone still starts the round"


def test_a_time_beyond_any_game_is_refused_and_figures_know_their_seats():
    m = start(2, [[HAMSA]])
    before = m.to_dict()
    with pytest.raises(IllegalAction) as exc:
        m.apply(0, Roll(1e300))
    assert exc.value.reason == "wurf_und_weg.illegal.bad_time"
    with pytest.raises(ValueError):
        m.tick(1e300)
    assert m.to_dict() == before
    with pytest.raises(IndexError):
        m.figures(-1)
    with pytest.raises(IndexError):
        m.figures(2)


def test_clock_events_of_a_refused_action_come_with_the_next_call():
    m = start(2, [[HAMSA], [HAMSA] * 3], last_rolls_time=8.0)
    m.apply(0, Roll(GO))
    for i in range(3):
        m.apply(0, ToTray(GO + 0.25 + 0.25 * i))      # Stopp!
    late = m.until + 0.5
    with pytest.raises(IllegalAction) as exc:
        m.apply(1, Roll(late))                        # the last rolls ran out before this press
    assert exc.value.reason == "wurf_und_weg.illegal.round_over"
    events = m.tick(late)
    assert of(events, RoundOver)[0].winners == (0,)


def test_an_earlier_timestamp_counts_as_now():
    m = start(2, [[HAMSA], [HAMSA, CAT, CAT]])
    m.apply(0, Roll(GO + 1.0))
    events = m.apply(0, ToTray(GO))          # late delivery of an older press
    assert of(events, DieMoved)[0].t == GO + 1.0
    assert m.now == GO + 1.0


# ---------------------------------------------------------------- Stopp! and the last rolls

def test_the_first_seat_without_dice_calls_stopp():
    m = start(3, [[HAMSA], [CAT, CAT, CAT], [HAMSA, HAMSA, HAMSA]])
    m.apply(1, Roll(GO))
    m.apply(0, Roll(GO + 0.125))
    m.apply(0, ToTray(GO + 0.25))
    m.apply(0, ToTray(GO + 0.5))
    events = m.apply(0, ToTray(GO + 0.75))
    assert of(events, StopCalled) == [StopCalled(0, GO + 0.75)]
    assert of(events, LastRolls) == [LastRolls((1, 2), 3, None)], "no time limit by default"
    assert m.figures(0)["rounds_won"] == 1
    assert m.phase == "last_rolls"


def test_dice_on_your_coaster_keep_you_from_calling_stopp():
    # seat 1's coaster is pig (left) / cat (right)
    m = start(2, [[HAMSA], [HAMSA, HAMSA, HAMSA], [CAT, PENNY, PENNY]])
    m.apply(0, Roll(GO))
    m.apply(1, Roll(GO + 0.125))
    m.apply(1, ToRight(GO + 0.25))             # seat 1's cat onto seat 0's coaster
    for i in range(3):
        events = m.apply(0, ToTray(GO + 0.5 + 0.25 * i))
    assert not of(events, StopCalled) and m.phase == "race"
    assert m.legal_actions(0, GO + 1.0) == [Roll(GO + 1.0)]


def test_after_stopp_the_others_pick_their_dice_up():
    m = start(2, [[HAMSA], [HAMSA, HAMSA, HAMSA], [HAMSA, PIG, CAT]])
    m.apply(0, Roll(GO))
    m.apply(1, Roll(GO + 0.125))                # seat 1 shows a hamsa ...
    for i in range(3):
        m.apply(0, ToTray(GO + 0.25 + 0.25 * i))  # ... but seat 0 calls Stopp first
    assert m.hand_of(1) == ((3, None), (4, None), (5, None))
    with pytest.raises(IllegalAction) as exc:
        m.apply(1, ToTray(GO + 0.9))
    assert exc.value.reason == "wurf_und_weg.illegal.nothing_to_tray"


def test_after_stopp_only_the_luck_symbol_counts():
    # seat 1's coaster: pig (left) / cat (right)
    m = start(2, [[HAMSA], [HAMSA] * 3, [PIG, CAT, HAMSA]])
    m.apply(0, Roll(GO))
    for i in range(3):
        m.apply(0, ToTray(GO + 0.25 + 0.25 * i))
    m.apply(1, Roll(GO + 1.0))
    assert m.movable(1) == {"tray": (5,)}
    for press in (ToLeft, ToRight):
        with pytest.raises(IllegalAction) as exc:
            m.apply(1, press(GO + 1.3))
        assert exc.value.reason == "wurf_und_weg.illegal.only_luck_counts"
    assert m.wrong == [0, 0], "no freezes in the calm last rolls"
    events = m.apply(1, ToTray(GO + 1.4))
    assert of(events, DieMoved)[0].to == "tray"
    assert m.legal_actions(1, GO + 1.6) == [Roll(GO + 1.6)]


def test_after_stopp_each_other_seat_rolls_at_most_three_times():
    m = start(3, [[HAMSA], [HAMSA] * 3] + [[CAT] * 3] * 4)
    m.apply(0, Roll(GO))
    for i in range(3):
        m.apply(0, ToTray(GO + 0.25 + 0.25 * i))
    t = GO + 1.0
    for left in (2, 1, 0):
        events = m.apply(1, Roll(t))
        assert of(events, Rolled)[0].rolls_left == left
        t += 0.75
    assert m.legal_actions(1, t) == []
    with pytest.raises(IllegalAction) as exc:
        m.apply(1, Roll(t))
    assert exc.value.reason == "wurf_und_weg.illegal.no_rolls_left"
    m.apply(2, Roll(t))                          # seat 2 has its own three rolls
    assert m.rolls_left[2] == 2


def test_after_stopp_the_others_roll_in_peace_without_a_time_limit():
    """"Alle anderen Spieler dürfen nun in Ruhe ihre verbliebenen Würfel noch 3 Mal neu
    würfeln": by default no clock ends the last rolls; they end when every seat has used its
    rolls or is done."""
    m = start(2, [[HAMSA], [HAMSA] * 3, [CAT] * 3, [CAT] * 3, [CAT] * 3])
    m.apply(0, Roll(GO))
    for i in range(3):
        m.apply(0, ToTray(GO + 0.25 + 0.25 * i))     # Stopp!
    assert m.phase == "last_rolls" and m.until is None and m.last_rolls_deadline is None
    assert m.next_deadline() is None, "only the players end the last rolls"
    late = GO + 3600.0
    assert m.tick(late) == [] and m.phase == "last_rolls"   # an hour later: still waiting
    assert m.legal_actions(1, late) == [Roll(late)]
    m.check_invariants()
    for i in range(2):
        assert not of(m.apply(1, Roll(late + i)), RoundOver)
    events = m.apply(1, Roll(late + 2))               # the third roll: nothing lucky
    assert of(events, RoundOver)[0].winners == (0,)
    assert Match.from_dict(m.to_dict()).to_dict() == m.to_dict()


def test_the_number_of_last_rolls_is_a_setting():
    m = start(2, [[HAMSA], [HAMSA] * 3, [CAT] * 3], last_rolls=1)
    m.apply(0, Roll(GO))
    for i in range(3):
        m.apply(0, ToTray(GO + 0.25 + 0.25 * i))
    assert of(m.apply(1, Roll(GO + 1.0)), RoundOver), "one roll, no luck symbol: the round is over"


def test_the_stopper_has_nothing_more_to_do():
    m = start(2, [[HAMSA], [HAMSA] * 3])
    m.apply(0, Roll(GO))
    for i in range(3):
        m.apply(0, ToTray(GO + 0.25 + 0.25 * i))
    assert m.legal_actions(0, GO + 1.0) == []
    with pytest.raises(IllegalAction) as exc:
        m.apply(0, Roll(GO + 1.0))
    assert exc.value.reason == "wurf_und_weg.illegal.no_dice"


def test_the_round_ends_when_everyone_has_used_their_last_rolls():
    m = start(2, round_script(2, winner=0))
    events, t = win_round(m, 0, GO)
    over = of(events, RoundOver)
    assert over == [RoundOver(1, (0,), over[0].next_round_at)]
    assert m.phase == "round_over"


def test_the_round_waits_while_a_luck_die_still_shows_after_the_third_roll():
    m = start(2, [[HAMSA], [HAMSA] * 3, [CAT] * 3, [CAT] * 3, [HAMSA, CAT, CAT]])
    m.apply(0, Roll(GO))
    for i in range(3):
        m.apply(0, ToTray(GO + 0.25 + 0.25 * i))
    for i in range(3):
        m.apply(1, Roll(GO + 1.0 + 0.75 * i))
    assert m.phase == "last_rolls", "the hamsa of the third roll may still go to the tray"
    events = m.apply(1, ToTray(GO + 2.5))
    assert of(events, RoundOver)


def test_house_rule_the_last_rolls_end_after_their_time_limit():
    m = start(2, [[HAMSA], [HAMSA] * 3], last_rolls_time=5.0)
    m.apply(0, Roll(GO))
    for i in range(3):
        events = m.apply(0, ToTray(GO + 0.25 + 0.25 * i))
    stop = m.until - 5.0
    assert stop == GO + 0.75
    assert m.last_rolls_deadline == stop + 5.0 and of(events, LastRolls)[0].until == stop + 5.0
    assert m.next_deadline() == stop + 5.0
    assert m.tick(stop + 4.9) == []
    events = m.tick(stop + 5.0)
    assert of(events, RoundOver)[0].winners == (0,)
    assert m.phase == "round_over"


def test_the_last_rolls_state_seat_by_seat_after_stopp():
    """After "Stopp!": the phase, every seat's rolls left and dice, what each may press, and the
    counts after each last roll. Four seats, luck symbol hamsa; seat 1's coaster is pig/cat."""
    m = start(4, [[HAMSA], [PENNY, CAT, HAMSA], [HAMSA, HAMSA, CLOVER],
                  [PIG, HAMSA, CAT, HAMSA], [CAT] * 3, [HAMSA] * 3, [HAMSA, CAT, CAT],
                  [CAT, CAT], [PENNY] * 3, [CAT, HAMSA]])
    m.apply(2, Roll(GO))                              # shows a hamsa, but too late
    m.apply(0, Roll(GO + 0.1))
    m.apply(0, ToLeft(GO + 0.2))                      # the clover onto seat 1's coaster
    m.apply(0, ToTray(GO + 0.3))
    events = m.apply(0, ToTray(GO + 0.4))             # Stopp!
    assert of(events, LastRolls) == [LastRolls((1, 2, 3), 3, None)]
    assert m.phase == "last_rolls" and m.stopper == 0
    assert m.rolls_left == [0, 3, 3, 3]
    assert [m.dice_count(s) for s in range(4)] == [0, 4, 3, 3] and m.coaster_dice_of(1) == (2,)
    assert [m.is_done(s) for s in range(4)] == [True, False, False, False]
    assert all(m.movable(s) == {} for s in range(4)), "every face was picked up"
    t = GO + 1.0
    assert m.legal_actions(0, t) == []
    assert all(m.legal_actions(s, t) == [Roll(t)] for s in (1, 2, 3))
    for seat, press, reason in ((2, ToTray, "nothing_to_tray"), (2, ToLeft, "only_luck_counts"),
                                (3, ToRight, "only_luck_counts"), (0, Roll, "no_dice"),
                                (0, ToTray, "no_dice")):
        with pytest.raises(IllegalAction) as exc:
            m.apply(seat, press(t))
        assert exc.value.reason == "wurf_und_weg.illegal." + reason, (seat, press)

    events = m.apply(1, Roll(t))                      # its hand and the die on its coaster
    assert of(events, Rolled) == [Rolled(1, (2, 3, 4, 5), ("pig", "hamsa", "cat", "hamsa"), t, 2)]
    assert m.rolls_left == [0, 2, 3, 3] and m.coaster_dice_of(1) == ()
    assert m.movable(1) == {"tray": (3, 5)}, "the coaster symbols no longer count"
    assert m.legal_actions(1, t + 0.1) == [ToTray(t + 0.1)], "rolling again waits for the cooldown"
    for press in (ToLeft, ToRight):
        with pytest.raises(IllegalAction) as exc:
            m.apply(1, press(t + 0.1))
        assert exc.value.reason == "wurf_und_weg.illegal.only_luck_counts"
    m.apply(1, ToTray(t + 0.2))
    m.apply(1, ToTray(t + 0.3))
    with pytest.raises(IllegalAction) as exc:
        m.apply(1, ToTray(t + 0.4))
    assert exc.value.reason == "wurf_und_weg.illegal.nothing_to_tray"
    assert m.wrong == [0, 0, 0, 0] and m.frozen_until[1] <= t, "no freezes in the last rolls"
    assert [m.dice_count(s) for s in range(4)] == [0, 2, 3, 3] and m.tray == [0, 1, 3, 5]

    t += 0.5
    m.apply(2, Roll(t))
    m.apply(3, Roll(t))
    assert m.rolls_left == [0, 2, 2, 2]
    for i in range(3):
        m.apply(3, ToTray(t + 0.1 * (i + 1)))          # seat 3 clears in its first last roll
    assert m.dice_count(3) == 0 and m.is_done(3) and m.legal_actions(3, t + 1) == []
    assert m.phase == "last_rolls", "seats 1 and 2 still have rolls"
    t += 0.6
    assert of(m.apply(2, Roll(t)), Rolled)[0].rolls_left == 1
    assert m.movable(2) == {"tray": (6,)}
    m.apply(1, Roll(t))
    assert m.rolls_left == [0, 1, 1, 2]
    t += 0.6
    events = m.apply(2, Roll(t))                      # rolls its hamsa away: the chance is lost
    assert of(events, Rolled)[0].rolls_left == 0 and m.movable(2) == {}
    assert m.is_done(2) and m.legal_actions(2, t + 1) == []
    with pytest.raises(IllegalAction) as exc:
        m.apply(2, Roll(t + 1))
    assert exc.value.reason == "wurf_und_weg.illegal.no_rolls_left"
    events = m.apply(1, Roll(t))                      # its last roll shows a hamsa ...
    assert m.rolls_left == [0, 0, 0, 2] and m.phase == "last_rolls" and not of(events, RoundOver)
    assert not m.is_done(1) and m.legal_actions(1, t + 0.1) == [ToTray(t + 0.1)]
    events = m.apply(1, ToTray(t + 0.1))              # ... which still goes to the tray
    assert of(events, RoundOver)[0].winners == (0, 3)
    assert [m.dice_count(s) for s in range(4)] == [0, 1, 3, 0]
    assert [m.figures(s)["dice_sent"] for s in range(4)] == [3, 3, 0, 3]


def lr_deadline_match(**rules) -> tuple[Match, float]:
    """Three seats; seat 0 calls Stopp at GO + 0.75; the last rolls may last 5 s."""
    m = start(3, [[HAMSA], [HAMSA] * 3, [HAMSA, HAMSA, CAT], [CAT] * 3],
              last_rolls_time=5.0, round_pause=2.0, **rules)
    m.apply(0, Roll(GO))
    for i in range(3):
        m.apply(0, ToTray(GO + 0.25 + 0.25 * i))
    return m, GO + 0.75 + 5.0


def test_house_rule_a_press_just_before_the_last_rolls_deadline_counts():
    m, until = lr_deadline_match()
    assert m.last_rolls_deadline == until and m.next_deadline() == until
    just_before = until - 0.01
    assert m.legal_actions(1, just_before) == [Roll(just_before)]
    events = m.apply(1, Roll(just_before))
    assert of(events, Rolled)[0].rolls_left == 2 and m.phase == "last_rolls"
    events = m.apply(1, ToTray(until - 0.005))
    assert of(events, DieMoved) == [DieMoved(1, 3, "tray", "hamsa", until - 0.005)]
    m.apply(2, Roll(until - 0.001))
    assert m.rolls_left == [0, 2, 2] and m.phase == "last_rolls"
    assert m.next_deadline() == until, "pressing does not move the deadline"


@pytest.mark.parametrize("late", [0.0, 0.5])
def test_house_rule_a_press_at_or_after_the_last_rolls_deadline_is_refused(late):
    m, until = lr_deadline_match()
    m.apply(1, Roll(until - 0.5))                     # two hamsas showing
    at = until + late
    assert m.legal_actions(1, at) == [] and m.legal_actions(2, at) == []
    before = m.to_dict()
    for seat, press in ((1, ToTray), (2, Roll), (1, Roll)):
        with pytest.raises(IllegalAction) as exc:
            m.apply(seat, press(at))
        assert exc.value.reason == "wurf_und_weg.illegal.round_over"
        assert m.to_dict() == before, "the refusal changes nothing"
    # in a frame the clock ends the round first, then the presses are refused
    events = m.apply_batch([(2, Roll(at)), (1, ToTray(at))])
    assert [type(e) for e in events] == [CoasterWon, CoasterDrawn, RoundOver, Refused, Refused]
    assert of(events, RoundOver)[0] == RoundOver(1, (0,), until + 2.0), "ended at the deadline"
    assert {e.reason for e in of(events, Refused)} == {"wurf_und_weg.illegal.round_over"}
    assert m.dice_count(1) == 3 and m.tray == [0, 1, 2], "seat 1 kept its hamsas"
    assert m.rolls_left == [0, 0, 0] and m.next_deadline() == until + 2.0


# ---------------------------------------------------------------- the round's end

def test_winners_get_their_coaster_face_down_and_draw_a_new_one():
    m = start(3, round_script(3, winner=1))
    events, _ = win_round(m, 1, GO)
    assert of(events, CoasterWon) == [CoasterWon(1, 1, 1)]
    assert of(events, CoasterDrawn) == [CoasterDrawn(1, 3)]
    assert m.won == [[], [1], []]
    assert m.coaster == [0, 3, 2]
    assert m.figures(1)["coasters_won"] == 1 and m.figures(1)["rounds_won"] == 1


def test_seats_that_kept_dice_keep_their_coaster():
    m = start(3, round_script(3, winner=1))
    win_round(m, 1, GO)
    assert m.coaster[0] == 0 and m.coaster[2] == 2
    assert m.won[0] == [] and m.won[2] == []


def test_a_seat_that_gets_rid_of_its_dice_in_the_last_rolls_wins_its_coaster_too():
    m = start(3, round_script(3, winner=0, others_clear=(2,)))
    events, _ = win_round(m, 0, GO, others_clear=(2,))
    assert of(events, RoundOver)[0].winners == (0, 2)
    assert [e.seat for e in of(events, CoasterWon)] == [0, 2]
    assert [(e.seat, e.coaster) for e in of(events, CoasterDrawn)] == [(0, 3), (2, 4)]
    assert m.figures(2)["rounds_won"] == 0, "rounds won counts the rounds you ended with Stopp!"
    assert m.figures(2)["coasters_won"] == 1


def test_dice_are_dealt_back_to_three_each_and_the_luck_die_is_rolled_anew():
    # seat 0 sends a die to seat 1 and trays the rest; seat 1 ends with four dice
    m = start(2, [[HAMSA], [CLOVER, HAMSA, HAMSA], [CAT] * 4, [CAT] * 4, [CAT] * 4, [PIG]], round_pause=2.0)
    m.apply(0, Roll(GO))
    m.apply(0, ToLeft(GO + 0.25))
    m.apply(0, ToTray(GO + 0.5))
    events = m.apply(0, ToTray(GO + 0.75))
    assert of(events, StopCalled)
    for i in range(3):
        events = m.apply(1, Roll(GO + 1.0 + 0.75 * i))
    over = of(events, RoundOver)[0]
    assert over.next_round_at == GO + 2.5 + 2.0
    assert m.dice_count(1) == 4 and m.tray == [1, 2] and m.hand[0] == []
    assert m.tick(over.next_round_at - 0.01) == []
    events = m.tick(over.next_round_at)
    # seat 1 keeps three of the four dice it holds (lowest ids); seat 0 gets the tray's two
    # and seat 1's extra die
    assert of(events, DiceDealt)[0].hands == ((1, 2, 5), (0, 3, 4))
    assert m.hand == [[1, 2, 5], [0, 3, 4]]
    assert m.tray == [] and m.on_coaster == [[], []] and m.box == list(range(6, 18))
    assert of(events, LuckRolled)[0].symbol == "pig"
    assert of(events, RoundStarted)[0].round == 2
    assert m.phase == "countdown" and m.go_at == over.next_round_at + 3.0
    m.check_invariants()


def test_dealing_back_takes_dice_from_coasters_too():
    # the round ends by the clock (house rule) while seat 1 still has a die on its coaster
    m = start(3, [[HAMSA], [CLOVER, HAMSA, HAMSA], [PIG] * 3, [PIG]], round_pause=1.0, last_rolls_time=8.0)
    m.apply(0, Roll(GO))
    m.apply(0, ToLeft(GO + 0.25))            # die 0 onto seat 1's coaster
    m.apply(0, ToTray(GO + 0.5))
    m.apply(0, ToTray(GO + 0.75))            # Stopp!
    assert m.coaster_dice_of(1) == (0,)
    m.apply(2, Roll(GO + 1.0))               # seat 2 rolls once, seat 1 not at all
    events = m.tick(m.until + 1.0)
    assert of(events, RoundOver)[0].winners == (0,)
    # seat 1 keeps its hand (3, 4, 5); the die on its coaster and the tray's go to seat 0
    assert of(events, DiceDealt)[0].hands == ((0, 1, 2), (3, 4, 5), (6, 7, 8))
    m.check_invariants()


# ---------------------------------------------------------------- the game's end

def test_first_to_three_coasters_wins():
    throws = round_script(2, 0) + round_script(2, 1) + round_script(2, 0) + round_script(2, 0)
    m = start(2, throws, round_pause=1.0)
    t = 0.0
    for winner in (0, 1, 0):
        _, t = win_round(m, winner, t)
        t += 1.0
        m.tick(t)
        assert not m.is_over
    events, _ = win_round(m, 0, t)
    assert m.is_over and m.phase == "game_over"
    assert events[-1] == GameOver(((0,), (1,)))
    assert of(events, RoundOver)[0].next_round_at is None
    assert m.ranking() == [[0], [1]]
    assert m.figures(0)["coasters_won"] == 3 and m.figures(1)["coasters_won"] == 1
    with pytest.raises(IllegalAction) as exc:
        m.apply(1, Roll(t + 10))
    assert exc.value.reason == "wurf_und_weg.illegal.game_over"
    assert m.tick(t + 100) == []


def test_several_seats_reaching_three_in_the_same_round_win_together():
    throws = (round_script(3, 0, (1,)) + round_script(3, 1, (0,)) + round_script(3, 0, (1,)))
    m = start(3, throws, round_pause=1.0)
    t = 0.0
    for winner, also in ((0, (1,)), (1, (0,))):
        _, t = win_round(m, winner, t, also)
        t += 1.0
        m.tick(t)
    assert [len(w) for w in m.won] == [2, 2, 0]
    events, _ = win_round(m, 0, t, (1,))
    assert events[-1] == GameOver(((0, 1), (2,)))
    assert m.ranking() == [[0, 1], [2]]


def test_house_rule_play_until_the_pile_is_empty_most_coasters_wins():
    # two seats: 16 coasters in the pile; seat 0 wins 12 rounds, seat 1 wins 5
    winners = [0, 1, 0] * 5 + [0, 0]
    throws = []
    for w in winners:
        throws += round_script(2, w)
    m = start(2, throws, play_until_pile_empty=True, round_pause=0.5)
    t = 0.0
    for i, w in enumerate(winners):
        events, t = win_round(m, w, t)
        t += 0.5
        if i < len(winners) - 1:
            assert not m.is_over, f"round {i + 1}: the pile is not used up yet"
            m.tick(t)
    assert of(events, PileEmpty) == [PileEmpty(winners[-1])]
    assert m.pile == []
    assert events[-1] == GameOver(((0,), (1,)))
    assert [len(w) for w in m.won] == [12, 5]
    m.check_invariants()


def test_house_rule_ties_at_the_end_of_the_pile_win_together():
    winners = [0, 1] * 8 + [0]
    throws = []
    for w in winners[:-1]:
        throws += round_script(2, w)
    throws += round_script(2, 0, (1,))
    m = start(2, throws, play_until_pile_empty=True, round_pause=0.5)
    t = 0.0
    for i, w in enumerate(winners):
        _, t = win_round(m, w, t, (1,) if i == len(winners) - 1 else ())
        t += 0.5
        m.tick(t)
    assert m.is_over
    assert m.ranking() == [[0, 1]]


def test_the_pile_running_out_ends_the_default_game_too():
    # six seats, four coasters to win: everyone wins rounds 1 and 2 (12 draws empty the pile);
    # in round 3 seats 0-4 win and cannot draw: the game ends, most coasters wins
    sizes = [3] * 6
    all_but_0 = (1, 2, 3, 4, 5)
    throws = round_script(6, 0, all_but_0, sizes) * 2 + round_script(6, 0, (1, 2, 3, 4), sizes)
    m = start(6, throws, coasters_to_win=4, round_pause=0.5, last_rolls_time=30.0)
    t = 0.0
    for _ in range(2):
        _, t = win_round(m, 0, t, all_but_0)
        t += 0.5
        m.tick(t)
    assert m.pile == [] and not m.is_over
    events, _ = win_round(m, 0, t, (1, 2, 3, 4))
    assert [e.seat for e in of(events, PileEmpty)] == [0, 1, 2, 3, 4]
    assert m.is_over
    assert m.ranking() == [[0, 1, 2, 3, 4], [5]]
    assert m.coaster[:5] == [None] * 5 and m.coaster[5] is not None, "seat 5 keeps its coaster"
    assert m.coaster_symbols(0) is None and m.coaster_symbols(5) == coaster_symbols(m.coaster[5])
    m.check_invariants()


# ---------------------------------------------------------------- simultaneous presses

def four_seats_rolled(rounds: int = 1, **rules) -> Match:
    m = start(4, ([[HAMSA]] + [[HAMSA] * 3] * 4) * rounds, round_pause=1.0, **rules)
    m.apply_batch([(s, Roll(GO)) for s in range(4)])
    return m


def test_four_seats_pressing_at_the_same_time_all_apply():
    m = four_seats_rolled()
    events = m.apply_batch([(s, ToTray(GO + 0.5)) for s in range(4)])
    moved = of(events, DieMoved)
    assert len(moved) == 4 and not of(events, Refused)
    assert sorted(e.seat for e in moved) == [0, 1, 2, 3]
    assert len(m.tray) == 4


def test_same_time_presses_are_ordered_by_a_seat_rotation_that_changes_every_round():
    m = four_seats_rolled(rounds=2, last_rolls_time=8.0)
    events = m.apply_batch([(s, ToTray(GO + 0.5)) for s in range(4)])
    assert [e.seat for e in of(events, DieMoved)] == [1, 2, 3, 0], "round 1: seat 1 first"
    # the rotation decides who calls Stopp when several seats empty in the same frame
    m.apply_batch([(s, ToTray(GO + 0.75)) for s in range(4)])
    events = m.apply_batch([(s, ToTray(GO + 1.0)) for s in range(4)])
    assert of(events, StopCalled) == [StopCalled(1, GO + 1.0)]
    assert len(of(events, Refused)) == 3, "the others' dice were picked up at Stopp!"
    m.tick(1000.0)
    assert m.round == 2
    m.apply_batch([(s, Roll(m.go_at)) for s in range(4)])
    events = m.apply_batch([(s, ToTray(m.go_at + 0.5)) for s in range(4)])
    assert [e.seat for e in of(events, DieMoved)] == [2, 3, 0, 1], "round 2: seat 2 first"


def test_batch_order_does_not_depend_on_the_order_presses_arrive_in():
    a = four_seats_rolled()
    b = Match.from_dict(a.to_dict())
    presses = [(s, ToTray(GO + 0.5)) for s in range(4)] + [(2, ToTray(GO + 0.4))]
    ea = a.apply_batch(presses)
    eb = b.apply_batch(list(reversed(presses)))
    assert ea == eb
    assert ea[0].seat == 2 and ea[0].t == GO + 0.4, "earlier presses first"


def test_a_batch_reports_refusals_as_events():
    m = start(2, [[HAMSA]])
    events = m.apply_batch([(0, Roll(1.0)), (5, Roll(GO)), (1, Roll(float("nan")))])
    reasons = sorted(e.reason for e in of(events, Refused))
    assert reasons == ["wurf_und_weg.illegal.bad_seat", "wurf_und_weg.illegal.bad_time",
                       "wurf_und_weg.illegal.not_yet"]


# ---------------------------------------------------------------- figures, saving

def test_figures_count_coasters_dice_sent_wrong_presses_and_rounds_won():
    m = start(2, round_script(2, winner=0))
    m.apply(1, ToTray(GO + 0.1))                  # wrong press before rolling
    win_round(m, 0, GO)
    assert m.figures(0) == {"coasters_won": 1, "dice_sent": 3, "wrong_presses": 0, "rounds_won": 1}
    assert m.figures(1) == {"coasters_won": 0, "dice_sent": 0, "wrong_presses": 1, "rounds_won": 0}


def test_save_and_resume_gives_the_same_game():
    m = start(3, [[HAMSA], [HAMSA, CLOVER, CAT], [PIG] * 4])
    m.apply(0, Roll(GO))
    m.apply(0, ToLeft(GO + 0.25))
    m.apply(0, ToTray(GO + 0.5))
    data = m.to_dict()
    r = Match.from_dict(data)
    assert r.to_dict() == data
    assert r.apply(1, Roll(GO + 0.5)) == m.apply(1, Roll(GO + 0.5))
    assert r.to_dict() == m.to_dict()


def test_from_dict_refuses_an_impossible_state():
    m = start(2, [[HAMSA]])
    data = m.to_dict()
    data["tray"] = [0]                              # die 0 in the tray and in a hand
    with pytest.raises(ValueError, match="dice lost or doubled"):
        Match.from_dict(data)
    data = m.to_dict()
    data["pile"] = data["pile"][1:]                 # a coaster vanished
    with pytest.raises(ValueError, match="coasters"):
        Match.from_dict(data)
    data = m.to_dict()
    data["seats"] = "two"
    with pytest.raises(ValueError, match="seats"):
        Match.from_dict(data)
    data = m.to_dict()
    data["rules"]["countdown"] = "soon"
    with pytest.raises(ValueError, match="countdown"):
        Match.from_dict(data)
    with pytest.raises(ValueError):
        Match.from_dict({"seats": 2})


def test_a_save_of_another_game_is_refused():
    data = start(2, [[HAMSA]]).to_dict()
    data["game"] = "mensch"
    with pytest.raises(ValueError, match="mensch"):
        Match.from_dict(data)


@pytest.mark.parametrize("rule, value", [("last_rolls", 0), ("coasters_to_win", 0), ("countdown", -1.0),
                                         ("last_rolls", 6), ("round_pause", 31.0)])
def test_a_save_with_a_house_rule_out_of_its_range_is_refused(rule, value):
    data = start(2, [[HAMSA]]).to_dict()
    data["rules"][rule] = value
    with pytest.raises(ValueError, match=rf"\b{rule}\b"):
        Match.from_dict(data)


@pytest.mark.parametrize("field, value", [
    ("seats", "two"), ("rules", "x"), ("now", "x"), ("phase", "x"), ("round", "x"), ("luck", 9),
    ("go_at", "x"), ("until", "x"), ("next_round_at", "x"),
    ("coaster", "x"), ("coaster", [99, 0]), ("pile", "x"), ("won", "x"), ("won", [["x"], []]),
    ("hand", "x"), ("on_coaster", "x"), ("on_coaster", [["x"], []]), ("tray", "x"), ("box", "x"),
    ("frozen_until", "x"), ("frozen_until", ["x", "x"]), ("roll_ready", "x"), ("roll_ready", ["x", "x"]),
    ("rolls_left", "x"), ("rolls_left", ["x", "x"]), ("stopper", 7), ("pile_ran_out", "x"),
    ("final", [["x"]]), ("sent", "x"), ("sent", ["x", "x"]), ("wrong", "x"), ("wrong", ["x", "x"]),
    ("stops", "x"), ("stops", ["x", "x"]),
])
def test_a_refused_save_names_the_part_that_is_broken(field, value):
    """The menu tells the player why a save was refused: the reason names the broken part."""
    data = start(2, [[HAMSA]]).to_dict()
    data[field] = value
    with pytest.raises(ValueError, match=rf"\b{field}\b"):
        Match.from_dict(data)


@pytest.mark.parametrize("pair, name", [(["x", None], "die id"), ([99, None], "die id"), ([0, 6], "face")])
def test_a_refused_save_names_the_broken_die_in_a_hand(pair, name):
    data = start(2, [[HAMSA]]).to_dict()
    data["hand"][0][0] = pair
    with pytest.raises(ValueError, match=rf"\b{name}\b"):
        Match.from_dict(data)


@pytest.mark.parametrize("rnd, ok", [(1_000_000, True), (1_000_001, False), (2.5, False), (True, False),
                                     (-1, False)])
def test_a_save_keeps_the_round_a_whole_number_up_to_a_million(rnd, ok):
    data = start(2, [[HAMSA]]).to_dict()
    data["round"] = rnd
    if ok:
        assert Match.from_dict(data).round == rnd
    else:
        with pytest.raises(ValueError, match=r"\bround\b"):
            Match.from_dict(data)


@pytest.mark.parametrize("figure", ["sent", "wrong", "stops"])
def test_a_save_keeps_figures_of_a_long_game_but_refuses_absurd_ones(figure):
    data = start(2, [[HAMSA]]).to_dict()
    data[figure] = [500, 10**9 - 1]               # a long game of play_until_pile_empty
    assert Match.from_dict(data).to_dict()[figure] == [500, 10**9 - 1]
    data[figure] = [0, 10**9]
    with pytest.raises(ValueError, match=rf"\b{figure}\b"):
        Match.from_dict(data)


def test_a_save_whose_final_ranking_names_a_seat_not_at_the_table_is_refused():
    m = start(2, round_script(2, winner=0), coasters_to_win=1)
    win_round(m, 0, GO)
    assert m.is_over
    data = m.to_dict()
    assert Match.from_dict(data).ranking() == [[0], [1]]
    data["final"] = [[0], [2]]
    with pytest.raises(ValueError, match=r"\bfinal\b"):
        Match.from_dict(data)


def test_a_save_missing_the_deadline_of_its_phase_is_refused():
    data = start(2, [[HAMSA]]).to_dict()
    assert data["phase"] == "countdown"
    data["go_at"] = None
    with pytest.raises(ValueError):
        Match.from_dict(data)
    m = start(2, [[HAMSA], [HAMSA] * 3], last_rolls_time=5.0)
    m.apply(0, Roll(GO))
    for i in range(3):
        m.apply(0, ToTray(GO + 0.25 + 0.25 * i))
    data = m.to_dict()
    assert data["phase"] == "last_rolls" and data["until"] == GO + 5.75
    data["until"] = None
    with pytest.raises(ValueError):
        Match.from_dict(data)


# ---------------------------------------------------------------- refusals of odd calls

@pytest.mark.parametrize("seat", [2, -1, 1.0, "1", None, True])
def test_a_press_of_a_seat_not_at_the_table_is_refused(seat):
    m = start(2, [[HAMSA], [CAT] * 3])
    before = m.to_dict()
    for call in (lambda: m.apply(seat, Roll(GO)), lambda: m.legal_actions(seat, GO)):
        with pytest.raises(IllegalAction) as exc:
            call()
        assert exc.value.reason == "wurf_und_weg.illegal.bad_seat"
    assert m.to_dict() == before


def test_a_press_that_is_no_key_of_the_game_is_refused():
    class Jump(Action):
        pass

    m = start(2, [[HAMSA], [CAT] * 3])
    before = m.to_dict()
    for action in (Action(GO), Jump(GO), "roll"):
        with pytest.raises(IllegalAction) as exc:
            m.apply(0, action)
        assert exc.value.reason == "wurf_und_weg.illegal.unknown_action"
        assert m.to_dict() == before
    events = m.apply_batch([(1, Jump(GO))])
    assert events[-1] == Refused(1, "Jump", "wurf_und_weg.illegal.unknown_action")


# ---------------------------------------------------------------- the engine's own checks

def state_in(phase: str) -> Match:
    """A fresh two-seat match in `phase` (luck symbol hamsa; coasters_to_win 1 for game_over,
    the house rule last_rolls_time 5 s for last_rolls)."""
    if phase == "setup":
        return Match(2, Rules(), ScriptedDice([[HAMSA]]))
    if phase == "countdown":
        return start(2, [[HAMSA]])
    if phase == "race":
        m = start(2, [[HAMSA], [CAT] * 3])
        m.apply(0, Roll(GO))
        return m
    if phase == "last_rolls":
        m = start(2, [[HAMSA], [HAMSA] * 3], last_rolls_time=5.0)
        m.apply(0, Roll(GO))
        for i in range(3):
            m.apply(0, ToTray(GO + 0.25 + 0.25 * i))
        return m
    m = start(2, round_script(2, winner=0), coasters_to_win=1 if phase == "game_over" else 3)
    win_round(m, 0, GO)
    return m


def _swap_die(m: Match) -> None:
    m.hand[0].remove(2)
    m.hand[1] = sorted(m.hand[1] + [2])


def _empty_hand(m: Match) -> None:
    for d in m.hand[0]:
        del m.face[d]
    m.tray += m.hand[0]
    m.hand[0] = []


def _coaster_to_pile(m: Match) -> None:
    m.pile.append(m.coaster[0])
    m.coaster[0] = None


def _win(m: Match, count: int) -> None:
    m.won[0] = [m.pile.pop() for _ in range(count)]


def _unwin(m: Match) -> None:
    m.pile += m.won[0]
    m.won[0] = []


BROKEN = [
    ("countdown", lambda m: setattr(m, "seats", 7), "seat count"),
    ("countdown", lambda m: setattr(m, "phase", "x"), "unknown phase 'x'"),
    ("countdown", lambda m: m.tray.append(0), "dice lost or doubled: .*"),
    ("countdown", lambda m: m.face.update({17: None}), "faces belong to dice in hands"),
    ("race", lambda m: m.face.update({0: 6}), "bad face"),
    ("race", lambda m: m.face.update({0: -1}), "bad face"),
    ("race", lambda m: m.face.update({0: "cat"}), "bad face"),
    ("countdown", lambda m: m.hand.__setitem__(0, [2, 1, 0]), "hands are kept sorted"),
    ("countdown", lambda m: (m.hand[0].append(m.box.pop()), m.face.update({17: None})),
     "7 dice in play, expected 6"),
    ("countdown", lambda m: m.pile.append(0), "coasters lost or doubled: .*"),
    ("countdown", _coaster_to_pile, "a seat lost its coaster"),
    ("countdown", lambda m: _win(m, 4), "more coasters than needed to win"),
    ("countdown", lambda m: m.rolls_left.__setitem__(0, 9), "rolls left out of range"),
    ("last_rolls", lambda m: m.rolls_left.__setitem__(1, -1), "rolls left out of range"),
    ("countdown", lambda m: m.rolls_left.__setitem__(0, 1), "rolls left outside the last rolls"),
    ("setup", lambda m: setattr(m, "round", 1), ""),
    ("setup", lambda m: setattr(m, "luck", 0), ""),
    ("countdown", lambda m: setattr(m, "luck", None), "luck symbol"),
    ("countdown", lambda m: setattr(m, "luck", 6), "luck symbol"),
    ("countdown", lambda m: setattr(m, "round", 0), "luck symbol"),
    ("countdown", lambda m: setattr(m, "go_at", None), "a running round has a start time"),
    ("race", lambda m: setattr(m, "go_at", None), "a running round has a start time"),
    ("last_rolls", lambda m: setattr(m, "go_at", None), "a running round has a start time"),
    ("countdown", _swap_die, "three dice each at the start"),
    ("countdown", lambda m: m.face.update({0: 2}), "dice start unrolled"),
    ("race", _empty_hand, "an empty seat must have stopped"),
    ("race", lambda m: setattr(m, "stopper", 1), ""),
    ("last_rolls", lambda m: setattr(m, "stopper", None), ""),
    ("last_rolls", lambda m: setattr(m, "stopper", 1), ""),
    ("last_rolls", lambda m: setattr(m, "until", None),
     "the last rolls end by the clock exactly under the house rule"),
    ("last_rolls", lambda m: m.rolls_left.__setitem__(1, 0), "last rolls should have ended"),
    ("countdown", lambda m: setattr(m, "final", [[0], [1]]), "final ranking iff game over"),
    ("game_over", lambda m: setattr(m, "final", None), "final ranking iff game over"),
    ("setup", lambda m: setattr(m, "next_round_at", None), ""),
    ("round_over", lambda m: setattr(m, "next_round_at", None), ""),
    ("countdown", lambda m: m.sent.__setitem__(1, -1), "negative figures"),
    ("countdown", lambda m: m.wrong.__setitem__(1, -1), "negative figures"),
    ("countdown", lambda m: m.stops.__setitem__(1, -1), "negative figures"),
    ("game_over", _unwin, "the game is over though nobody has won"),
    ("countdown", lambda m: setattr(m, "pile_ran_out", True), "the pile ran out but the game goes on"),
    ("countdown", lambda m: _win(m, 3), "a seat holds the winning coasters but the game goes on"),
    ("countdown", lambda m: m.frozen_until.__setitem__(1, -1.0), "a time out of range"),
    ("countdown", lambda m: setattr(m, "next_round_at", 2e9), "a time out of range"),
    ("race", lambda m: m.frozen_until.__setitem__(1, m.now + 1.1), "frozen too long"),
    ("race", lambda m: m.roll_ready.__setitem__(1, m.now + 3.7), "a roll put off too long"),
    ("countdown", lambda m: setattr(m, "go_at", m.now + 3.1), "the countdown runs too long"),
    ("last_rolls", lambda m: setattr(m, "until", m.now + 5.1), "the last rolls run too long"),
    ("round_over", lambda m: setattr(m, "next_round_at", m.now + 3.1), "the next round is too far off"),
]


@pytest.mark.parametrize("phase, breaks, message", BROKEN)
def test_the_engine_notices_a_broken_state_and_says_what_is_wrong(phase, breaks, message):
    """The defence behind refused saves: check_invariants names what is broken (the menu shows
    it when it refuses a save)."""
    m = state_in(phase)
    assert m.phase == phase
    m.check_invariants()
    breaks(m)
    with pytest.raises(AssertionError, match=f"^{message}$"):
        m.check_invariants()


@pytest.mark.parametrize("phase", ["race", "last_rolls", "round_over", "countdown"])
def test_deadlines_exactly_as_far_off_as_their_rules_allow_are_fine(phase):
    m = state_in(phase)
    r = m.rules
    m.frozen_until[1] = m.now + r.wrong_press_penalty
    m.roll_ready[1] = m.now + r.countdown + r.roll_cooldown
    if phase == "countdown":
        m.go_at = m.now + r.countdown
    if phase == "last_rolls":
        m.until = m.now + r.last_rolls_time
    if phase == "round_over":
        m.next_round_at = m.now + r.round_pause
    m.check_invariants()


def test_the_caller_of_stopp_draws_the_first_new_coaster_even_after_a_lower_seat():
    """With seat 2 calling Stopp! and seat 0 clearing in the last rolls, seat 2 draws first."""
    m = start(3, round_script(3, winner=2, others_clear=(0,)))
    events, _ = win_round(m, 2, GO, others_clear=(0,))
    assert of(events, RoundOver)[0].winners == (0, 2)
    assert [e.seat for e in of(events, CoasterWon)] == [2, 0]
    assert [(e.seat, e.coaster) for e in of(events, CoasterDrawn)] == [(2, 3), (0, 4)]


def test_a_save_missing_a_time_that_is_never_optional_is_refused():
    data = start(2, [[HAMSA]]).to_dict()
    data["now"] = None
    with pytest.raises(ValueError, match=r"\bnow\b"):
        Match.from_dict(data)
    data = start(2, [[HAMSA]]).to_dict()
    data["frozen_until"] = [None, 0.0]
    with pytest.raises(ValueError, match=r"\bfrozen_until\b"):
        Match.from_dict(data)


def test_a_save_with_more_last_rolls_left_than_a_round_gives_is_refused():
    data = start(2, [[HAMSA]]).to_dict()
    data["rolls_left"] = [7, 0]
    with pytest.raises(ValueError, match=r"\brolls_left\b"):
        Match.from_dict(data)


@pytest.mark.parametrize("rule, value", [("coasters_to_win", 2.5), ("last_rolls", 3.0),
                                         ("move_all_matching", 1)])
def test_a_save_with_a_house_rule_of_the_wrong_kind_is_refused(rule, value):
    """A whole-number rule given as 2.5 (or a switch given as 1) is no rule of this game."""
    data = start(2, [[HAMSA]]).to_dict()
    assert rule in data["rules"]
    data["rules"][rule] = value
    with pytest.raises(ValueError, match=rf"\b{rule}\b"):
        Match.from_dict(data)
