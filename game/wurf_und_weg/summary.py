"""How far a Wurf & Weg game is, in one line for the menu's continue card, and whether it
has begun at all: a game left during the countdown before round 1 (nobody rolled) is not
offered to continue.

`progress` answers (key, params): the key is a word under `app.menu.progress.wurf_und_weg`
in the language tables, the params fill it in ("Runde 2 · Stapel 9")."""

from __future__ import annotations


def begun(match) -> bool:
    """Has anyone rolled yet?"""
    if match.round > 1 or match.phase in ("last_rolls", "round_over", "game_over"):
        return True
    if any(face is not None for face in match.face.values()):
        return True
    return any(match.won) or any(match.sent) or any(match.stops)


def progress(match, names: list[str]) -> tuple[str, dict]:
    """The round under way and the coasters left on the pile."""
    return "pile", {"round": max(1, match.round), "pile": len(match.pile)}
