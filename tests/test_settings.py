"""The settings screen, driven like a player drives it: key events through app.dispatch.

Tabs by keyboard and mouse, values changed and saved to config.toml (comments and unknown
keys kept, a .bak beside it), "press a key" binding with its refusals, allowed values in the
help panel, conflicting house rules, the window size, and changes reaching a paused game.
"""

from __future__ import annotations

import tomllib
import warnings

import pygame
import pytest
from helpers import key, press

from game.config import DEFAULT_KEYS

NOTES = """# my own note: keep me
[general]
language = "de"
mood = "cosy"   # a key the game does not know

[party]
snacks = "Brezeln"

[zehntausend]
dice = 5
"""


def open_settings(app):
    from scenes.screens.menu import MenuScene
    from scenes.screens.settings.scene import SettingsScene

    menu = MenuScene(app)
    app.push(menu)
    labels = [button.text() for button in menu.list.buttons]
    press(app, *([pygame.K_DOWN] * labels.index("Statistik")), pygame.K_RIGHT, pygame.K_RETURN)   # beside Statistik
    assert isinstance(app.top, SettingsScene)
    return app.top


def go_to_tab(app, scene, tab_id: str) -> None:
    """Up to the tab bar, right until the tab, down into its rows: keys only."""
    press(app, *([pygame.K_UP] * 30))
    assert scene.on_tabs
    for _ in range(len(scene.tabs)):
        if scene.current.id == tab_id:
            break
        press(app, pygame.K_RIGHT)
    assert scene.current.id == tab_id
    press(app, pygame.K_DOWN)
    assert not scene.on_tabs


def go_to_row(app, scene, name: str) -> None:
    names = [row.name for row in scene.current.rows]
    steps = names.index(name) - scene.index         # (down from the last row is "Fertig": no further)
    press(app, *([pygame.K_DOWN if steps > 0 else pygame.K_UP] * abs(steps)))
    assert scene.row.name == name


def help_text(scene) -> str:
    """Everything the help panel beside the rows says right now."""
    return "\n".join(text for _kind, text in scene.help_lines())


def read_back(app) -> dict:
    return tomllib.loads(app.config.path.read_text(encoding="utf-8"))


# ---------------------------------------------------------------- saving

def test_a_house_rule_the_language_and_the_volume_changed_in_the_scene_are_saved(make_app):
    app = make_app(NOTES)
    scene = open_settings(app)
    go_to_row(app, scene, "volume")
    press(app, pygame.K_LEFT)                      # 80 % -> 70 %
    go_to_tab(app, scene, "zehntausend")
    go_to_row(app, scene, "dice")
    press(app, pygame.K_RIGHT)                     # 5 -> 6 dice
    go_to_tab(app, scene, "general")
    go_to_row(app, scene, "language")
    press(app, pygame.K_RIGHT)                     # Deutsch -> English (shown)
    press(app, pygame.K_RETURN)                    # Enter switches and saves
    assert scene.message == "Saved to config.toml."

    data = read_back(app)
    assert data["general"]["language"] == "en"
    assert data["audio"]["volume"] == pytest.approx(0.7)
    assert data["zehntausend"]["dice"] == 6
    text = app.config.path.read_text(encoding="utf-8")
    assert "# my own note: keep me" in text
    assert data["general"]["mood"] == "cosy"
    assert data["party"]["snacks"] == "Brezeln"
    backup = app.config.path.with_name("config.toml.bak")
    assert backup.exists()
    assert tomllib.loads(backup.read_text(encoding="utf-8"))["zehntausend"]["dice"] == 5


def test_language_and_volume_take_effect_before_saving(make_app):
    app = make_app()
    scene = open_settings(app)
    press(app, pygame.K_RIGHT, pygame.K_RETURN)
    assert app.texts.lang == "en"
    app.draw()
    assert scene.tab_label(scene.current) == "General"
    go_to_row(app, scene, "volume")
    press(app, pygame.K_LEFT, pygame.K_LEFT)
    assert app.sound.volume == pytest.approx(0.6)
    go_to_row(app, scene, "mute")
    press(app, pygame.K_RIGHT)
    assert app.sound.mute is True


def test_escape_saves_what_changed_and_goes_back(make_app):
    from scenes.screens.menu import MenuScene

    app = make_app()
    scene = open_settings(app)
    go_to_row(app, scene, "mute")
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    assert read_back(app)["audio"]["mute"] is True


# ---------------------------------------------------------------- key bindings

def start_binding(app, scene, block: int, action: str) -> None:
    from scenes.screens.settings.keys import ROWS

    go_to_tab(app, scene, "keys")
    press(app, *([pygame.K_RIGHT] * block), *([pygame.K_DOWN] * ROWS.index(action)))
    assert scene.keys.slot() == (f"keyboard{block + 1}", action)
    press(app, pygame.K_RETURN)
    assert scene.keys.waiting == (f"keyboard{block + 1}", action)
    assert "Drücke eine Taste" in help_text(scene)


def test_a_new_key_bound_by_pressing_it_steers_that_seat_at_once(make_app):
    app = make_app()
    scene = open_settings(app)
    start_binding(app, scene, 0, "up")
    press(app, pygame.K_t)
    assert scene.keys.waiting is None
    assert app.config.keys["keyboard1"].up == "t"
    assert scene.message == "Tastatur 1 – Hoch: jetzt ‹T›"
    [act] = app.input.feed(key(pygame.K_t))
    assert (act.device, act.action) == ("keyboard1", "up")
    assert app.input.feed(key(pygame.K_w)) == [], "the old key still steers"
    press(app, pygame.K_t)                 # T is keyboard 1's up now: from the top row to the tabs
    assert scene.on_tabs
    press(app, pygame.K_ESCAPE)
    assert read_back(app)["keys"]["keyboard1"]["up"] == "t"


def test_a_key_bound_elsewhere_is_refused_naming_where(make_app):
    app = make_app()
    scene = open_settings(app)
    start_binding(app, scene, 0, "up")
    press(app, pygame.K_j)
    assert scene.message == "‹J› ist schon belegt: Tastatur 2 – Links"
    assert "‹J› ist schon belegt: Tastatur 2 – Links" in help_text(scene)
    assert app.config.keys["keyboard1"].up == "w"
    assert app.config.keys["keyboard2"].left == "j"
    assert scene.keys.waiting == ("keyboard1", "up"), "a refused key keeps the prompt open"
    assert not scene.dirty


def test_two_wurf_und_weg_actions_of_one_block_cannot_share_a_key(make_app):
    app = make_app()
    scene = open_settings(app)
    start_binding(app, scene, 0, "to_left")
    press(app, pygame.K_d)
    assert scene.message == "‹D› ist schon belegt: Tastatur 1 – Nach rechts"
    assert app.config.keys["keyboard1"].to_left == "a"
    press(app, pygame.K_q)       # a menu key of the same block may double as a Wurf & Weg key
    assert app.config.keys["keyboard1"].to_left == "q"
    actions = {a.action for a in app.input.feed(key(pygame.K_q))}
    assert actions == {"back", "to_left"}


@pytest.mark.parametrize("code, words", [
    (pygame.K_LSHIFT, "Einrastfunktion"), (pygame.K_RSHIFT, "Einrastfunktion"),
    (pygame.K_LCTRL, "Strg"), (pygame.K_LALT, "Alt"), (pygame.K_LGUI, "Windows"),
    (pygame.K_F11, "Vollbild"), (pygame.K_SPACE, "gehören allen"),
])
def test_modifier_keys_f11_and_the_shared_keys_are_refused_with_a_reason(make_app, code, words):
    app = make_app()
    scene = open_settings(app)
    start_binding(app, scene, 1, "confirm")
    press(app, code)
    assert "geht nicht" in scene.message and words in scene.message
    assert app.config.keys["keyboard2"].confirm == "o"
    assert scene.keys.waiting == ("keyboard2", "confirm")


def test_escape_cancels_binding_and_stays_in_the_settings(make_app):
    app = make_app()
    scene = open_settings(app)
    start_binding(app, scene, 2, "back")
    press(app, pygame.K_ESCAPE)
    assert scene.keys.waiting is None
    assert app.top is scene
    assert scene.message == "Abgebrochen – nichts geändert."
    assert app.config.keys["keyboard3"].back == "delete"
    assert not scene.dirty


def test_standard_puts_a_block_back_to_its_default_keys(make_app):
    from scenes.screens.settings.keys import ROWS

    app = make_app()
    scene = open_settings(app)
    start_binding(app, scene, 3, "roll")
    press(app, pygame.K_KP_PLUS)
    assert app.config.keys["keyboard4"].roll == "[+]"
    press(app, *([pygame.K_DOWN] * (len(ROWS) - 1 - scene.keys.row)), pygame.K_RETURN)
    assert scene.keys.slot() == ("keyboard4", "reset")
    assert vars(app.config.keys["keyboard4"]) == DEFAULT_KEYS["keyboard4"]
    [act] = [a for a in app.input.feed(key(pygame.K_KP9)) if a.action == "roll"]
    assert act.device == "keyboard4"


# ---------------------------------------------------------------- what the help panel says

def test_the_help_panel_shows_the_allowed_values_of_an_int_a_bool_and_a_choice(make_app):
    app = make_app()
    scene = open_settings(app)
    assert "Möglich\nDeutsch oder Englisch (English)" in help_text(scene)
    go_to_tab(app, scene, "zehntausend")
    go_to_row(app, scene, "dice")
    assert "Möglich\n5 bis 6" in help_text(scene)
    assert "Mit 5 Würfeln" in help_text(scene), "the one-line explanation is missing"
    go_to_row(app, scene, "doubling")
    assert "an oder aus" not in help_text(scene), "a switch is on or off: the help need not say so"
    assert "Ab Werk\n" in help_text(scene)
    go_to_tab(app, scene, "zehntausend")
    go_to_row(app, scene, "straight_value")
    assert "Möglich\n1.000 oder 1.250" in help_text(scene)
    app.draw()


def test_conflicting_house_rules_are_refused_naming_both(make_app):
    app = make_app()
    scene = open_settings(app)
    go_to_tab(app, scene, "zehntausend")
    go_to_row(app, scene, "confirm")
    press(app, pygame.K_RIGHT)
    assert app.config.rules("zehntausend").confirm is True
    assert "Nicht zusammen mit\nVerschärft und Zehntausend Rückwärts" in help_text(scene)
    go_to_tab(app, scene, "zehntausend")
    go_to_row(app, scene, "strict")
    press(app, pygame.K_RIGHT)
    assert app.config.rules("zehntausend").strict is False
    assert scene.message == "„Bestätigen“ und „Verschärft“ schließen sich aus."
    assert scene.message in help_text(scene)


# ---------------------------------------------------------------- display

@pytest.fixture
def window_back_to_normal():
    """The window is shared by every App of the test run; the next set_mode must find it at
    1280x720 (SDL's dummy driver crashes re-creating a SCALED window left resized)."""
    yield
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().size = (1280, 720)


def test_the_window_size_row_writes_width_and_height_and_resizes_the_window(make_app, window_back_to_normal):
    app = make_app()
    scene = open_settings(app)
    go_to_tab(app, scene, "display")
    go_to_row(app, scene, "window_size")
    assert "Möglich\n1280 × 720, 1600 × 900 oder 1920 × 1080" in help_text(scene)
    press(app, pygame.K_RIGHT)
    assert (app.config.display.width, app.config.display.height) == (1600, 900)
    assert pygame.display.get_window_size() == (1600, 900)
    assert scene.row.value_text(scene.t, app.config) == "1600 × 900"
    press(app, pygame.K_RETURN)
    data = read_back(app)
    assert (data["display"]["width"], data["display"]["height"]) == (1600, 900)


# ---------------------------------------------------------------- reaching every tab

def test_every_tab_is_reachable_by_keyboard(make_app):
    app = make_app()
    scene = open_settings(app)
    ids = [tab.id for tab in scene.tabs]
    assert ids[:3] == ["general", "display", "keys"]
    assert {"durchmarsch", "mensch", "zehntausend", "wurf_und_weg"} <= set(ids)
    press(app, pygame.K_UP)
    seen = [scene.current.id]
    for _ in ids[1:]:
        press(app, pygame.K_RIGHT)
        seen.append(scene.current.id)
    assert seen == ids
    press(app, pygame.K_TAB)            # Tab walks on from anywhere, round to the first
    assert scene.current.id == ids[0]
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_LSHIFT, unicode="",
                                    scancode=0))
    assert scene.current.id == ids[-1]


def test_every_tab_is_reachable_by_mouse(make_app):
    app = make_app()
    scene = open_settings(app)
    _size, rects = scene.tab_layout()
    for tab, rect in reversed(list(zip(scene.tabs, rects, strict=True))):
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
        assert scene.current is tab
        app.draw()


def test_every_keyboard_block_moves_through_the_rows(make_app):
    app = make_app()
    scene = open_settings(app)
    for down, up in ((pygame.K_s, pygame.K_w), (pygame.K_k, pygame.K_i), (pygame.K_DOWN, pygame.K_UP),
                     (pygame.K_KP5, pygame.K_KP8)):
        press(app, down)
        assert scene.index == 1
        press(app, up)
        assert scene.index == 0


def test_mouse_clicks_the_arrows_and_the_wheel_scrolls(make_app):
    app = make_app()
    scene = open_settings(app)
    volume = [row.name for row in scene.current.rows].index("volume")
    pill = scene.pill_rect(scene.row_rect(volume))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(pill.x + 16, pill.centery), button=1))
    assert app.config.audio.volume == pytest.approx(0.7)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(pill.right - 16, pill.centery), button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(pill.right - 16, pill.centery), button=1))
    assert app.config.audio.volume == pytest.approx(0.9)
    go_to_tab(app, scene, "zehntausend")
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3))
    assert scene.scroll["zehntausend"] == 3
    app.draw()


# ---------------------------------------------------------------- a game paused underneath

def test_a_house_rule_changed_during_a_game_applies_to_the_next_game(make_app):
    from game.games import game_by_name
    from game.seats import Seat
    from scenes.routes import new_match

    app = make_app()
    info = game_by_name("durchmarsch")
    table = app.routes.table(info, [Seat("A", "keyboard1"), Seat("B", "bot:easy")], 3)
    app.push(table)
    press(app, pygame.K_ESCAPE)                    # pause
    press(app, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN)
    scene = app.top
    go_to_tab(app, scene, "durchmarsch")
    go_to_row(app, scene, "heckling")
    assert "Gilt ab dem nächsten Spiel" in help_text(scene)
    press(app, pygame.K_RIGHT)
    assert table.match.rules.heckling is True, "the game in progress changed its rules"
    assert new_match(app, info, table.seats, 4).rules.heckling is False


def test_dice_speed_reaches_a_paused_table(make_app):
    from game.games import game_by_name
    from game.seats import Seat
    from scenes.screens.settings.scene import SettingsScene

    app = make_app()
    table = app.routes.table(game_by_name("durchmarsch"), [Seat("A", "keyboard1"), Seat("B", "bot:easy")], 3)
    app.push(table)
    app.push(SettingsScene(app))
    scene = app.top
    go_to_row(app, scene, "dice_speed")
    press(app, pygame.K_RIGHT, pygame.K_RIGHT)
    assert app.config.general.dice_speed == pytest.approx(1.5)
    assert table.tray.dice_speed == pytest.approx(1.5)


def test_a_gamepads_shoulder_buttons_switch_tabs(make_app):
    app = make_app()
    scene = open_settings(app)
    app.input.pads[7] = "pad1"          # as if a pad had been plugged in
    app.dispatch(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=7, button=5))
    assert scene.current.id == "display"
    app.dispatch(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=7, button=4))
    app.dispatch(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=7, button=4))
    assert scene.current.id == scene.tabs[-1].id


# ---------------------------------------------------------------- holding a key

def hold(app, code: int, seconds: float) -> None:
    """Hold a key down for `seconds` of the simulated clock, then let it go."""
    app.dispatch(key(code))
    for _ in range(round(seconds * 120)):
        app.step(1 / 120)
    app.dispatch(key(code, up=True))
    app.step(1 / 120)


def test_holding_right_steps_a_number_on_and_faster_the_longer_it_is_held(make_app):
    """Wurf & Weg's time for the last rolls, 0 to 60 s in steps of 1 s: one press steps once;
    held, the value keeps stepping and speeds up, so the far end takes two seconds, not sixty
    presses (or five seconds of a steady repeat)."""
    from scenes.input import REPEAT_DELAY, REPEAT_EVERY
    app = make_app(NOTES)
    scene = open_settings(app)
    go_to_tab(app, scene, "wurf_und_weg")
    go_to_row(app, scene, "last_rolls_time")
    rules = lambda: app.config.rules("wurf_und_weg")  # noqa: E731
    assert rules().last_rolls_time == 0.0
    press(app, pygame.K_RIGHT)
    assert rules().last_rolls_time == 1.0, "a press steps once"
    hold(app, pygame.K_RIGHT, 0.3)
    assert rules().last_rolls_time == 2.0, "held shorter than the repeat delay: once"
    hold(app, pygame.K_RIGHT, 1.5)
    steady = 1 + int((1.5 - REPEAT_DELAY) / REPEAT_EVERY)
    assert rules().last_rolls_time - 2.0 > steady, "held, it goes faster than a steady repeat"
    hold(app, pygame.K_RIGHT, 2.5)
    assert rules().last_rolls_time == 60.0, "the far end, and not past it"
    hold(app, pygame.K_LEFT, 2.5)
    assert rules().last_rolls_time == 0.0


def test_holding_right_on_the_dice_speed_reaches_the_top_in_about_a_second(make_app):
    app = make_app(NOTES)
    scene = open_settings(app)
    go_to_tab(app, scene, "general")
    go_to_row(app, scene, "bot_speed")
    hold(app, pygame.K_RIGHT, 1.2)
    assert app.config.general.bot_speed == 8.0
    hold(app, pygame.K_LEFT, 1.2)
    assert app.config.general.bot_speed == 0.25


@pytest.mark.parametrize("name", ["mute", "language"])
def test_holding_left_or_right_on_a_switch_or_a_choice_changes_it_once(make_app, name):
    app = make_app(NOTES)
    scene = open_settings(app)
    go_to_tab(app, scene, "general")
    go_to_row(app, scene, name)

    def shown():     # (the language row shows the next language before Enter takes it)
        return scene.language_choice or scene.row.value(app.config)

    before = shown()
    hold(app, pygame.K_RIGHT, 2.0)
    assert shown() != before, "one change, as with a press"
    hold(app, pygame.K_RIGHT, 2.0)
    assert shown() == before, "and one back: holding never flickers or goes round"
    if name == "language":
        app.set_language("de")


def test_a_storm_of_held_and_released_keys_never_leaves_the_limits(make_app):
    app = make_app(NOTES)
    scene = open_settings(app)
    go_to_tab(app, scene, "general")
    go_to_row(app, scene, "volume")
    for i in range(30):
        code = pygame.K_RIGHT if i % 3 else pygame.K_LEFT
        app.dispatch(key(code))
        for _ in range(i % 7 * 20):
            app.step(1 / 120)
        if i % 4:
            app.dispatch(key(code, up=True))
    app.dispatch(key(pygame.K_UP))                 # another key meanwhile: nothing sticks
    app.dispatch(key(pygame.K_UP, up=True))
    for _ in range(240):
        app.step(1 / 120)
    assert 0.0 <= app.config.audio.volume <= 1.0
