"""Every kind of decision in each turn-based game gets a hint, and every hint reads as advice:
hard bots play seeded games (the same games every run) and the coach is asked at every
decision; each game's every kind of hint turns up (Durchmarsch: go on or stop, also a close
call and a long shot; Mensch: each reason for a figure; Zehntausend: which dice and then write
down or throw on, take over or throw afresh, knock or throw again), is the hard bot's own
action, and in German and English leads with one sentence and shows numbers that differ as
different numbers. Wurf & Weg is real time and has no coach."""

from __future__ import annotations

import importlib
import random

import pytest

from game.dice import SeededDice
from game.i18n import Texts
from scenes.ui.coach import hint_words, params_in_words

LANGS = ("de", "en")
ZEHNTAUSEND_HOUSE = {"take_over": True, "house_building": True, "knocking": True, "house_chance": 0.3}
CASES = {
    "durchmarsch": (3, {}, {"go_on", "go_on_race", "stop", "go_on_close", "go_on_race_close", "stop_close"}),
    "mensch": (4, {}, {"knock_out", "go_home", "escape", "move_safe", "move_front", "move_on", "close_front",
                       "close_on", "only_move", "only_move_knock_out", "only_move_knock_own", "only_enter",
                       "only_enter_knock_out", "only_go_home"}),
    "zehntausend": (2, ZEHNTAUSEND_HOUSE, {"set_aside_throw", "set_aside_bank", "set_aside", "bank", "throw",
                                           "take_over", "fresh", "knock", "rethrow"}),
}


def values_shown(line: str, compare, t, module: str) -> list[str]:
    """The values a line of numbers shows, in the order of its options (worded as the card
    words them: the game's own `coach.option.line` / `.join` where it has them)."""
    params = params_in_words(t, module, compare.params)
    single = compare.options[0][0] + "_line"
    if len(compare.options) == 1 and t.has(single):        # one number (or none) said as a sentence
        before, _, after = t(single, value="\x00").partition("\x00")
        assert line.startswith(before) and line.endswith(after), (line, before, after)
        return [line[len(before):len(line) - len(after)]]
    option_key = f"{module}.coach.option.line" if t.has(f"{module}.coach.option.line") else "app.coach.option"
    join_key = f"{module}.coach.option.join" if t.has(f"{module}.coach.option.join") else "app.coach.join"
    parts = line.split(": ", 1)[1].split(t(join_key))
    assert len(parts) == len(compare.options), line
    out = []
    for part, (key, _) in zip(parts, compare.options, strict=True):
        before, after = t(option_key, option=t(key, **params), value="\x00").split("\x00")
        assert part.startswith(before) and part.endswith(after), (part, before, after)
        out.append(part[len(before):len(part) - len(after)])
    return out


def hints_of_every_kind(module: str, seats: int, rules: dict) -> dict:
    engine = importlib.import_module(f"game.{module}.match")
    bots = importlib.import_module(f"game.{module}.bots")
    coach = importlib.import_module(f"game.{module}.coach")
    found = {}
    for seed in range(3):
        match = engine.Match(seats, engine.Rules(**rules), SeededDice(seed))
        rng = random.Random(seed)
        while not match.is_over:
            seat = match.current_seat
            hint = coach.hint(match, seat)
            action = bots.choose(match, seat, "hard", rng)
            if hint is not None:
                assert hint.action == action, "the hint is the hard bot's own choice"
                found.setdefault(hint.key.rsplit(".", 1)[1], []).append(hint)
            match.apply(seat, action)
    return found


@pytest.mark.parametrize("module", sorted(CASES))
def test_every_kind_of_decision_gets_a_hint_with_numbers_that_read_apart(module):
    seats, rules, kinds = CASES[module]
    found = hints_of_every_kind(module, seats, rules)
    assert set(found) == kinds
    for lang in LANGS:
        t = Texts(lang)
        for kind, hints in found.items():
            for hint in hints[:20]:
                lead, *lines = hint_words(t, hint).split("\n")
                assert lead.endswith(".") and "{" not in lead and ". " not in lead, (lang, kind, lead)
                assert len(lines) == len(hint.numbers) >= 1
                for line, compare in zip(lines, hint.numbers, strict=True):
                    shown = values_shown(line, compare, t, module)
                    values = [v for _, v in compare.options]
                    for i in range(len(values)):
                        for j in range(i):
                            if abs(values[i] - values[j]) > 1e-9:
                                assert shown[i] != shown[j], (lang, kind, line, values)


def test_wurf_und_weg_has_no_coach():
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("game.wurf_und_weg.coach")
