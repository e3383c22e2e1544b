"""The coach's hint as a player reads it: its words in the language in force, on a card.

A hint (`game.coach.Hint`) is a lead sentence (a language-table key and its parameters) and
the numbers behind it (`Compare` lines). `hint_words` words it: the lead, then one line per
comparison ("Chance to win: going on 36.4 %, stopping 35.9 %"), joined by newlines. Chances
are percents the language's way, with as many decimals (none to three) as it takes for
options that differ to read differently; never a false "0 %" or "100 %" ("< 1 %", "> 99 %").
Points are grouped ("10.750", "10,750"), with a decimal only where two options would read
alike. A text parameter that is a key of the game's own table (a colour, a reason) is worded.

`coach_card` is the card: "Hint:" in the coach's blue and the lead in bold white, the numbers
beneath in light blue, all at `READABLE` (20 px at 1280x720), wrapped to the card's width and
never shrunk or cut; a table that leaves too little room gets a taller card. `draw_card` puts
it where a table asks, moved (and narrowed when wider) so that it lies wholly inside the
1280x720 picture, and says its words to whoever watches the screen every frame it is shown.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from scenes.ui import theme
from scenes.ui.layout import line_height, width_of, wrap
from scenes.ui.numbers import grouped
from scenes.ui.text import READABLE, Recording, drawn, render

CARD_SIZE = READABLE    # every word on the card; the card grows, the words never shrink
PAD_X, PAD_Y = 14, 8
EDGE = 6                # the blue bar at the card's left
MARGIN = 4              # the card keeps this far from the picture's edge
CANVAS = pygame.Rect(0, 0, theme.SCREEN_W, theme.SCREEN_H)
NUMBERS_INK = (176, 212, 240)
MAX_DECIMALS = 3


# ----------------------------------------------------------------------------- words

def _percent_text(t, p: float, decimals: int) -> str:
    """A chance from 0 to 1 as a percent with `decimals` decimals, never a false 0 or 100."""
    value = min(100.0, max(0.0, p * 100))
    step = 10.0 ** -decimals
    if 0 < value < step / 2:
        n = f"< {_fixed(t, step, decimals)}"
    elif 100 - step / 2 <= value < 100:
        n = f"> {_fixed(t, 100 - step, decimals)}"
    else:
        n = _fixed(t, value, decimals)
    return t("app.settings.percent", n=n)


def _fixed(t, value: float, decimals: int) -> str:
    if decimals == 0:
        return grouped(t, round(value))
    whole, _, frac = f"{value:.{decimals}f}".partition(".")
    return f"{grouped(t, int(whole))}{t('app.decimal')}{frac}"


def whole_percent(t, p: float) -> str:
    """A chance from 0 to 1 as a whole percent, never a false 0 % or 100 %."""
    return _percent_text(t, p, 0)


def _points_text(t, value: float, decimals: int) -> str:
    if isinstance(value, int) or decimals == 0:
        return grouped(t, round(value))
    return _fixed(t, value, decimals)


def _distinct_digits(values: list[float], say) -> int:
    """The fewest decimals at which values that differ are written differently."""
    for decimals in range(MAX_DECIMALS + 1):
        written: dict[str, float] = {}
        if all(abs(written.setdefault(say(v, decimals), v) - v) < 1e-9 for v in values):
            return decimals
    return MAX_DECIMALS


def params_in_words(t, module: str, params: dict) -> dict:
    """The parameters as the sentence shows them (see the module text)."""
    out = {}
    for name, value in dict(params).items():
        if isinstance(value, bool):
            out[name] = t("app.on") if value else t("app.off")
        elif isinstance(value, (int, float)):
            if not math.isfinite(value):
                out[name] = "–"
            elif str(name).endswith("_pct"):
                out[name] = whole_percent(t, value)
            else:
                out[name] = grouped(t, round(value))
        else:
            out[name] = str(value)
    for name, value in dict(params).items():     # reasons and colours, worded with the rest
        if isinstance(value, str) and value.startswith(f"{module}.") and t.has(value):
            out[name] = t(value, **out)
    return out


def compare_words(t, module: str, compare) -> str:
    """One line of numbers: "Chance to win: going on 36.4 %, stopping 35.9 %"."""
    params = params_in_words(t, module, compare.params)
    values = [v for _, v in compare.options if isinstance(v, (int, float)) and math.isfinite(v)]
    if compare.chance:
        digits = _distinct_digits(values, lambda v, d: _percent_text(t, v, d))
        say = lambda v: _percent_text(t, v, digits)             # noqa: E731
    else:
        digits = _distinct_digits(values, lambda v, d: _points_text(t, v, d))
        say = lambda v: _points_text(t, v, digits)              # noqa: E731
    # a game whose options read as clauses ("246, wenn du die 1 nimmst") words them its own way
    option_key, join_key = f"{module}.coach.option.line", f"{module}.coach.option.join"
    option_key = option_key if t.has(option_key) else "app.coach.option"
    join_key = join_key if t.has(join_key) else "app.coach.join"
    if len(compare.options) == 1 and t.has(compare.options[0][0] + "_line"):   # one number, said as a sentence
        key, value = compare.options[0]
        shown = say(value) if isinstance(value, (int, float)) and math.isfinite(value) else "–"
        return t(key + "_line", value=shown, **params)
    options = []
    for key, value in compare.options:
        shown = say(value) if isinstance(value, (int, float)) and math.isfinite(value) else "–"
        options.append(t(option_key, option=t(key, **params), value=shown))
    return t("app.coach.numbers", measure=t(compare.measure, **params), options=t(join_key).join(options))


def hint_words(t, hint) -> str:
    """The hint as the card shows it: the lead sentence, then a line per comparison."""
    module = hint.key.split(".", 1)[0]
    key = hint.key
    if hint.params.get("steps") == 1 and t.has(f"{key}_one"):     # "1 Kreis weiter", never "1 Kreise"
        key = f"{key}_one"
    lead = t(key, **params_in_words(t, module, hint.params))
    lines = [compare_words(t, module, c) for c in getattr(hint, "numbers", ())]
    return "\n".join([lead, *lines])


# ----------------------------------------------------------------------------- the card

@lru_cache(maxsize=64)
def card_lines(title: str, words: str, width: int, size: int = CARD_SIZE) -> tuple[tuple[str, bool], ...]:
    """The card's lines, each with whether it belongs to the lead (bold, white): "title: lead"
    wrapped to the card's inner width, then each line of numbers wrapped (words at `size`: a
    table in a small window asks for larger ones)."""
    inner = width - 2 * PAD_X - EDGE
    lead, *numbers = words.split("\n")
    out = [(line, True) for line in wrap(f"{title}: {lead}", size, inner, True)]
    for paragraph in numbers:
        out += [(line, False) for line in wrap(paragraph, size, inner, False)]
    return tuple(out)


def card_look(title: str, words: str, width: int, room: int = 0,
              size: int = CARD_SIZE) -> tuple[int, tuple[str, ...]]:
    """(size, lines) of the card: always `size` (CARD_SIZE, larger where a table's window asks
    for larger words); `room` no longer shrinks the words."""
    return size, tuple(line for line, _ in card_lines(title, words, width, size))


def card_height(title: str, words: str, width: int, room: int = 0, size: int = CARD_SIZE) -> int:
    """The card's height at `width`: every line at `size` (more than `room` if need be)."""
    lines = card_lines(title, words, width, size)
    lead = sum(1 for _, bold in lines if bold)
    return (2 * PAD_Y + lead * line_height(size, True)
            + (len(lines) - lead) * line_height(size, False) + (4 if lead < len(lines) else 0))


@lru_cache(maxsize=64)
def _card(title: str, words: str, width: int, size: int = CARD_SIZE) -> tuple[pygame.Surface, Recording]:
    h = card_height(title, words, width, size=size)
    surf = pygame.Surface((width, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*theme.COACH_BG, 245), surf.get_rect(), border_radius=12)
    pygame.draw.rect(surf, theme.COACH, surf.get_rect(), width=2, border_radius=12)
    pygame.draw.rect(surf, theme.COACH, pygame.Rect(0, 0, EDGE, h), border_top_left_radius=12,
                     border_bottom_left_radius=12)
    head = f"{title}:"
    y = PAD_Y
    with Recording() as said:
        lines = card_lines(title, words, width, size)
        for i, (line, lead) in enumerate(lines):
            x = PAD_X + EDGE - 2
            if not lead and (i == 0 or lines[i - 1][1]):
                y += 4                                   # a breath between lead and numbers
            if i == 0 and line.startswith(head):
                surf.blit(render(head, size, theme.COACH, True), (x, y))
                x += width_of(head + " ", size, True)
                line = line[len(head):].lstrip()
            ink = theme.TEXT if lead else NUMBERS_INK
            surf.blit(render(line, size, ink, lead), (x, y))
            y += line_height(size, lead)
    return surf, said


def coach_card(title: str, words: str, width: int, room: int = 0, size: int = CARD_SIZE) -> pygame.Surface:
    """The hint on a dark blue card with a blue edge (cached by its content), its words at `size`."""
    return _card(title, words, width, size)[0]


def card_rect(title: str, words: str, rect, canvas=CANVAS, size: int = CARD_SIZE) -> pygame.Rect:
    """Where the card asked for at `rect` (its top-left and width) lies: as tall as its words
    need, narrowed to the picture's width if wider, and moved wholly inside `canvas`."""
    area = pygame.Rect(canvas).inflate(-2 * MARGIN, -2 * MARGIN)
    width = max(4 * PAD_X, min(int(rect[2]), area.w))
    card = pygame.Rect(int(rect[0]), int(rect[1]), width, card_height(title, words, width, size=size))
    return card.clamp(area)


def draw_card(surface: pygame.Surface, title: str, words: str, rect, size: int = CARD_SIZE) -> pygame.Rect:
    """Draw the card asked for at `rect` wholly inside the picture (see `card_rect`), its words
    at `size`; returns where it lies."""
    card = card_rect(title, words, rect, surface.get_rect(), size)
    image, said = _card(title, words, card.w, size)
    drawn(title, size)
    drawn(words)
    said.replay(surface)
    surface.blit(image, card)
    return card


def readable(title: str, words: str, width: int, room: int = 0) -> bool:
    """Every word on the card is at least READABLE and every line fits inside the card."""
    inner = width - 2 * PAD_X - EDGE
    return CARD_SIZE >= READABLE and all(width_of(line, CARD_SIZE, lead) <= inner
                                         for line, lead in card_lines(title, words, width))


@lru_cache(maxsize=8)
def coach_tag(title: str) -> pygame.Surface:
    """A small tag in the coach's colours ("Tipp"), for what a hint names on a board."""
    img = render(title, READABLE, theme.COACH, True)
    surf = pygame.Surface((img.get_width() + 18, img.get_height() + 8), pygame.SRCALPHA)
    radius = surf.get_height() // 2
    pygame.draw.rect(surf, (*theme.COACH_BG, 245), surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, theme.COACH, surf.get_rect(), width=2, border_radius=radius)
    surf.blit(img, (9, 4))
    return surf
