"""The screen never tells two different turns at once: the stamp of a turn that ended
("Aufgehört – gut gesichert.") and a heading naming whoever is on turn never stand together."""

from __future__ import annotations

import pygame
import pytest
from durchmarsch_kit import hit, miss
from helpers import press, settle, watch_frames

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat

WORDS = {"de": ("Aufgehört", "ist dran", "nächstes Mal"), "en": ("Stopped", "'s turn", "next turn")}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_stop_stamp_and_the_next_players_heading_never_share_a_frame(make_app, lang):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat("Sarah", "keyboard1"), Seat("Tim", "keyboard2")]
    match = dm.Match(2, dm.Rules(), ScriptedDice([hit(10, 8), miss(10, 8)]), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    press(app, pygame.K_e)           # Sarah makes the 10
    settle(app, scene)
    press(app, pygame.K_q)           # and stops
    frames = watch_frames(app, scene, seconds=6, also=scene.ghost_rect)
    stamp, on_turn, next_time = WORDS[lang]
    stamped = [texts for _, texts, _ in frames if any(stamp in t for t in texts)]
    assert stamped, "the stop was never stamped"
    # nor is a place for a die to set aside shown under a stop: nothing more goes aside
    assert not [ghost for _, texts, ghost in frames if any(stamp in t for t in texts) and ghost is not None]
    for texts in stamped:
        assert not [t for t in texts if on_turn in t], texts         # nobody "ist dran" under the stamp
        assert [t for t in texts if t.startswith("Sarah") and next_time in t], texts   # Sarah's next turn
    # once Tim's turn is named, the stamp is gone for good
    first_tim = next(i for i, (_, texts, _) in enumerate(frames) if any(t.startswith("Tim") and on_turn in t
                                                                          for t in texts))
    assert not [i for i, (_, texts, _) in enumerate(frames[first_tim:]) if any(stamp in t for t in texts)]
