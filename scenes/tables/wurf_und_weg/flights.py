"""Dice and coasters in flight on the Wurf & Weg table: where each is going, and when it lands.

The 18 engine dice (ids 0..17) are 18 `DieView`s that live in a hand, on a coaster, in the
tray or in the box (the box dice never come into play: hidden, but accounted for). A die's
`place` is where it is going, set the moment the engine moves it; it gets there in an arc
(`Flight`), or, dealt anew from across the table, in a hop: it fades where it lay and comes up
where it goes, crossing nothing. Coasters change places too (`CoasterFlight`), always in a hop:
a won one from its seat to the winner's pile, a new one from the pile to a seat.

`Flights` owns all of that, and it is what moves the table's shown state (`ShownRace`): a
die counts where it was until its flight lands, a won coaster counts on its winner's pile
when it arrives there, and the pile shrinks when a coaster leaves it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.wurf_und_weg import match as ww
from scenes.tables.wurf_und_weg import coaster_art
from scenes.tables.wurf_und_weg.layout import (
    BOX_POS,
    DIE,
    FLAT_TILTS,
    Station,
    coaster_slots,
    wrap_deg,
)
from scenes.ui.tween import clamp01, ease_in_out, ease_out_cubic

TUMBLE = 0.30          # a roll: dice tumble into the hand
MOVE = 0.36            # a die flies to the tray or a coaster
DEAL = 0.55            # dealing back at a round start
HOP = 0.22             # dice picked up at "Stopp!"
COASTER_HOLD = 0.9     # a won coaster glows before it flies to its winner's pile
COASTER_FLY = 0.6
DRAW_FLY = 0.7
SHAKE = 0.35           # a frozen seat's hand shakes this long


def face_of(symbol: str | None) -> int:
    return coaster_art.face_of(symbol) if symbol else 1


def shake_offset(age: float) -> float:
    """How far a seat's hand is shaken sideways `age` seconds after a wrong press."""
    if age >= SHAKE:
        return 0.0
    return math.sin(age * 70) * 6 * (1 - age / SHAKE)


@dataclass
class Flight:
    """A die moving from one pose to another (screen px, degrees, size px)."""

    x0: float
    y0: float
    a0: float
    s0: float
    x1: float
    y1: float
    a1: float
    s1: float
    t0: float
    dur: float
    arc: float = 0.0
    lift: float = 0.0
    spin: float = 0.0
    tumble: int | None = None       # seed of the faces flickering while it rolls
    alpha0: int = 255
    alpha1: int = 255
    hop: bool = False               # fades out where it lay, then in where it goes: crosses nothing

    def done(self, now: float) -> bool:
        return now >= self.t0 + self.dur


class DieView:
    """One of the 18 dice as the table shows it."""

    __slots__ = ("id", "face", "live", "place", "owner", "x", "y", "angle", "size", "alpha", "flight", "roll_no")

    def __init__(self, die_id: int):
        self.id = die_id
        self.face = die_id % 6 + 1
        self.live = False            # shows a rolled face that counts (bright) or not (dimmed)
        self.place = "box"           # where it is going: "hand", "coaster", "tray" or "box"
        self.owner: int | None = None
        self.x, self.y = BOX_POS
        self.angle = 0.0
        self.size = DIE
        self.alpha = 0
        self.flight: Flight | None = None
        self.roll_no = 0             # which roll of the table gave it its face

    def pose(self, now: float):
        """(x, y, angle, size, height 0..1, face, alpha) as drawn at time `now`."""
        f = self.flight
        if f is None or now >= f.t0 + f.dur:
            return self.x, self.y, self.angle, self.size, 0.0, self.face, self.alpha
        p = clamp01((now - f.t0) / f.dur)
        if f.hop:     # (a die dealt from across the table never flies over a name, the pile or the tray)
            if p < 0.5:
                return f.x0, f.y0, f.a0, f.s0, 0.0, self.face, round(f.alpha0 * (1 - 2 * p))
            return f.x1, f.y1, f.a1, f.s1, 0.0, self.face, round(f.alpha1 * (2 * p - 1))
        e = ease_out_cubic(p) if f.tumble is not None else ease_in_out(p)
        x = f.x0 + (f.x1 - f.x0) * e
        y = f.y0 + (f.y1 - f.y0) * e - f.arc * 4 * e * (1 - e)
        a = f.a0 + (wrap_deg(f.a1 - f.a0) + f.spin) * e
        s = f.s0 + (f.s1 - f.s0) * min(1.0, e * 1.6)
        h = f.lift * 4 * p * (1 - p)
        face = self.face
        if f.tumble is not None and p < 0.72:
            k = int(p * 11)
            face = (f.tumble + 5 * k + k * k) % 6 + 1
        alpha = round(f.alpha0 + (f.alpha1 - f.alpha0) * p)
        return x, y, a, s, h, face, alpha


@dataclass
class CoasterFlight:
    coaster: int
    seat: int
    start: tuple[float, float]
    end: tuple[float, float]
    size0: int
    size1: int
    up0: bool
    up1: bool
    t0: float
    dur: float
    land: str          # "won" (onto its winner's pile) or "table" (in front of a seat)
    arrived: bool = False
    left: bool = False   # it has left where it lay (the pile, for a drawn one)
    hop: bool = False    # lifts off fading where it lay, then drops in where it goes (crosses no station)


class Flights:
    """The 18 dice views and the coasters in the air; landings move `shown` (a ShownRace)."""

    def __init__(self, stations: list[Station], tray_slots, rng, shown, clock, anim: float = 1.0):
        self.stations = stations
        self.tray_slots = tray_slots
        self.rng = rng
        self.shown = shown
        self.clock = clock                  # the table's time (a function)
        self.anim = anim                    # 1 / dice speed: flights take this much longer
        self.dice = [DieView(d) for d in range(ww.DICE_COUNT)]
        self.coaster_dice: list[list[int]] = [[] for _ in stations]
        self.tray_used: dict[int, int] = {}     # die -> slot
        self.coasters: list[CoasterFlight] = []

    # -- where dice go -------------------------------------------------------------------
    def leave(self, v: DieView) -> None:
        """The die is taken from its place (its spot on a coaster or in the tray is free again)."""
        if v.place == "tray":
            self.tray_used.pop(v.id, None)
        elif v.place == "coaster" and v.owner is not None:
            lst = self.coaster_dice[v.owner]
            if v.id in lst:
                lst.remove(v.id)

    def fly(self, v: DieView, x: float, y: float, a: float, size: int, dur: float, arc: float = 0.0,
            lift: float = 0.0, spin: float = 0.0, tumble: int | None = None, delay: float = 0.0) -> None:
        now = self.clock()
        x0, y0, a0, s0, _h, _face, alpha = v.pose(now)   # a moving die flies on from where it is
        # (it spins on its way and comes to rest at `a`: no turn when it lands)
        v.flight = Flight(x0, y0, a0, s0, x, y, a - spin, size, now + delay, max(0.01, dur * self.anim),
                          arc, lift, spin, tumble, alpha, 255)
        v.x, v.y, v.angle, v.size, v.alpha = x, y, a, size, 255

    def put_on_coaster(self, v: DieView, seat: int, fly: bool = True) -> None:
        """The die goes onto the seat's coaster, on the first free place of its grid; when the
        grid must grow to a finer one (or, for very many, cover the symbols too), the dice
        already there move over, a little smaller."""
        lst = self.coaster_dice[seat]
        lst.append(v.id)
        size, spots = coaster_slots(self.stations[seat], len(lst))
        others = [self.dice[d] for d in lst if d != v.id]
        if any(w.size != size or (w.x, w.y) not in spots for w in others):   # a finer grid, or all of it
            # each die moves to the nearest new place (the shortest moves first), so none slides
            # across another into a heap; the arriving die takes the place left over
            pairs = sorted((math.dist((w.x, w.y), p), k, i) for k, w in enumerate(others) for i, p in enumerate(spots))
            placed: dict[int, int] = {}
            for _d, k, i in pairs:
                if k not in placed and i not in placed.values():
                    placed[k] = i
            for k, w in enumerate(others):
                x, y = spots[placed[k]]
                if fly:
                    self.fly(w, x, y, w.angle, size, HOP, lift=0.3)     # a little hop, over any other
                else:
                    w.x, w.y, w.size = x, y, size
            taken: set = {spots[i] for i in placed.values()}
        else:
            taken = {(w.x, w.y) for w in others}
        x, y = next((p for p in spots if p not in taken), spots[-1])
        v.place, v.owner = "coaster", seat
        self._land(v, x, y, self.rng.choice(FLAT_TILTS), size, fly, spin=120)

    def put_in_tray(self, v: DieView, fly: bool = True) -> None:
        used = set(self.tray_used.values())
        slot = next((i for i in range(len(self.tray_slots)) if i not in used), len(self.tray_used) % len(self.tray_slots))
        self.tray_used[v.id] = slot
        x, y, a = self.tray_slots[slot]
        v.place, v.owner = "tray", None
        self._land(v, x, y, a, DIE, fly, spin=160)

    def _land(self, v: DieView, x: float, y: float, angle: float, size: int, fly: bool, spin: float) -> None:
        """Bring a die to its new place: in an arc as a thrown die, or at once (set-up, resume)."""
        if fly:
            dist = math.hypot(x - v.x, y - v.y)
            self.fly(v, x, y, angle, size, MOVE, arc=min(150.0, dist * 0.32), lift=0.9,
                     spin=self.rng.uniform(-spin, spin))
        else:
            v.x, v.y, v.angle, v.size, v.alpha = x, y, angle, size, 255

    def settle_time(self) -> float:
        """When every die in the air now will have landed (now, if none is in the air)."""
        end = self.clock()
        for v in self.dice:
            f = v.flight
            if f is not None and f.t0 + f.dur > end:
                end = f.t0 + f.dur
        return end

    # -- coasters ----------------------------------------------------------------------------
    def fly_coaster(self, flight: CoasterFlight) -> None:
        self.coasters.append(flight)

    def coasters_towards(self, seat: int, land: str) -> int:
        return sum(1 for f in self.coasters if f.seat == seat and f.land == land)

    # -- time ----------------------------------------------------------------------------------
    def update(self, now: float) -> int:
        """Land what has arrived by `now`; returns how many coasters arrived."""
        shown = self.shown
        for v in self.dice:
            f = v.flight
            if f is not None and now >= f.t0 + f.dur:
                v.flight = None
                shown.land(v.id, v.place, v.owner)
        arrived = 0
        if self.coasters:
            for f in self.coasters:
                if not f.left and now >= f.t0:
                    f.left = True
                    if f.land == "table":
                        shown.pile -= 1
                if not f.arrived and now >= f.t0 + f.dur:
                    f.arrived = True
                    arrived += 1
                    if f.land == "won":
                        shown.won[f.seat] += 1
                    else:
                        shown.coaster[f.seat] = f.coaster
            if arrived:
                self.coasters = [f for f in self.coasters if not f.arrived]
        return arrived

    def skip(self) -> int:
        """Land everything at once (dice where they are going, coasters where they fly to)."""
        for v in self.dice:
            if v.flight is not None:
                v.flight.t0 = min(v.flight.t0, self.clock() - v.flight.dur)
        for f in self.coasters:
            f.t0 = min(f.t0, self.clock() - f.dur)
        return self.update(self.clock())

    def moving(self, now: float) -> bool:
        """Is anything still in the air (or a coaster still waiting to fly)?"""
        return bool(self.coasters) or any(v.flight is not None and now < v.flight.t0 + v.flight.dur
                                          for v in self.dice)

    def places(self) -> dict[int, tuple[str, int | None]]:
        """Where each die is going: (place, seat) for all 18."""
        return {v.id: (v.place, v.owner) for v in self.dice}
