# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""Three readings the Kubernetes and NVIDIA/Slurm round settled by the programs' own words:
CPython refusing to open the script it was told to run (Modules/main.c) is the job's own
launch, a failed image pull the registry answered (the image the pod's spec names is not there,
or may not be pulled) is the job's own spec (Kubernetes' images page), and the NVIDIA driver
failing to initialise a GPU (`RmInitAdapter failed!`) is that node's GPU.

Every line was posted publicly (the URL above it). A pull that failed on the way, with no
registry answer, stays a back-off of unknown cause and matches none of them.
"""

from __future__ import annotations

import pytest

from trainwarden.attribution import Catalog
from trainwarden.attribution.bundle.matcher import matcher_for


def _best(catalog: Catalog, text: str, stream: str) -> tuple[str, str, bool] | None:
    """(id, category, implicates the node) of the signature the scanner gives the line."""
    found = matcher_for(catalog, stream).best(text, text.lower())
    return (found[0].id, found[0].category, found[0].spec.implicates_node) if found else None


# (stream, line as posted, signature id, category, implicates the node)
POSTED = [
    # https://github.com/mlcommons/training/issues/147
    ("rank-0", "python: can't open file 'tools/train_net.py': [Errno 2] No such file or directory", "launcher-not-found", "user_code", False),
    # https://github.com/HKUDS/AI-Researcher/issues/8 (a container's entrypoint)
    ("rank-0", "python3: can't open file '/workplace/tcp_server.py': [Errno 2] No such file or directory", "launcher-not-found", "user_code", False),
    # https://github.com/kubevela/kubevela/pull/981 (kubectl describe's Events row)
    ("events", '  Warning  Failed     27s (x3 over 75s)  kubelet            Failed to pull image "oamdev/vela-core:0.3.1": rpc error: code = Unknown desc = Error response from daemon: manifest for oamdev/vela-core:0.3.1 not found: manifest unknown: manifest unknown', "k8s-image-not-in-registry", "user_code", False),
    # https://github.com/aerokube/moon/issues/43 (an older kubelet's rpc code)
    ("events", 'Failed to pull image "aerokube/logger:cad1da0af14ee43856ce3ca635daf0e79ebb1fef": rpc error: code = 2 desc = manifest unknown: manifest unknown', "k8s-image-not-in-registry", "user_code", False),
    # https://github.com/NVIDIA/gpu-operator/issues/649 (newer drivers name the GPU)
    ("kernel", "[ 1097.650222] NVRM: GPU 0000:04:01.0: RmInitAdapter failed! (0x11:0x45:2525)", "nvrm-init-adapter-failed", "gpu_hardware", True),
    ("kernel", "[ 1097.650377] NVRM: GPU 0000:04:01.0: rm_init_adapter failed, device minor number 0", "nvrm-init-adapter-failed", "gpu_hardware", True),
    # https://github.com/NVIDIA/open-gpu-kernel-modules/issues/789 (GSP firmware would not start)
    ("kernel", "[  903.610907] NVRM: GPU 0000:98:00.0: RmInitAdapter failed! (0x62:0x65:1792)", "nvrm-init-adapter-failed", "gpu_hardware", True),
]


@pytest.mark.parametrize(("stream", "line", "entry", "category", "names_node"), POSTED)
def test_a_posted_line_reads_as_its_programs_own_words(
    catalog: Catalog, stream: str, line: str, entry: str, category: str, names_node: bool
) -> None:
    assert _best(catalog, line, stream) == (entry, category, names_node)


# A pull that failed on the way (no answer from the registry about the image) says nothing of
# the spec: https://github.com/kubernetes/kubernetes/issues/30710
NOT_THE_SPEC = [
    'Failed to pull image "kubernetes/pause": image pull failed for unknown error',
]


@pytest.mark.parametrize("line", NOT_THE_SPEC)
def test_a_pull_with_no_registry_answer_is_not_the_jobs_spec(catalog: Catalog, line: str) -> None:
    found = _best(catalog, line, "events")
    assert found is None or found[0] != "k8s-image-not-in-registry"
