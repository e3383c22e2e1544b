"""The number-pad player is told what to press like everyone else: every person's station
prompt ends with their roll key's cap, the number pad's too, with 2 to 6 seats and in the
last rolls; and the number pad's keys look the same everywhere on the table (the cap with
the pad's picture beside the digit), never "Num 9" in one place and a bare "9" in another."""

from __future__ import annotations

import pygame
import pytest
from helpers import press
from test_wurf_und_weg_sofa import HUMAN_KEYS, until, ww_table

from scenes.tables.wurf_und_weg.pictures import pad_cap
from scenes.tables.wurf_und_weg.stations import CAP_H, KEY_SIZE

NAMES = ["Ben", "Konstantinopel", "Clara", "David", "Emil", "Frida"]


def people_and_bots(count: int) -> list[str]:
    return (["keyboard2", "keyboard4"] + ["bot:normal"] * 4)[:count]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 3, 4, 5, 6])
def test_every_persons_prompt_names_their_roll_key(make_app, lang, count):
    """Nobody has rolled 2 s after "los!": Ben's prompt ends with his E, and the number-pad
    player's with their 9 (the cap with the pad's picture), whatever the seats."""
    app, scene = ww_table(make_app, people_and_bots(count), NAMES, lang)
    painter = scene.station_painter
    assert until(app, lambda: scene.match.phase == "race", 10)
    assert until(app, lambda: all(scene.prompts.current(s) for s in (0, 1)), 3)
    app.draw()
    assert painter.status_caps.get(0) == "roll"
    assert painter.status_caps.get(1) == "roll", "the number pad's prompt shows its key"
    for seat in (0, 1):
        assert scene.stations[seat].rect.contains(painter.status_drawn[seat])


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_last_rolls_count_down_with_the_number_pads_key(make_app, lang):
    """After "Stopp!" the rolls left ("noch 2 Würfe") stand with the roll key's cap, for the
    number-pad player as for Ben."""
    app, scene = ww_table(make_app, ["keyboard2", "keyboard4", "bot:hard"], NAMES, lang)
    painter = scene.station_painter
    assert until(app, lambda: scene.match.phase == "race", 10)
    press(app, HUMAN_KEYS[1][0], HUMAN_KEYS[3][0], frames=2)
    assert until(app, lambda: scene.match.phase == "last_rolls" and scene.seen.stopper is not None, 90)
    assert until(app, lambda: all(scene.prompts.current(s) for s in (0, 1)), 6)
    app.draw()
    for seat in (0, 1):
        kind = painter.status(seat, scene.time)[0]
        assert painter.status_caps.get(seat) == kind.partition(":")[2], (seat, kind)


def test_the_number_pad_cap_is_the_same_picture_everywhere(make_app):
    """The strip's 9 and the prompt's 9 are the same cap: the pad's picture beside the digit,
    its key's place marked; a letter key keeps its plain cap."""
    app, scene = ww_table(make_app, ["keyboard2", "keyboard4"], NAMES, "de")
    painter = scene.station_painter
    strip = painter.key_cap(1, "roll", 22, 24)
    assert strip.get_size() == pad_cap("9", 22, 24).get_size()
    nine, five = pad_cap("9", 24, 36), pad_cap("5", 24, 36)
    assert pygame.image.tobytes(nine, "RGBA") != pygame.image.tobytes(five, "RGBA")
    letter = painter.key_cap(0, "roll", 22, 24)
    assert letter.get_width() < strip.get_width(), "a letter cap has no pad picture"
    for action, digit in (("roll", "9"), ("to_tray", "5"), ("to_left", "4"), ("to_right", "6")):
        on_strip = painter.cap_picture(scene.seats[1], action, digit, CAP_H)
        assert on_strip is pad_cap(digit, KEY_SIZE, CAP_H), "the strip shows the pad's cap"
        assert painter.key_cap(1, action, 22, 24) is pad_cap(digit, 22, 24), "so does the status line"
    pads = {a: r for a, _label, r, _deg in painter.strip_layout(1)}
    letters = {a: r for a, _label, r, _deg in painter.strip_layout(0)}
    assert all(pads[a].size == letters[a].size for a in pads), "the pad's picture fits a letter cap's size"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_dice_on_the_coaster_do_not_silence_the_roll_prompt(make_app, lang):
    """A neighbour's bot puts dice on the number-pad player's coaster before they have rolled:
    the table still tells them, with their 9, to roll (those dice join their roll)."""
    app, scene = ww_table(make_app, ["keyboard2", "keyboard4", "bot:hard", "bot:hard"], NAMES, lang)
    painter = scene.station_painter
    assert until(app, lambda: scene.match.phase == "race", 10)
    assert until(app, lambda: scene.match.coaster_dice_of(1) or scene.match.coaster_dice_of(0), 30)
    seat = 1 if scene.match.coaster_dice_of(1) else 0
    until(app, lambda: False, 2.5)                 # the coaster's dice have landed a while ago
    assert scene.match.coaster_dice_of(seat) and scene.prompts.current(seat) is not None
    app.draw()
    assert painter.status_caps.get(seat) == "roll"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_long_neighbour_name_uses_the_room_its_neighbours_words_leave(make_app, lang):
    """On the arrow keys' strip (wide caps: "Bild↓"), "Konstantinopel" and "Maximiliane" reach
    under the neighbouring tiles where those words leave room before they lose letters: at
    least "Kons…" and "Maxi…", every word whole inside the strip and none touching the next."""
    names = ["Ben", "Konstantinopel", "Clara", "Maximiliane"]
    app, scene = ww_table(make_app, ["keyboard1", "keyboard2", "keyboard3", "keyboard4"], names, lang)
    assert until(app, lambda: scene.match.phase == "race", 10)
    painter = scene.station_painter
    strip = scene.stations[2].strip
    words = painter.strip_words(2)
    by_action = {a: word for a, word, _r in words}
    for action in ("to_left", "to_right"):
        name = scene.seats[painter.neighbour(2, action)].name
        shown = by_action[action]
        assert shown == name or (shown.endswith("…") and name.startswith(shown[:-1]) and len(shown) - 1 >= 4), shown
    rects = sorted((r for _a, word, r in words if word), key=lambda r: r.x)
    assert all(strip.contains(r) for r in rects)
    assert all(a.right < b.x for a, b in zip(rects, rects[1:], strict=False))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_roll_key_pressed_in_the_countdown_is_seen_and_rolls_nothing(make_app, lang):
    """Ben and the number-pad player press their roll keys during "On your coasters, get set":
    each station says "Wait for "Go!"" / "Warte auf „los!“" at once, in its own status line,
    and no die is rolled before "Go!" (English says "Go!", never a lower-case "go!")."""
    app, scene = ww_table(make_app, ["keyboard1", "keyboard4", "bot:normal"], NAMES, lang)
    painter = scene.station_painter
    assert until(app, lambda: scene.match.phase == "countdown" and scene.intro_left <= 0, 10)
    press(app, pygame.K_e, pygame.K_KP9, frames=2)
    app.draw()
    wait = scene.t("wurf_und_weg.table.refused.not_yet")
    assert wait == {"de": "Warte auf „los!“", "en": "Wait for \"Go!\""}[lang]
    for seat in (0, 1):
        assert painter.status(seat, scene.time)[1] == wait
        assert scene.stations[seat].rect.contains(painter.status_drawn[seat])
    assert until(app, lambda: scene.match.phase == "race", 10)
    assert all(sym is None for seat in (0, 1) for _d, sym in scene.match.hand_of(seat)), "nobody rolled early"
    if lang == "en":
        assert scene.t.list("wurf_und_weg.call.countdown")[-1] == "Go!"
