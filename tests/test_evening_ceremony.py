"""Spieler des Abends as a ceremony: the standings revealed from last place to first, the games
with their winners, the highlights, then the podium; every word readable, on the screen and
free of confetti in both languages with two and six players and long names; a deliberate press
hurries it on a beat, a held or hammered key does nothing, and "Zum Hauptmenü" comes only once
the podium stands; the winner's points and wins read well in the singular."""

from __future__ import annotations

import pygame
import pytest
from helpers import BREATH, key, press, run_frames

from game.seats import Seat
from scenes.screens.evening.end import GAME_ROW
from scenes.ui import text
from scenes.ui.podium import STAND
from scenes.ui.text import READABLE

STEP = 1 / 120
LONG = ["WWWWWWWWWWWWWWWW", "Jürgen Größe-Übe", "MMMMMMMMMMMMMMMM", "Wolfgang Wümmelm", "ÄÖÜäöüßÄÖÜäöüßÄ",
        "Maximilian-Alexa"]
SHORT = ["Anna", "Ben", "Clara", "Dora", "Emil", "Fritz"]
KINDS = ["keyboard1", "keyboard2", "keyboard3", "keyboard4", "pad1", "bot:hard"]
SCREEN = pygame.Rect(0, 0, 1280, 720)


def ceremony(make_app, names, games: int = 4, lang: str = "de"):
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    n = len(names)
    app.routes.evening_start([Seat(names[i], KINDS[i]) for i in range(n)])
    ev = app.evening
    for g in range(games):
        if g % 2 == 0:
            ev.record("zehntausend", list(range(n)), [[(g + s) % n] for s in range(n)],
                      [{"best_turn": 1000 + 50 * s} for s in range(n)])
        else:
            m = min(n, 4)
            ev.record("durchmarsch", list(range(m)), [[(2 * g + s) % m] for s in range(m)],
                      [{"turns": 7 + s} for s in range(m)])
    app.routes.evening_end()
    return app, app.top, ev


def test_the_standings_are_revealed_from_last_place_to_first_then_games_highlights_and_podium(make_app):
    app, end, ev = ceremony(make_app, SHORT[:5], games=5)
    order, kinds = [], []
    while not end.on_podium():
        app.step(1 / 30)
        for i in sorted(end.revealed("row"), key=lambda i: -end.revealed("row")[i]):
            if end.table[i].player not in order:
                order.append(end.table[i].player)
        for kind in ("row", "game", "line"):
            if end.revealed(kind) and kind not in kinds:
                kinds.append(kind)
    assert order == [s.player for s in reversed(ev.standings())], "last place first, the winner last"
    assert set(kinds[:2]) == {"row", "game"} and kinds[2] == "line", "standings and games side by side first"
    last_game = max(at for at, kind, _i in end.beats if kind == "game")
    last_row = max(at for at, kind, _i in end.beats if kind == "row")
    first_line = min(at for at, kind, _i in end.beats if kind == "line")
    assert first_line > last_game and first_line > last_row, "the highlights (naming the winner) come last"
    assert len(end.revealed("game")) == len(ev.games) and end.revealed("line")
    assert not end.ready(), "no menu while the podium rises"
    podium = end.moment.podium
    assert {podium.climbers[i].name for group in podium.order_of_rising()[-1:] for i in group} == \
        {ev.players[p].name for p in ev.leaders()}, "the podium crowns the player of the evening"
    while not end.ready():
        app.step(1 / 30)
    assert end.moment.time >= podium.landed + STAND


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("names", [SHORT[:2], LONG, LONG[:2], SHORT])
def test_every_word_of_the_ceremony_is_readable_on_screen_apart_and_free_of_confetti(make_app, lang, names):
    app, end, _ev = ceremony(make_app, names, games=7 if len(names) > 2 else 1, lang=lang)
    frames = 0
    while not end.is_still() and frames < 400:
        run_frames(app, 12)
        frames += 1
        places, sizes = text.watch_places(), text.watch_sizes()
        try:
            app.draw()
        finally:
            text.unwatch()
        words = [(t, r) for t, r, surface in places if surface is app.screen and t.strip()]
        assert [w for w in words if not SCREEN.contains(w[1])] == [], end.time
        small = [(t, s) for t, s in sizes if t.strip() and s < READABLE]
        assert small == [], small
        for i, (a, ra) in enumerate(words):
            for b, rb in words[i + 1:]:
                assert not ra.inflate(-2, -6).colliderect(rb.inflate(-2, -6)), (end.time, a, ra, b, rb)
        rects = [r for _t, r in words]
        for piece in end.pieces:
            assert piece.collidelist(rects) == -1, (end.time, piece)
    assert end.is_still() and end.ready()
    seen = [t for t, _r in words]
    for name in names:                                  # every name on the podium, whole
        assert name in seen or any(name.startswith(t) for t in seen if len(t) >= 4), (name, seen)


@pytest.mark.parametrize("lang,line", [("de", "10 Punkte · 1 Sieg in einem Spiel"),
                                       ("en", "10 points · 1 win in one game")])
def test_the_winners_summary_says_one_win_in_one_game_well(make_app, lang, line):
    _app, end, _ev = ceremony(make_app, SHORT[:2], games=1, lang=lang)
    assert end.summary() == line


def test_two_wins_and_a_winner_without_a_win_read_in_the_plural(make_app):
    from game.evening import Evening, Player
    from scenes.screens.evening.end import EveningEndScene

    app = make_app()
    app.routes.start()
    ev = Evening([Player("Anna", "keyboard1", 0), Player("Ben", "bot:hard", 1), Player("Cem", "bot:easy", 2)])
    ev.record("zehntausend", [0, 1, 2], [[1, 2], [0]])      # Ben and Cem share the win, Anna last
    ev.record("zehntausend", [0, 1, 2], [[1], [0], [2]])
    ev.record("zehntausend", [0, 1, 2], [[2], [1], [0]])
    assert EveningEndScene(app, ev).summary() == "24 Punkte · 2 Siege in 3 Spielen"
    ev = Evening([Player("Anna", "keyboard1", 0), Player("Ben", "bot:hard", 1)], [3, 1], "share")
    ev.record("zehntausend", [0, 1], [[0, 1]])                 # a tie: nobody alone, both share
    scene = EveningEndScene(app, ev)
    assert len(scene.leaders) == 2 and scene.summary() == "2 Punkte · 1 Sieg in einem Spiel"


def test_a_deliberate_press_hurries_each_beat_but_a_mash_or_a_held_key_does_not(make_app):
    app, end, _ev = ceremony(make_app, SHORT, games=3)
    for _ in range(int(1.5 / 0.1)):                    # hammered: nothing hurries
        press(app, pygame.K_RETURN, pygame.K_e, frames=6)
    assert abs(end.time - 1.5 - 2 * STEP) < 0.2, "the ceremony ran at its own pace"
    rows_then = len(end.revealed("row"))
    app.dispatch(key(pygame.K_RETURN))                 # held for 1.5 seconds: no hurry
    held = end.time
    run_frames(app, 180)
    app.dispatch(key(pygame.K_RETURN, up=True))
    assert abs(end.time - held - 1.5) < 0.05
    run_frames(app, int(BREATH * 120))
    before = end.time
    beats_left = [at for at, _k, _i in end.beats if at > end.time]
    press(app, pygame.K_RETURN)                        # one deliberate press: the next beat, at once
    assert end.time >= min(beats_left + [end.podium_at]) > before + STEP
    assert len(end.revealed("row")) >= rows_then
    presses = 0
    while not end.on_podium():
        run_frames(app, int(BREATH * 120))
        press(app, pygame.K_RETURN)
        presses += 1
    assert presses <= len(end.beats) + 1
    run_frames(app, int(BREATH * 120))
    press(app, pygame.K_RETURN)                        # on the podium: on to the winner's rise ...
    assert end.moment.time >= end.moment.podium.winner_at
    for _ in range(2):                                 # ... but never past the standing podium
        run_frames(app, int(BREATH * 120))
        press(app, pygame.K_RETURN)
        assert app.top is end
    assert not end.ready() or end.moment.time >= end.moment.podium.landed + STAND


def test_a_confirm_every_1_2_seconds_reaches_the_menu_only_after_the_podium_stood(make_app):
    from scenes.screens.menu import MenuScene

    app, end, _ev = ceremony(make_app, SHORT[:3], games=2)
    stood = False
    for _ in range(200):
        stood = end.on_podium() and end.moment.time >= end.moment.podium.landed + STAND
        press(app, pygame.K_RETURN)
        if app.top is not end:
            break
        run_frames(app, int(1.2 / STEP))
    assert isinstance(app.top, MenuScene) and stood, "the menu, and only once the podium had stood"


def test_odd_actions_and_clicks_during_the_ceremony_change_nothing(make_app):
    app, end, _ev = ceremony(make_app, SHORT, games=1)
    run_frames(app, int(0.5 / STEP))
    for action in ("roll", "pause", "to_tray", "left", "nonsense", ""):
        end.handle(type("Act", (), {"action": action, "repeat": False, "device": "keyboard1", "seats": ()})())
        run_frames(app, int(BREATH * 120))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 668), button=1))
    assert app.top is end


def seen_now(app) -> list[str]:
    seen = text.watch()
    app.draw()
    text.unwatch()
    return list(seen)


def test_the_panels_come_as_they_fill_and_grow_with_what_is_revealed(make_app):
    app, end, ev = ceremony(make_app, SHORT[:4], games=4)
    t = end.t
    app.step(1 / 60)
    seen = seen_now(app)
    assert t("evening.end.final") in seen, "the standings stand from the start, their places still '?'"
    assert t("evening.end.games_title") not in seen and t("evening.end.highlights") not in seen, "no empty panel"
    while not end.revealed("game"):
        app.step(1 / 60)
    app.step(0.1)
    seen = seen_now(app)
    assert t("evening.end.games_title") in seen and t("evening.end.highlights") not in seen
    full = end.panels()["games"]
    one = end.grown(full, 56, [GAME_ROW], [1.0])
    assert one.h < full.h and one.top == full.top, "a panel as tall as what is revealed in it"


def test_the_evenings_podium_has_a_cup_and_everyones_points_under_their_name(make_app):
    app, end, ev = ceremony(make_app, SHORT[:4], games=4)
    while not end.on_podium():
        app.step(1 / 30)
    podium = end.moment.podium
    assert podium.trophy, "a cup over the player of the evening"
    notes = {c.name: c.note for c in podium.climbers}
    for s in ev.standings():
        assert notes[ev.players[s.player].name] == t_points(end, s.points)
    end.moment.time = podium.ready_at()
    seen = seen_now(app)
    assert end.crowned_title() in seen and end.t("evening.end.title") in end.crowned_title()
    assert all(note in seen for note in notes.values()), "each person's evening points stand under their name"


def t_points(end, points) -> str:
    from scenes.screens.evening.look import points_text
    return end.t("evening.end.points_one") if points == 1 else end.t("evening.end.points", n=points_text(end.t, points))


def test_a_games_best_is_told_only_when_it_says_something(make_app):
    app, end, ev = ceremony(make_app, SHORT[:4], games=2, lang="en")   # one Zehntausend, one Durchmarsch
    lines = " ".join(end.highlight_lines())
    assert "Fastest Durchmarsch" not in lines and "Best Zehntausend" not in lines, lines
    assert end.t("evening.end.hurry") == "Press confirm to get to the podium sooner"


@pytest.mark.parametrize("hurried", [False, True])
def test_the_fanfare_plays_as_the_player_of_the_evening_rises(make_app, hurried):
    app, end, _ev = ceremony(make_app, SHORT[:4], games=3)
    asked: list[tuple[float, str]] = []
    app.play = lambda name, volume=1.0: asked.append((end.moment.time if end.moment else -1.0, name))
    while not end.on_podium():
        app.step(STEP)
    if hurried:
        run_frames(app, int(BREATH * 120))
        press(app, pygame.K_RETURN)                    # on to the winner's rise at once
    while not end.moment.ready():
        app.step(STEP)
    fanfares = [at for at, name in asked if name == "fanfare"]
    assert len(fanfares) == 1, asked
    assert abs(fanfares[0] - end.moment.podium.winner_at) < 0.05, "as the winner rises"


def test_the_evenings_podium_names_the_winner_and_their_points_once(make_app):
    app, end, _ev = ceremony(make_app, SHORT[:4], games=4)
    while not end.on_podium():
        app.step(1 / 30)
    end.moment.time = end.moment.podium.ready_at()
    placed = text.watch_places()
    app.draw()
    text.unwatch()
    where = {(said, tuple(rect.center)) for said, rect, _surface in placed}    # (a shadow shares its place)
    winner = end.evening.players[end.leaders[0]].name
    centres = [c for said, c in where if said == winner]
    assert len({c[1] // 10 for c in centres}) == 1, where
    over_it = " ".join((end.moment.title_now()[0], end.moment.headline, end.moment.subline))
    assert winner in over_it and "Punkt" not in over_it, "over the podium: the title naming them, and their wins"
    assert "Sieg" in end.moment.subline
    assert sum(1 for said, _c in where if "Punkt" in said) == 4, "the points once each, under each name"


def test_the_ceremony_has_no_empty_band_under_its_title(make_app):
    for count in (2, 4, 6):
        _app, end, _ev = ceremony(make_app, SHORT[:count], games=3)
        panels = end.panels()
        assert panels["standings"].top <= 140 and panels["games"].top <= 140, panels
        assert panels["standings"].bottom <= 664



@pytest.mark.parametrize("count,games", [(4, 1), (2, 3), (6, 7)])
def test_both_halves_of_the_ceremony_carry_content_from_the_first_second(make_app, count, games):
    """The reveal is balanced: at 0.5 s, 2 s and 4 s words stand in the left half (the
    standings) and in the right half (the games of the evening filling in), never one half
    bare while the other fills; the two columns never overlap and stay in the window."""
    app, end, _ev = ceremony(make_app, SHORT[:count], games=games)
    for at in (0.5, 2.0, 4.0):
        while end.time < at:
            app.step(1 / 60)
        if end.on_podium():         # (a short evening is on the podium sooner: nothing waits)
            assert at > 2.0
            break
        placed = text.watch_places()
        app.draw()
        text.unwatch()
        below_title = [rect for words, rect, _s in placed if rect.top >= 120 and rect.bottom <= 664 and words.strip()]
        left = [r for r in below_title if r.right <= SCREEN.centerx]
        right = [r for r in below_title if r.left >= SCREEN.centerx]
        assert len(left) >= 2 and len(right) >= 2, (at, len(left), len(right))
        assert not end.boxes["standings"].colliderect(end.boxes["games"])
        assert SCREEN.contains(end.boxes["standings"].union(end.boxes["games"]))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_each_person_has_a_line_about_their_evening_on_their_plate(make_app, lang):
    app, end, ev = ceremony(make_app, SHORT[:4], games=4, lang=lang)
    while not end.on_podium():
        app.step(1 / 30)
    podium = end.moment.podium
    end.moment.time = podium.ready_at()
    placed = text.watch_places()
    app.draw()
    text.unwatch()
    words = end.person_words()
    assert set(words) == set(range(len(ev.players))) and all(words.values())
    for spot in podium.spots:
        climber = podium.climbers[spot.index]
        player = ev.index_of(climber.name)
        assert climber.line == words[player]
        said = " ".join(t for t, rect, _s in placed if spot.plate.contains(rect))
        assert said.split() == (" ".join(spot.name_lines) + " " + climber.note + " " + words[player]).split(), said


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_shared_title_says_the_top_is_level_not_one_persons_wins(make_app, lang):
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.evening_start([Seat(SHORT[i], KINDS[i]) for i in range(2)])
    ev = app.evening
    ev.record("zehntausend", [0, 1], [[0], [1]], [{}, {}])
    ev.record("zehntausend", [0, 1], [[1], [0]], [{}, {}])
    app.routes.evening_end()
    end = app.top
    assert len(end.leaders) == 2
    line = end.record_line()
    assert line == end.t("evening.end.record_shared", wins=end.t.count("evening.end.wins", 1),
                         games=end.t.count("evening.end.games", 2)), line
    assert ("je" if lang == "de" else "each") in line.split()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_line_about_a_persons_evening_fits_the_narrowest_plate_whole(make_app, lang):
    """Six players: every kind of line, with the biggest numbers it may say, stands whole on the
    narrowest plate."""
    from scenes.ui.layout import fit
    from scenes.ui.podium import LINE, PLATE_PAD, Podium, climbers_of

    app, end, _ev = ceremony(make_app, SHORT, games=1, lang=lang)
    t = end.t
    podium = Podium(climbers_of(SHORT, list(range(6)), [[i] for i in range(6)]), (40, 118, 1200, 504))
    room = min(s.plate.w for s in podium.spots) - 2 * PLATE_PAD
    games = [t(f"app.game_short.{g}") for g in ("durchmarsch", "mensch", "zehntausend", "wurf_und_weg")]
    keys = ["comeback", "streak", "captures", "sixes", "best_turn", "dice_sent", "best_row", "fastest", "wins",
            "games"]
    big = {"best_turn": "12.345", "dice_sent": "1.234", "best_row": "99", "fastest": "999"}     # (at most)
    lines = [t(f"evening.person.{k}", n=big.get(k, "400").replace(".", "." if lang == "de" else ","), low=6)
             for k in keys]
    lines += [t("evening.person.best_place", place=6, game=g) for g in games]
    lines += [t("evening.person.wins_one", game=g) for g in games]
    for line in lines:
        size, wrapped = fit(line, room, LINE, False, 3)
        assert not wrapped[-1].endswith("…") and size >= READABLE, (line, wrapped)


def test_the_panels_fade_away_before_the_podium_rises(make_app):
    app, end, _ev = ceremony(make_app, SHORT[:4], games=4)

    def brightness() -> float:
        app.draw()
        rect = end.standings_rect()
        pixels = [app.screen.get_at((x, y)) for x in range(rect.x, rect.right, 8) for y in range(rect.y, rect.bottom, 8)]
        return sum(p.r + p.g + p.b for p in pixels) / len(pixels)

    while end.time < end.podium_at - 1.0:
        app.step(1 / 60)
    shown = brightness()
    while end.time < end.podium_at - 0.05:
        app.step(1 / 60)
    assert not end.on_podium() and brightness() < shown - 20, "nearly gone just before the podium"


@pytest.mark.parametrize("games", [1, 2, 3])
def test_a_short_evenings_games_take_big_rows_centred_beside_the_standings(make_app, games):
    """After the standings moved left the right half is not a lone strip at the top: a short
    evening's games stand in big rows, the column level with the top of the standings."""
    app, end, _ev = ceremony(make_app, SHORT[:4], games=games)
    panels = end.panels()
    assert end.game_row() > GAME_ROW, "few games: bigger rows"
    right = panels["games"].union(panels["highlights"]) if panels["highlights"].h else panels["games"]
    assert right.top == panels["standings"].top, (right, panels["standings"])
    assert right.h >= 0.5 * panels["standings"].h or games == 1
    assert right.bottom <= 664 and not right.colliderect(panels["standings"])


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("shared", [False, True])
def test_once_the_winner_has_risen_the_headline_names_them(make_app, lang, shared):
    """Before the winner rises the title keeps the suspense ("Spieler des Abends"); once they
    have risen it names them ("Spieler des Abends: Anna"), everyone sharing the top by name."""
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.evening_start([Seat(SHORT[i], KINDS[i]) for i in range(4)])
    ev = app.evening
    ev.record("zehntausend", [0, 1, 2, 3], [[0], [1], [2], [3]], [{}, {}, {}, {}])
    if shared:                     # (a second game brings Ben level with Anna at the top)
        ev.record("zehntausend", [0, 1, 2, 3], [[1], [0], [3], [2]], [{}, {}, {}, {}])
    app.routes.evening_end()
    end = app.top
    while not end.on_podium():
        app.step(1 / 30)
    moment = end.moment
    leaders = [ev.players[p].name for p in end.leaders]
    assert len(leaders) == (2 if shared else 1)
    moment.time = moment.podium.winner_at - 0.05
    before = moment.title_now()[0]
    assert not any(name in before for name in leaders), before
    moment.time = moment.podium.winner_at + 0.6
    placed = text.watch_places()
    app.draw()
    text.unwatch()
    said = [words for words, rect, _s in placed if rect.centery < 70]
    title = end.t("evening.end.title")[:6]
    assert any(all(name in words for name in leaders) and words.startswith(title[:6]) for words in said), said


@pytest.mark.parametrize("count", [2, 4, 6])
def test_the_winners_cup_never_crosses_the_words_over_the_podium(make_app, count):
    """As the winner drops in, bounces and jumps for joy, neither they nor the cup on their head
    ever touch the title or the line under it."""
    app, end, _ev = ceremony(make_app, SHORT[:count], games=3)
    while not end.on_podium():
        app.step(1 / 30)
    moment = end.moment
    podium = moment.podium
    t = podium.winner_at
    seen = 0
    while t < podium.ready_at() + 2:
        moment.time = t
        cup = podium.trophy_rect(t)
        if cup is not None:
            seen += 1
            words = [r for r in moment.text_rects() if r.bottom < podium.floor_y() - 200]
            assert words and not any(cup.colliderect(r) for r in words), (t, cup, words)
        winner = podium.winner_spots()[0]
        (x, y), radius = podium.figure_at(winner, t)
        if radius:
            figure = pygame.Rect(x - radius, y - radius, 2 * radius, 2 * radius)
            words = [r for r in moment.text_rects() if r.bottom < podium.floor_y() - 200]
            assert not any(figure.colliderect(r) for r in words), (t, figure, words)
        t += 1 / 60
    assert seen > 100


@pytest.mark.parametrize("count,games", [(3, 2), (6, 7), (2, 1)])
def test_every_panel_stays_inside_the_window_and_the_stage_is_never_empty(make_app, count, games):
    """From the first row revealed to "Zum Hauptmenü": every panel keeps 24 px from the window's
    edges, its edge shows against the backdrop (it never seems to run off the screen), and the
    stage is never empty: the panels stand until the podium's first step is already rising."""
    app, end, _ev = ceremony(make_app, SHORT[:count], games=games)
    room = SCREEN.inflate(-48, -48)
    while not end.revealed("row"):
        app.step(1 / 60)
    panels_seen = podium_seen = 0
    while not end.ready():
        app.step(1 / 60)
        app.draw()
        if end.on_podium():
            podium = end.moment.podium
            risen = max(podium.progress(i, end.moment.time) for i in range(len(podium.climbers)))
            assert risen > 0.2, ("an empty stage between the panels and the podium", end.moment.time)
            podium_seen += 1
            continue
        assert "standings" in end.boxes and end.veiled < 1, ("the standings stay", end.time)
        panels_seen += 1
        for name, rect in end.boxes.items():
            assert room.contains(rect), (name, rect, end.time)
            if end.veiled == 0 and rect.h > 40:
                inside = app.screen.get_at((rect.right - 1, rect.centery))
                outside = app.screen.get_at((rect.right + 6, rect.centery))
                assert sum(inside[:3]) - sum(outside[:3]) >= 60, (name, "its right edge shows", inside, outside)
    assert panels_seen and podium_seen
