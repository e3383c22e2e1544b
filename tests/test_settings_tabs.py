"""The settings read at a glance: the tabs on two rows (the app's own in the top line beside
the title, the games' under it) with room between them and words a sofa reads, every tab
reached by the arrows alone; the help as a sentence and short bullets ("• Möglich: ..."); a
slider a knob standing on a track, its value in words beside it."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, texts_drawn
from test_settings import go_to_row, go_to_tab, open_settings
from test_settings_look import places

from scenes.screens.settings import look
from scenes.screens.settings.scene import DONE, HELP
from scenes.ui import theme


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_tabs_stand_on_two_rows_large_and_apart(make_app, lang):
    app = make_app()
    scene = open_settings(app)
    app.set_language(lang)
    size, rects = scene.tab_layout()
    assert size >= 22, "the tabs' words read from the sofa"
    first_game = next(i for i, tab in enumerate(scene.tabs) if tab.motif)
    app_row, game_row = rects[:first_game], rects[first_game:]
    assert len({r.y for r in app_row}) == 1 and len({r.y for r in game_row}) == 1
    assert app_row[0].bottom < game_row[0].top, "the games' tabs on a row of their own"
    for row in (app_row, game_row):
        for a, b in zip(row, row[1:], strict=False):
            assert b.left - a.right >= 12, "room between two tabs"
    where = places(app)
    title = where[scene.t("app.settings.title")]
    assert title.right + 12 <= scene.tab_groups()[0].left, "the title stands clear of the tabs"
    assert scene.tab_groups()[0].right + 12 <= DONE.left, "and so does Fertig"
    for tab, rect in zip(scene.tabs, rects, strict=True):
        assert rect.contains(where[scene.tab_label(tab)]), f"{scene.tab_label(tab)!r} inside its tab"


def test_every_tab_is_reached_by_the_arrows_alone_through_both_rows(make_app):
    app = make_app()
    scene = open_settings(app)
    press(app, *([pygame.K_UP] * 30))
    assert scene.on_tabs
    seen = [scene.current.id]
    for _ in range(len(scene.tabs) - 1):
        press(app, pygame.K_RIGHT)
        seen.append(scene.current.id)
    assert seen == [tab.id for tab in scene.tabs], "right walks the top row, then the games' row"
    for _ in range(len(scene.tabs) - 1):
        press(app, pygame.K_LEFT)
    assert scene.current.id == scene.tabs[0].id
    press(app, pygame.K_DOWN)
    assert not scene.on_tabs, "down enters the chosen tab's rows"


@pytest.mark.parametrize("lang, allowed, value", [("de", "Möglich:", "0,25× bis 4,0×"),
                                                  ("en", "Choices:", "0.25× to 4.0×")])
def test_the_help_gives_what_is_allowed_as_a_short_bullet(make_app, lang, allowed, value):
    app = make_app()
    scene = open_settings(app)
    app.set_language(lang)
    go_to_tab(app, scene, "general")
    go_to_row(app, scene, "dice_speed")
    look.help_panel.cache_clear()          # (drawn afresh, so its words are seen)
    said = texts_drawn(app)
    assert allowed in said and value in said
    bullets = [parts for kind, _size, parts, _above in look._layout(scene.help_lines(), HELP.width - 40, 1.0)
               if kind == "pair"]
    assert [(allowed, value)] in bullets, "label and value on one line"
    assert not any(kind in ("label", "value") for kind, *_ in look._layout(scene.help_lines(), HELP.width - 40, 1.0))


def test_a_slider_has_a_knob_standing_on_its_track_and_its_value_beside_it(make_app):
    app = make_app()
    scene = open_settings(app)
    go_to_tab(app, scene, "general")
    go_to_row(app, scene, "volume")
    press(app, pygame.K_DOWN)                 # (the slider not chosen: its knob in paper on the felt)
    where = places(app)
    i = [row.name for row in scene.current.rows].index("volume") - scene.scroll[scene.current.id]
    pill = scene.pill_rect(scene.row_rect(i))
    row = scene.current.rows[i + scene.scroll[scene.current.id]]
    bar = scene.slider_bar(pill, row)
    knob = scene.slider_knob_x(pill, row)
    assert bar.height >= 8, "a track, not a hairline"
    above_track = (knob, bar.top - 5)
    assert app.screen.get_at(above_track)[:3] == theme.PAPER, "the knob stands out above the track"
    assert app.screen.get_at((knob + 30, bar.top - 5))[:3] != theme.PAPER
    value = where[row.value_text(scene.t, scene.cfg)]
    assert value.left > bar.right and abs(value.centery - bar.centery) <= 3


def test_the_chosen_tab_is_lifted_and_lit_the_others_stand_as_dark_tiles(make_app):
    from scenes.ui.menu_buttons import LIFT

    app = make_app()
    scene = open_settings(app)
    go_to_tab(app, scene, "mensch")
    app.draw()
    _size, rects = scene.tab_layout()
    for tab, rect in zip(scene.tabs, rects, strict=True):
        r, g, b = app.screen.get_at((rect.right - 8, rect.centery - LIFT))[:3]
        lit = r > 200 and g > 140 and b < 130
        assert lit == (tab.id == "mensch"), f"{tab.id} lit: {lit}"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("tab_id", ["general", "keys", "zehntausend"])
def test_the_chosen_tab_stands_in_line_with_its_row_and_the_games_row_spans_the_page(make_app, lang, tab_id):
    """The chosen tab is lit, not lifted out of its row: its face starts and ends where its
    neighbours' faces do; the games' row runs from the list's left edge to the help's right."""
    from scenes.screens.settings.scene import LIST

    app = make_app()
    scene = open_settings(app)
    app.set_language(lang)
    if tab_id != "general":
        go_to_tab(app, scene, tab_id)
    app.draw()
    _size, rects = scene.tab_layout()
    chosen = rects[scene.tab]
    row = [r for r in rects if r.y == chosen.y]
    assert len(row) > 1 and len({(r.top, r.bottom) for r in row}) == 1

    def gold(x, y):
        r, g, b = app.screen.get_at((x, y))[:3]
        return r > 200 and g > 140 and b < 130

    x = chosen.centerx + 24           # (clear of the words)
    assert gold(x, chosen.top + 6) and gold(x, chosen.bottom - 8), "the chosen tab's face fills its place"
    assert not gold(x, chosen.top - 3), "nothing of it stands above its row"
    games = rects[next(i for i, tab in enumerate(scene.tabs) if tab.motif):]
    assert games[0].left == LIST.left and games[-1].right == HELP.right, "the games' row lines up with the page"
    assert all(r.h < rects[0].h for r in games), "the games' tabs a row below the app's own, flatter"
