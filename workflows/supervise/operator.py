"""What operators do: `stop` (also in the middle of a recovery) and `resume` (carry out the
pending or default steps), and what happens when nobody answers in time."""

from __future__ import annotations

from collections.abc import Callable

from temporalio import workflow
from temporalio.exceptions import ActivityError

from workflows.supervise.core import WAITING, Supervision, cause
from workflows.supervise.steps import StepRunner

with workflow.unsafe.imports_passed_through():
    from activities.jobs import stop_job
    from activities.models import StopInput
    from trainwarden.policy import DEFAULT_RESUME_STEPS, resume_steps


class Operator:
    def __init__(self, sup: Supervision, steps: StepRunner) -> None:
        self.sup = sup
        self.steps = steps

    async def apply_stop(self) -> None:
        sup, s = self.sup, self.sup.s
        req = sup.requests.stop
        assert req is not None  # called when a stop is pending
        sup.requests.stop = None
        s.stop_count += 1
        pending = sup.pending_incident()
        if s.state != "stopped" and s.handle is not None:
            reason = f"operator stop: {req.reason}"
            started = workflow.now()
            res = await sup.action(
                stop_job,
                StopInput(
                    job=sup.inp.job,
                    handle=s.handle,
                    reason=reason,
                    key=f"{workflow.info().workflow_id}:stop-{s.stop_count}",
                ),
                f"stop {s.handle.job_id}: {req.reason}",
            )
            if pending is not None:
                pending.outcome, pending.outcome_reason = "stopped", reason
                sup.record_action(pending, "stop", started, res=res)
            sup.finish_signal(req, "stop", "job stopped")
        else:
            sup.finish_signal(req, "stop", "already stopped")
        s.pending_steps = [dict(step) for step in DEFAULT_RESUME_STEPS]
        sup.set_state("stopped", f"stopped by {req.sender or 'operator'}: {req.reason}")

    async def wait(self, interrupted: Callable[[], bool]) -> None:
        """Stopped or awaiting an operator: wait for `resume` or `stop` (or the deadline).
        Returns early, changing nothing, when `interrupted` (time to continue as new)."""
        sup, s = self.sup, self.sup.s
        deadline = s.operator_deadline if s.state == "awaiting_operator" else None
        try:
            await workflow.wait_condition(
                lambda: (
                    sup.requests.resume is not None
                    or sup.requests.stop is not None
                    or interrupted()
                ),
                timeout=(
                    max(0.001, (deadline - workflow.now()).total_seconds()) if deadline else None
                ),
                timeout_summary="operator timeout",
            )
        except TimeoutError:
            s.operator_deadline = None
            inc = sup.pending_incident(include_waiting=True)
            await sup.stop_and_mark(inc, "no operator answered in time: job stopped")
            return
        if sup.requests.stop is None and sup.requests.resume is None:
            return  # interrupted: the deadline is carried over
        s.operator_deadline = None
        if sup.requests.stop is not None:
            return  # the main loop applies it
        req = sup.requests.resume
        assert req is not None  # the wait ended on a resume
        sup.requests.resume = None
        s.resume_count += 1
        steps = resume_steps(s.pending_steps)
        s.pending_steps = []
        inc = sup.pending_incident(include_waiting=True)
        if inc is None or inc.outcome not in WAITING:
            inc = sup.new_incident("operator_resume", f"resume: {req.reason}")
        inc.resumes += 1  # fresh idempotency keys: this is a new, deliberate action
        inc.outcome = "recovering"
        sup.set_state("recovering", f"resumed by {req.sender or 'operator'}: {req.reason}")
        try:
            await self.steps.run(inc, steps)
        except ActivityError as err:
            sup.action_failed(err)
            sup.finish_signal(req, "resume", f"resume failed: {cause(err)}")
            return
        done = (
            f"restarted as run {s.handle.run}"
            if inc.outcome == "recovering" and s.handle
            else f"{inc.outcome}: {inc.outcome_reason}"
        )
        sup.finish_signal(req, "resume", f"resumed: {done}")
