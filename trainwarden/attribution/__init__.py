"""Attribution: which failure, on which machine, from an evidence bundle (docs/attribution.md).

Pure Python (no Temporal): the CLI and the attribute activity share this one engine.
"""

from trainwarden.attribution.bundle import BundleError
from trainwarden.attribution.catalog import Catalog, CatalogError, load_catalogs
from trainwarden.attribution.engine import attribute_bundle
from trainwarden.attribution.result import (
    AttributionResult,
    CascadeGroup,
    Category,
    EvidenceLine,
    Initiating,
    Verdict,
)

__all__ = [
    "AttributionResult",
    "BundleError",
    "CascadeGroup",
    "Catalog",
    "CatalogError",
    "Category",
    "EvidenceLine",
    "Initiating",
    "Verdict",
    "attribute_bundle",
    "load_catalogs",
]
