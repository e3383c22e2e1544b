"""The rows of the settings screen's list tabs: what each shows, what it allows, how it steps.

A `FieldRow` is one field of a config dataclass (general, display, audio) or of a game's
`Rules`; everything it says comes from the field's metadata (`min`, `max`, `choices`,
`step`, `presets`) and the language tables, so a new house rule needs no code here; a value
reads as what it does where the tables word it (`worded`: "aus" for a 0 that switches off,
"3 Würfe" for a bare 3).
`WindowSizeRow` offers a few window sizes and writes display.width and display.height.
Rows only compute values; the scene stores them and makes them take effect.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from functools import cache

from game.evening import EVENING_INFO
from scenes.ui.numbers import format_number, is_share

WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080))
CONFIG_SECTIONS = ("general", "display", "audio")


def join_or(t, items: list[str], word: str = "app.settings.or") -> str:
    """"a, b oder c" in the player's language ("a, b und c" with word="app.settings.and")."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {t(word)} " + items[-1]


# ---------------------------------------------------------------- values in words

def worded(t, section: str, name: str, value, shown: str, default=None) -> str:
    """A value as what it does, where the language tables say so (`[setting_value.<section>]`
    in app.toml): `<name>_zero` for 0 where 0 switches something off ("aus", "keine Strafe",
    "unbegrenzt"), `<name>_one` and `<name>` around the number with its unit ("1 Wurf",
    "3 Würfe", "10.000 Punkte"); given the field's `default` (a row's box, not a range), how the
    value feels where the tables say so: `<name>_feel` at the default, `<name>_feel_below` /
    `<name>_feel_above` under / over it ("30 · sparsam", "60 · flüssig", "120 · flüssiger");
    else the number as it is."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return shown
    key = f"app.setting_value.{section}.{name}"
    if value == 0 and t.has(key + "_zero"):
        return t(key + "_zero")
    if value == 1 and t.has(key + "_one"):
        return t(key + "_one", n=shown)
    if isinstance(default, (int, float)) and t.has(key + "_feel"):
        feel = key + "_feel" + ("" if value == default else "_below" if value < default else "_above")
        return t(feel, n=shown)
    return t(key, n=shown) if t.has(key) else shown


# ---------------------------------------------------------------- stepping

def _on_grid(value: float, direction: int, step: float) -> float:
    """The next multiple of `step` above (direction +1) or below (-1) `value`."""
    k = math.floor(value / step + 1e-9) + 1 if direction > 0 else math.ceil(value / step - 1e-9) - 1
    return round(k * step, 6)


def _wide_int_step(value: int) -> int:
    """Step sizes for wide ranges of points: 50s to 1000, 250s to 5000, 500s to 20000."""
    return 50 if value < 1000 else 250 if value < 5000 else 500 if value < 20000 else 5000


def step_value(f: dataclasses.Field, value, direction: int):
    """The next value of a field in `direction` (+1 / -1), within its limits."""
    meta = f.metadata
    if isinstance(value, bool):
        return not value
    if "choices" in meta:
        choices = list(meta["choices"])
        i = choices.index(value) if value in choices else 0
        return choices[(i + direction) % len(choices)]
    if not isinstance(value, (int, float)):
        return value
    lo, hi = meta.get("min", -math.inf), meta.get("max", math.inf)
    if "presets" in meta:
        presets = sorted(meta["presets"])
        if direction > 0:
            new = next((p for p in presets if p > value + 1e-9), value)
        else:
            new = next((p for p in reversed(presets) if p < value - 1e-9), value)
    elif isinstance(value, int):
        if "step" in meta:
            new = _on_grid(value, direction, meta["step"])
        elif hi - lo >= 1000:
            new = _on_grid(value, direction, _wide_int_step(value if direction > 0 else value - 1))
        else:
            new = value + direction
        new = int(new)
    else:
        step = meta.get("step", 0.05 if is_share(f) else 0.1)
        new = _on_grid(value, direction, step)
    return type(value)(max(lo, min(hi, new)))


# ---------------------------------------------------------------- rows

@dataclass
class FieldRow:
    """One setting: a field of a config section or of a game's Rules."""

    section: str                 # "general", "display", "audio" or a game module
    field: dataclasses.Field

    @property
    def name(self) -> str:
        return self.field.name

    @property
    def is_rule(self) -> bool:
        return self.section not in CONFIG_SECTIONS

    def holder(self, cfg):
        """The dataclass instance holding the value right now."""
        return cfg.rules(self.section) if self.is_rule else getattr(cfg, self.section)

    def value(self, cfg):
        return getattr(self.holder(cfg), self.name)

    def stepped(self, cfg, direction: int):
        return step_value(self.field, self.value(cfg), direction)

    def label(self, t) -> str:
        return t(f"{self.section}.rule_name.{self.name}") if self.is_rule else t(f"app.setting.{self.name}")

    def explanation(self, t) -> str:
        return t(f"{self.section}.rule.{self.name}") if self.is_rule else t(f"app.setting_help.{self.name}")

    def show(self, t, value) -> str:
        if self.name == "language":
            return t(f"app.language.{value}")
        return worded(t, self.section, self.name, value, format_number(t, value, self.field), self.field.default)

    def value_text(self, t, cfg) -> str:
        return self.show(t, self.value(cfg))

    def named(self, t, value) -> str:
        """A value as the help panel names it: a language in the words on screen, its own name
        after it where that differs ("German (Deutsch)"); any other value as `show` has it."""
        if self.name != "language":
            return self.show(t, value)
        here, own = t(f"app.language_named.{value}"), t(f"app.language.{value}")
        return here if here == own else t("app.language_named.both", here=here, own=own)

    def default(self):
        f = self.field
        return f.default_factory() if f.default is dataclasses.MISSING else f.default

    def is_default(self, cfg) -> bool:
        return self.value(cfg) == self.default()

    def allowed(self, t, cfg=None) -> str:
        meta = self.field.metadata
        if self.field.type in ("bool", bool):
            return join_or(t, [t("app.on"), t("app.off")])
        if "choices" in meta and self.name == "language":
            return join_or(t, [self.named(t, c) for c in meta["choices"]])
        if "choices" in meta:       # "1.000 oder 1.250 Punkte": the unit once, at the end
            choices = list(meta["choices"])
            return join_or(t, [self.range_start(t, c) if isinstance(c, (int, float)) else self.show(t, c)
                               for c in choices[:-1]] + [self.show(t, choices[-1])])
        if "min" in meta and "max" in meta:      # (the high end with its unit, not how one value feels)
            hi = meta["max"]
            return t("app.settings.range", lo=self.range_start(t, meta["min"]),
                     hi=worded(t, self.section, self.name, hi, format_number(t, hi, self.field)))
        return ""

    def range_start(self, t, value) -> str:
        """The low end of "5 bis 6 Würfel" (or a choice before the last): the bare number (its unit follows at the high end),
        or its words where 0 switches something off ("sofort bis 10,0 s")."""
        shown = format_number(t, value, self.field)
        return worded(t, self.section, self.name, value, shown) if value == 0 else shown

    def not_together_with(self, t, cfg) -> list[str]:
        """The other house rules this one cannot be on with, by name."""
        if not self.is_rule:
            return []
        cls = type(cfg.rules(self.section))
        return [t(f"{self.section}.rule_name.{other}") for other in exclusive_partners(cls, self.name)]


@dataclass
class WindowSizeRow:
    """Window size from a few presets (and the configured one); writes width and height."""

    section: str = "display"
    name: str = "window_size"
    is_rule: bool = False

    def choices(self, cfg) -> list[tuple[int, int]]:
        current = (cfg.display.width, cfg.display.height)
        return sorted({*WINDOW_SIZES, current})

    def value(self, cfg) -> tuple[int, int]:
        return (cfg.display.width, cfg.display.height)

    def stepped(self, cfg, direction: int) -> tuple[int, int]:
        sizes = self.choices(cfg)
        i = sizes.index(self.value(cfg))
        return sizes[max(0, min(len(sizes) - 1, i + direction))]

    def label(self, t) -> str:
        return t("app.setting.window_size")

    def explanation(self, t) -> str:
        return t("app.setting_help.window_size")

    def show(self, t, value) -> str:
        return t("app.settings.size", w=value[0], h=value[1])

    def value_text(self, t, cfg) -> str:
        return self.show(t, self.value(cfg))

    def default(self) -> tuple[int, int]:
        return WINDOW_SIZES[0]

    def is_default(self, cfg) -> bool:
        return self.value(cfg) == self.default()

    def allowed(self, t, cfg=None) -> str:
        sizes = self.choices(cfg) if cfg is not None else list(WINDOW_SIZES)
        return join_or(t, [self.show(t, s) for s in sizes])

    def not_together_with(self, t, cfg) -> list[str]:
        return []


def rows_of_section(section: str, obj) -> list[FieldRow]:
    """Every field of a config section the settings screen may change."""
    return [FieldRow(section, f) for f in dataclasses.fields(obj) if f.metadata.get("in_settings", True)]


# ---------------------------------------------------------------- house rules that exclude each other

def switched_on(f: dataclasses.Field):
    """A value that counts as "this rule is on": True, or any value but the default."""
    default = f.default
    if isinstance(default, bool):
        return not default
    up = step_value(f, default, 1)
    return up if up != default else step_value(f, default, -1)


@cache
def exclusive_partners(rules_cls, name: str) -> tuple[str, ...]:
    """The rules of `rules_cls` that `conflicts()` refuses together with rule `name`."""
    try:
        base = rules_cls()
    except TypeError:
        return ()
    if not hasattr(base, "conflicts"):
        return ()
    fields = {f.name: f for f in dataclasses.fields(rules_cls)}
    out = []
    for other, f in fields.items():
        if other == name:
            continue
        trial = dataclasses.replace(base, **{name: switched_on(fields[name]), other: switched_on(f)})
        if any({a, b} == {name, other} for a, b in trial.conflicts()):
            out.append(other)
    return tuple(out)


# ---------------------------------------------------------------- the Spieleabend's points

EVENING_PLACES = 6
EVENING_DEFAULT_POINTS = (10, 6, 4, 3, 2, 1)
EVENING_MAX_POINTS = 1000
EVENING_TIES = ("share", "best")


def _padded(points: list[int]) -> list[int]:
    """The points table as six places (a shorter list scores 0 beyond its end)."""
    return (list(points) + [0] * EVENING_PLACES)[:EVENING_PLACES]


@dataclass
class EveningPlaceRow:
    """Points for one place in the evening's standings (`[evening] points`). A place never
    scores more than the place before it nor less than the one after it."""

    place: int                   # 1 to 6
    section: str = "evening"
    is_rule: bool = False

    @property
    def name(self) -> str:
        return f"points_{self.place}"

    def limits(self, cfg) -> tuple[int, int]:
        points = _padded(cfg.evening.points)
        i = self.place - 1
        hi = points[i - 1] if i > 0 else EVENING_MAX_POINTS
        lo = points[i + 1] if i + 1 < EVENING_PLACES else 0
        return lo, hi

    def value(self, cfg) -> int:
        return _padded(cfg.evening.points)[self.place - 1]

    def stepped(self, cfg, direction: int) -> int:
        lo, hi = self.limits(cfg)
        return max(lo, min(hi, self.value(cfg) + direction))

    def store(self, cfg, value: int) -> None:
        points = _padded(cfg.evening.points)
        points[self.place - 1] = value
        cfg.evening.points = points           # a new list: an evening under way keeps its own

    def label(self, t) -> str:
        return t("evening.setting.place", n=self.place)

    def explanation(self, t) -> str:
        return t("evening.setting.place_help", n=self.place)

    def show(self, t, value) -> str:
        return worded(t, self.section, "points", value, format_number(t, value))

    def value_text(self, t, cfg) -> str:
        return self.show(t, self.value(cfg))

    def default(self) -> int:
        return EVENING_DEFAULT_POINTS[self.place - 1]

    def is_default(self, cfg) -> bool:
        return self.value(cfg) == self.default()

    def allowed(self, t, cfg=None) -> str:
        lo, hi = self.limits(cfg) if cfg is not None else (0, EVENING_MAX_POINTS)
        return t("app.settings.range", lo=format_number(t, lo) if lo else self.show(t, lo), hi=self.show(t, hi))

    def not_together_with(self, t, cfg) -> list[str]:
        return []


@dataclass
class EveningTiesRow:
    """How players tied on a place share its points (`[evening] ties`)."""

    section: str = "evening"
    name: str = "ties"
    is_rule: bool = False

    def value(self, cfg) -> str:
        return cfg.evening.ties

    def stepped(self, cfg, direction: int) -> str:
        i = EVENING_TIES.index(self.value(cfg)) if self.value(cfg) in EVENING_TIES else 0
        return EVENING_TIES[(i + direction) % len(EVENING_TIES)]

    def store(self, cfg, value: str) -> None:
        cfg.evening.ties = value

    def label(self, t) -> str:
        return t("evening.setting.ties")

    def explanation(self, t) -> str:
        return t("evening.setting.ties_help")

    def show(self, t, value) -> str:
        return t(f"evening.setting.ties_{value}")

    def value_text(self, t, cfg) -> str:
        return self.show(t, self.value(cfg))

    def default(self) -> str:
        return EVENING_TIES[0]

    def is_default(self, cfg) -> bool:
        return self.value(cfg) == self.default()

    def allowed(self, t, cfg=None) -> str:
        return join_or(t, [self.show(t, v) for v in EVENING_TIES])

    def not_together_with(self, t, cfg) -> list[str]:
        return []


def evening_rows() -> list:
    return [EveningPlaceRow(place) for place in range(1, EVENING_PLACES + 1)] + [EveningTiesRow()]


# ---------------------------------------------------------------- how a row's value is shown

TOGGLE, SLIDER, STEPPER = "toggle", "slider", "stepper"


def control_of(row, cfg) -> str:
    """The control that shows a row's value: a switch for on/off, a slider for a number that
    runs over a range (volume, speeds, seconds, chances), a stepper ‹ value › for the rest
    (choices, sizes, counts, points)."""
    value = row.value(cfg)
    if isinstance(value, bool):
        return TOGGLE
    f = getattr(row, "field", None)
    if f is not None and isinstance(value, float) and "choices" not in f.metadata \
            and "min" in f.metadata and "max" in f.metadata:
        return SLIDER
    return STEPPER


def slider_share(row, cfg) -> float:
    """Where a slider's knob stands, 0.0 to 1.0 (on a log scale for speeds, whose range spans
    factors: 1.0× then sits in the middle of 0.25× to 4×)."""
    meta = row.field.metadata
    lo, hi, value = float(meta["min"]), float(meta["max"]), float(row.value(cfg))
    if hi <= lo:
        return 0.0
    if lo > 0 and hi / lo >= 8:
        share = math.log(max(lo, value) / lo) / math.log(hi / lo)
    else:
        share = (value - lo) / (hi - lo)
    return max(0.0, min(1.0, share))


# ---------------------------------------------------------------- sections with headings

GENERAL_SECTIONS = {"language": "language", "hints": "language", "dice_speed": "pace", "bot_speed": "pace",
                    "volume": "sound", "music_volume": "sound", "mute": "sound"}
GENERAL_ORDER = ("language", "pace", "sound", "other")
TECHNICAL = ("fps",)      # rows for those who know what they do: at the end of their tab, under "Technik"


def general_rows(rows: list) -> list:
    """The general tab's rows, section by section (language and hints, speeds, sound)."""
    return sorted(rows, key=lambda row: GENERAL_ORDER.index(GENERAL_SECTIONS.get(row.name, "other")))


def technical_last(rows: list) -> list:
    """A tab's rows with the technical ones (`TECHNICAL`: the frame rate) at its end."""
    return [r for r in rows if r.name not in TECHNICAL] + [r for r in rows if r.name in TECHNICAL]
BASIC_SUFFIXES = ("_value", "_chance")    # a house rule's own number stays with the house rules


def sections_of(tab_id: str, rows: list) -> list[tuple[int, str]]:
    """(first row, language-table key of the heading) of each section of a tab's rows, in order.
    The general tab by what a setting is about; a game's tab: its basic numbers and choices
    (figures per colour, points to win, dice, timings) under "Das Spiel", then its switches
    under "Hausregeln" (the rows are ordered so, `game_rows`); the evening: points, then ties."""
    keys: list[str] = []
    for row in rows:
        if tab_id == "general":
            keys.append("app.settings.group." + GENERAL_SECTIONS.get(row.name, "other"))
        elif tab_id == "display":
            keys.append("app.settings.group." + ("technical" if row.name in TECHNICAL else "window"))
        elif tab_id == EVENING_INFO.module:
            keys.append("app.settings.group.ties" if row.name == "ties" else "app.settings.group.points")
        else:
            keys.append("app.settings.group." + ("game" if is_basic(row) else "house_rules"))
    return [(i, key) for i, key in enumerate(keys) if i == 0 or keys[i - 1] != key]


def is_basic(row) -> bool:
    """A game's setting that is no house rule of its own: a number or choice that shapes every
    game (figures per colour, points to win, dice, timings), not a switch nor a switch's number."""
    f = row.field
    return f.type not in ("bool", bool) and not isinstance(f.default, bool) and not row.name.endswith(BASIC_SUFFIXES)


def game_rows(module: str, rules) -> list[FieldRow]:
    """A game's rows: its basic settings first, then its house rules, each in the order the
    rules define them."""
    rows = [FieldRow(module, f) for f in dataclasses.fields(rules)]
    return [r for r in rows if is_basic(r)] + [r for r in rows if not is_basic(r)]
