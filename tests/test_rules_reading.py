"""The rules read at a glance from the sofa: no wall of running text (the page's words stand
in short pieces of a few lines, a gap of paper between them) and a bar under every heading
marks where a new section begins; the chosen game's tab is lifted and lit like the menu's buttons."""

from __future__ import annotations

import pytest

from game.games import GAMES
from scenes.screens.rules import page as rules_page

MOST_LINES = 4      # lines a player reads in one go before the paper gives the eye a rest


def runs_of_lines(placed) -> list[int]:
    """How many lines of words follow one another without a gap, run by run."""
    step = round(rules_page.BODY * rules_page.LINE)
    tops = sorted(y for img, x, y in placed if img is not None and x == 0 and img.get_height() > 8
                  and img.get_height() <= step)
    runs, last = [], None
    for y in tops:
        if last is not None and y - last == step:
            runs[-1] += 1
        else:
            runs.append(1)
        last = y
    return runs


@pytest.mark.parametrize("module", [info.module for info in GAMES])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_page_of_the_rules_is_a_wall_of_text(make_app, module, lang):
    from scenes.screens.rules.scene import VIEW, RulesScene

    app = make_app()
    app.set_language(lang)
    scene = RulesScene(app, next(info for info in GAMES if info.module == module))
    app.push(scene)
    placed = rules_page._layout(scene.blocks(), VIEW.width)
    runs = runs_of_lines(placed)
    assert runs and max(runs) <= MOST_LINES, f"{max(runs)} lines in one go on {module}'s page"
    headings = rules_page.section_tops(scene.blocks(), VIEW.width)
    bars = [y for img, _x, y in placed if img is rules_page.heading_bar()]
    assert len(bars) == len(headings) >= 4, "a bar under every heading"
    assert all(top < bar for top, bar in zip(headings, bars, strict=True))


def test_a_long_paragraph_is_cut_between_sentences_never_inside_one():
    text = ("Eins zwei drei vier fünf sechs sieben acht neun zehn elf. " * 6).strip()
    pieces = rules_page.chunks(text, rules_page.BODY, 400)
    assert len(pieces) > 1
    assert " ".join(pieces) == text, "nothing lost, nothing doubled"
    assert all(piece.endswith(".") for piece in pieces), "each piece ends a sentence"
    assert rules_page.sentences("Das ist z. B. Anna. Noch c und d. Wer?") == ["Das ist z. B. Anna.", "Noch c und d.", "Wer?"]


def test_the_chosen_games_tab_is_lifted_and_lit_like_the_menus_button(make_app):
    from scenes.screens.rules.scene import RulesScene
    from scenes.ui.menu_buttons import LIFT

    app = make_app()
    app.push(RulesScene(app, GAMES[2]))
    scene = app.top
    app.draw()
    for i, rect in enumerate(scene.tab_rects()):
        r, g, b = app.screen.get_at((rect.x + 14, rect.centery - LIFT))[:3]
        lit = r > 200 and g > 140 and b < 130
        assert lit == (i == 2), f"tab {i} lit: {lit}"
        edge = app.screen.get_at((rect.x + 14, rect.bottom + 2))[:3]
        assert sum(edge) < 3 * 200, "a darker edge under each tab"
