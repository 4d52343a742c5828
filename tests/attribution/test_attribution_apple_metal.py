"""macOS's GPU watchdog ending a long Metal command buffer is the program's work, not the GPU."""

from __future__ import annotations

import pytest

from trainwarden.attribution import Catalog


@pytest.mark.parametrize("line", [
    # https://github.com/Acelogic/LTX-2-MLX/issues/5 (MLX, M-series Mac)
    "libc++abi: terminating due to uncaught exception of type std::runtime_error: [METAL] Command "
    "buffer execution failed: Impacting Interactivity "
    "(0000000e:kIOGPUCommandBufferCallbackErrorImpactingInteractivity)",
    # https://github.com/jundot/omlx/issues/1387 (the message wrapped onto its own line)
    "(0000000e: kIOGPUCommandBufferCallbackErrorImpactingInteractivity)",
])
def test_the_metal_watchdog_reads_as_the_programs(catalog: Catalog, line: str) -> None:
    matched = [s for s in catalog.for_stream("rank-0") if s.regex.search(line)]
    best = max(matched, key=lambda s: s.spec.priority)
    assert (best.id, best.category, best.spec.implicates_node) == (
        "metal-gpu-watchdog", "user_code", False)


@pytest.mark.parametrize("line", [
    # https://github.com/lyogavin/airllm/issues/367 (an M-series Mac, the run aborting)
    "libc++abi: terminating due to uncaught exception of type std::runtime_error: [METAL] Command "
    "buffer execution failed: Caused GPU Timeout Error "
    "(00000002:kIOGPUCommandBufferCallbackErrorTimeout)",
    # https://github.com/jundot/omlx/issues/2029 (the same, with the sentence's full stop)
    "libc++abi: terminating due to uncaught exception of type std::runtime_error: [METAL] Command "
    "buffer execution failed: Caused GPU Timeout Error "
    "(00000002:kIOGPUCommandBufferCallbackErrorTimeout).",
])
def test_a_metal_command_buffer_timeout_reads_as_the_programs(catalog: Catalog, line: str) -> None:
    """Metal's command buffer timeout (MTLCommandBufferError.timeout) ends work that ran too
    long in one buffer; the GPU is not at fault, so no node is implicated."""
    matched = [s for s in catalog.for_stream("rank-0") if s.regex.search(line)]
    best = max(matched, key=lambda s: s.spec.priority)
    assert (best.id, best.category, best.spec.implicates_node) == (
        "metal-gpu-timeout", "user_code", False)
