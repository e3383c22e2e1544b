"""The menu's trays belong to the choice: they tumble the dice of the game selected in the menu
(Durchmarsch's eight, Mensch's one, Zehntausend's five, Wurf & Weg's symbol dice), changing as
soon as another game is selected; before any is selected they throw plain dice."""

from __future__ import annotations

import pygame
from helpers import press, run_frames
from test_menu_card import drawn_room

from game.games import GAMES


def dice_lying(tray) -> list[str]:
    """The kinds of the dice a tray shows once they rest (the dice fading out not counted)."""
    return sorted(tray.die(i).kind for i in tray.ids if tray.die(i).mode != "leave")


def until_still(app, room, seconds: float = 12) -> None:
    """Run the menu until both trays' dice rest (at most `seconds`)."""
    for _ in range(round(seconds * 60)):
        if not any(t.animating for t in room.trays):
            return
        run_frames(app, 1)


def select(app, module: str) -> None:
    menu = app.top
    for _ in range(len(menu.list.buttons) + 1):
        chosen = menu.game_at.get(menu.list.index)
        if chosen is not None and chosen.module == module:
            return
        press(app, pygame.K_DOWN)
        run_frames(app, 2)
    raise AssertionError(f"{module} never selected")


def test_selecting_another_game_changes_the_trays_dice(make_app):
    app = make_app()
    app.routes.start()
    room = drawn_room(app)
    run_frames(app, 3 * 60)
    assert all(dice_lying(t) for t in room.trays), "plain dice before any game is chosen"
    seen = {}
    for module in ("durchmarsch", "mensch", "zehntausend", "wurf_und_weg"):
        select(app, module)
        run_frames(app, 3 * 60)                     # thrown at once, resting again, the old ones faded
        assert not any(t.animating for t in room.trays)
        seen[module] = [dice_lying(t) for t in room.trays]
    info = {g.module: g for g in GAMES}
    for module, trays in seen.items():
        kind, count = info[module].dice
        assert trays == [[kind] * count] * 2, (module, trays)
    assert seen["durchmarsch"] != seen["mensch"] != seen["zehntausend"] != seen["wurf_und_weg"]
    assert seen["wurf_und_weg"][0][0] == "symbol", "Wurf & Weg's dice show its luck symbols"


def test_the_new_dice_are_thrown_as_soon_as_the_game_is_selected(make_app):
    app = make_app()
    app.routes.start()
    room = drawn_room(app)
    run_frames(app, 60)                             # the opening throws
    until_still(app, room)
    assert not any(t.animating for t in room.trays)
    select(app, "mensch")
    assert all(t.animating for t in room.trays), "both trays throw the game's dice at once"


def test_moving_to_a_tool_keeps_the_last_games_dice(make_app):
    app = make_app()
    app.routes.start()
    room = drawn_room(app)
    select(app, "wurf_und_weg")               # the last game's tile; the game night's under it
    menu = app.top
    press(app, pygame.K_DOWN)
    run_frames(app, 3 * 60)
    assert menu.game_at.get(menu.list.index) is None
    assert [dice_lying(t) for t in room.trays] == [["symbol"] * 3] * 2


def test_with_something_unfinished_first_the_trays_throw_plain_dice(make_app):
    """The menu opened on "Weiterspielen" (no game selected yet): the trays throw plain dice,
    not some game's; the first game selected then brings its own."""
    from test_menu_card import leave_unfinished

    from scenes.ui.menu_room import TRAY_DICE

    app = make_app()
    leave_unfinished(app, "mensch")
    app.routes.menu()
    room = drawn_room(app)
    run_frames(app, 3 * 60)
    until_still(app, room)
    menu = app.top
    assert menu.game_at.get(menu.list.index) is None, "an unfinished thing is selected"
    trays = [dice_lying(t) for t in room.trays]
    assert [len(t) for t in trays] == list(TRAY_DICE) and all(set(t) == {trays[0][0]} for t in trays)
    assert trays[0][0] != "symbol"
    select(app, "durchmarsch")
    run_frames(app, 3 * 60)
    kind, count = GAMES[0].dice
    assert [dice_lying(t) for t in room.trays] == [[kind] * count] * 2
