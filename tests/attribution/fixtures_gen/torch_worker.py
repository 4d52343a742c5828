"""A tiny torch.distributed training program (gloo, CPU) with injectable real faults.

Run by torchrun. FAULT="kind:rank:step" with kind one of raise, kill, hang, nan; or "none".
Per-rank metrics go to $TW_METRICS_DIR/rank-R.jsonl (the simulated cluster's metrics agent).
"""

from __future__ import annotations

import json
import os
import signal
import sys
import time
from datetime import UTC, datetime, timedelta

import torch
import torch.distributed as dist


def main() -> None:
    timeout = float(os.environ.get("TW_COLLECTIVE_TIMEOUT", "4"))
    # Joining waits for every rank's start, which a loaded machine stretches past the short
    # collective timeout (a run that never began is not the scenario): the joining gets a long
    # timeout, the training's collectives the short one, through a group of their own.
    dist.init_process_group("gloo", timeout=timedelta(seconds=120))
    group = dist.new_group(timeout=timedelta(seconds=timeout))
    rank, world = dist.get_rank(), dist.get_world_size()
    kind, fault_rank, fault_step = (os.environ.get("FAULT", "none") + "::").split(":")[:3]
    fault_rank = int(fault_rank) if fault_rank else -1
    fault_step = int(fault_step) if fault_step else -1
    steps = int(os.environ.get("TW_STEPS", "8"))
    metrics = open(os.path.join(os.environ["TW_METRICS_DIR"], f"rank-{rank}.jsonl"), "a")
    node = os.environ["TW_NODE"]
    torch.manual_seed(1234 + rank)
    model = torch.nn.Linear(16, 1)
    opt = torch.optim.SGD(model.parameters(), lr=0.05)
    print(f"rank {rank}/{world} on {node} initialised gloo process group", flush=True)
    for step in range(1, steps + 1):
        started = time.monotonic()
        x = torch.randn(32, 16)
        y = x.sum(dim=1, keepdim=True)
        if kind == "nan" and rank == fault_rank and step >= fault_step:
            x = x * float("inf")
        loss = torch.nn.functional.mse_loss(model(x), y)
        if not torch.isfinite(loss):
            raise FloatingPointError(f"loss is {loss.item()} at step {step}")
        opt.zero_grad()
        loss.backward()
        if rank == fault_rank and step == fault_step:
            if kind == "raise":
                raise ValueError(f"batch {step} has 32 samples but the labels have 31")
            if kind == "kill":
                os.kill(os.getpid(), signal.SIGKILL)
            if kind == "hang":
                time.sleep(float(os.environ.get("TW_HANG_SECONDS", "30")))
        for p in model.parameters():
            dist.all_reduce(p.grad, group=group)
            p.grad /= world
        opt.step()
        dist.barrier(group=group)
        elapsed = time.monotonic() - started + 0.05
        time.sleep(0.05)
        now = datetime.now(UTC).isoformat()
        print(f"step {step} loss {loss.item():.4f} step_time {elapsed:.3f}s", flush=True)
        for name, value in (("step_seconds", round(elapsed, 4)), ("step", step)):
            record = {"ts": now, "node": node, "rank": rank, "name": name, "value": value}
            metrics.write(json.dumps(record) + "\n")
        metrics.flush()
    dist.destroy_process_group()
    print(f"rank {rank} finished {steps} steps", flush=True)


if __name__ == "__main__":
    sys.exit(main())
