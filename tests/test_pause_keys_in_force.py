"""The pause's keys legend lists only keys that do something under the rules in force: at
Zehntausend "5er drehen – W" only when the house rule 5er drehen is on."""

from __future__ import annotations

import pytest
from helpers import run_frames

from game.dice import ScriptedDice
from game.games import game_by_name
from game.seats import Seat
from game.zehntausend import match as z

WORDS = {"de": "5er drehen", "en": "turn fives"}


def paused_at(make_app, lang: str, turn_fives: bool):
    from scenes.tables.zehntausend.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "bot:easy")]
    match = z.Match(2, z.Rules(turn_fives=turn_fives), ScriptedDice([(1, 4, 5, 6, 1)]))
    table = TableScene(app, game_by_name("zehntausend"), seats, 1, match=match)
    app.push(table)
    run_frames(app, 10)
    app.routes.pause(table)
    run_frames(app, 10)
    return app, app.top


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("turn_fives", [False, True])
def test_turn_fives_key_is_listed_only_when_the_house_rule_is_on(make_app, lang, turn_fives):
    app, pause = paused_at(make_app, lang, turn_fives)
    (_people, keys), = pause.key_rows()
    does = [words for _caps, words in keys]
    caps = [c for group, _words in keys for c in group]
    assert (WORDS[lang] in does) == turn_fives, does
    assert ("W" in caps) == turn_fives, caps
    assert {"E", "S", "Q", "A", "D"} <= set(caps), "the keys that work are all still there"
