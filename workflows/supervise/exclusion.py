"""The exclude step: the job's own exclusion limit first, then (new histories) the cluster's
node-health ledger, consulted before excluding and informed after (docs/nodes.md).

A mixin of the step runner (steps.py), kept apart so each module stays readable.
"""

from __future__ import annotations

from datetime import datetime

from temporalio import workflow
from temporalio.exceptions import ActivityError

from trainwarden.workflows import (
    node_health,  # a module: node_health imports this package's options
)
from trainwarden.workflows.supervise.core import Supervision, cause, key

with workflow.unsafe.imports_passed_through():
    from trainwarden.activities.jobs import exclude_nodes
    from trainwarden.activities.models import ExcludeInput, JobActionResult
    from trainwarden.attribution.result import AttributionResult
    from trainwarden.nodes import ConsultDecision, ConsultRequest, ExclusionReport
    from trainwarden.nodes.requests import consult_request, exclusion_report
    from trainwarden.playbook.steps import ExcludeStep
    from trainwarden.policy import ExclusionPlan, plan_exclusion
    from trainwarden.supervision import Incident, NodeHealthNote

# Changes to running code (workflow.patched ids; histories recorded before them replay unchanged).
PATCH_EXCLUSION_FLOOR = "exclusion-floor"
PATCH_NODE_HEALTH = "node-health"


def health_note(decision: ConsultDecision | NodeHealthNote) -> str:
    return f"node health: {decision.decision}: {decision.reason}"


def recurrence_note(result: AttributionResult | None) -> str:
    """The chain of incidents that made a recurrence's case ("" for any other attribution)."""
    chain = result.recurrence if result is not None else None
    if chain is None or chain.kind != "same_node":
        return ""
    runs = ", ".join(map(str, chain.runs))
    return f"failed first in runs {runs}: {', '.join(chain.incidents)}"


class ExclusionSteps:
    sup: Supervision

    # ----------------------------------------------------------------- exclude
    async def exclude(self, inc: Incident, step: ExcludeStep) -> bool:
        """The job's own limit first, then (new histories) the cluster's node-health ledger:
        consulted before excluding, informed after."""
        sup = self.sup
        result = inc.attribution
        assert result is not None  # exclude follows attribution
        started = workflow.now()
        plan = self.exclusion_plan(inc, step)
        if plan.action == "refuse":
            sup.record_action(
                inc, "exclude", started, summary=plan.reason, ok=False, finished=started
            )
            sup.hand_to_operator(inc, plan.reason)
            return False
        if plan.action == "skip":
            # low confidence that still names nodes: tell the ledger (reputation); a
            # quarantine answer takes them out all the same
            named = [n for n in result.implicated_nodes if n not in sup.s.excluded_nodes]
            if not named or not workflow.patched(PATCH_NODE_HEALTH):
                sup.record_action(inc, "exclude", started, summary=plan.reason, finished=started)
                return True
            request, decision = await self.consult(inc, named, "report")
            if decision.decision != "quarantine":
                summary = f"{plan.reason}; {health_note(decision)}"
                sup.record_action(inc, "exclude", started, summary=summary)
                return True
            await self.exclude_nodes(inc, decision.exclude, step.reason, request, started=started)
            return True
        if not workflow.patched(PATCH_NODE_HEALTH):
            await self.exclude_nodes(inc, plan.nodes, step.reason)
            return True
        request, decision = await self.consult(inc, plan.nodes, "exclude")
        if decision.decision in ("refuse", "stale"):
            sup.record_action(inc, "exclude", started, summary=health_note(decision), ok=False)
            sup.hand_to_operator(inc, f"node health: {decision.reason}")
            return False
        for node in decision.already_out:  # out for every job: the restart avoids it too
            sup.s.excluded_nodes.setdefault(node, inc.id)
            if node not in inc.excluded_nodes:
                inc.excluded_nodes.append(node)
        if not decision.exclude:  # already_out: nothing to run
            sup.record_action(inc, "exclude", started, summary=health_note(decision))
            sup.upsert_search_attributes()
            return True
        await self.exclude_nodes(inc, decision.exclude, step.reason, request, started=started)
        return True

    async def report_nodes(self, inc: Incident) -> None:
        """A rule that does not exclude (attribution not sure enough) still tells the cluster
        which nodes the incident named, for their reputation; a quarantine answer takes them
        out of this job too (the restart avoids them)."""
        sup = self.sup
        result = inc.attribution
        if result is None or inc.node_health is not None:
            return
        named = [n for n in result.implicated_nodes if n not in sup.s.excluded_nodes]
        if not named or not workflow.patched(PATCH_NODE_HEALTH):
            return
        started = workflow.now()
        request, decision = await self.consult(inc, named, "report")
        if decision.decision == "quarantine":
            await self.exclude_nodes(inc, decision.exclude, None, request, started=started)

    async def consult(
        self, inc: Incident, nodes: list[str], intent: str
    ) -> tuple[ConsultRequest, ConsultDecision]:
        """Ask the cluster's node-health workflow; the answer goes into the incident (and the
        summary of its exclude action)."""
        sup = self.sup
        assert inc.attribution is not None
        request = consult_request(
            inc.attribution,
            job=sup.inp.job.name,
            run=max(1, inc.run),
            incident=inc.id,
            now=workflow.now(),
            nodes=nodes,
            intent=intent,  # type: ignore[arg-type]
        )
        decision = await node_health.consult_cluster(sup.inp.job, sup.playbook.cluster, request)
        inc.node_health = NodeHealthNote(
            decision=decision.decision,
            reason=decision.reason,
            nodes=nodes,
            exclude=decision.exclude,
            already_out=decision.already_out,
        )
        return request, decision

    async def exclude_nodes(
        self,
        inc: Incident,
        nodes: list[str],
        why: str | None,
        request: ConsultRequest | None = None,
        sender: str | None = None,
        action: str = "exclude",
        started: datetime | None = None,
    ) -> JobActionResult:
        """Exclude nodes from the job (the step, and the operator's `exclude`). After a
        consultation (or for an operator) the ledger is informed: done, or not done with the
        error so its reservation is released."""
        sup = self.sup
        result, handle = inc.attribution, sup.job
        started = started or workflow.now()
        inform = request is not None or sender is not None
        sup.mark_action(inc)
        what = (
            f"{result.category} {result.signature} (confidence {result.confidence:.2f})"
            if result is not None
            else "operator"
        )
        chain = recurrence_note(result)
        what += f"; {chain}" if chain else ""
        signature = result.signature if result is not None else None
        try:
            res: JobActionResult = await sup.action(
                exclude_nodes,
                ExcludeInput(
                    job=sup.inp.job,
                    handle=handle,
                    nodes=nodes,
                    reason=" ".join(
                        filter(None, ["trainwarden:", inc.id, signature, why])
                    ),
                    key=key(inc, action),
                ),
                f"exclude {', '.join(nodes)}: {what}",
            )
        except ActivityError as err:
            if inform:
                await self.inform(inc, nodes, request, sender, done=False, reason=cause(err))
            raise
        for node in nodes:
            sup.s.excluded_nodes[node] = inc.id
        inc.excluded_nodes.extend(n for n in nodes if n not in inc.excluded_nodes)
        record = sup.record_action(inc, "exclude", started, res=res)
        if chain:
            record.summary += f"; {chain}"
        if request is not None and inc.node_health is not None:
            record.summary += f"; {health_note(inc.node_health)}"
        sup.upsert_search_attributes()
        if inform:
            commands = [c.command for c in res.commands]
            await self.inform(inc, nodes, request, sender, reason=why or "", commands=commands)
        return res

    async def inform(
        self,
        inc: Incident,
        nodes: list[str],
        request: ConsultRequest | None,
        sender: str | None,
        *,
        done: bool = True,
        reason: str = "",
        commands: list[str] | None = None,
    ) -> None:
        """Tell the ledger what was done (an operator's exclusion was never consulted)."""
        sup, now = self.sup, workflow.now()
        if request is not None:
            report = exclusion_report(
                request, nodes, at=now, done=done, reason=reason, commands=commands
            )
        else:
            report = ExclusionReport(
                nodes=nodes,
                job=sup.inp.job.name,
                run=max(1, inc.run),
                incident=inc.id,
                at=now,
                done=done,
                reason=reason[:1000] or "excluded by an operator",
                commands=[c[:1000] for c in (commands or [])][:20],
                sender=sender,
            )
        try:
            await node_health.inform_cluster(sup.inp.job, sup.playbook.cluster, report)
        except ActivityError as err:
            # the exclusion stands (or failed) either way: recovery goes on; the ledger keeps
            # the reservation its consultation made, which expires like any exclusion
            workflow.logger.warning("node-health ledger not informed: %s", cause(err))
            if inc.node_health is not None:
                inc.node_health.reason += f" (not informed afterwards: {cause(err)})"

    def exclusion_plan(self, inc: Incident, step: ExcludeStep) -> ExclusionPlan:
        """The policy's plan; the floor of `min_excludable_nodes` applies to new histories
        only where it changes the decision (older ones replay their refusal)."""
        sup, pb = self.sup, self.sup.playbook
        attribution = inc.attribution
        assert attribution is not None

        def plan(min_nodes: int) -> ExclusionPlan:
            return plan_exclusion(
                implicated=attribution.implicated_nodes,
                excluded=sup.s.excluded_nodes,
                confidence=attribution.confidence,
                min_confidence=pb.attribution.min_confidence,
                job_nodes=sup.inp.job.nodes,
                max_fraction=pb.policies.max_excluded_fraction,
                min_nodes=min_nodes,
                step_max=step.max_nodes,
            )

        floored, unfloored = plan(pb.policies.min_excludable_nodes), plan(0)
        same = (floored.action, floored.nodes) == (unfloored.action, unfloored.nodes)
        if same or workflow.patched(PATCH_EXCLUSION_FLOOR):
            return floored
        return unfloored
