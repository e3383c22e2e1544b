"""What a table keeps: the autosave after every action, and the statistics of a finished game.

`Keeper(table)` is made by every table. `saved()` after an action hands the game's state to a
background writer (JSON through `game.saves`: temp file, fsync, rename), so the frame never
waits for the disk and a kill at any moment leaves the last whole save; `flush()` (window
closing, quitting to the menu) writes at once. A real-time table calls `saved()` every frame
and the keeper writes at most every `REALTIME_INTERVAL` seconds. When the game ends, the save
is removed and the game is recorded in the statistics. The attract mode keeps nothing.
"""

from __future__ import annotations

import dataclasses
import threading
import time

from game import saves
from game.stats import PlayerResult, places

REALTIME_INTERVAL = 0.5     # seconds between saves of a real-time game


class SaveWriter:
    """One background thread that writes the newest pending save (older ones are skipped)."""

    def __init__(self):
        self._lock = threading.Lock()         # guards _pending
        self._writing = threading.Lock()      # held for a whole write, so flush() can wait for it
        self._pending: tuple | None = None
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None
        self.error: str | None = None

    def put(self, folder, game, seats, seed, state: dict, extra: dict) -> None:
        with self._lock:
            self._pending = (folder, game, seats, seed, state, extra)
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
                job, self._pending = self._pending, None
            if job is None:
                return False
            folder, game, seats, seed, state, extra = job
            try:
                saves.write_state(folder, game, seats, seed, state, extra)
                self.error = None
            except OSError as exc:
                self.error = exc.strerror or str(exc)
            return True

    def flush(self) -> None:
        """Write what is pending now, on this thread, after any write already under way."""
        while self._write_pending():
            pass


class Keeper:
    def __init__(self, table):
        self.table = table
        self.app = table.app
        self.enabled = table.demo_index is None and not getattr(self.app.options, "demo", False)
        self.last_write = -1e9
        self.dirty = False          # a real-time change not written yet (too soon after the last)
        self.recorded = False
        self.started = time.monotonic()

    @property
    def writer(self) -> SaveWriter:
        if not hasattr(self.app, "save_writer"):
            self.app.save_writer = SaveWriter()
        return self.app.save_writer

    def _extra(self) -> dict:
        owners = self.table.colour_owners()
        return {"owners": list(owners)} if owners is not None else {}

    def saved(self, realtime: bool = False) -> None:
        """The game changed: keep it (a real-time game at most every REALTIME_INTERVAL)."""
        if not self.enabled or self.table.demo_index is not None or self.table.match.is_over:
            return
        now = time.monotonic()
        if realtime and now - self.last_write < REALTIME_INTERVAL:
            self.dirty = True
            return
        self.last_write = now
        self.dirty = False
        t = self.table
        self.writer.put(self.app.data_folder, t.info.module, list(t.seats), t.seed, t.match.to_dict(), self._extra())

    def flush(self) -> None:
        if not self.enabled or self.table.demo_index is not None:
            return
        if not self.table.match.is_over:
            self.last_write = -1e9
            self.saved()
        self.writer.flush()

    def finished(self) -> None:
        """The game is over: forget the save, record the game (once)."""
        if not self.enabled or self.table.demo_index is not None or self.recorded:
            return
        self.recorded = True
        self.writer.flush()
        try:
            saves.clear(self.app.data_folder)
        except OSError:
            pass
        db, _ = self.app.open_stats()
        if db is None:
            return
        t = self.table
        seat_places = places(t.match.ranking(), len(t.seats))
        players = [PlayerResult(s.name, s.kind, seat_places[i], t.match.figures(i)) for i, s in enumerate(t.seats)]
        rules = dataclasses.asdict(t.match.rules) if dataclasses.is_dataclass(t.match.rules) else {}
        try:
            db.record(t.info.module, rules, players, time.monotonic() - self.started, seed=t.seed)
        except Exception as exc:   # a full disk or a locked file must never end the evening
            self.app.notify("app.notice.stats_failed", why=str(exc))
