"""The small captioned diagrams beside the rules text, drawn with the games' own art.

One function per game returns its pictures with their captions, drawn at run time with the
tables' own art (sheet boxes and pen strokes, the board, dice, coasters, the tray):
- Durchmarsch: a piece of a sheet (a row under way, a struck row with its two misthrows) and
  the dice that make a 10 (two dice) and a 4 (one die);
- Mensch: the board at the start, and the rule sheet's home example (a 3 to c, or b on to c);
- Zehntausend: what scores (worked out by the engine's scoring under the rules in force), a
  Pasch waiting for its proof, and a throw that loses the turn;
- Wurf & Weg: your coaster sending its symbols left and right, the luck symbol going to the
  tray, and the last rolls after "Stopp!".
`column(...)` lays them out into one picture of a given size, shrinking the drawings (never
the captions) until everything fits, and caches it per game, language and the rules that
change a drawing.
"""

from __future__ import annotations

import math

import pygame

from game.mensch import match as mg
from game.zehntausend.scoring import DEFAULT_KEY, Score, counts_of, score_counts
from scenes.dice import art as dice_art
from scenes.tables.durchmarsch.art import (
    RED_PEN,
    crossed_cell,
    missed_box,
    misthrow_box,
    number_box,
)
from scenes.tables.mensch import board as mb
from scenes.tables.wurf_und_weg import coaster_art
from scenes.ui import theme
from scenes.ui.layout import READABLE, width_of, wrap
from scenes.ui.numbers import grouped
from scenes.ui.text import render

CAPTION = 22              # under each diagram, read from the sofa
CAPTION_LINE = 27
PAD = 14
PIC_MARGIN = 10           # px more between a wide picture and the panel's edge (the panel has a border)
GAP = 12
LABEL = READABLE
GOOD = (118, 214, 124)
WAIT = (250, 196, 70)
DIM_ALPHA = 165

_columns: dict[tuple, pygame.Surface] = {}


# ---------------------------------------------------------------- small helpers

def _finish(surface: pygame.Surface) -> pygame.Surface:
    return surface.convert_alpha() if pygame.display.get_surface() else surface


def _dimmed(img: pygame.Surface, alpha: int = DIM_ALPHA) -> pygame.Surface:
    out = img.copy()
    out.set_alpha(alpha)
    return out


def _die(kind: str, face: int, size: int) -> pygame.Surface:
    return dice_art.die_surface(kind, face, size)


def _ring(surf, center, size: int, colour, width: int = 3) -> None:
    """A rounded square ring around a die of `size` at `center`."""
    r = pygame.Rect(0, 0, size + 10, size + 10)
    r.center = (round(center[0]), round(center[1]))
    pygame.draw.rect(surf, colour, r, width=width, border_radius=max(4, size // 4))


def arrow(surf, start, end, colour, width: int = 4, head: int = 12, bend: float = 0.0) -> None:
    """An arrow from start to end; `bend` curves it sideways by that share of its length."""
    (x0, y0), (x1, y1) = start, end
    dx, dy = x1 - x0, y1 - y0
    cx, cy = (x0 + x1) / 2 - dy * bend, (y0 + y1) / 2 + dx * bend

    def at(t: float) -> tuple[float, float]:
        return ((1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x1,
                (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y1)

    tx, ty = x1 - cx, y1 - cy                 # the curve's direction where it ends
    n = math.hypot(tx, ty) or 1.0
    ux, uy = tx / n, ty / n
    neck = (x1 - ux * head * 0.9, y1 - uy * head * 0.9)
    steps = 24
    centre = [at(i / steps) for i in range(steps + 1)]
    centre = [p for p in centre if math.hypot(p[0] - x1, p[1] - y1) > head * 0.9] + [neck]
    left, right = [], []
    for i, (px, py) in enumerate(centre):   # a ribbon of the stroke's width along the curve
        qx, qy = centre[min(i + 1, len(centre) - 1)]
        ox, oy = centre[max(i - 1, 0)]
        vx, vy = qx - ox, qy - oy
        m = math.hypot(vx, vy) or 1.0
        nx, ny = -vy / m * width / 2, vx / m * width / 2
        left.append((px + nx, py + ny))
        right.append((px - nx, py - ny))
    ribbon = left + right[::-1]
    px, py = -uy, ux
    tip = [(x1, y1), (x1 - ux * head + px * head * 0.6, y1 - uy * head + py * head * 0.6),
           (x1 - ux * head - px * head * 0.6, y1 - uy * head - py * head * 0.6)]
    for shape in (ribbon, tip):
        pygame.draw.polygon(surf, colour, shape)
        pygame.draw.aalines(surf, colour, True, shape)


def _label(surf, text: str, pos, colour=theme.TEXT, size: int = LABEL, bold: bool = True, anchor="center"):
    img = render(text, size, colour, bold)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surf.blit(img, rect)
    return rect


def _canvas(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)


def _dice_row(surf, faces, x: int, cy: int, size: int, lit: dict[int, tuple], kind: str = "pip",
              step: int = 6) -> int:
    """Dice side by side from x; dice whose index is in `lit` get a ring of that colour, the
    others are dimmed when anything is lit. Returns the x after the last die."""
    for i, face in enumerate(faces):
        img = _die(kind, face, size)
        if lit and i not in lit:
            img = _dimmed(img)
        center = (x + size / 2, cy)
        surf.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))
        if i in lit:
            _ring(surf, center, size, lit[i])
        x += size + step
    return x


# ---------------------------------------------------------------- Durchmarsch

def throw_picture(faces, lit: tuple[int, ...], result: int) -> pygame.Surface:
    """A throw with the dice that make `result` ringed, the rest dimmed, then "= result" (the
    picture as wide as the dice and the whole sum)."""
    size = 38
    label = f"= {result}"
    pic = _canvas(6 + len(faces) * (size + 6) + 6 + width_of(label, 28, True) + 6, size + 16)
    cy = pic.get_height() // 2
    x = _dice_row(pic, faces, 6, cy, size, {i: theme.ACCENT for i in lit})
    _label(pic, label, (x + 6, cy), theme.ACCENT, 28, True, "midleft")
    return pic.subsurface(pic.get_bounding_rect()).copy()


def durchmarsch(t, rules=None) -> list[tuple[pygame.Surface, str]]:
    cell, gap = 33, 10
    w = 12 + 10 * cell + gap + 2 * cell + 12
    sheet = _canvas(w, 2 * cell + 28)
    paper = pygame.Rect(0, 0, w, 2 * cell + 24)
    pygame.draw.rect(sheet, (0, 0, 0, 90), paper.move(0, 3), border_radius=8)
    pygame.draw.rect(sheet, theme.PAPER, paper, border_radius=8)
    # the top row: 10, 9 and 8 crossed, the 7 is next; the row below: two misthrows, struck out
    for row, crossed, misses in ((0, 3, 0), (1, 2, 2)):
        y = 12 + row * cell
        for col in range(12):
            x = 12 + col * cell + (gap if col >= 10 else 0)
            r = pygame.Rect(x + 2, y + 2, cell - 4, cell - 4)
            if col < crossed:
                sheet.blit(crossed_cell(10 - col, r.size, False, READABLE), r)
            elif col < 10:
                number_box(sheet, r, 10 - col, READABLE, False)
                if col == crossed and not misses:
                    pygame.draw.rect(sheet, theme.ACCENT_DARK, r.inflate(6, 6), width=3, border_radius=8)
            else:
                if col - 10 < misses:
                    missed_box(sheet, r, False)
                else:
                    misthrow_box(sheet, r)
        if misses >= 2:
            y_mid = y + cell // 2
            pygame.draw.line(sheet, RED_PEN, (10, y_mid + 3), (12 + 10 * cell + 2, y_mid - 3), 3)

    return [
        (_finish(sheet), t("howto.caption.durchmarsch.row")),
        (_finish(throw_picture((2, 6, 3, 3, 4, 1, 5, 2), (1, 4), 10)), t("howto.caption.durchmarsch.pair")),
        (_finish(throw_picture((6, 2, 4, 6, 1), (2,), 4)), t("howto.caption.durchmarsch.single")),
    ]


# ---------------------------------------------------------------- Mensch ärgere Dich nicht

def mensch(t, rules=None) -> list[tuple[pygame.Surface, str]]:
    size = 250
    board = pygame.transform.smoothscale(mb.board_surface(mb.BOARD_RECT.w, mb.board_letters(t)), (size, size))
    geo = mb.Geometry(pygame.Rect(0, 0, size, size))
    for colour in range(mg.COLOURS):
        spots = [mg.B_XY[colour][slot] for slot in range(1, 4)] + [mg.START_XY[colour]]
        for gx, gy in spots:
            img = mb.figure_sprite(colour, geo.figure)
            board.blit(img, img.get_rect(center=tuple(round(v) for v in geo.xy(gx, gy))))

    # the home example of the rule sheet: figures on a, b, d and one on the circle before a
    r, step = 21, 58
    lead = max(34, width_of(t("howto.label.mensch.before_a"), READABLE) // 2 + 6)   # room for its label
    home = _canvas(lead + 4 * step + 34, 196)
    cy = 82
    xs = [lead + i * step for i in range(5)]
    yellow = mb.COLOURS[0]
    pygame.draw.line(home, mb.TRACK_LINE, (xs[0], cy), (xs[-1], cy), 5)
    for i, x in enumerate(xs):
        pygame.draw.circle(home, mb.TRACK_FILL if i == 0 else mb.tint(yellow, 0.45), (x, cy), r)
        pygame.draw.circle(home, mb.OUTLINE, (x, cy), r, 2)
        name = t("howto.label.mensch.before_a") if i == 0 else "abcd"[i - 1]
        _label(home, name, (x, cy + r + 12), theme.TEXT_DIM if i == 0 else theme.TEXT, READABLE,
               i != 0)
    figure = mb.figure_sprite(0, 17)
    for i in (0, 1, 2, 4):
        home.blit(figure, figure.get_rect(center=(xs[i], cy - 1)))
    _label(home, "c", (xs[3], cy), mb.OUTLINE, READABLE)
    pygame.draw.circle(home, GOOD, (xs[3], cy), r + 4, 3)
    # a 3 takes the figure before a over a and b to c; a 1 moves b on to c
    arrow(home, (xs[0] + 4, cy - r - 4), (xs[3] - 6, cy - r - 6), WAIT, 4, 12, bend=-0.2)
    three = _die("pip", 3, 28)
    home.blit(three, three.get_rect(center=((xs[0] + xs[3]) // 2 - 8, 22)))
    _ring(home, ((xs[0] + xs[3]) // 2 - 8, 22), 28, WAIT, 2)
    low = cy + r + 28
    arrow(home, (xs[2] + 2, low), (xs[3] - 2, low), GOOD, 4, 11, bend=0.55)
    one = _die("pip", 1, 28)
    home.blit(one, one.get_rect(center=((xs[2] + xs[3]) // 2, low + 42)))
    _ring(home, ((xs[2] + xs[3]) // 2, low + 42), 28, GOOD, 2)
    return [
        (_finish(board), t("howto.caption.mensch.board")),
        (_finish(home.subsurface(home.get_bounding_rect()).copy()), t("howto.caption.mensch.home")),
    ]


# ---------------------------------------------------------------- Zehntausend

def scoring_key(rules):
    return rules.scoring_key() if rules is not None and hasattr(rules, "scoring_key") else DEFAULT_KEY


def zehntausend(t, rules=None) -> list[tuple[pygame.Surface, str]]:
    key = scoring_key(rules)
    groups = [(1,), (5,), (4, 4, 4), (1, 1, 1), (2, 2, 2, 2)]
    if rules is not None and getattr(rules, "dice", 5) == 6:
        groups.append((1, 2, 3, 4, 5, 6))
    size, row_h = 30, 40
    widest = max(len(faces) for faces in groups)
    equals = 2 + widest * (size + 5) + 8
    table = _canvas(equals + 110 + (150 if widest == 6 else 0), row_h * len(groups))
    for i, faces in enumerate(groups):
        cy = i * row_h + row_h // 2
        _dice_row(table, faces, 2, cy, size, {}, step=5)
        score = score_counts(counts_of(faces), key)
        points = score.points if isinstance(score, Score) else 0
        text = f"= {grouped(t, points)}"
        rect = _label(table, text, (equals, cy), theme.TEXT, 22, True, "midleft")
        if len(faces) == 6:
            _label(table, t("howto.label.zehntausend.straight"), (rect.right + 10, cy), theme.TEXT_DIM, READABLE, False,
                   "midleft")

    size = 32
    proof = _canvas(440, 104)
    first = (5, 5, 5, 3, 6)
    words = [t("howto.label.zehntausend.first_throw"), t("howto.label.zehntausend.later_throw")]
    indent = max(render(w, READABLE, theme.TEXT_DIM, True).get_width() for w in words) + 14
    _label(proof, words[0], (0, 24), theme.TEXT_DIM, READABLE, True, "midleft")
    x = _dice_row(proof, first, indent, 24, size, {0: WAIT, 1: WAIT, 2: WAIT})
    pending = score_counts(counts_of(first[:3]), key)
    points = pending.points if isinstance(pending, Score) else 500
    _label(proof, t("howto.label.zehntausend.pending", points=points), (x + 8, 24), WAIT, 22, True, "midleft")
    _label(proof, words[1], (0, 80), theme.TEXT_DIM, READABLE, True, "midleft")
    x = _dice_row(proof, (2, 1), indent, 80, size, {1: GOOD})
    _label(proof, "✓ " + t("howto.label.zehntausend.proven"), (x + 8, 80), GOOD, 22, True, "midleft")
    lost = _canvas(380, 44)
    x = _dice_row(lost, (2, 3, 4, 6, 6), 2, 22, size, {}, step=6)
    _label(lost, "✗ " + t("howto.label.zehntausend.lost"), (x + 8, 22), (240, 110, 96), 22, True, "midleft")
    return [
        (_finish(table.subsurface(table.get_bounding_rect()).copy()), t("howto.caption.zehntausend.points")),
        (_finish(proof.subsurface(proof.get_bounding_rect()).copy()), t("howto.caption.zehntausend.proof")),
        (_finish(lost.subsurface(lost.get_bounding_rect()).copy()), t("howto.caption.zehntausend.lost")),
    ]


# ---------------------------------------------------------------- Wurf & Weg

def wurf_und_weg(t, rules=None) -> list[tuple[pygame.Surface, str]]:
    label = "howto.label.wurf_und_weg."
    face = coaster_art.face_of

    # your coaster and where its two symbols go
    mine, other = 112, 72
    pic = _canvas(430, mine + 22)
    cy = mine // 2
    centres = (other // 2 + 2, 215, 430 - other // 2 - 2)
    for x, (left, right) in zip((centres[0], centres[2]), (("penny", "hamsa"), ("horseshoe", "clover")), strict=True):
        img = coaster_art.image(None, other, left, right)
        pic.blit(img, img.get_rect(center=(x, cy)))
    img = coaster_art.image(None, mine, "pig", "cat")
    pic.blit(img, img.get_rect(center=(centres[1], cy)))
    die = 30
    for direction, symbol, x_end in ((-1, "pig", centres[0] + other // 2 + 6), (1, "cat", centres[2] - other // 2 - 6)):
        x_start = centres[1] + direction * (mine // 2 + 4)
        arrow(pic, (x_start, cy + 16), (x_end, cy + 16), theme.ACCENT, 4, 13)
        sym = dice_art.die_surface("symbol", face(symbol), die)
        pic.blit(sym, sym.get_rect(center=((x_start + x_end) // 2, cy - 10)))
    _label(pic, t(label + "left"), (centres[0], cy + other // 2 + 12), theme.TEXT_DIM, READABLE, True)
    _label(pic, t(label + "you"), (centres[1], mine + 12), theme.ACCENT, READABLE, True)
    _label(pic, t(label + "right"), (centres[2], cy + other // 2 + 12), theme.TEXT_DIM, READABLE, True)

    # the luck symbol goes to the tray, even when your coaster shows it
    luck = _canvas(430, 104)
    coaster = coaster_art.image(None, 96, "clover", "horseshoe")
    luck.blit(coaster, coaster.get_rect(center=(50, 52)))
    tray_rect = pygame.Rect(214, 2, 212, 100)
    luck.blit(dice_art.tray_background(tray_rect.size, 11), tray_rect)
    big = dice_art.die_surface("luck", face("clover"), 48)
    luck.blit(big, big.get_rect(center=(tray_rect.x + 60, tray_rect.centery)))
    small = dice_art.die_surface("symbol", face("clover"), 30)
    luck.blit(small, small.get_rect(center=(tray_rect.x + 150, tray_rect.centery + 14)))
    _label(luck, t(label + "tray"), (tray_rect.x + 150, tray_rect.y + 28), (236, 230, 210), READABLE, True)
    arrow(luck, (104, 58), (tray_rect.x - 4, 58), GOOD, 4, 13)
    luck.blit(small, small.get_rect(center=(158, 36)))

    # "Stopp!" and the last three rolls, where only the luck symbol counts
    stop = _canvas(430, 84)
    empty = coaster_art.image(None, 66, "pig", "cat")
    stop.blit(empty, empty.get_rect(center=(36, 46)))
    bubble = render(t(label + "stop"), 22, (255, 255, 255), True)
    pill = pygame.Rect(0, 0, bubble.get_width() + 22, bubble.get_height() + 10)
    pill.midleft = (82, 46)
    pygame.draw.rect(stop, theme.BAD, pill, border_radius=pill.height // 2)
    pygame.draw.polygon(stop, theme.BAD, [(pill.x + 4, 40), (pill.x + 4, 52), (pill.x - 8, 46)])
    stop.blit(bubble, bubble.get_rect(center=pill.center))
    x0 = pill.right + 24
    _label(stop, t(label + "rolls"), (x0, 12), theme.TEXT_DIM, READABLE, True, "midleft")
    x = _dice_row(stop, (face("clover"), face("pig"), face("cat")), x0, 56, 32, {0: GOOD}, kind="symbol")
    small_luck = dice_art.die_surface("luck", face("clover"), 30)
    arrow(stop, (x + 2, 56), (x + 30, 56), GOOD, 3, 9)
    stop.blit(small_luck, small_luck.get_rect(center=(x + 52, 56)))
    return [
        (_finish(pic), t("howto.caption.wurf_und_weg.coaster")),
        (_finish(luck), t("howto.caption.wurf_und_weg.luck")),
        (_finish(stop.subsurface(stop.get_bounding_rect()).copy()), t("howto.caption.wurf_und_weg.stop")),
    ]


def zehntausend_variant(rules) -> tuple:
    """The house rules the Zehntausend drawings show: the number of dice and the scoring."""
    return (getattr(rules, "dice", 5), scoring_key(rules))


DIAGRAMS = {"durchmarsch": durchmarsch, "mensch": mensch, "zehntausend": zehntausend,
            "wurf_und_weg": wurf_und_weg}
VARIANTS = {"zehntausend": zehntausend_variant}     # a game whose drawings follow its house rules


# ---------------------------------------------------------------- the column

def variant(module: str, rules) -> tuple:
    """What in the house rules changes a drawing (part of the cache key)."""
    make = VARIANTS.get(module)
    return make(rules) if make is not None and rules is not None else ()


def diagrams(module: str, t, rules=None) -> list[tuple[pygame.Surface, str]]:
    """The pictures and captions of one game (empty for a game without diagrams)."""
    make = DIAGRAMS.get(module)
    return make(t, rules) if make else []


def _scaled(img: pygame.Surface, scale: float) -> pygame.Surface:
    if scale >= 0.999:
        return img
    w, h = img.get_size()
    return pygame.transform.smoothscale(img, (max(1, round(w * scale)), max(1, round(h * scale))))


def layout(items, size: tuple[int, int]):
    """Place pictures and captions in a column of `size`: [(picture, pos, [caption lines], pos)].

    A narrow picture gets its caption beside it; the pictures shrink (never the captions)
    until everything fits the height.
    """
    w, h = size
    inner = w - 2 * PAD
    plans = []
    for img, caption in items:
        side = img.get_width() <= inner * 0.58
        cap_w = inner - img.get_width() - 16 if side else inner
        lines = wrap(caption, CAPTION, cap_w)
        plans.append((img, side, cap_w, lines))
    fixed = 2 * PAD + GAP * (len(plans) - 1) + sum(0 if side else len(lines) * CAPTION_LINE + 6
                                                    for _img, side, _w, lines in plans)
    natural = sum(max(img.get_height(), len(lines) * CAPTION_LINE if side else 0)
                  for img, side, _w, lines in plans)
    scale = min(1.0, max(0.3, (h - fixed) / max(1, natural)))
    spare = max(0, h - fixed - natural * scale)
    y = PAD + spare / (len(plans) + 1)
    placed = []
    for img, side, _cap_w, lines in plans:
        pic = _scaled(img, min(scale, (inner - 2 * PIC_MARGIN) / img.get_width()))
        if side:
            block_h = max(pic.get_height(), len(lines) * CAPTION_LINE)
            pic_pos = (PAD, round(y + (block_h - pic.get_height()) / 2))
            cap_pos = (PAD + pic.get_width() + 16, round(y + (block_h - len(lines) * CAPTION_LINE) / 2))
            y += block_h
        else:
            pic_pos = (PAD + (inner - pic.get_width()) // 2, round(y))
            y += pic.get_height() + 6
            cap_pos = (PAD, round(y))
            y += len(lines) * CAPTION_LINE
        placed.append((pic, pic_pos, lines, cap_pos, side))
        y += GAP + spare / (len(plans) + 1)
    return placed


def column(module: str, t, size: tuple[int, int], rules=None) -> pygame.Surface:
    """All of a game's diagrams in one transparent picture of `size` (cached)."""
    key = (module, t.lang, tuple(size), variant(module, rules))
    surf = _columns.get(key)
    if surf is not None:
        return surf
    surf = pygame.Surface(size, pygame.SRCALPHA)
    placed = layout(diagrams(module, t, rules), size)
    for i, (pic, pic_pos, lines, cap_pos, side) in enumerate(placed):
        surf.blit(pic, pic_pos)
        for n, line in enumerate(lines):
            img = render(line, CAPTION, theme.TEXT)
            x = cap_pos[0] if side else cap_pos[0] + (size[0] - 2 * PAD - img.get_width()) // 2
            surf.blit(img, (x, cap_pos[1] + n * CAPTION_LINE))
        if i + 1 < len(placed):
            bottom = cap_pos[1] + len(lines) * CAPTION_LINE if not side else pic_pos[1] + pic.get_height()
            nxt = placed[i + 1][1][1]
            y = round((bottom + nxt) / 2)
            pygame.draw.line(surf, (255, 255, 255, 40), (PAD * 2, y), (size[0] - PAD * 2, y), 1)
    if len(_columns) > 32:
        _columns.clear()
    _columns[key] = surf = _finish(surf)
    return surf


def clear_cache() -> None:
    _columns.clear()
