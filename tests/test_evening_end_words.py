"""The words at the end of an evening, as a stranger read them: "Gewann eine Partie Wurf & /
Weg" parted a game's name across two lines (it read as two things), and "Mit Bestätigen geht's
gleich weiter" did not say where to. A game's name stands whole on every line of the ceremony
and the podium, and the hint under the panels says the podium comes next."""

from __future__ import annotations

import pytest
from helpers import texts_placed

NAMES = ["Anna", "Ben", "Clara", "David"]


def evening_end(make_app, lang):
    from game.seats import Seat
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.evening_start([Seat(n, f"keyboard{k + 1}") for k, n in enumerate(NAMES)])
    app.evening.record("wurf_und_weg", [0, 1, 2, 3], [[1], [0], [2], [3]], [{}] * 4)
    app.evening.record("mensch", [0, 1, 2, 3], [[0], [2], [1], [3]], [{}] * 4)
    app.evening.record("durchmarsch", [0, 1, 2, 3], [[3], [2], [1], [0]], [{}] * 4)
    app.routes.evening_end()
    return app, app.top


def parted(end, texts: list[str]) -> list[str]:
    """Lines holding a piece of a game's name of several words but not all of it."""
    from game.games import GAMES

    out = []
    for info in GAMES:
        name = end.t(f"app.game_short.{info.module}")
        words = name.split(" ")
        if len(words) < 2:
            continue
        for line in (t.replace("\u00a0", " ") for t in texts):
            if name in line:
                continue
            if line.rstrip().endswith(" ".join(words[:-1])) or line.lstrip().startswith(" ".join(words[1:])):
                out.append(line)
    return out


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_games_name_is_never_parted_across_lines(make_app, lang):
    app, end = evening_end(make_app, lang)
    seen: list[str] = []
    while end.time < end.podium_at + 8:             # the panels, then the podium with every plate
        app.step(1 / 60)
        seen += [t for t, _r in texts_placed(app)]
    assert any(end.game_words("wurf_und_weg") in t or end.t("app.game_short.wurf_und_weg") in t for t in seen)
    assert parted(end, seen) == []


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_hint_under_the_panels_says_the_podium_comes_next(make_app, lang):
    app, end = evening_end(make_app, lang)
    while end.time < 3:
        app.step(1 / 60)
    hint = end.t("evening.end.hurry")
    assert hint in [t for t, _r in texts_placed(app)]
    assert ("Siegerpodest" if lang == "de" else "podium") in hint
