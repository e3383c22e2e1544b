"""The Mensch ärgere Dich nicht table: the board, hopping figures, the die, choices and places.

The engine has already decided when its events arrive; the table base plays them one after
another as *beats* (the die lands, a figure hops circle by circle, a knocked-out figure flies
back to its B, a 6 is announced, a colour comes home, the turn passes) and, after an action's
last beat, shows the match as it now is (`self.shown`). Everything drawn comes from `shown`
and the beat now playing: no figure moves, no word is said and no turn passes before the die
that decides it lies still. Every announcement belongs to the colour whose result it shows
and is gone, with that colour's die, before the next colour's turn is shown. A confirm press
while beats play skips to the end of that action, never further.

Choosing: the legal figures pulse; left/up and right/down cycle through them, confirm plays
the chosen one, a click on a figure plays it. The chosen figure's landing circle is marked
(and whom it would knock out). A person's single possible move is announced (who moves, and
how far) and plays itself after `AUTO_PLAY_PAUSE` (confirm plays it at once); with the coach's
hints on, the coach's card says it instead (what the move does, whom it knocks out) and the
move waits `COACHED_PAUSE`, long enough to read the sentence; with none the
engine passes (`NoMove`) and the scene says so, and why. A person with the coach's
hints on sees the hint on a card under the prompt card ("Tipp:" in the coach's blue), and the
figure it names wears a ring of that blue round it, inside the gap to the next circles: nothing
of the hint covers a circle or another figure. A hopping figure
is carried a little above the board in its own colour, the count of circles hopped so far
written on it in white, never over the circles beside it.

What just happened: as each beat ends (its die still, its figure standing) the table writes a
line of `history` (who moved how far, knocked whom out, came out with a 6, had no move, came
home), shown by the card under the prompt card, and the circles the last move walked stay
dotted on the board (`trail`) until the next figure moves.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.config import clean_name
from game.mensch import match as mg
from scenes.dice.tray import DiceTray, table_seed
from scenes.tables import prompt
from scenes.tables.base import TableBase
from scenes.tables.mensch import board as mb
from scenes.tables.mensch import panels, sizes
from scenes.ui import theme
from scenes.ui.backdrop import backdrop
from scenes.ui.beats import Beat
from scenes.ui.layout import fit, line_step
from scenes.ui.text import drawn
from scenes.ui.tween import arc, clamp01, ease_in_out, ease_out_back, lerp2, pulse

TRAY_RECT = pygame.Rect(1004, 148, 262, 154)    # under the turn card (and the prompt's ring)
DIE_SIZE = 78            # the one die, as large as the tray lets it tumble (read from the sofa)
HOP_TIME = 0.13          # seconds per circle a figure hops
HOP_LIFT = 6             # how far above the board a hopping figure is carried (px)
ENTER_TIME = 0.45        # from B onto A
FLY_TIME = 0.75          # a knocked-out figure flying back to B
TURN_TIME = 0.25         # the turn passes: the last colour's die leaves, its words fade
COACH_RING_GAP = 9       # the coach's ring round the figure its hint names lies this far outside it
COACH_RING_WIDTH = 5
AUTO_PLAY_PAUSE = 1.0    # a person's single possible move is named, then plays itself after this long
CARD_GAP_LEAST = 6       # the seats' cards may come this near each other to make room for a warning
COACHED_PAUSE = 3.0      # ... after this long while the coach's card says what it does (a sentence to read)
# A bot's pause before it acts, at bot speed 1 (`bot_speed` divides it): a throw or the one
# possible move needs no thought, a real choice a moment (the die it plays lies in the tray).
BOT_THROW_PAUSE = 0.25
BOT_FORCED_PAUSE = 0.3
BOT_CHOICE_PAUSE = 0.5
TOAST_TIME = 1.6         # how long an announcement stays at most
FADE_TIME = 0.35         # an announcement fades out over this long
POP_TIME = 0.7           # a hop count above a circle
HISTORY_KEPT = 6         # lines "what just happened" kept (the card shows as many as fit)
GLOW_TIME = 0.9          # a new line of it lights up this long
BOARD_SHADOW = 12        # the board's shadow on the table reaches this far beyond it
CORNER_NAME_LINES = 4    # a player's name beside its corner: sixteen Ws take four lines


@dataclass
class Motion:
    """A figure on its way: hopping along `points`, one arc per circle."""

    key: tuple[int, int]          # (colour, figure)
    points: list[tuple[float, float]]
    hop: float                    # seconds per hop
    height: float                 # arc height in pixels
    t0: float
    count_hops: bool = False
    counted: int = 0

    def position(self, now: float) -> tuple[float, float, float]:
        """(x, y, lift) now; lift 0..1 is how high in its arc the figure is."""
        hops = len(self.points) - 1
        t = max(0.0, now - self.t0) / self.hop
        i = min(hops - 1, int(t))
        frac = clamp01(t - i) if t < hops else 1.0
        frac = ease_in_out(frac) if hops == 1 else frac
        x, y = arc(self.points[i], self.points[i + 1], frac, self.height)
        return x, y, 4 * frac * (1 - frac)

    def ground(self, now: float) -> tuple[float, float]:
        hops = len(self.points) - 1
        t = max(0.0, now - self.t0) / self.hop
        i = min(hops - 1, int(t))
        return lerp2(self.points[i], self.points[i + 1], clamp01(t - i))

    def landed(self, now: float) -> int:
        return min(len(self.points) - 1, int(max(0.0, now - self.t0) / self.hop))


@dataclass
class Toast:
    """An announcement (at the top of the card under the die, never over the board): the
    result of `colour`'s throw or move (None: the opening's), shown only while that colour's
    turn is."""

    title: str
    sub: str
    accent: tuple
    t0: float
    colour: int | None
    end: float = 0.0
    forced: bool = False     # names a person's one possible move: it stays while they may choose


@dataclass(frozen=True)
class Happened:
    """One line of "what just happened": about `colour`, of a `kind` (move, capture, home,
    none, begins) that sets its accent; the words are `key` of the language table with
    `params` (a param named colour is a board colour, named in the language shown)."""

    colour: int
    kind: str
    key: str
    params: tuple = ()
    count: int | None = None

    def words(self, t) -> str:
        params = {k: t(f"mensch.colour.names.{v}") if k == "colour" else v for k, v in self.params}
        return t(self.key, **params) if self.count is None else t.count(self.key, self.count, **params)

    def kept(self) -> list:
        """The line as plain data for the autosave (`from_kept` reads it back)."""
        return [self.colour, self.kind, self.key.removeprefix("mensch.log."), dict(self.params), self.count]

    @classmethod
    def from_kept(cls, data) -> Happened | None:
        """A line the autosave kept, or None if it is not one this table writes (a damaged or
        hostile save costs only that line)."""
        if not isinstance(data, list) or len(data) != 5:
            return None
        colour, kind, key, params, count = data
        if not _small_int(colour, 0, 3) or kind not in HISTORY_KINDS or not isinstance(key, str) \
                or key not in KEPT_LINES or not isinstance(params, dict) or set(params) != KEPT_LINES[key] \
                or (count is None) != (key != "moved") or not (count is None or _small_int(count, 1, 99)):
            return None
        clean = []
        for name, value in params.items():
            if name in ("name", "by", "victim"):             # a person's (or a colour's) name
                value = clean_name(value) if isinstance(value, str) else ""
                ok = bool(value)
            elif name == "letter":
                ok = value in ("a", "b", "c", "d")
            elif name == "colour":
                ok = _small_int(value, 0, 3)
            else:                                            # a die's number, a place
                ok = _small_int(value, 1, 6)
            if not ok:
                return None
            clean.append((name, value))
        return cls(colour, kind, f"mensch.log.{key}", tuple(clean), count)


HISTORY_KINDS = frozenset({"move", "capture", "home", "none", "begins"})
# the lines a save may bring back, with the words each needs (never "resumed": a game opened
# again says that anew)
KEPT_LINES = {"opening": {"name", "value"}, "begins": {"name", "value"}, "moved": {"name"},
              "home": {"name", "letter"}, "entered": {"name"}, "captured": {"by", "victim"},
              "captured_own": {"by"}, "no_move": {"name", "value"}, "three_sixes": {"name"},
              "colour_home": {"colour"}, "placed": {"name", "place"}}


def _small_int(value, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


@dataclass
class OpeningView:
    """The opening throws as shown: value per colour, who is out, who is tied."""

    values: dict[int, int] = field(default_factory=dict)
    out: set[int] = field(default_factory=set)
    tied: set[int] = field(default_factory=set)
    winner: int | None = None


def places_of(match: mg.Match) -> list[int]:
    """The seats placed so far, in order (every seat once the game is over)."""
    ranking = match.ranking()
    groups = ranking if match.is_over else ranking[:-1]
    return [s for group in groups for s in group]


class TableScene(TableBase):
    BEAT_TIMES = {"OpeningRoll": 0.35, "OpeningTie": 1.3, "StartingColour": 1.3, "DiceRolled": 0.15,
                  "NoMove": 0.75, "ExtraRoll": 0.65, "ThreeSixes": 1.5, "FigureEntered": ENTER_TIME,
                  "FigureCaptured": FLY_TIME, "TurnPassed": TURN_TIME, "Handover": TURN_TIME,
                  "ColourFinished": 1.2, "SeatFinished": 1.6}
    WAITS_FOR_DICE = frozenset({"OpeningRoll", "DiceRolled"})

    def __init__(self, app, info, seats, seed, match=None):
        # the words' least size for the window this table is seen in, before anything is drawn
        sizes.fit_window(app.picture_scale())
        super().__init__(app, info, seats, seed, match)
        self.geo = mb.Geometry(mb.BOARD_RECT)
        self.tray = DiceTray(TRAY_RECT, seed=table_seed(seed, self.match), dice_speed=app.config.general.dice_speed,
                             sound=app.sound, die_size=DIE_SIZE)
        self.spots: dict[tuple[int, int], tuple | None] = {}   # where each figure is drawn standing
        self.motions: list[Motion] = []
        self.pops: list[tuple[int, tuple[float, float], float]] = []
        self.toast: Toast | None = None
        self.note: str | None = None             # a lasting line in the prompt card ...
        self.note_colour: int | None = None      # ... about this colour's throw
        self.view_colour: int | None = None      # whose turn the table shows
        self.opening = OpeningView() if self.shown.phase == "opening" else None
        self.places: list[int] = []
        self.history: list[Happened] = []        # what just happened, newest last (shown once landed)
        self.history_at = 0.0                    # when its newest line came
        self.trail: tuple | None = None          # (colour, circles) the last move walked, shown on the board
        self.colour_places: dict[int, int] = {}
        self.options: list[mg.MovePlan] = []     # the distinct choices of the seat to move
        self.legal: set[int] = set()             # every figure that may move now
        self.choice = 0
        self.auto_timer = 0.0
        self._decision: tuple | None = None
        self.panel_cache: dict[tuple, tuple] = {}
        self.panel_marks: dict[tuple, dict] = {}
        self.skipping = False
        self.last_die: tuple[int, int] | None = None    # (colour, value) of the last throw that landed
        self._last_die_pic: tuple | None = None
        letters = mb.board_letters(self.t)
        self.board = mb.board_surface(mb.BOARD_RECT.w, letters)
        self.board_texts = mb.board_texts(mb.BOARD_RECT.w, letters)
        self.home_letters = letters[2]
        self._base: pygame.Surface | None = None
        self.toast_rect: pygame.Rect | None = None   # where the last frame showed the announcement
        self.refusal_rect: pygame.Rect | None = None  # ... the refusal (in the prompt card, or the presser's card)
        self.refused_seat: int | None = None   # whose out-of-turn press the refusal answers (None: the seat on turn)
        self._acting: int | None = None
        self.coach_rect: pygame.Rect | None = None    # ... the coach's card
        self.prompt_keys_rect: pygame.Rect | None = None   # ... and the keys the prompt card names
        self.reminder_rect: pygame.Rect | None = None      # (no plate of its own: the turn card breathes)
        self.turn_key_rect: pygame.Rect | None = None      # ... the key and action the turn card names
        self.turn_shown: str | None = None                 # whose name the turn card shows (None: the game is over)
        self.landed()

    def colour_owners(self) -> tuple[int, ...]:
        return self.match.owners

    def colour_styles(self) -> list[int]:
        """Each colour as its figures look (Gelb a yellow circle, Rot a red triangle ...), on
        dark cards too (Schwarz lightened at its edge)."""
        first = theme.add_table_looks([(mb.edge_colour(c), mb.SHAPES[c]) for c in range(len(mb.COLOURS))])
        return [first + c for c in range(len(mb.COLOURS))]

    def seat_token(self, seat: int) -> pygame.Surface:
        """The figures of the colours this seat played, side by side."""
        colours = [c for c, s in enumerate(self.match.owners) if s == seat]
        radius = 12 if len(colours) > 1 else 15
        sprites = [mb.figure_sprite(c, radius) for c in colours]
        w = 24 * (len(sprites) - 1) + max(s.get_width() for s in sprites)
        h = max(s.get_height() for s in sprites)
        token = pygame.Surface((w, h), pygame.SRCALPHA)
        for i, sprite in enumerate(sprites):
            token.blit(sprite, sprite.get_rect(center=(sprites[0].get_width() / 2 + 24 * i, h / 2)))
        return token

    # -- the "who must act" prompt -------------------------------------------------------------
    def prompt_place(self) -> tuple[str, tuple[int, int]]:
        """The turn card's place at the top of the right-hand column: the prompt says whose
        turn it is (with their figures and key) in its stead, clear of the board, the die, the
        seats' cards, the prompt card's keys and refusals and the coach's card."""
        return "topleft", panels.STATUS_RECT.topleft

    def draw_prompt(self, surface) -> pygame.Rect | None:
        """The turn card (`panels.draw_turn`) is the prompt: it names the person on turn and
        the key, large, in one place. After ten seconds of nothing that same card breathes (a
        ring in the seat's colour and gold, its key cap lit): no plate of its own, nothing over
        the coach's card. The rect of the card while it asks (None while nobody is asked)."""
        self.reminder_rect = None
        if self._prompt_lines() is None:
            return None
        rect = panels.STATUS_RECT.copy()
        if self.prompt_stage() == prompt.AGAIN:
            seat = self.wait.decision[1]
            colour = panels.name_ink(self.shown.owners.index(seat))
            beat = 0.5 + 0.5 * math.sin((self.wait.idle - prompt.AGAIN_AFTER) * 2 * math.pi * 1.2)
            grow = 2 + round((panels.BANNER_RING - 2) * beat)
            ring = rect.inflate(2 * grow, 2 * grow)
            pygame.draw.rect(surface, theme.ACCENT if beat > 0.5 else colour, ring, width=4, border_radius=18)
        return rect

    # -- words ------------------------------------------------------------------------------
    def colour_name(self, colour: int) -> str:
        return self.t(f"mensch.colour.names.{colour}")

    def name_of(self, colour: int) -> str:
        return self.seats[self.match.owners[colour]].name

    def seat_plays_on(self, seat: int) -> bool:
        return seat not in self.places         # (placed once its last colour's homecoming has played)

    def view_seat(self) -> int | None:
        """The seat whose turn the table shows."""
        return None if self.view_colour is None else self.shown.owners[self.view_colour]

    def in_opening(self) -> bool:
        """The opening throws are on (until the beat that says who begins)."""
        return self.opening is not None and self.opening.winner is None

    def pace(self, colour: int | None) -> float:
        """Animation time factor: bots' moves run faster when bots are set to be quick."""
        if colour is None or not self.seats[self.match.owners[colour]].is_bot:
            return 1.0
        return 1.0 / max(1.0, self.app.config.general.bot_speed)

    def act(self, seat: int, action) -> list:
        self._acting = seat
        try:
            events = super().act(seat, action)
        finally:
            self._acting = None
        if events:
            self.refusal = None      # a refusal speaks of the last try only: once play goes on it is gone
            self.refused_seat = None
        return events

    def refuse(self, exc) -> None:
        """A refused press speaks to whoever pressed: a press out of turn on that person's own
        card at the left, never under the prompt of the person on turn."""
        super().refuse(exc)
        acting = getattr(self, "_acting", None)
        self.refused_seat = acting if acting is not None and acting != self.match.current_seat else None

    def bot_pause(self, seat: int) -> float:
        """Short for a throw or its one possible move, the table's whole pause for a real choice
        (so a bot-only game keeps a person's pace without dawdling)."""
        m = self.match
        choice = m.phase == "move" and len({(t, v) for _f, t, v in m.move_options()}) > 1
        return BOT_CHOICE_PAUSE if choice else BOT_FORCED_PAUSE if m.phase == "move" else BOT_THROW_PAUSE

    # -- the shown match --------------------------------------------------------------------
    def landed(self) -> None:
        """The picture as the engine has it now (the beats drew every change already)."""
        m = self.shown
        # only the figures in play (house rule `figures`: a short game has fewer)
        self.spots = {(c, f): m.position(c, f) for c in range(mg.COLOURS) for f in range(m.figure_count)}
        self.view_colour = m.current_colour
        self.places = places_of(m)
        self.colour_places = m.colour_places()
        if m.phase == "opening" and self.opening is None:
            self.opening = OpeningView()
        if self.toast is not None and self.toast.colour != self.view_colour and not m.is_over:
            self.toast = None           # it told the last colour's result
        if self.note_colour != self.view_colour:
            self.note = self.note_colour = None
        self._decision = None

    # -- engine events, one beat each -------------------------------------------------------
    def duration(self, ev) -> float:
        """How long the beat of `ev` lasts (bots' beats quicker when bots are set quick)."""
        name = type(ev).__name__
        if isinstance(ev, mg.FigureMoved):
            seconds = HOP_TIME * len(ev.path) + 0.08
        else:
            seconds = self.BEAT_TIMES.get(name, 0.0)
        if name in self.WAITS_FOR_DICE:
            return seconds
        return seconds * self.pace(getattr(ev, "colour", None))

    def beats_for(self, ev) -> list[Beat]:
        name = type(ev).__name__
        beat = Beat(ev, self.duration(ev), wait_tray=name in self.WAITS_FOR_DICE)
        if isinstance(ev, mg.ExtraRoll) and self.beats and isinstance(self.beats[-1].event, mg.NoMove):
            beat.duration, beat.kind = 0.0, "ExtraRollSaid"   # the "no move" card says it already
        return [beat]

    def queue(self, events: list) -> None:
        super().queue(events)
        if events and isinstance(events[0], mg.OpeningRoll) and self.match.phase == "opening":
            # the next colour throws: this one's die leaves first, as when a turn passes
            landed = self.beats.pop()
            self.beats.append(Beat(events[0], TURN_TIME * self.pace(events[0].colour), kind="Handover"))
            self.beats.append(landed)

    def update_view(self, dt: float) -> None:
        self.tray.update(dt)
        self.beats.play(dt)
        self.count_hops()
        self.motions = [mo for mo in self.motions if any(b.started and self._owns(b, mo) for b in self.beats)]
        self.pops = [p for p in self.pops if self.time - p[2] < POP_TIME]
        if self.toast is not None:
            if (self.choosing() and not self.toast.forced) or self.refusal:   # out of the way of a choice
                self.toast.end = min(self.toast.end, self.time + FADE_TIME)
            if self.time >= self.toast.end:
                self.toast = None
        self.refresh_decision()
        self.auto_play(dt)

    @staticmethod
    def _owns(beat: Beat, motion: Motion) -> bool:
        ev = beat.event
        if isinstance(ev, (mg.FigureMoved, mg.FigureEntered, mg.FigureCaptured)):
            return (ev.colour, ev.figure) == motion.key
        return False

    def count_hops(self) -> None:
        for mo in self.motions:
            if not mo.count_hops:
                continue
            landed = mo.landed(self.time)
            while mo.counted < landed:
                mo.counted += 1
                self.pops.append((mo.counted, mo.points[mo.counted], self.time))
                self.play("click", 0.35)

    def play(self, sound: str, volume: float) -> None:
        if not self.skipping:
            self.app.play(sound, volume)

    def say(self, title: str, sub: str = "", accent=theme.ACCENT) -> None:
        """An announcement about the colour whose turn is shown."""
        self.toast = Toast(title, sub, accent, self.time, self.view_colour, self.time + TOAST_TIME)

    def happened(self, about: int, kind: str, key: str, count: int | None = None, **params) -> None:
        """Write a line of "what just happened" about the colour `about` (called once the die
        that decides it lies still and its figure stands)."""
        # ("Partie fortgesetzt – Anna ist dran" stands until the first new line comes)
        self.history = [h for h in self.history if h.key != "mensch.log.resumed"]
        self.history.append(Happened(about, kind, f"mensch.log.{key}", tuple(params.items()), count))
        del self.history[:-HISTORY_KEPT]
        self.history_at = self.time
        self.keeper.saved()        # (the save keeps the lines too, for a game opened again)

    def kept_lines(self) -> list | None:
        return [h.kept() for h in getattr(self, "history", []) if h.key != "mensch.log.resumed"] or None

    def resumed(self, lines=None) -> None:
        """A saved game goes on: "what just happened" shows the lines its save kept and says,
        newest, that the game was continued and whose turn it is, never "Noch ist nichts
        passiert" (its earlier moves were made before the save)."""
        if isinstance(lines, list):
            kept = [Happened.from_kept(line) for line in lines[-HISTORY_KEPT:]]
            self.history = [h for h in kept if h is not None]
        colour = self.shown.current_colour
        if colour is not None and not self.shown.is_over:
            self.happened(colour, "begins", "resumed", name=self.name_of(colour))

    def history_glow(self) -> float:
        """How brightly the newest line of "what just happened" is lit now (1 as it comes, 0
        after `GLOW_TIME`)."""
        if not self.history:
            return 0.0
        return max(0.0, 1.0 - (self.time - self.history_at) / GLOW_TIME)

    def hand_over(self, seconds: float) -> None:
        """The turn passes: the last colour's die leaves the tray and its words fade out."""
        self.note = self.note_colour = None
        if self.toast is not None:
            self.toast.end = min(self.toast.end, self.time + min(FADE_TIME, seconds))
        self.tray.clear(duration=max(0.05, seconds), in_place=True)

    def on_OpeningRoll(self, ev: mg.OpeningRoll) -> None:
        self.view_colour = ev.colour
        self.throw(ev.value)
        if self.opening is None:
            self.opening = OpeningView()
        self.opening.tied.discard(ev.colour)

    def done_OpeningRoll(self, ev: mg.OpeningRoll) -> None:
        if self.opening is not None:
            self.opening.values[ev.colour] = ev.value   # beside the corner once the die lies
        self.last_die = (ev.colour, ev.value)
        self.happened(ev.colour, "move", "opening", name=self.name_of(ev.colour), value=ev.value)

    def done_DiceRolled(self, ev: mg.DiceRolled) -> None:
        self.last_die = (ev.colour, ev.value)

    def on_OpeningTie(self, ev: mg.OpeningTie) -> None:
        names = ", ".join(self.colour_name(c) for c in ev.colours)
        self.say(self.t("mensch.table.tie_title", value=ev.value), self.t("mensch.table.tie_sub", colours=names))
        if self.opening:
            self.opening.out |= {c for c in self.opening.values if c not in ev.colours}
            self.opening.tied = set(ev.colours)

    def on_Handover(self, ev: mg.OpeningRoll) -> None:
        self.hand_over(TURN_TIME * self.pace(ev.colour))

    def on_StartingColour(self, ev: mg.StartingColour) -> None:
        if self.view_colour != ev.colour:
            self.tray.clear(in_place=True)       # the die in the tray is the last thrower's, not the winner's
        self.view_colour = ev.colour
        self.note = self.note_colour = None
        if self.opening:      # decided: only the winning throw stays beside its corner
            self.opening.winner = ev.colour
            self.opening.tied = set()
            self.opening.values = {ev.colour: self.opening.values.get(ev.colour, ev.value)}
        # the opening's throws have told their story: the line who begins takes their place
        self.history = [h for h in self.history if h.key != "mensch.log.opening"]
        self.happened(ev.colour, "begins", "begins", name=self.name_of(ev.colour), value=ev.value)
        self.say(self.t("mensch.table.begins_title", colour=self.colour_name(ev.colour)),
                 self.t("mensch.table.begins_sub", name=self.name_of(ev.colour), value=ev.value))
        self.play("fanfare", 0.5)

    def on_DiceRolled(self, ev: mg.DiceRolled) -> None:
        self.view_colour = ev.colour
        self.opening = None       # the game's first throw: the opening's die beside the corner goes
        self.note = self.note_colour = None
        if self.toast is not None:      # it spoke of the last throw: gone before this one lands
            self.toast.end = min(self.toast.end, self.time + FADE_TIME * self.pace(ev.colour) / 2)
        self.throw(ev.value)

    def throw(self, value: int) -> None:
        self.tray.clear_highlights()
        self.tray.throw([value], "pip")

    def on_NoMove(self, ev: mg.NoMove) -> None:
        nxt = next((b.event for b in list(self.beats)[1:2]), None)
        if isinstance(nxt, mg.ExtraRoll) and nxt.reason == "six":
            sub = self.t("mensch.table.no_move_six")
        elif isinstance(nxt, mg.ExtraRoll):
            sub = self.tries_text(nxt.tries_left)
        elif isinstance(nxt, mg.TurnPassed):
            sub = self.t("mensch.table.no_move_next", colour=self.colour_name(nxt.next_colour))
        else:
            sub = ""
        self.happened(ev.colour, "none", "no_move", name=self.name_of(ev.colour), value=ev.value)
        why = self.t("mensch.table.no_move_sub", colour=self.colour_name(ev.colour), value=ev.value,
                     why=self.no_move_why(ev.colour))
        self.note, self.note_colour = why, ev.colour
        # the card says why and what comes next (the prompt card, too small beside it for
        # both, repeats the why once the card is gone)
        self.say(self.t("mensch.table.no_move_title"), f"{why} {sub}" if sub else why, theme.TEXT)
        if self.tray.last_throw:
            self.tray.highlight(self.tray.last_throw, theme.BAD)

    def no_move_why(self, colour: int) -> str:
        """Why no figure of `colour` could move (the throw has lapsed; its figures stand where
        they stood): none on the cross, so the ones on B wait for a 6; else the home circles
        want the exact count (and, by the house rule, own figures block the way)."""
        m = self.shown
        kinds = [m.position(colour, f)[0] for f in range(m.figure_count)]
        if "track" not in kinds and "start" not in kinds and "B" in kinds:
            return self.t("mensch.table.no_move_why_on_b")
        if m.rules.protect_own:
            return self.t("mensch.table.no_move_why_blocked")
        return self.t("mensch.table.no_move_why_home")

    def tries_text(self, n: int) -> str:
        return self.t("mensch.table.tries_one") if n == 1 else self.t("mensch.table.tries", n=n)

    def on_ExtraRoll(self, ev: mg.ExtraRoll) -> None:
        if ev.reason == "six":
            self.say(self.t("mensch.table.six_title"), self.t("mensch.table.six_sub", colour=self.colour_name(ev.colour)))
        else:
            self.say(self.tries_text(ev.tries_left), "")

    def on_ThreeSixes(self, ev: mg.ThreeSixes) -> None:
        self.happened(ev.colour, "none", "three_sixes", name=self.name_of(ev.colour))
        self.say(self.t("mensch.table.three_sixes_title"),
                 self.t("mensch.table.three_sixes_sub", colour=self.colour_name(ev.colour)), theme.BAD)
        self.play("capture", 0.6)

    def on_FigureEntered(self, ev: mg.FigureEntered) -> None:
        self.trail = None
        key = (ev.colour, ev.figure)
        self.spots[key] = None
        pts = [self.geo.at(ev.colour, ev.start), self.geo.at(ev.colour, ev.end)]
        self.motions.append(Motion(key, pts, self.duration(ev), self.geo.cell * 1.2, self.time))
        self.play("click", 0.6)

    def done_FigureEntered(self, ev: mg.FigureEntered) -> None:
        self.spots[(ev.colour, ev.figure)] = ev.end
        self.happened(ev.colour, "move", "entered", name=self.name_of(ev.colour))

    def on_FigureMoved(self, ev: mg.FigureMoved) -> None:
        self.trail = None
        key = (ev.colour, ev.figure)
        self.spots[key] = None
        pts = [self.geo.at(ev.colour, ev.start)] + [self.geo.at(ev.colour, p) for p in ev.path]
        hop = max(0.01, (self.duration(ev) - 0.08 * self.pace(ev.colour)) / len(ev.path))
        self.motions.append(Motion(key, pts, hop, self.geo.cell * 0.42, self.time, count_hops=True))

    def done_FigureMoved(self, ev: mg.FigureMoved) -> None:
        self.spots[(ev.colour, ev.figure)] = ev.end
        self.trail = (ev.colour, (ev.start, *ev.path[:-1]))
        if ev.end[0] == "home":
            self.happened(ev.colour, "home", "home", name=self.name_of(ev.colour), letter=self.home_letters[ev.end[1]])
        else:
            self.happened(ev.colour, "move", "moved", len(ev.path), name=self.name_of(ev.colour))

    def on_FigureCaptured(self, ev: mg.FigureCaptured) -> None:
        key = (ev.colour, ev.figure)
        self.spots[key] = None
        pts = [self.geo.at(ev.colour, ev.at), self.geo.at(ev.colour, ev.to)]
        self.motions.append(Motion(key, pts, self.duration(ev), self.geo.cell * 2.6, self.time))
        if ev.colour == ev.by:
            sub = self.t("mensch.table.capture_own_sub", by=self.colour_name(ev.by))
        else:
            sub = self.t("mensch.table.capture_sub", by=self.colour_name(ev.by), victim=self.colour_name(ev.colour))
        self.say(self.t("mensch.table.capture_title"), sub, theme.BAD)
        self.play("capture", 0.9)

    def done_FigureCaptured(self, ev: mg.FigureCaptured) -> None:
        self.spots[(ev.colour, ev.figure)] = ev.to
        if ev.colour == ev.by:
            self.happened(ev.by, "capture", "captured_own", by=self.name_of(ev.by))
        elif self.name_of(ev.colour) == self.name_of(ev.by):      # one person, two colours
            self.happened(ev.by, "capture", "captured", by=self.name_of(ev.by), victim=self.colour_name(ev.colour))
        else:
            self.happened(ev.by, "capture", "captured", by=self.name_of(ev.by), victim=self.name_of(ev.colour))

    def on_TurnPassed(self, ev: mg.TurnPassed) -> None:
        self.opening = None
        self.hand_over(self.duration(ev))

    def on_ColourFinished(self, ev: mg.ColourFinished) -> None:
        self.colour_places[ev.colour] = ev.place
        self.happened(ev.colour, "home", "colour_home", colour=ev.colour)
        self.say(self.t("mensch.table.colour_home_title", colour=self.colour_name(ev.colour)),
                 self.t("mensch.table.colour_home_sub"), theme.GOOD)

    def on_SeatFinished(self, ev: mg.SeatFinished) -> None:
        if ev.seat not in self.places:
            self.places.append(ev.seat)
        self.happened(self.match.owners.index(ev.seat), "home", "placed", name=self.seats[ev.seat].name, place=ev.place)
        self.say(self.t("mensch.table.place_title", place=ev.place),
                 self.t("mensch.table.place_sub", name=self.seats[ev.seat].name), theme.ACCENT)
        self.play("fanfare", 0.9)

    def on_GameOver(self, ev) -> None:
        for group in ev.ranking:
            for s in group:
                if s not in self.places:
                    self.places.append(s)

    def skip_animation(self) -> None:
        self.skipping = True      # no burst of every skipped sound at once
        super().skip_animation()
        self.skipping = False
        self.motions.clear()
        self.pops.clear()
        self._decision = None

    # -- choosing a figure ----------------------------------------------------------------
    def refresh_decision(self) -> None:
        """Work out the choices once per decision (not every frame), as the players see it."""
        m = self.shown
        key = (id(m), m.phase, m.current_colour, m.die, len(self.beats) > 0, m.progress_table())
        if key == self._decision:
            return
        self._decision = key
        self.auto_timer = 0.0
        if m.phase != "move" or self.beats:
            self.options, self.legal, self.choice = [], set(), 0
            return
        plans = m.moves()
        self.legal = {p.figure for p in plans}
        options: list[mg.MovePlan] = []
        for p in plans:
            if p.enters and any(o.enters for o in options):
                continue      # figures on B are alike: one choice brings one in
            options.append(p)
        c = m.current_colour
        options.sort(key=lambda p: -m.progress(c, p.figure))
        self.options = options
        self.choice = 0
        if len(options) == 1 and self.human_to_move() is not None and not self.coach_says_it():
            # a person's one possible move: named for a readable moment before it plays
            self.say(self.t("mensch.table.single_title"),
                     self.t("mensch.table.single_sub", name=self.name_of(c), move=panels.plan_text(self, options[0])))
            self.toast.forced = True
            self.toast.end = self.time + AUTO_PLAY_PAUSE + FADE_TIME

    warning_lines = 5      # the warning's pill is as narrow as a card: its words on up to five lines

    def warning_height(self) -> int:
        """How tall the warning's pill is in the left column (0 while no warning stands)."""
        warning = self.warning()
        if not warning:
            return 0
        size, lines = fit(warning, panels.COLUMN_W - 24, sizes.SMALLEST, max_lines=self.warning_lines,
                          smallest=sizes.SMALLEST)
        return 12 + line_step(size) * len(lines)

    def seat_cards(self) -> list[pygame.Rect]:
        """The seats' cards in the left column: while a warning stands, they give up the room
        at the column's foot it needs (with two people there is room to spare already): the
        bots' cards first, down to their name and rows, so a person's card keeps their keys."""
        cards = panels.seat_rects(len(self.seats))
        short = self.warning_height() + 10 - (mb.BOARD_RECT.bottom - cards[-1].bottom)
        if short <= 0 or not self.warning():
            return cards
        heights = [card.h for card in cards]
        least = {seat: panels.bot_card_least(self, seat) for seat, s in enumerate(self.seats) if not s.device}
        while short > 0:                       # the bots' cards alike, each down to its least
            givers = [seat for seat in least if heights[seat] > least[seat]]
            if not givers:
                break
            share = -(-short // len(givers))
            for seat in givers:
                give = min(share, short, heights[seat] - least[seat])
                heights[seat] -= give
                short -= give
        gap = 10
        if short > 0:                          # every card a person's: the gaps narrow first
            gap = max(CARD_GAP_LEAST, gap - -(-short // len(heights)))
            short -= (10 - gap) * len(heights)
        if short > 0:
            heights = [h - -(-short // len(heights)) for h in heights]
        return panels.stacked_cards(heights, gap)

    def warning_place(self) -> tuple[str, tuple[int, int], int]:
        """A warning (saving failed, a second window) stands where it covers nothing a player
        reads or presses: at the foot of the left column, under the seats' cards (which make
        room for it), never over a name, a circle, a figure, the die or a key."""
        return "bottomleft", (panels.LEFT_X, mb.BOARD_RECT.bottom), panels.COLUMN_W

    def coach_says_it(self) -> bool:
        """The coach's card names the decision on screen (a person with hints on): a single
        possible move is then said there, once, not in an announcement beside it too."""
        self.refresh_coach()
        return self.coach_words() is not None

    @property
    def chosen(self) -> mg.MovePlan | None:
        return self.options[self.choice] if self.options else None

    def human_to_move(self) -> int | None:
        seat = self.match.current_seat
        if seat is None or self.seats[seat].is_bot or self.busy():
            return None
        return seat

    def auto_play(self, dt: float) -> None:
        seat = self.human_to_move()
        if seat is None or self.match.phase != "move" or len(self.options) != 1:
            return
        self.auto_timer += dt
        if self.auto_timer >= (COACHED_PAUSE if self.coach_words() is not None else AUTO_PLAY_PAUSE):
            self.play_move(seat, self.options[0].figure)

    def play_move(self, seat: int, figure: int) -> None:
        self.auto_timer = 0.0
        if self.toast is not None and self.toast.forced:     # said: it fades as the figure goes
            self.toast.end = min(self.toast.end, self.time + FADE_TIME)
        self.act(seat, mg.Move(figure))

    def cycle(self, step: int) -> None:
        if self.options:
            self.choice = (self.choice + step) % len(self.options)
            self.auto_timer = 0.0
            self.play("click", 0.3)

    # -- input --------------------------------------------------------------------------
    def may_skip(self, act) -> bool:
        """Whose confirm skips the beats: the seat whose turn is shown (anyone's, if that is a
        bot), or a key anyone at the table may press."""
        if act.device == "any":
            return True
        seat = self.view_seat()
        if seat is None or self.seats[seat].is_bot:
            return bool(act.seats)
        return seat in act.seats

    def handle_play(self, act) -> None:
        if act.action not in ("confirm", "left", "right", "up", "down"):
            return
        if self.busy():
            # (the same press also says "roll": only its confirm skips, once)
            if act.action == "confirm" and self.may_skip(act):
                self.skip_animation()
            return
        seat = self.match.current_seat
        if seat is None:
            return
        if not (act.device == "any" or seat in act.seats):
            if act.action == "confirm" and act.seats:
                self.act(act.seats[0], mg.ROLL)     # the engine says whose turn it is
            return
        if self.seats[seat].is_bot:
            return
        if self.match.phase in ("opening", "roll"):
            if act.action == "confirm":
                self.act(seat, mg.ROLL)
        elif self.match.phase == "move":
            if act.action in ("left", "up"):
                self.cycle(-1)
            elif act.action in ("right", "down"):
                self.cycle(1)
            elif act.action == "confirm" and self.chosen is not None:
                self.play_move(seat, self.chosen.figure)

    def figure_at(self, pos) -> tuple[int, int] | None:
        """The figure of the colour to move under the mouse, if any."""
        colour = self.shown.current_colour
        if colour is None:
            return None
        reach = self.geo.radius * 1.1
        for f in range(self.shown.figure_count):
            spot = self.spots.get((colour, f))
            if spot is None:
                continue
            x, y = self.geo.at(colour, spot)
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= reach * reach:
                return (colour, f)
        return None

    def handle_event(self, event) -> None:
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.busy():
            self.skip_animation()
            return
        seat = self.human_to_move()
        if seat is None:
            return
        phase = self.match.phase
        hit = self.figure_at(event.pos)
        if event.type == pygame.MOUSEMOTION:
            option = None if hit is None or phase != "move" else self.option_of(hit[1])
            if option is not None and option != self.choice:
                self.choice = option
                self.auto_timer = 0.0
            return
        if event.button != 1:
            return
        if phase in ("opening", "roll") and (TRAY_RECT.collidepoint(event.pos)
                                             or panels.PROMPT_RECT.collidepoint(event.pos)):
            self.act(seat, mg.ROLL)
        elif phase == "move" and hit is not None:
            self.play_move(seat, hit[1])     # the engine refuses a figure that may not move

    def option_of(self, figure: int) -> int | None:
        """Which choice moving `figure` is (any figure on B stands for "bring one in")."""
        for i, p in enumerate(self.options):
            if p.figure == figure or (p.enters and figure in self.legal):
                return i
        return None

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self._base is None:       # the room and the board, as one opaque picture
            base = backdrop(dice=False).copy()
            shadow = mb.board_shadow(mb.BOARD_RECT.w, BOARD_SHADOW)
            base.blit(shadow, mb.BOARD_RECT.move(-BOARD_SHADOW, -BOARD_SHADOW))
            base.blit(self.board, mb.BOARD_RECT)
            self._base = base.convert() if pygame.display.get_surface() else base
        surface.blit(self._base, (0, 0))
        self.draw_corners(surface)
        self.draw_trail(surface)
        self.draw_preview_under(surface)
        self.draw_figures(surface)
        self.draw_preview_over(surface)
        self.draw_hop_counts(surface)
        panels.draw_left(self, surface)
        self.tray.draw(surface)       # under the cards beside it: a die leaving slips away under them
        self.draw_last_die(surface)
        panels.draw_right(self, surface)
        self.lift_hinted_figure(surface)
        self.draw_toast(surface)
        self.draw_prompt(surface)

    def draw_last_die(self, surface) -> pygame.Rect | None:
        """While the tray is empty (the turn has passed, the next throw not yet made) the last
        throw stays in it, large, with whose it was ("Anna warf zuletzt"); the rect it took."""
        if self.tray.ids or self.last_die is None or self.shown.is_over:
            return None
        colour, value = self.last_die
        key = (colour, value, self.name_of(colour), self.t.lang)
        if self._last_die_pic is None or self._last_die_pic[0] != key:
            self._last_die_pic = (key, panels.render_last_die(self, colour, value))
        pic, words = self._last_die_pic[1]
        for text, size in words:
            drawn(text, size)
        rect = pic.get_rect(center=TRAY_RECT.center)
        surface.blit(pic, rect)
        return rect

    def draw_hop_counts(self, surface) -> None:
        """The circles hopped so far, on the hopping figure itself: a count beside it would
        lie over the circles of the board."""
        for mo in self.motions:
            if mo.count_hops and mo.counted > 0:
                x, y, _ = mo.position(self.time)
                drawn(str(mo.counted))
                img = mb.count_sprite(mo.counted, sizes.SMALLEST)
                surface.blit(img, img.get_rect(center=(x, y - 3 - HOP_LIFT)))

    def lift_hinted_figure(self, surface) -> None:
        """A hint too long for the right-hand column grows its card over the board: the figure
        it speaks of (and its tag) is drawn again over the card, never hidden by it."""
        key = self.hinted_figure()
        xy = None if key is None or self.coach_rect is None else self.figure_xy(key)
        if xy is not None and self.coach_rect.inflate(2 * self.geo.radius, 2 * self.geo.radius).collidepoint(xy):
            self.draw_coach_ring(surface, lifted=True)

    def corner_box(self, colour: int) -> pygame.Rect:
        """The free square beside a colour's B circles, for its player's name (and, below it,
        the opening throw or the place): clear of every circle and arrow on the board."""
        boxes = self.__dict__.get("_corner_boxes")
        if boxes is None:
            boxes = self._corner_boxes = []
            for c in range(mg.COLOURS):
                x, y = self.geo.corner(c)
                box = pygame.Rect(0, 0, round(self.geo.cell * 2.1), round(self.geo.cell * 2.1))
                box.center = (round(x), round(y))
                boxes.append(box)
        return boxes[colour]

    def corner_name_room(self, colour: int, wide: bool = False) -> pygame.Rect:
        """Where a colour's player's name may stand: its corner box, its side towards the board's
        edge widened by a third of a circle (clear of the B circles above or below it, whose
        panel ends before the name's lines), so "Maximilian-" stays one piece; the side towards
        the track stays where it is. In a small window, at its larger letters, the name may
        take more than half a circle there (`wide`) where its lines pass no arrow."""
        box = self.corner_box(colour)
        room = box.inflate(round(self.geo.cell * (0.6 if wide else 0.35)), 0)
        if box.centerx < self.geo.rect.centerx:
            room.right = box.right
        else:
            room.left = box.left
        return room

    def corner_name_box(self, colour: int) -> pygame.Rect:
        """Where a colour's player's name stands: in its room (`corner_name_room`), from the
        middle of its corner box up, or from its top down for a long one."""
        box, name = self.corner_box(colour), self.name_of(colour)
        for wide in (True, False) if sizes.SMALL_WINDOW else (False,):
            room = self.corner_name_room(colour, wide)
            name_h = panels.fit_height(name, room.w, sizes.SMALLEST, True, CORNER_NAME_LINES, sizes.SMALLEST)
            name_bottom = max(box.centery + 2, box.y + name_h)
            name_box = pygame.Rect(room.x, name_bottom - name_h, room.w, name_h)
            if not any(name_box.colliderect(mb.arrow_rect(self.geo, c)) for c in range(mg.COLOURS)):
                break
        return name_box

    def draw_corners(self, surface) -> None:
        """Each colour's player's name beside its corner, the opening throws, the places."""
        current = self.view_colour
        owners = self.shown.owners
        for c in range(mg.COLOURS):
            box = self.corner_box(c)
            x, y = box.center
            if c == current and not self.shown.is_over:
                glow = mb.glow_sprite(round(self.geo.cell * 1.05), theme.ACCENT, 140 + 16 * int(6 * pulse(self.time)))
                surface.blit(glow, glow.get_rect(center=(x, y)))
            # the name above the middle (a long one from the top, up to four lines), what it
            # threw or its place below
            name = self.name_of(c)
            name_box = self.corner_name_box(c)
            name_bottom = name_box.bottom
            panels.blit_fit(surface, name, name_box, sizes.SMALLEST, mb.OUTLINE, True, CORNER_NAME_LINES, "center",
                            "bottom", sizes.SMALLEST)
            below = pygame.Rect(box.x, name_bottom + 4, box.w, box.bottom - name_bottom - 4)
            place = self.colour_places.get(c)
            if place is not None:
                two = sum(1 for o in owners if o == owners[c]) > 1
                # a colour's own finishing order means nothing for a person with two colours
                # (they place when both are home, the ranking strip says so), and "all home"
                # under their name would tell of both: the badge names the colour that is home
                text = self.t("mensch.table.home_badge_colour", colour=self.colour_name(c)) if two else \
                    self.t("mensch.table.home_badge", place=place)
                panels.blit_fit(surface, text, below, sizes.SMALLEST, theme.ACCENT_DARK, True, 2, "center",
                                smallest=sizes.SMALLEST)
            elif self.opening and c in self.opening.values:
                o = self.opening
                die = mb.die_sprite(o.values[c], 30, glow=c == o.winner or c in o.tied)
                if c in o.out:
                    die = mb.die_sprite(o.values[c], 22)
                surface.blit(die, die.get_rect(midtop=(below.centerx, below.y)))

    def figure_xy(self, key) -> tuple[float, float] | None:
        spot = self.spots.get(key)
        return None if spot is None else self.geo.at(key[0], spot)

    def choosing(self) -> bool:
        """A person is choosing a figure right now (legal figures pulse, the target shows)."""
        return self.shown.phase == "move" and self.human_to_move() is not None

    def draw_figures(self, surface) -> None:
        r = self.geo.figure
        shadow = mb.shadow_sprite(r)
        colour = self.shown.current_colour
        chosen = self.chosen
        lifted = chosen.figure if chosen else None
        pulsing = self.legal if self.choosing() else set()
        beat = pulse(self.time, 4.0)
        glow = mb.glow_sprite(round(self.geo.radius * 1.5), (255, 244, 200), 120 + 30 * int(4 * beat))
        ring = mb.ring_sprite(r + 6 + int(4 * beat), theme.ACCENT_DARK, 3)
        marker = None
        for (c, f), spot in self.spots.items():
            if spot is None:
                continue
            x, y = self.geo.at(c, spot)
            lift = 0.0
            if c == colour and f in pulsing:
                surface.blit(glow, glow.get_rect(center=(x, y)))
                if f == lifted:
                    lift = 4 + 4 * beat
                    thick = mb.ring_sprite(r + 9, theme.ACCENT_DARK, 6)
                    surface.blit(thick, thick.get_rect(center=(x, y)))
                    marker = (x, y - r - 14 - 6 * beat)
                else:
                    surface.blit(ring, ring.get_rect(center=(x, y)))
            surface.blit(shadow, shadow.get_rect(center=(x, y + 5)))
            sprite = mb.figure_sprite(c, r)
            surface.blit(sprite, sprite.get_rect(center=(x, y - 3 - lift)))
        if marker is not None:
            arrow = mb.marker_sprite(16, theme.ACCENT)
            surface.blit(arrow, arrow.get_rect(midbottom=marker))
        for mo in self.motions:
            gx, gy = mo.ground(self.time)
            x, y, up = mo.position(self.time)
            # a figure counting its hops is carried a little above the board all the way: its
            # shadow lies further down, the figure keeps its own colour under its count
            carried = HOP_LIFT if mo.count_hops else 0
            surface.blit(shadow, shadow.get_rect(center=(gx, gy + 5 + carried // 2)))
            size = r + round(up * (6 if mo.height > self.geo.cell else 3))
            sprite = mb.figure_sprite(mo.key[0], size)
            surface.blit(sprite, sprite.get_rect(center=(x, y - 3 - carried)))
        self.draw_coach_ring(surface)

    def hinted_figure(self) -> tuple[int, int] | None:
        """(colour, figure) the coach's hint names, while its card shows."""
        hint = self.coach_hint()
        figure = getattr(hint.action, "figure", None) if hint is not None else None
        colour = self.shown.current_colour
        if not isinstance(figure, int) or colour is None or self.coach_words() is None:
            return None
        return colour, figure

    def draw_coach_ring(self, surface, lifted: bool = False) -> None:
        """The figure the coach's hint names wears a ring of the coach's colour, inside the gap
        to the next circles (it covers no other circle or figure; the word "Tipp" stands on the
        coach's card, in the same blue, never on the board); `lifted` draws the figure again
        with it (over a very long hint's card grown over it)."""
        key = self.hinted_figure()
        xy = None if key is None else self.figure_xy(key)
        if xy is None:
            return
        if lifted:
            sprite = mb.figure_sprite(key[0], self.geo.figure)
            surface.blit(sprite, sprite.get_rect(center=(xy[0], xy[1] - 3)))
        ring = mb.ring_sprite(self.geo.figure + COACH_RING_GAP, theme.COACH, COACH_RING_WIDTH)
        surface.blit(ring, self.coach_ring_rect(xy))

    def coach_ring_rect(self, xy) -> pygame.Rect:
        """Where the coach's ring round the figure standing at `xy` is drawn."""
        side = 2 * (self.geo.figure + COACH_RING_GAP) + COACH_RING_WIDTH + 4
        return pygame.Rect(0, 0, side, side).move(round(xy[0]) - side // 2, round(xy[1]) - 3 - side // 2)

    def draw_trail(self, surface) -> None:
        """The circles the last move walked, as small dots of its colour (its start circle a
        ring), so whoever looks up sees which figure moved; gone when the next figure moves
        or a person chooses (the choice's own path is then drawn)."""
        if self.trail is None or self.choosing():
            return
        colour, circles = self.trail
        edge = mb.edge_colour(colour)
        for i, spot in enumerate(circles):
            x, y = self.geo.at(colour, spot)
            if i == 0:
                ring = mb.ring_sprite(round(self.geo.radius) - 3, edge, 4)
                surface.blit(ring, ring.get_rect(center=(x, y)))
            else:
                pygame.draw.circle(surface, mb.OUTLINE, (x, y), 7)
                pygame.draw.circle(surface, edge, (x, y), 5)

    def draw_preview_under(self, surface) -> None:
        """Where the chosen figure would land: its path as dots and a ring on the target."""
        plan = self.chosen
        if plan is None or not self.choosing():
            return
        c = self.shown.current_colour
        for spot in plan.path[:-1]:
            x, y = self.geo.at(c, spot)
            pygame.draw.circle(surface, theme.ACCENT_DARK, (x, y), 6)
        x, y = self.geo.at(c, plan.end)
        ring = mb.ring_sprite(round(self.geo.radius) + 4, theme.ACCENT, 5)
        surface.blit(ring, ring.get_rect(center=(x, y)))
        if plan.captures is None:
            ghost = mb.figure_sprite(c, self.geo.figure, 110)
            surface.blit(ghost, ghost.get_rect(center=(x, y - 3)))

    def draw_preview_over(self, surface) -> None:
        plan = self.chosen
        if plan is None or plan.captures is None or not self.choosing():
            return
        # a red ring round the figure it would knock out (the prompt card says whom, in words:
        # a tag beside it would lie over the circles of the board)
        x, y = self.geo.at(plan.captures[0], plan.end)
        ring = mb.ring_sprite(round(self.geo.radius) + 6, theme.BAD, 5)
        surface.blit(ring, ring.get_rect(center=(x, y)))

    def toast_shown(self) -> bool:
        """An announcement is on screen only while the colour it speaks of is (or at the end)."""
        toast = self.toast
        return toast is not None and (toast.colour == self.view_colour or self.shown.is_over)

    def draw_toast(self, surface) -> None:
        """The announcement, at the top of the card under the die (never over the board)."""
        self.toast_rect = None
        if not self.toast_shown():
            return
        toast = self.toast
        age = self.time - toast.t0
        left = toast.end - self.time
        scale = round(0.9 + 0.1 * ease_out_back(min(1.0, age / 0.22)), 2)
        alpha = 255 if left >= FADE_TIME else max(0, int(8 * left / FADE_TIME)) * 32
        if alpha <= 0:
            return
        self.toast_rect = panels.draw_toast(self, surface, scale, alpha)
