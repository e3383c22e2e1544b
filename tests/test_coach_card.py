"""The coach's card and words as a player reads them: the card lies wholly inside the 1280x720
picture wherever a table asks for it (at the left or right edge, wider than the picture), its
words are never smaller than READABLE and are said every frame it shows; every hint leads with
one plain sentence in both languages, and numbers that differ read differently ("36.4 % going
on, 36.3 % stopping", never "36 % instead of 36 %"). Garbage in a hint's numbers still words."""

from __future__ import annotations

import pygame
import pytest

from game.coach import Compare, Hint
from game.i18n import Texts, load_table
from scenes.ui import text
from scenes.ui.coach import CANVAS, card_rect, draw_card, hint_words, readable
from scenes.ui.text import READABLE

LANGS = ("de", "en")
GAMES = ("durchmarsch", "mensch", "zehntausend")
WIN = "durchmarsch.coach.measure.win"
GO, STOP = "durchmarsch.coach.option.go_on", "durchmarsch.coach.option.stop"


def a_hint(go: float, stop: float) -> Hint:
    params = {"go_pct": go, "stop_pct": stop, "number": 6, "dice": 5, "hit_pct": 0.6}
    return Hint(None, "durchmarsch.coach.go_on", params, (Compare(WIN, ((GO, go), (STOP, stop)), True, params),))


def numbers_line(hint: Hint, lang: str) -> str:
    return hint_words(Texts(lang), hint).split("\n")[1]


@pytest.fixture
def canvas():
    pygame.init()
    return pygame.Surface(CANVAS.size, pygame.SRCALPHA)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("asked", [(-200, 300, 400), (-40, 600, 500), (1100, 200, 400), (1180, 690, 300),
                                   (-100, -80, 1600), (900, 700, 380)],
                         ids=["far-left", "left-low", "right", "right-bottom", "wider-than-picture", "bottom"])
def test_the_card_lies_wholly_inside_the_picture_wherever_it_is_asked_for(canvas, lang, asked):
    t = Texts(lang)
    words = hint_words(t, a_hint(0.3641, 0.3638))
    sizes = text.watch_sizes()
    try:
        placed = draw_card(canvas, t("app.coach.title"), words, pygame.Rect(asked[0], asked[1], asked[2], 80))
    finally:
        text.unwatch()
    assert CANVAS.contains(placed), placed
    assert placed == card_rect(t("app.coach.title"), words, pygame.Rect(*asked, 80))
    assert placed.w == min(asked[2], CANVAS.w - 8)
    assert sizes and all(size >= READABLE for _, size in sizes), sizes
    assert readable(t("app.coach.title"), words, placed.w)


def test_a_card_asked_for_inside_the_picture_stays_where_it_was_asked(canvas):
    t = Texts("en")
    words = hint_words(t, a_hint(0.61, 0.48))
    placed = draw_card(canvas, t("app.coach.title"), words, pygame.Rect(700, 400, 500, 60))
    assert placed.topleft == (700, 400) and placed.w == 500


def test_the_cards_words_are_said_every_frame_it_shows(canvas):
    t = Texts("en")
    words = hint_words(t, a_hint(0.61, 0.48))
    seen = text.watch()
    try:
        for _ in range(2):                     # the second frame draws the cached card
            seen.clear()
            draw_card(canvas, t("app.coach.title"), words, pygame.Rect(10, 10, 500, 60))
            assert words in seen and any(line.startswith("Chance to win") for line in seen), seen
    finally:
        text.unwatch()


@pytest.mark.parametrize("go, stop, de, en", [
    (0.3641, 0.3638, "Siegchance: 36,41 % weitermachen, 36,38 % aufhören",
     "Chance to win: 36.41% going on, 36.38% stopping"),
    (0.364, 0.358, "Siegchance: 36,4 % weitermachen, 35,8 % aufhören",
     "Chance to win: 36.4% going on, 35.8% stopping"),
    (0.61, 0.48, "Siegchance: 61 % weitermachen, 48 % aufhören", "Chance to win: 61% going on, 48% stopping"),
    (0.004, 0.001, "Siegchance: 0,4 % weitermachen, 0,1 % aufhören", "Chance to win: 0.4% going on, 0.1% stopping"),
    (0.998, 0.0, "Siegchance: > 99 % weitermachen, 0 % aufhören", "Chance to win: > 99% going on, 0% stopping"),
    (0.5, 0.5, "Siegchance: 50 % weitermachen, 50 % aufhören", "Chance to win: 50% going on, 50% stopping"),
])
def test_chances_that_differ_read_differently(go, stop, de, en):
    hint = a_hint(go, stop)
    assert numbers_line(hint, "de") == de
    assert numbers_line(hint, "en") == en


def test_points_get_a_decimal_only_where_two_options_would_read_alike():
    measure, bank, throw = ("zehntausend.coach.measure.points", "zehntausend.coach.option.bank",
                            "zehntausend.coach.option.throw")
    near = Hint(None, "zehntausend.coach.throw", {"points": 350, "why": "zehntausend.coach.why.close"},
                (Compare(measure, ((throw, 350.4), (bank, 350)), False, {}),))
    far = Hint(None, "zehntausend.coach.throw", {"points": 10750, "why": "zehntausend.coach.why.points"},
               (Compare(measure, ((throw, 10794.2), (bank, 10750)), False, {}),))
    assert numbers_line(near, "en") == "Points on average: 350.4 if you throw on · 350 if you write down"
    assert numbers_line(near, "de") == "Punkte im Schnitt: 350,4, wenn du weiterwürfelst · 350, wenn du aufschreibst"
    assert numbers_line(far, "en") == "Points on average: 10,794 if you throw on · 10,750 if you write down"
    assert numbers_line(far, "de") == "Punkte im Schnitt: 10.794, wenn du weiterwürfelst · 10.750, wenn du aufschreibst"


@pytest.mark.parametrize("garbage", [float("nan"), float("inf"), -float("inf"), -0.2, 7.5])
def test_garbage_numbers_in_a_hint_still_word_and_draw(canvas, garbage):
    hint = Hint(None, "durchmarsch.coach.go_on",
                {"number": garbage, "dice": None, "hit_pct": garbage, "go_pct": garbage, "stop_pct": 0.4},
                (Compare(WIN, ((GO, garbage), (STOP, 0.4)), True, {"number": garbage}),
                 Compare("durchmarsch.coach.measure.win", (), True, {"number": "\x00"})))
    for lang in LANGS:
        t = Texts(lang)
        words = hint_words(t, hint)
        assert "{" not in words and len(words.split("\n")) == 3
        assert CANVAS.contains(draw_card(canvas, t("app.coach.title"), words, pygame.Rect(0, 0, 400, 10)))


def lead_keys(table: dict, game: str) -> list[str]:
    """A game's lead sentences: its coach keys that are not the numbers' or the reasons' words."""
    prefix = f"{game}.coach."
    return [k for k in table if k.startswith(prefix)
            and k.removeprefix(prefix).split(".")[0] not in ("measure", "option", "why")]


@pytest.mark.parametrize("game", GAMES)
def test_every_lead_is_one_plain_sentence_in_both_languages(game):
    tables = {lang: load_table(lang) for lang in LANGS}
    keys = {lang: set(lead_keys(tables[lang], game)) for lang in LANGS}
    assert keys["de"] == keys["en"] and len(keys["de"]) >= 5
    for lang in LANGS:
        for key in keys[lang]:
            sentence = tables[lang][key]
            assert sentence.endswith(".") and ". " not in sentence, (lang, key, sentence)
            assert ": " in sentence, f"{key}: what to do, a colon, then why ({lang})"
            assert "_pct}" not in sentence, f"{key}: the chances belong to the lines of numbers ({lang})"
