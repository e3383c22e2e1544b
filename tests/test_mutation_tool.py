"""The mutation-testing command's own bookkeeping: which mutants count, and its command line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tools import mutation

ROOT = Path(__file__).resolve().parent.parent

DIFF = """--- game/zehntausend/odds.py
+++ game/zehntausend/odds.py
@@ -1,3 +1,3 @@
 def next_throw_fraction(match) -> Fraction:
-    return no_score_fraction(match.dice_to_throw,  match.rules)
+    return no_score_fraction(match.dice_to_throw, None)
"""


def test_a_mutant_is_named_by_its_function_or_method():
    assert mutation.function_of("game.zehntausend.odds.x_next_throw_fraction__mutmut_6") \
        == "next_throw_fraction"
    assert mutation.function_of("game.mensch.match.xǁMatchǁapply__mutmut_31") == "Match.apply"


def test_a_mutant_is_compared_by_its_changed_lines_whatever_their_spacing():
    assert mutation.changed_lines(DIFF) == ("return no_score_fraction(match.dice_to_throw, match.rules)",
                                            "return no_score_fraction(match.dice_to_throw, None)")


def test_every_line_under_equivalent_mutants_in_a_digest_is_understood():
    """A typo in the list would silently count an explained mutant as missed."""
    for game in ("durchmarsch", "mensch", "zehntausend", "wurf_und_weg"):
        text = (ROOT / "seeds" / f"{game}.md").read_text(encoding="utf-8")
        section = re.search(r"^## Equivalent mutants\n(.*?)(?=^## |\Z)", text, re.S | re.M)
        if section is None:
            continue
        listed = [line for line in section[1].splitlines() if line.startswith("- ")]
        assert len(mutation.read_equivalents(game)) == len(listed), game
        for eq in mutation.read_equivalents(game):
            assert eq.before != eq.after and eq.why.strip(), (game, eq)


def test_the_score_leaves_out_explained_mutants_and_counts_timeouts_as_caught():
    outcome = mutation.Outcome("zehntausend.odds", status={
        "a": "killed", "b": "timeout", "c": "survived", "d": "survived", "e": "no tests",
        "f": "not checked"})
    outcome.equivalent["d"] = "the cache is only a speed-up"
    assert outcome.caught == 2 and outcome.missed == ["c", "e"]
    assert outcome.score == pytest.approx(50.0)


@pytest.mark.parametrize("argv", [["no.such_module"], ["--sample", "0"], ["--minutes", "nan"],
                                  ["--minutes", "-1"], ["--jobs", "0"], ["--sample", "x"]])
def test_a_bad_command_line_is_refused_with_a_message(argv, capsys):
    with pytest.raises(SystemExit) as exit_:
        mutation.main(argv)
    assert exit_.value.code == 2
    assert "error:" in capsys.readouterr().err


def test_the_sample_stays_put_when_another_function_loses_mutants():
    names = [f"game.mensch.match.x_f{f}__mutmut_{n}" for f in range(20) for n in range(1, 40)]
    drawn = mutation.pick(names, 150, seed=17)
    assert len(drawn) == 150 and drawn == mutation.pick(list(reversed(names)), 150, seed=17)
    edited = [n for n in names if "x_f3__" not in n]
    kept = [n for n in drawn if "x_f3__" not in n]
    assert set(kept) <= set(mutation.pick(edited, 150, seed=17))
