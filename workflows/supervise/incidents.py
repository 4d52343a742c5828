"""From a monitor event to actions: evidence, attribution, rule selection, the rule's steps."""

from __future__ import annotations

from datetime import timedelta

from temporalio import workflow

from trainwarden.timekeeping.clocks import stall_seen_seconds
from trainwarden.workflows.supervise.core import Supervision
from trainwarden.workflows.supervise.firstsign import (
    apply_clocks,
    record_signs,
    stop_remaining_ranks,
)
from trainwarden.workflows.supervise.recurrence import failure_context, recurrence_input
from trainwarden.workflows.supervise.shadow import record_shadow
from trainwarden.workflows.supervise.steps import StepRunner
from trainwarden.workflows.supervise.watch import floor_clocks_on

with workflow.unsafe.imports_passed_through():
    from trainwarden.activities.evidence import attribute_incident, collect_evidence
    from trainwarden.activities.models import AttributeInput, CollectEvidenceInput, MonitorResult
    from trainwarden.attribution.recurrence import summarize
    from trainwarden.attribution.result import AttributionResult
    from trainwarden.lifecycle import Detected, Superseded
    from trainwarden.policy import (
        HandOverDecision,
        StartedFrom,
        bad_checkpoint,
        bad_checkpoint_note,
        decision_of,
        plan_incident,
        program_seen,
        progress_visible,
        remember_bad,
    )
    from trainwarden.supervision import Incident
    from trainwarden.timekeeping.floorclocks import step_time_of

# Changes to running code (workflow.patched ids; histories recorded before them replay unchanged).
PATCH_BAD_CHECKPOINT = "bad-checkpoint-fallback"
PATCH_PROGRESS_SEEN = "bad-checkpoint-progress-seen"


class IncidentHandler:
    def __init__(self, sup: Supervision, steps: StepRunner) -> None:
        self.sup = sup
        self.steps = steps

    async def handle(self, event: MonitorResult) -> None:
        """A failure, hang or straggler: open an incident (superseding an unrecovered one)."""
        sup = self.sup
        previous = sup.pending_incident()
        if previous is not None:
            why = f"{event.kind} before productive training: {event.detail}"
            sup.emit(previous, Superseded(why))
        inc = sup.new_incident(event.kind, event.detail)
        inc.timings.detected_at = event.detected_at
        if floor_clocks_on():
            inc.step_time = step_time_of(event.observation)
        record_signs(inc, event)
        self.mark_bad_checkpoint(previous, inc, event)
        sup.emit(inc, Detected(f"incident {inc.number}: {event.kind}: {event.detail}"))
        self.steps.start_early_verify(inc)
        try:
            await stop_remaining_ranks(sup, inc, event)
            await self.diagnose_and_act(inc, event)
        finally:
            await self.steps.drop_early_verify()

    async def diagnose_and_act(self, inc: Incident, event: MonitorResult) -> None:
        sup, pb = self.sup, self.sup.playbook
        handle = sup.job
        window_start = event.detected_at - timedelta(seconds=pb.attribution.evidence_window)
        inc.stall_seen_seconds = stall_seen_seconds(event.kind, event.at, event.detected_at)
        bundle = await sup.action(
            collect_evidence,
            CollectEvidenceInput(
                job=sup.inp.job, handle=handle, incident_id=inc.id, since=window_start
            ),
            f"collect evidence for incident {inc.number} ({event.kind})",
        )
        failure = failure_context(inc, event, handle)
        recurrence = recurrence_input(pb, sup.state.incidents, failure)
        result: AttributionResult = await sup.action(
            attribute_incident,
            AttributeInput(
                bundle_path=bundle.path,
                catalogs=sup.state.playbook.signature_catalogs,
                since=window_start,
                stall_seen_seconds=inc.stall_seen_seconds,
                recurrence=recurrence,
            ),
            f"attribute incident {inc.number} from {bundle.files} files"
            + (f" and {len(recurrence.recent)} earlier incidents" if recurrence else ""),
        )
        result = apply_clocks(inc, event, result)
        if recurrence is not None:
            inc.failure = summarize(result, failure)
            self.acquit_checkpoint(inc)
        inc.evidence = bundle
        inc.timings.attributed_at = workflow.now()
        sup.upsert_search_attributes(category=result.category)
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
        inc.context = sup.job_context()
        if inc.bad_checkpoint is not None:
            inc.context.checkpoint_failed_to_load = True
        loaded = sup.state.playbook
        plan = plan_incident(pb, result, inc.context, params=loaded.params, ref=loaded.ref)
        inc.decision = decision_of(pb, result, plan, playbook_hash=loaded.content_hash)
        await record_shadow(sup, inc)
        if plan.rule_index is not None:
            inc.rule = plan.rule
            inc.planned_steps = list(plan.steps)
        first = plan.decisions[0] if plan.decisions else None
        if not plan.runs_steps and isinstance(first, HandOverDecision):
            self.steps.hand_over(inc, first)  # no rule matched, or recommend-only
            return
        assert plan.rule_index is not None  # steps run only with a rule
        rule = pb.rules[plan.rule_index]
        await self.steps.run(inc, rule.steps)

    def mark_bad_checkpoint(
        self, previous: Incident | None, inc: Incident, event: MonitorResult
    ) -> None:
        """The run restarted by `previous` died before its first step: the checkpoint it was
        given is bad for this job, so this incident's verification falls back past it."""
        if previous is None or not any(a.step == "restart" for a in previous.actions):
            return
        ck = previous.checkpoint
        usable = ck is not None and ck.usable
        started_from = StartedFrom(step=ck.step, location=ck.location) if usable and ck else None
        reached = (
            previous.timings.resumed_at is not None
            or event.observation.run_first_step is not None
        )
        state = self.sup.state
        visible = state.progress_source != "none"
        if (
            not visible
            and progress_visible(state.progress_source, state.high_water_step)
            and program_seen(event.observation, event.first_signs)
        ):
            # the run died before any rank showed progress, though the job's runs show it (and
            # a rank of it was seen: a launch refused before any rank started read nothing)
            visible = workflow.patched(PATCH_PROGRESS_SEEN)
        bad = bad_checkpoint(
            trigger=event.kind,
            run=inc.run,
            reached_first_step=reached,
            started_from=started_from,
            incident=inc.number,
            progress_visible=visible,
        )
        if bad is None or not workflow.patched(PATCH_BAD_CHECKPOINT):
            return
        inc.bad_checkpoint = bad
        self.sup.state.bad_checkpoints = remember_bad(self.sup.state.bad_checkpoints, bad)
        workflow.logger.info("incident %s: %s", inc.id, bad_checkpoint_note(bad))

    def acquit_checkpoint(self, inc: Incident) -> None:
        """A run that died before its first step of a failure the recurrence rule explains (its
        node failing run after run, or the same failure moving from node to node with the
        program) did not die of its checkpoint: the mark is taken back, so a restart on a spare
        uses the newest checkpoint again, and a moving failure stops instead of falling back."""
        a, bad = inc.attribution, inc.bad_checkpoint
        if bad is None or a is None or a.recurrence is None:
            return
        inc.bad_checkpoint = None
        self.sup.state.bad_checkpoints = [b for b in self.sup.state.bad_checkpoints if b != bad]
        workflow.logger.info(
            "incident %s: checkpoint step %s not marked bad: the failure recurs (%s)",
            inc.id, bad.step, a.recurrence.kind,
        )
