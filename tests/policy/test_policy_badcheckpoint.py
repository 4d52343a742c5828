"""Which checkpoint a failed run marks bad for its job, and how verification then skips it."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from trainwarden.activities.checkpoint_stores import open_store
from trainwarden.activities.checkpoints import _verify
from trainwarden.activities.models import VerifyCheckpointInput
from trainwarden.attribution.result import AttributionResult, Initiating
from trainwarden.checkpoints import write_manifest_checkpoint
from trainwarden.models import FirstSign, JobObservation, RankProgress
from trainwarden.playbook.loader import load_playbook
from trainwarden.playbook.schema import CheckpointSettings
from trainwarden.policy import (
    MAX_BAD_CHECKPOINTS,
    BadCheckpoint,
    JobContext,
    StartedFrom,
    bad_checkpoint,
    bad_checkpoint_note,
    decide,
    program_seen,
    progress_visible,
    remember_bad,
    verify_request,
)

FROM_30 = StartedFrom(step=30, location="/c/step-30")


def mark(**overrides):
    args = dict(
        trigger="failed", run=3, reached_first_step=False, started_from=FROM_30, incident=2
    )
    args.update(overrides)
    return bad_checkpoint(**args)


def test_run_dying_before_first_step_marks_its_checkpoint_bad():
    bad = mark()
    assert bad == BadCheckpoint(step=30, location="/c/step-30", run=3, incident=2)
    assert bad.reason == "failed to load in run 3"
    assert bad.as_skip().reason == "failed to load in run 3"
    assert "step 30 at /c/step-30 marked bad" in bad_checkpoint_note(bad)


def test_nothing_is_marked_otherwise():
    assert mark(reached_first_step=True) is None  # it loaded: the failure came later
    assert mark(started_from=None) is None  # started from scratch
    assert mark(started_from=StartedFrom()) is None
    assert mark(trigger="hang") is None  # a hang is not a load failure
    assert mark(trigger="straggler") is None
    assert mark(progress_visible=False) is None  # no progress source: a first step is unseen


def test_a_run_killed_before_any_rank_showed_progress_still_blames_its_checkpoint():
    """Under load the run that dies loading its checkpoint is stopped before any other rank
    wrote a status file: its last observation reads no progress source. The job showed steps
    before (the high-water step), so a first step would have been seen: the checkpoint is
    marked, not left to the training-code-error rule (which stopped the job)."""
    visible = progress_visible("none", high_water_step=13)
    assert visible and mark(progress_visible=visible) == BadCheckpoint(
        step=30, location="/c/step-30", run=3, incident=2
    )
    assert progress_visible("status", None) and progress_visible("logs", 13)
    assert not progress_visible("none", None)  # never a step seen: no source to judge by


def test_a_run_whose_launch_was_refused_before_any_rank_started_read_nothing():
    """Slurm can refuse a requeued run its step before any rank starts (`srun: error: Unable to
    create step for job 13: Memory required by task is not available`, seen under load): no
    rank status, no rank's exit or line. That run never read its checkpoint."""
    at = datetime(2026, 12, 5, tzinfo=UTC)
    refused = JobObservation(job_id="13", run=2, state="FAILED", exit_code=1, observed_at=at)
    assert not program_seen(refused, [])
    assert not program_seen(refused, [FirstSign(kind="node_down", at=at, node="node4")])
    rank_exit = FirstSign(kind="process_exit", at=at, node="node2", rank=1, exit_status=1)
    assert program_seen(refused, [rank_exit])  # a rank died: it may have died loading
    ranked = refused.model_copy(update={"ranks": [RankProgress(rank=0, node="node4")]})
    assert program_seen(ranked, [])


def test_remembered_once_and_bounded():
    first = mark()
    again = mark(run=4, incident=3)
    known = remember_bad(remember_bad([], first), again)
    assert known == [again]
    many: list[BadCheckpoint] = []
    for step in range(MAX_BAD_CHECKPOINTS + 5):
        many = remember_bad(many, mark(started_from=StartedFrom(step=step, location=f"/s{step}")))
    assert len(many) == MAX_BAD_CHECKPOINTS
    assert many[0].step == 5 and many[-1].step == MAX_BAD_CHECKPOINTS + 4


def test_verify_request_carries_the_skip_list():
    req = verify_request("/c", CheckpointSettings(), None, [mark().as_skip()])
    assert [(s.step, s.location) for s in req.skip] == [(30, "/c/step-30")]
    assert verify_request("/c", CheckpointSettings(), None).skip == []


def _shards(step: int) -> dict[str, bytes]:
    return {f"rank-{r}.pt": bytes([step % 256, r]) * 50 for r in range(2)}


def test_verification_skips_the_bad_checkpoint_and_falls_back(tmp_path: Path):
    root = tmp_path / "ckpt"
    root.mkdir()
    store = open_store(str(root))
    for step in (10, 20, 30):
        write_manifest_checkpoint(store, step, _shards(step))
    plain = _verify(VerifyCheckpointInput(uri=str(root)))
    assert plain.step == 30 and plain.location
    bad = mark(started_from=StartedFrom(step=30, location=plain.location))
    verdict = _verify(VerifyCheckpointInput(uri=str(root), skip=[bad.as_skip()]))
    assert verdict.usable and verdict.step == 20
    assert [(r.step, r.location) for r in verdict.rejected] == [(30, plain.location)]
    assert verdict.rejected[0].reason.endswith("failed to load in run 3")
    # with rollback, the skip still holds for the older verification
    rolled = _verify(VerifyCheckpointInput(uri=str(root), skip=[bad.as_skip()], rollback=1))
    assert rolled.step == 10
    # a checkpoint at the same step elsewhere is not the bad one
    other = mark(started_from=StartedFrom(step=30, location=str(tmp_path / "elsewhere")))
    assert _verify(VerifyCheckpointInput(uri=str(root), skip=[other.as_skip()])).step == 30


def test_default_playbook_restarts_a_run_that_died_loading_its_checkpoint():
    pb = load_playbook("default").playbook
    now = datetime(2026, 1, 1, tzinfo=UTC)
    crash = AttributionResult(
        verdict="attributed",
        category="user_code",
        signature="python-exception",
        implicated_nodes=[],
        initiating=Initiating(node=None),
        confidence=0.7,
        retryable=False,
        explanation="test",
    )
    plain = decide(pb, crash, JobContext(job_nodes=3, now=now))
    assert (plain.rule, plain.outcome) == ("training-code-error", "stop")
    loading = decide(pb, crash, JobContext(job_nodes=3, now=now, checkpoint_failed_to_load=True))
    assert (loading.rule, loading.steps, loading.outcome) == (
        "checkpoint-failed-to-load",
        ["verify_checkpoint", "restart"],
        "restart",
    )
    # a machine fault during the load still takes the machine out first
    xid = crash.model_copy(update={"category": "gpu_hardware", "confidence": 0.99,
                                   "implicated_nodes": ["node-2"],
                                   "initiating": Initiating(node="node-2"), "retryable": True})
    ctx = JobContext(job_nodes=4, now=now, checkpoint_failed_to_load=True)
    assert decide(pb, xid, ctx).rule == "faulty-machine"
