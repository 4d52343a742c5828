"""A small training program for the recurrence end-to-end tests (test harness, not product code).

Each node's process (one per node: the local backend's command, or an `srun --label` task on
Slurm, whose node name and number it then takes from Slurm's variables) waits at a file barrier
until every node of the run came up (as ranks wait in init_process_group), then prints `step N`
lines and, on node rank 0, writes a manifest checkpoint every 5 steps; it resumes from
TRAINWARDEN_RESUME_STEP. One node fails with `RuntimeError: CUDA error: unspecified launch
failure` and no kernel line:

- RECUR_MODE=sticky: node RECUR_BAD_NODE fails at step RECUR_FAIL_STEP in run 1, then at every
  start (before the barrier) in every later run that lands on it; RECUR_BAD_NODE=auto: the node
  of node rank 1 in run 1 (recorded in RECUR_STATE/bad-node; Slurm picks the nodes);
- RECUR_MODE=moving: in run R the node of node rank (R - 1) % nnodes fails (a fault in the
  program, not in a machine): at step RECUR_FAIL_STEP in run 1, at start in later runs.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from trainwarden.checkpoints.manifest import write_manifest_checkpoint


def launch_failure() -> None:
    raise RuntimeError("CUDA error: unspecified launch failure")


def barrier(run_dir: Path, node: str, nnodes: int, limit: float = 120.0) -> None:
    gate = run_dir / "recur-barrier"
    gate.mkdir(exist_ok=True)
    (gate / node).write_text("up")
    deadline = time.monotonic() + limit
    while len(list(gate.iterdir())) < nnodes:
        if time.monotonic() > deadline:
            sys.exit(3)
        time.sleep(0.05)


def bad_node(env: os._Environ[str], node: str, node_rank: int, run: int) -> str:
    name = env.get("RECUR_BAD_NODE", "")
    if name != "auto":
        return name
    state = Path(env["RECUR_STATE"]) / "bad-node"
    if run == 1:
        if node_rank == 1:
            state.write_text(node)
        return node if node_rank == 1 else ""
    return state.read_text() if state.exists() else ""


def saved(uri: str) -> bool:
    return any(Path(uri).glob("step_*/manifest.json"))


def main() -> None:
    env = os.environ
    node = env.get("TRAINWARDEN_NODE") or env["SLURMD_NODENAME"]
    node_rank = int(env.get("TRAINWARDEN_NODE_RANK") or env["SLURM_NODEID"])
    run, nnodes = int(env["TRAINWARDEN_RUN"]), int(env["TRAINWARDEN_NNODES"])
    mode, fail_step = env["RECUR_MODE"], int(env.get("RECUR_FAIL_STEP", "12"))
    start = int(env.get("TRAINWARDEN_RESUME_STEP") or 0)
    print(f"recurjob: run {run} on {node} (node rank {node_rank}) from step {start}", flush=True)
    bad = mode == "sticky" and node == bad_node(env, node, node_rank, run)
    failing = bad or (mode == "moving" and node_rank == (run - 1) % nnodes)
    if failing and run > 1:
        launch_failure()  # at start: the others are coming up and will wait
    barrier(Path(env["TRAINWARDEN_RUN_DIR"]), node, nnodes)
    step = start
    while True:
        step += 1
        time.sleep(0.1)
        if failing and step >= fail_step and saved(env["TRAINWARDEN_CHECKPOINT_URI"]):
            launch_failure()  # once a checkpoint exists (node rank 0 may lag on a busy machine)
        print(f"step {step}", flush=True)
        if node_rank == 0 and step % 5 == 0:
            write_manifest_checkpoint(env["TRAINWARDEN_CHECKPOINT_URI"], step, {"w.pt": b"w"})


if __name__ == "__main__":
    main()
