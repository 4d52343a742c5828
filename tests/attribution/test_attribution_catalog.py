# ruff: noqa: E501  (verbatim log lines from real components are kept unwrapped)
"""Catalog loading: shipped catalogs are valid, user catalogs extend them, errors are precise."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from trainwarden.attribution import CatalogError, attribute_bundle, load_catalogs
from trainwarden.attribution.catalog import default_signature_dir, derive_keywords

SHIPPED = {"nvidia-xid.yaml", "cuda.yaml", "nccl.yaml", "pytorch.yaml", "system.yaml", "slurm.yaml"}


def test_shipped_catalogs_load_and_cover_the_issue(catalog) -> None:
    assert SHIPPED <= {Path(p).name for p in catalog.sources}
    ids = {s.id for s in catalog.signatures}
    for xid in (13, 31, 43, 48, 63, 64, 74, 79, 92, 94, 95):
        assert f"xid-{xid}" in ids
    assert {catalog.by_id(f"xid-{x}").category for x in (13, 31, 43)} == {"user_code"}
    assert catalog.by_id("xid-63").role == "warning"
    assert catalog.by_id("nccl-watchdog-timeout").role == "cascade"
    assert catalog.by_id("torch-elastic-child-failed").role == "cascade"
    cascades = [s for s in catalog.signatures if s.role == "cascade"]
    assert not any(s.spec.implicates_node for s in cascades)


@pytest.mark.parametrize(
    ("signature_id", "text"),
    [
        ("xid-79", "NVRM: Xid (PCI:0000:3b:00): 79, pid=1234, name=python, GPU has fallen off the bus."),
        ("xid-48", "NVRM: Xid (0000:5e:00): 48, pid=1, name=python3, An uncorrectable double bit error"),
        ("nccl-watchdog-timeout", "[Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=42, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600031 milliseconds before timing out."),
        ("cuda-illegal-address", "RuntimeError: CUDA error: an illegal memory access was encountered"),
        ("cuda-launch-failure", "RuntimeError: CUDA error: unspecified launch failure"),
        ("torch-elastic-child-failed", "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: "),
        ("python-exception", "ValueError: bad shape"),
        ("python-exception", "[rank0]: ValueError: bad shape"),
        ("cuda-oom", "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB"),
        ("kernel-oom-kill", "Out of memory: Killed process 4121 (python3) total-vm:5kB"),
        ("storage-enospc", "OSError: [Errno 28] No space left on device: '/ckpt'"),
        ("slurm-preemption", "slurmstepd: error: *** JOB 1 ON node-1 CANCELLED AT 2026-01-01T00:00:00 DUE TO PREEMPTION ***"),
        ("kernel-soft-lockup", "watchdog: BUG: soft lockup - CPU#12 stuck for 23s! [python3:4021]"),
        ("torch-nan-loss", "step 25 | loss nan | lr 3e-4"),
        ("gloo-timeout", "RuntimeError: [../third_party/gloo/gloo/transport/tcp/unbound_buffer.cc:81] Timed out waiting 5000ms for recv operation to complete"),
    ],
)
def test_best_signature_of_real_lines(catalog, signature_id: str, text: str) -> None:
    best = next(
        s for s in catalog.for_stream("rank-0")
        if any(k in text.lower() for k in s.keywords) and s.regex.search(text)
    )
    assert best.id == signature_id


def test_keywords_are_lowercase(catalog) -> None:
    """The prefilter compares against lower-cased text (soundness: test_attribution_keywords)."""
    for sig in catalog.signatures:
        assert sig.keywords, sig.id
        assert all(k == k.lower() for k in sig.keywords)


def test_derive_keywords() -> None:
    assert derive_keywords(r"Kernel panic - not syncing") == ("kernel panic - not syncing",)
    assert derive_keywords(r"(?i)(foo bar|ENOSPC)") == ("enospc", "foo bar")
    assert derive_keywords(r"\d+") == ()


def _write(tmp_path: Path, text: str, name: str = "user.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def test_error_names_file_line_and_field(tmp_path: Path) -> None:
    path = _write(tmp_path, "signatures:\n  - id: ok-one\n    pattern: 'abc def'\n"
                  "    category: user_code\n  - id: bad\n    pattern: 'x(('\n    category: oom\n")
    with pytest.raises(CatalogError) as err:
        load_catalogs([path])
    assert str(err.value).startswith(f"{path}:6: pattern:")
    assert err.value.line == 6 and err.value.field == "pattern"


def test_unknown_category_and_field_are_errors(tmp_path: Path) -> None:
    path = _write(tmp_path, "signatures:\n  - id: a-sig\n    pattern: 'hello world'\n"
                  "    category: cosmic_rays\n")
    with pytest.raises(CatalogError, match=re.escape(f"{path}:4: category:")):
        load_catalogs([path])
    path = _write(tmp_path, "signatures:\n  - id: a-sig\n    pattern: 'hello world'\n"
                  "    category: oom\n    implicate: true\n", "typo.yaml")
    with pytest.raises(CatalogError, match=re.escape(f"{path}:5: implicate:")):
        load_catalogs([path])


def test_pattern_without_literal_needs_keywords(tmp_path: Path) -> None:
    path = _write(tmp_path, "signatures:\n  - id: digits\n    pattern: '\\d+ \\w+'\n"
                  "    category: unknown\n")
    with pytest.raises(CatalogError, match="add 'keywords'"):
        load_catalogs([path])


def test_duplicate_ids_and_bad_yaml(tmp_path: Path, catalog) -> None:
    dup = _write(tmp_path, "signatures:\n  - id: xid-79\n    pattern: 'xid seventy nine'\n"
                 "    category: gpu_hardware\n")
    with pytest.raises(CatalogError, match="duplicate signature id 'xid-79'"):
        load_catalogs([default_signature_dir(), dup])
    bad = _write(tmp_path, "signatures: [\n  - id\n", "bad.yaml")
    with pytest.raises(CatalogError, match="invalid YAML"):
        load_catalogs([bad])
    with pytest.raises(CatalogError, match="no such catalog"):
        load_catalogs([tmp_path / "missing.yaml"])


def test_a_catalog_that_is_a_fifo_is_named_as_one_and_never_opened(tmp_path: Path) -> None:
    fifo = tmp_path / "catalog.yaml"
    os.mkfifo(fifo)  # opening it to read would block forever
    with pytest.raises(CatalogError, match="is a FIFO, not a regular file"):
        load_catalogs([fifo])


def test_user_catalog_extends_attribution(tmp_path: Path, write_bundle) -> None:
    user = _write(tmp_path, "signatures:\n  - id: site-psu-fault\n"
                  "    pattern: 'PSU \\d+ input lost'\n    category: node_failure\n"
                  "    implicates_node: true\n    streams: [bmc]\n")
    bundle = write_bundle({"logs/node-2/bmc.log": "2026-01-01T00:00:01Z PSU 2 input lost\n"})
    default = attribute_bundle(bundle)
    assert default.verdict == "no_failure"
    extended = attribute_bundle(bundle, load_catalogs([default_signature_dir(), user]))
    assert (extended.signature, extended.implicated_nodes) == ("site-psu-fault", ["node-2"])


def test_playbook_dir_env_override(tmp_path: Path, monkeypatch) -> None:
    (tmp_path / "signatures").mkdir()
    _write(tmp_path / "signatures", "signatures:\n  - id: only-one\n    pattern: 'only one'\n"
           "    category: unknown\n", "one.yaml")
    monkeypatch.setenv("TRAINWARDEN_PLAYBOOK_DIR", str(tmp_path))
    assert [s.id for s in load_catalogs().signatures] == ["only-one"]
