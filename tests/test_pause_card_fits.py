"""The pause's two cards fit what stands on them, in every game, for 2 to 6 seats, in German and
English, with long names: nothing on them closer than 16 px to a card's edge ("Würfel wählen"
and "Konstantinopel" once touched it), the neighbours named after Wurf & Weg's pass keys in one
size per column ("Ben" no longer smaller than "Clara" under it), and no card much wider than its
widest line (Mensch with one person had a card of empty space)."""

from __future__ import annotations

import pytest
from test_pause_overlay import paused
from test_pause_shared_names import keys_card_places

from game.seats import Seat
from scenes.ui import text

LONG = ["Konstantinopel", "Bartholomäusfred", "Ben", "Kunigundeelfried", "Clara", "Maximilianetruda"]
KINDS = ["keyboard1", "keyboard2", "keyboard3", "keyboard4", "pad1", "keyboard1"]
MOST = {"durchmarsch": 4, "mensch": 4, "zehntausend": 6, "wurf-und-weg": 6}
MARGIN = 16


def seated(game: str, count: int) -> list[Seat]:
    return [Seat(name, kind) for name, kind in zip(LONG[:count], KINDS[:count], strict=True)]


CASES = [(game, count) for game in MOST for count in sorted({2, MOST[game]})]


def ink_columns(pic) -> tuple[int, int]:
    """The leftmost and rightmost x of anything bright on a card (words, key caps, tokens), its
    own frame and hairlines left aside."""
    xs = [x for x in range(4, pic.get_width() - 4) for y in range(4, pic.get_height() - 4, 2)
          if sum(pic.get_at((x, y))[:3]) > 330 and pic.get_at((x, y))[3] > 200]
    return min(xs), max(xs)


def card_texts(app, pause):
    """The texts the pause draws straight on the screen (its card) with their rects."""
    app.draw()
    places = text.watch_places()
    try:
        pause.draw(app.screen)
    finally:
        text.unwatch()
    return [(t, r) for t, r, surface in places if surface is app.screen]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game, count", CASES)
def test_nothing_on_the_pause_touches_a_cards_edge(make_app, lang, game, count):
    app, _table, pause = paused(make_app, game, seated(game, count), lang)
    card = pause.card_rect()
    on_card = [(t, r) for t, r in card_texts(app, pause) if card.colliderect(r)]
    assert on_card, "the title, the status and the buttons are on the card"
    for said, r in on_card:
        assert r.left >= card.left + MARGIN and r.right <= card.right - MARGIN, (said, r, card)
    pic = pause.keys_picture()
    assert pic.get_width() == card.width, "the keys card as wide as the card above: one column"
    for said, r in keys_card_places(pause):
        assert r.left >= MARGIN and r.right <= pic.get_width() - MARGIN, (said, r, pic.get_width())
    left, right = ink_columns(pic)
    assert left >= MARGIN and right < pic.get_width() - MARGIN, "a key cap or a word at the keys card's edge"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [3, 6])
def test_the_neighbours_after_the_pass_keys_take_one_size_per_column(make_app, lang, count):
    seats = seated("wurf-und-weg", count)
    app, _table, pause = paused(make_app, "wurf-und-weg", seats, lang)
    sizes = text.watch_sizes()
    try:
        places = keys_card_places(pause)
    finally:
        text.unwatch()
    assert pause.targets, "the pass keys name their neighbours"
    first_cap = 24 + pause.names_room + 20
    names = {seat.name for seat in seats}
    drawn = [(t, r) for t, r in places if t.rstrip("…") and r.left > first_cap
             and any(n.startswith(t.rstrip("…")) for n in names)]
    columns: dict[int, set[int]] = {}
    widths = pause.column_widths(pause.rows_shown, pause.heads_shown)
    starts = [first_cap + sum(widths[:j]) + pause.key_gap * j for j in range(len(widths))]
    for _t, r in drawn:
        column = max(j for j, x in enumerate(starts) if x <= r.left)
        columns.setdefault(column, set()).add(r.height)
    assert len(columns) == 2, "both pass keys name a neighbour"
    assert all(len(heights) == 1 for heights in columns.values()), ("two text sizes in one column", columns)
    said = {t for t, _size in sizes}
    assert all(t in said for t, _r in drawn)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game, count", CASES)
def test_the_pause_card_is_sized_to_its_content(make_app, lang, game, count):
    app, _table, pause = paused(make_app, game, seated(game, count), lang)
    card = pause.card_rect()
    on_card = [r for _t, r in card_texts(app, pause) if card.colliderect(r)] + pause.list.rects()
    # a line drawn in parts (the status: the game, the token, the name) counts whole
    spans = [max(o.right for o in on_card if abs(o.centery - r.centery) <= 2)
             - min(o.left for o in on_card if abs(o.centery - r.centery) <= 2) for r in on_card]
    top_spare = card.width - max(spans)
    pic = pause.keys_picture()
    keys_spare = pic.get_width() - ink_columns(pic)[1]
    assert top_spare <= 2 * 48 + 8 or keys_spare <= 24 + 12, ("a card wider than anything on it", top_spare,
                                                              keys_spare)


def test_one_person_at_mensch_gets_a_card_no_wider_than_its_lines(make_app):
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "bot:normal"), Seat("Clara", "bot:normal")]
    app, _table, pause = paused(make_app, "mensch", seats, "en")
    assert pause.card_rect().width < 900, "no broad empty card around two keys"

