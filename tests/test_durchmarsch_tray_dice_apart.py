"""Every die lying still in the Durchmarsch tray can be read: no two resting dice overlap, and
none lies under the set-aside dice or their label."""

from __future__ import annotations

import random

import pytest
from test_dice_tray import polygon_distance

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat


def overlapping_pairs(tray, ids) -> list[tuple[int, int, float]]:
    """Pairs of the dice `ids` whose rounded squares overlap (by more than half a pixel)."""
    out = []
    for i, a in enumerate(ids):
        pa, ra = tray.footprint(a)
        for b in ids[i + 1:]:
            pb, rb = tray.footprint(b)
            gap = polygon_distance(pa, pb) - ra - rb
            if gap < -0.5:
                out.append((a, b, round(-gap, 1)))
    return out


def rect_of(tray, die):
    import pygame

    corners, r = tray.footprint(die)
    xs, ys = [x for x, _ in corners], [y for _, y in corners]
    return pygame.Rect(min(xs) - r, min(ys) - r, max(xs) - min(xs) + 2 * r, max(ys) - min(ys) + 2 * r)


@pytest.mark.parametrize("seats", [2, 4])
def test_resting_dice_never_overlap_over_many_bot_turns(make_app, seats):
    """Bots play many turns on random dice; whenever the throw rests, every die in the tray can
    be read and none lies under the set-aside row."""
    from scenes.tables.durchmarsch.table import ASIDE_ROW, TableScene

    problems, rests = [], 0
    for seed in range(6):
        rng = random.Random(seed)
        throws = [[rng.randint(1, 6) for _ in range(8)] for _ in range(200)]
        app = make_app()
        players = [Seat(f"Bot {i}", "bot:easy") for i in range(seats)]

        class Dice(ScriptedDice):
            def roll(self, n):                 # the scripted throws, as many dice as asked for
                return list(super().roll(8))[:n]

        match = dm.Match(seats, dm.Rules(), Dice(throws), first_seat=0)
        scene = TableScene(app, game_by_name("durchmarsch"), players, seed, match=match)
        app.push(scene)
        was_settled = True
        for _ in range(60 * 60):
            app.step(1 / 60)
            settled = scene.tray.settled and not scene.tray.animating
            if settled and not was_settled:
                rests += 1
                lying = [i for i in scene.tray.ids if i not in scene.aside_ids]
                for pair in overlapping_pairs(scene.tray, lying):
                    problems.append(f"seed {seed}: dice {pair[0]} and {pair[1]} overlap by {pair[2]} px")
                for die in lying:
                    if rect_of(scene.tray, die).colliderect(ASIDE_ROW):
                        problems.append(f"seed {seed}: die {die} lies in the set-aside row")
            was_settled = settled
            if scene.match.is_over:
                break
    assert rests >= 30, rests
    assert not problems, problems[:6]


@pytest.mark.parametrize("seed", range(0, 40, 3))
def test_eight_dice_thrown_into_the_low_tray_rest_apart(seed):
    """The Durchmarsch tray (low, to leave room for the turn band): a first throw of eight dice
    and a second of seven (one set aside) come to rest with no two dice overlapping."""
    from scenes.dice.tray import DiceTray
    from scenes.tables.durchmarsch.table import ASIDE_X, ASIDE_Y, TRAY_RECT

    rng = random.Random(seed)
    tray = DiceTray(TRAY_RECT, seed=seed, die_size=50)
    ids = tray.throw([rng.randint(1, 6) for _ in range(8)])
    while not tray.settled:
        tray.update(1 / 60)
    assert overlapping_pairs(tray, ids) == []
    tray.set_aside(ids[-1], (ASIDE_X, ASIDE_Y))
    again = tray.throw([rng.randint(1, 6) for _ in range(7)], keep=[ids[-1]])
    while not tray.settled:
        tray.update(1 / 60)
    assert overlapping_pairs(tray, again) == []


@pytest.mark.parametrize("where", ["left", "middle", "right"])
def test_dice_wedged_together_are_set_apart_when_they_come_to_rest(where):
    """Dice that end a throw wedged into each other (a fast die can pass through another for a
    step) are set apart when they settle, even eight of them in one heap at the rim."""
    from scenes.dice.tray import DiceTray
    from scenes.tables.durchmarsch.table import TRAY_RECT

    tray = DiceTray(TRAY_RECT, seed=5, die_size=50)
    ids = tray.throw([1, 2, 3, 4, 5, 6, 1, 2])
    while not tray.settled:
        tray.update(1 / 60)
    felt = tray.felt
    x = {"left": felt.left + 40, "middle": felt.centerx, "right": felt.right - 40}[where]
    for k, die_id in enumerate(ids):          # the heap: every die lies over its neighbours
        die = tray.die(die_id)
        die.body.position = (x + (k % 3) * 9, felt.centery + (k // 3) * 7 - 7)
        die.mode = "thrown"
        tray.space.reindex_shapes_for_body(die.body)
    tray._settle_all()
    assert overlapping_pairs(tray, ids) == []
    for die_id in ids:
        assert felt.contains(rect_of(tray, die_id).inflate(-2, -2)), "the die stays on the felt"


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_thrown_dice_never_cross_a_sheet_on_their_way_into_the_tray(make_app, seed):
    """Every throw of a few turns, frame by frame: every die that can be seen is drawn inside
    the tray (the sheets beside it are never crossed)."""
    from scenes.tables.durchmarsch.table import TRAY_RECT, TableScene

    rng = random.Random(seed)
    throws = [[rng.randint(1, 6) for _ in range(8)] for _ in range(60)]
    app = make_app()
    players = [Seat(f"Bot {i}", "bot:easy") for i in range(4)]

    class Dice(ScriptedDice):
        def roll(self, n):
            return list(super().roll(8))[:n]

    match = dm.Match(4, dm.Rules(), Dice(throws), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), players, seed, match=match)
    app.push(scene)
    assert scene.tray.rect == TRAY_RECT
    throws_seen, problems, was_animating = 0, [], False
    for frame in range(60 * 40):
        app.step(1 / 60)
        tray = scene.tray
        if tray.animating and not was_animating:
            throws_seen += 1
        was_animating = tray.animating
        for die in tray.ids:
            if tray.pose(die)[4] <= 0 or tray.die(die).mode in ("leave", "fly", "aside"):
                continue            # not seen yet; set aside below the tray, or fading where it lies
            rect = tray.drawn_rect(die)
            if not TRAY_RECT.contains(rect):
                problems.append((frame, die, tray.die(die).mode, tuple(rect)))
        if frame % 30 == 0:
            app.draw()
    assert throws_seen >= 5
    assert not problems, problems[:8]

