"""The cards around the Mensch board: seat panels (left), turn, prompt and places (right).

Each card is rendered into a surface once per change of what it says (cached by its
content), so a frame only blits; the words on it are announced every frame all the same
(`scenes.ui.text.drawn`), so a test can see what a frame shows. The scene passes itself in;
this module only reads it, and draws what the players have seen (`scene.shown` and the turn
the scene shows), never the engine's newer state.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.mensch import match as mg
from scenes.tables.mensch import board as mb
from scenes.ui import theme
from scenes.ui.seat_panel import key_label, kind_text
from scenes.ui.seat_panel import keycap_image as keycap
from scenes.ui.text import drawn, render, wrapped

LEFT_X, RIGHT_X, COLUMN_W = 14, 1004, 262
STATUS_RECT = pygame.Rect(RIGHT_X, 10, COLUMN_W, 94)
PROMPT_RECT = pygame.Rect(RIGHT_X, 310, COLUMN_W, 178)
RANKING_RECT = pygame.Rect(RIGHT_X, 496, COLUMN_W, 214)
PANEL = (30, 38, 35)
ACTIVE = (70, 60, 24)
CACHE_LIMIT = 48


@lru_cache(maxsize=32)
def card(w: int, h: int, fill: tuple, border: tuple | None = None) -> pygame.Surface:
    """A rounded card with a soft shadow (cached by size and colours)."""
    surf = pygame.Surface((w, h + 4), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 90), pygame.Rect(0, 4, w, h), border_radius=14)
    pygame.draw.rect(surf, (*fill, 238), pygame.Rect(0, 0, w, h), border_radius=14)
    if border:
        pygame.draw.rect(surf, border, pygame.Rect(0, 0, w, h), width=3, border_radius=14)
    return surf



@lru_cache(maxsize=64)
def tag_sprite(text: str, colour: tuple) -> pygame.Surface:
    """A small label in a pill (e.g. "knocks out!" over a figure)."""
    img = render(text, 16, (255, 255, 255), True)
    surf = pygame.Surface((img.get_width() + 16, img.get_height() + 6), pygame.SRCALPHA)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=surf.get_height() // 2)
    surf.blit(img, (8, 3))
    return surf


class Said(list):
    """The words a card shows, collected while it is rendered."""

    def text(self, text: str, size: int, colour, bold: bool = False) -> pygame.Surface:
        self.append(text)
        return render(text, size, colour, bold)


def keys_line(segments: tuple, size: int, colour: tuple) -> pygame.Surface:
    """Key caps and words in one line: segments of ("key", label) and ("text", words)."""
    parts = [keycap(v, size - 4) if kind == "key" else render(v, size, colour, True) for kind, v in segments]
    w = sum(p.get_width() for p in parts) + 6 * (len(parts) - 1)
    h = max(p.get_height() for p in parts)
    surf = pygame.Surface((max(1, w), h), pygame.SRCALPHA)
    x = 0
    for p in parts:
        surf.blit(p, (x, (h - p.get_height()) // 2))
        x += p.get_width() + 6
    return surf


def _cached(scene, key: tuple, make) -> pygame.Surface:
    """The card for `key`: `make(said)` renders it once; its words are announced each frame."""
    entry = scene.panel_cache.get(key)
    if entry is None:
        if len(scene.panel_cache) > CACHE_LIMIT:
            scene.panel_cache.clear()
        said = Said()
        entry = (make(said), tuple(said))
        scene.panel_cache[key] = entry
    for text in entry[1]:
        drawn(text)
    return entry[0]


def fit(img: pygame.Surface, width: int) -> pygame.Surface:
    """Cut a rendered line that is too wide (long names) instead of spilling over."""
    return img if img.get_width() <= width else img.subsurface((0, 0, width, img.get_height()))


# ---------------------------------------------------------------------------------- left

def seat_rects(count: int) -> list[pygame.Rect]:
    gap = 10
    h = min(230, (700 - gap * (count - 1)) // count)
    return [pygame.Rect(LEFT_X, 10 + i * (h + gap), COLUMN_W, h) for i in range(count)]


def seat_hint(scene, seat_obj) -> tuple:
    """This seat's own keys, two lines: roll/move, and choosing a figure."""
    if not seat_obj.device:
        return ()
    t = scene.t
    return ((("key", key_label(scene.app, seat_obj, "confirm")), ("text", t("mensch.table.hint_go"))),
            (("key", key_label(scene.app, seat_obj, "left")), ("key", key_label(scene.app, seat_obj, "right")),
             ("text", t("mensch.table.hint_choose"))))


def draw_left(scene, surface: pygame.Surface) -> None:
    m = scene.shown
    active = None if m.is_over else scene.view_seat()
    for seat, rect in enumerate(seat_rects(len(scene.seats))):
        colours = m.seat_colours(seat)
        homes = tuple(sum(1 for f in range(mg.FIGURES) if (scene.spots.get((c, f)) or ("",))[0] == "home")
                      for c in colours)
        place = scene.places.index(seat) + 1 if seat in scene.places else None
        seat_obj = scene.seats[seat]
        key = ("seat", seat, seat_obj, rect.size, seat == active, place, homes, scene.t.lang,
               seat_hint(scene, seat_obj))
        surf = _cached(scene, key, lambda said, s=seat, r=rect, h=homes, p=place, k=key: render_seat(
            scene, s, r.size, k[4], p, h, k[-1], said))
        surface.blit(surf, rect)


def render_seat(scene, seat: int, size, active: bool, place, homes, hint, said: Said) -> pygame.Surface:
    w, h = size
    m = scene.shown
    surf = pygame.Surface((w, h + 4), pygame.SRCALPHA)
    surf.blit(card(w, h, ACTIVE if active else PANEL, theme.ACCENT if active else None), (0, 0))
    seat_obj = scene.seats[seat]
    name = said.text(seat_obj.name, 26, theme.ACCENT if active else theme.TEXT, True)
    surf.blit(fit(name, w - 70), (14, 10))
    surf.blit(fit(said.text(kind_text(scene.t, seat_obj), 15, theme.TEXT_DIM), w - 28), (14, 40))
    if place is not None:
        badge = said.text(scene.t("app.results.place", n=place), 30, theme.ACCENT, True)
        surf.blit(badge, badge.get_rect(topright=(w - 14, 8)))
    elif active:
        said.append(scene.t("mensch.table.to_move"))
        tag = tag_sprite(said[-1], theme.ACCENT_DARK)
        surf.blit(tag, tag.get_rect(topright=(w - 12, 14)))
    y = 62
    for colour, home in zip(m.seat_colours(seat), homes, strict=True):
        sprite = mb.figure_sprite(colour, 12)
        surf.blit(sprite, sprite.get_rect(center=(28, y + 13)))
        surf.blit(said.text(scene.colour_name(colour), 20, theme.TEXT, True), (48, y + 1))
        count = said.text(scene.t("mensch.table.home_count", n=home), 16, theme.TEXT_DIM)
        surf.blit(count, count.get_rect(topright=(w - 14, y + 5)))
        y += 28
    bottom = h - 8
    for segments in reversed(hint):
        line = keys_line(segments, 15, theme.TEXT_DIM)
        if bottom - line.get_height() < y:
            break
        said.extend(v for _, v in segments)
        bottom -= line.get_height()
        surf.blit(fit(line, w - 24), (14, bottom))
        bottom -= 4
    return surf


# ---------------------------------------------------------------------------------- right

def draw_right(scene, surface: pygame.Surface) -> None:
    surface.blit(_cached(scene, status_key(scene), lambda said: render_status(scene, said)), STATUS_RECT)
    lines = prompt_lines(scene)
    surface.blit(_cached(scene, ("prompt", lines), lambda said: render_prompt(lines, said)), PROMPT_RECT)
    key = ("ranking", tuple(scene.places), len(scene.seats), scene.t.lang)
    surface.blit(_cached(scene, key, lambda said: render_ranking(scene, said)), RANKING_RECT)


def status_key(scene) -> tuple:
    colour = scene.view_colour
    return ("status", colour, scene.shown.is_over, scene.in_opening(), scene.t.lang,
            None if colour is None else scene.name_of(colour))


def render_status(scene, said: Said) -> pygame.Surface:
    """Whose turn the table shows (during the opening: who throws for which colour)."""
    w, h = STATUS_RECT.size
    surf = pygame.Surface((w, h + 4), pygame.SRCALPHA)
    surf.blit(card(w, h, PANEL), (0, 0))
    t = scene.t
    colour = scene.view_colour
    if scene.shown.is_over or colour is None:
        surf.blit(said.text(t("mensch.table.game_over"), 24, theme.ACCENT, True), (16, 14))
        return surf
    opening = scene.in_opening()
    title = t("mensch.table.opening_title") if opening else t("app.table.your_turn", name=scene.name_of(colour))
    surf.blit(fit(said.text(title, 24, theme.ACCENT, True), w - 28), (14, 12))
    sprite = mb.figure_sprite(colour, 13)
    surf.blit(sprite, sprite.get_rect(center=(30, 64)))
    sub = t("mensch.table.rolls_for", name=scene.name_of(colour), colour=scene.colour_name(colour)) \
        if opening else scene.colour_name(colour)
    surf.blit(fit(said.text(sub, 18, theme.TEXT, True), w - 66), (52, 54))
    return surf


def prompt_lines(scene) -> tuple:
    """What the card under the die says, as data (the cache key and the recipe): about the
    turn the table shows, never one the engine has moved on to."""
    m = scene.shown
    t = scene.t
    out: list[tuple] = []
    if scene.note:
        out.append(("small", scene.note, theme.TEXT_DIM))
    seat = scene.view_seat()
    if m.is_over or seat is None:
        pass
    elif scene.busy():      # the table still shows what happened; whose turn it shows may skip it
        if not scene.seats[seat].is_bot:
            out.append(("keys", (("key", key_label(scene.app, scene.seats[seat], "confirm")),
                                 ("text", t("mensch.table.skip"))), theme.TEXT_DIM))
    elif scene.seats[seat].is_bot:
        out.append(("big", t("app.table.bot_thinking", name=scene.seats[seat].name), theme.TEXT_DIM))
    elif m.phase in ("opening", "roll"):
        seat_obj = scene.seats[seat]
        out.append(("keys", (("key", key_label(scene.app, seat_obj, "confirm")),
                             ("text", t("mensch.table.roll"))), theme.ACCENT))
        out.append(("small", t("mensch.table.roll_more"), theme.TEXT_DIM))
        if m.phase == "opening":
            out.append(("small", t("mensch.table.opening_rule"), theme.TEXT))
        if m.phase == "roll" and m.tries_left > 1:
            out.append(("small", scene.tries_text(m.tries_left), theme.TEXT))
    elif m.phase == "move":
        seat_obj = scene.seats[seat]
        if len(scene.options) == 1:
            out.append(("big", t("mensch.table.single"), theme.TEXT))
        else:
            out.append(("keys", (("key", key_label(scene.app, seat_obj, "left")),
                                 ("key", key_label(scene.app, seat_obj, "right")),
                                 ("text", t("mensch.table.choose"))), theme.TEXT))
            out.append(("keys", (("key", key_label(scene.app, seat_obj, "confirm")),
                                 ("text", t("mensch.table.move"))), theme.ACCENT))
        plan = scene.chosen
        if plan is not None:
            out.append(("small", plan_text(scene, plan), theme.TEXT))
            if plan.captures is not None:
                victim = scene.colour_name(plan.captures[0])
                out.append(("small", t("mensch.table.preview_capture", victim=victim), theme.BAD))
    if scene.refusal:
        out.append(("small", scene.refusal, theme.BAD))
    return tuple(out)


def plan_text(scene, plan: mg.MovePlan) -> str:
    t = scene.t
    if plan.enters:
        return t("mensch.table.preview_enter")
    if plan.end[0] == "home":
        return t("mensch.table.preview_home", steps=len(plan.path), letter="abcd"[plan.end[1]])
    return t("mensch.table.preview_steps", steps=len(plan.path))


def render_prompt(lines: tuple, said: Said) -> pygame.Surface:
    w, h = PROMPT_RECT.size
    surf = pygame.Surface((w, h + 4), pygame.SRCALPHA)
    surf.blit(card(w, h, PANEL), (0, 0))
    y = 12
    for kind, value, colour in lines:
        if kind == "keys":
            img = keys_line(value, 22, colour)
            if img.get_width() > w - 28:     # long words (English, other keys): a size smaller
                img = fit(keys_line(value, 18, colour), w - 28)
        elif kind == "big":
            img = wrapped(value, 21, w - 28, colour, True)
        else:
            img = wrapped(value, 17, w - 28, colour)
        if y + img.get_height() > h - 6:
            break
        if kind == "keys":
            said.extend(v for _, v in value)
        else:
            said.append(value)
        surf.blit(img, (14, y))
        y += img.get_height() + 8
    return surf


def render_ranking(scene, said: Said) -> pygame.Surface:
    w, h = RANKING_RECT.size
    surf = pygame.Surface((w, h + 4), pygame.SRCALPHA)
    surf.blit(card(w, h, PANEL), (0, 0))
    t = scene.t
    surf.blit(said.text(t("mensch.table.ranking"), 20, theme.TEXT_DIM, True), (14, 10))
    row_h = min(44, (h - 44) // max(1, len(scene.seats)))
    for i in range(len(scene.seats)):
        y = 40 + i * row_h
        first = i == 0
        number = said.text(t("app.results.place", n=i + 1), 24, theme.ACCENT if first else theme.TEXT, True)
        surf.blit(number, (14, y + 4))
        if i >= len(scene.places):
            surf.blit(render("–", 24, theme.TEXT_DIM), (56, y + 4))
            continue
        seat = scene.places[i]
        x = 60
        for colour in scene.shown.seat_colours(seat):
            sprite = mb.figure_sprite(colour, 11)
            surf.blit(sprite, sprite.get_rect(center=(x, y + 18)))
            x += 24
        surf.blit(fit(said.text(scene.seats[seat].name, 22, theme.TEXT, True), w - x - 14), (x + 4, y + 5))
    return surf
