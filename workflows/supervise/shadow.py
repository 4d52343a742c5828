"""Shadow mode: the decision a second playbook would take on each incident, evaluated next to
the acting one with the same code (`trainwarden.policy.decide`), recorded in history (a local
activity's marker), in the incident and so in the status query and report; never executed."""

from __future__ import annotations

from temporalio import workflow
from temporalio.exceptions import ActivityError, ApplicationError

from trainwarden.workflows.supervise.core import Supervision, cause
from trainwarden.workflows.supervise.options import load_playbook_options, shadow_options

with workflow.unsafe.imports_passed_through():
    from trainwarden.activities.models import LoadPlaybookInput
    from trainwarden.activities.playbooks import load_playbook
    from trainwarden.activities.shadow import ShadowInput, evaluate_shadow
    from trainwarden.playbook.loader import LoadedPlaybook
    from trainwarden.supervision import Incident, ShadowDecision, SuperviseInput


async def load_shadow(inp: SuperviseInput) -> LoadedPlaybook:
    """Loaded at start like the playbook (its params: `shadow_params`, else `params`); a bad
    one fails the workflow at once, naming the field."""
    assert inp.shadow_playbook is not None  # called only with one
    try:
        return await workflow.execute_activity(
            load_playbook,
            LoadPlaybookInput(
                ref=inp.shadow_playbook,
                params=inp.params if inp.shadow_params is None else inp.shadow_params,
            ),
            **load_playbook_options(),
            summary=f"load shadow playbook {inp.shadow_playbook}",
        )
    except ActivityError as err:
        raise ApplicationError(
            f"invalid workflow input: shadow_playbook: {cause(err)}"[:4000],
            type="InvalidInput",
            non_retryable=True,
        ) from err


async def record_shadow(sup: Supervision, inc: Incident) -> None:
    """Only with a shadow playbook (so histories without one have no new command)."""
    shadow = sup.state.shadow_playbook
    if shadow is None or inc.attribution is None or inc.context is None or not inc.decision:
        return
    try:
        shadow_decision: ShadowDecision = await workflow.execute_local_activity(
            evaluate_shadow,
            ShadowInput(
                playbook=shadow.playbook,
                playbook_hash=shadow.content_hash,
                attribution=inc.attribution,
                context=inc.context,
                acting=inc.decision,
            ),
            **shadow_options(),
            summary=f"shadow playbook {shadow.playbook.name} on incident {inc.number}",
        )
    except ActivityError as err:  # the shadow never affects what the acting playbook does
        workflow.logger.warning("incident %s: shadow not evaluated: %s", inc.id, cause(err))
        return
    inc.shadow = shadow_decision
    d = shadow_decision.decision
    workflow.logger.info(
        "incident %s: shadow playbook %s would: rule %s, %s (%s)",
        inc.id,
        shadow.playbook.name,
        d.rule,
        d.outcome,
        "agrees" if shadow_decision.agrees else "; ".join(shadow_decision.differences),
    )
