"""Loads and renders a playbook once, at the start of supervision (file I/O).

Reading and rendering run in a thread, never on the worker's event loop, and are bounded
(regular files only, size caps, a metered template sandbox), so one bad playbook fails its
own workflow at once and cannot stall the others on the worker.
"""

from __future__ import annotations

import asyncio

from temporalio import activity
from temporalio.exceptions import ApplicationError

from trainwarden.activities.errors import classified_errors
from trainwarden.activities.models import LoadPlaybookInput
from trainwarden.playbook.loader import LoadedPlaybook
from trainwarden.playbook.loader import load_playbook as _load
from trainwarden.playbook.problems import PlaybookError


@activity.defn
async def load_playbook(inp: LoadPlaybookInput) -> LoadedPlaybook:
    with classified_errors("load_playbook", f"invalid playbook: playbook {inp.ref[:300]!r}"):
        try:
            return await asyncio.to_thread(_load, inp.ref, inp.params or None)
        except PlaybookError as err:
            problems = [str(p) for p in err.problems]
            raise ApplicationError(
                "invalid playbook: " + "; ".join(problems)[:4000],
                problems[:50],
                type="PlaybookError",
                non_retryable=True,
            ) from err
