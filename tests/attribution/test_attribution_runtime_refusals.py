"""Accelerator compilers, fabric libraries and RPC servers refusing the program or its set-up
(or raising in its handler), and native runtimes' uncaught-exception endings
(docs/attribution.md, the failure classes table and how a stream ends).

Every line is as posted in the issue beside it; the bundles around them are ours."""

from __future__ import annotations

import json

import pytest
from line_reading import best_id

from trainwarden.attribution import Catalog, attribute_bundle, load_catalogs
from trainwarden.attribution.catalog import default_signature_dir
from trainwarden.attribution.endings import ending_of, is_program_error

T0 = "2026-03-02T10:00:"

# (the line as posted, the signature it is read as, where it was posted)
REFUSALS = [
    ("[F134] neuronx-cc terminated abnormally - Please open a support ticket at "
     "https://github.com/aws-neuron/aws-neuron-sdk/issues/new",
     "neuron-compiler-error", "https://github.com/aws-neuron/aws-neuron-sdk/issues/1000"),
    ("c417-014.stampede2.tacc.utexas.edu.199777hfi_userinit: assign_context command failed: "
     "Device or resource busy",
     "psm-unit-open-failed", "https://github.com/charmplusplus/charm/issues/1966"),
    ('        details = "Exception calling application: wrapper() missing 1 required positional '
     "argument: 'context'\"",
     "grpc-application-exception", "https://github.com/spaceone-dev/homi/issues/22"),
]
# a fabric's failed completion in MPICH's error stack: the transfer's, not a disk's EIO
CQ_ERROR = ("MPIDI_OFI_handle_cq_error(1075): OFI poll failed (ofi_events.c:1077:MPIDI_OFI_handle_"
            "cq_error:Input/output error - PTLTE_NOT_FOUND)",
            "https://github.com/ofiwg/libfabric/issues/10072")

# clang's C++ runtime ending a program on an exception nobody caught (libc++abi's default
# terminate handler, current and older wording)
UNCAUGHT = [
    ("libc++abi: terminating due to uncaught exception of type std::out_of_range: vector",
     "https://github.com/svenreiche/Genesis-1.3-Version4/issues/134"),
    ("libc++abi.dylib: terminating with uncaught exception of type std::runtime_error: "
     "pybind11_object_dealloc(): Tried to deallocate unregistered instance!",
     "https://github.com/mamba-org/mamba/issues/448"),
]


@pytest.mark.parametrize(("text", "expected", "url"), REFUSALS,
                         ids=[r[1] for r in REFUSALS])
def test_a_runtimes_refusal_is_read_as_its_vendor_says(
        catalog: Catalog, text: str, expected: str, url: str) -> None:
    assert best_id(catalog, "rank-0", text) == expected, url
    found = [s for s in catalog.signatures if s.spec.id == expected]
    assert found and found[0].spec.category == "user_code"


def test_mpichs_ofi_completion_error_is_the_network_not_storage(catalog: Catalog) -> None:
    text, url = CQ_ERROR
    assert best_id(catalog, "rank-0", text) == "mpich-ofi-cq-error", url
    found = [s for s in catalog.signatures if s.spec.id == "mpich-ofi-cq-error"]
    assert found[0].spec.category == "network"


@pytest.mark.parametrize(("text", "url"), UNCAUGHT, ids=["libc++abi", "libc++abi.dylib"])
def test_libcxx_uncaught_exception_is_the_programs_own_ending(text: str, url: str) -> None:
    assert is_program_error(text), url
    assert ending_of((text, "Abort trap: 6")) == ("fatal", text)


@pytest.mark.parametrize(("text", "url"), UNCAUGHT[:1], ids=["libc++abi"])
def test_a_job_ended_by_an_uncaught_cxx_exception_is_user_code(
        write_bundle, text: str, url: str) -> None:
    python_only = load_catalogs([default_signature_dir() / "pytorch.yaml"])
    ranks = {"0": "node-1", "1": "node-2"}
    metrics = "".join(
        json.dumps({"ts": f"{T0}{s:02d}Z", "node": node, "rank": int(rank), "name": "step",
                    "value": s}) + "\n"
        for s in range(1, 30) for rank, node in ranks.items())
    result = attribute_bundle(write_bundle({
        "logs/node-1/rank-0.log": f"{T0}41Z {text}\n",
        "metrics.jsonl": metrics,
        "scheduler.jsonl": json.dumps({"ts": f"{T0}59Z", "job_state": "FAILED",
                                       "exit_code": 134}) + "\n",
    }, ranks=ranks), python_only)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", []), url
