"""The vendor catalogs (issue 32): complete against the vendors' tables, every entry cited, and
a catalog of any size kept on the scanner's fast path."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from trainwarden.attribution import Catalog, load_catalogs
from trainwarden.attribution.catalog import MAX_TRIGGERS, _merge_triggers

VENDOR_FILES = ("nvidia-xid-catalog", "nvswitch", "rdma", "memory", "storage")
KERNEL_XID = "NVRM: Xid (PCI:0000:3b:00): {code}, pid=1, name=python3, detail"


def _sig(catalog, sig_id):
    sig = catalog.by_id(sig_id)
    assert sig is not None, sig_id
    return sig


def test_every_xid_of_nvidias_table_is_read_from_the_kernel_and_from_other_agents(
    catalog,
) -> None:
    for code in range(1, 173):
        kernel = KERNEL_XID.format(code=code)
        matched = [s for s in catalog.for_stream("kernel") if s.regex.search(kernel)]
        best = max(matched, key=lambda s: s.spec.priority)
        assert best.id.startswith(f"xid-{code}") or best.id.startswith("xid-nvlink"), (code, best)
        reported = _sig(catalog, f"xid-{code}-reported")
        assert reported.regex.search(f"XidCriticalError: Xid={code} on Device=GPU-1")
        assert reported.regex.search(f"Detected XID {code} for GPU 0")
        assert not reported.regex.search(f"/tmp/run-xid{code}/ckpt")


@pytest.mark.parametrize(("code", "category", "implicates", "role"), [
    (79, "gpu_hardware", True, "initiating"),   # RESTART_BM
    (46, "gpu_hardware", True, "initiating"),   # RESET_GPU
    (136, "gpu_hardware", True, "initiating"),  # NVLink training failed, RESET_GPU
    (32, "user_code", False, "initiating"),     # RESTART_APP / CHECK_APP/CUDA
    (8, "unknown", False, "initiating"),        # RESTART_APP / CONTACT_SUPPORT
    (63, "gpu_hardware", False, "warning"),     # IGNORE
    (154, "gpu_hardware", False, "warning"),    # informational
])
def test_what_an_xid_implicates_follows_nvidias_resolution_bucket(
    catalog, code, category, implicates, role,
) -> None:
    sig = _sig(catalog, f"xid-{code}-reported")
    assert (sig.category, sig.spec.implicates_node, sig.role) == (category, implicates, role)


def test_every_vendor_catalog_entry_cites_its_source(catalog) -> None:
    vendor = [s for s in catalog.signatures
              if any(f"/{name}.yaml:" in s.source for name in VENDOR_FILES)]
    assert len(vendor) > 300
    for sig in vendor:
        assert re.match(r"^https://\S+$", sig.spec.source), sig.id


# One or more URLs (the code line that prints the text, a posted log, the vendor's table), or
# a line trainwarden renders itself, or a statement that no source was found.
CITATION = re.compile(r"^(?:https://\S+(?: https://\S+)*|trainwarden: .+|unverified: .+)$")


def _uncited(catalog: Catalog) -> list[str]:
    return [s.id for s in catalog.signatures if not CITATION.match(s.spec.source)]


def test_every_shipped_catalog_entry_cites_its_source(catalog) -> None:
    shipped = {Path(p).name for p in catalog.sources}
    assert {"cuda.yaml", "nccl.yaml", "pytorch.yaml", "slurm.yaml", "system.yaml",
            "nvidia-xid.yaml", *(f"{name}.yaml" for name in VENDOR_FILES)} <= shipped
    assert _uncited(catalog) == []


def test_an_entry_without_a_source_is_named(tmp_path: Path) -> None:
    mine = tmp_path / "mine.yaml"
    mine.write_text("signatures:\n  - id: mine\n    pattern: 'my failure'\n    category: unknown\n")
    assert _uncited(load_catalogs([mine])) == ["mine"]


def test_merged_triggers_cover_every_keyword_and_stay_under_the_limit() -> None:
    words = [f"alpha{i:03d}-{suffix}" for i in range(150) for suffix in ("x", "yy")]
    merged = _merge_triggers(words, 20)
    assert len(merged) <= 20
    assert all(any(t in w for t in merged) for w in words)


def test_a_large_catalog_keeps_the_shipped_trigger_limit(catalog: Catalog) -> None:
    for stream in ("rank-0", "kernel", "health", "scheduler"):
        triggers = Catalog.triggers_for(catalog.for_stream(stream))
        assert len(triggers) <= MAX_TRIGGERS
        keywords = {k for s in catalog.for_stream(stream) for k in s.keywords}
        assert all(any(t.decode() in k for t in triggers) for k in keywords)


def test_load_catalogs_includes_the_vendor_files() -> None:
    sources = " ".join(load_catalogs().sources)
    for name in VENDOR_FILES:
        assert f"{name}.yaml" in sources
