"""Mensch's coach: the hard bot's move on a person's turn, one plain sentence saying which figure
and why, then the exact chances of being knocked out, worded so that different chances read
differently; also when only some figures can move."""

from __future__ import annotations

import random
import re
import tomllib
from pathlib import Path

import pytest
from mensch_kit import B, H, T, roll

from game.coach import Hint
from game.dice import ScriptedDice, SeededDice
from game.i18n import Texts, load_table
from game.mensch import bots
from game.mensch.coach import hint
from game.mensch.match import Match, Move, Rules
from game.mensch.odds import hit_chance
from scenes.ui.coach import hint_words

KEYS = ("knock_out", "go_home", "escape", "move_safe", "move_front", "move_on", "close_front", "close_on")
ONLY = ("only_move", "only_move_knock_out", "only_move_knock_own", "only_enter", "only_enter_knock_out",
        "only_enter_knock_own", "only_go_home")     # one possible move: what it does, no numbers
ONLY_ONE_STEP = ("only_move_one", "only_move_knock_out_one", "only_move_knock_own_one")
ONE_STEP = ("move_safe_one", "move_front_one", "move_on_one", "close_front_one", "close_on_one")     # "1 Kreis weiter", "1 circle on"


def thrown(figures: dict, die: int, colour: int = 0) -> Match:
    """A match with `colour` on turn, its throw `die` made and waiting to be played."""
    m = Match.arranged(figures, colour=colour, dice=ScriptedDice([die]))
    roll(m)
    return m


def test_the_coach_names_the_capture_of_the_rival_who_has_gone_furthest_with_the_exact_risk():
    # A 4 lets figure A (circle 3) knock out Green on 7, who has gone 37 circles, or figure B
    # (circle 23) knock out Red on 27, who has gone 7. Black's figure on 4 stands 3 circles
    # behind circle 7; Black still has figures on B, so its sixes must bring them in.
    m = thrown({0: [T(3), T(23), B, B], 1: [T(7), B, B, B], 2: [T(27), B, B, B],
                3: [T(4), B, B, B]}, 4)
    h = hint(m, 0)
    assert isinstance(h, Hint) and h.action == Move(0)
    assert h.key == "mensch.coach.knock_out"
    assert h.params["figure"] == "A" and h.params["colour"] == "mensch.colour.names.1"
    assert h.params["risk_pct"] == pytest.approx(float(hit_chance(3, "forced")))


def test_the_coach_moves_a_figure_home_and_says_how_likely_it_was_to_be_knocked_out():
    # A 3 takes figure A from circle 38 home to b; Red (no figure on B) stands 3 behind it.
    m = thrown({0: [T(38), T(12), B, B], 2: [T(35), H(0), H(1), H(2)]}, 3)
    h = hint(m, 0)
    assert h.action == Move(0) and h.key == "mensch.coach.go_home"
    assert h.params["letter"] == "b"
    assert h.params["before_pct"] == pytest.approx(float(hit_chance(3)))


def test_the_coach_steps_a_figure_out_of_danger_and_gives_both_chances():
    # Figure A on 30 has Green 3 behind it (Green must bring in with a 6) and stands on Black's
    # start circle while Black waits on B; a 5 takes it out of everyone's reach.
    m = thrown({0: [T(30), T(14), B, B], 1: [T(27), B, B, B]}, 5)
    h = hint(m, 0)
    assert h.action == Move(0) and h.key == "mensch.coach.escape"
    forced3 = float(hit_chance(3, "forced"))
    assert h.params["before_pct"] == pytest.approx(1 - (1 - forced3) * (5 / 6))
    assert h.params["risk_pct"] == 0


def test_the_coach_prefers_the_safe_landing_and_names_the_risk_it_avoids():
    # Figure A (24 -> 27) would land 2 in front of Black's figure on 25; figure B (5 -> 8) is safe.
    m = thrown({0: [T(24), T(5), B, B], 3: [T(25), B, B, B]}, 3)
    h = hint(m, 0)
    assert h.action == Move(1) and h.key == "mensch.coach.move_safe"
    assert h.params == {"figure": "B", "steps": 3, "risk_pct": 0,
                        "other_pct": pytest.approx(float(hit_chance(2, "forced")))}
    assert hint_words(Texts("en"), h) == ("Move the marked piece 3 spaces on: no move lands safer.\n"
                                          "Risk: this one 0% · best other 20%")
    assert hint_words(Texts("de"), h) == ("Zieh die markierte Figur 3 Kreise: Kein Zug landet sicherer.\n"
                                          "Risiko: diese 0 % · beste andere 20 %")


def test_the_coach_runs_the_front_figure_when_every_move_is_safe():
    m = thrown({0: [T(24), T(5), B, B]}, 3)
    h = hint(m, 0)
    assert h.action == Move(0) and h.key == "mensch.coach.move_front"
    assert h.params == {"figure": "A", "steps": 3, "risk_pct": 0, "other_pct": 0}
    assert hint_words(Texts("en"), h).split("\n")[0] == "Move your front piece 3 spaces on: it is home soonest."


def test_with_only_some_figures_able_to_move_it_names_one_of_them():
    # A 2: figure A is home on d and C waits on B (no 6), so only B (10 -> 12) and D (20 -> 22)
    # can move; Green's figure stands right behind circle 12.
    m = thrown({0: [H(3), T(10), B, T(20)], 1: [T(1), B, B, B]}, 2)
    assert sorted(a.figure for a in m.legal_actions(0)) == [1, 3]
    h = hint(m, 0)
    assert h is not None and h.action in m.legal_actions(0)
    assert h.action == bots.choose(m, 0, "hard", random.Random(0))
    for lang in ("de", "en"):
        lead, numbers = hint_words(Texts(lang), h).split("\n")
        assert lead.endswith(".") and ": " in numbers


def test_the_coach_says_nothing_when_there_is_nothing_to_decide():
    # Not this seat's turn, or the throw still to make.
    m = Match.arranged({0: [T(3), T(12), B, B]}, dice=ScriptedDice([4]))
    assert hint(m, 0) is None
    roll(m)
    assert hint(m, 1) is None
    # The game over.
    done = Match(2, Rules(), SeededDice(5))
    rng = random.Random(5)
    while not done.is_over:
        seat = done.current_seat
        done.apply(seat, bots.choose(done, seat, "normal", rng))
    assert all(hint(done, seat) is None for seat in range(2))


def test_the_coachs_move_is_always_the_move_the_hard_bot_plays():
    hints = 0
    for seed in range(6):
        m = Match(4, Rules(), SeededDice(seed))
        rng = random.Random(seed)
        while not m.is_over:
            seat = m.current_seat
            h = hint(m, seat)
            action = bots.choose(m, seat, "hard", rng)
            if h is not None:
                hints += 1
                assert h.action == action
                assert h.key.removeprefix("mensch.coach.") in (KEYS if len(bots.weigh(m, seat)) > 1 else ONLY)
                assert all(0 <= v <= 1 for k, v in h.params.items() if k.endswith("_pct"))
            m.apply(seat, action)
    assert hints > 100


def test_the_coach_never_advises_knocking_out_a_partner_colour():
    # Two people: seat 0 plays Yellow and Red. A 4 would take Yellow's figure A from 23 onto
    # Red's figure on 27; figure B (5 -> 9) knocks nobody out.
    m = Match.arranged({0: [T(23), T(5), B, B], 2: [T(27), H(0), H(1), B]}, seats=2,
                       dice=ScriptedDice([4]))
    roll(m)
    h = hint(m, 0)
    assert h is not None and h.action == Move(1)


def test_every_lead_is_one_plain_sentence_in_both_languages_and_the_numbers_have_their_words():
    root = Path(__file__).resolve().parent.parent / "assets" / "i18n"
    for lang in ("de", "en"):
        with open(root / lang / "mensch.toml", "rb") as fh:
            coach = tomllib.load(fh)["coach"]
        assert set(coach) == {*KEYS, *ONE_STEP, *ONLY, *ONLY_ONE_STEP, "measure", "option"}, lang
        assert set(coach["option"]) == {"marked", "before", "other", "riskiest", "every", "every_line", "none",
                                        "none_line", "close", "close_line", "slight", "slight_line", "line", "join",
                                        "only", "only_line", "only_safe", "only_safe_line"}
        assert set(coach["measure"]) == {"risk"}
        t = Texts(lang)
        params = {"figure": "C", "colour": "Rot", "letter": "b", "steps": 3}
        for key in (*KEYS, *ONLY, *ONLY_ONE_STEP):
            words = t(f"mensch.coach.{key}", **params)
            assert "{" not in words and words.endswith(".") and ". " not in words, (lang, key, words)


def test_every_hint_of_whole_games_reads_its_numbers_apart_in_both_languages():
    tables = {lang: load_table(lang) for lang in ("de", "en")}
    seen = set()
    for seed in range(3):
        m = Match(4, Rules(), SeededDice(seed))
        rng = random.Random(seed)
        while not m.is_over:
            seat = m.current_seat
            h = hint(m, seat)
            if h is not None and h.numbers:
                seen.add(h.key)
                for lang in ("de", "en"):
                    assert tables[lang][h.key]
                    lead, numbers = hint_words(Texts(lang), h).split("\n")
                    if len(h.numbers[0].options) == 1:      # one number (or none), said as a sentence
                        assert ": " not in numbers or re.search(r"[\d.,]+\s?%$", numbers), numbers
                        continue
                    # "with this figure < 1%; with the best other move 17%": each part ends in its chance
                    values = [re.search(r"(< )?[\d.,]+\s?%$", part).group(0)
                              for part in numbers.split(": ", 1)[1].split(" · ")]
                    risks = [v for _, v in h.numbers[0].options]
                    for (i, a), (j, b) in ((x, y) for x in enumerate(risks) for y in enumerate(risks)):
                        if abs(a - b) > 1e-9:
                            assert values[i] != values[j], numbers
            m.apply(seat, bots.choose(m, seat, "hard", rng))
    assert len(seen) >= 4


@pytest.mark.parametrize("steps", [1, 2])
def test_one_circle_is_said_in_the_singular_and_two_in_the_plural_in_both_languages(steps):
    m = thrown({0: [T(24), T(5), B, B]}, steps)
    h = hint(m, 0)
    assert h.key == "mensch.coach.move_front" and h.params["steps"] == steps
    lead = {lang: hint_words(Texts(lang), h).split("\n")[0] for lang in ("de", "en")}
    if steps == 1:
        assert lead == {"de": "Zieh die vorderste Figur 1 Kreis: So ist sie bald im Ziel.",
                        "en": "Move your front piece 1 space on: it is home soonest."}
    else:
        assert "2 Kreise:" in lead["de"] and "2 spaces on" in lead["en"]


def test_when_no_move_risks_a_knock_out_the_card_says_so_in_a_sentence():
    m = thrown({0: [T(24), T(5), B, B]}, 3)
    h = hint(m, 0)
    assert [v for _, v in h.numbers[0].options] == [0]
    assert hint_words(Texts("en"), h).split("\n")[1] == "No move risks a knock-out"
    assert hint_words(Texts("de"), h).split("\n")[1] == "Kein Zug ist riskant"


def test_when_every_move_is_as_risky_the_card_says_it_once_in_a_sentence():
    from game.coach import Compare
    from scenes.ui.coach import compare_words

    line = Compare("mensch.coach.measure.risk", (("mensch.coach.option.every", 0.11),), True, {})
    assert compare_words(Texts("en"), "mensch", line) == "Every move risks a knock-out: 11%"
    assert compare_words(Texts("de"), "mensch", line) == "Jeder Zug gleich riskant: 11 %"


def test_an_escape_never_offers_the_same_risk_twice():
    # every hint of whole games: no two options of its line of numbers read alike
    for seed in range(3):
        m = Match(4, Rules(), SeededDice(seed))
        rng = random.Random(seed)
        while not m.is_over:
            seat = m.current_seat
            h = hint(m, seat)
            if h is not None and h.numbers:
                values = [v for _, v in h.numbers[0].options]
                assert all(abs(a - b) > 1e-9 for i, a in enumerate(values) for b in values[i + 1:]), h
            m.apply(seat, bots.choose(m, seat, "hard", rng))


def test_two_moves_about_equally_safe_are_said_so_with_what_the_move_does_not_less_than_one_against_one():
    # Black's figure on 30 can hardly reach either of Yellow's figures: "< 1 %" against "1 %"
    # would help nobody choose, so the card says both are about equally safe and what the move does
    m = thrown({0: [T(24), T(5), B, B], 3: [T(30), B, B, B]}, 3)
    h = hint(m, 0)
    assert h.action == Move(0) and h.key == "mensch.coach.close_front"
    assert abs(h.params["risk_pct"] - h.params["other_pct"]) < 0.02
    assert hint_words(Texts("en"), h).split("\n") == [
        "About equally safe: move your front piece 3 spaces on.",
        "Hardly any knock-out risk either way"]
    assert hint_words(Texts("de"), h).split("\n") == [
        "Fast gleich sicher: Zieh die vorderste Figur 3 Kreise vor.",
        "Kaum Hinauswurf-Risiko, so oder so"]


def test_two_moves_equally_risky_within_two_points_say_the_risk_once():
    # Red waits one circle behind the front figure, Black one behind the other: 20.0 % against 20.1 %
    m = thrown({0: [T(22), T(1), B, B], 3: [T(0), B, B, B], 2: [T(20), B, B, B]}, 2)
    h = hint(m, 0)
    assert h.key == "mensch.coach.close_front"
    for lang, said in (("en", "Knock-out risk about 20% either way"),
                       ("de", "Hinauswurf-Risiko so oder so rund 20 %")):
        lead, numbers = hint_words(Texts(lang), h).split("\n")
        assert numbers == said
        assert lead.startswith(("About equally safe", "Fast gleich sicher"))


def test_a_clearly_safer_move_still_leads_with_its_advice_and_both_numbers():
    m = thrown({0: [T(24), T(5), B, B], 3: [T(25), B, B, B]}, 3)      # 0 % against 20 %
    lead, numbers = hint_words(Texts("en"), hint(m, 0)).split("\n")
    assert lead.startswith("Move the marked piece") and "equally" not in lead
    assert numbers == "Risk: this one 0% · best other 20%"


@pytest.mark.parametrize(("figures", "die", "words"), [
    ({0: [T(3), B, B, B]}, 4, {"de": "Nur ein Zug möglich: 4 Kreise vor.",
                               "en": "Only one move possible: 4 spaces on."}),
    ({0: [T(3), B, B, B], 1: [T(8), B, B, B]}, 5,
     {"de": "Nur ein Zug möglich: 5 Kreise vor, wirft Grün hinaus.",
      "en": "Only one move possible: 5 spaces on, knocking out Green."}),
    ({0: [T(3), T(12), B, B]}, 6, {"de": "Nur ein Zug möglich: Eine Figur kommt aufs Startfeld.",
                                  "en": "Only one move possible: a piece comes onto the start."}),
    ({0: [T(38), B, B, B]}, 2, {"de": "Nur ein Zug möglich: ins Ziel\u00a0a.",
                               "en": "Only one move possible: into home\u00a0a."}),
])
def test_with_one_possible_move_the_coach_says_plainly_what_it_does(figures, die, words):
    """A person with hints on is never left without a word at a decision: the one move is
    named with what it does (how far, whom it knocks out), its figure marked, and the one
    number that matters: the moved figure's risk afterwards."""
    m = thrown(figures, die)
    h = hint(m, 0)
    assert h is not None and h.action in m.legal_actions(0)
    for lang, sentence in words.items():
        lead, risk = hint_words(Texts(lang), h).split("\n")
        assert lead == sentence
        assert risk.startswith(("Hinauswurf-Risiko danach: ", "Danach kein", "Knock-out risk afterwards: ",
                                "No knock-out")), risk


@pytest.mark.parametrize(("lang", "said"), [
    ("de", "Nur ein Zug möglich: 5 Kreise vor, wirft Grün hinaus."),
    ("en", "Only one move possible: 5 spaces on, knocking out Green.")])
def test_at_the_table_a_single_move_is_said_by_the_coach_once_and_waits_to_be_read(make_app, lang, said):
    """A person with hints on and one possible move reads on the coach's card what it does (not
    the same news twice in an announcement beside it), its figure ringed, and the move waits
    long enough to read the sentence before it plays itself."""
    import pygame
    from helpers import press, texts_drawn
    from test_mensch_sofa import run_until, table

    from game.seats import Seat
    from scenes.tables.mensch.table import AUTO_PLAY_PAUSE, COACHED_PAUSE

    match = Match.arranged({0: [T(3), B, B, B], 1: [T(8), B, B, B]}, colour=0, seats=4,
                           dice=ScriptedDice([5, 1, 1, 1]))
    seats = [Seat("Anna", "keyboard1", hints=True)] + [Seat(n, "bot:normal") for n in ("Ben", "Clara", "David")]
    app, scene = table(make_app, match, seats, lang)
    press(app, pygame.K_e)
    assert run_until(app, lambda: scene.choosing() and scene.coach_words() is not None)
    assert scene.coach_words().split("\n")[0] == said
    assert scene.hinted_figure() == (0, 0), "the one figure that can move is ringed"
    assert scene.toast is None or not scene.toast.forced, "said once, on the coach's card"
    assert any(said in words for words in texts_drawn(app))
    for _ in range(int((AUTO_PLAY_PAUSE + 0.5) * 120)):
        app.step(1 / 120)
    assert scene.match.position(0, 0) == ("track", 3), "still there to be read after the plain pause"
    assert COACHED_PAUSE >= 2.5
    assert run_until(app, lambda: scene.match.position(0, 0) == ("track", 8), seconds=COACHED_PAUSE + 1), \
        "then it plays itself"
