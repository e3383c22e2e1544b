"""Helpers for driving the App with synthetic events in tests."""

from __future__ import annotations

import pygame


def key(code: int, up: bool = False) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP if up else pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


def press(app, *codes: int, frames: int = 1) -> None:
    """Press and release keys through the app's own dispatch, then run frames of updates."""
    for code in codes:
        app.dispatch(key(code))
        app.dispatch(key(code, up=True))
        for _ in range(frames):
            app.step(1 / 120)


def run_frames(app, n: int) -> None:
    for _ in range(n):
        app.step(1 / 120)
        if not app.stack:
            break


def throw_first(app, table, seconds: float = 30.0) -> None:
    """The game's first throw, so it is a game worth keeping (one left before anyone threw is
    neither kept nor offered): the seat on turn takes its first legal action at once; a
    real-time game runs (its countdown) until someone has rolled."""
    seat = table.match.current_seat
    if seat is not None and not table.info.begun(table.match):
        table.act(seat, table.match.legal_actions(seat)[0])
    for _ in range(int(seconds * 12)):
        if table.info.begun(table.match):
            break
        run_frames(app, 10)
    assert table.info.begun(table.match), "nobody threw"
    app.save_writer.flush()


def settle(app, scene, seconds: float = 8.0) -> None:
    """Run the app until the table has played its animations (at most `seconds`)."""
    for _ in range(int(seconds * 120)):
        app.step(1 / 120)
        if not scene.busy():
            break


def watch_frames(app, scene, seconds: float = 10.0, after=lambda: False, also=None) -> list[tuple]:
    """Step and draw frame by frame until the table is idle (or `after()` holds), listing for
    each drawn frame whether the tray's dice lay still and every text the frame showed (and,
    with `also`, what `also()` says of that frame)."""
    from scenes.ui import text

    frames = []
    seen = text.watch()
    try:
        for _ in range(int(seconds * 60)):
            app.step(1 / 120)
            app.step(1 / 120)
            seen.clear()
            app.draw()
            frame = (scene.tray.settled, list(seen))
            frames.append(frame if also is None else (*frame, also()))
            if not scene.busy() or after():
                break
    finally:
        text.unwatch()
    return frames


def texts_with(frames, fragment: str) -> list[int]:
    """The indices of the frames that showed a text containing `fragment`."""
    return [i for i, frame in enumerate(frames) if any(fragment in t for t in frame[1])]


def texts_drawn(app) -> list[str]:
    """Every text the next drawn frame shows."""
    from scenes.ui import text

    seen = text.watch()
    try:
        app.draw()
        return list(seen)
    finally:
        text.unwatch()


def texts_placed(app) -> list[tuple[str, pygame.Rect]]:
    """Every text the next drawn frame puts on the window, with the rect it stands in."""
    from scenes.ui import text

    places = text.watch_places()
    try:
        app.draw()
    finally:
        text.unwatch()
    return [(t, r) for t, r, surface in places if surface is app.screen and t.strip()]


def sizes_drawn(app) -> list[tuple[str, int]]:
    """Every text the next drawn frame shows, with the pixel size it is drawn at."""
    from scenes.ui import text

    sizes = text.watch_sizes()
    try:
        app.draw()
        return list(sizes)
    finally:
        text.unwatch()


BREATH = 1.1     # seconds a player waits before a confirm counts on a screen after a game (QUIET + a little)


def past_the_podium(app, scene) -> None:
    """On the results: wait until the podium has stood, then press "Weiter" (the report follows)."""
    import pygame

    for _ in range(300):
        if scene.ready():
            break
        run_frames(app, 12)
    run_frames(app, 72)
    press(app, pygame.K_RETURN)


def choose(app, scene, index: int = 0, calm: float = 2.1) -> None:
    """Take choice `index` on a screen after a game as a player does (`scenes.ui.deliberate`):
    wait out its calm (on the results: until the podium has stood), press "Weiter" first, select with down, confirm after a
    breath."""
    import pygame

    run_frames(app, int(max(calm, 0.7) * 120))
    ready = getattr(scene, "ready", None)
    for _ in range(300):                                # the results' podium stands a while first
        if not callable(ready) or ready():
            break
        run_frames(app, 12)
    if getattr(scene, "choosing", None) is False:      # the results: "Weiter" first
        press(app, pygame.K_RETURN)
        run_frames(app, int(0.7 * 120))
    for _ in range(len(scene.list.buttons) + 1):       # (a screen may open with a row chosen)
        if scene.list.index == index:
            break
        press(app, pygame.K_DOWN if scene.list.index < index else pygame.K_UP)
    run_frames(app, int(BREATH * 120))
    press(app, pygame.K_RETURN)


def whole_name_ways(name: str) -> list[list[str]]:
    """The ways a name may stand without a word broken: whole, or in two at a space (which
    goes) or after a hyphen (which stays)."""
    ways = [[name]]
    for i, ch in enumerate(name):
        if ch == " ":
            ways.append([name[:i], name[i + 1:]])
        elif ch == "-":
            ways.append([name[:i + 1], name[i + 1:]])
    return ways
