"""Evidence collection (from the backend) and attribution (the pure engine, run here because
it reads the bundle's files).

Both are where evidence leaves for history, bundles and reports, so both redact secrets
(``trainwarden.untrusted.redact``): bundle files right after they are written, the attribution
result before it is returned.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from temporalio import activity
from temporalio.exceptions import ApplicationError

from trainwarden.activities import evidence_store
from trainwarden.activities.chaos import chaos_point
from trainwarden.activities.errors import classified_errors
from trainwarden.activities.heartbeat import in_thread_with_heartbeat
from trainwarden.activities.models import AttributeInput, CollectEvidenceInput, EvidenceBundleRef
from trainwarden.activities.registry import backend_for, trainwarden_home
from trainwarden.attribution.catalog import load_catalogs
from trainwarden.attribution.engine import BundleError, attribute_bundle
from trainwarden.attribution.recurrence import apply_recurrence
from trainwarden.attribution.result import AttributionResult
from trainwarden.cases.archive import ArchiveWriter, bundle_files
from trainwarden.untrusted.paths import ensure_under, safe_part
from trainwarden.untrusted.redact import configured_patterns, redact, redact_bytes


def _collect(inp: CollectEvidenceInput, dest: Path) -> EvidenceBundleRef:
    """Write the bundle, redact and archive it, in one thread hop (this is on the
    detection-to-action path)."""
    path = Path(backend_for(inp.job).collect_evidence(inp.handle, dest, inp.since))
    return seal_bundle(path, inp.incident_id, dest.parent / f".{evidence_store.ARCHIVE}.new")


def seal_bundle(path: Path, incident_id: str, archive: Path) -> EvidenceBundleRef:
    """Secrets out of every bundle file, in place, before anything reads it, and the redacted
    bundle archived for the evidence store (`archive` a scratch file, gone on return): one read
    of each file serves both. Kept durably with its hash in history: `warden incident export`
    reads it back (a store that fails is recorded, never holds up recovery)."""
    files = bundle_files(path)
    extra = configured_patterns()
    size = redacted = 0
    try:
        with archive.open("wb") as out, ArchiveWriter(out) as tar:
            for name, file in files:
                data = _redact_file(file, extra)
                redacted += 1
                tar.add(name, data)
                size += len(data)
        digest = tar.close()
        stored_at = error = None
        try:
            stored_at = evidence_store.put(incident_id, archive)
        except Exception as err:
            error = f"{type(err).__name__}: {err}"[:500]
            activity.logger.warning("evidence store %s: %s", evidence_store.store_root(), error)
    except OSError:
        for _, file in files[redacted:]:  # an archive that failed leaves no secret in the bundle
            _redact_file(file, extra)
        raise
    finally:
        archive.unlink(missing_ok=True)
    return EvidenceBundleRef(
        path=str(path),
        files=len(files),
        bytes=size,
        stored_at=stored_at,
        sha256=digest,
        store_error=error,
    )


def _redact_file(path: str | Path, extra_patterns: tuple[str, ...] | None = None) -> bytes:
    """One bundle file's bytes, its secrets replaced in the file itself when it held any."""
    with open(path, "rb") as handle:
        data = handle.read()
    cleaned = redact_bytes(data, extra_patterns)
    if cleaned is not data and cleaned != data:
        with open(path, "wb") as handle:
            handle.write(cleaned)
    return cleaned


@activity.defn
async def collect_evidence(inp: CollectEvidenceInput) -> EvidenceBundleRef:
    await chaos_point("collect_evidence.before")
    with classified_errors("collect_evidence", f"collect evidence of {inp.handle.job_id}"):
        incidents = trainwarden_home() / "incidents"
        # the incident id holds the workflow id, which a client chose: one escaped path part
        dest = ensure_under(incidents, incidents / safe_part(inp.incident_id) / "bundle")
        if dest.exists():  # a retry rewrites the bundle from scratch
            shutil.rmtree(dest)
        dest.mkdir(parents=True)
        return await in_thread_with_heartbeat(_collect, inp, dest)


def _attribute(inp: AttributeInput) -> AttributionResult:
    catalog = load_catalogs(inp.catalogs or None)
    result = attribute_bundle(
        inp.bundle_path, catalog, since=inp.since, stall_seen_seconds=inp.stall_seen_seconds
    )
    if inp.recurrence is not None:
        result = apply_recurrence(result, inp.recurrence)
    # the result goes into workflow history and reports: no secret leaves with it
    return AttributionResult.model_validate(_redacted(result.model_dump(mode="json")))


def _redacted(value: Any) -> Any:
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, dict):
        return {key: _redacted(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_redacted(item) for item in value]
    return value


@activity.defn
async def attribute_incident(inp: AttributeInput) -> AttributionResult:
    with classified_errors("attribute_incident", f"attribute {inp.bundle_path}"):
        try:
            return await in_thread_with_heartbeat(_attribute, inp)
        except BundleError as err:
            raise ApplicationError(str(err), type="BundleError", non_retryable=True) from err
