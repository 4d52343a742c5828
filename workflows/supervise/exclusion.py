"""Carrying out the exclude step (decided by the step interpreter, trainwarden.policy.plan):
the job's own exclusion limit first, then (new histories) the cluster's node-health ledger,
consulted before excluding and informed after (docs/nodes.md).

The step runner (steps.py) and the operator's `exclude` update (operator.py) hold one.
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
    from trainwarden.lifecycle import HandOver
    from trainwarden.nodes import ConsultDecision, ConsultRequest, ExclusionReport
    from trainwarden.nodes.requests import consult_request, exclusion_report
    from trainwarden.policy import ExcludeDecision, ReportDecision, after_ledger
    from trainwarden.supervision import Incident, NodeHealthNote

# Retired (deprecate_patch: the pre-patch branch is gone; docs/architecture.md, "Retiring patch
# branches"): min_excludable_nodes always applies.
PATCH_EXCLUSION_FLOOR = "exclusion-floor"
# Changes to running code (workflow.patched ids; histories recorded before them replay unchanged).
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


class Exclusion:
    """Takes nodes out of the job: the `exclude` step, the report of named nodes to the
    cluster's ledger, and the exclusion itself (also the operator's)."""

    def __init__(self, sup: Supervision) -> None:
        self.sup = sup

    # ----------------------------------------------------------------- exclude
    async def exclude(self, inc: Incident, d: ExcludeDecision) -> bool:
        """Carry out the interpreter's exclude decision: the job's own limit first, then (new
        histories) the cluster's node-health ledger, consulted before excluding and informed
        after (what its answer means: `after_ledger`). False: the ledger handed the incident to
        an operator (after a refusal by the job's limit the interpreter decides the hand-over)."""
        sup = self.sup
        started = workflow.now()
        workflow.deprecate_patch(PATCH_EXCLUSION_FLOOR)
        plan = d.plan
        if plan.action == "refuse":  # the interpreter's next decision hands over
            sup.record_action(
                inc, "exclude", started, summary=plan.reason, ok=False, finished=started
            )
            return True
        if plan.action == "skip":  # nothing named (one it names is a ReportDecision instead)
            sup.record_action(inc, "exclude", started, summary=plan.reason, finished=started)
            return True
        if not workflow.patched(PATCH_NODE_HEALTH):
            await self.exclude_nodes(inc, plan.nodes, d.why)
            return True
        request, answer = await self.consult(inc, plan.nodes, "exclude")
        ledger = after_ledger("exclude", answer)
        if ledger.action == "hand_over":
            sup.record_action(inc, "exclude", started, summary=health_note(answer), ok=False)
            sup.emit(inc, HandOver(ledger.reason))
            return False
        for node in ledger.already_out:  # out for every job: the restart avoids it too
            sup.state.excluded_nodes.setdefault(node, inc.id)
            if node not in inc.excluded_nodes:
                inc.excluded_nodes.append(node)
        if ledger.action == "keep":  # already out: nothing to run
            sup.record_action(inc, "exclude", started, summary=health_note(answer))
            sup.upsert_search_attributes()
            return True
        await self.exclude_nodes(inc, ledger.nodes, d.why, request, started=started)
        return True

    async def report(self, inc: Incident, d: ReportDecision) -> None:
        """Tell the cluster which nodes the incident named without excluding them (their
        reputation): before the steps of a rule that does not exclude, or for an exclude step
        not sure enough to (recorded as that step's action); a quarantine answer takes them out
        of this job too (the restart avoids them)."""
        started = workflow.now()
        if not workflow.patched(PATCH_NODE_HEALTH):
            if d.skipped is not None:
                self.sup.record_action(inc, "exclude", started, summary=d.skipped, finished=started)
            return
        request, answer = await self.consult(inc, d.nodes, "report")
        ledger = after_ledger("report", answer)
        if ledger.action == "exclude":
            await self.exclude_nodes(inc, ledger.nodes, d.why, request, started=started)
        elif d.skipped is not None:
            summary = f"{d.skipped}; {health_note(answer)}"
            self.sup.record_action(inc, "exclude", started, summary=summary)

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
        try:
            signature = result.signature if result is not None else None
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
            sup.state.excluded_nodes[node] = inc.id
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
