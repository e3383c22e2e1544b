"""Reading, checking and writing `config.toml`.

Reading never fails: every problem (syntax error, wrong type, value out of range, unknown
key, a key bound twice) becomes a `Problem` naming the file, the key, the value and what is
allowed, and the key in question keeps its default. Unknown keys are reported and kept, so
writing the file back never drops what a person wrote. Writing updates values in place (the
comments stay), goes through a temp file and a rename, and keeps one `config.toml.bak`.

Every section is a dataclass whose fields carry their own documentation and limits in
`metadata` (`doc`, `min`, `max`, `choices`, `min_len`, `max_len`; `step` and `presets` say
how the settings screen steps a number); the games' sections are the engines' own `Rules`
dataclasses, so a house rule is documented where it is defined.

Key bindings follow one rule, `binding_clash`, and never use a key `reserved_key` names.
"""

from __future__ import annotations

import dataclasses
import os
import shutil
import tomllib
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
    mute: bool = _f(False, "Silence every sound")


@dataclass
class GeneralConfig:
    language: str = _f("de", "Language of everything on screen", choices=list(LANGUAGES))
    dice_speed: float = _f(1.0, "How fast the dice settle: 2.0 is twice as fast", min=0.25, max=4.0,
                           presets=[0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 3.0, 4.0])
    bot_speed: float = _f(1.0, "How fast bots act: 2.0 is twice as fast", min=0.25, max=8.0,
                          presets=[0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, 8.0])
    data_dir: str = _f("", "Folder for statistics and saved games; empty = the user's data folder", in_settings=False)


DEFAULT_NAMES = ["Anna", "Ben", "Clara", "David", "Emma", "Felix"]
DEFAULT_KINDS = ["keyboard1", "keyboard2", "bot:normal", "bot:normal", "bot:normal", "bot:normal"]


@dataclass
class SeatsConfig:
    names: list[str] = _f(DEFAULT_NAMES, "Default names of seats 1-6", min_len=MAX_SEATS, max_len=MAX_SEATS, max_chars=16)
    kinds: list[str] = _f(
        DEFAULT_KINDS,
        "Default player of seats 1-6",
        min_len=MAX_SEATS, max_len=MAX_SEATS, item_choices=list(SEAT_KINDS),
    )


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

    def __str__(self) -> str:
        where = f"{self.file}: {self.key}" if self.key else self.file
        value = f" = {self.value}" if self.value else ""
        allowed = f" (allowed: {self.allowed})" if self.allowed else ""
        return f"{where}{value}: {self.what}{allowed}; using the default"


@dataclass
class Config:
    display: DisplayConfig = field(default_factory=DisplayConfig)
    audio: AudioConfig = field(default_factory=AudioConfig)
    general: GeneralConfig = field(default_factory=GeneralConfig)
    seats: SeatsConfig = field(default_factory=SeatsConfig)
    keys: dict[str, KeyCluster] = field(default_factory=lambda: {k: _default_cluster(k) for k in KEYBOARDS})
    games: dict[str, Any] = field(default_factory=dict)
    path: Path | None = None
    problems: list[Problem] = field(default_factory=list)

    def rules(self, module: str):
        """The house rules in force for a game (its engine's Rules instance)."""
        if module not in self.games:
            cls = rules_class(next(g for g in GAMES if g.module == module))
            self.games[module] = cls() if cls else None
        return self.games[module]


SIMPLE_SECTIONS = {"display": DisplayConfig, "audio": AudioConfig, "general": GeneralConfig, "seats": SeatsConfig}


def _short(value: Any) -> str:
    if isinstance(value, bool):
        text = "true" if value else "false"   # as it is written in TOML
    else:
        text = repr(value) if not isinstance(value, str) else f'"{value}"'
    return text if len(text) <= 60 else text[:57] + "..."


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
            return f"{kind} from {meta['min']} to {meta['max']}"
        return kind
    if str(f.type).startswith("list"):
        n = meta.get("min_len")
        items = meta.get("item_choices")
        what = f"a list of {n} " if n else "a list of "
        what += "names" if not items else "of " + ", ".join(f'"{c}"' for c in items)
        return what
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
    elif t == "str":
        if not isinstance(value, str):
            return "wrong type"
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
                return f"unknown entry {bad[0]!r}"
        if "max_chars" in meta and any(len(v) > meta["max_chars"] or not v.strip() for v in value):
            return f"each entry must be 1 to {meta['max_chars']} characters"
        return None
    if "min" in meta and value < meta["min"]:
        return "out of range"
    if "max" in meta and value > meta["max"]:
        return "out of range"
    if "choices" in meta and value not in meta["choices"]:
        return "not one of the choices"
    return None


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
            problems.append(Problem(file, f"{section}.{key}", _short(value), ", ".join(fields) or "nothing", "unknown key"))
            continue
        why = _check_value(f, value)
        if why:
            problems.append(Problem(file, f"{section}.{key}", _short(value), describe_allowed(f), why))
            continue
        if f.type in ("float", float):
            value = float(value)
        setattr(obj, key, value)
    return obj


def _load_keys(table: Any, file: str, problems: list[Problem], key_name_ok: Callable[[str], bool] | None):
    clusters = {k: _default_cluster(k) for k in KEYBOARDS}
    if not isinstance(table, dict):
        problems.append(Problem(file, "[keys]", _short(table), "tables keyboard1 to keyboard4", "wrong type"))
        return clusters
    for name, sub in table.items():
        if name not in clusters:
            problems.append(Problem(file, f"keys.{name}", "", ", ".join(KEYBOARDS), "unknown key"))
            continue
        loaded = _load_section(KeyCluster, sub, f"keys.{name}", file, problems, base=clusters[name])
        if key_name_ok:
            for action in NAV_ACTIONS + GAME_ACTIONS:
                value = getattr(loaded, action)
                if not key_name_ok(value):
                    problems.append(Problem(file, f"keys.{name}.{action}", _short(value), "a key name such as \"w\", \"up\", \"[8]\", \"page down\"", "unknown key name"))
                    setattr(loaded, action, DEFAULT_KEYS[name][action])
        for action in NAV_ACTIONS + GAME_ACTIONS:
            value = getattr(loaded, action)
            if reserved_key(value):
                problems.append(Problem(file, f"keys.{name}.{action}", _short(value),
                                        "any key but Shift, Ctrl, Alt, Meta/Windows, the lock keys, "
                                        "F11, Enter, Space, Esc and Backspace", "key reserved"))
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
                f"a key not already bound (it is keys.{clash[0]}.{clash[1]})", "key bound twice",
            ))
            default = DEFAULT_KEYS[name][action]
            key = "" if binding_clash(accepted, name, action, default) else default
            setattr(cluster, action, key)
        setattr(accepted[name], action, key)


def load(path: str | os.PathLike | None = None, key_name_ok: Callable[[str], bool] | None = None,
         create_missing: bool = True) -> Config:
    """Read the config; a missing file is written from defaults. Never raises for bad input."""
    path = Path(path) if path else Path("config.toml")
    file = str(path)
    cfg = Config(path=path)
    problems = cfg.problems
    data: dict = {}
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        if create_missing:
            try:
                write_text_atomic(path, default_text())
            except OSError as exc:
                problems.append(Problem(file, "", "", "", f"missing and could not be created ({exc.strerror})"))
        _fill_games(cfg, {}, file, problems)
        return cfg
    except OSError as exc:
        problems.append(Problem(file, "", "", "a readable file", f"cannot be read ({exc.strerror})"))
        _fill_games(cfg, {}, file, problems)
        return cfg
    try:
        text = raw.decode("utf-8")
        data = tomllib.loads(text)
    except UnicodeDecodeError:
        problems.append(Problem(file, "", "", "UTF-8 text in TOML format", "the file is not text"))
    except tomllib.TOMLDecodeError as exc:
        problems.append(Problem(file, "", "", "TOML syntax", f"syntax error: {exc}"))
    for section, cls in SIMPLE_SECTIONS.items():
        if section in data:
            setattr(cfg, section, _load_section(cls, data[section], section, file, problems))
    if "keys" in data:
        cfg.keys = _load_keys(data["keys"], file, problems, key_name_ok)
    known = set(SIMPLE_SECTIONS) | {"keys"} | {g.section for g in GAMES}
    for section in data:
        if section not in known:
            problems.append(Problem(file, f"[{section}]", "", ", ".join(sorted(known)), "unknown section"))
    _fill_games(cfg, data, file, problems)
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
                f"not together with {info.section}.{first}", f"contradicts {info.section}.{first}",
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
        ("general", cfg.general, "Language, speeds and where data is kept"),
        ("seats", cfg.seats, "Who sits where by default: names, and keyboard1-4, pad1-4, bot:easy, bot:normal, bot:hard or empty"),
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
    """Write cfg back, keeping comments, unknown keys and formatting of the existing file."""
    path = Path(path or cfg.path or "config.toml")
    try:
        old = path.read_text(encoding="utf-8")
        tomllib.loads(old)
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        old = None
    text = to_text(cfg) if old is None else update_text(old, cfg)
    write_text_atomic(path, text)
    return path


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


def write_text_atomic(path: Path, text: str) -> None:
    """Write via a temp file and rename; keep the previous file as <name>.bak."""
    path = Path(path)
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write(text)
        fh.flush()
        os.fsync(fh.fileno())
    if path.exists():
        try:
            shutil.copyfile(path, path.with_name(path.name + ".bak"))
        except OSError:
            pass
    os.replace(tmp, path)
