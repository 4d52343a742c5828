"""Failures of a connection never made, of the reporter's own device, or of a connection its
peer ended in order name no network fault: gRPC's `failed to connect to all addresses` (no
server listening, even when gRPC's last error says `Connection refused`), TensorFlow's
`UnavailableError: OS Error` (gRPC's bare failed socket call), NCCL's `Call to ibv_create_qp
failed` (a queue pair the local device would not create), gloo's `Connection closed by peer`
(its read reached the end of the peer's stream), a swarm whose peers never answered. Each is
`ambiguous unknown`. The lines are as posted at the URL beside each (or the library's own
message where the comment says so); the bundles around them are ours."""

from __future__ import annotations

import json

import pytest

from trainwarden.attribution import attribute_bundle

POSTED = [
    pytest.param(  # https://github.com/flwrlabs/flower/issues/1239
        ['grpc._channel._MultiThreadedRendezvous: <_MultiThreadedRendezvous of RPC that '
         'terminated with:',
         '\tstatus = StatusCode.UNAVAILABLE',
         '\tdetails = "failed to connect to all addresses"'],
        "grpc-failed-to-connect", id="flower-client-no-server"),
    pytest.param(  # https://github.com/firerpa/lamda/issues/120
        ['<_InactiveRpcError of RPC that terminated with:',
         '\tstatus = StatusCode.UNAVAILABLE',
         '\tdetails = "failed to connect to all addresses; last error: UNKNOWN: '
         'ipv4:172.28.28.28:65000: Failed to connect to remote host: connect: Connection '
         'refused (61)"'],
        "grpc-failed-to-connect", id="grpc-refused-at-another-address"),
    pytest.param(  # https://github.com/VodLM/vod/issues/5
        ['details = "failed to connect to all addresses; last error: UNKNOWN: '
         'ipv4:127.0.0.1:6334: Failed to connect to remote host: Connection refused"'],
        "grpc-failed-to-connect", id="grpc-refused-on-loopback"),
    pytest.param(  # https://github.com/tensorflow/benchmarks/issues/65
        ['E tensorflow/core/distributed_runtime/master.cc:269] Master init: Unavailable: OS Error',
         "Error reported to Coordinator: <class "
         "'tensorflow.python.framework.errors_impl.UnavailableError'>, OS Error"],
        None, id="tf-os-error"),
    pytest.param(  # https://github.com/NVIDIA/nccl/issues/1129
        ['node08:6561:6561 [0] NCCL INFO NET/IB : Using [0]mlx5_0:1/IB ; OOB '
         'ibs3:10.252.0.211<0>',
         'misc/ibvwrap.cc:280 NCCL WARN Call to ibv_create_qp failed'],
        "nccl-ibv-create-qp-failed", id="nccl-create-qp"),
    pytest.param(  # https://github.com/NVIDIA/nccl/issues/562
        ['hai-a100-3:3778851:3779883 [4] ibvwrap.c:130 NCCL WARN Call to ibv_create_qp failed',
         'hai-a100-3:3778851:3779883 [4] NCCL INFO ib_plugin.c:196 -> 2'],
        "nccl-ibv-create-qp-failed", id="nccl-create-qp-plugin"),
]


@pytest.mark.parametrize(("lines", "signature"), POSTED)
def test_a_connection_never_made_is_no_network_fault(
        write_bundle, lines: list[str], signature: str | None) -> None:
    log = "".join(f"2024-03-01T10:00:0{i}Z {line}\n" for i, line in enumerate(lines))
    path = write_bundle(
        {"logs/node-a/rank-0.log": log,
         "scheduler.jsonl": json.dumps({"ts": "2024-03-01T10:00:30Z", "job_state": "FAILED",
                                        "exit_code": 1}) + "\n"},
        job={"job_id": "j", "scheduler": "slurm", "nodes": ["node-a", "node-b"],
             "ranks": {"0": "node-a", "1": "node-b"}})
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", [])
    if signature is not None:
        seen = {result.signature} | {group.signature for group in result.cascading}
        assert signature in seen or signature in result.explanation


SWARM_ABSENT = [
    pytest.param(  # https://github.com/gensyn-ai/rl-swarm/issues/184
        ['RuntimeError: DHTNode bootstrap failed: none of the initial_peers responded to a '
         'ping. (set ensure_bootstrap_success=False to ignore)',
         '>> Shutting down trainer...'], id="dht-bootstrap"),
    pytest.param(  # the message of hivemind/averaging/averager.py
        ['hivemind.averaging.partition.AllreduceException: Averaging step failed: could not '
         'find a group'], id="averaging-no-group"),
    pytest.param(  # the message of petals/client/routing/sequence_manager.py
        ['MissingBlocksError: No servers holding blocks [0, 1, 2] are online. You can check the '
         "public swarm's state at https://health.petals.dev"], id="petals-missing-blocks"),
]


@pytest.mark.parametrize("lines", SWARM_ABSENT)
def test_a_swarm_with_no_peer_answering_is_no_bug_of_the_program(
        write_bundle, lines: list[str]) -> None:
    log = "".join(f"2025-05-01T10:00:0{i}Z {line}\n" for i, line in enumerate(lines))
    path = write_bundle(
        {"logs/peer/rank-0.log": log,
         "scheduler.jsonl": json.dumps({"ts": "2025-05-01T10:00:30Z", "job_state": "FAILED",
                                        "exit_code": 1}) + "\n"},
        job={"job_id": "swarm", "scheduler": "slurm", "nodes": ["peer"], "ranks": {"0": "peer"}})
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", [])
    assert "swarm-peers-absent" in {group.signature for group in result.cascading}


CLOSED_BY_PEER = [
    # https://github.com/CGCL-codes/pFedSD/issues/3
    "RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:598] Connection closed by peer "
    "[172.28.0.12]:43185",
]


@pytest.mark.parametrize("line", CLOSED_BY_PEER)
def test_gloo_reading_the_end_of_its_peers_stream_is_no_network_fault(
        write_bundle, line: str) -> None:
    path = write_bundle(
        {"logs/node-a/rank-1.log": f"2023-08-13T10:00:00Z {line}\n",
         "scheduler.jsonl": json.dumps({"ts": "2023-08-13T10:00:30Z", "job_state": "FAILED",
                                        "exit_code": 1}) + "\n"},
        job={"job_id": "j", "scheduler": "slurm", "nodes": ["node-a", "node-b"],
             "ranks": {"0": "node-b", "1": "node-a"}})
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", [])
