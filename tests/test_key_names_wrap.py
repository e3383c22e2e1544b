"""A key's name never breaks across lines: "Num 9" (the keypad block), "Alt Gr", "Pad A" stay
whole wherever text is wrapped, and a key stays beside its word: a banner of pairs
("Num 7 Aufhören · Num 9 Weitermachen") breaks only between its pairs, after the "·"."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import Texts
from scenes.tables.durchmarsch.table import band_lines
from scenes.tables.prompt import prompt_lines
from scenes.ui.layout import KEY_HEADS, width_of, wrap
from scenes.ui.seat_panel import keycap_text

# every who-must-act banner of the tables, keyed by its language-table entry
BANNERS = ("app.prompt.act", "app.prompt.durchmarsch.roll", "app.prompt.durchmarsch.decide",
           "app.prompt.zehntausend.throw", "app.prompt.zehntausend.select", "app.prompt.zehntausend.house",
           "app.prompt.mensch.opening", "app.prompt.mensch.roll", "app.prompt.mensch.move",
           "zehntausend.table.prompt_select")
KEYPAD = {"back": "[7]", "confirm": "[9]", "up": "[8]", "down": "[5]", "left": "[4]", "right": "[6]"}
NAMES = ("Anna", "Maximilian-Alexa")


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


def keypad_banner(t: Texts, key: str, name: str) -> str:
    keys = {action: keycap_text(t, code) for action, code in KEYPAD.items()}
    return t("app.prompt.line", name=name, action=t(key, **keys))


def assert_keys_whole(lines: tuple[str, ...], t: Texts) -> None:
    caps = [keycap_text(t, code) for code in KEYPAD.values()]
    for line in lines:
        assert line.split()[-1] not in KEY_HEADS, f"a key's name breaks after {line!r}"
    joined = "\n".join(lines)
    for cap in caps:
        if cap.replace(" ", "") in joined.replace(" ", "").replace("\u00a0", ""):
            assert cap in joined.replace("\u00a0", " "), f"{cap!r} broken in {lines!r}"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("key", BANNERS)
def test_every_tables_banner_with_the_keypad_block_keeps_each_key_whole(lang, key):
    t = Texts(lang)
    for name in NAMES:
        text = keypad_banner(t, key, name)
        for width in range(180, width_of(text, 26, True) + 40, 23):
            assert_keys_whole(wrap(text, 26, width, True), t)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_durchmarsch_decision_banner_breaks_only_between_key_and_word_pairs(lang):
    t = Texts(lang)
    stop, go = keycap_text(t, "[7]"), keycap_text(t, "[9]")
    text = keypad_banner(t, "app.prompt.durchmarsch.decide", "Maximilian-Alexa")
    for width in (360, 420, 480, 520, 560):
        lines = wrap(text, 26, width, True)
        if len(lines) > 1:
            flat = [line.replace("\u00a0", " ") for line in lines]
            assert any(line.lstrip("· ").startswith(go) for line in flat), f"{go} and its word apart: {flat}"
            assert not any(line.strip() == "·" for line in flat)
            assert flat[0].startswith("Maximilian-Alexa:") and stop in " ".join(flat)
    # the banner as the Durchmarsch table fits it into its header band
    fitted = band_lines(tuple(prompt_lines(t, "Maximilian-Alexa", t("app.prompt.durchmarsch.decide",
                                                                 back=stop, confirm=go), False)), 540)
    flat = [line.replace("\u00a0", " ") for line, _, _ in fitted]
    assert_keys_whole(tuple(flat), t)
    # one line; or the name with its colon over both keys and their words; or broken between the pairs
    name_over_keys = flat[0] == "Maximilian-Alexa:" and len(flat) == 2 and flat[1].startswith(stop) and go in flat[1]
    assert len(flat) == 1 or name_over_keys or flat[-1].lstrip("· ").startswith(go), flat


def test_the_wrapper_keeps_two_word_key_names_and_their_word_together():
    text = "Drück Num 9 zum Weitermachen, Alt Gr für nichts und Pad A für alles andere"
    for width in range(120, width_of(text, 26) + 20, 11):
        lines = wrap(text, 26, width)
        for line in lines:
            assert line.split()[-1] not in KEY_HEADS, lines
    lines = wrap("Anna: Num 7 Aufhören · Num 9 Weitermachen", 26, width_of("Anna: Num 7 Aufhören · Num", 26) + 4)
    assert [line.replace("\u00a0", " ") for line in lines] == ["Anna: Num 7 Aufhören ·", "Num 9 Weitermachen"]


def test_wrapped_lines_write_a_keys_name_as_the_key_cap_does():
    """The lines keep "Num 9" as written (a plain space), so joined again they are the text:
    a table that checks no word was broken sees none broken."""
    text = "Würfel mit Num 4 Num 6 wählen, Num 9 markiert einen, Num 5 zu den Knöpfen"
    for width in (240, 320, 420, 600):
        lines = wrap(text, 26, width)
        assert " ".join(lines) == text, lines
