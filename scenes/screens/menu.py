"""The main menu: the four games (each a tile with its emblem, its name large, a line saying
what the game is and how many play it, named by the catalogue), then
"Spieleabend", then statistics, settings, rules and quit two by two (`scenes.ui.menu_list`);
what was left unfinished ("Abend fortsetzen" when a Spieleabend is saved, "Weiterspielen" when
games were) at the top of the same column, as large as the games, each saying on its button
what it continues; config problems and other notices as a banner.

Each game keeps its own save. With one unfinished game "Weiterspielen" resumes it (its button
names the game and the players); with several it shows them to choose from, under the heading
"Welches Spiel geht weiter?" (the evening's choices and the question before it ends have
headings too). The saves are
checked when the menu opens: a damaged or tampered one is refused with a message in the
banner naming the problem (and moved aside by `game.saves`), never a crash.

Nothing unfinished is given up unasked: choosing a game that has a saved game (from the list,
from the command line, or in a Spieleabend) first asks (`ask_unfinished`): "Weiterspielen",
"Neue Partie" naming the players and the time of the game it gives up, and Zurück, none of
them lit: the first press (an arrow, or a confirm, which lights the harmless answer) only
lights one, so a key meant for the game expected at launch never answers.
Every answer counts only when pressed deliberately (`scenes.ui.deliberate`): keys mashed
after choosing the game, or hammered while the window opens, never choose anything. Started
from the command line with its seats, the question also names the new game asked for.

"Beenden" asks first (`ask_quit`): "Würfelabend beenden?" with "Weiterspielen" selected and
"Beenden", which counts only when pressed deliberately; Esc stays. The window's close button
still closes at once (the app saves first).

The menu is alive (`scenes.ui.menu_room`, made by the routes after the first frame): dice tumble through two trays beside the buttons now and then
(the selected game's dice) and the title's letters hop when they land; in between it is still and costs no CPU. After
`ATTRACT_AFTER` seconds without input the attract mode begins (`scenes.attract`): the games'
demos play over the menu until the first key, which brings the menu back just as it was."""

from __future__ import annotations

import time

import pygame

from game import saves
from game.games import GAMES, game_by_name
from scenes.app import Scene
from scenes.attract import ATTRACT_AFTER
from scenes.music import MENU
from scenes.ui import theme
from scenes.ui.backdrop import backdrop, title_wobble
from scenes.ui.config_notice import problem_lines
from scenes.ui.deliberate import Deliberate
from scenes.ui.key_line import draw_key_line
from scenes.ui.layout import READABLE, blit_fit, blit_fitted, fit, fit_height, line_step, width_of
from scenes.ui.menu_buttons import CONTINUE
from scenes.ui.menu_list import CARD, EVENING, LEAD, SUBTITLE_ROOM, TOOL, MenuList, TileList
from scenes.ui.numbers import grouped
from scenes.ui.text import Recording, blit_text
from scenes.ui.widgets import Button, banner_lines_each, draw_banner

CALM_AFTER = 3.0   # seconds without input before the menu stops moving (and drawing)
IDLE_MOTION_FPS = 20   # frames a second of the dice's throws in a menu nobody touches (each frame
                       # is a full picture sent to the window: the idle menu's main cost)
EVENING_MOTIF = "evening"   # the Spieleabend's emblem (`scenes.ui.emblems`)
RESUME_MOTIF = CONTINUE   # "Abend fortsetzen" and "Weiterspielen": the continue arrow, unlike any tile below
CHOOSER_Y = 412             # the middle of a chooser's buttons
CHOOSER_TITLE_GAP = 40      # its heading stands this far above the first button
QUESTION_W = 580            # the question about an unfinished game: the room between the trays
TITLE_Y, TITLE_SIZE = 78, 76  # the title's middle and size: it stands there whatever is told under it
KEYS_SIZE, KEYS_INK = 24, (232, 226, 208)   # the keys' line at the foot (key caps): read from the sofa
KEYS_Y, KEYS_BAND = 690, 44   # its middle and its band's height
SEEN_ABOVE = 24             # "Gesehen!" stands this far above the keys' band (its middle)
BREATH = 0.6               # s between presses that no hammering has: after a game's calm, such a press ends the guard
BANNER_TOP = 122            # the banner of notices (a damaged save, a config problem), in the subtitle's place


class MenuScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.saved_games = self.look_for_saves()
        self.evening = self.look_for_evening()
        entries = []      # (button, group, emblem motif): see `scenes.ui.menu_list`
        card_lines = {}   # what each unfinished thing continues (the second line on its button)
        card_short = {}   # ... and its short form, for a button too narrow for the whole
        card_progress = {}   # ... and how far the one saved game is (a third line)
        if self.evening is not None:
            card_lines[len(entries)] = self.evening_card_line
            card_short[len(entries)] = self.evening_short
            card_progress[len(entries)] = self.evening_progress
            entries.append((Button(lambda: self.t("evening.menu.resume"), self.resume_evening,
                                   hint=self.evening_hint), CARD, RESUME_MOTIF))
        if self.others:
            card_lines[len(entries)] = self.resume_hint
            card_short[len(entries)] = self.resume_short
            card_progress[len(entries)] = self.resume_progress
            entries.append((Button(lambda: self.t("app.menu.resume"), self.resume, hint=self.resume_hint),
                            CARD, RESUME_MOTIF))
        taglines, counts = {}, {}   # each game's tile: what the game is in one line, and how many play it
        self.game_at = {}           # entry -> the game its tile starts (the trays throw the selected one's dice)
        for g in GAMES:
            self.game_at[len(entries)] = g
            taglines[len(entries)] = lambda g=g: self.t(f"app.game_tagline.{g.module}")
            counts[len(entries)] = lambda g=g: self.t("app.menu.seats_range", min=g.min_seats, max=g.max_seats)
            entries.append((Button(lambda g=g: self.t(f"app.game.{g.module}"), lambda g=g: self.open_setup(g),
                                   hint=lambda g=g: self.t(f"app.game_blurb.{g.module}")), LEAD, g.emblem))
        entries.append((Button(lambda: self.t("evening.menu.new"), self.open_evening,
                               hint=lambda: self.t("evening.menu.new_hint")), EVENING, EVENING_MOTIF))
        entries += [(Button(lambda: self.t("app.menu.stats"), self.open_stats,
                            hint=lambda: self.t("app.menu.stats_hint")), TOOL, None),
                    (Button(lambda: self.t("app.menu.settings"), self.open_settings,
                            hint=lambda: self.t("app.menu.settings_hint")), TOOL, None),
                    (Button(lambda: self.t("app.menu.rules"), self.open_rules,
                            hint=lambda: self.t("app.menu.rules_hint")), TOOL, None),
                    (Button(lambda: self.t("app.menu.quit"), self.ask_quit,
                            hint=lambda: self.t("app.menu.quit_hint")), TOOL, None)]
        self.main_list = MenuList(entries, card_lines=card_lines, idle_hint=self.choose_hint,
                                  card_hint=lambda: self.t("app.menu.card_keys"), card_short=card_short,
                                  taglines=taglines, counts=counts, card_progress=card_progress,
                                  idle_keys=lambda: (self.t("app.menu.choose_keys"), self.t("app.menu.choose_words")))
        self.chooser_title = None   # () -> the heading over a chooser (which game goes on, the evening's choices)
        self.list = self.main_list
        self.main_list.note = lambda: self.t("app.guard.seen") if self.press_seen() else ""   # too soon: seen
        self.choosing = False   # True while the list shows the saved games to choose from
        self._drawn = False     # the first frame is on screen
        self.time = 0.0
        self.calm = 0.0         # seconds since the last input: the title settles after a while
        self._still_key = None   # what the idle menu's still picture shows (see `draw`)
        self._still_frame = None
        self._still_texts = None
        self.room = None        # the dice trays and the title's hops (`scenes.ui.menu_room`), after the first frame
        self.demos_shown = 0    # the attract mode shows the games in turn
        self.guard = None       # after a game: only deliberate presses (`scenes.ui.deliberate`)
        self.on_back = self.stop_choosing   # what Esc does while a chooser shows
        self.question_guard = None   # while a question stands: only a deliberate answer counts
        self.question = None         # (heading, detail) while a question stands (unfinished game, quit)
        self.question_hints = []     # what each of its buttons does
        self.question_default = None   # the answer a confirm lights while none is lit (unfinished game)

    # -- the Spieleabend ---------------------------------------------------------------------
    def look_for_evening(self):
        """The saved evening, or None (a damaged file is refused with a notice by the routes)."""
        try:
            return self.app.routes.saved_evening()
        except Exception as exc:      # whatever the folder holds, the menu opens
            self.app.notify("evening.rejected", file="evening.json", why=f"{type(exc).__name__}: {exc}", aside="-")
            return None

    def evening_hint(self) -> str:
        ev = self.evening
        if ev is None:
            return ""
        return self.t.count("evening.menu.resume_hint", len(ev.games), names=", ".join(p.name for p in ev.players))

    def evening_card_line(self) -> str:
        """The second line on "Abend fortsetzen": the games played and the players, or with a
        game of the evening under way, that game ("1 Spiel gespielt · Zehntausend läuft")."""
        saved = self.evenings_own()
        if self.evening is None or saved is None:
            return self.evening_hint()
        return self.t("evening.menu.played_and", played=self.evening_short()[-1],
                      game=self.t("evening.menu.under_way", game=self.t(f"app.game.{saved.game}")))

    def evening_short(self) -> list[str]:
        """What the saved evening continues, said shorter ("0 Spiele gespielt"): for a card
        without the room for the players' names."""
        if self.evening is None:
            return []
        return [self.t.count("evening.menu.resume_short", len(self.evening.games))]

    def evening_progress(self) -> list[str]:
        """How far the evening's game under way is, in the game's words ("Runde 7 · Anna führt
        mit 3.450"), longest form first; none while no game of the evening is saved."""
        saved = self.evenings_own()
        if saved is None:
            return []
        return [line for line in (self.progress_of(saved), self.progress_of(saved, short=True)) if line]

    def evenings_own(self):
        """The saved game that is the saved evening's game under way, or None."""
        if self.evening is None:
            return None
        return next((s for s in self.saved_games if self.evening.is_current(s.game, s.seed)), None)

    @property
    def others(self) -> list:
        """The saved games "Weiterspielen" offers: all but the evening's own game under way
        (that one goes on from "Abend fortsetzen", and counts for the evening)."""
        own = self.evenings_own()
        return [s for s in self.saved_games if s is not own]

    def resume_evening(self) -> None:
        if self.evening is not None:
            self.app.routes.evening_resume(self.evening)

    def end_evening(self) -> None:
        if self.evening is not None:
            evening, self.evening = self.evening, None
            self.app.routes.evening_end(evening)

    def ask_end_evening(self) -> None:
        """Abend beenden asks first, "Nein" selected."""
        own, played = self.evenings_own(), bool(self.evening is not None and self.evening.games)

        def ask() -> str:          # what ending does (the title above already asks)
            said = self.t("evening.table.end_hint" if played else "evening.table.end_hint_empty")
            if own is None:
                return said
            return f"{self.t('evening.table.end_under_way', game=self.t(f'app.game.{own.game}'))} {said}"
        self.list = TileList([Button(lambda: self.t("evening.table.end_yes"), self.end_evening, hint=ask),
                                Button(lambda: self.t("evening.table.end_no"), self.open_evening, hint=ask)],
                               (theme.SCREEN_W // 2, CHOOSER_Y), width=560, height=46, gap=8, size=28)
        self.list.index = 1
        self.choosing = True
        self.chooser_title = lambda: self.t("evening.table.end_ask")

    def another_hint(self) -> str:
        """What a new evening does to the saved one: it ends (and its game under way with it)."""
        said = self.t("evening.menu.another_hint")
        own = self.evenings_own()
        if own is None:
            return said
        return f"{said} {self.t('evening.table.end_under_way', game=self.t(f'app.game.{own.game}'))}"

    def open_evening(self) -> None:
        """Spieleabend: a new evening; with one saved, first the choice to go on with it, end it
        (and crown its winner) or start a new one (which ends the saved one)."""
        if self.evening is None:
            self.app.routes.evening_setup()
            return
        buttons = [
            Button(lambda: self.t("evening.menu.resume"), self.resume_evening, hint=self.evening_hint),
            Button(lambda: self.t("evening.menu.end"), self.ask_end_evening,
                   hint=lambda: self.t("evening.menu.end_hint")),
            Button(lambda: self.t("evening.menu.another"), self.app.routes.evening_setup,
                   hint=self.another_hint),
            Button(lambda: self.t("app.saves.back"), self.stop_choosing),
        ]
        self.list = TileList(buttons, (theme.SCREEN_W // 2, CHOOSER_Y), width=560, height=46, gap=8, size=28)
        self.choosing = True
        self.chooser_title = lambda: self.t("app.menu.evening_choice")

    # -- the unfinished games ---------------------------------------------------------------
    def look_for_saves(self) -> list:
        """The good saved games (one per game at most); each bad one is refused with a notice
        naming the problem (and moved aside by `game.saves`). A second copy of the game on the
        same data folder offers none: the first copy is playing them."""
        try:
            if not self.app.keeps_data():
                return []
            good, refused = saves.load_all(self.app.data_folder)
        except Exception as exc:      # whatever the folder holds, the menu opens
            self.app.notify("app.resume.rejected", why=f"{type(exc).__name__}: {exc}")
            return []
        for refusal in refused:
            if refusal.moved_to is None:      # it could not even be moved (an unreadable file)
                self.app.notify("app.saves.unreadable", file=refusal.path.name, why=refusal.why)
            else:
                self.app.notify("app.saves.rejected", file=refusal.path.name, why=refusal.why,
                                aside=refusal.moved_to.name)
        return [saved for saved in good if game_by_name(saved.game).begun(saved.match)]

    @property
    def saved(self):
        """The first saved game "Weiterspielen" offers, or None."""
        return self.others[0] if self.others else None

    def names_of(self, saved) -> str:
        return ", ".join(s.name for s in saved.seats)

    def resume_hint(self) -> str:
        if not self.others:
            return ""
        if len(self.others) == 1:
            saved = self.others[0]
            return self.t("app.menu.resume_hint", game=self.t(f"app.game.{saved.game}"), names=self.names_of(saved))
        games = ", ".join(self.t(f"app.game_short.{s.game}") for s in self.others)
        return self.t("app.saves.several", count=len(self.others), games=games)

    def resume_short(self) -> list[str]:
        """The saved game(s) said shorter, longest first: its name with how many play ("… · 6
        Spieler"), then its name alone; with several "2 Spiele zur Wahl"."""
        if len(self.others) != 1:
            return [self.t("app.menu.resume_several_short", count=len(self.others))]
        saved = self.others[0]
        game = self.t(f"app.game.{saved.game}")
        return [self.t("app.menu.resume_short", game=game, count=len(saved.seats)), game]

    def resume_progress(self) -> list[str]:
        """How far the one saved game is, as the game says it, longest form first ("Runde 7 ·
        Anna führt mit 3.450", then without the name where the game has such a form: "Runde 7 ·
        vorn mit 3.450"); none with several saved games or a save that cannot say it."""
        if len(self.others) != 1:
            return []
        saved = self.others[0]
        return [line for line in (self.progress_of(saved), self.progress_of(saved, short=True)) if line]

    def progress_of(self, saved, short: bool = False) -> str:
        """One saved game's progress line (`short`: its form without a name, "" where it has
        none), or "" when it cannot be said."""
        try:
            said = game_by_name(saved.game).progress(saved.match, [s.name for s in saved.seats])
        except Exception:
            return ""
        if said is None:
            return ""
        key, params = said
        key = f"{key}_short" if short else key
        if not self.t.has(key):
            return ""
        params = {name: grouped(self.t, value) if isinstance(value, int) and name != "n" else value
                  for name, value in params.items()}
        try:
            if "n" in params:
                return self.t.count(key, params.pop("n"), **params)
            return self.t(key, **params)
        except Exception:
            return ""

    def resume(self, saved=None) -> None:
        """Weiterspielen: the one saved game goes on; with several, the list shows them to
        choose from (each names its game and its players)."""
        if saved is None:
            if len(self.others) > 1:
                self.choose_saved()
                return
            saved = self.saved
        if saved is None:
            return
        self.saved_games = [s for s in self.saved_games if s is not saved]
        self.app.routes.resume(saved)

    def choose_saved(self) -> None:
        buttons = [
            Button(lambda s=s: self.t(f"app.game.{s.game}"), lambda s=s: self.resume(s),
                   hint=lambda s=s: self.t("app.saves.players", names=self.names_of(s)))
            for s in self.others
        ]
        buttons.append(Button(lambda: self.t("app.saves.back"), self.stop_choosing))
        self.list = TileList(buttons, (theme.SCREEN_W // 2, CHOOSER_Y), width=560, height=46, gap=8, size=28)
        self.choosing = True
        self.chooser_title = lambda: self.t("app.menu.choose_saved")

    def stop_choosing(self) -> None:
        self.list = self.main_list
        self.choosing = False
        self.chooser_title = None
        self.on_back = self.stop_choosing
        self.question_guard = self.question = self.question_default = None

    def open_stats(self) -> None:
        self.app.routes.stats()

    def saved_of(self, module: str):
        """The unfinished game of this kind, or None."""
        return next((s for s in self.saved_games if s.game == module), None)

    def open_setup(self, info) -> None:
        """A game of the list: its seat setup; with a game of its kind unfinished, first the
        question whether to go on with it."""
        saved = self.saved_of(info.module)
        if saved is None:
            self.app.routes.setup(info)
        else:
            self.ask_unfinished(info, saved, lambda: self.app.routes.setup(info))

    def when_saved(self, saved) -> str:
        """When the unfinished game was last played, as players say it ("heute, 20:14")."""
        if getattr(saved, "saved_at", None) is None:
            return ""
        try:      # (a file's time may be anything: a clock set wrong, a copied folder)
            then = time.localtime(saved.saved_at)
            clock = time.strftime("%H:%M", then)
            days = (time.mktime(time.localtime()[:3] + (12, 0, 0, 0, 0, -1))
                    - time.mktime(then[:3] + (12, 0, 0, 0, 0, -1))) / 86400
        except (OverflowError, OSError, ValueError):
            return ""
        if round(days) == 0:
            return self.t("app.unfinished.today", time=clock)
        if round(days) == 1:
            return self.t("app.unfinished.yesterday", time=clock)
        return self.t("app.unfinished.date", day=then.tm_mday, month=then.tm_mon, time=clock)

    def which_game(self, saved) -> str:
        """Its players and when it was last played: enough to know which game it is."""
        when = self.when_saved(saved)
        names = self.names_of(saved)
        return self.t("app.unfinished.which", names=names, when=when) if when else names

    def ask_unfinished(self, info, saved, start_new, back=None, resume=None, asked=None) -> None:
        """A game of `info`'s kind is unfinished: "Weiterspielen" goes on with it, "Neue
        Partie" gives it up and calls `start_new`, Zurück (and Esc) calls `back` (default: the
        menu's list); none is lit at first, and each counts only on a deliberate press.
        `resume=False` offers no Weiterspielen (a first confirm then lights Zurück); a callable
        resumes in its own way. `asked`: the seats the command line asked for: the question
        names them ("Neu verlangt: ...")."""
        back = back or self.stop_choosing
        which = lambda: self.which_game(saved)  # noqa: E731
        # asked while a Spieleabend goes on about a game that is not the evening's: the question
        # says it is an older game outside this evening, and the new game is the evening's
        evening = getattr(self.app, "evening", None)
        try:
            outside = evening is not None and not evening.is_current(saved.game, saved.seed)
        except Exception:
            outside = evening is not None
        words = "outside_" if outside else ""    # (the keys app.unfinished.outside_*)
        asked_names = ", ".join(s.name for s in asked) if asked else ""

        def new_game():
            self.stop_choosing()
            start_new()

        # (the hints are drawn by the question itself, in the room between the trays)
        buttons, self.question_hints = [], []
        if resume is not False:
            go = resume if callable(resume) else lambda: self.resume(saved)

            def go_on():
                self.stop_choosing()
                go()

            buttons.append(Button(lambda: self.t("app.unfinished.resume"), go_on))
            self.question_hints.append(lambda: self.t("app.unfinished.resume_hint"))
        buttons.append(Button(lambda: self.t(f"app.unfinished.{words}new"), new_game))
        self.question_hints.append(lambda: self.t(f"app.unfinished.{words}new_hint", which=which()))
        buttons.append(Button(lambda: self.t("app.saves.back"), back))
        self.question_hints.append(lambda: self.t(f"app.unfinished.{words}back_hint"))
        self.list = TileList(buttons, (theme.SCREEN_W // 2, CHOOSER_Y), width=QUESTION_W - 20, height=46, gap=8,
                               size=28)
        # nothing is preselected: a key pressed for something else (the game a player expects
        # at launch) only lights an answer, never takes one; a confirm lights the harmless one
        self.list.index = -1
        self.question_default = 0 if resume is not False else len(buttons) - 1
        self.choosing = True
        self.on_back = back
        game = self.t(f"app.game.{info.module}")

        def detail():
            old = self.t(f"app.unfinished.{words}title", which=which())
            return old + "\n" + self.t("app.unfinished.asked", names=asked_names) if asked_names else old

        heading = (lambda: self.t("app.unfinished.outside_heading", game=game)) if outside else (lambda: game)
        self.question = (heading, detail)
        self.guard_question()

    def guard_question(self) -> None:
        """A question stands: only a deliberate answer counts. The press that opened it counts
        as the latest one, so a confirm mashed right after it (or keys hammered while the
        window opens) never answers."""
        self.question_guard = Deliberate(calm=0.0, after_choosing=True)
        self.question_guard.stamp = self.question_guard.before = self.question_guard.time

    def ask_quit(self) -> None:
        """Beenden asks first: "Würfelabend beenden?", "Weiterspielen" (selected, like Esc)
        stays, "Beenden" closes the window; each only on a deliberate press."""
        self.question_hints = [lambda: self.t("app.quit_ask.stay_hint"), lambda: self.t("app.quit_ask.quit_hint")]
        self.list = TileList([Button(lambda: self.t("app.quit_ask.stay"), self.stop_choosing),
                                Button(lambda: self.t("app.quit_ask.quit"), self.app.quit)],
                               (theme.SCREEN_W // 2, CHOOSER_Y), width=QUESTION_W - 20, height=46, gap=8, size=28)
        self.list.index = 0
        self.choosing = True
        self.on_back = self.stop_choosing
        self.question = (lambda: self.t("app.quit_ask.title"), lambda: self.t("app.quit_ask.detail"))
        self.guard_question()

    def open_settings(self) -> None:
        self.app.routes.settings()

    def open_rules(self) -> None:
        self.app.routes.rules()

    def choose_hint(self) -> str:
        """While nothing is selected: how to choose."""
        return self.t("app.menu.choose_hint")

    def press_seen(self) -> bool:
        """A confirm came too soon after another press (after a game, or on "Neue Partie"):
        say it was seen."""
        return any(g is not None and g.seen() for g in (self.guard, self.question_guard))

    def is_still(self) -> bool:
        return self.calm > CALM_AFTER and not (self.room is not None and self.room.moving())

    def tune(self) -> str | None:
        return MENU

    def frame_rate(self) -> int | None:
        """While nobody touches the menu, its dice tumble at a calmer frame rate (an idle
        menu costs next to nothing); with input it answers at the full rate."""
        return IDLE_MOTION_FPS if self.calm > CALM_AFTER else None

    def on_enter(self) -> None:
        """Back on top (a screen above it closed, or the attract mode ended): the menu wakes
        and the minute before the attract mode starts afresh."""
        self.calm = 0.0

    def begin_attract(self) -> None:
        """Nobody has touched the menu for a while: bots play the games in turn over it."""
        self.app.begin_attract()
        self.app.routes.demo(self.demos_shown)
        self.demos_shown += 1

    def guard_keys(self, played: str | None = None) -> None:
        """Reached from a screen after a game: only deliberate presses count, so keys still
        hammered never enter anything. The cursor is always shown: on "Weiterspielen" (or
        "Abend fortsetzen") when something is unfinished, else on the game just played
        (`played`, its module), else on the first game."""
        self.guard = Deliberate(after_choosing=True, retire_after=BREATH)   # ("↓, Enter" at once counts; mashing never)
        lst = self.main_list
        games = [i for i, g in enumerate(lst.groups) if g == LEAD]
        card = [i for i, g in enumerate(lst.groups) if g == CARD]
        mine = [i for i, g in zip(games, GAMES, strict=False) if g.module == played]
        lst.index = card[-1] if card else mine[0] if mine else lst.first_game()

    def handle(self, act) -> None:
        self.calm = 0.0
        if self.guard is not None and not self.guard.accepts(act):
            return
        if self.question_guard is not None and not self.question_guard.accepts(act) \
                and act.action == "confirm":
            return      # mashed: the question is not answered
        if act.action == "back" and act.device == "any" and self.choosing:
            self.on_back()
            return
        if act.action == "back" and act.device == "any":
            self.list.index = len(self.list.buttons) - 1   # Esc goes to Beenden, a second Esc asks
            if act.repeat is False and getattr(self, "_armed_quit", False):
                self._armed_quit = False
                self.ask_quit()
                return
            self._armed_quit = True
            return
        self._armed_quit = False
        if act.action == "confirm" and self.question_default is not None and self.list.index < 0:
            self.list.index = self.question_default     # the first confirm only lights an answer
            return
        self.list.handle(act.action)

    def handle_event(self, event) -> None:
        self.calm = 0.0
        if self.guard is not None and not self.guard.ready():
            return
        self.list.handle_event(event)

    def update(self, dt: float) -> None:
        if self.guard is not None:
            self.guard.update(dt)
        if self.question_guard is not None:
            self.question_guard.update(dt)
        self.calm += dt
        if self._drawn and self.room is None:
            # after the first frame: start-up waits neither for the physics nor for the felt
            self.room = self.app.routes.menu_room(self.app.options.seed)
            self.room.build()
        if self.room is not None:
            self.room.follow(self.game_at.get(self.list.index) if self.list is self.main_list else None)
            self.room.update(dt, awake=self.calm <= CALM_AFTER)
        if self.calm <= CALM_AFTER:
            self.time += dt
        self.list.update(dt)
        if self.calm >= ATTRACT_AFTER and self.app.top is self and self.app.attract is None:
            self.begin_attract()

    def banner_lines(self) -> list[str]:
        lines = problem_lines(self.t, self.app.config.problems)
        return lines + [self.t(key, **params) for key, params in self.app.notices]

    def draw(self, surface: pygame.Surface) -> None:
        self._drawn = True
        if self.room is not None and self.calm > CALM_AFTER and self.room.faded_in():
            # nobody touches the menu: what does not move is one picture, drawn once; each
            # frame of a throw adds only the dice and the title (an idle menu costs little)
            key = (id(self.list), self.list.index, tuple(b.text() for b in self.list.buttons), self.question_hint(),
                   tuple(self.banner_lines()), self.press_seen(), self.t("app.subtitle"), self.room.base_id())
            if self._still_key != key:
                self._still_frame = pygame.Surface(surface.get_size()).convert(surface)
                with Recording() as self._still_texts:
                    self.room.draw_room(self._still_frame, dice=False)
                    self.draw_still_parts(self._still_frame)
                self._still_key = key
            surface.blit(self._still_frame, (0, 0))
            self._still_texts.replay(surface)
            self.room.draw_dice(surface)
            self.draw_title(surface)
            return
        self._still_key = None
        if self.room is None:
            surface.blit(backdrop(dice=False), (0, 0))
        else:
            self.room.draw_room(surface)
        self.draw_still_parts(surface)
        self.draw_title(surface)

    def question_hint(self) -> str:
        """What the selected button of the question does."""
        index = self.list.index
        if self.question is None:
            return ""
        if index < 0 and self.question_default is not None:
            return self.t("app.unfinished.choose_first")
        if not 0 <= index < len(self.question_hints):
            return ""
        return self.question_hints[index]()

    def draw_question(self, surface: pygame.Surface) -> None:
        """The question about an unfinished game between the trays: the game, which game of
        it is unfinished (players, when), and under the buttons what the selected one does."""
        game, detail = self.question
        rects = self.list.rects()
        room = pygame.Rect(0, 0, QUESTION_W, 0)
        room.centerx = theme.SCREEN_W // 2
        text = detail()
        high = fit_height(text, QUESTION_W, 24, max_lines=4)     # six long names take three lines
        top = rects[0].top - 16 - high
        blit_fit(surface, text, pygame.Rect(room.x, top, QUESTION_W, high), 24, theme.TEXT, max_lines=4,
                 align="center")
        blit_fitted(surface, game(), (room.centerx, top - 28), QUESTION_W, 38, theme.ACCENT, True, "center")
        unlit = self.list.index < 0
        blit_fit(surface, self.question_hint(), pygame.Rect(room.x, rects[-1].bottom + 14, QUESTION_W, 84), 22,
                 theme.TEXT if unlit else theme.TEXT_DIM, max_lines=3, align="center", bold=unlit)

    def draw_title(self, surface: pygame.Surface) -> None:
        """The title (its letters hop after a throw); where it is whatever the banner says."""
        center, size = (theme.SCREEN_W // 2, TITLE_Y + title_wobble(self.time)), TITLE_SIZE
        if self.room is None:
            blit_text(surface, self.t("app.title"), center, size, theme.ACCENT, True, "center")
        else:
            self.room.draw_title(surface, self.t("app.title"), center, size)

    def banner_place(self, lines: list[str]) -> tuple[int, int]:
        """Where the banner of notices stands and how many lines each notice may take: in the
        subtitle's place under the title (which never moves for it), two notices there on a
        line each; where more are told, at the window's foot, over the keys' line and clear of
        the buttons (drawn over the selected game's line)."""
        shown = lines[:4]

        def height(each: int) -> int:
            return 14 + line_step(READABLE) * sum(len(fit(line, theme.SCREEN_W - 24, READABLE, False, each)[1])
                                                  for line in shown)
        below = min(r.top for r in self.list.rects()) - 8
        for each in (banner_lines_each(len(shown)), 1):
            if BANNER_TOP + height(each) <= below:
                return BANNER_TOP, each
        each = banner_lines_each(len(shown))
        return theme.SCREEN_H - height(each), each

    def draw_still_parts(self, surface: pygame.Surface) -> int:
        """Everything but the room, its dice and the title: the banner, the subtitle, the list
        and the hints; returns the height of the banner of notices (0 without)."""
        lines = self.banner_lines()
        self.main_list.show_taglines(not lines)     # (notices take the room under the title: slim tiles)
        top, each = self.banner_place(lines) if lines else (BANNER_TOP, 1)
        banner = draw_banner(surface, lines, top, each) if lines and top == BANNER_TOP else 0
        if lines and not banner:
            banner = -1                      # drawn last, over the foot
        if not banner and min(r.top for r in self.list.rects()) >= SUBTITLE_ROOM:
            # (a list grown up to it, with a game and an evening unfinished, takes its place)
            blit_text(surface, self.t("app.subtitle"), (theme.SCREEN_W // 2, 136), 24, theme.TEXT_DIM, anchor="center")
        if self.choosing and self.list is not self.main_list and self.question is not None:
            self.draw_question(surface)
        elif self.choosing and self.chooser_title is not None:
            top = min(r.top for r in self.list.rects())
            blit_fitted(surface, self.chooser_title(), (theme.SCREEN_W // 2, top - CHOOSER_TITLE_GAP),
                        theme.SCREEN_W - 120, 32, theme.ACCENT, True, "center")
        self.list.draw(surface)
        if banner < 0:                       # the notices take the keys' line
            banner = draw_banner(surface, lines, top, each)
        else:
            asked = "dialog" if self.list is not self.main_list else "foot"     # a question: its own keys
            draw_key_line(surface, self.t(f"app.menu.{asked}_keys"), self.t(f"app.menu.{asked}_words"),
                          (theme.SCREEN_W // 2, KEYS_Y), KEYS_SIZE, theme.SCREEN_W - 80, KEYS_BAND, KEYS_INK)
            if self.press_seen() and self.list is not self.main_list:   # (the menu's list says it under itself)
                self.draw_seen(surface)
        return banner

    def draw_seen(self, surface: pygame.Surface) -> None:
        """"Gesehen!" on a dark plate just above the keys' band (under a question's buttons; the
        menu's own list says it in the line under it)."""
        words = self.t("app.guard.seen")
        size = fit(words, theme.SCREEN_W - 160, KEYS_SIZE, True, 1)[0]
        middle = KEYS_Y - KEYS_BAND // 2 - SEEN_ABOVE
        plate = pygame.Rect(0, 0, width_of(words, size, True) + 48, size + 16)
        plate.center = (theme.SCREEN_W // 2, middle)
        pygame.draw.rect(surface, (20, 27, 24), plate, border_radius=plate.h // 2)
        pygame.draw.rect(surface, theme.ACCENT, plate, width=2, border_radius=plate.h // 2)
        blit_fitted(surface, words, plate.center, theme.SCREEN_W - 160, KEYS_SIZE, theme.ACCENT, True, "center")
