"""The evidence store: where every incident's bundle is kept durably, as one archive.

`TRAINWARDEN_EVIDENCE_STORE` (worker setting) is a directory or an `s3://bucket/prefix`
(credentials from boto3's standard chain; endpoint from `TRAINWARDEN_EVIDENCE_ENDPOINT_URL` or
`AWS_ENDPOINT_URL`); default: the worker's incidents directory, `<home>/incidents`. Each bundle
is `<store>/<escaped incident id>/bundle.tar.gz`; nothing is deleted by trainwarden (retention:
docs/playbook-testing.md).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlparse

from trainwarden.activities.registry import trainwarden_home
from trainwarden.untrusted.paths import ensure_under, safe_part

if TYPE_CHECKING:  # the stubs (types-boto3-s3) are a test dependency only
    from types_boto3_s3.client import S3Client

STORE_ENV = "TRAINWARDEN_EVIDENCE_STORE"
ENDPOINT_ENV = "TRAINWARDEN_EVIDENCE_ENDPOINT_URL"
ARCHIVE = "bundle.tar.gz"


def store_root() -> str:
    return os.environ.get(STORE_ENV) or str(trainwarden_home() / "incidents")


def _s3() -> S3Client:
    import boto3

    return boto3.client("s3", endpoint_url=os.environ.get(ENDPOINT_ENV) or None)


def put(incident_id: str, archive: Path, name: str = ARCHIVE) -> str:
    """Store one incident's archive file (moved into a directory store, uploaded to S3); its
    location (a path or s3:// URI). ``name``: another file of the same folder (the node
    ledger's archives are ``nodes-<cluster>/ledger-<sha256>.jsonl.gz``)."""
    root = store_root()
    if root.startswith("s3://"):
        parsed = urlparse(root)
        key = "/".join(p for p in (parsed.path.strip("/"), safe_part(incident_id), name) if p)
        _s3().upload_file(str(archive), parsed.netloc, key)
        return f"s3://{parsed.netloc}/{key}"
    base = Path(root)
    path = ensure_under(base, base / safe_part(incident_id) / safe_part(name))
    path.parent.mkdir(parents=True, exist_ok=True)
    if archive.resolve() != path:
        tmp = path.with_name(f".{name}.partial")
        shutil.copyfile(archive, tmp)
        tmp.replace(path)
    return str(path)


def get(location: str) -> bytes:
    """An archive back from its recorded location."""
    if location.startswith("s3://"):
        parsed = urlparse(location)
        body = _s3().get_object(Bucket=parsed.netloc, Key=parsed.path.lstrip("/"))["Body"]
        return body.read()
    return Path(location).read_bytes()
