"""The Zehntausend table as players meet it: the tray, choosing dice, throwing on, writing down,
lost turns, the score sheet, the odds, houses, bots and the mouse."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, settle

from game.dice import ScriptedDice
from game.games import game_by_name
from game.seats import Seat
from game.zehntausend import match as z
from game.zehntausend.odds import no_score_fraction

RED = (226, 84, 70)


def table(make_app, throws, seats=None, rules=None, chances=(), picks=(), lang=None):
    from scenes.tables.zehntausend.table import TableScene

    app = make_app()
    if lang:
        app.set_language(lang)
    seats = seats or [Seat("Sarah", "keyboard1"), Seat("Tim", "keyboard2")]
    match = z.Match(len(seats), rules or z.Rules(), ScriptedDice(throws, chances, picks))
    scene = TableScene(app, game_by_name("zehntausend"), seats, 1, match=match)
    app.push(scene)
    return app, scene




def thrown(app, scene, key=pygame.K_e):
    """The seat's confirm key throws; wait until the dice rest."""
    press(app, key)
    settle(app, scene)


def click(app, pos):
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(round(pos[0]), round(pos[1])), button=1))


def die_pos(scene, index):
    x, y, _, h, _ = scene.tray.pose(scene.ids[index])
    return x, y - h * scene.tray.die(scene.ids[index]).size * 0.4


def test_the_active_seats_confirm_throws_and_the_tray_rests_on_the_engines_faces(make_app):
    app, scene = table(make_app, [(1, 5, 3, 3, 2)])
    thrown(app, scene)
    assert scene.match.phase == "select"
    assert sorted(scene.tray.faces_at_rest().values()) == [1, 2, 3, 3, 5]
    assert {scene.tray.die(scene.ids[i]).face for i in range(5)} == {1, 2, 3, 5}
    assert scene.decision.focus == "dice"
    assert scene.tray.cursor_id in scene.ids.values()


def test_the_cursor_moves_between_dice_and_confirm_toggles_the_die_under_it(make_app):
    app, scene = table(make_app, [(1, 5, 3, 3, 2)])
    thrown(app, scene)
    first = scene.tray.cursor_id
    press(app, pygame.K_d)          # Sarah's "right"
    second = scene.tray.cursor_id
    assert second != first and scene.tray.positions()[second][0] > scene.tray.positions()[first][0]
    press(app, pygame.K_e)
    index = scene._index_of(second)
    assert scene.decision.chosen == {index}
    assert scene.tray.selected == {second}
    assert scene.tray.cursor_id == first, "the cursor stepped on to the other die that scores"
    press(app, pygame.K_a)          # back onto the marked die; E again: out of the choice
    assert scene.tray.cursor_id == second
    press(app, pygame.K_e)
    assert scene.decision.chosen == set() and scene.tray.selected == set()


def test_the_value_of_a_choice_shows_at_once(make_app):
    app, scene = table(make_app, [(1, 5, 3, 3, 2)])
    thrown(app, scene)
    click(app, die_pos(scene, 0))
    click(app, die_pos(scene, 1))
    (text, _, _), _ = scene.panel.choice_lines()
    assert text == "Auswahl: 1 + 5 = 150"
    app.draw()


def test_a_choice_that_scores_nothing_shows_why_and_cannot_be_committed(make_app):
    app, scene = table(make_app, [(1, 5, 3, 3, 2)])
    thrown(app, scene)
    click(app, die_pos(scene, 4))   # the 2
    (text, colour, _), _ = scene.panel.choice_lines()
    assert text == "1× die 2 zählt nichts – erst drei Gleiche bilden einen Pasch."
    assert colour == RED
    assert scene.tray.die(scene.ids[4]).highlight == RED
    press(app, pygame.K_s)          # "Weiterwürfeln"
    assert scene.refusal == text
    assert scene.match.phase == "select" and scene.match.set_aside_dice == ()
    assert not scene.choices()[0].enabled


def test_throwing_on_sets_the_choice_aside_and_throws_the_rest(make_app):
    app, scene = table(make_app, [(1, 5, 3, 3, 2), (6, 6, 4, 1)])
    thrown(app, scene)
    click(app, die_pos(scene, 0))
    assert scene.choices()[0].kind == "throw_on"
    press(app, pygame.K_s)          # one key: set aside and throw on
    settle(app, scene)
    assert scene.aside == [0]
    assert scene.tray.die(scene.ids[0]).mode == "aside"
    assert scene.tray.positions()[scene.ids[0]][1] > scene.tray.felt.bottom    # beside the tray
    assert [scene.tray.die(scene.ids[i]).face for i in (1, 2, 3, 4)] == [6, 6, 4, 1]
    assert scene.view.points == 100 and scene.view.dice_left == 4


def test_writing_down_adds_to_the_sheet_with_the_newest_line_on_top(make_app):
    from scenes.tables.zehntausend.sheet import rows_top_down

    app, scene = table(make_app, [(1, 2, 3, 4, 6), (5, 2, 3, 4, 6), (1, 1, 2, 3, 4)])
    thrown(app, scene)
    click(app, die_pos(scene, 0))
    press(app, pygame.K_q)          # back: write down 100 at once
    settle(app, scene)
    thrown(app, scene, pygame.K_o)  # Tim
    click(app, die_pos(scene, 0))
    press(app, pygame.K_u)
    settle(app, scene)
    thrown(app, scene)              # Sarah again: two ones
    click(app, die_pos(scene, 0))
    click(app, die_pos(scene, 1))
    press(app, pygame.K_q)
    settle(app, scene)
    rows = rows_top_down(scene._shown_history(), 2)
    assert [line.total if line else None for line in rows[0]] == [300, None]
    assert [line.total for line in rows[1]] == [100, 50]
    app.draw()


def test_a_throw_without_a_scoring_die_is_stamped_as_a_lost_turn(make_app):
    app, scene = table(make_app, [(2, 3, 4, 6, 6)])
    press(app, pygame.K_e)
    for _ in range(120 * 4):
        app.step(1 / 120)
        if scene.stamp is not None:
            break
    assert scene.stamp.text == "Niete!"
    assert scene.view.lost
    assert all(scene.tray.die(t).highlight == RED for t in scene.ids.values())
    settle(app, scene)
    assert scene.match.history[-1][:2] == [0, "bust"]
    assert scene.match.current_seat == 1


def test_an_unproven_pasch_cannot_be_written_down_and_says_why(make_app):
    app, scene = table(make_app, [(3, 3, 3, 1, 2)])
    thrown(app, scene)
    for i in (0, 1, 2, 3):
        click(app, die_pos(scene, i))
    bank = next(c for c in scene.choices() if c.kind == "bank")
    assert not bank.enabled
    _, (note, _) = scene.panel.choice_lines()
    assert note == "Drei Gleiche (3-3-3) zählen erst, wenn danach eine 1 oder 5 fällt – wirf weiter."
    assert scene.view.proof == "none"
    press(app, pygame.K_q)
    assert scene.refusal == note
    assert scene.match.phase == "select" and scene.match.turn_points == 0


def test_a_pasch_set_aside_is_pending_until_proven(make_app):
    app, scene = table(make_app, [(3, 3, 3, 2, 2), (5, 4)])
    thrown(app, scene)
    for i in (0, 1, 2):
        click(app, die_pos(scene, i))
    scene.press(0, "throw_on")
    settle(app, scene)
    assert scene.view.proof == "pending"
    click(app, die_pos(scene, 3))   # the 5 proves it
    _, (note, _) = scene.panel.choice_lines()
    assert note == "Die 1 oder 5 lässt deine drei Gleichen zählen!"
    press(app, pygame.K_q)
    settle(app, scene)
    assert scene.match.totals[0] == 350


def test_the_odds_line_shows_the_exact_chance_for_the_dice_left(make_app):
    app, scene = table(make_app, [(1, 5, 3, 3, 2)])
    thrown(app, scene)
    click(app, die_pos(scene, 0))
    main, _ = scene.panel.odds_lines()
    assert main == "Wirfst du mit 4 weiter: 15,7 % Niete"
    assert float(no_score_fraction(4, z.Rules())) == pytest.approx(0.157407, abs=1e-6)
    click(app, die_pos(scene, 1))
    assert scene.panel.odds_lines()[0] == "Wirfst du mit 3 weiter: 27,8 % Niete"


def test_the_odds_follow_the_rules_in_force_and_the_language(make_app):
    app, scene = table(make_app, [(1, 2, 3, 4, 6, 6)], rules=z.Rules(dice=6, three_pairs=True), lang="en")
    main, _ = scene.panel.odds_lines()
    pct = float(no_score_fraction(6, z.Rules(dice=6, three_pairs=True))) * 100
    assert main == f"Next throw: 6 dice · {pct:.1f}% chance to bust" and pct < 3.09


def test_other_seats_keys_do_not_play(make_app):
    app, scene = table(make_app, [(1, 5, 3, 3, 2)])
    press(app, pygame.K_o)          # Tim's confirm on Sarah's turn
    settle(app, scene)
    assert scene.match.phase == "throw" and scene.tray.faces_at_rest() == {}
    thrown(app, scene)
    press(app, pygame.K_l, pygame.K_o, pygame.K_u)     # Tim: right, confirm, write down
    assert scene.decision.chosen == set() and scene.match.phase == "select"
    assert scene.refusal is None


def test_a_mouse_click_on_a_die_toggles_it(make_app):
    app, scene = table(make_app, [(1, 5, 3, 3, 2)])
    thrown(app, scene)
    click(app, die_pos(scene, 1))
    assert scene.decision.chosen == {1} and scene.tray.die(scene.ids[1]).selected
    click(app, die_pos(scene, 1))
    assert scene.decision.chosen == set() and not scene.tray.die(scene.ids[1]).selected


def test_a_mouse_click_on_a_button_writes_down(make_app):
    app, scene = table(make_app, [(1, 5, 3, 3, 2)])
    thrown(app, scene)
    click(app, die_pos(scene, 0))
    rect = scene.button_rects()[1]
    click(app, rect.center)
    settle(app, scene)
    assert scene.match.totals[0] == 100 and scene.match.current_seat == 1


def test_hausbau_shows_a_house_and_the_player_throws_again(make_app):
    rules = z.Rules(house_building=True, knocking=True)
    app, scene = table(make_app, [(1, 5, 3, 3, 2), (2, 5, 6, 6, 4)], rules=rules, chances=[True, False],
                       picks=[0])
    thrown(app, scene)
    assert scene.match.phase == "house"
    assert scene.tray.is_house
    assert [c.kind for c in scene.choices()] == ["rethrow", "knock"]
    assert scene.stamp.text == "Haus gebaut!"
    press(app, pygame.K_e)          # "Neu würfeln"
    settle(app, scene)
    assert not scene.tray.is_house and scene.match.phase == "select"
    assert sorted(scene.tray.faces_at_rest().values()) == [2, 4, 5, 6, 6]


def test_every_die_set_aside_comes_back_into_the_tray(make_app):
    app, scene = table(make_app, [(1, 1, 5, 5, 1), (2, 3, 4, 6, 1)])
    thrown(app, scene)
    for i in range(5):
        click(app, die_pos(scene, i))
    assert scene.choices()[0].label == "throw_all"
    scene.press(0, "throw_on")
    for _ in range(120 * 3):
        app.step(1 / 120)
        if scene.stamp is not None and scene.stamp.text == "Alle in den Becher!":
            break
    assert scene.stamp.text == "Alle in den Becher!"
    settle(app, scene)
    assert scene.aside == []
    assert all(scene.tray.die(t).mode == "rest" for t in scene.ids.values())
    assert scene.view.points == 1100 and scene.view.proof == "pending"   # 1-1-1 is a Pasch


def test_a_bots_choice_lights_up_before_it_moves_aside(make_app):
    seats = [Seat("Sarah", "bot:normal"), Seat("Tim", "keyboard2")]
    app, scene = table(make_app, [(1, 2, 3, 4, 6), (2, 3, 4, 6)], seats=seats)
    for _ in range(120 * 8):
        app.step(1 / 120)
        if scene.beats and scene.beats[0].kind == "pick" and scene.beats[0].started:
            break
    assert scene.tray.selected == {scene.ids[0]}
    assert scene.tray.die(scene.ids[0]).mode == "rest"


def test_the_final_round_is_announced(make_app):
    rules = z.Rules(target=1000, strict=True)
    app, scene = table(make_app, [(1, 1, 1, 5, 2)], rules=rules)
    thrown(app, scene)
    for i in range(4):
        click(app, die_pos(scene, i))
    press(app, pygame.K_q)
    for _ in range(120 * 4):
        app.step(1 / 120)
        if scene.final_round:
            break
    assert scene.stamp.text == "Letzte Runde!"
    assert "Sarah hat 1.050" in scene.stamp.sub


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_last_round_under_the_title_never_leaves_a_dot_hanging(make_app, lang):
    """In the final round the header says "Letzte Runde" over the target: on one line with a
    "·" between them, or on two lines without it, never a line ending in "·" (a stranger saw it)."""
    app, scene = table(make_app, [(1, 1, 1, 5, 2)], rules=z.Rules(target=10000), lang=lang)
    scene.final_round = True
    lines = scene.target_lines(True)
    assert lines[0].startswith(scene.words("final_round")), lines
    assert not any(line.rstrip().endswith("·") or line.lstrip().startswith("·") for line in lines), lines
    assert any(scene.num(10000) in line for line in lines), lines


def test_bots_play_a_whole_game_to_the_results(make_app):
    from scenes.screens.results import ResultsScene

    app = make_app("[zehntausend]\ntarget = 2000\n")
    app.config.general.bot_speed = 8.0
    app.config.general.dice_speed = 6.0
    seats = [Seat("A", "bot:hard"), Seat("B", "bot:normal"), Seat("C", "bot:easy")]
    app.push(app.routes.table(game_by_name("zehntausend"), seats, 7))
    for _ in range(120 * 600):
        app.step(1 / 120)
        if isinstance(app.top, ResultsScene):
            break
    assert isinstance(app.top, ResultsScene)
    winner = app.top.ranking[0][0]
    assert app.top.figures[winner]["total"] >= 2000


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_screenshot_of_the_table_is_not_blank(make_app, tmp_path, lang):
    app, scene = table(make_app, [(1, 5, 3, 3, 2)], lang=lang)
    thrown(app, scene)
    click(app, die_pos(scene, 0))
    app.draw()
    out = tmp_path / f"zehntausend_{lang}.png"
    pygame.image.save(app.screen, str(out))
    colours = {tuple(app.screen.get_at((x, y))) for x in range(0, 1280, 37) for y in range(0, 720, 29)}
    assert out.stat().st_size > 1000 and len(colours) > 40


def test_uebernehmen_is_offered_after_a_bank_and_taken_with_the_keys(make_app):
    rules = z.Rules(take_over=True)
    app, scene = table(make_app, [(1, 2, 3, 4, 6), (5, 2, 3, 3)], rules=rules)
    thrown(app, scene)
    click(app, die_pos(scene, 0))
    press(app, pygame.K_q)
    settle(app, scene)
    assert [c.kind for c in scene.choices()] == ["throw", "take_over"]
    assert scene.tray.die(scene.ids[0]).mode == "aside"      # the dice on offer stay aside
    assert scene.panel.odds_lines()[1] == "Übernehmen: 100 und 4 Würfel · 15,7 % Niete"
    press(app, pygame.K_l, pygame.K_o)                        # Tim: right, confirm
    settle(app, scene)
    assert scene.match.turn_points == 100 and scene.view.points == 100
    assert sorted(scene.tray.die(scene.ids[i]).face for i in (1, 2, 3, 4)) == [2, 3, 3, 5]


def test_5er_drehen_is_a_button_when_two_single_fives_are_chosen(make_app):
    app, scene = table(make_app, [(5, 5, 2, 3, 4), (6, 6, 3, 1)], rules=z.Rules(turn_fives=True))
    thrown(app, scene)
    click(app, die_pos(scene, 0))
    assert [c.kind for c in scene.choices()] == ["throw_on", "bank"]
    click(app, die_pos(scene, 1))
    assert scene.choices()[2].label == "turn_fives_off"
    press(app, pygame.K_w)                                    # "5er drehen" wears the up key
    assert scene.decision.turn_fives and scene.panel.odds_lines()[0] == "Wirfst du mit 4 weiter: 15,7 % Niete"
    press(app, pygame.K_s)                                    # "Weiterwürfeln"
    settle(app, scene)
    kept, back = scene.tray.die(scene.ids[0]), scene.tray.die(scene.ids[1])
    assert (kept.face, kept.mode) == (1, "aside")             # the five turned into a one
    assert back.mode == "rest" and 1 in scene.match.active_dice    # the other was thrown again
    assert scene.view.points == 100


def test_rueckwaerts_only_throws_and_shows_the_pile(make_app):
    app, scene = table(make_app, [(1, 5, 2, 2, 4), (2, 3, 4)], rules=z.Rules(reverse=True))
    assert [c.kind for c in scene.choices()] == ["throw"]
    thrown(app, scene)
    assert scene.match.current_seat == 1 and scene.view.points == 150 and scene.view.dice_left == 3
    assert sorted(scene.aside) == [0, 1]
    assert scene.panel.odds_lines()[0] == "Nächster Wurf: 3 Würfel · 27,8 % Niete, dann nimmst du 150"


# -- the table shows only what has landed ---------------------------------------------------------

def flying(frames) -> list[int]:
    """The frames drawn while the dice were still in the air or rolling."""
    return [i for i, (settled, _) in enumerate(frames) if not settled]


def until_busy(app, scene, seconds=6.0):
    """Let a bot think until it acts."""
    for _ in range(int(seconds * 120)):
        app.step(1 / 120)
        if scene.busy():
            return
    raise AssertionError("nobody acted")


def test_the_log_says_what_was_thrown_only_once_the_dice_lie_still(make_app):
    """'Anna würfelt …' is news about dice at rest: while they fly the log does not know it."""
    from helpers import texts_with, watch_frames

    seats = [Seat("Anna", "bot:normal"), Seat("Ben", "keyboard2")]
    app, scene = table(make_app, [(2, 3, 4, 6, 6)], seats=seats)
    until_busy(app, scene)
    frames = watch_frames(app, scene)
    rolling = flying(frames)
    assert len(rolling) > 10, "the dice were seen flying"
    for i in rolling:
        texts = frames[i][1]
        assert not any("würfelt" in t for t in texts), texts
        assert "Anna ist dran" in texts and "Niete!" not in texts
    logged = texts_with(frames, "Anna würfelt 2, 3, 4, 6, 6.")
    assert logged and logged[0] > rolling[-1]


def test_the_points_at_stake_and_the_odds_stay_until_the_dice_lie_still(make_app):
    """Sarah has 150 in the turn and throws three dice on: while they roll the sheet still
    pencils in +150 and the risk of that throw stands; only when they lie still is the turn
    lost, and Tim's turn comes after the stamp."""
    from helpers import texts_with, watch_frames

    app, scene = table(make_app, [(1, 2, 3, 4, 6), (5, 2, 3, 4), (2, 3, 4)])
    thrown(app, scene)
    click(app, die_pos(scene, 0))       # the 1
    scene.press(0, "throw_on")
    settle(app, scene)
    click(app, die_pos(scene, 1))       # the 5
    scene.press(0, "throw_on")
    frames = watch_frames(app, scene)
    rolling = flying(frames)
    assert len(rolling) > 10
    for i in rolling:
        texts = frames[i][1]
        assert "+150" in texts, "the sheet still pencils in the turn"
        assert "Im Zug: 150" in texts
        assert "Nächster Wurf: 3 Würfel · 27,8 % Niete" in texts
        assert "Sarah ist dran" in texts and "Tim ist dran" not in texts
        assert "Niete!" not in texts and not any("verliert" in t for t in texts)
    stamped = texts_with(frames, "Niete!")
    assert stamped and stamped[0] > rolling[-1]
    for i in stamped:
        texts = frames[i][1]
        assert "+150" not in texts and "150 Punkte sind weg." in texts
        assert "Niete für Sarah" in texts and "Tim ist dran" not in texts   # the header speaks of the Niete
    assert texts_with(frames, "Tim ist dran")[0] > stamped[-1]
    assert scene._shown_history() == scene.match.history == [[0, "bust", 0]]


def test_minus_points_are_written_only_once_the_dice_lie_still(make_app):
    """Under Minus a first throw without points costs 1.000: the sheet, the plate and the
    odds keep the moment before while the dice roll."""
    from helpers import texts_with, watch_frames

    app, scene = table(make_app, [(2, 3, 4, 6, 6)], rules=z.Rules(minus=True))
    press(app, pygame.K_e)
    frames = watch_frames(app, scene)
    rolling = flying(frames)
    assert len(rolling) > 10
    risk = scene.t("zehntausend.table.odds", dice="5 Würfel",
                   pct=scene.pct(float(no_score_fraction(5, z.Rules(minus=True)))))
    for i in rolling:
        texts = frames[i][1]
        assert not any("1.000" in t and t.startswith("−") for t in texts), texts
        assert risk in texts
        assert "Sarah ist dran" in texts
    written = texts_with(frames, "−1.000")
    assert written and written[0] > rolling[-1]
    stamped = texts_with(frames, "Minus 1.000!")
    assert stamped and set(stamped) <= set(written), "the sheet is written when the stamp falls"
    for i in stamped:
        assert "Niete für Sarah" in frames[i][1] and "Tim ist dran" not in frames[i][1]
    assert texts_with(frames, "Tim ist dran")[0] > stamped[-1]
    assert scene.match.totals[0] == -1000


def test_niete_is_stamped_for_its_own_seat_and_gone_before_the_next_seats_turn(make_app):
    """Ben (a bot) throws nothing: 'Niete!' stands under 'Niete für Ben', never under Clara's
    name or 'Clara überlegt …'."""
    from helpers import texts_with, watch_frames

    seats = [Seat("Anna", "keyboard1"), Seat("Ben", "bot:normal"), Seat("Clara", "bot:normal")]
    app, scene = table(make_app, [(1, 2, 3, 4, 6), (2, 3, 4, 6, 6)], seats=seats)
    thrown(app, scene)
    click(app, die_pos(scene, 0))
    press(app, pygame.K_q)              # Anna writes down 100
    settle(app, scene)
    until_busy(app, scene)              # Ben throws
    frames = watch_frames(app, scene)
    stamped = texts_with(frames, "Niete!")
    assert stamped, "Ben's lost turn was stamped"
    for i in stamped:
        texts = frames[i][1]
        assert "Niete für Ben" in texts
        assert not any("Clara" in t and t != "Clara" for t in texts), texts   # her name on the sheet only
    assert stamped[0] > flying(frames)[-1]
    after = texts_with(frames, "Clara ist dran")
    assert after and after[0] > stamped[-1]
    assert scene.stamp is None


def test_a_bank_is_written_on_the_sheet_when_its_stamp_falls_and_stays_with_its_seat(make_app):
    """Sarah writes down 150: the sheet and her plate say 150 from the moment '+150' is
    stamped, the stamp stands under her name and is gone before Tim's turn."""
    from helpers import texts_with, watch_frames

    app, scene = table(make_app, [(1, 2, 3, 4, 6), (5, 2, 3, 4)])
    thrown(app, scene)
    click(app, die_pos(scene, 0))
    scene.press(0, "throw_on")
    settle(app, scene)
    click(app, die_pos(scene, 1))
    press(app, pygame.K_q)              # write down 150
    frames = watch_frames(app, scene)
    banked = texts_with(frames, "Sarah schreibt 150 Punkte auf (jetzt 150).")[0]
    assert banked > 0, "the 5 is set aside first"
    written = [i for i, (_, texts) in enumerate(frames) if "150" in texts]
    assert written == list(range(banked, len(frames))), "the sheet is written when the bank is stamped"
    stamped = [i for i in written if "+150" in frames[i][1]]
    assert stamped and stamped[0] == banked
    for i in stamped:
        assert "Sarah ist dran" in frames[i][1] and "Tim ist dran" not in frames[i][1]
    turn = [i for i, (_, texts) in enumerate(frames) if "Tim ist dran" in texts]
    assert turn and turn[0] > stamped[-1]
    assert scene._shown_history() == scene.match.history == [[0, "bank", 150]]


def test_a_confirm_press_mid_throw_lands_the_dice_and_goes_no_further(make_app):
    """Impatient Sarah presses her key while the dice roll: they land at once, the table shows
    the throw as the engine has it, and the same press neither chooses a die nor throws again."""
    app, scene = table(make_app, [(1, 5, 3, 3, 2), (6, 6, 6, 6, 6)])
    press(app, pygame.K_e)
    assert scene.busy() and not scene.tray.settled
    press(app, pygame.K_o)              # Tim's confirm does not skip Sarah's throw
    assert scene.busy()
    assert not any("würfelt" in scene.said(line) for line in scene.log)
    press(app, pygame.K_e)
    assert not scene.beats and scene.tray.settled
    assert sorted(scene.tray.faces_at_rest().values()) == [1, 2, 3, 3, 5]
    assert scene.shown.to_dict() == scene.match.to_dict()
    assert scene.match.phase == "select" and scene.match.throws == 1
    assert scene.decision.chosen == set() and scene.tray.selected == set()
    assert scene.said(scene.log[-1]) == "Sarah würfelt 1, 5, 3, 3, 2."


def test_skipping_a_lost_throw_ends_at_the_next_seats_turn_before_their_throw(make_app):
    app, scene = table(make_app, [(2, 3, 4, 6, 6), (1, 1, 1, 1, 1)])
    press(app, pygame.K_e)
    press(app, pygame.K_e)              # skip
    assert not scene.beats and scene.tray.settled
    assert scene.match.current_seat == 1 and scene.match.phase == "throw" and scene.match.turn_start
    assert scene.view.seat == 1 and scene.stamp is None, "Sarah's Niete went with her turn"
    assert scene._shown_history() == [[0, "bust", 0]]
    app.draw()


@pytest.mark.parametrize("seats", [2, 6])
def test_the_turn_in_progress_is_pencilled_in_exactly_where_the_whole_sheet_would_show_it(seats):
    """The paper is cached once per turn and the running points are written over it each
    frame: the picture is the one a whole sheet drawn with those points gives."""
    from scenes.tables.zehntausend.sheet import SheetPainter, SheetView

    patch = pygame.Surface((420, 430))
    patch.fill((30, 60, 40))
    painter = SheetPainter(patch)
    names = tuple(["Anna", "Ben", "Jürgen Größe-Übe", "WWWWWWWWWWWWWWWW", "Emma", "Felix"][:seats])
    for live in (50, 350, 2450):
        view = SheetView(size=(420, 430), names=names, styles=tuple(range(seats)),
                         history=((0, "kept", 350), (1, "lost", 0)), current=seats - 1, live=live,
                         leaders=frozenset({0}), final=False, title="Spielzettel", live_label="läuft",
                         final_label="Letzte Runde", sep=".", minus="−")
        shown = pygame.Surface((420, 430))
        painter.draw(shown, (0, 0), view)
        whole = painter.render(view)
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(whole, "RGB"), live
    assert len(painter.cache) == 1, "one paper for the whole turn"


@pytest.mark.parametrize("lang, rules, throw, shown", [
    ("de", {"small_straights": True}, (1, 2, 3, 4, 5),
     "Auswahl: Kleine/große Straße 1–5 = 1.000"),
    ("en", {"small_straights": True}, (6, 2, 3, 4, 5),
     "Chosen: Small/large straight 2–6 = 1,000"),
    ("de", {"dice": 6, "three_pairs": True}, (2, 2, 4, 4, 6, 6), "Auswahl: 3×2 = 1.000"),
    ("en", {"dice": 6, "three_pairs": True}, (2, 2, 4, 4, 6, 6),
     "Chosen: Three pairs = 1,000"),
    ("de", {"dice": 6, "pyramid": True}, (1, 2, 2, 3, 3, 3), "Auswahl: Pyramide = 1.000"),
    ("en", {"dice": 6, "pyramid": True}, (1, 2, 2, 3, 3, 3), "Chosen: Pyramid = 1,000"),
], ids=["small_straight-de", "small_straight-en", "three_pairs-de", "three_pairs-en",
        "pyramide-de", "pyramide-en"])
def test_straights_three_pairs_and_pyramide_are_named_in_words_not_raw_keys(make_app, lang, rules,
                                                                              throw, shown):
    """With the house rule on, choosing every die of a small straight (with its faces), three
    pairs or a Pyramide says what it is in words, never a language key."""
    app, scene = table(make_app, [throw], rules=z.Rules(**rules), lang=lang)
    thrown(app, scene)
    for i in range(len(throw)):
        click(app, die_pos(scene, i))
    (text, _, _), _ = scene.panel.choice_lines()
    assert "zehntausend.combo" not in text
    assert text == shown


@pytest.mark.parametrize("lang", ["de", "en"])
def test_six_long_names_each_head_their_own_column_of_the_sheet(make_app, lang):
    """Six people with 16-letter names: the score sheet names every player whole, in seat order,
    each behind its token in a legend over the columns (only sixteen W's, wider than a third of
    the sheet, shortened with "…"), at the readable size; each column wears its player's token."""
    from helpers import sizes_drawn

    from scenes.tables.zehntausend.lettering import FLOOR
    from scenes.ui import text

    names = ["Maximilian-Alexa", "Bartholomäus-Ben", "Jürgen Größe-Übe", "WWWWWWWWWWWWWWWW",
             "Konstantinopolis", "Anna-Lena Sophie"]
    seats = [Seat(name, kind) for name, kind in zip(names, ["keyboard1", "keyboard2", "keyboard3",
                                                              "keyboard4", "bot:normal", "bot:normal"], strict=True)]
    app, scene = table(make_app, [(2, 3, 4, 6, 6)], seats=seats, lang=lang)
    settle(app, scene)
    sheet = scene.sheet_rect
    col_w = (sheet.w - 4 - 16 - 8) / 6
    places = text.watch_places()
    try:
        app.draw()
    finally:
        text.unwatch()
    placed = [(t, r) for t, r, surface in places if surface.get_size() == sheet.size]   # on the sheet
    head = [(t, r) for t, r in placed if r.y < 80 and not t[0].isdigit()]
    in_order = [t for t, r in sorted(head, key=lambda p: (p[1].y // 10, p[1].x))]
    assert len(in_order) == len(names), in_order
    for shown, name in zip(in_order, names, strict=True):
        assert shown == name or (name == "W" * 16 and shown.endswith("…") and name.startswith(shown[:-1])), in_order
    assert col_w > 100 and all(sheet.w > r.right for _t, r in head)
    assert min(size for t, size in sizes_drawn(app) if any(t in n for n in names)) >= FLOOR


@pytest.mark.parametrize("lang, nothing, sub", [
    ("de", "Niete: Sarah schreibt nichts auf.", "Keine Eins, keine Fünf, kein Pasch – der Zug bringt nichts."),
    ("en", "Nothing scored: Sarah writes nothing down.",
     "No 1, no 5, no three of a kind – this turn scores nothing.")])
def test_a_lost_turn_with_nothing_at_stake_says_so_and_never_loses_0_points(make_app, lang, nothing, sub):
    """Sarah's first throw scores nothing: the log says she writes nothing down, the stamp that
    the turn brings nothing; nobody "loses 0 points" and no points "are gone"."""
    from helpers import watch_frames

    app, scene = table(make_app, [(2, 3, 4, 6, 6)], lang=lang)
    press(app, pygame.K_e)
    frames = watch_frames(app, scene, also=lambda: scene.stamp.sub if scene.stamp else None)
    shown = " | ".join(t for _, texts, _ in frames for t in texts)
    assert nothing in shown
    for wrong in ("verliert 0", "loses 0", "0 Punkte sind weg", "0 points are gone"):
        assert wrong not in shown
    assert sub in [stamp for *_, stamp in frames], "the stamp explains the Niete"
    left = app.texts("zehntausend.table.left", dice=scene.dice_words(5))
    assert not [t for _, texts, stamp in frames if stamp == sub for t in texts if left in t], \
        "no dice are left to a lost turn"
    assert scene.match.history[-1][:2] == [0, "bust"]


def test_the_row_beside_beiseite_shows_a_free_place_for_every_die_still_in_play(make_app):
    """Before anything is kept the row shows a free place for every die; the 1 set aside takes the first
    place, four stay free, after it, none under a die, none on another and all in the row."""
    from scenes.tables.zehntausend.table import ASIDE_ROW

    app, scene = table(make_app, [(1, 5, 3, 3, 2), (6, 6, 4, 1)])
    assert len(scene.free_places()) == 5
    thrown(app, scene)
    click(app, die_pos(scene, 0))
    press(app, pygame.K_s)
    settle(app, scene)
    kept = scene.tray.positions()[scene.ids[0]]
    places = scene.free_places()
    assert len(places) == 4
    assert all(p.left > kept[0] + 20 for p in places), "the free places follow the die kept"
    assert all(ASIDE_ROW.contains(p) for p in places)
    assert not any(a.colliderect(b) for i, a in enumerate(places) for b in places[i + 1:])


@pytest.mark.parametrize("count", [3, 5])
def test_every_plate_keeps_one_width_and_the_card_fills_the_room_beside_the_last(make_app, count):
    """Three or five players: every plate is as wide as the others (none stretches across the
    whole width), no two overlap; with three the plates stand together beside the tray and the
    scoring card right under the last, clear of every plate and of the sheet; with five the
    plates stand in one grid."""
    seats = [Seat(name, f"keyboard{i + 1}" if i < 4 else "bot:normal")
             for i, name in enumerate(["Sarah", "Tim", "Ida", "Bo", "Lea"][:count])]
    app, scene = table(make_app, [(2, 3, 4, 6, 6)], seats=seats)
    rects = scene.plate_rects()
    assert len({r.w for r in rects}) == 1, [r.w for r in rects]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    if count == 3:
        card = scene.card_rect
        # one column of plates beside the tray, the card under the last
        assert len({r.left for r in rects}) == 1 and all(r.left > scene.tray_rect.right for r in rects), rects
        assert card is not None and card.top > rects[-1].bottom and card.left >= rects[-1].left - 1
        assert not any(card.colliderect(r) for r in rects) and not card.colliderect(scene.sheet_rect)
    else:               # one grid: the fifth plate stands alone in the third row, centred under the others
        assert rects[-1].top > rects[-2].bottom and abs(rects[-1].centerx - (rects[0].left + rects[1].right) / 2) <= 1


def test_a_name_over_its_column_never_breaks_inside_a_word():
    """A name over a narrow column stands on one line, else on two broken at a space or after
    its hyphen, else shortened with "…" on one line: never "Maxim" over "ilian"."""
    from scenes.tables.zehntausend.lettering import FLOOR, width_of
    from scenes.tables.zehntausend.sheet import head_lines

    assert head_lines("Maximilian", width_of("Maximilian", FLOOR, True)) == ("Maximilian",)
    assert head_lines("Maximilian-Alexa", width_of("Maximilian-", FLOOR, True) + 2) == ("Maximilian-", "Alexa")
    assert head_lines("Großmütterchen X", width_of("Großmütterchen", FLOOR, True) + 2) == ("Großmütterchen", "X")
    for name in ("Maximilian", "Maximilian-Alexa", "W" * 16, "Großmütterchen X", "Bartholomäus-Ben"):
        for room in (60, 75, 90, 100):
            lines = head_lines(name, room)
            assert all(width_of(line, FLOOR, True) <= room for line in lines), (name, room, lines)
            if len(lines) == 1:
                assert lines[0] == name or (lines[0].endswith("…") and name.startswith(lines[0][:-1])), lines
            else:
                head, tail = lines
                assert len(lines) == 2 and "…" not in head + tail, lines
                assert name == f"{head} {tail}" or (head.endswith("-") and name == head + tail), lines


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("names", [
    ["Maximilian", "Ben", "Clara", "David"],
    ["Maximilian-Alexa", "Ben", "Clara", "David"],
    ["Maximilian", "Maximilian-Alexa", "W" * 16, "Ben", "Clara", "Anna-Lena Sophie"]])
def test_no_name_over_the_sheet_breaks_mid_word(make_app, lang, names):
    """Four or six seats: every column's name on the sheet is whole, split only at a space or a
    hyphen, or cut with "…" on a single line; "Maximilian" with three short names stands whole."""
    from scenes.tables.zehntausend.sheet import column_widths, legend_head
    from scenes.ui import text

    kinds = ["keyboard1", "keyboard2", "bot:normal", "bot:normal", "bot:easy", "bot:hard"]
    seats = [Seat(name, kind) for name, kind in zip(names, kinds, strict=False)]
    app, scene = table(make_app, [(2, 3, 4, 6, 6)], seats=seats, lang=lang)
    settle(app, scene)
    sheet = scene.sheet_rect
    widths = column_widths(names, sheet.w)        # a long name's column may be wider
    edges = [16 + sum(widths[:s]) for s in range(len(names))]
    places = text.watch_places()
    try:
        app.draw()
    finally:
        text.unwatch()
    placed = [(t, r) for t, r, surface in places if surface.get_size() == sheet.size and 36 <= r.y < 110]
    if legend_head(names, sheet.w):      # six names too long for their columns: a legend, each whole on one line
        legend = [t for t, r, surface in places if surface.get_size() == sheet.size and r.y < 80]
        for name in names:
            assert name in legend or any(t.endswith("…") and name.startswith(t[:-1]) for t in legend), legend
        return
    for s, name in enumerate(names):
        column = pygame.Rect(round(edges[s]), 0, round(widths[s]), sheet.h)
        head = [t for t, r in placed if column.contains(r) and not t[0].isdigit()]
        assert head, f"column {s + 1} shows no name"
        if len(head) == 1:
            assert head[0] == name or (head[0].endswith("…") and name.startswith(head[0][:-1])), head
        else:
            assert len(head) == 2 and "…" not in "".join(head), head
            assert name in (f"{head[0]} {head[1]}", head[0] + head[1]) and (" " in name or head[0].endswith("-")), head
    if names[0] == "Maximilian" and len(names) == 4:
        assert [t for t, r in placed if t == "Maximilian"], placed


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_hyphenated_name_heads_its_column_broken_at_its_hyphen_not_cut(make_app, lang):
    """Four players, one of them "Maximilian-Alexa": the sheet's column reads "Maximilian-" over
    "Alexa" (that column made wider, the scoring card a little narrower, the card kept beside
    the sheet), never "Maxi…" over "Alexa"."""
    from scenes.ui import text

    names = ["Maximilian-Alexa", "Ben", "Clara", "David"]
    seats = [Seat(name, kind) for name, kind in zip(names, ["keyboard1", "keyboard2", "bot:normal", "bot:normal"],
                                                     strict=True)]
    app, scene = table(make_app, [(2, 3, 4, 6, 6)], seats=seats, lang=lang)
    settle(app, scene)
    sheet = scene.sheet_rect
    places = text.watch_places()
    try:
        app.draw()
    finally:
        text.unwatch()
    on_sheet = [t for t, r, surface in places if surface.get_size() == sheet.size and r.y < 110]
    assert "Maximilian-" in on_sheet and "Alexa" in on_sheet, on_sheet
    assert not [t for t in on_sheet if "…" in t], on_sheet
    card = scene.card_rect
    assert card is not None and card.left > sheet.right, "the scoring card stays beside the sheet"


def test_short_names_keep_the_scoring_card_beside_the_sheet(make_app):
    seats = [Seat(name, kind) for name, kind in zip(["Anna", "Ben", "Clara", "David"],
                                                     ["keyboard1", "keyboard2", "bot:normal", "bot:normal"],
                                                     strict=True)]
    app, scene = table(make_app, [(2, 3, 4, 6, 6)], seats=seats)
    assert scene.card_rect is not None and scene.card_rect.left > scene.sheet_rect.right


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_games_name_stays_in_the_header_while_the_prompt_has_its_place(make_app, lang):
    """Anna is asked to throw: the banner takes the title's place, and "Zehntausend" stands
    over the target at the right, clear of the banner."""
    from scenes.tables.zehntausend.table import HEADER
    from scenes.ui import text

    app, scene = table(make_app, [(2, 3, 4, 6, 6)], lang=lang)
    for _ in range(120 * 20):
        if scene.prompt_text() is not None:
            break
        app.step(1 / 120)
    assert scene.prompt_text() is not None, "the table asks Anna to throw"
    places = text.watch_places()
    try:
        app.draw()
    finally:
        text.unwatch()
    titles = [r for t, r, surface in places if t == "Zehntausend" and surface is app.screen]
    assert titles and HEADER.contains(titles[0]), "the game's name is in the header"
    banner = scene.draw_prompt(app.screen.copy())
    assert banner is not None and not banner.colliderect(titles[0])
    assert not titles[0].colliderect(scene.target_rect)


def test_late_in_a_game_the_sheet_keeps_its_newest_lines_whole_and_says_how_many_older_are_left_off(make_app):
    """Thirty rounds do not fit the page: every shown line is drawn whole and at full ink (no
    fade), the newest round is on top, and the last line says "ältere Runden: N" for the
    rounds that make way; a short game has no such line."""
    from scenes.tables.zehntausend.sheet import SheetPainter, SheetView
    from scenes.ui import text as text_module

    make_app()                                   # (fonts ready)
    patch = pygame.Surface((360, 400))
    patch.fill((30, 60, 40))
    painter = SheetPainter(patch)

    def view(rounds: int) -> SheetView:
        history = tuple((seat, "kept", 50) for _ in range(rounds) for seat in (0, 1))
        return SheetView(size=(360, 400), names=("Anna", "Ben"), styles=(0, 1), history=history, current=0,
                         live=0, leaders=frozenset({0}), final=False, title="Spielzettel", live_label="läuft",
                         final_label="Letzte Runde", sep=".", minus="−", older_label="ältere Runden: {count}")

    seen = text_module.watch()
    try:
        painter.render(view(30))
        long_game = list(seen)
        seen.clear()
        painter.render(view(3))
        short_game = list(seen)
    finally:
        text_module.unwatch()
    numbers = [t for t in long_game if t.replace(".", "").isdigit()]
    assert numbers[:2] == ["1.500", "1.500"], "the totals above the double line"
    assert numbers[2:4] == ["1.500", "1.500"], "the newest round first"
    marker = next(t for t in long_game if "ältere Runden" in t)
    rows_shown = (len(numbers) - 2) // 2
    assert marker.endswith(f": {30 - rows_shown}"), (marker, rows_shown)
    assert not any("ältere Runden" in t for t in short_game)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_set_aside_label_stays_on_one_line(make_app, lang):
    """"beiseite" / "set aside" beside the row of dice set aside is one line, never broken."""
    app, scene = table(make_app, [(2, 6, 3, 5, 6)], lang=lang)
    assert [line for line, _ in scene.aside_label] == [scene.words("aside")], scene.aside_label
