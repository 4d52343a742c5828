"""The table and the charts of bench/versus.py: min / median / max per cell and clock, the ratio
trainwarden / the compared launcher, and one bar chart per fault drawn with pillow."""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from pathlib import Path

CLOCKS = ("noticed", "action", "back", "productive")


@dataclass
class RunResult:
    """One run of one launcher on one fault: its clocks, s from the fault (None: not reached)."""

    fault: str
    launcher: str
    rep: int
    pg_timeout: float
    clocks: dict[str, float | None] = field(default_factory=dict)
    productive: bool = False
    pre_step: int | None = None
    honest: dict[str, float | None] = field(default_factory=dict)
    floor: dict = field(default_factory=dict)  # trainwarden: the incident's floor (versus_floor)
    # trainwarden: the incident's own milestones and actions, s from the fault (versus_floor)
    timeline: dict[str, float | None] = field(default_factory=dict)
    note: str = ""


def cell_name(fault: str, pg: float) -> str:
    return f"{fault} @{pg:g}s" if fault == "hang" else fault


def stats(values: list[float]) -> tuple[float, float, float] | None:
    return (min(values), statistics.median(values), max(values)) if values else None


def fmt(s: tuple[float, float, float] | None, n: int, total: int) -> str:
    if s is None:
        return "never"
    lo, med, hi = s
    miss = f" ({total - n} of {total} never)" if n < total else ""
    return f"{lo:.1f} / **{med:.1f}** / {hi:.1f}{miss}"


def table(results: list[RunResult], peer: str) -> str:
    cells: dict[str, dict[str, list[RunResult]]] = {}
    for r in results:
        cells.setdefault(cell_name(r.fault, r.pg_timeout), {}).setdefault(r.launcher, []).append(r)
    out = [
        f"| fault | clock (s from the fault) | {peer} min / median / max "
        "| trainwarden min / median / max | ratio trainwarden / " + peer + " |",
        "|---|---|---|---|---|",
    ]
    for cell, by in cells.items():
        for clock in CLOCKS:
            row = [cell, clock]
            meds: list[float | None] = []
            for launcher in (peer, "trainwarden"):
                runs = by.get(launcher, [])
                vals = [r.clocks[clock] for r in runs if r.clocks.get(clock) is not None]
                s = stats([v for v in vals if v is not None])
                row.append(fmt(s, len(vals), len(runs)) if runs else "-")
                meds.append(s[1] if s else None)
            a, b = meds
            row.append(f"{b / a:.2f}" if a and b is not None else "-")
            out.append("| " + " | ".join(row) + " |")
        never = [
            f"{sum(not r.productive for r in by.get(x, []))} of {len(by.get(x, []))}"
            for x in (peer, "trainwarden")
        ]
        out.append(f"| {cell} | never productive | {never[0]} | {never[1]} | |")
    return "\n".join(out)


def chart(results: list[RunResult], cell: str, peer: str, path: Path) -> None:
    """Grouped bars (median, min-max whisker) per clock, peer vs trainwarden, drawn with pillow."""
    from PIL import Image, ImageDraw

    runs = [r for r in results if cell_name(r.fault, r.pg_timeout) == cell]
    series: dict[str, list[tuple[float, float, float] | None]] = {}
    for launcher in (peer, "trainwarden"):
        mine = [r for r in runs if r.launcher == launcher]
        series[launcher] = [
            stats([r.clocks[c] for r in mine if r.clocks.get(c) is not None])  # type: ignore[misc]
            for c in CLOCKS
        ]
    top = 1.15 * max([s[2] for ss in series.values() for s in ss if s] + [1.0])
    w, h, left, bottom, topm = 760, 420, 60, 60, 50
    img = Image.new("RGB", (w, h), "white")
    d = ImageDraw.Draw(img)
    d.text((left, 15), f"{cell}: seconds from the fault (median, min-max)", fill="black")
    plot_h = h - bottom - topm
    d.line([(left, topm), (left, h - bottom), (w - 20, h - bottom)], fill="black")
    for i in range(5):
        v = top * i / 4
        y = h - bottom - plot_h * i / 4
        d.line([(left - 4, y), (left, y)], fill="black")
        d.text((5, y - 6), f"{v:.0f}" if top >= 20 else f"{v:.1f}", fill="black")
    colors = {peer: (200, 90, 60), "trainwarden": (60, 110, 200)}
    group = (w - left - 40) / len(CLOCKS)
    for gi, clock in enumerate(CLOCKS):
        x0 = left + 20 + gi * group
        d.text((x0, h - bottom + 8), clock, fill="black")
        for si, launcher in enumerate((peer, "trainwarden")):
            s = series[launcher][gi]
            bx = x0 + si * 50
            if s is None:
                d.text((bx, h - bottom - 14), "never", fill=colors[launcher])
                continue
            lo, med, hi = s
            y = h - bottom - plot_h * med / top
            d.rectangle([bx, y, bx + 40, h - bottom], fill=colors[launcher])
            ylo, yhi = (h - bottom - plot_h * v / top for v in (lo, hi))
            d.line([(bx + 20, ylo), (bx + 20, yhi)], fill="black", width=2)
            d.text((bx, y - 14), f"{med:.1f}", fill="black")
    for si, launcher in enumerate((peer, "trainwarden")):
        d.rectangle([w - 200, 15 + si * 16, w - 188, 27 + si * 16], fill=colors[launcher])
        d.text((w - 182, 15 + si * 16), launcher, fill="black")
    img.save(path)
