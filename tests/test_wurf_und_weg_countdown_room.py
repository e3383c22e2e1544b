"""The round's call in Wurf & Weg leaves room for what it calls: the big 3, 2, 1 (the moment of
the round: a figure 96 px tall or more in the 1280x720 picture) and the plate with "Auf die
Deckel, fertig, los!" never cover each other or a die (the luck die rolls into the tray while
the round is called), whatever the table's size."""
from __future__ import annotations

import math

import pygame
import pytest
from test_wurf_und_weg_sofa import WURF, until

from game.seats import Seat

PLAYERS = ["keyboard1", "keyboard2", "bot:easy", "bot:hard", "keyboard3", "bot:normal"]
NAMES = ["Anna", "Ben", "Clara", "David", "Emil", "Frieda"]


def table(make_app, seats: int, lang: str, seed: int):
    """A new game of `seats` at the table, called with the usual three seconds."""
    app = make_app("[wurf_und_weg]\nround_pause = 1.0\n")
    app.set_language(lang)
    scene = app.routes.table(WURF, [Seat(NAMES[i], PLAYERS[i]) for i in range(seats)], seed)
    app.push(scene)
    return app, scene


def tray_dice(scene) -> list[pygame.Rect]:
    """Every die that shows now: the luck die in or leaving the tray, and the dice in hands or flying."""
    rects = [scene.tray.drawn_rect(i) for i in scene.tray.ids if scene.tray.pose(i)[4] > 0]
    for v in scene.flights.dice:
        x, y, _a, size, _h, _face, alpha = v.pose(scene.time)
        if alpha > 0:
            rects.append(pygame.Rect(0, 0, size, size).move(x - size / 2, y - size / 2))
    return rects


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("seats, seed", [(2, 1), (3, 5), (4, 9), (6, 23)])
def test_the_countdown_never_covers_the_luck_die_nor_itself(make_app, lang, seats, seed):
    from scenes.tables.wurf_und_weg.layout import TRAY_RECT

    app, scene = table(make_app, seats, lang, seed)
    hud = scene.hud
    frames, grown = [], []

    def watch():
        app.draw()
        if hud.countdown_number is not None and hud.splash() is None:   # (in the hold: on the rules card)
            plate = hud.countdown_plate
            frames.append((hud.countdown_number.copy(), plate and plate.copy(), tray_dice(scene)))
            left = scene.countdown[0] - scene.clock if scene.countdown else \
                scene.intro_left + scene.match.rules.countdown      # (the new game's hold counts too)
            if math.ceil(left - 1e-6) - left >= 0.25:      # grown in: the figure at its full size
                grown.append(hud.countdown_number.h)

    assert until(app, lambda: scene.match.phase == "race", each=watch)
    assert len(frames) > 100, "the countdown was seen"
    assert grown and min(grown) >= 96, ("the numeral is large", min(grown))
    assert any(plate is not None for _n, plate, _d in frames), "the start call's words were shown"
    for number, plate, dice in frames:
        assert TRAY_RECT.contains(number)
        if not any(die.colliderect(TRAY_RECT) for die in dice):
            assert plate is not None, "an empty tray shows the words"
        for die in dice:
            assert not number.colliderect(die), ("the numeral over a die", number, die)
        if plate is not None:       # the words wait while the luck die rolls where they would stand
            assert TRAY_RECT.contains(plate)
            assert not number.colliderect(plate), (number, plate)
            for die in dice:
                assert not plate.colliderect(die), ("the plate over a die", plate, die)


def gold_at_rim(screen, centre, radius) -> bool:
    """Whether the gold rim of the luck die's spot shows left of `centre` (the side toward the tray)."""
    x, y = centre[0] - radius, centre[1]
    for dx in range(-3, 4):
        r, g, b = screen.get_at((x + dx, y))[:3]
        if r > 150 and g > 110 and b < 110:
            return True
    return False


@pytest.mark.parametrize("lang, seats", [("de", 4), ("en", 3)])
def test_the_luck_dies_spot_shows_only_with_the_luck_die(make_app, lang, seats):
    """No empty gold ring beside the tray while the luck die still rolls in it or flies out of
    it: its spot shows as the die lands there, and stays while it lies there."""
    from scenes.tables.wurf_und_weg.layout import LUCK_POS, LUCK_SPOT

    app, scene = table(make_app, seats, lang, 9)
    rolling, flying, lying = [], [], []

    def watch():
        app.draw()
        if scene.seen.phase != "countdown":
            return
        ring = gold_at_rim(app.screen, LUCK_POS, LUCK_SPOT)
        if scene.luck_parked_at is None:
            rolling.append(ring)
        elif scene.time > scene.luck_parked_at:
            lying.append(ring)
        elif math.dist(scene.tray.pose(scene.luck_id)[:2], LUCK_POS) > LUCK_SPOT:
            # on its way, still over the tray or the felt between (the yellow die itself, sliding
            # across where the ring would show, is no ring)
            if not scene.tray.drawn_rect(scene.luck_id).inflate(8, 8).collidepoint(LUCK_POS[0] - LUCK_SPOT, LUCK_POS[1]):
                flying.append(ring)

    assert until(app, lambda: scene.match.phase == "race", each=watch)
    assert rolling and flying and lying
    assert not any(rolling), "no empty ring while the luck die rolls in the tray"
    assert not any(flying), "no empty ring while the luck die flies towards its spot"
    assert all(lying), "the die lies on its gold-rimmed spot"


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_wait_for_go_covers_none_of_the_persons_dice(make_app, seats):
    """A roll pressed before "los!" says "Warte auf „los!“" where it covers none of that
    person's dice nor their coaster."""
    from helpers import press
    from test_wurf_und_weg_sofa import HUMAN_KEYS

    from scenes.tables.wurf_und_weg.layout import COASTER_D

    app, scene = table(make_app, seats, "de", 3)
    assert until(app, lambda: scene.seen.phase == "countdown" and scene.luck_parked_at is not None, each=app.draw)
    people = [seat for seat in range(seats) if PLAYERS[seat].startswith("keyboard")]
    for seat in people:
        press(app, HUMAN_KEYS[int(PLAYERS[seat][-1]) - 1][0], frames=2)
    painter = scene.station_painter
    checked = 0

    def watch():
        nonlocal checked
        app.draw()
        for seat in people:
            pill = painter.status_drawn.get(seat)
            if pill is None:
                continue
            checked += 1
            st = scene.stations[seat]
            coaster = pygame.Rect(0, 0, COASTER_D, COASTER_D)
            coaster.center = st.coaster
            assert not pill.colliderect(coaster), ("the pill over the coaster", seat, pill, coaster)
            for v in scene.flights.dice:
                x, y, _a, size, _h, _face, alpha = v.pose(scene.time)
                die = pygame.Rect(0, 0, size, size).move(x - size / 2, y - size / 2)
                if alpha > 0 and st.rect.colliderect(die):
                    assert not pill.colliderect(die), ("the pill over a die", seat, pill, die)

    watch()
    assert checked == len(people), "each person's refusal shows"
    assert until(app, lambda: scene.match.phase == "race", each=watch)
