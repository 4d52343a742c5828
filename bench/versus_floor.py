"""trainwarden's floor in bench/versus.py: each run's incident floor as `warden report` computes
it (cold start + checkpoint load + lost steps at the pre-failure step time), and the measured
parts against the bench's outside clock: the kernel's start time of the job's launcher processes
(/proc), and the program's step lines as the bench saw them arrive."""

from __future__ import annotations

import os
import re
import statistics
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Protocol


class StampedLine(Protocol):
    t: float
    src: str
    text: str


def process_start(pid: int) -> float | None:
    """Wall time a process started: now minus its age (/proc/PID/stat field 22, in ticks)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
        uptime = float(Path("/proc/uptime").read_text().split()[0])
    except OSError:
        return None
    ticks = int(stat.rsplit(")", 1)[1].split()[19])
    return time.time() - (uptime - ticks / os.sysconf("SC_CLK_TCK"))


def command_starts(marker_var: str, marker: str, needle: bytes) -> list[float]:
    """Start times of this run's processes whose command line holds `needle` (the job's
    command: torchrun, one per node)."""
    starts = []
    for d in Path("/proc").iterdir():
        if not d.name.isdigit():
            continue
        try:
            env = (d / "environ").read_bytes()
            cmd = (d / "cmdline").read_bytes()
        except OSError:
            continue
        if f"{marker_var}={marker}".encode() in env.split(b"\0") and needle in cmd:
            start = process_start(int(d.name))
            if start is not None:
                starts.append(start)
    return starts


def _steps(lines: Iterable[StampedLine], step_line: re.Pattern, src: str) -> dict[str, list]:
    by_src: dict[str, list[tuple[int, float]]] = {}
    for ln in lines:
        m = step_line.search(ln.text)
        if m and ln.src.startswith(src):
            by_src.setdefault(ln.src, []).append((int(m.group(1)), ln.t))
    return by_src


def outside_clocks(
    lines: Iterable[StampedLine], step_line: re.Pattern, upto: float, src: str = "run1/"
) -> tuple[float | None, float | None]:
    """(first step line of the first run, its pace s/step up to `upto`) as the bench saw them."""
    by_src = _steps([ln for ln in lines if ln.t <= upto], step_line, src)
    if not by_src:
        return None, None
    first = min(t for seen in by_src.values() for _, t in seen)
    seen = max(by_src.values(), key=len)
    (s1, t1), (s2, t2) = seen[0], seen[-1]
    return first, ((t2 - t1) / (s2 - s1) if s2 > s1 else None)


def floor_of(status: Any, job: Any) -> dict[str, Any]:
    """The first incident's floor, as `warden report --json` gives it."""
    from trainwarden.reporting.report import job_report

    report = job_report(status, job=job)
    if not report.incidents or report.incidents[0].floor is None:
        return {}
    f = report.incidents[0].floor
    return {
        "parts": {p.name: p.seconds for p in f.parts},
        "floor": f.floor_seconds,
        "time_to_productive": f.time_to_productive,
        "ratio": f.ratio,
        "ratio_at_least": f.ratio_at_least,
        "overhead": f.overhead,
    }


def floor_checks(
    status: Any, started: float | None, first_line: float | None, pace: float | None
) -> dict[str, float | None]:
    """Recorded minus outside, s: the cold start (launcher start -> first step line) and the
    pre-failure step time (the step lines' pace)."""
    cold = status.cold_start if status is not None else None
    inc = status.incidents[0] if status is not None and status.incidents else None
    step = inc.step_time if inc is not None else None
    outside_cold = first_line - started if first_line is not None and started else None
    return {
        "cold start - outside": (
            round(cold.seconds - outside_cold, 2) if cold and outside_cold is not None else None
        ),
        "step time - outside pace": (
            round(step.seconds - pace, 3) if step is not None and pace is not None else None
        ),
    }


def floor_text(floors: list[dict[str, Any]]) -> str:
    """One paragraph over trainwarden's runs: the median floor and parts, and the ratio."""
    done = [f for f in floors if f.get("ratio") is not None]
    if not done:
        return "Floor: no trainwarden run has a complete floor (cold start, load and step time)."

    parts = {k: statistics.median([f["parts"][k] for f in done]) for k in done[0]["parts"]}
    ratios = [f["ratio"] for f in done]
    return (
        f"Floor (trainwarden's `warden report`, {len(done)} of {len(floors)} runs complete): "
        f"median floor {statistics.median([f['floor'] for f in done]):.1f} s = "
        + " + ".join(f"{k.replace('_', ' ')} {v:.2f}" for k, v in parts.items())
        + f"; time-to-productive / floor median {statistics.median(ratios):.2f}x "
        f"(min {min(ratios):.2f}, max {max(ratios):.2f})."
    )


def timeline_of(
    status: Any, t0: float, outside: dict[str, float | None]
) -> dict[str, float | None]:
    """The first incident's milestones and each action's start and end, s from the fault (the
    bench's clock), with the outside clock's `back` and `productive` beside them: where the
    time between the kill and the restarted run's first productive step went."""
    inc = status.incidents[0] if status is not None and status.incidents else None
    if inc is None:
        return {}

    def rel(d: Any) -> float | None:
        return None if d is None else round(d.timestamp() - t0, 3)

    t = inc.timings
    out: dict[str, float | None] = {
        "failed_at": rel(t.failed_at),
        "detected_at": rel(t.detected_at),
        "action_at": rel(t.action_at),
        "attributed_at": rel(t.attributed_at),
    }
    for a in inc.actions:
        out[f"{a.step} start"] = rel(a.started_at)
        out[f"{a.step} end"] = rel(a.finished_at)
    out |= {
        "running_at": rel(t.running_at),
        "resumed_at": rel(t.resumed_at),
        "productive_at": rel(t.productive_at),
        **{f"outside {k}": v for k, v in outside.items()},
    }
    return out


def timeline_text(timelines: dict[str, list[dict[str, float | None]]]) -> str:
    """Per cell (a fault and its timeout: a kill's and a hang's milestones are minutes apart),
    the median of each timeline mark over the runs that have it, in order of the median."""
    lines = []
    for cell, runs in timelines.items():
        keys = dict.fromkeys(k for tl in runs for k in tl)
        med = {
            k: statistics.median(vs)
            for k in keys
            if (vs := [tl[k] for tl in runs if tl.get(k) is not None])
        }
        if not med:
            continue
        marks = ", ".join(f"{k} {v:.2f}" for k, v in sorted(med.items(), key=lambda kv: kv[1]))
        lines.append(
            f"trainwarden's incident timeline, {cell} (median s from the fault, "
            f"{len(runs)} runs): {marks}."
        )
    return "\n\n".join(lines)
