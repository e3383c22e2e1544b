"""The evening's table reads calmly at its foot: the rule under the standings stands well inside
its frame (never touching it), the keys are said once, and while "Den Abend wirklich beenden?"
is asked the foot behind the question is dimmed with the rest of the table."""

from __future__ import annotations

import pytest
from helpers import texts_drawn, texts_placed

EDGE_ROOM = 12      # px the rule keeps from its panel's edge, at least


def table_after(make_app, lang, ties="share", sat_out=False):
    from game.seats import Seat
    app = make_app(f"[evening]\nties = \"{ties}\"\n")
    app.set_language(lang)
    app.routes.start()
    names = ["Maximilian", "Ben", "David", "Clara"]
    app.routes.evening_start([Seat(n, f"keyboard{i + 1}") for i, n in enumerate(names)])
    seats = [0, 1] if sat_out else [0, 1, 2, 3]
    app.evening.record("durchmarsch", seats, [[p] for p in seats], [{"turns": 7}] * len(seats))
    app.routes.evening()
    for _ in range(240):
        app.step(1 / 60)
    return app, app.top


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("ties", ["share", "best"])
@pytest.mark.parametrize("sat_out", [False, True])
def test_the_rule_under_the_standings_keeps_clear_of_its_frame(make_app, lang, ties, sat_out):
    from scenes.screens.evening.table import RULE_Y, STANDINGS_PANEL
    app, table = table_after(make_app, lang, ties, sat_out)
    assert app.evening.ties == ties
    rule = [(t, r) for t, r in texts_placed(app) if r.top <= RULE_Y <= r.bottom and STANDINGS_PANEL.x < r.centerx < STANDINGS_PANEL.right]
    assert rule, "a rule line under the standings"
    for text, rect in rule:
        assert rect.left - STANDINGS_PANEL.left >= EDGE_ROOM and STANDINGS_PANEL.right - rect.right >= EDGE_ROOM, \
            (text, rect, STANDINGS_PANEL)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_keys_are_said_once(make_app, lang):
    """Opened at the evening's start (the first game lit), only the foot says how to choose."""
    from game.seats import Seat
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.evening_start([Seat(n, f"keyboard{i + 1}") for i, n in enumerate(["Anna", "Ben", "Clara"])])
    app.routes.evening()
    for _ in range(120):
        app.step(1 / 60)
    assert app.top.list.index == 0
    keys = ["↑", "Hoch/runter", "Up/down"]
    saying = [t for t in texts_drawn(app) if any(k in t for k in keys)]
    assert len(saying) == 1, saying


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_question_to_end_the_evening_takes_the_foot(make_app, lang):
    """While "Den Abend wirklich beenden?" is asked, the table's keys line (Esc: main menu) is
    gone with the table behind the shade; the foot says what the question's keys do."""
    app, table = table_after(make_app, lang)
    foot = table.t("evening.table.keys_hint")
    assert foot in texts_drawn(app)
    table.ask_end()
    for _ in range(60):
        app.step(1 / 60)
    said = texts_drawn(app)
    assert foot not in said, "the table's foot does not look active behind the question"
    assert table.t("evening.table.ask_keys") in said
