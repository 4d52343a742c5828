"""SupervisorStatus from a SupervisorState (what the `status` query answers), for reports built
from a replayed history where no query can be asked."""

from __future__ import annotations

from trainwarden.supervision import SupervisorState, SupervisorStatus


def status_of_state(workflow_id: str, job: str, s: SupervisorState) -> SupervisorStatus:
    return s.to_status(workflow_id, job)
