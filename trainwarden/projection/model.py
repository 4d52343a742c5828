"""The inputs of a goodput projection: a fleet (scale, failure rate, fault mix, checkpointing,
start-up at that scale) and, per launcher, what each kind of fault costs it.

A launcher's cost of one fault is split the way the loss is reported:
- the supervisor's own overhead: detect (fault -> noticed), decide (evidence, attribution,
  choosing the response) and act (its calls: exclusion, checkpoint verification, restart call);
- restart: schedule (restart call -> job running again: requeue, rendezvous; without the wait
  in the queue) plus the fleet's cold start and checkpoint load, the same for every launcher;
- the wait in the scheduler's queue: the fleet's, per restart path (a requeue waits behind
  the cluster's other work; a restart inside the allocation, on a spare in it, does not);
- a human's response time when the launcher cannot handle the fault itself;
- waiting for a spare node when an excluded node has no replacement yet.
"""

from __future__ import annotations

import math
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from trainwarden.timekeeping.durations import Duration

Response = Literal["restart", "exclude", "human"]
RestartPath = Literal["requeue", "in_allocation"]
RESPONSES: dict[str, str] = {
    "restart": "restart on the same nodes (works when the fault does not stay with a node)",
    "exclude": "exclude the faulty node, restart on a spare",
    "human": "wait for a person (stopped, gave up, or restarts that fail the same way)",
}


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class FaultKind(_Strict):
    """One kind of interruption in the fleet's mix."""

    name: str = Field(min_length=1, max_length=64)
    share: float = Field(ge=0, description="relative frequency (normalised over the mix)")
    sticky: bool = Field(
        description="the fault stays with a node: a restart on the same nodes fails again"
    )
    note: str = ""


class FaultCost(_Strict):
    """What one fault of a kind costs a launcher, in seconds (see the module docstring)."""

    detect: Duration = 0.0
    decide: Duration = 0.0
    act: Duration = 0.0
    schedule: Duration = 0.0
    response: Response = "restart"
    restart_path: RestartPath = Field(
        default="requeue",
        description="requeue: back to the scheduler's queue (Fleet.queue_wait.requeue); "
        "in_allocation: a new step inside the job's allocation (spare nodes, in-place restarts)",
    )
    stuck: float = Field(
        default=0.0,
        ge=0.0,
        le=1.0,
        description="probability the response does not bring training back (e.g. restarted "
        "workers hang in rendezvous), so a person must act after all",
    )
    source: str = Field(default="default", description="where these numbers come from")

    @property
    def overhead(self) -> float:
        return self.detect + self.decide + self.act


class LauncherProfile(_Strict):
    name: str = Field(min_length=1, max_length=64)
    description: str = ""
    faults: dict[str, FaultCost] = Field(default_factory=dict, description="fault kind -> cost")
    default: FaultCost = Field(
        default_factory=lambda: FaultCost(response="human", source="default: not described")
    )

    def cost(self, kind: FaultKind) -> FaultCost:
        """The cost of one fault of kind; restarting in place on a sticky fault fails again
        until someone takes the node out, so that is a human response."""
        cost = self.faults.get(kind.name, self.default)
        if kind.sticky and cost.response == "restart":
            return cost.model_copy(update={"response": "human"})
        return cost


class QueueWait(_Strict):
    """Seconds a restarted job waits in the scheduler's queue, per restart path: the site's
    (an empty queue: 0; a busy cluster: minutes to hours for a large job)."""

    requeue: Duration = 0.0
    in_allocation: Duration = 0.0


class Fleet(_Strict):
    """The training run being projected."""

    gpus: int = Field(default=16384, ge=1, le=10_000_000)
    gpus_per_node: int = Field(default=8, ge=1, le=1024)
    failures_per_1000_node_days: float = Field(default=6.5, gt=0, le=100_000)
    days: float = Field(default=30.0, gt=0, le=3650)
    mix: list[FaultKind] = Field(min_length=1)
    checkpoint_interval: Duration = Field(
        default=900.0, description="training time between the starts of two checkpoint saves"
    )
    checkpoint_save: Duration = Field(default=30.0, description="training blocked per save")
    cold_start: Duration = Field(
        default=300.0, description="process start -> first step, at this scale"
    )
    checkpoint_load: Duration = Field(default=120.0, description="restore time at this scale")
    human_response: Duration = Field(
        default=3600.0, description="from a fault needing a person to that person acting"
    )
    spare_nodes: int = Field(default=64, ge=0, description="healthy nodes standing by")
    queue_wait: QueueWait = Field(
        default_factory=QueueWait, description="the wait in the queue per restart path"
    )
    repair: Duration = Field(
        default=2 * 86400.0, description="an excluded node returns to the spares after this"
    )

    @model_validator(mode="after")
    def _check(self) -> Fleet:
        if self.checkpoint_interval <= 0:
            raise ValueError("checkpoint_interval must be > 0")
        if sum(k.share for k in self.mix) <= 0:
            raise ValueError("mix: at least one fault kind needs a share > 0")
        names = [k.name for k in self.mix]
        if len(set(names)) != len(names):
            raise ValueError(f"mix: fault kind names must be unique: {names}")
        return self

    @property
    def nodes(self) -> int:
        return math.ceil(self.gpus / self.gpus_per_node)

    @property
    def failure_rate(self) -> float:
        """Failures per second of running time, all nodes of the job together."""
        return self.nodes * self.failures_per_1000_node_days / 1000.0 / 86400.0

    @property
    def mttf_hours(self) -> float:
        return 1.0 / self.failure_rate / 3600.0

    @property
    def restart_floor(self) -> float:
        return self.cold_start + self.checkpoint_load

    def shares(self) -> list[float]:
        total = sum(k.share for k in self.mix)
        return [k.share / total for k in self.mix]
