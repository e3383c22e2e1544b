"""Two people on one keyboard block in the seat setup: each row says with whom it takes
turns ("abwechselnd mit Anna"), and the foot, while such a row is chosen, says what sharing
means, at a size read from the sofa (nothing at the foot under 22 px)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from helpers import run_frames, sizes_drawn, texts_drawn, texts_placed

from game.games import game_by_name


def sharing_setup(make_app, game: str, lang: str, names=("Maximilian", "Anna")):
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.setup(game_by_name(game))
    setup = app.top
    setup.seats[0] = replace(setup.seats[0], name=names[0], kind="keyboard1")
    setup.seats[1] = replace(setup.seats[1], name=names[1], kind="keyboard1")
    setup.row = 1
    run_frames(app, 2)
    return app, setup


@pytest.mark.parametrize("game", ["durchmarsch", "mensch", "zehntausend"])
@pytest.mark.parametrize("lang, with_anna, with_max, explained", [
    ("de", "mit Anna", "mit Maximilian", "Anna teilt sich Tastatur 1 mit Maximilian: ihr spielt abwechselnd"),
    ("en", "with Anna", "with Maximilian", "Anna shares Keyboard 1 with Maximilian: you take turns"),
])
def test_a_shared_block_says_who_takes_turns_with_whom(make_app, game, lang, with_anna, with_max, explained):
    app, setup = sharing_setup(make_app, game, lang)
    texts = texts_drawn(app)
    assert any(t.endswith(with_anna) for t in texts) and any(t.endswith(with_max) for t in texts)
    assert "geteilt" not in texts and "shared" not in texts, "no bare word left unexplained"
    foot = [t for t in texts if t.startswith(explained)]
    assert foot, texts[-4:]
    sizes = dict(sizes_drawn(app))
    assert min(sizes[t] for t in foot) >= 22
    placed = dict(texts_placed(app))
    rows = setup.row_rects()
    for t in texts:
        if t.endswith((with_anna, with_max)) and t in placed:
            row = next(r for r in rows if r.colliderect(placed[t]))
            assert row.contains(placed[t]), "the tag stays inside its row"
            for other, rect in placed.items():
                if other != t and rect.colliderect(placed[t]):
                    assert not row.contains(rect) or other == "", f"{t!r} over {other!r}"


@pytest.mark.parametrize("game", ["durchmarsch", "mensch", "zehntausend"])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_with_the_longest_names_the_tag_never_covers_a_name(make_app, game, lang):
    names = ("Maximilian-Alexa", "Anna-Katharina W")
    app, setup = sharing_setup(make_app, game, lang, names)
    placed = texts_placed(app)
    rows = setup.row_rects()[:2]
    for row, name in zip(rows, names, strict=True):
        inside = [(t, r) for t, r in placed if row.contains(r)]
        name_rect = next(r for t, r in inside if t == name)
        tags = [r for t, r in inside if t != name and (t == "⇄" or t.endswith(names[1 - names.index(name)]))]
        assert tags, f"{name}'s row says that it shares ({[t for t, _ in inside]})"
        assert all(not r.colliderect(name_rect) for r in tags), f"a tag over {name}"


def foot_sizes(app, setup) -> list[tuple[str, int]]:
    """(text, px) of everything drawn below the last row: the foot."""
    from scenes.ui import text

    places = text.watch_places()
    try:
        sizes = sizes_drawn(app)
    finally:
        text.unwatch()
    below = setup.row_rects()[-1].bottom
    under = {said for said, rect, _surface in places if rect.top >= below}
    return [(said, size) for said, size in sizes if said in under and said.strip()]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game", ["durchmarsch", "mensch", "zehntausend", "wurf-und-weg"])
def test_nothing_at_the_foot_is_under_22_px(make_app, lang, game):
    app, setup = sharing_setup(make_app, game, lang)
    for row in range(len(setup.rows)):
        setup.row = row
        foot = foot_sizes(app, setup)
        assert foot, "the foot says something"
        assert min(size for _said, size in foot) >= 22, foot


@pytest.mark.parametrize("lang, said", [("de", "Name voll: höchstens 16 Zeichen"),
                                        ("en", "name full: at most 16 characters")])
def test_a_name_at_the_limit_keeps_every_letter(make_app, monkeypatch, lang, said):
    """"Maximilian-Alexandra" is 20 letters: typing stops at 16, the foot says so plainly (not
    in red: nothing went wrong), and Enter keeps all 16: "Maximilian-Alexa", never cut back to
    "Maximilian"."""
    import pygame
    from helpers import press

    from scenes.ui import theme

    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.setup(game_by_name("durchmarsch"))
    setup = app.top
    press(app, pygame.K_RETURN)
    assert setup.editing == 0
    for ch in "Maximilian-Alexandra":
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    assert setup.seats[0].name == "Maximilian-Alexa", "the limit holds while typing"
    import scenes.screens.setup as setup_module

    inks = {}
    drawn = setup_module.blit_text

    def noting(surface, words, pos, size, colour, *args, **kwargs):
        inks[words] = tuple(colour)
        return drawn(surface, words, pos, size, colour, *args, **kwargs)

    monkeypatch.setattr(setup_module, "blit_text", noting)
    app.draw()
    full = [ink for words, ink in inks.items() if said in words]
    assert full and full[0] != tuple(theme.BAD), "the foot says the name is full, not in red"
    press(app, pygame.K_RETURN)
    assert setup.editing is None and setup.seats[0].name == "Maximilian-Alexa"
    from helpers import whole_name_ways
    texts = texts_drawn(app)       # (beside the cut note and the hints switch: at its hyphen at most)
    assert any(all(part in texts for part in way) for way in whole_name_ways("Maximilian-Alexa")), \
        "the card shows the name whole"


def test_one_long_word_and_whole_words_keep_their_letters(make_app):
    import pygame
    from helpers import press

    app = make_app()
    app.routes.start()
    app.routes.setup(game_by_name("zehntausend"))
    setup = app.top
    for typed, kept in (("Donaudampfschifffahrt", "Donaudampfschiff"), ("Anna Lena Maria Sophie", "Anna Lena Maria"),
                        ("Ben und Clara Z", "Ben und Clara Z")):
        setup.row = 0
        press(app, pygame.K_RETURN)
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=typed))     # (a paste)
        press(app, pygame.K_RETURN)
        assert setup.seats[0].name == kept, typed


@pytest.mark.parametrize("lang, with_max, refused", [
    ("de", "mit Maximilian", "Ben sitzt schon am Tisch"),
    ("en", "with Maximilian", "Ben is already at the table")])
def test_a_name_being_typed_is_nobodys_yet_and_a_taken_one_is_said_on_enter(make_app, lang, with_max, refused):
    """Maximilian, sharing Ben's keyboard, types "Ben": while he types, Ben's row still takes
    turns "mit Maximilian" (never "abwechselnd mit Ben" on Ben's own row) and nothing is said
    about the name; Enter refuses it with one whole, friendly line."""
    import pygame
    from helpers import press

    app, setup = sharing_setup(make_app, "durchmarsch", lang, names=("Maximilian", "Ben"))
    setup.row = 0
    press(app, pygame.K_RETURN)
    assert setup.editing == 0
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="Ben"))
    texts = texts_drawn(app)
    assert any(t.endswith(with_max) for t in texts), "Ben's row names who he takes turns with"
    assert not any(refused in t for t in texts), "a name being typed is not refused yet"
    press(app, pygame.K_RETURN)
    assert setup.editing == 0, "refused: the typing stays open"
    assert any(t.startswith(refused) for t in texts_drawn(app)), "said on the row, whole"


@pytest.mark.parametrize("lang, said", [("de", "frei – hier spielt keiner"), ("en", "free – nobody plays here")])
def test_an_empty_seat_says_what_it_means(make_app, lang, said):
    app = make_app()
    app.set_language(lang)
    app.routes.start()
    app.routes.setup(game_by_name("zehntausend"))
    setup = app.top
    setup.seats[2] = replace(setup.seats[2], kind="empty")
    texts = texts_drawn(app)
    assert said in texts
    assert "leer" not in texts and "empty" not in texts, "never a bare word"


def test_a_name_too_wide_for_its_room_stays_on_one_line_never_under_the_readable_size(make_app):
    import pygame

    from scenes.ui import text

    app, setup = sharing_setup(make_app, "durchmarsch", "de")
    sizes = text.watch_sizes()
    try:
        setup.draw_name(app.screen, "Maximilian-Alexa", 200, pygame.Rect(120, 200, 1040, 56), 240, (255, 255, 255))
    finally:
        text.unwatch()
    drawn = list(sizes)
    assert [t for t, _ in drawn] == ["Maximilian-Alexa"], "one line, every letter"
    assert drawn[0][1] >= text.READABLE
