"""config.toml: defaults, a corpus of broken files, writing back with comments kept."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from game import config as configmod
from scenes.input import key_name_ok

ROOT = Path(__file__).resolve().parent.parent


def load(tmp_path, text: str | bytes | None):
    path = tmp_path / "config.toml"
    if isinstance(text, bytes):
        path.write_bytes(text)
    elif text is not None:
        path.write_text(text, encoding="utf-8")
    return configmod.load(path, key_name_ok=key_name_ok), path


def test_the_shipped_config_has_no_problems():
    cfg = configmod.load(ROOT / "config.toml", key_name_ok=key_name_ok, create_missing=False)
    assert cfg.problems == []


def test_the_shipped_config_is_commented():
    text = (ROOT / "config.toml").read_text(encoding="utf-8")
    assert text.count("#") > 40
    for section in ("[display]", "[audio]", "[general]", "[seats]", "[keys.keyboard1]", "[keys.keyboard4]"):
        assert section in text


def test_the_shipped_config_has_every_setting_and_house_rule():
    shipped = tomllib.loads((ROOT / "config.toml").read_text(encoding="utf-8"))
    defaults = tomllib.loads(configmod.default_text())
    for section, table in defaults.items():
        assert section in shipped, f"[{section}] is missing from config.toml"
        for key in table:
            assert key in shipped[section], f"{section}.{key} is missing from config.toml"


def test_missing_file_is_recreated_from_defaults(tmp_path):
    cfg, path = load(tmp_path, None)
    assert cfg.problems == []
    assert path.exists()
    assert tomllib.loads(path.read_text(encoding="utf-8"))["general"]["language"] == "de"


BROKEN = {
    "syntax_error": ("[display]\nwidth = 1280\nfullscreen = tru\n", "", "line 3"),
    "wrong_type": ("[display]\nwidth = \"wide\"\n", "display.width", "wrong type"),
    "out_of_range": ("[audio]\nvolume = 7.5\n", "audio.volume", "out of range"),
    "unknown_key": ("[audio]\nloudness = 3\n", "audio.loudness", "unknown key"),
    "unknown_section": ("[sound]\nvolume = 1\n", "[sound]", "unknown section"),
    "bad_choice": ("[general]\nlanguage = \"fr\"\n", "general.language", "not one of the choices"),
    "bad_seat_kind": ("[seats]\nkinds = [\"keyboard1\", \"robot\", \"empty\", \"empty\", \"empty\", \"empty\"]\n", "seats.kinds", "unknown entry"),
    "bad_key_name": ("[keys.keyboard1]\nup = \"wibble\"\n", "keys.keyboard1.up", "unknown key name"),
    "key_bound_twice": ("[keys.keyboard2]\nup = \"w\"\n", "keys.keyboard2.up", "key bound twice"),
    "key_taken_from_a_later_seat": ("[keys.keyboard1]\nconfirm = \"i\"\n", "keys.keyboard1.confirm", "key bound twice"),
    "wrong_type_bool_shown_as_toml": ("[general]\nlanguage = true\n", "general.language = true", "wrong type"),
    "binary_garbage": (bytes(range(256)) * 4, "", "not text"),
}


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_broken_config_names_key_value_and_allowed_then_uses_default(tmp_path, case):
    text, key, words = BROKEN[case]
    cfg, path = load(tmp_path, text)
    assert cfg.problems, f"{case}: no problem reported"
    message = " | ".join(str(p) for p in cfg.problems)
    assert str(path) in message
    assert words in message
    if key:
        assert key in message
    assert "using the default" in message
    defaults = configmod.Config()
    assert cfg.display.width == defaults.display.width
    assert cfg.audio.volume == defaults.audio.volume
    assert cfg.general.language == "de"
    assert cfg.keys["keyboard1"].up == "w" and cfg.keys["keyboard2"].up == "i"


def test_the_binding_the_player_wrote_is_blamed_and_falls_back(tmp_path):
    cfg, _ = load(tmp_path, "[keys.keyboard1]\nconfirm = \"i\"\n")
    assert [p.key for p in cfg.problems] == ["keys.keyboard1.confirm"]
    assert cfg.keys["keyboard1"].confirm == "e"
    assert cfg.keys["keyboard2"].up == "i"


def test_out_of_range_message_says_what_is_allowed(tmp_path):
    cfg, _ = load(tmp_path, "[audio]\nvolume = 7.5\n")
    assert "from 0.0 to 1.0" in str(cfg.problems[0])
    assert "7.5" in str(cfg.problems[0])


def test_empty_file_gives_defaults_without_complaint(tmp_path):
    cfg, _ = load(tmp_path, "")
    assert cfg.problems == []
    assert cfg.display.width == 1280


def test_good_values_in_a_half_broken_file_are_kept(tmp_path):
    cfg, _ = load(tmp_path, "[audio]\nvolume = 0.3\nmute = \"yes\"\n")
    assert cfg.audio.volume == pytest.approx(0.3)
    assert cfg.audio.mute is False
    assert len(cfg.problems) == 1


def test_saving_keeps_comments_unknown_keys_and_a_backup(tmp_path):
    text = "# my own note\n[audio]\nvolume = 0.5 # quiet please\nloudness = 3\n\n[general]\nlanguage = \"de\"\n"
    cfg, path = load(tmp_path, text)
    cfg.general.language = "en"
    configmod.save(cfg)
    new = path.read_text(encoding="utf-8")
    assert "# my own note" in new
    assert "volume = 0.5 # quiet please" in new
    assert "loudness = 3" in new
    assert tomllib.loads(new)["general"]["language"] == "en"
    assert (tmp_path / "config.toml.bak").read_text(encoding="utf-8") == text
    again = configmod.load(path, key_name_ok=key_name_ok)
    assert again.general.language == "en"


def test_saving_over_a_broken_file_writes_a_clean_one(tmp_path):
    cfg, path = load(tmp_path, "this is = = not toml")
    cfg.audio.volume = 0.25
    configmod.save(cfg)
    again = configmod.load(path, key_name_ok=key_name_ok)
    assert again.problems == []
    assert again.audio.volume == pytest.approx(0.25)


@pytest.mark.parametrize("case", ["syntax_error", "wrong_type", "binary_garbage", "key_bound_twice"])
def test_the_game_runs_on_a_broken_config(tmp_path, case):
    text, key, words = BROKEN[case]
    path = tmp_path / "config.toml"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin",
           "XDG_DATA_HOME": str(tmp_path / "xdg")}
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--config", str(path), "--frames", "3"],
                            capture_output=True, text=True, timeout=60, env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert words in result.stderr
    assert str(path) in result.stderr


def test_a_missing_config_is_recreated_by_the_game(tmp_path):
    path = tmp_path / "fresh.toml"
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin",
           "XDG_DATA_HOME": str(tmp_path / "xdg")}
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--config", str(path), "--frames", "2"],
                            capture_output=True, text=True, timeout=60, env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert configmod.load(path, key_name_ok=key_name_ok).problems == []


def test_menu_shows_config_problems_as_a_banner(make_app):
    from scenes.screens.menu import MenuScene

    app = make_app("[audio]\nvolume = 9\n")
    assert app.config.problems
    menu = MenuScene(app)
    app.push(menu)
    app.draw()
    # the banner is red across the screen, under the title
    r, g, b, *_ = app.screen.get_at((5, menu.banner_place(menu.banner_lines())[0] + 5))
    assert r > g + 40 and r > b + 40


def test_two_wurf_und_weg_actions_of_one_block_may_not_share_a_key(tmp_path):
    cfg, _ = load(tmp_path, "[keys.keyboard1]\nto_left = \"d\"\n")
    assert [p.key for p in cfg.problems] == ["keys.keyboard1.to_left"]
    assert "key bound twice" in str(cfg.problems[0]) and "keys.keyboard1.to_right" in str(cfg.problems[0])
    assert cfg.keys["keyboard1"].to_left == "a"
    assert cfg.keys["keyboard1"].to_right == "d"


def test_a_menu_key_may_double_as_a_wurf_und_weg_key_of_its_own_block(tmp_path):
    cfg, _ = load(tmp_path, "[keys.keyboard1]\nroll = \"q\"\n")
    assert cfg.problems == []
    assert cfg.keys["keyboard1"].roll == "q"


@pytest.mark.parametrize("name", ["left shift", "right ctrl", "left meta", "f11", "space", "escape"])
def test_a_reserved_key_in_the_file_is_reported_and_falls_back(tmp_path, name):
    cfg, _ = load(tmp_path, f"[keys.keyboard2]\nup = \"{name}\"\n")
    assert [p.key for p in cfg.problems] == ["keys.keyboard2.up"]
    assert "key reserved" in str(cfg.problems[0])
    assert cfg.keys["keyboard2"].up == "i"


def test_the_reserved_shared_keys_are_the_keys_every_seat_shares():
    import pygame

    from scenes.input import GLOBAL_KEYS

    key_name_ok("w")   # brings the video system up, so key names are known
    assert {pygame.key.name(code) for code in GLOBAL_KEYS} == set(configmod.SHARED_KEYS)


def test_contradicting_house_rules_are_a_config_error_naming_both(tmp_path):
    cfg, path = load(tmp_path, "[zehntausend]\nconfirm = true\nstrict = true\n")
    message = " | ".join(str(p) for p in cfg.problems)
    assert "zehntausend.strict" in message and "zehntausend.confirm" in message
    assert str(path) in message
    rules = cfg.rules("zehntausend")
    assert rules.confirm is True and rules.strict is False, "the second switch gives way"
    assert rules.conflicts() == []


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("text, kind", [
    ("[audio]\nvolume = 9\n", "value"),
    ("this is [[ not toml\n", "syntax"),
    ("[audio]\nloudness = 3\n", "unknown"),
    ("[seats]\nnames = [\"\", \"Ben\", \"Clara\", \"David\", \"Emma\", \"Felix\"]\n", "name"),
    ("[keys.keyboard1]\nup = \"f11\"\n", "key"),
    ("[nonsense]\nx = 1\n", "unknown"),
    (b"\xff\xfe garbage \x00", "file"),
])
def test_the_menu_says_a_settings_problem_in_the_players_language(make_app, tmp_path, lang, text, kind):
    """The banner names the setting and the file in a sentence of the menu's language: no
    parser English ("syntax error: Expected '='") and no folder path on a German menu."""
    from scenes.screens.menu import MenuScene

    if isinstance(text, bytes):
        (tmp_path / "config.toml").write_bytes(text)
        app = make_app()
    else:
        app = make_app(text)
    app.texts.lang = lang
    problems = app.config.problems
    assert problems and problems[0].kind == kind, problems
    line = MenuScene(app).banner_lines()[0]
    assert line.startswith("Einstellungen: " if lang == "de" else "Settings: ")
    for english in ("syntax error", "wrong type", "allowed:", "using the default", "Expected", "unknown key"):
        assert english not in line
    assert str(tmp_path) not in line and "/" not in line, "the file's name, not its folder"
    assert "config.toml" in line
    if kind == "syntax":
        assert ("Zeile 1 " if lang == "de" else "line 1 ") in line
    if problems[0].key and kind != "name":
        assert problems[0].key.strip("[]") in line


def test_many_settings_problems_take_two_lines_on_the_menu_and_the_rest_are_counted(make_app):
    """Four wrong values: the first said, then "und 3 weitere Fehler" (not four red lines
    reaching over the menu's words); the terminal still lists every one."""
    from scenes.screens.menu import MenuScene

    app = make_app('[display]\nwidth = "gross"\nfps = -5\n[general]\nlanguage = "xx"\n[seats]\nnames = 7\n')
    assert len(app.config.problems) == 4
    lines = MenuScene(app).banner_lines()
    assert len(lines) == 2
    assert "display.width" in lines[0]
    assert "3 weitere Fehler in config.toml" in lines[1]
