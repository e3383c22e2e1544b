"""The Mensch table as a player meets it: the die, choosing figures, hops, knock-outs, places."""

from __future__ import annotations

import pygame
import pytest
from helpers import choose, key, press, texts_drawn, texts_with, watch_frames

from game.dice import ScriptedDice
from game.games import game_by_name
from game.mensch import match as mg
from game.seats import Seat, colour_seating, parse_seats
from scenes.tables.mensch.panels import prompt_lines
from scenes.tables.mensch.table import AUTO_PLAY_PAUSE

INFO = game_by_name("mensch")
ANNA, BEN = Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2")   # E / O confirm, A D / J L choose


def table(make_app, match, seats=None, lang="de"):
    from scenes.tables.mensch.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = seats or [ANNA, BEN, Seat("Clara", "keyboard3"), Seat("David", "keyboard4")]
    scene = TableScene(app, INFO, seats, 1, match=match)
    app.push(scene)
    return app, scene


def arranged(figures, throws, colour=0, rules=None, seats=4, owners=None):
    return mg.Match.arranged(figures, colour=colour, seats=seats, owners=owners, rules=rules,
                             dice=ScriptedDice(throws))


class Seen(list):
    """Every announcement title shown, in order (the same title twice counts twice), and
    every line the prompt card noted on the way (`notes`)."""

    last = None

    def __init__(self):
        super().__init__()
        self.notes: list[str] = []


def run(app, seconds, scene=None, seen=None):
    """Run the table; `seen` collects the announcements shown on the way."""
    for _ in range(int(seconds * 120)):
        app.step(1 / 120)
        if seen is not None and scene.toast is not None and scene.toast is not seen.last:
            seen.last = scene.toast
            seen.append(scene.toast.title)
        if seen is not None and scene.note and scene.note not in seen.notes:
            seen.notes.append(scene.note)


def settle(app, scene, seconds=6.0, seen=None):
    for _ in range(int(seconds * 120)):
        run(app, 1 / 120, scene, seen)
        if not scene.busy():
            break


TWO_ON_TRACK = {0: [("track", 5), ("track", 12), "B", "B"], 1: [("track", 23), "B", "B", "B"]}


def test_the_active_seats_confirm_rolls_and_the_die_shows_the_engines_face(make_app):
    app, scene = table(make_app, arranged(TWO_ON_TRACK, [(3,)]))
    press(app, pygame.K_e)
    assert scene.busy(), "the die is rolling"
    settle(app, scene)
    assert list(scene.tray.faces_at_rest().values()) == [3]
    assert scene.match.phase == "move" and scene.match.die == 3


def test_legal_figures_pulse_and_cycling_then_confirm_plays_the_chosen_one(make_app):
    app, scene = table(make_app, arranged(TWO_ON_TRACK, [(3,)]))
    press(app, pygame.K_e)
    settle(app, scene)
    assert scene.legal == {0, 1} and scene.choosing()
    assert scene.chosen.figure == 1, "the figure furthest on is offered first"
    press(app, pygame.K_d)
    assert scene.chosen.figure == 0 and scene.chosen.end == ("track", 8)
    press(app, pygame.K_e)
    settle(app, scene)
    assert scene.match.position(0, 0) == ("track", 8)
    assert scene.match.position(0, 1) == ("track", 12)
    assert scene.spots[(0, 0)] == ("track", 8)


def test_figures_hop_circle_by_circle_and_the_hops_are_counted(make_app):
    app, scene = table(make_app, arranged(TWO_ON_TRACK, [(3,)]))
    press(app, pygame.K_e)
    settle(app, scene)
    press(app, pygame.K_e)              # figure 1: 12 -> 15
    heights, counts = [], set()
    for _ in range(60):
        app.step(1 / 120)
        counts |= {n for n, _, _ in scene.pops}
        heights += [mo.position(scene.time)[2] for mo in scene.motions]
    assert counts == {1, 2, 3}, "every circle passed is counted"
    peaks = [i for i in range(1, len(heights) - 1) if heights[i - 1] < heights[i] > heights[i + 1]]
    assert len(peaks) == 3, "one arc per circle"


def test_the_chosen_figures_landing_circle_and_victim_are_shown(make_app):
    figures = {0: [("track", 5), ("track", 12), "B", "B"], 1: [("track", 16), "B", "B", "B"]}
    app, scene = table(make_app, arranged(figures, [(4,)]))
    press(app, pygame.K_e)
    settle(app, scene)
    assert scene.chosen.end == ("track", 16) and scene.chosen.captures == (1, 0)
    words = texts_drawn(app)
    assert "Wirft Grün hinaus!" in [line[1] for line in prompt_lines(scene)]
    assert "Wirft Grün hinaus!" in words, "the prompt card says whom it knocks out"
    assert not [w for w in words if "geschlagen" in w], "no tag over the circles of the board"


def test_a_single_legal_move_plays_itself_after_a_short_pause(make_app):
    figures = {0: [("track", 5), ("home", 3), ("home", 2), ("home", 1)]}
    app, scene = table(make_app, arranged(figures, [(2,)]))
    press(app, pygame.K_e)
    settle(app, scene)
    assert scene.match.phase == "move"
    run(app, 0.3)
    assert scene.match.position(0, 0) == ("track", 5), "a moment to see what will happen"
    run(app, AUTO_PLAY_PAUSE)
    settle(app, scene)
    assert scene.match.position(0, 0) == ("track", 7)
    assert scene.match.current_colour == 1


def test_no_legal_move_is_announced_and_play_goes_on(make_app):
    figures = {0: ["B", "B", "B", "B"], 1: [("track", 23), "B", "B", "B"]}
    app, scene = table(make_app, arranged(figures, [(3,)]))
    seen = Seen()
    press(app, pygame.K_e)
    settle(app, scene, seen=seen)
    assert "Kein Zug möglich" in seen
    assert seen.notes == ["Gelb kann mit der 3 nicht ziehen: Aus dem Haus kommt eine Figur nur mit einer 6."]
    assert scene.match.current_colour == 1 and scene.match.phase == "roll"
    assert scene.view_colour == 1
    assert scene.note is None, "Gelb's note went with Gelb's turn"


def test_a_capture_sends_the_victim_flying_back_to_its_b(make_app):
    figures = {0: [("track", 12), "B", "B", "B"], 1: [("track", 16), "B", "B", "B"]}
    app, scene = table(make_app, arranged(figures, [(4,)]))
    seen = Seen()
    press(app, pygame.K_e)
    settle(app, scene)
    flew = False
    for _ in range(int(4 * 120)):
        run(app, 1 / 120, scene, seen)
        if any(mo.key == (1, 0) for mo in scene.motions):
            flew = True
            assert scene.spots[(1, 0)] is None, "the victim is in the air, not on two circles"
        if not scene.busy() and scene.match.current_colour == 1:
            break
    assert flew
    assert "Hinausgeworfen!" in seen
    assert scene.spots[(1, 0)] == ("B", 0) == scene.match.position(1, 0)
    assert scene.spots[(0, 0)] == ("track", 16)


def test_coming_in_from_b_animates_onto_a(make_app):
    figures = {0: [("track", 20), "B", "B", "B"]}
    app, scene = table(make_app, arranged(figures, [(6,)]))
    seen = Seen()
    press(app, pygame.K_e)
    settle(app, scene)
    assert scene.options and all(p.enters for p in scene.options)
    assert len(scene.options) == 1 and scene.legal == {1, 2, 3}, "any figure on B may come in"
    movers = set()
    for _ in range(int(2 * 120)):
        run(app, 1 / 120, scene, seen)
        movers |= {mo.key for mo in scene.motions}
    assert movers == {(0, 1)}, "the figure travels from B to A"
    settle(app, scene, seen=seen)
    assert scene.spots[(0, 1)] == ("track", 0)
    assert "Eine 6!" in seen and scene.match.current_colour == 0


def test_other_seats_keys_do_not_play_for_the_active_seat(make_app):
    app, scene = table(make_app, arranged(TWO_ON_TRACK, [(3,)]))
    before = scene.match.to_dict()
    press(app, pygame.K_o)     # Ben's confirm while it is Anna's turn
    settle(app, scene)
    assert scene.match.to_dict() == before
    assert scene.tray.faces_at_rest() == {}
    assert scene.refusal == "Du bist nicht am Zug."
    press(app, pygame.K_e)
    settle(app, scene)
    press(app, pygame.K_l, pygame.K_o)    # Ben's choose and play keys during Anna's choice
    assert scene.match.phase == "move" and scene.chosen.figure == 1


def test_clicking_a_legal_figure_plays_it(make_app):
    app, scene = table(make_app, arranged(TWO_ON_TRACK, [(3,)]))
    press(app, pygame.K_e)
    settle(app, scene)
    x, y = scene.geo.at(0, ("track", 5))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(int(x), int(y))))
    settle(app, scene)
    assert scene.match.position(0, 0) == ("track", 8)


def test_clicking_a_figure_that_cannot_move_shows_why(make_app):
    figures = {0: [("track", 5), ("track", 12), "B", "B"]}
    app, scene = table(make_app, arranged(figures, [(3,)]))
    press(app, pygame.K_e)
    settle(app, scene)
    x, y = scene.geo.at(0, ("B", 2))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(int(x), int(y))))
    assert scene.refusal == "Aus dem Haus kommt eine Figur nur mit einer 6."
    assert scene.match.phase == "move"


def test_a_confirm_during_the_animation_skips_to_the_end(make_app):
    figures = {0: [("track", 12), "B", "B", "B"], 1: [("track", 16), "B", "B", "B"]}
    app, scene = table(make_app, arranged(figures, [(4,)]))
    press(app, pygame.K_e)
    settle(app, scene)
    run(app, AUTO_PLAY_PAUSE + 0.2)     # the single move starts by itself
    assert scene.busy()
    app.dispatch(key(pygame.K_RETURN))
    assert not scene.beats and not scene.motions
    assert scene.spots[(1, 0)] == ("B", 0) and scene.spots[(0, 0)] == ("track", 16)


def test_the_opening_throws_and_a_tie_are_shown_and_who_begins_is_announced(make_app):
    # four people, one colour and one opening throw each (a person with two colours throws once)
    match = mg.Match(4, mg.Rules(), ScriptedDice([(4,), (6,), (6,), (2,), (5,), (3,)]))
    app, scene = table(make_app, match)
    seen = Seen()
    for k in (pygame.K_e, pygame.K_o, pygame.K_PAGEDOWN, pygame.K_KP9):
        press(app, k)
        settle(app, scene, seen=seen)
    assert scene.opening.values == {0: 4, 1: 6, 2: 6, 3: 2}
    assert "Gleichstand bei 6!" in seen and scene.opening.tied == {1, 2}
    assert scene.opening.out == {0, 3}
    for k in (pygame.K_o, pygame.K_PAGEDOWN):
        press(app, k)
        settle(app, scene, seen=seen)
    assert "Grün beginnt!" in seen
    assert scene.match.phase == "move" and scene.match.current_colour == 1


def test_three_sixes_are_announced(make_app):
    figures = {0: [("track", 5), ("home", 3), ("home", 2), ("home", 1)]}
    app, scene = table(make_app, arranged(figures, [(6,), (6,), (6,)], rules=mg.Rules(three_sixes=True)))
    seen = Seen()
    for _ in range(3):
        press(app, pygame.K_e)
        settle(app, scene, seen=seen)
        run(app, AUTO_PLAY_PAUSE + 0.2, scene, seen)      # the single move plays itself
        settle(app, scene, seen=seen)
    assert seen.count("Eine 6!") == 2 and "Dreimal die 6!" in seen
    assert scene.match.current_colour == 1


def test_three_tries_for_a_six_are_announced(make_app):
    app, scene = table(make_app, arranged({}, [(3,), (2,)], rules=mg.Rules(start_on_b=True)))
    assert scene.match.tries_left == 3
    seen = Seen()
    press(app, pygame.K_e)
    settle(app, scene, seen=seen)
    assert seen == ["Kein Zug möglich"]
    assert scene.toast.sub == ("Gelb kann mit der 3 nicht ziehen: Aus dem Haus kommt eine Figur nur mit einer 6. "
                               "Noch 2 Versuche für eine 6")
    assert scene.match.current_colour == 0
    assert any(line[1] == "Noch 2 Versuche für eine 6" for line in prompt_lines(scene))


def test_the_ranking_strip_shows_a_finished_seat_and_play_goes_on(make_app):
    figures = {0: [("track", 39), ("home", 1), ("home", 2), ("home", 3)]}
    app, scene = table(make_app, arranged(figures, [(1,)]))
    seen = Seen()
    press(app, pygame.K_e)
    settle(app, scene, seen=seen)
    run(app, AUTO_PLAY_PAUSE + 0.2, scene, seen)
    settle(app, scene, seen=seen)
    assert scene.places == [0]
    assert "1. Platz!" in seen and "Gelb ist im Ziel!" in seen
    assert not scene.match.is_over and scene.match.current_colour == 1
    texts = texts_drawn(app)
    assert any(k[:2] == ("ranking", (0,)) for k in scene.panel_cache)
    assert "Platzierung: 1. Anna" in texts, "the place stands under what just happened"


def test_a_person_with_two_colours_is_one_seat_and_is_ranked_once(make_app):
    rows = [ANNA, BEN, Seat("Clara", "with:0"), Seat("David", "bot:easy")]
    seats, owners = colour_seating(rows)
    assert [s.name for s in seats] == ["Anna", "Ben", "David"] and owners == (0, 1, 0, 2)
    figures = {0: [("home", k) for k in range(4)], 2: [("track", 19), ("home", 1), ("home", 2), ("home", 3)]}
    app, scene = table(make_app, arranged(figures, [(1,)], colour=2, seats=3, owners=owners), seats)
    assert scene.places == [] and scene.colour_places == {0: 1}
    press(app, pygame.K_e)     # Anna plays red with her own keys
    settle(app, scene)
    run(app, AUTO_PLAY_PAUSE + 0.2)
    settle(app, scene)
    assert scene.places == [0], "Anna is placed once, when her second colour is home"
    assert scene.match.ranking()[0] == [0]


def test_colour_rows_with_the_same_device_are_two_people_sharing_it():
    """One person with two colours is "spielt mit"; two rows on one block are two people who
    pass the keyboard."""
    seats, owners = colour_seating([ANNA, BEN, Seat("Clara", "keyboard1"), Seat("Bot", "bot:hard")])
    assert [s.name for s in seats] == ["Anna", "Ben", "Clara", "Bot"] and owners == (0, 1, 2, 3)


def test_setup_rows_are_the_four_colours_and_plays_with_makes_one_seat(make_app):
    from scenes.screens.setup import SetupScene

    app = make_app()
    setup = SetupScene(app, INFO)
    app.push(setup)
    assert setup.rows[:6] == ["seat0", "seat1", "seat2", "seat3", "length", "start"], \
        "no seat count: four colours (and the game's length)"
    setup.seats[2] = Seat("Clara", "bot:hard")
    setup.row = 2
    press(app, pygame.K_RIGHT)          # after the bots: "plays with Anna"
    assert setup.seats[2].kind == "with:0"
    setup.row = setup.rows.index("start")
    press(app, pygame.K_RETURN)
    table_scene = app.top
    assert table_scene.match.owners == (0, 1, 0, 2)
    assert [s.name for s in table_scene.seats] == ["Anna", "Ben", "David"]


def test_rematch_keeps_the_colour_arrangement(make_app):
    from scenes.screens.results import ResultsScene

    app = make_app()
    seats = [ANNA, Seat("Bot", "bot:easy")]
    results = ResultsScene(app, INFO, seats, [[1], [0]], [{}, {}], seed=5, owners=(0, 0, 1, 1))
    app.push(results)
    choose(app, results, 0)       # Weiter, then Revanche
    assert app.top.match.owners == (0, 0, 1, 1)


def test_three_command_line_seats_give_one_person_two_opposite_colours(make_app):

    app = make_app()
    scene = app.routes.table(INFO, parse_seats("human,bot,bot", ["A", "B", "C"]), 3)
    assert scene.match.owners == (0, 1, 0, 2)


def test_english_table_speaks_english(make_app):
    figures = {0: ["B", "B", "B", "B"]}
    app, scene = table(make_app, arranged(figures, [(3,)]), lang="en")
    seen = Seen()
    press(app, pygame.K_e)
    settle(app, scene, seen=seen)
    assert "No move possible" in seen and seen.notes == [
        "Yellow cannot move with the 3: a piece in base comes out only with a 6."]


def test_a_screenshot_of_the_board_is_not_blank(make_app, tmp_path):
    app, scene = table(make_app, arranged(TWO_ON_TRACK, [(3,)]))
    press(app, pygame.K_e)
    settle(app, scene)
    app.draw()
    out = tmp_path / "mensch.png"
    pygame.image.save(app.screen, str(out))
    colours = {tuple(app.screen.get_at((x, y))) for x in range(0, 1280, 37) for y in range(0, 720, 29)}
    assert len(colours) > 40
    x, y = scene.geo.at(0, ("track", 22))
    assert min(app.screen.get_at((int(x), int(y)))[:3]) > 230, "an empty circle of the cross"
    fx, fy = scene.geo.at(1, ("track", 23))
    assert app.screen.get_at((int(fx), int(fy)))[1] > 120, "a green figure stands there"


def test_bots_alone_play_mensch_to_the_results(make_app):
    from scenes.screens.results import ResultsScene

    app = make_app()
    app.config.general.bot_speed = 8.0
    app.config.general.dice_speed = 4.0
    seats = [Seat("A", "bot:hard"), Seat("B", "bot:normal"), Seat("C", "bot:easy")]
    app.push(app.routes.table(INFO, seats, 21))
    for _ in range(120 * 1500):
        app.step(1 / 120)
        if isinstance(app.top, ResultsScene):
            break
    assert isinstance(app.top, ResultsScene)
    assert sorted(s for group in app.top.ranking for s in group) == [0, 1, 2]
    assert app.top.owners == (0, 1, 0, 2)


# -- the table shows only what has landed ---------------------------------------------------

def film(app, scene, seconds=10.0, until=None):
    """Step and draw frame by frame until the table is idle (or `until()` holds): for each
    frame whether the die lay still, every text it showed, and what the board showed."""
    def board():
        return {"spots": dict(scene.spots), "moving": [mo.key for mo in scene.motions],
                "colour": scene.view_colour, "places": list(scene.places), "dice": len(scene.tray.ids),
                "opening": dict(scene.opening.values) if scene.opening else {}, "turn": scene.turn_shown}
    return watch_frames(app, scene, seconds, after=until or (lambda: False), also=board)


def showing(frames, fragment):
    return texts_with(frames, fragment)


def turn_of(frames, name):
    """The frames whose turn card names `name` (the one place that says whose turn it is)."""
    return [i for i, (_, _, board) in enumerate(frames) if board["turn"] == name]


def flying(frames):
    return [i for i, (settled, _, _) in enumerate(frames) if not settled]


def test_the_die_lands_before_no_move_is_said_and_before_the_turn_passes(make_app):
    """Anna throws a 3 with every figure on B: while the die rolls it is her turn and nothing
    is said; then 'Gelb kann mit der 3 nicht ziehen', and only after that Ben's turn."""
    figures = {0: ["B", "B", "B", "B"], 1: [("track", 23), "B", "B", "B"]}
    app, scene = table(make_app, arranged(figures, [(3,)]))
    app.config.general.dice_speed = 1.0
    press(app, pygame.K_e)
    frames = film(app, scene)
    rolling = flying(frames)
    assert len(rolling) > 10, "the die was seen rolling"
    for i in rolling:
        texts = frames[i][1]
        assert frames[i][2]["turn"] == "Anna", texts
        assert not any("nicht ziehen" in t or "Kein Zug möglich" in t for t in texts), texts
        assert frames[i][2]["colour"] == 0
    said = showing(frames, "Gelb kann mit der 3 nicht ziehen") + showing(frames, "Kein Zug möglich")
    assert said and min(said) > rolling[-1], "said once the die lay still"
    bens = turn_of(frames, "Ben")
    assert bens, "the turn passed"
    assert bens[0] > max(said), "Gelb's words are gone before Ben's turn is shown"
    assert frames[bens[0]][2]["dice"] == 0, "Anna's die has left the tray before Ben's turn"
    assert scene.note is None and scene.view_colour == 1


def test_a_no_move_message_is_never_drawn_under_the_next_colours_turn(make_app):
    """The issue as a player saw it: 'Schwarz kann mit der 2 nicht ziehen' during Anna's turn.
    Schwarz (David) throws a 2 with nothing to move; Anna's Gelb is next."""
    figures = {0: [("track", 5), "B", "B", "B"], 3: ["B", "B", "B", "B"]}
    app, scene = table(make_app, arranged(figures, [(2,)], colour=3))
    press(app, pygame.K_KP9)    # David's confirm (keyboard4)
    frames = film(app, scene)
    said = showing(frames, "Schwarz kann mit der 2 nicht ziehen")
    assert said
    for i in said:
        assert frames[i][2]["turn"] == "David"
    assert turn_of(frames, "Anna")[0] > said[-1]
    app.draw()
    assert scene.view_colour == 0 and scene.toast is None and scene.note is None


def test_the_choices_are_offered_only_once_the_die_lies_still(make_app):
    app, scene = table(make_app, arranged(TWO_ON_TRACK, [(3,)]))
    app.config.general.dice_speed = 1.0
    before = dict(scene.spots)
    press(app, pygame.K_e)
    frames = film(app, scene)
    rolling = flying(frames)
    assert len(rolling) > 10
    for i in rolling:
        settled, texts, board = frames[i]
        assert not any(t == "Ziehen" or "Kreise weiter" in t for t in texts), texts   # (the seat's card names its keys)
        assert board["spots"] == before and not board["moving"]
    assert not scene.busy() and scene.legal == {0, 1}
    app.draw()
    lines = [line[1] for line in prompt_lines(scene)]
    assert "3 Kreise weiter" in lines, "the chosen figure's move is described now"


def test_a_place_is_written_only_when_the_last_figure_has_hopped_home(make_app):
    figures = {0: [("track", 38), ("home", 1), ("home", 2), ("home", 3)]}
    app, scene = table(make_app, arranged(figures, [(2,)]))
    press(app, pygame.K_e)
    settle(app, scene)
    for _ in range(120):        # the single move plays itself after a short pause
        app.step(1 / 120)
        if scene.busy():
            break
    frames = film(app, scene)
    hopping = [i for i, (_, _, board) in enumerate(frames) if (0, 0) in board["moving"]]
    assert hopping, "the figure was seen hopping home"
    for i in hopping:
        texts, board = frames[i][1], frames[i][2]
        assert board["places"] == [] and "1. Platz!" not in texts and "Gelb ist im Ziel!" not in texts
    placed = [i for i, (_, _, board) in enumerate(frames) if board["places"] == [0]]
    assert placed and placed[0] > hopping[-1]
    assert all(frames[i][2]["spots"][(0, 0)] == ("home", 0) for i in placed)
    assert showing(frames, "1. Platz!")[0] > hopping[-1]


def test_an_opening_throw_shows_beside_its_corner_once_the_die_lies(make_app):
    match = mg.Match(2, mg.Rules(), ScriptedDice([(4,)]))
    app, scene = table(make_app, match, [ANNA, BEN])
    app.config.general.dice_speed = 1.0
    press(app, pygame.K_e)
    frames = film(app, scene)
    rolling = flying(frames)
    assert rolling and all(frames[i][2]["opening"] == {} for i in rolling)
    assert all(frames[i][2]["turn"] == "Anna" and "Eröffnung · Gelb" in frames[i][1] for i in rolling)
    assert frames[-1][2]["opening"] == {0: 4}
    assert turn_of(frames, "Ben")[0] > rolling[-1]
    assert frames[-1][2]["dice"] == 0, "Gelb's die has left the tray for Grün's throw"


def test_the_opening_message_is_gone_once_the_opening_is_decided(make_app):
    """'Eröffnung – David für Schwarz' must not stand over Anna's first move: Gelb begins."""
    match = mg.Match(4, mg.Rules(), ScriptedDice([(6,), (2,), (3,), (1,)]))
    app, scene = table(make_app, match)
    for k in (pygame.K_e, pygame.K_o, pygame.K_PAGEDOWN):
        press(app, k)
        settle(app, scene)
    press(app, pygame.K_KP9)    # David throws for Schwarz: the last opening throw
    frames = film(app, scene)
    rolling = flying(frames)
    for i in rolling:
        assert "Eröffnung · Schwarz" in frames[i][1] and frames[i][2]["turn"] == "David"
        assert "Gelb beginnt!" not in frames[i][1]
    begins = showing(frames, "Gelb beginnt!")
    assert begins and begins[0] > rolling[-1]
    for i in range(begins[0], len(frames)):
        texts = frames[i][1]
        assert not any("Eröffnung" in t or " für " in t for t in texts), texts
        assert frames[i][2]["turn"] == "Anna"
    assert frames[-1][2]["dice"] == 0, "Schwarz's 1 is not left in the tray for Gelb's 6"
    app.draw()
    assert scene.match.phase == "move" and not scene.in_opening()


def test_a_confirm_mid_throw_skips_to_the_end_of_that_throw_and_no_further(make_app):
    figures = {0: [("track", 5), ("home", 3), ("home", 2), ("home", 1)]}
    app, scene = table(make_app, arranged(figures, [(2,)]))
    press(app, pygame.K_e)
    for _ in range(6):
        app.step(1 / 120)
    assert not scene.tray.settled and scene.shown.phase == "roll"
    press(app, pygame.K_o)      # Ben's key: not his turn, it does not skip Anna's throw
    assert scene.beats and not scene.tray.settled
    app.dispatch(key(pygame.K_e))         # Anna, impatient (the press also says "roll")
    assert not scene.beats and scene.tray.settled
    assert scene.shown.phase == "move" and scene.shown.die == 2
    assert scene.refusal is None, "the same press did not throw again"
    assert scene.match.position(0, 0) == ("track", 5) == scene.spots[(0, 0)], "the move is not made"
    run(app, 0.3)
    assert scene.match.position(0, 0) == ("track", 5), "the single move still waits its moment"


def test_skipping_a_throw_that_passes_the_turn_stops_at_the_next_turn(make_app):
    figures = {0: ["B", "B", "B", "B"], 1: [("track", 23), "B", "B", "B"]}
    app, scene = table(make_app, arranged(figures, [(3,), (4,)]))
    press(app, pygame.K_e)
    app.step(1 / 120)
    app.dispatch(key(pygame.K_e))
    assert not scene.beats
    assert scene.view_colour == 1 and scene.shown.current_colour == 1 and scene.shown.phase == "roll"
    assert scene.toast is None and scene.note is None, "Gelb's words went with Gelb's turn"
    assert scene.match.current_colour == 1 and scene.match.phase == "roll", "Ben has not thrown"
    settle(app, scene)
    assert scene.tray.ids == []


def test_with_bots_every_word_on_screen_belongs_to_the_colour_whose_turn_is_shown(make_app):
    """Four bots play for a while; in every frame an announcement about a colour stands only
    under that colour's turn, and no figure moves while the die rolls."""
    import re

    from scenes.ui import text

    app = make_app()
    app.set_language("de")
    app.config.general.bot_speed = 4.0
    app.config.general.dice_speed = 3.0
    names = ["Anna", "Ben", "Clara", "David"]
    colours = [app.texts(f"mensch.colour.names.{c}") for c in range(4)]
    scene = app.routes.table(INFO, [Seat(n, "bot:normal") for n in names], 8)
    app.push(scene)
    about = [re.compile(r"^(\w+) kann mit der \d nicht ziehen"), re.compile(r"^(\w+) würfelt noch einmal"),
             re.compile(r"^(\w+) schickt \w+ zurück"), re.compile(r"^(\w+) wirft die eigene"),
             re.compile(r"^Die dritte 6 zählt nicht: (\w+) ist fertig")]
    checked, opening_over, last_spots = 0, False, None
    seen = text.watch()
    try:
        for _ in range(60 * 12):
            app.step(1 / 120)
            app.step(1 / 120)
            seen.clear()
            app.draw()
            texts = list(seen)
            turn = [scene.turn_shown] if scene.turn_shown and not scene.in_opening() else []
            for t in texts:
                for pattern in about:
                    hit = pattern.match(t)
                    if hit and hit.group(1) in colours:
                        owner = names[scene.shown.owners[colours.index(hit.group(1))]]
                        assert turn == [owner], (t, turn)
                        checked += 1
            opening_over = opening_over or bool(turn)
            assert not (opening_over and any(t.startswith("Eröffnung") for t in texts)), "the opening is over"
            if not scene.tray.settled:
                assert not scene.motions and (last_spots is None or scene.spots == last_spots)
            last_spots = dict(scene.spots)
    finally:
        text.unwatch()
    assert checked > 20, "the bots' turns said things"


@pytest.mark.parametrize("dice_speed, bot_speed", [(1.0, 1.0), (4.0, 3.0)])
def test_a_six_announced_leaves_before_the_next_throw_lands(make_app, dice_speed, bot_speed):
    """'Eine 6! Rot würfelt noch einmal.' must not stand beside the next throw's die once it
    lies still (a player saw it beside a 2): Clara's bot throws a 6, moves, throws a 2."""
    figures = {2: [("track", 5), ("home", 3), ("home", 2), ("home", 1)], 0: [("track", 30), "B", "B", "B"]}
    seats = [ANNA, BEN, Seat("Clara", "bot:normal"), Seat("David", "keyboard4")]
    app, scene = table(make_app, arranged(figures, [(6,), (2,)], colour=2), seats)
    app.config.general.dice_speed, app.config.general.bot_speed = dice_speed, bot_speed
    frames = []
    for _ in range(12 * 60):            # the bot thinks (nothing busy), throws, moves, throws again
        frames += film(app, scene, seconds=1 / 60)
        if scene.view_colour == 3:
            break
    said = showing(frames, "Eine 6!")
    assert said, "the six was announced"
    rolling = [i for i in flying(frames) if i > said[0]]
    assert rolling, "the second die was seen rolling"
    landed = range(rolling[-1] + 1, len(frames))
    assert landed and not set(landed) & set(said), "the six's words are gone once the 2 lies still"
