"""The menu looks like a game's menu: the selected button is lifted off the table and lit gold,
the others are dark tiles with depth, the keys' line at the foot reads from the sofa, and a
menu nobody touches renders nothing anew (its buttons are pictures made once)."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, run_frames
from test_menu_alive import labels_drawn

from scenes.ui import menu_buttons, text, widgets
from scenes.ui.seat_panel import keycap_image


def open_menu(make_app, lang="de"):
    app = make_app()
    app.set_language(lang)
    app.routes.menu()
    run_frames(app, 2)
    return app, app.top


def gold(colour) -> bool:
    r, g, b = colour[:3]
    return r > 200 and g > 140 and b < 130


def test_the_selected_button_is_lifted_and_lit_the_others_stand_dark(make_app, monkeypatch):
    app, menu = open_menu(make_app)
    entries = menu.main_list
    entries.index = -1
    resting = labels_drawn(monkeypatch, entries, app.screen)      # where each tile's words stand, unlit
    entries.index = entries.first_game() + 1          # Mensch ärgere Dich nicht
    app.screen.fill((0, 0, 0))
    drawn = labels_drawn(monkeypatch, entries, app.screen)
    for i, rect in enumerate(entries.rects()):
        inside = app.screen.get_at((rect.right - 30, rect.centery - menu_buttons.LIFT))
        text = entries.buttons[i].text()
        label = drawn[text]
        if i == entries.index:
            assert gold(inside), f"the selected button is lit gold, not {inside}"
            assert label.centery <= resting[text].centery - menu_buttons.LIFT + 1, "its words rise with it"
        else:
            assert not gold(inside), f"{text!r} is not lit"
            assert label == resting[text] and rect.contains(label), "the others' words stay on their tiles"
    below = entries.rects()[entries.index + 1]
    # a tile's edge shows under it: darker than its face, on the table below the face
    face = app.screen.get_at((below.centerx - 200, below.top + 8))
    edge = app.screen.get_at((below.centerx - 200, below.bottom + 2))
    assert sum(edge[:3]) < sum(face[:3]) - 30, "the tile has a darker edge under its face"


@pytest.mark.parametrize("lang, words", [("de", ["zurück", "Vollbild"]), ("en", ["back", "fullscreen"])])
def test_the_keys_line_at_the_foot_shows_key_caps_and_large_light_words(make_app, lang, words):
    app, menu = open_menu(make_app, lang)
    keycap_image.cache_clear()           # (the caps drawn afresh, so their letters are seen)
    seen = text.watch_places()
    sizes = text.watch_sizes()
    try:
        app.draw()
        placed = {said: (rect, img) for said, rect, img in seen}
        size_of = {}
        for said, size in sizes:
            size_of[said] = max(size, size_of.get(said, 0))
    finally:
        text.unwatch()
    for cap in ("↑", "↓", "Enter", "Esc", "F11"):
        assert size_of.get(cap, 0) >= 22, f"the key cap {cap!r} at {size_of.get(cap)} px"
    for said in words:
        rect, img = placed[said]
        assert size_of[said] >= 24 and rect.bottom <= 720 - 8 and rect.left >= 20 and rect.right <= 1260
        brightest = max(sum(img.get_at((x, y))[:3]) for x in range(0, img.get_width(), 2)
                        for y in range(img.get_height()) if img.get_at((x, y))[3] > 200)
        assert brightest >= 3 * 215, f"{said!r} in light ink, not grey"
    hint = max(r.bottom for r in menu.main_list.rects())
    assert all(placed[said][0].top > hint + 40 for said in words), "under the line that says what is chosen"


def test_a_menu_nobody_touches_renders_nothing_anew(make_app):
    app, menu = open_menu(make_app)
    press(app, pygame.K_DOWN)                 # a button selected, every picture made once
    run_frames(app, 2)
    tiles, words = menu_buttons.made, text._render.cache_info().misses
    run_frames(app, 30)
    assert menu_buttons.made == tiles, "no button picture made again on a still frame"
    assert text._render.cache_info().misses == words, "no words rendered again"
    press(app, pygame.K_DOWN)
    run_frames(app, 30)
    assert menu_buttons.made == tiles, "the selection moving reuses the pictures it has"


def leather_above(picture: pygame.Surface, tray: pygame.Rect) -> int:
    """Pixels of brown leather just above a tray's outer half (where its dice cup stands)."""
    count = 0
    for x in range(tray.left - 10, tray.right + 10, 2):
        for y in range(tray.top - 70, tray.top):
            r, g, b = picture.get_at((x, y))[:3]
            count += r > g + 25 and g > b and 60 < r < 220
    return count


def test_beside_each_tray_stands_the_dice_cup_its_dice_come_from_and_not_where_a_tray_gave_way(make_app):
    from test_menu_card import drawn_room, leave_unfinished

    from scenes.ui.menu_room import TRAY_RECTS, room

    app, menu = open_menu(make_app)
    trays = drawn_room(app).trays
    both = room(trays[0], (True, True))
    assert all(leather_above(both, tray) > 200 for tray in TRAY_RECTS), "a cup by each tray"
    left_gone = room(trays[0], (False, True))
    assert leather_above(left_gone, TRAY_RECTS[0]) < 20, "no cup where no tray stands"
    assert leather_above(left_gone, TRAY_RECTS[1]) > 200
    leave_unfinished(app, "zehntausend")
    app.routes.menu()
    assert drawn_room(app).shown == (True, True), "with a game unfinished both trays and cups stay"


def test_the_menus_questions_wear_the_same_tiles_their_answer_lifted_and_lit(make_app, monkeypatch):
    app, menu = open_menu(make_app)
    menu.ask_quit()
    question = menu.list
    assert question is not menu.main_list and question.index == 0
    app.screen.fill((0, 0, 0))
    drawn = {}
    real = widgets.blit_text

    def spy(surf, said, pos, *args, **kwargs):
        drawn[said] = real(surf, said, pos, *args, **kwargs)
        return drawn[said]

    monkeypatch.setattr(widgets, "blit_text", spy)
    question.draw(app.screen)
    monkeypatch.setattr(widgets, "blit_text", real)
    chosen, other = question.rects()
    assert gold(app.screen.get_at((chosen.right - 30, chosen.centery - menu_buttons.LIFT)))
    assert not gold(app.screen.get_at((other.right - 30, other.centery)))
    assert drawn[question.buttons[0].text()].centery <= chosen.centery - menu_buttons.LIFT + 1, "its words rise too"
    edge = app.screen.get_at((other.centerx - 200, other.bottom + 2))
    assert sum(edge[:3]) > 0, "the tile's edge shows under it"
