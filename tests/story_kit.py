"""Shared helpers of the story tests: hostile saved stories and a fuzzer for `from_dict`."""

from __future__ import annotations

import copy
import json
import math
import random

import pytest

from game.story_data import MAX_MARKS, MAX_POINTS

HOSTILE = [None, True, False, 0, -1, 1, 7, 2**63, -(2**63), 10**29, 1e300, -1e300, 0.5, float("nan"),
           float("inf"), float("-inf"), "", "x", [], {}, [0], [[0, 0]], {"a": 1}, list(range(40))]


def refuses(cls, data, match=None, why: str | None = None) -> str:
    """`cls.from_dict(data)` raises ValueError (never anything else); its message."""
    with pytest.raises(ValueError) as info:
        cls.from_dict(data, match)
    message = str(info.value)
    if why is not None:
        assert why in message, message
    return message


def common_hostile(good: dict) -> list[tuple[str, object]]:
    """Hostile versions of a good saved story that every game must refuse."""
    cases: list[tuple[str, object]] = [
        ("not a table", [good]),
        ("a string", json.dumps(good)),
        ("another game", {**good, "game": "schach"}),
        ("another version", {**good, "version": 2}),
        ("a version that is true", {**good, "version": True}),
        ("an unknown field", {**good, "zz": 1}),
        ("negative seats", {**good, "seats": -1}),
        ("too many seats", {**good, "seats": 99}),
        ("seats as text", {**good, "seats": "3"}),
        ("seats nan", {**good, "seats": float("nan")}),
    ]
    missing = dict(good)
    missing.pop("lines")
    cases.append(("lines missing", missing))
    lines = good["lines"]
    too_long = copy.deepcopy(good)
    first = lines["points"][0][0] if lines["points"][0] else [0, 0]
    too_long["lines"]["points"][0] = [[first[0] + i, first[1]] for i in range(MAX_POINTS + 1)]
    cases.append(("a huge line", too_long))
    many_marks = copy.deepcopy(good)
    kind = next((m[2] for line in lines["marks"] for m in line), None)
    if kind is not None:
        many_marks["lines"]["marks"][0] = [[first[0], first[1], kind]] * (MAX_MARKS + 1)
        cases.append(("too many marks", many_marks))
    backwards = copy.deepcopy(good)
    backwards["lines"]["points"][0] = [[5, first[1]], [4, first[1]]]
    cases.append(("a line running backwards", backwards))
    unknown_mark = copy.deepcopy(good)
    unknown_mark["lines"]["marks"][0] = [[first[0], first[1], "explosion"]]
    cases.append(("an unknown mark", unknown_mark))
    nan_point = copy.deepcopy(good)
    nan_point["lines"]["points"][0] = [[float("nan"), 0]]
    cases.append(("a point at nan", nan_point))
    inf_point = copy.deepcopy(good)
    inf_point["lines"]["points"][0] = [[0, float("inf")]]
    cases.append(("a point at infinity", inf_point))
    fewer_lines = copy.deepcopy(good)
    fewer_lines["lines"]["points"] = fewer_lines["lines"]["points"][:-1]
    cases.append(("a line missing", fewer_lines))
    return cases


def mutate(data, rng: random.Random) -> None:
    """One hostile change somewhere in the tree (replace, delete, add, nudge, wrap)."""
    path = []
    node = data
    while isinstance(node, (dict, list)) and node and (not path or rng.random() < 0.7):
        key = rng.choice(list(node) if isinstance(node, dict) else range(len(node)))
        path.append(key)
        node = node[key]
    if not path:
        return
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    op = rng.choice(["replace", "replace", "delete", "nudge", "wrap", "duplicate"])
    if op == "replace":
        parent[key] = copy.deepcopy(rng.choice(HOSTILE))
    elif op == "delete":
        del parent[key]
    elif op == "nudge" and isinstance(node, (int, float)) and not isinstance(node, bool):
        parent[key] = node + rng.choice([-1, 1, -1000, 10**6, 0.5])
    elif op == "wrap":
        parent[key] = [node]
    elif op == "duplicate" and isinstance(node, list) and node:
        node.append(copy.deepcopy(rng.choice(node)))


def fuzz(cls, good: dict, match, cases: int = 300, seed: int = 0) -> dict:
    """Mutated saved stories: each is refused with ValueError, or is a story that tells itself
    and saves as itself (nothing else may come out of `from_dict`)."""
    tally = {"refused": 0, "accepted": 0}
    for n in range(cases):
        rng = random.Random(f"{seed}:{n}")
        data = copy.deepcopy(good)
        for _ in range(rng.randint(1, 3)):
            mutate(data, rng)
        try:
            rec = cls.from_dict(data, match)
        except ValueError:
            tally["refused"] += 1
            continue
        tally["accepted"] += 1
        story = rec.story()
        for chart in story.charts:
            for line in chart.lines:
                assert all(math.isfinite(x) and math.isfinite(y) for x, y in line.points)
        assert all(math.isfinite(f.expected) and math.isfinite(f.actual) for f in story.luck)
        again = rec.to_dict()
        assert json.loads(json.dumps(again, allow_nan=False)) == again
        assert cls.from_dict(again, match).to_dict() == again
    assert tally["refused"] > cases // 2, tally
    return tally
