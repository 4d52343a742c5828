"""The notify activity: render a jinja2 body for an incident and POST it to a webhook.

The URL and secret headers may come from the worker's environment (named in the step), so they
never reach workflow history. 5xx, 429 and connection errors are retried by Temporal with the
step's retry budget; a 4xx, a missing variable or a broken template is not retried.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import jinja2
from pydantic import BaseModel, Field
from temporalio import activity
from temporalio.exceptions import ApplicationError

from trainwarden.activities.errors import classified_errors, refuse
from trainwarden.playbook.sandbox import BoundedSandbox, TemplateLimitError, render_bounded
from trainwarden.playbook.steps import NotifyStep
from trainwarden.shipped import playbook_dir
from trainwarden.untrusted.safeio import read_regular_file

MAX_TEMPLATE_BYTES = 256 * 1024
_ENV = BoundedSandbox(
    undefined=jinja2.StrictUndefined, autoescape=False, keep_trailing_newline=True
)
ACTIVITY = "notify_webhook"
UNREACHABLE = "Notify.unreachable"
_SHIPPED = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")


class NotifyInput(BaseModel):
    step: NotifyStep
    context: dict[str, Any] = Field(description="template variables: incident, job, ...")


class NotifyResult(BaseModel):
    status: int
    bytes_sent: int
    target: str = Field(description="scheme and host only: never the secret path or query")


def template_text(ref: str) -> str:
    """A shipped name (playbooks/notify/<ref>.j2) or a path on the worker."""
    path = Path(ref).expanduser()
    if _SHIPPED.match(ref) and (playbook_dir() / "notify" / f"{ref}.j2").is_file():
        path = playbook_dir() / "notify" / f"{ref}.j2"
    try:  # regular files only (a FIFO would block), bounded
        return read_regular_file(path, MAX_TEMPLATE_BYTES).decode("utf-8")
    except FileNotFoundError:
        raise refuse(ACTIVITY, f"notify template {ref!r} not found") from None
    except (OSError, UnicodeDecodeError) as err:
        raise refuse(ACTIVITY, f"notify template {ref!r}: {err}") from None


def render_body(step: NotifyStep, context: dict[str, Any]) -> str:
    if step.template is None and step.body is None:
        return json.dumps(context, default=str)
    source = step.body if step.body is not None else template_text(step.template or "")
    try:  # the bounded sandbox: a template bomb fails here, it does not stall the worker
        return render_bounded(_ENV.from_string(source), context)
    except (jinja2.TemplateError, TemplateLimitError) as err:
        raise refuse(ACTIVITY, f"notify template: {err}") from None


def _env(name: str) -> str:
    value = os.environ.get(name)
    if not value:
        raise refuse(ACTIVITY, f"notify: environment variable {name} is not set on the worker")
    return value


def _post(url: str, body: bytes, headers: dict[str, str], timeout: float) -> int:
    req = urllib.request.Request(url, data=body, headers=headers, method="POST")
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            return int(resp.status)
    except urllib.error.HTTPError as err:
        message = f"notify: webhook answered {err.code} {err.reason}"
        if err.code >= 500 or err.code == 429:
            raise ApplicationError(message, type=UNREACHABLE) from None
        raise refuse(ACTIVITY, message) from None
    except (urllib.error.URLError, OSError) as err:
        raise ApplicationError(f"notify: cannot reach webhook: {err}", type=UNREACHABLE) from None


@activity.defn
async def notify_webhook(inp: NotifyInput) -> NotifyResult:
    """A bad URL, header or template is Notify.invalid (never retried: the URL and headers are
    not quoted, they may hold secrets); an unreachable or failing webhook Notify.unreachable."""
    step = inp.step
    url = step.url or _env(step.url_env or "")
    if not url.startswith(("http://", "https://")):
        raise refuse(ACTIVITY, "notify: the webhook URL must be http(s)")
    target = "/".join(url.split("/")[:3])
    where = "notify: webhook request to " + target.split("@")[-1]
    with classified_errors(ACTIVITY, where, quote=False):
        secrets = {name: _env(var) for name, var in step.secret_env.items()}
        body = (await asyncio.to_thread(render_body, step, {**inp.context, **secrets})).encode()
        headers = {"Content-Type": "application/json", **step.headers}
        headers.update({name: _env(var) for name, var in step.header_env.items()})
        status = await asyncio.to_thread(_post, url, body, headers, float(step.timeout))
    return NotifyResult(status=status, bytes_sent=len(body), target=target)
