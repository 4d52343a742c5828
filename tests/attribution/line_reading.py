"""What the scanner makes of one line in one stream: the id of the signature it gives the line
(the highest priority of those that match), or None."""

from __future__ import annotations

from trainwarden.attribution import Catalog
from trainwarden.attribution.bundle.matcher import matcher_for


def best_id(catalog: Catalog, stream: str, text: str) -> str | None:
    found = matcher_for(catalog, stream).best(text, text.lower())
    return found[0].id if found else None
