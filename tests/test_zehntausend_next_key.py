"""At the Zehntausend table one key moves the game on, and the table says which: the reminder
after ten seconds of nothing names the person large with that key, the odds line speaks only of
a throw the person can make, and the buttons carry the key that presses them."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, settle, sizes_drawn
from test_zehntausend_sofa import NAMES, guarded, six_seats
from test_zehntausend_table import table as zehntausend_table
from test_zehntausend_table import thrown

from game.seats import Seat

FRAME = 1 / 120


def seconds(app, s: float) -> None:
    for _ in range(round(s / FRAME)):
        app.step(FRAME)


def table(make_app, lang="de", throws=((1, 5, 6, 3, 3), (2, 3, 4, 6)), devices=("keyboard1", "keyboard2")):
    """Anna and Ben at the Zehntausend table (the table tests' one helper) on `devices`."""
    seats = [Seat(name, device) for name, device in zip(("Anna", "Ben"), devices, strict=True)]
    return zehntausend_table(make_app, [tuple(t) for t in throws], seats=seats, lang=lang)


def reminder_rect_and_sizes(app, scene):
    app.draw()
    sizes = sizes_drawn(app)
    return scene.draw_prompt(app.screen), sizes


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("moment", ["throw", "dice", "chosen"])
def test_after_ten_seconds_the_person_and_the_one_key_stand_large_in_a_place_of_their_own(make_app, lang, moment):
    """Six 16-letter names, 10.5 s of nothing: "<name> ist dran!" and the one key that moves the
    game on (E to throw, E to mark a die, S to throw on once the choice counts)
    are drawn at 28 px or more, and the reminder covers no die, the tray, a plate, the sheet,
    a button or the key hints."""
    from scenes.tables import prompt

    app, scene = six_seats(make_app, lang)
    key = {"throw": "E", "dice": "E", "chosen": "S"}[moment]
    if moment != "throw":
        thrown(app, scene)
    if moment == "chosen":
        press(app, pygame.K_e)               # the cursor starts on the 1: marked
    scene.wait.idle, scene.wait.pressed = 0.0, False
    seconds(app, 10.5)
    assert scene.prompt_stage() == prompt.AGAIN
    rect, sizes = reminder_rect_and_sizes(app, scene)
    big = {text for text, size in sizes if size >= 28}
    # "<name> ist dran!", or the bare name where sixteen W's leave no room for more
    assert {app.texts("app.prompt.turn", name=NAMES[0]), NAMES[0]} & big, sorted(big)
    assert key in big, (key, sorted(big))
    words = {"throw": app.texts("zehntausend.table.step_throw", cap=key),
             "dice": app.texts("zehntausend.table.step_mark", cap=key),
             "chosen": app.texts("zehntausend.table.step_done", cap=key)}[moment]
    assert words.partition(" ")[2] in big, (words, sorted(big))
    clash = [name for name, box in [*guarded(scene), ("aside", scene.boxes()["aside"]),
                                     ("panel", scene.boxes()["panel"])] if rect.colliderect(box)]
    assert not clash, (rect, clash)


def test_the_reminder_goes_at_the_persons_next_key_and_breathes_while_it_stands(make_app):
    from scenes.tables import prompt

    app, scene = table(make_app)
    seconds(app, 10.5)
    assert scene.prompt_stage() == prompt.AGAIN
    surf = pygame.Surface((1280, 720))
    first = scene.draw_prompt(surf)
    looks = set()
    for _ in range(12):
        seconds(app, 0.15)
        band = pygame.Surface((1280, 720))
        scene.draw_prompt(band)
        looks.add(pygame.image.tobytes(band.subsurface(first.inflate(20, 20).clip(band.get_rect())), "RGB"))
    assert len(looks) > 2, "the ring breathes"
    press(app, pygame.K_d)                    # Anna's key (not one that throws): the reminder goes
    assert scene.prompt_text() is None


ODDS_IF = {"de": ("Wirfst du mit 4 weiter: 15,7 % Niete", "Wirfst du mit 3 weiter: 27,8 % Niete"),
           "en": ("Throw on with 4 dice: 15.7% chance to bust", "Throw on with 3 dice: 27.8% chance to bust")}
FORECAST = {"de": "Nächster Wurf", "en": "Next throw"}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_odds_speak_of_throwing_on_as_an_if_never_as_a_forecast_of_nothing(make_app, lang):
    """Before the first throw the panel gives the odds of that throw; once the dice lie and
    dice are marked, the odds say what throwing on would risk, as an "if" with the dice it
    would throw, whole on one line (with none marked no throw on is said yet); "Nächster Wurf"
    is never shown then."""
    app, scene = table(make_app, lang, throws=[(1, 5, 3, 3, 2)])
    seconds(app, 0.5)
    texts = [t for t, _ in sizes_drawn(app)]
    assert any(t.startswith(FORECAST[lang]) for t in texts), texts        # the throw about to come
    thrown(app, scene)
    texts = [t for t, _ in sizes_drawn(app)]
    assert not any("Wirfst du mit" in t or "Throw on with" in t for t in texts), texts   # nothing marked yet
    assert not any(t.startswith(FORECAST[lang]) for t in texts), texts
    press(app, pygame.K_e, pygame.K_e)              # the 1 and the 5 marked (the cursor steps on by itself)
    texts = [t for t, _ in sizes_drawn(app)]
    assert ODDS_IF[lang][1] in texts, texts
    assert not any(t.startswith(FORECAST[lang]) for t in texts), texts


def test_the_tray_has_the_room_and_its_dice_are_large(make_app):
    """The tray takes the room over the panel (222 px, was 161) and its dice are large enough to count
    their pips from the sofa (70 px at 1280x720, 52 before); the dice set
    aside with their points, the news strip and the panel follow it, each whole in the column."""
    from scenes.tables.zehntausend.table import ASIDE_ROW, NEWS, PANEL, TRAY_RECT

    app, scene = table(make_app, throws=[(1, 5, 3, 3, 2), (1, 2, 3)])
    thrown(app, scene)
    assert scene.tray.die_size >= 70
    assert TRAY_RECT.h >= 180 and TRAY_RECT.h > max(NEWS.h, ASIDE_ROW.h)
    column = [TRAY_RECT, ASIDE_ROW, NEWS, PANEL]
    assert all(a.bottom <= b.top for a, b in zip(column, column[1:], strict=False)) and PANEL.bottom <= 720
    for tid in scene.tray.positions():
        corners, _ = scene.tray.footprint(tid)
        assert all(TRAY_RECT.collidepoint(x, y) for x, y in corners), "every die lies in the tray"
    press(app, pygame.K_e, pygame.K_e, pygame.K_s)   # 1 and 5 aside, throw on
    settle(app, scene)
    aside = [scene.tray.positions()[scene.ids[i]] for i in scene.aside]
    assert len(aside) == 2 and all(ASIDE_ROW.collidepoint(x, y) for x, y in aside)
    for place in scene.free_places():
        assert ASIDE_ROW.contains(place)


BLOCKS = {"keyboard1": {"confirm": "E", "back": "Q", "down": "S"},
          "keyboard2": {"confirm": "O", "back": "U", "down": "K"},
          "pad1": {"confirm": "A", "back": "B", "down": "↓"}}


def caps_and_lead(scene):
    """{button label: its key cap} as drawn now, and the label of the lit (next) button."""
    caps, lead = scene.panel.button_caps(scene.match.current_seat)
    labels = [scene.panel.label(c) for c in scene.choices()]
    return dict(zip(labels, caps, strict=True)), None if lead is None else labels[lead]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("device", list(BLOCKS))
def test_the_buttons_wear_the_seats_own_key_for_the_next_step(make_app, lang, device):
    """Anna plays with her keyboard block or a pad: at the turn's start "Würfeln" wears her
    confirm key; while she chooses dice "Weiterwürfeln" wears her down key and "Aufschreiben"
    her back key, the keys that press them, from the throw until the choice is done, whether
    the choice counts or not: a cap never changes under her fingers. "Weiterwürfeln" is lit once
    the choice counts; the caps are drawn on screen."""
    keys = BLOCKS[device]
    app, scene = table(make_app, lang, devices=(device, "keyboard3"))
    w = app.texts
    throw = w("zehntausend.table.throw")
    caps, lead = caps_and_lead(scene)
    assert caps == {throw: keys["confirm"]} and lead == throw
    scene.press(0, "throw")
    settle(app, scene)
    caps, lead = caps_and_lead(scene)
    on, idle_bank = w("zehntausend.table.throw_on"), w("zehntausend.table.bank")
    assert caps == {on: keys["down"], idle_bank: keys["back"]} and lead is None   # nothing counts yet
    scene.toggle(0)                                               # the 1
    caps, lead = caps_and_lead(scene)
    bank = w("zehntausend.table.bank_points", points="100")
    assert caps == {on: keys["down"], bank: keys["back"]} and lead == on
    texts = [t for t, _ in sizes_drawn(app)]
    assert keys["down"] in texts and keys["back"] in texts, "the caps are on the screen"
    scene.toggle(2)                                               # a 6 with the 1: does not count
    caps, lead = caps_and_lead(scene)
    assert list(caps.values()) == [keys["down"], keys["back"]] and lead is None, "the same keys, none lit"


def test_the_one_thing_to_do_at_a_turns_start_is_a_wide_button(make_app):
    """At a turn's start "Würfeln" is the only button: it stretches across the panel, taller,
    its word larger than the two buttons' later, with the seat's key on its cap."""
    app, scene = table(make_app)
    (lone,) = scene.button_rects()
    panel = scene.boxes()["panel"]
    assert lone.w >= panel.w - 40 and panel.contains(lone)
    sizes = dict(sizes_drawn(app))
    assert sizes.get(app.texts("zehntausend.table.throw"), 0) >= 26 and "E" in sizes
    thrown(app, scene)
    pair = scene.button_rects()
    assert len(pair) == 2 and all(r.h < lone.h and r.w < lone.w * 0.6 for r in pair)
    assert pair[0].right < pair[1].left and pair[1].right <= lone.right, "side by side across the panel"


def test_the_coachs_card_keeps_its_advice_whole_under_the_larger_tray(make_app):
    """The larger tray leaves the panel less room: after 6 1 3 3 2 the English card still says
    what to do, whole, over the buttons; its line of numbers comes whole or not at all."""
    from test_zehntausend_picking import table as hinted

    app, scene = hinted(make_app, [(6, 1, 3, 3, 2)], "en", hints=True)
    thrown(app, scene)
    bottom = scene.button_rects()[0].y - 6
    words = scene.panel.card_words(bottom)
    advice, _, numbers = scene.coach_words().partition("\n")
    assert numbers and words in (advice, scene.coach_words()), words
    card = scene.panel.coach_rect(bottom)
    assert card.bottom <= bottom and card.top >= scene.panel.rect.top
