"""Restart from what verification chose: the fault also corrupts the newest checkpoint, and the
job resumes from the previous one with lost_steps counted from it; on a directory and on S3."""

from __future__ import annotations

import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import boto3
import pytest
from helpers_e2e import (
    job_spec,
    release_chaos_point,
    start_supervision,
    wait_for_chaos_point,
    wait_status,
)
from temporalio.client import Client

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.models import JobSpec

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/s3server.py
from s3server import MotoServer


@pytest.fixture(scope="module")
def s3_endpoint() -> Iterator[str]:
    with MotoServer() as server:
        yield server.url


async def _run_with_corrupted_newest(
    client: Client, worker: str, cluster: LocalCluster, job: JobSpec, tw_home: Path,
    monkeypatch: pytest.MonkeyPatch, corrupt,
) -> None:
    # hold checkpoint verification (it starts at detection) until the newest checkpoint is
    # broken, then let it go on (released, not timed: the pause only bounds a lost test)
    monkeypatch.setenv("TRAINWARDEN_CHAOS_PAUSE", "verify_checkpoint.before=120")
    cluster.inject_fault("node-2", "xid", sticky=True, after_steps=13, xid=79)
    handle = await start_supervision(client, worker, job)
    await wait_for_chaos_point(tw_home, "verify_checkpoint.before")
    broken_step = corrupt()
    release_chaos_point(tw_home, "verify_checkpoint.before")
    status = await wait_status(
        handle, lambda s: bool(s.incidents) and s.incidents[0].outcome == "recovered",
        timeout=90, what="recovery",
    )
    inc = status.incidents[0]
    t = inc.timings
    assert inc.checkpoint is not None and inc.checkpoint.usable
    assert [r.step for r in inc.checkpoint.rejected] == [broken_step]
    assert "rank-1.pt" in inc.checkpoint.rejected[0].reason
    assert t.restored_step == broken_step - 5
    assert t.lost_steps == t.high_water_step - (broken_step - 5)
    assert t.ordered()
    await handle.signal("stop", {"reason": "test over"})
    await wait_status(handle, lambda s: s.state == "stopped", what="stopped")


async def test_corrupted_newest_checkpoint_on_disk_falls_back(
    temporal_client: Client, worker: str, cluster: LocalCluster, tw_home: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    job = job_spec(cluster, "fallback")
    ckpt_root = cluster.layout.checkpoints("fallback")

    def corrupt() -> int:
        newest = sorted(ckpt_root.glob("step_*"))[-1]
        (newest / "rank-1.pt").unlink()
        return int(newest.name.split("_")[1])

    await _run_with_corrupted_newest(
        temporal_client, worker, cluster, job, tw_home, monkeypatch, corrupt
    )


async def test_checkpoints_on_s3_with_corrupted_newest_fall_back(
    temporal_client: Client, worker: str, cluster: LocalCluster, tw_home: Path,
    monkeypatch: pytest.MonkeyPatch, s3_endpoint: str,
) -> None:
    aws = {
        "AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing",
        "AWS_DEFAULT_REGION": "us-east-1", "AWS_ENDPOINT_URL": s3_endpoint,
    }
    for name, value in aws.items():
        monkeypatch.setenv(name, value)  # the worker's (verification reads the bucket)
    bucket = f"ckpt-{uuid.uuid4().hex[:8]}"
    s3 = boto3.client("s3")
    s3.create_bucket(Bucket=bucket)
    # a job never inherits the worker's credentials (trainwarden.jobenv): the trainers get
    # theirs from the job's own env, as a user would give them
    job = job_spec(cluster, "s3job").model_copy(
        update={"checkpoint_uri": f"s3://{bucket}/s3job", "env": aws}
    )

    def corrupt() -> int:
        keys = [o["Key"] for o in s3.list_objects_v2(Bucket=bucket)["Contents"]]
        steps = sorted({k.split("/")[1] for k in keys if k.endswith("manifest.json")})
        newest = steps[-1]
        s3.delete_object(Bucket=bucket, Key=f"s3job/{newest}/rank-1.pt")
        return int(newest.split("_")[1])

    await _run_with_corrupted_newest(
        temporal_client, worker, cluster, job, tw_home, monkeypatch, corrupt
    )
    # the restarted run really read its shards back from S3
    logs = list((cluster.root).rglob("rank-0.log"))
    assert any("resumed from checkpoint step" in p.read_text() and "s3://" in p.read_text()
               for p in logs)
