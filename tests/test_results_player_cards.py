"""The "Spieler für Spieler" page: a bar only where the players' figures differ (a bar full for
everyone says nothing), and the big figures of neighbouring cards at one height (a long name
on two lines does not push one card's figures lower)."""

from __future__ import annotations

import pygame
import pytest
from helpers import run_frames
from test_results_truth import results_of
from test_story_truth import played

from game.games import game_by_name
from scenes.ui import player_cards, text

NAMES = ["Anna", "Bartholomäus-Jan", "Clara", "Maximilian-Alexa", "Emma", "Felix"]


def figures_page(make_app, lang="de"):
    info = game_by_name("zehntausend")
    match, story, _, _ = played(info, 2, seats=6)
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, NAMES)
    while not scene.on_figures_page():
        scene.turn_page(1)
    run_frames(app, 240)
    return app, scene


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_figure_equal_for_everyone_has_no_bar_and_a_differing_one_has(make_app, lang, monkeypatch):
    app, scene = figures_page(make_app, lang)
    seats = range(len(scene.seats))
    keys = [k for k in scene.figure_page_keys() if k]
    differing = [k for k in keys if len({scene.figure_number(s, k) for s in seats}) > 1]
    assert len(differing) < len(keys), "the game has a figure equal for everyone (turns played)"
    tracks = []
    draw_rect = pygame.draw.rect

    def spy(surface, colour, rect, *args, **kwargs):
        if tuple(colour)[:3] == tuple(player_cards.BAR_TRACK)[:3]:
            tracks.append(rect)
        return draw_rect(surface, colour, rect, *args, **kwargs)

    monkeypatch.setattr(pygame.draw, "rect", spy)
    scene._frame = None
    app.draw()
    assert len(tracks) == len(differing) * len(scene.seats), (len(tracks), differing, keys)


def test_the_big_figures_of_cards_side_by_side_stand_at_one_height(make_app):
    app, scene = figures_page(make_app)
    cards = player_cards.card_rects(scene.story_rects()["chart"], len(scene.seats))
    order = [seat for group in scene.ranking for seat in group]
    key = next(k for k in scene.figure_page_keys() if k)
    places = text.watch_places()
    try:
        scene._frame = None
        app.draw()
        placed = list(places)
    finally:
        text.unwatch()
    tops = {}
    for seat, card in zip(order, cards, strict=True):
        value = scene.card_value(seat, key)
        tops[seat] = min(r.top for t, r, _s in placed if t == value and card.contains(r))
    for row_top in {card.top for card in cards}:
        row = {tops[seat] for seat, card in zip(order, cards, strict=True) if card.top == row_top}
        assert len(row) == 1, f"figures of one row at {sorted(row)}"
