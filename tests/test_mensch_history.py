"""The Mensch table's "what just happened" card: someone looking up from their phone reads who
moved, who knocked whom out, who came out with a 6 or had no move, newest line first, and
only once the die and the figures that tell it have landed."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, texts_drawn
from test_mensch_sofa import table

from game.dice import ScriptedDice
from game.games import game_by_name
from game.mensch import match as mg
from game.seats import Seat

INFO = game_by_name("mensch")
PEOPLE = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2"), Seat("Clara", "bot:normal"), Seat("David", "bot:normal")]


def frames_until(app, scene, pred, seconds=20.0, also=lambda: None) -> list[tuple]:
    """Step and draw until `pred()`; each frame: (a figure hopping or flying, texts shown,
    what `also()` says of it)."""
    from scenes.ui import text

    frames = []
    seen = text.watch()
    try:
        for _ in range(int(seconds * 60)):
            app.step(1 / 120)
            app.step(1 / 120)
            seen.clear()
            app.draw()
            frames.append((bool(scene.motions), list(seen), also()))
            if pred():
                break
    finally:
        text.unwatch()
    return frames


@pytest.mark.parametrize(("lang", "line"), [("de", "Anna wirft Ben raus!"),
                                           ("en", "Anna knocks Ben out!")])
def test_a_bots_capture_is_written_by_name_once_it_has_landed(make_app, lang, line):
    figures = {0: [("track", 12), "B", "B", "B"], 1: [("track", 16), "B", "B", "B"]}
    match = mg.Match.arranged(figures, colour=0, seats=4, dice=ScriptedDice([(4,), (1,), (1,), (1,)]))
    seats = [Seat("Anna", "bot:normal"), Seat("Ben", "bot:normal"), Seat("Clara", "bot:normal"),
             Seat("David", "bot:normal")]
    app, scene = table(make_app, match, seats, lang)
    frames = frames_until(app, scene, lambda: scene.match.position(1, 0)[0] == "B" and not scene.busy(),
                          also=lambda: scene.spots.get((1, 0)))
    shown = [i for i, (_moving, texts, _spot) in enumerate(frames) if line in texts]
    assert shown, "the knock-out is written, naming both people"
    assert all(frames[i][2] == ("B", 0) for i in shown), "only once the victim stands on its B"
    assert any(spot is None for _m, _t, spot in frames[:shown[0]]), "(it flew before that)"
    moved = "Anna zieht 4 vor" if lang == "de" else "Anna moves 4 ahead"
    assert moved in frames[-1][1], "the move itself is written too"


def test_the_line_appears_only_after_the_hops_end(make_app):
    figures = {0: [("track", 5), "B", "B", "B"], 1: [("track", 30), "B", "B", "B"]}
    match = mg.Match.arranged(figures, colour=0, seats=4, dice=ScriptedDice([(3,)]))
    app, scene = table(make_app, match, PEOPLE)
    press(app, pygame.K_e)
    frames = frames_until(app, scene, lambda: scene.match.current_colour == 1 and not scene.busy())
    line = "Anna zieht 3 vor"
    shown = [i for i, (_moving, texts, _a) in enumerate(frames) if line in texts]
    assert shown, frames[-1][1]
    hopping = [i for i, (moving, _t, _a) in enumerate(frames) if moving]
    assert hopping and max(hopping) < shown[0], "written once the figure stands, not while it hops"


def test_newest_line_comes_first_and_coming_out_with_a_6_is_told(make_app):
    figures = {0: ["B", "B", "B", "B"], 1: [("track", 20), "B", "B", "B"]}
    match = mg.Match.arranged(figures, colour=0, seats=4, dice=ScriptedDice([(6,), (3,)]))
    app, scene = table(make_app, match, PEOPLE)
    press(app, pygame.K_e)          # a 6: the one figure comes out by itself
    frames_until(app, scene, lambda: not scene.busy() and scene.history)
    press(app, pygame.K_e)          # a 3: the figure on A walks on by itself
    frames_until(app, scene, lambda: not scene.busy() and len(scene.history) == 2)
    texts = texts_drawn(app)
    assert texts.index("Anna zieht 3 vor") < texts.index("Anna kommt aufs Startfeld"), \
        "the newest line stands first"


@pytest.mark.parametrize(("lang", "line"), [("de", "Anna würfelt die 2: kein Zug"), ("en", "Anna rolls a 2: no move")])
def test_a_throw_without_a_move_is_told(make_app, lang, line):
    figures = {0: ["B", "B", "B", "B"], 1: [("track", 20), "B", "B", "B"]}
    match = mg.Match.arranged(figures, colour=0, seats=4, dice=ScriptedDice([(2,)]))
    app, scene = table(make_app, match, PEOPLE, lang)
    press(app, pygame.K_e)
    frames = frames_until(app, scene, lambda: not scene.busy() and scene.history)
    assert line in frames[-1][1]


def test_before_anything_happened_the_card_says_so_in_both_languages(make_app):
    figures = {0: [("track", 5), "B", "B", "B"], 1: [("track", 30), "B", "B", "B"]}
    for lang, words in (("de", "Noch ist nichts passiert."), ("en", "Nothing has happened yet.")):
        app, _scene = table(make_app, mg.Match.arranged(figures, colour=0, seats=4, dice=ScriptedDice([(3,)])),
                            PEOPLE, lang)
        assert words in texts_drawn(app)


def test_the_circles_the_last_move_walked_stay_marked_until_the_next_figure_moves(make_app):
    from scenes.tables.mensch import board as mb

    figures = {0: [("track", 5), "B", "B", "B"], 1: [("track", 30), "B", "B", "B"]}
    match = mg.Match.arranged(figures, colour=0, seats=4, dice=ScriptedDice([(3,)]))
    app, scene = table(make_app, match, PEOPLE)
    press(app, pygame.K_e)
    frames_until(app, scene, lambda: scene.match.current_colour == 1 and not scene.busy())
    assert scene.trail == (0, (("track", 5), ("track", 6), ("track", 7)))
    app.draw()
    x, y = scene.geo.at(0, ("track", 6))
    assert tuple(app.screen.get_at((round(x), round(y))))[:3] == mb.edge_colour(0), "a yellow dot on the way"


@pytest.mark.parametrize(("lang", "choose", "letters"), [
    ("de", "Figur wählen", "B Haus · A Start · a–d Ziel"),
    ("en", "pick a piece", "B base · S start · a–d home")])
def test_the_choosing_keys_and_the_boards_letters_are_explained(make_app, lang, choose, letters):
    """Keys A and D choose among figures, their caps carrying their direction ("◂A", "D▸");
    the letters A, B, a-d on the board are circles."""
    figures = {0: [("track", 5), "B", "B", "B"], 1: [("track", 30), "B", "B", "B"]}
    app, _scene = table(make_app, mg.Match.arranged(figures, colour=0, seats=4, dice=ScriptedDice([(3,)])),
                        PEOPLE, lang)
    texts = texts_drawn(app)
    assert choose in texts and "\u25c2A" in texts and "D\u25b8" in texts, "the seat's card: ◂A D▸ pick a figure"
    assert letters in texts or all(part in texts for part in letters.split(" · "))


@pytest.mark.parametrize(("lang", "line"), [("de", "Anna eröffnet mit der 5"), ("en", "Anna opens with a 5")])
def test_the_opening_throws_are_written_once_the_die_lies(make_app, lang, line):
    match = mg.Match(4, mg.Rules(), ScriptedDice([(5,), (2,), (3,), (1,)]))
    app, scene = table(make_app, match, PEOPLE, lang)
    press(app, pygame.K_e)
    frames = frames_until(app, scene, lambda: not scene.busy() and scene.history, also=scene.tray.faces_at_rest)
    shown = [i for i, (_m, texts, _faces) in enumerate(frames) if line in texts]
    assert shown and 5 in frames[shown[0]][2].values(), "written once the die lies still, showing the 5"


def test_a_new_line_lights_up_for_a_moment_then_rests(make_app):
    figures = {0: [("track", 5), "B", "B", "B"], 1: [("track", 30), "B", "B", "B"]}
    match = mg.Match.arranged(figures, colour=0, seats=4, dice=ScriptedDice([(3,)]))
    app, scene = table(make_app, match, PEOPLE)
    press(app, pygame.K_e)
    frames_until(app, scene, lambda: bool(scene.history))
    assert scene.history_glow() > 0.8, "lit as it comes"
    from scenes.tables.mensch import panels

    app.draw()
    key = panels.history_key(scene)
    newest = scene.panel_marks[key]["newest"].move(panels.RANKING_RECT.topleft)
    lit = app.screen.get_at((newest.x + 1, newest.centery))[:3]
    for _ in range(2 * 120):
        app.step(1 / 120)
    assert scene.history_glow() == 0.0, "then it rests"
    app.draw()
    assert app.screen.get_at((newest.x + 1, newest.centery))[:3] != lit, "the light is gone"


def test_every_line_of_the_card_reads_from_the_sofa(make_app, monkeypatch):
    """Older lines too stand above the 20 px floor, in light ink (4.5:1 or more on the card),
    not small and grey; the newest (a knock-out in red) as well."""
    from scenes.tables.mensch import board as mb
    from scenes.tables.mensch import panels
    from scenes.ui.text import READABLE

    figures = {0: [("track", 12), "B", "B", "B"], 1: [("track", 16), "B", "B", "B"]}
    match = mg.Match.arranged(figures, colour=0, seats=4, dice=ScriptedDice([(4,), (1,), (1,), (1,)]))
    seats = [Seat(name, "bot:normal") for name in ("Anna", "Ben", "Clara", "David")]
    app, scene = table(make_app, match, seats, "de")
    frames_until(app, scene, lambda: scene.match.position(1, 0)[0] == "B" and not scene.busy())
    drawn = {}
    real = panels.blit_text

    def watching(surface, text, pos, size, colour, *args, **kwargs):
        drawn[text] = (size, colour)
        return real(surface, text, pos, size, colour, *args, **kwargs)

    monkeypatch.setattr(panels, "blit_text", watching)
    panels.render_ranking(scene, panels.Said())
    lines = [entry.words(scene.t) for entry in reversed(scene.history[-panels.HISTORY_LINES:])]
    parts = {line: [(text, looks) for text, looks in drawn.items() if text in line] for line in lines}
    shown = [line for line in lines if " ".join(text for text, _ in parts[line]) == line]
    assert len(shown) >= 2 and shown[0] == "Anna wirft Ben raus!", (lines, drawn)
    for line in shown:
        for _text, (size, colour) in parts[line]:
            assert size >= READABLE + 2, (line, size)
            assert mb.contrast(colour[:3], panels.PANEL) >= 4.5, (line, colour)
