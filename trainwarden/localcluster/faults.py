"""Fault kinds the local cluster can inject, and the realistic text each one produces."""

from __future__ import annotations

import uuid
from datetime import datetime, timedelta
from typing import Literal

from pydantic import BaseModel, Field

from trainwarden.localcluster.fsutil import iso, parse_iso

FaultKind = Literal["xid", "hang", "user_code", "node_loss", "slow", "nan"]
FAULT_KINDS: tuple[str, ...] = ("xid", "hang", "user_code", "node_loss", "slow", "nan")
MAX_AFTER_SECONDS = 30 * 86400.0

# PCI bus ids of the (pretend) GPUs of a node, indexed by local rank.
GPU_PCI_BUS = [
    "0000:18:00",
    "0000:3b:00",
    "0000:86:00",
    "0000:af:00",
    "0000:19:00",
    "0000:3c:00",
    "0000:87:00",
    "0000:b0:00",
]

# Text after "name=python, " as the NVIDIA driver writes it, per Xid code.
XID_TEXT: dict[int, str] = {
    13: "Graphics SM Warp Exception on (GPC 0, TPC 1, SM 0): Out Of Range Address",
    31: "MMU Fault: ENGINE GRAPHICS GPCCLIENT_T1_0 faulted @ 0x7f2a_3c000000. "
    "Fault is of type FAULT_PDE ACCESS_TYPE_VIRT_READ",
    43: "Ch 00000008, engmask 00000101, intr 10000000",
    48: "An uncorrectable double bit error (DBE) has been detected on GPU in the framebuffer "
    "at partition 3, subpartition 0.",
    63: "Row Remapper: New row (0x00000000000e1a20) marked for remapping, reset gpu to activate.",
    64: "Row Remapper: Failed to remap a row (0x00000000000e1a20) due to lack of spare rows.",
    74: "NVLink: fatal error detected on link 4(0x0, 0x0, 0x10000, 0x0, 0x0, 0x0, 0x0)",
    79: "GPU has fallen off the bus.",
    92: "High single-bit ECC error rate detected on GPU.",
    94: "Contained: SM (0x1). RST: No, D-RST: No",
    95: "Uncontained: FBHUB. RST: Yes, D-RST: No",
}

# What PyTorch reports in the rank process after the driver event.
_CUDA_ERROR_BY_XID: dict[int, str] = {
    13: "an illegal instruction was encountered",
    31: "an illegal memory access was encountered",
    43: "an illegal memory access was encountered",
    48: "uncorrectable ECC error encountered",
    63: "uncorrectable ECC error encountered",
    64: "uncorrectable ECC error encountered",
    92: "uncorrectable ECC error encountered",
    94: "uncorrectable ECC error encountered",
    95: "uncorrectable ECC error encountered",
}


class Fault(BaseModel):
    """One fault in a node's fault table (``sticky`` ones recur on every run using the node)."""

    id: str = Field(default_factory=lambda: uuid.uuid4().hex[:12])
    node: str
    kind: FaultKind
    sticky: bool = False
    after_steps: int = Field(default=3, ge=0)
    after_seconds: float | None = Field(
        default=None, gt=0, le=MAX_AFTER_SECONDS, description="fire on time, not on steps"
    )
    job: str | None = Field(default=None, description="only runs of this job id claim it")
    # checked by ProgressSettings at injection; not imported here: every trainer imports this
    preset: str = Field(default="auto", description="progress preset for a command's lines")
    pattern: str | None = Field(default=None, description="progress pattern (named group step)")
    xid: int = 79
    created_at: str = Field(default_factory=iso)


class ArmedFault(Fault):
    """A fault a run has claimed: fires once the run has completed ``fire_after`` steps, or
    at ``armed_at`` + ``after_seconds`` for a fault on time."""

    fire_after: int = Field(description="steps completed in this run before it fires")
    armed_at: str = Field(default_factory=iso)

    def due(self, steps: int, now: datetime) -> bool:
        """Whether it fires now, the run having completed ``steps`` (as counted at arming)."""
        if self.after_seconds is not None:
            return now >= parse_iso(self.armed_at) + timedelta(seconds=self.after_seconds)
        return steps >= self.fire_after


def xid_kernel_line(xid: int, local_rank: int, pid: int) -> str:
    """The kernel log text (without timestamp) of an Xid event, as the driver writes it."""
    bus = GPU_PCI_BUS[local_rank % len(GPU_PCI_BUS)]
    text = XID_TEXT.get(xid, "Unknown Xid event.")
    return f"NVRM: Xid (PCI:{bus}): {xid}, pid={pid}, name=python, {text}"


def cuda_error_message(xid: int) -> str:
    """The message of the RuntimeError PyTorch raises in a process on a GPU that faulted."""
    what = _CUDA_ERROR_BY_XID.get(xid, "unspecified launch failure")
    return (
        f"CUDA error: {what}\n"
        "CUDA kernel errors might be asynchronously reported at some other API call, "
        "so the stacktrace below might be incorrect.\n"
        "For debugging consider passing CUDA_LAUNCH_BLOCKING=1\n"
        "Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions."
    )
