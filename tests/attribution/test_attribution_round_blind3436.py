# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""Vocabulary from the blind34/blind36 round, held to lines posted in reports no corpus cites:

- NCCL's `Software caused connection abort` (ECONNABORTED from socketStartConnect) is a
  connection failing, also when a log flattens it onto ProcessGroupNCCL's exception line,
  whose `ProcessGroup... abort` wording it must not be mistaken for;
- Sample Factory's runner losing its workers' heartbeats is a hang (its runner.py);
- a simulator's headless EGL context that eglInitialize refused, and Mesa's lavapipe fallback,
  are the job's set-up (user_code);
- GPU PhysX's own internal errors (Isaac Gym's simulator) are the simulator the program drives
  crashing (user_code), also when its allocator's pinned-memory warning follows them.
"""

from __future__ import annotations

import pytest
from line_reading import best_id

from trainwarden.attribution import Catalog

# https://github.com/sgl-project/sglang/issues/5594 (the WARN line);
# https://github.com/NVIDIA/nccl-tests/issues/162 (its title's WARN line)
_CONNECT_ABORT = "h100-15:139:1092 [7] socket.c:485 NCCL WARN socketStartConnect: Connect to 10.0.0.82<38455> failed : Software caused connection abort"

# https://github.com/isaac-sim/IsaacGymEnvs/issues/79
_PHYSX_ARTICULATION = "/buildAgent/work/99bede84aa0a52c2/source/gpuarticulation/src/PxgArticulationCore.cpp (907) : internal error : GPU solveInternalConstraints fail to launch kernel!!"
_PHYSX_SOLVER = "/buildAgent/work/99bede84aa0a52c2/source/gpusolver/src/PxgTGSCudaSolverCore.cpp (1762) : internal error : GPU solveStaticBlock fail to launch kernel!!"
# constructed, not posted: PhysX's allocator warning as its error callback prints it
# (ExtDefaultErrorCallback.cpp's `%s (%d) : %s : %s`, PxgCudaMemoryAllocator.cpp's
# PX_WARN "Failed to allocate pinned memory.")
_PHYSX_PINNED = "/buildAgent/work/99bede84aa0a52c2/source/gpucommon/src/PxgCudaMemoryAllocator.cpp (59) : warning : Failed to allocate pinned memory."

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
    # https://github.com/isaac-sim/IsaacGymEnvs/issues/79 (GPU PhysX's error callback)
    (_PHYSX_ARTICULATION, "gpu-physx-internal-error"),
    (_PHYSX_SOLVER, "gpu-physx-internal-error"),
]


@pytest.mark.parametrize(("line", "expected"), POSTED)
def test_posted_lines_read_as_their_programs_say(catalog: Catalog, line: str, expected: str) -> None:
    assert best_id(catalog, "rank-0", line) == expected


def test_a_process_group_abort_is_still_the_groups_own(catalog: Catalog) -> None:
    # constructed, not posted: the shape the `ProcessGroup... abort` branch is for, with no errno
    # text after it, so the narrowing keeps it
    line = "[PG 0 Rank 3] ProcessGroupNCCL aborting communicators after an error"
    assert best_id(catalog, "rank-0", line) == "pg-aborted"


def _physx_bundle(write_bundle, lines: list[str], name: str):
    import json

    from trainwarden.attribution import attribute_bundle

    stamp = "2026-01-01T00:00:10+00:00"
    return attribute_bundle(write_bundle({
        "logs/node-1/rank-0.log": "".join(f"{stamp} {line}\n" for line in lines),
        "scheduler.jsonl": json.dumps({"ts": "2026-01-01T00:00:20+00:00", "job_state": "FAILED",
                                       "exit_code": 139}) + "\n",
    }, ranks={"0": "node-1"}, name=name))


def test_gpu_physx_internal_errors_are_the_simulators_crash_not_its_pinned_memory(write_bundle) -> None:
    """The internal errors, the allocator's warning and the segmentation fault in one instant:
    the simulator the program drives crashed (user_code, nobody implicated), not a host short of
    pinned memory; the warning alone keeps its out-of-memory reading."""
    crashed = _physx_bundle(write_bundle, [
        _PHYSX_ARTICULATION, _PHYSX_SOLVER, _PHYSX_PINNED, "Segmentation fault (core dumped)"],
        "crashed")
    assert (crashed.verdict, crashed.category, crashed.implicated_nodes) == (
        "attributed", "user_code", []), crashed.explanation
    assert crashed.signature == "gpu-physx-internal-error"
    alone = _physx_bundle(write_bundle, [_PHYSX_PINNED, "Segmentation fault (core dumped)"], "alone")
    assert (alone.category, alone.signature) == ("oom", "host-alloc-failed"), alone.explanation
