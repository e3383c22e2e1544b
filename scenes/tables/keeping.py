"""What a table keeps: the autosave after every action, and the statistics of a finished game.

`Keeper(table)` is made by every table. It hands the game's first state to the writer at
once, so a new game is kept from its first moment; but where an older save of that game
waits, the new game is kept only from its first throw (a game left at once never replaces
it), and the older one stays until this one is whole on disk; other games' saves are never
touched. The menu offers no game nobody threw in (`GameInfo.begun`). `saved()` after an action
hands the game's state to a background writer (JSON through `game.saves`: a temp file of its
own, fsync, rename), so the frame never waits for the disk and a kill at any moment leaves
the last whole save; `flush()` (window closing, quitting to the menu) writes at once. A
real-time table calls `saved()` every frame and the keeper writes at most every
`REALTIME_INTERVAL` seconds. When the game ends, its save is removed and the game is recorded
in the statistics. The attract mode keeps nothing, and neither does a second copy of the game
on the same data folder (`app.keeps_data()`).

A save that fails (disk full, folder not writable) is never silent: `problem` is the line
the table shows ("Speichern fehlgeschlagen: Datenträger voll") until a save succeeds again,
and the menu's banner says it too.
"""

from __future__ import annotations

import dataclasses
import errno
import threading
import time

from game import saves
from game.stats import PlayerResult, places

REALTIME_INTERVAL = 0.5     # seconds between saves of a real-time game

DISK_FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}
NOT_WRITABLE = {errno.EACCES, errno.EPERM, errno.EROFS, errno.ENOTDIR, errno.EEXIST}


class SaveWriter:
    """One background thread that writes the newest pending save of each game (older ones
    of the same game are skipped)."""

    def __init__(self):
        self._lock = threading.Lock()         # guards _pending
        self._writing = threading.Lock()      # held for a whole write, so flush() can wait for it
        self._pending: dict[str, tuple] = {}
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None
        self.error: tuple[int | None, str] | None = None   # (errno, what the system said) of the last write
        self.failures = 0                      # writes that failed since the last good one

    def put(self, folder, game, seats, seed, state: dict, extra: dict) -> None:
        with self._lock:
            self._pending[game] = (folder, game, seats, seed, state, extra)
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
            self._thread.start()
        self._wake.set()

    def _run(self) -> None:
        while True:
            self._wake.wait(timeout=5.0)
            self._wake.clear()
            if not self._write_pending():
                return

    def _write_pending(self) -> bool:
        with self._writing:
            with self._lock:
                if not self._pending:
                    return False
                game = next(iter(self._pending))
                job = self._pending.pop(game)
            folder, game, seats, seed, state, extra = job
            try:
                saves.write_state(folder, game, seats, seed, state, extra)
            except OSError as exc:
                self.error = (exc.errno, exc.strerror or str(exc))
                self.failures += 1
            except Exception as exc:     # whatever it is, the game goes on and the table says so
                self.error = (None, f"{type(exc).__name__}: {exc}")
                self.failures += 1
            else:
                self.error = None
                self.failures = 0
            return True

    def drop(self, game: str) -> None:
        """Forget a pending save of `game` (it has ended)."""
        with self._lock:
            self._pending.pop(game, None)

    def flush(self) -> None:
        """Write what is pending now, on this thread, after any write already under way."""
        while self._write_pending():
            pass


class Keeper:
    def __init__(self, table):
        self.table = table
        self.app = table.app
        self.enabled = table.demo_index is None and not getattr(self.app.options, "demo", False)
        self.second_copy = False          # another copy of the game holds the data folder
        if self.enabled and hasattr(self.app, "keeps_data") and not self.app.keeps_data():
            self.enabled = False
            self.second_copy = True
        self.last_write = -1e9
        self.dirty = False          # a real-time change not written yet (too soon after the last)
        self.recorded = False
        self.started = time.monotonic()
        self.older_save = False     # an older save of this game waits: kept until this one's first throw
        if self._keeping():
            try:
                self.older_save = saves.exists(self.app.data_folder, self.table.info.module)
            except Exception:      # (no data folder: nothing to keep anyway)
                pass
        self.saved()                # a new game is kept from its first moment

    @property
    def writer(self) -> SaveWriter:
        if not hasattr(self.app, "save_writer"):
            self.app.save_writer = SaveWriter()
        return self.app.save_writer

    def _extra(self) -> dict:
        owners = self.table.colour_owners()
        extra = {"owners": list(owners)} if owners is not None else {}
        recorder = getattr(self.table, "recorder", None)
        if recorder is not None:
            extra["story"] = recorder.to_dict()     # the game's story so far, kept with it
        lines = self.table.kept_lines()
        if lines:
            extra["log"] = lines                    # the last lines of "what just happened"
        view = self.table.kept_view()
        if view:
            extra["view"] = view                    # what was chosen on the table, not played yet
        return extra

    def _keeping(self) -> bool:
        return self.enabled and self.table.demo_index is None

    def saved(self, realtime: bool = False) -> None:
        """The game changed: keep it (a real-time game at most every REALTIME_INTERVAL)."""
        if not self._keeping() or self.table.match.is_over:
            return
        if self.older_save:
            if not self.table.info.begun(self.table.match):
                return      # nobody has thrown yet: the older save of this game stays as it was
            self.older_save = False
        now = time.monotonic()
        if realtime and now - self.last_write < REALTIME_INTERVAL:
            self.dirty = True
            return
        self.last_write = now
        self.dirty = False
        t = self.table
        state = t.match.to_dict()
        if state.get("dice", {}).get("kind") != "seeded":
            return      # test dice: a save of them would be refused anyway
        self.writer.put(self.app.data_folder, t.info.module, list(t.seats), t.seed, state, self._extra())
        self._tell_failure()

    def flush(self) -> None:
        if not self._keeping():
            return
        if not self.table.match.is_over:
            self.last_write = -1e9
            self.saved()
        self.writer.flush()
        self._tell_failure()

    # -- when saving fails ---------------------------------------------------------------
    def why(self) -> str | None:
        """Why the last save failed, in the players' language (None: it did not)."""
        if not self._keeping() or not hasattr(self.app, "save_writer"):
            return None
        error = self.app.save_writer.error
        if error is None:
            return None
        code, said = error
        if code in DISK_FULL:
            return self.app.texts("app.saves.disk_full")
        if code in NOT_WRITABLE:
            return self.app.texts("app.saves.not_writable")
        return said

    @property
    def problem(self) -> str | None:
        """The line a table shows while its game is not being kept, or None when all is well:
        a failed save ("Speichern fehlgeschlagen: Datenträger voll"), or a second copy of the
        game on the same data folder (which keeps nothing)."""
        if self.second_copy:
            return self.app.texts("app.saves.second_copy_table")
        why = self.why()
        if why is None:
            return None
        self._tell_failure()
        return self.app.texts("app.saves.failed", why=why)

    def _tell_failure(self) -> None:
        why = self.why()
        if why is not None:
            self.app.notify("app.saves.failed", why=why)

    # -- the end ---------------------------------------------------------------------------
    def finished(self) -> None:
        """The game is over: forget its save, record the game (once)."""
        if not self._keeping() or self.recorded:
            return
        self.recorded = True
        module = self.table.info.module
        self.writer.drop(module)
        self.writer.flush()
        try:
            saves.clear(self.app.data_folder, module)
        except OSError:
            pass
        db, _ = self.app.open_stats()
        if db is None:
            return
        t = self.table
        seat_places = places(t.match.ranking(), len(t.seats))
        players = [PlayerResult(s.name, s.kind, seat_places[i], t.match.figures(i), t.style(i))   # the look worn
                   for i, s in enumerate(t.seats)]
        rules = dataclasses.asdict(t.match.rules) if dataclasses.is_dataclass(t.match.rules) else {}
        try:
            db.record(t.info.module, rules, players, time.monotonic() - self.started, seed=t.seed)
        except Exception as exc:   # a full disk or a locked file must never end the evening
            self.app.notify("app.notice.stats_failed", why=str(exc))
