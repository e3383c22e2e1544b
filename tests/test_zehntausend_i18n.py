"""Every word the Zehntausend engine can make the screen say exists in German and English."""

from __future__ import annotations

import dataclasses
import inspect
import re
import string
from pathlib import Path

import pytest

import game.zehntausend.match as engine
import game.zehntausend.scoring as scoring
from game.engine import Event
from game.i18n import load_table
from game.zehntausend.match import HOUSE_KINDS, Action, Match, Rules

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("de", "en")


def reason_keys() -> set[str]:
    keys = set()
    for module in (engine, scoring):
        text = Path(module.__file__).read_text(encoding="utf-8")
        keys |= {"zehntausend.illegal." + k for k in re.findall(r'REASON \+ "(\w+)"', text)}
        keys |= {"zehntausend.illegal." + k for k in re.findall(r'_illegal\("(\w+)"', text)}
        keys |= {"zehntausend.illegal." + k for k in re.findall(r'key = "(\w+)" if', text)}
        keys |= {"zehntausend.illegal." + k for k in re.findall(r'else "(\w+)"\n', text)}
    return keys


def fields_of(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("lang", LANGS)
def test_every_refusal_reason_has_a_text(lang):
    table = load_table(lang)
    keys = reason_keys()
    assert len(keys) > 15
    assert sorted(k for k in keys if k not in table) == []


@pytest.mark.parametrize("lang", LANGS)
def test_every_rule_has_a_name_and_an_explanation(lang):
    table = load_table(lang)
    for f in dataclasses.fields(Rules):
        assert f"zehntausend.rule.{f.name}" in table
        assert f"zehntausend.rule_name.{f.name}" in table


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_and_action_has_a_text_with_known_placeholders(lang):
    table = load_table(lang)
    classes = [c for _, c in inspect.getmembers(engine, inspect.isclass)
               if c.__module__ == engine.__name__ and issubclass(c, (Event, Action))
               and c not in (Action,)]
    assert len(classes) > 20
    for cls in classes:
        kind = "event" if issubclass(cls, Event) else "action"
        key = f"zehntausend.{kind}.{cls.__name__}"
        assert key in table, key
        allowed = {f.name for f in dataclasses.fields(cls)} | {"name"}
        assert fields_of(table[key]) <= allowed, key
    assert "zehntausend.event.GameOver" in table


@pytest.mark.parametrize("lang", LANGS)
def test_figures_proof_states_and_reasons_have_texts(lang):
    table = load_table(lang)
    m = Match(2, Rules())
    for key in m.figures(0):
        assert f"zehntausend.figure.{key}" in table
    for key in ("none", "pending", "confirm"):
        assert f"zehntausend.proof.{key}" in table
    for key in ("no_score", "houses"):
        assert f"zehntausend.turn_lost.{key}" in table
    for key in ("six_of_a_kind", "below_zero"):
        assert f"zehntausend.instant_win.{key}" in table
    for key in HOUSE_KINDS:
        assert f"zehntausend.house_kind.{key}" in table
    for key in ("single", "pasch", "extend", "straight", "small_straight", "three_pairs", "pyramid"):
        assert f"zehntausend.combo.{key}" in table


def test_german_is_real_german():
    table = load_table("de")
    text = " ".join(v for k, v in table.items() if k.startswith("zehntausend."))
    assert "ü" in text and "ä" in text and "ß" in text
