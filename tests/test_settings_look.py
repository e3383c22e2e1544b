"""The settings as a player reads them: rows in a few sections under headings (Mensch's figures
per colour first, under "Das Spiel", not among the house rules), every value shown as a
control (a switch, a slider, a stepper), the chosen row explained beside, and Tab going round
from the last tab to the first said on screen."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, texts_drawn
from test_settings import go_to_row, go_to_tab, open_settings

from scenes.screens.settings.rows import SLIDER, STEPPER, TOGGLE, control_of
from scenes.ui import text, theme


def places(app) -> dict[str, pygame.Rect]:
    seen = text.watch_places()
    try:
        app.draw()
        return {said: rect for said, rect, _ in seen}
    finally:
        text.unwatch()


@pytest.mark.parametrize("lang, game, rules, figures", [("de", "Das Spiel", "Hausregeln", "Figuren pro Farbe"),
                                                        ("en", "The game", "House rules", "Pieces per colour")])
def test_menschs_figures_per_colour_stand_first_under_their_own_heading(make_app, lang, game, rules, figures):
    app = make_app()
    scene = open_settings(app)
    app.set_language(lang)
    go_to_tab(app, scene, "mensch")
    assert scene.row.name == "figures", "the first row of Mensch's tab"
    where = places(app)
    assert where[game].bottom <= where[figures].top < where[rules].top
    assert scene.row_rect(0).top > where[game].bottom


def test_the_general_tab_has_sections_for_language_speed_and_sound(make_app):
    app = make_app()
    scene = open_settings(app)
    seen = texts_drawn(app)
    for heading in ("Sprache und Tipps", "Tempo", "Ton und Musik"):
        assert heading in seen
    names = [row.name for row in scene.current.rows]
    assert names.index("hints") < names.index("dice_speed") < names.index("volume") < names.index("mute")


def test_every_value_is_a_control_a_switch_a_slider_or_a_stepper(make_app):
    app = make_app()
    scene = open_settings(app)
    kinds = {row.name: control_of(row, app.config) for row in scene.current.rows}
    assert kinds["mute"] == TOGGLE and kinds["hints"] == TOGGLE
    assert kinds["volume"] == SLIDER and kinds["dice_speed"] == SLIDER
    assert kinds["language"] == STEPPER


def switch_is_green(app, scene, name: str) -> bool:
    i = [row.name for row in scene.current.rows].index(name)
    app.draw()
    pill = scene.pill_rect(scene.row_rect(i - scene.scroll[scene.current.id]))
    return any(tuple(app.screen.get_at((x, pill.centery + 10)))[:3] == theme.GOOD
               for x in range(pill.right - 78, pill.right - 8))


def test_a_switch_turns_green_when_it_is_switched_on(make_app):
    app = make_app()
    scene = open_settings(app)
    assert not switch_is_green(app, scene, "mute")
    go_to_row(app, scene, "mute")
    press(app, pygame.K_RIGHT)
    assert app.config.audio.mute is True
    assert switch_is_green(app, scene, "mute")


def test_a_click_left_of_a_sliders_knob_turns_it_down_and_right_of_it_up(make_app):
    app = make_app()
    scene = open_settings(app)
    i = [row.name for row in scene.current.rows].index("volume")
    pill = scene.pill_rect(scene.row_rect(i))
    knob = scene.slider_knob_x(pill, scene.current.rows[i])
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(knob - 20, pill.centery), button=1))
    assert app.config.audio.volume == pytest.approx(0.7)
    knob = scene.slider_knob_x(pill, scene.current.rows[i])
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(knob + 20, pill.centery), button=1))
    assert app.config.audio.volume == pytest.approx(0.8)


@pytest.mark.parametrize("tab", ["general", "display", "evening", "durchmarsch", "mensch", "zehntausend",
                                 "wurf_und_weg"])
def test_walking_down_every_row_keeps_it_whole_in_the_list_and_clear_of_the_headings(make_app, tab):
    from scenes.screens.settings.scene import LIST

    app = make_app()
    scene = open_settings(app)
    go_to_tab(app, scene, tab)
    for k in range(len(scene.current.rows)):
        assert scene.index == k
        where = places(app)
        rect = scene.row_rect(k - scene.scroll[tab])
        assert LIST.contains(rect), f"row {k} of {tab} is cut off"
        headings = [where[scene.t(key)] for _first, key in scene.current.sections if scene.t(key) in where]
        assert not any(h.colliderect(rect) for h in headings)
        press(app, pygame.K_DOWN)


@pytest.mark.parametrize("lang, first, last", [("de", "Wieder am Anfang: Allgemein", "Ans Ende gesprungen"),
                                               ("en", "Back at the start: General", "Round to the end")])
def test_tab_going_round_from_the_last_tab_to_the_first_is_said_on_screen(make_app, lang, first, last):
    app = make_app()
    scene = open_settings(app)
    app.set_language(lang)
    press(app, pygame.K_TAB)
    assert scene.tab == 1 and not any(first in t or last in t for t in texts_drawn(app)), "no word on a plain step"
    for _ in range(len(scene.tabs) - 1):
        press(app, pygame.K_TAB)
    assert scene.tab == 0
    assert first in texts_drawn(app)
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_LSHIFT, unicode="",
                                    scancode=0))
    assert scene.tab == len(scene.tabs) - 1
    assert any(last in t for t in texts_drawn(app))


@pytest.mark.parametrize(("lang", "first"), [("de", "Wieder am Anfang: Allgemein"), ("en", "Back at the start: General")])
def test_the_notice_that_tab_went_round_goes_when_the_page_changes(make_app, lang, first):
    """Round to Allgemein, then on to Tasten to change a key: the notice about Allgemein is
    gone from the Tasten page (and from the help panel while a key is awaited)."""
    app = make_app()
    scene = open_settings(app)
    app.set_language(lang)
    for _ in range(len(scene.tabs)):
        press(app, pygame.K_TAB)
    assert scene.tab == 0 and scene.message == first
    go_to_tab(app, scene, "keys")
    assert scene.message is None, "the notice went with its page"
    assert not any(first in t for t in texts_drawn(app))
    press(app, pygame.K_RETURN)                       # Enter on a key: waiting for the new one
    assert scene.keys.waiting is not None and scene.message is None
    assert not any(first in t for t in texts_drawn(app))


# ---------------------------------------------------------------- values that read as what they do

@pytest.mark.parametrize("lang, words", [("de", {"last_rolls_time": "unbegrenzt", "last_rolls": "3 Würfe",
                                                 "coasters_to_win": "3 Deckel", "wrong_press_penalty": "keine"}),
                                         ("en", {"last_rolls_time": "no limit", "last_rolls": "3 rolls",
                                                 "coasters_to_win": "3 coasters", "wrong_press_penalty": "none"})])
def test_wurf_und_weg_values_read_as_what_they_do(make_app, lang, words):
    app = make_app()
    scene = open_settings(app)
    app.set_language(lang)
    go_to_tab(app, scene, "wurf_und_weg")
    rows = {row.name: row for row in scene.current.rows}
    rules = app.config.rules("wurf_und_weg")
    rules.wrong_press_penalty = 0.0
    shown = {name: rows[name].value_text(app.texts, app.config) for name in words}
    assert shown == words
    seen = texts_drawn(app)
    assert words["last_rolls_time"] in seen and "0,0 s" not in seen and "0.0 s" not in seen


def test_every_zero_that_switches_something_off_is_said_in_words(make_app):
    """A field documented as "0 = ..." or "0.0 (off)" never shows a bare 0 in either language."""
    from scenes.screens.settings.scene import build_tabs

    app = make_app()
    for lang in ("de", "en"):
        app.set_language(lang)
        zero_means = [row for tab in build_tabs(app.config) for row in tab.rows
                      if hasattr(row, "field") and any(mark in str(row.field.metadata.get("doc", ""))
                                                       for mark in ("0 =", "(0 ", "0.0 (off)"))]
        assert {row.name for row in zero_means} >= {"last_rolls_time", "min_bank", "music_volume"}
        for row in zero_means:
            said = row.show(app.texts, type(row.default())(0))
            assert not any(ch.isdigit() for ch in said), f"{row.name} at 0 shows {said!r}"


def test_a_range_names_its_unit_once(make_app):
    app = make_app()
    scene = open_settings(app)
    go_to_tab(app, scene, "mensch")
    assert "Möglich\n2 bis 4 Figuren" in "\n".join(text for _kind, text in scene.help_lines())


def test_a_garbage_wording_in_the_tables_never_breaks_a_value(make_app, monkeypatch):
    from scenes.screens.settings.rows import worded

    app = make_app()
    t = app.texts
    assert worded(t, "wurf_und_weg", "last_rolls", "drei", "drei") == "drei", "not a number: as it is"
    assert worded(t, "nowhere", "nothing", 0, "0") == "0", "no words in the tables: the number"
    assert worded(t, "wurf_und_weg", "move_all_matching", False, "aus") == "aus"


# ---------------------------------------------------------------- tabs at a glance

@pytest.mark.parametrize("lang", ["de", "en"])
def test_game_tabs_carry_their_emblem_and_every_tab_lies_on_screen_apart(make_app, lang):
    from game.games import GAMES

    app = make_app()
    scene = open_settings(app)
    app.set_language(lang)
    size, rects = scene.tab_layout()
    assert size >= 20, "the tabs' words stay readable"
    screen = pygame.Rect(0, 0, theme.SCREEN_W, theme.SCREEN_H)
    assert all(screen.contains(rect) for rect in rects)
    assert all(a.right < b.left for a, b in zip(rects, rects[1:], strict=False) if a.y == b.y), "no two tabs touch"
    assert all(not a.colliderect(b) for a in rects for b in rects if a is not b)
    motifs = {tab.id: tab.motif for tab in scene.tabs}
    for info in GAMES:
        assert motifs[info.module] == info.emblem and info.emblem
    assert not motifs["general"] and not motifs["keys"]
    for i, tab in enumerate(scene.tabs):     # the emblem stands inside its tab, left of the name
        if tab.motif:
            name = scene.tab_label(tab)
            where = places(app)
            assert rects[i].contains(where[name])
            assert where[name].left - rects[i].left >= 24


@pytest.mark.parametrize("lang, words", [("de", "Aufhören oder weitermachen?"), ("en", "Stop or push on?")])
def test_a_game_tab_with_few_rows_shows_what_the_game_is_below_them(make_app, lang, words):
    app = make_app()
    scene = open_settings(app)
    app.set_language(lang)
    go_to_tab(app, scene, "durchmarsch")
    where = places(app)
    said = next(rect for text_, rect in where.items() if text_.startswith(words))
    last = scene.row_rect(len(scene.current.rows) - 1)
    assert said.top > last.bottom, "under the rows, never over one"
    go_to_tab(app, scene, "zehntausend")         # a long list has no room for it
    assert not any(t.startswith("Einsen, Fünfen") or t.startswith("Ones, fives") for t in texts_drawn(app))


def _contrast(a, b) -> float:
    def lum(c):
        ch = [(v / 255) / 12.92 if v / 255 <= 0.03928 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c[:3]]
        return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2]
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_the_help_a_player_reads_is_20_px_or_more_in_full_ink():
    """The help panel's words (what a setting does, what is allowed, its default, "F1: more")
    and the key line at the foot: never small grey text on the dark panel."""
    from scenes.screens.settings.look import HELP_STYLES, READ_INK, _layout

    panel_bg = (22, 28, 26)
    for kind in ("body", "label", "value", "more"):
        size, colour, _bold, _above = HELP_STYLES[kind]
        assert size >= 20, kind
        assert _contrast(colour, panel_bg) >= 10, f"{kind} is too faint to read from the sofa"
    assert _contrast(READ_INK, theme.BG) >= 10
    squeezed = _layout((("body", "Wort " * 200), ("more", "F1: mehr dazu")), 300, 0.6)
    assert min(size for _kind, size, _parts, _above in squeezed) >= 20, "shrunk to fit, never under 20 px"


def test_the_settings_foot_is_drawn_in_full_ink_at_a_readable_size(make_app, monkeypatch):
    from scenes.screens.settings import scene as settings_scene

    app = make_app()
    scene = open_settings(app)
    drawn = []
    real = settings_scene.blit_fitted

    def spy(surface, words, where, room, size, colour, *rest, **kw):
        drawn.append((words, size, colour))
        return real(surface, words, where, room, size, colour, *rest, **kw)

    monkeypatch.setattr(settings_scene, "blit_fitted", spy)
    app.draw()
    foot = [(size, colour) for words, size, colour in drawn if words == scene.hint()]
    assert foot and all(size >= 20 and _contrast(colour, theme.BG) >= 10 for size, colour in foot)
