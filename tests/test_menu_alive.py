"""The menu as the sofa sees it: dice tumble every few seconds, the chooser of saved games
stands between two trays, and an emblem never touches its label."""

from __future__ import annotations

import pygame
import pytest
from helpers import run_frames
from test_menu_card import drawn_room, leave_unfinished

import scenes.ui.menu_list as menu_list_module
from scenes.ui.menu_list import LABEL_GAP


def labels_drawn(monkeypatch, menu_list, surface) -> dict[str, pygame.Rect]:
    """Each entry's label as drawn (its rectangle on screen)."""
    seen = {}
    real = menu_list_module.blit_text

    def spy(surf, text, pos, size, *args, **kwargs):
        rect = real(surf, text, pos, size, *args, **kwargs)
        seen[text] = rect
        return rect

    monkeypatch.setattr(menu_list_module, "blit_text", spy)
    menu_list.draw(surface)
    monkeypatch.setattr(menu_list_module, "blit_text", real)
    return seen


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_emblem_stands_clear_of_its_label_selected_or_not(make_app, monkeypatch, lang):
    app = make_app()
    app.set_language(lang)
    leave_unfinished(app, "zehntausend")      # the card's entries have emblems too
    app.routes.menu()
    menu = app.top
    entries = menu.main_list
    with_emblem = [i for i in range(len(entries.buttons)) if entries.emblem_rect(i) is not None]
    assert len(with_emblem) >= 5
    for i in with_emblem:
        for selected in (False, True):
            entries.index = i if selected else -1
            label = entries.buttons[i].text()
            drawn = labels_drawn(monkeypatch, entries, app.screen)
            assert label in drawn, f"{label!r} is drawn whole"
            gap = drawn[label].left - entries.emblem_rect(i).right
            assert gap >= LABEL_GAP - 2, f"{label!r} (selected: {selected}) is {gap} px from its emblem"
            assert drawn[label].right <= entries.rects()[i].right - 8


def test_the_chooser_of_saved_games_stands_between_two_trays(make_app):
    app = make_app()
    leave_unfinished(app, "zehntausend")
    leave_unfinished(app, "durchmarsch")
    app.routes.menu()
    menu = app.top
    room = drawn_room(app)
    assert room.shown == (True, True), "continue stands in the column: both trays stay"
    menu.resume()                         # two saved games: the chooser
    run_frames(app, 2)
    assert room.shown == (True, True)
    run_frames(app, 120)
    assert room.trays[0].ids, "the tray that came back holds dice"
    left = min(r.left for r in menu.list.rects())
    right = max(r.right for r in menu.list.rects())
    assert abs((left + right) / 2 - app.screen.get_width() / 2) <= 1
    menu.stop_choosing()
    run_frames(app, 2)
    assert room.shown == (True, True)


def test_an_idle_menu_throws_its_dice_every_few_seconds(make_app):
    app = make_app()
    app.routes.start()
    room = drawn_room(app)
    stills = []          # seconds (simulated) between one throw's end and the next throw
    still_since = None
    for _ in range(45 * 60):              # 45 s at 60 frames a second, nobody touching anything
        app.step(1 / 60)
        moving = any(t.animating for t in room.trays)
        if not moving and still_since is None:
            still_since = room.clock
        elif moving and still_since is not None:
            stills.append(room.clock - still_since)
            still_since = None
    assert len(stills) >= 5, "the dice are thrown again and again"
    assert max(stills[1:]) <= 6.5, f"the dice stood still for {max(stills[1:]):.1f} s"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_an_idle_menu_looks_and_reads_exactly_as_a_touched_one(make_app, lang):
    """While nobody touches the menu its still parts are one picture drawn once: the screen
    shows the same pixels and the same words as a menu drawn afresh."""
    from helpers import texts_drawn

    app = make_app()
    app.set_language(lang)
    leave_unfinished(app, "zehntausend")
    app.routes.menu()
    menu = app.top
    room = drawn_room(app)
    for _ in range(10 * 60):                # idle until the dice of both trays lie still
        app.step(1 / 60)
        if menu.calm > 4 and not any(t.animating for t in room.trays) and not room.hopping():
            break
    assert menu.calm > 4 and not any(t.animating for t in room.trays)
    idle_words = texts_drawn(app)
    idle_picture = app.screen.copy()
    menu.calm = 0.0                         # as if a key had just been pressed
    fresh_words = texts_drawn(app)
    assert sorted(idle_words) == sorted(fresh_words)
    assert pygame.image.tobytes(idle_picture, "RGB") == pygame.image.tobytes(app.screen, "RGB")


def test_the_room_behind_the_menu_is_in_the_windows_format_without_a_second_copy(make_app):
    """The first frame's backdrop is not converted again when it already has the window's
    format (a whole screen's copy at start-up), and looks exactly as a converted one."""
    from scenes.ui.backdrop import backdrop, in_display_format

    app = make_app()
    picture = backdrop(dice=False)
    screen = app.screen
    assert (picture.get_bitsize(), picture.get_masks()) == (screen.get_bitsize(), screen.get_masks())
    assert in_display_format(picture) is picture
    assert pygame.image.tobytes(picture.convert(), "RGB") == pygame.image.tobytes(picture, "RGB")
    see_through = pygame.Surface((8, 8), pygame.SRCALPHA)
    assert in_display_format(see_through) is not see_through, "a picture with alpha is converted"
