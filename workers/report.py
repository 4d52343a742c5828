"""`warden report WORKFLOW_ID`: the incidents of one supervised job, from Temporal.

A running workflow answers the `status` query; a closed one is read from its result (which
follows the continue-as-new chain to the last run).
"""

from __future__ import annotations

import asyncio
import json
import sys

from rich.console import Console
from temporalio.client import WorkflowExecutionStatus
from temporalio.service import RPCError

from trainwarden.config import TemporalSettings
from trainwarden.supervision import SupervisorStatus
from workers.client import connect


async def fetch_status(workflow_id: str, settings: TemporalSettings) -> SupervisorStatus:
    client = await connect(settings)
    handle = client.get_workflow_handle(workflow_id)
    desc = await handle.describe()
    if desc.status == WorkflowExecutionStatus.RUNNING:
        return await handle.query("status", result_type=SupervisorStatus)
    return await handle.result(result_type=SupervisorStatus)


def main(
    workflow_id: str,
    *,
    as_json: bool = False,
    address: str | None = None,
    namespace: str | None = None,
) -> int:
    settings = TemporalSettings.from_env(address=address, namespace=namespace)
    try:
        status = asyncio.run(fetch_status(workflow_id, settings))
    except RPCError as err:
        sys.stderr.write(f"warden: error: {workflow_id}: {err.message}\n")
        return 2
    except Exception as err:  # noqa: BLE001 - one clear line for any connection problem
        sys.stderr.write(f"warden: error: cannot read {workflow_id} at {settings.address}: {err}\n")
        return 2
    if as_json:
        print(json.dumps(status.model_dump(mode="json"), indent=2))
        return 0
    from workers.demo import incident_panel

    console = Console()
    console.print(
        f"[bold]{status.workflow_id}[/] job {status.job}: {status.state} "
        f"({status.state_reason or ''}); playbook {status.playbook} {status.playbook_hash[:16]}; "
        f"restarts {status.restarts_used}/{status.max_restarts}; excluded "
        f"{', '.join(status.excluded_nodes) or 'none'}"
    )
    for inc in status.incidents:
        console.print(incident_panel(inc))
    return 0
