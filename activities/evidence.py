"""Evidence collection (from the backend) and attribution (the pure engine, run here because
it reads the bundle's files)."""

from __future__ import annotations

import os
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
from trainwarden.paths import ensure_under, safe_part


def _collect(inp: CollectEvidenceInput, dest: Path) -> EvidenceBundleRef:
    """Write the bundle and count it, in one thread hop (this is on the detection-to-action
    path)."""
    with classified_errors():
        path = Path(backend_for(inp.job).collect_evidence(inp.handle, dest, inp.since))
    files = size = 0
    for root, _, names in os.walk(path):
        for name in names:
            files += 1
            size += os.stat(os.path.join(root, name)).st_size
    return EvidenceBundleRef(path=str(path), files=files, bytes=size)


@activity.defn
async def collect_evidence(inp: CollectEvidenceInput) -> EvidenceBundleRef:
    await chaos_point("collect_evidence.before")
    incidents = trainwarden_home() / "incidents"
    # the incident id holds the workflow id, which a client chose: one escaped path part
    dest = ensure_under(incidents, incidents / safe_part(inp.incident_id) / "bundle")
    if dest.exists():  # a retry rewrites the bundle from scratch
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    return await in_thread_with_heartbeat(_collect, inp, dest)


def _attribute(inp: AttributeInput) -> AttributionResult:
    catalog = load_catalogs(inp.catalogs or None)
    return attribute_bundle(inp.bundle_path, catalog, since=inp.since)


@activity.defn
async def attribute_incident(inp: AttributeInput) -> AttributionResult:
    try:
        return await in_thread_with_heartbeat(_attribute, inp)
    except BundleError as err:
        raise ApplicationError(str(err), type="BundleError", non_retryable=True) from err
