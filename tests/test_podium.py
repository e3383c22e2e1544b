"""The winner's moment: the podium rises last place first and the winner last, with the fanfare;
ties share a step; every name is readable, inside the screen and apart from the others for 2-6
people with long names in both languages; confetti never lands on a word; the results open
with it and offer "Weiter" only once it has stood, whatever keys are hammered meanwhile."""

from __future__ import annotations

import pygame
import pytest
from helpers import BREATH, key, press, run_frames

from game.games import game_by_name
from game.seats import Seat
from scenes.screens.evening.end import PODIUM_AREA
from scenes.ui import text, theme
from scenes.ui.podium import RISE, STAND, Climber, Moment, Podium, climbers_of
from scenes.ui.text import READABLE

STEP = 1 / 120
LONG = ["Jürgen Größemann", "WWWWWWWWWWWWWWWW", "Maximilian-Alexa", "ÄÖÜäöüßÄÖÜäöüßÄ",
        "MMMMMMMMMMMMMMMM", "Wolfgang Wümmelm"]
SHORT = ["Anna", "Ben", "Clara", "Dora", "Emil", "Fritz"]
SCREEN = pygame.Rect(0, 0, 1280, 720)


def podium_of(names, ranking) -> Podium:
    return Podium(climbers_of(names, list(range(len(names))), ranking))


def test_places_rise_last_first_and_the_winner_last_ties_together(make_app):
    make_app()
    podium = podium_of(SHORT[:5], [[2], [0, 4], [1], [3]])      # places 1, 2, 2, 4, 5
    order = [[podium.climbers[i].name for i in group] for group in podium.order_of_rising()]
    assert order == [["Dora"], ["Ben"], ["Anna", "Emil"], ["Clara"]]
    heights = {podium.climbers[s.index].name: s.step.h for s in podium.spots}
    assert heights["Anna"] == heights["Emil"], "a shared place, a step of the same height"
    assert heights["Clara"] > heights["Anna"] > heights["Ben"] > heights["Dora"]
    places = [podium.climbers[s.index].place for s in podium.spots]
    assert sorted(places) == [1, 2, 2, 4, 5]
    middle = min(podium.spots, key=lambda s: abs(s.step.centerx - 640))
    assert podium.climbers[middle.index].name == "Clara", "the winner stands in the middle"


def test_nothing_stands_before_it_has_risen_and_the_fanfare_plays_as_the_winner_rises(make_app):
    make_app()
    podium = podium_of(SHORT[:4], [[0], [1], [2], [3]])
    dora = next(s for s in podium.spots if podium.climbers[s.index].name == "Dora")
    assert podium.progress(dora.index, podium.rises(dora.index) - 0.01) == 0
    assert podium.text_rects(podium.rises(dora.index) - 0.01) == []
    played = []
    moment = Moment(podium.climbers, "Titel", "Anna gewinnt!")
    while moment.time < moment.podium.landed + 1:
        moment.update(1 / 60, lambda name, volume: played.append((round(moment.time, 2), name)))
    assert [name for _t, name in played] == ["coaster", "coaster", "coaster", "fanfare"], played
    assert abs(played[-1][0] - moment.podium.winner_at) < 0.03
    assert not moment.ready() and moment.podium.ready_at() == moment.podium.landed + STAND


def drawn_words(moment: Moment, surface: pygame.Surface) -> list[tuple[str, pygame.Rect, int]]:
    places, sizes = text.watch_places(), text.watch_sizes()
    try:
        moment.draw(surface)
    finally:
        text.unwatch()
    size_of = dict(sizes)
    return [(t, r, size_of.get(t, 0)) for t, r, _s in places if t.strip()]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("names", [SHORT, LONG])
def test_every_name_is_readable_inside_the_screen_and_apart(make_app, lang, count, names):
    app = make_app()
    app.set_language(lang)
    t = app.texts
    ranking = [[i] for i in range(count)]
    moment = Moment(climbers_of(names[:count], list(range(count)), ranking),
                    t("app.results.title", game=t("app.game.zehntausend")),
                    t("app.results.winner", name=names[0]), place_text=lambda n: t("app.results.place", n=n))
    moment.time = moment.podium.ready_at()
    words = drawn_words(moment, app.screen)
    assert [w for w in words if not SCREEN.contains(w[1])] == []
    assert [w for w in words if w[2] < READABLE] == []
    for i, (a, ra, _) in enumerate(words):
        for b, rb, _ in words[i + 1:]:
            assert not ra.inflate(-2, -6).colliderect(rb.inflate(-2, -6)), (a, ra, b, rb)
    for name in names[:count]:                          # each name whole, over one to three lines
        spot = next(s for s in moment.podium.spots if moment.podium.climbers[s.index].name == name)
        assert "".join(spot.name_lines).replace(" ", "") == name.replace(" ", "")
    winner = next(s for s in moment.podium.spots if moment.podium.climbers[s.index].place == 1)
    others = [s.name_size for s in moment.podium.spots if s is not winner]
    assert winner.name_size > max(others), "the winner's name is the biggest"
    if names is SHORT:
        assert winner.name_size >= 1.4 * max(others) and min(others) >= 28


@pytest.mark.parametrize("count", [2, 6])
def test_confetti_never_lands_on_a_word_over_the_whole_moment(make_app, count):
    app = make_app()
    moment = Moment(climbers_of(LONG[:count], list(range(count)), [[i] for i in range(count)]),
                    "Zehntausend: Ergebnis", "Jürgen Größemann gewinnt!", seed=count)
    pieces_seen = 0
    while not moment.still():
        moment.update(1 / 30)
        words = [r for _t, r, _s in drawn_words(moment, app.screen)]
        pieces = moment.draw(app.screen)
        pieces_seen += len(pieces)
        for piece in pieces:
            assert piece.collidelist(words) == -1, (moment.time, piece)
    assert pieces_seen > 1000, "there was confetti"


def test_the_words_look_the_same_under_two_showers_of_confetti(make_app):
    app = make_app()
    pictures = []
    for seed in (1, 77):
        moment = Moment(climbers_of(SHORT[:4], [0, 1, 2, 3], [[0], [1], [2], [3]]), "Titel", "Anna gewinnt!",
                        seed=seed)
        moment.time = moment.podium.winner_at + 1.2
        app.screen.fill((0, 0, 0))
        moment.draw(app.screen)
        pictures.append(app.screen.copy())
    rects = moment.text_rects()
    for rect in rects:
        a, b = (pygame.image.tobytes(p.subsurface(rect.clip(SCREEN)), "RGB") for p in pictures)
        assert a == b, rect
    assert pygame.image.tobytes(pictures[0], "RGB") != pygame.image.tobytes(pictures[1], "RGB")


def test_odd_podiums_draw_without_a_crash(make_app):
    app = make_app()
    for climbers in ([], [Climber("", 0, 1)], [Climber("x" * 500, 99, 1), Climber("Ä" * 60, -3, 1)],
                     [Climber(f"P{i}", i, 1 + i // 2) for i in range(6)]):
        moment = Moment(climbers, "", "")
        for _ in range(12):
            moment.update(0.7)
            moment.draw(app.screen)
        assert moment.ready()


# ---------------------------------------------------------------- the results open with it

def podium_results(app, names=SHORT, count=4):
    from scenes.screens.results import ResultsScene

    app.routes.start()
    seats = [Seat(names[i], f"keyboard{i % 4 + 1}") for i in range(count)]
    scene = ResultsScene(app, game_by_name("durchmarsch"), seats, [[i] for i in range(count)],
                         [{} for _ in range(count)], 1, podium=True)
    app.push(scene)
    return scene


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_results_open_with_the_podium_then_weiter_turns_to_the_report_with_no_choice(make_app, lang):
    app = make_app()
    app.set_language(lang)
    scene = podium_results(app)
    words = {"de": ("Weiter", "Revanche!"), "en": ("Continue", "Rematch!")}[lang]
    run_frames(app, 60)
    seen = text.watch()
    app.draw()
    text.unwatch()
    assert scene.moment.time < scene.moment.podium.winner_at
    assert scene.podium_headline() not in seen, "the winner's name waits for the winner's rise"
    assert app.texts("app.results.suspense") in seen and not scene.ready(), "no button to press while the podium rises"
    assert 0 < scene.moment.waiting() < 0.5, "where it will stand, the button is dimmed and filling up"
    while not scene.ready():
        press(app, pygame.K_ESCAPE, pygame.K_RIGHT, frames=30)    # Esc or paging: nothing
    assert app.top is scene and scene.moment is not None
    assert scene.moment.time >= scene.moment.podium.landed + STAND
    seen = text.watch()
    app.draw()
    text.unwatch()
    assert words[0] in seen and "Anna" in seen and scene.podium_headline() in seen
    run_frames(app, int(BREATH * 120))
    press(app, pygame.K_RETURN)
    assert scene.moment is None and scene.choosing and scene.choice() is None
    assert scene.time < 0.1, "the report begins when it is shown"
    run_frames(app, 120)
    seen = text.watch()
    app.draw()
    text.unwatch()
    assert words[1] in seen and "Anna" in seen, "the report with its ranking and choices"


@pytest.mark.parametrize("every", [0.3, 1.2])
def test_a_confirm_hammered_through_a_games_end_never_skips_the_podium(make_app, tmp_path, every):
    """Enter and a block's confirm pressed every `every` seconds from five seconds before the
    game's end through the first ten seconds of its results: the podium stands at least three
    seconds before "Weiter" passes, and nothing is chosen for the players."""
    from test_end_of_game_guard import bot_game, steps_to_results

    from scenes.screens.results import ResultsScene

    quiet = max(0, steps_to_results(make_app, "durchmarsch", tmp_path) - int(5 / STEP))
    app = bot_game(make_app, "durchmarsch")
    for _ in range(quiet):
        app.step(STEP)
    results, passed, clock, next_press = None, None, 0.0, 0.0
    while clock < 60:
        if clock >= next_press:
            for code in (pygame.K_RETURN, pygame.K_e):
                app.dispatch(key(code))
                app.dispatch(key(code, up=True))
            next_press += every
        app.step(STEP)
        clock += STEP
        if results is None and isinstance(app.top, ResultsScene):
            results, clock = app.top, 0.0              # from now on: the results' first seconds
            assert results.moment is not None
            landed = results.moment.podium.landed
        if results is not None and passed is None and results.moment is None:
            passed = clock
        if results is not None and clock >= 10:
            break
    assert results is not None and app.top is results
    if passed is not None:
        assert passed >= landed + 3.0, (passed, landed)
    if every < 0.5:
        assert passed is None, "a hammered confirm is no deliberate press"
    assert results.choice() is None


# ---------------------------------------------------------------- the classic podium

def test_the_classic_podium_second_left_third_right_the_others_on_lower_steps_beside(make_app):
    make_app()
    podium = podium_of(SHORT, [[i] for i in range(6)])
    spot = {podium.climbers[s.index].place: s for s in podium.spots}
    x = {place: s.step.centerx for place, s in spot.items()}
    assert x[2] < x[1] < x[3], "second to the winner's left, third to the right"
    assert abs(x[1] - 640) < 120, "the winner near the middle of the screen"
    assert x[3] < x[4] < x[6] and x[5] < x[2], "fourth and sixth to the right, fifth to the left, outside"
    assert sorted(p for p, s in spot.items() if s.floor) == [4, 5, 6]
    assert spot[1].step.h > spot[2].step.h > spot[3].step.h > spot[4].step.h > 0
    assert spot[1].radius >= 1.4 * spot[2].radius, "the winner's figure the biggest"
    assert spot[2].radius == spot[3].radius > spot[4].radius >= 30, "everyone's figure big"
    for place in (4, 5, 6):
        assert spot[place].name_size == spot[3].name_size >= 28, "fourth place on reads as well as third"
        assert spot[place].step.w >= 0.85 * spot[3].step.w and spot[place].plate.w >= 0.85 * spot[3].plate.w
    floors = {s.step.bottom for s in spot.values()}
    assert len(floors) == 1, "every step stands on the one floor"


@pytest.mark.parametrize("count", [2, 4, 6])
def test_every_person_stands_on_their_step_as_their_figure_with_their_name_on_a_plate_below(make_app, count):
    """Each figure in its seat's colour stands on its own step (its centre over the step, its
    feet on it), the name on a plate under that step; the plates of a row apart."""
    app = make_app()
    podium = podium_of(SHORT[:count], [[i] for i in range(count)])
    t = podium.ready_at()
    surface = app.screen
    surface.fill((0, 0, 0))
    podium.draw(surface, t)
    for spot in podium.spots:
        (fx, fy), radius = podium.figure_at(spot, t)
        assert radius == spot.radius and spot.step.left < fx < spot.step.right
        assert fy < spot.step.top < fy + radius + 4, "standing on the step, not floating or sunk"
        colour = theme.seat_look(podium.climbers[spot.index].style)[0]
        got = surface.get_at((fx, fy + round(radius * 0.4)))[:3]
        assert sum(abs(a - b) for a, b in zip(got, colour, strict=True)) < 30, (spot, got, colour)
        assert spot.plate.top > spot.step.bottom and spot.step.left <= spot.plate.centerx <= spot.step.right
        for rect in podium.name_rects(spot):
            assert spot.plate.contains(rect), "the name stands on its plate"
    plates = sorted((s.plate for s in podium.spots), key=lambda r: r.x)
    assert all(a.right <= b.left for a, b in zip(plates, plates[1:], strict=False)), "the plates stand apart"


def test_the_figures_are_alive_the_winner_jumps_for_joy_the_others_hop_and_breathe(make_app):
    make_app()
    podium = podium_of(SHORT[:4], [[i] for i in range(4)])
    winner = next(s for s in podium.spots if podium.climbers[s.index].place == 1)
    third = next(s for s in podium.spots if podium.climbers[s.index].place == 3)
    landed = podium.landed + 1.0
    jumps = [podium.figure_at(winner, landed + k / 60)[0][1] for k in range(240)]
    assert max(jumps) - min(jumps) >= 20, "the winner keeps jumping for joy"
    risen = podium.rises(third.index) + RISE
    hop = [podium.figure_at(third, risen + k / 60)[0][1] for k in range(30)]
    assert third.token[1] - min(hop) >= 15, "a figure hops as its step lands"
    idle = [podium.figure_at(third, landed + k / 60)[0][1] for k in range(240)]
    assert 1 <= max(idle) - min(idle) <= 6, "then breathes, gently"


def test_the_steps_are_gold_silver_and_bronze(make_app):
    app = make_app()
    moment = Moment(climbers_of(SHORT[:4], [0, 1, 2, 3], [[0], [1], [2], [3]]), "Titel", "Anna gewinnt!")
    moment.time = moment.podium.ready_at()
    app.screen.fill((0, 0, 0))
    moment.draw(app.screen)
    spot = {moment.podium.climbers[s.index].place: s for s in moment.podium.spots}

    def colour(place):      # the step's face beside its medal (most of it: a flake may lie on it)
        s = spot[place]
        seen = [tuple(app.screen.get_at((s.step.right - dx, s.step.bottom - s.step.h // 3 + dy)))[:3]
                for dx in (12, 20, 28) for dy in (-6, 0, 6)]
        return max(seen, key=seen.count)
    gold, silver, bronze = colour(1), colour(2), colour(3)
    assert gold[0] > gold[2] + 80 and gold[1] > gold[2] + 60, gold            # yellow
    assert max(silver) - min(silver) < 30 and min(silver) > 150, silver       # light grey
    assert bronze[0] > bronze[1] + 40 > bronze[2] + 40, bronze                # brown-orange


def test_the_winners_token_drops_in_bouncing_under_a_spotlight(make_app):
    from scenes.ui.podium import DROP, drop_height

    app = make_app()
    moment = Moment(climbers_of(SHORT[:3], [0, 1, 2], [[0], [1], [2]]), "Titel", "Anna gewinnt!")
    podium = moment.podium
    heights = [drop_height(k / 100) for k in range(0, round((podium.landed - podium.winner_at + DROP) * 100))]
    assert heights[0] > 100 and heights[-1] == 0
    rises = sum(1 for a, b in zip(heights, heights[1:], strict=False) if b > a)
    assert rises > 0, "it bounces"
    winner = next(s for s in podium.spots if podium.climbers[s.index].place == 1)

    def light_over_winner(t):
        moment.time = t
        app.screen.fill((0, 0, 0))
        moment.draw(app.screen)
        return sum(app.screen.get_at((winner.step.centerx, y))[0] for y in range(0, 60, 4))
    assert light_over_winner(podium.landed) > light_over_winner(0.1) + 100, "a spotlight shines on the winner"


def test_where_weiter_will_stand_a_dimmed_button_fills_up(make_app):
    app = make_app()
    moment = Moment(climbers_of(SHORT[:4], [0, 1, 2, 3], [[0], [1], [2], [3]]), "Titel", "Anna gewinnt!")
    rect = pygame.Rect(450, 634, 380, 56)

    def filled(t):
        moment.time = t
        app.screen.fill((0, 0, 0))
        moment.draw_waiting(app.screen, rect, "Weiter")
        row = [app.screen.get_at((x, rect.y + 6))[:3] for x in range(rect.x + 14, rect.right - 14)]
        return sum(1 for c in row if c[0] > c[2] + 40)     # the warm fill, not the dark grey
    seen = [filled(moment.podium.ready_at() * k / 4) for k in range(5)]
    assert seen[0] < seen[1] < seen[2] < seen[3] < seen[4], seen
    assert seen[4] >= rect.w - 30 and moment.waiting() == 1.0


TIE_PATTERNS = [
    [[0], [1]], [[0, 1]], [[0], [1], [2]], [[0], [1, 2]], [[0, 1], [2]],
    [[0], [1], [2], [3]], [[0], [1], [2, 3]], [[0], [1, 2], [3]], [[0, 1], [2], [3]], [[0], [1, 2, 3]],
    [[0], [1], [2], [3], [4]], [[0], [1], [2, 3], [4]], [[0, 1, 2], [3], [4]], [[0], [1], [2], [3, 4]],
    [[0], [1], [2], [3], [4], [5]], [[0], [1], [2, 3], [4], [5]], [[0], [1], [2], [3], [4, 5]],
    [[0, 1], [2, 3], [4, 5]], [[0, 1, 2, 3, 4, 5]], [[0], [1, 2, 3, 4, 5]],
]


TIE_PATTERNS += [[[0], [1, 2, 3]], [[0], [1, 2, 3], [4]], [[0], [1, 2], [3, 4]], [[0], [1, 2, 3, 4], [5]],
                 [[0, 1], [2, 3, 4]], [[0], [1], [2, 3, 4, 5]], [[0, 1, 2], [3]]]


@pytest.mark.parametrize("ranking", TIE_PATTERNS, ids=str)
def test_the_winner_stands_in_the_middle_for_every_tie(make_app, ranking):
    """Whoever won stands in the middle of the row (as near the middle of the screen as the
    steps beside them allow), those sharing a place spread around them (never the gold step
    third from the left beside three silver ones)."""
    make_app()
    count = sum(len(group) for group in ranking)
    for area in ((40, 160, 1200, 450), PODIUM_AREA):     # the results', the evening's
        podium = Podium(climbers_of(SHORT[:count], list(range(count)), ranking), area)
        winners = [s.step for s in podium.spots if podium.climbers[s.index].place == 1]
        middle = winners[0].unionall(winners)
        left = sum(s.step.right <= middle.left for s in podium.spots)
        right = sum(s.step.left >= middle.right for s in podium.spots)
        assert abs(left - right) <= 1, ("as many on each side as can be", ranking, left, right)
        off = abs(middle.centerx - SCREEN.centerx)     # (the row is centred: the winner as near as its sides allow)
        side = {k: sum(s.step.w for s in podium.spots if (s.step.right <= middle.left) == (k == "left")
                       and s.step.w and not middle.contains(s.step)) for k in ("left", "right")}
        assert off <= abs(side["left"] - side["right"]) / 2 + 2, (ranking, middle)
        if count > 2 or len(ranking) == 1:      # (two people: a pair of steps meeting in the middle)
            assert off <= middle.w // 2 - 20, (ranking, middle)
        box = podium.spots[0].step.unionall([s.step for s in podium.spots])
        assert SCREEN.contains(box) and pygame.Rect(area).contains(box), (ranking, box)
        xs = [s.step.centerx for s in sorted(podium.spots, key=lambda s: s.step.x)]
        places = [podium.climbers[s.index].place for s in sorted(podium.spots, key=lambda s: s.step.x)]
        at = xs.index(min(xs, key=lambda x: abs(x - middle.centerx)))
        assert places[:at] == sorted(places[:at], reverse=True), "later places further out on the left"
        assert places[at:] == sorted(places[at:]), "and on the right"


def test_no_empty_step_stands_before_its_person_rises(make_app):
    """Before anyone has risen the stage is only the floor: no outline of a step to come."""
    app = make_app()
    podium = podium_of(SHORT[:4], [[i] for i in range(4)])
    first = min(podium.rises(s.index) for s in podium.spots)
    surface = app.screen
    surface.fill((0, 0, 0))
    podium.draw(surface, first - 0.01)
    above = pygame.Rect(0, 0, 1280, podium.floor_y())
    lit = [(x, y) for x in range(above.left, above.right, 4) for y in range(above.top, above.bottom, 4)
           if surface.get_at((x, y))[:3] != (0, 0, 0)]
    assert lit == [], lit[:5]
    last = next(s for s in podium.spots if podium.climbers[s.index].place == 4)
    surface.fill((0, 0, 0))
    podium.draw(surface, podium.rises(last.index) + 0.2)
    assert surface.get_at(last.step.center)[:3] != (0, 0, 0), "the step rises with its person"


@pytest.mark.parametrize("count", [3, 4, 6])
def test_the_plates_read_as_one_row_notes_and_lines_at_one_height_in_one_size(make_app, count):
    """One line wraps, one is short, one person has none: every note and every first line about
    a person's evening stands at the same height, in the same size (not one card's text higher)."""
    make_app()
    lines = ["Längste Reihe: 10 Kreuze", "Bestes Spiel: 2. in Durchmarsch", "",
             "Meiste Rauswürfe: 3, wie David", "2 Siege in Folge", "Dabei in 3 Spielen"]
    climbers = [Climber(SHORT[i], i, i + 1, f"{10 - i} Punkte", lines[i]) for i in range(count)]
    podium = Podium(climbers, PODIUM_AREA, trophy=True)
    notes = {podium.note_rect(s).top for s in podium.spots}
    assert len(notes) <= 2 and max(notes) - min(notes) <= 2, notes
    firsts = {podium.line_rects(s)[0].top for s in podium.spots if s.line_lines}
    assert max(firsts) - min(firsts) <= 2, firsts
    assert len({s.line_size for s in podium.spots if s.line_lines}) == 1, "one size for every line"
    for spot in podium.spots:
        for rect in podium.name_rects(spot) + podium.line_rects(spot) + [podium.note_rect(spot)]:
            assert spot.plate.contains(rect), (spot, rect)


@pytest.mark.parametrize("count", [2, 3, 4, 5, 6])
def test_the_podium_stands_centred_on_the_screen_and_fills_its_height(make_app, count):
    """With four people the podium stood off to one side under an empty top half: the whole
    group (steps and name plates) is centred on the screen for 2-6 people, the winner's figure
    and crown reach up close under the headline."""
    from scenes.screens.results import PODIUM_AREA as RESULTS_AREA
    from scenes.screens.results import PODIUM_HEADLINE_Y

    make_app()
    for ranking in ([[i] for i in range(count)], [[0, 1]] + [[i] for i in range(2, count)]):
        for area in (RESULTS_AREA, PODIUM_AREA):       # the results', the evening's
            podium = Podium(climbers_of(LONG[:count], list(range(count)), ranking), area)
            steps = podium.spots[0].step.unionall([s.step for s in podium.spots])
            plates = podium.spots[0].plate.unionall([s.plate for s in podium.spots])
            assert abs(steps.centerx - SCREEN.centerx) <= 3, (ranking, steps)
            assert abs(plates.centerx - SCREEN.centerx) <= 3, (ranking, plates)
            assert steps.w >= min(1100, 230 * (count + 0.3)), "the steps use the width"
    podium = Podium(climbers_of(SHORT[:count], list(range(count)), [[i] for i in range(count)]), RESULTS_AREA)
    winner = podium.winner_spots()[0]
    crown = winner.token[1] - winner.radius - 44        # (the crown's top over the figure at rest)
    assert winner.radius >= 64 and winner.step.h >= 150, "a big winner on a tall step"
    assert crown - (PODIUM_HEADLINE_Y + 30) <= 80, "the winner's crown close under the headline: no empty top half"


@pytest.mark.parametrize("names", [("Maximilian", "Ben"), ("Ben", "Maximilian-Alexander"), ("Jo", "Wolfgang Wümmelmann")])
def test_shared_winners_names_stand_in_one_size(make_app, names):
    """Maximilian and Ben won the evening together: Ben's name stood far larger than
    Maximilian's, as if one had won more. Everyone sharing a place wears their name in one size."""
    make_app()
    others = ["Emma", "Clara", "Felix", "David"]
    climbers = [Climber(names[0], 0, 1, "13 Punkte", "Aufholjagd von Platz 4"),
                Climber(names[1], 1, 1, "13 Punkte", "Längste Reihe: 10 Kreuze, wie Maximilian")] + \
               [Climber(n, i + 2, place, "6 Punkte") for i, (n, place) in enumerate(zip(others, (3, 3, 5, 5), strict=True))]
    podium = Podium(climbers, PODIUM_AREA, trophy=True)
    by_place: dict[int, set[int]] = {}
    for spot in podium.spots:
        by_place.setdefault(climbers[spot.index].place, set()).add(spot.name_size)
    assert all(len(sizes) == 1 for sizes in by_place.values()), by_place
    for spot in podium.spots:
        for rect in podium.name_rects(spot):
            assert spot.plate.contains(rect), "every name still fits its plate"


@pytest.mark.parametrize("ranking", TIE_PATTERNS, ids=str)
def test_people_sharing_a_place_stand_side_by_side_on_steps_of_one_height(make_app, ranking):
    """Two people tied fourth never stand at opposite ends of the row: a shared place stands
    side by side on one side of the winner, on steps of the same height; only when that would
    push the winner off the middle (one side two steps longer) do they stand as mirror images,
    equally high on both sides of the winner."""
    make_app()
    count = sum(len(group) for group in ranking)
    for area in ((40, 160, 1200, 450), PODIUM_AREA):
        podium = Podium(climbers_of(SHORT[:count], list(range(count)), ranking), area)
        row = sorted(podium.spots, key=lambda s: s.step.x)
        places = [podium.climbers[s.index].place for s in row]
        winners = [k for k, p in enumerate(places) if p == 1]
        for place in set(places) - {1}:
            at = [k for k, p in enumerate(places) if p == place]
            assert len({row[k].step.h for k in at}) == 1, ("one height for a shared place", ranking)
            left = [k for k in at if k < winners[0]]
            right = [k for k in at if k > winners[-1]]
            for side in (left, right):
                assert side == list(range(side[0], side[0] + len(side))) if side else True, \
                    ("side by side", ranking, places)
            if left and right:             # (mirror images only when one side cannot hold them)
                n_left = sum(1 for k in range(len(places)) if k < winners[0] and places[k] != place)
                n_right = sum(1 for k in range(len(places)) if k > winners[-1] and places[k] != place)
                assert abs(n_left + len(at) - n_right) >= 2 and abs(n_right + len(at) - n_left) >= 2, \
                    ("split although one side could hold them", ranking, places)


def stood_podium(make_app, game: str, seed: int, lang: str = "de"):
    """A bot game's results with the podium, stood until "Weiter" may be pressed."""
    from test_story_truth import played

    from scenes.screens.results import ResultsScene

    info = game_by_name(game)
    match, story, _, _ = played(info, seed, seats=4)
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    seats = [Seat(name, "keyboard1") for name in SHORT[:4]]
    owners = tuple(match.owners) if getattr(match, "owners", None) is not None else None
    scene = ResultsScene(app, info, seats, match.ranking(), [match.figures(s) for s in range(4)], 1,
                         owners=owners, story=story, podium=True)
    app.push(scene)
    for _ in range(300):
        if scene.ready():
            break
        run_frames(app, 12)
    return app, scene, match


@pytest.mark.parametrize("game,seed,lang,winner_note,others", [
    ("wurf_und_weg", 2, "de", r"\d+ Deckel", r"(\d+|Kein) Deckel"),
    ("zehntausend", 2, "en", r"[\d,]+ points", r"[\d,]+ points"),
    ("durchmarsch", 16, "de", r"\d+ von 10 Zahlen|Reihe voll!", r"Raus in Zug \d+|\d+ von 10 Zahlen"),
    ("durchmarsch", 2, "en", r"Full row!", r"\d+ of 10 numbers|Out in turn \d+")])
def test_each_step_carries_the_figure_its_place_was_decided_by(make_app, game, seed, lang, winner_note, others):
    """The podium showed names without a score: now under every name stands the figure the
    places were decided by (the game's first ranking figure), readable, on the name's plate."""
    import re

    app, scene, match = stood_podium(make_app, game, seed, lang)
    podium = scene.moment.podium
    for spot in podium.spots:
        climber = podium.climbers[spot.index]
        pattern = winner_note if climber.place == 1 else others
        shared = sum(c.place == climber.place for c in podium.climbers) > 1
        if shared:         # a shared place says why it is shared: "gleich: 2 Deckel"
            pattern = f"(gleich|tied): {pattern}"
        assert re.fullmatch(pattern, climber.note), (climber.name, climber.note)
        note = podium.note_rect(spot)
        assert spot.plate.contains(note), (climber.name, note, spot.plate)
        assert podium.note_size(spot) >= READABLE
    key = scene.story.ranked_by[0]
    winner = podium.climbers[next(s.index for s in podium.spots if podium.climbers[s.index].place == 1)]
    seat = [s.name for s in scene.seats].index(winner.name)
    value = match.figures(seat)[key]
    if re.search(r"\d", winner.note):
        assert scene.number(value) in winner.note, "the number is the engine's own"
    words = [t for t, _r in texts_placed_now(app)]
    assert all(podium.climbers[s.index].note in words for s in podium.spots), "every note is on screen"


def texts_placed_now(app):
    from helpers import texts_placed

    return texts_placed(app)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_podium_says_the_result_with_the_game_and_the_report_keeps_its_bright_title(make_app, lang):
    """A small grey "Ergebnis" over "X gewinnt!" was overlooked, and "Ergebnis" is a weak heading:
    the podium's heading says the result with the game ("Anna gewinnt Durchmarsch!"); the
    report names the game bright and at least 28 px over its headline."""
    from helpers import past_the_podium, sizes_drawn

    app, scene, _match = stood_podium(make_app, "wurf_und_weg", 2, lang)
    game = scene.t("app.game.wurf_und_weg")
    winner = scene.seats[scene.ranking[0][0]].name
    heading = scene.podium_headline()
    assert heading == scene.t("app.results.winner_game", name=winner, game=game)
    assert heading.startswith(winner) and game in heading
    from helpers import texts_drawn

    placed = texts_drawn(app)
    assert heading in placed, placed
    title = scene.t("app.results.title", game=game)
    assert title not in placed and not any(t.endswith(("Ergebnis", "Results")) for t in placed)
    assert dict(sizes_drawn(app))[heading] >= 40, "the result is the big heading"
    past_the_podium(app, scene)
    run_frames(app, 240)
    sizes = dict(sizes_drawn(app))
    rect = next(r for t, r in texts_placed_now(app) if t == title)
    shot = app.screen.subsurface(rect)
    brightest = max(sum(shot.get_at((x, y))[:3]) for x in range(0, rect.w, 2) for y in range(rect.h))
    assert sizes[title] >= 28
    assert brightest >= 3 * 225, ("bright, not grey", brightest)


@pytest.mark.parametrize("count", [3, 4, 6])
def test_second_and_third_each_stand_on_a_step_of_their_own_with_their_name(make_app, count):
    """The runners-up are no line of plain text: second and third each stand on their own
    medal step with their figure and name plate, like the winner, smaller."""
    make_app()
    ranking = [[i] for i in range(count)]
    moment = Moment(climbers_of(SHORT[:count], list(range(count)), ranking), "", "Anna gewinnt Durchmarsch!")
    moment.time = moment.podium.ready_at()
    podium = moment.podium
    by_place = {podium.climbers[s.index].place: s for s in podium.spots}
    winner = by_place[1]
    for place in (2, 3):
        spot = by_place[place]
        name = podium.climbers[spot.index].name
        assert not spot.floor and spot.step.h > 0 and spot.step.w >= 120, (place, spot.step)
        assert spot.step.h < winner.step.h and spot.radius < winner.radius, "like the winner, smaller"
        assert "".join(spot.name_lines).replace(" ", "") == name.replace(" ", "")
        assert spot.plate.w > 0 and spot.plate.centerx == pytest.approx(spot.step.centerx, abs=spot.step.w // 2)


@pytest.mark.parametrize("notes", [["Reihe voll!", "0 von 10 Zahlen", "Raus in Zug 144", "9 von 10 Zahlen",
                                    "Out in turn 144", "Raus in Zug 8"],
                                   ["16.250 Punkte", "12.350 Punkte", "10.000 Punkte", "9.950 Punkte",
                                    "Keine im Ziel", "Kein Deckel"]])
def test_six_long_names_keep_every_note_whole_on_its_plate(make_app, notes):
    make_app()
    moment = Moment(climbers_of(LONG, list(range(6)), [[i] for i in range(6)], notes), "Titel", "X gewinnt!")
    while not moment.ready():
        moment.update(1 / 60, lambda *_: None)
    podium = moment.podium
    for spot in podium.spots:
        note = podium.note_rect(spot)
        assert spot.plate.contains(note), (podium.climbers[spot.index].note, note, spot.plate)
        assert podium.note_size(spot) >= READABLE
        names = podium.name_rects(spot)
        assert note.top >= max(r.bottom for r in names) - 4, "under the name, never over it"


@pytest.mark.parametrize("lang, out_words", [("de", "Raus in Zug {n}"), ("en", "Out in turn {n}")])
def test_durchmarsch_places_of_those_out_say_in_words_how_long_they_stayed(make_app, lang, out_words):
    """The podium said only "Raus" under places 2-4 and "8 von 10" under the winner: now the
    winner's note counts its numbers in words, and each person who went out says until which
    turn they stayed in, the engine's own turn, so the order of those places explains itself."""
    app, scene, match = stood_podium(make_app, "durchmarsch", 16, lang)
    podium = scene.moment.podium
    names = [s.name for s in scene.seats]
    out = [c for c in podium.climbers if c.place > 1]
    assert out and all(c.note for c in podium.climbers)
    for climber in out:
        turns = match.figures(names.index(climber.name))["turns"]
        assert climber.note == out_words.format(n=scene.number(turns)), climber.note
    by_place = sorted(out, key=lambda c: c.place)
    stayed = [match.figures(names.index(c.name))["turns"] for c in by_place]
    assert stayed == sorted(stayed, reverse=True), "who stayed in longer stands higher"
    winner = next(c for c in podium.climbers if c.place == 1)
    assert ("Zahlen" if lang == "de" else "numbers") in winner.note or winner.note in ("Reihe voll!", "Full row!")


@pytest.mark.parametrize("count", [2, 3, 4, 6])
def test_the_podium_stands_balanced_two_people_on_a_pair_of_steps_meeting_in_the_middle(make_app, count):
    """With two players the podium stood like a three-place podium with its third step missing,
    off to one side: two people now stand on two steps as wide as each other that meet in the
    middle of the screen; three stand mirrored round the winner; for 2, 3, 4 and 6 the steps
    (and the weight of what they show) stand evenly on both halves of the screen."""
    from scenes.screens.results import PODIUM_AREA as RESULTS_AREA

    make_app()
    for area in (RESULTS_AREA, PODIUM_AREA):
        podium = Podium(climbers_of(SHORT[:count], list(range(count)), [[i] for i in range(count)]), area)
        steps = sorted((s.step for s in podium.spots), key=lambda r: r.x)
        box = steps[0].unionall(steps)
        assert abs(box.centerx - SCREEN.centerx) <= 3, (count, box)
        left = sum(max(0, min(r.right, SCREEN.centerx) - r.left) for r in steps)
        right = sum(max(0, r.right - max(r.left, SCREEN.centerx)) for r in steps)
        assert abs(left - right) <= 6, ("as much podium on each half of the screen", left, right)
        mass = sum(r.w * r.h for r in steps)
        centroid = sum(r.centerx * r.w * r.h for r in steps) / mass
        assert abs(centroid - SCREEN.centerx) <= 0.1 * box.w, ("the podium's weight leans to one side", centroid)
        if count == 2:
            assert steps[0].w == steps[1].w, "two steps as wide as each other"
            assert abs(steps[0].right - SCREEN.centerx) <= 3, "meeting in the middle of the screen"
            winner = podium.winner_spots()[0].step
            other = next(r for r in steps if r != winner)
            assert winner.h > other.h, "the winner's step the taller"
        if count == 3:
            winner = podium.winner_spots()[0].step
            assert abs(winner.centerx - SCREEN.centerx) <= 3
            assert steps[0].w == steps[2].w and steps[1] == winner, "second and third mirrored round the winner"
