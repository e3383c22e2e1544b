"""The report's chart tells the whole game: in a five-round Wurf & Weg game every player's line
runs to the last round's end, and a page turned back to stands whole at once (a chart caught
drawing itself again read as lines that stop half-way through the game)."""

from __future__ import annotations

import pygame
import pytest
from helpers import past_the_podium, press, run_frames
from test_story_truth import played

from game.games import game_by_name
from game.seats import Seat
from scenes.ui import theme

NAMES = ["Anna", "Ben", "Clara", "David"]


def report_of(make_app, lang: str, seed: int = 9):
    from scenes.screens.results import ResultsScene

    info = game_by_name("wurf_und_weg")
    match, story, _, _ = played(info, seed, seats=4)
    assert match.round == 5, "a game of five rounds"
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    seats = [Seat(name, "keyboard1" if i == 0 else "keyboard2" if i == 1 else "bot:normal")
             for i, name in enumerate(NAMES)]
    scene = ResultsScene(app, info, seats, match.ranking(), [match.figures(s) for s in range(4)], 1,
                         story=story, podium=True)
    app.push(scene)
    past_the_podium(app, scene)
    return app, scene, story


def line_colours_at_end(app, scene) -> list[bool]:
    """For each line: whether its seat's colour stands on the screen on its last stretch,
    just before the game's end."""
    rect = scene.story_rects()["chart"]
    chart = scene.line_chart(rect)
    ox, oy = rect.x + 16, rect.y + 10
    app.draw()
    out = []
    for s in chart.series:
        x = chart.x_high - 0.02 * (chart.x_high - chart.x_low)
        y = chart.value_at(s, x)
        px, py = chart.at(s, x, y)
        colour = theme.seat_look(s.style)[0][:3]
        near = [app.screen.get_at((round(ox + px) + dx, round(oy + py) + dy))[:3]
                for dx in range(-2, 3) for dy in range(-3, 4)]
        out.append(any(sum(abs(a - b) for a, b in zip(c, colour, strict=True)) < 40 for c in near))
    return out


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_line_of_a_five_round_game_reaches_the_last_rounds_end(make_app, lang):
    app, scene, story = report_of(make_app, lang)
    (chart,) = story.charts
    last_end = max(b for _a, b in chart.spans)
    for line in chart.lines:
        assert line.points[-1][0] >= last_end - 1e-9, f"{NAMES[line.seat]}'s line stops before the last round"
    run_frames(app, 3 * 120)
    assert scene.chart_progress() == 1
    drawn = scene.line_chart(scene.story_rects()["chart"])
    for s in drawn.series:
        assert s.points[-1][0] == pytest.approx(drawn.x_high), f"{s.label}'s line reaches the axis' end"
    assert all(line_colours_at_end(app, scene)), "every line is drawn to the game's end"


def test_a_page_turned_back_to_stands_whole_at_once(make_app):
    app, scene, _story = report_of(make_app, "de")
    run_frames(app, 3 * 120)
    assert scene.page_count() > 1
    press(app, pygame.K_RIGHT)
    run_frames(app, 60)
    assert scene.chart_index == 1
    press(app, pygame.K_LEFT)
    assert scene.chart_index == 0
    assert scene.chart_progress() == 1, "no line caught half-way"
    assert all(line_colours_at_end(app, scene))


@pytest.mark.parametrize("seats", [3, 4])
def test_each_lane_of_the_dice_chart_has_its_own_scale_within_it(make_app, seats):
    """Four lanes stacked under one "0 to 4" axis read as one lane of 4 dice: each lane's
    numbers stand beside it, inside its own height."""
    from test_results_truth import results_of

    from scenes.ui import text

    info = game_by_name("wurf_und_weg")
    match, story, _, _ = played(info, 9, seats=seats)
    app = make_app()
    scene = results_of(app, info, match, story, NAMES[:seats])
    chart = scene.line_chart(scene.story_rects()["chart"])
    assert chart.strips, "the lines run in a band each"
    surf = pygame.Surface(chart.size, pygame.SRCALPHA)
    places = text.watch_places()
    try:
        chart._paint_static(surf)
    finally:
        text.unwatch()
    labels = [(t, r) for t, r, on in places if on is surf and r.right <= chart.plot.left and t.strip().isdigit()]
    bands = [chart.strip(i) for i in range(len(chart.series))]
    for i, band in enumerate(bands):
        mine = [(t, r) for t, r in labels if band.top <= r.centery <= band.bottom]
        assert chart.number(chart.y_high) in [t for t, _r in mine], f"lane {i} says its own top value"
        for t, r in mine:
            assert band.top - 1 <= r.top and r.bottom <= band.bottom + 1, f"{t!r} of lane {i} stays in its lane"
    assert all(any(b.top - 1 <= r.top and r.bottom <= b.bottom + 1 for b in bands) for _t, r in labels)
    label_h = labels[0][1].h
    tall = [b for b in bands if b.h >= 2 * label_h]
    assert sum(t == "0" for t, _r in labels) == len(tall), "a lane tall enough says its 0 too"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_highlights_number_keeps_its_unit_on_its_line(make_app, lang):
    """ "…(Diagramm: 53,8" with a lone "s)" on the next line: a number and its unit (and a
    round and its number) are never broken apart, at any width the highlights take."""
    import re

    from scenes.screens.results import HIGHLIGHT_SIZES
    from scenes.ui.layout import wrap

    app = make_app()
    app.set_language(lang)
    keys = ["fastest_coaster", "fastest_coaster_at", "fastest_coaster_tied"]
    texts = [app.texts(f"story.wurf_und_weg.highlight.{k}", name="Ben", seconds="9,5", at="153,8", round=3)
             for k in keys]
    assert all("53,8\u00a0s" in t or "9,5\u00a0s" in t for t in texts)
    for text_ in texts:
        for size in HIGHLIGHT_SIZES:
            for width in range(240, 640, 6):      # (the narrowest highlights panel and up)
                lines = wrap(text_, size, width)
                for line in lines:
                    assert not re.match(r"s\b", line), (width, size, lines)
                    assert not re.search(r"\((Runde|round)$", line), (width, size, lines)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_note_that_a_press_was_seen_goes_within_two_seconds_of_the_last_key(make_app, lang):
    """ "Gesehen – kurz warten" stood under the podium for ten seconds and more after the keys
    had stopped (the still podium was not drawn again): the note goes once a press would count,
    and the window draws it going."""
    from helpers import texts_drawn
    from test_end_of_game_guard import two_player_podium

    app, results = two_player_podium(make_app, lang)
    while not results.ready():
        press(app, pygame.K_RETURN, frames=12)
    for _ in range(60 * 120):                        # the confetti has fallen: the podium stands still
        if results.moment.still():
            break
        press(app, pygame.K_RETURN, frames=12)
    assert results.moment.still()
    for _ in range(6):                               # hammered after the podium has stood
        press(app, pygame.K_RETURN, frames=12)
    note = app.texts("app.results.seen_podium")
    assert note in texts_drawn(app)
    gone_at = None
    for frame in range(int(4.0 * 120)):              # no key any more: the simulated clock runs
        run_frames(app, 1)
        shown = note in texts_drawn(app)
        if shown:
            assert not results.is_still(), "while the note stands the window keeps drawing"
        elif gone_at is None:
            gone_at = frame / 120
    assert gone_at is not None and gone_at <= 2.0, gone_at
    assert results.go_on_text() in texts_drawn(app)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_durchmarsch_lines_and_cards_tell_one_truth(make_app, lang):
    """A line that ended at 2 beside a card that said "–": each line ends at the figure on its
    player's card, and a player who went out reads "raus" on the card while the line stops
    with a stop and only a grey dotted pointer leads on to the name (nothing level in the
    seat's colour that reads as the value held on)."""
    from test_results_truth import results_of

    from game.durchmarsch.story import ROWS

    info = game_by_name("durchmarsch")
    match, story, _, _ = played(info, 9, seats=4)
    app = make_app()
    app.set_language(lang)
    scene = results_of(app, info, match, story, NAMES)
    chart = scene.line_chart(scene.story_rects()["chart"])
    surf = chart.whole()
    outs = 0
    for seat in range(4):
        line = next(s for s in chart.series if s.label == NAMES[seat])
        figures = match.figures(seat)
        if figures["struck_rows"] == ROWS:
            outs += 1
            assert line.out
            assert scene.card_value(seat, "best_row") == app.texts("story.durchmarsch.figure_void.best_row")
            ex, ey = (round(v) for v in chart.at(line, *line.points[-1]))
            colour = theme.seat_look(line.style)[0][:3]
            stop = chart.stop_rect(line, (ex, ey))
            row = [surf.get_at((x, ey))[:3] for x in range(stop.right + 4, chart.plot.right)]
            assert not any(sum(abs(a - b) for a, b in zip(c, colour, strict=True)) < 30 for c in row), \
                "no level stroke in the seat's colour after the stop"
        else:
            assert not line.out
            assert scene.card_value(seat, "best_row") == scene.number_text(line.points[-1][1]), \
                f"{NAMES[seat]}'s line ends at the card's figure"
            assert line.points[-1][1] == figures["best_row"]
    assert outs, "the game has a player who went out"
