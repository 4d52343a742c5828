"""Build the real-world corpus (tests/attribution/realworld/) from lines people posted publicly.

    python tests/attribution/realworld_build.py

Every log line below is copied from the public issue or pull request given next to it (host
names, addresses, PCI ids and times as posted). What is ours is the assembly: which node of a
job each line is filed under, the ISO-8601 time put in front of a line that carried none in the
report, the job's shape (job.json), scheduler events and step metrics that give the incident its
context (a job that completed, a node that went DOWN), and the label. Each bundle has a
`sources.json`: file -> [[line number, URL], ...] for every line copied from a report.
Labels follow docs/attribution.md and issue 14's rules for these failure classes, never the
engine's output.
"""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent / "realworld"

# ---- sources ---------------------------------------------------------------------------------
NCCL230 = "https://github.com/NVIDIA/nccl/issues/230"
NCCL902 = "https://github.com/NVIDIA/nccl/issues/902"
NCCL905 = "https://github.com/NVIDIA/nccl/issues/905"
NCCL1052 = "https://github.com/NVIDIA/nccl/issues/1052"
NCCL1405 = "https://github.com/NVIDIA/nccl/issues/1405"
NCCL1710 = "https://github.com/NVIDIA/nccl/issues/1710"
NCCL1905 = "https://github.com/NVIDIA/nccl/issues/1905"
HOROVOD147 = "https://github.com/horovod/horovod/issues/147"
BASICSR737 = "https://github.com/XPixelGroup/BasicSR/issues/737"
LF6269 = "https://github.com/hiyouga/LlamaFactory/issues/6269"
PT118369 = "https://github.com/pytorch/pytorch/issues/118369"
PT123808 = "https://github.com/pytorch/pytorch/issues/123808"
DS925 = "https://github.com/deepspeedai/DeepSpeed/issues/925"
DS931 = "https://github.com/deepspeedai/DeepSpeed/issues/931"
SYSTEMD660 = "https://github.com/systemd/systemd-centos-ci/issues/660"
SONIC17358 = "https://github.com/sonic-net/sonic-buildimage/issues/17358"
INFINISWAP25 = "https://github.com/SymbioticLab/Infiniswap/issues/25"
IRONFISH701 = "https://github.com/iron-fish/ironfish/issues/701"
MLM5026 = "https://github.com/NVIDIA/Megatron-LM/issues/5026"
MLM780 = "https://github.com/NVIDIA/Megatron-LM/issues/780"
PAI60 = "https://github.com/alibaba/Pai-Megatron-Patch/issues/60"
PAI366 = "https://github.com/alibaba/Pai-Megatron-Patch/issues/366"
SWIFT8366 = "https://github.com/modelscope/ms-swift/issues/8366"
ALPACA534 = "https://github.com/ymcui/Chinese-LLaMA-Alpaca/issues/534"
FIREFLY68 = "https://github.com/yangjianxin1/Firefly/issues/68"
COGVIDEO233 = "https://github.com/zai-org/CogVideo/issues/233"
APEX834 = "https://github.com/NVIDIA/apex/issues/834"
NH101 = "https://github.com/neuralhydrology/neuralhydrology/issues/101"
CHATGLM1166 = "https://github.com/zai-org/ChatGLM-6B/issues/1166"
F5TTS458 = "https://github.com/SWivid/F5-TTS/issues/458"
RETURNN1829 = "https://github.com/rwth-i6/returnn/issues/1829"
RETURNN1484 = "https://github.com/rwth-i6/returnn/issues/1484"
GPUD1160 = "https://github.com/leptonai/gpud/pull/1160"
GPUD1174 = "https://github.com/leptonai/gpud/pull/1174"
GPUD1209 = "https://github.com/leptonai/gpud/pull/1209"
OGKM1150 = "https://github.com/NVIDIA/open-gpu-kernel-modules/issues/1150"
NVS155 = "https://github.com/NVIDIA/NVSentinel/issues/155"
MGFN35 = "https://github.com/carolchenyx/MGFN./issues/35"
SOPERATOR854 = "https://github.com/nebius/soperator/issues/854"
GPUOP1146 = "https://github.com/NVIDIA/gpu-operator/issues/1146"
DOLLY139 = "https://github.com/databrickslabs/dolly/issues/139"
PT21819 = "https://github.com/pytorch/pytorch/issues/21819"
PT152780 = "https://github.com/pytorch/pytorch/issues/152780"
GPUD46 = "https://github.com/leptonai/gpud/pull/46"
LWA117 = "https://github.com/ovro-lwa/lwa-issues/issues/117"
LF163 = "https://github.com/hiyouga/LlamaFactory/issues/163"
MILABENCH367 = "https://github.com/mila-iqia/milabench/pull/367"
# issue 32, tuned split: sources read while writing the vendor catalogs and the independence rules
NCCL1235 = "https://github.com/NVIDIA/nccl/issues/1235"
NCCL1232 = "https://github.com/NVIDIA/nccl/issues/1232"
MMSEG1356 = "https://github.com/open-mmlab/mmsegmentation/issues/1356"
DS3860 = "https://github.com/deepspeedai/DeepSpeed/issues/3860"
GPUD338 = "https://github.com/leptonai/gpud/pull/338"
OFI1020 = "https://github.com/aws/aws-ofi-nccl/issues/1020"
NCCLTESTS252 = "https://github.com/NVIDIA/nccl-tests/issues/252"
# issue 32, untouched split: found after the engine and catalogs were finished, labelled before
# the engine ever ran on them, never used for tuning; no source here is used by another split
QACONV19 = "https://github.com/ShengcaiLiao/QAConv/issues/19"
ERT7797 = "https://github.com/equinor/ert/issues/7797"
GEMMAKER242 = "https://github.com/SystemsGenetics/GEMmaker/pull/242"
NEXTPOLISH122 = "https://github.com/Nextomics/NextPolish/issues/122"
YOLOV5_4409 = "https://github.com/ultralytics/yolov5/issues/4409"
SHINE171 = "https://github.com/lyulyul/shine-cluster/issues/171"
JADE194 = "https://github.com/jade-hpc-gpu/jade-hpc-gpu.github.io/issues/194"
KOHYA1434 = "https://github.com/kohya-ss/sd-scripts/issues/1434"
NCCL1664 = "https://github.com/NVIDIA/nccl/issues/1664"
TINY210_5 = "https://github.com/kangear/tiny210v2-uboot/issues/5"
ANIMATEDIFF306 = "https://github.com/guoyww/AnimateDiff/issues/306"
TRL2879 = "https://github.com/huggingface/trl/issues/2879"
# issue 32's weak classes (hang, preemption): further reports, labelled before the engine ran
# on them; see build_weak_classes
OFA271 = "https://github.com/OFA-Sys/OFA/issues/271"
NCCL1111 = "https://github.com/NVIDIA/nccl/issues/1111"
VERL1158 = "https://github.com/verl-project/verl/issues/1158"
OWN_TIME = "(the time in front ours: the line's own, printed inside its text)"
PL20542 = "https://github.com/Lightning-AI/pytorch-lightning/issues/20542"
SUBMITIT1708 = "https://github.com/facebookincubator/submitit/issues/1708"
SUBMITIT1701 = "https://github.com/facebookincubator/submitit/pull/1701"
SUBMITIT1618 = "https://github.com/facebookincubator/submitit/pull/1618"
H57 = "container-e275-1553839402050-12124-01-000057"
H58 = "container-e275-1553839402050-12124-01-000058"


@dataclass
class Case:
    name: str
    verdict: str
    category: str
    implicated: list[str]
    nodes: list[str]
    ranks: dict[str, str]
    start: datetime
    story: str
    job_extra: dict = field(default_factory=dict)
    files: dict[str, list[str]] = field(default_factory=dict)
    sources: dict[str, list[list]] = field(default_factory=dict)
    scheduler: list[dict] = field(default_factory=list)
    metrics: list[dict] = field(default_factory=list)
    events: list[dict] = field(default_factory=list)
    split: str = "tuned"  # "untouched": never looked at while tuning (bench/attribution.py)

    def at(self, seconds: float) -> str:
        return (self.start + timedelta(seconds=seconds)).isoformat(timespec="microseconds")

    def log(self, node: str, stream: str, url: str, *lines: str, t: float | None = None,
            note: str | None = None) -> Case:
        """Append lines to logs/NODE/STREAM.log; with `t`, each gets an ISO prefix (the report
        showed no time for it), else the line keeps its own time as posted."""
        rel = f"logs/{node}/{stream}.log"
        out = self.files.setdefault(rel, [])
        for text in lines:
            out.append(f"{self.at(t)} {text}" if t is not None else text)
            if url:
                entry: list = [len(out), url]
                if note:
                    entry.append(note)
                self.sources.setdefault(rel, []).append(entry)
        return self

    def own(self, node: str, stream: str, url: str, when: str, text: str,
            note: str | None = None) -> Case:
        """A line whose own time is inside its text: that time (UTC) goes in front (`note`: a
        further note on the line). `when` without an offset is UTC; with one, it is converted."""
        parsed = datetime.fromisoformat(when)
        at = parsed.astimezone(UTC) if parsed.tzinfo else parsed.replace(tzinfo=UTC)
        return self.log(node, stream, url, at.isoformat(timespec="microseconds") + " " + text,
                        note=f"{OWN_TIME}; {note}" if note else OWN_TIME)

    def event(self, url: str, ts: str, *, kind: str, name: str, reason: str,
              message: str | None = None, node: str | None = None, source: str = "kubernetes",
              type_: str | None = None) -> Case:
        """An orchestrator event (events.jsonl); reason and message as posted."""
        record: dict = {"ts": ts, "source": source, "kind": kind, "name": name, "reason": reason}
        if node:
            record["node"] = node
        if type_:
            record["type"] = type_
        if message is not None:
            record["message"] = message
        self.events.append(record)
        self.sources.setdefault("events.jsonl", []).append([len(self.events), url])
        return self

    def job(self, seconds: float, state: str, **extra: object) -> Case:
        self.scheduler.append({"ts": self.at(seconds), "job_state": state, **extra})
        return self

    def node_state(self, seconds: float, node: str, state: str, reason: str) -> Case:
        self.scheduler.append({"ts": self.at(seconds), "node": node, "node_state": state,
                               "reason": reason})
        return self

    def steps(self, first: int, last: int, every: float = 1.0, t0: float = 0.0,
              stop: dict[str, int] | None = None) -> Case:
        """Step metrics for every rank (ours: the reports show no per-rank step series)."""
        for step in range(first, last + 1):
            for rank, node in self.ranks.items():
                if stop and node in stop and step > stop[node]:
                    continue
                self.metrics.append({"ts": self.at(t0 + (step - first) * every), "node": node,
                                     "rank": int(rank), "name": "step", "value": step})
        return self


CASES: list[Case] = []


def case(name: str, verdict: str, category: str, implicated: list[str], nodes: list[str],
         story: str, ranks_per_node: int = 1, start: str = "2024-06-01T10:00:00+00:00",
         **job_extra: object) -> Case:
    ranks = {str(i * ranks_per_node + r): n for i, n in enumerate(nodes)
             for r in range(ranks_per_node)}
    c = Case(name, verdict, category, implicated, nodes, ranks, datetime.fromisoformat(start),
             story, dict(job_extra))
    CASES.append(c)
    return c


WATCHDOG_0 = ("[rank0]:[E626 06:24:44.903881913 ProcessGroupNCCL.cpp:616] [Rank 0] Watchdog "
              "caught collective operation timeout: WorkNCCL(SeqNum=808, OpType=ALLREDUCE, "
              "NumelIn=9801523, NumelOut=9801523, Timeout(ms)=600000) ran for 600020 "
              "milliseconds before timing out.")
WATCHDOG_1 = ("[rank1]:[E626 06:24:44.903881913 ProcessGroupNCCL.cpp:616] [Rank 1] Watchdog "
              "caught collective operation timeout: WorkNCCL(SeqNum=808, OpType=ALLREDUCE, "
              "NumelIn=9801523, NumelOut=9801523, Timeout(ms)=600000) ran for 600020 "
              "milliseconds before timing out.")


def build_cases() -> None:
    # ---- network: the faulty NIC's node, or the peer named; never the reporter --------------
    c = case("rw-ib-local-catastrophic", "attributed", "network", [H57], [H57, H58],
             "The NIC of one host raises 'local catastrophic error'; the other host's rank later "
             "times out in the collective.", start="2019-06-02T16:03:00+00:00")
    c.steps(1, 40, every=15.0)
    c.log(H57, "rank-0", NCCL230,
          "2019-06-02T16:13:44.884Z: [1,12]<stdout>:container-e275-1553839402050-12124-01-000057:"
          "815:864 [0] transport/net_ib.cu:80 NCCL WARN NET/IB : Got async event : local "
          "catastrophic error",
          "2019-06-02T16:13:44.884Z: [1,12]<stdout>:",
          "2019-06-02T16:13:44.884Z: [1,12]<stdout>:container-e275-1553839402050-12124-01-000057:"
          "815:864 [0] misc/ibvwrap.cu:220 NCCL WARN Call to ibv_get_async_event failed")
    c.log(H58, "rank-1", PT118369,
          "[E ProcessGroupNCCL.cpp:458] [Rank 0] Watchdog caught collective operation timeout: "
          "WorkNCCL(SeqNum=96120, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 25624887 "
          "milliseconds before timing out.", t=2444.9)
    c.job(2450.0, "FAILED", exit_code=1)

    c = case("rw-ib-peer-named-status12", "ambiguous", "network", [],
             ["kp-ddp-worker-0", "kp-ddp-worker-1"],
             "kp-ddp-worker-0 reports a completion error from peer 10.216.210.236, which is "
             "kp-ddp-worker-1 (job.json addresses). The reporter is healthy; the peer logged "
             "nothing and kept pace, and one report is a hint, not evidence (issue 32): nobody "
             "is implicated.",
             addresses={"10.216.210.236": "kp-ddp-worker-1"})
    c.steps(1, 30, every=2.0)
    c.log("kp-ddp-worker-0", "rank-0", NCCL1405,
          "kp-ddp-worker-0:3468:3905 [4] ib_plugin.c:1615 NCCL WARN NET/IB : Got completion "
          "from peer 10.216.210.236<54862> with status=12 opcode=0 len=0 vendor err 129 (Recv) "
          "localGid fd00:1148:9000:5000:4:200:3:ff22 remoteGidsfd00:1148:9000:5000:4:200:3:ff1f",
          "kp-ddp-worker-0:3468:3905 [4] NCCL INFO transport/net.cc:1302 -> 6",
          "kp-ddp-worker-0:3468:3905 [4] NCCL INFO proxy.cc:698 -> 6", t=61.0)
    c.job(70.0, "FAILED", exit_code=1)

    c = case("rw-ib-async-then-peer-completion", "attributed", "network", ["node201"],
             ["node201", "node023"],
             "node201's own NIC reports a local access violation work queue error; node023 "
             "then gets a completion error from peer 10.1.3.201 (node201, learned from "
             "job.json addresses).", addresses={"10.1.3.201": "node201"})
    c.steps(1, 20, every=3.0)
    c.log("node201", "rank-0", NCCL1710,
          "node201:127799:127863 [0] transport/net_ib.cc:101 NCCL WARN NET/IB : mlx5_0:1 Got "
          "async event : local access violation work queue error", t=60.0)
    c.log("node023", "rank-1", NCCL1710,
          "node023:10214:10303 [0] transport/net_ib.cc:1909 NCCL WARN NET/IB : Got completion "
          "from peer 10.1.3.201<33057> with status=9 opcode=0 len=0 vendor err 138 (Send) "
          "localGid ::ffff:10.206.1.23 remoteGids::ffff:10.206.1.11",
          "node023:10214:10303 [0] NCCL INFO transport/net.cc:1137 -> 6", t=60.4)
    c.job(75.0, "FAILED", exit_code=1)

    c = case("rw-ib-completion-no-peer", "ambiguous", "network", [],
             ["host-a", "host-b"],
             "An old-format completion error names no peer: the reporter is not the suspect and "
             "nothing else points at a NIC, so no node is implicated.")
    c.steps(1, 20, every=2.0)
    c.log("host-a", "rank-0", NCCL902,
          "NCCL WARN NET/IB : Got completion with error 12, opcode 0, len 0, vendor err 129",
          t=41.0)
    c.job(45.0, "FAILED", exit_code=1)

    c = case("rw-ib-completion-no-peer-horovod", "ambiguous", "network", [],
             ["gpu01", "gpu02"],
             "Same as above in NCCL 2.x's net_ib.cu wording; the healthy reporter is not blamed.")
    c.steps(1, 20, every=2.0)
    c.log("gpu02", "rank-1", HOROVOD147,
          "transport/net_ib.cu:781 WARN NET/IB : Got completion with error 12, opcode 1, len0, "
          "vendor err 129", t=41.0)
    c.job(45.0, "FAILED", exit_code=1)

    c = case("rw-ib-port-error", "attributed", "network", ["gpu-node-3"],
             ["gpu-node-1", "gpu-node-2", "gpu-node-3"],
             "gpu-node-3's port flaps (async port error); the peers then time out.")
    c.steps(1, 20, every=2.0)
    c.log("gpu-node-3", "rank-2", NCCL905,
          "NCCL WARN NET/IB : Got async event : port error", t=40.5)
    for r, n in (("0", "gpu-node-1"), ("1", "gpu-node-2")):
        c.log(n, f"rank-{r}", BASICSR737, WATCHDOG_0 if r == "0" else WATCHDOG_1, t=640.6)
    c.job(650.0, "FAILED", exit_code=1)

    c = case("rw-ib-qp-fatal-h100", "attributed", "network", ["h100-28"],
             ["h100-28", "h100-29"],
             "h100-28's own QP fatal event (local access violation) comes with its completion "
             "error naming a peer address no node of the job has: h100-28's NIC is at fault. "
             "Times are the bracketed UTC ones NCCL printed.", start="2025-11-09T07:38:00+00:00")
    c.steps(1, 20, every=2.0)
    c.log("h100-28", "rank-0", NCCL1905,
          "2025-11-09 15:39:31.043 +08:00 [2025-11-09 07:39:30] h100-28:238:1219 [0] "
          "transport/net_ib.cc:180 NCCL WARN NET/IB : mlx5_ib0:1 async fatal event on QP "
          "(0x7f69f01519a8): local access violation work queue error"[31:])
    c.log("h100-28", "rank-0", NCCL1905,
          "[2025-11-09 07:39:30] h100-28:238:1313 [0] transport/net_ib.cc:2451 NCCL WARN NET/IB: "
          "Got completion from peer 172.16.12.34<38081> with status=4 opcode=0 len=0 vendor err "
          "83 (Send) hca mlx5_ib0")
    c.job(45.0, "FAILED", exit_code=1)

    # ---- kernel soft lockups and hung tasks: not failures without corroboration -------------
    c = case("rw-soft-lockup-job-completes", "no_failure", "unknown", [], ["ws-1", "ws-2"],
             "A soft lockup (dmesg -T) on ws-1 in the middle of a run that then completes.",
             start="2021-04-03T05:20:00+00:00", timezone="UTC")
    c.steps(1, 60, every=5.0)
    c.log("ws-1", "kernel", DS925,
          "[Sat Apr  3 05:23:18 2021] [UFW BLOCK] IN=enp6s0 OUT= MAC=01:00:5e:00:00:01:cc:40:d0:"
          "0d:7c:cc:08:00 SRC=0.0.0.0 DST=224.0.0.1 LEN=32 TOS=0x00 PREC=0xC0 TTL=1 ID=0 DF "
          "PROTO=2 ",
          "[Sat Apr  3 05:23:42 2021] watchdog: BUG: soft lockup - CPU#7 stuck for 23s! "
          "[pytest:25222]")
    c.job(0.0, "RUNNING").job(300.0, "COMPLETED", exit_code=0)

    c = case("rw-soft-lockups-syslog-job-completes", "no_failure", "unknown", [], ["zyr", "zyx"],
             "Repeated soft lockups in syslog format on zyr while the job keeps training and "
             "completes.", start="2021-12-10T05:20:00+00:00", collected_at="2021-12-10T06:00:00Z")
    c.steps(1, 80, every=20.0)
    for line in ("Dec 10 05:25:44 zyr kernel:[55716.328117] watchdog: BUG: soft lockup - CPU#0 "
                 "stuck for 27s! [node:1984]",
                 "Dec 10 05:26:41 zyr kernel:[55773.109671] watchdog: BUG: soft lockup - CPU#1 "
                 "stuck for 22s! [node:297680]"):
        c.log("zyr", "kernel", IRONFISH701, line)
    c.job(0.0, "RUNNING").job(1600.0, "COMPLETED", exit_code=0)

    c = case("rw-hung-task-job-completes", "no_failure", "unknown", [], ["n1", "n2"],
             "A hung-task warning (monotonic dmesg, boot time in job.json) on a job that "
             "completes.", boot_times={"n1": "2024-06-01T09:50:00+00:00"})
    c.steps(1, 90, every=10.0)
    c.log("n1", "kernel", INFINISWAP25,
          "[  843.072392] INFO: task python3:5604 blocked for more than 120 seconds.",
          "[  843.092463]       Tainted: G           OE   4.4.0-140-generic #166~14.04.1-Ubuntu",
          "[  843.112863] \"echo 0 > /proc/sys/kernel/hung_task_timeout_secs\" disables this "
          "message.")
    c.job(0.0, "RUNNING").job(900.0, "COMPLETED", exit_code=0)

    c = case("rw-soft-lockup-then-panic", "attributed", "node_failure", ["vm-3"],
             ["vm-1", "vm-2", "vm-3"],
             "A soft lockup on vm-3 ends in 'Kernel panic - not syncing: softlockup: hung "
             "tasks' (monotonic dmesg, boot time in job.json); the peers time out later.",
             boot_times={"vm-3": "2024-06-01T10:00:00+00:00"})
    c.steps(1, 10, every=3.0, stop={"vm-3": 10})
    c.log("vm-3", "kernel", SYSTEMD660,
          "[   36.537323] watchdog: BUG: soft lockup - CPU#3 stuck for 27s! [swapper/3:0]",
          "[   36.560762]  </TASK>",
          "[   36.560762] Kernel panic - not syncing: softlockup: hung tasks")
    c.log("vm-1", "rank-0", BASICSR737, WATCHDOG_0, t=640.0)
    c.log("vm-2", "rank-1", BASICSR737, WATCHDOG_1, t=640.1)
    c.job(650.0, "FAILED", exit_code=1)

    c = case("rw-soft-lockup-node-down", "attributed", "node_failure", ["as7716"],
             ["as7716", "as7717"],
             "A soft lockup on as7716, after which the scheduler marks it DOWN.",
             boot_times={"as7716": "2024-06-01T08:34:10+00:00"})
    c.steps(1, 30, every=5.0)
    c.log("as7716", "kernel", SONIC17358,
          "[ 5300.229390] watchdog: BUG: soft lockup - CPU#2 stuck for 23s! [kworker/2:1:25629]")
    c.node_state(420.0, "as7716", "DOWN", "Not responding")
    c.job(425.0, "NODE_FAIL")

    c = case("rw-soft-lockup-hard-lockup", "attributed", "node_failure", ["zyr"],
             ["zyr", "zyx"],
             "Soft lockups escalate to an NMI hard LOCKUP on zyr; the job fails.",
             start="2021-12-10T05:20:00+00:00", collected_at="2021-12-10T06:00:00Z")
    c.steps(1, 20, every=15.0, stop={"zyr": 20})
    c.log("zyr", "kernel", IRONFISH701,
          "Dec 10 05:25:44 zyr kernel:[55716.328117] watchdog: BUG: soft lockup - CPU#0 stuck "
          "for 27s! [node:1984]",
          "Dec 10 05:26:55 zyr kernel:[55787.066677] NMI watchdog: Watchdog detected hard "
          "LOCKUP on cpu 3")
    c.job(900.0, "FAILED", exit_code=1)

    # ---- numerical: NaN/Inf messages naming a rank or node implicate nothing ----------------
    c = case("rw-megatron-nan-rerun-state-machine", "attributed", "numerical", [],
             ["core-ci-test-1779833921-task-1-0", "core-ci-test-1779833921-task-1-1"],
             "Megatron-Core's rerun state machine reports NaN in the grad norm on rank 3 of a "
             "named node; that node is not at fault.", ranks_per_node=4)
    c.steps(1, 3, every=2.0)
    c.log("core-ci-test-1779833921-task-1-0", "rank-3", MLM5026,
          "ERROR:megatron.core.rerun_state_machine:Unexpected result nan on rank 3 at iteration "
          "#3 invocation #2 (message='found NaN in local grad norm for bucket #0 in backward "
          "pass before data-parallel communication collective')",
          "ERROR:megatron.core.rerun_state_machine:Rank 3, node core-ci-test-1779833921-task-1-0,"
          " device 3, iteration #3: First rerun: unexpected result is reproducible within the "
          "tolerance (nan = nan). Need to rerun on a different GPU to verify cor", t=7.0)
    c.job(20.0, "FAILED", exit_code=1)

    c = case("rw-pai-megatron-nan-assert-node", "attributed", "numerical", [],
             ["set-zw04-kubernetes-pc133.mt", "set-zw04-kubernetes-pc134.mt"],
             "Megatron asserts NaN in the local grad norm on rank 3, naming its node.",
             ranks_per_node=4)
    c.steps(1, 5, every=10.0)
    c.log("set-zw04-kubernetes-pc133.mt", "rank-3", PAI60,
          "Traceback (most recent call last):",
          "    assert not total_norm.isnan(), (",
          "AssertionError: Rank 3: found NaN in local grad norm in backwards pass. Device: 3, "
          "node: set-zw04-kubernetes-pc133.mt", t=52.0)
    c.job(60.0, "FAILED", exit_code=1)

    c = case("rw-pai-megatron-nan-rank11", "attributed", "numerical", [],
             ["dsw-1", "dsw-2", "dsw-3", "dsw-4"],
             "4-node Llama3-70B run: rank 11 asserts NaN before the data-parallel collective.",
             ranks_per_node=4)
    c.steps(1, 8, every=30.0)
    c.log("dsw-3", "rank-11", PAI366,
          "AssertionError: Rank 11: found NaN in local grad norm in backward pass before "
          "data-parallel communication collective. Device: 3", t=250.0)
    c.job(260.0, "FAILED", exit_code=1)

    c = case("rw-swift-nan-named-node", "attributed", "numerical", [],
             ["ed04b71d5c00", "ed04b71d5c01"],
             "ms-swift on Megatron: 'Rank 7, node ed04b71d5c00 ... Unexpected result nan'.",
             ranks_per_node=8)
    c.steps(1, 2, every=5.0)
    c.log("ed04b71d5c00", "rank-7", SWIFT8366,
          "Rank 7, node ed04b71d5c00, device 7, iteration -1: Unexpected result nan "
          "(message='found NaN in local grad norm for bucket #0 in backward pass before "
          "data-parallel communication collect", t=11.0)
    c.job(15.0, "FAILED", exit_code=1)

    c = case("rw-megatron-moe-nan-assert", "attributed", "numerical", [],
             ["moe-0", "moe-1"],
             "MoE continued training: the NaN assertion message Megatron-LM prints.",
             ranks_per_node=4)
    c.steps(1, 6, every=8.0)
    c.log("moe-1", "rank-5", MLM780,
          "found NaN in local grad norm in backward pass before data-parallel communication "
          "collective", t=50.0)
    c.job(55.0, "FAILED", exit_code=1)

    c = case("rw-deepspeed-loss-scale-minimum", "attributed", "numerical", [],
             ["a100-0", "a100-1"],
             "DeepSpeed fp16: OVERFLOW lines halve the loss scale (python-logging times), then "
             "'Exception: Current loss scale already at minimum' ends the run.",
             start="2023-06-07T22:10:00+00:00", collected_at="2023-06-07T22:40:00Z")
    c.steps(1, 8, every=131.0)
    c.log("a100-0", "rank-0", ALPACA534,
          "[2023-06-07 22:16:00,018] [INFO] [loss_scaler.py:181:update_scale] [deepspeed] "
          "OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 64, reducing to 32",
          "[2023-06-07 22:18:11,762] [INFO] [loss_scaler.py:181:update_scale] [deepspeed] "
          "OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 32, reducing to 16",
          "[2023-06-07 22:20:23,340] [INFO] [loss_scaler.py:181:update_scale] [deepspeed] "
          "OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 16, reducing to 8",
          "[2023-06-07 22:22:34,914] [INFO] [loss_scaler.py:181:update_scale] [deepspeed] "
          "OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 8, reducing to 4",
          "[2023-06-07 22:24:46,260] [INFO] [loss_scaler.py:181:update_scale] [deepspeed] "
          "OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 4, reducing to 2")
    c.log("a100-0", "rank-0", ALPACA534,
          "Exception: Current loss scale already at minimum - cannot decrease scale anymore. "
          "Exiting run.")
    c.job(1200.0, "FAILED", exit_code=1)

    c = case("rw-deepspeed-loss-scale-minimum-bare", "attributed", "numerical", [],
             ["gpu-a", "gpu-b"],
             "The bare 'Exception:' line alone (full fine-tuning, Firefly): numerical.")
    c.steps(1, 10, every=4.0)
    c.log("gpu-b", "rank-1", FIREFLY68,
          "Exception: Current loss scale already at minimum - cannot decrease scale anymore. "
          "Exiting run.", t=41.0)
    c.job(45.0, "FAILED", exit_code=1)

    c = case("rw-deepspeed-overflow-recovers", "no_failure", "unknown", [],
             ["cog-0", "cog-1"],
             "OVERFLOW lines at the start of fp16 training that recover; the run completes.",
             start="2024-09-11T17:50:00+00:00", collected_at="2024-09-11T19:00:00Z")
    c.steps(1, 60, every=60.0)
    c.log("cog-0", "rank-0", COGVIDEO233,
          "[2024-09-11 17:52:11,320] [INFO] [checkpointing.py:546:forward] ----Profiling time "
          "in checkpointing False",
          "[2024-09-11 17:52:18,030] [INFO] [loss_scaler.py:183:update_scale] [deepspeed] "
          "OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 4294967296, reducing to "
          "2147483648",
          "[2024-09-11 17:52:32,563] [INFO] [loss_scaler.py:183:update_scale] [deepspeed] "
          "OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 2147483648, reducing to "
          "1073741824")
    c.job(0.0, "RUNNING").job(3700.0, "COMPLETED", exit_code=0)

    c = case("rw-deepspeed-hysteresis-recovers", "no_failure", "unknown", [], ["ds-0", "ds-1"],
             "OVERFLOW with hysteresis in the first steps, then normal training to completion.",
             start="2023-04-28T06:50:00+00:00", collected_at="2023-04-28T08:00:00Z")
    c.steps(1, 100, every=30.0)
    c.log("ds-0", "rank-0", DS931,
          "[2023-04-28 06:51:29,903] [INFO] [loss_scaler.py:188:update_scale] [deepspeed] "
          "OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 65536, but hysteresis is 2. "
          "Reducing hysteresis to 1",
          "[2023-04-28 06:51:30,648] [INFO] [loss_scaler.py:181:update_scale] [deepspeed] "
          "OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 65536, reducing to 32768")
    c.job(0.0, "RUNNING").job(3100.0, "COMPLETED", exit_code=0)

    c = case("rw-apex-overflow-recovers", "no_failure", "unknown", [], ["p-0", "p-1"],
             "apex dynamic loss scaling messages on a run that completes.")
    c.steps(1, 40, every=5.0)
    c.log("p-0", "rank-0", APEX834,
          "Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 32768.0",
          "Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 16384.0",
          t=3.0)
    c.job(0.0, "RUNNING").job(210.0, "COMPLETED", exit_code=0)

    c = case("rw-loss-was-nan-stopped", "attributed", "numerical", [], ["h-1", "h-2"],
             "neuralhydrology stops training on a NaN loss.")
    c.steps(1, 12, every=5.0)
    c.log("h-1", "rank-0", NH101,
          "RuntimeError: Loss was NaN for 1 times in a row. Stopped training.", t=61.0)
    c.job(65.0, "FAILED", exit_code=1)

    # ---- storage ----------------------------------------------------------------------------
    c = case("rw-torch-save-write-failed-deepspeed", "attributed", "storage", [],
             ["glm-0", "glm-1"],
             "DeepSpeed checkpoint save fails in torch.save (python-logging times; the "
             "traceback lines take the time of the line before them).",
             start="2023-06-02T00:30:00+00:00", collected_at="2023-06-02T00:40:00Z")
    c.steps(1, 10, every=25.0)
    c.log("glm-0", "rank-0", CHATGLM1166,
          "[2023-06-02 00:34:14,470] [INFO] [logging.py:96:log_dist] [Rank 0] Saving model "
          "checkpoint: ./output/deepspeed/checkpoint-1428/global_step1428/zero_pp_rank_0_mp_"
          "rank_00_model_states.pt",
          "[2023-06-02 00:34:14,497] [INFO] [torch_checkpoint_engine.py:21:save] [Torch] Saving "
          "./output/deepspeed/checkpoint-1428/global_step1428/bf16_zero_pp_rank_0_mp_rank_00_"
          "optim_states.pt...",
          "Traceback (most recent call last):",
          '  File "/environment/miniconda3/envs/py39/lib/python3.9/site-packages/torch/'
          'serialization.py", line 441, in save',
          "    _save(obj, opened_zipfile, pickle_module, pickle_protocol)",
          "RuntimeError: [enforce fail at inline_container.cc:471] . PytorchStreamWriter failed "
          "writing file data/3: file write failed")
    c.job(300.0, "FAILED", exit_code=1)

    c = case("rw-torch-save-write-failed-rank-prefix", "attributed", "storage", [],
             ["tts-0", "tts-1"],
             "torch.save fails with the [rank0]: prefix torchrun adds.")
    c.steps(1, 100, every=1.0)
    c.log("tts-0", "rank-0", F5TTS458,
          "[rank0]: Traceback (most recent call last):",
          '[rank0]:   File "/opt/conda/envs/venv/lib/python3.10/site-packages/torch/'
          'serialization.py", line 652, in save',
          "[rank0]: RuntimeError: [enforce fail at inline_container.cc:778] . PytorchStreamWriter"
          " failed writing file data.pkl: file write failed", t=101.0)
    c.job(105.0, "FAILED", exit_code=1)

    c = case("rw-torch-save-write-failed-lustre", "attributed", "storage", [],
             ["cn-1", "cn-2"],
             "A checkpoint write on a shared filesystem fails once and kills the run.")
    c.steps(1, 50, every=2.0)
    c.log("cn-1", "rank-0", RETURNN1829,
          "RuntimeError: [enforce fail at inline_container.cc:857] . PytorchStreamWriter failed "
          "writing file data/322: file write failed", t=101.0)
    c.job(110.0, "FAILED", exit_code=1)

    # ---- GPU hardware -----------------------------------------------------------------------
    c = case("rw-xid149-nvlink-fatal", "attributed", "gpu_hardware", ["hgx-7"],
             ["hgx-6", "hgx-7"],
             "A fatal NVLink Xid 149 on hgx-7, then Xid 45 channel teardown 'caused by previous "
             "Xid 149'; peers time out.", ranks_per_node=1)
    c.steps(1, 20, every=2.0, stop={"hgx-7": 20})
    c.log("hgx-7", "kernel", GPUD1160,
          "NVRM: Xid (PCI:0000:00:00): 149, NETIR_LINK_EVT Fatal XC0 i0 Link 00 (0x026001c6 "
          "0x00000000 0x00000000 0x00000000 0x00000000 0x00000000)", t=40.5)
    c.log("hgx-7", "kernel", OGKM1150,
          "kernel: NVRM: Xid (PCI:0000:dc:00): 45, pid=1818990, name=python3, Ch 00000001 "
          "caused by previous Xid 149", t=40.6)
    c.log("hgx-6", "rank-0", BASICSR737, WATCHDOG_0, t=640.6)
    c.job(650.0, "FAILED", exit_code=1)

    c = case("rw-xid149-netir-syslog", "attributed", "gpu_hardware", ["gb-2"], ["gb-1", "gb-2"],
             "Xid 149 NETIR Fatal in kern.log (syslog times, node zone +08:00 in job.json) "
             "before the peer's glog watchdog timeout.",
             start="2024-06-26T06:10:00+00:00", collected_at="2024-06-26T06:30:00Z",
             node_timezones={"gb-2": "+08:00"})
    c.steps(1, 13, every=20.0)
    c.log("gb-2", "kernel", GPUD1174,
          "Jun 26 14:14:30 gb-2 kernel: NVRM: Xid (PCI:0019:01:00): 149, NETIR Fatal XC0 i0 "
          "Link -1 (0x000fe406 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000)")
    c.sources["logs/gb-2/kernel.log"][-1].append("(syslog prefix ours)")
    c.log("gb-1", "rank-0", BASICSR737, WATCHDOG_0)
    c.job(900.0, "FAILED", exit_code=1)

    c = case("rw-xid144-nonfatal-completes", "no_failure", "unknown", [], ["b2-0", "b2-1"],
             "A Nonfatal NVLink Xid 144 on a run that completes: a warning only.")
    c.steps(1, 30, every=2.0)
    c.log("b2-1", "kernel", GPUD1160,
          "NVRM: Xid (PCI:0000:01:00): 144, SAW_MVB Nonfatal XC0 i0 Link 0 (0x00000001 "
          "0x00000008 0x00000000 0x00000000 0x00000000 0x00000000)", t=20.0)
    c.job(0.0, "RUNNING").job(62.0, "COMPLETED", exit_code=0)

    c = case("rw-xid79-syslog-kern-log", "attributed", "gpu_hardware", ["000-000-00000-1-gpu-1"],
             ["000-000-00000-1-gpu-1", "000-000-00000-1-gpu-2"],
             "Xid 79 in journalctl/kern.log syslog format (year from collected_at) ten minutes "
             "before the peer's glog watchdog timeout.",
             start="2024-12-06T18:20:00+00:00", collected_at="2024-12-06T18:50:00Z")
    c.steps(1, 20, every=40.0)
    c.log("000-000-00000-1-gpu-1", "kernel", NVS155,
          "Dec  6 18:34:10 000-000-00000-1-gpu-1 kernel: NVRM: Xid (PCI:0000:44:00): 79, GPU has "
          "fallen off the bus")
    c.sources["logs/000-000-00000-1-gpu-1/kernel.log"][-1].append(
        "(syslog prefix ours, in the form of " + GPUD1209 + ")")
    c.log("000-000-00000-1-gpu-2", "rank-0", LF6269,
          "[rank0]:[E1206 18:44:12.715298746 ProcessGroupNCCL.cpp:607] [Rank 0] Watchdog caught "
          "collective operation timeout: WorkNCCL(SeqNum=7753, OpType=_REDUCE_SCATTER_BASE, "
          "NumelIn=544997376, NumelOut=68124672, Timeout(ms)=600000) ran for 600061 "
          "milliseconds before timing out.")
    c.job(1500.0, "FAILED", exit_code=1)

    c = case("rw-gpu-fallen-off-multiline-dmesg", "attributed", "gpu_hardware", ["dgx-b3"],
             ["dgx-b3", "dgx-b4"],
             "The newer multi-line 'fallen off the bus' dmesg message without an Xid "
             "(monotonic times, boot time in job.json).",
             boot_times={"dgx-b3": "2024-06-01T09:30:00+00:00"})
    c.steps(1, 10, every=4.0)
    c.log("dgx-b3", "kernel", NVS155,
          "[ 1843.308145] NVRM: The NVIDIA GPU 0000:b3:00.0",
          "               NVRM: (PCI ID: 10de:26b5) installed in this system has",
          "               NVRM: fallen off the bus and is not responding to commands.")
    c.log("dgx-b4", "rank-1", BASICSR737, WATCHDOG_1, t=680.0)
    c.job(700.0, "FAILED", exit_code=1)

    c = case("rw-nvidia-smi-device-handle-lost", "attributed", "gpu_hardware", ["gpu-3-9"],
             ["gpu-3-8", "gpu-3-9"],
             "The node's health check cannot reach GPU0000:03:00.0 while the gloo peer times "
             "out in send.")
    c.steps(1, 19, every=3.0)
    c.log("gpu-3-9", "health", RETURNN1484,
          "Unable to determine the device handle for GPU0000:03:00.0: Unknown Error", t=58.0)
    c.log("gpu-3-8", "rank-0", RETURNN1484,
          "Timed out waiting 1800000ms for send operation to complete", t=1860.0)
    c.job(1870.0, "FAILED", exit_code=1)

    # ---- hangs, OOM, user code, Slurm --------------------------------------------------------
    c = case("rw-glog-watchdog-all-ranks", "ambiguous", "hang", [], ["lf-0", "lf-1"],
             "Ranks time out in the same collective (glog times) and nothing shows which rank "
             "stopped: a hang, nobody implicated.", ranks_per_node=4,
             start="2024-12-06T18:30:00+00:00", collected_at="2024-12-06T18:45:00Z")
    c.steps(1, 10, every=5.0)
    for rank, node, line in (
        ("0", "lf-0", "[rank0]:[E1206 18:44:12.715298746 ProcessGroupNCCL.cpp:607] [Rank 0] "
         "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=7753, "
         "OpType=_REDUCE_SCATTER_BASE, NumelIn=544997376, NumelOut=68124672, Timeout(ms)=600000)"
         " ran for 600061 milliseconds before timing out."),
        ("4", "lf-1", "[rank4]:[E1206 18:44:12.755262105 ProcessGroupNCCL.cpp:607] [Rank 4] "
         "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=7753, "
         "OpType=_REDUCE_SCATTER_BASE, NumelIn=544997376, NumelOut=68124672, Timeout(ms)=600000)"
         " ran for 600099 milliseconds before timing out."),
        ("3", "lf-0", "[rank3]:[E1206 18:44:13.275158817 ProcessGroupNCCL.cpp:607] [Rank 3] "
         "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=7753, "
         "OpType=_REDUCE_SCATTER_BASE, NumelIn=544997376, NumelOut=68124672, Timeout(ms)=600000)"
         " ran for 600089 milliseconds before timing out."),
    ):
        c.log(node, f"rank-{rank}", LF6269, line)
    c.job(0.0, "RUNNING")

    c = case("rw-cuda-oom-rank", "attributed", "oom", [], ["mg-0", "mg-1"],
             "A rank runs out of GPU memory.")
    c.steps(1, 5, every=10.0)
    c.log("mg-1", "rank-1", MGFN35,
          "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.70 GiB. GPU 0 "
          "has a total capacty of 6.00 GiB of which 0 bytes is free. Of the allocated memory "
          "2.93 GiB is allocated by PyTorch, and 2.30 GiB is reserved by PyTorch but "
          "unallocated.", t=51.0)
    c.log("mg-1", "rank-1", PT123808,
          "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: "
          "0 (pid: 17966) of binary:", t=53.0)
    c.job(55.0, "FAILED", exit_code=1)

    c = case("rw-salloc-node-failure", "attributed", "node_failure", ["worker-1"],
             ["worker-2", "worker-5", "worker-1", "worker-3"],
             "Slurm reports 'Node failure on worker-1' in the job's output; worker-1 had "
             "stopped reporting steps before.")
    c.steps(1, 20, every=10.0)
    c.log("worker-2", "batch", SOPERATOR854,
          "salloc: error: Node failure on worker-1", t=300.0)
    c.job(305.0, "NODE_FAIL")


def build_holdout() -> None:
    """Cases assembled after the catalog work for issue 14 was done, labelled before the engine
    ever ran on them: the bar is measured on these too, without tuning for them."""
    c = case("rw-holdout-xid48-dbe-syslog", "attributed", "gpu_hardware", ["worker4"],
             ["worker4", "worker5"],
             "Xid 48 (double-bit ECC) and Xid 64 in kern.log on worker4; the peer times out.",
             start="2024-12-02T11:30:00+00:00", collected_at="2024-12-02T12:00:00Z")
    c.steps(1, 40, every=10.0)
    c.log("worker4", "kernel", GPUOP1146,
          "Dec  2 11:38:47 worker4 kernel: [  219.470994] NVRM: Xid (PCI:0000:07:00): 48, "
          "pid='<unknown>', name=<unknown>, An uncorrectable double bit error (DBE) has been "
          "detected on GPU in the framebuffer at physAddr 0x7fffa8860 partition 7, subpartition 1.",
          "Dec  2 11:38:47 worker4 kernel: [  219.471050] NVRM: Xid (PCI:0000:07:00): 64, "
          "pid='<unknown>', name=<unknown>, Dynamic Page Retirement: Blacklisting failed.  Page "
          "should have been blacklisted on boot(0x00000000007fffa8).")
    c.log("worker5", "rank-1", BASICSR737, WATCHDOG_1, t=1130.0)
    c.job(1140.0, "FAILED", exit_code=1)

    c = case("rw-holdout-enospc-torch-save", "attributed", "storage", [], ["p3-0", "p3-1"],
             "torch.save runs out of disk space (the tool's own timestamps on every line).",
             start="2023-04-29T05:50:00+00:00", collected_at="2023-04-29T06:10:00Z")
    c.steps(1, 30, every=20.0)
    pre = ("2023-04-29 06:01:12.977 [177/train/578 (pid 28936)] "
           "[09c561ee-a44c-4795-967c-7183a83b3160] ")
    c.log("p3-0", "rank-0", DOLLY139,
          pre + "2023-04-29 06:01:12 ERROR [__main__] main failed",
          pre + "Traceback (most recent call last):",
          pre + "    zip_file.write_record(name, storage.data_ptr(), num_bytes)",
          pre + "OSError: [Errno 28] No space left on device")
    c.job(680.0, "FAILED", exit_code=1)

    c = case("rw-holdout-xid31-illegal-address", "attributed", "user_code", [],
             ["v100-a", "v100-b"],
             "Xid 31 (MMU fault of the program) in dmesg -T and the illegal memory access it "
             "raised in the rank.", start="2022-03-29T08:00:00+00:00")
    c.steps(1, 20, every=5.0)
    c.log("v100-a", "kernel", PT21819,
          "[Tue Mar 29 08:01:40 2022] NVRM: Xid (PCI:a67f:00:00): 31, pid=15342, Ch 00000010, "
          "intr 00000000. MMU Fault: ENGINE GRAPHICS GPCCLIENT_T1_11 faulted @ 0x7f95_4afff000. "
          "Fault is of type FAULT_PDE ACCESS_TYPE_VIRT_READ")
    c.sources["logs/v100-a/kernel.log"][-1].append("(dmesg -T prefix ours)")
    c.log("v100-a", "rank-0", PT21819,
          "RuntimeError: CUDA error: an illegal memory access was encountered", t=100.5)
    c.job(105.0, "FAILED", exit_code=1)

    c = case("rw-holdout-watchdog-illegal-address", "attributed", "user_code", [],
             ["rtx-0", "rtx-1"],
             "The NCCL watchdog thread dies of a CUDA illegal memory access on rank 0 (DDP on "
             "RTX 5090s); no Xid.", start="2025-05-04T22:40:00+00:00",
             collected_at="2025-05-04T23:00:00Z")
    c.steps(1, 20, every=10.0)
    c.log("rtx-0", "rank-0", PT152780,
          "terminate called after throwing an instance of 'c10::Error'",
          "[rank0]:[E504 22:44:08.389636235 ProcessGroupNCCL.cpp:1896] [PG ID 0 PG GUID "
          "0(default_pg) Rank 0] Process group watchdog thread terminated with exception: CUDA "
          "error: an illegal memory access was encountered")
    c.job(300.0, "FAILED", exit_code=1)

    c = case("rw-holdout-xid13-dmesg-T", "attributed", "user_code", [], ["cb-0", "cb-1"],
             "Xid 13 (graphics exception of the program) in dmesg -T, then an Xid 109 context "
             "switch timeout.", start="2024-08-30T11:30:00+00:00")
    c.steps(1, 30, every=25.0)
    c.log("cb-0", "kernel", GPUD46,
          "[Fri Aug 30 11:11:22 2024] nvidia-peermem nv_get_p2p_free_callback:127 ERROR detected "
          "invalid context, skipping further processing",
          "[Fri Aug 30 11:43:09 2024] NVRM: Xid (PCI:0000:cb:00): 13, pid='<unknown>', "
          "name=<unknown>, Graphics SM Warp Exception on (GPC 7, TPC 7, SM 0): Illegal "
          "Instruction Parameter",
          "[Fri Aug 30 11:43:14 2024] NVRM: Xid (PCI:0000:cb:00): 109, pid=1797828, "
          "name=pt_main_thread, Ch 00000008, errorString CTX SWITCH TIMEOUT, Info 0x58005")
    c.job(800.0, "FAILED", exit_code=1)

    c = case("rw-holdout-uncorrectable-memory-crash", "attributed", "node_failure", ["gpu09"],
             ["gpu08", "gpu09"],
             "An uncorrectable memory error and machine-check events on gpu09, which then "
             "crashed; the scheduler marks it DOWN.",
             boot_times={"gpu09": "2024-06-01T06:53:30+00:00"})
    c.steps(1, 30, every=10.0)
    c.log("gpu09", "kernel", LWA117,
          "[11189.970968] EDAC MC3: 1 UE memory read error on CPU_SrcID#1_MC#1_Chan#2_DIMM#0 "
          "(channel:2 slot:0 page:0xb757589 offset:0x140 grain:32 -  OVERFLOW err_code:0101:0092 "
          "socket:1 imc:1 rank:0 bg:3 ba:0 row:1a1e8 col:180)",
          "[11219.196524] {1}[Hardware Error]: Hardware error from APEI Generic Hardware Error "
          "Source: 1",
          "[11219.196673] mce: [Hardware Error]: Machine check events logged")
    c.node_state(500.0, "gpu09", "DOWN", "Not responding")
    c.job(505.0, "NODE_FAIL")

    c = case("rw-holdout-elastic-sigkill", "ambiguous", "unknown", [], ["lf-a", "lf-b"],
             "torchrun reports a worker killed by SIGKILL (exitcode -9) with nothing saying "
             "why: the cause is not established, so the verdict is ambiguous (issue 32).",
             ranks_per_node=8)
    c.steps(1, 10, every=10.0)
    c.log("lf-a", "launcher", LF163,
          "stderr: ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) "
          "local_rank: 4 (pid: 364592) of binary", t=101.0)
    c.sources["logs/lf-a/launcher.log"][-1].append("(the issue's title)")
    c.job(105.0, "FAILED", exit_code=1)


    c = case("rw-holdout-dataloader-file-not-found", "attributed", "user_code", [],
             ["mila-0", "mila-1"],
             "A DataLoader worker of rank 0 cannot find a file (Lightning under voir, torchrun's "
             "[rank0]: prefix); the traceback frames take the exception line's neighbours' time.")
    c.steps(1, 10, every=3.0)
    c.log("mila-0", "rank-0", MILABENCH367,
          "[rank0]: FileNotFoundError: Caught FileNotFoundError in DataLoader worker process 2.",
          "[rank0]: Traceback (most recent call last):",
          '[rank0]:   File "/milabench/envs/venv/torch/bin/voir", line 10, in <module>',
          "[rank0]:     sys.exit(main())", t=31.0)
    c.job(35.0, "FAILED", exit_code=1)


def build_issue32_tuned() -> None:
    """Failure classes issue 32 adds, from the public reports read while the catalogs and the
    independence rules were written: the tuned split."""
    c = case("rw-nccl-cuda-oom-at-init", "attributed", "oom", [], ["ng30903", "ng30904"],
             "NCCL cannot allocate device memory for a p2p buffer while connecting (its own "
             "'Cuda failure' wording, not PyTorch's allocator message).",
             ranks_per_node=4)
    c.steps(1, 3, every=20.0)
    c.log("ng30903", "rank-3", NCCL1235,
          "ng30903:3063028:3066152 [3] include/alloc.h:178 NCCL WARN Cuda failure 'out of "
          "memory'",
          "ng30903:3063028:3066152 [3] include/alloc.h:185 NCCL WARN Failed to CUDA calloc "
          "6291456 bytes", t=70.0)
    c.log("ng30903", "rank-0", NCCL1235,
          "ng30903:3063025:3066048 [0] misc/socket.cc:49 NCCL WARN socketProgress: Connection "
          "closed by remote peer ng30903-ib.narval.calcul.quebec<51159>", t=70.4)
    c.job(75.0, "FAILED", exit_code=1)

    c = case("rw-dataloader-bus-error-shm", "attributed", "oom", [], ["seg-0", "seg-1"],
             "A DataLoader worker dies of SIGBUS: the container's /dev/shm is exhausted.")
    c.steps(1, 12, every=5.0)
    c.log("seg-0", "rank-0", MMSEG1356,
          "ERROR: Unexpected bus error encountered in worker. This might be caused by "
          "insufficient shared memory (shm).",
          "RuntimeError: DataLoader worker (pid 7579) is killed by signal: Bus error. It is "
          "possible that dataloader's workers are out of shared memory. Please try to raise your "
          "shared memory limit.", t=61.0)
    c.job(64.0, "FAILED", exit_code=1)

    c = case("rw-deepspeed-cpu-offload-alloc", "attributed", "oom", [], ["ds-0"],
             "DeepSpeed's CPU optimizer cannot allocate host memory (the issue's title).")
    c.steps(1, 2, every=30.0)
    c.log("ds-0", "rank-0", DS3860,
          "RuntimeError: [enforce fail at alloc_cpu.cpp:75] err == 0. DefaultCPUAllocator: "
          "can't allocate memory: you tried to allocate ...", t=40.0)
    c.sources["logs/ds-0/rank-0.log"][-1].append("(the issue's title)")
    c.job(45.0, "FAILED", exit_code=1)

    c = case("rw-sxid-priv-error-then-timeouts", "attributed", "gpu_hardware", ["hgx-07"],
             ["hgx-07", "hgx-08"],
             "An NVSwitch SXid 12028 (egress nonposted PRIV error: NVIDIA lists stalled NVLink "
             "traffic as its impact) on hgx-07; every rank later times out.",
             ranks_per_node=2, start="2025-01-25T10:20:00+00:00", timezone="UTC")
    c.steps(1, 20, every=40.0)
    c.log("hgx-07", "kernel", GPUD338,
          "2025-01-25T10:34:54,859532+00:00 nvidia-nvswitch1: SXid (PCI:0000:84:00.0): 12028, "
          "Data {0x000001c0, 0x00bd5c8a, 0x00000500, 0x00000064, 0x00000000, 0x40008000, "
          "0x5a001100, 0x00000000, 0x00000000}")
    for r, n in (("0", "hgx-07"), ("2", "hgx-08")):
        c.log(n, f"rank-{r}", BASICSR737, WATCHDOG_0, t=1500.0)
    c.job(1510.0, "FAILED", exit_code=1)

    c = case("rw-ofi-getinfo-failed-at-init", "ambiguous", "network", [],
             ["ip-172-31-3-90", "ip-172-31-3-91"],
             "The AWS OFI plugin finds no EFA provider at initialisation (the devices were not "
             "exposed to the container): the node's fabric, not a faulty machine.",
             start="2025-10-16T22:10:00+00:00")
    c.log("ip-172-31-3-90", "rank-0", OFI1020,
          "[2025-10-16 22:16:08] ip-172-31-3-90:1929:1937 [0] nccl_net_ofi_rdma_init:7978 NCCL "
          "WARN NET/OFI OFI fi_getinfo() call failed: No data available")
    c.job(400.0, "FAILED", exit_code=1)

    c = case("rw-ib-local-protection-error", "ambiguous", "network", [], ["kolyoz1", "kolyoz2"],
             "kolyoz2 gets a completion with status 4 (local protection error: its own queue "
             "pair) naming kolyoz1's address; one report of a local error implicates nobody.",
             ranks_per_node=4, addresses={"10.0.35.1": "kolyoz1"})
    c.steps(1, 10, every=2.0)
    c.log("kolyoz2", "rank-4", NCCLTESTS252,
          "kolyoz2:25146:25854 [0] ib_plugin.c:1105 NCCL WARN NET/IB : Got completion from peer "
          "10.0.35.1<49189> with error 4, opcode 5327, len 5327, vendor err 81 (Send)",
          "kolyoz2:25146:25854 [0] NCCL INFO transport/net.cc:1137 -> 6", t=21.0)
    c.job(25.0, "FAILED", exit_code=1)

    c = case("rw-socket-closed-one-report", "ambiguous", "network", [],
             ["node0", "node2"],
             "One rank's socket is closed by its peer node2 before the job stalls; node2 itself "
             "logged nothing and one report is a hint, so nobody is implicated.",
             ranks_per_node=2)
    c.steps(1, 10, every=3.0)
    c.log("node0", "rank-0", NCCL1232,
          "NCCL WARN socketProgress: Connection closed by remote peer node2<42830>", t=31.0)
    c.sources["logs/node0/rank-0.log"][-1].append("(the issue's title)")
    c.log("node0", "rank-1", LF6269,
          "[rank1]:[E1206 18:44:12.715298746 ProcessGroupNCCL.cpp:607] [Rank 1] Watchdog caught "
          "collective operation timeout: WorkNCCL(SeqNum=7753, OpType=_REDUCE_SCATTER_BASE, "
          "NumelIn=544997376, NumelOut=68124672, Timeout(ms)=600000) ran for 600061 "
          "milliseconds before timing out.", t=631.0)
    c.job(640.0, "FAILED", exit_code=1)


def untouched(c: Case) -> Case:
    c.split = "untouched"
    return c


def build_untouched() -> None:
    """The untouched split (issue 32): never looked at while tuning. Labels follow
    docs/attribution.md and were written before the engine ran on these bundles."""
    c = untouched(case("rw-u-oom-killer-dmesg", "attributed", "oom", [], ["qa-0", "qa-1"],
                       "The kernel's OOM killer kills the training process on qa-0 (monotonic "
                       "dmesg, boot time in job.json).",
                       boot_times={"qa-0": "2024-05-27T00:00:00+00:00"},
                       start="2024-06-01T02:30:00+00:00"))
    c.steps(1, 10, every=20.0)
    c.log("qa-0", "kernel", QACONV19,
          "oom-kill:constraint=CONSTRAINT_NONE,nodemask=(null),cpuset=/,mems_allowed=0,"
          "global_oom,task_memcg=/user.slice/user-1000.slice/user@1000.service,task=python,"
          "pid=698405,uid=1000", t=201.0)
    c.log("qa-0", "kernel", QACONV19,
          "[441280.839852] Out of memory: Killed process 698405 (python) total-vm:49978204kB, "
          "anon-rss:12918388kB, file-rss:68668kB, shmem-rss:53352kB, UID:1000 pgtables:49772kB "
          "oom_score_adj:0")
    c.job(260.0, "FAILED", exit_code=137)

    c = untouched(case("rw-u-oom-killer-iso-dmesg", "attributed", "oom", [], ["be-1", "be-2"],
                       "dmesg --time-format iso: a process invoked the OOM killer, which killed "
                       "the job's process.", start="2024-04-29T12:50:00+00:00"))
    c.steps(1, 12, every=20.0)
    c.log("be-1", "kernel", ERT7797,
          "2024-04-29T14:55:41,678628+02:00 pool invoked oom-killer: gfp_mask=0x6200ca"
          "(GFP_HIGHUSER_MOVABLE), order=0, oom_score_adj=0",
          "2024-04-29T14:55:41,679700+02:00 Out of memory: Killed process 1440763 (perl) "
          "total-vm:87033376kB, anon-rss:60356340kB, file-rss:0kB, shmem-rss:0kB, UID:21417 "
          "pgtables:169956kB oom_score_adj:0")
    c.job(360.0, "FAILED", exit_code=137)

    c = untouched(case("rw-u-slurm-preemption", "attributed", "preemption", [], ["cn119"],
                       "Slurm preempts the job (slurmstepd's line in the job's output).",
                       start="2021-06-18T12:50:00+00:00"))
    c.steps(1, 20, every=40.0)
    c.log("cn119", "batch", GEMMAKER242,
          "slurmstepd: error: *** JOB 32391783 ON cn119 CANCELLED AT 2021-06-18T13:05:36 DUE TO "
          "PREEMPTION ***", t=936.0)
    c.job(937.0, "PREEMPTED")

    c = untouched(case("rw-u-slurm-time-limit", "attributed", "preemption", [], ["np-1"],
                       "The job reaches its time limit (slurmstepd's wording as the issue's "
                       "title gives it); Slurm records TIMEOUT."))
    c.steps(1, 20, every=30.0)
    c.log("np-1", "batch", NEXTPOLISH122,
          "slurmstepd: error: JOB CANCELLED DUE TO TIME LIMIT", t=610.0)
    c.sources["logs/np-1/batch.log"][-1].append("(the issue's title)")
    c.job(611.0, "TIMEOUT")

    c = untouched(case("rw-u-watchdog-three-ranks-broadcast", "ambiguous", "hang", [],
                       ["yolo-a", "yolo-b"],
                       "Ranks 1-3 time out in a broadcast while rank 0 (which logged nothing) is "
                       "still validating; nothing shows which rank stopped.", ranks_per_node=2))
    c.steps(1, 30, every=3.0)
    for rank, node, ran in (("1", "yolo-a", "66853"), ("2", "yolo-b", "66854"),
                            ("3", "yolo-b", "66664")):
        c.log(node, f"rank-{rank}", YOLOV5_4409,
              f"[E ProcessGroupNCCL.cpp:566] [Rank {rank}] Watchdog caught collective operation "
              f"timeout: WorkNCCL(OpType=BROADCAST, Timeout(ms)=60000) ran for {ran} milliseconds "
              "before timing out.", t=157.0)
    c.job(170.0, "FAILED", exit_code=1)

    c = untouched(case("rw-u-watchdog-communicator-aborted", "ambiguous", "hang", [],
                       ["hoth-0", "hoth-1"],
                       "Three ranks time out in the same all-reduce and their communicators are "
                       "aborted; no earlier error.", ranks_per_node=2))
    c.steps(1, 40, every=30.0)
    for rank, node, ran in (("2", "hoth-1", "1805320"), ("3", "hoth-1", "1804609"),
                            ("1", "hoth-0", "1804483")):
        c.log(node, f"rank-{rank}", SHINE171,
              f"[E ProcessGroupNCCL.cpp:737] [Rank {rank}] Watchdog caught collective operation "
              "timeout: WorkNCCL(SeqNum=86645, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for "
              f"{ran} milliseconds before timing out.", t=3000.0)
    c.log("hoth-1", "rank-2", SHINE171,
          "RuntimeError: NCCL communicator was aborted on rank 2.  Original reason for failure "
          "was: [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=86645, "
          "OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 18053", t=3001.0)
    c.job(3010.0, "FAILED", exit_code=1)

    c = untouched(case("rw-u-cuda-uncorrectable-ecc", "attributed", "gpu_hardware", ["dgk713"],
                       ["dgk712", "dgk713"],
                       "A rank on dgk713 fails with CUDA's uncorrectable ECC error (the node the "
                       "reporter suspected)."))
    c.steps(1, 15, every=10.0)
    c.log("dgk713", "rank-1", JADE194,
          "RuntimeError: CUDA error: uncorrectable ECC error encountered", t=151.0)
    c.job(160.0, "FAILED", exit_code=1)

    c = untouched(case("rw-u-ecc-kills-watchdog-thread", "attributed", "gpu_hardware",
                       ["h100-b"], ["h100-a", "h100-b"],
                       "Rank 1's NCCL watchdog thread dies of an uncorrectable ECC error on "
                       "h100-b."))
    c.steps(1, 15, every=10.0)
    c.log("h100-b", "rank-1", KOHYA1434,
          "RuntimeError: CUDA error: uncorrectable ECC error encountered",
          "[E ProcessGroupNCCL.cpp:916] [Rank 1] NCCL watchdog thread terminated with exception: "
          "CUDA error: uncorrectable ECC error encountered", t=151.0)
    c.job(160.0, "FAILED", exit_code=1)

    c = untouched(case("rw-u-ib-status12-unknown-peer", "ambiguous", "network", [],
                       ["ib-a", "ib-b"],
                       "A retry-exceeded completion (NET/IBP wording) from a peer address no "
                       "node of the job has: network, nobody implicated."))
    c.steps(1, 10, every=2.0)
    c.log("ib-a", "rank-0", NCCL1664,
          "NET/IBP:Got completion from peer 7.6.13.83<36315> with status=12 opcode=32698 "
          "len=32696 vendor err 129 (Send)", t=21.0)
    c.sources["logs/ib-a/rank-0.log"][-1].append("(the issue's title)")
    c.job(30.0, "FAILED", exit_code=1)

    c = untouched(case("rw-u-nfs-not-responding", "attributed", "storage", [],
                       ["nfs-c1", "nfs-c2"],
                       "The NFS server stops answering; the job stops making progress and "
                       "fails.", boot_times={"nfs-c1": "2024-06-01T09:59:00+00:00"}))
    c.steps(1, 10, every=5.0)
    c.log("nfs-c1", "kernel", TINY210_5,
          "nfs: server 192.168.1.229 not responding, still trying", t=52.0)
    c.sources["logs/nfs-c1/kernel.log"][-1].append("(the issue's title)")
    c.job(400.0, "FAILED", exit_code=1)

    c = untouched(case("rw-u-keyerror-at-init", "attributed", "user_code", [], ["ad-0", "ad-1"],
                       "The training script reads an environment variable the launcher did not "
                       "set and dies with a KeyError."))
    c.log("ad-0", "rank-0", ANIMATEDIFF306,
          "Traceback (most recent call last):",
          '  File "/data/AnimateDiff-main/train.py", line 48, in init_dist',
          "    rank = int(os.environ['RANK'])",
          "KeyError: 'RANK'", t=12.0)
    c.job(15.0, "FAILED", exit_code=1)

    # Wrong on its first run (the watchdog's terminating line was not in the catalog, so rank 3
    # looked silent and the only node was blamed); the catalog was fixed, so this case was
    # looked at while tuning and belongs to the tuned split now.
    c = (case("rw-u-watchdog-stuck-terminating", "ambiguous", "hang", [], ["a100-8x"],
                       "One rank's watchdog is stuck, another terminates after the watchdog hang "
                       "(8 ranks on one node); nothing shows which rank stopped.",
                       ranks_per_node=8, start="2025-02-18T11:30:00+00:00",
                       collected_at="2025-02-18T12:10:00Z"))
    c.steps(1, 20, every=30.0)
    c.log("a100-8x", "rank-7", TRL2879,
          "[rank7]:[E218 11:54:18.495933619 ProcessGroupNCCL.cpp:1484] [PG ID 0 PG GUID "
          "0(default_pg) Rank 7] ProcessGroupNCCL's watchdog got stuck for 480 seconds without "
          "making progress in monitoring enqueued collectives.")
    c.log("a100-8x", "rank-3", TRL2879,
          "[rank3]:[F218 12:02:18.504372857 ProcessGroupNCCL.cpp:1306] [PG ID 0 PG GUID "
          "0(default_pg) Rank 3] [PG ID 0 PG GUID 0(default_pg) Rank 3] Terminating the process "
          "after attempting to dump debug info, due to ProcessGroupNCCL watchdog hang.")
    c.job(2000.0, "FAILED", exit_code=1)


def build_weak_classes() -> None:
    """Issue 32's weak classes (fewer than five real examples): hangs and preemptions from
    further public reports, none cited elsewhere in the corpus. Labelled before the engine ran
    on them; the ones right on their first run are untouched (never used to change the engine),
    the others were looked at while fixing it and are tuned (README.md says which)."""
    c = untouched(case("rw-u-watchdog-ofa-one-node", "ambiguous", "hang", [], ["v100x8"],
                       "Five ranks of one 8 x V100 node time out in the same all-reduce after "
                       "hours of training; the bundle holds the five ranks the report shows, all "
                       "of which timed out: nothing shows which rank stopped.",
                       start="2022-10-20T10:00:00+00:00"))
    c.ranks = {r: "v100x8" for r in ("1", "2", "3", "6", "7")}  # rank 5's line is cut short
    c.steps(1, 40, every=30.0)
    for rank, ran in (("1", "1802212"), ("3", "1802211"), ("2", "1802212"), ("6", "1802210"),
                      ("7", "1802220")):
        c.log("v100x8", f"rank-{rank}", OFA271,
              f"[E ProcessGroupNCCL.cpp:737] [Rank {rank}] Watchdog caught collective operation "
              f"timeout: WorkNCCL(SeqNum=469508, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for "
              f"{ran} milliseconds before timing out.", t=3000.0)
    c.job(3010.0, "FAILED", exit_code=1)

    c = untouched(case("rw-u-watchdog-megatron-reduce-scatter", "ambiguous", "hang", [],
                       ["gpu-n9a", "gpu-n9b"],
                       "Megatron training: ranks 64-67 time out in the same reduce-scatter and "
                       "NCCL logged nothing; nothing shows which rank stopped (the bundle holds "
                       "the four ranks the report shows, two per node).",
                       start="2023-12-12T08:00:00+00:00"))
    c.ranks = {"64": "gpu-n9a", "65": "gpu-n9a", "66": "gpu-n9b", "67": "gpu-n9b"}
    c.steps(1, 30, every=20.0)
    for rank, ran in (("65", "1800441"), ("66", "1800779"), ("64", "1800780"),
                      ("67", "1800792")):
        c.log(c.ranks[rank], f"rank-{rank}", NCCL1111,
              f"[E ProcessGroupNCCL.cpp:481] [Rank {rank}] Watchdog caught collective operation "
              "timeout: WorkNCCL(SeqNum=1559, OpType=_REDUCE_SCATTER_BASE, NumelIn=3121908768, "
              f"NumelOut=32519883, Timeout(ms)=1800000) ran for {ran} milliseconds before timing "
              "out.", t=2400.0)
    c.log("gpu-n9b", "rank-67", NCCL1111,
          "[E ProcessGroupNCCL.cpp:495] Some NCCL operations have failed or timed out.", t=2400.1)
    c.job(2410.0, "FAILED", exit_code=1)

    c = untouched(case("rw-u-watchdog-fsdp-alltoall", "ambiguous", "hang", [], ["verl-0"],
                       "FSDP fine-tuning hangs at an epoch boundary: ranks 7 and 3 time out in the "
                       "same all-to-all (glog times) and their watchdogs report the last completed "
                       "work; the bundle holds the two ranks whose lines the report shows in full.",
                       start="2025-04-19T10:20:00+00:00", collected_at="2025-04-19T10:45:00Z"))
    c.ranks = {"3": "verl-0", "7": "verl-0"}
    c.steps(1, 20, every=30.0)
    for rank, at, guid in (("7", "10:42:28.858931807", "E419 10:42:28.861967180"),
                           ("3", "10:42:28.883292273", "E419 10:42:28.883570619")):
        c.log("verl-0", f"rank-{rank}", VERL1158,
              f"[rank{rank}]:[E419 {at} ProcessGroupNCCL.cpp:616] [Rank {rank}] Watchdog caught "
              "collective operation timeout: WorkNCCL(SeqNum=4486, OpType=ALLTOALL, "
              "NumelIn=46684160, NumelOut=46684160, Timeout(ms)=600000) ran for "
              f"{'600013' if rank == '7' else '600088'} milliseconds before timing out.",
              f"[rank{rank}]:[{guid} ProcessGroupNCCL.cpp:1785] [PG ID 2 PG GUID 9 Rank {rank}] "
              "Exception (either an error or timeout) detected by watchdog at work: 4486, last "
              "enqueued NCCL work: 4489, last completed NCCL work: 4485.")
    c.job(0.0, "RUNNING")

    c = untouched(case("rw-u-lightning-time-limit", "attributed", "preemption", [],
                       ["maestro-3017"],
                       "A Lightning fit on Slurm reaches its time limit: slurmstepd cancels the "
                       "step, srun waits for it, rank 0 receives SIGTERM.",
                       start="2025-01-10T09:40:00+00:00"))
    c.steps(1, 60, every=300.0)
    c.log("maestro-3017", "rank-0", PL20542,
          "slurmstepd: error: *** STEP 55595933.0 ON maestro-3017 CANCELLED AT 2025-01-10T15:27:25 "
          "DUE TO TIME LIMIT ***",
          "srun: Job step aborted: Waiting up to 32 seconds for job step to finish.",
          "[rank: 0] Received SIGTERM: 15",
          "Bypassing SIGTERM: 15", t=20845.0)
    c.job(20846.0, "TIMEOUT")

    c = untouched(case("rw-u-submitit-requeue", "attributed", "preemption", [], ["srv-1"],
                       "submitit catches Slurm's warning signal before the time limit, Slurm "
                       "cancels the job and the step for requeueing, and srun reports the tasks' "
                       "exit. The submitit lines carry their time inside the text (ours in front).",
                       ranks_per_node=4, start="2022-08-11T02:00:00+00:00"))
    c.steps(1, 48, every=1800.0)
    c.log("srv-1", "batch", SUBMITIT1708,
          "2022-08-12T02:06:11.453000+00:00 submitit WARNING (2022-08-12 02:06:11,453) - Caught "
          "signal SIGUSR2 on SERVER_NAME: this job is preempted.")
    c.sources["logs/srv-1/batch.log"][-1].append(OWN_TIME)
    c.log("srv-1", "batch", SUBMITIT1708,
          "slurmstepd: error: *** JOB 608 ON SERVER_NAME CANCELLED AT 2022-08-12T02:06:12 DUE TO "
          "JOB REQUEUE ***",
          "slurmstepd: error: *** STEP 608.0 ON SERVER_NAME CANCELLED AT 2022-08-12T02:06:12 DUE "
          "TO JOB REQUEUE ***", t=86772.0)
    c.log("srv-1", "batch", SUBMITIT1708,
          "2022-08-12T02:06:12.299000+00:00 submitit WARNING (2022-08-12 02:06:12,299) - Bypassing "
          "signal SIGCONT",
          "2022-08-12T02:06:12.301000+00:00 submitit WARNING (2022-08-12 02:06:12,301) - Bypassing "
          "signal SIGTERM")
    for entry in c.sources["logs/srv-1/batch.log"][-2:]:
        entry.append(OWN_TIME)
    c.log("srv-1", "batch", SUBMITIT1708,
          "slurmstepd: error: Failed to send MESSAGE_TASK_EXIT: Connection refused",
          "srun: error: SERVER_NAME: tasks 2-3: Exited with exit code 1", t=86773.0)

    # The next two were wrong on their first run (no_failure: submitit's own preemption line
    # was in no catalog and no scheduler event was posted). The catalog gained the line
    # (slurm.yaml submitit-preempted), so both were looked at while tuning: tuned split.
    c = (case("rw-submitit-sighup-preempted", "attributed", "preemption", [],
                       ["learnfair0293"],
                       "A submitit test job on Slurm is preempted one minute in: submitit catches "
                       "SIGHUP, requeues the job and exits; no scheduler event was posted. The "
                       "submitit lines carry their time inside the text (ours in front).",
                       start="2022-07-12T04:17:00+00:00", ranks_per_node=2))
    c.steps(1, 5, every=10.0, t0=60.0)
    for line in ("submitit WARNING (2022-07-12 04:18:45,706) - Bypassing signal SIGTERM",
                 "submitit INFO (2022-07-12 04:18:45,881) - Job has not timed out. Ran 1 minutes "
                 "out of requested 20 minutes.",
                 "submitit WARNING (2022-07-12 04:18:45,881) - Caught signal SIGHUP on "
                 "learnfair0293: this job is preempted.",
                 "submitit INFO (2022-07-12 04:18:45,912) - Requeued job 60601445 (3 remaining "
                 "timeouts)",
                 "submitit INFO (2022-07-12 04:18:45,913) - Exiting gracefully after "
                 "preemption/timeout."):
        at = datetime.strptime(line[line.index("(") + 1:line.index(")")], "%Y-%m-%d %H:%M:%S,%f")
        c.log("learnfair0293", "rank-0", SUBMITIT1701,
              at.replace(tzinfo=c.start.tzinfo).isoformat(timespec="microseconds") + " " + line)
        c.sources[f"logs/{c.nodes[0]}/rank-0.log"][-1].append(OWN_TIME)

    c = (case("rw-submitit-sigusr1-preempted", "attributed", "preemption", [],
                       ["learnfair4096"],
                       "A submitit job is preempted after 61 of its 120 minutes: submitit catches "
                       "SIGUSR1 and requeues it. The submitit lines carry their time inside the "
                       "text (ours in front).", start="2021-04-01T01:25:00+00:00"))
    c.steps(1, 60, every=60.0, t0=50.0)
    for line in ("submitit WARNING (2021-04-01 02:26:27,643) - Bypassing signal SIGCONT",
                 "submitit INFO (2021-04-01 02:26:27,643) - Job has not timed out. Ran 61 minutes "
                 "out of requested 120 minutes.",
                 "submitit WARNING (2021-04-01 02:26:27,643) - Caught signal SIGUSR1 on "
                 "learnfair4096: this job is preempted.",
                 "submitit INFO (2021-04-01 02:26:28,004) - Requeued job 39025082 (3 remaining "
                 "timeouts)"):
        at = datetime.strptime(line[line.index("(") + 1:line.index(")")], "%Y-%m-%d %H:%M:%S,%f")
        c.log("learnfair4096", "rank-0", SUBMITIT1618,
              at.replace(tzinfo=c.start.tzinfo).isoformat(timespec="microseconds") + " " + line)
        c.sources[f"logs/{c.nodes[0]}/rank-0.log"][-1].append(OWN_TIME)


def write(c: Case) -> None:
    root = ROOT / c.name
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    job = {"job_id": c.name, "scheduler": "slurm", "nodes": c.nodes, "ranks": c.ranks,
           **c.job_extra}
    (root / "job.json").write_text(json.dumps(job, indent=1) + "\n")
    for rel, lines in c.files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("".join(line + "\n" for line in lines))
    if c.scheduler:
        (root / "scheduler.jsonl").write_text(
            "".join(json.dumps(e) + "\n" for e in sorted(c.scheduler, key=lambda e: e["ts"])))
    if c.metrics:
        (root / "metrics.jsonl").write_text("".join(json.dumps(m) + "\n" for m in c.metrics))
    (root / "sources.json").write_text(json.dumps(
        {"story": c.story, "lines": c.sources}, indent=1) + "\n")


def main() -> None:
    build_cases()
    build_holdout()
    build_issue32_tuned()
    build_untouched()
    build_weak_classes()
    ROOT.mkdir(exist_ok=True)
    labels = {}
    for c in CASES:
        write(c)
        labels[c.name] = {"verdict": c.verdict, "category": c.category,
                          "implicated_nodes": c.implicated, "split": c.split}
    (ROOT / "labels.json").write_text(json.dumps(labels, indent=1) + "\n")
    print(f"wrote {len(CASES)} bundles to {ROOT}")


if __name__ == "__main__":
    main()
