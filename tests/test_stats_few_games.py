"""The statistics after the first few games, as a stranger saw them: two games of Durchmarsch
with only bots at the table, or one person with bots. Every page shows what there is: the head
to head compares any two who met at a table (bots with their badge), the games page says plainly
that the shares need a second kind of game, a sparse page fills its panel, and every game is
named as the menu names it."""

from __future__ import annotations

from datetime import timedelta

import pytest
from stats_kit import T0, open_page, record, two_games

from game.stats import Stats


def placed(app) -> list[tuple[str, object]]:
    """Draw a frame: every text drawn (whole, before wrapping, too) with its rect (or None)."""
    from helpers import texts_drawn, texts_placed

    return texts_placed(app) + [(t, None) for t in texts_drawn(app)]


def act(scene, action):
    scene.handle(type("Act", (), {"action": action})())


# ---------------------------------------------------------------- head to head

@pytest.mark.parametrize("lang", ["de", "en"])
def test_head_to_head_after_bots_only_games_compares_two_bots(make_app, tmp_path, lang):
    """Three bots listed on every other page: the head to head compares two of them, each with
    their "Bot" badge and level, and left/right picks the third."""
    two_games(tmp_path / "data")
    app, scene = open_page(make_app, tmp_path / "data", "duel", lang)
    texts = [t for t, _r in placed(app)]
    assert scene.t("stats.duel.too_few") not in texts, "no 'needs two players' beside three listed bots"
    assert "Anna" in texts and "Ben" in texts, "the two bots who met most, by their table names"
    assert sum(1 for t in texts if t.startswith(scene.t("stats.bot.tag")[:-1])) >= 2
    assert scene.badge_words("bot:hard") in texts
    assert scene.count("stats.duel.together", 2) in " ".join(texts)
    act(scene, "down")
    act(scene, "down")
    act(scene, "right")
    texts = [t for t, _r in placed(app)]
    assert "Clara" in texts and scene.badge_words("bot:easy") in texts, "the third bot can be picked"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_head_to_head_of_one_person_and_bots_opens_on_the_person(make_app, tmp_path, lang):
    two_games(tmp_path / "data", first=("Mia", "keyboard1"))
    app, scene = open_page(make_app, tmp_path / "data", "duel", lang)
    texts = [t for t, _r in placed(app)]
    assert scene.t("stats.duel.too_few") not in texts
    assert [(p.name, p.kind) for p in scene.people()] == [("Mia", "human"), ("Ben", "bot:hard"),
                                                         ("Clara", "bot:easy")]
    assert "Mia" in [scene.people()[i].name for i in scene.pair], "the person is on the page"
    assert any(t.startswith(scene.t("stats.bot.tag")[:-1]) for t in texts), "the bots say they are bots"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_head_to_head_empty_only_when_nobody_met_and_says_why(make_app, tmp_path, lang):
    """A game with one seat only (nobody met anybody): the empty page says in plain words that
    nobody has shared a table yet and what starts it."""
    db = Stats.open(tmp_path / "data")
    record(db, T0, ("Anna", "keyboard1", 1, 0))
    db.close()
    app, scene = open_page(make_app, tmp_path / "data", "duel", lang)
    said = scene.t("stats.duel.too_few")
    assert said in [t for t, _r in placed(app)]
    assert ("bot" in said.casefold()) and (("table" in said) if lang == "en" else ("Tisch" in said))


# ---------------------------------------------------------------- one kind of game so far

@pytest.mark.parametrize("lang", ["de", "en"])
def test_one_kind_of_game_says_plainly_a_second_kind_brings_the_shares(make_app, tmp_path, lang):
    """"the shares come with a second game" read as a second play after two plays: the page
    says a second kind of game from the menu, names one by its whole name, and shows the count."""
    from helpers import texts_drawn

    two_games(tmp_path / "data")
    app, scene = open_page(make_app, tmp_path / "data", "games", lang)
    said = texts_drawn(app)
    about = next(t for t in said if "Mensch ärgere Dich nicht" in t)
    assert "second game" not in about and "zweiten Spiel" not in about
    assert ("second kind of game from the menu" in about) if lang == "en" else ("zweites Spiel aus dem Menü" in about)
    assert scene.t("stats.games.wins_in", game="Durchmarsch") in said, "the game played, named as the menu names it"
    assert "2" in said and scene.count("stats.first.games", 2) in said, "the count of what was played on a card"


# ---------------------------------------------------------------- no bare half-panel

@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("page", ["overview", "history", "games", "duel", "records"])
def test_after_two_games_every_page_fills_its_panel(make_app, tmp_path, lang, page):
    """Three cards at the top and the lower 40 % bare read as unfinished: after two games what
    a page shows reaches down through most of its panel."""
    from helpers import texts_placed

    from scenes.screens.stats import CONTENT

    two_games(tmp_path / "data")
    app, scene = open_page(make_app, tmp_path / "data", page, lang)
    inside = [r for _t, r in texts_placed(app) if CONTENT.y <= r.top and r.bottom <= CONTENT.bottom]
    assert max(r.bottom for r in inside) >= CONTENT.y + 0.8 * CONTENT.h, (page, "the lower part of the panel bare")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_one_playing_day_over_time_shows_the_days_games_not_the_overviews_cards(make_app, tmp_path, lang):
    """With one playing day "Over time" repeated the overview's cards: it shows what the
    overview does not, the day's games in the order played, each with every one's place, and
    none of the overview's cards (games played, last winner, best so far)."""
    from helpers import texts_drawn, texts_placed

    db = Stats.open(tmp_path / "data")
    record(db, T0, ("Anna", "bot:normal", 1, 0), ("Ben", "bot:hard", 2, 1))
    record(db, T0 + timedelta(minutes=9), ("Anna", "bot:normal", 2, 0), ("Ben", "bot:hard", 1, 1), game="mensch")
    db.close()
    app, scene = open_page(make_app, tmp_path / "data", "overview", lang)
    overview = set(texts_drawn(app))
    scene.switch(1)
    scene.time += 5
    history = set(texts_drawn(app))
    assert history - overview and overview - history, "the two pages show the same"
    for key in ("stats.first.played", "stats.first.last", "stats.first.best"):
        assert scene.t(key) in overview and scene.t(key) not in history, key
    rows = {t: r for t, r in texts_placed(app)}
    first, second = f"1. {scene.t('app.game.durchmarsch')}", f"2. {scene.t('app.game.mensch')}"
    assert first in rows and second in rows and rows[first].bottom <= rows[second].top, "the games in order"
    places = [r for t, r in texts_placed(app) if t in ("1.", "2.") and abs(r.centery - rows[first].centery) <= 4]
    assert len(places) == 2, "each one's place in the first game on its row"


# ---------------------------------------------------------------- games by their whole names

@pytest.mark.parametrize("lang", ["de", "en"])
def test_games_are_named_as_the_menu_names_them_on_every_page(make_app, tmp_path, lang):
    """A page said "Mensch" where the menu says "Mensch ärgere Dich nicht": every page names a
    game by the catalogue's whole name (on two lines where it must), never a short one."""
    from helpers import texts_drawn

    from game.games import GAMES
    from scenes.screens.stats import PAGES

    db = Stats.open(tmp_path / "data")
    for day in range(3):
        record(db, T0 + timedelta(days=day), ("Mia", "keyboard1", 1 + day % 2, 0), ("Tom", "keyboard2", 2 - day % 2, 1))
        record(db, T0 + timedelta(days=day, hours=1), ("Mia", "keyboard1", 2, 0), ("Tom", "keyboard2", 1, 1),
               game="mensch")
    db.close()
    app, scene = open_page(make_app, tmp_path / "data", "overview", lang)
    whole = scene.t("app.game.mensch")
    assert whole == "Mensch ärgere Dich nicht"
    short = {scene.t(f"app.game_short.{info.module}") for info in GAMES} - {scene.t(f"app.game.{info.module}")
                                                                         for info in GAMES}
    for page in PAGES:
        scene.switch(PAGES.index(page))
        scene.time += 5
        said = texts_drawn(app)
        shown = " ".join(said)
        assert not any(t in short or any(t.startswith(f"{s} (") or t.startswith(f"{s} ·") for s in short)
                       for t in said), (page, "a short name")
        if page in ("overview", "games", "duel", "records"):
            assert whole in shown, (page, "the whole name")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_short_ranking_fills_its_panel_with_the_figures(make_app, tmp_path, lang):
    """Two people after six games: under their two rows the ranking's panel shows games played,
    playing days and the last one on tiles, never a bare lower half."""
    from helpers import texts_placed

    from scenes.screens.stats import BOARD_RECT

    db = Stats.open(tmp_path / "data")
    for day in range(3):
        for hour in range(2):
            record(db, T0 + timedelta(days=day, hours=hour), ("Mia", "keyboard1", 1 + hour, 0),
                   ("Tom", "keyboard2", 2 - hour, 1))
    db.close()
    app, scene = open_page(make_app, tmp_path / "data", "overview", lang)
    placed = texts_placed(app)
    inside = [(t, r) for t, r in placed if BOARD_RECT.contains(r)]
    for key, value in (("stats.board.tile_games", "6"), ("stats.board.tile_days", "3"),
                       ("stats.board.tile_last", scene.date("2026-11-30"))):
        label = next(r for t, r in inside if t == scene.t(key))
        assert any(t == value and r.top > label.bottom and abs(r.centerx - label.centerx) <= 4 for t, r in inside), key
    assert max(r.bottom for _t, r in inside) >= BOARD_RECT.y + 0.8 * BOARD_RECT.h


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("page", ["games", "records"])
def test_a_wrapped_line_never_parts_a_games_name(make_app, tmp_path, lang, page):
    """"The first knock-out at Mensch / ärgere Dich nicht sets it." reads as two games: a line
    that names a game holds its whole name, also where the sentence wraps."""
    from helpers import texts_placed

    two_games(tmp_path / "data")
    app, scene = open_page(make_app, tmp_path / "data", page, lang)
    whole = scene.t("app.game.mensch")
    lines = [t.replace("\u00a0", " ") for t, _r in texts_placed(app)]
    assert any(whole in line and line != whole for line in lines), "a sentence names it"
    assert all(whole in line for line in lines if "Mensch" in line or "Dich nicht" in line), lines


# ---------------------------------------------------------------- a picture on every page

@pytest.mark.parametrize("lang", ["de", "en"])
def test_at_two_games_every_page_draws_a_picture_not_only_text(make_app, tmp_path, monkeypatch, lang):
    """Two games played: every page shows a picture of what there is (bars, cards, a score
    sheet, a chart, a table of records), never only sentences; the games page and the evenings
    page (no evening yet) draw a bar per person in their colour for the winners."""
    import pygame

    from scenes.screens import stats as screen
    from scenes.ui import charts, theme

    pictures: list[str] = []
    for cls in (charts.LineChart, charts.CentreBars, charts.ShareBar):
        real_init = cls.__init__
        monkeypatch.setattr(cls, "__init__", lambda self, *a, _real=real_init, _name=cls.__name__, **k:
                            (pictures.append(_name), _real(self, *a, **k))[1])
    for method in ("number_card", "draw_person_bars", "draw_one_day", "draw_day_cards", "draw_holders"):
        real = getattr(screen.StatsScene, method)
        monkeypatch.setattr(screen.StatsScene, method, lambda self, *a, _real=real, _name=method, **k:
                            (pictures.append(_name), _real(self, *a, **k))[1])
    two_games(tmp_path / "data")
    app, scene = open_page(make_app, tmp_path / "data", "overview", lang)
    for tab, page in enumerate(screen.PAGES):
        pictures.clear()
        scene.switch(tab)
        scene.time += 5                      # the bars have grown in
        app.draw()
        assert pictures, f"{page}: only text after two games"
        if page in ("games", "evenings"):
            assert "draw_person_bars" in pictures, f"{page}: a bar per person"
            area = app.screen.subsurface(screen.CONTENT)
            for winner in (0, 1):            # Anna and Ben won a game each: a long bar in their colour
                painted = pygame.transform.threshold(None, area, theme.SEAT_COLOURS[winner], (2, 2, 2, 0),
                                                     set_behavior=0)
                assert painted > 2000, (page, winner, painted, "a bar, not just a token")
