# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""Line provenance: a line of a stream that holds many ranks' or nodes' lines (a launcher's or
Slurm's output file on the first node, mpirun's output) counts for the rank or node its own
prefix names, never for a name in its text (a peer), and stays where it is when the prefix
names nothing of the job. Each line is one posted publicly (the URL beside it); the
`srun --label` prefix is put in front of a posted line as srun prints it (its documentation)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from trainwarden.attribution import attribute_bundle
from trainwarden.attribution.bundle import BundleReader, Hit, JobInfo
from trainwarden.attribution.bundle.provenance import JobHosts, read
from trainwarden.attribution.catalog import Catalog
from trainwarden.attribution.engine import default_catalog

# https://github.com/pytorch/pytorch/issues/113128 (torchrun's and torch's prefixes, rank 12)
ECC_RANK12 = "[default0]:[rank12]:[E817 17:40:34.227531918 ProcessGroupNCCL.cpp:1515] [PG 0 (default_pg) Rank 12] Process group watchdog thread terminated with exception: CUDA error: uncorrectable ECC error encountered"
# https://github.com/NVIDIA/nccl/issues/1919 (NCCL's host:pid:tid prefix, the node's own NIC)
QP_FATAL = "node-0:139577:139678 [0] transport/net_ib.cc:154 NCCL WARN NET/IB : mlx5_1:1 async fatal event on QP (0x7309dc3bb338): invalid request local work queue error"
# https://github.com/horovod/horovod/issues/3751 (mpirun --tag-output: [job,rank], then NCCL's)
OMPI_ADDRESSES = [
    "[1,0]<stdout>:j66d10267:290:422 [0] NCCL INFO NET/IB : Using [0]mlx5_bond_0:1/RoCE ; OOB bond0:11.158.244.23<0>",
    "[1,2]<stdout>:j63g01247:65:197 [0] NCCL INFO NET/IB : Using [0]mlx5_bond_0:1/RoCE ; OOB bond0:11.158.237.10<0>",
]
# https://github.com/huggingface/accelerate/issues/1317 (pdsh's host prefix, an address here)
PDSH_ADDRESS = "104.171.201.171: lambda-scalar02:95756:95756 [6] NCCL INFO Bootstrap : Using enp161s0f0:104.171.201.171<0>"
# https://github.com/hiyouga/LlamaFactory/issues/2470 (pdsh's host prefix; the text names rank 0)
PDSH_PEER = "gpu004: RuntimeError: [14] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue."
# https://github.com/deepseek-ai/DeepEP/issues/106 (the writer's NCCL prefix; the peer's address)
PEER_COMPLETION = "VM-17-82-centos:11978:12642 [0] ib_plugin.c:1075 NCCL WARN NET/IB : Got completion from peer 172.21.17.89<38536> with error 12, opcode 32715, len 0, vendor err 129"
# https://github.com/NVIDIA/open-gpu-kernel-modules/issues/688 (syslog's host field)
SYSLOG = "abggdna-DGX-Station-A100 kernel: NVRM: nvAssertOkFailedNoLog: Assertion failed: GPU lost from the bus [NV_ERR_GPU_IS_LOST] (0x0000000F) returned from rmStatus @ kernel_ce_gv100.c:106"
# https://github.com/horovod/horovod/issues/1029 (mpirun's tag, then Open MPI's [host:pid])
OMPI_HOST_PID = "[1,0]<stderr>:[939debe34dff:00468] Read -1, expected 6441, errno = 1"
# the ECC line as `srun --label` prints it: "-l, --label  Prepend task number to lines of
# stdout/err" (https://slurm.schedmd.com/srun.html#OPT_label)
ECC_TEXT = ECC_RANK12.split("]:", 2)[2]

TWO_BY_EIGHT = {str(r): "node-0" if r < 8 else "node-1" for r in range(16)}
FAILED = json.dumps({"ts": "2024-08-17T17:41:00+00:00", "job_state": "FAILED", "exit_code": 1}) + "\n"


def _log(*lines: str) -> str:
    return "".join(f"2024-08-17T17:40:{30 + n:02d}+00:00 {line}\n" for n, line in enumerate(lines))


def _hits(bundle: Path, catalog: Catalog, signature: str) -> list[Hit]:
    return [h for h in BundleReader(bundle, catalog, None).read().hits if h.signature.id == signature]


def test_a_torch_rank_prefix_in_the_launchers_output_implicates_that_ranks_node(
        write_bundle: Callable[..., Path], catalog: Catalog) -> None:
    files = {"logs/node-0/slurm-out.log": _log("Epoch 3: 41%", ECC_RANK12), "scheduler.jsonl": FAILED}
    bundle = write_bundle(files, nodes=["node-0", "node-1"], ranks=TWO_BY_EIGHT, name="known")
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == ("attributed", "gpu_hardware", ["node-1"])
    cited = result.initiating.evidence[0]
    assert (cited.file, cited.line) == ("logs/node-0/slurm-out.log", 2)  # the real file and line
    assert "[logs/node-0/slurm-out.log:2] (written on node-1, as its torchrun [roleN], torch [rankN] prefix says)" in result.explanation
    [hit] = _hits(bundle, catalog, result.signature)
    assert (hit.node, hit.rank, hit.reporter) == ("node-1", 12, "node-1")
    assert hit.provenance == "torchrun [roleN], torch [rankN]"
    # a rank job.json does not map: the line stays where it is
    small = {str(r): "node-0" if r < 4 else "node-1" for r in range(8)}
    bundle = write_bundle(files, nodes=["node-0", "node-1"], ranks=small, name="unknown")
    [hit] = _hits(bundle, catalog, result.signature)
    assert (hit.node, hit.rank, hit.provenance) == ("node-0", None, None)


def test_a_line_saved_by_hand_takes_the_time_behind_its_prefixes(write_bundle: Callable[..., Path]) -> None:
    # no time of the bundle's own: the glog time behind torchrun's and torch's prefixes dates it
    job = {"job_id": "j", "scheduler": "slurm", "nodes": ["node-0", "node-1"], "ranks": TWO_BY_EIGHT,
           "collected_at": "2024-08-17T18:00:00+00:00"}
    bundle = write_bundle({"logs/node-0/slurm-out.log": ECC_RANK12 + "\n", "scheduler.jsonl": FAILED},
                          job=job, name="by-hand")
    result = attribute_bundle(bundle)
    assert (result.verdict, result.implicated_nodes) == ("attributed", ["node-1"])
    assert result.initiating.at is not None and result.initiating.at.isoformat().startswith("2024-08-17T17:40:34")
    assert not result.warnings  # not skipped for want of a time


def test_nccls_host_prefix_in_mpiruns_output_implicates_that_host(
        write_bundle: Callable[..., Path], catalog: Catalog) -> None:
    files = {"logs/node-1/mpirun.log": _log(QP_FATAL), "scheduler.jsonl": FAILED}
    bundle = write_bundle(files, nodes=["node-0", "node-1"], ranks=TWO_BY_EIGHT, name="known")
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == ("attributed", "network", ["node-0"])
    assert (result.initiating.evidence[0].file, result.initiating.evidence[0].line) == ("logs/node-1/mpirun.log", 1)
    # a host none of the job's (nor its address): the line stays with the stream's node
    files["logs/node-1/mpirun.log"] = _log(QP_FATAL.replace("node-0:", "node-7:"))
    bundle = write_bundle(files, nodes=["node-0", "node-1"], ranks=TWO_BY_EIGHT, name="stranger")
    [hit] = _hits(bundle, catalog, "ib-async-fatal")
    assert (hit.node, hit.reporter, hit.provenance) == ("node-1", "node-1", None)


def test_an_address_a_relayed_line_gives_is_its_writers(write_bundle: Callable[..., Path]) -> None:
    # Open MPI's tag (rank 2 is j63g01247's) and NCCL's host agree; the output is j66d10267's
    ranks = {"0": "j66d10267", "1": "j66d10267", "2": "j63g01247", "3": "j63g01247"}
    bundle = write_bundle({"logs/j66d10267/mpirun.log": _log(*OMPI_ADDRESSES)},
                          nodes=["j66d10267", "j63g01247"], ranks=ranks, name="ompi")
    ev = BundleReader(bundle, default_catalog(), None).read()
    assert ev.addresses == {"11.158.244.23": "j66d10267", "11.158.237.10": "j63g01247"}
    # pdsh's prefix is an address none of the job's, NCCL's inside it names the writer
    ranks = {"0": "lambda-scalar02", "1": "lambda-scalar03"}
    bundle = write_bundle({"logs/lambda-scalar03/launcher.log": _log(PDSH_ADDRESS)},
                          nodes=["lambda-scalar02", "lambda-scalar03"], ranks=ranks, name="pdsh")
    ev = BundleReader(bundle, default_catalog(), None).read()
    assert ev.addresses == {"104.171.201.171": "lambda-scalar02"}


def test_a_peer_named_in_the_text_never_moves_the_line(
        write_bundle: Callable[..., Path], catalog: Catalog) -> None:
    # pdsh says gpu004 wrote it; the text names rank 0 (gpu003's) as the end that reset
    ranks = {str(r): "gpu003" if r < 8 else "gpu004" for r in range(16)}
    bundle = write_bundle({"logs/gpu003/launcher.log": _log(PDSH_PEER), "scheduler.jsonl": FAILED},
                          nodes=["gpu003", "gpu004"], ranks=ranks, name="pdsh")
    [hit] = _hits(bundle, catalog, "connection-reset")
    assert (hit.node, hit.reporter, hit.provenance) == ("gpu004", "gpu004", "pdsh host:")
    assert attribute_bundle(bundle).implicated_nodes == []
    # a completion error NCCL's prefix says VM-17-82-centos logged, held in the log of the peer
    # it names: about the peer (one report: a hint, nobody implicated), reported by its writer
    nodes = ["VM-17-82-centos", "VM-17-89-centos"]
    job = {"job_id": "j", "scheduler": "local", "nodes": nodes, "ranks": {"0": nodes[0], "1": nodes[1]},
           "addresses": {"172.21.17.89": "VM-17-89-centos"}}
    bundle = write_bundle({"logs/VM-17-89-centos/launcher.log": _log(PEER_COMPLETION), "scheduler.jsonl": FAILED},
                          job=job, name="peer")
    [hit] = _hits(bundle, catalog, "nccl-ib-completion-from-peer")
    assert (hit.node, hit.reporter, hit.peer) == ("VM-17-89-centos", "VM-17-82-centos", "172.21.17.89")
    assert attribute_bundle(bundle).implicated_nodes == []


def test_srun_labels_count_as_ranks_only_when_the_stream_shows_tasks_are_ranks(
        write_bundle: Callable[..., Path], catalog: Catalog) -> None:
    # task 12 in a job of two nodes: no node index reaches 12, so tasks are ranks
    files = {"logs/node-0/slurm-out.log": _log(f"12: {ECC_TEXT}"), "scheduler.jsonl": FAILED}
    bundle = write_bundle(files, nodes=["node-0", "node-1"], ranks=TWO_BY_EIGHT, name="ranks")
    result = attribute_bundle(bundle)
    assert (result.verdict, result.implicated_nodes) == ("attributed", ["node-1"])
    [hit] = _hits(bundle, catalog, result.signature)
    assert (hit.rank, hit.provenance) == (12, "srun --label")
    # torchrun under srun: a task is a node (its lines carry torchrun's prefix inside the
    # label), so task 1 is not rank 1: its bare line stays where it is
    files["logs/node-0/slurm-out.log"] = _log(f"0: {ECC_RANK12.split(':[rank12]')[0]}: loss 2.1", f"1: {ECC_TEXT}")
    bundle = write_bundle(files, nodes=["node-0", "node-1"], ranks=TWO_BY_EIGHT, name="nodes")
    [hit] = _hits(bundle, catalog, result.signature)
    assert (hit.node, hit.rank, hit.provenance) == ("node-0", None, None)


def test_what_each_prefix_says_of_the_writer() -> None:
    job = JobInfo(job_id="j", scheduler="slurm", nodes=["abggdna-DGX-Station-A100", "939debe34dff", "gpu004.cluster.local"],
                  ranks={"0": "939debe34dff", "1": "abggdna-DGX-Station-A100", "2": "gpu004.cluster.local"})
    hosts = JobHosts(job)
    # syslog's host field: only in a kernel or system log (elsewhere such a start is text)
    origin, body = read(SYSLOG, hosts, {}, system=True)
    assert origin is not None and origin.node == "abggdna-DGX-Station-A100" and body == SYSLOG
    assert read(SYSLOG, hosts, {}, system=False)[0] is None
    # Open MPI's tag and its [host:pid] agree; where job.json puts rank 0 elsewhere they conflict
    origin, body = read(OMPI_HOST_PID, hosts, {})
    assert origin is not None and (origin.node, origin.rank) == ("939debe34dff", 0)
    assert body == "[939debe34dff:00468] Read -1, expected 6441, errno = 1"
    other = JobHosts(job.model_copy(update={"ranks": {"0": "abggdna-DGX-Station-A100", "1": "939debe34dff"}}))
    origin, _ = read(OMPI_HOST_PID, other, {})
    assert origin is not None and origin.conflict and origin.node is None and origin.rank is None
    # a node's short name, and an address the logs taught
    origin, body = read(PDSH_PEER, hosts, {})
    assert origin is not None and origin.node == "gpu004.cluster.local" and body.startswith("RuntimeError: [14]")
    origin, _ = read(PDSH_ADDRESS.replace("lambda-scalar02:", "x:"), hosts, {"104.171.201.171": "939debe34dff"})
    assert origin is not None and origin.node == "939debe34dff"
    # no prefix of the job's: the text's names (a rank, a peer's address) are not the writer
    assert read(PDSH_PEER.removeprefix("gpu004: "), hosts, {})[0] is None
    origin, _ = read(PEER_COMPLETION, hosts, {"172.21.17.89": "gpu004.cluster.local"})
    assert origin is None


def test_a_relayed_ranks_line_is_that_ranks_report_not_its_nodes_system_log(
        write_bundle: Callable[..., Path], catalog: Catalog) -> None:
    """A rank's line in the launcher's output is what the rank's own stream would hold (its
    report, the initiating line), not a second, independent witness from its node's system
    logs."""
    from trainwarden.attribution.witnesses import gather

    relayed = write_bundle({"logs/node-0/slurm-out.log": _log(ECC_RANK12), "scheduler.jsonl": FAILED},
                           nodes=["node-0", "node-1"], ranks=TWO_BY_EIGHT, name="relayed")
    ev = BundleReader(relayed, catalog, None).read()
    assert [h.node for h in ev.hits if h.signature.category == "gpu_hardware"] == ["node-1"]
    assert [w for w in gather(ev, None, set()) if w.kind == "system"] == []
