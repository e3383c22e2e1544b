"""The Mensch table's "Zuletzt" card read from the sofa: each line of what just happened is a
short phrase; where it must wrap, every line of it holds two words or more, never a lone word
("weiter", "2") under the rest of its sentence. Only a name too wide for a whole line stands in
pieces of its own."""

from __future__ import annotations

import pytest
from test_mensch_sofa import CHOICE, LONG, table

from game.dice import ScriptedDice
from game.i18n import Texts
from game.mensch import match as mg
from game.seats import Seat
from scenes.tables.mensch import panels
from scenes.ui import text

REAL_LONG = ["Jürgen Größe-Übe", "Wolfgang Ämilius", "Maximilianemarie", "Anna"]   # 16 letters, as typed at the setup
LINES = [("opening", {"value": 5}), ("begins", {"value": 6}), ("moved", {}), ("home", {"letter": "c"}),
         ("entered", {}), ("captured", {}), ("captured_own", {}), ("no_move", {"value": 2}),
         ("three_sixes", {}), ("placed", {"place": 2})]
KINDS = {"captured": "capture", "captured_own": "capture", "home": "home", "begins": "begins"}


def shown_lines(app, scene, key: str, params: dict, names: list[str]) -> tuple[str, list[str]]:
    """The sentence of a line about names[0] (knocking out names[1]) and the lines the "Zuletzt"
    card draws for it as its newest line."""
    values = dict(params)
    if key in ("captured", "captured_own"):
        values |= {"by": names[0]} | ({"victim": names[1]} if key == "captured" else {})
    else:
        values |= {"name": names[0]}
    count = 5 if key == "moved" else None
    scene.history = []
    scene.happened(0, KINDS.get(key, "move"), key, count, **values)
    sentence = scene.history[-1].words(scene.t)
    app.draw()
    placed = text.watch_places()
    try:
        card = panels.render_ranking(scene, panels.Said())
    finally:
        text.unwatch()
    lines = [t for t, _rect, surface in placed if surface is card]
    return sentence, lines


def pieces_of_a_name(line: str, names: list[str]) -> bool:
    return any(line.strip(":!.,") in name for name in names)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("names", [REAL_LONG, LONG], ids=["long names", "sixteen Ws"])
def test_every_line_of_zuletzt_holds_two_words_or_fits_one_line(make_app, lang, names):
    seats = [Seat(n, "bot:normal") for n in names]
    app, scene = table(make_app, mg.Match.arranged(CHOICE, dice=ScriptedDice([(4,)])), seats, lang)
    for key, params in LINES:
        sentence, lines = shown_lines(app, scene, key, params, names)
        assert lines, (key, sentence)
        assert "".join(lines).replace(" ", "").replace("\u00a0", "") == \
            sentence.replace(" ", "").replace("\u00a0", ""), ("the whole sentence, uncut", sentence, lines)
        if len(lines) == 1:
            continue
        lone = [line for line in lines if len(line.replace("\u00a0", " ").split()) < 2 and not pieces_of_a_name(line, names)]
        assert not lone, (lang, key, lines)


@pytest.mark.parametrize(("lang", "line"), [("de", "Clara zieht 5 vor"), ("en", "Clara moves 5 ahead")])
def test_a_plain_move_reads_as_one_short_phrase(make_app, lang, line):
    seats = [Seat(n, "bot:normal") for n in ("Clara", "Anna", "Ben", "David")]
    app, scene = table(make_app, mg.Match.arranged(CHOICE, dice=ScriptedDice([(4,)])), seats, lang)
    sentence, lines = shown_lines(app, scene, "moved", {}, ["Clara", "Anna"])
    assert sentence == line
    assert len(lines) <= 2 and all(len(part.split()) >= 2 for part in lines), lines


def test_the_short_phrases_stay_short_in_both_languages():
    """The words around the names fit a line of the column at the readable size."""
    for lang in ("de", "en"):
        t = Texts(lang)
        for key, params in LINES:
            values = {"name": "", "by": "", "victim": "", **params}
            words = (t.count(f"mensch.log.{key}", 5, **values) if key == "moved" else t(f"mensch.log.{key}", **values))
            assert len(words.strip()) <= 32, (lang, key, words)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("name", ["Anna", "Jürgen Größe-Übe", "Maximilianemarie"])
def test_the_one_move_announcement_leaves_no_word_alone(make_app, lang, name):
    """"Nur ein Zug möglich" names the move under its title: "Anna zieht: 5 Kreise weiter"
    on lines of two words or more, never "weiter" alone under the rest."""
    import pygame
    from helpers import press
    from test_mensch_sofa import run_until

    match = mg.Match.arranged({0: [("track", 3), "B", "B", "B"]}, colour=0, seats=4, dice=ScriptedDice([(5,)]))
    seats = [Seat(name, "keyboard1")] + [Seat(n, "bot:normal") for n in ("Ben", "Clara", "David")]
    app, scene = table(make_app, match, seats, lang)
    press(app, pygame.K_e)
    assert run_until(app, lambda: scene.toast is not None and scene.toast.forced)
    sub = scene.toast.sub
    lines = []
    real = panels.render

    def recording(words, size, *args, **kwargs):
        lines.append(words)
        assert size >= text.READABLE
        return real(words, size, *args, **kwargs)

    panels.toast_card.cache_clear()
    panels.render = recording
    try:
        card = panels.toast_card(scene.toast.title, sub, scene.toast.accent)
    finally:
        panels.render = real
    assert card.get_width() == panels.COLUMN_W
    assert "".join(lines).replace(" ", "") == sub.replace(" ", "").replace("\u00a0", ""), (sub, lines)
    lone = [line for line in lines if len(line.split()) < 2 and not pieces_of_a_name(line, [name])]
    assert len(lines) == 1 or not lone, (sub, lines)
