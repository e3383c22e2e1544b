"""Every text a game's story asks for exists in German and English, with the parameters the
story gives it: no key shows up raw on the results screen."""

from __future__ import annotations

import importlib
import random
import re

import pygame
import pytest

from game.dice import SeededDice
from game.games import GAMES
from game.i18n import load_table
from scenes.ui.layout import wrap


def played(info, seed: int):
    """A whole bot game of `info` with its recorder."""
    engine, bots = info.engine(), info.bots()
    match = engine.Match(3, engine.Rules(), SeededDice(seed))
    rec = importlib.import_module(f"game.{info.module}.story").StoryRecorder(match)
    rng = random.Random(seed)
    if info.realtime:
        bots.play(match, [bots.Bot(s, "normal", random.Random(seed + s)) for s in range(3)], watch=rec.observe)
    else:
        while not match.is_over:
            seat = match.current_seat
            rec.observe(match.apply(seat, bots.choose(match, seat, "normal", rng)))
    return rec.story()


@pytest.mark.parametrize("info", GAMES, ids=[g.module for g in GAMES])
def test_every_story_text_exists_in_both_languages_with_its_parameters(info):
    tables = {lang: load_table(lang) for lang in ("de", "en")}
    wanted: dict[str, set[str]] = {}          # key -> the parameters it is given
    for seed in range(8):
        story = played(info, seed)
        for chart in story.charts:
            for key in (chart.title_key, chart.x_key, chart.y_key, *chart.mark_keys.values()):
                wanted.setdefault(key, set())
        for h in story.highlights:
            wanted.setdefault(h.key, set()).update({*h.params, "name"})
            if h.params.get("n") == 1:            # then the singular is said
                wanted.setdefault(h.key + "_one", set()).update({*h.params, "name"})
            if h.others:                          # a tie: every name, with the verb for several
                wanted.setdefault(h.key + "_tied", set()).update({*h.params, "name"})
        for figure in story.luck:
            wanted.setdefault(figure.unit_key, set())
            wanted.setdefault(figure.unit_key + "_one", set())
        for suffix in ("", "_one", "_unlucky", "_unlucky_one", "_tied", "_tied_one", "_unlucky_tied",
                       "_unlucky_tied_one", "_par", "_par_tied"):
            wanted.setdefault(story.verdict_key + suffix, set()).update({"name", "n"})
        wanted.setdefault(story.verdict_key + "_even", set())
        assert story.highlights, f"a whole game of {info.module} has something to tell"
    for lang, table in tables.items():
        for key, params in wanted.items():
            assert key in table, f"{lang}: {key}"
            used = set(re.findall(r"{(\w+)}", table[key]))
            assert used <= params, f"{lang}: {key} asks for {used - params}"


NUMBER_WORDS = {"de": ("Runde", "Zug", "Wurf", "Chance"), "en": ("round", "turn", "throw")}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_number_never_parts_from_its_word_when_a_highlight_wraps(lang):
    """"(Runde / 1)" parted over two lines in a highlight: every story text keeps a number with
    its word ("Runde 1", "Zug 12", "4 Zahlen") through a no-break space, wherever it wraps."""
    pygame.init()
    table = load_table(lang)
    texts = [value.format_map(Numbers()) for key, value in table.items()
             if key.startswith("story.") and (".highlight." in key or ".luck." in key) and isinstance(value, str) and re.search(r"{(n|round|turn|throw)}", value)]
    assert any("Runde 1)" in t.replace("\u00a0", " ") or "round 1" in t.replace("\u00a0", " ") for t in texts)
    for text in texts:
        for word in NUMBER_WORDS[lang]:
            assert not re.search(rf"\b{word} \d", text), f"{text!r}: {word} and its number may part"
        assert not re.search(r"\d [A-Za-zÄÖÜäöü]", text), f"{text!r}: a number and its word may part"
        for width in range(240, 520, 9):         # (a highlight is 400 px wide or more)
            lines = wrap(text, 26, width)
            for a, b in zip(lines, lines[1:], strict=False):
                assert not re.search(r"(^| )\d+$", a) and not re.match(r"\d+(?!\u00a0|\d)", b), (text, lines)


class Numbers(dict):
    """Every parameter of a text: names as a name, a Pasch in words, the rest as a small number."""

    def __missing__(self, key):
        if key == "pasch":           # (said in words: "vier Sechsen")
            return "four sixes"
        return "Anna" if key in ("name", "names", "ahead", "behind", "what") or key.endswith("_seat") else "1"
