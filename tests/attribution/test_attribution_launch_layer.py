# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""The layer that launches a job failing before the program runs (playbooks/signatures/
launch-layer.yaml): Slurm refusing the request, pyxis/enroot or runc unable to start the
container (pyxis's summary a relay of enroot's own line), the NVIDIA container toolkit's set-up
errors, an MPI rank dead of SIGILL.

Every line below was posted publicly (the URL above it). The job's request or environment is
`user_code`, nobody implicated; the toolkit's timed-out or unknown driver call is `unknown`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from trainwarden.attribution import Catalog, attribute_bundle
from trainwarden.attribution.bundle.matcher import matcher_for


def _best(catalog: Catalog, text: str, stream: str) -> tuple[str, str] | None:
    """(id, category) of the signature the scanner gives the line, or None."""
    found = matcher_for(catalog, stream).best(text, text.lower())
    return (found[0].id, found[0].category) if found else None


# (stream, line as posted, signature id, category); the URL above each is where it was posted
POSTED = [
    # https://github.com/ArjunaCluster/ArjunaUsers/issues/17
    ("sbatch", "sbatch: error: Batch job submission failed: Invalid account or account/partition combination specified", "slurm-request-refused", "user_code"),
    # https://github.com/E3SM-Project/E3SM/issues/1318 (PBS: the queue's walltime limit)
    ("qsub", "qsub: Job exceeds queue resource limits MSG=cannot satisfy queue max walltime requirement", "batch-submission-refused", "user_code"),
    # https://github.com/cBio/cbio-cluster/issues/93 (TORQUE's submit error)
    ("qsub", "qsub: submit error (Job exceeds queue resource limits MSG=cannot satisfy queue max mem requirement) ", "batch-submission-refused", "user_code"),
    # https://github.com/equinor/ert/issues/7550 (LSF's bsub)
    ("bsub", 'failed after 10 retries with error Error in select section: Error near "rusage" : incorrect section name, resource name, or resource function name. Job not submitted.', "batch-submission-refused", "user_code"),
    # pyxis's summary relays enroot's failure: its cause is enroot's own line
    # https://github.com/NVIDIA/pyxis/issues/144 (slurmd's log)
    ("slurmd", "[2024-07-05T14:11:11.152] [51.0] error: pyxis: couldn't start container", "pyxis-container-start-failed", "unknown"),
    # https://github.com/NVIDIA/pyxis/issues/135 (srun's output, the host's slurmstepd prefix)
    ("srun", "slurmstepd-sp-0016: error: pyxis: couldn't start container", "pyxis-container-start-failed", "unknown"),
    # https://github.com/NVIDIA/pyxis/issues/127 (a squashfs path given as a registry image)
    ("srun", "slurmstepd: error: pyxis: failed to import docker image", "pyxis-image-import-failed", "user_code"),
    # https://github.com/NVIDIA/enroot/issues/247
    ("enroot", "enroot-nsenter: failed to create user namespace: Permission denied", "enroot-helper-failed", "user_code"),
    # https://github.com/NVIDIA/nvidia-container-toolkit/issues/678 (Docker, the hook's device rules)
    ("docker", "docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'\\nnvidia-container-cli: mount error: failed to add device rules: unable to find any existing device filters attached to the cgroup: bpf_prog_query(BPF_CGROUP_DEVICE) failed: operation not permitted: unknown.", "nvidia-container-cli-setup-error", "user_code"),
    # https://github.com/NVIDIA/enroot/issues/238 (enroot's 98-nvidia.sh hook)
    ("enroot", "nvidia-container-cli: initialization error: open failed: /proc/self/ns/mnt: permission denied", "nvidia-container-cli-setup-error", "user_code"),
    # https://github.com/NVIDIA/nvidia-docker/issues/1316
    ("docker", 'docker: Error response from daemon: OCI runtime create failed: container_linux.go:349: starting container process caused "process_linux.go:449: container init caused \\"process_linux.go:432: running prestart hook 0 caused \\\\\\"error running hook: exit status 1, stdout: , stderr: nvidia-container-cli: mount error: stat failed: /proc/driver/nvidia/gpus/cfdd:00:00.0: no such file or directory\\\\\\\\n\\\\\\"\\"": unknown.', "nvidia-container-cli-setup-error", "user_code"),
    # https://github.com/QMCPACK/qmcpack/issues/2096 (a binary built for another CPU)
    ("mpirun", "mpirun noticed that process rank 1 with PID 6547 on node ip-172-31-41-193 exited on signal 4 (Illegal instruction).", "mpi-rank-illegal-instruction", "user_code"),
    # https://github.com/open-mpi/ompi/issues/6200
    ("mpirun", "BUILDSTDERR: mpiexec noticed that process rank 0 with PID 0 on node 656ae442c6bf45fe9b45c5481f41bc45 exited on signal 4 (Illegal instruction).", "mpi-rank-illegal-instruction", "user_code"),
    # https://github.com/openucx/ucx/issues/8720 (UCX's signal handler in an R library's process under Slurm)
    ("rank-0", "[keeling-e16:15369:0:15369] Caught signal 4 (Illegal instruction: illegal operand)", "ucx-caught-illegal-instruction", "user_code"),
    # https://github.com/NVIDIA/nccl/issues/573 (WSL2: no PCI tree in /sys)
    ("rank-0", "SHJS-PF4ZKYLL:92777:92889 [0] graph/xml.cc:332 NCCL WARN Could not find real path of /sys/class/pci_bus/0000:01/../../0000:01:00.0", "nccl-sysfs-path-missing", "user_code"),
    # https://github.com/OpenBMB/XAgent/issues/273 (no NVIDIA runtime for Docker's --gpus)
    ("docker", 'docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].', "container-gpu-request-unresolved", "user_code"),
    # https://github.com/NVIDIA/nvidia-docker/issues/1642 (older Docker, no driver name)
    ("docker", "docker: Error response from daemon: could not select device driver with capabilities: [[gpu]].", "container-gpu-request-unresolved", "user_code"),
    # https://github.com/pangenome/pggb/issues/373 (Apptainer/Singularity)
    ("apptainer", "FATAL:   container creation failed: open /etc/resolv.conf: no such file or directory", "apptainer-container-creation-failed", "user_code"),
    # https://github.com/snakemake/snakemake/issues/926 (a bind whose destination the image lacks)
    ("apptainer", "FATAL:   container creation failed: mount /run/munge->/run/munge error: while mounting /run/munge: destination /run/munge doesn't exist in container", "apptainer-container-creation-failed", "user_code"),
    # the rmaps base's help text (https://github.com/open-mpi/ompi/blob/v4.1.x/orte/mca/rmaps/base/help-orte-rmaps-base.txt)
    ("mpirun", "There are not enough slots available in the system to satisfy the 16 slots that were requested by the application:", "mpi-not-enough-slots", "user_code"),
    # the MCA base's help text (https://github.com/open-mpi/ompi/blob/main/opal/mca/base/help-mca-base.txt)
    ("rank-0", "A requested component was not found, or was unable to be opened.  This", "mca-component-not-found", "user_code"),
    # a driver relaying its step's exit (https://github.com/deepspeedai/DeepSpeedExamples/blob/master/applications/DeepSpeed-Chat/e2e_rlhf.py)
    ("launcher", "RuntimeError: Step 1 exited with non-zero status 1", "wrapper-step-exited-nonzero", "unknown"),
    # ColossalAI's launcher relaying its torchrun's non-zero exit: a cascade, never the bare
    # `Error:` of an exception (https://github.com/hpcaitech/ColossalAI/issues/4781)
    ("launcher", "Error: failed to run torchrun --nproc_per_node=8 --nnodes=2 --node_rank=0 --master_addr=10.155.97.200 --master_port=29500 benchmark.py --plugin gemini -l 512 -g -b 8 on 10.155.97.200, is localhost: False, exception: Encountered a bad command exit code!", "colossalai-run-remote-failed", "unknown"),
    # its older form, ending at the host (https://github.com/hpcaitech/ColossalAI/issues/2441)
    ("launcher", "Error: failed to run torchrun --nproc_per_node=4 --nnodes=1 --node_rank=0 --rdzv_backend=c10d --rdzv_endpoint=127.0.0.1:29500 --rdzv_id=colossalai-default-job train.py --config config.py -s on 127.0.0.1", "colossalai-run-remote-failed", "unknown"),
]

# lines of the same programs that are no launch failure (or are read elsewhere)
NOT_THESE = [
    # pyxis going on normally (https://github.com/NVIDIA/pyxis/issues/144)
    "[2024-07-05T14:10:54.164] [51.0] pyxis: starting container: pyxis_51.0",
    # a step refused because the job is already ending: the end's aftermath, not the request
    # (Slurm's slurm_errno.c, ESLURM_ALREADY_DONE)
    "srun: error: Unable to create step for job 4242: Job/step already completing or completed",
    # a rank killed by SIGKILL stays mpi.yaml's unknown death
    # (https://github.com/FedML-AI/FedML/issues/588 reports the same line with signal 11)
    "mpirun noticed that process rank 0 with PID 636815 on node fl98 exited on signal 11 (Segmentation fault).",
    # UCX's handler reporting another signal (https://github.com/openucx/ucx/issues/5611: a
    # floating-point overflow, signal 8) is no illegal instruction
    "[borgd130:151176:0:151176] Caught signal 8 (Floating point exception: floating-point overflow)",
]
LAUNCH_LAYER = {"slurm-request-refused", "pyxis-container-start-failed",
                "pyxis-image-import-failed", "enroot-helper-failed",
                "nvidia-container-cli-setup-error", "nvidia-container-cli-driver-unknown",
                "oci-runtime-create-failed", "mpi-rank-illegal-instruction",
                "mca-component-not-found", "wrapper-step-exited-nonzero",
                "nccl-sysfs-path-missing", "apptainer-container-creation-failed",
                "container-gpu-request-unresolved", "batch-submission-refused",
                "mpi-not-enough-slots", "colossalai-run-remote-failed",
                "ucx-caught-illegal-instruction"}


@pytest.mark.parametrize(("stream", "line", "signature", "category"), POSTED)
def test_a_posted_launch_failure_is_read_as_its_programs_source_says(
    catalog: Catalog, stream: str, line: str, signature: str, category: str
) -> None:
    assert _best(catalog, line, stream) == (signature, category)


@pytest.mark.parametrize("line", NOT_THESE)
def test_other_lines_of_the_same_programs_are_not_launch_failures(
    catalog: Catalog, line: str
) -> None:
    found = _best(catalog, line, "srun")
    assert found is None or found[0] not in LAUNCH_LAYER


def _at(second: int) -> str:
    return f"2026-01-01T00:00:{second:02d}Z"


def test_a_refused_submission_is_a_failure_of_the_jobs_request(
    write_bundle: Callable[..., Path],
) -> None:
    """sbatch refused the job, so no scheduler event exists: still a failure (the job never
    ran), the job's own request, nobody implicated, not retried as it is."""
    result = attribute_bundle(write_bundle({"logs/login/sbatch.log": (
        f"{_at(1)} sbatch: error: Batch job submission failed: Invalid account or account/partition combination specified\n"
    )}, ranks={"0": "login"}))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", [])
    assert not result.retryable


def test_a_driver_call_that_timed_out_in_the_hook_names_no_cause(
    write_bundle: Callable[..., Path],
) -> None:
    """The toolkit's own call to the driver timed out: no wait of the program, no cause the
    hook knows: ambiguous, nobody implicated."""
    result = attribute_bundle(write_bundle({
        "logs/gpu-1/docker.log": f"{_at(2)} nvidia-container-cli: initialization error: driver rpc error: timed out\n",
        "scheduler.jsonl": json.dumps({"ts": _at(3), "job_state": "FAILED", "exit_code": 125}) + "\n",
    }, ranks={"0": "gpu-1"}))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", [])
