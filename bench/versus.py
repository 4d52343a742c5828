"""trainwarden against plain torchrun on the same faults, timed by an outside clock.

    .venv/bin/python bench/versus.py [--quick] [--reps 5] [--faults kill,hang,badnode,badnode-cuda]
                                     [--out bench-out/versus]
                                     [--peer-command TEMPLATE [--peer-name NAME]]

The program is examples/train_ddp.py (gloo on CPU, a DCP checkpoint every 20 steps), started
through bench/versus_worker.py (prints a start line; under torchrun it resumes from the newest
complete checkpoint, as a torchrun job must). Two simulated nodes x ``--nproc`` ranks on
localhost. Faults, injected from outside the system under test at step ~50; the bench finds the
target process itself in /proc (by the rank's environment: RANK and the run's marker variable):

- ``kill``: global rank 1 SIGKILLed.
- ``hang``: global rank 1 SIGSTOPped, at a 60 s process-group timeout (and 600 s unless
  ``--quick``).
- ``badnode``: the node of rank 1 goes bad: its ranks die at every start. On trainwarden a sticky
  Xid fault of the local cluster (the product's own fault table; its kernel-log line is the
  evidence a real Xid leaves); on torchrun the bench SIGKILLs that launcher's workers whenever
  they appear. One spare node: trainwarden's cluster has 3 nodes for a 2-node job; torchrun
  gets ``--nnodes 2:3`` and 3 launchers.
- ``badnode-cuda``: the same spare, and no hardware line at all (the node's kernel log not
  collected, or the driver silent): rank 1 is SIGKILLed, and from then on the worker on its node
  raises ``RuntimeError: CUDA error: unspecified launch failure`` at every start, before
  ``init_process_group`` (bench/versus_worker.py reads the bad node from the file named by
  ``BENCH_VERSUS_BAD_NODE_FILE``), under both launchers alike.

Launchers: (1) ``torchrun --max-restarts 3``, c10d rendezvous, one launcher per node (or the
``--peer-command`` template in its place); (2) trainwarden, default playbook, with an in-process
Temporal dev server and worker, the same torchrun command per node as its ``job.command``
(torchrun's default ``--max-restarts 0``: trainwarden restarts). trainwarden's params: only
``checkpoint_layout=dcp`` (the program writes DCP); no duration of the default is shortened.

Clocks, seconds from the injection (the bench's own clock, stamped when a line arrives: torchrun's
pipes directly, trainwarden's node logs tailed every 0.1 s):
- noticed: torchrun: the first launcher (agent) line after the fault; trainwarden: the incident's
  ``detected_at`` from the status query, checked against the moment the bench first saw the
  incident in a query.
- action: torchrun: the first agent line that stops or restarts workers; trainwarden: the
  incident's ``action_at``.
- back: the first ``versus: worker start`` line after the fault.
- productive: the first progress line past the pre-fault step, after workers are back.
A run that is not productive within ``--cap`` seconds (+ the process-group timeout for a hang)
counts as never productive.

Honest clocks (trainwarden only): its incident's failed_at, detected_at and productive_at are
compared with the outside clock; the deltas are printed and stored with each run.

Where trainwarden's time went (trainwarden only): its incident's milestones and each action's
start and end, s from the fault, are stored with each run (``timeline``) and their medians
printed after the table.

Output: min / median / max per cell, the ratio trainwarden / torchrun of the medians, a markdown
table (``versus.md``), one bar chart per fault (``versus-FAULT.png``), every run
(``versus.json``) and the measured per-fault clocks as a costs file for ``warden goodput project
--costs`` (``versus-costs.yaml``, bench/versus_costs.py; it regenerates the file from a
versus.json) in ``--out``.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import re
import shlex
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

WORKER = REPO / "bench" / "versus_worker.py"
sys.path.insert(0, str(REPO / "bench"))
from versus_costs import costs_yaml, load_runs  # noqa: E402
from versus_floor import (  # noqa: E402
    command_starts,
    floor_checks,
    floor_of,
    floor_text,
    outside_clocks,
    timeline_of,
    timeline_text,
)
from versus_report import RunResult, cell_name, chart, table  # noqa: E402

FAULT_STEP = 50
CHECKPOINT_EVERY = 20
STEP_SECONDS = 0.1
MARKER = "BENCH_VERSUS_RUN"
NODE_VAR = "BENCH_VERSUS_NODE"
BAD_NODE_FILE = "BENCH_VERSUS_BAD_NODE_FILE"
BAD_NODE_FAULTS = ("badnode", "badnode-cuda")
WORKER_LINE = re.compile(r"^\[[A-Za-z_][\w-]*?\d+\]:")
STEP_LINE = re.compile(r"\bstep (\d+)/\d+")
START_LINE = "versus: worker start"
ACTION_LINE = re.compile(
    r"Stopping worker group|closing signal|will restart|Restarting|Rendezvous'ing", re.I
)
ISO_PREFIX = re.compile(r"^\d{4}-\d\d-\d\dT\S+ ")
TORCHRUN = (
    "{python} -m torch.distributed.run --nnodes {nnodes} --nproc-per-node {nproc}"
    " --rdzv-backend c10d --rdzv-endpoint {endpoint} --rdzv-id {run_id}"
    " --max-restarts 3 --tee 3 {script} {args}"
)


@dataclass
class Line:
    t: float
    src: str
    text: str


@dataclass
class Lines:
    """Every output line of a run, stamped by the bench when it arrived."""

    items: list[Line] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, src: str, text: str) -> None:
        with self.lock:
            self.items.append(Line(time.time(), src, text.rstrip("\n")))

    def snapshot(self) -> list[Line]:
        with self.lock:
            return list(self.items)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def proc_env(pid: int) -> dict[str, str]:
    try:
        raw = Path(f"/proc/{pid}/environ").read_bytes()
    except OSError:
        return {}
    return dict(kv.split("=", 1) for kv in raw.decode(errors="replace").split("\0") if "=" in kv)


def worker_pids(marker: str, **match: str) -> dict[int, dict[str, str]]:
    """Training processes (RANK set, running versus_worker.py) of one bench run, from /proc."""
    found: dict[int, dict[str, str]] = {}
    for d in Path("/proc").iterdir():
        if not d.name.isdigit():
            continue
        env = proc_env(int(d.name))
        if env.get(MARKER) != marker or "RANK" not in env:
            continue
        try:
            cmd = (d / "cmdline").read_bytes()
        except OSError:
            continue
        if b"versus_worker.py" in cmd and all(env.get(k) == v for k, v in match.items()):
            found[int(d.name)] = env
    return found


def kill_all_workers(marker: str) -> None:
    for pid in worker_pids(marker):
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)


def worker_args(ckpt: Path, pg_timeout: float) -> str:
    """The program's arguments, the same under both launchers."""
    return (
        f"--steps 1000000 --checkpoint-every {CHECKPOINT_EVERY} --step-seconds {STEP_SECONDS}"
        f" --checkpoint-dir {shlex.quote(str(ckpt))} --pg-timeout {pg_timeout:g}"
    )


# ---- the fault and the clocks, common to both launchers ----------------------------------


class Run:
    """One run: waits for step ~50, injects, stamps the clocks until productive or the cap."""

    def __init__(self, fault: str, pg_timeout: float, cap: float, lines: Lines, marker: str):
        self.fault, self.pg_timeout, self.lines, self.marker = fault, pg_timeout, lines, marker
        self.cap = cap + (pg_timeout if fault == "hang" else 0.0)
        self.t0: float | None = None
        self.bad_node: str | None = None
        self.pre_step: int | None = None
        self.back: float | None = None
        self.productive: float | None = None

    def max_step(self, upto: float | None = None) -> int | None:
        steps = [
            int(m.group(1))
            for ln in self.lines.snapshot()
            if (upto is None or ln.t <= upto) and (m := STEP_LINE.search(ln.text))
        ]
        return max(steps) if steps else None

    def target(self) -> tuple[int, dict[str, str]] | None:
        found = worker_pids(self.marker, RANK="1")
        return next(iter(found.items())) if found else None

    def scan(self) -> None:
        """Back and productive from the stamped lines (after the fault)."""
        if self.t0 is None:
            return
        for ln in self.lines.snapshot():
            if ln.t < self.t0:
                continue
            if self.back is None and START_LINE in ln.text:
                self.back = ln.t
                self.pre_step = self.max_step(upto=ln.t)
            if self.back is not None and self.productive is None and ln.t >= self.back:
                m = STEP_LINE.search(ln.text)
                if m and self.pre_step is not None and int(m.group(1)) > self.pre_step:
                    self.productive = ln.t

    def since(self, t: float | None) -> float | None:
        return None if t is None or self.t0 is None else round(t - self.t0, 2)


async def wait_for_step(run: Run, limit: float, alive: Any) -> bool:
    end = time.time() + limit
    while time.time() < end:
        step = run.max_step()
        if step is not None and step >= FAULT_STEP:
            return True
        if not alive():
            return False
        await asyncio.sleep(0.1)
    return False


def inject_outside(run: Run, node_var: str) -> bool:
    """kill / hang: the bench signals rank 1 itself; badnode (torchrun): kills its node's ranks."""
    found = run.target()
    if found is None:
        return False
    pid, env = found
    sig = signal.SIGSTOP if run.fault == "hang" else signal.SIGKILL
    run.bad_node = env.get(node_var)
    run.t0 = time.time()
    os.kill(pid, sig)
    return True


def inject_cuda_bad_node(run: Run, node_var: str, bad_file: Path) -> bool:
    """badnode-cuda: mark rank 1's node bad (its workers die at every start from now on), then
    SIGKILL rank 1."""
    found = run.target()
    if found is None:
        return False
    bad_file.write_text(found[1].get(node_var, ""))
    return inject_outside(run, node_var)


def kill_bad_node(run: Run, node_var: str) -> None:
    if run.bad_node is None:
        return
    for pid in worker_pids(run.marker, **{node_var: run.bad_node}):
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)


# ---- torchrun (or a peer launcher) -------------------------------------------------------


def peer_name(args: argparse.Namespace) -> str:
    """The compared launcher's name in the table, the JSON and the costs file."""
    if not args.peer_command:
        return "torchrun"
    return args.peer_name or "peer"


async def run_torchrun(args: argparse.Namespace, fault: str, pg: float, rep: int) -> RunResult:
    res = RunResult(fault=fault, launcher=peer_name(args), rep=rep, pg_timeout=pg)
    marker = uuid.uuid4().hex[:12]
    lines = Lines()
    run = Run(fault, pg, args.cap, lines, marker)
    work = Path(tempfile.mkdtemp(prefix="versus-torchrun-"))
    nlaunch = 3 if fault in BAD_NODE_FAULTS else 2
    nnodes = "2:3" if fault in BAD_NODE_FAULTS else "2"
    endpoint = f"127.0.0.1:{free_port()}"
    template = args.peer_command or TORCHRUN
    procs: list[subprocess.Popen[str]] = []
    for i in range(nlaunch):
        node = f"node-{i + 1}"
        cmd = template.format(
            python=sys.executable,
            nnodes=nnodes,
            nproc=args.nproc,
            endpoint=endpoint,
            run_id=marker,
            node_rank=i,
            script=shlex.quote(str(WORKER)),
            args=worker_args(work / "ckpt", pg),
        )
        env = {
            **os.environ,
            "OMP_NUM_THREADS": "1",
            "LOGLEVEL": "INFO",
            "PYTHONUNBUFFERED": "1",
            MARKER: marker,
            NODE_VAR: node,
            BAD_NODE_FILE: str(work / "bad-node"),
        }
        p = subprocess.Popen(
            cmd,
            shell=True,
            env=env,
            cwd=work,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            bufsize=1,
            start_new_session=True,
        )
        procs.append(p)
        threading.Thread(target=_pump, args=(p, node, lines), daemon=True).start()
    try:
        alive = lambda: any(p.poll() is None for p in procs)  # noqa: E731
        if not await wait_for_step(run, args.start_limit, alive):
            res.note = f"never reached step {FAULT_STEP} before the fault"
            return res
        injected = (
            inject_cuda_bad_node(run, NODE_VAR, work / "bad-node")
            if fault == "badnode-cuda"
            else inject_outside(run, NODE_VAR)
        )
        if not injected:
            res.note = "rank 1 not found in /proc"
            return res
        assert run.t0 is not None
        while time.time() - run.t0 < run.cap and run.productive is None:
            if fault == "badnode":
                kill_bad_node(run, NODE_VAR)
            run.scan()
            if not alive() and run.productive is None:
                await asyncio.sleep(0.3)  # the last lines of the pipes
                run.scan()
                res.note = "every launcher exited"
                break
            await asyncio.sleep(0.1)
        agent = [ln for ln in lines.snapshot() if ln.t >= run.t0 and not WORKER_LINE.match(ln.text)]
        noticed = next((ln.t for ln in agent if ln.text.strip()), None)
        action = next((ln.t for ln in agent if ACTION_LINE.search(ln.text)), None)
        res.clocks = {
            "noticed": run.since(noticed),
            "action": run.since(action),
            "back": run.since(run.back),
            "productive": run.since(run.productive),
        }
        res.productive = run.productive is not None
        res.pre_step = run.pre_step
        return res
    finally:
        for p in procs:
            with contextlib.suppress(OSError):
                os.killpg(p.pid, signal.SIGKILL)
        kill_all_workers(marker)
        (work / "lines.log").write_text(
            "".join(f"{ln.t:.3f} {ln.src} {ln.text}\n" for ln in lines.snapshot())
        )


def _pump(p: subprocess.Popen[str], node: str, lines: Lines) -> None:
    assert p.stdout is not None
    for text in p.stdout:
        lines.add(node, text)


# ---- trainwarden ---------------------------------------------------------------------------


class LogTail:
    """Tails every node log of a local-cluster job, stamping each line when the bench reads it."""

    def __init__(self, job_dir: Path, lines: Lines):
        self.job_dir, self.lines = job_dir, lines
        self.offsets: dict[Path, int] = {}
        self.partial: dict[Path, str] = {}

    def poll(self) -> None:
        for path in sorted(self.job_dir.glob("runs/*/logs/*/node.log")):
            try:
                with path.open("rb") as f:
                    f.seek(self.offsets.get(path, 0))
                    data = f.read()
            except OSError:
                continue
            self.offsets[path] = self.offsets.get(path, 0) + len(data)
            text = self.partial.get(path, "") + data.decode(errors="replace")
            *complete, self.partial[path] = text.split("\n")
            src = f"run{path.parents[2].name}/{path.parent.name}"
            for ln in complete:
                self.lines.add(src, ISO_PREFIX.sub("", ln))


def warden_command(args: argparse.Namespace, ckpt: Path, pg: float) -> str:
    return (
        f"{sys.executable} -m torch.distributed.run --nnodes $TRAINWARDEN_NNODES"
        f" --node-rank $TRAINWARDEN_NODE_RANK --nproc-per-node {args.nproc}"
        " --master-addr $MASTER_ADDR --master-port $MASTER_PORT --tee 3"
        f" {shlex.quote(str(WORKER))} {worker_args(ckpt, pg)}"
    )


def _ts(d: datetime | None) -> float | None:
    return None if d is None else d.timestamp()


async def run_warden(
    args: argparse.Namespace, client: Any, queue: str, fault: str, pg: float, rep: int
) -> RunResult:
    from trainwarden.localcluster.cluster import LocalCluster
    from trainwarden.models import JobSpec, LocalJobOptions
    from trainwarden.supervision import SuperviseInput, SupervisorStatus

    res = RunResult(fault=fault, launcher="trainwarden", rep=rep, pg_timeout=pg)
    marker = uuid.uuid4().hex[:12]
    lines = Lines()
    run = Run(fault, pg, args.cap, lines, marker)
    work = Path(tempfile.mkdtemp(prefix="versus-warden-"))
    nodes = 3 if fault in BAD_NODE_FAULTS else 2
    cluster = LocalCluster(work / "cluster", nodes=nodes)
    name = f"versus-{marker}"
    job = JobSpec(
        name=name,
        nodes=2,
        ranks_per_node=args.nproc,
        command=warden_command(args, work / "ckpt", pg),
        checkpoint_uri=str(work / "ckpt"),
        env={"OMP_NUM_THREADS": "1", MARKER: marker, BAD_NODE_FILE: str(work / "bad-node")},
        local=LocalJobOptions(cluster_dir=str(cluster.root), cluster_nodes=nodes),
    )
    inp = SuperviseInput(job=job, playbook="default", params=warden_params(args))
    handle = await client.start_workflow(
        "SuperviseTrainingJob", inp, id=f"versus-{marker}", task_queue=queue
    )
    tail = LogTail(cluster.layout.job_dir(name), lines)
    seen_incident: float | None = None
    status: SupervisorStatus | None = None

    async def query() -> SupervisorStatus | None:
        try:
            return await handle.query("status", result_type=SupervisorStatus)
        except Exception:
            return None

    try:

        def alive() -> bool:
            tail.poll()
            return True

        if not await wait_for_step(run, args.start_limit, alive):
            res.note = f"never reached step {FAULT_STEP} before the fault"
            return res
        # the job's command (one torchrun per node) started: the kernel's clock of run 1
        launched = min(command_starts(MARKER, marker, b"torch.distributed.run"), default=None)
        if fault == "badnode":
            found = run.target()
            if found is None:
                res.note = "rank 1 not found in /proc"
                return res
            pid, env = found
            run.bad_node = env.get("TRAINWARDEN_NODE")
            cluster.inject_fault(run.bad_node or "node-2", "xid", sticky=True, after_steps=0)
            t_inject = time.time()
            while time.time() - t_inject < 5 and Path(f"/proc/{pid}").exists():
                if proc_env(pid).get(MARKER) != marker:  # gone (or a zombie)
                    break
                await asyncio.sleep(0.02)
            run.t0 = time.time()  # the rank's death as seen from outside
        elif fault == "badnode-cuda":
            if not inject_cuda_bad_node(run, "TRAINWARDEN_NODE", work / "bad-node"):
                res.note = "rank 1 not found in /proc"
                return res
        elif not inject_outside(run, "TRAINWARDEN_NODE"):
            res.note = "rank 1 not found in /proc"
            return res
        assert run.t0 is not None
        last_q = 0.0
        while time.time() - run.t0 < run.cap:
            tail.poll()
            run.scan()
            if time.time() - last_q >= 0.5:
                last_q = time.time()
                status = await query() or status
                if seen_incident is None and status is not None and status.incidents:
                    seen_incident = time.time()
                if status is not None and status.state in ("stopped", "completed"):
                    res.note = f"supervision {status.state}: {status.state_reason or ''}"
                    break
            if run.productive is not None:
                break
            await asyncio.sleep(0.1)
        if run.productive is not None:  # its own productive_at comes with the next poll
            for _ in range(20):
                status = await query() or status
                inc = status.incidents[0] if status and status.incidents else None
                if inc is not None and inc.timings.productive_at is not None:
                    break
                await asyncio.sleep(0.5)
        inc = status.incidents[0] if status and status.incidents else None
        t = inc.timings if inc else None
        detected = _ts(t.detected_at) if t else None
        res.clocks = {
            "noticed": run.since(detected),
            "action": run.since(_ts(t.action_at) if t else None),
            "back": run.since(run.back),
            "productive": run.since(run.productive),
        }
        res.productive = run.productive is not None
        res.pre_step = run.pre_step
        res.honest = {
            "failed_at - fault": run.since(_ts(t.failed_at) if t else None),
            "detected_at - first seen in a query": (
                None
                if detected is None or seen_incident is None
                else round(detected - seen_incident, 2)
            ),
            "productive_at - productive line": (
                None
                if t is None or t.productive_at is None or run.productive is None
                else round(_ts(t.productive_at) - run.productive, 2)  # type: ignore[operator]
            ),
        }
        first_line, pace = outside_clocks(lines.snapshot(), STEP_LINE, upto=run.t0)
        res.honest.update(floor_checks(status, launched, first_line, pace))
        res.floor = floor_of(status, job) if status is not None else {}
        res.timeline = timeline_of(
            status, run.t0, {"back": run.since(run.back), "productive": run.since(run.productive)}
        )
        if inc is not None:
            a = inc.attribution
            cat = a.category if a else inc.trigger
            named = (
                f" ({a.signature}; implicated {','.join(a.implicated_nodes) or '-'}; "
                f"initiating node {a.initiating.node or '-'} rank "
                f"{'-' if a.initiating.rank is None else a.initiating.rank})"
                if a
                else ""
            )
            res.note = (
                res.note + f" incident: {inc.trigger}/{cat}{named} -> {inc.outcome}"
            ).strip()
        return res
    finally:
        with contextlib.suppress(Exception):
            await handle.signal("stop", {"reason": "bench run over", "sender": "bench/versus"})
        with contextlib.suppress(Exception):
            await asyncio.sleep(1.0)
            await handle.terminate("bench run over")
        cluster.kill_all()
        kill_all_workers(marker)
        (work / "lines.log").write_text(
            "".join(f"{ln.t:.3f} {ln.src} {ln.text}\n" for ln in lines.snapshot())
        )


WARDEN_PARAMS = {"checkpoint_layout": "dcp"}


def warden_params(args: argparse.Namespace) -> dict[str, str]:
    """The default playbook's parameters: DCP, plus the user's --warden-param KEY=VALUE."""
    return {**WARDEN_PARAMS, **dict(kv.split("=", 1) for kv in args.warden_param)}


async def temporal() -> tuple[Any, Any]:
    from temporalio.contrib.pydantic import pydantic_data_converter
    from temporalio.testing import WorkflowEnvironment

    from trainwarden.config import temporal_binary
    from trainwarden.workers.devserver import (
        DEV_SERVER_STARTUP_TIMEOUT,
        dev_server_args,
        search_attribute_keys,
    )

    env = await WorkflowEnvironment.start_local(
        dev_server_existing_path=temporal_binary(),
        ui=False,
        search_attributes=search_attribute_keys(),
        data_converter=pydantic_data_converter,
        dev_server_extra_args=dev_server_args(),
        dev_server_startup_timeout=DEV_SERVER_STARTUP_TIMEOUT,
    )
    return env.client, env


# ---- main ---------------------------------------------------------------------------------


def plan(args: argparse.Namespace) -> list[tuple[str, float]]:
    cells: list[tuple[str, float]] = []
    for fault in args.faults.split(","):
        if fault == "hang":
            timeouts = [60.0] if args.quick else [float(t) for t in args.hang_timeouts.split(",")]
            cells += [("hang", t) for t in timeouts]
        elif fault in ("kill", *BAD_NODE_FAULTS):
            cells.append((fault, 60.0))
        else:
            raise SystemExit(f"unknown fault {fault!r}: kill, hang, badnode, badnode-cuda")
    return cells


async def amain(args: argparse.Namespace) -> int:
    from trainwarden.workers.main import build_worker

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("TRAINWARDEN_HOME", tempfile.mkdtemp(prefix="versus-home-"))
    peer = peer_name(args)
    reps = 1 if args.quick else args.reps
    print(
        f"versus: {peer} vs trainwarden; {reps} run(s) per cell; 2 nodes x {args.nproc} ranks; "
        f"fault at step {FAULT_STEP}, checkpoint every {CHECKPOINT_EVERY}; cap {args.cap:g} s.\n"
        f"trainwarden: default playbook, params {warden_params(args)} (the program writes DCP)"
        + ("; no duration shortened." if not args.warden_param else "."),
        flush=True,
    )
    client, env = await temporal()
    queue = f"versus-{uuid.uuid4().hex[:6]}"
    results: list[RunResult] = []
    try:
        async with build_worker(client, queue):
            for fault, pg in plan(args):
                for rep in range(reps):
                    for launcher in (peer, "trainwarden"):
                        if launcher == "trainwarden":
                            r = await run_warden(args, client, queue, fault, pg, rep)
                        else:
                            r = await run_torchrun(args, fault, pg, rep)
                        results.append(r)
                        # every run as it ends: a long run cut short keeps what it measured
                        (out / "versus.partial.json").write_text(
                            json.dumps([x.__dict__ for x in results], indent=1, default=str)
                        )
                        print(
                            f"  {cell_name(fault, pg)} #{rep + 1} {launcher}: {r.clocks} "
                            f"productive={r.productive} {r.honest or ''} {r.note}"
                            + (f" floor={r.floor}" if r.floor else "")
                            + (f" timeline={r.timeline}" if r.timeline else ""),
                            flush=True,
                        )
    finally:
        await env.shutdown()
    md = table(results, peer)
    honest = [r for r in results if r.launcher == "trainwarden" and r.honest]
    agree = [
        r
        for r in honest
        if all(v is not None and abs(v) <= 1.0 for v in r.honest.values() if v is not None)
        and r.honest.get("failed_at - fault") is not None
    ]
    honest_txt = (
        f"Honest clocks: {len(agree)} of {len(honest)} trainwarden runs have every incident clock "
        "within 1 s of the outside clock (failed_at vs the fault, detected_at vs the first "
        "status query showing the incident, productive_at vs the first line past the "
        "pre-fault step; the floor's cold start vs the job's torchrun processes' start (kernel) "
        "to the first step line, its step time vs the step lines' pace)."
    )
    floors = floor_text([r.floor for r in results if r.launcher == "trainwarden"])
    by_cell: dict[str, list[dict[str, float | None]]] = {}
    for r in results:
        if r.timeline:
            by_cell.setdefault(cell_name(r.fault, r.pg_timeout), []).append(r.timeline)
    timelines = timeline_text(by_cell)
    if timelines:
        floors += f"\n\n{timelines}"
    today = date.today().isoformat()
    doc = (
        f"Measured on this machine, {today} ({os.cpu_count()} cores).\n\n{md}\n\n"
        f"{honest_txt}\n\n{floors}\n"
    )
    (out / "versus.md").write_text(doc)
    runs = json.dumps([r.__dict__ for r in results], indent=1, default=str)
    (out / "versus.json").write_text(runs)
    # the measured clocks for `warden goodput project --costs` (bench/versus_costs.py)
    (out / "versus-costs.yaml").write_text(costs_yaml(load_runs(json.loads(runs)), "versus.json"))
    for cell in dict.fromkeys(cell_name(r.fault, r.pg_timeout) for r in results):
        chart(results, cell, peer, out / f"versus-{cell.replace(' @', '-').rstrip('s')}.png")
    print()
    print(doc)
    print(f"written: {out}/versus.md, versus.json, versus-costs.yaml, versus-*.png")
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    p.add_argument("--reps", type=int, default=5)
    p.add_argument("--quick", action="store_true", help="one run per cell, 60 s timeout only")
    p.add_argument("--faults", default="kill,hang,badnode,badnode-cuda")
    p.add_argument("--hang-timeouts", default="60,600", help="process-group timeouts, s (hang)")
    p.add_argument("--nproc", type=int, default=1, help="ranks per simulated node (1-2)")
    p.add_argument("--cap", type=float, default=180.0, help="s from the fault to productive")
    p.add_argument("--start-limit", type=float, default=300.0, help="s to reach the fault step")
    p.add_argument("--out", default=str(REPO / "bench-out" / "versus"))
    p.add_argument(
        "--peer-command",
        default=None,
        help="launcher template in torchrun's place; fields: {python} {nnodes} {nproc} "
        "{endpoint} {run_id} {node_rank} {script} {args}; default: " + TORCHRUN,
    )
    p.add_argument(
        "--peer-name",
        default=None,
        help="the peer launcher's name in the outputs (default: peer), e.g. ft_launcher",
    )
    p.add_argument(
        "--warden-param",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a default-playbook parameter for trainwarden, e.g. hang_threshold=10s (repeatable)",
    )
    args = p.parse_args(argv)
    if any("=" not in kv for kv in args.warden_param):
        p.error("--warden-param takes KEY=VALUE")
    if args.peer_name and not args.peer_command:
        p.error("--peer-name names the launcher of --peer-command; give both")
    if args.peer_name == "trainwarden":
        p.error("--peer-name: trainwarden is the other side of the comparison")
    return asyncio.run(amain(args))


if __name__ == "__main__":
    raise SystemExit(main())
