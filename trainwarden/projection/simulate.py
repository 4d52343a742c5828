"""Monte Carlo projection of ETTR (effective training time ratio) over a long run.

Model (docs/goodput.md):
- failures arrive as a Poisson process over the job's running time (training and checkpoint
  saves), at the fleet's rate for all its nodes; no failure strikes during a recovery;
- training proceeds in segments of checkpoint_interval of training followed by a blocking save of
  checkpoint_save; a checkpoint is durable once its save ends;
- a failure throws away the running time since the last durable checkpoint (recomputation), then
  costs the launcher's response for the fault's kind: its own overhead (detect + decide + act),
  a person's response time if it needs one (always for `human`; with probability `stuck` for
  the others), a spare node if one must be taken, scheduling,
  and the fleet's cold start + checkpoint load; then the segment starts again;
- an excluded (or by a person replaced) node goes to repair and returns to the spares after
  `repair`; without a spare, the restart waits for the next node back from repair.
ETTR = productive training time (training kept, saves excluded) / wall time of the run.
"""

from __future__ import annotations

import heapq
import math
import random
import statistics
from typing import Any

from pydantic import BaseModel, Field

from trainwarden.projection.model import Fleet, LauncherProfile

LOSS_BUCKETS: dict[str, str] = {
    "supervisor_overhead": "own overhead (detect + decide + act)",
    "human_response": "waiting for a person",
    "spare_wait": "waiting for a spare node",
    "restart": "restart (scheduling + cold start + load)",
    "queue_wait": "waiting in the scheduler's queue",
    "recomputation": "recomputation since the last checkpoint",
    "checkpoint_saves": "checkpoint saves",
}


class RunTally(BaseModel):
    """One simulated run: seconds by bucket."""

    wall: float
    productive: float
    failures: int = 0
    loss: dict[str, float] = Field(default_factory=lambda: dict.fromkeys(LOSS_BUCKETS, 0.0))
    by_kind: dict[str, float] = Field(default_factory=dict, description="kind -> loss seconds")
    failures_by_kind: dict[str, int] = Field(default_factory=dict)

    @property
    def ettr(self) -> float:
        return self.productive / self.wall


class LauncherProjection(BaseModel):
    launcher: str
    description: str
    runs: int
    ettr: float = Field(description="mean over runs")
    ettr_p05: float
    ettr_p95: float
    closed_form_ettr: float = Field(
        description="expectation without spare shortage and horizon effects (Wald)"
    )
    failures: float = Field(description="mean failures per run")
    loss_share: dict[str, float] = Field(description="bucket -> mean fraction of wall time")
    loss_share_by_kind: dict[str, float]
    failures_by_kind: dict[str, float]
    responses: dict[str, dict[str, Any]] = Field(
        description="fault kind -> the response and costs used"
    )

    @property
    def overhead_points(self) -> float:
        """Percentage points of ETTR the supervisor's own overhead costs."""
        return self.loss_share["supervisor_overhead"] * 100.0


def simulate_run(fleet: Fleet, profile: LauncherProfile, rng: random.Random) -> RunTally:
    horizon = fleet.days * 86400.0
    lam = fleet.failure_rate
    c, s = fleet.checkpoint_interval, fleet.checkpoint_save
    seg = c + s
    kinds = fleet.mix
    weights = fleet.shares()
    costs = [profile.cost(k) for k in kinds]
    tally = RunTally(wall=horizon, productive=0.0)
    spares = fleet.spare_nodes
    returns: list[float] = []  # times at which nodes in repair come back
    t = 0.0
    pos = 0.0  # running time into the current segment
    while t < horizon:
        x = rng.expovariate(lam)
        run = min(x, horizon - t)
        done = math.floor((pos + run) / seg)
        tally.productive += done * c
        tally.loss["checkpoint_saves"] += done * s
        pos = pos + run - done * seg
        t += run
        if x > run:  # the run ends before the next failure: training so far is kept
            tally.productive += min(pos, c)
            tally.loss["checkpoint_saves"] += max(0.0, pos - c)
            break
        # a failure: the running time since the last durable checkpoint is lost
        i = rng.choices(range(len(kinds)), weights)[0]
        kind, cost = kinds[i], costs[i]
        tally.failures += 1
        tally.failures_by_kind[kind.name] = tally.failures_by_kind.get(kind.name, 0) + 1
        lost_before = sum(tally.loss.values())
        tally.loss["recomputation"] += pos
        pos = 0.0
        steps = [("supervisor_overhead", cost.overhead)]
        if cost.response == "human" or (cost.stuck and rng.random() < cost.stuck):
            steps.append(("human_response", fleet.human_response))
        if kind.sticky:  # the node is replaced: take a spare or wait for a repaired one
            ready = t + sum(d for _, d in steps)
            while returns and returns[0] <= ready:
                heapq.heappop(returns)
                spares += 1
            if spares > 0:
                spares -= 1
            else:
                back = heapq.heappop(returns)
                steps.append(("spare_wait", back - ready))
            heapq.heappush(returns, ready + fleet.repair)
        steps.append(("queue_wait", getattr(fleet.queue_wait, cost.restart_path)))
        steps.append(("restart", cost.schedule + fleet.restart_floor))
        for bucket, seconds in steps:
            spent = min(seconds, horizon - t)
            tally.loss[bucket] += spent
            t += spent
        tally.by_kind[kind.name] = (
            tally.by_kind.get(kind.name, 0.0) + sum(tally.loss.values()) - lost_before
        )
    return tally


def closed_form_ettr(fleet: Fleet, mean_recovery: float) -> float:
    """Expected ETTR with failures at rate lam over running time, recovery R (mean), segments of
    C training + s save: E[wall per segment] = (1/lam + R)(e^(lam (C+s)) - 1), ETTR = C / that."""
    lam = fleet.failure_rate
    seg = fleet.checkpoint_interval + fleet.checkpoint_save
    return fleet.checkpoint_interval / ((1.0 / lam + mean_recovery) * math.expm1(lam * seg))


def mean_recovery(fleet: Fleet, profile: LauncherProfile) -> float:
    """Mean recovery seconds per failure over the mix, spares never short."""
    total = 0.0
    for kind, weight in zip(fleet.mix, fleet.shares(), strict=True):
        cost = profile.cost(kind)
        human = fleet.human_response * (1.0 if cost.response == "human" else cost.stuck)
        queue = getattr(fleet.queue_wait, cost.restart_path)
        total += weight * (cost.overhead + human + queue + cost.schedule + fleet.restart_floor)
    return total


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if len(ordered) == 1:
        return ordered[0]
    k = (len(ordered) - 1) * q
    lo, hi = math.floor(k), math.ceil(k)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def project(
    fleet: Fleet, profile: LauncherProfile, *, runs: int = 20, seed: int = 0
) -> LauncherProjection:
    """runs simulated runs of the fleet under profile, seeded (same seed: same failures)."""
    rng = random.Random(seed)
    tallies = [simulate_run(fleet, profile, rng) for _ in range(runs)]
    ettrs = [t.ettr for t in tallies]
    names = [k.name for k in fleet.mix]
    return LauncherProjection(
        launcher=profile.name,
        description=profile.description,
        runs=runs,
        ettr=round(statistics.fmean(ettrs), 6),
        ettr_p05=round(_quantile(ettrs, 0.05), 6),
        ettr_p95=round(_quantile(ettrs, 0.95), 6),
        closed_form_ettr=round(closed_form_ettr(fleet, mean_recovery(fleet, profile)), 6),
        failures=statistics.fmean(t.failures for t in tallies),
        loss_share={
            b: round(statistics.fmean(t.loss[b] / t.wall for t in tallies), 6) for b in LOSS_BUCKETS
        },
        loss_share_by_kind={
            n: round(statistics.fmean(t.by_kind.get(n, 0.0) / t.wall for t in tallies), 6)
            for n in names
        },
        failures_by_kind={
            n: statistics.fmean(t.failures_by_kind.get(n, 0) for t in tallies) for n in names
        },
        responses={k.name: profile.cost(k).model_dump(mode="json") for k in fleet.mix},
    )
