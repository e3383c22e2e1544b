"""Wurf & Weg: the language tables cover everything the engine says, the two languages match,
and the house rules are documented well enough for config.toml and the settings screen."""

from __future__ import annotations

import dataclasses
import re
import string
import tomllib
from pathlib import Path

import pytest

import game.wurf_und_weg.match as ww
from game import config
from game.dice import ScriptedDice
from game.engine import Event, GameOver, IllegalAction

ROOT = Path(__file__).resolve().parent.parent


def table(lang: str) -> dict[str, str]:
    out: dict[str, str] = {}

    def walk(prefix, value):
        if isinstance(value, dict):
            for k, v in value.items():
                walk(f"{prefix}.{k}", v)
        elif isinstance(value, list):
            for i, v in enumerate(value):
                out[f"{prefix}.{i}"] = v
        else:
            out[prefix] = value

    with open(ROOT / "assets" / "i18n" / lang / "wurf_und_weg.toml", "rb") as fh:
        walk("wurf_und_weg", tomllib.load(fh))
    return out


DE, EN = table("de"), table("en")


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_both_languages_have_exactly_the_same_keys_and_placeholders():
    assert set(DE) == set(EN)
    for key in DE:
        assert placeholders(DE[key]) == placeholders(EN[key]), key


def test_german_is_the_main_language_with_real_umlauts():
    assert "ü" in DE["wurf_und_weg.rule_name.roll_cooldown"]
    assert "„Stopp!“" in DE["wurf_und_weg.event.StopCalled"]


def test_every_rule_has_a_name_an_explanation_and_limits():
    for f in dataclasses.fields(ww.Rules):
        assert f.metadata.get("doc"), f.name
        assert f"wurf_und_weg.rule.{f.name}" in DE, f.name
        assert f"wurf_und_weg.rule_name.{f.name}" in DE, f.name
        assert f.type in ("bool", "int", "float", "str"), f.name
        if f.type in ("int", "float"):
            assert f.metadata["min"] <= f.default <= f.metadata["max"], f.name


def test_every_refusal_reason_has_a_text():
    source = Path(ww.__file__).read_text(encoding="utf-8")
    reasons = set(re.findall(r'_key\("(\w+)"\)', source))
    assert {"frozen", "cooldown", "not_yet", "only_luck_counts", "no_rolls_left"} <= reasons
    for reason in reasons:
        assert f"wurf_und_weg.illegal.{reason}" in DE, reason


def test_a_refusal_names_its_text_and_fills_its_placeholders():
    m = ww.Match(2, ww.Rules(), ScriptedDice([[6]]))
    m.tick(0.0)
    with pytest.raises(IllegalAction) as exc:
        m.apply(0, ww.Roll(1.0))
    assert exc.value.reason in DE
    assert placeholders(DE[exc.value.reason]) <= set(exc.value.params)


def test_every_event_action_figure_symbol_and_phase_has_a_text():
    events = [c for c in vars(ww).values() if isinstance(c, type) and issubclass(c, Event) and c is not Event]
    assert len(events) >= 15
    for cls in events + [GameOver]:
        key = f"wurf_und_weg.event.{cls.__name__}"
        assert key in DE, key
        if cls is not GameOver:
            fields = {f.name for f in dataclasses.fields(cls)} | {"name"}
            assert placeholders(DE[key]) <= fields, key
    for cls in (ww.Roll, ww.ToTray, ww.ToLeft, ww.ToRight):
        assert f"wurf_und_weg.action.{cls.__name__}" in DE
    m = ww.Match(2, ww.Rules(), ScriptedDice())
    for name in m.figures(0):
        assert f"wurf_und_weg.figure.{name}" in DE
    for symbol in ww.SYMBOLS:
        assert f"wurf_und_weg.symbol.{symbol}" in DE
    for phase in ww.PHASES:
        assert f"wurf_und_weg.phase.{phase}" in DE
    for key in ww.KEYS + ("roll",):
        assert f"wurf_und_weg.key.{key}" in DE


def test_house_rules_go_through_config_toml(tmp_path):
    path = tmp_path / "config.toml"
    path.write_text('[wurf_und_weg]\nmove_all_matching = true\nroll_cooldown = 1\ncountdown = "soon"\n'
                    'wrong_press_penalty = 99.0\n', encoding="utf-8")
    cfg = config.load(path)
    rules = cfg.rules("wurf_und_weg")
    assert rules.move_all_matching is True
    assert rules.roll_cooldown == 1.0 and isinstance(rules.roll_cooldown, float)
    assert rules.countdown == 3.0 and rules.wrong_press_penalty == 1.0, "bad values keep the default"
    bad = {p.key for p in cfg.problems}
    assert {"wurf_und_weg.countdown", "wurf_und_weg.wrong_press_penalty"} <= bad
    assert "[wurf_und_weg]" in config.default_text()
