"""Durchmarsch after ten seconds of nothing: the reminder stands out from the first ask (larger
words, breathing, on the same turn line right of the title instead of the small ask and the
heading), and the title keeps its size and place whatever the band shows."""

from __future__ import annotations

import os

import pygame
import pytest
from helpers import press, settle, sizes_drawn

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat
from scenes.tables import prompt

HIT = [(6, 4, 1, 1, 2, 2, 3, 3), (1, 1, 1, 1, 2, 2, 2)]


def table(make_app, lang, names=("Anna", "Ben"), shared=False):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat(n, "keyboard1" if shared else f"keyboard{i + 1}") for i, n in enumerate(names)]
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1,
                       match=dm.Match(len(seats), dm.Rules(), ScriptedDice(HIT), first_seat=0))
    app.push(scene)
    return app, scene


def seconds(app, s):
    for _ in range(round(s * 120)):
        app.step(1 / 120)


def title_size(shown, scene) -> list[int]:
    return [size for text, size in shown if text == scene.t("app.game.durchmarsch")]


def shoot(app, name):
    where = os.environ.get("REMINDER_SHOTS")
    if where:
        pygame.image.save(app.screen, os.path.join(where, name))


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("decide", [False, True])
def test_the_ten_second_reminder_is_larger_than_the_first_ask_and_the_title_stays(make_app, lang, decide):
    from scenes.tables.durchmarsch.table import HEADER, TRAY_RECT

    app, scene = table(make_app, lang)
    before = title_size(sizes_drawn(app), scene)
    title = scene.title_rect()
    if decide:
        press(app, pygame.K_e)
        settle(app, scene)
        assert scene.shown.phase == dm.DECIDE
    seconds(app, 3)
    assert scene.prompt_stage() == prompt.ASK
    ask = sizes_drawn(app)
    asked = scene.draw_prompt(app.screen)
    assert title_size(ask, scene) == before and scene.title_rect() == title, "the title keeps its size"
    assert len(scene._band_prompt[1]) == 1, "the first ask is one line"
    ask_size = max(size for _, size, _ in scene._band_prompt[1])
    seconds(app, prompt.AGAIN_AFTER)
    assert scene.prompt_stage() == prompt.AGAIN
    again = sizes_drawn(app)
    shoot(app, f"dm_reminder_{lang}_{int(decide)}.png")
    rect = scene.reminder_rect
    assert rect is not None and title_size(again, scene) == before and scene.title_rect() == title
    turn = scene.reminder_name(0)
    assert (turn, 40) in again or any(t == turn and s >= ask_size + 12 for t, s in again), again
    words = [scene.t("durchmarsch.table.stop"), scene.t("durchmarsch.table.go_on")] if decide \
        else [scene.t("durchmarsch.table.roll")]
    for word in words:
        assert any(t == word and s >= 28 for t, s in again), (word, again)
    assert rect == asked, "the reminder stands on the ask's own line, its words clearly larger"
    assert HEADER.contains(rect.inflate(14, 14)) and not rect.inflate(14, 14).colliderect(title)
    assert not rect.colliderect(TRAY_RECT) and scene.heading_place() is None
    for sheet in scene.sheet_rects():
        assert not rect.colliderect(sheet[1])
    # it breathes: the ring is not where it was a moment ago
    first = app.screen.copy()
    seconds(app, 0.8)
    app.draw()
    assert any(first.get_at((x, y)) != app.screen.get_at((x, y))
               for x in range(rect.left, rect.right, 3) for y in range(rect.top - 7, rect.top))
    press(app, pygame.K_q if decide else pygame.K_e)
    app.draw()
    assert scene.reminder_rect is None


def words_of(text: str) -> list[str]:
    return [w for w in text.replace("\u00a0", " ").replace("·", " ").split() if w]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("decide", [False, True])
@pytest.mark.parametrize("shared", [False, True])
def test_the_reminder_repeats_the_asks_own_words_never_new_ones(make_app, lang, decide, shared):
    """One decision said one way: every word the reminder shows after ten seconds (the name, each
    key and its word) is a word the first ask already said, and each key's word is the word on
    its button ("Würfeln", not "zum Werfen" in one place and "Würfeln" in the other)."""
    names = ("Anna", "Ben")
    app, scene = table(make_app, lang, names, shared)     # shared: the ask names the person large
    assert scene.shares_device(0) == shared
    if decide:
        press(app, pygame.K_e)
        settle(app, scene)
        assert scene.shown.phase == dm.DECIDE
    seconds(app, 3)
    sizes_drawn(app)
    assert scene.prompt_stage() == prompt.ASK
    asked = words_of(" ".join(text for text, _, _ in scene._band_prompt[1]))
    seconds(app, prompt.AGAIN_AFTER)
    again = sizes_drawn(app)
    assert scene.prompt_stage() == prompt.AGAIN and scene.reminder_rect is not None
    plate = [text for text, _ in again if any(text == t for t, _ in scene_reminder_words(scene))]
    assert plate, again
    for text in plate:
        for word in words_of(text):
            assert word in asked, f"the reminder says {word!r}, the ask said only {asked}"
    buttons = [scene.t("durchmarsch.table.stop"), scene.t("durchmarsch.table.go_on")] if decide \
        else [scene.t("durchmarsch.table.roll")]
    for word in buttons:
        assert all(w in asked for w in words_of(word)), (word, asked)
        assert any(text == word for text in plate), (word, plate)


def scene_reminder_words(scene) -> list[tuple[str, str]]:
    seat = scene.wait.decision[1]
    return [(scene.reminder_name(seat), "")] + [(k, "") for k, _ in scene.reminder_keys(seat)] \
        + [(w, "") for _, w in scene.reminder_keys(seat)]
