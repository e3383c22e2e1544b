"""Durchmarsch's language tables: both languages have the same keys, and every reason, action,
event, figure and rule the engine can produce has its text, with placeholders it can fill."""

from __future__ import annotations

import dataclasses
import re
import tomllib
from pathlib import Path

import pytest

from game.durchmarsch import match as durchmarsch
from game.engine import Event
from game.i18n import I18N_DIR, load_table

ROOT = Path(__file__).resolve().parent.parent


def table(lang: str) -> dict[str, str]:
    with open(I18N_DIR / lang / "durchmarsch.toml", "rb") as fh:
        data = tomllib.load(fh)
    out: dict[str, str] = {}

    def walk(prefix: str, node) -> None:
        for key, value in node.items():
            full = f"{prefix}.{key}"
            if isinstance(value, dict):
                walk(full, value)
            elif isinstance(value, list):
                for i, item in enumerate(value):
                    out[f"{full}.{i}"] = item
            else:
                out[full] = value

    walk("durchmarsch", data)
    return out


def placeholders(text: str) -> set[str]:
    return set(re.findall(r"{(\w+)}", text))


def test_both_languages_have_the_same_keys_and_placeholders():
    de, en = table("de"), table("en")
    assert sorted(set(de) ^ set(en)) == []
    for key in de:
        assert placeholders(de[key]) == placeholders(en[key]), key


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_refusal_the_engine_raises_has_a_text(lang):
    source = (ROOT / "game" / "durchmarsch" / "match.py").read_text(encoding="utf-8")
    reasons = set(re.findall(r'_illegal\(\s*"(\w+)"', source))
    assert {"not_your_turn", "roll_first", "turn_over", "game_over"} <= reasons
    texts = table(lang)
    assert sorted(r for r in reasons if f"durchmarsch.illegal.{r}" not in texts) == []


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_action_event_figure_and_rule_has_a_text(lang):
    texts = table(lang)
    for action in durchmarsch.ACTIONS.values():
        assert f"durchmarsch.action.{action.__name__}" in texts
    events = [getattr(durchmarsch, name) for name in durchmarsch.__all__]
    events = [e for e in events if isinstance(e, type) and issubclass(e, Event) and e is not Event]
    assert len(events) >= 9
    for event in events:
        text = texts[f"durchmarsch.event.{event.__name__}"]
        fields = {f.name for f in dataclasses.fields(event)} | {"name"}
        assert placeholders(text) <= fields, event.__name__
    m = durchmarsch.Match(2, durchmarsch.Rules(), first_seat=0)
    for key in m.figures(0):
        assert f"durchmarsch.figure.{key}" in texts
    for field in dataclasses.fields(durchmarsch.Rules):
        assert f"durchmarsch.rule.{field.name}" in texts
        assert f"durchmarsch.rule_name.{field.name}" in texts
        assert field.metadata["doc"]
    assert len([k for k in load_table(lang) if k.startswith("howto.durchmarsch.")]) >= 4   # howto.toml
    assert len([k for k in texts if k.startswith("durchmarsch.table.heckle_more.")]) >= 3
    assert len([k for k in texts if k.startswith("durchmarsch.table.heckle_stop.")]) >= 3


def test_german_is_real_german_with_umlauts():
    de = table("de")
    howto = load_table("de")
    assert "ü" in howto["howto.durchmarsch.1"] or "ü" in howto["howto.durchmarsch.3"]
    assert de["durchmarsch.figure.misthrows"] == "Fehlwürfe"
