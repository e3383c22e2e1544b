"""The window, the clock, the scene stack and the keys that work everywhere.

The loop updates the top scene at a fixed 120 Hz (an accumulator) and draws at most at the
configured frame rate, sleeping in between. Headless runs (`--frames N`) advance a simulated
clock of exactly one 60th of a second per frame, so they are fast and reproducible.
F11 toggles fullscreen; closing the window asks every scene to keep what it must keep.

The window may take any size down to `SMALLEST_WINDOW`: the 1280x720 picture is scaled to
fit, letterboxed, and a resized or uncovered window is drawn again at once (even while every
scene is still). The music follows the scenes (`Scene.tune`, see `scenes.music`). While the
attract mode runs (`scenes.attract`), every event meets it first.
"""

from __future__ import annotations

import logging
import os
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from game import config as configmod
from game import datalock, saves
from game.config import Config
from game.i18n import Texts
from game.paths import data_dir
from scenes.attract import PASSING, Attract, wakes
from scenes.input import InputAction, InputMapper
from scenes.music import MusicPlayer
from scenes.sound_synth import SoundBank
from scenes.ui import theme
from scenes.ui.backdrop import window_icon
from scenes.ui.widgets import draw_banner

# the events that are someone pressing something (a key, a button, a click, a typed letter)
PRESSES = frozenset({pygame.KEYDOWN, pygame.TEXTINPUT, pygame.MOUSEBUTTONDOWN, pygame.JOYBUTTONDOWN,
                     pygame.CONTROLLERBUTTONDOWN, pygame.JOYHATMOTION})

STEP = 1 / 120          # fixed update step
MAX_STEPS = 12          # at most 0.1 s of catch-up per frame
IDLE_FPS = 20           # while nothing moves, look for input this often and draw nothing
SMALLEST_WINDOW = (640, 360)   # the least window size the settings allow
FRAME_ROOM = 80          # px of a desktop a window's title bar and a task bar may take
WARNING_HEIGHT = 38      # a warning line at the foot of the screen (e.g. saving failed)


def fitting_window(size: tuple[int, int], desktop) -> tuple[int, int]:
    """The window size to open: `size`, made smaller (the picture's shape kept) when the
    desktop could not show it whole with a title bar and a task bar (a 1280x720 window on a
    1280x720 screen hid the menu's foot); `desktop` is pygame's list of desktop sizes, which
    may be empty or odd on some drivers: then `size` as it is."""
    try:
        width, height = (int(v) for v in desktop[0])
    except (IndexError, TypeError, ValueError):
        return size
    if width <= 0 or height <= FRAME_ROOM or (size[0] <= width and size[1] <= height - FRAME_ROOM):
        return size
    scale = min(width / size[0], (height - FRAME_ROOM) / size[1])
    fitted = (int(size[0] * scale), int(size[1] * scale))
    return max(fitted[0], SMALLEST_WINDOW[0]), max(fitted[1], SMALLEST_WINDOW[1])


WINDOW_EVENTS = frozenset({pygame.VIDEORESIZE, pygame.VIDEOEXPOSE, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED,
                           pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED,
                           pygame.WINDOWSHOWN})
TRANSITION = 0.22       # seconds the old screen takes to fade out when a new scene comes


@dataclass
class Options:
    """What the command line asked for."""

    game: str | None = None
    seats: list[str] | None = None
    seed: int | None = None
    demo: bool = False
    frames: int | None = None
    screenshots: Path | None = None
    screenshot_every: int = 60
    fullscreen: bool = False
    quit_after: float | None = None    # real-time run that ends after this many seconds
    data_dir: Path | None = None       # --data-dir: statistics and the saved game live here
    extra: dict = field(default_factory=dict)


class Scene:
    """One screen. The top of the stack gets input and updates; visible ones are drawn."""

    opaque = True   # False for overlays: the scene below is drawn first
    is_table = False   # True for a game's table (the settings then keep house rules for later)
    wants_every_key = False   # True while a scene waits for any key (settings: "press a key")

    def __init__(self, app: App):
        self.app = app

    @property
    def t(self) -> Texts:
        return self.app.texts

    def on_enter(self) -> None:
        """Became the top scene (pushed, or the one above was popped)."""

    def on_exit(self) -> None:
        """Removed from the stack."""

    def handle(self, act: InputAction) -> None:
        """A logical action from a seat's keys or pad."""

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        """A raw event (mouse, text input) for scenes that need one; True if it was used
        up (a key typed into a name must not also steer the menu)."""

    def update(self, dt: float) -> None:
        """Advance by dt seconds (always the fixed step)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw; never change state here."""

    def is_still(self) -> bool:
        """True while the picture can only change through input (the loop then stops drawing
        and sleeps longer, so an idle menu costs next to no CPU). Default: always moving."""
        return False

    def frame_rate(self) -> int | None:
        """At most this many frames a second for now (None: the configured rate): what moves
        by itself while nobody plays (the idle menu's dice) need not cost a full frame rate."""
        return None

    def on_quit(self) -> None:
        """The window is closing: keep whatever must be kept."""

    def warning(self) -> str | None:
        """A line the players must see whatever the scene shows (a table: saving failed)."""
        return None

    def draw_warning(self, surface: pygame.Surface, warning: str) -> pygame.Rect:
        """Draw `warning` where this scene has room (default: a band at the window's foot)."""
        height = draw_banner(surface, [warning], top=surface.get_height() - WARNING_HEIGHT)
        return pygame.Rect(0, surface.get_height() - height, surface.get_width(), height)

    def settings_changed(self) -> None:
        """The settings changed while this scene was on the stack (dice or bot speed)."""

    def tune(self) -> str | None:
        """The music this scene wants (a name in `scenes.music.TUNES`), or None: the scene
        below it decides. A game's table plays its game's tune, named in the catalogue."""
        info = getattr(self, "info", None) if self.is_table else None
        return getattr(info, "music", None) or None


class App:
    def __init__(self, config: Config, options: Options | None = None, texts: Texts | None = None):
        self.config = config
        self.options = options or Options()
        self.texts = texts or Texts(config.general.language)
        self.stack: list[Scene] = []
        self.running = False
        self.frame = 0
        self.time = 0.0              # seconds of game time since start
        self.lived = 0.0             # seconds the players lived through (the window's real clock;
        #                              game time falls behind it when frames come slowly)
        self.headless = self.options.frames is not None
        self._init_pygame()
        self.input = InputMapper(config)
        self.sound = self._make_sound()
        self.music = MusicPlayer(self.music_volume())
        self.attract: Attract | None = None   # the attract mode, while bots play over the menu
        self._redraw = False       # the window was resized or uncovered: draw even if all is still
        self.notices: list[tuple[str, dict]] = []   # things to tell in the menu's banner (text key, params)
        self._stats = None
        self._stats_error: str | None = None
        self._fade: tuple[pygame.Surface, float] | None = None   # the old picture fading out
        self._drawn = False
        self.last_frame_ms = 0.0
        self._pointer_at: tuple | None = None     # where the mouse was last seen
        # A press never reaches a scene that opened after the press began: the presses queued
        # behind the one that changed the scene (a double Enter on a slow machine) and keys
        # still held from the screen before count for nothing there.
        self._keys_down: set[int] = set()
        self._stale_keys: set[int] = set()         # held when the top scene last changed
        self._in_press = False                     # a press is being dispatched
        self._queued_presses_stale = False         # a press changed the scene this frame

    # -- setup ---------------------------------------------------------------
    def _init_pygame(self) -> None:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        # SCALED scales by whole numbers unless told otherwise: a 1600x900 or 1920x1080 window
        # then showed the 1280x720 picture unscaled in a black frame, and a smaller window cut
        # it off. Scale smoothly to any window size instead.
        os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")
        os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")
        warnings.filterwarnings("ignore", message="no fast renderer available")
        # the display module's window is what SCALED draws through; its deprecation note is not
        # for players' consoles
        warnings.filterwarnings("ignore", message="Please use Window.get_surface", category=DeprecationWarning)
        pygame.display.init()
        pygame.font.init()
        pygame.joystick.init()
        # our own icon, set before the window opens (else pygame loads its snake from a file)
        pygame.display.set_icon(window_icon())
        flags = pygame.SCALED | pygame.RESIZABLE
        screen = pygame.display.get_surface()
        if screen is None or screen.get_size() != (theme.SCREEN_W, theme.SCREEN_H):
            screen = pygame.display.set_mode((theme.SCREEN_W, theme.SCREEN_H), flags)
        # else: the window is already open (another App in the same process, e.g. in tests);
        # opening it again after its size was changed would crash SDL (a double free)
        self.screen = screen
        pygame.display.set_caption("Würfelabend")
        size = (self.config.display.width, self.config.display.height)
        try:      # (a headless driver's made-up desktop is no screen to fit)
            if pygame.display.get_driver() not in ("dummy", "offscreen"):
                size = fitting_window(size, pygame.display.get_desktop_sizes())
        except pygame.error:
            pass
        try:
            window = pygame.Window.from_display_module()
            # SCALED makes the picture's size the window's least size; a smaller window (a
            # laptop, a TV in a small frame) must be possible, the picture scales down
            window.minimum_size = SMALLEST_WINDOW
            if size != (theme.SCREEN_W, theme.SCREEN_H):
                window.size = size   # the picture stays 1280x720 inside
        except (pygame.error, AttributeError, ValueError):
            pass
        pygame.key.stop_text_input()
        if self.config.display.fullscreen or self.options.fullscreen:
            self.toggle_fullscreen()
        self.clock = pygame.time.Clock()

    def _make_sound(self):
        try:
            # the sound device is opened and the sounds are made once the first frame is on
            # screen (start-up), see run()
            return SoundBank(volume=self.config.audio.volume, mute=self.config.audio.mute, background=False,
                             open_now=False)
        except Exception:  # no audio device is never a reason not to play
            return None

    def music_volume(self) -> float:
        """[audio] music_volume times volume; 0 when muted."""
        audio = self.config.audio
        return 0.0 if audio.mute else audio.volume * audio.music_volume

    def follow_music(self) -> None:
        """The tune of the topmost scene that names one plays, at the configured volume (the
        settings screen changes the config itself, so a new volume is heard at once)."""
        wanted = next((t for t in (sc.tune() for sc in reversed(self.stack)) if t), None)
        self.music.want(wanted)
        self.music.set_volume(self.music_volume())
        self.music.update()

    def play(self, name: str, volume: float = 1.0) -> None:
        if self.sound is not None:
            self.sound.play(name, volume)

    @property
    def data_folder(self) -> Path:
        """Where statistics and the saved game live: --data-dir, else config, else the
        user's data folder."""
        return Path(self.options.data_dir) if self.options.data_dir else data_dir(self.config.general.data_dir)

    def keeps_data(self) -> bool:
        """True if this copy of the game may keep saves and statistics in the data folder.

        The first copy on a folder takes its lock (`game.datalock`) and holds it until it
        exits; a second copy on the same folder is told so in the menu's banner and keeps
        nothing (it still plays). A folder that cannot even hold the lock file is no reason
        to stop: saving there then fails and says so itself."""
        folder = self.data_folder
        known = getattr(self, "_data_claim", None)
        if known is not None and known[0] == folder:
            return known[1]
        try:
            ok = datalock.acquire(folder)
        except OSError:
            ok = True
        else:
            if ok:
                saves.remove_stale_temps(folder)
        if not ok:
            self.notify("app.saves.second_copy", folder=str(folder))
        self._data_claim = (folder, ok)
        return ok

    def notify(self, key: str, **params) -> None:
        """Something to tell in the menu's banner (a language-table key), once per session; a
        technical detail (`why`, in English) goes to the log, never into the banner's sentence."""
        if (key, params) not in self.notices:
            self.notices.append((key, params))
            if "why" in params:       # the sentence the player reads, the detail after it where it is not in it
                said, why = self.texts(key, **params), str(params["why"])
                logging.getLogger("wuerfelabend").warning("%s", said if why in said else f"{said} ({why})")

    def open_stats(self):
        """(the statistics database, None) or (None, why it is unavailable); opened once."""
        if self._stats is None and self._stats_error is None:
            if not self.keeps_data():
                return None, self.texts("app.saves.second_copy_stats")
            from game.stats import Stats, StatsError  # (sqlite3 is not needed to start)
            try:
                self._stats = Stats.open(self.data_folder)
            except StatsError as exc:
                self._stats_error = str(exc)
            else:
                if self._stats.note:
                    self.notify("app.notice.stats_moved", why=self._stats.note)
        return self._stats, self._stats_error

    def toggle_fullscreen(self, remember: bool = False) -> None:
        """Fullscreen on or off; with `remember` (F11), config.toml keeps it for the next start."""
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            return  # not every video driver can (the dummy one cannot)
        if remember:
            self.remember_fullscreen(bool(pygame.display.is_fullscreen()))

    def remember_fullscreen(self, on: bool) -> None:
        if self.config.display.fullscreen == on:
            return
        self.config.display.fullscreen = on
        try:
            configmod.save(self.config)
        except OSError as exc:
            self.notify("app.settings.save_failed", why=exc.strerror or str(exc))

    def set_language(self, lang: str) -> None:
        self.texts = Texts(lang)

    # -- the stack -----------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def _fade_out_old_picture(self) -> None:
        """A new full scene comes: the last drawn frame fades away over it (a cross-fade)."""
        if self._drawn:      # (at start-up there is no old picture yet)
            self._fade = (self.screen.copy(), self.time)

    def _scene_changed(self) -> None:
        """A new scene is on top: keys held now and presses already queued are not for it."""
        self._stale_keys = set(self._keys_down)
        self.input.forget_held()
        if self._in_press:
            self._queued_presses_stale = True

    def push(self, scene: Scene) -> None:
        self._scene_changed()
        if scene.opaque and self.stack:
            self._fade_out_old_picture()
        self.stack.append(scene)
        scene.on_enter()

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        self._scene_changed()
        if scene.opaque and self.stack:
            self._fade_out_old_picture()
        scene.on_exit()
        if self.top:
            self.top.on_enter()
        else:
            self.running = False
        return scene

    def replace(self, scene: Scene) -> None:
        self._scene_changed()
        if self.stack and scene.opaque:
            self._fade_out_old_picture()
        if self.stack:
            self.stack.pop().on_exit()
        self.stack.append(scene)
        scene.on_enter()

    def reset_to(self, scene: Scene) -> None:
        """Empty the stack and start over with `scene` (e.g. back to the menu)."""
        self._scene_changed()
        if self.stack:
            self._fade_out_old_picture()
        while self.stack:
            self.stack.pop().on_exit()
        self.stack.append(scene)
        scene.on_enter()

    def find(self, kind: type) -> Scene | None:
        return next((s for s in reversed(self.stack) if isinstance(s, kind)), None)

    def quit(self) -> None:
        for scene in reversed(self.stack):
            scene.on_quit()
        self.running = False

    # -- the attract mode ------------------------------------------------------
    def begin_attract(self) -> None:
        """The attract mode begins over the top scene, which the first key returns to."""
        if self.attract is None and self.top is not None:
            self.attract = Attract(self, self.top)

    def end_attract(self) -> None:
        """Back to the scene the attract mode began on, as it was; the demo above it closes."""
        attract, self.attract = self.attract, None
        if attract is None:
            return
        if attract.home not in self.stack:       # (cannot happen: the menu stays at the bottom)
            self.routes.menu()
            return
        while self.top is not attract.home:
            self.pop()

    def _attract_event(self, event: pygame.event.Event) -> bool:
        """The attract mode's share of an event: True if it was used up here."""
        if event.type in PASSING:
            return False
        if wakes(event):
            self.end_attract()
        return True

    # -- the window ------------------------------------------------------------
    def picture_scale(self) -> float:
        """How large the window shows the 1280x720 picture: 1.0 at 1280x720, 0.75 in a 960x540
        window (a headless run, whose window keeps its size, as config.toml asks for)."""
        size = (self.config.display.width, self.config.display.height)
        try:
            if pygame.display.get_driver() not in ("dummy", "offscreen"):
                size = pygame.Window.from_display_module().size
        except (pygame.error, AttributeError):
            pass
        return min(size[0] / theme.SCREEN_W, size[1] / theme.SCREEN_H)

    def window_changed(self, event: pygame.event.Event) -> None:
        """A resized, restored or uncovered window is drawn again at once, never smaller than
        SMALLEST_WINDOW (a window manager may not heed the least size the window asks for)."""
        self._redraw = True
        if event.type != pygame.WINDOWRESIZED:
            return
        try:
            w, h = int(event.x), int(event.y)
        except (AttributeError, TypeError, ValueError):
            return
        if w < SMALLEST_WINDOW[0] or h < SMALLEST_WINDOW[1]:
            try:
                window = pygame.Window.from_display_module()
                window.size = (max(w, SMALLEST_WINDOW[0]), max(h, SMALLEST_WINDOW[1]))
            except (pygame.error, AttributeError, ValueError, TypeError, OverflowError):
                pass

    # -- the loop --------------------------------------------------------------
    def pointer_moved(self, event: pygame.event.Event) -> bool:
        """Whether a motion event is the mouse really moving: the window appearing under a
        resting pointer (the first motion seen) or a motion to where it already was selects
        nothing on any screen."""
        pos = tuple(getattr(event, "pos", ()))
        seen, self._pointer_at = self._pointer_at, pos
        return seen is not None and seen != pos

    def dispatch(self, event: pygame.event.Event) -> None:
        """Global keys first, then the input layer, then the top scene."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in WINDOW_EVENTS:
            self.window_changed(event)
            return
        if self._stale_press(event):
            return
        if self.attract is not None and self._attract_event(event):
            return
        self._in_press = event.type in PRESSES
        try:
            self._dispatch_to_scene(event)
        finally:
            self._in_press = False

    def _stale_press(self, event: pygame.event.Event) -> bool:
        """Whether a press began before the top scene opened: queued behind the press that
        opened it, or a repeat of a key held since the screen before. Keeps track of held keys."""
        if event.type == pygame.KEYUP:
            self._keys_down.discard(event.key)
            self._stale_keys.discard(event.key)
            return False
        if event.type == pygame.KEYDOWN:
            repeat = event.key in self._keys_down
            self._keys_down.add(event.key)
            if repeat and event.key in self._stale_keys:
                return True
        return event.type in PRESSES and self._queued_presses_stale

    def _dispatch_to_scene(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11 and not getattr(self.top, "wants_every_key", False):
            self.toggle_fullscreen(remember=True)
            return
        top = self.top
        if top is None:
            return
        if event.type == pygame.MOUSEMOTION and not self.pointer_moved(event):
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
                          pygame.MOUSEWHEEL, pygame.TEXTINPUT, pygame.KEYDOWN):
            consumed = top.handle_event(event)
            if consumed is True or self.top is not top:
                return
        for act in self.input.feed(event):
            if self.top is None:
                break
            self.top.handle(act)

    def step(self, dt: float) -> None:
        self._queued_presses_stale = False
        for act in self.input.update(dt):
            if self.top:
                self.top.handle(act)
        if self.top:
            self.top.update(dt)
        self.time += dt

    def draw(self) -> None:
        surface = self.screen
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                start = i
                break
        for scene in self.stack[start:]:
            scene.draw(surface)
        warning = self.stack[-1].warning() if self.stack else None
        if warning:
            self.stack[-1].draw_warning(surface, warning)
        if self.attract is not None:
            self.attract.draw(surface)
        self._drawn = True
        self._redraw = False
        if self._fade is not None:
            old, t0 = self._fade
            age = self.time - t0
            if age >= TRANSITION:
                self._fade = None
            else:
                old.set_alpha(int(255 * (1 - age / TRANSITION)))
                surface.blit(old, (0, 0))

    def run(self) -> int:
        self.running = True
        accumulator = 0.0
        last = time.perf_counter()
        frames_left = self.options.frames
        deadline = None if self.options.quit_after is None else last + self.options.quit_after
        while self.running and self.stack:
            if self.headless:
                frame_dt = 1 / 60
            else:
                now = time.perf_counter()
                self.lived += now - last
                frame_dt = min(0.25, now - last)
                last = now
            events = pygame.event.get()
            for event in events:
                self.dispatch(event)
                if not self.running:
                    break
            if not self.running or not self.stack:
                break
            accumulator += frame_dt
            steps = 0
            while accumulator >= STEP and steps < MAX_STEPS:
                self.step(STEP)
                accumulator -= STEP
                steps += 1
                if not self.stack:
                    break
            if steps == MAX_STEPS:
                accumulator = 0.0
            if not self.stack:
                break
            self.follow_music()
            if not self.headless and not events and self.frame and self._still():
                if deadline is not None and time.perf_counter() >= deadline:
                    self.quit()
                    break
                self.clock.tick(IDLE_FPS)
                continue
            t0 = time.perf_counter()
            self.draw()
            self.last_frame_ms = (time.perf_counter() - t0) * 1000
            pygame.display.flip()
            self.frame += 1
            if self.frame == 1:
                if self.sound is not None:
                    self.sound.start()
                if not self.headless:      # (nobody listens to a headless run)
                    self.music.start()
            if self.frame == 1 and os.environ.get("WUERFELABEND_FIRST_FRAME"):
                print(f"first frame at {time.time():.6f}", flush=True)   # read by the start-up benchmark
            self._maybe_screenshot()
            if frames_left is not None:
                frames_left -= 1
                if frames_left <= 0:
                    self.quit()
                    break
            if deadline is not None and time.perf_counter() >= deadline:
                self.quit()
                break
            if not self.headless:
                self.clock.tick(self.frame_rate())
        self.running = False
        self.music.stop()
        return 0

    def frame_rate(self) -> int:
        """The configured frame rate, or less while the top scene asks for less."""
        fps = self.config.display.fps
        wish = self.top.frame_rate() if self.top is not None and self._fade is None else None
        return min(fps, wish) if wish else fps

    def _still(self) -> bool:
        """Every scene that is drawn (the top one and those seen through overlays) is still."""
        if self._fade is not None or self._redraw:
            return False
        start = max((i for i, sc in enumerate(self.stack) if sc.opaque), default=0)
        return all(sc.is_still() for sc in self.stack[start:])

    def _maybe_screenshot(self) -> None:
        folder = self.options.screenshots
        if folder is None or self.frame % max(1, self.options.screenshot_every):
            return
        folder.mkdir(parents=True, exist_ok=True)
        name = type(self.top).__name__.lower() if self.top else "empty"
        pygame.image.save(self.screen, str(folder / f"frame_{self.frame:06d}_{name}.png"))
