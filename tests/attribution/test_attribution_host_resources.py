# ruff: noqa: E501  (posted lines are kept as printed)
"""A process out of file descriptors (errno 24), or unable to open a shared-memory file, is the
job's configuration (its `ulimit -n`, its sharing strategy), not a full /dev/shm."""

from __future__ import annotations

import json

import pytest
from two_nodes import TWO_NODES, at, log, steps

from trainwarden.attribution import Catalog, attribute_bundle


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


# https://github.com/pjl1995/CTracker/issues/13: a DataLoader batch whose tensor storage a
# worker shared by file descriptor, fetched from the worker's resource_sharer, refused (the
# post's first lines as given; its indentation as CPython prints it)
FD_SHARING_REFUSED = [
    '  File "/home/wyf/anaconda3/envs/CTracker/lib/python3.7/site-packages/torch/multiprocessing/reductions.py", line 151, in rebuild_storage_fd',
    "    fd = df.detach()",
    '  File "/home/wyf/anaconda3/envs/CTracker/lib/python3.7/multiprocessing/resource_sharer.py", line 57, in detach',
    "    with _resource_sharer.get_connection(self._id) as conn:",
    '  File "/home/wyf/anaconda3/envs/CTracker/lib/python3.7/multiprocessing/resource_sharer.py", line 87, in get_connection',
    "    c = Client(address, authkey=process.current_process().authkey)",
    '  File "/home/wyf/anaconda3/envs/CTracker/lib/python3.7/multiprocessing/connection.py", line 492, in Client',
    "    c = SocketClient(address)",
    '  File "/home/wyf/anaconda3/envs/CTracker/lib/python3.7/multiprocessing/connection.py", line 620, in SocketClient',
    "    s.connect(address)",
    "ConnectionRefusedError: [Errno 111] Connection refused",
]


def test_a_refused_descriptor_fetch_is_the_programs_sharing_not_the_network(write_bundle) -> None:
    """The connection refused is a local socket between the program's own processes (the
    descriptor's sharer gone): the job's sharing strategy or descriptor limit, not the network."""
    bundle = write_bundle({
        "scheduler.jsonl": json.dumps({"ts": at(120), "job_state": "FAILED", "exit_code": 1}) + "\n",
        "metrics.jsonl": steps(100),
        "logs/node-1/rank-0.log": log((100, "step 10 loss 2.31"),
                                      *((110, line) for line in FD_SHARING_REFUSED)),
    }, ranks=TWO_NODES)
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", [])
    assert result.signature == "fd-sharing-connection-failed"
