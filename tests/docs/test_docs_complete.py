"""The reference pages keep up with the code: every docs page is in the index, and the input
table of docs/supervision.md names every field a user can put in the workflow's input."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pydantic import BaseModel

from trainwarden.models import JobSpec, LocalJobOptions, SlurmJobOptions
from trainwarden.supervision import SuperviseInput, SupervisionTuning

DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_docs_index_links_every_page() -> None:
    index = (DOCS / "README.md").read_text()
    linked = set(re.findall(r"\]\(([^)#]+\.md)\)", index))
    pages = {p.name for p in DOCS.glob("*.md")} - {"README.md"}
    assert pages - linked == set(), f"docs/README.md does not list {sorted(pages - linked)}"
    assert linked - pages == set(), f"docs/README.md links missing pages {sorted(linked - pages)}"


def _table_after(text: str, heading: str) -> set[str]:
    """Field names in the first table after the line ``heading``."""
    start = text.index(heading)
    names: set[str] = set()
    in_table = False
    for line in text[start:].splitlines()[1:]:
        if line.startswith("|"):
            in_table = True
            match = re.match(r"\| `([a-z_]+)` \|", line)
            if match:
                names.add(match.group(1))
        elif in_table:
            break
    return names


@pytest.mark.parametrize(
    ("model", "heading"),
    [
        (SuperviseInput, "The input is one JSON object."),
        (JobSpec, "`job`:"),
        (LocalJobOptions, "`job.local`:"),
        (SlurmJobOptions, "`job.slurm`:"),
        (SupervisionTuning, "`tuning`:"),
    ],
)
def test_supervision_input_table_lists_every_field(model: type[BaseModel], heading: str) -> None:
    documented = _table_after((DOCS / "supervision.md").read_text(), heading)
    fields = set(model.model_fields)
    assert fields - documented == set(), f"docs/supervision.md misses {sorted(fields - documented)}"
    assert documented - fields == set(), f"docs/supervision.md names {sorted(documented - fields)}"
