"""Whether a restart is within budget, whether it counts against it, and how long to back off."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta

from pydantic import BaseModel

from trainwarden.playbook.schema import Policies


class RestartPlan(BaseModel):
    allowed: bool
    counted: bool = True
    backoff: float = 0.0
    reason: str = ""


def plan_restart(
    policies: Policies, *, now: datetime, restarts: Sequence[datetime], category: str | None
) -> RestartPlan:
    """Budget: at most `max_restarts` counted restarts within `restart_window`; preemptions are
    not counted unless `count_preemptions`. Backoff: `initial * multiplier ** recent`, capped."""
    window = timedelta(seconds=policies.restart_window)
    recent = sum(1 for t in restarts if now - t <= window)
    counted = not (category == "preemption" and not policies.count_preemptions)
    if counted and recent >= policies.max_restarts:
        return RestartPlan(
            allowed=False,
            counted=counted,
            reason=f"restart budget exhausted: {recent} restarts within "
            f"{policies.restart_window:g}s (max {policies.max_restarts})",
        )
    b = policies.backoff
    return RestartPlan(
        allowed=True, counted=counted, backoff=min(b.initial * b.multiplier**recent, b.max)
    )


def restart_summary(job_id: str, checkpoint_step: int | None, excluded: Sequence[str]) -> str:
    """The restart activity's summary in history."""
    text = f"restart {job_id} from " + (
        f"step {checkpoint_step}" if checkpoint_step is not None else "scratch"
    )
    return text + (f" excluding {', '.join(sorted(excluded))}" if excluded else "")
