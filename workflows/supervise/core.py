"""The supervision's state and the few operations every part of the workflow shares.

`Supervision` exists once the playbook is loaded, so its state is never None: the workflow
class holds the parts that exist before (input, signals received early).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from temporalio import workflow
from temporalio.common import SearchAttributeKey, SearchAttributeUpdate
from temporalio.exceptions import ActivityError, ApplicationError

from trainwarden.workflows.supervise.inputs import one_line
from trainwarden.workflows.supervise.options import action_options

with workflow.unsafe.imports_passed_through():
    from trainwarden.activities.jobs import stop_job
    from trainwarden.activities.models import JobActionResult, StopInput, VerifyCheckpointInput
    from trainwarden.checkpoints.models import CheckpointVerdict
    from trainwarden.lifecycle import (
        WAITING,
        Event,
        HandOver,
        OperatorTimeout,
        Stopped,
        Transition,
        apply,
    )
    from trainwarden.models import JobHandle
    from trainwarden.playbook.schema import Playbook
    from trainwarden.policy import JobContext, checkpoint_location
    from trainwarden.supervision import (
        ActionRecord,
        Incident,
        SignalRecord,
        SignalRequest,
        SuperviseInput,
        SupervisorState,
        trim_signal_records,
    )

TRAINING_JOB = SearchAttributeKey.for_keyword("TrainingJob")
SUPERVISOR_STATE = SearchAttributeKey.for_keyword("SupervisorState")
LAST_FAILURE_CATEGORY = SearchAttributeKey.for_keyword("LastFailureCategory")
RESTART_COUNT = SearchAttributeKey.for_int("RestartCount")
MAX_KEPT_SIGNALS = 50
MAX_KEPT_INCIDENTS = 50


class Interrupted(Exception):
    """A stop signal arrived while waiting; the caller re-evaluates state."""


@dataclass
class Requests:
    """Operator signals not yet acted on (set by the signal handler, consumed by the loop)."""

    stop: SignalRequest | None = None
    resume: SignalRequest | None = None


@dataclass
class EarlyVerify:
    """Checkpoint verification started at detection, alongside evidence and attribution."""

    inp: VerifyCheckpointInput
    started_at: datetime
    handle: workflow.ActivityHandle[CheckpointVerdict]
    finished_at: datetime | None = None  # when the activity finished, not when it was used


class Supervision:
    def __init__(self, inp: SuperviseInput, state: SupervisorState, requests: Requests) -> None:
        self.inp = inp
        self.state = state  # everything the workflow knows; carried across continue-as-new
        self.requests = requests
        self.early_verify: EarlyVerify | None = None

    @property
    def playbook(self) -> Playbook:
        return self.state.playbook.playbook

    @property
    def job(self) -> JobHandle:
        """The running job's handle: every caller runs after the job was started."""
        if self.state.handle is None:
            raise RuntimeError("no job started yet")  # a bug: fails the task, not the workflow
        return self.state.handle

    # ----------------------------------------------------------------- activities
    async def action(self, fn: Any, arg: Any, summary: str) -> Any:
        """Run one step's activity (options: workflows.supervise.options)."""
        return await workflow.execute_activity(
            fn,
            arg,
            **action_options(self.playbook.detection.heartbeat_timeout),
            summary=summary[:400],
        )

    async def stop_job(self, inc: Incident, reason: str) -> None:
        started = workflow.now()
        handle = self.job
        res = await self.action(
            stop_job,
            StopInput(job=self.inp.job, handle=handle, reason=reason, key=key(inc, "stop")),
            f"stop {handle.job_id}: {reason}",
        )
        self.record_action(inc, "stop", started, res=res)

    async def sleep(self, seconds: float, summary: str) -> None:
        """A durable timer that a stop signal interrupts."""
        try:
            await workflow.wait_condition(
                lambda: self.requests.stop is not None, timeout=seconds, timeout_summary=summary
            )
        except TimeoutError:
            return
        raise Interrupted()

    # ----------------------------------------------------------------- incident outcomes
    def record_action(
        self,
        inc: Incident,
        step: str,
        started: datetime,
        *,
        res: JobActionResult | None = None,
        summary: str = "",
        ok: bool = True,
        finished: datetime | None = None,
    ) -> ActionRecord:
        """Append one executed step to an incident (commands from the activity's result)."""
        record = ActionRecord(
            step=step,
            started_at=started,
            finished_at=finished or workflow.now(),
            ok=ok,
            summary=res.summary if res is not None else summary,
            commands=res.commands if res is not None else [],
        )
        inc.actions.append(record)
        return record

    async def stop_and_mark(self, inc: Incident | None, event: Stopped | OperatorTimeout) -> None:
        """Stop the job for an incident, and supervision with it, until an operator resumes
        (the incident is marked stopped when its job was stopped)."""
        if inc is None or self.state.handle is None:
            self.emit(None, event)
            return
        await self.stop_job(inc, event.reason)
        self.emit(inc, event)

    def action_failed(self, err: ActivityError) -> None:
        """An action that must not be retried failed (permission, invalid node, no nodes
        left...): hand the incident to an operator, whose `resume` verifies and restarts."""
        self.emit(
            self.pending_incident(include_waiting=True),
            HandOver(f"{err.activity_type or 'action'} failed: {cause(err)}"),
        )

    def mark_action(self, inc: Incident) -> None:
        if inc.timings.action_at is None:
            inc.timings.action_at = workflow.now()

    # ----------------------------------------------------------------- incidents
    def pending_incident(self, include_waiting: bool = False) -> Incident | None:
        if not self.state.incidents:
            return None
        last = self.state.incidents[-1]
        wanted = {"recovering", *(WAITING if include_waiting else ())}
        return last if last.outcome in wanted else None

    def new_incident(self, trigger: str, observed: str) -> Incident:
        self.state.incident_total += 1
        number = self.state.incident_total
        inc = Incident(
            id=f"{workflow.info().workflow_id}-i{number}",
            number=number,
            trigger=trigger,
            observed=observed,
            run=self.state.handle.run if self.state.handle else 0,
        )
        inc.timings.high_water_step = self.state.high_water_step
        self.state.incidents.append(inc)
        del self.state.incidents[:-MAX_KEPT_INCIDENTS]
        return inc

    def deadline_remaining(self, pending: Incident | None) -> float | None:
        if pending is None or pending.timings.failed_at is None:
            return None
        deadline = pending.timings.failed_at + timedelta(
            seconds=self.playbook.policies.productive_deadline
        )
        return max(1.0, (deadline - workflow.now()).total_seconds())

    def job_context(self) -> JobContext:
        """What decisions depend on besides the attribution, as of now (small: an incident
        records it; the allocation's nodes and ranks are in the evidence bundle's job.json)."""
        s, now = self.state, workflow.now()
        window = timedelta(seconds=self.playbook.policies.restart_window)
        return JobContext(
            job_nodes=self.inp.job.nodes,
            excluded_nodes=dict(s.excluded_nodes),
            restarts=[t for t in s.restarts if now - t <= window],
            restarts_used=s.restart_count,
            now=now,
            has_checkpoint_location=checkpoint_location(self.inp.job, s.handle) is not None,
        )

    # ----------------------------------------------------------------- signals and state
    def record_signal(self, record: SignalRecord, rejected: bool = False) -> None:
        if rejected:
            self.state.rejected_signals += 1
        self.state.signals.append(record)
        trim_signal_records(self.state.signals, MAX_KEPT_SIGNALS)

    def finish_signal(self, req: SignalRequest, name: str, outcome: str) -> None:
        for rec in reversed(self.state.signals):
            if rec.name == name and rec.accepted and rec.reason == req.reason and not rec.outcome:
                rec.outcome = outcome
                return

    def emit(self, inc: Incident | None, event: Event) -> Transition:
        """What happened: trainwarden.lifecycle decides what follows (the supervisor's state,
        the incident's outcome, pending steps, operator deadline, reasons) and sets it; a
        supervisor that moved is shown: log, the workflow's current details, the search
        attribute."""
        t = apply(self.state, inc, event)
        if t.moved:
            workflow.logger.info("state %s: %s", t.state, t.state_reason)
            workflow.set_current_details(f"**{t.state}**: {t.state_reason}")
            self.upsert_search_attributes()
        return t

    def upsert_search_attributes(self, first: bool = False, category: str | None = None) -> None:
        updates: list[SearchAttributeUpdate[Any]] = [
            SUPERVISOR_STATE.value_set(self.state.state),
            RESTART_COUNT.value_set(self.state.restart_count),
        ]
        if first:
            updates.append(TRAINING_JOB.value_set(self.inp.job.name))
        if category is not None:
            updates.append(LAST_FAILURE_CATEGORY.value_set(category))
        workflow.upsert_search_attributes(updates)


async def cancel(handle: Any) -> None:
    handle.cancel()
    try:
        await handle
    except (asyncio.CancelledError, ActivityError):
        pass


def key(inc: Incident, action: str) -> str:
    """Idempotency key of one action of one incident (a retry reuses it, a resume does not)."""
    return f"{inc.id}/{inc.resumes}:{action}"


def cause(err: BaseException) -> str:
    inner = err.__cause__
    if isinstance(inner, ApplicationError):
        return inner.message
    return one_line(inner or err)
