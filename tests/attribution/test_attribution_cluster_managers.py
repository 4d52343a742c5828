# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""A cluster manager's verdict on a worker, a transport lost without a peer, and a job's
controller reporting a failed pod (issue 43, round 4: cluster-managers.yaml, tensorflow.yaml,
job-controllers.yaml).

A manager's own health check giving up on a worker (Spark's master and driver, YARN's
ResourceManager, Dask's scheduler) is `node_failure` of the worker it names, one line enough,
never of the manager whose log holds it (as Ray's GCS marking a node dead is read). TensorFlow's
UnavailableError about a broken gRPC stream names no peer: `network`, nobody implicated. A pod in
phase Failed and a training-operator job failed because replicas failed say the job failed, not
why: a failure of unknown cause that implicates nobody.

The lines below were posted publicly (the URL beside each) or, where noted, are the program's
own format string filled in (its source cited in the catalog).
"""

from __future__ import annotations

import importlib.util
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from trainwarden.attribution import Catalog, attribute_bundle
from trainwarden.attribution.bundle.matcher import matcher_for

MINE = ("cluster-managers.yaml", "job-controllers.yaml")
TF_TRANSPORT = "tf-unavailable-transport-lost"
NCCL_TRACE = "nccl-socket-error-trace"


def _best(catalog: Catalog, text: str, stream: str = "rank-0") -> tuple[str, str] | None:
    found = matcher_for(catalog, stream).best(text, text.lower())
    return (found[0].id, found[0].category) if found else None


# (stream, line, signature id, category)
POSTED = [
    # Spark's driver (https://github.com/apache/spark/pull/34536)
    ("driver", "21/11/13 05:06:21,000 ERROR [dispatcher-CoarseGrainedScheduler] cluster.YarnScheduler:73 : Lost executor 3056 on executor_host: Executor heartbeat timed out after 350149 ms", "spark-executor-heartbeat-timeout", "node_failure"),
    # Dask's scheduler, worker-ttl before and after 2024.2
    # (https://github.com/dask/distributed/issues/3691, https://github.com/NVIDIA/cuml/issues/7341)
    ("scheduler", "distributed.scheduler - WARNING - Worker failed to heartbeat within 300 seconds. Closing: <Worker 'tcp://10.41.10.240:35107', name: tcp://10.41.10.240:35107, memory: 0, processing: 0>", "dask-worker-heartbeat-ttl", "node_failure"),
    ("scheduler", "2025-10-14 21:30:26,167 - distributed.scheduler - WARNING - Worker failed to heartbeat for 588s; attempting restart: <WorkerState 'tcp://127.0.0.1:46605', name: 1, status: running, memory: 1, processing: 1>", "dask-worker-heartbeat-ttl", "node_failure"),
    # Spark standalone master: Master.scala's format with a worker id as Worker.scala makes it
    ("master", "24/02/01 10:15:00 WARN Master: Removing worker-20240201093000-10.0.0.12-38411 because we got no heartbeat in 60 seconds", "spark-master-worker-no-heartbeat", "node_failure"),
    # YARN's RMNodeImpl: its two lines for a NodeManager that stopped heartbeating
    ("rm", "2024-02-01 03:29:57,125 INFO org.apache.hadoop.yarn.server.resourcemanager.rmnode.RMNodeImpl: Deactivating Node dn-83.example.com:8041 as it is now LOST", "yarn-node-lost", "node_failure"),
    ("rm", "2024-02-01 03:29:57,126 INFO org.apache.hadoop.yarn.server.resourcemanager.rmnode.RMNodeImpl: dn-83.example.com:8041 Node Transitioned from RUNNING to LOST", "yarn-node-transitioned-lost", "node_failure"),
    # Nomad's heartbeater (nomad/heartbeat.go through hclog)
    ("nomad", "    2024-02-01T10:15:00.000Z [WARN]  nomad.heartbeat: node TTL expired: node_id=5ed5e7d4-8a56-4e5e-9f6c-0d3c2a6b1e11", "nomad-node-ttl-expired", "node_failure"),
    # HTCondor's job event log, event 024 (https://pastebin.com/Svv6tDmB)
    ("condor", "    Can not reconnect to slot1@node13.hpc.zzz.org, rescheduling job", "htcondor-reconnect-failed", "node_failure"),
    # TensorFlow's UnavailableError without a peer
    # (https://github.com/tensorflow/models/issues/3757, https://github.com/GoogleCloudPlatform/cloudml-samples/issues/175)
    ("rank-0", "tensorflow.python.framework.errors_impl.UnavailableError: Stream removed", TF_TRANSPORT, "network"),
    ("rank-0", "File \"/usr/local/lib/python3.5/dist-packages/tensorflow/python/framework/errors_impl.py\", line 473, in __exit__ c_api.TF_GetCode(self.status.status)) tensorflow.python.framework.errors_impl.UnavailableError: Stream removed During handling of the above exception, another exception occurred:", TF_TRANSPORT, "network"),
    # the coordinator's relay of it, as Cloud ML Engine's console shows a replica's line
    ("rank-0", "Error reported to Coordinator: <class 'tensorflow.python.framework.errors_impl.UnavailableError'>, Socket closed", TF_TRANSPORT, "network"),
    # NCCL's error trace out of its socket code, no peer named (https://github.com/NVIDIA/nccl-tests/issues/166)
    ("rank-0", "ubuntu:39964:40075 [0] NCCL INFO misc/socket.cc:564 -> 2", NCCL_TRACE, "network"),
    ("rank-0", "ubuntu:39964:40075 [0] NCCL INFO transport/net_socket.cc:336 -> 2", NCCL_TRACE, "network"),
    ("rank-0", "ubuntu:39964:40044 [0] NCCL INFO misc/socket.cc:749 -> 6", NCCL_TRACE, "network"),
    # ElasticDL's master (k8s_worker_manager.py's format) and the training operator's JobFailed
    # message (tfjob_controller.go's and pytorchjob_controller.go's formats)
    ("master", "I0301 06:44:46.498604 140316069484288 k8s_worker_manager.py:128] Got event MODIFIED, phase Failed for pod: edl-job-worker-3", "pod-phase-failed", "unknown"),
    ("operator", "TFJob kubeflow/mnist-dist has failed because 1 Worker replica(s) failed.", "training-operator-job-failed", "unknown"),
    ("operator", "PyTorchJob bert-ft is failed because 2 Worker replica(s) failed.", "training-operator-job-failed", "unknown"),
]

# lines of the same programs that are no failure
HEALTHY = [
    # ElasticDL's master on healthy pods (https://github.com/sql-machine-learning/elasticdl/issues/921,
    # https://github.com/sql-machine-learning/elasticdl/issues/579)
    ("master", "I0716 17:17:56.480732 139633379751680 k8s_worker_manager.py:133] Got event MODIFIED, phase Succeeded for pod: elasticdl-test-mnist-2-worker-1"),
    ("master", "2019-06-06 17:38:37,952 elasticdl.python.elasticdl.master.k8s_worker_manager INFO     [k8s_worker_manager.py:121] Got event ADDED, phase Running for pod: elasticdl-master-test-mnist"),
    ("master", "2019-06-06 17:38:37,955 elasticdl.python.elasticdl.master.k8s_worker_manager INFO     [k8s_worker_manager.py:121] Got event ADDED, phase Pending for pod: elasticdl-worker-test-mnist-0"),
    # the training operator restarting replicas is not the job failing (its own event)
    ("operator", "PyTorchJob bert-ft is restarting because 1 Worker replica(s) failed."),
    # HTCondor's disconnect notice, before any verdict (the same paste)
    ("condor", "    Trying to reconnect to slot1@node13.hpc.zzz.org <14.4.104.23:50176>"),
    # Spark's master and driver on healthy workers and executors
    ("master", "24/02/01 09:30:01 INFO Master: Registering worker 10.0.0.12:38411 with 8 cores, 30.0 GiB RAM"),
    ("driver", "24/02/01 09:30:05 INFO StandaloneSchedulerBackend: Granted executor ID app-20240201093004-0000/0 on hostPort 10.0.0.12:38411 with 8 core(s), 1024.0 MiB RAM"),
]


@pytest.mark.parametrize(("stream", "line", "sig", "category"), POSTED, ids=[p[2] + f"-{i}" for i, p in enumerate(POSTED)])
def test_posted_lines_read_as_their_program_means_them(catalog, stream, line, sig, category) -> None:
    assert _best(catalog, line, stream) == (sig, category)


@pytest.mark.parametrize(("stream", "line"), HEALTHY, ids=[str(i) for i in range(len(HEALTHY))])
def test_healthy_lines_of_the_same_programs_are_no_failure(catalog, stream, line) -> None:
    assert _best(catalog, line, stream) is None


def test_a_peer_named_by_grpc_still_wins_over_the_transport_entry(catalog) -> None:
    # grpc.yaml's status-14 report names its peer; the TF entry (no peer) must not take it
    line = ('tensorflow.python.framework.errors_impl.UnavailableError: Socket closed Additional GRPC error information from remote target /job:worker/replica:0/task:1: '
            ':{"created":"@1609","description":"Error received from peer ipv4:10.180.83.2:8470","file":"external/com_github_grpc_grpc/src/core/lib/surface/call.cc","file_line":1056,"grpc_message":"Socket closed","grpc_status":14}')
    assert _best(catalog, line) == ("grpc-unavailable-from-peer", "network")


def _progress_lines() -> list[str]:
    path = Path(__file__).resolve().parents[1] / "progress" / "real_lines.py"
    spec = importlib.util.spec_from_file_location("real_progress_lines_cm", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return [entry[2] for entry in module.STEP_LINES]


def _mine(catalog: Catalog) -> list:
    return [s for s in catalog.signatures
            if any(f"/{name}:" in s.source for name in MINE) or s.id in (TF_TRANSPORT, NCCL_TRACE)]


def test_no_keyword_is_on_a_progress_line_and_every_entry_cites_its_source(catalog) -> None:
    lines = [line.lower() for line in _progress_lines()]
    assert len(lines) >= 10
    mine = _mine(catalog)
    assert {s.id for s in mine} >= {p[2] for p in POSTED}
    for sig in mine:
        assert sig.spec.source.startswith("https://"), sig.id
        for keyword in sig.keywords:
            assert not any(keyword in line for line in lines), (sig.id, keyword)


# ---- what the lines mean for a bundle ------------------------------------------------------
FAILED = json.dumps({"ts": "2026-01-01T00:10:30Z", "job_state": "FAILED", "exit_code": 1}) + "\n"


def _verdict(bundle: Path) -> tuple:
    result = attribute_bundle(bundle)
    return result.verdict, result.category, result.implicated_nodes


def _steps(nodes: dict[str, str], until: int = 590) -> str:
    rows = []
    for second in range(0, until, 10):
        for rank, node in nodes.items():
            rows.append(json.dumps({"ts": f"2026-01-01T00:{second // 60:02d}:{second % 60:02d}Z",
                                    "node": node, "rank": int(rank), "name": "step", "value": second // 10}))
    return "\n".join(rows) + "\n"


def test_the_spark_master_names_the_worker_not_itself(write_bundle: Callable[..., Path]) -> None:
    ranks = {"0": "10.0.0.11", "1": "10.0.0.12"}
    line = "2026-01-01T00:10:00Z 26/01/01 00:10:00 WARN Master: Removing worker-20251231230000-10.0.0.12-38411 because we got no heartbeat in 60 seconds\n"
    bundle = write_bundle({"logs/10.0.0.11/spark-master.log": line, "scheduler.jsonl": FAILED,
                           "metrics.jsonl": _steps(ranks)}, nodes=list(ranks.values()), ranks=ranks)
    assert _verdict(bundle) == ("attributed", "node_failure", ["10.0.0.12"])


def test_a_worker_that_is_none_of_the_jobs_implicates_nobody(write_bundle: Callable[..., Path]) -> None:
    ranks = {"0": "10.0.0.11", "1": "10.0.0.12"}
    line = "2026-01-01T00:10:00Z 26/01/01 00:10:00 WARN Master: Removing worker-20251231230000-10.9.9.9-38411 because we got no heartbeat in 60 seconds\n"
    bundle = write_bundle({"logs/10.0.0.11/spark-master.log": line, "scheduler.jsonl": FAILED},
                          nodes=list(ranks.values()), ranks=ranks)
    assert _verdict(bundle)[2] == []


def test_dask_names_the_worker_at_its_address(write_bundle: Callable[..., Path]) -> None:
    nodes = ["sched", "gpu-7"]
    line = ("2026-01-01T00:10:00Z distributed.scheduler - WARNING - Worker failed to heartbeat within 300 seconds. "
            "Closing: <Worker 'tcp://10.41.10.240:35107', name: tcp://10.41.10.240:35107, memory: 0, processing: 0>\n")
    bundle = write_bundle({"logs/sched/scheduler.log": line, "scheduler.jsonl": FAILED},
                          job={"job_id": "j", "scheduler": "dask", "nodes": nodes, "ranks": {"0": "sched", "1": "gpu-7"},
                               "addresses": {"10.41.10.240": "gpu-7", "10.41.10.2": "sched"}})
    assert _verdict(bundle) == ("attributed", "node_failure", ["gpu-7"])


def test_yarn_names_the_node_manager_by_host(write_bundle: Callable[..., Path]) -> None:
    nodes = ["rm-1", "dn-83"]
    line = ("2026-01-01T00:10:00Z 2026-01-01 00:10:00,125 INFO org.apache.hadoop.yarn.server.resourcemanager.rmnode.RMNodeImpl: "
            "Deactivating Node dn-83.example.com:8041 as it is now LOST\n")
    bundle = write_bundle({"logs/rm-1/yarn-resourcemanager.log": line, "scheduler.jsonl": FAILED},
                          nodes=nodes, ranks={"0": "rm-1", "1": "dn-83"})
    assert _verdict(bundle) == ("attributed", "node_failure", ["dn-83"])


def test_streams_removed_on_several_workers_is_the_network_nobody_implicated(write_bundle: Callable[..., Path]) -> None:
    nodes = ["master-0", "worker-0", "worker-1", "worker-2"]
    ranks = {str(i): n for i, n in enumerate(nodes)}
    relay = "Error reported to Coordinator: <class 'tensorflow.python.framework.errors_impl.UnavailableError'>, Stream removed"
    files = {f"logs/{n}/rank-{i}.log": f"2026-01-01T00:10:0{i}Z I  {n} {relay}  {n}\n" for i, n in enumerate(nodes) if i}
    files["logs/master-0/rank-0.log"] = "2026-01-01T00:10:05Z E  master-0 Command '['python3', '-m', 'trainer.task']' returned non-zero exit status 1  master-0\n"
    files["scheduler.jsonl"] = FAILED
    files["metrics.jsonl"] = _steps(ranks)
    bundle = write_bundle(files, nodes=nodes, ranks=ranks)
    assert _verdict(bundle) == ("ambiguous", "network", [])


def test_a_failed_pod_is_a_failure_of_unknown_cause(write_bundle: Callable[..., Path]) -> None:
    nodes = ["edl-master", "edl-worker-0", "edl-worker-1"]
    ranks = {str(i): n for i, n in enumerate(nodes)}
    lines = "".join(f"2026-01-01T00:10:0{i}Z I0101 00:10:0{i}.498604 1403 k8s_worker_manager.py:128] Got event MODIFIED, phase Failed for pod: edl-worker-0\n" for i in range(3))
    bundle = write_bundle({"logs/edl-master/master.log": lines, "metrics.jsonl": _steps(ranks)}, nodes=nodes, ranks=ranks)
    assert _verdict(bundle) == ("ambiguous", "unknown", [])


def test_pods_that_succeed_are_no_failure(write_bundle: Callable[..., Path]) -> None:
    nodes = ["edl-master", "edl-worker-0"]
    ranks = {"0": "edl-master", "1": "edl-worker-0"}
    lines = ("2026-01-01T00:09:50Z I0101 00:09:50.480732 1396 k8s_worker_manager.py:133] Got event MODIFIED, phase Running for pod: edl-worker-0\n"
             "2026-01-01T00:10:00Z I0101 00:10:00.480732 1396 k8s_worker_manager.py:133] Got event MODIFIED, phase Succeeded for pod: edl-worker-0\n")
    bundle = write_bundle({"logs/edl-master/master.log": lines, "metrics.jsonl": _steps(ranks)}, nodes=nodes, ranks=ranks)
    assert _verdict(bundle)[0] == "no_failure"


def test_a_cause_on_the_node_explains_the_operators_verdict(write_bundle: Callable[..., Path]) -> None:
    # the operator's verdict says nothing of why: the worker's own OOM kill is the cause
    nodes = ["node-1", "node-2"]
    ranks = {"0": "node-1", "1": "node-2"}
    bundle = write_bundle({
        "logs/node-1/training-operator.log": "2026-01-01T00:10:20Z PyTorchJob bert-ft is failed because 1 Worker replica(s) failed.\n",
        "logs/node-2/kernel.log": "2026-01-01T00:10:00Z kernel: Out of memory: Killed process 4242 (python) total-vm:98765432kB, anon-rss:87654321kB, file-rss:0kB, shmem-rss:0kB, UID:0 pgtables:123456kB oom_score_adj:0\n",
        "scheduler.jsonl": FAILED,
    }, nodes=nodes, ranks=ranks)
    assert _verdict(bundle)[1] == "oom"


def _nccl_trace_bundle(write_bundle: Callable[..., Path], end: str, name: str) -> Path:
    ranks = {"0": "node-1", "1": "node-1", "2": "node-2", "3": "node-2"}
    trace = "".join(f"2026-01-01T00:10:0{i}Z node-2:3122{r}:3194 [{r - 2}] NCCL INFO misc/socket.cc:{line} -> 3\n"
                    for i, (r, line) in enumerate(((2, 829), (2, 881), (3, 881))))
    return write_bundle({"logs/node-2/rank-2.log": trace, "scheduler.jsonl": json.dumps(
        {"ts": "2026-01-01T00:10:30Z", "job_state": end, "exit_code": 1 if end == "FAILED" else 0}) + "\n"},
        nodes=["node-1", "node-2"], ranks=ranks, name=name)


def test_nccl_socket_errors_without_a_peer_are_the_network_nobody_implicated(write_bundle: Callable[..., Path]) -> None:
    assert _verdict(_nccl_trace_bundle(write_bundle, "FAILED", "failed")) == ("ambiguous", "network", [])
    # the same trace on a job that completed (a connect retried at init) is no failure
    assert _verdict(_nccl_trace_bundle(write_bundle, "COMPLETED", "completed"))[0] == "no_failure"


def test_a_worker_id_whose_host_name_has_dashes_names_that_host(write_bundle: Callable[..., Path]) -> None:
    # Worker.generateWorkerId: worker-<date>-<host>-<port>, the host a DNS name with dashes
    ranks = {"0": "ip-10-0-0-11", "1": "ip-10-0-0-12"}
    line = "2026-01-01T00:10:00Z 26/01/01 00:10:00 WARN Master: Removing worker-20251231230000-ip-10-0-0-12.ec2.internal-38411 because we got no heartbeat in 60 seconds\n"
    bundle = write_bundle({"logs/ip-10-0-0-11/spark-master.log": line, "scheduler.jsonl": FAILED},
                          nodes=list(ranks.values()), ranks=ranks)
    assert _verdict(bundle) == ("attributed", "node_failure", ["ip-10-0-0-12"])
