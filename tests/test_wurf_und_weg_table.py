"""The Wurf & Weg table as the couch meets it: four people on one keyboard at once, bots,
the freeze after a wrong press, the calls, the round's end, and 18 dice that never get lost."""

from __future__ import annotations

import math

import pygame
import pytest
from helpers import key, press

from game.dice import ScriptedDice
from game.games import game_by_name
from game.seats import Seat
from game.wurf_und_weg import match as ww

INFO = game_by_name("wurf_und_weg")
FAST = "[wurf_und_weg]\ncountdown = 1.0\nround_pause = 1.0\n"
CLOVER, PIG, CAT, PENNY, HORSESHOE, HAMSA = 1, 2, 3, 4, 5, 6
KEYS = {   # seat's keyboard cluster: roll, tray, left, right (config.toml defaults)
    "keyboard1": (pygame.K_e, pygame.K_s, pygame.K_a, pygame.K_d),
    "keyboard2": (pygame.K_o, pygame.K_k, pygame.K_j, pygame.K_l),
    "keyboard3": (pygame.K_PAGEDOWN, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT),
    "keyboard4": (pygame.K_KP9, pygame.K_KP5, pygame.K_KP4, pygame.K_KP6),
}
NAMES = ["Anna", "Ben", "Clara", "David", "Emma", "Felix"]


def table(make_app, kinds, seed=7, match=None, config=FAST):
    from scenes.tables.wurf_und_weg.table import TableScene

    app = make_app(config)
    seats = [Seat(NAMES[i], k) for i, k in enumerate(kinds)]
    if match is None:
        scene = app.routes.table(INFO, seats, seed)
    else:
        scene = TableScene(app, INFO, seats, seed, match=match)
    assert isinstance(scene, TableScene)
    app.push(scene)
    return app, scene


def step(app, n=1):
    for _ in range(n):
        app.step(1 / 120)


def until(app, scene, pred, seconds=30.0, draw_every=0):
    for i in range(int(seconds * 120)):
        if pred():
            return True
        app.step(1 / 120)
        if draw_every and i % draw_every == 0 and app.top is scene:
            app.draw()
    return pred()


def record(scene) -> list:
    seen: list = []
    original = scene.queue

    def spy(events):
        seen.extend(events)
        original(events)

    scene.queue = spy
    return seen


def check_dice(scene) -> None:
    """The table shows every engine die exactly where the engine has it."""
    m = scene.match
    places = scene.dice_places()
    assert sorted(places) == list(range(ww.DICE_COUNT))
    for seat in range(m.seats):
        assert {d for d, (p, s) in places.items() if p == "hand" and s == seat} == set(m.hand[seat])
        assert {d for d, (p, s) in places.items() if p == "coaster" and s == seat} == set(m.on_coaster[seat])
    assert {d for d, (p, _) in places.items() if p == "tray"} == set(m.tray)
    assert {d for d, (p, _) in places.items() if p == "box"} == set(m.box)


# ---------------------------------------------------------------------------------- input


def test_four_keyboard_seats_pressing_in_the_same_frame_all_apply(make_app):
    app, scene = table(make_app, ["keyboard1", "keyboard2", "keyboard3", "keyboard4"])
    m = scene.match
    assert until(app, scene, lambda: m.phase == "race")
    seen = record(scene)
    for code in (pygame.K_e, pygame.K_o, pygame.K_PAGEDOWN, pygame.K_KP9):   # the four roll keys
        app.dispatch(key(code))
    assert len(scene.pending) == 4, "all four presses wait for the next step, none blocks another"
    step(app)
    rolled = [e for e in seen if isinstance(e, ww.Rolled)]
    assert sorted(e.seat for e in rolled) == [0, 1, 2, 3]
    assert len({e.t for e in rolled}) == 1, "stamped with the same table clock"
    assert not [e for e in seen if isinstance(e, ww.Refused)]
    for seat in range(4):
        assert all(sym is not None for _, sym in m.hand_of(seat))
        assert all(scene.dice[d].live and scene.dice[d].flight is not None for d in m.hand[seat])
    check_dice(scene)


def test_presses_are_stamped_with_the_table_clock_not_wall_time(make_app):
    app, scene = table(make_app, ["keyboard1", "keyboard2"])
    assert until(app, scene, lambda: scene.match.phase == "race")
    clock = scene.clock
    app.dispatch(key(pygame.K_e))
    assert scene.pending == [(0, ww.Roll(clock))]


def test_each_seat_sees_its_own_keys_and_arrows_by_its_coaster(make_app):
    app, scene = table(make_app, ["keyboard1", "keyboard3", "keyboard4", "bot:hard"])
    from scenes.ui.seat_panel import key_label
    kb3, kb4 = scene.seats[1], scene.seats[2]
    assert key_label(app, kb3, "roll") == "Bild↓"
    assert key_label(app, kb4, "roll") == "Num 9" and key_label(app, kb4, "roll", short=True) == "9"
    assert key_label(app, kb3, "to_left") == "←"
    for seat in range(3):   # four keys, a symbol and an arrow each: most of the strip's width
        assert scene.station_painter.hint_strip(seat).get_bounding_rect().w > 250
    assert 40 < scene.station_painter.hint_strip(3).get_bounding_rect().w < 200, "a bot shows who plays it instead"
    # the arrows on each coaster point at the seat's real neighbours: left = next seat clockwise
    st = scene.stations
    for seat in range(4):
        left, right = st[(seat + 1) % 4], st[(seat - 1) % 4]
        for neighbour, deg in ((left, st[seat].left_deg), (right, st[seat].right_deg)):
            dx = neighbour.coaster[0] - st[seat].coaster[0]
            dy = neighbour.coaster[1] - st[seat].coaster[1]
            assert abs(((math.degrees(math.atan2(dy, dx)) - deg) + 180) % 360 - 180) < 45


def test_seats_sit_clockwise_in_index_order(make_app):
    for n in range(2, 7):
        app, scene = table(make_app, ["bot:normal"] * n)
        angles = [math.degrees(math.atan2(s.rect.centery - 360, s.rect.centerx - 640)) % 360
                  for s in scene.stations]
        turns = [(angles[(i + 1) % n] - angles[i]) % 360 for i in range(n)]
        assert all(0 < t < 360 for t in turns) and abs(sum(turns) - 360) < 1e-6, (n, angles)
        assert all(0 < t < 180 for t in turns) or n == 2   # each next seat further clockwise
        rects = [s.rect for s in scene.stations]
        assert all(pygame.Rect(0, 0, 1280, 720).contains(r) for r in rects)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        from scenes.tables.wurf_und_weg import layout
        middle = [scene.tray.rect, pygame.Rect(0, 0, layout.PILE_D, layout.PILE_D),
                  pygame.Rect(0, 0, 100, 100)]
        middle[1].center, middle[2].center = layout.PILE_POS, layout.LUCK_POS
        assert not any(r.colliderect(c) for r in rects for c in middle), n


# ---------------------------------------------------------------------------------- the race


def test_a_wrong_press_shows_the_freeze_on_that_seat(make_app, tmp_path):
    app, scene = table(make_app, ["keyboard1", "keyboard2"])
    m = scene.match
    assert until(app, scene, lambda: m.phase == "race")
    seen = record(scene)
    app.draw()
    name_bar = scene.station_painter.name_box(0)
    coaster = pygame.Rect(0, 0, 30, 30)
    coaster.center = tuple(round(v) for v in scene.stations[0].coaster)
    before = [pygame.transform.average_color(app.screen, r) for r in (name_bar, coaster)]
    press(app, pygame.K_s)    # Anna: a luck die to the tray, but she has not even rolled
    assert [e.seat for e in seen if isinstance(e, ww.WrongPress)] == [0]
    assert scene.clock < scene.frozen_view[0][1] == m.frozen_until[0]
    app.draw()
    felt = scene.stations[0].felt
    patch = pygame.Rect(felt.x + 4, felt.y + 4, 16, 16)     # the hand's felt, under the ice
    icy = pygame.transform.average_color(app.screen, patch)
    assert icy[2] > icy[0] + 20, "the seat's hand is iced over"
    after = [pygame.transform.average_color(app.screen, r) for r in (name_bar, coaster)]
    assert after == before, "the name and the coaster stay readable, not under the ice"
    pygame.image.save(app.screen, str(tmp_path / "frozen.png"))
    press(app, pygame.K_e)    # frozen: refused, nothing moves
    assert not any(isinstance(e, ww.Rolled) for e in seen)
    step(app, 130)            # the freeze is over
    app.draw()
    calm = pygame.transform.average_color(app.screen, patch)
    assert calm != icy
    press(app, pygame.K_e)
    assert [e.seat for e in seen if isinstance(e, ww.Rolled)] == [0]


def test_the_freeze_counts_down_and_is_gone_when_it_is_over(make_app):
    """"Daneben! Pause 0,4 s" (a press with no matching die says why it waits), "0,1 s", then
    nothing: a freeze that is over never stays on the seat as "0,0 s" (stepped on the table's
    own clock, a few milliseconds at a time)."""
    app, scene = table(make_app, ["keyboard1", "keyboard2"])
    m = scene.match
    assert until(app, scene, lambda: m.phase == "race")
    press(app, pygame.K_s)    # a luck die to the tray before rolling: frozen
    until_ = scene.frozen_view[0][1]
    shown = []
    while scene.clock < until_ + 0.2:
        said = scene.station_painter.status(0, scene.time)
        if said is not None and said[0] == "frozen":
            shown.append((said[1], until_ - scene.clock))
        app.step(1 / 240)
    assert shown, "the freeze is shown"
    assert all(left > 0 for _, left in shown), "only while the freeze lasts"
    assert not [t for t, _ in shown if "0,0" in t], "never 0,0 s"
    assert shown[-1][0] == "Daneben! Pause 0,1 s", shown[-3:]
    assert scene.station_painter.status(0, scene.time) is None or \
        scene.station_painter.status(0, scene.time)[0] != "frozen"


def test_countdown_luck_die_stop_and_last_rolls_are_shown(make_app, tmp_path):
    throws = [[HAMSA], [HAMSA, HAMSA, HAMSA], [CLOVER, PIG, CAT], [CLOVER, PIG, CAT], [CLOVER, PIG, CAT]]
    match = ww.Match(2, ww.Rules(), ScriptedDice(throws))
    app, scene = table(make_app, ["keyboard1", "keyboard2"], match=match)
    m = scene.match
    assert until(app, scene, lambda: m.phase == "countdown" and m.go_at - scene.clock < 1.5)
    assert scene.countdown == (m.go_at, 3.0)
    app.draw()
    assert until(app, scene, lambda: scene.luck_parked_at is not None and scene.time > scene.luck_parked_at)
    assert scene.tray.die(scene.luck_id).face == HAMSA and scene.tray.die(scene.luck_id).kind == "luck"
    assert until(app, scene, lambda: m.phase == "race")
    press(app, pygame.K_e)
    for _ in range(3):
        press(app, pygame.K_s, frames=10)
    assert m.phase == "last_rolls"
    assert until(app, scene, lambda: not scene.flights.moving(scene.time), seconds=2), "the last die lands"
    assert scene.seen.stopper == 0 and scene.stop_at is not None
    assert scene.rolls_view[1] == 3
    app.draw()
    pygame.image.save(app.screen, str(tmp_path / "stop.png"))
    for left in (2, 1, 0):
        press(app, pygame.K_o, frames=80)
        assert scene.rolls_view[1] == left or m.phase == "round_over"
    assert m.phase == "round_over"
    title, rows, _ = scene.round_panel
    assert title == "Runde 1 vorbei"
    assert rows[0][:2] == ("Anna", "+1 · „Stopp!“") and rows[0][3] == 1, "the card tells the coasters so far"
    assert rows[1][:2] == ("Ben", "noch 3 Würfel") and rows[1][3] == 0
    step(app, 260)
    app.draw()
    pygame.image.save(app.screen, str(tmp_path / "round_end.png"))
    assert scene.seen.won[0] == 1 and scene.seen.coaster[0] == m.coaster[0]


def test_dice_fly_to_the_tray_and_the_neighbours_coaster_and_stay_there(make_app):
    # coaster 0 is clover/pig: Anna sends a clover left, a pig right (both to Ben with two seats)
    throws = [[HAMSA], [HAMSA, CLOVER, PIG]]
    app, scene = table(make_app, ["keyboard1", "keyboard2"], match=ww.Match(2, ww.Rules(), ScriptedDice(throws)))
    m = scene.match
    assert until(app, scene, lambda: m.phase == "race")
    press(app, pygame.K_e)
    press(app, pygame.K_s)
    press(app, pygame.K_a)
    tray_die, ben_die = m.tray[0], m.on_coaster[1][0]
    assert scene.dice[tray_die].flight is not None, "flies in an arc, does not jump"
    step(app, 120)
    v = scene.dice[tray_die]
    assert v.flight is None and scene.tray.rect.collidepoint(v.x, v.y)
    w = scene.dice[ben_die]
    cx, cy = scene.stations[1].coaster
    assert (w.x - cx) ** 2 + (w.y - cy) ** 2 < 45 ** 2, "on Ben's coaster"
    check_dice(scene)


# ---------------------------------------------------------------------------------- bots


def watch_bot_reactions(app, scene, rounds: int) -> dict:
    """Step the table frame by frame with its simulated clock until `rounds` rounds are over;
    note (on the match clock) every press, when each roll's dice came to rest on screen, when
    each round's luck die was thrown and lay still, and when "Los!" and "Stopp!" showed (the match
    clock waits while a round's result is up, so the table's time maps onto it anew each step)."""
    seen = {"presses": [], "rests": [], "luck": [], "calls": []}
    original = scene.queue

    def spy(events):
        original(events)
        for e in events:
            if isinstance(e, (ww.Rolled, ww.DieMoved, ww.WrongPress)):
                seen["presses"].append((e.seat, e.t, type(e).__name__))
            if isinstance(e, ww.Rolled):
                flights = [scene.dice[d].flight for d in e.dice]
                seen["rests"].append((e.seat, e.t, max(f.t0 + f.dur for f in flights) + scene.clock_lead))
            if isinstance(e, ww.LuckRolled):
                seen["luck"].append([scene.clock, None])      # thrown now, lies still when?
            if isinstance(e, (ww.Go, ww.StopCalled)):
                seen["calls"].append([e.t, None, getattr(e, "seat", None)])   # shown when?

    scene.queue = spy
    shown = (None, None)
    rolling = False
    m = scene.match
    for _ in range(120 * 120):
        app.step(1 / 120)
        if rolling and not scene.luck_parking:
            seen["luck"][-1][1] = scene.time + scene.clock_lead
        rolling = scene.luck_parking
        calls = (scene.go_at_time, scene.stop_at)
        for now, before in zip(calls, shown, strict=True):
            if now is not None and now != before:
                seen["calls"][-1][1] = now + scene.clock_lead
        shown = calls
        if m.is_over or m.round > rounds:
            break
    return seen


def test_bots_at_the_fastest_speed_react_only_to_dice_that_have_come_to_rest(make_app):
    """With the real table clock: every bot press comes at least 0.25 s after what it reacts
    to was on screen (its own dice at rest and the luck die lying still, or the "Los!" and
    "Stopp!" calls), and at least 0.18 s after its previous press, at bot speed 8."""
    from game.wurf_und_weg.bots import MIN_GAP, MIN_LOOK

    app, scene = table(make_app, ["bot:hard"] * 3, seed=5, config=FAST + "[general]\nbot_speed = 8.0\n")
    seen = watch_bot_reactions(app, scene, rounds=3)
    presses, eps = seen["presses"], 1e-9
    assert len(seen["rests"]) > 20 and len(seen["calls"]) >= 4
    assert all(shown is not None for _, shown, _ in seen["calls"])

    def first_press_after(seat, t):
        return min((p for s, p, _ in presses if s == seat and p > t), default=None)

    for seat, rolled, rest in seen["rests"]:
        thrown, still = max((x for x in seen["luck"] if x[0] <= rolled), key=lambda x: x[0])
        readable = max(rest, still)                 # its own dice and the round's luck die
        nxt = first_press_after(seat, rolled)
        assert nxt is None or nxt >= readable + MIN_LOOK - eps, (seat, rolled, readable, nxt)
    for called, shown, stopper in seen["calls"]:
        for seat in set(range(3)) - {stopper}:
            assert not [p for s, p, _ in presses if s == seat and called < p < shown], \
                "no press while the call waits to show"
            nxt = first_press_after(seat, called)
            assert nxt is None or nxt >= shown + MIN_LOOK - eps, (seat, shown, nxt)
    for seat in range(3):
        times = [p for s, p, _ in presses if s == seat]
        gaps = [b - a for a, b in zip(times, times[1:], strict=False) if b != a]
        assert gaps and min(gaps) >= MIN_GAP - eps


# ---------------------------------------------------------------------------------- whole games


def test_six_bots_play_a_whole_game_headless_to_the_results(make_app):
    from scenes.screens.results import ResultsScene

    app, scene = table(make_app, ["bot:hard", "bot:normal", "bot:easy", "bot:hard", "bot:normal", "bot:easy"])
    assert until(app, scene, lambda: isinstance(app.top, ResultsScene), seconds=400, draw_every=8)
    results = app.top
    assert scene.match.is_over
    assert sum(len(g) for g in results.ranking) == 6
    winner = results.ranking[0][0]
    assert results.figures[winner]["coasters_won"] == 3


def test_dice_sprites_are_conserved_and_always_drawn(make_app):
    app, scene = table(make_app, ["bot:hard", "bot:normal", "bot:easy", "bot:hard", "bot:normal", "bot:easy"], seed=11)
    m = scene.match
    phases = set()
    for i in range(120 * 40):
        app.step(1 / 120)
        check_dice(scene)
        phases.add(m.phase)
        if i % 6 == 0:
            app.draw()
            assert scene.drawn_dice == ww.DICE_COUNT, "six seats: all 18 dice are on the table"
        if m.is_over:
            break
    assert {"countdown", "race", "last_rolls", "round_over"} <= phases


def test_box_dice_are_hidden_but_accounted_for_with_fewer_seats(make_app):
    app, scene = table(make_app, ["keyboard1", "bot:hard", "bot:easy"])
    m = scene.match
    for i in range(120 * 15):
        app.step(1 / 120)
        check_dice(scene)
        if i % 10 == 0:
            app.draw()
            assert scene.drawn_dice + len(m.box) == ww.DICE_COUNT


COUCHES = {
    "four_people_and_two_bots": ["keyboard1", "keyboard2", "keyboard3", "keyboard4", "bot:hard", "bot:easy"],
    "two_people": ["keyboard1", "keyboard2"],
    "two_people_and_two_bots": ["keyboard1", "keyboard2", "bot:hard", "bot:easy"],
}


@pytest.mark.parametrize("couch", sorted(COUCHES))
def test_people_at_the_keyboard_play_a_full_game_with_bots(make_app, couch):
    """Everyone at the keyboard presses real keys (a simple couch policy) at once."""
    from scenes.screens.results import ResultsScene

    kinds = COUCHES[couch]
    people = [i for i, k in enumerate(kinds) if k.startswith("keyboard")]
    app, scene = table(make_app, kinds, seed=3)
    m = scene.match
    next_press = [0.0] * len(kinds)
    presses = 0
    for i in range(120 * 400):
        if isinstance(app.top, ResultsScene):
            break
        for seat in people:
            if scene.clock < next_press[seat] or m.phase not in ("race", "last_rolls"):
                continue
            roll, tray, left, right = KEYS[kinds[seat]]
            movable = m.movable(seat)
            code = tray if "tray" in movable else left if "left" in movable else right if "right" in movable \
                else roll if m.legal_actions(seat, scene.clock) else None
            if code is not None:
                app.dispatch(key(code))
                app.dispatch(key(code, up=True))
                presses += 1
                next_press[seat] = scene.clock + 0.35
        app.step(1 / 120)
        if i % 8 == 0 and app.top is scene:
            app.draw()
    assert isinstance(app.top, ResultsScene)
    assert presses > 10 * len(people)
    figures = app.top.figures
    assert all(figures[seat]["dice_sent"] > 0 for seat in people), "every person's keys moved dice"
    assert sum(len(g) for g in app.top.ranking) == len(kinds)


# ---------------------------------------------------------------------------------- pictures


def test_a_screenshot_of_the_race_is_not_blank(make_app, tmp_path):
    app, scene = table(make_app, ["keyboard1", "keyboard2", "keyboard3", "keyboard4", "bot:normal", "bot:hard"])
    m = scene.match
    assert until(app, scene, lambda: m.phase == "race" and scene.clock > m.go_at + 1.0, draw_every=4)
    app.draw()
    path = tmp_path / "race.png"
    pygame.image.save(app.screen, str(path))
    shot = pygame.image.load(str(path))
    colours = {tuple(shot.get_at((x, y))) for x in range(0, 1280, 16) for y in range(0, 720, 16)}
    assert len(colours) > 300
    assert shot.get_bounding_rect().w == 1280


def test_english_table_texts_exist_too(make_app):
    app, scene = table(make_app, ["keyboard1", "keyboard2"], config=FAST + '\n[general]\nlanguage = "en"\n')
    assert scene.t.lang == "en"
    assert until(app, scene, lambda: scene.match.phase == "race", draw_every=4)
    app.draw()
    assert scene.t("wurf_und_weg.table.round", round=2) == "Round 2"


# ---------------------------------------------------------------------------------- what has landed


def landed(app, scene, seconds=3.0) -> bool:
    """Run until nothing is in the air and nothing waits for it."""
    return until(app, scene, lambda: not scene.flights.moving(scene.time) and not scene.cues, seconds=seconds)


def test_a_die_counts_on_the_neighbours_coaster_and_in_the_tray_only_once_it_lands(make_app):
    # coaster 0 is clover/pig: Anna's clover goes left, to Ben
    throws = [[HAMSA], [HAMSA, CLOVER, PIG]]
    app, scene = table(make_app, ["keyboard1", "keyboard2"], match=ww.Match(2, ww.Rules(), ScriptedDice(throws)))
    m = scene.match
    assert until(app, scene, lambda: m.phase == "race")
    press(app, pygame.K_e)
    assert landed(app, scene)
    for code, where, seat in ((pygame.K_a, "coaster", 1), (pygame.K_s, "tray", None)):
        app.dispatch(key(code))
        app.dispatch(key(code, up=True))
        step(app)                                    # the engine moves the die in this step
        die = m.on_coaster[1][0] if where == "coaster" else m.tray[0]
        flight = scene.dice[die].flight
        assert flight is not None
        lands_at = flight.t0 + flight.dur
        frames = []
        while scene.time < lands_at + 0.1:
            app.draw()
            shown = scene.seen.on_coaster(1) if where == "coaster" else scene.seen.in_tray()
            frames.append((scene.time >= lands_at, shown, scene.lying()[(where, seat)]))
            step(app)
        in_air = [f for f in frames if not f[0]]
        down = [f for f in frames if f[0]]
        assert len(in_air) > 10 and down
        assert all(f[1:] == (0, 0) for f in in_air), f"while the die flies the {where} shows none: {in_air}"
        assert all(f[1:] == (1, 1) for f in down), f"the {where} counts it from the frame it lands: {down}"


def stop_by_anna(make_app):
    """Anna throws three luck symbols and puts them in the tray: "Stopp!" after the third."""
    throws = [[HAMSA], [HAMSA, HAMSA, HAMSA], [CLOVER, PIG, CAT], [CLOVER, PIG, CAT], [CLOVER, PIG, CAT]]
    app, scene = table(make_app, ["keyboard1", "keyboard2"], match=ww.Match(2, ww.Rules(), ScriptedDice(throws)))
    m = scene.match
    assert until(app, scene, lambda: m.phase == "race")
    press(app, pygame.K_e)
    assert landed(app, scene)
    for _ in range(2):
        press(app, pygame.K_s)
        assert landed(app, scene)
    return app, scene


def test_stopp_is_called_when_the_last_die_has_landed_not_when_it_leaves_the_hand(make_app):
    from scenes.ui import text

    app, scene = stop_by_anna(make_app)
    m = scene.match
    stop = scene.t("wurf_und_weg.call.stop")
    app.dispatch(key(pygame.K_s))
    app.dispatch(key(pygame.K_s, up=True))
    step(app)
    assert m.phase == "last_rolls" and m.stopper == 0, "the engine has the call at once"
    last = scene.dice[m.tray[-1]].flight
    lands_at = last.t0 + last.dur
    frames = []
    seen = text.watch()
    try:
        while scene.time < lands_at + 0.2:
            seen.clear()
            app.draw()
            frames.append((scene.time >= lands_at, stop in seen, scene.seen.stopper))
            step(app)
    finally:
        text.unwatch()
    in_air = [f for f in frames if not f[0]]
    down = [f for f in frames if f[0]]
    assert len(in_air) > 10 and down
    assert not any(f[1] for f in in_air), "no \"Stopp!\" while Anna's last die is still in the air"
    assert all(f[2] is None for f in in_air)
    assert down[0][1] and down[0][2] == 0, "\"Stopp!\" the frame the last die lies in the tray"
    assert scene.rolls_view[1] == 3


def test_a_won_coaster_counts_on_the_winners_pile_when_it_lands_there(make_app):
    app, scene = stop_by_anna(make_app)
    m = scene.match
    press(app, pygame.K_s)                 # "Stopp!"
    assert landed(app, scene)
    for _ in range(2):
        press(app, pygame.K_o, frames=80)  # Ben's last rolls: no luck symbol
    press(app, pygame.K_o)                 # the last one ends the round
    assert m.phase == "round_over" and len(m.won[0]) == 1, "the engine has given Anna the coaster"
    spot = tuple(round(c) for c in scene.station_painter.won_spot(0, 0))
    app.draw()
    empty = app.screen.get_at(spot)
    frames = []
    for _ in range(int(4 * 120)):
        flight = next((f for f in scene.flights.coasters if f.land == "won"), None)
        frames.append((flight, scene.seen.won[0]))
        if flight is None and scene.seen.won[0] == 1:
            break
        step(app)
    flying = [f for f in frames if f[0] is not None]
    assert flying, "the coaster flies to Anna's pile"
    assert all(won == 0 for _, won in frames[:-1]), "Anna's pile shows no won coaster before it lands"
    arrival = flying[-1][0].t0 + flying[-1][0].dur
    assert frames[-1][1] == 1 and scene.time >= arrival, "it counts from the moment it lands"
    app.draw()
    assert app.screen.get_at(spot) != empty, "Anna's pile now shows the coaster"
    assert scene.round_panel is not None and scene.seen.winners == {0}


def test_once_every_die_lies_still_the_table_shows_what_the_engine_has(make_app):
    app, scene = table(make_app, ["bot:hard", "bot:normal", "bot:easy", "bot:hard"], seed=5)
    m = scene.match
    still = 0
    for i in range(120 * 60):
        app.step(1 / 120)
        seen = scene.seen
        assert sum(seen.counts.values()) == ww.DICE_COUNT, "every die counts somewhere, once"
        if i % 8 == 0:
            app.draw()
        if scene.flights.moving(scene.time) or scene.cues:
            continue
        still += 1
        for seat in range(m.seats):
            assert seen.in_hand(seat) == len(m.hand[seat]) and seen.on_coaster(seat) == len(m.on_coaster[seat])
            assert seen.won[seat] == len(m.won[seat]) and seen.coaster[seat] == m.coaster[seat]
        assert seen.in_tray() == len(m.tray) and seen.pile == len(m.pile)
        assert seen.phase == m.phase and seen.stopper == m.stopper
        if m.is_over:
            break
    assert still > 100


def test_skipping_the_animation_lands_every_die_and_shows_what_waited_for_it(make_app):
    app, scene = stop_by_anna(make_app)
    app.dispatch(key(pygame.K_s))
    app.dispatch(key(pygame.K_s, up=True))
    step(app)
    assert scene.busy() and scene.seen.stopper is None, "the last die is still in the air"
    scene.skip_animation()
    assert scene.seen.stopper == 0 and scene.stop_at == scene.time
    assert scene.seen.in_tray() == 3 and scene.seen.dice_of(0) == 0
    assert not scene.flights.moving(scene.time) and not scene.cues and not scene.busy()
    check_dice(scene)


def test_the_floor_painted_in_parts_is_the_picture_a_whole_repaint_gives(make_app):
    """Coasters won, key strips for a new luck symbol, the pile shrinking: the cached floor
    under the dice, painted again only where it changed, never leaves a trace of before."""
    from scenes.tables.wurf_und_weg.floor import Floor

    app, scene = table(make_app, ["bot:hard", "bot:normal", "bot:easy", "bot:hard", "bot:normal", "bot:easy"], seed=5)
    compared, before = 0, None
    for _ in range(120 * 60):
        app.step(1 / 120)
        if app.top is not scene:
            break
        keys = scene.floor_cache.part_keys()
        if keys == before:
            continue
        before = keys
        cached, words = scene.floor()
        whole, whole_words = Floor(scene).picture()
        assert pygame.image.tobytes(cached, "RGB") == pygame.image.tobytes(whole, "RGB")
        assert sorted(t for said in words.parts.values() for t in said.texts) == \
            sorted(t for said in whole_words.parts.values() for t in said.texts)
        compared += 1
    assert compared >= 10, "the floor changed often enough to be compared"


def test_a_coaster_turning_over_in_flight_never_shows_as_a_thin_line():
    """A won coaster turns over on its way to its winner's pile: at every moment of its flight
    it reads as a coaster (at least a quarter as wide as it is high), never as a stray line
    above the station (the edge-on frame drew a 1 px stroke)."""
    from scenes.tables.wurf_und_weg.flights import COASTER_FLY, CoasterFlight
    from scenes.tables.wurf_und_weg.layout import COASTER_D, WON_D, station_layout, won_spot
    from scenes.tables.wurf_und_weg.sprites import draw_coaster_flights

    stations = station_layout(4)
    st = stations[1]
    flight = CoasterFlight(3, 1, st.coaster, won_spot(st, 3, 0), COASTER_D, WON_D, True, False, 0.0,
                           COASTER_FLY, "won")
    for k in range(121):
        now = COASTER_FLY * k / 120
        surface = pygame.Surface((1280, 720), pygame.SRCALPHA)
        draw_coaster_flights(surface, [flight], stations, now)
        box = surface.get_bounding_rect(min_alpha=40)
        if box.h == 0:
            continue          # (nothing drawn at all is no stray line either)
        assert box.w * 4 >= box.h - 2, (round(now, 3), box)


def test_each_round_counts_down_3_2_1_and_no_bot_rolls_before_a_newcomer_could(make_app):
    """With the rules' own countdown, rounds 1 and 2 both start with 3, 2, 1 big in the tray
    (about a second each) over the whole start call in one line; after "Los!" shows no bot
    presses sooner than a newcomer's reaction."""
    from game.wurf_und_weg.bots import FIRST_PRESS_NOT_BEFORE
    from scenes.tables.wurf_und_weg.layout import TRAY_RECT

    app, scene = table(make_app, ["bot:hard", "bot:normal", "bot:easy"], seed=5, config="")
    m = scene.match
    shown: dict[int, dict[int, float]] = {}        # round -> number -> seconds it showed
    lines = set()
    for _ in range(60 * 120):
        app.step(1 / 120)
        app.draw()
        number, drawn = scene.hud.countdown_value, scene.hud.countdown_drawn
        if number is not None:
            shown.setdefault(m.round, {}).setdefault(number, 0.0)
            shown[m.round][number] += 1 / 120
        if drawn is not None:      # (the words wait while the luck die rolls where they stand)
            _number, lit, line = drawn
            lines.add(lit)
            assert TRAY_RECT.contains(line), "the start call stands whole inside the tray"
        if m.round > 2:
            break
    for round_no in (1, 2):
        assert sorted(shown[round_no]) == [1, 2, 3], round_no
        assert all(0.9 <= seconds <= 1.1 for seconds in shown[round_no].values()), shown
    assert "Auf die Deckel, fertig," in lines and "Auf die Deckel," in lines

    app, scene = table(make_app, ["bot:hard"] * 2 + ["bot:normal"] * 2, seed=9, config="")
    seen = watch_bot_reactions(app, scene, rounds=3)
    los = [shown_at for _, shown_at, stopper in seen["calls"] if stopper is None]
    assert len(los) >= 3
    for go in los:
        first = min(p for _, p, _ in seen["presses"] if p > go - 1e-9)
        assert first >= go + FIRST_PRESS_NOT_BEFORE - 1e-9, (go, first)


def test_continuing_a_killed_race_shows_the_same_dice_in_the_tray_and_on_the_coasters(make_app):
    """Bots race, the window closes mid-round, the game is continued: the tray holds the same
    dice showing the luck symbol, and each coaster the same dice with the symbols they showed."""
    from scenes.screens.menu import MenuScene

    def shown(scene):
        m = scene.match
        tray = sorted((d, scene.dice[d].face) for d in m.tray)
        coasters = [sorted((d, scene.dice[d].face) for d in m.coaster_dice_of(s)) for s in range(m.seats)]
        return tray, coasters

    def still(scene):
        m = scene.match
        places = scene.flights.places()
        return (m.phase == "race" and len(m.tray) >= 2 and any(m.coaster_dice_of(s) for s in range(m.seats))
                and not scene.flights.moving(scene.time)
                and all(places[d][0] == "tray" for d in m.tray))

    app = make_app()
    app.reset_to(MenuScene(app))
    seats = [Seat(n, f"bot:{lvl}") for n, lvl in zip(("Anna", "Ben", "Clara"), ("hard", "normal", "easy"), strict=True)]
    scene = app.routes.table(INFO, seats, 9)
    app.push(scene)
    assert until(app, scene, lambda: still(scene), seconds=120)
    before = shown(scene)
    assert all(face == scene.match.luck + 1 for _d, face in before[0])
    app.quit()                                  # the window closes mid-round
    state = scene.match.to_dict()

    app2 = make_app()
    app2.options.data_dir = app.data_folder
    app2.reset_to(MenuScene(app2))
    app2.top.resume()
    again = app2.top
    assert again.is_table, app2.notices
    assert again.match.to_dict() == state, "the engine keeps the tray and the coasters"
    assert shown(again) == before, "the same dice, showing the same symbols"
    assert sorted(d for d, (place, _o) in again.flights.places().items() if place == "tray") == sorted(state["tray"])


def test_a_continued_game_ignores_garbage_in_the_kept_coaster_symbols(make_app):
    app, scene = table(make_app, ["bot:hard", "bot:easy"])
    faces = [v.face for v in scene.dice]
    for junk in (None, 7, "x", [None], [{"coaster_faces": "x"}], [{"coaster_faces": [[1, 99], [True, 2], [3],
                                                                                     ["a", 1], [-1, 2]]}]):
        scene.resumed(junk)
    assert [v.face for v in scene.dice] == faces, "nothing that is not a die on a coaster with a face 1-6 changes a die"
    step(app, 10)
    app.draw()
