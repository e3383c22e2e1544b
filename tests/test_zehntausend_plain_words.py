"""The Zehntausend table in words a newcomer understands: a Pasch still to count is said in
plain words beside its chip, the key hints name only the keys that work now, "dice left"
counts the dice the next throw uses, what happened follows a language switch, a resumed turn
shows the tray as it was, the last turn never promises a turn nobody is left to take, and
bots do not wait where there is nothing to read."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, run_frames, settle, texts_drawn
from test_zehntausend_table import table, thrown
from test_zehntausend_turns_read_true import choose_faces

from game.dice import ScriptedDice
from game.games import game_by_name
from game.seats import Seat
from game.zehntausend import match as z

JARGON = {"de": ("beweis", "Pasch offen", "nichts zu beweisen"), "en": ("prove", "unproven", "nothing to")}


def hint(scene) -> str:
    return scene.hint(scene.seats[scene.my_turn()])


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_pasch_still_to_count_is_said_in_plain_words_beside_its_chip(make_app, lang):
    """Anna marks 1-1-1: the turn's line (1-1-1 pending beside the points), the line under it,
    the greyed button and the refusal all say that 1-1-1 counts once a later throw brings a 1
    or 5; no word of proving anywhere."""
    app, scene = table(make_app, [(1, 1, 1, 2, 4)], lang=lang)
    thrown(app, scene)
    choose_faces(app, scene, 1, 1, 1)
    texts = texts_drawn(app)
    chip, line = {"de": ("1-1-1 wartet (+1.000)", "(1-1-1) zählen erst, wenn danach eine 1 oder 5 fällt"),
                  "en": ("1-1-1 waits (+1,000)", "(1-1-1) only counts once a 1 or 5 follows")}[lang]
    assert any(chip in t for t in texts), texts
    assert any(line in t for t in " ".join(texts).split("\n")), texts
    bank = next(c for c in scene.choices() if c.kind == "bank")
    assert not bank.enabled and scene.panel.label(bank) in ("Wartet auf eine 1 oder 5", "Waiting for a 1 or 5")
    press(app, pygame.K_q)
    assert line in scene.refusal
    texts = texts_drawn(app)
    for word in JARGON[lang]:
        assert not any(word in t for t in texts), (word, texts)


def test_nothing_open_shows_no_chip(make_app):
    """At a turn's start nothing is open: no chip talks about it."""
    app, scene = table(make_app, [(1, 5, 3, 3, 2)])
    run_frames(app, 10)
    assert scene.panel.draw_proof(pygame.Surface((1280, 720))) is None
    assert not any("beweis" in t for t in texts_drawn(app))


def test_the_hints_name_only_the_keys_that_work_now(make_app):
    """One button: the hint names its key and what it does, no button to pick; writing down
    is named (and its key printed on the button) only while it is possible; the plates name
    each person's keyboard block in words, without promising an action."""
    app, scene = table(make_app, [(1, 1, 1, 2, 4)])
    run_frames(app, 10)
    assert hint(scene) == "E zum Würfeln"
    texts = texts_drawn(app)
    assert "Tastatur 1" in texts and "Tastatur 2" in texts
    assert not any("Q W E" in t for t in texts), "the plates name the block, not a list of keys"
    assert not any("wählen · Q" in t for t in texts)
    thrown(app, scene)
    assert "aufschreiben" not in hint(scene), "nothing to write down yet"
    choose_faces(app, scene, 1, 1, 1)
    assert "aufschreiben" not in hint(scene), "1-1-1 does not count yet: writing down is greyed"
    press(app, pygame.K_q)                   # refused: the 1-1-1 is not proven by another throw
    assert scene.match.phase == "select" and scene.refusal
    assert "aufschreiben" not in hint(scene), "the greyed button is not advertised in words"
    app2, scene2 = table(make_app, [(1, 5, 3, 3, 2)])
    thrown(app2, scene2)
    choose_faces(app2, scene2, 1)
    assert hint(scene2).endswith(" · Q aufschreiben")
    assert "Q" in texts_drawn(app2)


def test_dice_left_counts_the_dice_the_next_throw_uses(make_app):
    """Marking dice one by one: the panel says one count of dice, the throw's on ("Wirfst du
    mit 4 weiter: 15,7 % Niete"), falling 4, 3, 2; never a second count beside
    it ("5 Würfel übrig")."""
    app, scene = table(make_app, [(1, 1, 5, 5, 3)])
    thrown(app, scene)
    seen = []
    for count, index in enumerate((0, 1, 2), start=1):      # the dice showing 1, 1, 5
        scene.toggle(index)
        texts = texts_drawn(app)
        left = 5 - count
        assert any(t.startswith(f"Wirfst du mit {left} weiter: ") and t.endswith("% Niete")
                   for t in texts), (count, texts)
        assert not any("übrig" in t for t in texts), (count, texts)
        seen.append(left)
    assert seen == [4, 3, 2]


def test_the_next_throw_says_its_dice_once_in_english(make_app):
    app, scene = table(make_app, [(1, 1, 5, 5, 3)], lang="en")
    thrown(app, scene)
    scene.toggle(0)
    texts = texts_drawn(app)
    assert "Throw on with 4 dice: 15.7% chance to bust" in texts, texts
    assert not any(" left" in t for t in texts), texts


def test_what_happened_follows_a_language_switch(make_app):
    """Anna writes down in German; switched to English, the news strip and the lines of the
    turn say it in English, with English numbers."""
    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2")]
    app, scene = table(make_app, [(1, 1, 1, 5, 2), (1,)], seats=seats)
    thrown(app, scene)
    choose_faces(app, scene, 1, 1, 1, 5)
    scene.press(0, "throw_on")
    settle(app, scene)
    choose_faces(app, scene, 1)
    press(app, pygame.K_q)
    settle(app, scene)
    assert scene.match.totals[0] == 1150
    assert scene.said(scene.previous) == "Anna schreibt 1.150 Punkte auf (jetzt 1.150)."
    app.set_language("en")
    run_frames(app, 2)
    texts = texts_drawn(app)
    assert "Anna writes down 1,150 points (now 1,150)." in texts, texts
    assert not any("schreibt" in t for t in texts)


def test_a_resumed_turn_shows_an_empty_tray_before_its_first_throw(make_app):
    """Anna wrote down, the game was saved and resumed at Ben's turn: no die lies in the tray
    until Ben throws."""
    from scenes.tables.zehntausend.table import TableScene

    match = z.Match(2, z.Rules(), ScriptedDice([(1, 5, 3, 3, 2), (2, 2, 5, 6, 4)]))
    match.apply(0, z.Throw())
    match.apply(0, z.Select((0, 1)))
    match.apply(0, z.Bank())
    assert match.current_seat == 1 and match.turn_start and any(match.faces)
    resumed = z.Match.from_dict(match.to_dict())
    resumed.dice = match.dice
    app = make_app()
    scene = TableScene(app, game_by_name("zehntausend"), [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2")], 1,
                       match=resumed)
    app.push(scene)
    run_frames(app, 5)
    assert scene.tray.positions() == {} or not scene.ids, "the tray is empty before Ben's first throw"
    press(app, pygame.K_o)
    settle(app, scene)
    assert sorted(scene.tray.faces_at_rest().values()) == [2, 2, 4, 5, 6]


def test_the_last_of_the_round_reaching_the_target_ends_without_a_last_round(make_app):
    """Tim, last in the round, reaches the target: nobody is left to throw, so no line and no
    stamp promise the rest of the round one more turn; the winner is stamped."""
    rules = z.Rules(target=1000)
    app, scene = table(make_app, [(2, 3, 4, 6, 6), (1, 1, 1, 2, 3), (5, 2)], rules=rules)
    thrown(app, scene)                      # Sarah: nothing scores
    settle(app, scene)
    for _ in range(600):
        app.step(1 / 120)
        if scene.my_turn() == 1:
            break
    press(app, pygame.K_o)
    settle(app, scene)
    choose_faces(app, scene, 1, 1, 1)
    scene.press(1, "throw_on")
    settle(app, scene)
    choose_faces(app, scene, 5)
    assert scene.panel.proof_shown() == "proven"
    stamps, lines = [], []
    press(app, pygame.K_u)
    for _ in range(600):
        app.step(1 / 120)
        if scene.stamp is not None:
            stamps.append(scene.stamp.text)
        lines += [scene.said(e) for e in scene.log]
    assert scene.match.is_over
    assert "Tim hat 1.050 Punkte erreicht." in lines, lines
    assert not any("noch einmal" in line for line in lines)
    assert "Letzte Runde!" not in stamps and "Tim gewinnt!" in stamps
    assert not scene.final_round, "the header names no last round either"


def test_a_bot_throws_on_at_once_but_gives_people_time_to_read_its_throw(make_app):
    """After a bot's dice moved aside nothing new is to be read: it throws on after a blink;
    after its throw landed it waits as long as before, so people read the faces; with quick
    bots its beats play faster but a result stays in sight."""
    from scenes.tables.base import BOT_PAUSE

    seats = [Seat("Bot", "bot:normal"), Seat("Tim", "keyboard2")]
    app, scene = table(make_app, [(1, 5, 3, 3, 2)], seats=seats)
    m = scene.match
    assert m.turn_start and 0.3 <= scene.bot_pause(0) < BOT_PAUSE
    m.apply(0, z.Throw())
    assert m.phase == "select" and scene.bot_pause(0) == BOT_PAUSE
    m.apply(0, z.Select((0,)))
    assert m.phase == "throw" and not m.turn_start and scene.bot_pause(0) <= 0.2
    app.config.general.bot_speed = 3.0
    events = z.Match(2, z.Rules(), ScriptedDice([(1, 5, 3, 3, 2)]))
    events.apply(0, z.Throw())
    chosen = events.apply(0, z.Select((0,)))
    scene.queue(chosen)
    set_aside = next(b for b in scene.beats if type(b.event).__name__ == "SetAside")
    assert set_aside.duration == pytest.approx(0.4 / 3)
    banked = events.apply(0, z.Bank())
    scene.beats.clear()
    scene.queue(banked)
    bank = next(b for b in scene.beats if type(b.event).__name__ == "Banked")
    assert bank.duration == pytest.approx(1.4 / 2), "a result is read: at most twice as fast"


def test_the_banner_uses_the_buttons_word_for_throwing(make_app):
    """The banner naming who must act and the button say the same: "Throw", never "roll"."""
    app, scene = table(make_app, [(1, 5, 3, 3, 2)], lang="en")
    run_frames(app, 240)
    assert scene.prompt_text() == "Sarah: press E to throw"
    assert scene.panel.label(scene.choices()[0]) == "Throw"
    assert hint(scene) == "press E to throw", "the foot says it in the banner's words"
