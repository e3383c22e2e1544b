"""The pause overlay as people on the sofa meet it: the game and who is on turn under the title,
and every person's keys (each keyboard block once, with all who share it) on key caps, all on
screen, in German and English; a table without people still pauses."""

from __future__ import annotations

import pygame
import pytest
from helpers import run_frames, texts_drawn

from game.games import game_by_name
from game.seats import Seat
from scenes.ui import theme

TURNS = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2"), Seat("Maximilianetruda", "keyboard2"),
         Seat("Dora", "bot:hard")]
RACE = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2"), Seat("Clara", "keyboard3"), Seat("David", "keyboard4"),
        Seat("Emma", "pad1"), Seat("Felix", "bot:hard")]


def paused(make_app, game: str, seats, lang: str = "de"):
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.play(game_by_name(game), seats)
    run_frames(app, 120)
    table = app.top
    app.routes.pause(table)
    run_frames(app, 60)
    return app, table, app.top


@pytest.mark.parametrize("lang, game, turn", [("de", "Zehntausend ·", "{name} ist am Zug"),
                                              ("en", "Zehntausend ·", "{name} to play")])
def test_the_pause_says_the_game_and_whose_turn_it_is_with_their_token(make_app, monkeypatch, lang, game, turn):
    from scenes.screens import pause as screen
    from scenes.ui import text

    app, table, pause = paused(make_app, "zehntausend", TURNS, lang)
    seat = table.shown.current_seat
    tokens = []
    real = screen.draw_seat_token
    monkeypatch.setattr(screen, "draw_seat_token", lambda s, style, c, r: (tokens.append((style, c)),
                                                                        real(s, style, c, r)))
    places = text.watch_places()
    try:
        app.draw()
    finally:
        text.unwatch()
    said = {t: r for t, r, _s in places}
    name = said[turn.format(name=table.seats[seat].name)]
    before = said[game]
    assert before.right < name.left and abs(before.centery - name.centery) <= 2, "one line: the game, then who"
    assert any(style == table.style(seat) and before.right < x < name.left and abs(y - name.centery) <= 2
               for style, (x, y) in tokens), "their token right before their name"


@pytest.mark.parametrize("lang, does", [("de", "würfeln / markieren"), ("en", "throw / mark")])
def test_the_pause_lists_every_persons_keys_once_per_block(make_app, lang, does):
    app, table, pause = paused(make_app, "zehntausend", TURNS, lang)
    rows = pause.key_rows()
    people = [[name for _style, name in who] for who, _keys in rows]
    assert people == [["Anna"], ["Ben", "Maximilianetruda"]], "a shared block once, with both; no bot"
    assert rows[0][1][0] == (["E"], does) and rows[1][1][0] == (["O"], does)
    assert rows[0][1][1][0] == ["S"] and rows[0][1][2][0] == ["Q"] and rows[0][1][3][0] == ["A", "D"]
    seen = texts_drawn(app)
    for said in ("Anna", "Ben", "Maximilianetruda"):
        assert said in seen
    assert does in " ".join(seen)        # (on two lines where one is too narrow)


def test_the_real_time_game_shows_its_four_keys_and_six_people_fit_the_screen(make_app):
    from scenes.screens.pause import KEYS_TOP

    app, table, pause = paused(make_app, "wurf-und-weg", RACE, "en")
    rows = pause.key_rows()
    assert len(rows) == 5, "every person's block or pad, never the bot"
    assert [does for _caps, does in rows[0][1]] == ["roll", "tray", "pass on", "pass on"]
    pic = pause.keys_picture()
    panel = pic.get_rect(midtop=(theme.SCREEN_W // 2, KEYS_TOP))
    assert pygame.Rect(0, 0, theme.SCREEN_W, theme.SCREEN_H).contains(panel)
    app.draw()
    buttons = pause.list.rects()
    assert not any(panel.colliderect(r) for r in buttons), "the keys never cover a button"


def test_a_pause_without_people_or_game_still_draws(make_app):
    from scenes.screens.menu import MenuScene
    from scenes.screens.pause import PauseScene

    app = make_app()
    app.push(MenuScene(app))
    pause = PauseScene(app, table=type("T", (), {"info": None, "on_quit": lambda self: None})())
    app.push(pause)
    app.draw()
    assert pause.status_line() == "" and pause.keys_picture() is None


@pytest.mark.parametrize("lang, figure", [("de", "Punkte"), ("en", "Points")])
def test_the_pause_tells_the_standings_with_the_games_first_figure(make_app, lang, figure):
    app, table, pause = paused(make_app, "zehntausend", TURNS, lang)
    line = pause.standings_line()
    assert line.startswith(f"{figure}: ")
    for seat in TURNS:
        assert f"{seat.name} 0" in line, "everybody with their points as the table shows them"
    _size, lines = pause.standings_lines()
    drawn = texts_drawn(app)
    assert all(one in drawn for one in lines)


def test_long_names_in_the_standings_all_stay_on_the_card(make_app):
    from scenes.screens.pause import CARD
    from scenes.ui.layout import READABLE, width_of

    long = [Seat(f"Maximilianetrud{i}", "bot:easy") for i in range(5)] + [Seat("Anna", "keyboard1")]
    app, table, pause = paused(make_app, "zehntausend", long, "de")
    size, lines = pause.standings_lines()
    assert size >= READABLE and 1 <= len(lines) <= 2
    assert all(width_of(line, size) <= CARD.width - 40 for line in lines)
    told = " ".join(lines)
    assert "…" not in told and all(seat.name in told for seat in long), "nobody is left out"
    app.draw()
    assert not any(pygame.Rect(0, 130, 1, len(lines) * 25).move(CARD.x, 0).colliderect(r)
                   for r in pause.list.rects())


def test_the_race_standings_put_the_leader_first_and_show_all_six(make_app):
    """Felix has a coaster: the pause names him first, and all six with a long name among them."""
    race = [Seat("Maximilian-Alexa", "keyboard1")] + RACE[1:]
    app, table, pause = paused(make_app, "wurf-und-weg", race, "en")
    app.routes.back()
    table.seen.won[5] = 1               # a coaster has landed on Felix's pile
    app.routes.pause(table)
    run_frames(app, 2)
    _size, lines = app.top.standings_lines()
    told = " ".join(lines)
    assert told.startswith("Coasters won: Felix 1 · "), told
    assert "…" not in told and all(seat.name in told for seat in race)
    assert all(line in texts_drawn(app) for line in lines)


@pytest.mark.parametrize("game, lang, words", [
    ("durchmarsch", "en", ["throw / go on", "stop", "cheer on", "urge caution"]),
    ("durchmarsch", "de", ["würfeln / weitermachen", "aufhören", "anfeuern", "abraten"]),
    ("mensch", "en", ["roll / move", "pick a piece"]),
    ("zehntausend", "en", ["throw / mark", "throw on", "write down", "pick a die"]),
    ("zehntausend", "de", ["würfeln / markieren", "weiterwürfeln", "aufschreiben", "Würfel wählen"]),
])
def test_the_keys_legend_has_every_key_of_the_game_in_the_tables_words(make_app, game, lang, words):
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "bot:easy")]
    app, table, pause = paused(make_app, game, seats, lang)
    (people, keys), = pause.key_rows()
    assert [does for _caps, does in keys] == words
    assert all(caps and all(caps) for caps, _does in keys), "every key has its cap"
    if game == "durchmarsch":
        assert [caps for caps, _does in keys] == [["E"], ["Q"], ["W"], ["S"]]
    if game == "zehntausend":     # every key the table answers: S throws on (5er drehen is off)
        assert [caps for caps, _does in keys] == [["E"], ["S"], ["Q"], ["A", "D"]]
    from scenes.screens.pause import CAP_SIZE, KEYS_W

    pic = pause.keys_picture()
    assert pic.get_width() <= theme.SCREEN_W
    rows = pause.key_rows()
    one_line = 24 + pause.names_room + 20 + pause.keys_width(keys, CAP_SIZE) <= KEYS_W
    # (what a key does may stand on two lines above its column when one line is too wide)
    assert one_line or 24 + pause.names_room + 20 + pause.columns_width(rows, pause.column_heads(rows, 2)) + 16 \
        <= pic.get_width(), "the last key stays on the panel"
    pause._keys_pic = None               # drawn afresh, so the frame shows its words
    seen = " ".join(texts_drawn(app))
    assert all(word in seen for word in words)


def test_at_mensch_each_persons_marker_is_the_figure_they_play(make_app):
    """Ben plays Grün: his marker in the keys panel is a green figure, not his seat's colour."""
    from scenes.tables.mensch import board as mb

    people = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2"), Seat("Clara", "bot:normal"),
              Seat("David", "bot:normal")]
    app, table, pause = paused(make_app, "mensch", people)
    markers = {name: style for who, _keys in pause.key_rows() for style, name in who}

    def shows(marker, rgb) -> bool:
        w, h = marker.get_size()
        return any(sum(abs(a - b) for a, b in zip(marker.get_at((x, y))[:3], rgb, strict=True)) < 40
                   and marker.get_at((x, y))[3] > 200 for x in range(w) for y in range(h))

    for name in ("Anna", "Ben"):
        colour = table.match.owners.index(people.index(next(p for p in people if p.name == name)))
        assert isinstance(markers[name], pygame.Surface), "the table's own figure"
        assert shows(markers[name], mb.COLOURS[colour]), f"{name} wears {mb.COLOURS[colour]}"
        others = [c for c in range(4) if c != colour]
        assert not any(shows(markers[name], mb.COLOURS[c]) for c in others if c != 3)
    assert "Ben" in texts_drawn(app)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_zehntausends_keys_legend_names_every_key_and_breaks_no_word(make_app, lang):
    """The pause lists every key the Zehntausend table answers (E, S, Q, A/D; W only with 5er
    drehen) and what it does, each heading broken only between words ("weiterwürfeln" stays whole)."""
    app, table, pause = paused(make_app, "zehntausend", TURNS, lang)
    rows = pause.key_rows()
    assert [caps for caps, _does in rows[0][1]] == [["E"], ["S"], ["Q"], ["A", "D"]]
    for head, (_caps, does) in zip(pause.column_heads(rows, 2), rows[0][1], strict=True):
        assert " ".join(head) == does, head
