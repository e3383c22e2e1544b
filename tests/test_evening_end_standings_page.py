"""The evening's end: its final standings fill their page (never a short list over an empty
lower half), each row showing what every game brought the player when it has the room, and a
place's medal stands beside the player's token, never over it, its number inside its rim."""

from __future__ import annotations

import pytest
from helpers import run_frames, texts_placed

from game.seats import Seat
from scenes.screens.evening.end import BOTTOM, FADE, TOP

NAMES = ["Anna", "Ben", "Clara", "Dora", "Emil", "Fritz"]
KINDS = ["keyboard1", "keyboard2", "keyboard3", "keyboard4", "pad1", "bot:hard"]


def all_revealed(make_app, count: int, lang: str, games=None):
    """The ceremony with every row, game and highlight revealed, just before the podium."""
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.evening_start([Seat(NAMES[i], KINDS[i]) for i in range(count)])
    for k in range(games or 3):
        app.evening.record("zehntausend", list(range(count)), [[(k + s) % count] for s in range(count)])
    app.routes.evening_end()
    end = app.top
    run_frames(app, 60)                       # (the cross-fade into the scene is over)
    end.time = end.podium_at - FADE - 0.05
    placed = texts_placed(app)
    return app, end, placed


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 3, 4, 6])
def test_the_final_standings_fill_their_page(make_app, lang, count):
    app, end, placed = all_revealed(make_app, count, lang)
    panel = end.boxes["standings"]
    assert panel.bottom >= BOTTOM - 4, f"the standings' panel reaches down the page: {panel}"
    rows = [spots["row"] for spots in end.placed.values()]
    assert len(rows) == count
    lower = range(round(TOP + 0.6 * (BOTTOM - TOP)), panel.bottom - 12)
    covered = sum(1 for y in lower if any(r.top <= y < r.bottom for r in rows))
    assert covered >= 0.8 * len(lower), f"the lower 40 % of the page is {covered}/{len(lower)} rows drawn"
    words_low = [said for said, rect in placed if rect.right <= panel.right and rect.top >= TOP + 0.6 * (BOTTOM - TOP)]
    assert words_low, "words stand in the lower part of the standings, never a void"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 3, 4])
def test_a_tall_row_shows_what_each_game_brought(make_app, lang, count):
    app, end, placed = all_revealed(make_app, count, lang)
    ev = end.evening
    for s in ev.standings():
        chips = end.placed[s.player].get("chips")
        assert chips and len(chips) == len(ev.games), f"{ev.players[s.player].name}: a chip per game"
        assert all(end.placed[s.player]["row"].contains(c) for c in chips)
        assert not any(c.colliderect(end.placed[s.player]["name"]) for c in chips)
    said = [w for w, _rect in placed]
    assert said.count("+10") >= len(ev.games), "the winner of each game shows +10 beside its emblem"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 3, 4, 6])
def test_the_place_medal_stands_beside_the_token_never_over_it(make_app, lang, count):
    app, end, _placed = all_revealed(make_app, count, lang)
    medals = 0
    for player, spots in end.placed.items():
        token = spots["token"]
        assert not token.colliderect(spots["name"]), end.evening.players[player].name
        if "place" in spots:
            medals += 1
            place = spots["place"]
            assert place.right + 8 <= token.left, f"place {place} and token {token} apart"
            assert place.contains(spots["place_words"]), "the place's number stands inside its medal's rim"
    assert medals >= 1
