"""SupervisorStatus from a SupervisorState (what the `status` query answers), for reports built
from a replayed history where no query can be asked."""

from __future__ import annotations

from trainwarden.supervision import SupervisorState, SupervisorStatus


def status_of_state(workflow_id: str, job: str, s: SupervisorState) -> SupervisorStatus:
    pb = s.playbook.playbook
    return SupervisorStatus(
        workflow_id=workflow_id,
        job=job,
        state=s.state,
        state_reason=s.state_reason,
        playbook=pb.name,
        playbook_version=pb.version,
        playbook_hash=s.playbook.content_hash,
        mode=pb.policies.mode,
        restarts_used=s.restart_count,
        max_restarts=pb.policies.max_restarts,
        excluded_nodes=dict(s.excluded_nodes),
        handle=s.handle,
        high_water_step=s.high_water_step,
        incidents=list(s.incidents),
        incident_total=s.incident_total,
        signals=list(s.signals),
        rejected_signals=s.rejected_signals,
        runs_of_workflow=s.runs_of_workflow,
    )
