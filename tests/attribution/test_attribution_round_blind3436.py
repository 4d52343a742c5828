# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""Vocabulary from the blind34/blind36 round, held to lines posted in reports no corpus cites:

- NCCL's `Software caused connection abort` (ECONNABORTED from socketStartConnect) is a
  connection failing, also when a log flattens it onto ProcessGroupNCCL's exception line,
  whose `ProcessGroup... abort` wording it must not be mistaken for;
- Sample Factory's runner losing its workers' heartbeats is a hang (its runner.py);
- a simulator's headless EGL context that eglInitialize refused, and Mesa's lavapipe fallback,
  are the job's set-up (user_code).
"""

from __future__ import annotations

import pytest
from line_reading import best_id

from trainwarden.attribution import Catalog

# https://github.com/sgl-project/sglang/issues/5594 (the WARN line);
# https://github.com/NVIDIA/nccl-tests/issues/162 (its title's WARN line)
_CONNECT_ABORT = "h100-15:139:1092 [7] socket.c:485 NCCL WARN socketStartConnect: Connect to 10.0.0.82<38455> failed : Software caused connection abort"

POSTED = [
    (_CONNECT_ABORT, "connection-reset"),
    # the same WARN text as PyTorch's exception carries it under `Last error:`, flattened onto
    # one line by a log collector (the ProcessGroupNCCL.cpp path precedes it)
    (
        "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1691, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.19.3 ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error. Last error: socketStartConnect: Connect to 10.0.0.82<38455> failed : Software caused connection abort",
        "connection-reset",
    ),
    # Sample Factory's runner, in the format its _check_heartbeat logs
    # (https://github.com/alex-petrenko/sample-factory/pull/192)
    ("[2022-08-12 10:01:07,331][01312] No heartbeat for components: RolloutWorker_w3 (124 seconds)", "sample-factory-no-heartbeat"),
    ("[2022-08-12 10:01:07,331][01312] Stopping training due to lack of heartbeats from <class 'sample_factory.algo.sampling.rollout_worker.RolloutWorker'>", "sample-factory-no-heartbeat"),
    # https://github.com/facebookresearch/habitat-sim/issues/1298
    ("DrawableGroup:Platform::WindowlessEglApplication::tryCreateContext(): cannot initialize EGL: EGL_NOT_INITIALIZED", "egl-context-unavailable"),
    # https://github.com/leggedrobotics/legged_gym/issues/62 and
    # https://github.com/carla-simulator/carla/issues/6712 (Mesa's capitalised wording)
    ("WARNING: lavapipe is not a conformant vulkan implementation, testing use only.", "vulkan-software-renderer"),
    ("WARNING: Lavapipe is not a conformant vulkan implementation, testing use only", "vulkan-software-renderer"),
]


@pytest.mark.parametrize(("line", "expected"), POSTED)
def test_posted_lines_read_as_their_programs_say(catalog: Catalog, line: str, expected: str) -> None:
    assert best_id(catalog, "rank-0", line) == expected


def test_a_process_group_abort_is_still_the_groups_own(catalog: Catalog) -> None:
    # constructed, not posted: the shape the `ProcessGroup... abort` branch is for, with no errno
    # text after it, so the narrowing keeps it
    line = "[PG 0 Rank 3] ProcessGroupNCCL aborting communicators after an error"
    assert best_id(catalog, "rank-0", line) == "pg-aborted"
