"""From the sofa the board's letters and the keys never get mixed up: the legend saying what
B/A/a-d (H/S/a-d) mean stands on every turn, the goal's a-d are drawn in regular letters
(key caps are bold), the letter keys that step through the figures carry their direction
("◂A", "D▸"), and a press out of turn is answered on the presser's own card, never under
the prompt of the person on turn."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, settle, texts_drawn
from test_mensch_readable import START, arranged, table

from game.seats import Seat
from scenes.tables.mensch import board as mb
from scenes.tables.mensch import panels

LEGEND = {"de": (("B", "Haus"), ("A", "Start"), ("a–d", "Ziel")), "en": (("B", "base"), ("S", "start"), ("a–d", "home"))}
NOT_YOUR_TURN = {"de": "Du bist nicht am Zug", "en": "It is not your turn"}
CHOICE = {0: [("track", 5), ("track", 12), "B", "B"], 1: [("track", 30), "B", "B", "B"]}
PEOPLE = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2"), Seat("Clara", "bot:normal"),
          Seat("David", "bot:normal")]


def legend_shown(texts, lang) -> bool:
    return all(f"{letter} {word}" in texts for letter, word in LEGEND[lang])


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_legend_of_the_boards_letters_stands_on_every_turn(make_app, lang):
    """While rolling (the card busiest with the rules of the throw) and while choosing."""
    app, scene = table(make_app, arranged(START, [(3,)]), PEOPLE, lang)
    settle(app, scene, 2.0)
    assert legend_shown(texts_drawn(app), lang), texts_drawn(app)
    press(app, pygame.K_e)
    settle(app, scene, 3.0)
    assert legend_shown(texts_drawn(app), lang), texts_drawn(app)
    assert scene.refusal is None


def test_the_goals_letters_are_quieter_than_the_key_caps():
    """Key caps are bold; the goal's a-d are drawn in regular letters (B and A stay bold)."""
    assert not mb.letter_bold("home")
    assert mb.letter_bold("B") and mb.letter_bold("start")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_keys_that_pick_a_figure_carry_their_direction(make_app, lang):
    app, scene = table(make_app, arranged(START, [(3,)]), PEOPLE, lang)
    texts = texts_drawn(app)
    assert "\u25c2A" in texts and "D\u25b8" in texts, texts      # Anna's keys, on her card
    assert "A" not in texts and "D" not in texts, "no bare cap A or D beside the board's a-d"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_press_out_of_turn_is_answered_on_the_pressers_own_card(make_app, lang):
    app, scene = table(make_app, arranged(CHOICE, [(3,)]), PEOPLE, lang)
    press(app, pygame.K_e)                       # Anna rolls: her choice
    settle(app, scene, 3.0)
    press(app, pygame.K_o)                       # Ben presses while it is Anna's turn
    app.draw()
    assert scene.refusal and NOT_YOUR_TURN[lang] in scene.refusal
    ben_card = panels.seat_rects(len(scene.seats))[1]
    assert scene.refusal_rect is not None and ben_card.contains(scene.refusal_rect), scene.refusal_rect
    assert not scene.refusal_rect.colliderect(panels.PROMPT_RECT)
    assert not [line for line in panels.prompt_lines(scene) if line[0] == "refusal"], "none under Anna's prompt"
    assert scene.refusal in texts_drawn(app)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_person_on_turn_still_reads_their_own_refusal_under_their_prompt(make_app, lang):
    app, scene = table(make_app, arranged(CHOICE, [(3,)]), PEOPLE, lang)
    press(app, pygame.K_e)
    settle(app, scene, 3.0)
    x, y = scene.geo.at(0, ("B", 2))                 # Anna clicks a figure that may not move
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(int(x), int(y))))
    app.draw()
    assert scene.refusal
    assert [line for line in panels.prompt_lines(scene) if line[0] == "refusal"]
    assert scene.refusal_rect is not None and panels.PROMPT_RECT.contains(scene.refusal_rect)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_legend_is_short_each_letter_on_a_circle_beside_one_word(make_app, lang):
    """The legend of the board's letters in few words: each letter on a circle as on the board,
    one plain word beside it, at 22 px, on at most two lines of the card."""
    from scenes.ui import text

    app, scene = table(make_app, arranged(START, [(3,)]), PEOPLE, lang)
    picture, words = panels.legend_picture(scene.t, panels.COLUMN_W - 28, panels.LEGEND_SIZE, lang)
    assert words == tuple(f"{letter} {word}" for letter, word in LEGEND[lang])
    assert len(" ".join(words).split()) <= 6, "six short words and letters in all"
    assert picture.get_width() <= panels.COLUMN_W - 28 and picture.get_height() <= 2 * (panels.LEGEND_SIZE + 12)
    sizes = text.watch_sizes()
    try:
        scene.panel_cache.clear()
        app.draw()
    finally:
        text.unwatch()
    legend = [size for t, size in sizes if t in words]
    assert len(legend) == 3 and min(legend) >= 22, sizes


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_legends_start_letter_is_a_board_circle_with_its_ring_never_a_key_cap(make_app, lang):
    """Anna's key for choosing a figure is A, and A is the German start circle: in the legend the
    start letter stands on a round circle wearing the board's second ring (only the start entry),
    so it never reads as the key cap "A" beside it."""
    app, scene = table(make_app, arranged(START, [(3,)]), PEOPLE, lang)
    picture, words = panels.legend_picture(scene.t, panels.COLUMN_W - 28, panels.LEGEND_SIZE, lang)
    assert words[1] == {"de": "A Start", "en": "S start"}[lang]
    ringed = [x for x in range(picture.get_width()) for y in range(picture.get_height())
              if picture.get_at((x, y))[:3] == panels.LEGEND_RING_INK and picture.get_at((x, y)).a == 255]
    assert ringed, "the start circle wears the board's second ring"
    assert min(ringed) > panels.LEGEND_GAP + 30, "only the start entry (after the house's) wears it"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_no_move_card_says_why_and_what_comes_next_whole(make_app, lang):
    """"Kein Zug möglich": the card's lines under the title hold the whole sentence for the
    longest colour, reason and follow-up (a stranger read "… nur mit einer 6. Weit…")."""
    from game.i18n import Texts
    from scenes.tables.mensch import panels
    from scenes.ui.layout import fit
    from scenes.ui.text import READABLE

    make_app()
    t = Texts(lang)
    colours = [t(f"mensch.colour.names.{c}") for c in range(4)]
    whys = [t(f"mensch.table.no_move_why_{k}") for k in ("on_b", "home", "blocked")]
    nexts = [(5, t("mensch.table.no_move_next", colour=c)) for c in colours] + [
        (6, t("mensch.table.no_move_six")), (5, t("mensch.table.tries", n=2))]
    for colour in colours:
        for why in whys:
            for value, nxt in nexts:
                sub = t("mensch.table.no_move_sub", colour=colour, value=value, why=why) + " " + nxt
                size, lines = fit(sub, panels.COLUMN_W - 28, READABLE, False, panels.TOAST_SUB_LINES)
                assert size >= READABLE and not any(line.endswith("…") for line in lines), (sub, lines)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_turn_cards_opening_line_stands_whole(make_app, lang):
    """While a bot throws in the opening the turn card says "Eröffnung · Schwarz": a stranger
    read "Opening ·…"; it goes on two lines where one is too short."""
    from game.i18n import Texts
    from scenes.ui.layout import fit

    make_app()
    t = Texts(lang)
    aside = mb.figure_sprite(0, 14).get_width() + 8
    room = panels.STATUS_RECT.w - 2 * panels.TURN_PAD - aside
    for c in range(4):
        line = f"{t('mensch.table.opening_title')} · {t(f'mensch.colour.names.{c}')}"
        size, lines = fit(line, room, panels.TURN_SUB, True, 2)
        assert not any(part.endswith("…") for part in lines), lines
        assert len(lines) * panels.line_step(size) + 40 <= panels.STATUS_RECT.h
