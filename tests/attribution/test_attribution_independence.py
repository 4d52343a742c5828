"""Evidence weighed by independence (issue 32), and the failure classes the vendor catalogs add.

Each rule on a small bundle written for it: one report naming a peer is a hint, agreement of
independent reports is evidence; the verdict agrees with the confidence; NVSwitch, agent-reported
Xids, host and shared memory, work-completion statuses.
"""

from __future__ import annotations

import json

import pytest

from trainwarden.attribution import attribute_bundle

NODES = ["node-1", "node-2", "node-3"]
RANKS = {"0": "node-1", "1": "node-2", "2": "node-3"}
ADDRESSES = {"10.0.0.1": "node-1", "10.0.0.2": "node-2", "10.0.0.3": "node-3"}
WATCHDOG = ("[Rank {r}] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=42, "
            "OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600031 "
            "milliseconds before timing out.")
RETRY = ("node-{n}:41:52 [0] transport/net_ib.cc:1696 NCCL WARN NET/IB : Got completion from peer "
         "{peer}<43567> with status=12 opcode=0 len=0 vendor err 129 (Recv)")


def lines(*entries: tuple[str, str]) -> str:
    return "".join(f"{ts} {text}\n" for ts, text in entries)


def steps(last: dict[str, int]) -> str:
    """Step metrics, one a second from 00:00:01, every rank up to its last step."""
    out = []
    for rank, node in RANKS.items():
        for step in range(1, last.get(node, 10) + 1):
            out.append({"ts": f"2026-01-01T00:00:{step:02d}Z", "node": node, "rank": int(rank),
                        "name": "step", "value": step})
    return "".join(json.dumps(m) + "\n" for m in out)


def bundle(write_bundle, files: dict[str, str], last: dict[str, int] | None = None,
           failed: bool = True):
    job = {"job_id": "j", "scheduler": "slurm", "nodes": NODES, "ranks": RANKS,
           "addresses": ADDRESSES}
    files = {"metrics.jsonl": steps(last or {}), **files}
    if failed:
        files["scheduler.jsonl"] = json.dumps(
            {"ts": "2026-01-01T00:30:00Z", "job_state": "FAILED", "exit_code": 1}) + "\n"
    return write_bundle(files, job=job)


def test_one_report_naming_a_peer_that_logged_nothing_implicates_nobody(write_bundle) -> None:
    result = attribute_bundle(bundle(write_bundle, {
        "logs/node-1/rank-0.log": lines(
            ("2026-01-01T00:00:11Z", RETRY.format(n=1, peer="10.0.0.3"))),
    }))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "network", [])


def test_independent_reports_naming_one_peer_implicate_it(write_bundle) -> None:
    result = attribute_bundle(bundle(write_bundle, {
        "logs/node-1/rank-0.log": lines(
            ("2026-01-01T00:00:11Z", RETRY.format(n=1, peer="10.0.0.3"))),
        "logs/node-2/rank-1.log": lines(
            ("2026-01-01T00:00:11.3Z", RETRY.format(n=2, peer="10.0.0.3"))),
    }))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "network", ["node-3"])


def test_one_process_repeating_its_report_is_still_one_report(write_bundle) -> None:
    result = attribute_bundle(bundle(write_bundle, {
        "logs/node-1/rank-0.log": lines(
            ("2026-01-01T00:00:11Z", RETRY.format(n=1, peer="10.0.0.3")),
            ("2026-01-01T00:00:11.5Z", RETRY.format(n=1, peer="10.0.0.3"))),
    }))
    assert result.implicated_nodes == [] and result.verdict == "ambiguous"


@pytest.mark.parametrize("corroboration", ["behind", "down"])
def test_a_peer_whose_own_state_corroborates_the_report_is_implicated(
    write_bundle, corroboration: str,
) -> None:
    files = {"logs/node-1/rank-0.log": lines(
        ("2026-01-01T00:00:11Z", RETRY.format(n=1, peer="10.0.0.3")))}
    last = {"node-3": 6} if corroboration == "behind" else None
    written = bundle(write_bundle, files, last=last)
    if corroboration == "down":
        with (written / "scheduler.jsonl").open("a") as fh:
            fh.write(json.dumps({"ts": "2026-01-01T00:00:40Z", "node": "node-3",
                                 "node_state": "DOWN", "reason": "Not responding"}) + "\n")
    result = attribute_bundle(written)
    assert result.category in ("network", "node_failure")
    assert result.implicated_nodes == ["node-3"]


def test_connections_of_several_ranks_failing_to_one_end_before_a_stall_implicate_it(
    write_bundle,
) -> None:
    closed = ("node-{n}:13571:13571 [0] misc/socket.cc:49 NCCL WARN socketProgress: Connection "
              "closed by remote peer node-3.cluster.org<42830>")
    result = attribute_bundle(bundle(write_bundle, {
        "logs/node-1/rank-0.log": lines(("2026-01-01T00:00:11Z", closed.format(n=1)),
                                        ("2026-01-01T00:10:11Z", WATCHDOG.format(r=0))),
        "logs/node-2/rank-1.log": lines(("2026-01-01T00:00:11.2Z", closed.format(n=2)),
                                        ("2026-01-01T00:10:11Z", WATCHDOG.format(r=1))),
    }))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "network", ["node-3"])
    assert len(result.initiating.evidence) == 2


def test_one_socket_reset_before_a_stall_is_network_with_nobody_implicated(
    write_bundle,
) -> None:
    reset = ("[E socket.cpp:957] recvValue failed on SocketImpl(fd=5, addr=[node-1]:41234, "
             "remote=[node-3]:29500): failed to recv, got 0 bytes")
    result = attribute_bundle(bundle(write_bundle, {
        "logs/node-1/rank-0.log": lines(("2026-01-01T00:00:11Z", reset),
                                        ("2026-01-01T00:10:11Z", WATCHDOG.format(r=0))),
        "logs/node-2/rank-1.log": lines(("2026-01-01T00:10:11Z", WATCHDOG.format(r=1))),
    }))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "network", [])


def test_a_rank_killed_with_no_other_evidence_is_ambiguous(write_bundle) -> None:
    killed = ("ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) "
              "local_rank: 0 (pid: 364592) of binary")
    result = attribute_bundle(bundle(write_bundle, {
        "logs/node-2/launcher.log": lines(("2026-01-01T00:00:11Z", killed))}))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", [])
    assert result.confidence <= 0.5


@pytest.mark.parametrize(("stream", "text"), [
    ("kernel", "nvidia-nvswitch3: SXid (PCI:0000:86:00.0): 20034, Fatal, Link 33 LTSSM Fault Up"),
    ("kernel", "nvidia-nvswitch1: SXid (PCI:0000:84:00.0): 24007, Data {0x000001c0, 0x00bd5c8a}"),
    ("fabricmanager", "[ERROR] [tid 841] detected NVSwitch fatal error 20034 on fid 0 on "
                      "NVSwitch pci bus id 00000000:86:00.0 physical id 3 port 33"),
    ("device-plugin", "XidCriticalError: Xid=79 on Device=GPU-8a5b6c1d, the device will go "
                      "unhealthy."),
    ("dcgm", "Detected XID 48 for GPU 3"),
    ("health", '{"level": "error", "msg": "gpu fault", "xid_code": 79, "gpu": "0000:3b:00.0"}'),
    ("kernel", "nvidia-nvswitch0: SXid (PCI:0000:05:00.0): 20001, Non-fatal, Link 12 TX replay"),
])
def test_nvswitch_and_agent_reported_faults_implicate_their_node_before_the_timeouts(
    write_bundle, stream: str, text: str,
) -> None:
    result = attribute_bundle(bundle(write_bundle, {
        f"logs/node-2/{stream}.log": lines(("2026-01-01T00:00:10.5Z", text)),
        **{f"logs/{n}/rank-{r}.log": lines(("2026-01-01T00:10:11Z", WATCHDOG.format(r=r)))
           for r, n in RANKS.items()},
    }))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "gpu_hardware", ["node-2"])


@pytest.mark.parametrize("text", [
    "nvidia-nvswitch0: SXid (PCI:0000:05:00.0): 12023, Non-fatal, Link 12 single bit ECC",
    "checkpoint saved to /tmp/run-xid79/step-10 (an Xid-looking path, not an Xid)",
    "Detected clock throttling due to thermal violation in GPU 2.",
    "XidCriticalError: Xid=63 on Device=GPU-8a5b6c1d",
])
def test_non_fatal_switch_and_dcgm_notices_are_warnings(write_bundle, text: str) -> None:
    result = attribute_bundle(bundle(write_bundle, {
        "logs/node-2/health.log": lines(("2026-01-01T00:00:05Z", text))}, failed=False))
    assert result.verdict == "no_failure"


@pytest.mark.parametrize("text", [
    "node-2:3063028:3066152 [3] include/alloc.h:178 NCCL WARN Cuda failure 'out of memory'",
    "RuntimeError: [enforce fail at alloc_cpu.cpp:75] err == 0. DefaultCPUAllocator: can't "
    "allocate memory: you tried to allocate 17179869184 bytes. Error code 12 (Cannot allocate "
    "memory)",
    "RuntimeError: CUDA error: out of memory",
    "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient "
    "shared memory (shm).",
    "RuntimeError: DataLoader worker (pid 46794) is killed by signal: Bus error. It is possible "
    "that dataloader's workers are out of shared memory. Please try to raise your shared memory "
    "limit.",
])
def test_memory_that_is_not_a_cuda_allocator_oom_is_oom_and_blames_nobody(
    write_bundle, text: str,
) -> None:
    result = attribute_bundle(bundle(write_bundle, {
        "logs/node-2/rank-1.log": lines(("2026-01-01T00:00:10.5Z", text)),
        "logs/node-1/rank-0.log": lines(("2026-01-01T00:10:11Z", WATCHDOG.format(r=0))),
    }, last={"node-2": 10}))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "oom", [])


@pytest.mark.parametrize("text", [
    "node-1:25146:25854 [0] ib_plugin.c:1105 NCCL WARN NET/IB : Got completion from peer "
    "10.0.0.3<49189> with error 4, opcode 5327, len 5327, vendor err 81 (Send)",
    "ibv_poll_cq error: local protection error",
    "[2025-10-16 22:16:08] node-1:1929:1937 [0] nccl_net_ofi_rdma_init:7978 NCCL WARN NET/OFI "
    "OFI fi_getinfo() call failed: No data available",
])
def test_local_completion_and_fabric_init_errors_are_network_with_nobody_implicated(
    write_bundle, text: str,
) -> None:
    result = attribute_bundle(bundle(write_bundle, {
        "logs/node-1/rank-0.log": lines(("2026-01-01T00:00:10.5Z", text))}))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "network", [])


def test_s3_throttling_is_storage(write_bundle) -> None:
    text = ("botocore.exceptions.ClientError: An error occurred (SlowDown) when calling the "
            "PutObject operation (reached max retries: 4): Please reduce your request rate.")
    result = attribute_bundle(bundle(write_bundle, {
        "logs/node-1/rank-0.log": lines(("2026-01-01T00:00:10.5Z", text))}))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "storage", [])
