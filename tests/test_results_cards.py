"""The players' cards on the report, as the table reads them from the sofa: one calm layout
whatever the number of players (place, token and name on the top line, at most two columns of
figures under them in the same places), every figure's name at least 20 px and never touching its number."""

from __future__ import annotations

import pytest
from helpers import sizes_drawn, texts_placed
from test_results_truth import results_of
from test_story_truth import played

from game.games import game_by_name

NAMES = ["Anna", "Ben", "Clara", "David", "Emil", "Frieda"]


def cards_of(make_app, game: str, seats: int, seed: int, lang: str):
    """(scene, [(label, label rect, number rect)], sizes) of a finished game's report."""
    info = game_by_name(game)
    match, story, _, _ = played(info, seed, seats=seats)
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, NAMES)
    places = [(t, r) for t, r in texts_placed(app) if r.right <= 520 and 104 <= r.top < scene.rows_bottom()]
    labels = {scene.card_label(k) for k in scene.card_keys()}
    pairs = []
    for text, rect in places:
        if text in labels:
            after = [r for t, r in places if abs(r.centery - rect.centery) <= 2 and r.left >= rect.left
                     and r is not rect]
            assert after, f"{text!r} has its number beside it"
            pairs.append((text, rect, min(after, key=lambda r: r.left)))
    return scene, pairs, dict(sizes_drawn(app))


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game,counts", [("durchmarsch", (2, 3, 4)), ("zehntausend", (2, 3, 4, 6)),
                                         ("wurf-und-weg", (2, 4, 6))])
def test_the_cards_keep_one_layout_for_every_number_of_players(make_app, game, counts, lang):
    by_figures: dict[tuple, set] = {}        # (a figure that is 0 for everyone is left off: other figures)
    for seats in counts:
        for seed in (2, 7):
            scene, pairs, sizes = cards_of(make_app, game, seats, seed, lang)
            assert pairs, "every card names its figures"
            lefts = {label.left - 24 for _t, label, _n in pairs}      # (from the cards' left edge)
            assert len(lefts) <= 2, f"{seats} players: at most two columns of figures, {sorted(lefts)}"
            by_figures.setdefault(scene.card_front_keys(), set()).update(lefts)
            for text, label, number in pairs:
                assert number.left - label.right >= 8, f"{seats} players: {text!r} touches its number"
                assert sizes[text] >= 20, f"{seats} players: {text!r} drawn at {sizes[text]} px"
    for columns in by_figures.values():
        first, *second = sorted(columns)
        assert first == min(columns) and all(x - first > 150 for x in second), sorted(columns)
        assert not second or max(second) - min(second) <= 40, \
            f"the columns stand in the same places for 2 to 6 players: {sorted(columns)}"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game,seats", [("durchmarsch", 2), ("durchmarsch", 4), ("zehntausend", 6),
                                        ("mensch", 2), ("wurf-und-weg", 6)])
def test_cards_show_the_few_figures_that_decide_the_places_large_and_the_rest_on_a_later_page(
        make_app, game, seats, lang):
    """Each card carried five figures in three dense lines. Now it shows the two or three that
    decide the places (the place rule's figures first), their numbers at 24 px or more, their
    names at 20 px or more, never closer than 8 px; every other figure is on the figures' page."""
    scene, pairs, sizes = cards_of(make_app, game, seats, 2, lang)
    shown = {text for text, _l, _n in pairs}
    front = [scene.card_label(k) for k in scene.card_front_keys()]
    assert 2 <= len(shown) <= 3 and shown <= set(front), shown
    ranked = [k for k in scene.card_keys() if k in scene.ranked_by()]
    assert scene.card_label(ranked[0]) in shown, "the figure that decides the places is on every card"
    for text, label, number in pairs:
        assert number.left - label.right >= 8, f"{text!r} touches its number"
        assert sizes[text] >= 20, f"{text!r} drawn at {sizes[text]} px"
        assert number.h >= label.h, f"{text!r}: its number is at least as large as its name"
    from scenes.ui.text import font

    tall = font(24, True).get_height()
    assert all(number.h >= tall for _t, _l, number in pairs), "every number at 24 px or more"
    if len(scene.card_keys()) > len(front):
        assert scene.figures_cut() and scene.page_count() > len(scene.charts()) + len(scene.luck_units()), \
            "the other figures have a page of their own"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game,seats", [("durchmarsch", 2), ("durchmarsch", 4), ("zehntausend", 4)])
def test_the_luck_bars_read_at_a_glance_names_and_numbers_at_22_px_within_their_panel(make_app, game, seats, lang):
    """The luck bars' names and numbers were 20 px: up to four players they are 22 px, each
    name beside its bar, and nothing stands outside the panel."""
    scene, _pairs, _sizes = cards_of(make_app, game, seats, 2, lang)
    app = scene.app
    luck = scene.story_rects()["luck"]
    from scenes.ui.text import font

    placed = [(t, r) for t, r in texts_placed(app) if luck.colliderect(r)]
    assert all(luck.contains(r) for _t, r in placed), [t for t, r in placed if not luck.contains(r)]
    inside = {t for t, _r in placed}
    tall = font(22).get_height()
    for figure in scene.luck_figures():
        name, number = scene.who(figure.seat)[1], scene.signed(figure.luck)
        assert name in inside, f"{name} is named beside the bar"
        assert number in inside, f"{name}'s number is there"
        for text, rect in placed:
            if text in (name, number):
                assert rect.h >= tall, f"{text!r} drawn smaller than 22 px"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game,seats", [("durchmarsch", 4), ("zehntausend", 6), ("wurf-und-weg", 6)])
def test_the_figures_page_shows_only_what_the_cards_beside_it_do_not(make_app, game, seats, lang):
    """The report's cards and its figures' page repeated "In offener Reihe", "Gestrichen" and
    "Kreuze" side by side: now every figure stands once on the screen, on the cards or on the
    page, and together they still show them all."""
    scene, pairs, _sizes = cards_of(make_app, game, seats, 2, lang)
    on_cards = {text for text, _l, _n in pairs}
    if not scene.figures_cut():
        return                                   # (every figure fits on the cards: no such page)
    while not scene.on_figures_page():
        scene.turn_page(1)
    on_page = set()
    for _ in range(len(scene.figure_pages())):
        heads = {t for t, r in texts_placed(scene.app) if r.left >= 540 and 150 <= r.top <= 220}
        on_page |= {scene.card_label(k) for k in scene.figure_page_keys()}
        assert not heads & on_cards, f"said twice on one screen: {heads & on_cards}"
        scene.turn_page(1)
    assert on_cards | on_page >= {scene.card_label(k) for k in scene.card_keys()}, "every figure is shown"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_figure_that_is_zero_for_every_player_is_left_off_the_cards(make_app, lang):
    """Every Durchmarsch card read "Gestrichen 0" when nobody had struck a row: a zero that
    decides nothing. With no struck row no card names it; with one struck row every card does."""
    for seed, struck in ((1, 0), (2, 1)):                     # (bot games: none struck / one row struck)
        scene, pairs, _sizes = cards_of(make_app, "durchmarsch", 4, seed, lang)
        assert sum(f["struck_rows"] for f in scene.figures) == struck
        label = scene.card_label("struck_rows")
        named = [text for text, _l, _n in pairs if text == label]
        if struck:
            assert len(named) == 4, f"every card shows {label!r} once a row is struck"
        else:
            assert not named, f"no card shows {label!r} when nobody struck a row"
            assert len(pairs) >= 2 * 4, "the cards still show two figures each"
            assert all(number.h > 0 for _t, _l, number in pairs)
