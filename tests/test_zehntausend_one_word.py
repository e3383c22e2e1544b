"""One English word for one action at the Zehntausend table: the dice are thrown ("Throw",
"Throw on", "chance to bust on the next throw"), never "rolled" in one place and "thrown"
in the next, as the rules page and the key legend say it."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

EN = Path(__file__).resolve().parent.parent / "assets" / "i18n" / "en"
ROLL = re.compile(r"\broll(s|ed|ing)?\b", re.IGNORECASE)
THROW = re.compile(r"\bthrow(s|n|ing)?\b|\bthrew\b", re.IGNORECASE)


def strings(node, path=""):
    """Every text of a language table, with its key."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield from strings(value, f"{path}.{key}" if path else key)
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from strings(value, f"{path}[{i}]")
    elif isinstance(node, str):
        yield path, node


def zehntausend_strings():
    """The table's own texts, and the texts of the shared tables that speak of Zehntausend."""
    own = tomllib.loads((EN / "zehntausend.toml").read_text(encoding="utf-8"))
    yield from strings(own, "zehntausend")
    app = tomllib.loads((EN / "app.toml").read_text(encoding="utf-8"))
    yield from strings(app["pause"]["does"]["zehntausend"], "app.pause.does.zehntausend")
    yield from strings(app["prompt"]["zehntausend"], "app.prompt.zehntausend")
    howto = tomllib.loads((EN / "howto.toml").read_text(encoding="utf-8"))
    yield from strings(howto["zehntausend"], "howto.zehntausend")
    yield from strings(howto["caption"]["zehntausend"], "howto.caption.zehntausend")
    yield from strings(howto["label"]["zehntausend"], "howto.label.zehntausend")


def test_the_english_table_throws_and_never_rolls():
    texts = list(zehntausend_strings())
    assert len(texts) > 100, "the table's texts were read"
    rolled = [(key, text) for key, text in texts if ROLL.search(text)]
    assert rolled == [], rolled
    assert sum(bool(THROW.search(text)) for _key, text in texts) >= 20, "the word the table uses is 'throw'"
