# ruff: noqa: E501  (verbatim log lines from real components are kept unwrapped)
"""Builds the hand-labelled synthetic part of the attribution corpus.

Run `python tests/attribution/corpus_build.py` to (re)write tests/attribution/corpus/syn-*
and their entries in corpus/labels.json (entries of other generators, e.g. torch-*, are kept).
The bundles are committed; tests only read them. Each scenario is a failure shape seen on real
clusters, written with the real wording of the component that prints it.
"""

from __future__ import annotations

import json
import random
import shutil
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

CORPUS = Path(__file__).resolve().parent / "corpus"
T0 = datetime(2026, 11, 30, 10, 0, 0, tzinfo=UTC)
PCI = {1: "0000:3b:00", 2: "0000:5e:00", 3: "0000:86:00", 4: "0000:af:00"}


def ts(offset: float) -> str:
    return (T0 + timedelta(seconds=offset)).isoformat(timespec="microseconds").replace(
        "+00:00", "Z"
    )


@dataclass
class Bundle:
    """A bundle under construction: lines per file, kept in time order when written."""

    name: str
    nodes: int = 2
    ranks_per_node: int = 2
    seed: int = 0
    lines: dict[str, list[tuple[float, str]]] = field(default_factory=dict)
    scheduler: list[tuple[float, dict]] = field(default_factory=list)
    metrics: list[tuple[float, dict]] = field(default_factory=list)
    expected_step_seconds: float | None = None

    @property
    def node_names(self) -> list[str]:
        return [f"node-{i}" for i in range(1, self.nodes + 1)]

    def node_of(self, rank: int) -> str:
        return f"node-{rank // self.ranks_per_node + 1}"

    @property
    def ranks(self) -> list[int]:
        return list(range(self.nodes * self.ranks_per_node))

    def ranks_on(self, node: str) -> list[int]:
        return [r for r in self.ranks if self.node_of(r) == node]

    def log(self, node: str, stream: str, at: float, text: str) -> None:
        for part in text.splitlines():
            self.lines.setdefault(f"logs/{node}/{stream}.log", []).append((at, part))
            at += 0.000001

    def rank_log(self, rank: int, at: float, text: str) -> None:
        self.log(self.node_of(rank), f"rank-{rank}", at, text)

    def kernel(self, node: str, at: float, text: str) -> None:
        self.log(node, "kernel", at, text)

    def job_state(self, at: float, state: str, exit_code: int | None = None, reason: str = ""):
        event: dict = {"ts": ts(at), "job_state": state}
        if exit_code is not None:
            event["exit_code"] = exit_code
        if reason:
            event["reason"] = reason
        self.scheduler.append((at, event))

    def node_state(self, at: float, node: str, state: str, reason: str = "") -> None:
        event: dict = {"ts": ts(at), "node": node, "node_state": state}
        if reason:
            event["reason"] = reason
        self.scheduler.append((at, event))

    def train(
        self,
        steps: int,
        step_seconds: float = 1.0,
        start: float = 0.0,
        stop: dict[str, int] | None = None,
        slow: dict[str, float] | None = None,
        spikes: dict[tuple[str, int], float] | None = None,
        log_every: int = 5,
    ) -> float:
        """Normal training output and metrics; returns the time the last step ended."""
        rng = random.Random(f"{self.name}-{self.seed}")
        stop, slow, spikes = stop or {}, slow or {}, spikes or {}
        for node in self.node_names:
            self.kernel(node, start - 30, "Linux version 6.8.0-45-generic (buildd@lcy02-amd64-075)")
            self.kernel(node, start - 29, "nvidia-nvlink: Nvlink Core is being initialized")
            self.kernel(
                node, start - 28,
                "NVRM: loading NVIDIA UNIX x86_64 Kernel Module  550.90.07  Fri May 31 09:35:42 UTC 2024",
            )
        self.job_state(start - 5, "RUNNING")
        for rank in self.ranks:
            node = self.node_of(rank)
            self.rank_log(rank, start - 2, f"[rank{rank}] initialized process group, world_size="
                          f"{len(self.ranks)}, backend=nccl")
            self.rank_log(rank, start - 1, f"NCCL INFO NET/IB : Using [0]mlx5_0:1/IB ; OOB ib0:10.0.0.{rank}<0>")
        end = start
        for rank in self.ranks:
            node = self.node_of(rank)
            t = start
            # synchronous training: when a node stops, its peers stop within one step
            last = stop.get(node, min(steps, min(stop.values()) + 1) if stop else steps)
            for step in range(1, last + 1):
                dur = step_seconds * slow.get(node, 1.0) * rng.uniform(0.95, 1.05)
                dur *= spikes.get((node, step), 1.0)
                t += dur
                self.metrics.append((t, {"ts": ts(t), "node": node, "rank": rank,
                                         "name": "step_seconds", "value": round(dur, 4)}))
                self.metrics.append((t, {"ts": ts(t), "node": node, "rank": rank,
                                         "name": "step", "value": step}))
                if step % log_every == 0:
                    loss = 4.0 / (1 + step * 0.05) + rng.uniform(-0.01, 0.01)
                    self.rank_log(rank, t, f"step {step} | loss {loss:.4f} | lr 3.0e-04 | "
                                  f"{dur:.3f} s/step | grad_norm {rng.uniform(0.5, 1.5):.3f}")
            end = max(end, t)
        return end

    def watchdog(self, rank: int, at: float, seq: int = 42, op: str = "ALLREDUCE") -> None:
        self.rank_log(rank, at, (
            f"[rank{rank}]:[E1130 10:00:00.000000 ProcessGroupNCCL.cpp:616] [Rank {rank}] "
            f"Watchdog caught collective operation timeout: WorkNCCL(SeqNum={seq}, OpType={op}, "
            "NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600031 milliseconds before timing out."
        ))
        self.rank_log(rank, at + 0.01, (
            f"[rank{rank}]:[E1130 10:00:00.000000 ProcessGroupNCCL.cpp:1834] [PG 0 Rank {rank}] "
            "Exception (either an error or timeout) detected by watchdog at work: 42, last "
            "enqueued NCCL work: 42, last completed NCCL work: 41."
        ))

    def child_failed(self, node: str, at: float, rank: int, exitcode: int, tb: str) -> None:
        self.log(node, "launcher", at, f"""E1130 10:00:00.000000 torch/distributed/elastic/multiprocessing/api.py:869] failed (exitcode: {exitcode}) local_rank: {rank % self.ranks_per_node} (pid: 4{rank}21) of binary: /usr/bin/python3
Traceback (most recent call last):
  File "/usr/local/bin/torchrun", line 8, in <module>
    sys.exit(main())
  File "/usr/local/lib/python3.11/site-packages/torch/distributed/run.py", line 892, in main
    run(args)
  File "/usr/local/lib/python3.11/site-packages/torch/distributed/launcher/api.py", line 263, in launch_agent
    raise ChildFailedError(
torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
============================================================
train.py FAILED
------------------------------------------------------------
Failures:
  <NO_OTHER_FAILURES>
------------------------------------------------------------
Root Cause (first observed failure):
[0]:
  time      : 2026-11-30_10:00:00
  host      : {node}
  rank      : {rank} (local_rank: {rank % self.ranks_per_node})
  exitcode  : {exitcode} (pid: 4{rank}21)
  error_file: <N/A>
  traceback : {tb}
============================================================""")

    def write(self, root: Path, include_job: bool = True) -> Path:
        out = root / self.name
        if out.exists():
            shutil.rmtree(out)
        out.mkdir(parents=True)
        if include_job:
            job = {
                "job_id": f"job-{self.name}",
                "scheduler": "slurm",
                "nodes": self.node_names,
                "ranks": {str(r): self.node_of(r) for r in self.ranks},
            }
            if self.expected_step_seconds:
                job["expected_step_seconds"] = self.expected_step_seconds
            (out / "job.json").write_text(json.dumps(job, indent=1) + "\n")
        for rel, entries in self.lines.items():
            path = out / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            entries.sort(key=lambda e: e[0])
            path.write_text("".join(f"{ts(at)} {text}\n" for at, text in entries))
        for name, events in (("scheduler.jsonl", self.scheduler), ("metrics.jsonl", self.metrics)):
            if events:
                events.sort(key=lambda e: e[0])
                (out / name).write_text("".join(json.dumps(e) + "\n" for _, e in events))
        return out


def xid(b: Bundle, node: str, at: float, code: int, text: str, gpu: int = 1) -> None:
    b.kernel(node, at, f"NVRM: Xid (PCI:{PCI[gpu]}): {code}, pid=31{gpu}4, name=python3, {text}")


def traceback(b: Bundle, rank: int, at: float, frames: list[str], last: str) -> None:
    body = "Traceback (most recent call last):\n"
    for frame in frames:
        body += f'  File "/workspace/train.py", line {100 + len(frame)}, in {frame}\n    out = model(batch)\n'
    b.rank_log(rank, at, f"{body}{last}")


def cascade_watchdogs(b: Bundle, at: float, skip: set[int]) -> None:
    for rank in b.ranks:
        if rank not in skip:
            b.watchdog(rank, at + rank * 0.013)


# ---- scenarios ---------------------------------------------------------------------------
Label = dict
SCENARIOS: dict[str, tuple[Callable[[Bundle], None], Label, dict]] = {}


def scenario(name: str, verdict: str, category: str, implicated: list[str], **shape):
    def register(fn: Callable[[Bundle], None]):
        SCENARIOS[name] = (fn, {"verdict": verdict, "category": category,
                                "implicated_nodes": implicated}, shape)
        return fn
    return register


@scenario("syn-xid79-fallen-off-bus", "attributed", "gpu_hardware", ["node-2"])
def _(b: Bundle) -> None:
    b.train(60, stop={"node-2": 40})
    xid(b, "node-2", 41.2, 79, "GPU has fallen off the bus.")
    b.kernel("node-2", 41.3, "NVRM: GPU at PCI:0000:3b:00: GPU-5c1c9d2a-7f0e-2b3a-9c1d-7a2f3e4b5c6d")
    b.kernel("node-2", 41.3, "NVRM: GPU Board Serial Number: 1653923016522")
    for r in b.ranks_on("node-2"):
        b.rank_log(r, 41.5, "RuntimeError: CUDA error: unspecified launch failure\nCUDA kernel "
                   "errors might be asynchronously reported at some other API call, so the "
                   "stacktrace below might be incorrect.")
    cascade_watchdogs(b, 641.0, set(b.ranks_on("node-2")))
    b.child_failed("node-1", 645, 0, -6, "Signal 6 (SIGABRT) received by PID 4021")
    b.job_state(650, "FAILED", 1)


@scenario("syn-xid48-dbe", "attributed", "gpu_hardware", ["node-3"], nodes=3)
def _(b: Bundle) -> None:
    b.train(50, stop={"node-3": 30})
    xid(b, "node-3", 30.4, 48, "An uncorrectable double bit error (DBE) has been detected on GPU in the framebuffer at partition 6, subpartition 0.", gpu=2)
    for r in b.ranks_on("node-3"):
        b.rank_log(r, 30.6, "RuntimeError: CUDA error: uncorrectable ECC error encountered")
    for r in b.ranks:
        if b.node_of(r) != "node-3":
            b.rank_log(r, 31.5, f"[rank{r}]: torch.distributed.DistBackendError: NCCL communicator was aborted on rank {r}.")
    b.job_state(40, "FAILED", 1)


@scenario("syn-xid74-nvlink", "attributed", "gpu_hardware", ["node-1"])
def _(b: Bundle) -> None:
    b.train(30, stop={"node-1": 22})
    xid(b, "node-1", 22.5, 74, "NVLink: fatal error detected on link 4(0x10000, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0)")
    b.rank_log(0, 22.9, "node-1:4021:4190 [0] NCCL INFO include/alloc.h:100 NCCL WARN Cuda failure 'an illegal memory access was encountered'")
    b.rank_log(0, 23.0, "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5")
    cascade_watchdogs(b, 623.0, {0})


@scenario("syn-xid95-uncontained", "attributed", "gpu_hardware", ["node-4"], nodes=4)
def _(b: Bundle) -> None:
    b.train(40, stop={"node-4": 12})
    xid(b, "node-4", 12.5, 95, "pid=8812, name=python3, Uncontained: FBHUB. RST: Yes, D-RST: No", gpu=3)
    cascade_watchdogs(b, 612.9, set(b.ranks_on("node-4")))
    b.job_state(620, "FAILED", 1)


@scenario("syn-xid64-remap-failure", "attributed", "gpu_hardware", ["node-2"])
def _(b: Bundle) -> None:
    b.train(30, stop={"node-2": 25})
    xid(b, "node-2", 10.0, 63, "Row Remapper: New row (0x0000000000a1b2c3) Marked for Remapping, reset gpu to activate.")
    xid(b, "node-2", 25.5, 64, "Row Remapper Error: Failed to remap row (0x0000000000a1b2c4).")
    for r in b.ranks_on("node-2"):
        b.rank_log(r, 25.7, "RuntimeError: CUDA error: an illegal memory access was encountered")
    b.rank_log(0, 26.2, "RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:534] Connection closed by peer [10.0.0.2]:29500")


@scenario("syn-xid63-then-user-bug", "attributed", "user_code", [])
def _(b: Bundle) -> None:
    b.train(30, stop={"node-1": 20, "node-2": 20})
    xid(b, "node-2", 5.0, 63, "Row Remapper: New row (0x00000000001f2e3d) Marked for Remapping, reset gpu to activate.")
    traceback(b, 1, 20.4, ["<module>", "main", "train_step"],
              "ValueError: Expected input batch_size (32) to match target batch_size (16).")
    b.child_failed("node-1", 21.0, 1, 1, "[See inner exception]")
    b.job_state(22, "FAILED", 1)


@scenario("syn-xid63-alone-healthy", "no_failure", "unknown", [])
def _(b: Bundle) -> None:
    b.train(40)
    xid(b, "node-1", 15.0, 63, "Row Remapper: New row (0x0000000000123abc) Marked for Remapping, reset gpu to activate.")


@scenario("syn-xid79-clock-skew", "attributed", "gpu_hardware", ["node-2"], nodes=3)
def _(b: Bundle) -> None:
    b.train(40, stop={"node-2": 18})
    for r in b.ranks_on("node-2"):
        b.rank_log(r, 18.2, "RuntimeError: CUDA error: an illegal memory access was encountered\nCompile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.")
    xid(b, "node-2", 19.0, 79, "GPU has fallen off the bus.")
    cascade_watchdogs(b, 618.0, set(b.ranks_on("node-2")))


@scenario("syn-xid79-peer-software-errors", "attributed", "gpu_hardware", ["node-1"], nodes=3)
def _(b: Bundle) -> None:
    b.train(40, stop={"node-1": 33})
    xid(b, "node-1", 33.1, 79, "GPU has fallen off the bus.")
    for r in b.ranks:
        if b.node_of(r) != "node-1":
            traceback(b, r, 35.0 + r * 0.01, ["<module>", "all_reduce"],
                      "RuntimeError: Detected mismatch between collectives on ranks.")


@scenario("syn-gpu-lost-smi", "attributed", "gpu_hardware", ["node-1"])
def _(b: Bundle) -> None:
    b.train(30, stop={"node-1": 28})
    b.log("node-1", "health", 28.3, "nvidia-smi: Unable to determine the device handle for GPU 0000:3B:00.0: Unknown Error")
    cascade_watchdogs(b, 628.4, set(b.ranks_on("node-1")))


@scenario("syn-user-valueerror", "attributed", "user_code", [])
def _(b: Bundle) -> None:
    b.train(20, stop={"node-1": 15})
    traceback(b, 0, 15.5, ["<module>", "main", "forward"],
              "[rank0]: ValueError: expected 4D input (got 3D input)")
    for r in b.ranks[1:]:
        b.rank_log(r, 15.6, f"[rank{r}]: RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:534] Connection closed by peer [10.0.0.1]:29500")
    b.child_failed("node-1", 16.2, 0, 1, "[See inner exception]")
    b.job_state(17, "FAILED", 1)


@scenario("syn-user-all-ranks-keyerror", "attributed", "user_code", [], nodes=3)
def _(b: Bundle) -> None:
    b.train(12)
    for r in b.ranks:
        traceback(b, r, 12.3 + r * 0.001, ["<module>", "load_batch"], "KeyError: 'input_ids'")
    b.job_state(14, "FAILED", 1)


@scenario("syn-xid13-illegal-address", "attributed", "user_code", [])
def _(b: Bundle) -> None:
    b.train(20, stop={"node-2": 9})
    xid(b, "node-2", 9.1, 13, "Graphics SM Warp Exception on (GPC 1, TPC 3, SM 0): Out Of Range Address")
    xid(b, "node-2", 9.1, 13, "Graphics Exception: ESR 0x51e730=0x2000d 0x51e734=0x0")
    b.rank_log(3, 9.3, "RuntimeError: CUDA error: an illegal memory access was encountered")
    xid(b, "node-2", 9.4, 45, "pid=3114, name=python3, Ch 00000008")
    cascade_watchdogs(b, 609.5, {3})


@scenario("syn-xid31-page-fault", "attributed", "user_code", [])
def _(b: Bundle) -> None:
    b.train(20, stop={"node-1": 7})
    xid(b, "node-1", 7.2, 31, "pid=4021, name=python3, Ch 00000010, intr 10000000. MMU Fault: ENGINE GRAPHICS GPCCLIENT_T1_0 faulted @ 0x7f12_34560000. Fault is of type FAULT_PDE ACCESS_TYPE_VIRT_READ")
    b.rank_log(0, 7.4, "RuntimeError: CUDA error: an illegal memory access was encountered")


@scenario("syn-correctable-ecc-then-user-bug", "attributed", "user_code", [])
def _(b: Bundle) -> None:
    b.train(30, stop={"node-2": 24})
    b.log("node-2", "dcgm", 10.0, "GPU 0: correctable ECC error count increased to 3 (volatile SBE)")
    traceback(b, 3, 24.5, ["<module>", "main", "step"],
              "AssertionError: gradient accumulation steps must divide the global batch")
    for r in (0, 1, 2):
        b.rank_log(r, 24.6, f"[rank{r}]: RuntimeError: [../third_party/gloo/gloo/transport/tcp/unbound_buffer.cc:81] Connection reset by peer")


@scenario("syn-device-assert", "attributed", "user_code", [])
def _(b: Bundle) -> None:
    b.train(10, stop={"node-1": 6})
    b.rank_log(1, 6.1, "../aten/src/ATen/native/cuda/IndexKernel.cu:92: operator(): block: [0,0,0], thread: [0,0,0] Assertion `-sizes[i] <= index && index < sizes[i] && \"index out of bounds\"` failed.")
    b.rank_log(1, 6.2, "RuntimeError: CUDA error: device-side assert triggered")
    cascade_watchdogs(b, 606.2, {1})


@scenario("syn-segfault", "attributed", "user_code", [])
def _(b: Bundle) -> None:
    b.train(10, stop={"node-2": 8})
    b.rank_log(2, 8.1, "Fatal Python error: Segmentation fault\n\nThread 0x00007f3a (most recent call first):\n  File \"/workspace/ext/loader.py\", line 44 in read")
    b.kernel("node-2", 8.1, "python3[5521]: segfault at 0 ip 00007f3a1c2b4d10 sp 00007ffd5e3c8a40 error 4 in _loader.so[7f3a1c2a0000+20000]")
    b.child_failed("node-2", 8.8, 2, -11, "Signal 11 (SIGSEGV) received by PID 4221")


@scenario("syn-cuda-oom", "attributed", "oom", [])
def _(b: Bundle) -> None:
    b.train(10, stop={"node-2": 4})
    traceback(b, 2, 4.4, ["<module>", "forward", "attention"],
              "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.15 GiB of which 1.21 GiB is free. Including non-PyTorch memory, this process has 77.93 GiB memory in use.")
    cascade_watchdogs(b, 604.5, {2})


@scenario("syn-kernel-oom-kill", "attributed", "oom", [])
def _(b: Bundle) -> None:
    b.train(20, stop={"node-1": 11})
    b.kernel("node-1", 11.2, "python3 invoked oom-killer: gfp_mask=0x140cca(GFP_HIGHUSER_MOVABLE|__GFP_COMP), order=0, oom_score_adj=0")
    b.kernel("node-1", 11.3, "Out of memory: Killed process 4121 (python3) total-vm:512344532kB, anon-rss:498123412kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:981232kB oom_score_adj:0")
    for r in (0, 2, 3):
        b.rank_log(r, 11.5, f"[rank{r}]: RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:534] Connection closed by peer [10.0.0.1]:45021")
    b.child_failed("node-1", 12.0, 1, -9, "Signal 9 (SIGKILL) received by PID 4121")


@scenario("syn-slurm-oom-event", "attributed", "oom", [])
def _(b: Bundle) -> None:
    b.train(10, stop={"node-2": 9})
    b.log("node-2", "slurmstepd", 9.5, "slurmstepd: error: Detected 1 oom_kill event in StepId=88123.0. Some of the step tasks have been OOM Killed.")
    b.log("node-1", "srun", 9.9, "srun: error: node-2: task 2: Out Of Memory")
    b.job_state(10, "FAILED", 137, "OutOfMemory")


@scenario("syn-nan-loss-log", "attributed", "numerical", [])
def _(b: Bundle) -> None:
    b.train(30, stop={"node-1": 25, "node-2": 25})
    b.rank_log(0, 25.1, "step 25 | loss nan | lr 3.0e-04 | 1.002 s/step | grad_norm inf")
    traceback(b, 0, 25.2, ["<module>", "check_loss"], "FloatingPointError: Loss is NaN at step 25, stopping")
    b.child_failed("node-1", 25.9, 0, 1, "[See inner exception]")


@scenario("syn-nan-loss-metric", "attributed", "numerical", [])
def _(b: Bundle) -> None:
    b.train(30)
    b.metrics.append((12.0, {"ts": ts(12.0), "node": "node-1", "rank": 0, "name": "loss", "value": float("nan")}))
    b.job_state(31, "FAILED", 1)


@scenario("syn-hang-all-ranks", "ambiguous", "hang", [], nodes=2)
def _(b: Bundle) -> None:
    b.train(20)
    cascade_watchdogs(b, 620.0, set())


@scenario("syn-hang-one-rank-silent", "attributed", "hang", ["node-2"], nodes=2)
def _(b: Bundle) -> None:
    b.train(20)
    cascade_watchdogs(b, 620.0, {3})


@scenario("syn-hang-heartbeat-all", "ambiguous", "hang", [], nodes=3)
def _(b: Bundle) -> None:
    b.train(15)
    for r in b.ranks:
        b.rank_log(r, 1115.0 + r, f"[rank{r}]:[E1130 10:00:00 ProcessGroupNCCL.cpp:1375] [PG 0 Rank {r}] Heartbeat monitor timed out! Process will be terminated after dumping debug info. workMetaList_.size()=1")
    cascade_watchdogs(b, 615.0, set())


@scenario("syn-node-down-after-silence", "attributed", "node_failure", ["node-3"], nodes=3)
def _(b: Bundle) -> None:
    b.train(60, stop={"node-3": 30})
    cascade_watchdogs(b, 631.0, set(b.ranks_on("node-3")))
    for r in b.ranks:
        if b.node_of(r) != "node-3":
            b.rank_log(r, 632.0, f"[rank{r}]: RuntimeError: Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.")
    b.node_state(930.0, "node-3", "DOWN", "Not responding")
    b.job_state(931.0, "NODE_FAIL", 1)


@scenario("syn-kernel-panic", "attributed", "node_failure", ["node-2"])
def _(b: Bundle) -> None:
    b.train(40, stop={"node-2": 17})
    b.kernel("node-2", 17.1, "BUG: unable to handle page fault for address: ffffb1a2c0000000")
    b.kernel("node-2", 17.2, "Kernel panic - not syncing: Fatal exception in interrupt")
    cascade_watchdogs(b, 617.5, set(b.ranks_on("node-2")))


@scenario("syn-soft-lockup", "attributed", "node_failure", ["node-1"])
def _(b: Bundle) -> None:
    b.train(40, stop={"node-1": 20})
    b.kernel("node-1", 20.3, "watchdog: BUG: soft lockup - CPU#12 stuck for 23s! [python3:4021]")
    cascade_watchdogs(b, 620.6, set(b.ranks_on("node-1")))


@scenario("syn-srun-node-failure", "attributed", "node_failure", ["node-2"])
def _(b: Bundle) -> None:
    b.train(40, stop={"node-2": 21})
    b.log("node-1", "srun", 321.0, "srun: error: Node failure on node-2")
    b.log("node-1", "srun", 321.1, "slurmstepd: error: *** JOB 88123 ON node-1 CANCELLED AT 2026-11-30T10:05:21 DUE TO NODE FAILURE, SEE SLURMCTLD LOG FOR DETAILS ***")
    b.node_state(320.0, "node-2", "DOWN", "Not responding")
    b.job_state(321.5, "NODE_FAIL")


@scenario("syn-node-fail-no-node", "ambiguous", "node_failure", [])
def _(b: Bundle) -> None:
    b.train(20)
    b.log("node-1", "rank-0", 40.0, "slurmstepd: error: *** JOB 88123 ON node-1 CANCELLED AT 2026-11-30T10:00:40 DUE TO NODE FAILURE, SEE SLURMCTLD LOG FOR DETAILS ***")
    b.job_state(40.5, "NODE_FAIL")


# The reporter of a completion error is the healthy side: the peer it names (10.0.0.4, rank 4's
# address in the NCCL OOB lines, on node-3) is implicated (issue 14; formerly labelled node-1).
@scenario("syn-ib-completion-error", "ambiguous", "network", [], nodes=3)
def _(b: Bundle) -> None:
    b.train(30, stop={"node-1": 14})
    b.rank_log(1, 14.2, "node-1:4121:4302 [1] transport/net_ib.cc:1696 NCCL WARN NET/IB : Got completion from peer 10.0.0.4<43567> with status=12 opcode=0 len=0 vendor err 129 (Recv) localGid ::ffff:10.0.0.2 remoteGids::ffff:10.0.0.4")
    b.rank_log(1, 14.3, "node-1:4121:4302 [1] NCCL INFO transport/net.cc:1298 -> 6")
    for r in b.ranks:
        if r != 1:
            b.rank_log(r, 14.9, f"[rank{r}]: torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:317, remote process exited or there was a network error, NCCL version 2.21.5\nncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely.")


@scenario("syn-ib-link-down", "attributed", "network", ["node-2"])
def _(b: Bundle) -> None:
    b.train(30, stop={"node-2": 19})
    b.kernel("node-2", 19.4, "mlx5_core 0000:5e:00.0 ib0: Link down")
    for r in b.ranks:
        b.rank_log(r, 20.0 + r * 0.1, f"[rank{r}]: torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5")


@scenario("syn-ib-two-nodes-same-instant", "ambiguous", "network", [], nodes=3)
def _(b: Bundle) -> None:
    b.train(30, stop={"node-1": 14, "node-3": 14})
    b.rank_log(0, 14.2, "node-1:4021:4302 [0] transport/net_ib.cc:1696 NCCL WARN NET/IB : Got completion from peer 10.0.0.5<43567> with status=12 opcode=0 len=0 vendor err 129 (Recv)")
    b.rank_log(5, 14.2, "node-3:4521:4302 [1] transport/net_ib.cc:1696 NCCL WARN NET/IB : Got completion from peer 10.0.0.1<43567> with status=12 opcode=0 len=0 vendor err 129 (Recv)")


@scenario("syn-xid-two-nodes-same-instant", "ambiguous", "gpu_hardware", [], nodes=3)
def _(b: Bundle) -> None:
    b.train(30, stop={"node-1": 14, "node-2": 14})
    xid(b, "node-1", 14.5, 79, "GPU has fallen off the bus.")
    xid(b, "node-2", 14.5, 48, "An uncorrectable double bit error (DBE) has been detected on GPU in the framebuffer at partition 6, subpartition 0.")
    cascade_watchdogs(b, 615.0, set(b.ranks_on("node-1") + b.ranks_on("node-2")))


@scenario("syn-enospc", "attributed", "storage", [])
def _(b: Bundle) -> None:
    b.train(20, stop={"node-1": 20})
    traceback(b, 0, 20.4, ["<module>", "save_checkpoint", "save"],
              "OSError: [Errno 28] No space left on device: '/checkpoints/run7/step_00020/__0_0.distcp'")


@scenario("syn-estale", "attributed", "storage", [])
def _(b: Bundle) -> None:
    b.train(20, stop={"node-2": 8})
    traceback(b, 3, 8.5, ["<module>", "__iter__", "_read"],
              "OSError: [Errno 116] Stale file handle: '/shared/datasets/c4/shard-00042.arrow'")
    cascade_watchdogs(b, 608.6, {3})


@scenario("syn-local-disk-io-error", "attributed", "storage", ["node-2"])
def _(b: Bundle) -> None:
    b.train(20, stop={"node-2": 13})
    b.kernel("node-2", 13.0, "nvme nvme1: I/O 512 QID 7 timeout, aborting")
    b.kernel("node-2", 13.2, "blk_update_request: I/O error, dev nvme1n1, sector 78123520 op 0x1:(WRITE) flags 0x800 phys_seg 32 prio class 0")
    traceback(b, 2, 13.6, ["<module>", "write_cache"], "OSError: [Errno 5] Input/output error: '/local_scratch/cache/tok-0002.bin'")


@scenario("syn-straggler-node3", "attributed", "straggler", ["node-3"], nodes=4)
def _(b: Bundle) -> None:
    b.train(40, slow={"node-3": 1.7})


@scenario("syn-single-slow-sample", "no_failure", "unknown", [], nodes=3)
def _(b: Bundle) -> None:
    b.train(40, spikes={("node-2", 17): 6.0})
    b.job_state(45, "COMPLETED", 0)


@scenario("syn-uniformly-slow", "no_failure", "unknown", [], nodes=3)
def _(b: Bundle) -> None:
    b.expected_step_seconds = 1.0
    b.train(30, step_seconds=2.0)


@scenario("syn-slurm-preemption", "attributed", "preemption", [])
def _(b: Bundle) -> None:
    b.train(30, stop={"node-1": 30, "node-2": 30})
    b.log("node-1", "rank-0", 30.5, "slurmstepd: error: *** JOB 88123 ON node-1 CANCELLED AT 2026-11-30T10:00:30 DUE TO PREEMPTION ***")
    for r in b.ranks:
        b.rank_log(r, 30.6, f"[rank{r}]: torch.distributed.elastic.multiprocessing.api.SignalException: Process 4{r}21 got signal: 15")
    b.job_state(31, "PREEMPTED")


@scenario("syn-time-limit", "attributed", "preemption", [], nodes=3)
def _(b: Bundle) -> None:
    end = b.train(25)
    b.log("node-1", "rank-0", end + 0.5, "slurmstepd: error: *** JOB 88123 ON node-1 CANCELLED AT 2026-11-30T10:00:26 DUE TO TIME LIMIT ***")
    b.job_state(end + 1, "TIMEOUT")


@scenario("syn-maintenance", "attributed", "preemption", [])
def _(b: Bundle) -> None:
    b.train(30)
    b.node_state(31.0, "node-2", "DRAIN", "scheduled maintenance: firmware update")
    b.job_state(31.5, "CANCELLED", reason="node maintenance reservation")
    for r in b.ranks:
        b.rank_log(r, 31.6, f"torch.distributed.elastic.multiprocessing.api.SignalException: Process 4{r}21 got signal: 15")


@scenario("syn-sigkill-unknown", "ambiguous", "unknown", [])
def _(b: Bundle) -> None:
    b.train(20, stop={"node-1": 11})
    for r in (0, 2, 3):
        b.rank_log(r, 11.5, f"[rank{r}]: RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:534] Connection closed by peer [10.0.0.1]:45021")
    b.child_failed("node-1", 12.0, 1, -9, "Signal 9 (SIGKILL) received by PID 4121")


@scenario("syn-failed-without-evidence", "ambiguous", "unknown", [])
def _(b: Bundle) -> None:
    b.train(20)
    b.job_state(21, "FAILED", 1)


@scenario("syn-healthy-completed", "no_failure", "unknown", [], nodes=3)
def _(b: Bundle) -> None:
    end = b.train(40)
    b.job_state(end + 1, "COMPLETED", 0)


@scenario("syn-healthy-noisy", "no_failure", "unknown", [], nodes=2)
def _(b: Bundle) -> None:
    b.train(30)
    b.rank_log(0, 1.0, "[W1130 10:00:01.000 socket.cpp:697] [c10d] The client socket has failed to connect to [node-1]:29500 (errno: 99 - Cannot assign requested address). Retrying.")
    b.rank_log(0, 2.0, "UserWarning: TypedStorage is deprecated. It will be removed in the future and UntypedStorage will be the only storage class.")
    b.rank_log(1, 3.0, "eval | loss 2.3411 | error_rate 0.000 | nan_count=0 | timeout_ms=600000")
    b.rank_log(2, 4.0, "NCCL INFO NET/IB : GPU Direct RDMA Enabled for HCA 0 'mlx5_0'")
    b.rank_log(3, 5.0, "Exception ignored in: <function _MultiProcessingDataLoaderIter.__del__ at 0x7f>")
    b.kernel("node-2", 6.0, "mce: [Hardware Error]: Machine check events logged")
    b.kernel("node-1", 7.0, "INFO: task kworker/u256:3:1234 blocked for more than 122 seconds.")


@scenario("syn-healthy-running-short", "no_failure", "unknown", [], nodes=4, ranks_per_node=1)
def _(b: Bundle) -> None:
    b.train(10)


@scenario("syn-user-after-warning-xid-other", "attributed", "user_code", [])
def _(b: Bundle) -> None:
    b.train(20, stop={"node-1": 18, "node-2": 18})
    xid(b, "node-1", 3.0, 154, "GPU recovery action changed from 0x0 (None) to 0x1 (GPU Reset Required)")
    traceback(b, 1, 18.3, ["<module>", "collate"], "TypeError: unsupported operand type(s) for +: 'int' and 'NoneType'")


@scenario("syn-launch-failure-weak", "ambiguous", "unknown", [])
def _(b: Bundle) -> None:
    b.train(20, stop={"node-2": 9})
    b.rank_log(2, 9.3, "RuntimeError: CUDA error: unspecified launch failure")
    cascade_watchdogs(b, 609.4, {2})


@scenario("syn-retried-traceback-then-xid79", "attributed", "gpu_hardware", ["node-2"], nodes=3)
def _(b: Bundle) -> None:
    b.train(40, stop={"node-2": 35})
    traceback(b, 0, 6.0, ["upload", "_post"],
              "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='api.wandb.ai', port=443): Max retries exceeded with url: /files/run7 (Caused by NewConnectionError('Failed to establish a new connection: [Errno 101] Network is unreachable'))")
    b.rank_log(0, 6.1, "wandb: Network error (ConnectionError), entering retry loop.")
    xid(b, "node-2", 35.4, 79, "GPU has fallen off the bus.")
    cascade_watchdogs(b, 635.5, set(b.ranks_on("node-2")))


@scenario("syn-retried-traceback-healthy", "no_failure", "unknown", [])
def _(b: Bundle) -> None:
    end = b.train(40)
    traceback(b, 1, 8.0, ["save", "_write"], "OSError: [Errno 5] Input/output error: '/tmp/tb-events/run7.tfevents'")
    b.rank_log(1, 8.1, "tensorboard writer failed, continuing without event files")
    b.job_state(end + 1, "COMPLETED", 0)


def build(root: Path = CORPUS) -> dict[str, dict]:
    root.mkdir(parents=True, exist_ok=True)
    labels_path = root / "labels.json"
    labels = json.loads(labels_path.read_text()) if labels_path.exists() else {}
    labels = {k: v for k, v in labels.items() if not k.startswith("syn-")}
    for name, (fn, label, shape) in SCENARIOS.items():
        bundle = Bundle(name, **shape)
        fn(bundle)
        bundle.write(root)
        labels[name] = label
    labels_path.write_text(json.dumps(dict(sorted(labels.items())), indent=1) + "\n")
    return labels


if __name__ == "__main__":
    out = build(Path(sys.argv[1]) if len(sys.argv) > 1 else CORPUS)
    print(f"{len(SCENARIOS)} synthetic bundles written; {len(out)} labels in total")
