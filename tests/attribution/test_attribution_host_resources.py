"""A process out of file descriptors (errno 24), or unable to open a shared-memory file, is the
job's configuration (its `ulimit -n`, its sharing strategy), not a full /dev/shm."""

from __future__ import annotations

import pytest

from trainwarden.attribution import Catalog


@pytest.mark.parametrize("line", [
    # https://github.com/ML-GSAI/SMDM/issues/3 (newer PyTorch appends the errno)
    "RuntimeError: unable to open shared memory object </torch_710863_755204907_419> in "
    "read-write mode: Too many open files (24)",
    # https://github.com/open-mmlab/mmaction2/issues/218 (older PyTorch, no errno; the
    # maintainers' answer in https://github.com/pytorch/pytorch/issues/14768 is the fd limit)
    "RuntimeError: unable to open shared memory object </torch_16550_876314950> in read-write mode",
])
def test_a_descriptor_limit_is_not_a_full_dev_shm(catalog: Catalog, line: str) -> None:
    matched = [s for s in catalog.for_stream("rank-0") if s.regex.search(line)]
    best = max(matched, key=lambda s: s.spec.priority)
    assert (best.id, best.category) == ("fd-limit-exhausted", "user_code")
