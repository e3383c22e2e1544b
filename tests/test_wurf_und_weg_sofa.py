"""The Wurf & Weg table from the sofa: every word and key readable (at least `READABLE` px at
1280x720) with six long names in both languages; a refused press, the freeze, the last rolls
and "+1" in each seat's own status line, never over a die, any seat's keys or another
seat's station; English that is English; and nobody left waiting silently: a person the last
rolls wait for is named with their key within 2 s, and again, visibly, after 10 s of nothing."""

from __future__ import annotations

import os

import pygame
import pytest
from helpers import key, press, texts_drawn

from game.dice import ScriptedDice, SeededDice
from game.games import game_by_name
from game.seats import Seat
from game.wurf_und_weg import match as ww
from scenes.ui import text
from scenes.ui.seat_panel import key_label

WURF = game_by_name("wurf_und_weg")
FAST = "[wurf_und_weg]\ncountdown = 1.0\nround_pause = 1.0\n"
LONGEST = ["WWWWWWWWWWWWWWWW", "Jürgen Größe-Übe", "M" * 16, "Ärmelkanal-Ölige", "WMWMWMWMWMWMWMWM", "Ü" * 16]
PEOPLE_AND_BOTS = ["keyboard1", "keyboard2", "keyboard3", "keyboard4", "bot:hard", "bot:normal"]
CLOVER, PIG, CAT, PENNY, HORSESHOE, HAMSA = 1, 2, 3, 4, 5, 6
HUMAN_KEYS = {   # roll, tray, left, right of keyboard1-4 (config.toml defaults)
    0: (pygame.K_e, pygame.K_s, pygame.K_a, pygame.K_d),
    1: (pygame.K_o, pygame.K_k, pygame.K_j, pygame.K_l),
    2: (pygame.K_PAGEDOWN, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT),
    3: (pygame.K_KP9, pygame.K_KP5, pygame.K_KP4, pygame.K_KP6),
}


def ww_table(make_app, kinds, names, lang="en", match=None, seed=5):
    from scenes.tables.wurf_und_weg.table import TableScene

    app = make_app(FAST)
    app.set_language(lang)
    seats = [Seat(names[i], k) for i, k in enumerate(kinds)]
    scene = TableScene(app, WURF, seats, seed, match=match) if match else app.routes.table(WURF, seats, seed)
    app.push(scene)
    return app, scene


def until(app, pred, seconds=30.0, each=None):
    for _ in range(int(seconds * 120)):
        if pred():
            return True
        app.step(1 / 120)
        if each is not None:
            each()
    return pred()


def fresh_caches() -> None:
    """Empty the picture caches: every text on screen is rendered (and its size seen) afresh."""
    from scenes.tables.wurf_und_weg import pictures
    from scenes.ui import layout, seat_panel

    for cached in (seat_panel.keycap_image, layout.block, pictures.outlined, pictures.pill, pictures.elided,
                   pictures.mini_cap):
        cached.cache_clear()


def dice_rects(scene) -> list[pygame.Rect]:
    """Where the dice lying still were drawn in the last frame (a little larger than the die)."""
    out = []
    for d in scene.drawn_lying:
        v = scene.flights.dice[d]
        r = pygame.Rect(0, 0, round(v.size * 1.1), round(v.size * 1.1))
        r.center = (round(v.x), round(v.y))
        out.append(r)
    return out


def in_status_place(scene, seat: int) -> bool:
    """The seat's status line shows in its place: the bottom of its hand's felt or, when too
    long for one line, on two grown up into the felt (never over the name bar)."""
    r = scene.station_painter.status_drawn[seat]
    return scene.stations[seat].status.contains(r) or scene.station_painter.tall_rect(seat).contains(r)


def assert_status_in_its_place(scene) -> int:
    """Every status line drawn last frame lies in its own seat's place: not over a die, any
    key strip or another seat's station. Returns how many were drawn."""
    painter = scene.station_painter
    dice = dice_rects(scene)
    for seat, r in painter.status_drawn.items():
        assert scene.stations[seat].rect.contains(r), (seat, r)
        assert r.collidelist(dice) == -1, f"seat {seat}'s status {r} lies over a die"
        for other, st in enumerate(scene.stations):
            assert not r.colliderect(st.strip), f"seat {seat}'s status over seat {other}'s keys"
            if other != seat:
                assert not r.colliderect(st.rect), f"seat {seat}'s status over seat {other}'s station"
    return len(painter.status_drawn)


# ------------------------------------------------------------------------------ legibility


@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_text_on_the_table_is_under_the_floor_with_six_long_names(make_app, lang):
    """Four people and two bots with the longest names through a round: the countdown, the
    race, refusals and a freeze, "Stopp!", the last rolls with their prompts, the round's end.
    Every text drawn (names, counts, key caps, calls, status lines, the round's panel) is at
    least READABLE px, and the key strips' symbols are pictures of READABLE px or more."""
    app, scene = ww_table(make_app, PEOPLE_AND_BOTS, LONGEST, lang)
    fresh_caches()
    scene._bg = None
    scene.floor_cache.forget()
    sizes = text.watch_sizes()
    frame = [0]

    def draw():
        frame[0] += 1
        if frame[0] % 6 == 0:
            app.draw()

    try:
        app.draw()                                # the new game's intro first
        assert until(app, lambda: scene.match.phase == "countdown", 10, draw)
        press(app, HUMAN_KEYS[0][1])              # before "los!": refused, in Anna's status line
        app.draw()
        assert scene.station_painter.status_drawn.get(0)
        m = scene.match
        assert until(app, lambda: m.phase == "race", 10, draw)
        press(app, HUMAN_KEYS[1][1])              # a wrong press: frozen, the timer in the status
        app.draw()
        assert scene.station_painter.status(1, scene.time)[0] == "frozen"
        assert until(app, lambda: m.phase == "last_rolls", 60, draw), "a bot calls \"Stopp!\""
        assert until(app, lambda: len(scene.prompts.active) == 4, 4, draw), "each person is asked to roll"
        app.draw()
        for seat in range(4):                     # the people use their last rolls
            for _ in range(3):
                if m.phase == "last_rolls" and m.rolls_left[seat] and m.dice_count(seat):
                    press(app, HUMAN_KEYS[seat][0], frames=80)
                    app.draw()
                if "tray" in m.movable(seat):
                    press(app, HUMAN_KEYS[seat][1], frames=40)
        for seat in range(4):                     # every luck symbol still in a hand put away
            for _ in range(4):
                if m.phase == "last_rolls" and "tray" in m.movable(seat):
                    press(app, HUMAN_KEYS[seat][1], frames=40)
        assert until(app, lambda: scene.round_panel is not None and scene.time - scene.round_panel[2] > 0.5,
                     20, draw)
        app.draw()
    finally:
        text.unwatch()
    small = sorted({(t, s) for t, s in sizes if s < text.READABLE})
    assert not small, f"drawn under {text.READABLE} px: {small[:12]}"
    texts = {t for t, _ in sizes}
    # nothing cut short on the stations (the round's card may still shorten a 16-letter "WWW…")
    assert not [t for t in texts if "…" in t and t.rstrip("…") not in "".join(LONGEST)], "nothing else is cut"
    for name in LONGEST:
        assert name in texts
    for seat in range(4):
        for action, px, _r in scene.station_painter.strip_icons(seat):
            assert px >= text.READABLE, (seat, action, px)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_number_pad_block_reads_as_number_pad_keys(make_app, lang):
    """The fourth block plays on the number pad: its caps print the digit large under a small
    picture of the pad, its prompt shows the same cap (never "Num 9" there and "9" here), and
    its station says once, readable, "Ziffernblock" / "Number pad",
    so nobody presses the top row's 9; the letter blocks' caps and stations are unchanged."""
    app, scene = ww_table(make_app, ["keyboard1", "keyboard2", "keyboard3", "keyboard4"],
                          ["Anna", "Ben", "Clara", "David"], lang)
    painter = scene.station_painter
    words = text.watch_sizes()
    try:
        assert until(app, lambda: all(painter.status(s, scene.time) for s in (0, 3)), 10)
        app.draw()
        assert until(app, lambda: scene.match.phase == "race", 10)
        press(app, HUMAN_KEYS[0][0], HUMAN_KEYS[3][0], frames=2)     # both roll: their prompts go
        assert until(app, lambda: scene.prompts.current(3) is None and scene.prompts.current(0) is None
                     and 3 not in scene.refusals and 0 not in scene.refusals, 3, app.draw)
        app.draw()
    finally:
        text.unwatch()
    shown = {t for t, _s in words}
    block = scene.t("wurf_und_weg.table.keypad_block")
    assert block == {"de": "Ziffernblock", "en": "Number pad"}[lang]
    labels = {a: label for a, label, _r, _d in painter.strip_layout(3)}
    assert labels == {"roll": "9", "to_tray": "5", "to_left": "4", "to_right": "6"}
    for action in labels:
        assert painter.keypad_digit(scene.seats[3], action) == labels[action]
        assert painter.keypad_digit(scene.seats[0], action) is None, "a letter key is no number-pad key"
    assert "Num" not in shown, "no small \"Num\" squeezed over the digits"
    assert not any(t.startswith(("Num ", "Kp", "[")) for t in shown), \
        "the number-pad key is named one way all over the table: the pad's picture and its digit"
    tag = painter.keypad_tag(3)
    assert tag is not None and tag[0] == block, "the number-pad station says so in its header"
    assert painter.keypad_tag(0) is None, "a letter station says nothing of the kind"
    assert painter.status(3, scene.time) is None, "no plate in the felt where its dice lie"
    assert any(t == block and px >= text.READABLE for t, px in words)
    assert {a: label for a, label, _r, _d in painter.strip_layout(0)} == \
        {"roll": "E", "to_tray": "S", "to_left": "A", "to_right": "D"}
    caps = {a: r for a, _label, r, _deg in painter.strip_layout(3)}
    letters = {a: r for a, _label, r, _deg in painter.strip_layout(0)}
    assert all(caps[a].size == letters[a].size for a in caps), "a number-pad cap is a letter cap's size"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 3, 4, 5, 6])
def test_the_number_pad_tag_covers_no_die_coaster_or_key(make_app, lang, count):
    """The number-pad station's "Ziffernblock" / "Number pad" tag sits in its header beside
    the name, all through the countdown and the race: it never lies over a die (in any hand,
    on any coaster), a coaster or a key strip of any station, with 2 to 6 seats."""
    kinds = ["keyboard1", "keyboard4"] + ["bot:hard"] * (count - 2)
    names = ["Anna", "Ben", "Clara", "David", "Emil", "Frida"][:count]
    app, scene = ww_table(make_app, kinds, names, lang)
    painter = scene.station_painter
    seen = [0]

    def check():
        app.draw()
        tag = painter.keypad_tag(1)
        assert tag is not None, "the number-pad station says so"
        where = tag[1]
        assert scene.stations[1].rect.contains(where)
        assert where.bottom <= scene.stations[1].rect.y + 52, "in the header"
        assert where.x >= painter.name_box(1).right, "beside the name, not over it"
        assert where.collidelist(dice_rects(scene)) == -1, "over a die"
        for st in scene.stations:
            coaster = pygame.Rect(0, 0, 110, 110)
            coaster.center = (round(st.coaster[0]), round(st.coaster[1]))
            assert not where.colliderect(coaster) and not where.colliderect(st.strip)
            assert not where.colliderect(st.felt)
        seen[0] += 1

    for _ in range(8):                       # the countdown, "los!" and the race's first seconds
        until(app, lambda: False, 0.5)
        check()
    press(app, HUMAN_KEYS[3][0], frames=60)   # the number-pad seat rolls: its dice land in its hand
    check()
    assert seen[0] == 9
    assert painter.keypad_tag(0) is None


@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_print_on_a_key_cap_is_under_20_px_at_720p(make_app, lang):
    """Four people on the four keyboard blocks: everything printed on a station's key strip
    (the caps' letters and digits, the words under them) is 20 px or more at 1280x720, and under every move key the neighbour's default name stands whole."""
    names = ["Anna", "Ben", "Clara", "David"]
    app, scene = ww_table(make_app, ["keyboard1", "keyboard2", "keyboard3", "keyboard4"], names, lang)
    assert until(app, lambda: scene.luck_face is not None and scene.match.phase == "race", 10)
    fresh_caches()
    scene.station_painter.forget_strips()
    words = text.watch_sizes()
    try:
        app.draw()
    finally:
        text.unwatch()
    painter = scene.station_painter
    for seat in range(4):
        caps = [label for _a, label, _r, _d in painter.strip_layout(seat)]
        printed = [(t, px) for t, px in words if t in caps]
        assert printed, seat
        assert all(px >= 20 for _t, px in printed), printed
        _strip, shown, _parts = painter.strip(seat)
        assert all(px >= 20 for _t, px in shown), (seat, shown)
        said = {a: w for a, w, _r in painter.strip_words(seat)}
        for action in ("to_left", "to_right"):
            whom = names[painter.neighbour(seat, action)]
            assert said[action] in (whom, scene.t("wurf_und_weg.key.word_to", name=whom)), (seat, said)
    icons = [px for a, px, _r in painter.strip_icons(3) if a != "roll"]
    assert max(icons) >= 28, "the symbols stay large beside the number-pad caps"


def test_key_strips_keep_letters_symbols_and_arrows_inside_their_station(make_app):
    app, scene = ww_table(make_app, PEOPLE_AND_BOTS, LONGEST, "de")
    assert until(app, lambda: scene.luck_face is not None and scene.match.phase == "race", 10)
    app.draw()
    for seat in range(4):
        st = scene.stations[seat]
        parts = scene.station_painter.strip_layout(seat)
        assert [a for a, *_ in parts][0] == "roll" and len(parts) == 4
        icons = scene.station_painter.strip_icons(seat)
        assert sum(1 for a, *_ in icons if a != "roll") == 6, "a symbol and an arrow for each move key"
        for _a, _label, r, _deg in parts:
            assert st.strip.contains(r)
        for _a, _px, r in icons:
            assert st.strip.contains(r)
        rects = [r for *_x, r, _d in parts] + [r for *_x, r in icons]
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), "nothing overlaps"


# ------------------------------------------------------------------------- nothing in the way


def refusals_everywhere(app, scene, keys: int) -> None:
    """Every person presses the key at index `keys` at once; one frame runs."""
    for seat in range(4):
        app.dispatch(key(HUMAN_KEYS[seat][keys]))
        app.dispatch(key(HUMAN_KEYS[seat][keys], up=True))
    app.step(1 / 120)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_refusal_never_covers_a_die_a_key_strip_or_another_station(make_app, lang):
    """The issue's case: "No die shows the luck symbol" (a tray press in the last rolls before
    rolling) for four people at once at a six-seat table, and before "los!" and in the race."""
    app, scene = ww_table(make_app, PEOPLE_AND_BOTS, LONGEST, lang, seed=11)
    m = scene.match
    assert until(app, lambda: m.phase == "countdown", 10)
    refusals_everywhere(app, scene, 1)        # before "los!"
    app.draw()
    assert assert_status_in_its_place(scene) == 4
    assert until(app, lambda: m.phase == "race", 10)
    for seat in range(4):
        press(app, HUMAN_KEYS[seat][0])       # everybody rolls
    assert until(app, lambda: not scene.flights.moving(scene.time), 3)
    refusals_everywhere(app, scene, 0)        # rolled too early again: "still rolling"
    app.draw()
    assert_status_in_its_place(scene)
    assert scene.hud.banner_drawn is not None, "the luck symbol's banner"
    assert scene.hud.banner_drawn.collidelist([st.rect for st in scene.stations]) == -1
    assert until(app, lambda: m.phase == "last_rolls", 60)
    assert until(app, lambda: not scene.flights.moving(scene.time) and scene.seen.stopper is not None, 5)
    waiting = [s for s in range(4) if m.dice_count(s) and "tray" not in m.movable(s)]
    assert waiting
    refusals_everywhere(app, scene, 1)
    app.draw()
    assert scene.hud.banner_drawn is not None, "the last rolls' banner"
    assert scene.hud.banner_drawn.collidelist([st.rect for st in scene.stations]) == -1
    said = {seat: scene.refusals[seat][0] for seat in waiting if seat in scene.refusals}
    nothing = scene.t("wurf_und_weg.table.refused.nothing_to_tray")
    assert said and all(t == nothing for t in said.values()), said
    assert assert_status_in_its_place(scene) >= len(said)
    for seat in said:
        assert in_status_place(scene, seat)


def test_the_round_winners_plus_one_and_the_last_rolls_badges_stay_in_the_status_line(make_app):
    throws = [[HAMSA], [HAMSA, HAMSA, HAMSA], [CLOVER, PIG, CAT]] + [[CLOVER, PIG, CAT]] * 4
    match = ww.Match(2, ww.Rules(), ScriptedDice(throws))
    app, scene = ww_table(make_app, ["keyboard1", "keyboard2"], ["Anna", "Ben"], "de", match=match)
    m = scene.match
    assert until(app, lambda: m.phase == "race")
    press(app, pygame.K_e, frames=60)
    for _ in range(3):
        press(app, pygame.K_s, frames=30)
    assert until(app, lambda: scene.seen.stopper == 0, 3)
    app.draw()
    assert scene.station_painter.status(0, scene.time) is None, "the big call itself stands there first"
    assert until(app, lambda: scene.station_painter.status(0, scene.time) is not None, 3)
    app.draw()
    assert scene.station_painter.status(0, scene.time)[0] == "stop"
    assert scene.station_painter.status(1, scene.time)[0] in ("rolls", "prompt:roll"), "Ben's rolls counted"
    assert_status_in_its_place(scene)
    for _ in range(3):
        press(app, pygame.K_o, frames=80)
    assert until(app, lambda: scene.round_panel is not None, 5)
    app.draw()
    assert scene.station_painter.status(0, scene.time)[0] == "won"
    assert_status_in_its_place(scene)


# --------------------------------------------------------------------------------- words


def test_english_calls_are_english():
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    with open(root / "assets" / "i18n" / "en" / "wurf_und_weg.toml", "rb") as fh:
        en = tomllib.load(fh)
    assert en["call"]["countdown"] == ["On your coasters,", "get set,", "Go!"]
    assert en["call"]["stop"] == "Stop!"

    def strings(value):
        if isinstance(value, dict):
            for v in value.values():
                yield from strings(v)
        elif isinstance(value, list):
            for v in value:
                yield from strings(v)
        else:
            yield value

    german = ("Stopp", "Deckel", "fertig", "los!", "Würf", "Glück")
    found = [s for s in strings(en) if any(g in s for g in german)]
    assert not found, found


def test_the_english_table_says_stop_and_the_countdown_in_english(make_app):
    app, scene = ww_table(make_app, ["keyboard1", "bot:hard"], ["Anna", "Bot"], "en")
    seen: set[str] = set()

    def watch():
        words = text.watch()
        app.draw()
        seen.update(words)
        text.unwatch()

    try:
        assert until(app, lambda: scene.seen.stopper is not None and scene.time - scene.stop_at > 0.2, 60, watch)
    finally:
        text.unwatch()
    assert {"On your coasters,", "get set,", "Go!", "Stop!"} <= seen
    assert not {w for w in seen if "Stopp" in w or "Deckel" in w or "los!" in w}


# ------------------------------------------------------------------ nobody waits silently


def last_rolls_for_ben(make_app, lang="en"):
    """Anna calls "Stopp!"; Ben (keyboard2), who never rolled, has his three last rolls."""
    throws = [[HAMSA], [HAMSA, HAMSA, HAMSA]] + [[CLOVER, PIG, CAT]] * 4
    match = ww.Match(2, ww.Rules(), ScriptedDice(throws))
    app, scene = ww_table(make_app, ["keyboard1", "keyboard2"], ["Anna", "Ben"], lang, match=match)
    m = scene.match
    assert until(app, lambda: m.phase == "race")
    press(app, pygame.K_e, frames=60)
    for _ in range(3):
        press(app, pygame.K_s, frames=30)
    assert m.phase == "last_rolls" and m.rules.last_rolls_time == 0, "the default: no time limit"
    assert until(app, lambda: scene.stop_at is not None, 3)
    scene.prompts.shown.clear()     # (Ben was asked to roll at "los!" too: count the last rolls' prompts)
    return app, scene


def prompt_on_screen(app, scene, seat: int) -> bool:
    words = text.watch()
    try:
        app.draw()
    finally:
        text.unwatch()
    said = scene.station_painter.status(seat, scene.time)
    rolls = scene.station_painter.rolls_text(scene.rolls_view[seat] or 0)
    return said is not None and said[0] == "prompt:roll" and rolls in words and "O" in words


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_long_name_is_never_cut_in_the_prompt_the_words_stand_alone_under_the_whole_name(make_app, lang):
    """Six at the table, "Maximilian-Alexa" is prompted: the status line at the bottom of the
    hand's felt says "Roll with E" under the station's head, which names the person whole;
    never "Maximilian-Al…"."""
    from scenes.ui import theme

    names = ["Maximilian-Alexa", "Ben", "Clara", "David", "Emma", "Felix"]
    app, scene = ww_table(make_app, ["keyboard1", "keyboard2"] + ["bot:easy"] * 4, names, lang)
    painter = scene.station_painter
    for seat, name in ((0, names[0]), (1, "Ben")):
        said = scene.t("wurf_und_weg.table.prompt_roll", name=name)
        painter.status = lambda _seat, _now, said=said: ("prompt:roll", said, theme.INK, (240, 190, 60), None)
        words = text.watch()
        try:
            painter.draw_status(app.screen, seat, scene.time)
        finally:
            text.unwatch()
        assert not any("…" in w for w in words), f"no name cut short: {words}"
        assert scene.t("wurf_und_weg.table.prompt_roll_alone") in words
        assert scene.station_painter.status_drawn[seat].colliderect(scene.stations[seat].status)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_person_the_last_rolls_wait_for_is_named_with_their_key_within_two_seconds(make_app, lang):
    app, scene = last_rolls_for_ben(make_app, lang)
    shown = scene.stop_at
    assert not prompt_on_screen(app, scene, 1)
    assert until(app, lambda: prompt_on_screen(app, scene, 1), 2.0), "named within 2 s of \"Stopp!\""
    assert scene.time - shown <= 2.0
    assert 0 not in scene.prompts.active, "the caller is not asked"
    assert_status_in_its_place(scene)


def drawn_words(app) -> list[str]:
    words = text.watch()
    try:
        app.draw()
    finally:
        text.unwatch()
    return list(words)


def last_rolls_for_two(make_app, lang, rules=None):
    """Anna calls "Stopp!"; Ben (keyboard2) and Clara (keyboard3), who never rolled, have
    their last rolls; no luck symbol ever comes up for them."""
    throws = [[HAMSA], [HAMSA, HAMSA, HAMSA]] + [[CLOVER, PIG, CAT]] * 8
    match = ww.Match(3, rules or ww.Rules(), ScriptedDice(throws))
    app, scene = ww_table(make_app, ["keyboard1", "keyboard2", "keyboard3"], ["Anna", "Ben", "Clara"], lang,
                          match=match)
    m = scene.match
    assert until(app, lambda: m.phase == "race")
    press(app, pygame.K_e, frames=60)
    for _ in range(3):
        press(app, pygame.K_s, frames=30)
    assert m.phase == "last_rolls"
    assert until(app, lambda: scene.stop_at is not None, 3)
    return app, scene


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_last_rolls_count_each_stations_rolls_and_name_who_is_still_rolling(make_app, lang):
    """After "Stopp!" every station counts its rolls left, the line under the tray says what
    ends the round and names who is still rolling with their key; a seat with no rolls left
    says it is done and leaves that line."""
    app, scene = last_rolls_for_two(make_app, lang)
    t = scene.t
    assert until(app, lambda: scene.time - scene.stop_at > 3.5, 5)
    sizes = text.watch_sizes()
    try:
        app.draw()
    finally:
        text.unwatch()
    assert (t("wurf_und_weg.table.rolls_left", rolls=3), 24) in list(sizes), "the rolls left, large (24 px)"
    words = drawn_words(app)
    assert t("wurf_und_weg.table.rolls_left", rolls=3) in words
    assert t("wurf_und_weg.table.last_rolls_end") in words, "what ends the round, said under the tray"
    assert t("wurf_und_weg.table.still_rolling") in words
    assert {"Ben", "Clara", "O", "Pg Dn"} <= set(words) or {"Ben", "Clara", "O"} <= set(words)
    waiting, line = scene.hud.missing_drawn
    assert waiting == (1, 2), "Ben and Clara are still rolling; Anna called \"Stopp!\""
    assert line.collidelist([st.rect for st in scene.stations]) == -1
    assert scene.station_painter.status(0, scene.time)[1] == t("wurf_und_weg.call.stop")
    for rolls_after in (2, 1, 0):
        assert until(app, lambda: scene.clock >= scene.match.roll_ready[1], 3)
        press(app, pygame.K_o, frames=5)
        assert until(app, lambda r=rolls_after: scene.rolls_view[1] == r and not scene.flights.moving(scene.time), 5)
        app.step(1 / 120)
    words = drawn_words(app)
    assert scene.station_painter.status(1, scene.time)[0] == "done"
    assert t("wurf_und_weg.table.rolls_done") in words, "Ben's station says he is done"
    assert scene.hud.missing_drawn[0] == (2,), "only Clara is missing now"
    assert scene.match.phase == "last_rolls", "the round waits for Clara, without a time limit"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_with_a_time_limit_the_last_rolls_count_the_seconds_down(make_app, lang):
    app, scene = last_rolls_for_two(make_app, lang, ww.Rules(last_rolls_time=20))
    words = drawn_words(app)
    assert any(w == scene.t("wurf_und_weg.table.last_rolls_ends_in", seconds=s) for w in words for s in ("20", "19"))
    assert until(app, lambda: scene.last_until - scene.clock < 9.0, 12)
    words = drawn_words(app)
    assert scene.t("wurf_und_weg.table.last_rolls_ends_in", seconds="9") in words
    assert until(app, lambda: scene.match.phase != "last_rolls", 11), "and the round ends on time"


def test_the_prompt_comes_again_visibly_after_ten_quiet_seconds(make_app):
    app, scene = last_rolls_for_ben(make_app)
    assert until(app, lambda: 1 in scene.prompts.active, 2.0)
    first = scene.prompts.shown[1][-1]
    rect = scene.stations[1].rect
    glow_at = (rect.centerx, rect.top - 2)    # the station lights up as the prompt (re)appears
    assert until(app, lambda: scene.time >= first + 5.0, 6)
    app.draw()
    quiet = app.screen.get_at(glow_at)[:3]
    assert until(app, lambda: len(scene.prompts.shown[1]) == 2, 6)
    again = scene.prompts.shown[1][-1]
    assert 10.0 <= again - first <= 10.0 + 2 / 120
    app.step(1 / 120)
    app.draw()
    lit = app.screen.get_at(glow_at)[:3]
    assert lit != quiet and lit[0] > 200 and lit[1] > 150, "the station lights up again"
    kind, _text, _c, _f, since = scene.station_painter.status(1, scene.time)
    assert kind == "prompt:roll" and since == again, "the prompt grows in anew"
    assert until(app, lambda: len(scene.prompts.shown[1]) == 3, 10.5), "and again after ten more"


def test_after_ten_quiet_seconds_the_station_keeps_pulsing_with_the_key_until_the_press(make_app):
    app, scene = last_rolls_for_ben(make_app)
    assert until(app, lambda: len(scene.prompts.shown[1]) == 2, 13)
    rect = scene.stations[1].rect
    glow_at = (rect.centerx, rect.top - 2)
    lit = []
    for _ in range(4):                   # 2, 4, 6 and 8 s after it was said again: still lit
        assert until(app, lambda t=scene.time + 2.0: scene.time >= t, 3)
        words = drawn_words(app)
        px = app.screen.get_at(glow_at)[:3]
        lit.append(px[0] > 200 and px[1] > 150)
        assert "O" in words, "the station shows Ben's key"
    assert all(lit), "the station keeps pulsing while the table waits for Ben"
    app.dispatch(key(pygame.K_o))
    app.dispatch(key(pygame.K_o, up=True))
    app.step(1 / 120)
    assert not scene.prompts.waiting_long(1, scene.time), "his press ends it"


def test_a_press_answers_the_prompt_until_the_dice_lie_still_again(make_app):
    app, scene = last_rolls_for_ben(make_app)
    assert until(app, lambda: 1 in scene.prompts.active, 2.0)
    app.dispatch(key(pygame.K_o))
    app.dispatch(key(pygame.K_o, up=True))
    app.step(1 / 120)
    assert 1 not in scene.prompts.active, "Ben rolled: the table asks nothing"
    rolled = scene.time
    while scene.flights.moving(scene.time):
        assert 1 not in scene.prompts.active, "never while his dice tumble"
        app.step(1 / 120)
    assert until(app, lambda: 1 in scene.prompts.active, 2.0)
    assert scene.time - rolled <= 2.0
    assert scene.match.rolls_left[1] == 2


def test_mashing_every_key_during_the_prompt_changes_nothing_but_the_prompt(make_app):
    """Hostile input: every key of both people, in one frame, many times over."""
    app, scene = last_rolls_for_ben(make_app)
    assert until(app, lambda: 1 in scene.prompts.active, 2.0)
    for _ in range(5):
        for code in HUMAN_KEYS[0] + HUMAN_KEYS[1] + (pygame.K_z, pygame.K_F12):
            app.dispatch(key(code))
            app.dispatch(key(code, up=True))
        app.step(1 / 120)
        app.draw()
    m = scene.match
    assert m.rolls_left[1] >= 0 and m.phase in ("last_rolls", "round_over")
    assert until(app, lambda: m.phase != "last_rolls" or 1 in scene.prompts.active, 3)


def test_bots_are_never_prompted(make_app):
    match = ww.Match(3, ww.Rules(), SeededDice(4))
    app, scene = ww_table(make_app, ["bot:hard", "bot:normal", "bot:easy"], ["A", "B", "C"], match=match)
    assert until(app, lambda: scene.match.phase == "last_rolls", 60)
    assert until(app, lambda: scene.match.phase != "last_rolls", 30)
    assert not scene.prompts.shown


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_stations_leave_each_other_the_tray_the_pile_the_luck_die_and_the_title_alone(seats):
    from scenes.tables.wurf_und_weg import layout as ly

    pile = pygame.Rect(0, 0, ly.PILE_D, ly.PILE_D + 40)      # the pile and its count above it
    pile.midbottom = (ly.PILE_POS[0], ly.PILE_POS[1] + ly.PILE_D // 2)
    luck = pygame.Rect(0, 0, 2 * ly.LUCK_SPOT, 2 * ly.LUCK_SPOT)
    luck.center = ly.LUCK_POS
    banner = pygame.Rect(0, 0, 520, ly.BANNER_H)
    banner.center = (ly.TRAY_RECT.centerx, ly.BANNER_Y)
    stations = ly.station_layout(seats)
    rects = [st.rect for st in stations]
    for i, st in enumerate(stations):
        r = st.rect
        assert pygame.Rect(0, 0, ly.W, ly.H).contains(r)
        assert r.collidelist(rects[:i] + rects[i + 1:]) == -1
        assert r.collidelist([ly.TRAY_RECT, pile, luck, banner, ly.TITLE_BOX]) == -1, (i, r)
        # a station's parts, top to bottom, each in its own band
        assert r.y + ly.HEADER_H <= st.hand.y and st.hand.bottom <= st.status.y < st.status.bottom <= st.strip.y
        assert st.strip.bottom <= r.bottom and r.contains(st.strip) and r.contains(st.status)


# ------------------------------------------------------------------- bots at a person's pace


def test_at_the_table_bots_react_to_readable_dice_at_a_persons_pace(make_app):
    """Frame by frame with the table's simulated clock, default bot speed, two bots of each
    level: the first press after a bot's roll comes a person's reaction time after its dice
    lie still and the luck die can be read (normal: a median of about half a second; hard:
    never under 0.3 s; easy slower still), and no bot calls "Stopp!" sooner after "los!"
    showed than a newcomer could empty their hand: hard 3 s, normal 6 s, easy 9 s."""
    import statistics

    from test_wurf_und_weg_table import watch_bot_reactions

    levels = ["easy", "normal", "hard"]
    times: dict[str, list[float]] = {level: [] for level in levels}
    after_los = []
    for seed in range(3):
        app = make_app("")
        seats = [Seat(f"Bot {i}", f"bot:{level}") for i, level in enumerate(levels * 2)]
        scene = app.routes.table(WURF, seats, seed)
        app.push(scene)
        seen = watch_bot_reactions(app, scene, rounds=3)
        for seat, rolled, rest in seen["rests"]:
            still = max((x for x in seen["luck"] if x[0] <= rolled), key=lambda x: x[0])[1]
            readable = max(rest, still)
            nxt = min((p for s, p, _ in seen["presses"] if s == seat and p > rolled), default=None)
            if nxt is not None and nxt - readable < 2.5:     # (not a last die held for "Stopp!")
                times[levels[seat % 3]].append(nxt - readable)
        los = [shown for _t, shown, stopper in seen["calls"] if stopper is None]
        for called, _shown, stopper in seen["calls"]:
            if stopper is not None:
                after_los.append((called - max(x for x in los if x <= called), levels[stopper % 3]))
    medians = {level: statistics.median(xs) for level, xs in times.items()}
    assert all(len(xs) > 40 for xs in times.values())
    assert 0.44 <= medians["normal"] <= 0.58, medians
    assert medians["easy"] > medians["normal"] > medians["hard"], medians
    assert min(times["hard"]) >= 0.3 - 1e-9
    floors = {"hard": 3.0, "normal": 6.0, "easy": 9.0}
    assert after_los and all(held >= floors[level] - 1e-9 for held, level in after_los), after_los


def test_a_person_who_misses_the_start_of_the_race_is_told_to_roll(make_app):
    app, scene = ww_table(make_app, ["keyboard1", "bot:easy"], ["Anna", "Bot"], "en")
    m = scene.match
    assert until(app, lambda: scene.go_at_time is not None and m.phase == "race", 10)
    go = scene.go_at_time
    assert until(app, lambda: 0 in scene.prompts.active, 2.0), "named within 2 s of \"go!\""
    assert scene.time - go <= 2.0 and scene.prompts.active[0][0] == "roll"
    assert 1 not in scene.prompts.active, "never a bot"
    press(app, pygame.K_e)
    assert 0 not in scene.prompts.active
    for _ in range(600):                       # five seconds of the race: she has rolled
        app.step(1 / 120)
        assert m.phase != "race" or 0 not in scene.prompts.active or m.hand_of(0) == ()


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_the_rounds_panel_leaves_every_station_and_its_won_coasters_in_sight(seats):
    """The round's panel, at the tallest it ever gets, keeps a clear gap from every station
    (a round winner's golden frame included; 16 px from those beside it, 6 px from those above
    and below): nobody's board, won coasters or "+1" is under it, and it lies whole on the
    screen."""
    from scenes.tables.wurf_und_weg import hud
    from scenes.tables.wurf_und_weg.layout import H, W, station_layout

    pygame.font.init()
    if hud.compact_card(seats):       # the rows stand on the stations, the title under the tray
        panel = hud.compact_room(seats)
        assert panel.h >= 30 and panel.w >= 400, "room for the title"
    else:
        panel = hud.panel_rect(seats, hud.panel_room(seats)[1])
        assert panel.h >= 150, "room for a title and a line per seat"
    assert pygame.Rect(0, 0, W, H).contains(panel)
    for st in station_layout(seats):
        framed = st.rect.inflate(2 * hud.GLOW, 2 * hud.GLOW)
        assert not panel.inflate(2 * 16 - 2, 2 * 6 - 2).colliderect(framed), (seats, panel, framed)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_rounds_panel_drawn_at_the_table_covers_no_station(make_app, lang):
    """At a four-seat table (as play-tested) the panel that shows at the round's end keeps
    every station, its won coasters and its status line in sight, in both languages."""
    from scenes.tables.wurf_und_weg import hud

    app, scene = ww_table(make_app, ["bot:hard"] * 4, LONGEST[:4], lang, seed=2)
    assert until(app, lambda: scene.round_panel is not None and scene.time - scene.round_panel[2] > 0.5, 90)
    app.draw()
    panel = scene.hud.compact_drawn     # four seats: the compact card, its rows on the stations
    assert panel is not None
    for seat, st in enumerate(scene.stations):
        assert not panel.inflate(24, 10).colliderect(st.rect.inflate(2 * hud.GLOW, 2 * hud.GLOW)), (seat, panel)
        for k in range(scene.station_painter.won_slots(seat)):
            assert not panel.collidepoint(scene.station_painter.won_spot(seat, k))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_big_calls_never_cover_the_tray_the_pile_or_the_luck_die(make_app, lang):
    """The countdown lies inside the empty tray's frame; "Stopp!" rises from the caller's own
    empty hand, never over the tray (whose dice count now), the pile or the luck die."""
    from scenes.tables.wurf_und_weg.layout import LUCK_POS, LUCK_SPOT, PILE_D, PILE_POS, TRAY_RECT

    pile = pygame.Rect(0, 0, PILE_D + 8, PILE_D + 30)
    pile.midbottom = (PILE_POS[0], PILE_POS[1] + PILE_D // 2 + 6)
    luck = pygame.Rect(0, 0, 2 * LUCK_SPOT, 2 * LUCK_SPOT)
    luck.center = LUCK_POS
    throws = [[HAMSA], [HAMSA, HAMSA, HAMSA]] + [[CLOVER, PIG, CAT]] * 4
    match = ww.Match(2, ww.Rules(), ScriptedDice(throws))
    app, scene = ww_table(make_app, ["keyboard1", "keyboard2"], ["Anna", "Ben"], lang, match=match)
    hud = scene.hud
    countdown = []

    def watch():
        app.draw()
        if scene.seen.phase == "countdown":
            countdown.extend(hud.calls_drawn)

    assert until(app, lambda: scene.match.phase == "race", each=watch)
    assert countdown, "the countdown was called"
    for rect in countdown:
        assert TRAY_RECT.contains(rect), rect
    press(app, pygame.K_e, frames=60)
    for _ in range(3):
        press(app, pygame.K_s, frames=30)
    assert until(app, lambda: scene.stop_at is not None, 3)
    app.step(1 / 60)
    app.draw()
    (stop,) = hud.calls_drawn
    assert scene.stations[0].rect.contains(stop), "from Anna's station, who called it"
    for other in (TRAY_RECT, pile, luck, scene.stations[0].strip, scene.stations[0].status):
        assert not stop.colliderect(other), (stop, other)


def test_every_key_cap_carries_its_picture_large_enough_for_the_sofa(make_app):
    """The roll key shows its die like the others their symbols; at the keyboard's letter
    blocks the symbols are 34 px and the arrows 20 px (25 and 15 px at 960x540)."""
    from scenes.tables.wurf_und_weg.stations import ARROW, ICON, LABEL_SIZE

    app, scene = ww_table(make_app, ["keyboard1", "keyboard2", "bot:normal", "bot:easy"], ["Anna", "Ben", "Clara", "David"], "de")
    assert until(app, lambda: scene.luck_face is not None and scene.match.phase == "race", 10)
    app.draw()
    painter = scene.station_painter
    for seat in (0, 1):
        icons = painter.strip_icons(seat)
        assert [a for a, *_ in icons].count("roll") == 1, "the roll key shows a die"
        for action in ("roll", "to_left", "to_tray", "to_right"):
            sizes = sorted(px for a, px, _r in icons if a == action)
            assert sizes[-1] >= ICON - 4, (seat, action, sizes)       # its die or symbol
            assert sizes[0] >= (ICON - 4 if action == "roll" else ARROW), (seat, action, sizes)   # its arrow
        assert min(px for _a, px, _r in icons) * 960 / 1280 >= 15, "legible at 960x540"
    assert LABEL_SIZE * 960 / 1280 >= 18, "Bot (normal) readable at 960x540"


# ---------------------------------------------------------------------- a word under every key

@pytest.mark.parametrize("lang, roll, tray, to_clara", [("de", "Würfeln", "Ablage", "zu Clara"),
                                                        ("en", "Roll", "Tray", "to Clara")])
def test_every_key_says_in_words_what_it_does(make_app, lang, roll, tray, to_clara):
    """A newcomer reads what each key does: "Würfeln", "Ablage" and whom a move key's die goes
    to, each word under its own cap, inside its station, at READABLE px (still 15 px at
    960x540), never over another key's word or picture."""
    app, scene = ww_table(make_app, ["keyboard1", "keyboard2", "bot:normal", "bot:easy"],
                          ["Anna", "Ben", "Clara", "David"], lang)
    assert until(app, lambda: scene.luck_face is not None and scene.match.phase == "race", 10)
    app.draw()
    painter = scene.station_painter
    words = {a: w for a, w, _r in painter.strip_words(1)}
    assert (words["roll"], words["to_tray"]) == (roll, tray)
    # whom the die goes to: in full words where the strip has room, else the name alone
    assert words["to_left"] in (to_clara, "Clara"), "Ben's left neighbour is Clara"
    assert words["to_right"] in (to_clara.replace("Clara", "Anna"), "Anna")
    assert sorted(n for _a, n, _r in painter.strip_tokens(1)) == [0, 2], "each move key shows its neighbour's token"
    for seat in (0, 1):
        st = scene.stations[seat]
        caps = {a: r for a, _label, r, _deg in painter.strip_layout(seat)}
        placed = painter.strip_words(seat)
        assert len(placed) == 4
        for action, word, r in placed:
            assert st.rect.contains(r) and st.strip.contains(r), (seat, word, r)
            assert r.top >= caps[action].bottom - 4, "the word sits under the keys"
            others = [c for a, c in caps.items() if a != action]
            own = max((c for c in caps.values() if c.left <= r.centerx), key=lambda c: c.left)
            assert own is caps[action], (seat, word, "under its own key")
            assert r.collidelist(others) == -1
        rects = [r for *_x, r in placed]
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), "words apart"
        assert text.READABLE * 960 / 1280 >= 15


def cut_short(scene, shown) -> list[str]:
    """The texts drawn cut short with "…", but for a neighbour's name under a move key (which
    gives way so every key keeps its word)."""
    painter = scene.station_painter
    names = {w for seat, st in enumerate(scene.seats) if st.device for _a, w, _r in painter.strip_words(seat)}
    return [t for t in shown if t.endswith("…") and t not in names]


def target_word_ok(word: str, name: str, letters: int = 1) -> bool:
    """A move key's word names its neighbour: whole, by a whole first word, or by the name's
    start (`letters` at least) with "…" ("zu Clara" where there is room); never a side
    ("links") and never nothing."""
    if word in {name, *name.replace("-", " ").split()} or name in word:
        return True
    stem = word.removesuffix("…")
    return word.endswith("…") and len(stem) >= letters and name.startswith(stem)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("names", [LONGEST, ["Maximilian-Alexa", "Ben", "Clara", "David", "Bartholomäus-Ben",
                                              "Emma"]])
def test_long_names_under_the_keys_keep_every_key_named_and_the_token_names_the_target(make_app, names, lang,
                                                                                       tmp_path):
    """With 16-letter names every key keeps its word under it: "Würfeln", "Ablage" and, under
    each move key, the neighbour's name (whole, its first whole word or its start with "…"),
    starting with the neighbour's token in the neighbour's colour, so the target reads at a
    glance; every word lies inside the seat's own strip, apart from the others, 20 px or more."""
    from scenes.ui import theme

    app, scene = ww_table(make_app, PEOPLE_AND_BOTS, names, lang)
    assert until(app, lambda: scene.luck_face is not None and scene.match.phase == "race", 10)
    app.draw()
    painter = scene.station_painter
    for seat in range(4):
        st = scene.stations[seat]
        placed = painter.strip_words(seat)
        words = {a: w for a, w, _r in placed}
        assert words["roll"] == scene.t("wurf_und_weg.key.word_roll")
        assert words["to_tray"] == scene.t("wurf_und_weg.key.word_tray")
        for action, word, r in placed:
            assert st.strip.contains(r), (seat, word, r)
            if action in ("to_left", "to_right"):
                assert target_word_ok(word, names[painter.neighbour(seat, action)]), (seat, word)
        _picture, shown, _parts = painter.strip(seat)
        assert min(px for w, px in shown if w.strip()) >= text.READABLE
        tokens = painter.strip_tokens(seat)
        assert sorted(a for a, _n, _r in tokens) == ["to_left", "to_right"]
        for _action, target, r in tokens:
            assert r.w >= text.READABLE and st.strip.contains(r)
            colour = theme.seat_look(scene.style(target))[0]
            assert tuple(app.screen.get_at(r.center))[:3] == colour, (seat, target)
        rects = [r for *_x, r in placed] + [r for *_x, r in tokens]
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    pygame.image.save(app.screen, str(tmp_path / "keys.png"))


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [4, 6])
def test_a_fourteen_letter_neighbour_leaves_no_key_without_its_caption(make_app, lang, count):
    """A neighbour called "Maximilianeaaa" (14 letters, one word) at 4 and 6 seats, on the
    number pad's station and the letter blocks': under each of the four keys its word stands
    under that key's own tile (the roll key "Würfeln", the tray key "Ablage", each move key its
    neighbour's token and name, shortened with "…" if it must be), never left empty."""
    names = ["Maximilianeaaa", "Ben", "Clara", "Bartholomäusbb", "Emil", "Frida"][:count]
    kinds = ["keyboard1", "keyboard4", "keyboard2", "keyboard3", "bot:hard", "bot:normal"][:count]
    app, scene = ww_table(make_app, kinds, names, lang)
    assert until(app, lambda: scene.luck_face is not None and scene.match.phase == "race", 10)
    app.draw()
    painter = scene.station_painter
    for seat in range(4):
        caps = {a: r for a, _label, r, _d in painter.strip_layout(seat)}
        tokens = {a: r for a, _n, r in painter.strip_tokens(seat)}
        for action, word, r in painter.strip_words(seat):
            assert word, (seat, action, "a key without its caption")
            if action in ("to_left", "to_right"):
                assert target_word_ok(word, names[painter.neighbour(seat, action)], 3), (seat, word)
                start = tokens[action]
            else:
                start = r
            # the caption begins under its own key (not under the next one)
            cap = caps[action]
            left_of_next = min((c.x for a, c in caps.items() if c.x > cap.x), default=10_000)
            assert cap.x - 40 <= start.x < left_of_next, (seat, action, word, start, cap)
        _picture, shown, _parts = painter.strip(seat)
        assert min(px for w, px in shown if w.strip()) >= text.READABLE


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("long_name", ["Maximilian-Alexa", "Jürgen Größe-Übe", "WWWWWWWWWWWWWWWW"])
def test_a_long_neighbour_name_gives_way_and_keeps_what_the_strip_holds(make_app, lang, long_name):
    """Six seats: Ida's right key names her neighbour whole, by a whole first word or by the
    name's start with "…", never by a side; beside it a short "Bo" stays named whole."""
    names = [long_name, "Ida", "Bo", "Tim", "Ute", "Al"]
    app, scene = ww_table(make_app, PEOPLE_AND_BOTS, names, lang)
    assert until(app, lambda: scene.luck_face is not None and scene.match.phase == "race", 10)
    app.draw()
    words = {a: w for a, w, _r in scene.station_painter.strip_words(1)}
    assert target_word_ok(words["to_right"], long_name), words
    assert "Bo" in words["to_left"]


# ------------------------------------------------------------------------ the pile's words

@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_the_piles_count_and_word_keep_clear_of_every_station(make_app, seats, lang):
    """ "Stapel" over the pile and its count on it never touch a station (a player saw
    "Stapel: 14" run into Ben's) nor the tray: at least 8 px apart at 1280x720, so 6 px
    at 960x540, where the same picture is drawn smaller; with 2 to 6 seats."""
    kinds = ["bot:normal"] * seats
    app, scene = ww_table(make_app, kinds, LONGEST[:seats], lang)
    assert until(app, lambda: scene.match.phase == "race", 10)
    scene.floor_cache.forget()
    app.draw()
    drawn = scene.hud.pile_drawn
    assert len(drawn) == 2, "the count and the word"
    count, word = drawn
    assert word.bottom <= count.top + 4, "the word over the count"
    from scenes.tables.wurf_und_weg.layout import TRAY_RECT

    for r in drawn:
        clear = r.inflate(2 * 8, 2 * 8)
        for st in scene.stations:
            assert not clear.colliderect(st.rect), (seats, r, st.rect)
        assert not clear.colliderect(TRAY_RECT), (r, TRAY_RECT)


# ------------------------------------------------------------- round 1: what the race is for

@pytest.mark.parametrize("lang, goal", [("de", "Werde alle deine Würfel los!"), ("en", "Get rid of all your dice!")])
def test_the_first_rounds_empty_tray_says_what_the_race_is_for(make_app, lang, goal):
    """After "los!" in round 1 the empty tray tells newcomers the aim; it goes the moment a die
    heads for the tray (never under a die), and round 2 no longer says it."""
    # the luck die, Anna's roll, Ben's three last rolls, round 2's luck die, then anything
    throws = [[HAMSA], [HAMSA, HAMSA, HAMSA]] + [[CLOVER, PIG, CAT]] * 3 + [[PIG]] + [[CLOVER, PIG, CAT]] * 12
    match = ww.Match(2, ww.Rules(), ScriptedDice(throws))
    app, scene = ww_table(make_app, ["keyboard1", "keyboard2"], ["Anna", "Ben"], lang, match=match)
    m = scene.match
    from scenes.tables.wurf_und_weg.layout import TRAY_RECT

    def shows_goal() -> bool:
        return goal in " ".join(texts_drawn(app))

    assert until(app, lambda: m.phase == "race")
    assert until(app, lambda: scene.time - scene.go_at_time > 1.0, 3)
    assert shows_goal() and all(TRAY_RECT.contains(r) for r in scene.hud.calls_drawn)
    press(app, pygame.K_e, frames=60)            # Anna rolls three luck symbols
    press(app, pygame.K_s, frames=2)             # ... and one heads for the tray
    assert not shows_goal(), "no words where a die is about to land"
    for _ in range(2):
        press(app, pygame.K_s, frames=30)
    for _ in range(3):
        press(app, pygame.K_o, frames=80)
    assert until(app, lambda: m.round == 2 and m.phase == "race", 20)
    assert until(app, lambda: scene.time - scene.go_at_time > 1.0, 3)
    assert not shows_goal(), "round 2: the players know it"


@pytest.mark.parametrize(("lang", "names"), [
    ("en", ["Ben", "Clara", "Maximilian-Alexa"]),
    ("de", ["Ben", "Clara", "Maximilian-Alexa"]),
    ("de", ["Jürgen Größe-Übe", "Ärmelkanal-Ölige", "Maximilian-Alexa"]),
])
def test_the_rounds_card_is_solid_and_read_from_the_sofa(make_app, lang, names, tmp_path):
    """"Round 1 is over" stands on a solid card (nothing of the felt shows through), each seat
    in a row of its own at 24 px or more, every name whole (16 letters), at 1280x720 and so at
    960x540 (three seats: the free felt above the tray holds the whole card)."""
    from scenes.tables.wurf_und_weg import hud

    app, scene = ww_table(make_app, ["bot:hard"] * len(names), names, lang, seed=2)
    assert until(app, lambda: scene.round_panel is not None and scene.time - scene.round_panel[2] > 0.5, 90)
    fresh_caches()
    places, sizes = text.watch_places(), text.watch_sizes()
    try:
        app.draw()
    finally:
        text.unwatch()
    height = scene.hud.panel_layout(*scene.round_panel[:2])[0]
    panel = hud.panel_rect(len(names), height)
    pygame.image.save(app.screen, str(tmp_path / "card.png"))
    inside = {t for t, r, s in places if s is app.screen and panel.contains(r)}
    small = [(t, s) for t, s in sizes if t in inside and s < 24 and t not in names]
    assert not small, f"the card's words under 24 px: {small}"
    for name in names:
        assert name in inside, f"{name!r} stands whole on the card"
    assert [s for t, s in sizes if t in names and t in inside and s < text.READABLE] == []
    card = hud.card(panel.size)
    assert all(card.get_at((x, panel.h // 2)).a == 255 for x in range(4, panel.w - 4, 7)), "a solid card"
    assert app.screen.get_at((panel.centerx, panel.y + 6))[:3] == hud.CARD[:3], "the felt does not show through"
    title = scene.round_panel[0]
    assert (title, hud.TITLE) in sizes or (title, hud.ROW) in sizes


def test_a_shared_win_with_long_names_stands_whole_on_the_card(make_app):
    """Three people win together: the card's title ("… win together!") takes two lines rather
    than running off the card, every name whole, nothing under `READABLE`."""
    from types import SimpleNamespace

    from scenes.tables.wurf_und_weg import hud
    from scenes.tables.wurf_und_weg.pictures import GOLD

    make_app()                       # (fonts ready)
    names = ["Maximilian-Alexa", "Jürgen Größe-Übe", "Ärmelkanal-Ölige"]
    title = f"{names[0]}, {names[1]} and {names[2]} win together!"
    rows = [(n, "+1 · all gone", GOLD, 3) for n in names[:2]] + [(names[2], "2 dice left", (230, 230, 230), 1)]
    scene = SimpleNamespace(seats=names, round_panel=(title, rows, 0.0), number=str)
    painter = hud.HudPainter(scene)
    surface = pygame.Surface((1280, 720))
    places, sizes = text.watch_places(), text.watch_sizes()
    try:
        painter.draw_round_panel(surface, 1.0)
    finally:
        text.unwatch()
    layout = painter.panel_layout(title, rows)
    card = hud.panel_rect(3, layout[0])
    drawn = [(t, r) for t, r, _s in places]
    assert drawn and all(card.contains(r) for _t, r in drawn), [(t, r) for t, r in drawn if not card.contains(r)]
    heading = " ".join(t for t, r in drawn if r.bottom <= card.y + hud.PANEL_PAD_Y + layout[-1] + 2)
    assert heading.replace("  ", " ") == title, heading
    assert min(s for _t, s in sizes) >= text.READABLE
    assert not [t for t, _r in drawn if "…" in t]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_roll_after_the_last_rolls_says_which_key_puts_a_luck_symbol_in_the_tray(make_app, lang):
    """Hammering the roll key with the three last rolls used up must not leave a person
    wondering what the table waits for: the refusal names the tray key, in its status line."""
    app, scene = ww_table(make_app, PEOPLE_AND_BOTS, LONGEST, lang, seed=11)
    m = scene.match
    assert until(app, lambda: m.phase == "last_rolls", 90)
    seat = next(s for s in range(4) if m.dice_count(s))
    for _ in range(40):                               # roll until the last rolls are used up
        if m.rolls_left[seat] <= 0 or m.phase != "last_rolls":
            break
        press(app, HUMAN_KEYS[seat][0])
        until(app, lambda: not scene.flights.moving(scene.time), 3)
    assert m.phase == "last_rolls" and m.rolls_left[seat] == 0, "this seat used its three last rolls"
    press(app, HUMAN_KEYS[seat][0])
    shown = texts_drawn(app)
    said = scene.refusals[seat][0]
    assert said == scene.t("wurf_und_weg.table.refused.no_rolls_left")
    assert in_status_place(scene, seat)
    tray_key = key_label(app, scene.seats[seat], "to_tray", True)
    assert tray_key in shown, "the line ends with the tray key's cap"
    alone = scene.t("wurf_und_weg.table.prompt_tray_alone")
    short = scene.t("wurf_und_weg.table.prompt_tray_short")
    assert said in shown or alone in shown or short in shown, shown
    assert not cut_short(scene, shown), shown


@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_station_line_is_cut_short_in_the_last_rolls(make_app, lang):
    """Six seats with 16-letter names, four people on the four keyboard blocks (the keypad's
    among them): nothing on the table is cut short in the last rolls, also when each of them
    has just been told "no rolls left" (their line then ends with their own tray key)."""
    app, scene = ww_table(make_app, PEOPLE_AND_BOTS, LONGEST, lang, seed=11)
    m = scene.match
    assert until(app, lambda: m.phase == "last_rolls", 90)
    assert until(app, lambda: not scene.flights.moving(scene.time) and scene.seen.stopper is not None, 5)
    for _ in range(3 * 120):                           # the prompts have come up
        app.step(1 / 120)
    shown = texts_drawn(app)
    assert not cut_short(scene, shown), shown
    people = [s for s in range(4) if s != m.stopper]
    for seat in people:
        scene.on_Refused(ww.Refused(seat, "roll", "wurf_und_weg.illegal.no_rolls_left"))
    shown = texts_drawn(app)
    assert not cut_short(scene, shown), shown
    for seat in people:
        assert in_status_place(scene, seat)
        assert key_label(app, scene.seats[seat], "to_tray", True) in shown, (seat, shown)


def test_each_row_of_the_rounds_card_starts_with_its_seats_token(make_app):
    """The round's card names each seat with its token (its shape in its colour, as on its
    station) before the name, so a name too wide for the card ("WWWWWWWWWWW…") still says
    whose row it is; a long name with several words shows its first word whole."""
    from types import SimpleNamespace

    from scenes.tables.wurf_und_weg import hud
    from scenes.ui import theme

    make_app()                       # (fonts ready)
    names = ["WWWWWWWWWWWWWWWW", "Ben", "Bartholomäus-Fri"]
    rows = [(n, "+1 · \"Stop!\"", theme.TEXT, 1) for n in names]
    scene = SimpleNamespace(seats=names, round_panel=("Round 1 is over", rows, 0.0), number=str,
                            style=lambda seat: seat)
    painter = hud.HudPainter(scene)
    surface = pygame.Surface((1280, 720))
    painter.draw_round_panel(surface, 1.0)
    layout = painter.panel_layout("Round 1 is over", rows)
    height, _title, pitch, _name_w, shown, title_h = layout
    card = hud.panel_rect(len(names), height)
    y = card.y + hud.PANEL_PAD_Y + title_h + 4
    for seat, (name, *_rest) in enumerate(shown):
        mid = y + pitch // 2 + seat * pitch
        token_at = (card.x + hud.PANEL_PAD + hud.ROW_TOKEN // 2 - 2, mid)
        assert tuple(surface.get_at(token_at))[:3] == theme.seat_look(seat)[0], (seat, name)
        assert painter.seat_named(name) == seat
        assert name == names[seat] or name.endswith("…") or names[seat].startswith(name)


FRAME = 3          # the station's frame, px wide, drawn on its rect's edge
FRAME_RADIUS = 18  # its rounded corners


def clear_of_frame(rect: pygame.Rect, x: int, y: int, clear: int) -> bool:
    """Whether pixel (x, y) lies `clear` px or more inside the station frame's inner edge,
    its rounded corners included."""
    inset = FRAME + clear
    inner = rect.inflate(-2 * inset, -2 * inset)
    if not inner.collidepoint(x, y):
        return False
    r = max(0, FRAME_RADIUS - inset)
    cx = min(max(x, inner.x + r), inner.right - 1 - r)
    cy = min(max(y, inner.y + r), inner.bottom - 1 - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("names, kinds", [(["Anna", "Ben", "Clara", "David"], ["keyboard1", "keyboard2", "keyboard3", "keyboard4"]),
                                          (LONGEST, PEOPLE_AND_BOTS)])
def test_the_words_under_the_keys_keep_4_px_from_the_station_frame(make_app, lang, names, kinds):
    """"Würfeln", "Ablage" and the neighbours' names under the keys never touch their
    station's frame: every letter (a "g" too) 4 px or more inside it, in its rounded corners too."""
    app, scene = ww_table(make_app, kinds, names, lang)
    assert until(app, lambda: scene.luck_face is not None and scene.match.phase == "race", 10)
    app.draw()
    painter = scene.station_painter
    checked = 0
    for seat, seat_obj in enumerate(scene.seats):
        if not seat_obj.device:
            continue
        st = scene.stations[seat]
        picture = painter.strip(seat)[0]
        for action, word, r in painter.strip_words(seat):
            if not word:
                continue
            local = r.move(-st.strip.x, -st.strip.y).clip(picture.get_rect())
            assert local.size == r.size, (seat, word, "cut by the strip")
            ink = [(x, y) for x in range(local.x, local.right) for y in range(local.y, local.bottom)
                   if picture.get_at((x, y)).a > 128]
            assert ink, (seat, word)
            near = [(x + st.strip.x, y + st.strip.y) for x, y in ink
                    if not clear_of_frame(st.rect, x + st.strip.x, y + st.strip.y, 4)]
            assert not near, (seat, action, word, near[:3])
            checked += 1
    assert checked >= 8, "the words of four key strips were looked at"


@pytest.mark.parametrize("lang, goal", [("de", "Werde alle deine Würfel los!"), ("en", "Get rid of all your dice!")])
def test_a_die_over_the_tray_never_lies_on_the_first_rounds_goal(make_app, lang, goal):
    """A die over the tray's middle (one flying across from hand to neighbour) and the goal's
    words never show together: the words give way while it is there and come back after."""
    from scenes.tables.wurf_und_weg.layout import TRAY_RECT

    app, scene = ww_table(make_app, ["keyboard1", "keyboard2", "keyboard3", "keyboard4"],
                          ["Anna", "Ben", "Clara", "David"], lang)
    m = scene.match

    def shows_goal() -> bool:
        return goal in " ".join(texts_drawn(app))

    assert until(app, lambda: m.phase == "race")
    assert until(app, lambda: scene.time - scene.go_at_time > 1.0, 3)
    assert shows_goal()
    die = next(v for v in scene.flights.dice if v.place == "hand" and v.flight is None and v.alpha > 0)
    home = die.x, die.y
    die.x, die.y = TRAY_RECT.center                 # as a die crossing the tray is, mid-flight
    assert not shows_goal(), "no words under a die"
    for r in scene.hud.calls_drawn:
        assert not r.colliderect(pygame.Rect(0, 0, die.size, die.size).move(die.x - die.size / 2, die.y - die.size / 2))
    die.x, die.y = home
    assert shows_goal(), "the words come back once the tray's middle is clear"


def luminance(rgb) -> float:
    """WCAG relative luminance of an sRGB colour."""
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_start_call_is_light_on_a_dark_plate_at_7_to_1(make_app, lang):
    """"Auf die Deckel, fertig, los!" reads from the sofa: its words, those already called and
    those still to come, stand in light ink on a dark plate, 7:1 or more as read off the
    screen, at 28 px or more."""
    from collections import Counter

    from scenes.ui import text as ui_text

    app, scene = ww_table(make_app, ["keyboard1", "bot", "bot:hard"], ["Anna", "Ben", "Clara"], lang)
    hud = scene.hud
    sizes = ui_text.watch_sizes()
    try:
        assert until(app, lambda: hud.countdown_drawn is not None, 20, app.draw)
        shown = (hud.countdown_drawn, hud.countdown_plate, app.screen.copy())
        for _ in range(30):                  # the number has settled
            app.step(1 / 120)
            app.draw()
            if hud.countdown_drawn is not None:
                shown = (hud.countdown_drawn, hud.countdown_plate, app.screen.copy())
    finally:
        ui_text.unwatch()
    (number, lit, line), plate, screen = shown
    assert lit and lit != " ".join(scene.t.list("wurf_und_weg.call.countdown")), "\"los!\" still to come"
    assert plate.contains(line)
    ground = screen.get_at((plate.x + 5, plate.centery))
    colours = Counter(tuple(screen.get_at((x, y))[:3]) for x in range(line.left, line.right)
                      for y in range(line.top, line.bottom))
    bright = [c for c, n in colours.most_common() if luminance(c) > 4 * luminance(ground) + 0.1 and n > 40]
    assert len(bright) >= 2, "the words called and those to come, each in its own ink"
    dimmest = min(bright[:2], key=luminance)
    ratio = (luminance(dimmest) + 0.05) / (luminance(ground) + 0.05)
    assert ratio >= 7.0, (dimmest, tuple(ground), ratio)
    words = scene.t.list("wurf_und_weg.call.countdown")
    shown = [px for t, px in sizes if t in words]
    assert shown and min(shown) >= 28, shown


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_bot_station_tells_its_dice_and_where_its_last_die_went_once_landed(make_app, lang):
    """A bot's band is not an empty "Bot (mittel)": under it the dice it still has, as the
    table shows them, and, once its die has landed, whom it went to ("3 Würfel · an Ben"),
    whole inside the band, clear of the words over it."""
    app, scene = ww_table(make_app, ["keyboard1", "bot:hard", "bot:hard"], ["Anna", "Ben", "Clara"], lang)
    painter, seen = scene.station_painter, scene.seen
    assert until(app, lambda: scene.match.phase == "race", 20)
    told = set()
    for _ in range(20 * 120):
        app.step(1 / 120)
        app.draw()
        for seat in (1, 2):
            entry = painter.bot_lines.get(seat)
            if seen.phase not in ("race", "last_rolls"):
                continue
            assert entry is not None, (seat, seen.phase)
            line, rect = entry
            st = scene.stations[seat]
            assert st.strip.contains(rect), (line, rect, st.strip)
            n = seen.dice_of(seat)
            count = scene.t("wurf_und_weg.table.bot_dice", dice=scene.number(n)) if n > 1 else \
                scene.t("wurf_und_weg.table.bot_dice_one") if n == 1 else scene.t("wurf_und_weg.table.bot_dice_none")
            assert line.startswith(count), (line, count)
            if " · " in line:
                to, landed = scene.last_move[seat]
                assert landed <= scene.time, "told only once the die lies where it went"
                where = (scene.t("wurf_und_weg.table.bot_to_tray") if to == "tray"
                         else scene.t("wurf_und_weg.table.bot_to", name=scene.seats[int(to)].name))
                assert line.endswith(where), (line, where)
                told.add(seat)
        if seen.phase in ("round_over", "game_over") and told:
            break
    assert told, "a bot's move was told on its station"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_bot_stations_caption_and_dice_line_read_from_the_sofa(make_app, lang):
    """Who plays a bot's seat ("Bot (schwer)") and what it has ("3 Würfel") are the station's
    caption: light ink, their capitals and figures 20 px tall or more in the 1280x720 picture
    (15 px and more in a 960x540 window), both whole inside the station's band, one clear of
    the other."""
    from scenes.tables.wurf_und_weg.stations import BOT_LABEL_Y, LABEL_SIZE
    from scenes.ui import text as ui_text
    from scenes.ui.seat_panel import kind_text

    def cap_height(text: str, px: int) -> int:     # its first letter or figure, as drawn
        return ui_text.font(px, False).render(text[0], True, (255, 255, 255)).get_bounding_rect().h

    app, scene = ww_table(make_app, ["keyboard1", "bot:hard", "bot:easy"], ["Anna", "Ben", "Clara"], lang)
    assert until(app, lambda: scene.seen.phase == "countdown", 20, app.draw)
    fresh_caches()
    sizes = ui_text.watch_sizes()
    try:
        app.draw()
    finally:
        ui_text.unwatch()
    painter = scene.station_painter
    for seat in (1, 2):
        caption = kind_text(scene.t, scene.seats[seat])
        assert cap_height(caption, LABEL_SIZE) >= 20, (seat, caption)
        line, where = painter.bot_lines[seat]
        drawn_px = [px for t, px in sizes if t == line]
        assert drawn_px and cap_height(line, drawn_px[0]) >= 20, (seat, line, drawn_px)
        strip = scene.stations[seat].strip
        assert strip.contains(where), (seat, where, strip)
        label = pygame.Rect(0, 0, 10, ui_text.font(LABEL_SIZE).get_height())
        label.center = (strip.centerx, strip.y + BOT_LABEL_Y)
        assert strip.top <= label.top and label.bottom <= where.top + 2, (seat, label, where)
        colour = app.screen.get_at(where.center)[:3]
        assert sum(colour) > 0


@pytest.mark.parametrize("seats", [3])
def test_the_rounds_panel_covers_neither_the_tray_nor_the_pile(seats):
    """Where the felt beside the tray holds it (three seats: above the tray), the round's panel, at the
    tallest it ever gets, stands there: the tray's dice, the pile and the luck die stay in sight
    (and every station, see above)."""
    from scenes.tables.wurf_und_weg import hud
    from scenes.tables.wurf_und_weg.layout import TRAY_RECT, station_layout

    panel = hud.panel_rect(seats, hud.panel_room(seats)[1])
    assert panel.h >= hud.panel_rows_height(seats), "a title and a row per seat"
    for what, rect in [("tray", TRAY_RECT), ("pile", hud.pile_zone(seats)), ("luck die", hud.luck_zone()),
                       *(("station", st.rect) for st in station_layout(seats))]:
        assert not panel.colliderect(rect), (seats, what, panel, rect)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_rounds_panel_at_three_seats_leaves_the_tray_in_sight(make_app, lang):
    """As play-tested: three seats, the round ends; the panel that shows covers no station, not
    the tray with the round's dice, not the pile."""
    from scenes.tables.wurf_und_weg import hud
    from scenes.tables.wurf_und_weg.layout import TRAY_RECT

    app, scene = ww_table(make_app, ["bot:hard"] * 3, LONGEST[:3], lang, seed=2)
    assert until(app, lambda: scene.round_panel is not None and scene.time - scene.round_panel[2] > 0.5, 90)
    app.draw()
    height = scene.hud.panel_layout(scene.round_panel[0], scene.round_panel[1])[0]
    panel = hud.panel_rect(3, height)
    for what, rect in [("tray", TRAY_RECT), ("pile", hud.pile_zone(3)), *(("station", st.rect) for st in scene.stations)]:
        assert not panel.colliderect(rect), (what, panel, rect)


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_rounds_card_leaves_every_station_the_tray_the_pile_and_the_luck_die_in_sight(make_app, lang, seats):
    """As play-tested at every seat count with six 16-letter names: when a round ends, its card
    covers no station, not the tray with the round's dice, not the pile nor the luck die; every
    seat's row is in sight (on the card, or where no free felt holds the card, on its own
    station), and every word is 20 px or larger."""
    from helpers import sizes_drawn

    from scenes.tables.wurf_und_weg import hud
    from scenes.tables.wurf_und_weg.layout import TRAY_RECT

    app, scene = ww_table(make_app, ["bot:hard"] * seats, LONGEST[:seats], lang, seed=2)
    assert until(app, lambda: scene.round_panel is not None and scene.time - scene.round_panel[2] > 0.5, 90)
    sizes = sizes_drawn(app)
    if scene.hud.compact():
        card = scene.hud.compact_drawn
        shown = {seat: scene.station_painter.status(seat, scene.time) for seat in range(seats)}
        for seat, outcome in scene.round_rows.items():
            assert shown[seat] is not None and shown[seat][1] == outcome, (seat, shown[seat], outcome)
            assert seat in scene.station_painter.status_drawn, "the seat's row stands on its station"
        assert scene.round_panel[0] in {t for t, _ in sizes}, "the title whole"
    else:
        height = scene.hud.panel_layout(scene.round_panel[0], scene.round_panel[1])[0]
        card = hud.panel_rect(seats, height)
    assert card is not None
    for what, rect in [("tray", TRAY_RECT), ("pile", hud.pile_zone(seats)), ("luck die", hud.luck_zone()),
                       *(("station", st.rect.inflate(2 * hud.GLOW, 2 * hud.GLOW)) for st in scene.stations)]:
        assert not card.colliderect(rect), (what, card, rect)
    small = sorted({(t, s) for t, s in sizes if s < text.READABLE})
    assert not small, small[:12]
    for outcome in scene.round_rows.values():
        assert outcome in {t for t, _ in sizes}, outcome
    if os.environ.get("WW_SHOTS"):
        pygame.image.save(app.screen, f"{os.environ['WW_SHOTS']}/round_card_{seats}_{lang}.png")


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_at_the_table_no_die_lands_on_a_newcomers_coaster_in_their_first_seconds(make_app, seed):
    """A person at a table with two hard bots who has not found their keys yet: in round 1 no
    die is put on (or lands on) their coaster until 3 s after "los!" (on the table's clock)."""
    from game.wurf_und_weg.bots import NEWCOMER_GRACE

    app, scene = ww_table(make_app, ["keyboard1", "bot:hard", "bot:hard"], ["Anna", "Ben", "Clara"], "de", seed=seed)
    m = scene.match
    early = []

    def watch():
        if m.round == 1 and m.go_at is not None and scene.clock < m.go_at + NEWCOMER_GRACE and m.on_coaster[0]:
            early.append((scene.clock - m.go_at, tuple(m.on_coaster[0])))

    assert until(app, lambda: m.round == 1 and m.go_at is not None and scene.clock >= m.go_at + NEWCOMER_GRACE, 30,
                 watch)
    assert m.hand_of(0) and all(face is None for _, face in m.hand_of(0)), "Anna has not rolled"
    assert not early, early


@pytest.mark.parametrize("seats", [2, 4, 6])
def test_the_compact_card_says_the_round_and_who_got_no_new_coaster(make_app, seats):
    """Where the rows stand on the stations, the small card under the tray still says which
    round is over and, when the pile ran out, who got no new coaster; it stays clear of the
    tray, the pile, the luck die and every station, its words at 20 px or more."""
    from types import SimpleNamespace

    from scenes.tables.wurf_und_weg import hud
    from scenes.tables.wurf_und_weg.layout import TRAY_RECT, station_layout

    make_app()                       # (fonts ready)
    names = ["Anna", "Ben", "Clara", "David", "Emma", "Felix"][:seats]
    rows = [(n, "+1 · all gone", (230, 230, 230), 1) for n in names] + [("", "Ben: no new coaster", (200, 200, 200), None)]
    scene = SimpleNamespace(seats=names, round_panel=("Round 5 is over", rows, 0.0), number=str, style=lambda seat: seat)
    painter = hud.HudPainter(scene)
    surface = pygame.Surface((1280, 720))
    sizes = text.watch_sizes()
    try:
        painter.draw_round_panel(surface, 1.0)
    finally:
        text.unwatch()
    assert ("Round 5 is over · Ben: no new coaster", text.READABLE) in [(t, min(s, text.READABLE)) for t, s in sizes]
    assert min(s for _t, s in sizes) >= text.READABLE
    card = painter.compact_drawn
    for rect in [TRAY_RECT, hud.pile_zone(seats), hud.luck_zone(), *(st.rect for st in station_layout(seats))]:
        assert not card.colliderect(rect), (card, rect)
