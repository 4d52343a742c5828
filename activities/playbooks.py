"""Loads and renders a playbook once, at the start of supervision (file I/O)."""

from __future__ import annotations

from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.models import LoadPlaybookInput
from trainwarden.playbook.loader import LoadedPlaybook, PlaybookError
from trainwarden.playbook.loader import load_playbook as _load


@activity.defn
async def load_playbook(inp: LoadPlaybookInput) -> LoadedPlaybook:
    try:
        return _load(inp.ref, inp.params or None)
    except PlaybookError as err:
        problems = [str(p) for p in err.problems]
        raise ApplicationError(
            "invalid playbook: " + "; ".join(problems),
            problems,
            type="PlaybookError",
            non_retryable=True,
        ) from err
