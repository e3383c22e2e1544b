"""The language tables: every word on screen comes from here.

Tables live in `assets/i18n/<lang>/<name>.toml`; the key `[menu] quit = "..."` in
`app.toml` is `app.menu.quit`. Each game owns its own file. `Texts.get` never raises: a
missing key shows as the key itself, so a gap is visible rather than a crash.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

I18N_DIR = Path(__file__).resolve().parent.parent / "assets" / "i18n"
LANGUAGES = ("de", "en")


def _flatten(prefix: str, table: dict, out: dict[str, str]) -> None:
    for key, value in table.items():
        full = f"{prefix}.{key}"
        if isinstance(value, dict):
            _flatten(full, value, out)
        elif isinstance(value, list):
            for i, item in enumerate(value):
                out[f"{full}.{i}"] = str(item)
        else:
            out[full] = str(value)


@cache
def load_file(lang: str, stem: str, root: Path = I18N_DIR) -> dict[str, str]:
    """One table file (`assets/i18n/<lang>/<stem>.toml`) as flat keys; {} if there is none."""
    out: dict[str, str] = {}
    path = root / lang / f"{stem}.toml"
    if path.is_file():
        with open(path, "rb") as fh:
            _flatten(stem, tomllib.load(fh), out)
    return out


def load_table(lang: str, root: Path = I18N_DIR) -> dict[str, str]:
    """Every table file of a language as one dict of flat keys."""
    out: dict[str, str] = {}
    for path in sorted((root / lang).glob("*.toml")):
        out.update(load_file(lang, path.stem, root))
    return out


class Texts:
    """Look-ups in one language, with `{name}` placeholders filled in. A key's first part names
    its file (`app.menu.quit` is in app.toml); a file is read when one of its keys is first
    asked for, so start-up reads only what the menu shows."""

    def __init__(self, lang: str = "de"):
        self.lang = lang if lang in LANGUAGES else "de"

    @property
    def table(self) -> dict[str, str]:
        """Every key of the language (reads every file)."""
        return load_table(self.lang)

    def _file(self, key: str) -> dict[str, str]:
        return load_file(self.lang, key.split(".", 1)[0])

    def get(self, key: str, **params) -> str:
        text = self._file(key).get(key)
        if text is None:
            return key
        if params:
            try:
                return text.format(**params)
            except (KeyError, IndexError, ValueError):
                return text
        return text

    __call__ = get

    def count(self, key: str, n: int, **params) -> str:
        """`key` with `n` filled in, or its singular `key_one` when n is 1 ("1 Spiel gespielt")."""
        one = f"{key}_one"
        return self.get(one if n == 1 and self.has(one) else key, n=n, **params)

    def has(self, key: str) -> bool:
        return key in self._file(key)

    def list(self, key: str) -> list[str]:
        """A list entry (`heckle = ["a", "b"]`) as its items."""
        items = []
        i = 0
        table = self._file(key)
        while f"{key}.{i}" in table:
            items.append(table[f"{key}.{i}"])
            i += 1
        return items
