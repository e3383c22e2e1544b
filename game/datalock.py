"""One copy of the game per data folder: an exclusive lock held for the process's lifetime.

Two copies of the game on one data folder would write the same saves and statistics. The
first copy takes an exclusive lock on `wuerfelabend.lock` in the folder (`fcntl.flock` on
Linux and macOS, `msvcrt.locking` on Windows) and keeps the file open until it exits; the
operating system lets go of the lock when the process ends in any way (a kill included), so
a lock is never stale. A second copy finds the lock taken: it still plays, but keeps no save
and writes no statistics.

Apps of one process share the lock (tests build many Apps on one folder).
"""

from __future__ import annotations

import os
from pathlib import Path

LOCK_NAME = "wuerfelabend.lock"

_held: dict[str, int] = {}      # real path of a folder -> the open, locked lock file


def _key(folder: Path) -> str:
    return os.path.realpath(os.fspath(folder))


def _try_lock(fd: int) -> bool:
    """Lock the open file exclusively without waiting; False if another process holds it."""
    try:
        import fcntl
    except ImportError:           # Windows
        import msvcrt
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError as exc:        # a file system without locks: nothing to tell copies apart by
        import errno
        if exc.errno in (errno.EACCES, errno.EAGAIN):
            return False
        raise
    return True


def acquire(folder: Path) -> bool:
    """True if this process holds the data folder (now or already), False if another copy
    of the game holds it. OSError if the folder or the lock file cannot be made (then nothing
    can be kept there anyway)."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    key = _key(folder)
    if key in _held:
        return True
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0) \
        | getattr(os, "O_BINARY", 0)
    fd = os.open(os.path.join(key, LOCK_NAME), flags, 0o644)
    try:
        if not _try_lock(fd):
            os.close(fd)
            return False
        try:    # who holds it, for a person looking into the folder
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, f"{os.getpid()}\n".encode())
        except OSError:
            pass
    except BaseException:
        os.close(fd)
        raise
    _held[key] = fd
    return True


def holds(folder: Path) -> bool:
    """True if this process holds the lock of `folder`."""
    return _key(Path(folder)) in _held


def release(folder: Path) -> None:
    """Let go of the folder (tests that start the game as a second process on it)."""
    fd = _held.pop(_key(Path(folder)), None)
    if fd is not None:
        os.close(fd)      # closing the file releases the lock
