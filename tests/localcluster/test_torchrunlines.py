"""torchrun's worker-failed line and when it is a first sign (trainwarden/localcluster/
torchrunlines.py)."""

from __future__ import annotations

from trainwarden.localcluster.torchrunlines import torchrun_without_restarts, worker_failure

# https://github.com/OEvortex/unsloth/issues/10 (as in tests/slurm/test_slurm_parsing.py)
EXCEPTION = (
    "E0801 13:23:20.000000 32974 torch/distributed/elastic/multiprocessing/api.py:874] failed "
    "(exitcode: 1) local_rank: 1 (pid: 33054) of binary: /home/ubuntu/pythonn3.11/bin/python3"
)
# https://github.com/hiyouga/LlamaFactory/issues/163 (the title)
SIGKILL = (
    "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) "
    "local_rank: 4 (pid: 364592) of binary: /usr/bin/python3"
)


def test_the_line_gives_the_local_rank_and_a_shell_exit_status() -> None:
    assert worker_failure(SIGKILL) == (137, 4, 364592)
    assert worker_failure(EXCEPTION) == (1, 1, 33054)
    assert worker_failure("  exitcode  : -9 (pid: 22065)  (SIGKILL)") is None  # the summary


def test_only_a_torchrun_that_will_not_restart_makes_it_a_sign() -> None:
    base = "torchrun --nnodes 2 --nproc-per-node 2 train.py"
    assert torchrun_without_restarts(base, {})
    assert torchrun_without_restarts(["python", "-m", "torch.distributed.run", "t.py"], {})
    assert torchrun_without_restarts(base.replace("train", "--max-restarts 0 train"), {})
    assert not torchrun_without_restarts(base.replace("train", "--max-restarts 3 train"), {})
    assert not torchrun_without_restarts(base.replace("train", "--max_restarts=1 train"), {})
    assert not torchrun_without_restarts(base.replace("train", "--max-restarts $N train"), {})
    assert not torchrun_without_restarts(base, {"PET_MAX_RESTARTS": "2"})
    assert not torchrun_without_restarts("bash run.sh", {})  # a wrapper may hide its arguments
