"""The dice tray: physics dice that settle on the engine's faces, headless."""

import math
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from scenes.dice import art as dice_art  # noqa: E402
from scenes.dice.tray import STEP, DiceTray  # noqa: E402

RECT = pygame.Rect(140, 80, 1000, 560)
FRAME = 1 / 60
EIGHT = [6, 4, 1, 5, 5, 2, 3, 1]
TWENTY_FOUR = [(i * 7 + 3) % 6 + 1 for i in range(24)]
SYMBOL_FACES = [(i * 5) % 6 + 1 for i in range(18)]


class FakeSound:
    def __init__(self):
        self.played: list[tuple[str, float]] = []

    def play(self, name, volume):
        self.played.append((name, volume))


def run_until_settled(tray: DiceTray, dt: float = FRAME, limit: float = 5.0) -> float:
    """Update until the throw is over; returns the simulated seconds it took."""
    t = 0.0
    while not tray.settled:
        tray.update(dt)
        t += dt
        assert t < limit, "the dice never came to rest"
    return t


def run_for(tray: DiceTray, seconds: float, dt: float = FRAME) -> None:
    for _ in range(round(seconds / dt)):
        tray.update(dt)


# --- geometry, independent of pymunk: rounded squares as (inner square, corner radius) ---

def _seg_point_dist(p, a, b) -> float:
    ax, ay = a
    bx, by = b
    px, py = p
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy))


def _separated_by_axis(pa, pb) -> bool:
    for poly in (pa, pb):
        for i in range(len(poly)):
            (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % len(poly)]
            nx, ny = y2 - y1, x1 - x2
            a = [nx * x + ny * y for x, y in pa]
            b = [nx * x + ny * y for x, y in pb]
            if max(a) < min(b) or max(b) < min(a):
                return True
    return False


def polygon_distance(pa, pb) -> float:
    if not _separated_by_axis(pa, pb):
        return 0.0
    best = float("inf")
    for p, q in ((pa, pb), (pb, pa)):
        for v in p:
            for i in range(len(q)):
                best = min(best, _seg_point_dist(v, q[i], q[(i + 1) % len(q)]))
    return best


def assert_no_overlap(tray: DiceTray, ids) -> None:
    ids = list(ids)
    for i, a in enumerate(ids):
        pa, ra = tray.footprint(a)
        for b in ids[i + 1:]:
            pb, rb = tray.footprint(b)
            gap = polygon_distance(pa, pb) - ra - rb
            assert gap >= -0.05, f"dice {a} and {b} overlap by {-gap:.2f} px"
    assert tray.overlaps(tolerance=0.0) == []


def assert_inside_felt(tray: DiceTray, ids, slack: float = 0.01) -> None:
    f = tray.felt
    for i in ids:
        pts, r = tray.footprint(i)
        for x, y in pts:
            assert f.left - slack <= x - r and x + r <= f.right + slack, (i, x, f)
            assert f.top - slack <= y - r and y + r <= f.bottom + slack, (i, y, f)


# --- faces, overlaps, bounds -------------------------------------------------------------------

@pytest.mark.parametrize("seed", [0, 1, 7, 42])
def test_every_die_at_rest_shows_the_engines_face(seed):
    tray = DiceTray(RECT, seed=seed)
    ids = tray.throw(EIGHT)
    run_until_settled(tray)
    rest = tray.faces_at_rest()
    assert [rest[i] for i in ids] == EIGHT


def test_dice_show_changing_faces_while_they_tumble():
    tray = DiceTray(RECT, seed=3)
    ids = tray.throw(EIGHT)
    seen = {i: set() for i in ids}
    while not tray.settled:
        tray.update(FRAME)
        for i, face in tray.faces_at_rest().items():
            seen[i].add(face)
    assert sum(len(s) > 1 for s in seen.values()) >= 6


@pytest.mark.parametrize("seed", [0, 3, 11])
@pytest.mark.parametrize("faces", [EIGHT, TWENTY_FOUR], ids=["8 dice", "24 dice"])
def test_no_two_dice_overlap_at_rest(seed, faces):
    tray = DiceTray(RECT, seed=seed)
    ids = tray.throw(faces, side=("left", "right", "top", "bottom")[seed % 4])
    run_until_settled(tray)
    assert_no_overlap(tray, ids)


@pytest.mark.parametrize("seed", [0, 5])
def test_dice_stay_inside_the_tray(seed):
    tray = DiceTray(RECT, seed=seed)
    ids = tray.throw(TWENTY_FOUR)
    while not tray.settled:
        tray.update(FRAME)
        rolling = [i for i in ids if tray.die(i).mode == "thrown"]
        assert_inside_felt(tray, rolling, slack=3.0)   # the solver may dent the rim a hair
    assert_inside_felt(tray, ids)


# --- determinism and speed ---------------------------------------------------------------------

def test_same_seed_gives_the_same_resting_positions():
    a, b = DiceTray(RECT, seed=9), DiceTray(RECT, seed=9)
    a.throw(EIGHT)
    b.throw(EIGHT)
    run_until_settled(a, dt=1 / 60)
    run_until_settled(b, dt=1 / 144)          # another frame rate, same throw
    assert a.positions() == b.positions()
    assert a.angles() == b.angles()
    other = DiceTray(RECT, seed=10)
    other.throw(EIGHT)
    run_until_settled(other)
    assert other.positions() != a.positions()


def test_second_throw_is_also_reproducible():
    trays = [DiceTray(RECT, seed=4) for _ in range(2)]
    for tray in trays:
        tray.throw(EIGHT)
        run_until_settled(tray)
        tray.throw([1, 2, 3, 4, 5, 6, 6, 6])
    run_until_settled(trays[0])
    trays[1].skip()
    assert trays[0].positions() == trays[1].positions()


def test_skip_reaches_rest_immediately_with_the_right_faces():
    watched, skipped = DiceTray(RECT, seed=2), DiceTray(RECT, seed=2)
    ids = watched.throw(EIGHT)
    skipped.throw(EIGHT)
    run_for(skipped, 0.3)                      # skip mid-tumble
    skipped.skip()
    assert skipped.settled
    assert [skipped.faces_at_rest()[i] for i in ids] == EIGHT
    run_until_settled(watched)
    assert skipped.positions() == watched.positions()   # skipping changes nothing but time
    assert_no_overlap(skipped, ids)


def test_skipped_dice_glide_to_rest_instead_of_jumping():
    tray = DiceTray(RECT, seed=2)
    ids = tray.throw(EIGHT)
    run_for(tray, 0.35)
    before = {i: tray.pose(i)[:2] for i in ids}
    tray.skip()
    for i in ids:                                               # drawn where they were...
        assert tray.pose(i)[:2] == pytest.approx(before[i])
    run_for(tray, 0.3)
    assert not tray.animating
    rest = tray.positions()
    for i in ids:                                               # ...and then at rest
        assert tray.pose(i)[:2] == pytest.approx(rest[i])


@pytest.mark.parametrize("faces", [EIGHT, TWENTY_FOUR], ids=["8 dice", "24 dice"])
@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_settles_within_one_and_a_half_seconds(faces, seed):
    tray = DiceTray(RECT, seed=seed)
    tray.throw(faces)
    assert run_until_settled(tray) <= 1.5


def test_dice_speed_two_is_twice_as_fast_with_the_same_result():
    slow, fast = DiceTray(RECT, seed=6), DiceTray(RECT, seed=6, dice_speed=2.0)
    slow.throw(EIGHT)
    fast.throw(EIGHT)
    t_slow, t_fast = run_until_settled(slow), run_until_settled(fast)
    assert t_fast == pytest.approx(t_slow / 2, abs=2 * FRAME)
    assert slow.positions() == fast.positions()


# --- tweens: set aside, fly, clear; never vanish or pop ---------------------------------------

def test_a_tween_ends_exactly_at_its_target():
    tray = DiceTray(RECT, seed=1)
    ids = tray.throw(EIGHT)
    run_until_settled(tray)
    tray.set_aside(ids[0], (1210.0, 150.0), duration=0.3)
    tray.fly_to(ids[1], (64.0, 640.0), duration=0.5, arc=True)
    start = tray.pose(ids[1])[:2]
    run_for(tray, 0.25)
    mid = tray.pose(ids[1])
    assert mid[:2] != start and mid[:2] != (64.0, 640.0)
    run_for(tray, 0.3)
    assert tray.pose(ids[0])[:2] == (1210.0, 150.0)
    assert tray.pose(ids[1])[:2] == (64.0, 640.0)
    assert tray.die(ids[0]).mode == "aside" and tray.die(ids[1]).mode == "placed"
    assert tray.faces_at_rest()[ids[0]] == EIGHT[0]


def test_rethrowing_some_dice_leaves_the_others_exactly_where_they_are():
    tray = DiceTray(RECT, seed=8)
    ids = tray.throw(EIGHT)
    run_until_settled(tray)
    kept = ids[:3]
    before = {i: tray.positions()[i] for i in kept}
    new_faces = [2, 2, 3, 4, 6]
    thrown = tray.throw(new_faces, keep=kept)
    assert sorted(thrown) == sorted(ids[3:])
    run_until_settled(tray)
    assert {i: tray.positions()[i] for i in kept} == before
    assert [tray.faces_at_rest()[i] for i in thrown] == new_faces
    assert_no_overlap(tray, ids)


def test_set_aside_dice_are_not_rethrown_and_return_when_asked():
    tray = DiceTray(RECT, seed=8)
    ids = tray.throw(EIGHT)
    run_until_settled(tray)
    tray.set_aside(ids[0], (1210.0, 120.0))
    thrown = tray.throw([1] * 7)
    assert ids[0] not in thrown and len(thrown) == 7
    run_until_settled(tray)
    again = tray.throw([4] * 8)                  # all eight again: the set-aside one too
    assert sorted(again) == sorted(ids)
    run_until_settled(tray)
    assert all(tray.faces_at_rest()[i] == 4 for i in ids)


def never_jumps(tray: DiceTray, ids, seconds: float, max_step: float) -> None:
    """Drawn dice move continuously and fade in/out gradually, frame by frame."""
    last = {i: tray.pose(i) for i in ids if i in tray.ids}
    for _ in range(round(seconds / FRAME)):
        tray.update(FRAME)
        for i in list(last):
            if i not in tray.ids:
                assert last[i][4] <= 60, f"die {i} vanished at alpha {last[i][4]}"
                del last[i]
                continue
            x, y, _, _, alpha = tray.pose(i)
            assert math.dist((x, y), last[i][:2]) <= max_step, f"die {i} jumped"
            assert abs(alpha - last[i][4]) <= 140, f"die {i} popped"
            last[i] = tray.pose(i)


def test_dice_never_vanish_or_pop_into_place():
    tray = DiceTray(RECT, seed=5)
    ids = tray.throw(EIGHT)
    assert all(tray.pose(i)[4] == 0 for i in ids)          # new dice fade in from outside
    never_jumps(tray, ids, 1.5, max_step=70)
    tray.throw(EIGHT[::-1])                               # rethrow: gathered, not teleported
    never_jumps(tray, ids, 0.4, max_step=70)
    tray.skip()
    never_jumps(tray, ids, 0.3, max_step=70)
    tray.clear()
    assert len(tray.ids) == 8                             # still there, flying off...
    never_jumps(tray, ids, 0.6, max_step=70)
    assert tray.ids == []                                 # ...and gone once faded out


def test_dice_cleared_in_place_fade_where_they_lie_and_never_leave_the_tray():
    """Cleared in place, no die crosses anything around the tray: each die's image stays inside
    the tray (a set-aside die on its shelf outside: where it was), fading out, then gone."""
    tray = DiceTray(RECT, seed=3)
    ids = tray.throw(EIGHT)
    run_until_settled(tray)
    tray.set_aside(ids[0], (RECT.right + 40.0, RECT.y + 30.0))
    run_for(tray, 0.5)
    before = {i: tray.drawn_rect(i) for i in ids}
    tray.clear(in_place=True)
    assert len(tray.ids) == 8                             # still there, fading...
    frames = 0
    while tray.ids:
        for i in tray.ids:
            rect = tray.drawn_rect(i)
            assert before[i].contains(rect), f"die {i} moved from {before[i]} to {rect}"
            if i != ids[0]:
                assert tray.rect.contains(rect), f"die {i} left the tray: {rect}"
        tray.update(FRAME)
        frames += 1
        assert frames < 120, "the cleared dice never went"
    assert frames > 10                                    # a fade, not a pop


def test_dice_cleared_without_in_place_fly_off_over_the_rim():
    tray = DiceTray(RECT, seed=3)
    tray.throw(EIGHT)
    run_until_settled(tray)
    tray.clear()
    left = set()
    while tray.ids:
        left |= {i for i in tray.ids if tray.pose(i)[4] > 0
                 and not tray.rect.contains(tray.drawn_rect(i))}
        tray.update(FRAME)
    assert left, "dice flying off never cross the rim: the in-place test above proves nothing"


# --- kinds: symbol dice and the big yellow luck die ---------------------------------------------

def test_eighteen_symbol_dice_and_the_luck_die():
    tray = DiceTray(RECT, seed=5)
    luck = tray.throw([4], kind="luck", side="top")
    run_until_settled(tray)
    luck_place = tray.positions()[luck[0]]
    ids = tray.throw(SYMBOL_FACES, kind="symbol")
    assert luck[0] not in ids
    run_until_settled(tray)
    rest = tray.faces_at_rest()
    assert [rest[i] for i in ids] == SYMBOL_FACES and rest[luck[0]] == 4
    assert tray.positions()[luck[0]] == luck_place
    assert tray.die(luck[0]).size > tray.die(ids[0]).size
    assert_no_overlap(tray, ids + luck)
    assert_inside_felt(tray, ids + luck)
    screen = pygame.Surface((1280, 720))
    tray.draw(screen)
    centre = tuple(round(v) for v in luck_place)
    r, g, b, _ = screen.get_at((centre[0] - round(tray.die(luck[0]).size * 0.4), centre[1]))
    assert r > 180 and g > 120 and b < 120                 # the luck die is yellow


def test_four_seats_throwing_at_once_from_four_sides():
    tray = DiceTray(RECT, seed=12)
    luck = tray.throw([2], kind="luck", side="top")
    tray.skip()
    seats = []
    for k, side in enumerate(("left", "right", "bottom", "top")):
        faces = [(k + j) % 6 + 1 for j in range(3)]
        taken = [i for ids, _ in seats for i in ids]
        seats.append((tray.throw(faces, kind="symbol", keep=taken, side=side), faces))
        run_for(tray, 0.05)                        # nearly at once
    run_until_settled(tray)
    for ids, faces in seats:
        assert [tray.faces_at_rest()[i] for i in ids] == faces
    every = [i for ids, _ in seats for i in ids] + luck
    assert_no_overlap(tray, every)
    assert_inside_felt(tray, every)
    tray.fly_to(seats[0][0][0], (60.0, 690.0))    # a die goes onto a coaster, upright
    run_for(tray, 0.6)
    x, y, angle, _, _ = tray.pose(seats[0][0][0])
    assert (x, y) == (60.0, 690.0)
    assert math.cos(angle) == pytest.approx(1.0)


def test_unknown_kind_and_bad_faces_are_refused():
    tray = DiceTray(RECT)
    with pytest.raises(ValueError):
        tray.throw([1, 2], kind="dominos")
    with pytest.raises(ValueError):
        tray.throw([0, 7])


# --- houses: Hausbau and Klopfen ------------------------------------------------------------------

def test_a_stacked_throw_lands_one_die_on_another_and_a_knock_resolves_it():
    tray = DiceTray(RECT, seed=2)
    ids = tray.throw([1, 5, 5, 3, 2, 6], stacked=True)
    run_until_settled(tray)
    assert tray.is_house
    top = tray.die(ids[-1])
    assert top.mode == "stacked" and top.base in ids
    base_x, base_y = tray.positions()[top.base]
    x, y = tray.positions()[top.id]
    assert math.dist((x, y), (base_x, base_y)) < top.size * 0.5     # it lies on the other
    assert tray.faces_at_rest()[top.id] == 6
    tray.draw(pygame.Surface((1280, 720)))
    tray.knock(falls_off=True)
    run_for(tray, 0.6)
    assert not tray.is_house
    assert_no_overlap(tray, ids)


def test_a_knock_that_fails_leaves_the_house_standing():
    tray = DiceTray(RECT, seed=2)
    tray.throw([1, 5, 5, 3, 2, 6], stacked=True)
    tray.skip()
    tray.knock(falls_off=False)
    run_for(tray, 0.6)
    assert tray.is_house


# --- marks, picking and drawing ----------------------------------------------------------------

def test_highlight_select_cursor_and_picking():
    tray = DiceTray(RECT, seed=1)
    ids = tray.throw(EIGHT)
    tray.skip()
    run_for(tray, 0.2)
    tray.highlight(ids[:2])
    tray.select(ids[2])
    tray.cursor(ids[3])
    assert tray.selected == {ids[2]} and tray.cursor_id == ids[3]
    screen = pygame.Surface((1280, 720))
    tray.draw(screen)
    for i in ids:
        x, y, _, h, _ = tray.pose(i)
        assert tray.die_at((x, y - h * tray.die(i).size * 0.4)) == i
    tray.select(ids[2], False)
    tray.highlight(ids[:2], None)
    assert tray.selected == set()
    assert all(tray.die(i).highlight is None for i in ids)
    leftmost = min(ids, key=lambda i: tray.positions()[i][0])
    right = tray.neighbour(leftmost, (1, 0))
    assert right is not None and tray.positions()[right][0] > tray.positions()[leftmost][0]


def test_drawing_uses_cached_rotations_only():
    tray = DiceTray(RECT, seed=3)
    tray.prewarm(["pip"])
    before = dice_art.cache_sizes()
    assert before["dice"] >= 6 * 18        # every face at every step (symmetry folded)
    tray.throw(EIGHT)
    screen = pygame.Surface((1280, 720))
    while not tray.settled:
        tray.update(FRAME)
        tray.draw(screen)
    assert dice_art.cache_sizes()["dice"] == before["dice"]
    assert dice_art.angle_step(math.radians(7)) == 1        # 5-degree steps
    assert dice_art.canonical_step("pip", 5, "plain", 18) == 0   # a 5 looks the same at 90°


# --- sound ----------------------------------------------------------------------------------------

def test_clatter_follows_the_impacts_and_is_rate_limited():
    sound = FakeSound()
    tray = DiceTray(RECT, seed=3, sound=sound)
    tray.throw(TWENTY_FOUR)
    times = []
    t = 0.0
    while not tray.settled:
        n = len(sound.played)
        tray.update(FRAME)
        t += FRAME
        if len(sound.played) > n:
            times.append(t)
    assert sound.played and all(name == "clatter" for name, _ in sound.played)
    assert all(0 < v <= 1 for _, v in sound.played)
    assert all(b - a >= 0.07 - 1e-9 for a, b in zip(times, times[1:], strict=False))

    volumes = []
    for impulse in (50.0, 400.0, 3000.0):
        quiet = FakeSound()
        t2 = DiceTray(RECT, sound=quiet)
        t2.add_impact(impulse)
        t2.update(FRAME)
        volumes.append(quiet.played[0][1])
    assert volumes[0] < volumes[1] < volumes[2]


def test_skipping_is_silent_and_no_sound_object_is_fine():
    sound = FakeSound()
    tray = DiceTray(RECT, seed=3, sound=sound)
    tray.throw(EIGHT)
    tray.skip()
    tray.update(FRAME)
    assert sound.played == []
    silent = DiceTray(RECT, seed=3, sound=None)
    silent.throw(EIGHT)
    run_until_settled(silent)


def test_fixed_step_is_a_120th_of_a_second():
    assert STEP == pytest.approx(1 / 120)
