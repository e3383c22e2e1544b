"""The rules screen: how to play every game in German and English, the diagrams beside the
text, tabs, scrolling, the house rules in force and the ways in and out (menu, setup, pause)."""

from __future__ import annotations

import pygame
import pytest

from game.games import GAMES, game_by_name
from game.i18n import Texts
from tests.helpers import press, run_frames

MODULES = [g.module for g in GAMES]

# Words a player must find on each game's page: the rules that make the game what it is.
KEY_WORDS = {
    ("durchmarsch", "de"): ["10", "zwei Würfel", "8 Würfel", "5 Würfeln", "Fehlwurf", "linken Nachbarn"],
    ("durchmarsch", "en"): ["10", "two dice", "8 dice", "5 dice", "misthrow", "on your left"],
    ("mensch", "de"): ["B", "A", "6", "eigene Figur", "übersprungen", "a, b und d", "zwei Farben"],
    ("mensch", "en"): ["B", "A", "6", "your own", "jumped over", "a, b and d", "two colours"],
    ("zehntausend", "de"): ["100", "50", "4, 4, 4 = 400", "1000", "bewiesen", "10.000", "überholen"],
    ("zehntausend", "en"): ["100", "50", "4, 4, 4 = 400", "1000", "proven", "10,000", "overtake"],
    ("wurf_und_weg", "de"): ["Stopp", "Ablage", "auch wenn dein Deckel", "linken Nachbarn", "Zu zweit",
                             "3 Mal", "drei Deckel"],
    ("wurf_und_weg", "en"): ["Stop!", "tray", "even when your coaster", "left neighbour", "With two players",
                             "3 more times", "three coasters"],
}


def rules_scene(app, module: str | None = None):
    from scenes.screens.rules.scene import RulesScene
    scene = RulesScene(app, game_by_name(module) if module else None)
    app.push(scene)
    return scene


def region(app, rect) -> bytes:
    """What the screen shows in `rect`, once the cross-fade from the scene before is over."""
    run_frames(app, 60)
    app.draw()
    return pygame.image.tobytes(app.screen.subsurface(rect), "RGB")


def visible_pixels(surface: pygame.Surface) -> int:
    return pygame.mask.from_surface(surface, 40).count()


def dark(surface: pygame.Surface) -> int:
    """How many pixels are dark (ink, the hint pill) rather than paper."""
    return sum(1 for x in range(surface.get_width()) for y in range(surface.get_height())
               if sum(surface.get_at((x, y))[:3]) < 400)


# ---------------------------------------------------------------- what the pages say

@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("module", MODULES)
def test_every_game_has_how_to_paragraphs_in_both_languages(make_app, module, lang):
    t = Texts(lang)
    paragraphs = t.list(f"howto.{module}")
    text_paragraphs = [p for p in paragraphs if not p.startswith("## ")]
    headings = [p for p in paragraphs if p.startswith("## ")]
    assert len(text_paragraphs) >= 6 and len(headings) >= 4
    app = make_app()
    app.set_language(lang)
    scene = rules_scene(app, module)
    page = scene.text()
    for paragraph in text_paragraphs:
        assert paragraph in page
    for heading in headings:
        assert heading[3:] in page and "##" not in page


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("module", MODULES)
def test_each_page_names_the_rules_that_make_the_game(make_app, module, lang):
    app = make_app()
    app.set_language(lang)
    page = rules_scene(app, module).text()
    for word in KEY_WORDS[(module, lang)]:
        assert word in page, f"{module} ({lang}) does not mention {word!r}"


@pytest.mark.parametrize("module", MODULES)
def test_the_german_pages_are_real_german_with_umlauts(make_app, module):
    page = rules_scene(make_app(), module).text()
    assert any(ch in page for ch in "äöüß") and "„" in page


def test_the_old_howto_lists_left_the_game_tables():
    for lang in ("de", "en"):
        table = Texts(lang).table
        assert not [k for k in table if k.startswith(("durchmarsch.howto.", "wurf_und_weg.howto."))]


def test_how_this_program_plays_it_and_where_the_variants_are(make_app):
    app = make_app()
    zehn = rules_scene(app, "zehntausend").text()
    assert "Einstellungen" in zehn and "Zehntausend" in zehn and "Aufschreiben" in zehn
    wurf = rules_scene(app, "wurf_und_weg").text()
    assert "Einstellungen" in wurf and "Bestätigen würfelt" in wurf
    durch = rules_scene(app, "durchmarsch").text()
    assert "Enter und Leertaste" in durch and "Bestätigen-Taste" in durch


def test_the_key_table_shows_the_keys_as_bound_in_the_config(make_app):
    app = make_app('[keys.keyboard1]\nconfirm = "f"\n')
    scene = rules_scene(app, "durchmarsch")
    rows = {device: caps for device, _short, caps, _short_caps in scene.key_table().rows}
    assert rows["Tastatur 1"][0] == "F"
    assert rows["Tastatur 3"][0] == "Bild↓"
    wurf = rules_scene(app, "wurf_und_weg").key_table()
    assert wurf.actions == ("Würfeln", "Auf die Ablage", "Nach links", "Nach rechts")
    assert wurf.rows[1][2] == ("O", "K", "J", "L")


# ---------------------------------------------------------------- house rules

def test_with_every_house_rule_at_its_default_the_page_says_none(make_app):
    for module in MODULES:
        page = rules_scene(make_app(), module).text()
        assert "Keine – es gilt die Regel wie gedruckt." in page


def test_a_house_rule_switched_on_shows_in_the_list(make_app):
    app = make_app("[mensch]\nmust_capture = true\n[wurf_und_weg]\nroll_cooldown = 0.8\n")
    mensch = rules_scene(app, "mensch")
    page = mensch.text()
    assert "Schlagzwang: an" in page
    assert "Kann ein Zug eine gegnerische Figur schlagen" in page
    assert "wie gedruckt" not in page
    assert "Pause nach dem Würfeln: 0,8 s" in rules_scene(app, "wurf_und_weg").text()
    assert "wie gedruckt" in rules_scene(app, "durchmarsch").text()


def test_the_zehntausend_diagram_scores_by_the_rules_in_force(make_app):
    from scenes.screens.rules import diagrams as rules_diagrams
    plain = rules_scene(make_app(), "zehntausend").diagram_column()
    app = make_app("[zehntausend]\ndice = 6\ndoubling = true\n")
    doubled = rules_scene(app, "zehntausend")
    assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(doubled.diagram_column(), "RGBA")
    rules = app.config.rules("zehntausend")
    assert rules_diagrams.variant("zehntausend", rules)[0] == 6


# ---------------------------------------------------------------- the diagrams

def test_each_tab_draws_its_own_diagrams(make_app):
    from scenes.screens.rules import diagrams as rules_diagrams
    from scenes.screens.rules.scene import ART_RECT
    app = make_app()
    scene = rules_scene(app)
    columns, screens = [], []
    for i, module in enumerate(MODULES):
        scene.switch(i)
        pictures = rules_diagrams.diagrams(module, app.texts, scene.rules())
        assert 2 <= len(pictures) <= 3
        for img, caption in pictures:
            assert visible_pixels(img) > 0.1 * img.get_width() * img.get_height(), f"{module}: a blank picture"
            assert caption and not caption.startswith("howto.")
        column = scene.diagram_column()
        assert column.get_size() == ART_RECT.size
        assert visible_pixels(column) > 0.15 * ART_RECT.w * ART_RECT.h
        columns.append(pygame.image.tobytes(column, "RGBA"))
        screens.append(region(app, ART_RECT))
    assert len(set(columns)) == len(MODULES) and len(set(screens)) == len(MODULES)


def test_the_diagrams_and_captions_fit_their_column_in_both_languages(make_app):
    from scenes.screens.rules import diagrams as rules_diagrams
    from scenes.screens.rules.scene import ART_RECT
    from scenes.ui.text import font
    for lang in ("de", "en"):
        app = make_app()
        app.set_language(lang)
        for module in MODULES:
            scene = rules_scene(app, module)
            placed = rules_diagrams.layout(rules_diagrams.diagrams(module, app.texts, scene.rules()), ART_RECT.size)
            bounds = pygame.Rect((0, 0), ART_RECT.size)
            for pic, pos, lines, cap_pos, _side in placed:
                assert bounds.contains(pic.get_rect(topleft=pos)), f"{module} ({lang}): a picture sticks out"
                for n, line in enumerate(lines):
                    w, h = font(rules_diagrams.CAPTION).size(line)
                    line_rect = pygame.Rect(cap_pos[0], cap_pos[1] + n * rules_diagrams.CAPTION_LINE, w, h)
                    assert bounds.contains(line_rect), f"{module} ({lang}): {line!r} sticks out"


def test_the_page_is_as_wide_as_its_panel_and_every_tab_label_fits(make_app):
    from scenes.screens.rules.scene import VIEW
    from scenes.ui.layout import fitted_size
    from scenes.ui.text import font
    for lang in ("de", "en"):
        app = make_app()
        app.set_language(lang)
        for module in MODULES:
            scene = rules_scene(app, module)
            assert scene.page().get_width() == VIEW.width
            rect = scene.tab_rects()[scene.index]
            label = app.texts(f"app.game.{module}")
            assert font(fitted_size(label, 23, rect.w - 20, True), True).size(label)[0] <= rect.w - 20


# ---------------------------------------------------------------- tabs and scrolling

def test_left_and_right_switch_the_game_and_wrap_round(make_app):
    from scenes.screens.rules.scene import TEXT_RECT
    app = make_app()
    scene = rules_scene(app)
    assert scene.info.module == "durchmarsch"
    before = region(app, TEXT_RECT)
    press(app, pygame.K_RIGHT)
    assert scene.info.module == "mensch"
    assert region(app, TEXT_RECT) != before
    press(app, pygame.K_LEFT, pygame.K_LEFT)
    assert scene.info.module == "wurf_und_weg"
    press(app, pygame.K_d)                     # a seat's own right key works too
    assert scene.info.module == "durchmarsch"


def test_clicking_a_tab_opens_that_game_at_the_top(make_app):
    app = make_app()
    scene = rules_scene(app)
    press(app, pygame.K_DOWN)
    assert scene.scroll > 0
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.tab_rects()[2].center, button=1))
    assert scene.info.module == "zehntausend" and scene.scroll == 0
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 700), button=1))
    assert scene.info.module == "zehntausend"


def test_scrolling_moves_the_text_and_stops_at_the_end(make_app):
    from scenes.screens.rules.scene import ART_RECT, VIEW
    app = make_app()
    scene = rules_scene(app, "mensch")
    assert scene.max_scroll() > 0, "the page should be longer than its panel"
    top_text, top_art = region(app, VIEW), region(app, ART_RECT)
    assert scene.more_below()
    press(app, pygame.K_DOWN)
    assert scene.scroll > 0
    assert region(app, VIEW) != top_text
    assert region(app, ART_RECT) == top_art, "the diagrams must stay in view"
    for _ in range(100):
        press(app, pygame.K_DOWN)
    assert scene.scroll == scene.max_scroll()
    assert not scene.more_below()
    end = region(app, VIEW)
    press(app, pygame.K_DOWN)
    assert scene.scroll == scene.max_scroll() and region(app, VIEW) == end
    press(app, pygame.K_UP)
    assert scene.scroll < scene.max_scroll()


def test_the_mouse_wheel_scrolls_and_never_above_the_top(make_app):
    from scenes.screens.rules.scene import WHEEL_STEP
    app = make_app()
    scene = rules_scene(app, "zehntausend")
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2))
    assert scene.scroll == 2 * WHEEL_STEP
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=5))
    assert scene.scroll == 0


def test_a_scroll_hint_shows_while_there_is_more_below(make_app):
    from scenes.screens.rules.scene import TEXT_RECT
    app = make_app()
    scene = rules_scene(app, "durchmarsch")
    hint = pygame.Rect(TEXT_RECT.centerx - 60, TEXT_RECT.bottom - 30, 120, 24)
    app.draw()
    at_top = app.screen.subsurface(hint).copy()
    scene.scroll = scene.max_scroll()
    app.draw()
    at_end = app.screen.subsurface(hint).copy()
    assert dark(at_top) > 300, "no 'more below' pill at the top of a long page"
    assert dark(at_end) < 100, "the pill should go once the end is reached"


def test_the_screen_is_still_and_draws_from_caches(make_app):
    from scenes.screens.rules import diagrams as rules_diagrams
    app = make_app()
    scene = rules_scene(app, "wurf_und_weg")
    assert scene.is_still()
    app.draw()
    assert scene.diagram_column() is scene.diagram_column()
    assert scene.page() is scene.page()
    assert len(rules_diagrams._columns) >= 1


# ---------------------------------------------------------------- ways in and out

def test_the_rules_open_from_the_menu_and_esc_returns(make_app):
    from scenes.screens.menu import MenuScene
    from scenes.screens.rules.scene import RulesScene
    app = make_app()
    app.push(MenuScene(app))
    press(app, *([pygame.K_DOWN] * 6), pygame.K_RETURN)     # past the games, Spieleabend, then under Statistik
    assert isinstance(app.top, RulesScene) and app.top.info.module == "durchmarsch"
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


@pytest.mark.parametrize("module", MODULES)
def test_the_rules_open_from_setup_on_that_games_tab(make_app, module):
    from scenes.screens.menu import MenuScene
    from scenes.screens.rules.scene import RulesScene
    from scenes.screens.setup import SetupScene
    app = make_app()
    app.push(MenuScene(app))
    press(app, *([pygame.K_DOWN] * MODULES.index(module)), pygame.K_RETURN)
    assert isinstance(app.top, SetupScene)
    press(app, pygame.K_UP, pygame.K_UP, pygame.K_RETURN)       # up wraps to Back, then Rules
    assert isinstance(app.top, RulesScene) and app.top.info.module == module
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, SetupScene)


def test_the_rules_open_from_the_pause_overlay_and_esc_returns(make_app):
    from game.seats import Seat
    from scenes.screens.pause import PauseScene
    from scenes.screens.rules.scene import RulesScene
    app = make_app()
    table = app.routes.table(game_by_name("zehntausend"), [Seat("A", "keyboard1"), Seat("B", "bot:easy")], 3)
    app.push(table)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    press(app, pygame.K_DOWN, pygame.K_RETURN)
    assert isinstance(app.top, RulesScene) and app.top.info.module == "zehntausend"
    app.draw()
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)


def test_the_back_button_leaves_with_the_mouse(make_app):
    from scenes.screens.menu import MenuScene
    from scenes.screens.rules.scene import BACK_RECT
    app = make_app()
    app.push(MenuScene(app))
    rules_scene(app)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=BACK_RECT.center, button=1))
    assert isinstance(app.top, MenuScene)


# ---------------------------------------------------------------- nothing cut, nothing covered

def test_a_throws_sum_is_drawn_whole_beside_its_dice():
    """"= 10" after the eight dice was cut at its picture's edge: the sum is all there."""
    from scenes.screens.rules.diagrams import throw_picture
    from scenes.ui import theme
    from scenes.ui.text import render
    for faces, lit, result in (((2, 6, 3, 3, 4, 1, 5, 2), (1, 4), 10), ((6, 2, 4, 6, 1), (2,), 4)):
        pic = throw_picture(faces, lit, result)
        label = render(f"= {result}", 28, theme.ACCENT, True)
        whole = label.get_bounding_rect()
        tail = pic.subsurface(pygame.Rect(pic.get_width() - whole.width, 0, whole.width, pic.get_height()))
        assert visible_pixels(tail) >= visible_pixels(label), f"'= {result}' is cut"


def test_the_diagrams_keep_clear_of_the_panels_edges_in_both_languages(make_app):
    from scenes.screens.rules import diagrams as rules_diagrams
    from scenes.screens.rules.scene import ART_RECT
    for lang in ("de", "en"):
        app = make_app()
        app.set_language(lang)
        for module in MODULES:
            scene = rules_scene(app, module)
            inside = pygame.Rect((0, 0), ART_RECT.size).inflate(-2 * rules_diagrams.PAD, -2 * rules_diagrams.PAD)
            placed = rules_diagrams.layout(rules_diagrams.diagrams(module, app.texts, scene.rules()), ART_RECT.size)
            for pic, pos, _lines, _cap_pos, _side in placed:
                drawn = pic.get_bounding_rect(min_alpha=41).move(pos)
                assert inside.contains(drawn), f"{module} ({lang}): a picture at {drawn} touches the edge"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("module", MODULES)
def test_the_more_below_pill_never_covers_a_line_of_text(make_app, module, lang):
    """The pill lies under the text, the view ends after its last whole line (never half a
    line peeking out above the pill), and the text shown is the page's own, untouched,
    wherever it is scrolled."""
    from scenes.screens.rules.page import inked_bands
    from scenes.screens.rules.scene import FADE, TEXT_RECT, VIEW
    from scenes.ui import theme
    app = make_app(f'[general]\nlanguage = "{lang}"\n')
    scene = rules_scene(app, module)
    run_frames(app, 60)
    bands = inked_bands(scene.blocks(), VIEW.width)
    for scroll in range(0, scene.max_scroll(), 57):
        scene.scroll = scroll
        app.draw()
        assert scene.more_below()
        pill = scene.more_rect()
        assert TEXT_RECT.contains(pill) and not pill.colliderect(VIEW), f"the pill at {pill} lies over the text"
        cut = scroll + scene.shown_height()
        assert not any(top < cut < bottom for top, bottom in bands), f"half a line shown at scroll {scroll}"
        top = FADE if scroll else 0
        clear = pygame.Rect(VIEW.x, VIEW.y + top, VIEW.w, scene.shown_height() - top)
        shown = pygame.image.tobytes(app.screen.subsurface(clear), "RGB")
        page = scene.page().subsurface(pygame.Rect(0, scroll + top, VIEW.w, clear.h))
        assert shown == pygame.image.tobytes(page, "RGB"), f"something covers the text at scroll {scroll}"
        below = pygame.Rect(VIEW.x, clear.bottom, VIEW.w - 20, VIEW.bottom - clear.bottom)
        if below.h > 0:
            colours = {app.screen.get_at((x, y))[:3] for x in range(below.x, below.right, 7)
                       for y in range(below.y, below.bottom, 3)}
            assert colours == {theme.PAPER[:3]}, f"under the last whole line: plain paper (scroll {scroll})"


def test_paragraphs_stand_apart_on_the_page():
    """A rules page reads as paragraphs, not a wall: more paper between two paragraphs than
    between two lines of one, and more again above a heading."""
    from scenes.screens.rules.page import HEADING, Heading, Paragraph, _layout
    blocks = (Heading("Eins"), Paragraph("Ein Satz."), Paragraph("Noch ein Satz."), Heading("Zwei"),
              Paragraph("Schluss."))
    tops = [y for img, _x, y in _layout(blocks, 600) if img is not None and img.get_height() > 8]   # (lines, not bars)
    line = tops[2] - tops[1]                         # one paragraph line to the next paragraph
    assert line >= round(24 * 1.34) + 16, "a clear gap between paragraphs"
    assert tops[3] - tops[2] - line >= 4, "more above a heading than between paragraphs"
    assert HEADING > 24


def test_page_down_pages_the_rules_and_never_leaves_them(make_app):
    """PgDn is keyboard 3's confirm: in the rules it turns a page down (PgUp back up), to the
    end of the page and beyond without leaving; Esc or Backspace leave."""
    from scenes.screens.menu import MenuScene
    from scenes.screens.rules.page import line_height
    from scenes.screens.rules.scene import VIEW, RulesScene
    app = make_app()
    app.push(MenuScene(app))
    press(app, *([pygame.K_DOWN] * 6), pygame.K_RETURN)
    rules = app.top
    assert isinstance(rules, RulesScene)
    press(app, pygame.K_PAGEDOWN)
    assert app.top is rules and rules.scroll == VIEW.height - 2 * line_height(), "a whole page on, two lines kept"
    for _ in range(30):
        press(app, pygame.K_PAGEDOWN)
    assert app.top is rules and rules.scroll == rules.max_scroll() > 0, "at the end it stays"
    press(app, pygame.K_PAGEUP)
    assert app.top is rules and rules.scroll == rules.max_scroll() - (VIEW.height - 2 * line_height())
    for _ in range(30):
        press(app, pygame.K_PAGEUP)
    assert app.top is rules and rules.scroll == 0, "PgUp at the top never leaves either"
    press(app, pygame.K_BACKSPACE)
    assert isinstance(app.top, MenuScene)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, RulesScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
