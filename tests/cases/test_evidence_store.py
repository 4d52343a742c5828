"""The evidence store: one reproducible archive per incident, in a directory or under an S3
prefix (a real S3-compatible server, moto, over HTTP), read back byte for byte."""

from __future__ import annotations

import shutil
import uuid
from collections.abc import Iterator
from pathlib import Path

import boto3
import pytest
from helpers_cases import CASES
from s3server import MotoServer

from activities import evidence_store
from trainwarden.attribution.engine import attribute_bundle
from trainwarden.cases.archive import pack, pack_to, sha256, unpack

BUNDLE = CASES / "default" / "rw-xid79-syslog-kern-log" / "bundle"


def test_archive_is_reproducible_and_round_trips(tmp_path: Path) -> None:
    copy = tmp_path / "copy"
    shutil.copytree(BUNDLE, copy)  # other mtimes and inode order: same bytes
    assert pack(BUNDLE) == pack(copy)
    out = tmp_path / "out"
    unpack(pack(BUNDLE), out)
    files = sorted(p.relative_to(BUNDLE) for p in BUNDLE.rglob("*") if p.is_file())
    assert sorted(p.relative_to(out) for p in out.rglob("*") if p.is_file()) == files
    assert attribute_bundle(out) == attribute_bundle(BUNDLE)
    (copy / "job.json").write_text((copy / "job.json").read_text() + " ")
    assert sha256(pack(copy)) != sha256(pack(BUNDLE))


def test_directory_store_default_is_the_incidents_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TRAINWARDEN_HOME", str(tmp_path / "home"))
    monkeypatch.delenv(evidence_store.STORE_ENV, raising=False)
    archive = tmp_path / "a.tar.gz"
    digest = pack_to(BUNDLE, archive)
    assert digest == sha256(pack(BUNDLE))
    where = evidence_store.put("supervise-a/b-i1", archive)  # a client-chosen id: escaped
    assert Path(where).is_relative_to(tmp_path / "home" / "incidents")
    assert Path(where).parent.parent == tmp_path / "home" / "incidents"
    assert sha256(evidence_store.get(where)) == digest
    monkeypatch.setenv(evidence_store.STORE_ENV, str(tmp_path / "store"))
    where = evidence_store.put("x-i2", archive)
    assert where == str(tmp_path / "store" / "x-i2" / "bundle.tar.gz")
    assert evidence_store.get(where) == archive.read_bytes()


@pytest.fixture(scope="module")
def moto() -> Iterator[MotoServer]:
    with MotoServer() as server:
        yield server


def test_s3_store_keeps_the_archive_under_its_prefix(
    moto: MotoServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name, value in (
        ("AWS_ACCESS_KEY_ID", "testing"),
        ("AWS_SECRET_ACCESS_KEY", "testing"),
        ("AWS_DEFAULT_REGION", "us-east-1"),
        ("AWS_CONFIG_FILE", str(tmp_path / "none")),
        ("AWS_SHARED_CREDENTIALS_FILE", str(tmp_path / "none")),
    ):
        monkeypatch.setenv(name, value)
    bucket = f"evidence-{uuid.uuid4().hex[:8]}"
    boto3.client("s3", endpoint_url=moto.url).create_bucket(Bucket=bucket)
    monkeypatch.setenv(evidence_store.STORE_ENV, f"s3://{bucket}/team/incidents")
    monkeypatch.setenv(evidence_store.ENDPOINT_ENV, moto.url)
    archive = tmp_path / "a.tar.gz"
    pack_to(BUNDLE, archive)
    where = evidence_store.put("supervise-llm-i3", archive)
    assert where == f"s3://{bucket}/team/incidents/supervise-llm-i3/bundle.tar.gz"
    assert evidence_store.get(where) == archive.read_bytes()
