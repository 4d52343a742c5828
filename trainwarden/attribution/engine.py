"""attribute_bundle: the one entry point the CLI and the attribute activity call."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from trainwarden.attribution.bundle import BundleError, BundleReader
from trainwarden.attribution.catalog import Catalog, load_catalogs
from trainwarden.attribution.correlate import correlate
from trainwarden.attribution.result import AttributionResult
from trainwarden.attribution.startup import never_got_going

__all__ = ["BundleError", "attribute_bundle", "default_catalog"]


def default_catalog() -> Catalog:
    """The shipped catalogs (or $TRAINWARDEN_PLAYBOOK_DIR's), compiled once and cached."""
    return load_catalogs(None)


def attribute_bundle(
    bundle_dir: str | Path,
    catalog: Catalog | None = None,
    *,
    since: datetime | None = None,
    stall_seen_seconds: float | None = None,
) -> AttributionResult:
    """Attribute the failure evidenced by one bundle (docs/evidence-bundle.md, docs/attribution.md).

    since: evidence before this instant is ignored (the evidence window of this incident).
    stall_seen_seconds: the monitor declared a hang after seeing no progress for this long; a
    silent stall that long is a hang whatever the step time (20 steps of a 10 s step would
    otherwise be asked for, longer than any hang threshold).
    Raises BundleError (with `.file`) when the bundle itself is unreadable; lines and files
    that cannot be parsed are skipped and listed in `result.warnings`.
    """
    if since is not None and since.tzinfo is None:
        raise ValueError("since must be timezone-aware")
    reader = BundleReader(Path(bundle_dir), catalog or default_catalog(), since)
    evidence = reader.read()
    evidence.stall_seen_seconds = stall_seen_seconds
    result = correlate(evidence)
    # a run that printed its start-up and then nothing, never training and never ending, is
    # no failure line by line and a hang as a whole (startup.py)
    return never_got_going(evidence, result, since) or result
