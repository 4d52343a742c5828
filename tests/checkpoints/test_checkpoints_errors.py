"""A store failure is raised as a classified CheckpointStoreError, never a "no checkpoint"."""

from __future__ import annotations

import os
import time

import pytest
from s3server import free_port  # tests/s3server.py, put on sys.path by conftest

from trainwarden.activities.checkpoint_stores import FileStore, S3Store, open_store
from trainwarden.checkpoints import (
    CheckpointStoreError,
    verify_checkpoints,
    write_manifest_checkpoint,
)


def kind_of(store) -> str:
    with pytest.raises(CheckpointStoreError) as caught:
        verify_checkpoints(store, "manifest")
    assert caught.value.message and "\n" not in str(caught.value)
    return caught.value.kind


def test_missing_bucket_is_not_found(moto_server):
    assert (
        kind_of(open_store("s3://no-such-bucket-here/p", endpoint_url=moto_server.url))
        == "not_found"
    )


def test_unreachable_endpoint(monkeypatch):
    started = time.monotonic()
    store = open_store("s3://bucket/p", endpoint_url=f"http://127.0.0.1:{free_port()}")
    assert kind_of(store) == "unreachable"
    # bounded retries, no long hang (a generous bound: minutes would mean unbounded retries)
    assert time.monotonic() - started < 120


def test_endpoint_from_environment(monkeypatch, moto_server, bucket):
    monkeypatch.setenv("AWS_ENDPOINT_URL_S3", moto_server.url)
    store = open_store(f"s3://{bucket}/run")
    write_manifest_checkpoint(store, 3, {"a": b"1"})
    assert verify_checkpoints(store, "manifest").step == 3


@pytest.mark.parametrize("uri", ["", "s3://", "s3:///prefix", "gs://bucket/x", "file://host/x"])
def test_invalid_uris(uri):
    with pytest.raises(CheckpointStoreError) as caught:
        open_store(uri)
    assert caught.value.kind == "invalid_uri"


def test_uri_kinds(tmp_path):
    assert isinstance(open_store("s3://b/some/prefix/"), S3Store)
    assert open_store("s3://b/some/prefix/").uri == "s3://b/some/prefix"
    assert open_store("s3://b").uri == "s3://b"
    assert isinstance(open_store(str(tmp_path)), FileStore)
    assert open_store(f"file://{tmp_path}").uri == str(tmp_path)


def test_user_without_permissions_is_access_denied(auth_s3, monkeypatch):
    auth_s3.env(monkeypatch, "outsider")
    assert (
        kind_of(open_store(f"s3://{auth_s3.bucket}/job", endpoint_url=auth_s3.url))
        == "access_denied"
    )


def test_unknown_access_key_is_access_denied(auth_s3, monkeypatch):
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "AKIAUNKNOWNUNKNOWN00")
    assert (
        kind_of(open_store(f"s3://{auth_s3.bucket}/job", endpoint_url=auth_s3.url))
        == "access_denied"
    )


def test_allowed_user_can_verify(auth_s3, monkeypatch):
    """The auth server is not simply broken: a user with the right policy succeeds."""
    auth_s3.env(monkeypatch, "reader")
    verdict = verify_checkpoints(
        open_store(f"s3://{auth_s3.bucket}/job", endpoint_url=auth_s3.url), "manifest"
    )
    assert verdict.step == 10


def test_denied_read_is_an_error_not_a_corrupt_checkpoint(auth_s3, monkeypatch):
    auth_s3.env(monkeypatch, "lister")  # may list, may not GetObject
    assert (
        kind_of(open_store(f"s3://{auth_s3.bucket}/job", endpoint_url=auth_s3.url))
        == "access_denied"
    )


def test_missing_directory_is_not_found(tmp_path):
    assert kind_of(open_store(str(tmp_path / "absent"))) == "not_found"
    (tmp_path / "file").write_text("x")
    assert kind_of(open_store(str(tmp_path / "file"))) == "not_found"


def test_unreadable_directory_is_access_denied(tmp_path):
    """Tests run as root, whom chmod does not stop; so a forked child drops to `nobody`."""
    if not hasattr(os, "fork"):
        pytest.skip("needs fork")
    base = tmp_path / "shared"
    base.mkdir()
    for directory in (tmp_path, base):
        directory.chmod(0o755)
    tmp_path.parent.chmod(tmp_path.parent.stat().st_mode | 0o755)
    write_manifest_checkpoint(base, 1, {"a": b"1"})
    (base / "step_00000001").chmod(0o000)
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # child: unprivileged, report the outcome through the pipe
        try:
            os.setgid(65534)
            os.setuid(65534)
            try:
                verify_checkpoints(FileStore(base), "manifest")
                outcome = "no error"
            except CheckpointStoreError as exc:
                outcome = exc.kind
            except Exception as exc:
                outcome = f"{type(exc).__name__}: {exc}"
            os.write(write, outcome.encode())
        finally:
            os._exit(0)
    os.close(write)
    os.waitpid(pid, 0)
    outcome = os.read(read, 1000).decode()
    os.close(read)
    (base / "step_00000001").chmod(0o755)
    if outcome == "no error" and os.geteuid() != 0:
        pytest.skip("could not drop privileges")
    assert outcome == "access_denied"
