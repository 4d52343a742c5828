"""Helpers for tests on the private Slurm cluster (imported by conftest.py and the tests)."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from helpers_e2e import WAIT_SCALE

from trainwarden.activities.backends.slurm import SlurmBackend
from trainwarden.models import JobHandle, JobObservation, JobSpec, SlurmJobOptions

REPO = Path(__file__).resolve().parents[2]
TRAINER_SCRIPT = REPO / "deploy" / "slurm" / "trainer_job.sh"


def _load_localslurm() -> Any:
    spec = importlib.util.spec_from_file_location(
        "localslurm", REPO / "deploy" / "slurm" / "localslurm.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["localslurm"] = module
    spec.loader.exec_module(module)
    return module


localslurm = _load_localslurm()


@dataclass
class SlurmTestEnv:
    """Paths and factories for tests on the session's cluster."""

    cluster: Any
    root: Path
    start_seconds: float
    protected_jobs: set[str] = field(default_factory=set)
    counter: int = 0

    @property
    def conf(self) -> str:
        return str(self.cluster.conf_path)

    @property
    def run_root(self) -> Path:
        return self.root / "runs"

    @property
    def node_root(self) -> Path:
        """Where trainer_job.sh writes node kernel logs and the backend reads them by default."""
        return self.run_root / "nodes"

    def backend(self, **kwargs: Any) -> SlurmBackend:
        kwargs.setdefault("poll_interval", 0.5)
        return SlurmBackend(slurm_conf=self.conf, run_root=self.run_root, **kwargs)

    def scontrol(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            ["scontrol", *args], env=self.cluster.env, capture_output=True, text=True, check=check
        )

    def trainer_job(
        self,
        name: str,
        nodes: int = 2,
        ranks_per_node: int = 2,
        trainer_args: str = "--step-seconds 0.2 --checkpoint-every 5 --collective-timeout 10",
        extra_sbatch: list[str] | None = None,
        python: str = sys.executable,
        pythonpath: str | None = str(REPO),
        spare_nodes: int = 0,
    ) -> TrainerJob:
        """A JobSpec that sbatches deploy/slurm/trainer_job.sh running the trainer under srun
        (with ``python``, the checkout on its path unless ``pythonpath`` is None)."""
        self.counter += 1
        work = self.root / "jobs" / f"{name}-{self.counter}"
        work.mkdir(parents=True)
        faults = work / "faults.json"
        checkpoints = work / "checkpoints"
        export = "--export=" + ",".join(
            [
                "PATH",
                f"TRAINWARDEN_PYTHON={python}",
                *([f"TRAINWARDEN_PYTHONPATH={pythonpath}"] if pythonpath else []),
                f"TRAINWARDEN_TRAINER_ARGS={trainer_args}",
                f"TRAINWARDEN_FAULTS={faults}",
            ]
        )
        spec = JobSpec(
            name=f"{name}-{self.counter}",
            backend="slurm",
            nodes=nodes,
            ranks_per_node=ranks_per_node,
            checkpoint_uri=str(checkpoints),
            slurm=SlurmJobOptions(
                script=str(TRAINER_SCRIPT),
                sbatch_args=[
                    *([] if spare_nodes else [f"--nodes={nodes}"]),
                    f"--ntasks-per-node={ranks_per_node}",
                    f"--output={work}/slurm-%j.out",
                    f"--chdir={work}",
                    export,
                    *(extra_sbatch or []),
                ],
                slurm_conf=self.conf,
                spare_nodes=spare_nodes,
            ),
        )
        return TrainerJob(spec=spec, work=work, faults=faults, checkpoints=checkpoints)


@dataclass
class TrainerJob:
    spec: JobSpec
    work: Path
    faults: Path
    checkpoints: Path

    def arm_fault(self, node: str, kind: str = "xid", xid: int = 79, fire_after: int = 3) -> None:
        """Make node faulty for every run of this job from now on (the sticky fault table)."""
        fault = {"id": f"{kind}-{node}", "node": node, "kind": kind, "sticky": True,
                 "xid": xid, "fire_after": fire_after}  # fmt: skip
        self.faults.write_text(json.dumps([fault]))

    def arm_in_run(self, run_dir: Path) -> None:
        """Also arm the current run (the trainer re-reads its run's faults.json on change)."""
        (run_dir / "faults.json").write_text(self.faults.read_text())


def wait_for(
    backend: SlurmBackend,
    handle: JobHandle,
    predicate: Callable[[JobObservation], bool],
    timeout: float = 30.0,
    what: str = "condition",
) -> JobObservation:
    timeout *= WAIT_SCALE  # the bound only; the wait ends on the condition
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        last = backend.observe(handle)
        if predicate(last):
            return last
        time.sleep(0.3)
    raise AssertionError(f"timed out waiting for {what}; last observation: {last}")
