"""Test set-up: headless SDL before pygame is imported, and an App on a temporary config."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402
import pytest  # noqa: E402


@pytest.fixture
def make_app(tmp_path):
    """Build an App on a fresh config file in tmp_path; `make_app(**options)`."""
    from game import config as configmod
    from scenes.app import Options
    from scenes.input import key_name_ok
    from scenes.routes import make_app

    made = []

    def build(config_text: str | None = None, **options):
        path = tmp_path / "config.toml"
        if config_text is not None:
            path.write_text(config_text, encoding="utf-8")
        cfg = configmod.load(path, key_name_ok=key_name_ok)
        options.setdefault("data_dir", tmp_path / "data")   # never the player's own statistics
        app = make_app(cfg, Options(**options))
        made.append(app)
        return app

    yield build
    pygame.event.clear()
