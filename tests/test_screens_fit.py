"""Every screen around the games holds the longest names the setup allows, in both languages:
no text runs off the screen or out of its panel, and nothing a player must read is drawn under
`text.READABLE` (20 px at 1280x720, read from the sofa)."""

from __future__ import annotations

import functools
import sys

import pygame
import pytest
from helpers import press, run_frames

from game.games import GAMES, game_by_name
from game.stats import PlayerResult
from scenes.ui import text

LONG_NAMES = ["WWWWWWWWWWWWWWWW", "Jürgen Größe-Übe", "MMMMMMMMMMMMMMMM", "Wolfgang Wümmelm",
              "ÄÖÜäöüßÄÖÜäöüßÄ", "Maximilian-Alexa"]
FIGURES = {       # each game's figures as the results show them, with long numbers
    "durchmarsch": {"crosses": 38, "best_row": 10, "misthrows": 12, "struck_rows": 3, "turns": 144},
    "mensch": {"home": 4, "captures": 17, "captured": 12, "sixes": 33},
    "zehntausend": {"total": 10750, "best_turn": 12350, "turns": 144, "busts": 33},
    "wurf_und_weg": {"coasters_won": 3, "dice_sent": 129, "wrong_presses": 17, "rounds_won": 12},
}
# Texts drawn smaller on purpose, because nobody has to read them: keep this list short.
DECORATIVE: set[str] = set()


def long_config() -> str:
    names = ", ".join(f'"{n}"' for n in LONG_NAMES)
    return f"[seats]\nnames = [{names}]\n"


def placed_on_screen(app, draw) -> list[tuple[str, pygame.Rect]]:
    """Every text `blit_text` put straight onto the screen while `draw()` ran."""
    places = text.watch_places()
    try:
        draw()
    finally:
        text.unwatch()
    return [(t, rect) for t, rect, surface in places if surface is app.screen and t.strip()]


def assert_inside_the_screen(places, what: str) -> None:
    screen = pygame.Rect(0, 0, 1280, 720)
    outside = [(t, r) for t, r in places if not screen.contains(r)]
    assert outside == [], f"{what}: text runs off the screen: {outside}"


def seats_of(n):
    from game.seats import Seat
    kinds = ["keyboard1", "keyboard2", "keyboard3", "keyboard4", "bot:hard", "bot:easy"]
    return [Seat(LONG_NAMES[i], kinds[i]) for i in range(n)]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_seat_setup_holds_the_longest_names(make_app, lang):
    app = make_app(long_config())
    app.set_language(lang)
    app.routes.start()
    for info in GAMES:
        app.routes.setup(info)
        setup = app.top
        setup.count = info.max_seats if not setup.colours else 4
        places = placed_on_screen(app, app.draw)
        assert_inside_the_screen(places, f"setup {info.module} {lang}")
        rows = setup.row_rects()
        straddling = [(t, r) for t, r in places if any(row.colliderect(r) and not row.contains(r) for row in rows)]
        assert straddling == [], f"setup {info.module} {lang}: text over a row's edge (the keys at the foot?)"
        for i in range(setup.count):
            name = setup.seats[i].name
            mine = [r for t, r in places if t == name]
            if mine:                      # (a Mensch row "plays with" shows no name of its own)
                assert rows[i].contains(mine[0]), (info.module, name, mine[0], rows[i])
        app.routes.back()


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 6])
def test_the_results_hold_the_longest_names(make_app, lang, count):
    from scenes.screens.results import ResultsScene

    with Sizes() as sizes:
        app = make_app(long_config())
        app.set_language(lang)
        app.routes.start()
        info = game_by_name("zehntausend")
        figures = [{"total": 10750, "turns": 144, "best_turn": 12350, "busts": 33}] * count
        results = ResultsScene(app, info, seats_of(count), [[i] for i in range(count)], figures, 3)
        app.push(results)
        run_frames(app, 240)
        places = sizes.placed(app, app.draw)
        sizes.draw(app)
    assert_inside_the_screen(places, f"results {lang}")
    for name in LONG_NAMES[:count]:
        assert any(t == name for t, _ in places), name
    assert sizes.small() == [], f"{lang}: under {text.READABLE} px: {sizes.small()}"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_statistics_hold_the_longest_names(make_app, lang):
    from scenes.screens.stats import StatsScene

    app = make_app(long_config())
    app.set_language(lang)
    db, _ = app.open_stats()
    for game in ("durchmarsch", "mensch", "zehntausend", "wurf_und_weg"):
        players = [PlayerResult(n, "keyboard1" if i else "bot:hard", i + 1,
                                {"turns": 12, "captures": 7, "best_turn": 12350, "dice_gone": 99})
                   for i, n in enumerate(LONG_NAMES[:4])]
        db.record(game, {}, players, 600.0)
    app.routes.start()
    app.push(StatsScene(app))
    places = placed_on_screen(app, app.draw)
    assert_inside_the_screen(places, f"statistics {lang}")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_pause_and_a_lost_pad_hold_the_longest_names(make_app, lang):
    from game.seats import Seat

    app = make_app(long_config())
    app.set_language(lang)
    app.routes.start()
    info = game_by_name("durchmarsch")
    table = app.routes.table(info, [Seat(LONG_NAMES[0], "pad1"), Seat(LONG_NAMES[1], "bot:easy")], 3)
    app.push(table)
    run_frames(app, 30)
    app.routes.pause(table)
    assert_inside_the_screen(placed_on_screen(app, app.draw), f"pause {lang}")
    app.routes.back()
    app.routes.pad_lost(table, "pad1")
    places = placed_on_screen(app, app.draw)
    assert_inside_the_screen(places, f"pad lost {lang}")
    own = placed_on_screen(app, lambda: app.top.draw(app.screen))
    crossing = [(a, b) for i, (a, ra) in enumerate(own) for b, rb in own[i + 1:] if ra.colliderect(rb)]
    assert crossing == [], f"pad lost {lang}: the message and the buttons' words overlap"
    buttons = app.top.list.rects()
    assert all(any(b.contains(r) for b in buttons) for t, r in own if t.endswith(("übernimmt", "takes over")))


# ---------------------------------------------------------------- nothing under the floor

def forget_pictures() -> None:
    """Empty every scene module's picture caches (the rules' diagrams use the tables' art), so every
    text is rendered again while a test watches."""
    for name, module in list(sys.modules.items()):
        if name.startswith("scenes."):
            for value in vars(module).values():
                if isinstance(value, functools._lru_cache_wrapper):
                    value.cache_clear()


class Sizes:
    """Every text rendered while the test watches (from a fresh start of every cached picture),
    with its size; `small()` lists those a player must read that are under the floor."""

    def __enter__(self):
        forget_pictures()
        self.found: list[tuple[str, int]] = []
        self.seen = text.watch_sizes()
        return self

    def __exit__(self, *exc):
        text.unwatch()

    def draw(self, app, scene=None) -> None:
        """Draw a frame: the whole app, or only `scene` (an overlay without the table under it)."""
        if scene is None:
            app.draw()
        else:
            scene.draw(app.screen)

    def placed(self, app, draw) -> list[tuple[str, pygame.Rect]]:
        """`placed_on_screen`, and the watch of sizes goes on after it (its end ends both)."""
        places = placed_on_screen(app, draw)
        self.found.extend(self.seen)
        self.seen = text.watch_sizes()
        return places

    def small(self) -> list[tuple[str, int]]:
        return sorted({(t, s) for t, s in self.found + self.seen
                       if s < text.READABLE and t.strip() and t not in DECORATIVE})


def stats_with_games_and_evenings(app) -> None:
    from game.evening import Evening, Player, stats_entry

    db, _ = app.open_stats()
    for game in ("durchmarsch", "mensch", "zehntausend", "wurf_und_weg"):
        for k in range(3):
            players = [PlayerResult(n, "keyboard1" if i else "bot:hard", (i + k) % 4 + 1,
                                    {"turns": 12, "captures": 7, "best_turn": 12350, "dice_gone": 99})
                       for i, n in enumerate(LONG_NAMES[:4])]
            db.record(game, {}, players, 600.0)
    for k in range(2):
        evening = Evening([Player(n, f"keyboard{i + 1}" if i < 4 else f"pad{i - 3}") for i, n in enumerate(LONG_NAMES)],
                          id=f"evening{k}")
        evening.record("zehntausend", list(range(6)), [[(s + k) % 6] for s in range(6)], [{"best_turn": 1000}] * 6)
        evening.ended = True
        db.record_evening(stats_entry(evening))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_menu_setup_rules_and_settings_read_from_the_sofa(make_app, lang):
    from game.evening import EVENING_INFO

    with Sizes() as sizes:
        app = make_app(long_config())
        app.set_language(lang)
        app.routes.start()
        run_frames(app, 30)
        sizes.draw(app)
        for info in [*GAMES, EVENING_INFO]:
            app.routes.setup(info)
            setup = app.top
            setup.count = info.max_seats if not setup.colours else 4
            sizes.draw(app)
            app.routes.back()
        app.routes.rules(GAMES[0])
        rules = app.top
        for i in range(len(GAMES)):
            rules.switch(i)
            sizes.draw(app)
            rules.page()
        app.routes.back()
        app.routes.settings()
        settings = app.top
        for _ in settings.tabs:
            sizes.draw(app)
            settings.switch_tab(1)
        assert sizes.small() == [], f"{lang}: under {text.READABLE} px: {sizes.small()}"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_statistics_page_reads_from_the_sofa(make_app, lang):
    from scenes.screens.stats import PAGES, StatsScene

    with Sizes() as sizes:
        app = make_app(long_config())
        app.set_language(lang)
        stats_with_games_and_evenings(app)
        app.routes.start()
        stats = StatsScene(app)
        app.push(stats)
        for tab in range(len(PAGES)):
            stats.switch(tab)
            places = sizes.placed(app, app.draw)
            assert_inside_the_screen(places, f"statistics {PAGES[tab]} {lang}")
            sizes.draw(app)
        assert sizes.small() == [], f"{lang}: under {text.READABLE} px: {sizes.small()}"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game", ["durchmarsch", "zehntausend", "mensch", "wurf_und_weg"])
def test_the_results_with_their_story_read_from_the_sofa(make_app, lang, game):
    from bench.stories import sample_story
    from scenes.screens.results import ResultsScene

    count = 4 if game == "mensch" else 6
    with Sizes() as sizes:
        app = make_app(long_config())
        app.set_language(lang)
        app.routes.start()
        story = sample_story(count, charts=2, crosses=game == "durchmarsch")
        figures = [dict(FIGURES[game])] * count
        results = ResultsScene(app, game_by_name(game), seats_of(count), [[i] for i in range(count)], figures, 3,
                               story=story)
        app.push(results)
        for _ in range(12):
            run_frames(app, 90)
            sizes.draw(app)
        pages = set()
        for page in range(results.page_count()):     # every chart, the luck and the figures' page
            pages.add(results.chart_index)
            places = sizes.placed(app, app.draw)
            assert_inside_the_screen(places, f"results {game} page {page + 1} {lang}")
            press(app, pygame.K_RIGHT)
            run_frames(app, 240)
            sizes.draw(app)
        assert len(pages) == results.page_count() > 1
        assert sizes.small() == [], f"{game} {lang}: under {text.READABLE} px: {sizes.small()}"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_pause_the_lost_pad_and_the_evening_read_from_the_sofa(make_app, lang):
    from game.seats import Seat

    with Sizes() as sizes:
        app = make_app(long_config())
        app.set_language(lang)
        app.routes.start()
        info = game_by_name("durchmarsch")
        table = app.routes.table(info, [Seat(LONG_NAMES[0], "pad1"), Seat(LONG_NAMES[1], "bot:easy")], 3)
        app.push(table)
        run_frames(app, 30)
        app.routes.pause(table)
        sizes.seen.clear()                 # the table under the overlay is not this test's
        sizes.draw(app, app.top)
        app.routes.back()
        app.routes.pad_lost(table, "pad1")
        sizes.draw(app, app.top)
        app.routes.menu()
        kinds = ["keyboard1", "keyboard2", "keyboard3", "keyboard4", "pad1", "bot:hard"]
        app.routes.evening_start([Seat(n, k) for n, k in zip(LONG_NAMES, kinds, strict=True)])
        for g in range(3):
            app.evening.record("zehntausend", list(range(6)), [[(g + s) % 6] for s in range(6)],
                               [{"best_turn": 1000 + 50 * s} for s in range(6)])
        for build in (app.routes.evening, app.routes.evening_end):
            build()
            for _ in range(4):
                run_frames(app, 60)
                sizes.draw(app)
        assert sizes.small() == [], f"{lang}: under {text.READABLE} px: {sizes.small()}"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_menus_banner_reads_from_the_sofa_and_wraps_a_long_problem_whole(make_app, lang):
    """A config with a garbage value: the menu's banner says the problem at the readable size, a
    long one on two lines (never cut without "…"), and the menu's own words stay below it."""
    garbage = "x" * 40 + " " + "Ü" * 40
    config = f'[general]\nlanguage = "{garbage}"\n'
    with Sizes() as sizes:
        app = make_app(config)
        app.set_language(lang)
        app.routes.start()
        run_frames(app, 30)
        lines = app.top.banner_lines()
        assert lines, "the problems are in the banner"
        places = sizes.placed(app, app.draw)
        sizes.draw(app)
        assert sizes.small() == [], f"{lang}: under {text.READABLE} px: {sizes.small()}"
    assert_inside_the_screen(places, f"menu with its banner {lang}")
    crossing = [(a, b) for i, (a, ra) in enumerate(places) for b, rb in places[i + 1:]
                if ra.inflate(-2, -6).colliderect(rb.inflate(-2, -6))]      # (a line's rect holds its leading)
    assert crossing == [], f"{lang}: words over words: {crossing}"
    seen = text.watch()
    try:
        app.draw()
    finally:
        text.unwatch()
    assert all(line in seen for line in lines), "every problem is on screen, whole or over two lines"
    assert any(t != line and line.startswith(t) for line in lines for t, _r in places), "a long one wraps"
