"""``VirtualBackend``: jobs without processes, whose progress is computed from the clock.

It exists to measure the supervisor itself at scale (thousands of supervised jobs on one
machine, `bench/scale.py`): observing a job costs microseconds, so what is measured is the
worker, the workflow and the Temporal server, not a simulated trainer. It is a fake cluster and
says so; end-to-end behaviour is tested on the local simulated cluster and on Slurm.
A fault is injected per job (`inject_fault`): from that step on the job is FAILED, and its
evidence bundle holds an Xid on the faulty node and watchdog timeouts on its peers.

With TRAINWARDEN_VIRTUAL_FIRST_SIGNS=1 (`bench/scale.py --first-signs`) each observation of a
running job also pays what the Slurm backend's first-sign triggers cost per poll: the job's
output file followed for fatal lines and for srun's task-exit lines, and its nodes' agent event
files stat'ed and checked for silence; a node agent that publishes a fault, an srun task-exit
line in the output, or an agent silent for TRAINWARDEN_NODE_AGENT_SILENCE seconds (default 15)
is a first sign, as on Slurm (`bench/bigjob.py` times their detection).
"""

from __future__ import annotations

import json
import os
import threading
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter

from trainwarden import firstsign
from trainwarden.activities.backends.base import BackendError, CheckpointRef
from trainwarden.activities.backends.fatal_lines import FatalLineTracker, Stream
from trainwarden.activities.backends.node_events import NodeEventReader
from trainwarden.attribution.bundle import BundleWriter
from trainwarden.models import (
    BackendCommand,
    JobHandle,
    JobObservation,
    JobSpec,
    LocalJobOptions,
    RankProgress,
)
from trainwarden.nodeagent import events_path
from trainwarden.ownership import Owner, already_supervised
from trainwarden.progresslog import RunStart
from trainwarden.untrusted.paths import safe_part

FIRST_SIGNS_ENV = "TRAINWARDEN_VIRTUAL_FIRST_SIGNS"
_RANKS = TypeAdapter(list[RankProgress])
AGENT_SILENCE_ENV = "TRAINWARDEN_NODE_AGENT_SILENCE"  # as the Slurm backend's


def _iso(at: datetime) -> str:
    return at.isoformat().replace("+00:00", "Z")


def _now() -> datetime:
    return datetime.now(UTC)


class VirtualBackend:
    name = "virtual"
    inline_observe = True  # observe() never blocks: call it on the event loop, not in a thread

    def __init__(self, root: str | Path):
        self.root = Path(root)
        (self.root / "jobs").mkdir(parents=True, exist_ok=True)
        self._jobs = str(self.root / "jobs") + os.sep
        self._lock = threading.Lock()
        self._cache: dict[str, tuple[float, dict[str, Any]]] = {}
        self.first_signs = os.environ.get(FIRST_SIGNS_ENV) == "1"
        self.silence = float(os.environ.get(AGENT_SILENCE_ENV, "15"))
        self._fatal = FatalLineTracker()
        self._node_events = NodeEventReader()
        self._outputs: dict[str, Path] = {}

    # -- records ------------------------------------------------------------------------
    def _path(self, job_id: str) -> str:
        return self._jobs + safe_part(job_id) + ".json"

    def _load(self, job_id: str) -> dict[str, Any]:
        path = self._path(job_id)
        try:
            mtime = os.stat(path).st_mtime_ns
        except FileNotFoundError as err:
            raise BackendError("unknown_job", f"no virtual job {job_id}") from err
        cached = self._cache.get(job_id)
        if cached and cached[0] == mtime:
            return cached[1]
        with open(path) as f:
            record: dict[str, Any] = json.load(f)
        self._cache[job_id] = (mtime, record)
        return record

    def _save(self, record: dict[str, Any]) -> None:
        path = self._path(record["job_id"])
        tmp = path + ".tmp"
        Path(tmp).write_text(json.dumps(record))
        os.replace(tmp, path)
        self._cache.pop(record["job_id"], None)
        with (self.root / "actions.jsonl").open("a") as log:
            log.write(json.dumps({"job_id": record["job_id"], **record["last_action"]}) + "\n")

    @staticmethod
    def _handle(record: dict[str, Any]) -> JobHandle:
        return JobHandle(
            backend="virtual",
            job_id=record["job_id"],
            run=record["run"],
            nodes=record["nodes"],
            ranks=record["ranks"],
            checkpoint_uri=None,
            started_at=datetime.fromisoformat(record["started_at"]),
        )

    def _done(self, record: dict[str, Any], key: str) -> bool:
        return key in record.get("keys", [])

    def _act(self, record: dict[str, Any], key: str, action: str, **detail: Any) -> None:
        record.setdefault("keys", []).append(key)
        record["last_action"] = {"action": action, "key": key, "at": _now().isoformat(), **detail}
        self._save(record)

    # -- Backend protocol ---------------------------------------------------------------
    def start(
        self, job: JobSpec, key: str, owner: Owner | None = None
    ) -> tuple[JobHandle, list[BackendCommand]]:
        job_id = f"virtual-{job.name}"
        with self._lock:
            if os.path.exists(self._path(job_id)):
                record = self._load(job_id)
                if owner is not None:
                    if owner.refuse(record.get("owner")):
                        raise BackendError(
                            "already_supervised",
                            already_supervised(job.name, f"{self.root}", record.get("owner")),
                        )
                    if record.get("owner") != owner.workflow_id:
                        record = {**record, "owner": owner.workflow_id}
                        self._act(record, key, "attach")
                return self._handle(record), [
                    BackendCommand(command=f"virtual submit {job.name}", skipped=True)
                ]
            nodes = [f"vnode-{i}" for i in range(1, job.nodes + 1)]
            record = {
                "job_id": job_id,
                "run": 1,
                "nodes": nodes,
                "ranks": {
                    str(r): nodes[r // job.ranks_per_node]
                    for r in range(job.nodes * job.ranks_per_node)
                },
                "started_at": _now().isoformat(),
                "step_seconds": (job.local or LocalJobOptions()).step_seconds,
                "resume_step": 0,
                "fault": None,
                "stopped_at": None,
                "owner": owner.workflow_id if owner else None,
            }
            self._act(record, key, "submit", run=1)
        if self.first_signs:
            self._output(job_id).parent.mkdir(parents=True, exist_ok=True)
            self._output(job_id).write_text(f"{_iso(_now())} job {job_id} run 1 on {nodes}\n")
            before = datetime.fromisoformat(record["started_at"]).timestamp() - 1
            for node in nodes:  # no agent yet: one that beats later is watched for silence
                events_path(self.root, node).parent.mkdir(parents=True, exist_ok=True)
                events_path(self.root, node).touch()
                os.utime(events_path(self.root, node), (before, before))
        return self._handle(record), [BackendCommand(command=f"virtual submit {job.name}")]

    def _output(self, job_id: str) -> Path:
        path = self._outputs.get(job_id)
        if path is None:
            path = self._outputs[job_id] = self.root / "output" / f"{safe_part(job_id)}.out"
        return path

    def inject_fault(self, job_id: str, node: str, at_step: int) -> None:
        with self._lock:
            record = dict(self._load(job_id))
            record["fault"] = {"node": node, "at_step": at_step}
            self._act(record, f"inject-{_now().isoformat()}", "inject_fault", node=node)

    def observe(self, handle: JobHandle) -> JobObservation:
        record = self._load(handle.job_id)
        now = _now()
        started = datetime.fromisoformat(record["started_at"])
        step_s = record["step_seconds"]
        step = record["resume_step"] + int((now - started).total_seconds() / step_s)
        state, since, exit_code, reason = "RUNNING", started, None, None
        fault = record.get("fault")
        if record.get("stopped_at"):
            state, since = "CANCELLED", datetime.fromisoformat(record["stopped_at"])
        elif fault and step >= fault["at_step"]:
            step = fault["at_step"]
            since = started + timedelta(seconds=(step - record["resume_step"]) * step_s)
            state, exit_code, reason = "FAILED", 1, f"rank failure on {fault['node']}"
        done = max(step, record["resume_step"])
        at = started + timedelta(seconds=(done - record["resume_step"]) * step_s)
        # one validation of the whole list: in pydantic-core, 2.4x cheaper than a Python-level
        # model_construct per rank (16,384 ranks: 0.17 s against 0.41 s, bench/bigjob.py)
        recent = [step_s] * 3
        ranks = _RANKS.validate_python(
            [
                {"rank": int(r), "node": n, "step": done, "at": at, "step_seconds": recent}
                for r, n in record["ranks"].items()
            ]
        )
        first = record["resume_step"] + 1 if done > record["resume_step"] else None
        signs = []
        if self.first_signs and state == "RUNNING":  # the Slurm backend's per-poll work
            job_id, nodes, out = handle.job_id, record["nodes"], self._output(handle.job_id)
            signs = self._node_events.signs(self.root, nodes, started)
            signs += self._fatal.poll(job_id, record["run"], [Stream(out, "output", None)],
                                      started)  # fmt: skip
            signs += self._fatal.srun_signs(
                job_id, record["run"], [out], RunStart(at=started), lambda: True
            )
            silent = self._node_events.silent(self.root, nodes, started, now, self.silence)
            signs += [  # no processes to ask: an agent's silence is its node's loss here
                firstsign.node_down(beat, node, "lost", f"its node agent silent since "
                                    f"{_iso(beat)}")
                for node, beat in silent.items()
            ]
        return JobObservation.model_construct(
            first_signs=signs,
            job_id=handle.job_id,
            run=record["run"],
            state=state,  # type: ignore[arg-type]
            state_since=since,
            exit_code=exit_code,
            reason=reason,
            nodes=record["nodes"],
            ranks=ranks,
            run_first_step=first,
            run_first_step_at=started + timedelta(seconds=step_s) if first else None,
            recent_steps=[
                (s, started + timedelta(seconds=(s - record["resume_step"]) * step_s))
                for s in range(max(record["resume_step"] + 1, done - 3), done + 1)
            ],
            observed_at=now,
            down_nodes=[],
        )

    def collect_evidence(self, handle: JobHandle, dest: Path, since: datetime | None) -> Path:
        record = self._load(handle.job_id)
        obs = self.observe(handle)
        writer = BundleWriter(dest)
        failed_at = obs.state_since or _now()
        started = datetime.fromisoformat(record["started_at"])
        sched: list[dict[str, Any]] = [{"ts": _iso(started), "job_state": "RUNNING"}]
        if obs.state != "RUNNING":
            sched.append({"ts": _iso(failed_at), "job_state": obs.state,
                          "exit_code": obs.exit_code})
        writer.jsonl("scheduler.jsonl", sched, windowed=False)
        fault = record.get("fault")
        if fault and obs.state == "FAILED":
            bad = fault["node"]
            writer.log(bad, "kernel", [(failed_at, "NVRM: Xid (PCI:0000:3b:00): 79, pid=4242, "
                                                   "name=python, GPU has fallen off the bus.")])
            later = failed_at + timedelta(seconds=3)
            for rank, node in record["ranks"].items():
                if node == bad:
                    entry = (failed_at, "RuntimeError: CUDA error: unspecified launch failure")
                else:
                    entry = (later, f"[Rank {rank}] Watchdog caught collective operation "
                             "timeout: WorkNCCL(SeqNum=7, OpType=ALLREDUCE, NumelIn=1, "
                             "NumelOut=1, Timeout(ms)=3000) ran for 3004 milliseconds before "
                             "timing out.")
                writer.log(node, f"rank-{rank}", [entry])
        return writer.finish({
            "job_id": record["job_id"],
            "scheduler": "virtual",
            "nodes": record["nodes"],
            "ranks": record["ranks"],
            "expected_step_seconds": record["step_seconds"],
        }, collected_at=_now())

    def exclude(
        self, handle: JobHandle, nodes: list[str], reason: str, key: str
    ) -> list[BackendCommand]:
        return [self._mutate(handle, key, "exclude", f"virtual exclude {' '.join(nodes)}")]

    def return_to_service(self, nodes: list[str], reason: str, key: str) -> list[BackendCommand]:
        return [BackendCommand(command=f"virtual return {' '.join(nodes)}")]

    def restart(
        self, handle: JobHandle, exclude: list[str], checkpoint: CheckpointRef | None, key: str
    ) -> tuple[JobHandle, list[BackendCommand]]:
        with self._lock:
            record = dict(self._load(handle.job_id))
            if self._done(record, key):
                return self._handle(record), [
                    BackendCommand(command=f"virtual restart {handle.job_id}", skipped=True)
                ]
            record.update(
                run=record["run"] + 1,
                started_at=_now().isoformat(),
                resume_step=checkpoint.step if checkpoint else 0,
                fault=None,
                stopped_at=None,
            )
            self._act(record, key, "submit", run=record["run"])
        return self._handle(record), [BackendCommand(command=f"virtual restart {handle.job_id}")]

    def stop(self, handle: JobHandle, reason: str, key: str) -> list[BackendCommand]:
        return [self._mutate(handle, key, "stop", f"virtual cancel {handle.job_id}", stop=True)]

    def _mutate(
        self, handle: JobHandle, key: str, action: str, command: str, stop: bool = False
    ) -> BackendCommand:
        with self._lock:
            record = dict(self._load(handle.job_id))
            if self._done(record, key):
                return BackendCommand(command=command, skipped=True)
            if stop:
                record["stopped_at"] = _now().isoformat()
            self._act(record, key, action)
        return BackendCommand(command=command)
