"""English mode is English on every screen: the menu, the seat setups, the rules, the settings
(every tab, every row's help), the statistics (every page), the pause, the results of each game
(every page), the Spieleabend's table and its end, and the four tables played through typical
situations (two people mashing their key blocks against a bot, with hints on) show no German
word. Every text drawn is collected through `scenes.ui.text.watch()`; a word is German when it
holds an umlaut or ß or is one of the common German words of our tables below. The names that
may stay German (the games' titles, rule terms the rule digests keep) are listed in the English
table itself: `[proper_names]` in assets/i18n/en/app.toml and in each game's own table.
"""

from __future__ import annotations

import random
import re

import pygame
import pytest
from helpers import press, run_frames

from game.games import GAMES, game_by_name
from game.i18n import I18N_DIR, Texts, load_file
from game.seats import Seat
from game.selfplay import play
from game.stats import PlayerResult
from scenes.ui import text

GAME_FILES = ("durchmarsch", "mensch", "zehntausend", "wurf_und_weg")
# Common German words of our tables that are no English words ("die", "an", "so", "also",
# "Pause" and "Ins", the Insert key, are both).
GERMAN = frozenset("""
und der das dem den des ein eine einen einem einer nicht mit für ist zu zum zur von vom im
beim noch nur oder aber weiter würfel würfeln runde runden spieler spielerin spiel spiele zug
züge punkte fertig deckel stopp tipp tipps los niete haus ziel figur figuren farbe gelb rot
schwarz grün ja nein aus sekunden abend zurück einstellungen regeln spielregeln hauptmenü
ergebnis gewinnt gewinnen tastatur statistik wer wie sind hat alle keine kein sich auch wenn
dann schon mehr wird werden bei nach über unter vor gegen ohne jetzt hier einmal komm ach hör
lieber weitermachen aufhören aufschreiben weiterwürfeln übernehmen klopfen bumerang rückwärts
ergänzen bestätigen verschärft fehlwurf spieleabend weiterspielen beiseite dran ruhe glück pech
wählen knöpfen platz plätze sieger siegerin hinaus geschlagen wurf wirf revanche
""".split())
WORD = re.compile(r"[^\W\d_]+")
UMLAUT = re.compile("[äöüßÄÖÜ]")
PEOPLE = ("Anna", "Ben", "Clara", "David")


def proper_names() -> list[str]:
    """The program's and the games' titles (app.toml), and each game's own list of the rule
    terms its rule sheet keeps in German (`<game>.proper_names.words`, where it has one)."""
    texts = Texts("en")
    names = texts.list("app.proper_names.names")
    assert names, "assets/i18n/en/app.toml lists the names that may stay German"
    for stem in GAME_FILES:
        names += texts.list(f"{stem}.proper_names.words")
    return names


def german_words(line: str, allowed: list[str]) -> list[str]:
    """The German words of `line`, once the allowed names (and their plurals) are taken out."""
    for name in allowed:
        line = re.sub(re.escape(name) + r"\w*", " ", line)
    return [w for w in WORD.findall(line) if w.lower() in GERMAN or UMLAUT.search(w)]


class Seen:
    """Every text drawn while watching, by screen."""

    def __init__(self):
        self.texts: dict[str, set[str]] = {}
        self._list = text.watch()

    def take(self, where: str) -> None:
        self.texts.setdefault(where, set()).update(t for t in self._list if isinstance(t, str))
        self._list.clear()

    def draw(self, app, where: str) -> None:
        self._list.clear()
        app.draw()
        self.take(where)

    def german(self) -> list[tuple[str, str, str]]:
        allowed = proper_names()
        return [(where, word, line) for where, lines in self.texts.items() for line in sorted(lines)
                for word in german_words(line, allowed)]


@pytest.fixture
def seen():
    watching = Seen()
    yield watching
    text.unwatch()


def english_app(make_app):
    app = make_app()
    app.set_language("en")
    app.config.general.bot_speed = 3.0
    return app


def report(found) -> str:
    return "\n".join(f"{where}: {word!r} in {line!r}" for where, word, line in found[:40])


def test_the_english_tables_hold_no_german_words():
    """Every English language table, word for word (not only what a scripted evening happens
    to show); the listed proper names and the games' own lists of them excepted."""
    allowed = proper_names()
    found = []
    stems = sorted(path.stem for path in (I18N_DIR / "en").glob("*.toml"))
    assert {"app", "howto", "story", *GAME_FILES} <= set(stems)
    for stem in stems:
        for key, value in load_file("en", stem).items():
            if ".proper_names." in key:
                continue
            found += [(key, word, value) for word in german_words(value, allowed)]
    assert found == [], report(found)


def test_the_word_check_finds_german_and_lets_the_listed_names_pass():
    allowed = proper_names()
    assert german_words("Auf die Deckel, fertig, los!", allowed) == ["Deckel", "fertig", "los"]
    assert german_words("W Egg on · S Talk out", allowed) == []
    assert german_words("Stopp!", allowed) == ["Stopp"]
    assert german_words("Prove a Pasch with a 1 · Pasches to prove · Mensch ärgere Dich nicht", allowed) == []
    assert german_words("Zehntausend: results", allowed) == []
    assert german_words("Jürgen rolls the die", allowed) == ["Jürgen"]


def test_every_screen_around_the_games_is_english(make_app, seen):
    from scenes.screens.rules.scene import RulesScene
    from scenes.screens.stats import PAGES, StatsScene

    app = english_app(make_app)
    app.routes.start()
    run_frames(app, 30)
    seen.draw(app, "menu")
    for key in (pygame.K_DOWN,) * 8:
        press(app, key)
        seen.draw(app, "menu")
    for info in GAMES:
        app.routes.setup(info)
        run_frames(app, 10)
        seen.draw(app, f"setup {info.module}")
        app.routes.back()
    app.routes.evening_setup()
    seen.draw(app, "evening setup")
    app.routes.back()
    for info in (None, *GAMES):
        rules = RulesScene(app, info) if info is not None else RulesScene(app)
        app.push(rules)
        run_frames(app, 30)
        seen.draw(app, "rules")
        seen._list.append(rules.text())
        seen.take(f"rules page {info.module if info else ''}")
        app.routes.back()
    app.routes.settings()
    settings = app.top
    press(app, *([pygame.K_UP] * 30))
    for _ in range(len(settings.tabs)):
        press(app, pygame.K_DOWN)
        for _ in range(len(settings.current.rows)):
            seen.draw(app, f"settings {settings.current.id}")
            press(app, pygame.K_DOWN)
        press(app, *([pygame.K_UP] * 40))
        press(app, pygame.K_RIGHT)
    app.routes.back()

    db, _ = app.open_stats()
    for module in GAME_FILES:
        match, _ = play(module, 4 if module != "zehntausend" else 3, None, 7, ["hard"] * 4)
        table = app.routes.table(game_by_name(module), [Seat(n, "keyboard1" if i == 0 else "bot:hard")
                                                        for i, n in enumerate(PEOPLE[:match.seats])], 7, match=match)
        app.push(table)
        run_frames(app, 5)
        app.routes.pause(table)
        run_frames(app, 20)
        seen.draw(app, "pause")
        app.routes.back()
        app.routes.results(table)
        results = app.top
        run_frames(app, 600)
        for _ in range(max(1, results.page_count())):
            run_frames(app, 240)
            seen.draw(app, f"results {module}")
            results.turn_page(1)
        app.routes.menu()
    for module in GAME_FILES:
        players = [PlayerResult(n, "keyboard1" if i else "bot:hard", i + 1,
                                {"turns": 12, "captures": 7, "best_turn": 1250, "dice_gone": 9, "busts": 2})
                   for i, n in enumerate(PEOPLE)]
        db.record(module, {}, players, 600.0)
    stats = StatsScene(app)
    app.push(stats)
    for page in range(len(PAGES)):
        stats.switch(page)
        run_frames(app, 30)
        seen.draw(app, f"statistics {PAGES[page]}")
    app.routes.back()

    app.routes.evening_start([Seat("Anna", "keyboard1"), Seat("Ben", "bot:hard"), Seat("Clara", "bot:easy")])
    run_frames(app, 30)
    seen.draw(app, "evening")
    app.evening.record("zehntausend", [0, 1, 2], [[1], [0], [2]])
    app.evening.record("durchmarsch", [0, 1, 2], [[0], [2], [1]])
    app.routes.evening()
    run_frames(app, 30)
    seen.draw(app, "evening")
    app.routes.evening_end()
    run_frames(app, 240)
    seen.draw(app, "evening end")

    assert len(seen.texts) >= 20 and sum(map(len, seen.texts.values())) > 300, "the screens were drawn"
    found = seen.german()
    assert found == [], report(found)


HUMAN_KEYS = {"keyboard1": [pygame.K_q, pygame.K_w, pygame.K_e, pygame.K_e, pygame.K_a, pygame.K_s, pygame.K_d],
              "keyboard2": [pygame.K_u, pygame.K_i, pygame.K_o, pygame.K_o, pygame.K_j, pygame.K_k, pygame.K_l]}
TABLE_SEATS = {
    "durchmarsch": ["keyboard1", "keyboard2", "bot:hard"],
    "zehntausend": ["keyboard1", "keyboard2", "bot:hard"],
    "mensch": ["keyboard1", "keyboard2", "bot:hard", "bot:normal"],
    "wurf_und_weg": ["keyboard1", "keyboard2", "bot:hard", "bot:normal"],
}


@pytest.mark.parametrize("module", GAME_FILES)
def test_every_table_played_in_english_is_english(make_app, seen, module):
    """Two people press their blocks' keys at random (throwing, choosing, going on, stopping,
    heckling, wrong presses and their refusals) against a bot for 40 s of game time; the first
    person has the coach's hints on."""
    app = english_app(make_app)
    app.routes.start()
    seats = [Seat(PEOPLE[i], device, hints=i == 0) for i, device in enumerate(TABLE_SEATS[module])]
    table = app.routes.table(game_by_name(module), seats, 11)
    app.push(table)
    rng = random.Random(module)
    humans = [s.device for s in seats if s.device in HUMAN_KEYS]
    for step in range(40 * 120):
        if step % 30 == 0 and app.top is table:
            code = rng.choice(HUMAN_KEYS[rng.choice(humans)])
            app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
            app.dispatch(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))
        app.step(1 / 120)
        if step % 4 == 0:
            seen.draw(app, module if app.top is table else f"after {module}")
        if not app.stack:
            break
    assert sum(map(len, seen.texts.values())) > 30, "the table was drawn"
    found = seen.german()
    assert found == [], report(found)
