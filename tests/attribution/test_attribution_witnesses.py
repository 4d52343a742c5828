"""Evidence by structure (issue 43 item 2): independent witnesses single out a node when no
line names a cause outright; one witness never does; the explanation says each one's share.
And the host allocation failure that used to become a hang blamed on an idle node.
"""

from __future__ import annotations

import json

from trainwarden.attribution import attribute_bundle

NODES = ["node-1", "node-2", "node-3"]
RANKS = {"0": "node-1", "1": "node-2", "2": "node-3"}
TIMEOUT = ("[Rank {r}] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=42, "
           "OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600031 "
           "milliseconds before timing out.")
LOST = ["ORTE has lost communication with its daemon located on node:", "",
        "  hostname:  node-3", ""]


def job() -> dict:
    return {"job_id": "j", "scheduler": "slurm", "nodes": NODES, "ranks": RANKS}


def failed() -> str:
    return json.dumps({"ts": "2026-01-01T00:30:00Z", "job_state": "FAILED", "exit_code": 1}) + "\n"


def stamped(lines: list[str], at: str = "2026-01-01T00:10:00Z") -> str:
    return "".join(f"{at} {line}\n" for line in lines)


def test_one_report_naming_a_lost_daemon_implicates_nobody(write_bundle) -> None:
    bundle = write_bundle({"logs/node-1/mpirun.log": stamped(LOST),
                           "scheduler.jsonl": failed()}, job=job())
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "node_failure", [])


def test_two_programs_naming_one_host_implicate_it(write_bundle) -> None:
    """mpirun's output holds Open MPI's and Grid Engine's messages: two programs, two
    witnesses of node-3, though one log file holds both."""
    commlib = 'error: commlib error: got read error (closing "node-3/shepherd_ijs/1")'
    bundle = write_bundle({"logs/node-1/mpirun.log": stamped([commlib, *LOST]),
                           "scheduler.jsonl": failed()}, job=job())
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "node_failure", ["node-3"])
    assert "independent witnesses point at node-3" in result.explanation
    assert "%)" in result.explanation  # each witness's share


def test_a_hang_named_by_a_stall_report_and_a_kernel_log_is_placed(write_bundle) -> None:
    """Ranks 0 and 1 time out; rank 0 lists rank 2 as missing (Horovod's stall inspector);
    node-3's kernel logged a hung task: two independent witnesses of node-3."""
    files = {f"logs/node-{r + 1}/rank-{r}.log": stamped([TIMEOUT.format(r=r)],
                                                        "2026-01-01T00:20:00Z")
             for r in (0, 1)}
    files["logs/node-1/rank-0.log"] += stamped(
        ["Stalled ops:HorovodAllreduce_grads_0 [missing ranks: 2]"], "2026-01-01T00:19:00Z")
    files["logs/node-3/kernel.log"] = stamped(
        ["INFO: task python3:4121 blocked for more than 120 seconds."], "2026-01-01T00:18:00Z")
    result = attribute_bundle(write_bundle(files, job=job()))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "hang", ["node-3"])
    only_report = {k: v for k, v in files.items() if "kernel" not in k}
    alone = attribute_bundle(write_bundle(only_report, job=job(), name="alone"))
    assert alone.implicated_nodes == [] and alone.verdict == "ambiguous"


def test_a_host_allocation_failure_is_oom_and_never_the_idle_node(write_bundle) -> None:
    """DeepSpeed's process on node-1 fails a host allocation (Rust's allocator aborts);
    node-2's rank logged nothing after start-up; node-3's rank times out."""
    start = "[INFO] [comm.py:586:init_distributed] Initializing TorchBackend in DeepSpeed"
    files = {
        "logs/node-1/rank-0.log": stamped([start], "2026-01-01T00:00:00Z")
        + stamped(["memory allocation of 2097152 bytes failed"], "2026-01-01T00:05:00Z"),
        "logs/node-2/rank-1.log": stamped([start], "2026-01-01T00:00:00Z"),
        "logs/node-3/rank-2.log": stamped([start], "2026-01-01T00:00:00Z")
        + stamped([TIMEOUT.format(r=2)], "2026-01-01T00:15:00Z"),
        "scheduler.jsonl": failed(),
    }
    result = attribute_bundle(write_bundle(files, job=job()))
    assert (result.verdict, result.category, result.implicated_nodes) == ("attributed", "oom", [])


# posted lines: https://github.com/NVIDIA/nccl/issues/875 (PyTorch's NCCL system error and
# NCCL's help text for it) and https://github.com/NVIDIA/nccl-tests/issues/111 (its proxy
# failing a Connect)
NCCL_SYSTEM_ERROR = ("RuntimeError: NCCL error in: /home/builder/mc3/envs/pytorch-build/envs/"
                     "pytorch-build/conda-bld/pytorch_1673601922403/work/torch/csrc/distributed/"
                     "c10d/ProcessGroupNCCL.cpp:1191, unhandled system error, NCCL version 2.10.3")
NCCL_SYSTEM_ERROR_HELP = ("ncclSystemError: System call (e.g. socket, malloc) or external "
                          "library call failed or device error.")
PROXY_CONNECT = ("us1-shopee-ai-worker-live-10-67-208-67:406794:406838 [0] proxy.cc:1040 NCCL "
                 "WARN [Proxy Service 8] Failed to execute operation Connect from rank 8, "
                 "retcode 2")


def test_one_programs_log_repeating_itself_is_one_witness(write_bundle) -> None:
    """All ranks on one machine write one unranked log (train.log): its NCCL system error,
    the error's help text and the proxy's failed Connect are one process's account, one
    witness, so they name no machine; a kernel's or daemon's lines are told apart by the
    program that wrote each, an application's log is not."""
    one_node = {"job_id": "j", "scheduler": "static", "nodes": ["node-1"],
                "ranks": {str(r): "node-1" for r in range(6)}}
    lines = [NCCL_SYSTEM_ERROR, NCCL_SYSTEM_ERROR_HELP, "Last error:", PROXY_CONNECT]
    bundle = write_bundle({"logs/node-1/train.log": stamped(lines),
                           "scheduler.jsonl": failed()}, job=one_node)
    result = attribute_bundle(bundle)
    assert result.implicated_nodes == []
    assert result.verdict == "ambiguous"
