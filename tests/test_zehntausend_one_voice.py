"""Zehntausend speaks with one voice: at every moment of a turn each key shown on the table
(banner, foot under the buttons, the letters on the buttons) names one action, the foot does
not repeat what the banner says, the game's name keeps its place and the turn's points their
size."""

from __future__ import annotations

import re

import pygame
import pytest
from helpers import press, run_frames, settle, sizes_drawn, texts_drawn
from test_zehntausend_table import table

KEYS = set("QWEASD")
PRESS = {"de": "drücken", "en": "press"}
WRITE = {"de": "aufschreiben", "en": "write down"}


def mentions(text: str) -> list[tuple[str, str]]:
    """(key, action) for every part of a key hint ("A/D Würfel wählen · E markieren")."""
    text = re.sub(r"^\w+: ", "", text)              # the banner's "Sarah: "
    out = []
    for part in text.split(" · "):
        words = part.split(" ")
        keys = [w for w in words if w and all(k in KEYS for k in w.split("/"))]
        for key in keys:
            out.append((key, " ".join(w for w in words if w != key)))
    return out


def moment(app, scene, lang):
    """What one frame says about the keys: {key: actions}, keys in banner and in foot."""
    texts = [t for t in texts_drawn(app) if not t.startswith(("Tasten", "Keys"))]
    said: dict[str, set[str]] = {}
    for t in texts:
        if t in KEYS:                               # a letter on a button: checked below
            continue
        for key, action in mentions(t):
            said.setdefault(key, set()).add(action)
    banner = {k for k, _ in mentions(scene.prompt_text() or "")}
    foot = {k for line in scene.panel.hint_lines() for k, _ in mentions(line)}
    for line in scene.panel.hint_lines():           # the foot: its keys on caps, before their words
        for key, action in mentions(line):
            said.setdefault(key, set()).add(action)
    on_buttons = {cap for cap in scene.panel.button_caps(0)[0] if cap}   # Sarah's buttons' key caps
    return said, banner, foot, on_buttons


def wait_for_banner(app, scene):
    for _ in range(120 * 12):        # (after a press it comes back only after a longer wait)
        if scene.prompt_text() is not None:
            return
        app.step(1 / 120)
    raise AssertionError("the banner never came")


def check(app, scene, lang, where):
    said, banner, foot, on_buttons = moment(app, scene, lang)
    for key, actions in said.items():
        assert len(actions) == 1, f"{where}: {key} named for {actions}"
    assert not banner & foot, f"{where}: banner and foot both name {banner & foot}"
    if "E" in on_buttons:                           # E presses the button it stands on: said so, or its word
        focused = scene.choices()[min(scene.decision.button, len(scene.choices()) - 1)]
        word = scene.panel.label(focused).split(":")[0].lower()
        assert said.get("E") is None or all(a == PRESS[lang] or word in a.lower() for a in said["E"]), \
            f"{where}: E on the {word} button but said as {said.get('E')}"
    if "Q" in on_buttons:
        assert said.get("Q") in (None, {WRITE[lang]}), f"{where}: Q on a button but said as {said.get('Q')}"
    return said


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_key_on_the_table_names_one_action_at_every_moment(make_app, lang):
    """Sarah's turn from the first throw to the buttons: whatever the banner, the foot and
    the buttons show, E is never "markieren" in one place and "an/aus" in another, S never
    "weiterwürfeln" here and something else there, and the foot never repeats the banner."""
    app, scene = table(make_app, [(1, 5, 3, 3, 2)], lang=lang)
    run_frames(app, 10)
    check(app, scene, lang, "turn start")
    wait_for_banner(app, scene)
    check(app, scene, lang, "asked to throw")
    press(app, pygame.K_e)
    settle(app, scene)
    said = check(app, scene, lang, "dice landed")
    assert {"A/D", "E"} <= set(said), said
    wait_for_banner(app, scene)
    check(app, scene, lang, "asked to choose")
    press(app, pygame.K_e)                       # the cursor's die (a 1) is marked
    run_frames(app, 5)
    check(app, scene, lang, "one die marked")
    assert scene.panel.button_caps(0) == (["S", "Q"], 0), "S throws on, Q writes down: the caps say so"
    wait_for_banner(app, scene)
    check(app, scene, lang, "asked again with a die marked")
    assert scene.panel.button_caps(0)[0] == ["S", "Q"], "the caps keep their keys while the banner speaks"


def test_the_title_keeps_its_place_and_the_turns_points_their_size_within_a_turn(make_app):
    """Banner or not, dice marked or thrown on: "Zehntausend" stands in the same spot, and
    "Im Zug" is written at one size through Sarah's turn (from her first throw on: before it
    the panel says where she stands instead)."""
    app, scene = table(make_app, [(1, 5, 3, 3, 2), (6, 6, 4, 1)])
    seen_titles, seen_sizes = set(), set()

    def look():
        app.draw()
        seen_titles.add(tuple(scene.small_title_rect))
        # the panel's line (the largest; the seat's plate repeats it small)
        sizes = [size for t, size in sizes_drawn(app) if t.startswith("Im Zug")]
        if scene.panel.points_hidden():
            assert scene.standing().split(" · ")[0] in [t for t, _ in sizes_drawn(app)]
        else:
            seen_sizes.add(max(sizes))

    run_frames(app, 10)
    look()
    wait_for_banner(app, scene)
    look()
    press(app, pygame.K_e)
    settle(app, scene)
    look()
    wait_for_banner(app, scene)
    look()
    press(app, pygame.K_e)
    run_frames(app, 5)
    look()
    wait_for_banner(app, scene)
    look()
    press(app, pygame.K_s)
    settle(app, scene)
    look()
    wait_for_banner(app, scene)
    look()
    assert len(seen_titles) == 1, seen_titles
    assert len(seen_sizes) == 1, seen_sizes
