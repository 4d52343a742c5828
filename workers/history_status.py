"""The supervisor's status as of the end of a workflow history, by replaying it.

Used for recorded histories (tests, post-mortems of a saved history) and for earlier runs of a
continue-as-new chain: replay runs the real workflow code, so the numbers are exactly what the
`status` query would have answered at the last event.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from temporalio import workflow
from temporalio.client import WorkflowHistory
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.worker import (
    ExecuteWorkflowInput,
    Interceptor,
    Replayer,
    WorkflowInboundInterceptor,
    WorkflowInterceptorClassInput,
)

from trainwarden.reporting.status import status_of_state
from trainwarden.supervision import SupervisorStatus
from workflows.supervise import SuperviseTrainingJob


class _HoldInstance(Interceptor):
    """Keeps a reference to the replayed workflow instance so its state can be read after."""

    def __init__(self) -> None:
        self.instances: list[Any] = []

    def workflow_interceptor_class(
        self, input: WorkflowInterceptorClassInput
    ) -> type[WorkflowInboundInterceptor]:
        held = self.instances

        class Inbound(WorkflowInboundInterceptor):
            async def execute_workflow(self, input: ExecuteWorkflowInput) -> Any:
                held.append(workflow.instance())
                return await super().execute_workflow(input)

        return Inbound


def history_times(history: WorkflowHistory) -> tuple[datetime, datetime, bool]:
    """(first event time, last event time, closed?) of a history."""
    events = history.events
    closed = events[-1].WhichOneof("attributes") in {
        "workflow_execution_completed_event_attributes",
        "workflow_execution_failed_event_attributes",
        "workflow_execution_canceled_event_attributes",
        "workflow_execution_terminated_event_attributes",
        "workflow_execution_timed_out_event_attributes",
        "workflow_execution_continued_as_new_event_attributes",
    }
    return events[0].event_time.ToDatetime(), events[-1].event_time.ToDatetime(), closed


async def status_from_history(history: WorkflowHistory) -> SupervisorStatus:
    hold = _HoldInstance()
    replayer = Replayer(
        workflows=[SuperviseTrainingJob],
        data_converter=pydantic_data_converter,
        interceptors=[hold],
    )
    result = await replayer.replay_workflow(history, raise_on_replay_failure=True)
    del result
    if not hold.instances or hold.instances[-1].s is None:
        raise ValueError(f"{history.workflow_id}: history ends before the playbook was loaded")
    inst = hold.instances[-1]
    return status_of_state(history.workflow_id, inst.inp.job.name, inst.s)
