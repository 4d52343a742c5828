# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""Failures the catalog already knows, in the other words their programs also use: a native
check logged without glog's severity prefix, an exception an excepthook logs as `Uncaught`,
slurmstepd's exec refused for a file without its execute bit, NCCL's stream-ordered device
allocation failing, Google's training service quoting the traceback a replica raised, bash's word for a command path that is not
there and Open MPI's for the daemons it then could not start; and glog's abort report behind Ray's worker prefix, which is the abort,
not the program going on. Every line below was posted publicly (the URL above it), or, where
said, is the program's own format string.
"""

from __future__ import annotations

import pytest

from trainwarden.attribution import Catalog
from trainwarden.attribution.bundle.matcher import matcher_for
from trainwarden.attribution.corroboration import ABORT_REPORT


def _best(catalog: Catalog, text: str, stream: str = "rank-0") -> tuple[str, str] | None:
    found = matcher_for(catalog, stream).best(text, text.lower())
    return (found[0].id, found[0].category) if found else None


POSTED = [
    # https://github.com/openxla/xla/issues/47370 (absl's prefix: `F0000 00:00:<unix time>`)
    ("F0000 00:00:1786848421.425461 3829339 ir_emitter.cc:3562] Check failed: 1 == assigned_buffers.size() (1 vs. 2)",
     ("native-fatal-check", "user_code")),
    # https://github.com/allenai/OLMo/issues/886 (OLMo's excepthook, olmo/util.py)
    ("CRITICAL Uncaught ConnectionError: Caught ConnectionError in DataLoader worker process 0. Original Traceback (most recent call last):",
     ("python-exception", "user_code")),
    # https://github.com/elyall/wandb_on_slurm/issues/5 (a script without its execute bit)
    ("slurmstepd: error: execve(): start-agent.sh: Permission denied",
     ("launcher-not-found", "user_code")),
    # https://github.com/GoogleCloudPlatform/vertex-ai-samples/pull/1504 (Vertex AI quoting the
    # replica's traceback, its newlines escaped)
    ('Step #4: message: "The replica workerpool1-1 exited with a non-zero status of 1. Termination reason: Error. \\nTraceback (most recent call last):\\n  [...]\\n  File \\"/root/.local/lib/python3.7/site-packages/transformers/models/auto/auto_factory.py\\", line 465, in from_pretrained',
     ("cloud-ml-replica-traceback", "user_code")),
    # https://github.com/tensorflow/models/issues/4294 (AI Platform, the traceback flattened)
    ('The replica master 0 exited with a non-zero status of 1. Termination reason: Error. Traceback (most recent call last): File "/usr/lib/python2.7/runpy.py", line 174, in _run_module_as_main "__main__", fname, loader, pkg_name)',
     ("cloud-ml-replica-traceback", "user_code")),
    # https://github.com/horovod/horovod/issues/301 (bash, over mpirun's ssh, on a command
    # given by its path: the path form of `command not found`), then Open MPI's report of it
    ("bash: /usr/local/bin/orted: No such file or directory",
     ("launcher-not-found", "user_code")),
    ("ORTE was unable to reliably start one or more daemons.",
     ("mpi-daemons-not-started", "user_code")),
    # NCCL's own format string, src/include/alloc.h (ncclCudaCallocAsync):
    # WARN("Failed to CUDA calloc async %ld bytes", ...), as NCCL_DEBUG=WARN prints it
    ("node1:47604:53083 [0] include/alloc.h:206 NCCL WARN Failed to CUDA calloc async 1920 bytes",
     ("nccl-cuda-oom", "oom")),
]


@pytest.mark.parametrize(("text", "expected"), POSTED, ids=[p[1][0] for p in POSTED])
def test_another_wording_of_a_known_failure_reads_as_it(
        catalog: Catalog, text: str, expected: tuple[str, str]) -> None:
    assert _best(catalog, text) == expected


# lines of the same programs that report no failure
HEALTHY = [
    # https://github.com/openxla/xla/issues/47370
    "I0000 00:00:1786848029.841620 3814267 service.cc:178] XLA service 0x5ce8c3ced210 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:",
    # https://github.com/jax-ml/jax/issues/13260 (libtpu's own glog INFO line)
    "I0206 23:21:41.495393    6454 b295d63588a.cc:726] Linux version 5.13.0-1027-gcp (buildd@lcy02-amd64-062) (gcc (Ubuntu 9.4.0-1ubuntu1~20.04.1) 9.4.0, GNU ld (GNU Binutils for Ubuntu) 2.34) #32~20.04.1-Ubuntu SMP Thu May 26 10:53:08 UTC 2022",
]


@pytest.mark.parametrize("text", HEALTHY)
def test_their_ordinary_lines_read_as_nothing(catalog: Catalog, text: str) -> None:
    assert _best(catalog, text) is None


# https://github.com/jax-ml/jax/issues/9642 (glog's failure signal handler after a check), each
# line as Ray's log monitor relays a worker's output: behind `(ActorName pid=N, ip=A)`
@pytest.mark.parametrize("line", [
    "*** SIGABRT received by PID 545434 (TID 545434) on cpu 25 from PID 545434; stack trace: ***",
    "PC: @     0x7fcf5129603b  (unknown)  raise",
    "    @     0x7fcf4bb4a197        544  xla::Service::BuildExecutable()",
])
@pytest.mark.parametrize("prefix", ["", "(RayTrainWorker pid=3187, ip=10.0.0.5) "])
def test_an_abort_report_behind_a_ray_prefix_is_still_the_abort(prefix: str, line: str) -> None:
    assert ABORT_REPORT.search(prefix + line) is not None
