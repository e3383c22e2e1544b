"""The Wurf & Weg key strips read from the sofa: under every person's station the keys are the
largest words after the name (cap letters, the words under them and the "Num" over a
number-pad digit at 22 px or more at 1280x720, their pictures as large), in the room the
status line used to leave empty; the prompt to roll stands at 22 px in the hand's felt, over
no die and no key; nothing on a strip overlaps, and nothing is under 15 px at 960x540."""

from __future__ import annotations

import pygame
import pytest
from test_wurf_und_weg_sofa import PEOPLE_AND_BOTS, assert_status_in_its_place, until, ww_table

from scenes.ui import text

STRIP_PX = 22        # the key strip's words and letters at 1280x720, at least
SIX = ["Anna", "Ben", "Clara", "David", "Emma", "Felix"]
FOUR_SEATS = (["keyboard1", "keyboard2", "bot:normal", "bot:easy"], SIX[:4])
SIX_SEATS = (PEOPLE_AND_BOTS, SIX)


def racing(make_app, kinds, names, lang):
    app, scene = ww_table(make_app, kinds, names, lang)
    assert until(app, lambda: scene.luck_face is not None and scene.match.phase == "race", 10)
    app.draw()
    return app, scene


def people(scene) -> list[int]:
    return [seat for seat, s in enumerate(scene.seats) if s.device]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("table", [FOUR_SEATS, SIX_SEATS], ids=["4 seats", "6 seats"])
def test_every_key_strip_word_and_cap_letter_is_22_px_and_nothing_on_it_overlaps(make_app, table, lang):
    app, scene = racing(make_app, *table, lang)
    painter = scene.station_painter
    for seat in people(scene):
        st = scene.stations[seat]
        _picture, shown, _parts = painter.strip(seat)
        small = [(word, px) for word, px in shown if word.strip() and px < STRIP_PX]
        assert small == [], (seat, small)
        icons = painter.strip_icons(seat)
        assert min(px for _a, px, _r in icons) >= 20, (seat, icons)
        things = ([r for _a, _l, r, _d in painter.strip_layout(seat)] + [r for _a, _p, r in icons]
                  + [r for _a, w, r in painter.strip_words(seat) if w] + [r for _a, _n, r in painter.strip_tokens(seat)])
        for i, r in enumerate(things):
            assert st.strip.contains(r), (seat, r)
            assert r.collidelist(things[i + 1:]) == -1, (seat, r, things[i + 1:])
        # nobody's name under a move key is shortened with default names
        for action, word, _r in painter.strip_words(seat):
            if action in ("to_left", "to_right"):
                assert SIX[painter.neighbour(seat, action)] in word, (seat, word)
        assert STRIP_PX * 960 / 1280 >= 15


def test_no_station_keeps_an_empty_band_between_its_dice_and_its_keys():
    """The status line lies over the bottom of the hand's felt, under the dice: the key strip
    follows the coaster and the felt directly and has the height the band had."""
    from scenes.tables.wurf_und_weg import layout as ly

    for seats in range(2, 7):
        for st in ly.station_layout(seats):
            assert st.felt.contains(st.status) and st.hand.bottom <= st.status.top
            assert st.felt.contains(st.hand)
            body_bottom = max(st.felt.bottom, round(st.coaster[1] + ly.COASTER_D / 2))
            assert 0 <= st.strip.top - body_bottom <= 4, (seats, st.strip, body_bottom)
            assert st.strip.h >= 74 and st.strip.bottom <= st.rect.bottom


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_prompt_to_roll_stands_at_22_px_over_no_die_and_no_key(make_app, lang):
    """Nobody rolls at "los!": each person is told to roll with their key, at 22 px or more,
    in the hand's felt, never over a die, any key strip or another station."""
    app, scene = ww_table(make_app, *SIX_SEATS, lang)
    painter = scene.station_painter
    assert until(app, lambda: all((painter.status(s, scene.time) or ("",))[0].startswith("prompt")
                                  for s in people(scene)), 15)
    sizes = text.watch_sizes()
    try:
        app.draw()
    finally:
        text.unwatch()
    assert assert_status_in_its_place(scene) >= 4
    for seat in people(scene):
        assert scene.stations[seat].status.contains(painter.status_drawn[seat]) or \
            painter.tall_rect(seat).contains(painter.status_drawn[seat])
    word = scene.t("wurf_und_weg.table.prompt_roll_alone")
    assert [px for t, px in sizes if t == word] and min(px for t, px in sizes if t == word) >= STRIP_PX


def test_a_station_shows_whole_in_the_window_at_960x540(make_app):
    """Scaled to 960x540 every station still lies wholly in the window and every word on a key
    strip is 15 px or more."""
    app, scene = racing(make_app, *SIX_SEATS, "de")
    screen = pygame.Rect(0, 0, 1280, 720)
    for seat, st in enumerate(scene.stations):
        assert screen.contains(st.rect), seat
    for seat in people(scene):
        _picture, shown, _parts = scene.station_painter.strip(seat)
        assert min(px for w, px in shown if w.strip()) * 960 / 1280 >= 15


@pytest.mark.parametrize("lang", ["de", "en"])
def test_sixteen_letter_names_under_the_move_keys_leave_every_key_its_word(make_app, lang):
    """Six seats, two of them 16-letter names: under every move key the neighbour's name stands
    whole or its start with "…" ("Maximilian-Al…", never "rechts" or nothing), at 20 px or
    more, inside the strip and apart from every other word, token and key; "Würfeln" and
    "Ablage" stay under their keys."""
    from test_wurf_und_weg_sofa import target_word_ok

    names = ["Maximilian-Alexa", "Ben", "Clara", "David", "Bartholomäus-Ben", "Emma"]
    app, scene = racing(make_app, PEOPLE_AND_BOTS, names, lang)
    painter = scene.station_painter
    for seat in people(scene):
        st = scene.stations[seat]
        words = painter.strip_words(seat)
        for action, word, r in words:
            assert word, (seat, action)
            if action in ("to_left", "to_right"):
                assert target_word_ok(word, names[painter.neighbour(seat, action)]), (seat, word)
                assert st.strip.contains(r)
        _picture, shown, _parts = painter.strip(seat)
        assert min(px for w, px in shown if w.strip()) >= text.READABLE
        things = ([r for _a, _l, r, _d in painter.strip_layout(seat)] + [r for _a, _p, r in painter.strip_icons(seat)]
                  + [r for _a, w, r in words if w] + [r for _a, _n, r in painter.strip_tokens(seat)])
        for i, r in enumerate(things):
            assert r.collidelist(things[i + 1:]) == -1, (seat, r)
        icons = {a for a, _p, _r in painter.strip_icons(seat)}
        assert {"to_left", "to_tray", "to_right"} <= icons, "every move key keeps its symbol and arrow"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_rolls_left_stay_in_the_felt_all_through_the_last_rolls_with_the_name_in_sight(make_app, lang):
    """On all four keyboard blocks (the number pad's "Num 9" among them) the last rolls'
    count ("noch 3 Würfe") stands in the hand's felt, never across the name bar: whose
    station it is stays in sight the whole phase."""
    app, scene = ww_table(make_app, *SIX_SEATS, lang, seed=11)
    m = scene.match
    assert until(app, lambda: m.phase == "last_rolls", 90)
    assert until(app, lambda: not scene.flights.moving(scene.time) and scene.seen.stopper is not None, 5)
    for _ in range(3 * 120):                            # the prompts have come up
        app.step(1 / 120)
    app.draw()
    painter = scene.station_painter
    counted = [seat for seat in people(scene) if seat != m.stopper and painter.status(seat, scene.time)
               and painter.counts_rolls(painter.status(seat, scene.time)[0])]
    assert len(counted) >= 3
    for seat in counted:
        assert scene.stations[seat].status.contains(painter.status_drawn[seat]), seat
    assert_status_in_its_place(scene)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("table", [FOUR_SEATS, SIX_SEATS], ids=["4 seats", "6 seats"])
def test_the_symbols_beside_the_caps_are_as_tall_as_the_cap_letters(make_app, table, lang):
    """What each key moves is seen from the sofa: the symbol itself (not its picture's empty
    margin) is 24 px or more at 1280x720, as tall as the letters on the caps."""
    app, scene = racing(make_app, *table, lang)
    painter = scene.station_painter
    for seat in people(scene):
        picture = painter.strip(seat)[0]
        at = scene.stations[seat].strip.topleft
        for action, _label, _cap, _deg, icons, _word, _token in painter.strip(seat)[2]:
            if action == "roll":
                continue
            symbol = icons[0][1]          # the symbol, then its arrow
            seen = picture.subsurface(symbol.clip(picture.get_rect())).get_bounding_rect(min_alpha=128)
            assert max(seen.size) >= 24, (seat, action, seen.size, symbol.move(at))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_tray_key_shows_the_yellow_die_before_its_symbol_is_known(make_app, lang):
    """Before the luck die has fallen the tray key shows the yellow die with its face still
    empty and its word ("Ablage"), never a "?"; once the die lies on its spot, its symbol."""
    from scenes.dice import art as dice_art

    app, scene = ww_table(make_app, ["keyboard1", "bot", "bot:hard"], ["Anna", "Ben", "Clara"], lang)
    painter = scene.station_painter
    surface = app.screen

    def tray_icon() -> pygame.Rect:
        app.draw()
        return next(r for a, _px, r in painter.strip_icons(0) if a == "to_tray")

    words = text.watch()
    try:
        assert scene.luck_face is None
        r = tray_icon()
        assert "?" not in words, "no question mark on the strip"
    finally:
        text.unwatch()
    said = {a: w for a, w, _r in painter.strip_words(0)}
    assert said["to_tray"] == scene.t("wurf_und_weg.key.word_tray")
    face = dice_art.PALETTES["luck"]["face"]
    centre = surface.get_at(r.center)[:3]
    assert sum(abs(a - b) for a, b in zip(centre, face[:3], strict=True)) < 40, (centre, face)
    assert until(app, lambda: scene.luck_face is not None and scene.match.phase == "race", 15)
    shown = dice_art.die_sprite("luck", scene.luck_face, r.w - 2)[0]
    r = tray_icon()
    assert r.size == shown.get_size(), "the luck symbol's die stands in its place"
