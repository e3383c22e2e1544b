"""The seat setup's words at the foot, as a stranger at the keyboard reads them: the gamepad's
key only while a pad is plugged in, the hints key saying on whose row it works (the same key is
that player's confirm on every other row), and while a name is typed how much room it still
has (names keep their limit of 16 characters)."""

from __future__ import annotations

import pygame
import pytest
from helpers import press
from setup_kit import switches_shown
from test_evening import shown

from game.config import NAME_MAX_CHARS
from game.games import game_by_name
from scenes.screens.setup import CUT_TOLD

PEOPLE = '[seats]\nkinds = ["keyboard1", "keyboard2", "bot:normal", "bot:normal", "empty", "empty"]\n'
PAD_WORDS = {"de": "Gamepad: A drücken übernimmt den Platz", "en": "Gamepad: press A to take the seat"}


class FakePad:
    def __init__(self, iid):
        self.iid = iid

    def get_instance_id(self):
        return self.iid


def setup_of(make_app, game: str, lang: str = "de", config: str = PEOPLE):
    app = make_app(config)
    app.set_language(lang)
    app.routes.start()
    app.routes.setup(game_by_name(game))
    return app, app.top


def foot(app) -> str:
    return "\n".join(shown(app))


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game", ["durchmarsch", "mensch"])
def test_the_gamepad_hint_shows_only_while_a_pad_is_plugged_in(make_app, monkeypatch, lang, game):
    app, setup = setup_of(make_app, game, lang)
    assert "Gamepad" not in foot(app), "no pad plugged in: nothing about a pad's A"
    monkeypatch.setattr(pygame.joystick, "Joystick", lambda index: FakePad(500 + index))
    app.dispatch(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0))
    assert PAD_WORDS[lang] in foot(app)
    app.dispatch(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=500))
    assert "Gamepad" not in foot(app), "unplugged again: the hint goes with the pad"


@pytest.mark.parametrize(("lang", "anna", "ben"), [
    ("de", "Anna: E schaltet die Tipps an/aus", "Ben: O schaltet die Tipps an/aus"),
    ("en", "Anna: E turns hints on/off", "Ben: O turns hints on/off"),
])
def test_the_hints_key_says_on_whose_row_it_switches_the_hints(make_app, lang, anna, ben):
    app, setup = setup_of(make_app, "durchmarsch", lang)
    seen = foot(app)
    assert anna in seen
    assert "E: Tipps" not in seen and "E: hints" not in seen, "never a bare key that also confirms"
    press(app, pygame.K_DOWN)                            # Ben's row
    assert setup.row == 1 and ben in foot(app)
    press(app, pygame.K_e)                               # Anna's key on Ben's row: a letter, nothing
    assert setup.editing is None and setup.seats[1].hints is False
    press(app, pygame.K_o)                               # Ben's own key on his row: his hints
    assert setup.seats[1].hints is True and setup.editing is None


@pytest.mark.parametrize(("lang", "room", "one", "full"), [
    ("de", "noch {n} Zeichen", "noch 1 Zeichen", "Name voll: höchstens 16 Zeichen"),
    ("en", "{n} characters left", "1 character left", "name full: at most 16 characters"),
])
def test_typing_a_name_shows_the_room_left_and_when_it_is_full(make_app, lang, room, one, full):
    app, setup = setup_of(make_app, "durchmarsch", lang)
    press(app, pygame.K_RETURN)                          # Enter: Anna's name
    assert setup.editing == 0
    assert room.format(n=NAME_MAX_CHARS - 4) in foot(app), "the room is there from the first key"
    for _ in range(4):
        press(app, pygame.K_BACKSPACE)
    for ch in "Maximiliane-Sch":
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    seen = foot(app)
    assert one in seen
    assert full not in seen
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="warz"))     # (a paste: cut at the limit)
    assert setup.seats[0].name == "Maximiliane-Schw"
    assert full in foot(app), "the limit is said, not a silent cut"
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="x"))
    assert setup.seats[0].name == "Maximiliane-Schw"
    press(app, pygame.K_BACKSPACE)
    assert full not in foot(app)
    press(app, pygame.K_RETURN)
    assert setup.editing is None and full not in foot(app)


def test_a_huge_paste_into_a_name_keeps_the_limit_and_the_screen_runs_on(make_app):
    app, setup = setup_of(make_app, "zehntausend", "de")
    press(app, pygame.K_RETURN)
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="\x00\u202e" + "W" * 5000))
    assert len(setup.seats[0].name) <= NAME_MAX_CHARS
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="W" * 5000))
    assert len(setup.seats[0].name) == NAME_MAX_CHARS
    assert "Name voll: höchstens 16 Zeichen" in foot(app)
    press(app, pygame.K_RETURN)
    assert setup.editing is None


def type_keys(app, typed: str) -> None:
    """As a keyboard types: each letter's key press, then its text."""
    for ch in typed:
        code = pygame.K_SPACE if ch == " " else pygame.key.key_code(ch.lower()) if ch.isalpha() else pygame.K_MINUS
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=ch, scancode=0))
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        app.dispatch(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode=ch, scancode=0))
        app.step(1 / 120)


@pytest.mark.parametrize(("lang", "limit", "tips"), [
    ("de", "höchstens 16 Zeichen", "Maximiliane-Soph: E schaltet die Tipps an/aus"),
    ("en", "16 characters at most", "Maximiliane-Soph: E turns hints on/off"),
])
def test_a_long_name_stops_at_the_limit_the_card_says_so_and_no_letter_goes_elsewhere(make_app, lang, limit, tips):
    app, setup = setup_of(make_app, "zehntausend", lang)
    before = [(s.name, s.kind, s.hints) for s in setup.seats[1:]]
    count = setup.count
    press(app, pygame.K_RETURN)                          # Enter: Anna's name
    type_keys(app, "Maximiliane-Soph")
    seen = foot(app)
    assert limit in seen, "the card says the name is full while it is typed"
    assert list(switches_shown(app, setup)) == [1], "Anna's switch gives way to the limit (Ben's stays)"
    type_keys(app, "ia von Hohenzollern")               # letters past the limit: refused
    assert setup.seats[0].name == "Maximiliane-Soph"
    press(app, pygame.K_RETURN)
    assert setup.editing is None and setup.seats[0].name == "Maximiliane-Soph"
    assert [(s.name, s.kind, s.hints) for s in setup.seats[1:]] == before and setup.count == count
    assert setup.seats[0].hints is False, "an 'e' past the limit switched nothing"
    seen = foot(app)
    assert limit not in seen and "Maximiliane-Soph: " in seen, "the foot says the name was cut"
    app.step(CUT_TOLD + 0.1)
    seen = foot(app)
    assert limit not in seen and tips in seen, "then the row's own hints key comes back"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_name_starting_with_von_reads_naturally_in_the_hints_key(make_app, lang):
    app, setup = setup_of(make_app, "zehntausend", lang)
    press(app, pygame.K_RETURN)
    type_keys(app, "von Hohenzollern")
    press(app, pygame.K_RETURN)
    seen = foot(app)
    assert "von von" not in seen and "von Hohenzollern: E " in seen
