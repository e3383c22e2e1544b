"""The living menu and its attract mode: after a minute without input bots play behind a
"press any key" banner, and the first key, pad button or click only brings the menu back
(the same menu, the same selection, nothing started, nothing saved)."""

from __future__ import annotations

import pygame
import pytest
from helpers import key, press, run_frames, texts_drawn

from scenes.attract import ATTRACT_AFTER, wakes


def idle_menu(make_app, lang: str = "de"):
    """The menu with its selection moved to the third entry, drawn once (its dice wake up)."""
    from scenes.screens.menu import MenuScene

    app = make_app(f'[general]\nlanguage = "{lang}"\n')
    menu = MenuScene(app)
    app.push(menu)
    app.draw()
    press(app, pygame.K_DOWN, pygame.K_DOWN)
    assert menu.list.index == 2
    return app, menu


def idle(app, seconds: float) -> None:
    run_frames(app, round(seconds * 120))




def saved_files(app) -> list[str]:
    folder = app.data_folder
    return sorted(p.name for p in folder.rglob("*") if p.is_file() and p.suffix != ".lock") if folder.exists() else []


def test_the_attract_banner_appears_after_a_minute_without_input(make_app):
    app, menu = idle_menu(make_app)
    idle(app, ATTRACT_AFTER - 1)
    assert app.stack == [menu] and app.attract is None, "a minute has not passed yet"
    assert not any("Demo – drück eine Taste" in t for t in texts_drawn(app))
    idle(app, 1.5)
    assert app.attract is not None
    assert app.top is not menu and getattr(app.top, "demo_index", None) is not None, "a demo game plays"
    idle(app, 2)
    texts = texts_drawn(app)
    assert "Demo – drück eine Taste" in texts
    assert any(app.top.info.title in t for t in texts), "the banner names the game the bots play"


@pytest.mark.parametrize("first", ["key", "enter", "pad_button", "stick", "click_on_a_button"])
def test_the_first_key_only_brings_the_menu_back_as_it_was(make_app, first):
    app, menu = idle_menu(make_app)
    before = saved_files(app)
    idle(app, ATTRACT_AFTER + 3)
    assert app.attract is not None
    rect = menu.list.rects()[4]
    events = {
        "key": [key(pygame.K_DOWN), key(pygame.K_DOWN, up=True)],
        "enter": [key(pygame.K_RETURN), key(pygame.K_RETURN, up=True)],
        "pad_button": [pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=0, joy=0, button=0),
                       pygame.event.Event(pygame.JOYBUTTONUP, instance_id=0, joy=0, button=0)],
        "stick": [pygame.event.Event(pygame.JOYAXISMOTION, instance_id=0, joy=0, axis=1, value=0.9),
                  pygame.event.Event(pygame.JOYAXISMOTION, instance_id=0, joy=0, axis=1, value=0.0)],
        # a click right on a menu button: it must not press the button under the banner
        "click_on_a_button": [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1),
                              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)],
    }[first]
    for event in events:
        app.dispatch(event)
    idle(app, 1)
    assert app.attract is None
    assert app.stack == [menu], "the very same menu, nothing above it"
    assert menu.list.index == 2, "the selection is where it was"
    assert not menu.choosing
    assert saved_files(app) == before, "the demo kept no save and no statistics"
    assert "Demo – drück eine Taste" not in texts_drawn(app)
    press(app, pygame.K_DOWN)
    assert menu.list.index == 3, "the next key steers the menu again"


def test_a_key_held_through_the_attract_mode_does_not_repeat_in_the_menu(make_app):
    app, menu = idle_menu(make_app)
    idle(app, ATTRACT_AFTER + 1)
    app.dispatch(key(pygame.K_DOWN))          # held down ...
    idle(app, 2)                               # ... long past the repeat delay
    app.dispatch(key(pygame.K_DOWN, up=True))
    assert app.stack == [menu] and menu.list.index == 2


def test_the_attract_mode_returns_after_another_idle_minute_with_the_next_game(make_app):
    app, menu = idle_menu(make_app)
    idle(app, ATTRACT_AFTER + 1)
    first = app.top.info
    press(app, pygame.K_SPACE)
    assert app.stack == [menu]
    idle(app, ATTRACT_AFTER - 5)
    assert app.attract is None, "the minute starts afresh when the menu comes back"
    idle(app, 6)
    assert app.attract is not None and app.top.info != first


def test_only_presses_end_the_attract_mode_and_garbage_events_change_nothing(make_app):
    app, menu = idle_menu(make_app)
    idle(app, ATTRACT_AFTER + 1)
    demo = app.top
    junk = [
        pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEMOTION, pos=(600, 400), rel=(9, 9), buttons=(0, 0, 0)),
        key(pygame.K_a, up=True),
        pygame.event.Event(pygame.JOYAXISMOTION, instance_id=7, joy=7, axis=0, value=0.2),
        pygame.event.Event(pygame.JOYAXISMOTION, instance_id=7, joy=7, axis=0, value="far"),
        pygame.event.Event(pygame.JOYAXISMOTION, instance_id=7, joy=7, axis=0),
        pygame.event.Event(pygame.JOYHATMOTION, instance_id=7, joy=7, hat=0, value=(0, 0)),
        pygame.event.Event(pygame.TEXTINPUT, text="x"),
        pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1),
        pygame.event.Event(pygame.USEREVENT, whatever=1),
    ]
    for event in junk:
        app.dispatch(event)
    idle(app, 0.5)
    assert app.attract is not None and app.top is demo, "moving the mouse or letting a key go wakes nothing"
    assert wakes(pygame.event.Event(pygame.JOYHATMOTION, instance_id=7, joy=7, hat=0, value=(0, 1)))


def test_english_banner(make_app):
    app, _menu = idle_menu(make_app, "en")
    idle(app, ATTRACT_AFTER + 1)
    assert "Demo – press any key" in texts_drawn(app)


def test_the_menu_dice_tumble_and_then_the_menu_goes_still(make_app):
    """The menu moves (its trays throw, the title hops), then rests: a still menu is not drawn."""
    from scenes.screens.menu import MenuScene
    from scenes.ui.menu_room import FIRST_THROWS, RETHROW_EVERY

    fresh = MenuScene(make_app())
    fresh.update(1 / 120)
    assert fresh.room is None, "the first frame does not wait for the trays"
    app, menu = idle_menu(make_app)
    idle(app, 0.1)
    assert menu.room is not None and menu.room.ready, "the trays are there once the first frame is on screen"
    idle(app, FIRST_THROWS[-1])
    assert any(t.animating for t in menu.room.trays), "dice are rolling"
    waited = 0.0
    while not app._still() and waited < RETHROW_EVERY:      # between two throws the menu rests
        idle(app, 0.1)
        waited += 0.1
    assert app._still(), "the dice lie still and nobody pressed a key: nothing is drawn"
    faces = [t.faces_at_rest() for t in menu.room.trays]
    assert all(len(f) for f in faces)
    throws = menu.room.throws
    idle(app, RETHROW_EVERY)
    assert menu.room.throws == throws + 1, "now and then a tray throws again"


def test_a_menu_nobody_touches_throws_its_dice_at_a_calm_frame_rate_and_a_key_wakes_it(make_app):
    """Idle, the tumbling dice are drawn at most 20 times a second (an idle menu costs little
    CPU); the first key brings back the full frame rate at once."""
    from scenes.screens.menu import CALM_AFTER

    app, menu = idle_menu(make_app)
    full = app.config.display.fps
    assert app.frame_rate() == full, "just touched: the full rate"
    idle(app, CALM_AFTER + 0.5)
    assert app.frame_rate() <= 20 < full
    press(app, pygame.K_UP)
    assert app.frame_rate() == full


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("listing", ["main", "evening_choice"])
def test_the_menu_dice_trays_never_lie_under_the_menu_text(make_app, lang, listing):
    """Every text the menu places (buttons, their hint, subtitle, keys line), in both languages
    and with the wider list of choices, stays clear of the two trays."""
    from scenes.ui import text
    from scenes.ui.menu_room import TRAY_RECTS

    app, menu = idle_menu(make_app, lang)
    if listing == "evening_choice":
        menu.evening = object()                # as if an evening were saved: the wider list of choices
        menu.evening_hint = lambda: "Anna, Ben, Clara, David, Emma, Felix"
        menu.open_evening()
    idle(app, 0.1)
    places = text.watch_places()
    try:
        app.draw()
        placed = [(t, pygame.Rect(r)) for t, r, _surface in places]
    finally:
        text.unwatch()
    assert len(placed) >= 5
    for words, rect in placed:
        for tray in TRAY_RECTS:
            assert not rect.colliderect(tray), f"{words!r} at {rect} lies under a tray at {tray}"


def test_a_demo_never_replaces_the_players_unfinished_game_of_its_kind(make_app):
    """The first demo is Durchmarsch; a Durchmarsch game left unfinished keeps its save."""
    from game.games import game_by_name
    from game.seats import Seat
    from scenes.screens.menu import MenuScene

    app = make_app()
    app.push(MenuScene(app))
    table = app.routes.table(game_by_name("durchmarsch"), [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2")], 5)
    app.push(table)
    table.keeper.flush()
    save = app.data_folder / "autosave-durchmarsch.json"
    kept = save.read_bytes()
    app.routes.menu()
    menu = app.top
    app.draw()
    idle(app, ATTRACT_AFTER + 4)
    assert app.attract is not None and app.top.info.module == "durchmarsch"
    app.top.keeper.flush()
    press(app, pygame.K_ESCAPE)
    assert app.stack == [menu]
    if hasattr(app, "save_writer"):
        app.save_writer.flush()
    assert save.read_bytes() == kept


def _rested_spots(app, seed, throws: int = 2) -> list[list]:
    """Where each tray's dice lie after `throws` throws of a fresh menu room."""
    room = app.routes.menu_room(seed)
    room.build()
    spots = []
    for _ in range(throws):
        room.throw()
        for _ in range(8 * 120):
            room.update(1 / 120, awake=False)
            if not any(t.animating for t in room.trays):
                break
        spots.append([round(x) for tray in room.trays for pos in tray.positions().values() for x in pos])
    return spots


def test_the_menu_dice_land_elsewhere_at_each_start_and_each_throw_unless_seeded(make_app):
    app = make_app()
    first, second = _rested_spots(app, None), _rested_spots(app, None)
    assert first != second, "two starts of the game show the menu's dice in different spots"
    assert _rested_spots(app, 7) == _rested_spots(app, 7), "a seed (tests, --seed) repeats the room"
    rethrown = _rested_spots(app, None, throws=3)
    assert rethrown[0] != rethrown[2], "the left tray's rethrow lands differently from its first throw"


@pytest.mark.parametrize("demo", range(4))
def test_the_attract_banner_covers_none_of_the_demo_tables_sheets_and_texts(make_app, demo):
    """Whichever game the bots show, the banner has a band of its own: every text the table
    places and every sheet (its picture shown a little smaller above the band) stays clear."""
    from scenes.ui import text

    app, menu = idle_menu(make_app, "en" if demo % 2 else "de")
    menu.demos_shown = demo
    menu.begin_attract()
    table = app.top
    idle(app, 6)
    surface = app.screen
    banner, picture = app.attract.rect(surface), app.attract.picture_rect(surface)
    assert not banner.colliderect(picture)
    assert surface.get_rect().contains(banner) and surface.get_rect().contains(picture)
    assert picture.height >= 0.85 * surface.get_height(), "the game stays nearly full size"
    scale = picture.height / surface.get_height()

    def shown(rect) -> pygame.Rect:
        rect = pygame.Rect(rect)
        return pygame.Rect(picture.x + rect.x * scale, picture.y + rect.y * scale, rect.w * scale, rect.h * scale)

    places = text.watch_places()
    try:
        app.draw()
        placed = [(words, pygame.Rect(r)) for words, r, _surface in places]
    finally:
        text.unwatch()
    table_words = [(w, r) for w, r in placed if w not in app.attract.lines()]
    assert len(table_words) >= 5, "the demo table drew its texts"
    rects = [(w, shown(r)) for w, r in table_words]
    if hasattr(table, "sheet_rects"):
        rects += [(f"sheet of seat {seat}", shown(r)) for seat, r, _big in table.sheet_rects()]
    for what, rect in rects:
        assert not rect.colliderect(banner), f"the banner at {banner} covers {what!r} at {rect}"


def test_the_attract_banner_keeps_a_margin_from_the_windows_edges(make_app):
    """The banner stood on the window's bottom edge: it keeps a margin below and is as wide as
    the demo's picture above it."""
    app, menu = idle_menu(make_app, "en")
    menu.begin_attract()
    surface = app.screen
    banner, picture = app.attract.rect(surface), app.attract.picture_rect(surface)
    assert surface.get_height() - banner.bottom >= 10, "a margin under the banner"
    assert banner.left == picture.left and banner.right == picture.right, "as wide as the picture"
    assert banner.top >= picture.bottom


def test_the_demos_picture_lies_framed_on_the_table_never_between_bare_bars(make_app):
    """The demo's picture is narrower than the window (the banner has the band under it): it
    stands in a gold rim, whole inside the window, and the strips beside it are the table with
    dice on it, never two bare dark bars."""
    from scenes.attract import Attract
    from scenes.ui import theme

    app, _menu = idle_menu(make_app)
    idle(app, ATTRACT_AFTER + 2)
    assert app.attract is not None
    app.draw()
    screen = app.screen
    area = Attract.picture_rect(screen)
    assert area.top > 0 and screen.get_rect().contains(area.inflate(4, 4)), "the rim stands whole in the window"
    for x in (area.left - 2, area.right + 1):
        assert tuple(screen.get_at((x, area.centery)))[:3] == theme.ACCENT, "a gold rim at each side"
    for strip in (pygame.Rect(0, 0, area.left - 6, area.bottom), pygame.Rect(area.right + 6, 0, screen.get_width()
                                                                              - area.right - 6, area.bottom)):
        light = sum(1 for x in range(strip.left, strip.right, 2) for y in range(strip.top, strip.bottom, 2)
                    if min(tuple(screen.get_at((x, y)))[:3]) > 200)
        assert light > 300, ("dice lie in the strip beside the picture", strip, light)
    assert not Attract.rect(screen).colliderect(area.inflate(8, 8)), "the banner clear of the rim"


@pytest.mark.parametrize("first", ["space", "enter", "esc", "a_blocks_key", "pad_button"])
def test_the_demo_from_the_command_line_says_so_and_any_key_goes_to_the_menu(make_app, monkeypatch, first):
    from scenes.screens.menu import MenuScene

    app = make_app()
    app.routes.start(demo=True)
    run_frames(app, 240)
    assert getattr(app.top, "demo_index", None) is not None, "a demo game plays"
    assert "Demo – drück eine Taste" in texts_drawn(app), "the demo says it is one"
    events = {
        "space": [key(pygame.K_SPACE)], "enter": [key(pygame.K_RETURN)], "esc": [key(pygame.K_ESCAPE)],
        "a_blocks_key": [key(pygame.K_e)],
        "pad_button": [pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=0, button=0)],
    }[first]
    for event in events:
        app.dispatch(event)
    run_frames(app, 30)
    assert isinstance(app.top, MenuScene) and len(app.stack) == 1, "back to the menu, never the pause"
    assert app.attract is None
