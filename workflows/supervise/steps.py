"""Carries out a rule's steps, one decision at a time.

What to do is decided by the step interpreter (`trainwarden.policy.plan`): this module asks it
for the next decision, runs that decision's activity, tells the interpreter's walk what happened
and asks again. It decides nothing itself; it sequences activities and records what they did.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any

from temporalio import workflow

from trainwarden.workflows.supervise.core import (
    EarlyVerify,
    Interrupted,
    Supervision,
    cancel,
    cause,
    key,
)
from trainwarden.workflows.supervise.exclusion import Exclusion
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
    from trainwarden.checkpoints.models import CheckpointVerdict
    from trainwarden.lifecycle import HandOver, Restarted, Stopped, StopSignalled
    from trainwarden.playbook.steps import NotifyStep, Step, VerifyCheckpointStep
    from trainwarden.policy import (
        ExcludeDecision,
        HandOverDecision,
        Interpreter,
        NotifyDecision,
        ReportDecision,
        RestartDecision,
        SkipDecision,
        StepDecision,
        StopDecision,
        VerifyDecision,
        Walk,
        checkpoint_location,
        early_verify,
        incident_summary,
        no_checkpoint_location,
        restart_summary,
        verify_request,
        verify_summary,
    )
    from trainwarden.supervision import Incident

# A retired patch (deprecate_patch: its pre-patch branch is gone; docs/architecture.md, "Retiring
# patch branches"): early verification always runs where the playbook wants it.
PATCH_VERIFY_DURING_ATTRIBUTION = "verify-checkpoint-during-attribution"


def note(inc: Incident, d: StopDecision | HandOverDecision) -> str | None:
    """The supervisor's state reason for a decision that names the incident (None: its own)."""
    return f"incident {inc.number}: {d.note}" if d.note is not None else None


class StepRunner:
    def __init__(self, sup: Supervision, exclusion: Exclusion) -> None:
        self.sup = sup
        self.exclusion = exclusion

    def interpreter(self, inc: Incident, steps: Sequence[Step]) -> Interpreter:
        loaded = self.sup.state.playbook
        return Interpreter(
            self.sup.playbook, inc.attribution, steps, params=loaded.params, ref=loaded.ref
        )

    async def run(self, inc: Incident, steps: Sequence[Step]) -> None:
        """Carry out playbook steps as the interpreter decides them; a stop signal is honoured
        before each step and during a backoff."""
        sup = self.sup
        interpreter = self.interpreter(inc, steps)
        walk = Walk(
            context=sup.job_context(),
            verified=inc.checkpoint is not None,
            verdict=inc.checkpoint,
            reported=inc.node_health is not None,
        )
        asked = -1  # the step a stop was last checked before
        while True:
            walk.context = sup.job_context()  # excluded nodes and clock as of now
            decision = interpreter.next(walk)
            if decision is None:
                return
            before_steps = isinstance(decision, ReportDecision) and decision.before_steps
            if not before_steps and decision.at != asked:
                asked = decision.at
                if sup.requests.stop is not None:
                    sup.emit(inc, StopSignalled("stopped by signal during recovery"))
                    return
            if not await self.carry_out(inc, decision, interpreter, walk):
                return

    async def carry_out(
        self, inc: Incident, decision: StepDecision, interpreter: Interpreter, walk: Walk
    ) -> bool:
        """One decision's actions; False when the incident leaves the steps (restarted,
        stopped, handed over)."""
        sup = self.sup
        verdict: CheckpointVerdict | None = None
        match decision:
            case ReportDecision():
                await self.exclusion.report(inc, decision)
            case ExcludeDecision():
                if not await self.exclusion.exclude(inc, decision):
                    return False
            case VerifyDecision():
                verdict = await self.verify(inc, decision)
                outcome = interpreter.after_verify(decision.at, verdict)
                if outcome.stop is not None:
                    stop = outcome.stop
                    await sup.stop_and_mark(inc, Stopped(stop.reason, note=note(inc, stop)))
                    return False
                inc.timings.restored_step = outcome.restored_step
            case RestartDecision():
                await self.restart(inc, decision)
                return False
            case StopDecision():
                await sup.stop_and_mark(inc, Stopped(decision.reason, note=note(inc, decision)))
                return False
            case HandOverDecision():
                self.hand_over(inc, decision)
                return False
            case NotifyDecision():
                self.start_notify(inc, decision.step)
            case SkipDecision():  # a step kind this version does not know: nothing unsafe
                workflow.logger.warning("skipping unsupported step %s", decision.step_kind)
        walk.done(decision, verdict)
        return True

    def hand_over(self, inc: Incident, d: HandOverDecision) -> None:
        """Wait for an operator (with a deadline when the step sets one)."""
        deadline = workflow.now() + timedelta(seconds=d.timeout) if d.timeout else None
        if d.recommendation is not None:
            inc.recommendation = d.recommendation
        self.sup.emit(
            inc, HandOver(d.reason, steps=d.steps, deadline=deadline, note=note(inc, d))
        )

    # ----------------------------------------------------------------- verify
    async def verify(self, inc: Incident, d: VerifyDecision) -> CheckpointVerdict:
        """The verdict (recorded in the incident); what it means is the interpreter's."""
        sup, pb = self.sup, self.sup.playbook
        uri = checkpoint_location(sup.inp.job, sup.state.handle)
        started = workflow.now()
        finished: datetime | None = None
        if uri is None:
            verdict = no_checkpoint_location(pb.checkpoint.layout)
        else:
            vin = self.verify_input(uri, d.step)
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
        return verdict

    def verify_input(self, uri: str, step: VerifyCheckpointStep | None) -> VerifyCheckpointInput:
        skip = [bad.as_skip() for bad in self.sup.state.bad_checkpoints]
        req = verify_request(uri, self.sup.playbook.checkpoint, step, skip)
        return VerifyCheckpointInput(**req.model_dump())

    def start_early_verify(self, inc: Incident) -> None:
        """Start verifying checkpoints at detection, concurrently with evidence collection and
        attribution, so the restart need not wait for it afterwards (time-to-action), when the
        policy says so (`trainwarden.policy.early_verify`). `verify` uses its verdict when its
        own request is the same; an unused one is cancelled when the incident's steps are done."""
        sup, pb = self.sup, self.sup.playbook
        uri = checkpoint_location(sup.inp.job, sup.state.handle)
        wanted = early_verify(pb, located=uri is not None)
        if uri is None or wanted is None:
            return
        workflow.deprecate_patch(PATCH_VERIFY_DURING_ATTRIBUTION)
        vin = self.verify_input(uri, wanted.step)
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
    async def restart(self, inc: Incident, d: RestartDecision) -> None:
        sup = self.sup
        handle = sup.job
        if d.backoff > 0:
            try:
                await sup.sleep(d.backoff, f"backoff {d.backoff:g}s before restart")
            except Interrupted:
                sup.emit(inc, StopSignalled("stopped by signal during backoff"))
                return
        checkpoint = (
            CheckpointRef(step=d.from_step, location=d.location)
            if d.from_step is not None and d.location
            else None
        )
        sup.mark_action(inc)
        started = workflow.now()
        excluded = sorted(sup.state.excluded_nodes)
        res = await sup.action(
            restart_job,
            RestartInput(
                job=sup.inp.job,
                handle=handle,
                exclude=excluded,
                checkpoint=checkpoint,
                key=key(inc, "restart"),
                requeue_priority=d.requeue_priority,
            ),
            restart_summary(handle.job_id, checkpoint.step if checkpoint else None, excluded),
        )
        sup.state.handle = res.handle
        if res.handle is not None:  # the requeue's time, None for a restart inside the allocation
            inc.timings.requeued_at = res.handle.queued_at
        sup.state.restart_count += 1
        if d.counted:
            sup.state.restarts.append(started)
        sup.record_action(inc, "restart", started, res=res)
        # the incident stays `recovering`: acted on, waiting for productive training
        sup.emit(inc, Restarted(f"incident {inc.number}: restarted, waiting for progress"))

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
                    "state": sup.state.state,
                    "state_reason": sup.state.state_reason,
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
