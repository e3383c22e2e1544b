"""A problem of the settings file as one sentence in the player's language.

`game.config` describes each problem for the terminal and the log (in English, with the
parser's detail and what is allowed); on screen the player reads which setting, in which
file, and what the game does instead, in words of the language tables.
"""

from __future__ import annotations

from pathlib import PurePath

from game.config import Problem


def problem_line(t, problem: Problem) -> str:
    """The sentence the menu shows for one problem of the settings file."""
    file = PurePath(problem.file).name or problem.file
    key = problem.key.strip("[]")
    kind = problem.kind if t(f"app.config_notice.{problem.kind}") != f"app.config_notice.{problem.kind}" else "value"
    if kind == "syntax" and not problem.line:
        kind = "file"
    return t(f"app.config_notice.{kind}", file=file, setting=key, line=problem.line, count=problem.line)


def problem_lines(t, problems: list[Problem], most: int = 2) -> list[str]:
    """At most `most` sentences for the menu: the first problems, then how many more (the
    terminal lists each one)."""
    if len(problems) <= most:
        return [problem_line(t, p) for p in problems]
    shown = problems[:most - 1]
    hidden = problems[most - 1:]
    count = sum(p.line if p.kind == "more" else 1 for p in hidden)
    file = PurePath(hidden[0].file).name or hidden[0].file
    return [problem_line(t, p) for p in shown] + [t("app.config_notice.more", file=file, count=count)]
