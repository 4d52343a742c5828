# ruff: noqa: E501  (posted lines are kept as printed)
"""A node the scheduler marks DOWN because the cloud or the scheduler took it is a preemption:
nobody is implicated (DESIGN's taxonomy: "scheduler-initiated stop: preempted, ... maintenance";
implicated: no). A DOWN whose reason says the node failed stays node_failure of that node.

The reasons are the providers' own words: GKE and Compute Engine "preempted" / "preemptible"
(https://cloud.google.com/kubernetes-engine/docs/how-to/preemptible-vms), EC2's spot
"interruption" (https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/spot-interruptions.html),
Azure's spot "eviction" (https://learn.microsoft.com/en-us/azure/virtual-machines/spot-vms),
the cluster autoscaler's "scale down"
(https://github.com/kubernetes/autoscaler/blob/master/cluster-autoscaler/FAQ.md), set the way
`scontrol update NodeName=... State=DOWN Reason=...` sets them
(https://slurm.schedmd.com/scontrol.html); "Not responding" is slurmctld's own reason for a node
that stopped answering.
"""

from __future__ import annotations

import json

import pytest
from two_nodes import at, log, steps

from trainwarden.attribution import attribute_bundle

RESET = "RuntimeError: [1] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer"


def scheduler(reason: str, state: str = "DOWN") -> str:
    rows = [{"ts": at(65), "node": "node-2", "node_state": state, "reason": reason},
            {"ts": at(90), "job_state": "FAILED", "exit_code": 1}]
    return "".join(json.dumps(r) + "\n" for r in rows)


def bundle_of(write_bundle, reason: str, state: str = "DOWN"):
    return write_bundle({
        "scheduler.jsonl": scheduler(reason, state),
        "metrics.jsonl": steps(50),
        "logs/node-1/rank-0.log": log((0, "starting"), (70, RESET)),
        "logs/node-2/rank-1.log": log((0, "starting"), (55, "step 5")),
    })


@pytest.mark.parametrize("reason", [
    "preemptible VM preempted",
    "Instance was preempted",
    "spot-interrupted-no-replace",
    "Spot instance interruption notice received",
    "Azure Spot VM eviction notice",
    "cluster-autoscaler scale-down",
    "node on preemptible pool reclaimed",
])
def test_a_node_taken_by_its_provider_is_a_preemption_of_nobody(write_bundle, reason) -> None:
    result = attribute_bundle(bundle_of(write_bundle, reason))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "preemption", [])
    assert result.signature == "sched-node-taken-by-provider"
    # the peer's reset after the node went away is its cascade, not a second cause
    assert result.initiating.evidence[0].file == "scheduler.jsonl"


@pytest.mark.parametrize("reason", ["Not responding", "Node unexpectedly rebooted",
                                    "Kill task failed"])
def test_a_node_that_failed_stays_a_node_failure(write_bundle, reason) -> None:
    result = attribute_bundle(bundle_of(write_bundle, reason))
    assert result.category == "node_failure"
    assert "preemption" not in {c.category for c in result.cascading}



# NCCL's IB transport reporting the peer gone (src/transport/net_ib.cc,
# https://github.com/NVIDIA/nccl/blob/master/src/transport/net_ib.cc): what a survivor prints
# when the machine of its peer is taken away.
PEER_GONE = "NCCL WARN NET/IB : Got completion from peer 10.0.0.2<36915> with error 12, opcode 0, len 0, vendor err 129 (Recv)"


def test_a_preemption_recorded_late_comes_before_what_the_survivors_report(write_bundle) -> None:
    """The scheduler records the preempted node DOWN a minute after it went silent; the
    survivor's report of the lost peer in between is the preemption's symptom: the node was
    taken at its last sign of life, as a failed node died at its own."""
    rows = [{"ts": at(120), "node": "node-2", "node_state": "DOWN",
             "reason": "Instance was preempted"},
            {"ts": at(130), "job_state": "FAILED", "exit_code": 1}]
    bundle = write_bundle({
        "scheduler.jsonl": "".join(json.dumps(r) + "\n" for r in rows),
        "metrics.jsonl": steps(50),
        "logs/node-1/rank-0.log": log((0, "starting"), (70, PEER_GONE)),
        "logs/node-2/rank-1.log": log((0, "starting"), (55, "step 5")),
    })
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "preemption", [])


# A Ray Train run that survives the loss of a node: Train restarts all its workers from the last
# checkpoint and training goes on (Ray's PR "[Train] Improvements to fault tolerance": "If any
# workers have failed, all workers will be restarted and training will continue from the last
# checkpoint", https://github.com/ray-project/ray/pull/22511). The bundle is structure alone (the
# scheduler's node state and the step metrics, as docs/evidence-bundle.md defines them): no
# program line decides it.


def restored_run(write_bundle, restarted: int):
    """Steps every 10 s to step 30; node-2 (rank 1's) is marked DOWN at 305 s. `restarted`
    ranks start again from step 1, below the step reached (the last checkpoint's), and train
    on to step 25 (rank 1 restored on node-3); with none the steps stop at 300 s."""
    rows = [{"ts": at(0), "job_state": "RUNNING"},
            {"ts": at(305), "node": "node-2", "node_state": "DOWN",
             "reason": "marked dead because the detector has missed too many heartbeats"}]
    metrics = steps(300)
    metrics += "".join(
        json.dumps({"ts": at(320 + 10 * s), "node": ("node-1", "node-3")[r], "rank": r,
                    "name": "step", "value": s}) + "\n"
        for s in range(1, 26) for r in range(restarted))
    return write_bundle({
        "scheduler.jsonl": "".join(json.dumps(r) + "\n" for r in rows),
        "metrics.jsonl": metrics,
    }, nodes=["node-1", "node-2", "node-3"], ranks={"0": "node-1", "1": "node-2"})


def test_a_node_down_the_run_restarted_past_is_no_failure(write_bundle) -> None:
    """The ranks' steps, counted again from the checkpoint (below the step they had reached),
    went on well past the node's DOWN: the run's own recovery carried its ranks on without the
    node, and no healthy node is blamed."""
    result = attribute_bundle(restored_run(write_bundle, 2))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "no_failure", "unknown", [])


def test_a_node_down_the_run_did_not_outlive_stays_a_node_failure(write_bundle) -> None:
    result = attribute_bundle(restored_run(write_bundle, 0))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "node_failure", ["node-2"])
