"""Evidence collection (from the backend) and attribution (the pure engine, run here because
it reads the bundle's files)."""

from __future__ import annotations

import shutil
from pathlib import Path

from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.chaos import chaos_point
from activities.errors import classified_errors
from activities.heartbeat import in_thread_with_heartbeat
from activities.models import AttributeInput, CollectEvidenceInput, EvidenceBundleRef
from activities.registry import backend_for, trainwarden_home
from trainwarden.attribution.catalog import load_catalogs
from trainwarden.attribution.engine import BundleError, attribute_bundle
from trainwarden.attribution.result import AttributionResult


def _bundle_stats(path: Path) -> tuple[int, int]:
    files = [p for p in path.rglob("*") if p.is_file()]
    return len(files), sum(p.stat().st_size for p in files)


@activity.defn
async def collect_evidence(inp: CollectEvidenceInput) -> EvidenceBundleRef:
    await chaos_point("collect_evidence.before")
    backend = backend_for(inp.job)
    dest = trainwarden_home() / "incidents" / inp.incident_id / "bundle"
    if dest.exists():  # a retry rewrites the bundle from scratch
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    with classified_errors():
        path = await in_thread_with_heartbeat(backend.collect_evidence, inp.handle, dest, inp.since)
    files, size = await in_thread_with_heartbeat(_bundle_stats, Path(path))
    return EvidenceBundleRef(path=str(path), files=files, bytes=size)


def _attribute(inp: AttributeInput) -> AttributionResult:
    catalog = load_catalogs(inp.catalogs or None)
    return attribute_bundle(inp.bundle_path, catalog, since=inp.since)


@activity.defn
async def attribute_incident(inp: AttributeInput) -> AttributionResult:
    try:
        return await in_thread_with_heartbeat(_attribute, inp)
    except BundleError as err:
        raise ApplicationError(str(err), type="BundleError", non_retryable=True) from err
