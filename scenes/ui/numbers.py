"""Numbers as a player reads them, in the language in force: "10.000", "0,25", "80 %",
"1,5×", "2,5 s". Every screen groups thousands the same way (`grouped`) and writes a percent
the same way (`percent_text`, "80 %" German, "80%" English): the tables, the results, the
statistics, the settings and the rules screen."""

from __future__ import annotations

import dataclasses

SPEEDS = ("dice_speed", "bot_speed")


def is_share(f: dataclasses.Field) -> bool:
    """A float limited to 0..1 is a share and is shown in percent (volume, chances)."""
    meta = f.metadata
    return f.type in ("float", float) and meta.get("min") == 0.0 and meta.get("max", 2) <= 1.0


def in_seconds(f: dataclasses.Field) -> bool:
    """A duration: metadata `unit="s"`, or documented as "Seconds ..." (Wurf & Weg's timings)."""
    return f.metadata.get("unit") == "s" or str(f.metadata.get("doc", "")).startswith("Seconds")


def grouped(t, value: int) -> str:
    """A whole number with the language's thousands separator: 10750 -> "10.750" (German),
    "10,750" (English); negatives with a real minus sign."""
    digits = f"{abs(int(value)):,}".replace(",", t("app.thousands"))
    return f"−{digits}" if value < 0 else digits


def percent_text(t, number: str) -> str:
    """A number already written ("80", "1,9", "< 0,1") as a percent, the language's one way:
    "80 %" (German), "80%" (English)."""
    return t("app.settings.percent", n=number)


def chance_text(t, p: float, decimals: int | None = None) -> str:
    """A chance from 0 to 1 as a percent (`percent_text`): with `decimals` decimals, or by
    default one decimal under 10 % and whole numbers above; never a false 0 ("< 0,1 %")."""
    value = p * 100
    if decimals is None:
        decimals = 1 if value < 10 else 0
    if 0 < value < 0.1 and decimals <= 1:
        return percent_text(t, f"< 0{t('app.decimal')}1")
    return percent_text(t, f"{value:.{decimals}f}".replace(".", t("app.decimal")))


def format_number(t, value, f: dataclasses.Field | None = None) -> str:
    """A value as a player reads it: "10.000", "0,25", "80 %", "1,5×" (localised)."""
    if isinstance(value, bool):
        return t("app.on") if value else t("app.off")
    if isinstance(value, int):
        return grouped(t, value)
    if isinstance(value, float):
        if f is not None and is_share(f):
            return t("app.settings.percent", n=_decimals(t, value * 100, 0))
        text = _decimals(t, value, 1)
        if f is not None and f.name in SPEEDS:
            return t("app.settings.times", n=text)
        if f is not None and in_seconds(f):
            return t("app.settings.seconds", n=text)
        return text
    return str(value)


def _decimals(t, value: float, least: int) -> str:
    """Up to two decimals, at least `least`, with the language's decimal mark."""
    text = f"{value:.2f}".rstrip("0")
    whole, _, frac = text.partition(".")
    frac = frac.ljust(least, "0")
    return whole + (t("app.decimal") + frac if frac else "")
