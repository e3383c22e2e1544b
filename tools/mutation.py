"""Mutation testing of the engines: each engine module against its own tests, a score per module.

    python -m tools.mutation                      # every engine module, 150 sampled mutants each
    python -m tools.mutation zehntausend.scoring  # one module
    python -m tools.mutation --all --minutes 40   # every mutant of each module, 40 minutes each

Needs `pip install -r requirements-mutation.txt`. Each module is tested in a copy of the
project in a temporary folder (the working tree and the player's data are never touched): the
mutation tool makes the mutants, a sample of them (drawn from their names and a seed, so reruns
pick the same ones) is run against the module's own test files, each mutant in a freshly
started process so no cache filled by the unmutated code hides it. A mutant is caught when a test fails or it
runs out of time. Mutants that cannot change what a player sees are listed, with why, in the
game's rule digest (`seeds/<game>.md`, section "Equivalent mutants"); they do not count.
"""

from __future__ import annotations

import argparse
import fnmatch
import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Engine module -> the test files that hold its rules (tests/...).
MODULES: dict[str, tuple[str, ...]] = {
    "durchmarsch.match": ("test_durchmarsch_rules.py", "test_durchmarsch_properties.py"),
    "durchmarsch.odds": ("test_odds.py", "test_durchmarsch_rules.py"),
    "mensch.match": ("test_mensch_rules.py", "test_mensch_state.py", "test_mensch_house_rules.py",
                     "test_mensch_properties.py"),
    "mensch.odds": ("test_odds.py",),
    "zehntausend.match": ("test_zehntausend_rules.py", "test_zehntausend_state.py",
                          "test_zehntausend_variants.py", "test_zehntausend_examples.py",
                          "test_zehntausend_properties.py"),
    "zehntausend.scoring": ("test_zehntausend_scoring.py", "test_zehntausend_rules.py",
                            "test_zehntausend_variants.py", "test_zehntausend_examples.py"),
    "zehntausend.odds": ("test_zehntausend_odds.py", "test_odds.py"),
    "wurf_und_weg.match": ("test_wurf_und_weg_rules.py", "test_wurf_und_weg_props.py"),
}

# Lines whose mutants only reword a developer's diagnostic (the text of a refused save or a
# broken argument); players see the language tables' words, never these.
DIAGNOSTIC_LINES = (r"^\s*raise \w*Error\(", )

# Exit codes of the mutation tool, as it records them per mutant.
CAUGHT = {1: "killed", 3: "killed", 36: "timeout", 24: "timeout", -24: "timeout",
          152: "timeout", 255: "timeout"}
SURVIVED = {0: "survived", 5: "no tests", 33: "no tests"}

PRELOADED = ("pygame", "pymunk", "pytest", "hypothesis", "hypothesis.strategies", "sqlite3",
             "fractions", "json", "tomllib")

# Added to the copy's tests/conftest.py. The tool learns which tests reach a function by
# watching calls; a call answered from a cache is never seen, so without this a test would not
# be run against the mutants of a cached rule it checks.
FRESH_CACHES = """

@pytest.fixture(autouse=True)
def _mutation_fresh_engine_caches():
    for name, module in list(sys.modules.items()):
        if name == "game" or name.startswith("game."):
            for value in list(vars(module).values()):
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()
    yield
"""

COPIED = ("game", "tests", "scenes", "assets", "main.py", "config.toml")


@dataclass
class Equivalent:
    """A mutant the digest explains away: the function, the line before and after."""

    function: str
    before: str
    after: str
    why: str


@dataclass
class Outcome:
    module: str
    total: int = 0
    sampled: list[str] = field(default_factory=list)
    status: dict[str, str] = field(default_factory=dict)
    equivalent: dict[str, str] = field(default_factory=dict)
    diffs: dict[str, str] = field(default_factory=dict)
    seconds: float = 0.0
    ran_out_of_time: bool = False

    def count(self, *kinds: str) -> int:
        return sum(1 for name, s in self.status.items() if s in kinds and name not in self.equivalent)

    @property
    def caught(self) -> int:
        return self.count("killed", "timeout")

    @property
    def missed(self) -> list[str]:
        return sorted(name for name, s in self.status.items()
                      if s not in ("killed", "timeout", "not checked") and name not in self.equivalent)

    @property
    def score(self) -> float:
        judged = self.caught + len(self.missed)
        return 100.0 * self.caught / judged if judged else 0.0


def squash(line: str) -> str:
    return " ".join(line.split())


def read_equivalents(game: str) -> list[Equivalent]:
    """The digest's list: lines `- `function`: `before` -> `after`: why` under its heading."""
    path = ROOT / "seeds" / f"{game}.md"
    if not path.is_file():
        return []
    found, inside = [], False
    pattern = re.compile(r"^- `([^`]+)`: `(.*)` -> `(.*)`: (.+)$")
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            inside = line.strip() == "## Equivalent mutants"
            continue
        m = pattern.match(line) if inside else None
        if m:
            found.append(Equivalent(m[1], squash(m[2]), squash(m[3]), m[4]))
    return found


def function_of(mutant: str) -> str:
    """`game.mensch.match.xǁMatchǁapply__mutmut_3` -> `Match.apply`."""
    name = mutant.rsplit(".", 1)[-1]
    name = re.sub(r"__mutmut_\d+$", "", name)
    if name.startswith("xǁ"):
        return ".".join(part for part in name[2:].split("ǁ") if part)
    return name[2:] if name.startswith("x_") else name


def changed_lines(diff: str) -> tuple[str, str]:
    minus = [squash(line[1:]) for line in diff.splitlines()
             if line.startswith("-") and not line.startswith("---")]
    plus = [squash(line[1:]) for line in diff.splitlines()
            if line.startswith("+") and not line.startswith("+++")]
    return " / ".join(minus), " / ".join(plus)


def prepare(work: Path, module: str) -> None:
    for name in COPIED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, work / name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        elif source.is_file():
            shutil.copy2(source, work / name)
    game, file = module.split(".")
    settings = {
        "source_paths": ["game"],
        "only_mutate": [f"game/{game}/{file}.py"],
        "do_not_mutate_patterns": list(DIAGNOSTIC_LINES),
        "pytest_add_cli_args_test_selection": [f"tests/{t}" for t in MODULES[module]],
        "pytest_add_cli_args": ["-p", "no:cacheprovider", "-m", "not slow"],
        "process_isolation": "forkserver",
        "forkserver_warmup": "import",
        "preload_modules_file": str(work / "preload.txt"),
        "use_git_change_detection": False,
    }
    lines = ["[tool.pytest.ini_options]", 'testpaths = ["tests"]',
             'markers = ["slow: long-running statistical tests"]', "", "[tool.mutmut]"]
    lines += [f"{key} = {json.dumps(value)}" for key, value in settings.items()]
    (work / "pyproject.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    # Loaded once before the mutants fork: libraries only, never the engines, so every mutant
    # starts with the engines' caches empty.
    (work / "preload.txt").write_text("\n".join(PRELOADED) + "\n", encoding="utf-8")
    with open(work / "tests" / "conftest.py", "a", encoding="utf-8") as conftest:
        conftest.write(FRESH_CACHES)


MAKE_MUTANTS = """
import os
from mutmut.__main__ import create_mutants
from mutmut.utils.file_utils import copy_also_copy_files, copy_src_dir, setup_source_paths
os.makedirs("mutants", exist_ok=True)
copy_src_dir(); copy_also_copy_files(); setup_source_paths(); create_mutants(1)
"""


def pick(names: list[str], sample: int, seed: int) -> list[str]:
    """A sample that stays put: each mutant draws a lot from its own name, the lowest win, so
    editing one function changes only which of its own mutants are drawn."""
    def lot(name: str) -> bytes:
        return hashlib.sha256(f"{seed}:{name}".encode()).digest()
    return sorted(names, key=lot)[:sample]


def meta_of(work: Path, module: str) -> dict[str, int | None]:
    game, file = module.split(".")
    meta = work / "mutants" / "game" / game / f"{file}.py.meta"
    return json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"]


def tool(work: Path, *args: str, timeout: float | None = None, log=None) -> int:
    """Run the mutation tool in `work` as its own process group (so a timeout stops it all)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONDONTWRITEBYTECODE="1")
    proc = subprocess.Popen([sys.executable, *args], cwd=work, env=env, start_new_session=True,
                            stdout=log or subprocess.DEVNULL, stderr=subprocess.STDOUT)
    try:
        return proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        raise


def run_module(module: str, sample: int | None, seed: int, minutes: float, jobs: int,
               keep: Path | None, only: list[str] | None = None) -> Outcome:
    outcome = Outcome(module)
    work = Path(tempfile.mkdtemp(prefix=f"mutation-{module}-"))
    started = time.monotonic()
    try:
        prepare(work, module)
        tool(work, "-c", MAKE_MUTANTS, timeout=600)
        names = sorted(meta_of(work, module))
        outcome.total = len(names)
        chosen = sorted(names if sample is None else pick(names, sample, seed))
        if only:
            chosen = [n for n in names if any(fnmatch.fnmatchcase(n, p) for p in only)]
            if not chosen:
                raise SystemExit(f"no mutant of {module} is named {' or '.join(only)}")
        outcome.sampled = chosen
        with open(work / "mutation.log", "wb") as log:
            try:
                tool(work, "-m", "mutmut", "run", "--max-children", str(jobs), *chosen,
                     timeout=minutes * 60, log=log)
            except subprocess.TimeoutExpired:
                outcome.ran_out_of_time = True
        codes = meta_of(work, module)
        for name in chosen:
            code = codes.get(name)
            outcome.status[name] = (CAUGHT.get(code) or SURVIVED.get(code)
                                    or ("not checked" if code is None else f"exit {code}"))
        equivalents = read_equivalents(module.split(".")[0])
        for name in [n for n, s in outcome.status.items() if s not in ("killed", "timeout",
                                                                        "not checked")]:
            shown = subprocess.run([sys.executable, "-m", "mutmut", "show", name], cwd=work,
                                   capture_output=True, text=True, timeout=120)
            outcome.diffs[name] = shown.stdout
            before, after = changed_lines(shown.stdout)
            for eq in equivalents:
                if eq.function == function_of(name) and eq.before == before and eq.after == after:
                    outcome.equivalent[name] = eq.why
                    break
    finally:
        outcome.seconds = time.monotonic() - started
        if keep is not None:
            target = keep / module
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(work, target, symlinks=True)
        shutil.rmtree(work, ignore_errors=True)
    return outcome


def report(outcome: Outcome, verbose: bool) -> None:
    timed_out = " (ran out of time: only the checked ones count)" if outcome.ran_out_of_time else ""
    print(f"{outcome.module:22} {outcome.score:5.1f} %  caught {outcome.caught:4} of "
          f"{outcome.caught + len(outcome.missed):4}  equivalent {len(outcome.equivalent):3}  "
          f"sampled {len(outcome.sampled):4} of {outcome.total:4}  "
          f"{outcome.seconds / 60:5.1f} min{timed_out}", flush=True)
    if verbose:
        for name in outcome.missed:
            print(f"\n# {name}: {outcome.status[name]}")
            print(outcome.diffs.get(name, "").strip())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.mutation", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("modules", nargs="*", metavar="MODULE",
                        help=f"engine modules (default: all): {', '.join(MODULES)}")
    parser.add_argument("--sample", type=int, default=150,
                        help="mutants tried per module, picked at random (default 150)")
    parser.add_argument("--all", action="store_true", help="try every mutant")
    parser.add_argument("--seed", type=int, default=17, help="seed of the sample (default 17)")
    parser.add_argument("--minutes", type=float, default=30.0,
                        help="time limit per module (default 30)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2,
                        help="mutants run at once (default: one per core)")
    parser.add_argument("--show", action="store_true", help="print each missed mutant's diff")
    parser.add_argument("--only", nargs="+", metavar="NAME",
                        help="run just these mutants (names as --show prints them; * allowed)")
    parser.add_argument("--keep", type=Path, help="keep each module's work folder here")
    args = parser.parse_args(argv)
    unknown = [m for m in args.modules if m not in MODULES]
    if unknown:
        parser.error(f"unknown module {', '.join(unknown)}; choose from {', '.join(MODULES)}")
    if args.sample < 1 or not 0 < args.minutes <= 24 * 60 or args.jobs < 1:
        parser.error("--sample and --jobs must be at least 1, --minutes 0-1440")
    print(f"{'module':22} {'score':>7}  (caught = a test failed or the mutant ran out of time)")
    scores = []
    for module in args.modules or MODULES:
        outcome = run_module(module, None if args.all else args.sample, args.seed, args.minutes,
                             args.jobs, args.keep, args.only)
        report(outcome, args.show)
        scores.append(outcome.score)
    return 0 if all(s >= 95.0 for s in scores) else 1


if __name__ == "__main__":
    sys.exit(main())
