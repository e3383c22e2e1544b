"""The coach at the table: on the turn of a person with hints on, once the dice that pose the
decision lie still, the table shows what the best bot would do and why, on a card near the
decision (Durchmarsch's choice panel, Zehntausend's panel, beside the Mensch board). Never before
the dice land, never for a seat with hints off or a bot, asked once per decision; a game whose
coach is missing, says nothing or fails shows nothing and plays on. Numbers are worded the
language's way and the card fits its box for long sentences in both languages.

Until each game's coach is written (`game/<module>/coach.py`), the coach is a stand-in that
answers a known hint; one test per game asks the real coach and is skipped while it is missing.
"""

from __future__ import annotations

import importlib
import sys
import types

import pygame
import pytest
from helpers import press, settle, texts_with, watch_frames

from game.coach import Hint
from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.i18n import Texts, load_file
from game.mensch import match as mg
from game.seats import Seat
from game.zehntausend import match as z
from scenes.ui.coach import hint_words, readable
from scenes.ui.text import READABLE

SENTENCES = {
    "durchmarsch.coach.test_go_on": ("Weitermachen: {win_pct} Siegchance statt {stop_pct} beim Aufhören",
                                     "Go on: {win_pct} chance to win instead of {stop_pct} if you stop"),
    "zehntausend.coach.test_bank": ("Aufschreiben: Weiterwürfeln ist im Schnitt {value} wert, du hast {points}",
                                    "Write it down: throwing on is worth {value} on average, you have {points}"),
    "mensch.coach.test_capture": ("Figur {letter}: schlägt {victim}, danach zu {risk_pct} geschlagen",
                                  "Figure {letter}: knocks out {victim}, then hit with {risk_pct} chance"),
    "durchmarsch.coach.test_overtake": ("Weitermachen: sonst kann dich {name} überholen, {win_pct} Siegchance "
                                        "statt {stop_pct}",
                                        "Go on: otherwise {name} may overtake you, {win_pct} chance to win "
                                        "instead of {stop_pct}"),
    "zehntausend.coach.test_long": ("Weiterwürfeln: {name} führt mit {lead} Punkten, im Schnitt bringt der nächste "
                                    "Wurf {value}, das Risiko einer Niete ist {risk_pct}",
                                    "Throw on: {name} leads by {lead} points, the next throw brings {value} on "
                                    "average, the risk of a Niete is {risk_pct}"),
}
GO_ON = Hint(dm.GoOn(), "durchmarsch.coach.test_go_on", {"win_pct": 0.613, "stop_pct": 0.48})
BANK = Hint(z.Bank(), "zehntausend.coach.test_bank", {"value": 794.2, "points": 800})
CAPTURE = Hint(mg.Move(1), "mensch.coach.test_capture", {"letter": "B", "victim": "mensch.colour.names.2",
                                                         "risk_pct": 0.11})
SAID = {"durchmarsch": "Weitermachen: 61 % Siegchance statt 48 % beim Aufhören",
        "zehntausend": "Aufschreiben: Weiterwürfeln ist im Schnitt 794 wert, du hast 800",
        "mensch": "Figur B: schlägt Rot, danach zu 11 % geschlagen"}
W16 = "W" * 16


@pytest.fixture(autouse=True)
def sentences(monkeypatch):
    """The stand-in hints' sentences, in both language tables (for this test only)."""
    for key, (de, en) in SENTENCES.items():
        stem = key.split(".", 1)[0]
        monkeypatch.setitem(load_file("de", stem), key, de)
        monkeypatch.setitem(load_file("en", stem), key, en)


def coach_of(module: str):
    """The game's coach module, or None while it is not written."""
    name = f"game.{module}.coach"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return None


def stand_in(monkeypatch, module: str, answer) -> list[tuple[int, object]]:
    """The game's coach answers `answer(match, seat)`; returns every (seat, match) it is asked."""
    asked: list[tuple[int, object]] = []

    def hint(match, seat):
        asked.append((seat, match))
        return answer(match, seat)

    coach = coach_of(module)
    if coach is None:
        coach = types.ModuleType(f"game.{module}.coach")
        monkeypatch.setitem(sys.modules, f"game.{module}.coach", coach)
    monkeypatch.setattr(coach, "hint", hint, raising=False)
    return asked


def durchmarsch(make_app, seats, throws, lang="de"):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    match = dm.Match(len(seats), dm.Rules(), ScriptedDice(throws), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    return app, scene


def zehntausend(make_app, seats, throws, lang="de"):
    from scenes.tables.zehntausend.table import TableScene

    app = make_app()
    app.set_language(lang)
    match = z.Match(len(seats), z.Rules(), ScriptedDice(throws))
    scene = TableScene(app, game_by_name("zehntausend"), seats, 1, match=match)
    app.push(scene)
    return app, scene


CHOICE = {0: [("track", 5), ("track", 12), "B", "B"], 2: [("track", 15), "B", "B", "B"]}   # a 3: two moves


def mensch(make_app, seats, throws, lang="de"):
    from scenes.tables.mensch.table import TableScene

    app = make_app()
    app.set_language(lang)
    match = mg.Match.arranged(CHOICE, colour=0, seats=len(seats), dice=ScriptedDice(throws))
    scene = TableScene(app, game_by_name("mensch"), seats, 1, match=match)
    app.push(scene)
    return app, scene


def deciding(phase: str, hint: Hint):
    """A stand-in that, like a coach, speaks only when there is a choice (the engine's phase)."""
    return lambda match, seat: hint if match.phase == phase else None


def assert_shown_only_once_landed(frames, said: str) -> None:
    showing = texts_with(frames, said)
    assert showing, "the hint is shown once the dice lie still"
    moving = [i for i, frame in enumerate(frames) if not frame[0]]
    assert moving, "the dice were seen rolling"
    assert min(showing) > max(moving), "nothing the dice decide is shown before they have come to rest"
    assert showing[-1] == len(frames) - 1, "and it stays while the seat decides"


# ---------------------------------------------------------------- Durchmarsch

def test_durchmarsch_shows_the_hint_only_after_the_throw_has_landed(make_app, monkeypatch):
    asked = stand_in(monkeypatch, "durchmarsch", deciding(dm.DECIDE, GO_ON))
    app, scene = durchmarsch(make_app, [Seat("Sarah", "keyboard1", hints=True), Seat("Tim", "keyboard2")],
                             [(6, 4, 1, 1, 2, 2, 3, 3)])
    press(app, pygame.K_e)
    frames = watch_frames(app, scene, after=lambda: False)
    for _ in range(60):                                   # the seat thinks a while
        app.step(1 / 120)
    frames += watch_frames(app, scene, seconds=0.1)
    assert_shown_only_once_landed(frames, SAID["durchmarsch"])
    assert scene.coach_error is None
    assert all(match is not scene.match for _, match in asked), "the coach reads the shown match, not the live one"
    assert [seat for seat, _ in asked] == [0], "asked once for the decision, never every frame"
    card = scene.coach_place([], SAID["durchmarsch"])[1]
    assert scene.layout.decision.contains(card) and not any(card.colliderect(b) for b in scene.button_rects())


def test_durchmarsch_gives_no_hint_to_a_seat_with_hints_off_nor_to_a_bot(make_app, monkeypatch):
    asked = stand_in(monkeypatch, "durchmarsch", deciding(dm.DECIDE, GO_ON))
    app, scene = durchmarsch(make_app, [Seat("Sarah", "keyboard1"), Seat("Robo", "bot:hard", hints=True)],
                             [(6, 4, 1, 1, 2, 2, 3, 3), (1,) * 8])
    app.config.general.bot_speed = 8.0
    press(app, pygame.K_e)
    settle(app, scene)
    frames = watch_frames(app, scene, seconds=0.2)
    assert texts_with(frames, "Weitermachen: 61") == []
    press(app, pygame.K_q)                                # Sarah stops; the bot misses; Sarah again
    for _ in range(120 * 20):
        app.step(1 / 120)
        if scene.current == 0 and scene.match.phase == dm.ROLL and not scene.busy():
            break
    assert scene.match.sheet(1).misthrows[0] == 1, "the bot has had its turn"
    assert asked == [], "the coach is never asked for a seat with hints off or a bot"
    assert scene.coach_words() is None


def test_durchmarsch_hint_follows_the_language(make_app, monkeypatch):
    stand_in(monkeypatch, "durchmarsch", deciding(dm.DECIDE, GO_ON))
    app, scene = durchmarsch(make_app, [Seat("Sarah", "keyboard1", hints=True), Seat("Tim", "keyboard2")],
                             [(6, 4, 1, 1, 2, 2, 3, 3)], lang="en")
    press(app, pygame.K_e)
    settle(app, scene)
    frames = watch_frames(app, scene, seconds=0.1)
    assert texts_with(frames, "Go on: 61% chance to win instead of 48% if you stop")
    assert texts_with(frames, "Hint")


# ---------------------------------------------------------------- Zehntausend

def test_zehntausend_shows_the_hint_only_after_the_throw_has_landed(make_app, monkeypatch):
    asked = stand_in(monkeypatch, "zehntausend", deciding("select", BANK))
    app, scene = zehntausend(make_app, [Seat("Sarah", "keyboard1", hints=True), Seat("Tim", "keyboard2")],
                             [(1, 5, 3, 3, 2)])
    press(app, pygame.K_e)
    frames = watch_frames(app, scene)
    for _ in range(60):
        app.step(1 / 120)
    frames += watch_frames(app, scene, seconds=0.1)
    assert_shown_only_once_landed(frames, SAID["zehntausend"])
    assert [seat for seat, _ in asked] == [0]
    press(app, pygame.K_a)                                # choosing dice is no new decision
    press(app, pygame.K_e)
    assert [seat for seat, _ in asked] == [0]
    card = scene.panel.coach_rect(min(r.y for r in scene.button_rects()) - 6)
    assert scene.panel.rect.contains(card)
    assert not any(card.colliderect(b) for b in scene.button_rects())


def test_zehntausend_gives_no_hint_to_a_seat_with_hints_off(make_app, monkeypatch):
    asked = stand_in(monkeypatch, "zehntausend", deciding("select", BANK))
    app, scene = zehntausend(make_app, [Seat("Sarah", "keyboard1"), Seat("Tim", "keyboard2", hints=True)],
                             [(1, 5, 3, 3, 2), (1, 1, 1, 2, 3)])
    press(app, pygame.K_e)
    settle(app, scene)
    assert texts_with(watch_frames(app, scene, seconds=0.1), "Aufschreiben: Weiter") == []
    assert asked == []
    scene.act(0, z.Select((0, 1), False))                 # Sarah keeps the 1 and the 5 and writes down
    scene.act(0, z.Bank())
    settle(app, scene)
    assert scene.match.current_seat == 1
    press(app, pygame.K_o)                                # Tim throws: his hint
    settle(app, scene)
    assert texts_with(watch_frames(app, scene, seconds=0.1), SAID["zehntausend"])
    assert {seat for seat, _ in asked} == {1}


# ---------------------------------------------------------------- Mensch

def test_mensch_shows_the_hint_and_rings_its_figure_only_after_the_die_has_landed(make_app, monkeypatch):
    from scenes.tables.mensch import table as mensch_table

    asked = stand_in(monkeypatch, "mensch", deciding("move", CAPTURE))
    rings: list = []
    real_ring = mensch_table.TableScene.coach_ring_rect
    monkeypatch.setattr(mensch_table.TableScene, "coach_ring_rect",
                        lambda self, xy: rings.append(xy) or real_ring(self, xy))
    seats = [Seat("Anna", "keyboard1", hints=True), Seat("Ben", "keyboard2"), Seat("Clara", "keyboard3"),
             Seat("David", "keyboard4")]
    app, scene = mensch(make_app, seats, [3])
    press(app, pygame.K_e)
    frames = watch_frames(app, scene)
    for _ in range(60):
        app.step(1 / 120)
    frames += watch_frames(app, scene, seconds=0.1)
    assert_shown_only_once_landed(frames, SAID["mensch"])
    assert rings, "the figure the hint names wears the coach's ring"
    assert scene.figure_xy((0, CAPTURE.action.figure)) is not None
    assert scene.options and len(scene.options) > 1
    assert [seat for seat, _ in asked] == [0]
    press(app, pygame.K_e)                                # Anna moves: the hint goes with the decision
    frames = watch_frames(app, scene)
    assert texts_with(frames[-1:], "Figur B") == []


def test_mensch_hint_card_stands_under_the_prompt_and_fits(make_app, monkeypatch):
    from scenes.tables.mensch import panels

    stand_in(monkeypatch, "mensch", deciding("move", CAPTURE))
    for lang in ("de", "en"):
        seats = [Seat(W16, "keyboard1", hints=True), Seat("Ben", "keyboard2"), Seat("Clara", "keyboard3"),
                 Seat("David", "keyboard4")]
        app, scene = mensch(make_app, seats, [3], lang=lang)
        press(app, pygame.K_e)
        settle(app, scene)
        app.step(1 / 120)
        words = scene.coach_words()
        assert words is not None
        rect = panels.coach_rect(scene, words)
        app.draw()
        column = pygame.Rect(panels.RIGHT_X, panels.PROMPT_RECT.y, panels.COLUMN_W, 720 - panels.PROMPT_RECT.y)
        assert column.contains(rect) and rect.bottom <= scene.latest_rect.top, "in the column, above Zuletzt"
        assert scene.prompt_keys_rect is not None and scene.prompt_keys_rect.bottom <= rect.top, "under the keys"
        assert readable(scene.t("app.coach.title"), words, rect.w)


# ---------------------------------------------------------------- a missing, silent or failing coach

@pytest.mark.parametrize("how", ["missing", "silent", "failing"])
def test_a_coach_that_is_missing_silent_or_failing_shows_nothing_and_the_game_goes_on(make_app, monkeypatch, how):
    name = "game.durchmarsch.coach"
    if how == "missing":
        monkeypatch.setitem(sys.modules, name, None)      # importing it fails as for a module not written
    else:
        def answer(match, seat):
            if how == "failing":
                raise RuntimeError("the coach tripped")
            return None
        stand_in(monkeypatch, "durchmarsch", answer)
    app, scene = durchmarsch(make_app, [Seat("Sarah", "keyboard1", hints=True), Seat("Tim", "keyboard2")],
                             [(6, 4, 1, 1, 2, 2, 3, 3)])
    press(app, pygame.K_e)
    settle(app, scene)
    frames = watch_frames(app, scene, seconds=0.2)
    assert texts_with(frames, "Tipp") == [] and scene.coach_words() is None
    assert (scene.coach_error is not None) == (how == "failing")
    press(app, pygame.K_q)                                # the game goes on: Sarah stops
    settle(app, scene)
    assert scene.match.current_seat == 1


# ---------------------------------------------------------------- words and fit

def test_hint_numbers_are_written_the_languages_way():
    hint = Hint(None, "mensch.coach.test_numbers", {"win_pct": 0.613, "tiny_pct": 0.004, "sure_pct": 0.998,
                                                     "none_pct": 0.0, "value": 10750, "mean": 794.6,
                                                     "victim": "mensch.colour.names.2", "letter": "C"})
    sentence = "{win_pct} {tiny_pct} {sure_pct} {none_pct} {value} {mean} {victim} {letter}"
    load_file("de", "mensch")["mensch.coach.test_numbers"] = sentence
    load_file("en", "mensch")["mensch.coach.test_numbers"] = sentence
    try:
        assert hint_words(Texts("de"), hint) == "61 % < 1 % > 99 % 0 % 10.750 795 Rot C"
        assert hint_words(Texts("en"), hint) == "61% < 1% > 99% 0% 10,750 795 Red C"
    finally:
        del load_file("de", "mensch")["mensch.coach.test_numbers"]
        del load_file("en", "mensch")["mensch.coach.test_numbers"]


LONG = Hint(z.Throw(), "zehntausend.coach.test_long", {"name": W16, "lead": 10750, "value": 795, "risk_pct": 0.157})
OVERTAKE = Hint(dm.GoOn(), "durchmarsch.coach.test_overtake", {"name": W16, "win_pct": 0.613, "stop_pct": 0.48})


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 3, 4])
def test_a_long_hint_fits_the_durchmarsch_choice_panel_above_the_buttons(make_app, monkeypatch, lang, count):
    stand_in(monkeypatch, "durchmarsch", deciding(dm.DECIDE, OVERTAKE))
    seats = [Seat(W16, "keyboard1", hints=True)] + [Seat(f"{W16[:15]}{i}", "bot:easy") for i in range(count - 1)]
    app, scene = durchmarsch(make_app, seats, [(6, 4, 1, 1, 2, 2, 3, 3)], lang=lang)
    press(app, pygame.K_e)
    settle(app, scene)
    app.step(1 / 120)
    words = scene.coach_words()
    assert W16 in words
    placed, card = scene.coach_place([("x", 22, (0, 0, 0), True, 12)], words)
    d = scene.layout.decision
    assert d.contains(card) and not any(card.colliderect(b) for b in scene.button_rects())
    assert all(y + 20 <= card.y for *_, y in placed), "the lines that stay stand above the card"
    assert readable(scene.t("app.coach.title"), words, card.w, card.h)
    app.draw()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_long_hint_fits_the_zehntausend_panel_above_the_buttons(make_app, monkeypatch, lang):
    stand_in(monkeypatch, "zehntausend", deciding("select", LONG))
    app, scene = zehntausend(make_app, [Seat(W16, "keyboard1", hints=True), Seat("Tim", "keyboard2")],
                             [(1, 5, 3, 3, 2)], lang=lang)
    press(app, pygame.K_e)
    settle(app, scene)
    app.step(1 / 120)
    words = scene.coach_words()
    buttons = scene.button_rects()
    card = scene.panel.coach_rect(min(r.y for r in buttons) - 6)
    assert scene.panel.rect.contains(card) and not any(card.colliderect(b) for b in buttons)
    assert readable(scene.t("app.coach.title"), words, card.w)
    app.draw()


def test_the_card_never_shrinks_its_words_below_readable():
    from scenes.ui.coach import card_look

    for width in (262, 400, 508, 624):
        size, lines = card_look("Tipp", hint_words(Texts("de"), LONG), width)
        assert size >= READABLE and len(lines) >= 1


# ---------------------------------------------------------------- the real coaches

def real(module: str):
    coach = coach_of(module)
    if coach is None:
        pytest.skip(f"game/{module}/coach.py is not written yet: its coach comes separately")
    return coach


def assert_real_hint(scene, module: str) -> None:
    frames = watch_frames(scene.app, scene, seconds=0.1)
    assert scene.coach_error is None, scene.coach_error
    hint = scene.coach_hint()
    assert isinstance(hint, Hint) and hint.key.startswith(f"{module}.coach.")
    for lang in ("de", "en"):
        t = Texts(lang)
        assert t.has(hint.key), f"{hint.key} is missing from assets/i18n/{lang}/{module}.toml"
        words = hint_words(t, hint)
        assert "{" not in words and hint.key not in words, words
    words = scene.coach_words()
    # the advice always shows (Zehntausend lets the numbers go where they would cover the turn's points)
    assert texts_with(frames, words.split("\n")[0])


def test_the_real_durchmarsch_coach_speaks_at_a_decision(make_app):
    real("durchmarsch")
    app, scene = durchmarsch(make_app, [Seat("Sarah", "keyboard1", hints=True), Seat("Tim", "keyboard2")],
                             [(6, 4, 1, 1, 2, 2, 3, 3)])
    press(app, pygame.K_e)
    settle(app, scene)
    app.step(1 / 120)
    assert_real_hint(scene, "durchmarsch")
    assert scene.coach_hint().action in scene.match.legal_actions(0)


def test_the_real_zehntausend_coach_speaks_at_a_decision(make_app):
    real("zehntausend")
    app, scene = zehntausend(make_app, [Seat("Sarah", "keyboard1", hints=True), Seat("Tim", "keyboard2")],
                             [(1, 5, 3, 3, 2)])
    press(app, pygame.K_e)
    settle(app, scene)
    app.step(1 / 120)
    assert_real_hint(scene, "zehntausend")


def test_the_real_mensch_coach_speaks_at_a_decision(make_app):
    real("mensch")
    seats = [Seat("Anna", "keyboard1", hints=True), Seat("Ben", "keyboard2"), Seat("Clara", "keyboard3"),
             Seat("David", "keyboard4")]
    app, scene = mensch(make_app, seats, [3])
    press(app, pygame.K_e)
    settle(app, scene)
    app.step(1 / 120)
    assert_real_hint(scene, "mensch")
    assert scene.coach_hint().action in scene.match.legal_actions(0)
