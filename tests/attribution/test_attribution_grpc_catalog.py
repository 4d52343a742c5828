"""gRPC's UNAVAILABLE (status 14) naming the peer it lost: a report from the healthy side, as
TensorFlow's distributed runtime logs it (https://github.com/tensorflow/tensorflow/issues/46007;
the lines below are as posted there, the bundle around them is ours)."""

from __future__ import annotations

import json

import pytest

from trainwarden.attribution import attribute_bundle

NODES = ["tpu-host", "worker-a", "worker-b"]
RANKS = {"0": "worker-a", "1": "worker-b"}
ADDRESSES = {"10.180.83.2": "tpu-host"}
SOCKET_CLOSED = (
    '2020-12-28 01:56:05.252251: W    1465 tensorflow/core/distributed_runtime/rpc/'
    'grpc_remote_master.cc:160] RPC failed with status = "Unavailable: Socket closed" and '
    'grpc_error_string = "{"created":"@1609120565.252143973","description":"Error received from '
    'peer ipv4:10.180.83.2:8470","file":"external/com_github_grpc_grpc/src/core/lib/surface/'
    'call.cc","file_line":1056,"grpc_message":"Socket closed","grpc_status":14}", maybe retrying '
    "the RPC")
FAILED = json.dumps({"ts": "2020-12-28T01:57:00Z", "job_state": "FAILED", "exit_code": 1})


def bundle(write_bundle, reporters: list[str]):
    files = {f"logs/{node}/rank-{rank}.log": f"2020-12-28T01:56:05.252251Z {SOCKET_CLOSED}\n"
             for rank, node in RANKS.items() if node in reporters}
    files["scheduler.jsonl"] = FAILED + "\n"
    return write_bundle(files, job={"job_id": "tf", "scheduler": "k8s", "nodes": NODES,
                                    "ranks": RANKS, "addresses": ADDRESSES})


def test_one_report_of_a_lost_peer_implicates_nobody(write_bundle) -> None:
    result = attribute_bundle(bundle(write_bundle, ["worker-a"]))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "network", [])


def test_two_independent_reports_naming_one_peer_implicate_it(write_bundle) -> None:
    result = attribute_bundle(bundle(write_bundle, ["worker-a", "worker-b"]))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "network", ["tpu-host"])
    assert result.signature == "grpc-unavailable-from-peer"


TOO_MANY_PINGS = [
    # https://github.com/artefactual-labs/a3m/pull/451
    'ipv4:127.0.0.1:42625: Received a GOAWAY with error code ENHANCE_YOUR_CALM and debug data '
    'equal to "too_many_pings". Current keepalive time (before throttling): ∞',
    # https://pastebin.com/wSUUWS8s
    'WARN 13252 --- [-worker-ELG-1-2] i.g.n.s.i.grpc.netty.NettyClientHandler : Received GOAWAY '
    'with ENHANCE_YOUR_CALM. Debug data: too_many_pings',
]


@pytest.mark.parametrize("line", TOO_MANY_PINGS)
def test_a_server_refusing_the_clients_keepalive_pings_is_the_programs_setting(
        write_bundle, line: str) -> None:
    files = {"logs/worker-a/rank-0.log": f"2021-12-14T15:55:17Z {line}\n",
             "scheduler.jsonl": FAILED + "\n"}
    result = attribute_bundle(write_bundle(files, job={
        "job_id": "fl", "scheduler": "k8s", "nodes": NODES, "ranks": RANKS,
        "addresses": ADDRESSES}))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "grpc-too-many-pings")
