"""Reading, checking and writing `config.toml`.

Reading never fails: every problem (syntax error, wrong type, value out of range, unknown
key, a key bound twice) becomes a `Problem` naming the file, the key, the value and what is
allowed, and the key in question keeps its default. Unknown keys are reported and kept, so
writing the file back never drops what a person wrote. Writing updates values in place (the
comments stay), goes through a temp file and a rename, and keeps one `config.toml.bak`.

Every section is a dataclass whose fields carry their own documentation and limits in
`metadata` (`doc`, `min`, `max`, `choices`, `multiple_of`, `min_len`, `max_len`,
`max_chars`; `step` and `presets` say how the settings screen steps a number); the games'
sections are the engines' own `Rules` dataclasses, so a house rule is documented where it is
defined.

Whatever the file holds, reading it never blocks, never runs out of memory and never raises:
numbers must be finite (nan and inf are refused like any value out of range), text may not
hold control characters, `data_dir` must be a path that can be used, names are cleaned (control
characters removed, cut to `NAME_MAX_CHARS`, an empty one gets the default name); a file that
is not a regular file (a folder, a FIFO, a device) or is larger than `MAX_FILE_BYTES` is
refused unread, and so is one nested too deeply to parse. A refused file is never overwritten:
`save` raises OSError instead, and a file that did not parse is kept as `config.toml.broken-N`
before a clean one takes its place.

Key bindings follow one rule, `binding_clash`, and never use a key `reserved_key` names.
"""

from __future__ import annotations

import dataclasses
import errno
import math
import os
import re
import shutil
import stat
import tempfile
import tomllib
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomli_w

from game.games import GAMES, MAX_SEATS, rules_class

LANGUAGES = ("de", "en")
KEYBOARDS = ("keyboard1", "keyboard2", "keyboard3", "keyboard4")
PADS = ("pad1", "pad2", "pad3", "pad4")
BOT_LEVELS = ("easy", "normal", "hard")
SEAT_KINDS = KEYBOARDS + PADS + tuple(f"bot:{lvl}" for lvl in BOT_LEVELS) + ("empty",)
NAV_ACTIONS = ("up", "down", "left", "right", "confirm", "back")
GAME_ACTIONS = ("roll", "to_tray", "to_left", "to_right")

MAX_FILE_BYTES = 1 << 20     # a config.toml larger than 1 MiB is refused unread
NAME_MAX_CHARS = 16          # a seat's name, wherever it comes from
MAX_TEXT_CHARS = 4096        # any other text value (a key name, a path)
MAX_PROBLEMS = 40            # more problems than this are summed up in one line


def _f(default, doc: str, **limits):
    """A dataclass field with its documentation and limits."""
    meta = {"doc": doc, **limits}
    if isinstance(default, list):
        return field(default_factory=lambda: list(default), metadata=meta)
    return field(default=default, metadata=meta)


@dataclass
class DisplayConfig:
    width: int = _f(1280, "Window width in pixels (the picture is scaled to fit)", min=640, max=7680, in_settings=False)
    height: int = _f(720, "Window height in pixels", min=360, max=4320, in_settings=False)
    fullscreen: bool = _f(False, "Start in fullscreen (F11 toggles while playing)")
    fps: int = _f(60, "Highest frame rate drawn; the game sleeps in between", min=30, max=240,
                  presets=[30, 60, 75, 90, 120, 144, 165, 240])


@dataclass
class AudioConfig:
    volume: float = _f(0.8, "Volume of all sounds, 0.0 to 1.0", min=0.0, max=1.0, step=0.1)
    music_volume: float = _f(0.3, "Volume of the music, 0.0 (off) to 1.0, times the volume above", min=0.0, max=1.0,
                             step=0.1)
    mute: bool = _f(False, "Silence every sound")


@dataclass
class GeneralConfig:
    language: str = _f("de", "Language of everything on screen", choices=list(LANGUAGES))
    dice_speed: float = _f(1.0, "How fast the dice settle: 2.0 is twice as fast", min=0.25, max=4.0,
                           presets=[0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 3.0, 4.0])
    bot_speed: float = _f(1.0, "How fast bots act: 2.0 is twice as fast", min=0.25, max=8.0,
                          presets=[0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, 8.0])
    hints: bool = _f(False, "Seat setup: people's seats start with the coach's hints on (on their turn the "
                     "table shows what the best bot would do, and why, in numbers)")
    data_dir: str = _f("", "Folder for statistics and saved games; empty = the user's data folder", in_settings=False,
                       path=True)


DEFAULT_NAMES = ["Anna", "Ben", "Clara", "David", "Emma", "Felix"]
DEFAULT_KINDS = ["keyboard1", "keyboard2", "bot:normal", "bot:normal", "bot:normal", "bot:normal"]


@dataclass
class SeatsConfig:
    names: list[str] = _f(DEFAULT_NAMES, "Default names of seats 1-6", min_len=MAX_SEATS, max_len=MAX_SEATS,
                          max_chars=NAME_MAX_CHARS)
    kinds: list[str] = _f(
        DEFAULT_KINDS,
        "Default player of seats 1-6",
        min_len=MAX_SEATS, max_len=MAX_SEATS, item_choices=list(SEAT_KINDS),
    )


@dataclass
class EveningConfig:
    points: list[int] = _f([10, 6, 4, 3, 2, 1], "Spieleabend: points for 1st, 2nd, ... 6th place in each game "
                           "(a place beyond the list scores 0)", min_len=1, max_len=MAX_SEATS, item_min=0,
                           item_max=1000, descending=True, in_settings=False)
    ties: str = _f("share", "Spieleabend: players tied on a place: share = each gets the mean of the points of the "
                   "places they take together, best = each gets the better place's points",
                   choices=["share", "best"])


@dataclass
class KeyCluster:
    up: str = _f("", "Up", allowed="a key name")
    down: str = _f("", "Down", allowed="a key name")
    left: str = _f("", "Left", allowed="a key name")
    right: str = _f("", "Right", allowed="a key name")
    confirm: str = _f("", "Confirm / choose", allowed="a key name")
    back: str = _f("", "Back / stop", allowed="a key name")
    roll: str = _f("", "Wurf & Weg: roll your dice", allowed="a key name")
    to_tray: str = _f("", "Wurf & Weg: a luck-symbol die to the tray", allowed="a key name")
    to_left: str = _f("", "Wurf & Weg: a die to your left neighbour", allowed="a key name")
    to_right: str = _f("", "Wurf & Weg: a die to your right neighbour", allowed="a key name")


# Four clusters, each a 3x2 block [back up confirm / left down right], far apart and each on
# one half of a split keyboard; the README explains the choice. Game keys reuse the block.
DEFAULT_KEYS: dict[str, dict[str, str]] = {
    "keyboard1": dict(up="w", down="s", left="a", right="d", confirm="e", back="q",
                      roll="e", to_tray="s", to_left="a", to_right="d"),
    "keyboard2": dict(up="i", down="k", left="j", right="l", confirm="o", back="u",
                      roll="o", to_tray="k", to_left="j", to_right="l"),
    "keyboard3": dict(up="up", down="down", left="left", right="right", confirm="page down",
                      back="delete", roll="page down", to_tray="down", to_left="left",
                      to_right="right"),
    "keyboard4": dict(up="[8]", down="[5]", left="[4]", right="[6]", confirm="[9]", back="[7]",
                      roll="[9]", to_tray="[5]", to_left="[4]", to_right="[6]"),
}


def _default_cluster(name: str) -> KeyCluster:
    return KeyCluster(**DEFAULT_KEYS[name])


@dataclass(frozen=True)
class Problem:
    """One thing wrong with the config file, said so a person can fix it."""

    file: str
    key: str
    value: str
    allowed: str
    what: str
    outcome: str = "using the default"    # what the game does instead
    kind: str = "value"    # for a sentence on screen: value, name, unknown, key, file, syntax, more, contradicts
    line: int = 0          # a syntax error's line in the file

    def __str__(self) -> str:
        where = f"{self.file}: {self.key}" if self.key else self.file
        value = f" = {self.value}" if self.value else ""
        allowed = f" (allowed: {self.allowed})" if self.allowed else ""
        outcome = f"; {self.outcome}" if self.outcome else ""
        return f"{where}{value}: {self.what}{allowed}{outcome}"


@dataclass
class Config:
    display: DisplayConfig = field(default_factory=DisplayConfig)
    audio: AudioConfig = field(default_factory=AudioConfig)
    general: GeneralConfig = field(default_factory=GeneralConfig)
    seats: SeatsConfig = field(default_factory=SeatsConfig)
    evening: EveningConfig = field(default_factory=EveningConfig)
    keys: dict[str, KeyCluster] = field(default_factory=lambda: {k: _default_cluster(k) for k in KEYBOARDS})
    games: dict[str, Any] = field(default_factory=dict)
    path: Path | None = None
    problems: list[Problem] = field(default_factory=list)
    refused: str | None = None     # why the file was not read at all (it is then never overwritten)

    def rules(self, module: str):
        """The house rules in force for a game (its engine's Rules instance)."""
        if module not in self.games:
            cls = rules_class(next(g for g in GAMES if g.module == module))
            self.games[module] = cls() if cls else None
        return self.games[module]


SIMPLE_SECTIONS = {"display": DisplayConfig, "audio": AudioConfig, "general": GeneralConfig, "seats": SeatsConfig,
                   "evening": EveningConfig}


# ---------------------------------------------------------------- text that is safe to keep

_UNSAFE_CATEGORIES = ("Cc", "Cs", "Zl", "Zp")   # control characters, lone surrogates, line breaks


def without_control(text: str) -> str:
    """`text` without control characters, lone surrogates and Unicode line breaks."""
    if text.isprintable():
        return text
    return "".join(c for c in text if unicodedata.category(c) not in _UNSAFE_CATEGORIES)


def clean_name(value: Any, limit: int = NAME_MAX_CHARS, strip: bool = True) -> str:
    """A name as it may be shown and kept: any value made text (bytes read as UTF-8), control
    characters and lone surrogates removed, cut to `limit` characters (spaces at the ends
    dropped unless `strip` is False, as while a name is typed)."""
    if isinstance(value, (bytes, bytearray, memoryview)):
        value = bytes(value).decode("utf-8", "replace")
    elif value is None:
        value = ""
    elif not isinstance(value, str):
        value = str(value)
    value = value[: limit * 4]               # a giant value is cut before anything else
    text = without_control(value)
    if strip:
        text = " ".join(text.split())
    return text[:limit].rstrip() if strip else text[:limit]


def name_key(value: Any) -> str:
    """A name as the game compares names (at the table and in the statistics): cleaned as every
    name is kept, in one Unicode form, without invisible characters (zero-width spaces, soft
    hyphens) and without regard to case or spacing, so "Ben", " ben ", "BEN" and "Be\u200bn"
    are one person, and so are "Zoë" typed as one letter or as "e" with two dots."""
    text = unicodedata.normalize("NFKC", clean_name(value))
    text = "".join(c for c in text if unicodedata.category(c) != "Cf")
    return unicodedata.normalize("NFKC", " ".join(text.split()).casefold())


def visible(text: str, limit: int = 60) -> str:
    """Text as it can be printed in a message: control characters and lone surrogates written
    as escapes, cut to `limit` characters."""
    text = text[: limit * 2]
    if not text.isprintable():
        text = "".join(c if c == " " or c.isprintable() else
                       (f"\\x{ord(c):02x}" if ord(c) < 0x100 else f"\\u{ord(c):04x}") for c in text)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _short(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"   # as it is written in TOML
    if isinstance(value, str):
        return f'"{visible(value, 58)}"'
    if isinstance(value, int) and value.bit_length() > 100:
        return f"a number of about {int(value.bit_length() * 0.30103)} digits"
    try:
        text = repr(value)
    except (RecursionError, ValueError):
        text = f"a nested {type(value).__name__}"
    return visible(text)


def path_problem(text: str) -> str | None:
    """Why `text` cannot be used as a folder or file name, or None."""
    if "\x00" in text:
        return "holds a NUL character"
    if without_control(text) != text:
        return "holds control characters"
    if len(text) > MAX_TEXT_CHARS:
        return "too long"
    try:
        Path(text).expanduser()
    except (RuntimeError, ValueError, KeyError, OSError):
        return "cannot be expanded (no such user or no home folder)"
    return None


def describe_allowed(f: dataclasses.Field) -> str:
    meta = f.metadata
    if "allowed" in meta:
        return meta["allowed"]
    if "choices" in meta:
        return ", ".join(f'"{c}"' if isinstance(c, str) else str(c) for c in meta["choices"])
    if f.type in ("bool", bool):
        return "true or false"
    if f.type in ("int", int, "float", float):
        kind = "a whole number" if f.type in ("int", int) else "a number"
        if "min" in meta and "max" in meta:
            kind = f"{kind} from {meta['min']} to {meta['max']}"
        if "multiple_of" in meta:
            kind += f", a multiple of {meta['multiple_of']}"
        return kind
    if str(f.type) == "list[int]":
        what = f"a list of {meta['min_len']} to {meta['max_len']} whole numbers"
        if "item_min" in meta:
            what += f" from {meta['item_min']} to {meta['item_max']}"
        if meta.get("descending"):
            what += ", none larger than the one before"
        return what
    if str(f.type).startswith("list"):
        n = meta.get("min_len")
        items = meta.get("item_choices")
        what = f"a list of {n} " if n else "a list of "
        what += "names" if not items else "of " + ", ".join(f'"{c}"' for c in items)
        if "max_chars" in meta:
            what += f" of 1 to {meta['max_chars']} characters"
        return what
    if meta.get("path"):
        return "a folder path without control characters, or \"\" for the default"
    return "text"


def _check_value(f: dataclasses.Field, value: Any) -> str | None:
    """Why `value` is not allowed for field `f`, or None if it is fine."""
    meta = f.metadata
    t = f.type if isinstance(f.type, str) else getattr(f.type, "__name__", str(f.type))
    if t == "bool":
        if not isinstance(value, bool):
            return "wrong type"
    elif t == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            return "wrong type"
    elif t == "float":
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return "wrong type"
        try:
            if not math.isfinite(value):
                return "not a finite number"
        except OverflowError:       # an int too large for a float
            return "out of range"
    elif t == "str":
        if not isinstance(value, str):
            return "wrong type"
        if meta.get("path"):
            return path_problem(value) if value else None
        if len(value) > MAX_TEXT_CHARS:
            return "too long"
        if without_control(value) != value:
            return "holds control characters"
    elif t == "list[int]":
        if not isinstance(value, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            return "wrong type"
        if len(value) < meta.get("min_len", 0):
            return "too few entries"
        if len(value) > meta.get("max_len", len(value)):
            return "too many entries"
        if any(not meta.get("item_min", v) <= v <= meta.get("item_max", v) for v in value):
            return "out of range"
        if meta.get("descending") and any(a < b for a, b in zip(value, value[1:], strict=False)):
            return "a place scores more than the place before it"
        return None
    elif t.startswith("list"):
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            return "wrong type"
        if "min_len" in meta and len(value) < meta["min_len"]:
            return "too few entries"
        if "max_len" in meta and len(value) > meta["max_len"]:
            return "too many entries"
        if "item_choices" in meta:
            bad = [v for v in value if v not in meta["item_choices"]]
            if bad:
                return f"unknown entry {_short(bad[0])}"
        return None     # names are cleaned one by one (see _clean_names)
    if "min" in meta and value < meta["min"]:
        return "out of range"
    if "max" in meta and value > meta["max"]:
        return "out of range"
    if "choices" in meta and value not in meta["choices"]:
        return "not one of the choices"
    if "multiple_of" in meta and value % meta["multiple_of"]:
        return f"not a multiple of {meta['multiple_of']}"
    return None


def _clean_names(f: dataclasses.Field, names: list[str], defaults: list[str], key: str, file: str,
                 problems: list[Problem]) -> list[str]:
    """Each name cleaned (control characters out, cut to max_chars); an empty one gets its
    default. Every change is reported, naming the entry."""
    limit = f.metadata["max_chars"]
    out = []
    for i, name in enumerate(names):
        clean = clean_name(name, limit)
        default = defaults[i] if i < len(defaults) else ""
        if not clean:
            problems.append(Problem(file, f"{key}[{i}]", _short(name), f"1 to {limit} characters",
                                    "empty", f'using "{default}"', kind="name"))
            clean = default
        elif clean != name:
            what = "holds control characters" if without_control(name) != name else \
                f"longer than {limit} characters" if len(name.strip()) > limit else "extra spaces"
            problems.append(Problem(file, f"{key}[{i}]", _short(name), f"1 to {limit} characters",
                                    what, f'using "{clean}"', kind="name"))
        out.append(clean)
    return out


def _load_section(cls, table: Any, section: str, file: str, problems: list[Problem], base=None):
    """Build dataclass `cls` from a TOML table; bad entries keep the default."""
    obj = base if base is not None else cls()
    if not isinstance(table, dict):
        problems.append(Problem(file, f"[{section}]", _short(table), "a table of settings", "wrong type"))
        return obj
    fields = {f.name: f for f in dataclasses.fields(cls)}
    for key, value in table.items():
        f = fields.get(key)
        if f is None:
            problems.append(Problem(file, f"{section}.{visible(str(key))}", _short(value), ", ".join(fields) or "nothing",
                                    "unknown key", kind="unknown"))
            continue
        why = _check_value(f, value)
        if why:
            problems.append(Problem(file, f"{section}.{key}", _short(value), describe_allowed(f), why))
            continue
        if f.type in ("float", float):
            value = float(value)
        if "max_chars" in f.metadata:
            default = f.default_factory() if f.default is dataclasses.MISSING else f.default
            value = _clean_names(f, value, default, f"{section}.{key}", file, problems)
        setattr(obj, key, value)
    return obj


def _load_keys(table: Any, file: str, problems: list[Problem], key_name_ok: Callable[[str], bool] | None):
    clusters = {k: _default_cluster(k) for k in KEYBOARDS}
    if not isinstance(table, dict):
        problems.append(Problem(file, "[keys]", _short(table), "tables keyboard1 to keyboard4", "wrong type"))
        return clusters
    for name, sub in table.items():
        if name not in clusters:
            problems.append(Problem(file, f"keys.{visible(str(name))}", "", ", ".join(KEYBOARDS), "unknown key",
                                    kind="unknown"))
            continue
        loaded = _load_section(KeyCluster, sub, f"keys.{name}", file, problems, base=clusters[name])
        if key_name_ok:
            for action in NAV_ACTIONS + GAME_ACTIONS:
                value = getattr(loaded, action)
                if not key_name_ok(value):
                    problems.append(Problem(file, f"keys.{name}.{action}", _short(value), "a key name such as \"w\", \"up\", \"[8]\", \"page down\"", "unknown key name",
                                            kind="key"))
                    setattr(loaded, action, DEFAULT_KEYS[name][action])
        for action in NAV_ACTIONS + GAME_ACTIONS:
            value = getattr(loaded, action)
            if reserved_key(value):
                problems.append(Problem(file, f"keys.{name}.{action}", _short(value),
                                        "any key but Shift, Ctrl, Alt, Meta/Windows, the lock keys, "
                                        "F11, Enter, Space, Esc and Backspace", "key reserved", kind="key"))
                setattr(loaded, action, DEFAULT_KEYS[name][action])
    _reject_double_bindings(clusters, file, problems)
    return clusters


def action_group(action: str) -> str:
    """The group of an action: "nav" for the menu keys (up ... back), "game" for the
    Wurf & Weg keys (roll ...)."""
    return "nav" if action in NAV_ACTIONS else "game"


def binding_clash(keys: dict[str, KeyCluster], cluster: str, action: str,
                  key_name: str) -> tuple[str, str] | None:
    """Where `key_name` is already bound so that it may not also be `cluster`.`action`.

    The one rule for key clashes (loading config.toml and the settings screen both use it):
    across blocks a key steers one seat only; within a block a key may serve at most one
    navigation action and at most one Wurf & Weg action. That is why the defaults may share
    confirm/roll, down/to_tray, left/to_left and right/to_right in each block.
    Returns the (cluster, action) holding the key, or None if the binding is fine.
    """
    key = key_name.strip().lower()
    if not key:
        return None
    for other in KEYBOARDS:
        if other not in keys:
            continue
        for other_action in NAV_ACTIONS + GAME_ACTIONS:
            if (other, other_action) == (cluster, action):
                continue
            if getattr(keys[other], other_action).strip().lower() != key:
                continue
            if other != cluster or action_group(other_action) == action_group(action):
                return other, other_action
    return None


# Keys no seat may have, as pygame names them: modifiers (Shift five times switches on Sticky
# Keys on Windows; Alt and the Windows key open menus), lock keys (Num Lock turns the keypad
# block into arrows), F11 (fullscreen everywhere), and the keys that confirm and go back for
# whoever is at the keyboard (scenes/input.py GLOBAL_KEYS).
MODIFIER_KEYS = ("left shift", "right shift", "left ctrl", "right ctrl", "left alt", "right alt",
                 "left meta", "right meta", "alt gr", "caps lock", "numlock", "scroll lock")
SHARED_KEYS = ("return", "enter", "space", "escape", "backspace")
FULLSCREEN_KEY = "f11"


def reserved_key(key_name: str) -> str | None:
    """Why no seat may have this key ("modifier", "fullscreen", "shared"), or None."""
    key = key_name.strip().lower()
    if key in MODIFIER_KEYS:
        return "modifier"
    if key == FULLSCREEN_KEY:
        return "fullscreen"
    if key in SHARED_KEYS:
        return "shared"
    return None


def _reject_double_bindings(clusters: dict[str, KeyCluster], file: str, problems: list[Problem]) -> None:
    """Apply `binding_clash` to a whole file: a clash resets the later binding to its default,
    and if that default is taken too, leaves that action unbound rather than steer two seats."""
    accepted = {name: KeyCluster() for name in KEYBOARDS}   # what has been let through so far
    # Keys still on their defaults are claimed first, so a clash is blamed on the binding the
    # player wrote (and that one falls back), not on the untouched default it collides with.
    slots = [(name, action) for name in KEYBOARDS for action in NAV_ACTIONS + GAME_ACTIONS]
    slots.sort(key=lambda s: getattr(clusters[s[0]], s[1]).strip().lower() != DEFAULT_KEYS[s[0]][s[1]])
    for name, action in slots:
        cluster = clusters[name]
        key = getattr(cluster, action).strip().lower()
        clash = binding_clash(accepted, name, action, key)
        if clash:
            problems.append(Problem(
                file, f"keys.{name}.{action}", _short(key),
                f"a key not already bound (it is keys.{clash[0]}.{clash[1]})", "key bound twice", kind="key",
            ))
            default = DEFAULT_KEYS[name][action]
            key = "" if binding_clash(accepted, name, action, default) else default
            setattr(cluster, action, key)
        setattr(accepted[name], action, key)


class RefusedFile(OSError):
    """A file that is not read at all: not a regular file, or too large."""


def _kind_of(mode: int) -> str | None:
    """What a file that is not a regular file is, or None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_limited(path: str | os.PathLike, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most `limit` bytes. Never blocks and never reads
    more than `limit` + 1 bytes: a folder, FIFO, device or socket is refused before it is
    opened (and again after, should it have been swapped), and so is a larger file.
    FileNotFoundError when there is nothing; RefusedFile or another OSError otherwise."""
    try:
        kind = _kind_of(os.stat(path).st_mode)
    except ValueError:      # a NUL in the name
        raise RefusedFile(errno.EINVAL, "the file name holds a NUL character") from None
    if kind:
        raise RefusedFile(errno.EINVAL, f"it is {kind}, not a file")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        kind = _kind_of(info.st_mode)
        if kind:
            raise RefusedFile(errno.EINVAL, f"it is {kind}, not a file")
        if info.st_size > limit:
            raise RefusedFile(errno.EFBIG, f"it is larger than {limit // 1024} KiB")
        chunks = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(65536, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise RefusedFile(errno.EFBIG, f"it is larger than {limit // 1024} KiB")
        return b"".join(chunks)
    finally:
        os.close(fd)


def load(path: str | os.PathLike | None = None, key_name_ok: Callable[[str], bool] | None = None,
         create_missing: bool = True) -> Config:
    """Read the config; a missing file is written from defaults. Never raises for bad input,
    never blocks on a special file and never reads more than MAX_FILE_BYTES."""
    path = Path(path) if path else Path("config.toml")
    file = visible(str(path), 300)
    cfg = Config(path=path)
    problems = cfg.problems
    data: dict = {}
    try:
        raw = read_limited(path)
    except FileNotFoundError:
        if create_missing:
            try:
                write_text_atomic(path, default_text())
            except (OSError, ValueError) as exc:
                problems.append(Problem(file, "", "", "", "missing and could not be created "
                                        f"({getattr(exc, 'strerror', None) or exc})", kind="file"))
        _fill_games(cfg, {}, file, problems)
        return cfg
    except OSError as exc:
        cfg.refused = exc.strerror or str(exc)
        problems.append(Problem(file, "", "", f"a readable file of at most {MAX_FILE_BYTES // 1024} KiB",
                                f"cannot be read: {cfg.refused}", "using the defaults; the file is left as it is",
                                kind="file"))
        _fill_games(cfg, {}, file, problems)
        return cfg
    try:
        text = raw.decode("utf-8")
        data = tomllib.loads(text)
    except UnicodeDecodeError:
        problems.append(Problem(file, "", "", "UTF-8 text in TOML format", "the file is not text", kind="file"))
    except tomllib.TOMLDecodeError as exc:
        line = re.search(r"at line (\d+)", str(exc))
        problems.append(Problem(file, "", "", "TOML syntax", f"syntax error: {exc}", kind="syntax",
                                line=int(line.group(1)) if line else 0))
    except RecursionError:
        problems.append(Problem(file, "", "", "TOML nested at most a few hundred levels deep", "nested too deeply to read", kind="file"))
    except (ValueError, MemoryError) as exc:   # e.g. a number of more than 4300 digits
        problems.append(Problem(file, "", "", "TOML syntax", f"cannot be read: {visible(str(exc), 100)}", kind="file"))
    for section, cls in SIMPLE_SECTIONS.items():
        if section in data:
            setattr(cfg, section, _load_section(cls, data[section], section, file, problems))
    if "keys" in data:
        cfg.keys = _load_keys(data["keys"], file, problems, key_name_ok)
    known = set(SIMPLE_SECTIONS) | {"keys"} | {g.section for g in GAMES}
    for section in data:
        if section not in known:
            problems.append(Problem(file, f"[{visible(section)}]", "", ", ".join(sorted(known)), "unknown section",
                                    kind="unknown"))
    _fill_games(cfg, data, file, problems)
    if len(problems) > MAX_PROBLEMS:
        more = len(problems) - MAX_PROBLEMS + 1
        del problems[MAX_PROBLEMS - 1:]
        problems.append(Problem(file, "", "", "", f"and {more} more problems", "each of those settings uses its default",
                                kind="more", line=more))
    return cfg


def _fill_games(cfg: Config, data: dict, file: str, problems: list[Problem]) -> None:
    for info in GAMES:
        cls = rules_class(info)
        if cls is None:
            continue
        rules = _load_section(cls, data.get(info.section, {}), info.section, file, problems)
        conflicts = getattr(rules, "conflicts", None)
        for first, second in (conflicts() if conflicts else []):
            problems.append(Problem(
                file, f"{info.section}.{second}", "true",
                f"not together with {info.section}.{first}", f"contradicts {info.section}.{first}", kind="contradicts",
            ))
            default = next(f for f in dataclasses.fields(cls) if f.name == second).default
            setattr(rules, second, default)
        cfg.games[info.module] = rules


# ---------------------------------------------------------------- writing

def _sections(cfg: Config) -> list[tuple[str, Any, str]]:
    """(section name, dataclass instance, heading comment) in file order."""
    out: list[tuple[str, Any, str]] = [
        ("display", cfg.display, "Window and picture"),
        ("audio", cfg.audio, "Sound"),
        ("general", cfg.general, "Language, speeds, hints and where data is kept"),
        ("seats", cfg.seats, "Who sits where by default: names, and keyboard1-4, pad1-4, bot:easy, bot:normal, bot:hard or empty"),
        ("evening", cfg.evening, "Spieleabend: the points each game's places give across an evening"),
    ]
    for name in KEYBOARDS:
        out.append((f"keys.{name}", cfg.keys[name], f"Keys of {name}. Names as pygame spells them: \"w\", \"up\", \"page down\", \"[8]\" (keypad 8)"))
    for info in GAMES:
        rules = cfg.rules(info.module)
        if rules is not None:
            out.append((info.section, rules, f"House rules of {info.title}"))
    return out


def _value_text(value: Any) -> str:
    """One value as inline TOML (lists on one line, so each setting is one line)."""
    if isinstance(value, list):
        return "[" + ", ".join(_value_text(v) for v in value) + "]"
    return tomli_w.dumps({"v": value}).split("=", 1)[1].strip()


def default_text() -> str:
    return to_text(Config())


def to_text(cfg: Config) -> str:
    """The whole config as commented TOML."""
    lines = ["# Würfelabend settings. Edit by hand or in the game's settings screen.",
             "# A wrong value is reported when the game starts and that setting uses its default.", ""]
    for section, obj, heading in _sections(cfg):
        lines.append(f"# {heading}")
        lines.append(f"[{section}]")
        for f in dataclasses.fields(obj):
            lines.append(f"# {f.metadata.get('doc', '')} ({describe_allowed(f)})")
            lines.append(f"{f.name} = {_value_text(getattr(obj, f.name))}")
        lines.append("")
    return "\n".join(lines)


def save(cfg: Config, path: str | os.PathLike | None = None) -> Path:
    """Write cfg back, keeping comments, unknown keys and formatting of the existing file.

    A file that cannot be read (a folder, a FIFO, a device, too large, not readable) is never
    overwritten: OSError says why. A file that did not parse is kept as `<name>.broken-N`
    before a clean one is written."""
    path = Path(path or cfg.path or "config.toml")
    try:
        raw = read_limited(path)
    except FileNotFoundError:
        raw = None
    except OSError as exc:
        why = exc.strerror or str(exc)
        raise RefusedFile(exc.errno or errno.EINVAL, f"{path.name} was not read ({why}), so it is not overwritten") from None
    old = None
    if raw is not None:
        try:
            old = raw.decode("utf-8")
            tomllib.loads(old)
        except (UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError, ValueError, MemoryError):
            old = None
            keep_aside(path, raw)
    text = to_text(cfg) if old is None else update_text(old, cfg)
    write_text_atomic(path, text)
    return path


def keep_aside(path: Path, raw: bytes) -> Path:
    """Keep a copy of `raw` beside `path` as `<name>.broken-N`, never over an earlier one."""
    for n in range(1, 10000):
        aside = path.with_name(f"{path.name}.broken-{n}")
        try:
            fd = os.open(aside, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644)
        except FileExistsError:
            continue
        with os.fdopen(fd, "wb") as fh:
            fh.write(raw)
            fh.flush()
            os.fsync(fh.fileno())
        return aside
    raise RefusedFile(errno.EEXIST, f"too many copies of {path.name} kept aside")


def update_text(text: str, cfg: Config) -> str:
    """Set every value of cfg in an existing TOML text, leaving everything else as it was."""
    lines = text.splitlines()
    for section, obj, heading in _sections(cfg):
        for f in dataclasses.fields(obj):
            lines = _set_line(lines, section, f.name, _value_text(getattr(obj, f.name)), heading)
    return "\n".join(lines) + "\n"


def _header_of(line: str) -> str | None:
    s = line.strip()
    if s.startswith("[") and not s.startswith("[[") and "]" in s:
        return s[1:s.index("]")].strip().replace('"', "").replace(" ", "")
    return None


def _set_line(lines: list[str], section: str, key: str, value: str, heading: str) -> list[str]:
    current = None
    insert_at = None
    for i, line in enumerate(lines):
        header = _header_of(line)
        if header is not None:
            if current == section:
                break
            current = header
            if header == section:
                insert_at = i + 1
            continue
        if current != section:
            continue
        stripped = line.strip()
        if stripped.startswith("#") or "=" not in stripped:
            continue
        name = stripped.split("=", 1)[0].strip().strip('"')
        if name == key:
            old_value = stripped.split("=", 1)[1]
            end = i
            while end + 1 < len(lines) and not _parses(old_value):
                end += 1  # a value written over several lines (a long list)
                old_value += "\n" + lines[end]
            try:
                same = tomllib.loads(f"v = {old_value}")["v"] == tomllib.loads(f"v = {value}")["v"]
            except tomllib.TOMLDecodeError:
                same = False
            if not same:
                indent = line[: len(line) - len(line.lstrip())]
                lines[i:end + 1] = [f"{indent}{key} = {value}"]
            return lines
        insert_at = i + 1
    if insert_at is None:
        lines = lines + ["", f"# {heading}", f"[{section}]"]
        insert_at = len(lines)
    return lines[:insert_at] + [f"{key} = {value}"] + lines[insert_at:]


def _parses(value_text: str) -> bool:
    try:
        tomllib.loads(f"v = {value_text}")
    except tomllib.TOMLDecodeError:
        return False
    return True


def _keep_backup(path: Path) -> None:
    """Copy `path` to <name>.bak through a temp file of its own and a rename, so a link planted
    as the backup's name is replaced, never written through."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.bak.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as out, open(path, "rb") as src:
            shutil.copyfileobj(src, out)
        os.replace(tmp, path.with_name(path.name + ".bak"))
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def write_text_atomic(path: Path, text: str) -> None:
    """Write via a temp file of its own and a rename; keep the previous file as <name>.bak."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        try:
            if stat.S_ISREG(os.stat(path).st_mode):
                shutil.copymode(path, tmp)
                _keep_backup(path)
            else:
                os.chmod(tmp, 0o644)
        except OSError:
            try:
                os.chmod(tmp, 0o644)
            except OSError:
                pass
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
