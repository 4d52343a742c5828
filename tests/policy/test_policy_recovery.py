"""Recommendations, resume steps, verify requests and the checkpoint location."""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import TypeAdapter

from trainwarden.activities.checkpoint_stores import open_store
from trainwarden.checkpoints import verify_checkpoints, write_manifest_checkpoint
from trainwarden.checkpoints.manifest import step_dir_name
from trainwarden.checkpoints.models import CheckpointVerdict, RejectedCheckpoint
from trainwarden.models import JobHandle, JobSpec
from trainwarden.playbook.loader import load_playbook
from trainwarden.playbook.schema import CheckpointSettings, CustomLayout
from trainwarden.playbook.steps import ExcludeStep, RestartStep, Step, VerifyCheckpointStep
from trainwarden.policy import (
    DEFAULT_RESUME_STEPS,
    checkpoint_location,
    deadline_reason,
    no_checkpoint_location,
    recommendation,
    resume_steps,
    verify_request,
    verify_summary,
)
from trainwarden.reporting.report import incident_report
from trainwarden.supervision import Incident, SupervisorState


def test_recommendation_names_rule_steps_and_nodes() -> None:
    text = recommendation("faulty-machine", ["exclude", "verify_checkpoint", "restart"], ["node-2"])
    assert text == "rule faulty-machine: exclude -> verify_checkpoint -> restart (exclude node-2)"
    assert recommendation("hang", ["restart"], []) == "rule hang: restart"


def test_resume_steps_always_end_in_a_restart() -> None:
    assert [s.kind for s in resume_steps([])] == ["verify_checkpoint", "restart"]
    pending: list[Step] = [ExcludeStep(max_nodes=1)]
    assert [s.kind for s in resume_steps(pending)] == ["exclude", "verify_checkpoint", "restart"]
    assert resume_steps(pending)[0] == ExcludeStep(max_nodes=1)
    kept: list[Step] = [RestartStep(reason="go")]
    again = resume_steps(kept)
    assert again == kept and again is not kept and again[0] is not kept[0]


# What workflows recorded in `pending_steps` (carried across continue-as-new) before steps were
# typed: the default resume steps as bare kinds, the rest of a rule (wait_for_operator) and a
# recommend-only rule's steps as full dumps of the playbook's steps.
RECORDED_DEFAULT = [{"kind": "verify_checkpoint"}, {"kind": "restart"}]
RECORDED_RULE = [
    {"kind": "exclude", "max_nodes": 1, "reason": "bad gpu"},
    {"kind": "verify_checkpoint", "checksums": None, "fallback": True, "rollback": 2},
    {"kind": "restart", "reason": None},
]


def test_pending_steps_recorded_as_dicts_read_as_typed_steps_and_write_back_the_same() -> None:
    """Carried state written by earlier workers decodes into typed steps; a rule's steps
    serialise to exactly the JSON the dicts were; the default pair now spells out its option
    defaults, which read back (old reader: the step list adapter over dicts) as the same steps."""
    state = SupervisorState(playbook=load_playbook("default"), pending_steps=RECORDED_RULE)
    assert state.pending_steps == [
        ExcludeStep(max_nodes=1, reason="bad gpu"),
        VerifyCheckpointStep(rollback=2),
        RestartStep(),
    ]
    dumped = json.loads(state.model_dump_json())["pending_steps"]
    assert dumped == RECORDED_RULE
    assert dumped == [s.model_dump(mode="json") for s in state.pending_steps]  # what was written
    state = SupervisorState(playbook=load_playbook("default"), pending_steps=RECORDED_DEFAULT)
    assert state.pending_steps == list(DEFAULT_RESUME_STEPS)
    written = json.loads(state.model_dump_json())["pending_steps"]
    assert [w["kind"] for w in written] == ["verify_checkpoint", "restart"]
    assert TypeAdapter(list[Step]).validate_python(written) == list(DEFAULT_RESUME_STEPS)


def test_deadline_reason() -> None:
    assert deadline_reason(1800.0) == "not productive within 1800s of the failure"


def test_checkpoint_location_prefers_the_job_spec() -> None:
    handle = JobHandle(backend="local", job_id="j", checkpoint_uri="/backend/ckpt")
    assert checkpoint_location(JobSpec(name="a"), handle) == "/backend/ckpt"
    assert checkpoint_location(JobSpec(name="a", checkpoint_uri="s3://b/p"), handle) == "s3://b/p"
    assert checkpoint_location(JobSpec(name="a"), None) is None


def test_verify_request_takes_step_options_over_playbook_defaults() -> None:
    settings = CheckpointSettings(
        layout="mine",
        checksums=True,
        custom_layouts=[CustomLayout(name="mine", step_dir_regex=r"^s(\d+)$", marker="DONE")],
    )
    implicit = verify_request("/c", settings, None)
    assert (implicit.checksums, implicit.fallback, implicit.rollback) == (True, True, 0)
    assert implicit.custom_layouts[0]["marker"] == "DONE"
    step = VerifyCheckpointStep(checksums=False, fallback=False, rollback=1)
    explicit = verify_request("/c", settings, step)
    assert (explicit.checksums, explicit.fallback, explicit.rollback) == (False, False, 1)


def test_verify_summaries() -> None:
    assert verify_summary(no_checkpoint_location("manifest")) == "no usable checkpoint"
    verdict = CheckpointVerdict(
        usable=True,
        step=20,
        location="/c/step-20",
        layout="manifest",
        level="presence",
        rejected=[
            RejectedCheckpoint(step=30, location="/c/step-30", reason="step 30: missing shard")
        ],
    )
    assert verify_summary(verdict) == (
        "checkpoint step 20 at /c/step-20 (rejected newer: step 30: missing shard)"
    )


def test_rejection_reasons_name_their_checkpoint_once(tmp_path: Path) -> None:
    """The verifier's reasons already say "step N:"; the summary and the report must not again."""
    store = open_store(str(tmp_path))
    for step in (20, 30):
        write_manifest_checkpoint(store, step, {"rank-0.pt": b"w" * 8, "rank-1.pt": b"w" * 8})
    (tmp_path / step_dir_name(30) / "rank-1.pt").unlink()
    verdict = verify_checkpoints(store, "manifest")
    assert verdict.step == 20
    reason = "step 30: shard rank-1.pt missing"
    assert verify_summary(verdict) == (
        f"checkpoint step 20 at {verdict.location} (rejected newer: {reason})"
    )
    incident = Incident(id="i-1", number=1, trigger="failed", checkpoint=verdict)
    assert incident_report(incident).rejected_checkpoints == [reason]
