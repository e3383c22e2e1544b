"""What the program keeps of a Spieleabend: its file in the data folder while it lasts, and at
its end a row in the statistics.

The file is written (atomically, by `game.evening.save`) when the evening starts, when a game
of it starts and when one ends, so a kill at any moment loses at most the game under way (and
that game has its own autosave). Reading trusts nothing: a damaged file is refused with the
reason in the menu's banner and moved aside (`evening.json.rejected-N`); the game runs on.

Ending an evening writes it to the statistics and then removes the file. Should the
statistics not take it just now (locked, disk full), the file stays, marked as ended, and is
written at the next start: an evening is never lost and never counted twice (its uid).
A second copy of the game on the same data folder keeps no evening, as it keeps no save.
"""

from __future__ import annotations

import json
import os
from typing import TYPE_CHECKING

from game import saves
from game.config import read_limited

if TYPE_CHECKING:
    from game.evening import Evening


def _evenings():
    """The evening's own module, loaded when an evening is first needed (not at start-up)."""
    from game import evening

    return evening


def may_be_saved(app) -> bool:
    """Whether the data folder holds an evening's file (or a temporary one of it) at all."""
    try:
        return any(name == "evening.json" or (name.startswith(".evening.json.") and name.endswith(".tmp"))
                   for name in os.listdir(app.data_folder))
    except OSError:
        return True            # let the loading look and say what is wrong


def problem(app) -> str | None:
    """Why the evening could not be kept (shown at the foot of the evening's screens)."""
    return getattr(app, "evening_problem", None)


def load_saved(app) -> Evening | None:
    """The evening saved in the data folder (None: there is none, it was refused, or it had
    ended and has now gone to the statistics)."""
    if not app.keeps_data() or not may_be_saved(app):
        return None
    evenings = _evenings()
    folder = app.data_folder
    try:
        evenings.remove_stale_temps(folder)
        found, refused = evenings.load(folder)
    except Exception as exc:          # whatever the folder holds, the menu opens
        app.notify("evening.rejected", file=evenings.FILE_NAME, why=f"{type(exc).__name__}: {exc}",
                   aside="-")
        return None
    if refused is not None:
        if refused.moved_to is None:
            app.notify("evening.unreadable", file=refused.path.name, why=refused.why)
        else:
            app.notify("evening.rejected", file=refused.path.name, why=refused.why, aside=refused.moved_to.name)
        return None
    if found is not None and found.ended:
        record(app, found)                 # it ended, but the statistics did not take it then
        return None
    return found


def save(app, evening: Evening) -> bool:
    """Keep the evening now; False (and the reason shown) if the disk says no."""
    if not app.keeps_data():
        return False
    evenings = _evenings()
    try:
        evenings.save(app.data_folder, evening)
    except OSError as exc:
        why = exc.strerror or str(exc)
        app.evening_problem = app.texts("evening.save_failed", why=why)
        app.notify("evening.save_failed", why=why)
        return False
    app.evening_problem = None
    return True


def record(app, evening: Evening) -> bool:
    """The evening has ended: into the statistics, then its file is removed. False if the
    statistics could not take it now (the file stays, marked as ended, for the next start)."""
    evening.ended = True
    if not app.keeps_data():
        return False
    evenings = _evenings()
    if not evening.games:                  # nothing was played: nothing to remember
        evenings.clear(app.data_folder)
        return True
    save(app, evening)
    db, why = app.open_stats()
    if db is None:
        app.notify("evening.stats_failed", why=why or "")
        return False
    try:
        db.record_evening(evenings.stats_entry(evening))
    except Exception as exc:               # locked, full, read-only: tried again next start
        app.notify("evening.stats_failed", why=str(exc))
        return False
    try:
        evenings.clear(app.data_folder)
    except OSError:
        pass
    return True


def end_game_under_way(app, evening: Evening) -> None:
    """The evening ends: its game under way ends with it (its save is forgotten), so it is
    never offered later as a game of its own that no evening counts."""
    if not game_under_way(app, evening):
        return
    module = evening.current.game
    writer = getattr(app, "save_writer", None)
    if writer is not None:
        writer.drop(module)
        writer.flush()
    try:
        saves.clear(app.data_folder, module)
    except OSError:
        pass


def game_under_way(app, evening: Evening) -> bool:
    """Is the evening's current game still saved (the save of that game, by its seed, not
    another game of the same kind started since)? A quick look at the save, no engine loaded."""
    current = evening.current
    if current is None or not app.keeps_data():
        return False
    try:
        data = json.loads(read_limited(saves.save_path(app.data_folder, current.game), saves.MAX_BYTES))
    except (OSError, ValueError, RecursionError):
        return False
    return isinstance(data, dict) and data.get("game") == current.game and data.get("seed") == current.seed
