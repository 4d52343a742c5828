"""torch.compile's own exceptions are the program's (its code or compile settings), and an
out-of-memory the compiler's exception carries still reads as the out-of-memory."""

from __future__ import annotations

import pytest

from trainwarden.attribution import Catalog


def _best(catalog: Catalog, line: str):
    matched = [s for s in catalog.for_stream("rank-0") if s.regex.search(line)]
    assert matched, line
    return max(matched, key=lambda s: s.spec.priority)


@pytest.mark.parametrize("line", [
    # https://github.com/FoundationVision/Infinity/issues/31 (Inductor against a mismatched Triton)
    "torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised:",
    # https://github.com/unslothai/unsloth/issues/2230 (notebook form, no module prefix)
    "BackendCompilerFailed: backend='inductor' raised: SystemError: PY_SSIZE_T_CLEAN macro must "
    "be defined for '#' formats",
])
def test_a_compiler_exception_is_the_programs(catalog: Catalog, line: str) -> None:
    sig = _best(catalog, line)
    assert (sig.id, sig.category, sig.spec.implicates_node) == (
        "torch-compile-error", "user_code", False)


def test_an_out_of_memory_the_compiler_carries_outranks_it(catalog: Catalog) -> None:
    # composed: the exception above carrying PyTorch's allocator message as its cause
    line = ("torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised: "
            "OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB")
    assert _best(catalog, line).category == "oom"
