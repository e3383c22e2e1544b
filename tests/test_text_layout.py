"""The one text layout (scenes/ui/layout.py): a text shrinks to fit its room but never under
the readable floor, then wraps (a name longer than a line is broken evenly), and is cut with a
visible "…" only in a box of a fixed number of lines. Whatever a text holds, laying it out
never fails."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scenes.ui import layout
from scenes.ui.text import READABLE, font


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


def test_a_text_shrinks_to_fit_but_never_under_the_floor():
    words = "Hausregeln schaltest du in den Einstellungen ein und aus."
    roomy = layout.fitted_size(words, 26, 2000)
    tight = layout.fitted_size(words, 26, font(23).size(words)[0])
    hopeless = layout.fitted_size(words, 26, 100)
    assert roomy == 26 and 20 < tight < 26 and hopeless == READABLE


def test_a_name_longer_than_a_line_breaks_into_even_parts_not_fifteen_and_one():
    name = "WWWWWWWWWWWWWWWW"
    lines = layout.wrap(name, READABLE, font(READABLE).size(name)[0] - 10)
    assert lines == ("WWWWWWWW", "WWWWWWWW")


def test_a_hyphenated_name_breaks_after_its_hyphen():
    lines = layout.wrap("Jürgen Größe-Übermann", READABLE, font(READABLE).size("Größe-Über")[0])
    assert lines == ("Jürgen", "Größe-", "Übermann")


def test_flow_wraps_at_the_floor_and_never_cuts():
    text = "Hinausgeworfen: 17 · Selbst hinausgeworfen: 12 · Gewürfelte Sechsen: 33 " * 4
    size, lines = layout.flow(text, 26, 300)
    assert size == READABLE and len(lines) > 4
    assert "…" not in "".join(lines) and " ".join(" ".join(lines).split()) == " ".join(text.split())


def test_a_box_keeps_whole_words_by_shrinking_a_little_and_cuts_visibly_only_when_full():
    size, lines = layout.fit("Aufschreiben: 100", font(READABLE, True).size("Aufschreiben:")[0] + 1, 22, True, 2)
    assert size == READABLE and lines == ("Aufschreiben:", "100")      # at 22 px the word would break
    size, lines = layout.fit("eins zwei drei vier fünf sechs sieben acht", 80, 22, False, 2)
    assert size == READABLE and len(lines) == 2 and lines[-1].endswith("…")


def test_pack_keeps_each_key_beside_its_word():
    hint = "E an/aus · S zu den Knöpfen · Q zurück"
    lines = layout.pack(hint, READABLE, font(READABLE).size("E an/aus · S zu den Knöpfen")[0])
    assert lines == ("E an/aus · S zu den Knöpfen", "Q zurück")


def test_a_text_too_wide_for_its_room_stops_shrinking_at_the_readable_floor():
    words = "Mensch ärgere Dich nicht"
    assert layout.fitted_size(words, 24, 100) == READABLE


@settings(max_examples=60, deadline=None)
@given(text=st.one_of(st.none(), st.text(max_size=300), st.just("\x00\ud800\n\t" * 50), st.just("W" * 5000)),
       width=st.integers(-50, 900), size=st.integers(READABLE, 40))
def test_any_text_in_any_room_lays_out_without_failing(text, width, size):
    lines = layout.wrap(text, size, width)
    assert isinstance(lines, tuple) and lines
    fitted, boxed = layout.fit(text, width, size, False, 3)
    assert fitted >= READABLE and 1 <= len(boxed) <= 3
    surface = pygame.Surface((400, 200))
    layout.blit_fit(surface, text, pygame.Rect(10, 10, max(0, width), 100), size, (255, 255, 255))
    layout.blit_fitted(surface, text, (0, 0), width, size)


@pytest.mark.parametrize("lang,key,joined", [("de", "mensch.coach.go_home", "Ziel\u00a0c"),
                                             ("en", "mensch.coach.go_home", "home\u00a0c"),
                                             ("de", "mensch.table.preview_home", "Ziel\u00a0c"),
                                             ("en", "mensch.table.preview_home", "home\u00a0c")])
def test_a_home_circle_letter_never_stands_alone_on_a_line(lang, key, joined):
    """'ins Ziel c': however narrow the room, the wrap never breaks before the circle's letter,
    where the same words joined by a plain space would leave the "c" alone on the next line."""
    from game.i18n import Texts

    def lone_c(line: str) -> bool:
        return line[:1] == "c" and not line[1:2].isalpha()

    text = Texts(lang).get(key, steps=3, n=3, letter="c")
    assert joined in text
    plain = text.replace("\u00a0", " ")
    word_before = joined.split("\u00a0")[0]
    broke_plain = 0
    for width in range(120, 700, 4):
        lines = layout.wrap(text, 26, width)
        assert any(joined in line for line in lines), (width, lines)
        assert not any(lone_c(line) for line in lines[1:]), (width, lines)
        plain_lines = layout.wrap(plain, 26, width)
        broke_plain += any(a.endswith(word_before) and lone_c(b)
                           for a, b in zip(plain_lines, plain_lines[1:], strict=False))
    assert broke_plain, "no width breaks the plain text before the letter: the test proves nothing"


@pytest.mark.parametrize("text", ["Maximilian-Alexa: Q\u00a0Aufhören · E\u00a0Weitermachen",
                                  "Anna: press E\u00a0to\u00a0roll", "O\u00a0zum\u00a0Würfeln"])
def test_a_key_joined_to_its_word_never_ends_a_line_alone(text):
    """"Q Aufhören · E" / "Weitermachen" left the key without its word: `wrap` never breaks at
    a no-break space while the joined words fit a line, at every width; only where they do not
    fit even alone are they parted, and then at the no-break space, never inside a word."""
    units = [u for u in text.split(" ") if "\u00a0" in u]
    widest_word = max(layout.width_of(w, READABLE) for w in text.replace("\u00a0", " ").split())
    for width in range(widest_word, 700, 7):
        lines = layout.wrap(text, READABLE, width)
        assert " ".join(lines).split() == text.split(), (width, lines)
        for unit in units:
            if layout.width_of(unit, READABLE) <= width:
                assert any(unit in line for line in lines), (width, lines)
        words = text.replace("\u00a0", " ").split()
        assert all(line.replace("\u00a0", " ").split()[0] in words for line in lines if line.strip()), lines


@pytest.mark.parametrize("width", range(60, 200, 7))
def test_a_name_that_must_wrap_breaks_after_its_hyphen_or_is_cut_never_mid_word(width):
    """"Bartholo" / "mäus-Jan" read as two strange words: a name breaks after its hyphen, and
    where even that piece does not fit it is cut with "…", never split without a mark."""
    name = "Bartholomäus-Jan"
    _size, lines = layout.fit(name, width, 22, False, 2)
    for line in lines:
        piece = line.rstrip("…")
        assert line.endswith(("-", "…")) or line in ("Jan", name), (width, lines)
        assert name.startswith(piece) or "Jan".startswith(piece), (width, lines)
