"""A small but real PyTorch DDP training program, for trainwarden's examples and tests.

Run it with torchrun (gloo on CPU, NCCL when CUDA is available). It is an ordinary training
script: nothing in it depends on trainwarden except, optionally, the progress client.

- Trains a tiny MLP on a synthetic regression task (deterministic per step and rank).
- Saves a PyTorch Distributed Checkpoint (DCP) every ``--checkpoint-every`` steps into
  ``$TRAINWARDEN_CHECKPOINT_URI/step_NNNNNNNN`` (``--checkpoint-dir`` without trainwarden;
  ``--checkpoint-name iter_{step:07d}`` names them as Megatron-style programs do).
- Resumes from exactly ``$TRAINWARDEN_RESUME_PATH`` (``--resume-path``) when given.
- Prints ``step N/M | loss ...`` from every rank (trainwarden's ``generic`` progress preset
  reads it) and, if ``trainwarden.progress`` is importable, reports each step and the
  checkpoint save/load phases through it (precise progress; a long save is not a hang).
- With ``--ft-heartbeats``, sends NVIDIA ft_launcher's rank heartbeat after each step (the change
  a program makes for ft_launcher's hang detection; needs ``nvidia-resiliency-ext``).
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from datetime import timedelta
from pathlib import Path

import torch
import torch.distributed as dist
import torch.distributed.checkpoint as dcp
from torch import nn
from torch.nn.parallel import DistributedDataParallel

try:  # optional: precise progress and "saving a checkpoint is not a hang"
    from trainwarden import progress as tw_progress
except ImportError:
    tw_progress = None


def parse_args() -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    p.add_argument("--steps", type=int, default=1000)
    p.add_argument("--checkpoint-every", type=int, default=10)
    p.add_argument("--step-seconds", type=float, default=0.2, help="pace of the toy model")
    p.add_argument("--checkpoint-dir", default=os.environ.get("TRAINWARDEN_CHECKPOINT_URI"))
    p.add_argument("--resume-path", default=os.environ.get("TRAINWARDEN_RESUME_PATH"))
    p.add_argument(
        "--checkpoint-name",
        default="step_{step:08d}",
        help="name of each checkpoint directory, formatted with the step",
    )
    p.add_argument("--fail-at-step", type=int, default=None, help="raise here (user code error)")
    p.add_argument("--fail-rank", type=int, default=0)
    p.add_argument(
        "--pg-timeout", type=float, default=None, help="process-group timeout, s (torch default)"
    )
    p.add_argument(
        "--no-progress-client",
        action="store_true",
        help="print log lines only, as a program that knows nothing of trainwarden",
    )
    p.add_argument(
        "--ft-heartbeats",
        action="store_true",
        help="send NVIDIA ft_launcher's rank heartbeat each step (nvidia-resiliency-ext)",
    )
    return p.parse_args()


def ft_heartbeat_client() -> Callable[[], None]:
    """What ft_launcher's rank monitor asks of a program: connect once, beat every step."""
    from nvidia_resiliency_ext.fault_tolerance import RankMonitorClient

    client = RankMonitorClient()
    client.init_workload_monitoring()
    return client.send_heartbeat


def report_step(step: int) -> None:
    if tw_progress is not None:
        tw_progress.step(step)


def phase(name: str) -> AbstractContextManager[object]:
    return tw_progress.phase(name) if tw_progress is not None else nullcontext()


def batch(step: int, rank: int, device: torch.device) -> tuple[torch.Tensor, torch.Tensor]:
    """The same data for the same (step, rank), so a resumed run retraces the lost steps."""
    gen = torch.Generator().manual_seed(step * 1000 + rank)
    x = torch.randn(32, 16, generator=gen)
    y = x.sum(dim=1, keepdim=True).sin()
    return x.to(device), y.to(device)


def main() -> int:
    global tw_progress
    args = parse_args()
    if args.no_progress_client:
        tw_progress = None
    use_cuda = torch.cuda.is_available()
    timeout = timedelta(seconds=args.pg_timeout) if args.pg_timeout else None
    dist.init_process_group("nccl" if use_cuda else "gloo", timeout=timeout)
    rank, world = dist.get_rank(), dist.get_world_size()
    local_rank = int(os.environ.get("LOCAL_RANK", "0"))
    device = torch.device(f"cuda:{local_rank}") if use_cuda else torch.device("cpu")
    if use_cuda:
        torch.cuda.set_device(device)
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(16, 64), nn.ReLU(), nn.Linear(64, 1)).to(device)
    ddp = DistributedDataParallel(model, device_ids=[local_rank] if use_cuda else None)
    optim = torch.optim.SGD(ddp.parameters(), lr=0.05)

    heartbeat = ft_heartbeat_client() if args.ft_heartbeats else None
    start = 0
    if args.resume_path:
        with phase("load"):
            state = {"model": model.state_dict(), "step": torch.tensor(0)}
            dcp.load(state, checkpoint_id=args.resume_path)
            model.load_state_dict(state["model"])
            start = int(state["step"])
        print(f"resumed from {args.resume_path} at step {start}", flush=True)

    for step in range(start + 1, args.steps + 1):
        x, y = batch(step, rank, device)
        loss = nn.functional.mse_loss(ddp(x), y)
        optim.zero_grad()
        loss.backward()  # DDP all-reduces the gradients here: a dead peer stops every rank
        optim.step()
        time.sleep(args.step_seconds)
        if args.fail_at_step == step and rank == args.fail_rank:
            raise ValueError(f"bad batch at step {step}: loss is {loss.item():.4f}")
        print(
            f"step {step}/{args.steps} | loss {loss.item():.4f} | rank {rank}/{world}", flush=True
        )
        report_step(step)
        if heartbeat is not None:
            heartbeat()
        if args.checkpoint_dir and step % args.checkpoint_every == 0:
            path = Path(args.checkpoint_dir) / args.checkpoint_name.format(step=step)
            with phase("checkpoint"):
                dcp.save(
                    {"model": model.state_dict(), "step": torch.tensor(step)}, checkpoint_id=path
                )
            if rank == 0:
                print(f"saved checkpoint {path}", flush=True)
    dist.barrier()
    dist.destroy_process_group()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
