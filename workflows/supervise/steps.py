"""Runs a rule's steps in order, dispatching on the step model.

Every decision (limits, budget, backoff, what to verify) comes from `trainwarden.policy`; this
module only sequences activities and records what they did.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any

from pydantic import TypeAdapter
from temporalio import workflow

from trainwarden.workflows.supervise.core import (
    EarlyVerify,
    Interrupted,
    Supervision,
    cancel,
    cause,
    key,
)
from trainwarden.workflows.supervise.exclusion import ExclusionSteps
from trainwarden.workflows.supervise.options import action_options, notify_options

with workflow.unsafe.imports_passed_through():
    from trainwarden.activities.backends.base import CheckpointRef
    from trainwarden.activities.checkpoints import verify_checkpoint
    from trainwarden.activities.jobs import restart_job
    from trainwarden.activities.models import (
        RestartInput,
        VerifyCheckpointInput,
    )
    from trainwarden.activities.notify import NotifyInput, notify_webhook
    from trainwarden.checkpoints.verify import CheckpointVerdict
    from trainwarden.playbook.steps import (
        ExcludeStep,
        NotifyStep,
        RestartStep,
        Step,
        StopStep,
        VerifyCheckpointStep,
        WaitForOperatorStep,
    )
    from trainwarden.policy import (
        checkpoint_location,
        incident_summary,
        no_checkpoint_location,
        no_checkpoint_reason,
        plan_restart,
        restart_summary,
        verify_request,
        verify_summary,
    )
    from trainwarden.supervision import Incident

STEP_LIST = TypeAdapter(list[Step])
# Changes to running code (workflow.patched ids; histories recorded before them replay unchanged).
PATCH_VERIFY_DURING_ATTRIBUTION = "verify-checkpoint-during-attribution"


class StepRunner(ExclusionSteps):
    def __init__(self, sup: Supervision) -> None:
        self.sup = sup

    async def run(self, inc: Incident, steps: Sequence[dict[str, Any]]) -> None:
        """Run playbook steps in order; a stop signal is honoured between and during steps.
        Each step returns False when the incident leaves the steps (stopped, handed over)."""
        sup = self.sup
        verdict: CheckpointVerdict | None = inc.checkpoint
        parsed = STEP_LIST.validate_python(list(steps))
        if not any(isinstance(step, ExcludeStep) for step in parsed):
            await self.report_nodes(inc)
        for i, step in enumerate(parsed):
            if sup.requests.stop is not None:
                inc.outcome, inc.outcome_reason = "stopped", "stopped by signal during recovery"
                return
            match step:
                case ExcludeStep():
                    if not await self.exclude(inc, step):
                        return
                case VerifyCheckpointStep():
                    verdict = await self.verify(inc, step)
                    if verdict is None:
                        return
                case RestartStep():
                    if verdict is None:
                        verdict = await self.verify(inc, None)
                        if verdict is None:
                            return
                    if not await self.restart(inc, verdict):
                        return
                case StopStep(reason=reason):
                    await sup.stop_and_mark(inc, reason, f"incident {inc.number}: {reason}")
                    return
                case WaitForOperatorStep(reason=reason, timeout=timeout):
                    reason = reason or "playbook waits for an operator"
                    if timeout:
                        sup.s.operator_deadline = workflow.now() + timedelta(seconds=timeout)
                    sup.hand_to_operator(
                        inc,
                        reason,
                        steps=[s.model_dump(mode="json") for s in parsed[i + 1 :]],
                        state_reason=f"incident {inc.number}: {reason}",
                    )
                    return
                case NotifyStep():
                    self.start_notify(inc, step)
                case _:  # a step kind this workflow version does not know: do nothing unsafe
                    workflow.logger.warning("skipping unsupported step %s", step.kind)

    # ----------------------------------------------------------------- verify
    async def verify(
        self, inc: Incident, step: VerifyCheckpointStep | None
    ) -> CheckpointVerdict | None:
        """The verdict to restart from; None when the playbook says to stop."""
        sup, pb = self.sup, self.sup.playbook
        uri = checkpoint_location(sup.inp.job, sup.s.handle)
        started = workflow.now()
        finished: datetime | None = None
        if uri is None:
            verdict = no_checkpoint_location(pb.checkpoint.layout)
        else:
            vin = self.verify_input(uri, step)
            early, sup.early_verify = sup.early_verify, None
            if early is not None and early.inp == vin:
                # started at detection with these very options: its result is the answer
                started = early.started_at
                verdict = await early.handle
                finished = early.finished_at
            else:
                if early is not None:
                    await cancel(early.handle)
                verdict = await sup.action(
                    verify_checkpoint, vin, f"verify checkpoints at {uri} ({pb.checkpoint.layout})"
                )
        inc.checkpoint = verdict
        sup.record_action(
            inc,
            "verify_checkpoint",
            started,
            summary=verify_summary(verdict),
            ok=verdict.usable,
            finished=finished,
        )
        if verdict.usable:
            inc.timings.restored_step = verdict.step
            return verdict
        if pb.policies.on_no_checkpoint == "restart_from_scratch":
            inc.timings.restored_step = 0
            return verdict
        loaded = sup.s.playbook
        reason = no_checkpoint_reason(verdict, loaded.params, loaded.ref)
        await sup.stop_and_mark(inc, reason, f"incident {inc.number}: {reason}")
        return None

    def verify_input(self, uri: str, step: VerifyCheckpointStep | None) -> VerifyCheckpointInput:
        skip = [bad.as_skip() for bad in self.sup.s.bad_checkpoints]
        req = verify_request(uri, self.sup.playbook.checkpoint, step, skip)
        return VerifyCheckpointInput(**req.model_dump())

    def start_early_verify(self, inc: Incident) -> None:
        """Start verifying checkpoints at detection, concurrently with evidence collection and
        attribution, so the restart need not wait for it afterwards (time-to-action).

        Only in auto mode, when some rule verifies or restarts; its input is that of a plain
        `verify_checkpoint` step. A step with other options (checksums, rollback) runs its own
        verification and this one is cancelled; an unused one is cancelled when the incident's
        steps are done. Verification only reads, so starting it early changes nothing."""
        sup, pb = self.sup, self.sup.playbook
        uri = checkpoint_location(sup.inp.job, sup.s.handle)
        kinds = {step.kind for rule in pb.rules for step in rule.steps}
        wanted = pb.policies.mode == "auto" and bool(kinds & {"verify_checkpoint", "restart"})
        if uri is None or not wanted or not workflow.patched(PATCH_VERIFY_DURING_ATTRIBUTION):
            return
        vin = self.verify_input(uri, None)
        activity = workflow.start_activity(
            verify_checkpoint,
            vin,
            **action_options(pb.detection.heartbeat_timeout),
            summary=f"verify checkpoints at {uri} ({pb.checkpoint.layout}) for incident "
            f"{inc.number}, alongside attribution"[:400],
        )
        early = EarlyVerify(inp=vin, started_at=workflow.now(), handle=activity)

        def finished(_: Any) -> None:
            early.finished_at = workflow.now()

        activity.add_done_callback(finished)
        sup.early_verify = early

    async def drop_early_verify(self) -> None:
        early, self.sup.early_verify = self.sup.early_verify, None
        if early is not None and not early.handle.done():
            await cancel(early.handle)

    # ----------------------------------------------------------------- restart
    async def restart(self, inc: Incident, verdict: CheckpointVerdict) -> bool:
        sup, pb = self.sup, self.sup.playbook
        handle = sup.job
        plan = plan_restart(
            pb.policies,
            now=workflow.now(),
            restarts=sup.s.restarts,
            category=inc.attribution.category if inc.attribution else None,
        )
        if not plan.allowed:
            await sup.stop_and_mark(inc, plan.reason)
            return False
        if plan.backoff > 0:
            try:
                await sup.sleep(plan.backoff, f"backoff {plan.backoff:g}s before restart")
            except Interrupted:
                inc.outcome, inc.outcome_reason = "stopped", "stopped by signal during backoff"
                return False
        checkpoint = (
            CheckpointRef(step=verdict.step, location=verdict.location)
            if verdict.usable and verdict.step is not None and verdict.location
            else None
        )
        sup.mark_action(inc)
        started = workflow.now()
        excluded = sorted(sup.s.excluded_nodes)
        res = await sup.action(
            restart_job,
            RestartInput(
                job=sup.inp.job,
                handle=handle,
                exclude=excluded,
                checkpoint=checkpoint,
                key=key(inc, "restart"),
                requeue_priority=pb.policies.requeue_priority,
            ),
            restart_summary(handle.job_id, checkpoint.step if checkpoint else None, excluded),
        )
        sup.s.handle = res.handle
        if res.handle is not None:  # None for a restart inside the allocation (spares)
            inc.timings.requeued_at = res.handle.queued_at
        sup.s.restart_count += 1
        if plan.counted:
            sup.s.restarts.append(started)
        sup.record_action(inc, "restart", started, res=res)
        inc.outcome = "recovering"
        sup.set_state("supervising", f"incident {inc.number}: restarted, waiting for progress")
        return True

    # ----------------------------------------------------------------- notify
    def start_notify(self, inc: Incident, step: NotifyStep) -> None:
        """Start the webhook without awaiting it: notifications never hold up recovery. Its
        outcome is written into the incident's `notify` action when it finishes."""
        sup = self.sup
        summary = incident_summary(inc.number, sup.inp.job.name, inc.trigger, inc.attribution)
        now = workflow.now()
        record = sup.record_action(inc, "notify", now, summary="sending")
        record.finished_at = None  # until the webhook answers
        handle = workflow.start_activity(
            notify_webhook,
            NotifyInput(
                step=step,
                context={
                    "incident": inc.model_dump(mode="json"),
                    "job": sup.inp.job.name,
                    "workflow_id": workflow.info().workflow_id,
                    "state": sup.s.state,
                    "state_reason": sup.s.state_reason,
                    "summary": summary,
                },
            ),
            **notify_options(float(step.timeout), step.retries),
            summary=f"notify: {summary}"[:400],
        )

        def finished(done: Any) -> None:
            record.finished_at = workflow.now()
            if done.cancelled():
                record.ok, record.summary = False, "cancelled"
                return
            err = done.exception()
            if err is None:
                res = done.result()
                record.summary = f"sent {res.bytes_sent} bytes to {res.target}: {res.status}"
            else:
                record.ok, record.summary = False, f"not sent: {cause(err)}"

        handle.add_done_callback(finished)
