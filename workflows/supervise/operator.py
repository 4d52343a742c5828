"""What operators do: `stop` (also in the middle of a recovery) and `resume` (carry out the
pending or default steps), and what happens when nobody answers in time; the operator
updates (`exclude`, `return_node`, `approve`, `set_mode`, `stop`, `resume`): their validation
(read-only, so a rejected update leaves no trace in history) and what they do."""

from __future__ import annotations

from collections.abc import Callable

from pydantic import ValidationError
from temporalio import workflow
from temporalio.common import RawValue
from temporalio.exceptions import ActivityError, ApplicationError

from trainwarden.workflows.supervise.core import Supervision, cause
from trainwarden.workflows.supervise.exclusion import Exclusion
from trainwarden.workflows.supervise.inputs import check_size, validation_message
from trainwarden.workflows.supervise.steps import StepRunner

with workflow.unsafe.imports_passed_through():
    from trainwarden.activities.jobs import stop_job
    from trainwarden.activities.models import StopInput
    from trainwarden.hostlists import brief
    from trainwarden.lifecycle import OperatorStop, OperatorTimeout, Resumed
    from trainwarden.models import BackendCommand
    from trainwarden.policy import resume_steps
    from trainwarden.supervision import (
        ModeCommand,
        NodeCommand,
        OperatorResult,
        SignalRecord,
        SignalRequest,
    )

UPDATES: dict[str, type[SignalRequest]] = {
    "exclude": NodeCommand,
    "return_node": NodeCommand,
    "approve": SignalRequest,
    "set_mode": ModeCommand,
    "stop": SignalRequest,
    "resume": SignalRequest,
}


class Operator:
    def __init__(self, sup: Supervision, steps: StepRunner, exclusion: Exclusion) -> None:
        self.sup = sup
        self.steps = steps
        self.exclusion = exclusion
        self.approving: SignalRequest | None = None  # the pending resume came from `approve`
        self.resume_update: SignalRequest | None = None  # ... from an update (it waits)

    async def apply_stop(self) -> None:
        sup, s = self.sup, self.sup.state
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
                sup.record_action(pending, "stop", started, res=res)
            sup.finish_signal(req, "stop", "job stopped")
        else:
            pending = None  # nothing stopped for it
            sup.finish_signal(req, "stop", "already stopped")
        by = f"stopped by {req.sender or 'operator'}: {req.reason}"
        sup.emit(pending, OperatorStop(by, stopped=f"operator stop: {req.reason}"))

    async def wait(self, interrupted: Callable[[], bool]) -> None:
        """Stopped or awaiting an operator: wait for `resume` or `stop` (or the deadline).
        Returns early, changing nothing, when `interrupted` (time to continue as new)."""
        sup, s = self.sup, self.sup.state
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
            inc = sup.pending_incident(include_waiting=True)
            timeout = OperatorTimeout("no operator answered in time: job stopped")
            await sup.stop_and_mark(inc, timeout)
            return
        if sup.requests.stop is None and sup.requests.resume is None:
            return  # interrupted: the deadline is carried over
        if sup.requests.stop is not None:
            return  # the main loop applies it (and the deadline goes with it)
        req = sup.requests.resume
        assert req is not None  # the wait ended on a resume
        sup.requests.resume = None
        s.resume_count += 1
        steps = resume_steps(s.pending_steps)
        name = "approve" if req is self.approving else "resume"
        self.approving = None
        verb = "approved" if name == "approve" else "resumed"
        # the lifecycle decides: the last incident is reopened when it waits (the reason it
        # waited stays on record), else a new one opens; pending steps and deadline are cleared
        last = s.incidents[-1] if s.incidents else None
        t = sup.emit(last, Resumed(f"{verb} by {req.sender or 'operator'}: {req.reason}"))
        inc = last
        if t.opens_incident:
            inc = sup.new_incident("operator_resume", f"resume: {req.reason}")
        assert inc is not None  # reopened, or opened
        inc.resumes += 1  # fresh idempotency keys: this is a new, deliberate action
        try:
            await self.steps.run(inc, steps)
        except ActivityError as err:
            sup.action_failed(err)
            sup.finish_signal(req, name, f"{name} failed: {cause(err)}")
            return
        done = (
            f"restarted as run {s.handle.run}"
            if inc.outcome == "recovering" and s.handle
            else f"{inc.outcome}: {inc.outcome_reason}"
        )
        sup.finish_signal(req, name, f"{verb}: {done}")

    # ----------------------------------------------------------------- updates
    def validate(self, name: str, raw: RawValue) -> SignalRequest:
        """The update's request, or ValueError with what is wrong. Read-only: a validator
        runs before the update is accepted, and a rejected update leaves no history event."""
        req = self.decode(name, raw)
        why = self.refusal(name, req)
        if why is not None:
            raise ValueError(f"{name} refused: {why}")
        return req

    def decode(self, name: str, raw: RawValue) -> SignalRequest:
        try:
            check_size(raw)
        except ValueError as err:
            raise ValueError(f"invalid {name}: {err}") from None
        try:
            value = workflow.payload_converter().from_payload(raw.payload)
            req = UPDATES[name].model_validate(value)
        except ValidationError as err:
            raise ValueError(f"invalid {name}: {validation_message(err)}") from None
        except Exception as err:
            raise ValueError(f"invalid {name}: expected a JSON object ({err})") from None
        return req

    def refusal(self, name: str, req: SignalRequest) -> str | None:
        sup, s = self.sup, self.sup.state
        if s.state == "completed":
            return "the job has completed"
        if name == "stop" and sup.requests.stop is not None:
            return "a stop is already pending"
        if name in ("resume", "approve") and sup.requests.resume is not None:
            return "a resume is already pending"
        if name == "resume" and s.state not in ("stopped", "awaiting_operator"):
            return f"nothing to resume: the supervision is {s.state}"
        if name == "approve" and (s.state != "awaiting_operator" or not s.pending_steps):
            return f"nothing to approve: the supervision is {s.state}, no steps proposed"
        if isinstance(req, NodeCommand):
            return self.node_refusal(name, req.node)
        return None

    def node_refusal(self, name: str, node: str) -> str | None:
        s = self.sup.state
        if name == "return_node":
            if node not in s.excluded_nodes:
                listed = ", ".join(sorted(s.excluded_nodes)) or "none"
                return f"unknown node {node}: not excluded by this job (excluded: {listed})"
            return None
        if s.state == "recovering":
            return "a recovery is running: exclude when it waits for an operator, or stop first"
        if not s.incidents:
            return "no incident yet: an exclusion belongs to an incident"
        if node in s.excluded_nodes:
            return f"{node} is already excluded (by {s.excluded_nodes[node]})"
        known = s.handle.nodes if s.handle else []
        if node not in known:
            return f"unknown node {node}: the job runs on {brief(known) or 'no nodes'}"
        return None

    async def update(self, name: str, req: SignalRequest) -> OperatorResult:
        """Carry out an accepted update; recorded (with its sender) like a signal."""
        sup = self.sup
        detail = {"node": req.node} if isinstance(req, NodeCommand) else {}
        if isinstance(req, ModeCommand):
            detail = {"mode": req.mode}
        record = SignalRecord(
            name=name,
            at=workflow.now(),
            accepted=True,
            reason=req.reason,
            sender=req.sender,
            via="update",
            detail=detail,
        )
        sup.record_signal(record)
        commands: list[BackendCommand] = []
        if name == "stop":
            self.request_stop(req)
        elif name in ("resume", "approve"):
            sup.requests.resume = self.resume_update = req
            self.approving = req if name == "approve" else None
        elif isinstance(req, NodeCommand) and name == "exclude":
            commands = await self.exclude(req, record)
        elif isinstance(req, NodeCommand):
            record.outcome = self.return_node(req)
        elif isinstance(req, ModeCommand):
            record.outcome = self.set_mode(req)
        await workflow.wait_condition(lambda: record.outcome is not None)
        s = sup.state
        return OperatorResult(
            update=name,
            outcome=record.outcome or "",
            sender=req.sender,
            state=s.state,
            state_reason=s.state_reason,
            mode=sup.playbook.policies.mode,
            excluded_nodes=dict(s.excluded_nodes),
            commands=commands,
        )

    def request_stop(self, req: SignalRequest) -> None:
        """A stop (signal or update) drops a resume not yet acted on; an update waiting for
        that resume is answered."""
        sup = self.sup
        pending = sup.requests.resume
        if pending is not None and pending is self.resume_update:
            name = "approve" if pending is self.approving else "resume"
            sup.finish_signal(pending, name, "cancelled by stop")
        sup.requests.stop, sup.requests.resume = req, None

    async def exclude(self, req: NodeCommand, record: SignalRecord) -> list[BackendCommand]:
        """Exclude a node from the job for the incident in hand, and tell the cluster's
        node-health ledger (an operator overrides its breaker). Nothing restarts: `approve`
        or `resume` carries on."""
        sup = self.sup
        inc = sup.pending_incident(include_waiting=True) or sup.state.incidents[-1]
        by = req.sender or "operator"
        try:
            res = await self.exclusion.exclude_nodes(
                inc,
                [req.node],
                f"excluded by {by}: {req.reason}",
                sender=by,
                action=f"operator-exclude-{workflow.info().get_current_history_length()}",
            )
        except ActivityError as err:
            record.outcome = f"exclude failed: {cause(err)}"
            raise ApplicationError(record.outcome, type="ExcludeFailed") from None
        then = " ; send approve or resume to go on" if sup.state.state != "supervising" else ""
        record.outcome = f"excluded {req.node} for incident {inc.number}: {res.summary}{then}"
        return list(res.commands)

    def return_node(self, req: NodeCommand) -> str:
        """The job may use the node again at its next restart. The cluster's node-health
        ledger keeps its own view (`warden nodes`, its `return_node` update)."""
        incident = self.sup.state.excluded_nodes.pop(req.node)
        self.sup.upsert_search_attributes()
        return f"{req.node} (excluded by {incident}) may be used again from the next restart"

    def set_mode(self, req: ModeCommand) -> str:
        policies = self.sup.playbook.policies
        if policies.mode == req.mode:
            return f"mode already {req.mode}"
        old, policies.mode = policies.mode, req.mode
        return f"mode {old} -> {req.mode} for this supervision (the playbook file is unchanged)"
