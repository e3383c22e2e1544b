"""Where the user's data lives: statistics and the autosave.

`data_dir` in config.toml (or `--data-dir`) wins; otherwise the platform's usual place
(XDG_DATA_HOME on Linux, Application Support on macOS, APPDATA on Windows). A configured
folder that cannot be used as a path (a NUL or other control characters in it, `~nosuchuser`
that cannot be expanded) is never used: the usual place is taken instead (`game.config`
reports the value when it reads the file). Working these out never raises.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

APP_DIR_NAME = "wuerfelabend"


def _home() -> Path:
    try:
        return Path.home()
    except (RuntimeError, KeyError, OSError):    # no HOME and no entry in the user database
        return Path(tempfile.gettempdir())


def _from_env(name: str) -> Path | None:
    """An absolute folder from the environment variable `name`, else None (the XDG rules
    ignore a relative one)."""
    value = os.environ.get(name) or ""
    if not value or "\x00" in value:
        return None
    path = Path(value)
    return path if path.is_absolute() else None


def default_data_dir() -> Path:
    if sys.platform.startswith("win"):
        base = _from_env("APPDATA") or _home() / "AppData" / "Roaming"
    elif sys.platform == "darwin":
        base = _home() / "Library" / "Application Support"
    else:
        base = _from_env("XDG_DATA_HOME") or _home() / ".local" / "share"
    return base / APP_DIR_NAME


def usable_path(configured: str | os.PathLike) -> Path | None:
    """`configured` as a folder path (~ expanded), or None when it cannot be one."""
    text = os.fspath(configured)
    if not isinstance(text, str) or not text or any(ord(c) < 32 or c == "\x7f" for c in text):
        return None
    try:
        os.fsencode(text)          # a lone surrogate (not from undecodable bytes) cannot be a file name
        return Path(text).expanduser()
    except (RuntimeError, ValueError, KeyError, OSError, UnicodeError):
        return None


def data_dir(configured: str | os.PathLike | None = None) -> Path:
    if configured:
        path = usable_path(configured)
        if path is not None:
            return path
    return default_data_dir()
