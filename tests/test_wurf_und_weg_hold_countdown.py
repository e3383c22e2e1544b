"""A new Wurf & Weg game waits once before the first roll: from the table's first frame one big
count runs down in the tray ("5 … 4 … 3 … 2 … 1") and ends in "los!" (the table's short hold
and round 1's countdown are the same count, never a second one after a first), while the luck
die falls and lands. The rules card stands with it: large in the middle, the count on it, while
the table holds still, then beside the tray, over no station, no tray and no die. A
person's roll is refused before "los!" and taken at once after it, within about five seconds of
the table's clock at the default settings; each person's station shows their roll key ready
("Gleich würfeln: E") through the count, and from the frame "los!" shows, with no gap, the
table asks them to roll with that key ("Würfeln mit E") until their first roll. Both
languages, 2-6 seats."""

from __future__ import annotations

import pygame
import pytest
from helpers import press
from test_wurf_und_weg_sofa import HUMAN_KEYS, LONGEST

from game.games import game_by_name
from game.seats import Seat
from scenes.tables.wurf_und_weg.layout import COASTER_D, TRAY_RECT

SEATINGS = [["keyboard1", "bot:normal"], ["keyboard1", "keyboard2", "bot:hard"],
            ["keyboard1", "bot:normal", "keyboard4", "bot:easy"], ["keyboard1"] + ["bot:normal"] * 4,
            ["keyboard1", "keyboard2", "keyboard3", "keyboard4", "bot", "bot:easy"]]
STEP = 1 / 120


def default_table(make_app, kinds, lang):
    """A new game at the default settings (the countdown's and the dice's speed untouched)."""
    app = make_app("")
    app.set_language(lang)
    seats = [Seat(LONGEST[i], k) for i, k in enumerate(kinds)]
    scene = app.routes.table(game_by_name("wurf_und_weg"), seats, 5)
    app.push(scene)
    return app, scene


def rolled(m, seat: int) -> bool:
    """Whether the seat's dice show symbols: it has rolled this round."""
    return any(sym is not None for _d, sym in m.hand_of(seat))


def covered_things(scene) -> list[tuple[str, pygame.Rect]]:
    things = [("tray", TRAY_RECT), *(("station", st.rect) for st in scene.stations)]
    things += [("luck die", scene.tray.drawn_rect(i)) for i in scene.tray.ids if scene.tray.pose(i)[4] > 0]
    for v in scene.flights.dice:
        x, y, _a, size, _h, _f, alpha = v.pose(scene.time)
        if alpha > 0:
            things.append(("die", pygame.Rect(x - size / 2, y - size / 2, size, size)))
    for st in scene.stations:
        coaster = pygame.Rect(0, 0, COASTER_D, COASTER_D)
        coaster.center = st.coaster
        things.append(("coaster", coaster))
    return things


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("kinds", SEATINGS, ids=lambda k: f"{len(k)}seats")
def test_one_count_from_the_first_frame_ends_in_los_and_the_first_roll(make_app, lang, kinds):
    app, scene = default_table(make_app, kinds, lang)
    hud, stations, m = scene.hud, scene.station_painter, scene.match
    ready = scene.t("wurf_und_weg.table.ready_roll")
    counted: list[int] = []
    frames = 0
    tried_early = False
    while scene.seen.phase != "race":
        app.draw()
        value = hud.countdown_value
        assert value is not None, (frames, "the wait shows its count every frame")
        if not counted or counted[-1] != value:
            counted.append(value)
        card = hud.intro_drawn
        assert card is not None, "the rules card stands through the count"
        if frames % 30 == 0 and hud.splash() is not None:     # the hold: the count on the card, mid-table
            assert card.contains(hud.countdown_number), (lang, len(kinds), "the count on the card")
            for what, rect in covered_things(scene):
                assert what == "tray" or not card.colliderect(rect), (lang, len(kinds), what, card, rect)
        elif frames % 30 == 0:
            for what, rect in covered_things(scene) + [("count", hud.countdown_number)]:
                assert rect is None or not card.colliderect(rect), (lang, len(kinds), what, card, rect)
        if frames % 30 == 0:
            for seat, st in enumerate(scene.seats):
                said = stations.status(seat, scene.time)
                if st.is_human and seat not in scene.refusals:
                    assert said is not None and said[:2] == ("ready:roll", ready), (seat, said)
        if value == 1 and not tried_early and m.phase == "countdown":
            press(app, HUMAN_KEYS[0][0], frames=0)     # a roll before "los!": refused
            tried_early = True
        app.step(STEP)
        frames += 1
        assert frames < 20 * 120, "the count ends"
    assert counted == [5, 4, 3, 2, 1], ("one count, never two", counted)
    assert tried_early and not rolled(m, 0), "no roll before \"los!\""
    assert frames * STEP <= 5.0 + 0.05, ("from the first frame to \"los!\"", frames * STEP)
    assert scene.luck_parked_at is not None and scene.luck_parked_at <= scene.time, "the luck die has landed"
    app.draw()
    assert hud.intro_drawn is None, "the card goes with \"los!\""
    for seat, st in enumerate(scene.seats):
        said = stations.status(seat, scene.time)
        if st.is_human and seat not in scene.refusals:
            assert said is not None and said[0] == "prompt:roll", (seat, said)
            assert stations.status_caps.get(seat) == "roll", "the roll key's cap ends the line"
    scene.refusals.clear()
    before = m.now
    press(app, HUMAN_KEYS[0][0], frames=1)              # the first roll, right after "los!"
    assert rolled(m, 0) and m.now - before < 0.05, "taken at once"
    app.draw()
    said = stations.status(0, scene.time)
    assert said is None or said[0] != "prompt:roll", "the line goes with the person's first roll"
    for seat, st in enumerate(scene.seats):
        if st.is_human and seat != 0 and seat not in scene.refusals:
            assert stations.status(seat, scene.time)[0] == "prompt:roll", "the others' keys still stand there"
