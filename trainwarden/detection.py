"""Anomaly detection over one observation of a running job (pure, so it is unit-testable).

Hang: the job is RUNNING but no rank finished a step for `hang_threshold` seconds; before the
run's first step the limit is `hang_threshold_initial` (start-up grace), and while a rank is
inside a `progress.phase(name)` that has a limit, that limit applies instead. A job with no
progress source at all (`progress_source == "none"`) is never declared hung.
First sign: the job is still RUNNING but a rank exited, a fatal line appeared or a node left
service (trainwarden.firstsign): a failure, timed by the sign's own clock. It is checked before
the hang clock, so one fault is one detection, never a first sign and a hang.
Straggler: one node's recent compute times are persistently above its peers' (median-based, so
one slow sample or one noisy rank does not trigger it).
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime

from trainwarden.firstsign import earliest, summary
from trainwarden.models import TERMINAL_STATES, FirstSign, JobObservation
from trainwarden.playbook.schema import Detection
from trainwarden.progresslog.settings import ProgressSettings


@dataclass(frozen=True)
class Anomaly:
    kind: str  # "failed" | "completed" | "hang" | "straggler"
    detail: str
    at: datetime | None = None
    node: str | None = None
    signs: tuple[FirstSign, ...] = ()


def detect_first_sign(obs: JobObservation) -> Anomaly | None:
    """A failure seen while the job runs, at its earliest sign's own time."""
    if obs.state != "RUNNING" or not obs.first_signs:
        return None
    first = earliest(obs.first_signs)
    assert first is not None
    return Anomaly("failed", summary(obs.first_signs), first.at, first.node, tuple(obs.first_signs))


def last_progress(obs: JobObservation) -> datetime | None:
    """When the job last made progress: its newest step, else when it entered its state."""
    times = [r.at for r in obs.ranks if r.at is not None]
    if obs.state_since is not None:
        times.append(obs.state_since)
    return max(times) if times else None


def find_straggler(
    obs: JobObservation, min_ratio: float, min_samples: int
) -> tuple[str, float] | None:
    """Return (node, ratio) when one node is persistently slower than the rest."""
    per_node: dict[str, list[float]] = {}
    for r in obs.ranks:
        samples = r.step_seconds[-min_samples:]
        if len(samples) < min_samples:
            return None
        per_node.setdefault(r.node, []).extend(samples)
    if len(per_node) < 3:
        return None  # with two nodes there is no majority to call one of them slow
    medians = {node: statistics.median(v) for node, v in per_node.items()}
    slowest = max(medians, key=lambda n: medians[n])
    peers = [m for n, m in medians.items() if n != slowest]
    baseline = statistics.median(peers)
    if baseline <= 0:
        return None
    ratio = medians[slowest] / baseline
    # persistent: most of the node's own recent samples are slow, not just the median
    slow_share = sum(1 for s in per_node[slowest] if s > min_ratio * baseline) / len(
        per_node[slowest]
    )
    if ratio >= min_ratio and slow_share >= 0.8:
        return slowest, round(ratio, 2)
    return None


NO_PROGRESS_SOURCE = "no progress source: hang detection off"


def detect_hang(
    obs: JobObservation,
    now: datetime,
    hang_threshold: float,
    hang_threshold_initial: float | None = None,
    phase_limits: Mapping[str, float] | None = None,
) -> Anomaly | None:
    """A hang of a RUNNING job, under the start-up grace and phase limits."""
    if obs.progress_source == "none":
        return None
    in_phase = [
        (r.phase_since, r.phase, r)
        for r in obs.ranks
        if r.phase and r.phase_since is not None and phase_limits and r.phase in phase_limits
    ]
    if phase_limits and in_phase:  # a rank saving or loading a checkpoint holds the others up
        for since, phase, r in sorted(in_phase, key=lambda p: p[0]):
            limit = phase_limits[phase]
            waited = (now - since).total_seconds()
            if waited > limit:
                return Anomaly(
                    "hang",
                    f"rank {r.rank} in phase {phase} for {waited:.1f}s (limit {limit:g}s) "
                    f"at step {obs.step}",
                    since,
                    r.node or None,
                )
        return None
    progress = last_progress(obs)
    starting = not any(r.at is not None for r in obs.ranks)
    threshold = hang_threshold_initial if starting and hang_threshold_initial else hang_threshold
    if progress is not None and (now - progress).total_seconds() > threshold:
        what = "no step yet in this run" if starting else "no step completed"
        return Anomaly(
            "hang",
            f"{what} for {(now - progress).total_seconds():.1f}s "
            f"(threshold {threshold:g}s) at step {obs.step}",
            progress,
        )
    return None


def detect_anomaly(
    obs: JobObservation,
    now: datetime,
    settings: Detection,
    progress: ProgressSettings | None = None,
) -> Anomaly | None:
    """The anomaly in one observation, under the playbook's detection settings and its
    progress section (start-up grace, phase limits)."""
    progress = progress or ProgressSettings()
    if obs.state == "COMPLETED":
        return Anomaly("completed", "job completed", obs.state_since)
    if obs.state in TERMINAL_STATES:
        bits = [f"job {obs.state}"]
        if obs.exit_code is not None:
            bits.append(f"exit code {obs.exit_code}")
        if obs.reason:
            bits.append(obs.reason)
        return Anomaly("failed", ", ".join(bits), obs.state_since)
    if obs.state != "RUNNING":
        return None
    sign = detect_first_sign(obs)
    if sign is not None:
        return sign
    hang = detect_hang(
        obs, now, settings.hang_threshold, progress.hang_threshold_initial, progress.phase_limits
    )
    if hang is not None:
        return hang
    if settings.straggler.enabled:
        found = find_straggler(
            obs, min_ratio=settings.straggler.min_ratio, min_samples=settings.straggler.min_samples
        )
        if found:
            node, ratio = found
            return Anomaly("straggler", f"{node} steps {ratio}x slower than its peers", None, node)
    return None
