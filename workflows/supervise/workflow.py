"""SuperviseTrainingJob: one durable workflow per training job.

The workflow only decides; every look at or change to the world is an activity. It watches the
job through one long-running heartbeating monitor activity, and on an anomaly runs the playbook:
collect evidence, attribute, pick the first matching rule, run its steps. State (restart budget,
exclusions, incidents with their timings) is carried across continue-as-new.
"""

from __future__ import annotations

from collections.abc import Sequence

from temporalio import workflow
from temporalio.common import RawValue
from temporalio.exceptions import ActivityError, ApplicationError

from trainwarden.workflows.supervise.core import Requests, Supervision
from trainwarden.workflows.supervise.exclusion import Exclusion
from trainwarden.workflows.supervise.incidents import IncidentHandler
from trainwarden.workflows.supervise.inputs import decode_input, decode_signal
from trainwarden.workflows.supervise.operator import Operator
from trainwarden.workflows.supervise.options import load_playbook_options
from trainwarden.workflows.supervise.shadow import load_shadow
from trainwarden.workflows.supervise.steps import StepRunner
from trainwarden.workflows.supervise.watch import apply_event, watch_once

with workflow.unsafe.imports_passed_through():
    from trainwarden.activities.jobs import start_job
    from trainwarden.activities.models import LoadPlaybookInput, StartJobInput
    from trainwarden.activities.playbooks import load_playbook
    from trainwarden.hostlists import brief
    from trainwarden.lifecycle import Started
    from trainwarden.supervision import (
        OperatorResult,
        SignalRecord,
        SuperviseInput,
        SupervisorState,
        SupervisorStatus,
    )

# Retired (deprecate_patch: the pre-patch branch, which failed the workflow, is gone;
# docs/architecture.md, "Retiring patch branches").
PATCH_FAILED_ACTION_TO_OPERATOR = "failed-action-to-operator"
# Changes to running code (workflow.patched ids; histories recorded before them replay unchanged).
PATCH_CONTINUE_AS_NEW_BY_SIGNALS = "continue-as-new-by-signals"
# Continue-as-new well below the server's limits (50 MB and 51,200 events by default).
CONTINUE_AS_NEW_STATES = ("supervising", "stopped", "awaiting_operator")
# The state carried across continue-as-new is one payload: keep it well under the server's blob
# limit (512 KiB on the servers the product starts, workers/devserver.py) with room for the
# input around it.
CARRIED_MAX_BYTES = 400_000


def start_key(info: workflow.Info) -> str:
    """The start's idempotency key: a retried start finds its own submission, while a new
    supervision under the same id (a roll-out after the old one was terminated) is a new start
    that attaches to the running job instead of replaying the first one's submission. The job
    starts in the first run of a chain (the handle is carried), so its run id names it."""
    return f"{info.workflow_id}:start-{info.run_id}"


@workflow.defn(name="SuperviseTrainingJob")
class SuperviseTrainingJob:
    @workflow.init
    def __init__(self, raw: RawValue) -> None:
        # The input is decoded here, not by the SDK: a bad input then fails the workflow (with
        # the field and the rule) instead of failing its task over and over.
        self.inp: SuperviseInput | None
        self.inp, self.input_error = decode_input(raw)
        self.requests = Requests()
        self.sup: Supervision | None = None  # exists once the playbook is loaded
        # signals that arrive before the playbook is loaded are recorded once state exists
        self.early_signals: list[tuple[SignalRecord, bool]] = []
        self.steps: StepRunner | None = None  # runs a playbook's steps, once supervising
        self.operator: Operator | None = None  # operator updates are refused until it exists
        # the server refuses signals past its per-run limit until the workflow continues as new
        self.signals_this_run = 0
        if self.inp is not None and self.inp.carried is not None:
            # continued as new: updates in the first task find the supervision in place
            self._supervise(self.inp, self.inp.carried)

    # ----------------------------------------------------------------- signals and query
    @workflow.signal(dynamic=True)
    def on_signal(self, name: str, args: Sequence[RawValue]) -> None:
        """stop / resume with {"reason": str, "sender"?: str}; anything else is recorded and
        rejected without affecting supervision (a bad payload must never fail the workflow)."""
        self.signals_this_run += 1
        record, req = decode_signal(name, args, workflow.now())
        if req is None:
            workflow.logger.warning("rejected signal %s: %s", record.name, record.error)
            self._record_signal(record, rejected=True)
            return
        if name == "stop" and self.operator is not None:
            self.operator.request_stop(req)
        elif name == "stop":
            self.requests.stop, self.requests.resume = req, None
        else:
            self.requests.resume = req
        self._record_signal(record)

    # ----------------------------------------------------------------- operator updates
    # Each validator rejects a bad payload or an impossible command (no history event, an
    # error to the caller); the handler returns what was done (workflows/supervise/operator.py).
    @workflow.update(name="exclude")
    async def exclude(self, raw: RawValue) -> OperatorResult:
        """{"node", "reason", "sender"?}: exclude a node of the job for the incident in hand."""
        return await self._update("exclude", raw)

    @exclude.validator
    def _validate_exclude(self, raw: RawValue) -> None:
        self._validate("exclude", raw)

    @workflow.update(name="return_node")
    async def return_node(self, raw: RawValue) -> OperatorResult:
        """{"node", "reason", "sender"?}: the job may use a node it excluded again."""
        return await self._update("return_node", raw)

    @return_node.validator
    def _validate_return_node(self, raw: RawValue) -> None:
        self._validate("return_node", raw)

    @workflow.update(name="approve")
    async def approve(self, raw: RawValue) -> OperatorResult:
        """{"reason", "sender"?}: carry out the proposed steps (recommend, wait_for_operator)."""
        return await self._update("approve", raw)

    @approve.validator
    def _validate_approve(self, raw: RawValue) -> None:
        self._validate("approve", raw)

    @workflow.update(name="set_mode")
    async def set_mode(self, raw: RawValue) -> OperatorResult:
        """{"mode": "auto"|"recommend", "reason", "sender"?}"""
        return await self._update("set_mode", raw)

    @set_mode.validator
    def _validate_set_mode(self, raw: RawValue) -> None:
        self._validate("set_mode", raw)

    @workflow.update(name="stop")
    async def stop(self, raw: RawValue) -> OperatorResult:
        """{"reason", "sender"?}: like the signal, answered once the job is stopped."""
        return await self._update("stop", raw)

    @stop.validator
    def _validate_stop(self, raw: RawValue) -> None:
        self._validate("stop", raw)

    @workflow.update(name="resume")
    async def resume(self, raw: RawValue) -> OperatorResult:
        """{"reason", "sender"?}: like the signal, answered once the steps ran."""
        return await self._update("resume", raw)

    @resume.validator
    def _validate_resume(self, raw: RawValue) -> None:
        self._validate("resume", raw)

    def _validate(self, name: str, raw: RawValue) -> None:
        if self.operator is None:
            raise ValueError(f"{name} refused: the supervision is starting; try again")
        self.operator.validate(name, raw)

    async def _update(self, name: str, raw: RawValue) -> OperatorResult:
        assert self.operator is not None  # the validator accepted it
        return await self.operator.update(name, self.operator.decode(name, raw))

    @workflow.query
    def status(self) -> SupervisorStatus:
        return self.status_for(workflow.info().workflow_id)

    def status_for(self, workflow_id: str) -> SupervisorStatus:
        """The status query's answer; also what reports read from a replayed history."""
        if self.sup is not None:
            return self.sup.state.to_status(workflow_id, self.sup.inp.job.name)
        return SupervisorStatus(
            workflow_id=workflow_id,
            job=self.inp.job.name if self.inp else "",
            state="starting",
            playbook=self.inp.playbook if self.inp else "",
            playbook_hash="",
            mode="",
            restarts_used=0,
            max_restarts=0,
            excluded_nodes={},
            incidents=[],
            incident_total=0,
            signals=[],
            rejected_signals=0,
            runs_of_workflow=1,
        )

    @property
    def supervising(self) -> bool:
        """True once the playbook is loaded (a report needs that much of a history)."""
        return self.sup is not None

    def current_state(self) -> SupervisorState | None:
        """The supervision state, for metrics: the carried one before the run starts, None
        before the playbook is loaded."""
        if self.sup is not None:
            return self.sup.state
        return self.inp.carried if self.inp is not None else None

    # ----------------------------------------------------------------- main loop
    @workflow.run
    async def run(self, raw: RawValue) -> SupervisorStatus:
        inp = self._valid_input()
        sup = self.sup or self._supervise(inp, await self._load(inp))
        for record, rejected in self.early_signals:
            sup.record_signal(record, rejected)
        self.early_signals.clear()
        sup.upsert_search_attributes(first=True)
        if sup.state.handle is None:
            res = await sup.action(
                start_job,
                StartJobInput(job=inp.job, key=start_key(workflow.info())),
                f"start job {inp.job.name} on {inp.job.backend}",
            )
            sup.state.handle = res.handle
            sup.emit(None, Started(f"started on {brief(res.nodes)}"))
        assert self.operator is not None and self.steps is not None  # made with the supervision
        incidents = IncidentHandler(sup, self.steps)
        operator = self.operator

        def interrupted() -> bool:
            return self.requests.stop is not None or self._continue_as_new_due()

        while True:
            if sup.state.state == "completed":
                return self.status()
            if self._continue_as_new_due():
                await workflow.wait_condition(workflow.all_handlers_finished)
                workflow.continue_as_new(self._carry())
            if self.requests.stop is not None:
                await operator.apply_stop()
                continue
            if sup.state.state in ("stopped", "awaiting_operator"):
                await operator.wait(self._continue_as_new_due)
                continue
            if self.requests.resume is not None:
                sup.finish_signal(self.requests.resume, "resume", "ignored: already supervising")
                self.requests.resume = None
            event = await watch_once(sup, interrupted)
            if event is None or apply_event(sup, event) == "recorded":
                continue
            try:
                await incidents.handle(event)
            except ActivityError as err:
                # a refused action (permission, invalid node, no nodes left, unreadable
                # bundle) hands the incident to an operator instead of failing supervision
                workflow.deprecate_patch(PATCH_FAILED_ACTION_TO_OPERATOR)
                sup.action_failed(err)

    def _supervise(self, inp: SuperviseInput, state: SupervisorState) -> Supervision:
        self.sup = Supervision(inp, state, self.requests)
        exclusion = Exclusion(self.sup)
        self.steps = StepRunner(self.sup, exclusion)
        self.operator = Operator(self.sup, self.steps, exclusion)
        return self.sup

    def _valid_input(self) -> SuperviseInput:
        """The validated input; anything else fails the workflow at once (not retried)."""
        if self.inp is None:
            raise ApplicationError(
                f"invalid workflow input: {self.input_error}",
                type="InvalidInput",
                non_retryable=True,
            )
        if self.inp.carried is not None and workflow.info().continued_run_id is None:
            raise ApplicationError(
                "invalid workflow input: carried: set by continue-as-new only; leave it out",
                type="InvalidInput",
                non_retryable=True,
            )
        return self.inp

    async def _load(self, inp: SuperviseInput) -> SupervisorState:
        loaded = await workflow.execute_activity(
            load_playbook,
            LoadPlaybookInput(ref=inp.playbook, params=inp.params),
            **load_playbook_options(),
            summary=f"load playbook {inp.playbook}",
        )
        workflow.logger.info(
            "playbook %s version %s hash %s",
            loaded.playbook.name,
            loaded.playbook.version,
            loaded.content_hash,
        )
        shadow = await load_shadow(inp) if inp.shadow_playbook else None
        return SupervisorState(playbook=loaded, shadow_playbook=shadow, started_at=workflow.now())

    # ----------------------------------------------------------------- continue-as-new
    def _continue_as_new_due(self) -> bool:
        """Checked on every pass of the loop and on every signal (a waiting monitor or
        operator wait is cut short), by events, by bytes and by signals taken in this run."""
        sup = self.sup
        if sup is None or sup.state.state not in CONTINUE_AS_NEW_STATES:
            return False
        if self.requests.stop is not None or self.requests.resume is not None:
            return False  # act on them first: they are not carried
        info, tuning = workflow.info(), sup.inp.tuning
        return (
            info.is_continue_as_new_suggested()
            or info.get_current_history_length() > tuning.continue_as_new_events
            or info.get_current_history_size() > tuning.continue_as_new_bytes
            or (
                self.signals_this_run >= tuning.continue_as_new_signals
                and workflow.patched(PATCH_CONTINUE_AS_NEW_BY_SIGNALS)
            )
        )

    def _carry(self) -> SuperviseInput:
        assert self.sup is not None  # the loop runs with supervision
        sup = self.sup
        sup.state.runs_of_workflow += 1
        if sup.state.fit_to(CARRIED_MAX_BYTES):
            workflow.logger.warning("carried state over %d bytes: oldest records dropped",
                                    CARRIED_MAX_BYTES)
        return SuperviseInput(
            job=sup.inp.job,
            playbook=sup.inp.playbook,
            shadow_playbook=sup.inp.shadow_playbook,
            shadow_params=sup.inp.shadow_params,
            params=sup.inp.params,
            tuning=sup.inp.tuning,
            carried=sup.state,
        )

    def _record_signal(self, record: SignalRecord, rejected: bool = False) -> None:
        if self.sup is None:
            self.early_signals.append((record, rejected))
        else:
            self.sup.record_signal(record, rejected)
