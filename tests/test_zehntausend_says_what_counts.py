"""What the Zehntausend table says is what counts, and every seat's words stay: a Pasch waiting
for its 1 or 5 is not counted under the dice set aside, writing down names its points on one
line, a bot's level stays on its slim plate beside a wide total with the star, and at five
and six seats the score sheet reaches down to what scores."""

from __future__ import annotations

import pygame
import pytest
from helpers import run_frames, texts_drawn
from test_zehntausend_table import click, die_pos, settle, table, thrown

from game.seats import Seat
from game.zehntausend import match as z
from scenes.ui import theme


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_waiting_pasch_set_aside_is_not_counted_under_the_row(make_app, lang):
    """4-4-4 and a 5 thrown on: under the row stands +50 (what writing down would score now),
    never +450."""
    app, scene = table(make_app, [(4, 4, 4, 5, 2), (1,)], lang=lang)
    thrown(app, scene)
    for i in (0, 3):                # one click marks the 4-4-4 together
        click(app, die_pos(scene, i))
    scene.press(0, "throw_on")
    settle(app, scene)
    assert scene.match.proof_status == "pending"
    assert scene.aside_texts() == ["+50"]
    texts = texts_drawn(app)
    assert "+50" in texts and "+450" not in texts


def test_a_waiting_pasch_alone_in_its_group_says_it_waits(make_app):
    app, scene = table(make_app, [(4, 4, 4, 6, 2), (6, 5)])
    thrown(app, scene)
    click(app, die_pos(scene, 0))
    scene.press(0, "throw_on")
    settle(app, scene)
    assert scene.aside_texts() == [scene.words("aside_waiting")]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("keys", [("keyboard1", pygame.K_e), ("keyboard2", pygame.K_o),
                                  ("keyboard3", pygame.K_PAGEDOWN), ("keyboard4", pygame.K_KP9)])
def test_writing_down_a_four_figure_turn_stands_on_one_line(make_app, lang, keys):
    """'1.250 aufschreiben' and 'Weiterwürfeln' each on one line, for every keyboard block (a
    wide cap like 'Num 5' stands over its label), never a word broken."""
    device, confirm = keys
    seats = [Seat("Anna", device), Seat("Ben", "bot:normal")]
    app, scene = table(make_app, [(1, 5, 3, 3, 2)], seats=seats, lang=lang)
    thrown(app, scene, confirm)
    label = scene.words("bank_points", points=scene.num(1250))
    rects, looks = scene.panel.button_layout(2, (scene.words("throw_on"), label))
    assert all(len(lines) == 1 for _size, lines in looks), looks
    assert rects[0].right < rects[1].left and scene.boxes()["panel"].contains(rects[1])


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [4, 5, 6])
def test_a_bots_level_stays_on_its_plate_beside_a_winning_total_with_the_star(make_app, lang, count):
    names = ["Anna", "Ben", "Clara", "David", "Emma", "Felix"][:count]
    kinds = ["keyboard1", "bot:easy", "bot:hard", "keyboard2", "bot:normal", "bot:normal"]
    seats = [Seat(n, k) for n, k in zip(names, kinds, strict=False)]
    app, scene = table(make_app, [(2, 3, 4, 6, 6)], seats=seats, lang=lang)
    scene.lines = [[1, "bank", 9950], [2, "bank", 300]]          # Ben leads by far: the star
    run_frames(app, 2)
    texts = texts_drawn(app)
    for seat in seats:
        if seat.is_bot:       # "Bot (leicht)", or where that is too long "leicht" beside a little robot
            level = app.texts(f"app.bot_level.{seat.bot_level}")
            assert level in texts or app.texts("app.seat.bot", level=level) in texts, seat


@pytest.mark.parametrize("count", [5, 6])
@pytest.mark.parametrize("names", [["Anna", "Ben", "Clara", "David", "Emma", "Felix"],
                                   ["Maximilianalexan", "Bernadettesophie", "Konstantinopolis", "Davidmaximilian",
                                    "Emmaluisefriede", "Felixbartholom"]], ids=["short", "long"])
def test_at_five_and_six_seats_the_sheet_reaches_down_to_what_scores_from_the_first_turn(make_app, count, names):
    kinds = ["keyboard1", "bot:normal", "bot:hard", "keyboard2", "bot:easy", "bot:normal"]
    seats = [Seat(n, k) for n, k in zip(names[:count], kinds, strict=False)]
    app, scene = table(make_app, [(2, 3, 4, 6, 6)], seats=seats, rules=z.Rules())
    run_frames(app, 2)
    app.draw()
    surface = pygame.display.get_surface()
    sheet, counts = scene.sheet_rect, scene.boxes()["counts"]
    assert counts.top - sheet.bottom <= 12, (sheet, counts)
    scale = surface.get_width() / 1280
    spot = (round((sheet.right - 30) * scale), round((sheet.bottom - 12) * scale))
    paper = surface.get_at(spot)[:3]
    assert sum(abs(a - b) for a, b in zip(paper, theme.PAPER[:3], strict=True)) < 60, \
        f"felt, not paper, at the sheet's foot: {paper}"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_bots_turn_before_its_first_throw_says_where_it_stands(make_app, lang):
    """The panel is never half empty while a bot begins: it says who leads and what the bot
    still needs, each part on a line of its own, until its first throw has something to say."""
    seats = [Seat("Ben", "bot:normal"), Seat("Anna", "keyboard1")]
    app, scene = table(make_app, [(2, 3, 4, 6, 6)], seats=seats, lang=lang)
    scene.lines = [[1, "bank", 300]]
    run_frames(app, 2)
    expected = scene.words("standing_other_behind", leader="Anna", points="300", name="Ben",
                           missing=scene.num(10000))
    texts = texts_drawn(app)
    assert all(part in texts for part in expected.split(" · ")), texts
    assert not any(t.endswith("·") for t in texts)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("rules", [z.Rules(), z.Rules(confirm=True)], ids=["proving", "confirm"])
@pytest.mark.parametrize("count", [3, 5, 6])
def test_what_scores_is_said_whole_never_cut_off(make_app, lang, rules, count):
    """The strip of what scores (five and six seats: with the rule a Pasch waits by) and the news
    strip's first words (no card beside the sheet) stand whole, every word of them drawn."""
    from helpers import texts_placed

    names = ["Maximilianalexan", "Bernadettesophie", "Konstantinopolis", "Davidmaximilian", "Emmaluisefriede",
             "Felixbartholom"]
    seats = [Seat(n, k) for n, k in zip(names[:count], ["keyboard1", "bot:normal", "bot:hard", "keyboard2",
                                                       "bot:easy", "bot:normal"], strict=False)]
    app, scene = table(make_app, [(2, 3, 4, 6, 6)], seats=seats, rules=rules, lang=lang)
    run_frames(app, 2)
    said = scene.counts_short() if count >= 5 else scene.counts_line()
    box = scene.boxes().get("counts") if count >= 5 else scene.news_rect()
    if count >= 5:
        assert scene.words("card_prove" if rules.proving else "card_confirm").rstrip(".") in said
    placed = [t for t, rect in texts_placed(app) if box.contains(rect)]
    assert " ".join(placed).split() == said.split(), placed


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [5, 6])
def test_at_five_and_six_seats_every_name_stands_whole_on_the_sheet(make_app, lang, count):
    """Sixteen letters too long for a sixth of the sheet: the names stand whole in a legend over
    the columns, each behind its token, never "Maxim…"; each column still wears its token."""
    names = ["Maximilianalexan", "Bernadettesophie", "Konstantinopolis", "Davidmaximilian", "Emmaluisefriede",
             "Felixbartholom"][:count]
    kinds = ["keyboard1", "bot:normal", "bot:hard", "keyboard2", "bot:easy", "bot:normal"]
    app, scene = table(make_app, [(2, 3, 4, 6, 6)], seats=[Seat(n, k) for n, k in zip(names, kinds, strict=False)],
                       lang=lang)
    run_frames(app, 2)
    texts = texts_drawn(app)
    assert all(texts.count(name) >= 2 for name in names), "each name on its plate and on the sheet"
    assert not any(t.endswith("…") for t in texts), [t for t in texts if "…" in t]
