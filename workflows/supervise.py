"""SuperviseTrainingJob: one durable workflow per training job (DESIGN section 4).

The workflow only decides; every look at or change to the world is an activity. It watches the
job through one long-running heartbeating monitor activity, and on an anomaly runs the playbook:
collect evidence, attribute, pick the first matching rule, run its steps. State (restart budget,
exclusions, incidents with their timings) is carried across continue-as-new.
"""

from __future__ import annotations

import asyncio
import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from temporalio import workflow
from temporalio.common import RawValue, RetryPolicy, SearchAttributeKey
from temporalio.exceptions import ActivityError, ApplicationError

with workflow.unsafe.imports_passed_through():
    from pydantic import TypeAdapter, ValidationError

    from activities.backends.base import CheckpointRef
    from activities.checkpoints import verify_checkpoint
    from activities.evidence import attribute_incident, collect_evidence
    from activities.jobs import exclude_nodes, restart_job, start_job, stop_job
    from activities.models import (
        AttributeInput,
        CollectEvidenceInput,
        ExcludeInput,
        JobActionResult,
        LoadPlaybookInput,
        MonitorInput,
        MonitorResult,
        RestartInput,
        StartJobInput,
        StopInput,
        StragglerSettings,
        VerifyCheckpointInput,
    )
    from activities.monitoring import monitor_job
    from activities.notify import NotifyInput, notify_webhook
    from activities.playbooks import load_playbook
    from trainwarden.attribution.result import AttributionResult
    from trainwarden.checkpoints.verify import CheckpointVerdict
    from trainwarden.playbook.schema import Playbook, select_rule
    from trainwarden.playbook.steps import Step
    from trainwarden.supervision import (
        ActionRecord,
        Incident,
        SignalRecord,
        SignalRequest,
        SuperviseInput,
        SupervisorState,
        SupervisorStatus,
    )

TRAINING_JOB = SearchAttributeKey.for_keyword("TrainingJob")
SUPERVISOR_STATE = SearchAttributeKey.for_keyword("SupervisorState")
LAST_FAILURE_CATEGORY = SearchAttributeKey.for_keyword("LastFailureCategory")
RESTART_COUNT = SearchAttributeKey.for_int("RestartCount")

STEP_LIST = TypeAdapter(list[Step])
# Not retried: bad input or a refused action. Everything else (outages) retries with backoff.
ACTION_RETRY = RetryPolicy(
    initial_interval=timedelta(seconds=1),
    backoff_coefficient=2.0,
    maximum_interval=timedelta(seconds=60),
)
MAX_KEPT_SIGNALS = 50
MAX_KEPT_INCIDENTS = 50
DEFAULT_RESUME_STEPS: list[dict[str, Any]] = [{"kind": "verify_checkpoint"}, {"kind": "restart"}]
# Changes to running code (workflow.patched ids; histories recorded before them replay unchanged).
PATCH_FAILED_ACTION_TO_OPERATOR = "failed-action-to-operator"
PATCH_VERIFY_DURING_ATTRIBUTION = "verify-checkpoint-during-attribution"


class Interrupted(Exception):
    """A stop (or resume) signal arrived while waiting; the caller re-evaluates state."""


@workflow.defn(name="SuperviseTrainingJob")
class SuperviseTrainingJob:
    @workflow.init
    def __init__(self, inp: SuperviseInput) -> None:
        self.inp = inp
        self.s: SupervisorState | None = inp.carried
        self.stop_request: SignalRequest | None = None
        self.resume_request: SignalRequest | None = None
        # signals that arrive before the playbook is loaded are recorded once state exists
        self.early_signals: list[tuple[SignalRecord, bool]] = []
        # checkpoint verification started at detection, alongside evidence and attribution
        self.early_verify: EarlyVerify | None = None

    # ----------------------------------------------------------------- signals and query
    @workflow.signal(dynamic=True)
    def on_signal(self, name: str, args: Sequence[RawValue]) -> None:
        """stop / resume with {"reason": str, "sender"?: str}; anything else is recorded and
        rejected without affecting supervision (a bad payload must never fail the workflow)."""
        now = workflow.now()
        record = SignalRecord(name=name[:100], at=now, accepted=False)
        try:
            if name not in ("stop", "resume"):
                raise ValueError(f"unknown signal {name[:100]!r}; use 'stop' or 'resume'")
            if len(args) != 1:
                raise ValueError(f"expected one JSON object argument, got {len(args)}")
            raw = workflow.payload_converter().from_payload(args[0].payload, Any)
            req = SignalRequest.model_validate(raw)
        except (ValidationError, ValueError, TypeError, Exception) as err:  # noqa: BLE001
            record.error = _one_line(err)
            workflow.logger.warning("rejected signal %s: %s", name[:100], record.error)
            self._record_signal(record, rejected=True)
            return
        record.accepted, record.reason, record.sender = True, req.reason, req.sender
        if name == "stop":
            self.stop_request = req
            self.resume_request = None
        else:
            self.resume_request = req
        self._record_signal(record)

    @workflow.query
    def status(self) -> SupervisorStatus:
        return self._status()

    # ----------------------------------------------------------------- main loop
    @workflow.run
    async def run(self, inp: SuperviseInput) -> SupervisorStatus:
        if self.s is None:
            loaded = await workflow.execute_activity(
                load_playbook,
                LoadPlaybookInput(ref=inp.playbook, params=inp.params),
                start_to_close_timeout=timedelta(seconds=60),
                retry_policy=ACTION_RETRY,
                summary=f"load playbook {inp.playbook}",
            )
            self.s = SupervisorState(playbook=loaded, started_at=workflow.now())
            for record, rejected in self.early_signals:
                self._record_signal(record, rejected)
            self.early_signals.clear()
            workflow.logger.info(
                "playbook %s version %s hash %s",
                loaded.playbook.name,
                loaded.playbook.version,
                loaded.content_hash,
            )
        self._upsert_search_attributes(first=True)
        if self.s.handle is None:
            res = await self._action(
                start_job,
                StartJobInput(job=inp.job, key=f"{workflow.info().workflow_id}:start"),
                f"start job {inp.job.name} on {inp.job.backend}",
            )
            self.s.handle = res.handle
            self._set_state("supervising", f"started on {', '.join(res.nodes)}")

        while True:
            if self.s.state == "completed":
                return self._status()
            if self.stop_request is not None:
                await self._apply_stop()
                continue
            if self.s.state in ("stopped", "awaiting_operator"):
                await self._wait_for_operator()
                continue
            if self.resume_request is not None:
                self._finish_signal(self.resume_request, "resume", "ignored: already supervising")
                self.resume_request = None
            event = await self._watch_once()
            if event is not None:
                try:
                    await self._on_monitor_event(event)
                except ActivityError as err:
                    # a refused action (permission, invalid node, no nodes left, unreadable
                    # bundle) hands the incident to an operator instead of failing supervision
                    if not workflow.patched(PATCH_FAILED_ACTION_TO_OPERATOR):
                        raise
                    self._action_failed(err)
            if self._should_continue_as_new():
                await workflow.wait_condition(workflow.all_handlers_finished)
                workflow.continue_as_new(self._carry())

    # ----------------------------------------------------------------- watching
    async def _watch_once(self) -> MonitorResult | None:
        assert self.s is not None and self.s.handle is not None
        pb = self.playbook
        pending = self._pending_incident()
        inp = MonitorInput(
            job=self.inp.job,
            handle=self.s.handle,
            poll_interval=pb.detection.poll_interval,
            hang_threshold=pb.detection.hang_threshold,
            lease_seconds=self._monitor_lease(),
            straggler=StragglerSettings(
                enabled=pb.detection.straggler.enabled,
                min_ratio=pb.detection.straggler.min_ratio,
                min_samples=pb.detection.straggler.min_samples,
            ),
            report_running=bool(pending and pending.timings.running_at is None),
            report_resumed=bool(pending and pending.timings.resumed_at is None),
            productive_step=(
                pending.timings.high_water_step
                if pending and pending.timings.productive_at is None
                else None
            ),
        )
        what = "watch for productive training" if pending else "watch training"
        handle = workflow.start_activity(
            monitor_job,
            inp,
            start_to_close_timeout=timedelta(seconds=inp.lease_seconds + 300),
            heartbeat_timeout=timedelta(seconds=pb.detection.heartbeat_timeout),
            retry_policy=RetryPolicy(
                initial_interval=timedelta(seconds=1), maximum_interval=timedelta(seconds=30)
            ),
            summary=f"{what}: {self.s.handle.job_id} run {self.s.handle.run}",
        )
        timeout = self._deadline_remaining(pending)
        try:
            await workflow.wait_condition(
                lambda: handle.done() or self.stop_request is not None, timeout=timeout
            )
        except TimeoutError:
            await _cancel(handle)
            assert pending is not None
            pending.outcome = "deadline_missed"
            pending.outcome_reason = (
                f"not productive within {pb.policies.productive_deadline:g}s of the failure"
            )
            self._set_state("awaiting_operator", pending.outcome_reason)
            return None
        if not handle.done():
            await _cancel(handle)
            return None
        try:
            return await handle
        except ActivityError as err:
            self._set_state("awaiting_operator", f"cannot watch the job: {_cause(err)}")
            return None

    async def _on_monitor_event(self, event: MonitorResult) -> None:
        assert self.s is not None
        if event.high_water_step is not None:
            self.s.high_water_step = max(self.s.high_water_step or 0, event.high_water_step)
        pending = self._pending_incident()
        kind = event.kind
        if kind == "lease_expired":
            return
        if kind == "completed":
            if pending:
                pending.outcome_reason = "job completed"
            self._set_state("completed", event.detail)
            return
        if kind in ("running", "resumed", "productive"):
            if pending is None:
                return
            t = pending.timings
            if kind == "running":
                t.running_at = event.at
                obs = event.observation
                if self.s.handle is not None and obs.nodes and not self.s.handle.nodes:
                    # a requeued Slurm job gets its new allocation only now: show it in status
                    self.s.handle = self.s.handle.model_copy(
                        update={"nodes": obs.nodes, "started_at": obs.state_since}
                    )
            elif kind == "resumed":
                t.resumed_at = event.at
                if t.running_at is None:
                    t.running_at = event.observation.state_since
            else:
                t.productive_at = event.at
                pending.outcome = "recovered"
                pending.outcome_reason = event.detail
                workflow.logger.info(
                    "incident %s recovered: time_to_action=%ss time_to_productive_training=%ss",
                    pending.id,
                    t.time_to_action,
                    t.time_to_productive_training,
                )
            return
        await self._handle_incident(event)

    # ----------------------------------------------------------------- incidents
    async def _handle_incident(self, event: MonitorResult) -> None:
        assert self.s is not None and self.s.handle is not None
        previous = self._pending_incident()
        if previous is not None:
            previous.outcome = "superseded"
            previous.outcome_reason = f"{event.kind} before productive training: {event.detail}"
        self.s.incident_total += 1
        number = self.s.incident_total
        inc = Incident(
            id=f"{workflow.info().workflow_id}-i{number}",
            number=number,
            trigger=event.kind,
            observed=event.detail,
            run=self.s.handle.run,
        )
        inc.timings.detected_at = event.detected_at
        inc.timings.high_water_step = self.s.high_water_step
        self._add_incident(inc)
        self._set_state("recovering", f"incident {number}: {event.kind}: {event.detail}")
        self._start_early_verify(inc)
        try:
            await self._diagnose_and_act(inc, event)
        finally:
            await self._drop_early_verify()

    async def _diagnose_and_act(self, inc: Incident, event: MonitorResult) -> None:
        assert self.s is not None and self.s.handle is not None
        pb = self.playbook
        number = inc.number
        window_start = event.detected_at - timedelta(seconds=pb.attribution.evidence_window)
        bundle = await self._action(
            collect_evidence,
            CollectEvidenceInput(
                job=self.inp.job, handle=self.s.handle, incident_id=inc.id, since=window_start
            ),
            f"collect evidence for incident {number} ({event.kind})",
        )
        result: AttributionResult = await self._action(
            attribute_incident,
            AttributeInput(
                bundle_path=bundle.path,
                catalogs=self.s.playbook.signature_catalogs,
                since=window_start,
            ),
            f"attribute incident {number} from {bundle.files} files",
        )
        inc.attribution = result
        inc.timings.failed_at = _earliest(result.initiating.at, event.at, event.detected_at)
        inc.timings.attributed_at = workflow.now()
        self._upsert_search_attributes(category=result.category)
        workflow.logger.info(
            "incident %s: %s %s %s confidence %.2f implicated %s: %s",
            inc.id,
            result.verdict,
            result.category,
            result.signature,
            result.confidence,
            result.implicated_nodes,
            result.explanation,
        )
        rule = select_rule(
            pb,
            verdict=result.verdict,
            category=result.category,
            confidence=result.confidence,
            retryable=result.retryable,
        )
        if rule is None:
            inc.outcome = "awaiting_operator"
            inc.outcome_reason = "no playbook rule matched"
            self._set_state("awaiting_operator", f"incident {number}: no playbook rule matched")
            self.s.pending_steps = list(DEFAULT_RESUME_STEPS)
            return
        inc.rule = rule.name
        steps = [s.model_dump(mode="json") for s in rule.steps]
        inc.planned_steps = [s["kind"] for s in steps]
        if pb.policies.mode == "recommend":
            inc.recommendation = f"rule {rule.name}: {' -> '.join(inc.planned_steps)}" + (
                f" (exclude {', '.join(result.implicated_nodes)})"
                if result.implicated_nodes
                else ""
            )
            inc.outcome = "awaiting_operator"
            inc.outcome_reason = "recommend-only playbook: send `resume` to carry it out"
            self.s.pending_steps = steps
            self._set_state("awaiting_operator", f"incident {number}: {inc.recommendation}")
            return
        await self._run_steps(inc, steps)

    async def _run_steps(self, inc: Incident, steps: list[dict[str, Any]]) -> None:
        """Run playbook steps in order; stop signals are honoured between and during steps."""
        assert self.s is not None
        verdict: CheckpointVerdict | None = inc.checkpoint
        parsed = STEP_LIST.validate_python(steps)
        for i, step in enumerate(parsed):
            if self.stop_request is not None:
                inc.outcome = "stopped"
                inc.outcome_reason = "stopped by signal during recovery"
                return
            kind = step.kind
            if kind == "exclude":
                if not await self._step_exclude(inc, step):
                    return
            elif kind == "verify_checkpoint":
                verdict = await self._step_verify(inc, step)
                if verdict is None:
                    return
            elif kind == "restart":
                if verdict is None:
                    verdict = await self._step_verify(inc, None)
                    if verdict is None:
                        return
                if not await self._step_restart(inc, verdict):
                    return
            elif kind == "stop":
                reason = getattr(step, "reason", None) or f"playbook rule {inc.rule}"
                await self._stop_job(inc, reason)
                inc.outcome, inc.outcome_reason = "stopped", reason
                self._set_state("stopped", f"incident {inc.number}: {reason}")
                return
            elif kind == "wait_for_operator":
                reason = getattr(step, "reason", None) or "playbook waits for an operator"
                inc.outcome, inc.outcome_reason = "awaiting_operator", reason
                timeout = getattr(step, "timeout", None)
                if timeout:
                    self.s.operator_deadline = workflow.now() + timedelta(seconds=timeout)
                self.s.pending_steps = [s.model_dump(mode="json") for s in parsed[i + 1 :]]
                self._set_state("awaiting_operator", f"incident {inc.number}: {reason}")
                return
            elif kind == "notify":
                self._start_notify(inc, step)
            else:  # a step kind this workflow version does not know: do nothing unsafe
                workflow.logger.warning("skipping unsupported step %s", kind)

    def _start_notify(self, inc: Incident, step: Any) -> None:
        """Start the webhook without awaiting it: notifications never hold up recovery. Its
        outcome is written into the incident's `notify` action when it finishes."""
        assert self.s is not None
        a = inc.attribution
        summary = (
            f"incident {inc.number} on {self.inp.job.name}: "
            + (f"{a.category} ({a.signature})" if a else inc.trigger)
            + (f", implicated {', '.join(a.implicated_nodes)}" if a and a.implicated_nodes else "")
        )
        record = ActionRecord(step="notify", started_at=workflow.now(), summary="sending")
        inc.actions.append(record)
        handle = workflow.start_activity(
            notify_webhook,
            NotifyInput(
                step=step,
                context={
                    "incident": inc.model_dump(mode="json"),
                    "job": self.inp.job.name,
                    "workflow_id": workflow.info().workflow_id,
                    "state": self.s.state,
                    "state_reason": self.s.state_reason,
                    "summary": summary,
                },
            ),
            start_to_close_timeout=timedelta(seconds=float(step.timeout)),
            retry_policy=RetryPolicy(
                initial_interval=timedelta(seconds=1),
                maximum_interval=timedelta(seconds=30),
                maximum_attempts=step.retries + 1,
            ),
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
                record.ok, record.summary = False, f"not sent: {_cause(err)}"

        handle.add_done_callback(finished)

    async def _step_exclude(self, inc: Incident, step: Any) -> bool:
        assert self.s is not None and self.s.handle is not None and inc.attribution is not None
        pb = self.playbook
        result = inc.attribution
        started = workflow.now()
        wanted = [n for n in result.implicated_nodes if n not in self.s.excluded_nodes]
        if result.confidence < pb.attribution.min_confidence:
            inc.actions.append(
                ActionRecord(
                    step="exclude",
                    started_at=started,
                    finished_at=started,
                    summary=f"not excluding {wanted or 'anything'}: confidence "
                    f"{result.confidence:.2f} below {pb.attribution.min_confidence:.2f}",
                )
            )
            return True
        if not wanted:
            inc.actions.append(
                ActionRecord(
                    step="exclude",
                    started_at=started,
                    finished_at=started,
                    summary="no machine implicated: nothing to exclude",
                )
            )
            return True
        limit = math.floor(pb.policies.max_excluded_fraction * self.inp.job.nodes + 1e-9)
        step_max = getattr(step, "max_nodes", None)
        if step_max is not None:
            limit = min(limit, len(self.s.excluded_nodes) + step_max)
        if len(self.s.excluded_nodes) + len(wanted) > limit:
            reason = (
                f"excluding {', '.join(wanted)} would exceed the exclusion limit of {limit} "
                f"node(s) ({pb.policies.max_excluded_fraction:g} of {self.inp.job.nodes}); "
                f"already excluded: {', '.join(self.s.excluded_nodes) or 'none'}"
            )
            inc.actions.append(
                ActionRecord(
                    step="exclude",
                    started_at=started,
                    finished_at=started,
                    ok=False,
                    summary=reason,
                )
            )
            inc.outcome, inc.outcome_reason = "awaiting_operator", reason
            self.s.pending_steps = list(DEFAULT_RESUME_STEPS)
            self._set_state("awaiting_operator", reason)
            return False
        self._mark_action(inc)
        res: JobActionResult = await self._action(
            exclude_nodes,
            ExcludeInput(
                job=self.inp.job,
                handle=self.s.handle,
                nodes=wanted,
                reason=" ".join(
                    filter(None, ["trainwarden:", inc.id, result.signature, step.reason])
                ),
                key=_key(inc, "exclude"),
            ),
            f"exclude {', '.join(wanted)}: {result.category} {result.signature} "
            f"(confidence {result.confidence:.2f})",
        )
        for node in wanted:
            self.s.excluded_nodes[node] = inc.id
        inc.excluded_nodes.extend(wanted)
        inc.actions.append(
            ActionRecord(
                step="exclude",
                started_at=started,
                finished_at=workflow.now(),
                summary=res.summary,
                commands=res.commands,
            )
        )
        self._upsert_search_attributes()
        return True

    async def _step_verify(self, inc: Incident, step: Any) -> CheckpointVerdict | None:
        """Returns the verdict to restart from; None when the playbook says to stop."""
        assert self.s is not None and self.s.handle is not None
        pb = self.playbook
        uri = self._checkpoint_uri()
        started = workflow.now()
        finished: datetime | None = None
        if uri is None:
            verdict = CheckpointVerdict(
                usable=False,
                step=None,
                location=None,
                layout=pb.checkpoint.layout,
                level="presence",
                checked=["job has no checkpoint location"],
                rejected=[],
                candidates=0,
                listing_calls=0,
                bytes_read=0,
                seconds=0.0,
                throughput_mb_s=None,
            )
        else:
            vin = self._verify_input(uri, step)
            early, self.early_verify = self.early_verify, None
            if early is not None and early.inp == vin:
                # started at detection with these very options: its result is the answer
                started = early.started_at
                verdict = await early.handle
                finished = early.finished_at
            else:
                if early is not None:
                    await _cancel(early.handle)
                verdict = await self._action(
                    verify_checkpoint, vin, f"verify checkpoints at {uri} ({pb.checkpoint.layout})"
                )
        inc.checkpoint = verdict
        rejected = "; ".join(f"step {r.step}: {r.reason}" for r in verdict.rejected[:5])
        summary = (
            f"checkpoint step {verdict.step} at {verdict.location}"
            if verdict.usable
            else "no usable checkpoint"
        ) + (f" (rejected newer: {rejected})" if rejected else "")
        inc.actions.append(
            ActionRecord(
                step="verify_checkpoint",
                started_at=started,
                finished_at=finished or workflow.now(),
                summary=summary,
                ok=verdict.usable,
            )
        )
        if verdict.usable:
            inc.timings.restored_step = verdict.step
            return verdict
        if pb.policies.on_no_checkpoint == "restart_from_scratch":
            inc.timings.restored_step = 0
            return verdict
        reason = "no usable checkpoint and the playbook does not allow restarting from scratch"
        await self._stop_job(inc, reason)
        inc.outcome, inc.outcome_reason = "stopped", reason
        self._set_state("stopped", f"incident {inc.number}: {reason}")
        return None

    def _checkpoint_uri(self) -> str | None:
        """Where the job's checkpoints are: the job spec's, else what the backend reported."""
        assert self.s is not None
        handle = self.s.handle
        return self.inp.job.checkpoint_uri or (handle.checkpoint_uri if handle else None)

    def _verify_input(self, uri: str, step: Any) -> VerifyCheckpointInput:
        """The verify_checkpoint activity's input for a step (None: a restart's implicit one)."""
        pb = self.playbook
        checksums = getattr(step, "checksums", None)
        return VerifyCheckpointInput(
            uri=uri,
            layout=pb.checkpoint.layout,
            checksums=pb.checkpoint.checksums if checksums is None else checksums,
            fallback=getattr(step, "fallback", True),
            rollback=getattr(step, "rollback", 0),
            custom_layouts=[c.model_dump() for c in pb.checkpoint.custom_layouts],
            endpoint_url=getattr(self.inp.job, "checkpoint_endpoint_url", None),
        )

    def _start_early_verify(self, inc: Incident) -> None:
        """Start verifying checkpoints at detection, concurrently with evidence collection and
        attribution, so the restart need not wait for it afterwards (time-to-action).

        Only in auto mode, when some rule verifies or restarts; its input is that of a plain
        `verify_checkpoint` step. A step with other options (checksums, rollback) runs its own
        verification and this one is cancelled; an unused one is cancelled when the incident's
        steps are done. Verification only reads, so starting it early changes nothing."""
        assert self.s is not None
        pb = self.playbook
        uri = self._checkpoint_uri()
        kinds = {step.kind for rule in pb.rules for step in rule.steps}
        wanted = pb.policies.mode == "auto" and bool(kinds & {"verify_checkpoint", "restart"})
        if uri is None or not wanted or not workflow.patched(PATCH_VERIFY_DURING_ATTRIBUTION):
            return
        vin = self._verify_input(uri, None)
        activity = workflow.start_activity(
            verify_checkpoint,
            vin,
            start_to_close_timeout=timedelta(minutes=30),
            heartbeat_timeout=timedelta(seconds=self.playbook_heartbeat()),
            retry_policy=ACTION_RETRY,
            summary=f"verify checkpoints at {uri} ({pb.checkpoint.layout}) for incident "
            f"{inc.number}, alongside attribution"[:400],
        )
        early = EarlyVerify(inp=vin, started_at=workflow.now(), handle=activity)

        def finished(_: Any) -> None:
            early.finished_at = workflow.now()

        activity.add_done_callback(finished)
        self.early_verify = early

    async def _drop_early_verify(self) -> None:
        early, self.early_verify = self.early_verify, None
        if early is not None and not early.handle.done():
            await _cancel(early.handle)

    def _action_failed(self, err: ActivityError) -> None:
        """An action that must not be retried failed (permission, invalid node, no nodes
        left...): hand the incident to an operator, whose `resume` verifies and restarts."""
        assert self.s is not None
        reason = f"{err.activity_type or 'action'} failed: {_cause(err)}"
        inc = self._pending_incident(include_waiting=True)
        if inc is not None:
            inc.outcome, inc.outcome_reason = "awaiting_operator", reason
        self.s.pending_steps = list(DEFAULT_RESUME_STEPS)
        self._set_state("awaiting_operator", reason)

    async def _step_restart(self, inc: Incident, verdict: CheckpointVerdict) -> bool:
        assert self.s is not None and self.s.handle is not None
        pb = self.playbook
        now = workflow.now()
        window = timedelta(seconds=pb.policies.restart_window)
        recent = [t for t in self.s.restarts if now - t <= window]
        counted = not (
            inc.attribution is not None
            and inc.attribution.category == "preemption"
            and not pb.policies.count_preemptions
        )
        if counted and len(recent) >= pb.policies.max_restarts:
            reason = (
                f"restart budget exhausted: {len(recent)} restarts within "
                f"{pb.policies.restart_window:g}s (max {pb.policies.max_restarts})"
            )
            await self._stop_job(inc, reason)
            inc.outcome, inc.outcome_reason = "stopped", reason
            self._set_state("stopped", reason)
            return False
        backoff = min(
            pb.policies.backoff.initial * pb.policies.backoff.multiplier ** len(recent),
            pb.policies.backoff.max,
        )
        if backoff > 0:
            try:
                await self._sleep(backoff, f"backoff {backoff:g}s before restart")
            except Interrupted:
                inc.outcome, inc.outcome_reason = "stopped", "stopped by signal during backoff"
                return False
        checkpoint = (
            CheckpointRef(step=verdict.step, location=verdict.location)
            if verdict.usable and verdict.step is not None and verdict.location
            else None
        )
        self._mark_action(inc)
        started = workflow.now()
        res: JobActionResult = await self._action(
            restart_job,
            RestartInput(
                job=self.inp.job,
                handle=self.s.handle,
                exclude=sorted(self.s.excluded_nodes),
                checkpoint=checkpoint,
                key=_key(inc, "restart"),
            ),
            f"restart {self.s.handle.job_id} from "
            + (f"step {checkpoint.step}" if checkpoint else "scratch")
            + (
                f" excluding {', '.join(sorted(self.s.excluded_nodes))}"
                if self.s.excluded_nodes
                else ""
            ),
        )
        self.s.handle = res.handle
        self.s.restart_count += 1
        if counted:
            self.s.restarts.append(started)
        inc.actions.append(
            ActionRecord(
                step="restart",
                started_at=started,
                finished_at=workflow.now(),
                summary=res.summary,
                commands=res.commands,
            )
        )
        inc.outcome = "recovering"
        self._set_state("supervising", f"incident {inc.number}: restarted, waiting for progress")
        return True

    # ----------------------------------------------------------------- operator paths
    async def _apply_stop(self) -> None:
        assert self.s is not None and self.stop_request is not None
        req, self.stop_request = self.stop_request, None
        self.s.stop_count += 1
        pending = self._pending_incident()
        if self.s.state != "stopped" and self.s.handle is not None:
            reason = f"operator stop: {req.reason}"
            res = await self._action(
                stop_job,
                StopInput(
                    job=self.inp.job,
                    handle=self.s.handle,
                    reason=reason,
                    key=f"{workflow.info().workflow_id}:stop-{self.s.stop_count}",
                ),
                f"stop {self.s.handle.job_id}: {req.reason}",
            )
            if pending is not None:
                pending.outcome, pending.outcome_reason = "stopped", reason
                pending.actions.append(
                    ActionRecord(
                        step="stop",
                        started_at=workflow.now(),
                        finished_at=workflow.now(),
                        summary=res.summary,
                        commands=res.commands,
                    )
                )
            self._finish_signal(req, "stop", "job stopped")
        else:
            self._finish_signal(req, "stop", "already stopped")
        self.s.pending_steps = list(DEFAULT_RESUME_STEPS)
        self._set_state("stopped", f"stopped by {req.sender or 'operator'}: {req.reason}")

    async def _wait_for_operator(self) -> None:
        assert self.s is not None
        deadline = self.s.operator_deadline if self.s.state == "awaiting_operator" else None
        try:
            await workflow.wait_condition(
                lambda: self.resume_request is not None or self.stop_request is not None,
                timeout=(
                    max(0.001, (deadline - workflow.now()).total_seconds()) if deadline else None
                ),
                timeout_summary="operator timeout",
            )
        except TimeoutError:
            await self._operator_timed_out()
            return
        finally:
            self.s.operator_deadline = None
        if self.stop_request is not None:
            return  # the main loop applies it
        req, self.resume_request = self.resume_request, None
        assert req is not None
        self.s.resume_count += 1
        steps = self.s.pending_steps or list(DEFAULT_RESUME_STEPS)
        if not any(s["kind"] == "restart" for s in steps):
            steps = steps + list(DEFAULT_RESUME_STEPS)
        self.s.pending_steps = []
        inc = self._pending_incident(include_waiting=True)
        if inc is None or inc.outcome not in ("awaiting_operator", "stopped", "deadline_missed"):
            self.s.incident_total += 1
            inc = Incident(
                id=f"{workflow.info().workflow_id}-i{self.s.incident_total}",
                number=self.s.incident_total,
                trigger="operator_resume",
                observed=f"resume: {req.reason}",
                run=self.s.handle.run if self.s.handle else 0,
            )
            inc.timings.high_water_step = self.s.high_water_step
            self._add_incident(inc)
        inc.resumes += 1  # fresh idempotency keys: this is a new, deliberate action
        inc.outcome = "recovering"
        self._set_state("recovering", f"resumed by {req.sender or 'operator'}: {req.reason}")
        try:
            await self._run_steps(inc, steps)
        except ActivityError as err:
            self._action_failed(err)
            self._finish_signal(req, "resume", f"resume failed: {_cause(err)}")
            return
        done = (
            f"restarted as run {self.s.handle.run}"
            if inc.outcome == "recovering" and self.s.handle
            else f"{inc.outcome}: {inc.outcome_reason}"
        )
        self._finish_signal(req, "resume", f"resumed: {done}")

    async def _operator_timed_out(self) -> None:
        assert self.s is not None
        reason = "no operator answered in time: job stopped"
        inc = self._pending_incident(include_waiting=True)
        if inc is not None and self.s.handle is not None:
            await self._stop_job(inc, reason)
            inc.outcome, inc.outcome_reason = "stopped", reason
        self._set_state("stopped", reason)

    # ----------------------------------------------------------------- helpers
    @property
    def playbook(self) -> Playbook:
        assert self.s is not None
        return self.s.playbook.playbook

    async def _action(self, fn: Any, arg: Any, summary: str) -> Any:
        """Run one step's activity. Activities heartbeat while they work, so a worker dying
        mid-action is noticed within the heartbeat timeout and the action retried (safely:
        the backend checks its idempotency key) on another worker."""
        return await workflow.execute_activity(
            fn,
            arg,
            start_to_close_timeout=timedelta(minutes=30),
            heartbeat_timeout=timedelta(seconds=self.playbook_heartbeat()),
            retry_policy=ACTION_RETRY,
            summary=summary[:400],
        )

    async def _stop_job(self, inc: Incident, reason: str) -> None:
        assert self.s is not None and self.s.handle is not None
        started = workflow.now()
        res = await self._action(
            stop_job,
            StopInput(job=self.inp.job, handle=self.s.handle, reason=reason, key=_key(inc, "stop")),
            f"stop {self.s.handle.job_id}: {reason}",
        )
        inc.actions.append(
            ActionRecord(
                step="stop",
                started_at=started,
                finished_at=workflow.now(),
                summary=res.summary,
                commands=res.commands,
            )
        )

    async def _sleep(self, seconds: float, summary: str) -> None:
        """A durable timer that a stop signal interrupts."""
        try:
            await workflow.wait_condition(
                lambda: self.stop_request is not None, timeout=seconds, timeout_summary=summary
            )
        except TimeoutError:
            return
        raise Interrupted()

    def _mark_action(self, inc: Incident) -> None:
        if inc.timings.action_at is None:
            inc.timings.action_at = workflow.now()

    def _pending_incident(self, include_waiting: bool = False) -> Incident | None:
        assert self.s is not None
        if not self.s.incidents:
            return None
        last = self.s.incidents[-1]
        wanted = {"recovering"} | (
            {"awaiting_operator", "stopped", "deadline_missed"} if include_waiting else set()
        )
        return last if last.outcome in wanted else None

    def _add_incident(self, inc: Incident) -> None:
        assert self.s is not None
        self.s.incidents.append(inc)
        del self.s.incidents[:-MAX_KEPT_INCIDENTS]

    def _deadline_remaining(self, pending: Incident | None) -> float | None:
        if pending is None or pending.timings.failed_at is None:
            return None
        deadline = pending.timings.failed_at + timedelta(
            seconds=self.playbook.policies.productive_deadline
        )
        return max(1.0, (deadline - workflow.now()).total_seconds())

    def playbook_heartbeat(self) -> float:
        if self.s is None:  # before the playbook is loaded
            return 30.0
        return self.playbook.detection.heartbeat_timeout

    def _monitor_lease(self) -> float:
        return self.inp.tuning.monitor_lease_seconds

    def _should_continue_as_new(self) -> bool:
        assert self.s is not None
        if self.s.state != "supervising" or self.stop_request or self.resume_request:
            return False
        info = workflow.info()
        limit = self.inp.tuning.continue_as_new_events
        return info.is_continue_as_new_suggested() or info.get_current_history_length() > limit

    def _carry(self) -> SuperviseInput:
        assert self.s is not None
        self.s.runs_of_workflow += 1
        return SuperviseInput(
            job=self.inp.job,
            playbook=self.inp.playbook,
            params=self.inp.params,
            tuning=self.inp.tuning,
            carried=self.s,
        )

    def _record_signal(self, record: SignalRecord, rejected: bool = False) -> None:
        if self.s is None:
            self.early_signals.append((record, rejected))
            return
        if rejected:
            self.s.rejected_signals += 1
        self.s.signals.append(record)
        del self.s.signals[:-MAX_KEPT_SIGNALS]

    def _finish_signal(self, req: SignalRequest, name: str, outcome: str) -> None:
        assert self.s is not None
        for rec in reversed(self.s.signals):
            if rec.name == name and rec.accepted and rec.reason == req.reason and not rec.outcome:
                rec.outcome = outcome
                return

    def _set_state(self, state: str, reason: str) -> None:
        assert self.s is not None
        self.s.state = state  # type: ignore[assignment]
        self.s.state_reason = reason
        workflow.logger.info("state %s: %s", state, reason)
        workflow.set_current_details(f"**{state}**: {reason}")
        self._upsert_search_attributes()

    def _upsert_search_attributes(self, first: bool = False, category: str | None = None) -> None:
        assert self.s is not None
        updates = [
            SUPERVISOR_STATE.value_set(self.s.state),
            RESTART_COUNT.value_set(self.s.restart_count),
        ]
        if first:
            updates.append(TRAINING_JOB.value_set(self.inp.job.name))
        if category is not None:
            updates.append(LAST_FAILURE_CATEGORY.value_set(category))
        workflow.upsert_search_attributes(updates)

    def _status(self) -> SupervisorStatus:
        s = self.s
        info = workflow.info()
        if s is None:
            return SupervisorStatus(
                workflow_id=info.workflow_id,
                job=self.inp.job.name,
                state="starting",
                playbook=self.inp.playbook,
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
        return s.to_status(info.workflow_id, self.inp.job.name)


@dataclass
class EarlyVerify:
    inp: VerifyCheckpointInput
    started_at: datetime
    handle: workflow.ActivityHandle[CheckpointVerdict]
    finished_at: datetime | None = None  # when the activity finished, not when it was used


async def _cancel(handle: Any) -> None:
    handle.cancel()
    try:
        await handle
    except (asyncio.CancelledError, ActivityError):
        pass


def _key(inc: Incident, action: str) -> str:
    """Idempotency key of one action of one incident (a retry reuses it, a resume does not)."""
    return f"{inc.id}/{inc.resumes}:{action}"


def _earliest(*times: datetime | None) -> datetime | None:
    known = [t for t in times if t is not None]
    return min(known) if known else None


def _cause(err: BaseException) -> str:
    cause = err.__cause__
    if isinstance(cause, ApplicationError):
        return cause.message
    return _one_line(cause or err)


def _one_line(err: BaseException) -> str:
    text = " ".join(str(err).split())
    return text[:300]
