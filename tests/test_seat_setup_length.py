"""The game's length in the seat setup, as a player meets it: a game whose house rules set how
long it lasts (Mensch's figures per colour, Zehntausend's points to win) has a "Spiellänge" row
above Los geht's with each choice's expected minutes; left/right change it, the game then plays
with it, the config keeps it as the settings screen would, and garbage in the config never stops
the game (the rule sheet's value stands in)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from helpers import press, sizes_drawn, texts_placed
from test_evening import shown
from test_seat_setup_keys import setup_of

from game import config as configmod
from game.games import GAMES, game_by_name
from game.seats import Seat
from scenes.screens.setup import SetupScene, length_rule

SIX = ('[seats]\nnames = ["Anna", "Ben", "Clara", "David", "Emma", "Felix"]\n'
       'kinds = ["keyboard1", "bot:normal", "bot:normal", "bot:normal", "bot:normal", "bot:normal"]\n')
SHARED = SIX.replace('"keyboard1", "bot:normal"', '"keyboard1", "keyboard1"', 1)   # the foot on more lines
TWO = '[seats]\nkinds = ["keyboard1", "bot:normal", "empty", "empty", "empty", "empty"]\n'


def length_setup(make_app, game: str, lang: str = "de", config: str = TWO):
    app, setup = setup_of(make_app, game, lang, people=config)
    if "length" in setup.rows:
        setup.row = setup.rows.index("length")
    return app, setup


def length_words(app, setup) -> str:
    """The length row's words as drawn on its card."""
    row = setup.row_rects()[setup.rows.index("length")]
    return " ".join(t for t, r in texts_placed(app) if row.colliderect(r))


@pytest.mark.parametrize("info", GAMES, ids=lambda g: g.id)
@pytest.mark.parametrize("lang, word", [("de", "Spiellänge"), ("en", "Game length")])
def test_only_a_game_with_a_length_rule_shows_the_row(make_app, info, lang, word):
    app, setup = setup_of(make_app, info.id, lang)
    has_rule = length_rule(info) is not None
    assert has_rule is (info.id in ("mensch", "zehntausend")), "the short game and the lower target"
    assert ("length" in setup.rows) is has_rule
    assert any(word in t for t in shown(app)) is has_rule
    if has_rule:
        assert setup.rows.index("length") == setup.rows.index("start") - 1, "right above Los geht's"


def test_a_new_evening_choosing_its_players_has_no_length_row(make_app):
    app, setup = setup_of(make_app, "evening")
    assert "length" not in setup.rows


def test_mensch_opens_on_the_rule_sheet_and_left_right_step_the_figures(make_app):
    app, setup = length_setup(make_app, "mensch")
    assert length_words(app, setup) == "Spiellänge: Regel · 4 Figuren · ca. 20 Min."
    press(app, pygame.K_LEFT)
    assert length_words(app, setup) == "Spiellänge: Mittel · 3 Figuren · ca. 12 Min."
    press(app, pygame.K_LEFT, pygame.K_LEFT)
    assert length_words(app, setup) == "Spiellänge: Kurz · 2 Figuren · ca. 7 Min.", "stops at the shortest"
    press(app, pygame.K_RIGHT)
    assert app.config.rules("mensch").figures == 3
    assert any("Spiellänge ändern" in t for t in shown(app)), "the foot says what left/right do here"


def test_english_words_and_the_zehntausend_target(make_app):
    app, setup = length_setup(make_app, "zehntausend", "en")
    assert length_words(app, setup) == "Game length: By the rules · 10,000 points · about 6 min", "two: half"
    press(app, pygame.K_LEFT)
    assert length_words(app, setup) == "Game length: Medium · 5,000 points · about 4 min"
    press(app, pygame.K_RIGHT, pygame.K_RIGHT)
    assert app.config.rules("zehntausend").target == 10000, "stops at the rule sheet's"


def test_the_row_opens_on_what_config_says(make_app):
    app, setup = length_setup(make_app, "mensch", config=TWO + "[mensch]\nfigures = 3\n")
    assert "Mittel · 3 Figuren" in length_words(app, setup)


@pytest.mark.parametrize("seat_row", [False, True])
def test_mensch_starts_with_the_chosen_figures_and_config_keeps_them(make_app, tmp_path, seat_row):
    app, setup = length_setup(make_app, "mensch")
    press(app, pygame.K_LEFT, pygame.K_LEFT)
    if seat_row:            # walking on to Los geht's changes nothing
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    table = app.top
    assert table is not setup and table.is_table
    assert table.match.figure_count == 2, "the game plays with two figures per colour"
    kept = configmod.load(tmp_path / "config.toml")
    assert kept.rules("mensch").figures == 2, "the settings show the short game from now on"


def test_enter_on_the_length_row_starts_zehntausend_to_the_chosen_target(make_app, tmp_path):
    app, setup = length_setup(make_app, "zehntausend", config=SIX)
    press(app, pygame.K_LEFT, pygame.K_LEFT, pygame.K_RETURN)
    table = app.top
    assert table.is_table and len(table.seats) == 6
    assert table.match.rules.target == 3000
    assert configmod.load(tmp_path / "config.toml").rules("zehntausend").target == 3000


def test_leaving_keeps_the_choice_and_an_unchanged_row_writes_nothing(make_app, tmp_path):
    app, setup = length_setup(make_app, "mensch")
    path = tmp_path / "config.toml"
    before = path.read_text(encoding="utf-8")
    setup.leave()
    assert path.read_text(encoding="utf-8") == before, "nothing chosen: the file stays as it was"
    app.routes.setup(game_by_name("mensch"))
    setup = app.top
    setup.row = setup.rows.index("length")
    press(app, pygame.K_LEFT, pygame.K_ESCAPE)
    assert configmod.load(path).rules("mensch").figures == 3


@pytest.mark.parametrize("game, rule, garbage, fallback", [
    ("mensch", "figures", '"x"', 4), ("mensch", "figures", "99", 4), ("mensch", "figures", "true", 4),
    ("zehntausend", "target", '"x"', 10000), ("zehntausend", "target", "7", 10000),
    ("zehntausend", "target", "10001", 10000)])
def test_garbage_in_config_falls_back_and_the_game_starts(make_app, game, rule, garbage, fallback):
    app, setup = length_setup(make_app, game, config=TWO + f"[{game}]\n{rule} = {garbage}\n")
    assert any(p.key.endswith(rule) for p in app.config.problems), "the config's problem is said"
    assert "Regel" in length_words(app, setup)
    press(app, pygame.K_RETURN)
    assert app.top.is_table and getattr(app.top.match.rules, rule) == fallback


def test_garbage_set_while_running_falls_back_too(make_app):
    app = make_app(TWO)
    app.routes.start()
    app.config.rules("mensch").figures = "x"
    app.routes.setup(game_by_name("mensch"))
    setup = app.top
    setup.row = setup.rows.index("length")
    assert "4 Figuren" in length_words(app, setup)
    press(app, pygame.K_LEFT, pygame.K_RETURN)
    assert app.top.match.figure_count == 3


def test_a_value_config_holds_beyond_the_measured_ones_is_a_choice_of_its_own(make_app):
    app, setup = length_setup(make_app, "zehntausend", config=TWO + "[zehntausend]\ntarget = 7500\n")
    assert length_words(app, setup) == "Spiellänge: Mittel · 7.500 Punkte"
    press(app, pygame.K_RIGHT)
    assert app.config.rules("zehntausend").target == 10000


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game, config", [("mensch", TWO), ("zehntausend", TWO), ("zehntausend", SIX),
                                          ("zehntausend", SHARED)])
def test_the_words_fit_their_card_at_20_px_or_more(make_app, lang, game, config):
    app, setup = length_setup(make_app, game, lang, config)
    for step in (pygame.K_LEFT, pygame.K_LEFT, None):
        row = setup.row_rects()[setup.rows.index("length")]
        words = [(t, r) for t, r in texts_placed(app) if row.colliderect(r)]
        assert words and all(row.contains(r) for _, r in words), "on the card, whole"
        sizes = dict(sizes_drawn(app))
        assert all(sizes[t] >= 20 for t, _ in words), "readable from the sofa (15 px at 960x540)"
        rows = setup.row_rects()
        assert all(not a.colliderect(b) for a, b in zip(rows, rows[1:], strict=False)), "rows never overlap"
        if "count" in setup.rows:      # ("Plätze: ‹ 6 › · 5 spielen" beside the length too)
            setup.seats[setup.count - 1] = replace(setup.seats[setup.count - 1], kind="empty")
            count_row = rows[setup.rows.index("count")]
            words = [r for t, r in texts_placed(app) if count_row.colliderect(r)]
            assert len(words) >= 2 and all(count_row.contains(r) for r in words), "the count whole on its card"
        names = [r for t, r in texts_placed(app) if t in {s.name for s in setup.seats[:setup.count]}]
        assert all(any(row.contains(r) for row in rows) for r in names), "every name whole on its card"
        if step:
            press(app, step)


def test_an_evenings_mensch_setup_has_the_row_and_plays_it(make_app):
    app = make_app(TWO)
    app.set_language("de")
    app.routes.start()
    app.routes.evening_start([Seat("Anna", "keyboard1"), Seat("Ben", "bot:normal"), Seat("Clara", "bot:normal")])
    app.routes.evening_game(game_by_name("mensch"))
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.evening is not None
    setup.row = setup.rows.index("length")
    press(app, pygame.K_LEFT, pygame.K_LEFT, pygame.K_RETURN)
    assert app.top.is_table and app.top.match.figure_count == 2


def test_a_click_on_either_half_of_the_row_steps_the_length(make_app):
    app, setup = length_setup(make_app, "mensch")
    row = setup.row_rects()[setup.rows.index("length")]
    for x, figures in ((row.x + 40, 3), (row.x + 40, 2), (row.right - 40, 3)):
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, row.centery), button=1))
        assert app.config.rules("mensch").figures == figures
    assert app.top is setup, "a click on the row never starts the game"


def seats_config(n: int) -> str:
    names = ["Anna", "Ben", "Clara", "David", "Emma", "Felix"]
    kinds = ["keyboard1"] + ["bot:normal"] * (n - 1) + ["empty"] * (6 - n)
    return f"[seats]\nnames = {names!r}\nkinds = {kinds!r}\n".replace("'", '"')


@pytest.mark.parametrize("lang, caption", [("de", ("Spiellänge:",)), ("en", ("Game length:", "Length:"))])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_length_row_keeps_its_caption_at_every_seat_count(make_app, lang, caption, players):
    """Beside the seat count (five or six seats) the card is narrower: the caption stays and the
    choice says less ("Kurz · 3.000 · ~4 Min."), whole and readable."""
    app, setup = length_setup(make_app, "zehntausend", lang, seats_config(players))
    assert setup.count == players
    for _ in range(3):
        words = length_words(app, setup)
        assert words.startswith(caption), words
        assert "…" not in words
        row = setup.row_rects()[setup.rows.index("length")]
        placed = [(t, r) for t, r in texts_placed(app) if row.colliderect(r)]
        assert all(row.contains(r) for _, r in placed), "whole on its card"
        sizes = dict(sizes_drawn(app))
        assert all(sizes[t] >= 22 for t, _ in placed), "read from the sofa"
        press(app, pygame.K_LEFT)


@pytest.mark.parametrize("players, minutes", [(2, 6), (3, 9), (4, 12), (5, 12), (6, 12)])
def test_the_minutes_are_for_the_players_at_the_table(make_app, players, minutes):
    """Measured: two play about half as long as four; six about as long as four."""
    app, setup = length_setup(make_app, "zehntausend", "de", seats_config(players))
    words = length_words(app, setup)
    assert words.endswith((f"ca. {minutes} Min.", f"~{minutes} Min.")), words
