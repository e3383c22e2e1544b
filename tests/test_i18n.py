"""Language tables: German and English have the same keys, and the code uses only keys that exist."""

from __future__ import annotations

import re
from pathlib import Path

from game.i18n import I18N_DIR, LANGUAGES, Texts, load_table

ROOT = Path(__file__).resolve().parent.parent


def test_every_key_exists_in_both_languages():
    de, en = load_table("de"), load_table("en")
    assert sorted(set(de) - set(en)) == [], "keys only in German"
    assert sorted(set(en) - set(de)) == [], "keys only in English"


def test_both_languages_have_the_same_files():
    files = {lang: sorted(p.name for p in (I18N_DIR / lang).glob("*.toml")) for lang in LANGUAGES}
    assert files["de"] == files["en"]


def test_placeholders_match_between_languages():
    de, en = load_table("de"), load_table("en")
    for key in de:
        assert set(re.findall(r"{(\w+)}", de[key])) == set(re.findall(r"{(\w+)}", en[key])), key


def test_every_literal_app_key_in_the_scenes_exists():
    table = load_table("de")
    used = set()
    for path in (ROOT / "scenes").rglob("*.py"):
        used |= set(re.findall(r'"(app\.[a-z_]+\.[a-z_0-9]+|app\.[a-z_]+)"', path.read_text(encoding="utf-8")))
    missing = sorted(k for k in used if k not in table)
    assert missing == []


def test_a_missing_key_shows_itself_instead_of_crashing():
    t = Texts("en")
    assert t("app.no_such_key") == "app.no_such_key"
    assert t("app.results.place", n=2) == "2."
    assert t("app.results.place") == "{n}."


def test_english_says_game_night_and_results_the_way_players_say_it():
    """Menu, evening, statistics and results agree: "Game night", "Player of the night",
    "…: Results", "Page 1 of 2"; German keeps "Spieleabend" and "Spieler des Abends"."""
    import tomllib
    from pathlib import Path

    folder = Path(__file__).resolve().parent.parent / "assets" / "i18n"
    english = " ".join((folder / "en" / f.name).read_text(encoding="utf-8") for f in (folder / "en").glob("*.toml"))
    for stale in ("games evening", "of the evening"):
        assert stale not in english.lower(), stale
    for stale in (": results", '"page {n}'):
        assert stale not in english, stale
    app_en = tomllib.loads((folder / "en" / "app.toml").read_text(encoding="utf-8"))
    assert app_en["results"]["title"].endswith(": Results")
    assert app_en["results"]["chart_page"].startswith("Page ")
    evening_de = (folder / "de" / "evening.toml").read_text(encoding="utf-8")
    assert "Spieleabend" in evening_de and "Spieler des Abends" in evening_de
    evening_en = (folder / "en" / "evening.toml").read_text(encoding="utf-8")
    assert "Game night" in evening_en and "Player of the night" in evening_en
