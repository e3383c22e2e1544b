"""The statistics know who sat at the table: a bot keeps the name it had in lists of one game or
one evening ("Clara [Bot] normal"), two bots of one evening are two rows; a bot is one entry by its
table name with the levels it played, never one with a person of that name; the head-to-head compares a lone person with the bots they met; each
person and bot wears one colour on every page; a current streak ends with a game won by others."""

from __future__ import annotations

import os
from datetime import timedelta

import pytest
from stats_kit import T0, few_games, open_page, record

from game.evening import Evening, Player, stats_entry
from game.stats import Stats


def shown_lines(app) -> list[tuple[str, object]]:
    """Draw a frame: every text drawn with its rect."""
    from scenes.ui import text

    places = text.watch_places()
    try:
        app.draw()
    finally:
        text.unwatch()
    shot = os.environ.get("STATS_SHOTS")
    if shot:
        import pygame
        n = len(os.listdir(shot))
        pygame.image.save(app.screen if hasattr(app, "screen") else pygame.display.get_surface(),
                          f"{shot}/{n:02d}.png")
    return [(t, r) for t, r, _s in places if t.strip()]


def same_row(places, a: str, b: str) -> bool:
    """`a` and `b` drawn on one line, `b` right after `a`."""
    return any(ta == a and tb == b and abs(ra.centery - rb.centery) <= 6 and 0 <= rb.x - ra.right <= 40
               for ta, ra in places for tb, rb in places)


@pytest.fixture
def evening_with_two_bots(tmp_path):
    folder = tmp_path / "data"
    db = Stats.open(folder)
    ev = Evening([Player("Anna", "keyboard1", 0), Player("Ben", "keyboard2", 1), Player("Clara", "bot:normal", 2),
                  Player("David", "bot:normal", 3)])
    ev.record("durchmarsch", [0, 1, 2, 3], [[2], [1], [3], [0]])
    ev.record("durchmarsch", [0, 1, 2, 3], [[1], [2], [3], [0]])
    db.record_evening(stats_entry(ev))
    record(db, T0, ("Anna", "keyboard1", 4, 0), ("Ben", "keyboard2", 2, 1), ("Clara", "bot:normal", 1, 2),
           ("David", "bot:normal", 3, 3))
    record(db, T0 + timedelta(hours=1), ("Anna", "keyboard1", 4, 0), ("Ben", "keyboard2", 1, 1),
           ("Clara", "bot:normal", 2, 2), ("David", "bot:normal", 3, 3))
    db.close()
    return folder


@pytest.mark.parametrize("lang", ["de", "en"])
def test_two_bots_of_one_evening_keep_their_table_names_with_badge_and_level(make_app, evening_with_two_bots, lang):
    app, _scene = open_page(make_app, evening_with_two_bots, "evenings", lang)
    places = shown_lines(app)
    level = _scene.t("app.bot_level.normal")
    texts = [t for t, _r in places]
    assert "Clara" in texts and "David" in texts, "each bot of the evening under the name it had at the table"
    badge = _scene.badge_words("bot:normal")                  # "(Bot: normal)"
    for name in ("Clara", "David"):
        rows = [r for t, r in places if t == name]
        assert any(any(t.startswith(_scene.t("stats.bot.tag")[:-1]) and abs(rb.centery - r.centery) <= 6
                       and rb.x > r.right for t, rb in places)
                   for r in rows), f"{name} says it is a bot on its row"
    assert any(t == badge for t in texts) and level in badge, "with its level"


def test_the_latest_games_and_records_name_the_bot_as_it_sat_at_the_table(make_app, evening_with_two_bots):
    db = Stats.open(evening_with_two_bots)
    assert db.recent(2, kinds=True)[-1][2] == [("Clara", "bot:normal")], "the bot that won, by its table name"
    db.close()
    record_db = Stats.open(evening_with_two_bots)
    record(record_db, T0 + timedelta(hours=2), ("Anna", "keyboard1", 2, 0), ("Clara", "bot:normal", 1, 2))
    record(record_db, T0 + timedelta(hours=3), ("Anna", "keyboard1", 2, 0), ("Clara", "bot:normal", 1, 2))
    record_db.close()
    app, _scene = open_page(make_app, evening_with_two_bots, "overview")
    places = shown_lines(app)
    assert same_row(places, "Clara", _scene.badge_words("bot:normal")), "the latest games: Clara (Bot: normal)"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_one_person_against_bots_is_compared_with_the_bots_she_met(make_app, tmp_path, lang):
    folder = few_games(tmp_path / "data",
                       (("Anna", "keyboard1", 1, 0), ("Clara", "bot:normal", 2, 2), ("David", "bot:hard", 3, 3)),
                       (("Anna", "keyboard1", 3, 0), ("Clara", "bot:normal", 1, 2), ("David", "bot:hard", 2, 3)),
                       (("Anna", "keyboard1", 1, 0), ("Clara", "bot:normal", 2, 2)), apart=timedelta(hours=1))
    app, scene = open_page(make_app, folder, "duel", lang)
    places = shown_lines(app)
    texts = [t for t, _r in places]
    assert scene.t("stats.duel.too_few") not in texts, "no empty page"
    assert "Anna" in texts and scene.badge_words("bot:normal") in texts, \
        "Anna against the normal bot she met most"
    assert [p.kind for p in scene.people()] == ["human", "bot:normal", "bot:hard"]
    said = " ".join(texts)
    assert "2" in texts and "1" in texts, "Anna finished ahead of the normal bot twice, it ahead of her once"
    assert "Clara" in said and "David" not in said, "the bot she met most, named as at the table"
    scene.handle(type("Act", (), {"action": "down"})())
    scene.handle(type("Act", (), {"action": "down"})())
    scene.handle(type("Act", (), {"action": "right"})())
    texts = [t for t, _r in shown_lines(app)]
    assert scene.badge_words("bot:hard") in texts, "right on the second name: the hard bot"


def test_a_current_streak_ends_when_others_win_the_next_games(make_app, tmp_path):
    folder = tmp_path / "data"
    db = Stats.open(folder)
    for n in range(2):       # the hard bot wins twice ...
        record(db, T0 + timedelta(hours=n), ("Anna", "keyboard1", 2, 0), ("Clara", "bot:hard", 1, 2))
    runs = {s.kind if s.kind != "human" else s.name: (s.current, s.best) for s in db.streaks()}
    assert runs["bot:hard"] == (2, 2)
    for n in range(2, 4):    # ... then Ben wins two games the hard bot sat out, Anna loses one more
        record(db, T0 + timedelta(hours=n), ("Anna", "keyboard1", 2, 0), ("Ben", "keyboard2", 1, 1),
               ("David", "bot:easy", 3, 3))
    runs = {s.kind if s.kind != "human" else s.name: (s.current, s.best) for s in db.streaks()}
    assert runs["bot:hard"] == (0, 2), "its run ended with the games others won: best 2, now 0"
    assert runs["Ben"] == (2, 2) and runs["Anna"] == (0, 0)
    record(db, T0 + timedelta(hours=5), ("Anna", "keyboard1", 1, 0), ("Ben", "keyboard2", 2, 1))
    runs = {s.kind if s.kind != "human" else s.name: (s.current, s.best) for s in db.streaks()}
    assert runs["Ben"] == (0, 2) and runs["Anna"] == (1, 1), "Ben's run ends where he loses"
    db.close()
    app, scene = open_page(make_app, folder, "overview")
    places = shown_lines(app)
    from scenes.screens.stats import STREAKS_RECT

    panel = [(t, r) for t, r in places if STREAKS_RECT.contains(r)]
    ben = next(r for t, r in panel if t == "Ben")
    row = sorted((r.x, t) for t, r in panel if abs(r.centery - ben.centery) <= 8)
    assert [t for _x, t in row][-2:] == ["0", "2"], ("now 0, best 2", row)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_bot_at_two_levels_is_one_card_titled_with_its_name(make_app, tmp_path, lang):
    """The bot Clara played hard, then easy: one card "Clara" in large type with "Bot · easy, hard"
    under it; the person Clara has a card of her own."""
    folder = few_games(tmp_path / "data",
                       (("Anna", "keyboard1", 3, 0), ("Clara", "bot:hard", 1, 2), ("David", "bot:normal", 2, 3)),
                       (("Clara", "keyboard2", 3, 1), ("Clara", "bot:easy", 1, 2), ("David", "bot:normal", 2, 3)),
                       apart=timedelta(hours=1))
    app, scene = open_page(make_app, folder, "overview", lang)
    places = shown_lines(app)
    titles = [r for t, r in places if t == "Clara" and r.y < 200]
    assert len(titles) == 2, ("one card for the bot Clara, one for the person Clara", titles)
    levels = scene.level("bot:easy,hard")
    assert levels == ", ".join(scene.t(f"app.bot_level.{k}") for k in ("easy", "hard"))
    under = next(r for t, r in places if t == scene.badge_words("bot:easy,hard"))
    bot_title = min(titles, key=lambda r: abs(r.centerx - under.centerx))
    assert under.top > bot_title.bottom - 4, "(Bot: easy, hard) a line under the name"
    assert not [t for t, r in places if t == scene.t("app.bot_level.hard") and r.y < 330], "never a card per level"
    assert bot_title.height >= 1.4 * under.height, "the name in large type, the levels small under it"
