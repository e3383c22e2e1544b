"""Where the user's data lives: statistics and the autosave.

`data_dir` in config.toml (or `--data-dir`) wins; otherwise the platform's usual place
(XDG_DATA_HOME on Linux, Application Support on macOS, APPDATA on Windows).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_DIR_NAME = "wuerfelabend"


def default_data_dir() -> Path:
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / APP_DIR_NAME


def data_dir(configured: str | None = None) -> Path:
    return Path(configured).expanduser() if configured else default_data_dir()
