"""The language tables of Mensch ärgere Dich nicht: same keys in German and English."""

from __future__ import annotations

import dataclasses
import tomllib
from pathlib import Path

import game.mensch.match as engine
from game.engine import Event
from game.mensch.match import REASONS, Match, Rules

ROOT = Path(__file__).resolve().parent.parent / "assets" / "i18n"


def flat(table: dict, prefix: str = "mensch") -> dict[str, str]:
    out: dict[str, str] = {}
    for key, value in table.items():
        full = f"{prefix}.{key}"
        if isinstance(value, dict):
            out.update(flat(value, full))
        elif isinstance(value, list):
            out.update({f"{full}.{i}": str(v) for i, v in enumerate(value)})
        else:
            out[full] = str(value)
    return out


def load(lang: str) -> dict[str, str]:
    with open(ROOT / lang / "mensch.toml", "rb") as fh:
        return flat(tomllib.load(fh))


def test_german_and_english_tables_have_the_same_keys():
    de, en = load("de"), load("en")
    assert set(de) == set(en)
    assert all(text.strip() for text in de.values()) and all(t.strip() for t in en.values())


def test_every_refusal_every_house_rule_and_every_figure_has_a_text():
    for lang in ("de", "en"):
        table = load(lang)
        for reason in REASONS:
            assert f"mensch.illegal.{reason}" in table, (lang, reason)
        for f in dataclasses.fields(Rules):
            assert f"mensch.rule.{f.name}" in table and f"mensch.rule_name.{f.name}" in table
        figures = Match(4, Rules()).figures(0)
        for name in figures:
            assert f"mensch.figure.{name}" in table
        for name, obj in vars(engine).items():
            if isinstance(obj, type) and issubclass(obj, Event) and obj is not Event:
                assert f"mensch.event.{name}" in table, (lang, name)
        assert "mensch.action.Roll" in table and "mensch.action.Move" in table
        assert [table[f"mensch.colour.names.{i}"] for i in range(4)]


def test_german_texts_are_real_german():
    de = load("de")
    assert de["mensch.rule_name.must_capture"] == "Schlagzwang"
    assert "ü" in de["mensch.illegal.must_move"] or "ä" in de["mensch.game.name"]
