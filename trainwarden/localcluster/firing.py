"""What a rank process needs of the faults armed on its node: when one is due and the text it
produces. Free of pydantic, which is most of a process's start (about 0.2 s of CPU): every rank
of the simulated trainer imports this, and the suite starts hundreds of them. The fault table's
validated models are in ``trainwarden.localcluster.faults``."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from trainwarden.localcluster.fsutil import iso, parse_iso

DEFAULT_XID = 79  # a fault table entry's Xid when it names none (GPU fallen off the bus)

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


def fault_is_due(
    after_seconds: float | None, armed_at: str, fire_after: int, steps: int, now: datetime
) -> bool:
    """Whether an armed fault fires now, the run having completed ``steps`` (as counted at
    arming): at ``armed_at`` + ``after_seconds`` for a fault on time, else after ``fire_after``
    steps."""
    if after_seconds is not None:
        return now >= parse_iso(armed_at) + timedelta(seconds=after_seconds)
    return steps >= fire_after


@dataclass(frozen=True)
class FiringFault:
    """An armed fault as a rank reads it from the run's armed-faults file, which the launcher
    wrote from validated models (``faults.ArmedFault``)."""

    node: str
    kind: str
    xid: int
    fire_after: int
    armed_at: str
    after_seconds: float | None

    @classmethod
    def from_record(cls, record: Any) -> FiringFault:
        """With ArmedFault's defaults (a hand-written file, as the Slurm tests' batch script
        copies, names only what it needs). Raises KeyError, TypeError or ValueError on a record
        that is not one."""
        if not isinstance(record, dict):
            raise TypeError(f"an armed fault is a JSON object, not {type(record).__name__}")
        after = record.get("after_seconds")
        armed_at = record.get("armed_at")
        fault = cls(
            node=str(record["node"]),
            kind=str(record["kind"]),
            xid=int(record.get("xid", DEFAULT_XID)),
            fire_after=int(record["fire_after"]),
            armed_at=iso() if armed_at is None else str(armed_at),
            after_seconds=None if after is None else float(after),
        )
        parse_iso(fault.armed_at)  # ValueError when it is no time
        return fault

    def due(self, steps: int, now: datetime) -> bool:
        return fault_is_due(self.after_seconds, self.armed_at, self.fire_after, steps, now)


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
