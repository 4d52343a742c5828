"""The shipped default playbook with no layout set verifies DCP checkpoints as DCP (layout
`auto`), and a layout set by hand that finds nothing stops the incident with a reason naming
the layout that is there, where, and the param to set. Verification is the real one, on the
torch 2.15 DCP fixture laid out as a DDP program writes it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from temporalio.client import WorkflowHandle
from wf_harness import Harness

from trainwarden.activities.checkpoints import _verify
from trainwarden.activities.models import VerifyCheckpointInput
from trainwarden.checkpoints.models import CheckpointVerdict
from trainwarden.policy.checkpoint import NO_CHECKPOINT

DCP_FIXTURE = (
    Path(__file__).resolve().parents[1] / "checkpoints" / "fixtures" / "dcp_torch_2.15.0"
)


async def supervise_dcp_program(
    harness: Harness, tmp_path: Path, params: dict[str, str] | None = None
) -> tuple[WorkflowHandle, Path]:
    """A hang of a job whose checkpoint location holds the fixture's DCP saves, verified for
    real there."""
    root = tmp_path / "ckpt"
    shutil.copytree(DCP_FIXTURE, root)

    def verify(inp: VerifyCheckpointInput) -> CheckpointVerdict:
        return _verify(inp.model_copy(update={"uri": str(root)}))

    harness.world.verify = verify
    harness.world.fail("hang")
    return await harness.start(params=params), root


async def verification_results(handle: WorkflowHandle) -> list[dict]:
    history = await handle.fetch_history()
    results = []
    for event in history.events:
        if event.HasField("activity_task_completed_event_attributes"):
            for payload in event.activity_task_completed_event_attributes.result.payloads:
                result = json.loads(payload.data)
                if isinstance(result, dict) and "layouts_found" in result:
                    results.append(result)
    return results


async def test_default_playbook_restarts_a_dcp_program_from_its_newest_complete_checkpoint(
    harness: Harness, tmp_path: Path
) -> None:
    handle, root = await supervise_dcp_program(harness, tmp_path)
    world = harness.world
    status = await harness.wait(
        handle, lambda s: bool(s.incidents) and bool(world.called("restart_job")), "restart"
    )
    assert {inp.layout for inp in world.called("verify_checkpoint")} == {"auto"}
    [restart] = world.called("restart_job")
    assert restart.checkpoint.step == 10
    assert restart.checkpoint.location == str(root / "iter_0000010")
    verdict = status.incidents[0].checkpoint
    assert verdict is not None and verdict.chosen_layout == "dcp"
    # what was found where is in the workflow's own record
    recorded = (await verification_results(handle))[-1]
    assert recorded["chosen_layout"] == "dcp"
    assert recorded["layouts_found"] == [
        {
            "layout": "dcp",
            "count": 2,
            "directories": ["iter_0000015", "iter_0000010"],
            "newest": str(root / "iter_0000015"),
        }
    ]


async def test_a_layout_set_by_hand_that_finds_nothing_says_what_is_there_and_what_to_set(
    harness: Harness, tmp_path: Path
) -> None:
    handle, root = await supervise_dcp_program(harness, tmp_path, {"checkpoint_layout": "manifest"})
    world = harness.world
    status = await harness.wait(handle, lambda s: s.state == "stopped", "stopped")
    assert world.called("restart_job") == []
    assert status.incidents[0].outcome_reason == (
        f"{NO_CHECKPOINT}: the playbook's checkpoint layout is manifest, but 2 dcp checkpoint "
        f"directories are under {root} (iter_0000015, iter_0000010; newest "
        f"{root / 'iter_0000015'}); set the param checkpoint_layout to dcp (workflow input "
        '"params": {"checkpoint_layout": "dcp"}), or to auto to recognise each directory\'s '
        "layout"
    )
    assert status.state_reason == f"incident 1: {status.incidents[0].outcome_reason}"
