"""The music: a synthesised loop for the menu and one per game (named in the catalogue), loops
whose ends join without a click, its own volume in config.toml and in the settings."""

from __future__ import annotations

import math

import pygame
import pytest

from game import config as configmod
from game.games import GAMES
from scenes import music
from scenes.input import key_name_ok

RATE = 16000        # the loops are made at any rate; a low one keeps the test quick


@pytest.fixture(scope="module")
def loops() -> dict:
    return {name: music.loop_samples(tune, RATE) for name, tune in music.TUNES.items()}


@pytest.mark.parametrize("name", sorted(music.TUNES))
def test_the_loop_point_joins_without_a_jump(loops, name):
    samples = loops[name]
    steps = sorted(abs(samples[i + 1] - samples[i]) for i in range(len(samples) - 1))
    seam = abs(samples[0] - samples[-1])
    assert seam <= steps[-1], "the step from the last sample to the first is no larger than any other"
    assert seam <= steps[int(0.99 * len(steps))], "... and not even among the largest one per cent"
    around = list(samples[-100:]) + list(samples[:100])
    near = max(abs(around[i + 1] - around[i]) for i in range(len(around) - 1) if i != 99)
    assert seam <= near, "no larger than its neighbours either side of the loop point"


@pytest.mark.parametrize("name", sorted(music.TUNES))
def test_a_loop_is_a_calm_tune_of_some_length_not_silence_or_noise(loops, name):
    samples = loops[name]
    seconds = len(samples) / RATE
    assert 10 <= seconds <= 40
    assert max(map(abs, samples)) > 20000, "normalised: audible at the music volume"
    steps = [abs(samples[i + 1] - samples[i]) for i in range(0, len(samples) - 1, 7)]
    assert sum(steps) / len(steps) < 3000, "smooth tones, no noise"
    rms = math.sqrt(sum(s * s for s in samples[::11]) / len(samples[::11]))
    assert rms > 1500, "something plays all through the loop"


def test_the_menu_and_every_game_have_a_tune_of_their_own():
    tunes = [music.MENU] + [g.music for g in GAMES]
    assert all(t in music.TUNES for t in tunes)
    assert len(set(tunes)) == len(tunes)
    assert len({music.TUNES[t] for t in tunes}) == len(tunes)


def test_the_same_tune_is_made_the_same_every_time():
    tune = music.TUNES[music.MENU]
    assert music.loop_samples(tune, 8000) == music.loop_samples(tune, 8000)


def test_the_music_follows_the_scenes_through_the_catalogue(make_app):
    from game.games import game_by_name
    from game.seats import Seat
    from scenes.screens.menu import MenuScene

    app = make_app()
    app.push(MenuScene(app))
    app.follow_music()
    assert app.music.wanted == music.MENU
    info = game_by_name("zehntausend")
    app.push(app.routes.table(info, [Seat("A", "keyboard1"), Seat("B", "bot:easy")], 3))
    app.follow_music()
    assert app.music.wanted == info.music
    app.routes.pause(app.top)
    app.follow_music()
    assert app.music.wanted == info.music, "the pause keeps the game's tune"
    app.routes.menu()
    app.follow_music()
    assert app.music.wanted == music.MENU


@pytest.mark.parametrize("text, volume", [
    ("", 0.8 * 0.3),                                              # default: on and quiet
    ("[audio]\nmusic_volume = 0.5\nvolume = 1.0\n", 0.5),
    ("[audio]\nmusic_volume = 0.0\n", 0.0),
    ("[audio]\nmusic_volume = 0.5\nmute = true\n", 0.0),
])
def test_the_music_volume_is_music_volume_times_volume_and_mute_silences_it(make_app, text, volume):
    app = make_app(text)
    assert app.music_volume() == pytest.approx(volume)


GARBAGE = [
    ('"loud"', "wrong type"), ("7", "out of range"), ("-0.5", "out of range"), ("nan", "not a finite number"),
    ("inf", "not a finite number"), ("[0.5]", "wrong type"), ("true", "wrong type"), ("{ a = 1 }", "wrong type"),
]


@pytest.mark.parametrize("value, words", GARBAGE)
def test_garbage_in_music_volume_is_named_and_the_default_plays(tmp_path, make_app, value, words):
    path = tmp_path / "config.toml"
    path.write_text(f"[audio]\nmusic_volume = {value}\n", encoding="utf-8")
    cfg = configmod.load(path, key_name_ok=key_name_ok)
    said = " | ".join(str(p) for p in cfg.problems)
    assert "audio.music_volume" in said and words in said, said
    assert cfg.audio.music_volume == pytest.approx(0.3)
    app = make_app(path.read_text(encoding="utf-8"))
    from scenes.screens.menu import MenuScene

    app.push(MenuScene(app))
    app.draw()                               # the game starts, the banner says what was wrong
    app.follow_music()
    assert app.music_volume() == pytest.approx(0.8 * 0.3)


def test_the_music_volume_is_a_row_of_the_settings_and_heard_at_once(make_app):
    from helpers import press
    from test_settings import go_to_row, open_settings

    app = make_app()
    scene = open_settings(app)
    go_to_row(app, scene, "music_volume")
    press(app, pygame.K_RIGHT)
    assert app.config.audio.music_volume == pytest.approx(0.4)
    app.follow_music()
    assert app.music.volume == pytest.approx(0.8 * 0.4)
    app.draw()


def test_without_a_mixer_the_player_does_nothing():
    player = music.MusicPlayer(0.5)
    player.want(music.MENU)
    player.update()                 # not started: nothing is made or played
    assert player.playing is None and not player._making
    player.want("no such tune")
    assert player.wanted is None
    player.stop()
