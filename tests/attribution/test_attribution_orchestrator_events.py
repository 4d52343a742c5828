# ruff: noqa: E501  (kubectl's lines are kept as it prints them)
"""Orchestrator events as evidence (issue 43 item 3): the bundle's events.jsonl, and the same
events as text in a log stream (`kubectl get events`, with and without `-o wide`, and the
Events rows of `kubectl describe`). Which node an event is about comes from the event (its
`node`, a Node's name, where its pod was placed), never from the log that holds the line.

The kubectl lines keep the shapes users post of `kubectl get events` and `kubectl describe`
(a NodeNotReady of a pod and of a node, an eviction for memory, SystemOOM rows).
"""

from __future__ import annotations

import json

import pytest
from two_nodes import TWO_NODES, at, log, steps

from trainwarden.attribution import attribute_bundle

NODES = ["node-1", "node-2", "node-3"]
RANKS = {"0": "node-1", "1": "node-2", "2": "node-3"}
TIMEOUT = ("[Rank {r}] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=42, "
           "OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600031 "
           "milliseconds before timing out.")


def events(*items: dict) -> str:
    return "".join(json.dumps({"source": "kubernetes", **e}) + "\n" for e in items)


def timeouts(at: str = "2026-01-01T00:20:00Z") -> dict[str, str]:
    """Ranks 0 and 1 time out in their collective (the cascade of whatever happened)."""
    return {f"logs/node-{r + 1}/rank-{r}.log": f"{at} {TIMEOUT.format(r=r)}\n" for r in (0, 1)}


def job(**extra) -> dict:
    return {"job_id": "j", "scheduler": "kubernetes", "nodes": NODES, "ranks": RANKS, **extra}


def verdict(result) -> tuple:
    return result.verdict, result.category, result.implicated_nodes


def test_a_pod_event_is_about_the_node_its_event_names(write_bundle) -> None:
    bundle = write_bundle({**timeouts(), "events.jsonl": events(
        {"ts": "2026-01-01T00:10:00Z", "kind": "Pod", "name": "trainer-w2", "node": "node-3",
         "reason": "NodeNotReady", "type": "Warning", "message": "Node is not ready"})},
        job=job())
    result = attribute_bundle(bundle)
    assert verdict(result) == ("attributed", "node_failure", ["node-3"])
    assert result.signature == "k8s-event-pod-node-not-ready"
    assert result.initiating.evidence[0].file == "events.jsonl"


def test_a_pod_is_placed_by_its_scheduled_event(write_bundle) -> None:
    bundle = write_bundle({**timeouts(), "events.jsonl": events(
        {"ts": "2026-01-01T00:00:00Z", "kind": "Pod", "name": "trainer-w2", "reason": "Scheduled",
         "type": "Normal", "message": "Successfully assigned ml/trainer-w2 to node-3"},
        {"ts": "2026-01-01T00:10:00Z", "kind": "Pod", "name": "trainer-w2",
         "reason": "NodeNotReady", "type": "Warning", "message": "Node is not ready"})},
        job=job())
    assert verdict(attribute_bundle(bundle)) == ("attributed", "node_failure", ["node-3"])


def test_a_node_event_is_about_that_node_placed_by_its_host_name(write_bundle) -> None:
    bundle = write_bundle({**timeouts(), "events.jsonl": events(
        {"ts": "2026-01-01T00:10:00Z", "kind": "Node", "name": "node-3.cluster.internal",
         "reason": "NodeNotReady", "type": "Normal",
         "message": "Node node-3.cluster.internal status is now: NodeNotReady"})},
        job=job())
    assert verdict(attribute_bundle(bundle)) == ("attributed", "node_failure", ["node-3"])


def test_a_pod_event_that_cannot_be_placed_implicates_nobody(write_bundle) -> None:
    bundle = write_bundle({**timeouts(), "events.jsonl": events(
        {"ts": "2026-01-01T00:10:00Z", "kind": "Pod", "name": "someone-else",
         "reason": "NodeNotReady", "type": "Warning", "message": "Node is not ready"})},
        job=job())
    result = attribute_bundle(bundle)
    assert result.implicated_nodes == [] and result.verdict == "ambiguous"


@pytest.mark.parametrize(("reason", "message", "category"), [
    ("OOMKilled", "Container trainer was OOMKilled", "oom"),
    ("Evicted", "The node was low on resource: memory. Threshold quantity: 100Mi, available: 60Mi. ", "oom"),
    ("Preempted", "Preempted by pod 4f0c-11 on node node-3", "preemption"),
])
def test_what_a_pod_event_means_for_recovery(write_bundle, reason, message, category) -> None:
    bundle = write_bundle({**timeouts(), "events.jsonl": events(
        {"ts": "2026-01-01T00:10:00Z", "kind": "Pod", "name": "trainer-w2", "node": "node-3",
         "reason": reason, "type": "Warning", "message": message})}, job=job())
    assert verdict(attribute_bundle(bundle)) == ("attributed", category, [])


def test_a_ray_node_marked_dead_is_that_nodes_failure(write_bundle) -> None:
    bundle = write_bundle({**timeouts(), "events.jsonl": events(
        {"ts": "2026-01-01T00:10:00Z", "source": "ray", "kind": "Node", "name": "5ad7fa5d",
         "node": "10.0.0.3", "reason": "UNEXPECTED_TERMINATION", "type": "Warning",
         "message": "The node with node id: 5ad7fa5d and address: 10.0.0.3 and node name: 10.0.0.3 has been marked dead because the detector has missed too many heartbeats from it."})},
        job=job(addresses={"10.0.0.3": "node-3"}))
    assert verdict(attribute_bundle(bundle)) == ("attributed", "node_failure", ["node-3"])


def test_ray_gcs_log_line_names_the_dead_node_not_the_head(write_bundle) -> None:
    """The GCS logs on the head node (node-1); the line is about the node at its address."""
    line = ("2026-01-01T00:10:00Z 2022-09-02 12:53:00,741 WARNING worker.py:1829 -- The node with "
            "node id: 5ad7fa5dd64f and address: 10.0.0.3 and node name: 10.0.0.3 has been marked "
            "dead because the detector has missed too many heartbeats from it.\n")
    bundle = write_bundle({**timeouts(), "logs/node-1/gcs_server.log": line},
                          job=job(addresses={"10.0.0.3": "node-3"}))
    assert verdict(attribute_bundle(bundle)) == ("attributed", "node_failure", ["node-3"])
    unplaced = write_bundle({**timeouts(), "logs/node-1/gcs_server.log": line}, job=job(),
                            name="unplaced")
    assert attribute_bundle(unplaced).implicated_nodes == []


def test_rays_older_wording_names_the_dead_node_by_its_ip(write_bundle) -> None:
    """Ray before 2.0 wrote `and ip: X` where later releases write `and address: X`."""
    # https://github.com/ray-project/ray/issues/15128
    line = ("2026-01-01T00:10:00Z The node with node id: 75b2eec8a61cdafd37cc8072b1caf9abdeef9c4e74"
            "a4f24d5dfce28d and ip: 10.4.4.107 has been marked dead because the detector has "
            "missed too many heartbeats from it. This can happen when a raylet crashes "
            "unexpectedly or has lagging heartbeats.\n")
    bundle = write_bundle({**timeouts(), "logs/node-1/driver.log": line},
                          job=job(addresses={"10.4.4.107": "node-3"}))
    assert verdict(attribute_bundle(bundle)) == ("attributed", "node_failure", ["node-3"])


GET_EVENTS = """\
2026-01-01T00:30:00Z LAST SEEN   TYPE      REASON         OBJECT              MESSAGE
2026-01-01T00:30:00Z 31m         Normal    Scheduled      pod/trainer-w2      Successfully assigned ml/trainer-w2 to node-3
2026-01-01T00:30:00Z 20m         Warning   NodeNotReady   pod/trainer-w2      Node is not ready
"""
GET_EVENTS_WIDE = """\
2026-01-01T00:30:00Z LAST SEEN   TYPE     REASON         OBJECT        SUBOBJECT   SOURCE            MESSAGE                                      FIRST SEEN   COUNT   NAME
2026-01-01T00:30:00Z 20m         Normal   NodeNotReady   node/node-3               node-controller   Node node-3 status is now: NodeNotReady      20m          1       node-3.186d639218d301de
"""
DESCRIBE_NODE = """\
2026-01-01T00:30:00Z Events:
2026-01-01T00:30:00Z   Type     Reason        Age   From             Message
2026-01-01T00:30:00Z   ----     ------        ----  ----             -------
2026-01-01T00:30:00Z   Normal   NodeNotReady  20m   node-controller  Node node-3 status is now: NodeNotReady
"""


@pytest.mark.parametrize("listing", [GET_EVENTS, GET_EVENTS_WIDE, DESCRIBE_NODE],
                         ids=["get-events", "get-events-wide", "describe-node"])
def test_kubectl_listings_in_a_log_stream_are_read_as_events(write_bundle, listing) -> None:
    """The listing is on node-1's stream; the event is about node-3 and happened 20 minutes
    before the listing was taken (its age), so before the timeouts of 00:20."""
    bundle = write_bundle({**timeouts("2026-01-01T00:20:00Z"),
                           "logs/node-1/k8s-events.log": listing}, job=job())
    result = attribute_bundle(bundle)
    assert verdict(result) == ("attributed", "node_failure", ["node-3"])
    assert result.initiating.at.isoformat().startswith("2026-01-01T00:10:00")


def test_describe_pod_eviction_row_is_an_oom(write_bundle) -> None:
    rows = ("2026-01-01T00:30:00Z   Warning  Evicted    25m   kubelet  The node was low on "
            "resource: memory. Threshold quantity: 100Mi, available: 60Mi.\n")
    bundle = write_bundle({**timeouts(), "logs/node-1/describe.log": rows}, job=job())
    assert verdict(attribute_bundle(bundle)) == ("attributed", "oom", [])


def test_a_bad_events_line_is_skipped_with_a_warning(write_bundle) -> None:
    bundle = write_bundle({**timeouts(), "events.jsonl": "not json\n" + events(
        {"ts": "2026-01-01T00:10:00Z", "kind": "Pod", "name": "trainer-w2"})}, job=job())
    result = attribute_bundle(bundle)
    assert any(w.startswith("events.jsonl: line 1 skipped") for w in result.warnings)
    assert any("events.jsonl: line 2 skipped" in w for w in result.warnings)


def test_rows_dated_one_by_one_keep_their_own_times(write_bundle) -> None:
    """A listing saved by hand with each row at its event's time: the age is not taken off
    again (the eviction at 00:10 stays at 00:10, after the step of 00:09)."""
    rows = ("2026-01-01T00:10:00Z 4m11s       Warning   Evicted   pod/trainer-w2   The node was "
            "low on resource: memory. \n"
            "2026-01-01T00:10:05Z 4m7s        Normal    Killing   pod/trainer-w2   Stopping "
            "container trainer\n")
    steps = "".join(json.dumps({"ts": f"2026-01-01T00:0{m}:00Z", "node": "node-3", "rank": 2,
                                "name": "step", "value": m}) + "\n" for m in range(1, 10))
    bundle = write_bundle({**timeouts(), "logs/node-1/k8s-events.log": rows,
                           "metrics.jsonl": steps}, job=job())
    result = attribute_bundle(bundle)
    assert verdict(result) == ("attributed", "oom", [])
    assert result.initiating.at.isoformat().startswith("2026-01-01T00:10:00")


def test_an_events_line_over_the_record_cap_is_skipped_not_read(write_bundle) -> None:
    huge = json.dumps({"ts": "2026-01-01T00:10:00Z", "kind": "Pod", "name": "w",
                       "reason": "OOMKilled", "message": "x" * (2 << 20)}) + "\n"
    bundle = write_bundle({**timeouts(), "events.jsonl": huge}, job=job())
    result = attribute_bundle(bundle)
    assert result.category != "oom"
    assert any(w.startswith("events.jsonl: line 1 skipped") for w in result.warnings)


def test_a_user_catalog_can_name_a_peer_rank(tmp_path, write_bundle) -> None:
    """`peer_rank` places a report on the named rank's node; with a second witness (that
    node's own kernel log) the hang is placed there, the reporter never."""
    from trainwarden.attribution import load_catalogs
    from trainwarden.attribution.catalog import default_signature_dir

    mine = tmp_path / "mine.yaml"
    mine.write_text("signatures:\n  - id: site-waiting-for-rank\n"
                    "    pattern: 'still waiting for rank (?P<peer_rank>\\d+)'\n"
                    "    category: hang\n    role: cascade\n"
                    "    source: 'trainwarden: a test line'\n")
    files = {**timeouts(),
             "logs/node-2/rank-1.log": "2026-01-01T00:19:00Z still waiting for rank 2\n"
                                       + timeouts()["logs/node-2/rank-1.log"],
             "logs/node-3/kernel.log": "2026-01-01T00:18:00Z INFO: task python3:77 blocked "
                                       "for more than 120 seconds.\n"}
    catalog = load_catalogs([default_signature_dir(), mine])
    result = attribute_bundle(write_bundle(files, job=job()), catalog)
    assert verdict(result) == ("attributed", "hang", ["node-3"])
    assert "node-2 names it (site-waiting-for-rank)" in result.explanation


# node-problem-detector's kernel monitor reports the kernel line as the event's message
# (reason KernelOops, source kernel-monitor: config/kernel-monitor.json of
# https://github.com/kubernetes/node-problem-detector); in `kubectl describe node` the row
# does not name the node described
DESCRIBED_OOPS = ("  Warning  KernelOops  60s  kernel-monitor  kernel: BUG: unable to handle "
                  "kernel NULL pointer dereference at 0000000000000008")


def test_a_describe_row_naming_no_node_implicates_nobody_not_the_listings_holder(
        write_bundle) -> None:
    """Whichever node's listing it is, it is not shown to be node-1's, whose log holds it
    (before this rule, node-1 was blamed for it)."""
    aborted = "RuntimeError: NCCL communicator was aborted on rank {}."
    bundle = write_bundle({"logs/node-1/rank-0.log": log((130, aborted.format(0))),
                           "logs/node-2/rank-1.log": log((130, aborted.format(1))),
                           "logs/node-1/describe.log": log((170, DESCRIBED_OOPS)),
                           "metrics.jsonl": steps(100),
                           "scheduler.jsonl": json.dumps({"ts": at(140), "job_state": "FAILED"})
                           + "\n"}, ranks=TWO_NODES)
    result = attribute_bundle(bundle)
    assert result.implicated_nodes == []
    assert "kernel-oops" in {result.signature, *(c.signature for c in result.cascading)}


# the kubelet's probe events as posted in kubernetes-retired/dashboard#3254
# (https://github.com/kubernetes-retired/dashboard/issues/3254, `kubectl describe pod` Events)
LIVENESS = ("Liveness probe failed: Get https://192.168.3.82:8443/: dial tcp 192.168.3.82:8443: "
            "connect: connection refused")


@pytest.mark.parametrize(("message", "want"), [
    (LIVENESS, ("ambiguous", "unknown", [])),
    # a readiness probe failing only takes the pod out of its Service: no failure alone
    ("Readiness probe failed:", ("no_failure", "unknown", [])),
], ids=["liveness", "readiness"])
def test_a_failed_liveness_probe_is_a_failure_of_unknown_cause(write_bundle, message, want) -> None:
    """The kubelet kills and restarts a container whose liveness probe keeps failing: the
    watched process stopped answering, why the probe does not say (not the network, whatever
    the probe's own connection error), and it implicates nobody."""
    bundle = write_bundle({"events.jsonl": events(
        {"ts": "2026-01-01T00:10:00Z", "kind": "Pod", "name": "trainer-w2", "node": "node-3",
         "reason": "Unhealthy", "type": "Warning", "message": message})}, job=job())
    assert verdict(attribute_bundle(bundle)) == want
