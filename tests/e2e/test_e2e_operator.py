"""Operator paths: recommend-only mode and wait_for_operator with a timeout."""

from __future__ import annotations

from pathlib import Path

from helpers_e2e import actions_of, job_spec, record_history, start_supervision, wait_status
from temporalio.client import Client

from trainwarden.localcluster.cluster import LocalCluster

WAITING_PLAYBOOK = """\
apiVersion: trainwarden/v1
kind: Playbook
name: ask-first
params:
  poll_interval: 1s
  hang_threshold: 1m
  heartbeat_timeout: 10s
  max_excluded_fraction: 0.34
  backoff_initial: 0s
  max_restarts: 3
detection:
  poll_interval: "{{ poll_interval }}"
  hang_threshold: "{{ hang_threshold }}"
  heartbeat_timeout: "{{ heartbeat_timeout }}"
  signatures: [nvidia-xid, cuda, nccl, pytorch, system, slurm]
rules:
  - name: ask
    steps:
      - wait_for_operator: {timeout: 3s, reason: "a person must look first"}
      - restart
policies:
  max_excluded_fraction: "{{ max_excluded_fraction }}"
"""


async def test_recommend_only_waits_then_acts_on_resume(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    cluster.inject_fault("node-2", "xid", sticky=True, after_steps=8, xid=79)
    handle = await start_supervision(
        temporal_client, worker, job_spec(cluster, "recommend"), playbook="recommend-only"
    )
    status = await wait_status(
        handle, lambda s: s.state == "awaiting_operator", timeout=60, what="recommendation"
    )
    inc = status.incidents[0]
    assert status.mode == "recommend"
    assert inc.recommendation and "exclude" in inc.recommendation and "node-2" in inc.recommendation
    assert actions_of(cluster, "exclude") == [] and len(actions_of(cluster, "submit")) == 1

    await handle.signal("resume", {"reason": "agree with the recommendation", "sender": "alice"})
    status = await wait_status(
        handle, lambda s: s.incidents[0].outcome == "recovered", timeout=60, what="recovery"
    )
    assert status.excluded_nodes == {"node-2": status.incidents[0].id}
    assert len(actions_of(cluster, "exclude")) == 1
    assert [c["run"] for c in actions_of(cluster, "submit")] == [1, 2]
    t = status.incidents[0].timings
    assert t.ordered() and t.time_to_action is not None
    await handle.signal("stop", {"reason": "test over"})
    await wait_status(handle, lambda s: s.state == "stopped", what="stopped")
    await record_history(handle, "recommend_only")


async def test_wait_for_operator_times_out_and_stops_the_job(
    temporal_client: Client, worker: str, cluster: LocalCluster, tmp_path: Path
) -> None:
    playbook = tmp_path / "ask-first.yaml"
    playbook.write_text(WAITING_PLAYBOOK)
    cluster.inject_fault("node-1", "user_code", after_steps=5)
    handle = await start_supervision(
        temporal_client,
        worker,
        job_spec(cluster, "asktimeout"),
        playbook=str(playbook),
        params={"max_restarts": 3},
    )
    status = await wait_status(handle, lambda s: s.state == "stopped", timeout=60, what="stop")
    inc = status.incidents[0]
    assert inc.rule == "ask"
    assert "no operator answered" in status.state_reason
    assert len(actions_of(cluster, "submit")) == 1, "the restart after the wait never ran"


async def test_productive_deadline_missed_hands_over_to_an_operator(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    # 1 s steps: after the restart, 3+ lost steps must be recomputed, which cannot fit in the
    # 1 s left of a productive_deadline of 4 s counted from the failure
    cluster.inject_fault("node-2", "xid", sticky=True, after_steps=8, xid=79)
    job = job_spec(cluster, "deadline", step_seconds=1.0, checkpoint_every=5)
    handle = await start_supervision(
        temporal_client, worker, job, params={"productive_deadline": "4s"}
    )
    status = await wait_status(
        handle, lambda s: s.state == "awaiting_operator", timeout=90, what="deadline"
    )
    inc = status.incidents[0]
    assert inc.outcome == "deadline_missed", status.model_dump_json(indent=1)[:6000]
    assert "not productive within 4s" in inc.outcome_reason
    assert inc.timings.productive_at is None, "a milestone not reached stays null"
    assert inc.timings.time_to_productive_training is None
    assert status.restarts_used == 1
