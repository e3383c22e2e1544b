"""Wurf & Weg: a station always says whose it is. Whatever a seat is told (the prompt to roll
or to put a die in the tray, the freeze after a wrong press), the message lies in its hand's
felt, one line or two, never over the name bar; the long name stays whole. The "still
rolling" line under the tray names each person it waits for whole, with token and key, on
two lines when it must. 16-letter names, German and English, four and six seats."""

from __future__ import annotations

import pytest
from test_wurf_und_weg_sofa import until, ww_table

from scenes.ui import text, theme

LONG = ["Maximilian-Alexa", "Jürgen Größe-Übe", "Annabell-Frieda", "Konstantin Nowak", "Emma", "Felix"]
FOUR = (["keyboard1", "keyboard2", "keyboard3", "keyboard4"], LONG[:4])
SIX = (["keyboard1", "keyboard2", "keyboard3", "keyboard4", "bot:normal", "bot:easy"], LONG)


def words_of(draw) -> list[str]:
    words = text.watch()
    try:
        draw()
    finally:
        text.unwatch()
    return list(words)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("table", [FOUR, SIX], ids=["4 seats", "6 seats"])
def test_a_long_name_stays_whole_in_sight_whatever_its_station_is_told(make_app, table, lang):
    app, scene = ww_table(make_app, *table, lang)
    assert until(app, lambda: scene.match.phase == "race", 10)
    painter = scene.station_painter
    t = scene.t
    for seat in range(4):
        name = scene.seats[seat].name
        told = [("prompt:to_tray", t("wurf_und_weg.table.prompt_tray", name=name)),
                ("prompt:roll", t("wurf_und_weg.table.prompt_roll", name=name)),
                ("frozen", t("wurf_und_weg.table.frozen_status", seconds=scene.seconds_text(1.0)))]
        for kind, said in told:
            painter.status = lambda _seat, _now, k=kind, w=said: (k, w, theme.INK, (240, 190, 60), None)
            scene.frozen_view[seat] = (scene.clock - 0.2, scene.clock + 1.0) if kind == "frozen" else (0.0, 0.0)
            scene.wrong_key[seat] = "left"
            painter.strip(seat)      # the key strip as the table already shows it (its own words apart)
            words = words_of(lambda s=seat: painter.draw_status(app.screen, s, scene.time))
            if kind == "frozen":     # the wrong-key card: under the key caps, the hand's dice in sight
                shown = painter.wrong_drawn[seat]
                assert not shown.colliderect(scene.stations[seat].felt), f"{kind} for {name} over the hand"
                assert any(w.startswith(painter.cap_label(seat, "to_left") + ":") for w in words), words
            else:
                shown = painter.status_drawn[seat]
                assert scene.stations[seat].felt.contains(shown), f"{kind} for {name} lies in the hand's felt"
            assert not shown.colliderect(painter.name_box(seat)), f"{kind} over {name}'s name"
            assert not any("…" in w for w in words), f"{kind} never cut short: {words}"
            if kind.startswith("prompt:"):
                action = kind.partition(":")[2]
                assert scene.station_painter.cap_label(seat, action) in words, f"{name} sees the key: {words}"
        scene.frozen_view[seat] = (0.0, 0.0)
    del painter.status
    words = words_of(app.draw)
    for seat in range(len(scene.seats)):
        assert scene.seats[seat].name in words, f"{scene.seats[seat].name} stands whole at the table"


def waiting_for(app, scene, seats: list[int]) -> list[str]:
    scene.hud.still_rolling = lambda: seats
    return words_of(lambda: scene.hud.draw_last_rolls(app.screen, scene.time))


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("table, seats, keys", [(FOUR, [0, 3], True), (FOUR, [1, 2], True), (SIX, [0, 1, 4, 5], True),
                                                (SIX, [3, 4, 5], True), (FOUR, [1, 2, 3], False)],
                         ids=["4 seats, Num 9", "4 seats", "6 seats", "6 seats, bots", "4 seats, three long names"])
def test_still_rolling_names_each_person_whole_with_token_and_key(make_app, table, seats, keys, lang):
    """Under the tray, "Still rolling:" names every person it waits for whole, with their key
    beside the name; three 16-letter names keep their names whole on two lines (their keys
    then only in their own stations' lines), never "Maximilian" or tokens alone."""
    app, scene = ww_table(make_app, *table, lang)
    assert until(app, lambda: scene.match.phase == "race", 10)
    scene.stop_at = scene.time - 10        # the rule's first seconds are over
    words = waiting_for(app, scene, seats)
    for seat in seats:
        person = scene.seats[seat]
        if not person.is_bot:
            assert person.name in words, f"{person.name} named whole: {words}"
            assert not keys or scene.station_painter.cap_label(seat, "roll") in words, f"{person.name}'s key: {words}"
    waiting, box = scene.hud.missing_drawn
    assert waiting == tuple(seats)
    assert box.collidelist([st.rect for st in scene.stations]) == -1, "the line stays between the stations"
    assert not any("…" in w for w in words)


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_dice_on_a_coaster_leave_its_two_symbols_in_sight(seats):
    """The coaster's symbols say which key sends what: up to four dice lying on it lie beside
    them, never on them (each die wholly on the coaster)."""
    import math

    from scenes.tables.wurf_und_weg import layout

    for st in layout.station_layout(seats):
        for count in range(1, 5):
            size, spots = layout.coaster_slots(st, count)
            assert len(spots) == count
            half = layout.spread(max(layout.FLAT_TILTS)) * size / 2
            for x, y in spots:
                for mx, my in layout.symbol_spots(st):
                    nx, ny = min(max(mx, x - half), x + half), min(max(my, y - half), y + half)
                    assert math.dist((nx, ny), (mx, my)) >= layout.SYMBOL_CLEAR - 0.01, (seats, count, (x, y))
                assert math.hypot(abs(x - st.coaster[0]) + half, abs(y - st.coaster[1]) + half) <= layout.COASTER_D / 2


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_roll_pressed_at_the_countdowns_one_is_answered_never_dropped(make_app, lang):
    """"1" stands in the tray and "Würfeln" under E: a press now is told to wait for "los!" in
    the person's own felt (never silence), and a press once "los!" is there rolls."""
    import pygame
    from helpers import press

    app, scene = ww_table(make_app, ["keyboard1", "bot:normal"], ["Maximilian-Alexa", "Ben"], lang)
    m = scene.match
    assert until(app, lambda: m.phase == "countdown", 10)
    for left in (0.9, 0.3, 0.02):
        assert until(app, lambda left=left: m.go_at - scene.clock <= left, 10)
        press(app, pygame.K_e, frames=2)
        app.draw()
        said = scene.station_painter.status(0, scene.time)
        assert said is not None and said[1] == scene.t("wurf_und_weg.table.refused.not_yet"), (left, said)
        assert scene.stations[0].felt.contains(scene.station_painter.status_drawn[0])
    assert until(app, lambda: m.phase == "race", 3)
    press(app, pygame.K_e, frames=2)
    assert any(sym is not None for _d, sym in m.hand_of(0)), "after \"los!\" the same key rolls"
