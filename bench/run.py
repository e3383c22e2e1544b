"""`python main.py --bench`: headless benchmarks that print one table.

Frame times are measured, never asserted in tests. Each benchmark compares against a bare
pygame-ce loop measured in the same run, so the ratios mean the same on any machine.
"""

from __future__ import annotations

import importlib


def run_all() -> str:
    parts = []
    for name in ("bench.tray", "bench.scenes", "bench.app"):
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError:
            continue
        parts.append(module.run(echo=False))
    return "\n\n".join(parts) if parts else "no benchmarks available"
