"""The activities a trainwarden worker hosts."""

from collections.abc import Callable
from typing import Any

from trainwarden.activities.checkpoints import verify_checkpoint
from trainwarden.activities.evidence import attribute_incident, collect_evidence
from trainwarden.activities.jobs import (
    exclude_nodes,
    restart_job,
    return_to_service,
    start_job,
    stop_job,
)
from trainwarden.activities.monitoring import monitor_job
from trainwarden.activities.node_health import (
    archive_node_ledger,
    check_cluster_input,
    consult_node_health,
    inform_node_health,
    run_health_check,
)
from trainwarden.activities.notify import notify_webhook
from trainwarden.activities.playbooks import load_playbook
from trainwarden.activities.shadow import evaluate_shadow

ALL_ACTIVITIES: list[Callable[..., Any]] = [
    load_playbook,
    start_job,
    monitor_job,
    collect_evidence,
    attribute_incident,
    exclude_nodes,
    return_to_service,
    verify_checkpoint,
    restart_job,
    stop_job,
    notify_webhook,
    consult_node_health,
    inform_node_health,
    run_health_check,
    archive_node_ledger,
    check_cluster_input,
    evaluate_shadow,  # a local activity (pure)
]
