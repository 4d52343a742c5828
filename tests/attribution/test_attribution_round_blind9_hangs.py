# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""Hangs, runs that never got going and node deaths a cluster manager declares, each read the
way its project documents it, on lines posted in other reports than the corpora's:

- a cluster manager declaring a node dead with no cause of its own (Ray's monitor before 1.0:
  `The node with client ID <hex> has been marked dead because the monitor has missed too many
  heartbeats from it.`) is node_failure; a node named only by an id no machine of the bundle
  carries is implicated by nobody, and the driver's exception beside it relays it;
- YARN releasing a container because its node was lost (exit status -100, `Container released
  on a *lost* node`) is node_failure, implicating the host only with another witness;
- Kubernetes' node controller losing a pod's node (the pod's reason NodeLost, `Node N which
  was running pod P is unresponsive`) is node_failure of that node, as NodeNotReady is;
- a coordinator's watch of its workers' progress that ran out (Paddle's parameter server: `the
  latest update of worker N is S secs ago`) is a wait for the next update, a hang one witness
  saw, naming nobody;
- horovodrun's start-up rendezvous running out (`Timed out waiting for tasks to start. Please
  check connectivity between servers.`) is a run that never got going: a hang naming nobody;
- a failed job whose ranks' last lines say a wait ran out, in words no catalog holds (c10d's
  `Received a dump signal due to a collective timeout`), is a hang nobody is shown stopping.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from line_reading import best_id as _best
from two_nodes import TWO_NODES, log, steps
from two_nodes import job_state as _state

from trainwarden.attribution import Catalog, attribute_bundle

# https://github.com/ray-project/ray/issues/3446 (Ray 0.6's monitor, the node named by its id)
RAY_CLIENT_DEAD = "The node with client ID 1eadc9db2f074bfec34caf25dd5bf1f99fad0d59 has been marked dead because the monitor has missed too many heartbeats from it."
# Paddle's HeartBeatMonitor::LostWorkerMonitor message, its format string with worker 3 and its
# 900 s default filled in (no posted line outside the corpora was found):
# https://github.com/PaddlePaddle/Paddle/blob/113df1ff23ffb5b13a5bbb5cd728a28787d44118/paddle/fluid/operators/distributed/heart_beat_monitor.cc
PADDLE_NO_UPDATE = "the latest update of worker 3 is 900 secs ago, we doubt the the worker is not alive and this may have a bad effect on the fitting result, please check"
# YARN's diagnostics for a container of a node it declared lost, as a Spark user posted them:
# https://devpeace.com/hadoop/45428145/do-exit-codes-and-exit-statuses-mean-anything-in-spark
YARN_LOST_NODE = "E.g. Exit status: -100. Diagnostics: Container released on a *lost* node"
# `kubectl get pods` rows of pods whose node the node controller lost (reason NodeLost), posted
NODE_LOST_ROWS = [
    ("kube-system   kube-flannel-ds-h9dcc                1/1       NodeLost   0          2h        192.168.1.14   k8s-node2",
     "https://github.com/kubernetes/kubernetes/issues/62389"),
    ("kube-system           log-sender-4b46h                                        1/1       NodeLost                0          83d",
     "https://github.com/kubernetes/kube-state-metrics/issues/460"),
]
# the pod's message, the format string NodeUnreachablePodMessage with a node and pod filled in:
# https://github.com/kubernetes/kubernetes/blob/master/pkg/util/node/node.go
NODE_UNRESPONSIVE = "Message:        Node k8s-node2 which was running pod trainer-w1 is unresponsive"
# horovodrun's start-up rendezvous running out, as posted
HOROVOD_START_TIMEOUTS = [
    ("Exception: Timed out waiting for tasks to start. Please check connectivity between servers. You may need to increase the --start-timeout parameter if you have too many servers.",
     "https://github.com/horovod/horovod/issues/1089"),
    ("(pid=23323, ip=172.31.19.90) Exception: Timed out waiting for tasks to start. Please check connectivity between servers. You may need to increase the --start-timeout parameter if",
     "https://github.com/ray-project/ray/issues/15300"),
]
# c10d's notice that a collective timed out and the flight recorder will dump, as posted
DUMP_SIGNALS = [
    ("[rank5]:[E723 01:58:45.667329643 ProcessGroupNCCL.cpp:1743] [PG ID 0 PG GUID 0(default_pg) Rank 5] Received a dump signal due to a collective timeout from  rank 2 and we will try our best to dump the debug info. Last enqueued NCCL work: 136, last completed NCCL work: 136.This is most likely caused by incorrect usages of collectives, e.g., wrong sizes used across ranks, the order of collectives is not same for all ranks or the scheduled collective, for some reason, didn't run. Additionally, this can be caused by GIL deadlock or other reasons such as network errors or bugs in the communications library (e.g. NCCL), etc.",
     "https://github.com/lsdefine/simple_GRPO/issues/46"),
    ("[1805] [rank6]:[E602 11:17:52.563658263 ProcessGroupNCCL.cpp:1743] [PG ID 0 PG GUID 0(default_pg) Rank 6] Received a dump signal due to a collective timeout from this local rank and we will try our best to dump the debug info. Last enqueued NCCL work: 6, last completed NCCL work: 6.This is most likely caused by incorrect usages of collectives, e.g., wrong sizes used across ranks, the order of collectives is not same for all ranks or the scheduled collective, for some reason, didn't run. Additionally, this can be caused by GIL deadlock or other reasons such as network errors or bugs in the communications library (e.g. NCCL), etc.",
     "https://github.com/hiyouga/LlamaFactory/issues/8261"),
    ("[rank1]:[E418 01:32:50.907313453 ProcessGroupNCCL.cpp:1890] [PG ID 0 PG GUID 0(default_pg) Rank 1] Received a dump signal due to a collective timeout from this local rank and we will try our best to dump the debug info. Last enqueued NCCL work: 233659, last completed NCCL work: 233659.This is most likely caused by incorrect usages of collectives, e.g., wrong sizes used across ranks, the order of collectives is not same for all ranks or the scheduled collective, for some reason, didn't run. Additionally, this can be caused by GIL deadlock or other reasons such as network errors or bugs in the communications library (e.g. NCCL), etc.",
     "https://github.com/vllm-project/vllm-omni/issues/2928"),
]


@pytest.mark.parametrize(("text", "expected"), [
    (RAY_CLIENT_DEAD, "ray-monitor-node-marked-dead"),
    (f"2019-04-18 02:11:56,294\tERROR worker.py:1780 -- {RAY_CLIENT_DEAD}", "ray-monitor-node-marked-dead"),
    (f"PaddleCheckError: {PADDLE_NO_UPDATE} at [/paddle/paddle/fluid/operators/distributed/heart_beat_monitor.cc:83]", "paddle-pserver-worker-update-timeout"),
    (YARN_LOST_NODE, "yarn-container-lost-node"),
], ids=["ray-client-id", "ray-client-id-driver-prefix", "paddle-no-update", "yarn-lost-node"])
def test_a_managers_line_reads_as_its_source_says(
    catalog: Catalog, text: str, expected: str,
) -> None:
    assert _best(catalog, "driver", text) == expected


@pytest.mark.parametrize(("row", "url"), NODE_LOST_ROWS, ids=["wide", "namespaced"])
def test_a_pod_listed_nodelost_reads_as_its_nodes_failure(catalog: Catalog, row: str, url: str) -> None:
    assert url.startswith("https://")
    assert _best(catalog, "kubectl", row) == "k8s-pod-node-lost"
    assert _best(catalog, "rank-0", row) is None  # an orchestrator's text only


def test_the_node_controllers_message_names_the_unresponsive_node(
    catalog: Catalog, write_bundle: Callable[..., Path],
) -> None:
    assert _best(catalog, "describe", NODE_UNRESPONSIVE) == "k8s-pod-node-unresponsive"
    path = write_bundle({
        "logs/node-1/describe.log": log((100, NODE_UNRESPONSIVE)),
        "metrics.jsonl": steps(90), "scheduler.jsonl": _state(110, "FAILED"),
    }, nodes=["node-1", "k8s-node2"], ranks={"0": "node-1", "1": "k8s-node2"})
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "node_failure", ["k8s-node2"]), result.explanation


def test_a_nodelost_pod_of_the_job_names_its_node_and_a_strangers_names_nobody(
    write_bundle: Callable[..., Path],
) -> None:
    row = NODE_LOST_ROWS[1][0]  # log-sender-4b46h
    ours = write_bundle({"logs/node-1/kubectl.log": log((100, row)),
                         "scheduler.jsonl": _state(110, "FAILED")},
                        nodes=["node-1", "log-sender-4b46h"],
                        ranks={"0": "node-1", "1": "log-sender-4b46h"}, name="ours")
    result = attribute_bundle(ours)
    assert (result.category, result.implicated_nodes) == ("node_failure", ["log-sender-4b46h"])
    stranger = write_bundle({"logs/node-1/kubectl.log": log((100, row)),
                             "scheduler.jsonl": _state(110, "FAILED")},
                            ranks=TWO_NODES, name="stranger")
    result = attribute_bundle(stranger)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "node_failure", [])


@pytest.mark.parametrize(("line", "url"), HOROVOD_START_TIMEOUTS, ids=["horovodrun", "horovod-on-ray"])
def test_horovodruns_start_timeout_is_a_rendezvous_that_never_completed(
    catalog: Catalog, write_bundle: Callable[..., Path], line: str, url: str,
) -> None:
    assert url.startswith("https://")
    assert _best(catalog, "launcher", line) == "horovod-start-timeout"
    path = write_bundle({
        "logs/node-1/launcher.log": log((5, "Launched horovod server."), (35, line)),
        "scheduler.jsonl": _state(40, "FAILED"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "hang", []), result.explanation


def test_a_node_the_monitor_marked_dead_by_id_is_a_node_failure_nobody_implicated(
    write_bundle: Callable[..., Path],
) -> None:
    # the driver (on node-1) relays the monitor's verdict, then its ray.get fails
    path = write_bundle({
        "logs/node-1/driver.log": log((100, RAY_CLIENT_DEAD), (101, "Traceback (most recent call last):"),
                                      (101, '  File "train.py", line 138, in train'),
                                      (101, "ray.exceptions.RayTaskError: ray_worker:train() (pid=11515, host=node-2)")),
        "metrics.jsonl": steps(90), "scheduler.jsonl": _state(110, "FAILED"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "node_failure", []), result.explanation
    assert result.signature == "ray-monitor-node-marked-dead"


def test_a_container_yarn_released_on_a_lost_node_is_a_node_failure_nobody_implicated(
    write_bundle: Callable[..., Path],
) -> None:
    path = write_bundle({
        "logs/node-1/driver.log": log((100, YARN_LOST_NODE)),
        "metrics.jsonl": steps(90), "scheduler.jsonl": _state(110, "FAILED"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "node_failure", []), result.explanation
    assert result.signature == "yarn-container-lost-node"


def test_a_parameter_servers_wait_for_a_workers_update_is_a_hang_naming_nobody(
    write_bundle: Callable[..., Path],
) -> None:
    path = write_bundle({
        "logs/pserver-0/pserver.log": log(
            (1000, f"PaddleCheckError: {PADDLE_NO_UPDATE} at [/paddle/paddle/fluid/operators/distributed/heart_beat_monitor.cc:83]"),
            (1000, 'W0421 16:27:08.119271  1623 init.cc:205] *** Aborted at 1587457628 (unix time) try "date -d @1587457628" if you are using GNU date ***')),
        "metrics.jsonl": steps(90), "scheduler.jsonl": _state(1005, "FAILED"),
    }, nodes=["pserver-0", "node-1", "node-2"], ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "hang", []), result.explanation


@pytest.mark.parametrize(("line", "url"), DUMP_SIGNALS, ids=["from-rank-2", "local-rank", "local-rank-2"])
def test_ranks_whose_last_words_are_a_timeout_no_catalog_knows_hung(
    write_bundle: Callable[..., Path], line: str, url: str,
) -> None:
    assert url.startswith("https://")
    path = write_bundle({
        "logs/node-1/rank-0.log": log((5, "NCCL INFO Channel 00/02 :    0   1"), (700, line)),
        "logs/node-2/rank-1.log": log((5, "NCCL INFO Channel 00/02 :    0   1"), (700, line)),
        "scheduler.jsonl": _state(760, "FAILED"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "hang", []), result.explanation


def test_a_timeout_beside_another_streams_death_is_not_read_as_a_hang_alone(
    write_bundle: Callable[..., Path],
) -> None:
    # one rank's last word is the timeout, the other's is its death: not a wait alone
    path = write_bundle({
        "logs/node-1/rank-0.log": log((700, DUMP_SIGNALS[0][0])),
        "logs/node-2/rank-1.log": log((650, "94460 Killed                  python train.py")),
        "scheduler.jsonl": _state(760, "FAILED"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert result.signature != "wait-ran-out", result.explanation


def test_a_timeout_setting_in_the_last_line_is_no_wait_that_ran_out(
    write_bundle: Callable[..., Path],
) -> None:
    # a launcher's argument dump names its timeout: a setting, not a report that it ran out
    path = write_bundle({
        "logs/node-1/rank-0.log": log((5, "Namespace(backend='nccl', dist_url='env://', timeout=1800, world_size=2)")),
        "scheduler.jsonl": _state(60, "FAILED"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert result.signature != "wait-ran-out", result.explanation


# https://github.com/cornelisnetworks/opa-psm2/issues/33 (its title: PSM2 waiting 15 s at
# start-up for an Omni-Path device the host does not have, after which the program runs)
PSM2_NO_DEVICE = "hfi_wait_for_device: The /dev/hfi1_0 device failed to appear after 15.0 seconds: Connection timed out"


def _psm2_wait(write_bundle: Callable[..., Path], name: str, went_on: bool) -> Path:
    rank_0 = [(5, "NCCL INFO Channel 00/02 :    0   1")]
    if went_on:
        rank_0.append((30, "NCCL INFO Channel 01/02 :    0   1"))
    return write_bundle({
        "logs/node-1/mpirun.log": log((20, PSM2_NO_DEVICE)),
        "logs/node-1/rank-0.log": log(*rank_0),
        "scheduler.jsonl": _state(60, "FAILED"),
    }, ranks=TWO_NODES, name=name)


def test_a_wait_the_program_went_on_past_is_no_wait_that_ran_out(
    write_bundle: Callable[..., Path],
) -> None:
    """A rank logged after the wait: the program got on with its work, so the wait did not
    end the run (whatever did was not kept)."""
    result = attribute_bundle(_psm2_wait(write_bundle, "went-on", went_on=True))
    assert result.signature != "wait-ran-out", result.explanation
    assert result.category != "hang", result.explanation


def test_the_same_wait_as_the_runs_last_word_ran_out(write_bundle: Callable[..., Path]) -> None:
    result = attribute_bundle(_psm2_wait(write_bundle, "last-word", went_on=False))
    assert (result.verdict, result.category, result.signature) == (
        "ambiguous", "hang", "wait-ran-out"), result.explanation
