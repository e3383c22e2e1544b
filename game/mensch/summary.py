"""How far a game of Mensch ärgere Dich nicht is, in one line for the menu's continue card,
and whether it has begun at all (a game nobody threw in is not offered to continue).

`progress` answers (key, params): the key is a word under `app.menu.progress.mensch` in the
language tables, the params fill it in ("Clara: 2 im Haus")."""

from __future__ import annotations


def begun(match) -> bool:
    """Has anyone thrown yet (the opening throws for who begins count)?"""
    state = match.to_dict()
    return state["phase"] != "opening" or bool(state["opening"]["throws"])


def progress(match, names: list[str]) -> tuple[str, dict]:
    """Who has the most figures home, else who is furthest round the board, else that the
    figures still wait to come out."""
    seats = range(match.seats)
    home = [match.figures(s)["home"] for s in seats]
    best = max(home)
    if best > 0:
        leaders = [names[s] for s in seats if home[s] == best]
        if len(leaders) > 1:
            return "home_level", {"n": best}
        return "home", {"name": leaders[0], "n": best}
    table = match.progress_table()
    way = [sum(max(0, table[4 * c + f]) for c in match.seat_colours(s) for f in range(match.figure_count))
           for s in seats]
    ahead = max(way)
    if ahead <= 0:
        return "waiting", {}
    leaders = [names[s] for s in seats if way[s] == ahead]
    if len(leaders) > 1:
        return "level", {}
    return "ahead", {"name": leaders[0]}
